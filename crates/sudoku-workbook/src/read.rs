//! Opening a workbook of any format calamine reads, choosing a sheet and a grid range,
//! and reading the 81 cells of a grid into a [`Grid`] with every bad cell reported.
//!
//! The format is decided by the file's content, not its name; xlsx and xlsb sheets are
//! streamed cell by cell so a sheet with a huge used area costs no memory beyond the grid.

use std::io::{Read, Seek};
use std::path::Path;

use sudoku_i18n::tr;

use calamine::{open_workbook_from_rs, Data, DataRef, Reader, SheetType, Sheets, Xls, Xlsx};

use crate::address::{from_ods_reference, split_sheet, GridRange, RangeSpec};
use crate::error::{CellProblem, Error, NotADigit};
use crate::package::parts::{self, PackageIndex};
use crate::package::rows::Merge;
use crate::panic_guard as guard;
use sudoku_core::grid::{Grid, CELLS};
use sudoku_core::locate::TableCell;

use crate::source::{Source, SourceReader};

/// The file formats the tool reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFormat {
    /// Office Open XML: .xlsx, .xlsm, .xltx, .xltm.
    Xlsx,
    /// Excel binary workbook: .xlsb.
    Xlsb,
    /// Excel 97-2003: .xls.
    Xls,
    /// OpenDocument spreadsheet: .ods.
    Ods,
}

const OLE_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// Decides the format of a workbook whose bytes are `source`, from its first bytes and, for
/// zip archives, the parts inside. Explains what the file is when it is not a workbook.
fn detect_format(source: &Source) -> Result<FileFormat, Error> {
    let mut file = source.reader()?;
    let mut head = [0u8; 8];
    let n = read_up_to(&mut file, &mut head).map_err(Error::read)?;
    let head = &head[..n];
    let unknown = |id: &str| Error::UnknownFormat {
        what: sudoku_i18n::text(id, &[]),
    };
    if n == 0 {
        return Err(unknown("format-empty"));
    }
    if head == OLE_MAGIC {
        // Both .xls and password-protected OOXML live in an OLE container; the readers
        // tell them apart.
        return Ok(FileFormat::Xls);
    }
    if head.starts_with(b"PK\x03\x04") || head.starts_with(b"PK\x05\x06") {
        file.rewind().map_err(Error::read)?;
        let mut zip = guard::catch(|| zip::ZipArchive::new(file))
            .map_err(Error::damaged)?
            .map_err(|e| Error::damaged(format!("not a complete zip archive: {e}")))?;
        check_part_sizes(&zip)?;
        check_shared_strings(&mut zip)?;
        let names: Vec<String> = zip
            .file_names()
            .filter_map(|n| n.ok().map(|n| n.to_ascii_lowercase()))
            .collect();
        let has = |name: &str| names.iter().any(|n| n == &name.to_ascii_lowercase());
        return if has("xl/workbook.xml") {
            Ok(FileFormat::Xlsx)
        } else if has("xl/workbook.bin") {
            Ok(FileFormat::Xlsb)
        } else if has("content.xml") && (has("mimetype") || has("META-INF/manifest.xml")) {
            check_ods_content(&mut zip)?;
            Ok(FileFormat::Ods)
        } else if let Some(format) = main_part_elsewhere(&mut zip) {
            Ok(format)
        } else if has("word/document.xml") {
            Err(unknown("format-word"))
        } else if has("ppt/presentation.xml") {
            Err(unknown("format-powerpoint"))
        } else {
            Err(unknown("format-zip"))
        };
    }
    if head.starts_with(b"%PDF") {
        return Err(unknown("format-pdf"));
    }
    let mut sample = head.to_vec();
    let mut more = [0u8; 4096];
    let m = read_up_to(&mut file, &mut more).map_err(Error::read)?;
    sample.extend_from_slice(&more[..m]);
    let texty = sample
        .iter()
        .all(|&b| b >= 0x20 || matches!(b, b'\n' | b'\r' | b'\t'));
    if texty && std::str::from_utf8(&sample).is_ok() {
        return Err(unknown("format-text"));
    }
    Err(unknown("format-other"))
}

/// Largest unpacked size of a part that the readers load whole (shared strings, styles,
/// the workbook part, an OpenDocument's content).
pub const MAX_WHOLE_PART: u64 = 256 << 20;
/// Largest unpacked size of a worksheet part, which is streamed.
pub const MAX_SHEET_PART: u64 = 4 << 30;
/// Unpacked-to-packed ratio above which a large part is taken for a decompression bomb.
/// Real spreadsheet XML packs about 5 to 30 times; bombs pack about a thousand times.
pub const MAX_RATIO: u64 = 100;
/// Parts smaller than this unpacked are never suspected, whatever their ratio.
const SMALL_PART: u64 = 16 << 20;

/// Refuses, before any parsing, archives whose parts would unpack to more than the tool
/// is willing to hold or to wade through (decompression bombs).
fn check_part_sizes<R: Read + Seek>(zip: &zip::ZipArchive<R>) -> Result<(), Error> {
    check_no_overlap(zip)?;
    for i in 0..zip.len() {
        let Ok(part) = zip.by_index_data(i) else {
            continue;
        };
        let shown = part.name().map(|n| n.into_owned()).unwrap_or_default();
        let name = shown.to_ascii_lowercase();
        let (size, packed) = (part.size(), part.compressed_size().max(1));
        let streamed = name.starts_with("xl/worksheets/");
        let limit = if streamed {
            MAX_SHEET_PART
        } else {
            MAX_WHOLE_PART
        };
        let too_large = |why: String| Error::TooLarge {
            what: sudoku_i18n::tr!("large-part", part = shown.to_string()),
            detail: sudoku_i18n::tr!(
                "large-unpacked",
                size = human_size(size),
                packed = human_size(packed),
                why = why
            ),
        };
        if size > limit {
            return Err(too_large(sudoku_i18n::tr!(
                "large-limit",
                limit = human_size(limit)
            )));
        }
        if size > SMALL_PART && size / packed > MAX_RATIO {
            return Err(too_large(sudoku_i18n::tr!("large-bomb")));
        }
    }
    Ok(())
}

