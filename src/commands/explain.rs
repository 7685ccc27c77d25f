//! `sudoku-xlsx explain`: solve each grid step by step with the logic engine, print the
//! steps, and write the solved copy with a Steps and a Candidates sheet per grid. Puzzle
//! lists are explained on the terminal and in the report only. `--report` writes the
//! steps for programs: JSON, one object per grid, or CSV, one row per step.
//!
//! Grids of other sizes and variants go to the general engine
//! ([`sudoku_core::general::logic`]), whose sentences are given the sheet's cell names,
//! the digits as the sheet writes them and the user's region labels; their copy gets the
//! same two sheets, drawn in the grid's shape and size.

use std::collections::BTreeMap;
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use sudoku_core::time::Instant;

use serde::Serialize;
use sudoku_core::general::logic::{self as general, GeneralExplanation, GeneralRating, Names};
use sudoku_core::general::{GeneralOutcome, Puzzle, Symbols, Undecided, UnitId, UnitKind};
use sudoku_core::logic::{
    explain_with, rate, CellNames, Difficulty, Ending, ExplainOptions, Explanation, GridNames,
    Rating,
};
use sudoku_core::puzzle_text::Entry;
use sudoku_core::{Level, Solutions};
use sudoku_i18n::tr;
use sudoku_workbook::address::{column_name, GridRange};
use sudoku_workbook::list::is_text_list;
use sudoku_workbook::steps::{
    AnyExplained, ExplainedGrid, ShapedExplainedGrid, SheetNames, StepsSheets, PAPER_A4,
};
use sudoku_workbook::Workbook;

use super::solve::grids::{all_outputs, solve_workbook, Decided, ShapedGrid, SolvedGrid};
use super::solve::lists::ShapedList;
use crate::batch::{self, Destination, FileResult, Job, ProgressKind, RunOptions, Work};
use crate::cli::ExplainArgs;
use crate::copy::{build_copy, save_copy, Copy, CopyKind};
use crate::error::{describe_input, input_message, Error, ExitStatus, InFile};
use crate::input::{for_each_row_in, on_sheet, row_place, InputPlan, Source};
use crate::messages;
use crate::report::{self, ReportFormat, Status};
use crate::shaped::{self, ShapedRead};
use crate::walk::Walk;
use sudoku_workbook::package::AddedSheets;

/// The checked plan of one `explain` run.
#[derive(Debug, Clone)]
pub struct ExplainConfig {
    /// What to read, from which files.
    pub input: InputPlan,
    /// Every input with its output (unused for puzzle lists), in order.
    pub jobs: Vec<Job>,
    /// `--grid-only`.
    pub grid_only: bool,
    /// `--steps`.
    pub max_steps: Option<usize>,
    /// The report's format, when one was asked for.
    pub report_format: Option<ReportFormat>,
    /// The folders made under `--out-dir`, removed after the run if still empty.
    pub created_folders: Vec<PathBuf>,
    /// How list rows are read when the rules are not classic 9x9.
    pub(crate) list_shape: Option<ShapedList>,
}

impl ExplainConfig {
    /// Checks the flags against each other and the file system, and decides every output.
    pub fn from_args(args: ExplainArgs) -> Result<ExplainConfig, anyhow::Error> {
        ExplainConfig::plan(args, false)
    }

    /// The plan for inputs held in memory ([`crate::jobs`]): the flags checked against
    /// each other, outputs named beside the inputs, nothing looked for or made on disk.
    pub fn in_memory(args: ExplainArgs) -> Result<ExplainConfig, anyhow::Error> {
        ExplainConfig::plan(args, true)
    }

    fn plan(args: ExplainArgs, memory: bool) -> Result<ExplainConfig, anyhow::Error> {
        let input = if memory {
            InputPlan::in_memory(&args.solve.input)?
        } else {
            InputPlan::from_args(&args.solve.input)?
        };
        let list_shape = match &input.source {
            Source::List { column, .. } => ShapedList::of(&input.rules, *column, input.time_limit)?,
            Source::Grids { .. } => None,
        };
        let found = &input.found;
        if input.is_list() && (args.solve.output.is_some() || args.solve.out_dir.is_some()) {
            anyhow::bail!(sudoku_i18n::tr!("usage-explain-list-output"));
        }
        let dest = batch::destination(
            found,
            args.solve.output.as_deref(),
            args.solve.out_dir.as_deref(),
        )?;
        let jobs = batch::plan_as(found, &dest, "explained")?;
        if memory {
            return Ok(ExplainConfig {
                input,
                jobs,
                grid_only: args.solve.grid_only,
                max_steps: args.steps.map(|n| n as usize),
                report_format: None,
                created_folders: Vec::new(),
                list_shape,
            });
        }
        let jobs = input.shard_jobs(jobs, matches!(dest, Destination::File(_)))?;
        let created_folders = if input.is_list() {
            Vec::new()
        } else {
            input.folders_to_tidy(batch::prepare_folders(&jobs, &dest)?)
        };
        if let Destination::File(o) = &dest {
            batch::check_output(o, &[&found[0].path], input.force)?;
        }
        input.check_report()?;
        let report_format = match &input.report {
            Some(r) => {
                if !input.is_list()
                    && jobs
                        .iter()
                        .any(|j| batch::same_file(&j.output, r) || j.output == *r)
                {
                    anyhow::bail!(
                        "{}: {}",
                        r.display(),
                        sudoku_i18n::tr!("usage-report-output")
                    );
                }
                Some(ReportFormat::of(r)?)
            }
            None => None,
        };
        Ok(ExplainConfig {
            input,
            jobs,
            grid_only: args.solve.grid_only,
            max_steps: args.steps.map(|n| n as usize),
            report_format,
            created_folders,
            list_shape,
        })
    }
}

/// A candidate in the report: `{"cell": "D4", "digit": 7}`; in grids of other sizes also
/// the digit as the sheet writes it, `{"cell": "P16", "digit": 12, "symbol": "C"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CellDigit {
    /// The cell, in the sheet's A1 style.
    pub cell: String,
    /// The digit, 1 to the grid's size.
    pub digit: u8,
    /// How the sheet writes the digit (`C` for 12 with letters, `0` for 1 in hex); absent
    /// for 9x9 grids, whose digits are their own text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub symbol: Option<String>,
}

