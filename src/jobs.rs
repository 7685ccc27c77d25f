//! One file's work held in memory, bytes in and bytes out: what `solve`, `explain` and
//! `play` do to one workbook, what `generate` makes, and a typed puzzle solved, rated,
//! hinted or explained. Each takes the command's own flags and runs the command's own
//! steps, so it says what the command says; nothing touches a file system. The web page
//! (`web/`) runs these in the browser.

// A refusal is a whole `Done` too (what the command would print, its exit status), so the
// steps return `Result<Done, Done>`; one is made per job, and its size costs nothing.
#![allow(clippy::result_large_err)]

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use clap::Parser;
use serde::Serialize;
use sudoku_core::logic::{
    check_game, explain_with, hint_text, rate, ExplainOptions, GridNames, HintLevel, Standing,
};
use sudoku_core::{solve as solve_grid, Grid, Outcome};
use sudoku_workbook::address::GridRange;
use sudoku_workbook::look::{Drawn, Line, Shown};
use sudoku_workbook::write::SheetOutput;
use sudoku_workbook::Workbook;

use crate::batch::{FileResult, Job};
use crate::cli::{Cli, Command};
use crate::commands::{explain, generate, play, solve};
use crate::error::{ExitStatus, InFile};
use crate::input::InputPlan;
use crate::messages;
use crate::report::Status;
use crate::walk::Walk;

/// What one job made: the lines the command would print, the grids it drew, its files.
#[derive(Default, Serialize)]
pub struct Done {
    /// Lines for standard output.
    pub out: Vec<String>,
    /// Lines for standard error: errors and warnings.
    pub err: Vec<String>,
    /// The grids as the output workbook draws them.
    pub grids: Vec<Picture>,
    /// The files made, each with its name.
    #[serde(skip)]
    pub files: Vec<(String, Vec<u8>)>,
    /// The exit status the command would end with (README's table).
    pub exit: u8,
    /// Explained grids, to step through.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub walks: Vec<Walk>,
    /// What became of each grid or listed puzzle, as data (the report's rows).
    #[serde(skip)]
    pub results: Vec<GridResult>,
    /// When the job was refused as a whole: what kind of problem stopped it.
    #[serde(skip)]
    pub refused: Option<Refusal>,
}

/// What became of one grid (or one puzzle of a list), as a program reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct GridResult {
    /// Where it is: `Sheet1!A1:I9`, or the list row (`Sheet1!row 12`, `line 12`).
    pub place: String,
    /// One word: `solved`, `multiple`, `no_solution`, `clash`, `bad_cells`, `skipped`,
    /// `undecided` or `error`.
    pub status: &'static str,
    /// The solution shown (one of several for `multiple`), one symbol a cell: `1`-`9`, then
    /// `A`, `B`, ... for 10, 11, ...
    pub solution: Option<String>,
    /// The status line the command writes beside the grid, or what is wrong (for
    /// `explain`: how the steps end).
    pub message: String,
    /// The level (`explain` alone), when the puzzle has one.
    pub level: Option<String>,
    /// The rating on the Sudoku Explainer scale (`explain` alone).
    pub score: Option<f64>,
}

/// Why a whole job was refused, for a program that tells problems apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The command line (flags and their values) is wrong.
    Usage,
    /// The input is not a workbook that can be read (unknown format, damaged, encrypted,
    /// too large).
    NotAWorkbook,
    /// Cells of the grid hold something that is not a digit: each as `Sheet!A1: why`.
    BadCells(Vec<String>),
    /// The input is a workbook, but not usable as asked (no such sheet or name, no grid).
    Input,
    /// The output cannot be written (exists, its folder is missing, bad name).
    Output,
}

/// A grid drawn: its place, its status line, and its cells.
#[derive(Debug, Serialize)]
pub struct Picture {
    /// `Sheet1!A1:I9`.
    pub place: String,
    /// The status line written beside it, e.g. `Solved`.
    pub status: String,
    /// Rows and columns.
    pub size: u32,
    /// Every cell, row by row.
    pub cells: Vec<PictureCell>,
}

/// One cell of a [`Picture`].
#[derive(Debug, Serialize)]
pub struct PictureCell {
    /// What it shows; empty for a blank cell.
    pub text: String,
    /// A given (bold).
    pub given: bool,
    /// Heavy lines at the top, bottom, left and right (box edges).
    pub heavy: [bool; 4],
    /// Its fill as `#rrggbb`, if any.
    pub fill: Option<String>,
}

impl std::fmt::Debug for Done {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A file by its name and size: its bytes say nothing in a test's failure.
        let files: Vec<(&str, usize)> = self
            .files
            .iter()
            .map(|(n, b)| (n.as_str(), b.len()))
            .collect();
        f.debug_struct("Done")
            .field("out", &self.out)
            .field("err", &self.err)
            .field("grids", &self.grids.len())
            .field("files", &files)
            .field("exit", &self.exit)
            .finish()
    }
}

impl Done {
    fn failed(line: String, exit: ExitStatus) -> Done {
        Done {
            err: vec![line],
            exit: exit.code(),
            ..Done::default()
        }
    }

    fn refused(line: String, why: Refusal) -> Done {
        Done {
            refused: Some(why),
            ..Done::failed(line, ExitStatus::Unusable)
        }
    }
}

/// The kind of problem a file error is, for [`Done::refused`].
fn refusal(e: &crate::error::Error) -> Refusal {
    use crate::error::Error;
    use sudoku_workbook::Error as W;
    match e {
        Error::Output { .. } | Error::OutputIsInput { .. } => Refusal::Output,
        Error::Input { error, .. } => match error {
            W::Read(_)
            | W::UnknownFormat { .. }
            | W::Encrypted
            | W::Damaged { .. }
            | W::TooLarge { .. } => Refusal::NotAWorkbook,
            W::BadCells { problems } => Refusal::BadCells(
                problems
                    .iter()
                    .map(|p| {
                        format!(
                            "{}!{}: {}",
                            sudoku_workbook::address::quote_sheet(&p.sheet),
                            p.cell,
                            p.what
                        )
                    })
                    .collect(),
            ),
            e if e.is_output() => Refusal::Output,
            _ => Refusal::Input,
        },
        Error::Unusable { .. } | Error::NoPuzzles { .. } => Refusal::Input,
    }
}

/// Parses `words` as the command line after `sudoku-xlsx`; a usage error as the command
/// would print it (its first line: the rest points to `--help`, which a page has not).
fn parse(words: &[&str]) -> Result<Command, Done> {
    let argv = std::iter::once("sudoku-xlsx").chain(words.iter().copied());
    Cli::try_parse_from(argv).map(|c| c.command).map_err(|e| {
        if let Some(words) = crate::run::clap_words(&e) {
            let first = words.lines().next().unwrap_or_default().to_string();
            return Done::refused(first, Refusal::Usage);
        }
        let text = e.to_string();
        let first = text.lines().next().unwrap_or("bad flags").trim();
        let first = first.strip_prefix("error: ").unwrap_or(first);
        Done::refused(messages::error(first), Refusal::Usage)
    })
}

