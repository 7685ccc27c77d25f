//! List mode of `solve`: a column of puzzle strings in a workbook, or a text list, solved
//! in parallel chunks while it streams from input to output (a chunk is written while the
//! next is solved), so memory stays flat however long the list is. Every row is carried
//! over; puzzle rows gain solution, status and givens columns placed right of everything
//! the sheet used.

use std::borrow::Cow;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;
use std::sync::Arc;

use calamine::Data;
use rayon::prelude::*;
use rust_xlsxwriter::{Format, Workbook as XlsxWorkbook, Worksheet};

use crate::batch::{self, Job, Progress};
use crate::error::{Error, ExitStatus};
use crate::grid::Grid;
use crate::list::{is_text_list, recognise, Entry};
use crate::output;
use crate::report::{Row, Status, Tally};
use crate::verdict::{describe_conflict, Verdict};
use crate::workbook::carry;
use crate::workbook::list::{last_column, read_rows, ListRow};
use crate::workbook::write::{self, safe_sheet_name};
use crate::workbook::Workbook;

use super::{FileResult, Mode, SolveConfig};

/// Rows solved together; large enough to keep every core busy, small enough to keep
/// memory flat.
const CHUNK: usize = 4096;
/// Problem lines printed per file before the rest are only counted.
const MAX_PROBLEM_LINES: usize = 20;

/// What became of one puzzle row.
#[derive(Debug, Clone)]
struct Outcome {
    status: Status,
    exit: ExitStatus,
    solution: Option<Grid>,
    givens: usize,
    /// The status column text: `solved`, `multiple solutions`, `no solution`,
    /// `invalid: ...`.
    text: Cow<'static, str>,
}

fn decide(entry: &Entry) -> Option<Outcome> {
    let name = |i: usize| crate::address::GridRange::default().cell_name(i);
    match entry {
        Entry::NotAPuzzle => None,
        Entry::Broken(why) => Some(Outcome {
            status: Status::Invalid,
            exit: ExitStatus::Unusable,
            solution: None,
            givens: 0,
            text: format!("invalid: {why}").into(),
        }),
        Entry::Puzzle(p) => {
            let v = Verdict::of(p);
            let (status, text) = match &v {
                Verdict::Unique(_) => (Status::Solved, Cow::Borrowed(v.short())),
                Verdict::Multiple(_) => (Status::Multiple, Cow::Borrowed(v.short())),
                Verdict::NoSolution => (Status::NoSolution, Cow::Borrowed(v.short())),
                Verdict::Conflicts(cs) => (
                    Status::Invalid,
                    format!(
                        "invalid: {}",
                        cs.iter()
                            .map(|c| describe_conflict(c, name))
                            .collect::<Vec<_>>()
                            .join("; ")
                    )
                    .into(),
                ),
            };
            Some(Outcome {
                status,
                exit: v.exit_status(),
                solution: v.solution().copied(),
                givens: p.givens(),
                text,
            })
        }
    }
}

/// Where solved rows go. `Send`, because a chunk is written on one worker while the
/// next chunk is solved on the others.
trait Sink: Send {
    fn row(&mut self, row: &ListRow, outcome: Option<&Outcome>) -> Result<(), String>;
}

/// Rows into a worksheet (constant memory: rows must come in order, and they do).
struct SheetSink<'a> {
    ws: &'a mut Worksheet,
    /// First added column.
    extra: u32,
    /// The puzzle column.
    column: u32,
    bold: Format,
}

impl Sink for SheetSink<'_> {
    fn row(&mut self, row: &ListRow, outcome: Option<&Outcome>) -> Result<(), String> {
        write_row(
            self.ws,
            row.row,
            row,
            outcome,
            self.extra,
            self.column,
            &self.bold,
        )
        .map_err(|e| e.to_string())
    }
}

/// Excel's 1,048,576 rows less the header row.
const LINES_PER_SHEET: u32 = 1_048_575;

/// A text list into a new workbook: sheet `Puzzles`, continued on `Puzzles (2)` and so on
/// when the list has more lines than a sheet has rows.
struct BookSink<'a> {
    xlsx: &'a mut XlsxWorkbook,
    bold: Format,
    sheets: usize,
}

