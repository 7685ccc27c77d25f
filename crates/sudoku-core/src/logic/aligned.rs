//! Sudoku Explainer's aligned pair (6.2) and triplet (7.5) exclusions, found in SE
//! 1.2.1.3's order for the path that gives SE's number: two or three cells, and the cells
//! with few candidates that see them all; a combination of digits for the cells that
//! would leave one of those with nothing, or repeat a digit where two of the cells see
//! each other, cannot be, and a digit in no possible combination goes.

use super::board::{bits, sees, Board};
use super::step::{cells_of, Cand, Cs, Role, Step};
use super::technique::Technique;
use crate::grid::{BOX_OF, CELLS, COL_OF, ROW_OF, UNITS};
use crate::say;

/// A set of cells, bit `i` for cell `i`.
type Cells = u128;

/// The cells that share a block, row or column with `cell`, in SE's order (block, row,
/// column, each once).
fn house(cell: usize) -> impl Iterator<Item = usize> {
    let units = [
        18 + usize::from(BOX_OF[cell]),
        usize::from(ROW_OF[cell]),
        9 + usize::from(COL_OF[cell]),
    ];
    let mut seen: Cells = 1 << cell;
    units
        .into_iter()
        .flat_map(|u| UNITS[u].iter().map(|&c| usize::from(c)))
        .filter(move |&c| {
            let new = seen & (1 << c) == 0;
            seen |= 1 << c;
            new
        })
}

/// A base cell: two candidates or more, with cells of 2 to `most` candidates (its
/// excluders) among those it sees, in SE's order.
struct Base {
    cell: usize,
    excluders: Vec<usize>,
    set: Cells,
}

/// SE's base cells for an exclusion of `degree` cells, in reading order; a cell that
/// sees one down to a single candidate is left to the singles.
fn bases(b: &Board, degree: u32) -> Vec<Base> {
    let mut out = Vec::new();
    for cell in 0..CELLS {
        if b.cand[cell].count_ones() < 2 {
            continue;
        }
        let mut excluders = Vec::new();
        let mut single = false;
        for c in house(cell) {
            match b.cand[c].count_ones() {
                1 => single = true,
                n if n >= 2 && n <= degree => excluders.push(c),
                _ => {}
            }
        }
        if !single && !excluders.is_empty() {
            let set = excluders.iter().fold(0, |s, &c| s | 1 << c);
            out.push(Base {
                cell,
                excluders,
                set,
            });
        }
    }
    out
}

/// Pairs of indices below `n` in SE's order (`Permutations(2, n)`: (0,1), (0,2), (1,2),
/// (0,3), ...).
fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (1..n).flat_map(|j| (0..j).map(move |i| (i, j)))
}

/// What `cells` (two or three) cannot hold given the excluders `common`: a combination
/// of their candidates that repeats a digit where two of them see each other, or that
/// holds every digit of an excluder, is ruled out, and a digit of a cell in no allowed
/// combination goes. SE lists every combination; this takes the last cell's digits as
/// one set, and stops once every digit is allowed, which is where nearly every call ends.
fn excluded(b: &Board, cells: &[usize], common: Cells, nothing: &mut Memo) -> Vec<Cand> {
    let union = cells.iter().fold(0u16, |m, &c| m | b.cand[c]);
    let mut excl = [0u16; 20];
    let mut k = 0;
    let mut rest = common;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        // Only an excluder whose digits the cells could all take rules anything out:
        // two cells that see each other never both need one digit, as each has two.
        if b.cand[c] & !union == 0 && k < excl.len() {
            excl[k] = b.cand[c];
            k += 1;
        }
    }
    if k == 0 {
        return Vec::new();
    }
    let excl = &excl[..k];
    let mut cand = [0u16; 3];
    for (i, &c) in cells.iter().enumerate() {
        cand[i] = b.cand[c];
    }
    let key = Pattern::of(cells, &cand, excl);
    if nothing.holds(&key) {
        return Vec::new();
    }
    let gone = exclude(b, cells, &cand, excl);
    if gone.is_empty() {
        nothing.keep(key);
    }
    gone
}

