//! Shared helpers for the end-to-end tests: a scratch folder, workbooks written with
//! rust_xlsxwriter, the real binary, and reading outputs back with calamine.
#![allow(dead_code)]

pub mod excel_rules;
pub mod office;
pub mod package;
pub mod shapes;

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use calamine::{open_workbook, Data, Reader, Xlsx};
use rust_xlsxwriter::Workbook;

pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const CLASSIC_SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A scratch folder that disappears with the test.
pub struct Scratch {
    pub dir: tempfile::TempDir,
}

impl Scratch {
    pub fn new() -> Scratch {
        Scratch {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Every file name in the folder, sorted.
    pub fn files(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(self.dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }
}

/// The binary under test, run in `dir`.
pub fn cmd(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"));
    // English whatever the machine's locale, unless a test asks for another language.
    c.current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    c
}

/// Writes a puzzle line as numbers at `(row, col)` of a worksheet.
pub fn put_line(ws: &mut rust_xlsxwriter::Worksheet, row: u32, col: u16, line: &str) {
    for (i, ch) in line.chars().enumerate() {
        if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
            ws.write_number(row + (i / 9) as u32, col + (i % 9) as u16, d)
                .unwrap();
        }
    }
}

/// A one-sheet workbook with `line` at A1:I9.
pub fn puzzle_xlsx(path: &Path, line: &str) {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, line);
    wb.save(path).unwrap();
}

/// Reads the cells of rows `rows` of `sheet` by streaming (an output may carry a cell at
/// the far corner of the sheet, which a dense range could not hold).
pub fn read_cells(
    path: &Path,
    sheet: &str,
    rows: std::ops::RangeInclusive<u32>,
) -> Vec<((u32, u32), Data)> {
    // Every workbook an end-to-end test reads back is held to Excel's rules on the way.
    if path.extension().is_some_and(|e| {
        ["xlsx", "xlsm", "xltx", "xltm"]
            .iter()
            .any(|x| e.eq_ignore_ascii_case(x))
    }) {
        excel_rules::assert_clean(path);
    }
    let mut wb: Xlsx<_> = open_workbook(path).unwrap();
    let mut r = wb.worksheet_cells_reader(sheet).unwrap();
    let mut out = Vec::new();
    while let Some(c) = r.next_cell().unwrap() {
        let (row, col) = c.get_position();
        if row > *rows.end() {
            break;
        }
        if rows.contains(&row) {
            out.push(((row, col), sudoku_workbook::read::to_owned(c.get_value())));
        }
    }
    out
}

/// Reads 81 cells at `top_left` of `sheet` back as a puzzle line (`.` for empty); any
/// value that is not a whole number 1-9 panics the test with its cell.
pub fn read_line(path: &Path, sheet: &str, top_left: (u32, u32)) -> String {
    let cells = read_cells(path, sheet, top_left.0..=top_left.0 + 8);
    let mut out = String::new();
    for i in 0..81u32 {
        let pos = (top_left.0 + i / 9, top_left.1 + i % 9);
        match cells.iter().find(|(p, _)| *p == pos).map(|(_, v)| v) {
            None | Some(Data::Empty) => out.push('.'),
            Some(Data::Float(f)) if (1.0..=9.0).contains(f) && f.fract() == 0.0 => {
                out.push(char::from(b'0' + *f as u8))
            }
            Some(Data::Int(n)) if (1..=9).contains(n) => out.push(char::from(b'0' + *n as u8)),
            Some(other) => panic!("cell {pos:?} holds {other:?}"),
        }
    }
    out
}

/// The value of one cell as text, for status lines.
pub fn read_text(path: &Path, sheet: &str, pos: (u32, u32)) -> Option<String> {
    read_cells(path, sheet, pos.0..=pos.0)
        .into_iter()
        .find(|(p, _)| *p == pos)
        .map(|(_, v)| v.to_string())
}

/// The text of one part of an xlsx file, e.g. `xl/worksheets/sheet1.xml`.
pub fn zip_part(path: &Path, name: &str) -> String {
    let mut z = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut f = z.by_name(name).unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut f, &mut text).unwrap();
    text
}

/// The sheet names of an xlsx file.
pub fn sheet_names(path: &Path) -> Vec<String> {
    let wb: Xlsx<_> = open_workbook(path).unwrap();
    wb.sheet_names()
}

/// Checks that `solution` is a valid full grid containing the digits of `puzzle`.
pub fn assert_solves(puzzle: &str, solution: &str) {
    let p: sudoku_xlsx::Grid = puzzle.parse().unwrap();
    let s: sudoku_xlsx::Grid = solution.parse().unwrap();
    assert!(s.is_solved(), "not a solved grid: {solution}");
    assert!(
        p.is_within(&s),
        "{solution} does not keep the givens of {puzzle}"
    );
}

/// Runs `command` in a tmux session of 100 x 50 cells, waits for it to end, and returns
/// (everything written to the terminal, raw; the screen and its scrollback as rendered).
pub fn in_terminal(dir: &std::path::Path, command: &str) -> (String, String) {
    use std::process::Command;
    static SESSIONS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let name = format!(
        "sudoku-xlsx-test-{}-{}",
        std::process::id(),
        SESSIONS.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
    );
    let raw = dir.join(format!("{name}.raw"));
    let done = dir.join(format!("{name}.done"));
    let tmux = |args: &[&str]| {
        let ok = Command::new("tmux").args(args).status();
        assert!(ok.is_ok_and(|s| s.success()), "tmux {args:?}");
    };
    tmux(&["new-session", "-d", "-s", &name, "-x", "100", "-y", "50"]);
    tmux(&[
        "pipe-pane",
        "-t",
        &name,
        "-o",
        &format!("cat >> '{}'", raw.display()),
    ]);
    let line = format!(
        "cd '{}' && {command}; touch '{}'",
        dir.display(),
        done.display()
    );
    tmux(&["send-keys", "-t", &name, &line, "Enter"]);
    let started = std::time::Instant::now();
    while !done.exists() {
        assert!(
            started.elapsed().as_secs() < 120,
            "the run in tmux did not end"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    let screen = Command::new("tmux")
        .args(["capture-pane", "-p", "-S", "-", "-t", &name])
        .output()
        .unwrap();
    tmux(&["kill-session", "-t", &name]);
    (
        std::fs::read_to_string(&raw).unwrap_or_default(),
        String::from_utf8_lossy(&screen.stdout).into_owned(),
    )
}

/// Waits until the process `child` catches SIGTERM (and with it SIGINT: the tool sets up
/// both at once), as `/proc` shows; false when it ended first. A test that signals only then tests the handler, not a race with start-up on a
/// machine of unknown speed.
#[cfg(target_os = "linux")]
pub fn catches_sigterm(child: &mut std::process::Child) -> bool {
    const SIGTERM_BIT: u64 = 1 << (15 - 1);
    let status = format!("/proc/{}/status", child.id());
    let started = std::time::Instant::now();
    loop {
        if child.try_wait().ok().flatten().is_some() {
            return false;
        }
        let caught = std::fs::read_to_string(&status)
            .ok()
            .and_then(|text| {
                let mask = text.lines().find_map(|l| l.strip_prefix("SigCgt:"))?;
                u64::from_str_radix(mask.trim(), 16).ok()
            })
            .is_some_and(|mask| mask & SIGTERM_BIT != 0);
        if caught {
            return true;
        }
        assert!(
            started.elapsed().as_secs() < 60,
            "the process never set up its signal handler"
        );
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}
