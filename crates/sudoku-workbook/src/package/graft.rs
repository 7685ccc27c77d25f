//! Worksheets of another package added to an edited copy: explain writes its Steps and
//! Candidates sheets as a small workbook of their own, and they join the user's package
//! as new parts, their formats appended to the user's styles.

use std::collections::HashSet;
use std::io::{BufReader, Seek, Write};

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, Writer};

use super::parts::{self, attr, escape, folder, rels_of};
use super::styles::StyleBook;
use super::{read_text, Edit};
use crate::error::Error;

const WORKSHEET_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml";
const WORKSHEET_REL: &str =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet";
const REL_NS: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/// Sheets to add: where each comes from in the other package, where it goes, and where
/// that package's cell formats went.
#[derive(Debug)]
pub(super) struct Grafts {
    file: tempfile::NamedTempFile,
    parts: Vec<(String, String)>,
    xf_map: Vec<usize>,
}

/// Byte offset of the end tag of the first element named `local`.
fn end_of(xml: &str, local: &str) -> Option<usize> {
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
fn after_end_of(xml: &str, local: &str) -> Option<usize> {
    let at = end_of(xml, local)?;
    Some(at + xml[at..].find('>')? + 1)
}

/// The prefix (with colon) the workbook part binds to the relationships namespace, and
/// the prefix of its own elements.
fn prefixes(xml: &str) -> (Option<String>, String) {
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
fn defined_names(xml: &str) -> Vec<String> {
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

impl Edit {
    fn current(&self, name: &str) -> String {
        self.replaced
            .get(name)
            .or_else(|| self.originals.get(name))
            .cloned()
            .unwrap_or_default()
    }

    /// The sheet names of the workbook, in order.
    pub fn sheet_names(&self) -> &[String] {
        &self.index.order
    }

    /// Adds every worksheet of `other`, a workbook written by rust_xlsxwriter with inline
    /// strings (constant-memory sheets), after the workbook's own sheets, with its defined
    /// names. Its sheets must have names the workbook does not use.
    pub fn add_sheets(&mut self, other: tempfile::NamedTempFile) -> Result<(), Error> {
        let damaged = |e: String| Error::damaged(format!("the added sheets: {e}"));
        let mut zip = zip::ZipArchive::new(BufReader::new(other.reopen().map_err(Error::read)?))
            .map_err(|e| damaged(e.to_string()))?;
        let index = parts::index(|n| read_text(&mut zip, n)).map_err(damaged)?;
        if index.order.is_empty() {
            return Ok(());
        }
        let theirs = index
            .styles
            .as_ref()
            .and_then(|p| read_text(&mut zip, p))
            .ok_or_else(|| damaged("no styles part".into()))?;
        let theirs = StyleBook::parse(theirs).map_err(damaged)?;
        let xf_map = self.styles.1.merge(&theirs);

        let wb_name = self.index.workbook.clone();
        let rels_name = rels_of(&wb_name);
        let types_name = "[Content_Types].xml";
        let mut wb = self.current(&wb_name);
        let mut rels = self.current(&rels_name);
        let (rel_prefix, own) = prefixes(&wb);
        let rel_prefix = rel_prefix.ok_or_else(|| {
            Error::damaged(format!("{wb_name} declares no relationships namespace"))
        })?;
        let mut sheet_id = {
            let mut r = Reader::from_str(&wb);
            let mut max = 0u32;
            loop {
                match r.read_event() {
                    Ok(Event::Start(e)) | Ok(Event::Empty(e))
                        if e.local_name().as_ref() == "sheet" =>
                    {
                        max = max.max(
                            attr(&e, "sheetId")
                                .and_then(|v| v.parse().ok())
                                .unwrap_or(0),
                        );
                    }
                    Ok(Event::Eof) | Err(_) => break max,
                    _ => {}
                }
            }
        };
        let taken: HashSet<String> = self
            .part_names
            .iter()
            .map(|n| n.to_ascii_lowercase())
            .collect();
        let mut n = 1;
        let mut k = 1;
        let mut sheets_xml = String::new();
        let mut rels_xml = String::new();
        let mut overrides = Vec::new();
        let mut grafted = Vec::new();
        let rels_prefix = prefixes(&rels).1;
        for name in &index.order {
            let from = index.sheets[name].clone();
            while taken.contains(&format!("xl/worksheets/sheet{n}.xml")) {
                n += 1;
            }
            let part = format!("xl/worksheets/sheet{n}.xml");
            n += 1;
            while rels.contains(&format!("\"rIdSudoku{k}\"")) {
                k += 1;
            }
            let rid = format!("rIdSudoku{k}");
            k += 1;
            sheet_id += 1;
            let target = part
                .strip_prefix(folder(&wb_name))
                .map_or_else(|| format!("/{part}"), str::to_string);
            sheets_xml.push_str(&format!(
                "<{own}sheet name=\"{}\" sheetId=\"{sheet_id}\" {rel_prefix}id=\"{rid}\"/>",
                escape(name)
            ));
            rels_xml.push_str(&format!(
                "<{rels_prefix}Relationship Id=\"{rid}\" Type=\"{WORKSHEET_REL}\" Target=\"{}\"/>",
                escape(&target)
            ));
            overrides.push((part.clone(), WORKSHEET_TYPE));
            grafted.push((from, part));
        }
        let at = end_of(&wb, "sheets")
            .ok_or_else(|| Error::damaged(format!("{wb_name} has no sheets list")))?;
        wb.insert_str(at, &sheets_xml);
        // Their names: sheet-local ones move past the workbook's own sheets.
        let shift = self.index.order.len();
        let names: String =
            defined_names(&read_text(&mut zip, &index.workbook).unwrap_or_default())
                .into_iter()
                .map(|d| {
                    let head = &d[..d.find('>').unwrap_or(d.len())];
                    let local = head.find("localSheetId=\"").and_then(|k| {
                        let v = &head[k + "localSheetId=\"".len()..];
                        v[..v.find('"')?].parse::<usize>().ok()
                    });
                    let d = match local {
                        Some(local) => d.replacen(
                            &format!("localSheetId=\"{local}\""),
                            &format!("localSheetId=\"{}\"", local + shift),
                            1,
                        ),
                        None => d,
                    };
                    d.replacen("<definedName", &format!("<{own}definedName"), 1)
                        .replacen("</definedName>", &format!("</{own}definedName>"), 1)
                })
                .collect();
        if !names.is_empty() {
            match end_of(&wb, "definedNames") {
                Some(at) => wb.insert_str(at, &names),
                None => {
                    let at = after_end_of(&wb, "externalReferences")
                        .or_else(|| after_end_of(&wb, "sheets"))
                        .unwrap_or(wb.len());
                    wb.insert_str(
                        at,
                        &format!("<{own}definedNames>{names}</{own}definedNames>"),
                    );
                }
            }
        }
        let at = end_of(&rels, "Relationships").unwrap_or(rels.len());
        rels.insert_str(at, &rels_xml);
        let types = parts::add_overrides(&self.current(types_name), &overrides);
        self.replaced.insert(wb_name, wb);
        self.replaced.insert(rels_name, rels);
        self.replaced.insert(types_name.to_string(), types);
        self.grafts = Some(Grafts {
            file: other,
            parts: grafted,
            xf_map,
        });
        Ok(())
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
