//! Solver throughput on the public puzzle sets in `../shared/data`: our search built for
//! the baseline target ("portable") and for CPUs with AVX2 and BMI2 ("native", what the
//! library picks at run time when the CPU has them), against the `sudoku` crate (a port of
//! JCZSolve) in the same run. Run with `cargo bench --bench solver`.
//!
//! Before timing, every puzzle is checked: our solution must be valid and keep the givens,
//! both builds must agree, and our solution count at limit 2 must equal the crate's. Then,
//! one thread, limit 2, each set is timed in rounds, each round timing the three solvers one
//! after the other (in an order that rotates from round to round) for at least 0.3 s each;
//! the table gives the median of the rounds and the spread of the native/portable ratio,
//! which shows how much the shared machine moved the figures. Last, the slowest puzzle of
//! each set (by the native build, each candidate timed five times, the fastest kept).
//!
//! Environment:
//! - `SOLVER_BENCH_QUICK=1`: shorter timing (0.1 s per measurement, 3 rounds).
//! - `SOLVER_BENCH_ROUNDS=n`: rounds per set (5 by default).
//! - `SOLVER_BENCH_SETS=a,b`: only sets whose file name contains one of the words.
//! - `SOLVER_BENCH_OURS_ONLY=1`: skip timing the crate (for quick iterations).

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sudoku_core::grid::Grid;
use sudoku_core::solver::{count_solutions_on, native_available, search_stats_on, Isa};

struct Set {
    name: String,
    lines: Vec<String>,
}

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data")
}

/// Puzzle lines of a set file: no comments, no blanks, no `\r`, first 81 characters.
fn read_set(path: &Path) -> std::io::Result<Vec<String>> {
    let text = std::fs::read_to_string(path)?;
    Ok(text
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.chars().take(81).collect())
        .collect())
}

/// Puzzles on which the guessing order once met a bad case (tens of thousands of nodes):
/// Norvig's "hard1" and the slowest three of 5,000 random orientations of it (see
/// `tests/solver_sets.rs`). Timed as one more set, named `pathological`.
const PATHOLOGICAL: [&str; 4] = [
    ".....6....59.....82....8....45........3........6..3.54...325..6..................",
    "7....5..3..............2...........6........1.73..6..22...5....9..623....1.......",
    "..9........4........265...4.................2..6..5..8.....28.......1246....9....",
    "......2..4.8..73........7...8...64................3....3.6......1.374.....2......",
];

fn load_sets(dir: &Path, filter: &[String]) -> Vec<Set> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter(|e| e.path().is_file())
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|n| !n.to_ascii_lowercase().starts_with("readme"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
        .into_iter()
        .filter(|n| filter.is_empty() || filter.iter().any(|f| n.contains(f.as_str())))
        .filter_map(|name| match read_set(&dir.join(&name)) {
            Ok(lines) if !lines.is_empty() => Some(Set { name, lines }),
            Ok(_) => None,
            Err(e) => {
                eprintln!("skipping {name}: {e}");
                None
            }
        })
        .collect()
}

/// Runs `f` over all puzzles, repeating whole passes until `min` has elapsed; returns
/// puzzles per second.
fn rate<T>(items: &[T], min: Duration, mut f: impl FnMut(&T) -> usize) -> f64 {
    let start = Instant::now();
    let mut done = 0usize;
    let mut sink = 0usize;
    loop {
        for it in items {
            sink = sink.wrapping_add(f(it));
        }
        done += items.len();
        if start.elapsed() >= min {
            break;
        }
    }
    black_box(sink);
    done as f64 / start.elapsed().as_secs_f64()
}

