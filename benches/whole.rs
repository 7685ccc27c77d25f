//! Whole-workbook copies against the I/O floor (`cargo bench --features bench --bench whole`, issue #29).
//!
//! End to end is what `solve book.xlsx` does through the library: open the workbook, read
//! the grid, solve it, plan the package edit and write the copy (into memory). The floor
//! opens the workbook, reads the grid and copies the package part by part with zip's
//! `raw_copy_file`, editing nothing: no copy can cost less. For the formula workbooks the
//! rebuild that copies used before (`Workbook::carry` and `write::carried_workbook`,
//! saved at deflate level 1 as `write::save` does) runs too.
//!
//! Then the same comparison as a user meets it, process against process: the bench build
//! of `sudoku-xlsx solve book.xlsx -o copy.xlsx --force` against this bench binary run as
//! the floor (`WHOLE_FLOOR_IN` and `WHOLE_FLOOR_OUT` set): it opens the file, reads the
//! grid as `solve` does (the grid, the recorded grids, the check that the range is the
//! grid's place), and copies every part with `raw_copy_file` into an output saved as the
//! tool saves (`save_atomic`, replacing the file). Last, the peak memory of the binary on
//! a grid sheet of 100 MB of XML (`WHOLE_BENCH_MEMORY=0` skips it).
//!
//! The runs take turns within each round, the order rotating, and a round times enough
//! repetitions to last about 0.2 s; the table gives the best time of each and the
//! median of the per-round ratios. `WHOLE_BENCH_ROUNDS` (default 15) sets the rounds;
//! `WHOLE_BENCH_IN_PROCESS=0` skips the in-process table; `WHOLE_BENCH_DIR` keeps the
//! workbooks in that folder; `WHOLE_BENCH_TOOL` runs another build of the tool.

mod common;

use std::io::{Cursor, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rust_xlsxwriter::{Format, Formula, Workbook as XlsxWorkbook};
use sudoku_core::solve;
use sudoku_workbook::address::RangeSpec;
use sudoku_workbook::write::{self, Digits, GridOutput, SheetOutput};
use sudoku_workbook::Workbook;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Opens the workbook and reads its grid (A1:I9 of the first sheet), as `solve` does.
/// Both the floor and the edit start from the file's bytes in memory, as
/// `Workbook::open` holds a file of this size.
fn open_and_read(bytes: &Arc<[u8]>) -> (Workbook, SheetOutput) {
    let mut wb = Workbook::from_bytes(Arc::clone(bytes)).unwrap();
    let (sheet, range) = wb.locate(None, &RangeSpec::default()).unwrap();
    let puzzle = wb.read_grid(&sheet, range).unwrap();
    let out = SheetOutput {
        name: sheet,
        grids: vec![GridOutput {
            range,
            digits: Digits::Classic {
                puzzle,
                shown: puzzle,
            },
            status: String::new(),
            marks: Vec::new(),
        }],
    };
    (wb, out)
}

/// The floor: open, read the grid, copy every part's compressed bytes.
fn floor(path: &Path) -> usize {
    let bytes: Arc<[u8]> = std::fs::read(path).unwrap().into();
    let (_wb, out) = open_and_read(&bytes);
    std::hint::black_box(&out);
    let mut zin = zip::ZipArchive::new(Cursor::new(&bytes[..])).unwrap();
    let mut zout = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for i in 0..zin.len() {
        zout.raw_copy_file(zin.by_index_raw(i).unwrap()).unwrap();
    }
    zout.finish().unwrap().into_inner().len()
}

/// The floor as a process: what `solve book.xlsx -o copy.xlsx` must do at the least, as
/// the tool does it: read the file once, open it, read the grid and check its place as
/// `solve` does for the default range, copy every part's compressed bytes into the output
/// in memory, and save it all or nothing over the old one in one write.
fn floor_process(input: &Path, out: &Path) {
    let bytes: Arc<[u8]> = std::fs::read(input).unwrap().into();
    let mut wb = Workbook::from_bytes(Arc::clone(&bytes)).unwrap();
    let reads = wb.grids(None, &[RangeSpec::default()], false).unwrap();
    std::hint::black_box(wb.recorded_grids());
    for read in &reads {
        let givens = read.grid.as_ref().expect("the bench's grids read").givens();
        if wb.recorded_at(&read.sheet, read.range).is_none() {
            wb.check_range(&read.sheet, read.range, givens).unwrap();
        }
    }
    sudoku_workbook::save_atomic(out, true, |f| {
        let other = |e: zip::result::ZipError| std::io::Error::other(e.to_string());
        let mut zin = zip::ZipArchive::new(Cursor::new(&bytes[..])).map_err(other)?;
        let mut zout = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for i in 0..zin.len() {
            zout.raw_copy_file(zin.by_index_raw(i).map_err(other)?)
                .map_err(other)?;
        }
        f.write_all(zout.finish().map_err(other)?.get_ref())
    })
    .unwrap();
}

/// Runs `cmd` to its end, quietly; panics unless it succeeds.
fn run_quiet(cmd: &mut Command) {
    let status = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "{cmd:?}: {status}");
}

