//! The planned copy of a package: which parts change and how, decided before anything is
//! written, then written as a stream with every other part's compressed bytes as they are.

use std::collections::{HashMap, HashSet};
use std::io::{BufReader, Read, Seek, Write};

use super::graft::{self, AddedSheets, Grafts};
use super::parts::{self, escape, folder, read_text, rels_of, PackageIndex};
use super::sheet::{self, FormulaEdit, NewCell, SheetEdit};
use super::splice;
use super::styles::{Change, StyleBook};
use crate::address::cell_name;
use crate::error::Error;
use crate::look::Shown;
use crate::read::{FileFormat, Workbook};
use crate::source::Source;
use crate::write::{status_cell, SheetOutput};

/// Why a workbook's package cannot be edited in place; the caller rebuilds it instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub String);

/// A planned copy: the parts that change and how.
#[derive(Debug)]
pub struct Edit {
    source: Source,
    sheets: HashMap<String, SheetEdit>,
    replaced: HashMap<String, String>,
    dropped: HashSet<String>,
    /// The styles part and its formats, appended to until the copy is written.
    styles: (String, StyleBook),
    /// Where the package's parts are.
    index: PackageIndex,
    /// Every part's name, in the package's order.
    part_names: Vec<String>,
    /// The text of the index parts as the input has them, for later edits.
    originals: HashMap<String, String>,
    /// Sheets added from another package (explain's Steps sheets).
    grafts: Option<Grafts>,
    /// The workbook has macros: the copy must be named `.xlsm`.
    pub macro_enabled: bool,
    /// Grids whose status line found no free cell near them, as `Sheet!A1:I9`.
    pub no_room: Vec<String>,
    /// The parts of the sheets with grids, in the order of the grids.
    grid_parts: Vec<String>,
    /// Zip entries whose names could write outside a folder they are unpacked in
    /// (`../x`, `/x`, `a\\b`, `C:x`): left out of the copy, and named in a warning.
    pub unsafe_entries: Vec<String>,
}

/// True for a zip entry name that no package part has and that a careless unzip would
/// write outside its folder: a `..` segment, a root, a backslash or a drive letter.
fn unsafe_entry(name: &str) -> bool {
    name.starts_with('/')
        || name.contains('\\')
        || name.split('/').any(|seg| seg == "..")
        || name.as_bytes().get(1) == Some(&b':')
}

