//! Hostile and broken input, end to end: each case gets a clear message, exit status 2,
//! no output file, no panic text, and the input left byte for byte as it was.

mod common;

use std::io::Write;
use std::path::Path;

use common::*;
use predicates::prelude::*;
use rust_xlsxwriter::{Chart, ChartType, Format, Workbook};

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

/// Runs `solve` on `name` in `s` and checks the promises every failure keeps.
fn refused(s: &Scratch, name: &str, extra: &[&str], words: &str) {
    let before = std::fs::read(s.path(name)).unwrap();
    let files_before = s.files();
    let assert = cmd(s.dir.path())
        .arg("solve")
        .arg(name)
        .args(extra)
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(words));
    let err = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(!err.contains("panicked"), "{name}: {err}");
    assert!(!err.contains("RUST_BACKTRACE"), "{name}: {err}");
    assert_eq!(
        std::fs::read(s.path(name)).unwrap(),
        before,
        "{name} changed"
    );
    assert_eq!(s.files(), files_before, "{name}: a file appeared");
}

fn zip_with(path: &Path, parts: &[(&str, Vec<u8>)]) {
    let file = std::fs::File::create(path).unwrap();
    let mut z = zip::ZipWriter::new(file);
    let opts = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in parts {
        z.start_file(*name, opts).unwrap();
        z.write_all(bytes).unwrap();
    }
    z.finish().unwrap();
}

/// The parts of a valid xlsx, by name.
fn xlsx_parts(line: &str) -> Vec<(String, Vec<u8>)> {
    let s = Scratch::new();
    let p = s.path("x.xlsx");
    puzzle_xlsx(&p, line);
    let mut z = zip::ZipArchive::new(std::fs::File::open(&p).unwrap()).unwrap();
    (0..z.len())
        .map(|i| {
            let mut f = z.by_index(i).unwrap();
            let mut v = Vec::new();
            std::io::copy(&mut f, &mut v).unwrap();
            (f.name().unwrap().to_string(), v)
        })
        .collect()
}

fn rebuilt(path: &Path, replace: &str, with: Vec<u8>) {
    let parts = xlsx_parts(CLASSIC);
    let mut parts: Vec<(&str, Vec<u8>)> = parts
        .iter()
        .map(|(n, b)| {
            if n == replace {
                (n.as_str(), with.clone())
            } else {
                (n.as_str(), b.clone())
            }
        })
        .collect();
    if !parts.iter().any(|(n, _)| *n == replace) {
        parts.push((replace, with));
    }
    zip_with(path, &parts);
}

#[test]
fn truncated_workbooks_of_every_format() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("whole.xlsx"), CLASSIC);
    let sources = [
        std::fs::read(s.path("whole.xlsx")).unwrap(),
        std::fs::read(fixture("tests/fixtures/classic.xls")).unwrap(),
        std::fs::read(fixture("samples/classic.ods")).unwrap(),
    ];
    for (k, bytes) in sources.iter().enumerate() {
        for frac in [0.1, 0.5, 0.9, 0.99] {
            let cut = (bytes.len() as f64 * frac) as usize;
            let name = format!("cut{k}-{cut}.xlsx");
            std::fs::write(s.path(&name), &bytes[..cut]).unwrap();
            let before = s.files();
            let out = cmd(s.dir.path())
                .args(["solve", &name])
                .timeout(std::time::Duration::from_secs(20))
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            // A cut may fall after the last part a reader needs; then solving succeeds,
            // which is fine. Otherwise: exit 2 and a plain message.
            match out.status.code() {
                Some(0) => assert!(err.is_empty(), "{name}: {err}"),
                Some(2) => {
                    assert!(err.starts_with("sudoku-xlsx: "), "{name}: {err}");
                    assert!(!err.contains("panicked"), "{name}: {err}");
                    assert_eq!(s.files(), before, "{name}");
                }
                other => panic!("{name}: exit {other:?}: {err}"),
            }
            std::fs::remove_file(s.path(&name)).unwrap();
            let _ = std::fs::remove_file(s.path(&name.replace(".xlsx", ".solved.xlsx")));
        }
    }
}

