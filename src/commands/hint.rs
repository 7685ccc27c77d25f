//! `sudoku-xlsx hint`: check a grid someone is playing and give the next step from where
//! they are. The givens come from `--givens`, from the names `generate` stores in its
//! workbooks, or else every digit counts as a given. Wrong digits are named without the
//! right ones unless `--reveal`; `-o` writes a copy with the hint's cells marked.

use std::io::Write;
use std::path::{Path, PathBuf};

use sudoku_core::logic::{check_game, hint_text, CellNames, HintLevel, Standing, Step};
use sudoku_core::outcome::clash_words;
use sudoku_core::Grid;
use sudoku_workbook::address::quote_sheet;
use sudoku_workbook::list::is_text_list;
use sudoku_workbook::steps::SheetNames;
use sudoku_workbook::write::{Digits, GridOutput, SheetOutput};
use sudoku_workbook::{
    Error as WorkbookError, GridRange, GridRead, NotADigit, RangeSpec, Workbook,
};

use crate::batch;
use crate::cli::HintArgs;
use crate::copy::{build_copy, save_copy, CopyKind};
use crate::error::{input_message, Error, ExitStatus, InFile};
use crate::input::{read_grids, Source};
use crate::messages;

/// The checked plan of one `hint` run.
#[derive(Debug, Clone)]
pub struct HintConfig {
    /// The workbook being played.
    pub input: PathBuf,
    /// Which grid.
    pub source: Source,
    /// `--givens`.
    pub givens: Option<RangeSpec>,
    /// `--level`.
    pub level: HintLevel,
    /// `--reveal`.
    pub reveal: bool,
    /// `-o`.
    pub output: Option<PathBuf>,
    /// `--grid-only`.
    pub grid_only: bool,
    /// `--force`.
    pub force: bool,
    /// `--quiet`.
    pub quiet: bool,
}

impl HintConfig {
    /// Checks the flags against each other and the file system.
    pub fn from_args(args: HintArgs) -> Result<HintConfig, anyhow::Error> {
        if is_text_list(&args.input) {
            anyhow::bail!(
                "{}: {}",
                args.input.display(),
                sudoku_i18n::tr!("hint-not-a-list")
            );
        }
        match std::fs::metadata(&args.input) {
            Ok(m) if m.is_file() => {}
            // A FIFO or a device named like a workbook would hang the reader.
            Ok(m) if !m.is_dir() => anyhow::bail!(
                "{}: {}",
                messages::path(&args.input),
                sudoku_i18n::tr!("hint-not-a-file")
            ),
            Ok(_) => anyhow::bail!(
                "{}: {}",
                messages::path(&args.input),
                sudoku_i18n::tr!("hint-a-folder")
            ),
            Err(_) => anyhow::bail!(
                "{}: {}",
                messages::path(&args.input),
                sudoku_i18n::tr!("io-not-found")
            ),
        }
        let auto =
            matches!(&args.range, Some(RangeSpec::Name(n)) if n.eq_ignore_ascii_case("auto"));
        let source = Source::Grids {
            sheet: args.sheet.clone(),
            ranges: if auto {
                Vec::new()
            } else {
                vec![args.range.clone().unwrap_or_default()]
            },
            all_sheets: false,
            include_empty: false,
            auto,
            exact: args.exact,
        };
        if let Some(o) = &args.output {
            batch::check_output(o, &[&args.input], args.run.force)?;
        }
        Ok(HintConfig {
            input: args.input,
            source,
            givens: args.givens,
            level: args.level,
            reveal: args.reveal,
            output: args.output,
            grid_only: args.grid_only,
            force: args.run.force,
            quiet: args.run.quiet,
        })
    }
}

/// Fills of the copy: the hint's cells, and typed digits that are wrong or clash.
const HINT_FILL: u32 = 0xFFE699;
const WRONG_FILL: u32 = 0xF4B6B6;

/// What was found, ready to print and to write.
struct Verdict {
    /// The lines to print.
    lines: Vec<String>,
    /// The status line of the copy.
    status: String,
    /// Cells to mark in the copy.
    marks: Vec<(usize, u32)>,
    exit: ExitStatus,
}

