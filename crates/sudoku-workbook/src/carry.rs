//! Everything of the input workbook that the solved copy keeps: every sheet in order with
//! its cells (values, formulas with their saved results, styles where calamine reads them),
//! merged ranges, column widths, row heights, hidden sheets and the active sheet, each value
//! fitted to what a worksheet cell can hold ([`fit_cell`]).

use std::collections::HashMap;

use calamine::{Data, Dimensions, Reader, Sheets, Style};

use crate::address::{MAX_COLS, MAX_ROWS};
use crate::error::Error;
use crate::panic_guard as guard;
use crate::read::{to_owned, FileFormat, Workbook};
use crate::xlsx_layout::{self as layout, SheetLayout};

/// One cell to carry over.
#[derive(Debug, Clone, PartialEq)]
pub struct CarriedCell {
    /// Zero-based row.
    pub row: u32,
    /// Zero-based column.
    pub col: u32,
    /// The value, or the formula's saved result.
    pub value: Data,
    /// The formula, without its `=`.
    pub formula: Option<String>,
    /// Index into [`Carried::styles`].
    pub style: Option<usize>,
}

/// One sheet to carry over.
#[derive(Debug, Clone, Default)]
pub struct CarriedSheet {
    /// Its name.
    pub name: String,
    /// `None` for a worksheet; otherwise what it is ("chart sheet", ...), which cannot be
    /// carried.
    pub not_cells: Option<&'static str>,
    /// Hidden in the input.
    pub hidden: bool,
    /// Its cells in row order.
    pub cells: Vec<CarriedCell>,
    /// Its merged ranges.
    pub merges: Vec<Dimensions>,
    /// Column widths, row heights.
    pub layout: SheetLayout,
}

/// The whole input workbook, as far as it is carried.
#[derive(Debug, Clone, Default)]
pub struct Carried {
    /// Every sheet, in order.
    pub sheets: Vec<CarriedSheet>,
    /// The cell styles the cells refer to.
    pub styles: Vec<Style>,
    /// Zero-based position of the active sheet.
    pub active: usize,
    /// What the input has that the copy leaves out, in words.
    pub not_carried: Vec<&'static str>,
    /// Cells that a worksheet cannot hold as they are, cut or left out, each with its
    /// place (see [`fit_cell`]).
    pub cut: Vec<String>,
    /// The defined names the tool itself wrote (`SudokuGivens1`, `SudokuRules1`,
    /// `SudokuSheet_Solutions`, ...; see [`crate::recorded`]), with what they refer to,
    /// so that a copy of a workbook the tool made is still read under its own rules.
    pub names: Vec<(String, String)>,
}

/// Most sheet data, unpacked, that a whole-workbook copy carries. Carrying holds every
/// cell with its style and formula, about 13 bytes of memory for each byte of sheet XML
/// (20 sheets of 16 MiB took 4.15 GiB), so 64 MiB keeps one copy under about 1 GiB.
/// Puzzle lists stream and are not counted; `--grid-only` carries nothing.
pub const MAX_CARRIED_SHEET_BYTES: u64 = 64 << 20;

/// What an OpenDocument package holds that a rebuilt copy leaves out, by its parts:
/// pictures, charts and other objects, and macros.
fn ods_not_carried<R: std::io::Read + std::io::Seek>(package: R) -> Vec<&'static str> {
    let Ok(zip) = zip::ZipArchive::new(package) else {
        return Vec::new();
    };
    let names: Vec<String> = zip
        .file_names()
        .filter_map(|n| n.ok().map(|n| n.to_string()))
        .collect();
    let mut out = Vec::new();
    for (prefix, what) in [
        ("Pictures/", "lost-images"),
        ("Object ", "lost-charts"),
        ("Basic/", "lost-macros"),
        ("Scripts/", "lost-macros"),
    ] {
        if names.iter().any(|n| n.starts_with(prefix)) && !out.contains(&what) {
            out.push(what);
        }
    }
    out
}

impl Workbook {
    /// Reads everything of this workbook that a solved copy keeps.
    pub fn carry(&mut self) -> Result<Carried, Error> {
        self.carry_except(&[])
    }

