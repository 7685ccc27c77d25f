//! Finding 9x9 puzzle grids in a table of cells, wherever someone typed them: under a
//! title, beside labels or sums, stacked in slots, next to their solution. It knows
//! cells only as digits, zeros and anything else; where the table comes from (a
//! spreadsheet) is the caller's business.
//!
//! How a grid is told from its surroundings:
//! 1. A *window* is any 9x9 block of cells. It can hold a grid when none of its cells is
//!    anything but a digit 1-9, a zero or blank, it holds at least [`MIN_GIVENS`] digits,
//!    and they reach six of its rows and six of its columns (a puzzle with one solution
//!    leaves at most one row and one column of each band and stack empty). Runs of nine
//!    cells counting 1-9 or 0-8 next to each other are index labels and count as
//!    "anything else".
//! 2. The *ring* is the cells just outside a window. A side of the ring with three digits
//!    or more is *full*. A window is part of a larger table of numbers when three sides
//!    are full, or two sides that meet at a corner; it is dropped. (Two opposite full
//!    sides are grids side by side, puzzle and solution.)
//! 3. The windows left are ranked: first by what their digits make (one solution or a full
//!    valid grid, then several solutions, then none, then clashing givens), then by the
//!    digits they hold, then by the fewest digits in their ring. A shifted window that
//!    cuts a grid's last row or picks up a slot number makes a puzzle whose rows or boxes
//!    no longer line up, so it loses on the first key.
//! 4. The best window is taken, every window that shares a cell with it is dropped, and
//!    so on. A dropped window that ranked equal to the one taken (a grid whose edge row
//!    or column is empty can be read one cell over) is reported with it as an
//!    alternative, never silently.

use std::collections::HashMap;

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

/// What one cell of the table holds, as far as finding grids goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableCell {
    /// A digit 1-9, as a number or as text.
    Digit(u8),
    /// 0, which grids use for an empty cell; it counts as neither a digit nor a block.
    Zero,
    /// Anything else that is not blank: text, other numbers, dates, errors.
    Other,
}

/// One grid found: where (top-left row and column, zero-based), what it holds, and what
/// else the same digits could be read as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Top-left row.
    pub row: u32,
    /// Top-left column.
    pub col: u32,
    /// The digits, as a grid.
    pub grid: Grid,
    /// What the digits make.
    pub outcome: Outcome,
    /// Windows that ranked equal to this one and share cells with it: the grid may be
    /// meant one of those ways instead. Top-left corners.
    pub also: Vec<(u32, u32)>,
}

impl Found {
    /// How the grid reads in a listing: `unique`, `full`, `several solutions`, `no
    /// solution` or `givens clash`.
    pub fn kind(&self) -> &'static str {
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
    /// Blocks of digits too large to search (top-left, bottom-right), see
    /// [`MAX_BLOCK_CELLS`].
    pub skipped: Vec<((u32, u32), (u32, u32))>,
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
    /// Prefix sums of digits and of blocking cells, `(height + 1) * (width + 1)`.
    digits: Vec<u32>,
    blocks: Vec<u32>,
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

    fn blocks_in(&self, r0: usize, c0: usize, r1: usize, c1: usize) -> u32 {
        Self::sum(&self.blocks, self.width, r0, c0, r1, c1)
    }
}

/// A window that may hold a grid, with what ranks it.
struct Candidate {
    row: u32,
    col: u32,
    grid: Grid,
    outcome: Outcome,
    key: (u8, u32, i64),
}

