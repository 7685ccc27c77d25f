//! End-to-end tests of the defects a new user meets and of names that try to do harm:
//! messages in the right order, counts in words, empty lists refused, long clash lists
//! cut, generated lists that can be made again, reports that open safely, terminals that
//! stay clean.

mod common;

use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::Workbook;

/// A workbook whose one sheet, named `name` (XML-escaped as given, so it may hold what
/// Excel's own rules refuse), holds `line` at A1:I9. Written by rust_xlsxwriter with a
/// placeholder name that is then replaced inside the package.
fn named_sheet_xlsx(path: &std::path::Path, xml_name: &str, line: &str) {
    named_sheets_xlsx(path, &[xml_name], line)
}

/// Like [`named_sheet_xlsx`] with a sheet for each of `xml_names`, each holding `line`.
fn named_sheets_xlsx(path: &std::path::Path, xml_names: &[&str], line: &str) {
    let mut wb = Workbook::new();
    for k in 0..xml_names.len() {
        let ws = wb.add_worksheet();
        ws.set_name(format!("PLACEHOLDER{k}X")).unwrap();
        put_line(ws, 0, 0, line);
    }
    patch_xlsx(&wb.save_to_buffer().unwrap(), path, &|name, text| {
        if name == "xl/workbook.xml" || name == "docProps/app.xml" {
            for (k, xml_name) in xml_names.iter().enumerate() {
                *text = text.replace(&format!("PLACEHOLDER{k}X"), xml_name);
            }
        }
    });
}

/// Writes the package `bytes` to `path` with each text part passed through `edit`, to
/// make what Excel and rust_xlsxwriter would refuse to write.
fn patch_xlsx(bytes: &[u8], path: &std::path::Path, edit: &dyn Fn(&str, &mut String)) {
    use std::io::{Read, Write};
    let mut zin = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut zout = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    for i in 0..zin.len() {
        let mut part = zin.by_index(i).unwrap();
        let name = part.name().unwrap().into_owned();
        let mut data = Vec::new();
        part.read_to_end(&mut data).unwrap();
        if let Ok(mut text) = String::from_utf8(data.clone()) {
            edit(&name, &mut text);
            data = text.into_bytes();
        }
        zout.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zout.write_all(&data).unwrap();
    }
    zout.finish().unwrap();
}

#[test]
fn a_missing_sheet_is_reported_before_an_existing_output() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    std::fs::write(s.path("p.solved.xlsx"), b"old").unwrap();
    cmd(s.dir.path())
        .args(["solve", "p.xlsx", "--sheet", "Nope"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("there is no sheet \"Nope\""))
        .stderr(predicate::str::contains("already exists").not());
    assert_eq!(std::fs::read(s.path("p.solved.xlsx")).unwrap(), b"old");
}

#[test]
fn a_list_with_no_puzzle_is_an_input_error() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Puzzle").unwrap();
    ws.write_string(1, 0, CLASSIC).unwrap();
    wb.save(s.path("library.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "library.xlsx", "--list", "B"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "library.xlsx: no puzzle found in column B of sheet \"Sheet1\"",
        ))
        .stderr(predicate::str::contains("--list"));
    assert_eq!(s.files(), ["library.xlsx"], "no output for nothing");
    cmd(s.dir.path())
        .args(["rate", "library.xlsx", "--list", "B"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no puzzle found in column B"));

    // A 9x9 grid saved as CSV is not a list of puzzle lines.
    let grid: String = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&c| (c as char).to_string()).collect();
            cells.join(",") + "\n"
        })
        .collect();
    std::fs::write(s.path("grid.csv"), grid).unwrap();
    for command in ["solve", "rate"] {
        cmd(s.dir.path())
            .args([command, "grid.csv"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "grid.csv: no puzzle line found; a puzzle line holds 81 characters",
            ));
    }
    assert!(!s.path("grid.solved.xlsx").exists());
}

#[test]
fn one_puzzle_is_one_puzzle() {
    let s = Scratch::new();
    std::fs::write(s.path("one.txt"), format!("{CLASSIC}\n")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "one.txt"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("one.txt: 1 puzzle: 1 solved"));
}

