//! Finding 9x9 puzzle grids in a table of cells, wherever someone typed them: under a
//! title, beside labels or sums, stacked in slots, next to their solution. It knows
//! cells only as digits, zeros and anything else; where the table comes from (a
//! spreadsheet) is the caller's business.
//!
//! How a grid is told from its surroundings:
//! 0. The typed cells (digits, text, numbers, errors, formulas: all but index labels)
//!    form blocks bounded by empty rows and columns; a 9x9 block is a grid, whatever lies
//!    around it, and its non-digit cells are its bad cells. A block made mostly of
//!    formula results is the workbook's own computation: listed apart, never a grid. The
//!    rules below find the grids of the cells left, and a window that cuts typed cells
//!    off a block while taking in an empty line on its other side is never one.
//! 1. A *window* is any 9x9 block of cells. It can hold a grid when it holds at least
//!    [`MIN_GIVENS`] digits, they reach six of its rows and six of its columns (a puzzle
//!    with one solution leaves at most one row and one column of each band and stack
//!    empty), and its other cells are zeros or blank. Runs of nine cells counting 1-9 or
//!    0-8 next to each other are index labels and count as "anything else".
//! 2. The *ring* is the cells just outside a window. A side of the ring with three digits
//!    or more is *full*. A window is part of a larger table of numbers when three sides
//!    are full, or two sides that meet at a corner; it is dropped. (Two opposite full
//!    sides are grids side by side, puzzle and solution.)
//! 3. The windows left are ranked: first by what their digits make (one solution or a full
//!    valid grid, then several solutions, then none, then clashing givens), then by the
//!    digits they hold, then by the fewest digits in their ring. A shifted window that
//!    picks up a slot number makes a puzzle whose rows or boxes no longer line up, so it
//!    loses on the first key.
//! 4. The best window is taken, every window that shares a cell with it is dropped, and
//!    so on. A dropped window that ranked equal to the one taken (a grid whose edge row
//!    or column is empty can be read one cell over) is reported with it as an
//!    alternative, never silently.
//! 5. A grid is the block of cells the user filled, so a window is never taken where a
//!    window beside it holds every one of its digits and at least two more, and has no
//!    full side where it reaches past it (which would be the edge of another grid): that
//!    is a view cutting rows or columns off a grid (whose clash, say, made it rank low),
//!    and the larger window is taken instead. The larger window may hold a few
//!    cells that are neither digits nor blank (a typo, a text, an error, a formula with
//!    no saved value): it is then reported with those *bad cells*, never moved off them.
//!    Such a window is also taken on its own where no clean window is left.
//!
//! Finding costs one pass over the cells: the sheet is kept as the 9x9 tiles that hold
//! anything, a byte a cell, and a block where nearly every window could be a grid is a
//! table of numbers, reported as skipped rather than solved window by window.

use std::collections::{HashMap, HashSet};

use crate::grid::{Grid, CELLS};
use crate::outcome::{Outcome, Solutions};
use crate::solver::solve;

/// Fewest digits a window needs to be taken for a puzzle: no puzzle with fewer has one
/// solution.
pub const MIN_GIVENS: usize = 17;

/// The largest block of nearby digits searched, in cells (rows times columns). A block of
/// numbers larger than this is a table, not a place for puzzles; it is reported as
/// skipped.
pub const MAX_BLOCK_CELLS: u64 = 4 << 20;

/// Most cells that are neither digits nor blank a window may hold and still be read as a
/// grid with bad cells (never more than a third of its digits).
pub const MAX_BAD_CELLS: u32 = 9;

/// What one cell of the table holds, as far as finding grids goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableCell {
    /// A digit 1-9, as a number or as text.
    Digit(u8),
    /// 0, which grids use for an empty cell; it counts as neither a digit nor a block.
    Zero,
    /// Anything else that is not blank: text, other numbers, dates, errors.
    Other,
    /// A formula's result: computed, not typed. `Some(d)` for a digit 1-9 or 0, `None`
    /// for anything else. A window made mostly of computed digits is a workbook's own
    /// calculation, not a puzzle.
    Computed(Option<u8>),
}

/// One grid found: where (top-left row and column, zero-based), what it holds, and what
/// else the same digits could be read as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Top-left row.
    pub row: u32,
    /// Top-left column.
    pub col: u32,
    /// The digits, as a grid (bad cells left empty).
    pub grid: Grid,
    /// What the digits make.
    pub outcome: Outcome,
    /// Windows that ranked equal to this one and share cells with it: the grid may be
    /// meant one of those ways instead. Top-left corners.
    pub also: Vec<(u32, u32)>,
    /// Cells of the grid that hold something other than a digit, zero or blank (row,
    /// column), in reading order; the grid cannot be used until they are mended.
    pub bad: Vec<(u32, u32)>,
}

impl Found {
    /// How the grid reads in a listing: `bad cells`, `unique`, `full`, `several
    /// solutions`, `no solution` or `givens clash`.
    pub fn kind(&self) -> &'static str {
        if !self.bad.is_empty() {
            return "bad cells";
        }
        match &self.outcome {
            Outcome::Unique(_) if self.grid.is_full() => "full",
            Outcome::Unique(_) => "unique",
            Outcome::Multiple(_) => "several solutions",
            Outcome::NoSolution => "no solution",
            Outcome::Conflicts(_) => "givens clash",
        }
    }
}

/// What came of a search.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Search {
    /// The grids found, in reading order of their top-left corners.
    pub grids: Vec<Found>,
    /// Blocks of digits not searched (top-left, bottom-right): larger than
    /// [`MAX_BLOCK_CELLS`], or so dense with digits that nearly every window could be a
    /// grid (a table of numbers).
    pub skipped: Vec<((u32, u32), (u32, u32))>,
    /// Blocks of cells (top-left, bottom-right) mostly of formula results, with at
    /// least [`MIN_GIVENS`] of them: a workbook's own calculations, not read as puzzles.
    pub computed: Vec<((u32, u32), (u32, u32))>,
}

fn rank(outcome: &Outcome) -> u8 {
    match outcome.solutions() {
        Solutions::One => 3,
        Solutions::Several => 2,
        Solutions::None if matches!(outcome, Outcome::NoSolution) => 1,
        Solutions::None => 0,
    }
}

/// A block of nearby cells as dense arrays, with a margin of one cell for the ring.
struct Block {
    top: u32,
    left: u32,
    height: usize,
    width: usize,
    digit: Vec<u8>,
    /// Prefix sums of digits and of other (bad) cells, `(height + 1) * (width + 1)`.
    digits: Vec<u32>,
    others: Vec<u32>,
    /// Prefix sums of every non-blank cell but labels, of computed digits and of the
    /// cells of grids already taken.
    typed: Vec<u32>,
    computed: Vec<u32>,
    taken: Vec<u32>,
}

impl Block {
    fn sum(p: &[u32], w: usize, r0: usize, c0: usize, r1: usize, c1: usize) -> u32 {
        // Sum over rows r0..r1 and columns c0..c1 (exclusive ends).
        let at = |r: usize, c: usize| p[r * (w + 1) + c];
        at(r1, c1) + at(r0, c0) - at(r0, c1) - at(r1, c0)
    }

    fn digits_in(&self, r0: usize, c0: usize, r1: usize, c1: usize) -> u32 {
        Self::sum(&self.digits, self.width, r0, c0, r1, c1)
    }

    fn others_in(&self, r0: usize, c0: usize, r1: usize, c1: usize) -> u32 {
        Self::sum(&self.others, self.width, r0, c0, r1, c1)
    }

    fn typed_in(&self, r0: usize, c0: usize, r1: usize, c1: usize) -> u32 {
        Self::sum(&self.typed, self.width, r0, c0, r1, c1)
    }

    /// Digits and other cells in the cells two windows share.
    fn shared(&self, w: &Window, v: &Window) -> (u32, u32) {
        let (r0, c0) = (w.r.max(v.r), w.c.max(v.c));
        let (r1, c1) = ((w.r + 9).min(v.r + 9), (w.c + 9).min(v.c + 9));
        if r0 >= r1 || c0 >= c1 {
            return (0, 0);
        }
        (
            self.digits_in(r0, c0, r1, c1),
            self.others_in(r0, c0, r1, c1),
        )
    }

