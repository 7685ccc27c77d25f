//! Every copy opens clean in Excel (issue 42): packages shaped as other writers shape
//! them (byte-order marks, namespace prefixes, shared and array formulas, control
//! anchors, odd zip entries), each written by code from a plain workbook, go through the
//! real binary; the copy is read back and held to Excel's rules (common/excel_rules.rs).

mod common;

use std::io::{Read, Write};
use std::path::Path;

use common::excel_rules::{assert_valid, problems};
use common::*;
use rust_xlsxwriter::{Format, Formula, Workbook};

/// A package's parts, in order, that a test reshapes before writing it out.
struct Pkg(Vec<(String, Vec<u8>)>);

impl Pkg {
    fn of(mut wb: Workbook) -> Pkg {
        let bytes = wb.save_to_buffer().unwrap();
        let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut parts = Vec::new();
        for i in 0..z.len() {
            let mut f = z.by_index(i).unwrap();
            let mut data = Vec::new();
            f.read_to_end(&mut data).unwrap();
            parts.push((f.name().unwrap().into_owned(), data));
        }
        Pkg(parts)
    }

    /// The classic puzzle at A1:I9 of `Sheet1`.
    fn classic() -> Pkg {
        let mut wb = Workbook::new();
        put_line(wb.add_worksheet(), 0, 0, CLASSIC);
        Pkg::of(wb)
    }

    fn text(&self, name: &str) -> String {
        let data = &self.0.iter().find(|(n, _)| n == name).unwrap().1;
        String::from_utf8(data.clone()).unwrap()
    }

    fn set(&mut self, name: &str, data: impl Into<Vec<u8>>) {
        let data = data.into();
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some(p) => p.1 = data,
            None => self.0.push((name.to_string(), data)),
        }
    }

    fn edit(&mut self, name: &str, f: impl FnOnce(String) -> String) {
        let t = self.text(name);
        self.set(name, f(t));
    }

    fn write(&self, path: &Path) {
        let mut z = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
        for (name, data) in &self.0 {
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            z.start_file(name.as_str(), options).unwrap();
            z.write_all(data).unwrap();
        }
        z.finish().unwrap();
    }
}

fn part(path: &Path, name: &str) -> String {
    zip_part(path, name)
}

fn count(hay: &str, needle: &str) -> usize {
    hay.matches(needle).count()
}

