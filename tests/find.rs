//! End-to-end tests of finding grids wherever they were typed: `find` on workbooks the
//! tests write in the layouts of real Sudoku workbooks, `solve --range auto`, and the
//! guard that refuses a range which is a shifted or partial view of a grid.

mod common;

use std::path::Path;

use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::{Formula, Workbook, Worksheet};

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

/// Rewrites the first worksheet of the xlsx at `path` with `edit` (to make what
/// rust_xlsxwriter never writes, such as a formula with no saved result).
fn edit_sheet(path: &Path, edit: impl Fn(String) -> String) {
    common::package::edit_part(path, "xl/worksheets/sheet1.xml", edit);
}

/// The cell name of `(row, col)`, zero-based.
fn name_of(row: u32, col: u32) -> String {
    format!("{}{}", (b'A' + col as u8) as char, row + 1)
}

#[test]
fn a_bad_cell_is_named_where_the_grid_is_never_routed_around() {
    let s = Scratch::new();
    // Corners and the middle of each edge, of a grid at A1 and one at B3 under a title.
    let spots = [0usize, 4, 8, 36, 44, 72, 76, 80];
    let kinds = ["typo", "text", "error", "unsaved formula"];
    for (top, left) in [(0u32, 0u32), (2, 1)] {
        let range = format!("{}:{}", name_of(top, left), name_of(top + 8, left + 8));
        for kind in kinds {
            for spot in spots {
                let (r, c) = (top + spot as u32 / 9, left + spot as u32 % 9);
                let file = format!("bad-{top}-{kind}-{spot}.xlsx").replace(' ', "-");
                book(&s.path(&file), |ws| {
                    if top > 0 {
                        ws.write_string(0, 1, "Sudoku of the week").unwrap();
                    }
                    put_line(ws, top, left as u16, CLASSIC);
                    let (row, col) = (r, c as u16);
                    match kind {
                        "typo" => ws.write_number(row, col, 55).map(|_| ()),
                        "text" => ws.write_string(row, col, "x").map(|_| ()),
                        "error" => ws
                            .write_formula(row, col, Formula::new("=NA()").set_result("#N/A"))
                            .map(|_| ()),
                        _ => ws.write_formula(row, col, "=2+3").map(|_| ()),
                    }
                    .unwrap();
                });
                if kind == "unsaved formula" {
                    // What a program that never calculates writes: no <v> at all.
                    edit_sheet(&s.path(&file), |x| {
                        x.replace("<f>2+3</f><v>0</v>", "<f>2+3</f>")
                    });
                }
                let cell = name_of(r, c);
                let lines = find_lines(&s, &file);
                assert_eq!(lines.len(), 1, "{file}: {lines:?}");
                assert!(
                    lines[0].contains(&format!("Sheet1!{range} "))
                        && lines[0].contains("bad cells")
                        && lines[0].contains(&cell),
                    "{file}: {lines:?}"
                );
                let out = cmd(s.dir.path())
                    .args(["solve", &file, "--range", "auto"])
                    .assert()
                    .code(2)
                    .get_output()
                    .clone();
                let err = String::from_utf8(out.stderr).unwrap();
                assert!(err.contains(&format!("Sheet1!{cell}")), "{file}: {err}");
                assert!(
                    !String::from_utf8(out.stdout).unwrap().contains("Solved"),
                    "{file}"
                );
                assert!(!s.path(&file.replace(".xlsx", ".solved.xlsx")).exists());
            }
        }
    }
}

/// The classic puzzle with one more digit that clashes with nothing yet leaves no
/// solution (found by the binary itself: `solve` says which).
fn no_solution_line(s: &Scratch) -> String {
    let mut p: Vec<u8> = CLASSIC.bytes().collect();
    let blanks: Vec<usize> = (0..81).filter(|&i| p[i] == b'.').collect();
    for i in blanks {
        for d in b'1'..=b'9' {
            p[i] = d;
            let line = String::from_utf8(p.clone()).unwrap();
            let row = i / 9;
            let col = i % 9;
            let clash = (0..81).any(|j| {
                j != i
                    && p[j] == d
                    && (j / 9 == row
                        || j % 9 == col
                        || (j / 27 == i / 27 && (j % 9) / 3 == col / 3))
            });
            if clash {
                continue;
            }
            std::fs::write(s.path("one.txt"), format!("{line}\n")).unwrap();
            let out = cmd(s.dir.path())
                .args(["solve", "one.txt", "-o", "one.out.txt", "--force"])
                .output()
                .unwrap();
            if String::from_utf8_lossy(&out.stdout).contains(" 1 with no solution") {
                return line;
            }
        }
        p[i] = b'.';
    }
    panic!("no such digit")
}

