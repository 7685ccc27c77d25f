//! One worksheet part, read and rewritten as a stream of XML events: a first pass notes
//! what lies round the grids (the user's cells, formats, merges, formulas), the second
//! writes the part anew with the grid cells replaced, holding at most one row at a time.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{BufRead, Write};

use quick_xml::events::{BytesEnd, BytesStart, Event};
use quick_xml::{Reader, Writer};

use crate::address::{cell_name, parse_cell, GridRange};
use crate::package::parts::attr;

use super::rows::{io, num, pass_rows, prefix_of, range_of, Merge, Rewind};

/// What the first pass learns of a sheet.
#[derive(Debug, Default)]
pub struct Scan {
    /// Cells near the grids that hold a value or a formula.
    pub occupied: HashSet<(u32, u32)>,
    /// The format of each cell near the grids that has one.
    pub styles: HashMap<(u32, u32), usize>,
    /// Row formats (rows with `customFormat`), for rows of the grids.
    pub row_styles: HashMap<u32, usize>,
    /// Column formats, `(first, last, format)`, zero-based.
    pub col_styles: Vec<(u32, u32, usize)>,
    /// Merged ranges.
    pub merges: Vec<Merge>,
    /// The grid cells that hold a formula.
    pub formulas: HashSet<(u32, u32)>,
    /// Shared formulas whose first cell lies in a grid: other cells take their formula
    /// from it, so overwriting it means writing theirs out.
    pub shared: Vec<Shared>,
    /// Array formulas anchored outside the grids whose range takes in grid cells, by
    /// anchor: left as they are, their first recalculation would overwrite the digits.
    pub arrays_over_grids: Vec<(u32, u32)>,
}

impl Scan {
    /// The format a new value in `(r, c)` starts from: the cell's own, else its row's,
    /// else its column's.
    pub fn base_style(&self, r: u32, c: u32) -> usize {
        self.styles
            .get(&(r, c))
            .or_else(|| self.row_styles.get(&r))
            .copied()
            .or_else(|| {
                self.col_styles
                    .iter()
                    .find(|(a, b, _)| (*a..=*b).contains(&c))
                    .map(|x| x.2)
            })
            .unwrap_or(0)
    }

    /// True when `(r, c)` is the user's: it holds something, or lies under a merged range.
    pub fn taken(&self, r: u32, c: u32) -> bool {
        self.occupied.contains(&(r, c))
            || self
                .merges
                .iter()
                .any(|&(s, e)| s != (r, c) && (s.0..=e.0).contains(&r) && (s.1..=e.1).contains(&c))
    }
}

/// A shared formula: the group `si` of the cells in `range` whose formula is `text`
/// written for `anchor` and moved to each of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shared {
    /// The group's number in the sheet.
    pub si: String,
    /// The cell the formula text is written in.
    pub anchor: (u32, u32),
    /// The cells that may belong to the group.
    pub range: Merge,
    /// The formula as written for `anchor`.
    pub text: String,
}

/// A formula the edit changes in a cell it does not write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormulaEdit {
    /// Every cell of the shared group gets its own formula, the group's shifted to it.
    Expand(Shared),
    /// The array formula anchored at the cell is removed; its cells keep their values.
    DropArray((u32, u32)),
}

impl FormulaEdit {
    fn last_row(&self) -> u32 {
        match self {
            FormulaEdit::Expand(s) => s.range.1 .0,
            FormulaEdit::DropArray(at) => at.0,
        }
    }

    fn first_row(&self) -> u32 {
        match self {
            FormulaEdit::Expand(s) => s.range.0 .0,
            FormulaEdit::DropArray(at) => at.0,
        }
    }
}

/// Where the first pass looks: each grid and the cells its status line may go to.
fn near(grids: &[GridRange], r: u32, c: u32) -> bool {
    grids.iter().any(|g| {
        let (er, ec) = g.end();
        r + 1 >= g.row
            && r <= er + crate::write::STATUS_REACH
            && c + 1 >= g.col
            && c <= ec + crate::write::STATUS_REACH + 1
    })
}

