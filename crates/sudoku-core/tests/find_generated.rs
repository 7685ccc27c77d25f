//! The finder on generated sheets (issue 41): thousands of sheets laid out as people lay
//! them out (tests/sheetgen), each with the true place of its grids known. `find` must
//! name exactly those grids, at their places, with their bad cells, clash or lack of a
//! solution; a grid one of whose edge lines is empty may be named with the reading one
//! line over as an alternative (the cells cannot tell them apart), never guessed.
//!
//! Deterministic: sheet `k` comes from seed `k`. `SHEETS_SEED=k` runs one sheet,
//! `SHEETS_CASES=n` more of them; the ignored `many_generated_sheets` runs 1,000,000.

mod sheetgen;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use sheetgen::{Cell, Sheet};
use sudoku_core::grid::Grid;
use sudoku_core::locate::{find, TableCell};

fn table(sheet: &Sheet) -> Vec<(u32, u32, TableCell)> {
    sheet
        .cells
        .iter()
        .map(|(r, c, cell)| {
            let t = match cell {
                Cell::Digit(d) => TableCell::Digit(*d),
                Cell::Number(x) if *x == 0.0 => TableCell::Zero,
                Cell::Number(_) | Cell::Text(_) | Cell::Bad(_) => TableCell::Other,
            };
            (*r, *c, t)
        })
        .collect()
}

/// What is wrong with `find` on `sheet`, if anything; else how many of its grids with bad
/// cells were named with an alternative reading (bad cells could be either side).
fn check(sheet: &Sheet) -> Result<u64, String> {
    let mut ambiguous = 0;
    let search = find(table(sheet));
    if std::env::var_os("SHEETS_SHOW").is_some() {
        eprintln!("{}", show(sheet));
        for f in &search.grids {
            eprintln!(
                "found {},{} {} also {:?} bad {:?}",
                f.row,
                f.col,
                f.kind(),
                f.also,
                f.bad
            );
        }
    }
    let say = |what: String| Err(format!("seed {}: {what}\n{:?}", sheet.seed, sheet.grids));

    if search.grids.len() != sheet.grids.len() {
        let at: Vec<_> = search
            .grids
            .iter()
            .map(|f| (f.row, f.col, f.kind()))
            .collect();
        return say(format!(
            "{} grids found, {} laid out: found {at:?}",
            search.grids.len(),
            sheet.grids.len()
        ));
    }
    for t in &sheet.grids {
        let Some(f) = search
            .grids
            .iter()
            .find(|f| f.row.abs_diff(t.row) < 9 && f.col.abs_diff(t.col) < 9)
        else {
            return say(format!("no grid found at or near {},{}", t.row, t.col));
        };
        let readings: Vec<(u32, u32)> = std::iter::once((f.row, f.col))
            .chain(f.also.iter().copied())
            .collect();
        if t.empty_edge && (f.row, f.col) != (t.row, t.col) {
            // The same cells read one line over as a puzzle with one solution are taken
            // for the grid when the grid as laid out has none (or clashes): the cells
            // cannot tell the two apart, and a puzzle that works is what was meant far
            // more often than not.
            let cells_in = |r: u32, c: u32| {
                let mut v: Vec<(u32, u32)> = sheet
                    .cells
                    .iter()
                    .filter(|x| (r..r + 9).contains(&x.0) && (c..c + 9).contains(&x.1))
                    .map(|x| (x.0, x.1))
                    .collect();
                v.sort_unstable();
                v
            };
            let same = cells_in(f.row, f.col) == cells_in(t.row, t.col);
            // So is a reading that keeps the rules, when the grid as laid out clashes.
            let broken = matches!(t.kind, "no solution" | "givens clash");
            let sound = !matches!(f.kind(), "givens clash" | "bad cells");
            if same && (broken && f.kind() == "unique" || t.kind == "givens clash" && sound) {
                continue;
            }
            if !readings.contains(&(t.row, t.col)) {
                return say(format!(
                    "the grid at {},{} (an empty edge line) was read at {readings:?}",
                    t.row, t.col
                ));
            }
            continue;
        }
        // A grid with bad cells whose digits read as well with other cells taken for
        // its bad ones (a label beside it instead of a typo past an empty column of its
        // own) is named with that reading as an alternative.
        let told_apart =
            t.empty_edge || t.bad.is_empty() || f.bad.is_empty() || readings.len() == 1;
        if !told_apart && readings.contains(&(t.row, t.col)) {
            ambiguous += 1;
            if std::env::var_os("SHEETS_AMBIG").is_some() {
                eprintln!(
                    "{}\n{:?} read {readings:?} truth {:?}",
                    show(sheet),
                    t.bad,
                    (t.row, t.col, t.empty_edge)
                );
            }
            continue;
        }
        if (f.row, f.col) != (t.row, t.col) {
            return say(format!(
                "the grid at {},{} was found at {},{} ({})",
                t.row,
                t.col,
                f.row,
                f.col,
                f.kind()
            ));
        }
        if !t.empty_edge && !f.also.is_empty() {
            return say(format!("{},{}: alternatives {:?}", t.row, t.col, f.also));
        }
        if f.kind() != t.kind || f.bad != t.bad {
            return say(format!(
                "{},{}: found {} {:?}, laid out {} {:?}",
                t.row,
                t.col,
                f.kind(),
                f.bad,
                t.kind,
                t.bad
            ));
        }
    }
    Ok(ambiguous)
}

