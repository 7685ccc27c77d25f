//! Writing solved grids into a new workbook, and the one place that decides how a grid
//! looks on a sheet: givens bold on a light fill, solved digits in blue, 3x3 boxes drawn
//! with heavy lines, square centred cells, a status line beside the grid, one printed page.

use std::path::Path;

use rust_xlsxwriter::{
    Format, FormatAlign, FormatBorder, Workbook as XlsxWorkbook, Worksheet, XlsxError,
};

use crate::address::{GridRange, MAX_COLS, MAX_ROWS};
use crate::carry::{Carried, CarriedSheet};
use crate::error::Error;
use crate::look::{Drawn, Look, Shown};
use crate::save;
use sudoku_core::grid::{Grid, CELLS};

pub use crate::look::{CELL_PIXELS, DIGIT_SIZE, GIVEN_COLOR, GIVEN_FILL, SOLVED_COLOR};

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
/// use sudoku_workbook::write::{fit_cell, Fit};
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
        return Fit::Dropped(format!(
            "{}: beyond the last row or column a sheet has, left out",
            place()
        ));
    }
    let mut notes = Vec::new();
    if formula
        .as_ref()
        .is_some_and(|f| f.chars().count() > MAX_FORMULA)
    {
        *formula = None;
        notes.push("a formula over 8,192 characters was replaced by its saved value");
    }
    if let calamine::Data::String(s) = value {
        if s.chars().count() > MAX_TEXT {
            *s = s.chars().take(MAX_TEXT).collect();
            notes.push("a text over 32,767 characters was cut to that length");
        }
    }
    if notes.is_empty() {
        Fit::Fits
    } else {
        Fit::Cut(format!("{}: {}", place(), notes.join("; ")))
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
    Shaped(crate::general::ShapedDigits),
}

