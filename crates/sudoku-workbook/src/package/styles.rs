//! The styles part of a package, kept as its text: new fonts, fills, borders and cell
//! formats are appended to their lists, so that every index the workbook already uses
//! still means what it meant. A grid cell's new format starts from the cell's own.

use std::collections::HashMap;

use quick_xml::events::Event;
use quick_xml::Reader;

use crate::look::{Line, Look};

/// The most cell formats a workbook may have: Excel refuses to open one with more.
pub const MAX_CELL_FORMATS: usize = 64_000;

/// The lists of the styles part that new records are appended to. The last, the custom
/// number formats, may be missing.
const LISTS: [&str; 5] = ["fonts", "fills", "borders", "cellXfs", "numFmts"];
const NUM_FMTS: usize = 4;

/// One list: its records' text, and where its start tag and end tag are.
#[derive(Debug, Default, Clone)]
struct List {
    records: Vec<String>,
    start: (usize, usize),
    end: usize,
    added: Vec<String>,
}

/// How a grid cell's new format differs from its own.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    /// Bold digits or not.
    pub bold: bool,
    /// Digit colour, `None` to keep the font's.
    pub color: Option<u32>,
    /// A fill that replaces the cell's own (a hint's mark).
    pub mark: Option<u32>,
    /// A fill used only where the cell has none.
    pub fill: Option<u32>,
    /// Frame lines, for grids the user drew no lines round.
    pub lines: Option<[Line; 4]>,
    /// Digit size in points, for grids the user drew no lines round.
    pub size: Option<f64>,
}

impl Change {
    /// The change that gives a cell of `look` its digits and, where the user's cell has
    /// none, its fill and frame. `frame` is false when the user framed the grid.
    pub fn from_look(look: &Look, mark: Option<u32>, frame: bool) -> Change {
        Change {
            bold: look.bold,
            color: look.color,
            mark,
            fill: look.fill,
            lines: frame.then_some(look.lines),
            size: frame.then_some(look.size),
        }
    }
}

type Key = (
    usize,
    bool,
    Option<u32>,
    Option<u32>,
    Option<u32>,
    Option<[Line; 4]>,
    Option<u64>,
);

/// The styles part, with the records appended so far.
#[derive(Debug, Clone)]
pub struct StyleBook {
    xml: String,
    /// The namespace prefix of the part's elements, with its colon ("" for none).
    prefix: String,
    lists: Vec<List>,
    made: HashMap<Key, usize>,
}

/// A styles part for a package that has none: the records every workbook starts with.
pub const EMPTY_STYLES: &str = concat!(
    r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
    "\n",
    r#"<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">"#,
    r#"<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>"#,
    r#"<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>"#,
    r#"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#,
    r#"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#,
    r#"<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>"#,
    r#"</styleSheet>"#
);

