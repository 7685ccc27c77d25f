//! `sudoku-xlsx rate`: read puzzles from everything `solve` reads (workbooks, folders,
//! every sheet, puzzle lists) and grade each by the logic a person needs. Prints one line
//! per puzzle and, with `--report`, writes them; writes no workbook.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use sudoku_core::time::Instant;

use rayon::prelude::*;
use serde::Serialize;
use sudoku_core::general::logic as general;
use sudoku_core::puzzle_text::Entry;
use sudoku_core::{rate, Grid, Level, Solutions};
use sudoku_workbook::list::{is_text_list, ListRow};
use sudoku_workbook::Workbook;

use super::solve::lists::ShapedList;
use crate::batch::{self, Destination, FileResult, Job, ProgressKind, RunOptions, Work};
use crate::cli::InputArgs;
use crate::error::{input_message, Error, ExitStatus, InFile};
use crate::input::{for_each_row, on_sheet, read_grids, row_place, InputPlan, Source};
use crate::messages;
use crate::report::{self, Status};
use crate::shaped;
use sudoku_core::general::{Puzzle, Undecided};

/// One line of the rating report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RateRow {
    /// The input file.
    pub file: String,
    /// The sheet, if any.
    pub sheet: String,
    /// The grid's range or the list row.
    pub place: String,
    /// `easy`, `medium`, `hard`, `expert`, `extreme`; empty when the puzzle has no
    /// level or could not be read.
    pub level: String,
    /// The difficulty on the Sudoku Explainer scale (the hardest step's rating); none
    /// when the puzzle could not be read.
    pub score: Option<f64>,
    /// The hardest technique needed.
    pub hardest: String,
    /// Sudoku Explainer's name for the hardest step, as SE prints it ("Turbot Fish",
    /// "Unique Loop type 2"), to check the score against SE's; empty on other shapes.
    pub se_hardest: String,
    /// Each technique used and how often.
    pub techniques: String,
    /// Whether the rater had to guess.
    pub guessed: bool,
    /// Number of givens.
    pub givens: usize,
    /// Solutions: 0, 1, or 2 meaning two or more; empty when the puzzle could not be read.
    pub solutions: Option<u8>,
    /// What is wrong, when something is.
    pub message: String,
}

impl RateRow {
    /// The row of a puzzle that got no rating (unreadable, or undecided in time), saying
    /// why in `message`.
    fn unrated(file: &str, sheet: &str, place: String, givens: usize, message: String) -> RateRow {
        RateRow {
            file: file.to_string(),
            sheet: sheet.to_string(),
            place,
            level: String::new(),
            score: None,
            hardest: String::new(),
            se_hardest: String::new(),
            techniques: String::new(),
            guessed: false,
            givens,
            solutions: None,
            message,
        }
    }
}

impl report::ReportRow for RateRow {
    fn for_csv(&self) -> std::borrow::Cow<'_, RateRow> {
        use report::csv_text;
        use std::borrow::Cow;
        let texts = [&self.file, &self.sheet, &self.place, &self.message];
        if texts
            .iter()
            .all(|t| matches!(csv_text(t), Cow::Borrowed(_)))
        {
            return Cow::Borrowed(self);
        }
        Cow::Owned(RateRow {
            file: csv_text(&self.file).into_owned(),
            sheet: csv_text(&self.sheet).into_owned(),
            place: csv_text(&self.place).into_owned(),
            message: csv_text(&self.message).into_owned(),
            ..self.clone()
        })
    }
}

/// The checked settings of one `rate` run.
#[derive(Debug, Clone)]
pub struct RateConfig {
    input: InputPlan,
    jobs: Vec<Job>,
    /// How list rows are read when the rules are not classic 9x9.
    list_shape: Option<ShapedList>,
    /// What the progress bar counts.
    progress: ProgressKind,
}

