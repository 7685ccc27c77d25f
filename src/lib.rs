//! sudoku-xlsx: solve, check, generate and rate Sudoku puzzles kept in spreadsheets.
//!
//! The library holds everything; the `sudoku-xlsx` binary only parses arguments and maps
//! errors to exit codes. `grid`, `solver`, `rate` and `generate` know nothing about
//! spreadsheets; `workbook` knows nothing about search.
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
pub use guard::install_hook as install_panic_message;
pub use solver::{count_solutions, solve, Outcome};
pub use verdict::Verdict;
