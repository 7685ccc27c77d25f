//! The reports of a sharded batch: each worker's report carries two more columns,
//! `shard` (`K/N`) and `order` (where each row stood in the unsharded run), and
//! `report merge` joins them into the report one unsharded run would have written, in
//! its order and without those columns.
//!
//! The one non-obvious decision: the order is written by the workers, not worked out by
//! the merge. Only a worker knows the whole listing (inputs in the order given, folders
//! sorted by path) and a list's sheet order; the merge sorts on `order` = `F.S.R.Q`: the
//! file's place in that listing (from 1), for the rows of a list split by rows its sheet's
//! place and its row number, and the row's place in its worker's report (which keeps
//! each file's own order). Each worker's rows are already in that order, so the merge
//! takes the smallest of the reports' next rows, a few rows of each report in memory at a
//! time. The columns are added once the command has written
//! its report, by streaming it through again: every command keeps its own report code.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap, HashMap};
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use serde::de::{DeserializeSeed, Error as _, SeqAccess, Visitor};
use serde::ser::{SerializeSeq, Serializer as _};
use serde_json::{Map, Value};
use sudoku_workbook::save::save_atomic;

use crate::batch::shard::Shard;
use crate::error::{Error, ExitStatus, InFile};
use crate::messages;
use crate::report::{csv_text, ReportFormat};

/// The column naming the shard a row came from.
pub const SHARD_COLUMN: &str = "shard";
/// The column giving a row's place in the unsharded run.
pub const ORDER_COLUMN: &str = "order";

/// One row of a report: a CSV record, or a JSON object.
#[derive(Debug, Clone)]
enum Row {
    Csv(csv::StringRecord),
    Json(Map<String, Value>),
}

impl Row {
    /// Field `name` as text (JSON numbers as written, null as empty), given the columns.
    fn field(&self, columns: &[String], name: &str) -> Option<String> {
        match self {
            Row::Csv(r) => {
                let at = columns.iter().position(|h| h == name)?;
                r.get(at).map(String::from)
            }
            Row::Json(m) => Some(match m.get(name)? {
                Value::String(s) => s.clone(),
                Value::Null => String::new(),
                other => other.to_string(),
            }),
        }
    }
}

/// Calls `each` with every object of the JSON array read from `reader`, one at a time.
fn each_object(
    reader: impl std::io::Read,
    each: &mut dyn FnMut(Map<String, Value>) -> Result<(), String>,
) -> Result<(), String> {
    struct Each<'f>(&'f mut dyn FnMut(Map<String, Value>) -> Result<(), String>);
    impl<'de> Visitor<'de> for Each<'_> {
        type Value = ();
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a JSON array of objects")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
            while let Some(obj) = seq.next_element::<Map<String, Value>>()? {
                (self.0)(obj).map_err(A::Error::custom)?;
            }
            Ok(())
        }
    }
    impl<'de> DeserializeSeed<'de> for Each<'_> {
        type Value = ();
        fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
            d.deserialize_seq(self)
        }
    }
    let mut de = serde_json::Deserializer::from_reader(BufReader::new(reader));
    Each(each)
        .deserialize(&mut de)
        .and_then(|()| de.end())
        .map_err(|e| e.to_string())
}

/// A report opened for reading: its columns (none for a report with no rows) and its
/// rows, pulled one at a time.
struct Reader {
    path: PathBuf,
    columns: Option<Vec<String>>,
    rows: Box<dyn Iterator<Item = Result<Row, String>>>,
}

