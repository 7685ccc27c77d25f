//! The native side of the web page's benchmark (`web/tests/bench.py`): the timings the
//! page takes in its worker, here in a native build of the same `jobs` code. Prints one
//! JSON line.
//!
//! `cargo run --release -p sudoku-web --example native_bench -- PUZZLES WORKBOOK ROUNDS`:
//! the solver alone on PUZZLES, and `solve` on WORKBOOK.
//! `... -- job ROUNDS KIND WORKBOOK [FLAGS...]`: one job (`solve`, `explain`, `play`, or
//! `generate`, whose WORKBOOK is `-`), its mean time.
//! `... -- formulas PATH`: writes the benches' formula workbook (72,922 formulas) to PATH.

use std::time::Instant;

#[path = "../../benches/common/formulas.rs"]
mod formulas;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("job") => job(&args[1..]),
        Some("formulas") if args.len() == 2 => {
            formulas::formula_workbook(std::path::Path::new(&args[1]), 72_922)
        }
        _ => solver_and_workbook(&args),
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: native_bench PUZZLES WORKBOOK ROUNDS | job ROUNDS KIND WORKBOOK [FLAGS...] | formulas PATH"
    );
    std::process::exit(2);
}

fn name_of(path: &str) -> String {
    std::path::Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn job(args: &[String]) {
    let [rounds, kind, workbook, flags @ ..] = args else {
        usage()
    };
    let rounds: u32 = rounds.parse().unwrap_or_else(|_| usage());
    let bytes = if workbook == "-" {
        Vec::new()
    } else {
        std::fs::read(workbook).expect("the workbook")
    };
    let name = name_of(workbook);
    let t = Instant::now();
    for _ in 0..rounds {
        let done = match kind.as_str() {
            "solve" => sudoku_xlsx::jobs::solve(&name, bytes.clone(), flags),
            "explain" => sudoku_xlsx::jobs::explain(&name, bytes.clone(), flags),
            "play" => sudoku_xlsx::jobs::play(&name, bytes.clone(), flags),
            "generate" => sudoku_xlsx::jobs::generate(flags, std::sync::Arc::new(|_| {})),
            _ => usage(),
        };
        assert!(done.exit <= 1, "{:?}", done.err);
    }
    let ms = t.elapsed().as_secs_f64() * 1e3 / f64::from(rounds);
    println!("{{\"ms\": {ms:.3}}}");
}

fn solver_and_workbook(args: &[String]) {
    let [puzzles, workbook, rounds] = args else {
        usage()
    };
    let text = std::fs::read_to_string(puzzles).expect("the puzzles");
    let bytes = std::fs::read(workbook).expect("the workbook");
    let rounds: u32 = rounds.parse().unwrap_or_else(|_| usage());
    let name = name_of(workbook);
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
