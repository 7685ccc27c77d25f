//! `sudoku-xlsx rate`: read puzzles from everything `solve` reads (workbooks, folders,
//! every sheet, puzzle lists) and grade each by the logic a person needs. Prints one line
//! per puzzle and, with `--report`, writes them; writes no workbook.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::address::{quote_sheet, RangeSpec};
use crate::batch::{self, Destination, FileResult, Job, Progress, ProgressKind};
use crate::cli::InputArgs;
use crate::error::{Error, ExitStatus};
use crate::grid::Grid;
use crate::list::{is_text_list, recognise, Entry};
use crate::rate::{rate, Level};
use crate::report::{self, Status};
use crate::workbook::list::{read_rows, ListRow};
use crate::workbook::Workbook;

/// One line of the rating report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RateRow {
    /// The input file.
    pub file: String,
    /// The sheet, if any.
    pub sheet: String,
    /// The grid's range or the list row.
    pub place: String,
    /// `easy`, `medium`, `hard`, `expert`; empty when the puzzle could not be read.
    pub level: String,
    /// The work score.
    pub score: u32,
    /// The hardest technique needed.
    pub hardest: String,
    /// Each technique used and how often.
    pub techniques: String,
    /// Whether the rater had to guess.
    pub guessed: bool,
    /// Number of givens.
    pub givens: usize,
    /// `0`, `1` or `2+`.
    pub solutions: String,
    /// What is wrong, when something is.
    pub message: String,
}

/// Where puzzles are read from.
#[derive(Debug, Clone)]
enum Source {
    Grids {
        sheet: Option<String>,
        ranges: Vec<RangeSpec>,
        all_sheets: bool,
        include_empty: bool,
    },
    List {
        column: u32,
        sheet: Option<String>,
        all_sheets: bool,
    },
}

/// The checked settings of one `rate` run.
#[derive(Debug, Clone)]
pub struct RateConfig {
    jobs: Vec<Job>,
    source: Source,
    report: Option<PathBuf>,
    force: bool,
    quiet: bool,
    threads: usize,
}

impl RateConfig {
    /// Checks the flags and finds the inputs.
    pub fn from_args(args: InputArgs) -> Result<RateConfig, anyhow::Error> {
        let lists = args.list.is_some() || args.inputs.iter().any(|p| is_text_list(p));
        let found = batch::find_inputs(&args.inputs, lists)?;
        if found.is_empty() {
            anyhow::bail!("no workbooks found");
        }
        let jobs: Vec<Job> = batch::plan(&found, &Destination::Beside)?
            .into_iter()
            .map(|j| Job {
                input: j.input,
                output: PathBuf::new(),
            })
            .collect();
        let source = match &args.list {
            Some(col) => Source::List {
                column: super::solve::parse_column(col)?,
                sheet: args.sheet.clone(),
                all_sheets: args.all_sheets,
            },
            None if found.iter().all(|f| is_text_list(&f.path)) => Source::List {
                column: 0,
                sheet: None,
                all_sheets: false,
            },
            None => Source::Grids {
                sheet: args.sheet.clone(),
                ranges: if args.range.is_empty() {
                    vec![RangeSpec::default()]
                } else {
                    args.range.clone()
                },
                all_sheets: args.all_sheets,
                include_empty: args.include_empty,
            },
        };
        if let Some(r) = &args.report {
            report::Format::of(r).map_err(anyhow::Error::msg)?;
            let inputs: Vec<&std::path::Path> = jobs.iter().map(|j| j.input.as_path()).collect();
            crate::output::check_output(r, &inputs, args.force)?;
        }
        Ok(RateConfig {
            jobs,
            source,
            report: args.report,
            force: args.force,
            quiet: args.quiet,
            threads: batch::threads(args.jobs),
        })
    }
}

/// Counts per level, shared by the worker threads.
#[derive(Default)]
struct Levels([AtomicU64; 4]);