/// Reads a sheet part once, noting what [`Scan`] holds for `grids`. With the sheet's
/// merged ranges known (`merges`), the reading ends after the last row a grid's status
/// line may reach; otherwise the rows after it are passed over unparsed and the merged
/// ranges read after them.
pub fn scan<R: BufRead>(
    part: R,
    grids: &[GridRange],
    merges: Option<&[Merge]>,
) -> Result<Scan, String> {
    let mut out = Scan {
        merges: merges.map(<[Merge]>::to_vec).unwrap_or_default(),
        ..Scan::default()
    };
    let mut r = Reader::from_reader(Rewind::new(part));
    // The last row any grid's status line may reach; rows after it are passed over
    // unparsed, up to `close` (`</sheetData`, once its start is read).
    let reach = grids
        .iter()
        .map(|g| g.end().0.saturating_add(crate::write::STATUS_REACH))
        .max()
        .unwrap_or(0);
    let mut close = String::new();
    let mut buf = Vec::new();
    let mut row: u32 = 0;
    let mut next_row: u32 = 0;
    let mut col: u32 = 0;
    let mut row_near = true;
    // The cell being read: its place, whether it is near a grid, whether it holds anything.
    let mut cell: Option<((u32, u32), bool)> = None;
    let in_grid = |r: u32, c: u32| grids.iter().any(|g| g.contains(r, c));
    // Inside `sheetData`: a control's anchor after it has `<xdr:row>` elements too.
    let mut in_data = false;
    // The shared formula being read in a grid cell, whose text comes next.
    let mut master: Option<Shared> = None;
    loop {
        let ev = r
            .read_event_into(&mut buf)
            .map_err(|e| format!("the sheet is not well-formed XML: {e}"))?;
        let empty = matches!(ev, Event::Empty(_));
        match ev {
            Event::Start(e) | Event::Empty(e) => match e.local_name().as_ref() {
                "sheetData" if !empty => {
                    close = format!("</{}sheetData", prefix_of(e.name().as_ref()));
                    in_data = true;
                }
                "f" => {
                    let kind = attr(&e, "t");
                    let span = attr(&e, "ref").and_then(|t| range_of(&t));
                    // An array's range starts at its anchor, which may lie in a row
                    // whose cells the scan passes over.
                    if let (Some("array" | "dataTable"), Some(span)) = (kind.as_deref(), span) {
                        if !in_grid(span.0 .0, span.0 .1) && covers_a_grid(grids, span) {
                            out.arrays_over_grids.push(span.0);
                        }
                    }
                    if let Some((at, true)) = cell {
                        out.occupied.insert(at);
                        if in_grid(at.0, at.1) {
                            out.formulas.insert(at);
                            if let (Some("shared"), Some(range), Some(si), false) =
                                (kind.as_deref(), span, attr(&e, "si"), empty)
                            {
                                master = Some(Shared {
                                    si,
                                    anchor: at,
                                    range,
                                    text: String::new(),
                                });
                            }
                        }
                    }
                }
                "row" if in_data => {
                    row = num(&e, "r").map_or(next_row, |v| v.saturating_sub(1));
                    next_row = row + 1;
                    col = 0;
                    // Rows out of reach of every grid hold nothing the edit needs: their
                    // cells are passed over without reading their attributes.
                    row_near = grids
                        .iter()
                        .any(|g| row + 1 >= g.row && row <= g.end().0 + crate::write::STATUS_REACH);
                    if grids.iter().any(|g| (g.row..=g.end().0).contains(&row))
                        && attr(&e, "customFormat").is_some_and(|v| v == "1" || v == "true")
                    {
                        if let Some(s) = num(&e, "s") {
                            out.row_styles.insert(row, s as usize);
                        }
                    }
                }
                "c" if !row_near => cell = None,
                "c" => {
                    let at = match attr(&e, "r").and_then(|v| parse_cell(&v).ok()) {
                        Some((_, c)) => (row, c),
                        None => (row, col),
                    };
                    col = at.1 + 1;
                    let close = near(grids, at.0, at.1);
                    if close {
                        if let Some(s) = num(&e, "s") {
                            out.styles.insert(at, s as usize);
                        }
                    }
                    cell = (!empty).then_some((at, close));
                }
                "v" | "is" => {
                    if let Some((at, true)) = cell {
                        out.occupied.insert(at);
                    }
                }
                "col" => {
                    if let (Some(a), Some(b), Some(s)) =
                        (num(&e, "min"), num(&e, "max"), num(&e, "style"))
                    {
                        if a >= 1 && b >= a {
                            out.col_styles.push((a - 1, b - 1, s as usize));
                        }
                    }
                }
                "mergeCell" if merges.is_none() => {
                    if let Some(m) = attr(&e, "ref").and_then(|t| range_of(&t)) {
                        out.merges.push(m);
                    }
                }
                _ => {}
            },
            Event::Text(t) => {
                if let Some(m) = master.as_mut() {
                    m.text.push_str(&t.into_inner());
                }
            }
            // `&amp;`, `&lt;`, ... come apart from the text round them.
            Event::GeneralRef(g) => {
                if let Some(m) = master.as_mut() {
                    let c = match g.resolve_char_ref() {
                        Ok(Some(c)) => Some(c),
                        _ => match g.into_inner().as_ref() {
                            "amp" => Some('&'),
                            "lt" => Some('<'),
                            "gt" => Some('>'),
                            "quot" => Some('"'),
                            "apos" => Some('\''),
                            _ => None,
                        },
                    };
                    m.text.extend(c);
                }
            }
            Event::End(e) if e.local_name().as_ref() == "f" => {
                if let Some(m) = master.take() {
                    // The group's one cell needs nothing done.
                    if m.range.0 != m.range.1 {
                        out.shared.push(m);
                    }
                }
            }
            Event::End(e) if e.local_name().as_ref() == "c" => cell = None,
            Event::End(e)
                if e.local_name().as_ref() == "row" && row > reach && !close.is_empty() =>
            {
                if merges.is_some() {
                    break;
                }
                pass_rows(r.get_mut(), None, close.as_bytes())?;
            }
            Event::End(e) if e.local_name().as_ref() == "sheetData" => {
                if merges.is_some() {
                    break;
                }
                close.clear();
                in_data = false;
            }
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    Ok(out)
}

/// True when the merged range `m` covers a cell of one of `grids`: the rewrite drops it.
pub fn covers_a_grid(grids: &[GridRange], m: Merge) -> bool {
    grids.iter().any(|g| {
        let (er, ec) = g.end();
        m.0 .0 <= er && m.1 .0 >= g.row && m.0 .1 <= ec && m.1 .1 >= g.col
    })
}

/// A cell the edit writes: its place and its whole element.
#[derive(Debug, Clone)]
pub struct NewCell {
    /// Zero-based row and column.
    pub at: (u32, u32),
    /// The `<c>` element, written with the sheet's prefix at write time: `{p}` stands for it.
    pub xml: String,
}

/// The cells one sheet gets, by row then column, and the merges the grids cover.
#[derive(Debug, Default, Clone)]
pub struct SheetEdit {
    /// New cells by row, then column.
    pub rows: BTreeMap<u32, BTreeMap<u32, String>>,
    /// Grid ranges: merges over them are dropped.
    pub grids: Vec<GridRange>,
    /// Grids whose cells are made square, as a new workbook draws them: the grids the
    /// user drew no lines round.
    pub square: Vec<GridRange>,
    /// No merged range covers a grid, so the part after the last row with a new cell is
    /// left as it was.
    pub rest_as_is: bool,
    /// Formulas of cells the edit does not write that change with it.
    pub formulas: Vec<FormulaEdit>,
}

/// Width of a square grid column as stored (40 pixels: 5 characters and the padding).
const SQUARE_WIDTH: &str = "5.7109375";
/// Height of a square grid row, in points (40 pixels).
const SQUARE_HEIGHT: &str = "30";

impl SheetEdit {
    /// Adds (or replaces) a cell.
    pub fn put(&mut self, cell: NewCell) {
        self.rows
            .entry(cell.at.0)
            .or_default()
            .insert(cell.at.1, cell.xml);
    }

    /// True when nothing is left to change after row `r`.
    fn done_after(&self, r: Option<u32>) -> bool {
        self.rows.is_empty()
            && self
                .formulas
                .iter()
                .all(|f| r.is_some_and(|r| f.last_row() <= r))
    }

    /// True when a formula edit may touch row `r`.
    fn formulas_in(&self, r: u32) -> bool {
        self.formulas
            .iter()
            .any(|f| (f.first_row()..=f.last_row()).contains(&r))
    }

    fn square_row(&self, r: u32) -> bool {
        self.square.iter().any(|g| (g.row..=g.end().0).contains(&r))
    }

    fn square_cols(&self) -> std::collections::BTreeSet<u32> {
        self.square.iter().flat_map(|g| g.col..=g.end().1).collect()
    }

    fn bounds(&self) -> Option<((u32, u32), (u32, u32))> {
        let first = *self.rows.keys().next()?;
        let last = *self.rows.keys().next_back()?;
        let cols = self.rows.values().flat_map(|r| r.keys().copied());
        let (lo, hi) = cols.fold((u32::MAX, 0), |(a, b), c| (a.min(c), b.max(c)));
        Some(((first, lo), (last, hi)))
    }
}

fn with_prefix(xml: &str, prefix: &str) -> String {
    xml.replace("{p}", prefix)
}

/// A start tag like `e` with attribute `name` set to `value` (added when missing) and the
/// attributes in `drop` left out.
fn restart<'a>(e: &BytesStart<'a>, name: &str, value: &str, drop: &[&str]) -> BytesStart<'static> {
    let tag = e.name().as_ref().to_string();
    let mut out = BytesStart::new(tag);
    let mut set = false;
    for a in e.attributes().flatten() {
        let key = a.key.as_ref();
        if drop.contains(&key) {
            continue;
        }
        if key == name {
            out.push_attribute((name, value));
            set = true;
        } else {
            out.push_attribute((key, a.value.as_ref()));
        }
    }
    if !set {
        out.push_attribute((name, value));
    }
    out
}

