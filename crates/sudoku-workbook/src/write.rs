//! Solved copies: the solved grids written into a new workbook, alone or with every sheet
//! the input had carried over (see [`crate::carry`]), each grid with its status line beside
//! it and printed on one page. How the grids look is [`crate::look`]'s.

use std::path::Path;

use rust_xlsxwriter::{
    Format, FormatAlign, FormatBorder, Workbook as XlsxWorkbook, Worksheet, XlsxError,
};

use crate::address::{GridRange, MAX_COLS, MAX_ROWS};
use crate::carry::{Carried, CarriedSheet};
use crate::error::Error;
use crate::look::{classic_cells, size_cells, write_drawn, Drawn};
use crate::save;
use sudoku_core::grid::Grid;

pub use crate::look::{CELL_PIXELS, DIGIT_SIZE, GIVEN_COLOR, GIVEN_FILL, SOLVED_COLOR};

/// How far from its grid a status line may go before it becomes a note instead.
pub const STATUS_REACH: u32 = 30;

/// Where the status line of a grid goes: the first free cell just below the grid, above
/// it, right of it, left of it; then further out below and to the right, up to
/// [`STATUS_REACH`] cells away; right of the grid, only a cell whose right neighbour is
/// free, so the line can be read. `taken` says which cells must not be written. `None` when
/// every one is taken: the status then goes into a note on the grid (see
/// [`write_status`]), never nowhere.
pub fn status_cell(range: GridRange, taken: impl Fn(u32, u32) -> bool) -> Option<(u32, u32)> {
    let (end_row, end_col) = range.end();
    let mut candidates = Vec::new();
    if end_row + 1 < MAX_ROWS {
        candidates.push((end_row + 1, range.col));
    }
    if range.row > 0 {
        candidates.push((range.row - 1, range.col));
    }
    if end_col + 1 < MAX_COLS {
        candidates.push((range.row, end_col + 1));
    }
    if range.col > 0 {
        candidates.push((range.row, range.col - 1));
    }
    for k in 2..=STATUS_REACH {
        if end_row + k < MAX_ROWS {
            candidates.push((end_row + k, range.col));
        }
        if end_col + k < MAX_COLS {
            candidates.push((range.row, end_col + k));
        }
    }
    // A line right of the grid shows past its cell's width only into an empty cell: with
    // the next one taken (the counter beside a game's grid), it was cut to a few words.
    let room = |r: u32, c: u32| c <= end_col || c + 1 >= MAX_COLS || !taken(r, c + 1);
    candidates
        .into_iter()
        .find(|&(r, c)| !taken(r, c) && room(r, c))
}

/// Writes the status of the grid at `range` into the cell [`status_cell`] finds, or, when
/// every cell near the grid is the user's, as a note on the grid's top-left cell. Returns
/// the cell written, if any.
pub fn write_status(
    ws: &mut Worksheet,
    range: GridRange,
    status: &str,
    format: &Format,
    taken: impl Fn(u32, u32) -> bool,
) -> Result<Option<(u32, u32)>, XlsxError> {
    match status_cell(range, taken) {
        Some((r, c)) => {
            ws.write_string_with_format(r, c as u16, status, format)?;
            Ok(Some((r, c)))
        }
        None => {
            let note = rust_xlsxwriter::Note::new(status).set_author("sudoku-xlsx");
            ws.insert_note(range.row, range.col as u16, &note)?;
            Ok(None)
        }
    }
}

/// One grid to lay out on an output sheet.
#[derive(Debug, Clone)]
pub struct GridOutput {
    /// Where it goes.
    pub range: GridRange,
    /// The givens and the digits to show.
    pub digits: Digits,
    /// The status line, e.g. `Solved`.
    pub status: String,
    /// Cells (0-80) drawn with their own fill, e.g. a hint's cells.
    pub marks: Vec<(usize, u32)>,
}

/// The digits of a grid to draw: a classic 9x9 grid, or one of another shape.
#[derive(Debug, Clone)]
pub enum Digits {
    /// A 9x9 grid.
    Classic {
        /// The givens.
        puzzle: Grid,
        /// The digits to show: a solution, or the puzzle itself when there is none.
        shown: Grid,
    },
    /// A grid of another size or with other rules.
    Shaped(crate::shaped_look::ShapedDigits),
}

impl GridOutput {
    /// The grid's cells as they are drawn.
    pub fn cells(&self) -> Vec<Drawn> {
        match &self.digits {
            Digits::Classic { puzzle, shown } => {
                classic_cells(self.range, puzzle, shown, &self.marks)
            }
            Digits::Shaped(d) => crate::shaped_look::shaped_cells(self.range, d, &self.marks),
        }
    }

