//! Worksheets of another package added to an edited copy: explain writes its Steps and
//! Candidates sheets as a small workbook of their own, and they join the user's package
//! as new parts, their formats appended to the user's styles.

use std::collections::HashSet;
use std::io::{BufReader, Cursor, Read, Seek, Write};
use std::sync::Arc;

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, Writer};

use super::parts::attr;

pub(super) const WORKSHEET_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml";
pub(super) const WORKSHEET_REL: &str =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet";
pub(super) const REL_NS: &str =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/// A package whose worksheets join an edited copy ([`super::Edit::add_sheets`]).
#[derive(Debug)]
pub enum AddedSheets {
    /// Written to a file beside the copy (its sheets streamed, their text inline).
    File(tempfile::NamedTempFile),
    /// Held in memory, as in a browser, which has no files.
    Bytes(Arc<[u8]>),
}

/// What a package read from a file or from memory reads through.
pub(super) trait Package: Read + Seek {}
impl<T: Read + Seek> Package for T {}

impl AddedSheets {
    pub(super) fn reader(&self) -> std::io::Result<Box<dyn Package + '_>> {
        Ok(match self {
            AddedSheets::File(f) => Box::new(BufReader::new(f.reopen()?)),
            AddedSheets::Bytes(b) => Box::new(Cursor::new(&b[..])),
        })
    }
}

/// Sheets to add: where each comes from in the other package, where it goes, and where
/// that package's cell formats went.
#[derive(Debug)]
pub(super) struct Grafts {
    /// The other package.
    pub file: AddedSheets,
    /// Its shared strings, each `<si>`'s content as written: an ordinary worksheet keeps
    /// its text there, and the copy's own table is never touched, so each such cell
    /// becomes an inline string.
    pub strings: Vec<String>,
    /// `(its part, the part it becomes)` for each sheet.
    pub parts: Vec<(String, String)>,
    /// Where each of its cell formats went.
    pub xf_map: Vec<usize>,
}

/// The largest `sheetId` of a workbook part.
pub(super) fn max_sheet_id(xml: &str) -> u32 {
    let mut r = Reader::from_str(xml);
    let mut max = 0u32;
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) | Ok(Event::Empty(e)) if e.local_name().as_ref() == "sheet" => {
                let id = attr(&e, "sheetId").and_then(|v| v.parse().ok());
                max = max.max(id.unwrap_or(0));
            }
            Ok(Event::Eof) | Err(_) => return max,
            _ => {}
        }
    }
}

/// Byte offset of the end tag of the first element named `local`.
pub(super) fn end_of(xml: &str, local: &str) -> Option<usize> {
    let mut r = Reader::from_str(xml);
    loop {
        let before = r.buffer_position() as usize;
        match r.read_event() {
            Ok(Event::End(e)) if e.local_name().as_ref() == local => return Some(before),
            Ok(Event::Eof) | Err(_) => return None,
            _ => {}
        }
    }
}

/// The byte span of the first element named `local`, written `<x/>` or `<x>...</x>`, and
/// whether it is written empty (`<x/>`).
pub(super) fn element(xml: &str, local: &str) -> Option<(usize, usize, bool)> {
    let mut r = Reader::from_str(xml);
    let mut start = None;
    loop {
        let before = r.buffer_position() as usize;
        match r.read_event() {
            Ok(Event::Empty(e)) if start.is_none() && e.local_name().as_ref() == local => {
                return Some((before, r.buffer_position() as usize, true));
            }
            Ok(Event::Start(e)) if start.is_none() && e.local_name().as_ref() == local => {
                start = Some(before);
            }
            Ok(Event::End(e)) if e.local_name().as_ref() == local => {
                return Some((start?, r.buffer_position() as usize, false));
            }
            Ok(Event::Eof) | Err(_) => return None,
            _ => {}
        }
    }
}

/// `xml` (a workbook part) with `names` (`<definedName>` elements in its prefix `own`)
/// added to its list of defined names. The list is made where the schema wants it,
/// after the sheets, function groups and external references, when the part has none,
/// and an empty `<definedNames/>` (as openpyxl writes) is filled rather than repeated.
pub(super) fn with_defined_names(xml: &str, names: &str, own: &str) -> String {
    let mut out = xml.to_string();
    match element(xml, "definedNames") {
        Some((a, b, true)) => {
            out.replace_range(
                a..b,
                &format!("<{own}definedNames>{names}</{own}definedNames>"),
            );
        }
        Some((_, b, false)) => {
            let at = xml[..b].rfind("</").unwrap_or(b);
            out.insert_str(at, names);
        }
        None => {
            let at = ["externalReferences", "functionGroups", "sheets"]
                .iter()
                .find_map(|l| element(xml, l).map(|e| e.1))
                .unwrap_or(xml.len());
            out.insert_str(
                at,
                &format!("<{own}definedNames>{names}</{own}definedNames>"),
            );
        }
    }
    out
}