fn write_rows<W: Write>(
    w: &mut Writer<W>,
    edit: &mut SheetEdit,
    below: Option<u32>,
    prefix: &str,
) -> Result<(), String> {
    while let Some(entry) = edit.rows.first_entry() {
        if below.is_some_and(|b| *entry.key() >= b) {
            break;
        }
        let (r, cells) = entry.remove_entry();
        let size = if edit.square_row(r) {
            format!(" ht=\"{SQUARE_HEIGHT}\" customHeight=\"1\"")
        } else {
            String::new()
        };
        let mut xml = format!("<{prefix}row r=\"{}\"{size}>", r + 1);
        for c in cells.values() {
            xml.push_str(&with_prefix(c, prefix));
        }
        xml.push_str(&format!("</{prefix}row>"));
        w.get_mut().write_all(xml.as_bytes()).map_err(io)?;
    }
    Ok(())
}

/// The cells of one row, by column, each as the events of its element.
type RowCells = BTreeMap<u32, Vec<Event<'static>>>;

/// Reads the rest of a row (after its start tag) up to its end tag.
fn read_row<R: BufRead>(r: &mut Reader<R>, row: u32) -> Result<RowCells, String> {
    let mut cells = RowCells::new();
    let mut buf = Vec::new();
    let mut col: u32 = 0;
    let mut current: Option<(u32, Vec<Event<'static>>)> = None;
    loop {
        let ev = r
            .read_event_into(&mut buf)
            .map_err(|e| format!("the sheet is not well-formed XML: {e}"))?
            .into_owned();
        buf.clear();
        match (&ev, current.as_mut()) {
            (Event::Eof, _) => return Err("the sheet ends inside a row".into()),
            (Event::End(e), None) if e.local_name().as_ref() == "row" => return Ok(cells),
            (Event::Start(e) | Event::Empty(e), None) if e.local_name().as_ref() == "c" => {
                let at = attr(e, "r")
                    .and_then(|v| parse_cell(&v).ok())
                    .map_or(col, |x| x.1);
                col = at + 1;
                // Cells that had no address get one: new cells may now stand before them.
                let start = restart(e, "r", &cell_name(row, at), &[]);
                let start = if matches!(ev, Event::Empty(_)) {
                    cells.insert(at, vec![Event::Empty(start)]);
                    continue;
                } else {
                    Event::Start(start)
                };
                current = Some((at, vec![start]));
            }
            (Event::End(e), Some((at, events))) if e.local_name().as_ref() == "c" => {
                events.push(ev.clone());
                let at = *at;
                if let Some((_, evs)) = current.take() {
                    cells.insert(at, evs);
                }
            }
            (_, Some((_, events))) => events.push(ev),
            // Whitespace between cells, and the row's extension list, which describes
            // nothing of the cells' places: kept after the cells.
            (_, None) => {
                if !matches!(ev, Event::Text(_)) {
                    cells.entry(u32::MAX).or_default().push(ev);
                }
            }
        }
    }
}

/// The elements the rewrite looks at, by local name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tag {
    Row,
    Cell,
    Cols,
    Col,
    MergeCells,
    MergeCell,
    Dimension,
    SheetData,
    Other,
}

