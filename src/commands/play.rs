//! `sudoku-xlsx play`: a playable copy of puzzles the user typed or listed: one sheet per
//! puzzle, laid out as `generate` lays out its own, the givens locked, a repeated digit
//! red, a counter beside the grid, pencil marks, and with `--check-answers` a wrong digit
//! orange. `hint` reads such a copy back (the givens are stored in it).

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use sudoku_core::puzzle_text::Entry;
use sudoku_core::{rate, solve, Grid, Outcome};
use sudoku_workbook::address::quote_sheet;
use sudoku_workbook::list::is_text_list;
use sudoku_workbook::write::{self, Handout, PuzzleSheet};
use sudoku_workbook::{GridRange, Workbook};

use crate::batch::{self, Destination, FileResult, Job, ProgressKind, RunOptions, Work};
use crate::cli::PlayArgs;
use crate::error::{describe_input, Error, ExitStatus, InFile};
use crate::input::{for_each_row, on_sheet, read_grids, row_place, InputPlan, Source};
use crate::messages;
use crate::report::{self, Row, Status};

/// The checked plan of one `play` run.
#[derive(Debug, Clone)]
pub struct PlayConfig {
    /// What to read, from which files.
    pub input: InputPlan,
    /// Every input with its output, in order.
    pub jobs: Vec<Job>,
    /// `--title` and `--check-answers`.
    pub handout: Handout,
    /// The folders made under `--out-dir`, removed after the run if still empty.
    pub created_folders: Vec<PathBuf>,
}

impl PlayConfig {
    /// Checks the flags against each other and the file system, and decides every output.
    pub fn from_args(args: PlayArgs) -> Result<PlayConfig, anyhow::Error> {
        let input = InputPlan::from_args(&args.input)?;
        input.classic_only("play")?;
        if input.report.is_some() {
            anyhow::bail!("play writes no report; leave out --report");
        }
        let found = &input.found;
        let dest = batch::destination(found, args.output.as_deref(), args.out_dir.as_deref())?;
        let jobs = batch::plan_as(found, &dest, "play")?;
        let created_folders = batch::prepare_folders(&jobs, &dest)?;
        if let Destination::File(o) = &dest {
            batch::check_output(o, &[&found[0].path], input.force)?;
        }
        Ok(PlayConfig {
            input,
            jobs,
            handout: Handout {
                title: args.title,
                solutions: false,
                check_answers: args.check_answers,
                per_page: None,
                paper: sudoku_workbook::booklet::Paper::from_locale(),
            },
            created_folders,
        })
    }
}

/// One puzzle met in an input: where, how its cells are named, and what it is.
struct Found {
    place: String,
    range: GridRange,
    puzzle: Result<Grid, String>,
}

/// Every puzzle of one input, grids or list rows.
fn puzzles_of(config: &PlayConfig, job: &Job) -> Result<Vec<Found>, Error> {
    let path = &job.input;
    let mut out = Vec::new();
    match &config.input.source {
        Source::Grids {
            all_sheets,
            include_empty,
            ..
        } => {
            let mut wb = Workbook::open(path).in_file(path)?;
            for g in read_grids(&mut wb, &config.input.source).in_file(path)? {
                let place = format!("{}!{}", quote_sheet(&g.sheet), g.range);
                let range = g.range;
                match g.grid {
                    Ok(p) if *all_sheets && !include_empty && p.givens() == 0 => {}
                    Ok(p) => out.push(Found {
                        place,
                        range,
                        puzzle: Ok(p),
                    }),
                    Err(e) => out.push(Found {
                        place,
                        range,
                        puzzle: Err(describe_input(path, &e)),
                    }),
                }
            }
        }
        Source::List {
            column,
            sheet,
            all_sheets,
        } => {
            let text = is_text_list(path);
            for_each_row(
                path,
                *column,
                sheet.as_deref(),
                *all_sheets,
                &mut |name, row| {
                    let place = on_sheet(name, &row_place(&row, text));
                    let range = GridRange::default();
                    match row.entry {
                        Entry::Puzzle(p) => out.push(Found {
                            place,
                            range,
                            puzzle: Ok(p),
                        }),
                        Entry::Broken(why) => out.push(Found {
                            puzzle: Err(format!("{}: {place}: {why}", messages::path(path))),
                            place,
                            range,
                        }),
                        Entry::NotAPuzzle => {}
                    }
                    true
                },
            )?;
        }
    }
    Ok(out)
}

