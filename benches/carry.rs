//! The cost of carrying the rest of a workbook (`cargo bench --features bench --bench carry`): a workbook
//! with a puzzle on one sheet and 70,000 formula cells on another, solved with and without
//! `--grid-only`. Time and peak memory of the real binary, measured with /usr/bin/time
//! (GNU time); without it only the time is shown.

mod common;

use common::{formula_workbook, run};

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("book.xlsx");
    formula_workbook(&input, 70_000);
    let size = std::fs::metadata(&input).unwrap().len();
    println!(
        "### Carrying a {:.1} MB workbook with 70,000 formula cells on a second sheet\n",
        size as f64 / 1e6
    );
    println!("| run | median seconds (5 runs) | peak memory |");
    println!("|---|---:|---:|");
    for (label, extra) in [
        ("solve (carry everything)", &[][..]),
        ("solve --grid-only", &["--grid-only"][..]),
    ] {
        let mut times = Vec::new();
        let mut peak = None;
        for _ in 0..5 {
            let mut args = vec!["solve", "book.xlsx", "-o", "out.xlsx", "--force", "-q"];
            args.extend_from_slice(extra);
            let (t, rss) = run(&args, dir.path());
            times.push(t);
            peak = peak.max(rss);
        }
        times.sort_by(|a, b| a.total_cmp(b));
        let mem = peak
            .map(|k| format!("{:.1} MiB", k as f64 / 1024.0))
            .unwrap_or_else(|| "n/a".into());
        println!("| {label} | {:.3} | {mem} |", times[2]);
    }
}
