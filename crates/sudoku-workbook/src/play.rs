//! Puzzle sheets people play in the spreadsheet itself, with no macros: conditional
//! formats and formulas that Excel, LibreOffice and Gnumeric all run. A repeated digit
//! turns red, a counter beside the grid says how many cells are left or "Solved!", pencil
//! marks (several digits in one cell) show small and grey and are ignored by the checks,
//! and, when asked, a digit that differs from a stored answer turns orange.

use rust_xlsxwriter::{
    ConditionalFormatFormula, DataValidation, Format, FormatAlign, Formula, Worksheet, XlsxError,
};
use sudoku_core::grid::{Grid, CELLS};
use sudoku_i18n::tr;

use crate::address::{cell_name, column_name, quote_sheet, GridRange};
use crate::look::{cell_format, CellKind};
use crate::shaped_look::{write_symbol, ShapedDigits, ShapedLook, SymbolStyle};
use sudoku_core::general::Shape;

/// Fill and font of a repeated digit.
pub const CLASH_FILL: u32 = 0xF8B4B4;
/// Colour of a repeated digit.
pub const CLASH_COLOR: u32 = 0xC00000;
/// Fill of a digit that differs from the stored answer.
pub const WRONG_FILL: u32 = 0xFFD08A;
/// Colour of the legend's line about wrong digits (the fill, darker, to be readable).
const WRONG_COLOR: u32 = 0xC55A11;
/// Colour of pencil marks.
pub const MARK_COLOR: u32 = 0x8C8C8C;
/// The largest pencil mark: every digit once, highest first.
const MOST_MARKS: u32 = 987_654_321;

/// The name of the very hidden sheet that holds the answers with `--check-answers`.
pub const ANSWERS_SHEET: &str = "Answers";

/// `$A$1`-style absolute name of grid cell `i`.
fn absolute(range: GridRange, i: usize) -> String {
    let (r, c) = range.position(i);
    format!("${}${}", column_name(c), r + 1)
}

/// The rule that is true when grid cell `i` holds a digit 1-9 repeated in its row, column
/// or box. Pencil marks (numbers above 9) and empty cells are never true, and never count
/// as a copy. Written for cell `i`, with the row span's columns and the column span's
/// rows absolute, so that for cell 0 it is also the conditional format's rule, which
/// Excel applies to every cell relative to the first.
pub fn repeat_rule_at(range: GridRange, i: usize) -> String {
    let (r, c) = range.position(i);
    let me = cell_name(r, c);
    let (first_col, last_col) = (column_name(range.col), column_name(range.col + 8));
    let row_span = format!("${first_col}{}:${last_col}{}", r + 1, r + 1);
    let col = column_name(c);
    let column_span = format!("{col}${}:{col}${}", range.row + 1, range.row + 9);
    let anchor = absolute(range, 0);
    let block = format!(
        "OFFSET({anchor},INT((ROW({me})-ROW({anchor}))/3)*3,INT((COLUMN({me})-COLUMN({anchor}))/3)*3,3,3)"
    );
    format!(
        "AND({me}>=1,{me}<=9,OR(COUNTIF({row_span},{me})>1,COUNTIF({column_span},{me})>1,COUNTIF({block},{me})>1))"
    )
}

/// The conditional-format rule for the whole grid: [`repeat_rule_at`] its first cell.
pub fn repeat_rule(range: GridRange) -> String {
    repeat_rule_at(range, 0)
}

/// Columns from the grid to its hidden check cells: one per grid cell, 1 where the
/// cell's digit repeats. A plain sum of them counts the repeats in every program;
/// `COUNTIF` over a range of criteria inside `SUMPRODUCT`, the one-cell way, gives
/// `#VALUE!` in Gnumeric.
pub const CHECKS_OFFSET: u32 = 26;

/// The hidden check cells of the grid at `range`.
pub fn checks_range(range: GridRange) -> GridRange {
    GridRange::at(range.row, range.col + CHECKS_OFFSET)
}

/// How many digits of the grid repeat one in their row, column or box: the sum of the
/// check cells.
pub fn repeats_formula(range: GridRange) -> String {
    let checks = checks_range(range);
    format!(
        "=SUM({}:{})",
        absolute(checks, 0),
        absolute(checks, CELLS - 1)
    )
}

