//! Sharding (`cargo bench --features bench --bench shard`): a folder of 600 one-grid workbooks solved by
//! the real binary as one shard, then as two shards run at once on the same machine
//! (`-j 1` each, and the default `-j` each); the cost of sharding itself (listing a
//! folder against hashing and selecting its files, and hashing a million names); and how
//! evenly the hash spreads sets of 60 random names. SHARD_BENCH_FILES and
//! SHARD_BENCH_ROUNDS change the folder's size (default 600) and the turns each way of
//! running gets (default 5).

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rust_xlsxwriter::Workbook as XlsxWorkbook;

// The command's own shard module, compiled here with the two types it takes from its
// neighbours, so that what is measured is the code that runs.
mod discover {
    /// As `src/batch/discover.rs` has it.
    #[derive(Debug, Clone)]
    pub struct Found {
        pub path: std::path::PathBuf,
        pub root: Option<std::path::PathBuf>,
    }
}
#[allow(dead_code)]
mod plan {
    /// As `src/batch/plan.rs` has it.
    #[derive(Debug, Clone)]
    pub struct Job {
        pub input: std::path::PathBuf,
        pub output: std::path::PathBuf,
    }
}
#[allow(dead_code, unused_imports)]
#[path = "../src/batch/shard.rs"]
mod shard;

use discover::Found;
use shard::{select, shard_of, Shard};

const TYPICAL: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Typical puzzles from ../shared/data when present, else one built-in puzzle.
fn puzzles(n: usize) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/puzzles2_17_clue");
    let mut out: Vec<String> = std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| l[..81].to_string())
        .take(n)
        .collect();
    if out.is_empty() {
        out.push(TYPICAL.to_string());
    }
    let base = out.clone();
    while out.len() < n {
        out.push(base[out.len() % base.len()].clone());
    }
    out
}

fn make_folder(dir: &Path, n: usize) {
    for (k, line) in puzzles(n).iter().enumerate() {
        let sub = dir.join(format!("batch-{}", k % 6));
        std::fs::create_dir_all(&sub).unwrap();
        let mut wb = XlsxWorkbook::new();
        let ws = wb.add_worksheet();
        for (i, ch) in line.chars().enumerate() {
            if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
                ws.write_number((i / 9) as u32, (i % 9) as u16, d).unwrap();
            }
        }
        wb.save(sub.join(format!("p{k:04}.xlsx"))).unwrap();
    }
}

fn start(dir: &Path, out: &Path, extra: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
        .arg("solve")
        .arg(dir)
        .arg("--out-dir")
        .arg(out)
        // A few puzzles have an empty edge row or column that the guard would ask about.
        .args(["-f", "-q", "--exact"])
        .args(extra)
        .spawn()
        .unwrap()
}

/// Runs the processes of one way at once and times the whole.
fn time_together(dir: &Path, out: &Path, runs: &[Vec<&str>]) -> Duration {
    let _ = std::fs::remove_dir_all(out);
    let t = Instant::now();
    let children: Vec<Child> = runs.iter().map(|a| start(dir, out, a)).collect();
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    t.elapsed()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            walk(&e.path(), out);
        } else {
            out.push(e.path());
        }
    }
}

fn main() {
    let n = env_usize("SHARD_BENCH_FILES", 600);
    let rounds = env_usize("SHARD_BENCH_ROUNDS", 5);
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("in");
    make_folder(&dir, n);
    let out = tmp.path().join("out");
    let cpus = std::thread::available_parallelism().map_or(1, |c| c.get());
    println!(
        "{n} one-grid workbooks of typical puzzles, {cpus} CPUs, {rounds} rounds (median, min)"
    );

    let ways: [(&str, Vec<Vec<&str>>); 4] = [
        ("1 shard, -j 1", vec![vec!["-j", "1"]]),
        ("1 shard, -j 2 (default here)", vec![vec![]]),
        (
            "2 shards at once, -j 1 each",
            vec![
                vec!["--shard", "1/2", "-j", "1"],
                vec!["--shard", "2/2", "-j", "1"],
            ],
        ),
        (
            "2 shards at once, -j 2 each",
            vec![vec!["--shard", "1/2"], vec!["--shard", "2/2"]],
        ),
    ];
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); ways.len()];
    // Ways take turns, round after round, so that a slow moment of the machine falls on
    // all of them alike.
    for _ in 0..rounds {
        for (w, (_, runs)) in ways.iter().enumerate() {
            times[w].push(time_together(&dir, &out, runs));
        }
    }
    for ((name, _), t) in ways.iter().zip(&times) {
        let min = *t.iter().min().unwrap();
        println!(
            "  {name:32} {:6.3} s  {:6.3} s",
            median(t.clone()).as_secs_f64(),
            min.as_secs_f64()
        );
    }

    // The cost of sharding: listing the folder, against hashing and selecting.
    let mut list_t = Vec::new();
    let mut select_t = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        let mut files = Vec::new();
        walk(&dir, &mut files);
        files.sort();
        list_t.push(t.elapsed());
        let found: Vec<Found> = files
            .iter()
            .map(|p| Found {
                path: p.clone(),
                root: Some(dir.clone()),
            })
            .collect();
        let jobs: Vec<plan::Job> = files
            .iter()
            .map(|p| plan::Job {
                input: p.clone(),
                output: p.clone(),
            })
            .collect();
        let t = Instant::now();
        let mine = select(Shard { k: 1, n: 2 }, &found, jobs);
        select_t.push(t.elapsed());
        std::hint::black_box(mine);
    }
    println!(
        "listing the {n} files: {:.3} ms; hashing and selecting them for --shard 1/2: {:.3} ms",
        median(list_t).as_secs_f64() * 1e3,
        median(select_t).as_secs_f64() * 1e3
    );
    let names: Vec<String> = (0..1_000_000)
        .map(|i| format!("2026/week-{:02}/batch-{}/puzzle-{i:07}.xlsx", i % 52, i % 7))
        .collect();
    let t = Instant::now();
    let mut counts = [0u64; 8];
    for name in &names {
        counts[shard_of(name, 8) as usize - 1] += 1;
    }
    let took = t.elapsed();
    println!(
        "hashing 1,000,000 names into 8 shards: {:.1} ms ({:.0} ns a name); per shard {:?}",
        took.as_secs_f64() * 1e3,
        took.as_secs_f64() * 1e9 / 1e6,
        counts
    );

    // How evenly: sets of 60 random names, each shard within 30 % of the mean?
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(32);
    let sets = 10_000;
    for shards in [2u32, 3, 4] {
        let mut ok = 0;
        let mut worst: f64 = 0.0;
        for _ in 0..sets {
            let mut c = vec![0u32; shards as usize];
            for _ in 0..60 {
                let len = rng.random_range(4..16);
                let name: String = (0..len)
                    .map(|_| rng.random_range(b'a'..=b'z') as char)
                    .collect();
                c[shard_of(&format!("{name}.xlsx"), shards) as usize - 1] += 1;
            }
            let mean = 60.0 / f64::from(shards);
            let off = c
                .iter()
                .map(|&x| (f64::from(x) - mean).abs() / mean)
                .fold(0.0, f64::max);
            worst = worst.max(off);
            if off <= 0.3 {
                ok += 1;
            }
        }
        println!(
            "{sets} sets of 60 random names in {shards} shards: {:.1} % with every shard within 30 % of the mean (worst {:.0} % off)",
            100.0 * f64::from(ok) / f64::from(sets),
            worst * 100.0
        );
    }
}