/// Runs `hint`.
pub fn run(config: &HintConfig, out: &mut dyn Write, err: &mut dyn Write) -> ExitStatus {
    // Ctrl-C and SIGTERM end it with 130 as they end the other commands, never with a
    // copy half given its name.
    batch::interrupt::install_interrupt_handler();
    let result = run_inner(config, out);
    if batch::interrupted_by_signal() {
        messages::print_error(err, sudoku_i18n::tr!("error-interrupted"));
        return ExitStatus::Interrupted;
    }
    match result {
        Ok(status) => status,
        Err(e) => {
            messages::print_error(err, &e);
            ExitStatus::Unusable
        }
    }
}

fn run_inner(config: &HintConfig, out: &mut dyn Write) -> Result<ExitStatus, Error> {
    let input = &config.input;
    let mut wb = Workbook::open(input).in_file(input)?;
    let reads = read_grids(&mut wb, &config.source).in_file(input)?;
    let read = match reads.len() {
        0 => {
            return Err(Error::input(
                input,
                sudoku_workbook::Error::NoGridFound {
                    sheets: wb.sheets().into_iter().map(|s| s.name).collect(),
                },
            ))
        }
        1 => reads.into_iter().next().expect("one grid"),
        n => {
            let places: Vec<String> = reads
                .iter()
                .map(|r| format!("{}!{}", quote_sheet(&r.sheet), r.range))
                .collect();
            return Err(Error::Unusable {
                path: input.clone(),
                why: sudoku_i18n::tr!("hint-several-grids", count = n, places = places.join(", ")),
            });
        }
    };
    only_classic(input, &mut wb, &read)?;
    // Pencil marks (several digits in one cell, as `play` and `generate` sheets take them)
    // are read as empty cells.
    let marked = matches!(&read.grid, Err(sudoku_workbook::Error::BadCells { problems })
        if problems.iter().all(|p| p.what.is_pencil_marks()));
    let current = if marked {
        wb.read_played(&read.sheet, read.range).in_file(input)?.0
    } else {
        read.grid.in_file(input)?
    };
    let names = SheetNames(read.range);
    let (puzzle, from) = givens_of(config, &mut wb, &read.sheet, read.range, &current)?;
    let file = messages::path(input);
    let at = format!(
        "{file}: {}!{}",
        messages::printable(&quote_sheet(&read.sheet)),
        read.range
    );
    let typed = current.givens() - puzzle.givens();
    let open = 81 - current.givens();
    let mut v = judge(config, &puzzle, &current, &names);
    v.lines.insert(
        0,
        sudoku_i18n::tr!(
            "hint-game",
            at = at,
            givens = puzzle.givens(),
            from = from,
            typed = typed,
            open = open
        ),
    );
    if !config.quiet || v.exit != ExitStatus::Success {
        // Sheet names may hold control characters; they are written out, as everywhere.
        for line in &v.lines {
            let _ = writeln!(out, "{}", messages::terminal_safe(line));
        }
    }
    if let Some(o) = &config.output {
        let sheets = [SheetOutput {
            name: read.sheet.clone(),
            grids: vec![GridOutput {
                range: read.range,
                digits: Digits::Classic {
                    puzzle,
                    shown: current,
                },
                status: v.status.clone(),
                marks: v.marks.clone(),
            }],
        }];
        let job = crate::batch::Job {
            input: input.to_path_buf(),
            output: o.clone(),
        };
        let kind = if config.grid_only {
            CopyKind::GridOnly
        } else {
            CopyKind::Whole
        };
        let mut warnings = Vec::new();
        let (copy, _) = build_copy(kind, &mut wb, sheets.to_vec(), &job, &mut warnings)?;
        for w in &warnings {
            let _ = writeln!(std::io::stderr(), "{w}");
        }
        save_copy(copy, &job, config.force)?;
        if !config.quiet {
            let _ = writeln!(
                out,
                "{}",
                sudoku_i18n::tr!("wrote", path = messages::path(o))
            );
        }
    }
    Ok(v.exit)
}

