//! Writes the sample workbooks in `samples/` (run `cargo run --example make_samples`).
//! The `.ods` and `.xls` copies are then made from these with LibreOffice; see
//! `samples/README.md`.

use rust_xlsxwriter::{Format, Workbook, Worksheet, XlsxError};

/// Puzzle lines, `.` for empty.
const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// The first 17-clue puzzle of Gordon Royle's collection (shared/data/puzzles2_17_clue).
const SEVENTEEN: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
/// The classic puzzle with six givens removed: many solutions.
const SEVERAL: &str =
    "53..7....6...9.....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.";
/// No two givens clash, but A1 has no digit left: 1-8 in row 1, 9 in column A.
const NONE: &str =
    ".12345678.........9..............................................................";

fn put_grid(
    ws: &mut Worksheet,
    row: u32,
    col: u16,
    line: &str,
    zeros: bool,
) -> Result<(), XlsxError> {
    for (i, ch) in line.chars().take(81).enumerate() {
        let (r, c) = (row + (i / 9) as u32, col + (i % 9) as u16);
        match ch.to_digit(10) {
            Some(d) if d > 0 => {
                ws.write_number(r, c, d)?;
            }
            _ if zeros => {
                ws.write_number(r, c, 0)?;
            }
            _ => {}
        }
    }
    Ok(())
}

fn one(path: &str, line: &str, zeros: bool) -> Result<(), XlsxError> {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_grid(ws, 0, 0, line, zeros)?;
    wb.save(path)
}

fn main() -> Result<(), XlsxError> {
    one("samples/classic.xlsx", CLASSIC, false)?;
    one("samples/hard-17-clue.xlsx", SEVENTEEN, false)?;
    one("samples/several-solutions.xlsx", SEVERAL, true)?;
    one("samples/no-solution.xlsx", NONE, false)?;

    // A realistic sheet: a title, notes, and the grid at B6:J14 on a sheet "Week 12",
    // behind a cover sheet, with one given typed as text.
    let mut wb = Workbook::new();
    let cover = wb.add_worksheet();
    cover.set_name("Cover")?;
    cover.write_string(0, 0, "Puzzles of the week: see the sheet 'Week 12'")?;
    let ws = wb.add_worksheet();
    ws.set_name("Week 12")?;
    ws.write_string_with_format(1, 1, "Week 12 puzzle", &Format::new().set_bold())?;
    ws.write_string(2, 1, "Difficulty: gentle")?;
    put_grid(ws, 5, 1, CLASSIC, false)?;
    ws.write_string(5, 2, " 3 ")?;
    wb.define_name("Puzzle", "='Week 12'!$B$6:$J$14")?;
    wb.save("samples/elsewhere.xlsx")
}