/// One step in the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StepRow {
    /// 1, 2, …
    pub step: usize,
    /// The technique's usual English name; a guess is `guess`.
    pub technique: String,
    /// Its rating on the Sudoku Explainer scale.
    pub difficulty: f64,
    /// Digits written.
    pub placements: Vec<CellDigit>,
    /// Candidates crossed out.
    pub eliminations: Vec<CellDigit>,
    /// The candidates that prove it.
    pub pattern: Vec<CellDigit>,
    /// The rows, columns and boxes it works in.
    pub units: Vec<String>,
    /// Why, in one sentence.
    pub text: String,
}

/// One grid in the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExplainRow {
    /// The input file.
    pub file: String,
    /// The sheet, if any.
    pub sheet: String,
    /// The grid's range, or the list row.
    pub range: String,
    /// `solved`, `no solution`, `several solutions`, or `invalid` when it could not be read.
    pub result: String,
    /// The level, when the puzzle has one.
    pub level: Option<String>,
    /// The puzzle's rating on the Sudoku Explainer scale: SE's own number for 9x9
    /// puzzles (`docs/difficulty.md`).
    pub difficulty: Option<f64>,
    /// The hardest of the steps shown, when it differs from `difficulty`: the path shown
    /// takes the simplest steps a person would, which SE may not know.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path_difficulty: Option<f64>,
    /// How the steps end, in one sentence, or what is wrong.
    pub ending: String,
    /// The steps.
    pub steps: Vec<StepRow>,
}

/// The report's result word for a puzzle.
fn result_word(e: &Explanation) -> &'static str {
    match e.solutions {
        Solutions::One => "solved",
        Solutions::Several => "several solutions",
        Solutions::None => "no solution",
    }
}

fn explain_row(
    file: &str,
    sheet: &str,
    range: String,
    (e, rated): (&Explanation, &Rated),
    names: &dyn CellNames,
) -> ExplainRow {
    let cd = |c: &sudoku_core::logic::Cand| CellDigit {
        cell: names.cell(usize::from(c.cell)),
        digit: c.digit,
        symbol: None,
    };
    let rating = &rated.rating;
    ExplainRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        range,
        result: result_word(e).to_string(),
        level: rating.level.map(|l| l.to_string()),
        difficulty: rating.level.map(|_| rating.score.value()),
        path_difficulty: rated.path.map(Difficulty::value),
        ending: e.ending_sentence(names),
        steps: e
            .steps
            .iter()
            .enumerate()
            .map(|(k, s)| StepRow {
                step: k + 1,
                technique: s.technique.to_string(),
                difficulty: s.difficulty.value(),
                placements: s.placements.iter().map(cd).collect(),
                eliminations: s.eliminations.iter().map(cd).collect(),
                pattern: s.pattern.iter().map(|m| cd(&m.cand)).collect(),
                units: s.units.iter().map(|&u| names.unit(u)).collect(),
                text: s.sentence(names),
            })
            .collect(),
    }
}

/// A 9x9 puzzle's rating next to the steps shown.
pub(crate) struct Rated {
    /// The puzzle's rating: Sudoku Explainer's path, whatever steps are shown, and the
    /// whole puzzle's even when `--steps` cut the explanation short.
    rating: Rating,
    /// The hardest step of the explanation when it differs from the rating: a person's
    /// path may take a pattern SE does not know (an ALS, a W-wing) where SE needs a
    /// harder chain.
    path: Option<Difficulty>,
}

/// The rating of `e`'s puzzle, and its own hardest step when that differs.
pub(crate) fn rated(e: &Explanation) -> Rated {
    let rating = rate(&e.puzzle);
    let shown = e.difficulty();
    let whole = e.ending != Ending::Stopped && e.solutions == Solutions::One;
    Rated {
        path: (whole && shown != rating.score).then_some(shown),
        rating,
    }
}

/// The lines printed for one explained puzzle.
pub(crate) fn print_steps(
    out: &mut Vec<String>,
    at: &str,
    (e, rated): (&Explanation, &Rated),
    names: &dyn CellNames,
) {
    let rating = &rated.rating;
    let score = match rated.path {
        Some(path) => tr!(
            "explain-path-score",
            score = rating.score.words(),
            path = path.words()
        ),
        None => rating.score.words(),
    };
    let verdict = verdict_line(e.steps.len(), e.solutions, rating.level, score);
    out.push(format!("{at}: {verdict}"));
    let width = e.steps.len().to_string().len();
    for (k, s) in e.steps.iter().enumerate() {
        out.push(format!(
            "  {:>width$}. {} ({}): {}",
            k + 1,
            s.technique.words(),
            s.difficulty.words(),
            s.sentence(names)
        ));
    }
    out.push(format!("  {}", e.ending_sentence(names)));
}

/// `69 steps, medium (2.6)`: the line over an explained grid's steps, in the current
/// language.
fn verdict_line(steps: usize, solutions: Solutions, level: Option<Level>, score: String) -> String {
    match (solutions, level) {
        (Solutions::One, Some(l)) => tr!(
            "explain-verdict",
            steps = steps,
            level = Level::words(Some(l)),
            score = score
        ),
        (Solutions::Several, _) => tr!("explain-verdict-several", steps = steps),
        _ => tr!("explain-verdict-no-solution", steps = steps),
    }
}

/// How sentences about a grid on a sheet name things: cells and rows by the sheet's own
/// addresses and columns by letter, as for 9x9 grids; digits as the sheet writes them;
/// jigsaw regions by the user's labels.
fn sheet_words(range: GridRange, read: &ShapedRead) -> Names<'_> {
    let style = read.style;
    Names {
        cell: Box::new(move |i| range.cell_name(i)),
        value: Box::new(move |v| style.text(v)),
        unit: Box::new(move |u| sheet_unit(range, u, |u| read.unit_name(u))),
    }
}