    /// The digits of the window at `(r, c)`, as a grid.
    fn grid(&self, r: usize, c: usize) -> Grid {
        let mut cells = [0u8; CELLS];
        for (i, cell) in cells.iter_mut().enumerate() {
            *cell = self.digit[(r + i / 9) * self.width + c + i % 9];
        }
        Grid::from_cells(cells).unwrap_or_else(Grid::empty)
    }
}

/// A window that may hold a grid, as cheap numbers; it is solved only if it is clean.
#[derive(Debug, Clone, Copy)]
struct Window {
    /// Top-left, within the block.
    r: usize,
    c: usize,
    digits: u32,
    /// Cells that are neither digits, zeros nor blank.
    bad: u32,
    /// Digits in the ring.
    ring: u32,
    /// Which sides of the ring are full: top, right, bottom, left.
    full: [bool; 4],
}

impl Window {
    /// Whether this window reaches past `w` only on sides where its ring is not full: it
    /// takes in what lies beyond `w`'s edge, not the first line of another grid.
    fn ends_beyond(&self, w: &Window) -> bool {
        let [top, right, bottom, left] = self.full;
        !(self.r < w.r && top
            || self.r > w.r && bottom
            || self.c < w.c && left
            || self.c > w.c && right)
    }
}

/// What one cell holds, in a [`Tile`]: blank, a digit 1-9, or these.
const BLANK: u8 = 0;
const ZERO: u8 = 10;
const OTHER: u8 = 11;
/// A cell of a run of index labels (1-9 or 0-8 along a side): a bad cell inside a
/// window, but no typed text in its ring.
const LABEL: u8 = 12;
/// A formula's result: 0 (`COMPUTED`), a digit d (`COMPUTED + d`), anything else
/// (`COMPUTED_OTHER`).
const COMPUTED: u8 = 20;
const COMPUTED_OTHER: u8 = 30;

/// The digit a cell holds, typed or computed.
fn digit_of(v: u8) -> u8 {
    match v {
        1..=9 => v,
        21..=29 => v - COMPUTED,
        _ => 0,
    }
}

/// A cell that is neither blank, a digit nor zero: a bad cell inside a grid.
fn is_other(v: u8) -> bool {
    matches!(v, OTHER | LABEL | COMPUTED_OTHER)
}

/// The cells of one 9x9 tile of the sheet, row by row: a sheet is held as the tiles that
/// hold anything, so that what it costs follows the cells it has, a byte each, whether
/// they are digits, zeros or anything else.
type Tile = [u8; CELLS];

/// Tiles by (row / 9, column / 9).
type Tiles = HashMap<(u32, u32), Tile>;

fn cell_at(tiles: &Tiles, r: u32, c: u32) -> u8 {
    tiles
        .get(&(r / 9, c / 9))
        .map_or(BLANK, |t| t[(r % 9 * 9 + c % 9) as usize])
}

/// Runs of nine cells that count 1-9 or 0-8, across or down: index labels. Every such run
/// has a 1 first or second, so only the cells holding 1 are looked at.
fn labels(tiles: &Tiles) -> Vec<(u32, u32)> {
    let value = |r: u32, c: u32| match cell_at(tiles, r, c) {
        d @ 1..=9 => Some(d),
        ZERO => Some(0),
        _ => None,
    };
    let mut out = Vec::new();
    for (&(tr, tc), tile) in tiles {
        for (k, _) in tile.iter().enumerate().filter(|(_, &v)| v == 1) {
            let (r, c) = (tr * 9 + k as u32 / 9, tc * 9 + k as u32 % 9);
            for (dr, dc) in [(0u32, 1u32), (1, 0)] {
                // The run starts at this 1, or at a 0 just before it.
                let starts = [Some((r, c)), r.checked_sub(dr).zip(c.checked_sub(dc))];
                for (r0, c0) in starts.into_iter().flatten() {
                    let Some(first) = value(r0, c0) else { continue };
                    let run =
                        (0..9u32).all(|k| value(r0 + dr * k, c0 + dc * k) == Some(first + k as u8));
                    if run {
                        out.extend((0..9u32).map(|k| (r0 + dr * k, c0 + dc * k)));
                    }
                }
            }
        }
    }
    out
}

/// Collects a table's cells one by one and then finds its grids: a sheet streams through
/// [`Finder::add`] without being held cell by cell, only as the 9x9 tiles that hold
/// anything, a byte a cell.
#[derive(Debug, Default)]
pub struct Finder {
    tiles: Tiles,
}

impl Finder {
    /// An empty table.
    pub fn new() -> Finder {
        Finder::default()
    }

    /// Adds the cell at `(row, col)`; blank cells need not be added.
    pub fn add(&mut self, row: u32, col: u32, cell: TableCell) {
        let v = match cell {
            TableCell::Digit(d @ 1..=9) => d,
            TableCell::Digit(_) | TableCell::Other => OTHER,
            TableCell::Zero => ZERO,
            TableCell::Computed(Some(d @ 0..=9)) => COMPUTED + d,
            TableCell::Computed(_) => COMPUTED_OTHER,
        };
        let tile = self
            .tiles
            .entry((row / 9, col / 9))
            .or_insert([BLANK; CELLS]);
        tile[(row % 9 * 9 + col % 9) as usize] = v;
    }

    /// The grids in the cells added.
    pub fn finish(self) -> Search {
        let mut tiles = self.tiles;
        for (r, c) in labels(&tiles) {
            if let Some(t) = tiles.get_mut(&(r / 9, c / 9)) {
                t[(r % 9 * 9 + c % 9) as usize] = LABEL;
            }
        }
        let mut search = Search::default();
        // First the blocks of typed cells bounded by empty lines (rule 0 of the module
        // docs): a 9x9 one is a grid, whatever its neighbours (a lattice of grids one
        // empty line apart is found in one pass); one made of formula results is listed
        // apart.
        let mut boxes: Vec<(u32, u32)> = Vec::new();
        for block in typed_blocks(&tiles) {
            if block.computed_digits > block.typed_digits && block.computed >= MIN_GIVENS as u32 {
                search.computed.push((block.top_left, block.bottom_right));
                continue;
            }
            let ((r0, c0), (r1, c1)) = (block.top_left, block.bottom_right);
            let digits = block.typed_digits + block.computed_digits;
            let square = r1 - r0 == 8 && c1 - c0 == 8;
            if square
                && digits + block.others >= MIN_GIVENS as u32
                && block.others <= MAX_BAD_CELLS
                && block.others * 2 <= digits
                && block.computed_digits <= block.typed_digits
            {
                search.grids.push(found_at(&tiles, r0, c0, Vec::new()));
                boxes.push((r0, c0));
            }
        }
        let stage_a = search.grids.len();
        // Digits are grouped into blocks of 9x9 tiles that touch, so that a sheet's far
        // corners never make one huge rectangle; tiles without digits only border them.
        let with_digits: HashSet<(u32, u32)> = tiles
            .iter()
            .filter(|(_, t)| t.iter().any(|v| (1..=9).contains(v)))
            .map(|(&k, _)| k)
            .collect();
        let mut seen: HashSet<(u32, u32)> = HashSet::new();
        let mut keys: Vec<(u32, u32)> = with_digits.iter().copied().collect();
        keys.sort_unstable();
        for start in keys {
            if !seen.insert(start) {
                continue;
            }
            // One group of touching tiles.
            let mut group = vec![start];
            let mut k = 0;
            while k < group.len() {
                let (tr, tc) = group[k];
                k += 1;
                for dr in -1i64..=1 {
                    for dc in -1i64..=1 {
                        let (nr, nc) = (tr as i64 + dr, tc as i64 + dc);
                        if nr < 0 || nc < 0 {
                            continue;
                        }
                        let n = (nr as u32, nc as u32);
                        if with_digits.contains(&n) && seen.insert(n) {
                            group.push(n);
                        }
                    }
                }
            }
            let (t0, t1) = (
                group.iter().map(|t| t.0).min().unwrap_or(0),
                group.iter().map(|t| t.0).max().unwrap_or(0),
            );
            let (l0, l1) = (
                group.iter().map(|t| t.1).min().unwrap_or(0),
                group.iter().map(|t| t.1).max().unwrap_or(0),
            );
            let skipped = ((t0 * 9, l0 * 9), (t1 * 9 + 8, l1 * 9 + 8));
            // One tile of margin all round: a grid may start in a tile of its own that
            // holds none of its digits, and the ring lies one cell further.
            let (tt, tl) = (t0.saturating_sub(1), l0.saturating_sub(1));
            let (rows, cols) = ((t1 + 2 - tt) as usize, (l1 + 2 - tl) as usize);
            if (rows as u64) * (cols as u64) * 81 > MAX_BLOCK_CELLS {
                search.skipped.push(skipped);
                continue;
            }
            match find_in_block(&tiles, (tt, tl), (rows, cols), &boxes) {
                Some(found) => search.grids.extend(found),
                None => search.skipped.push(skipped),
            }
        }
        // A grid of a lattice whose edge line is empty reads two ways; the one in line
        // with the lattice's other grids is meant.
        for f in &mut search.grids[stage_a..] {
            if f.also.is_empty() || !f.bad.is_empty() {
                continue;
            }
            let aligned = |(r, c): (u32, u32)| {
                boxes.iter().any(|&(br, bc)| {
                    (br == r && bc.abs_diff(c) <= LATTICE_REACH)
                        || (bc == c && br.abs_diff(r) <= LATTICE_REACH)
                })
            };
            let readings: Vec<(u32, u32)> = std::iter::once((f.row, f.col))
                .chain(f.also.iter().copied())
                .filter(|&p| aligned(p))
                .collect();
            if let [one] = readings.as_slice() {
                *f = found_at(&tiles, one.0, one.1, Vec::new());
            }
        }
        search.grids.sort_by_key(|f| (f.row, f.col));
        search
    }
}

