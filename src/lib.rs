//! sudoku-xlsx: solve, check, generate and rate Sudoku puzzles kept in spreadsheets.
//!
//! This crate is the `sudoku-xlsx` command ([`cli_main`]) and the jobs it does on one
//! file held in memory ([`jobs`]: bytes in, bytes out), which the command and the web
//! page (`web/`) both run. A program that solves or rates puzzles should depend on
//! `sudoku-core` instead (grid, solver, logic rater, generator), and one that reads or
//! writes workbooks on `sudoku-workbook`. The solver's items are re-exported here for
//! programs written against them before.
//!
//! Layers, each using its own and those below it (`tools/import-cycles.py` checks that no file
//! imports one that imports it):
//!
//! 1. **Output and errors**: `messages` (every line printed), `error` (library errors with
//!    the file and flag added), `report` (a run's report), `grid_text`, and
//!    `batch::interrupt` (stopping), which printing needs.
//! 2. **Many inputs**: the rest of `batch`, in its own order: discover, then plan, then
//!    shard, then the runner with its progress bar and pinning.
//! 3. **Flags and inputs**: `cli`, `shaped`, `input` (the one input plan), `report_merge`;
//!    and `copy`, the output copy of a workbook (the package edited, or rebuilt).
//! 4. **Commands**: one module per subcommand under `commands`, called by `run` alone;
//!    and `jobs`, one file's work held in memory, which the commands' own steps make up;
//!    `page_words`, the web page's words for the command's flags; `walk`, an explained
//!    grid as data to step through.
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

mod batch;
mod cli;
mod commands;
mod copy;
mod error;
mod grid_text;
mod help_words;
mod input;
pub mod jobs;
mod messages;
pub mod page_words;
mod report;
mod report_merge;
mod run;
mod shaped;
pub mod walk;

pub use run::{cli_main, cli_main_from};
