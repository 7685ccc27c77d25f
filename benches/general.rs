//! Other sizes (`sudoku_core::general`). `cargo bench --features bench --bench general` prints a markdown
//! table per size: median time to generate one puzzle over a few seeds, and puzzles
//! solved per second on those puzzles; then the 16x16 and 25x25 cases of issue #15.
//!
//! Then the peer table: our 16x16 path against py-sudoku (`pip install py-sudoku`, run
//! through `benches/peers/py_sudoku.py`) on the same puzzles; skipped, saying so, when
//! `python3` or the package is missing.
//!
//! Then random jigsaw layouts (`general::layout`): time to draw one per size, and to
//! generate a puzzle on it.
//!
//! Environment: `GENERAL_SEEDS` (seeds per size, default 5; 25x25 uses at most 3);
//! `GENERAL_PEER_LIMIT` (seconds py-sudoku may spend on one puzzle, default 5);
//! `GENERAL_ONLY=hard16` prints only each hard 16x16 puzzle's best time of 5 (to compare
//! solver changes in seconds rather than the whole run), `GENERAL_ONLY=jigsaw` only the
//! jigsaw table, `GENERAL_ONLY=levels` only the variant levels table.
//!
//! The variant levels table (issue #30): for each 9x9 variant, each size from 6x6 to
//! 25x25, and each level, the time
//! `generate` takes to find a puzzle of that level (carving puzzles from successive seeds,
//! under the level's ceiling below extreme, and rating each until one has it, as the
//! command does), `GENERAL_LEVEL_COUNT` puzzles
//! per cell (default 5); `GENERAL_LEVEL_SHAPES=12x12,25x25` takes only those rows.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::general::generate::full_grid;
use sudoku_core::general::{
    count, generate, random_jigsaw, rate, seeded_jigsaw, solve, solve_with_limit, GenerateOptions,
    Puzzle, Shape, Symbols, SIZES,
};
use sudoku_core::generate::Symmetry;
use sudoku_core::Level;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Solves each puzzle in turn until `budget` has passed (at least once each) and returns
/// puzzles per second.
fn solve_rate(puzzles: &[Puzzle], budget: Duration) -> f64 {
    let start = Instant::now();
    let mut solved = 0usize;
    while solved < puzzles.len() || start.elapsed() < budget {
        let p = &puzzles[solved % puzzles.len()];
        assert!(solve(p).solution().is_some());
        solved += 1;
    }
    solved as f64 / start.elapsed().as_secs_f64()
}

fn sizes_table(seeds: u64) {
    println!(
        "### Generation and solving by size (rotational symmetry, default options, one thread)\n"
    );
    println!("| size | boxes | seeds | median generate ms | max generate ms | avg givens | complete | solve puzzles/s |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for n in SIZES {
        let shape = Shape::standard(n).expect("supported size");
        let opts = GenerateOptions::for_shape(&shape);
        let k = if n > 16 { seeds.min(3) } else { seeds };
        let mut times = Vec::new();
        let mut puzzles = Vec::new();
        let mut complete = 0;
        for seed in 0..k {
            let t = Instant::now();
            let g = generate(&shape, &opts, seed).expect("standard shapes have grids");
            times.push(t.elapsed());
            complete += usize::from(g.complete);
            puzzles.push(g.puzzle);
        }
        let givens = puzzles.iter().map(|p| p.givens()).sum::<usize>() as f64 / k as f64;
        let max = times.iter().max().copied().unwrap_or_default();
        let rate = solve_rate(&puzzles, Duration::from_millis(300));
        println!(
            "| {n}x{n} | {}x{} | {k} | {:.2} | {:.2} | {givens:.1} | {complete}/{k} | {rate:.0} |",
            shape.box_rows(),
            shape.box_cols(),
            ms(median(times)),
            ms(max),
        );
    }
    println!();
}

/// Hard 16x16: carved with no symmetry, so as few givens as the rules allow; the slowest
/// solve among a few seeds.
fn hard_16() {
    let shape = Shape::standard(16).expect("16");
    let opts = GenerateOptions {
        symmetry: Symmetry::None,
        ..GenerateOptions::for_shape(&shape)
    };
    println!("### 16x16 and 25x25\n");
    println!("| case | puzzles | givens (avg) | median solve ms | max solve ms |");
    println!("|---|---:|---:|---:|---:|");
    let puzzles: Vec<Puzzle> = (100..105)
        .map(|s| generate(&shape, &opts, s).expect("grid").puzzle)
        .collect();
    row("16x16 minimal (no symmetry), unique", &puzzles);
    row("16x16 minimal, benches/peers/hard16.txt", &hard_set());
}

