//! Grid mode of `solve`: the 9x9 grids of one workbook, each checked and solved, written
//! together into one new workbook.

use std::borrow::Cow;
use std::sync::Arc;

use sudoku_core::general::{self, GeneralOutcome};
use sudoku_core::outcome::{describe_conflict, CLASHES_SHOWN};
use sudoku_core::{solve, Grid, Outcome};
use sudoku_workbook::address::{quote_sheet, GridRange};
use sudoku_workbook::general::ShapedDigits;
use sudoku_workbook::write::{Digits, GridOutput, SheetOutput};
use sudoku_workbook::Error as WorkbookError;
use sudoku_workbook::Workbook;

use super::{FileResult, SolveConfig};
use crate::batch::Job;
use crate::copy::{build_copy, save_copy, Copy, CopyKind};
use crate::error::{describe_input, input_message, Error, ExitStatus, InFile};
use crate::grid_text;
use crate::input::Source;
use crate::messages;
use crate::report::{self, Row, Status};
use crate::shaped::{self, Rules, ShapedRead};

/// `'Week 12'!B6:J14`, for messages.
fn location(sheet: &str, range: GridRange) -> String {
    format!("{}!{range}", messages::printable(&quote_sheet(sheet)))
}

/// One grid read from an input, and what became of it.
#[derive(Debug)]
pub struct SolvedGrid {
    /// The sheet it is on.
    pub sheet: String,
    /// Where on the sheet.
    pub range: GridRange,
    /// The givens, or why the grid could not be read.
    pub puzzle: Result<Grid, WorkbookError>,
    /// What became of it; `None` when it was not solved (unreadable, or skipped as empty).
    pub outcome: Option<Outcome>,
}

impl SolvedGrid {
    /// `Sheet1!A1:I9`.
    pub fn location(&self) -> String {
        location(&self.sheet, self.range)
    }

    /// The status line, naming cells as `B3`.
    pub fn status_line(&self) -> Option<String> {
        self.outcome
            .as_ref()
            .map(|v| v.status_line(|i| self.range.cell_name(i)))
    }
}

/// A grid of another size or with other rules, read and decided.
#[derive(Debug)]
pub struct ShapedGrid {
    /// The sheet it is on.
    pub sheet: String,
    /// Where on the sheet.
    pub range: GridRange,
    /// The puzzle, or why it could not be read.
    pub read: Result<ShapedRead, WorkbookError>,
    /// What became of it; `None` when it was not solved.
    pub outcome: Option<GeneralOutcome>,
}

impl ShapedGrid {
    /// `Sheet1!A1:P16`.
    pub fn location(&self) -> String {
        location(&self.sheet, self.range)
    }

    /// The status line, naming cells as `B3`.
    pub fn status_line(&self) -> Option<String> {
        let (Ok(read), Some(v)) = (&self.read, &self.outcome) else {
            return None;
        };
        Some(shaped::status_line(v, read, |i| self.range.cell_name(i)))
    }

    /// The grid to draw, when it was solved or has an outcome to show.
    pub fn output(&self) -> Option<GridOutput> {
        let (Ok(read), Some(v), Some(status)) = (&self.read, &self.outcome, self.status_line())
        else {
            return None;
        };
        let shown = v.solution().unwrap_or(&read.puzzle);
        Some(GridOutput {
            range: self.range,
            digits: Digits::Shaped(ShapedDigits {
                shape: read.puzzle.shape.clone(),
                puzzle: read.puzzle.cells.clone(),
                shown: shown.cells.clone(),
                style: read.style,
            }),
            status,
            marks: Vec::new(),
        })
    }
}

/// Every grid one workbook gave: classic 9x9 grids, and those read with other rules.
#[derive(Debug, Default)]
pub struct Decided {
    /// Read and solved by the classic engine.
    pub classic: Vec<SolvedGrid>,
    /// Read with [`Rules`] and solved by the general engine.
    pub shaped: Vec<ShapedGrid>,
}