/// The names of the `<definedName>` elements (as Excel compares them, without case) with
/// their scope (`localSheetId`).
pub(super) fn name_keys(names: &[String]) -> HashSet<(String, Option<String>)> {
    names.iter().filter_map(|d| name_key(d)).collect()
}

fn name_key(d: &str) -> Option<(String, Option<String>)> {
    let mut r = Reader::from_str(d);
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) | Ok(Event::Empty(e))
                if e.local_name().as_ref() == "definedName" =>
            {
                return Some((attr(&e, "name")?.to_lowercase(), attr(&e, "localSheetId")));
            }
            Ok(Event::Eof) | Err(_) => return None,
            _ => {}
        }
    }
}

/// `d` (a `<definedName>` element) renamed where its name is taken, without case, in
/// its scope: `SudokuSheet_Steps` becomes `SudokuSheet_Steps_2`. The new name is taken.
pub(super) fn unclashed_name(d: String, taken: &mut HashSet<(String, Option<String>)>) -> String {
    let Some((name, scope)) = name_key(&d) else {
        return d;
    };
    if taken.insert((name.clone(), scope.clone())) {
        return d;
    }
    let Some(own) = (|| {
        let k = d.find("name=\"")? + "name=\"".len();
        Some(d[k..k + d[k..].find('"')?].to_string())
    })() else {
        return d;
    };
    let mut n = 2;
    let fresh = loop {
        let candidate = format!("{own}_{n}");
        if taken.insert((candidate.to_lowercase(), scope.clone())) {
            break candidate;
        }
        n += 1;
    };
    d.replacen(&format!("name=\"{own}\""), &format!("name=\"{fresh}\""), 1)
}

/// The prefix (with colon) the workbook part binds to the relationships namespace, and
/// the prefix of its own elements.
pub(super) fn prefixes(xml: &str) -> (Option<String>, String) {
    let mut r = Reader::from_str(xml);
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) => {
                let name = e.name().as_ref().to_string();
                let own = name
                    .rsplit_once(':')
                    .map(|(p, _)| format!("{p}:"))
                    .unwrap_or_default();
                let rel = e.attributes().flatten().find_map(|a| {
                    let key = a.key.as_ref();
                    (a.value.as_ref() == REL_NS)
                        .then(|| key.strip_prefix("xmlns:").map(|p| format!("{p}:")))
                        .flatten()
                });
                return (rel, own);
            }
            Ok(Event::Eof) | Err(_) => return (None, String::new()),
            _ => {}
        }
    }
}

/// The `<definedName>` elements of a workbook part, as written.
pub(super) fn defined_names(xml: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut r = Reader::from_str(xml);
    let mut open = None;
    loop {
        let before = r.buffer_position() as usize;
        match r.read_event() {
            Ok(Event::Start(e)) if e.local_name().as_ref() == "definedName" => open = Some(before),
            Ok(Event::End(e)) if e.local_name().as_ref() == "definedName" => {
                if let Some(a) = open.take() {
                    out.push(xml[a..r.buffer_position() as usize].to_string());
                }
            }
            Ok(Event::Eof) | Err(_) => return out,
            _ => {}
        }
    }
}

impl Grafts {
    /// Writes the added sheets, their cell formats renumbered.
    pub(super) fn write<W: Write + Seek>(
        self,
        zout: &mut zip::ZipWriter<W>,
    ) -> std::io::Result<()> {
        let other = |e: zip::result::ZipError| std::io::Error::other(e.to_string());
        let mut zin = zip::ZipArchive::new(self.file.reader()?).map_err(other)?;
        for (from, to) in &self.parts {
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            zout.start_file(to.as_str(), options).map_err(other)?;
            let f = zin.by_name(from).map_err(other)?;
            renumber(BufReader::new(f), &mut *zout, &self.xf_map, &self.strings)
                .map_err(|e| std::io::Error::other(format!("{to}: {e}")))?;
        }
        Ok(())
    }
}

