//! The sheets `explain` adds to a solved copy: a Steps sheet, one block per step with its
//! sentence and a small picture of the grid at that moment, and a Candidates sheet with
//! the pencil marks before the first step. Cells are named as on the puzzle's own sheet.
//! Grids of other shapes and sizes (diagonal, windoku, jigsaw, 4x4 to 25x25) get the same
//! sheets, drawn with their regions and tinted units; from 10x10 on, the pencil marks sit
//! in a keypad of four or five a line and a step takes a landscape page of its own.
//!
//! Steps sheets are written in rust_xlsxwriter's constant-memory mode, row by row, one
//! grid at a time ([`StepsSheets`]): a workbook of 500 hard grids took 8 MB a grid when
//! every step's cells stayed in memory until the save.

use rust_xlsxwriter::{Format, FormatAlign, Url, Workbook as XlsxWorkbook, Worksheet, XlsxError};
use sudoku_core::general::{GeneralExplanation, GeneralSnapshot, GeneralStep, Shape};
use sudoku_core::grid::{Grid, Unit, CELLS};
use sudoku_core::logic::{CellNames, Difficulty, Explanation, Role, Snapshot, Step, Technique};
use sudoku_i18n::tr;

use crate::address::{column_name, quote_sheet, GridRange};
use crate::look::{framed, GIVEN_FILL};
use crate::shaped_look::{
    frame_look, region_fills, tinted, CellValue, SymbolStyle, VARIANT_GIVEN_TINT, VARIANT_TINT,
};

/// Names cells and units as the sheet shows them: `D4` is the sheet's cell D4 wherever
/// the grid sits, `row 7` the sheet's row 7, `column D` its column D.
#[derive(Debug, Clone, Copy)]
pub struct SheetNames(pub GridRange);

impl CellNames for SheetNames {
    fn cell(&self, cell: usize) -> String {
        self.0.cell_name(cell)
    }

    fn unit(&self, unit: Unit) -> String {
        match unit {
            Unit::Row(r) => tr!("unit-row", n = u64::from(self.0.row) + u64::from(r) + 1),
            Unit::Column(c) => tr!("unit-column", n = column_name(self.0.col + u32::from(c))),
            other => sudoku_core::outcome::unit_words(other),
        }
    }
}

/// One explained grid and where its puzzle is in the output.
#[derive(Debug, Clone, Copy)]
pub struct ExplainedGrid<'a> {
    /// The name of the sheet that holds the grid in the output workbook.
    pub sheet: &'a str,
    /// Where the grid is on that sheet.
    pub range: GridRange,
    /// Its steps.
    pub explanation: &'a Explanation,
}

/// Cells a step's link row names at most.
const LINKS_SHOWN: usize = 8;
/// Lines of wrapped text one row shows at most: Excel's rows stop at 409 points, 26
/// lines of the default font. A longer sentence goes on in the rows below.
const ROW_LINES: usize = 26;
/// How the picture of an `n` x `n` grid is laid out. Up to 9x9 the pencil marks sit in a
/// keypad of three a line (`1 2 3` over `4 5 6` over `7 8 9`) and two steps share a
/// portrait page; larger grids take four or five values a line (up to 25 in a 5x5 keypad),
/// in a smaller type, and a landscape page a step; past 16x16, four pages a step, so the
/// marks still print at about 5 points.
#[derive(Debug, Clone, Copy)]
struct Layout {
    /// The grid's size.
    n: usize,
    /// Values a line of pencil marks holds.
    keys: usize,
    /// Characters a value's mark takes.
    slot: usize,
    /// Type size of the pencil marks and of the digits, in points.
    mark_font: f64,
    digit_font: f64,
    /// Width and height of a picture cell, in pixels.
    cell_width: u32,
    cell_height: u32,
    /// Steps a printed page holds.
    steps_per_page: usize,
    /// Past 16x16, where a picture prints on four pages (two wide, two high) so its marks
    /// stay readable: the grid rows on the first two, ending at a box's edge.
    split: Option<u32>,
}

impl Layout {
    fn of(n: usize) -> Layout {
        if n <= 9 {
            return Layout {
                n,
                keys: 3,
                slot: 1,
                mark_font: 8.0,
                digit_font: 16.0,
                cell_width: 62,
                cell_height: 40,
                steps_per_page: 2,
                split: None,
            };
        }
        let keys = (1..=5).find(|k| k * k >= n).unwrap_or(5);
        let lines = n.div_ceil(keys);
        let mark_font = if n <= 16 { 7.0 } else { 6.0 };
        // Courier's letters are 0.6 of the type size wide; a point is 4/3 of a pixel, and
        // a line about 1.2 type sizes high.
        let char_px = 0.6 * mark_font * 4.0 / 3.0;
        let line_chars = keys * 3 - 1;
        Layout {
            n,
            keys,
            slot: 2,
            mark_font,
            digit_font: if n <= 16 { 14.0 } else { 12.0 },
            cell_width: (line_chars as f64 * char_px).ceil() as u32 + 10,
            cell_height: (lines as f64 * 1.2 * mark_font * 4.0 / 3.0).ceil() as u32 + 8,
            steps_per_page: 1,
            split: None,
        }
    }

    /// The layout of `shape`'s pictures: past 16x16 the pages split at the box edge
    /// nearest two fifths of the rows down, as the headings take the top of the first.
    fn of_shape(shape: &Shape) -> Layout {
        let mut layout = Layout::of(shape.n());
        if shape.n() > 16 {
            let band = shape.box_rows().max(1);
            let rows = ((shape.n() * 2 / 5 + band / 2) / band * band).clamp(1, shape.n() - 1);
            layout.split = Some(rows as u32);
        }
        layout
    }

    /// Rows of one step block: title, sentence, links, column letters, the grid's rows,
    /// a gap.
    fn block_rows(&self) -> u32 {
        self.n as u32 + 5
    }

    /// Characters of a sentence that fit on a line across the picture (75 over a 9x9).
    fn line(&self) -> usize {
        let pixels = LABEL_WIDTH + self.n.max(9) as u32 * self.cell_width;
        (pixels as f64 / 7.8) as usize
    }

