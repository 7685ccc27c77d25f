//! The formula workbook of the benches: a typed puzzle beside a calculation sheet.

use std::path::Path;

/// The classic puzzle on sheet `Puzzle`, and `formulas` formula cells on sheet `Data`
/// beside numbers and varied text: about 2 MB for 70,000.
pub fn formula_workbook(path: &Path, formulas: u32) {
    use rust_xlsxwriter::{Formula, Workbook};
    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
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
