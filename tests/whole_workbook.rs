//! The user's workbook comes back whole (issue 29): `solve`, `hint -o` and `explain` of an
//! OOXML workbook copy the input package and change only the parts they must write, so
//! everything the tool does not understand (pictures, charts, comments, tables,
//! controls, macros, printer settings, custom XML) survives byte for byte.
//!
//! The inputs are `tests/fixtures/whole/` (made by `make_rich.py` there; see
//! `tests/fixtures/README.md`): a macro workbook with everything a hand-made Sudoku
//! workbook has, the same as `.xlsx`, and two small templates. A playable workbook made by
//! `generate` is checked to stay playable through `hint -o`, typed into in LibreOffice.
//! Opening the copies in LibreOffice, Gnumeric and openpyxl skips with a message where a
//! program is missing, and fails instead under `CI=true` (`.ci/run` installs them).

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use calamine::{open_workbook, Data, Reader, Xlsx};
use common::office::{self, present};
use common::package::{children, Package};
use common::*;

/// The puzzle at Puzzle!A1:I9 of the fixtures (Project Euler 96, grid 01).
const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

const GRID_SHEET: &str = "Puzzle";
const GRID_PART: &str = "xl/worksheets/sheet1.xml";

const MACRO_WORKBOOK: &str = "application/vnd.ms-excel.sheet.macroEnabled.main+xml";
const WORKBOOK: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";

/// The parts an edit of the grid's sheet may have to write; every other part of the
/// input must come back as it was stored.
const MAY_CHANGE: &[&str] = &[
    GRID_PART,
    "xl/worksheets/_rels/sheet1.xml.rels",
    "xl/styles.xml",
    "xl/sharedStrings.xml",
    "xl/calcChain.xml",
    "xl/workbook.xml",
    "[Content_Types].xml",
    "xl/_rels/workbook.xml.rels",
];

/// Formula cells of the fixture that refer to the grid. Their saved results were right
/// for the puzzle and are stale for the solution, so a copy may keep them, drop them or
/// set them; only their formulas must stay.
const DEPEND_ON_THE_GRID: &[(&str, u32, u32)] = &[
    ("Puzzle", 1, 11), // L2 =COUNT(A1:I9)
    ("Puzzle", 2, 11), // L3 =SUM(A1:I1)
    ("Puzzle", 2, 12), // M3 =L3*2
    ("Notes", 7, 1),   // B8 =Puzzle!A1*2
];

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/whole")
        .join(name)
}

/// Copies a fixture into the scratch folder; returns the copy and its bytes.
fn copy_in(s: &Scratch, name: &str) -> (PathBuf, Vec<u8>) {
    let path = s.path(name);
    std::fs::copy(fixture(name), &path).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    (path, bytes)
}

/// The output the command should have written, with the folder's files when it is not
/// there (a copy under the wrong name or extension is the likely cause).
fn expect_output(s: &Scratch, name: &str) -> PathBuf {
    let path = s.path(name);
    assert!(
        path.is_file(),
        "no {name} was written; the folder holds {:?}",
        s.files()
    );
    path
}

fn assert_input_unchanged(path: &Path, before: &[u8]) {
    assert!(
        std::fs::read(path).unwrap() == before,
        "{} was changed by the command",
        path.display()
    );
}

/// Every part of `input` is in `output` (a calculation chain may go), and every part
/// outside [`MAY_CHANGE`] (and `also`) is stored exactly as it was: same unpacked bytes,
/// same compressed bytes, method and CRC, which a copy that inflated and deflated again
/// would not keep. The output names no part it lacks.
fn assert_parts_kept(input: &Package, output: &Package, also: &[&str]) {
    let mut missing = Vec::new();
    let mut changed = Vec::new();
    let mut repacked = Vec::new();
    for (name, was) in &input.entries {
        let Some(now) = output.entries.get(name) else {
            if name != "xl/calcChain.xml" {
                missing.push(name.as_str());
            }
            continue;
        };
        if MAY_CHANGE.contains(&name.as_str()) || also.contains(&name.as_str()) {
            continue;
        }
        if now.data != was.data {
            changed.push(name.as_str());
        } else if now != was {
            repacked.push(format!(
                "{name} ({} crc {:08x}, {} bytes packed -> {} crc {:08x}, {} bytes packed)",
                was.method,
                was.crc32,
                was.compressed.len(),
                now.method,
                now.crc32,
                now.compressed.len()
            ));
        }
    }
    assert!(
        missing.is_empty() && changed.is_empty() && repacked.is_empty(),
        "parts lost: {missing:?}\nparts changed: {changed:?}\nparts packed anew: {repacked:?}\n\
         input parts: {:?}\noutput parts: {:?}",
        input.order,
        output.order
    );
    assert_package_consistent(output);
}