/// The committed minimal 16x16 puzzles: made once, so that a change to the solver (which
/// the generator uses) cannot change what is measured.
fn hard_set() -> Vec<Puzzle> {
    let shape = Shape::standard(16).expect("16");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/peers/hard16.txt");
    std::fs::read_to_string(path)
        .expect("benches/peers/hard16.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .map(|t| Puzzle::parse(shape.clone(), t, Symbols::Hex).expect("16x16 puzzle"))
        .collect()
}

fn row(name: &str, puzzles: &[Puzzle]) {
    let times: Vec<Duration> = puzzles
        .iter()
        .map(|p| {
            let t = Instant::now();
            let _ = count(p, 2);
            t.elapsed()
        })
        .collect();
    let givens = puzzles.iter().map(|p| p.givens()).sum::<usize>() as f64 / puzzles.len() as f64;
    let max = times.iter().max().copied().unwrap_or_default();
    println!(
        "| {name} | {} | {givens:.1} | {:.2} | {:.2} |",
        puzzles.len(),
        ms(median(times)),
        ms(max)
    );
}

/// 25x25 with a third of the cells given at random from a full grid (may have several
/// solutions; the solver counts up to two).
fn third_25() {
    let shape = Shape::standard(25).expect("25");
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let mut puzzles = Vec::new();
    for _ in 0..5 {
        let (full, _) = full_grid(&shape, &mut rng).expect("grid");
        let mut cells: Vec<usize> = (0..625).collect();
        cells.shuffle(&mut rng);
        let mut p = full.clone();
        for &i in &cells[..625 - 625 / 3] {
            p.cells[i] = 0;
        }
        puzzles.push(p);
    }
    row("25x25, a third given at random", &puzzles);
    let t = Instant::now();
    let grids = 5;
    for _ in 0..grids {
        full_grid(&shape, &mut rng).expect("grid");
    }
    println!(
        "\n25x25 full grid: {:.1} ms each (mean of {grids}).\n",
        ms(t.elapsed()) / grids as f64
    );
}

/// 16x16 puzzles with `given` cells kept at random from full grids.
fn holed_16(given: usize, k: usize) -> Vec<Puzzle> {
    let shape = Shape::standard(16).expect("16");
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    (0..k)
        .map(|_| {
            let (mut p, _) = full_grid(&shape, &mut rng).expect("grid");
            let mut cells: Vec<usize> = (0..256).collect();
            cells.shuffle(&mut rng);
            for &i in &cells[given..] {
                p.cells[i] = 0;
            }
            p
        })
        .collect()
}

/// Milliseconds py-sudoku took on each puzzle (`None`: it ran out of `limit_s`), or why
/// it could not be run.
fn peer_times(puzzles: &[Puzzle], limit_s: f64) -> Result<Vec<Option<f64>>, String> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/peers/py_sudoku.py");
    let probe = Command::new("python3")
        .args(["-c", "import sudoku; sudoku.Sudoku(4, 4)"])
        .output()
        .map_err(|e| format!("python3 not found ({e})"))?;
    if !probe.status.success() {
        return Err("py-sudoku is not installed (pip install py-sudoku)".into());
    }
    let mut child = Command::new("python3")
        .arg(script)
        .arg(limit_s.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut input = String::new();
    for p in puzzles {
        input.push_str(&p.to_line(Symbols::Hex));
        input.push('\n');
    }
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    let times: Vec<Option<f64>> = text
        .lines()
        .map(|l| {
            let mut w = l.split_whitespace();
            let t = w.next()?.parse().ok();
            assert!(t.is_none() || w.next() == Some("ok"), "py-sudoku: {l}");
            t
        })
        .collect();
    if times.len() != puzzles.len() {
        return Err(format!(
            "the script answered {} of {} puzzles",
            times.len(),
            puzzles.len()
        ));
    }
    Ok(times)
}

/// Our 16x16 path against py-sudoku on the same puzzles. Both are timed to a first
/// solution (py-sudoku does not count solutions); ours also with the count to two that
/// `solve` does.
fn peers() {
    let limit_s: f64 = std::env::var("GENERAL_PEER_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5.0);
    println!("### 16x16 against py-sudoku 2.0.0 (pure Python, MIT)\n");
    let hard = hard_set();
    let sets: [(&str, Vec<Puzzle>); 3] = [
        ("16x16, 160 of 256 given at random", holed_16(160, 10)),
        ("16x16, 128 of 256 given at random", holed_16(128, 10)),
        ("16x16 minimal (hard16.txt, first 3)", hard[..3].to_vec()),
    ];
    println!("| puzzles | n | ours first solution: median ms / slowest ms / puzzles/s | ours unique (count to 2): median / slowest ms | py-sudoku: median ms / slowest ms / puzzles/s | solved by py-sudoku | ratio (puzzles/s, ours first / py-sudoku) |");
    println!("|---|---:|---|---|---|---:|---:|");
    for (name, puzzles) in sets {
        let time = |f: &dyn Fn(&Puzzle)| -> Vec<f64> {
            puzzles
                .iter()
                .map(|p| {
                    let t = Instant::now();
                    f(p);
                    ms(t.elapsed())
                })
                .collect()
        };
        let first = time(&|p| assert!(solve_with_limit(p, 1).1.is_some()));
        let two = time(&|p| assert!(count(p, 2) >= 1));
        let stats = |v: &[f64]| {
            let mut s = v.to_vec();
            s.sort_by(f64::total_cmp);
            (
                s[s.len() / 2],
                s[s.len() - 1],
                1e3 * s.len() as f64 / s.iter().sum::<f64>(),
            )
        };
        let (fm, fx, fr) = stats(&first);
        let (tm, tx, _) = stats(&two);
        let peer = match peer_times(&puzzles, limit_s) {
            Ok(t) => t,
            Err(why) => {
                println!("\npy-sudoku skipped: {why}.\n");
                return;
            }
        };
        let done: Vec<f64> = peer.iter().flatten().copied().collect();
        let n = puzzles.len();
        // A puzzle it gave up on counts as the whole limit, so its rate is an upper bound.
        let charged: Vec<f64> = peer.iter().map(|t| t.unwrap_or(limit_s * 1e3)).collect();
        let (pm, px, pr) = stats(&charged);
        let more = if done.len() < n { ">" } else { "" };
        println!(
            "| {name} | {n} | {fm:.2} / {fx:.2} / {fr:.0} | {tm:.2} / {tx:.2} | {more}{pm:.1} / {more}{px:.1} / {more2}{pr:.2} | {}/{n} (limit {limit_s} s) | {more3}{:.0}x |",
            done.len(),
            fr / pr,
            more2 = if done.len() < n { "<" } else { "" },
            more3 = more,
        );
    }
    println!();
}

/// Each puzzle of the hard set with its best of five times (count to two), slowest
/// first, then the median and the sum: the tail is what solver changes aim at, and the
/// best of five keeps the other load on this shared machine out of the figures.
fn hard_16_each() {
    let mut times: Vec<(f64, usize)> = hard_set()
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let best = (0..5)
                .map(|_| {
                    let t = Instant::now();
                    assert_eq!(count(p, 2), 1);
                    ms(t.elapsed())
                })
                .fold(f64::INFINITY, f64::min);
            (best, k)
        })
        .collect();
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (t, k) in &times[..5] {
        // Named by generate seed, as the file's header counts them from 100.
        println!("seed {}: {t:.2} ms", 100 + k);
    }
    let sum: f64 = times.iter().map(|t| t.0).sum();
    println!(
        "median {:.2} ms, p90 {:.2} ms, total {sum:.1} ms",
        times[times.len() / 2].0,
        times[times.len() / 10].0
    );
}