impl Reader {
    fn open(path: &Path) -> Result<Reader, String> {
        let format = ReportFormat::of(path).map_err(|e| e.to_string())?;
        let shown = messages::path(path);
        let file = File::open(path).map_err(|e| format!("{shown}: {e}"))?;
        let bad = move |e: &dyn std::fmt::Display| {
            sudoku_i18n::tr!(
                "merge-not-a-report",
                file = shown.as_str(),
                detail = e.to_string()
            )
        };
        match format {
            ReportFormat::Csv => {
                let mut records = csv::ReaderBuilder::new()
                    .has_headers(false)
                    .from_reader(BufReader::new(file))
                    .into_records();
                let columns = match records.next() {
                    None => None,
                    Some(r) => Some(r.map_err(|e| bad(&e))?.iter().map(String::from).collect()),
                };
                Ok(Reader {
                    path: path.to_path_buf(),
                    columns,
                    rows: Box::new(records.map(move |r| r.map(Row::Csv).map_err(|e| bad(&e)))),
                })
            }
            ReportFormat::Json => {
                // Read on a thread of its own, a few rows ahead, so that the merge can
                // pull rows from several JSON reports at once without holding any whole.
                let (tx, rx) = std::sync::mpsc::sync_channel::<Result<Row, String>>(256);
                let empty = std::fs::metadata(path).is_ok_and(|m| m.len() == 0);
                std::thread::spawn(move || {
                    if empty {
                        return;
                    }
                    let read = each_object(file, &mut |m| {
                        tx.send(Ok(Row::Json(m)))
                            .map_err(|_| "the merge stopped".to_string())
                    });
                    if let Err(e) = read {
                        let _ = tx.send(Err(bad(&e)));
                    }
                });
                let mut rows = rx.into_iter().peekable();
                let columns = match rows.peek() {
                    Some(Ok(Row::Json(m))) => Some(m.keys().cloned().collect()),
                    _ => None,
                };
                Ok(Reader {
                    path: path.to_path_buf(),
                    columns,
                    rows: Box::new(rows),
                })
            }
        }
    }
}

/// Where [`write_rows`] takes each row to write.
type Emit<'a> = dyn FnMut(Row) -> std::io::Result<()> + 'a;

/// Writes rows as the commands write reports: CSV with a header line before the first
/// row (a report with no rows is an empty file), or a pretty JSON array and a newline.
fn write_rows(
    path: &Path,
    force: bool,
    columns: &[String],
    rows: &mut dyn FnMut(&mut Emit<'_>) -> Result<(), String>,
) -> Result<(), Error> {
    let format = ReportFormat::of(path).map_err(|e| Error::write(path, e))?;
    let mut failed: Option<String> = None;
    let saved = save_atomic(path, force, |file| {
        let mut buf = BufWriter::new(file);
        let read = match format {
            ReportFormat::Csv => {
                let mut w = csv::Writer::from_writer(&mut buf);
                let mut header = false;
                let r = rows(&mut |row| {
                    if !header {
                        w.write_record(columns)?;
                        header = true;
                    }
                    match row {
                        Row::Csv(r) => w.write_record(&r),
                        Row::Json(_) => unreachable!("one kind"),
                    }
                    .map_err(std::io::Error::other)
                });
                w.flush()?;
                r
            }
            ReportFormat::Json => {
                let mut ser = serde_json::Serializer::pretty(&mut buf);
                let mut seq = ser.serialize_seq(None)?;
                let r = rows(&mut |row| match row {
                    Row::Json(m) => seq.serialize_element(&m).map_err(std::io::Error::other),
                    Row::Csv(_) => unreachable!("one kind"),
                });
                seq.end()?;
                buf.write_all(b"\n")?;
                r
            }
        };
        if let Err(e) = read {
            failed = Some(e);
            return Err(std::io::Error::other("reading a report failed"));
        }
        buf.flush()
    });
    match failed {
        Some(e) => Err(Error::write(path, e)),
        None => saved.to_file(path),
    }
}

/// Where a row stood in the unsharded run, but for its place in its worker's report:
/// (file, sheet, row).
pub type Place = (u64, u64, u64);

/// What a worker knows of the unsharded run, to stamp its report's rows with.
#[derive(Debug, Clone)]
pub struct Listing {
    /// The shard this worker ran.
    pub shard: Shard,
    /// Every input file of the unsharded run, in its order, as reports name them.
    pub files: Vec<PathBuf>,
    /// For a single list split by rows: its sheets in the order read (empty for a text
    /// list or a single sheet).
    pub list_sheets: Option<Vec<String>>,
}

impl Listing {
    fn places(&self) -> impl Fn(&str, &str, &str) -> Place + '_ {
        let mut index: std::collections::HashMap<String, u64> = Default::default();
        for (i, f) in self.files.iter().enumerate() {
            let shown = f.display().to_string();
            index
                .entry(csv_text(&shown).into_owned())
                .or_insert(i as u64 + 1);
            index.entry(shown).or_insert(i as u64 + 1);
        }
        move |file: &str, sheet: &str, place: &str| {
            let f = index.get(file).copied().unwrap_or(0);
            let Some(sheets) = &self.list_sheets else {
                return (f, 0, 0);
            };
            let s = sheets
                .iter()
                .position(|name| name == sheet || *csv_text(name) == *sheet)
                .map_or(0, |i| i as u64);
            let r = place
                .strip_prefix("line ")
                .or_else(|| place.strip_prefix("row "))
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            (f, s, r)
        }
    }
}

