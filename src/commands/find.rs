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
                        messages::note(format!(
                            "shard {shard} holds none of the {} found; it writes an empty report, if asked for one",
                            messages::count(found.len() as u64, "file")
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
            let mut line = format!(
                "{shown}: {}  {} givens  {}",
                at(range),
                f.grid.givens(),
                f.kind()
            );
            if !f.bad.is_empty() {
                let names: Vec<String> = f
                    .bad
                    .iter()
                    .take(5)
                    .map(|&(r, c)| sudoku_workbook::cell_name(r, c))
                    .collect();
                let more = f.bad.len().saturating_sub(names.len());
                line.push_str(&format!(
                    ": {}{} not a digit 1-9 or blank; mend {} to use the grid",
                    names.join(", "),
                    if more > 0 {
                        format!(" and {more} more")
                    } else {
                        String::new()
                    },
                    if f.bad.len() == 1 { "it" } else { "them" }
                ));
            }
            if !also.is_empty() {
                line.push_str(&format!(
                    "  (the digits also fit {}: check which is meant)",
                    also.iter()
                        .map(|a| at(GridRange::parse(a).unwrap_or(range)))
                        .collect::<Vec<_>>()
                        .join(" or ")
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
            r.err.push(messages::warning(format!(
                "{shown}: {}!{}:{}: a block of numbers too large or too dense to be puzzle grids (a table); not searched",
                messages::printable(&quote_sheet(sheet)),
                sudoku_workbook::cell_name(from.0, from.1),
                sudoku_workbook::cell_name(to.0, to.1)
            )));
        }
        if !search.computed.is_empty() {
            // A workbook's own calculations can hold thousands of 9x9 windows of digits;
            // they are named as blocks, a few of them, so the user's grids stay in view.
            const SHOWN: usize = 3;
            let blocks: Vec<String> = search
                .computed
                .iter()
                .take(SHOWN)
                .map(|(from, to)| {
                    format!(
                        "{}!{}:{}",
                        messages::printable(&quote_sheet(sheet)),
                        sudoku_workbook::cell_name(from.0, from.1),
                        sudoku_workbook::cell_name(to.0, to.1)
                    )
                })
                .collect();
            let more = search.computed.len().saturating_sub(SHOWN);
            r.out.push(format!(
                "{shown}: {}{}: formula results (the workbook's own calculations), not read as puzzles; give a range to read one",
                blocks.join(", "),
                if more > 0 {
                    format!(" and {more} more blocks")
                } else {
                    String::new()
                }
            ));
        }
    }
    if grids == 0 {
        r.out.push(format!(
            "{shown}: no grid found (a grid is 9x9 digits with at least 17 of them)"
        ));
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
        messages::print_error(err, "interrupted");
        return ExitStatus::Interrupted;
    }
    if !config.quiet && !messages::pipe_closed() && config.jobs.len() > 1 {
        let _ = writeln!(
            err,
            "{} found in {} ({} unreadable); {:.2} s",
            messages::count(ran.tally.solved, "grid"),
            messages::count(config.jobs.len() as u64, "file"),
            ran.tally.errors,
            started.elapsed().as_secs_f64()
        );
    }
    exit
}
