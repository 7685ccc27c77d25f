//! `sudoku-xlsx solve`: turn the flags into a checked plan (every output decided and every
//! folder checked before any work), then run the files in parallel, results kept in input
//! order, with a progress bar, a closing summary and an optional report. One bad input
//! never stops the others; the worst outcome decides the exit status.

mod grids;
mod lists;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Context;

use crate::address::{parse_cell, RangeSpec};
use crate::batch::{self, Destination, Job, Progress, ProgressKind};
use crate::cli::SolveArgs;
use crate::error::{Error, ExitStatus};
use crate::output;
use crate::report::{self, Row, Status};

pub use grids::{sheet_outputs, solve_file, SolvedGrid};

/// What to read from each input.
#[derive(Debug, Clone)]
pub enum Mode {
    /// 9x9 grids at ranges.
    Grids {
        /// `--sheet`.
        sheet: Option<String>,
        /// `--range`, at least one.
        ranges: Vec<RangeSpec>,
        /// `--all-sheets`.
        all_sheets: bool,
        /// `--include-empty`.
        include_empty: bool,
        /// `--grid-only`: write only the solved grids, not the rest of the workbook.
        grid_only: bool,
    },
    /// A column of puzzle strings (or a text list).
    List {
        /// Zero-based column.
        column: u32,
        /// `--sheet`.
        sheet: Option<String>,
        /// `--all-sheets`.
        all_sheets: bool,
    },
}

/// The checked plan of one `solve` run.
#[derive(Debug, Clone)]
pub struct SolveConfig {
    /// Every input with its output, in order.
    pub jobs: Vec<Job>,
    /// What to read.
    pub mode: Mode,
    /// `--force`.
    pub force: bool,
    /// `--quiet`.
    pub quiet: bool,
    /// Whether stdout is a terminal that takes styling.
    pub styled: bool,
    /// `--report`.
    pub report: Option<PathBuf>,
    /// Worker threads.
    pub threads: usize,
    /// One workbook named on the command line: show its grids in full.
    pub single: bool,
}

