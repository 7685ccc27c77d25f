//! `sudoku-xlsx explain`: solve each grid step by step with the logic engine, print the
//! steps, and write the solved copy with a Steps and a Candidates sheet per grid. Puzzle
//! lists are explained on the terminal and in the report only. `--report` writes the
//! steps for programs: JSON, one object per grid, or CSV, one row per step.
//!
//! Grids of other sizes and variants go to the general engine
//! ([`sudoku_core::general::logic`]), whose sentences are given the sheet's cell names,
//! the digits as the sheet writes them and the user's region labels; their copy gets a
//! Steps sheet of text.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::Serialize;
use sudoku_core::general::logic::{self as general, GeneralExplanation, GeneralRating, Names};
use sudoku_core::general::{GeneralOutcome, Puzzle, Symbols, UnitId, UnitKind};
use sudoku_core::logic::{
    explain_with, rate, CellNames, Ending, ExplainOptions, Explanation, GridNames, Rating,
};
use sudoku_core::puzzle_text::Entry;
use sudoku_core::Solutions;
use sudoku_workbook::address::{column_name, GridRange};
use sudoku_workbook::list::is_text_list;
use sudoku_workbook::steps::{
    add_steps_sheets, AnyExplained, ExplainedGrid, ShapedExplainedGrid, SheetNames,
};
use sudoku_workbook::Workbook;

