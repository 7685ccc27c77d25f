//! What calamine does not read from an xlsx but a solved copy should keep: column widths,
//! row heights, hidden rows and columns, the active sheet; and which parts the copy cannot
//! carry (charts, images, macros, ...), so the user can be warned. Read straight from the
//! package with a streaming XML reader.

use std::collections::HashMap;
use std::io::{BufReader, Read, Seek};
use std::path::Path;

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

/// Widths, heights and visibility of one sheet's columns and rows.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SheetLayout {
    /// `(first column, last column, width in characters as stored, hidden)`, zero-based.
    pub columns: Vec<(u32, u32, Option<f64>, bool)>,
    /// `(row, height in points, hidden)` for rows with a custom height or hidden, zero-based.
    pub rows: Vec<(u32, Option<f64>, bool)>,
    /// Merged ranges, as `((first row, first column), (last row, last column))`.
    pub merges: Vec<((u32, u32), (u32, u32))>,
    /// The sheet uses conditional formats.
    pub conditional_formats: bool,
    /// The sheet restricts entries with data validation.
    pub validations: bool,
    /// The unpacked size of the sheet's part, in bytes.
    pub part_size: u64,
}

/// The layout of a whole xlsx package.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WorkbookLayout {
    /// Zero-based position of the active sheet.
    pub active: usize,
    /// By sheet name.
    pub sheets: HashMap<String, SheetLayout>,
    /// What the copy leaves out, as message ids ("lost-charts", "lost-macros", ...).
    pub not_carried: Vec<&'static str>,
}

/// An attribute's unescaped value, found by its local name.
pub(crate) fn attr(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.local_name().as_ref() == name)
        .map(|a| {
            let raw = a.value.to_string();
            match quick_xml::escape::unescape(&raw) {
                Ok(v) => v.into_owned(),
                Err(_) => raw,
            }
        })
}

/// The text of an XML part as the edits work on it: UTF-8 without a byte-order mark.
/// The .NET writers (Open XML SDK, ClosedXML, EPPlus) start parts with a UTF-8 mark, and
/// the XML reader skips it without counting it, so every byte offset an edit takes from
/// the reader would land three bytes short; UTF-16 parts (marked, as XML requires) are
/// turned into UTF-8 and their declaration says so, since the copy writes them as UTF-8.
pub fn decode(bytes: &[u8]) -> Option<String> {
    let utf16 = |bytes: &[u8], word: fn([u8; 2]) -> u16| {
        let units: Vec<u16> = bytes.chunks_exact(2).map(|c| word([c[0], c[1]])).collect();
        String::from_utf16(&units).ok()
    };
    let text = if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        String::from_utf8(rest.to_vec()).ok()?
    } else if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        declared_utf8(utf16(rest, u16::from_le_bytes)?)
    } else if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        declared_utf8(utf16(rest, u16::from_be_bytes)?)
    } else {
        String::from_utf8(bytes.to_vec()).ok()?
    };
    Some(text)
}

/// `xml` with the encoding its declaration names (UTF-16) changed to UTF-8.
fn declared_utf8(xml: String) -> String {
    let Some(rest) = xml.strip_prefix("<?xml") else {
        return xml;
    };
    let end = rest.find("?>").unwrap_or(0);
    let decl = &rest[..end];
    let Some(k) = decl.find("encoding") else {
        return xml;
    };
    let after = &decl[k + "encoding".len()..];
    let Some(q) = after.find(['"', '\'']) else {
        return xml;
    };
    let quote = after.as_bytes()[q] as char;
    let Some(len) = after[q + 1..].find(quote) else {
        return xml;
    };
    let at = 5 + k + "encoding".len() + q + 1;
    format!("{}UTF-8{}", &xml[..at], &xml[at + len..])
}

fn is_true(v: Option<String>) -> bool {
    matches!(v.as_deref(), Some("1") | Some("true"))
}

fn read_part<R: Read + Seek>(zip: &mut zip::ZipArchive<R>, name: &str) -> Option<String> {
    let mut f = zip.by_name(name).ok()?;
    let mut bytes = Vec::new();
    f.read_to_end(&mut bytes).ok()?;
    decode(&bytes)
}

/// Reads the layout of the xlsx package at `path`. Anything unreadable is simply left at
/// its default: layout is a nicety, never a reason to fail.
pub fn read(path: &Path) -> WorkbookLayout {
    match std::fs::File::open(path) {
        Ok(file) => read_from(BufReader::new(file)),
        Err(_) => WorkbookLayout::default(),
    }
}