    /// True when the grid shows digits the user did not type (a solution, a hint): an
    /// edit that adds none leaves the user's formulas in the grid as they are.
    pub fn adds_digits(&self) -> bool {
        match &self.digits {
            Digits::Classic { puzzle, shown } => puzzle != shown,
            Digits::Shaped(d) => d.puzzle != d.shown,
        }
    }

    /// Draws the grid at its range.
    pub fn draw(&self, ws: &mut Worksheet) -> Result<(), XlsxError> {
        write_drawn(ws, &self.cells())
    }
}

/// One output sheet and the grids on it.
#[derive(Debug, Clone)]
pub struct SheetOutput {
    /// The sheet's name, as in the input.
    pub name: String,
    /// Its grids, in the order they were asked for.
    pub grids: Vec<GridOutput>,
}

/// Makes a sheet name acceptable to Excel: no `[]:*?/\`, at most 31 characters, not empty.
pub fn safe_sheet_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| if "[]:*?/\\".contains(c) { '_' } else { c })
        .take(31)
        .collect();
    let trimmed = cleaned.trim_matches('\'');
    if trimmed.is_empty() {
        "Sheet1".to_string()
    } else {
        trimmed.to_string()
    }
}

/// The names the sheets `names` get in an output, in order: each made acceptable to Excel
/// ([`safe_sheet_name`]) and then unique, since Excel compares names without case and two
/// input names can become one (`a/b` and `a_b`, or two long names with a common start):
/// a repeated name gets ` (2)`, ` (3)` and so on, within the 31 characters allowed.
///
/// ```
/// use sudoku_workbook::write::output_sheet_names;
///
/// let long = "A very long sheet name, longer than Excel allows";
/// let names = output_sheet_names(["a/b", "A_B", long, &format!("{long} too")]);
/// assert_eq!(names[..2], ["a_b", "A_B (2)"]);
/// assert_eq!(names[2].chars().count(), 31);
/// assert!(names[3].ends_with(" (2)") && names[3].chars().count() == 31);
/// ```
pub fn output_sheet_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut used: std::collections::HashSet<String> = std::collections::HashSet::new();
    let mut out = Vec::new();
    for name in names {
        let base = safe_sheet_name(name);
        let mut candidate = base.clone();
        let mut k = 2;
        while used.contains(&candidate.to_lowercase()) {
            let suffix = format!(" ({k})");
            let keep = 31 - suffix.chars().count();
            candidate = base.chars().take(keep).collect::<String>() + &suffix;
            k += 1;
        }
        used.insert(candidate.to_lowercase());
        out.push(candidate);
    }
    out
}

/// Builds the solved workbook: one sheet per input sheet that had grids, each grid drawn
/// at its own place with its status line, the first sheet active, each printing on one page.
///
/// ```no_run
/// use sudoku_core::{solve, Grid};
/// use sudoku_workbook::write::{save, solution_workbook, Digits, GridOutput, SheetOutput};
/// use sudoku_workbook::GridRange;
///
/// let puzzle: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse()
///         .unwrap();
/// let outcome = solve(&puzzle);
/// let grid = GridOutput {
///     range: GridRange::default(),
///     digits: Digits::Classic { puzzle, shown: *outcome.solution().unwrap() },
///     status: outcome.status_line(|i| GridRange::default().cell_name(i)),
///     marks: Vec::new(),
/// };
/// let mut book = solution_workbook(&[SheetOutput { name: "Sheet1".into(), grids: vec![grid] }])
///     .map_err(sudoku_workbook::Error::write)?;
/// save(&mut book, "solved.xlsx".as_ref(), false)?;
/// # Ok::<(), sudoku_workbook::Error>(())
/// ```
pub fn solution_workbook(sheets: &[SheetOutput]) -> Result<XlsxWorkbook, XlsxError> {
    let mut wb = XlsxWorkbook::new();
    let status_format = Format::new().set_italic().set_font_size(12.0);
    let names = output_sheet_names(sheets.iter().map(|s| s.name.as_str()));
    for (k, sheet) in sheets.iter().enumerate() {
        let ws = wb.add_worksheet();
        ws.set_name(&names[k])?;
        ws.set_screen_gridlines(false);
        let in_grid = |r: u32, c: u32| sheet.grids.iter().any(|g| g.range.contains(r, c));
        let (mut top, mut left, mut bottom, mut right) = (u32::MAX, u32::MAX, 0, 0);
        let mut used_status: Vec<(u32, u32)> = Vec::new();
        for g in &sheet.grids {
            size_cells(ws, g.range)?;
            g.draw(ws)?;
            let (er, ec) = g.range.end();
            top = top.min(g.range.row);
            left = left.min(g.range.col);
            bottom = bottom.max(er);
            right = right.max(ec);
            if let Some((r, c)) = write_status(ws, g.range, &g.status, &status_format, |r, c| {
                in_grid(r, c) || used_status.contains(&(r, c))
            })? {
                used_status.push((r, c));
                top = top.min(r);
                left = left.min(c);
                bottom = bottom.max(r);
                right = right.max(c);
            }
        }
        if !sheet.grids.is_empty() {
            ws.set_print_area(top, left as u16, bottom, right as u16)?;
        }
        ws.set_print_fit_to_pages(1, 1);
        ws.set_print_center_horizontally(true);
        if k == 0 {
            ws.set_active(true);
        }
    }
    Ok(wb)
}

