//! End-to-end tests of carrying the rest of the workbook into the solved copy: every
//! sheet, value, formula, date, merge, style, width and height around the solved grid.

mod common;

use calamine::{open_workbook, Data, Reader, SheetVisible, Xlsx};
use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::{Chart, ChartType, ExcelDateTime, Format, Formula, Workbook};
use sudoku_workbook::xlsx_layout as layout;

/// A realistic puzzle workbook: a merged bold title, labels beside the grid, notes, a
/// formula that counts blanks, a date, a second sheet of text and numbers, a hidden sheet.
fn rich_workbook(path: &std::path::Path) {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Puzzle").unwrap();
    let title = Format::new()
        .set_bold()
        .set_font_size(16)
        .set_background_color(0xFFF2CC);
    ws.merge_range(0, 1, 0, 9, "Week 12 puzzle", &title)
        .unwrap();
    put_line(ws, 2, 1, CLASSIC);
    ws.write_string(2, 11, "Rows 1-3: easy").unwrap();
    ws.write_string(2, 0, "label").unwrap();
    ws.write_formula(12, 1, Formula::new("=COUNTBLANK(B3:J11)").set_result("51"))
        .unwrap();
    ws.write_string(12, 2, "blanks").unwrap();
    let date = ExcelDateTime::from_ymd(2026, 11, 30).unwrap();
    ws.write_datetime_with_format(13, 1, &date, &Format::new().set_num_format("dd/mm/yyyy"))
        .unwrap();
    ws.write_boolean(14, 1, true).unwrap();
    ws.set_column_width(11, 30).unwrap();
    ws.set_row_height(13, 30).unwrap();
    let notes = wb.add_worksheet();
    notes.set_name("Notes").unwrap();
    notes.write_string(0, 0, "Solver notes").unwrap();
    notes.write_number(1, 0, 3.25).unwrap();
    notes.write_number(2, 0, -7).unwrap();
    notes.write_string(3, 3, "far text").unwrap();
    let hidden = wb.add_worksheet();
    hidden.set_name("Answers").unwrap();
    hidden.write_string(0, 0, "secret").unwrap();
    hidden.set_hidden(true);
    wb.save(path).unwrap();
}

fn all_values(path: &std::path::Path, sheet: &str) -> Vec<((u32, u32), Data)> {
    let mut wb: Xlsx<_> = open_workbook(path).unwrap();
    let r = wb.worksheet_range(sheet).unwrap();
    let (r0, c0) = r.start().unwrap_or((0, 0));
    r.used_cells()
        .map(|(r, c, v)| ((r0 + r as u32, c0 + c as u32), v.clone()))
        .collect()
}

#[test]
fn the_rest_of_the_workbook_comes_along() {
    let s = Scratch::new();
    rich_workbook(&s.path("rich.xlsx"));
    cmd(s.dir.path())
        .args([
            "solve",
            "rich.xlsx",
            "--sheet",
            "Puzzle",
            "--range",
            "B3:J11",
        ])
        .assert()
        .code(0)
        .stderr("");
    let (input, output) = (s.path("rich.xlsx"), s.path("rich.solved.xlsx"));

    // Same sheets, same order, the hidden one still hidden.
    let out_wb: Xlsx<_> = open_workbook(&output).unwrap();
    let meta: Vec<(String, SheetVisible)> = out_wb
        .sheets_metadata()
        .iter()
        .map(|s| (s.name.clone(), s.visible))
        .collect();
    assert_eq!(
        meta,
        [
            ("Puzzle".to_string(), SheetVisible::Visible),
            ("Notes".to_string(), SheetVisible::Visible),
            ("Answers".to_string(), SheetVisible::Hidden)
        ]
    );

    // Every value outside the grid is equal; the grid holds the solution.
    let grid = sudoku_workbook::address::GridRange::at(2, 1);
    for sheet in ["Puzzle", "Notes", "Answers"] {
        let before: Vec<_> = all_values(&input, sheet)
            .into_iter()
            .filter(|(p, _)| sheet != "Puzzle" || !grid.contains(p.0, p.1))
            .collect();
        let after: Vec<_> = all_values(&output, sheet)
            .into_iter()
            .filter(|(p, _)| sheet != "Puzzle" || !grid.contains(p.0, p.1))
            .filter(|(p, _)| !(sheet == "Puzzle" && *p == (11, 1)))
            .collect();
        assert_eq!(after, before, "sheet {sheet}");
    }
    assert_eq!(read_line(&output, "Puzzle", (2, 1)), CLASSIC_SOLVED);
    // The status line sits under the grid, where the input had nothing.
    assert_eq!(
        read_text(&output, "Puzzle", (11, 1)).as_deref(),
        Some("Solved")
    );

    // The formula is still a formula, with its saved result.
    let mut out_wb: Xlsx<_> = open_workbook(&output).unwrap();
    let formulas = out_wb.worksheet_formula("Puzzle").unwrap();
    assert_eq!(
        formulas.get_value((12, 1)).map(String::as_str),
        Some("COUNTBLANK(B3:J11)")
    );

    // Merged title, styles, widths and heights are kept.
    let merges = out_wb.merge_cells_by_sheet_name("Puzzle").unwrap();
    assert!(
        merges.iter().any(|d| d.start == (0, 1) && d.end == (0, 9)),
        "{merges:?}"
    );
    let styles = out_wb.worksheet_style("Puzzle").unwrap();
    let title = styles.get((0, 1)).unwrap();
    assert!(title.font.as_ref().unwrap().is_bold());
    let fill = title.fill.as_ref().unwrap().get_color().unwrap();
    assert_eq!((fill.red, fill.green, fill.blue), (0xFF, 0xF2, 0xCC));
    let date_style = styles.get((13, 1)).unwrap();
    assert_eq!(
        date_style.number_format.as_ref().unwrap().format_code,
        "dd/mm/yyyy"
    );
    // Givens are still bold on their fill.
    let given = styles.get((2, 1)).unwrap();
    assert!(given.font.as_ref().unwrap().is_bold());
    let l = layout::read(&output);
    let puzzle = &l.sheets["Puzzle"];
    let width = puzzle
        .columns
        .iter()
        .find(|c| c.0 <= 11 && 11 <= c.1)
        .and_then(|c| c.2)
        .unwrap();
    assert!((width - 30.71).abs() < 0.1, "width {width}");
    assert!(
        puzzle.rows.contains(&(13, Some(30.0), false)),
        "{:?}",
        puzzle.rows
    );
    assert_eq!(l.active, 0);
}

