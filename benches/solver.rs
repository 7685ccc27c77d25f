//! Solver throughput on the public puzzle sets in `../shared/data`, on random orientations
//! of them, and on the pathological puzzles: our search built for the baseline target
//! ("portable") and for CPUs with AVX2 and BMI2 ("native", what the library picks at run
//! time when the CPU has them), against the `sudoku` crate (a port of JCZSolve) and, when
//! a checkout of it is given, tdoku (the fastest published solver, C++), built for
//! x86-64-v2 ("portable") and for this CPU ("native"). Run with `cargo bench --features bench --bench
//! solver`.
//!
//! Before timing, every puzzle is checked: our solution must be valid and keep the givens,
//! both builds must agree, and our solution count at limit 2 must equal the crate's (and
//! tdoku's). Then, one thread, limit 2, each set is timed in rounds, each round timing every
//! solver one after the other (in an order that rotates from round to round) for at least
//! 0.3 s each; the tables give the median of the rounds and the medians of the per-round
//! ratios, whose spread shows how much the shared machine moved the figures. Last, the
//! slowest puzzle of each set, ours and tdoku's (each candidate timed five times, the
//! fastest kept).
//!
//! tdoku's sources are not part of this repository. `TDOKU_DIR` names a checkout of
//! <https://github.com/t-dillon/tdoku> (BSD-2-Clause); the benchmark compiles our driver
//! `benches/peers/tdoku_driver.cc` with its `src/solver_dpll_triad_simd.cc` and
//! `src/util.cc`, with `$CXX` (else `g++`), and talks to it through a pipe. Without it, or
//! without a compiler, it says so and times the rest.
//!
//! Environment:
//! - `TDOKU_DIR=path`: time tdoku too.
//! - `SOLVER_BENCH_QUICK=1`: shorter timing (0.1 s per measurement, 3 rounds).
//! - `SOLVER_BENCH_ROUNDS=n`: rounds per set (5 by default).
//! - `SOLVER_BENCH_SETS=a,b`: only sets whose name contains one of the words
//!   (`oriented` picks the oriented copies, `pathological` the pathological set).
//! - `SOLVER_BENCH_OURS_ONLY=1`: time only our two builds (for quick iterations).

use std::hint::black_box;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use rand::SeedableRng;
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

/// Puzzles on which a guessing order once met a bad case (tens of thousands of nodes):
/// Norvig's "hard1" as published and the slowest three of 5,000 random orientations of it
/// (see `tests/solver_sets.rs`). Timed as one more set, named `pathological`.
const PATHOLOGICAL: [&str; 4] = [
    ".....6....59.....82....8....45........3........6..3.54...325..6..................",
    "7....5..3..............2...........6........1.73..6..22...5....9..623....1.......",
    "..9........4........265...4.................2..6..5..8.....28.......1246....9....",
    "......2..4.8..73........7...8...64................3....3.6......1.374.....2......",
];

/// Puzzles of each oriented copy: the whole set when smaller, else a spread.
const ORIENTED: usize = 2_000;

fn wanted(filter: &[String], name: &str) -> bool {
    filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str()))
}

/// The sets: each public set, an oriented copy of each (every puzzle of a spread in one
/// random orientation, seeded), and the pathological puzzles.
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
    let mut sets = Vec::new();
    let mut oriented = Vec::new();
    for name in names {
        let lines = match read_set(&dir.join(&name)) {
            Ok(lines) if !lines.is_empty() => lines,
            Ok(_) => continue,
            Err(e) => {
                eprintln!("skipping {name}: {e}");
                continue;
            }
        };
        let turned = format!("{name} (oriented)");
        if wanted(filter, &turned) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x5eed_0f7d);
            let step = lines.len().div_ceil(ORIENTED);
            let lines = lines
                .iter()
                .step_by(step)
                .map(|l| {
                    let g: Grid = l.parse().unwrap_or_else(|e| panic!("{name}: {l}: {e}"));
                    g.shuffled(&mut rng).to_string()
                })
                .collect();
            oriented.push(Set {
                name: turned,
                lines,
            });
        }
        if wanted(filter, &name) {
            sets.push(Set { name, lines });
        }
    }
    if wanted(filter, "pathological") {
        sets.push(Set {
            name: "pathological".to_owned(),
            lines: PATHOLOGICAL.iter().map(|&p| p.to_owned()).collect(),
        });
    }
    sets.extend(oriented);
    sets
}

