//! Which potentials Sudoku Explainer's static links lead to, from every potential at once:
//! a chain search on static links reaches exactly these (or fewer, when it stops at a
//! contradiction), so a search that could not end where it is wanted need not run.
//!
//! The links are SE's: "on" to "off" for the digit's other places in the block, row and
//! column (and, with cell links, the cell's other digits); "off" to "on" for the digit's
//! other place in a unit where it has two (and, with cell links, a two-candidate cell's
//! other digit). Reachability comes from the strongly connected parts of the links
//! (Tarjan's, which closes each part after every part it reaches), each given the set of
//! potentials it reaches.

use super::board::{bits, UNIT_CELLS};
use crate::grid::{BOX_OF, CELLS, COL_OF, ROW_OF};

/// Candidates, as `cell * 9 + digit - 1`.
const CANDS: usize = CELLS * 9;
/// Not a candidate of the grid.
const ABSENT: u16 = u16::MAX;

/// The potentials every potential of a grid reaches on static links.
pub(super) struct Reach {
    /// Each candidate's number among the grid's (its potentials are `2 * n + on`), or
    /// [`ABSENT`].
    number: Vec<u16>,
    /// The part of each potential.
    part: Vec<u32>,
    /// Words in a set of potentials.
    words: usize,
    /// What each part reaches, itself included: `words` words a part.
    sets: Vec<u64>,
}

/// A set of a grid's potentials, as [`Reach`] numbers them.
pub(super) type Set = Vec<u64>;

impl Reach {
    /// The reach of every potential of `grid`, with cell links or without.
    pub(super) fn new(grid: &[u16; CELLS], cell_links: bool) -> Reach {
        let mut number = vec![ABSENT; CANDS];
        let mut cands = Vec::new();
        // Each digit's cells, as sets.
        let mut digit = [0u128; 9];
        for (cell, &m) in grid.iter().enumerate() {
            for d in bits(m) {
                number[cell * 9 + d] = cands.len() as u16;
                cands.push(cell * 9 + d);
                digit[d] |= 1 << cell;
            }
        }
        let n = cands.len() * 2;
        let pot = |c: usize, on: bool| 2 * usize::from(number[c]) + usize::from(on);
        let (mut from, mut to) = (Vec::with_capacity(n + 1), Vec::with_capacity(n * 8));
        for v in 0..n {
            from.push(to.len() as u32);
            let (c, on) = (cands[v / 2], v % 2 == 1);
            let (cell, d) = (c / 9, c % 9);
            let others = grid[cell] & !(1 << d);
            let units = [
                18 + usize::from(BOX_OF[cell]),
                usize::from(ROW_OF[cell]),
                9 + usize::from(COL_OF[cell]),
            ];
            if on {
                if cell_links {
                    to.extend(bits(others).map(|x| pot(cell * 9 + x, false) as u16));
                }
                let mut peers = 0u128;
                for u in units {
                    peers |= digit[d] & UNIT_CELLS[u];
                }
                peers &= !(1 << cell);
                while peers != 0 {
                    let o = peers.trailing_zeros() as usize;
                    peers &= peers - 1;
                    to.push(pot(o * 9 + d, false) as u16);
                }
            } else {
                if cell_links && others.count_ones() == 1 {
                    let x = others.trailing_zeros() as usize;
                    to.push(pot(cell * 9 + x, true) as u16);
                }
                for u in units {
                    let here = digit[d] & UNIT_CELLS[u];
                    if here.count_ones() == 2 {
                        let o = (here & !(1 << cell)).trailing_zeros() as usize;
                        to.push(pot(o * 9 + d, true) as u16);
                    }
                }
            }
        }
        from.push(to.len() as u32);
        let words = n.div_ceil(64);
        let (part, sets) = closure(&from, &to, words);
        Reach {
            number,
            part,
            words,
            sets,
        }
    }

    /// The number of potential `(c, on)`, a candidate of the grid.
    fn potential(&self, (c, on): (usize, bool)) -> usize {
        debug_assert!(self.number[c] != ABSENT, "not a candidate: {c}");
        2 * usize::from(self.number[c]) + usize::from(on)
    }

    /// What `(c, on)` reaches, itself included.
    pub(super) fn set(&self, start: (usize, bool)) -> &[u64] {
        let p = self.part[self.potential(start)] as usize;
        &self.sets[p * self.words..(p + 1) * self.words]
    }

    /// True when `from` reaches `to` (both potentials of the grid's candidates).
    pub(super) fn reaches(&self, from: (usize, bool), to: (usize, bool)) -> bool {
        let t = self.potential(to);
        self.set(from)[t / 64] & 1 << (t % 64) != 0
    }

    /// The potentials every one of `starts` reaches, among those of `within`.
    pub(super) fn common(
        &self,
        starts: impl Iterator<Item = (usize, bool)>,
        within: &[u64],
    ) -> Set {
        let mut out = within.to_vec();
        for s in starts {
            for (o, &w) in out.iter_mut().zip(self.set(s)) {
                *o &= w;
            }
        }
        out
    }

    /// The set of the potentials of `grid` that `keep` takes.
    pub(super) fn select(&self, keep: impl Fn(usize, bool) -> bool) -> Set {
        let mut out = vec![0u64; self.words];
        for (c, &n) in self.number.iter().enumerate() {
            if n == ABSENT {
                continue;
            }
            for on in [false, true] {
                if keep(c, on) {
                    let p = 2 * usize::from(n) + usize::from(on);
                    out[p / 64] |= 1 << (p % 64);
                }
            }
        }
        out
    }
}