/// Every part the content types or a relationship name is there.
fn assert_package_consistent(p: &Package) {
    let types = p.text("[Content_Types].xml");
    for tag in common::package::start_tags(&types, "Override") {
        let part = common::package::attribute(&tag, "PartName").unwrap();
        assert!(
            p.entries.contains_key(part.trim_start_matches('/')),
            "[Content_Types].xml names {part}, which the package lacks"
        );
    }
    for (target, from) in p.relationship_targets() {
        assert!(
            p.entries.contains_key(&target),
            "{from} points to {target}, which the package lacks"
        );
    }
}

/// Existing formats keep their index (new ones only appended), so every cell of the
/// user's keeps its look and every conditional format its dxf.
fn assert_styles_appended(input: &Package, output: &Package) {
    let (was, now) = (input.text("xl/styles.xml"), output.text("xl/styles.xml"));
    for (list, item) in [
        ("numFmts", "numFmt"),
        ("fonts", "font"),
        ("fills", "fill"),
        ("borders", "border"),
        ("cellStyleXfs", "xf"),
        ("cellXfs", "xf"),
        ("cellStyles", "cellStyle"),
        ("dxfs", "dxf"),
    ] {
        let (before, after) = (children(&was, list, item), children(&now, list, item));
        assert!(
            !before.is_empty() || list == "numFmts",
            "{list} read as empty"
        );
        for (i, old) in before.iter().enumerate() {
            assert_eq!(
                after.get(i),
                Some(old),
                "styles.xml: {list}[{i}] changed or moved"
            );
        }
    }
}

/// Shared strings are appended, never renumbered: each old `<si>` is where it was.
fn assert_strings_appended(input: &Package, output: &Package) {
    let before = children(&input.text("xl/sharedStrings.xml"), "sst", "si");
    assert!(!before.is_empty());
    let after = output
        .entries
        .get("xl/sharedStrings.xml")
        .map(|_| children(&output.text("xl/sharedStrings.xml"), "sst", "si"))
        .unwrap_or_default();
    for (i, old) in before.iter().enumerate() {
        assert_eq!(
            after.get(i),
            Some(old),
            "sharedStrings.xml: <si> {i} changed"
        );
    }
}

type Cells = BTreeMap<(String, u32, u32), (Data, String)>;

/// Every non-empty cell of every sheet: its value and its formula (empty when none).
fn all_cells(path: &Path) -> Cells {
    let mut wb: Xlsx<_> = open_workbook(path).unwrap();
    let mut out = Cells::new();
    for sheet in wb.sheet_names() {
        let values = wb.worksheet_range(&sheet).unwrap();
        if let Some((top, left)) = values.start() {
            for (r, c, v) in values.used_cells() {
                let key = (sheet.clone(), top + r as u32, left + c as u32);
                out.insert(key, (v.clone(), String::new()));
            }
        }
        let formulas = wb.worksheet_formula(&sheet).unwrap();
        if let Some((top, left)) = formulas.start() {
            for (r, c, f) in formulas.used_cells() {
                let key = (sheet.clone(), top + r as u32, left + c as u32);
                out.entry(key).or_insert((Data::Empty, String::new())).1 = f.clone();
            }
        }
    }
    out
}

fn in_grid(sheet: &str, row: u32, col: u32) -> bool {
    sheet == GRID_SHEET && row < 9 && col < 9
}

