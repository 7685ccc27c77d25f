//! Worksheets of another package added to an edited copy: explain writes its Steps and
//! Candidates sheets as a small workbook of their own, and they join the user's package
//! as new parts, their formats appended to the user's styles.

use std::io::{BufReader, Cursor, Read, Seek, Write};
use std::sync::Arc;

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, Writer};

use super::parts::attr;

pub(super) const WORKSHEET_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml";
pub(super) const WORKSHEET_REL: &str =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet";
const REL_NS: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

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

/// Byte offset just after the end tag of the first element named `local`.
pub(super) fn after_end_of(xml: &str, local: &str) -> Option<usize> {
    let at = end_of(xml, local)?;
    Some(at + xml[at..].find('>')? + 1)
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