/// Refuses an archive whose parts overlap: real packages store each part once, one after
/// another, while a zip bomb can point hundreds of entries at one compressed stream so
/// that a small file unpacks to gigabytes.
fn check_no_overlap<R: Read + Seek>(zip: &zip::ZipArchive<R>) -> Result<(), Error> {
    let mut spans: Vec<(u64, u64)> = (0..zip.len())
        .filter_map(|i| zip.by_index_data(i).ok())
        .map(|e| (e.header_start(), e.compressed_size()))
        .collect();
    spans.sort_unstable();
    for pair in spans.windows(2) {
        let ((start, len), (next, _)) = (pair[0], pair[1]);
        // A part's data follows its local header, so its data alone already ends no later
        // than where the next part's header begins.
        if next == start || next < start.saturating_add(len) {
            return Err(Error::damaged(sudoku_i18n::tr!("damaged-overlap")));
        }
    }
    Ok(())
}

/// Refuses a shared-strings part that claims more strings than its size can hold:
/// calamine reserves room for the claimed count before reading one (a 2-billion claim in
/// a small file asked for 51 GB).
fn check_shared_strings<R: Read + Seek>(zip: &mut zip::ZipArchive<R>) -> Result<(), Error> {
    let Some(index) = zip.index_for_name("xl/sharedStrings.xml") else {
        return Ok(());
    };
    let Ok(mut part) = zip.by_index(index) else {
        return Ok(());
    };
    let size = part.size();
    let mut head = vec![0u8; 4096];
    let n = read_up_to(&mut part, &mut head).unwrap_or(0);
    head.truncate(n);
    let text = String::from_utf8_lossy(&head);
    let Some(tag) = text.find("<sst").map(|at| &text[at..]) else {
        return Ok(());
    };
    let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
    // `uniqueCount` is the number of entries, what calamine reserves room for; `count`
    // counts their uses in cells and may rightly be far larger.
    let claimed = tag
        .split(" uniqueCount=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .and_then(|v| v.trim().parse::<u64>().ok());
    // The smallest string entry, <si><t/></si>, takes 12 bytes.
    if let Some(claimed) = claimed.filter(|&c| c > size / 12 + 16) {
        return Err(Error::TooLarge {
            what: sudoku_i18n::tr!("large-shared-strings"),
            detail: sudoku_i18n::tr!(
                "large-strings-claimed",
                claimed = claimed,
                size = human_size(size)
            ),
        });
    }
    Ok(())
}

/// The format of a package whose workbook part is not where Excel writes it (a writer
/// may put it anywhere): the part the root relationships name as the document, when its
/// content type is a workbook's.
fn main_part_elsewhere<R: Read + Seek>(zip: &mut zip::ZipArchive<R>) -> Option<FileFormat> {
    let rels = crate::package::parts::read_text(zip, "_rels/.rels")?;
    let types = crate::package::parts::read_text(zip, "[Content_Types].xml")?;
    let target = rels.split("<Relationship").find_map(|r| {
        r.contains("/officeDocument\"").then(|| {
            let t = r.split("Target=\"").nth(1)?;
            Some(
                t[..t.find('"')?]
                    .trim_start_matches('/')
                    .to_ascii_lowercase(),
            )
        })?
    })?;
    let ty = types.split("<Override").find_map(|o| {
        let p = o.split("PartName=\"").nth(1)?;
        let p = &p[..p.find('"')?];
        (p.trim_start_matches('/').to_ascii_lowercase() == target).then(|| {
            let t = o.split("ContentType=\"").nth(1)?;
            Some(t[..t.find('"')?].to_string())
        })?
    })?;
    if ty.ends_with("sheet.main+xml") || ty.ends_with("template.main+xml") {
        Some(FileFormat::Xlsx)
    } else if ty.ends_with("sheet.binary.macroEnabled.main") {
        Some(FileFormat::Xlsb)
    } else {
        None
    }
}

/// Walks an OpenDocument's content before calamine expands it (see [`crate::ods_check`]).
fn check_ods_content<R: Read + Seek>(zip: &mut zip::ZipArchive<R>) -> Result<(), Error> {
    let Some(index) = (0..zip.len()).find(|&i| {
        zip.by_index_data(i)
            .ok()
            .and_then(|e| e.name().ok().map(|n| n.eq_ignore_ascii_case("content.xml")))
            .unwrap_or(false)
    }) else {
        return Ok(());
    };
    let part = zip.by_index(index).map_err(Error::damaged)?;
    crate::ods_check::check(std::io::BufReader::new(part)).map_err(|why| Error::TooLarge {
        what: sudoku_i18n::tr!("large-spreadsheet"),
        detail: why,
    })
}

/// Largest OLE (.xls) file the tool reads: the format holds at most 65,536 x 256 cells.
pub const MAX_OLE_FILE: u64 = 1 << 30;

/// Checks an OLE compound file's structure before calamine follows its sector chains.
fn check_compound_file(source: &Source) -> Result<(), Error> {
    let size = source.len()?;
    if size > MAX_OLE_FILE {
        return Err(Error::TooLarge {
            what: sudoku_i18n::tr!("large-file"),
            detail: sudoku_i18n::tr!(
                "large-xls",
                size = human_size(size),
                limit = human_size(MAX_OLE_FILE)
            ),
        });
    }
    let data = source.bytes()?;
    crate::ole::check(&data).map_err(Error::damaged)
}

fn human_size(n: u64) -> String {
    const UNITS: [&str; 5] = ["", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        sudoku_i18n::tr!("size-bytes", n = n)
    } else {
        format!(
            "{} {}",
            sudoku_i18n::decimal(sudoku_i18n::current(), v, 1),
            UNITS[u]
        )
    }
}

fn read_up_to(r: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// One grid as read from a sheet.
#[derive(Debug)]
pub struct GridRead {
    /// The sheet.
    pub sheet: String,
    /// Where on it.
    pub range: GridRange,
    /// The givens, or why the cells cannot be used (always [`Error::BadCells`]).
    pub grid: Result<Grid, Error>,
}

/// An open workbook, read-only.
pub struct Workbook {
    format: FileFormat,
    source: Source,
    sheets: Sheets<SourceReader>,
    /// Merged ranges by sheet, read once: finding them means reading the whole sheet.
    merges: std::collections::HashMap<String, Vec<Merge>>,
    /// Where the parts of an OOXML package are, read once (see [`Workbook::package_index`]).
    package: std::sync::OnceLock<Result<PackageIndex, String>>,
    /// The puzzles the tool recorded when it wrote the workbook, read once (see
    /// [`crate::recorded`]).
    pub(crate) recorded: std::sync::OnceLock<crate::recorded::BySheet>,
}

/// A sheet of the workbook as the tool sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetInfo {
    /// The sheet's name.
    pub name: String,
    /// `None` for a worksheet; otherwise what it is, as a message id (`sheet-chart`, ...).
    pub not_cells: Option<&'static str>,
    /// Hidden or very hidden.
    pub hidden: bool,
}

fn map_calamine(e: calamine::Error) -> Error {
    use calamine::{Error as E, OdsError, XlsError, XlsbError, XlsxError};
    let encrypted = matches!(
        e,
        E::Xlsx(XlsxError::Password)
            | E::Xls(XlsError::Password)
            | E::Xlsb(XlsbError::Password)
            | E::Ods(OdsError::Password)
    );
    if encrypted {
        return Error::Encrypted;
    }
    if let E::Io(io) = e {
        return Error::read(io);
    }
    Error::damaged(e)
}

impl Workbook {
    /// Opens `path`, whatever its name says, as the format its content shows.
    ///
    /// ```no_run
    /// use sudoku_workbook::{RangeSpec, Workbook};
    ///
    /// let mut book = Workbook::open("puzzle.xlsx".as_ref())?;
    /// for read in book.grids(None, &[RangeSpec::default()], false)? {
    ///     println!("{}!{}: {:?}", read.sheet, read.range, read.grid);
    /// }
    /// # Ok::<(), sudoku_workbook::Error>(())
    /// ```
    pub fn open(path: &Path) -> Result<Workbook, Error> {
        Workbook::open_source(Source::open(path)?)
    }

    /// Opens a workbook held in memory.
    pub fn from_bytes(data: impl Into<std::sync::Arc<[u8]>>) -> Result<Workbook, Error> {
        Workbook::open_source(Source::from_bytes(data))
    }

    fn open_source(source: Source) -> Result<Workbook, Error> {
        let format = detect_format(&source)?;
        // Read (and copied) in the plain form Excel's own reader gives such a package.
        let source = match &source {
            Source::Memory(bytes) if format == FileFormat::Xlsx => {
                match crate::package::normal::normalized(bytes) {
                    Some(plain) => Source::Memory(plain.into()),
                    None => source,
                }
            }
            _ => source,
        };
        if format == FileFormat::Xls {
            check_compound_file(&source)?;
        }
        let first = source.reader()?;
        let second = if format == FileFormat::Xls {
            Some(source.reader()?)
        } else {
            None
        };
        let opened = guard::catch(|| -> Result<Sheets<SourceReader>, calamine::Error> {
            Ok(match format {
                FileFormat::Xlsx => Sheets::Xlsx(open_workbook_from_rs(first)?),
                FileFormat::Xlsb => Sheets::Xlsb(open_workbook_from_rs(first)?),
                FileFormat::Ods => Sheets::Ods(open_workbook_from_rs(first)?),
                FileFormat::Xls => {
                    // An OLE file may be an encrypted OOXML package; the xlsx reader
                    // recognises that and says so.
                    if let Err(calamine::XlsxError::Password) =
                        open_workbook_from_rs::<Xlsx<_>, _>(first)
                    {
                        return Err(calamine::Error::Xlsx(calamine::XlsxError::Password));
                    }
                    let second = second.expect("a second reader is opened for .xls");
                    Sheets::Xls(open_workbook_from_rs::<Xls<_>, _>(second)?)
                }
            })
        })
        .map_err(Error::damaged)?
        .map_err(map_calamine)?;
        Ok(Workbook {
            format,
            source,
            sheets: opened,
            merges: Default::default(),
            package: Default::default(),
            recorded: Default::default(),
        })
    }

    /// The format its content showed.
    pub fn format(&self) -> FileFormat {
        self.format
    }

    /// The calamine reader, for the other modules of `workbook`.
    pub(crate) fn sheets_mut(&mut self) -> &mut Sheets<SourceReader> {
        &mut self.sheets
    }

    /// Where the workbook's bytes are, for the other modules of `workbook`.
    pub(crate) fn source(&self) -> &Source {
        &self.source
    }

    /// A new reader over the workbook's bytes, for the other modules of `workbook`.
    pub(crate) fn reader(&self) -> Result<SourceReader, Error> {
        self.source.reader()
    }

    /// Every sheet, in workbook order.
    pub fn sheets(&self) -> Vec<SheetInfo> {
        self.sheets
            .sheets_metadata()
            .iter()
            .map(|s| SheetInfo {
                name: s.name.clone(),
                not_cells: match s.typ {
                    SheetType::WorkSheet => None,
                    SheetType::ChartSheet => Some("sheet-chart"),
                    SheetType::MacroSheet => Some("sheet-macro"),
                    SheetType::DialogSheet => Some("sheet-dialog"),
                    SheetType::Vba => Some("VBA module"),
                },
                hidden: !matches!(s.visible, calamine::SheetVisible::Visible),
            })
            .collect()
    }

    fn worksheet_names(&self) -> Vec<String> {
        self.sheets()
            .into_iter()
            .filter(|s| s.not_cells.is_none())
            .map(|s| s.name)
            .collect()
    }

    /// Finds the sheet `--sheet` asks for: an exact name, then a name in any case, then a
    /// 1-based position. `None` chooses the first visible worksheet (the first worksheet
    /// when all are hidden).
    pub fn find_sheet(&self, wanted: Option<&str>) -> Result<String, Error> {
        let sheets = self.sheets();
        let all: Vec<String> = sheets.iter().map(|s| s.name.clone()).collect();
        let Some(wanted) = wanted else {
            // The first worksheet a user can see: a hidden one (the answers of a game, a
            // very hidden sheet someone planted) is read only when named.
            let worksheets = || sheets.iter().filter(|s| s.not_cells.is_none());
            return worksheets()
                .find(|s| !s.hidden)
                .or_else(|| worksheets().next())
                .map(|s| s.name.clone())
                .ok_or(Error::NoWorksheet);
        };
        let found = all
            .iter()
            .find(|n| *n == wanted)
            .or_else(|| {
                all.iter()
                    .find(|n| n.to_lowercase() == wanted.to_lowercase())
            })
            .cloned()
            .or_else(|| {
                let k: usize = wanted.trim().parse().ok()?;
                all.get(k.checked_sub(1)?).cloned()
            });
        let name = found.ok_or_else(|| Error::SheetNotFound {
            wanted: if wanted.trim().parse::<usize>().is_ok() {
                tr!("sheet-number", n = wanted.trim(), count = all.len())
            } else {
                format!("{wanted:?}")
            },
            available: all.clone(),
        })?;
        self.check_worksheet(&name)?;
        Ok(name)
    }

    fn check_worksheet(&self, name: &str) -> Result<(), Error> {
        let info = self.sheets().into_iter().find(|s| s.name == name);
        match info {
            Some(SheetInfo {
                not_cells: Some(kind),
                ..
            }) => Err(Error::NotAWorksheet {
                sheet: name.to_string(),
                kind,
                worksheets: self.worksheet_names(),
            }),
            Some(_) => Ok(()),
            None => Err(Error::SheetNotFound {
                wanted: format!("{name:?}"),
                available: self.sheets().into_iter().map(|s| s.name).collect(),
            }),
        }
    }

    /// Decides which sheet and which 9x9 cells `--sheet` and `--range` select. A range
    /// that names its sheet (`Week 12!B6:J14`, or a defined name) selects that sheet; with
    /// `--sheet` too, the two must agree.
    pub fn locate(
        &self,
        sheet: Option<&str>,
        spec: &RangeSpec,
    ) -> Result<(String, GridRange), Error> {
        let (range_sheet, range) = match spec {
            RangeSpec::Cells { sheet, range } => (sheet.clone(), *range),
            RangeSpec::Name(name) => {
                let (s, r) = self.resolve_name(name)?;
                (Some(s), r)
            }
        };
        let chosen = match (range_sheet, sheet) {
            (None, s) => self.find_sheet(s)?,
            (Some(rs), None) => self.find_sheet(Some(&rs))?,
            (Some(rs), Some(s)) => {
                let a = self.find_sheet(Some(&rs))?;
                let b = self.find_sheet(Some(s))?;
                if a != b {
                    return Err(Error::SheetMismatch {
                        range: spec.to_string(),
                        range_sheet: a,
                        sheet: b,
                    });
                }
                a
            }
        };
        Ok((chosen, range))
    }

    /// The puzzles stored under [`GIVENS_NAME`](crate::recorded::GIVENS_NAME) names by
    /// `generate`, in the order of the names.
    pub fn stored_puzzles(&self) -> Vec<Grid> {
        let prefix = crate::recorded::GIVENS_NAME.to_ascii_lowercase();
        self.sheets
            .defined_names()
            .iter()
            .filter(|(n, _)| n.to_ascii_lowercase().starts_with(&prefix))
            .filter_map(|(_, v)| {
                v.trim()
                    .trim_start_matches('=')
                    .trim_matches('"')
                    .parse::<Grid>()
                    .ok()
            })
            .collect()
    }

    fn resolve_name(&self, name: &str) -> Result<(String, GridRange), Error> {
        let names = self.sheets.defined_names();
        let Some((_, refers)) = names.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) else {
            return Err(Error::NameNotFound {
                name: name.to_string(),
                available: names.iter().map(|(n, _)| n.clone()).collect(),
            });
        };
        let bad = |why: String| Error::BadName {
            name: name.to_string(),
            refers: refers.clone(),
            why,
        };
        let text = refers.trim().trim_start_matches('=');
        // Excel writes `Sheet!$A$1:$I$9`; OpenDocument writes `$Sheet.$A$1:.$I$9`.
        let ods = (!text.contains('!'))
            .then(|| from_ods_reference(text))
            .flatten();
        let (sheet, cells) = match ods {
            Some((sheet, cells)) => (sheet, cells),
            None => {
                let (sheet, cells) = split_sheet(text).map_err(|e| bad(e.to_string()))?;
                let sheet = sheet.ok_or_else(|| bad("it names no sheet".to_string()))?;
                (sheet, cells.to_string())
            }
        };
        let range = GridRange::parse(&cells).map_err(|e| bad(e.to_string()))?;
        Ok((sheet, range))
    }

    /// Reads every grid that `--sheet`, `--range` and `--all-sheets` ask for: the sheet,
    /// the range, and the grid or why its cells cannot be used. Problems of the whole file
    /// (a missing sheet, a bad name, overlapping ranges) end the reading.
    pub fn grids(
        &mut self,
        sheet: Option<&str>,
        ranges: &[RangeSpec],
        all_sheets: bool,
    ) -> Result<Vec<GridRead>, Error> {
        self.grids_with(sheet, ranges, all_sheets, false)
    }

    /// Like [`Workbook::grids`], and each range is also checked for being the grid's true
    /// place, in the same pass over the sheet ([`Workbook::read_grid_guarded`]): a range
    /// that is a shifted or partial view of a grid, or empty while the sheet's puzzle is
    /// elsewhere, comes with [`Error::NotTheGrid`] or [`Error::EmptyRange`].
    pub fn grids_guarded(
        &mut self,
        sheet: Option<&str>,
        ranges: &[RangeSpec],
        all_sheets: bool,
    ) -> Result<Vec<GridRead>, Error> {
        self.grids_with(sheet, ranges, all_sheets, true)
    }

    fn grids_with(
        &mut self,
        sheet: Option<&str>,
        ranges: &[RangeSpec],
        all_sheets: bool,
        guarded: bool,
    ) -> Result<Vec<GridRead>, Error> {
        let sheets: Vec<Option<String>> = if all_sheets {
            self.sheets()
                .into_iter()
                .filter(|s| s.not_cells.is_none())
                .map(|s| Some(s.name))
                .collect()
        } else {
            vec![sheet.map(str::to_string)]
        };
        let mut places: Vec<(String, GridRange)> = Vec::new();
        for sheet in &sheets {
            for spec in ranges {
                let (sheet, range) = self.locate(sheet.as_deref(), spec)?;
                if let Some((_, other)) = places
                    .iter()
                    .find(|(s, r)| *s == sheet && r.overlaps(&range))
                {
                    return Err(Error::OverlappingGrids {
                        sheet,
                        first: other.to_string(),
                        second: range.to_string(),
                    });
                }
                places.push((sheet, range));
            }
        }
        let mut out = Vec::with_capacity(places.len());
        for (sheet, range) in places {
            if !range.is_nine() {
                // The 9x9 reader cannot read it; commands that take other sizes read it
                // again with `read_symbols`.
                let grid = Err(Error::not_nine(&sheet, range, "this command"));
                out.push(GridRead { sheet, range, grid });
                continue;
            }
            let read = if guarded {
                self.read_grid_guarded(&sheet, range)
            } else {
                self.read_grid(&sheet, range)
            };
            let grid = match read {
                Err(
                    e @ (Error::BadCells { .. }
                    | Error::NotTheGrid { .. }
                    | Error::AmbiguousGrid { .. }
                    | Error::InTable { .. }
                    | Error::EmptyRange { .. }
                    | Error::NotNine { .. }),
                ) => Err(e),
                Err(e) => return Err(e),
                Ok(g) => Ok(g),
            };
            out.push(GridRead { sheet, range, grid });
        }
        Ok(out)
    }

    /// Calls `f` with every non-empty cell of `sheet` in row order (row, column, value,
    /// formula text where the format keeps it), up to `last_row` if given, until `f`
    /// returns false. xlsx and xlsb sheets are streamed; xls and ods sheets are read whole.
    pub fn for_each_cell(
        &mut self,
        sheet: &str,
        last_row: Option<u32>,
        f: &mut dyn FnMut(u32, u32, Data, Option<String>) -> bool,
    ) -> Result<(), Error> {
        self.check_worksheet(sheet)?;
        let last = last_row.unwrap_or(u32::MAX);
        let outcome = guard::catch(|| -> Result<(), calamine::Error> {
            match &mut self.sheets {
                Sheets::Xlsx(x) => {
                    let mut r = x.worksheet_cells_reader(sheet)?;
                    while let Some(c) = r.next_cell_with_formula()? {
                        let (row, col) = c.pos;
                        // Rows come in ascending order in the sheet XML.
                        if row > last {
                            break;
                        }
                        let value = to_owned(&c.value);
                        if (value != Data::Empty || c.formula.is_some())
                            && !f(row, col, value, c.formula)
                        {
                            break;
                        }
                    }
                }
                Sheets::Xlsb(x) => {
                    let mut r = x.worksheet_cells_reader(sheet)?;
                    while let Some(c) = r.next_cell()? {
                        let (row, col) = c.get_position();
                        if row > last {
                            break;
                        }
                        let value = to_owned(c.get_value());
                        if value != Data::Empty && !f(row, col, value, None) {
                            break;
                        }
                    }
                }
                Sheets::Xls(_) | Sheets::Ods(_) => {
                    let data = self.sheets.worksheet_range(sheet)?;
                    let (r0, c0) = data.start().unwrap_or((0, 0));
                    for (r, c, v) in data.used_cells() {
                        let (row, col) = (r0 + r as u32, c0 + c as u32);
                        if row > last {
                            break;
                        }
                        if !f(row, col, v.clone(), None) {
                            break;
                        }
                    }
                }
            }
            Ok(())
        });
        outcome.map_err(Error::damaged)?.map_err(map_calamine)
    }

    /// Calls `f` with every cell of `sheet` in rows `rows` whose style draws a border,
    /// and on which sides: top, bottom, left, right. Only xlsx sheets give any: their
    /// styles are streamed with the cells, where the other formats would need the whole
    /// sheet's styles read at once.
    pub(crate) fn for_each_border(
        &mut self,
        sheet: &str,
        rows: (u32, u32),
        f: &mut dyn FnMut(u32, u32, [bool; 4]),
    ) -> Result<(), Error> {
        self.check_worksheet(sheet)?;
        let outcome = guard::catch(|| -> Result<(), calamine::Error> {
            let Sheets::Xlsx(x) = &mut self.sheets else {
                return Ok(());
            };
            let mut r = x.worksheet_cells_reader(sheet)?;
            // A style id is the workbook's: each is looked at once.
            let mut sides: std::collections::HashMap<usize, [bool; 4]> = Default::default();
            while let Some((row, col, id)) = r.next_style_id()? {
                if row > rows.1 {
                    break;
                }
                if row < rows.0 {
                    continue;
                }
                let styles = r.styles();
                let s = *sides.entry(id).or_insert_with(|| {
                    styles
                        .get(id)
                        .and_then(|s| s.borders.as_ref())
                        .map_or([false; 4], |b| {
                            [&b.top, &b.bottom, &b.left, &b.right].map(|b| b.is_visible())
                        })
                });
                if s.contains(&true) {
                    f(row, col, s);
                }
            }
            Ok(())
        });
        outcome.map_err(Error::damaged)?.map_err(map_calamine)
    }

    /// Where the parts of this OOXML package are: the sheets' parts, the styles, the
    /// workbook part. Read once, for the merged ranges and the package edit; an error
    /// says why the package has no usable index.
    pub(crate) fn package_index(&self) -> Result<&PackageIndex, &str> {
        self.package
            .get_or_init(|| {
                if self.format != FileFormat::Xlsx {
                    return Err("only OOXML workbooks have a package index".into());
                }
                let reader = self.reader().map_err(|e| e.to_string())?;
                let mut zip = zip::ZipArchive::new(reader)
                    .map_err(|e| format!("not a complete zip archive: {e}"))?;
                let entries = parts::entry_names(&zip);
                parts::index(|name| parts::read_text(&mut zip, name), &entries)
            })
            .as_ref()
            .map_err(String::as_str)
    }

    /// The merged ranges of `sheet`, when they have been read.
    pub(crate) fn known_merges(&self, sheet: &str) -> Option<&[Merge]> {
        self.merges.get(sheet).map(Vec::as_slice)
    }

    /// The merged ranges of an xlsx sheet, its rows passed over unparsed
    /// ([`crate::package::rows::merges`]); `None` where that cannot be done, and
    /// calamine, which parses every row, is asked instead.
    fn xlsx_merges(&self, sheet: &str) -> Option<Vec<Merge>> {
        let part = self.package_index().ok()?.sheets.get(sheet)?;
        let mut zip = zip::ZipArchive::new(self.reader().ok()?).ok()?;
        let f = zip.by_name(part).ok()?;
        let read = std::io::BufReader::with_capacity(64 << 10, f);
        guard::catch(|| crate::package::rows::merges(read))
            .ok()?
            .ok()
    }

    /// Merged cells inside a grid hide all but one value, so they are refused.
    pub(crate) fn check_merges(&mut self, sheet: &str, range: GridRange) -> Result<(), Error> {
        if !self.merges.contains_key(sheet) {
            let quick = match self.sheets {
                Sheets::Xlsx(_) => self.xlsx_merges(sheet),
                _ => None,
            };
            let found = match quick {
                Some(found) => found,
                None => guard::catch(|| match &mut self.sheets {
                    Sheets::Xlsx(x) => x
                        .merge_cells_by_sheet_name(sheet)
                        .map_err(calamine::Error::Xlsx),
                    Sheets::Xls(x) => x
                        .merge_cells_by_sheet_name(sheet)
                        .map_err(calamine::Error::Xls),
                    _ => Ok(Vec::new()),
                })
                .map_err(Error::damaged)?
                .map_err(map_calamine)?
                .into_iter()
                .map(|d| (d.start, d.end))
                .collect(),
            };
            self.merges.insert(sheet.to_string(), found);
        }
        let merges = &self.merges[sheet];
        let (end_row, end_col) = range.end();
        let problems: Vec<CellProblem> = merges
            .iter()
            .filter(|(start, end)| {
                start.0 <= end_row && end.0 >= range.row && start.1 <= end_col && end.1 >= range.col
            })
            .map(|(start, end)| CellProblem {
                sheet: sheet.to_string(),
                cell: format!(
                    "{}:{}",
                    crate::address::cell_name(start.0, start.1),
                    crate::address::cell_name(end.0, end.1)
                ),
                what: NotADigit::Merged,
            })
            .collect();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(Error::BadCells { problems })
        }
    }

    /// Reads the 81 cells of `range` on `sheet`. Every cell that is not blank, 0, or a
    /// whole number 1-9 (as a number or as text) is reported, all at once.
    pub fn read_grid(&mut self, sheet: &str, range: GridRange) -> Result<Grid, Error> {
        self.read_grid_near(sheet, range, None)
    }

    /// [`Workbook::read_grid`] for a grid being played: pencil marks (two to nine digits
    /// 1-9 in one cell, see [`NotADigit::is_pencil_marks`]) read as empty cells. Returns
    /// the grid and how many cells held pencil marks.
    pub fn read_played(&mut self, sheet: &str, range: GridRange) -> Result<(Grid, usize), Error> {
        if !range.is_nine() {
            return Err(Error::not_nine(sheet, range, "hint"));
        }
        let mut marks = 0;
        let mut grid = Grid::empty();
        let mut problems = Vec::new();
        self.check_merges(sheet, range)?;
        let (end_row, _) = range.end();
        self.for_each_cell(sheet, Some(end_row), &mut |row, col, value, formula| {
            if range.contains(row, col) {
                let i = ((row - range.row) * 9 + (col - range.col)) as usize;
                match classify(&value, formula.as_deref()) {
                    Ok(d) => grid.set(i, d),
                    Err(what) if what.is_pencil_marks() => marks += 1,
                    Err(what) => problems.push(CellProblem {
                        sheet: sheet.to_string(),
                        cell: range.cell_name(i),
                        what,
                    }),
                }
            }
            true
        })?;
        if problems.is_empty() {
            Ok((grid, marks))
        } else {
            Err(Error::BadCells { problems })
        }
    }

    /// [`Workbook::read_grid`], and while the sheet streams by, every non-blank cell within
    /// `near.0` rows and columns of the range goes to `near.1` as the grid finder sees it
    /// (see [`crate::locate`]).
    pub(crate) fn read_grid_near(
        &mut self,
        sheet: &str,
        range: GridRange,
        mut near: Option<(u32, &mut NearCells)>,
    ) -> Result<Grid, Error> {
        if !range.is_nine() {
            return Err(Error::not_nine(sheet, range, "this command"));
        }
        self.check_merges(sheet, range)?;
        let mut cells: Vec<Option<Result<u8, NotADigit>>> = vec![None; CELLS];
        let (end_row, end_col) = range.end();
        let reach = near.as_ref().map_or(0, |(r, _)| *r);
        let (rows, cols) = (
            range.row.saturating_sub(reach)..=end_row.saturating_add(reach),
            range.col.saturating_sub(reach)..=end_col.saturating_add(reach),
        );
        self.for_each_cell(
            sheet,
            Some(end_row.saturating_add(reach)),
            &mut |row, col, value, formula| {
                if let Some((_, out)) = near.as_mut() {
                    if rows.contains(&row) && cols.contains(&col) {
                        if let Some(cell) = table_cell(&value, formula.as_deref()) {
                            out.push((row, col, cell));
                        }
                    }
                }
                if range.contains(row, col) {
                    let i = ((row - range.row) * 9 + (col - range.col)) as usize;
                    cells[i] = Some(classify(&value, formula.as_deref()));
                }
                true
            },
        )?;

        let mut grid = Grid::empty();
        let mut problems = Vec::new();
        for (i, c) in cells.into_iter().enumerate() {
            match c {
                None | Some(Ok(0)) => {}
                Some(Ok(d)) => grid.set(i, d),
                Some(Err(what)) => problems.push(CellProblem {
                    sheet: sheet.to_string(),
                    cell: range.cell_name(i),
                    what,
                }),
            }
        }
        if problems.is_empty() {
            Ok(grid)
        } else {
            Err(Error::BadCells { problems })
        }
    }
}

