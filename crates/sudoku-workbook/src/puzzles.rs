//! New workbooks of puzzles, for `generate` and `play`: a sheet a puzzle (playable, with
//! its answers when asked), a Solutions sheet, a Booklet printing several to a page, or
//! one list of puzzle strings. Built on the looks, [`crate::play`] and [`crate::booklet`].

use rust_xlsxwriter::{Format, Workbook as XlsxWorkbook, Worksheet, XlsxError};
use sudoku_core::grid::Grid;
use sudoku_i18n::tr;

use crate::address::GridRange;
use crate::look::{draw_grid, print_as_list, size_cells};
use crate::recorded::{GIVENS_NAME, REGIONS_NAME};
use crate::shaped_look::{draw_shaped, ShapedDigits};

pub use crate::booklet::{puzzle_sheet_name, PuzzleSheet};

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
        ws.set_name(puzzle_sheet_name(k + 1))?;
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
        crate::recorded::record_puzzle(&mut wb, k + 1, &puzzle_sheet_name(k + 1), grid, rules)?;
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
    for (name, range) in crate::booklet::paged_sheets(&tr!("sheet-solutions"), count, per_page) {
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
            tr!("solutions-title"),
            &bold.clone().set_font_size(13.0),
        )?;
        // The label, the grid's rows, a gap.
        let rows = n as u32 + 2;
        let here = range.len();
        for (j, k) in range.enumerate() {
            let at = GridRange::sized(SOLUTIONS_TOP + 1 + rows * j as u32, 0, n as u8);
            ws.write_string_with_format(at.row - 1, 0, puzzle_sheet_name(k + 1), &bold)?;
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
    pub digits: ShapedDigits,
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
        ws.set_name(puzzle_sheet_name(k + 1))?;
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
                    crate::address::quote_sheet(&puzzle_sheet_name(k + 1)),
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
        crate::recorded::record_puzzle(&mut wb, k + 1, &puzzle_sheet_name(k + 1), grid, &rules)?;
    }
    if handout.solutions {
        add_shaped_solutions(&mut wb, puzzles, handout)?;
    }
    if handout.check_answers {
        let answers: Vec<ShapedDigits> = puzzles.iter().map(|p| p.digits.clone()).collect();
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
        draw_shaped(ws, at, d, &[])
    })
}

/// The row of the first solution's label on the Solutions sheet (the title is at A1).
const SOLUTIONS_TOP: u32 = 2;

/// Solutions printed on one page of the Solutions sheet.
const SOLUTIONS_PER_PAGE: usize = 2;

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

#[cfg(test)]
mod tests {
    use super::*;

    use crate::test_support::{CLASSIC, SOLVED};

    use crate::test_support::part;

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
