//! Solver throughput on the public puzzle sets in `../shared/data`, against the `sudoku`
//! crate (a port of JCZSolve) in the same run. Run with `cargo bench --bench solver`.
//!
//! Before timing, every puzzle is checked: our solution must be valid and keep the givens,
//! and our solution count at limit 2 must equal the crate's. Then, one thread, each set is
//! solved repeatedly for at least `MIN_SECS` per measurement and a markdown table printed.
//!
//! Environment:
//! - `SOLVER_BENCH_QUICK=1`: shorter timing (0.2 s per measurement).
//! - `SOLVER_BENCH_SETS=a,b`: only sets whose file name contains one of the words.
//! - `SOLVER_BENCH_OURS_ONLY=1`: skip timing the crate (for quick iterations).

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use sudoku_core::grid::Grid;
use sudoku_core::solver::{count_solutions, solve_with_limit};

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

fn fmt_rate(r: f64) -> String {
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

fn main() {
    let dir = data_dir();
    if !dir.is_dir() {
        println!(
            "puzzle data {} is absent; skipping the solver benchmark",
            dir.display()
        );
        return;
    }
    let quick = std::env::var_os("SOLVER_BENCH_QUICK").is_some_and(|v| v != "0");
    let ours_only = std::env::var_os("SOLVER_BENCH_OURS_ONLY").is_some_and(|v| v != "0");
    let filter: Vec<String> = std::env::var("SOLVER_BENCH_SETS")
        .map(|v| {
            v.split(',')
                .map(str::to_owned)
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let min = Duration::from_secs_f64(if quick { 0.2 } else { 1.0 });
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
            let (n, sol) = solve_with_limit(g, 2);
            let expected = s.solutions_count_up_to(2);
            assert_eq!(
                n, expected,
                "{} #{i}: count {n}, crate says {expected}",
                set.name
            );
            if n > 0 {
                let sol = sol.expect("a solution comes with a positive count");
                assert!(
                    sol.is_solved() && g.is_within(&sol),
                    "{} #{i}: bad solution",
                    set.name
                );
            }
            counts[n] += 1;
        }

        let ours1 = rate(&ours, min, |g| solve_with_limit(g, 1).0);
        let ours2 = rate(&ours, min, |g| count_solutions(g, 2));
        let (theirs1, theirs2) = if ours_only {
            (f64::NAN, f64::NAN)
        } else {
            (
                rate(&theirs, min, |s| s.some_solution().is_some() as usize),
                rate(&theirs, min, |s| s.solutions_count_up_to(2)),
            )
        };
        eprintln!(
            "{}: {} puzzles ({} unique, {} several, {} none); ours {:.0}/{:.0}, crate {:.0}/{:.0}",
            set.name,
            ours.len(),
            counts[1],
            counts[2],
            counts[0],
            ours1,
            ours2,
            theirs1,
            theirs2
        );
        rows.push((set.name.clone(), ours.len(), ours1, ours2, theirs1, theirs2));
    }

    println!();
    println!("| set | puzzles | ours limit 1 p/s | ours limit 2 p/s | crate limit 1 p/s | crate limit 2 p/s | ratio ours/crate (limit 2) |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (name, n, o1, o2, t1, t2) in rows {
        let (t1s, t2s, ratio) = if ours_only {
            ("-".to_owned(), "-".to_owned(), "-".to_owned())
        } else {
            (fmt_rate(t1), fmt_rate(t2), format!("{:.2}", o2 / t2))
        };
        println!(
            "| {name} | {n} | {} | {} | {t1s} | {t2s} | {ratio} |",
            fmt_rate(o1),
            fmt_rate(o2)
        );
    }
}
