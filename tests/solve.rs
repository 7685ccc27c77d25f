//! End-to-end tests of `sudoku-xlsx solve` on one workbook: the real binary on real
//! files, outputs read back with calamine, exit codes and messages checked.

mod common;

use calamine::{open_workbook, Xlsx};
use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::{Format, Formula, Workbook};

#[test]
fn solves_the_classic_puzzle_beside_the_input() {
    let s = Scratch::new();
    let input = s.path("puzzle.xlsx");
    puzzle_xlsx(&input, CLASSIC);
    let before = std::fs::read(&input).unwrap();

    cmd(s.dir.path())
        .args(["solve", "puzzle.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "puzzle.xlsx: Sheet1!A1:I9: Solved",
        ))
        .stdout(predicate::str::contains("5 3 4 | 6 7 8 | 9 1 2"))
        .stdout(predicate::str::contains("Wrote puzzle.solved.xlsx"));

    let out = s.path("puzzle.solved.xlsx");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    assert_eq!(read_text(&out, "Sheet1", (9, 0)).as_deref(), Some("Solved"));
    assert_eq!(std::fs::read(&input).unwrap(), before, "input changed");
    assert_eq!(s.files(), ["puzzle.solved.xlsx", "puzzle.xlsx"]);
}

#[test]
fn givens_and_solved_digits_look_different() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args(["solve", "p.xlsx", "-q"])
        .assert()
        .code(0);
    let mut wb: Xlsx<_> = open_workbook(s.path("p.solved.xlsx")).unwrap();
    let styles = wb.worksheet_style("Sheet1").unwrap();
    let given: sudoku_xlsx::Grid = CLASSIC.parse().unwrap();
    for i in 0..81u32 {
        let style = styles
            .get((i / 9, i % 9))
            .expect("every grid cell is styled");
        let font = style.font.as_ref().unwrap();
        let fill = style.fill.as_ref().map(|f| f.is_visible()).unwrap_or(false);
        if given.get(i as usize).is_some() {
            assert!(font.is_bold(), "given at {i} is not bold");
            assert!(fill, "given at {i} has no fill");
        } else {
            assert!(!font.is_bold(), "solved digit at {i} is bold");
            assert!(!fill, "solved digit at {i} has a fill");
            let c = font.color.expect("solved digits have a colour");
            assert_eq!(
                (c.red, c.green, c.blue),
                (0x1F, 0x5F, 0xBF),
                "solved digit colour at {i}"
            );
        }
        // Box lines are heavier than the lines inside a box.
        let b = style.borders.as_ref().unwrap();
        let heavy_left = i % 9 % 3 == 0;
        assert_eq!(
            format!("{:?}", b.left.style) != "Thin",
            heavy_left,
            "left border of cell {i}: {:?}",
            b.left.style
        );
    }
}

