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
//! each file's own order). The columns are added once the command has written its
//! report, by reading it back: every command keeps its own report code.

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::{Path, PathBuf};

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

/// A report read back: its columns and rows as text (CSV) or objects (JSON).
#[derive(Debug, Clone, PartialEq)]
enum Table {
    Csv {
        header: Vec<String>,
        rows: Vec<Vec<String>>,
    },
    Json(Vec<Map<String, Value>>),
}

impl Table {
    fn read(path: &Path) -> Result<Table, String> {
        let format = ReportFormat::of(path).map_err(|e| e.to_string())?;
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", messages::path(path)))?;
        let bad = |e: &dyn std::fmt::Display| {
            format!(
                "{}: not a report as sudoku-xlsx writes it: {e}",
                messages::path(path)
            )
        };
        match format {
            ReportFormat::Csv => {
                let mut records = csv::ReaderBuilder::new()
                    .has_headers(false)
                    .from_reader(bytes.as_slice())
                    .into_records();
                let header = match records.next() {
                    None => Vec::new(),
                    Some(r) => r.map_err(|e| bad(&e))?.iter().map(String::from).collect(),
                };
                let rows = records
                    .map(|r| r.map(|r| r.iter().map(String::from).collect()))
                    .collect::<Result<Vec<Vec<String>>, _>>()
                    .map_err(|e| bad(&e))?;
                Ok(Table::Csv { header, rows })
            }
            ReportFormat::Json => {
                if bytes.iter().all(u8::is_ascii_whitespace) {
                    return Ok(Table::Json(Vec::new()));
                }
                serde_json::from_slice(&bytes)
                    .map(Table::Json)
                    .map_err(|e| bad(&e))
            }
        }
    }

    fn len(&self) -> usize {
        match self {
            Table::Csv { rows, .. } => rows.len(),
            Table::Json(rows) => rows.len(),
        }
    }

    /// The columns, or `None` for a report with no rows (which says none).
    fn columns(&self) -> Option<Vec<String>> {
        match self {
            Table::Csv { header, .. } if header.is_empty() => None,
            Table::Csv { header, .. } => Some(header.clone()),
            Table::Json(rows) => rows.first().map(|r| r.keys().cloned().collect()),
        }
    }

    /// Row `i`'s field `name` as text (JSON numbers as written, null as empty).
    fn field(&self, i: usize, name: &str) -> Option<String> {
        match self {
            Table::Csv { header, rows } => {
                let at = header.iter().position(|h| h == name)?;
                rows[i].get(at).cloned()
            }
            Table::Json(rows) => Some(match rows[i].get(name)? {
                Value::String(s) => s.clone(),
                Value::Null => String::new(),
                other => other.to_string(),
            }),
        }
    }

    /// Adds a column at the end of every row.
    fn push_column(&mut self, name: &str, values: Vec<String>) {
        match self {
            Table::Csv { header, rows } => {
                header.push(name.to_string());
                for (r, v) in rows.iter_mut().zip(values) {
                    r.push(v);
                }
            }
            Table::Json(rows) => {
                for (r, v) in rows.iter_mut().zip(values) {
                    r.insert(name.to_string(), Value::String(v));
                }
            }
        }
    }