impl SolveConfig {
    /// Checks the flags against each other and the file system, and decides every output.
    pub fn from_args(args: SolveArgs, styled: bool) -> Result<SolveConfig, anyhow::Error> {
        let list_mode = args.input.list.is_some()
            || args
                .input
                .inputs
                .iter()
                .any(|p| crate::list::is_text_list(p));
        let found = batch::find_inputs(&args.input.inputs, list_mode)?;
        if found.is_empty() {
            anyhow::bail!(
                "no workbooks found in {}",
                args.input
                    .inputs
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        let dest = match (&args.output, &args.out_dir) {
            (Some(o), _) => {
                if found.len() > 1 || found[0].root.is_some() {
                    anyhow::bail!(
                        "-o names one output file, but {} inputs were given; use --out-dir for several",
                        found.len()
                    );
                }
                Destination::File(o.clone())
            }
            (None, Some(d)) => Destination::Folder(d.clone()),
            (None, None) => Destination::Beside,
        };
        let mode = match &args.input.list {
            Some(col) => Mode::List {
                column: parse_column(col)?,
                sheet: args.input.sheet.clone(),
                all_sheets: args.input.all_sheets,
            },
            None if found.iter().all(|f| crate::list::is_text_list(&f.path)) => Mode::List {
                column: 0,
                sheet: args.input.sheet.clone(),
                all_sheets: args.input.all_sheets,
            },
            None => {
                if args.input.all_sheets
                    && args
                        .input
                        .range
                        .iter()
                        .any(|r| !matches!(r, RangeSpec::Cells { sheet: None, .. }))
                {
                    anyhow::bail!(
                        "--all-sheets takes plain ranges such as A1:I9, not names or ranges on a named sheet"
                    );
                }
                Mode::Grids {
                    sheet: args.input.sheet.clone(),
                    ranges: if args.input.range.is_empty() {
                        vec![RangeSpec::default()]
                    } else {
                        args.input.range.clone()
                    },
                    all_sheets: args.input.all_sheets,
                    include_empty: args.input.include_empty,
                    grid_only: args.grid_only,
                }
            }
        };
        let mut jobs = batch::plan(&found, &dest)?;
        if matches!(mode, Mode::List { .. }) {
            for j in &mut jobs {
                if !matches!(dest, Destination::File(_)) && crate::list::is_text_list(&j.input) {
                    // A text list becomes a workbook of the same name.
                    j.output = j.output.with_extension("xlsx");
                }
            }
        }
        batch::prepare_folders(&jobs, &dest)?;
        if let Destination::File(o) = &dest {
            output::check_output(o, &[&found[0].path], args.input.force)?;
        }
        if let Some(r) = &args.input.report {
            report::Format::of(r).map_err(anyhow::Error::msg)?;
            let inputs: Vec<&Path> = jobs.iter().map(|j| j.input.as_path()).collect();
            output::check_output(r, &inputs, args.input.force)?;
            if jobs
                .iter()
                .any(|j| output::same_file(&j.output, r) || j.output == *r)
            {
                anyhow::bail!("{}: the report would replace an output", r.display());
            }
        }
        let threads = batch::threads(args.input.jobs);
        let single = args.input.inputs.len() == 1 && found.len() == 1 && found[0].root.is_none();
        Ok(SolveConfig {
            jobs,
            mode,
            force: args.input.force,
            quiet: args.input.quiet,
            styled,
            report: args.input.report,
            threads,
            single,
        })
    }
}

/// Reads a column letter (`C`, `aa`) as a zero-based column.
pub(crate) fn parse_column(text: &str) -> Result<u32, anyhow::Error> {
    let t = text.trim();
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_alphabetic()) {
        anyhow::bail!("--list takes a column letter such as C, not {text:?}");
    }
    let (_, col) = parse_cell(&format!("{t}1")).context("--list")?;
    Ok(col)
}

/// The result of one file in `solve`.
pub type FileResult = batch::FileResult<Row>;

/// A file that could not be used at all.
pub fn failed(job: &Job, e: &Error) -> FileResult {
    let mut r = FileResult::default();
    r.tally.count(Status::Error, ExitStatus::Unusable);
    r.err.push(format!("sudoku-xlsx: {e}"));
    r.rows.push(Row {
        file: job.input.display().to_string().into(),
        sheet: "".into(),
        place: String::new(),
        status: Status::Error,
        givens: 0,
        solutions: "",
        output: "".into(),
        message: e.to_string().into(),
    });
    r
}

/// Runs `solve` over every job, printing results to `out` and problems to `err`.
pub fn run(
    config: &SolveConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    let process = |job: &Job, progress: &Progress| match config.mode {
        Mode::Grids { .. } => grids::run_job(config, job),
        Mode::List { .. } => lists::run_job(config, job, progress),
    };
    let list = matches!(config.mode, Mode::List { .. });
    let show_progress = match (config.quiet, config.single, list) {
        (true, _, _) => ProgressKind::None,
        (false, false, _) => ProgressKind::Files,
        (false, true, true) => ProgressKind::Puzzles,
        (false, true, false) => ProgressKind::None,
    };
    let keep_rows = config.report.is_some();
    let ran = batch::run_jobs(
        &config.jobs,
        config.threads,
        config.quiet,
        show_progress,
        keep_rows,
        &process,
        out,
        err,
    );
    let mut tally = ran.tally;
    if let Some(path) = &config.report {
        match report::write(path, &ran.rows, config.force) {
            Ok(()) => {
                if !config.quiet {
                    let _ = writeln!(out, "Wrote report {}", path.display());
                }
            }
            Err(e) => {
                let _ = writeln!(err, "sudoku-xlsx: {e}");
                tally.exit = tally.exit.merge(ExitStatus::Unusable);
            }
        }
    }
    if ran.interrupted {
        let _ = writeln!(
            err,
            "sudoku-xlsx: interrupted after {} of {} files; {}",
            ran.done,
            config.jobs.len(),
            tally.summary(started.elapsed())
        );
        return ExitStatus::Interrupted;
    }
    if !config.quiet && (!config.single || matches!(config.mode, Mode::List { .. })) {
        let _ = writeln!(err, "{}", tally.summary(started.elapsed()));
    }
    tally.exit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_columns() {
        assert_eq!(parse_column("A").unwrap(), 0);
        assert_eq!(parse_column("c").unwrap(), 2);
        assert_eq!(parse_column("AA").unwrap(), 26);
        assert!(parse_column("C3").is_err());
        assert!(parse_column("").is_err());
        assert!(parse_column("ZZZZ").is_err());
    }
}