/// How far apart two grids of one lattice may be, in cells, for one to say where the
/// other is.
const LATTICE_REACH: u32 = 30;

/// The grid of the window at `(r, c)` (top-left, on the sheet), as found.
fn found_at(tiles: &Tiles, r: u32, c: u32, also: Vec<(u32, u32)>) -> Found {
    let mut cells = [0u8; CELLS];
    let mut bad = Vec::new();
    for (i, cell) in cells.iter_mut().enumerate() {
        let (rr, cc) = (r + i as u32 / 9, c + i as u32 % 9);
        let v = cell_at(tiles, rr, cc);
        *cell = digit_of(v);
        if is_other(v) {
            bad.push((rr, cc));
        }
    }
    let grid = Grid::from_cells(cells).unwrap_or_else(Grid::empty);
    Found {
        row: r,
        col: c,
        outcome: solve(&grid),
        grid,
        also,
        bad,
    }
}

/// A block of typed cells bounded by empty rows and columns, and what it holds.
#[derive(Debug, Clone, Copy, Default)]
struct TypedBlock {
    top_left: (u32, u32),
    bottom_right: (u32, u32),
    typed_digits: u32,
    computed_digits: u32,
    /// Cells that are neither digits nor zeros.
    others: u32,
    /// Formula results of any kind.
    computed: u32,
}

/// The blocks the non-blank cells make when cut apart at every empty row and column, and
/// again inside each piece, until no piece has an empty line across it (an XY cut). The
/// work is bounded: pieces past it are taken as they are.
fn typed_blocks(tiles: &Tiles) -> Vec<TypedBlock> {
    let mut cells: Vec<(u32, u32, u8)> = Vec::new();
    for (&(tr, tc), tile) in tiles {
        for (k, &v) in tile.iter().enumerate() {
            // Index labels are a known arrangement round a grid, not part of its block.
            if v != BLANK && v != LABEL {
                cells.push((tr * 9 + k as u32 / 9, tc * 9 + k as u32 % 9, v));
            }
        }
    }
    let mut out = Vec::new();
    let mut budget = cells.len().saturating_mul(32).max(1 << 16);
    cut(&mut cells, &mut out, &mut budget);
    out
}

fn cut(cells: &mut [(u32, u32, u8)], out: &mut Vec<TypedBlock>, budget: &mut usize) {
    if cells.is_empty() {
        return;
    }
    *budget = budget.saturating_sub(cells.len());
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    if *budget > 0 {
        cells.sort_unstable_by_key(|&(r, c, _)| (r, c));
        let mut bands = Vec::new();
        let mut start = 0;
        for k in 1..=cells.len() {
            if k == cells.len() || cells[k].0 > cells[k - 1].0 + 1 {
                bands.push((start, k));
                start = k;
            }
        }
        // Each band of rows, cut by columns.
        for (a, z) in bands {
            let band = &mut cells[a..z];
            band.sort_unstable_by_key(|&(r, c, _)| (c, r));
            let mut from = 0;
            for j in 1..=band.len() {
                if j == band.len() || band[j].1 > band[j - 1].1 + 1 {
                    pieces.push((a + from, a + j));
                    from = j;
                }
            }
        }
    }
    if pieces.len() <= 1 {
        let mut b = TypedBlock {
            top_left: (u32::MAX, u32::MAX),
            ..TypedBlock::default()
        };
        for &(r, c, v) in cells.iter() {
            b.top_left = (b.top_left.0.min(r), b.top_left.1.min(c));
            b.bottom_right = (b.bottom_right.0.max(r), b.bottom_right.1.max(c));
            match v {
                1..=9 => b.typed_digits += 1,
                21..=29 => b.computed_digits += 1,
                _ => {}
            }
            b.others += u32::from(is_other(v));
            b.computed += u32::from(v >= COMPUTED);
        }
        out.push(b);
        return;
    }
    for (a, b) in pieces {
        cut(&mut cells[a..b], out, budget);
    }
}

/// Finds the puzzle grids in `cells` (row, column, what the cell holds; blank cells need
/// not be given).
///
/// ```
/// use sudoku_core::locate::{find, TableCell};
///
/// // The classic puzzle typed at B3:J11, under a title in A1.
/// let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// let mut cells = vec![(0, 0, TableCell::Other)];
/// for (i, ch) in p.chars().enumerate() {
///     if let Some(d) = ch.to_digit(10) {
///         cells.push((2 + i as u32 / 9, 1 + i as u32 % 9, TableCell::Digit(d as u8)));
///     }
/// }
/// let found = find(cells).grids;
/// assert_eq!(found.len(), 1);
/// assert_eq!((found[0].row, found[0].col, found[0].kind()), (2, 1, "unique"));
/// assert!(found[0].also.is_empty());
/// ```
pub fn find(cells: impl IntoIterator<Item = (u32, u32, TableCell)>) -> Search {
    let mut finder = Finder::new();
    for (r, c, v) in cells {
        finder.add(r, c, v);
    }
    finder.finish()
}

/// The grids of one block, or `None` when it is a table of numbers: more windows could
/// be grids than the grids its digits could make would give (a grid alone gives at most
/// 49: it shifted by up to three rows and three columns), or most of the windows around
/// a grid taken could be grids too.
fn find_in_block(
    tiles: &Tiles,
    (tt, tl): (u32, u32),
    (rows, cols): (usize, usize),
    boxes: &[(u32, u32)],
) -> Option<Vec<Found>> {
    let (height, width) = (rows * 9, cols * 9);
    let (top, left) = (tt * 9, tl * 9);
    let mut digit = vec![0u8; height * width];
    let mut cell = vec![BLANK; height * width];
    for br in 0..rows {
        for bc in 0..cols {
            let Some(tile) = tiles.get(&(tt + br as u32, tl + bc as u32)) else {
                continue;
            };
            for (k, &v) in tile.iter().enumerate() {
                let at = (br * 9 + k / 9) * width + bc * 9 + k % 9;
                digit[at] = digit_of(v);
                cell[at] = v;
            }
        }
    }
    // The cells of the grids the block pass took: no window may share one.
    let mut in_box = vec![false; height * width];
    let (bottom, right) = (top + height as u32, left + width as u32);
    for &(r, c) in boxes {
        if r + 9 <= top || r >= bottom || c + 9 <= left || c >= right {
            continue;
        }
        for rr in r.max(top)..(r + 9).min(bottom) {
            for cc in c.max(left)..(c + 9).min(right) {
                in_box[((rr - top) as usize) * width + (cc - left) as usize] = true;
            }
        }
    }
    let prefix = |v: &dyn Fn(usize) -> u32| {
        let mut p = vec![0u32; (height + 1) * (width + 1)];
        for r in 0..height {
            let mut row = 0;
            for c in 0..width {
                row += v(r * width + c);
                p[(r + 1) * (width + 1) + c + 1] = p[r * (width + 1) + c + 1] + row;
            }
        }
        p
    };
    let digits = prefix(&|i| u32::from(digit[i] != 0));
    let others = prefix(&|i| u32::from(is_other(cell[i])));
    let typed = prefix(&|i| u32::from(cell[i] != BLANK && cell[i] != LABEL));
    let computed = prefix(&|i| u32::from((21..=29).contains(&cell[i])));
    let taken = prefix(&|i| u32::from(in_box[i]));
    drop(cell);
    drop(in_box);
    let block = Block {
        top,
        left,
        height,
        width,
        digit,
        digits,
        others,
        typed,
        computed,
        taken,
    };
    let mut windows = Vec::new();
    for r in 0..height.saturating_sub(8) {
        for c in 0..width.saturating_sub(8) {
            if let Some(w) = window(&block, r, c) {
                windows.push(w);
            }
        }
    }
    // Legitimate grids give few windows: at most 49 each, and a grid needs 81 cells of
    // its own, so windows are a small share of the places a window can be. A table of
    // numbers gives a window nearly everywhere.
    let total = block.digits_in(0, 0, height, width) as usize;
    if windows.len() > 64 + 3 * total {
        return None;
    }
    select(&block, windows)
}

