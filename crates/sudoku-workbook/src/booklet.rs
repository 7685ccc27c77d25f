//! The Booklet sheet of a handout: several puzzles on each printed page (1, 2, 4 or 6),
//! sized so that every page holds its puzzles whole on A4 or Letter, with a page break
//! before each page. [`PuzzleSheet`], one puzzle to lay out, is here as the booklet is the
//! lowest of the writers that take it.

use rust_xlsxwriter::{Format, Workbook as XlsxWorkbook, Worksheet, XlsxError};
use sudoku_core::grid::CELLS;

use sudoku_core::grid::Grid;

use crate::look::{framed, GIVEN_FILL};

/// Paper sizes a handout prints on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    /// 210 x 297 mm.
    #[default]
    A4,
    /// 8.5 x 11 in.
    Letter,
}

impl Paper {
    /// The paper code of the spreadsheet formats.
    pub fn code(self) -> u8 {
        match self {
            Paper::A4 => 9,
            Paper::Letter => 1,
        }
    }

    /// The paper the locale's environment (`LC_ALL`, `LC_PAPER`, `LANG`) suggests: Letter
    /// for the United States, Canada, Mexico and the Philippines, A4 everywhere else.
    pub fn from_locale() -> Paper {
        let locale = ["LC_ALL", "LC_PAPER", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .unwrap_or_default();
        let region = locale
            .split(['.', '@'])
            .next()
            .and_then(|l| l.split('_').nth(1))
            .unwrap_or("");
        if ["US", "CA", "MX", "PH"].contains(&region) {
            Paper::Letter
        } else {
            Paper::A4
        }
    }
}

/// Why a string names no paper.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", sudoku_i18n::tr!("value-paper", text = format!("{:?}", .0)))]
pub struct ParsePaperError(pub String);

impl std::str::FromStr for Paper {
    type Err = ParsePaperError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(ParsePaperError(s.to_string())),
        }
    }
}

/// How many puzzles a page holds, and how they are laid out: columns, rows, the side of a
/// cell in pixels, the size of the digits. A page's grids, their labels and captions
/// must fit the printable height of the smaller page (Letter: 720 points inside the
/// margins) once the page's width has been fitted.
fn layout(per_page: u8) -> (u32, u32, u32, f64) {
    match per_page {
        1 => (1, 1, 60, 26.0),
        2 => (1, 2, 44, 20.0),
        4 => (2, 2, 46, 19.0),
        _ => (2, 3, 28, 13.0),
    }
}

/// Rows of one puzzle's block: its label, nine grid rows, its caption, a gap.
const BLOCK_ROWS: u32 = 12;
/// Columns of one block: nine grid columns and a gap.
const BLOCK_COLS: u32 = 10;

/// Manual page breaks a sheet may have: Excel's limit (1,026 in the specification, 1,023
/// in practice), so a sheet holds at most 1,024 printed pages.
pub const MAX_PAGE_BREAKS: usize = 1023;

/// The names of the sheets that hold `count` items printed `per_page` to a page, each
/// within [`MAX_PAGE_BREAKS`]: `base`, then `base (2)`, `base (3)`, ...; with the range
/// The name of the sheet of puzzle `k` (1-based), in the user's language: `Puzzle 3`.
pub fn puzzle_sheet_name(k: usize) -> String {
    sudoku_i18n::tr!("sheet-puzzle", n = k)
}

/// of items on each.
pub fn paged_sheets(
    base: &str,
    count: usize,
    per_page: usize,
) -> Vec<(String, std::ops::Range<usize>)> {
    let per_sheet = per_page * (MAX_PAGE_BREAKS + 1);
    (0..count.div_ceil(per_sheet).max(1))
        .map(|k| {
            let name = if k == 0 {
                base.to_string()
            } else {
                format!("{base} ({})", k + 1)
            };
            (name, k * per_sheet..((k + 1) * per_sheet).min(count))
        })
        .collect()
}

