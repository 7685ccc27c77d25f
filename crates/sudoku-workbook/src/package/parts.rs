//! Where things are in an OOXML package: which part holds each sheet, which part is the
//! workbook and its content type, where the calculation chain is; and small in-place edits
//! of those index parts that leave every other byte as it was.

use std::collections::HashMap;
use std::io::{Read, Seek};

use quick_xml::events::{BytesStart, Event};

pub(crate) use crate::xlsx_layout::{attr, decode};
use quick_xml::Reader;

/// Content type of a workbook part without macros.
pub const WORKBOOK_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";
/// Content type of a workbook part with macros.
pub const MACRO_WORKBOOK_TYPE: &str = "application/vnd.ms-excel.sheet.macroEnabled.main+xml";
/// Content type of a template's workbook part, without macros.
pub const TEMPLATE_TYPE: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml";
/// Content type of a template's workbook part, with macros.
pub const MACRO_TEMPLATE_TYPE: &str = "application/vnd.ms-excel.template.macroEnabled.main+xml";

/// Resolves a relationship target against the folder of the part that holds it
/// (`xl/` for the workbook's relationships). Absolute targets start at the package root.
pub fn resolve(base_dir: &str, target: &str) -> String {
    let joined = match target.strip_prefix('/') {
        Some(abs) => abs.to_string(),
        None => format!("{base_dir}{target}"),
    };
    let mut out: Vec<&str> = Vec::new();
    for seg in joined.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                out.pop();
            }
            s => out.push(s),
        }
    }
    out.join("/")
}

/// Most bytes an index part (styles, workbook, relationships, content types) may unpack
/// to; the reader's checks hold every part to the same bound.
pub(crate) const INDEX_LIMIT: u64 = 256 << 20;

/// The text of the part `name`, `None` when it is missing or not text (see [`decode`]).
pub(crate) fn read_text<R: Read + Seek>(
    zip: &mut zip::ZipArchive<R>,
    name: &str,
) -> Option<String> {
    let f = zip.by_name(name).ok()?;
    let mut bytes = Vec::new();
    f.take(INDEX_LIMIT).read_to_end(&mut bytes).ok()?;
    decode(&bytes)
}

/// The names of a package's entries, in its order.
pub(crate) fn entry_names<R: Read + Seek>(zip: &zip::ZipArchive<R>) -> Vec<String> {
    zip.file_names()
        .filter_map(|n| n.ok().map(|n| n.into_owned()))
        .collect()
}

/// The index of an OOXML workbook package.
#[derive(Debug, Clone, Default)]
pub struct PackageIndex {
    /// The workbook part, e.g. `xl/workbook.xml`.
    pub workbook: String,
    /// Sheet name to its part.
    pub sheets: HashMap<String, String>,
    /// Sheet names in the workbook's order.
    pub order: Vec<String>,
    /// The styles part, when there is one.
    pub styles: Option<String>,
    /// The calculation chain part, when there is one.
    pub calc_chain: Option<String>,
    /// The workbook part's content type.
    pub workbook_type: String,
    /// The text of the parts the index was read from (root relationships, content types,
    /// the workbook part and its relationships), by part name: the edit changes some.
    pub texts: HashMap<String, String>,
}

impl PackageIndex {
    /// True for a workbook with macros (.xlsm, .xltm).
    pub fn macro_enabled(&self) -> bool {
        self.workbook_type == MACRO_WORKBOOK_TYPE || self.workbook_type == MACRO_TEMPLATE_TYPE
    }
}

fn relationships(xml: &str, base_dir: &str) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut r = Reader::from_str(xml);
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) | Ok(Event::Empty(e))
                if e.local_name().as_ref() == "Relationship" =>
            {
                let external = attr(&e, "TargetMode").is_some_and(|m| m == "External");
                if let (Some(id), Some(t), Some(ty), false) = (
                    attr(&e, "Id"),
                    attr(&e, "Target"),
                    attr(&e, "Type"),
                    external,
                ) {
                    out.push((id, resolve(base_dir, &t), ty));
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
    }
    out
}

/// The folder of a part, with its trailing slash (`xl/` for `xl/workbook.xml`).
pub fn folder(part: &str) -> &str {
    part.rfind('/').map_or("", |k| &part[..=k])
}

/// The relationships part of `part` (`xl/_rels/workbook.xml.rels`).
pub fn rels_of(part: &str) -> String {
    let (dir, name) = part.rsplit_once('/').unwrap_or(("", part));
    if dir.is_empty() {
        format!("_rels/{name}.rels")
    } else {
        format!("{dir}/_rels/{name}.rels")
    }
}

