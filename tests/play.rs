//! Playable workbooks (`play`, and `generate`'s puzzle sheets): what Excel needs in the
//! sheet XML, `hint` reading a game with pencil marks, and a real spreadsheet program
//! typing into a copy. The LibreOffice test types digits through LibreOffice's UNO bridge
//! (`tests/lo/type_and_export.py`), recalculates, and reads the colours the conditional
//! formats give from Calc's own HTML export; Gnumeric's `ssconvert --recalc` runs the
//! formulas in a second program. Each skips with a message where its program is absent
//! (`.ci/run` installs LibreOffice, python3-uno and Gnumeric).

mod common;

use std::path::Path;
use std::process::Command;

use common::office::{
    clash_in_a_row, count, libreoffice, type_in_libreoffice, type_in_libreoffice_at,
};
use common::*;
use rust_xlsxwriter::Workbook;

#[test]
fn play_sheets_carry_the_live_checks_excel_needs() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args(["play", "p.xlsx", "--check-answers"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "Wrote p.play.xlsx (1 puzzle to play)",
        ));
    let book = s.path("p.play.xlsx");
    let sheet = zip_part(&book, "xl/worksheets/sheet1.xml");
    // A repeated digit: one formula rule over the grid, relative to A1.
    assert!(
        sheet.contains("<conditionalFormatting sqref=\"A1:I9\">"),
        "{sheet}"
    );
    assert!(sheet.contains(
        "<formula>AND(A1&gt;=1,A1&lt;=9,OR(COUNTIF($A1:$I1,A1)&gt;1,COUNTIF(A$1:A$9,A1)&gt;1,COUNTIF(OFFSET($A$1,"
    ));
    // A wrong digit against the very hidden answers; pencil marks grey.
    assert!(sheet.contains("<formula>AND(A1&gt;=1,A1&lt;=9,A1&lt;&gt;Answers!A1)</formula>"));
    assert!(sheet.contains("<formula>A1&gt;9</formula>"));
    // Digits or pencil marks only, the sheet protected, the counter at K1 with its start.
    assert!(sheet.contains("<dataValidation type=\"custom\""), "{sheet}");
    assert!(sheet.contains("<sheetProtection"));
    assert!(sheet.contains("<c r=\"K1\""));
    assert!(sheet.contains("Solved!"));
    assert!(
        sheet.contains("<v>51 to go</v>"),
        "the counter's first result is stored"
    );
    let workbook = zip_part(&book, "xl/workbook.xml");
    assert!(workbook.contains("name=\"Answers\"") && workbook.contains("state=\"veryHidden\""));
    assert!(workbook.contains("SudokuGivens1"));
    // Without --check-answers there is no answers sheet and no orange rule.
    cmd(s.dir.path())
        .args(["play", "p.xlsx", "-o", "plain.xlsx"])
        .assert()
        .success();
    assert_eq!(sheet_names(&s.path("plain.xlsx")), ["Puzzle 1"]);
    assert!(!zip_part(&s.path("plain.xlsx"), "xl/worksheets/sheet1.xml").contains("Answers!"));
}

#[test]
fn play_reads_what_solve_reads_and_leaves_out_what_cannot_be_played() {
    let s = Scratch::new();
    let dead = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    std::fs::write(s.path("l.txt"), format!("{CLASSIC}\n{dead}\n")).unwrap();
    cmd(s.dir.path())
        .args(["play", "l.txt"])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("l.txt: line 1: 30 givens, easy"))
        .stderr(predicates::str::contains(
            "line 2: No solution exists. There is nothing to play; it is left out.",
        ));
    assert_eq!(
        read_line(&s.path("l.play.xlsx"), "Puzzle 1", (0, 0)),
        CLASSIC
    );
    // Several solutions: playable, but not with answers to check against.
    let mut open = CLASSIC.to_string();
    open.replace_range(0..2, "..");
    puzzle_xlsx(&s.path("open.xlsx"), &open);
    cmd(s.dir.path())
        .args(["play", "open.xlsx", "--check-answers"])
        .assert()
        .code(1)
        .stderr(predicates::str::contains("leave out --check-answers"));
    cmd(s.dir.path())
        .args(["play", "open.xlsx"])
        .assert()
        .success()
        .stderr(predicates::str::contains("more than one solution"));
}