#[test]
fn grids_that_clash_or_have_no_solution_are_reported_where_they_are() {
    let s = Scratch::new();
    let mut clash: Vec<u8> = CLASSIC.bytes().collect();
    clash[2] = b'5';
    let clash = String::from_utf8(clash).unwrap();
    let none = no_solution_line(&s);
    for (line, kind, says) in [
        (&clash, "givens clash", "break the rules"),
        (&none, "no solution", "No solution exists."),
    ] {
        for (top, left) in [(0u32, 0u32), (2, 1), (6, 3)] {
            let range = format!("{}:{}", name_of(top, left), name_of(top + 8, left + 8));
            book(&s.path("g.xlsx"), |ws| {
                if top > 1 {
                    ws.write_string(0, 0, "Puzzle").unwrap();
                }
                put_line(ws, top, left as u16, line);
            });
            let lines = find_lines(&s, "g.xlsx");
            assert_eq!(
                lines,
                [format!(
                    "g.xlsx: Sheet1!{range}  {} givens  {kind}",
                    line.chars().filter(|c| c.is_ascii_digit()).count()
                )]
            );
            cmd(s.dir.path())
                .args(["solve", "g.xlsx", "--range", "auto", "--force"])
                .assert()
                .code(1)
                .stderr(predicate::str::contains(format!("Sheet1!{range}")))
                .stderr(predicate::str::contains(says))
                .stdout(predicate::str::contains("Solved").not());
            assert!(!s.path("g.solved.xlsx").exists());
        }
    }
}

#[test]
fn a_default_range_that_fits_the_digits_one_row_up_is_refused() {
    let s = Scratch::new();
    // A 17-clue puzzle whose last row is empty, typed at A2:I10 under a blank row 1:
    // A1:I9 holds the same digits one row up, and that reading has one solution too.
    let p = ".....1..2..3..4.5..............5..3.16..7...............583.....2....641.........";
    book(&s.path("up.xlsx"), |ws| put_line(ws, 1, 0, p));
    for args in [
        &["solve", "up.xlsx"][..],
        &["solve", "up.xlsx", "-r", "A1:I9"],
    ] {
        cmd(s.dir.path())
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "the digits at Sheet1!A1:I9 could also be read as the grid at A2:I10; the grid is not guessed; give the one meant with --range",
            ));
    }
    assert!(!s.path("up.solved.xlsx").exists());
    // Either reading, asked for exactly, is solved.
    for range in ["A1:I9", "A2:I10"] {
        cmd(s.dir.path())
            .args(["solve", "up.xlsx", "-r", range, "--exact", "-q", "--force"])
            .assert()
            .code(0);
    }

    // The classic puzzle so typed: read one row up its boxes clash, so the grid is
    // plainly at A2:I10, and the refusal says why though no digit lies outside A1:I9.
    let mut p: Vec<u8> = CLASSIC.bytes().collect();
    for c in 0..9 {
        p[72 + c] = b'.';
    }
    let p = String::from_utf8(p).unwrap();
    book(&s.path("down.xlsx"), |ws| put_line(ws, 1, 0, &p));
    cmd(s.dir.path())
        .args(["solve", "down.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "Sheet1!A1:I9 looks like part of a grid at Sheet1!A2:I10 (the same digits, read 1 row lower, make a better puzzle); use --range A2:I10",
        ));
}

#[test]
fn borders_drawn_round_a_grid_tell_which_reading_is_meant() {
    use rust_xlsxwriter::{Format, FormatBorder};
    let s = Scratch::new();
    // The puzzle of the test above (its last row empty) at A2:I10 under a blank row 1,
    // with a medium border drawn round A2:I10: the digits fit A1:I9 as well, the frame
    // does not.
    let p = ".....1..2..3..4.5..............5..3.16..7...............583.....2....641.........";
    book(&s.path("framed.xlsx"), |ws| {
        for (i, ch) in p.chars().enumerate() {
            let (r, c) = (i / 9, i % 9);
            let mut f = Format::new();
            if r == 0 {
                f = f.set_border_top(FormatBorder::Medium);
            }
            if r == 8 {
                f = f.set_border_bottom(FormatBorder::Medium);
            }
            if c == 0 {
                f = f.set_border_left(FormatBorder::Medium);
            }
            if c == 8 {
                f = f.set_border_right(FormatBorder::Medium);
            }
            let (row, col) = (1 + r as u32, c as u16);
            match ch.to_digit(10) {
                Some(d) => ws.write_number_with_format(row, col, d, &f).unwrap(),
                None => ws.write_blank(row, col, &f).unwrap(),
            };
        }
    });
    cmd(s.dir.path())
        .args(["solve", "framed.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "Sheet1!A1:I9 looks like part of a grid at Sheet1!A2:I10 (borders are drawn round A2:I10); use --range A2:I10",
        ));
    for args in [&["-r", "A2:I10"][..], &["--range", "auto"]] {
        cmd(s.dir.path())
            .args(["solve", "framed.xlsx", "--force"])
            .args(args)
            .assert()
            .code(0)
            .stdout(predicate::str::contains(
                "framed.xlsx: Sheet1!A2:I10: Solved",
            ));
        let path = s.path("framed.solved.xlsx");
        assert!(
            !read_line(&path, "Sheet1", (1, 0)).contains('.'),
            "{args:?}"
        );
        assert_eq!(read_text(&path, "Sheet1", (0, 0)), None, "{args:?}");
    }
    // `find` names the framed reading alone, as `--range auto` takes it.
    let out = cmd(s.dir.path())
        .args(["find", "framed.xlsx"])
        .assert()
        .code(0)
        .get_output()
        .clone();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("framed.xlsx: Sheet1!A2:I10  "), "{stdout}");
    assert!(!stdout.contains("also fit"), "{stdout}");
}