impl RateConfig {
    /// Checks the flags and finds the inputs.
    pub fn from_args(args: InputArgs) -> Result<RateConfig, anyhow::Error> {
        let input = InputPlan::from_args(&args)?;
        let list_shape = match &input.source {
            Source::List { column, .. } => ShapedList::of(&input.rules, *column, input.time_limit)?,
            Source::Grids { .. } => None,
        };
        let jobs: Vec<Job> = batch::plan(&input.found, &Destination::Beside)?
            .into_iter()
            .map(|j| Job {
                input: j.input,
                output: PathBuf::new(),
            })
            .collect();
        let jobs = input.shard_jobs(jobs, false)?;
        input.check_report()?;
        let progress = progress_kind(input.quiet, jobs.len(), input.is_list());
        Ok(RateConfig {
            input,
            jobs,
            list_shape,
            progress,
        })
    }
}

/// What the bar counts: files in a batch, puzzles in one list (as `solve` and `explain`
/// do; `rate` of a long list showed nothing), nothing for one workbook or with `-q`.
fn progress_kind(quiet: bool, files: usize, list: bool) -> ProgressKind {
    match (quiet, files > 1, list) {
        (true, _, _) => ProgressKind::None,
        (false, true, _) => ProgressKind::Files,
        (false, false, true) => ProgressKind::Puzzles,
        (false, false, false) => ProgressKind::None,
    }
}

/// Counts per level, shared by the worker threads.
#[derive(Default)]
struct Levels([AtomicU64; 5]);

fn rate_one(
    file: &str,
    sheet: &str,
    place: String,
    grid: &Grid,
    levels: &Levels,
    r: &mut FileResult<RateRow>,
) {
    let rating = rate(grid);
    let verdict = Verdict {
        level: rating.level,
        score: rating.score.value(),
        hardest: rating.hardest.to_string(),
        se_hardest: rating.se_hardest.as_deref().unwrap_or_default().to_string(),
        uses: rating.uses_summary(),
        uses_words: rating.uses_words(),
        guessed: rating.guessed,
        givens: rating.givens,
        solutions: rating.solutions,
        shown: shown(
            rating.verdict_words(),
            rating.uses.is_empty(),
            rating.solutions,
        ),
        clash: !grid.conflicts().is_empty(),
    };
    record(file, sheet, place, &verdict, levels, r);
}

/// [`rate_one`] for a grid of another size or with other rules: the techniques that
/// carry over to every shape (see `sudoku_core::general::logic`).
fn rate_shaped(
    file: &str,
    sheet: &str,
    place: String,
    (puzzle, time): (&Puzzle, Duration),
    levels: &Levels,
    r: &mut FileResult<RateRow>,
) {
    let rating = match general::rate_within(puzzle, time) {
        Ok(rating) => rating,
        Err(Undecided(t)) => {
            let why = shaped::undecided_line(t);
            r.tally.count(Status::Undecided, ExitStatus::Undecided);
            r.err.push(messages::error(format!(
                "{}: {}: {why}",
                messages::printable(file),
                on_sheet(sheet, &place)
            )));
            r.rows
                .push(RateRow::unrated(file, sheet, place, puzzle.givens(), why));
            return;
        }
    };
    let verdict = Verdict {
        level: rating.level,
        score: rating.score.value(),
        hardest: rating.hardest.to_string(),
        se_hardest: String::new(),
        uses: rating.uses_summary(),
        uses_words: rating.uses_words(),
        guessed: rating.guessed,
        givens: rating.givens,
        solutions: rating.solutions,
        shown: format!(
            "{} {}",
            shaped::kind(&puzzle.shape),
            shown(
                rating.verdict_words(),
                rating.uses.is_empty(),
                rating.solutions
            )
        ),
        clash: !puzzle.conflicts().is_empty(),
    };
    record(file, sheet, place, &verdict, levels, r);
}

/// The verdict as printed: a full grid, which takes no step, has nothing to rate (it was
/// `easy (0.0, hardest: hidden single)`).
fn shown(verdict: String, no_steps: bool, solutions: Solutions) -> String {
    if no_steps && solutions == Solutions::One {
        sudoku_i18n::tr!("verdict-full")
    } else {
        verdict
    }
}