/// [`read`] from an xlsx package's bytes.
pub fn read_from<R: Read + Seek>(package: R) -> WorkbookLayout {
    let mut out = WorkbookLayout::default();
    let Ok(mut zip) = zip::ZipArchive::new(package) else {
        return out;
    };
    let names: Vec<String> = zip
        .file_names()
        .filter_map(|n| n.ok().map(|n| n.to_ascii_lowercase()))
        .collect();
    let has = |prefix: &str| names.iter().any(|n| n.starts_with(prefix));
    for (prefix, what) in [
        ("xl/charts/", "lost-charts"),
        ("xl/media/", "lost-images"),
        ("xl/vbaproject.bin", "lost-macros"),
        ("xl/activex/", "lost-controls"),
        ("xl/ctrlprops/", "lost-controls"),
        ("xl/pivottables/", "lost-pivot-tables"),
        ("xl/comments", "lost-comments"),
        ("xl/tables/", "lost-tables"),
    ] {
        if has(prefix) && !out.not_carried.contains(&what) {
            out.not_carried.push(what);
        }
    }

    // Sheet names to part paths, through the workbook's relationships.
    let mut targets: HashMap<String, String> = HashMap::new();
    if let Some(rels) = read_part(&mut zip, "xl/_rels/workbook.xml.rels") {
        let mut r = Reader::from_str(&rels);
        loop {
            match r.read_event() {
                Ok(Event::Start(e)) | Ok(Event::Empty(e))
                    if e.local_name().as_ref() == "Relationship" =>
                {
                    if let (Some(id), Some(t)) = (attr(&e, "Id"), attr(&e, "Target")) {
                        let t = t.trim_start_matches('/');
                        let full = if t.starts_with("xl/") {
                            t.to_string()
                        } else {
                            format!("xl/{t}")
                        };
                        targets.insert(id, full);
                    }
                }
                Ok(Event::Eof) | Err(_) => break,
                _ => {}
            }
        }
    }
    let mut sheets: Vec<(String, String)> = Vec::new();
    if let Some(wb) = read_part(&mut zip, "xl/workbook.xml") {
        let mut r = Reader::from_str(&wb);
        loop {
            match r.read_event() {
                Ok(Event::Start(e)) | Ok(Event::Empty(e)) => match e.local_name().as_ref() {
                    "workbookView" => {
                        out.active = attr(&e, "activeTab")
                            .and_then(|v| v.parse().ok())
                            .unwrap_or(0);
                    }
                    "sheet" => {
                        if let (Some(name), Some(id)) = (attr(&e, "name"), attr(&e, "id")) {
                            if let Some(t) = targets.get(&id) {
                                sheets.push((name, t.clone()));
                            }
                        }
                    }
                    _ => {}
                },
                Ok(Event::Eof) | Err(_) => break,
                _ => {}
            }
        }
    }
    for (name, part) in sheets {
        let Ok(f) = zip.by_name(&part) else {
            continue;
        };
        let part_size = f.size();
        let mut layout = sheet_layout(BufReader::new(f));
        layout.part_size = part_size;
        if layout.conditional_formats && !out.not_carried.contains(&"lost-conditional-formats") {
            out.not_carried.push("lost-conditional-formats");
        }
        if layout.validations && !out.not_carried.contains(&"lost-data-validation") {
            out.not_carried.push("lost-data-validation");
        }
        out.sheets.insert(name, layout);
    }
    out
}

fn sheet_layout<R: std::io::BufRead>(source: R) -> SheetLayout {
    let mut out = SheetLayout::default();
    let mut r = Reader::from_reader(source);
    let mut buf = Vec::new();
    loop {
        match r.read_event_into(&mut buf) {
            Ok(Event::Start(e)) | Ok(Event::Empty(e)) => match e.local_name().as_ref() {
                "col" => {
                    let min: u32 = attr(&e, "min").and_then(|v| v.parse().ok()).unwrap_or(0);
                    let max: u32 = attr(&e, "max").and_then(|v| v.parse().ok()).unwrap_or(0);
                    if min >= 1 && max >= min {
                        let width = attr(&e, "width").and_then(|v| v.parse().ok());
                        let custom = is_true(attr(&e, "customWidth"));
                        out.columns.push((
                            min - 1,
                            (max - 1).min(crate::address::MAX_COLS - 1),
                            width.filter(|_| custom || width.is_some()),
                            is_true(attr(&e, "hidden")),
                        ));
                    }
                }
                "row" => {
                    let hidden = is_true(attr(&e, "hidden"));
                    let custom = is_true(attr(&e, "customHeight"));
                    if hidden || custom {
                        if let Some(row) = attr(&e, "r").and_then(|v| v.parse::<u32>().ok()) {
                            let height = attr(&e, "ht").and_then(|v| v.parse().ok());
                            out.rows.push((row.saturating_sub(1), height, hidden));
                        }
                    }
                }
                "mergeCell" => {
                    let range = attr(&e, "ref").and_then(|r| {
                        let (a, b) = r.split_once(':')?;
                        Some((
                            crate::address::parse_cell(a).ok()?,
                            crate::address::parse_cell(b).ok()?,
                        ))
                    });
                    if let Some(m) = range {
                        out.merges.push(m);
                    }
                }
                "conditionalFormatting" => out.conditional_formats = true,
                "dataValidations" => out.validations = true,
                // Cells carry nothing of the layout: skip them quickly.
                _ => {}
            },
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
        buf.clear();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheet_xml_layout() {
        let xml = br#"<worksheet><cols><col min="2" max="3" width="30.5" customWidth="1"/><col min="5" max="5" width="9" hidden="1"/></cols>
<sheetData><row r="1" ht="40" customHeight="1"><c r="A1"/></row><row r="2"/><row r="7" hidden="1"/></sheetData>
<mergeCells count="1"><mergeCell ref="B2:D3"/></mergeCells><conditionalFormatting sqref="A1"/></worksheet>"#;
        let l = sheet_layout(&xml[..]);
        assert_eq!(
            l.columns,
            vec![(1, 2, Some(30.5), false), (4, 4, Some(9.0), true)]
        );
        assert_eq!(l.rows, vec![(0, Some(40.0), false), (6, None, true)]);
        assert_eq!(l.merges, vec![((1, 1), (2, 3))]);
        assert!(l.conditional_formats);
        assert!(!l.validations);
    }
}
