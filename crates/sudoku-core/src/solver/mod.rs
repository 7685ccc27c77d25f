//! The solver: decides a grid (no solution, one, or several) and counts solutions up to a
//! limit. It knows nothing about spreadsheets.
//!
//! The engine (in `engine`) keeps, for every digit, a bitboard of the cells where it may
//! still go, split into three bands of 27 bits; it propagates band-local constraints and
//! singles to a fixpoint, then guesses, copying the state instead of undoing. Puzzles left
//! wide open, or that meet a few dead ends, are searched in a second mode that also
//! reasons on mini-rows and mini-columns (each holds three digits) and guesses on where a
//! digit lies in a band or stack rather than on a cell: about half the guesses on hard
//! puzzles, and no heavy tail on sparse ones. A search that still runs past a node budget
//! starts again in another order (the count stays exact). No allocation happens during
//! search, and no input makes it panic. On x86-64 the search is compiled twice, for the
//! baseline target and for CPUs with AVX2 and a fast BMI2 `pext`, and each call takes
//! the second when the CPU has them (detected once). `docs/algorithm.md` explains the design and the
//! measurements behind it.

mod engine;

use crate::grid::Grid;
pub use crate::outcome::Outcome;
use engine::Search;

/// Solves `grid`, telling a unique solution from several, and clashing givens from a
/// puzzle that merely has no solution.
///
/// ```
/// use sudoku_core::{solve, Grid, Outcome};
///
/// let puzzle: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse()
///         .unwrap();
/// let Outcome::Unique(solution) = solve(&puzzle) else { panic!("one solution") };
/// assert!(solution.is_solved() && puzzle.is_within(&solution));
/// ```
pub fn solve(grid: &Grid) -> Outcome {
    match solve_with_limit(grid, 2) {
        (1, Some(g)) => Outcome::Unique(g),
        (n, Some(g)) if n > 1 => Outcome::Multiple(g),
        // Only a puzzle without solution pays for the rule check.
        _ => match grid.conflicts() {
            cs if cs.is_empty() => Outcome::NoSolution,
            cs => Outcome::Conflicts(cs),
        },
    }
}

/// Counts the solutions of `grid`, stopping at `limit`.
///
/// ```
/// use sudoku_core::{count_solutions, Grid};
///
/// assert_eq!(count_solutions(&Grid::empty(), 5), 5);
/// ```
pub fn count_solutions(grid: &Grid, limit: usize) -> usize {
    search(grid, limit).count
}

/// Counts the solutions of `grid` up to `limit` and returns the count (never above
/// `limit`) with the first solution found (`None` when the count is 0, including when
/// `limit` is 0). Grids whose givens clash have no solution.
pub fn solve_with_limit(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let s = search(grid, limit);
    (s.count, s.first.map(|st| st.to_grid()))
}

/// What a search did: the count and first solution as from [`solve_with_limit`], and the
/// nodes (propagate, then stop or guess) and guesses (nodes that branched) it took. For
/// tests and benchmarks that bound the work on hard cases by count rather than by time.
#[doc(hidden)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchStats {
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution found.
    pub first: Option<Grid>,
    /// Nodes searched.
    pub nodes: u32,
    /// Guesses made.
    pub guesses: u32,
    /// Times the search started again with another guessing order (see `engine`).
    pub restarts: u32,
}

/// [`solve_with_limit`] with the work it took (see [`SearchStats`]).
#[doc(hidden)]
pub fn search_stats(grid: &Grid, limit: usize) -> SearchStats {
    stats(search(grid, limit))
}

fn search(grid: &Grid, limit: usize) -> Search {
    engine::search(grid, limit)
}

fn stats(s: Search) -> SearchStats {
    SearchStats {
        count: s.count,
        first: s.first.map(|st| st.to_grid()),
        nodes: s.nodes,
        guesses: s.guesses,
        restarts: s.restarts,
    }
}

/// Which build of the search to run: the one for the baseline target, or the one for
/// x86-64 CPUs with AVX2, BMI1, BMI2, POPCNT and LZCNT where `pext` is fast (all but AMD's
/// Zen 1 and Zen 2 and earlier). The public functions take the
/// second when the CPU has those features (unless the environment variable
/// `SUDOKU_PORTABLE` is set, and not to `0`, when the process starts solving); both give
/// the same results. For tests and benchmarks that compare the two.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isa {
    /// The baseline target (x86-64 with SSE2; any other architecture).
    Portable,
    /// AVX2, BMI1, BMI2 (with a fast `pext`), POPCNT and LZCNT; the portable build where the
    /// CPU lacks them.
    Native,
}

