//! Cross-checks the solver against the `sudoku` crate on samples of the public puzzle
//! sets in `../shared/data` (skipped, with a note, when the data is absent), and checks
//! solver properties on random grids.

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use sudoku_core::grid::{Grid, PEERS};
use sudoku_core::solver::{count_solutions, solve, solve_with_limit, Outcome};

/// Every `STRIDE`-th puzzle of each set is checked (the tests run in debug builds).
const STRIDE: usize = 50;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data")
}

fn puzzle_lines(text: &str) -> impl Iterator<Item = String> + '_ {
    text.lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.chars().take(81).collect())
}

#[test]
fn samples_agree_with_the_sudoku_crate() {
    let dir = data_dir();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "note: {} is absent; skipping the set cross-check",
            dir.display()
        );
        return;
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .filter(|p| {
            !p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.to_ascii_lowercase().starts_with("readme"))
        })
        .collect();
    files.sort();
    let mut checked = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).expect("puzzle set is readable");
        for (i, line) in puzzle_lines(&text).enumerate().step_by(STRIDE) {
            let grid: Grid = line
                .parse()
                .unwrap_or_else(|e| panic!("{}: {line}: {e}", path.display()));
            let theirs = sudoku::Sudoku::from_str_line(&line)
                .unwrap_or_else(|e| panic!("{}: {line}: {e:?}", path.display()))
                .solutions_count_up_to(2);
            let (n, sol) = solve_with_limit(&grid, 2);
            assert_eq!(n, theirs, "{} #{i}: {line}", path.display());
            assert_eq!(count_solutions(&grid, 2), n);
            if n > 0 {
                let sol = sol.expect("a count above 0 comes with a solution");
                assert!(
                    sol.is_solved(),
                    "{} #{i}: {sol} is not solved",
                    path.display()
                );
                assert!(grid.is_within(&sol), "{} #{i}: givens lost", path.display());
            } else {
                assert!(sol.is_none());
            }
            checked += 1;
        }
    }
    eprintln!("cross-checked {checked} puzzles from {}", dir.display());
}

/// A random solved grid: the classic pattern `(3r + r/3 + c) % 9` relabelled, with rows
/// shuffled within bands, bands shuffled, and the same for columns.
fn solved_grid() -> impl Strategy<Value = Grid> {
    (
        Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        proptest::collection::vec(Just(vec![0usize, 1, 2]).prop_shuffle(), 3),
        Just(vec![0usize, 1, 2]).prop_shuffle(),
        proptest::collection::vec(Just(vec![0usize, 1, 2]).prop_shuffle(), 3),
    )
        .prop_map(|(digits, bands, rows, stacks, cols)| {
            let mut cells = [0u8; 81];
            for r in 0..9 {
                for c in 0..9 {
                    let rr = 3 * bands[r / 3] + rows[r / 3][r % 3];
                    let cc = 3 * stacks[c / 3] + cols[c / 3][c % 3];
                    cells[r * 9 + c] = digits[(3 * rr + rr / 3 + cc) % 9];
                }
            }
            Grid::from_cells(cells).expect("digits are 1-9")
        })
}

/// A solved grid and a puzzle made from it by emptying random cells.
fn puzzle() -> impl Strategy<Value = (Grid, Grid)> {
    (
        solved_grid(),
        proptest::collection::vec(any::<bool>(), 81),
        0u8..=100,
    )
        .prop_map(|(solved, coin, keep_pct)| {
            let mut p = solved;
            for (i, &heads) in coin.iter().enumerate() {
                // Keep roughly keep_pct% of the cells, mixing two sources of randomness.
                let keep =
                    heads && ((i as u32 * 37 + keep_pct as u32) % 101) < keep_pct as u32 + 20;
                if !keep {
                    p.set(i, 0);
                }
            }
            (solved, p)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn solved_grids_are_generated_valid(g in solved_grid()) {
        prop_assert!(g.is_solved());
    }

    #[test]
    fn holed_grids_keep_a_solution((solved, p) in puzzle()) {
        let (n, sol) = solve_with_limit(&p, 2);
        prop_assert!(n >= 1);
        let sol = sol.expect("a solution");
        prop_assert!(sol.is_solved());
        prop_assert!(p.is_within(&sol));
        match solve(&p) {
            Outcome::Unique(s) => prop_assert_eq!(s, solved),
            Outcome::Multiple(s) => prop_assert!(p.is_within(&s) && s.is_solved()),
            other => prop_assert!(false, "no solution for {}: {:?}", p, other),
        }
    }

    #[test]
    fn a_clashing_given_leaves_none((_solved, p) in puzzle(), cell in 0usize..81, peer in 0usize..20) {
        // Copy a digit onto a peer's cell (or set the same digit on two peers of an empty
        // puzzle spot): the grid then breaks a rule.
        let mut g = p;
        let other = PEERS[cell][peer] as usize;
        let digit = match (g.get(cell), g.get(other)) {
            (Some(d), _) => d,
            (None, Some(d)) => d,
            (None, None) => {
                g.set(cell, 4);
                4
            }
        };
        g.set(cell, digit);
        g.set(other, digit);
        prop_assert!(!g.conflicts().is_empty());
        prop_assert_eq!(count_solutions(&g, 2), 0);
        prop_assert_eq!(solve_with_limit(&g, 2), (0, None));
        prop_assert_eq!(solve(&g), Outcome::Conflicts(g.conflicts()));
    }
}