/// [`sheet_words`] for a list line: the grid taken as standing at A1, digits as the list
/// writes them.
pub(crate) fn list_words(puzzle: &Puzzle, symbols: Symbols) -> Names<'static> {
    let at = GridRange::sized(0, 0, puzzle.shape.n() as u8);
    Names {
        cell: Box::new(move |i| at.cell_name(i)),
        value: Box::new(move |v| symbols.symbol(v).to_string()),
        unit: Box::new(move |u| sheet_unit(at, u, |u| u.to_string())),
    }
}

/// Rows and columns as the sheet numbers and letters them, so that `row 7` and `column D`
/// agree with the cell names; other units by `other`.
fn sheet_unit(range: GridRange, u: UnitId, other: impl Fn(UnitId) -> String) -> String {
    match u.kind {
        UnitKind::Row => format!("row {}", u64::from(range.row) + u.index as u64 + 1),
        UnitKind::Column => format!("column {}", column_name(range.col + u.index as u32)),
        _ => other(u),
    }
}

/// A puzzle of another size or with other rules, explained.
pub(crate) struct ShapedDone {
    explanation: GeneralExplanation,
    /// The whole puzzle's rating, even when `--steps` cut the explanation short.
    rating: GeneralRating,
    /// The givens break the rules, so there are no steps to show.
    clash: bool,
}

impl ShapedDone {
    /// Explains `puzzle`, giving the solver `time` to decide it.
    pub(crate) fn of(
        puzzle: &Puzzle,
        names: &Names<'_>,
        max_steps: Option<usize>,
        time: Duration,
    ) -> Result<ShapedDone, Undecided> {
        let explanation = general::explain_within(puzzle, names, max_steps, time)?;
        // Reaching the limit may or may not have cut the steps short; rating again is
        // right either way, and costs only when --steps is given.
        let rating = if max_steps.is_some_and(|m| explanation.steps.len() >= m) {
            general::rate_within(puzzle, time)?
        } else {
            GeneralRating::of(&explanation)
        };
        Ok(ShapedDone {
            clash: !puzzle.conflicts().is_empty(),
            explanation,
            rating,
        })
    }

    /// Its steps to step through, for the grid at `at` (shown as `place`), named by
    /// `names`; none for a clash.
    pub(crate) fn walk(&self, place: String, at: GridRange, names: &Names<'_>) -> Option<Walk> {
        if self.clash {
            return None;
        }
        Walk::shaped(place, at, &self.explanation, names)
    }

    fn tally(&self, r: &mut FileResult<ExplainRow>) {
        let (status, exit) = match (self.clash, self.explanation.solutions) {
            (true, _) => (Status::Invalid, ExitStatus::Unsolvable),
            (_, Solutions::One) => (Status::Solved, ExitStatus::Success),
            (_, Solutions::Several) => (Status::Multiple, ExitStatus::Success),
            (_, Solutions::None) => (Status::NoSolution, ExitStatus::Unsolvable),
        };
        r.tally.count(status, exit);
    }

    /// The terminal lines, as [`print_steps`] writes them for 9x9 grids; a clash is an
    /// error instead.
    pub(crate) fn print(&self, r: &mut FileResult<ExplainRow>, at: &str) {
        let e = &self.explanation;
        if self.clash {
            r.err.push(messages::error(format!("{at}: {}", e.ending)));
            return;
        }
        let verdict = verdict_line(
            e.steps.len(),
            e.solutions,
            self.rating.level,
            self.rating.score.words(),
        );
        r.out.push(format!("{at}: {verdict}"));
        let width = e.steps.len().to_string().len();
        for (k, s) in e.steps.iter().enumerate() {
            r.out.push(format!(
                "  {:>width$}. {} ({}): {}",
                k + 1,
                s.technique.words(),
                s.difficulty.words(),
                s.text
            ));
        }
        r.out.push(format!("  {}", e.ending));
    }

    /// The report's grid, with the fields of a 9x9 one: cells in the sheet's names,
    /// digits with their symbols, the pattern's candidates (on 9x9 shapes; other sizes
    /// name only the digit a step writes).
    fn row(&self, file: &str, sheet: &str, range: String, names: &Names<'_>) -> ExplainRow {
        let e = &self.explanation;
        let cd = |&(cell, v): &(usize, u8)| CellDigit {
            cell: (names.cell)(cell),
            digit: v,
            symbol: Some((names.value)(v)),
        };
        let result = match e.solutions {
            Solutions::One => "solved",
            Solutions::Several => "several solutions",
            Solutions::None => "no solution",
        };
        ExplainRow {
            file: file.to_string(),
            sheet: sheet.to_string(),
            range,
            result: result.to_string(),
            level: self.rating.level.map(|l| l.to_string()),
            difficulty: self.rating.level.map(|_| self.rating.score.value()),
            path_difficulty: None,
            ending: e.ending.clone(),
            steps: e
                .steps
                .iter()
                .enumerate()
                .map(|(k, s)| StepRow {
                    step: k + 1,
                    technique: s.technique.to_string(),
                    difficulty: s.difficulty.value(),
                    placements: s.placements.iter().map(cd).collect(),
                    eliminations: s.eliminations.iter().map(cd).collect(),
                    pattern: s.pattern.iter().map(|&(c, v, _)| cd(&(c, v))).collect(),
                    units: s.units.iter().map(|&u| (names.unit)(u)).collect(),
                    text: s.text.clone(),
                })
                .collect(),
        }
    }
}

fn invalid_row(file: &str, sheet: &str, range: String, why: String) -> ExplainRow {
    ExplainRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        range,
        result: "invalid".into(),
        level: None,
        difficulty: None,
        path_difficulty: None,
        ending: why,
        steps: Vec::new(),
    }
}

fn tally(r: &mut FileResult<ExplainRow>, e: &Explanation) {
    let (status, exit) = match (&e.ending, e.solutions) {
        (Ending::Clash(_), _) => (Status::Invalid, ExitStatus::Unsolvable),
        (_, Solutions::One) => (Status::Solved, ExitStatus::Success),
        (_, Solutions::Several) => (Status::Multiple, ExitStatus::Success),
        (_, Solutions::None) => (Status::NoSolution, ExitStatus::Unsolvable),
    };
    r.tally.count(status, exit);
}