/// Turns a style calamine read into the same look for rust_xlsxwriter: font, fill,
/// borders, alignment, number format.
pub fn to_format(style: &calamine::Style) -> Format {
    use calamine::{
        BorderStyle as B, FillPattern, FontStyle, FontWeight, HorizontalAlignment as H,
        UnderlineStyle, VerticalAlignment as V,
    };
    let color = |c: &calamine::Color| rust_xlsxwriter::Color::RGB(c.to_argb() & 0x00FF_FFFF);
    let mut f = Format::new();
    if let Some(font) = &style.font {
        if font.weight == FontWeight::Bold {
            f = f.set_bold();
        }
        if font.style == FontStyle::Italic {
            f = f.set_italic();
        }
        if font.underline != UnderlineStyle::None {
            f = f.set_underline(rust_xlsxwriter::FormatUnderline::Single);
        }
        if font.strikethrough {
            f = f.set_font_strikethrough();
        }
        if let Some(size) = font.size {
            f = f.set_font_size(size);
        }
        if let Some(name) = &font.name {
            f = f.set_font_name(name);
        }
        if let Some(c) = &font.color {
            f = f.set_font_color(color(c));
        }
    }
    if let Some(fill) = &style.fill {
        if fill.pattern == FillPattern::Solid {
            if let Some(c) = fill.get_color() {
                f = f.set_background_color(color(&c));
            }
        }
    }
    if let Some(b) = &style.borders {
        let kind = |s: &B| match s {
            B::None => FormatBorder::None,
            B::Thin => FormatBorder::Thin,
            B::Medium => FormatBorder::Medium,
            B::Thick => FormatBorder::Thick,
            B::Double => FormatBorder::Double,
            B::Hair => FormatBorder::Hair,
            B::Dashed => FormatBorder::Dashed,
            B::Dotted => FormatBorder::Dotted,
            B::MediumDashed => FormatBorder::MediumDashed,
            B::DashDot => FormatBorder::DashDot,
            B::MediumDashDot => FormatBorder::MediumDashDot,
            B::DashDotDot => FormatBorder::DashDotDot,
            B::MediumDashDotDot => FormatBorder::MediumDashDotDot,
            B::SlantDashDot => FormatBorder::SlantDashDot,
            _ => FormatBorder::Thin,
        };
        f = f
            .set_border_left(kind(&b.left.style))
            .set_border_right(kind(&b.right.style))
            .set_border_top(kind(&b.top.style))
            .set_border_bottom(kind(&b.bottom.style));
        for (side, border) in [(0, &b.left), (1, &b.right), (2, &b.top), (3, &b.bottom)] {
            if let Some(c) = &border.color {
                f = match side {
                    0 => f.set_border_left_color(color(c)),
                    1 => f.set_border_right_color(color(c)),
                    2 => f.set_border_top_color(color(c)),
                    _ => f.set_border_bottom_color(color(c)),
                };
            }
        }
    }
    if let Some(a) = &style.alignment {
        f = match a.horizontal {
            H::Left => f.set_align(FormatAlign::Left),
            H::Center => f.set_align(FormatAlign::Center),
            H::CenterContinuous => f.set_align(FormatAlign::CenterAcross),
            H::Right => f.set_align(FormatAlign::Right),
            H::Justify => f.set_align(FormatAlign::Justify),
            H::Distributed => f.set_align(FormatAlign::Distributed),
            H::Fill => f.set_align(FormatAlign::Fill),
            _ => f,
        };
        f = match a.vertical {
            V::Top => f.set_align(FormatAlign::Top),
            V::Center => f.set_align(FormatAlign::VerticalCenter),
            V::Justify => f.set_align(FormatAlign::VerticalJustify),
            V::Distributed => f.set_align(FormatAlign::VerticalDistributed),
            _ => f,
        };
        if a.wrap_text {
            f = f.set_text_wrap();
        }
    }
    if let Some(n) = &style.number_format {
        if !n.format_code.is_empty() && n.format_code != "General" {
            f = f.set_num_format(&n.format_code);
        }
    }
    f
}

