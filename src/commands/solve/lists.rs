//! List mode of `solve`: a column of puzzle strings in a workbook, or a text list, solved
//! in parallel chunks while it streams from input to output (a chunk is written while the
//! next is solved), so memory stays flat however long the list is. Reading and writing
//! the rows is the workbook crate's; here they are solved, counted and reported.

use std::borrow::Cow;
use std::io::BufWriter;
use std::sync::Arc;

use rayon::prelude::*;
use rust_xlsxwriter::Workbook as XlsxWorkbook;
use sudoku_core::general::{
    self, GeneralConflict, GeneralOutcome, ParsePuzzleError, Puzzle, Shape, Symbols,
};
use sudoku_core::outcome::{describe_conflicts, join_clashes};
use sudoku_core::puzzle_text::Entry;
use sudoku_core::{solve, Grid, Outcome};
use sudoku_workbook::address::GridRange;
use sudoku_workbook::general::SymbolStyle;
use sudoku_workbook::list::{
    is_text_list, read_rows, write_list_workbook, BookSink, Line, ListRow, ListSink, RowResult,
    TextList, TextSink,
};
use sudoku_workbook::save::save_atomic;
use sudoku_workbook::{write, Error as WorkbookError, Workbook};

use super::{FileResult, SolveConfig};
use crate::batch::{self, Job, Progress, Work};
use crate::error::{Error, ExitStatus, InFile};
use crate::input::{list_sheets, on_sheet, row_place, Source};
use crate::messages;
use crate::report::{self, Row, Status, Tally};
use crate::shaped::Rules;

/// Rows solved together; large enough to keep every core busy, small enough to keep
/// memory flat.
const CHUNK: usize = 4096;
/// Problem lines printed per file before the rest are only counted.
const MAX_PROBLEM_LINES: usize = 20;

/// A solution as a list writes it.
#[derive(Debug, Clone)]
enum Solution {
    /// A classic grid, written as 81 digits.
    Grid(Grid),
    /// A grid of another shape, already written as its line of symbols.
    Line(String),
}

impl std::fmt::Display for Solution {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Solution::Grid(g) => g.fmt(f),
            Solution::Line(l) => f.write_str(l),
        }
    }
}

/// How list rows are read when the rules are not classic: the shape every puzzle has,
/// its symbols, and the column the puzzles are in.
#[derive(Debug, Clone)]
pub(crate) struct ShapedList {
    shape: Shape,
    /// How the lines write their digits, so that `explain` names them the same way.
    pub(crate) symbols: Symbols,
    column: u32,
    /// How long the solver may search one puzzle (`--time-limit`).
    time_limit: std::time::Duration,
}

impl ShapedList {
    /// The list reading for `rules`, `None` for classic 9x9 lists.
    /// Each puzzle is solved for at most `time_limit`.
    pub(crate) fn of(
        rules: &Rules,
        column: u32,
        time_limit: std::time::Duration,
    ) -> Result<Option<ShapedList>, anyhow::Error> {
        if rules.is_classic() {
            return Ok(None);
        }
        if rules.regions.is_some() {
            anyhow::bail!(sudoku_i18n::tr!("usage-list-regions"));
        }
        let n = rules.size.unwrap_or(9);
        let shape = rules.shape(n, None).map_err(anyhow::Error::msg)?;
        let symbols = if rules.hex {
            Symbols::Hex
        } else {
            Symbols::Standard
        };
        Ok(Some(ShapedList {
            shape,
            symbols,
            column,
            time_limit,
        }))
    }

    /// How long the solver may search one puzzle (`--time-limit`).
    pub(crate) fn time_limit(&self) -> std::time::Duration {
        self.time_limit
    }

    /// How the list's digits are written on a sheet: letters after 9, or hex.
    pub(crate) fn style(&self) -> SymbolStyle {
        match self.symbols {
            Symbols::Hex => SymbolStyle::Hex,
            Symbols::Standard if self.shape.n() > 9 => SymbolStyle::Letters,
            Symbols::Standard => SymbolStyle::Numbers,
        }
    }

    /// Keeps of a row only its puzzle cell, which is all [`ShapedList::entry`] reads.
    pub(crate) fn keep(&self, row: ListRow) -> ListRow {
        let cells = row
            .cells
            .into_iter()
            .filter(|(c, _)| *c == self.column)
            .collect();
        ListRow { cells, ..row }
    }

