//! Human-style difficulty rating.
//!
//! The rater solves a puzzle the way a person with a pencil does: it writes every
//! candidate into every empty cell (J. F. Crook's "markup") and then, again and again,
//! applies the simplest technique that makes progress — places a digit or crosses out a
//! candidate — starting over from the simplest technique after every step. When no
//! implemented technique applies it has to guess; it then places the digit of the solver's
//! solution in a cell with the fewest candidates (as a lucky guesser would) and goes on.
//!
//! The hardest technique the path needed gives the [`Level`]; the number of uses of each
//! technique, weighted, gives the [`Rating::score`]. The techniques, levels and score are
//! documented for users in `docs/difficulty.md`.
//!
//! Every technique here is sound for *every* solution of the grid: it only removes a
//! candidate that no solution can hold. So on a puzzle with several solutions the markup
//! stays consistent with all of them, and guessing from any one solution is safe.

mod board;
mod technique;

use std::fmt;

use board::{Board, End};
pub use technique::{Level, ParseLevelError, ParseTechniqueError, Technique, TECHNIQUES};

use crate::grid::Grid;
use crate::outcome::Solutions;
use crate::solver;

/// The verdict of [`rate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    /// Difficulty level: from `hardest`; [`Level::Expert`] for a grid with several
    /// solutions (no sound technique can choose between them, so it takes a guess), and
    /// none at all for a grid with no solution or clashing givens: there is nothing to
    /// solve, so nothing is hard about it.
    pub level: Option<Level>,
    /// Work score: the sum over steps of [`Technique::cost`], plus ten times the cost of
    /// the hardest technique. Grows with both the hardest technique and the amount of work.
    pub score: u32,
    /// The hardest technique the solving path used (`NakedSingle` when nothing was
    /// needed, e.g. for a full grid).
    pub hardest: Technique,
    /// How many times each technique was applied, simplest first; techniques never used
    /// are left out. A guess counts once per guessed cell.
    pub uses: Vec<(Technique, u32)>,
    /// True when the path had to guess (then `hardest` is [`Technique::Guess`]).
    pub guessed: bool,
    /// Number of givens.
    pub givens: usize,
    /// How many solutions the puzzle has.
    pub solutions: Solutions,
    /// The solution (one of them when there are several), `None` when there is none.
    pub solution: Option<Grid>,
}

/// A one-line verdict, e.g. `hard (hardest: X-wing, score 388)`, `expert (2+ solutions)`,
/// `no level (no solution)`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.solutions {
            Solutions::None => write!(f, "no level (no solution)"),
            Solutions::One => write!(
                f,
                "{} (hardest: {}, score {})",
                self.level_name(),
                self.hardest,
                self.score
            ),
            Solutions::Several => write!(f, "{} (2+ solutions)", self.level_name()),
        }
    }
}