/// Where `exclude` looks for a digit it can remove: the candidates of the cells, which of
/// them see each other, and the set of the excluders' digit sets. The answer depends on
/// nothing else, and the same patterns come back step after step of a rating, in most
/// triples of cells.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Pattern {
    cells: u32,
    excluders: u128,
}

/// The number of each set of two or three digits, for a set of them in a `u128`.
const SET_NUMBER: [u8; 512] = {
    let mut t = [0u8; 512];
    let (mut m, mut k) = (0usize, 0u8);
    while m < 512 {
        let n = (m as u16).count_ones();
        if n == 2 || n == 3 {
            t[m] = k;
            k += 1;
        }
        m += 1;
    }
    t
};

impl Pattern {
    fn of(cells: &[usize], cand: &[u16; 3], excl: &[u16]) -> Pattern {
        let see = |i: usize, j: usize| j < cells.len() && sees(cells[i], cells[j]);
        let flags = u32::from(see(0, 1)) | u32::from(see(0, 2)) << 1 | u32::from(see(1, 2)) << 2;
        let excluders = excl
            .iter()
            .fold(0u128, |s, &e| s | 1 << SET_NUMBER[usize::from(e)]);
        Pattern {
            cells: u32::from(cand[0])
                | u32::from(cand[1]) << 9
                | u32::from(cand[2]) << 18
                | flags << 27,
            excluders,
        }
    }

    fn slot(&self) -> usize {
        let h = u64::from(self.cells).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (self.excluders as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            ^ ((self.excluders >> 64) as u64).wrapping_mul(0x1656_67B1_9E37_79F9);
        (h >> (64 - MEMO_BITS)) as usize
    }
}

const MEMO_BITS: u32 = 14;

/// Patterns lately found to remove nothing, one a slot (a newer one takes the slot).
struct Memo(Box<[Pattern]>);

impl Memo {
    fn holds(&self, p: &Pattern) -> bool {
        self.0[p.slot()] == *p
    }

