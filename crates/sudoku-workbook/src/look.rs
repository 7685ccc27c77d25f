//! How a grid cell looks, as plain data: digit font, fill and frame lines. Every writer
//! starts from it: new workbooks turn it into a rust_xlsxwriter format, the edited copy
//! of a user's package into style records merged with the cell's own.

use rust_xlsxwriter::{Format, FormatAlign, FormatBorder};

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