#[test]
fn archives_that_are_not_workbooks_or_are_broken() {
    let s = Scratch::new();
    zip_with(&s.path("photos.xlsx"), &[("a.jpg", vec![1, 2, 3])]);
    refused(
        &s,
        "photos.xlsx",
        &[],
        "a zip archive with no workbook inside",
    );
    zip_with(
        &s.path("doc.xlsx"),
        &[("word/document.xml", b"<w/>".to_vec())],
    );
    refused(&s, "doc.xlsx", &[], "a Word document");
    rebuilt(
        &s.path("badxml.xlsx"),
        "xl/worksheets/sheet1.xml",
        b"<worksheet><sheetData><row r=\"1\"><c r=\"A1\"><v>5</v></c></row><row".to_vec(),
    );
    refused(&s, "badxml.xlsx", &[], "the workbook is damaged");
    zip_with(
        &s.path("bin.xlsb"),
        &[
            ("[Content_Types].xml", b"<Types/>".to_vec()),
            ("xl/workbook.bin", vec![0x83, 0x01, 0x00, 0xFF, 0xFF, 0x07]),
        ],
    );
    refused(&s, "bin.xlsb", &[], "the workbook is damaged");
    let mut junk = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    junk.extend((0..4000u32).map(|i| (i * 7 % 251) as u8));
    std::fs::write(s.path("junk.xls"), junk).unwrap();
    refused(&s, "junk.xls", &[], "the workbook is damaged");
}

#[test]
fn encrypted_workbooks() {
    let s = Scratch::new();
    std::fs::copy(
        fixture("tests/fixtures/encrypted.xlsx"),
        s.path("locked.xlsx"),
    )
    .unwrap();
    refused(
        &s,
        "locked.xlsx",
        &[],
        "the workbook is encrypted; save it without a password",
    );
}

#[test]
fn decompression_bombs_are_refused_quickly() {
    let s = Scratch::new();
    // 64 MiB of one shared string, packed into a few dozen KiB.
    let mut strings = b"<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" count=\"1\" uniqueCount=\"1\"><si><t>".to_vec();
    strings.extend(std::iter::repeat_n(b'x', 64 << 20));
    strings.extend(b"</t></si></sst>");
    rebuilt(&s.path("strings.xlsx"), "xl/sharedStrings.xml", strings);
    refused(&s, "strings.xlsx", &[], "looks like a decompression bomb");

    let mut sheet = b"<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>".to_vec();
    // Whitespace between elements is legal XML, and packs about a thousand to one.
    sheet.extend(std::iter::repeat_n(b' ', 64 << 20));
    sheet.extend(b"</sheetData></worksheet>");
    rebuilt(&s.path("sheet.xlsx"), "xl/worksheets/sheet1.xml", sheet);
    refused(&s, "sheet.xlsx", &[], "looks like a decompression bomb");
}

#[test]
fn a_used_range_of_the_whole_sheet_costs_nothing() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    ws.write_string(1_048_575, 16_383, "far corner").unwrap();
    wb.save(s.path("huge.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["solve", "huge.xlsx", "-q"])
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .code(0);
    assert_eq!(
        read_line(&s.path("huge.solved.xlsx"), "Sheet1", (0, 0)),
        CLASSIC_SOLVED
    );
}

#[test]
fn chart_sheets_odd_sheet_names_and_merged_cells() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let odd = "Bob's \"puzzle\" ü 数独";
    let ws = wb.add_worksheet();
    ws.set_name(odd).unwrap();
    put_line(ws, 0, 0, CLASSIC);
    let mut chart = Chart::new(ChartType::Column);
    chart.add_series().set_values("Merged!$A$1:$A$9");
    let cs = wb.add_chartsheet();
    cs.set_name("Chart").unwrap();
    cs.insert_chart(0, 0, &chart).unwrap();
    let m = wb.add_worksheet();
    m.set_name("Merged").unwrap();
    put_line(m, 0, 0, CLASSIC);
    m.merge_range(3, 3, 4, 4, "", &Format::new()).unwrap();
    wb.save(s.path("odd.xlsx")).unwrap();

    refused(
        &s,
        "odd.xlsx",
        &["--sheet", "Chart"],
        "sheet \"Chart\" is a chart sheet, not a worksheet",
    );
    refused(
        &s,
        "odd.xlsx",
        &["--sheet", "Merged"],
        "Merged!D4:E5: merged cells overlap the grid",
    );
    cmd(s.dir.path())
        .args(["solve", "odd.xlsx", "--sheet", odd, "-o", "out.xlsx"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "'Bob''s \"puzzle\" ü 数独'!A1:I9: Solved",
        ));
    assert_eq!(read_line(&s.path("out.xlsx"), odd, (0, 0)), CLASSIC_SOLVED);
    let range = format!("'{}'!A1:I9", odd.replace('\'', "''"));
    cmd(s.dir.path())
        .args(["solve", "odd.xlsx", "--range", &range, "-o", "out2.xlsx"])
        .assert()
        .code(0);
}

