//! What the tool records about the workbooks it writes, so that it can read them back
//! under their own rules: each puzzle's grid and rules (`SudokuGrid<k>`, `SudokuRules<k>`,
//! beside the givens of `SudokuGivens<k>` and the jigsaw layout of `SudokuRegions<k>`),
//! and the sheets it added that hold no puzzle to read (`SudokuSheet_<name>`: Solutions,
//! Booklet, Steps, Candidates, the answers).
//!
//! This module spells the names and writes them; [`Workbook`](crate::Workbook) reads them
//! back (read_recorded.rs), so that the reader can keep what it read without this module
//! depending on the reader.
//!
//! Defined names rather than sheet titles: Excel and LibreOffice keep them when the player
//! saves, and a name that refers to cells follows its sheet when the sheet is renamed.

use rust_xlsxwriter::{Workbook as XlsxWorkbook, XlsxError};
use sudoku_core::general::Shape;

use crate::address::{column_name, quote_sheet, split_sheet, GridRange, RangeSpec};
use crate::shaped_look::SymbolStyle;

/// The defined names that give each puzzle's grid: `SudokuGrid1` refers to `'Puzzle
/// 1'!$A$1:$I$9`.
pub const GRID_NAME: &str = "SudokuGrid";

/// The defined names that give each puzzle's rules, as text: `SudokuRules1` is
/// `"9x9 diagonal"` (see [`RecordedRules`]).
pub const RULES_NAME: &str = "SudokuRules";

/// The prefix of the defined names that mark a sheet the tool added:
/// `SudokuSheet_Solutions` refers to `Solutions!$A$1`.
pub const SHEET_NAME: &str = "SudokuSheet_";

/// The defined names a puzzle workbook keeps each puzzle's givens under: `SudokuGivens1`,
/// `SudokuGivens2`, …, each a text of 81 characters (`.` for an empty cell).
pub const GIVENS_NAME: &str = "SudokuGivens";

/// The defined names a workbook of jigsaw puzzles keeps each puzzle's layout under:
/// `SudokuRegions1`, … (region letters in hidden cells), for `solve --regions`.
pub const REGIONS_NAME: &str = "SudokuRegions";

/// The rules a puzzle was made under, as recorded in its workbook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordedRules {
    /// Cells a side.
    pub size: u8,
    /// Box rows and columns, when not the usual ones for the size.
    pub boxes: Option<(u8, u8)>,
    /// Both diagonals are units.
    pub diagonal: bool,
    /// The four windoku boxes are units.
    pub windoku: bool,
    /// Jigsaw regions (kept under `SudokuRegions<k>`) replace the boxes.
    pub jigsaw: bool,
    /// Digits written 0-F.
    pub hex: bool,
}

impl RecordedRules {
    /// The rules of `shape` written in `style`.
    pub fn of(shape: &Shape, style: SymbolStyle) -> RecordedRules {
        let n = shape.n() as u8;
        let usual =
            sudoku_core::general::shape::default_boxes(shape.n()).map(|(r, c)| (r as u8, c as u8));
        let boxes = (shape.box_rows() as u8, shape.box_cols() as u8);
        RecordedRules {
            size: n,
            boxes: (shape.regions().is_none() && Some(boxes) != usual).then_some(boxes),
            diagonal: shape.is_diagonal(),
            windoku: shape.is_windoku(),
            jigsaw: shape.regions().is_some(),
            hex: style == SymbolStyle::Hex,
        }
    }

    /// Plain 9x9 Sudoku.
    pub const CLASSIC: RecordedRules = RecordedRules {
        size: 9,
        boxes: None,
        diagonal: false,
        windoku: false,
        jigsaw: false,
        hex: false,
    };

    /// True for plain 9x9 Sudoku.
    pub fn is_classic(&self) -> bool {
        *self == RecordedRules::CLASSIC
    }

    /// The words of the record: `9x9`, `16x16 hex`, `6x6 boxes 3x2 diagonal`, `9x9 jigsaw`.
    pub fn text(&self) -> String {
        let mut t = format!("{0}x{0}", self.size);
        if let Some((r, c)) = self.boxes {
            t.push_str(&format!(" boxes {r}x{c}"));
        }
        for (on, word) in [
            (self.jigsaw, "jigsaw"),
            (self.diagonal, "diagonal"),
            (self.windoku, "windoku"),
            (self.hex, "hex"),
        ] {
            if on {
                t.push(' ');
                t.push_str(word);
            }
        }
        t
    }