/// The sheet as text, a character a cell: digits, `t` text, `#` a number that is no
/// digit, `0`, `x` a bad cell.
fn show(sheet: &Sheet) -> String {
    let rows = sheet.cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
    let cols = sheet.cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    let mut out = vec![vec!['.'; cols as usize]; rows as usize];
    for (r, c, cell) in &sheet.cells {
        out[*r as usize][*c as usize] = match cell {
            Cell::Digit(d) => char::from(b'0' + d),
            Cell::Text(_) => 't',
            Cell::Number(x) if *x == 0.0 => '0',
            Cell::Number(_) => '#',
            Cell::Bad(_) => 'x',
        };
    }
    out.iter()
        .enumerate()
        .map(|(k, r)| format!("{k:3} {}", r.iter().collect::<String>()))
        .collect::<Vec<_>>()
        .join("\n")
}

fn run(cases: u32, first: u64) {
    let pool: Vec<Grid> = sheetgen::pool();
    if let Some(seed) = std::env::var("SHEETS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        if let Err(e) = check(&Sheet::generate(seed, &pool)) {
            panic!("{e}");
        }
        return;
    }
    let cases = std::env::var("SHEETS_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(cases);
    // The runner is seeded: every run checks the same sheets, and a failure names the
    // smallest seed that fails.
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        TestRng::from_seed(RngAlgorithm::ChaCha, &first.to_le_bytes().repeat(4)),
    );
    let named_twice = std::sync::atomic::AtomicU64::new(0);
    let result = runner.run(&any::<u64>(), |seed| {
        let n = check(&Sheet::generate(seed, &pool)).map_err(TestCaseError::fail)?;
        named_twice.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    // Such readings stay rare: a finder that called every grid with bad cells ambiguous
    // would pass the rest of the check.
    let ambiguous = named_twice.into_inner();
    eprintln!("{cases} sheets; {ambiguous} grids with bad cells named with an alternative");
    assert!(
        ambiguous * 200 <= u64::from(cases),
        "{ambiguous} of {cases}"
    );
}

#[test]
fn generated_sheets_find_exactly_their_grids() {
    run(10_000, 41);
}

#[test]
#[ignore = "1,000,000 generated sheets: a long run"]
fn many_generated_sheets() {
    run(1_000_000, 4141);
}

#[test]
fn generated_sheets_of_other_sizes_point_at_their_grid() {
    use sudoku_core::locate::find_square;
    let mut checked = 0;
    for n in sudoku_core::general::SIZES.iter().map(|&n| n as u32) {
        if n == 9 {
            continue;
        }
        for seed in 0..1000u64 {
            let (cells, truth) = sheetgen::sized(seed * 31 + u64::from(n), n);
            let Some(truth) = truth else { continue };
            let at = find_square(cells, n, (0, 0, n));
            assert_eq!(
                at,
                Some(truth),
                "{n}x{n}, seed {}",
                seed * 31 + u64::from(n)
            );
            checked += 1;
        }
    }
    eprintln!("{checked} sheets of other sizes");
    assert!(checked > 5000, "{checked}");
}