/// Cells near a range, as the grid finder sees them: `(row, column, cell)`.
pub(crate) type NearCells = Vec<(u32, u32, sudoku_core::locate::TableCell)>;

/// An owned copy of a streamed cell value.
pub fn to_owned(v: &DataRef<'_>) -> Data {
    match v {
        DataRef::Int(n) => Data::Int(*n),
        DataRef::Float(f) => Data::Float(*f),
        DataRef::String(s) => Data::String(s.clone()),
        DataRef::SharedString(s) => Data::String((*s).to_string()),
        DataRef::Bool(b) => Data::Bool(*b),
        DataRef::DateTime(d) => Data::DateTime(*d),
        DataRef::DateTimeIso(s) => Data::DateTimeIso(s.clone()),
        DataRef::DurationIso(s) => Data::DurationIso(s.clone()),
        DataRef::Error(e) => Data::Error(e.clone()),
        DataRef::Empty => Data::Empty,
    }
}

/// Reads one cell's value as a grid digit: `Ok(0)` for empty, `Ok(1..=9)` for a given,
/// and otherwise what the cell holds.
///
/// ```
/// use calamine::Data;
/// use sudoku_workbook::{classify, NotADigit};
///
/// assert_eq!(classify(&Data::Float(7.0), None), Ok(7));
/// assert_eq!(classify(&Data::String(" ".into()), None), Ok(0));
/// assert_eq!(classify(&Data::Int(12), None), Err(NotADigit::Int(12)));
/// ```
pub fn classify(v: &Data, formula: Option<&str>) -> Result<u8, NotADigit> {
    match v {
        Data::Empty => match formula {
            Some(f) if !f.trim().is_empty() => Err(NotADigit::FormulaWithoutResult(shorten(f))),
            _ => Ok(0),
        },
        Data::Int(n) if (0..=9).contains(n) => Ok(*n as u8),
        Data::Int(n) => Err(NotADigit::Int(*n)),
        Data::Float(f) if f.fract() == 0.0 && (0.0..=9.0).contains(f) => Ok(*f as u8),
        Data::Float(f) => Err(NotADigit::Float(*f)),
        Data::String(s) => classify_text(s),
        Data::Bool(b) => Err(NotADigit::Bool(*b)),
        Data::DateTime(d) if d.is_duration() => Err(NotADigit::Duration),
        Data::DateTime(_) | Data::DateTimeIso(_) => Err(NotADigit::DateTime),
        Data::DurationIso(_) => Err(NotADigit::Duration),
        Data::Error(e) => Err(NotADigit::ErrorValue(e.to_string())),
    }
}