    /// Like [`Workbook::carry`], but the sheets named in `skip` are listed without their
    /// content (a puzzle list that is streamed separately).
    pub fn carry_except(&mut self, skip: &[String]) -> Result<Carried, Error> {
        let format = self.format();
        // An xlsb package keeps its charts, pictures and macros in the parts an xlsx does.
        let layout = if matches!(format, FileFormat::Xlsx | FileFormat::Xlsb) {
            self.reader().map(layout::read_from).unwrap_or_default()
        } else {
            layout::WorkbookLayout::default()
        };
        let mut out = Carried {
            active: layout.active,
            not_carried: layout.not_carried.clone(),
            ..Carried::default()
        };
        if format == FileFormat::Ods {
            out.not_carried
                .extend(self.reader().map(ods_not_carried).unwrap_or_default());
        }
        if format != FileFormat::Xlsx && self.sheets_mut().vba_project().ok().flatten().is_some() {
            out.not_carried.push("lost-macros");
        }
        // Checked before a cell is read: past this, memory and not the user's patience
        // is what runs out.
        let carried_bytes: u64 = match format {
            FileFormat::Xlsx => self
                .sheets()
                .iter()
                .filter(|s| !skip.contains(&s.name))
                .filter_map(|s| layout.sheets.get(&s.name))
                .map(|l| l.part_size)
                .sum(),
            FileFormat::Xlsb => self.reader().map(xlsb_sheet_bytes).unwrap_or(0),
            // Their sheets are already in memory, within the limits checked at open.
            FileFormat::Xls | FileFormat::Ods => 0,
        };
        if carried_bytes > MAX_CARRIED_SHEET_BYTES {
            return Err(Error::TooMuchToCarry {
                bytes: carried_bytes,
                limit: MAX_CARRIED_SHEET_BYTES,
            });
        }
        // Style ids are the workbook's, so one map serves every sheet and each distinct
        // style is looked at once.
        let mut style_ids: HashMap<usize, Option<usize>> = HashMap::new();
        for info in self.sheets() {
            let mut sheet = CarriedSheet {
                name: info.name.clone(),
                not_cells: info.not_cells,
                hidden: info.hidden,
                layout: layout.sheets.get(&info.name).cloned().unwrap_or_default(),
                ..CarriedSheet::default()
            };
            if let Some(kind) = info.not_cells {
                let what = match kind {
                    "sheet-chart" => "lost-chart-sheets",
                    _ => "lost-macro-sheets",
                };
                if !out.not_carried.contains(&what) {
                    out.not_carried.push(what);
                }
            } else if !skip.contains(&info.name) {
                self.carry_sheet(&info.name, &mut sheet, &mut out.styles, &mut style_ids)
                    .map_err(|e| match e {
                        Error::Damaged { .. } | Error::Read { .. } => e,
                        other => Error::damaged(other),
                    })?;
                let name = &sheet.name;
                sheet.cells.retain_mut(|cell| {
                    match fit_cell(name, cell.row, cell.col, &mut cell.value, &mut cell.formula) {
                        Fit::Fits => true,
                        Fit::Cut(note) => {
                            out.cut.push(note);
                            true
                        }
                        Fit::Dropped(note) => {
                            out.cut.push(note);
                            false
                        }
                    }
                });
                sheet
                    .merges
                    .retain(|m| m.end.0 < MAX_ROWS && m.end.1 < MAX_COLS);
            }
            out.sheets.push(sheet);
        }
        out.names = crate::read_recorded::own_names(self);
        Ok(out)
    }

