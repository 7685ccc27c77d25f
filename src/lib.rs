//! sudoku-xlsx: solve, check, generate and rate Sudoku puzzles kept in spreadsheets.
//!
//! This crate is the `sudoku-xlsx` command. A program that solves or rates puzzles should
//! depend on `sudoku-core` instead (grid, solver, logic rater, generator: 15 crates in
//! all, where this one pulls in 92), and one that reads or writes workbooks
//! on `sudoku-workbook`. This library target only re-exports the solver, for programs
//! written against it before.
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
