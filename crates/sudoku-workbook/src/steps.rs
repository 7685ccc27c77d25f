//! The sheets `explain` adds to a solved copy: a Steps sheet, one block per step with its
//! sentence and a small picture of the grid at that moment, and a Candidates sheet with
//! the pencil marks before the first step. Cells are named as on the puzzle's own sheet.
//! Grids of other shapes up to 9x9 (diagonal, windoku, jigsaw, 4x4, 6x6, 8x8) get the same
//! sheets, drawn with their regions and tinted units; larger grids get a Steps sheet of
//! text alone, as a picture of a 16x16 or 25x25 grid with pencil marks per step would not
//! fit on a page.
//!
//! Steps sheets are written in rust_xlsxwriter's constant-memory mode, row by row, one
//! grid at a time ([`StepsSheets`]): a workbook of 500 hard grids took 8 MB a grid when
//! every step's cells stayed in memory until the save.

use rust_xlsxwriter::{Format, FormatAlign, Url, Workbook as XlsxWorkbook, Worksheet, XlsxError};
use sudoku_core::general::{GeneralExplanation, GeneralSnapshot, GeneralStep, Shape};
use sudoku_core::grid::{Grid, Unit, CELLS};
use sudoku_core::logic::{CellNames, Explanation, Role, Snapshot, Step};

use crate::address::{column_name, quote_sheet, GridRange};
use crate::look::{framed, GIVEN_FILL};
use crate::shaped_look::{frame_look, region_fills, tinted, VARIANT_GIVEN_TINT, VARIANT_TINT};

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
            Unit::Row(r) => format!("row {}", u64::from(self.0.row) + u64::from(r) + 1),
            Unit::Column(c) => format!("column {}", column_name(self.0.col + u32::from(c))),
            Unit::Box(b) => format!("box {}", b + 1),
            other => other.to_string(),
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

/// Steps shown per printed page: a block is about 12 rows, most of them tall.
const STEPS_PER_PAGE: usize = 2;
/// Rows of one step block: title, sentence, links, column letters, nine grid rows, a gap.
const BLOCK_ROWS: u32 = 14;
/// Cells a step's link row names at most.
const LINKS_SHOWN: usize = 8;
/// Characters of a sentence that fit on a line across the nine picture columns.
const PICTURE_LINE: usize = 75;
/// Lines of wrapped text one row shows at most: Excel's rows stop at 409 points, 26
/// lines of the default font. A longer sentence goes on in the rows below.
const ROW_LINES: usize = 26;
/// Width and height of a picture cell, in pixels.
const MARK_CELL_WIDTH: u32 = 62;
const MARK_CELL_HEIGHT: u32 = 40;
/// Height of the other rows of a picture sheet (headings, links, letters), in pixels.
const PLAIN_ROW_HEIGHT: u32 = 20;
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
}

