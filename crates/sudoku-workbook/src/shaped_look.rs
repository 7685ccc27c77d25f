//! How a grid of any shape looks: the symbols of its digits ([`SymbolStyle`]), heavy lines
//! round its boxes or jigsaw regions, tints for its diagonal and windoku units, fills for
//! its regions. Built on [`crate::look`], as every writer of shaped grids draws them.

use rust_xlsxwriter::{Format, Worksheet, XlsxError};
use sudoku_core::general::{Shape, UnitKind};

use crate::address::GridRange;
use crate::look::{write_drawn, Drawn, Look, Shown, DIGIT_SIZE, GIVEN_FILL};

/// How the digits of a grid are written, read from what the user typed so that the output
/// uses it too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SymbolStyle {
    /// Numbers 1..N.
    #[default]
    Numbers,
    /// 1-9, then letters A, B, ... for 10, 11, ...
    Letters,
    /// The hex digits 0-9, A-F for the values 1-16 (`--symbols hex`).
    Hex,
}

impl SymbolStyle {
    /// The cell value of `v` (1..=N): a number, or a letter as text.
    pub fn cell(self, v: u8) -> CellValue {
        match self {
            SymbolStyle::Numbers => CellValue::Number(v as f64),
            SymbolStyle::Letters if v <= 9 => CellValue::Number(v as f64),
            SymbolStyle::Letters => CellValue::Text(((b'A' + v - 10) as char).to_string()),
            SymbolStyle::Hex if v <= 10 => CellValue::Number((v - 1) as f64),
            SymbolStyle::Hex => CellValue::Text(((b'A' + v - 11) as char).to_string()),
        }
    }

    /// `v` as text, as the cell shows it.
    pub fn text(self, v: u8) -> String {
        match self.cell(v) {
            CellValue::Number(x) => format!("{x}"),
            CellValue::Text(t) => t,
        }
    }
}

/// What a grid cell is written as.
#[derive(Debug, Clone, PartialEq)]
pub enum CellValue {
    /// A number.
    Number(f64),
    /// Text (a letter).
    Text(String),
}

/// Fill of the cells of a diagonal or windoku unit, so the extra units can be seen.
pub const VARIANT_TINT: u32 = 0xFCE9D4;

/// Fill of a given on a diagonal or windoku cell: the tint, darker.
pub const VARIANT_GIVEN_TINT: u32 = 0xF2CFA8;

/// The digits of one grid of any shape, to draw.
#[derive(Debug, Clone)]
pub struct ShapedDigits {
    /// Its layout and rules.
    pub shape: Shape,
    /// The givens, 0 for empty.
    pub puzzle: Vec<u8>,
    /// What to show: a solution, or the givens.
    pub shown: Vec<u8>,
    /// How digits are written.
    pub style: SymbolStyle,
}

/// Light fills for jigsaw regions, so that their shapes read at a glance.
pub const REGION_FILLS: [u32; 5] = [0xE3EEF9, 0xFDF0D5, 0xE5F4E3, 0xF6E3F0, 0xEDEDED];

/// A fill for each cell of a jigsaw grid: each region one colour, no two regions that
/// touch the same (a greedy colouring; five colours are plenty for real layouts). `None`
/// for grids with boxes, whose lines are enough.
pub fn region_fills(shape: &Shape) -> Option<Vec<u32>> {
    shape.regions()?;
    let n = shape.n();
    let mut colour: Vec<Option<usize>> = vec![None; n];
    for region in 0..n {
        let mut used = vec![false; REGION_FILLS.len()];
        for i in (0..n * n).filter(|&i| shape.box_of(i) == region) {
            let (r, c) = (i / n, i % n);
            let around = [
                (r > 0).then(|| i - n),
                (r + 1 < n).then(|| i + n),
                (c > 0).then(|| i - 1),
                (c + 1 < n).then(|| i + 1),
            ];
            for j in around.into_iter().flatten() {
                if let Some(k) = colour[shape.box_of(j)] {
                    used[k] = true;
                }
            }
        }
        colour[region] = Some(
            used.iter()
                .position(|u| !u)
                .unwrap_or(region % REGION_FILLS.len()),
        );
    }
    Some(
        (0..n * n)
            .map(|i| REGION_FILLS[colour[shape.box_of(i)].unwrap_or(0)])
            .collect(),
    )
}

/// True for cells of a diagonal or a windoku box: the units a plain grid does not have.
pub fn tinted(shape: &Shape) -> Vec<bool> {
    let mut t = vec![false; shape.cells()];
    for u in shape.units() {
        if matches!(
            u.id.kind,
            UnitKind::MainDiagonal | UnitKind::AntiDiagonal | UnitKind::Windoku
        ) {
            for &i in &u.cells {
                t[i] = true;
            }
        }
    }
    t
}

/// The frame of cell `i` of `shape`: heavy lines where the box (or region) changes and
/// round the grid, thin ones inside.
pub fn frame_look(shape: &Shape, i: usize) -> Look {
    let n = shape.n();
    let (r, c) = (i / n, i % n);
    let b = shape.box_of(i);
    let heavy = |other: Option<usize>| other.is_none_or(|j| shape.box_of(j) != b);
    Look::framed(
        heavy((r > 0).then(|| i - n)),
        heavy((r + 1 < n).then(|| i + n)),
        heavy((c > 0).then(|| i - 1)),
        heavy((c + 1 < n).then(|| i + 1)),
    )
}