impl BookSink<'_> {
    fn add_sheet(&mut self) -> Result<(), rust_xlsxwriter::XlsxError> {
        let name = match self.sheets {
            0 => "Puzzles".to_string(),
            n => format!("Puzzles ({})", n + 1),
        };
        let ws = self.xlsx.add_worksheet_with_constant_memory()?;
        ws.set_name(name)?;
        for (k, width) in [85.0, 85.0, 24.0].into_iter().enumerate() {
            ws.set_column_width(k as u16, width)?;
        }
        for (k, h) in ["Puzzle", "Solution", "Status", "Givens"]
            .iter()
            .enumerate()
        {
            ws.write_string_with_format(0, k as u16, *h, &self.bold)?;
        }
        self.sheets += 1;
        Ok(())
    }
}

/// Where line `line` (from 1) of a text list goes: sheet index and row (from 0).
fn line_place(line: u32) -> (usize, u32) {
    let k = line.saturating_sub(1);
    ((k / LINES_PER_SHEET) as usize, k % LINES_PER_SHEET + 1)
}

impl Sink for BookSink<'_> {
    fn row(&mut self, row: &ListRow, outcome: Option<&Outcome>) -> Result<(), String> {
        let e = |e: rust_xlsxwriter::XlsxError| e.to_string();
        let (sheet, at) = line_place(row.row);
        while self.sheets <= sheet {
            self.add_sheet().map_err(e)?;
        }
        let ws = self.xlsx.worksheet_from_index(sheet).map_err(e)?;
        write_row(ws, at, row, outcome, 1, 0, &self.bold).map_err(e)
    }
}

/// Writes one list row at row `at`: its own cells, then the solution, status and givens
/// from column `extra` on (or their headers, on a header row).
fn write_row(
    ws: &mut Worksheet,
    at: u32,
    row: &ListRow,
    outcome: Option<&Outcome>,
    extra: u32,
    column: u32,
    bold: &Format,
) -> Result<(), rust_xlsxwriter::XlsxError> {
    for (col, value) in &row.cells {
        write::write_value(ws, (at, *col), value, None, None)?;
    }
    let c = extra as u16;
    match outcome {
        Some(o) => {
            if let Some(s) = o.solution {
                ws.write_string(at, c, s.to_string())?;
            }
            ws.write_string(at, c + 1, o.text.as_ref())?;
            ws.write_number(at, c + 2, o.givens as f64)?;
        }
        None if at == 0
            && row
                .cells
                .iter()
                .any(|(col, v)| *col == column && matches!(v, Data::String(_))) =>
        {
            for (k, h) in ["Solution", "Status", "Givens"].iter().enumerate() {
                ws.write_string_with_format(at, c + k as u16, *h, bold)?;
            }
        }
        None => {}
    }
    Ok(())
}

/// Rows into a text file: tab-separated (`.txt`, `.sdm`) or CSV.
struct TextSink<W: Write> {
    csv: Option<csv::Writer<W>>,
    plain: Option<W>,
}

impl<W: Write + Send> Sink for TextSink<W> {
    fn row(&mut self, row: &ListRow, outcome: Option<&Outcome>) -> Result<(), String> {
        let text = match row.cells.first() {
            Some((_, Data::String(s))) => s.clone(),
            Some((_, v)) => v.to_string(),
            None => String::new(),
        };
        let fields: Vec<String> = match outcome {
            Some(o) => vec![
                text.trim().to_string(),
                o.solution.map(|s| s.to_string()).unwrap_or_default(),
                o.text.to_string(),
                o.givens.to_string(),
            ],
            None => vec![text],
        };
        if let Some(w) = &mut self.csv {
            w.write_record(&fields).map_err(|e| e.to_string())
        } else if let Some(w) = &mut self.plain {
            writeln!(w, "{}", fields.join("\t")).map_err(|e| e.to_string())
        } else {
            Ok(())
        }
    }
}

