//! `explain` and `hint` end to end: the real binary on real workbooks, outputs read back.

mod common;

use calamine::{open_workbook, Data, Reader, Xlsx};
use common::*;
use rust_xlsxwriter::Workbook;
use serde_json::Value;

/// What a finished run printed on stdout.
fn printed(run: assert_cmd::assert::Assert) -> String {
    String::from_utf8(run.get_output().stdout.clone()).unwrap()
}

/// A 17-clue puzzle that needs locked candidates and a naked pair.
const SEVENTEEN: &str =
    "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";

/// A puzzle of the forum's hardest (`tests/data/hard40_techniques.txt`): its fifth step
/// is a forcing chain of 25 facts, which the sentences once cut to four and "… (22 more)".
const FORCING: &str =
    "98.7..6..75..6......6..8...5..8...4..4...3..2..9.7.8..1..2...3...5.8.9.......1...";

#[test]
fn every_step_names_what_it_clears_in_the_terminal_the_sheet_and_the_report() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), FORCING);
    let text = printed(
        cmd(s.dir.path())
            .args(["explain", "p.xlsx", "--report", "r.json"])
            .assert()
            .success(),
    );
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("r.json")).unwrap()).unwrap();
    let steps = report[0]["steps"].as_array().unwrap();
    assert!(steps.len() > 50, "{} steps", steps.len());
    let mut book: Xlsx<_> = open_workbook(s.path("p.explained.xlsx")).unwrap();
    let sheet = book.worksheet_range("Steps").unwrap();
    let mut chains = 0;
    for (k, step) in steps.iter().enumerate() {
        let sentence = step["text"].as_str().unwrap();
        let words: Vec<&str> = sentence
            .split(|c: char| !c.is_ascii_alphanumeric())
            .collect();
        for gone in step["eliminations"].as_array().unwrap() {
            let cell = gone["cell"].as_str().unwrap();
            assert!(
                words.contains(&cell),
                "step {}: {cell} not named: {sentence}",
                k + 1
            );
        }
        assert!(
            !sentence.contains('…') && !sentence.contains("more)"),
            "step {}: {sentence}",
            k + 1
        );
        chains += usize::from(step["technique"] == "cell forcing chain");
        // The same sentence, whole, on the terminal and in the step's block of the sheet
        // (14 rows a block from row 4, the sentence under the heading).
        assert!(text.contains(&format!(": {sentence}\n")), "step {}", k + 1);
        assert_eq!(
            sheet.get_value((3 + 14 * k as u32 + 1, 0)),
            Some(&Data::String(sentence.to_string())),
            "step {}",
            k + 1
        );
    }
    assert!(chains > 0, "no forcing chain to check");
    assert!(text.contains(
        "cell forcing chain (8.8): Whether F1 holds 2 or 5, F7 is not 5: with 2, E3 is 5, H1 is 1, \
         E4 is 2, I8 is 1, E5 is 1, G4 is 1, B6 is 1, C2 is 1, A6 is 2, D3 is 1, C9 is 2, I6 is 3, \
         B3 is 2, G2 is 2, D2 is 3, G3 is 3, F2 is 9, E1 is 4, F4 is 6, D5 is 9, C7 is 4, I7 is 8, \
         G9 is 4, I9 is 6 and D9 is 5; with 5, at once; so F7 is not 5\n"
    ));
}

#[test]
fn explain_gives_sudoku_explainers_number_and_its_own_paths_hardest_step() {
    // SE 1.2.1.3 rates it 7.2 (tests/data/se_ratings.tsv); the steps shown take an
    // ALS-XZ at 7.1 where SE needs a forcing chain.
    let s = Scratch::new();
    std::fs::write(
        s.path("p.txt"),
        "5...4.9.7.9..51...8..2..1....849...6741..58.........3.........3.3.982.7......4...\n",
    )
    .unwrap();
    let text = printed(
        cmd(s.dir.path())
            .args(["explain", "p.txt", "--report", "r.json"])
            .assert()
            .success(),
    );
    assert!(
        text.starts_with(
            "p.txt: line 1: 62 steps, expert (7.2 SE; this path's hardest step 7.1)\n"
        ),
        "{text}"
    );
    assert!(text.contains(". ALS-XZ (7.1): "), "{text}");
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("r.json")).unwrap()).unwrap();
    assert_eq!(report[0]["difficulty"], 7.2);
    assert_eq!(report[0]["path_difficulty"], 7.1);
    let rated = printed(cmd(s.dir.path()).args(["rate", "p.txt"]).assert().success());
    assert!(rated.contains("expert (7.2, hardest: "), "{rated}");
    // Where the paths agree, the report says nothing more.
    std::fs::write(s.path("q.txt"), format!("{SEVENTEEN}\n")).unwrap();
    cmd(s.dir.path())
        .args(["explain", "q.txt", "--report", "q.json"])
        .assert()
        .success();
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("q.json")).unwrap()).unwrap();
    assert!(report[0].get("path_difficulty").is_none(), "{report}");
}

