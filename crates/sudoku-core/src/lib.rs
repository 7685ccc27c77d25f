//! sudoku-core: the 9x9 Sudoku grid, a fast exact solver, a logic engine that solves and
//! rates puzzles the way a person does, and a seeded puzzle generator. It knows nothing
//! about spreadsheets or command lines.
//!
//! This is the crate for a program that solves or rates puzzles: it needs nothing else
//! from the workspace (reading and writing workbooks is `sudoku-workbook`'s).
//!
//! ```
//! use sudoku_core::{count_solutions, rate, solve, Grid, Level, Outcome};
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
//!
//! let rating = rate(&puzzle);
//! assert_eq!(rating.level, Some(Level::Easy));
//! println!("{} on the Sudoku Explainer scale", rating.score);
//! ```
//!
//! Modules: [`grid`] (cells, units, the 81-character format, the rule check), [`solver`]
//! (exact search), [`outcome`] (what became of a puzzle, in words), [`logic`] (human
//! techniques and the difficulty rating), [`generate`] (new puzzles with one solution),
//! [`puzzle_text`] (telling a puzzle string from other text in a list) and [`general`]
//! (grids of other sizes, 4x4 to 25x25, and the diagonal, windoku and jigsaw variants:
//! shapes, a solver that counts, a generator, random jigsaw layouts, and the logic
//! techniques that carry over to every shape).
//!
//! Layers, each using its own and those below it (no file imports, directly or through
//! others, a file that imports it; `tools/import-cycles.py` checks this in CI):
//!
//! 1. **The grid**: [`grid`] (cells, units, the rule check) and [`outcome`] (what became
//!    of a puzzle, in words); [`puzzle_text`] for telling puzzle strings from text.
//! 2. **Solving**: [`solver`] (exact search), and [`locate`] (grids within a sheet's
//!    cells), which checks what it finds with the solver.
//! 3. **Logic and making puzzles**: in [`logic`], techniques and their rating scale under
//!    the steps that name them, the board under the finders, the engine and hints on
//!    top; [`generate`] on the solver and the rater; [`general`], for other shapes, last.

pub mod general;
pub mod generate;
pub mod grid;
pub mod locate;
pub mod logic;
pub mod outcome;
pub mod puzzle_text;
pub mod solver;
pub mod time;

pub use grid::{Conflict, Grid, ParseGridError, Unit};
pub use logic::{rate, Level, Rating, Technique};
pub use outcome::{Outcome, Solutions};
pub use solver::{count_solutions, solve, solve_with_limit};

// The sentence builder of the technique finders, at the crate root where they name it.
pub(crate) use logic::step::say;