/// The bytes of every part of a package, by name.
fn parts(path: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut z = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    (0..z.len())
        .map(|i| {
            let mut f = z.by_index(i).unwrap();
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut f, &mut bytes).unwrap();
            (f.name().unwrap().to_string(), bytes)
        })
        .collect()
}

#[test]
fn an_xlsx_copy_keeps_its_chart_and_says_nothing() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    let mut chart = Chart::new(ChartType::Column);
    chart.add_series().set_values("Sheet1!$A$1:$A$9");
    ws.insert_chart(12, 0, &chart).unwrap();
    wb.save(s.path("chart.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "chart.xlsx", "-q"])
        .assert()
        .code(0)
        .stderr("");
    assert_eq!(
        read_line(&s.path("chart.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
    let (before, after) = (
        parts(&s.path("chart.xlsx")),
        parts(&s.path("chart.solved.xlsx")),
    );
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    for name in [
        "xl/charts/chart1.xml",
        "xl/drawings/drawing1.xml",
        "xl/theme/theme1.xml",
    ] {
        assert_eq!(before[name], after[name], "{name}");
    }
    cmd(s.dir.path())
        .args(["solve", "chart.xlsx", "-q", "--grid-only", "--force"])
        .assert()
        .code(0)
        .stderr("");
}

#[test]
fn a_warning_every_file_of_a_batch_has_is_said_once_with_a_count() {
    let s = Scratch::new();
    std::fs::create_dir(s.path("in")).unwrap();
    for k in 0..12 {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        put_line(ws, 0, 0, CLASSIC);
        // Every cell a status line could go to is the user's.
        for d in 0..31 {
            ws.write_string(9 + d, 0, "mine").unwrap();
            ws.write_string(0, 9 + d as u16, "mine").unwrap();
        }
        wb.save(s.path(&format!("in/full{k:02}.xlsx"))).unwrap();
    }
    let out = cmd(s.dir.path())
        .args(["solve", "in", "--out-dir", "out", "-q"])
        .assert()
        .code(0)
        .get_output()
        .clone();
    let err = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines,
        ["sudoku-xlsx: warning: 12 files (in/full00.xlsx and others): Sheet1!A1:I9: no free cell near the grid for its status line; every cell round it is yours"],
        "{err}"
    );
}

#[test]
fn macro_workbooks_keep_their_macros_under_an_xlsm_name() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    put_line(wb.add_worksheet(), 0, 0, CLASSIC);
    wb.save(s.path("plain.xlsx")).unwrap();
    // An .xlsm with a macro project part, as Excel stores it.
    let mut z = zip::ZipArchive::new(std::fs::File::open(s.path("plain.xlsx")).unwrap()).unwrap();
    let out = std::fs::File::create(s.path("macro.xlsm")).unwrap();
    let mut w = zip::ZipWriter::new(out);
    for i in 0..z.len() {
        let f = z.by_index(i).unwrap();
        w.raw_copy_file(f).unwrap();
    }
    w.start_file(
        "xl/vbaProject.bin",
        zip::write::SimpleFileOptions::default(),
    )
    .unwrap();
    std::io::Write::write_all(&mut w, b"not really vba").unwrap();
    w.finish().unwrap();

    cmd(s.dir.path())
        .args(["solve", "macro.xlsm", "-q"])
        .assert()
        .code(0)
        .stderr("");
    let copy = s.path("macro.solved.xlsm");
    assert_eq!(read_line(&copy, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    let after = parts(&copy);
    assert_eq!(after["xl/vbaProject.bin"], b"not really vba");
    let types = String::from_utf8(after["[Content_Types].xml"].clone()).unwrap();
    assert!(
        types.contains("application/vnd.ms-excel.sheet.macroEnabled.main+xml"),
        "an .xlsm name gets the macro workbook's content type: {types}"
    );
    // Under an .xlsx name the macros could not open in Excel: refused, nothing written.
    cmd(s.dir.path())
        .args(["solve", "macro.xlsm", "-q", "-o", "plain-copy.xlsx"])
        .assert()
        .stderr(predicate::str::contains("name the copy .xlsm"));
}
