//! Other sizes and variants end to end (issue #15): workbooks written here with grids of
//! every size, diagonal, windoku and jigsaw puzzles, solved by the real binary and read
//! back. Each answer is checked by the small solver below, which shares no code with the
//! tool: its units are built from the rules as a person states them.

mod common;

use calamine::Data;
use common::shapes::{get, put, puzzle_for, Rules, Typed, JIGSAW6};
use common::{cmd, read_cells, read_text, zip_part, Scratch};
use rust_xlsxwriter::Workbook;
use sudoku_core::general::{Puzzle, Shape};

/// Solves one grid of `n` cells a side written at B2 with the extra flags, and checks
/// the answer with `rules`: every unit, the givens kept, the status line, and (up to
/// 9x9) uniqueness by the independent count.
fn check_solves(p: &Puzzle, rules: &Rules, typed: Typed, extra: &[&str]) -> (Scratch, String) {
    let n = p.shape.n();
    let s = Scratch::new();
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (1, 1), n, &p.cells, typed);
    wb.save(s.path("in.xlsx")).unwrap();
    let range = format!(
        "B2:{}{}",
        sudoku_workbook::address::column_name(n as u32),
        n + 1
    );
    let out = cmd(s.dir.path())
        .args(["solve", "in.xlsx", "-r", &range])
        .args(extra)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let stdout = String::from_utf8(out).unwrap();
    let solved = get(&s.path("in.solved.xlsx"), "Sheet1", (1, 1), n, typed);
    assert!(
        rules.is_solution(&solved),
        "{n}x{n} {extra:?}: not a solution: {solved:?}"
    );
    for (i, &v) in p.cells.iter().enumerate() {
        assert!(v == 0 || solved[i] == v, "given {i} changed");
    }
    let status = read_text(&s.path("in.solved.xlsx"), "Sheet1", (n as u32 + 1, 1));
    // Generated puzzles are unique; the 25x25 one is not known to be.
    assert!(
        status
            .as_deref()
            .is_some_and(|t| t == "Solved" || (n > 16 && t.starts_with("Solved"))),
        "{n}x{n}: the status line under the grid: {status:?}"
    );
    if n <= 9 {
        assert_eq!(
            rules.count(&mut p.cells.clone(), 2),
            1,
            "the puzzle is unique"
        );
    }
    (s, stdout)
}

#[test]
fn every_size_solves_in_a_workbook() {
    for (n, br, bc, typed) in [
        (4, 2, 2, Typed::Numbers),
        (6, 2, 3, Typed::Numbers),
        (8, 2, 4, Typed::Numbers),
        (10, 2, 5, Typed::Letters),
        (12, 3, 4, Typed::Numbers),
        (15, 3, 5, Typed::Letters),
        (16, 4, 4, Typed::Letters),
        (25, 5, 5, Typed::Numbers),
    ] {
        let shape = Shape::standard(n).unwrap();
        let p = puzzle_for(&shape, n as u64);
        let (_s, out) = check_solves(&p, &Rules::new(n, br, bc, None), typed, &[]);
        assert!(out.contains(&format!("({n}x{n}): Solved")), "{out}");
    }
}