#[test]
fn clash_messages_are_cut_to_a_few_and_a_count() {
    let s = Scratch::new();
    std::fs::write(s.path("ones.txt"), format!("{}\n", "1".repeat(81))).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "ones.txt", "-o", "out.csv", "--report", "r.csv"])
        .assert()
        .code(1)
        .get_output()
        .clone();
    let err = String::from_utf8(out.stderr).unwrap();
    let line = err.lines().find(|l| l.contains("both hold 1")).unwrap();
    assert!(line.len() < 400, "{} characters: {line}", line.len());
    assert!(line.contains("more clashes"), "{line}");
    let written = std::fs::read_to_string(s.path("out.csv")).unwrap();
    assert!(written.lines().all(|l| l.len() < 600), "{written}");
    let report = std::fs::read_to_string(s.path("r.csv")).unwrap();
    assert!(report.lines().all(|l| l.len() < 600), "{report}");

    // A grid in a workbook: the clashes listed under the message are cut too.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for r in 0..9u32 {
        for c in 0..9u16 {
            ws.write_number(r, c, 1).unwrap();
        }
    }
    wb.save(s.path("ones.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", "ones.xlsx"])
        .assert()
        .code(1)
        .get_output()
        .clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.lines().count() <= 8, "{err}");
    assert!(err.contains("  and "), "{err}");
}

#[test]
fn a_generated_list_says_how_to_make_each_puzzle_again() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "3",
            "--seed",
            "11",
            "--list",
            "-o",
            "list.xlsx",
        ])
        .assert()
        .code(0);
    cmd(s.dir.path())
        .args(["generate", "-n", "3", "--seed", "11", "-o", "sheets.xlsx"])
        .assert()
        .code(0);
    let list = s.path("list.xlsx");
    assert_eq!(
        read_text(&list, "Puzzles", (0, 4)).as_deref(),
        Some("Made with")
    );
    assert_eq!(
        read_text(&list, "Puzzles", (3, 4)).as_deref(),
        Some("seed 11, puzzle 3")
    );
    // Puzzle 3 of seed 11 is the same whichever way it is written.
    let row3 = read_text(&list, "Puzzles", (3, 0)).unwrap();
    assert_eq!(read_line(&s.path("sheets.xlsx"), "Puzzle 3", (0, 0)), row3);
}

#[test]
fn a_givens_target_that_is_not_reached_is_said() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "--givens",
            "17",
            "--seed",
            "3",
            "--time-limit",
            "1",
            "-o",
            "sparse.xlsx",
        ])
        .assert()
        .code(0)
        .stderr(predicate::str::contains(
            "could not be brought down to 17 givens",
        ));
}

#[test]
fn csv_reports_never_carry_a_live_formula() {
    let s = Scratch::new();
    named_sheet_xlsx(
        &s.path("evil.xlsx"),
        "=HYPERLINK(&quot;http://example.invalid&quot;;&quot;x&quot;)",
        CLASSIC,
    );
    cmd(s.dir.path())
        .args(["solve", "evil.xlsx", "--report", "r.csv", "--grid-only"])
        .assert()
        .code(0);
    let report = std::fs::read_to_string(s.path("r.csv")).unwrap();
    let mut reader = csv::Reader::from_reader(report.as_bytes());
    let row = reader.records().next().unwrap().unwrap();
    assert!(row[1].starts_with("'="), "{report}");
}

#[test]
fn control_characters_in_names_never_reach_the_terminal() {
    let s = Scratch::new();
    let file = "bell\u{7}.xlsx";
    named_sheet_xlsx(&s.path(file), "Clear&#x1B;[2J&#10;Solved", CLASSIC);
    let out = cmd(s.dir.path())
        .args(["solve", file, "--all-sheets"])
        .assert()
        .code(0)
        .get_output()
        .clone();
    let all = [out.stdout, out.stderr].concat();
    let text = String::from_utf8(all).unwrap();
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text:?}"
    );
    assert!(text.contains("bell\\u{7}.xlsx"), "{text}");
    assert!(text.contains("\\u{1b}[2J\\nSolved"), "{text}");
}

