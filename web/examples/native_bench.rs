//! The native side of the web page's benchmark (`web/tests/bench.py`): the same two
//! timings the page takes in its worker, here in a native build. Prints one JSON line.
//!
//! `cargo run --release -p sudoku-web --example native_bench -- PUZZLES WORKBOOK ROUNDS`

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [puzzles, workbook, rounds] = &args[..] else {
        eprintln!("usage: native_bench PUZZLES WORKBOOK ROUNDS");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(puzzles).expect("the puzzles");
    let bytes = std::fs::read(workbook).expect("the workbook");
    let rounds: u32 = rounds.parse().expect("a number of rounds");
    let name = std::path::Path::new(workbook)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let t0 = Instant::now();
    let mut solved = 0;
    for _ in 0..rounds {
        solved = sudoku_xlsx::jobs::solve_lines(&text);
    }
    let solve_ms = t0.elapsed().as_secs_f64() * 1e3 / f64::from(rounds);
    let t1 = Instant::now();
    for _ in 0..rounds {
        let done = sudoku_xlsx::jobs::solve(&name, bytes.clone(), &[]);
        assert_eq!(done.exit, 0, "{:?}", done.err);
    }
    let workbook_ms = t1.elapsed().as_secs_f64() * 1e3 / f64::from(rounds);
    println!(
        "{{\"solved\": {solved}, \"solveMs\": {solve_ms:.3}, \"workbookMs\": {workbook_ms:.3}}}"
    );
}