fn default_date_format(d: &calamine::ExcelDateTime) -> &'static str {
    let v = d.as_f64();
    if d.is_duration() {
        "[h]:mm:ss"
    } else if v.fract() == 0.0 {
        "yyyy-mm-dd"
    } else if v < 1.0 {
        "hh:mm:ss"
    } else {
        "yyyy-mm-dd hh:mm:ss"
    }
}

/// Writes one cell value as the input had it: a formula with its saved result, or the
/// value; dates as date numbers (with `format` when the input styled the cell, else a
/// plain date format); error values as their text (`#N/A`). An empty value with a format
/// writes a formatted blank.
pub fn write_value(
    ws: &mut Worksheet,
    (row, col): (u32, u32),
    value: &calamine::Data,
    formula: Option<&str>,
    format: Option<&Format>,
) -> Result<(), XlsxError> {
    use calamine::Data;
    let col = col as u16;
    // Unstyled cells are written without a format: looking a format up costs a hash of
    // the whole format, which dominated carrying large sheets.
    if let Some(formula) = formula {
        let result = match value {
            Data::Empty => String::new(),
            Data::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_string(),
            Data::DateTime(d) => d.as_f64().to_string(),
            other => other.to_string(),
        };
        let f = rust_xlsxwriter::Formula::new(formula).set_result(result);
        match format {
            Some(fmt) => ws.write_formula_with_format(row, col, f, fmt)?,
            None => ws.write_formula(row, col, f)?,
        };
        return Ok(());
    }
    match (value, format) {
        (Data::Int(n), None) => ws.write_number(row, col, *n as f64)?,
        (Data::Int(n), Some(f)) => ws.write_number_with_format(row, col, *n as f64, f)?,
        (Data::Float(x), None) => ws.write_number(row, col, *x)?,
        (Data::Float(x), Some(f)) => ws.write_number_with_format(row, col, *x, f)?,
        (Data::String(s), None) => ws.write_string(row, col, s)?,
        (Data::String(s), Some(f)) => ws.write_string_with_format(row, col, s, f)?,
        (Data::Bool(b), None) => ws.write_boolean(row, col, *b)?,
        (Data::Bool(b), Some(f)) => ws.write_boolean_with_format(row, col, *b, f)?,
        (Data::DateTime(d), Some(f)) => ws.write_number_with_format(row, col, d.as_f64(), f)?,
        (Data::DateTime(d), None) => {
            let f = Format::new().set_num_format(default_date_format(d));
            ws.write_number_with_format(row, col, d.as_f64(), &f)?
        }
        (Data::DateTimeIso(s) | Data::DurationIso(s), None) => ws.write_string(row, col, s)?,
        (Data::DateTimeIso(s) | Data::DurationIso(s), Some(f)) => {
            ws.write_string_with_format(row, col, s, f)?
        }
        (Data::Error(e), None) => ws.write_string(row, col, e.to_string())?,
        (Data::Error(e), Some(f)) => ws.write_string_with_format(row, col, e.to_string(), f)?,
        (Data::Empty, Some(f)) => ws.write_blank(row, col, f)?,
        (Data::Empty, None) => ws,
    };
    Ok(())
}