/// [`frame_look`] as a format.
pub fn frame(shape: &Shape, i: usize) -> Format {
    frame_look(shape, i).format()
}

/// How the cells of one shape look: frames, tints and region colours, decided once per
/// grid so that drawing and making a sheet playable agree.
pub struct ShapedLook<'a> {
    shape: &'a Shape,
    tint: Vec<bool>,
    regions: Option<Vec<u32>>,
    size: f64,
}

impl ShapedLook<'_> {
    /// The look of `shape`'s cells, digits written in `style`.
    pub fn new(shape: &Shape, style: SymbolStyle) -> ShapedLook<'_> {
        // Digits shrink on the large grids so that two-digit numbers fit a cell.
        let size = if shape.n() > 9 && style == SymbolStyle::Numbers {
            DIGIT_SIZE - 4.0
        } else {
            DIGIT_SIZE
        };
        ShapedLook {
            shape,
            tint: tinted(shape),
            regions: region_fills(shape),
            size,
        }
    }

    /// The look of cell `i`, a given or not.
    pub fn look(&self, i: usize, given: bool) -> Look {
        let f = Look {
            size: self.size,
            ..frame_look(self.shape, i)
        };
        let f = if given { f.given() } else { f.solved() };
        // Regions are told apart by colour, givens by their bold black digits; elsewhere
        // givens have their own fill, darker on a tinted cell.
        match (&self.regions, given, self.tint[i]) {
            (Some(fills), _, _) => f.filled(fills[i]),
            (None, true, true) => f.filled(VARIANT_GIVEN_TINT),
            (None, true, false) => f.filled(GIVEN_FILL),
            (None, false, true) => f.filled(VARIANT_TINT),
            (None, false, false) => f,
        }
    }

    /// The format of cell `i`, a given or not.
    pub fn format(&self, i: usize, given: bool) -> Format {
        self.look(i, given).format()
    }
}

/// Writes value `v` (1..N) of cell `(row, col)` as `style` writes it.
pub fn write_symbol(
    ws: &mut Worksheet,
    (row, col): (u32, u16),
    v: u8,
    style: SymbolStyle,
    f: &Format,
) -> Result<(), XlsxError> {
    match style.cell(v) {
        CellValue::Number(x) => ws.write_number_with_format(row, col, x, f)?,
        CellValue::Text(t) => ws.write_string_with_format(row, col, t, f)?,
    };
    Ok(())
}

/// Draws the grid `d` at `range`: givens bold on their fill, other digits in blue, boxes or
/// regions framed with heavy lines, diagonal and windoku cells tinted. Cells listed in
/// `marks` get the fill given with them.
pub fn draw_shaped(
    ws: &mut Worksheet,
    range: GridRange,
    d: &ShapedDigits,
    marks: &[(usize, u32)],
) -> Result<(), XlsxError> {
    write_drawn(ws, &shaped_cells(range, d, marks))
}

/// The cells of grid `d` at `range` as [`draw_shaped`] draws them.
pub fn shaped_cells(range: GridRange, d: &ShapedDigits, marks: &[(usize, u32)]) -> Vec<Drawn> {
    let look = ShapedLook::new(&d.shape, d.style);
    (0..d.shape.cells())
        .map(|i| {
            let given = d.puzzle[i] != 0;
            let value = if given { d.puzzle[i] } else { d.shown[i] };
            let mut l = look.look(i, given);
            if let Some(&(_, fill)) = marks.iter().find(|m| m.0 == i) {
                l = l.filled(fill);
            }
            let shown = match value {
                0 => Shown::Blank,
                v => match d.style.cell(v) {
                    CellValue::Number(x) => Shown::Number(x),
                    CellValue::Text(t) => Shown::Text(t),
                },
            };
            Drawn {
                at: range.position(i),
                shown,
                look: l,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::framed_by;

    #[test]
    fn frames_follow_regions() {
        let shape = Shape::jigsaw(4, "AAAB CABB CCDB CDDD").unwrap();
        let tint = tinted(&shape);
        assert!(tint.iter().all(|t| !t));
        let d = Shape::builder(4).diagonal(true).build().unwrap();
        assert_eq!(tinted(&d).iter().filter(|t| **t).count(), 8);
        let fills = region_fills(&shape).unwrap();
        for i in 0..16 {
            for j in [i + 1, i + 4].into_iter().filter(|&j| j < 16) {
                if shape.box_of(i) != shape.box_of(j) && (j == i + 4 || j % 4 != 0) {
                    assert_ne!(fills[i], fills[j], "regions of cells {i} and {j} touch");
                }
            }
        }
        assert!(region_fills(&d).is_none());
        // Cell 5 (B2) is in region A like the cell above it; C is left and below, B right.
        assert_eq!(frame(&shape, 5), framed_by(false, true, true, true));
    }
}