/// Refuses a grid that is not classic 9x9 Sudoku: hint's techniques are the classic ones.
/// Such a grid is known by its range, by the rules its workbook recorded, or by letters
/// and numbers above 9 among its cells (a 16x16 read at A1:I9).
fn only_classic(input: &Path, wb: &mut Workbook, read: &GridRead) -> Result<(), Error> {
    let place = format!(
        "{}!{}",
        messages::printable(&quote_sheet(&read.sheet)),
        read.range
    );
    let kind = if !read.range.is_nine() {
        Some(format!("{0}x{0}", read.range.size))
    } else {
        crate::shaped::recorded_kind(wb, &read.sheet, read.range)
    };
    let larger = match &read.grid {
        Err(WorkbookError::BadCells { problems }) => problems.iter().find(|p| match &p.what {
            NotADigit::Int(n) => (10..=25).contains(n),
            NotADigit::Float(f) => f.fract() == 0.0 && (10.0..=25.0).contains(f),
            NotADigit::Text { text, .. } => {
                let t = text.trim();
                t.len() == 1 && t.bytes().all(|b| b.is_ascii_alphabetic())
            }
            _ => false,
        }),
        _ => None,
    };
    let why = match (kind, larger) {
        (Some(kind), _) => sudoku_i18n::tr!("hint-kind", place = place.as_str(), kind = kind),
        (None, Some(p)) => sudoku_i18n::tr!(
            "hint-larger",
            place = place.as_str(),
            cell = p.cell.as_str(),
            what = p.what.to_string()
        ),
        (None, None) => return Ok(()),
    };
    Err(Error::Unusable {
        path: input.to_path_buf(),
        why: sudoku_i18n::tr!("hint-nine-only", why = why),
    })
}

/// `--givens` in a reading error's words: the flag that named the wrong place.
fn givens_error(input: &Path, spec: &RangeSpec, e: WorkbookError) -> Error {
    match e {
        WorkbookError::Range(_) | WorkbookError::NameNotFound { .. } => Error::Unusable {
            path: input.to_path_buf(),
            why: format!(
                "--givens {}: {}",
                messages::printable(&spec.to_string()),
                input_message(&e).trim_start_matches("--range ")
            ),
        },
        other => Error::input(input, other),
    }
}

/// The original puzzle, and where it came from in words.
fn givens_of(
    config: &HintConfig,
    wb: &mut Workbook,
    sheet: &str,
    range: GridRange,
    current: &Grid,
) -> Result<(Grid, String), Error> {
    let input = &config.input;
    if let Some(spec) = &config.givens {
        let own_sheet = match spec {
            RangeSpec::Cells { sheet: None, .. } => Some(sheet),
            _ => None,
        };
        // A bare sheet name (no defined name of that name) means the same cells there.
        let as_sheet = match spec {
            RangeSpec::Name(n) if wb.sheets().iter().any(|s| s.name.eq_ignore_ascii_case(n)) => {
                wb.locate(None, spec).is_err().then(|| n.clone())
            }
            _ => None,
        };
        let (gs, gr) = match as_sheet {
            Some(n) => (wb.find_sheet(Some(&n)).in_file(input)?, range),
            None => wb
                .locate(own_sheet, spec)
                .map_err(|e| givens_error(input, spec, e))?,
        };
        let puzzle = wb
            .read_grid(&gs, gr)
            .map_err(|e| givens_error(input, spec, e))?;
        let place = format!("{}!{gr}", quote_sheet(&gs));
        if let Some(i) =
            (0..81).find(|&i| puzzle.cells()[i] != 0 && current.cells()[i] != puzzle.cells()[i])
        {
            let names = SheetNames(range);
            return Err(Error::Unusable {
                path: input.clone(),
                why: sudoku_i18n::tr!(
                    "hint-not-the-givens",
                    cell = names.cell(i),
                    now = current.cells()[i],
                    place = place.as_str(),
                    given = puzzle.cells()[i]
                ),
            });
        }
        return Ok((puzzle, sudoku_i18n::tr!("hint-givens-from", place = place)));
    }
    let stored = wb.stored_puzzles();
    if let Some(p) = stored.into_iter().find(|p| {
        p.givens() > 0 && (0..81).all(|i| p.cells()[i] == 0 || p.cells()[i] == current.cells()[i])
    }) {
        return Ok((p, sudoku_i18n::tr!("hint-givens-generated")));
    }
    Ok((*current, sudoku_i18n::tr!("hint-givens-all")))
}