/// The command line for `command` on one input, with the page's flags.
fn words<'a>(command: &'a str, name: &'a str, flags: &'a [String]) -> Vec<&'a str> {
    let mut w = vec![command, name];
    w.extend(flags.iter().map(String::as_str));
    w
}

/// The one job of a plan made for one input.
fn only_job(jobs: &[Job], name: &str) -> Job {
    jobs.first().cloned().unwrap_or_else(|| Job {
        input: PathBuf::from(name),
        output: PathBuf::from(format!("{name}.out.xlsx")),
    })
}

/// The output's name alone, as a download is named.
fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| p.display().to_string())
}

/// Parses the command line and makes the command's plan for inputs held in memory.
fn plan<C>(
    words: &[&str],
    plan: impl FnOnce(Command) -> Result<C, anyhow::Error>,
) -> Result<C, Done> {
    plan(parse(words)?).map_err(|e| match e.downcast_ref::<crate::error::Error>() {
        Some(file) => Done::refused(messages::error(format!("{e:#}")), refusal(file)),
        None => Done::refused(messages::error(format!("{e:#}")), Refusal::Usage),
    })
}

/// The plan's one job and its workbook, opened from `bytes` with the checks every input
/// gets.
fn open(name: &str, bytes: Vec<u8>, jobs: &[Job]) -> Result<(Job, Workbook), Done> {
    let job = only_job(jobs, name);
    match Workbook::from_bytes(bytes).in_file(&job.input) {
        Ok(wb) => Ok((job, wb)),
        Err(e) => Err(Done::refused(messages::error(&e), refusal(&e))),
    }
}

/// The end of a file job: the command's lines and counts, and the file it made
/// (`made`: its bytes, or the error line), announced by `wrote` with its name.
fn finish<R>(
    mut r: FileResult<R>,
    output: &Path,
    made: Option<Result<Vec<u8>, String>>,
    wrote: impl FnOnce(&str) -> Option<String>,
    grids: Vec<Picture>,
) -> Done {
    let mut done = Done {
        grids,
        ..Done::default()
    };
    match made {
        Some(Ok(bytes)) => {
            let name = file_name(output);
            r.out.extend(wrote(&name));
            done.files.push((name, bytes));
        }
        Some(Err(line)) => {
            r.err.push(line);
            r.tally.count(Status::Error, ExitStatus::Unusable);
        }
        None => {}
    }
    done.out = r.out;
    done.err = r.err;
    done.exit = r.tally.exit.code();
    done
}

fn failed(e: &crate::error::Error) -> Done {
    Done::refused(messages::error(e), refusal(e))
}

/// `solve NAME FLAGS...` on a workbook held in memory: every grid decided and drawn, the
/// solved copy made (`<stem>.solved.xlsx`, or `.xlsm` for a workbook with macros).
pub fn solve(name: &str, bytes: Vec<u8>, flags: &[String]) -> Done {
    let run = || -> Result<Done, Done> {
        let config = plan(&words("solve", name, flags), |c| match c {
            Command::Solve(a) => solve::SolveConfig::in_memory(a),
            _ => unreachable!("parsed as solve"),
        })?;
        // The page draws each grid; the terminal's text picture would say it twice.
        let config = solve::SolveConfig {
            input: InputPlan {
                single: false,
                ..config.input
            },
            ..config
        };
        if config.input.is_list() {
            return Ok(solve_list(&config, name, bytes));
        }
        let (job, wb) = open(name, bytes, &config.jobs)?;
        let worked = solve::grids::work(&config, &job, wb, &|| Ok(())).map_err(|e| failed(&e))?;
        let made = worked
            .copy
            .map(|c| c.into_bytes(&job.output).map_err(|e| messages::error(&e)));
        let wrote = |n: &str| Some(sudoku_i18n::tr!("wrote", path = n));
        let grids = pictures(&worked.shown);
        let results = worked
            .result
            .rows
            .iter()
            .map(|row| result_of(row, &grids))
            .collect();
        Ok(Done {
            results,
            ..finish(worked.result, &job.output, made, wrote, grids)
        })
    };
    run().unwrap_or_else(|done| done)
}

/// Writes `bytes`, a file a job made, to `out` all or nothing: never over `input` (the
/// workbook it was made from), over another file only with `force`; `out`'s folder must
/// exist. A refusal says so in the command's words.
pub fn save(bytes: &[u8], input: Option<&Path>, out: &Path, force: bool) -> Result<(), Done> {
    use std::io::Write;
    let same = |a: &Path| {
        let b = out.canonicalize().ok();
        b.is_some() && a.canonicalize().ok() == b
    };
    if input.is_some_and(same) {
        let e = crate::error::Error::OutputIsInput {
            path: out.to_path_buf(),
        };
        return Err(failed(&e));
    }
    sudoku_workbook::save::workbook_content_type(out)
        .and_then(|_| sudoku_workbook::save_atomic(out, force, |f| f.write_all(bytes)))
        .map_err(|e| failed(&crate::error::Error::output(out, e)))
}

/// Stops the jobs under way (generating, a list's puzzles) at their next check, as
/// Ctrl-C stops the command; for a host that catches Ctrl-C itself. Call [`resume`] once
/// they have returned.
pub fn stop() {
    crate::batch::request_stop();
}

/// Lets jobs run again after [`stop`].
pub fn resume() {
    crate::batch::resume();
}

/// A report row as data, its solution read from the grid drawn at its place.
fn result_of(row: &crate::report::Row, grids: &[Picture]) -> GridResult {
    let place = crate::input::on_sheet(&row.sheet, &row.place);
    let status = match row.status {
        Status::Solved => "solved",
        Status::Multiple => "multiple",
        Status::NoSolution => "no_solution",
        // A puzzle that was read has a count of solutions: its givens clash.
        Status::Invalid if row.solutions.is_some() => "clash",
        Status::Invalid => "bad_cells",
        Status::Skipped => "skipped",
        Status::Undecided => "undecided",
        Status::Error => "error",
    };
    let drawn_at = format!(
        "{}!{}",
        sudoku_workbook::address::quote_sheet(&row.sheet),
        row.place
    );
    let solution = matches!(row.status, Status::Solved | Status::Multiple)
        .then(|| grids.iter().find(|g| g.place == drawn_at))
        .flatten()
        .map(|g| g.cells.iter().map(|c| symbol_of(&c.text)).collect());
    GridResult {
        place,
        status,
        solution,
        message: row.message.to_string(),
        level: None,
        score: None,
    }
}

