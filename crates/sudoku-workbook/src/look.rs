//! How a grid cell looks, as plain data: digit font, fill and frame lines. Every writer
//! starts from it: new workbooks turn it into a rust_xlsxwriter format, the edited copy
//! of a user's package into style records merged with the cell's own.
//!
//! Also the classic 9x9 grid as every writer draws it (givens bold on a light fill, solved
//! digits in blue, heavy lines round the boxes, square cells) and how a list sheet prints.

use rust_xlsxwriter::{Format, FormatAlign, FormatBorder, Worksheet, XlsxError};
use sudoku_core::grid::{Grid, CELLS};

use crate::address::GridRange;

/// Side of a grid cell on screen, in pixels (columns and rows alike, so cells are square).
pub const CELL_PIXELS: u32 = 40;
/// Font size of the digits, in points.
pub const DIGIT_SIZE: f64 = 18.0;
/// Fill behind givens (light grey-blue).
pub const GIVEN_FILL: u32 = 0xDDE6F0;
/// Colour of the digits the solver filled in (a clear blue).
pub const SOLVED_COLOR: u32 = 0x1F5FBF;
/// Colour of the givens.
pub const GIVEN_COLOR: u32 = 0x000000;

/// A frame line of a grid cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// Inside a box.
    Thin,
    /// Between boxes and round the grid.
    Medium,
}

impl Line {
    /// A thin or medium line.
    pub fn heavy(heavy: bool) -> Line {
        if heavy {
            Line::Medium
        } else {
            Line::Thin
        }
    }

    fn border(self) -> FormatBorder {
        match self {
            Line::Thin => FormatBorder::Thin,
            Line::Medium => FormatBorder::Medium,
        }
    }
}

/// The look of one grid cell: centred digits of one size, bold or not, a colour, a fill,
/// and a line on every side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Look {
    /// Digit size in points.
    pub size: f64,
    /// Bold digits (givens).
    pub bold: bool,
    /// Digit colour as `0xRRGGBB`; `None` keeps the font's own.
    pub color: Option<u32>,
    /// Fill colour as `0xRRGGBB`; `None` for no fill.
    pub fill: Option<u32>,
    /// Lines on the top, bottom, left and right.
    pub lines: [Line; 4],
}

impl Look {
    /// A centred cell with heavy lines on the sides named true, thin ones elsewhere, digits
    /// of [`DIGIT_SIZE`] in the default colour, no fill.
    pub fn framed(top: bool, bottom: bool, left: bool, right: bool) -> Look {
        Look {
            size: DIGIT_SIZE,
            bold: false,
            color: None,
            fill: None,
            lines: [top, bottom, left, right].map(Line::heavy),
        }
    }

    /// The look of cell `i` (0-80) of a classic grid, by position only.
    pub fn classic(i: usize) -> Look {
        let (r, c) = (i / 9, i % 9);
        Look::framed(r % 3 == 0, r % 3 == 2, c % 3 == 0, c % 3 == 2)
    }

    /// As a given: bold black digits.
    pub fn given(self) -> Look {
        Look {
            bold: true,
            color: Some(GIVEN_COLOR),
            ..self
        }
    }

    /// As a digit the solver filled in: blue.
    pub fn solved(self) -> Look {
        Look {
            color: Some(SOLVED_COLOR),
            ..self
        }
    }

    /// With a fill.
    pub fn filled(self, fill: u32) -> Look {
        Look {
            fill: Some(fill),
            ..self
        }
    }

    /// The same look as a rust_xlsxwriter format, for new workbooks.
    pub fn format(&self) -> Format {
        let [top, bottom, left, right] = self.lines.map(Line::border);
        let mut f = Format::new()
            .set_align(FormatAlign::Center)
            .set_align(FormatAlign::VerticalCenter)
            .set_border_top(top)
            .set_border_bottom(bottom)
            .set_border_left(left)
            .set_border_right(right)
            .set_font_size(self.size);
        if self.bold {
            f = f.set_bold();
        }
        if let Some(c) = self.color {
            f = f.set_font_color(c);
        }
        if let Some(c) = self.fill {
            f = f.set_background_color(c);
        }
        f
    }
}

/// What a drawn grid cell holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Shown {
    /// Nothing, only its look.
    Blank,
    /// A number.
    Number(f64),
    /// A letter standing for a digit (16x16 and 25x25 grids).
    Text(String),
}

/// One cell of a drawn grid.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawn {
    /// Zero-based row and column on the sheet.
    pub at: (u32, u32),
    /// Its content.
    pub shown: Shown,
    /// Its look.
    pub look: Look,
}

/// What a grid cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellKind {
    /// A digit of the puzzle.
    Given,
    /// A digit the solver filled in.
    Solved,
    /// Nothing.
    Empty,
}