/// What `rate` says of one puzzle, whatever engine rated it.
struct Verdict {
    level: Option<Level>,
    score: f64,
    hardest: String,
    se_hardest: String,
    uses: String,
    /// The same in the user's language, for the terminal.
    uses_words: String,
    guessed: bool,
    givens: usize,
    solutions: Solutions,
    /// The one-line verdict, e.g. `hard (4.2, hardest: XY-wing)`.
    shown: String,
    clash: bool,
}

fn record(
    file: &str,
    sheet: &str,
    place: String,
    v: &Verdict,
    levels: &Levels,
    r: &mut FileResult<RateRow>,
) {
    let (status, exit) = match v.solutions {
        Solutions::None => (Status::NoSolution, ExitStatus::Unsolvable),
        Solutions::One => (Status::Solved, ExitStatus::Success),
        Solutions::Several => (Status::Multiple, ExitStatus::Success),
    };
    let at = on_sheet(sheet, &place);
    let message = if v.clash {
        sudoku_i18n::tr!("rate-clash")
    } else {
        String::new()
    };
    // A puzzle with no solution has no level and is counted with those, not as expert.
    if let Some(k) = Level::ALL.iter().position(|l| Some(*l) == v.level) {
        levels.0[k].fetch_add(1, Ordering::Relaxed);
    }
    r.tally.count(status, exit);
    let givens = sudoku_i18n::tr!("givens-count", count = v.givens);
    let file_shown = messages::printable(file);
    let uses = if v.solutions == Solutions::One && !v.uses.is_empty() {
        sudoku_i18n::tr!("rate-uses", uses = v.uses_words.as_str())
    } else {
        String::new()
    };
    r.out.push(sudoku_i18n::tr!(
        "rate-line",
        file = file_shown,
        place = at.as_str(),
        verdict = v.shown.as_str(),
        givens = givens,
        solutions = v.solutions.words(),
        uses = uses
    ));
    r.rows.push(RateRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        place,
        level: v.level.map(|l| l.to_string()).unwrap_or_default(),
        score: Some(v.score),
        hardest: v.hardest.clone(),
        se_hardest: v.se_hardest.clone(),
        techniques: v.uses.clone(),
        guessed: v.guessed,
        givens: v.givens,
        solutions: report::solutions_column(v.solutions),
        message,
    });
}

fn invalid(file: &str, sheet: &str, place: String, why: String, r: &mut FileResult<RateRow>) {
    r.tally.count(Status::Invalid, ExitStatus::Unusable);
    r.err.push(messages::error(format!(
        "{}: {why}",
        messages::printable(file)
    )));
    r.rows.push(RateRow::unrated(file, sheet, place, 0, why));
}

/// Rates a chunk of list rows in parallel, in order.
fn rate_rows(
    file: &str,
    sheet: &str,
    rows: &mut Vec<ListRow>,
    (text, shaped): (bool, Option<&ShapedList>),
    levels: &Levels,
    r: &mut FileResult<RateRow>,
) -> report::Tally {
    let parts: Vec<FileResult<RateRow>> = rows
        .par_iter()
        .map(|row| {
            let mut part = FileResult::default();
            let place = row_place(row, text);
            if let Some(list) = shaped {
                let time = list.time_limit();
                match list.entry(row) {
                    Ok(Some(p)) => rate_shaped(file, sheet, place, (&p, time), levels, &mut part),
                    Err(why) => invalid(
                        file,
                        sheet,
                        place.clone(),
                        format!(
                            "{}: {}",
                            on_sheet(sheet, &place),
                            sudoku_i18n::tr!("invalid-why", why = why)
                        ),
                        &mut part,
                    ),
                    Ok(None) => {}
                }
                return part;
            }
            match &row.entry {
                Entry::Puzzle(g) => rate_one(file, sheet, place, g, levels, &mut part),
                Entry::Broken(why) => invalid(
                    file,
                    sheet,
                    place.clone(),
                    format!("{}: {why}", on_sheet(sheet, &place)),
                    &mut part,
                ),
                Entry::NotAPuzzle => {}
            }
            part
        })
        .collect();
    let mut chunk = report::Tally::default();
    for p in parts {
        chunk.add(&p.tally);
        r.rows.extend(p.rows);
        r.out.extend(p.out);
        r.err.extend(p.err);
    }
    r.tally.add(&chunk);
    rows.clear();
    chunk
}

