//! `sudoku-xlsx play`: a playable copy of puzzles the user typed or listed: one sheet per
//! puzzle, laid out as `generate` lays out its own, the givens locked, a repeated digit
//! red, a counter beside the grid, pencil marks, and with `--check-answers` a wrong digit
//! orange. `hint` reads such a copy back (the givens are stored in it).

use std::io::Write;
use std::path::PathBuf;
use sudoku_core::time::Instant;

use sudoku_core::general::{self, logic, GeneralOutcome, Shape};
use sudoku_core::puzzle_text::Entry;
use sudoku_core::{rate, solve, Grid, Outcome};
use sudoku_workbook::address::quote_sheet;
use sudoku_workbook::general::{ShapedDigits, SymbolStyle};
use sudoku_workbook::list::is_text_list;
use sudoku_workbook::puzzles::{self, Handout, PuzzleSheet, ShapedSheet};
use sudoku_workbook::write;
use sudoku_workbook::{GridRange, Workbook};

use super::solve::lists::ShapedList;
use crate::batch::{self, Destination, FileResult, Job, ProgressKind, RunOptions, Work};
use crate::cli::PlayArgs;
use crate::error::{describe_input, Error, ExitStatus, InFile};
use crate::input::{for_each_row_in, on_sheet, read_grids, row_place, InputPlan, Source};
use crate::messages;
use crate::report::{self, Row, Status};
use crate::shaped::{self, ShapedRead};

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
    /// How list rows are read when the rules are not classic 9x9.
    list_shape: Option<ShapedList>,
}

impl PlayConfig {
    /// Checks the flags against each other and the file system, and decides every output.
    pub fn from_args(args: PlayArgs) -> Result<PlayConfig, anyhow::Error> {
        PlayConfig::plan(args, false)
    }

    /// The plan for inputs held in memory ([`crate::jobs`]): the flags checked against
    /// each other, outputs named beside the inputs, nothing looked for or made on disk.
    pub fn in_memory(args: PlayArgs) -> Result<PlayConfig, anyhow::Error> {
        PlayConfig::plan(args, true)
    }

    fn plan(args: PlayArgs, memory: bool) -> Result<PlayConfig, anyhow::Error> {
        let input = if memory {
            InputPlan::in_memory(&args.input)?
        } else {
            InputPlan::from_args(&args.input)?
        };
        let list_shape = match &input.source {
            Source::List { column, .. } => ShapedList::of(&input.rules, *column, input.time_limit)?,
            Source::Grids { .. } => None,
        };
        if input.report.is_some() {
            anyhow::bail!(sudoku_i18n::tr!("usage-play-report"));
        }
        let found = &input.found;
        let dest = batch::destination(found, args.output.as_deref(), args.out_dir.as_deref())?;
        let jobs = batch::plan_as(found, &dest, "play")?;
        let (jobs, created_folders) = if memory {
            (jobs, Vec::new())
        } else {
            let jobs = input.shard_jobs(jobs, matches!(dest, Destination::File(_)))?;
            let created = input.folders_to_tidy(batch::prepare_folders(&jobs, &dest)?);
            if let (Destination::File(_), Some(job)) = (&dest, jobs.first()) {
                // The file -o names, or its name for this shard of a list.
                batch::check_output(&job.output, &[&found[0].path], input.force)?;
            }
            (jobs, created)
        };
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
            list_shape,
        })
    }
}

/// A puzzle to play: a classic 9x9 grid, or one of another size or variant.
enum Played {
    Classic(Grid),
    Shaped(ShapedRead),
}

/// One puzzle met in an input: where, how its cells are named, and what it is.
struct Found {
    place: String,
    range: GridRange,
    puzzle: Result<Played, String>,
}