fn number(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// The `<c>` element of a new cell, `{p}` standing for the sheet's namespace prefix.
fn cell_xml(at: (u32, u32), xf: usize, shown: &Shown) -> String {
    let r = cell_name(at.0, at.1);
    match shown {
        Shown::Blank => format!("<{{p}}c r=\"{r}\" s=\"{xf}\"/>"),
        Shown::Number(x) => format!(
            "<{{p}}c r=\"{r}\" s=\"{xf}\"><{{p}}v>{}</{{p}}v></{{p}}c>",
            number(*x)
        ),
        Shown::Text(t) => format!(
            "<{{p}}c r=\"{r}\" s=\"{xf}\" t=\"inlineStr\"><{{p}}is><{{p}}t xml:space=\"preserve\">{}</{{p}}t></{{p}}is></{{p}}c>",
            escape(t)
        ),
    }
}

impl Workbook {
    /// Plans the copy of this workbook with `grids` drawn in it, by editing its package.
    /// `copy_type` is the content type the copy's name asks of its workbook part
    /// ([`crate::save::workbook_content_type`]), as Excel requires. `Ok(Err(_))` when
    /// the package cannot be edited in place (not OOXML, or parts the edit needs are
    /// missing): the caller then rebuilds the workbook.
    pub fn plan_edit(
        &self,
        grids: &[SheetOutput],
        copy_type: &str,
    ) -> Result<Result<Edit, Refused>, Error> {
        if self.format() != FileFormat::Xlsx {
            return Ok(Err(Refused(
                "only OOXML workbooks are edited in place".into(),
            )));
        }
        let mut zip = zip::ZipArchive::new(self.reader()?)
            .map_err(|e| Error::damaged(format!("not a complete zip archive: {e}")))?;
        let index = match self.package_index() {
            Ok(i) => i.clone(),
            Err(why) => return Ok(Err(Refused(why.to_string()))),
        };
        let Some(styles_part) = index.styles.clone() else {
            return Ok(Err(Refused("the workbook has no styles part".into())));
        };
        let Some(styles_xml) = read_text(&mut zip, &styles_part) else {
            return Ok(Err(Refused(format!("{styles_part} cannot be read"))));
        };
        let mut styles = match StyleBook::parse(styles_xml) {
            Ok(s) => s,
            Err(why) => return Ok(Err(Refused(why))),
        };
        let part_names = parts::entry_names(&zip);
        // The index parts as the index read them.
        let originals = index.texts.clone();
        let mut sheet_edits: HashMap<String, SheetEdit> = HashMap::new();
        let mut no_room: Vec<String> = Vec::new();
        let mut grid_parts: Vec<String> = Vec::new();
        let mut formulas_overwritten = false;
        for out in grids.iter().filter(|s| !s.grids.is_empty()) {
            let Some(part) = index.sheets.get(&out.name) else {
                return Ok(Err(Refused(format!(
                    "the package has no part for sheet {}",
                    out.name
                ))));
            };
            let ranges: Vec<_> = out.grids.iter().map(|g| g.range).collect();
            let scan = {
                let f = zip
                    .by_name(part)
                    .map_err(|e| Error::damaged(format!("{part}: {e}")))?;
                // The merged ranges read with the grid spare the scan the rest of the
                // sheet.
                let known = self.known_merges(&out.name);
                sheet::scan(BufReader::new(f), &ranges, known).map_err(Error::damaged)?
            };
            grid_parts.push(part.clone());
            let mut sheet_edit = SheetEdit {
                grids: ranges.clone(),
                rest_as_is: !scan
                    .merges
                    .iter()
                    .any(|&m| sheet::covers_a_grid(&ranges, m)),
                ..SheetEdit::default()
            };
            let in_grid = |r: u32, c: u32| ranges.iter().any(|g| g.contains(r, c));
            let mut used: Vec<(u32, u32)> = Vec::new();
            let mut overwritten: HashSet<(u32, u32)> = HashSet::new();
            for g in &out.grids {
                let cells = g.cells();
                // A grid the user framed keeps the user's lines.
                let framed = cells
                    .iter()
                    .any(|d| styles.has_lines(scan.base_style(d.at.0, d.at.1)));
                if !framed {
                    sheet_edit.square.push(g.range);
                }
                let adds = g.adds_digits();
                for (i, d) in cells.iter().enumerate() {
                    let formula = scan.formulas.contains(&d.at);
                    // A grid that gets no digit keeps the user's formulas: its givens
                    // clash or it has no solution, and the status line says so.
                    if formula && !adds {
                        continue;
                    }
                    if formula {
                        formulas_overwritten = true;
                        overwritten.insert(d.at);
                    }
                    let mark = g.marks.iter().find(|m| m.0 == i).map(|m| m.1);
                    let base = scan.base_style(d.at.0, d.at.1);
                    let xf = styles.derive(base, Change::from_look(&d.look, mark, !framed));
                    sheet_edit.put(NewCell {
                        at: d.at,
                        xml: cell_xml(d.at, xf, &d.shown),
                    });
                }
                let taken =
                    |r: u32, c: u32| in_grid(r, c) || scan.taken(r, c) || used.contains(&(r, c));
                match status_cell(g.range, taken) {
                    Some(at) => {
                        used.push(at);
                        let xf = scan.styles.get(&at).copied().unwrap_or(0);
                        sheet_edit.put(NewCell {
                            at,
                            xml: cell_xml(at, xf, &Shown::Text(g.status.clone())),
                        });
                    }
                    None => no_room.push(format!(
                        "{}!{}",
                        crate::address::quote_sheet(&out.name),
                        g.range
                    )),
                }
            }
            // A shared formula whose written cell is overwritten is written out into
            // each of its other cells; an array over the grid would overwrite it.
            sheet_edit.formulas = scan
                .shared
                .into_iter()
                .filter(|s| overwritten.contains(&s.anchor))
                .map(FormulaEdit::Expand)
                .chain(
                    scan.arrays_over_grids
                        .into_iter()
                        .map(FormulaEdit::DropArray),
                )
                .collect();
            formulas_overwritten |= !sheet_edit.formulas.is_empty();
            sheet_edits.insert(part.clone(), sheet_edit);
        }
        within_format_limit(&styles)?;
        let unsafe_entries = part_names
            .iter()
            .filter(|n| unsafe_entry(n))
            .cloned()
            .collect();
        let mut edit = Edit {
            source: self.source().clone(),
            sheets: sheet_edits,
            replaced: HashMap::new(),
            dropped: HashSet::new(),
            styles: (styles_part, styles),
            index: index.clone(),
            part_names,
            originals,
            grafts: None,
            // Macros are a VBA project or Excel 4 macro sheets, whatever the content
            // type says: an .xlsm with neither may become an .xlsx.
            macro_enabled: zip.file_names().any(|n| {
                n.is_ok_and(|n| {
                    let n = n.to_ascii_lowercase();
                    n.ends_with("vbaproject.bin") || n.contains("/macrosheets/")
                })
            }),
            no_room,
            grid_parts,
            unsafe_entries,
        };
        plan_index_parts(&index, copy_type, formulas_overwritten, &mut edit);
        Ok(Ok(edit))
    }
}

/// Refuses a copy with more cell formats than Excel opens.
fn within_format_limit(styles: &StyleBook) -> Result<(), Error> {
    if styles.cell_formats() > super::styles::MAX_CELL_FORMATS {
        return Err(Error::TooManyFormats {
            formats: styles.cell_formats(),
            have: styles.own_cell_formats(),
        });
    }
    Ok(())
}

/// The index parts the copy changes: the workbook's content type when the copy's name
/// asks for another (a template becomes a workbook), and the calculation chain dropped
/// when a formula cell was overwritten (Excel rebuilds it).
fn plan_index_parts(
    index: &PackageIndex,
    copy_type: &str,
    formulas_overwritten: bool,
    edit: &mut Edit,
) {
    let types_name = "[Content_Types].xml";
    let mut types = edit.current(types_name);
    let original = types.clone();
    if copy_type != index.workbook_type {
        types = parts::set_override(&types, &index.workbook, copy_type);
    }
    if let (true, Some(chain)) = (formulas_overwritten, &index.calc_chain) {
        types = parts::drop_override(&types, chain);
        edit.dropped.insert(chain.clone());
        let rels_name = parts::rels_of(&index.workbook);
        if let Some(rels) = index.texts.get(&rels_name) {
            edit.replaced
                .insert(rels_name, parts::drop_relationship(rels, "/calcChain"));
        }
    }
    if types != original {
        edit.replaced.insert(types_name.to_string(), types);
    }
}

impl Edit {
    /// [`Edit::write_to`] for a file. A package held in memory is put together in memory
    /// and written in one go: the zip writer writes each part's header, name and sizes
    /// a few bytes at a time, seeking back for the sizes, which on a file is a system
    /// call each (about a hundred for a small workbook).
    pub fn write_to_file<W: Write + Seek>(self, mut out: W) -> std::io::Result<()> {
        if self.source.in_memory().is_none() {
            return self.write_to(out);
        }
        let mut bytes = std::io::Cursor::new(Vec::new());
        self.write_to(&mut bytes)?;
        out.write_all(bytes.get_ref())
    }

    /// Writes the copy to `out`: edited parts anew, every other part's compressed bytes as
    /// they are, in the package's order.
    pub fn write_to<W: Write + Seek>(self, out: W) -> std::io::Result<()> {
        let Edit {
            source,
            mut sheets,
            mut replaced,
            mut dropped,
            styles: (styles_part, styles),
            grafts,
            unsafe_entries,
            ..
        } = self;
        dropped.extend(unsafe_entries);
        replaced.insert(styles_part, styles.finish());
        let other = |e: zip::result::ZipError| std::io::Error::other(e.to_string());
        let reader = source.reader().map_err(std::io::Error::other)?;
        let mut zin = zip::ZipArchive::new(reader).map_err(other)?;
        let mut zout = zip::ZipWriter::new(out);
        for i in 0..zin.len() {
            let (name, modified, size) = {
                let f = zin.by_index_raw(i).map_err(other)?;
                (
                    f.name().map_err(other)?.into_owned(),
                    f.last_modified(),
                    f.size(),
                )
            };
            if dropped.contains(&name) {
                continue;
            }
            let mut options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated)
                .compression_level(Some(i64::from(splice::LEVEL)));
            if let Some(m) = modified {
                options = options.last_modified_time(m);
            }
            let edit = sheets.remove(&name);
            // A big sheet part whose rows after the grid stay as they were keeps their
            // compressed bytes (splice.rs).
            if let (Some(edit), Some(bytes)) = (&edit, source.in_memory()) {
                if edit.rest_as_is && size >= splice::MIN_PART {
                    let part = deflated(&mut zin, i, bytes, &name).map_err(other)?;
                    if let Some(part) = part {
                        if splice::write(&mut zout, &part, edit.clone())? {
                            continue;
                        }
                    }
                }
            }
            if let Some(edit) = edit {
                // Zip64 records only where the part may pass 4 GiB once rewritten.
                let options = options.large_file(size > u32::MAX as u64 / 2);
                zout.start_file(name.as_str(), options).map_err(other)?;
                let f = zin.by_index(i).map_err(other)?;
                sheet::rewrite(BufReader::with_capacity(64 << 10, f), &mut zout, edit)
                    .map_err(|e| std::io::Error::other(format!("{name}: {e}")))?;
            } else if let Some(text) = replaced.get(&name) {
                zout.start_file(name.as_str(), options).map_err(other)?;
                zout.write_all(text.as_bytes())?;
            } else {
                zout.raw_copy_file(zin.by_index_raw(i).map_err(other)?)
                    .map_err(other)?;
            }
        }
        if let Some(g) = grafts {
            g.write(&mut zout)?;
        }
        zout.finish().map_err(other)?;
        Ok(())
    }
}

