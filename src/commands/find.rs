//! `sudoku-xlsx find`: every 9x9 puzzle grid on every sheet of the inputs, one line each
//! with its place, its givens and what its digits make, and an optional report. Writes
//! no workbook.

use std::io::Write;
use std::path::PathBuf;
use sudoku_core::time::Instant;

use serde::Serialize;
use sudoku_workbook::address::quote_sheet;
use sudoku_workbook::{GridRange, Workbook};

use crate::batch::{self, Destination, FileResult, Job, ProgressKind, RunOptions, Work};
use crate::cli::FindArgs;
use crate::error::{Error, ExitStatus, InFile};
use crate::messages;
use crate::report::{self, csv_text, ReportRow, Status};

/// One line of the `find` report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FindRow {
    /// The input file.
    pub file: String,
    /// The sheet.
    pub sheet: String,
    /// The grid's range, e.g. `B6:J14`.
    pub range: String,
    /// How many digits it holds.
    pub givens: usize,
    /// `unique`, `full`, `several solutions`, `no solution` or `givens clash`.
    pub kind: String,
    /// Other places the same digits could be read as a grid, `;`-separated.
    pub also: String,
}

impl ReportRow for FindRow {
    fn for_csv(&self) -> std::borrow::Cow<'_, FindRow> {
        use std::borrow::Cow;
        if matches!(csv_text(&self.file), Cow::Borrowed(_))
            && matches!(csv_text(&self.sheet), Cow::Borrowed(_))
        {
            return Cow::Borrowed(self);
        }
        Cow::Owned(FindRow {
            file: csv_text(&self.file).into_owned(),
            sheet: csv_text(&self.sheet).into_owned(),
            ..self.clone()
        })
    }
}

/// The checked settings of one `find` run.
#[derive(Debug, Clone)]
pub struct FindConfig {
    jobs: Vec<Job>,
    /// Every input found, for a sharded run's report order.
    listing: Option<crate::report_merge::Listing>,
    sheet: Option<String>,
    report: Option<PathBuf>,
    force: bool,
    quiet: bool,
    threads: usize,
}

impl FindConfig {
    /// Checks the flags and finds the inputs.
    pub fn from_args(args: FindArgs) -> Result<FindConfig, anyhow::Error> {
        let found = batch::find_inputs(&args.inputs, false)?;
        if found.is_empty() {
            anyhow::bail!(sudoku_i18n::tr!("usage-no-workbooks"));
        }
        let jobs: Vec<Job> = batch::plan(&found, &Destination::Beside)?
            .into_iter()
            .map(|j| Job {
                input: j.input,
                output: PathBuf::new(),
            })
            .collect();
        let (jobs, listing, report) = match args.shard.or(args.shard_index) {
            None => (jobs, None, args.report),
            Some(shard) => (
                {
                    batch::shard::run_as(shard);
                    let mine = batch::shard::select(shard, &found, jobs);
                    if mine.is_empty() && !args.run.quiet {
                        messages::note(sudoku_i18n::tr!(
                            "note-empty-shard",
                            shard = shard.to_string(),
                            count = found.len()
                        ));
                    }
                    mine
                },
                Some(crate::report_merge::Listing {
                    shard,
                    files: found.iter().map(|f| f.path.clone()).collect(),
                    list_sheets: None,
                }),
                // Workers given the same --report write different files.
                args.report.map(|r| shard.suffixed(&r)),
            ),
        };
        if let Some(r) = &report {
            report::ReportFormat::of(r)?;
            let inputs: Vec<&std::path::Path> = found.iter().map(|f| f.path.as_path()).collect();
            batch::check_output(r, &inputs, args.run.force)?;
        }
        Ok(FindConfig {
            jobs,
            listing,
            sheet: args.sheet,
            report,
            force: args.run.force,
            quiet: args.run.quiet,
            threads: batch::threads(args.run.jobs),
        })
    }
}

fn find_job(config: &FindConfig, job: &Job) -> Result<FileResult<FindRow>, Error> {
    let path = &job.input;
    let wb = Workbook::open(path).in_file(path)?;
    find_in(wb, path, config.sheet.as_deref())
}

