//! sudoku-xlsx: solve, check, generate and rate Sudoku puzzles kept in spreadsheets.
//!
//! This crate is the `sudoku-xlsx` command. Its library target re-exports the solver for
//! programs that only want to solve a grid; the full APIs live in the workspace's library
//! crates: `sudoku-core` (grid, solver, logic rater, generator) and `sudoku-workbook`
//! (reading, carrying and writing spreadsheets).
//!
//! ```
//! use sudoku_xlsx::{count_solutions, solve, Grid, Outcome};
//!
//! let puzzle: Grid =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!         .parse()
//!         .unwrap();
//! let Outcome::Unique(solution) = solve(&puzzle) else {
//!     panic!("the classic puzzle has one solution")
//! };
//! assert!(solution.is_solved() && puzzle.is_within(&solution));
//! assert_eq!(count_solutions(&Grid::empty(), 2), 2);
//! ```

pub use sudoku_core::{count_solutions, solve, Grid, Outcome};