#[test]
fn a_refused_default_range_points_at_the_grid() {
    let s = Scratch::new();
    let mut clash: Vec<u8> = CLASSIC.bytes().collect();
    clash[2] = b'5';
    let clash = String::from_utf8(clash).unwrap();
    let none = no_solution_line(&s);
    type Draw = Box<dyn Fn(&mut Worksheet)>;
    let cases: Vec<(&str, Draw)> = vec![
        (
            "text",
            Box::new(|ws: &mut Worksheet| {
                ws.write_string(0, 0, "My puzzles, week 12").unwrap();
            }),
        ),
        (
            "merged title",
            Box::new(|ws: &mut Worksheet| {
                ws.merge_range(0, 0, 0, 8, "Sudoku", &rust_xlsxwriter::Format::new())
                    .unwrap();
            }),
        ),
        (
            "clash",
            Box::new(move |ws: &mut Worksheet| put_line(ws, 0, 0, &clash)),
        ),
        (
            "no solution",
            Box::new(move |ws: &mut Worksheet| put_line(ws, 0, 0, &none)),
        ),
    ];
    for (what, draw) in cases {
        book(&s.path("p.xlsx"), |ws| {
            draw(ws);
            put_line(ws, 12, 1, CLASSIC);
        });
        cmd(s.dir.path())
            .args(["solve", "p.xlsx"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "the grid seems to be at Sheet1!B13:J21: give --range B13:J21, or --range auto",
            ))
            .stdout(predicate::str::contains("Solved").not());
        assert!(!s.path("p.solved.xlsx").exists(), "{what}");
    }
}