/// The fastest of `n` timings of `f`, in seconds.
fn best_of(n: usize, mut f: impl FnMut() -> usize) -> f64 {
    (0..n)
        .map(|_| {
            let t = Instant::now();
            black_box(f());
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn fmt_rate(r: f64) -> String {
    if !r.is_finite() {
        return "-".to_owned();
    }
    let n = r.round() as u64;
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Microseconds, three significant figures or whole.
fn fmt_us(secs: f64) -> String {
    let us = secs * 1e6;
    if us >= 100.0 {
        fmt_rate(us)
    } else if us >= 10.0 {
        format!("{us:.1}")
    } else {
        format!("{us:.2}")
    }
}

/// Medians of one set's rounds, and its slowest puzzle.
struct Row {
    name: String,
    puzzles: usize,
    portable: f64,
    native: f64,
    crate_: f64,
    /// Median, lowest and highest of the per-round native/portable ratios.
    ratio: (f64, f64, f64),
    /// Line number (1-based, among the puzzles), native, portable and crate seconds.
    slowest: (usize, f64, f64, f64),
}

fn main() {
    let dir = data_dir();
    if !dir.is_dir() {
        println!(
            "puzzle data {} is absent; skipping the solver benchmark",
            dir.display()
        );
        return;
    }
    let flag = |name: &str| std::env::var_os(name).is_some_and(|v| v != "0");
    let quick = flag("SOLVER_BENCH_QUICK");
    let ours_only = flag("SOLVER_BENCH_OURS_ONLY");
    let filter: Vec<String> = std::env::var("SOLVER_BENCH_SETS")
        .map(|v| {
            v.split(',')
                .map(str::to_owned)
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let rounds: usize = std::env::var("SOLVER_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(if quick { 3 } else { 5 });
    let min = Duration::from_secs_f64(if quick { 0.1 } else { 0.3 });
    let mut sets = load_sets(&dir, &filter);
    if filter.is_empty() || filter.iter().any(|f| "pathological".contains(f.as_str())) {
        sets.push(Set {
            name: "pathological".to_owned(),
            lines: PATHOLOGICAL.iter().map(|&p| p.to_owned()).collect(),
        });
    }
    if sets.is_empty() {
        println!("no puzzle sets found in {}", dir.display());
        return;
    }
    if !native_available() {
        eprintln!("this CPU lacks AVX2/BMI1/BMI2/POPCNT/LZCNT: \"native\" runs the portable build");
    }

    let mut rows = Vec::new();
    for set in &sets {
        let ours: Vec<Grid> = set
            .lines
            .iter()
            .map(|l| {
                l.parse()
                    .unwrap_or_else(|e| panic!("{}: {l}: {e}", set.name))
            })
            .collect();
        let theirs: Vec<sudoku::Sudoku> = set
            .lines
            .iter()
            .map(|l| {
                sudoku::Sudoku::from_str_line(l)
                    .unwrap_or_else(|e| panic!("{}: {l}: {e:?}", set.name))
            })
            .collect();

        // Correctness first.
        let mut counts = [0usize; 3];
        for (i, (g, s)) in ours.iter().zip(theirs.iter()).enumerate() {
            let native = search_stats_on(g, 2, Isa::Native);
            let portable = search_stats_on(g, 2, Isa::Portable);
            assert_eq!(native, portable, "{} #{i}: the builds disagree", set.name);
            let n = native.count;
            let expected = s.solutions_count_up_to(2);
            assert_eq!(
                n, expected,
                "{} #{i}: count {n}, crate says {expected}",
                set.name
            );
            if n > 0 {
                let sol = native
                    .first
                    .expect("a solution comes with a positive count");
                assert!(
                    sol.is_solved() && g.is_within(&sol),
                    "{} #{i}: bad solution",
                    set.name
                );
            }
            counts[n] += 1;
        }

        let (mut p, mut n, mut c, mut r) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for round in 0..rounds {
            let (mut rp, mut rn) = (0.0, 0.0);
            // Rotate the order so that no solver always runs first (or right after the
            // crate) in a round.
            for k in 0..3 {
                match (round + k) % 3 {
                    0 => rp = rate(&ours, min, |g| count_solutions_on(g, 2, Isa::Portable)),
                    1 => rn = rate(&ours, min, |g| count_solutions_on(g, 2, Isa::Native)),
                    _ if !ours_only => {
                        c.push(rate(&theirs, min, |s| s.solutions_count_up_to(2)));
                    }
                    _ => {}
                }
            }
            p.push(rp);
            n.push(rn);
            r.push(rn / rp);
        }
        let ratio = (
            median(&mut r),
            r.iter().copied().fold(f64::INFINITY, f64::min),
            r.iter().copied().fold(0.0, f64::max),
        );

        // The slowest puzzle: one timed pass with the native build, then the eight slowest
        // timed again five times with each solver, the fastest time of each kept.
        let mut once: Vec<(f64, usize)> = ours
            .iter()
            .enumerate()
            .map(|(i, g)| (best_of(1, || count_solutions_on(g, 2, Isa::Native)), i))
            .collect();
        once.sort_by(|a, b| b.0.total_cmp(&a.0));
        let slowest = once
            .iter()
            .take(8)
            .map(|&(_, i)| {
                let g = &ours[i];
                let tn = best_of(5, || count_solutions_on(g, 2, Isa::Native));
                let tp = best_of(5, || count_solutions_on(g, 2, Isa::Portable));
                let tc = if ours_only {
                    f64::NAN
                } else {
                    best_of(5, || theirs[i].solutions_count_up_to(2))
                };
                (i + 1, tn, tp, tc)
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .expect("a set has puzzles");

        let row = Row {
            name: set.name.clone(),
            puzzles: ours.len(),
            portable: median(&mut p),
            native: median(&mut n),
            crate_: median(&mut c),
            ratio,
            slowest,
        };
        eprintln!(
            "{}: {} puzzles ({} unique, {} several, {} none); portable {:.0}, native {:.0}, crate {:.0}",
            row.name, row.puzzles, counts[1], counts[2], counts[0], row.portable, row.native, row.crate_
        );
        rows.push(row);
    }

    println!();
    println!(
        "Limit 2, puzzles/s, median of {rounds} rounds; native/portable: median (lowest-highest) of the per-round ratios."
    );
    println!();
    println!("| set | puzzles | portable p/s | native p/s | native/portable | crate p/s | native/crate | slowest puzzle (#) | its time native / portable / crate (µs) |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for row in rows {
        let (m, lo, hi) = row.ratio;
        let (i, tn, tp, tc) = row.slowest;
        let vs_crate = if row.crate_.is_finite() {
            format!("{:.2}", row.native / row.crate_)
        } else {
            "-".to_owned()
        };
        let tc = if tc.is_finite() {
            fmt_us(tc)
        } else {
            "-".to_owned()
        };
        println!(
            "| {} | {} | {} | {} | {m:.3} ({lo:.2}-{hi:.2}) | {} | {vs_crate} | {i} | {} / {} / {tc} |",
            row.name,
            row.puzzles,
            fmt_rate(row.portable),
            fmt_rate(row.native),
            fmt_rate(row.crate_),
            fmt_us(tn),
            fmt_us(tp),
        );
    }
}