/// The window with its top-left at `(r, c)` of the block, if it may hold a grid.
fn window(b: &Block, r: usize, c: usize) -> Option<Window> {
    let d = b.digits_in(r, c, r + 9, c + 9);
    let bad = b.others_in(r, c, r + 9, c + 9);
    // A grid with a typo holds a cell fewer of digits: its typed cells count.
    if ((d + bad) as usize) < MIN_GIVENS || bad > MAX_BAD_CELLS || bad * 3 > d {
        return None;
    }
    if Block::sum(&b.taken, b.width, r, c, r + 9, c + 9) > 0 {
        return None;
    }
    // Formula results are the workbook's own computation, not a puzzle typed in.
    let computed = Block::sum(&b.computed, b.width, r, c, r + 9, c + 9);
    if computed * 2 > d {
        return None;
    }
    // Digits on each side of the ring; a side outside the block holds none.
    let top = if r > 0 {
        b.digits_in(r - 1, c, r, c + 9)
    } else {
        0
    };
    let bottom = if r + 9 < b.height {
        b.digits_in(r + 9, c, r + 10, c + 9)
    } else {
        0
    };
    let left = if c > 0 {
        b.digits_in(r, c - 1, r + 9, c)
    } else {
        0
    };
    let right = if c + 9 < b.width {
        b.digits_in(r, c + 9, r + 9, c + 10)
    } else {
        0
    };
    let full = |n: u32| n >= 3;
    let sides = [full(top), full(right), full(bottom), full(left)];
    let count = sides.iter().filter(|&&s| s).count();
    let corner = (0..4).any(|k| sides[k] && sides[(k + 1) % 4]);
    if count >= 3 || corner {
        return None;
    }
    // A window that takes in an empty line on one side while typed cells lie just past
    // its other side cuts them off their grid (a digit, the grid's typo, its bad value):
    // the typed block is the grid, never a window moved off it. (The cells must lie
    // against the window's own, in the same block: one empty line apart they are a
    // block of their own, sums or a note.)
    let empty = |r0: usize, c0: usize, r1: usize, c1: usize| b.typed_in(r0, c0, r1, c1) == 0;
    let typed = |r0: usize, c0: usize, r1: usize, c1: usize| !empty(r0, c0, r1, c1);
    let top_empty = empty(r, c, r + 1, c + 9);
    let bottom_empty = empty(r + 8, c, r + 9, c + 9);
    let left_empty = empty(r, c, r + 9, c + 1);
    let right_empty = empty(r, c + 8, r + 9, c + 9);
    // The ring's sides with their corners: a cell touching the window at a corner is
    // against it too.
    let (c0, c1) = (c.saturating_sub(1), (c + 10).min(b.width));
    let (r0, r1) = (r.saturating_sub(1), (r + 10).min(b.height));
    let past_top = r > 0 && typed(r - 1, c0, r, c1);
    let past_bottom = r + 9 < b.height && typed(r + 9, c0, r + 10, c1);
    let past_left = c > 0 && typed(r0, c - 1, r1, c);
    let past_right = c + 9 < b.width && typed(r0, c + 9, r1, c + 10);
    // (A full side past it is another grid's edge: grids side by side, not a cut.)
    let [top_full, right_full, bottom_full, left_full] = sides;
    let cut_off = (top_empty && !bottom_empty && !bottom_full && past_bottom)
        || (bottom_empty && !top_empty && !top_full && past_top)
        || (left_empty && !right_empty && !right_full && past_right)
        || (right_empty && !left_empty && !left_full && past_left);
    // The same two lines or more over: a grid whose line next to the edge is empty (a
    // typo alone in its last column, say) is cut off there just as well.
    let row_empty = |k: usize| empty(r + k, c, r + k + 1, c + 9);
    let col_empty = |k: usize| empty(r, c + k, r + 9, c + k + 1);
    let leading = |is_empty: &dyn Fn(usize) -> bool, from_end: bool| {
        (0..9)
            .take_while(|&k| is_empty(if from_end { 8 - k } else { k }))
            .count()
    };
    let far = |lines: usize, reach: &dyn Fn(usize) -> bool| (2..=lines).any(reach);
    let cut_far = (!bottom_empty
        && !bottom_full
        && far(leading(&row_empty, false), &|s| {
            r + 8 + s < b.height && typed(r + 8 + s, c, r + 9 + s, c + 9)
        }))
        || (!top_empty
            && !top_full
            && far(leading(&row_empty, true), &|s| {
                r >= s && typed(r - s, c, r - s + 1, c + 9)
            }))
        || (!right_empty
            && !right_full
            && far(leading(&col_empty, false), &|s| {
                c + 8 + s < b.width && typed(r, c + 8 + s, r + 9, c + 9 + s)
            }))
        || (!left_empty
            && !left_full
            && far(leading(&col_empty, true), &|s| {
                c >= s && typed(r, c - s, r + 9, c - s + 1)
            }));
    // An empty edge line with typed cells just past it: the window stands in the gap
    // between blocks, or cuts a block off there.
    let against_empty = (top_empty && past_top)
        || (bottom_empty && past_bottom)
        || (left_empty && past_left)
        || (right_empty && past_right);
    // A window across an empty line whose cells go on past its edge, against its own,
    // cuts a block off at one end and reaches over the empty line into another: neither
    // is the grid. (A grid's own empty line has nothing typed against its outside.)
    let glued_top = !top_empty && past_top;
    let glued_bottom = !bottom_empty && past_bottom;
    let glued_left = !left_empty && past_left;
    let glued_right = !right_empty && past_right;
    let gap_row = (1..8).any(|k| empty(r + k, c, r + k + 1, c + 9));
    let gap_col = (1..8).any(|k| empty(r, c + k, r + 9, c + k + 1));
    if cut_off
        || cut_far
        || against_empty
        || (gap_row && (glued_top || glued_bottom))
        || (gap_col && (glued_left || glued_right))
    {
        return None;
    }
    // A puzzle with one solution has at most one empty row and one empty column in each
    // band and stack (two could be swapped), so its digits reach at least six of its rows
    // and six of its columns; a window hanging off the edge of a table does not.
    let line = |r0: usize, c0: usize, r1: usize, c1: usize| {
        b.digits_in(r0, c0, r1, c1) + b.others_in(r0, c0, r1, c1) > 0
    };
    let rows = (0..9).filter(|&k| line(r + k, c, r + k + 1, c + 9));
    let cols = (0..9).filter(|&k| line(r, c + k, r + 9, c + k + 1));
    if rows.count() < 6 || cols.count() < 6 {
        return None;
    }
    Some(Window {
        r,
        c,
        digits: d,
        bad,
        ring: top + bottom + left + right,
        full: sides,
    })
}