#[test]
fn explain_writes_steps_and_candidates_and_prints_each_step() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), SEVENTEEN);
    let text = printed(
        cmd(s.dir.path())
            .args(["explain", "p.xlsx", "--report", "steps.json"])
            .assert()
            .success(),
    );
    assert!(text.contains("p.xlsx: Sheet1!A1:I9: "), "{text}");
    assert!(
        text.contains("direct hidden pair (2.0): In box 5, 2 and 4 can only go in F4 and F5, so those cells hold no other digit and 9 goes from F4 and F5; that leaves F6 the only cell of box 5 that can hold 9\n"),
        "{text}"
    );
    assert!(text.contains("  Solved."), "{text}");
    let book = s.path("p.explained.xlsx");
    assert_eq!(sheet_names(&book), ["Sheet1", "Steps", "Candidates"]);
    let solved = read_line(&book, "Sheet1", (0, 0));
    assert_solves(SEVENTEEN, &solved);
    // The Steps sheet: a block per step, its sentence, links to the puzzle's cells.
    let title = read_text(&book, "Steps", (0, 0)).unwrap();
    assert_eq!(title, "Steps of Sheet1!A1:I9");
    let first = read_text(&book, "Steps", (3, 0)).unwrap();
    assert!(first.starts_with("Step 1 · hidden single · 1."), "{first}");
    let xml = zip_part(&book, "xl/worksheets/sheet2.xml");
    assert!(
        xml.contains("location=\"Sheet1!"),
        "internal links expected"
    );
    // The report: one grid, every step with the fields programs need.
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("steps.json")).unwrap()).unwrap();
    let grid = &report[0];
    assert_eq!(grid["result"], "solved");
    assert_eq!(grid["level"], "medium");
    assert_eq!(grid["difficulty"], 2.6);
    let steps = grid["steps"].as_array().unwrap();
    let locked = steps
        .iter()
        .find(|s| s["technique"] == "locked candidates")
        .expect("a locked candidates step");
    assert_eq!(locked["eliminations"][0]["cell"].as_str().unwrap().len(), 2);
    assert_eq!(locked["units"][0], "box 3");
    // Replaying the report's placements on the puzzle gives the solved grid.
    let mut grid_now: Vec<u8> = SEVENTEEN.bytes().collect();
    for step in steps {
        for p in step["placements"].as_array().unwrap() {
            let cell = p["cell"].as_str().unwrap().as_bytes();
            let i = (cell[1] - b'1') as usize * 9 + (cell[0] - b'A') as usize;
            grid_now[i] = b'0' + p["digit"].as_u64().unwrap() as u8;
        }
    }
    assert_eq!(String::from_utf8(grid_now).unwrap(), solved);
}

#[test]
fn explain_names_cells_as_the_sheet_does_and_stops_when_asked() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Week 12").unwrap();
    put_line(ws, 2, 2, CLASSIC);
    wb.save(s.path("w.xlsx")).unwrap();
    let text = printed(
        cmd(s.dir.path())
            .args(["explain", "w.xlsx", "-r", "C3:K11", "--steps", "2"])
            .assert()
            .success(),
    );
    // F1 of the puzzle is H3 on the sheet; box 2 stays box 2.
    assert!(
        text.contains("1. hidden single (1.2): H3 is the only cell of box 2 that can hold 8"),
        "{text}"
    );
    assert!(text.contains("Stopped after step 2."), "{text}");
    // The level is the whole puzzle's, not that of the two steps shown.
    assert!(text.contains("51 steps") || text.contains("easy"), "{text}");
}

#[test]
fn explain_says_where_a_puzzle_breaks_or_forks() {
    let s = Scratch::new();
    // Row 1 holds 1-8, and a 9 further down column I: I1 can hold nothing.
    let dead = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    puzzle_xlsx(&s.path("dead.xlsx"), &dead);
    let text = printed(
        cmd(s.dir.path())
            .args(["explain", "dead.xlsx"])
            .assert()
            .code(1),
    );
    assert!(
        text.contains("From the start, I1 can hold no digit: the puzzle has no solution."),
        "{text}"
    );
    // Several solutions: the cells that differ are named.
    let mut open = CLASSIC.to_string();
    open.replace_range(0..2, "..");
    puzzle_xlsx(&s.path("open.xlsx"), &open);
    let text = printed(
        cmd(s.dir.path())
            .args(["explain", "open.xlsx", "--report", "r.csv"])
            .assert()
            .success(),
    );
    let csv = std::fs::read_to_string(s.path("r.csv")).unwrap();
    if text.contains("several solutions") {
        assert!(text.contains("two of them differ in"), "{text}");
    }
    assert!(csv.starts_with("file,sheet,range,result,step,technique,difficulty,placements,eliminations,pattern,text"), "{csv}");
}

