//! End-to-end tests of finding grids wherever they were typed: `find` on workbooks the
//! tests write in the layouts of real Sudoku workbooks, `solve --range auto`, and the
//! guard that refuses a range which is a shifted or partial view of a grid.

mod common;

use std::path::Path;

use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::{Workbook, Worksheet};

const HARD: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// A one-sheet workbook laid out by `draw`.
fn book(path: &Path, draw: impl FnOnce(&mut Worksheet)) {
    let mut wb = Workbook::new();
    draw(wb.add_worksheet());
    wb.save(path).unwrap();
}

/// `sudoku-xlsx find` on `file`: its stdout lines.
fn find_lines(s: &Scratch, file: &str) -> Vec<String> {
    let out = cmd(s.dir.path())
        .args(["find", file])
        .assert()
        .code(0)
        .get_output()
        .clone();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The real layouts: each workbook, where its grids are, and what `find` says of them.
fn layouts(s: &Scratch) -> Vec<(&'static str, Vec<&'static str>)> {
    let mut out = Vec::new();

    book(&s.path("title.xlsx"), |ws| {
        ws.write_string(0, 0, "Sudoku of the week").unwrap();
        put_line(ws, 1, 0, CLASSIC);
    });
    out.push(("title.xlsx", vec!["Sheet1!A2:I10  30 givens  unique"]));

    book(&s.path("game.xlsx"), |ws| {
        ws.write_string(4, 1, "Game:").unwrap();
        put_line(ws, 5, 1, CLASSIC);
    });
    out.push(("game.xlsx", vec!["Sheet1!B6:J14  30 givens  unique"]));

    // Three grids side by side with a column between, at different heights.
    book(&s.path("three.xlsx"), |ws| {
        put_line(ws, 8, 3, CLASSIC);
        put_line(ws, 4, 13, HARD);
        put_line(ws, 2, 23, CLASSIC_SOLVED);
    });
    out.push((
        "three.xlsx",
        vec![
            "Sheet1!X3:AF11  81 givens  full",
            "Sheet1!N5:V13  17 givens  unique",
            "Sheet1!D9:L17  30 givens  unique",
        ],
    ));

    // Stacked slots: the puzzle's number in the column to the left, a blank row between.
    book(&s.path("slots.xlsx"), |ws| {
        for k in 0..4u32 {
            ws.write_number(k * 10, 0, (k + 1) as f64).unwrap();
            put_line(ws, k * 10, 1, if k % 2 == 0 { CLASSIC } else { HARD });
        }
    });
    out.push((
        "slots.xlsx",
        vec![
            "Sheet1!B1:J9  30 givens  unique",
            "Sheet1!B11:J19  17 givens  unique",
            "Sheet1!B21:J29  30 givens  unique",
            "Sheet1!B31:J39  17 givens  unique",
        ],
    ));

    // A header row of "A1".."A9" texts, the grid one row below.
    book(&s.path("header.xlsx"), |ws| {
        for c in 0..9u16 {
            ws.write_string(0, c, format!("A{}", c + 1)).unwrap();
        }
        put_line(ws, 1, 0, CLASSIC);
    });
    out.push(("header.xlsx", vec!["Sheet1!A2:I10  30 givens  unique"]));

    // Index labels 0-8 around the grid, sums of 45 and zeros below it.
    book(&s.path("labels.xlsx"), |ws| {
        for k in 0..9u16 {
            ws.write_number(0, 1 + k, k as f64).unwrap();
            ws.write_number(1 + u32::from(k), 0, k as f64).unwrap();
            ws.write_number(10, 1 + k, 45).unwrap();
            ws.write_number(11, 1 + k, 0).unwrap();
        }
        put_line(ws, 1, 1, CLASSIC);
    });
    out.push(("labels.xlsx", vec!["Sheet1!B2:J10  30 givens  unique"]));

    // The solution right next to its puzzle, and notes beside it.
    book(&s.path("solution.xlsx"), |ws| {
        put_line(ws, 0, 0, CLASSIC);
        put_line(ws, 0, 9, CLASSIC_SOLVED);
        ws.write_string(0, 19, "Solution on the right").unwrap();
    });
    out.push((
        "solution.xlsx",
        vec![
            "Sheet1!A1:I9  30 givens  unique",
            "Sheet1!J1:R9  81 givens  full",
        ],
    ));

    // A block of a larger table of numbers is no grid.
    book(&s.path("table.xlsx"), |ws| {
        for r in 0..30u32 {
            for c in 0..20u16 {
                ws.write_number(r, c, ((r * 7 + u32::from(c) * 3) % 9 + 1) as f64)
                    .unwrap();
            }
        }
    });
    out.push((
        "table.xlsx",
        vec!["no grid found (a grid is 9x9 digits with at least 17 of them)"],
    ));
    out
}

#[test]
fn find_names_every_grid_of_the_real_layouts() {
    let s = Scratch::new();
    for (file, expected) in layouts(&s) {
        let lines = find_lines(&s, file);
        let expected: Vec<String> = expected.iter().map(|e| format!("{file}: {e}")).collect();
        assert_eq!(lines, expected, "{file}");
    }
}

#[test]
fn range_auto_solves_every_grid_found_in_place() {
    let s = Scratch::new();
    for (file, expected) in layouts(&s) {
        if file == "table.xlsx" {
            cmd(s.dir.path())
                .args(["solve", file, "--range", "auto"])
                .assert()
                .code(2)
                .stderr(predicate::str::contains(
                    "no 9x9 grid of at least 17 digits",
                ));
            continue;
        }
        cmd(s.dir.path())
            .args(["solve", file, "--range", "auto", "-q"])
            .assert()
            .code(0);
        let out = s.path(&file.replace(".xlsx", ".solved.xlsx"));
        for line in expected {
            // `Sheet1!B6:J14  30 givens  unique` → the solved grid at B6.
            let range = line.split_whitespace().next().unwrap();
            let cells = range.split('!').nth(1).unwrap();
            let top_left = cells.split(':').next().unwrap();
            let (row, col) = address(top_left);
            let solved = read_line(&out, "Sheet1", (row, col));
            assert!(!solved.contains('.'), "{file} {range}: {solved}");
            assert_solves(&solved, &solved);
        }
    }
    // rate takes it too.
    cmd(s.dir.path())
        .args(["rate", "slots.xlsx", "--range", "auto"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("slots.xlsx: Sheet1!B31:J39: "));
}

/// `B6` → (5, 1).
fn address(a1: &str) -> (u32, u32) {
    let letters: String = a1.chars().take_while(char::is_ascii_alphabetic).collect();
    let digits: String = a1.chars().skip_while(char::is_ascii_alphabetic).collect();
    let col = letters
        .bytes()
        .fold(0u32, |n, b| n * 26 + u32::from(b - b'A' + 1))
        - 1;
    (digits.parse::<u32>().unwrap() - 1, col)
}

#[test]
fn a_range_that_misses_the_grid_is_refused_with_the_grids_place() {
    let s = Scratch::new();
    // The grid typed one row, one column, down and right of where it is asked for, and
    // one to the left and up of a range asked lower down.
    for (at, range, expected) in [
        (
            (1u32, 0u16),
            "A1:I9",
            "Sheet1!A1:I9 looks like part of a grid at Sheet1!A2:I10 (digits in",
        ),
        (
            (0, 1),
            "A1:I9",
            "Sheet1!A1:I9 looks like part of a grid at Sheet1!B1:J9 (digits in",
        ),
        (
            (4, 4),
            "E6:M14",
            "Sheet1!E6:M14 looks like part of a grid at Sheet1!E5:M13 (digits in",
        ),
        (
            (4, 4),
            "F5:N13",
            "Sheet1!F5:N13 looks like part of a grid at Sheet1!E5:M13 (digits in",
        ),
    ] {
        book(&s.path("shifted.xlsx"), |ws| {
            put_line(ws, at.0, at.1, CLASSIC)
        });
        for command in ["solve", "rate"] {
            cmd(s.dir.path())
                .args([command, "shifted.xlsx", "--range", range, "--force"])
                .assert()
                .code(2)
                .stderr(predicate::str::contains(expected))
                .stderr(predicate::str::contains("--range auto"));
        }
        assert!(!s.path("shifted.solved.xlsx").exists(), "{range}");
        // --exact reads exactly what was asked.
        cmd(s.dir.path())
            .args([
                "solve",
                "shifted.xlsx",
                "--range",
                range,
                "--exact",
                "--force",
                "-q",
            ])
            .assert()
            .code(predicate::in_iter([0, 1]));
        std::fs::remove_file(s.path("shifted.solved.xlsx")).ok();
    }
    // The default A1:I9, empty, while the grid is at B12:J20.
    book(&s.path("elsewhere.xlsx"), |ws| put_line(ws, 11, 1, CLASSIC));
    cmd(s.dir.path())
        .args(["solve", "elsewhere.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "Sheet1!A1:I9 is empty, but the sheet has a grid at B12:J20; use --range B12:J20, or --range auto",
        ));
    // The message of the issue: digits just below the default range.
    book(&s.path("below.xlsx"), |ws| put_line(ws, 1, 0, CLASSIC));
    cmd(s.dir.path())
        .args(["solve", "below.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "below.xlsx: Sheet1!A1:I9 looks like part of a grid at Sheet1!A2:I10 (digits in E10, H10, I10 just below it); use --range A2:I10, or --range auto",
        ));
}

#[test]
fn layouts_that_worked_keep_working_with_their_ranges() {
    let s = Scratch::new();
    let _ = layouts(&s);
    for (file, range) in [
        ("slots.xlsx", "B11:J19"),
        ("solution.xlsx", "A1:I9"),
        ("labels.xlsx", "B2:J10"),
        ("three.xlsx", "N5:V13"),
        ("title.xlsx", "A2:I10"),
    ] {
        cmd(s.dir.path())
            .args(["solve", file, "--range", range, "--force", "-q"])
            .assert()
            .code(0);
    }
    // Two ranges on the stacked slots at once.
    cmd(s.dir.path())
        .args([
            "solve",
            "slots.xlsx",
            "-r",
            "B1:J9",
            "-r",
            "B21:J29",
            "--force",
            "-q",
        ])
        .assert()
        .code(0);
    // An empty template grid with nothing elsewhere is still solved as an empty grid.
    book(&s.path("template.xlsx"), |ws| {
        ws.write_string(10, 0, "Type your puzzle above").unwrap();
    });
    cmd(s.dir.path())
        .args(["solve", "template.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("more than one solution"));
}

#[test]
fn find_writes_a_report() {
    let s = Scratch::new();
    let _ = layouts(&s);
    cmd(s.dir.path())
        .args([
            "find",
            "slots.xlsx",
            "solution.xlsx",
            "--report",
            "grids.json",
        ])
        .assert()
        .code(0)
        .stderr(predicate::str::contains("6 grids found in 2 files"));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("grids.json")).unwrap()).unwrap();
    let rows = v.as_array().unwrap();
    assert_eq!(rows.len(), 6);
    assert_eq!(rows[5]["range"], "J1:R9");
    assert_eq!(rows[5]["kind"], "full");
    assert_eq!(rows[0]["givens"], 30);
}