    /// Reads the row's puzzle cell: a line of N*N symbols (spaces ignored), a comment or
    /// header, or a line that is meant as a puzzle but cannot be one.
    pub(crate) fn entry(&self, row: &ListRow) -> Result<Option<Puzzle>, String> {
        let Some((_, value)) = row.cells.iter().find(|(c, _)| *c == self.column) else {
            return Ok(None);
        };
        let text = match value {
            calamine::Data::String(s) => s.trim().to_string(),
            _ => return Ok(None),
        };
        let n = self.shape.n();
        // As in 9x9 lists, the puzzle may be one field of a line split by `,` `;` tab or
        // `|` (`generate --list -o x.txt` writes its level and solution beside it).
        let size = |f: &str| f.chars().filter(|c| !c.is_whitespace()).count();
        let text = text
            .split([',', ';', '\t', '|'])
            .map(|f| f.trim().trim_matches('"'))
            .find(|f| size(f) == n * n)
            .map_or(text.clone(), str::to_string);
        let symbol = |c: char| c == '.' || self.symbols.value(c).is_some_and(|v| v as usize <= n);
        let kept: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let meant = kept.chars().all(|c| c == '.' || c.is_ascii_alphanumeric())
            && (kept.chars().count() == n * n || kept.chars().all(symbol));
        if kept.is_empty() || !meant {
            // Headers and notes hold other characters; they are carried, not solved.
            return Ok(None);
        }
        Puzzle::parse(self.shape.clone(), &kept, self.symbols)
            .map(Some)
            .map_err(|e| match e {
                ParsePuzzleError::Length { expected, found } => {
                    sudoku_i18n::tr!(
                        "list-line-length",
                        n = n,
                        expected = expected,
                        found = found
                    )
                }
                ParsePuzzleError::Symbol { cell, ch, n } => sudoku_i18n::tr!(
                    "list-line-symbol",
                    position = cell + 1,
                    found = format!("{ch:?}"),
                    n = n
                ),
                other => other.to_string(),
            })
    }

    fn decide(&self, row: &ListRow) -> Option<Decided> {
        match self.entry(row) {
            Ok(None) => None,
            Err(why) => Some(Decided::broken(why)),
            Ok(Some(p)) => {
                let n = self.shape.n();
                let v = general::solve_within(&p, self.time_limit);
                let (status, exit, solutions) = match &v {
                    GeneralOutcome::Unique(_) => (Status::Solved, ExitStatus::Success, 1),
                    GeneralOutcome::Multiple(_) => (Status::Multiple, ExitStatus::Success, 2),
                    GeneralOutcome::NoSolution => (Status::NoSolution, ExitStatus::Unsolvable, 0),
                    GeneralOutcome::Conflicts(_) => (Status::Invalid, ExitStatus::Unsolvable, 0),
                    GeneralOutcome::Undecided(_) => (Status::Undecided, ExitStatus::Undecided, 0),
                };
                let text = match &v {
                    GeneralOutcome::Conflicts(cs) => {
                        let at = GridRange::sized(0, 0, n as u8);
                        let clash = |c: &GeneralConflict| {
                            sudoku_core::outcome::clash_words(
                                &at.cell_name(c.a.index),
                                &at.cell_name(c.b.index),
                                &self.symbols.symbol(c.value).to_string(),
                                &c.unit.words(None),
                            )
                        };
                        format!("invalid: {}", join_clashes(cs.iter().map(clash), cs.len())).into()
                    }
                    GeneralOutcome::Undecided(t) => crate::shaped::undecided_line(*t).into(),
                    other => Cow::Borrowed(other.word()),
                };
                Some(Decided {
                    status,
                    exit,
                    solution: v
                        .solution()
                        .map(|s| Solution::Line(s.to_line(self.symbols))),
                    solutions: Some(solutions),
                    givens: p.givens(),
                    text,
                })
            }
        }
    }
}

/// What became of one puzzle row.
#[derive(Debug, Clone)]
struct Decided {
    status: Status,
    exit: ExitStatus,
    solution: Option<Solution>,
    solutions: Option<u8>,
    givens: usize,
    /// The status column text: `solved`, `multiple solutions`, `no solution`,
    /// `invalid: ...`.
    text: Cow<'static, str>,
}

impl Decided {
    /// A line meant as a puzzle that cannot be one.
    fn broken(why: String) -> Decided {
        Decided {
            status: Status::Invalid,
            exit: ExitStatus::Unusable,
            solution: None,
            solutions: None,
            givens: 0,
            text: format!("invalid: {why}").into(),
        }
    }