/// The content of each `<si>` of a shared-strings part, as written.
pub(super) fn shared_strings(xml: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut r = Reader::from_str(xml);
    let mut open = None;
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) if e.local_name().as_ref() == "si" => {
                open = Some(r.buffer_position() as usize)
            }
            Ok(Event::Empty(e)) if e.local_name().as_ref() == "si" => out.push(String::new()),
            Ok(Event::End(e)) if e.local_name().as_ref() == "si" => {
                let end = r.buffer_position() as usize;
                let inner = open.take().and_then(|a| {
                    let close = xml[a..end].rfind("</")?;
                    Some(xml[a..a + close].to_string())
                });
                out.push(inner.unwrap_or_default());
            }
            Ok(Event::Eof) | Err(_) => return out,
            _ => {}
        }
    }
}

/// Copies a sheet part with the cell formats of its cells, rows and columns renumbered,
/// and its shared-string cells made inline strings (`strings`: the other package's table).
fn renumber<R: std::io::BufRead, W: Write>(
    part: R,
    out: W,
    xf_map: &[usize],
    strings: &[String],
) -> Result<(), String> {
    let mut r = Reader::from_reader(part);
    let mut w = Writer::new(out);
    let mut buf = Vec::new();
    let map = |e: &BytesStart<'_>, key: &str| -> Option<BytesStart<'static>> {
        let v: usize = attr(e, key)?.parse().ok()?;
        let to = xf_map.get(v).copied().unwrap_or(0).to_string();
        let mut out = BytesStart::new(e.name().as_ref().to_string());
        for a in e.attributes().flatten() {
            if a.key.as_ref() == key {
                out.push_attribute((key, to.as_str()));
            } else {
                out.push_attribute((a.key.as_ref(), a.value.as_ref()));
            }
        }
        Some(out)
    };
    // Inside a shared-string cell, and then inside its value.
    let (mut shared, mut value) = (false, false);
    loop {
        let ev = r.read_event_into(&mut buf).map_err(|e| e.to_string())?;
        let empty = matches!(ev, Event::Empty(_));
        let ev = match ev {
            Event::Eof => break,
            // The user's sheet stays the one selected: two selected tabs open grouped in
            // Excel, and typing in one writes into both.
            Event::Start(e) | Event::Empty(e) if e.local_name().as_ref() == "sheetView" => {
                let mut out = BytesStart::new(e.name().as_ref().to_string());
                for a in e.attributes().flatten() {
                    if a.key.as_ref() != "tabSelected" {
                        out.push_attribute((a.key.as_ref(), a.value.as_ref()));
                    }
                }
                if empty {
                    Event::Empty(out)
                } else {
                    Event::Start(out)
                }
            }
            Event::Start(e) | Event::Empty(e)
                if matches!(e.local_name().as_ref(), "c" | "row" | "col") =>
            {
                let key = if e.local_name().as_ref() == "col" {
                    "style"
                } else {
                    "s"
                };
                let mut e = map(&e, key).unwrap_or_else(|| e.into_owned());
                if e.local_name().as_ref() == "c" && attr(&e, "t").as_deref() == Some("s") {
                    shared = !empty;
                    e = inline_type(&e);
                }
                if empty {
                    Event::Empty(e)
                } else {
                    Event::Start(e)
                }
            }
            Event::Start(e) if shared && e.local_name().as_ref() == "v" => {
                value = true;
                Event::Start(BytesStart::new("is"))
            }
            Event::Text(t) if value => {
                let k: usize = t
                    .into_inner()
                    .trim()
                    .parse()
                    .ok()
                    .ok_or("a shared-string cell without a number")?;
                let text = strings
                    .get(k)
                    .ok_or("a shared string past the table's end")?;
                w.get_mut()
                    .write_all(text.as_bytes())
                    .map_err(|e| e.to_string())?;
                buf.clear();
                continue;
            }
            Event::End(e) if value && e.local_name().as_ref() == "v" => {
                value = false;
                Event::End(quick_xml::events::BytesEnd::new("is"))
            }
            Event::End(e) if e.local_name().as_ref() == "c" => {
                shared = false;
                Event::End(e.into_owned())
            }
            other => other.into_owned(),
        };
        w.write_event(ev).map_err(|e| e.to_string())?;
        buf.clear();
    }
    Ok(())
}