/// Part `i` of `zin` as the splice takes it, its compressed bytes in `package` (the
/// whole file, in memory); `None` unless it is plainly deflated.
fn deflated<'a, R: Read + Seek>(
    zin: &mut zip::ZipArchive<R>,
    i: usize,
    package: &'a [u8],
    name: &'a str,
) -> Result<Option<splice::Part<'a>>, zip::result::ZipError> {
    let f = zin.by_index_raw(i)?;
    if f.compression() != zip::CompressionMethod::Deflated || f.encrypted() {
        return Ok(None);
    }
    let Some(start) = f.data_start().and_then(|s| usize::try_from(s).ok()) else {
        return Ok(None);
    };
    let end = start.saturating_add(usize::try_from(f.compressed_size()).unwrap_or(usize::MAX));
    Ok(package.get(start..end).map(|data| splice::Part {
        name,
        data,
        crc: f.crc32(),
        size: f.size(),
        modified: f.last_modified(),
    }))
}

impl Edit {
    fn current(&self, name: &str) -> String {
        self.replaced
            .get(name)
            .or_else(|| self.originals.get(name))
            .cloned()
            .unwrap_or_default()
    }

    /// The paper the page setup of the first sheet with a grid names, if any: sheets
    /// added to the copy print on the same. (Read when asked: the page setup follows
    /// the sheet's rows.)
    pub fn paper(&self) -> Option<u32> {
        let mut zip = zip::ZipArchive::new(self.source.reader().ok()?).ok()?;
        self.grid_parts.iter().find_map(|part| {
            let f = zip.by_name(part).ok()?;
            super::rows::paper(BufReader::with_capacity(64 << 10, f))
                .ok()
                .flatten()
        })
    }