fn tag(ev: &Event<'_>) -> Tag {
    let name = match ev {
        Event::Start(e) | Event::Empty(e) => e.local_name(),
        Event::End(e) => e.local_name(),
        _ => return Tag::Other,
    };
    match name.as_ref() {
        "row" => Tag::Row,
        "c" => Tag::Cell,
        "cols" => Tag::Cols,
        "col" => Tag::Col,
        "mergeCells" => Tag::MergeCells,
        "mergeCell" => Tag::MergeCell,
        "dimension" => Tag::Dimension,
        "sheetData" => Tag::SheetData,
        _ => Tag::Other,
    }
}

/// Writes the sheet part read from `part` to `out` with the cells of `edit` in place of
/// the sheet's own, every other byte of it as it was. Merged ranges over a grid are
/// dropped, since nothing written under them would show.
///
/// Events are written as they are read, borrowed from the read buffer; only the rows
/// that get new cells, the column list and the merged ranges are held. The output is
/// buffered, so that the zip writer behind `out` compresses large blocks, not each tag.
pub fn rewrite<R: BufRead, W: Write>(part: R, out: W, edit: SheetEdit) -> Result<(), String> {
    rewrite_part(part, out, edit, false).map(|_| ())
}

/// [`rewrite`] up to where the rest of the part is left as it was, when that is known
/// ([`SheetEdit::rest_as_is`]): after the last row with a new cell. Returns the bytes
/// read past that point and not yet written (the rest of the part follows them in
/// `part`), or `None` when the whole part was written.
pub fn rewrite_until_unchanged<R: BufRead, W: Write>(
    part: R,
    out: W,
    edit: SheetEdit,
) -> Result<Option<Vec<u8>>, String> {
    let stop = edit.rest_as_is;
    rewrite_part(part, out, edit, stop)
}