/// Whether [`Isa::Native`] really runs the native build on this CPU.
#[doc(hidden)]
pub fn native_available() -> bool {
    engine::native_available()
}

/// [`count_solutions`] with the build `isa`.
#[doc(hidden)]
pub fn count_solutions_on(grid: &Grid, limit: usize, isa: Isa) -> usize {
    engine::search_on(grid, limit, isa).count
}

/// [`search_stats`] with the build `isa`.
#[doc(hidden)]
pub fn search_stats_on(grid: &Grid, limit: usize, isa: Isa) -> SearchStats {
    stats(engine::search_on(grid, limit, isa))
}

/// Which of the search's two modes to use: as the search decides (what the public
/// functions do), or one of them throughout. Easy mode propagates band constraints and
/// singles and guesses on a cell; hard mode adds stacks and triads and guesses on a
/// digit's arrangement in a band or stack (see `docs/algorithm.md`, round 7). Both count
/// the same solutions; for tests and benchmarks that compare them.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Easy mode first, hard mode for grids left wide open by the first propagation or
    /// once easy mode meets a few dead ends.
    Auto,
    /// Easy mode throughout.
    Easy,
    /// Hard mode throughout.
    Hard,
}

/// [`search_stats_on`] in `mode`.
#[doc(hidden)]
pub fn search_stats_in(grid: &Grid, limit: usize, isa: Isa, mode: Mode) -> SearchStats {
    stats(engine::search_in(grid, limit, isa, mode))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HARD: &str =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const CLASSIC_SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn grid(s: &str) -> Grid {
        s.parse().expect("test grid parses")
    }

    fn check_solution(puzzle: &Grid, sol: &Grid) {
        assert!(sol.is_solved(), "{sol} is not a solution");
        assert!(
            puzzle.is_within(sol),
            "{sol} does not keep the givens of {puzzle}"
        );
    }

    #[test]
    fn classic_is_unique() {
        let p = grid(CLASSIC);
        assert_eq!(solve(&p), Outcome::Unique(grid(CLASSIC_SOLVED)));
        assert_eq!(count_solutions(&p, 10), 1);
    }

    #[test]
    fn hard_puzzle_is_unique() {
        let p = grid(HARD);
        match solve(&p) {
            Outcome::Unique(s) => check_solution(&p, &s),
            other => panic!("expected a unique solution, got {other:?}"),
        }
    }

    #[test]
    fn solved_grid_is_its_own_solution() {
        let p = grid(CLASSIC_SOLVED);
        assert_eq!(solve(&p), Outcome::Unique(p));
    }

    #[test]
    fn empty_grid_has_many() {
        let p = Grid::empty();
        match solve(&p) {
            Outcome::Multiple(s) => check_solution(&p, &s),
            other => panic!("expected several solutions, got {other:?}"),
        }
        assert_eq!(count_solutions(&p, 1000), 1000);
    }

    #[test]
    fn clashing_givens_have_none() {
        // Same digit twice in a row, a column and a box, each on its own, and twice in one
        // mini-row (a row and a box at once).
        for (a, b) in [(0, 8), (0, 72), (0, 20), (40, 30), (0, 1), (57, 59)] {
            let mut p = Grid::empty();
            p.set(a, 5);
            p.set(b, 5);
            assert!(
                matches!(solve(&p), Outcome::Conflicts(_)),
                "cells {a} and {b}"
            );
            assert_eq!(count_solutions(&p, 5), 0);
            assert_eq!(solve_with_limit(&p, 5), (0, None));
        }
        // A clash inside an otherwise solvable puzzle.
        let mut p = grid(CLASSIC);
        p.set(2, 5);
        assert!(matches!(solve(&p), Outcome::Conflicts(_)));
    }

    #[test]
    fn dead_end_without_a_direct_clash() {
        // Cell 8 (top-right) sees 1-8 in its row and 9 in its column: no candidate left,
        // yet no two givens clash.
        let mut p = Grid::empty();
        for (i, d) in (1..=8).enumerate() {
            p.set(i, d);
        }
        p.set(80, 9);
        assert!(p.conflicts().is_empty());
        assert_eq!(solve(&p), Outcome::NoSolution);
        assert_eq!(count_solutions(&p, 2), 0);

        // Digit 1 is shut out of box 0: rows 0 and 1 and columns 0 and 1 hold their 1
        // elsewhere and the last cell left, row 2 column 2, holds a 3. No cell is empty
        // at once and no two givens clash.
        let mut q = Grid::empty();
        for i in [4, 9 + 7, 5 * 9, 7 * 9 + 1] {
            q.set(i, 1);
        }
        q.set(2 * 9 + 2, 3);
        assert!(q.conflicts().is_empty());
        assert_eq!(solve(&q), Outcome::NoSolution);
    }

    #[test]
    fn limits_are_respected() {
        let empty = Grid::empty();
        assert_eq!(count_solutions(&empty, 0), 0);
        assert_eq!(solve_with_limit(&empty, 0), (0, None));
        assert_eq!(count_solutions(&empty, 1), 1);
        assert_eq!(count_solutions(&empty, 2), 2);
        assert_eq!(count_solutions(&empty, 37), 37);
        let unique = grid(CLASSIC);
        assert_eq!(count_solutions(&unique, 0), 0);
        assert_eq!(count_solutions(&unique, 1), 1);
        assert_eq!(count_solutions(&unique, 2), 1);
        assert_eq!(count_solutions(&unique, usize::MAX), 1);
        let (n, first) = solve_with_limit(&unique, 1);
        assert_eq!((n, first), (1, Some(grid(CLASSIC_SOLVED))));
    }

    #[test]
    fn small_exact_counts() {
        // Remove the four cells holding 1 and 2 at the corners of a rectangle from a
        // solved grid: the rectangle can be flipped, so exactly 2 solutions.
        let solved = grid(CLASSIC_SOLVED);
        let mut p = solved;
        let cells = solved.cells();
        let mut found = None;
        'search: for r1 in 0..9 {
            for r2 in (r1 + 1)..9 {
                if r1 / 3 == r2 / 3 {
                    continue;
                }
                for c1 in 0..9 {
                    for c2 in (c1 + 1)..9 {
                        if c1 / 3 != c2 / 3 {
                            continue;
                        }
                        let (a, b) = (cells[r1 * 9 + c1], cells[r1 * 9 + c2]);
                        if cells[r2 * 9 + c1] == b && cells[r2 * 9 + c2] == a {
                            found = Some([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
                            break 'search;
                        }
                    }
                }
            }
        }
        let rect = found.expect("the classic solution has a deadly rectangle");
        for i in rect {
            p.set(i, 0);
        }
        assert_eq!(count_solutions(&p, 10), 2);
        assert!(matches!(solve(&p), Outcome::Multiple(_)));
        // Removing one cell only: unique.
        let mut q = solved;
        q.set(rect[0], 0);
        assert_eq!(count_solutions(&q, 10), 1);
    }
}

// The words of the outcomes `solve` gives; here rather than in outcome.rs, which the
// solver uses and so cannot use it back.
#[cfg(test)]
mod outcome_tests {
    use super::solve;
    use crate::grid::Grid;
    use crate::outcome::{Outcome, Solutions, CLASHES_SHOWN};

    fn a1(i: usize) -> String {
        format!("{}{}", (b'A' + (i % 9) as u8) as char, i / 9 + 1)
    }

    #[test]
    fn outcomes_and_words() {
        let v = solve(&Grid::empty());
        assert!(matches!(v, Outcome::Multiple(_)));
        assert!(v.is_solved());
        assert_eq!(v.solutions(), Solutions::Several);
        assert_eq!(v.solutions().count(), 2);

        let mut g = Grid::empty();
        g.set(1, 7);
        g.set(5, 7);
        let v = solve(&g);
        assert_eq!(
            v.status_line(a1),
            "The givens break the rules: B1 and F1 both hold 7 (row 1)"
        );
        assert!(!v.is_solved());
        assert_eq!(v.solutions().count(), 0);

        // No two givens clash, yet A1 can hold nothing: 1-8 in its row, 9 in its column.
        let mut g = Grid::empty();
        for (i, d) in (1..=8).enumerate() {
            g.set(i + 1, d);
        }
        g.set(9 * 4, 9);
        assert_eq!(solve(&g), Outcome::NoSolution);
        assert_eq!(Outcome::NoSolution.status_line(a1), "No solution exists.");
        assert_eq!(Solutions::from_count(7), Solutions::Several);
        assert_eq!(Solutions::One.to_string(), "unique");

        // A row of 81 ones: thousands of clashes, five named.
        let ones = Grid::from_cells([1; 81]).unwrap();
        let line = solve(&ones).status_line(a1);
        assert!(line.len() < 300, "{line}");
        assert!(line.ends_with(&format!(
            "; and {} more clashes",
            ones.conflicts().len() - CLASHES_SHOWN
        )));
    }
}
