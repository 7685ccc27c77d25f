//! `sudoku-xlsx solve`: turn the flags into a checked plan (every output decided and every
//! folder checked before any work), then run the files in parallel, results kept in input
//! order, with a progress bar, a closing summary and an optional report. One bad input
//! never stops the others; the worst outcome decides the exit status.

pub mod grids;
pub mod lists;

use std::io::Write;
use std::path::Path;
use sudoku_core::time::Instant;

use crate::batch::{self, Destination, Job, ProgressKind, RunOptions, Work};
use crate::cli::SolveArgs;
use crate::error::{Error, ExitStatus};
use crate::input::InputPlan;
use crate::messages;
use crate::report::{self, Row, Status};

/// The checked plan of one `solve` run.
#[derive(Debug, Clone)]
pub struct SolveConfig {
    /// What to read, from which files.
    pub input: InputPlan,
    /// Every input with its output, in order.
    pub jobs: Vec<Job>,
    /// `--grid-only`: write only the solved grids, not the rest of the workbook.
    pub grid_only: bool,
    /// Whether stdout is a terminal that takes styling.
    pub styled: bool,
    /// The folders made under `--out-dir`, removed after the run if still empty.
    pub created_folders: Vec<std::path::PathBuf>,
    /// How list rows are read when the rules are not classic 9x9.
    pub(crate) list_shape: Option<lists::ShapedList>,
}

impl SolveConfig {
    /// Checks the flags against each other and the file system, and decides every output.
    pub fn from_args(args: SolveArgs, styled: bool) -> Result<SolveConfig, anyhow::Error> {
        SolveConfig::plan(args, styled, false)
    }

    /// The plan for inputs held in memory ([`crate::jobs`]): the flags checked against
    /// each other, outputs named beside the inputs, nothing looked for or made on disk.
    pub fn in_memory(args: SolveArgs) -> Result<SolveConfig, anyhow::Error> {
        SolveConfig::plan(args, false, true)
    }

    fn plan(args: SolveArgs, styled: bool, memory: bool) -> Result<SolveConfig, anyhow::Error> {
        let input = if memory {
            InputPlan::in_memory(&args.input)?
        } else {
            InputPlan::from_args(&args.input)?
        };
        let list_shape = match &input.source {
            crate::input::Source::List { column, .. } => {
                lists::ShapedList::of(&input.rules, *column, input.time_limit)?
            }
            _ => None,
        };
        let found = &input.found;
        let dest = batch::destination(found, args.output.as_deref(), args.out_dir.as_deref())?;
        let mut jobs = batch::plan(found, &dest)?;
        for j in &mut jobs {
            let rebuilt = input.is_list() || args.grid_only;
            if !matches!(dest, Destination::File(_)) && rebuilt {
                // A text list becomes a workbook of the same name, and a list or a bare
                // grid is a new workbook, without the input's macros.
                j.output = j.output.with_extension("xlsx");
            }
        }
        if memory {
            return Ok(SolveConfig {
                input,
                jobs,
                grid_only: args.grid_only,
                styled,
                created_folders: Vec::new(),
                list_shape,
            });
        }
        let jobs = input.shard_jobs(jobs, matches!(dest, Destination::File(_)))?;
        let created_folders = input.folders_to_tidy(batch::prepare_folders(&jobs, &dest)?);
        if let (Destination::File(_), Some(job)) = (&dest, jobs.first()) {
            // The file -o names, or its name for this shard of a list.
            batch::check_output(&job.output, &[&found[0].path], input.force)?;
        }
        input.check_report()?;
        if let Some(r) = &input.report {
            if jobs
                .iter()
                .any(|j| batch::same_file(&j.output, r) || j.output == *r)
            {
                anyhow::bail!(
                    "{}: {}",
                    messages::path(r),
                    sudoku_i18n::tr!("usage-report-output")
                );
            }
        }
        Ok(SolveConfig {
            input,
            jobs,
            grid_only: args.grid_only,
            styled,
            created_folders,
            list_shape,
        })
    }
}

/// The result of one file in `solve`.
pub type FileResult = batch::FileResult<Row>;

/// A file that could not be used at all.
fn failed(job: &Job, e: &Error) -> FileResult {
    let mut r = FileResult::default();
    r.tally.count(Status::Error, ExitStatus::Unusable);
    r.err.push(messages::error(e));
    r.rows.push(Row {
        file: job.input.display().to_string().into(),
        sheet: "".into(),
        place: String::new(),
        status: Status::Error,
        givens: 0,
        solutions: None,
        output: "".into(),
        message: e.to_string().into(),
    });
    r
}

/// Refuses, as the file's own error, an output that appeared since the plan was made.
fn check_not_there(config: &SolveConfig, out: &Path) -> Result<(), Error> {
    batch::check_not_there(out, config.input.force)
}

/// Runs `solve` over every job, printing results to `out` and problems to `err`.
pub fn run(
    config: &SolveConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    let list = config.input.is_list();
    let process = |job: &Job, work: &Work<'_, Row>| {
        if list {
            lists::run_job(config, job, work)
        } else {
            grids::run_job(config, job)
        }
    };
    let (quiet, single) = (config.input.quiet, config.input.single);
    let progress = match (quiet, single, list) {
        (true, _, _) => ProgressKind::None,
        (false, false, _) => ProgressKind::Files,
        (false, true, true) => ProgressKind::Puzzles,
        (false, true, false) => ProgressKind::None,
    };
    let options = RunOptions {
        threads: config.input.threads,
        quiet,
        progress,
        keep_rows: config.input.report.is_some(),
        // A list's puzzles are solved in parallel (`lists`).
        splits: list,
    };
    let ran = batch::run_jobs(&config.jobs, options, &process, out, err);
    batch::remove_empty_folders(&config.created_folders);
    let mut tally = ran.tally;
    let reported = report::finish(
        config.input.report.as_deref(),
        &ran.rows,
        config.input.force,
        quiet,
        out,
        err,
    );
    let reported = config.input.stamp_report(reported, err);
    tally.exit = tally.exit.merge(reported);
    report::close_run(
        &tally,
        ran.interrupted,
        ran.done,
        config.jobs.len(),
        started,
        !quiet && (!single || list),
        err,
    )
}