/// Random jigsaw layouts by size: time to draw one (the full-grid check included), and
/// to generate a puzzle on it with the default options.
fn jigsaw_table(seeds: u64) {
    println!("### Random jigsaw layouts (`general::layout::random_jigsaw`)\n");
    println!(
        "| size | seeds | median layout ms | max layout ms | median generate ms | avg givens |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for n in SIZES {
        // No 25x25 layout of a sample of 20 filled within the search budget.
        if n > 16 {
            continue;
        }
        let mut layout = Vec::new();
        let mut gen = Vec::new();
        let mut givens = 0;
        for seed in 0..seeds {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let t = Instant::now();
            let shape = random_jigsaw(n, &mut rng).expect("a layout");
            layout.push(t.elapsed());
            let t = Instant::now();
            let g = generate(&shape, &GenerateOptions::for_shape(&shape), seed).expect("grid");
            gen.push(t.elapsed());
            givens += g.puzzle.givens();
        }
        let max = layout.iter().max().copied().unwrap_or_default();
        println!(
            "| {n}x{n} | {seeds} | {:.2} | {:.2} | {:.2} | {:.1} |",
            ms(median(layout)),
            ms(max),
            ms(median(gen)),
            givens as f64 / seeds as f64,
        );
    }
    println!();
}