/// Every cell of the input outside the grid reads back the same; cells the tool adds
/// (its status line, a hint) are only on the grid's sheet.
fn assert_cells_outside_grid_kept(input: &Path, output: &Path, extra_sheets: &[&str]) {
    let (before, after) = (all_cells(input), all_cells(output));
    let mut differ = Vec::new();
    for ((sheet, r, c), (value, formula)) in &before {
        if in_grid(sheet, *r, *c) {
            continue;
        }
        let key = (sheet.clone(), *r, *c);
        let now = after.get(&key);
        let stale_ok = DEPEND_ON_THE_GRID.contains(&(sheet.as_str(), *r, *c));
        let same = match now {
            Some((v, f)) => f == formula && (stale_ok || v == value),
            None => false,
        };
        if !same {
            differ.push(format!(
                "{sheet}!({r},{c}): {value:?} {formula:?} -> {now:?}"
            ));
        }
    }
    let added: Vec<_> = after
        .keys()
        .filter(|k| !before.contains_key(*k) && !in_grid(&k.0, k.1, k.2))
        .filter(|k| k.0 != GRID_SHEET && !extra_sheets.contains(&k.0.as_str()))
        .collect();
    assert!(
        differ.is_empty() && added.is_empty(),
        "cells outside the grid differ:\n{}\ncells added on other sheets: {added:?}",
        differ.join("\n")
    );
}

/// The grid reads back as a solution keeping every given; returns it.
fn assert_grid_solved(output: &Path) -> String {
    let line = read_line(output, GRID_SHEET, (0, 0));
    assert_solves(PUZZLE, &line);
    line
}

/// The checks every copy of the rich workbook gets.
fn assert_whole_copy(input: &Path, output: &Path, main_type: &str, extra_sheets: &[&str]) {
    let (was, now) = (Package::open(input), Package::open(output));
    assert_parts_kept(&was, &now, &[]);
    assert_eq!(
        now.content_type("xl/workbook.xml").as_deref(),
        Some(main_type)
    );
    assert_styles_appended(&was, &now);
    assert_strings_appended(&was, &now);
    assert_cells_outside_grid_kept(input, output, extra_sheets);
}

#[test]
fn solve_keeps_every_part_of_a_macro_workbook() {
    let s = Scratch::new();
    let (input, bytes) = copy_in(&s, "rich.xlsm");
    cmd(s.dir.path())
        .args(["solve", "rich.xlsm"])
        .assert()
        .success()
        .stdout(predicates::str::contains("Wrote rich.solved.xlsm"));
    let output = expect_output(&s, "rich.solved.xlsm");
    assert_input_unchanged(&input, &bytes);
    assert_whole_copy(&input, &output, MACRO_WORKBOOK, &[]);
    assert_grid_solved(&output);
    let vba = &Package::open(&output).entries["xl/vbaProject.bin"];
    assert_eq!(
        vba.data,
        Package::open(&input).entries["xl/vbaProject.bin"].data
    );
    assert_eq!(
        Package::open(&output)
            .content_type("xl/vbaProject.bin")
            .as_deref(),
        Some("application/vnd.ms-office.vbaProject")
    );
    // Nothing else was written beside the input.
    assert_eq!(s.files(), ["rich.solved.xlsm", "rich.xlsm"]);
}

#[test]
fn solve_keeps_every_part_of_a_plain_workbook_and_names_the_copy_under_out_dir() {
    let s = Scratch::new();
    let (input, bytes) = copy_in(&s, "rich.xlsx");
    cmd(s.dir.path())
        .args(["solve", "rich.xlsx", "--out-dir", "solved"])
        .assert()
        .success();
    let output = expect_output(&s, "solved/rich.solved.xlsx");
    assert_input_unchanged(&input, &bytes);
    assert_whole_copy(&input, &output, WORKBOOK, &[]);
    assert_grid_solved(&output);
}

#[test]
fn solved_copy_opens_in_openpyxl_gnumeric_and_libreoffice() {
    let s = Scratch::new();
    copy_in(&s, "rich.xlsm");
    cmd(s.dir.path())
        .args(["solve", "rich.xlsm", "-q"])
        .assert()
        .success();
    let output = expect_output(&s, "rich.solved.xlsm");
    let solution = assert_grid_solved(&output);
    let png = opens_everywhere(
        &s,
        &output,
        &solution,
        "solved_copy_opens_in_openpyxl_gnumeric_and_libreoffice",
    );
    // README's picture of a whole workbook solved: refreshed on request, then looked at
    // (the grid solved, the picture and the chart in place) before it is committed.
    if let (Some(png), Some(_)) = (png, std::env::var_os("UPDATE_DOCS_PNG")) {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/whole-workbook.png");
        std::fs::copy(png, docs).unwrap();
    }
}