/// Adds the `shard` and `order` columns to the report a worker wrote at `path`,
/// streaming it through once more.
pub fn stamp(path: &Path, listing: &Listing) -> Result<(), Error> {
    let mut reader = Reader::open(path).map_err(|e| Error::write(path, e))?;
    let Some(mut columns) = reader.columns.clone() else {
        // No rows, or a report that cannot be read.
        return match reader.rows.next() {
            Some(Err(e)) => Err(Error::write(path, e)),
            _ => Ok(()),
        };
    };
    let place_of = listing.places();
    let shard = listing.shard.to_string();
    let old = columns.clone();
    columns.extend([SHARD_COLUMN.to_string(), ORDER_COLUMN.to_string()]);
    let mut rows = reader.rows;
    write_rows(path, true, &columns, &mut |emit| {
        for (i, row) in rows.by_ref().enumerate() {
            let mut row = row?;
            let get = |name: &str| row.field(&old, name).unwrap_or_default();
            let at = row
                .field(&old, "place")
                .or_else(|| row.field(&old, "range"))
                .unwrap_or_default();
            let (f, s, r) = place_of(&get("file"), &get("sheet"), &at);
            let order = format!("{f}.{s}.{r}.{}", i + 1);
            match &mut row {
                Row::Csv(rec) => {
                    rec.push_field(&shard);
                    rec.push_field(&order);
                }
                Row::Json(m) => {
                    m.insert(SHARD_COLUMN.into(), Value::String(shard.clone()));
                    m.insert(ORDER_COLUMN.into(), Value::String(order));
                }
            }
            emit(row).map_err(|e| e.to_string())?;
        }
        Ok(())
    })
}

/// Stamps the report of a sharded run at `path`, if the run wrote one, and says on `err`
/// if that failed; returns the exit status it calls for.
pub fn stamp_after_run(
    path: Option<&Path>,
    listing: Option<&Listing>,
    reported: ExitStatus,
    err: &mut dyn Write,
) -> ExitStatus {
    let (Some(path), Some(listing)) = (path, listing) else {
        return reported;
    };
    if reported != ExitStatus::Success || !path.is_file() {
        return reported;
    }
    match stamp(path, listing) {
        Ok(()) => reported,
        Err(e) => {
            messages::print_error(err, e);
            ExitStatus::Unusable
        }
    }
}

fn parse_order(text: &str) -> Option<[u64; 4]> {
    let mut parts = text.split('.').map(|p| p.parse::<u64>().ok());
    let v = [
        parts.next()??,
        parts.next()??,
        parts.next()??,
        parts.next()??,
    ];
    parts.next().is_none().then_some(v)
}