#[test]
fn explain_lists_on_the_terminal_and_refuses_a_workbook_for_them() {
    let s = Scratch::new();
    std::fs::write(s.path("l.txt"), format!("{CLASSIC}\n{SEVENTEEN}\n")).unwrap();
    let out = printed(
        cmd(s.dir.path())
            .args(["explain", "l.txt", "--report", "r.json", "-q"])
            .assert()
            .success(),
    );
    assert!(out.is_empty());
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("r.json")).unwrap()).unwrap();
    assert_eq!(report.as_array().unwrap().len(), 2);
    assert_eq!(report[1]["range"], "line 2");
    cmd(s.dir.path())
        .args(["explain", "l.txt", "-o", "x.xlsx"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--report FILE.json"));
    assert!(!s.path("x.xlsx").exists());
}

#[test]
fn explain_of_a_list_says_which_lines_it_passed_over() {
    let s = Scratch::new();
    std::fs::write(
        s.path("l.txt"),
        format!("Week 3 puzzles\n{CLASSIC}\n# from the paper\n\n{SEVENTEEN}\n"),
    )
    .unwrap();
    let out = printed(
        cmd(s.dir.path())
            .args(["explain", "l.txt"])
            .assert()
            .success(),
    );
    assert!(
        out.contains("l.txt: passed over 2 lines that are not a puzzle: line 1, line 3"),
        "{out}"
    );
    // A list of puzzles alone has nothing to say about it.
    std::fs::write(s.path("m.txt"), format!("{CLASSIC}\n\n{SEVENTEEN}\n")).unwrap();
    let out = printed(
        cmd(s.dir.path())
            .args(["explain", "m.txt"])
            .assert()
            .success(),
    );
    assert!(!out.contains("passed over"), "{out}");
}

/// A workbook as a player leaves it: a generated puzzle with digits typed in, saved with
/// the givens name `generate` wrote (as Excel and LibreOffice keep it).
fn played(path: &std::path::Path, puzzle: &str, typed: &[(usize, u8)]) {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzle 1").unwrap();
    put_line(ws, 0, 0, puzzle);
    for &(i, d) in typed {
        ws.write_number((i / 9) as u32, (i % 9) as u16, d).unwrap();
    }
    wb.define_name("SudokuGivens1", &format!("=\"{puzzle}\""))
        .unwrap();
    wb.save(path).unwrap();
}

#[test]
fn generated_workbooks_keep_their_givens_for_hint() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["generate", "-n", "2", "--seed", "5", "-o", "g.xlsx", "-q"])
        .assert()
        .success();
    let mut wb: Xlsx<_> = open_workbook(s.path("g.xlsx")).unwrap();
    let names = wb.defined_names().to_vec();
    let puzzle = read_line(&s.path("g.xlsx"), "Puzzle 2", (0, 0));
    assert!(
        names
            .iter()
            .any(|(n, v)| n == "SudokuGivens2" && v.contains(&puzzle)),
        "{names:?}"
    );
    let _ = wb
        .worksheet_range("Puzzle 1")
        .map(|r| r.get((0, 0)).cloned());
    let text = printed(
        cmd(s.dir.path())
            .args(["hint", "g.xlsx", "-s", "Puzzle 2"])
            .assert()
            .success(),
    );
    assert!(text.contains("(as generated), 0 digits typed"), "{text}");
    assert!(text.contains("  Look for a "), "{text}");
}

#[test]
fn hint_names_wrong_digits_without_revealing_them() {
    let s = Scratch::new();
    // C1 should be 4 and D1 6; the player typed 1 and 6.
    played(&s.path("p.xlsx"), CLASSIC, &[(2, 1), (3, 6)]);
    let text = printed(
        cmd(s.dir.path())
            .args(["hint", "p.xlsx", "-o", "marked.xlsx"])
            .assert()
            .code(1),
    );
    assert!(text.contains("2 digits typed"), "{text}");
    assert!(
        text.contains("1 typed digit is wrong: C1. Clear it and ask again."),
        "{text}"
    );
    assert!(!text.contains("should be"), "{text}");
    // The copy marks the wrong cell and says so beside the grid.
    let xml = zip_part(&s.path("marked.xlsx"), "xl/styles.xml");
    assert!(
        xml.contains("FFF4B6B6"),
        "the wrong digit's fill is in the copy"
    );
    let status = read_text(&s.path("marked.xlsx"), "Puzzle 1", (9, 0)).unwrap();
    assert!(status.contains("wrong: C1"), "{status}");
    cmd(s.dir.path())
        .args(["hint", "p.xlsx", "--reveal"])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("C1 (1 should be 4)"));
}