    fn carry_sheet(
        &mut self,
        name: &str,
        sheet: &mut CarriedSheet,
        styles: &mut Vec<Style>,
        style_ids: &mut HashMap<usize, Option<usize>>,
    ) -> Result<(), Error> {
        let cells = &mut sheet.cells;
        let merges = &mut sheet.merges;
        let layout_merges = &sheet.layout.merges;
        guard::catch(|| -> Result<(), String> {
            match self.sheets_mut() {
                Sheets::Xlsx(x) => {
                    let mut r = x.worksheet_cells_reader(name).map_err(|e| e.to_string())?;
                    while let Some(c) = r.next_cell_with_formula().map_err(|e| e.to_string())? {
                        let value = to_owned(&c.value);
                        if value == Data::Empty && c.formula.is_none() {
                            continue;
                        }
                        cells.push(CarriedCell {
                            row: c.pos.0,
                            col: c.pos.1,
                            value,
                            formula: c.formula.filter(|f| !f.is_empty()),
                            style: None,
                        });
                    }
                    drop(r);
                    // Styles come in a second pass: the first reader cannot give both.
                    let mut r = x.worksheet_cells_reader(name).map_err(|e| e.to_string())?;
                    let table: Vec<Style> = r.styles().to_vec();
                    // Both passes come in sheet order, so the styles are matched to the
                    // cells by walking the two in step.
                    let mut at = 0;
                    let mut styled_blanks = Vec::new();
                    while let Some((row, col, id)) = r.next_style_id().map_err(|e| e.to_string())? {
                        // Searching the styles kept so far for an equal one made 200,000
                        // distinct styles take 131 s; the id already says which is which.
                        let style = *style_ids.entry(id).or_insert_with(|| {
                            let s = table.get(id)?;
                            if s.is_empty() {
                                return None;
                            }
                            styles.push(s.clone());
                            Some(styles.len() - 1)
                        });
                        let Some(style) = style else { continue };
                        while at < cells.len() && (cells[at].row, cells[at].col) < (row, col) {
                            at += 1;
                        }
                        match cells.get_mut(at) {
                            Some(c) if (c.row, c.col) == (row, col) => c.style = Some(style),
                            _ => styled_blanks.push(CarriedCell {
                                row,
                                col,
                                value: Data::Empty,
                                formula: None,
                                style: Some(style),
                            }),
                        }
                    }
                    cells.extend(styled_blanks);
                    // Merged ranges came with the layout, read in one pass with widths.
                    *merges = layout_merges
                        .iter()
                        .map(|&(start, end)| Dimensions { start, end })
                        .collect();
                }
                Sheets::Xlsb(x) => {
                    // Streamed: the dense range of a sheet with one cell at XFD1048576
                    // asked for 512 GiB.
                    let mut r = x.worksheet_cells_reader(name).map_err(|e| e.to_string())?;
                    while let Some(c) = r.next_cell().map_err(|e| e.to_string())? {
                        let value = to_owned(c.get_value());
                        if value == Data::Empty {
                            continue;
                        }
                        let (row, col) = c.get_position();
                        cells.push(CarriedCell {
                            row,
                            col,
                            value,
                            formula: None,
                            style: None,
                        });
                    }
                }
                other => {
                    let values = other.worksheet_range(name).map_err(|e| e.to_string())?;
                    let formulas = other.worksheet_formula(name).ok();
                    let (r0, c0) = values.start().unwrap_or((0, 0));
                    for (r, c, v) in values.used_cells() {
                        let (row, col) = (r0 + r as u32, c0 + c as u32);
                        let formula = formulas
                            .as_ref()
                            .and_then(|f| f.get_value((row, col)))
                            .filter(|f| !f.is_empty())
                            .cloned();
                        cells.push(CarriedCell {
                            row,
                            col,
                            value: v.clone(),
                            formula,
                            style: None,
                        });
                    }
                    if let Sheets::Xls(x) = other {
                        *merges = x
                            .merge_cells_by_sheet_name(name)
                            .map_err(|e| e.to_string())?;
                    }
                }
            }
            Ok(())
        })
        .map_err(Error::damaged)?
        .map_err(Error::damaged)?;
        sheet.cells.sort_by_key(|c| (c.row, c.col));
        Ok(())
    }
}

/// The unpacked size of the worksheet parts of an xlsb package.
fn xlsb_sheet_bytes<R: std::io::Read + std::io::Seek>(package: R) -> u64 {
    let Ok(zip) = zip::ZipArchive::new(package) else {
        return 0;
    };
    (0..zip.len())
        .filter_map(|i| zip.by_index_data(i).ok())
        .filter(|e| {
            e.name()
                .is_ok_and(|n| n.to_ascii_lowercase().starts_with("xl/worksheets/"))
        })
        .map(|e| e.size())
        .sum()
}

impl Carried {
    /// The sheet the copy opens on: the input's active sheet, or the first visible sheet
    /// when that one is hidden (a hidden sheet cannot be active).
    pub fn active_sheet(&self) -> usize {
        let active = self.active.min(self.sheets.len().saturating_sub(1));
        if self.sheets.get(active).is_some_and(|s| s.hidden) {
            self.sheets.iter().position(|s| !s.hidden).unwrap_or(0)
        } else {
            active
        }
    }