    /// Writes the table as the commands write reports, all or nothing.
    fn write(&self, path: &Path, force: bool) -> Result<(), Error> {
        save_atomic(path, force, |file| {
            let mut buf = std::io::BufWriter::new(file);
            match self {
                Table::Csv { header, rows } => {
                    // A report with no rows is an empty file, as the commands write it.
                    if !rows.is_empty() {
                        let mut w = csv::Writer::from_writer(&mut buf);
                        w.write_record(header).map_err(std::io::Error::other)?;
                        for r in rows {
                            w.write_record(r).map_err(std::io::Error::other)?;
                        }
                        w.flush()?;
                    }
                }
                Table::Json(rows) => {
                    serde_json::to_writer_pretty(&mut buf, rows)?;
                    buf.write_all(b"\n")?;
                }
            }
            buf.flush()
        })
        .to_file(path)
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
        let mut index: HashMap<String, u64> = HashMap::new();
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

/// Adds the `shard` and `order` columns to the report a worker wrote at `path`.
pub fn stamp(path: &Path, listing: &Listing) -> Result<(), Error> {
    let mut table = Table::read(path).map_err(|e| Error::write(path, e))?;
    let n = table.len();
    if n == 0 {
        return Ok(());
    }
    let place_of = listing.places();
    let orders: Vec<String> = (0..n)
        .map(|i| {
            let get = |name: &str| table.field(i, name).unwrap_or_default();
            let at = table
                .field(i, "place")
                .or_else(|| table.field(i, "range"))
                .unwrap_or_default();
            let (f, s, r) = place_of(&get("file"), &get("sheet"), &at);
            format!("{f}.{s}.{r}.{}", i + 1)
        })
        .collect();
    table.push_column(SHARD_COLUMN, vec![listing.shard.to_string(); n]);
    table.push_column(ORDER_COLUMN, orders);
    table.write(path, true)
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

/// `sudoku-xlsx report merge`: joins `inputs` into `output`. Refused, before anything is
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

fn merge_inner(inputs: &[PathBuf], output: &Path, force: bool) -> Result<String, anyhow::Error> {
    let kind = ReportFormat::of(output)?;
    for p in inputs {
        if ReportFormat::of(p)? != kind {
            anyhow::bail!(
                "{} and {} are not of one kind: the merged report and every report merged are all CSV or all JSON",
                messages::path(p),
                messages::path(output)
            );
        }
    }
    let refs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
    crate::batch::check_output(output, &refs, force)?;
    let mut tables = Vec::with_capacity(inputs.len());
    for p in inputs {
        tables.push(Table::read(p).map_err(anyhow::Error::msg)?);
    }
    // One set of columns.
    let mut columns: Option<(Vec<String>, &Path)> = None;
    for (t, p) in tables.iter().zip(inputs) {
        let Some(cols) = t.columns() else { continue };
        match &columns {
            None => columns = Some((cols, p)),
            Some((first, from)) if *first != cols => anyhow::bail!(
                "{} has the columns {} but {} has {}: merge reports of one command run with the same flags",
                messages::path(from),
                first.join(","),
                messages::path(p),
                cols.join(",")
            ),
            Some(_) => {}
        }
    }
    let keyed = columns.as_ref().is_some_and(|(c, _)| {
        c.len() >= 2 && c[c.len() - 2] == SHARD_COLUMN && c[c.len() - 1] == ORDER_COLUMN
    });
    let shards = if keyed {
        Some(check_shards(&tables, inputs)?)
    } else {
        None
    };

    // The rows in order, with the place they came from.
    let mut order: Vec<([u64; 4], usize, usize)> = Vec::new();
    for (k, t) in tables.iter().enumerate() {
        for i in 0..t.len() {
            let key = if keyed {
                let text = t.field(i, ORDER_COLUMN).unwrap_or_default();
                parse_order(&text).ok_or_else(|| {
                    anyhow::anyhow!(
                        "{}: row {} has the order {text:?}, not one sudoku-xlsx writes",
                        messages::path(&inputs[k]),
                        i + 2
                    )
                })?
            } else {
                [0; 4]
            };
            order.push((key, k, i));
        }
    }
    // Stable: reports without shard columns are joined in the order given.
    order.sort_by_key(|&(key, k, _)| (key, k));

    let drop = if keyed { 2 } else { 0 };
    let merged = match kind {
        ReportFormat::Csv => {
            let header = columns
                .as_ref()
                .map(|(c, _)| c[..c.len() - drop].to_vec())
                .unwrap_or_default();
            let rows = order
                .iter()
                .filter_map(|&(_, k, i)| match &tables[k] {
                    Table::Csv { rows, .. } => Some(rows[i][..header.len()].to_vec()),
                    Table::Json(_) => None,
                })
                .collect();
            Table::Csv { header, rows }
        }
        ReportFormat::Json => Table::Json(
            order
                .iter()
                .filter_map(|&(_, k, i)| match &tables[k] {
                    Table::Json(rows) => {
                        let mut r = rows[i].clone();
                        if keyed {
                            r.shift_remove(ORDER_COLUMN);
                            r.shift_remove(SHARD_COLUMN);
                        }
                        Some(r)
                    }
                    Table::Csv { .. } => None,
                })
                .collect(),
        ),
    };
    merged.write(output, force)?;

    // The summary: rows, files and what became of them.
    let n = merged.len();
    let mut files = std::collections::HashSet::new();
    let mut outcomes: Vec<(String, u64)> = Vec::new();
    let word = ["status", "result", "kind", "level"].into_iter().find(|w| {
        columns
            .as_ref()
            .is_some_and(|(c, _)| c.iter().any(|x| x == w))
    });
    for i in 0..n {
        files.insert(merged.field(i, "file").unwrap_or_default());
        if let Some(w) = word {
            let v = merged.field(i, w).unwrap_or_default();
            let v = if v.is_empty() { "none".to_string() } else { v };
            // `invalid: ...` and `no level (...)` count by their first words.
            let v = v.split([':', '(']).next().unwrap_or("").trim().to_string();
            match outcomes.iter_mut().find(|(o, _)| *o == v) {
                Some((_, c)) => *c += 1,
                None => outcomes.push((v, 1)),
            }
        }
    }
    let what = match &shards {
        Some((n_shards, _)) => format!(
            "the {} of {} shards",
            messages::count(inputs.len() as u64, "report"),
            n_shards
        ),
        None => format!(
            "{} in the order given (they have no shard columns)",
            messages::count(inputs.len() as u64, "report")
        ),
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
    Ok(format!(
        "Merged {what}: {} from {}{counts}; wrote {}",
        messages::count(n as u64, "row"),
        messages::count(files.len() as u64, "file"),
        messages::path(output)
    ))
}

/// Checks that keyed reports are those of every shard of one run, each once; returns N
/// and the shards seen.
fn check_shards(
    tables: &[Table],
    inputs: &[PathBuf],
) -> Result<(u32, BTreeMap<u32, PathBuf>), anyhow::Error> {
    let mut seen: BTreeMap<u32, PathBuf> = BTreeMap::new();
    let mut n_of: Option<(u32, &Path)> = None;
    let mut empty = 0;
    for (t, p) in tables.iter().zip(inputs) {
        if t.len() == 0 {
            empty += 1;
            continue;
        }
        let first = t.field(0, SHARD_COLUMN).unwrap_or_default();
        let shard: Shard = first.parse().map_err(|e: String| {
            anyhow::anyhow!("{}: the shard column holds {e}", messages::path(p))
        })?;
        if let Some(i) = (1..t.len()).find(|&i| t.field(i, SHARD_COLUMN).as_deref() != Some(&first))
        {
            anyhow::bail!(
                "{} holds rows of shard {first} and of shard {}: it is not one worker's report",
                messages::path(p),
                t.field(i, SHARD_COLUMN).unwrap_or_default()
            );
        }
        match n_of {
            Some((n, from)) if n != shard.n => anyhow::bail!(
                "{} is a shard of {n} but {} is shard {shard}: merge the reports of one run",
                messages::path(from),
                messages::path(p)
            ),
            _ => n_of = Some((shard.n, p)),
        }
        if let Some(other) = seen.insert(shard.k, p.clone()) {
            anyhow::bail!(
                "{} and {} both hold shard {shard}",
                messages::path(&other),
                messages::path(p)
            );
        }
    }
    let Some((n, _)) = n_of else {
        return Ok((0, seen));
    };
    let missing: Vec<String> = (1..=n)
        .filter(|k| !seen.contains_key(k))
        .map(|k| format!("{k}/{n}"))
        .collect();
    if inputs.len() as u32 > n {
        anyhow::bail!(
            "{} reports were given for a run of {n} shards; give each shard's report once",
            inputs.len()
        );
    }
    if missing.len() > empty {
        anyhow::bail!(
            "the report of shard {} is missing; give every shard's report (a shard that held no file writes an empty one)",
            missing.join(", ")
        );
    }
    Ok((n, seen))
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
            "file,sheet,place,status\nc.xlsx,S,A1:I9,solved\na.xlsx,S,A1:I9,solved\n",
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