#[test]
fn chosen_sheet_and_range_with_output_path() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    wb.add_worksheet().set_name("Cover").unwrap();
    let ws = wb.add_worksheet();
    ws.set_name("Week 12").unwrap();
    ws.write_string(0, 0, "Title").unwrap();
    put_line(ws, 5, 1, CLASSIC);
    ws.write_string(5, 2, " 3 ").unwrap(); // a given typed as text
    wb.save(s.path("book.xlsx")).unwrap();

    cmd(s.dir.path())
        .args([
            "solve",
            "book.xlsx",
            "-o",
            "answer.xlsx",
            "--sheet",
            "Week 12",
            "--range",
            "B6:J14",
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("'Week 12'!B6:J14: Solved"));
    let out = s.path("answer.xlsx");
    assert_eq!(sheet_names(&out), ["Cover", "Week 12"]);
    assert_eq!(read_text(&out, "Week 12", (0, 0)).as_deref(), Some("Title"));
    assert_eq!(read_line(&out, "Week 12", (5, 1)), CLASSIC_SOLVED);
    assert_eq!(
        read_text(&out, "Week 12", (14, 1)).as_deref(),
        Some("Solved")
    );

    // --grid-only keeps just the solved sheet.
    cmd(s.dir.path())
        .args([
            "solve",
            "book.xlsx",
            "-o",
            "only.xlsx",
            "--sheet",
            "Week 12",
            "--range",
            "B6:J14",
            "--grid-only",
        ])
        .assert()
        .code(0);
    assert_eq!(sheet_names(&s.path("only.xlsx")), ["Week 12"]);
    assert_eq!(read_text(&s.path("only.xlsx"), "Week 12", (0, 0)), None);

    // The same sheet by number, and a range that names its sheet.
    cmd(s.dir.path())
        .args([
            "solve",
            "book.xlsx",
            "-o",
            "two.xlsx",
            "-s",
            "2",
            "-r",
            "$B$6:$J$14",
        ])
        .assert()
        .code(0);
    cmd(s.dir.path())
        .args([
            "solve",
            "book.xlsx",
            "-o",
            "three.xlsx",
            "-r",
            "'Week 12'!B6:J14",
        ])
        .assert()
        .code(0);
    assert_eq!(
        read_line(&s.path("three.xlsx"), "Week 12", (5, 1)),
        CLASSIC_SOLVED
    );
}

#[test]
fn defined_names_select_their_sheet() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    wb.add_worksheet().set_name("Cover").unwrap();
    let ws = wb.add_worksheet();
    ws.set_name("Week 12").unwrap();
    put_line(ws, 5, 1, CLASSIC);
    wb.define_name("Puzzle", "='Week 12'!$B$6:$J$14").unwrap();
    wb.define_name("Small", "='Week 12'!$B$6:$C$7").unwrap();
    wb.save(s.path("named.xlsx")).unwrap();

    cmd(s.dir.path())
        .args(["solve", "named.xlsx", "--range", "Puzzle"])
        .assert()
        .code(0);
    assert_eq!(
        read_line(&s.path("named.solved.xlsx"), "Week 12", (5, 1)),
        CLASSIC_SOLVED
    );
    cmd(s.dir.path())
        .args([
            "solve",
            "named.xlsx",
            "--range",
            "Puzzle",
            "--sheet",
            "Cover",
            "-o",
            "x.xlsx",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "is on sheet \"Week 12\" but --sheet chooses \"Cover\"",
        ));
    cmd(s.dir.path())
        .args(["solve", "named.xlsx", "--range", "Nope", "-o", "x.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "defined names: \"Puzzle\", \"Small\"",
        ));
    cmd(s.dir.path())
        .args(["solve", "named.xlsx", "--range", "Small", "-o", "x.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("2 rows by 2 columns"));
    assert!(!s.path("x.xlsx").exists());
}

#[test]
fn several_solutions_are_solved_and_said() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("empty-ish.xlsx"), &".".repeat(81));
    cmd(s.dir.path())
        .args(["solve", "empty-ish.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "Solved: the puzzle has more than one solution; one is shown",
        ));
    let out = s.path("empty-ish.solved.xlsx");
    let line = read_line(&out, "Sheet1", (0, 0));
    assert_solves(&".".repeat(81), &line);
    assert_eq!(
        read_text(&out, "Sheet1", (9, 0)).as_deref(),
        Some("Solved: the puzzle has more than one solution; one is shown")
    );
}

#[test]
fn no_solution_exits_1_and_writes_nothing() {
    let s = Scratch::new();
    let line = format!(".12345678{}9........{}", ".".repeat(9), ".".repeat(54));
    puzzle_xlsx(&s.path("none.xlsx"), &line);
    cmd(s.dir.path())
        .args(["solve", "none.xlsx"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "none.xlsx: Sheet1!A1:I9: No solution exists.",
        ));
    assert_eq!(s.files(), ["none.xlsx"]);
}