/// What openpyxl reads of the rich workbook's first sheet, one `key=value` a line.
const OPENPYXL_SUMMARY: &str = r#"
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1], keep_vba=True)
ws = wb.worksheets[0]
print("sheets=" + ",".join(wb.sheetnames))
print("images=%d" % len(ws._images))
print("charts=%d" % len(ws._charts))
print("tables=" + ",".join(sorted(ws.tables.keys())))
print("comment=" + (ws["K1"].comment.text.split(":")[0] if ws["K1"].comment else ""))
print("validations=%d" % len(ws.data_validations.dataValidation))
print("conditional=%d" % len(ws.conditional_formatting))
print("vba=%s" % ("xl/vbaProject.bin" in (wb.vba_archive.namelist() if wb.vba_archive else [])))
print("protected=%s" % wb["Notes"].protection.sheet)
print("row1=" + "".join(str(c.value) for c in ws[1][:9]))
"#;

/// Opens `book` (the rich workbook's copy, grid solved as `solution`) in openpyxl,
/// Gnumeric and LibreOffice, each where present; returns LibreOffice's first page as PNG.
fn opens_everywhere(s: &Scratch, book: &Path, solution: &str, test: &str) -> Option<PathBuf> {
    let row1 = &solution[..9];
    if let Some(python) = present(office::openpyxl(), test) {
        let out = office::run(
            120,
            python,
            &["-c".as_ref(), OPENPYXL_SUMMARY.as_ref(), book.as_os_str()],
        );
        let is_macro = book.extension().is_some_and(|e| e == "xlsm");
        for want in [
            "images=1",
            "charts=1",
            "tables=Times",
            "comment=Ann Example",
            "validations=2",
            "conditional=2",
            "protected=True",
            &format!("row1={row1}"),
            &format!("vba={}", if is_macro { "True" } else { "False" }),
        ] {
            assert!(
                out.lines().any(|l| l == want),
                "openpyxl: {want} not in\n{out}"
            );
        }
        assert!(out.starts_with("sheets=Puzzle,Notes"), "{out}");
    }
    if present(office::gnumeric(), test).is_some() {
        let csv = s.path("gnumeric.csv");
        office::run(120, "ssconvert", &[book.as_os_str(), csv.as_os_str()]);
        let first = std::fs::read_to_string(&csv).unwrap();
        let cells: Vec<&str> = first.lines().next().unwrap().split(',').take(9).collect();
        assert_eq!(cells.concat(), row1, "Gnumeric's first row: {first}");
    }
    present(office::libreoffice(), test)?;
    present(office::poppler(), test)?;
    let dir = s.path("lo");
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = office::libreoffice_pdf(book, &dir);
    let text = office::run(60, "pdftotext", &[pdf.as_os_str(), "-".as_ref()]);
    assert!(
        text.contains("Solving times"),
        "the chart is not printed:\n{text}"
    );
    assert!(text.contains("My Sudoku of the week"), "{text}");
    // The picture (96 x 96) is printed: the PDF holds it as an image.
    let images = office::run(60, "pdfimages", &["-list".as_ref(), pdf.as_os_str()]);
    assert!(
        images
            .lines()
            .any(|l| l.split_whitespace().skip(3).take(2).eq(["96", "96"])),
        "the picture is not printed:\n{images}"
    );
    let png = dir.join("page");
    office::run(
        60,
        "pdftoppm",
        &[
            "-png".as_ref(),
            "-r".as_ref(),
            "70".as_ref(),
            "-singlefile".as_ref(),
            pdf.as_os_str(),
            png.as_os_str(),
        ],
    );
    Some(png.with_extension("png"))
}

#[test]
fn hint_copy_keeps_every_part() {
    let s = Scratch::new();
    let (input, bytes) = copy_in(&s, "rich.xlsm");
    cmd(s.dir.path())
        .args(["hint", "-o", "out.xlsm", "rich.xlsm"])
        .assert()
        .success();
    let output = expect_output(&s, "out.xlsm");
    assert_input_unchanged(&input, &bytes);
    assert_whole_copy(&input, &output, MACRO_WORKBOOK, &[]);
    // A hint marks cells; it fills none in.
    assert_eq!(read_line(&output, GRID_SHEET, (0, 0)), PUZZLE);
}