/// The counter: `23 to go`, `23 to go; a digit repeats`, or `Solved!` when every cell
/// holds a digit and none repeats. `repeats` is the cell that holds [`repeats_formula`]
/// (it counts a repeated digit once per unit it repeats in, so only whether it is zero is
/// shown).
pub fn counter_formula(range: GridRange, repeats: &str) -> String {
    let all = format!("{}:{}", absolute(range, 0), absolute(range, CELLS - 1));
    let filled = format!("(COUNTIF({all},\"<=9\")-COUNTIF({all},\"<1\"))");
    counter_words(&filled, CELLS, &format!("{repeats}>0"))
}

/// The counter's formula in the current language: `Solved!` when all `cells` are filled
/// (`filled` counts them) and `repeating` is false, else how many are left and, when
/// `repeating`, that a digit repeats.
fn counter_words(filled: &str, cells: usize, repeating: &str) -> String {
    // The count is the formula's, so the words around it are cut from the message
    // written with a mark in its place.
    const MARK: &str = "\u{E000}";
    let to_go = tr!("play-to-go", count = MARK);
    let (before, after) = to_go.split_once(MARK).unwrap_or((&to_go, ""));
    let mut left = format!("({cells}-{filled})");
    if !before.is_empty() {
        left = format!("{}&{left}", formula_text(before));
    }
    if !after.is_empty() {
        left = format!("{left}&{}", formula_text(after));
    }
    let repeats = format!("{}{}", tr!("clash-separator"), tr!("play-repeats"));
    format!(
        "=IF(AND({filled}={cells},NOT({repeating})),{},{left}&IF({repeating},{},\"\"))",
        formula_text(&tr!("play-solved")),
        formula_text(&repeats)
    )
}