/// An explained grid's report row as data.
fn explained_result(row: &explain::ExplainRow) -> GridResult {
    let status = match row.result.as_str() {
        "solved" => "solved",
        "several solutions" => "multiple",
        "no solution" => "no_solution",
        "undecided" => "undecided",
        // Clashing givens are explained to the clash; cells not read have no steps.
        _ if row
            .ending
            .to_lowercase()
            .contains(&sudoku_i18n::tr!("rate-clash").to_lowercase()) =>
        {
            "clash"
        }
        _ => "bad_cells",
    };
    GridResult {
        place: crate::input::on_sheet(&row.sheet, &row.range),
        status,
        solution: None,
        message: row.ending.clone(),
        level: row.level.clone(),
        score: row.difficulty,
    }
}

/// A drawn cell's text as one symbol: `1`-`9`, `A`.. for 10.. (a sheet may show 10-25 as
/// numbers), `.` for a blank.
fn symbol_of(text: &str) -> char {
    match text.parse::<u8>() {
        Ok(v @ 1..=9) => char::from(b'0' + v),
        Ok(v @ 10..=35) => char::from(b'A' + v - 10),
        _ => text.chars().next().unwrap_or('.'),
    }
}

/// `solve` of a puzzle list (a text list, or `--list` in a workbook): every puzzle
/// solved, the solutions in `<stem>.solved.xlsx`.
fn solve_list(config: &solve::SolveConfig, name: &str, bytes: Vec<u8>) -> Done {
    let job = only_job(&config.jobs, name);
    let progress = crate::batch::Progress::new(0, "puzzles", false);
    match solve::lists::work_on(config, &job, &progress, Some(bytes.into())) {
        Ok((r, book)) => {
            let made = book.map(|mut b| {
                sudoku_workbook::write::to_bytes(&mut b, &job.output)
                    .map_err(|e| messages::error(format!("{}: {e}", file_name(&job.output))))
            });
            let results = r.rows.iter().map(|row| result_of(row, &[])).collect();
            // The list's closing line names the output already.
            Done {
                results,
                ..finish(r, &job.output, made, |_| None, Vec::new())
            }
        }
        Err(e) => failed(&e),
    }
}

/// `explain NAME FLAGS...` on a workbook held in memory: every grid's steps, and the
/// explained copy with its Steps sheets.
pub fn explain(name: &str, bytes: Vec<u8>, flags: &[String]) -> Done {
    explain_job(name, bytes, flags, false)
}

/// As [`explain`], with each grid's [`GridResult`] (its level and rating) in
/// `Done::results`.
pub fn explain_with_results(name: &str, bytes: Vec<u8>, flags: &[String]) -> Done {
    explain_job(name, bytes, flags, true)
}

fn explain_job(name: &str, bytes: Vec<u8>, flags: &[String], results: bool) -> Done {
    let run = || -> Result<Done, Done> {
        let mut config = plan(&words("explain", name, flags), |c| match c {
            Command::Explain(a) => explain::ExplainConfig::in_memory(a),
            _ => unreachable!("parsed as explain"),
        })?;
        if results {
            // The report's rows are the results; no report is written from memory.
            config.report_format = Some(crate::report::ReportFormat::Json);
        }
        if config.input.is_list() {
            // A list is explained in lines, as on the terminal; no workbook is written.
            let job = only_job(&config.jobs, name);
            let progress = crate::batch::Progress::new(0, "puzzles", false);
            let work = crate::batch::Work::alone(&progress);
            let bytes: std::sync::Arc<[u8]> = bytes.into();
            let mut walks = Vec::new();
            let r = explain::list_job(&config, &job, &work, None, Some(&bytes), Some(&mut walks))
                .map_err(|e| failed(&e))?;
            let results = r.rows.iter().map(explained_result).collect();
            let mut done = finish(r, &job.output, None, |_| None, Vec::new());
            done.walks = walks;
            done.results = results;
            return Ok(done);
        }
        let (job, wb) = open(name, bytes, &config.jobs)?;
        let mut walks = Vec::new();
        let (r, copy) = explain::work(&config, &job, wb, &|| Ok(()), Some(&mut walks))
            .map_err(|e| failed(&e))?;
        let made = copy.map(|c| c.into_bytes(&job.output).map_err(|e| messages::error(&e)));
        let wrote = |n: &str| Some(sudoku_i18n::tr!("wrote", path = n));
        let results = r.rows.iter().map(explained_result).collect();
        let mut done = finish(r, &job.output, made, wrote, Vec::new());
        done.walks = walks;
        done.results = results;
        Ok(done)
    };
    run().unwrap_or_else(|done| done)
}

/// `find NAME [--sheet SHEET]` on a workbook held in memory: every 9x9 grid found, each
/// result's status being what the grid is (`unique`, `full`, `several solutions`, `no
/// solution` or `givens clash`) and its message the givens and that word.
pub fn find(name: &str, bytes: Vec<u8>, sheet: Option<&str>) -> Done {
    let path = Path::new(name);
    let wb = match Workbook::from_bytes(bytes).in_file(path) {
        Ok(wb) => wb,
        Err(e) => return failed(&e),
    };
    match crate::commands::find::find_in(wb, path, sheet) {
        Ok(r) => {
            let results = r
                .rows
                .iter()
                .map(|row| GridResult {
                    place: crate::input::on_sheet(&row.sheet, &row.range),
                    status: match row.kind.as_str() {
                        "unique" => "unique",
                        "full" => "full",
                        "several solutions" => "multiple",
                        "no solution" => "no_solution",
                        _ => "clash",
                    },
                    solution: None,
                    message: format!("{} givens, {}", row.givens, row.kind),
                    level: None,
                    score: None,
                })
                .collect();
            Done {
                results,
                ..finish(r, path, None, |_| None, Vec::new())
            }
        }
        Err(e) => failed(&e),
    }
}

/// `play NAME FLAGS...` on a workbook held in memory: its puzzles in a workbook to play
/// them in (`<stem>.play.xlsx`).
pub fn play(name: &str, bytes: Vec<u8>, flags: &[String]) -> Done {
    let run = || -> Result<Done, Done> {
        let config = plan(&words("play", name, flags), |c| match c {
            Command::Play(a) => play::PlayConfig::in_memory(a),
            _ => unreachable!("parsed as play"),
        })?;
        let job = only_job(&config.jobs, name);
        let (r, built) =
            play::work(&config, &job, Some(bytes.into()), &|| Ok(())).map_err(|e| failed(&e))?;
        let count = built.as_ref().map_or(0, |(_, n)| *n);
        let results = r.rows.iter().map(|row| result_of(row, &[])).collect();
        let made = built.map(|(mut book, _)| {
            sudoku_workbook::write::to_bytes(&mut book, &job.output)
                .map_err(|e| messages::error(format!("{}: {e}", file_name(&job.output))))
        });
        Ok(Done {
            results,
            ..finish(
                r,
                &job.output,
                made,
                |n| Some(play::wrote(n, count)),
                Vec::new(),
            )
        })
    };
    run().unwrap_or_else(|done| done)
}