/// The frame of grid cell `i` (0-80): centred, thin lines inside a box, heavy ones
/// between boxes.
pub fn framed(i: usize) -> Format {
    Look::classic(i).format()
}

/// A centred grid cell with heavy lines on the sides named true, thin ones elsewhere.
pub fn framed_by(top: bool, bottom: bool, left: bool, right: bool) -> Format {
    Look::framed(top, bottom, left, right).format()
}

/// The look of grid cell `i` (0-80): digit style by kind, box lines by position.
pub fn classic_look(i: usize, kind: CellKind) -> Look {
    let look = Look::classic(i);
    match kind {
        CellKind::Given => look.given().filled(GIVEN_FILL),
        CellKind::Solved => look.solved(),
        CellKind::Empty => look,
    }
}

/// The cell format of grid cell `i` (0-80): digit style by kind, box lines by position.
pub fn cell_format(i: usize, kind: CellKind) -> Format {
    classic_look(i, kind).format()
}

/// The cells of a classic grid at `range`: the givens of `puzzle`, and every other digit
/// of `shown` as a solved digit; cells listed in `marks` get the fill given with them.
pub fn classic_cells(
    range: GridRange,
    puzzle: &Grid,
    shown: &Grid,
    marks: &[(usize, u32)],
) -> Vec<Drawn> {
    (0..CELLS)
        .map(|i| {
            let (digit, kind) = match (puzzle.get(i), shown.get(i)) {
                (Some(d), _) => (Some(d), CellKind::Given),
                (None, Some(d)) => (Some(d), CellKind::Solved),
                (None, None) => (None, CellKind::Empty),
            };
            let mut look = classic_look(i, kind);
            if let Some(&(_, fill)) = marks.iter().find(|m| m.0 == i) {
                look = look.filled(fill);
            }
            Drawn {
                at: range.position(i),
                shown: digit.map_or(Shown::Blank, |d| Shown::Number(d as f64)),
                look,
            }
        })
        .collect()
}

/// Writes drawn cells into `ws`.
pub fn write_drawn(ws: &mut Worksheet, cells: &[Drawn]) -> Result<(), XlsxError> {
    for d in cells {
        let (row, col) = (d.at.0, d.at.1 as u16);
        let f = d.look.format();
        match &d.shown {
            Shown::Blank => ws.write_blank(row, col, &f)?,
            Shown::Number(x) => ws.write_number_with_format(row, col, *x, &f)?,
            Shown::Text(t) => ws.write_string_with_format(row, col, t, &f)?,
        };
    }
    Ok(())
}

/// Draws one grid at `range`: the givens of `puzzle`, and every other digit of `shown`
/// as a solved digit. Cells empty in both are drawn empty, with their borders. Cells
/// listed in `marks` get the fill given with them (a hint's cells, wrong digits).
pub fn draw_grid(
    ws: &mut Worksheet,
    range: GridRange,
    puzzle: &Grid,
    shown: &Grid,
    marks: &[(usize, u32)],
) -> Result<(), XlsxError> {
    write_drawn(ws, &classic_cells(range, puzzle, shown, marks))
}

/// Makes the grid's cells square and large enough to read.
pub fn size_cells(ws: &mut Worksheet, range: GridRange) -> Result<(), XlsxError> {
    for k in 0..range.size {
        ws.set_column_width_pixels(range.col as u16 + k as u16, CELL_PIXELS)?;
        ws.set_row_height_pixels(range.row + k as u32, CELL_PIXELS)?;
    }
    Ok(())
}

/// How a puzzle list prints: the header row frozen on screen and repeated on every page,
/// landscape, as wide as one page, so that no column is cut off.
pub fn print_as_list(ws: &mut Worksheet) -> Result<(), XlsxError> {
    ws.set_freeze_panes(1, 0)?;
    ws.set_repeat_rows(0, 0)?;
    ws.set_landscape();
    ws.set_print_fit_to_pages(1, 0);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_frames_boxes_with_heavy_lines() {
        assert_eq!(
            Look::classic(0).lines,
            [Line::Medium, Line::Thin, Line::Medium, Line::Thin]
        );
        assert_eq!(Look::classic(40).lines, [Line::Thin; 4]);
        assert_eq!(
            Look::classic(80).lines,
            [Line::Thin, Line::Medium, Line::Thin, Line::Medium]
        );
        let g = Look::classic(0).given().filled(GIVEN_FILL);
        assert!(g.bold);
        assert_eq!((g.color, g.fill), (Some(GIVEN_COLOR), Some(GIVEN_FILL)));
        assert_eq!(Look::classic(1).solved().color, Some(SOLVED_COLOR));
    }
}