    /// The sheet names of the workbook, in order.
    pub fn sheet_names(&self) -> &[String] {
        &self.index.order
    }

    /// Adds every worksheet of `other`, a workbook written by rust_xlsxwriter, after the
    /// workbook's own sheets, with its defined names. Its sheets must have names the
    /// workbook does not use. Their text joins as inline strings.
    pub fn add_sheets(&mut self, other: AddedSheets) -> Result<(), Error> {
        let damaged = |e: String| Error::damaged(format!("the added sheets: {e}"));
        let mut zip = zip::ZipArchive::new(other.reader().map_err(Error::read)?)
            .map_err(|e| damaged(e.to_string()))?;
        let entries = parts::entry_names(&zip);
        let index = parts::index(|n| read_text(&mut zip, n), &entries).map_err(damaged)?;
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
        within_format_limit(&self.styles.1)?;

        let wb_name = self.index.workbook.clone();
        let rels_name = rels_of(&wb_name);
        let types_name = "[Content_Types].xml";
        let mut wb = self.current(&wb_name);
        let mut rels = self.current(&rels_name);
        let (rel_prefix, own) = graft::prefixes(&wb);
        // Where the root binds no prefix to the relationships namespace (openpyxl binds
        // it on each <sheet>), each new <sheet> binds its own.
        let (rel_prefix, bind) = match rel_prefix {
            Some(p) => (p, String::new()),
            None => ("r:".to_string(), format!(" xmlns:r=\"{}\"", graft::REL_NS)),
        };
        let mut sheet_id = graft::max_sheet_id(&wb);
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
        let rels_prefix = graft::prefixes(&rels).1;
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
                "<{own}sheet{bind} name=\"{}\" sheetId=\"{sheet_id}\" {rel_prefix}id=\"{rid}\"/>",
                escape(name)
            ));
            rels_xml.push_str(&format!(
                "<{rels_prefix}Relationship Id=\"{rid}\" Type=\"{}\" Target=\"{}\"/>",
                graft::WORKSHEET_REL,
                escape(&target)
            ));
            overrides.push((part.clone(), graft::WORKSHEET_TYPE));
            grafted.push((from, part));
        }
        let at = graft::end_of(&wb, "sheets")
            .ok_or_else(|| Error::damaged(format!("{wb_name} has no sheets list")))?;
        wb.insert_str(at, &sheets_xml);
        // Their names: sheet-local ones move past the workbook's own sheets.
        let shift = self.index.order.len();
        // Excel compares names without case: one of theirs that is one of the user's but
        // for case gets a new name.
        let mut taken = graft::name_keys(&graft::defined_names(&wb));
        let names: String =
            graft::defined_names(index.texts.get(&index.workbook).map_or("", String::as_str))
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
                    let d = graft::unclashed_name(d, &mut taken);
                    d.replacen("<definedName", &format!("<{own}definedName"), 1)
                        .replacen("</definedName>", &format!("</{own}definedName>"), 1)
                })
                .collect();
        if !names.is_empty() {
            wb = graft::with_defined_names(&wb, &names, &own);
        }
        let at = graft::end_of(&rels, "Relationships").unwrap_or(rels.len());
        rels.insert_str(at, &rels_xml);
        let types = parts::add_overrides(&self.current(types_name), &overrides);
        self.replaced.insert(wb_name, wb);
        self.replaced.insert(rels_name, rels);
        self.replaced.insert(types_name.to_string(), types);
        // rust_xlsxwriter, which wrote `other`, keeps the table beside the workbook part.
        let strings = read_text(
            &mut zip,
            &format!("{}sharedStrings.xml", folder(&index.workbook)),
        )
        .map(|x| graft::shared_strings(&x))
        .unwrap_or_default();
        drop(zip);
        self.grafts = Some(Grafts {
            file: other,
            strings,
            parts: grafted,
            xf_map,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::io::{Cursor, Read};

    use super::*;
    use crate::address::GridRange;
    use crate::test_support::{part, CLASSIC, SOLVED};
    use crate::write::{Digits, GridOutput};

    /// A workbook with the classic puzzle at A1:I9, its A1 a formula, and a calculation
    /// chain naming A1, as Excel saves one.
    fn with_calc_chain() -> Vec<u8> {
        let mut wb = rust_xlsxwriter::Workbook::new();
        let ws = wb.add_worksheet();
        for (i, ch) in CLASSIC.chars().enumerate() {
            let (r, c) = ((i / 9) as u32, (i % 9) as u16);
            match ch.to_digit(10) {
                Some(d) if i == 0 => ws
                    .write_formula(
                        r,
                        c,
                        rust_xlsxwriter::Formula::new("=2+3").set_result(d.to_string()),
                    )
                    .map(|_| ()),
                Some(d) => ws.write_number(r, c, d).map(|_| ()),
                None => Ok(()),
            }
            .unwrap();
        }
        let plain = wb.save_to_buffer().unwrap();
        let mut zin = zip::ZipArchive::new(Cursor::new(plain)).unwrap();
        let mut zout = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default();
        for i in 0..zin.len() {
            let mut f = zin.by_index(i).unwrap();
            let name = f.name().unwrap().into_owned();
            let mut text = String::new();
            f.read_to_string(&mut text).unwrap();
            let text = match name.as_str() {
                "[Content_Types].xml" => text.replace(
                    "</Types>",
                    r#"<Override PartName="/xl/calcChain.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.calcChain+xml"/></Types>"#,
                ),
                "xl/_rels/workbook.xml.rels" => text.replace(
                    "</Relationships>",
                    r#"<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/calcChain" Target="calcChain.xml"/></Relationships>"#,
                ),
                _ => text,
            };
            zout.start_file(name, options).unwrap();
            zout.write_all(text.as_bytes()).unwrap();
        }
        zout.start_file("xl/calcChain.xml", options).unwrap();
        zout.write_all(br#"<calcChain xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><c r="A1" i="1"/></calcChain>"#)
            .unwrap();
        zout.finish().unwrap().into_inner()
    }

    #[test]
    fn a_formula_overwritten_in_the_grid_drops_the_calculation_chain() {
        let wb = Workbook::from_bytes(with_calc_chain()).unwrap();
        let (puzzle, shown) = (CLASSIC.parse().unwrap(), SOLVED.parse().unwrap());
        let grids = [SheetOutput {
            name: "Sheet1".into(),
            grids: vec![GridOutput {
                range: GridRange::default(),
                digits: Digits::Classic { puzzle, shown },
                status: "Solved".into(),
                marks: Vec::new(),
            }],
        }];
        let edit = wb.plan_edit(&grids, parts::WORKBOOK_TYPE).unwrap().unwrap();
        let mut out = Cursor::new(Vec::new());
        edit.write_to(&mut out).unwrap();
        let out = out.into_inner();
        let names: Vec<String> = zip::ZipArchive::new(Cursor::new(&out[..]))
            .unwrap()
            .file_names()
            .map(|n| n.unwrap().to_string())
            .collect();
        assert!(!names.iter().any(|n| n.contains("calcChain")), "{names:?}");
        assert!(!part(&out, "[Content_Types].xml").contains("calcChain"));
        let rels = part(&out, "xl/_rels/workbook.xml.rels");
        assert!(
            !rels.contains("calcChain") && rels.contains("worksheets/sheet1.xml"),
            "{rels}"
        );
        let sheet = part(&out, "xl/worksheets/sheet1.xml");
        assert!(
            sheet.contains(r#"<c r="A1""#) && !sheet.contains("<f>"),
            "{sheet:.600}"
        );
    }
}