    /// Reads [`RecordedRules::text`] back; `None` for anything else.
    pub fn parse(text: &str) -> Option<RecordedRules> {
        let size_of = |w: &str| -> Option<(u8, u8)> {
            let (a, b) = w.split_once('x')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        };
        let mut words = text.split_whitespace();
        let (n, m) = size_of(words.next()?)?;
        if n != m || !sudoku_core::general::SIZES.contains(&(n as usize)) {
            return None;
        }
        let mut r = RecordedRules {
            size: n,
            ..RecordedRules::CLASSIC
        };
        while let Some(w) = words.next() {
            match w {
                "boxes" => r.boxes = Some(size_of(words.next()?)?),
                "jigsaw" => r.jigsaw = true,
                "diagonal" => r.diagonal = true,
                "windoku" => r.windoku = true,
                "hex" => r.hex = true,
                _ => return None,
            }
        }
        Some(r)
    }
}

/// A puzzle's grid and rules as its workbook records them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// The sheet the grid is on.
    pub sheet: String,
    /// Where.
    pub range: GridRange,
    /// Its rules.
    pub rules: RecordedRules,
    /// For a jigsaw, the defined name of its layout (`SudokuRegions<k>`).
    pub regions: Option<RangeSpec>,
}

/// Recorded puzzles by the name of their sheet.
pub type BySheet = std::collections::HashMap<String, Vec<Recorded>>;

/// Records puzzle `k` (1-based) of a workbook being written: its grid at `range` on
/// `sheet`, and its rules.
pub fn record_puzzle(
    wb: &mut XlsxWorkbook,
    k: usize,
    sheet: &str,
    range: GridRange,
    rules: &RecordedRules,
) -> Result<(), XlsxError> {
    let (er, ec) = range.end();
    wb.define_name(
        format!("{GRID_NAME}{k}"),
        &format!(
            "={}!${}${}:${}${}",
            quote_sheet(sheet),
            column_name(range.col),
            range.row + 1,
            column_name(ec),
            er + 1
        ),
    )?;
    wb.define_name(
        format!("{RULES_NAME}{k}"),
        &format!("=\"{}\"", rules.text()),
    )?;
    Ok(())
}

/// Marks `sheet` as one the tool added (solutions, a booklet, steps, candidates, answers),
/// so that `--all-sheets` passes it over whatever it is called.
pub fn mark_added(wb: &mut XlsxWorkbook, sheet: &str) -> Result<(), XlsxError> {
    // A defined name holds letters, digits and underscores: ASCII punctuation becomes `_`
    // and any other character its code point, so that `手順 1` and `候補 1` (sheets of a
    // Japanese explained copy) do not both become `__1`.
    let mut tag = String::with_capacity(sheet.len());
    for c in sheet.chars() {
        match c {
            c if c.is_ascii_alphanumeric() => tag.push(c),
            c if c.is_ascii() => tag.push('_'),
            c => tag.push_str(&format!("u{:X}", u32::from(c))),
        }
    }
    wb.define_name(
        format!("{SHEET_NAME}{tag}"),
        &format!("={}!$A$1", quote_sheet(sheet)),
    )?;
    Ok(())
}

/// Defines `names` (see [`own_names`](crate::read_recorded::own_names)) in a copy whose sheets are called `sheets`: those
/// that refer to a sheet the copy does not have under the same name are left out.
pub(crate) fn define_own_names(
    wb: &mut XlsxWorkbook,
    names: &[(String, String)],
    sheets: &[String],
) -> Result<(), XlsxError> {
    for (name, refers) in names {
        let text = refers.trim().trim_start_matches('=');
        let fits = text.starts_with('"')
            || matches!(split_sheet(text), Ok((Some(s), _)) if sheets.contains(&s));
        if fits {
            wb.define_name(name, &format!("={text}"))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_read_back_as_written() {
        for r in [
            RecordedRules::CLASSIC,
            RecordedRules {
                size: 6,
                boxes: Some((3, 2)),
                diagonal: true,
                ..RecordedRules::CLASSIC
            },
            RecordedRules {
                jigsaw: true,
                windoku: true,
                ..RecordedRules::CLASSIC
            },
            RecordedRules {
                size: 16,
                hex: true,
                ..RecordedRules::CLASSIC
            },
        ] {
            assert_eq!(RecordedRules::parse(&r.text()), Some(r), "{}", r.text());
        }
        assert_eq!(RecordedRules::parse("9x9 sideways"), None);
        assert_eq!(RecordedRules::parse("7x7"), None);
    }
}