/// Tallies, report rows and problem lines of one file.
struct Acc<'a> {
    config: &'a SolveConfig,
    progress: &'a Progress,
    result: FileResult,
    file: Arc<str>,
    output: Arc<str>,
    /// The sheet of the rows being recorded, shared by their report rows.
    sheet: Arc<str>,
    problems: usize,
    puzzles: u64,
    /// The last chunk solved, written while the next one is solved.
    pending: Option<(Vec<ListRow>, Vec<Option<Outcome>>)>,
}

impl Acc<'_> {
    /// Solves the rows read so far in parallel while the chunk solved before them is
    /// written, then keeps them to be written with the next chunk (or by
    /// [`Acc::finish`]). With two workers, a text list of 1,000,000 typical puzzles went
    /// from 8.2-8.8 s to 7.1-7.3 s, for one chunk more in memory (about 3 MiB).
    fn flush(
        &mut self,
        sheet: &str,
        rows: &mut Vec<ListRow>,
        sink: &mut dyn Sink,
        text_input: bool,
    ) -> Result<(), String> {
        let chunk = std::mem::replace(rows, Vec::with_capacity(CHUNK));
        let before = self.pending.take();
        let (outcomes, written) = rayon::join(
            || {
                chunk
                    .par_iter()
                    .map(|r| decide(&r.entry))
                    .collect::<Vec<_>>()
            },
            || match before {
                Some((rows, outcomes)) => self.record(sheet, &rows, &outcomes, sink, text_input),
                None => Ok(()),
            },
        );
        self.pending = Some((chunk, outcomes));
        written
    }

    /// Writes the last chunk solved.
    fn finish(&mut self, sheet: &str, sink: &mut dyn Sink, text_input: bool) -> Result<(), String> {
        match self.pending.take() {
            Some((rows, outcomes)) => self.record(sheet, &rows, &outcomes, sink, text_input),
            None => Ok(()),
        }
    }

    /// Writes solved rows to `sink` and counts them.
    fn record(
        &mut self,
        sheet: &str,
        rows: &[ListRow],
        outcomes: &[Option<Outcome>],
        sink: &mut dyn Sink,
        text_input: bool,
    ) -> Result<(), String> {
        if *self.sheet != *sheet {
            self.sheet = sheet.into();
        }
        let mut tally = Tally::default();
        for (row, outcome) in rows.iter().zip(outcomes) {
            sink.row(row, outcome.as_ref())?;
            let Some(o) = outcome else { continue };
            tally.count(o.status, o.exit);
            let place = if text_input {
                format!("line {}", row.row)
            } else {
                format!("row {}", row.row + 1)
            };
            if o.status == Status::Invalid || o.status == Status::NoSolution {
                self.problems += 1;
                if self.problems <= MAX_PROBLEM_LINES {
                    let at = if sheet.is_empty() {
                        place.clone()
                    } else {
                        format!("{}!{place}", crate::address::quote_sheet(sheet))
                    };
                    self.result
                        .err
                        .push(format!("sudoku-xlsx: {}: {at}: {}", self.file, o.text));
                }
            }
            if self.config.report.is_some() {
                self.result.rows.push(Row {
                    file: self.file.clone(),
                    sheet: self.sheet.clone(),
                    place,
                    status: o.status,
                    givens: o.givens,
                    solutions: match o.status {
                        Status::Solved => "1",
                        Status::Multiple => "2+",
                        Status::NoSolution => "0",
                        _ => "",
                    },
                    output: self.output.clone(),
                    message: o.text.clone(),
                });
            }
        }
        let puzzles = tally.solved + tally.multiple + tally.no_solution + tally.invalid;
        self.puzzles += puzzles;
        if self.config.single {
            self.progress.add_total(puzzles);
            self.progress
                .done(puzzles, tally.solved + tally.multiple, tally.failed());
        }
        self.result.tally.add(&tally);
        Ok(())
    }
}