/// The Steps workbook as a package to graft: a file beside the copy, its streamed sheets
/// never all in memory; in a browser, which has no files, bytes.
fn steps_package(out: &mut rust_xlsxwriter::Workbook) -> Result<AddedSheets, String> {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        let steps = tempfile::NamedTempFile::new().map_err(|e| e.to_string())?;
        out.save(steps.path()).map_err(|e| e.to_string())?;
        Ok(AddedSheets::File(steps))
    }
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        let bytes = out.save_to_buffer().map_err(|e| e.to_string())?;
        Ok(AddedSheets::Bytes(bytes.into()))
    }
}

/// Where a grid of the workbook went in [`Decided`], in the workbook's order.
#[derive(Clone, Copy)]
enum Slot {
    Classic(usize),
    Shaped(usize),
}

/// Explains the grids of one workbook and writes its explained copy. The grids are
/// solved first, which is all the copy's own sheets need; then each is explained, printed,
/// reported and given its Steps sheets, and its steps are dropped before the next: a
/// workbook of 500 hard grids once held every step of every grid at once.
fn grids_job(config: &ExplainConfig, job: &Job) -> Result<FileResult<ExplainRow>, Error> {
    let input = &job.input;
    let wb = Workbook::open(input).in_file(input)?;
    let ready = || batch::check_not_there(&job.output, config.input.force);
    let (mut r, copy) = work(config, job, wb, &ready, None)?;
    if let Some(copy) = copy {
        save_copy(copy, job, config.input.force)?;
        r.tally.written += 1;
        r.out.push(sudoku_i18n::tr!(
            "wrote",
            path = messages::path(&job.output)
        ));
    }
    Ok(r)
}

/// Explains the grids of one workbook held in memory: every grid reported, and the
/// explained copy to write, if any grid got Steps sheets. `ready` is asked once the
/// grids are read, before anything is reported. `walks`, when given, gets each explained
/// grid's steps as data to step through (the web page's view).
pub fn work(
    config: &ExplainConfig,
    job: &Job,
    mut wb: Workbook,
    ready: &dyn Fn() -> Result<(), Error>,
    mut walks: Option<&mut Vec<Walk>>,
) -> Result<(FileResult<ExplainRow>, Option<Copy>), Error> {
    let input = &job.input;
    let grids = solve_workbook(&config.input.source, &mut wb).in_file(input)?;
    ready()?;
    let mut r = FileResult::default();
    let file = messages::path(input);
    let file_name = input.display().to_string();
    let opts = ExplainOptions {
        max_steps: config.max_steps,
    };
    let mut decided = Decided::default();
    let mut order: Vec<Slot> = Vec::new();
    for g in grids {
        if shaped::takes_at(&mut wb, &config.input.rules, &g.sheet, g.range) {
            order.push(Slot::Shaped(decided.shaped.len()));
            decided.shaped.push(decide_shaped(config, &mut wb, g));
        } else {
            order.push(Slot::Classic(decided.classic.len()));
            decided.classic.push(g);
        }
    }
    // The grids that get Steps sheets: read, solved, and with givens that keep the rules.
    let shown = order
        .iter()
        .filter(|slot| match **slot {
            Slot::Classic(k) => decided.classic[k]
                .outcome
                .as_ref()
                .is_some_and(|o| !matches!(o, sudoku_core::Outcome::Conflicts(_))),
            Slot::Shaped(k) => decided.shaped[k].outcome.as_ref().is_some_and(|o| {
                !matches!(
                    o,
                    GeneralOutcome::Conflicts(_) | GeneralOutcome::Undecided(_)
                )
            }),
        })
        .count();
    let mut copy = if shown > 0 {
        let kind = if config.grid_only {
            CopyKind::GridOnly
        } else {
            CopyKind::Whole
        };
        let (out, renamed) = build_copy(kind, &mut wb, all_outputs(&decided), job, &mut r.err)?;
        match out {
            Copy::Built(out) => {
                let mut out = *out;
                let sheets = StepsSheets::new(&mut out, shown);
                Some((out, renamed, sheets, None))
            }
            // The Steps sheets are written as a workbook of their own, then join the
            // user's package.
            Copy::Edited(edit) => {
                let sheets = StepsSheets::beside(edit.sheet_names(), shown);
                Some((
                    rust_xlsxwriter::Workbook::new(),
                    renamed,
                    sheets,
                    Some(edit),
                ))
            }
        }
    } else {
        None
    };
    for slot in order {
        let written = match slot {
            Slot::Classic(k) => {
                let g = &decided.classic[k];
                let at = format!("{file}: {}", g.location());
                match (&g.puzzle, &g.outcome) {
                    (Err(e), _) => {
                        r.err.push(messages::error(describe_input(input, e)));
                        r.tally.count(Status::Invalid, ExitStatus::Unusable);
                        r.rows.push(invalid_row(
                            &file_name,
                            &g.sheet,
                            g.range.to_string(),
                            e.to_string(),
                        ));
                        Ok(())
                    }
                    (Ok(_), None) => {
                        r.tally.count(Status::Skipped, ExitStatus::Success);
                        r.out
                            .push(format!("{at}: {}", sudoku_i18n::tr!("skipped-empty")));
                        Ok(())
                    }
                    (Ok(p), Some(_)) => {
                        let e = explain_with(p, &opts);
                        let names = SheetNames(g.range);
                        tally(&mut r, &e);
                        let clash = matches!(e.ending, Ending::Clash(_));
                        if clash {
                            r.err.push(messages::error(format!(
                                "{at}: {}",
                                e.ending_sentence(&names)
                            )));
                        }
                        let report = config.report_format.is_some();
                        let rated = (!clash || report).then(|| rated(&e));
                        if let (false, Some(rated)) = (clash, &rated) {
                            print_steps(&mut r.out, &at, (&e, rated), &names);
                        }
                        if let Some(walks) = walks.as_deref_mut() {
                            let place = g.location();
                            walks.extend(Walk::classic(place, g.range, &e, &names));
                        }
                        if let (true, Some(rated)) = (report, &rated) {
                            r.rows.push(explain_row(
                                &file_name,
                                &g.sheet,
                                g.range.to_string(),
                                (&e, rated),
                                &names,
                            ));
                        }
                        match &mut copy {
                            Some((out, renamed, sheets, _)) if !clash => {
                                let sheet = in_copy(renamed, &g.sheet);
                                let grid = AnyExplained::Classic(ExplainedGrid {
                                    sheet: &sheet,
                                    range: g.range,
                                    explanation: &e,
                                });
                                sheets.add(out, &grid)
                            }
                            _ => Ok(()),
                        }
                    }
                }
            }
            Slot::Shaped(k) => {
                let g = &decided.shaped[k];
                let done = explain_shaped(config, g, &file, &file_name, &mut r);
                if let (Some(walks), Some(done), Ok(read)) = (walks.as_deref_mut(), &done, &g.read)
                {
                    let place = g.location();
                    walks.extend(done.walk(place, g.range, &sheet_words(g.range, read)));
                }
                match done {
                    Some(done) if !done.clash => match &mut copy {
                        Some((out, renamed, sheets, _)) => {
                            let sheet = in_copy(renamed, &g.sheet);
                            let grid = AnyExplained::Shaped(ShapedExplainedGrid {
                                sheet: &sheet,
                                range: g.range,
                                explanation: &done.explanation,
                                style: g.read.as_ref().map(|r| r.style).unwrap_or_default(),
                            });
                            sheets.add(out, &grid)
                        }
                        None => Ok(()),
                    },
                    _ => Ok(()),
                }
            }
        };
        written.map_err(|e| Error::write(&job.output, e))?;
    }
    let Some((mut out, _, sheets, edited)) = copy else {
        return Ok((r, None));
    };
    if sheets.left_out() > 0 {
        r.err.push(messages::warning(sudoku_i18n::tr!(
            "explain-steps-left-out",
            file = file.as_str(),
            first = sudoku_workbook::steps::MAX_STEPS_GRIDS,
            count = sheets.left_out()
        )));
    }
    // One paper throughout. A rebuilt copy's own sheets set none (Letter, to Excel and
    // LibreOffice), so every sheet gets A4; sheets added to the user's workbook print on
    // the paper of the user's sheet, or like it on the default one.
    // (0 leaves the paper unnamed, the printer's default.)
    let paper = match &edited {
        None => PAPER_A4,
        Some(edit) => edit.paper().and_then(|p| u8::try_from(p).ok()).unwrap_or(0),
    };
    for ws in out.worksheets_mut() {
        ws.set_paper_size(paper);
    }
    let copy = match edited {
        None => Copy::Built(Box::new(out)),
        Some(mut edit) => {
            if !out.worksheets().is_empty() {
                let steps = steps_package(&mut out).map_err(|e| Error::write(&job.output, e))?;
                edit.add_sheets(steps).to_file(&job.output)?;
            }
            Copy::Edited(edit)
        }
    };
    Ok((r, Some(copy)))
}