fn rewrite_part<R: BufRead, W: Write>(
    part: R,
    out: W,
    mut edit: SheetEdit,
    stop: bool,
) -> Result<Option<Vec<u8>>, String> {
    let bounds = edit.bounds();
    let mut stopped = false;
    let mut r = Reader::from_reader(Rewind::new(part));
    let mut w = Writer::new(std::io::BufWriter::with_capacity(64 << 10, out));
    // `</sheetData`, once its start is read: the rows after the last new cell are
    // copied up to it unparsed.
    let mut close = String::new();
    let mut buf = Vec::new();
    let mut next_row: u32 = 0;
    let mut prefix = String::new();
    let grids = std::mem::take(&mut edit.grids);
    let over_grid = |m: Merge| covers_a_grid(&grids, m);
    let mut merges: Option<(BytesStart<'static>, Vec<Event<'static>>)> = None;
    let square_cols = edit.square_cols();
    let mut cols: Option<(BytesStart<'static>, Vec<BytesStart<'static>>)> = None;
    let mut cols_done = square_cols.is_empty();
    // Inside `sheetData`: a control's anchor after it has `<xdr:row>` elements too.
    let mut in_data = false;
    // The row being copied, and the column its next cell has when it gives none.
    let mut row_now: Option<u32> = None;
    let mut next_col: u32 = 0;
    loop {
        buf.clear();
        let ev = r
            .read_event_into(&mut buf)
            .map_err(|e| format!("the sheet is not well-formed XML: {e}"))?;
        let tag = match tag(&ev) {
            Tag::Row | Tag::Cell if !in_data => Tag::Other,
            t => t,
        };
        if let Some((_, list)) = cols.as_mut() {
            match (&ev, tag) {
                (Event::End(_), Tag::Cols) => {
                    let (start, list) = cols.take().unwrap_or_else(|| unreachable!());
                    write_cols(&mut w, start, &list, &square_cols, &prefix)?;
                    cols_done = true;
                }
                (Event::Empty(e) | Event::Start(e), Tag::Col) => list.push(e.clone().into_owned()),
                _ => {}
            }
            continue;
        }
        if let Some((_, kept)) = merges.as_mut() {
            match (&ev, tag) {
                (Event::End(_), Tag::MergeCells) => {
                    let (start, kept) = merges.take().unwrap_or_else(|| unreachable!());
                    let count = kept.len().to_string();
                    if !kept.is_empty() {
                        w.write_event(Event::Start(restart(&start, "count", &count, &[])))
                            .map_err(io)?;
                        for k in kept {
                            w.write_event(k).map_err(io)?;
                        }
                        w.write_event(ev).map_err(io)?;
                    }
                }
                (Event::Empty(e), Tag::MergeCell) => {
                    let drop = attr(e, "ref")
                        .and_then(|t| range_of(&t))
                        .is_some_and(&over_grid);
                    if !drop {
                        kept.push(ev.into_owned());
                    }
                }
                (Event::Text(_), _) => {}
                _ => kept.push(ev.into_owned()),
            }
            continue;
        }
        match (ev, tag) {
            (Event::Eof, _) => break,
            (Event::Start(e), Tag::MergeCells) => merges = Some((e.into_owned(), Vec::new())),
            (Event::Start(e), Tag::Cols) if !cols_done => cols = Some((e.into_owned(), Vec::new())),
            (Event::Empty(e), Tag::Cols) if !cols_done => {
                write_cols(&mut w, e.into_owned(), &[], &square_cols, &prefix)?;
                cols_done = true;
            }
            (Event::Empty(e), Tag::Dimension) => {
                let merged = match (attr(&e, "ref").and_then(|t| range_of(&t)), bounds) {
                    (Some((a, b)), Some((c, d))) => {
                        Some(((a.0.min(c.0), a.1.min(c.1)), (b.0.max(d.0), b.1.max(d.1))))
                    }
                    (None, x) | (x, None) => x,
                };
                let e = match merged {
                    Some((a, b)) => {
                        let text = if a == b {
                            cell_name(a.0, a.1)
                        } else {
                            format!("{}:{}", cell_name(a.0, a.1), cell_name(b.0, b.1))
                        };
                        restart(&e, "ref", &text, &[])
                    }
                    None => e.into_owned(),
                };
                w.write_event(Event::Empty(e)).map_err(io)?;
            }
            (Event::Start(e), Tag::SheetData) => {
                prefix = prefix_of(e.name().as_ref());
                close = format!("</{prefix}sheetData");
                in_data = true;
                if !cols_done {
                    let start = BytesStart::new(format!("{prefix}cols"));
                    write_cols(&mut w, start, &[], &square_cols, &prefix)?;
                    cols_done = true;
                }
                w.write_event(Event::Start(e)).map_err(io)?;
            }
            (Event::Empty(e), Tag::SheetData) => {
                prefix = prefix_of(e.name().as_ref());
                if !cols_done {
                    let start = BytesStart::new(format!("{prefix}cols"));
                    write_cols(&mut w, start, &[], &square_cols, &prefix)?;
                    cols_done = true;
                }
                let name = e.name().as_ref().to_string();
                w.write_event(Event::Start(e)).map_err(io)?;
                write_rows(&mut w, &mut edit, None, &prefix)?;
                w.write_event(Event::End(BytesEnd::new(name))).map_err(io)?;
            }
            (Event::End(e), Tag::SheetData) => {
                write_rows(&mut w, &mut edit, None, &prefix)?;
                close.clear();
                in_data = false;
                w.write_event(Event::End(e)).map_err(io)?;
            }
            (ev @ (Event::Start(_) | Event::Empty(_)), Tag::Cell)
                if row_now.is_some_and(|row| edit.formulas_in(row)) =>
            {
                let (Event::Start(e) | Event::Empty(e)) = &ev else {
                    unreachable!()
                };
                let row = row_now.unwrap_or_default();
                let col = attr(e, "r")
                    .and_then(|v| parse_cell(&v).ok())
                    .map_or(next_col, |x| x.1);
                next_col = col + 1;
                let mut events = vec![ev.into_owned()];
                if matches!(events[0], Event::Start(_)) {
                    events.extend(read_cell(&mut r)?);
                }
                for ev in edit_formula((row, col), events, &edit.formulas) {
                    w.write_event(ev).map_err(io)?;
                }
            }
            (Event::End(e), Tag::Row) => {
                w.write_event(Event::End(e)).map_err(io)?;
                if rest_unparsed(&mut r, &mut w, &edit, &close, stop, row_now)? {
                    stopped = true;
                    break;
                }
            }
            (ev @ (Event::Start(_) | Event::Empty(_)), Tag::Row) => {
                let (Event::Start(e) | Event::Empty(e)) = &ev else {
                    unreachable!()
                };
                let empty = matches!(ev, Event::Empty(_));
                let row = num(e, "r").map_or(next_row, |v| v.saturating_sub(1));
                next_row = row + 1;
                row_now = Some(row);
                next_col = 0;
                write_rows(&mut w, &mut edit, Some(row), &prefix)?;
                let number = (row + 1).to_string();
                let Some(new) = edit.rows.remove(&row) else {
                    // Rows without a number get one: new rows may now stand before them.
                    if attr(e, "r").is_some() {
                        w.write_event(ev).map_err(io)?;
                    } else {
                        let e = restart(e, "r", &number, &[]);
                        w.write_event(if empty {
                            Event::Empty(e)
                        } else {
                            Event::Start(e)
                        })
                        .map_err(io)?;
                    }
                    if empty && rest_unparsed(&mut r, &mut w, &edit, &close, stop, row_now)? {
                        stopped = true;
                        break;
                    }
                    continue;
                };
                let mut own = if empty {
                    RowCells::new()
                } else {
                    read_row(&mut r, row)?
                };
                let tail = own.remove(&u32::MAX);
                let name = e.name().as_ref().to_string();
                // The spans hint would no longer cover the row's cells.
                let mut start = restart(e, "r", &number, &["spans"]);
                if edit.square_row(row) {
                    start = restart(&start, "ht", SQUARE_HEIGHT, &[]);
                    start = restart(&start, "customHeight", "1", &[]);
                }
                w.write_event(Event::Start(start)).map_err(io)?;
                let cols: std::collections::BTreeSet<u32> =
                    own.keys().chain(new.keys()).copied().collect();
                for c in cols {
                    match new.get(&c) {
                        Some(xml) => w
                            .get_mut()
                            .write_all(with_prefix(xml, &prefix).as_bytes())
                            .map_err(io)?,
                        None => {
                            let own = own.remove(&c).unwrap_or_default();
                            for ev in edit_formula((row, c), own, &edit.formulas) {
                                w.write_event(ev).map_err(io)?;
                            }
                        }
                    }
                }
                for ev in tail.unwrap_or_default() {
                    w.write_event(ev).map_err(io)?;
                }
                w.write_event(Event::End(BytesEnd::new(name))).map_err(io)?;
                if rest_unparsed(&mut r, &mut w, &edit, &close, stop, row_now)? {
                    stopped = true;
                    break;
                }
            }
            (other, _) => w.write_event(other).map_err(io)?,
        }
    }
    // The buffer's last bytes go to `out`; `out` itself is not flushed (a zip writer
    // would end its deflate block early).
    w.into_inner().into_inner().map_err(|e| io(e.error()))?;
    Ok(stopped.then(|| {
        let rest = r.into_inner();
        rest.unread().to_vec()
    }))
}

/// Between two rows of `sheetData` (`close` is its closing tag then), after row `row`,
/// once every new cell and formula is written: the rows left are copied as they are,
/// unparsed, or with `stop` the rewrite stops there (true). Each row written so far
/// carries its number, so rows after it that leave theirs out still count from it.
fn rest_unparsed<R: BufRead, W: Write>(
    r: &mut Reader<Rewind<R>>,
    w: &mut Writer<std::io::BufWriter<W>>,
    edit: &SheetEdit,
    close: &str,
    stop: bool,
    row: Option<u32>,
) -> Result<bool, String> {
    if edit.done_after(row) && !close.is_empty() {
        if stop {
            return Ok(true);
        }
        pass_rows(r.get_mut(), Some(w.get_mut()), close.as_bytes())?;
    }
    Ok(false)
}