    fn keep(&mut self, p: Pattern) {
        self.0[p.slot()] = p;
    }
}

thread_local! {
    // A pattern with no candidates is never asked about, so the empty slots hold none.
    static NOTHING: std::cell::RefCell<Memo> =
        std::cell::RefCell::new(Memo(vec![Pattern::default(); 1 << MEMO_BITS].into_boxed_slice()));
}

/// Runs `f` with this thread's memo of patterns that removed nothing.
fn with_memo<T>(f: impl FnOnce(&mut Memo) -> T) -> T {
    NOTHING.with(|memo| f(&mut memo.borrow_mut()))
}

/// `excluded` for the excluders that matter, `excl`, and the cells' candidates, `cand`.
fn exclude(b: &Board, cells: &[usize], cand: &[u16; 3], excl: &[u16]) -> Vec<Cand> {
    let n = cells.len();
    let last = n - 1;
    // The digits the last cell may not take beside the others' `used`: those an
    // excluder would then lose its last candidate to, and all of them when an excluder
    // is already emptied.
    let killed = |used: u16| {
        excl.iter().fold(0u16, |m, &e| match e & !used {
            0 => 0x1ff,
            r if r.count_ones() == 1 => m | r,
            _ => m,
        })
    };
    let see = |i: usize, j: usize| sees(cells[i], cells[j]);
    // The digits each cell shows in at least one allowed combination.
    let mut allowed = [0u16; 3];
    let full = |allowed: &[u16; 3]| (0..n).all(|i| allowed[i] == cand[i]);
    for d0 in bits(cand[0]) {
        let m0 = 1u16 << d0;
        let last_clash = if see(0, last) { m0 } else { 0 };
        if n == 2 {
            let rest = cand[1] & !last_clash & !killed(m0);
            if rest != 0 {
                allowed[0] |= m0;
                allowed[1] |= rest;
            }
        } else {
            let not = if see(0, 1) { m0 } else { 0 };
            for d1 in bits(cand[1] & !not) {
                let m1 = 1u16 << d1;
                let clash = last_clash | if see(1, 2) { m1 } else { 0 };
                let rest = cand[2] & !clash & !killed(m0 | m1);
                if rest != 0 {
                    allowed[0] |= m0;
                    allowed[1] |= m1;
                    allowed[2] |= rest;
                }
            }
        }
        if full(&allowed) {
            return Vec::new();
        }
    }
    not_allowed(b, cells, allowed)
}

/// The candidates of `cells` outside what each may hold (`allowed`, in the same order).
fn not_allowed(b: &Board, cells: &[usize], allowed: [u16; 3]) -> Vec<Cand> {
    cells
        .iter()
        .zip(allowed)
        .flat_map(|(&c, a)| b.present([c], !a & 0x1ff))
        .collect()
}

/// Aligned pair exclusion (6.2): two cells anywhere, with two or more two-candidate cells
/// that see both; the first pair in SE's order that removes something.
pub(super) fn pair(b: &Board) -> Option<Step> {
    if !b.geo.classic {
        return None;
    }
    let (cells, common, gone) = with_memo(|memo| {
        let base = bases(b, 2);
        pairs(base.len()).find_map(|(i, j)| {
            let common = base[i].set & base[j].set;
            if common.count_ones() < 2 {
                return None;
            }
            let cells = [base[i].cell, base[j].cell];
            let gone = excluded(b, &cells, common, memo);
            (!gone.is_empty()).then_some((cells, common, gone))
        })
    })?;
    let t = Technique::AlignedPairExclusion;
    Some(aligned_step(b, t, &cells, common, gone))
}

/// Aligned triplet exclusion (7.5): SE's two cells anywhere and a third that one of them
/// sees with at most three candidates, with two or more cells of two or three candidates
/// that see all three; the first triple in SE's order that removes something.
pub(super) fn triplet(b: &Board) -> Option<Step> {
    if !b.geo.classic {
        return None;
    }
    let (cells, common, gone) = with_memo(|memo| first_triplet(b, memo))?;
    let t = Technique::AlignedTripletExclusion;
    Some(aligned_step(b, t, &cells, common, gone))
}

/// The first triple of [`triplet`], its common excluders and what it removes.
fn first_triplet(b: &Board, memo: &mut Memo) -> Option<([usize; 3], Cells, Vec<Cand>)> {
    let base = bases(b, 3);
    let is_base: Cells = base.iter().fold(0, |s, x| s | 1 << x.cell);
    let mut index = [0u8; CELLS];
    for (k, x) in base.iter().enumerate() {
        index[x.cell] = k as u8;
    }
    for (i, j) in pairs(base.len()) {
        // A third cell only narrows the excluders the two share.
        let shared = base[i].set & base[j].set;
        if shared.count_ones() < 2 {
            continue;
        }
        let (c0, c1) = (base[i].cell, base[j].cell);
        // SE's "twin area": the excluders of the first cell, then of the second, that
        // are base cells themselves.
        let mut seen: Cells = 1 << c0 | 1 << c1;
        let tail = base[i]
            .excluders
            .iter()
            .chain(&base[j].excluders)
            .copied()
            .filter(|&c| {
                let new = is_base & 1 << c != 0 && seen & 1 << c == 0;
                seen |= 1 << c;
                new
            });
        for c2 in tail {
            let k = usize::from(index[c2]);
            let common = shared & base[k].set;
            if common.count_ones() < 2 {
                continue;
            }
            let cells = [c0, c1, c2];
            let gone = excluded(b, &cells, common, memo);
            if !gone.is_empty() {
                return Some((cells, common, gone));
            }
        }
    }
    None
}

fn aligned_step(b: &Board, t: Technique, cells: &[usize], common: Cells, gone: Vec<Cand>) -> Step {
    let excluders: Vec<u8> = (0..CELLS as u8).filter(|&c| common & 1 << c != 0).collect();
    let named: Vec<u8> = cells.iter().map(|&c| c as u8).collect();
    let text = say!(
        "step-aligned-exclusion",
        cells = Cs(named),
        excluders = Cs(excluders.clone()),
        gone = Cs(cells_of(&gone))
    );
    let marks: Vec<Cand> = excluders
        .iter()
        .flat_map(|&c| b.present([usize::from(c)], 0x1ff))
        .collect();
    Step::new(t, text)
        .mark(Role::Main, b.present(cells.iter().copied(), 0x1ff))
        .mark(Role::Other, marks)
        .removing(gone)
}

#[cfg(test)]
mod tests {
    use super::super::explain;
    use super::super::fixtures::sample;
    use super::*;

