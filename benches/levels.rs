//! Our levels and scores against QQWing's four levels (simple, easy, intermediate,
//! expert) on puzzles QQWing generates. Needs Debian's `qqwing` on the PATH; without it
//! the bench says so and does nothing. `QQWING_COUNT` puzzles per level (default 200).
//!
//! Run: `cargo bench --features bench --bench levels`. The table it prints is the one in
//! docs/difficulty.md.

use std::process::Command;
use std::time::Instant;

use sudoku_core::{rate, Grid, Level};

fn main() {
    let count: usize = std::env::var("QQWING_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let probe = Command::new("qqwing").arg("--version").output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("SKIPPED: qqwing is not installed (apt-get install qqwing)");
        return;
    }
    println!(
        "| QQWing level | puzzles | {} | median score | 90th percentile | highest | rating time per puzzle |",
        Level::ALL.map(|l| l.name()).join(" | ")
    );
    println!(
        "|---|---:|{}---:|---:|---:|---:|",
        "---:|".repeat(Level::ALL.len())
    );
    for q in ["simple", "easy", "intermediate", "expert"] {
        let out = Command::new("qqwing")
            .args([
                "--generate",
                &count.to_string(),
                "--difficulty",
                q,
                "--one-line",
            ])
            .output()
            .expect("qqwing runs");
        let puzzles: Vec<Grid> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.trim().parse().ok())
            .collect();
        let started = Instant::now();
        let ratings: Vec<_> = puzzles.iter().map(rate).collect();
        let per = started.elapsed() / puzzles.len().max(1) as u32;
        let mut scores: Vec<u16> = ratings.iter().map(|r| r.score.0).collect();
        scores.sort_unstable();
        let at = |p: usize| scores.get(scores.len() * p / 100).copied().unwrap_or(0);
        let tenths = |t: u16| format!("{}.{}", t / 10, t % 10);
        let per_level: Vec<String> = Level::ALL
            .iter()
            .map(|l| {
                ratings
                    .iter()
                    .filter(|r| r.level == Some(*l))
                    .count()
                    .to_string()
            })
            .collect();
        println!(
            "| {q} | {} | {} | {} | {} | {} | {:.2} ms |",
            puzzles.len(),
            per_level.join(" | "),
            tenths(at(50)),
            tenths(at(90)),
            tenths(scores.last().copied().unwrap_or(0)),
            per.as_secs_f64() * 1e3
        );
    }
}