/// tdoku built by `build_tdoku`, as a child process running `tdoku_driver.cc`.
struct Tdoku {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Tdoku {
    fn start(bin: &Path) -> std::io::Result<Tdoku> {
        let mut child = Command::new(bin)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Tdoku {
            child,
            input,
            output,
        })
    }

    /// Sends one command and reads the answer's words.
    fn ask(&mut self, command: &str) -> Vec<String> {
        writeln!(self.input, "{command}").expect("tdoku driver takes a command");
        self.input.flush().expect("tdoku driver takes a command");
        let mut line = String::new();
        self.output
            .read_line(&mut line)
            .expect("tdoku driver answers");
        assert!(
            !line.is_empty() && !line.starts_with("error"),
            "tdoku driver: {command}: {line}"
        );
        line.split_whitespace().map(str::to_owned).collect()
    }

    fn load(&mut self, path: &Path, puzzles: usize) {
        let answer = self.ask(&format!("load {}", path.display()));
        assert_eq!(answer, ["ok".to_owned(), puzzles.to_string()], "tdoku load");
    }

    /// Puzzles per second over whole passes of at least `min`; the first pass's solution
    /// count sum and guesses.
    fn time(&mut self, min: Duration) -> (f64, usize, u64) {
        let a = self.ask(&format!("time {} 2", min.as_secs_f64()));
        let num = |i: usize| a[i].parse::<f64>().expect("a number");
        (num(0) / num(1), num(3) as usize, num(2) as u64)
    }

    /// The fastest of five timings of puzzle `i`, in seconds.
    fn one(&mut self, i: usize) -> f64 {
        self.ask(&format!("one {i} 5 2"))[0]
            .parse()
            .expect("a number")
    }

    /// Its slowest puzzle (index) and time.
    fn slowest(&mut self) -> (usize, f64) {
        let a = self.ask("slowest 2");
        (
            a[0].parse().expect("an index"),
            a[1].parse().expect("a number"),
        )
    }
}

