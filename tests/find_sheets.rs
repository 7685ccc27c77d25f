//! Generated sheets (issue 41) through real workbook files and the binary: the sheets of
//! `crates/sudoku-core/tests/sheetgen` written as xlsx files (digits as numbers or text,
//! typos, letters, error values, dates, formulas never calculated), then `find`, `solve
//! --range auto` and `solve` on the default range run over the folder. `find` must name
//! exactly the grids laid out, `--range auto` must write digits only into them, and the
//! default range's refusal must name where the grid is.
//!
//! The in-memory run (`find_generated`) checks thousands of sheets, with grids one of
//! whose edge lines is empty (which read two ways); here the sheets are the ones with a
//! single reading, so that every line the binary prints can be held to the truth.

mod common;
#[path = "../crates/sudoku-core/tests/sheetgen/mod.rs"]
mod sheetgen;

use std::collections::HashMap;
use std::path::Path;

use calamine::Data;
use common::*;
use rust_xlsxwriter::{ExcelDateTime, Format, Formula, Workbook};
use sheetgen::{Bad, Cell, Sheet, Truth};
use sudoku_core::grid::Grid;
use sudoku_core::outcome::Outcome;

/// How many sheets go through the binary.
const SHEETS: usize = 240;

fn range_of(t: &Truth) -> String {
    let name = |r: u32, c: u32| sudoku_workbook::cell_name(r, c);
    format!("{}:{}", name(t.row, t.col), name(t.row + 8, t.col + 8))
}

/// Writes `sheet` as a workbook at `path`.
fn write(sheet: &Sheet, path: &Path) {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let date = Format::new().set_num_format("d/m");
    let mut unsaved = false;
    for (k, (r, c, cell)) in sheet.cells.iter().enumerate() {
        let (r, c) = (*r, *c as u16);
        match cell {
            // Now and then a digit typed as text, as people paste them.
            Cell::Digit(d) if (k as u64 + sheet.seed).is_multiple_of(11) => {
                ws.write_string(r, c, d.to_string()).map(|_| ())
            }
            Cell::Digit(d) => ws.write_number(r, c, f64::from(*d)).map(|_| ()),
            Cell::Text(t) => ws.write_string(r, c, t).map(|_| ()),
            Cell::Number(x) => ws.write_number(r, c, *x).map(|_| ()),
            Cell::Bad(Bad::Typo) => ws.write_number(r, c, 55).map(|_| ()),
            Cell::Bad(Bad::Letter) => ws.write_string(r, c, "x").map(|_| ()),
            Cell::Bad(Bad::Error) => ws
                .write_formula(r, c, Formula::new("=NA()").set_result("#N/A"))
                .map(|_| ()),
            Cell::Bad(Bad::Date) => {
                let day = ExcelDateTime::from_ymd(2026, 1, 5).unwrap();
                ws.write_datetime_with_format(r, c, &day, &date).map(|_| ())
            }
            Cell::Bad(Bad::Formula) => {
                unsaved = true;
                ws.write_formula(r, c, "=2+3").map(|_| ())
            }
        }
        .unwrap();
    }
    wb.save(path).unwrap();
    if unsaved {
        // What a program that never calculates writes: a formula with no <v>.
        package::edit_part(path, "xl/worksheets/sheet1.xml", |x| {
            x.replace("<f>2+3</f><v>0</v>", "<f>2+3</f>")
        });
    }
}

/// The sheets to run: generated from seeds in turn, keeping those whose grids read one
/// way only.
fn sheets() -> Vec<Sheet> {
    let pool: Vec<Grid> = sheetgen::pool();
    (0u64..)
        .map(|seed| Sheet::generate(seed, &pool))
        .filter(|s| s.grids.iter().all(|t| !t.empty_edge))
        .take(SHEETS)
        .collect()
}

/// The messages of `text` about `file`, by the name the binary prints for it: a line
/// naming it with the indented lines that go on from it.
fn about(text: &str, file: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut on = false;
    for line in text.lines() {
        if line.starts_with(' ') {
            if on {
                if let Some(last) = out.last_mut() {
                    last.push_str(line);
                }
            }
            continue;
        }
        on = line.contains(&format!("/{file}:"));
        if on {
            out.push(line.to_string());
        }
    }
    out
}

