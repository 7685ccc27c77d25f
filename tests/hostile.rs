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

fn zip_with(path: &Path, parts: &[(impl AsRef<str>, Vec<u8>)]) {
    let file = std::fs::File::create(path).unwrap();
    let mut z = zip::ZipWriter::new(file);
    let opts = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in parts {
        z.start_file(name.as_ref(), opts).unwrap();
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

/// A decompression bomb: a workbook of the classic puzzle with one part replaced by
/// `head`, 64 MiB of `fill` and `tail`, which packs about a thousand to one.
struct Bomb {
    /// The fixture in `tests/fixtures`.
    file: &'static str,
    part: &'static str,
    head: &'static [u8],
    fill: u8,
    tail: &'static [u8],
}

const BOMB_FILL: usize = 64 << 20;

/// How much of a bomb's packed data its fixture keeps (`tests/fixtures/README.md`).
const BOMB_CUT: usize = 1024;

const BOMBS: [Bomb; 2] = [
    // One shared string of 64 MiB.
    Bomb {
        file: "bomb-shared-strings.xlsx",
        part: "xl/sharedStrings.xml",
        head: b"<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" count=\"1\" uniqueCount=\"1\"><si><t>",
        fill: b'x',
        tail: b"</t></si></sst>",
    },
    // Whitespace between elements is legal XML, and packs about a thousand to one.
    Bomb {
        file: "bomb-sheet.xlsx",
        part: "xl/worksheets/sheet1.xml",
        head: b"<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>",
        fill: b' ',
        tail: b"</sheetData></worksheet>",
    },
];

impl Bomb {
    fn len(&self) -> u64 {
        (self.head.len() + BOMB_FILL + self.tail.len()) as u64
    }

    fn bytes(&self) -> Vec<u8> {
        let mut v = self.head.to_vec();
        v.extend(std::iter::repeat_n(self.fill, BOMB_FILL));
        v.extend(self.tail);
        v
    }

    /// Whether `bytes` could be the start of the part.
    fn starts(&self, bytes: &[u8]) -> bool {
        let n = bytes.len().min(self.head.len());
        bytes[..n] == self.head[..n] && bytes[n..].iter().all(|&b| b == self.fill)
    }
}

/// The bomb fixtures' directories promise the whole 64 MiB part, but the part holds only
/// the first KiB of its packed data: unpacking it gives the start of the bomb and then
/// fails. So a refusal as a bomb, naming the promised size, was decided from the archive's
/// directory before the part was unpacked: a reader that unpacked it would have found it
/// damaged instead. No clock is involved. (Whole bombs are checked to be refused the same
/// way by `regenerate_bomb_fixtures`.)
#[test]
fn decompression_bombs_are_refused_before_unpacking() {
    let s = Scratch::new();
    for bomb in &BOMBS {
        let path = fixture(&format!("tests/fixtures/{}", bomb.file));
        let mut z = zip::ZipArchive::new(std::fs::File::open(&path).unwrap()).unwrap();
        let mut part = z.by_name(bomb.part).unwrap();
        assert_eq!(part.size(), bomb.len(), "{}", bomb.file);
        assert_eq!(part.compressed_size(), BOMB_CUT as u64, "{}", bomb.file);
        let mut start = Vec::new();
        let unpacked = std::io::Read::read_to_end(&mut part, &mut start);
        assert!(unpacked.is_err(), "{}: {} unpacks", bomb.file, bomb.part);
        assert!(
            start.len() > BOMB_CUT && bomb.starts(&start),
            "{}: {} does not start as the bomb",
            bomb.file,
            bomb.part
        );
        drop(part);

        std::fs::copy(&path, s.path(bomb.file)).unwrap();
        refused(
            &s,
            bomb.file,
            &[],
            &format!(
                "the part {} of the workbook is too large to read safely \
                 (64.0 MiB unpacked from 1.0 KiB; this looks like a decompression bomb)",
                bomb.part
            ),
        );
    }
}

/// One part of a zip archive, its data as stored.
struct RawPart {
    name: String,
    method: u16,
    crc: u32,
    size: u32,
    data: Vec<u8>,
}

/// The parts of a zip archive as stored, nothing unpacked.
fn raw_parts(bytes: &[u8]) -> Vec<RawPart> {
    let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    (0..z.len())
        .map(|i| {
            let mut f = z.by_index_raw(i).unwrap();
            let mut data = Vec::new();
            std::io::copy(&mut f, &mut data).unwrap();
            RawPart {
                name: f.name().unwrap().to_string(),
                method: match f.compression() {
                    zip::CompressionMethod::Stored => 0,
                    zip::CompressionMethod::Deflated => 8,
                    other => panic!("{other:?}"),
                },
                crc: f.crc32(),
                size: u32::try_from(f.size()).unwrap(),
                data,
            }
        })
        .collect()
}

/// A zip archive of `parts` as given: the sizes and checksums in its headers are taken from
/// them, not from the data, which this writer never looks into. Dates are 1980-01-01.
fn zip_raw(parts: &[RawPart]) -> Vec<u8> {
    fn u16le(v: &mut Vec<u8>, n: u16) {
        v.extend(n.to_le_bytes());
    }
    fn u32le(v: &mut Vec<u8>, n: u32) {
        v.extend(n.to_le_bytes());
    }
    let u32of = |n: usize| u32::try_from(n).unwrap();
    let (mut out, mut dir) = (Vec::new(), Vec::new());
    for p in parts {
        let name_len = u16::try_from(p.name.len()).unwrap();
        // Version 2.0, no flags, method, time 00:00, date 1980-01-01, CRC, sizes, name.
        let fields = |v: &mut Vec<u8>| {
            for n in [20, 0, p.method, 0, 0x21] {
                u16le(v, n);
            }
            for n in [p.crc, u32of(p.data.len()), p.size] {
                u32le(v, n);
            }
            u16le(v, name_len);
            u16le(v, 0); // no extra field
        };
        // Central directory entry: made by version 2.0, no comment, disk 0, no attributes.
        u32le(&mut dir, 0x0201_4b50);
        u16le(&mut dir, 20);
        fields(&mut dir);
        for n in [0, 0, 0] {
            u16le(&mut dir, n);
        }
        u32le(&mut dir, 0);
        u32le(&mut dir, u32of(out.len()));
        dir.extend(p.name.as_bytes());
        // Local header, then the data.
        u32le(&mut out, 0x0403_4b50);
        fields(&mut out);
        out.extend(p.name.as_bytes());
        out.extend(&p.data);
    }
    let (dir_at, dir_len) = (u32of(out.len()), u32of(dir.len()));
    out.extend(dir);
    // End of central directory: disk 0, all entries on it, no comment.
    let count = u16::try_from(parts.len()).unwrap();
    u32le(&mut out, 0x0605_4b50);
    for n in [0, 0, count, count] {
        u16le(&mut out, n);
    }
    u32le(&mut out, dir_len);
    u32le(&mut out, dir_at);
    u16le(&mut out, 0);
    out
}

/// How the bomb fixtures are made (`tests/fixtures/README.md`): a workbook of the classic
/// puzzle (creation date pinned) has one part replaced by the whole 64 MiB bomb, packed by
/// the zip crate; the binary must refuse that as a bomb. The fixture is the same
/// archive with the bomb's packed data cut to its first `BOMB_CUT` bytes, the headers still
/// giving the whole part's size and checksum. With `REGENERATE_FIXTURES` set this writes the
/// fixtures; otherwise it checks that the committed ones have the same parts, sizes and
/// checksums.
#[test]
#[ignore = "builds two 64 MiB parts; CI runs it with --ignored"]
fn regenerate_bomb_fixtures() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let date = rust_xlsxwriter::ExcelDateTime::from_ymd(2024, 1, 1).unwrap();
    wb.set_properties(&rust_xlsxwriter::DocProperties::new().set_creation_datetime(&date));
    put_line(wb.add_worksheet(), 0, 0, CLASSIC);
    let base = wb.save_to_buffer().unwrap();
    for bomb in &BOMBS {
        // The whole bomb: the workbook's parts unpacked, the bomb's part replaced (the
        // workbook has no shared strings, so that one is added), all packed again.
        let mut z = zip::ZipArchive::new(std::io::Cursor::new(&base)).unwrap();
        let mut parts: Vec<(String, Vec<u8>)> = (0..z.len())
            .map(|i| {
                let mut f = z.by_index(i).unwrap();
                let mut v = Vec::new();
                std::io::copy(&mut f, &mut v).unwrap();
                (f.name().unwrap().to_string(), v)
            })
            .filter(|(n, _)| n != bomb.part)
            .collect();
        parts.push((bomb.part.to_string(), bomb.bytes()));
        let whole = format!("whole-{}", bomb.file);
        zip_with(&s.path(&whole), &parts);
        refused(&s, &whole, &[], "this looks like a decompression bomb");

        // The fixture: the bomb's packed data cut short.
        let mut cut = raw_parts(&std::fs::read(s.path(&whole)).unwrap());
        let last = cut.last_mut().unwrap();
        assert_eq!(last.name, bomb.part);
        assert!(
            last.data.len() > BOMB_CUT * 16,
            "{}: the packed bomb is hardly longer than the cut",
            bomb.file
        );
        last.data.truncate(BOMB_CUT);
        let cut = zip_raw(&cut);
        let path = fixture(&format!("tests/fixtures/{}", bomb.file));
        if std::env::var_os("REGENERATE_FIXTURES").is_some() {
            std::fs::write(&path, &cut).unwrap();
            continue;
        }
        let summary = |bytes: &[u8]| {
            raw_parts(bytes)
                .into_iter()
                .map(|p| (p.name, p.method, p.crc, p.size))
                .collect::<Vec<_>>()
        };
        let committed = std::fs::read(&path).unwrap();
        assert_eq!(
            summary(&committed),
            summary(&cut),
            "{} is not what its recipe gives; if that is meant, rewrite it with \
             `REGENERATE_FIXTURES=1 cargo test --test hostile regenerate_bomb_fixtures -- --ignored`",
            path.display()
        );
    }
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
        "5 cells of the range are not a digit 1-9 or blank",
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

#[cfg(target_os = "linux")]
#[test]
fn interrupting_a_batch_leaves_only_whole_outputs() {
    let s = Scratch::new();
    std::fs::create_dir_all(s.path("in")).unwrap();
    for k in 0..400 {
        puzzle_xlsx(&s.path(&format!("in/p{k:03}.xlsx")), CLASSIC);
    }
    for signal in ["-INT", "-TERM", "-KILL"] {
        let out_dir = s.path(&format!("out{signal}"));
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
            .current_dir(s.dir.path())
            .args(["solve", "in", "--out-dir"])
            .arg(&out_dir)
            .args(["--jobs", "1", "-q"])
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Signalled once the run is under way (its handler in place), whatever the
        // build's speed; a fixed wait let an optimised build finish all 400 first.
        assert!(common::catches_sigterm(&mut child), "the run ended at once");
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
        // Signalled before its first output, the run may not have made the folder at all.
        let entries = std::fs::read_dir(&out_dir).into_iter().flatten();
        for e in entries {
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