fn classify_text(s: &str) -> Result<u8, NotADigit> {
    let t = s.trim();
    match t.as_bytes() {
        [] => Ok(0),
        [b @ b'0'..=b'9'] => Ok(b - b'0'),
        _ => Err(NotADigit::Text {
            text: shorten(s),
            full_width: t.chars().count() == 1
                && t.chars().all(|c| ('\u{FF10}'..='\u{FF19}').contains(&c)),
        }),
    }
}

fn shorten(s: &str) -> String {
    const MAX: usize = 40;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(MAX).collect();
        t.push('…');
        t
    }
}

/// What a cell means to the grid finder; `None` for a blank one. Decided as
/// [`classify`] does, without building its messages: most cells of a large sheet are
/// "anything else", and finding must cost little more than reading.
pub(crate) fn table_cell(v: &Data, formula: Option<&str>) -> Option<TableCell> {
    let typed = table_cell_typed(v, formula)?;
    // A formula's saved result is computed, not typed; one with no saved result stays a
    // bad cell.
    if formula.is_some_and(|f| !f.trim().is_empty()) && *v != Data::Empty {
        return Some(TableCell::Computed(match typed {
            TableCell::Digit(d) => Some(d),
            TableCell::Zero => Some(0),
            _ => None,
        }));
    }
    Some(typed)
}