    /// The last column the picture takes, which the title and sentences span.
    fn last_col(&self) -> u16 {
        self.n.max(9) as u16
    }
}
/// Height of the other rows of a picture sheet (headings, links, letters), in pixels.
const PLAIN_ROW_HEIGHT: u32 = 20;
/// The most page breaks a sheet may hold (Excel's limit, which the writer enforces).
const MAX_PAGE_BREAKS: usize = 1023;
/// Width of the column of row numbers left of a picture, in pixels.
const LABEL_WIDTH: u32 = 28;
/// Fills of the picture: the digit this step writes, the pattern, its other side, and
/// cells that lose candidates.
const PLACED_FILL: u32 = 0xFFE699;
const MAIN_FILL: u32 = 0xCFE2FF;
const OTHER_FILL: u32 = 0xD9F2D0;
const LOSING_FILL: u32 = 0xFADBD8;
/// Fill of the other cells of the units a step works in.
const UNIT_FILL: u32 = 0xF2F2F2;
/// Colours of pencil marks: plain, in the pattern, its other side, crossed out, written.
const MARK_COLOR: u32 = 0x808080;
const MAIN_COLOR: u32 = 0x1F4E9C;
const OTHER_COLOR: u32 = 0x2E7D32;
const GONE_COLOR: u32 = 0xC00000;

/// One explained grid of another size or with other rules, and where its puzzle is in
/// the output. Its sentences already name cells, digits and regions as the sheet does.
#[derive(Debug, Clone, Copy)]
pub struct ShapedExplainedGrid<'a> {
    /// The name of the sheet that holds the grid in the output workbook.
    pub sheet: &'a str,
    /// Where the grid is on that sheet.
    pub range: GridRange,
    /// Its steps.
    pub explanation: &'a GeneralExplanation,
    /// How the sheet writes values past 9 (numbers, letters or hex), for the pictures.
    pub style: SymbolStyle,
}

