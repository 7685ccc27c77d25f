//! What more than one benchmark needs: running the real binary and measuring it, and the
//! formula-heavy workbook that both the carry and the find benchmarks read.
// Each benchmark uses only some of these.
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// Runs the binary; returns (seconds, peak resident KiB if known).
pub fn run(args: &[&str], dir: &Path) -> (f64, Option<u64>) {
    let bin = env!("CARGO_BIN_EXE_sudoku-xlsx");
    let gnu_time = Path::new("/usr/bin/time").exists();
    let t = Instant::now();
    let out = if gnu_time {
        Command::new("/usr/bin/time")
            .args(["-f", "%M"])
            .arg(bin)
            .args(args)
            .current_dir(dir)
            .output()
            .unwrap()
    } else {
        Command::new(bin)
            .args(args)
            .current_dir(dir)
            .output()
            .unwrap()
    };
    let secs = t.elapsed().as_secs_f64();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rss = String::from_utf8_lossy(&out.stderr)
        .lines()
        .last()
        .and_then(|l| l.trim().parse().ok());
    (secs, rss)
}

// Shared with the web page's benchmark (web/examples/native_bench.rs), which writes the
// same workbook for the page.
#[path = "formulas.rs"]
mod formulas;
// Each bench takes what it needs of this module; not every one writes formulas.
#[allow(unused_imports)]
pub use formulas::formula_workbook;