/// The CPU time, user and system, of the child processes waited for so far.
#[cfg(unix)]
fn children_cpu() -> f64 {
    // SAFETY: getrusage only writes the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above; RUSAGE_CHILDREN is a valid `who`.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    secs(u.ru_utime) + secs(u.ru_stime)
}

#[cfg(not(unix))]
fn children_cpu() -> f64 {
    f64::NAN
}

/// The tool against the floor, each as a process on the same file, taking turns: median
/// and best wall times, the median ratio, and the same for CPU time (user and system, all
/// threads), which other programs on the machine disturb far less, as a table row.
fn compare_processes(label: &str, path: &Path, dir: &Path, rounds: usize) {
    let ext = path.extension().unwrap().to_str().unwrap();
    let (tool_out, floor_out) = (
        dir.join(format!("copy.{ext}")),
        dir.join(format!("floor.{ext}")),
    );
    // `WHOLE_BENCH_TOOL`: another build of the tool, to compare two builds in one run.
    let bin = std::env::var_os("WHOLE_BENCH_TOOL")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_sudoku-xlsx").into());
    let tool = || {
        run_quiet(
            Command::new(&bin)
                .arg("solve")
                .arg(path)
                .arg("-o")
                .arg(&tool_out)
                .arg("--force"),
        )
    };
    let me = std::env::current_exe().unwrap();
    let floor = || {
        run_quiet(
            Command::new(&me)
                .env("WHOLE_FLOOR_IN", path)
                .env("WHOLE_FLOOR_OUT", &floor_out),
        )
    };
    // Warm up and pick the repetitions.
    floor();
    let t = Instant::now();
    tool();
    let reps = ((0.2 / t.elapsed().as_secs_f64()) as usize).clamp(1, 200);
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut cpu: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for k in 0..rounds {
        for j in 0..2 {
            let which = (j + k) % 2;
            let before = children_cpu();
            let d = if which == 0 {
                timed(reps, floor)
            } else {
                timed(reps, tool)
            };
            times[which].push(d.as_secs_f64());
            cpu[which].push((children_cpu() - before) / reps as f64);
        }
    }
    let best = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min) * 1e3;
    let med = |v: &[f64]| median(v.to_vec()) * 1e3;
    let ratio = |v: &[Vec<f64>; 2]| median((0..rounds).map(|k| v[1][k] / v[0][k]).collect());
    println!(
        "| {label} | {:.2} / {:.2} | {:.2} / {:.2} | **{:.2}** | {:.2} / {:.2} | {:.2} |",
        med(&times[0]),
        best(&times[0]),
        med(&times[1]),
        best(&times[1]),
        ratio(&times),
        med(&cpu[0]),
        med(&cpu[1]),
        ratio(&cpu),
    );
}

/// Open and read, solved, as the copy wants it.
fn solved(path: &Path) -> (Workbook, SheetOutput) {
    let bytes: Arc<[u8]> = std::fs::read(path).unwrap().into();
    let (wb, mut out) = open_and_read(&bytes);
    let g = &mut out.grids[0];
    let Digits::Classic { puzzle, shown } = &mut g.digits else {
        unreachable!()
    };
    *shown = *solve(puzzle).solution().expect("the bench's puzzles solve");
    g.status = "Solved".into();
    (wb, out)
}