#[test]
fn odd_cell_values_are_named() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put_line(ws, 0, 0, CLASSIC);
    let date = rust_xlsxwriter::ExcelDateTime::from_ymd(2024, 3, 5).unwrap();
    ws.write_datetime_with_format(0, 2, &date, &Format::new().set_num_format("yyyy-mm-dd"))
        .unwrap(); // C1
    ws.write_string(0, 3, "５").unwrap(); // D1, full-width five
    ws.write_string(0, 5, "4\u{7}").unwrap(); // F1
    ws.write_number(0, 6, 1e300).unwrap(); // G1
    ws.write_number(0, 7, 5.000_000_1).unwrap(); // H1
    wb.save(s.path("odd.xlsx")).unwrap();
    refused(
        &s,
        "odd.xlsx",
        &[],
        "5 cells in the grid are not a digit 1-9 or blank",
    );
    let out = cmd(s.dir.path())
        .args(["solve", "odd.xlsx"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    for words in [
        "Sheet1!C1: a date or time",
        "Sheet1!D1: the text \"５\" is not a digit 1-9 (it is a full-width digit",
        "Sheet1!F1: the text \"4\\u{7}\"",
        "Sheet1!G1: 1e300 is not a digit",
        "Sheet1!H1: 5.0000001 is not a digit",
    ] {
        assert!(err.contains(words), "missing {words:?} in {err}");
    }
}

#[test]
fn formulas_without_a_saved_result() {
    let s = Scratch::new();
    // What a program that writes formulas but never calculates them produces.
    let sheet = b"<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData><row r=\"1\"><c r=\"A1\"><f>2+3</f></c><c r=\"B1\"><v>3</v></c></row></sheetData></worksheet>";
    rebuilt(
        &s.path("nocache.xlsx"),
        "xl/worksheets/sheet1.xml",
        sheet.to_vec(),
    );
    refused(
        &s,
        "nocache.xlsx",
        &[],
        "Sheet1!A1: the formula =2+3 has no saved result; open the workbook in Excel or LibreOffice and save it",
    );
}

#[cfg(unix)]
#[test]
fn interrupting_a_batch_leaves_only_whole_outputs() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("in")).unwrap();
    for k in 0..400 {
        puzzle_xlsx(&s.path(&format!("in/p{k:03}.xlsx")), CLASSIC);
    }
    for signal in ["-INT", "-TERM", "-KILL"] {
        let out_dir = s.path(&format!("out{signal}"));
        let child = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
            .current_dir(s.dir.path())
            .args(["solve", "in", "--out-dir"])
            .arg(&out_dir)
            .args(["--jobs", "1", "-q"])
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(400));
        std::process::Command::new("kill")
            .arg(signal)
            .arg(child.id().to_string())
            .status()
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        if signal != "-KILL" {
            assert_eq!(out.status.code(), Some(130), "{signal}: {err}");
            assert!(err.contains("interrupted after"), "{signal}: {err}");
        }
        let mut whole = 0;
        for e in std::fs::read_dir(&out_dir).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            if name.ends_with(".xlsx") {
                assert_eq!(read_line(&p, "Sheet1", (0, 0)), CLASSIC_SOLVED, "{name}");
                whole += 1;
            } else {
                // Only a hard kill may leave the file being written, clearly named.
                assert_eq!(signal, "-KILL", "{name} left behind");
                assert!(name.starts_with(".sudoku-xlsx-partial-"), "{name}");
            }
        }
        assert!(
            whole < 400,
            "{signal}: the batch finished before the signal"
        );
    }
    for k in 0..400 {
        assert!(!s.path(&format!("in/p{k:03}.solved.xlsx")).exists());
    }
}

#[test]
fn inputs_the_fuzzer_found_are_refused_quickly() {
    // Each file in tests/fixtures/fuzz once made the tool misbehave (see README, Fuzzing).
    let s = Scratch::new();
    let dir = fixture("tests/fixtures/fuzz");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        std::fs::copy(&path, s.path(&name)).unwrap();
        refused(&s, &name, &[], "the workbook is damaged");
        std::fs::remove_file(s.path(&name)).unwrap();
    }
}