/// Every puzzle of one input, grids or list rows; `held` is the input's bytes when it
/// is in memory rather than in its file.
fn puzzles_of(
    config: &PlayConfig,
    job: &Job,
    held: Option<std::sync::Arc<[u8]>>,
) -> Result<Vec<Found>, Error> {
    let path = &job.input;
    let mut out = Vec::new();
    match &config.input.source {
        Source::Grids {
            all_sheets,
            include_empty,
            ..
        } => {
            let mut wb = match &held {
                Some(bytes) => Workbook::from_bytes(bytes.clone()),
                None => Workbook::open(path),
            }
            .in_file(path)?;
            let rules = &config.input.rules;
            for g in read_grids(&mut wb, &config.input.source).in_file(path)? {
                let place = format!("{}!{}", quote_sheet(&g.sheet), g.range);
                let range = g.range;
                if shaped::takes_at(&mut wb, rules, &g.sheet, range) {
                    match shaped::read_at(&mut wb, rules, &g.sheet, range) {
                        Ok(p) if *all_sheets && !include_empty && p.puzzle.givens() == 0 => {}
                        Ok(p) => out.push(Found {
                            place,
                            range,
                            puzzle: Ok(Played::Shaped(p)),
                        }),
                        Err(e) => out.push(Found {
                            place,
                            range,
                            puzzle: Err(describe_input(path, &e)),
                        }),
                    }
                    continue;
                }
                match g.grid {
                    Ok(p) if *all_sheets && !include_empty && p.givens() == 0 => {}
                    Ok(p) => out.push(Found {
                        place,
                        range,
                        puzzle: Ok(Played::Classic(p)),
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
            for_each_row_in(
                path,
                held.as_ref(),
                *column,
                sheet.as_deref(),
                *all_sheets,
                &mut |name, row| {
                    let place = on_sheet(name, &row_place(&row, text));
                    let range = GridRange::default();
                    if let Some(list) = &config.list_shape {
                        match list.entry(&row) {
                            Ok(Some(puzzle)) => out.push(Found {
                                place,
                                range: GridRange::sized(0, 0, puzzle.shape.n() as u8),
                                puzzle: Ok(Played::Shaped(ShapedRead {
                                    style: list.style(),
                                    puzzle,
                                    labels: None,
                                })),
                            }),
                            Err(why) => out.push(Found {
                                puzzle: Err(sudoku_i18n::tr!(
                                    "list-invalid",
                                    file = messages::path(path),
                                    place = place.as_str(),
                                    why = why.to_string()
                                )),
                                place,
                                range,
                            }),
                            Ok(None) => {}
                        }
                        return true;
                    }
                    match row.entry {
                        Entry::Puzzle(p) => out.push(Found {
                            place,
                            range,
                            puzzle: Ok(Played::Classic(p)),
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
    let ready = || batch::check_not_there(&job.output, config.input.force);
    let (mut r, built) = work(config, job, None, &ready)?;
    let Some((mut book, count)) = built else {
        return Ok(r);
    };
    if batch::interrupted_by_signal() {
        return Err(Error::write(
            &job.output,
            sudoku_i18n::tr!("error-interrupted"),
        ));
    }
    write::save(&mut book, &job.output, config.input.force).to_file(&job.output)?;
    r.tally.written += 1;
    r.out.push(wrote(&messages::path(&job.output), count));
    Ok(r)
}

/// The line that says where the puzzles to play went.
pub fn wrote(path: &str, count: usize) -> String {
    sudoku_i18n::tr!("wrote-play", path = path, count = count)
}

/// The workbook to play in, and how many puzzles it holds.
pub type ToPlay = (rust_xlsxwriter::Workbook, usize);

/// `play` on one input: every puzzle reported, and the workbook to play them in with how
/// many it holds, if any could be played. `held` is the input when it is already in
/// memory (a workbook or a list, its bytes). `ready` is asked once the puzzles
/// are read, before anything is reported.
pub fn work(
    config: &PlayConfig,
    job: &Job,
    held: Option<std::sync::Arc<[u8]>>,
    ready: &dyn Fn() -> Result<(), Error>,
) -> Result<(FileResult<Row>, Option<ToPlay>), Error> {
    let found = puzzles_of(config, job, held)?;
    ready()?;
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
        let (verdict, solution) = match &puzzle {
            Played::Classic(p) => {
                let outcome = solve(p);
                let verdict = Verdict {
                    status: Status::of(&outcome),
                    exit: Status::exit_of(&outcome),
                    several: matches!(outcome, Outcome::Multiple(_)),
                    line: outcome.status_line(|i| f.range.cell_name(i)),
                };
                (verdict, outcome.solution().map(|s| s.cells().to_vec()))
            }
            Played::Shaped(read) => {
                let outcome = general::solve_within(&read.puzzle, config.input.time_limit);
                let (status, exit) = match &outcome {
                    GeneralOutcome::Unique(_) => (Status::Solved, ExitStatus::Success),
                    GeneralOutcome::Multiple(_) => (Status::Multiple, ExitStatus::Success),
                    GeneralOutcome::NoSolution => (Status::NoSolution, ExitStatus::Unsolvable),
                    GeneralOutcome::Conflicts(_) => (Status::Invalid, ExitStatus::Unsolvable),
                    GeneralOutcome::Undecided(_) => (Status::Undecided, ExitStatus::Undecided),
                };
                let verdict = Verdict {
                    status,
                    exit,
                    several: matches!(outcome, GeneralOutcome::Multiple(_)),
                    line: shaped::status_line(&outcome, read, |i| f.range.cell_name(i)),
                };
                (verdict, outcome.solution().map(|s| s.cells.clone()))
            }
        };
        let Some(solution) = solution else {
            r.err.push(messages::error(sudoku_i18n::tr!(
                "play-nothing",
                place = at.as_str(),
                status = verdict.line.as_str()
            )));
            r.tally.count(verdict.status, ExitStatus::Unsolvable);
            continue;
        };
        if verdict.several {
            if config.handout.check_answers {
                r.err.push(messages::error(sudoku_i18n::tr!(
                    "play-no-answer",
                    place = at.as_str()
                )));
                r.tally.count(Status::Multiple, ExitStatus::Unsolvable);
                continue;
            }
            r.err.push(messages::warning(sudoku_i18n::tr!(
                "play-several",
                place = at.as_str()
            )));
        }
        r.tally.count(verdict.status, verdict.exit);
        let (level, level_name, score, givens) = match &puzzle {
            Played::Classic(p) => {
                let rating = rate(p);
                (rating.level, rating.level_name(), rating.score, p.givens())
            }
            Played::Shaped(read) => {
                let rating = logic::rate(&read.puzzle);
                (
                    rating.level,
                    rating.level_name(),
                    rating.score,
                    read.puzzle.givens(),
                )
            }
        };
        let level_words = sudoku_core::Level::words(level);
        r.out.push(format!(
            "{at}: {}",
            sudoku_i18n::tr!("play-line", givens = givens, level = level_words.as_str())
        ));
        let caption = vec![
            sudoku_i18n::tr!("caption-level", level = level_words),
            sudoku_i18n::tr!("caption-from", place = f.place.as_str()),
        ];
        let details = format!("{}, {level_name}, score {score}", f.place);
        sheets.push(match puzzle {
            Played::Classic(p) => Sheet::Classic(PuzzleSheet {
                puzzle: p,
                solution: solution
                    .as_slice()
                    .try_into()
                    .ok()
                    .and_then(Grid::from_cells)
                    .expect("a 9x9 solution has 81 digits"),
                caption,
                details,
            }),
            Played::Shaped(read) => Sheet::Shaped(ShapedSheet {
                digits: ShapedDigits {
                    shape: read.puzzle.shape.clone(),
                    puzzle: read.puzzle.cells,
                    shown: solution,
                    style: read.style,
                },
                caption,
                details,
            }),
        });
    }
    if sheets.is_empty() {
        return Ok((r, None));
    }
    // One kind of sheet per workbook: when any puzzle has another shape, the 9x9 ones are
    // laid out as shaped sheets too (they play the same).
    let built = if sheets.iter().all(|s| matches!(s, Sheet::Classic(_))) {
        let classic: Vec<PuzzleSheet> = sheets
            .into_iter()
            .filter_map(|s| match s {
                Sheet::Classic(p) => Some(p),
                Sheet::Shaped(_) => None,
            })
            .collect();
        (
            puzzles::puzzles_workbook(&classic, &config.handout),
            classic.len(),
        )
    } else {
        let shaped: Vec<ShapedSheet> = sheets.into_iter().map(Sheet::into_shaped).collect();
        (
            puzzles::shaped_puzzles_workbook(&shaped, &config.handout),
            shaped.len(),
        )
    };
    let (built, count) = built;
    let book = built.map_err(|e| Error::write(&job.output, e))?;
    Ok((r, Some((book, count))))
}

/// What became of one puzzle, whatever its shape.
struct Verdict {
    status: Status,
    exit: ExitStatus,
    several: bool,
    /// The status line, for puzzles left out.
    line: String,
}

/// A sheet to lay out.
enum Sheet {
    Classic(PuzzleSheet),
    Shaped(ShapedSheet),
}

impl Sheet {
    /// The sheet as a shaped one: a 9x9 grid is a shape like any other.
    fn into_shaped(self) -> ShapedSheet {
        match self {
            Sheet::Shaped(s) => s,
            Sheet::Classic(p) => ShapedSheet {
                digits: ShapedDigits {
                    shape: Shape::standard(9).expect("9x9 is a shape"),
                    puzzle: p.puzzle.cells().to_vec(),
                    shown: p.solution.cells().to_vec(),
                    style: SymbolStyle::Numbers,
                },
                caption: p.caption,
                details: p.details,
            },
        }
    }
}

/// Runs `play`.
pub fn run(
    config: &PlayConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    if let Some(title) = &config.handout.title {
        messages::warn_long_title(err, title);
    }
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
        splits: false,
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