    /// The status for people: [`Decided::text`] is the list's status column, which keeps
    /// its words in every language.
    fn words(&self) -> String {
        match self.status {
            Status::NoSolution => sudoku_i18n::tr!("status-no-solution"),
            _ => self.text.to_string(),
        }
    }

    fn result(&self) -> RowResult<'_> {
        RowResult {
            solution: self.solution.as_ref().map(|s| s as &dyn Line),
            status: &self.text,
            givens: self.givens,
        }
    }
}

fn decide(entry: &Entry) -> Option<Decided> {
    let name = |i: usize| GridRange::default().cell_name(i);
    match entry {
        Entry::NotAPuzzle => None,
        Entry::Broken(why) => Some(Decided::broken(why.clone())),
        Entry::Puzzle(p) => {
            let v = solve(p);
            let text = match &v {
                Outcome::Conflicts(cs) => {
                    format!("invalid: {}", describe_conflicts(cs, name)).into()
                }
                other => Cow::Borrowed(other.word()),
            };
            Some(Decided {
                status: Status::of(&v),
                exit: Status::exit_of(&v),
                solution: v.solution().copied().map(Solution::Grid),
                solutions: report::solutions_of(&v),
                givens: p.givens(),
                text,
            })
        }
    }
}

/// Tallies, report rows and problem lines of one file.
struct Acc<'a> {
    config: &'a SolveConfig,
    progress: &'a Progress,
    input: std::path::PathBuf,
    output_path: std::path::PathBuf,
    result: FileResult,
    /// The input as reports name it.
    file: Arc<str>,
    /// The input as messages name it.
    shown: String,
    output: Arc<str>,
    /// The sheet of the rows being recorded, shared by their report rows.
    sheet: Arc<str>,
    problems: usize,
    puzzles: u64,
    /// The last chunk solved, written while the next one is solved.
    pending: Option<(Vec<ListRow>, Vec<Option<Decided>>)>,
    /// How rows are read when the rules are not classic.
    shaped: Option<&'a ShapedList>,
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
        sink: &mut dyn ListSink,
        text_input: bool,
    ) -> Result<(), WorkbookError> {
        let chunk = std::mem::replace(rows, Vec::with_capacity(CHUNK));
        let before = self.pending.take();
        let shaped = self.shaped;
        let (outcomes, written) = rayon::join(
            || {
                chunk
                    .par_iter()
                    .map(|r| {
                        // A sheet row of another --shard worker is carried, not solved.
                        if !text_input && !batch::shard::row_is_mine(u64::from(r.row) + 1) {
                            return None;
                        }
                        match shaped {
                            Some(list) => list.decide(r),
                            None => decide(&r.entry),
                        }
                    })
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
    fn finish(
        &mut self,
        sheet: &str,
        sink: &mut dyn ListSink,
        text_input: bool,
    ) -> Result<(), WorkbookError> {
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
        outcomes: &[Option<Decided>],
        sink: &mut dyn ListSink,
        text_input: bool,
    ) -> Result<(), WorkbookError> {
        if *self.sheet != *sheet {
            self.sheet = sheet.into();
        }
        let mut tally = Tally::default();
        for (row, outcome) in rows.iter().zip(outcomes) {
            sink.row(row, outcome.as_ref().map(Decided::result).as_ref())?;
            let Some(o) = outcome else { continue };
            tally.count(o.status, o.exit);
            let place = row_place(row, text_input);
            if o.status == Status::Invalid || o.status == Status::NoSolution {
                self.problems += 1;
                if self.problems <= MAX_PROBLEM_LINES {
                    let at = on_sheet(sheet, &place);
                    self.result
                        .err
                        .push(messages::error(match o.text.strip_prefix("invalid: ") {
                            Some(why) => sudoku_i18n::tr!(
                                "list-invalid",
                                file = &*self.shown,
                                place = at,
                                why = why
                            ),
                            None => format!("{}: {at}: {}", self.shown, o.words()),
                        }));
                }
            }
            if self.config.input.report.is_some() {
                self.result.rows.push(Row {
                    file: self.file.clone(),
                    sheet: self.sheet.clone(),
                    place,
                    status: o.status,
                    givens: o.givens,
                    solutions: o.solutions,
                    output: self.output.clone(),
                    message: o.text.clone(),
                });
            }
        }
        let puzzles =
            tally.solved + tally.multiple + tally.no_solution + tally.invalid + tally.undecided;
        self.puzzles += puzzles;
        if self.config.input.single {
            self.progress.add_total(puzzles);
            self.progress
                .done(puzzles, tally.solved + tally.multiple, tally.failed());
        }
        self.result.tally.add(&tally);
        Ok(())
    }
}

/// Runs list mode on one job.
pub fn run_job(config: &SolveConfig, job: &Job, work: &Work<'_, Row>) -> FileResult {
    let run = || -> Result<FileResult, Error> {
        let (r, book) = work_on(config, job, work, None)?;
        if let Some(mut book) = book {
            write::save(&mut book, &job.output, config.input.force).to_file(&job.output)?;
        }
        Ok(r)
    };
    run().unwrap_or_else(|e| super::failed(job, &e))
}

/// List mode on one input: every puzzle solved, reported and written to the output, a
/// workbook returned for the caller to save (a text output is saved here, to its file).
/// `held` is the input when it is in memory rather than in its file.
pub fn work_on(
    config: &SolveConfig,
    job: &Job,
    progress: &Progress,
    held: Option<Arc<[u8]>>,
) -> Result<(FileResult, Option<XlsxWorkbook>), Error> {
    let mut acc = Acc {
        config,
        progress,
        input: job.input.clone(),
        output_path: job.output.clone(),
        result: FileResult::default(),
        file: job.input.display().to_string().into(),
        shown: messages::path(&job.input),
        output: job.output.display().to_string().into(),
        sheet: "".into(),
        problems: 0,
        puzzles: 0,
        pending: None,
        shaped: config.list_shape.as_ref(),
    };
    let book = run_inner(job, &mut acc, held)?;
    let mut r = acc.result;
    if acc.problems > MAX_PROBLEM_LINES {
        let more = acc.problems - MAX_PROBLEM_LINES;
        r.err
            .push(messages::error(if config.input.report.is_some() {
                sudoku_i18n::tr!(
                    "list-more-problems-report",
                    file = acc.shown.as_str(),
                    count = more
                )
            } else {
                sudoku_i18n::tr!(
                    "list-more-problems",
                    file = acc.shown.as_str(),
                    count = more
                )
            }));
    }
    r.tally.written += 1;
    let t = &r.tally;
    r.out.push(sudoku_i18n::tr!(
        "list-summary",
        file = acc.shown.as_str(),
        count = acc.puzzles,
        solved = t.solved,
        several = t.multiple,
        none = t.no_solution,
        invalid = t.invalid,
        output = messages::path(&job.output)
    ));
    Ok((r, book))
}

fn run_inner(
    job: &Job,
    acc: &mut Acc<'_>,
    held: Option<Arc<[u8]>>,
) -> Result<Option<XlsxWorkbook>, Error> {
    let config = acc.config;
    let Source::List {
        column,
        sheet,
        all_sheets,
    } = &config.input.source
    else {
        return Ok(None);
    };
    let (input, output, force) = (&job.input, &job.output, config.input.force);
    let text_input = is_text_list(input);
    let mut wb = match (text_input, &held) {
        (true, _) => None,
        (false, Some(bytes)) => Some(Workbook::from_bytes(bytes.clone()).in_file(input)?),
        (false, None) => Some(Workbook::open(input).in_file(input)?),
    };
    let names: Vec<String> = match &wb {
        None => Vec::new(),
        Some(w) => list_sheets(w, sheet.as_deref(), *all_sheets).in_file(input)?,
    };
    if held.is_none() {
        super::check_not_there(config, output)?;
    }
    let none_found = || Error::NoPuzzles {
        path: input.clone(),
        column: (!text_input).then_some(*column),
        sheets: names.clone(),
    };
    let column = *column;

    if is_text_list(output) {
        if held.is_some() {
            return Err(Error::write(output, sudoku_i18n::tr!("error-text-to-file")));
        }
        let csv = output
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
        // Reading errors are kept apart from writing ones, to name the right file.
        let mut read_error = None;
        let saved = save_atomic(output, force, |file| {
            let mut sink = TextSink::new(BufWriter::new(file), csv)
                .map_err(std::io::Error::other)?
                .column(column);
            let streamed = match &mut wb {
                None => stream_text(input, None, acc, &mut sink),
                Some(w) => names
                    .iter()
                    .try_for_each(|name| stream_sheet(w, name, column, acc, &mut sink)),
            };
            if let Err(e) = streamed {
                read_error = Some(e);
                return Err(std::io::Error::other("reading the input failed"));
            }
            if acc.puzzles == 0 && !batch::stopped() {
                read_error = Some(none_found());
                return Err(std::io::Error::other("no puzzle found"));
            }
            sink.flush().map_err(std::io::Error::other)?;
            if batch::stopped() {
                return Err(std::io::Error::other(sudoku_i18n::tr!("error-interrupted")));
            }
            Ok(())
        });
        return match read_error {
            Some(e) => Err(e),
            None => saved.to_file(output).map(|()| None),
        };
    }

    let mut xlsx = XlsxWorkbook::new();
    match &mut wb {
        None => {
            let mut sink = BookSink::new(&mut xlsx).to_file(output)?;
            stream_text(input, held.as_deref(), acc, &mut sink)?;
        }
        Some(w) => {
            // The other sheets come along as they are; the list sheets stream through.
            let carried = w.carry_except(&names).in_file(input)?;
            if let Some(warn) = carried.not_carried_text() {
                acc.result.err.push(messages::warning(format!(
                    "{}: {warn}",
                    messages::path(input)
                )));
            }
            crate::copy::cut_cells(&mut acc.result.err, &acc.shown, &carried.cut);
            for (from, to) in carried.renamed() {
                acc.result
                    .err
                    .push(messages::warning(crate::copy::renamed_sheet(
                        &acc.shown, &from, &to,
                    )));
            }
            let mut read_error = None;
            let written = write_list_workbook(
                &mut xlsx,
                w,
                &carried,
                &names,
                column,
                &mut |w, name, sink| {
                    stream_sheet(w, name, column, acc, sink).map_err(|e| {
                        let text = e.to_string();
                        read_error = Some(e);
                        WorkbookError::write(text)
                    })
                },
            );
            if let Some(e) = read_error {
                return Err(e);
            }
            written.to_file(output)?;
        }
    }
    if batch::stopped() {
        return Err(Error::write(output, sudoku_i18n::tr!("error-interrupted")));
    }
    if acc.puzzles == 0 {
        return Err(none_found());
    }
    Ok(Some(xlsx))
}

/// Streams one sheet's rows through `sink` in solved chunks.
fn stream_sheet(
    wb: &mut Workbook,
    sheet: &str,
    column: u32,
    acc: &mut Acc<'_>,
    sink: &mut dyn ListSink,
) -> Result<(), Error> {
    let input = acc.input.clone();
    let output = acc.output_path.clone();
    let mut chunk: Vec<ListRow> = Vec::with_capacity(CHUNK);
    let mut failure: Option<WorkbookError> = None;
    let cut = read_rows(wb, sheet, column, &mut |row| {
        chunk.push(row);
        if chunk.len() >= CHUNK {
            if let Err(e) = acc.flush(sheet, &mut chunk, sink, false) {
                failure = Some(e);
                return false;
            }
        }
        !batch::stopped()
    })
    .in_file(&input)?;
    crate::copy::cut_cells(&mut acc.result.err, &acc.shown, &cut);
    if failure.is_none() {
        if let Err(e) = acc
            .flush(sheet, &mut chunk, sink, false)
            .and_then(|()| acc.finish(sheet, sink, false))
        {
            failure = Some(e);
        }
    }
    match failure {
        Some(e) => Err(Error::output(&output, e)),
        None => Ok(()),
    }
}

/// Streams a text list, one puzzle a line, through `sink` in solved chunks: the file at
/// `path`, or `held`, its bytes in memory.
fn stream_text(
    path: &std::path::Path,
    held: Option<&[u8]>,
    acc: &mut Acc<'_>,
    sink: &mut dyn ListSink,
) -> Result<(), Error> {
    let output = acc.output_path.clone();
    let mut chunk: Vec<ListRow> = Vec::with_capacity(CHUNK);
    let reader: Box<dyn std::io::Read + '_> = match held {
        Some(bytes) => Box::new(bytes),
        None => Box::new(
            std::fs::File::open(path)
                .map_err(WorkbookError::read)
                .in_file(path)?,
        ),
    };
    for row in TextList::new(reader) {
        if batch::stopped() {
            break;
        }
        let row = row.in_file(path)?;
        // A line of another --shard worker is left out of this one's output.
        if !batch::shard::row_is_mine(u64::from(row.row)) {
            continue;
        }
        chunk.push(row);
        if chunk.len() >= CHUNK {
            acc.flush("", &mut chunk, sink, true).to_file(&output)?;
        }
    }
    acc.flush("", &mut chunk, sink, true)
        .and_then(|()| acc.finish("", sink, true))
        .to_file(&output)
}