/// `generate FLAGS...` (which must name `-o` and `--seed`), its workbook kept in memory;
/// `on_made` is told how many puzzles are made, after each. Off the browser the puzzles
/// are made on every core, and a Ctrl-C caught by the host stops them through [`stop`].
pub fn generate(flags: &[String], on_made: Arc<dyn Fn(usize) + Send + Sync>) -> Done {
    let mut w = vec!["generate"];
    w.extend(flags.iter().map(String::as_str));
    let args = match parse(&w) {
        Ok(Command::Generate(a)) => a,
        Ok(_) => unreachable!("parsed as generate"),
        Err(done) => return done,
    };
    let files = Arc::new(Mutex::new(Vec::new()));
    let config = match generate::GenerateConfig::in_memory(args, files.clone(), on_made) {
        Ok(c) => c,
        Err(e) => return Done::failed(messages::error(format!("{e:#}")), ExitStatus::Unusable),
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = generate::run(&config, &mut out, &mut err);
    let lines = |b: Vec<u8>| -> Vec<String> {
        String::from_utf8_lossy(&b)
            .lines()
            .map(str::to_string)
            .collect()
    };
    let files = std::mem::take(&mut *files.lock().unwrap_or_else(|e| e.into_inner()));
    Done {
        out: lines(out),
        err: lines(err),
        grids: Vec::new(),
        refused: (status == ExitStatus::Unusable && files.is_empty()).then_some(Refusal::Usage),
        files: files.into_iter().map(|(p, b)| (file_name(&p), b)).collect(),
        exit: status.code(),
        walks: Vec::new(),
        results: Vec::new(),
    }
}

/// A puzzle made by [`generate_puzzle`], as text.
#[derive(Debug, Clone, PartialEq)]
pub struct MadePuzzle {
    /// The puzzle, one symbol a cell (`.` empty; `1`-`9`, then `A`, `B`, ...).
    pub puzzle: String,
    /// Its one solution.
    pub solution: String,
    /// Its rating on the Sudoku Explainer scale.
    pub score: f64,
    /// Its level.
    pub level: Option<&'static str>,
    /// The technique of its hardest step.
    pub hardest: String,
    /// A jigsaw's layout (one region letter a cell, a row a line), which the puzzle needs.
    pub regions: Option<String>,
}

/// Makes one puzzle as `generate` makes puzzle number 0 of a run seeded with `seed`:
/// a plain 9x9 when `shape` is `None`, else one of `shape` (on a random layout of its
/// size when `jigsaw`), at `options`' level within its time limit. A failure is the
/// command's sentence.
pub fn generate_puzzle(
    shape: Option<&sudoku_core::general::Shape>,
    jigsaw: bool,
    options: &sudoku_core::generate::GenerateOptions,
    seed: u64,
) -> Result<MadePuzzle, String> {
    use sudoku_core::general::{layout_text, Symbols};
    match shape {
        None => {
            let seed = sudoku_core::generate::puzzle_seed(seed, 0);
            let g =
                sudoku_core::generate::generate_seeded(options, seed).map_err(|e| e.to_string())?;
            Ok(MadePuzzle {
                puzzle: g.puzzle.to_string(),
                solution: g.solution.to_string(),
                score: g.rating.score.value(),
                level: g.rating.level.map(|l| l.name()),
                hardest: g.rating.hardest.to_string(),
                regions: None,
            })
        }
        Some(shape) => {
            let made = generate::make_shaped_with(options, jigsaw, seed, shape, 0)?;
            let p = &made.generated.puzzle;
            Ok(MadePuzzle {
                puzzle: p.to_line(Symbols::Standard),
                solution: made.generated.solution.to_line(Symbols::Standard),
                score: made.rating.score.value(),
                level: made.rating.level.map(|l| l.name()),
                hardest: made.rating.hardest.to_string(),
                regions: jigsaw.then(|| layout_text(&p.shape)),
            })
        }
    }
}

/// The fill of a clashing given in a drawn grid: the red of a wrong digit in `hint`.
const CLASH_FILL: u32 = 0xF4B6B6;

/// What to do with a typed puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleAction {
    /// Its status and solution.
    Solve,
    /// Its rating on the SE scale, with its level.
    Rate,
    /// The next step a person would take, told at a level.
    Hint(HintLevel),
    /// Every step from the givens to the solution.
    Steps,
}

/// A typed or pasted puzzle (81 characters for a 9x9, `.` or `0` for empty, in any layout
/// `cells_of_typed` reads), solved, rated, hinted or explained, its cells named as in a
/// grid at A1:I9.
pub fn puzzle(text: &str, action: PuzzleAction) -> Done {
    let compact = cells_of_typed(text);
    // Any other square: 16 characters are a 4x4, 36 a 6x6, 256 a 16x16 ...
    let n = (4..=25).find(|n| n * n == compact.chars().count());
    if let Some(n) = n.filter(|&n| n != 9) {
        return shaped_puzzle(&compact, n, action);
    }
    let grid: Grid = match compact.parse() {
        Ok(g) => g,
        Err(e) => {
            return Done::failed(
                messages::error(sudoku_i18n::tr!("puzzle-refused", why = e.to_string())),
                ExitStatus::Unusable,
            )
        }
    };
    let mut done = Done::default();
    match action {
        PuzzleAction::Solve => {
            let outcome = solve_grid(&grid);
            let status = outcome.status_line(|i| GridRange::default().cell_name(i));
            let shown = outcome.solution().copied().unwrap_or(grid);
            // The givens that clash are drawn in red, as the copies and hints mark them.
            let marks = match &outcome {
                Outcome::Conflicts(cs) => cs
                    .iter()
                    .flat_map(|c| [c.first, c.second])
                    .map(|i| (i, CLASH_FILL))
                    .collect(),
                _ => Vec::new(),
            };
            done.grids
                .push(Picture::classic("A1:I9", &status, &grid, &shown, marks));
            let exit = crate::report::Status::exit_of(&outcome);
            if outcome.solution().is_some() {
                done.out.push(status);
                done.out.push(shown.to_string());
            } else {
                done.err.push(messages::error(status));
            }
            done.exit = exit.code();
        }
        PuzzleAction::Rate => match solve_grid(&grid) {
            // A level is how hard it is to reach the one solution; with several (a blank
            // grid) or none there is nothing to rate, and the page says so in words.
            Outcome::Unique(_) => done.out.push(rate(&grid).to_string()),
            outcome => {
                let why = match &outcome {
                    Outcome::Multiple(_) => sudoku_i18n::tr!("puzzle-several"),
                    _ => outcome.status_line(|i| GridRange::default().cell_name(i)),
                };
                done.err.push(messages::error(sudoku_i18n::tr!(
                    "puzzle-no-level",
                    why = why
                )));
                done.exit = crate::report::Status::exit_of(&outcome).code();
            }
        },
        PuzzleAction::Hint(level) => {
            let line = match check_game(&grid, &grid) {
                Standing::Next(step) => {
                    // The hint's grid: the pencil marks now, with as much of the step
                    // coloured as the level tells.
                    let e = explain_with(&grid, &ExplainOptions { max_steps: Some(1) });
                    let walk = Walk::classic("A1:I9".into(), GridRange::default(), &e, &GridNames);
                    done.walks.extend(walk.map(|w| Walk {
                        hint: Some(level.name()),
                        ..w
                    }));
                    hint_text(&step, level, &GridNames)
                }
                Standing::Solved => sudoku_i18n::tr!("hint-solved"),
                Standing::Stalled => sudoku_i18n::tr!("hint-stalled"),
                _ => {
                    let outcome = solve_grid(&grid);
                    done.exit = ExitStatus::Unsolvable.code();
                    outcome.status_line(|i| GridRange::default().cell_name(i))
                }
            };
            done.out.push(line);
        }
        PuzzleAction::Steps => {
            let e = explain_with(&grid, &ExplainOptions::default());
            let rated = explain::rated(&e);
            explain::print_steps(&mut done.out, "A1:I9", (&e, &rated), &GridNames);
            done.walks.extend(Walk::classic(
                "A1:I9".into(),
                GridRange::default(),
                &e,
                &GridNames,
            ));
        }
    }
    done
}