/// Adds a `Booklet` sheet with `puzzles`, `per_page` (1, 2, 4 or 6) to a printed page,
/// each under its label (`Puzzle 3`) with its caption below, on `paper`. More pages than
/// one sheet may break go on `Booklet (2)` and so on. Each is marked as a sheet the tool
/// added ([`crate::recorded::mark_added`]).
pub fn add_booklet(
    wb: &mut XlsxWorkbook,
    puzzles: &[PuzzleSheet],
    per_page: u8,
    paper: Paper,
    header: Option<&str>,
) -> Result<(), XlsxError> {
    let (cols, rows, _, _) = layout(per_page);
    for (name, range) in paged_sheets(
        &sudoku_i18n::tr!("sheet-booklet"),
        puzzles.len(),
        (cols * rows) as usize,
    ) {
        let ws = wb.add_worksheet();
        ws.set_name(&name)?;
        booklet_sheet(
            ws,
            &puzzles[range.clone()],
            range.start,
            per_page,
            paper,
            header,
        )?;
        crate::recorded::mark_added(wb, &name)?;
    }
    Ok(())
}

/// The printable width and height of `paper`, in points, inside the booklet's margins.
fn printable(paper: Paper) -> (f64, f64) {
    let (w, h) = match paper {
        Paper::A4 => (595.3, 841.9),
        Paper::Letter => (612.0, 792.0),
    };
    (w - 2.0 * 0.4 * 72.0, h - 2.0 * 0.5 * 72.0)
}

/// Default row height, in pixels: the label, caption and gap rows.
const ROW_PX: f64 = 20.0;

/// The height in pixels of the gap row under each block that has another block below it
/// on its page, so that the page's blocks spread over its height rather than sit in its
/// top half: a page is scaled to the paper's width, which leaves room below. Sized for
/// 90 % of the page, so that a renderer whose rows come out a little taller still fits
/// each page on its paper.
fn spread_gap(per_page: u8, paper: Paper) -> f64 {
    let (cols, rows, cell, _) = layout(per_page);
    let (pw, ph) = printable(paper);
    let cell = f64::from(cell);
    let width_pt = 0.75 * (f64::from(cols) * 9.0 * cell + f64::from(cols - 1) * cell / 2.0);
    let scale = (pw / width_pt).min(1.0);
    let block_px = 3.0 * ROW_PX + 9.0 * cell;
    let page_px = 0.9 * ph / scale / 0.75;
    let spare = page_px - f64::from(rows) * block_px;
    if rows < 2 || spare <= 0.0 {
        return ROW_PX;
    }
    ROW_PX + spare / f64::from(rows - 1)
}

