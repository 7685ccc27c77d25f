//! What finding grids costs against reading the sheet once (`cargo bench --features bench --bench find`):
//! a sheet whose used area is 10,000 x 100 cells of numbers, and the 2 MB formula-heavy
//! workbook of the carry bench (`common::formula_workbook`). Each is read once, cell by cell,
//! with nothing kept (the floor), and searched for grids; rounds alternate, and the
//! median of the per-round ratios is reported. A third sheet is built so that every 9x9
//! window could be a grid: finding must still cost about one read.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use rust_xlsxwriter::Workbook as XlsxWorkbook;
use sudoku_workbook::Workbook;

/// 10,000 rows of 100 numbers (measurements, none a digit 1-9).
fn big_table(path: &Path) {
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet_with_constant_memory().unwrap();
    for r in 0..10_000u32 {
        for c in 0..100u16 {
            let v = f64::from(r) * 1.5 + f64::from(c) * 10.0 + 10.0;
            ws.write_number(r, c, v).unwrap();
        }
    }
    wb.save(path).unwrap();
}

/// 2,000 rows of 100 cells where two of every nine cells in each row and column hold a
/// digit, none clashing within reach: every 9x9 window holds 18 digits and could be a
/// grid (issue #28's quadratic sheet, which once took 97 s and 978 MB).
fn every_window_a_candidate(path: &Path) {
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet_with_constant_memory().unwrap();
    for r in 0..2_000u32 {
        for c in 0..100u16 {
            let k = (u32::from(c) + 4 * r) % 9;
            if k == 0 || k == 5 {
                ws.write_number(r, c, f64::from((r + u32::from(c)) % 9 + 1))
                    .unwrap();
            }
        }
    }
    wb.save(path).unwrap();
}

/// `grids` hard puzzles laid out 20 to a row, one empty row and column between them (a
/// setter's sheet, issue #41): finding them all must cost about the same per grid at 125,
/// 500 and 2,000 grids, so the ratio to one read stays flat.
fn lattice(path: &Path, grids: usize) {
    let hard: Vec<&str> = include_str!("../tests/data/puzzles5_forum_hardest_1905_11+")
        .lines()
        .chain(include_str!("../tests/data/puzzles6_forum_hardest_1106").lines())
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .collect();
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet_with_constant_memory().unwrap();
    // Constant memory writes row by row: each sheet row takes its cells from every grid
    // of that band.
    let bands = grids.div_ceil(20);
    for band in 0..bands {
        for line in 0..9u32 {
            let row = band as u32 * 10 + line;
            for k in 0..20 {
                let g = band * 20 + k;
                if g >= grids {
                    break;
                }
                let p = hard[g % hard.len()].as_bytes();
                for c in 0..9u16 {
                    let d = p[line as usize * 9 + c as usize];
                    if d.is_ascii_digit() && d != b'0' {
                        let col = k as u16 * 10 + c;
                        ws.write_number(row, col, f64::from(d - b'0')).unwrap();
                    }
                }
            }
        }
    }
    wb.save(path).unwrap();
}

fn read_once(path: &Path, sheet: &str) -> Duration {
    let t = Instant::now();
    let mut wb = Workbook::open(path).unwrap();
    let mut n = 0u64;
    wb.for_each_cell(sheet, None, &mut |_, _, _, _| {
        n += 1;
        true
    })
    .unwrap();
    assert!(n > 0);
    t.elapsed()
}

fn find(path: &Path, sheet: &str) -> Duration {
    let t = Instant::now();
    let mut wb = Workbook::open(path).unwrap();
    let found = wb.find_grids(sheet).unwrap();
    std::hint::black_box(found);
    t.elapsed()
}

/// Prints the table row of `label`; gives back the best find, in seconds.
fn compare(label: &str, path: &Path, sheet: &str) -> f64 {
    let rounds = 7;
    let (mut reads, mut finds, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for k in 0..rounds {
        // Alternate which goes first, so both meet the machine's drift alike.
        let (r, f) = if k % 2 == 0 {
            let r = read_once(path, sheet);
            (r, find(path, sheet))
        } else {
            let f = find(path, sheet);
            (read_once(path, sheet), f)
        };
        reads.push(r);
        finds.push(f);
        ratios.push(f.as_secs_f64() / r.as_secs_f64());
    }
    ratios.sort_by(f64::total_cmp);
    let best = |v: &[Duration]| v.iter().min().unwrap().as_secs_f64();
    println!(
        "| {label} | {:.3} | {:.3} | {:.2} |",
        best(&reads),
        best(&finds),
        ratios[rounds / 2]
    );
    best(&finds)
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let table = dir.path().join("table.xlsx");
    big_table(&table);
    let book = dir.path().join("formulas.xlsx");
    common::formula_workbook(&book, 70_000);
    let dense = dir.path().join("dense.xlsx");
    every_window_a_candidate(&dense);
    println!("| sheet | read once (best s) | find (best s) | find / read (median of 7) |");
    println!("|---|---:|---:|---:|");
    compare("10,000 x 100 numbers", &table, "Sheet1");
    compare(
        "2 MB workbook: 70,000 formula cells (sheet Data)",
        &book,
        "Data",
    );
    compare("2 MB workbook: the puzzle sheet", &book, "Puzzle");
    compare(
        "2,000 x 100 cells, every 9x9 window could be a grid",
        &dense,
        "Sheet1",
    );
    let mut per_grid = Vec::new();
    for grids in [125, 500, 2000] {
        let path = dir.path().join(format!("lattice{grids}.xlsx"));
        lattice(&path, grids);
        let found = Workbook::open(&path)
            .unwrap()
            .find_grids("Sheet1")
            .unwrap()
            .grids
            .len();
        assert_eq!(found, grids, "the lattice of {grids} grids");
        let best = compare(
            &format!("a lattice of {grids} hard puzzles, 20 a row (all {found} found)"),
            &path,
            "Sheet1",
        );
        per_grid.push(format!("{grids}: {:.2} ms", best * 1000.0 / grids as f64));
    }
    println!("\nfind per lattice grid (best): {}", per_grid.join(", "));
}
