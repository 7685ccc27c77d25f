//! Grid mode of `solve`: the 9x9 grids of one workbook, each checked and solved, written
//! together into one new workbook.

use std::borrow::Cow;
use std::path::Path;
use std::sync::Arc;

use crate::address::{quote_sheet, GridRange};
use crate::batch::Job;
use crate::display;
use crate::error::{Error, ExitStatus};
use crate::grid::Grid;
use crate::report::{Row, Status};
use crate::verdict::{describe_conflict, Verdict};
use crate::workbook::carry;
use crate::workbook::write::{self, GridOutput, SheetOutput};
use crate::workbook::Workbook;

use super::{FileResult, Mode, SolveConfig};

/// One grid read from an input, and what became of it.
#[derive(Debug)]
pub struct SolvedGrid {
    /// The sheet it is on.
    pub sheet: String,
    /// Where on the sheet.
    pub range: GridRange,
    /// The givens, or why the grid could not be read.
    pub puzzle: Result<Grid, Error>,
    /// What became of it; `None` when it was not solved (unreadable, or skipped as empty).
    pub verdict: Option<Verdict>,
}

impl SolvedGrid {
    /// `Sheet1!A1:I9`.
    pub fn location(&self) -> String {
        format!("{}!{}", quote_sheet(&self.sheet), self.range)
    }

    /// The status line, naming cells as `B3`.
    pub fn status_line(&self) -> Option<String> {
        self.verdict
            .as_ref()
            .map(|v| v.status_line(|i| self.range.cell_name(i)))
    }
}

/// Reads and decides every grid that `mode` asks for in `input`. Errors that concern the
/// whole file (unreadable, missing sheet, bad range) end it; a grid with bad cells is
/// recorded and the other grids go on.
pub fn solve_file(mode: &Mode, input: &Path) -> Result<Vec<SolvedGrid>, Error> {
    solve_workbook(mode, &mut Workbook::open(input)?)
}

/// [`solve_file`] on a workbook already open.
pub fn solve_workbook(mode: &Mode, wb: &mut Workbook) -> Result<Vec<SolvedGrid>, Error> {
    let Mode::Grids {
        sheet,
        ranges,
        all_sheets,
        include_empty,
        ..
    } = mode
    else {
        return Ok(Vec::new());
    };
    let read = wb.grids(sheet.as_deref(), ranges, *all_sheets)?;
    Ok(read
        .into_iter()
        .map(|g| {
            let verdict = match &g.grid {
                Ok(p) if *all_sheets && !include_empty && p.givens() == 0 => None,
                Ok(p) => Some(Verdict::of(p)),
                Err(_) => None,
            };
            SolvedGrid {
                sheet: g.sheet,
                range: g.range,
                puzzle: g.grid,
                verdict,
            }
        })
        .collect())
}

/// Lays the solvable grids out by sheet, sheets in the order first met. Grids that could
/// not be read, and skipped grids, are left out.
pub fn sheet_outputs(grids: &[SolvedGrid]) -> Vec<SheetOutput> {
    let mut sheets: Vec<SheetOutput> = Vec::new();
    for g in grids {
        let (Ok(puzzle), Some(verdict), Some(status)) = (&g.puzzle, &g.verdict, g.status_line())
        else {
            continue;
        };
        let out = GridOutput {
            range: g.range,
            puzzle: *puzzle,
            shown: verdict.solution().copied().unwrap_or(*puzzle),
            status,
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

/// Runs grid mode on one job.
pub fn run_job(config: &SolveConfig, job: &Job) -> FileResult {
    match run_inner(config, job) {
        Ok(r) => r,
        Err(e) => super::failed(job, &e),
    }
}

fn run_inner(config: &SolveConfig, job: &Job) -> Result<FileResult, Error> {
    let input = &job.input;
    if !config.force && job.output.exists() {
        return Err(Error::OutputExists {
            path: job.output.clone(),
        });
    }
    let mut wb = Workbook::open(input)?;
    let grids = solve_workbook(&config.mode, &mut wb)?;
    let mut r = FileResult::default();
    let any_solved = grids
        .iter()
        .any(|g| g.verdict.as_ref().and_then(Verdict::solution).is_some());
    let out_name: Arc<str> = if any_solved {
        job.output.display().to_string().into()
    } else {
        "".into()
    };
    let file = input.display().to_string();
    let file_name: Arc<str> = file.as_str().into();
    for g in &grids {
        let mut row = Row {
            file: file_name.clone(),
            sheet: g.sheet.as_str().into(),
            place: g.range.to_string(),
            status: Status::Skipped,
            givens: g.puzzle.as_ref().map(Grid::givens).unwrap_or(0),
            solutions: "",
            output: "".into(),
            message: Cow::Borrowed(""),
        };
        let exit;
        match (&g.puzzle, &g.verdict) {
            (Err(e), _) => {
                r.err.push(format!("sudoku-xlsx: {e}"));
                row.status = Status::Invalid;
                row.message = e.to_string().into();
                exit = ExitStatus::Unusable;
            }
            (Ok(_), None) => {
                row.message = Cow::Borrowed("skipped (empty)");
                exit = ExitStatus::Success;
                r.out
                    .push(format!("{file}: {}: skipped (empty)", g.location()));
            }
            (Ok(puzzle), Some(v)) => {
                exit = v.exit_status();
                row.message = g.status_line().unwrap_or_default().into();
                match v {
                    Verdict::Conflicts(cs) => {
                        row.status = Status::Invalid;
                        row.solutions = "0";
                        r.err.push(format!(
                            "sudoku-xlsx: {file}: {}: the givens break the rules:",
                            g.location()
                        ));
                        for c in cs {
                            let name = |i: usize| {
                                format!("{}!{}", quote_sheet(&g.sheet), g.range.cell_name(i))
                            };
                            r.err.push(format!("  {}", describe_conflict(c, name)));
                        }
                    }
                    Verdict::NoSolution => {
                        row.status = Status::NoSolution;
                        row.solutions = "0";
                        r.err.push(format!(
                            "sudoku-xlsx: {file}: {}: No solution exists.",
                            g.location()
                        ));
                    }
                    Verdict::Unique(s) | Verdict::Multiple(s) => {
                        let unique = matches!(v, Verdict::Unique(_));
                        row.status = if unique {
                            Status::Solved
                        } else {
                            Status::Multiple
                        };
                        row.solutions = if unique { "1" } else { "2+" };
                        row.output = out_name.clone();
                        r.out
                            .push(format!("{file}: {}: {}", g.location(), row.message));
                        if config.single {
                            r.out.push(
                                display::render(puzzle, s, config.styled)
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
    if any_solved {
        let grid_only = matches!(
            config.mode,
            Mode::Grids {
                grid_only: true,
                ..
            }
        );
        let built = if grid_only {
            write::solution_workbook(&sheet_outputs(&grids))
        } else {
            let carried = wb.carry()?;
            if let Some(w) = carry::warning(input, &carried) {
                r.err.push(w);
            }
            write::carried_workbook(&carried, &sheet_outputs(&grids))
        };
        let mut out = built.map_err(|e| Error::write(&job.output, e))?;
        write::save(&mut out, &job.output, config.force)?;
        r.tally.written += 1;
        r.out.push(format!("Wrote {}", job.output.display()));
    }
    Ok(r)
}