/// Seconds to find one puzzle of `level` on `shape` (a new jigsaw layout per attempt when
/// `jigsaw`), starting at seed `from`, and how many puzzles were rated.
fn find_level(shape: &Shape, jigsaw: bool, level: Level, from: u64) -> (Duration, u64) {
    let started = Instant::now();
    for attempt in 0u64.. {
        let seed = from.wrapping_mul(1_000_003).wrapping_add(attempt);
        let layout = jigsaw.then(|| seeded_jigsaw(9, seed).expect("a 9x9 layout"));
        let shape = layout.as_ref().unwrap_or(shape);
        // As `generate` does: below extreme, carve under the level's ceiling.
        let opts = GenerateOptions {
            up_to: (level != Level::Extreme).then(|| level.hardest()),
            ..GenerateOptions::for_shape(shape)
        };
        let Some(g) = generate(shape, &opts, seed) else {
            continue;
        };
        if rate(&g.puzzle).level == Some(level) {
            return (started.elapsed(), attempt + 1);
        }
    }
    unreachable!("the loop returns")
}

fn levels_table() {
    let count: u64 = std::env::var("GENERAL_LEVEL_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let only = std::env::var("GENERAL_LEVEL_SHAPES").ok();
    println!("Variant levels: seconds to generate one puzzle of the level, {count} puzzles each");
    println!();
    println!("| shape | level | median s | slowest s | puzzles rated (median) |");
    println!("|---|---|---:|---:|---:|");
    let plain = Shape::standard(9).unwrap();
    for (name, shape, jigsaw) in [
        (
            "diagonal",
            Shape::builder(9).diagonal(true).build().unwrap(),
            false,
        ),
        (
            "windoku",
            Shape::builder(9).windoku(true).build().unwrap(),
            false,
        ),
        ("jigsaw", plain, true),
        ("6x6", Shape::standard(6).unwrap(), false),
        ("8x8", Shape::standard(8).unwrap(), false),
        ("10x10", Shape::standard(10).unwrap(), false),
        ("12x12", Shape::standard(12).unwrap(), false),
        ("15x15", Shape::standard(15).unwrap(), false),
        ("16x16", Shape::standard(16).unwrap(), false),
        ("25x25", Shape::standard(25).unwrap(), false),
    ] {
        if only
            .as_ref()
            .is_some_and(|o| !o.split(',').any(|x| x == name))
        {
            continue;
        }
        for level in Level::ALL {
            let runs: Vec<(Duration, u64)> = (1..=count)
                .map(|k| find_level(&shape, jigsaw, level, k))
                .collect();
            let mut tried: Vec<u64> = runs.iter().map(|r| r.1).collect();
            tried.sort_unstable();
            let times: Vec<Duration> = runs.iter().map(|r| r.0).collect();
            let slowest = times.iter().max().copied().unwrap_or_default();
            println!(
                "| {name} | {} | {:.3} | {:.3} | {} |",
                level.name(),
                median(times).as_secs_f64(),
                slowest.as_secs_f64(),
                tried[tried.len() / 2]
            );
            std::io::stdout().flush().ok();
        }
    }
    println!();
}

fn main() {
    let seeds = std::env::var("GENERAL_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let start = Instant::now();
    match std::env::var("GENERAL_ONLY").as_deref() {
        Ok("hard16") => return hard_16_each(),
        Ok("jigsaw") => return jigsaw_table(seeds),
        Ok("levels") => return levels_table(),
        _ => {}
    }
    sizes_table(seeds);
    hard_16();
    third_25();
    peers();
    jigsaw_table(seeds);
    levels_table();
    println!("Total {:.1} s.", start.elapsed().as_secs_f64());
}
