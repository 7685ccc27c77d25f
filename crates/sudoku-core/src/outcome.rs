//! What became of one puzzle: its givens clash, it has no solution, one, or several. The
//! words people read for each outcome are defined here once, for the terminal, the
//! workbook and reports alike.

use std::fmt;

use sudoku_i18n::tr;

use crate::grid::{Conflict, Grid, Unit};

/// What a puzzle turned out to have. [`solve`](crate::solve) returns it.
///
/// ```
/// use sudoku_core::{solve, Grid, Outcome, Solutions};
///
/// let mut clash = Grid::empty();
/// clash.set(0, 5);
/// clash.set(1, 5);
/// let outcome = solve(&clash);
/// assert!(matches!(outcome, Outcome::Conflicts(_)));
/// assert_eq!(outcome.solutions(), Solutions::None);
/// assert_eq!(outcome.word(), "conflicting givens");
/// assert_eq!(
///     outcome.status_line(|i| format!("cell {i}")),
///     "The givens break the rules: cell 0 and cell 1 both hold 5 (row 1)"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Exactly one solution.
    Unique(Grid),
    /// More than one solution; one of them.
    Multiple(Grid),
    /// The givens follow the rules, but no solution exists.
    NoSolution,
    /// Two or more givens break the rules, so there is no solution either.
    Conflicts(Vec<Conflict>),
}

/// How many solutions a puzzle has, as far as anyone needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Solutions {
    /// None (including clashing givens).
    None,
    /// Exactly one.
    One,
    /// Two or more.
    Several,
}

impl Solutions {
    /// From a count of solutions found with a limit of two or more.
    pub fn from_count(n: usize) -> Solutions {
        match n {
            0 => Solutions::None,
            1 => Solutions::One,
            _ => Solutions::Several,
        }
    }

    /// The count as a number for reports: 0, 1, or 2 meaning "two or more".
    pub fn count(self) -> u8 {
        match self {
            Solutions::None => 0,
            Solutions::One => 1,
            Solutions::Several => 2,
        }
    }

    /// In words: `no solution`, `unique`, `several solutions`.
    pub fn word(self) -> &'static str {
        match self {
            Solutions::None => "no solution",
            Solutions::One => "unique",
            Solutions::Several => "several solutions",
        }
    }

    /// [`Solutions::word`] in the current language, for people.
    pub fn words(self) -> String {
        match self {
            Solutions::None => tr!("solutions-none"),
            Solutions::One => tr!("solutions-one"),
            Solutions::Several => tr!("solutions-several"),
        }
    }
}

impl fmt::Display for Solutions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl Outcome {
    /// The solution to show, if there is one.
    pub fn solution(&self) -> Option<&Grid> {
        match self {
            Outcome::Unique(g) | Outcome::Multiple(g) => Some(g),
            _ => None,
        }
    }

    /// How many solutions there are.
    pub fn solutions(&self) -> Solutions {
        match self {
            Outcome::Unique(_) => Solutions::One,
            Outcome::Multiple(_) => Solutions::Several,
            Outcome::NoSolution | Outcome::Conflicts(_) => Solutions::None,
        }
    }

    /// True when a solution can be shown (one, or one of several).
    pub fn is_solved(&self) -> bool {
        self.solution().is_some()
    }

    /// A short word for reports and list columns: `solved`, `multiple solutions`, `no
    /// solution`, `conflicting givens`.
    pub fn word(&self) -> &'static str {
        match self {
            Outcome::Unique(_) => "solved",
            Outcome::Multiple(_) => "multiple solutions",
            Outcome::NoSolution => "no solution",
            Outcome::Conflicts(_) => "conflicting givens",
        }
    }

    /// The one-line status written beside a grid and printed in the terminal, in the
    /// current language ([`sudoku_i18n::current`]). `name` turns a cell index (0-80) into
    /// the name people should see (e.g. `B3`).
    pub fn status_line(&self, name: impl Fn(usize) -> String) -> String {
        match self {
            Outcome::Unique(_) => solved_line(),
            Outcome::Multiple(_) => several_line(),
            Outcome::NoSolution => no_solution_line(),
            Outcome::Conflicts(cs) => clash_line(&describe_conflicts(cs, name)),
        }
    }
}

/// `row 3`, `column 4`, `box 5`, ... in the current language: how a clash names its unit.
pub fn unit_words(unit: Unit) -> String {
    match unit {
        Unit::Row(r) => tr!("unit-row", n = r + 1),
        Unit::Column(c) => tr!("unit-column", n = c + 1),
        Unit::Box(b) => tr!("unit-box", n = b + 1),
        Unit::Diagonal(0) => tr!("unit-main-diagonal"),
        Unit::Diagonal(_) => tr!("unit-anti-diagonal"),
        Unit::Window(w) => tr!("unit-window", n = w + 1),
    }
}

/// `B3 and F3 both hold 7 (row 3)`, with cells named by `name`, in the current language.
pub fn describe_conflict(c: &Conflict, name: impl Fn(usize) -> String) -> String {
    clash_words(
        &name(c.first),
        &name(c.second),
        &c.digit.to_string(),
        &unit_words(c.unit),
    )
}

/// One clash in words, its cells, value and unit already named: the one sentence every
/// grid shape uses.
pub fn clash_words(first: &str, second: &str, value: &str, unit: &str) -> String {
    tr!(
        "clash",
        first = first,
        second = second,
        value = value,
        unit = unit
    )
}

/// How many clashes a message names before it only counts the rest: a row of 81 `1`s
/// has over a thousand, and nobody reads past the first few.
pub const CLASHES_SHOWN: usize = 5;

/// The first [`CLASHES_SHOWN`] conflicts described as by [`describe_conflict`], joined by
/// `; `, and how many more there are.
pub fn describe_conflicts(cs: &[Conflict], name: impl Fn(usize) -> String) -> String {
    join_clashes(cs.iter().map(|c| describe_conflict(c, &name)), cs.len())
}

/// The first [`CLASHES_SHOWN`] of `described` joined by `; `, and how many more of
/// `total` there are: the one way every grid shape lists its clashes.
pub fn join_clashes(described: impl Iterator<Item = String>, total: usize) -> String {
    let separator = tr!("clash-separator");
    let mut shown: Vec<String> = described.take(CLASHES_SHOWN).collect();
    if total > CLASHES_SHOWN {
        shown.push(tr!("clash-more", count = total - CLASHES_SHOWN));
    }
    shown.join(&separator)
}

/// The status line of a puzzle with one solution: `Solved`.
pub fn solved_line() -> String {
    tr!("status-solved")
}

/// The status line of a puzzle with several solutions, one of them shown.
pub fn several_line() -> String {
    tr!("status-several")
}

/// The status line of a puzzle with none: `No solution exists.`
pub fn no_solution_line() -> String {
    tr!("status-no-solution")
}

/// The status line of clashing givens, described as by [`join_clashes`].
pub fn clash_line(clashes: &str) -> String {
    tr!("status-clash", clashes = clashes)
}