/// Takes the best window, drops every window sharing a cell with it (keeping those that
/// ranked equal as alternatives), and goes on; clean windows first, then windows with bad
/// cells. A window cut from a larger one is replaced by it (rule 5 of the module docs).
/// `None` when a window taken is crowded by windows that could be grids as well: a grid
/// and its shifts fill at most 49 of the up to 289 places of windows sharing its cells
/// (a neighbour grid adds about as many), a table of digits nearly all of them.
fn select(b: &Block, windows: Vec<Window>) -> Option<Vec<Found>> {
    // Where each window is, to find its neighbours.
    let mut at: HashMap<(usize, usize), usize> = HashMap::with_capacity(windows.len());
    for (k, w) in windows.iter().enumerate() {
        at.insert((w.r, w.c), k);
    }
    let mut live = vec![true; windows.len()];
    // Clean windows are ranked by what their digits make; only they are solved.
    let mut clean: Vec<(usize, (u8, u32, i64))> = windows
        .iter()
        .enumerate()
        .filter(|(_, w)| w.bad == 0)
        .map(|(k, w)| {
            let outcome = solve(&b.grid(w.r, w.c));
            (k, (rank(&outcome), w.digits, -i64::from(w.ring)))
        })
        .collect();
    // Best first; among equals, reading order, so that the result never depends on the
    // order cells came in.
    clean.sort_by(|x, y| {
        let (a, b) = (&windows[x.0], &windows[y.0]);
        y.1.cmp(&x.1).then((a.r, a.c).cmp(&(b.r, b.c)))
    });
    let mut taken: Vec<Found> = Vec::new();
    let neighbours = |k: usize| {
        let w = windows[k];
        let rows = w.r.saturating_sub(8)..=w.r + 8;
        rows.flat_map(move |r| (w.c.saturating_sub(8)..=w.c + 8).map(move |c| (r, c)))
    };
    // The largest live window around `k` that holds all of its digits and two more, and
    // has no full side where it reaches past `k`, if any; followed until there is none
    // larger.
    let larger = |k: usize, live: &[bool]| {
        let mut k = k;
        loop {
            let w = windows[k];
            let holds_all = |v: &Window| b.shared(&w, v).0 == w.digits;
            let best = neighbours(k)
                .filter_map(|p| at.get(&p).copied())
                .filter(|&j| live[j] && j != k)
                .filter(|&j| {
                    let v = &windows[j];
                    v.digits >= w.digits + 2 && v.ends_beyond(&w) && holds_all(v)
                })
                .max_by(|&x, &y| {
                    let (a, c) = (&windows[x], &windows[y]);
                    (
                        a.digits,
                        std::cmp::Reverse(a.bad),
                        std::cmp::Reverse(a.ring),
                    )
                        .cmp(&(
                            c.digits,
                            std::cmp::Reverse(c.bad),
                            std::cmp::Reverse(c.ring),
                        ))
                        .then((c.r, c.c).cmp(&(a.r, a.c)))
                });
            match best {
                Some(j) => k = j,
                None => return k,
            }
        }
    };
    let crowded = |k: usize| {
        let w = windows[k];
        let (rows, cols) = (b.height - 8, b.width - 8);
        let places = (w.r.saturating_sub(8)..(w.r + 9).min(rows)).len()
            * (w.c.saturating_sub(8)..(w.c + 9).min(cols)).len();
        let near = neighbours(k).filter(|p| at.contains_key(p)).count();
        near >= 40 && near * 5 > places * 3
    };
    let take = |k: usize, live: &mut [bool], taken: &mut Vec<Found>, also: Vec<(u32, u32)>| {
        let w = windows[k];
        for p in neighbours(k) {
            if let Some(&j) = at.get(&p) {
                live[j] = false;
            }
        }
        let grid = b.grid(w.r, w.c);
        let mut bad = Vec::new();
        if w.bad > 0 {
            for i in 0..CELLS {
                let (r, c) = (w.r + i / 9, w.c + i % 9);
                if b.others_in(r, c, r + 1, c + 1) > 0 {
                    bad.push((b.top + r as u32, b.left + c as u32));
                }
            }
        }
        taken.push(Found {
            row: b.top + w.r as u32,
            col: b.left + w.c as u32,
            outcome: solve(&grid),
            grid,
            also,
            bad,
        });
    };
    // Whether window `j` holds exactly the cells window `k` holds (it lies one line or
    // more over, past empty edge lines).
    let same_cells = |k: usize, j: usize| {
        let (w, v) = (&windows[k], &windows[j]);
        (v.digits, v.bad) == (w.digits, w.bad) && b.shared(w, v) == (w.digits, w.bad)
    };
    let key_of: HashMap<usize, (u8, u32, i64)> = clean.iter().copied().collect();

    // Digits near window `k` that no other live window apart from it holds: taking `k`
    // would leave them in no grid. Of two windows sharing cells, the one that leaves
    // none out is the grid (two grids one empty line apart, each with an empty line of
    // its own, also read as a window across the gap).
    let orphans = |k: usize, live: &[bool], taken: &[Found]| {
        let w = windows[k];
        // Cells of a grid already taken, here or by the block pass, are no one's to
        // leave out.
        let in_taken = |x: usize, y: usize| {
            let by_blocks = Block::sum(&b.taken, b.width, x, y, x + 1, y + 1) > 0;
            let (x, y) = (b.top + x as u32, b.left + y as u32);
            by_blocks
                || taken
                    .iter()
                    .any(|f| (f.row..f.row + 9).contains(&x) && (f.col..f.col + 9).contains(&y))
        };
        let apart =
            |v: &Window| v.r + 9 <= w.r || w.r + 9 <= v.r || v.c + 9 <= w.c || w.c + 9 <= v.c;
        let mut n = 0u32;
        for x in w.r.saturating_sub(8)..(w.r + 17).min(b.height) {
            for y in w.c.saturating_sub(8)..(w.c + 17).min(b.width) {
                let inside = (w.r..w.r + 9).contains(&x) && (w.c..w.c + 9).contains(&y);
                if inside || b.digit[x * b.width + y] == 0 || in_taken(x, y) {
                    continue;
                }
                let held = (x.saturating_sub(8)..=x)
                    .flat_map(|p| (y.saturating_sub(8)..=y).map(move |q| (p, q)))
                    .filter_map(|p| at.get(&p).copied())
                    .any(|j| j != k && live[j] && apart(&windows[j]));
                n += u32::from(!held);
            }
        }
        n
    };
    let order_of: HashMap<usize, usize> = clean
        .iter()
        .enumerate()
        .map(|(i, (k, _))| (*k, i))
        .collect();
    for (k, key) in &clean {
        if !live[*k] {
            continue;
        }
        // A window sharing cells with this one that leaves fewer digits out, clean or
        // with bad cells, is taken instead.
        let left = orphans(*k, &live, &taken);
        let start = if left > 0 {
            neighbours(*k)
                .filter_map(|p| at.get(&p).copied())
                .filter(|&j| j != *k && live[j])
                .map(|j| {
                    let n = orphans(j, &live, &taken);
                    (n, order_of.get(&j).copied().unwrap_or(usize::MAX), j)
                })
                .filter(|&(n, _, _)| n < left)
                .min()
                .map_or(*k, |(_, _, j)| j)
        } else {
            *k
        };
        let chosen = larger(start, &live);
        if crowded(chosen) {
            return None;
        }
        // Windows equal to the one taken that it is about to drop: other readings. So is
        // a window holding the very same cells (one line over, past an empty edge)
        // unless the one taken is a puzzle with one solution: a grid that is wrong is
        // not moved to where its digits happen to make a better puzzle.
        // Nor is a reading whose givens clash an alternative to one whose do not: no one
        // meant a grid that breaks the rules.
        let chosen_key = key_of.get(&chosen).copied();
        let sure = chosen_key.is_some_and(|key| key.0 == 3);
        let sound = chosen_key.is_some_and(|key| key.0 > 0);
        let also = neighbours(chosen)
            .filter_map(|p| at.get(&p).copied())
            .filter(|&j| {
                // (Equal, and holding the very digits it holds: a window as good that
                // takes part of it and part of a grid beyond is no reading of it.)
                let equal = chosen == *k
                    && key_of.get(&j) == Some(key)
                    && b.shared(&windows[chosen], &windows[j]).0 == windows[chosen].digits;
                // Two readings of the same cells that both have one solution: which
                // was meant cannot be told either.
                let also_sure = key_of.get(&j).is_some_and(|key| key.0 == 3);
                let clashes = key_of.get(&j).is_some_and(|key| key.0 == 0);
                j != chosen
                    && live[j]
                    && (equal
                        || ((!sure || also_sure) && !(sound && clashes) && same_cells(chosen, j)))
            })
            .map(|j| (b.top + windows[j].r as u32, b.left + windows[j].c as u32))
            .collect();
        take(chosen, &mut live, &mut taken, also);
    }
    // Windows with bad cells that no clean window took the place of: the grid is there,
    // and its bad cells are its problem.
    let mut dirty: Vec<usize> = (0..windows.len()).filter(|&k| live[k]).collect();
    dirty.sort_by(|&x, &y| {
        let (a, c) = (&windows[x], &windows[y]);
        (c.digits, a.bad, a.ring, a.r, a.c).cmp(&(a.digits, c.bad, c.ring, c.r, c.c))
    });
    for k in dirty {
        if live[k] {
            let chosen = larger(k, &live);
            if crowded(chosen) {
                return None;
            }
            // A window with the same digits and as many bad cells, as near to others,
            // is as likely: which cells are the grid's bad ones and which a label beside
            // it cannot be told (a typo alone past an empty column of the grid, say).
            let w = windows[chosen];
            let as_likely = |j: usize| {
                let v = &windows[j];
                (v.digits, v.bad, v.ring) == (w.digits, w.bad, w.ring)
                    && b.shared(&w, v).0 == w.digits
            };
            let also = neighbours(chosen)
                .filter_map(|p| at.get(&p).copied())
                .filter(|&j| j != chosen && live[j] && (same_cells(chosen, j) || as_likely(j)))
                .map(|j| (b.top + windows[j].r as u32, b.left + windows[j].c as u32))
                .collect();
            take(chosen, &mut live, &mut taken, also);
        }
    }
    Some(taken)
}