impl GridOutput {
    /// The grid's cells as they are drawn.
    pub fn cells(&self) -> Vec<Drawn> {
        match &self.digits {
            Digits::Classic { puzzle, shown } => {
                classic_cells(self.range, puzzle, shown, &self.marks)
            }
            Digits::Shaped(d) => crate::general::shaped_cells(self.range, d, &self.marks),
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
            format!("This was a {kind} in the input; sudoku-xlsx does not carry {kind}s."),
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

/// One generated puzzle to lay out.
#[derive(Debug, Clone)]
pub struct PuzzleSheet {
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// The lines printed under the grid, e.g. `Level: hard`.
    pub caption: Vec<String>,
    /// What the player need not see but the maker may want (score, seed), kept in the
    /// workbook's document properties, not on the sheet.
    pub details: String,
}

/// How a workbook of puzzles is laid out for handing out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Handout {
    /// Printed in the page header above each puzzle (and each page of solutions).
    pub title: Option<String>,
    /// Whether the workbook ends with a Solutions sheet.
    pub solutions: bool,
    /// Whether a very hidden sheet holds the answers, so that a typed digit that differs
    /// from its answer turns orange.
    pub check_answers: bool,
    /// With `Some(n)`, a Booklet sheet prints the puzzles `n` (1, 2, 4 or 6) to a page.
    pub per_page: Option<u8>,
    /// The paper every sheet prints on.
    pub paper: crate::booklet::Paper,
}

/// `text` for a page header or footer: `&` is the codes' escape character, so doubled.
/// A text too long for a header is shortened (see [`header_with`]).
fn header_text(text: &str) -> String {
    header_with(text, "")
}

/// Excel's limit on a page header, in UTF-16 units with its codes: a longer one is
/// dropped, leaving the page with no header at all.
const HEADER_MAX: usize = 255;

/// The codes every header starts with: centred, 14 points, bold.
const HEADER_CODES: &str = "&C&14&B";

/// `title` then `suffix` for a page header, the title shortened with `…` when the whole
/// would pass [`HEADER_MAX`].
fn header_with(title: &str, suffix: &str) -> String {
    let escape = |t: &str| t.replace('&', "&&");
    let units = |t: &str| t.encode_utf16().count();
    let full = format!("{HEADER_CODES}{}{}", escape(title), escape(suffix));
    if units(&full) <= HEADER_MAX {
        return full;
    }
    let room = HEADER_MAX - units(HEADER_CODES) - units(&escape(suffix)) - units("…");
    let mut short = String::new();
    for c in title.chars() {
        let e = escape(c.encode_utf8(&mut [0; 4]));
        if units(&short) + units(&e) > room {
            break;
        }
        short.push_str(&e);
    }
    format!("{HEADER_CODES}{short}…{}", escape(suffix))
}

/// True when `title` fits whole in every page header of a handout (the Solutions sheet's
/// adds `: solutions`); a longer one is shortened there.
pub fn title_fits_headers(title: &str) -> bool {
    let full = format!(
        "{HEADER_CODES}{}{SOLUTIONS_SUFFIX}",
        title.replace('&', "&&")
    );
    full.encode_utf16().count() <= HEADER_MAX
}

/// What the Solutions sheet's header adds to the title.
const SOLUTIONS_SUFFIX: &str = ": solutions";

/// Builds a workbook of puzzles to hand out and play: sheet `Puzzle k` per puzzle,
/// formatted like a solved sheet and playable (see [`crate::play::make_playable`]: open
/// cells take a digit or pencil marks, repeats turn red, a counter at K1), the caption
/// under the grid, the title in the page header; then, if `handout.solutions`, a
/// `Solutions` sheet (see [`solutions_workbook`]), and if `handout.check_answers`, the
/// very hidden answers sheet. Each puzzle's details go into the document properties as
/// `Puzzle k`, its givens into the defined name `SudokuGivens<k>`.
pub fn puzzles_workbook(
    puzzles: &[PuzzleSheet],
    handout: &Handout,
) -> Result<XlsxWorkbook, XlsxError> {
    use rust_xlsxwriter::DocProperties;
    let mut wb = XlsxWorkbook::new();
    let mut properties =
        DocProperties::new().set_title(handout.title.as_deref().unwrap_or("Sudoku"));
    for (k, p) in puzzles.iter().enumerate() {
        properties =
            properties.set_custom_property(format!("Puzzle {}", k + 1), p.details.as_str());
    }
    wb.set_properties(&properties);
    let grid = GridRange::default();
    let caption_format = Format::new().set_italic().set_font_size(11.0);
    let mut wb_names = Vec::with_capacity(puzzles.len());
    for (k, p) in puzzles.iter().enumerate() {
        let ws = wb.add_worksheet();
        ws.set_name(format!("Puzzle {}", k + 1))?;
        ws.set_screen_gridlines(false);
        size_cells(ws, grid)?;
        let answers = handout.check_answers.then(|| crate::play::answers_top(k));
        // The counter sits at K1, beside the grid and outside the printed page.
        crate::play::make_playable(ws, grid, &p.puzzle, (0, 10), answers)?;
        // `hint` tells the givens from the player's digits by this name, whatever the
        // sheet is called later.
        wb_names.push((format!("{GIVENS_NAME}{}", k + 1), p.puzzle));
        for (k, line) in p.caption.iter().enumerate() {
            ws.write_string_with_format(9 + k as u32, 0, line, &caption_format)?;
        }
        if let Some(title) = &handout.title {
            ws.set_header(header_text(title));
        }
        ws.set_paper_size(handout.paper.code());
        ws.set_print_area(0, 0, 8 + p.caption.len().max(1) as u32, 8)?;
        ws.set_print_fit_to_pages(1, 1);
        ws.set_print_center_horizontally(true);
        if k == 0 {
            ws.set_active(true);
        }
    }
    for (name, puzzle) in wb_names {
        wb.define_name(name, &format!("=\"{puzzle}\""))?;
    }
    for k in 0..puzzles.len() {
        let rules = &crate::recorded::RecordedRules::CLASSIC;
        crate::recorded::record_puzzle(&mut wb, k + 1, &format!("Puzzle {}", k + 1), grid, rules)?;
    }
    if handout.solutions {
        add_solutions(&mut wb, puzzles, handout)?;
    }
    if let Some(n) = handout.per_page {
        let header = handout.title.as_deref().map(header_text);
        crate::booklet::add_booklet(&mut wb, puzzles, n, handout.paper, header.as_deref())?;
    }
    if handout.check_answers {
        let answers: Vec<Grid> = puzzles.iter().map(|p| p.solution).collect();
        crate::play::answers_sheet(wb.add_worksheet(), &answers)?;
        crate::recorded::mark_added(&mut wb, crate::play::ANSWERS_SHEET)?;
    }
    Ok(wb)
}

/// The defined names a puzzle workbook keeps each puzzle's givens under: `SudokuGivens1`,
/// `SudokuGivens2`, …, each a text of 81 characters (`.` for an empty cell).
pub const GIVENS_NAME: &str = "SudokuGivens";

/// The defined names a workbook of jigsaw puzzles keeps each puzzle's layout under:
/// `SudokuRegions1`, … (region letters in hidden cells), for `solve --regions`.
pub const REGIONS_NAME: &str = "SudokuRegions";

/// Builds a workbook of the solutions alone, to keep apart from the puzzles handed out.
pub fn solutions_workbook(
    puzzles: &[PuzzleSheet],
    handout: &Handout,
) -> Result<XlsxWorkbook, XlsxError> {
    let mut wb = XlsxWorkbook::new();
    add_solutions(&mut wb, puzzles, handout)?;
    Ok(wb)
}

/// The `Solutions` sheet: each puzzle's solution with its givens marked, two to a printed
/// page. Its grids start at row 11, so that A1:I9 is blank there and `solve --all-sheets`
/// skips it.
fn add_solutions(
    wb: &mut XlsxWorkbook,
    puzzles: &[PuzzleSheet],
    handout: &Handout,
) -> Result<(), XlsxError> {
    solutions_sheet(wb, handout, 9, puzzles.len(), |ws, k, at| {
        draw_grid(ws, at, &puzzles[k].puzzle, &puzzles[k].solution, &[])
    })
}

/// The `Solutions` sheet of `count` grids of `n` cells a side, each drawn by `draw` at
/// its place under its label, the title at A1. More pages than a sheet may break (see
/// [`crate::booklet::MAX_PAGE_BREAKS`]) go on `Solutions (2)` and so on.
fn solutions_sheet(
    wb: &mut XlsxWorkbook,
    handout: &Handout,
    n: usize,
    count: usize,
    mut draw: impl FnMut(&mut Worksheet, usize, GridRange) -> Result<(), XlsxError>,
) -> Result<(), XlsxError> {
    // Two 9x9 solutions a page (one of a larger grid), a break before each page, so that
    // none is cut in two: at full size a 9x9 grid and its label take 330 points, and an A4
    // or Letter page holds two under the title. The print area is the grids' columns, so
    // nothing shrinks them (LibreOffice cut the third of four solutions when a wider area
    // was scaled to the page's width).
    let per_page = if n <= 9 { SOLUTIONS_PER_PAGE } else { 1 };
    for (name, range) in crate::booklet::paged_sheets("Solutions", count, per_page) {
        let ws = wb.add_worksheet();
        ws.set_name(&name)?;
        ws.set_paper_size(handout.paper.code());
        if let Some(title) = &handout.title {
            ws.set_header(header_with(title, SOLUTIONS_SUFFIX));
        }
        ws.set_screen_gridlines(false);
        let bold = Format::new().set_bold();
        ws.write_string_with_format(
            0,
            0,
            "Solutions: givens in bold",
            &bold.clone().set_font_size(13.0),
        )?;
        // The label, the grid's rows, a gap.
        let rows = n as u32 + 2;
        let here = range.len();
        for (j, k) in range.enumerate() {
            let at = GridRange::sized(SOLUTIONS_TOP + 1 + rows * j as u32, 0, n as u8);
            ws.write_string_with_format(at.row - 1, 0, format!("Puzzle {}", k + 1), &bold)?;
            size_cells(ws, at)?;
            draw(ws, k, at)?;
        }
        let breaks: Vec<u32> = (1..here.div_ceil(per_page))
            .map(|page| SOLUTIONS_TOP + rows * (page * per_page) as u32)
            .collect();
        if !breaks.is_empty() {
            ws.set_page_breaks(&breaks)?;
        }
        let last = SOLUTIONS_TOP + rows * here.max(1) as u32;
        ws.set_print_area(0, 0, last, n as u16 - 1)?;
        if n > 9 {
            // A 16x16 or 25x25 grid is wider than a page at full size.
            ws.set_print_fit_to_pages(1, 0);
        }
        ws.set_print_center_horizontally(true);
        crate::recorded::mark_added(wb, &name)?;
    }
    Ok(())
}

/// One generated puzzle of another size or variant to lay out.
#[derive(Debug, Clone)]
pub struct ShapedSheet {
    /// The puzzle (`puzzle`) and its solution (`shown`), with shape and symbols.
    pub digits: crate::general::ShapedDigits,
    /// The lines printed under the grid, e.g. `Level: hard`.
    pub caption: Vec<String>,
    /// Kept in the document properties, as for 9x9 puzzles.
    pub details: String,
}

/// [`puzzles_workbook`] for puzzles of other sizes and variants: sheet `Puzzle k` per
/// puzzle, playable ([`crate::play::make_playable_shaped`]), the counter right of the
/// grid; then the Solutions sheet and the answers sheet as asked. Booklets are 9x9 only.
pub fn shaped_puzzles_workbook(
    puzzles: &[ShapedSheet],
    handout: &Handout,
) -> Result<XlsxWorkbook, XlsxError> {
    use rust_xlsxwriter::DocProperties;
    let mut wb = XlsxWorkbook::new();
    let mut properties =
        DocProperties::new().set_title(handout.title.as_deref().unwrap_or("Sudoku"));
    for (k, p) in puzzles.iter().enumerate() {
        properties =
            properties.set_custom_property(format!("Puzzle {}", k + 1), p.details.as_str());
    }
    wb.set_properties(&properties);
    let caption_format = Format::new().set_italic().set_font_size(11.0);
    let mut region_names = Vec::new();
    for (k, p) in puzzles.iter().enumerate() {
        let n = p.digits.shape.n();
        let grid = GridRange::sized(0, 0, n as u8);
        let ws = wb.add_worksheet();
        ws.set_name(format!("Puzzle {}", k + 1))?;
        ws.set_screen_gridlines(false);
        size_cells(ws, grid)?;
        let answers = handout
            .check_answers
            .then(|| crate::play::shaped_answers_top(k, n));
        crate::play::make_playable_shaped(ws, grid, &p.digits, (0, n as u16 + 1), answers)?;
        if let Some(regions) = p.digits.shape.regions() {
            // The layout as region letters, hidden past the check cells, under a name
            // that `solve --regions` takes: the colours alone cannot be read back.
            let left = crate::play::shaped_checks_offset(n) + n as u32 + 1;
            let at = GridRange::sized(0, left, n as u8);
            for (i, &r) in regions.iter().enumerate() {
                let (row, col) = at.position(i);
                ws.write_string(row, col as u16, ((b'A' + r) as char).to_string())?;
            }
            for c in 0..n as u32 {
                ws.set_column_hidden((left + c) as u16)?;
            }
            let (er, ec) = at.end();
            region_names.push((
                format!("{REGIONS_NAME}{}", k + 1),
                format!(
                    "={}!${}$1:${}${}",
                    crate::address::quote_sheet(&format!("Puzzle {}", k + 1)),
                    crate::address::column_name(left),
                    crate::address::column_name(ec),
                    er + 1
                ),
            ));
        }
        for (j, line) in p.caption.iter().enumerate() {
            ws.write_string_with_format(n as u32 + j as u32, 0, line, &caption_format)?;
        }
        if let Some(title) = &handout.title {
            ws.set_header(header_text(title));
        }
        ws.set_paper_size(handout.paper.code());
        ws.set_print_area(
            0,
            0,
            n as u32 - 1 + p.caption.len().max(1) as u32,
            n as u16 - 1,
        )?;
        ws.set_print_fit_to_pages(1, 1);
        ws.set_print_center_horizontally(true);
        if k == 0 {
            ws.set_active(true);
        }
    }
    for (name, refers) in region_names {
        wb.define_name(name, &refers)?;
    }
    // The rules go with the grid, so that `solve`, `rate`, `explain` and `hint` read it
    // under them with no flags.
    for (k, p) in puzzles.iter().enumerate() {
        let d = &p.digits;
        let rules = crate::recorded::RecordedRules::of(&d.shape, d.style);
        let grid = GridRange::sized(0, 0, d.shape.n() as u8);
        crate::recorded::record_puzzle(&mut wb, k + 1, &format!("Puzzle {}", k + 1), grid, &rules)?;
    }
    if handout.solutions {
        add_shaped_solutions(&mut wb, puzzles, handout)?;
    }
    if handout.check_answers {
        let answers: Vec<crate::general::ShapedDigits> =
            puzzles.iter().map(|p| p.digits.clone()).collect();
        crate::play::shaped_answers_sheet(wb.add_worksheet(), &answers)?;
        crate::recorded::mark_added(&mut wb, crate::play::ANSWERS_SHEET)?;
    }
    Ok(wb)
}

/// [`solutions_workbook`] for puzzles of other sizes and variants.
pub fn shaped_solutions_workbook(
    puzzles: &[ShapedSheet],
    handout: &Handout,
) -> Result<XlsxWorkbook, XlsxError> {
    let mut wb = XlsxWorkbook::new();
    add_shaped_solutions(&mut wb, puzzles, handout)?;
    Ok(wb)
}

/// The `Solutions` sheet for other shapes, as for 9x9 grids (the first puzzle's size
/// sets the spacing; `generate` makes one shape at a time, and `play` mixes 9x9 grids
/// only with grids of the same run).
fn add_shaped_solutions(
    wb: &mut XlsxWorkbook,
    puzzles: &[ShapedSheet],
    handout: &Handout,
) -> Result<(), XlsxError> {
    let n = puzzles
        .iter()
        .map(|p| p.digits.shape.n())
        .max()
        .unwrap_or(9);
    solutions_sheet(wb, handout, n, puzzles.len(), |ws, k, at| {
        let d = &puzzles[k].digits;
        let at = GridRange::sized(at.row, at.col, d.shape.n() as u8);
        crate::general::draw_shaped(ws, at, d, &[])
    })
}

/// The row of the first solution's label on the Solutions sheet (the title is at A1).
const SOLUTIONS_TOP: u32 = 2;

/// Solutions printed on one page of the Solutions sheet.
const SOLUTIONS_PER_PAGE: usize = 2;

/// How a puzzle list prints: the header row frozen on screen and repeated on every page,
/// landscape, as wide as one page, so that no column is cut off.
pub fn print_as_list(ws: &mut Worksheet) -> Result<(), XlsxError> {
    ws.set_freeze_panes(1, 0)?;
    ws.set_repeat_rows(0, 0)?;
    ws.set_landscape();
    ws.set_print_fit_to_pages(1, 0);
    Ok(())
}

/// One row of a generated puzzle list.
#[derive(Debug, Clone)]
pub struct PuzzleRow {
    /// The puzzle as one line (81 characters for 9x9, `.` for empty).
    pub puzzle: String,
    /// Its solution, as one line.
    pub solution: String,
    /// How many givens it has.
    pub givens: usize,
    /// Its level in words.
    pub level: String,
    /// Its difficulty on the Sudoku Explainer scale.
    pub score: f64,
    /// How to make it again, e.g. `seed 7, puzzle 12`.
    pub made_by: String,
}

/// Builds the list form of generated puzzles: one sheet, one puzzle string per row, with
/// level, score, how to make it again and the solution beside it; `solve --list A` reads
/// it. It prints on `paper`.
pub fn puzzle_list_workbook(
    rows: &[PuzzleRow],
    paper: crate::booklet::Paper,
) -> Result<XlsxWorkbook, XlsxError> {
    let mut wb = XlsxWorkbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzles")?;
    print_as_list(ws)?;
    ws.set_paper_size(paper.code());
    let bold = Format::new().set_bold();
    for (c, h) in [
        "Puzzle",
        "Level",
        "Score",
        "Givens",
        "Made with",
        "Solution",
    ]
    .iter()
    .enumerate()
    {
        ws.write_string_with_format(0, c as u16, *h, &bold)?;
    }
    for (k, row) in rows.iter().enumerate() {
        let PuzzleRow {
            puzzle,
            solution,
            givens,
            level,
            score,
            made_by,
        } = row;
        let r = k as u32 + 1;
        ws.write_string(r, 0, puzzle)?;
        ws.write_string(r, 1, level)?;
        ws.write_number(r, 2, *score)?;
        ws.write_number(r, 3, *givens as f64)?;
        ws.write_string(r, 4, made_by)?;
        ws.write_string(r, 5, solution)?;
    }
    ws.set_column_width(0, 85)?;
    ws.set_column_width(4, 22)?;
    ws.set_column_width(5, 85)?;
    Ok(wb)
}

/// Saves `wb` to `out` through a temporary file in the same folder, so that `out` is
/// either the complete new workbook or untouched. Without `force` an existing `out` is
/// never replaced, even if it appears while saving.
pub fn save(wb: &mut XlsxWorkbook, out: &Path, force: bool) -> Result<(), Error> {
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
    fn long_titles_are_shortened_to_fit_a_header() {
        let units = |t: &str| t.encode_utf16().count();
        assert_eq!(header_text("A & B"), "&C&14&BA && B");
        for title in ["x".repeat(300), "&".repeat(200), "é😀".repeat(100)] {
            let h = header_with(&title, SOLUTIONS_SUFFIX);
            assert!(units(&h) <= HEADER_MAX, "{}", units(&h));
            assert!(h.ends_with("…: solutions"), "{h}");
            assert!(!h.ends_with("&…: solutions") || h.ends_with("&&…: solutions"));
            assert!(!title_fits_headers(&title));
        }
        assert!(title_fits_headers(&"x".repeat(237)));
        assert!(!title_fits_headers(&"x".repeat(238)));
    }

    #[test]
    fn sheet_names_are_made_safe() {
        assert_eq!(safe_sheet_name("Week 12"), "Week 12");
        assert_eq!(safe_sheet_name("a/b:c"), "a_b_c");
        assert_eq!(safe_sheet_name(""), "Sheet1");
        assert_eq!(safe_sheet_name(&"x".repeat(40)).len(), 31);
    }

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

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

    /// The text of part `name` of the package `bytes`.
    fn part(bytes: &[u8], name: &str) -> String {
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut text = String::new();
        std::io::Read::read_to_string(&mut zip.by_name(name).unwrap(), &mut text).unwrap();
        text
    }

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

    #[test]
    fn handouts_and_lists_print_readably() {
        let p = PuzzleSheet {
            puzzle: CLASSIC.parse().unwrap(),
            solution: SOLVED.parse().unwrap(),
            caption: vec!["Level: easy".into()],
            details: "score 70, seed 1".into(),
        };
        let handout = Handout {
            title: Some("Week 12 & more".into()),
            solutions: true,
            check_answers: false,
            per_page: None,
            paper: crate::booklet::Paper::A4,
        };
        let bytes = puzzles_workbook(&vec![p.clone(); 9], &handout)
            .unwrap()
            .save_to_buffer()
            .unwrap();
        // Nine solutions, two a page: breaks before the third, fifth, seventh and ninth;
        // the title at A1, printed with the first page.
        let solutions = part(&bytes, "xl/worksheets/sheet10.xml");
        assert!(solutions.contains("<rowBreaks count=\"4\""), "{solutions}");
        assert!(solutions.contains("<c r=\"A1\""), "{solutions}");
        for row in [24, 46, 68, 90] {
            assert!(solutions.contains(&format!("<brk id=\"{row}\"")), "{row}");
        }
        // The title in each page header, seed and score in the document properties only.
        let first = part(&bytes, "xl/worksheets/sheet1.xml");
        assert!(first.contains("Week 12 &amp;&amp; more"), "{first}");
        assert!(part(&bytes, "docProps/custom.xml").contains("score 70, seed 1"));
        assert!(!first.contains("seed"));
        // Without solutions, or with the solutions alone.
        let bare = Handout {
            solutions: false,
            ..handout.clone()
        };
        let bytes = puzzles_workbook(std::slice::from_ref(&p), &bare)
            .unwrap()
            .save_to_buffer()
            .unwrap();
        let book = crate::Workbook::from_bytes(bytes).unwrap();
        let names: Vec<String> = book.sheets().into_iter().map(|s| s.name).collect();
        assert_eq!(names, ["Puzzle 1"]);
        let bytes = solutions_workbook(&[p], &handout)
            .unwrap()
            .save_to_buffer()
            .unwrap();
        let book = crate::Workbook::from_bytes(bytes).unwrap();
        let names: Vec<String> = book.sheets().into_iter().map(|s| s.name).collect();
        assert_eq!(names, ["Solutions"]);

        let row = PuzzleRow {
            puzzle: CLASSIC.into(),
            solution: SOLVED.into(),
            givens: 30,
            level: "easy".into(),
            score: 2.3,
            made_by: "seed 1, puzzle 1".into(),
        };
        let bytes = puzzle_list_workbook(&[row], crate::booklet::Paper::A4)
            .unwrap()
            .save_to_buffer()
            .unwrap();
        let sheet = part(&bytes, "xl/worksheets/sheet1.xml");
        assert!(sheet.contains("state=\"frozen\""), "{sheet}");
        assert!(sheet.contains("orientation=\"landscape\""), "{sheet}");
        assert!(sheet.contains("paperSize=\"9\""), "{sheet}");
        assert!(part(&bytes, "xl/workbook.xml").contains("_xlnm.Print_Titles"));
    }
}