fn rate_job(
    config: &RateConfig,
    job: &Job,
    levels: &Levels,
    work: &Work<'_, RateRow>,
) -> Result<FileResult<RateRow>, Error> {
    let path = &job.input;
    let file = path.display().to_string();
    let mut r = FileResult::default();
    match &config.input.source {
        Source::Grids {
            all_sheets,
            include_empty,
            ..
        } => {
            let mut wb = Workbook::open(path).in_file(path)?;
            let rules = &config.input.rules;
            for g in read_grids(&mut wb, &config.input.source).in_file(path)? {
                let place = g.range.to_string();
                if shaped::takes_at(&mut wb, rules, &g.sheet, g.range) {
                    match shaped::read_at(&mut wb, rules, &g.sheet, g.range) {
                        Ok(p) if *all_sheets && !include_empty && p.puzzle.givens() == 0 => {
                            r.tally.count(Status::Skipped, ExitStatus::Success);
                        }
                        Ok(p) => rate_shaped(
                            &file,
                            &g.sheet,
                            place,
                            (&p.puzzle, config.input.time_limit),
                            levels,
                            &mut r,
                        ),
                        Err(e) => invalid(&file, &g.sheet, place, input_message(&e), &mut r),
                    }
                    continue;
                }
                match g.grid {
                    Ok(p) if *all_sheets && !include_empty && p.givens() == 0 => {
                        r.tally.count(Status::Skipped, ExitStatus::Success);
                    }
                    Ok(p) => rate_one(&file, &g.sheet, place, &p, levels, &mut r),
                    Err(e) => invalid(&file, &g.sheet, place, input_message(&e), &mut r),
                }
            }
        }
        Source::List {
            column,
            sheet,
            all_sheets,
        } => {
            // Rows are rated in parallel chunks, in order; the sheet of the rows in
            // `chunk` is `chunk_sheet`.
            const CHUNK: usize = 1024;
            let text = is_text_list(path);
            let shaped = config.list_shape.as_ref();
            let mut chunk: Vec<ListRow> = Vec::with_capacity(CHUNK);
            let mut chunk_sheet = String::new();
            let mut sheets: Vec<String> = Vec::new();
            let mut puzzles = 0u64;
            // One long list counts its puzzles on the bar as they are rated.
            let per_puzzle = config.progress == ProgressKind::Puzzles;
            let count = |t: report::Tally| {
                if per_puzzle {
                    let n = t.solved + t.multiple + t.no_solution + t.invalid + t.undecided;
                    work.add_total(n);
                    work.done(n, t.solved + t.multiple, t.failed());
                }
            };
            for_each_row(
                path,
                *column,
                sheet.as_deref(),
                *all_sheets,
                &mut |name, row| {
                    if sheets.last().is_none_or(|s| s != name) {
                        sheets.push(name.to_string());
                    }
                    puzzles += u64::from(match shaped {
                        Some(list) => !matches!(list.entry(&row), Ok(None)),
                        None => !matches!(row.entry, Entry::NotAPuzzle),
                    });
                    if name != chunk_sheet {
                        count(rate_rows(
                            &file,
                            &chunk_sheet,
                            &mut chunk,
                            (text, shaped),
                            levels,
                            &mut r,
                        ));
                        chunk_sheet = name.to_string();
                    }
                    chunk.push(match shaped {
                        Some(list) => list.keep(row),
                        None => ListRow {
                            cells: Vec::new(),
                            ..row
                        },
                    });
                    if chunk.len() >= CHUNK {
                        count(rate_rows(
                            &file,
                            &chunk_sheet,
                            &mut chunk,
                            (text, shaped),
                            levels,
                            &mut r,
                        ));
                        // A long list streams: its lines go out as they come, and its
                        // rows are kept only for a report.
                        work.flush(&mut r);
                        if config.input.report.is_none() {
                            r.rows.clear();
                        }
                    }
                    true
                },
            )?;
            count(rate_rows(
                &file,
                &chunk_sheet,
                &mut chunk,
                (text, shaped),
                levels,
                &mut r,
            ));
            if puzzles == 0 && !batch::stopped() {
                return Err(Error::NoPuzzles {
                    path: path.clone(),
                    column: (!text).then_some(*column),
                    sheets,
                });
            }
        }
    }
    if config.input.report.is_none() {
        r.rows.clear();
    }
    Ok(r)
}

