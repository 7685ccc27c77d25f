//! Checking a game in progress: which typed digits are wrong or clash, and the next step
//! from where the player is, told at one of three levels (as HoDoKu's hints are): the
//! technique and where to look, then the cells, then the whole step and its result.

use std::fmt;
use std::str::FromStr;

use sudoku_i18n::{list_in, tr, Join};

use super::step::{CellNames, Role, Step};
use super::{explain_with, Ending, ExplainOptions};
use crate::grid::{Conflict, Grid, CELLS};
use crate::outcome::{Outcome, Solutions};
use crate::solver;

/// How much a hint tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum HintLevel {
    /// The technique and the unit to look in.
    #[default]
    Nudge,
    /// And the cells that prove it.
    Cells,
    /// And the whole step with what it places or removes.
    Full,
}

impl HintLevel {
    /// Every level, least telling first.
    pub const ALL: [HintLevel; 3] = [HintLevel::Nudge, HintLevel::Cells, HintLevel::Full];

    /// Lower-case name, as the CLI spells it.
    pub fn name(self) -> &'static str {
        match self {
            HintLevel::Nudge => "nudge",
            HintLevel::Cells => "cells",
            HintLevel::Full => "full",
        }
    }
}

impl fmt::Display for HintLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no hint level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", sudoku_i18n::tr!("value-hint-level", text = format!("{:?}", .0)))]
pub struct ParseHintLevelError(pub String);

impl FromStr for HintLevel {
    type Err = ParseHintLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        HintLevel::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseHintLevelError(s.to_string()))
    }
}

/// A typed digit that the solution does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wrong {
    /// The cell, 0-80.
    pub cell: usize,
    /// The digit typed there.
    pub typed: u8,
    /// The solution's digit.
    pub right: u8,
}

/// Where a game in progress stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// The original puzzle itself cannot be solved: its givens clash, or it has no
    /// solution.
    BadPuzzle(Outcome),
    /// Digits on the grid share a row, column or box.
    Clash(Vec<Conflict>),
    /// Typed digits that contradict the puzzle's one solution.
    Wrong(Vec<Wrong>),
    /// The digits so far leave no solution (the puzzle's solution is not unique or not
    /// known, so the wrong digit cannot be named).
    DeadEnd,
    /// Every cell is filled, and rightly.
    Solved,
    /// All is well; this is the next step.
    Next(Box<Step>),
    /// All is well so far, but the puzzle has several solutions and logic stalls here.
    Stalled,
}

/// Checks `current` (the givens of `puzzle` plus the player's digits) and finds the next
/// step. Cells where `current` differs from a given of `puzzle` count as clashes with the
/// puzzle; callers check that first.
///
/// ```
/// use sudoku_core::logic::{check_game, Standing};
/// use sudoku_core::Grid;
///
/// let puzzle: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse()
///         .unwrap();
/// let mut played = puzzle;
/// played.set(2, 1); // the solution has 4 here
/// assert!(matches!(check_game(&puzzle, &played), Standing::Wrong(w) if w[0].right == 4));
/// assert!(matches!(check_game(&puzzle, &puzzle), Standing::Next(_)));
/// ```
pub fn check_game(puzzle: &Grid, current: &Grid) -> Standing {
    let outcome = solver::solve(puzzle);
    if !outcome.is_solved() {
        return Standing::BadPuzzle(outcome);
    }
    let clashes = current.conflicts();
    if !clashes.is_empty() {
        return Standing::Clash(clashes);
    }
    if let Outcome::Unique(s) = outcome {
        let wrong: Vec<Wrong> = (0..CELLS)
            .filter(|&i| puzzle.cells()[i] == 0 && current.cells()[i] != 0)
            .filter(|&i| current.cells()[i] != s.cells()[i])
            .map(|i| Wrong {
                cell: i,
                typed: current.cells()[i],
                right: s.cells()[i],
            })
            .collect();
        if !wrong.is_empty() {
            return Standing::Wrong(wrong);
        }
    }
    if current.is_full() {
        return Standing::Solved;
    }
    let e = explain_with(current, &ExplainOptions { max_steps: Some(1) });
    if e.solutions == Solutions::None {
        return Standing::DeadEnd;
    }
    match (e.steps.into_iter().next(), e.ending) {
        (Some(step), _) => Standing::Next(Box::new(step)),
        (None, Ending::Solved) => Standing::Solved,
        _ => Standing::Stalled,
    }
}

