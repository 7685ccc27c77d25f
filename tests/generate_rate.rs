//! End-to-end tests of `generate` and `rate`: unique puzzles at the asked level,
//! reproducible seeds, data validation on empty cells, the round trip through
//! `solve --all-sheets` and `solve --list`, and the ratings printed and reported.

mod common;

use std::io::Read;

use calamine::{open_workbook, Data, Reader, Xlsx};
use common::*;
use predicates::prelude::*;
use sudoku_core::logic::{rate, Level};
use sudoku_xlsx::{count_solutions, Grid};

/// The puzzles and solutions listed on the Solutions sheet of a generated workbook.
fn listed(path: &std::path::Path, n: usize) -> Vec<(Grid, Grid)> {
    (0..n)
        .map(|k| {
            let top = (3 + 11 * k as u32, 0);
            let solution: Grid = read_line(path, "Solutions", top).parse().unwrap();
            let puzzle: Grid = read_line(path, &format!("Puzzle {}", k + 1), (0, 0))
                .parse()
                .unwrap();
            (puzzle, solution)
        })
        .collect()
}

#[test]
fn generated_workbooks_round_trip_through_solve() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "3",
            "--difficulty",
            "medium",
            "--seed",
            "7",
            "-o",
            "week.xlsx",
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Puzzle 3: medium"))
        .stdout(predicate::str::contains(
            "Wrote week.xlsx (3 puzzles, seed 7)",
        ));
    let path = s.path("week.xlsx");
    assert_eq!(
        sheet_names(&path),
        ["Puzzle 1", "Puzzle 2", "Puzzle 3", "Solutions"]
    );
    cmd(s.dir.path())
        .args(["generate", "-n", "1", "--seed", "7", "-o", "one.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "Wrote one.xlsx (1 puzzle, seed 7)",
        ));
    let pairs = listed(&path, 3);
    for (puzzle, solution) in &pairs {
        assert_eq!(count_solutions(puzzle, 2), 1, "{puzzle} is not unique");
        assert!(puzzle.is_within(solution) && solution.is_solved());
        assert_eq!(rate(puzzle).level, Some(Level::Medium));
    }
    // The level in words under the grid; the seed is for the maker, in the properties.
    assert_eq!(
        read_text(&path, "Puzzle 1", (9, 0)).as_deref(),
        Some("Level: medium")
    );
    assert_eq!(read_text(&path, "Puzzle 1", (10, 0)), None);

    // Solving the handed-out workbook gives back the listed solutions: every grid on
    // every sheet (the Solutions sheet's title at A1 is not a grid to read there).
    cmd(s.dir.path())
        .args(["solve", "week.xlsx", "--range", "auto", "-q"])
        .assert()
        .code(0);
    let solved = s.path("week.solved.xlsx");
    for (k, (_, solution)) in pairs.iter().enumerate() {
        let got = read_line(&solved, &format!("Puzzle {}", k + 1), (0, 0));
        assert_eq!(got, solution.to_string(), "puzzle {}", k + 1);
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles() {
    let s = Scratch::new();
    for (name, jobs) in [("a.xlsx", "1"), ("b.xlsx", "2")] {
        cmd(s.dir.path())
            .args([
                "generate", "-n", "4", "--seed", "99", "-q", "-j", jobs, "-o", name,
            ])
            .assert()
            .code(0)
            .stdout("");
    }
    assert_eq!(listed(&s.path("a.xlsx"), 4), listed(&s.path("b.xlsx"), 4));
    cmd(s.dir.path())
        .args(["generate", "-n", "4", "--seed", "100", "-q", "-o", "c.xlsx"])
        .assert()
        .code(0);
    assert_ne!(listed(&s.path("a.xlsx"), 4), listed(&s.path("c.xlsx"), 4));
}

#[test]
fn empty_cells_are_open_and_take_only_digits_or_pencil_marks() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["generate", "--seed", "1", "-q", "-o", "one.xlsx"])
        .assert()
        .code(0);
    let mut z = zip::ZipArchive::new(std::fs::File::open(s.path("one.xlsx")).unwrap()).unwrap();
    let mut sheet = String::new();
    z.by_name("xl/worksheets/sheet1.xml")
        .unwrap()
        .read_to_string(&mut sheet)
        .unwrap();
    assert!(sheet.contains("<sheetProtection"), "sheet is not protected");
    assert!(
        sheet.contains(r#"<dataValidation type="custom""#) && sheet.contains(r#"sqref="A1:I9""#),
        "no data validation on the grid"
    );
    // A whole number of digits 1-9: one digit, or up to nine as pencil marks.
    assert!(sheet.contains(
        "<formula1>AND(INT(A1)=A1,A1&gt;=1,A1&lt;=987654321,ISERROR(FIND(\"0\",A1)))</formula1>"
    ), "{sheet}");
    let mut wb: Xlsx<_> = open_workbook(s.path("one.xlsx")).unwrap();
    let styles = wb.worksheet_style("Puzzle 1").unwrap();
    let puzzle: Grid = read_line(&s.path("one.xlsx"), "Puzzle 1", (0, 0))
        .parse()
        .unwrap();
    for i in 0..81u32 {
        let locked = styles
            .get((i / 9, i % 9))
            .and_then(|st| st.protection.as_ref())
            .map(|p| p.locked)
            .unwrap_or(true);
        assert_eq!(locked, puzzle.get(i as usize).is_some(), "cell {i}");
    }
}