    /// SE's way, every combination listed: what `excluded` must match.
    fn excluded_by_listing(b: &Board, cells: &[usize], common: Cells) -> Vec<Cand> {
        let union = cells.iter().fold(0u16, |m, &c| m | b.cand[c]);
        let excl: Vec<u16> = (0..CELLS)
            .filter(|&c| common & 1 << c != 0 && b.cand[c] & !union == 0)
            .map(|c| b.cand[c])
            .collect();
        let mut allowed = [0u16; 3];
        let mut combos: Vec<Vec<usize>> = vec![Vec::new()];
        for &c in cells {
            combos = combos
                .into_iter()
                .flat_map(|v| {
                    bits(b.cand[c]).map(move |d| {
                        let mut v = v.clone();
                        v.push(d);
                        v
                    })
                })
                .collect();
        }
        for v in combos {
            let clash = (0..v.len())
                .any(|i| (i + 1..v.len()).any(|j| v[i] == v[j] && sees(cells[i], cells[j])));
            let used = v.iter().fold(0u16, |m, &d| m | 1 << d);
            if !clash && !excl.iter().any(|&e| e & !used == 0) && !excl.is_empty() {
                for (i, &d) in v.iter().enumerate() {
                    allowed[i] |= 1 << d;
                }
            }
        }
        if excl.is_empty() {
            return Vec::new();
        }
        not_allowed(b, cells, allowed)
    }

    /// On the grids of a person's solve of hard samples, every pair and every triple of
    /// base cells with common excluders gets the same eliminations either way, and some
    /// of them get some, so the comparison is not only of empty answers.
    #[test]
    fn excluded_matches_listing_every_combination() {
        let (mut compared, mut removing) = (0usize, 0usize);
        for g in sample("puzzles6_forum_hardest_1106").iter().step_by(125) {
            let e = explain(g);
            let mut b = Board::new(g).unwrap();
            for step in &e.steps {
                let base = bases(&b, 3);
                for (i, j) in pairs(base.len()) {
                    for k in (j + 1..base.len()).step_by(11) {
                        let (x, y, z) = (&base[i], &base[j], &base[k]);
                        for (cells, common) in [
                            (vec![x.cell, y.cell], x.set & y.set),
                            (vec![x.cell, y.cell, z.cell], x.set & y.set & z.set),
                        ] {
                            if common.count_ones() < 2 {
                                continue;
                            }
                            let got = with_memo(|memo| excluded(&b, &cells, common, memo));
                            assert_eq!(got, excluded_by_listing(&b, &cells, common));
                            compared += 1;
                            removing += usize::from(!got.is_empty());
                        }
                    }
                }
                b.apply(step);
            }
        }
        println!("compared {compared}, {removing} removing something");
        assert!(compared > 10_000 && removing > 10, "{compared} {removing}");
    }

    #[test]
    fn pairs_come_in_se_order() {
        let got: Vec<(usize, usize)> = pairs(4).collect();
        assert_eq!(got, [(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3)]);
    }
}