/// Runs list mode on one job.
pub fn run_job(config: &SolveConfig, job: &Job, progress: &Progress) -> FileResult {
    let mut acc = Acc {
        config,
        progress,
        result: FileResult::default(),
        file: job.input.display().to_string().into(),
        output: job.output.display().to_string().into(),
        sheet: "".into(),
        problems: 0,
        puzzles: 0,
        pending: None,
    };
    if let Err(e) = run_inner(job, &mut acc) {
        return super::failed(job, &e);
    }
    let mut r = acc.result;
    if acc.problems > MAX_PROBLEM_LINES {
        r.err.push(format!(
            "sudoku-xlsx: {}: {} more problems not shown{}",
            acc.file,
            acc.problems - MAX_PROBLEM_LINES,
            if config.report.is_some() {
                " (see the report)"
            } else {
                "; --report lists them all"
            }
        ));
    }
    r.tally.written += 1;
    let t = &r.tally;
    r.out.push(format!(
        "{}: {} puzzles: {} solved, {} with several solutions, {} with no solution, {} invalid -> {}",
        acc.file,
        acc.puzzles,
        t.solved,
        t.multiple,
        t.no_solution,
        t.invalid,
        job.output.display()
    ));
    r
}

fn run_inner(job: &Job, acc: &mut Acc<'_>) -> Result<(), Error> {
    let config = acc.config;
    let Mode::List {
        column,
        sheet,
        all_sheets,
    } = &config.mode
    else {
        return Ok(());
    };
    if !config.force && job.output.exists() {
        return Err(Error::OutputExists {
            path: job.output.clone(),
        });
    }
    let text_input = is_text_list(&job.input);
    let mut wb = if text_input {
        None
    } else {
        Some(Workbook::open(&job.input)?)
    };
    let names: Vec<String> = match &wb {
        None => Vec::new(),
        Some(w) if *all_sheets => w
            .sheets()
            .into_iter()
            .filter(|s| s.not_cells.is_none())
            .map(|s| s.name)
            .collect(),
        Some(w) => vec![w.find_sheet(sheet.as_deref())?],
    };
    let column = *column;
    let input = job.input.clone();

    if is_text_list(&job.output) {
        let csv_out = job
            .output
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
        return output::save_atomic(&job.output, config.force, |file| {
            let buf = BufWriter::new(file);
            let mut sink = if csv_out {
                let mut w = csv::WriterBuilder::new().flexible(true).from_writer(buf);
                w.write_record(["puzzle", "solution", "status", "givens"])
                    .map_err(|e| e.to_string())?;
                TextSink {
                    csv: Some(w),
                    plain: None,
                }
            } else {
                TextSink {
                    csv: None,
                    plain: Some(buf),
                }
            };
            match &mut wb {
                None => stream_text(&input, acc, &mut sink).map_err(|e| e.to_string())?,
                Some(w) => {
                    for name in &names {
                        stream_sheet(w, name, column, acc, &mut sink).map_err(|e| e.to_string())?;
                    }
                }
            }
            if let Some(w) = &mut sink.csv {
                w.flush().map_err(|e| e.to_string())?;
            }
            if let Some(w) = &mut sink.plain {
                w.flush().map_err(|e| e.to_string())?;
            }
            if batch::interrupted() {
                return Err("interrupted; nothing was written".to_string());
            }
            Ok(())
        });
    }

    let wr = |e: rust_xlsxwriter::XlsxError| Error::write(&job.output, e);
    let bold = Format::new().set_bold();
    let mut xlsx = XlsxWorkbook::new();
    match &mut wb {
        None => {
            let mut sink = BookSink {
                xlsx: &mut xlsx,
                bold: bold.clone(),
                sheets: 0,
            };
            // The first sheet even for an empty list.
            sink.add_sheet().map_err(wr)?;
            stream_text(&input, acc, &mut sink)?;
        }
        Some(w) => {
            // The other sheets come along as they are; the list sheets stream through.
            let carried = w.carry_except(&names)?;
            if let Some(warn) = carry::warning(&input, &carried) {
                acc.result.err.push(warn);
            }
            let formats: Vec<Format> = carried.styles.iter().map(write::to_format).collect();
            for (k, other) in carried.sheets.iter().enumerate() {
                let ws = if names.contains(&other.name) {
                    let name = &other.name;
                    let extra = (last_column(w, name)? + 1).max(column + 1);
                    let ws = xlsx.add_worksheet_with_constant_memory().map_err(wr)?;
                    ws.set_name(safe_sheet_name(name)).map_err(wr)?;
                    ws.set_column_width(extra as u16, 85.0).map_err(wr)?;
                    ws.set_column_width(extra as u16 + 1, 24.0).map_err(wr)?;
                    let mut sink = SheetSink {
                        ws,
                        extra,
                        column,
                        bold: bold.clone(),
                    };
                    stream_sheet(w, name, column, acc, &mut sink)?;
                    sink.ws
                } else {
                    let ws = xlsx.add_worksheet();
                    write::carried_sheet(ws, other, &formats, &[]).map_err(wr)?;
                    ws
                };
                if k == carried.active {
                    ws.set_active(true);
                } else if other.hidden {
                    ws.set_hidden(true);
                }
            }
        }
    }
    if batch::interrupted() {
        return Err(Error::write(
            &job.output,
            "interrupted; nothing was written",
        ));
    }
    write::save(&mut xlsx, &job.output, config.force)
}

