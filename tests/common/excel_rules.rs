//! The rules a copy must keep for Excel to open it without a repair, checked on the
//! package as written: what the OOXML schemas say of element order and namespaces, and
//! what Excel adds of its own (names unique without case, one selected tab, the content
//! type that the file's extension asks for, ascending rows and cells, at most 64,000
//! cell formats). The schema validator `.ci/run` installs checks the rest.

use std::collections::{HashMap, HashSet};
use std::io::Read;
use std::path::Path;

use quick_xml::events::{BytesStart, Event};
use quick_xml::name::ResolveResult;
use quick_xml::NsReader;

const MAIN: &str = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const STRICT_MAIN: &str = "http://purl.oclc.org/ooxml/spreadsheetml/main";

const WORKBOOK_ORDER: &[&str] = &[
    "fileVersion",
    "fileSharing",
    "workbookPr",
    "workbookProtection",
    "bookViews",
    "sheets",
    "functionGroups",
    "externalReferences",
    "definedNames",
    "calcPr",
    "oleSize",
    "customWorkbookViews",
    "pivotCaches",
    "smartTagPr",
    "smartTagTypes",
    "webPublishing",
    "fileRecoveryPr",
    "webPublishObjects",
    "extLst",
];

const WORKSHEET_ORDER: &[&str] = &[
    "sheetPr",
    "dimension",
    "sheetViews",
    "sheetFormatPr",
    "cols",
    "sheetData",
    "sheetCalcPr",
    "sheetProtection",
    "protectedRanges",
    "scenarios",
    "autoFilter",
    "sortState",
    "dataConsolidate",
    "customSheetViews",
    "mergeCells",
    "phoneticPr",
    "conditionalFormatting",
    "dataValidations",
    "hyperlinks",
    "printOptions",
    "pageMargins",
    "pageSetup",
    "headerFooter",
    "rowBreaks",
    "colBreaks",
    "customProperties",
    "cellWatches",
    "ignoredErrors",
    "smartTags",
    "drawing",
    "legacyDrawing",
    "legacyDrawingHF",
    "drawingHF",
    "picture",
    "oleObjects",
    "controls",
    "webPublishItems",
    "tableParts",
    "extLst",
];

const STYLES_ORDER: &[&str] = &[
    "numFmts",
    "fonts",
    "fills",
    "borders",
    "cellStyleXfs",
    "cellXfs",
    "cellStyles",
    "dxfs",
    "tableStyles",
    "colors",
    "extLst",
];

/// The package's parts, unpacked, by name.
fn parts(path: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for i in 0..z.len() {
        let mut f = z.by_index(i).map_err(|e| e.to_string())?;
        let name = f.name().map_err(|e| e.to_string())?.into_owned();
        let mut data = Vec::new();
        f.read_to_end(&mut data).map_err(|e| e.to_string())?;
        out.push((name, data));
    }
    Ok(out)
}

fn text(data: &[u8]) -> Option<String> {
    let data = data.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(data);
    String::from_utf8(data.to_vec()).ok()
}

fn attr(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == name)
        .map(|a| a.value.as_ref().to_string())
}

fn in_main(ns: &ResolveResult<'_>) -> bool {
    match ns {
        ResolveResult::Bound(n) => {
            let n: &str = n.as_ref();
            n == MAIN || n == STRICT_MAIN
        }
        _ => false,
    }
}

