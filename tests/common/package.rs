//! An OOXML package read entry by entry, both as stored (the compressed bytes, CRC,
//! method) and unpacked, for the tests that check a copy keeps parts byte for byte; and
//! the few XML look-ups those tests make (children of one element, a content type,
//! relationship targets), by plain text search, since they ask only about Excel's own
//! flat layout of these parts.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

/// One zip entry as stored and as unpacked.
#[derive(Debug, PartialEq, Eq)]
pub struct Entry {
    pub method: String,
    pub crc32: u32,
    pub compressed: Vec<u8>,
    pub data: Vec<u8>,
}

/// Every entry of a zip package by name, in the archive's order.
pub struct Package {
    pub order: Vec<String>,
    pub entries: BTreeMap<String, Entry>,
}

impl Package {
    pub fn open(path: &Path) -> Package {
        let bytes = std::fs::read(path).unwrap();
        let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut order = Vec::new();
        let mut entries = BTreeMap::new();
        for i in 0..z.len() {
            let (name, method, crc32, compressed) = {
                let mut raw = z.by_index_raw(i).unwrap();
                let mut compressed = Vec::new();
                raw.read_to_end(&mut compressed).unwrap();
                (
                    raw.name().unwrap().into_owned(),
                    format!("{:?}", raw.compression()),
                    raw.crc32(),
                    compressed,
                )
            };
            let mut data = Vec::new();
            z.by_index(i).unwrap().read_to_end(&mut data).unwrap();
            order.push(name.clone());
            entries.insert(
                name,
                Entry {
                    method,
                    crc32,
                    compressed,
                    data,
                },
            );
        }
        Package { order, entries }
    }

    /// The unpacked text of a part; panics when it is missing.
    pub fn text(&self, name: &str) -> String {
        let entry = self
            .entries
            .get(name)
            .unwrap_or_else(|| panic!("the package has no part {name}"));
        String::from_utf8(entry.data.clone()).unwrap()
    }

    /// The content type of a part, from `[Content_Types].xml`: its override, else the
    /// default for its extension.
    pub fn content_type(&self, part: &str) -> Option<String> {
        let types = self.text("[Content_Types].xml");
        let wanted = format!("PartName=\"/{part}\"");
        if let Some(tag) = start_tags(&types, "Override")
            .into_iter()
            .find(|t| t.contains(&wanted))
        {
            return attribute(&tag, "ContentType");
        }
        let ext = part.rsplit('.').next()?;
        start_tags(&types, "Default")
            .into_iter()
            .find(|t| attribute(t, "Extension").is_some_and(|e| e.eq_ignore_ascii_case(ext)))
            .and_then(|t| attribute(&t, "ContentType"))
    }

    /// Every internal relationship target named by any `.rels` part, as a part name,
    /// with the `.rels` part that names it.
    pub fn relationship_targets(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for name in self.entries.keys().filter(|n| n.ends_with(".rels")) {
            // `xl/worksheets/_rels/sheet1.xml.rels` speaks for `xl/worksheets/sheet1.xml`:
            // its targets are relative to `xl/worksheets/`.
            let base = name
                .rsplit_once("_rels/")
                .map_or(String::new(), |(dir, _)| dir.to_string());
            for tag in start_tags(&self.text(name), "Relationship") {
                if attribute(&tag, "TargetMode").as_deref() == Some("External") {
                    continue;
                }
                let target = attribute(&tag, "Target").unwrap();
                out.push((resolve(&base, &target), name.clone()));
            }
        }
        out
    }
}

/// `target` relative to the folder `base` (ending in `/` or empty); `/x` is from the root.
fn resolve(base: &str, target: &str) -> String {
    let mut parts: Vec<&str> = if let Some(abs) = target.strip_prefix('/') {
        return abs.to_string();
    } else {
        base.split('/').filter(|p| !p.is_empty()).collect()
    };
    for piece in target.split('/') {
        match piece {
            ".." => {
                parts.pop();
            }
            "." | "" => {}
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// True when `rest` (what follows `<name`) continues an element of exactly that name.
fn ends_name(rest: &str) -> bool {
    rest.starts_with(|c: char| c.is_ascii_whitespace() || c == '>' || c == '/')
}

/// The start tags (`<name ...>` or `<name .../>`) of every element called `name`.
pub fn start_tags(xml: &str, name: &str) -> Vec<String> {
    let open = format!("<{name}");
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = xml[at..].find(&open).map(|i| i + at) {
        let rest = &xml[i + open.len()..];
        at = i + open.len();
        if ends_name(rest) {
            let end = rest.find('>').unwrap();
            out.push(xml[i..i + open.len() + end + 1].to_string());
        }
    }
    out
}

/// A start tag's attribute, unescaped only as far as these tests need (none do).
pub fn attribute(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let i = tag.find(&key)? + key.len();
    let len = tag[i..].find('"')?;
    Some(tag[i..i + len].to_string())
}

/// The elements called `child`, as written, directly inside the first element called
/// `parent` (none when `parent` is missing or empty). Neither may nest in itself, which
/// holds for the parts asked about (`<xf>` in `<cellXfs>`, `<si>` in `<sst>`, ...).
pub fn children(xml: &str, parent: &str, child: &str) -> Vec<String> {
    let Some(tag) = start_tags(xml, parent).into_iter().next() else {
        return Vec::new();
    };
    if tag.ends_with("/>") {
        return Vec::new();
    }
    let start = xml.find(&tag).unwrap() + tag.len();
    let end = start + xml[start..].find(&format!("</{parent}>")).unwrap();
    let inner = &xml[start..end];
    let open = format!("<{child}");
    let close = format!("</{child}>");
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = inner[at..].find(&open).map(|i| i + at) {
        let rest = &inner[i + open.len()..];
        if !ends_name(rest) {
            at = i + open.len();
            continue;
        }
        let tag_end = i + open.len() + rest.find('>').unwrap() + 1;
        let end = if inner[..tag_end].ends_with("/>") {
            tag_end
        } else {
            tag_end + inner[tag_end..].find(&close).unwrap() + close.len()
        };
        out.push(inner[i..end].to_string());
        at = end;
    }
    out
}

/// Rewrites the part `name` of the xlsx file at `path` with `edit`, leaving the other
/// parts as they are: for inputs no writer library makes (a formula with no saved value).
pub fn edit_part(path: &Path, name: &str, edit: impl Fn(String) -> String) {
    use std::io::Write;
    let mut z = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut parts = Vec::new();
    for i in 0..z.len() {
        let mut f = z.by_index(i).unwrap();
        let mut v = Vec::new();
        f.read_to_end(&mut v).unwrap();
        let part = f.name().unwrap().to_string();
        if part == name {
            v = edit(String::from_utf8(v).unwrap()).into_bytes();
        }
        parts.push((part, v));
    }
    let mut w = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let opts = zip::write::SimpleFileOptions::default();
    for (part, bytes) in parts {
        w.start_file(part, opts).unwrap();
        w.write_all(&bytes).unwrap();
    }
    w.finish().unwrap();
}