use super::solve::grids::{
    all_outputs, build_copy, save_copy, solve_workbook, Decided, ShapedGrid, SolvedGrid,
};
use super::solve::lists::ShapedList;
use crate::batch::{self, Destination, FileResult, Job, ProgressKind, RunOptions, Work};
use crate::cli::ExplainArgs;
use crate::error::{describe_input, input_message, Error, ExitStatus, InFile};
use crate::input::{for_each_row, on_sheet, row_place, InputPlan, Source};
use crate::messages;
use crate::report::{self, ReportFormat, Status};
use crate::shaped::{self, ShapedRead};

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
        let input = InputPlan::from_args(&args.solve.input)?;
        let list_shape = match &input.source {
            Source::List { column, .. } => ShapedList::of(&input.rules, *column)?,
            Source::Grids { .. } => None,
        };
        let found = &input.found;
        if input.is_list() && (args.solve.output.is_some() || args.solve.out_dir.is_some()) {
            anyhow::bail!(
                "explain writes workbooks only for grids; a puzzle list is explained on the terminal and with --report FILE.json"
            );
        }
        let dest = batch::destination(
            found,
            args.solve.output.as_deref(),
            args.solve.out_dir.as_deref(),
        )?;
        let jobs = batch::plan_as(found, &dest, "explained")?;
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
                    anyhow::bail!("{}: the report would replace an output", r.display());
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
    /// The hardest step's rating.
    pub difficulty: Option<f64>,
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
    e: &Explanation,
    names: &dyn CellNames,
) -> ExplainRow {
    let cd = |c: &sudoku_core::logic::Cand| CellDigit {
        cell: names.cell(usize::from(c.cell)),
        digit: c.digit,
        symbol: None,
    };
    let rating = full_rating(e);
    ExplainRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        range,
        result: result_word(e).to_string(),
        level: rating.level.map(|l| l.to_string()),
        difficulty: rating.level.map(|_| rating.score.value()),
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

/// The puzzle's rating: from its steps, or from a whole explanation when `--steps` cut
/// this one short (the level is the puzzle's, not that of the steps shown).
fn full_rating(e: &Explanation) -> Rating {
    if e.ending == Ending::Stopped {
        rate(&e.puzzle)
    } else {
        Rating::of(e)
    }
}

/// The lines printed for one explained puzzle.
fn print_steps(out: &mut Vec<String>, at: &str, e: &Explanation, names: &dyn CellNames) {
    let rating = full_rating(e);
    let verdict = match (e.solutions, rating.level) {
        (Solutions::One, Some(l)) => format!("{} steps, {l} ({})", e.steps.len(), rating.score),
        (Solutions::Several, _) => format!("{} steps, several solutions", e.steps.len()),
        _ => format!("{} steps, no solution", e.steps.len()),
    };
    out.push(format!("{at}: {verdict}"));
    let width = e.steps.len().to_string().len();
    for (k, s) in e.steps.iter().enumerate() {
        out.push(format!(
            "  {:>width$}. {} ({}): {}",
            k + 1,
            s.technique,
            s.difficulty,
            s.sentence(names)
        ));
    }
    out.push(format!("  {}", e.ending_sentence(names)));
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
fn list_words(puzzle: &Puzzle, symbols: Symbols) -> Names<'static> {
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
struct ShapedDone {
    explanation: GeneralExplanation,
    /// The whole puzzle's rating, even when `--steps` cut the explanation short.
    rating: GeneralRating,
    /// The givens break the rules, so there are no steps to show.
    clash: bool,
}

impl ShapedDone {
    fn of(puzzle: &Puzzle, names: &Names<'_>, max_steps: Option<usize>) -> ShapedDone {
        let explanation = general::explain(puzzle, names, max_steps);
        // Reaching the limit may or may not have cut the steps short; rating again is
        // right either way, and costs only when --steps is given.
        let rating = if max_steps.is_some_and(|m| explanation.steps.len() >= m) {
            general::rate(puzzle)
        } else {
            GeneralRating::of(&explanation)
        };
        ShapedDone {
            clash: !puzzle.conflicts().is_empty(),
            explanation,
            rating,
        }
    }

    /// The outcome the solved copy draws and states under the grid.
    fn outcome(&self) -> GeneralOutcome {
        let e = &self.explanation;
        match (self.clash, e.solutions, &e.solution) {
            (true, _, _) => GeneralOutcome::Conflicts(e.puzzle.conflicts()),
            (false, Solutions::One, Some(s)) => GeneralOutcome::Unique(s.clone()),
            (false, Solutions::Several, Some(s)) => GeneralOutcome::Multiple(s.clone()),
            _ => GeneralOutcome::NoSolution,
        }
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
    fn print(&self, r: &mut FileResult<ExplainRow>, at: &str) {
        let e = &self.explanation;
        if self.clash {
            r.err.push(messages::error(format!("{at}: {}", e.ending)));
            return;
        }
        let verdict = match (e.solutions, self.rating.level) {
            (Solutions::One, Some(l)) => {
                format!("{} steps, {l} ({})", e.steps.len(), self.rating.score)
            }
            (Solutions::Several, _) => format!("{} steps, several solutions", e.steps.len()),
            _ => format!("{} steps, no solution", e.steps.len()),
        };
        r.out.push(format!("{at}: {verdict}"));
        let width = e.steps.len().to_string().len();
        for (k, s) in e.steps.iter().enumerate() {
            r.out.push(format!(
                "  {:>width$}. {} ({}): {}",
                k + 1,
                s.technique,
                s.difficulty,
                s.text
            ));
        }
        r.out.push(format!("  {}", e.ending));
    }

    /// The report's grid, with the fields of a 9x9 one: cells in the sheet's names,
    /// digits with their symbols, no pattern (the general engine keeps none).
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
                    pattern: Vec::new(),
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

/// A grid explained by either engine: its place in [`Decided`] and its steps.
enum Done {
    Classic(usize, Explanation),
    Shaped(usize, ShapedDone),
}

impl Done {
    /// The givens break the rules: no Steps sheet.
    fn clash(&self) -> bool {
        match self {
            Done::Classic(_, e) => matches!(e.ending, Ending::Clash(_)),
            Done::Shaped(_, d) => d.clash,
        }
    }
}

/// Explains the grids of one workbook and writes its explained copy.
fn grids_job(config: &ExplainConfig, job: &Job) -> Result<FileResult<ExplainRow>, Error> {
    let input = &job.input;
    let mut wb = Workbook::open(input).in_file(input)?;
    let grids = solve_workbook(&config.input.source, &mut wb).in_file(input)?;
    if !config.input.force && job.output.exists() {
        return Err(Error::output(
            &job.output,
            sudoku_workbook::Error::OutputExists,
        ));
    }
    let mut r = FileResult::default();
    let file = messages::path(input);
    let file_name = input.display().to_string();
    let opts = ExplainOptions {
        max_steps: config.max_steps,
    };
    let mut decided = Decided::default();
    let mut explained: Vec<Done> = Vec::new();
    for g in grids {
        if shaped::takes_at(&mut wb, &config.input.rules, &g.sheet, g.range) {
            let (grid, done) = shaped_grid(config, &mut wb, g, &file, &file_name, &mut r);
            if let Some(d) = done {
                explained.push(Done::Shaped(decided.shaped.len(), d));
            }
            decided.shaped.push(grid);
            continue;
        }
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
            }
            (Ok(_), None) => {
                r.tally.count(Status::Skipped, ExitStatus::Success);
                r.out.push(format!("{at}: skipped (empty)"));
            }
            (Ok(p), Some(_)) => {
                let e = explain_with(p, &opts);
                let names = SheetNames(g.range);
                tally(&mut r, &e);
                if matches!(e.ending, Ending::Clash(_)) {
                    r.err.push(messages::error(format!(
                        "{at}: {}",
                        e.ending_sentence(&names)
                    )));
                } else {
                    print_steps(&mut r.out, &at, &e, &names);
                }
                if config.report_format.is_some() {
                    r.rows.push(explain_row(
                        &file_name,
                        &g.sheet,
                        g.range.to_string(),
                        &e,
                        &names,
                    ));
                }
                explained.push(Done::Classic(decided.classic.len(), e));
            }
        }
        decided.classic.push(g);
    }
    if explained.iter().all(Done::clash) {
        return Ok(r);
    }
    let (mut out, renamed) = build_copy(
        config.grid_only,
        &mut wb,
        all_outputs(&decided),
        job,
        &mut r.err,
    )?;
    let in_copy = |sheet: &str| {
        renamed
            .iter()
            .find(|(from, _)| from == sheet)
            .map_or_else(|| sheet.to_string(), |(_, to)| to.clone())
    };
    let sheet_names: Vec<String> = explained
        .iter()
        .map(|d| match d {
            Done::Classic(k, _) => in_copy(&decided.classic[*k].sheet),
            Done::Shaped(k, _) => in_copy(&decided.shaped[*k].sheet),
        })
        .collect();
    let shown: Vec<AnyExplained<'_>> = explained
        .iter()
        .zip(&sheet_names)
        .filter(|(d, _)| !d.clash())
        .map(|(d, sheet)| match d {
            Done::Classic(k, e) => AnyExplained::Classic(ExplainedGrid {
                sheet,
                range: decided.classic[*k].range,
                explanation: e,
            }),
            Done::Shaped(k, d) => AnyExplained::Shaped(ShapedExplainedGrid {
                sheet,
                range: decided.shaped[*k].range,
                explanation: &d.explanation,
            }),
        })
        .collect();
    add_steps_sheets(&mut out, &shown).map_err(|e| Error::write(&job.output, e))?;
    save_copy(&mut out, job, config.input.force)?;
    r.tally.written += 1;
    r.out.push(format!("Wrote {}", messages::path(&job.output)));
    Ok(r)
}

/// Reads and explains one grid of another size or with other rules, printing and
/// recording what became of it; the grid comes back with its outcome for the copy.
fn shaped_grid(
    config: &ExplainConfig,
    wb: &mut Workbook,
    g: SolvedGrid,
    file: &str,
    file_name: &str,
    r: &mut FileResult<ExplainRow>,
) -> (ShapedGrid, Option<ShapedDone>) {
    let rules = &config.input.rules;
    let mut grid = ShapedGrid {
        read: shaped::read_at(wb, rules, &g.sheet, g.range),
        sheet: g.sheet,
        range: g.range,
        outcome: None,
    };
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
            return (grid, None);
        }
    };
    let skip_empty = matches!(
        config.input.source,
        Source::Grids {
            all_sheets: true,
            include_empty: false,
            ..
        }
    );
    if skip_empty && read.puzzle.givens() == 0 {
        r.tally.count(Status::Skipped, ExitStatus::Success);
        r.out.push(format!("{at}: skipped (empty)"));
        return (grid, None);
    }
    let done = {
        // The names borrow the grid, which goes back to the caller below.
        let names = sheet_words(grid.range, read);
        let done = ShapedDone::of(&read.puzzle, &names, config.max_steps);
        done.tally(r);
        done.print(r, &format!("{at} ({})", shaped::kind(&read.puzzle.shape)));
        if config.report_format.is_some() {
            r.rows
                .push(done.row(file_name, &grid.sheet, grid.range.to_string(), &names));
        }
        done
    };
    grid.outcome = Some(done.outcome());
    (grid, Some(done))
}