/// The strongly connected parts of the links `to[from[v]..from[v + 1]]` of each potential
/// `v`, and what each part reaches (sets of `words` words).
fn closure(from: &[u32], to: &[u16], words: usize) -> (Vec<u32>, Vec<u64>) {
    const OPEN: u32 = u32::MAX;
    let n = from.len() - 1;
    // Each potential's place in the walk (0: not met), the lowest place it reaches, and
    // its part once closed.
    let (mut place, mut low, mut part) = (vec![0u32; n], vec![0u32; n], vec![OPEN; n]);
    let (mut stack, mut path): (Vec<u16>, Vec<(u16, u32)>) = (Vec::new(), Vec::new());
    let mut sets: Vec<u64> = Vec::new();
    let (mut parts, mut clock) = (0u32, 0u32);
    for root in 0..n {
        if place[root] != 0 {
            continue;
        }
        clock += 1;
        (place[root], low[root]) = (clock, clock);
        stack.push(root as u16);
        path.push((root as u16, from[root]));
        while let Some(&mut (v, ref mut edge)) = path.last_mut() {
            let v = usize::from(v);
            if *edge < from[v + 1] {
                let w = usize::from(to[*edge as usize]);
                *edge += 1;
                if place[w] == 0 {
                    clock += 1;
                    (place[w], low[w]) = (clock, clock);
                    stack.push(w as u16);
                    path.push((w as u16, from[w]));
                } else if part[w] == OPEN {
                    low[v] = low[v].min(place[w]);
                }
                continue;
            }
            path.pop();
            if let Some(&(u, _)) = path.last() {
                let u = usize::from(u);
                low[u] = low[u].min(low[v]);
            }
            if low[v] != place[v] {
                continue;
            }
            // `v` closes a part: its members, and every part they link to (all closed
            // before it).
            let base = sets.len();
            sets.resize(base + words, 0);
            let start = stack
                .iter()
                .rposition(|&x| usize::from(x) == v)
                .unwrap_or(0);
            for &x in &stack[start..] {
                part[usize::from(x)] = parts;
            }
            for &x in &stack[start..] {
                let x = usize::from(x);
                sets[base + x / 64] |= 1 << (x % 64);
                for &w in &to[from[x] as usize..from[x + 1] as usize] {
                    let p = part[usize::from(w)] as usize;
                    if p != parts as usize {
                        for i in 0..words {
                            sets[base + i] |= sets[p * words + i];
                        }
                    }
                }
            }
            stack.truncate(start);
            parts += 1;
        }
    }
    (part, sets)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reachability by a plain search, from one potential: what `Reach` must match.
    fn searched(grid: &[u16; CELLS], cell_links: bool, start: (usize, bool)) -> Vec<(usize, bool)> {
        let mut seen = vec![start];
        let mut queue = vec![start];
        let has = |c: usize| grid[c / 9] & 1 << (c % 9) != 0;
        let sees = |a: usize, b: usize| crate::grid::PEERS[a].contains(&(b as u8));
        while let Some((c, on)) = queue.pop() {
            let (cell, d) = (c / 9, c % 9);
            let mut next = Vec::new();
            for q in 0..CANDS {
                if !has(q) || q == c {
                    continue;
                }
                let (qc, qd) = (q / 9, q % 9);
                let same_cell = qc == cell;
                let same_digit_peer = qd == d && sees(cell, qc);
                if on {
                    if same_cell && cell_links || same_digit_peer {
                        next.push((q, false));
                    }
                } else {
                    let bivalue = same_cell && cell_links && grid[cell].count_ones() == 2;
                    let strong = same_digit_peer
                        && crate::grid::UNITS.iter().any(|u| {
                            u.contains(&(cell as u8))
                                && u.contains(&(qc as u8))
                                && u.iter().filter(|&&o| has(usize::from(o) * 9 + d)).count() == 2
                        });
                    if bivalue || strong {
                        next.push((q, true));
                    }
                }
            }
            for p in next {
                if !seen.contains(&p) {
                    seen.push(p);
                    queue.push(p);
                }
            }
        }
        seen
    }

    /// On grids with many candidates and few, every potential reaches what a plain
    /// search from it reaches, and nothing else.
    #[test]
    fn reach_is_what_a_search_reaches() {
        let grids = [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
        ];
        let mut reached = 0;
        for text in grids {
            let grid: crate::Grid = text.parse().unwrap();
            let b = super::super::Board::new(&grid).unwrap();
            let cand = *b.cand.first_chunk::<CELLS>().unwrap();
            for cell_links in [false, true] {
                let r = Reach::new(&cand, cell_links);
                for c in (0..CANDS)
                    .filter(|&c| cand[c / 9] & 1 << (c % 9) != 0)
                    .step_by(7)
                {
                    for on in [false, true] {
                        let want = searched(&cand, cell_links, (c, on));
                        for q in (0..CANDS).filter(|&q| cand[q / 9] & 1 << (q % 9) != 0) {
                            for qon in [false, true] {
                                assert_eq!(
                                    r.reaches((c, on), (q, qon)),
                                    want.contains(&(q, qon)),
                                    "{c} {on} -> {q} {qon}"
                                );
                            }
                        }
                        reached += want.len();
                    }
                }
            }
        }
        assert!(reached > 1000, "{reached}");
    }
}