/// The name a sheet of the input has in the copy.
fn in_copy(renamed: &[(String, String)], sheet: &str) -> String {
    renamed
        .iter()
        .find(|(from, _)| from == sheet)
        .map_or_else(|| sheet.to_string(), |(_, to)| to.clone())
}

/// Reads one grid of another size or with other rules and solves it, for the copy; an
/// empty grid skipped by `--all-sheets` is not solved.
fn decide_shaped(config: &ExplainConfig, wb: &mut Workbook, g: SolvedGrid) -> ShapedGrid {
    let read = shaped::read_at(wb, &config.input.rules, &g.sheet, g.range);
    let skip_empty = matches!(
        config.input.source,
        Source::Grids {
            all_sheets: true,
            include_empty: false,
            ..
        }
    );
    let outcome = match &read {
        Ok(r) if !(skip_empty && r.puzzle.givens() == 0) => Some(
            sudoku_core::general::solve_within(&r.puzzle, config.input.time_limit),
        ),
        _ => None,
    };
    ShapedGrid {
        sheet: g.sheet,
        range: g.range,
        read,
        outcome,
    }
}

/// Explains one grid of another size or with other rules, printing and recording what
/// became of it; `None` when it was not explained (unreadable, skipped, out of time).
fn explain_shaped(
    config: &ExplainConfig,
    grid: &ShapedGrid,
    file: &str,
    file_name: &str,
    r: &mut FileResult<ExplainRow>,
) -> Option<ShapedDone> {
    let at = format!("{file}: {}", grid.location());
    let read = match &grid.read {
        Ok(read) => read,
        Err(e) => {
            r.err
                .push(messages::error(format!("{file}: {}", input_message(e))));
            r.tally.count(Status::Invalid, ExitStatus::Unusable);
            r.rows.push(invalid_row(
                file_name,
                &grid.sheet,
                grid.range.to_string(),
                e.to_string(),
            ));
            return None;
        }
    };
    let range = grid.range.to_string();
    match grid.outcome {
        None => {
            r.tally.count(Status::Skipped, ExitStatus::Success);
            r.out
                .push(format!("{at}: {}", sudoku_i18n::tr!("skipped-empty")));
            return None;
        }
        Some(GeneralOutcome::Undecided(t)) => {
            undecided(r, &at, file_name, &grid.sheet, range, t);
            return None;
        }
        Some(_) => {}
    }
    let names = sheet_words(grid.range, read);
    let time = config.input.time_limit;
    let done = match ShapedDone::of(&read.puzzle, &names, config.max_steps, time) {
        Ok(done) => done,
        Err(Undecided(t)) => {
            undecided(r, &at, file_name, &grid.sheet, range, t);
            return None;
        }
    };
    done.tally(r);
    done.print(r, &format!("{at} ({})", shaped::kind(&read.puzzle.shape)));
    if config.report_format.is_some() {
        r.rows.push(done.row(file_name, &grid.sheet, range, &names));
    }
    Some(done)
}

/// Records a puzzle the solver could not decide within `time`: an error line, the
/// count, and a report row whose result is `undecided`.
fn undecided(
    r: &mut FileResult<ExplainRow>,
    at: &str,
    file: &str,
    sheet: &str,
    range: String,
    time: Duration,
) {
    let line = shaped::undecided_line(time);
    r.err.push(messages::error(format!("{at}: {line}")));
    r.tally.count(Status::Undecided, ExitStatus::Undecided);
    r.rows.push(ExplainRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        range,
        result: "undecided".to_string(),
        level: None,
        difficulty: None,
        path_difficulty: None,
        ending: line,
        steps: Vec::new(),
    });
}