/// Solves every puzzle line of `text` (81 characters each; other lines are passed over)
/// and returns how many have a solution: the solver alone, for timing it where it runs
/// (the web page's benchmark against the native build).
pub fn solve_lines(text: &str) -> usize {
    text.lines()
        .filter_map(|l| l.trim().parse::<Grid>().ok())
        .filter(|g| solve_grid(g).solution().is_some())
        .count()
}

/// A typed puzzle of another size (`n` by `n`; `1`-`9` then `A`, `B`, ... for 10, 11,
/// ...), with the standard boxes.
/// The cells of a typed puzzle as one line of symbols, from any layout people paste: one
/// line, rows, or the grid as the command prints it (`5 3 . | . 7 . | ...` with
/// `------+-------+------` between boxes; a 16x16's 10-16 as numbers, `10 . 3 | ...`).
/// Rule lines and `|` are dropped; when every piece between spaces is one symbol or a
/// number 10-25, each piece is a cell (the numbers become `A`-`P`); otherwise the
/// characters are the cells, spaces ignored, as before.
pub fn cells_of_typed(text: &str) -> String {
    let rule = |line: &str| {
        let line = line.trim();
        !line.is_empty()
            && line.contains(['-', '='])
            && line
                .chars()
                .all(|c| matches!(c, '-' | '=' | '+' | '|') || c.is_whitespace())
    };
    let kept: Vec<String> = text
        .lines()
        .filter(|l| !rule(l))
        .map(|l| l.replace('|', " "))
        .collect();
    let pieces: Vec<&str> = kept.iter().flat_map(|l| l.split_whitespace()).collect();
    let as_number = |p: &str| p.parse::<u8>().ok().filter(|v| (10..=25).contains(v));
    let by_piece = pieces
        .iter()
        .all(|p| p.chars().count() == 1 || as_number(p).is_some());
    if by_piece && pieces.iter().any(|p| p.len() > 1) {
        pieces
            .iter()
            .map(|p| match as_number(p) {
                Some(v) => char::from(b'A' + v - 10),
                None => p.chars().next().unwrap_or('.'),
            })
            .collect()
    } else {
        pieces.concat()
    }
}

fn shaped_puzzle(text: &str, n: usize, action: PuzzleAction) -> Done {
    use sudoku_core::general::{self, Puzzle, Shape, Symbols};
    let fail = |e: String| {
        Done::failed(
            messages::error(sudoku_i18n::tr!("puzzle-refused", why = e)),
            ExitStatus::Unusable,
        )
    };
    let shape = match Shape::standard(n) {
        Ok(s) => s,
        Err(e) => return fail(e.to_string()),
    };
    let puzzle = match Puzzle::parse(shape, text, Symbols::Standard) {
        Ok(p) => p,
        Err(e) => return fail(e.to_string()),
    };
    let time = general::DEFAULT_TIME_LIMIT;
    let at = GridRange::sized(0, 0, n as u8);
    let mut done = Done::default();
    match action {
        PuzzleAction::Solve => {
            let outcome = general::solve_within(&puzzle, time);
            let read = crate::shaped::ShapedRead {
                puzzle: puzzle.clone(),
                style: sudoku_workbook::shaped_look::SymbolStyle::Letters,
                labels: None,
            };
            let status = crate::shaped::status_line(&outcome, &read, |i| at.cell_name(i));
            let shown = outcome.solution().unwrap_or(&puzzle).clone();
            let out = sudoku_workbook::write::GridOutput {
                range: at,
                digits: sudoku_workbook::write::Digits::Shaped(
                    sudoku_workbook::shaped_look::ShapedDigits {
                        shape: puzzle.shape.clone(),
                        puzzle: puzzle.cells.clone(),
                        shown: shown.cells.clone(),
                        style: read.style,
                    },
                ),
                status: status.clone(),
                marks: Vec::new(),
            };
            done.grids.push(picture(at.to_string(), &out));
            if outcome.solution().is_some() {
                done.out.push(status);
                done.out.push(shown.to_line(Symbols::Standard));
            } else {
                done.err.push(messages::error(status));
                done.exit = ExitStatus::Unsolvable.code();
            }
        }
        PuzzleAction::Rate => match general::rate_within(&puzzle, time) {
            Ok(rating) => done.out.push(rating.to_string()),
            Err(u) => done
                .err
                .push(messages::error(crate::shaped::undecided_line(u.0))),
        },
        PuzzleAction::Hint(_) => {
            return Done::failed(
                messages::error(sudoku_i18n::tr!("puzzle-hint-nine")),
                ExitStatus::Unusable,
            )
        }
        PuzzleAction::Steps => {
            let names = explain::list_words(&puzzle, Symbols::Standard);
            match explain::ShapedDone::of(&puzzle, &names, None, time) {
                Ok(steps) => {
                    let mut r = FileResult::default();
                    steps.print(&mut r, &at.to_string());
                    done.walks.extend(steps.walk(at.to_string(), at, &names));
                    done.out = r.out;
                    done.err = r.err;
                }
                Err(u) => done
                    .err
                    .push(messages::error(crate::shaped::undecided_line(u.0))),
            }
        }
    }
    done
}