/// Every rule the copy at `path` breaks, as sentences naming the part; empty when it
/// keeps them all.
pub fn problems(path: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let parts = match parts(path) {
        Ok(p) => p,
        Err(e) => return vec![format!("not a zip package: {e}")],
    };
    let mut seen = HashSet::new();
    for (name, _) in &parts {
        if name.starts_with('/')
            || name.contains('\\')
            || name.split('/').any(|s| s == "..")
            || name.as_bytes().get(1) == Some(&b':')
        {
            out.push(format!("zip entry {name:?} could write outside its folder"));
        }
        if !seen.insert(name.to_lowercase()) {
            out.push(format!(
                "zip entry {name:?} is there twice (names ignore case)"
            ));
        }
    }
    let by_name: HashMap<&str, &[u8]> = parts
        .iter()
        .map(|(n, d)| (n.as_str(), d.as_slice()))
        .collect();
    // Every XML part is well formed.
    for (name, data) in &parts {
        let xml = name.ends_with(".xml") || name.ends_with(".rels") || name.ends_with(".vml");
        if !xml {
            continue;
        }
        let Some(t) = text(data) else {
            out.push(format!("{name}: not UTF-8 text"));
            continue;
        };
        let mut r = NsReader::from_str(&t);
        loop {
            match r.read_event() {
                Ok(Event::Eof) => break,
                Err(e) => {
                    out.push(format!("{name}: not well-formed XML: {e}"));
                    break;
                }
                Ok(Event::Start(e) | Event::Empty(e)) => {
                    let mut keys = HashSet::new();
                    for a in e.attributes() {
                        match a {
                            Ok(a) if !keys.insert(a.key.as_ref().to_string()) => out.push(format!(
                                "{name}: an element has the attribute {} twice",
                                a.key.as_ref()
                            )),
                            Err(err) => out.push(format!("{name}: a bad attribute: {err}")),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let Some(types) = by_name.get("[Content_Types].xml").and_then(|d| text(d)) else {
        out.push("no [Content_Types].xml".into());
        return out;
    };
    let overrides = overrides(&types);
    // The workbook part's type is the one the extension asks for.
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let wanted = match ext.as_str() {
        "xlsx" => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
        "xlsm" => "application/vnd.ms-excel.sheet.macroEnabled.main+xml",
        "xltx" => "application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml",
        "xltm" => "application/vnd.ms-excel.template.macroEnabled.main+xml",
        other => {
            out.push(format!(
                "a workbook named .{other}, which Excel does not open as one"
            ));
            ""
        }
    };
    let main_types = [
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
        "application/vnd.ms-excel.sheet.macroEnabled.main+xml",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml",
        "application/vnd.ms-excel.template.macroEnabled.main+xml",
    ];
    let workbook = overrides
        .iter()
        .find(|(_, t)| main_types.contains(&t.as_str()));
    match workbook {
        Some((part, ty)) if !wanted.is_empty() && ty != wanted => out.push(format!(
            "{part} has the content type {ty}, but a .{ext} must have {wanted}"
        )),
        None => out.push("no workbook part in [Content_Types].xml".into()),
        _ => {}
    }
    let macros = parts
        .iter()
        .any(|(n, _)| n.to_lowercase().ends_with("vbaproject.bin"));
    if macros && !matches!(ext.as_str(), "xlsm" | "xltm") {
        out.push(format!("a workbook with macros named .{ext}"));
    }
    if let Some((wb_part, _)) = workbook {
        if let Some(wb) = by_name.get(wb_part.as_str()).and_then(|d| text(d)) {
            order(&wb, WORKBOOK_ORDER, wb_part, &mut out);
            names(&wb, wb_part, &mut out);
        }
    }
    let mut selected = Vec::new();
    for (part, ty) in &overrides {
        let Some(xml) = by_name.get(part.as_str()).and_then(|d| text(d)) else {
            continue;
        };
        if ty.ends_with("worksheet+xml") {
            order(&xml, WORKSHEET_ORDER, part, &mut out);
            rows(&xml, part, &mut out);
            if xml.contains("tabSelected=\"1\"") || xml.contains("tabSelected=\"true\"") {
                selected.push(part.clone());
            }
        }
        if ty.ends_with("styles+xml") {
            order(&xml, STYLES_ORDER, part, &mut out);
            styles(&xml, part, &mut out);
        }
    }
    if selected.len() > 1 {
        out.push(format!(
            "{} sheets are selected ({}): Excel opens them grouped",
            selected.len(),
            selected.join(", ")
        ));
    }
    out
}

/// Panics with every rule the copy at `path` breaks.
pub fn assert_clean(path: &Path) {
    // A test often reads one output cell by cell; the package is checked once per version
    // of the file (its length and time of change), not on every read.
    static CHECKED: std::sync::Mutex<Vec<(std::path::PathBuf, u64, std::time::SystemTime)>> =
        std::sync::Mutex::new(Vec::new());
    let meta = std::fs::metadata(path).ok();
    let key = meta
        .as_ref()
        .and_then(|m| Some((path.to_path_buf(), m.len(), m.modified().ok()?)));
    if let Some(k) = &key {
        if CHECKED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(k)
        {
            return;
        }
    }
    let p = problems(path);
    assert!(
        p.is_empty(),
        "{} would not open clean in Excel:\n  {}",
        path.display(),
        p.join("\n  ")
    );
    if let Some(k) = key {
        CHECKED.lock().unwrap_or_else(|e| e.into_inner()).push(k);
    }
}

/// [`assert_clean`], and the copy valid against the OOXML schemas as Excel reads them
/// (openxml-audit, strict, Office 2019): for the copies of the tests about the package
/// edit, small enough for the validator's half a second each.
pub fn assert_valid(path: &Path, test: &str) {
    assert_clean(path);
    let Some(audit) = super::office::present(super::office::openxml_audit(), test) else {
        return;
    };
    let out = std::process::Command::new(audit)
        .args(["-o", "json", "-m", "0"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{} is not valid OOXML as Excel reads it:\n{}{}",
        path.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn overrides(types: &str) -> Vec<(String, String)> {
    let mut r = NsReader::from_str(types);
    let mut out = Vec::new();
    loop {
        match r.read_event() {
            Ok(Event::Start(e) | Event::Empty(e)) if e.local_name().as_ref() == "Override" => {
                if let (Some(p), Some(t)) = (attr(&e, "PartName"), attr(&e, "ContentType")) {
                    out.push((p.trim_start_matches('/').to_string(), t));
                }
            }
            Ok(Event::Eof) | Err(_) => return out,
            _ => {}
        }
    }
}

/// The root's children in the main namespace come in the schema's order, each at most
/// once where the schema allows one.
fn order(xml: &str, schema: &[&str], part: &str, out: &mut Vec<String>) {
    let mut r = NsReader::from_str(xml);
    let mut depth = 0;
    let mut last: Option<(usize, String)> = None;
    loop {
        let (ns, ev) = match r.read_resolved_event() {
            Ok(x) => x,
            Err(_) => return,
        };
        let (local, empty) = match &ev {
            Event::Start(e) => (e.local_name().as_ref().to_string(), false),
            Event::Empty(e) => (e.local_name().as_ref().to_string(), true),
            Event::End(_) => {
                depth -= 1;
                continue;
            }
            Event::Eof => return,
            _ => continue,
        };
        if depth == 1 && in_main(&ns) {
            match schema.iter().position(|s| *s == local) {
                Some(k) => {
                    if let Some((j, prev)) = &last {
                        let repeatable = local == "conditionalFormatting";
                        if k < *j || (k == *j && !repeatable) {
                            out.push(format!("{part}: <{local}> comes after <{prev}>"));
                        }
                    }
                    last = Some((k, local.clone()));
                }
                None => out.push(format!(
                    "{part}: <{local}> is not an element the schema allows here"
                )),
            }
        }
        if !empty {
            depth += 1;
        }
    }
}

/// Defined names are unique in their scope, without case.
fn names(wb: &str, part: &str, out: &mut Vec<String>) {
    let mut r = NsReader::from_str(wb);
    let mut seen = HashSet::new();
    let mut lists = 0;
    loop {
        match r.read_event() {
            Ok(Event::Start(e) | Event::Empty(e)) => match e.local_name().as_ref() {
                "definedNames" => lists += 1,
                "definedName" => {
                    let name = attr(&e, "name").unwrap_or_default();
                    let key = (name.to_lowercase(), attr(&e, "localSheetId"));
                    if !seen.insert(key) {
                        out.push(format!(
                            "{part}: the name {name:?} is defined twice in one scope (Excel ignores case)"
                        ));
                    }
                }
                _ => {}
            },
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
    }
    if lists > 1 {
        out.push(format!("{part}: {lists} <definedNames> lists"));
    }
}

/// Rows ascend with no repeats, each row's cells ascend within it, and nothing outside
/// `sheetData` carries a row number (a control's `<xdr:row>` has none).
fn rows(xml: &str, part: &str, out: &mut Vec<String>) {
    let mut r = NsReader::from_str(xml);
    let mut in_data = false;
    let mut last_row = 0u32;
    let mut row = 0u32;
    let mut last_col: Option<u32> = None;
    loop {
        let ev = match r.read_event() {
            Ok(ev) => ev,
            Err(_) => return,
        };
        match ev {
            Event::Start(e) | Event::Empty(e) => {
                let local = e.local_name().as_ref().to_string();
                match local.as_str() {
                    "sheetData" => in_data = true,
                    "row" if in_data => {
                        let n = attr(&e, "r")
                            .and_then(|v| v.parse().ok())
                            .unwrap_or(last_row + 1);
                        if n <= last_row {
                            out.push(format!("{part}: row {n} comes after row {last_row}"));
                        }
                        last_row = n;
                        row = n;
                        last_col = None;
                    }
                    "row" if attr(&e, "r").is_some() => {
                        out.push(format!(
                            "{part}: <{}> outside sheetData carries r=",
                            e.name().as_ref()
                        ));
                    }
                    "c" if in_data => {
                        if let Some(at) = attr(&e, "r") {
                            let (col, rn) = split_cell(&at);
                            if rn != Some(row) {
                                out.push(format!("{part}: cell {at} in row {row}"));
                            }
                            if let (Some(c), Some(l)) = (col, last_col) {
                                if c <= l {
                                    out.push(format!(
                                        "{part}: cell {at} comes after a cell to its right"
                                    ));
                                }
                            }
                            last_col = col.or(last_col);
                        }
                    }
                    _ => {}
                }
            }
            Event::End(e) if e.local_name().as_ref() == "sheetData" => in_data = false,
            Event::Eof => return,
            _ => {}
        }
    }
}

fn split_cell(at: &str) -> (Option<u32>, Option<u32>) {
    let letters: String = at.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    let col = letters.bytes().fold(0u32, |n, b| {
        n * 26 + u32::from(b.to_ascii_uppercase() - b'A' + 1)
    });
    (
        (!letters.is_empty()).then(|| col - 1),
        at[letters.len()..].parse().ok(),
    )
}

/// Every element of the styles part outside extension lists is in the main namespace,
/// and the cell formats number at most 64,000 and as many as their list says.
fn styles(xml: &str, part: &str, out: &mut Vec<String>) {
    let mut r = NsReader::from_str(xml);
    let mut ext = 0usize;
    let mut in_xfs = false;
    let mut xfs = 0usize;
    let mut said: Option<usize> = None;
    let mut depth = 0usize;
    loop {
        let (ns, ev) = match r.read_resolved_event() {
            Ok(x) => x,
            Err(_) => return,
        };
        match &ev {
            Event::Start(e) | Event::Empty(e) => {
                let local = e.local_name().as_ref().to_string();
                let empty = matches!(ev, Event::Empty(_));
                if local == "extLst" && !empty {
                    ext += 1;
                }
                if ext == 0 && local != "AlternateContent" && !in_main(&ns) {
                    out.push(format!(
                        "{part}: <{}> is in no namespace Excel reads there",
                        e.name().as_ref()
                    ));
                }
                if local == "cellXfs" {
                    said = attr(e, "count").and_then(|c| c.parse().ok());
                    in_xfs = !empty;
                } else if in_xfs && local == "xf" && depth == 2 {
                    xfs += 1;
                }
                if !empty {
                    depth += 1;
                }
            }
            Event::End(e) => {
                depth -= 1;
                match e.local_name().as_ref() {
                    "extLst" => ext = ext.saturating_sub(1),
                    "cellXfs" => in_xfs = false,
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if xfs > 64_000 {
        out.push(format!(
            "{part}: {xfs} cell formats, more than Excel's 64,000"
        ));
    }
    if said.is_some_and(|s| s != xfs) {
        out.push(format!(
            "{part}: the cell format list says {} but holds {xfs}",
            said.unwrap_or_default()
        ));
    }
}
