//! The cost of carrying the rest of a workbook (`cargo bench --bench carry`): a workbook
//! with a puzzle on one sheet and 70,000 formula cells on another, solved with and without
//! `--grid-only`. Time and peak memory of the real binary, measured with /usr/bin/time
//! (GNU time); without it only the time is shown.

mod common;

use std::path::Path;

use common::run;

use rust_xlsxwriter::{Formula, Workbook};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn make(path: &Path, formulas: u32) {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzle").unwrap();
    for (i, ch) in CLASSIC.chars().enumerate() {
        if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
            ws.write_number((i / 9) as u32, (i % 9) as u16, d).unwrap();
        }
    }
    let data = wb.add_worksheet();
    data.set_name("Data").unwrap();
    for r in 0..formulas / 2 {
        data.write_number(r, 0, r as f64).unwrap();
        data.write_string(
            r,
            1,
            // Varied text, so that the file does not pack too small: about 2 MB in all.
            format!(
                "item {r}: note {:x} {:x} {:x} {:x}",
                r.wrapping_mul(2_654_435_761),
                r.wrapping_mul(1_103_515_245),
                r.wrapping_mul(40_503),
                r.wrapping_mul(97_813)
            ),
        )
        .unwrap();
        let f = Formula::new(format!("=A{}*2+1", r + 1)).set_result(format!("{}", r * 2 + 1));
        data.write_formula(r, 2, f).unwrap();
        let g = Formula::new(format!("=LEN(B{})", r + 1)).set_result("6");
        data.write_formula(r, 3, g).unwrap();
    }
    wb.save(path).unwrap();
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("book.xlsx");
    make(&input, 70_000);
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