/// The hint for `step` at `level`, with cells and units named by `names`.
///
/// `nudge`: `Look for a hidden single in box 2.`; `cells`: `… It uses F1.`; `full`: the
/// step's sentence and what it does, `F1 is the only cell of box 2 that can hold 8. Write
/// 8 in F1.`
pub fn hint_text(step: &Step, level: HintLevel, names: &dyn CellNames) -> String {
    let lang = sudoku_i18n::current();
    let technique = step.technique.words();
    // English chooses "a" or "an" by the name's first sound; the catalogs of other
    // languages ignore it.
    let an = if technique.starts_with(['a', 'e', 'i', 'o', 'X']) || technique.starts_with("ALS") {
        "yes"
    } else {
        "no"
    };
    let mut out = if step.technique == super::Technique::Guess {
        tr!("hint-guess")
    } else if step.units.is_empty() {
        tr!("hint-look", an = an, technique = technique.as_str())
    } else {
        let units: Vec<String> = step.units.iter().map(|&u| names.unit(u)).collect();
        tr!(
            "hint-look-in",
            an = an,
            technique = technique.as_str(),
            units = list_in(lang, &units, Join::And)
        )
    };
    if level >= HintLevel::Cells {
        let mut cells: Vec<usize> = Vec::new();
        for m in step.pattern.iter().filter(|m| m.role == Role::Main) {
            let c = usize::from(m.cand.cell);
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        let named: Vec<String> = cells.iter().map(|&c| names.cell(c)).collect();
        if !named.is_empty() {
            out.push_str(&tr!("hint-uses", cells = list_in(lang, &named, Join::And)));
        }
    }
    if level >= HintLevel::Full {
        out = tr!("hint-sentence", sentence = step.sentence(names));
        let mut placed = step.placements.clone();
        placed.sort_by_key(|p| (p.digit, p.cell));
        let writes: Vec<String> = placed
            .iter()
            .map(|p| {
                tr!(
                    "hint-digit-in",
                    digit = names.digit(p.digit),
                    cell = names.cell(usize::from(p.cell))
                )
            })
            .collect();
        if !writes.is_empty() {
            out.push_str(&tr!(
                "hint-write",
                writes = list_in(lang, &writes, Join::And)
            ));
        }
        if !step.eliminations.is_empty() {
            let gone: Vec<String> = step
                .eliminations
                .iter()
                .map(|c| {
                    tr!(
                        "step-digit-from",
                        digit = names.digit(c.digit),
                        cells = names.cell(usize::from(c.cell))
                    )
                })
                .collect();
            out.push_str(&tr!(
                "hint-cross-out",
                gone = list_in(lang, &gone, Join::And)
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::GridNames;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn hints_tell_more_at_each_level() {
        let g: Grid = CLASSIC.parse().unwrap();
        let Standing::Next(step) = check_game(&g, &g) else {
            panic!("a step is expected")
        };
        let say = |l| hint_text(&step, l, &GridNames);
        assert_eq!(say(HintLevel::Nudge), "Look for a hidden single in box 2.");
        assert_eq!(
            say(HintLevel::Cells),
            "Look for a hidden single in box 2. It uses F1."
        );
        assert_eq!(
            say(HintLevel::Full),
            "F1 is the only cell of box 2 that can hold 8. Write 8 in F1."
        );
    }

    #[test]
    fn games_are_judged() {
        let g: Grid = CLASSIC.parse().unwrap();
        let s = *solver::solve(&g).solution().unwrap();
        assert_eq!(check_game(&g, &s), Standing::Solved);
        let mut clash = g;
        clash.set(2, 5);
        assert!(matches!(check_game(&g, &clash), Standing::Clash(_)));
        let mut bad = g;
        bad.set(1, 5);
        assert!(matches!(check_game(&bad, &bad), Standing::BadPuzzle(_)));
        // Several solutions: wrong digits cannot be named, but a dead end can be seen.
        let open = Grid::empty();
        let mut dead = open;
        for (i, d) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
            dead.set(i, d);
        }
        dead.set(17, 9);
        assert_eq!(check_game(&open, &dead), Standing::DeadEnd);
        assert_eq!(check_game(&open, &open), Standing::Stalled);
        assert_eq!("CELLS".parse::<HintLevel>(), Ok(HintLevel::Cells));
    }
}
