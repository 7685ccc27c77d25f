//! The pencil-marked grid every technique finder reads: candidates per cell, digits
//! placed, and the small helpers the finders share. Finders never change the board; the
//! engine applies the step they return.

use std::sync::Arc;

pub(super) use super::geometry::{each, Cells, Geometry, MAX_CELLS, MAX_DIGITS, MAX_UNITS};
pub(super) use super::space::{CellSet, Mask, Small, Space};
use super::step::{Cand, Step};
use crate::grid::{Grid, Unit, BOX_OF, CELLS, COL_OF, ROW_OF, UNITS};

/// Every digit of the classic grid, as a candidate mask.
pub(super) const ALL_DIGITS: u16 = 0x1ff;

/// Subsets of a [`MAX_DIGITS`]-element set with exactly `k` elements, as masks, in
/// increasing order.
const fn subsets<const N: usize>(k: u32) -> [u16; N] {
    let mut out = [0u16; N];
    let mut n = 0;
    let mut m: u32 = 0;
    while m < 1 << MAX_DIGITS {
        if m.count_ones() == k {
            out[n] = m as u16;
            n += 1;
        }
        m += 1;
    }
    out
}

const SUBSETS2: [u16; 45] = subsets::<45>(2);
const SUBSETS3: [u16; 120] = subsets::<120>(3);
const SUBSETS4: [u16; 210] = subsets::<210>(4);

/// The `k`-element subsets (k = 2, 3 or 4) of `n` things (at most [`MAX_DIGITS`]), as masks, in
/// increasing order: those of nine things come first, so the classic grid meets them in
/// the same order whatever the table holds beyond.
pub(super) fn subsets_of(k: u32, n: usize) -> &'static [u16] {
    let all: &'static [u16] = match k {
        2 => &SUBSETS2,
        3 => &SUBSETS3,
        _ => &SUBSETS4,
    };
    let end = all.partition_point(|&m| u32::from(m) < 1 << n);
    &all[..end]
}

/// Calls `f` on each `k`-element subset (k at most 4) of the bits of `items`, as bit
/// indices in increasing order, until it returns true; true if it did. Subsets come in
/// increasing order of their masks, as from [`subsets_of`], so a finder meets the same
/// pattern first on every shape; only subsets of `items` are made, which on a 25x25 is
/// far fewer than all of them.
pub(super) fn each_subset<M: Mask>(k: u32, items: M, mut f: impl FnMut(&[usize]) -> bool) -> bool {
    fn go<F: FnMut(&[usize]) -> bool>(
        items: &[usize],
        k: usize,
        chosen: &mut [usize; 4],
        full: usize,
        f: &mut F,
    ) -> bool {
        if k == 0 {
            return f(&chosen[..full]);
        }
        // The largest element last: every subset below `top` comes before any above it.
        for top in k - 1..items.len() {
            chosen[k - 1] = items[top];
            if go(&items[..top], k - 1, chosen, full, f) {
                return true;
            }
        }
        false
    }
    let k = k as usize;
    debug_assert!(k <= 4);
    let mut list = [0usize; 32];
    let mut n = 0;
    for b in bits(items) {
        list[n] = b;
        n += 1;
    }
    go(&list[..n], k, &mut [0; 4], k, &mut f)
}

/// A cell's index from a unit or peer list of any [`Space`].
#[inline]
pub(super) fn ix<I: Into<usize>>(i: I) -> usize {
    i.into()
}

/// The board as the classic grid's, when it is one: the classic-only techniques and the
/// fast paths built on the classic tables take it.
#[inline]
pub(super) fn classic<S: Space>(b: &Board<S>) -> Option<&Board> {
    if !b.geo.classic {
        return None;
    }
    (b as &dyn std::any::Any).downcast_ref::<Board>()
}

/// True when distinct cells `a` and `b` share a unit of the classic grid (Sudoku
/// Explainer's finders, which run on no other shape; the rest ask [`Geometry::sees`]).
#[inline]
pub(super) fn sees(a: usize, b: usize) -> bool {
    a != b && (ROW_OF[a] == ROW_OF[b] || COL_OF[a] == COL_OF[b] || BOX_OF[a] == BOX_OF[b])
}

/// Iterates over the set bits of a mask, as bit indices (digit `d` is bit `d - 1`).
#[inline]
pub(super) fn bits<M: Mask>(mut m: M) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == M::ZERO {
            None
        } else {
            let b = Mask::trailing_zeros(m) as usize;
            m &= !(M::ONE << b);
            Some(b)
        }
    })
}