fn table_cell_typed(v: &Data, formula: Option<&str>) -> Option<TableCell> {
    let digit = |d: u8| {
        Some(if d == 0 {
            TableCell::Zero
        } else {
            TableCell::Digit(d)
        })
    };
    match v {
        Data::Empty if formula.is_none_or(|f| f.trim().is_empty()) => None,
        Data::Int(n) if (0..=9).contains(n) => digit(*n as u8),
        Data::Float(f) if f.fract() == 0.0 && (0.0..=9.0).contains(f) => digit(*f as u8),
        Data::String(s) => match s.trim().as_bytes() {
            [] => None,
            [b @ b'0'..=b'9'] => digit(b - b'0'),
            _ => Some(TableCell::Other),
        },
        _ => Some(TableCell::Other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calamine::CellErrorType;

    #[test]
    fn cell_values() {
        assert_eq!(classify(&Data::Empty, None), Ok(0));
        assert_eq!(classify(&Data::Int(0), None), Ok(0));
        assert_eq!(classify(&Data::Int(7), None), Ok(7));
        assert_eq!(classify(&Data::Float(9.0), None), Ok(9));
        assert_eq!(classify(&Data::String(" 5 ".into()), None), Ok(5));
        assert_eq!(classify(&Data::String("\t".into()), None), Ok(0));
        assert_eq!(classify(&Data::String("0".into()), None), Ok(0));
        assert_eq!(
            classify(&Data::String("x".into()), None).map_err(|e| e.to_string()),
            Err("the text \"x\" is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Int(10), None).map_err(|e| e.to_string()),
            Err("10 is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Int(-1), None).map_err(|e| e.to_string()),
            Err("-1 is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Float(3.5), None).map_err(|e| e.to_string()),
            Err("3.5 is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Float(5.0000001), None).map_err(|e| e.to_string()),
            Err("5.0000001 is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Float(1e300), None).map_err(|e| e.to_string()),
            Err("1e300 is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Bool(true), None).map_err(|e| e.to_string()),
            Err("the logical value TRUE is not a digit 1-9".into())
        );
        assert_eq!(
            classify(&Data::Error(CellErrorType::NA), None).map_err(|e| e.to_string()),
            Err("the error value #N/A is not a digit 1-9".into())
        );
        assert!(classify(&Data::String("５".into()), None)
            .unwrap_err()
            .to_string()
            .contains("full-width"));
        assert!(classify(&Data::String("a\u{7}".into()), None)
            .unwrap_err()
            .to_string()
            .contains("\\u{7}"));
        assert!(classify(&Data::Empty, Some("A1+1"))
            .unwrap_err()
            .to_string()
            .contains("no saved result"));
        assert_eq!(classify(&Data::Int(4), Some("2+2")), Ok(4));
    }

    use crate::test_support::CLASSIC;

    /// An xlsx in memory: sheets by name, each with `(row, col, text)` cells (a digit
    /// text is written as a number), and defined names.
    /// `(row, column, text)` of one cell.
    type Cell<'a> = (u32, u16, &'a str);

    fn book(sheets: &[(&str, &[Cell<'_>])], names: &[(&str, &str)]) -> Workbook {
        let mut wb = rust_xlsxwriter::Workbook::new();
        for (name, cells) in sheets {
            let ws = wb.add_worksheet();
            ws.set_name(*name).unwrap();
            for &(r, c, text) in *cells {
                match text.parse::<f64>() {
                    Ok(n) => ws.write_number(r, c, n).unwrap(),
                    Err(_) => ws.write_string(r, c, text).unwrap(),
                };
            }
        }
        for (name, refers) in names {
            wb.define_name(*name, refers).unwrap();
        }
        Workbook::from_bytes(wb.save_to_buffer().unwrap()).unwrap()
    }

    fn puzzle_cells(line: &str, row: u32, col: u16) -> Vec<(u32, u16, String)> {
        line.chars()
            .enumerate()
            .filter(|(_, ch)| ch.is_ascii_digit() && *ch != '0')
            .map(|(i, ch)| (row + (i / 9) as u32, col + (i % 9) as u16, ch.to_string()))
            .collect()
    }

    fn as_refs(v: &[(u32, u16, String)]) -> Vec<(u32, u16, &str)> {
        v.iter().map(|(r, c, t)| (*r, *c, t.as_str())).collect()
    }

    #[test]
    fn grids_are_read_where_asked() {
        let cells = puzzle_cells(CLASSIC, 5, 1);
        let mut wb = book(
            &[("Week 12", &as_refs(&cells))],
            &[("Puzzle", "='Week 12'!$B$6:$J$14")],
        );
        let expected: Grid = CLASSIC.parse().unwrap();
        let range = GridRange::parse("B6:J14").unwrap();
        assert_eq!(wb.read_grid("Week 12", range).unwrap(), expected);
        // A defined name selects its own sheet and range.
        let (sheet, at) = wb.locate(None, &RangeSpec::Name("puzzle".into())).unwrap();
        assert_eq!((sheet.as_str(), at), ("Week 12", range));
        let reads = wb
            .grids(None, &[RangeSpec::Name("Puzzle".into())], false)
            .unwrap();
        assert_eq!(reads.len(), 1);
        assert_eq!(reads[0].grid.as_ref().unwrap(), &expected);
        // The default A1:I9 holds only part of it.
        let partial = wb.read_grid("Week 12", GridRange::default()).unwrap();
        assert!(partial.givens() < expected.givens());
    }

    #[test]
    fn sheets_are_found_by_name_case_or_number() {
        let wb = book(&[("One", &[]), ("Week 12", &[])], &[]);
        assert_eq!(wb.find_sheet(None).unwrap(), "One");
        assert_eq!(wb.find_sheet(Some("Week 12")).unwrap(), "Week 12");
        assert_eq!(wb.find_sheet(Some("week 12")).unwrap(), "Week 12");
        assert_eq!(wb.find_sheet(Some("2")).unwrap(), "Week 12");
        let e = wb.find_sheet(Some("3")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "there is no sheet number 3 (there are 2); the workbook has \"One\", \"Week 12\""
        );
        let e = wb.find_sheet(Some("Nope")).unwrap_err();
        assert!(matches!(e, Error::SheetNotFound { .. }), "{e}");
    }

    #[test]
    fn ranges_that_disagree_or_overlap_are_refused() {
        let mut wb = book(&[("A", &[]), ("B", &[])], &[]);
        let on_a: RangeSpec = "A!A1:I9".parse().unwrap();
        let e = wb.locate(Some("B"), &on_a).unwrap_err();
        assert!(matches!(e, Error::SheetMismatch { .. }), "{e}");
        let overlapping = ["A1:I9".parse().unwrap(), "E5:M13".parse().unwrap()];
        let e = wb.grids(None, &overlapping, false).unwrap_err();
        assert!(e.to_string().contains("share cells"), "{e}");
        let e = wb
            .locate(None, &RangeSpec::Name("Nowhere".into()))
            .unwrap_err();
        assert!(matches!(e, Error::NameNotFound { .. }), "{e}");
    }

    #[test]
    fn every_bad_cell_is_named_at_once() {
        let mut wb = book(
            &[(
                "S",
                &[(0, 0, "x"), (4, 4, "12"), (8, 8, "5"), (9, 0, "junk")],
            )],
            &[],
        );
        let e = wb.read_grid("S", GridRange::default()).unwrap_err();
        let Error::BadCells { problems } = &e else {
            panic!("{e}")
        };
        let cells: Vec<&str> = problems.iter().map(|p| p.cell.as_str()).collect();
        assert_eq!(cells, ["A1", "E5"], "J1 is outside the grid, I9 is fine");
        assert_eq!(problems[1].what, NotADigit::Float(12.0));
    }

    #[test]
    fn merged_cells_in_a_grid_are_refused() {
        let mut x = rust_xlsxwriter::Workbook::new();
        let ws = x.add_worksheet();
        ws.merge_range(0, 0, 0, 2, "Title", &rust_xlsxwriter::Format::new())
            .unwrap();
        let mut wb = Workbook::from_bytes(x.save_to_buffer().unwrap()).unwrap();
        let e = wb.read_grid("Sheet1", GridRange::default()).unwrap_err();
        assert!(e.to_string().contains("A1:C1: merged cells"), "{e}");
        // Below the title, a grid reads.
        assert!(wb.read_grid("Sheet1", GridRange::at(1, 0)).is_ok());
    }

    #[test]
    fn files_that_are_not_workbooks_say_what_they_are() {
        let what = |bytes: &[u8]| {
            Workbook::from_bytes(bytes.to_vec())
                .err()
                .unwrap()
                .to_string()
        };
        assert!(what(b"").starts_with("the file is empty"));
        assert!(what(b"%PDF-1.7 ...").starts_with("this is a PDF document"));
        assert!(what(b"53..7....6..195\n").starts_with("this is a text file"));
        assert!(what(b"PK\x03\x04 not really").contains("damaged"));
        assert!(what(&[0u8, 1, 2, 3, 200, 201]).starts_with("this file is not a workbook"));
    }
}
