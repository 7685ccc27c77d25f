//! The verdict on one puzzle: its givens conflict, it has no solution, one, or several.
//! This is where the rule check and the solver meet; the words people read for each
//! verdict are defined here once, for the terminal, the workbook and reports alike.

use crate::error::ExitStatus;
use crate::grid::{Conflict, Grid};
use crate::solver::{solve, Outcome};

/// What became of one puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Exactly one solution.
    Unique(Grid),
    /// Several solutions; one of them.
    Multiple(Grid),
    /// The givens follow the rules but no solution exists.
    NoSolution,
    /// Two or more givens break the rules.
    Conflicts(Vec<Conflict>),
}

impl Verdict {
    /// Checks the givens, then solves.
    pub fn of(puzzle: &Grid) -> Verdict {
        let conflicts = puzzle.conflicts();
        if !conflicts.is_empty() {
            return Verdict::Conflicts(conflicts);
        }
        match solve(puzzle) {
            Outcome::Unique(g) => Verdict::Unique(g),
            Outcome::Multiple(g) => Verdict::Multiple(g),
            Outcome::NoSolution => Verdict::NoSolution,
        }
    }

    /// The solution to show, if there is one.
    pub fn solution(&self) -> Option<&Grid> {
        match self {
            Verdict::Unique(g) | Verdict::Multiple(g) => Some(g),
            _ => None,
        }
    }

    /// The exit status this verdict calls for.
    pub fn exit_status(&self) -> ExitStatus {
        if self.solution().is_some() {
            ExitStatus::Success
        } else {
            ExitStatus::Unsolvable
        }
    }

    /// The one-line status written under a grid and printed in the terminal.
    /// `name` turns a cell index (0-80) into the name people should see (e.g. `B3`).
    pub fn status_line(&self, name: impl Fn(usize) -> String) -> String {
        match self {
            Verdict::Unique(_) => "Solved".to_string(),
            Verdict::Multiple(_) => {
                "Solved: the puzzle has more than one solution; one is shown".to_string()
            }
            Verdict::NoSolution => "No solution exists.".to_string(),
            Verdict::Conflicts(cs) => format!(
                "The givens break the rules: {}",
                cs.iter()
                    .map(|c| describe_conflict(c, &name))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
        }
    }

    /// A short word for reports: `solved`, `multiple solutions`, `no solution`,
    /// `conflicting givens`.
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Unique(_) => "solved",
            Verdict::Multiple(_) => "multiple solutions",
            Verdict::NoSolution => "no solution",
            Verdict::Conflicts(_) => "conflicting givens",
        }
    }
}

/// `B3 and F3 both hold 7 (row 3)`, with cells named by `name`.
pub fn describe_conflict(c: &Conflict, name: impl Fn(usize) -> String) -> String {
    format!(
        "{} and {} both hold {} ({})",
        name(c.first),
        name(c.second),
        c.digit,
        c.unit
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_words() {
        let empty = Grid::empty();
        let v = Verdict::of(&empty);
        assert!(matches!(v, Verdict::Multiple(_)));
        assert_eq!(v.exit_status(), ExitStatus::Success);

        let mut g = Grid::empty();
        g.set(1, 7);
        g.set(5, 7);
        let v = Verdict::of(&g);
        let name = |i: usize| crate::address::GridRange::default().cell_name(i);
        assert_eq!(
            v.status_line(name),
            "The givens break the rules: B1 and F1 both hold 7 (row 1)"
        );
        assert_eq!(v.exit_status(), ExitStatus::Unsolvable);

        // No two givens clash, yet A1 can hold nothing: 1-8 in its row, 9 in its column.
        let mut g = Grid::empty();
        for (i, d) in (1..=8).enumerate() {
            g.set(i + 1, d);
        }
        g.set(9 * 4, 9);
        assert_eq!(Verdict::of(&g), Verdict::NoSolution);
        assert_eq!(Verdict::NoSolution.status_line(name), "No solution exists.");
    }
}