/// Reads the rest of a cell (after its start tag) up to and with its end tag.
fn read_cell<R: BufRead>(r: &mut Reader<R>) -> Result<Vec<Event<'static>>, String> {
    let mut out = Vec::new();
    let mut buf = Vec::new();
    loop {
        let ev = r
            .read_event_into(&mut buf)
            .map_err(|e| format!("the sheet is not well-formed XML: {e}"))?
            .into_owned();
        buf.clear();
        match &ev {
            Event::Eof => return Err("the sheet ends inside a cell".into()),
            Event::End(e) if e.local_name().as_ref() == "c" => {
                out.push(ev);
                return Ok(out);
            }
            _ => out.push(ev),
        }
    }
}

/// The events of the cell at `at` with the formula edits that reach it made: a cell of
/// an expanded shared group gets the group's formula moved to it, an array's anchor
/// loses its formula.
fn edit_formula(
    at: (u32, u32),
    mut events: Vec<Event<'static>>,
    edits: &[FormulaEdit],
) -> Vec<Event<'static>> {
    let Some(k) = events.iter().position(
        |ev| matches!(ev, Event::Start(e) | Event::Empty(e) if e.local_name().as_ref() == "f"),
    ) else {
        return events;
    };
    let (Event::Start(f) | Event::Empty(f)) = &events[k] else {
        return events;
    };
    let kind = attr(f, "t");
    let si = attr(f, "si");
    let end = if matches!(events[k], Event::Empty(_)) {
        k + 1
    } else {
        events[k..]
            .iter()
            .position(|ev| matches!(ev, Event::End(e) if e.local_name().as_ref() == "f"))
            .map_or(events.len(), |j| k + j + 1)
    };
    let inside = |m: Merge| (m.0 .0..=m.1 .0).contains(&at.0) && (m.0 .1..=m.1 .1).contains(&at.1);
    let replacement = edits.iter().find_map(|edit| match edit {
        FormulaEdit::Expand(s)
            if kind.as_deref() == Some("shared")
                && si.as_ref() == Some(&s.si)
                && inside(s.range) =>
        {
            let text = super::formula::shifted(
                &s.text,
                i64::from(at.0) - i64::from(s.anchor.0),
                i64::from(at.1) - i64::from(s.anchor.1),
            );
            let mut start = BytesStart::new(f.name().as_ref().to_string());
            for a in f.attributes().flatten() {
                if !matches!(a.key.as_ref(), "t" | "ref" | "si") {
                    start.push_attribute((a.key.as_ref(), a.value.as_ref()));
                }
            }
            let name = f.name().as_ref().to_string();
            Some(vec![
                Event::Start(start),
                Event::Text(quick_xml::events::BytesText::new(&text).into_owned()),
                Event::End(BytesEnd::new(name)),
            ])
        }
        FormulaEdit::DropArray(anchor) if *anchor == at => Some(Vec::new()),
        _ => None,
    });
    if let Some(new) = replacement {
        events.splice(k..end, new);
    }
    events
}

