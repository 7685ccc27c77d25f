//! The solver: decides a grid (no solution, one, or several) and counts solutions up to a
//! limit. It knows nothing about spreadsheets.
//!
//! PLACEHOLDER: plain bitmask backtracking; to be replaced by the fast engine.

use crate::grid::{Grid, BOX_OF, CELLS, COL_OF, ROW_OF};

/// What a grid turned out to have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Exactly one solution.
    Unique(Grid),
    /// More than one solution; one of them.
    Multiple(Grid),
    /// No solution (this includes grids whose givens break the rules).
    NoSolution,
}

/// Solves `grid`, telling a unique solution from several.
pub fn solve(grid: &Grid) -> Outcome {
    let mut first = Grid::empty();
    match search(grid, 2, &mut first) {
        0 => Outcome::NoSolution,
        1 => Outcome::Unique(first),
        _ => Outcome::Multiple(first),
    }
}

/// Counts the solutions of `grid`, stopping at `limit`.
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    let mut first = Grid::empty();
    search(grid, limit, &mut first)
}

fn search(grid: &Grid, limit: usize, first: &mut Grid) -> usize {
    if limit == 0 || !grid.conflicts().is_empty() {
        return 0;
    }
    let mut cells = *grid.cells();
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    for i in 0..CELLS {
        if cells[i] != 0 {
            let b = 1 << cells[i];
            rows[ROW_OF[i] as usize] |= b;
            cols[COL_OF[i] as usize] |= b;
            boxes[BOX_OF[i] as usize] |= b;
        }
    }
    let mut count = 0;
    rec(&mut cells, &mut rows, &mut cols, &mut boxes, limit, &mut count, first);
    count
}

fn rec(
    cells: &mut [u8; CELLS],
    rows: &mut [u16; 9],
    cols: &mut [u16; 9],
    boxes: &mut [u16; 9],
    limit: usize,
    count: &mut usize,
    first: &mut Grid,
) {
    let mut best = usize::MAX;
    let mut best_free = 0u16;
    let mut best_n = 10;
    for i in 0..CELLS {
        if cells[i] == 0 {
            let used = rows[ROW_OF[i] as usize] | cols[COL_OF[i] as usize] | boxes[BOX_OF[i] as usize];
            let free = !used & 0x3fe;
            let n = free.count_ones();
            if n < best_n {
                best = i;
                best_free = free;
                best_n = n;
                if n <= 1 {
                    break;
                }
            }
        }
    }
    if best == usize::MAX {
        if *count == 0 {
            *first = Grid::from_cells(*cells).expect("digits are 1-9");
        }
        *count += 1;
        return;
    }
    let (r, c, b) = (ROW_OF[best] as usize, COL_OF[best] as usize, BOX_OF[best] as usize);
    let mut free = best_free;
    while free != 0 && *count < limit {
        let bit = free & free.wrapping_neg();
        free &= free - 1;
        cells[best] = bit.trailing_zeros() as u8;
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[b] |= bit;
        rec(cells, rows, cols, boxes, limit, count, first);
        rows[r] &= !bit;
        cols[c] &= !bit;
        boxes[b] &= !bit;
    }
    cells[best] = 0;
}