impl Picture {
    /// A 9x9 grid; `marks` are cells drawn with their own fill (clashing givens).
    fn classic(
        place: &str,
        status: &str,
        puzzle: &Grid,
        shown: &Grid,
        marks: Vec<(usize, u32)>,
    ) -> Picture {
        let out = sudoku_workbook::write::GridOutput {
            range: GridRange::default(),
            digits: sudoku_workbook::write::Digits::Classic {
                puzzle: *puzzle,
                shown: *shown,
            },
            status: status.to_string(),
            marks,
        };
        picture(place.to_string(), &out)
    }
}

/// Every grid of `sheets` as a picture.
fn pictures(sheets: &[SheetOutput]) -> Vec<Picture> {
    sheets
        .iter()
        .flat_map(|s| {
            s.grids.iter().map(|g| {
                let place = format!(
                    "{}!{}",
                    sudoku_workbook::address::quote_sheet(&s.name),
                    g.range
                );
                picture(place, g)
            })
        })
        .collect()
}

fn picture(place: String, g: &sudoku_workbook::write::GridOutput) -> Picture {
    let drawn: Vec<Drawn> = g.cells();
    let top = drawn.iter().map(|d| d.at.0).min().unwrap_or(0);
    let left = drawn.iter().map(|d| d.at.1).min().unwrap_or(0);
    let size = drawn.iter().map(|d| d.at.0 - top + 1).max().unwrap_or(0);
    let mut cells: Vec<(u32, u32, PictureCell)> = drawn
        .into_iter()
        .map(|d| {
            let text = match d.shown {
                Shown::Blank => String::new(),
                Shown::Number(n) => format!("{n}"),
                Shown::Text(t) => t,
            };
            let cell = PictureCell {
                text,
                given: d.look.bold,
                heavy: d.look.lines.map(|l| l == Line::Medium),
                fill: d.look.fill.map(|f| format!("#{f:06x}")),
            };
            (d.at.0 - top, d.at.1 - left, cell)
        })
        .collect();
    cells.sort_by_key(|(r, c, _)| (*r, *c));
    Picture {
        place,
        status: g.status.clone(),
        size,
        cells: cells.into_iter().map(|(_, _, c)| c).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(name: &str) -> Vec<u8> {
        std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("samples")
                .join(name),
        )
        .unwrap()
    }

    /// The copy's grid, read back by the tool's own reader.
    fn grid_of(bytes: &[u8]) -> Grid {
        let mut wb = Workbook::from_bytes(bytes.to_vec()).unwrap();
        let sheet = wb.sheets()[0].name.clone();
        wb.read_grid(&sheet, GridRange::default()).unwrap()
    }

    #[test]
    fn typed_puzzles_are_read_in_the_layouts_people_paste() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert_eq!(cells_of_typed(line), line);
        assert_eq!(cells_of_typed(&format!("  {line}\n")), line);
        // The command's own printed grid.
        let grid: Grid = line.parse().unwrap();
        let printed = crate::grid_text::render(&grid, &grid, false);
        assert!(printed.contains("------+-------+------"), "{printed}");
        assert_eq!(cells_of_typed(&printed), line);
        // Rows of nine, with spaces or separators of other kinds.
        let rows: String = line
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{} |\n", String::from_utf8_lossy(r)))
            .collect();
        assert_eq!(cells_of_typed(&format!("=========\n{rows}")), line);
        // A 16x16 printed with numbers: 10-16 become A-G, which the reader of sizes takes.
        let mut cells = vec![b'.'; 256];
        cells[0] = b'G';
        cells[17] = b'A';
        cells[255] = b'9';
        let big = String::from_utf8(cells).unwrap();
        let shape = sudoku_core::general::Shape::standard(16).unwrap();
        let p = sudoku_core::general::Puzzle::parse(
            shape,
            &big,
            sudoku_core::general::Symbols::Standard,
        )
        .unwrap();
        let printed = crate::grid_text::render_shaped(
            &p,
            &p,
            sudoku_workbook::shaped_look::SymbolStyle::Numbers,
            false,
        );
        assert!(printed.starts_with("16  .  .  . |"), "{printed}");
        assert_eq!(cells_of_typed(&printed), big);
        // Text that is no grid is left as typed, for the reader to say what is wrong.
        assert_eq!(cells_of_typed("5 3 x"), "53x");
    }

    #[test]
    fn clashing_typed_givens_are_drawn_red() {
        let done = puzzle(&format!("55{}", ".".repeat(79)), PuzzleAction::Solve);
        assert_ne!(done.exit, 0);
        let cells = &done.grids[0].cells;
        let red: Vec<usize> = (0..81)
            .filter(|&i| cells[i].fill.as_deref() == Some("#f4b6b6"))
            .collect();
        assert_eq!(red, [0, 1], "{:?}", done.err);
    }

    #[test]
    fn a_typed_puzzle_without_one_solution_gets_no_level() {
        let blank = puzzle(&".".repeat(81), PuzzleAction::Rate);
        assert!(blank.out.is_empty(), "{blank:?}");
        assert_eq!(
            blank.err,
            ["sudoku-xlsx: no level: the puzzle has more than one solution; only a puzzle with exactly one solution is rated"]
        );
    }

    #[test]
    fn the_printed_grid_solves_in_the_typed_box() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let grid: Grid = line.parse().unwrap();
        let printed = crate::grid_text::render(&grid, &grid, false);
        let done = puzzle(&printed, PuzzleAction::Solve);
        assert_eq!(done.exit, 0, "{done:?}");
        assert_eq!(done.out[0], "Solved");
    }

    #[test]
    fn solve_gives_the_commands_lines_the_grid_and_the_copy() {
        let done = solve("classic.xlsx", sample("classic.xlsx"), &[]);
        assert_eq!(done.exit, 0, "{done:?}");
        assert_eq!(
            done.out,
            [
                "classic.xlsx: Sheet1!A1:I9: Solved",
                "Wrote classic.solved.xlsx"
            ]
        );
        assert!(done.err.is_empty(), "{:?}", done.err);
        let [(name, bytes)] = &done.files[..] else {
            panic!("one file: {:?}", done.files.len())
        };
        assert_eq!(name, "classic.solved.xlsx");
        let solved = grid_of(bytes);
        assert!(solved.is_solved(), "{solved}");
        let picture = &done.grids[0];
        assert_eq!(
            (picture.place.as_str(), picture.status.as_str()),
            ("Sheet1!A1:I9", "Solved")
        );
        assert_eq!(picture.size, 9);
        let digits: String = picture.cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(digits, solved.to_string());
        // Givens bold, box edges heavy: the first cell is a given (5) at a box's corner.
        assert!(picture.cells[0].given && picture.cells[0].heavy[0] && picture.cells[0].heavy[2]);
        assert!(!picture.cells[2].given, "C1 is solved");
    }

    #[test]
    fn a_file_that_is_not_a_workbook_gets_the_commands_message_and_no_file() {
        let done = solve("report.xlsx", b"%PDF-1.4\n...".to_vec(), &[]);
        assert_eq!(done.exit, 2);
        assert!(done.files.is_empty());
        assert_eq!(done.err.len(), 1);
        assert!(
            done.err[0].contains("report.xlsx: this is a PDF document, not a workbook"),
            "{:?}",
            done.err
        );
    }

    #[test]
    fn flags_are_the_commands_and_bad_ones_are_refused_as_it_refuses_them() {
        let done = solve(
            "classic.xlsx",
            sample("classic.xlsx"),
            &["--range".into(), "Z".into()],
        );
        assert_eq!(done.exit, 2);
        assert!(done.err[0].contains("--range"), "{:?}", done.err);
        let done = solve(
            "elsewhere.xlsx",
            sample("elsewhere.xlsx"),
            &["--range".into(), "auto".into()],
        );
        assert_eq!(done.exit, 0, "{done:?}");
        assert_eq!(done.files.len(), 1);
    }

    #[test]
    fn a_puzzle_list_is_solved_into_a_workbook() {
        let clash = CLASSIC_LINE.replacen("53", "55", 1);
        let text = format!("# a comment\n{CLASSIC_LINE}{CLASSIC_LINE}{clash}");
        let done = solve("week.txt", text.into_bytes(), &[]);
        assert_eq!(done.exit, 1, "the clash is reported: {done:?}");
        assert_eq!(done.files.len(), 1);
        assert_eq!(done.files[0].0, "week.solved.xlsx");
        let last = done.out.last().unwrap();
        assert!(
            last.starts_with("week.txt: 3 puzzles: 2 solved, 0 with several solutions, 0 with no solution, 1 invalid -> week.solved.xlsx"),
            "{last}"
        );
        assert!(Workbook::from_bytes(done.files[0].1.clone()).is_ok());
        let done = explain("week.txt", CLASSIC_LINE.as_bytes().to_vec(), &[]);
        assert_eq!(done.exit, 0, "{done:?}");
        assert!(done.files.is_empty(), "a list is explained in lines");
        let places: Vec<&str> = done.walks.iter().map(|w| w.place.as_str()).collect();
        assert_eq!(places, ["line 1"], "each line's steps, to step through");
        assert!(
            done.out.iter().any(|l| l.contains("hidden single")),
            "{done:?}"
        );
        let done = play("week.txt", CLASSIC_LINE.as_bytes().to_vec(), &[]);
        assert_eq!(done.exit, 0, "{done:?}");
        assert_eq!(done.files[0].0, "week.play.xlsx");
        assert!(Workbook::from_bytes(done.files[0].1.clone()).is_ok());
    }

    const CLASSIC_LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

    #[test]
    fn a_clash_is_named_and_nothing_is_written() {
        let done = solve("no-solution.xlsx", sample("no-solution.xlsx"), &[]);
        assert_ne!(done.exit, 0);
        assert!(done.files.is_empty());
        assert!(!done.err.is_empty());
    }

    #[test]
    fn explain_and_play_make_their_workbooks() {
        let done = explain("classic.xlsx", sample("classic.xlsx"), &[]);
        assert_eq!(done.exit, 0, "{done:?}");
        let [(name, bytes)] = &done.files[..] else {
            panic!("one file")
        };
        assert_eq!(name, "classic.explained.xlsx");
        let wb = Workbook::from_bytes(bytes.clone()).unwrap();
        let names: Vec<String> = wb.sheets().into_iter().map(|s| s.name).collect();
        assert!(names.iter().any(|n| n == "Steps"), "{names:?}");
        assert!(
            done.out.iter().any(|l| l.contains("hidden single")),
            "{:?}",
            done.out
        );

        let done = play(
            "classic.xlsx",
            sample("classic.xlsx"),
            &["--check-answers".into()],
        );
        assert_eq!(done.exit, 0, "{done:?}");
        assert_eq!(done.files[0].0, "classic.play.xlsx");
        assert!(Workbook::from_bytes(done.files[0].1.clone()).is_ok());
    }

    #[test]
    fn generate_keeps_its_workbook_and_tells_of_each_puzzle() {
        let made = Arc::new(Mutex::new(Vec::new()));
        let seen = made.clone();
        let flags: Vec<String> = [
            "-o",
            "p.xlsx",
            "-n",
            "3",
            "--seed",
            "7",
            "--difficulty",
            "easy",
        ]
        .map(String::from)
        .to_vec();
        let done = generate(&flags, Arc::new(move |n| seen.lock().unwrap().push(n)));
        assert_eq!(done.exit, 0, "{done:?}");
        assert_eq!(*made.lock().unwrap(), [1, 2, 3]);
        assert_eq!(done.files.len(), 1);
        assert_eq!(done.files[0].0, "p.xlsx");
        assert!(done
            .out
            .iter()
            .any(|l| l.starts_with("Wrote p.xlsx (3 puzzles, seed 7")));
        let again = generate(&flags, Arc::new(|_| {}));
        assert_eq!(again.out, done.out, "a seed makes the same puzzles");
        let unseeded = generate(&flags[..4], Arc::new(|_| {}));
        assert_eq!(unseeded.exit, 2);
    }

    #[test]
    fn a_typed_puzzle_is_solved_rated_hinted_and_explained() {
        let classic =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let done = puzzle(classic, PuzzleAction::Solve);
        assert_eq!(done.out[0], "Solved");
        let solution: Grid = done.out[1].parse().unwrap();
        assert!(solution.is_solved() && classic.parse::<Grid>().unwrap().is_within(&solution));
        assert!(puzzle(classic, PuzzleAction::Rate).out[0].starts_with("easy"));
        let hint = puzzle(classic, PuzzleAction::Hint(HintLevel::Nudge));
        assert!(hint.out[0].starts_with("Look for"), "{:?}", hint.out);
        let steps = puzzle(classic, PuzzleAction::Steps);
        assert!(
            steps.out[0].starts_with("A1:I9: 51 steps"),
            "{:?}",
            steps.out
        );
        // A 6x6 and a 16x16, typed.
        let six = puzzle(
            "1.....  ..3... .4..2. ..5... ...6.. ......",
            PuzzleAction::Solve,
        );
        assert!(six.out[0].starts_with("Solved"), "{six:?}");
        assert_eq!(six.grids[0].size, 6);
        assert_eq!(six.out[1].len(), 36);
        let sixteen = ".".repeat(256);
        let steps = puzzle(&sixteen[..255], PuzzleAction::Steps);
        assert_eq!(steps.exit, 2, "255 characters are no square");
        let rated = puzzle(
            &format!("123456789ABCDEFG{}", &sixteen[16..]),
            PuzzleAction::Rate,
        );
        assert!(
            rated.out[0].contains("several solutions") || rated.out[0].contains("extreme"),
            "{rated:?}"
        );
        let bad = puzzle("12345", PuzzleAction::Solve);
        assert_eq!(bad.exit, 2);
        assert!(bad.err[0].contains("the puzzle"), "{:?}", bad.err);
    }

    #[test]
    fn explained_grids_come_with_their_walks() {
        let classic =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        // A typed puzzle's steps: one walk, its sentences those printed.
        let steps = puzzle(classic, PuzzleAction::Steps);
        let [walk] = &steps.walks[..] else {
            panic!("one walk: {steps:?}")
        };
        assert_eq!((walk.steps.len(), walk.hint), (51, None));
        assert!(
            steps.out[1].ends_with(&walk.steps[0].sentence),
            "{} / {}",
            steps.out[1],
            walk.steps[0].sentence
        );
        // A hint: the next step alone, told at its level.
        let hint = puzzle(classic, PuzzleAction::Hint(HintLevel::Cells));
        let [walk] = &hint.walks[..] else {
            panic!("one walk: {hint:?}")
        };
        assert_eq!((walk.steps.len(), walk.hint), (1, Some("cells")));
        // Solved or clashing puzzles have no next step to show.
        let solution = puzzle(classic, PuzzleAction::Solve).out[1].clone();
        assert!(puzzle(&solution, PuzzleAction::Hint(HintLevel::Full))
            .walks
            .is_empty());
        // A 6x6 typed: the general engine's walk.
        let six = puzzle(
            "1.....  ..3... .4..2. ..5... ...6.. ......",
            PuzzleAction::Steps,
        );
        assert_eq!(six.walks.first().map(|w| w.size), Some(6), "{six:?}");
        // A workbook's grid, named as its sheet names it: B6:J14 on sheet `Week 12`.
        let done = explain(
            "elsewhere.xlsx",
            sample("elsewhere.xlsx"),
            &["--range".into(), "auto".into()],
        );
        let [walk] = &done.walks[..] else {
            panic!("one walk: {done:?}")
        };
        assert_eq!(walk.place, "'Week 12'!B6:J14");
        assert_eq!(
            (walk.columns[0].as_str(), walk.rows[0].as_str()),
            ("B", "6")
        );
        // The list the page gets is JSON.
        let json = serde_json::to_string(&done).unwrap();
        assert!(json.contains("\"walks\":[{\"place\":\"'Week 12'!B6:J14\""));
    }

    #[test]
    fn a_solved_grid_is_a_result_with_its_solution() {
        let done = solve("classic.xlsx", sample("classic.xlsx"), &[]);
        assert_eq!(done.exit, 0, "{done:?}");
        let [r] = &done.results[..] else {
            panic!("one grid: {:?}", done.results)
        };
        assert_eq!(
            (r.place.as_str(), r.status, r.message.as_str()),
            ("Sheet1!A1:I9", "solved", "Solved")
        );
        let solution: Grid = r.solution.as_deref().unwrap().parse().unwrap();
        assert!(solution.is_solved());
        assert_eq!(solution, grid_of(&done.files[0].1));
        let several = solve("s.xlsx", sample("several-solutions.xlsx"), &[]);
        assert_eq!(several.results[0].status, "multiple");
        let none = solve("n.xlsx", sample("no-solution.xlsx"), &[]);
        assert!(matches!(none.results[0].status, "no_solution" | "clash"));
        assert_eq!(none.results[0].solution, None);
    }

    #[test]
    fn refusals_say_what_kind_of_problem_stopped_the_job() {
        let not = solve("notes.xlsx", b"plain text".to_vec(), &[]);
        assert_eq!(not.refused, Some(Refusal::NotAWorkbook), "{not:?}");
        assert_eq!(not.exit, 2);
        let flag = solve("c.xlsx", sample("classic.xlsx"), &["--no-such-flag".into()]);
        assert_eq!(flag.refused, Some(Refusal::Usage));
        let sheet = solve(
            "c.xlsx",
            sample("classic.xlsx"),
            &["--sheet".into(), "Nope".into()],
        );
        assert_eq!(sheet.refused, Some(Refusal::Input), "{sheet:?}");
        assert!(sheet.err[0].contains("Nope"));
        assert_eq!(solve("c.xlsx", sample("classic.xlsx"), &[]).refused, None);
    }

    #[test]
    fn save_never_replaces_the_input_or_a_file_unasked() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.xlsx");
        save(b"one", None, &out, false).unwrap();
        let again = save(b"two", None, &out, false).unwrap_err();
        assert_eq!(again.refused, Some(Refusal::Output));
        assert!(again.err[0].contains("--force"), "{again:?}");
        assert_eq!(std::fs::read(&out).unwrap(), b"one");
        save(b"two", None, &out, true).unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"two");
        let input = save(b"three", Some(&out), &out, true).unwrap_err();
        assert!(input.err[0].contains("replace the input"), "{input:?}");
        assert_eq!(std::fs::read(&out).unwrap(), b"two");
        let csv = save(b"x", None, &dir.path().join("out.csv"), false).unwrap_err();
        assert_eq!(csv.refused, Some(Refusal::Output));
    }

    #[test]
    fn find_lists_every_grid_with_what_it_is() {
        let done = find("elsewhere.xlsx", sample("elsewhere.xlsx"), None);
        let places: Vec<(&str, &str)> = done
            .results
            .iter()
            .map(|r| (r.place.as_str(), r.status))
            .collect();
        assert_eq!(places, [("'Week 12'!B6:J14", "unique")]);
        let nope = find("elsewhere.xlsx", sample("elsewhere.xlsx"), Some("Nope"));
        assert_eq!(nope.refused, Some(Refusal::Input));
    }

    #[test]
    fn generate_puzzle_makes_one_puzzle_as_the_command_would() {
        use sudoku_core::generate::GenerateOptions;
        let options = GenerateOptions {
            level: Some(sudoku_core::Level::Medium),
            ..GenerateOptions::default()
        };
        let made = generate_puzzle(None, false, &options, 5).unwrap();
        assert_eq!(made, generate_puzzle(None, false, &options, 5).unwrap());
        let puzzle: Grid = made.puzzle.parse().unwrap();
        assert_eq!(
            solve_grid(&puzzle),
            Outcome::Unique(made.solution.parse().unwrap())
        );
        assert_eq!(made.level, Some("medium"));
        let four = sudoku_core::general::Shape::standard(4).unwrap();
        let small = generate_puzzle(Some(&four), false, &GenerateOptions::default(), 1).unwrap();
        assert_eq!(small.puzzle.len(), 16);
        assert_eq!(small.regions, None);
    }

    #[test]
    fn drawn_cells_become_one_symbol_each() {
        assert_eq!(
            ["7", "10", "16", "", "G"].map(symbol_of),
            ['7', 'A', 'G', '.', 'G']
        );
    }
}