/// An explained grid of either engine, so that one run numbers all its Steps sheets in
/// the order of the grids.
#[derive(Debug, Clone, Copy)]
pub enum AnyExplained<'a> {
    /// A classic 9x9 grid: a Steps sheet with pictures and a Candidates sheet.
    Classic(ExplainedGrid<'a>),
    /// Another size or variant: up to 9x9, Steps and Candidates sheets with pictures
    /// drawn in the grid's shape; larger, a Steps sheet of text, one row per step.
    Shaped(ShapedExplainedGrid<'a>),
}

/// The paper every sheet of an explained copy prints on: A4 (code 9).
pub const PAPER_A4: u8 = 9;

/// Adds the Steps sheets of explained grids to a workbook one grid at a time, so that a
/// grid's steps can be dropped once written: a Steps and a Candidates sheet for a classic
/// grid, a Steps sheet of text for the others, numbered after the first when there are
/// several, with names no sheet of the workbook uses yet.
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
        let steps_name = self.fresh(format!("Steps{suffix}"));
        let marks_name = match grid {
            AnyExplained::Shaped(g) if g.explanation.puzzle.shape.n() > PICTURE_VALUES => None,
            _ => Some(self.fresh(format!("Candidates{suffix}"))),
        };
        // Both sheets streamed: as an ordinary sheet the Candidates sheet's rich strings
        // stayed in memory, a tenth of a megabyte a grid until the save.
        let steps = crate::streamed::add_streamed(wb)?;
        steps.set_name(&steps_name)?;
        match grid {
            AnyExplained::Classic(g) => {
                let snapshots = g.explanation.snapshots();
                steps_sheet(steps, g, &snapshots)?;
                if let Some(name) = &marks_name {
                    let ws = crate::streamed::add_streamed(wb)?;
                    ws.set_name(name)?;
                    candidates_sheet(ws, g, snapshots.first())?;
                }
            }
            AnyExplained::Shaped(g) => match &marks_name {
                Some(name) => {
                    let snapshots = g.explanation.snapshots();
                    shaped_picture_sheet(steps, g, &snapshots)?;
                    let ws = crate::streamed::add_streamed(wb)?;
                    ws.set_name(name)?;
                    shaped_candidates_sheet(ws, g, snapshots.first())?;
                }
                None => shaped_steps_sheet(steps, g)?,
            },
        }
        crate::recorded::mark_added(wb, &steps_name)?;
        if let Some(name) = &marks_name {
            crate::recorded::mark_added(wb, name)?;
        }
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

/// [`add_explanations`] for grids of any shape: classic grids get a Steps and a
/// Candidates sheet, the others a Steps sheet of one row per step.
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

/// The most values a picture shows in a cell's pencil marks, laid out as on a keypad:
/// grids up to 9x9 get pictures.
const PICTURE_VALUES: usize = 9;

/// Rows above the first step of a text Steps sheet: title, ending, a gap, the header.
const SHAPED_TOP: u32 = 4;
/// Width of the sentence column, in the digits of the default font.
const SENTENCE_WIDTH: usize = 90;

/// A Steps sheet of text: the title and ending, then per step its number, technique,
/// rating, sentence and links to the cells it writes in or crosses out.
fn shaped_steps_sheet(ws: &mut Worksheet, g: &ShapedExplainedGrid<'_>) -> Result<(), XlsxError> {
    let e = g.explanation;
    let last = g.range.cell_name(g.range.n() * g.range.n() - 1);
    ws.write_string_with_format(
        0,
        0,
        format!(
            "Steps of {}!{}:{last}",
            quote_sheet(g.sheet),
            g.range.cell_name(0)
        ),
        &bold().set_font_size(13.0),
    )?;
    ws.write_string(1, 0, fit(&e.ending))?;
    let header = bold().set_border_bottom(rust_xlsxwriter::FormatBorder::Thin);
    for (c, title) in ["Step", "Technique", "Rating", "Why", "Go to"]
        .into_iter()
        .enumerate()
    {
        ws.write_string_with_format(SHAPED_TOP - 1, c as u16, title, &header)?;
    }
    ws.set_column_width(0, 6)?;
    ws.set_column_width(1, 22)?;
    ws.set_column_width(2, 8)?;
    ws.set_column_width(3, SENTENCE_WIDTH as f64)?;
    let top = Format::new().set_align(FormatAlign::Top);
    let number = top.clone().set_align(FormatAlign::Center);
    let rating = number.clone().set_num_format("0.0");
    let sentence = wrapped();
    // The width counts digits; a sentence's letters are narrower, about a fifth more fit.
    let line = SENTENCE_WIDTH + SENTENCE_WIDTH / 5;
    let mut row = SHAPED_TOP;
    for (k, step) in e.steps.iter().enumerate() {
        ws.write_number_with_format(row, 0, (k + 1) as f64, &number)?;
        ws.write_string_with_format(row, 1, step.technique.to_string(), &top)?;
        ws.write_number_with_format(row, 2, step.difficulty.value(), &rating)?;
        // The whole sentence: one too long for a row goes on in the rows below, which
        // hold nothing else.
        let parts = sentence_rows(&step.text, line);
        for (j, part) in parts.iter().enumerate() {
            let at = row + j as u32;
            ws.write_string_with_format(at, 3, *part, &sentence)?;
            let lines = part.chars().count().div_ceil(line).max(1);
            if lines > 1 {
                ws.set_row_height(at, 15.0 * lines as f64)?;
            }
        }
        let mut cells: Vec<usize> = Vec::new();
        for &(c, _) in step.placements.iter().chain(&step.eliminations) {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        for (j, &c) in cells.iter().take(LINKS_SHOWN).enumerate() {
            write_link(ws, row, 4 + j as u16, g.sheet, g.range, c)?;
        }
        row += parts.len() as u32;
    }
    ws.set_freeze_panes(SHAPED_TOP, 0)?;
    ws.set_repeat_rows(SHAPED_TOP - 1, SHAPED_TOP - 1)?;
    ws.set_landscape();
    ws.set_paper_size(PAPER_A4);
    ws.set_print_fit_to_pages(1, 0);
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

fn title_rows(ws: &mut Worksheet, g: &ExplainedGrid<'_>, what: &str) -> Result<(), XlsxError> {
    let e = g.explanation;
    let summary = format!(
        "{} step{}. {}",
        e.steps.len(),
        if e.steps.len() == 1 { "" } else { "s" },
        e.ending_sentence(&SheetNames(g.range))
    );
    titles(ws, g.sheet, g.range, CELLS, what, &summary)
}

/// The title (`Steps of 'Sheet 1'!A1:I9`) and the summary under it.
fn titles(
    ws: &mut Worksheet,
    sheet: &str,
    range: GridRange,
    cells: usize,
    what: &str,
    summary: &str,
) -> Result<(), XlsxError> {
    plain_row(ws, 0)?;
    let (a, b) = (range.cell_name(0), range.cell_name(cells - 1));
    ws.merge_range(
        0,
        0,
        0,
        9,
        &format!("{what} of {}!{a}:{b}", quote_sheet(sheet)),
        &bold().set_font_size(13.0),
    )?;
    ws.set_row_height(1, 30)?;
    ws.merge_range(1, 0, 1, 9, summary, &wrapped())?;
    plain_row(ws, 2)?;
    Ok(())
}

fn size_picture(ws: &mut Worksheet) -> Result<(), XlsxError> {
    // Picture rows, nine a step, take the sheet's default height and the few others are
    // set one by one: the writer keeps every row height it is given until the save, and
    // those were most of what a grid's Steps sheet still cost in memory.
    ws.set_default_row_height_pixels(MARK_CELL_HEIGHT);
    ws.set_column_width_pixels(0, LABEL_WIDTH)?;
    for c in 1..=9u16 {
        ws.set_column_width_pixels(c, MARK_CELL_WIDTH)?;
    }
    ws.set_portrait();
    ws.set_paper_size(PAPER_A4);
    ws.set_print_fit_to_pages(1, 0);
    ws.set_margins(0.5, 0.5, 0.6, 0.6, 0.3, 0.3);
    Ok(())
}

fn steps_sheet(
    ws: &mut Worksheet,
    g: &ExplainedGrid<'_>,
    snapshots: &[Snapshot],
) -> Result<(), XlsxError> {
    size_picture(ws)?;
    title_rows(ws, g, "Steps")?;
    let names = SheetNames(g.range);
    let puzzle = &g.explanation.puzzle;
    let blocks = g.explanation.steps.iter().map(|step| Block {
        heading: format!("{} · {}", step.technique, step.difficulty),
        sentence: step.sentence(&names),
        cells: step_cells(step),
    });
    step_blocks(ws, g.sheet, g.range, blocks, |ws, top, k| {
        match snapshots.get(k) {
            Some(before) => draw_picture(
                ws,
                top,
                g.range,
                puzzle,
                before,
                Some(&g.explanation.steps[k]),
            ),
            None => Ok(()),
        }
    })
}

/// One step's block on a Steps sheet: its heading after the step's number (`hidden
/// single · 1.2`), its sentence, and the cells its links go to.
struct Block {
    heading: String,
    sentence: String,
    cells: Vec<usize>,
}

/// Writes one block a step under the title rows: heading, sentence (wrapped, going on in
/// the rows below when too long for one), links, and the picture `draw` puts at the row
/// it is given for step `k`; two blocks a printed page.
fn step_blocks(
    ws: &mut Worksheet,
    sheet: &str,
    range: GridRange,
    blocks: impl Iterator<Item = Block>,
    mut draw: impl FnMut(&mut Worksheet, u32, usize) -> Result<(), XlsxError>,
) -> Result<(), XlsxError> {
    ws.set_repeat_rows(0, 0)?;
    let mut breaks = Vec::new();
    let mut top = 3;
    for (k, block) in blocks.enumerate() {
        if k > 0 && k % STEPS_PER_PAGE == 0 {
            breaks.push(top);
        }
        let heading = format!("Step {} · {}", k + 1, block.heading);
        // Unmerged: the heading runs on over the empty cells to its right, and a merge
        // is one more record the writer keeps for each step until the save.
        plain_row(ws, top)?;
        ws.write_string_with_format(top, 0, &heading, &bold().set_font_size(12.0))?;
        // The whole sentence, wrapped; one too long for a row goes on in the next ones,
        // and the rest of the block moves down.
        let parts = sentence_rows(&block.sentence, PICTURE_LINE);
        for (j, part) in parts.iter().enumerate() {
            let row = top + 1 + j as u32;
            let lines = part.chars().count().div_ceil(PICTURE_LINE).max(1);
            ws.set_row_height(row, 15.5 * lines as f64)?;
            ws.merge_range(row, 0, row, 9, part, &wrapped())?;
        }
        let shifted = top + parts.len() as u32 - 1;
        plain_row(ws, shifted + 2)?;
        ws.write_string_with_format(shifted + 2, 0, "Go to:", &bold())?;
        for (j, &cell) in block.cells.iter().take(LINKS_SHOWN).enumerate() {
            write_link(ws, shifted + 2, 2 + j as u16, sheet, range, cell)?;
        }
        draw(ws, shifted + 3, k)?;
        plain_row(ws, shifted + BLOCK_ROWS - 1)?;
        top = shifted + BLOCK_ROWS;
    }
    if top == 3 {
        // Something under the title rows: the writer, which keeps one row at a time,
        // otherwise writes the summary's row a second time at the save, and Excel
        // repairs a sheet with a row twice.
        ws.write_string(top, 0, "No step: every cell of the grid is filled.")?;
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
    size_picture(ws)?;
    let e = g.explanation;
    let shape = &e.puzzle.shape;
    titles(ws, g.sheet, g.range, shape.cells(), "Steps", &e.ending)?;
    let blocks = e.steps.iter().map(|step| Block {
        heading: format!("{} · {}", step.technique, step.difficulty),
        sentence: step.text.clone(),
        cells: shaped_step_cells(step),
    });
    let base = ShapedFills::new(shape, false);
    step_blocks(ws, g.sheet, g.range, blocks, |ws, top, k| {
        match snapshots.get(k) {
            Some(before) => draw_shaped_picture(ws, top, g, &base, before, Some(&e.steps[k])),
            None => Ok(()),
        }
    })
}

fn shaped_candidates_sheet(
    ws: &mut Worksheet,
    g: &ShapedExplainedGrid<'_>,
    start: Option<&GeneralSnapshot>,
) -> Result<(), XlsxError> {
    size_picture(ws)?;
    let shape = &g.explanation.puzzle.shape;
    titles(
        ws,
        g.sheet,
        g.range,
        shape.cells(),
        "Candidates",
        &g.explanation.ending,
    )?;
    ws.write_string(
        2,
        0,
        "The pencil marks before the first step: every value not yet in a unit of the cell.",
    )?;
    if let Some(s) = start {
        draw_shaped_picture(ws, 3, g, &ShapedFills::new(shape, true), s, None)?;
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
    draw_cells(ws, top, g.range, shape.n(), |i| {
        let frame = frame_look(shape, i).format();
        let given = puzzle.get(i).is_some_and(|&v| v != 0);
        if let Some(&d) = at.digits.get(i).filter(|&&d| d != 0) {
            let f = frame.set_font_size(16.0);
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
    size_picture(ws)?;
    title_rows(ws, g, "Candidates")?;
    ws.write_string(
        2,
        0,
        "The pencil marks before the first step: every digit not yet in the cell's row, column or box.",
    )?;
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
    draw_cells(ws, top, range, 9, |i| {
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
    top: u32,
    range: GridRange,
    n: usize,
    cell: impl Fn(usize) -> (Format, Shown),
) -> Result<(), XlsxError> {
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
                ws.write_number_with_format(row, col, d, &format)?;
                continue;
            }
            // The digit this step writes is drawn as a written digit, on its yellow: as
            // a pencil mark it looked like one more candidate (the last step's cell
            // showed nothing else).
            Shown::Placed(d) => {
                let f = format
                    .set_font_size(16.0)
                    .set_font_color(MAIN_COLOR)
                    .set_background_color(PLACED_FILL);
                ws.write_number_with_format(row, col, d, &f)?;
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
                    .set_font_size(8.0)
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
        write_marks(ws, row, col, &looks.0, &looks.1)?;
    }
    Ok(())
}

/// Pencil marks laid out as on a keypad, `1 2 3` over `4 5 6` over `7 8 9`, each digit in
/// its own place so a glance finds it; coloured by what the step does with it.
fn write_marks(
    ws: &mut Worksheet,
    row: u32,
    col: u16,
    looks: &[(u8, Look)],
    cell_format: &Format,
) -> Result<(), XlsxError> {
    let base = Format::new()
        .set_font_name("Courier New")
        .set_font_size(8.0);
    let plain = base.clone().set_font_color(MARK_COLOR);
    let main = base.clone().set_bold().set_font_color(MAIN_COLOR);
    let other = base.clone().set_bold().set_font_color(OTHER_COLOR);
    let gone = base.set_font_color(GONE_COLOR).set_font_strikethrough();
    let texts: Vec<String> = (1..=9u8).map(|d| d.to_string()).collect();
    let mut parts: Vec<(&Format, &str)> = Vec::new();
    for d in 1..=9u8 {
        let piece = match looks.iter().find(|l| l.0 == d) {
            Some((_, look)) => (
                match look {
                    Look::Plain => &plain,
                    Look::Main => &main,
                    Look::Other => &other,
                    Look::Gone => &gone,
                },
                texts[usize::from(d - 1)].as_str(),
            ),
            None => (&plain, " "),
        };
        parts.push(piece);
        if d % 3 != 0 {
            parts.push((&plain, " "));
        } else if d < 9 {
            parts.push((&plain, "\n"));
        }
    }
    ws.write_rich_string_with_format(row, col, &parts, cell_format)?;
    Ok(())
}

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
        // On a text Steps sheet: the step's row, then rows that go on with its sentence.
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
        })];
        // The text sheet larger grids get, drawn here for the small one.
        let AnyExplained::Shaped(g) = &grids[0] else {
            unreachable!()
        };
        shaped_steps_sheet(crate::streamed::add_streamed(&mut wb).unwrap(), g).unwrap();
        let xml =
            crate::test_support::part(&wb.save_to_buffer().unwrap(), "xl/worksheets/sheet2.xml");
        let line = SENTENCE_WIDTH + SENTENCE_WIDTH / 5;
        for part in sentence_rows(&long, line) {
            assert!(xml.contains(&format!(">{part}</t>")), "a part is missing");
        }
        // No row is taller than a spreadsheet's rows can be.
        for ht in xml.split(" ht=\"").skip(1) {
            let points: f64 = ht[..ht.find('"').unwrap()].parse().unwrap();
            assert!(points <= 409.0, "a row of {points} points");
        }
        // The next step starts below the rows of the long one.
        let second = SHAPED_TOP + sentence_rows(&long, line).len() as u32;
        assert!(xml.contains(&format!("<c r=\"A{}\" s=\"", second + 1)));
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
    fn other_shapes_get_pictures_up_to_nine_and_text_above_numbered_with_the_rest() {
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
            }),
            AnyExplained::Shaped(ShapedExplainedGrid {
                sheet: "Sheet1",
                range: GridRange::sized(20, 0, 16),
                explanation: &sixteen,
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
                "Steps 3"
            ]
        );
        let book = wb.save_to_buffer().unwrap();
        // The 4x4's Steps sheet: a block a step, its picture 4 cells wide under the
        // sheet's column letters A-D, and the 16x16's a row a step.
        let four_steps = crate::test_support::part(&book, "xl/worksheets/sheet4.xml");
        assert_eq!(four_steps.matches(">Step ").count(), four.steps.len());
        assert!(four_steps.contains(">D</t>") && !four_steps.contains(">E</t>"));
        let text = crate::test_support::part(&book, "xl/worksheets/sheet6.xml");
        assert!(text.contains(&sixteen.steps[1].text));
    }
}