#[test]
fn puzzle_lists_are_what_solve_list_reads() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "5",
            "--list",
            "--symmetry",
            "mirror",
            "--seed",
            "3",
            "-q",
            "-o",
            "lib.xlsx",
        ])
        .assert()
        .code(0);
    cmd(s.dir.path())
        .args(["solve", "lib.xlsx", "--list", "A", "-q"])
        .assert()
        .code(0);
    let mut out: Xlsx<_> = open_workbook(s.path("lib.solved.xlsx")).unwrap();
    let r = out.worksheet_range("Puzzles").unwrap();
    for row in 1..=5u32 {
        let solution = r.get_value((row, 5)).unwrap().to_string();
        let solved = r.get_value((row, 6)).unwrap().to_string();
        assert_eq!(solved, solution, "row {row}");
        assert_eq!(r.get_value((row, 7)), Some(&Data::String("solved".into())));
    }
}

#[test]
fn impossible_requests_write_nothing() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "--difficulty",
            "expert",
            "--givens",
            "80",
            "--time-limit",
            "1",
            "--seed",
            "5",
            "-o",
            "x.xlsx",
        ])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("puzzle 1: no expert puzzle found"))
        .stderr(predicate::str::contains("nothing was written"));
    assert!(s.files().is_empty());
    cmd(s.dir.path())
        .args(["generate", "--difficulty", "impossible"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "use easy, medium, hard, expert or extreme",
        ));
}