impl Rating {
    /// The level in words, `none` when there is no level.
    pub fn level_name(&self) -> &'static str {
        self.level.map_or("none", Level::name)
    }

    /// The techniques used and how often, simplest first, e.g.
    /// `naked single x31, hidden single x20, X-wing x1`.
    pub fn uses_summary(&self) -> String {
        self.uses
            .iter()
            .map(|(t, n)| format!("{t} x{n}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// How many times `t` was applied.
    pub fn count(&self, t: Technique) -> u32 {
        self.uses
            .iter()
            .find(|(u, _)| *u == t)
            .map_or(0, |&(_, n)| n)
    }
}

/// Rates `grid` by the techniques a person needs.
///
/// ```
/// use sudoku_core::{rate, Grid, Level, Solutions, Technique};
///
/// let easy: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse()
///         .unwrap();
/// let r = rate(&easy);
/// assert_eq!((r.level, r.solutions, r.guessed), (Some(Level::Easy), Solutions::One, false));
/// assert!(r.count(Technique::NakedSingle) + r.count(Technique::HiddenSingle) > 0);
/// ```
///
/// Never panics: grids with conflicting givens or no solution get
/// `Solutions::None` (and the rating of however far logic got before it stalled or hit a
/// contradiction); grids with several solutions get `Solutions::Several` and necessarily a
/// guess, since no sound technique can choose between solutions.
pub fn rate(grid: &Grid) -> Rating {
    let outcome = solver::solve(grid);
    let (solutions, solution) = (outcome.solutions(), outcome.solution().copied());
    let mut counts = [0u32; TECHNIQUES];
    if let Some(mut board) = Board::new(grid) {
        if let Some(s) = &solution {
            board.truth = Some(*s.cells());
        }
        loop {
            match board.run(Technique::Jellyfish, &mut counts) {
                End::Solved | End::Contradiction => break,
                End::Stalled => {
                    counts[Technique::Guess.index()] += 1;
                    if !board.guess() {
                        break;
                    }
                }
            }
        }
    }
    let hardest = Technique::ALL
        .into_iter()
        .rev()
        .find(|t| counts[t.index()] > 0)
        .unwrap_or(Technique::NakedSingle);
    let level = match solutions {
        Solutions::One => Some(hardest.level()),
        Solutions::Several => Some(Level::Expert),
        Solutions::None => None,
    };
    let score = Technique::ALL
        .into_iter()
        .map(|t| counts[t.index()] * t.cost())
        .sum::<u32>()
        + 10 * hardest.cost();
    Rating {
        level,
        score,
        hardest,
        uses: Technique::ALL
            .into_iter()
            .filter(|t| counts[t.index()] > 0)
            .map(|t| (t, counts[t.index()]))
            .collect(),
        guessed: counts[Technique::Guess.index()] > 0,
        givens: grid.givens(),
        solutions,
        solution,
    }
}

/// Solves `grid` by logic alone, using no technique harder than `up_to` (and never
/// guessing). Returns the hardest technique used when that finishes the grid, `None` when
/// it stalls, the givens conflict or the grid has no solution. It does not call the solver.
///
/// A `Some` answer proves the grid has exactly one solution: every step is sound for every
/// solution, and the steps led to a single full grid.
pub fn solve_by_logic(grid: &Grid, up_to: Technique) -> Option<Technique> {
    let mut board = Board::new(grid)?;
    let mut counts = [0u32; TECHNIQUES];
    match board.run(up_to.min(Technique::Jellyfish), &mut counts) {
        End::Solved => Some(
            Technique::ALL
                .into_iter()
                .rev()
                .find(|t| counts[t.index()] > 0)
                .unwrap_or(Technique::NakedSingle),
        ),
        End::Stalled | End::Contradiction => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn names_round_trip() {
        for t in Technique::ALL {
            assert_eq!(t.to_string().parse::<Technique>(), Ok(t));
        }
        assert_eq!("xwing".parse::<Technique>(), Ok(Technique::XWing));
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert_eq!("HARD".parse::<Level>(), Ok(Level::Hard));
        assert!("tricky".parse::<Level>().is_err());
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(Technique::ALL
            .windows(2)
            .all(|w| w[0].level() <= w[1].level()));
        assert!(Technique::ALL
            .windows(2)
            .all(|w| w[0].cost() <= w[1].cost()));
        for l in Level::ALL {
            assert_eq!(l.hardest_technique().level(), l);
        }
    }

    #[test]
    fn classic_is_easy() {
        let g: Grid = CLASSIC.parse().unwrap();
        let r = rate(&g);
        assert_eq!(r.level, Some(Level::Easy));
        assert_eq!(r.solutions, Solutions::One);
        assert!(!r.guessed);
        assert_eq!(r.givens, 30);
        assert_eq!(
            r.count(Technique::NakedSingle) + r.count(Technique::HiddenSingle),
            51
        );
        assert_eq!(solve_by_logic(&g, Technique::HiddenSingle), Some(r.hardest));
        assert_eq!(
            r.to_string(),
            format!("easy (hardest: {}, score {})", r.hardest, r.score)
        );
        assert!(r.uses_summary().starts_with("naked single x"));
    }

    #[test]
    fn odd_grids_do_not_panic() {
        // Full grid: nothing to do.
        let g: Grid = CLASSIC.parse().unwrap();
        let full = rate(&g).solution.unwrap();
        let r = rate(&full);
        assert_eq!(
            (r.level, r.hardest, r.score),
            (Some(Level::Easy), Technique::NakedSingle, 10)
        );
        assert!(r.uses.is_empty());
        // Empty grid: many solutions, must guess.
        let r = rate(&Grid::empty());
        assert_eq!(
            (r.solutions, r.level, r.guessed),
            (Solutions::Several, Some(Level::Expert), true)
        );
        assert_eq!(r.to_string(), "expert (2+ solutions)");
        assert!(r.solution.unwrap().is_solved());
        // Conflicting givens.
        let mut bad = g;
        bad.set(2, 5);
        let r = rate(&bad);
        assert_eq!((r.solutions, r.level), (Solutions::None, None));
        assert_eq!(r.to_string(), "no level (no solution)");
        assert!(r.solution.is_none());
        assert_eq!(solve_by_logic(&bad, Technique::Jellyfish), None);
        // No solution although the givens do not conflict: the last cell of row 1
        // cannot hold anything.
        let mut dead = Grid::empty();
        for (i, d) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
            dead.set(i, d);
        }
        dead.set(9 * 4 + 8, 9);
        let r = rate(&dead);
        assert_eq!((r.solutions, r.level), (Solutions::None, None));
        assert_eq!(solve_by_logic(&dead, Technique::Jellyfish), None);
    }
}