/// Writes a `<cols>` list: the user's column records, split round the `square` columns,
/// which get the width of a square grid cell and keep the user's column format.
fn write_cols<W: Write>(
    w: &mut Writer<W>,
    start: BytesStart<'static>,
    own: &[BytesStart<'static>],
    square: &std::collections::BTreeSet<u32>,
    prefix: &str,
) -> Result<(), String> {
    // (first, last, record), one-based as the part writes them.
    let mut out: Vec<(u32, u32, BytesStart<'static>)> = Vec::new();
    let mut styled: HashMap<u32, String> = HashMap::new();
    for e in own {
        let (Some(a), Some(b)) = (num(e, "min"), num(e, "max")) else {
            continue;
        };
        let mut from = a;
        for c in a..=b.min(a.saturating_add(crate::address::MAX_COLS)) {
            if square.contains(&(c - 1)) {
                if let Some(s) = attr(e, "style") {
                    styled.insert(c - 1, s);
                }
                if from < c {
                    out.push((from, c - 1, e.clone()));
                }
                from = c + 1;
            }
        }
        if from <= b {
            out.push((from, b, e.clone()));
        }
    }
    for &c in square {
        let mut e = BytesStart::new(format!("{prefix}col"));
        e.push_attribute(("min", (c + 1).to_string().as_str()));
        e.push_attribute(("max", (c + 1).to_string().as_str()));
        e.push_attribute(("width", SQUARE_WIDTH));
        if let Some(s) = styled.get(&c) {
            e.push_attribute(("style", s.as_str()));
        }
        e.push_attribute(("customWidth", "1"));
        out.push((c + 1, c + 1, e));
    }
    out.sort_by_key(|x| x.0);
    let name = start.name().as_ref().to_string();
    w.write_event(Event::Start(start)).map_err(io)?;
    for (a, b, e) in out {
        let e = restart(&e, "min", &a.to_string(), &[]);
        let e = restart(&e, "max", &b.to_string(), &[]);
        w.write_event(Event::Empty(e)).map_err(io)?;
    }
    w.write_event(Event::End(BytesEnd::new(name))).map_err(io)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edited(xml: &str, grid: GridRange, cells: &[((u32, u32), &str)], square: bool) -> String {
        let mut edit = SheetEdit {
            grids: vec![grid],
            square: if square { vec![grid] } else { Vec::new() },
            ..SheetEdit::default()
        };
        for &(at, v) in cells {
            edit.put(NewCell {
                at,
                xml: format!(
                    "<{{p}}c r=\"{}\"><{{p}}v>{v}</{{p}}v></{{p}}c>",
                    cell_name(at.0, at.1)
                ),
            });
        }
        let mut out = Vec::new();
        rewrite(xml.as_bytes(), &mut out, edit).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn grid(cell: &str) -> GridRange {
        let (row, col) = parse_cell(cell).unwrap();
        GridRange { row, col, size: 9 }
    }

    #[test]
    fn cells_go_in_order_and_the_rest_stays_as_written() {
        let xml = r#"<?xml version="1.0"?><worksheet xmlns="m"><dimension ref="A1:C5"/><sheetData><row r="2" spans="1:3" ht="20"><c r="A2" s="3"><v>1</v></c><c r="C2"><f>A2*2</f><v>2</v></c></row><row r="5"><c r="A5" t="s"><v>0</v></c></row></sheetData><mergeCells count="2"><mergeCell ref="A1:B1"/><mergeCell ref="K1:L1"/></mergeCells><pageSetup orientation="landscape"/></worksheet>"#;
        let out = edited(
            xml,
            grid("A1"),
            &[((1, 1), "7"), ((0, 0), "9"), ((3, 0), "4")],
            false,
        );
        assert_eq!(
            out,
            r#"<?xml version="1.0"?><worksheet xmlns="m"><dimension ref="A1:C5"/><sheetData><row r="1"><c r="A1"><v>9</v></c></row><row r="2" ht="20"><c r="A2" s="3"><v>1</v></c><c r="B2"><v>7</v></c><c r="C2"><f>A2*2</f><v>2</v></c></row><row r="4"><c r="A4"><v>4</v></c></row><row r="5"><c r="A5" t="s"><v>0</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="K1:L1"/></mergeCells><pageSetup orientation="landscape"/></worksheet>"#
        );
    }

    #[test]
    fn rows_and_cells_without_numbers_get_them() {
        // Rows and cells may leave out their place; new rows before them would move them.
        let xml = r#"<x:worksheet xmlns:x="m"><x:sheetData><x:row><x:c><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row><x:row><x:c><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>"#;
        let out = edited(xml, grid("B2"), &[((1, 1), "8")], false);
        assert_eq!(
            out,
            r#"<x:worksheet xmlns:x="m"><x:sheetData><x:row r="1"><x:c><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row><x:row r="2"><x:c r="A2"><x:v>3</x:v></x:c><x:c r="B2"><x:v>8</x:v></x:c></x:row></x:sheetData></x:worksheet>"#
        );
    }

    #[test]
    fn an_empty_sheet_gets_its_rows_and_square_columns() {
        let xml = r#"<worksheet><dimension ref="A1"/><sheetFormatPr defaultRowHeight="15"/><sheetData/></worksheet>"#;
        let out = edited(xml, grid("C3"), &[((2, 2), "5"), ((10, 10), "6")], true);
        assert!(out.starts_with(r#"<worksheet><dimension ref="A1:K11"/><sheetFormatPr defaultRowHeight="15"/><cols><col min="3" max="3" width="5.7109375" customWidth="1"/>"#), "{out}");
        assert!(out.contains(r#"<col min="11" max="11" width="5.7109375" customWidth="1"/></cols><sheetData><row r="3" ht="30" customHeight="1"><c r="C3"><v>5</v></c></row>"#), "{out}");
        assert!(out.ends_with(r#"<row r="11" ht="30" customHeight="1"><c r="K11"><v>6</v></c></row></sheetData></worksheet>"#), "{out}");
    }

    #[test]
    fn column_records_are_split_round_the_grid() {
        let xml = r#"<worksheet><cols><col min="1" max="5" width="12" style="4" customWidth="1"/></cols><sheetData/></worksheet>"#;
        let g = GridRange {
            row: 0,
            col: 2,
            size: 4,
        };
        let mut edit = SheetEdit {
            grids: vec![g],
            square: vec![g],
            ..SheetEdit::default()
        };
        edit.put(NewCell {
            at: (0, 2),
            xml: "<{p}c r=\"C1\"/>".into(),
        });
        let mut out = Vec::new();
        rewrite(xml.as_bytes(), &mut out, edit).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains(r#"<cols><col min="1" max="2" width="12" style="4" customWidth="1"/><col min="3" max="3" width="5.7109375" style="4" customWidth="1"/><col min="4" max="4" width="5.7109375" style="4" customWidth="1"/><col min="5" max="5" width="5.7109375" style="4" customWidth="1"/><col min="6" max="6" width="5.7109375" customWidth="1"/></cols>"#), "{out}");
    }

    #[test]
    fn rows_after_the_last_new_cell_are_copied_unparsed_whatever_the_reads() {
        // After row 2 nothing changes: the rest, with a comment, a CDATA section and a
        // processing instruction that hold the closing tag, and a row without a number,
        // is copied byte for byte, however the reads cut it; merges after it are still
        // edited.
        let tail = r#"<x:row r="40" spans="1:2"><x:c r="A40"><x:v>1</x:v></x:c></x:row><!-- </x:sheetData> --><x:row><x:c t="inlineStr"><x:is><x:t><![CDATA[</x:sheetData>]]></x:t></x:is></x:c></x:row><?pi </x:sheetData> ?><x:row r="45"/>"#;
        let xml = format!(
            r#"<x:worksheet xmlns:x="m"><x:sheetData><x:row r="2"><x:c r="A2"><x:v>1</x:v></x:c></x:row>{tail}</x:sheetData ><x:mergeCells count="2"><x:mergeCell ref="A1:B1"/><x:mergeCell ref="A50:B50"/></x:mergeCells></x:worksheet>"#
        );
        let expected = format!(
            r#"<x:worksheet xmlns:x="m"><x:sheetData><x:row r="1"><x:c r="A1"><x:v>9</x:v></x:c></x:row><x:row r="2"><x:c r="A2"><x:v>1</x:v></x:c><x:c r="B2"><x:v>7</x:v></x:c></x:row>{tail}</x:sheetData><x:mergeCells count="1"><x:mergeCell ref="A50:B50"/></x:mergeCells></x:worksheet>"#
        );
        for size in 1..=40 {
            let mut edit = SheetEdit {
                grids: vec![grid("A1")],
                ..SheetEdit::default()
            };
            for (at, v) in [((0, 0), "9"), ((1, 1), "7")] {
                edit.put(NewCell {
                    at,
                    xml: format!(
                        "<{{p}}c r=\"{}\"><{{p}}v>{v}</{{p}}v></{{p}}c>",
                        cell_name(at.0, at.1)
                    ),
                });
            }
            let mut out = Vec::new();
            let part = std::io::BufReader::with_capacity(size, xml.as_bytes());
            rewrite(part, &mut out, edit).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), expected, "reads of {size}");
            let part = std::io::BufReader::with_capacity(size, xml.as_bytes());
            let s = scan(part, &[grid("A1")], None).unwrap();
            assert!(
                s.taken(0, 1),
                "reads of {size}: the merge after the rows is seen"
            );
        }
        // A sheet that ends inside its rows is refused, not copied short.
        let cut = &xml[..xml.find("</x:sheetData").unwrap()];
        let edit = SheetEdit {
            rows: BTreeMap::from([(1, BTreeMap::from([(1, "<{p}c r=\"B2\"/>".to_string())]))]),
            ..SheetEdit::default()
        };
        assert!(rewrite(cut.as_bytes(), &mut Vec::new(), edit).is_err());
    }

    #[test]
    fn the_scan_sees_the_users_cells_merges_and_shared_formulas() {
        let xml = r#"<worksheet><cols><col min="1" max="3" style="2"/></cols><sheetData><row r="1" s="5" customFormat="1"><c r="A1" s="7"/><c r="J1"><v>1</v></c></row><row r="10"><c r="A10"><f t="shared" ref="A10:A12" si="0">B1</f><v>0</v></c></row></sheetData><mergeCells><mergeCell ref="A11:B12"/></mergeCells></worksheet>"#;
        let s = scan(xml.as_bytes(), &[grid("A1")], None).unwrap();
        assert!(s.taken(0, 9) && !s.taken(0, 0) && s.taken(11, 1) && !s.taken(10, 0));
        assert!(s.taken(9, 0));
        assert_eq!(
            (s.base_style(0, 0), s.base_style(0, 1), s.base_style(1, 1)),
            (7, 5, 2)
        );
        assert!(
            s.shared.is_empty() && s.formulas.is_empty(),
            "the shared formula lies outside the grid"
        );
        let s = scan(xml.as_bytes(), &[grid("A10")], None).unwrap();
        assert_eq!(s.formulas, HashSet::from([(9, 0)]));
        assert_eq!(
            s.shared,
            [Shared {
                si: "0".into(),
                anchor: (9, 0),
                range: ((9, 0), (11, 0)),
                text: "B1".into(),
            }]
        );
    }

    /// `xml` rewritten with a grid at `at` whose first cell gets a 5, and `formulas`.
    fn with_a_five(xml: &str, at: &str, formulas: Vec<FormulaEdit>) -> String {
        let g = grid(at);
        let mut edit = SheetEdit {
            grids: vec![g],
            formulas,
            ..SheetEdit::default()
        };
        edit.put(NewCell {
            at: (g.row, g.col),
            xml: format!("<{{p}}c r=\"{at}\"><{{p}}v>5</{{p}}v></{{p}}c>"),
        });
        let mut out = Vec::new();
        rewrite(xml.as_bytes(), &mut out, edit).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_shared_formula_is_written_out_into_its_cells() {
        // A10 is the group's first cell and is overwritten; A11 and A12 (A12 in a row
        // without new cells, after a row that has none) get their own formulas.
        let xml = r#"<worksheet><sheetData><row r="10"><c r="A10"><f t="shared" ref="A10:A12" si="0">B1+$C$1&amp;"&lt;"</f><v>0</v></c></row><row r="11"><c r="A11" s="3"><f t="shared" si="0"/><v>1</v></c></row><row r="12"><c r="A12"><f t="shared" si="0"/><v>2</v></c><c r="B12"><f t="shared" si="1"/></c></row><row r="13"/></sheetData></worksheet>"#;
        let s = scan(xml.as_bytes(), &[grid("A10")], None).unwrap();
        let formulas = s.shared.into_iter().map(FormulaEdit::Expand).collect();
        let out = with_a_five(xml, "A10", formulas);
        assert!(
            out.contains(r#"<c r="A11" s="3"><f>B2+$C$1&amp;&quot;&lt;&quot;</f><v>1</v></c>"#),
            "{out}"
        );
        assert!(out.contains(r#"<c r="A12"><f>B3+$C$1&amp;&quot;&lt;&quot;</f><v>2</v></c><c r="B12"><f t="shared" si="1"/></c>"#), "{out}");
        assert!(out.contains(r#"<c r="A10"><v>5</v></c>"#), "{out}");
    }

    #[test]
    fn an_array_over_the_grid_is_dropped_and_control_anchors_keep_their_rows() {
        let xml = r#"<worksheet><sheetData><row r="1"><c r="A1"><f t="array" ref="A1:A3">ROW(A1:A3)</f><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row></sheetData><controls><control><controlPr><anchor><from><xdr:col>1</xdr:col><xdr:row>2</xdr:row></from></anchor></controlPr></control></controls></worksheet>"#;
        let s = scan(xml.as_bytes(), &[grid("A2")], None).unwrap();
        assert_eq!(s.arrays_over_grids, [(0, 0)]);
        let out = with_a_five(xml, "A2", vec![FormulaEdit::DropArray((0, 0))]);
        assert!(
            out.contains(r#"<row r="1"><c r="A1"><v>1</v></c></row>"#),
            "{out}"
        );
        assert!(out.contains(r#"<xdr:row>2</xdr:row>"#), "{out}");
    }
}
