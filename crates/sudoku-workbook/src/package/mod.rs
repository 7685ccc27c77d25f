//! The solved copy of an OOXML workbook made by editing the user's own package: the
//! grid's sheet part and the styles are rewritten, every other part is copied byte for
//! byte (compressed bytes as they are), so charts, pictures, macros and controls survive.
//!
//! [`Workbook::plan_edit`] reads what the edit needs and decides every new cell and format
//! before anything is written; [`Edit::write_to`] then streams the copy.

pub mod parts;
pub mod sheet;
pub mod styles;

use std::collections::{HashMap, HashSet};
use std::io::{BufReader, Read, Seek, Write};

use crate::address::cell_name;
use crate::error::Error;
use crate::look::Shown;
use crate::read::{FileFormat, Workbook};
use crate::source::SourceReader;
use crate::write::{status_cell, SheetOutput};
use parts::{escape, PackageIndex};
use sheet::{NewCell, SheetEdit};
use styles::{Change, StyleBook};

/// Why a workbook's package cannot be edited in place; the caller rebuilds it instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub String);

/// A planned copy: the parts that change and how.
#[derive(Debug)]
pub struct Edit {
    reader: SourceReader,
    sheets: HashMap<String, SheetEdit>,
    replaced: HashMap<String, String>,
    dropped: HashSet<String>,
    /// The workbook has macros: the copy must be named `.xlsm`.
    pub macro_enabled: bool,
    /// Grids whose status line found no free cell near them, as `Sheet!A1:I9`.
    pub no_room: Vec<String>,
}

/// Most bytes an index part (styles, workbook, relationships, content types) may unpack
/// to; the reader's checks hold every part to the same bound.
const INDEX_LIMIT: u64 = 256 << 20;

fn read_text<R: Read + Seek>(zip: &mut zip::ZipArchive<R>, name: &str) -> Option<String> {
    let f = zip.by_name(name).ok()?;
    let mut s = String::new();
    f.take(INDEX_LIMIT).read_to_string(&mut s).ok()?;
    Some(s)
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
    /// `macro_name` says the copy is named as a workbook with macros (`.xlsm`): its
    /// content type follows the name, as Excel requires. `Ok(Err(_))` when the package
    /// cannot be edited in place (not OOXML, or a grid over a formula other cells share):
    /// the caller then rebuilds the workbook.
    pub fn plan_edit(
        &self,
        grids: &[SheetOutput],
        macro_name: bool,
    ) -> Result<Result<Edit, Refused>, Error> {
        if self.format() != FileFormat::Xlsx {
            return Ok(Err(Refused(
                "only OOXML workbooks are edited in place".into(),
            )));
        }
        let mut zip = zip::ZipArchive::new(self.reader()?)
            .map_err(|e| Error::damaged(format!("not a complete zip archive: {e}")))?;
        let index = match parts::index(|name| read_text(&mut zip, name)) {
            Ok(i) => i,
            Err(why) => return Ok(Err(Refused(why))),
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
        let mut edit = Edit {
            reader: self.reader()?,
            sheets: HashMap::new(),
            replaced: HashMap::new(),
            dropped: HashSet::new(),
            // A macro project counts even where the content type forgot to say so.
            macro_enabled: index.macro_enabled()
                || zip
                    .file_names()
                    .any(|n| n.is_ok_and(|n| n.to_ascii_lowercase().ends_with("vbaproject.bin"))),
            no_room: Vec::new(),
        };
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
                sheet::scan(BufReader::new(f), &ranges).map_err(Error::damaged)?
            };
            if let Some(why) = scan.refused {
                return Ok(Err(Refused(why)));
            }
            formulas_overwritten |= scan.formula_in_grid;
            let mut sheet_edit = SheetEdit {
                grids: ranges.clone(),
                ..SheetEdit::default()
            };
            let in_grid = |r: u32, c: u32| ranges.iter().any(|g| g.contains(r, c));
            let mut used: Vec<(u32, u32)> = Vec::new();
            for g in &out.grids {
                let cells = g.cells();
                // A grid the user framed keeps the user's lines.
                let framed = cells
                    .iter()
                    .any(|d| styles.has_lines(scan.base_style(d.at.0, d.at.1)));
                if !framed {
                    sheet_edit.square.push(g.range);
                }
                for (i, d) in cells.iter().enumerate() {
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
                    None => edit.no_room.push(format!(
                        "{}!{}",
                        crate::address::quote_sheet(&out.name),
                        g.range
                    )),
                }
            }
            edit.sheets.insert(part.clone(), sheet_edit);
        }
        edit.replaced.insert(styles_part, styles.finish());
        let copy_type = if macro_name {
            parts::MACRO_WORKBOOK_TYPE
        } else {
            parts::WORKBOOK_TYPE
        };
        plan_index_parts(&mut zip, &index, copy_type, formulas_overwritten, &mut edit);
        Ok(Ok(edit))
    }
}

/// The index parts the copy changes: the workbook's content type when the copy's name
/// asks for another (a template becomes a workbook), and the calculation chain dropped
/// when a formula cell was overwritten (Excel rebuilds it).
fn plan_index_parts<R: Read + Seek>(
    zip: &mut zip::ZipArchive<R>,
    index: &PackageIndex,
    copy_type: &str,
    formulas_overwritten: bool,
    edit: &mut Edit,
) {
    let types_name = "[Content_Types].xml";
    let mut types = read_text(zip, types_name).unwrap_or_default();
    let original = types.clone();
    if copy_type != index.workbook_type {
        types = parts::set_override(&types, &index.workbook, copy_type);
    }
    if let (true, Some(chain)) = (formulas_overwritten, &index.calc_chain) {
        types = parts::drop_override(&types, chain);
        edit.dropped.insert(chain.clone());
        let rels_name = parts::rels_of(&index.workbook);
        if let Some(rels) = read_text(zip, &rels_name) {
            edit.replaced
                .insert(rels_name, parts::drop_relationship(&rels, "/calcChain"));
        }
    }
    if types != original {
        edit.replaced.insert(types_name.to_string(), types);
    }
}

impl Edit {
    /// Writes the copy to `out`: edited parts anew, every other part's compressed bytes as
    /// they are, in the package's order.
    pub fn write_to<W: Write + Seek>(self, out: W) -> std::io::Result<()> {
        let Edit {
            reader,
            mut sheets,
            replaced,
            dropped,
            ..
        } = self;
        let other = |e: zip::result::ZipError| std::io::Error::other(e.to_string());
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
            // Parts written anew get deflate level 2: on a 7 MB sheet part about as fast
            // as level 1 (which packs it a quarter larger) and far faster than the
            // default 6 (BENCHMARKS.md, "Whole-workbook copies").
            let mut options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated)
                .compression_level(Some(2));
            if let Some(m) = modified {
                options = options.last_modified_time(m);
            }
            if let Some(edit) = sheets.remove(&name) {
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
        zout.finish().map_err(other)?;
        Ok(())
    }
}