/// Writes one carried sheet into `ws` under the name `name` (see
/// [`output_sheet_names`]): widths, heights, merges, cells, and the solved grids `here`
/// with their status lines in free cells.
pub fn carried_sheet(
    ws: &mut Worksheet,
    name: &str,
    sheet: &CarriedSheet,
    formats: &[Format],
    here: &[GridOutput],
) -> Result<(), XlsxError> {
    let status_format = Format::new().set_italic().set_font_size(12.0);
    ws.set_name(name)?;
    if let Some(kind) = sheet.not_cells {
        ws.write_string(
            0,
            0,
            sudoku_i18n::text(
                "sheet-not-carried",
                &[("kind", sudoku_i18n::text(kind, &[]).into())],
            ),
        )?;
    }
    let in_grid = |r: u32, c: u32| here.iter().any(|g| g.range.contains(r, c));
    for &(first, last, width, hidden) in &sheet.layout.columns {
        let last = last.min(first + 1024);
        for col in first..=last {
            if let Some(w) = width {
                // Stored widths include the cell padding that rust_xlsxwriter adds.
                ws.set_column_width(col as u16, (w - 0.71).max(0.0))?;
            }
            if hidden {
                ws.set_column_hidden(col as u16)?;
            }
        }
    }
    for &(row, height, hidden) in &sheet.layout.rows {
        if let Some(h) = height {
            ws.set_row_height(row, h)?;
        }
        if hidden {
            ws.set_row_hidden(row)?;
        }
    }
    for m in &sheet.merges {
        let overlaps = here.iter().any(|g| {
            let (er, ec) = g.range.end();
            m.start.0 <= er && m.end.0 >= g.range.row && m.start.1 <= ec && m.end.1 >= g.range.col
        });
        let single = m.start == m.end;
        if !overlaps && !single {
            let fmt = sheet
                .cells
                .iter()
                .find(|c| (c.row, c.col) == m.start)
                .and_then(|c| c.style)
                .and_then(|s| formats.get(s))
                .cloned()
                .unwrap_or_default();
            ws.merge_range(
                m.start.0,
                m.start.1 as u16,
                m.end.0,
                m.end.1 as u16,
                "",
                &fmt,
            )?;
        }
    }
    for cell in &sheet.cells {
        if in_grid(cell.row, cell.col) {
            continue;
        }
        write_value(
            ws,
            (cell.row, cell.col),
            &cell.value,
            cell.formula.as_deref(),
            cell.style.and_then(|s| formats.get(s)),
        )?;
    }
    // A cell is the user's when it holds a value or a formula, or lies under a merged
    // range (where nothing written shows). A cell that is only formatted holds nothing of
    // theirs: real workbooks frame a grid with styled empty cells, and a status that
    // avoided them had nowhere to go.
    let user_cell = |r: u32, c: u32| {
        let holds = sheet
            .cells
            .binary_search_by_key(&(r, c), |x| (x.row, x.col))
            .is_ok_and(|k| {
                let cell = &sheet.cells[k];
                cell.value != calamine::Data::Empty || cell.formula.is_some()
            });
        holds
            || sheet.merges.iter().any(|m| {
                m.start != (r, c)
                    && (m.start.0..=m.end.0).contains(&r)
                    && (m.start.1..=m.end.1).contains(&c)
            })
    };
    let mut used_status: Vec<(u32, u32)> = Vec::new();
    for g in here {
        size_cells(ws, g.range)?;
        g.draw(ws)?;
        if let Some(at) = write_status(ws, g.range, &g.status, &status_format, |r, c| {
            in_grid(r, c) || user_cell(r, c) || used_status.contains(&(r, c))
        })? {
            used_status.push(at);
        }
    }
    // One printed page only where the sheet is the grids and their status: a sheet with
    // the user's other content keeps the user's page setup.
    let only_grids = sheet.cells.iter().all(|c| {
        in_grid(c.row, c.col) || (c.value == calamine::Data::Empty && c.formula.is_none())
    });
    if !here.is_empty() && only_grids {
        ws.set_print_fit_to_pages(1, 1);
    }
    Ok(())
}

/// Builds the solved copy of a whole workbook: every sheet of `carried` in order with its
/// cells, merges, widths, heights and visibility, and the solved grids of `grids` drawn
/// over their ranges. A status line goes to the first free cell by its grid that holds
/// nothing of the user's. Sheets that are not worksheets become worksheets with a note.
pub fn carried_workbook(
    carried: &Carried,
    grids: &[SheetOutput],
) -> Result<XlsxWorkbook, XlsxError> {
    let mut wb = XlsxWorkbook::new();
    let formats: Vec<Format> = carried.styles.iter().map(to_format).collect();
    // The copy opens on the first sheet with a solved grid, where the answer is; without
    // grids, on the input's active sheet.
    let active = carried
        .sheets
        .iter()
        .position(|s| {
            !s.hidden
                && grids
                    .iter()
                    .any(|g| g.name == s.name && !g.grids.is_empty())
        })
        .unwrap_or_else(|| carried.active_sheet());
    let names = carried.output_names();
    for (k, sheet) in carried.sheets.iter().enumerate() {
        let ws = wb.add_worksheet();
        let here: &[GridOutput] = grids
            .iter()
            .find(|g| g.name == sheet.name)
            .map(|g| g.grids.as_slice())
            .unwrap_or(&[]);
        carried_sheet(ws, &names[k], sheet, &formats, here)?;
        if sheet.hidden && k != active {
            ws.set_hidden(true);
        }
        if k == active {
            ws.set_active(true);
            ws.set_selected(true);
        }
    }
    crate::recorded::define_own_names(&mut wb, &carried.names, &names)?;
    Ok(wb)
}