#[test]
fn sheet_names_that_become_equal_are_made_unique() {
    let s = Scratch::new();
    let long = "A sheet name longer than Excel allows";
    named_sheets_xlsx(
        &s.path("names.xlsx"),
        &[
            "a/b",
            "a_b",
            "Week",
            "WEEK",
            long,
            &format!("{long}, twice"),
        ],
        CLASSIC,
    );
    // The whole copy is the user's package edited: its sheets keep their names.
    cmd(s.dir.path())
        .args(["solve", "names.xlsx", "--all-sheets", "-q"])
        .assert()
        .code(0)
        .stderr("");
    let names = sheet_names(&s.path("names.solved.xlsx"));
    assert_eq!(names[..4], ["a/b", "a_b", "Week", "WEEK"]);
    // A new workbook (the grids alone) must follow Excel's rules for names.
    for extra in [Some("--grid-only")] {
        let mut args = vec!["solve", "names.xlsx", "--all-sheets", "--force"];
        args.extend(extra);
        cmd(s.dir.path())
            .args(&args)
            .assert()
            .code(0)
            .stderr(predicate::str::contains(
                "sheet \"a_b\" is named \"a_b (2)\" in the solved copy",
            ));
        let names = sheet_names(&s.path("names.solved.xlsx"));
        assert_eq!(names.len(), 6, "{names:?}");
        assert_eq!(names[..4], ["a_b", "a_b (2)", "Week", "WEEK (2)"]);
        for name in &names {
            assert_eq!(
                read_line(&s.path("names.solved.xlsx"), name, (0, 0)),
                CLASSIC_SOLVED
            );
        }
    }
}

#[test]
fn cells_a_sheet_cannot_hold_are_cut_or_left_out_with_their_place() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    ws.write_string(0, 10, "LONGTEXT").unwrap();
    ws.write_number(2, 10, 77).unwrap();
    let long = "x".repeat(40_000);
    patch_xlsx(
        &wb.save_to_buffer().unwrap(),
        &s.path("odd.xlsx"),
        &|name, text| {
            if name == "xl/sharedStrings.xml" {
                *text = text.replace("LONGTEXT", &long);
            }
            if name == "xl/worksheets/sheet1.xml" {
                // K3 moves past the last column, XFD.
                *text = text.replace("r=\"K3\"", "r=\"XFE3\"");
            }
        },
    );
    // The edited copy keeps the user's cells as they were, long text and all.
    cmd(s.dir.path())
        .args(["solve", "odd.xlsx", "-q"])
        .assert()
        .code(0)
        .stderr("");
    let whole = read_text(&s.path("odd.solved.xlsx"), "Sheet1", (0, 10)).unwrap();
    assert_eq!(whole.chars().count(), 40_000);
    // A copy that must be rebuilt holds only what a new sheet may hold: here the package
    // names no styles part, which the package edit needs to append the grid's formats.
    patch_xlsx(
        &std::fs::read(s.path("odd.xlsx")).unwrap(),
        &s.path("shared.xlsx"),
        &|name, text| {
            if name == "xl/_rels/workbook.xml.rels" {
                let end = text.find("Target=\"styles.xml\"/>").unwrap() + 22;
                let start = text[..end].rfind("<Relationship ").unwrap();
                text.replace_range(start..end, "");
            }
        },
    );
    cmd(s.dir.path())
        .args(["solve", "shared.xlsx", "-o", "odd.rebuilt.xlsx"])
        .assert()
        .code(0)
        .stderr(predicate::str::contains(
            "shared.xlsx: the copy is rebuilt, not edited, since the workbook has no styles part",
        ))
        .stderr(predicate::str::contains(
            "shared.xlsx: Sheet1!K1: a text over 32,767 characters was cut to that length",
        ))
        .stderr(predicate::str::contains(
            "shared.xlsx: Sheet1!XFE3: beyond the last row or column",
        ));
    let out = s.path("odd.rebuilt.xlsx");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    let kept = read_text(&out, "Sheet1", (0, 10)).unwrap();
    assert_eq!(kept.chars().count(), 32_767);
}