#[test]
fn generated_sheets_through_the_binary() {
    let s = Scratch::new();
    let dir = s.path("sheets");
    std::fs::create_dir(&dir).unwrap();
    let sheets = sheets();
    let name = |sheet: &Sheet| format!("s{}.xlsx", sheet.seed);
    for sheet in &sheets {
        write(sheet, &dir.join(name(sheet)));
    }

    // `find` names each grid laid out, at its place, with its bad cells, and nothing else.
    let out = cmd(s.dir.path()).args(["find", "sheets"]).output().unwrap();
    let found = String::from_utf8(out.stdout).unwrap();
    let mut problems = Vec::new();
    for sheet in &sheets {
        let lines = about(&found, &name(sheet));
        let listed = lines.iter().filter(|l| l.contains(" givens ")).count();
        if listed != sheet.grids.len() {
            problems.push(format!(
                "{}: {lines:?}, laid out {:?}",
                name(sheet),
                sheet.grids
            ));
            continue;
        }
        for t in &sheet.grids {
            let want = format!(
                "Sheet1!{}  {} givens  {}",
                range_of(t),
                t.grid.givens(),
                t.kind
            );
            let line = lines.iter().find(|l| l.contains(&want));
            let bad_named = t
                .bad
                .iter()
                .all(|&(r, c)| line.is_some_and(|l| l.contains(&sudoku_workbook::cell_name(r, c))));
            if line.is_none() || !bad_named || line.is_some_and(|l| l.contains("also fit")) {
                problems.push(format!("{}: want {want:?} in {lines:?}", name(sheet)));
            }
        }
    }
    assert!(problems.is_empty(), "find:\n{}", problems.join("\n"));

    // `--range auto` writes digits into the grids laid out and nowhere else, and solves
    // every one that is a puzzle.
    cmd(s.dir.path())
        .args([
            "solve",
            "sheets",
            "--range",
            "auto",
            "--out-dir",
            "auto",
            "-q",
        ])
        .output()
        .unwrap();
    for sheet in &sheets {
        let out = s
            .path("auto")
            .join(name(sheet).replace(".xlsx", ".solved.xlsx"));
        let solvable =
            |t: &Truth| t.bad.is_empty() && matches!(t.kind, "unique" | "several solutions");
        if !out.exists() {
            if sheet
                .grids
                .iter()
                .any(|t| solvable(t) && t.kind == "unique")
            {
                problems.push(format!(
                    "{}: no output, grids {:?}",
                    name(sheet),
                    sheet.grids
                ));
            }
            continue;
        }
        let before: HashMap<(u32, u32), &Cell> =
            sheet.cells.iter().map(|(r, c, x)| ((*r, *c), x)).collect();
        let after = read_cells(&out, "Sheet1", 0..=u32::MAX - 1);
        for ((r, c), v) in &after {
            let digit = matches!(v, Data::Float(f) if (1.0..=9.0).contains(f) && f.fract() == 0.0);
            if !digit || before.contains_key(&(*r, *c)) {
                continue;
            }
            let inside = sheet.grids.iter().any(|t| {
                solvable(t) && (t.row..t.row + 9).contains(r) && (t.col..t.col + 9).contains(c)
            });
            if !inside {
                problems.push(format!("{}: a digit written at {r},{c}", name(sheet)));
                break;
            }
        }
        for t in sheet
            .grids
            .iter()
            .filter(|t| solvable(t) && t.kind == "unique")
        {
            let Outcome::Unique(solution) = sudoku_core::solve(&t.grid) else {
                unreachable!()
            };
            if read_line(&out, "Sheet1", (t.row, t.col)) != solution.to_string() {
                problems.push(format!("{}: {} not solved", name(sheet), range_of(t)));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "--range auto:\n{}",
        problems.join("\n")
    );

    // The default range, where it is not the grid, is refused with the grid's place.
    let out = cmd(s.dir.path())
        .args(["solve", "sheets", "--out-dir", "default", "-q"])
        .output()
        .unwrap();
    let said = String::from_utf8(out.stderr).unwrap();
    let mut checked = 0;
    for sheet in &sheets {
        let at_a1 = sheet.grids.iter().any(|t| (t.row, t.col) == (0, 0));
        let puzzles: Vec<String> = sheet
            .grids
            .iter()
            .filter(|t| t.kind != "full")
            .map(range_of)
            .collect();
        if at_a1 || puzzles.is_empty() {
            continue;
        }
        checked += 1;
        let lines = about(&said, &name(sheet));
        let written = s
            .path("default")
            .join(name(sheet).replace(".xlsx", ".solved.xlsx"));
        let names = lines
            .iter()
            .any(|l| puzzles.iter().any(|p| l.contains(p.as_str())));
        if !names || written.exists() {
            problems.push(format!("{}: {lines:?}, grids at {puzzles:?}", name(sheet)));
        }
    }
    assert!(
        checked * 2 > SHEETS,
        "only {checked} sheets had their grid off A1"
    );
    assert!(
        problems.is_empty(),
        "default range:\n{}",
        problems.join("\n")
    );
}

/// The symbol a valid grid of `n` cells a side holds at `(r, c)`: a pattern whose rows,
/// columns and boxes (as near square as `n` allows, wider than tall) never repeat one, so
/// that a range cutting into it reads as a puzzle that keeps the rules.
fn pattern(n: u32, r: u32, c: u32) -> u32 {
    let rows = (1..=n)
        .filter(|&d| n.is_multiple_of(d) && d * d <= n)
        .max()
        .unwrap_or(1);
    let cols = n / rows;
    ((r % rows) * cols + r / rows + c) % n + 1
}

#[test]
fn generated_sheets_of_other_sizes_through_the_binary() {
    let s = Scratch::new();
    let mut checked = 0;
    for n in [4u32, 6, 8, 10, 12, 15, 16, 25] {
        let mut made = 0;
        for seed in 0u64.. {
            if made == 6 {
                break;
            }
            let (cells, truth) = sheetgen::sized(seed * 31 + u64::from(n), n);
            let Some((row, col)) = truth else { continue };
            made += 1;
            let file = format!("sized-{n}-{seed}.xlsx");
            let mut wb = Workbook::new();
            let ws = wb.add_worksheet();
            for (r, c, symbol) in cells {
                if symbol {
                    let v = pattern(n, r - row, c - col);
                    ws.write_number(r, c as u16, f64::from(v)).unwrap();
                } else {
                    ws.write_string(r, c as u16, "Sunday").unwrap();
                }
            }
            wb.save(s.path(&file)).unwrap();
            let last = |k: u32| k + n - 1;
            let range = format!(
                "{}:{}",
                sudoku_workbook::cell_name(row, col),
                sudoku_workbook::cell_name(last(row), last(col))
            );
            let out = cmd(s.dir.path())
                .args(["solve", &file, "--size", &n.to_string()])
                .output()
                .unwrap();
            let err = String::from_utf8(out.stderr).unwrap();
            assert_eq!(out.status.code(), Some(2), "{file}: {err}");
            assert!(err.contains(&range), "{file}: the grid at {range}: {err}");
            assert!(!s.path(&file.replace(".xlsx", ".solved.xlsx")).exists());
            checked += 1;
        }
    }
    assert_eq!(checked, 48);
}