/// An explained grid of either engine, so that one run numbers all its Steps sheets in
/// the order of the grids.
#[derive(Debug, Clone, Copy)]
pub enum AnyExplained<'a> {
    /// A classic 9x9 grid: a Steps sheet with pictures and a Candidates sheet.
    Classic(ExplainedGrid<'a>),
    /// Another size or variant: Steps and Candidates sheets with pictures drawn in the
    /// grid's shape.
    Shaped(ShapedExplainedGrid<'a>),
}

/// The paper every sheet of an explained copy prints on: A4 (code 9).
pub const PAPER_A4: u8 = 9;

/// Adds the Steps sheets of explained grids to a workbook one grid at a time, so that a
/// grid's steps can be dropped once written: a Steps and a Candidates sheet for each,
/// numbered after the first when there are several, with names no sheet of the workbook
/// uses yet.
#[derive(Debug)]
pub struct StepsSheets {
    /// Sheet names in use, lower-cased.
    taken: Vec<String>,
    /// How many grids will be added: numbers go on the names only when more than one.
    grids: usize,
    /// Grids added so far.
    added: usize,
    /// Grids that get sheets at most: [`MAX_STEPS_GRIDS`].
    cap: usize,
    /// Grids past the cap, not given sheets.
    left_out: usize,
}

/// Grids of one workbook that get Steps sheets at most. Each keeps about half a megabyte
/// of the writer's bookkeeping (links, row heights, merges) until the save (0.49 MB
/// measured on hard grids), so this keeps a copy within the 500 MiB one file may cost
/// whatever the count of its grids.
pub const MAX_STEPS_GRIDS: usize = 800;

impl StepsSheets {
    /// Ready to add the sheets of `grids` grids to `wb`.
    pub fn new(wb: &mut XlsxWorkbook, grids: usize) -> StepsSheets {
        StepsSheets::with_cap(wb, grids, MAX_STEPS_GRIDS)
    }

    /// Ready to add the sheets of `grids` grids to a workbook of their own, with names
    /// that none of `names` (another workbook's sheets, which they will join) uses.
    pub fn beside(names: &[String], grids: usize) -> StepsSheets {
        StepsSheets {
            taken: names.iter().map(|n| n.to_lowercase()).collect(),
            grids,
            added: 0,
            cap: MAX_STEPS_GRIDS,
            left_out: 0,
        }
    }

    fn with_cap(wb: &mut XlsxWorkbook, grids: usize, cap: usize) -> StepsSheets {
        StepsSheets {
            taken: wb
                .worksheets()
                .iter()
                .map(|w| w.name().to_lowercase())
                .collect(),
            grids,
            added: 0,
            cap,
            left_out: 0,
        }
    }

    /// How many grids got no sheets, being past [`MAX_STEPS_GRIDS`].
    pub fn left_out(&self) -> usize {
        self.left_out
    }

    fn fresh(&mut self, base: String) -> String {
        let mut name = base.clone();
        let mut n = 2;
        while self.taken.contains(&name.to_lowercase()) {
            name = format!("{base} ({n})");
            n += 1;
        }
        self.taken.push(name.to_lowercase());
        name
    }

    /// Adds the next grid's sheets. Its Steps sheet is written in constant-memory mode
    /// (its rows go to a temporary file as they are written), so `grid` can be dropped
    /// as soon as this returns.
    pub fn add(&mut self, wb: &mut XlsxWorkbook, grid: &AnyExplained<'_>) -> Result<(), XlsxError> {
        if self.added == self.cap {
            self.left_out += 1;
            return Ok(());
        }
        self.added += 1;
        let suffix = if self.grids > 1 {
            format!(" {}", self.added)
        } else {
            String::new()
        };
        let steps_name = self.fresh(format!("{}{suffix}", tr!("sheet-steps")));
        let marks_name = self.fresh(format!("{}{suffix}", tr!("sheet-candidates")));
        // Both sheets streamed: as an ordinary sheet the Candidates sheet's rich strings
        // stayed in memory, a tenth of a megabyte a grid until the save.
        let steps = crate::streamed::add_streamed(wb)?;
        steps.set_name(&steps_name)?;
        match grid {
            AnyExplained::Classic(g) => {
                let snapshots = g.explanation.snapshots();
                steps_sheet(steps, g, &snapshots)?;
                let ws = crate::streamed::add_streamed(wb)?;
                ws.set_name(&marks_name)?;
                candidates_sheet(ws, g, snapshots.first())?;
            }
            AnyExplained::Shaped(g) => {
                let snapshots = g.explanation.snapshots();
                shaped_picture_sheet(steps, g, &snapshots)?;
                let ws = crate::streamed::add_streamed(wb)?;
                ws.set_name(&marks_name)?;
                shaped_candidates_sheet(ws, g, snapshots.first())?;
            }
        }
        crate::recorded::mark_added(wb, &steps_name)?;
        crate::recorded::mark_added(wb, &marks_name)?;
        Ok(())
    }
}

/// Adds a Steps and a Candidates sheet for each grid (numbered after the first when there
/// are several), with names no sheet of `wb` uses yet.
pub fn add_explanations(
    wb: &mut XlsxWorkbook,
    grids: &[ExplainedGrid<'_>],
) -> Result<(), XlsxError> {
    let all: Vec<AnyExplained<'_>> = grids.iter().map(|g| AnyExplained::Classic(*g)).collect();
    add_steps_sheets(wb, &all)
}

/// [`add_explanations`] for grids of any shape.
pub fn add_steps_sheets(
    wb: &mut XlsxWorkbook,
    grids: &[AnyExplained<'_>],
) -> Result<(), XlsxError> {
    let mut sheets = StepsSheets::new(wb, grids.len());
    for g in grids {
        sheets.add(wb, g)?;
    }
    Ok(())
}

/// The most characters a cell holds.
const CELL_CHARS: usize = 32_767;

/// `text` in parts of at most [`ROW_LINES`] wrapped lines of `line` characters, one part a
/// row: each part but the last ends at a space, which the next row stands for. A sentence
/// is given whole, however long; nearly all fit one row.
fn sentence_rows(text: &str, line: usize) -> Vec<&str> {
    let most = line * ROW_LINES;
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some((cut, _)) = rest.char_indices().nth(most) {
        // Break at the last space that leaves the part within the limit; a text with no
        // space there is cut at the limit.
        let head = &rest[..cut];
        let at = head.rfind(' ').filter(|&i| i > 0).unwrap_or(cut);
        parts.push(&rest[..at]);
        rest = rest[at..].strip_prefix(' ').unwrap_or(&rest[at..]);
    }
    parts.push(rest);
    parts
}

/// `text`, cut to what a cell can hold (sentences name labels shortened already; this
/// keeps any other long text from failing the whole copy).
fn fit(text: &str) -> &str {
    match text.char_indices().nth(CELL_CHARS) {
        Some((cut, _)) => &text[..cut],
        None => text,
    }
}

fn bold() -> Format {
    Format::new().set_bold()
}

fn wrapped() -> Format {
    Format::new()
        .set_text_wrap()
        .set_align(FormatAlign::Top)
        .set_align(FormatAlign::Left)
}

/// Writes at `(row, col)` a link to grid cell `i` of the puzzle on `sheet`, shown as the
/// cell's name.
fn write_link(
    ws: &mut Worksheet,
    row: u32,
    col: u16,
    sheet: &str,
    range: GridRange,
    i: usize,
) -> Result<(), XlsxError> {
    let name = range.cell_name(i);
    let url = Url::new(format!("internal:{}!{name}", quote_sheet(sheet))).set_text(name);
    ws.write_url(row, col, url)?;
    Ok(())
}

/// Gives `row` the height of an ordinary line, on a sheet whose rows default to a
/// picture's height.
fn plain_row(ws: &mut Worksheet, row: u32) -> Result<(), XlsxError> {
    ws.set_row_height_pixels(row, PLAIN_ROW_HEIGHT)?;
    Ok(())
}

fn title_rows(ws: &mut Worksheet, g: &ExplainedGrid<'_>, title: &str) -> Result<(), XlsxError> {
    let e = g.explanation;
    let summary = format!(
        "{} {}",
        tr!("steps-count", count = e.steps.len()),
        e.ending_sentence(&SheetNames(g.range))
    );
    titles(
        ws,
        g.sheet,
        g.range,
        (CELLS, Layout::of(9)),
        title,
        &summary,
    )
}

/// The title (`Steps of 'Sheet 1'!A1:I9`, the message `title` of the catalogs) and the
/// summary under it.
fn titles(
    ws: &mut Worksheet,
    sheet: &str,
    range: GridRange,
    (cells, layout): (usize, Layout),
    title: &str,
    summary: &str,
) -> Result<(), XlsxError> {
    plain_row(ws, 0)?;
    let (a, b) = (range.cell_name(0), range.cell_name(cells - 1));
    let last = layout.last_col();
    ws.merge_range(
        0,
        0,
        0,
        last,
        &sudoku_i18n::text(
            title,
            &[(
                "place",
                sudoku_i18n::Arg::from(format!("{}!{a}:{b}", quote_sheet(sheet))),
            )],
        ),
        &bold().set_font_size(13.0),
    )?;
    ws.set_row_height(1, 30)?;
    ws.merge_range(1, 0, 1, last, fit(summary), &wrapped())?;
    plain_row(ws, 2)?;
    Ok(())
}

fn size_picture(ws: &mut Worksheet, layout: Layout) -> Result<(), XlsxError> {
    // Picture rows, n a step, take the sheet's default height and the few others are
    // set one by one: the writer keeps every row height it is given until the save, and
    // those were most of what a grid's Steps sheet still cost in memory.
    ws.set_default_row_height_pixels(layout.cell_height);
    ws.set_column_width_pixels(0, LABEL_WIDTH)?;
    for c in 1..=layout.last_col() {
        ws.set_column_width_pixels(c, layout.cell_width)?;
    }
    if layout.n > 9 {
        ws.set_landscape();
    } else {
        ws.set_portrait();
    }
    ws.set_paper_size(PAPER_A4);
    match layout.split {
        None => {
            ws.set_print_fit_to_pages(1, 0);
        }
        Some(_) => {
            // Two pages wide, a step's four pages one after the other (across, then
            // down). The columns are split where the client's fit puts the break: a break
            // set at a box's edge was moved by LibreOffice, whose columns come out wider
            // than Excel's where Calibri is missing.
            ws.set_page_order(false);
            ws.set_print_fit_to_pages(2, 0);
        }
    }
    ws.set_margins(0.5, 0.5, 0.6, 0.6, 0.3, 0.3);
    Ok(())
}

fn steps_sheet(
    ws: &mut Worksheet,
    g: &ExplainedGrid<'_>,
    snapshots: &[Snapshot],
) -> Result<(), XlsxError> {
    size_picture(ws, Layout::of(9))?;
    title_rows(ws, g, "steps-title")?;
    let names = SheetNames(g.range);
    let puzzle = &g.explanation.puzzle;
    let blocks = g.explanation.steps.iter().map(|step| Block {
        heading: heading(step.technique, step.difficulty),
        sentence: step.sentence(&names),
        cells: step_cells(step),
    });
    step_blocks(
        ws,
        (g.sheet, g.range),
        Layout::of(9),
        blocks,
        |ws, top, k| match snapshots.get(k) {
            Some(before) => draw_picture(
                ws,
                top,
                g.range,
                puzzle,
                before,
                Some(&g.explanation.steps[k]),
            ),
            None => Ok(()),
        },
    )
}

/// A step's technique and rating in the user's words, as its heading shows them after
/// the step's number.
fn heading(technique: Technique, difficulty: Difficulty) -> (String, String) {
    (technique.words(), difficulty.words())
}

/// One step's block on a Steps sheet: its technique and rating (`hidden single`, `1.2`),
/// its sentence, and the cells its links go to.
struct Block {
    heading: (String, String),
    sentence: String,
    cells: Vec<usize>,
}

/// Writes one block a step under the title rows: heading, sentence (wrapped, going on in
/// the rows below when too long for one), links, and the picture `draw` puts at the row
/// it is given for step `k`; two blocks a printed page.
fn step_blocks(
    ws: &mut Worksheet,
    (sheet, range): (&str, GridRange),
    layout: Layout,
    blocks: impl Iterator<Item = Block>,
    mut draw: impl FnMut(&mut Worksheet, u32, usize) -> Result<(), XlsxError>,
) -> Result<(), XlsxError> {
    ws.set_repeat_rows(0, 0)?;
    let mut breaks = Vec::new();
    let mut top = 3;
    for (k, block) in blocks.enumerate() {
        if k > 0 && k % layout.steps_per_page == 0 {
            breaks.push(top);
        }
        let heading = tr!(
            "step-heading",
            n = k + 1,
            technique = block.heading.0.as_str(),
            difficulty = block.heading.1.as_str()
        );
        // Unmerged: the heading runs on over the empty cells to its right, and a merge
        // is one more record the writer keeps for each step until the save.
        plain_row(ws, top)?;
        ws.write_string_with_format(top, 0, &heading, &bold().set_font_size(12.0))?;
        // The whole sentence, wrapped; one too long for a row goes on in the next ones,
        // and the rest of the block moves down.
        let line = layout.line();
        let parts = sentence_rows(&block.sentence, line);
        for (j, part) in parts.iter().enumerate() {
            let row = top + 1 + j as u32;
            let lines = part.chars().count().div_ceil(line).max(1);
            ws.set_row_height(row, 15.5 * lines as f64)?;
            ws.merge_range(row, 0, row, layout.last_col(), part, &wrapped())?;
        }
        let shifted = top + parts.len() as u32 - 1;
        plain_row(ws, shifted + 2)?;
        ws.write_string_with_format(shifted + 2, 0, tr!("steps-go-to"), &bold())?;
        for (j, &cell) in block.cells.iter().take(LINKS_SHOWN).enumerate() {
            write_link(ws, shifted + 2, 2 + j as u16, sheet, range, cell)?;
        }
        draw(ws, shifted + 3, k)?;
        if let Some(rows) = layout.split {
            breaks.push(shifted + 4 + rows);
        }
        if breaks.len() >= MAX_PAGE_BREAKS {
            // A sheet holds 1,023 breaks at most; past them the client breaks the pages.
            breaks.truncate(MAX_PAGE_BREAKS);
        }
        plain_row(ws, shifted + layout.block_rows() - 1)?;
        top = shifted + layout.block_rows();
    }
    if top == 3 {
        // Something under the title rows: the writer, which keeps one row at a time,
        // otherwise writes the summary's row a second time at the save, and Excel
        // repairs a sheet with a row twice.
        ws.write_string(top, 0, tr!("steps-none"))?;
    }
    if !breaks.is_empty() {
        ws.set_page_breaks(&breaks)?;
    }
    Ok(())
}

/// The Steps sheet of a grid of another shape up to 9x9: as a classic grid's, with the
/// pictures drawn in its shape (heavy lines round its boxes or regions, regions in their
/// colours, diagonal and windoku cells tinted).
fn shaped_picture_sheet(
    ws: &mut Worksheet,
    g: &ShapedExplainedGrid<'_>,
    snapshots: &[GeneralSnapshot],
) -> Result<(), XlsxError> {
    let e = g.explanation;
    let shape = &e.puzzle.shape;
    let layout = shaped_top(ws, g, "steps-title")?;
    let blocks = e.steps.iter().map(|step| Block {
        heading: heading(step.technique, step.difficulty),
        sentence: step.text.clone(),
        cells: shaped_step_cells(step),
    });
    let base = ShapedFills::new(shape, false);
    step_blocks(
        ws,
        (g.sheet, g.range),
        layout,
        blocks,
        |ws, top, k| match snapshots.get(k) {
            Some(before) => draw_shaped_picture(ws, top, g, &base, before, Some(&e.steps[k])),
            None => Ok(()),
        },
    )
}

/// Sizes a picture sheet for a shaped grid and writes its title rows (the message `title`
/// and how the grid ended); the layout its pictures take.
fn shaped_top(
    ws: &mut Worksheet,
    g: &ShapedExplainedGrid<'_>,
    title: &str,
) -> Result<Layout, XlsxError> {
    let e = g.explanation;
    let layout = Layout::of_shape(&e.puzzle.shape);
    size_picture(ws, layout)?;
    let cells = e.puzzle.shape.cells();
    titles(ws, g.sheet, g.range, (cells, layout), title, &e.ending)?;
    Ok(layout)
}

fn shaped_candidates_sheet(
    ws: &mut Worksheet,
    g: &ShapedExplainedGrid<'_>,
    start: Option<&GeneralSnapshot>,
) -> Result<(), XlsxError> {
    let shape = &g.explanation.puzzle.shape;
    let layout = shaped_top(ws, g, "candidates-title")?;
    ws.write_string(2, 0, tr!("candidates-caption-units"))?;
    if let Some(s) = start {
        draw_shaped_picture(ws, 3, g, &ShapedFills::new(shape, true), s, None)?;
    }
    if let Some(rows) = layout.split {
        ws.set_page_breaks(&[4 + rows])?;
    }
    Ok(())
}

/// The distinct cells a step of another shape names: what it writes, then what it
/// removes, then its pattern.
fn shaped_step_cells(step: &GeneralStep) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    let all = step
        .placements
        .iter()
        .chain(&step.eliminations)
        .copied()
        .chain(step.pattern.iter().map(|&(c, v, _)| (c, v)));
    for (c, _) in all {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// The fills a shaped grid's cells have before any step colours them: region colours on
/// a jigsaw (on the Candidates sheet), the tint of diagonal and windoku cells, and the
/// givens' own fills.
struct ShapedFills<'s> {
    shape: &'s Shape,
    regions: Option<Vec<u32>>,
    tint: Vec<bool>,
}

impl ShapedFills<'_> {
    /// The fills of `shape`'s cells; regions in their colours only when `regions`: on a
    /// step's picture the heavy lines show them, and their light colours would be taken
    /// for the step's own.
    fn new(shape: &Shape, regions: bool) -> ShapedFills<'_> {
        ShapedFills {
            shape,
            regions: regions.then(|| region_fills(shape)).flatten(),
            tint: tinted(shape),
        }
    }

    /// The fill of cell `i`, holding a given or not.
    fn fill(&self, i: usize, given: bool) -> Option<u32> {
        match (&self.regions, given, self.tint[i]) {
            (Some(fills), _, _) => Some(fills[i]),
            (None, true, true) => Some(VARIANT_GIVEN_TINT),
            (None, true, false) => Some(GIVEN_FILL),
            (None, false, true) => Some(VARIANT_TINT),
            (None, false, false) => None,
        }
    }
}

/// [`draw_picture`] for a grid of another shape up to 9x9.
fn draw_shaped_picture(
    ws: &mut Worksheet,
    top: u32,
    g: &ShapedExplainedGrid<'_>,
    fills: &ShapedFills<'_>,
    at: &GeneralSnapshot,
    step: Option<&GeneralStep>,
) -> Result<(), XlsxError> {
    let shape = fills.shape;
    let puzzle = &g.explanation.puzzle.cells;
    let in_units: Vec<bool> = {
        let mut t = vec![false; shape.cells()];
        for u in shape
            .units()
            .iter()
            .filter(|u| step.is_some_and(|s| s.units.contains(&u.id)))
        {
            for &i in &u.cells {
                t[i] = true;
            }
        }
        t
    };
    let layout = Layout::of(shape.n());
    let value = |v: u8| g.style.cell(v);
    draw_cells(ws, (top, g.range), layout, &value, |i| {
        let frame = frame_look(shape, i).format();
        let given = puzzle.get(i).is_some_and(|&v| v != 0);
        if let Some(&d) = at.digits.get(i).filter(|&&d| d != 0) {
            let f = frame.set_font_size(layout.digit_font);
            let f = if given {
                f.set_bold()
            } else {
                f.set_font_color(MAIN_COLOR)
            };
            let f = match fills.fill(i, given) {
                Some(fill) => f.set_background_color(fill),
                None => f,
            };
            return (f, Shown::Digit(d));
        }
        if let Some(&(_, v)) = step.and_then(|s| s.placements.iter().find(|p| p.0 == i)) {
            return (frame, Shown::Placed(v));
        }
        let look = |v: u8| match step {
            Some(s) => Look::of(
                s.eliminations.contains(&(i, v)),
                s.pattern.iter().find(|p| p.0 == i && p.1 == v).map(|p| p.2),
            ),
            None => Look::Plain,
        };
        let marks = at.candidates.get(i).copied().unwrap_or(0);
        let looks: Vec<(u8, Look)> = (1..=shape.n() as u8)
            .filter(|v| marks & (1 << (v - 1)) != 0)
            .map(|v| (v, look(v)))
            .collect();
        let quiet = if in_units[i] {
            Some(UNIT_FILL)
        } else {
            fills.fill(i, false)
        };
        (frame, Shown::Marks(looks, quiet))
    })
}

fn candidates_sheet(
    ws: &mut Worksheet,
    g: &ExplainedGrid<'_>,
    start: Option<&Snapshot>,
) -> Result<(), XlsxError> {
    size_picture(ws, Layout::of(9))?;
    title_rows(ws, g, "candidates-title")?;
    ws.write_string(2, 0, tr!("candidates-caption"))?;
    if let Some(s) = start {
        draw_picture(ws, 3, g.range, &g.explanation.puzzle, s, None)?;
    }
    Ok(())
}

/// The distinct cells a step names: what it writes, then what it removes, then its
/// pattern.
fn step_cells(step: &Step) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    let all = step
        .placements
        .iter()
        .chain(&step.eliminations)
        .chain(step.pattern.iter().map(|m| &m.cand));
    for c in all {
        let c = usize::from(c.cell);
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// How a candidate looks in a step's picture.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Look {
    Plain,
    Main,
    Other,
    Gone,
}

impl Look {
    /// The look of a candidate the step crosses out (`gone`) or that has `role` in its
    /// pattern: crossing out wins.
    fn of(gone: bool, role: Option<Role>) -> Look {
        match (gone, role) {
            (true, _) => Look::Gone,
            (false, Some(Role::Main)) => Look::Main,
            (false, Some(Role::Other)) => Look::Other,
            (false, None) => Look::Plain,
        }
    }
}

/// What one cell of a step's picture shows.
enum Shown {
    /// A digit in the grid before the step, drawn in the format given with it.
    Digit(u8),
    /// The digit this step writes.
    Placed(u8),
    /// Pencil marks with their looks, and the cell's fill when the step touches none of
    /// them.
    Marks(Vec<(u8, Look)>, Option<u32>),
}

/// Draws the 9x9 picture under a row of the sheet's column letters starting at row
/// `top`, with the sheet's row numbers on its left, so that `G3` in a sentence is found at
/// a glance: digits, pencil marks, and what `step` uses, writes and removes.
fn draw_picture(
    ws: &mut Worksheet,
    top: u32,
    range: GridRange,
    puzzle: &Grid,
    at: &Snapshot,
    step: Option<&Step>,
) -> Result<(), XlsxError> {
    let value = |d: u8| CellValue::Number(f64::from(d));
    draw_cells(ws, (top, range), Layout::of(9), &value, |i| {
        let frame = framed(i);
        if let Some(d) = at.digits.get(i) {
            let f = if puzzle.get(i).is_some() {
                frame
                    .set_bold()
                    .set_font_size(16.0)
                    .set_background_color(GIVEN_FILL)
            } else {
                frame.set_font_size(16.0).set_font_color(MAIN_COLOR)
            };
            return (f, Shown::Digit(d));
        }
        if let Some(c) = step.and_then(|s| s.placements.iter().find(|c| usize::from(c.cell) == i)) {
            return (frame, Shown::Placed(c.digit));
        }
        let look = |d: u8| match step {
            Some(s) => {
                let is = |c: &sudoku_core::logic::Cand| usize::from(c.cell) == i && c.digit == d;
                Look::of(
                    s.eliminations.iter().any(is),
                    s.pattern.iter().find(|m| is(&m.cand)).map(|m| m.role),
                )
            }
            None => Look::Plain,
        };
        let looks: Vec<(u8, Look)> = (1..=9u8)
            .filter(|d| at.candidates[i] & (1 << (d - 1)) != 0)
            .map(|d| (d, look(d)))
            .collect();
        let in_unit = step.is_some_and(|s| s.units.iter().any(|u| u.cells().contains(&(i as u8))));
        (frame, Shown::Marks(looks, in_unit.then_some(UNIT_FILL)))
    })
}

/// Draws an `n` x `n` picture: a row of the sheet's column letters at `top`, then the
/// cells, each with the sheet's row number on its left; `cell` says what cell `i` shows
/// and its format (frame, and for a digit its font and fill).
fn draw_cells(
    ws: &mut Worksheet,
    (top, range): (u32, GridRange),
    layout: Layout,
    value: &dyn Fn(u8) -> CellValue,
    cell: impl Fn(usize) -> (Format, Shown),
) -> Result<(), XlsxError> {
    let n = layout.n;
    let write = |ws: &mut Worksheet, row: u32, col: u16, v: u8, f: &Format| match value(v) {
        CellValue::Number(x) => ws.write_number_with_format(row, col, x, f).map(|_| ()),
        CellValue::Text(t) => ws.write_string_with_format(row, col, t, f).map(|_| ()),
    };
    let label = Format::new()
        .set_font_color(MARK_COLOR)
        .set_align(FormatAlign::Center)
        .set_align(FormatAlign::VerticalCenter);
    plain_row(ws, top)?;
    for c in 0..n as u32 {
        ws.write_string_with_format(top, 1 + c as u16, column_name(range.col + c), &label)?;
    }
    let top = top + 1;
    // Row by row, left to right: a Steps sheet is written in constant-memory mode, where
    // a row is gone once the next one is started.
    for i in 0..n * n {
        let (row, col) = (top + (i / n) as u32, 1 + (i % n) as u16);
        if i % n == 0 {
            let r = (i / n) as u32;
            ws.write_number_with_format(row, 0, f64::from(range.row + r + 1), &label)?;
        }
        let (format, shown) = cell(i);
        let looks = match shown {
            Shown::Digit(d) => {
                write(ws, row, col, d, &format)?;
                continue;
            }
            // The digit this step writes is drawn as a written digit, on its yellow: as
            // a pencil mark it looked like one more candidate (the last step's cell
            // showed nothing else).
            Shown::Placed(d) => {
                let f = format
                    .set_font_size(layout.digit_font)
                    .set_font_color(MAIN_COLOR)
                    .set_background_color(PLACED_FILL);
                write(ws, row, col, d, &f)?;
                continue;
            }
            Shown::Marks(looks, quiet) => {
                let fill = if looks.iter().any(|l| l.1 == Look::Main) {
                    Some(MAIN_FILL)
                } else if looks.iter().any(|l| l.1 == Look::Other) {
                    Some(OTHER_FILL)
                } else if looks.iter().any(|l| l.1 == Look::Gone) {
                    Some(LOSING_FILL)
                } else {
                    quiet
                };
                let mut cell_format = format
                    .set_text_wrap()
                    .set_font_name("Courier New")
                    .set_font_size(layout.mark_font)
                    .set_font_color(MARK_COLOR);
                if let Some(f) = fill {
                    cell_format = cell_format.set_background_color(f);
                }
                if looks.is_empty() {
                    ws.write_blank(row, col, &cell_format)?;
                    continue;
                }
                (looks, cell_format)
            }
        };
        write_marks(ws, (row, col), layout, value, &looks.0, &looks.1)?;
    }
    Ok(())
}

/// Pencil marks laid out as on a keypad, `1 2 3` over `4 5 6` over `7 8 9` (four or five
/// a line on larger grids, each value in as many characters as the largest), so a glance
/// finds each in its own place; coloured by what the step does with it. Runs of one look
/// are one piece of the cell's text: a grid of 25x25 has 625 cells a picture.
///
/// The gaps are no-break spaces: LibreOffice drops a line's trailing spaces and centres
/// what is left, which moved a lone `1` to the middle of its cell.
fn write_marks(
    ws: &mut Worksheet,
    (row, col): (u32, u16),
    layout: Layout,
    value: &dyn Fn(u8) -> CellValue,
    looks: &[(u8, Look)],
    cell_format: &Format,
) -> Result<(), XlsxError> {
    let base = Format::new()
        .set_font_name("Courier New")
        .set_font_size(layout.mark_font);
    let plain = base.clone().set_font_color(MARK_COLOR);
    let main = base.clone().set_bold().set_font_color(MAIN_COLOR);
    let other = base.clone().set_bold().set_font_color(OTHER_COLOR);
    let gone = base.set_font_color(GONE_COLOR).set_font_strikethrough();
    let format = |look: Look| match look {
        Look::Plain => &plain,
        Look::Main => &main,
        Look::Other => &other,
        Look::Gone => &gone,
    };
    let mut runs: Vec<(Look, String)> = Vec::new();
    let mut push = |look: Look, text: &str| match runs.last_mut() {
        _ if text.is_empty() => {}
        Some((l, t)) if *l == look => t.push_str(text),
        _ => runs.push((look, text.to_string())),
    };
    let n = layout.n as u8;
    for v in 1..=n {
        let text = match value(v) {
            CellValue::Number(x) => format!("{x}"),
            CellValue::Text(t) => t,
        };
        let pad = layout.slot.saturating_sub(text.chars().count());
        match looks.iter().find(|l| l.0 == v) {
            Some(&(_, look)) => {
                push(Look::Plain, &BLANK.repeat(pad));
                push(look, &text);
            }
            None => push(Look::Plain, &BLANK.repeat(layout.slot)),
        }
        let k = usize::from(v);
        if k % layout.keys != 0 && v < n {
            push(Look::Plain, BLANK);
        } else if v < n {
            push(Look::Plain, "\n");
        }
    }
    if let [(Look::Plain, text)] = runs.as_slice() {
        ws.write_string_with_format(row, col, text, cell_format)?;
        return Ok(());
    }
    let parts: Vec<(&Format, &str)> = runs.iter().map(|(l, t)| (format(*l), t.as_str())).collect();
    ws.write_rich_string_with_format(row, col, &parts, cell_format)?;
    Ok(())
}

/// The gap of a keypad of pencil marks, a no-break space.
const BLANK: &str = "\u{a0}";

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::logic::explain;

    #[test]
    fn names_follow_the_sheet() {
        let names = SheetNames(GridRange::parse("C3:K11").unwrap());
        assert_eq!(names.cell(0), "C3");
        assert_eq!(names.unit(Unit::Row(3)), "row 6");
        assert_eq!(names.unit(Unit::Column(1)), "column D");
        assert_eq!(names.unit(Unit::Box(4)), "box 5");
    }

    #[test]
    fn sheets_get_fresh_names_and_every_step() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let e = explain(&g);
        let mut wb = XlsxWorkbook::new();
        wb.add_worksheet().set_name("Steps").unwrap();
        let grid = ExplainedGrid {
            sheet: "Steps",
            range: GridRange::default(),
            explanation: &e,
        };
        add_explanations(&mut wb, &[grid]).unwrap();
        let names: Vec<String> = wb.worksheets().iter().map(|w| w.name()).collect();
        assert_eq!(names, ["Steps", "Steps (2)", "Candidates"]);
        let bytes = wb.save_to_buffer().unwrap();
        assert!(bytes.len() > 1000);
    }

    #[test]
    fn a_long_sentence_goes_on_in_the_next_rows_whole() {
        let short = "E9 is not 8";
        assert_eq!(sentence_rows(short, 75), [short]);
        // A forcing chain of 300 facts: far more than a row of 26 lines holds.
        let facts: Vec<String> = (0..300)
            .map(|k| format!("C{} is {}", k % 9 + 1, k % 9 + 1))
            .collect();
        let long = format!("If E9 were 8, then {}; so E9 is not 8", facts.join(", "));
        let parts = sentence_rows(&long, 75);
        assert!(parts.len() > 1, "{} characters in one row", long.len());
        assert!(parts.iter().all(|p| p.chars().count() <= 75 * ROW_LINES));
        assert_eq!(parts.join(" "), long);
        // On a Steps sheet: the step's block, its sentence going on in the rows below,
        // then the next step's block below those rows.
        use sudoku_core::general::{self, Names, Puzzle, Shape, Symbols};
        let shape = Shape::standard(4).unwrap();
        let p = Puzzle::parse(shape.clone(), "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
        let mut four = general::explain(&p, &Names::plain(&shape), None);
        four.steps[0].text = long.clone();
        let mut wb = XlsxWorkbook::new();
        wb.add_worksheet().set_name("Sheet1").unwrap();
        let grids = [AnyExplained::Shaped(ShapedExplainedGrid {
            sheet: "Sheet1",
            range: GridRange::sized(0, 0, 4),
            explanation: &four,
            style: SymbolStyle::Numbers,
        })];
        add_steps_sheets(&mut wb, &grids).unwrap();
        let xml =
            crate::test_support::part(&wb.save_to_buffer().unwrap(), "xl/worksheets/sheet2.xml");
        let layout = Layout::of(4);
        let parts = sentence_rows(&long, layout.line());
        for part in &parts {
            assert!(xml.contains(&format!(">{part}</t>")), "a part is missing");
        }
        // No row is taller than a spreadsheet's rows can be.
        for ht in xml.split(" ht=\"").skip(1) {
            let points: f64 = ht[..ht.find('"').unwrap()].parse().unwrap();
            assert!(points <= 409.0, "a row of {points} points");
        }
        // The next step's heading is below the rows of the long one's block.
        let second = 3 + parts.len() as u32 - 1 + layout.block_rows();
        assert!(
            xml.contains(&format!("<c r=\"A{}\" s=\"", second + 1)) && xml.contains(">Step 2 "),
            "step 2 at row {}",
            second + 1
        );
    }

    #[test]
    fn sheets_stop_at_the_cap_and_count_the_rest() {
        // A solved grid has no steps: its sheets are the cheapest there are.
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let e = explain(&g);
        let grid = AnyExplained::Classic(ExplainedGrid {
            sheet: "Sheet1",
            range: GridRange::default(),
            explanation: &e,
        });
        let mut wb = XlsxWorkbook::new();
        let mut sheets = StepsSheets::with_cap(&mut wb, 7, 4);
        for _ in 0..7 {
            sheets.add(&mut wb, &grid).unwrap();
        }
        assert_eq!(sheets.left_out(), 3);
        assert_eq!(wb.worksheets().len(), 2 * 4);
        const { assert!(MAX_STEPS_GRIDS * 520 * 1024 < 450 << 20) };
    }

    #[test]
    fn every_shape_gets_pictures_numbered_with_the_rest() {
        use sudoku_core::general::{self, Names, Puzzle, Shape, Symbols};
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let classic = explain(&g);
        let shape = Shape::standard(4).unwrap();
        let p = Puzzle::parse(shape.clone(), "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
        let four = general::explain(&p, &Names::plain(&shape), None);
        let big = Shape::standard(16).unwrap();
        // A solved 16x16 with three cells emptied: three singles.
        let general::GeneralOutcome::Multiple(mut full) =
            general::solve(&Puzzle::empty(big.clone()))
        else {
            panic!("an empty grid has many solutions")
        };
        full.cells[..3].fill(0);
        let sixteen = general::explain(&full, &Names::plain(&big), None);
        let mut wb = XlsxWorkbook::new();
        wb.add_worksheet().set_name("Sheet1").unwrap();
        let grids = [
            AnyExplained::Classic(ExplainedGrid {
                sheet: "Sheet1",
                range: GridRange::default(),
                explanation: &classic,
            }),
            AnyExplained::Shaped(ShapedExplainedGrid {
                sheet: "Sheet1",
                range: GridRange::sized(10, 0, 4),
                explanation: &four,
                style: SymbolStyle::Numbers,
            }),
            AnyExplained::Shaped(ShapedExplainedGrid {
                sheet: "Sheet1",
                range: GridRange::sized(20, 0, 16),
                explanation: &sixteen,
                style: SymbolStyle::Letters,
            }),
        ];
        add_steps_sheets(&mut wb, &grids).unwrap();
        let names: Vec<String> = wb.worksheets().iter().map(|w| w.name()).collect();
        assert_eq!(
            names,
            [
                "Sheet1",
                "Steps 1",
                "Candidates 1",
                "Steps 2",
                "Candidates 2",
                "Steps 3",
                "Candidates 3"
            ]
        );
        let book = wb.save_to_buffer().unwrap();
        // The 4x4's Steps sheet: a block a step, its picture 4 cells wide under the
        // sheet's column letters A-D.
        let four_steps = crate::test_support::part(&book, "xl/worksheets/sheet4.xml");
        assert_eq!(four_steps.matches(">Step ").count(), four.steps.len());
        assert!(four_steps.contains(">D</t>") && !four_steps.contains(">E</t>"));
        // The 16x16's: a block a step with its sentence, 16 columns A-P under it, on a
        // landscape page of its own; values past 9 written as the sheet writes them.
        let big_steps = crate::test_support::part(&book, "xl/worksheets/sheet6.xml");
        assert_eq!(big_steps.matches(">Step ").count(), sixteen.steps.len());
        assert!(big_steps.contains(&sixteen.steps[1].text));
        assert!(big_steps.contains(">P</t>") && !big_steps.contains(">Q</t>"));
        assert!(big_steps.contains("orientation=\"landscape\""));
        // Its Candidates sheet: a 4x4 keypad of marks in each empty cell.
        let marks = crate::test_support::part(&book, "xl/worksheets/sheet7.xml");
        let keypads: Vec<&str> = marks
            .split("<is><t>")
            .skip(1)
            .filter_map(|t| t.split("</t>").next())
            .filter(|t| t.contains('\n'))
            .collect();
        assert_eq!(keypads.len(), 3, "{marks}");
        for keypad in keypads {
            let lines: Vec<&str> = keypad.lines().collect();
            assert!(
                lines.len() == 4 && lines.iter().all(|l| l.chars().count() == 11),
                "{keypad:?}"
            );
        }
    }

    /// The text of the pencil marks `write_marks` writes for `looks` in a grid of `n`.
    fn keypad(n: usize, style: SymbolStyle, looks: &[(u8, Look)]) -> String {
        let mut wb = XlsxWorkbook::new();
        let ws = wb.add_worksheet();
        let value = |v: u8| style.cell(v);
        write_marks(ws, (0, 0), Layout::of(n), &value, looks, &Format::new()).unwrap();
        let xml =
            crate::test_support::part(&wb.save_to_buffer().unwrap(), "xl/worksheets/sheet1.xml");
        let strings =
            crate::test_support::part(&wb.save_to_buffer().unwrap(), "xl/sharedStrings.xml");
        assert!(xml.contains("t=\"s\""), "{xml}");
        // Every <t> of the one string, runs joined, no-break spaces shown as spaces.
        let text: String = strings
            .split("<t")
            .skip(1)
            .filter_map(|t| t.split_once('>').and_then(|(_, t)| t.split("</t>").next()))
            .collect();
        assert!(!text.contains(' '), "plain spaces in {text:?}");
        text.replace(BLANK, " ")
    }

    #[test]
    fn pencil_marks_sit_in_a_keypad_in_the_sheets_symbols() {
        let plain = |vs: std::ops::RangeInclusive<u8>| -> Vec<(u8, Look)> {
            vs.map(|v| (v, Look::Plain)).collect()
        };
        assert_eq!(
            keypad(9, SymbolStyle::Numbers, &plain(1..=9)),
            "1 2 3\n4 5 6\n7 8 9"
        );
        assert_eq!(
            keypad(16, SymbolStyle::Letters, &plain(1..=16)),
            " 1  2  3  4\n 5  6  7  8\n 9  A  B  C\n D  E  F  G"
        );
        assert_eq!(
            keypad(
                16,
                SymbolStyle::Numbers,
                &[(2, Look::Plain), (16, Look::Plain)]
            ),
            "    2      \n           \n           \n         16"
        );
        // A crossed-out first mark starts the text (a run may not be empty).
        assert_eq!(
            keypad(9, SymbolStyle::Numbers, &[(1, Look::Gone), (9, Look::Main)]),
            "1    \n     \n    9"
        );
        // 25 values, five a line; a crossed-out one is a run of its own.
        let mut looks = plain(1..=25);
        looks[11].1 = Look::Gone;
        assert_eq!(
            keypad(25, SymbolStyle::Numbers, &looks),
            " 1  2  3  4  5\n 6  7  8  9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 24 25"
        );
    }

    /// A 25x25 takes two page breaks a step, and Excel allows 1,023 a sheet: a long
    /// explanation still saves, its first 1,023 breaks kept.
    #[test]
    fn page_breaks_stop_at_excels_limit() {
        use sudoku_core::general::Shape;
        let layout = Layout::of_shape(&Shape::standard(25).unwrap());
        assert!(layout.split.is_some());
        let mut wb = XlsxWorkbook::new();
        let ws = wb.add_worksheet();
        let blocks = (0..600).map(|k| Block {
            heading: (format!("hidden single ({k})"), "1.2".to_string()),
            sentence: "A1 is the only cell of box 1 that can hold 1".to_string(),
            cells: vec![0],
        });
        step_blocks(
            ws,
            ("Sheet1", GridRange::sized(0, 0, 25)),
            layout,
            blocks,
            |_, _, _| Ok(()),
        )
        .unwrap();
        let xml =
            crate::test_support::part(&wb.save_to_buffer().unwrap(), "xl/worksheets/sheet1.xml");
        assert!(
            xml.contains("<rowBreaks count=\"1023\""),
            "{}",
            &xml[xml.len() - 300..]
        );
    }

    #[test]
    fn keypads_fit_every_size() {
        for n in [4, 6, 9, 10, 12, 16, 25] {
            let l = Layout::of(n);
            assert!(l.keys * l.keys >= n && (l.keys - 1) * (l.keys - 1) < n.max(5));
            assert!(l.slot >= n.to_string().len(), "{n}");
            // A line of marks fits the cell: Courier is 0.6 of the type size wide.
            let chars = l.keys * (l.slot + 1) - 1;
            let px = chars as f64 * 0.6 * l.mark_font * 4.0 / 3.0;
            assert!(px + 4.0 <= f64::from(l.cell_width), "{n}: {px} px");
            let lines = n.div_ceil(l.keys) as f64;
            assert!(
                lines * 1.15 * l.mark_font * 4.0 / 3.0 <= f64::from(l.cell_height),
                "{n}"
            );
        }
    }
}