#[test]
fn hint_levels_tell_more_and_more() {
    let s = Scratch::new();
    played(&s.path("p.xlsx"), CLASSIC, &[(3, 6)]);
    let hint = |level: &str| {
        printed(
            cmd(s.dir.path())
                .args(["hint", "p.xlsx", "--level", level])
                .assert()
                .success(),
        )
    };
    let nudge = hint("nudge");
    let cells = hint("cells");
    let full = hint("full");
    assert!(
        nudge.contains("  Look for a hidden single in box 2.\n"),
        "{nudge}"
    );
    assert!(
        cells.contains("Look for a hidden single in box 2. It uses F1."),
        "{cells}"
    );
    assert!(
        full.contains("F1 is the only cell of box 2 that can hold 8. Write 8 in F1."),
        "{full}"
    );
}

#[test]
fn hint_takes_the_givens_from_another_range_and_checks_them() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    ws.write_number(0, 2, 4).unwrap();
    let orig = wb.add_worksheet();
    orig.set_name("Original").unwrap();
    put_line(orig, 0, 0, CLASSIC);
    wb.save(s.path("p.xlsx")).unwrap();
    let text = printed(
        cmd(s.dir.path())
            .args(["hint", "p.xlsx", "--givens", "Original!A1:I9"])
            .assert()
            .success(),
    );
    assert!(
        text.contains("30 givens (from Original!A1:I9), 1 digit typed, 50 to go"),
        "{text}"
    );
    // Givens that do not match the grid: exit 2, and the cell named.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    let other = wb.add_worksheet();
    put_line(other, 0, 0, CLASSIC_SOLVED);
    wb.save(s.path("q.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["hint", "q.xlsx", "--givens", "Sheet2!A1:I9"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "C1 is empty, but the puzzle at Sheet2!A1:I9 has the given 4 there",
        ));
    // A finished grid.
    puzzle_xlsx(&s.path("done.xlsx"), CLASSIC_SOLVED);
    cmd(s.dir.path())
        .args(["hint", "done.xlsx"])
        .assert()
        .success()
        .stdout(predicates::str::contains("Solved! Every digit is right."));
}

#[test]
fn an_output_that_is_not_a_regular_file_is_refused() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    let fifo = s.path("pipe.xlsx");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|st| st.success()) {
        eprintln!("SKIPPED: mkfifo is not available");
        return;
    }
    for command in ["solve", "explain"] {
        cmd(s.dir.path())
            .args([command, "p.xlsx", "-o", "pipe.xlsx", "--force"])
            .assert()
            .code(2)
            .stderr(predicates::str::contains("not a regular file"));
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(!kind.is_file(), "the pipe was replaced by a file");
    }
    let cell = read_cells(&s.path("p.xlsx"), "Sheet1", 0..=0);
    assert!(matches!(cell[0].1, Data::Float(_)));
}

/// The digit a step writes is drawn as a written digit on its yellow fill, not as one
/// more small pencil mark (which is all the last step's cell showed).
#[test]
fn the_digit_a_step_writes_is_drawn_as_a_digit() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args(["explain", "p.xlsx", "--report", "r.json"])
        .assert()
        .success();
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("r.json")).unwrap()).unwrap();
    let steps = report[0]["steps"].as_array().unwrap();
    let mut book: Xlsx<_> = open_workbook(s.path("p.explained.xlsx")).unwrap();
    let sheet = book.worksheet_range("Steps").unwrap();
    for k in [0, steps.len() - 1] {
        let placed = &steps[k]["placements"][0];
        let cell = placed["cell"].as_str().unwrap().as_bytes();
        let (col, row) = (u32::from(cell[0] - b'A'), u32::from(cell[1] - b'1'));
        // A block per step of 14 rows from row 4; the picture's rows start 4 rows in,
        // its columns one in.
        let at = (3 + 14 * k as u32 + 4 + row, 1 + col);
        let digit = placed["digit"].as_u64().unwrap() as f64;
        assert_eq!(
            sheet.get_value(at),
            Some(&Data::Float(digit)),
            "step {}: {:?}",
            k + 1,
            std::str::from_utf8(cell)
        );
    }
}