impl Drop for Tdoku {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// Compiles the driver with tdoku's solver for `march`; the binary's path, or why not.
fn build_tdoku(src: &Path, march: &str, out_dir: &Path) -> Result<PathBuf, String> {
    let solver = src.join("src/solver_dpll_triad_simd.cc");
    if !solver.is_file() {
        return Err(format!("{} is absent", solver.display()));
    }
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".to_owned());
    let bin = out_dir.join(format!("tdoku-{march}"));
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/peers/tdoku_driver.cc");
    let mut cmd = Command::new(&cxx);
    cmd.args(["-O3", "-DNDEBUG", "-std=c++17", &format!("-march={march}")])
        .arg("-o")
        .arg(&bin)
        .arg(&driver)
        .arg(&solver);
    // The solver file also holds tdoku's generator, which needs its utilities.
    let util = src.join("src/util.cc");
    if util.is_file() {
        cmd.arg(util);
    }
    let out = cmd
        .output()
        .map_err(|e| format!("{cxx} could not be run: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cxx} -march={march} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(bin)
}

/// The two tdoku builds, or `None` (said on stderr) when they cannot be had.
fn tdoku_builds(out_dir: &Path) -> Option<[PathBuf; 2]> {
    let Some(src) = std::env::var_os("TDOKU_DIR").map(PathBuf::from) else {
        eprintln!(
            "tdoku not timed: set TDOKU_DIR to a checkout of https://github.com/t-dillon/tdoku \
             (its sources are not part of this repository)"
        );
        return None;
    };
    let mut bins = Vec::new();
    for march in ["x86-64-v2", "native"] {
        match build_tdoku(&src, march, out_dir) {
            Ok(bin) => bins.push(bin),
            Err(why) => {
                eprintln!("tdoku not timed: {why}");
                return None;
            }
        }
    }
    bins.try_into().ok()
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

fn median(v: &[f64]) -> f64 {
    let mut v: Vec<f64> = v.iter().copied().filter(|x| x.is_finite()).collect();
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
    let s = (r.round() as u64).to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn fmt_ratio(r: f64) -> String {
    if r.is_finite() {
        format!("{r:.2}")
    } else {
        "-".to_owned()
    }
}

/// Microseconds, three significant figures or whole.
fn fmt_us(secs: f64) -> String {
    let us = secs * 1e6;
    if !us.is_finite() {
        "-".to_owned()
    } else if us >= 100.0 {
        fmt_rate(us)
    } else if us >= 10.0 {
        format!("{us:.1}")
    } else {
        format!("{us:.2}")
    }
}

/// The solvers, in the order of a round before it is rotated.
#[derive(Clone, Copy, PartialEq)]
enum Solver {
    Portable,
    Native,
    Crate,
    TdokuPortable,
    TdokuNative,
}

const SOLVERS: [Solver; 5] = [
    Solver::Portable,
    Solver::Native,
    Solver::Crate,
    Solver::TdokuPortable,
    Solver::TdokuNative,
];

/// One set's figures: median puzzles/s per solver (indexed as [`SOLVERS`]), medians of the
/// per-round ratios, guesses per puzzle, and the slowest puzzles.
struct Row {
    name: String,
    puzzles: usize,
    rates: [f64; 5],
    /// ours/tdoku portable, ours/tdoku native, ours portable/crate, ours native/crate,
    /// native/portable.
    ratios: [f64; 5],
    guesses: (f64, f64),
    /// Our slowest (line, ours native, tdoku native, crate), tdoku's slowest (line, its
    /// time, ours native).
    slowest: (usize, f64, f64, f64),
    tdoku_slowest: Option<(usize, f64, f64)>,
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
    let sets = load_sets(&dir, &filter);
    if sets.is_empty() {
        println!("no puzzle sets found in {}", dir.display());
        return;
    }
    if !native_available() {
        eprintln!("this CPU lacks AVX2/BMI1/BMI2/POPCNT/LZCNT: \"native\" runs the portable build");
    }
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("solver-bench");
    std::fs::create_dir_all(&scratch).expect("the bench's scratch folder");
    let mut tdoku = if ours_only {
        None
    } else {
        tdoku_builds(&scratch)
            .map(|bins| bins.map(|b| Tdoku::start(&b).expect("the tdoku driver starts")))
    };

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
        let mut guesses = 0u64;
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
            guesses += native.guesses as u64;
        }
        let sum: usize = counts[1] + 2 * counts[2];
        let mut tdoku_guesses = f64::NAN;
        if let Some(peers) = tdoku.as_mut() {
            let file = scratch.join("set.txt");
            std::fs::write(&file, set.lines.join("\n") + "\n").expect("the set for tdoku");
            for peer in peers.iter_mut() {
                peer.load(&file, set.lines.len());
                let (_, n, g) = peer.time(Duration::ZERO);
                assert_eq!(n, sum, "{}: tdoku counts {n} solutions, we {sum}", set.name);
                tdoku_guesses = g as f64 / set.lines.len() as f64;
            }
        }

        let mut samples: [Vec<f64>; 5] = Default::default();
        let mut ratio_samples: [Vec<f64>; 5] = Default::default();
        for round in 0..rounds {
            let mut r = [f64::NAN; 5];
            // Rotate the order so that no solver always runs first (or right after
            // another) in a round.
            for k in 0..SOLVERS.len() {
                let which = SOLVERS[(round + k) % SOLVERS.len()];
                let i = SOLVERS.iter().position(|&s| s == which).expect("a solver");
                r[i] = match which {
                    Solver::Portable => {
                        rate(&ours, min, |g| count_solutions_on(g, 2, Isa::Portable))
                    }
                    Solver::Native => rate(&ours, min, |g| count_solutions_on(g, 2, Isa::Native)),
                    Solver::Crate if !ours_only => {
                        rate(&theirs, min, |s| s.solutions_count_up_to(2))
                    }
                    Solver::TdokuPortable => match tdoku.as_mut() {
                        Some([p, _]) => p.time(min).0,
                        None => f64::NAN,
                    },
                    Solver::TdokuNative => match tdoku.as_mut() {
                        Some([_, n]) => n.time(min).0,
                        None => f64::NAN,
                    },
                    Solver::Crate => f64::NAN,
                };
            }
            for (s, &x) in samples.iter_mut().zip(r.iter()) {
                s.push(x);
            }
            let per = [
                r[0] / r[3],
                r[1] / r[4],
                r[0] / r[2],
                r[1] / r[2],
                r[1] / r[0],
            ];
            for (s, &x) in ratio_samples.iter_mut().zip(per.iter()) {
                s.push(x);
            }
        }

        // Our slowest puzzle: one timed pass with the native build, then the eight slowest
        // timed again five times, the fastest time of each kept; that puzzle's time with
        // tdoku and the crate. Then tdoku's own slowest, and ours on it.
        let mut once: Vec<(f64, usize)> = ours
            .iter()
            .enumerate()
            .map(|(i, g)| (best_of(1, || count_solutions_on(g, 2, Isa::Native)), i))
            .collect();
        once.sort_by(|a, b| b.0.total_cmp(&a.0));
        let (worst, ours_worst) = once
            .iter()
            .take(8)
            .map(|&(_, i)| {
                (
                    i,
                    best_of(5, || count_solutions_on(&ours[i], 2, Isa::Native)),
                )
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .expect("a set has puzzles");
        let crate_worst = if ours_only {
            f64::NAN
        } else {
            best_of(5, || theirs[worst].solutions_count_up_to(2))
        };
        let (tdoku_on_ours, tdoku_slowest) = match tdoku.as_mut() {
            Some([_, n]) => {
                let t = n.one(worst);
                let (i, ti) = n.slowest();
                let o = best_of(5, || count_solutions_on(&ours[i], 2, Isa::Native));
                (t, Some((i + 1, ti, o)))
            }
            None => (f64::NAN, None),
        };

        let row = Row {
            name: set.name.clone(),
            puzzles: ours.len(),
            rates: samples.map(|s| median(&s)),
            ratios: ratio_samples.map(|s| median(&s)),
            guesses: (guesses as f64 / ours.len() as f64, tdoku_guesses),
            slowest: (worst + 1, ours_worst, tdoku_on_ours, crate_worst),
            tdoku_slowest,
        };
        eprintln!(
            "{}: {} puzzles ({} unique, {} several, {} none); puzzles/s portable {}, native {}, crate {}, tdoku {} / {}",
            row.name,
            row.puzzles,
            counts[1],
            counts[2],
            counts[0],
            fmt_rate(row.rates[0]),
            fmt_rate(row.rates[1]),
            fmt_rate(row.rates[2]),
            fmt_rate(row.rates[3]),
            fmt_rate(row.rates[4]),
        );
        rows.push(row);
    }

    println!();
    println!(
        "Limit 2, puzzles/s, median of {rounds} rounds; ratios are medians of the per-round ratios. \
         Portable: ours for the baseline target, tdoku for x86-64-v2; native: ours' AVX2/BMI2 \
         build, tdoku for -march=native."
    );
    println!();
    println!("| set | puzzles | ours portable | tdoku portable | ours/tdoku portable | ours native | tdoku native | ours/tdoku native | crate | ours/crate portable | ours/crate native | guesses/puzzle ours / tdoku |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for row in &rows {
        let (g, tg) = row.guesses;
        let tg = if tg.is_finite() {
            format!("{tg:.1}")
        } else {
            "-".to_owned()
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {g:.1} / {tg} |",
            row.name,
            row.puzzles,
            fmt_rate(row.rates[0]),
            fmt_rate(row.rates[3]),
            fmt_ratio(row.ratios[0]),
            fmt_rate(row.rates[1]),
            fmt_rate(row.rates[4]),
            fmt_ratio(row.ratios[1]),
            fmt_rate(row.rates[2]),
            fmt_ratio(row.ratios[2]),
            fmt_ratio(row.ratios[3]),
        );
    }
    println!();
    println!("Slowest single puzzles (µs, best of five; # is the puzzle's line among the set's puzzles):");
    println!();
    println!("| set | native/portable | our slowest (#) | ours native / tdoku native / crate | tdoku's slowest (#) | tdoku native / ours native |");
    println!("|---|---:|---:|---:|---:|---:|");
    for row in &rows {
        let (i, o, t, c) = row.slowest;
        let theirs = match row.tdoku_slowest {
            Some((j, tj, oj)) => format!("{j} | {} / {}", fmt_us(tj), fmt_us(oj)),
            None => "- | -".to_owned(),
        };
        println!(
            "| {} | {} | {i} | {} / {} / {} | {theirs} |",
            row.name,
            format_args!("{:.3}", row.ratios[4]),
            fmt_us(o),
            fmt_us(t),
            fmt_us(c),
        );
    }
}