/// Judges the game and words the verdict.
fn judge(config: &HintConfig, puzzle: &Grid, current: &Grid, names: &SheetNames) -> Verdict {
    let mut v = Verdict {
        lines: Vec::new(),
        status: String::new(),
        marks: Vec::new(),
        exit: ExitStatus::Success,
    };
    match check_game(puzzle, current) {
        Standing::BadPuzzle(outcome) => {
            v.status = sudoku_i18n::tr!(
                "hint-bad-puzzle",
                status = outcome.status_line(|i| names.cell(i))
            );
            v.exit = ExitStatus::Unsolvable;
        }
        Standing::Clash(cs) => {
            let described: Vec<String> = cs
                .iter()
                .take(5)
                .map(|c| {
                    clash_words(
                        &names.cell(c.first),
                        &names.cell(c.second),
                        &c.digit.to_string(),
                        &names.unit(c.unit),
                    )
                })
                .collect();
            v.status = sudoku_i18n::tr!(
                "hint-clash",
                clashes = described.join(&sudoku_i18n::tr!("clash-separator"))
            );
            for c in &cs {
                for i in [c.first, c.second] {
                    if puzzle.cells()[i] == 0 {
                        v.marks.push((i, WRONG_FILL));
                    }
                }
            }
            v.exit = ExitStatus::Unsolvable;
        }
        Standing::Wrong(wrong) => {
            let shown: Vec<String> = wrong
                .iter()
                .map(|w| {
                    if config.reveal {
                        sudoku_i18n::tr!(
                            "hint-should-be",
                            cell = names.cell(w.cell),
                            typed = w.typed.to_string(),
                            right = w.right.to_string()
                        )
                    } else {
                        names.cell(w.cell)
                    }
                })
                .collect();
            v.status = sudoku_i18n::tr!(
                "hint-wrong",
                count = wrong.len(),
                cells =
                    sudoku_i18n::list_in(sudoku_i18n::current(), &shown, sudoku_i18n::Join::And)
            );
            v.marks = wrong.iter().map(|w| (w.cell, WRONG_FILL)).collect();
            v.exit = ExitStatus::Unsolvable;
        }
        Standing::DeadEnd => {
            v.status = sudoku_i18n::tr!("hint-dead-end");
            v.exit = ExitStatus::Unsolvable;
        }
        Standing::Solved => v.status = sudoku_i18n::tr!("hint-solved"),
        Standing::Stalled => v.status = sudoku_i18n::tr!("hint-stalled"),
        Standing::Next(step) => {
            v.status = hint_text(&step, config.level, names);
            v.marks = hint_marks(&step, config.level);
            if config.reveal && config.level < HintLevel::Full {
                v.lines.push(format!(
                    "  {}",
                    sudoku_i18n::tr!(
                        "hint-in-full",
                        hint = hint_text(&step, HintLevel::Full, names)
                    )
                ));
            }
        }
    }
    v.lines.insert(0, format!("  {}", v.status));
    v
}

/// The cells a copy marks for a hint: the units at `nudge`, the pattern at `cells`, and
/// the cells it changes too at `full`.
fn hint_marks(step: &Step, level: HintLevel) -> Vec<(usize, u32)> {
    let mut cells: Vec<usize> = Vec::new();
    let mut add = |c: usize| {
        if !cells.contains(&c) {
            cells.push(c);
        }
    };
    match level {
        HintLevel::Nudge => {
            for u in &step.units {
                for &c in u.cells() {
                    add(usize::from(c));
                }
            }
        }
        HintLevel::Cells | HintLevel::Full => {
            for m in &step.pattern {
                add(usize::from(m.cand.cell));
            }
            if level == HintLevel::Full {
                for c in step.placements.iter().chain(&step.eliminations) {
                    add(usize::from(c.cell));
                }
            }
        }
    }
    cells.into_iter().map(|c| (c, HINT_FILL)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_grow_with_the_level() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let Standing::Next(step) = check_game(&g, &g) else {
            panic!("a step")
        };
        assert_eq!(hint_marks(&step, HintLevel::Nudge).len(), 9);
        assert_eq!(hint_marks(&step, HintLevel::Cells), vec![(5, HINT_FILL)]);
    }
}