#[test]
fn box_shapes_and_hex_symbols() {
    let shape = Shape::builder(6).boxes(3, 2).build().unwrap();
    let p = puzzle_for(&shape, 3);
    check_solves(
        &p,
        &Rules::new(6, 3, 2, None),
        Typed::Numbers,
        &["--boxes", "3x2"],
    );
    let shape = Shape::standard(16).unwrap();
    let p = puzzle_for(&shape, 5);
    let (s, out) = check_solves(
        &p,
        &Rules::new(16, 4, 4, None),
        Typed::Hex,
        &["--symbols", "hex"],
    );
    // The terminal shows the grid in the symbols typed: 0-9 and A-F, no G.
    assert!(out.contains(" F") && !out.contains('G'), "{out}");
    // A hex grid read without --symbols hex would read 0 as empty and A-F as 10-15: a
    // different puzzle, whose answer would look right and be wrong. It is refused.
    let plain = cmd(s.dir.path())
        .args(["solve", "in.xlsx", "-r", "B2:Q17", "-o", "plain.xlsx"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&plain.stderr);
    assert!(err.contains("give --symbols hex"), "{err}");
    assert!(!s.path("plain.xlsx").exists());
}

#[test]
fn diagonal_and_windoku() {
    let shape = Shape::builder(9).diagonal(true).build().unwrap();
    let p = puzzle_for(&shape, 11);
    let rules = Rules::new(9, 3, 3, None).diagonal();
    let (s, out) = check_solves(&p, &rules, Typed::Numbers, &["--diagonal"]);
    assert!(out.contains("(9x9 diagonal): Solved"), "{out}");
    // The diagonals are tinted: their fill is in the styles.
    let styles = zip_part(&s.path("in.solved.xlsx"), "xl/styles.xml");
    assert!(styles.contains("FCE9D4"), "diagonal tint");
    // The same puzzle without --diagonal has more than one solution (or the classic
    // engine finds the same one): it must never be called a diagonal answer.
    let shape = Shape::builder(9).windoku(true).build().unwrap();
    let p = puzzle_for(&shape, 12);
    let rules = Rules::new(9, 3, 3, None).windoku();
    check_solves(&p, &rules, Typed::Numbers, &["--windoku"]);
    let shape = Shape::builder(6).diagonal(true).build().unwrap();
    let p = puzzle_for(&shape, 13);
    check_solves(
        &p,
        &Rules::new(6, 2, 3, None).diagonal(),
        Typed::Numbers,
        &["--diagonal"],
    );
}

#[test]
fn a_diagonal_clash_is_named() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    // 1 at A1 and at D4: different rows, columns and boxes, same main diagonal.
    ws.write_number(0, 0, 1).unwrap();
    ws.write_number(3, 3, 1).unwrap();
    wb.save(s.path("d.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "d.xlsx", "--diagonal"])
        .assert()
        .code(1)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("The givens break the rules: A1 and D4 both hold 1 (main diagonal)"),
        "{err}"
    );
    // Without --diagonal the same grid is fine.
    cmd(s.dir.path())
        .args(["solve", "d.xlsx", "-o", "plain.xlsx"])
        .assert()
        .success();
}

#[test]
fn jigsaw_regions_from_another_sheet() {
    let labels: Vec<char> = JIGSAW6.concat().chars().collect();
    let map: String = labels.iter().map(|c| c.to_ascii_uppercase()).collect();
    let shape = Shape::jigsaw(6, &map).unwrap();
    let p = puzzle_for(&shape, 21);
    let s = Scratch::new();
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (0, 0), 6, &p.cells, Typed::Numbers);
    let layout = wb.add_worksheet().set_name("Layout").unwrap();
    for (i, l) in labels.iter().enumerate() {
        layout
            .write_string((i / 6) as u32 + 2, (i % 6) as u16 + 2, l.to_string())
            .unwrap();
    }
    wb.save(s.path("j.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args([
            "solve",
            "j.xlsx",
            "-r",
            "A1:F6",
            "--regions",
            "Layout!C3:H8",
        ])
        .assert()
        .success()
        .get_output()
        .clone();
    assert!(String::from_utf8_lossy(&out.stdout).contains("(6x6 jigsaw): Solved"));
    let solved = get(
        &s.path("j.solved.xlsx"),
        "Sheet1",
        (0, 0),
        6,
        Typed::Numbers,
    );
    let rules = Rules::new(6, 2, 3, Some(&labels));
    assert!(rules.is_solution(&solved));
    assert_eq!(rules.count(&mut p.cells.clone(), 2), 1);
    // The layout sheet is carried unchanged.
    assert_eq!(
        read_text(&s.path("j.solved.xlsx"), "Layout", (2, 2)).as_deref(),
        Some("a")
    );

    // A region of 7 cells and one of 5: both named, by label and first cell.
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (0, 0), 6, &p.cells, Typed::Numbers);
    let ws = wb.add_worksheet().set_name("Layout").unwrap();
    for (i, l) in labels.iter().enumerate() {
        let l = if i == 12 { 'a' } else { *l };
        ws.write_string((i / 6) as u32, (i % 6) as u16, l.to_string())
            .unwrap();
    }
    wb.save(s.path("bad.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args([
            "solve",
            "bad.xlsx",
            "-r",
            "A1:F6",
            "--regions",
            "Layout!A1:F6",
        ])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Layout!A1:F6 (the regions): a 6x6 jigsaw needs 6 regions of 6 cells each")
            && err.contains("region \"a\" has 7 (from A1)")
            && err.contains("region \"c\" has 5 (from B3)"),
        "{err}"
    );
    assert!(
        !s.path("bad.solved.xlsx").exists(),
        "no output for a broken layout"
    );
}