#[test]
fn a_table_of_digits_is_neither_found_nor_solved() {
    let s = Scratch::new();
    // Two digits in every nine cells of each row and column: every 9x9 block of it holds
    // 18 digits with no clash, and could pass for a sparse puzzle.
    book(&s.path("table.xlsx"), |ws| {
        for r in 0..400u32 {
            for c in 0..60u16 {
                let k = (u32::from(c) + 4 * r) % 9;
                if k == 0 || k == 5 {
                    ws.write_number(r, c, f64::from((r + u32::from(c)) % 9 + 1))
                        .unwrap();
                }
            }
        }
    });
    cmd(s.dir.path())
        .args(["find", "table.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("no grid found"))
        .stderr(predicate::str::contains(
            "too large or too dense to be puzzle grids",
        ));
    cmd(s.dir.path())
        .args(["solve", "table.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "Sheet1!A1:I9 is part of a table of numbers, not a puzzle grid",
        ));
    cmd(s.dir.path())
        .args(["solve", "table.xlsx", "--range", "auto"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no 9x9 grid"));
    assert!(!s.path("table.solved.xlsx").exists());
}

#[test]
fn a_workbook_s_own_calculations_are_not_puzzles() {
    let s = Scratch::new();
    // The user's puzzle under a title, and beside it a calculation sheet of 30,000
    // formulas whose saved results are digits: every 9x9 window of it could pass for a
    // puzzle with dozens of givens, as the 72,922-formula workbook of issue 41 did.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 1, "Sunday puzzle").unwrap();
    put_line(ws, 2, 1, CLASSIC);
    let calc = wb.add_worksheet().set_name("Calc").unwrap();
    calc.write_string(0, 0, "Workings").unwrap();
    for r in 2..302u32 {
        for c in 0..100u16 {
            let v = (r * 7 + u32::from(c) * 3) % 10;
            let f = Formula::new("=MOD(ROW()*7+COLUMN()*3,10)").set_result(v.to_string());
            calc.write_formula(r, c, f).unwrap();
        }
    }
    wb.save(s.path("calc.xlsx")).unwrap();
    let lines = find_lines(&s, "calc.xlsx");
    assert_eq!(
        lines,
        [
            "calc.xlsx: Sheet1!B3:J11  30 givens  unique",
            "calc.xlsx: Calc!A3:CV302: formula results (the workbook's own calculations), not read as puzzles; give a range to read one",
        ],
        "{lines:?}"
    );
    // `--range auto` solves the typed puzzle alone.
    cmd(s.dir.path())
        .args(["solve", "calc.xlsx", "--range", "auto"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Sheet1!B3:J11: Solved"))
        .stdout(predicate::str::contains("Calc!").not());
    assert_eq!(
        read_line(&s.path("calc.solved.xlsx"), "Sheet1", (2, 1)),
        CLASSIC_SOLVED
    );
    // A computed grid is read when its range is given.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for (i, ch) in CLASSIC.chars().enumerate() {
        if let Some(d) = ch.to_digit(10) {
            let f = Formula::new(format!("={d}")).set_result(d.to_string());
            ws.write_formula(i as u32 / 9, (i % 9) as u16, f).unwrap();
        }
    }
    wb.save(s.path("computed.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["find", "computed.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Sheet1!A1:I9: formula results"));
    cmd(s.dir.path())
        .args(["solve", "computed.xlsx", "--range", "A1:I9"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Solved"));
}

#[test]
fn a_setter_s_lattice_of_500_hard_puzzles_is_found_whole() {
    let s = Scratch::new();
    // 500 hard puzzles, 20 to a row, one empty row and column between: a setter's sheet
    // that once read as "a table of numbers" and had nothing found.
    let hard: Vec<&str> = include_str!("data/puzzles5_forum_hardest_1905_11+")
        .lines()
        .chain(include_str!("data/puzzles6_forum_hardest_1106").lines())
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .take(500)
        .collect();
    assert_eq!(hard.len(), 500);
    book(&s.path("setter.xlsx"), |ws| {
        for (k, p) in hard.iter().enumerate() {
            let (r, c) = (k as u32 / 20 * 10, k as u32 % 20 * 10);
            put_line(ws, r, c as u16, p);
        }
    });
    let lines = find_lines(&s, "setter.xlsx");
    assert_eq!(lines.len(), 500, "{:?}", &lines[..lines.len().min(5)]);
    for (k, p) in hard.iter().enumerate() {
        let (r, c) = (k as u32 / 20 * 10, k as u32 % 20 * 10);
        let range = format!(
            "Sheet1!{}:{}",
            sudoku_workbook::cell_name(r, c),
            sudoku_workbook::cell_name(r + 8, c + 8)
        );
        let givens = p
            .bytes()
            .filter(u8::is_ascii_digit)
            .filter(|&b| b != b'0')
            .count();
        assert!(
            lines
                .iter()
                .any(|l| l.ends_with(&format!("{range}  {givens} givens  unique"))),
            "{range} missing"
        );
    }
    // `--range auto` solves every one of them, in place.
    cmd(s.dir.path())
        .args(["solve", "setter.xlsx", "--range", "auto", "-q"])
        .assert()
        .code(0);
    let out = s.path("setter.solved.xlsx");
    for k in [0usize, 19, 20, 257, 499] {
        let (r, c) = (k as u32 / 20 * 10, k as u32 % 20 * 10);
        let solved = read_line(&out, "Sheet1", (r, c));
        assert!(!solved.contains('.'), "grid {k}: {solved}");
    }
}

#[test]
fn explain_finds_the_grids_of_a_lattice() {
    let s = Scratch::new();
    // Six puzzles two rows by three, one empty line apart, the last with an empty first
    // row (it reads one row lower too; the lattice says which).
    let easy: Vec<&str> = include_str!("data/easy50_project_euler.txt")
        .lines()
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .take(5)
        .collect();
    let mut sixth: Vec<u8> = CLASSIC.bytes().collect();
    sixth[..9].fill(b'.');
    let sixth = String::from_utf8(sixth).unwrap();
    book(&s.path("six.xlsx"), |ws| {
        for (k, p) in easy.iter().copied().chain([sixth.as_str()]).enumerate() {
            put_line(ws, k as u32 / 3 * 10, (k % 3 * 10) as u16, p);
        }
    });
    let out = cmd(s.dir.path())
        .args(["explain", "six.xlsx", "--range", "auto"])
        .assert()
        .code(0)
        .get_output()
        .clone();
    let said = String::from_utf8(out.stdout).unwrap();
    for range in ["A1:I9", "K1:S9", "U1:AC9", "A11:I19", "K11:S19", "U11:AC19"] {
        assert!(said.contains(&format!("Sheet1!{range}")), "{range}: {said}");
    }
}