/// Every grid on `sheet` (every worksheet when `None`) of `wb`, the workbook `path`.
pub(crate) fn find_in(
    mut wb: Workbook,
    path: &std::path::Path,
    sheet: Option<&str>,
) -> Result<FileResult<FindRow>, Error> {
    let shown = messages::path(path);
    let mut r = FileResult::default();
    let sheets: Vec<String> = match sheet {
        Some(s) => vec![wb.find_sheet(Some(s)).in_file(path)?],
        None => wb
            .sheets()
            .into_iter()
            .filter(|s| s.not_cells.is_none())
            .map(|s| s.name)
            .collect(),
    };
    let mut grids = 0;
    for sheet in &sheets {
        let search = wb.find_grids(sheet).in_file(path)?;
        let at = |range: GridRange| format!("{}!{range}", messages::printable(&quote_sheet(sheet)));
        for f in &search.grids {
            grids += 1;
            // Borders drawn round one of the readings say which is meant, as they do
            // for `solve --range auto`.
            let framed = if f.also.is_empty() {
                None
            } else {
                wb.framed_reading(sheet, (f.row, f.col), &f.also)
                    .in_file(path)?
            };
            let (range, also): (GridRange, Vec<String>) = match framed {
                Some((row, col)) => (GridRange::at(row, col), Vec::new()),
                None => (
                    GridRange::at(f.row, f.col),
                    f.also
                        .iter()
                        .map(|&(row, col)| GridRange::at(row, col).to_string())
                        .collect(),
                ),
            };
            let mut line = sudoku_i18n::tr!(
                "find-line",
                file = shown.as_str(),
                place = at(range),
                givens = f.grid.givens(),
                kind = kind_words(f.kind())
            );
            if !f.bad.is_empty() {
                let cells: Vec<String> = f
                    .bad
                    .iter()
                    .map(|&(r, c)| sudoku_workbook::cell_name(r, c))
                    .collect();
                line.push_str(&sudoku_i18n::tr!(
                    "find-bad-cells-list",
                    cells = sudoku_i18n::comma_list(sudoku_i18n::current(), &cells, 5),
                    count = f.bad.len()
                ));
            }
            if !also.is_empty() {
                let places: Vec<String> = also
                    .iter()
                    .map(|a| at(GridRange::parse(a).unwrap_or(range)))
                    .collect();
                line.push_str(&sudoku_i18n::tr!(
                    "find-also",
                    places = sudoku_i18n::list_in(
                        sudoku_i18n::current(),
                        &places,
                        sudoku_i18n::Join::Or
                    )
                ));
            }
            r.out.push(line);
            r.rows.push(FindRow {
                file: path.display().to_string(),
                sheet: sheet.clone(),
                range: range.to_string(),
                givens: f.grid.givens(),
                kind: f.kind().to_string(),
                also: also.join(";"),
            });
            r.tally.count(Status::Solved, ExitStatus::Success);
        }
        for (from, to) in &search.skipped {
            r.err.push(messages::warning(sudoku_i18n::tr!(
                "find-table",
                file = shown.as_str(),
                place = format!(
                    "{}!{}:{}",
                    messages::printable(&quote_sheet(sheet)),
                    sudoku_workbook::cell_name(from.0, from.1),
                    sudoku_workbook::cell_name(to.0, to.1)
                )
            )));
        }
        if !search.computed.is_empty() {
            // A workbook's own calculations can hold thousands of 9x9 windows of digits;
            // they are named as blocks, a few of them, so the user's grids stay in view.
            const SHOWN: usize = 3;
            let blocks: Vec<String> = search
                .computed
                .iter()
                .map(|(from, to)| {
                    format!(
                        "{}!{}:{}",
                        messages::printable(&quote_sheet(sheet)),
                        sudoku_workbook::cell_name(from.0, from.1),
                        sudoku_workbook::cell_name(to.0, to.1)
                    )
                })
                .collect();
            r.out.push(sudoku_i18n::tr!(
                "find-computed",
                file = shown.as_str(),
                blocks = sudoku_i18n::comma_list(sudoku_i18n::current(), &blocks, SHOWN)
            ));
        }
    }
    if grids == 0 {
        r.out
            .push(sudoku_i18n::tr!("find-none", file = shown.as_str()));
    }
    Ok(r)
}

/// Runs `find`.
pub fn run(
    config: &FindConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    let process = |job: &Job, _: &Work<'_, FindRow>| match find_job(config, job) {
        Ok(r) => r,
        Err(e) => {
            let mut r = FileResult::default();
            r.err.push(messages::error(&e));
            r.tally.count(Status::Error, ExitStatus::Unusable);
            r
        }
    };
    let options = RunOptions {
        threads: config.threads,
        quiet: config.quiet,
        progress: if !config.quiet && config.jobs.len() > 1 {
            ProgressKind::Files
        } else {
            ProgressKind::None
        },
        keep_rows: config.report.is_some(),
        splits: false,
    };
    let ran = batch::run_jobs(&config.jobs, options, &process, out, err);
    let reported = report::finish(
        config.report.as_deref(),
        &ran.rows,
        config.force,
        config.quiet,
        out,
        err,
    );
    let reported = crate::report_merge::stamp_after_run(
        config.report.as_deref(),
        config.listing.as_ref(),
        reported,
        err,
    );
    let exit = ran.tally.exit.merge(reported);
    if ran.interrupted {
        messages::print_error(
            err,
            sudoku_i18n::tr!("interrupted", done = ran.done, total = config.jobs.len()),
        );
        return ExitStatus::Interrupted;
    }
    if !config.quiet && !messages::pipe_closed() && config.jobs.len() > 1 {
        let _ = writeln!(
            err,
            "{}",
            sudoku_i18n::tr!(
                "find-summary",
                grids = ran.tally.solved,
                files = config.jobs.len(),
                unreadable = ran.tally.errors,
                seconds = sudoku_i18n::decimal(
                    sudoku_i18n::current(),
                    started.elapsed().as_secs_f64(),
                    2
                )
            )
        );
    }
    exit
}

/// A grid's kind as `find` prints it, in the current language (the report keeps
/// [`Found::kind`](sudoku_core::locate::Found::kind)'s words).
fn kind_words(kind: &str) -> String {
    match kind {
        "bad cells" => sudoku_i18n::tr!("find-bad-cells"),
        "full" => sudoku_i18n::tr!("find-full"),
        "unique" => sudoku_i18n::tr!("find-unique"),
        "several solutions" => sudoku_i18n::tr!("find-several-solutions"),
        "no solution" => sudoku_i18n::tr!("find-no-solution"),
        "givens clash" => sudoku_i18n::tr!("find-givens-clash"),
        other => other.to_string(),
    }
}