/// End to end through the package edit, timing its phases: (read+solve, plan, write).
fn edited(path: &Path, macros: bool) -> (usize, [Duration; 3]) {
    let t = Instant::now();
    let (wb, out) = solved(path);
    let t1 = Instant::now();
    let copy_type = if macros {
        sudoku_workbook::package::parts::MACRO_WORKBOOK_TYPE
    } else {
        sudoku_workbook::package::parts::WORKBOOK_TYPE
    };
    let edit = wb.plan_edit(&[out], copy_type).unwrap().unwrap();
    let t2 = Instant::now();
    let mut buf = Cursor::new(Vec::new());
    edit.write_to(&mut buf).unwrap();
    let t3 = Instant::now();
    (buf.into_inner().len(), [t1 - t, t2 - t1, t3 - t2])
}

/// End to end through the old rebuild: carry everything, write a new workbook.
fn rebuilt(path: &Path) -> usize {
    let (mut wb, out) = solved(path);
    let carried = wb.carry().unwrap();
    let mut x = write::carried_workbook(&carried, &[out]).unwrap();
    x.set_zip_compression_level(1);
    x.save_to_buffer().unwrap().len()
}

/// A workbook as people keep one: the puzzle in A1:I9 in its own look, a title, notes and
/// a small table beside it, a second sheet of a few dozen cells: about 300 cells.
fn typical_workbook(path: &Path) {
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzle").unwrap();
    let given = Format::new()
        .set_bold()
        .set_border(rust_xlsxwriter::FormatBorder::Thin);
    for (i, ch) in CLASSIC.chars().enumerate() {
        let (r, c) = ((i / 9) as u32, (i % 9) as u16);
        match ch.to_digit(10) {
            Some(d) => ws.write_number_with_format(r, c, d, &given).unwrap(),
            None => ws.write_blank(r, c, &given).unwrap(),
        };
    }
    ws.write_string(0, 11, "Weekly puzzle").unwrap();
    ws.write_string(1, 11, "Started").unwrap();
    ws.write_string(2, 11, "Notes").unwrap();
    for r in 0..20u32 {
        ws.write_string(12 + r, 0, format!("week {r}")).unwrap();
        for c in 1..10u16 {
            ws.write_number(12 + r, c, f64::from(r * 10 + u32::from(c)) * 1.5)
                .unwrap();
        }
        ws.write_formula(12 + r, 10, Formula::new(format!("=SUM(B{0}:J{0})", 13 + r)))
            .unwrap();
    }
    let log = wb.add_worksheet();
    log.set_name("Log").unwrap();
    for r in 0..30u32 {
        log.write_string(r, 0, format!("2026-11-{:02}", r % 28 + 1))
            .unwrap();
        log.write_number(r, 1, f64::from(r) * 3.25).unwrap();
    }
    wb.save(path).unwrap();
}

/// The puzzle in A1:I9 and, from row 12 of the same sheet, `formulas / 2` rows of a
/// number, a varied text and two formulas with their results: the whole sheet is the
/// part the edit rewrites. About 2 MB for 72,922 formulas.
fn formulas_on_the_grid_sheet(path: &Path, formulas: u32) {
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzle").unwrap();
    for (i, ch) in CLASSIC.chars().enumerate() {
        if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
            ws.write_number((i / 9) as u32, (i % 9) as u16, d).unwrap();
        }
    }
    for k in 0..formulas / 2 {
        let r = k + 11;
        ws.write_number(r, 0, f64::from(k)).unwrap();
        ws.write_string(
            r,
            1,
            format!(
                "item {k}: note {:x} {:x} {:x} {:x}",
                k.wrapping_mul(2_654_435_761),
                k.wrapping_mul(1_103_515_245),
                k.wrapping_mul(40_503),
                k.wrapping_mul(97_813)
            ),
        )
        .unwrap();
        let f = Formula::new(format!("=A{}*2+1", r + 1)).set_result(format!("{}", k * 2 + 1));
        ws.write_formula(r, 2, f).unwrap();
        let g = Formula::new(format!("=LEN(B{})", r + 1)).set_result("6");
        ws.write_formula(r, 3, g).unwrap();
    }
    wb.save(path).unwrap();
}

