//! The worst inputs the tool accepts, one per format, against the bounds README states
//! (`cargo bench --features bench --bench limits`): each is crafted just under a limit, solved by the real
//! binary, and its time and peak memory printed (peak resident set from GNU time). The
//! .xls case needs Python's `xlwt` (`pip install xlwt`); without it that row says so.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::Command;

use zip::write::SimpleFileOptions;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn col(mut c: u32) -> String {
    let mut s = Vec::new();
    c += 1;
    while c > 0 {
        s.push(b'A' + ((c - 1) % 26) as u8);
        c = (c - 1) / 26;
    }
    s.reverse();
    String::from_utf8(s).unwrap()
}

/// The classic puzzle as sheet XML rows 1-9, with `rest` after them.
fn grid_rows() -> String {
    let mut out = String::new();
    for r in 0..9 {
        out.push_str(&format!("<row r=\"{}\">", r + 1));
        for c in 0..9 {
            let d = CLASSIC.as_bytes()[r * 9 + c];
            if d != b'.' {
                out.push_str(&format!(
                    "<c r=\"{}{}\"><v>{}</v></c>",
                    col(c as u32),
                    r + 1,
                    d as char
                ));
            }
        }
        out.push_str("</row>");
    }
    out
}

/// An xlsx package of `sheets` (name, sheet XML) and an optional styles part.
fn xlsx(path: &Path, sheets: &[(String, String)], styles: Option<String>) {
    let mut z = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let o = SimpleFileOptions::default().compression_level(Some(1));
    let mut put = |name: &str, body: &str| {
        z.start_file(name, o).unwrap();
        z.write_all(body.as_bytes()).unwrap();
    };
    let overrides: String = (1..=sheets.len())
        .map(|k| format!("<Override PartName=\"/xl/worksheets/sheet{k}.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/>"))
        .collect();
    put("[Content_Types].xml", &format!("<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/xl/workbook.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/>{overrides}</Types>"));
    put("_rels/.rels", "<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>");
    let list: String = sheets
        .iter()
        .enumerate()
        .map(|(k, (name, _))| {
            format!(
                "<sheet name=\"{name}\" sheetId=\"{}\" r:id=\"rId{}\"/>",
                k + 1,
                k + 1
            )
        })
        .collect();
    put("xl/workbook.xml", &format!("<?xml version=\"1.0\"?><workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>{list}</sheets></workbook>"));
    let mut rels: String = (1..=sheets.len())
        .map(|k| format!("<Relationship Id=\"rId{k}\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" Target=\"worksheets/sheet{k}.xml\"/>"))
        .collect();
    if styles.is_some() {
        rels.push_str("<Relationship Id=\"rIdS\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles\" Target=\"styles.xml\"/>");
    }
    put("xl/_rels/workbook.xml.rels", &format!("<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">{rels}</Relationships>"));
    for (k, (_, body)) in sheets.iter().enumerate() {
        put(&format!("xl/worksheets/sheet{}.xml", k + 1), body);
    }
    if let Some(s) = styles {
        put("xl/styles.xml", &s);
    }
    z.finish().unwrap();
}

fn sheet(rows: &str) -> String {
    format!("<?xml version=\"1.0\"?><worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>{rows}</sheetData></worksheet>")
}

/// Sheets of honest cells (numbers with addresses) that add up to `mib` MiB of XML.
fn heavy_xlsx(path: &Path, mib: usize) {
    let per_sheet = 15 << 20;
    let mut sheets = vec![("Puzzle".to_string(), sheet(&grid_rows()))];
    let mut left = mib << 20;
    let mut k = 0;
    while left > 0 {
        let mut rows = String::new();
        let mut r = 1;
        while rows.len() < per_sheet.min(left) {
            rows.push_str(&format!("<row r=\"{r}\">"));
            for c in 0..20 {
                rows.push_str(&format!("<c r=\"{}{r}\"><v>{}</v></c>", col(c), r * 7 + c));
            }
            rows.push_str("</row>");
            r += 1;
        }
        left = left.saturating_sub(rows.len());
        k += 1;
        sheets.push((format!("Data {k}"), sheet(&rows)));
    }
    xlsx(path, &sheets, None);
}

/// A grid beside `n` cells each with a style of its own.
fn styles_xlsx(path: &Path, n: u32) {
    let fmts: String = (0..n)
        .map(|k| {
            format!(
                "<numFmt numFmtId=\"{}\" formatCode=\"0.{}\"/>",
                164 + k,
                "0".repeat((k % 20) as usize + 1) + &format!("\"{k}\"")
            )
        })
        .collect();
    let xfs: String = std::iter::once("<xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/>".to_string())
        .chain((0..n).map(|k| format!("<xf numFmtId=\"{}\" fontId=\"0\" fillId=\"0\" borderId=\"0\" applyNumberFormat=\"1\"/>", 164 + k)))
        .collect();
    let styles = format!("<?xml version=\"1.0\"?><styleSheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><numFmts count=\"{n}\">{fmts}</numFmts><fonts count=\"1\"><font/></fonts><fills count=\"1\"><fill/></fills><borders count=\"1\"><border/></borders><cellXfs count=\"{}\">{xfs}</cellXfs></styleSheet>", n + 1);
    let mut rows = grid_rows();
    for k in 0..n {
        let r = 11 + k / 10;
        if k % 10 == 0 {
            if k > 0 {
                rows.push_str("</row>");
            }
            rows.push_str(&format!("<row r=\"{r}\">"));
        }
        rows.push_str(&format!(
            "<c r=\"{}{r}\" s=\"{}\"><v>{k}</v></c>",
            col(k % 10),
            k + 1
        ));
    }
    rows.push_str("</row>");
    xlsx(path, &[("Puzzle".to_string(), sheet(&rows))], Some(styles));
}

/// An .ods whose one sheet spans `rows` x `cols` cells: the grid at the top left and one
/// value in the far corner of each row.
fn wide_ods(path: &Path, rows: u32, cols: u32) {
    let mut body = String::new();
    for r in 0..9 {
        body.push_str("<table:table-row>");
        for c in 0..9 {
            let d = CLASSIC.as_bytes()[r * 9 + c];
            if d == b'.' {
                body.push_str("<table:table-cell/>");
            } else {
                body.push_str(&format!(
                    "<table:table-cell office:value-type=\"float\" office:value=\"{}\"/>",
                    d as char
                ));
            }
        }
        body.push_str("</table:table-row>");
    }
    body.push_str(&format!("<table:table-row table:number-rows-repeated=\"{}\"><table:table-cell table:number-columns-repeated=\"{}\"/><table:table-cell office:value-type=\"float\" office:value=\"1\"/></table:table-row>", rows - 9, cols - 1));
    let content = format!("<?xml version=\"1.0\"?><office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\"><office:body><office:spreadsheet><table:table table:name=\"Sheet1\">{body}</table:table></office:spreadsheet></office:body></office:document-content>");
    let mut z = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let stored = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    z.start_file("mimetype", stored).unwrap();
    z.write_all(b"application/vnd.oasis.opendocument.spreadsheet")
        .unwrap();
    z.start_file("META-INF/manifest.xml", SimpleFileOptions::default())
        .unwrap();
    z.write_all(b"<?xml version=\"1.0\"?><manifest:manifest xmlns:manifest=\"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0\"><manifest:file-entry manifest:full-path=\"/\" manifest:media-type=\"application/vnd.oasis.opendocument.spreadsheet\"/></manifest:manifest>").unwrap();
    z.start_file("content.xml", SimpleFileOptions::default())
        .unwrap();
    z.write_all(content.as_bytes()).unwrap();
    z.finish().unwrap();
}

/// An .xls with the grid and one cell at (`rows` - 1, `cols` - 1), by Python's xlwt.
fn wide_xls(path: &Path, rows: u32, cols: u32) -> bool {
    let script = format!(
        "import xlwt\nwb = xlwt.Workbook()\nws = wb.add_sheet('Sheet1')\np = '{CLASSIC}'\nfor i, ch in enumerate(p):\n    if ch != '.':\n        ws.write(i // 9, i % 9, int(ch))\nws.write({}, {}, 1)\nwb.save(r'{}')\n",
        rows - 1,
        cols - 1,
        path.display()
    );
    Command::new("python3")
        .args(["-c", &script])
        .status()
        .is_ok_and(|s| s.success())
}

fn row(what: &str, input: &str, args: &[&str], dir: &Path) {
    let size = std::fs::metadata(dir.join(input))
        .map(|m| m.len())
        .unwrap_or(0);
    let (secs, peak) = common::run(args, dir);
    let mem = peak
        .map(|k| format!("{:.0} MiB", k as f64 / 1024.0))
        .unwrap_or_else(|| "n/a (no /usr/bin/time)".into());
    println!(
        "| {what} | {:.1} KiB | `{}` | {secs:.2} | {mem} |",
        size as f64 / 1024.0,
        args.join(" ")
    );
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    println!("| worst accepted input | file | command | seconds | peak memory |");
    println!("|---|---:|---|---:|---:|");

    heavy_xlsx(&d.join("heavy.xlsx"), 62);
    row(
        "xlsx: 62 MiB of sheets to carry (limit 64)",
        "heavy.xlsx",
        &["solve", "heavy.xlsx", "-o", "o1.xlsx", "--force"],
        d,
    );
    row(
        "the same, --grid-only",
        "heavy.xlsx",
        &[
            "solve",
            "heavy.xlsx",
            "-o",
            "o2.xlsx",
            "--force",
            "--grid-only",
        ],
        d,
    );

    styles_xlsx(&d.join("styles.xlsx"), 200_000);
    row(
        "xlsx: 200,000 distinct cell styles",
        "styles.xlsx",
        &["solve", "styles.xlsx", "-o", "o3.xlsx", "--force"],
        d,
    );

    wide_ods(&d.join("wide.ods"), 4000, 1024);
    row(
        "ods: one sheet spanning 4,096,000 cells (limit 4,194,304)",
        "wide.ods",
        &["solve", "wide.ods", "-o", "o4.xlsx", "--force"],
        d,
    );

    if wide_xls(&d.join("wide.xls"), 16_000, 256) {
        row(
            "xls: one sheet spanning 4,096,000 cells (limit 4,194,304)",
            "wide.xls",
            &["solve", "wide.xls", "-o", "o5.xlsx", "--force"],
            d,
        );
    } else {
        println!("| xls: skipped, Python's xlwt is not installed (pip install xlwt) | | | | |");
    }

    // A text list of one 100 MiB comment line and a million puzzles.
    {
        let mut f = std::io::BufWriter::new(std::fs::File::create(d.join("long.txt")).unwrap());
        f.write_all(b"# ").unwrap();
        f.write_all(&vec![b'1'; 100 << 20]).unwrap();
        writeln!(f).unwrap();
        for _ in 0..1_000_000 {
            writeln!(f, "{CLASSIC}").unwrap();
        }
    }
    row(
        "text list: a 100 MiB comment line, then 1,000,000 puzzles",
        "long.txt",
        &["solve", "long.txt", "-o", "o6.xlsx", "--force", "-q"],
        d,
    );
    row(
        "the same, rated",
        "long.txt",
        &["rate", "long.txt", "-q"],
        d,
    );
}