#[test]
fn conflicting_givens_are_all_named() {
    let s = Scratch::new();
    let mut line = vec!['.'; 81];
    line[19] = '7'; // B3
    line[23] = '7'; // F3
    line[0] = '4'; // A1
    line[72] = '4'; // A9
    puzzle_xlsx(&s.path("clash.xlsx"), &line.iter().collect::<String>());
    cmd(s.dir.path())
        .args(["solve", "clash.xlsx"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "Sheet1!B3 and Sheet1!F3 both hold 7 (row 3)",
        ))
        .stderr(predicate::str::contains(
            "Sheet1!A1 and Sheet1!A9 both hold 4 (column 1)",
        ));
    assert_eq!(s.files(), ["clash.xlsx"]);
}

#[test]
fn bad_cells_are_all_reported_with_their_cells() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    ws.write_string(3, 2, "x").unwrap(); // C4
    ws.write_number(4, 4, 10).unwrap(); // E5
    ws.write_number(5, 5, 3.5).unwrap(); // F6
    ws.write_boolean(6, 6, true).unwrap(); // G7
    ws.write_formula(7, 7, Formula::new("=NA()").set_result("#N/A"))
        .unwrap(); // H8
    wb.save(s.path("bad.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "bad.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "5 cells of the range are not a digit 1-9 or blank",
        ))
        .stderr(predicate::str::contains(
            "Sheet1!C4: the text \"x\" is not a digit 1-9",
        ))
        .stderr(predicate::str::contains("Sheet1!E5: 10 is not a digit 1-9"))
        .stderr(predicate::str::contains(
            "Sheet1!F6: 3.5 is not a digit 1-9",
        ))
        .stderr(predicate::str::contains(
            "Sheet1!G7: the logical value TRUE",
        ))
        .stderr(predicate::str::contains("Sheet1!H8: the error value #N/A"));
    assert_eq!(s.files(), ["bad.xlsx"]);
}