/// Runs the binary; returns (exit code, stderr).
fn run(s: &Scratch, args: &[&str]) -> (i32, String) {
    let out = cmd(s.dir.path()).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn byte_order_marks_keep_every_edit_in_place() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    for name in [
        "[Content_Types].xml",
        "xl/styles.xml",
        "xl/workbook.xml",
        "xl/worksheets/sheet1.xml",
        "xl/_rels/workbook.xml.rels",
        "_rels/.rels",
    ] {
        let mut data = b"\xEF\xBB\xBF".to_vec();
        data.extend(p.text(name).into_bytes());
        p.set(name, data);
    }
    p.write(&s.path("bom.xlsx"));
    let (code, err) = run(&s, &["solve", "bom.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("bom.solved.xlsx");
    assert_valid(&out, "excel_clean");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    assert!(part(&out, "xl/styles.xml").contains("<fonts count="));
    // The tool reads its own copy back.
    let (code, err) = run(&s, &["rate", "bom.solved.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let (code, err) = run(&s, &["explain", "bom.xlsx"]);
    assert_eq!(code, 0, "{err}");
    assert_valid(&s.path("bom.explained.xlsx"), "excel_clean");
    // A template's content types with a mark become a workbook's.
    let mut t = Pkg::classic();
    t.edit("[Content_Types].xml", |x| {
        format!(
            "\u{feff}{}",
            x.replace(
                "spreadsheetml.sheet.main+xml",
                "spreadsheetml.template.main+xml"
            )
        )
    });
    t.write(&s.path("bom.xltx"));
    let (code, err) = run(&s, &["solve", "bom.xltx", "-o", "from-template.xlsx"]);
    assert_eq!(code, 0, "{err}");
    assert_valid(&s.path("from-template.xlsx"), "excel_clean");
}

#[test]
fn utf16_parts_are_read_and_written_back_as_utf8() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    for name in ["xl/styles.xml", "xl/workbook.xml"] {
        let t = p
            .text(name)
            .replacen("encoding=\"UTF-8\"", "encoding=\"UTF-16\"", 1);
        let mut data = vec![0xFF, 0xFE];
        for u in t.encode_utf16() {
            data.extend(u.to_le_bytes());
        }
        p.set(name, data);
    }
    p.write(&s.path("wide.xlsx"));
    let (code, err) = run(&s, &["solve", "wide.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("wide.solved.xlsx");
    assert_valid(&out, "excel_clean");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    assert!(part(&out, "xl/styles.xml").contains("encoding=\"UTF-8\""));
}

/// A grid that cannot be solved keeps the formulas its cells hold; only a solved grid's
/// cells change.
#[test]
fn formulas_of_grids_that_are_not_solved_are_kept() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    // The puzzle, and a sheet that shows it by formulas whose saved results clash (a
    // 5 where the puzzle has none, as after an edit not yet recalculated).
    put_line(
        wb.add_worksheet().set_name("Puzzle").unwrap(),
        0,
        0,
        CLASSIC,
    );
    let clash = CLASSIC.replacen('.', "5", 1);
    let mirror = wb.add_worksheet().set_name("Mirror").unwrap();
    let mut formulas = 0;
    for (i, ch) in clash.chars().enumerate() {
        if let Some(d) = ch.to_digit(10) {
            let (r, c) = ((i / 9) as u32, (i % 9) as u16);
            let cell = format!("{}{}", char::from(b'A' + c as u8), r + 1);
            mirror
                .write_formula(
                    r,
                    c,
                    Formula::new(format!("=Puzzle!{cell}")).set_result(d.to_string()),
                )
                .unwrap();
            formulas += 1;
        }
    }
    Pkg::of(wb).write(&s.path("mirror.xlsx"));
    let (code, err) = run(&s, &["solve", "mirror.xlsx", "--all-sheets"]);
    assert_eq!(code, 1, "{err}");
    let out = s.path("mirror.solved.xlsx");
    assert_valid(&out, "excel_clean");
    assert_eq!(read_line(&out, "Puzzle", (0, 0)), CLASSIC_SOLVED);
    assert_eq!(
        count(&part(&out, "xl/worksheets/sheet2.xml"), "<f>"),
        formulas
    );
    // `--range auto` takes the mirror's formula results for the workbook's own
    // computation, not a puzzle: the puzzle alone is solved.
    let (code, err) = run(
        &s,
        &["solve", "mirror.xlsx", "--range", "auto", "-o", "auto.xlsx"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        count(
            &part(&s.path("auto.xlsx"), "xl/worksheets/sheet2.xml"),
            "<f>"
        ),
        formulas
    );
    let (code, err) = run(&s, &["explain", "mirror.xlsx", "--all-sheets"]);
    assert_eq!(code, 1, "{err}");
    let out = s.path("mirror.explained.xlsx");
    assert_valid(&out, "excel_clean");
    assert_eq!(
        count(&part(&out, "xl/worksheets/sheet2.xml"), "<f>"),
        formulas
    );
}

/// A macro workbook whose grid column is filled down with a shared formula (as Excel
/// writes a fill): the cells of the group outside the grid get formulas of their own.
#[test]
fn shared_formulas_over_the_grid_are_written_out_into_their_cells() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(
        ws,
        0,
        0,
        &CLASSIC
            .chars()
            .enumerate()
            .map(|(i, c)| if i % 9 == 8 { '.' } else { c })
            .collect::<String>(),
    );
    // K1:K12 hold column I's digits; I1:I12 show them by a shared formula =K1.
    for r in 0..12u32 {
        let d = CLASSIC
            .as_bytes()
            .get(r as usize * 9 + 8)
            .copied()
            .unwrap_or(b'.');
        if d != b'.' {
            ws.write_number(r, 10, f64::from(d - b'0')).unwrap();
        }
    }
    let mut p = Pkg::of(wb);
    p.edit("xl/worksheets/sheet1.xml", |x| {
        let mut x = x;
        for r in 1..=12u32 {
            let d = CLASSIC
                .as_bytes()
                .get(r as usize * 9 - 1)
                .copied()
                .unwrap_or(b'.');
            let v = if d == b'.' { 0 } else { d - b'0' };
            let f = if r == 1 {
                r#"<f t="shared" ref="I1:I12" si="0">K1</f>"#.to_string()
            } else {
                r#"<f t="shared" si="0"/>"#.to_string()
            };
            let cell = format!(r#"<c r="I{r}">{f}<v>{v}</v></c>"#);
            // Each row's I cell goes before its K cell (or ends the row).
            let row_start = format!("<row r=\"{r}\"");
            if let Some(k) = x.find(&row_start) {
                let end = k + x[k..].find("</row>").unwrap();
                let kpos = x[k..end].find(&format!("<c r=\"K{r}\"")).map(|j| k + j);
                x.insert_str(kpos.unwrap_or(end), &cell);
            } else {
                let end = x.find("</sheetData>").unwrap();
                x.insert_str(end, &format!("<row r=\"{r}\">{cell}</row>"));
            }
        }
        x
    });
    // A macro project, so that the copy must be an edit of this package.
    p.set(
        "xl/vbaProject.bin",
        b"not a real project, kept byte for byte".to_vec(),
    );
    p.edit("[Content_Types].xml", |x| {
        x.replace("spreadsheetml.sheet.main+xml", "ms-excel.sheet.macroEnabled.main+xml")
            .replace("<Default Extension=\"xml\"", "<Default Extension=\"bin\" ContentType=\"application/vnd.ms-office.vbaProject\"/><Default Extension=\"xml\"")
    });
    p.write(&s.path("filled.xlsm"));
    // Read as the user typed it: I1:I9 are the formulas' results.
    let (code, err) = run(&s, &["solve", "filled.xlsm"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("filled.solved.xlsm");
    // Rules only: the schema validator also reads the macro project, which here is a
    // stand-in, not a compound file.
    common::excel_rules::assert_clean(&out);
    let sheet = part(&out, "xl/worksheets/sheet1.xml");
    for r in 10..=12 {
        assert!(
            sheet.contains(&format!("<c r=\"I{r}\"><f>K{r}</f>")),
            "I{r}: {sheet}"
        );
    }
    assert!(!sheet.contains("t=\"shared\""), "{sheet}");
    assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED);
    let vba = zip::ZipArchive::new(std::fs::File::open(&out).unwrap())
        .unwrap()
        .by_name("xl/vbaProject.bin")
        .unwrap()
        .size();
    assert!(vba > 0);
}

/// An array formula anchored above the grid whose range takes in grid cells would
/// overwrite the solution at the first recalculation: it goes, its values stay.
#[test]
fn an_array_formula_over_the_grid_is_removed() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 1, 1, CLASSIC);
    ws.write_array_formula(0, 0, 2, 1, Formula::new("=ROW(A1:B3)*0").set_result("0"))
        .unwrap();
    Pkg::of(wb).write(&s.path("array.xlsx"));
    let (code, err) = run(&s, &["solve", "array.xlsx", "--range", "B2:J10"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("array.solved.xlsx");
    assert_valid(&out, "excel_clean");
    let sheet = part(&out, "xl/worksheets/sheet1.xml");
    assert!(!sheet.contains("t=\"array\""), "{sheet}");
    assert_eq!(read_line(&out, "Sheet1", (1, 1)), CLASSIC_SOLVED);
}

/// The .NET SDK writes the styles part with an `x:` prefix: new records take it.
#[test]
fn a_prefixed_styles_part_gets_prefixed_records() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    p.edit("xl/styles.xml", |x| {
        let ns = "xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"";
        let body = x
            .split_once("?>")
            .map_or(x.as_str(), |(_, b)| b)
            .to_string();
        let body = body
            .replace("</", "\u{1}")
            .replace('<', "<x:")
            .replace('\u{1}', "</x:")
            .replace(
                ns,
                "xmlns:x=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"",
            );
        format!("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>{body}")
    });
    p.write(&s.path("prefixed.xlsx"));
    let (code, err) = run(&s, &["solve", "prefixed.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("prefixed.solved.xlsx");
    assert_valid(&out, "excel_clean");
    let styles = part(&out, "xl/styles.xml");
    assert!(
        styles.contains("<x:fill><x:patternFill patternType=\"solid\">"),
        "{styles}"
    );
    assert!(
        !styles.contains("<fill>") && !styles.contains("<border>"),
        "{styles}"
    );
}

#[test]
fn explain_fills_an_empty_name_list_and_keeps_the_schema_order() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    p.edit("xl/workbook.xml", |x| {
        // openpyxl's empty list, function groups before it, and a user's name that is
        // the tool's own but for case.
        let x = x.replace(
            "</sheets>",
            "</sheets><functionGroups builtInGroupCount=\"18\"/>",
        );
        match x.find("<definedNames>") {
            Some(_) => x.replace(
                "<definedNames>",
                "<definedNames><definedName name=\"sudokusheet_steps\">Sheet1!$A$1</definedName>",
            ),
            None => x.replace(
                "<functionGroups builtInGroupCount=\"18\"/>",
                "<functionGroups builtInGroupCount=\"18\"/><definedNames/>",
            ),
        }
    });
    p.write(&s.path("names.xlsx"));
    let (code, err) = run(&s, &["explain", "names.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("names.explained.xlsx");
    assert_valid(&out, "excel_clean");
    let wb = part(&out, "xl/workbook.xml");
    assert_eq!(count(&wb, "<definedNames"), 1, "{wb}");
    assert!(wb.find("<functionGroups").unwrap() < wb.find("<definedNames").unwrap());
    // The user's name, the other way round.
    let mut p = Pkg::classic();
    p.edit("xl/workbook.xml", |x| {
        x.replace(
            "</sheets>",
            "</sheets><definedNames><definedName name=\"SUDOKUSHEET_STEPS\">Sheet1!$A$1</definedName></definedNames>",
        )
    });
    p.write(&s.path("upper.xlsx"));
    let (code, err) = run(&s, &["explain", "upper.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("upper.explained.xlsx");
    assert_valid(&out, "excel_clean");
    assert!(part(&out, "xl/workbook.xml").contains("SudokuSheet_Steps_2"));
    // Only the user's sheet is selected: typing on it writes into it alone.
    let selected: usize = ["xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"]
        .iter()
        .map(|p| count(&part(&out, p), "tabSelected=\"1\""))
        .sum();
    assert_eq!(selected, 1);
}

#[test]
fn control_anchors_keep_their_rows_as_written() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    let controls = "<controls><control shapeId=\"1025\" r:id=\"rId9\"><controlPr defaultSize=\"0\"><anchor moveWithCells=\"1\"><from><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>2</xdr:row><xdr:rowOff>0</xdr:rowOff></from><to><xdr:col>12</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>4</xdr:row><xdr:rowOff>0</xdr:rowOff></to></anchor></controlPr></control></controls>";
    p.edit("xl/worksheets/sheet1.xml", |x| {
        let mut bind = String::from("<worksheet ");
        if !x.contains("xmlns:r=") {
            bind.push_str(
                "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" ",
            );
        }
        bind.push_str(
            "xmlns:xdr=\"http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing\" ",
        );
        x.replacen("<worksheet ", &bind, 1)
            .replace("</worksheet>", &format!("{controls}</worksheet>"))
    });
    p.write(&s.path("controls.xlsx"));
    for (cmd, out) in [
        ("solve", "controls.solved.xlsx"),
        ("explain", "controls.explained.xlsx"),
    ] {
        let (code, err) = run(&s, &[cmd, "controls.xlsx"]);
        assert_eq!(code, 0, "{err}");
        let out = s.path(out);
        let sheet = part(&out, "xl/worksheets/sheet1.xml");
        assert!(sheet.contains(controls), "{cmd}: {sheet}");
        let found = problems(&out);
        assert!(found.is_empty(), "{cmd}: {found:?}");
    }
}

#[test]
fn explain_of_a_full_grid_writes_each_row_once() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("full.xlsx"), CLASSIC_SOLVED);
    let (code, err) = run(&s, &["explain", "full.xlsx"]);
    assert_eq!(code, 0, "{err}");
    assert_valid(&s.path("full.explained.xlsx"), "excel_clean");
}

/// Blank grid cells formatted as dates or percentages show the solved digits as digits.
#[test]
fn solved_digits_take_the_general_number_format() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    let date = Format::new().set_num_format("dd-mm-yy");
    let pct = Format::new().set_num_format("0.00%");
    for (i, ch) in CLASSIC.chars().enumerate() {
        if ch == '.' {
            let f = if i % 2 == 0 { &date } else { &pct };
            ws.write_blank((i / 9) as u32, (i % 9) as u16, f).unwrap();
        }
    }
    Pkg::of(wb).write(&s.path("formats.xlsx"));
    let (code, err) = run(&s, &["solve", "formats.xlsx"]);
    assert_eq!(code, 0, "{err}");
    let out = s.path("formats.solved.xlsx");
    assert_valid(&out, "excel_clean");
    let sheet = part(&out, "xl/worksheets/sheet1.xml");
    let styles = part(&out, "xl/styles.xml");
    let xfs = common::package::children(&styles, "cellXfs", "xf");
    for tag in common::package::start_tags(&sheet, "c") {
        let s_idx: usize = common::package::attribute(&tag, "s")
            .unwrap()
            .parse()
            .unwrap();
        let fmt = common::package::attribute(&xfs[s_idx], "numFmtId").unwrap_or_default();
        assert_eq!(fmt, "0", "{tag} has format {}", xfs[s_idx]);
    }
}

#[test]
fn copies_take_the_content_type_their_name_asks_for() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    for args in [
        vec!["solve", "p.xlsx", "-o", "edited.xlsm"],
        vec!["solve", "p.xlsx", "--grid-only", "-o", "grid.xlsm"],
        vec!["solve", "p.xlsx", "-o", "template.xltx"],
        vec!["explain", "p.xlsx", "-o", "explained.xlsm"],
        vec!["play", "p.xlsx", "-o", "play.xlsm"],
        vec!["generate", "--count", "1", "--seed", "3", "-o", "made.xlsm"],
    ] {
        let (code, err) = run(&s, &args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_valid(&s.path(args.last().unwrap()), "excel_clean");
    }
    // An .xlsm with no macros in it may become an .xlsx.
    let mut p = Pkg::classic();
    p.edit("[Content_Types].xml", |x| {
        x.replace(
            "spreadsheetml.sheet.main+xml",
            "ms-excel.sheet.macroEnabled.main+xml",
        )
    });
    p.write(&s.path("nomacros.xlsm"));
    let (code, err) = run(&s, &["solve", "nomacros.xlsm", "-o", "plain.xlsx"]);
    assert_eq!(code, 0, "{err}");
    assert_valid(&s.path("plain.xlsx"), "excel_clean");
    // One with a macro project may not.
    p.set("xl/vbaProject.bin", b"vba".to_vec());
    p.write(&s.path("macros.xlsm"));
    let (code, err) = run(&s, &["solve", "macros.xlsm", "-o", "lost.xlsx"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("has macros"), "{err}");
    assert!(!s.path("lost.xlsx").exists());
}

#[test]
fn outputs_named_as_other_formats_are_refused() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    for (cmd, name) in [
        ("solve", "p.ods"),
        ("solve", "p.xls"),
        ("solve", "report.pdf"),
        ("explain", "p.ods"),
        ("play", "p.pdf"),
        ("hint", "p.xls"),
        ("solve", "noextension"),
    ] {
        let (code, err) = run(&s, &[cmd, "p.xlsx", "-o", name]);
        assert_eq!(code, 2, "{cmd} -o {name}: {err}");
        assert!(
            err.contains(name) && err.contains(".xlsx"),
            "{cmd} -o {name}: {err}"
        );
        assert!(!s.path(name).exists());
    }
}

#[test]
fn hostile_entry_names_are_left_out_with_a_warning() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    p.set("../../evil.txt", b"x".to_vec());
    p.set("/abs.txt", b"x".to_vec());
    p.set("xl\\back.txt", b"x".to_vec());
    p.write(&s.path("evil.xlsx"));
    let (code, err) = run(&s, &["solve", "evil.xlsx"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(count(&err, "is left out of the copy"), 3, "{err}");
    assert_valid(&s.path("evil.solved.xlsx"), "excel_clean");
}

/// Excel opens at most 64,000 cell formats: a copy that would pass it is refused in
/// words, and nothing is written.
#[test]
fn a_copy_past_excels_cell_formats_is_refused() {
    let s = Scratch::new();
    let mut p = Pkg::classic();
    p.edit("xl/styles.xml", |x| {
        let start = x.find("<cellXfs").unwrap();
        let end = x.find("</cellXfs>").unwrap();
        let mut xfs = String::new();
        for k in 0..63_995 {
            // Distinct formats, as a workbook that grew them over years has.
            xfs.push_str(&format!("<xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyProtection=\"{}\"/>", k % 2));
        }
        format!("{}<cellXfs count=\"63995\">{xfs}{}", &x[..start], &x[end..])
    });
    p.write(&s.path("formats.xlsx"));
    let (code, err) = run(&s, &["solve", "formats.xlsx"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("64000") || err.contains("64,000"), "{err}");
    assert!(!s.path("formats.solved.xlsx").exists());
}

/// Packages Excel's reader opens though they are not laid out as Excel writes them: part
/// names compared without case, targets that climb and come back, a workbook part
/// outside `xl/`.
#[test]
fn valid_packages_laid_out_otherwise_are_read_and_solved() {
    let s = Scratch::new();
    let mut cases: Vec<(&str, Pkg)> = Vec::new();
    let mut p = Pkg::classic();
    p.edit("xl/_rels/workbook.xml.rels", |x| {
        x.replace("worksheets/sheet1.xml", "Worksheets/Sheet1.XML")
    });
    cases.push(("case", p));
    let mut p = Pkg::classic();
    p.edit("xl/_rels/workbook.xml.rels", |x| {
        x.replace(
            "worksheets/sheet1.xml",
            "worksheets/../worksheets/sheet1.xml",
        )
    });
    cases.push(("climb", p));
    let mut p = Pkg::classic();
    // The workbook part and its relationships at the package's root.
    let wb = p.text("xl/workbook.xml");
    let rels = p
        .text("xl/_rels/workbook.xml.rels")
        .replace("Target=\"", "Target=\"xl/");
    p.0.retain(|(n, _)| n != "xl/workbook.xml" && n != "xl/_rels/workbook.xml.rels");
    p.set("workbook.xml", wb);
    p.set("_rels/workbook.xml.rels", rels);
    p.edit("_rels/.rels", |x| {
        x.replace("xl/workbook.xml", "workbook.xml")
    });
    p.edit("[Content_Types].xml", |x| {
        x.replace("/xl/workbook.xml", "/workbook.xml")
    });
    cases.push(("root", p));
    for (name, p) in cases {
        let file = format!("{name}.xlsx");
        p.write(&s.path(&file));
        let (code, err) = run(&s, &["solve", &file]);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(
            !err.contains("rebuilt"),
            "{name}: the package is edited: {err}"
        );
        let out = s.path(&format!("{name}.solved.xlsx"));
        assert_valid(&out, "excel_clean");
        assert_eq!(read_line(&out, "Sheet1", (0, 0)), CLASSIC_SOLVED, "{name}");
    }
}