/// `text` as a string in a formula: quoted, its quotes doubled.
fn formula_text(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// The rule that is true for a digit that differs from the answer at the same place on
/// the answers sheet (its grid starting at `answers_top` there).
pub fn wrong_rule(range: GridRange, answers_top: u32) -> String {
    let tl = cell_name(range.row, range.col);
    let answer = format!(
        "{}!{}",
        quote_sheet(ANSWERS_SHEET),
        cell_name(answers_top, 0)
    );
    format!("AND({tl}>=1,{tl}<=9,{tl}<>{answer})")
}

/// Makes the grid at `range` playable: givens locked and bold, open cells unlocked and
/// taking a digit 1-9 or pencil marks (up to nine digits 1-9, e.g. 147, shown small and
/// grey), a repeated digit red, the counter at `counter` with a legend under it and the
/// repeat count hidden eight rows below, and, with `answers_top`, a digit that differs
/// from the answer on the answers sheet orange. The sheet is protected without a password, so the givens
/// and formulas stay as they are.
pub fn make_playable(
    ws: &mut Worksheet,
    range: GridRange,
    puzzle: &Grid,
    counter: (u32, u16),
    answers_top: Option<u32>,
) -> Result<(), XlsxError> {
    for i in 0..CELLS {
        let (row, col) = range.position(i);
        match puzzle.get(i) {
            Some(d) => {
                ws.write_number_with_format(row, col as u16, d, &cell_format(i, CellKind::Given))?;
            }
            None => {
                // Shrink to fit: one digit shows full size, pencil marks shrink to fit.
                let open = cell_format(i, CellKind::Solved).set_unlocked().set_shrink();
                ws.write_blank(row, col as u16, &open)?;
            }
        }
    }
    let tl = cell_name(range.row, range.col);
    let (r0, c0) = (range.row, range.col as u16);
    let (r1, c1) = (range.row + 8, range.col as u16 + 8);
    let marks_ok =
        format!("AND(INT({tl})={tl},{tl}>=1,{tl}<={MOST_MARKS},ISERROR(FIND(\"0\",{tl})))");
    let validation = DataValidation::new()
        .allow_custom(marks_ok.as_str().into())
        .set_error_title(tr!("play-error-title"))?
        .set_error_message(tr!("play-type-marks", n = 9, example = "147"))?;
    ws.add_data_validation(r0, c0, r1, c1, &validation)?;
    let clash = ConditionalFormatFormula::new()
        .set_rule(repeat_rule(range).as_str())
        .set_format(
            Format::new()
                .set_background_color(CLASH_FILL)
                .set_font_color(CLASH_COLOR)
                .set_bold(),
        )
        .set_stop_if_true(true);
    ws.add_conditional_format(r0, c0, r1, c1, &clash)?;
    if let Some(top) = answers_top {
        let wrong = ConditionalFormatFormula::new()
            .set_rule(wrong_rule(range, top).as_str())
            .set_format(Format::new().set_background_color(WRONG_FILL))
            .set_stop_if_true(true);
        ws.add_conditional_format(r0, c0, r1, c1, &wrong)?;
    }
    let marks = ConditionalFormatFormula::new()
        .set_rule(format!("{tl}>9").as_str())
        .set_format(Format::new().set_font_color(MARK_COLOR).set_italic());
    ws.add_conditional_format(r0, c0, r1, c1, &marks)?;
    let checks = checks_range(range);
    let hidden = Format::new().set_num_format(";;;");
    for i in 0..CELLS {
        let (r, c) = checks.position(i);
        ws.write_formula_with_format(
            r,
            c as u16,
            Formula::new(format!("=IF({},1,0)", repeat_rule_at(range, i))).set_result("0"),
            &hidden,
        )?;
    }
    for c in 0..9 {
        ws.set_column_hidden((checks.col + c) as u16)?;
    }
    let (row, col) = counter;
    // The repeat count sits at the foot of the counter's column, hidden: beside the
    // counter it would stop the counter's text from running on to the right.
    let repeats_row = row + 8;
    let repeats_at = format!("${}${}", column_name(u32::from(col)), repeats_row + 1);
    // The results as the puzzle starts: LibreOffice shows a file's stored results until
    // something changes, rather than recalculating on opening.
    ws.write_formula_with_format(
        repeats_row,
        col,
        Formula::new(repeats_formula(range)).set_result("0"),
        // Kept out of sight: the counter shows what matters.
        &Format::new().set_num_format(";;;"),
    )?;
    let mut lines = vec![(tr!("play-red"), CLASH_COLOR)];
    if answers_top.is_some() {
        lines.push((tr!("play-orange"), WRONG_COLOR));
    }
    lines.push((tr!("play-grey", example = "147"), MARK_COLOR));
    counter_and_legend(
        ws,
        counter,
        counter_formula(range, &repeats_at),
        CELLS - puzzle.givens(),
        &lines,
    )?;
    ws.protect();
    Ok(())
}

/// The counter at `counter` (its formula, and as its stored result what it says with
/// `open` cells to go), and under it the legend, a line a colour.
fn counter_and_legend(
    ws: &mut Worksheet,
    (row, col): (u32, u16),
    formula: String,
    open: usize,
    lines: &[(String, u32)],
) -> Result<(), XlsxError> {
    // The results as the puzzle starts: LibreOffice shows a file's stored results until
    // something changes, rather than recalculating on opening.
    let start = if open == 0 {
        tr!("play-solved")
    } else {
        tr!("play-to-go", count = open)
    };
    ws.write_formula_with_format(
        row,
        col,
        Formula::new(formula).set_result(start),
        &Format::new()
            .set_bold()
            .set_font_size(14.0)
            .set_align(FormatAlign::Left),
    )?;
    // Wide enough for the longest counter text: LibreOffice clips a formula's text at
    // its cell rather than running it on.
    ws.set_column_width(col, 40)?;
    let legend = Format::new().set_font_size(9.0).set_font_color(0x595959);
    for (k, (text, colour)) in lines.iter().enumerate() {
        ws.write_string_with_format(
            row + 2 + k as u32,
            col,
            text,
            &legend.clone().set_font_color(*colour),
        )?;
    }
    Ok(())
}

/// Writes the answers of several puzzles, ten rows apart, on a sheet no one sees from the
/// spreadsheet's menus (very hidden) and that is protected: the answer to puzzle `k` is at
/// row `10 k` (0-based). A convenience for checking, not a secret: anyone who unzips the
/// file can read it.
pub fn answers_sheet(ws: &mut Worksheet, answers: &[Grid]) -> Result<(), XlsxError> {
    ws.set_name(ANSWERS_SHEET)?;
    for (k, g) in answers.iter().enumerate() {
        for i in 0..CELLS {
            if let Some(d) = g.get(i) {
                ws.write_number(answers_top(k) + (i / 9) as u32, (i % 9) as u16, d)?;
            }
        }
    }
    ws.set_very_hidden(true);
    ws.protect();
    Ok(())
}

/// The row where puzzle `k`'s answer starts on the answers sheet.
pub fn answers_top(k: usize) -> u32 {
    10 * k as u32
}

/// The test that `x` (a cell reference) holds a digit of an `n` x `n` grid written in
/// `style`: a whole number, or one letter where the style has letters.
pub fn digit_test(x: &str, n: usize, style: SymbolStyle) -> String {
    // Nested IFs rather than AND/OR: LibreOffice evaluates every argument of AND, and
    // INT of a letter is an error that would spoil the whole test.
    let number = |lo: usize, hi: usize| format!("AND(INT({x})={x},{x}>={lo},{x}<={hi})");
    let letter = |last: usize| {
        format!(
            "IF(ISTEXT({x}),IF(LEN({x})=1,AND(CODE(UPPER({x}))>=65,CODE(UPPER({x}))<={}),FALSE()),FALSE())",
            64 + last
        )
    };
    let (lo, hi, letters) = match style {
        SymbolStyle::Numbers => (1, n, None),
        SymbolStyle::Letters => (1, 9, Some(n - 9)),
        SymbolStyle::Hex => (0, 9, Some(6)),
    };
    let otherwise = letters.map_or("FALSE()".to_string(), letter);
    format!("IF(ISNUMBER({x}),{},{otherwise})", number(lo, hi))
}

/// Columns from a grid of any shape to its hidden check cells: past the grid, the counter
/// and its legend (as for 9x9, 26 columns on).
pub fn shaped_checks_offset(n: usize) -> u32 {
    n as u32 + 17
}

/// The check of cell `i` of a grid of `shape` at `range`: 0 for an empty cell (or pencil
/// marks), 1 for a digit, 2 for a digit that repeats in one of its units. Units that are
/// rectangles are counted with `COUNTIF`; diagonals and jigsaw regions cell by cell, as
/// text so that an empty cell never equals a hex 0.
pub fn shaped_check(shape: &Shape, range: GridRange, i: usize, style: SymbolStyle) -> String {
    let me = {
        let (r, c) = range.position(i);
        cell_name(r, c)
    };
    let mut repeats = Vec::new();
    for &u in shape.units_of(i) {
        let cells = &shape.units()[u].cells;
        let (first, last) = (cells[0], cells[cells.len() - 1]);
        let spots: Vec<(u32, u32)> = cells.iter().map(|&j| range.position(j)).collect();
        let rows = spots.iter().map(|p| p.0);
        let cols = spots.iter().map(|p| p.1);
        let (r0, r1) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let (c0, c1) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
        // A unit is a rectangle when it fills its bounding box (cells are distinct); its
        // first and last cells in reading order are then the box's corners.
        let rectangle = (r1 - r0 + 1) * (c1 - c0 + 1) == cells.len() as u32;
        if rectangle {
            repeats.push(format!(
                "COUNTIF({}:{},{me})>1",
                absolute(range, first),
                absolute(range, last)
            ));
        } else {
            let terms: Vec<String> = cells
                .iter()
                .map(|&j| format!("(({}&\"\")=({me}&\"\"))", absolute(range, j)))
                .collect();
            repeats.push(format!("{}>1", terms.join("+")));
        }
    }
    format!(
        "=IF({},IF(OR({}),2,1),0)",
        digit_test(&me, shape.n(), style),
        repeats.join(",")
    )
}

/// [`make_playable`] for a grid of any size or variant (`d.puzzle` holds the givens): the
/// same look as a solved sheet of that shape, open cells unlocked and taking a digit of
/// the grid (and, up to 9x9, pencil marks), a repeated digit red in every unit the shape
/// has (diagonals, windoku boxes, jigsaw regions too), the counter at `counter`, and with
/// `answers_top` a digit unlike the answer orange.
pub fn make_playable_shaped(
    ws: &mut Worksheet,
    range: GridRange,
    d: &ShapedDigits,
    counter: (u32, u16),
    answers_top: Option<u32>,
) -> Result<(), XlsxError> {
    let shape = &d.shape;
    let n = shape.n();
    let look = ShapedLook::new(shape, d.style);
    for i in 0..shape.cells() {
        let (row, col) = range.position(i);
        match d.puzzle[i] {
            0 => {
                let open = look.format(i, false).set_unlocked().set_shrink();
                ws.write_blank(row, col as u16, &open)?;
            }
            v => write_symbol(ws, (row, col as u16), v, d.style, &look.format(i, true))?,
        }
    }
    let tl = cell_name(range.row, range.col);
    let (r0, c0) = (range.row, range.col as u16);
    let (r1, c1) = (r0 + n as u32 - 1, c0 + n as u16 - 1);
    let marks = n <= 9 && d.style == SymbolStyle::Numbers;
    let (allowed, message) = if marks {
        (
            format!(
                "IF(ISNUMBER({tl}),OR({},AND(INT({tl})={tl},{tl}>9,{tl}<={MOST_MARKS},ISERROR(FIND(\"0\",{tl})))),FALSE())",
                digit_test(&tl, n, d.style)
            ),
            tr!("play-type-marks", n = n, example = "124"),
        )
    } else {
        let message = match d.style {
            SymbolStyle::Numbers => tr!("play-type-number", n = n),
            SymbolStyle::Letters => tr!("play-type-letter", last = (b'A' + n as u8 - 10) as char),
            SymbolStyle::Hex => tr!("play-type-hex"),
        };
        (digit_test(&tl, n, d.style), message)
    };
    let validation = DataValidation::new()
        .allow_custom(allowed.as_str().into())
        .set_error_title(tr!("play-error-title"))?
        .set_error_message(message)?;
    ws.add_data_validation(r0, c0, r1, c1, &validation)?;
    let checks = GridRange::sized(range.row, range.col + shaped_checks_offset(n), range.size);
    let clash = ConditionalFormatFormula::new()
        .set_rule(format!("{}=2", cell_name(checks.row, checks.col)).as_str())
        .set_format(
            Format::new()
                .set_background_color(CLASH_FILL)
                .set_font_color(CLASH_COLOR)
                .set_bold(),
        )
        .set_stop_if_true(true);
    ws.add_conditional_format(r0, c0, r1, c1, &clash)?;
    if let Some(top) = answers_top {
        let answer = format!("{}!{}", quote_sheet(ANSWERS_SHEET), cell_name(top, 0));
        let wrong = ConditionalFormatFormula::new()
            .set_rule(
                format!(
                    "AND({}>=1,({tl}&\"\")<>({answer}&\"\"))",
                    cell_name(checks.row, checks.col)
                )
                .as_str(),
            )
            .set_format(Format::new().set_background_color(WRONG_FILL))
            .set_stop_if_true(true);
        ws.add_conditional_format(r0, c0, r1, c1, &wrong)?;
    }
    if marks {
        let grey = ConditionalFormatFormula::new()
            .set_rule(format!("AND(ISNUMBER({tl}),{tl}>9)").as_str())
            .set_format(Format::new().set_font_color(MARK_COLOR).set_italic());
        ws.add_conditional_format(r0, c0, r1, c1, &grey)?;
    }
    let hidden = Format::new().set_num_format(";;;");
    for i in 0..shape.cells() {
        let (r, c) = checks.position(i);
        let start = if d.puzzle[i] == 0 { "0" } else { "1" };
        ws.write_formula_with_format(
            r,
            c as u16,
            Formula::new(shaped_check(shape, range, i, d.style)).set_result(start),
            &hidden,
        )?;
    }
    for c in 0..n as u32 {
        ws.set_column_hidden((checks.col + c) as u16)?;
    }
    let all = format!(
        "{}:{}",
        absolute(checks, 0),
        absolute(checks, shape.cells() - 1)
    );
    let cells = shape.cells();
    let filled = format!("COUNTIF({all},\">=1\")");
    let repeats = format!("COUNTIF({all},2)");
    let open = cells - d.puzzle.iter().filter(|&&v| v != 0).count();
    let mut lines = vec![(tr!("play-red-units"), CLASH_COLOR)];
    if answers_top.is_some() {
        lines.push((tr!("play-orange"), WRONG_COLOR));
    }
    if marks {
        lines.push((tr!("play-grey", example = "124"), MARK_COLOR));
    }
    let formula = counter_words(&filled, cells, &format!("{repeats}>0"));
    counter_and_legend(ws, counter, formula, open, &lines)?;
    ws.protect();
    Ok(())
}

/// [`answers_sheet`] for grids of any shape: puzzle `k`'s answer at row
/// [`shaped_answers_top`]`(k, n)`, written in each grid's symbols.
pub fn shaped_answers_sheet(ws: &mut Worksheet, answers: &[ShapedDigits]) -> Result<(), XlsxError> {
    ws.set_name(ANSWERS_SHEET)?;
    for (k, d) in answers.iter().enumerate() {
        let n = d.shape.n();
        let top = shaped_answers_top(k, n);
        for (i, &v) in d.shown.iter().enumerate() {
            if v != 0 {
                let at = (top + (i / n) as u32, (i % n) as u16);
                write_symbol(ws, at, v, d.style, &Format::new())?;
            }
        }
    }
    ws.set_very_hidden(true);
    ws.protect();
    Ok(())
}

/// The row where puzzle `k`'s answer starts on the answers sheet, for `n` x `n` grids.
pub fn shaped_answers_top(k: usize, n: usize) -> u32 {
    ((n + 1) * k) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_xlsxwriter::Workbook;

    use crate::test_support::part;

    /// What Excel needs, checked in the XML since Excel cannot run here.
    #[test]
    fn the_sheet_xml_has_what_excel_needs() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        make_playable(
            ws,
            GridRange::parse("B2:J10").unwrap(),
            &g,
            (1, 11),
            Some(0),
        )
        .unwrap();
        answers_sheet(wb.add_worksheet(), &[g]).unwrap();
        let bytes = wb.save_to_buffer().unwrap();
        let sheet = part(&bytes, "xl/worksheets/sheet1.xml");
        // Three rules over the grid, in order, the first two stopping the rest.
        assert!(
            sheet.contains(r#"<conditionalFormatting sqref="B2:J10">"#),
            "{sheet}"
        );
        let rules: Vec<&str> = sheet.split("<cfRule ").skip(1).collect();
        assert_eq!(rules.len(), 3);
        assert!(
            rules[0].contains(r#"priority="1" stopIfTrue="1""#)
                && rules[0].contains("COUNTIF($B2:$J2,B2)")
        );
        assert!(rules[1].contains("B2&lt;&gt;Answers!A1"));
        assert!(rules[2].contains("<formula>B2&gt;9</formula>"));
        // Digits or pencil marks, with the message a player sees.
        assert!(sheet.contains(r#"<dataValidation type="custom""#));
        assert!(sheet.contains(r#"sqref="B2:J10""#));
        assert!(sheet.contains("<formula1>AND(INT(B2)=B2,B2&gt;=1,B2&lt;=987654321,ISERROR(FIND(\"0\",B2)))</formula1>"), "{sheet}");
        // Protected; open cells unlocked (a style with locked="0"), givens not.
        assert!(sheet.contains("<sheetProtection"));
        assert!(part(&bytes, "xl/styles.xml").contains(r#"<protection locked="0"/>"#));
        // The counter at L2 and its hidden count at L10, with their starting results.
        assert!(sheet.contains(r#"<c r="L2""#) && sheet.contains("<v>51 to go</v>"));
        assert!(sheet.contains(r#"<c r="L10""#));
        let workbook = part(&bytes, "xl/workbook.xml");
        assert!(
            workbook.contains(r#"name="Answers" sheetId="2" state="veryHidden""#),
            "{workbook}"
        );
        assert!(part(&bytes, "xl/worksheets/sheet2.xml").contains("<sheetProtection"));
    }

    #[test]
    fn rules_are_relative_to_the_grid() {
        let r = GridRange::parse("B3:J11").unwrap();
        let rule = repeat_rule(r);
        assert!(rule.starts_with("AND(B3>=1,B3<=9,OR(COUNTIF($B3:$J3,B3)>1,COUNTIF(B$3:B$11,B3)>1,COUNTIF(OFFSET($B$3,"), "{rule}");
        // The check of the last cell, J11: its row, its column, its box from B3.
        let last = repeat_rule_at(r, 80);
        assert!(
            last.starts_with("AND(J11>=1,J11<=9,OR(COUNTIF($B11:$J11,J11)>1,COUNTIF(J$3:J$11,J11)>1,COUNTIF(OFFSET($B$3,INT((ROW(J11)-ROW($B$3))/3)*3"),
            "{last}"
        );
        // The checks sit 26 columns right of the grid: AB3:AJ11.
        assert_eq!(repeats_formula(r), "=SUM($AB$3:$AJ$11)");
        let counter = counter_formula(r, "$L$1");
        assert!(counter.contains("\"Solved!\""));
        assert!(counter.len() < 8192);
        assert_eq!(wrong_rule(r, 20), "AND(B3>=1,B3<=9,B3<>Answers!A21)");
    }
}