/// The cells of each unit of [`UNITS`], as a set (the classic grid's, for Sudoku
/// Explainer's finders).
pub(super) const UNIT_CELLS: [Cells; 27] = {
    let mut t = [0; 27];
    let mut u = 0;
    while u < 27 {
        let mut k = 0;
        while k < 9 {
            t[u] |= 1 << UNITS[u][k];
            k += 1;
        }
        u += 1;
    }
    t
};

/// The unit of index `u` in [`UNITS`]: rows 0-8, columns 9-17, boxes 18-26 (the classic
/// grid's; the rest ask [`Geometry::unit`]).
pub(super) fn unit(u: usize) -> Unit {
    match u {
        0..=8 => Unit::Row(u as u8),
        9..=17 => Unit::Column((u - 9) as u8),
        _ => Unit::Box((u - 18) as u8),
    }
}

/// The digit of a one-bit mask.
#[inline]
pub(super) fn digit<M: Mask>(bit: M) -> u8 {
    Mask::trailing_zeros(bit) as u8 + 1
}

/// Words of a set of cells of the largest shape, as [`Board::peers_in`] gives it and
/// [`cells_in`] reads it.
pub(super) const PEER_WORDS: usize = 10;
const _: () = assert!(PEER_WORDS * 64 >= <super::space::Large as Space>::MAX_CELLS);

/// The cells of a set made by [`Board::peers_in`], in order.
#[inline]
pub(super) fn cells_in(words: &[u64]) -> CellsIn<'_> {
    CellsIn {
        words,
        at: 0,
        left: words.first().copied().unwrap_or(0),
    }
}

/// The iterator of [`cells_in`].
pub(super) struct CellsIn<'a> {
    words: &'a [u64],
    /// The word being read, and what is left of it.
    at: usize,
    left: u64,
}

impl Iterator for CellsIn<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.left == 0 {
            self.at += 1;
            self.left = *self.words.get(self.at)?;
        }
        let i = self.left.trailing_zeros() as usize;
        self.left &= self.left - 1;
        Some(self.at * 64 + i)
    }
}

