//! Generation and rating throughput. `cargo bench --features bench --bench generate` prints markdown
//! tables: puzzles generated per second at each level from a fixed seed, and puzzles rated
//! per second on the shared benchmark sets (`../shared/data`, skipped when absent) with
//! the distribution of levels in each set.
//!
//! Environment: `GEN_COUNT` (puzzles per level, default 100; expert and extreme use a
//! quarter of it), `RATE_LIMIT` (puzzles per data set, default: all), `RATE_SETS` (a comma-separated
//! list of words; only the sets whose names contain one are rated), `RATE_THREADS` (the
//! threads one rating may use, default: one a core; puzzles are rated one at a time, and
//! only the SE path's dynamic and nested chains use more than one).

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_core::generate::{generate_batch, GenerateOptions, Symmetry};
use sudoku_core::grid::Grid;
use sudoku_core::logic::{rate, Level};

const SEED: u64 = 2026;

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn bench_generation() {
    let count = env_usize("GEN_COUNT", 100);
    println!("### Generation (seed {SEED}, rotational symmetry, one thread)\n");
    println!("| level | puzzles | seconds | puzzles/s | grids tried per puzzle | avg givens | failures |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for level in [
        None,
        Some(Level::Easy),
        Some(Level::Medium),
        Some(Level::Hard),
        Some(Level::Expert),
        Some(Level::Extreme),
    ] {
        let n = if level >= Some(Level::Expert) {
            (count / 4).max(1)
        } else {
            count
        };
        let opts = GenerateOptions {
            level,
            symmetry: Symmetry::Rotational,
            givens: None,
            time_limit: Duration::from_secs(60),
        };
        let start = Instant::now();
        let results = generate_batch(&opts, SEED, n);
        let secs = start.elapsed().as_secs_f64();
        let ok: Vec<_> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
        let attempts: u32 = ok.iter().map(|g| g.attempts).sum();
        let givens: usize = ok.iter().map(|g| g.puzzle.givens()).sum();
        let name = level.map_or("any".to_string(), |l| l.to_string());
        let div = ok.len().max(1) as f64;
        println!(
            "| {name} | {} | {secs:.2} | {:.1} | {:.1} | {:.1} | {} |",
            ok.len(),
            ok.len() as f64 / secs,
            attempts as f64 / div,
            givens as f64 / div,
            n - ok.len()
        );
    }
    println!();
}

fn load(path: &Path, limit: usize) -> Vec<Grid> {
    let Ok(text) = fs::read_to_string(path) else {
        return Vec::new();
    };
    text.lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.get(..81)?.parse().ok())
        .take(limit)
        .collect()
}

fn bench_rating() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    if !dir.is_dir() {
        println!("(rating benchmark skipped: {} not found)", dir.display());
        return;
    }
    let limit = env_usize("RATE_LIMIT", usize::MAX);
    let sets = [
        "easy50_project_euler.txt",
        "puzzles3_magictour_top1465",
        "norvig_top95.txt",
        "norvig_hardest.txt",
        "hard20_attractivechaos.txt",
        "puzzles2_17_clue",
        "puzzles6_forum_hardest_1106",
        "puzzles5_forum_hardest_1905_11+",
        "puzzles7_serg_benchmark",
    ];
    let threads = env_usize(
        "RATE_THREADS",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let which = if limit == usize::MAX {
        "every puzzle".to_string()
    } else {
        format!("first {limit} puzzles")
    };
    let on = if threads == 1 {
        "one thread".to_string()
    } else {
        format!("{threads} threads")
    };
    println!("### Rating ({which} of each set, one at a time, on {on})\n");
    println!("| set | puzzles | puzzles/s | median ms | slowest ms | easy | medium | hard | expert | extreme | of which not unique | needed a guess | median score |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let only = std::env::var("RATE_SETS").unwrap_or_default();
    for name in sets {
        if !only.is_empty() && !only.split(',').any(|w| name.contains(w)) {
            continue;
        }
        let puzzles = load(&dir.join(name), limit);
        if puzzles.is_empty() {
            println!("| {name} | missing | | | | | | | | | | | |");
            continue;
        }
        let start = Instant::now();
        let mut levels = [0usize; 5];
        let (mut improper, mut guessed) = (0, 0);
        let mut times = Vec::with_capacity(puzzles.len());
        let mut scores = Vec::with_capacity(puzzles.len());
        for p in &puzzles {
            let t = Instant::now();
            let r = pool.install(|| rate(p));
            times.push(t.elapsed());
            // A puzzle with no solution has no level; it is counted as not proper below.
            if let Some(level) = r.level {
                levels[level as usize] += 1;
            }
            improper += usize::from(r.solutions != sudoku_core::Solutions::One);
            guessed += usize::from(r.guessed);
            scores.push(r.score);
        }
        let secs = start.elapsed().as_secs_f64();
        times.sort_unstable();
        scores.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "| {name} | {} | {:.0} | {:.3} | {:.1} | {} | {} | {} | {} | {} | {improper} | {guessed} | {} |",
            puzzles.len(),
            puzzles.len() as f64 / secs,
            ms(times[times.len() / 2]),
            ms(times[times.len() - 1]),
            levels[0],
            levels[1],
            levels[2],
            levels[3],
            levels[4],
            scores[scores.len() / 2]
        );
    }
    println!();
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument picks one part.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let want = |part: &str| filter.as_deref().is_none_or(|f| part.contains(f));
    if want("generation") {
        bench_generation();
    }
    if want("rating") {
        bench_rating();
    }
}