/// Reads and decides every grid that `source` asks for in `wb`: 9x9 grids with the
/// classic engine unless `rules` ask for more, every other grid with the general one.
pub fn decide_workbook(
    source: &Source,
    rules: &Rules,
    time_limit: std::time::Duration,
    wb: &mut Workbook,
) -> Result<Decided, WorkbookError> {
    let all = solve_workbook(source, wb)?;
    let skip_empty = matches!(
        source,
        Source::Grids {
            all_sheets: true,
            include_empty: false,
            ..
        }
    );
    let mut out = Decided::default();
    for g in all {
        if !shaped::takes_at(wb, rules, &g.sheet, g.range) {
            out.classic.push(g);
            continue;
        }
        let read = shaped::read_at(wb, rules, &g.sheet, g.range);
        let outcome = match &read {
            Ok(r) if skip_empty && r.puzzle.givens() == 0 => None,
            Ok(r) => Some(general::solve_within(&r.puzzle, time_limit)),
            Err(_) => None,
        };
        out.shaped.push(ShapedGrid {
            sheet: g.sheet,
            range: g.range,
            read,
            outcome,
        });
    }
    Ok(out)
}

/// Reads and decides every grid that `source` asks for in `wb`. Errors that concern the
/// whole file (missing sheet, bad range) end it; a grid that cannot be used is recorded
/// and the other grids go on. Grids of other sizes come back unread
/// ([`WorkbookError::NotNine`]); [`decide_workbook`] reads them.
pub fn solve_workbook(
    source: &Source,
    wb: &mut Workbook,
) -> Result<Vec<SolvedGrid>, WorkbookError> {
    let (all_sheets, include_empty) = match source {
        Source::Grids {
            all_sheets,
            include_empty,
            ..
        } => (*all_sheets, *include_empty),
        Source::List { .. } => return Ok(Vec::new()),
    };
    Ok(crate::input::read_grids(wb, source)?
        .into_iter()
        .map(|g| {
            let outcome = match &g.grid {
                Ok(p) if all_sheets && !include_empty && p.givens() == 0 => None,
                Ok(p) => Some(solve(p)),
                Err(_) => None,
            };
            SolvedGrid {
                sheet: g.sheet,
                range: g.range,
                puzzle: g.grid,
                outcome,
            }
        })
        .collect())
}

/// Lays the solvable grids out by sheet, sheets in the order first met. Grids that could
/// not be read, and skipped grids, are left out.
pub fn sheet_outputs(grids: &[SolvedGrid]) -> Vec<SheetOutput> {
    let mut sheets: Vec<SheetOutput> = Vec::new();
    for g in grids {
        let (Ok(puzzle), Some(outcome), Some(status)) = (&g.puzzle, &g.outcome, g.status_line())
        else {
            continue;
        };
        let out = GridOutput {
            range: g.range,
            digits: Digits::Classic {
                puzzle: *puzzle,
                shown: outcome.solution().copied().unwrap_or(*puzzle),
            },
            status,
            marks: Vec::new(),
        };
        match sheets.iter_mut().find(|s| s.name == g.sheet) {
            Some(s) => s.grids.push(out),
            None => sheets.push(SheetOutput {
                name: g.sheet.clone(),
                grids: vec![out],
            }),
        }
    }
    sheets
}

/// [`sheet_outputs`] for both kinds of grid: classic ones first on each sheet.
pub fn all_outputs(decided: &Decided) -> Vec<SheetOutput> {
    let mut sheets = sheet_outputs(&decided.classic);
    for g in &decided.shaped {
        let Some(out) = g.output() else { continue };
        match sheets.iter_mut().find(|s| s.name == g.sheet) {
            Some(s) => s.grids.push(out),
            None => sheets.push(SheetOutput {
                name: g.sheet.clone(),
                grids: vec![out],
            }),
        }
    }
    sheets
}