/// Saves `wb` to `out` through a temporary file in the same folder, so that `out` is
/// either the complete new workbook or untouched. Without `force` an existing `out` is
/// never replaced, even if it appears while saving.
pub fn save(wb: &mut XlsxWorkbook, out: &Path, force: bool) -> Result<(), Error> {
    let ty = save::workbook_content_type(out)?;
    if ty != crate::package::parts::WORKBOOK_TYPE {
        let bytes = to_bytes(wb, out)?;
        return save::save_atomic(out, force, |file| std::io::Write::write_all(file, &bytes));
    }
    // The fastest deflate level: on one-grid workbooks it cut the writer's CPU time by
    // about a fifth against the default (6), for files about a quarter larger (8 KiB
    // instead of 6.4 KiB); see BENCHMARKS.md.
    wb.set_zip_compression_level(1);
    save::save_atomic(out, force, |file| {
        // The zip writer makes many small writes; unbuffered, they were a system call each.
        let mut buffered = std::io::BufWriter::with_capacity(1 << 16, file);
        wb.save_to_writer(&mut buffered)
            .map_err(std::io::Error::other)?;
        std::io::Write::flush(&mut buffered)
    })
}

/// The bytes of `wb`'s file named `out`, packed as [`save()`] packs it: for a workbook
/// that goes somewhere other than a file (a download from the web page). Its content
/// type is the one the name asks for ([`save::workbook_content_type`]).
pub fn to_bytes(wb: &mut XlsxWorkbook, out: &Path) -> Result<Vec<u8>, Error> {
    let ty = save::workbook_content_type(out)?;
    wb.set_zip_compression_level(1);
    let bytes = wb.save_to_buffer().map_err(Error::write)?;
    if ty == crate::package::parts::WORKBOOK_TYPE {
        return Ok(bytes);
    }
    retyped(&bytes, ty).map_err(Error::write)
}

/// A workbook written by rust_xlsxwriter (its workbook part `xl/workbook.xml`, of the
/// plain type) with that part's content type set to `ty`; every other part is copied as
/// it is packed.
fn retyped(bytes: &[u8], ty: &str) -> Result<Vec<u8>, String> {
    use crate::package::parts;
    let err = |e: zip::result::ZipError| e.to_string();
    let mut zin = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(err)?;
    let mut zout = zip::ZipWriter::new(std::io::Cursor::new(Vec::with_capacity(bytes.len())));
    for i in 0..zin.len() {
        let name = zin
            .by_index_raw(i)
            .map_err(err)?
            .name()
            .map_err(err)?
            .into_owned();
        if name == "[Content_Types].xml" {
            let types = parts::read_text(&mut zin, &name).ok_or("no content types")?;
            let types = parts::set_override(&types, "xl/workbook.xml", ty);
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            zout.start_file(name.as_str(), options).map_err(err)?;
            std::io::Write::write_all(&mut zout, types.as_bytes()).map_err(|e| e.to_string())?;
        } else {
            zout.raw_copy_file(zin.by_index_raw(i).map_err(err)?)
                .map_err(err)?;
        }
    }
    Ok(zout.finish().map_err(err)?.into_inner())
}

// Here rather than in carry.rs: a copy's sheet names are the copy writer's to decide.
impl Carried {
    /// The names its sheets get in a copy, in order ([`output_sheet_names`]).
    pub fn output_names(&self) -> Vec<String> {
        output_sheet_names(self.sheets.iter().map(|s| s.name.as_str()))
    }

