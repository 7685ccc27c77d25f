//! Batch throughput (`cargo bench --features bench --bench batch`): two folders of one-grid workbooks
//! (typical puzzles, and the hardest known) solved by the real binary with one and two
//! worker threads against the I/O floor (the same files only read and written, no
//! solving); the peak memory of text lists of up to 1,000,000 puzzles; and one workbook
//! holding a long puzzle list, split into reading, solving and the whole run.
//! Puzzles come from ../shared/data when present; otherwise from a built-in puzzle.
//! BATCH_BENCH_FILES and BATCH_BENCH_ROWS change the sizes, BATCH_BENCH_ROUNDS the number
//! of turns each folder run gets (default 6), BATCH_BENCH_BLOCK the files a run does before
//! the next run takes its turn (default 250), BATCH_BENCH_DIR the folder the files go in
//! (default: the system's temporary folder), BATCH_BENCH_ARGS flags added to every run of
//! the binary, BATCH_BENCH_BIN another binary to run instead.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use rust_xlsxwriter::Workbook as XlsxWorkbook;
use sudoku_core::{solve, Grid};
use sudoku_workbook::address::RangeSpec;
use sudoku_workbook::list::read_rows;
use sudoku_workbook::write::{self, Digits, GridOutput, SheetOutput};
use sudoku_workbook::Workbook;

/// `n` puzzles from the named sets of ../shared/data, taken in turn and repeated if
/// there are fewer; one built-in puzzle when the data is absent.
fn puzzles(sets: &[&str], n: usize) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    let mut out = Vec::new();
    for set in sets {
        if let Ok(text) = std::fs::read_to_string(dir.join(set)) {
            for line in text.lines() {
                let line = line.trim_end_matches('\r');
                if line.starts_with('#') || line.len() < 81 {
                    continue;
                }
                out.push(line[..81].to_string());
                if out.len() == n {
                    return out;
                }
            }
        }
    }
    if out.is_empty() {
        println!("(../shared/data is absent: using one built-in puzzle throughout)");
        out.push(
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
                .to_string(),
        );
    }
    let base = out.clone();
    while out.len() < n {
        out.push(base[out.len() % base.len()].clone());
    }
    out
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn make_folder(dir: &Path, lines: &[String]) -> Vec<PathBuf> {
    lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let path = dir.join(format!("p{k:05}.xlsx"));
            let mut wb = XlsxWorkbook::new();
            let ws = wb.add_worksheet();
            for (i, ch) in line.chars().enumerate() {
                if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
                    ws.write_number((i / 9) as u32, (i % 9) as u16, d).unwrap();
                }
            }
            wb.save(&path).unwrap();
            path
        })
        .collect()
}

/// Runs `sudoku-xlsx solve` on `files` into `out_dir` with `threads` workers, and times
/// it. A process start costs one to three milliseconds, under 1 % of a block of files.
fn solve_binary(files: &[PathBuf], out_dir: &Path, threads: usize, extra: &[&str]) -> Duration {
    let t = Instant::now();
    // BATCH_BENCH_BIN runs another build of the tool (an older commit, say) in the same
    // harness, for a before-and-after within one run of the machine.
    let bin = std::env::var_os("BATCH_BENCH_BIN")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_sudoku-xlsx").into());
    let out = Command::new(bin)
        .arg("solve")
        .args(files)
        .arg("--out-dir")
        .arg(out_dir)
        .args(["--force", "-q", "--jobs", &threads.to_string()])
        .args(extra)
        // Extra flags for every run, to measure what one costs (e.g. `--exact`).
        .args(
            std::env::var("BATCH_BENCH_ARGS")
                .unwrap_or_default()
                .split_whitespace(),
        )
        .output()
        .unwrap();
    let took = t.elapsed();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    took
}