#[test]
fn hint_reads_a_game_with_pencil_marks() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["play", "--quiet", "-o", "game.xlsx"])
        .arg(samples_classic())
        .assert()
        .success();
    // The player types C1 = 4 and pencil marks 147 in B2 and "23" as text in C2.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzle 1").unwrap();
    put_line(ws, 0, 0, CLASSIC);
    ws.write_number(0, 2, 4).unwrap();
    ws.write_number(1, 1, 147).unwrap();
    ws.write_string(1, 2, "23").unwrap();
    wb.define_name("SudokuGivens1", &format!("=\"{CLASSIC}\""))
        .unwrap();
    wb.save(s.path("played.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["hint", "played.xlsx"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "30 givens (as generated), 1 digit typed, 50 to go",
        ));
    // `solve` still names a cell that holds something other than a digit.
    cmd(s.dir.path())
        .args(["solve", "played.xlsx", "--exact"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("B2"));
}

fn samples_classic() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/classic.xlsx")
}

/// The classic puzzle's open cells typed with their solution, as `row,column,digit;...`.
fn classic_solution_typed() -> String {
    let typed: Vec<String> = CLASSIC
        .bytes()
        .zip(CLASSIC_SOLVED.bytes())
        .enumerate()
        .filter(|(_, (p, _))| *p == b'.')
        .map(|(i, (_, d))| format!("{},{},{}", i / 9, i % 9, d - b'0'))
        .collect();
    typed.join(";")
}

#[test]
fn libreoffice_colours_clashes_and_wrong_digits_and_says_solved() {
    if let Err(why) = libreoffice() {
        eprintln!("SKIPPED: {why}; the live checks were not run in a spreadsheet program");
        return;
    }
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args(["play", "p.xlsx", "--check-answers", "-q"])
        .assert()
        .success();
    let book = s.path("p.play.xlsx");
    // C1 = 5 repeats the given 5 in A1 (row 1): both turn red.
    let (counter, fills) = type_in_libreoffice(&book, "0,2,5", s.dir.path());
    assert_eq!(counter, "50 to go; a digit repeats");
    assert_eq!(count(&fills, "#F8B4B4"), 2, "{fills:?}");
    // A wrong digit that repeats nothing: orange; pencil marks neither count nor clash.
    let (counter, fills) = type_in_libreoffice(&book, "0,2,1;0,3,147", s.dir.path());
    assert_eq!(counter, "50 to go");
    assert_eq!(count(&fills, "#F8B4B4"), 0, "{fills:?}");
    assert_eq!(count(&fills, "#FFD08A"), 1, "{fills:?}");
    // The whole solution: "Solved!", nothing coloured.
    let (counter, fills) = type_in_libreoffice(&book, &classic_solution_typed(), s.dir.path());
    assert_eq!(counter, "Solved!");
    assert_eq!(count(&fills, "#F8B4B4") + count(&fills, "#FFD08A"), 0);
}

/// The counter, its legend and a refused entry's message in the user's language; the
/// counter's words come from the same catalog whatever number LibreOffice works out.
#[test]
fn libreoffice_plays_in_the_users_language() {
    if let Err(why) = libreoffice() {
        eprintln!("SKIPPED: {why}; the live checks were not run in a spreadsheet program");
        return;
    }
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    let solution = classic_solution_typed();
    for (lang, tab, start, clash, solved, red, refusal, level) in [
        (
            "fr",
            "Grille 1",
            "encore 51",
            "encore 50\u{a0}; un chiffre se répète",
            "Résolu\u{a0}!",
            "Rouge\u{a0}: le chiffre se répète dans sa ligne, sa colonne ou son bloc",
            "Tapez un chiffre de 1 à 9",
            "Niveau\u{a0}: facile",
        ),
        (
            "de",
            "Rätsel 1",
            "noch 51",
            "noch 50; eine Ziffer kommt doppelt vor",
            "Gelöst!",
            "Rot: Die Ziffer kommt in ihrer Zeile, Spalte oder ihrem Block doppelt vor",
            "Geben Sie eine Ziffer von 1 bis 9 ein",
            "Schwierigkeit: leicht",
        ),
        (
            "ja",
            "問題 1",
            "残り 51 マス",
            "残り 50 マス；数字が重複しています",
            "完成！",
            "赤：行・列・ブロックのどこかで数字が重複しています",
            "1 から 9 までの数字",
            "難易度：初級",
        ),
    ] {
        let book = s.path(&format!("{lang}.xlsx"));
        cmd(s.dir.path())
            .args(["--lang", lang, "play", "p.xlsx", "-q", "--force", "-o"])
            .arg(&book)
            .assert()
            .success();
        let sheet = zip_part(&book, "xl/worksheets/sheet1.xml");
        assert!(
            sheet.contains(&format!("<v>{start}</v>")),
            "{lang}: {sheet}"
        );
        assert!(sheet.contains(refusal), "{lang}: the entry check's message");
        let words = zip_part(&book, "xl/sharedStrings.xml");
        assert!(words.contains(level), "{lang}: the caption: {words}");
        assert_eq!(
            read_text(&book, tab, (2, 10)).as_deref(),
            Some(red),
            "{lang}: the legend"
        );
        // Each run of LibreOffice takes a second or two: French types both, German a
        // clash, Japanese the solution.
        if lang != "ja" {
            let (counter, _) = type_in_libreoffice(&book, "0,2,5", s.dir.path());
            assert_eq!(counter, clash, "{lang}");
        }
        if lang != "de" {
            let (counter, _) = type_in_libreoffice(&book, &solution, s.dir.path());
            assert_eq!(counter, solved, "{lang}");
        }
    }
}

