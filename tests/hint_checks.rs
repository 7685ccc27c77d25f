//! `hint` against hostile and unexpected input (issue #28, items 5, 6 and 9.7/9.10/9.11):
//! grids it cannot hint (variants, larger grids) are refused in words that say why,
//! sheet names are escaped, hidden sheets are read only by name, a FIFO is named as such,
//! `--givens` errors blame `--givens`, and SIGTERM ends it with 130.

mod common;

use common::{cmd, put_line, Scratch, CLASSIC};
use rust_xlsxwriter::Workbook;

fn run(s: &Scratch, args: &[&str]) -> (Option<i32>, String, String) {
    let out = cmd(s.dir.path()).args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn variants_and_larger_grids_are_refused_as_such() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "--diagonal",
            "--seed",
            "3",
            "-o",
            "d.xlsx",
            "-q",
        ])
        .assert()
        .success();
    let (code, _, err) = run(&s, &["hint", "d.xlsx"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains(
            "'Puzzle 1'!A1:I9 is a 9x9 diagonal grid; hint works on classic 9x9 grids only"
        ),
        "{err}"
    );
    cmd(s.dir.path())
        .args([
            "generate", "--size", "16", "--seed", "3", "-o", "x.xlsx", "-q",
        ])
        .assert()
        .success();
    let (code, _, err) = run(&s, &["hint", "x.xlsx"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("A1:P16 is a 16x16 grid; hint works on classic 9x9 grids only"),
        "{err}"
    );
    // A 16x16 someone typed: its letters are not a list of bad digits.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for r in 0..16u32 {
        for c in 0..16u16 {
            let v = (r as u16 * 4 + r as u16 / 4 + c) % 16 + 1;
            if v > 9 {
                ws.write_string(r, c, ((b'A' + (v - 10) as u8) as char).to_string())
                    .unwrap();
            } else if (r as u16 + c).is_multiple_of(3) {
                ws.write_number(r, c, v).unwrap();
            }
        }
    }
    wb.save(s.path("typed16.xlsx")).unwrap();
    let (code, _, err) = run(&s, &["hint", "typed16.xlsx"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("as a larger grid does; hint works on classic 9x9 grids only"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn sheet_names_are_escaped() {
    use std::io::{Read, Write};
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("PLACEHOLDER").unwrap();
    put_line(ws, 0, 0, CLASSIC);
    // A name rust_xlsxwriter would refuse: a terminal title sequence.
    let bytes = wb.save_to_buffer().unwrap();
    let mut zin = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut zout = zip::ZipWriter::new(std::fs::File::create(s.path("esc.xlsx")).unwrap());
    for i in 0..zin.len() {
        let mut part = zin.by_index(i).unwrap();
        let name = part.name().unwrap().into_owned();
        let mut data = Vec::new();
        part.read_to_end(&mut data).unwrap();
        if let Ok(text) = String::from_utf8(data.clone()) {
            data = text
                .replace("PLACEHOLDER", "a&#x1B;]0;owned&#x7;b")
                .into_bytes();
        }
        zout.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zout.write_all(&data).unwrap();
    }
    zout.finish().unwrap();
    let (code, out, err) = run(&s, &["hint", "esc.xlsx"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("\\u{1b}]0;owned\\u{7}b"), "{out}");
}

#[test]
fn hidden_sheets_are_read_only_by_name() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let hidden = wb.add_worksheet();
    hidden.set_name("Secret").unwrap();
    // 80 givens a user cannot see.
    let mut near_full = common::CLASSIC_SOLVED.to_string();
    near_full.replace_range(0..1, ".");
    put_line(hidden, 0, 0, &near_full);
    hidden.set_very_hidden(true);
    let shown = wb.add_worksheet();
    shown.set_name("Game").unwrap();
    put_line(shown, 0, 0, CLASSIC);
    shown.set_active(true);
    wb.save(s.path("hidden.xlsx")).unwrap();
    let (code, out, err) = run(&s, &["hint", "hidden.xlsx"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.starts_with("hidden.xlsx: Game!A1:I9: 30 givens"),
        "{out}"
    );
    let (_, out, _) = run(&s, &["solve", "hidden.xlsx", "--grid-only"]);
    assert!(out.starts_with("hidden.xlsx: Game!A1:I9: Solved"), "{out}");
    let (_, out, err) = run(&s, &["hint", "hidden.xlsx", "--sheet", "Secret"]);
    assert!(
        out.starts_with("hidden.xlsx: Secret!A1:I9: 80 givens"),
        "{out}{err}"
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_is_named_as_such() {
    let s = Scratch::new();
    let fifo = s.path("pipe.xlsx");
    assert!(std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let (code, _, err) = run(&s, &["hint", "pipe.xlsx"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("pipe.xlsx: it is not a regular file"), "{err}");
    assert!(!err.contains("no such file"), "{err}");
}

#[test]
fn givens_errors_blame_givens() {
    let s = Scratch::new();
    common::puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    let (code, _, err) = run(&s, &["hint", "p.xlsx", "--givens", "ZZZ"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--givens ZZZ: "), "{err}");
    assert!(!err.contains("--range"), "{err}");
}

#[test]
fn play_help_lists_no_report() {
    let s = Scratch::new();
    let (code, out, _) = run(&s, &["play", "--help"]);
    assert_eq!(code, Some(0));
    assert!(!out.contains("--report"), "{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn sigterm_ends_hint_with_130() {
    let s = Scratch::new();
    // A grid with a large block of the user's below it, which the copy streams through:
    // time for a signal.
    let mut wb = Workbook::new();
    let big = wb.add_worksheet();
    put_line(big, 0, 0, CLASSIC);
    for r in 20..40_000u32 {
        for c in 0..20u16 {
            big.write_number(r, c, f64::from(r) + f64::from(c)).unwrap();
        }
    }
    wb.save(s.path("big.xlsx")).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
        .current_dir(s.dir.path())
        .args(["hint", "big.xlsx", "-o", "copy.xlsx"])
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Signalled as soon as its handler is in place, long before the copy is written,
    // however fast the build: a fixed wait let an optimised build finish first.
    assert!(
        common::catches_sigterm(&mut child),
        "hint ended before it set up its handler"
    );
    std::process::Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status()
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(130),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!s.path("copy.xlsx").exists());
}

#[test]
fn the_hint_in_a_copy_is_where_it_can_be_read() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["generate", "--seed", "12", "-o", "g.xlsx", "-q"])
        .assert()
        .success();
    cmd(s.dir.path())
        .args(["hint", "g.xlsx", "--level", "full", "-o", "h.xlsx", "-q"])
        .assert()
        .success();
    let copy = s.path("h.xlsx");
    // Not at J1, where the counter at K1 cut it to a few words, but under the caption.
    assert_eq!(common::read_text(&copy, "Puzzle 1", (0, 9)), None);
    let hint = common::read_text(&copy, "Puzzle 1", (10, 0)).unwrap_or_default();
    assert!(hint.contains("Write 2 in B2"), "{hint:?}");
}