#[test]
fn rate_prints_and_reports_every_puzzle() {
    let s = Scratch::new();
    // The first of the forum's hardest list (../shared/data/puzzles6_forum_hardest_1106):
    // Sudoku Explainer rates it 11+, so it is extreme.
    let hardest =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let text = format!(
        "# three puzzles\n{CLASSIC}\n{hardest}\n{}\n{}\n",
        ".".repeat(81),
        &CLASSIC[..70]
    );
    std::fs::write(s.path("set.txt"), text).unwrap();
    cmd(s.dir.path())
        .args(["rate", "set.txt", "--report", "ratings.csv"])
        .assert()
        .code(2)
        .stdout(predicate::str::contains(
            "set.txt: line 2: easy (1.2, hardest: hidden single",
        ))
        .stdout(predicate::str::contains(
            "set.txt: line 3: extreme (",
        ))
        .stdout(predicate::str::contains(
            "set.txt: line 4: extreme (2+ solutions)",
        ))
        .stderr(predicate::str::contains(
            "line 5: a puzzle line has 81 characters, this one has 70",
        ))
        .stderr(predicate::str::contains(
            "3 rated: 1 easy, 0 medium, 0 hard, 0 expert, 2 extreme (1 of them with several solutions), 0 with no solution and no level",
        ));
    let report = std::fs::read_to_string(s.path("ratings.csv")).unwrap();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(
        lines[0],
        "file,sheet,place,level,score,hardest,se_hardest,techniques,guessed,givens,solutions,message"
    );
    assert_eq!(lines.len(), 5);
    assert!(lines[1].starts_with("set.txt,,line 2,easy,"));
    assert!(lines[1].ends_with(",false,30,1,"));
    // Two or more solutions is the number 2, as in every report.
    assert!(
        lines[3].contains(",false,") && lines[3].contains(",2,"),
        "{}",
        lines[3]
    );
    // No workbook is written by rate.
    assert_eq!(s.files(), ["ratings.csv", "set.txt"]);

    // A workbook grid, and a puzzle with no solution: exit 1.
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args(["rate", "p.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("p.xlsx: Sheet1!A1:I9: easy"));
    let none = format!(".12345678{}9........{}", ".".repeat(9), ".".repeat(54));
    puzzle_xlsx(&s.path("none.xlsx"), &none);
    // No solution: no level, and not counted as expert.
    cmd(s.dir.path())
        .args(["rate", "none.xlsx"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "none.xlsx: Sheet1!A1:I9: no level (no solution)",
        ))
        .stderr(predicate::str::contains(
            "1 rated: 0 easy, 0 medium, 0 hard, 0 expert, 0 extreme (0 of them with several solutions), 1 with no solution and no level",
        ));
}

#[test]
fn handouts_with_a_title_and_without_or_apart_from_their_solutions() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "2",
            "--seed",
            "3",
            "--title",
            "Class 4B",
            "--solutions-to",
            "answers.xlsx",
            "-o",
            "sheet.xlsx",
        ])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "Wrote the solutions to answers.xlsx",
        ));
    assert_eq!(sheet_names(&s.path("sheet.xlsx")), ["Puzzle 1", "Puzzle 2"]);
    assert_eq!(sheet_names(&s.path("answers.xlsx")), ["Solutions"]);
    // The answers are those of the puzzles handed out.
    for k in 0..2u32 {
        let puzzle: Grid = read_line(&s.path("sheet.xlsx"), &format!("Puzzle {}", k + 1), (0, 0))
            .parse()
            .unwrap();
        let solution: Grid = read_line(&s.path("answers.xlsx"), "Solutions", (3 + 11 * k, 0))
            .parse()
            .unwrap();
        assert!(puzzle.is_within(&solution) && solution.is_solved());
    }
    let mut zip = zip::ZipArchive::new(std::fs::File::open(s.path("sheet.xlsx")).unwrap()).unwrap();
    let mut sheet = String::new();
    std::io::Read::read_to_string(
        &mut zip.by_name("xl/worksheets/sheet1.xml").unwrap(),
        &mut sheet,
    )
    .unwrap();
    assert!(sheet.contains("Class 4B"), "the title in the page header");

    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "1",
            "--seed",
            "3",
            "--no-solutions",
            "-o",
            "bare.xlsx",
        ])
        .assert()
        .code(0);
    assert_eq!(sheet_names(&s.path("bare.xlsx")), ["Puzzle 1"]);
    cmd(s.dir.path())
        .args(["generate", "--solutions-to", "same.xlsx", "-o", "same.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--solutions-to names the puzzles' own workbook",
        ));
}

/// A full grid has nothing to rate: said so, with no `easy (0.0, ...)` and no trailing
/// separator.
#[test]
fn a_full_grid_is_rated_as_nothing_to_solve() {
    let s = Scratch::new();
    std::fs::write(s.path("full.txt"), format!("{CLASSIC_SOLVED}\n")).unwrap();
    let out = cmd(s.dir.path())
        .args(["rate", "full.txt"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let line = String::from_utf8(out).unwrap();
    let line = line.lines().next().unwrap();
    assert_eq!(
        line,
        "full.txt: line 1: nothing to solve (every cell is filled); 81 givens; unique"
    );
}