/// The row, column and box (as unit indices) of each cell of the classic grid.
const CLASSIC_UNITS_OF: [[u8; 3]; CELLS] = {
    let mut t = [[0u8; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = [ROW_OF[i], 9 + COL_OF[i], 18 + BOX_OF[i]];
        i += 1;
    }
    t
};

/// The row, column and box of each cell of the classic grid, each with where the cell
/// stands in it: its index in that unit's cells (as [`UNITS`](crate::grid::UNITS) lists
/// them).
const CLASSIC_PLACES_OF: [[(u8, u8); 3]; CELLS] = {
    let mut t = [[(0u8, 0u8); 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (r, c) = (ROW_OF[i], COL_OF[i]);
        t[i] = [(r, c), (9 + c, r), (18 + BOX_OF[i], (r % 3) * 3 + c % 3)];
        i += 1;
    }
    t
};

/// A classic grid's digits in a board's wider array (the rest left 0).
pub(super) fn widened(cells: &[u8; CELLS]) -> [u8; MAX_CELLS] {
    let mut out = [0; MAX_CELLS];
    out[..CELLS].copy_from_slice(cells);
    out
}

/// Where the finders that read it look for patterns: the digits, units and cells whose
/// candidates changed since the finder last found nothing (see [`super::memo`]); every
/// one of them on a board the engine has not narrowed for one finder.
#[derive(Clone, Copy, Debug)]
pub(super) struct Look<S: Space> {
    pub(super) digits: S::Mask,
    /// Bit `u` for unit `u`; units past the 128th are always looked at.
    pub(super) units: u128,
    pub(super) cells: S::Cells,
}

impl<S: Space> Look<S> {
    pub(super) fn everything() -> Look<S> {
        Look {
            digits: !S::Mask::ZERO,
            units: !0,
            cells: !S::Cells::EMPTY,
        }
    }

    pub(super) fn nothing() -> Look<S> {
        Look {
            digits: S::Mask::ZERO,
            units: 0,
            cells: S::Cells::EMPTY,
        }
    }

    /// Digit `d + 1` (bit `d`) is looked at.
    #[inline]
    pub(super) fn digit(&self, d: usize) -> bool {
        self.digits & (S::Mask::ONE << d) != S::Mask::ZERO
    }

    #[inline]
    pub(super) fn unit(&self, u: usize) -> bool {
        u >= 128 || self.units >> u & 1 == 1
    }
}

/// The pencil-marked grid. `cand[i]` has bit `d - 1` set when digit `d` is still a
/// candidate of empty cell `i`; filled cells have no candidates. Cells past the shape's
/// own (`geo.cells`) are unused.
#[derive(Clone)]
pub(super) struct Board<S: Space = Small> {
    pub(super) cand: S::Arr<S::Mask>,
    pub(super) val: S::Arr<u8>,
    pub(super) empty: u32,
    /// The puzzle is known to have exactly one solution, so techniques that rely on it
    /// (unique rectangles, BUG+1) may be used.
    pub(super) unique: bool,
    /// A solution, when known: debug builds check that no step removes its digits.
    pub(super) truth: Option<S::Arr<u8>>,
    /// The shape's units and peers.
    pub(super) geo: Arc<Geometry<S>>,
    /// Where the finders look: everywhere, but while the engine narrows it for one.
    pub(super) look: Look<S>,
}

impl Board {
    /// The markup of `grid` on the classic grid; `None` when its givens conflict.
    pub(super) fn new(grid: &Grid) -> Option<Board> {
        Board::of_digits(grid.cells(), Geometry::classic())
    }

    /// The digits placed so far, on the classic grid.
    pub(super) fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        cells.copy_from_slice(&self.val[..CELLS]);
        Grid::from_cells(cells).unwrap_or_default()
    }
}

impl<S: Space> Board<S> {
    /// The markup of the digits `val` (0 for an empty cell, one a cell of `geo`) on the
    /// shape `geo`; `None` when they conflict or do not fit.
    pub(super) fn of_digits(val: &[u8], geo: Arc<Geometry<S>>) -> Option<Board<S>> {
        if val.len() != geo.cells {
            return None;
        }
        let mut board = Board {
            cand: S::arr(S::Mask::ZERO),
            val: S::arr(0),
            empty: geo.cells as u32,
            unique: false,
            truth: None,
            geo,
            look: Look::everything(),
        };
        let all = board.geo.all;
        board.cand.as_mut()[..val.len()].fill(all);
        for (i, &d) in val.iter().enumerate() {
            if d != 0 {
                if usize::from(d) > board.geo.n
                    || board.val[i] != 0
                    || board.cand[i] & (S::Mask::ONE << usize::from(d - 1)) == S::Mask::ZERO
                {
                    return None;
                }
                board.place(i, d);
            }
        }
        Some(board)
    }

    /// A shape's board as it stands: digits `val` and candidates `cand` (bit `d - 1` for
    /// digit `d`), and the solution `truth` when known. `None` when they do not fit.
    pub(super) fn of_marks(
        val: &[u8],
        cand: &[u32],
        truth: Option<&[u8]>,
        geo: Arc<Geometry<S>>,
    ) -> Option<Board<S>> {
        let cells = geo.cells;
        if val.len() != cells || cand.len() != cells || truth.is_some_and(|t| t.len() != cells) {
            return None;
        }
        let mut board = Board {
            cand: S::arr(S::Mask::ZERO),
            val: S::arr(0),
            empty: 0,
            unique: false,
            truth: None,
            geo,
            look: Look::everything(),
        };
        for i in 0..cells {
            board.val[i] = val[i];
            board.cand[i] = S::Mask::of_u32(cand[i])?;
            board.empty += u32::from(val[i] == 0);
        }
        if let Some(t) = truth {
            let mut full = S::arr(0u8);
            full.as_mut()[..cells].copy_from_slice(t);
            board.truth = Some(full);
            // The caller gives the solution only when it is the only one.
            board.unique = true;
        }
        Some(board)
    }

    /// The cells of unit `u`. On the classic grid they come from the constant tables,
    /// as do a cell's peers, [`units_of`](Self::units_of) and [`places_of`](Self::places_of):
    /// the forcing chains' inner loops ran a fifth slower through the shape's nested lists.
    #[inline]
    pub(super) fn unit_cells(&self, u: usize) -> &[S::Ix] {
        if self.geo.classic {
            S::classic_unit(u)
        } else {
            let n = self.geo.n;
            &self.geo.unit_list[u * n..u * n + n]
        }
    }

    /// The units of cell `i`, in unit order.
    #[inline]
    pub(super) fn units_of(&self, i: usize) -> &[u8] {
        if self.geo.classic {
            &CLASSIC_UNITS_OF[i]
        } else {
            &self.geo.units_of[i]
        }
    }

    /// The units of cell `i` as [`units_of`](Self::units_of) gives them, each as (unit,
    /// the cell's index in the unit's cells).
    #[inline]
    pub(super) fn places_of(&self, i: usize) -> &[(u8, u8)] {
        if self.geo.classic {
            &CLASSIC_PLACES_OF[i]
        } else {
            &self.geo.places_of[i]
        }
    }

    /// [`places_of`](Self::places_of) as an array of three, on a shape whose every cell
    /// lies in three units (the classic grid's table, or the shape's): a loop over it
    /// unrolls, with no list to read first.
    #[inline]
    pub(super) fn places3(&self, i: usize) -> Option<&[(u8, u8); 3]> {
        if self.geo.classic {
            Some(&CLASSIC_PLACES_OF[i])
        } else {
            self.geo.places3.get(i)
        }
    }

    /// The peers of cell `i` among the places `place(u)` gives for each of its units (bits
    /// of the unit's cells, see [`places_of`](Self::places_of)), as a set of cells by words
    /// (read the shape's with [`cells_in`]): they come out in the peers' order, each once,
    /// with no sorting. `place` is called once a unit, in the cell's unit order.
    #[inline]
    pub(super) fn peers_in(
        &self,
        i: usize,
        mut place: impl FnMut(usize) -> S::Mask,
    ) -> [u64; PEER_WORDS] {
        let mut set = [0u64; PEER_WORDS];
        match self.places3(i) {
            Some(&three) => {
                for (u, k) in three {
                    self.gather(&mut set, u, k, place(usize::from(u)));
                }
            }
            None => {
                for &(u, k) in self.places_of(i) {
                    self.gather(&mut set, u, k, place(usize::from(u)));
                }
            }
        }
        set
    }

    /// Adds to `set` the cells of unit `u` among `places` (bits of its cells), but the
    /// `k`th, for [`Board::peers_in`].
    #[inline(always)]
    fn gather(&self, set: &mut [u64; PEER_WORDS], u: u8, k: u8, places: S::Mask) {
        let cells = self.unit_cells(usize::from(u));
        for j in bits(places & !(S::Mask::ONE << usize::from(k))) {
            let p: usize = cells[j].into();
            set[p / 64] |= 1 << (p % 64);
        }
    }

    pub(super) fn place(&mut self, i: usize, d: u8) {
        debug_assert!(
            self.truth.as_ref().is_none_or(|t| t[i] == d),
            "unsound placement of {d} at cell {i}"
        );
        let bit = S::Mask::ONE << usize::from(d - 1);
        self.val[i] = d;
        self.cand[i] = S::Mask::ZERO;
        self.empty -= 1;
        let peers: &[S::Ix] = if self.geo.classic {
            S::classic_peers(i)
        } else {
            &self.geo.peers[i]
        };
        for &p in peers {
            self.cand[p.into()] &= !bit;
        }
    }

    /// Removes the digits of `mask` from cell `i`; true if any was there.
    #[inline]
    pub(super) fn eliminate(&mut self, i: usize, mask: S::Mask) -> bool {
        let hit = self.cand[i] & mask;
        if hit == S::Mask::ZERO {
            return false;
        }
        debug_assert!(
            self.truth.as_ref().is_none_or(
                |t| t[i] == 0 || hit & (S::Mask::ONE << usize::from(t[i] - 1)) == S::Mask::ZERO
            ),
            "unsound elimination at cell {i}"
        );
        self.cand[i] &= !mask;
        true
    }

    /// Applies a step: its placements, then its eliminations.
    pub(super) fn apply(&mut self, step: &Step) {
        for p in &step.placements {
            if self.val[usize::from(p.cell)] == 0 {
                self.place(usize::from(p.cell), p.digit);
            }
        }
        for e in &step.eliminations {
            self.eliminate(
                usize::from(e.cell),
                S::Mask::ONE << usize::from(e.digit - 1),
            );
        }
    }

    /// Where each digit can go in unit `u`: bit `k` of `pos[d]` is the `k`-th cell.
    pub(super) fn positions(&self, u: usize) -> S::PerDigit<S::Mask> {
        self.positions_of(u, !S::Mask::ZERO)
    }

    /// [`positions`](Self::positions) of the `digits` alone (bit `d` for digit `d + 1`),
    /// the rest left empty: a finder narrowed to a few digits reads no more.
    pub(super) fn positions_of(&self, u: usize, digits: S::Mask) -> S::PerDigit<S::Mask> {
        let mut pos = S::per_digit(S::Mask::ZERO);
        for (k, &c) in self.unit_cells(u).iter().enumerate() {
            for d in bits(self.cand[c.into()] & digits) {
                pos[d] |= S::Mask::ONE << k;
            }
        }
        pos
    }

    /// The candidates of `mask` still present in `cells`, one per cell and digit.
    pub(super) fn present(
        &self,
        cells: impl IntoIterator<Item = usize>,
        mask: S::Mask,
    ) -> Vec<Cand> {
        let mut out = Vec::new();
        for c in cells {
            for d in bits(self.cand[c] & mask) {
                out.push(Cand::new(c, d as u8 + 1));
            }
        }
        out
    }

    /// Where the grid is broken: an empty cell with no candidate, or a digit with no
    /// place in a unit that lacks it.
    pub(super) fn dead(&self) -> Option<Dead> {
        let all = self.geo.all;
        let zero = S::Mask::ZERO;
        if let Some(i) = (0..self.geo.cells).find(|&i| self.val[i] == 0 && self.cand[i] == zero) {
            return Some(Dead::Cell(i as u16));
        }
        for (u, cells) in self.geo.units.iter().enumerate() {
            let mut seen = zero;
            for &c in cells {
                let c: usize = c.into();
                seen |= self.cand[c];
                if self.val[c] != 0 {
                    seen |= S::Mask::ONE << usize::from(self.val[c] - 1);
                }
            }
            if seen != all {
                let missing = !seen & all;
                return Some(Dead::Digit {
                    unit: self.geo.unit(u),
                    digit: digit(missing & missing.wrapping_neg()),
                });
            }
        }
        None
    }
}

/// Where a grid with no solution breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dead {
    /// An empty cell (0-80 on the classic grid) that can hold no digit.
    Cell(u16),
    /// A digit that has no place left in a unit.
    Digit {
        /// The unit.
        unit: Unit,
        /// The digit, 1-9.
        digit: u8,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subset_tables() {
        assert!(SUBSETS2.iter().all(|m| m.count_ones() == 2));
        assert!(subsets_of(4, 9)
            .iter()
            .all(|m| m.count_ones() == 4 && *m < 512));
        assert_eq!(subsets_of(4, 9).len(), 126);
        assert_eq!(subsets_of(2, 6).len(), 15);
        assert!(SUBSETS3.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn each_subset_goes_in_the_order_of_the_tables() {
        for k in 2..=4 {
            let eligible: u16 = 0b1_0110_1101;
            let mut seen = Vec::new();
            each_subset(k, eligible, |s| {
                seen.push(s.iter().fold(0u16, |m, &b| m | 1 << b));
                false
            });
            let want: Vec<u16> = subsets_of(k, 9)
                .iter()
                .copied()
                .filter(|m| m & !eligible == 0)
                .collect();
            assert_eq!(seen, want);
        }
        let mut n = 0;
        assert!(each_subset(3, u32::MAX >> 7, |_| {
            n += 1;
            n == 816
        }));
    }

    #[test]
    fn a_cell_with_no_candidate_is_dead() {
        // Row 1 holds 1-8 and column I holds a 9 further down: I1 can hold nothing.
        let g: Grid = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63))
            .parse()
            .unwrap();
        let b = Board::new(&g).unwrap();
        assert_eq!(b.dead(), Some(Dead::Cell(8)));
    }

    #[test]
    fn a_cell_stands_in_each_unit_where_the_unit_lists_it() {
        // The classic grid's constant tables against the ones built from its unit lists.
        let b = Board::new(&".".repeat(81).parse().unwrap()).unwrap();
        for i in 0..CELLS {
            assert_eq!(b.units_of(i), b.geo.units_of[i].as_slice());
            assert_eq!(b.places_of(i), b.geo.places_of[i].as_slice(), "cell {i}");
            assert_eq!(b.places3(i).map(|p| p.as_slice()), Some(b.places_of(i)));
            for (&(u, k), &v) in b.places_of(i).iter().zip(b.units_of(i)) {
                assert_eq!(u, v);
                assert_eq!(usize::from(b.unit_cells(u.into())[usize::from(k)]), i);
            }
        }
    }
}