/// The likeliest place of an `n` x `n` grid of another size among `cells` (row, column,
/// whether the cell holds a symbol such a grid could hold: a number 1..n or a letter),
/// other than the window `avoid` (top-left, size): the window holding the most typed
/// cells, at least a quarter of its cells symbols and at most a third as many others
/// (its bad cells), and of equals the one with fewest others, then the first in reading
/// order; a full window (a solution) and every window that shares cells with it are
/// left out. Used to say where a grid seems to be when the
/// range asked for cannot be used, so it is a pointer, not a reading: the grid there is
/// read and checked as any other. `None` when there is no such window, or the symbols
/// spread over more than [`MAX_BLOCK_CELLS`].
pub fn find_square(
    cells: impl IntoIterator<Item = (u32, u32, bool)>,
    n: u32,
    avoid: (u32, u32, u32),
) -> Option<(u32, u32)> {
    let cells: Vec<(u32, u32, bool)> = cells.into_iter().collect();
    let symbols = cells.iter().filter(|c| c.2);
    let top = symbols.clone().map(|c| c.0).min()?;
    let left = symbols.clone().map(|c| c.1).min()?;
    let bottom = symbols.clone().map(|c| c.0).max()?;
    let right = symbols.map(|c| c.1).max()?;
    // Windows reach n - 1 cells past the outermost symbols.
    let (r0, c0) = (top.saturating_sub(n - 1), left.saturating_sub(n - 1));
    let (h, w) = ((bottom + n - r0) as usize, (right + n - c0) as usize);
    if (h as u64) * (w as u64) > MAX_BLOCK_CELLS {
        return None;
    }
    let mut sym = vec![0u32; (h + 1) * (w + 1)];
    let mut other = vec![0u32; (h + 1) * (w + 1)];
    for &(r, c, is_symbol) in &cells {
        if r < r0 || c < c0 || (r - r0) as usize >= h || (c - c0) as usize >= w {
            continue;
        }
        let at = ((r - r0) as usize + 1) * (w + 1) + (c - c0) as usize + 1;
        if is_symbol {
            sym[at] += 1;
        } else {
            other[at] += 1;
        }
    }
    for p in [&mut sym, &mut other] {
        for r in 1..=h {
            for c in 1..=w {
                p[r * (w + 1) + c] += p[(r - 1) * (w + 1) + c] + p[r * (w + 1) + c - 1]
                    - p[(r - 1) * (w + 1) + c - 1];
            }
        }
    }
    let n = n as usize;
    let sum = |p: &[u32], r: usize, c: usize| {
        p[(r + n) * (w + 1) + c + n] + p[r * (w + 1) + c]
            - p[r * (w + 1) + c + n]
            - p[(r + n) * (w + 1) + c]
    };
    // A window sharing cells with the range is pointed at only when it holds more typed
    // cells than the range does: a grid the range cuts into (under a title in its first
    // row, say), never a slice of the grid the range already is.
    let (ar, ac, an) = avoid;
    let in_avoid = cells
        .iter()
        .filter(|&&(r, c, _)| (ar..ar + an).contains(&r) && (ac..ac + an).contains(&c))
        .count() as u32;
    let overlaps = |r: u32, c: u32, typed: u32| {
        let shares = r < ar + an && ar < r + n as u32 && c < ac + an && ac < c + n as u32;
        (r, c) == (ar, ac) || shares && typed <= in_avoid
    };
    // A full grid is a solution, not a puzzle to solve (9x9 grids are pointed at by the
    // same rule), and every window that shares cells with it is a slice of that solution:
    // the top-left corners of full windows, summed, tell which windows touch one.
    let (wr, wc) = (h - n + 1, w - n + 1);
    let mut full = vec![0u32; (wr + 1) * (wc + 1)];
    for r in 0..wr {
        for c in 0..wc {
            let whole = sum(&sym, r, c) as usize == n * n;
            full[(r + 1) * (wc + 1) + c + 1] =
                u32::from(whole) + full[r * (wc + 1) + c + 1] + full[(r + 1) * (wc + 1) + c]
                    - full[r * (wc + 1) + c];
        }
    }
    let near_full = |r: usize, c: usize| {
        let (ra, rb) = (r.saturating_sub(n - 1), (r + n).min(wr));
        let (ca, cb) = (c.saturating_sub(n - 1), (c + n).min(wc));
        full[rb * (wc + 1) + cb] + full[ra * (wc + 1) + ca]
            - full[ra * (wc + 1) + cb]
            - full[rb * (wc + 1) + ca]
            > 0
    };
    // The grid is the block the user typed: the window holding the most typed cells,
    // its bad ones (a typo, a text) included, so that a bad cell at its edge never
    // moves it; of equals, the one with fewest cells that are not symbols (a title
    // beside it left out).
    // (typed cells, fewest others) and the window's top-left.
    type Best = ((u32, std::cmp::Reverse<u32>), (u32, u32));
    let mut best: Option<Best> = None;
    for r in 0..wr {
        for c in 0..wc {
            let (row, col) = (r0 + r as u32, c0 + c as u32);
            let k = sum(&sym, r, c);
            let bad = sum(&other, r, c);
            if bad * 3 > k
                || (k as usize) * 4 < n * n
                || overlaps(row, col, k + bad)
                || near_full(r, c)
            {
                continue;
            }
            let key = (k + bad, std::cmp::Reverse(bad));
            if best.is_none_or(|(b, _)| key > b) {
                best = Some((key, (row, col)));
            }
        }
    }
    best.map(|(_, at)| at)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn put(cells: &mut Vec<(u32, u32, TableCell)>, line: &str, row: u32, col: u32) {
        for (i, ch) in line.chars().enumerate() {
            let (r, c) = (row + i as u32 / 9, col + i as u32 % 9);
            match ch.to_digit(10) {
                Some(0) => cells.push((r, c, TableCell::Zero)),
                Some(d) => cells.push((r, c, TableCell::Digit(d as u8))),
                None => {}
            }
        }
    }

    fn places(cells: Vec<(u32, u32, TableCell)>) -> Vec<(u32, u32, &'static str)> {
        find(cells)
            .grids
            .iter()
            .map(|f| (f.row, f.col, f.kind()))
            .collect()
    }

    #[test]
    fn grids_are_found_wherever_they_are_typed() {
        for (row, col) in [(0, 0), (1, 0), (5, 1), (4, 4), (2, 5), (8, 3), (100, 40)] {
            let mut cells = Vec::new();
            put(&mut cells, CLASSIC, row, col);
            assert_eq!(places(cells), [(row, col, "unique")], "at {row},{col}");
        }
    }

    #[test]
    fn labels_sums_titles_and_slot_numbers_do_not_shift_the_window() {
        let mut cells = vec![(0, 0, TableCell::Other)];
        put(&mut cells, CLASSIC, 2, 1);
        // Column labels 1-9 above, row labels 0-8 to the left.
        put(&mut cells, "123456789", 1, 1);
        for k in 0..9 {
            cells.push((
                2 + k,
                0,
                if k == 0 {
                    TableCell::Zero
                } else {
                    TableCell::Digit(k as u8)
                },
            ));
        }
        // Sums of 45 to the right and below, zeros under them.
        for k in 0..9 {
            cells.push((2 + k, 10, TableCell::Other));
            cells.push((11, 1 + k, TableCell::Other));
            cells.push((12, 1 + k, TableCell::Zero));
        }
        assert_eq!(places(cells), [(2, 1, "unique")]);

        // Stacked slots with the puzzle's number in the column to the left.
        let mut cells = Vec::new();
        for k in 0..5u32 {
            cells.push((k * 11, 0, TableCell::Digit(k as u8 + 1)));
            put(&mut cells, CLASSIC, k * 11, 1);
        }
        let expected: Vec<_> = (0..5u32).map(|k| (k * 11, 1, "unique")).collect();
        assert_eq!(places(cells), expected);
    }

    #[test]
    fn a_solution_beside_its_puzzle_is_a_full_grid() {
        let mut cells = Vec::new();
        put(&mut cells, CLASSIC, 0, 0);
        put(&mut cells, SOLVED, 0, 9);
        assert_eq!(places(cells), [(0, 0, "unique"), (0, 9, "full")]);
        let mut cells = Vec::new();
        put(&mut cells, CLASSIC, 3, 0);
        put(&mut cells, SOLVED, 3, 10);
        assert_eq!(places(cells), [(3, 0, "unique"), (3, 10, "full")]);
    }

    #[test]
    fn a_block_of_a_larger_table_is_not_a_grid() {
        let mut cells = Vec::new();
        for r in 0..40 {
            for c in 0..30 {
                cells.push((r, c, TableCell::Digit(((r * 7 + c * 3) % 9 + 1) as u8)));
            }
        }
        assert_eq!(places(cells), []);
    }

    #[test]
    fn an_empty_edge_is_reported_as_an_alternative_not_guessed() {
        // A puzzle whose last column is empty, with a lone digit typed against its left
        // side: the typed block is A1:I9, and that is the grid (a window that leaves a
        // typed cell out while taking in an empty column is never one).
        let mut p: Vec<char> = CLASSIC.chars().collect();
        for r in 0..9 {
            p[r * 9 + 8] = '.';
        }
        let p: String = p.into_iter().collect();
        let mut cells = vec![(0, 0, TableCell::Digit(1))];
        put(&mut cells, &p, 0, 1);
        let found = find(cells).grids;
        assert_eq!((found[0].row, found[0].col), (0, 0));
        // One empty column apart, the lone digit is a block of its own.
        let mut cells = vec![(0, 0, TableCell::Digit(1))];
        put(&mut cells, &p, 0, 2);
        let found = find(cells).grids;
        assert_eq!(found.len(), 1);
        let all: Vec<(u32, u32)> = std::iter::once((found[0].row, found[0].col))
            .chain(found[0].also.iter().copied())
            .collect();
        assert!(all.contains(&(0, 2)), "{all:?}");

        // The empty grid is no grid; the full grid alone is.
        let mut cells = Vec::new();
        put(&mut cells, SOLVED, 0, 0);
        assert_eq!(places(cells), [(0, 0, "full")]);

        // Alone, an empty last column leaves two equal readings: both are named.
        let mut cells = Vec::new();
        put(&mut cells, &p, 0, 1);
        let found = find(cells).grids;
        assert_eq!(found.len(), 1);
        let all: Vec<(u32, u32)> = std::iter::once((found[0].row, found[0].col))
            .chain(found[0].also.iter().copied())
            .collect();
        assert!(all.contains(&(0, 1)), "{all:?}");
    }

    /// The classic puzzle with one more digit that clashes with nothing yet leaves no
    /// solution: only a search finds out.
    fn no_solution_by_search() -> String {
        let mut p: Vec<u8> = CLASSIC.bytes().collect();
        for i in 0..81 {
            if p[i] != b'.' {
                continue;
            }
            for d in b'1'..=b'9' {
                p[i] = d;
                let line = String::from_utf8(p.clone()).unwrap();
                let grid: Grid = line.parse().unwrap();
                if matches!(solve(&grid), Outcome::NoSolution) {
                    return line;
                }
            }
            p[i] = b'.';
        }
        unreachable!("some digit leaves the classic puzzle without a solution")
    }

    #[test]
    fn a_bad_cell_is_reported_in_its_grid_never_routed_around() {
        // Every corner and the middle of every edge, of grids at the top left, under a
        // title and in the middle of a sheet.
        let spots = [0, 4, 8, 36, 44, 72, 76, 80];
        for (row, col, title) in [(0, 0, false), (2, 1, true), (20, 7, true), (5, 0, false)] {
            for &spot in &spots {
                let mut cells = Vec::new();
                if title {
                    cells.push((0, 0, TableCell::Other));
                }
                // The classic puzzle's solution has a digit everywhere; the puzzle keeps
                // its own and gets the bad cell wherever the spot is.
                put(&mut cells, CLASSIC, row, col);
                let bad = (row + spot / 9, col + spot % 9);
                cells.retain(|&(r, c, _)| (r, c) != bad);
                cells.push((bad.0, bad.1, TableCell::Other));
                let found = find(cells).grids;
                assert_eq!(found.len(), 1, "{row},{col} spot {spot}: {found:?}");
                let f = &found[0];
                assert_eq!(
                    (f.row, f.col, f.kind()),
                    (row, col, "bad cells"),
                    "spot {spot}"
                );
                assert_eq!(f.bad, [bad]);
                assert!(f.also.is_empty());
            }
        }
    }

    #[test]
    fn puzzles_side_by_side_keep_their_own_columns() {
        // The left puzzle's first column is empty: read one column over it would take in
        // the right puzzle's first column, digits it holds all of and more.
        let mut left: Vec<u8> = CLASSIC.bytes().collect();
        for r in 0..9 {
            left[r * 9] = b'.';
        }
        let left = String::from_utf8(left).unwrap();
        // The right one is the classic puzzle turned over its diagonal, so that no window
        // across both is the classic puzzle with its stacks swapped.
        let c = CLASSIC.as_bytes();
        let right: String = (0..81).map(|i| c[(i % 9) * 9 + i / 9] as char).collect();
        let mut cells = Vec::new();
        put(&mut cells, &left, 0, 0);
        put(&mut cells, &right, 0, 9);
        let found = find(cells).grids;
        let at: Vec<_> = found.iter().map(|f| (f.row, f.col, f.kind())).collect();
        assert_eq!(at, [(0, 0, "several solutions"), (0, 9, "unique")]);
    }

    #[test]
    fn a_bad_cell_beside_a_solution_stays_in_its_grid() {
        let mut cells = Vec::new();
        put(&mut cells, CLASSIC, 0, 0);
        put(&mut cells, SOLVED, 0, 9);
        cells.retain(|&(r, c, _)| (r, c) != (0, 0));
        cells.push((0, 0, TableCell::Other));
        assert_eq!(places(cells), [(0, 0, "bad cells"), (0, 9, "full")]);
    }

    #[test]
    fn grids_that_clash_or_have_no_solution_are_found_where_they_are() {
        let mut clash: Vec<u8> = CLASSIC.bytes().collect();
        clash[2] = b'5';
        let clash = String::from_utf8(clash).unwrap();
        let none = no_solution_by_search();
        for (line, kind) in [
            (clash.as_str(), "givens clash"),
            (none.as_str(), "no solution"),
        ] {
            for (row, col) in [(0, 0), (2, 1), (7, 3), (1, 12)] {
                let mut cells = Vec::new();
                if row > 1 {
                    cells.push((0, 0, TableCell::Other));
                }
                put(&mut cells, line, row, col);
                let found = find(cells).grids;
                assert_eq!(found.len(), 1, "{kind} at {row},{col}: {found:?}");
                assert_eq!(
                    (found[0].row, found[0].col, found[0].kind()),
                    (row, col, kind)
                );
            }
        }
    }

    #[test]
    fn a_typo_on_an_edge_line_never_moves_the_grid_onto_an_empty_line() {
        // The grid at E8:M16 under a one-line title and an empty row; its last row holds
        // a typo and at most one digit. Read one row up, the window would take in the
        // empty row and leave the typo's row out.
        let mut p: Vec<u8> = CLASSIC.bytes().collect();
        for c in 0..9 {
            p[72 + c] = b'.';
        }
        p[72 + 3] = b'7';
        let p = String::from_utf8(p).unwrap();
        for bad_col in [0u32, 4, 8] {
            let mut cells = vec![(5, 4, TableCell::Other)];
            put(&mut cells, &p, 7, 4);
            cells.retain(|&(r, c, _)| (r, c) != (15, 4 + bad_col));
            cells.push((15, 4 + bad_col, TableCell::Other));
            let found = find(cells).grids;
            assert_eq!(found.len(), 1, "{found:?}");
            assert_eq!(
                (found[0].row, found[0].col),
                (7, 4),
                "typo in column {bad_col}"
            );
            assert_eq!(found[0].bad, [(15, 4 + bad_col)]);
        }
    }

    #[test]
    fn a_grid_with_a_typo_and_sixteen_digits_is_still_a_grid() {
        // Seventeen givens, one of them mistyped.
        let line =
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
        let first = line.find(|c: char| c.is_ascii_digit()).unwrap() as u32;
        let mut cells = vec![(0, 0, TableCell::Other)];
        put(&mut cells, line, 2, 1);
        let bad = (2 + first / 9, 1 + first % 9);
        cells.retain(|&(r, c, _)| (r, c) != bad);
        cells.push((bad.0, bad.1, TableCell::Other));
        let found = find(cells).grids;
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(
            (found[0].row, found[0].col, found[0].kind()),
            (2, 1, "bad cells")
        );
    }

    #[test]
    fn a_lattice_of_grids_one_empty_line_apart_is_found_whole() {
        // 100 grids, 20 to a row, one empty row and column between them, some with an
        // empty edge line (their place follows from the lattice's other grids).
        let mut empty_edge: Vec<u8> = CLASSIC.bytes().collect();
        for r in 0..9 {
            empty_edge[r * 9 + 8] = b'.';
        }
        let empty_edge = String::from_utf8(empty_edge).unwrap();
        let mut cells = Vec::new();
        let mut expected = Vec::new();
        for k in 0..100u32 {
            let (row, col) = (k / 20 * 10, k % 20 * 10);
            let line = if k % 7 == 3 {
                empty_edge.as_str()
            } else {
                SOLVED
            };
            let line = if k % 2 == 0 && k % 7 != 3 {
                CLASSIC
            } else {
                line
            };
            put(&mut cells, line, row, col);
            expected.push((row, col));
        }
        let search = find(cells);
        assert!(search.skipped.is_empty(), "{:?}", search.skipped);
        let at: Vec<(u32, u32)> = search.grids.iter().map(|f| (f.row, f.col)).collect();
        assert_eq!(at, expected);
        assert!(search.grids.iter().all(|f| f.also.is_empty()));
    }

    #[test]
    fn formula_results_are_computed_not_puzzles() {
        // A calculation block of formula results (a solver's working, say) beside the
        // typed puzzle: only the puzzle is a grid, the block is listed apart.
        let mut cells = Vec::new();
        put(&mut cells, CLASSIC, 0, 0);
        for r in 0..30u32 {
            for c in 12..40u32 {
                let d = ((r * 7 + c * 3) % 10) as u8;
                cells.push((r, c, TableCell::Computed(Some(d))));
            }
        }
        let search = find(cells);
        assert_eq!(
            search
                .grids
                .iter()
                .map(|f| (f.row, f.col))
                .collect::<Vec<_>>(),
            [(0, 0)]
        );
        assert_eq!(search.computed, [((0, 12), (29, 39))]);
        // A grid of formula results alone (a sheet mirroring the puzzle) is computed too.
        let cells: Vec<_> = CLASSIC
            .chars()
            .enumerate()
            .filter_map(|(i, ch)| {
                let d = ch.to_digit(10)? as u8;
                Some((i as u32 / 9, i as u32 % 9, TableCell::Computed(Some(d))))
            })
            .collect();
        let search = find(cells);
        assert!(search.grids.is_empty());
        assert_eq!(search.computed.len(), 1);
    }

    #[test]
    fn a_table_where_every_window_could_be_a_grid_is_skipped_not_solved() {
        // Two digits in every nine cells of each row and column, no clash in a window's
        // reach: each window holds 18 digits with no full side.
        let mut cells = Vec::new();
        for r in 0..300u32 {
            for c in 0..300u32 {
                if (c + 4 * r) % 9 == 0 || (c + 4 * r) % 9 == 5 {
                    cells.push((r, c, TableCell::Digit(((r + c) % 9 + 1) as u8)));
                }
            }
        }
        let search = find(cells);
        assert!(search.grids.is_empty(), "{:?}", search.grids.len());
        assert_eq!(search.skipped, [((0, 0), (305, 305))]);
    }

    #[test]
    fn a_corner_of_such_a_table_is_no_grid_either() {
        // What the guard of a range sees: only the cells near A1:I9 of that table.
        let mut cells = Vec::new();
        for r in 0..28u32 {
            for c in 0..28u32 {
                if (c + 4 * r) % 9 == 0 || (c + 4 * r) % 9 == 5 {
                    cells.push((r, c, TableCell::Digit(((r + c) % 9 + 1) as u8)));
                }
            }
        }
        let search = find(cells);
        assert!(search.grids.is_empty(), "{:?}", search.grids);
        assert_eq!(search.skipped.len(), 1);
    }

    #[test]
    fn a_square_of_another_size_is_pointed_at() {
        // A 16x16 grid of symbols at B20, a title in the default A1:P16.
        let mut cells = vec![(0, 0, false)];
        for r in 0..16u32 {
            for c in 0..16u32 {
                if (r * 16 + c) % 3 == 0 {
                    cells.push((19 + r, 1 + c, true));
                }
            }
        }
        assert_eq!(find_square(cells.clone(), 16, (0, 0, 16)), Some((19, 1)));
        // A range that cuts into it points at it; the grid itself points nowhere (no
        // slice of it is a better place).
        assert_eq!(find_square(cells.clone(), 16, (10, 0, 16)), Some((19, 1)));
        assert_eq!(find_square(cells.clone(), 16, (19, 1, 16)), None);
        // A bad cell on its edge does not move it.
        cells.push((19, 15, false));
        cells.push((34, 2, false));
        assert_eq!(find_square(cells.clone(), 16, (0, 0, 16)), Some((19, 1)));
        // Too few symbols for a grid.
        assert_eq!(find_square(vec![(40, 40, true)], 16, (0, 0, 16)), None);
    }

    #[test]
    fn a_full_square_is_a_solution_not_a_grid_to_point_at() {
        // A full 4x4 at B6:E9 and, further right, a puzzle at H6:K9 with half its cells.
        let mut cells = Vec::new();
        for r in 0..4u32 {
            for c in 0..4u32 {
                cells.push((5 + r, 1 + c, true));
                if (r + c) % 2 == 0 {
                    cells.push((5 + r, 7 + c, true));
                }
            }
        }
        assert_eq!(find_square(cells.clone(), 4, (0, 0, 4)), Some((5, 7)));
        // The solution alone: neither it nor a slice of it (B7:E10 holds 12 symbols).
        cells.retain(|&(_, c, _)| c < 7);
        assert_eq!(find_square(cells, 4, (0, 0, 4)), None);
    }

    #[test]
    fn cells_are_held_as_tiles_a_byte_a_cell() {
        let mut finder = Finder::new();
        for r in 0..2000 {
            for c in 0..100 {
                finder.add(r, c, TableCell::Other);
            }
        }
        // 200,000 cells in 2,676 tiles: one entry a tile, not one a cell.
        assert_eq!(finder.tiles.len(), 223 * 12);
        let mut cells = Vec::new();
        put(&mut cells, CLASSIC, 3000, 3);
        for (r, c, v) in cells {
            finder.add(r, c, v);
        }
        assert_eq!(finder.finish().grids.len(), 1);
    }
}