/// Streams one sheet's rows through `sink` in solved chunks.
fn stream_sheet(
    wb: &mut Workbook,
    sheet: &str,
    column: u32,
    acc: &mut Acc<'_>,
    sink: &mut dyn Sink,
) -> Result<(), Error> {
    let path = wb.path().to_path_buf();
    let mut chunk: Vec<ListRow> = Vec::with_capacity(CHUNK);
    let mut failure: Option<String> = None;
    read_rows(wb, sheet, column, &mut |row| {
        chunk.push(row);
        if chunk.len() >= CHUNK {
            if let Err(e) = acc.flush(sheet, &mut chunk, sink, false) {
                failure = Some(e);
                return false;
            }
        }
        !batch::interrupted()
    })?;
    if failure.is_none() {
        if let Err(e) = acc
            .flush(sheet, &mut chunk, sink, false)
            .and_then(|()| acc.finish(sheet, sink, false))
        {
            failure = Some(e);
        }
    }
    match failure {
        Some(e) => Err(Error::write(&path, e)),
        None => Ok(()),
    }
}

/// Streams a text list, one puzzle a line, through `sink` in solved chunks. Rows are
/// numbered from 1 so that a workbook output keeps row 1 for its header.
fn stream_text(path: &Path, acc: &mut Acc<'_>, sink: &mut dyn Sink) -> Result<(), Error> {
    let file = File::open(path).map_err(|e| Error::read(path, e))?;
    let mut reader = BufReader::new(file);
    let mut chunk: Vec<ListRow> = Vec::with_capacity(CHUNK);
    let mut line = Vec::new();
    let mut number: u32 = 0;
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .map_err(|e| Error::read(path, e))?;
        if n == 0 || batch::interrupted() {
            break;
        }
        number = number.checked_add(1).ok_or_else(|| Error::TooLarge {
            path: path.to_path_buf(),
            what: "the list".to_string(),
            detail: "more than 4,294,967,295 lines; split it into smaller files".to_string(),
        })?;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        let entry = recognise(text);
        chunk.push(ListRow {
            row: number,
            cells: if text.is_empty() {
                Vec::new()
            } else {
                vec![(0, Data::String(text.to_string()))]
            },
            entry,
        });
        if chunk.len() >= CHUNK {
            acc.flush("", &mut chunk, sink, true)
                .map_err(|e| Error::write(path, e))?;
        }
    }
    acc.flush("", &mut chunk, sink, true)
        .and_then(|()| acc.finish("", sink, true))
        .map_err(|e| Error::write(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_lists_continue_on_further_sheets() {
        assert_eq!(line_place(1), (0, 1));
        assert_eq!(line_place(LINES_PER_SHEET), (0, 1_048_575));
        assert_eq!(line_place(LINES_PER_SHEET + 1), (1, 1));
        assert_eq!(line_place(3 * LINES_PER_SHEET + 7), (3, 7));
    }
}
