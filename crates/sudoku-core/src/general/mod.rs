//! Sudoku of other sizes and variants: N x N grids from 4x4 to 25x25 with any
//! box shape, diagonal, windoku and jigsaw rules, their solver and generator. Plain 9x9
//! grids keep their own faster types ([`Grid`](crate::Grid), [`solve`](crate::solve)).
//!
//! Modules: [`shape`] (layout and units), [`puzzle`] (cells, text, rule check),
//! [`solver`] (exact search), [`generate`](mod@generate) (unique puzzles from a seed),
//! [`layout`] (random jigsaw layouts), [`logic`] (rating and explaining every shape: the
//! logic engine's steps, named as the sheet names cells).
//!
//! ```
//! use sudoku_core::general::{generate, solve, GenerateOptions, GeneralOutcome, Shape};
//!
//! let shape = Shape::standard(16).unwrap();
//! let g = generate(&shape, &GenerateOptions::for_shape(&shape), 1).unwrap();
//! assert!(matches!(solve(&g.puzzle), GeneralOutcome::Unique(s) if s == g.solution));
//! ```

pub mod generate;
pub mod layout;
pub mod logic;
pub mod puzzle;
pub mod shape;
pub mod solver;

#[cfg(test)]
mod tests;

pub use generate::{generate, generate_until, GenerateOptions, Generated, OutOfTime};
pub use layout::{
    layout_text, random_jigsaw, random_jigsaw_until, random_jigsaw_with, seeded_jigsaw,
    seeded_jigsaw_until, seeded_jigsaw_with, LayoutError,
};
pub use logic::{
    explain, explain_within, finishes_within, rate, rate_within, GeneralExplanation, GeneralRating,
    GeneralSnapshot, GeneralStep, Names,
};
pub use puzzle::{CellRef, GeneralConflict, ParsePuzzleError, Puzzle, Symbols};
pub use shape::{Shape, ShapeBuilder, ShapeError, Unit, UnitId, UnitKind, SIZES};
pub use solver::{
    count, count_within, solve, solve_with_limit, solve_within, GeneralOutcome, Undecided,
    DEFAULT_TIME_LIMIT,
};