    /// Each sheet whose name has to change in a copy, with the name it gets there.
    pub fn renamed(&self) -> Vec<(String, String)> {
        self.sheets
            .iter()
            .zip(self.output_names())
            .filter(|(s, out)| s.name != *out)
            .map(|(s, out)| (s.name.clone(), out))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_goes_to_a_free_cell() {
        let a = GridRange::at(0, 0);
        assert_eq!(status_cell(a, |_, _| false), Some((9, 0)));
        let b = GridRange::at(9, 0);
        // Below A1:I9 is taken by a second grid at A10:I18; nothing above; so the right.
        assert_eq!(status_cell(a, |r, c| b.contains(r, c)), Some((0, 9)));
        let bottom = GridRange::at(MAX_ROWS - 9, 3);
        assert_eq!(status_cell(bottom, |_, _| false), Some((MAX_ROWS - 10, 3)));
        // All four neighbours taken: further down, then further right.
        let near = |r: u32, c: u32| (r, c) == (9, 0) || (r, c) == (0, 9);
        assert_eq!(status_cell(a, near), Some((10, 0)));
        let column_taken = |r: u32, c: u32| c == 0 || (r, c) == (0, 9);
        assert_eq!(status_cell(a, column_taken), Some((0, 10)));
        assert_eq!(status_cell(a, |_, _| true), None);
        // Right of the grid only with room to show: not beside the counter of a game.
        let game = |r: u32, c: u32| (r, c) == (9, 0) || (r, c) == (0, 10);
        assert_eq!(status_cell(a, game), Some((10, 0)));
    }

    #[test]
    fn sheet_names_are_made_safe() {
        assert_eq!(safe_sheet_name("Week 12"), "Week 12");
        assert_eq!(safe_sheet_name("a/b:c"), "a_b_c");
        assert_eq!(safe_sheet_name(""), "Sheet1");
        assert_eq!(safe_sheet_name(&"x".repeat(40)).len(), 31);
    }

    use crate::test_support::{CLASSIC, SOLVED};

    fn grid_output(range: GridRange) -> GridOutput {
        GridOutput {
            range,
            digits: Digits::Classic {
                puzzle: CLASSIC.parse().unwrap(),
                shown: SOLVED.parse().unwrap(),
            },
            status: "Solved".into(),
            marks: Vec::new(),
        }
    }

    /// Reads back the digits of `range` on `sheet` as an 81-character line.
    fn read_back(book: &mut crate::Workbook, sheet: &str, range: GridRange) -> String {
        book.read_grid(sheet, range).unwrap().to_string()
    }

    #[test]
    fn solved_grids_are_written_where_they_were_with_their_status() {
        let at = GridRange::at(5, 1);
        let mut wb = solution_workbook(&[SheetOutput {
            name: "Week/12".into(),
            grids: vec![grid_output(at)],
        }])
        .unwrap();
        let mut back = crate::Workbook::from_bytes(wb.save_to_buffer().unwrap()).unwrap();
        assert_eq!(back.find_sheet(None).unwrap(), "Week_12");
        assert_eq!(read_back(&mut back, "Week_12", at), SOLVED);
        let mut status = Vec::new();
        back.for_each_cell("Week_12", None, &mut |r, c, v, _| {
            if !at.contains(r, c) {
                status.push((r, c, v.to_string()));
            }
            true
        })
        .unwrap();
        assert_eq!(
            status,
            [(14, 1, "Solved".to_string())],
            "just below the grid"
        );
    }

    #[test]
    fn carried_copies_keep_the_users_cells_and_a_visible_active_sheet() {
        let mut x = XlsxWorkbook::new();
        let notes = x.add_worksheet();
        notes.set_name("Notes").unwrap();
        notes.write_string(0, 0, "keep me").unwrap();
        let puzzle = x.add_worksheet();
        puzzle.set_name("Puzzle").unwrap();
        puzzle.write_string(9, 0, "my note under the grid").unwrap();
        let mut input = crate::Workbook::from_bytes(x.save_to_buffer().unwrap()).unwrap();
        let mut carried = input.carry().unwrap();
        // A hidden active sheet cannot stay active: the first visible one is.
        carried.active = 0;
        carried.sheets[0].hidden = true;
        assert_eq!(carried.active_sheet(), 1);
        carried.sheets[0].hidden = false;
        let mut out = carried_workbook(
            &carried,
            &[SheetOutput {
                name: "Puzzle".into(),
                grids: vec![grid_output(GridRange::default())],
            }],
        )
        .unwrap();
        let mut back = crate::Workbook::from_bytes(out.save_to_buffer().unwrap()).unwrap();
        let names: Vec<String> = back.sheets().into_iter().map(|s| s.name).collect();
        assert_eq!(names, ["Notes", "Puzzle"]);
        assert_eq!(read_back(&mut back, "Puzzle", GridRange::default()), SOLVED);
        let mut cells = Vec::new();
        back.for_each_cell("Puzzle", None, &mut |r, c, v, _| {
            if r >= 9 {
                cells.push((r, c, v.to_string()));
            }
            true
        })
        .unwrap();
        // The note below the grid is the user's: the status goes to the right instead.
        assert_eq!(cells, [(9, 0, "my note under the grid".to_string())]);
        let mut right = None;
        back.for_each_cell("Puzzle", Some(0), &mut |r, c, v, _| {
            if (r, c) == (0, 9) {
                right = Some(v.to_string());
            }
            true
        })
        .unwrap();
        assert_eq!(right.as_deref(), Some("Solved"));
    }

    /// Carries `x` and writes the classic solution at `at` over it; the copy's bytes.
    fn carried_copy(x: &mut XlsxWorkbook, at: GridRange) -> Vec<u8> {
        let mut input = crate::Workbook::from_bytes(x.save_to_buffer().unwrap()).unwrap();
        let carried = input.carry().unwrap();
        let name = carried.sheets[0].name.clone();
        let mut out = carried_workbook(
            &carried,
            &[SheetOutput {
                name,
                grids: vec![grid_output(at)],
            }],
        )
        .unwrap();
        out.save_to_buffer().unwrap()
    }

    #[test]
    fn a_status_goes_into_formatted_empty_cells_or_a_note_but_never_nowhere() {
        let at = GridRange::at(1, 0);
        // A styled frame round the grid, a merged title above, instructions to the right.
        let mut x = XlsxWorkbook::new();
        let ws = x.add_worksheet();
        let framed = Format::new().set_background_color("#FFFF00");
        ws.merge_range(0, 0, 0, 8, "Today's puzzle", &Format::new())
            .unwrap();
        ws.write_string(1, 9, "Fill in the grid").unwrap();
        for c in 0..10u16 {
            ws.write_blank(10, c, &framed).unwrap();
        }
        let bytes = carried_copy(&mut x, at);
        let mut back = crate::Workbook::from_bytes(bytes).unwrap();
        let mut below = None;
        back.for_each_cell("Sheet1", None, &mut |r, c, v, _| {
            if (r, c) == (10, 0) {
                below = Some(v.to_string());
            }
            true
        })
        .unwrap();
        assert_eq!(below.as_deref(), Some("Solved"));

        // Every cell within reach holds the user's text: the status becomes a note.
        let mut x = XlsxWorkbook::new();
        let ws = x.add_worksheet();
        for r in 0..60u32 {
            for c in 0..40u16 {
                if !at.contains(r, c as u32) {
                    ws.write_string(r, c, "mine").unwrap();
                }
            }
        }
        let bytes = carried_copy(&mut x, at);
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut note = String::new();
        std::io::Read::read_to_string(&mut zip.by_name("xl/comments1.xml").unwrap(), &mut note)
            .unwrap();
        assert!(note.contains("Solved"), "{note}");
    }

    use crate::test_support::part;

    #[test]
    fn copies_open_on_the_grid_and_print_as_the_user_set_them() {
        // A cover sheet first (active in the input), the grid on the second with a note
        // of the user's beside it.
        let mut x = XlsxWorkbook::new();
        x.add_worksheet().set_name("Cover").unwrap();
        let ws = x.add_worksheet();
        ws.set_name("Puzzle").unwrap();
        ws.write_string(0, 12, "my notes").unwrap();
        let mut input = crate::Workbook::from_bytes(x.save_to_buffer().unwrap()).unwrap();
        let carried = input.carry().unwrap();
        let grids = [SheetOutput {
            name: "Puzzle".into(),
            grids: vec![grid_output(GridRange::default())],
        }];
        let bytes = carried_workbook(&carried, &grids)
            .unwrap()
            .save_to_buffer()
            .unwrap();
        assert!(part(&bytes, "xl/workbook.xml").contains("activeTab=\"1\""));
        // The user's notes are on the sheet: no squeezing it onto one page.
        assert!(!part(&bytes, "xl/worksheets/sheet2.xml").contains("fitToPage"));

        // A sheet with nothing but the grid prints on one page.
        let mut x = XlsxWorkbook::new();
        x.add_worksheet().set_name("Puzzle").unwrap();
        let mut input = crate::Workbook::from_bytes(x.save_to_buffer().unwrap()).unwrap();
        let carried = input.carry().unwrap();
        let bytes = carried_workbook(&carried, &grids)
            .unwrap()
            .save_to_buffer()
            .unwrap();
        assert!(part(&bytes, "xl/worksheets/sheet1.xml").contains("fitToPage=\"1\""));
    }
}