fn booklet_sheet(
    ws: &mut Worksheet,
    puzzles: &[PuzzleSheet],
    first: usize,
    per_page: u8,
    paper: Paper,
    header: Option<&str>,
) -> Result<(), XlsxError> {
    let gap = spread_gap(per_page, paper);
    let (cols, rows, cell, size) = layout(per_page);
    let per_page = (cols * rows) as usize;
    ws.set_screen_gridlines(false);
    ws.set_paper_size(paper.code());
    // Half-inch margins top and bottom: six puzzles need 700 of Letter's 792 points.
    ws.set_margins(0.4, 0.4, 0.5, 0.5, 0.3, 0.3);
    ws.set_print_center_vertically(true);
    if let Some(h) = header {
        ws.set_header(h);
    }
    for c in 0..cols * BLOCK_COLS {
        let width = if c % BLOCK_COLS == 9 { cell / 2 } else { cell };
        ws.set_column_width_pixels(c as u16, width)?;
    }
    let label = Format::new().set_bold();
    let caption = Format::new().set_italic().set_font_size(10.0);
    let mut breaks = Vec::new();
    for (k, p) in puzzles.iter().enumerate() {
        let (page, slot) = ((k / per_page) as u32, (k % per_page) as u32);
        let top = (page * rows + slot / cols) * BLOCK_ROWS;
        let left = (slot % cols) * BLOCK_COLS;
        if slot == 0 && page > 0 {
            breaks.push(top);
        }
        if slot / cols + 1 < rows {
            ws.set_row_height_pixels(top + BLOCK_ROWS - 1, gap.round() as u32)?;
        }
        ws.write_string_with_format(top, left as u16, puzzle_sheet_name(first + k + 1), &label)?;
        for r in 0..9 {
            ws.set_row_height_pixels(top + 1 + r, cell)?;
        }
        for i in 0..CELLS {
            let (row, col) = (top + 1 + (i / 9) as u32, (left + (i % 9) as u32) as u16);
            let f = framed(i).set_font_size(size);
            match p.puzzle.get(i) {
                Some(d) => {
                    ws.write_number_with_format(
                        row,
                        col,
                        d,
                        &f.set_bold().set_background_color(GIVEN_FILL),
                    )?;
                }
                None => {
                    ws.write_blank(row, col, &f)?;
                }
            }
        }
        if let Some(line) = p.caption.first() {
            ws.write_string_with_format(top + 10, left as u16, line, &caption)?;
        }
    }
    if !breaks.is_empty() {
        ws.set_page_breaks(&breaks)?;
    }
    let pages = puzzles.len().div_ceil(per_page).max(1) as u32;
    ws.set_print_area(
        0,
        0,
        pages * rows * BLOCK_ROWS - 1,
        (cols * BLOCK_COLS - 2) as u16,
    )?;
    ws.set_print_fit_to_pages(1, 0);
    ws.set_print_center_horizontally(true);
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::Grid;

    #[test]
    fn pages_break_between_their_puzzles() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let p = PuzzleSheet {
            puzzle: g,
            solution: g,
            caption: vec!["Level: easy".into()],
            details: String::new(),
        };
        let mut wb = XlsxWorkbook::new();
        add_booklet(&mut wb, &vec![p.clone(); 9], 4, Paper::Letter, None).unwrap();
        let bytes = wb.save_to_buffer().unwrap();
        let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut sheet = String::new();
        std::io::Read::read_to_string(
            &mut z.by_name("xl/worksheets/sheet1.xml").unwrap(),
            &mut sheet,
        )
        .unwrap();
        // Nine puzzles four to a page: three pages, breaks before rows 25 and 49.
        assert!(
            sheet.contains(r#"<rowBreaks count="2" manualBreakCount="2"><brk id="24""#),
            "{sheet}"
        );
        assert!(sheet.contains(r#"<brk id="48""#));
        assert!(sheet.contains(r#"paperSize="1""#));
    }

    #[test]
    fn pages_beyond_the_break_limit_go_on_more_sheets() {
        assert_eq!(
            paged_sheets("Booklet", 3, 4),
            vec![("Booklet".into(), 0..3)]
        );
        assert_eq!(
            paged_sheets("Booklet", 2049, 1),
            vec![
                ("Booklet".into(), 0..1024),
                ("Booklet (2)".into(), 1024..2048),
                ("Booklet (3)".into(), 2048..2049)
            ]
        );
    }

    #[test]
    fn blocks_spread_over_the_page() {
        // Four to a page fill most of the page's height, not its top half.
        for paper in [Paper::A4, Paper::Letter] {
            let (cols, rows, cell, _) = layout(4);
            let (pw, ph) = printable(paper);
            let cell = f64::from(cell);
            let width = 0.75 * (f64::from(cols) * 9.0 * cell + cell / 2.0);
            let scale = (pw / width).min(1.0);
            let height = 0.75
                * scale
                * (f64::from(rows) * (3.0 * ROW_PX + 9.0 * cell) + spread_gap(4, paper) - ROW_PX);
            assert!(
                height > 0.85 * ph && height <= 0.91 * ph,
                "{paper:?}: {height} of {ph}"
            );
        }
        assert_eq!(spread_gap(1, Paper::A4), ROW_PX);
    }

    #[test]
    fn papers_have_codes_and_names() {
        assert_eq!(Paper::A4.code(), 9);
        assert_eq!(Paper::Letter.code(), 1);
        assert_eq!("Letter".parse::<Paper>(), Ok(Paper::Letter));
        assert!("a5".parse::<Paper>().is_err());
    }
}
