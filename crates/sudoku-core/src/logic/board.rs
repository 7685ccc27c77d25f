//! The pencil-marked grid and the technique finders that work on it: each looks for one
//! pattern, and applies it once when found.

use super::technique::{Technique, TECHNIQUES};
use crate::grid::{Grid, BOX_OF, CELLS, COL_OF, PEERS, ROW_OF, UNITS};

/// How a run of logic ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum End {
    Solved,
    Stalled,
    Contradiction,
}

/// What one step did.
enum Step {
    Progress(Technique),
    End(End),
}

pub(super) const ALL_DIGITS: u16 = 0x1ff;

/// Subsets of a 9-element set with exactly `K` elements, as 9-bit masks.
const fn subsets<const N: usize>(k: u32) -> [u16; N] {
    let mut out = [0u16; N];
    let mut n = 0;
    let mut m: u16 = 0;
    while m < 512 {
        if m.count_ones() == k {
            out[n] = m;
            n += 1;
        }
        m += 1;
    }
    out
}

const SUBSETS2: [u16; 36] = subsets::<36>(2);
const SUBSETS3: [u16; 84] = subsets::<84>(3);
const SUBSETS4: [u16; 126] = subsets::<126>(4);

pub(super) fn subsets_of(k: u32) -> &'static [u16] {
    match k {
        2 => &SUBSETS2,
        3 => &SUBSETS3,
        _ => &SUBSETS4,
    }
}

/// True when distinct cells `a` and `b` share a unit.
#[inline]
fn sees(a: usize, b: usize) -> bool {
    a != b && (ROW_OF[a] == ROW_OF[b] || COL_OF[a] == COL_OF[b] || BOX_OF[a] == BOX_OF[b])
}