fn rate_one(
    file: &str,
    sheet: &str,
    place: String,
    grid: &Grid,
    levels: &Levels,
    r: &mut FileResult<RateRow>,
) {
    let rating = rate(grid);
    let (status, exit) = match rating.solutions {
        0 => (Status::NoSolution, ExitStatus::Unsolvable),
        1 => (Status::Solved, ExitStatus::Success),
        _ => (Status::Multiple, ExitStatus::Success),
    };
    let at = if sheet.is_empty() {
        place.clone()
    } else {
        format!("{}!{place}", quote_sheet(sheet))
    };
    let conflicts = grid.conflicts();
    let message = if conflicts.is_empty() {
        String::new()
    } else {
        "the givens break the rules".to_string()
    };
    levels.0[Level::ALL
        .iter()
        .position(|l| *l == rating.level)
        .unwrap_or(3)]
    .fetch_add(1, Ordering::Relaxed);
    r.tally.count(status, exit);
    r.out.push(format!(
        "{file}: {at}: {rating}; {} givens; {}{}",
        rating.givens,
        match rating.solutions {
            0 => "no solution".to_string(),
            1 => "unique".to_string(),
            _ => "several solutions".to_string(),
        },
        if rating.solutions == 1 {
            format!("; {}", rating.uses_summary())
        } else {
            String::new()
        }
    ));
    r.rows.push(RateRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        place,
        level: rating.level.to_string(),
        score: rating.score,
        hardest: rating.hardest.to_string(),
        techniques: rating.uses_summary(),
        guessed: rating.guessed,
        givens: rating.givens,
        solutions: match rating.solutions {
            0 => "0",
            1 => "1",
            _ => "2+",
        }
        .to_string(),
        message,
    });
}

fn invalid(file: &str, sheet: &str, place: String, why: String, r: &mut FileResult<RateRow>) {
    r.tally.count(Status::Invalid, ExitStatus::Unusable);
    r.err.push(format!("sudoku-xlsx: {file}: {why}"));
    r.rows.push(RateRow {
        file: file.to_string(),
        sheet: sheet.to_string(),
        place,
        level: String::new(),
        score: 0,
        hardest: String::new(),
        techniques: String::new(),
        guessed: false,
        givens: 0,
        solutions: String::new(),
        message: why,
    });
}

/// Rates a chunk of list rows in parallel, in order.
fn rate_rows(
    file: &str,
    sheet: &str,
    rows: &mut Vec<ListRow>,
    text: bool,
    levels: &Levels,
    r: &mut FileResult<RateRow>,
) {
    let parts: Vec<FileResult<RateRow>> = rows
        .par_iter()
        .map(|row| {
            let mut part = FileResult::default();
            let place = if text {
                format!("line {}", row.row)
            } else {
                format!("row {}", row.row + 1)
            };
            match &row.entry {
                Entry::Puzzle(g) => rate_one(file, sheet, place, g, levels, &mut part),
                Entry::Broken(why) => invalid(
                    file,
                    sheet,
                    place.clone(),
                    format!("{place}: {why}"),
                    &mut part,
                ),
                Entry::NotAPuzzle => {}
            }
            part
        })
        .collect();
    for p in parts {
        r.tally.add(&p.tally);
        r.rows.extend(p.rows);
        r.out.extend(p.out);
        r.err.extend(p.err);
    }
    rows.clear();
}