#[test]
fn booklets_print_several_puzzles_a_page_on_the_paper_asked() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "7",
            "--seed",
            "3",
            "--per-page",
            "6",
            "--paper",
            "letter",
            "-q",
            "-o",
            "b.xlsx",
        ])
        .assert()
        .success();
    let book = s.path("b.xlsx");
    let names = sheet_names(&book);
    assert_eq!(
        names.last().map(String::as_str),
        Some("Booklet"),
        "{names:?}"
    );
    let booklet = zip_part(&book, &format!("xl/worksheets/sheet{}.xml", names.len()));
    // Seven puzzles six to a page: one break, before the second page's first row.
    assert!(
        booklet.contains(r#"<rowBreaks count="1" manualBreakCount="1"><brk id="36""#),
        "{booklet}"
    );
    assert!(booklet.contains(r#"paperSize="1""#));
    assert!(zip_part(&book, "xl/worksheets/sheet1.xml").contains(r#"paperSize="1""#));
    // The booklet shows each puzzle's givens where its block starts (Puzzle 2 at K2).
    let second = read_line(&book, "Puzzle 2", (0, 0));
    assert_eq!(read_line(&book, "Booklet", (1, 10)), second);
    cmd(s.dir.path())
        .args(["generate", "--per-page", "3"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "a page holds 1, 2, 4 or 6 puzzles",
        ));
}

#[test]
fn libreoffice_plays_a_generated_puzzle_too() {
    if let Err(why) = libreoffice() {
        eprintln!("SKIPPED: {why}; the live checks were not run in a spreadsheet program");
        return;
    }
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["generate", "--seed", "8", "-q", "-o", "g.xlsx"])
        .assert()
        .success();
    let book = s.path("g.xlsx");
    let puzzle = read_line(&book, "Puzzle 1", (0, 0));
    // Type a given of some row into an open cell of the same row: a clash.
    let (row, given, open) = clash_in_a_row(&puzzle);
    let open_before = puzzle.bytes().filter(|&b| b == b'.').count();
    let (counter, fills) =
        type_in_libreoffice(&book, &format!("{row},{open},{given}"), s.dir.path());
    assert_eq!(
        counter,
        format!("{} to go; a digit repeats", open_before - 1)
    );
    assert!(count(&fills, "#F8B4B4") >= 2, "{fills:?}");
}

/// Gnumeric recalculating a playable sheet: the counter's formulas and the repeat rule
/// (the hidden check cells use the conditional format's own formula) in a second program.
#[test]
fn gnumeric_counts_and_finds_repeats() {
    let probe = Command::new("ssconvert").arg("--version").output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!(
            "SKIPPED: Gnumeric's ssconvert is not installed; the formulas were not run in Gnumeric"
        );
        return;
    }
    use sudoku_workbook::booklet::Paper;
    use sudoku_workbook::puzzles::{puzzles_workbook, Handout, PuzzleSheet};
    use sudoku_workbook::write::save;
    let s = Scratch::new();
    let sheet = |line: &str| PuzzleSheet {
        puzzle: line.parse().unwrap(),
        solution: CLASSIC_SOLVED.parse().unwrap(),
        caption: vec![],
        details: String::new(),
    };
    // A digit typed or given is all one to the checks: C1 = 5 repeats A1's 5.
    let mut clash = CLASSIC.to_string();
    clash.replace_range(2..3, "5");
    let handout = Handout {
        title: None,
        solutions: false,
        check_answers: false,
        per_page: None,
        paper: Paper::A4,
    };
    for (name, line, want) in [
        ("clash", clash.as_str(), "50 to go; a digit repeats"),
        ("solved", CLASSIC_SOLVED, "Solved!"),
        ("start", CLASSIC, "51 to go"),
    ] {
        let xlsx = s.path(&format!("{name}.xlsx"));
        let mut wb = puzzles_workbook(&[sheet(line)], &handout).unwrap();
        save(&mut wb, &xlsx, false).unwrap();
        let csv = s.path(&format!("{name}.csv"));
        let run = Command::new("timeout")
            .args(["120", "ssconvert", "--recalc"])
            .arg(&xlsx)
            .arg(&csv)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let first = std::fs::read_to_string(&csv).unwrap();
        let row = first.lines().next().unwrap();
        assert!(row.contains(want), "{name}: {row}");
    }
}

/// Reads the first `n` x `n` cells of a sheet as text (`""` for empty).
fn sheet_texts(book: &Path, sheet: &str, n: u32) -> Vec<String> {
    let cells = common::read_cells(book, sheet, 0..=n - 1);
    let mut out = vec![String::new(); (n * n) as usize];
    for ((r, c), v) in cells {
        if c < n {
            out[(r * n + c) as usize] = v.to_string();
        }
    }
    out
}

#[test]
fn libreoffice_plays_other_sizes_and_variants() {
    if let Err(why) = libreoffice() {
        eprintln!("SKIPPED: {why}; the live checks were not run in a spreadsheet program");
        return;
    }
    let s = Scratch::new();
    // A 6x6 diagonal: a digit that repeats only on a diagonal turns red.
    cmd(s.dir.path())
        .args(["generate", "--size", "6", "--diagonal", "--check-answers"])
        .args(["--seed", "3", "-q", "-o", "d.xlsx"])
        .assert()
        .success();
    let book = s.path("d.xlsx");
    let puzzle = sheet_texts(&book, "Puzzle 1", 6);
    let answer = sheet_texts(&book, "Answers", 6);
    let diagonal: Vec<usize> = (0..6).map(|k| k * 7).collect();
    // An open diagonal cell, and a digit given elsewhere on the diagonal that its row,
    // column and box do not hold.
    let units = |i: usize| -> Vec<usize> {
        let (r, c) = (i / 6, i % 6);
        (0..36)
            .filter(|&j| j / 6 == r || j % 6 == c || (j / 12 == i / 12 && (j % 6) / 3 == c / 3))
            .collect()
    };
    let (open, digit) = diagonal
        .iter()
        .filter(|&&i| puzzle[i].is_empty())
        .find_map(|&i| {
            diagonal
                .iter()
                .filter(|&&j| !puzzle[j].is_empty())
                .find_map(|&j| {
                    let d = &puzzle[j];
                    (!units(i).iter().any(|&u| puzzle[u] == *d)).then(|| (i, d.clone()))
                })
        })
        .expect("the puzzle has such a cell");
    let open_before = puzzle.iter().filter(|t| t.is_empty()).count();
    let (counter, fills) = type_in_libreoffice_at(
        &book,
        &format!("{},{},{digit}", open / 6, open % 6),
        s.dir.path(),
        7,
    );
    assert_eq!(
        counter,
        format!("{} to go; a digit repeats", open_before - 1)
    );
    assert_eq!(count(&fills, "#F8B4B4"), 2, "{fills:?}");
    // The whole answer: solved, nothing red or orange.
    let typed: Vec<String> = (0..36)
        .filter(|&i| puzzle[i].is_empty())
        .map(|i| format!("{},{},{}", i / 6, i % 6, answer[i]))
        .collect();
    let (counter, fills) = type_in_libreoffice_at(&book, &typed.join(";"), s.dir.path(), 7);
    assert_eq!(counter, "Solved!");
    assert_eq!(count(&fills, "#F8B4B4") + count(&fills, "#FFD08A"), 0);

    // A 16x16 in letters, typed in lower case: every cell but one, no clash, one to go.
    cmd(s.dir.path())
        .args(["generate", "--size", "16", "--symbols", "letters"])
        .args(["--check-answers", "--seed", "3", "-q", "-o", "l.xlsx"])
        .assert()
        .success();
    let book = s.path("l.xlsx");
    let puzzle = sheet_texts(&book, "Puzzle 1", 16);
    let answer = sheet_texts(&book, "Answers", 16);
    let open: Vec<usize> = (0..256).filter(|&i| puzzle[i].is_empty()).collect();
    assert!(
        answer.iter().any(|a| a == "G"),
        "letters are written as letters"
    );
    let typed: Vec<String> = open[1..]
        .iter()
        .map(|&i| format!("{},{},{}", i / 16, i % 16, answer[i].to_lowercase()))
        .collect();
    let (counter, fills) = type_in_libreoffice_at(&book, &typed.join(";"), s.dir.path(), 17);
    assert_eq!(counter, "1 to go");
    assert_eq!(
        count(&fills, "#F8B4B4") + count(&fills, "#FFD08A"),
        0,
        "{fills:?}"
    );
}

#[test]
fn play_other_sizes_mixed_with_classic_grids() {
    let s = Scratch::new();
    // A 9x9 at A1:I9 and a 4x4 at K1:N4 on one sheet.
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    common::put_line(ws, 0, 0, CLASSIC);
    for (i, ch) in "1.....2..3.....4".chars().enumerate() {
        if let Some(d) = ch.to_digit(10) {
            ws.write_number((i / 4) as u32, 10 + (i % 4) as u16, d)
                .unwrap();
        }
    }
    wb.save(s.path("two.xlsx")).unwrap();
    cmd(s.dir.path())
        .args([
            "play",
            "two.xlsx",
            "-r",
            "A1:I9",
            "-r",
            "K1:N4",
            "--check-answers",
        ])
        .assert()
        .success();
    let book = s.path("two.play.xlsx");
    assert_eq!(
        common::sheet_names(&book),
        ["Puzzle 1", "Puzzle 2", "Answers"]
    );
    assert_eq!(read_line(&book, "Puzzle 1", (0, 0)), CLASSIC);
    let four = sheet_texts(&book, "Puzzle 2", 4);
    assert_eq!(four[0], "1");
    assert_eq!(four[15], "4");
    // The 4x4's counter sits right of its grid, at F1, and starts at 12 to go.
    let sheet = common::zip_part(&book, "xl/worksheets/sheet2.xml");
    assert!(
        sheet.contains(r#"<c r="F1""#) && sheet.contains("<v>12 to go</v>"),
        "{sheet}"
    );
    assert!(sheet.contains("<sheetProtection"));
}

#[test]
fn libreoffice_plays_a_jigsaw() {
    if let Err(why) = libreoffice() {
        eprintln!("SKIPPED: {why}; the live checks were not run in a spreadsheet program");
        return;
    }
    let s = Scratch::new();
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/jigsaw.xlsx");
    cmd(s.dir.path())
        .arg("play")
        .arg(&sample)
        .args(["-r", "B2:J10", "--regions", "Layout!A1:I9", "-o", "j.xlsx"])
        .assert()
        .success();
    let book = s.path("j.xlsx");
    let puzzle = sheet_texts(&book, "Puzzle 1", 9);
    let layout: Vec<String> = {
        let cells = common::read_cells(&sample, "Layout", 0..=8);
        cells.into_iter().map(|(_, v)| v.to_string()).collect()
    };
    // An open cell, and a digit given in its region that its row and column lack: a
    // repeat only the region's check can see.
    let (open, digit) = (0..81)
        .filter(|&i| puzzle[i].is_empty())
        .find_map(|i| {
            (0..81).find_map(|j| {
                let d = &puzzle[j];
                let line = |k: usize| k / 9 == i / 9 || k % 9 == i % 9;
                let seen = (0..81).any(|k| line(k) && puzzle[k] == *d);
                (layout[j] == layout[i] && !d.is_empty() && !seen).then(|| (i, d.clone()))
            })
        })
        .expect("such a cell");
    let open_before = puzzle.iter().filter(|t| t.is_empty()).count();
    let (counter, fills) = type_in_libreoffice(
        &book,
        &format!("{},{},{digit}", open / 9, open % 9),
        s.dir.path(),
    );
    assert_eq!(
        counter,
        format!("{} to go; a digit repeats", open_before - 1)
    );
    assert_eq!(count(&fills, "#F8B4B4"), 2, "{fills:?}");
}