/// A list row as read under the run's rules.
enum ListEntry {
    Classic(sudoku_core::Grid),
    Shaped(Puzzle, Symbols),
    Broken(String),
    Skip,
}

/// Explains every puzzle of one list, on the terminal and in the report; `held` is the
/// list's bytes when it is in memory rather than in its file.
pub(crate) fn list_job(
    config: &ExplainConfig,
    job: &Job,
    work: &Work<'_, ExplainRow>,
    report: Option<(&ReportSink, usize)>,
    held: Option<&std::sync::Arc<[u8]>>,
    mut walks: Option<&mut Vec<Walk>>,
) -> Result<FileResult<ExplainRow>, Error> {
    let Source::List {
        column,
        sheet,
        all_sheets,
    } = &config.input.source
    else {
        return Ok(FileResult::default());
    };
    let path = &job.input;
    let file = messages::path(path);
    let file_name = path.display().to_string();
    let text = is_text_list(path);
    let opts = ExplainOptions {
        max_steps: config.max_steps,
    };
    let mut r = FileResult::default();
    let mut puzzles = 0u64;
    let mut sheets: Vec<String> = Vec::new();
    // Lines with something on them that is not a puzzle (a title, a comment): explain
    // writes nothing for them, so it says which it passed over.
    let mut passed_over: Vec<String> = Vec::new();
    for_each_row_in(
        path,
        held,
        *column,
        sheet.as_deref(),
        *all_sheets,
        &mut |name, row| {
            if sheets.last().is_none_or(|s| s != name) {
                sheets.push(name.to_string());
            }
            let place = row_place(&row, text);
            let at = format!("{file}: {}", on_sheet(name, &place));
            let entry = match &config.list_shape {
                Some(list) => match list.entry(&row) {
                    Ok(Some(p)) => ListEntry::Shaped(p, list.symbols),
                    Ok(None) => ListEntry::Skip,
                    Err(why) => ListEntry::Broken(why),
                },
                None => match &row.entry {
                    Entry::Puzzle(g) => ListEntry::Classic(*g),
                    Entry::Broken(why) => ListEntry::Broken(why.clone()),
                    Entry::NotAPuzzle => ListEntry::Skip,
                },
            };
            match entry {
                ListEntry::Classic(g) => {
                    puzzles += 1;
                    let e = explain_with(&g, &opts);
                    tally(&mut r, &e);
                    let clash = matches!(e.ending, Ending::Clash(_));
                    let report = config.report_format.is_some();
                    let rated = (!clash || report).then(|| rated(&e));
                    if clash {
                        r.err.push(messages::error(format!(
                            "{at}: {}",
                            e.ending_sentence(&GridNames)
                        )));
                    }
                    if let (false, Some(rated)) = (clash, &rated) {
                        print_steps(&mut r.out, &at, (&e, rated), &GridNames);
                    }
                    if let Some(walks) = walks.as_deref_mut() {
                        let at = GridRange::default();
                        walks.extend(Walk::classic(on_sheet(name, &place), at, &e, &GridNames));
                    }
                    if let (true, Some(rated)) = (report, &rated) {
                        r.rows.push(explain_row(
                            &file_name,
                            name,
                            place,
                            (&e, rated),
                            &GridNames,
                        ));
                    }
                }
                ListEntry::Shaped(p, symbols) => {
                    puzzles += 1;
                    let names = list_words(&p, symbols);
                    let Ok(done) =
                        ShapedDone::of(&p, &names, config.max_steps, config.input.time_limit)
                            .map_err(|Undecided(t)| {
                                undecided(&mut r, &at, &file_name, name, place.clone(), t)
                            })
                    else {
                        if let Some((sink, index)) = report {
                            sink.write(index, &mut r.rows);
                        }
                        work.flush(&mut r);
                        return true;
                    };
                    done.tally(&mut r);
                    done.print(&mut r, &format!("{at} ({})", shaped::kind(&p.shape)));
                    if let Some(walks) = walks.as_deref_mut() {
                        let at = GridRange::sized(0, 0, p.shape.n() as u8);
                        walks.extend(done.walk(on_sheet(name, &place), at, &names));
                    }
                    if config.report_format.is_some() {
                        r.rows.push(done.row(&file_name, name, place, &names));
                    }
                }
                ListEntry::Broken(why) => {
                    puzzles += 1;
                    r.tally.count(Status::Invalid, ExitStatus::Unusable);
                    r.err.push(messages::error(format!("{at}: {why}")));
                    r.rows.push(invalid_row(&file_name, name, place, why));
                }
                ListEntry::Skip if !row.cells.is_empty() => {
                    passed_over.push(on_sheet(name, &place));
                }
                ListEntry::Skip => {}
            }
            if let Some((sink, index)) = report {
                sink.write(index, &mut r.rows);
            }
            work.flush(&mut r);
            true
        },
    )?;
    if puzzles == 0 && !batch::stopped() {
        return Err(Error::NoPuzzles {
            path: path.clone(),
            column: (!text).then_some(*column),
            sheets,
        });
    }
    if !passed_over.is_empty() {
        const SHOWN: usize = 5;
        let places = sudoku_i18n::comma_list(sudoku_i18n::current(), &passed_over, SHOWN);
        let count = passed_over.len();
        r.out.push(if text {
            sudoku_i18n::tr!(
                "explain-passed-lines",
                file = file.as_str(),
                count = count,
                places = places
            )
        } else {
            sudoku_i18n::tr!(
                "explain-passed-rows",
                file = file.as_str(),
                count = count,
                places = places
            )
        });
    }
    Ok(r)
}

/// Lets the process open as many files as the system allows it: each grid's Steps sheet
/// is written to a temporary file that stays open until its workbook is saved, so a
/// workbook of 1,000 grids needs 1,000 open files, past a common default of 1,024 with
/// the rest. Linux only; elsewhere the limit stays as it is.
fn allow_open_files() {
    #[cfg(target_os = "linux")]
    {
        use rustix::process::{getrlimit, setrlimit, Resource, Rlimit};
        let limit = getrlimit(Resource::Nofile);
        // No maximum: as many as Linux gives any process by default (`nr_open`).
        let most = limit.maximum.unwrap_or(1 << 20);
        if limit.current.is_some_and(|c| c < most) {
            let _ = setrlimit(
                Resource::Nofile,
                Rlimit {
                    current: Some(most),
                    maximum: limit.maximum,
                },
            );
        }
    }
}