impl StyleBook {
    /// Reads a styles part. Fails when it lacks one of the lists a cell format refers to.
    pub fn parse(xml: String) -> Result<StyleBook, String> {
        let mut lists: Vec<Option<List>> = vec![None; LISTS.len()];
        let mut r = Reader::from_str(&xml);
        // (which list, depth of its records, start of the record being read)
        let mut inside: Option<(usize, Option<usize>)> = None;
        let mut depth = 0usize;
        let mut root_end = 0usize;
        let mut prefix = String::new();
        loop {
            let before = r.buffer_position() as usize;
            let ev = r
                .read_event()
                .map_err(|e| format!("the styles part is not well-formed XML: {e}"))?;
            let after = r.buffer_position() as usize;
            match ev {
                Event::Start(e) => {
                    depth += 1;
                    if depth == 1 {
                        root_end = after;
                        prefix = prefix_of(&xml[before..after]);
                    }
                    match inside {
                        None if depth == 2 => {
                            if let Some(k) =
                                LISTS.iter().position(|l| *l == e.local_name().as_ref())
                            {
                                lists[k] = Some(List {
                                    start: (before, after),
                                    ..List::default()
                                });
                                inside = Some((k, None));
                            }
                        }
                        Some((k, None)) if depth == 3 => inside = Some((k, Some(before))),
                        _ => {}
                    }
                }
                Event::Empty(e) => match inside {
                    Some((k, None)) if depth == 2 => {
                        if let Some(l) = lists[k].as_mut() {
                            l.records.push(xml[before..after].to_string());
                        }
                    }
                    None if depth == 1 => {
                        if let Some(k) = LISTS.iter().position(|l| *l == e.local_name().as_ref()) {
                            // `<fills/>`: an empty list whose end is where it starts.
                            lists[k] = Some(List {
                                start: (before, after),
                                end: after,
                                ..List::default()
                            });
                        }
                    }
                    _ => {}
                },
                Event::End(_) => {
                    match inside {
                        Some((k, Some(start))) if depth == 3 => {
                            if let Some(l) = lists[k].as_mut() {
                                l.records.push(xml[start..after].to_string());
                            }
                            inside = Some((k, None));
                        }
                        Some((k, None)) if depth == 2 => {
                            if let Some(l) = lists[k].as_mut() {
                                l.end = before;
                            }
                            inside = None;
                        }
                        _ => {}
                    }
                    depth = depth.saturating_sub(1);
                }
                Event::Eof => break,
                _ => {}
            }
        }
        if lists[NUM_FMTS].is_none() {
            // Written, when needed, as the first list, where the schema wants it.
            lists[NUM_FMTS] = Some(List {
                start: (root_end, root_end),
                end: root_end,
                ..List::default()
            });
        }
        let lists = lists
            .into_iter()
            .zip(LISTS)
            .map(|(l, name)| l.ok_or_else(|| format!("the styles part has no {} list", name)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(StyleBook {
            xml,
            prefix,
            lists,
            made: HashMap::new(),
        })
    }

    /// How many cell formats there are now.
    pub fn cell_formats(&self) -> usize {
        self.lists[3].records.len() + self.lists[3].added.len()
    }

    fn record(&self, list: usize, k: usize) -> Option<&str> {
        let l = &self.lists[list];
        l.records
            .get(k)
            .or_else(|| l.added.get(k.checked_sub(l.records.len())?))
            .map(String::as_str)
    }

    /// Appends a record written without a namespace prefix, in the part's own prefix;
    /// a record the list already has (as written) is used again instead.
    fn add(&mut self, list: usize, record: String) -> usize {
        let record = self.in_own_prefix(record);
        let l = &mut self.lists[list];
        if let Some(k) = l.records.iter().chain(&l.added).position(|r| *r == record) {
            return k;
        }
        l.added.push(record);
        l.records.len() + l.added.len() - 1
    }

    /// `record` with the part's own namespace prefix on its elements, if it has one.
    fn in_own_prefix(&self, record: String) -> String {
        if self.prefix.is_empty() {
            record
        } else {
            prefixed(&record, &self.prefix)
        }
    }

    /// How many cell formats the part had before anything was appended.
    pub fn own_cell_formats(&self) -> usize {
        self.lists[3].records.len()
    }

    /// True when cell format `xf` draws any line round its cell.
    pub fn has_lines(&self, xf: usize) -> bool {
        let Some(rec) = self.record(3, xf) else {
            return false;
        };
        let border = xf_attr(rec, "borderId").unwrap_or(0);
        self.record(2, border)
            .is_some_and(|b| b.contains("style=\""))
    }

    /// The index of a cell format that is `xf` changed by `change`, appended the first
    /// time it is asked for.
    pub fn derive(&mut self, xf: usize, change: Change) -> usize {
        let xf = if xf < self.cell_formats() { xf } else { 0 };
        let key = (
            xf,
            change.bold,
            change.color,
            change.mark,
            change.fill,
            change.lines,
            change.size.map(f64::to_bits),
        );
        if let Some(&k) = self.made.get(&key) {
            return k;
        }
        let base = self.record(3, xf).unwrap_or("<xf/>").to_string();
        let font_id = xf_attr(&base, "fontId").unwrap_or(0);
        let fill_id = xf_attr(&base, "fillId").unwrap_or(0);
        let border_id = xf_attr(&base, "borderId").unwrap_or(0);

        let font = self.record(0, font_id).unwrap_or("<font/>").to_string();
        let new_font = self.add(
            0,
            changed_font(&font, change.bold, change.color, change.size),
        );

        let own_fill = self.record(1, fill_id).is_some_and(|f| {
            f.contains("patternType=\"")
                && !f.contains("patternType=\"none\"")
                && !f.contains("patternType=\"gray125\"")
        });
        let fill = match (change.mark, change.fill) {
            (Some(m), _) => Some(self.add(1, solid_fill(m))),
            (None, Some(f)) if !own_fill => Some(self.add(1, solid_fill(f))),
            _ => None,
        };
        let border = change.lines.map(|lines| self.add(2, border(lines)));

        // Digits show as digits whatever the blank cell's number format was (a date
        // format would show 4 as 01-04-00).
        let mut attrs = vec![
            ("numFmtId", "0".to_string()),
            ("fontId", new_font.to_string()),
            ("applyFont", "1".into()),
        ];
        if let Some(f) = fill {
            attrs.push(("fillId", f.to_string()));
            attrs.push(("applyFill", "1".into()));
        } else {
            attrs.push(("fillId", fill_id.to_string()));
        }
        if let Some(b) = border {
            attrs.push(("borderId", b.to_string()));
            attrs.push(("applyBorder", "1".into()));
        } else {
            attrs.push(("borderId", border_id.to_string()));
        }
        let centred = !base.contains("alignment");
        if centred {
            attrs.push(("applyAlignment", "1".into()));
        }
        let k = self.add(3, changed_xf(&base, &attrs, centred));
        self.made.insert(key, k);
        k
    }

    /// Appends every format of `other` (another package's styles part), and returns where
    /// each of its cell formats now is. Custom number formats get new numbers where the
    /// two parts' would clash.
    pub fn merge(&mut self, other: &StyleBook) -> Vec<usize> {
        let mut next_fmt = self.lists[NUM_FMTS]
            .records
            .iter()
            .chain(&self.lists[NUM_FMTS].added)
            .filter_map(|r| xf_attr(r, "numFmtId"))
            .max()
            .map_or(164, |m| (m + 1).max(164));
        let mut fmts: HashMap<usize, usize> = HashMap::new();
        let plain = |rec: &str| unprefixed(rec, &other.prefix);
        for rec in &other.lists[NUM_FMTS].records {
            let Some(id) = xf_attr(rec, "numFmtId") else {
                continue;
            };
            fmts.insert(id, next_fmt);
            let moved = set_attrs(&plain(rec), &[("numFmtId", next_fmt.to_string())]);
            self.append(NUM_FMTS, moved);
            next_fmt += 1;
        }
        // Another part's records are appended as they are, one for one, so that their
        // numbers move by a fixed offset.
        let mut offsets = [0usize; 3];
        for (k, offset) in offsets.iter_mut().enumerate() {
            *offset = self.lists[k].records.len() + self.lists[k].added.len();
            for rec in &other.lists[k].records {
                self.append(k, plain(rec));
            }
        }
        other.lists[3]
            .records
            .iter()
            .map(|rec| {
                let id = |name: &str| xf_attr(rec, name).unwrap_or(0);
                let fmt = id("numFmtId");
                let attrs = [
                    (
                        "numFmtId",
                        fmts.get(&fmt).copied().unwrap_or(fmt).to_string(),
                    ),
                    ("fontId", (id("fontId") + offsets[0]).to_string()),
                    ("fillId", (id("fillId") + offsets[1]).to_string()),
                    ("borderId", (id("borderId") + offsets[2]).to_string()),
                    ("xfId", "0".to_string()),
                ];
                let moved = set_attrs(&plain(rec), &attrs);
                self.append(3, moved)
            })
            .collect()
    }

    /// Appends a record written without a prefix, even where the list has its twin.
    fn append(&mut self, list: usize, record: String) -> usize {
        let record = self.in_own_prefix(record);
        let l = &mut self.lists[list];
        l.added.push(record);
        l.records.len() + l.added.len() - 1
    }

    /// The styles part with every record appended.
    pub fn finish(self) -> String {
        if self.lists.iter().all(|l| l.added.is_empty()) {
            return self.xml;
        }
        let mut order: Vec<(usize, &List)> = self.lists.iter().enumerate().collect();
        // A number format list the part lacks goes where the first list starts, before it.
        order.sort_by_key(|(k, l)| (l.start.0, *k != NUM_FMTS));
        let mut out = String::with_capacity(self.xml.len() + 4096);
        let mut at = 0;
        let root_prefix = &self.prefix;
        for (k, l) in order {
            let count = l.records.len() + l.added.len();
            if l.start.0 == l.start.1 {
                // A list the part did not have.
                if !l.added.is_empty() {
                    out.push_str(&self.xml[at..l.start.0]);
                    let name = format!("{root_prefix}{}", LISTS[k]);
                    out.push_str(&format!("<{name} count=\"{count}\">"));
                    out.extend(l.added.iter().map(String::as_str));
                    out.push_str(&format!("</{name}>"));
                    at = l.start.0;
                }
                continue;
            }
            let tag = &self.xml[l.start.0..l.start.1];
            let empty = l.end == l.start.1 && tag.ends_with("/>");
            out.push_str(&self.xml[at..l.start.0]);
            let name = tag_name(tag);
            if empty {
                let open = with_count(tag.trim_end_matches("/>").trim_end(), count);
                out.push_str(&open);
                out.push('>');
                out.extend(l.added.iter().map(String::as_str));
                out.push_str(&format!("</{name}>"));
                at = l.start.1;
            } else {
                out.push_str(&with_count(&tag[..tag.len() - 1], count));
                out.push('>');
                out.push_str(&self.xml[l.start.1..l.end]);
                out.extend(l.added.iter().map(String::as_str));
                at = l.end;
            }
        }
        out.push_str(&self.xml[at..]);
        out
    }
}

fn tag_name(tag: &str) -> &str {
    let t = tag.trim_start_matches('<');
    let end = t
        .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
        .unwrap_or(t.len());
    &t[..end]
}

/// A start tag (without its `>`) with its `count` attribute set to `count`.
fn with_count(open: &str, count: usize) -> String {
    match find_attr(open, "count") {
        Some((a, b)) => format!("{}{count}{}", &open[..a], &open[b..]),
        None => format!("{open} count=\"{count}\""),
    }
}

/// Where the value of attribute `name` is in a start tag: the span inside its quotes.
fn find_attr(tag: &str, name: &str) -> Option<(usize, usize)> {
    let bytes = tag.as_bytes();
    let mut from = 0;
    while let Some(k) = tag[from..].find(name) {
        let at = from + k;
        let before_ok = at > 0 && bytes[at - 1].is_ascii_whitespace();
        let rest = tag[at + name.len()..].trim_start();
        if before_ok && rest.starts_with('=') {
            let after_eq = rest[1..].trim_start();
            let quote = after_eq.chars().next()?;
            if quote == '"' || quote == '\'' {
                let start = tag.len() - after_eq.len() + 1;
                let len = tag[start..].find(quote)?;
                return Some((start, start + len));
            }
        }
        from = at + name.len();
    }
    None
}

fn xf_attr(rec: &str, name: &str) -> Option<usize> {
    let head = &rec[..rec.find('>').unwrap_or(rec.len())];
    let (a, b) = find_attr(head, name)?;
    head[a..b].trim().parse().ok()
}

/// Sets (or adds) attributes of a record's start tag, keeping every other attribute.
fn set_attrs(rec: &str, attrs: &[(&str, String)]) -> String {
    let close = rec.find('>').unwrap_or(rec.len());
    let self_closing = rec[..close].ends_with('/');
    let mut head = rec[..if self_closing { close - 1 } else { close }].to_string();
    for (name, value) in attrs {
        match find_attr(&head, name) {
            Some((a, b)) => head = format!("{}{value}{}", &head[..a], &head[b..]),
            None => head = format!("{} {name}=\"{value}\"", head.trim_end()),
        }
    }
    let tail = if self_closing {
        &rec[close - 1..]
    } else {
        &rec[close..]
    };
    format!("{head}{tail}")
}

fn changed_xf(base: &str, attrs: &[(&str, String)], centred: bool) -> String {
    let rec = set_attrs(base, attrs);
    if !centred {
        return rec;
    }
    let prefix = prefix_of(&rec);
    let align = format!("<{prefix}alignment horizontal=\"center\" vertical=\"center\"/>");
    let name = tag_name(&rec).to_string();
    // The alignment comes first among an xf's children.
    if let Some(head) = rec.strip_suffix("/>") {
        format!("{}>{align}</{name}>", head.trim_end())
    } else {
        let close = rec.find('>').unwrap_or(rec.len());
        format!("{}{align}{}", &rec[..=close], &rec[close + 1..])
    }
}

fn prefix_of(rec: &str) -> String {
    let name = tag_name(rec);
    name.rsplit_once(':')
        .map(|(p, _)| format!("{p}:"))
        .unwrap_or_default()
}

/// Removes the child elements named `local` (written `<local .../>` or `<local ...>..</local>`).
fn without_child(inner: &str, prefix: &str, local: &str) -> String {
    let open = format!("<{prefix}{local}");
    let mut out = String::with_capacity(inner.len());
    let mut rest = inner;
    while let Some(k) = rest.find(&open) {
        let after = &rest[k + open.len()..];
        if !after.starts_with([' ', '/', '>', '\t', '\n', '\r']) {
            out.push_str(&rest[..k + open.len()]);
            rest = after;
            continue;
        }
        out.push_str(&rest[..k]);
        let gt = after.find('>').map_or(after.len(), |g| g + 1);
        if after[..gt].ends_with("/>") {
            rest = &after[gt..];
        } else {
            let close = format!("</{prefix}{local}>");
            rest = after.find(&close).map_or("", |c| &after[c + close.len()..]);
        }
    }
    out.push_str(rest);
    out
}

fn changed_font(font: &str, bold: bool, color: Option<u32>, size: Option<f64>) -> String {
    let prefix = prefix_of(font);
    let name = tag_name(font).to_string();
    let (head, inner) = match font.strip_suffix("/>") {
        Some(h) => (format!("{}>", h.trim_end()), String::new()),
        None => {
            let close = font.find('>').unwrap_or(font.len());
            let end = font.rfind("</").unwrap_or(font.len());
            (font[..=close].to_string(), font[close + 1..end].to_string())
        }
    };
    let mut inner = without_child(&inner, &prefix, "b");
    if bold {
        inner = format!("<{prefix}b/>{inner}");
    }
    if let Some(sz) = size {
        inner = without_child(&inner, &prefix, "sz");
        let element = format!("<{prefix}sz val=\"{sz}\"/>");
        match inner
            .find(&format!("<{prefix}color"))
            .or_else(|| inner.find(&format!("<{prefix}name")))
        {
            Some(k) => inner.insert_str(k, &element),
            None => inner.push_str(&element),
        }
    }
    if let Some(c) = color {
        inner = without_child(&inner, &prefix, "color");
        let element = format!("<{prefix}color rgb=\"FF{c:06X}\"/>");
        // Excel writes the colour after the size and before the name; keep that order.
        match inner.find(&format!("<{prefix}name")) {
            Some(k) => inner.insert_str(k, &element),
            None => inner.push_str(&element),
        }
    }
    format!("{head}{inner}</{name}>")
}

/// `rec`, written with no prefix or with its own, with every element in `prefix`.
fn prefixed(rec: &str, prefix: &str) -> String {
    let mut out = String::with_capacity(rec.len() + 16);
    let mut rest = rec;
    while let Some(k) = rest.find('<') {
        out.push_str(&rest[..=k]);
        rest = &rest[k + 1..];
        let slash = rest.starts_with('/');
        if slash {
            out.push('/');
            rest = &rest[1..];
        }
        let name_end = rest
            .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        if !name.is_empty() && !name.contains(':') && !name.starts_with(['?', '!']) {
            out.push_str(prefix);
        }
        out.push_str(name);
        rest = &rest[name_end..];
    }
    out.push_str(rest);
    out
}

/// `rec` with the prefix `prefix` taken off its elements.
fn unprefixed(rec: &str, prefix: &str) -> String {
    if prefix.is_empty() {
        return rec.to_string();
    }
    rec.replace(&format!("<{prefix}"), "<")
        .replace(&format!("</{prefix}"), "</")
}

fn solid_fill(rgb: u32) -> String {
    format!(
        "<fill><patternFill patternType=\"solid\"><fgColor rgb=\"FF{rgb:06X}\"/><bgColor indexed=\"64\"/></patternFill></fill>"
    )
}

fn border(lines: [Line; 4]) -> String {
    let side = |name: &str, l: Line| {
        let style = match l {
            Line::Thin => "thin",
            Line::Medium => "medium",
        };
        format!("<{name} style=\"{style}\"><color auto=\"1\"/></{name}>")
    };
    let [top, bottom, left, right] = lines;
    format!(
        "<border>{}{}{}{}<diagonal/></border>",
        side("left", left),
        side("right", right),
        side("top", top),
        side("bottom", bottom)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const STYLES: &str = r#"<?xml version="1.0"?><styleSheet xmlns="m"><numFmts count="1"><numFmt numFmtId="164" formatCode="0.0"/></numFmts><fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/></font><font><b/><sz val="14"/><name val="Arial"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"><protection locked="0"/></xf></cellXfs><dxfs count="0"/></styleSheet>"#;

    #[test]
    fn new_formats_are_appended_and_old_ones_kept() {
        let mut book = StyleBook::parse(STYLES.to_string()).unwrap();
        let look = Look::classic(0).given().filled(0xDDE6F0);
        let a = book.derive(1, Change::from_look(&look, None, true));
        assert_eq!(a, 2);
        // Asked again, the same format.
        assert_eq!(book.derive(1, Change::from_look(&look, None, true)), 2);
        let solved = Look::classic(1).solved();
        let b = book.derive(0, Change::from_look(&solved, None, false));
        assert_eq!(b, 3);
        let out = book.finish();
        // Everything up to the first appended record is as it was.
        assert!(out.contains(r#"<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"><protection locked="0"/></xf><xf numFmtId="0" fontId="2""#), "{out}");
        assert!(out.contains(r#"<fonts count="4"><font><sz val="11"/><color theme="1"/><name val="Calibri"/></font><font><b/><sz val="14"/><name val="Arial"/></font><font><b/><sz val="18"/><color rgb="FF000000"/><name val="Arial"/></font><font><sz val="11"/><color rgb="FF1F5FBF"/><name val="Calibri"/></font></fonts>"#), "{out}");
        // The cell's protection stays, its number format becomes General (digits are
        // shown as digits); the alignment is added first.
        assert!(out.contains(r#"applyAlignment="1"><alignment horizontal="center" vertical="center"/><protection locked="0"/></xf>"#), "{out}");
        assert!(out.contains(r#"<fills count="3">"#) && out.contains("FFDDE6F0"));
        assert!(out.contains(r#"<borders count="2">"#) && out.contains(r#"<left style="medium">"#));
        assert!(out.ends_with(r#"<dxfs count="0"/></styleSheet>"#));
        // And it is still XML the parser takes.
        let again = StyleBook::parse(out).unwrap();
        assert_eq!(again.cell_formats(), 4);
        assert!(again.has_lines(2) && !again.has_lines(1));
    }

    #[test]
    fn an_own_fill_is_kept_unless_marked() {
        let xml = STYLES.replace(
            r#"<fills count="2"><fill><patternFill patternType="none"/></fill>"#,
            r#"<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFF0000"/></patternFill></fill>"#,
        ).replace(r#"fontId="1" fillId="0""#, r#"fontId="1" fillId="1""#);
        let mut book = StyleBook::parse(xml).unwrap();
        let look = Look::classic(0).given().filled(0xDDE6F0);
        let k = book.derive(1, Change::from_look(&look, None, false));
        let marked = book.derive(1, Change::from_look(&look, Some(0xFFEE99), false));
        let out = book.finish();
        assert!(!out.contains("FFDDE6F0"), "the user's red fill stays");
        assert!(out.contains("FFFFEE99"));
        assert_ne!(k, marked);
    }

    #[test]
    fn formats_of_another_part_are_merged_with_their_number_formats_renumbered() {
        // The part that has no number format list gets one, first, as the schema wants.
        let mut book = StyleBook::parse(EMPTY_STYLES.into()).unwrap();
        let other = StyleBook::parse(STYLES.into()).unwrap();
        let map = book.merge(&other);
        assert_eq!(map, [1, 2]);
        let out = book.finish();
        assert!(out.contains(r#"<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="0.0"/></numFmts><fonts count="3">"#), "{out}");
        assert!(out.contains(r#"<xf numFmtId="164" fontId="2" fillId="2" borderId="1" xfId="0" applyNumberFormat="1"><protection locked="0"/></xf></cellXfs>"#), "{out}");
        // One that has its own 164 gives the other's a new number.
        let mut book = StyleBook::parse(STYLES.into()).unwrap();
        let map = book.merge(&other);
        assert_eq!(map, [2, 3]);
        let out = book.finish();
        assert!(out.contains(r#"<numFmts count="2"><numFmt numFmtId="164" formatCode="0.0"/><numFmt numFmtId="165" formatCode="0.0"/></numFmts>"#), "{out}");
        assert!(out.contains(r#"<xf numFmtId="165" fontId="3""#), "{out}");
        assert_eq!(StyleBook::parse(out).unwrap().cell_formats(), 4);
    }

    #[test]
    fn a_prefixed_part_gets_prefixed_records_and_known_records_are_used_again() {
        let ns = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
        let xml = STYLES
            .replace("xmlns=\"m\"", &format!("xmlns:x=\"{ns}\""))
            .replace("</", "</x:")
            .replace("<", "<x:")
            .replace("<x:/x:", "</x:")
            .replace("<x:?xml", "<?xml");
        let mut book = StyleBook::parse(xml).unwrap();
        let look = Look::classic(0).given().filled(0xDDE6F0);
        book.derive(0, Change::from_look(&look, None, true));
        // Merged from an unprefixed part, the other's records take this part's prefix.
        book.merge(&StyleBook::parse(EMPTY_STYLES.into()).unwrap());
        let out = book.finish();
        let mut r = quick_xml::NsReader::from_str(&out);
        let mut elements = 0;
        loop {
            match r.read_resolved_event().unwrap() {
                (res, Event::Start(_) | Event::Empty(_)) => {
                    elements += 1;
                    assert_eq!(
                        format!("{res:?}"),
                        format!("Bound(Namespace({ns}))"),
                        "{out}"
                    );
                }
                (_, Event::Eof) => break,
                _ => {}
            }
        }
        assert!(elements > 30, "{out}");
        assert!(
            out.contains("<x:fill><x:patternFill patternType=\"solid\">"),
            "{out}"
        );
        // A font the part already has is not written twice.
        let mut book = StyleBook::parse(STYLES.to_string()).unwrap();
        let before = book.lists[0].records.len();
        book.add(0, book.lists[0].records[1].clone());
        assert_eq!(book.lists[0].added.len(), 0);
        assert_eq!(book.lists[0].records.len(), before);
    }

    #[test]
    fn parts_without_lists_are_refused() {
        assert!(StyleBook::parse("<styleSheet/>".into()).is_err());
        let book = StyleBook::parse(EMPTY_STYLES.into()).unwrap();
        assert_eq!(book.cell_formats(), 1);
    }
}