/// Reads the index from the package's root relationships, content types, workbook part and
/// its relationships. `read` returns a part's text, `None` when it is missing; `entries`
/// are the package's entry names, which part names found in relationships are matched
/// to without case, as package readers match them (Excel's among them).
pub fn index(
    mut read_part: impl FnMut(&str) -> Option<String>,
    entries: &[String],
) -> Result<PackageIndex, String> {
    let actual = |name: &str| -> String {
        entries
            .iter()
            .find(|e| *e == name)
            .or_else(|| entries.iter().find(|e| e.eq_ignore_ascii_case(name)))
            .cloned()
            .unwrap_or_else(|| name.to_string())
    };
    let mut texts = HashMap::new();
    let mut read = |name: &str| {
        let name = actual(name);
        let text = read_part(&name)?;
        texts.insert(name, text.clone());
        Some(text)
    };
    let root = read("_rels/.rels").ok_or("the package has no _rels/.rels")?;
    let workbook = relationships(&root, "")
        .into_iter()
        .find(|(_, _, ty)| ty.ends_with("/officeDocument"))
        .map(|(_, t, _)| actual(&t))
        .ok_or("the package names no workbook part")?;
    let types = read("[Content_Types].xml").ok_or("the package has no [Content_Types].xml")?;
    let workbook_type = override_type(&types, &workbook).unwrap_or_default();
    let wb = read(&workbook).ok_or_else(|| format!("the package has no {workbook}"))?;
    let rels = read(&rels_of(&workbook)).unwrap_or_default();
    let targets: Vec<_> = relationships(&rels, folder(&workbook))
        .into_iter()
        .map(|(id, t, ty)| (id, actual(&t), ty))
        .collect();
    let by_id: HashMap<&str, &str> = targets
        .iter()
        .map(|(id, t, _)| (id.as_str(), t.as_str()))
        .collect();
    let of_type = |suffix: &str| {
        targets
            .iter()
            .find(|(_, _, ty)| ty.ends_with(suffix))
            .map(|(_, t, _)| t.clone())
    };
    let mut sheets = HashMap::new();
    let mut order = Vec::new();
    let mut r = Reader::from_str(&wb);
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) | Ok(Event::Empty(e)) if e.local_name().as_ref() == "sheet" => {
                if let (Some(name), Some(id)) = (attr(&e, "name"), attr(&e, "id")) {
                    if let Some(t) = by_id.get(id.as_str()) {
                        order.push(name.clone());
                        sheets.insert(name, t.to_string());
                    }
                }
            }
            Ok(Event::Eof) => break,
            Err(e) => return Err(format!("{workbook} is not well-formed XML: {e}")),
            _ => {}
        }
    }
    Ok(PackageIndex {
        workbook,
        sheets,
        order,
        styles: of_type("/styles"),
        calc_chain: of_type("/calcChain"),
        workbook_type,
        texts,
    })
}

/// The content type `[Content_Types].xml` gives `part` by an override.
fn override_type(types: &str, part: &str) -> Option<String> {
    let mut r = Reader::from_str(types);
    loop {
        match r.read_event() {
            Ok(Event::Start(e)) | Ok(Event::Empty(e))
                if e.local_name().as_ref() == "Override"
                    && attr(&e, "PartName")
                        .is_some_and(|p| p.trim_start_matches('/').eq_ignore_ascii_case(part)) =>
            {
                return attr(&e, "ContentType");
            }
            Ok(Event::Eof) | Err(_) => return None,
            _ => {}
        }
    }
}