#[test]
fn several_none_and_bad_cells() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    // A 6x6 grid with one given: many solutions.
    ws.write_number(0, 0, 1).unwrap();
    // At H1:M6 a 6x6 with no solution: 1-5 in row 1 and 6 in the last column elsewhere.
    for c in 0..5u16 {
        ws.write_number(0, 7 + c, c + 1).unwrap();
    }
    ws.write_number(3, 12, 6).unwrap();
    // At A9:D12 a 4x4 with a 7 and a Z.
    ws.write_number(8, 0, 7).unwrap();
    ws.write_string(9, 1, "Z").unwrap();
    wb.save(s.path("m.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args([
            "solve", "m.xlsx", "-r", "A1:F6", "-r", "H1:M6", "-r", "A9:D12",
        ])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let (stdout, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        stdout.contains("Sheet1!A1:F6 (6x6): Solved: the puzzle has more than one solution"),
        "{stdout}"
    );
    assert!(
        err.contains("Sheet1!H1:M6 (6x6): No solution exists."),
        "{err}"
    );
    assert!(
        err.contains("Sheet1!A9: 7 is not a digit of a 4x4 grid (1-4)")
            && err.contains("Sheet1!B10: the text \"Z\" is not a digit of a 4x4 grid (1-4)"),
        "{err}"
    );
    // The solvable grid is written; the status of the one without solution is beside it.
    let path = s.path("m.solved.xlsx");
    assert_eq!(
        read_text(&path, "Sheet1", (6, 7)).as_deref(),
        Some("No solution exists.")
    );
}

#[test]
fn flags_that_do_not_fit_are_refused_before_work() {
    let s = Scratch::new();
    common::puzzle_xlsx(&s.path("p.xlsx"), common::CLASSIC);
    for (args, says) in [
        (
            vec!["solve", "p.xlsx", "--size", "16", "-r", "A1:I9"],
            "--range A1:I9 is 9x9 but --size is 16",
        ),
        (
            vec!["solve", "p.xlsx", "--size", "16", "--boxes", "2x8x"],
            "give the box shape as rows x columns",
        ),
        (
            vec!["solve", "p.xlsx", "--size", "6", "--windoku"],
            "--windoku needs a 9x9 grid",
        ),
        (
            vec!["solve", "p.xlsx", "--size", "7"],
            "a grid has 4, 6, 8, 9, 10, 12, 15, 16 or 25 cells a side",
        ),
        (
            vec!["solve", "p.xlsx", "--regions", "A1:I9", "-r", "auto"],
            "--range auto does not take --regions; give the grid's range, such as A1:I9",
        ),
        (
            vec!["solve", "p.xlsx", "-r", "A1:G7"],
            "a Sudoku grid is 9 by 9",
        ),
    ] {
        let out = cmd(s.dir.path())
            .args(&args)
            .assert()
            .code(2)
            .get_output()
            .clone();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // A 16x16 range given to a command that reads 9x9 grids only is named as such.
    let out = cmd(s.dir.path())
        .args(["hint", "p.xlsx", "-r", "A1:P16"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("A1:P16 is a 16x16 grid"), "{err}");
}

#[test]
fn lists_of_other_sizes() {
    let s = Scratch::new();
    let shape = Shape::standard(16).unwrap();
    let big = puzzle_for(&shape, 31);
    let small = puzzle_for(&Shape::standard(4).unwrap(), 32);
    let line = |p: &Puzzle| p.to_line(sudoku_core::general::Symbols::Standard);
    std::fs::write(
        s.path("sixteen.txt"),
        format!(
            "# two 16x16 puzzles\n{}\n{}\n{}\n",
            line(&big),
            line(&big),
            "1234"
        ),
    )
    .unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "sixteen.txt", "--size", "16", "-o", "out.txt"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("a 16x16 puzzle has 256 symbols, this line 4"),
        "{err}"
    );
    let text = std::fs::read_to_string(s.path("out.txt")).unwrap();
    let rows: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rows.len(), 3);
    let rules = Rules::new(16, 4, 4, None);
    for row in &rows[..2] {
        let fields: Vec<&str> = row.split('\t').collect();
        assert_eq!(fields[2], "unique", "{row}");
        let sol: Vec<u8> = fields[1]
            .chars()
            .map(|c| c.to_digit(36).unwrap() as u8)
            .collect();
        assert!(rules.is_solution(&sol), "{row}");
    }
    // The same file read as a 4x4 list: the 16x16 lines are too long.
    std::fs::write(s.path("four.txt"), format!("{}\n", line(&small))).unwrap();
    cmd(s.dir.path())
        .args(["solve", "four.txt", "--size", "4", "-o", "four.out.txt"])
        .assert()
        .success();
    let text = std::fs::read_to_string(s.path("four.out.txt")).unwrap();
    let sol: Vec<u8> = text
        .lines()
        .nth(1)
        .unwrap()
        .split('\t')
        .nth(1)
        .unwrap()
        .bytes()
        .map(|b| b - b'0')
        .collect();
    assert!(Rules::new(4, 2, 2, None).is_solution(&sol));
}