/// Runs `explain`.
pub fn run(
    config: &ExplainConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    if !config.input.is_list() {
        allow_open_files();
    }
    let sink = match config.report_format.map(ReportSink::new).transpose() {
        Ok(sink) => sink,
        Err(e) => {
            let path = config.input.report.as_deref().unwrap_or(Path::new(""));
            messages::print_error(err, Error::write(path, e));
            return ExitStatus::Unusable;
        }
    };
    let process = |job: &Job, work: &Work<'_, ExplainRow>| {
        // The jobs are run from `config.jobs`, so the job's place there is its turn in
        // the report.
        let index = (job as *const Job as usize - config.jobs.as_ptr() as usize)
            / std::mem::size_of::<Job>();
        let report = sink.as_ref().map(|s| (s, index));
        let done = if config.input.is_list() {
            list_job(config, job, work, report, None, None)
        } else {
            grids_job(config, job)
        };
        let mut r = done.unwrap_or_else(|e| {
            let mut r = FileResult::default();
            r.tally.count(Status::Error, ExitStatus::Unusable);
            r.err.push(messages::error(&e));
            r.rows.push(invalid_row(
                &job.input.display().to_string(),
                "",
                String::new(),
                e.to_string(),
            ));
            r
        });
        if let Some((sink, index)) = report {
            sink.write(index, &mut r.rows);
            sink.finish(index);
        }
        r.rows.clear();
        r
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
    let mut tally = ran.tally;
    if let (Some(path), Some(sink)) = (&config.input.report, sink) {
        let written = sink.save(path, config.input.force);
        let reported = report::announce(path, written, quiet, out, err);
        tally.exit = tally.exit.merge(config.input.stamp_report(reported, err));
    }
    report::close_run(
        &tally,
        ran.interrupted,
        ran.done,
        config.jobs.len(),
        started,
        !quiet && !config.input.single,
        err,
    )
}

/// One row per step for CSV; a grid with no steps still gets a row.
#[derive(Debug, Serialize)]
struct CsvStep<'a> {
    file: &'a str,
    sheet: &'a str,
    range: &'a str,
    result: &'a str,
    step: Option<usize>,
    technique: &'a str,
    difficulty: Option<f64>,
    placements: String,
    eliminations: String,
    pattern: String,
    text: &'a str,
}

fn csv_step<'a>(
    row: &'a ExplainRow,
    file: &'a str,
    sheet: &'a str,
    step: Option<&'a StepRow>,
) -> CsvStep<'a> {
    CsvStep {
        file,
        sheet,
        range: &row.range,
        result: &row.result,
        step: step.map(|s| s.step),
        technique: step.map_or("", |s| s.technique.as_str()),
        difficulty: step.map(|s| s.difficulty),
        placements: step.map_or_else(String::new, |s| cells_text(&s.placements)),
        eliminations: step.map_or_else(String::new, |s| cells_text(&s.eliminations)),
        pattern: step.map_or_else(String::new, |s| cells_text(&s.pattern)),
        text: step.map_or(row.ending.as_str(), |s| s.text.as_str()),
    }
}