/// Times `f` over enough repetitions to last about 0.2 s (`reps` decided by the caller).
fn timed(reps: usize, mut f: impl FnMut()) -> Duration {
    let t = Instant::now();
    for _ in 0..reps {
        f();
    }
    t.elapsed() / reps as u32
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn compare(label: &str, path: &Path, macros: bool, with_rebuild: bool, rounds: usize) {
    let size = std::fs::metadata(path).unwrap().len();
    // Warm up, check the copy, and pick the repetitions.
    let t = Instant::now();
    let (copy, _) = edited(path, macros);
    assert!(copy > 0);
    floor(path);
    let reps = ((0.2 / t.elapsed().as_secs_f64()) as usize).clamp(1, 500);
    let runs = if with_rebuild { 3 } else { 2 };
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); runs];
    let mut phases: Vec<[f64; 3]> = Vec::new();
    for k in 0..rounds {
        let mut round = [0.0; 3];
        for j in 0..runs {
            let which = (j + k) % runs;
            round[which] = match which {
                0 => timed(reps, || {
                    std::hint::black_box(floor(path));
                }),
                1 => timed(reps, || {
                    let (n, p) = edited(path, macros);
                    std::hint::black_box(n);
                    phases.push(p.map(|d| d.as_secs_f64()));
                }),
                _ => timed(reps, || {
                    std::hint::black_box(rebuilt(path));
                }),
            }
            .as_secs_f64();
        }
        for j in 0..runs {
            times[j].push(round[j]);
        }
    }
    let best = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min) * 1e3;
    let ratio = |j: usize| median((0..rounds).map(|k| times[j][k] / times[0][k]).collect());
    let phase = |i: usize| median(phases.iter().map(|p| p[i]).collect()) * 1e3;
    let rebuild = if with_rebuild {
        format!("{:.2} ms, {:.2}x", best(&times[2]), ratio(2))
    } else {
        "-".into()
    };
    println!(
        "| {label} | {:.1} KB | {:.1} KB | {:.2} | {:.2} | **{:.2}** | {:.2} / {:.2} / {:.2} | {rebuild} |",
        size as f64 / 1e3,
        copy as f64 / 1e3,
        best(&times[0]),
        best(&times[1]),
        ratio(1),
        phase(0),
        phase(1),
        phase(2),
    );
}

/// The puzzle in A1:I9 and, from row 12, rows of 20 varied numbers until the sheet's
/// XML holds at least `xml_bytes`; returns the sheet part's unpacked size.
fn big_sheet(path: &Path, xml_bytes: u64) -> u64 {
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet_with_constant_memory().unwrap();
    for (i, ch) in CLASSIC.chars().enumerate() {
        if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
            ws.write_number((i / 9) as u32, (i % 9) as u16, d).unwrap();
        }
    }
    // About 34 bytes a cell once row numbers pass 100,000.
    let rows = (xml_bytes / (20 * 34) + 1) as u32;
    for k in 0..rows {
        for c in 0..20u16 {
            let v = f64::from(k.wrapping_mul(2_654_435_761) >> 12) + f64::from(c) * 0.25;
            ws.write_number(11 + k, c, v).unwrap();
        }
    }
    wb.save(path).unwrap();
    let f = std::fs::File::open(path).unwrap();
    let mut z = zip::ZipArchive::new(f).unwrap();
    let size = z.by_name("xl/worksheets/sheet1.xml").unwrap().size();
    size
}

/// Peak memory of the real binary on a workbook whose grid sheet unpacks to about
/// 100 MB: reading only (`rate`, `find`), the new-workbook copy (`--grid-only`) and the
/// package edit (`solve`).
fn memory(dir: &Path) {
    let book = dir.join("big.xlsx");
    let xml = big_sheet(&book, 100_000_000);
    let size = std::fs::metadata(&book).unwrap().len();
    println!(
        "\n### Peak memory: a grid sheet of {:.1} MB of XML ({:.1} MB as .xlsx)\n",
        xml as f64 / 1e6,
        size as f64 / 1e6
    );
    println!("| run | what it reads and writes | median seconds (3 runs) | peak memory |");
    println!("|---|---|---:|---:|");
    for (args, what) in [
        (&["rate", "big.xlsx"][..], "the grid's rows and merged cells"),
        (
            &["find", "big.xlsx"][..],
            "the whole sheet, through calamine",
        ),
        (
            &[
                "solve",
                "big.xlsx",
                "--grid-only",
                "-o",
                "g.xlsx",
                "--force",
                "-q",
            ][..],
            "the grid's rows and merged cells; writes a new one-sheet workbook",
        ),
        (
            &["solve", "big.xlsx", "-o", "out.xlsx", "--force", "-q"][..],
            "the grid's rows and merged cells; the head of the sheet part written anew, the rest of the package copied",
        ),
    ] {
        let mut times = Vec::new();
        let mut peak = None;
        for _ in 0..3 {
            let (t, rss) = common::run(args, dir);
            times.push(t);
            peak = peak.max(rss);
        }
        let mem = peak
            .map(|k| format!("{:.1} MiB", k as f64 / 1024.0))
            .unwrap_or_else(|| "n/a".into());
        println!(
            "| `{}` | {what} | {:.2} | {mem} |",
            args.join(" "),
            median(times)
        );
    }
}