#[test]
fn formulas_count_by_their_saved_value_and_text_digits_work() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    // A1 holds 5 in the classic puzzle: write it as a formula with a cached 5.
    ws.write_formula(0, 0, Formula::new("=2+3").set_result("5"))
        .unwrap();
    ws.write_string(0, 1, " 3 ").unwrap();
    ws.write_number(0, 2, 0).unwrap();
    ws.write_string(0, 3, "   ").unwrap();
    wb.save(s.path("f.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "f.xlsx", "-q"])
        .assert()
        .code(0)
        .stdout("");
    assert_eq!(
        read_line(&s.path("f.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
}

#[test]
fn empty_sheets_and_far_away_grids_work() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    wb.add_worksheet();
    let ws = wb.add_worksheet();
    ws.set_name("Far").unwrap();
    put_line(ws, 99_990, 700, CLASSIC);
    ws.write_string(1_000_000, 5_000, "far away").unwrap();
    wb.save(s.path("far.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "far.xlsx", "-o", "empty.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("more than one solution"));
    let range = format!(
        "{}:{}",
        sudoku_workbook::address::cell_name(99_990, 700),
        sudoku_workbook::address::cell_name(99_998, 708)
    );
    cmd(s.dir.path())
        .args([
            "solve",
            "far.xlsx",
            "-o",
            "far-out.xlsx",
            "--sheet",
            "Far",
            "--range",
            &range,
        ])
        .assert()
        .code(0);
    assert_eq!(
        read_line(&s.path("far-out.xlsx"), "Far", (99_990, 700)),
        CLASSIC_SOLVED
    );
}

#[test]
fn outputs_are_never_overwritten_without_force_and_never_the_input() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    std::fs::write(s.path("p.solved.xlsx"), b"mine").unwrap();
    cmd(s.dir.path())
        .args(["solve", "p.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("already exists; use --force"));
    assert_eq!(std::fs::read(s.path("p.solved.xlsx")).unwrap(), b"mine");
    cmd(s.dir.path())
        .args(["solve", "p.xlsx", "--force", "-q"])
        .assert()
        .code(0);
    assert_eq!(
        read_line(&s.path("p.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );

    let before = std::fs::read(s.path("p.xlsx")).unwrap();
    for out in ["p.xlsx", "./p.xlsx"] {
        cmd(s.dir.path())
            .args(["solve", "p.xlsx", "-o", out, "--force"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("would replace the input"));
    }
    assert_eq!(std::fs::read(s.path("p.xlsx")).unwrap(), before);

    cmd(s.dir.path())
        .args(["solve", "p.xlsx", "-o", "missing/out.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "missing: the folder does not exist",
        ));
    assert_eq!(s.files(), ["p.solved.xlsx", "p.xlsx"]);
}

#[test]
fn sheets_that_are_not_there_are_listed() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    wb.add_worksheet().set_name("Alpha").unwrap();
    wb.add_worksheet().set_name("Beta").unwrap();
    wb.save(s.path("two.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "two.xlsx", "--sheet", "Gamma"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "two.xlsx: there is no sheet \"Gamma\"; the workbook has \"Alpha\", \"Beta\"",
        ));
    cmd(s.dir.path())
        .args(["solve", "two.xlsx", "--sheet", "3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no sheet number 3 (there are 2)"));
    cmd(s.dir.path())
        .args(["solve", "two.xlsx", "--sheet", "beta", "-q"])
        .assert()
        .code(0);
}

#[test]
fn bad_ranges_are_usage_errors() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    for (range, words) in [
        ("A1:J11", "11 rows by 10 columns"),
        ("I9:A1", "written backwards"),
        ("ZZZ1:ZZZ9", "columns A to XFD"),
        ("A0:I8", "rows are numbered from 1"),
        ("A1", "not a range like A1:I9"),
    ] {
        cmd(s.dir.path())
            .args(["solve", "p.xlsx", "--range", range])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(words));
    }
    cmd(s.dir.path())
        .args(["solve", "p.xlsx", "--range", "A1:I9", "--range", "E5:M13"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("share cells"));
    assert_eq!(s.files(), ["p.xlsx"]);
}

#[test]
fn several_grids_on_one_sheet() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    put_line(ws, 11, 0, CLASSIC);
    wb.save(s.path("two.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "two.xlsx", "-r", "A1:I9", "-r", "A12:I20", "-q"])
        .assert()
        .code(0);
    let out = s.path("two.solved.xlsx");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    assert_eq!(read_line(&out, "Sheet1", (11, 0)), CLASSIC_SOLVED);
    assert_eq!(
        read_text(&out, "Sheet1", (20, 0)).as_deref(),
        Some("Solved")
    );
}

#[test]
fn the_content_decides_the_format_not_the_name() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("PUZZLE.XLSX"), CLASSIC);
    std::fs::copy(s.path("PUZZLE.XLSX"), s.path("renamed.dat")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "PUZZLE.XLSX", "-q"])
        .assert()
        .code(0);
    cmd(s.dir.path())
        .args(["solve", "renamed.dat", "-q"])
        .assert()
        .code(0);
    assert!(s.path("PUZZLE.solved.xlsx").exists());

    for (name, bytes, words) in [
        ("empty.xlsx", &b""[..], "the file is empty"),
        ("text.xlsx", &b"a,b,c\n1,2,3\n"[..], "a text file"),
        (
            "doc.xlsx",
            &b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"[..],
            "a PDF document",
        ),
        (
            "noise.xlsx",
            &[0u8, 159, 146, 150, 7, 1, 255, 0][..],
            "not a workbook",
        ),
    ] {
        std::fs::write(s.path(name), bytes).unwrap();
        cmd(s.dir.path())
            .args(["solve", name])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(words))
            .stderr(predicate::str::contains(
                "reads .xlsx, .xlsm, .xltx, .xlsb, .xls and .ods",
            ));
    }
    cmd(s.dir.path())
        .args(["solve", "nothing-here.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "nothing-here.xlsx: cannot read the file",
        ));
}

#[test]
fn help_documents_exit_codes() {
    cmd(std::path::Path::new("."))
        .arg("--help")
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Exit status:"))
        .stdout(predicate::str::contains("130  interrupted"))
        // It promised a `check` command that never existed.
        .stdout(predicate::str::contains("check").not())
        .stdout(predicate::str::contains("find "));
    cmd(std::path::Path::new("."))
        .args(["solve", "--help"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("1 cannot be solved"));
    cmd(std::path::Path::new("."))
        .args(["solve"])
        .assert()
        .code(2);
    cmd(std::path::Path::new("."))
        .args(["solve", "a.xlsx", "b.xlsx", "-o", "c.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("-o names one output file"));
}

#[test]
fn status_line_does_not_sit_on_another_grid() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    put_line(ws, 9, 0, CLASSIC);
    ws.write_string_with_format(30, 0, "x", &Format::new())
        .unwrap();
    wb.save(s.path("stacked.xlsx")).unwrap();
    cmd(s.dir.path())
        .args([
            "solve",
            "stacked.xlsx",
            "-r",
            "A1:I9",
            "-r",
            "A10:I18",
            "-q",
        ])
        .assert()
        .code(0);
    let out = s.path("stacked.solved.xlsx");
    assert_eq!(read_line(&out, "Sheet1", (9, 0)), CLASSIC_SOLVED);
    assert_eq!(read_text(&out, "Sheet1", (0, 9)).as_deref(), Some("Solved"));
    assert_eq!(
        read_text(&out, "Sheet1", (18, 0)).as_deref(),
        Some("Solved")
    );
}

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

#[test]
fn xls_and_ods_inputs() {
    let s = Scratch::new();
    for (file, args, sheet, at) in [
        ("tests/fixtures/classic.xls", vec![], "Sheet1", (0, 0)),
        ("samples/classic.ods", vec![], "Sheet1", (0, 0)),
        (
            "tests/fixtures/elsewhere.ods",
            vec!["--range", "Puzzle"],
            "Week 12",
            (5, 1),
        ),
        (
            "tests/fixtures/elsewhere.ods",
            vec!["--sheet", "Week 12", "--range", "B6:J14"],
            "Week 12",
            (5, 1),
        ),
    ] {
        let out = s.path("out.xlsx");
        let input = fixture(file);
        let before = std::fs::read(&input).unwrap();
        cmd(s.dir.path())
            .arg("solve")
            .arg(&input)
            .args(["-o", "out.xlsx", "--force", "-q"])
            .args(args)
            .assert()
            .code(0);
        assert_eq!(read_line(&out, sheet, at), CLASSIC_SOLVED, "{file}");
        assert_eq!(std::fs::read(&input).unwrap(), before);
    }
}

#[test]
fn the_bundled_samples_behave_as_their_readme_says() {
    let s = Scratch::new();
    for (file, args, code) in [
        ("samples/classic.xlsx", vec![], 0),
        ("samples/classic.ods", vec![], 0),
        ("samples/hard-17-clue.xlsx", vec![], 0),
        ("samples/several-solutions.xlsx", vec![], 0),
        ("samples/no-solution.xlsx", vec![], 1),
        ("samples/elsewhere.xlsx", vec!["--range", "Puzzle"], 0),
        (
            "samples/elsewhere.xlsx",
            vec!["--sheet", "Week 12", "--range", "B6:J14"],
            0,
        ),
    ] {
        cmd(s.dir.path())
            .arg("solve")
            .arg(fixture(file))
            .args(["-o", "out.xlsx", "--force", "-q"])
            .args(&args)
            .assert()
            .code(code);
    }
}