fn cells_text(list: &[CellDigit]) -> String {
    list.iter()
        .map(|c| match &c.symbol {
            Some(text) => format!("{}={text}", c.cell),
            None => format!("{}={}", c.cell, c.digit),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The report, written row by row as grids are explained, in input order, into a file
/// with no name that becomes the report at the end (all or nothing). A list of 30,000
/// puzzles once held every step of every puzzle until the end and ran out of memory; now
/// a row is serialized as soon as its file is in turn, and a file that finishes ahead of
/// an earlier one waits as bytes (on disk past 1 MiB).
pub(crate) struct ReportSink {
    format: ReportFormat,
    state: Mutex<SinkState>,
}

struct SinkState {
    /// The report so far, in input order.
    out: std::io::BufWriter<std::fs::File>,
    /// Rows written to `out` (JSON puts commas between them).
    rows: u64,
    /// The file whose rows go straight to `out`.
    next: usize,
    /// Rows of files ahead of `next`, by input position, and whether each is finished.
    waiting: BTreeMap<usize, (Spool, bool)>,
    /// The first write that failed; the report is then not written.
    failed: Option<String>,
}

/// Serialized rows of one file waiting for its turn: in memory, then on disk past 1 MiB.
#[derive(Default)]
struct Spool {
    bytes: Vec<u8>,
    file: Option<std::fs::File>,
    rows: u64,
}

impl Spool {
    const IN_MEMORY: usize = 1 << 20;

    /// Adds a row, after `separator` when it is not the first.
    fn push(&mut self, separator: &[u8], bytes: &[u8]) -> std::io::Result<()> {
        if self.rows > 0 {
            self.bytes.extend_from_slice(separator);
        }
        self.rows += 1;
        self.bytes.extend_from_slice(bytes);
        if self.bytes.len() > Self::IN_MEMORY {
            let file = match &mut self.file {
                Some(f) => f,
                None => self.file.insert(tempfile::tempfile()?),
            };
            file.write_all(&self.bytes)?;
            self.bytes.clear();
        }
        Ok(())
    }
}

impl ReportSink {
    fn new(format: ReportFormat) -> std::io::Result<ReportSink> {
        let mut out = std::io::BufWriter::new(tempfile::tempfile()?);
        match format {
            ReportFormat::Json => out.write_all(b"[")?,
            ReportFormat::Csv => {
                let mut w = csv::Writer::from_writer(&mut out);
                w.write_record(CSV_HEADER)?;
                w.flush()?;
            }
        }
        Ok(ReportSink {
            format,
            state: Mutex::new(SinkState {
                out,
                rows: 0,
                next: 0,
                waiting: BTreeMap::new(),
                failed: None,
            }),
        })
    }

    /// One row as the report writes it: a JSON object (each line indented for the
    /// array), or the CSV lines of its steps.
    fn serialize(&self, row: &ExplainRow) -> Result<Vec<u8>, String> {
        match self.format {
            ReportFormat::Json => {
                let text = serde_json::to_string_pretty(row).map_err(|e| e.to_string())?;
                let mut b = Vec::with_capacity(text.len() + text.len() / 16);
                for line in text.lines() {
                    b.extend_from_slice(b"\n  ");
                    b.extend_from_slice(line.as_bytes());
                }
                Ok(b)
            }
            ReportFormat::Csv => {
                let mut w = csv::WriterBuilder::new()
                    .has_headers(false)
                    .from_writer(Vec::new());
                let file = report::csv_text(&row.file);
                let sheet = report::csv_text(&row.sheet);
                let base = |step| csv_step(row, &file, &sheet, step);
                if row.steps.is_empty() {
                    w.serialize(base(None)).map_err(|e| e.to_string())?;
                }
                for s in &row.steps {
                    w.serialize(base(Some(s))).map_err(|e| e.to_string())?;
                }
                w.into_inner().map_err(|e| e.to_string())
            }
        }
    }

    /// Takes the rows file `index` has so far (emptying `rows`).
    fn write(&self, index: usize, rows: &mut Vec<ExplainRow>) {
        if rows.is_empty() {
            return;
        }
        let bytes: Vec<Result<Vec<u8>, String>> =
            rows.drain(..).map(|r| self.serialize(&r)).collect();
        let separator: &[u8] = match self.format {
            ReportFormat::Json => b",",
            ReportFormat::Csv => b"",
        };
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        for b in bytes {
            let done = match b {
                Ok(b) if st.next == index => st.put(self.format, &b).map_err(|e| e.to_string()),
                Ok(b) => st
                    .waiting
                    .entry(index)
                    .or_default()
                    .0
                    .push(separator, &b)
                    .map_err(|e| e.to_string()),
                Err(e) => Err(e),
            };
            if let Err(e) = done {
                st.failed.get_or_insert(e);
            }
        }
    }

    /// File `index` has given all its rows: the files after it that are done follow.
    fn finish(&self, index: usize) {
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        st.waiting.entry(index).or_default().1 = true;
        st.advance(self.format, false);
    }

    /// The report, all or nothing, from every row given (in order, files skipped by an
    /// interruption left out).
    fn save(self, path: &Path, force: bool) -> Result<(), Error> {
        let format = self.format;
        let mut st = self.state.into_inner().unwrap_or_else(|p| p.into_inner());
        st.advance(format, true);
        if let Some(e) = st.failed.take() {
            return Err(Error::write(path, e));
        }
        let end: &[u8] = match (format, st.rows) {
            (ReportFormat::Json, 0) => b"]\n",
            (ReportFormat::Json, _) => b"\n]\n",
            (ReportFormat::Csv, _) => b"",
        };
        let mut file = st
            .out
            .into_inner()
            .map_err(|e| Error::write(path, e.into_error()))?;
        file.write_all(end).map_err(|e| Error::write(path, e))?;
        file.seek(SeekFrom::Start(0))
            .map_err(|e| Error::write(path, e))?;
        sudoku_workbook::save_atomic(path, force, |f| std::io::copy(&mut file, f).map(drop))
            .to_file(path)
    }
}

impl SinkState {
    /// Appends one serialized row to the report.
    fn put(&mut self, format: ReportFormat, bytes: &[u8]) -> std::io::Result<()> {
        if format == ReportFormat::Json && self.rows > 0 {
            self.out.write_all(b",")?;
        }
        self.rows += 1;
        self.out.write_all(bytes)
    }

    /// Moves the rows of finished files in turn into the report (every waiting file's
    /// rows, in order, when `all`).
    fn advance(&mut self, format: ReportFormat, all: bool) {
        loop {
            let Some((&k, &(_, finished))) = self.waiting.first_key_value() else {
                return;
            };
            if !all && k != self.next {
                return;
            }
            let (spool, _) = self.waiting.remove(&k).unwrap_or_default();
            if let Err(e) = self.append(format, spool) {
                self.failed.get_or_insert(e.to_string());
            }
            if finished || all {
                self.next = k + 1;
            } else {
                // Its later rows go straight to the report.
                self.next = k;
                return;
            }
        }
    }

    /// Appends a waiting file's rows.
    fn append(&mut self, format: ReportFormat, mut spool: Spool) -> std::io::Result<()> {
        if spool.rows == 0 {
            return Ok(());
        }
        if format == ReportFormat::Json && self.rows > 0 {
            self.out.write_all(b",")?;
        }
        self.rows += spool.rows;
        if let Some(mut f) = spool.file.take() {
            f.seek(SeekFrom::Start(0))?;
            std::io::copy(&mut f, &mut self.out)?;
        }
        self.out.write_all(&spool.bytes)
    }
}

/// The CSV report's columns, one row per step.
const CSV_HEADER: [&str; 11] = [
    "file",
    "sheet",
    "range",
    "result",
    "step",
    "technique",
    "difficulty",
    "placements",
    "eliminations",
    "pattern",
    "text",
];

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::Grid;

    #[test]
    fn rows_name_cells_as_the_sheet_does() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let e = explain_with(&g, &ExplainOptions { max_steps: Some(3) });
        let range = sudoku_workbook::GridRange::parse("B2:J10").unwrap();
        let row = explain_row(
            "f.xlsx",
            "S",
            range.to_string(),
            (&e, &rated(&e)),
            &SheetNames(range),
        );
        assert_eq!(row.result, "solved");
        assert_eq!(row.steps.len(), 3);
        assert_eq!(row.steps[0].placements[0].cell, "G2");
        assert_eq!(
            row.steps[0].text,
            "G2 is the only cell of box 2 that can hold 8"
        );
    }

    #[test]
    fn shaped_units_follow_the_sheet() {
        let at = GridRange::parse("B10:Q25").unwrap();
        let unit = |kind, index| sheet_unit(at, UnitId { kind, index }, |u| u.to_string());
        assert_eq!(unit(UnitKind::Row, 0), "row 10");
        assert_eq!(unit(UnitKind::Column, 15), "column Q");
        assert_eq!(unit(UnitKind::Box, 4), "box 5");
    }
}