/// The byte ranges of the elements named `local` that `drop` picks out, in
/// `xml`: an element written `<x .../>` or `<x ...>...</x>`, not nested in another `x`.
fn element_spans(
    xml: &str,
    local: &str,
    mut drop: impl FnMut(&BytesStart<'_>) -> bool,
) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut r = Reader::from_str(xml);
    let mut open: Option<usize> = None;
    loop {
        let before = r.buffer_position() as usize;
        match r.read_event() {
            Ok(Event::Empty(e))
                if open.is_none() && e.local_name().as_ref() == local && drop(&e) =>
            {
                spans.push((before, r.buffer_position() as usize));
            }
            Ok(Event::Start(e))
                if open.is_none() && e.local_name().as_ref() == local && drop(&e) =>
            {
                open = Some(before);
            }
            Ok(Event::End(e)) if e.local_name().as_ref() == local => {
                if let Some(start) = open.take() {
                    spans.push((start, r.buffer_position() as usize));
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
    }
    spans
}

fn cut(xml: &str, spans: &[(usize, usize)]) -> String {
    let mut out = String::with_capacity(xml.len());
    let mut at = 0;
    for &(a, b) in spans {
        out.push_str(&xml[at..a]);
        at = b;
    }
    out.push_str(&xml[at..]);
    out
}

/// `[Content_Types].xml` without the override of `part`.
pub fn drop_override(types: &str, part: &str) -> String {
    let spans = element_spans(types, "Override", |e| {
        attr(e, "PartName").is_some_and(|p| p.trim_start_matches('/').eq_ignore_ascii_case(part))
    });
    cut(types, &spans)
}

/// `[Content_Types].xml` with the workbook part's content type set to `ty`.
pub fn set_override(types: &str, part: &str, ty: &str) -> String {
    let spans = element_spans(types, "Override", |e| {
        attr(e, "PartName").is_some_and(|p| p.trim_start_matches('/').eq_ignore_ascii_case(part))
    });
    let Some(&(a, b)) = spans.first() else {
        return types.to_string();
    };
    let prefix = element_prefix(&types[a..b]);
    let element = format!(
        "<{prefix}Override PartName=\"/{}\" ContentType=\"{}\"/>",
        escape(part),
        escape(ty)
    );
    format!("{}{element}{}", &types[..a], &types[b..])
}

/// `[Content_Types].xml` with overrides added for new parts, `(part, content type)`.
pub fn add_overrides(types: &str, parts: &[(String, &str)]) -> String {
    let Some(end) = types.rfind("</") else {
        return types.to_string();
    };
    let prefix = element_prefix(&types[end + 1..]);
    let mut added = String::new();
    for (part, ty) in parts {
        added.push_str(&format!(
            "<{prefix}Override PartName=\"/{}\" ContentType=\"{}\"/>",
            escape(part),
            escape(ty)
        ));
    }
    format!("{}{added}{}", &types[..end], &types[end..])
}

/// A relationships part without the relationships whose type ends with `suffix`.
pub fn drop_relationship(rels: &str, suffix: &str) -> String {
    let spans = element_spans(rels, "Relationship", |e| {
        attr(e, "Type").is_some_and(|t| t.ends_with(suffix))
    });
    cut(rels, &spans)
}

/// The namespace prefix (with its colon) of the element starting `tag`, "" for none.
fn element_prefix(tag: &str) -> String {
    let name: String = tag
        .trim_start_matches(['<', '/'])
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '>' && *c != '/')
        .collect();
    match name.rsplit_once(':') {
        Some((p, _)) => format!("{p}:"),
        None => String::new(),
    }
}

/// XML-escapes text for an attribute or element content.
pub fn escape(s: &str) -> String {
    quick_xml::escape::escape(s).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_resolve_against_their_folder() {
        assert_eq!(
            resolve("xl/", "worksheets/sheet1.xml"),
            "xl/worksheets/sheet1.xml"
        );
        assert_eq!(
            resolve("xl/", "/xl/worksheets/s.xml"),
            "xl/worksheets/s.xml"
        );
        assert_eq!(
            resolve("xl/worksheets/", "../drawings/d1.xml"),
            "xl/drawings/d1.xml"
        );
        assert_eq!(rels_of("xl/workbook.xml"), "xl/_rels/workbook.xml.rels");
        assert_eq!(rels_of("book.xml"), "_rels/book.xml.rels");
    }

    #[test]
    fn index_edits_touch_only_their_element() {
        let types = r#"<Types xmlns="x"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml"/><Override PartName="/xl/calcChain.xml" ContentType="c"/></Types>"#;
        let dropped = drop_override(types, "xl/calcChain.xml");
        assert!(!dropped.contains("calcChain"));
        assert!(dropped.starts_with(r#"<Types xmlns="x"><Default"#));
        let set = set_override(&dropped, "xl/workbook.xml", WORKBOOK_TYPE);
        assert!(set.contains(WORKBOOK_TYPE) && !set.contains("template"));
        let added = add_overrides(&set, &[("xl/worksheets/sheet9.xml".into(), "t")]);
        assert!(added.ends_with(
            r#"<Override PartName="/xl/worksheets/sheet9.xml" ContentType="t"/></Types>"#
        ));
        let rels = r#"<Relationships><Relationship Id="rId1" Type="http://x/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId9" Type="http://x/calcChain" Target="calcChain.xml"/></Relationships>"#;
        let kept = drop_relationship(rels, "/calcChain");
        assert!(kept.contains("rId1") && !kept.contains("rId9"));
    }
}