/// Runs `rate`.
pub fn run(
    config: &RateConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    let levels = Levels::default();
    let process = |job: &Job, work: &Work<'_, RateRow>| match rate_job(config, job, &levels, work) {
        Ok(r) => r,
        Err(e) => {
            let mut r = FileResult::default();
            invalid(
                &job.input.display().to_string(),
                "",
                String::new(),
                e.without_file(),
                &mut r,
            );
            r.tally = Default::default();
            r.tally.count(Status::Error, ExitStatus::Unusable);
            r.err = vec![messages::error(&e)];
            r
        }
    };
    let quiet = config.input.quiet;
    let options = RunOptions {
        threads: config.input.threads,
        quiet,
        progress: config.progress,
        keep_rows: config.input.report.is_some(),
        // A list's rows are rated in parallel (`rate_rows`).
        splits: config.input.is_list(),
    };
    let ran = batch::run_jobs(&config.jobs, options, &process, out, err);
    let reported = report::finish(
        config.input.report.as_deref(),
        &ran.rows,
        config.input.force,
        quiet,
        out,
        err,
    );
    let reported = config.input.stamp_report(reported, err);
    let exit = ran.tally.exit.merge(reported);
    if ran.interrupted {
        messages::print_error(
            err,
            sudoku_i18n::tr!("interrupted", done = ran.done, total = config.jobs.len()),
        );
        return ExitStatus::Interrupted;
    }
    if !quiet && !messages::pipe_closed() {
        let n: Vec<u64> = levels.0.iter().map(|a| a.load(Ordering::Relaxed)).collect();
        let t = &ran.tally;
        let summary = sudoku_i18n::tr!(
            "rate-summary",
            rated = n.iter().sum::<u64>() + t.no_solution,
            easy = n[0],
            medium = n[1],
            hard = n[2],
            expert = n[3],
            extreme = n[4],
            several = t.multiple,
            none = t.no_solution,
            invalid = t.invalid,
            errors = t.errors,
            seconds =
                sudoku_i18n::decimal(sudoku_i18n::current(), started.elapsed().as_secs_f64(), 2)
        );
        let _ = match t.undecided {
            0 => writeln!(err, "{summary}"),
            k => writeln!(
                err,
                "{}",
                sudoku_i18n::tr!("summary-undecided", count = k, rest = summary)
            ),
        };
    }
    exit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_list_counts_its_puzzles_on_the_bar() {
        assert_eq!(progress_kind(false, 1, true), ProgressKind::Puzzles);
        assert_eq!(progress_kind(false, 3, true), ProgressKind::Files);
        assert_eq!(progress_kind(false, 1, false), ProgressKind::None);
        assert_eq!(progress_kind(true, 1, true), ProgressKind::None);
    }

    #[test]
    fn a_full_grid_has_nothing_to_rate() {
        assert_eq!(
            shown(
                "easy (0.0, hardest: hidden single)".into(),
                true,
                Solutions::One
            ),
            "nothing to solve (every cell is filled)"
        );
        assert_eq!(
            shown("easy (1.2, x)".into(), false, Solutions::One),
            "easy (1.2, x)"
        );
    }
}
