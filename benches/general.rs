//! Other sizes (`sudoku_core::general`). `cargo bench --bench general` prints a markdown
//! table per size: median time to generate one puzzle over a few seeds, and puzzles
//! solved per second on those puzzles; then the 16x16 and 25x25 cases of issue #15.
//!
//! Environment: `GENERAL_SEEDS` (seeds per size, default 5; 25x25 uses at most 3).

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::general::generate::full_grid;
use sudoku_core::general::{count, generate, solve, GenerateOptions, Puzzle, Shape, SIZES};
use sudoku_core::generate::Symmetry;

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

fn main() {
    let seeds = std::env::var("GENERAL_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let start = Instant::now();
    sizes_table(seeds);
    hard_16();
    third_25();
    println!("Total {:.1} s.", start.elapsed().as_secs_f64());
}
