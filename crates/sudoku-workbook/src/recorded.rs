//! What the tool records about the workbooks it writes, so that it can read them back
//! under their own rules: each puzzle's grid and rules (`SudokuGrid<k>`, `SudokuRules<k>`,
//! beside the givens of `SudokuGivens<k>` and the jigsaw layout of `SudokuRegions<k>`),
//! and the sheets it added that hold no puzzle to read (`SudokuSheet_<name>`: Solutions,
//! Booklet, Steps, Candidates, the answers).
//!
//! Defined names rather than sheet titles: Excel and LibreOffice keep them when the player
//! saves, and a name that refers to cells follows its sheet when the sheet is renamed.

use calamine::Reader;
use rust_xlsxwriter::{Workbook as XlsxWorkbook, XlsxError};
use sudoku_core::general::Shape;

use crate::address::{column_name, quote_sheet, split_sheet, GridRange, RangeSpec};
use crate::general::SymbolStyle;
use crate::read::Workbook;

/// The defined names that give each puzzle's grid: `SudokuGrid1` refers to `'Puzzle
/// 1'!$A$1:$I$9`.
pub const GRID_NAME: &str = "SudokuGrid";

/// The defined names that give each puzzle's rules, as text: `SudokuRules1` is
/// `"9x9 diagonal"` (see [`RecordedRules`]).
pub const RULES_NAME: &str = "SudokuRules";

/// The prefix of the defined names that mark a sheet the tool added:
/// `SudokuSheet_Solutions` refers to `Solutions!$A$1`.
pub const SHEET_NAME: &str = "SudokuSheet_";

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
    let tag: String = sheet
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    wb.define_name(
        format!("{SHEET_NAME}{tag}"),
        &format!("={}!$A$1", quote_sheet(sheet)),
    )?;
    Ok(())
}

/// The defined names of the workbook whose name starts with `prefix` (any case), with
/// what they refer to.
fn names_with(wb: &mut Workbook, prefix: &str) -> Vec<(String, String)> {
    let prefix = prefix.to_ascii_lowercase();
    wb.sheets_mut()
        .defined_names()
        .iter()
        .filter(|(n, _)| n.to_ascii_lowercase().starts_with(&prefix))
        .cloned()
        .collect()
}

/// The defined names the tool wrote into this workbook (their names start with `Sudoku`),
/// for a copy to keep.
pub(crate) fn own_names(wb: &mut Workbook) -> Vec<(String, String)> {
    names_with(wb, "Sudoku")
}

/// Defines `names` (see [`own_names`]) in a copy whose sheets are called `sheets`: those
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

impl Workbook {
    /// The sheets the tool added to this workbook when it wrote it (marked by
    /// [`mark_added`]), which hold no puzzle to read.
    pub fn added_sheets(&mut self) -> Vec<String> {
        names_with(self, SHEET_NAME)
            .into_iter()
            .filter_map(|(_, refers)| {
                let (sheet, _) = split_sheet(refers.trim().trim_start_matches('=')).ok()?;
                sheet
            })
            .collect()
    }

    /// Every puzzle whose grid and rules the workbook records (see [`record_puzzle`]),
    /// on sheets that are still there.
    pub fn recorded_grids(&mut self) -> Vec<Recorded> {
        let mut all: Vec<Recorded> = self
            .recorded_by_sheet()
            .values()
            .flatten()
            .cloned()
            .collect();
        all.sort_by(|a, b| {
            (&a.sheet, a.range.row, a.range.col).cmp(&(&b.sheet, b.range.row, b.range.col))
        });
        all
    }

    /// The puzzle the workbook records at `range` on `sheet`, if any.
    pub fn recorded_at(&mut self, sheet: &str, range: GridRange) -> Option<Recorded> {
        self.recorded_by_sheet()
            .get(sheet)?
            .iter()
            .find(|r| r.range == range)
            .cloned()
    }

    /// The recorded puzzles by sheet, read once: commands ask for every grid they read.
    fn recorded_by_sheet(&mut self) -> &BySheet {
        if self.recorded.get().is_none() {
            let mut by = BySheet::new();
            for r in self.read_recorded() {
                by.entry(r.sheet.clone()).or_default().push(r);
            }
            let _ = self.recorded.set(by);
        }
        self.recorded.get().expect("set above")
    }

    fn read_recorded(&mut self) -> Vec<Recorded> {
        let sheets: std::collections::HashSet<String> =
            self.sheets().into_iter().map(|s| s.name).collect();
        let rules: std::collections::HashMap<String, String> = names_with(self, RULES_NAME)
            .into_iter()
            .map(|(n, v)| (n[RULES_NAME.len()..].to_ascii_lowercase(), v))
            .collect();
        let mut out = Vec::new();
        for (name, grid_refers) in names_with(self, GRID_NAME) {
            let k = &name[GRID_NAME.len()..];
            let Some(text) = rules.get(&k.to_ascii_lowercase()) else {
                continue;
            };
            let Some(r) =
                RecordedRules::parse(text.trim().trim_start_matches('=').trim_matches('"'))
            else {
                continue;
            };
            let Ok((sheet, cells)) = split_sheet(grid_refers.trim().trim_start_matches('=')) else {
                continue;
            };
            let (Some(sheet), Ok(range)) = (sheet, GridRange::parse(cells)) else {
                continue;
            };
            if range.size != r.size || !sheets.contains(&sheet) {
                continue;
            }
            out.push(Recorded {
                sheet,
                range,
                rules: r,
                regions: r
                    .jigsaw
                    .then(|| RangeSpec::Name(format!("{}{k}", crate::write::REGIONS_NAME))),
            });
        }
        out
    }
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