#[test]
fn explain_adds_its_sheets_to_the_same_package() {
    let s = Scratch::new();
    let (input, bytes) = copy_in(&s, "rich.xlsm");
    cmd(s.dir.path())
        .args(["explain", "rich.xlsm", "-q"])
        .assert()
        .success();
    let output = expect_output(&s, "rich.explained.xlsm");
    assert_input_unchanged(&input, &bytes);
    assert_whole_copy(&input, &output, MACRO_WORKBOOK, &["Steps", "Candidates"]);
    let names = sheet_names(&output);
    assert_eq!(names[..2], ["Puzzle", "Notes"], "{names:?}");
    for added in ["Steps", "Candidates"] {
        assert!(
            names.iter().any(|n| n == added),
            "no {added} sheet: {names:?}"
        );
    }
    let was = Package::open(&input);
    let now = Package::open(&output);
    assert_eq!(
        now.entries["xl/vbaProject.bin"],
        was.entries["xl/vbaProject.bin"]
    );
    // The added sheets are new parts; none of the input's parts was reused for them.
    let new_sheets: Vec<&String> = now
        .entries
        .keys()
        .filter(|n| n.starts_with("xl/worksheets/sheet") && !was.entries.contains_key(*n))
        .collect();
    assert!(new_sheets.len() >= 2, "{:?}", now.order);
    assert_grid_solved(&output);
}

#[test]
fn a_template_comes_back_as_a_workbook() {
    let s = Scratch::new();
    for (name, out, main_type) in [
        ("template.xltx", "template.solved.xlsx", WORKBOOK),
        ("template.xltm", "template.solved.xlsm", MACRO_WORKBOOK),
    ] {
        let (input, bytes) = copy_in(&s, name);
        cmd(s.dir.path())
            .args(["solve", name, "-q"])
            .assert()
            .success();
        let output = expect_output(&s, out);
        assert_input_unchanged(&input, &bytes);
        let (was, now) = (Package::open(&input), Package::open(&output));
        assert_parts_kept(&was, &now, &[]);
        assert_eq!(
            now.content_type("xl/workbook.xml").as_deref(),
            Some(main_type),
            "{out}"
        );
        assert_grid_solved(&output);
    }
}

/// A `generate --check-answers` workbook, copied by `hint -o`, is still a game: the
/// copy keeps its protection, validation, conditional formats, the names `hint` reads the
/// givens from and the very hidden answers, and LibreOffice turns a clash red in it.
#[test]
fn a_playable_workbook_stays_playable_after_hint() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "--check-answers",
            "--seed",
            "8",
            "-q",
            "-o",
            "g.xlsx",
        ])
        .assert()
        .success();
    let game = s.path("g.xlsx");
    let bytes = std::fs::read(&game).unwrap();
    cmd(s.dir.path())
        .args(["hint", "-o", "h.xlsx", "g.xlsx"])
        .assert()
        .success();
    assert_input_unchanged(&game, &bytes);
    let copy = expect_output(&s, "h.xlsx");
    let (was, now) = (Package::open(&game), Package::open(&copy));
    assert_parts_kept(&was, &now, &[]);
    let sheet = now.text(GRID_PART);
    for kept in [
        "<sheetProtection",
        "<dataValidation ",
        "<conditionalFormatting",
        "Answers!A1",
    ] {
        assert!(sheet.contains(kept), "the hint copy lost {kept}");
    }
    let workbook = now.text("xl/workbook.xml");
    assert!(workbook.contains("SudokuGivens1"), "{workbook}");
    let answers = common::package::start_tags(&workbook, "sheet")
        .into_iter()
        .find(|t| t.contains("name=\"Answers\""))
        .unwrap_or_else(|| panic!("no Answers sheet: {workbook}"));
    assert!(answers.contains("state=\"veryHidden\""), "{answers}");

    let Some(()) = present(
        office::libreoffice(),
        "a_playable_workbook_stays_playable_after_hint",
    ) else {
        return;
    };
    let puzzle = read_line(&copy, "Puzzle 1", (0, 0));
    // A given of some row typed into an open cell of the same row: a clash.
    let (row, given, open) = office::clash_in_a_row(&puzzle);
    let (counter, fills) =
        office::type_in_libreoffice(&copy, &format!("{row},{open},{given}"), s.dir.path());
    assert!(counter.ends_with("a digit repeats"), "{counter}");
    assert!(office::count(&fills, "#F8B4B4") >= 2, "{fills:?}");
}

