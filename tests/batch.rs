//! End-to-end tests of batch solving: folders, several inputs, every sheet, puzzle lists,
//! reports, mirrored output folders and the refusal of colliding outputs.

mod common;

use calamine::{open_workbook, Data, Reader, Xlsx};
use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::Workbook;

const NO_SOLUTION: &str =
    ".12345678.........9......................................................................";

fn no_solution() -> String {
    NO_SOLUTION[..81].to_string()
}

#[test]
fn mixed_good_and_bad_inputs_with_a_report() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("week1.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("week2.xlsx"), CLASSIC);
    std::fs::create_dir_all(s.path("puzzles/deep")).unwrap();
    puzzle_xlsx(&s.path("puzzles/deep/a.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("puzzles/none.xlsx"), &no_solution());
    std::fs::write(s.path("puzzles/broken.xlsx"), "not,a,workbook\n").unwrap();
    std::fs::write(s.path("puzzles/~$a.xlsx"), "lock file").unwrap();
    std::fs::write(s.path("puzzles/notes.txt"), "ignored without --list").unwrap();

    cmd(s.dir.path())
        .args(["solve", "week1.xlsx", "week2.xlsx", "puzzles", "--report", "report.csv"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("broken.xlsx: this is a text file"))
        .stderr(predicate::str::contains("none.xlsx: Sheet1!A1:I9: No solution exists."))
        .stderr(predicate::str::contains(
            "3 solved, 0 with several solutions, 1 with no solution, 0 invalid, 0 skipped, 1 error; 3 files written",
        ));
    for out in [
        "week1.solved.xlsx",
        "week2.solved.xlsx",
        "puzzles/deep/a.solved.xlsx",
    ] {
        assert_eq!(
            read_line(&s.path(out), "Sheet1", (0, 0)),
            CLASSIC_SOLVED,
            "{out}"
        );
    }
    assert!(!s.path("puzzles/none.solved.xlsx").exists());
    assert!(!s.path("puzzles/broken.solved.xlsx").exists());

    let report = std::fs::read_to_string(s.path("report.csv")).unwrap();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(
        lines[0],
        "file,sheet,place,status,givens,solutions,output,message"
    );
    assert_eq!(lines.len(), 6, "{report}");
    // Sorted: the named files in order, then the folder's files by path.
    assert!(lines[1].starts_with("week1.xlsx,Sheet1,A1:I9,solved,30,1,week1.solved.xlsx,Solved"));
    assert!(lines[2].starts_with("week2.xlsx,"));
    assert!(lines[3].starts_with("puzzles/broken.xlsx,,,error,0,,,"));
    assert!(lines[4].starts_with("puzzles/deep/a.xlsx,Sheet1,A1:I9,solved"));
    assert!(
        lines[5].starts_with("puzzles/none.xlsx,Sheet1,A1:I9,no solution,9,0,,No solution exists.")
    );
}

#[test]
fn out_dir_mirrors_folders_and_json_reports() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("in/x/y")).unwrap();
    puzzle_xlsx(&s.path("in/top.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("in/x/y/inner.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args([
            "solve",
            "in",
            "--out-dir",
            "made/here",
            "--report",
            "r.json",
            "-j",
            "2",
        ])
        .assert()
        .code(0)
        .stderr(predicate::str::contains("2 solved"));
    assert_eq!(
        read_line(&s.path("made/here/top.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
    assert_eq!(
        read_line(&s.path("made/here/x/y/inner.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(s.path("r.json")).unwrap()).unwrap();
    let rows = json.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["file"], "in/top.xlsx");
    assert_eq!(rows[1]["status"], "solved");
    assert_eq!(rows[1]["output"], "made/here/x/y/inner.solved.xlsx");
    // Numbers stay numbers in JSON.
    assert_eq!(rows[1]["solutions"], 1);
    assert_eq!(rows[1]["givens"], 30);
}

#[test]
fn colliding_outputs_are_refused_before_any_work() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("one")).unwrap();
    std::fs::create_dir_all(s.path("two")).unwrap();
    puzzle_xlsx(&s.path("one/p.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("two/p.xlsx"), CLASSIC);
    cmd(s.dir.path())
        .args(["solve", "one/p.xlsx", "two/p.xlsx", "--out-dir", "out"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "would both be written to out/p.xlsx.solved.xlsx",
        ));
    assert!(!s.path("out/p.solved.xlsx").exists());
}

#[test]
fn every_sheet_with_empty_ones_skipped_or_included() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    put_line(wb.add_worksheet().set_name("One").unwrap(), 0, 0, CLASSIC);
    wb.add_worksheet().set_name("Blank").unwrap();
    put_line(wb.add_worksheet().set_name("Three").unwrap(), 0, 0, CLASSIC);
    wb.save(s.path("book.xlsx")).unwrap();

    cmd(s.dir.path())
        .args(["solve", "book.xlsx", "--all-sheets"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "book.xlsx: Blank!A1:I9: skipped (empty)",
        ))
        .stdout(predicate::str::contains("book.xlsx: Three!A1:I9: Solved"));
    let out = s.path("book.solved.xlsx");
    // Every sheet is carried; the blank one is left as it was.
    assert_eq!(sheet_names(&out), ["One", "Blank", "Three"]);
    assert_eq!(read_line(&out, "Three", (0, 0)), CLASSIC_SOLVED);
    assert_eq!(read_line(&out, "Blank", (0, 0)), ".".repeat(81));

    cmd(s.dir.path())
        .args([
            "solve",
            "book.xlsx",
            "--all-sheets",
            "--include-empty",
            "--force",
            "-q",
        ])
        .assert()
        .code(0);
    assert_eq!(sheet_names(&out), ["One", "Blank", "Three"]);
    assert_solves(&".".repeat(81), &read_line(&out, "Blank", (0, 0)));
}

fn cell(range: &calamine::Range<Data>, r: u32, c: u32) -> String {
    range
        .get_value((r, c))
        .map(|v| v.to_string())
        .unwrap_or_default()
}

#[test]
fn puzzle_list_in_a_column() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Library").unwrap();
    ws.write_string(0, 0, "Label").unwrap();
    ws.write_string(0, 2, "Puzzle").unwrap();
    ws.write_string(0, 3, "Notes").unwrap();
    ws.write_string(1, 0, "first").unwrap();
    ws.write_string(1, 2, CLASSIC).unwrap();
    ws.write_string(1, 3, "keep me").unwrap();
    ws.write_string(2, 0, "a label row, no puzzle").unwrap();
    ws.write_string(3, 2, no_solution()).unwrap();
    ws.write_string(4, 2, &CLASSIC[..80]).unwrap();
    ws.write_string(5, 2, ".".repeat(81)).unwrap();
    ws.write_number(6, 1, 42).unwrap();
    let about = wb.add_worksheet();
    about.set_name("About").unwrap();
    about.write_string(0, 0, "kept as it is").unwrap();
    wb.save(s.path("library.xlsx")).unwrap();

    cmd(s.dir.path())
        .args(["solve", "library.xlsx", "--list", "C", "--report", "rows.csv"])
        .assert()
        .code(2)
        .stdout(predicate::str::contains(
            "library.xlsx: 4 puzzles: 1 solved, 1 with several solutions, 1 with no solution, 1 invalid",
        ))
        .stderr(predicate::str::contains(
            "library.xlsx: Library row 5: invalid: a puzzle line has 81 characters, this one has 80",
        ));
    let out_path = s.path("library.solved.xlsx");
    assert_eq!(sheet_names(&out_path), ["Library", "About"]);
    assert_eq!(
        read_text(&out_path, "About", (0, 0)).as_deref(),
        Some("kept as it is")
    );
    let mut out: Xlsx<_> = open_workbook(&out_path).unwrap();
    let r = out.worksheet_range("Library").unwrap();
    // Carried over unchanged.
    assert_eq!(cell(&r, 0, 0), "Label");
    assert_eq!(cell(&r, 1, 3), "keep me");
    assert_eq!(cell(&r, 2, 0), "a label row, no puzzle");
    assert_eq!(cell(&r, 6, 1), "42");
    // Added right of the last used column (D), with headers.
    assert_eq!(
        [cell(&r, 0, 4), cell(&r, 0, 5), cell(&r, 0, 6)],
        ["Solution", "Status", "Givens"]
    );
    assert_eq!(cell(&r, 1, 4), CLASSIC_SOLVED);
    assert_eq!(cell(&r, 1, 5), "solved");
    assert_eq!(cell(&r, 1, 6), "30");
    assert_eq!(cell(&r, 2, 5), "");
    assert_eq!(cell(&r, 3, 5), "no solution");
    assert!(cell(&r, 4, 5).starts_with("invalid: "));
    assert_eq!(cell(&r, 5, 5), "multiple solutions");
    assert_solves(&".".repeat(81), &cell(&r, 5, 4));

    let report = std::fs::read_to_string(s.path("rows.csv")).unwrap();
    assert_eq!(report.lines().count(), 5, "{report}");
    assert!(report.contains("library.xlsx,Library,row 2,solved,30,1,library.solved.xlsx,solved"));

    // As CSV: a header and one record of four fields for each puzzle row, nothing for the
    // header, label and blank rows.
    cmd(s.dir.path())
        .args(["solve", "library.xlsx", "--list", "C", "-o", "rows-out.csv"])
        .assert()
        .code(2);
    let csv = std::fs::read_to_string(s.path("rows-out.csv")).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 5, "{csv}");
    assert_eq!(lines[0], "puzzle,solution,status,givens");
    assert_eq!(lines[1], format!("{CLASSIC},{CLASSIC_SOLVED},solved,30"));
    assert!(lines.iter().all(|l| l.matches(',').count() >= 3), "{csv}");
}

/// `line` with its digits renamed by `k`: a different puzzle, and the same renaming of
/// its solution solves it.
fn relabel(line: &str, k: usize) -> String {
    let mut digits: Vec<char> = "123456789".chars().collect();
    digits.rotate_left(k % 9);
    digits.swap(0, 1 + (k / 9) % 8);
    line.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) if d > 0 => digits[d as usize - 1],
            _ => c,
        })
        .collect()
}

#[test]
fn a_list_of_many_chunks_keeps_every_row_in_place() {
    // 10,000 rows: three chunks of 4,096, each solved while the one before is written.
    let s = Scratch::new();
    let n = 10_000u32;
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet_with_constant_memory().unwrap();
    ws.write_string(0, 0, "Label").unwrap();
    ws.write_string(0, 1, "Puzzle").unwrap();
    let broken = [4095, 4096, 8192];
    for k in 1..=n {
        ws.write_string(k, 0, format!("#{k}")).unwrap();
        let line = if broken.contains(&k) {
            relabel(CLASSIC, k as usize)[..80].to_string()
        } else {
            relabel(CLASSIC, k as usize)
        };
        ws.write_string(k, 1, line).unwrap();
    }
    wb.save(s.path("many.xlsx")).unwrap();
    for jobs in ["1", "2"] {
        let out = format!("many-{jobs}.xlsx");
        let report = format!("many-{jobs}.csv");
        cmd(s.dir.path())
            .args(["solve", "many.xlsx", "--list", "B", "-o", &out])
            .args(["--report", &report, "--jobs", jobs])
            .assert()
            .code(2)
            .stdout(predicate::str::contains("10000 puzzles: 9997 solved"));
        let mut book: Xlsx<_> = open_workbook(s.path(&out)).unwrap();
        let r = book.worksheet_range("Sheet1").unwrap();
        for k in 1..=n {
            assert_eq!(cell(&r, k, 0), format!("#{k}"));
            if broken.contains(&k) {
                assert!(cell(&r, k, 3).starts_with("invalid: "), "row {k}");
            } else {
                assert_eq!(cell(&r, k, 1), relabel(CLASSIC, k as usize), "row {k}");
                assert_eq!(
                    cell(&r, k, 2),
                    relabel(CLASSIC_SOLVED, k as usize),
                    "row {k}"
                );
                assert_eq!(cell(&r, k, 3), "solved", "row {k}");
            }
        }
        let rows: Vec<String> = std::fs::read_to_string(s.path(&report))
            .unwrap()
            .lines()
            .skip(1)
            .map(|l| l.split(',').nth(2).unwrap().to_string())
            .collect();
        let expected: Vec<String> = (1..=n).map(|k| format!("row {}", k + 1)).collect();
        assert_eq!(rows, expected, "report rows in sheet order");
    }
}

#[test]
fn text_lists_become_workbooks_or_text() {
    let s = Scratch::new();
    let text = format!(
        "# my collection\n{CLASSIC}\n\n{} # rated hard\r\n{}\n",
        ".".repeat(81),
        no_solution()
    );
    std::fs::write(s.path("collection.txt"), &text).unwrap();

    cmd(s.dir.path())
        .args(["solve", "collection.txt", "-o", "solutions.xlsx"])
        .assert()
        .code(1);
    let mut out: Xlsx<_> = open_workbook(s.path("solutions.xlsx")).unwrap();
    let r = out.worksheet_range("Puzzles").unwrap();
    assert_eq!(cell(&r, 0, 0), "Puzzle");
    assert_eq!(cell(&r, 1, 0), "# my collection");
    assert_eq!(cell(&r, 2, 0), CLASSIC);
    assert_eq!(cell(&r, 2, 1), CLASSIC_SOLVED);
    assert_eq!(cell(&r, 2, 2), "solved");
    assert_eq!(cell(&r, 3, 0), "");
    assert_eq!(cell(&r, 4, 2), "multiple solutions");
    assert_eq!(cell(&r, 5, 2), "no solution");

    cmd(s.dir.path())
        .args(["solve", "collection.txt", "-o", "solutions.txt"])
        .assert()
        .code(1);
    let t = std::fs::read_to_string(s.path("solutions.txt")).unwrap();
    let lines: Vec<&str> = t.lines().collect();
    // A header line like CSV's, as a comment that list readers pass over.
    assert_eq!(lines[0], "# puzzle\tsolution\tstatus\tgivens");
    assert_eq!(lines[1], "# my collection");
    assert_eq!(lines[2], format!("{CLASSIC}\t{CLASSIC_SOLVED}\tsolved\t30"));
    assert_eq!(lines[3], "");
    assert!(lines[5].ends_with("\tno solution\t9"));

    cmd(s.dir.path())
        .args(["solve", "collection.txt", "-o", "solutions.csv"])
        .assert()
        .code(1);
    let t = std::fs::read_to_string(s.path("solutions.csv")).unwrap();
    // CSV holds a record for each puzzle, and nothing for comments and blank lines.
    assert!(t.starts_with(&format!(
        "puzzle,solution,status,givens\n{CLASSIC},{CLASSIC_SOLVED},solved,30\n"
    )));
    assert!(!t.contains("my collection"), "{t}");

    // Without -o, a text list becomes <stem>.solved.xlsx beside it.
    cmd(s.dir.path())
        .args(["solve", "collection.txt", "-q"])
        .assert()
        .code(1);
    assert!(s.path("collection.solved.xlsx").exists());
}

#[test]
fn a_text_list_longer_than_a_sheet_continues_on_a_second_sheet() {
    let s = Scratch::new();
    // 1,048,575 lines fill the first sheet below its header; blank lines keep it quick.
    let mut text = "\n".repeat(1_048_574);
    text.push_str(&format!("{CLASSIC}\n{CLASSIC}\n{}\n", no_solution()));
    std::fs::write(s.path("long.txt"), &text).unwrap();
    cmd(s.dir.path())
        .args(["solve", "long.txt", "-o", "long.xlsx", "--report", "r.csv"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("3 puzzles: 2 solved"));
    assert_eq!(
        sheet_names(&s.path("long.xlsx")),
        ["Puzzles", "Puzzles (2)"]
    );
    assert_eq!(
        read_text(&s.path("long.xlsx"), "Puzzles", (1_048_575, 0)).as_deref(),
        Some(CLASSIC)
    );
    assert_eq!(
        read_text(&s.path("long.xlsx"), "Puzzles", (1_048_575, 1)).as_deref(),
        Some(CLASSIC_SOLVED)
    );
    let mut out: Xlsx<_> = open_workbook(s.path("long.xlsx")).unwrap();
    let r = out.worksheet_range("Puzzles (2)").unwrap();
    assert_eq!(cell(&r, 0, 0), "Puzzle");
    assert_eq!(cell(&r, 1, 0), CLASSIC);
    assert_eq!(cell(&r, 1, 1), CLASSIC_SOLVED);
    assert_eq!(cell(&r, 2, 2), "no solution");
    let report = std::fs::read_to_string(s.path("r.csv")).unwrap();
    assert!(report.contains("line 1048577,no solution"), "{report}");
}

#[test]
fn output_without_a_terminal_is_plain() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("a.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("b.xlsx"), CLASSIC);
    let assert = cmd(s.dir.path())
        .args(["solve", "a.xlsx", "b.xlsx"])
        .assert()
        .code(0);
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [
            "a.xlsx: Sheet1!A1:I9: Solved",
            "Wrote a.solved.xlsx",
            "b.xlsx: Sheet1!A1:I9: Solved",
            "Wrote b.solved.xlsx"
        ]
    );
    assert!(!err.contains('\x1b') && !out.contains('\x1b'));
    assert!(
        err.starts_with("2 solved, 0 with several solutions"),
        "{err}"
    );

    cmd(s.dir.path())
        .args(["solve", "a.xlsx", "b.xlsx", "--force", "-q"])
        .assert()
        .code(0)
        .stdout("")
        .stderr("");
}

#[test]
fn existing_outputs_in_a_batch_are_reported_and_the_rest_goes_on() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("a.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("b.xlsx"), CLASSIC);
    std::fs::write(s.path("a.solved.xlsx"), b"mine").unwrap();
    cmd(s.dir.path())
        .args(["solve", "a.xlsx", "b.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "a.solved.xlsx: the output file already exists",
        ));
    assert_eq!(std::fs::read(s.path("a.solved.xlsx")).unwrap(), b"mine");
    assert_eq!(
        read_line(&s.path("b.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
}

/// On a terminal the progress bar draws from its own thread; this once deadlocked with
/// the main thread's printing. `script` gives the run a pseudo-terminal.
#[cfg(unix)]
#[test]
fn progress_bar_on_a_terminal() {
    if std::process::Command::new("script")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: no `script` to make a pseudo-terminal");
        return;
    }
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("in")).unwrap();
    for k in 0..40 {
        puzzle_xlsx(&s.path(&format!("in/p{k:02}.xlsx")), CLASSIC);
    }
    let command = format!(
        "{} solve in --out-dir out --jobs 2",
        env!("CARGO_BIN_EXE_sudoku-xlsx")
    );
    let mut child = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(s.dir.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            panic!("the run hung on a terminal");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let mut text = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take().unwrap(), &mut text).unwrap();
    assert!(status.success(), "{text}");
    assert!(text.contains("40 solved"), "{text}");
    assert_eq!(std::fs::read_dir(s.path("out")).unwrap().count(), 40);
}

#[test]
fn an_output_folder_that_cannot_be_made_is_reported_before_any_work() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("a.xlsx"), CLASSIC);
    std::fs::write(s.path("blocker"), b"a file, not a folder").unwrap();
    cmd(s.dir.path())
        .args(["solve", "a.xlsx", "--out-dir", "blocker/solved"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "blocker/solved: cannot write the output",
        ));
    assert_eq!(s.files(), ["a.xlsx", "blocker"]);
}

/// Reads one line of the binary's output, closes the pipe, and returns how it ended.
fn read_one_line_then_close(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    use std::io::BufRead;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(!first.is_empty(), "a first line came");
    // The reader is dropped here: the pipe is closed, as `| head -1` does.
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_closed_pipe_ends_the_run_quietly_with_status_0() {
    let s = Scratch::new();
    let mut list = String::new();
    for _ in 0..20_000 {
        list.push_str(CLASSIC);
        list.push('\n');
    }
    std::fs::write(s.path("many.txt"), list).unwrap();
    let (code, err) = read_one_line_then_close(s.dir.path(), &["rate", "many.txt", "-j", "1"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "", "nothing more is said");

    std::fs::create_dir(s.path("in")).unwrap();
    for k in 0..40 {
        puzzle_xlsx(&s.path(&format!("in/p{k:02}.xlsx")), CLASSIC);
    }
    let (code, err) = read_one_line_then_close(
        s.dir.path(),
        &["solve", "in", "--out-dir", "out", "-j", "1"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, "", "nothing more is said");
    let written = std::fs::read_dir(s.path("out")).unwrap().count();
    assert!(
        written < 40,
        "the run stopped early: {written} of 40 written"
    );
}