/// Iterates over the set bits of a mask, as bit indices.
#[inline]
fn bits(mut m: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

/// The pencil-marked grid. `cand[i]` has bit `d - 1` set when digit `d` is still a
/// candidate of empty cell `i`; filled cells have no candidates.
pub(super) struct Board {
    cand: [u16; CELLS],
    val: [u8; CELLS],
    empty: u32,
    /// A solution, when known: debug builds check that no step removes its digits.
    pub(super) truth: Option<[u8; CELLS]>,
}

impl Board {
    /// The markup of `grid`; `None` when its givens conflict.
    pub(super) fn new(grid: &Grid) -> Option<Board> {
        let mut board = Board {
            cand: [ALL_DIGITS; CELLS],
            val: [0; CELLS],
            empty: CELLS as u32,
            truth: None,
        };
        for (i, &d) in grid.cells().iter().enumerate() {
            if d != 0 {
                let bit = 1u16 << (d - 1);
                if board.val[i] != 0 || board.cand[i] & bit == 0 {
                    return None;
                }
                board.place(i, d);
            }
        }
        Some(board)
    }

    fn place(&mut self, i: usize, d: u8) {
        debug_assert!(self.truth.is_none_or(|t| t[i] == d), "unsound placement");
        let bit = 1u16 << (d - 1);
        self.val[i] = d;
        self.cand[i] = 0;
        self.empty -= 1;
        for &p in &PEERS[i] {
            self.cand[p as usize] &= !bit;
        }
    }

    /// Removes the digits of `mask` from cell `i`; true if any was there.
    #[inline]
    fn eliminate(&mut self, i: usize, mask: u16) -> bool {
        let hit = self.cand[i] & mask;
        if hit == 0 {
            return false;
        }
        debug_assert!(
            self.truth
                .is_none_or(|t| t[i] == 0 || hit & (1 << (t[i] - 1)) == 0),
            "unsound elimination at cell {i}"
        );
        self.cand[i] &= !mask;
        true
    }

    /// Applies techniques up to `max` until the grid is full, stalls or breaks.
    pub(super) fn run(&mut self, max: Technique, counts: &mut [u32; TECHNIQUES]) -> End {
        loop {
            match self.step(max) {
                Step::Progress(t) => counts[t.index()] += 1,
                Step::End(e) => return e,
            }
        }
    }

    /// Places the solution's digit in the first empty cell with the fewest candidates.
    /// False when no solution is known or the grid is full.
    pub(super) fn guess(&mut self) -> bool {
        let Some(truth) = self.truth else {
            return false;
        };
        let best = (0..CELLS)
            .filter(|&i| self.val[i] == 0)
            .min_by_key(|&i| self.cand[i].count_ones());
        match best {
            Some(i) if self.cand[i] & (1 << (truth[i] - 1)) != 0 => {
                self.place(i, truth[i]);
                true
            }
            _ => false,
        }
    }

    /// One step: the simplest technique that makes progress, applied once.
    fn step(&mut self, max: Technique) -> Step {
        if self.empty == 0 {
            return Step::End(End::Solved);
        }
        if let Some(e) = self.naked_single() {
            return e;
        }
        if let Some(e) = self.hidden_single() {
            return e;
        }
        type Finder = fn(&mut Board) -> bool;
        let finders: [(Technique, Finder); 12] = [
            (Technique::LockedCandidates, Board::locked_candidates),
            (Technique::NakedPair, |b| b.naked_subset(2)),
            (Technique::HiddenPair, |b| b.hidden_subset(2)),
            (Technique::NakedTriple, |b| b.naked_subset(3)),
            (Technique::HiddenTriple, |b| b.hidden_subset(3)),
            (Technique::NakedQuad, |b| b.naked_subset(4)),
            (Technique::HiddenQuad, |b| b.hidden_subset(4)),
            (Technique::XWing, |b| b.fish(2)),
            (Technique::Swordfish, |b| b.fish(3)),
            (Technique::XyWing, Board::xy_wing),
            (Technique::XyzWing, Board::xyz_wing),
            (Technique::Jellyfish, |b| b.fish(4)),
        ];
        for (t, find) in finders {
            if t > max {
                break;
            }
            if find(self) {
                return Step::Progress(t);
            }
        }
        Step::End(End::Stalled)
    }

    fn naked_single(&mut self) -> Option<Step> {
        for i in 0..CELLS {
            if self.val[i] != 0 {
                continue;
            }
            let c = self.cand[i];
            if c == 0 {
                return Some(Step::End(End::Contradiction));
            }
            if c & (c - 1) == 0 {
                self.place(i, c.trailing_zeros() as u8 + 1);
                return Some(Step::Progress(Technique::NakedSingle));
            }
        }
        None
    }

    fn hidden_single(&mut self) -> Option<Step> {
        for unit in &UNITS {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &c in unit {
                let c = c as usize;
                let m = self.cand[c];
                twice |= once & m;
                once |= m;
                if self.val[c] != 0 {
                    placed |= 1 << (self.val[c] - 1);
                }
            }
            if (once | placed) != ALL_DIGITS {
                return Some(Step::End(End::Contradiction));
            }
            let only = once & !twice;
            if only != 0 {
                let bit = only & only.wrapping_neg();
                for &c in unit {
                    let c = c as usize;
                    if self.cand[c] & bit != 0 {
                        self.place(c, bit.trailing_zeros() as u8 + 1);
                        return Some(Step::Progress(Technique::HiddenSingle));
                    }
                }
            }
        }
        None
    }

    /// Where each digit can go in unit `u`: bit `k` of `pos[d]` is the `k`-th cell.
    fn positions(&self, u: usize) -> [u16; 9] {
        let mut pos = [0u16; 9];
        for (k, &c) in UNITS[u].iter().enumerate() {
            for d in bits(self.cand[c as usize]) {
                pos[d] |= 1 << k;
            }
        }
        pos
    }

    fn locked_candidates(&mut self) -> bool {
        // Pointing: in a box, a digit confined to one row or column leaves the rest of it.
        for b in 0..9 {
            let pos = self.positions(18 + b);
            for (d, &p) in pos.iter().enumerate() {
                if p == 0 {
                    continue;
                }
                let bit = 1u16 << d;
                // Box cells k = 0..9 lie in box row k / 3 and box column k % 3.
                let rows = (p | p >> 1 | p >> 2) & 0b1001001;
                let cols = (p | p >> 3 | p >> 6) & 0b111;
                let first = UNITS[18 + b][p.trailing_zeros() as usize] as usize;
                let mut hit = false;
                if rows.count_ones() == 1 {
                    for &c in &UNITS[ROW_OF[first] as usize] {
                        if BOX_OF[c as usize] as usize != b {
                            hit |= self.eliminate(c as usize, bit);
                        }
                    }
                }
                if cols.count_ones() == 1 {
                    for &c in &UNITS[9 + COL_OF[first] as usize] {
                        if BOX_OF[c as usize] as usize != b {
                            hit |= self.eliminate(c as usize, bit);
                        }
                    }
                }
                if hit {
                    return true;
                }
            }
        }
        // Claiming: in a row or column, a digit confined to one box leaves the rest of it.
        for (u, unit) in UNITS.iter().enumerate().take(18) {
            let pos = self.positions(u);
            for (d, &p) in pos.iter().enumerate() {
                if p == 0 {
                    continue;
                }
                let thirds = (p | p >> 1 | p >> 2) & 0b1001001;
                if thirds.count_ones() != 1 {
                    continue;
                }
                let first = unit[p.trailing_zeros() as usize] as usize;
                let bit = 1u16 << d;
                let mut hit = false;
                for &c in &UNITS[18 + BOX_OF[first] as usize] {
                    let c = c as usize;
                    let inside = if u < 9 {
                        ROW_OF[c] == ROW_OF[first]
                    } else {
                        COL_OF[c] == COL_OF[first]
                    };
                    if !inside {
                        hit |= self.eliminate(c, bit);
                    }
                }
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// Naked pair/triple/quad: `k` cells of a unit holding only `k` digits between them.
    fn naked_subset(&mut self, k: u32) -> bool {
        for unit in &UNITS {
            let mut eligible = 0u16;
            let mut open = 0;
            for (j, &c) in unit.iter().enumerate() {
                let n = self.cand[c as usize].count_ones();
                if n > 0 {
                    open += 1;
                }
                if (2..=k).contains(&n) {
                    eligible |= 1 << j;
                }
            }
            if open <= k || eligible.count_ones() < k {
                continue;
            }
            for &sub in subsets_of(k) {
                if sub & !eligible != 0 {
                    continue;
                }
                let digits = bits(sub).fold(0, |m, j| m | self.cand[unit[j] as usize]);
                if digits.count_ones() != k {
                    continue;
                }
                let mut hit = false;
                for (j, &c) in unit.iter().enumerate() {
                    if sub & (1 << j) == 0 {
                        hit |= self.eliminate(c as usize, digits);
                    }
                }
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// Hidden pair/triple/quad: `k` digits of a unit confined to the same `k` cells.
    fn hidden_subset(&mut self, k: u32) -> bool {
        for (u, unit) in UNITS.iter().enumerate() {
            let pos = self.positions(u);
            let mut eligible = 0u16;
            let mut open = 0;
            for (d, &p) in pos.iter().enumerate() {
                let n = p.count_ones();
                if n > 0 {
                    open += 1;
                }
                if (2..=k).contains(&n) {
                    eligible |= 1 << d;
                }
            }
            if open <= k || eligible.count_ones() < k {
                continue;
            }
            for &sub in subsets_of(k) {
                if sub & !eligible != 0 {
                    continue;
                }
                let cells = bits(sub).fold(0, |m, d| m | pos[d]);
                if cells.count_ones() != k {
                    continue;
                }
                let mut hit = false;
                for j in bits(cells) {
                    hit |= self.eliminate(unit[j] as usize, !sub & ALL_DIGITS);
                }
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// X-wing (k = 2), swordfish (3), jellyfish (4), with rows or columns as base.
    fn fish(&mut self, k: u32) -> bool {
        for d in 0..9 {
            let bit = 1u16 << d;
            for by_rows in [true, false] {
                // lines[r] = cross positions of the digit in base line r.
                let mut lines = [0u16; 9];
                let mut eligible = 0u16;
                for (r, line) in lines.iter_mut().enumerate() {
                    let u = if by_rows { r } else { 9 + r };
                    for (j, &c) in UNITS[u].iter().enumerate() {
                        if self.cand[c as usize] & bit != 0 {
                            *line |= 1 << j;
                        }
                    }
                    if (2..=k).contains(&line.count_ones()) {
                        eligible |= 1 << r;
                    }
                }
                if eligible.count_ones() < k {
                    continue;
                }
                for &sub in subsets_of(k) {
                    if sub & !eligible != 0 {
                        continue;
                    }
                    let cover = bits(sub).fold(0, |m, r| m | lines[r]);
                    if cover.count_ones() != k {
                        continue;
                    }
                    let mut hit = false;
                    for x in bits(cover) {
                        for r in bits(!sub & ALL_DIGITS) {
                            let cell = if by_rows { r * 9 + x } else { x * 9 + r };
                            hit |= self.eliminate(cell, bit);
                        }
                    }
                    if hit {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn xy_wing(&mut self) -> bool {
        for (p, peers) in PEERS.iter().enumerate() {
            let pc = self.cand[p];
            if pc.count_ones() != 2 {
                continue;
            }
            for &a in peers {
                let a = a as usize;
                let ac = self.cand[a];
                if ac.count_ones() != 2 || (ac & pc).count_ones() != 1 {
                    continue;
                }
                let z = ac & !pc;
                let want = (pc & !ac) | z;
                for &b in peers {
                    let b = b as usize;
                    if b == a || self.cand[b] != want {
                        continue;
                    }
                    let mut hit = false;
                    for &c in &PEERS[a] {
                        let c = c as usize;
                        if c != b && c != p && sees(c, b) {
                            hit |= self.eliminate(c, z);
                        }
                    }
                    if hit {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn xyz_wing(&mut self) -> bool {
        for (p, peers) in PEERS.iter().enumerate() {
            let pc = self.cand[p];
            if pc.count_ones() != 3 {
                continue;
            }
            for &a in peers {
                let a = a as usize;
                let ac = self.cand[a];
                if ac.count_ones() != 2 || ac & !pc != 0 {
                    continue;
                }
                for &b in peers {
                    let b = b as usize;
                    let bc = self.cand[b];
                    if b <= a || bc.count_ones() != 2 || bc & !pc != 0 || bc == ac {
                        continue;
                    }
                    let z = ac & bc;
                    let mut hit = false;
                    for &c in peers {
                        let c = c as usize;
                        if c != a && c != b && sees(c, a) && sees(c, b) {
                            hit |= self.eliminate(c, z);
                        }
                    }
                    if hit {
                        return true;
                    }
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subset_tables() {
        assert!(SUBSETS2.iter().all(|m| m.count_ones() == 2));
        assert!(SUBSETS4.iter().all(|m| m.count_ones() == 4 && *m < 512));
        assert!(SUBSETS3.windows(2).all(|w| w[0] < w[1]));
    }
}