#[test]
fn rate_other_sizes_with_the_techniques_that_carry_over() {
    let s = Scratch::new();
    let shape = Shape::standard(6).unwrap();
    let p = puzzle_for(&shape, 41);
    let d = puzzle_for(&Shape::builder(9).diagonal(true).build().unwrap(), 42);
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, (0, 0), 6, &p.cells, Typed::Numbers);
    wb.save(s.path("six.xlsx")).unwrap();
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (0, 0), 9, &d.cells, Typed::Numbers);
    wb.save(s.path("diag.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["rate", "six.xlsx", "-r", "A1:F6", "--report", "r.json"])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("six.xlsx: Sheet1!A1:F6: 6x6 ")
            && stdout.contains("; unique; hidden single x"),
        "{stdout}"
    );
    let report = std::fs::read_to_string(s.path("r.json")).unwrap();
    assert!(
        report.contains("\"solutions\": 1") || report.contains("\"solutions\":1"),
        "{report}"
    );
    let out = cmd(s.dir.path())
        .args(["rate", "diag.xlsx", "--diagonal"])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("9x9 diagonal "), "{stdout}");
}

/// Reads a generated sheet's `n` x `n` grid back as values (letters after 9).
fn generated(path: &std::path::Path, sheet: &str, n: usize) -> Vec<u8> {
    get(path, sheet, (0, 0), n, Typed::Letters)
}