/// `sudoku-xlsx report merge`: joins `inputs` into `output`. Refused, with nothing
/// written, unless every input is a report of one kind with one set of columns; the
/// reports of a sharded run must be those of every shard, each once.
pub fn merge(
    inputs: &[PathBuf],
    output: &Path,
    force: bool,
    quiet: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> ExitStatus {
    match merge_inner(inputs, output, force) {
        Ok(summary) => {
            if !quiet {
                let _ = writeln!(out, "{summary}");
            }
            ExitStatus::Success
        }
        Err(e) => {
            messages::print_error(err, format!("{e:#}"));
            ExitStatus::Unusable
        }
    }
}

/// One report in the merge, with its next row and that row's order.
struct Head {
    reader: Reader,
    /// The shard its rows are of, and that as the column writes it.
    shard: Option<(Shard, String)>,
    next: Option<(Row, [u64; 4])>,
}

impl Head {
    /// Reads the next row, checking it belongs to this report's shard and does not come
    /// before the row taken from it last.
    fn advance(
        &mut self,
        columns: &[String],
        keyed: bool,
        before: Option<[u64; 4]>,
    ) -> Result<(), String> {
        self.next = None;
        let Some(row) = self.reader.rows.next() else {
            return Ok(());
        };
        let row = row?;
        let key = if keyed {
            let shown = || messages::path(&self.reader.path);
            let text = row.field(columns, ORDER_COLUMN).unwrap_or_default();
            let key = parse_order(&text).ok_or_else(|| {
                sudoku_i18n::tr!(
                    "merge-bad-order",
                    file = shown(),
                    order = format!("{text:?}")
                )
            })?;
            let shard = row.field(columns, SHARD_COLUMN).unwrap_or_default();
            let mine = self.shard.as_ref().map(|(_, text)| text.as_str());
            if Some(shard.as_str()) != mine {
                return Err(sudoku_i18n::tr!(
                    "merge-two-shards",
                    file = shown(),
                    first = mine.unwrap_or_default(),
                    second = shard
                ));
            }
            if before.is_some_and(|b| key < b) {
                return Err(sudoku_i18n::tr!(
                    "merge-out-of-order",
                    file = shown(),
                    order = text
                ));
            }
            key
        } else {
            [0; 4]
        };
        self.next = Some((row, key));
        Ok(())
    }
}

fn merge_inner(inputs: &[PathBuf], output: &Path, force: bool) -> Result<String, anyhow::Error> {
    let kind = ReportFormat::of(output)?;
    for p in inputs {
        if ReportFormat::of(p)? != kind {
            anyhow::bail!(sudoku_i18n::tr!(
                "merge-kinds",
                first = messages::path(p),
                second = messages::path(output)
            ));
        }
    }
    let refs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
    crate::batch::check_output(output, &refs, force)?;
    let mut heads = Vec::with_capacity(inputs.len());
    for p in inputs {
        heads.push(Head {
            reader: Reader::open(p).map_err(anyhow::Error::msg)?,
            shard: None,
            next: None,
        });
    }
    // One set of columns.
    let mut columns: Option<(Vec<String>, &Path)> = None;
    for h in &heads {
        let Some(cols) = &h.reader.columns else {
            continue;
        };
        match &columns {
            None => columns = Some((cols.clone(), &h.reader.path)),
            Some((first, from)) if first != cols => anyhow::bail!(sudoku_i18n::tr!(
                "merge-columns",
                first = messages::path(from),
                first_columns = first.join(","),
                second = messages::path(&h.reader.path),
                second_columns = cols.join(",")
            )),
            Some(_) => {}
        }
    }
    let columns = columns.map(|(c, _)| c).unwrap_or_default();
    let n = columns.len();
    let keyed = n >= 2 && columns[n - 2] == SHARD_COLUMN && columns[n - 1] == ORDER_COLUMN;
    // Each report's shard, from its first row.
    for h in &mut heads {
        if keyed {
            match h.reader.rows.next() {
                None => {}
                Some(Err(e)) => anyhow::bail!(e),
                Some(Ok(row)) => {
                    let text = row.field(&columns, SHARD_COLUMN).unwrap_or_default();
                    let shard: Shard = text.parse().map_err(|e: String| {
                        anyhow::anyhow!(sudoku_i18n::tr!(
                            "merge-shard-column",
                            file = messages::path(&h.reader.path),
                            why = e
                        ))
                    })?;
                    h.shard = Some((shard, text));
                    // The row goes back in front.
                    let rest = std::mem::replace(&mut h.reader.rows, Box::new(std::iter::empty()));
                    h.reader.rows = Box::new(std::iter::once(Ok(row)).chain(rest));
                }
            }
        }
        h.advance(&columns, keyed, None)
            .map_err(anyhow::Error::msg)?;
    }
    let shards = if keyed {
        Some(check_shards(&heads, inputs.len())?)
    } else {
        None
    };
    let out_columns = columns[..n - if keyed { 2 } else { 0 }].to_vec();

    let mut rows = 0u64;
    // Each file's place in the listing: one place a file, one file a place, or the
    // workers listed different batches.
    let mut files: HashMap<String, u64> = HashMap::new();
    let mut last: Option<(u64, String)> = None;
    // The reports by their next row: the smallest order first, reports without one in
    // the order given.
    let mut queue: BinaryHeap<Reverse<([u64; 4], usize)>> = heads
        .iter()
        .enumerate()
        .filter_map(|(k, h)| h.next.as_ref().map(|(_, key)| Reverse((*key, k))))
        .collect();
    let mut outcomes: Vec<(String, u64)> = Vec::new();
    let word = ["status", "result", "kind", "level"]
        .into_iter()
        .find(|w| columns.iter().any(|x| x == w));
    write_rows(output, force, &out_columns, &mut |emit| {
        while let Some(Reverse((_, k))) = queue.pop() {
            let (row, key) = heads[k].next.take().expect("queued for its row");
            heads[k].advance(&columns, keyed, Some(key))?;
            if let Some((_, next)) = &heads[k].next {
                queue.push(Reverse((*next, k)));
            }
            rows += 1;
            let file = row.field(&columns, "file").unwrap_or_default();
            // Place 0: a file the worker's listing did not name (never, from this tool).
            if keyed && key[0] != 0 {
                let differ = |a: &str, b: &str| {
                    sudoku_i18n::tr!("merge-batches-same-place", a = a, b = b, n = key[0])
                };
                if let Some((f, other)) = &last {
                    if *f == key[0] && *other != file {
                        return Err(differ(other, &file));
                    }
                }
                if let Some(f) = files.get(&file) {
                    if *f != key[0] {
                        return Err(sudoku_i18n::tr!(
                            "merge-batches-two-places",
                            file = file.as_str(),
                            first = *f,
                            second = key[0]
                        ));
                    }
                } else {
                    files.insert(file.clone(), key[0]);
                }
                last = Some((key[0], file));
            } else {
                files.entry(file).or_insert(0);
            }
            if let Some(w) = word {
                let v = row.field(&columns, w).unwrap_or_default();
                // `invalid: ...` and `no level (...)` count by their first words.
                let v = v.split([':', '(']).next().unwrap_or("").trim().to_string();
                let v = if v.is_empty() { "none".to_string() } else { v };
                match outcomes.iter_mut().find(|(o, _)| *o == v) {
                    Some((_, c)) => *c += 1,
                    None => outcomes.push((v, 1)),
                }
            }
            let row = match row {
                Row::Csv(r) if keyed => Row::Csv(r.iter().take(n - 2).collect()),
                Row::Json(mut m) if keyed => {
                    m.shift_remove(ORDER_COLUMN);
                    m.shift_remove(SHARD_COLUMN);
                    Row::Json(m)
                }
                other => other,
            };
            emit(row).map_err(|e| e.to_string())?;
        }
        Ok(())
    })?;

    let what = match shards {
        _ if columns.is_empty() => sudoku_i18n::tr!("merged-empty", count = inputs.len()),
        Some(n_shards) => {
            sudoku_i18n::tr!("merged-shards", count = inputs.len(), shards = n_shards)
        }
        None => sudoku_i18n::tr!("merged-in-order", count = inputs.len()),
    };
    let counts = if outcomes.is_empty() {
        String::new()
    } else {
        format!(
            " ({})",
            outcomes
                .iter()
                .map(|(o, c)| format!("{c} {o}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    Ok(sudoku_i18n::tr!(
        "merged",
        what = what,
        rows = rows,
        files = files.len(),
        counts = counts,
        output = messages::path(output)
    ))
}

/// Checks that keyed reports are those of every shard of one run, each once (an empty
/// report stands for any one shard); returns N.
fn check_shards(heads: &[Head], given: usize) -> Result<u32, anyhow::Error> {
    let mut seen: BTreeMap<u32, &Path> = BTreeMap::new();
    let mut n_of: Option<(u32, &Path)> = None;
    let mut empty = 0;
    for h in heads {
        let p = h.reader.path.as_path();
        let Some((shard, _)) = h.shard else {
            empty += 1;
            continue;
        };
        match n_of {
            Some((n, from)) if n != shard.n => anyhow::bail!(sudoku_i18n::tr!(
                "merge-other-run",
                first = messages::path(from),
                n = n,
                second = messages::path(p),
                shard = shard.to_string()
            )),
            _ => n_of = Some((shard.n, p)),
        }
        if let Some(other) = seen.insert(shard.k, p) {
            anyhow::bail!(sudoku_i18n::tr!(
                "merge-shard-twice",
                first = messages::path(other),
                second = messages::path(p),
                shard = shard.to_string()
            ));
        }
    }
    let Some((n, _)) = n_of else {
        return Ok(0);
    };
    if given as u64 > u64::from(n) {
        anyhow::bail!(sudoku_i18n::tr!("merge-too-many", given = given, n = n));
    }
    let missing: Vec<String> = (1..=n)
        .filter(|k| !seen.contains_key(k))
        .map(|k| format!("{k}/{n}"))
        .collect();
    if missing.len() > empty {
        anyhow::bail!(sudoku_i18n::tr!(
            "merge-missing",
            count = missing.len(),
            shards = sudoku_i18n::list_in(sudoku_i18n::current(), &missing, sudoku_i18n::Join::And)
        ));
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }

    #[test]
    fn orders_parse() {
        assert_eq!(parse_order("3.0.12.7"), Some([3, 0, 12, 7]));
        assert_eq!(parse_order("3.0.12"), None);
        assert_eq!(parse_order("3.0.12.7.1"), None);
        assert_eq!(parse_order("x.0.1.2"), None);
    }

    #[test]
    fn stamped_reports_merge_back_in_order() {
        let d = tempfile::tempdir().unwrap();
        let all = "file,sheet,place,status\na.xlsx,S,A1:I9,solved\nb.xlsx,S,A1:I9,invalid\nb.xlsx,T,A1:I9,solved\nc.xlsx,S,A1:I9,solved\n";
        let files: Vec<PathBuf> = ["a.xlsx", "b.xlsx", "c.xlsx"].map(PathBuf::from).into();
        let one = write(
            d.path(),
            "r1.csv",
            "file,sheet,place,status\na.xlsx,S,A1:I9,solved\nc.xlsx,S,A1:I9,solved\n",
        );
        let two = write(
            d.path(),
            "r2.csv",
            "file,sheet,place,status\nb.xlsx,S,A1:I9,invalid\nb.xlsx,T,A1:I9,solved\n",
        );
        let three = write(d.path(), "r3.csv", "");
        for (k, p) in [(1, &one), (2, &two), (3, &three)] {
            let listing = Listing {
                shard: Shard { k, n: 3 },
                files: files.clone(),
                list_sheets: None,
            };
            stamp(p, &listing).unwrap();
        }
        let text = std::fs::read_to_string(&two).unwrap();
        assert!(
            text.starts_with(
                "file,sheet,place,status,shard,order\nb.xlsx,S,A1:I9,invalid,2/3,2.0.0.1\n"
            ),
            "{text}"
        );
        let merged = d.path().join("all.csv");
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let inputs = [two.clone(), three.clone(), one.clone()];
        let status = merge(&inputs, &merged, false, false, &mut out, &mut err);
        assert_eq!(
            status,
            ExitStatus::Success,
            "{}",
            String::from_utf8_lossy(&err)
        );
        assert_eq!(std::fs::read_to_string(&merged).unwrap(), all);
        let said = String::from_utf8(out).unwrap();
        assert!(
            said.contains("4 rows from 3 files (3 solved, 1 invalid)"),
            "{said}"
        );
        // Replaced only with force; a missing shard is named.
        let again = merge(
            &inputs,
            &merged,
            false,
            true,
            &mut Vec::new(),
            &mut Vec::new(),
        );
        assert_eq!(again, ExitStatus::Unusable);
        let mut err = Vec::new();
        let status = merge(
            &[one, two],
            &d.path().join("x.csv"),
            false,
            true,
            &mut Vec::new(),
            &mut err,
        );
        assert_eq!(status, ExitStatus::Unusable);
        assert!(String::from_utf8(err)
            .unwrap()
            .contains("shard 3/3 is missing"));
    }

    #[test]
    fn workers_that_listed_different_batches_are_found_out() {
        let d = tempfile::tempdir().unwrap();
        let head = "file,sheet,place,status\n";
        let one = write(
            d.path(),
            "r1.csv",
            &format!("{head}a.xlsx,S,A1:I9,solved\nc.xlsx,S,A1:I9,solved\n"),
        );
        let two = write(
            d.path(),
            "r2.csv",
            &format!("{head}b.xlsx,S,A1:I9,solved\nbb.xlsx,S,A1:I9,solved\n"),
        );
        // bb.xlsx came after the first worker had listed the folder.
        for (k, p, names) in [
            (1, &one, &["a", "b", "c"][..]),
            (2, &two, &["a", "b", "bb", "c"][..]),
        ] {
            let listing = Listing {
                shard: Shard { k, n: 2 },
                files: names
                    .iter()
                    .map(|n| PathBuf::from(format!("{n}.xlsx")))
                    .collect(),
                list_sheets: None,
            };
            stamp(p, &listing).unwrap();
        }
        let out = d.path().join("all.csv");
        let mut err = Vec::new();
        let s = merge(&[one, two], &out, false, true, &mut Vec::new(), &mut err);
        assert_eq!(s, ExitStatus::Unusable);
        let err = String::from_utf8(err).unwrap();
        assert!(
            err.contains("the workers listed different batches"),
            "{err}"
        );
        assert!(!out.exists(), "nothing written");
    }

    #[test]
    fn kinds_and_columns_must_agree() {
        let d = tempfile::tempdir().unwrap();
        let a = write(d.path(), "a.csv", "file,status\nx,solved\n");
        let b = write(d.path(), "b.csv", "file,level\nx,easy\n");
        let j = write(d.path(), "j.json", "[]\n");
        let mut err = Vec::new();
        let s = merge(
            &[a.clone(), b],
            &d.path().join("o.csv"),
            false,
            true,
            &mut Vec::new(),
            &mut err,
        );
        assert_eq!(s, ExitStatus::Unusable);
        assert!(String::from_utf8_lossy(&err).contains("has the columns file,status but"));
        let mut err = Vec::new();
        let s = merge(
            &[a, j],
            &d.path().join("o.csv"),
            false,
            true,
            &mut Vec::new(),
            &mut err,
        );
        assert_eq!(s, ExitStatus::Unusable);
        assert!(String::from_utf8_lossy(&err).contains("not of one kind"));
    }

    #[test]
    fn json_keeps_its_shape() {
        let d = tempfile::tempdir().unwrap();
        let text = "[\n  {\n    \"file\": \"a.xlsx\",\n    \"score\": 3.0,\n    \"solutions\": null,\n    \"steps\": [\n      {\n        \"cell\": \"D4\"\n      }\n    ]\n  }\n]\n";
        let p = write(d.path(), "r.json", text);
        let listing = Listing {
            shard: Shard { k: 1, n: 1 },
            files: vec![PathBuf::from("a.xlsx")],
            list_sheets: None,
        };
        stamp(&p, &listing).unwrap();
        let out = d.path().join("all.json");
        let s = merge(&[p], &out, false, true, &mut Vec::new(), &mut Vec::new());
        assert_eq!(s, ExitStatus::Success);
        assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
    }
}