    /// What the input has that the solved copy does not carry, in words (`the input has
    /// charts and images, which the solved copy does not carry`), or `None` when
    /// everything is carried.
    pub fn not_carried_text(&self) -> Option<String> {
        if self.not_carried.is_empty() {
            return None;
        }
        let words: Vec<String> = self.not_carried.iter().map(|id| tr_id(id)).collect();
        let list = sudoku_i18n::list_in(sudoku_i18n::current(), &words, sudoku_i18n::Join::And);
        Some(sudoku_i18n::tr!("note-not-carried", list = list))
    }
}

/// Most characters a cell's text may have in Excel (and in rust_xlsxwriter).
pub const MAX_TEXT: usize = 32_767;

/// What [`fit_cell`] did to a cell that a worksheet could not hold as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fit {
    /// Nothing: it fits.
    Fits,
    /// Its text was cut to [`MAX_TEXT`] characters (or its formula dropped for its saved
    /// value); the note says so, with the cell.
    Cut(String),
    /// It lies beyond the last row or column a worksheet has, and is left out; the note
    /// says so, with the cell.
    Dropped(String),
}

/// Fits one input cell to what an Excel worksheet holds: a cell beyond row 1,048,576 or
/// column XFD is dropped, a text over 32,767 characters cut, and a formula over 8,192
/// characters replaced by its saved value, so that one odd cell never costs the whole
/// copy. The notes name the cell as `'Sheet'!B3`.
///
/// ```
/// use calamine::Data;
/// use sudoku_workbook::carry::{fit_cell, Fit};
///
/// let mut v = Data::String("x".repeat(40_000));
/// assert!(matches!(fit_cell("S", 2, 1, &mut v, &mut None), Fit::Cut(n) if n.starts_with("S!B3: ")));
/// assert!(matches!(fit_cell("S", 2_000_000, 0, &mut v, &mut None), Fit::Dropped(_)));
/// ```
pub fn fit_cell(
    sheet: &str,
    row: u32,
    col: u32,
    value: &mut calamine::Data,
    formula: &mut Option<String>,
) -> Fit {
    const MAX_FORMULA: usize = 8_192;
    let place = || {
        format!(
            "{}!{}",
            crate::address::printable(&crate::address::quote_sheet(sheet)),
            crate::address::cell_name(row.min(u32::MAX - 1), col)
        )
    };
    if row >= MAX_ROWS || col >= MAX_COLS {
        return Fit::Dropped(sudoku_i18n::tr!("note-cell-dropped", cell = place()));
    }
    let mut notes = Vec::new();
    if formula
        .as_ref()
        .is_some_and(|f| f.chars().count() > MAX_FORMULA)
    {
        *formula = None;
        notes.push(tr_id("note-formula-cut"));
    }
    if let calamine::Data::String(s) = value {
        if s.chars().count() > MAX_TEXT {
            *s = s.chars().take(MAX_TEXT).collect();
            notes.push(tr_id("note-text-cut"));
        }
    }
    if notes.is_empty() {
        Fit::Fits
    } else {
        Fit::Cut(sudoku_i18n::tr!(
            "note-cell-cut",
            cell = place(),
            what = notes.join("; ")
        ))
    }
}

/// A message without arguments, in the run's language.
fn tr_id(id: &str) -> String {
    sudoku_i18n::text(id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ods_package_says_what_a_rebuilt_copy_leaves_out() {
        let mut bytes = std::io::Cursor::new(Vec::new());
        let mut z = zip::ZipWriter::new(&mut bytes);
        for name in [
            "content.xml",
            "Pictures/1.png",
            "Object 1/content.xml",
            "Basic/Standard/Module1.xml",
        ] {
            z.start_file(name, zip::write::SimpleFileOptions::default())
                .unwrap();
        }
        z.finish().unwrap();
        bytes.set_position(0);
        assert_eq!(
            ods_not_carried(bytes),
            ["lost-images", "lost-charts", "lost-macros"]
        );
        let mut plain = std::io::Cursor::new(Vec::new());
        let mut z = zip::ZipWriter::new(&mut plain);
        z.start_file("content.xml", zip::write::SimpleFileOptions::default())
            .unwrap();
        z.finish().unwrap();
        plain.set_position(0);
        assert!(ods_not_carried(plain).is_empty());
    }
}
