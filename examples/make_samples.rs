//! Writes the sample workbooks in `samples/` (run `cargo run --example make_samples`).
//! The `.ods` and `.xls` copies are then made from these with LibreOffice; see
//! `samples/README.md`.

use rust_xlsxwriter::{Format, Workbook, Worksheet, XlsxError};
use sudoku_core::general::{generate, GenerateOptions, Puzzle, Shape};

/// A 9x9 jigsaw layout: the 3x3 boxes, each trading a cell or two with a neighbour so
/// that every region stays in one piece.
const JIGSAW: [&str; 9] = [
    "AABBBBCCC",
    "AAABBBCCC",
    "DAAABBCCC",
    "DADEEEEFF",
    "DDDEEEFFF",
    "DDDEEFFFF",
    "GGHHHHIII",
    "GGGHHHIII",
    "GGGGHHIII",
];

/// Writes `p` at B2 on sheet `Puzzle`, values above 9 as letters.
fn put_shaped(ws: &mut Worksheet, p: &Puzzle) -> Result<(), XlsxError> {
    let n = p.shape.n();
    ws.set_name("Puzzle")?;
    for (i, &v) in p.cells.iter().enumerate() {
        let (r, c) = (1 + (i / n) as u32, 1 + (i % n) as u16);
        match v {
            0 => {}
            1..=9 => {
                ws.write_number(r, c, v)?;
            }
            _ => {
                ws.write_string(r, c, ((b'A' + v - 10) as char).to_string())?;
            }
        }
    }
    Ok(())
}

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
    wb.save("samples/elsewhere.xlsx")?;

    // Other sizes: a 16x16 typed with letters after 9, and a jigsaw whose regions are
    // labelled on a second sheet.
    let shape = Shape::standard(16).expect("16x16 is supported");
    let g = generate(&shape, &GenerateOptions::for_shape(&shape), 16).expect("a 16x16 grid");
    let mut wb = Workbook::new();
    put_shaped(wb.add_worksheet(), &g.puzzle)?;
    wb.save("samples/sixteen.xlsx")?;

    let shape = Shape::jigsaw(9, &JIGSAW.concat()).expect("nine regions of nine");
    let g = generate(&shape, &GenerateOptions::for_shape(&shape), 9).expect("a jigsaw grid");
    let mut wb = Workbook::new();
    put_shaped(wb.add_worksheet(), &g.puzzle)?;
    let layout = wb.add_worksheet();
    layout.set_name("Layout")?;
    for (r, row) in JIGSAW.iter().enumerate() {
        for (c, label) in row.chars().enumerate() {
            layout.write_string(r as u32, c as u16, label.to_string())?;
        }
    }
    wb.save("samples/jigsaw.xlsx")
}