#[test]
fn a_big_grid_sheet_keeps_its_rows_and_the_packed_end_of_its_part() {
    // The grid and 20,000 rows under it on its own sheet, about 2 MB of XML: the copy
    // deflates only the head of the part anew and keeps the input's packed bytes from a
    // block of the rows on (package/splice.rs). The copy must read back in programs
    // with an inflater of their own.
    let s = Scratch::new();
    let input = s.path("big.xlsx");
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name(GRID_SHEET).unwrap();
    put_line(ws, 0, 0, PUZZLE);
    for k in 0..20_000u32 {
        let r = 12 + k;
        ws.write_number(r, 0, f64::from(k) * 1.5).unwrap();
        let note = format!("note {:x}", k.wrapping_mul(2_654_435_761));
        ws.write_string(r, 1, note).unwrap();
        ws.write_number(r, 2, f64::from(k.wrapping_mul(40_503) % 99_991))
            .unwrap();
    }
    wb.save(&input).unwrap();
    cmd(s.dir.path())
        .args(["solve", "big.xlsx", "-q"])
        .assert()
        .success();
    let output = expect_output(&s, "big.solved.xlsx");
    let solution = assert_grid_solved(&output);
    assert_cells_outside_grid_kept(&input, &output, &[]);
    let (was, now) = (Package::open(&input), Package::open(&output));
    let (was, now) = (&was.entries[GRID_PART], &now.entries[GRID_PART]);
    // The copy's packed part ends with the input's: its second half at least.
    let kept = was.compressed.len() / 2;
    assert!(
        now.compressed.ends_with(&was.compressed[kept..]),
        "the packed rows are not kept: {} bytes packed in, {} out",
        was.compressed.len(),
        now.compressed.len()
    );
    let test = "a_big_grid_sheet_keeps_its_rows_and_the_packed_end_of_its_part";
    if let Some(python) = present(office::openpyxl(), test) {
        let script = "import sys, openpyxl\n\
            ws = openpyxl.load_workbook(sys.argv[1], read_only=True).worksheets[0]\n\
            rows = list(ws.iter_rows(values_only=True))\n\
            print(''.join(str(v) for v in rows[0][:9]))\n\
            print(len(rows), rows[-1][1])";
        let out = office::run(
            120,
            python,
            &["-c".as_ref(), script.as_ref(), output.as_os_str()],
        );
        let last = format!("20012 note {:x}", 19_999u32.wrapping_mul(2_654_435_761));
        assert_eq!(
            out.trim(),
            format!("{}\n{last}", &solution[..9]),
            "openpyxl"
        );
    }
    let mut csvs = Vec::new();
    if present(office::gnumeric(), test).is_some() {
        let csv = s.path("gnumeric.csv");
        office::run(120, "ssconvert", &[output.as_os_str(), csv.as_os_str()]);
        csvs.push(("Gnumeric", csv));
    }
    if present(office::libreoffice(), test).is_some() {
        let dir = s.path("lo");
        std::fs::create_dir_all(&dir).unwrap();
        csvs.push((
            "LibreOffice",
            office::libreoffice_convert(&output, &dir, "csv"),
        ));
    }
    for (program, csv) in csvs {
        let text = std::fs::read_to_string(&csv).unwrap();
        let first: Vec<&str> = text.lines().next().unwrap().split(',').take(9).collect();
        assert_eq!(first.concat(), &solution[..9], "{program}'s first row");
        let last = text.lines().last().unwrap();
        let note = format!("note {:x}", 19_999u32.wrapping_mul(2_654_435_761));
        assert!(last.contains(&note), "{program}'s last row: {last}");
        assert_eq!(text.lines().count(), 20_012, "{program}'s rows");
    }
}