fn rate_job(config: &RateConfig, job: &Job, levels: &Levels) -> Result<FileResult<RateRow>, Error> {
    let file = job.input.display().to_string();
    let mut r = FileResult::default();
    match &config.source {
        Source::Grids {
            sheet,
            ranges,
            all_sheets,
            include_empty,
        } => {
            let mut wb = Workbook::open(&job.input)?;
            for g in wb.grids(sheet.as_deref(), ranges, *all_sheets)? {
                let place = g.range.to_string();
                match g.grid {
                    Ok(p) if *all_sheets && !include_empty && p.givens() == 0 => {
                        r.tally.count(Status::Skipped, ExitStatus::Success);
                    }
                    Ok(p) => rate_one(&file, &g.sheet, place, &p, levels, &mut r),
                    Err(e) => {
                        let why = e.to_string();
                        let why = why
                            .strip_prefix(&format!("{file}: "))
                            .unwrap_or(&why)
                            .to_string();
                        invalid(&file, &g.sheet, place, why, &mut r);
                    }
                }
            }
        }
        Source::List {
            column,
            sheet,
            all_sheets,
        } => {
            const CHUNK: usize = 1024;
            let mut chunk: Vec<ListRow> = Vec::with_capacity(CHUNK);
            if is_text_list(&job.input) {
                let f = std::fs::File::open(&job.input).map_err(|e| Error::read(&job.input, e))?;
                for (k, line) in BufReader::new(f).split(b'\n').enumerate() {
                    let line = line.map_err(|e| Error::read(&job.input, e))?;
                    let text = String::from_utf8_lossy(&line);
                    chunk.push(ListRow {
                        row: k as u32 + 1,
                        cells: Vec::new(),
                        entry: recognise(text.trim_end_matches('\r')),
                    });
                    if chunk.len() >= CHUNK {
                        rate_rows(&file, "", &mut chunk, true, levels, &mut r);
                    }
                }
                rate_rows(&file, "", &mut chunk, true, levels, &mut r);
            } else {
                let mut wb = Workbook::open(&job.input)?;
                let names: Vec<String> = if *all_sheets {
                    wb.sheets()
                        .into_iter()
                        .filter(|s| s.not_cells.is_none())
                        .map(|s| s.name)
                        .collect()
                } else {
                    vec![wb.find_sheet(sheet.as_deref())?]
                };
                for name in names {
                    read_rows(&mut wb, &name, *column, &mut |row| {
                        chunk.push(ListRow {
                            cells: Vec::new(),
                            ..row
                        });
                        if chunk.len() >= CHUNK {
                            rate_rows(&file, &name, &mut chunk, false, levels, &mut r);
                        }
                        !batch::interrupted()
                    })?;
                    rate_rows(&file, &name, &mut chunk, false, levels, &mut r);
                }
            }
        }
    }
    if config.report.is_none() {
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
    let process = |job: &Job, _: &Progress| match rate_job(config, job, &levels) {
        Ok(r) => r,
        Err(e) => {
            let mut r = FileResult::default();
            let why = e.to_string();
            invalid(
                &job.input.display().to_string(),
                "",
                String::new(),
                why.clone(),
                &mut r,
            );
            r.tally = Default::default();
            r.tally.count(Status::Error, ExitStatus::Unusable);
            r.err = vec![format!("sudoku-xlsx: {why}")];
            r
        }
    };
    let ran = batch::run_jobs(
        &config.jobs,
        config.threads,
        config.quiet,
        if !config.quiet && config.jobs.len() > 1 {
            ProgressKind::Files
        } else {
            ProgressKind::None
        },
        config.report.is_some(),
        &process,
        out,
        err,
    );
    let mut exit = ran.tally.exit;
    if let Some(path) = &config.report {
        if let Err(e) = report::write(path, &ran.rows, config.force) {
            let _ = writeln!(err, "sudoku-xlsx: {e}");
            exit = exit.merge(ExitStatus::Unusable);
        } else if !config.quiet {
            let _ = writeln!(out, "Wrote report {}", path.display());
        }
    }
    if ran.interrupted {
        let _ = writeln!(
            err,
            "sudoku-xlsx: interrupted after {} of {} files",
            ran.done,
            config.jobs.len()
        );
        return ExitStatus::Interrupted;
    }
    if !config.quiet {
        let n: Vec<u64> = levels.0.iter().map(|a| a.load(Ordering::Relaxed)).collect();
        let t = &ran.tally;
        let _ = writeln!(
            err,
            "{} rated: {} easy, {} medium, {} hard, {} expert ({} with no solution, {} with several); {} invalid, {} errors; {:.2} s",
            n.iter().sum::<u64>(),
            n[0],
            n[1],
            n[2],
            n[3],
            t.no_solution,
            t.multiple,
            t.invalid,
            t.errors,
            started.elapsed().as_secs_f64()
        );
    }
    exit
}