fn main() {
    let rounds: usize = std::env::var("WHOLE_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    if let (Some(input), Some(out)) = (
        std::env::var_os("WHOLE_FLOOR_IN"),
        std::env::var_os("WHOLE_FLOOR_OUT"),
    ) {
        floor_process(Path::new(&input), Path::new(&out));
        return;
    }
    let temp = tempfile::tempdir().unwrap();
    // `WHOLE_BENCH_DIR`: the workbooks are written there and kept, for a profiler.
    let kept = std::env::var_os("WHOLE_BENCH_DIR").map(std::path::PathBuf::from);
    let dir = kept.as_deref().unwrap_or(temp.path());
    // For a profiler: `WHOLE_PROFILE_EDIT=N` runs only the edit, N times, of the workbook
    // with formulas on the grid's sheet (or of `WHOLE_PROFILE_BOOK`).
    if let Ok(n) = std::env::var("WHOLE_PROFILE_EDIT") {
        let same = match std::env::var("WHOLE_PROFILE_BOOK") {
            Ok(p) => std::path::PathBuf::from(p),
            Err(_) => {
                let same = dir.join("same.xlsx");
                formulas_on_the_grid_sheet(&same, 72_922);
                same
            }
        };
        let mut ph = [0.0; 3];
        for _ in 0..n.parse::<usize>().unwrap() {
            let (_, p) = edited(&same, same.extension().is_some_and(|e| e == "xlsm"));
            for (sum, d) in ph.iter_mut().zip(p) {
                *sum += d.as_secs_f64();
            }
        }
        eprintln!("read+solve, plan, write (s in all): {ph:?}");
        return;
    }
    let rich = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/whole/rich.xlsm");
    let typical = dir.join("typical.xlsx");
    typical_workbook(&typical);
    let same = dir.join("same.xlsx");
    formulas_on_the_grid_sheet(&same, 72_922);
    let other = dir.join("other.xlsx");
    common::formula_workbook(&other, 72_922);
    if std::env::var("WHOLE_BENCH_IN_PROCESS").map_or(true, |v| v != "0") {
        println!(
            "| workbook | size | copy | floor (best ms) | end to end (best ms) | end to end / floor (median of {rounds}) | read+solve / plan / write (median ms) | rebuild (best, / floor) |"
        );
        println!("|---|---:|---:|---:|---:|---:|---:|---|");
        compare("tests/fixtures/whole/rich.xlsm", &rich, true, false, rounds);
        compare(
            "typical: grid and ~300 cells on two sheets",
            &typical,
            false,
            false,
            rounds,
        );
        compare(
            "72,922 formulas on a second sheet",
            &other,
            false,
            true,
            rounds,
        );
        compare(
            "72,922 formulas on the grid's sheet",
            &same,
            false,
            true,
            rounds,
        );
    }
    println!(
        "\n### As a process: `sudoku-xlsx solve book -o copy --force` against the floor as a process\n"
    );
    println!(
        "| workbook | floor (median / best ms) | solve (median / best ms) | solve / floor (median of {rounds}) | CPU ms, floor / solve (median) | CPU solve / floor |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    let books: [(&str, &Path); 4] = [
        ("tests/fixtures/whole/rich.xlsm", &rich),
        ("typical: grid and ~300 cells on two sheets", &typical),
        ("72,922 formulas on a second sheet", &other),
        ("72,922 formulas on the grid's sheet", &same),
    ];
    for (label, path) in books {
        compare_processes(label, path, dir, rounds);
    }
    if std::env::var("WHOLE_BENCH_MEMORY").map_or(true, |v| v != "0") {
        memory(dir);
    }
}