/// Marks runs of nine cells that count 1-9 or 0-8, across or down: index labels.
fn labels(cells: &HashMap<(u32, u32), TableCell>) -> Vec<(u32, u32)> {
    let value = |r: u32, c: u32| match cells.get(&(r, c)) {
        Some(TableCell::Digit(d)) => Some(*d),
        Some(TableCell::Zero) => Some(0),
        _ => None,
    };
    let mut out = Vec::new();
    for (&(r, c), _) in cells.iter() {
        for (dr, dc) in [(0u32, 1u32), (1, 0)] {
            let Some(first) = value(r, c) else { continue };
            if first > 1 {
                continue;
            }
            let run = (0..9u32).all(|k| value(r + dr * k, c + dc * k) == Some(first + k as u8));
            if run {
                out.extend((0..9u32).map(|k| (r + dr * k, c + dc * k)));
            }
        }
    }
    out
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
    // Digits and zeros are few; the other cells of a large sheet are many, and matter
    // only next to digits, so they are kept aside and looked at once the digits are known.
    let mut map: HashMap<(u32, u32), TableCell> = HashMap::new();
    let mut others: Vec<(u32, u32)> = Vec::new();
    for (r, c, v) in cells {
        match v {
            TableCell::Other => others.push((r, c)),
            _ => {
                map.insert((r, c), v);
            }
        }
    }
    for at in labels(&map) {
        map.insert(at, TableCell::Other);
    }
    // Digits are grouped into blocks of 9x9 tiles that touch, so that a sheet's far
    // corners never make one huge rectangle.
    let mut tiles: HashMap<(u32, u32), usize> = HashMap::new();
    for (&(r, c), v) in &map {
        if matches!(v, TableCell::Digit(_)) {
            *tiles.entry((r / 9, c / 9)).or_default() += 1;
        }
    }
    // A block reaches one tile beyond its digits' tiles; other cells further out cannot
    // touch a window.
    let mut near: std::collections::HashSet<(u32, u32)> = std::collections::HashSet::new();
    for &(tr, tc) in tiles.keys() {
        for r in tr.saturating_sub(1)..=tr + 1 {
            for c in tc.saturating_sub(1)..=tc + 1 {
                near.insert((r, c));
            }
        }
    }
    for (r, c) in others {
        if near.contains(&(r / 9, c / 9)) {
            map.insert((r, c), TableCell::Other);
        }
    }
    let mut search = Search::default();
    let mut seen: HashMap<(u32, u32), bool> = HashMap::new();
    let mut keys: Vec<(u32, u32)> = tiles.keys().copied().collect();
    keys.sort_unstable();
    for start in keys {
        if seen.contains_key(&start) {
            continue;
        }
        // One group of touching tiles.
        let mut group = vec![start];
        seen.insert(start, true);
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
                    if tiles.contains_key(&n) && !seen.contains_key(&n) {
                        seen.insert(n, true);
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
        // One tile of margin all round: a grid may start in a tile of its own that holds
        // none of its digits, and the ring lies one cell further.
        let top = t0.saturating_sub(1) * 9;
        let left = l0.saturating_sub(1) * 9;
        let bottom = (t1 as u64 + 2) * 9;
        let right = (l1 as u64 + 2) * 9;
        let (height, width) = (
            (bottom - top as u64) as usize,
            (right - left as u64) as usize,
        );
        if (height as u64) * (width as u64) > MAX_BLOCK_CELLS {
            search
                .skipped
                .push(((t0 * 9, l0 * 9), (t1 * 9 + 8, l1 * 9 + 8)));
            continue;
        }
        search
            .grids
            .extend(find_in_block(&map, top, left, height, width));
    }
    search.grids.sort_by_key(|f| (f.row, f.col));
    search
}

fn find_in_block(
    map: &HashMap<(u32, u32), TableCell>,
    top: u32,
    left: u32,
    height: usize,
    width: usize,
) -> Vec<Found> {
    let mut digit = vec![0u8; height * width];
    let mut blocking = vec![0u8; height * width];
    for r in 0..height {
        for c in 0..width {
            let at = (top + r as u32, left + c as u32);
            match map.get(&at) {
                Some(TableCell::Digit(d)) => digit[r * width + c] = *d,
                Some(TableCell::Other) => blocking[r * width + c] = 1,
                _ => {}
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
    let blocks = prefix(&|i| u32::from(blocking[i]));
    let block = Block {
        top,
        left,
        height,
        width,
        digit,
        digits,
        blocks,
    };
    let mut candidates = Vec::new();
    for r in 0..height.saturating_sub(8) {
        for c in 0..width.saturating_sub(8) {
            if let Some(cand) = candidate(&block, r, c) {
                candidates.push(cand);
            }
        }
    }
    select(candidates)
}

/// The window with its top-left at `(r, c)` of the block, if it may hold a grid.
fn candidate(b: &Block, r: usize, c: usize) -> Option<Candidate> {
    let d = b.digits_in(r, c, r + 9, c + 9);
    if (d as usize) < MIN_GIVENS || b.blocks_in(r, c, r + 9, c + 9) > 0 {
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
    let mut cells = [0u8; CELLS];
    for (i, cell) in cells.iter_mut().enumerate() {
        *cell = b.digit[(r + i / 9) * b.width + c + i % 9];
    }
    // A puzzle with one solution has at most one empty row and one empty column in each
    // band and stack (two could be swapped), so its digits reach at least six of its rows
    // and six of its columns; a window hanging off the edge of a table does not.
    let rows = (0..9).filter(|&k| cells[k * 9..k * 9 + 9].iter().any(|&v| v != 0));
    let cols = (0..9).filter(|&k| (0..9).any(|j| cells[j * 9 + k] != 0));
    if rows.count() < 6 || cols.count() < 6 {
        return None;
    }
    let grid = Grid::from_cells(cells)?;
    let outcome = solve(&grid);
    let ring = i64::from(top + bottom + left + right);
    Some(Candidate {
        row: b.top + r as u32,
        col: b.left + c as u32,
        key: (rank(&outcome), d, -ring),
        grid,
        outcome,
    })
}

fn overlaps(a: (u32, u32), b: (u32, u32)) -> bool {
    a.0.abs_diff(b.0) < 9 && a.1.abs_diff(b.1) < 9
}

/// Takes the best window, drops every window sharing a cell with it (keeping those that
/// ranked equal as alternatives), and goes on.
fn select(mut candidates: Vec<Candidate>) -> Vec<Found> {
    // Best first; among equals, reading order, so that the result never depends on the
    // order cells came in.
    candidates.sort_by(|a, b| b.key.cmp(&a.key).then((a.row, a.col).cmp(&(b.row, b.col))));
    let mut taken: Vec<Found> = Vec::new();
    let mut keys: Vec<(u8, u32, i64)> = Vec::new();
    for cand in candidates {
        let at = (cand.row, cand.col);
        match taken.iter().position(|f| overlaps((f.row, f.col), at)) {
            Some(k) => {
                if keys[k] == cand.key {
                    taken[k].also.push(at);
                }
            }
            None => {
                keys.push(cand.key);
                taken.push(Found {
                    row: cand.row,
                    col: cand.col,
                    grid: cand.grid,
                    outcome: cand.outcome,
                    also: Vec::new(),
                });
            }
        }
    }
    taken
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
        // A puzzle whose last column is empty, with a lone digit left of it: read one
        // column over, it would still hold every digit. The shifted reading breaks the
        // boxes, so it ranks lower and no alternative is needed.
        let mut p: Vec<char> = CLASSIC.chars().collect();
        for r in 0..9 {
            p[r * 9 + 8] = '.';
        }
        let p: String = p.into_iter().collect();
        let mut cells = vec![(0, 0, TableCell::Digit(1))];
        put(&mut cells, &p, 0, 1);
        let found = find(cells).grids;
        assert_eq!((found[0].row, found[0].col), (0, 1));

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
}