#[test]
fn one_name_in_two_formats_gets_two_outputs() {
    let s = Scratch::new();
    let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    std::fs::create_dir(s.path("in")).unwrap();
    for name in ["classic.xlsx", "classic.ods"] {
        std::fs::copy(samples.join(name), s.path(&format!("in/{name}"))).unwrap();
    }
    cmd(s.dir.path())
        .args(["solve", "in"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("Wrote in/classic.ods.solved.xlsx"))
        .stdout(predicate::str::contains(
            "Wrote in/classic.xlsx.solved.xlsx",
        ));
    for out in ["in/classic.ods.solved.xlsx", "in/classic.xlsx.solved.xlsx"] {
        assert_eq!(read_line(&s.path(out), "Sheet1", (0, 0)), CLASSIC_SOLVED);
    }
}

#[test]
fn one_file_named_two_ways_is_solved_once() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("sub/deeper")).unwrap();
    puzzle_xlsx(&s.path("sub/a.xlsx"), CLASSIC);
    cmd(&s.path("sub/deeper"))
        .args(["solve", "../a.xlsx", "../../sub/a.xlsx"])
        .assert()
        .code(0)
        .stderr(predicate::str::contains("1 solved"));
    assert_eq!(
        std::fs::read_dir(s.path("sub")).unwrap().count(),
        3,
        "a.xlsx, its one output, and deeper/"
    );
}

#[cfg(unix)]
#[test]
fn outputs_are_never_written_through_a_link_below_out_dir() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("in/sub")).unwrap();
    std::fs::create_dir_all(s.path("out")).unwrap();
    std::fs::create_dir_all(s.path("elsewhere")).unwrap();
    puzzle_xlsx(&s.path("in/sub/p.xlsx"), CLASSIC);
    std::os::unix::fs::symlink("../elsewhere", s.path("out/sub")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "in", "--out-dir", "out"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "out/sub: cannot write the output: it is a symbolic link",
        ));
    assert_eq!(std::fs::read_dir(s.path("elsewhere")).unwrap().count(), 0);
}

#[test]
fn out_dir_keeps_no_empty_folder_for_inputs_without_output() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("in/good")).unwrap();
    std::fs::create_dir_all(s.path("in/bad")).unwrap();
    puzzle_xlsx(&s.path("in/good/p.xlsx"), CLASSIC);
    std::fs::write(s.path("in/bad/q.xlsx"), b"not a workbook").unwrap();
    cmd(s.dir.path())
        .args(["solve", "in", "--out-dir", "made/out"])
        .assert()
        .code(2);
    assert!(s.path("made/out/good/p.solved.xlsx").exists());
    assert!(
        !s.path("made/out/bad").exists(),
        "no empty folder for the bad input"
    );
}

