//! sudoku-xlsx: solve, check, generate and rate Sudoku puzzles kept in spreadsheets.
//!
//! The library holds everything; the `sudoku-xlsx` binary only parses arguments and maps
//! errors to exit codes. `grid`, `solver`, `rate` and `generate` know nothing about
//! spreadsheets; `workbook` knows nothing about search.

pub mod address;
pub mod batch;
pub mod cli;
pub mod commands;
pub mod display;
pub mod error;
pub mod generate;
pub mod grid;
mod guard;
pub mod list;
pub mod output;
pub mod rate;
pub mod report;
pub mod solver;
pub mod verdict;
pub mod workbook;

pub use error::{Error, ExitStatus};
pub use grid::{Grid, ParseGridError};
pub use solver::{count_solutions, solve, Outcome};
pub use guard::install_hook as install_panic_message;
pub use verdict::Verdict;