/// Runs grid mode on one job.
pub fn run_job(config: &SolveConfig, job: &Job) -> FileResult {
    match run_inner(config, job) {
        Ok(r) => r,
        Err(e) => super::failed(job, &e),
    }
}

fn run_inner(config: &SolveConfig, job: &Job) -> Result<FileResult, Error> {
    let input = &job.input;
    let wb = Workbook::open(input).in_file(input)?;
    // Only once the grids are read: a missing sheet or a bad range is the first thing to fix.
    let ready = || super::check_not_there(config, &job.output);
    let Worked {
        result: mut r,
        copy,
        ..
    } = work(config, job, wb, &ready)?;
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

/// What grid mode made of one workbook.
pub struct Worked {
    /// Its report rows, counts and lines.
    pub result: FileResult,
    /// The copy to write, if any grid was solved.
    pub copy: Option<Copy>,
    /// The grids decided, as the copy draws them, by sheet.
    pub shown: Vec<SheetOutput>,
}

/// Grid mode on one workbook held in memory: every grid read, decided and reported, and
/// the copy to write. `ready` is asked once the grids are read, before anything is
/// reported.
pub fn work(
    config: &SolveConfig,
    job: &Job,
    mut wb: Workbook,
    ready: &dyn Fn() -> Result<(), Error>,
) -> Result<Worked, Error> {
    let input = &job.input;
    let decided = decide_workbook(
        &config.input.source,
        &config.input.rules,
        config.input.time_limit,
        &mut wb,
    )
    .in_file(input)?;
    let grids = &decided.classic;
    ready()?;
    let mut r = FileResult::default();
    let any_solved = grids
        .iter()
        .any(|g| g.outcome.as_ref().is_some_and(Outcome::is_solved))
        || decided
            .shaped
            .iter()
            .any(|g| g.outcome.as_ref().is_some_and(|v| v.solution().is_some()));
    let out_name: Arc<str> = if any_solved {
        job.output.display().to_string().into()
    } else {
        "".into()
    };
    let file = messages::path(input);
    let file_name: Arc<str> = input.display().to_string().into();
    for g in grids {
        let mut row = Row {
            file: file_name.clone(),
            sheet: g.sheet.as_str().into(),
            place: g.range.to_string(),
            status: Status::Skipped,
            givens: g.puzzle.as_ref().map(Grid::givens).unwrap_or(0),
            solutions: None,
            output: "".into(),
            message: Cow::Borrowed(""),
        };
        let exit;
        match (&g.puzzle, &g.outcome) {
            (Err(e), _) => {
                r.err.push(messages::error(describe_input(input, e)));
                row.status = Status::Invalid;
                row.message = e.to_string().into();
                exit = ExitStatus::Unusable;
            }
            (Ok(_), None) => {
                row.message = sudoku_i18n::tr!("skipped-empty").into();
                exit = ExitStatus::Success;
                r.out
                    .push(format!("{file}: {}: {}", g.location(), row.message));
            }
            (Ok(puzzle), Some(v)) => {
                exit = Status::exit_of(v);
                row.status = Status::of(v);
                row.solutions = report::solutions_of(v);
                row.message = g.status_line().unwrap_or_default().into();
                match v {
                    Outcome::Conflicts(cs) => {
                        r.err.push(messages::error(format!(
                            "{file}: {}: {}",
                            g.location(),
                            sudoku_i18n::tr!("clash-header")
                        )));
                        for c in cs.iter().take(CLASHES_SHOWN) {
                            let name = |i: usize| {
                                format!("{}!{}", quote_sheet(&g.sheet), g.range.cell_name(i))
                            };
                            r.err.push(format!("  {}", describe_conflict(c, name)));
                        }
                        if cs.len() > CLASHES_SHOWN {
                            let more = cs.len() - CLASHES_SHOWN;
                            r.err.push(format!(
                                "  {}",
                                sudoku_i18n::tr!("clash-more", count = more)
                            ));
                        }
                    }
                    Outcome::NoSolution => {
                        r.err.push(messages::error(format!(
                            "{file}: {}: {}",
                            g.location(),
                            sudoku_core::outcome::no_solution_line()
                        )));
                    }
                    Outcome::Unique(s) | Outcome::Multiple(s) => {
                        row.output = out_name.clone();
                        r.out
                            .push(format!("{file}: {}: {}", g.location(), row.message));
                        if config.input.single {
                            r.push_styled(
                                grid_text::render(puzzle, s, config.styled)
                                    .trim_end()
                                    .to_string(),
                            );
                        }
                    }
                }
            }
        }
        r.tally.count(row.status, exit);
        r.rows.push(row);
    }
    for g in &decided.shaped {
        shaped_row(config, g, &file, &file_name, &out_name, &mut r);
    }
    let shown = all_outputs(&decided);
    let copy = if any_solved {
        let kind = if config.grid_only {
            CopyKind::GridOnly
        } else {
            CopyKind::Whole
        };
        Some(build_copy(kind, &mut wb, shown.clone(), job, &mut r.err)?.0)
    } else {
        None
    };
    Ok(Worked {
        result: r,
        copy,
        shown,
    })
}

/// The report row and messages of one grid read with other rules.
fn shaped_row(
    config: &SolveConfig,
    g: &ShapedGrid,
    file: &str,
    file_name: &Arc<str>,
    out_name: &Arc<str>,
    r: &mut FileResult,
) {
    let mut row = Row {
        file: file_name.clone(),
        sheet: g.sheet.as_str().into(),
        place: g.range.to_string(),
        status: Status::Skipped,
        givens: g.read.as_ref().map_or(0, |p| p.puzzle.givens()),
        solutions: None,
        output: "".into(),
        message: Cow::Borrowed(""),
    };
    let exit = match (&g.read, &g.outcome) {
        (Err(e), _) => {
            r.err
                .push(messages::error(format!("{file}: {}", input_message(e))));
            row.status = Status::Invalid;
            row.message = e.to_string().into();
            ExitStatus::Unusable
        }
        (Ok(_), None) => {
            row.message = sudoku_i18n::tr!("skipped-empty").into();
            r.out
                .push(format!("{file}: {}: {}", g.location(), row.message));
            ExitStatus::Success
        }
        (Ok(read), Some(v)) => {
            let kind = shaped::kind(&read.puzzle.shape);
            row.message = g.status_line().unwrap_or_default().into();
            let (status, solutions, exit) = match v {
                GeneralOutcome::Unique(_) => (Status::Solved, Some(1), ExitStatus::Success),
                GeneralOutcome::Multiple(_) => (Status::Multiple, Some(2), ExitStatus::Success),
                GeneralOutcome::NoSolution => (Status::NoSolution, Some(0), ExitStatus::Unsolvable),
                GeneralOutcome::Conflicts(_) => (Status::Invalid, Some(0), ExitStatus::Unsolvable),
                GeneralOutcome::Undecided(_) => (Status::Undecided, None, ExitStatus::Undecided),
            };
            row.status = status;
            row.solutions = solutions;
            match v.solution() {
                Some(s) => {
                    row.output = out_name.clone();
                    r.out.push(format!(
                        "{file}: {} ({kind}): {}",
                        g.location(),
                        row.message
                    ));
                    if config.input.single {
                        r.push_styled(
                            grid_text::render_shaped(&read.puzzle, s, read.style, config.styled)
                                .trim_end()
                                .to_string(),
                        );
                    }
                }
                None => r.err.push(messages::error(format!(
                    "{file}: {} ({kind}): {}",
                    g.location(),
                    row.message
                ))),
            }
            exit
        }
    };
    r.tally.count(row.status, exit);
    r.rows.push(row);
}