#[cfg(unix)]
#[test]
fn a_pipe_named_like_a_workbook_does_not_hang_a_folder_run() {
    let s = Scratch::new();
    std::fs::create_dir(s.path("in")).unwrap();
    puzzle_xlsx(&s.path("in/p.xlsx"), CLASSIC);
    let made = std::process::Command::new("mkfifo")
        .arg(s.path("in/x.xlsx"))
        .status();
    assert!(
        made.is_ok_and(|st| st.success()),
        "mkfifo (coreutils) made the pipe"
    );
    cmd(s.dir.path())
        .args(["solve", "in"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(0);
    cmd(s.dir.path())
        .args(["solve", "in/x.xlsx"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a regular file"));
}

/// Starts the binary on `args` in `dir`, sends it `signal` after `after`, and returns its
/// exit code and how long it took to end after the signal.
#[cfg(unix)]
fn signal_after(
    dir: &std::path::Path,
    args: &[&str],
    signal: &str,
    after: std::time::Duration,
) -> (Option<i32>, std::time::Duration) {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(after);
    assert!(
        child.try_wait().unwrap().is_none(),
        "still running when signalled"
    );
    let sent = std::time::Instant::now();
    let killed = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    (status.code(), sent.elapsed())
}

#[cfg(unix)]
#[test]
fn every_command_ends_with_130_on_a_signal_and_leaves_nothing_partial() {
    use std::time::Duration;
    let s = Scratch::new();
    let mut list = String::new();
    for _ in 0..400_000 {
        list.push_str(CLASSIC);
        list.push('\n');
    }
    std::fs::write(s.path("long.txt"), list).unwrap();
    let runs: [(&[&str], &str); 4] = [
        (&["solve", "long.txt", "-j", "1"], "-TERM"),
        (
            &["solve", "long.txt", "-o", "long.out.txt", "-j", "1"],
            "-INT",
        ),
        (&["rate", "long.txt", "-j", "1"], "-INT"),
        (
            &[
                "generate",
                "-n",
                "10000",
                "--difficulty",
                "hard",
                "-o",
                "g.xlsx",
                "-j",
                "1",
            ],
            "-TERM",
        ),
    ];
    for (args, signal) in runs {
        let (code, took) = signal_after(s.dir.path(), args, signal, Duration::from_millis(700));
        assert_eq!(code, Some(130), "{args:?} {signal}");
        // The promise is under a second; a loaded test machine gets slack, a hang does not.
        assert!(took < Duration::from_secs(10), "{args:?} took {took:?}");
        assert_eq!(
            s.files(),
            ["long.txt"],
            "{args:?}: nothing partial, no temporary file"
        );
    }
}

/// A crafted file of `tests/fixtures/round2` (made by its `make.py`), copied into `s`.
fn round2(s: &Scratch, name: &str) {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/round2")
        .join(name);
    std::fs::copy(from, s.path(name)).unwrap();
}

#[test]
fn files_that_declare_too_much_are_refused_before_a_reader_trusts_them() {
    let s = Scratch::new();
    for (file, says) in [
        ("sst-count.xlsx", "claims 2147483647 strings"),
        ("overlapping.xlsx", "share their bytes"),
        ("ods-spaces.ods", "of text or more"),
        ("ods-repeats.ods", "cells or more, repeats counted out"),
    ] {
        round2(&s, file);
        for command in [
            &["solve", file][..],
            &["solve", file, "--grid-only"],
            &["rate", file],
        ] {
            cmd(s.dir.path())
                .args(command)
                .timeout(std::time::Duration::from_secs(120))
                .assert()
                .code(2)
                .stderr(predicate::str::contains(format!("{file}: ")))
                .stderr(predicate::str::contains(says));
        }
    }
    assert!(
        s.files().iter().all(|f| !f.contains(".solved.")),
        "{:?}",
        s.files()
    );
}

#[test]
fn a_workbook_too_large_to_carry_says_to_write_the_grids_only() {
    let s = Scratch::new();
    round2(&s, "carry-heavy.xlsx");
    cmd(s.dir.path())
        .args(["solve", "carry-heavy.xlsx"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "more than the 64 MiB a solved copy carries; use --grid-only",
        ));
    assert!(!s.path("carry-heavy.solved.xlsx").exists());
    cmd(s.dir.path())
        .args(["solve", "carry-heavy.xlsx", "--grid-only"])
        .assert()
        .code(0);
    assert_eq!(
        read_line(&s.path("carry-heavy.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
}

#[cfg(unix)]
#[test]
fn the_progress_bar_leaves_no_frames_between_result_lines() {
    let s = Scratch::new();
    std::fs::create_dir(s.path("in")).unwrap();
    for k in 0..150 {
        puzzle_xlsx(&s.path(&format!("in/p{k:03}.xlsx")), CLASSIC);
    }
    let bin = env!("CARGO_BIN_EXE_sudoku-xlsx");
    let (raw, screen) = in_terminal(
        s.dir.path(),
        &format!("'{bin}' solve in --out-dir out -j 1"),
    );
    // The bar was drawn (its text went to the terminal) ...
    assert!(raw.contains("elapsed, ETA"), "no bar was drawn: {raw:?}");
    // ... and none of its frames stayed on the screen among the results.
    let lines: Vec<&str> = screen.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(lines
        .iter()
        .any(|l| l.starts_with("Wrote out/p149.solved.xlsx")));
    for l in &lines {
        assert!(
            !l.contains("ETA"),
            "a frame of the bar stayed: {l:?}\n{screen}"
        );
    }
}

#[test]
fn an_xlsb_cell_at_the_far_corner_is_carried_without_a_dense_range() {
    // Carried as one dense range from A1 to XFD1048576, this sheet asked for 512 GiB.
    let s = Scratch::new();
    round2(&s, "xlsb-far-cell.xlsb");
    cmd(s.dir.path())
        .args(["solve", "xlsb-far-cell.xlsb"])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .code(0);
    let out = s.path("xlsb-far-cell.solved.xlsx");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    // The far cell came along.
    assert_eq!(
        read_text(&out, "Sheet1", (1_048_575, 16_383)).as_deref(),
        Some("7")
    );
}