fn play_job(config: &PlayConfig, job: &Job) -> Result<FileResult<Row>, Error> {
    let found = puzzles_of(config, job)?;
    if !config.input.force && job.output.exists() {
        return Err(Error::output(
            &job.output,
            sudoku_workbook::Error::OutputExists,
        ));
    }
    let file = messages::path(&job.input);
    let mut r = FileResult::default();
    let mut sheets = Vec::new();
    for f in found {
        let at = format!("{file}: {}", f.place);
        let puzzle = match f.puzzle {
            Ok(p) => p,
            Err(why) => {
                r.err.push(messages::error(why));
                r.tally.count(Status::Invalid, ExitStatus::Unusable);
                continue;
            }
        };
        let outcome = solve(&puzzle);
        let solution = match &outcome {
            Outcome::Unique(s) => *s,
            Outcome::Multiple(s) if !config.handout.check_answers => {
                r.err.push(messages::warning(format!(
                    "{at}: the puzzle has more than one solution; the counter still says when the grid is full and breaks no rule"
                )));
                *s
            }
            Outcome::Multiple(_) => {
                r.err.push(messages::error(format!(
                    "{at}: the puzzle has more than one solution, so there is no answer to check against; leave out --check-answers"
                )));
                r.tally.count(Status::Multiple, ExitStatus::Unsolvable);
                continue;
            }
            other => {
                r.err.push(messages::error(format!(
                    "{at}: {} There is nothing to play; it is left out.",
                    other.status_line(|i| f.range.cell_name(i))
                )));
                r.tally.count(Status::of(other), ExitStatus::Unsolvable);
                continue;
            }
        };
        r.tally
            .count(Status::of(&outcome), Status::exit_of(&outcome));
        let rating = rate(&puzzle);
        r.out.push(format!(
            "{at}: {} givens, {}",
            puzzle.givens(),
            rating.level_name()
        ));
        sheets.push(PuzzleSheet {
            puzzle,
            solution,
            caption: vec![
                format!("Level: {}", rating.level_name()),
                format!("From {}", f.place),
            ],
            details: format!(
                "{}, {}, score {}",
                f.place,
                rating.level_name(),
                rating.score
            ),
        });
    }
    if sheets.is_empty() {
        return Ok(r);
    }
    let mut book = write::puzzles_workbook(&sheets, &config.handout)
        .map_err(|e| Error::write(&job.output, e))?;
    if batch::interrupted_by_signal() {
        return Err(Error::write(
            &job.output,
            "interrupted; nothing was written",
        ));
    }
    write::save(&mut book, &job.output, config.input.force).to_file(&job.output)?;
    r.tally.written += 1;
    r.out.push(format!(
        "Wrote {} ({} puzzle{} to play)",
        messages::path(&job.output),
        sheets.len(),
        if sheets.len() == 1 { "" } else { "s" }
    ));
    Ok(r)
}

/// Runs `play`.
pub fn run(
    config: &PlayConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    let process = |job: &Job, _: &Work<'_, Row>| {
        play_job(config, job).unwrap_or_else(|e| {
            let mut r = FileResult::default();
            r.tally.count(Status::Error, ExitStatus::Unusable);
            r.err.push(messages::error(&e));
            r
        })
    };
    let quiet = config.input.quiet;
    let options = RunOptions {
        threads: config.input.threads,
        quiet,
        progress: ProgressKind::files(quiet, config.input.single),
        keep_rows: false,
    };
    let ran = batch::run_jobs(&config.jobs, options, &process, out, err);
    batch::remove_empty_folders(&config.created_folders);
    report::close_run(
        &ran.tally,
        ran.interrupted,
        ran.done,
        config.jobs.len(),
        started,
        !quiet && !config.input.single,
        err,
    )
}