/// A cell's start tag with its type made `inlineStr`.
fn inline_type(e: &BytesStart<'_>) -> BytesStart<'static> {
    let mut out = BytesStart::new(e.name().as_ref().to_string());
    for a in e.attributes().flatten() {
        if a.key.as_ref() == "t" {
            out.push_attribute(("t", "inlineStr"));
        } else {
            out.push_attribute((a.key.as_ref(), a.value.as_ref()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::io::{Cursor, Read, Write};

    use super::AddedSheets;
    use crate::address::GridRange;
    use crate::test_support::{part, CLASSIC, SOLVED};
    use crate::write::{Digits, GridOutput, SheetOutput};
    use crate::Workbook;

    /// A workbook with the classic puzzle at A1:I9, its workbook part written as openpyxl
    /// writes it: the relationships namespace bound on each `<sheet>`, not on the root.
    fn openpyxl_like() -> Vec<u8> {
        let mut wb = rust_xlsxwriter::Workbook::new();
        let ws = wb.add_worksheet();
        for (i, c) in CLASSIC.chars().enumerate() {
            if let Some(d) = c.to_digit(10) {
                ws.write((i / 9) as u32, (i % 9) as u16, d).unwrap();
            }
        }
        let bytes = wb.save_to_buffer().unwrap();
        let mut zin = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
        let mut zout = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for i in 0..zin.len() {
            let mut f = zin.by_index(i).unwrap();
            let name = f.name().unwrap().to_string();
            let mut text = Vec::new();
            f.read_to_end(&mut text).unwrap();
            if name == "xl/workbook.xml" {
                text = r#"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" name="Sheet1" sheetId="1" state="visible" r:id="rId1"/></sheets><definedNames/><calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>"#.as_bytes().to_vec();
            }
            zout.start_file(name, zip::write::SimpleFileOptions::default())
                .unwrap();
            zout.write_all(&text).unwrap();
        }
        zout.finish().unwrap().into_inner()
    }

    #[test]
    fn sheets_held_in_memory_join_with_their_shared_text_made_inline() {
        let wb = Workbook::from_bytes(openpyxl_like()).unwrap();
        let sheets = [SheetOutput {
            name: "Sheet1".into(),
            grids: vec![GridOutput {
                range: GridRange::default(),
                digits: Digits::Classic {
                    puzzle: CLASSIC.parse().unwrap(),
                    shown: SOLVED.parse().unwrap(),
                },
                status: "Solved".into(),
                marks: Vec::new(),
            }],
        }];
        let mut edit = wb
            .plan_edit(&sheets, crate::package::parts::WORKBOOK_TYPE)
            .unwrap()
            .unwrap();
        // An ordinary sheet, as a browser writes it: its text in the shared-strings table,
        // one string plain and one rich.
        let mut steps = rust_xlsxwriter::Workbook::new();
        let ws = steps.add_worksheet();
        ws.set_name("Steps").unwrap();
        ws.write(0, 0, "Step 1 & more").unwrap();
        let bold = rust_xlsxwriter::Format::new().set_bold();
        let plain = rust_xlsxwriter::Format::new();
        ws.write_rich_string(1, 0, &[(&bold, "F1"), (&plain, " is 8")])
            .unwrap();
        let steps = steps.save_to_buffer().unwrap();
        edit.add_sheets(AddedSheets::Bytes(steps.into())).unwrap();
        let mut out = Cursor::new(Vec::new());
        edit.write_to(&mut out).unwrap();
        let out = out.into_inner();

        let book = part(&out, "xl/workbook.xml");
        assert!(
            book.contains(r#"<sheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" name="Steps""#),
            "{book}"
        );
        let added = part(&out, "xl/worksheets/sheet2.xml");
        assert!(!added.contains(r#"t="s""#), "{added}");
        assert!(added.contains(r#"t="inlineStr""#), "{added}");
        let mut copy = Workbook::from_bytes(out.clone()).unwrap();
        assert_eq!(
            copy.read_grid("Sheet1", GridRange::default())
                .unwrap()
                .to_string(),
            SOLVED
        );
        use calamine::Reader as _;
        let mut xlsx: calamine::Xlsx<_> =
            calamine::open_workbook_from_rs(Cursor::new(out)).unwrap();
        let cells: Vec<String> = xlsx
            .worksheet_range("Steps")
            .unwrap()
            .cells()
            .map(|(_, _, v)| v.to_string())
            .collect();
        assert!(cells.contains(&"Step 1 & more".to_string()), "{cells:?}");
        assert!(cells.contains(&"F1 is 8".to_string()), "{cells:?}");
    }
}
