//! `sudoku-xlsx solve`: read each grid of each input, check and solve it, write one new
//! workbook per input, and tell the user what happened. One bad input never stops the
//! others; the worst outcome decides the exit status.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::address::{quote_sheet, GridRange, RangeSpec};
use crate::cli::SolveArgs;
use crate::display;
use crate::error::{Error, ExitStatus};
use crate::grid::Grid;
use crate::output;
use crate::verdict::{describe_conflict, Verdict};
use crate::workbook::write::{self, GridOutput, SheetOutput};
use crate::workbook::Workbook;

/// The checked settings of one `solve` run.
#[derive(Debug, Clone)]
pub struct SolveConfig {
    /// The workbooks to solve.
    pub inputs: Vec<PathBuf>,
    /// `-o`: the output file (only with one input).
    pub output: Option<PathBuf>,
    /// `--sheet`.
    pub sheet: Option<String>,
    /// `--range`, at least one.
    pub ranges: Vec<RangeSpec>,
    /// `--force`.
    pub force: bool,
    /// `--quiet`.
    pub quiet: bool,
    /// Whether stdout is a terminal that takes styling.
    pub styled: bool,
}

impl SolveConfig {
    /// Checks the flags against each other.
    pub fn from_args(args: SolveArgs, styled: bool) -> Result<SolveConfig, anyhow::Error> {
        if args.output.is_some() && args.inputs.len() > 1 {
            anyhow::bail!(
                "-o names one output file, but {} inputs were given",
                args.inputs.len()
            );
        }
        let ranges = if args.range.is_empty() {
            vec![RangeSpec::default()]
        } else {
            args.range
        };
        Ok(SolveConfig {
            inputs: args.inputs,
            output: args.output,
            sheet: args.sheet,
            ranges,
            force: args.force,
            quiet: args.quiet,
            styled,
        })
    }
}

/// One grid read from an input, and its verdict.
#[derive(Debug, Clone)]
pub struct SolvedGrid {
    /// The sheet it is on.
    pub sheet: String,
    /// Where on the sheet.
    pub range: GridRange,
    /// The givens.
    pub puzzle: Grid,
    /// What became of it.
    pub verdict: Verdict,
}

impl SolvedGrid {
    /// `Sheet1!A1:I9`.
    pub fn location(&self) -> String {
        format!("{}!{}", quote_sheet(&self.sheet), self.range)
    }

    /// The status line, naming cells as `B3` (the sheet is already known from the place
    /// the line is shown).
    pub fn status_line(&self) -> String {
        self.verdict.status_line(|i| self.range.cell_name(i))
    }
}

/// Reads and decides every grid `config` asks for in `input`.
pub fn solve_file(config: &SolveConfig, input: &Path) -> Result<Vec<SolvedGrid>, Error> {
    let mut wb = Workbook::open(input)?;
    let mut places: Vec<(String, GridRange)> = Vec::new();
    for spec in &config.ranges {
        let (sheet, range) = wb.locate(config.sheet.as_deref(), spec)?;
        if let Some((_, other)) = places
            .iter()
            .find(|(s, r)| *s == sheet && r.overlaps(&range))
        {
            return Err(Error::OverlappingGrids {
                path: input.to_path_buf(),
                sheet,
                first: other.to_string(),
                second: range.to_string(),
            });
        }
        places.push((sheet, range));
    }
    let mut grids = Vec::with_capacity(places.len());
    for (sheet, range) in places {
        let puzzle = wb.read_grid(&sheet, range)?;
        let verdict = Verdict::of(&puzzle);
        grids.push(SolvedGrid {
            sheet,
            range,
            puzzle,
            verdict,
        });
    }
    Ok(grids)
}

/// Lays the grids out by sheet, sheets in the order first met.
pub fn sheet_outputs(grids: &[SolvedGrid]) -> Vec<SheetOutput> {
    let mut sheets: Vec<SheetOutput> = Vec::new();
    for g in grids {
        let out = GridOutput {
            range: g.range,
            puzzle: g.puzzle,
            shown: g.verdict.solution().copied().unwrap_or(g.puzzle),
            status: g.status_line(),
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

/// Runs `solve` over every input, printing to `out` (results) and `err` (problems).
pub fn run(config: &SolveConfig, out: &mut dyn Write, err: &mut dyn Write) -> ExitStatus {
    let mut status = ExitStatus::Success;
    for input in &config.inputs {
        let s = match run_one(config, input, out, err) {
            Ok(s) => s,
            Err(e) => {
                let _ = writeln!(err, "sudoku-xlsx: {e}");
                ExitStatus::Unusable
            }
        };
        status = status.merge(s);
    }
    status
}

fn run_one(
    config: &SolveConfig,
    input: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<ExitStatus, Error> {
    let target = config
        .output
        .clone()
        .unwrap_or_else(|| output::default_output(input));
    output::check_output(&target, &[input], config.force)?;

    let grids = solve_file(config, input)?;
    let mut status = ExitStatus::Success;
    for g in &grids {
        status = status.merge(g.verdict.exit_status());
        match &g.verdict {
            Verdict::Conflicts(cs) => {
                let _ = writeln!(
                    err,
                    "sudoku-xlsx: {}: {}: the givens break the rules:",
                    input.display(),
                    g.location()
                );
                for c in cs {
                    let name =
                        |i: usize| format!("{}!{}", quote_sheet(&g.sheet), g.range.cell_name(i));
                    let _ = writeln!(err, "  {}", describe_conflict(c, name));
                }
            }
            Verdict::NoSolution => {
                let _ = writeln!(
                    err,
                    "sudoku-xlsx: {}: {}: No solution exists.",
                    input.display(),
                    g.location()
                );
            }
            Verdict::Unique(solution) | Verdict::Multiple(solution) => {
                if !config.quiet {
                    let _ = writeln!(
                        out,
                        "{}: {}: {}",
                        input.display(),
                        g.location(),
                        g.status_line()
                    );
                    let _ = write!(
                        out,
                        "{}",
                        display::render(&g.puzzle, solution, config.styled)
                    );
                }
            }
        }
    }
    if grids.iter().any(|g| g.verdict.solution().is_some()) {
        let mut wb = write::solution_workbook(&sheet_outputs(&grids))
            .map_err(|e| Error::write(&target, e))?;
        write::save(&mut wb, &target, config.force)?;
        if !config.quiet {
            let _ = writeln!(out, "Wrote {}", target.display());
        }
    }
    Ok(status)
}
