//! Any grid, solved. Every solution must be a valid full grid that keeps the givens; the
//! counts must agree with the outcome and with a plain reference backtracker (bounded, so
//! that a slow case of the reference does not stall the fuzzer).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::grid::{BOX_OF, COL_OF, ROW_OF};
use sudoku_core::{count_solutions, solve, Grid, Outcome};

/// Counts solutions up to 2 by plain backtracking; `None` when it needs too many steps.
fn reference(cells: &mut [u8; 81], steps: &mut u32) -> Option<usize> {
    *steps += 1;
    if *steps > 200_000 {
        return None;
    }
    let Some(i) = cells.iter().position(|&d| d == 0) else {
        return Some(1);
    };
    let mut total = 0;
    for d in 1..=9u8 {
        let clash = (0..81).any(|j| {
            cells[j] == d
                && (ROW_OF[i] == ROW_OF[j] || COL_OF[i] == COL_OF[j] || BOX_OF[i] == BOX_OF[j])
        });
        if clash {
            continue;
        }
        cells[i] = d;
        total += reference(cells, steps)?;
        cells[i] = 0;
        if total >= 2 {
            break;
        }
    }
    cells[i] = 0;
    Some(total.min(2))
}

fuzz_target!(|data: &[u8]| {
    let mut cells = [0u8; 81];
    for (c, b) in cells.iter_mut().zip(data) {
        // Mostly empty cells, as real puzzles are.
        *c = if *b < 160 { 0 } else { b % 9 + 1 };
    }
    let grid = Grid::from_cells(cells).expect("digits are 0-9");
    let outcome = solve(&grid);
    let count = count_solutions(&grid, 2);
    match outcome {
        Outcome::Unique(s) | Outcome::Multiple(s) => {
            assert!(s.is_solved(), "{grid}: {s} is not solved");
            assert!(grid.is_within(&s), "{grid}: {s} drops a given");
            assert_eq!(
                count,
                if matches!(outcome, Outcome::Unique(_)) {
                    1
                } else {
                    2
                }
            );
        }
        Outcome::NoSolution | Outcome::Conflicts(_) => assert_eq!(count, 0),
    }
    assert!(count_solutions(&grid, 1) <= 1);
    if grid.conflicts().is_empty() {
        let mut c = *grid.cells();
        if let Some(r) = reference(&mut c, &mut 0) {
            assert_eq!(r, count, "{grid}: reference {r}, solver {count}");
        }
    } else {
        assert_eq!(count, 0);
    }
});