#[test]
fn generate_other_sizes_and_variants() {
    let s = Scratch::new();
    for (args, n, rules) in [
        (
            vec!["--size", "6", "--diagonal"],
            6,
            Rules::new(6, 2, 3, None).diagonal(),
        ),
        (vec!["--windoku"], 9, Rules::new(9, 3, 3, None).windoku()),
        (
            vec!["--size", "8", "--boxes", "4x2"],
            8,
            Rules::new(8, 4, 2, None),
        ),
        (
            vec!["--size", "12", "--symbols", "letters"],
            12,
            Rules::new(12, 3, 4, None),
        ),
    ] {
        let out = cmd(s.dir.path())
            .arg("generate")
            .args(&args)
            .args([
                "-n",
                "2",
                "--seed",
                "7",
                "--check-answers",
                "-o",
                "g.xlsx",
                "-f",
            ])
            .assert()
            .success()
            .get_output()
            .clone();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("Puzzle 2 ({n}x{n}")), "{stdout}");
        let book = s.path("g.xlsx");
        assert_eq!(
            common::sheet_names(&book),
            ["Puzzle 1", "Puzzle 2", "Solutions", "Answers"]
        );
        for k in 1..=2 {
            let puzzle = generated(&book, &format!("Puzzle {k}"), n);
            let answer = get(
                &book,
                "Answers",
                ((k as u32 - 1) * (n as u32 + 1), 0),
                n,
                Typed::Letters,
            );
            assert!(rules.is_solution(&answer), "{args:?} puzzle {k}");
            for (i, &v) in puzzle.iter().enumerate() {
                assert!(v == 0 || answer[i] == v, "{args:?}: given {i} differs");
            }
            if n <= 9 {
                assert_eq!(rules.count(&mut puzzle.clone(), 2), 1, "{args:?} is unique");
            }
        }
        // Playable: open cells unlocked and checked, repeats red through the hidden
        // check cells, the counter right of the grid, the sheet protected.
        let sheet = zip_part(&book, "xl/worksheets/sheet1.xml");
        assert!(sheet.contains("<sheetProtection"), "{args:?}");
        assert!(
            sheet.contains(r#"<dataValidation type="custom""#),
            "{args:?}"
        );
        assert!(sheet.contains("<cfRule "), "{args:?}");
        let counter = sudoku_workbook::address::column_name(n as u32 + 1);
        assert!(sheet.contains(&format!(r#"<c r="{counter}1""#)), "{args:?}");
        assert!(sheet.contains(" to go</v>"), "{args:?}");
        // The 12x12 writes letters, as asked.
        if n == 12 {
            assert!(sheet.contains("t=\"s\"") || sheet.contains("inlineStr"));
        }
    }
    // Solving a generated 12x12 sheet gives back its answer.
    cmd(s.dir.path())
        .args([
            "solve", "g.xlsx", "--sheet", "Puzzle 1", "-r", "A1:L12", "-o", "s.xlsx",
        ])
        .assert()
        .success();
    let solved = get(&s.path("s.xlsx"), "Puzzle 1", (0, 0), 12, Typed::Letters);
    assert!(Rules::new(12, 3, 4, None).is_solution(&solved));
}

#[test]
fn generate_refuses_what_other_shapes_do_not_have() {
    let s = Scratch::new();
    for (args, says) in [
        (
            vec!["--size", "16", "--givens", "30"],
            "--givens is for 9x9",
        ),
        (
            vec!["--size", "6", "--per-page", "4"],
            "booklets are for 9x9",
        ),
        (vec!["--size", "6", "--symbols", "hex"], "hex is for 16x16"),
        (
            vec!["--size", "6", "--windoku"],
            "--windoku needs a 9x9 grid",
        ),
        (
            vec!["--size", "16", "--boxes", "3x5"],
            "does not fit a 16x16 grid",
        ),
    ] {
        let out = cmd(s.dir.path())
            .arg("generate")
            .args(&args)
            .assert()
            .code(2)
            .get_output()
            .clone();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    assert!(!s.path("puzzles.xlsx").exists());
}

#[test]
fn generated_lists_of_other_sizes_solve_back() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["generate", "--size", "16", "--symbols", "hex", "--list"])
        .args(["-n", "2", "--seed", "4", "-o", "l.xlsx"])
        .assert()
        .success();
    cmd(s.dir.path())
        .args([
            "solve",
            "l.xlsx",
            "--list",
            "A",
            "--size",
            "16",
            "--symbols",
            "hex",
        ])
        .args(["-o", "out.xlsx"])
        .assert()
        .success();
    let rows = read_cells(&s.path("out.xlsx"), "Puzzles", 1..=2);
    let unique = rows
        .iter()
        .filter(|(_, v)| matches!(v, Data::String(t) if t == "unique"))
        .count();
    assert_eq!(unique, 2, "{rows:?}");
}

#[test]
fn rate_lists_of_other_sizes() {
    let s = Scratch::new();
    let p = puzzle_for(&Shape::standard(6).unwrap(), 51);
    let line = p.to_line(sudoku_core::general::Symbols::Standard);
    std::fs::write(s.path("six.txt"), format!("# six\n{line}\n{line}x\n")).unwrap();
    let out = cmd(s.dir.path())
        .args(["rate", "six.txt", "--size", "6"])
        .assert()
        .success()
        .get_output()
        .clone();
    let (stdout, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(stdout.contains("line 2: 6x6 "), "{stdout}");
    assert!(stdout.contains("; unique; hidden single x"), "{stdout}");
    // The line with an x is no puzzle line of a 6x6 grid: left alone, not rated.
    assert!(!err.contains("line 3"), "{err}");
}

#[test]
fn generate_jigsaws_with_their_own_layouts() {
    let s = Scratch::new();
    let out = cmd(s.dir.path())
        .args([
            "generate", "--size", "6", "--jigsaw", "-n", "2", "--seed", "3",
        ])
        .args(["--check-answers", "-o", "j.xlsx"])
        .assert()
        .success()
        .get_output()
        .clone();
    assert!(String::from_utf8_lossy(&out.stdout).contains("(6x6 jigsaw)"));
    let book = s.path("j.xlsx");
    let mut layouts = Vec::new();
    for k in 1..=2u32 {
        let sheet = format!("Puzzle {k}");
        // The layout is kept as region letters in hidden cells past the checks, named
        // SudokuRegions<k>.
        let left = 6 + 17 + 7;
        let labels: Vec<char> = read_cells(&book, &sheet, 0..=5)
            .into_iter()
            .filter(|((_, c), _)| (left..left + 6).contains(c))
            .map(|(_, v)| v.to_string().chars().next().unwrap())
            .collect();
        assert_eq!(labels.len(), 36, "{sheet}: a label per cell");
        let rules = Rules::new(6, 2, 3, Some(&labels));
        let puzzle = get(&book, &sheet, (0, 0), 6, Typed::Numbers);
        let answer = get(&book, "Answers", ((k - 1) * 7, 0), 6, Typed::Numbers);
        assert!(rules.is_solution(&answer), "{sheet}");
        assert_eq!(rules.count(&mut puzzle.clone(), 2), 1, "{sheet} is unique");
        // solve reads the layout back by its name.
        cmd(s.dir.path())
            .args(["solve", "j.xlsx", "--sheet", &sheet, "-r", "A1:F6"])
            .args([
                "--regions",
                &format!("SudokuRegions{k}"),
                "-o",
                "s.xlsx",
                "-f",
            ])
            .assert()
            .success();
        assert_eq!(
            get(&s.path("s.xlsx"), &sheet, (0, 0), 6, Typed::Numbers),
            answer
        );
        layouts.push(labels);
    }
    assert_ne!(layouts[0], layouts[1], "each puzzle has its own layout");
    let out = cmd(s.dir.path())
        .args(["generate", "--size", "25", "--jigsaw"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(String::from_utf8_lossy(&out.stderr).contains("up to 16x16"));
}

#[test]
fn a_refused_default_range_of_another_size_points_at_the_grid() {
    let shape = Shape::standard(16).unwrap();
    let p = puzzle_for(&shape, 5);
    let s = Scratch::new();
    for (file, title) in [("text.xlsx", true), ("clash.xlsx", false)] {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        if title {
            ws.write_string(0, 0, "Giant sudoku").unwrap();
        } else {
            // Two 1s in the first row of A1:P16.
            ws.write_number(0, 0, 1).unwrap();
            ws.write_number(0, 5, 1).unwrap();
        }
        put(ws, (19, 1), 16, &p.cells, Typed::Letters);
        wb.save(s.path(file)).unwrap();
        let out = cmd(s.dir.path())
            .args(["solve", file, "--size", "16"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{file}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("the grid seems to be at Sheet1!B20:Q35: give --range B20:Q35")
                && !err.contains("--range auto"),
            "{file}: {err}"
        );
        assert!(!s.path(&file.replace(".xlsx", ".solved.xlsx")).exists());
    }
}

/// The 16x16 at the default range A1:P16 that has no solution, though no two givens
/// clash: 1-15 fill row 1 but P1, and the only digit left for P1 (16) is in P2's box.
fn no_solution16(ws: &mut rust_xlsxwriter::Worksheet) {
    let mut cells = vec![0u8; 256];
    for (c, v) in cells.iter_mut().take(15).enumerate() {
        *v = c as u8 + 1;
    }
    cells[16 + 15] = 16;
    put(ws, (0, 0), 16, &cells, Typed::Letters);
}

#[test]
fn a_default_range_of_another_size_with_no_solution_points_at_the_grid() {
    let shape = Shape::standard(16).unwrap();
    let p = puzzle_for(&shape, 5);
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    no_solution16(ws);
    put(ws, (19, 1), 16, &p.cells, Typed::Letters);
    wb.save(s.path("none.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "none.xlsx", "--size", "16"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the grid at Sheet1!A1:P16 has no solution; the grid seems to be at Sheet1!B20:Q35: give --range B20:Q35"),
        "{err}"
    );
    assert!(!s.path("none.solved.xlsx").exists());

    // The other way round: the grid at the default range is the one solved, whatever
    // lies below it; here the same puzzle with one more given, not its solution's and
    // clashing with none, so that it has no solution (the puzzle has only one).
    let full = match sudoku_core::general::solve(&p) {
        sudoku_core::general::GeneralOutcome::Unique(f) => f,
        other => panic!("{other:?}"),
    };
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, (0, 0), 16, &p.cells, Typed::Letters);
    let below = (0..256)
        .filter(|&i| p.cells[i] == 0)
        .flat_map(|i| (1..=16u8).map(move |v| (i, v)))
        .map(|(i, v)| {
            let mut q = p.clone();
            q.cells[i] = v;
            q
        })
        .find(|q| q.conflicts().is_empty() && !q.is_within(&full))
        .expect("a given that is not the solution's and clashes with none");
    put(ws, (19, 1), 16, &below.cells, Typed::Letters);
    wb.save(s.path("good.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "good.xlsx", "--size", "16"])
        .output()
        .unwrap();
    let (stdout, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(stdout.contains("Sheet1!A1:P16 (16x16): Solved"), "{stdout}");
    assert!(!err.contains("seems to be"), "{err}");

    // A full grid elsewhere is a solution, not the puzzle meant: a grid at the default
    // range with no solution is reported as it is, with no pointer at it.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    no_solution16(ws);
    put(ws, (19, 1), 16, &full.cells, Typed::Letters);
    wb.save(s.path("answer.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "answer.xlsx", "--size", "16"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("Sheet1!A1:P16 (16x16): No solution exists.") && !err.contains("seems to be"),
        "{err}"
    );
}

/// A 25x25 the solver needs about 0.1 s for (A-Y stand for 1-25): a third of a grid's
/// digits, at random; it has several solutions. Since probing and plain guessing take
/// turns on 25x25, no grid found (hundreds tried, among them the one-digit-changed grid
/// that took plain guessing a minute) needs more than a second or two, so the test gives
/// a thousandth of a second: three turns and some thousand guesses, far beyond it.
const UNDECIDED25: [&str; 25] = [
    "...H......G....P.S...Y.N.",
    "..PQ..K........JV.BIH.DRE",
    ".....S..J.......Q........",
    "....SCY..........GU...OP.",
    "..I.G.P...KV...C..N..W...",
    "...L..R.....F.U..KTY.....",
    "......JH...C..QXN..RE..L.",
    "........T.O...M..L..FD.J.",
    "..Y...X..U......MBC....WN",
    "..QT.KO.VDL....AJ.I...M..",
    "..BA.H..G..YETFV.QD..KW..",
    "X..YU.W.........A.E..J.H.",
    "..H....RKO........M.AVE.D",
    ".....F......V..K.YH...R..",
    ".Q.VM......J...RW..L.B.G.",
    "WKX.EJ..I...NL.O.P.A...F.",
    "..A.....O...UVI...JK.N..C",
    "...O......FD.A......K..B.",
    ".B.P.AHY.G....CD...N.....",
    "N...D..WC..H..RS.MX..U.IO",
    "..GMN..V.W..PO..S.F.....X",
    ".W.RXO....VQ......PJ...KG",
    ".HS.........CE.G.........",
    "...K....ETDS..J..X..M.C..",
    ".....D..S.N..X...........",
];

#[test]
fn a_grid_not_decided_within_the_time_limit_exits_3() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let cells: Vec<u8> = UNDECIDED25
        .concat()
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'A' + 1 })
        .collect();
    put(ws, (0, 0), 25, &cells, Typed::Numbers);
    wb.save(s.path("hard.xlsx")).unwrap();
    let start = std::time::Instant::now();
    let out = cmd(s.dir.path())
        .args([
            "solve",
            "hard.xlsx",
            "--size",
            "25",
            "--time-limit",
            "0.001",
        ])
        .output()
        .unwrap();
    let took = start.elapsed();
    let (stdout, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(3), "{stdout}{err}");
    assert!(
        format!("{stdout}{err}").contains(
            "Sheet1!A1:Y25 (25x25): Undecided: the solver could not decide within 0.001 s; allow more time with --time-limit"
        ),
        "{stdout}{err}"
    );
    // The limit is kept: a thousandth of a second of search, not the tenth the grid needs.
    assert!(took < std::time::Duration::from_secs(20), "{took:?}");
    // Nothing was decided, so nothing is written.
    assert!(!s.path("hard.solved.xlsx").exists());
}

#[test]
fn range_auto_finds_grids_of_the_size_and_rules_asked_for() {
    // Each grid under a title, one empty row between, away from A1: auto must read it
    // where it was typed, with the rules given, and write the answer there.
    for (n, br, bc, typed, flags) in [
        (6, 2, 3, Typed::Numbers, vec!["--size", "6"]),
        (12, 3, 4, Typed::Numbers, vec!["--size", "12"]),
        (16, 4, 4, Typed::Letters, vec!["--size", "16"]),
        (9, 3, 3, Typed::Numbers, vec!["--diagonal"]),
        (9, 3, 3, Typed::Numbers, vec!["--windoku"]),
    ] {
        let (shape, rules) = match flags[0] {
            "--diagonal" => (
                Shape::builder(9).diagonal(true).build().unwrap(),
                Rules::new(9, 3, 3, None).diagonal(),
            ),
            "--windoku" => (
                Shape::builder(9).windoku(true).build().unwrap(),
                Rules::new(9, 3, 3, None).windoku(),
            ),
            _ => (Shape::standard(n).unwrap(), Rules::new(n, br, bc, None)),
        };
        let p = puzzle_for(&shape, 11);
        let s = Scratch::new();
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        ws.write_string(1, 3, "Weekend puzzle").unwrap();
        put(ws, (3, 3), n, &p.cells, typed);
        wb.save(s.path("in.xlsx")).unwrap();
        let out = cmd(s.dir.path())
            .args(["solve", "in.xlsx", "-r", "auto"])
            .args(&flags)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let out = String::from_utf8_lossy(&out);
        let last = sudoku_workbook::address::column_name(2 + n as u32);
        assert!(
            out.contains(&format!("Sheet1!D4:{last}{}", 3 + n)) && out.contains("Solved"),
            "{flags:?}: {out}"
        );
        let solved = get(&s.path("in.solved.xlsx"), "Sheet1", (3, 3), n, typed);
        assert!(rules.is_solution(&solved), "{flags:?}: {solved:?}");
        for (i, &v) in p.cells.iter().enumerate() {
            assert!(v == 0 || solved[i] == v, "{flags:?}: given {i} changed");
        }
    }
}

#[test]
fn range_auto_finds_every_16x16_grid_of_a_sheet() {
    let shape = Shape::standard(16).unwrap();
    let (a, b) = (puzzle_for(&shape, 3), puzzle_for(&shape, 4));
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, (0, 0), 16, &a.cells, Typed::Numbers);
    put(ws, (0, 17), 16, &b.cells, Typed::Numbers);
    wb.save(s.path("two.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "two.xlsx", "--size", "16", "-r", "auto"])
        .assert()
        .success();
    let rules = Rules::new(16, 4, 4, None);
    for (p, col) in [(&a, 0u32), (&b, 17)] {
        let solved = get(
            &s.path("two.solved.xlsx"),
            "Sheet1",
            (0, col),
            16,
            Typed::Numbers,
        );
        assert!(rules.is_solution(&solved), "the grid at column {col}");
        assert!(p.cells.iter().zip(&solved).all(|(&g, &v)| g == 0 || g == v));
    }
    // With no sheet named, every worksheet is searched, as for 9x9 grids.
    let mut wb = Workbook::new();
    wb.add_worksheet()
        .set_name("Notes")
        .unwrap()
        .write_string(0, 0, "Giant puzzles on the next sheet")
        .unwrap();
    put(
        wb.add_worksheet().set_name("Giant").unwrap(),
        (2, 2),
        16,
        &a.cells,
        Typed::Numbers,
    );
    wb.save(s.path("later.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "later.xlsx", "--size", "16", "-r", "auto"])
        .assert()
        .success()
        .stdout(predicates::str::contains("Giant!C3:R18 (16x16): Solved"));
    // A sheet with no grid of that size says so, and names the sheet.
    common::puzzle_xlsx(&s.path("nine.xlsx"), common::CLASSIC);
    let out = cmd(s.dir.path())
        .args(["solve", "nine.xlsx", "--size", "16", "-r", "auto"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no 16x16 grid was found on sheet \"Sheet1\""),
        "{err}"
    );
}

/// A list whose rows all run out of time is a list of undecided puzzles, not a file with
/// no puzzle in it.
#[test]
fn a_list_row_not_decided_in_time_is_counted_undecided() {
    let s = Scratch::new();
    const SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOP";
    let line: String = UNDECIDED25
        .concat()
        .bytes()
        .map(|b| {
            if b == b'.' {
                '.'
            } else {
                SYMBOLS[usize::from(b - b'A')] as char
            }
        })
        .collect();
    std::fs::write(s.path("hard.txt"), format!("{line}\n")).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "hard.txt", "--size", "25", "--time-limit", "0.001"])
        .args(["-o", "hard.out.txt"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(err.contains("1 undecided (out of time)"), "{err}");
    assert!(!err.contains("no puzzle"), "{err}");
}