/// A list row as read under the run's rules.
enum ListEntry {
    Classic(sudoku_core::Grid),
    Shaped(Puzzle, Symbols),
    Broken(String),
    Skip,
}

/// Explains every puzzle of one list, on the terminal and in the report.
fn list_job(
    config: &ExplainConfig,
    job: &Job,
    work: &Work<'_, ExplainRow>,
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
    for_each_row(
        path,
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
                    if matches!(e.ending, Ending::Clash(_)) {
                        r.err.push(messages::error(format!(
                            "{at}: {}",
                            e.ending_sentence(&GridNames)
                        )));
                    } else {
                        print_steps(&mut r.out, &at, &e, &GridNames);
                    }
                    if config.report_format.is_some() {
                        r.rows
                            .push(explain_row(&file_name, name, place, &e, &GridNames));
                    }
                }
                ListEntry::Shaped(p, symbols) => {
                    puzzles += 1;
                    let names = list_words(&p, symbols);
                    let done = ShapedDone::of(&p, &names, config.max_steps);
                    done.tally(&mut r);
                    done.print(&mut r, &format!("{at} ({})", shaped::kind(&p.shape)));
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
                ListEntry::Skip => {}
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
    Ok(r)
}

/// Runs `explain`.
pub fn run(
    config: &ExplainConfig,
    out: &mut (dyn Write + Send),
    err: &mut (dyn Write + Send),
) -> ExitStatus {
    let started = Instant::now();
    let process = |job: &Job, work: &Work<'_, ExplainRow>| {
        let done = if config.input.is_list() {
            list_job(config, job, work)
        } else {
            grids_job(config, job)
        };
        done.unwrap_or_else(|e| {
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
        })
    };
    let quiet = config.input.quiet;
    let options = RunOptions {
        threads: config.input.threads,
        quiet,
        progress: ProgressKind::files(quiet, config.input.single),
        keep_rows: config.report_format.is_some(),
    };
    let ran = batch::run_jobs(&config.jobs, options, &process, out, err);
    batch::remove_empty_folders(&config.created_folders);
    let mut tally = ran.tally;
    if let (Some(path), Some(format)) = (&config.input.report, config.report_format) {
        let written = write_report(path, format, &ran.rows, config.input.force);
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

/// Writes the report, all or nothing.
fn write_report(
    path: &Path,
    format: ReportFormat,
    rows: &[ExplainRow],
    force: bool,
) -> Result<(), Error> {
    let bytes = match format {
        ReportFormat::Json => {
            let mut b = serde_json::to_vec_pretty(rows).map_err(|e| Error::write(path, e))?;
            b.push(b'\n');
            b
        }
        ReportFormat::Csv => {
            let mut w = csv::Writer::from_writer(Vec::new());
            for row in rows {
                let file = report::csv_text(&row.file);
                let sheet = report::csv_text(&row.sheet);
                let base = |step| csv_step(row, &file, &sheet, step);
                if row.steps.is_empty() {
                    w.serialize(base(None)).map_err(|e| Error::write(path, e))?;
                }
                for s in &row.steps {
                    w.serialize(base(Some(s)))
                        .map_err(|e| Error::write(path, e))?;
                }
            }
            w.into_inner()
                .map_err(|e| Error::write(path, e.to_string()))?
        }
    };
    sudoku_workbook::save_atomic(path, force, |f| std::io::Write::write_all(f, &bytes))
        .to_file(path)
}

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
        let row = explain_row("f.xlsx", "S", range.to_string(), &e, &SheetNames(range));
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