/// Keeps the calling thread on one CPU, as the tool does with a lone worker.
#[cfg(target_os = "linux")]
fn pin_to_first_cpu() {
    use rustix::thread::{sched_getaffinity, sched_setaffinity, CpuSet};
    if let Ok(allowed) = sched_getaffinity(None) {
        if let Some(cpu) = (0..CpuSet::MAX_CPU).find(|&c| allowed.is_set(c)) {
            let mut one = CpuSet::new();
            one.set(cpu);
            let _ = sched_setaffinity(None, &one);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn pin_to_first_cpu() {}

/// Reads each grid and writes the very copy a solve writes (the rest of the workbook
/// carried, the grid formatted, the solution filled in), without solving: the solutions
/// were found before the clock started. The I/O floor.
fn io_floor(files: &[PathBuf], solutions: &[Grid], out: &Path) -> Duration {
    let t = Instant::now();
    for (k, f) in files.iter().enumerate() {
        let mut wb = Workbook::open(f).unwrap();
        let (sheet, range) = wb.locate(None, &RangeSpec::default()).unwrap();
        let puzzle = wb.read_grid(&sheet, range).unwrap();
        let shown = solutions[k];
        let carried = wb.carry().unwrap();
        let mut x = write::carried_workbook(
            &carried,
            &[SheetOutput {
                name: sheet,
                grids: vec![GridOutput {
                    range,
                    digits: Digits::Classic { puzzle, shown },
                    status: "Solved".into(),
                    marks: Vec::new(),
                }],
            }],
        )
        .unwrap();
        write::save(&mut x, &out.join(format!("f{k:05}.xlsx")), true).unwrap();
    }
    t.elapsed()
}

/// The orders in which the three runs take their turns on a block: all six, so that over
/// six blocks each run goes first, second and last equally often, after each other run.
const ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
];

/// The folder benchmark: `lines.len()` one-grid workbooks solved with one and two
/// workers, against the I/O floor.
fn folder_bench(base: &Path, label: &str, lines: &[String], rounds: usize) {
    let files_n = lines.len();
    let in_dir = base.join("in");
    std::fs::create_dir_all(&in_dir).unwrap();
    let files = make_folder(&in_dir, lines);
    // Every run writes into a folder of its own, as a user converting a folder into a new
    // --out-dir does. Overwriting the last run's outputs instead frees an inode per file,
    // and ext4 then walks past the recently freed inodes on every file it creates: that
    // cost, up to a sixth of a run, belongs to the benchmark, not to the tool.
    let runs = std::cell::Cell::new(0);
    let next_dir = || {
        runs.set(runs.get() + 1);
        let d = base.join(format!("out{}", runs.get()));
        std::fs::create_dir_all(&d).unwrap();
        d
    };
    let solve_run =
        |threads: usize, files: &[PathBuf]| solve_binary(files, &next_dir(), threads, &[]);
    let solutions: Vec<Grid> = lines
        .iter()
        .map(|l| *solve(&l.parse().unwrap()).solution().unwrap())
        .collect();
    // A warm-up pass puts every file in the page cache. Then the three runs take turns,
    // `rounds` times over the whole folder. Within a round they alternate block by block
    // (BATCH_BENCH_BLOCK files, default 250, each block in the next of the six orders):
    // this machine's speed drifts by a third from one second to the next, and taking
    // turns every quarter of a second lets all three meet the same drift. A round's time
    // for a run is the sum over its blocks, i.e. the time for the whole folder; ratios are
    // taken within each round and their median is reported. (The process's CPU time was
    // also tried: it tracked the clock within 1 %, so the swings are in the work itself,
    // not in waiting for a CPU.)
    io_floor(&files, &solutions, &next_dir());
    let block = env_usize("BATCH_BENCH_BLOCK", 250).clamp(1, files_n);
    let (mut floor, mut one, mut two) = (Vec::new(), Vec::new(), Vec::new());
    let mut turn = 0;
    for _ in 0..rounds {
        let mut sums = [Duration::ZERO; 3];
        for start in (0..files_n).step_by(block) {
            let part = start..(start + block).min(files_n);
            for which in ORDERS[turn % ORDERS.len()] {
                sums[which] += match which {
                    0 => {
                        // On a thread placed the way a lone worker is, so that only
                        // solving differs.
                        let dir = next_dir();
                        std::thread::scope(|s| {
                            s.spawn(|| {
                                pin_to_first_cpu();
                                io_floor(&files[part.clone()], &solutions[part.clone()], &dir)
                            })
                            .join()
                            .unwrap()
                        })
                    }
                    1 => solve_run(1, &files[part.clone()]),
                    _ => solve_run(2, &files[part.clone()]),
                };
            }
            turn += 1;
        }
        floor.push(sums[0]);
        one.push(sums[1]);
        two.push(sums[2]);
    }
    let best = |v: &[Duration]| *v.iter().min().unwrap();
    let ratios = |a: &[Duration], b: &[Duration]| -> Vec<f64> {
        a.iter()
            .zip(b)
            .map(|(x, y)| x.as_secs_f64() / y.as_secs_f64())
            .collect()
    };
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let n = v.len();
        if n % 2 == 1 {
            v[n / 2]
        } else {
            (v[n / 2 - 1] + v[n / 2]) / 2.0
        }
    };
    let list = |v: &[f64]| {
        v.iter()
            .map(|r| format!("{r:.2}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let rate = |d: Duration| files_n as f64 / d.as_secs_f64();
    println!("### Folder of {files_n} one-grid workbooks: {label}\n");
    println!("| run | best seconds | workbooks/s | vs I/O floor |");
    println!("|---|---:|---:|---:|");
    for (name, times) in [
        ("I/O floor (read + write, no solving, 1 thread)", &floor),
        ("solve --jobs 1", &one),
        ("solve --jobs 2", &two),
    ] {
        println!(
            "| {name} | {:.2} | {:.0} | {:.2} |",
            best(times).as_secs_f64(),
            rate(best(times)),
            median(ratios(times, &floor)),
        );
    }
    println!("\n(against the floor: the median over the rounds of the ratio within a round)\n");
    let vs_floor = ratios(&one, &floor);
    let speedup = ratios(&one, &two);
    println!(
        "--jobs 1 / floor per round: {}; median {:.2}",
        list(&vs_floor),
        median(vs_floor.clone())
    );
    println!(
        "--jobs 2 speed-up over --jobs 1 per round: {}; median {:.2}x\n",
        list(&speedup),
        median(speedup.clone())
    );
}

/// Peak memory of the real binary solving text lists of growing length into a workbook:
/// it must not grow with the list.
fn memory_bench(dir: &Path) {
    let base = puzzles(&["puzzles2_17_clue"], 50_000);
    println!("### Memory: a text list solved into a workbook (real binary, 2 threads)\n");
    println!("| puzzles | seconds | peak memory |");
    println!("|---:|---:|---:|");
    for n in [10_000, 100_000, 1_000_000] {
        let name = format!("list{n}.txt");
        let mut f = std::io::BufWriter::new(std::fs::File::create(dir.join(&name)).unwrap());
        for k in 0..n {
            writeln!(f, "{}", base[k % base.len()]).unwrap();
        }
        f.flush().unwrap();
        drop(f);
        let (secs, peak) = common::run(
            &[
                "solve",
                &name,
                "-o",
                "list.xlsx",
                "--force",
                "-q",
                "--jobs",
                "2",
            ],
            dir,
        );
        let mem = peak
            .map(|k| format!("{:.1} MiB", k as f64 / 1024.0))
            .unwrap_or_else(|| "n/a (no /usr/bin/time)".into());
        println!("| {n} | {secs:.2} | {mem} |");
        std::fs::remove_file(dir.join(&name)).unwrap();
    }
    println!();
}

fn main() {
    let files_n = env_usize("BATCH_BENCH_FILES", 1000);
    let rows_n = env_usize("BATCH_BENCH_ROWS", 100_000);
    // BATCH_BENCH_DIR puts the files elsewhere, /dev/shm for instance: on this project's
    // ext4 test machine every file created within minutes of a mass delete (the last
    // run's cleanup) first walks past the freed inodes, which swings whole runs by a
    // factor of two; a tmpfs measures the tool's own work alone.
    let tmp = match std::env::var_os("BATCH_BENCH_DIR") {
        Some(dir) => tempfile::tempdir_in(dir).unwrap(),
        None => tempfile::tempdir().unwrap(),
    };
    println!("(files under {})\n", tmp.path().display());

    // Two folders of one-grid workbooks: the puzzles people keep are like the first, the
    // second is the worst case, where solving alone takes about a tenth of the I/O time.
    let rounds = env_usize("BATCH_BENCH_ROUNDS", 6).max(1);
    folder_bench(
        &tmp.path().join("typical"),
        "17-clue puzzles (puzzles2_17_clue)",
        &puzzles(&["puzzles2_17_clue"], files_n),
        rounds,
    );
    folder_bench(
        &tmp.path().join("hardest"),
        "the hardest puzzles (puzzles5_forum_hardest_1905_11+)",
        &puzzles(&["puzzles5_forum_hardest_1905_11+"], files_n),
        rounds,
    );
    memory_bench(tmp.path());
    let lines = puzzles(
        &["puzzles5_forum_hardest_1905_11+", "puzzles2_17_clue"],
        rows_n,
    );

    // One workbook holding a long puzzle list.
    let list = tmp.path().join("list.xlsx");
    {
        let mut wb = XlsxWorkbook::new();
        let ws = wb.add_worksheet_with_constant_memory().unwrap();
        ws.write_string(0, 0, "Label").unwrap();
        ws.write_string(0, 1, "Puzzle").unwrap();
        for (k, line) in lines.iter().enumerate() {
            ws.write_string(k as u32 + 1, 0, format!("#{}", k + 1))
                .unwrap();
            ws.write_string(k as u32 + 1, 1, line).unwrap();
        }
        wb.save(&list).unwrap();
    }
    let t = Instant::now();
    let mut wb = Workbook::open(&list).unwrap();
    let sheet = wb.find_sheet(None).unwrap();
    let mut grids: Vec<Grid> = Vec::with_capacity(rows_n);
    read_rows(&mut wb, &sheet, 1, &mut |row| {
        if let Some(g) = row.entry.puzzle() {
            grids.push(*g);
        }
        true
    })
    .unwrap();
    let read = t.elapsed();
    let t = Instant::now();
    let solved = grids.iter().filter(|g| solve(g).is_solved()).count();
    let solve = t.elapsed();
    assert_eq!(solved, rows_n);
    let mut e2e = Vec::new();
    for threads in [1, 2] {
        let out = tmp.path().join(format!("solved{threads}"));
        e2e.push(solve_binary(
            std::slice::from_ref(&list),
            &out,
            threads,
            &["--list", "B"],
        ));
    }
    let rps = |d: Duration| rows_n as f64 / d.as_secs_f64();
    println!("### One workbook with a list of {rows_n} puzzles (column B)\n");
    println!("| step | seconds | rows/s |");
    println!("|---|---:|---:|");
    println!(
        "| read the list only (1 thread) | {:.2} | {:.0} |",
        read.as_secs_f64(),
        rps(read)
    );
    println!(
        "| solve only (1 thread) | {:.2} | {:.0} |",
        solve.as_secs_f64(),
        rps(solve)
    );
    println!(
        "| end to end, --jobs 1 (read, solve, write) | {:.2} | {:.0} |",
        e2e[0].as_secs_f64(),
        rps(e2e[0])
    );
    println!(
        "| end to end, --jobs 2 | {:.2} | {:.0} |",
        e2e[1].as_secs_f64(),
        rps(e2e[1])
    );
    let write_est = e2e[0].as_secs_f64() - read.as_secs_f64() - solve.as_secs_f64();
    println!("\nwriting (end to end --jobs 1 minus read and solve): about {write_est:.2} s");
}
