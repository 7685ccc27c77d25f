//! Worksheets of another package added to an edited copy: explain writes its Steps and
//! Candidates sheets as a small workbook of their own, and they join the user's package
//! as new parts, their formats appended to the user's styles.

use std::io::{BufReader, Seek, Write};

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, Writer};

use super::parts::attr;

pub(super) const WORKSHEET_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml";
pub(super) const WORKSHEET_REL: &str =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet";
const REL_NS: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/// Sheets to add: where each comes from in the other package, where it goes, and where
/// that package's cell formats went.
#[derive(Debug)]
pub(super) struct Grafts {
    /// The other package, on disk.
    pub file: tempfile::NamedTempFile,
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
        let mut zin = zip::ZipArchive::new(BufReader::new(self.file.reopen()?)).map_err(other)?;
        for (from, to) in &self.parts {
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            zout.start_file(to.as_str(), options).map_err(other)?;
            let f = zin.by_name(from).map_err(other)?;
            renumber(BufReader::new(f), &mut *zout, &self.xf_map)
                .map_err(|e| std::io::Error::other(format!("{to}: {e}")))?;
        }
        Ok(())
    }
}

/// Copies a sheet part with the cell formats of its cells, rows and columns renumbered.
fn renumber<R: std::io::BufRead, W: Write>(
    part: R,
    out: W,
    xf_map: &[usize],
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
                match map(&e, key) {
                    Some(m) if empty => Event::Empty(m),
                    Some(m) => Event::Start(m),
                    None if empty => Event::Empty(e.into_owned()),
                    None => Event::Start(e.into_owned()),
                }
            }
            other => other.into_owned(),
        };
        w.write_event(ev).map_err(|e| e.to_string())?;
        buf.clear();
    }
    Ok(())
}
