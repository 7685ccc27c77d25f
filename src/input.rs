//! The one input plan of every command that reads puzzles (`solve`, `rate`): which files,
//! what to read from each (grids at ranges, or a puzzle list), where the report goes; and
//! the one way puzzle lists are read from those files, row by row, text or workbook.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use sudoku_core::general::DEFAULT_TIME_LIMIT;
use sudoku_core::Outcome;
use sudoku_workbook::address::{parse_cell, quote_sheet};
use sudoku_workbook::list::{is_text_list, read_rows, ListRow, TextList};
use sudoku_workbook::locate::place;
use sudoku_workbook::{Error as WorkbookError, GridRange, GridRead, RangeSpec, Workbook};

use crate::batch::shard::{Shard, Split};
use crate::batch::{self, Found, Job};
use crate::cli::InputArgs;
use crate::error::{Error, ExitStatus, InFile};
use crate::report;
use crate::shaped::Rules;

/// What to read from each input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// 9x9 grids at ranges.
    Grids {
        /// `--sheet`.
        sheet: Option<String>,
        /// `--range`, at least one.
        ranges: Vec<RangeSpec>,
        /// `--all-sheets`.
        all_sheets: bool,
        /// `--include-empty`.
        include_empty: bool,
        /// `--range auto`: every grid found, instead of `ranges`.
        auto: bool,
        /// `--exact`: no check that a range is a grid's true place.
        exact: bool,
    },
    /// A column of puzzle strings, or a text list (column 0).
    List {
        /// Zero-based column.
        column: u32,
        /// `--sheet`.
        sheet: Option<String>,
        /// `--all-sheets`.
        all_sheets: bool,
    },
}

/// The checked input side of one run: every input file, what to read from it, and the
/// flags every reading command shares.
#[derive(Debug, Clone)]
pub struct InputPlan {
    /// Every input, folders expanded, in order.
    pub found: Vec<Found>,
    /// What to read.
    pub source: Source,
    /// `--report`.
    pub report: Option<PathBuf>,
    /// `--force`.
    pub force: bool,
    /// `--quiet`.
    pub quiet: bool,
    /// Worker threads.
    pub threads: usize,
    /// One workbook named on the command line (its grids are shown in full).
    pub single: bool,
    /// The size and rules of grids that are not classic 9x9 Sudoku.
    pub rules: Rules,
    /// `--time-limit`: how long the general solver may search one puzzle.
    pub time_limit: Duration,
    /// `--shard`: this worker's part, and whether files or a list's rows are split.
    pub shard: Option<(Shard, Split)>,
}

impl InputPlan {
    /// Checks the input flags against each other and finds the inputs.
    pub fn from_args(args: &InputArgs) -> Result<InputPlan, anyhow::Error> {
        let lists = args.list.is_some() || args.inputs.iter().any(|p| is_text_list(p));
        let found = batch::find_inputs(&args.inputs, lists)?;
        if found.is_empty() {
            anyhow::bail!(sudoku_i18n::tr!(
                "usage-no-workbooks-in",
                places = args
                    .inputs
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        InputPlan::with_found(args, found)
    }

    /// The plan for inputs already at hand, such as files held in memory: each input
    /// `args` names is taken as it is, without looking for it.
    pub fn in_memory(args: &InputArgs) -> Result<InputPlan, anyhow::Error> {
        let found = args
            .inputs
            .iter()
            .map(|p| batch::Found {
                path: p.clone(),
                root: None,
            })
            .collect();
        InputPlan::with_found(args, found)
    }

    fn with_found(args: &InputArgs, found: Vec<batch::Found>) -> Result<InputPlan, anyhow::Error> {
        let rules = Rules::from_args(&args.shape)?;
        crate::messages::set_quiet(args.run.quiet);
        let source = match &args.list {
            Some(col) => Source::List {
                column: parse_column(col)?,
                sheet: args.sheet.clone(),
                all_sheets: args.all_sheets,
            },
            None if found.iter().all(|f| is_text_list(&f.path)) => Source::List {
                column: 0,
                sheet: args.sheet.clone(),
                all_sheets: args.all_sheets,
            },
            None => {
                if args.all_sheets
                    && args
                        .range
                        .iter()
                        .any(|r| !matches!(r, RangeSpec::Cells { sheet: None, .. }))
                {
                    anyhow::bail!(sudoku_i18n::tr!("usage-all-sheets-ranges"));
                }
                let auto = args
                    .range
                    .iter()
                    .any(|r| matches!(r, RangeSpec::Name(n) if n.eq_ignore_ascii_case("auto")));
                if auto && args.range.len() > 1 {
                    anyhow::bail!(sudoku_i18n::tr!("usage-auto-alone"));
                }
                // A jigsaw's regions are read at the grid's own range, which auto
                // cannot know before the grid is found.
                if auto && rules.regions.is_some() {
                    anyhow::bail!(sudoku_i18n::tr!(
                        "usage-auto-regions",
                        range = GridRange::sized(0, 0, rules.size.unwrap_or(9)).to_string()
                    ));
                }
                if let Some(n) = rules.size {
                    for r in &args.range {
                        if let RangeSpec::Cells { range, .. } = r {
                            if range.size != n {
                                anyhow::bail!(sudoku_i18n::tr!(
                                    "usage-range-size",
                                    range = r.to_string(),
                                    side = range.size,
                                    n = n
                                ));
                            }
                        }
                    }
                }
                if let Some(RangeSpec::Cells { range, .. }) = &rules.regions {
                    for r in &args.range {
                        if let RangeSpec::Cells { range: grid, .. } = r {
                            if grid.size != range.size {
                                anyhow::bail!(sudoku_i18n::tr!(
                                    "usage-regions-size",
                                    regions = rules
                                        .regions
                                        .as_ref()
                                        .map(|x| x.to_string())
                                        .unwrap_or_default(),
                                    side = range.size,
                                    range = r.to_string(),
                                    grid = grid.size
                                ));
                            }
                        }
                    }
                }
                Source::Grids {
                    sheet: args.sheet.clone(),
                    ranges: if args.range.is_empty() || auto {
                        vec![RangeSpec::Cells {
                            sheet: None,
                            range: rules.default_range(),
                        }]
                    } else {
                        args.range.clone()
                    },
                    all_sheets: args.all_sheets,
                    include_empty: args.include_empty,
                    auto,
                    exact: args.exact,
                }
            }
        };
        if let Some(r) = &args.report {
            report::ReportFormat::of(r)?;
        }
        let single = args.inputs.len() == 1 && found.len() == 1 && found[0].root.is_none();
        let shard = args.shard.or(args.shard_index).map(|s| {
            batch::shard::run_as(s);
            // One list: its rows are what there is to share.
            let split = if matches!(source, Source::List { .. }) && found.len() == 1 {
                batch::shard::split_rows(s);
                Split::Rows
            } else {
                Split::Files
            };
            (s, split)
        });
        // Workers given the same --report write different files.
        let report = match (&args.report, shard) {
            (Some(r), Some((s, _))) => Some(s.suffixed(r)),
            (r, _) => r.clone(),
        };
        Ok(InputPlan {
            found,
            source,
            report,
            force: args.run.force,
            quiet: args.run.quiet,
            threads: batch::threads(args.run.jobs),
            single,
            rules,
            time_limit: args
                .shape
                .time_limit
                .map_or(DEFAULT_TIME_LIMIT, Duration::from_secs_f64),
            shard,
        })
    }

    /// This worker's jobs of the whole plan `jobs` (one per input found, in order): with
    /// `--shard`, the files its shard holds, or, for a list split by rows, the list with
    /// its output named for the shard (`list.2-of-3.solved.xlsx`). `one_output` is true
    /// when `-o` names the output: refused for files, as a worker may hold none.
    pub fn shard_jobs(&self, jobs: Vec<Job>, one_output: bool) -> Result<Vec<Job>, anyhow::Error> {
        match self.shard {
            None => Ok(jobs),
            Some((s, Split::Files)) => {
                if one_output {
                    anyhow::bail!(sudoku_i18n::tr!(
                        "usage-shard-output",
                        shard = s.to_string()
                    ));
                }
                let mine = batch::shard::select(s, &self.found, jobs);
                if mine.is_empty() {
                    crate::messages::note(sudoku_i18n::tr!(
                        "note-empty-shard",
                        shard = s.to_string(),
                        count = self.found.len()
                    ));
                }
                Ok(mine)
            }
            Some((s, Split::Rows)) => Ok(jobs
                .into_iter()
                .map(|mut j| {
                    if !j.output.as_os_str().is_empty() {
                        j.output = s.suffixed(&j.output);
                    }
                    j
                })
                .collect()),
        }
    }

    /// The folders made under `--out-dir` that the run removes if it leaves them empty:
    /// none with `--shard`, where another worker may be about to write in them.
    pub fn folders_to_tidy(&self, created: Vec<PathBuf>) -> Vec<PathBuf> {
        if self.shard.is_some() {
            Vec::new()
        } else {
            created
        }
    }

    /// What this worker knows of the unsharded run, for its report's order columns;
    /// `None` without `--shard`.
    pub fn listing(&self) -> Option<crate::report_merge::Listing> {
        let (shard, split) = self.shard?;
        let list_sheets = match (&self.source, split) {
            (
                Source::List {
                    sheet, all_sheets, ..
                },
                Split::Rows,
            ) => {
                let path = &self.found[0].path;
                if is_text_list(path) || !*all_sheets {
                    Some(Vec::new())
                } else {
                    Some(
                        Workbook::open(path)
                            .ok()
                            .and_then(|wb| list_sheets(&wb, sheet.as_deref(), true).ok())
                            .unwrap_or_default(),
                    )
                }
            }
            _ => None,
        };
        Some(crate::report_merge::Listing {
            shard,
            files: self.found.iter().map(|f| f.path.clone()).collect(),
            list_sheets,
        })
    }

    /// Adds the shard's order columns to the report the run wrote (with `--shard`), and
    /// returns the exit status `reported` (how writing it went) becomes.
    pub fn stamp_report(&self, reported: ExitStatus, err: &mut dyn std::io::Write) -> ExitStatus {
        crate::report_merge::stamp_after_run(
            self.report.as_deref(),
            self.listing().as_ref(),
            reported,
            err,
        )
    }

    /// True when puzzles come from lists rather than grids.
    pub fn is_list(&self) -> bool {
        matches!(self.source, Source::List { .. })
    }

    /// Checks before any work that the report can be written: not over an input, not
    /// over an existing file without `--force`.
    pub fn check_report(&self) -> Result<(), Error> {
        if let Some(r) = &self.report {
            let inputs: Vec<&Path> = self.found.iter().map(|f| f.path.as_path()).collect();
            batch::check_output(r, &inputs, self.force)?;
        }
        Ok(())
    }
}

/// Reads every grid `source` asks for from `wb`: at the ranges given, each checked (unless
/// `--exact`) for being the grid's true place, or every grid found with `--range auto`.
/// A grid that cannot be used carries its reason; problems of the whole file end it.
///
/// In a workbook the tool wrote, a puzzle's grid is where the workbook records it (a
/// 16x16 at A1:P16 when the range asked for is A1:I9), and with `--all-sheets` the sheets
/// the tool added (Solutions, Booklet, Steps, Candidates, the answers) are passed over
/// with one note.
pub fn read_grids(wb: &mut Workbook, source: &Source) -> Result<Vec<GridRead>, WorkbookError> {
    let Source::Grids {
        sheet,
        ranges,
        all_sheets,
        auto,
        exact,
        ..
    } = source
    else {
        return Ok(Vec::new());
    };
    if *auto {
        // `ranges` holds the default range of the rules: its size is the grids' size.
        let n = match ranges.first() {
            Some(RangeSpec::Cells { range, .. }) => range.size,
            _ => 9,
        };
        if n == 9 {
            return wb.found_grids(sheet.as_deref(), *all_sheets);
        }
        let mut reads = Vec::new();
        for (on, range) in wb.found_squares(sheet.as_deref(), *all_sheets, n)? {
            let spec = RangeSpec::Cells { sheet: None, range };
            reads.extend(wb.grids(Some(&on), &[spec], false)?);
        }
        return Ok(reads);
    }
    let mut reads = if *all_sheets {
        let added = wb.added_sheets();
        let (skipped, kept): (Vec<_>, Vec<_>) = wb
            .sheets()
            .into_iter()
            .filter(|s| s.not_cells.is_none())
            .partition(|s| added.contains(&s.name));
        // The answers sheet is very hidden: no one who has not looked for it knows it.
        let names: Vec<String> = skipped
            .iter()
            .filter(|s| !s.hidden)
            .map(|s| quote_sheet(&s.name))
            .collect();
        if !names.is_empty() {
            crate::messages::note(sudoku_i18n::tr!(
                "note-added-sheets-passed",
                count = names.len(),
                sheets =
                    sudoku_i18n::list_in(sudoku_i18n::current(), &names, sudoku_i18n::Join::And)
            ));
        }
        let mut v = Vec::new();
        for s in kept {
            v.extend(wb.grids(Some(&s.name), ranges, false)?);
        }
        v
    } else {
        wb.grids(sheet.as_deref(), ranges, false)?
    };
    let recorded = wb.recorded_grids();
    let mut on_sheet: std::collections::HashMap<&str, Vec<&sudoku_workbook::recorded::Recorded>> =
        std::collections::HashMap::new();
    for r in &recorded {
        on_sheet.entry(r.sheet.as_str()).or_default().push(r);
    }
    for read in &mut reads {
        // The range asked for starts where a recorded grid of another size does: that
        // grid is meant (`hint`, `solve` and the others default to A1:I9).
        let Some(rec) = on_sheet.get(read.sheet.as_str()).and_then(|rs| {
            rs.iter().copied().find(|r| {
                (r.range.row, r.range.col) == (read.range.row, read.range.col)
                    && r.range.size != read.range.size
            })
        }) else {
            continue;
        };
        let spec = RangeSpec::Cells {
            sheet: None,
            range: rec.range,
        };
        if let Some(again) = wb.grids(Some(&rec.sheet), &[spec], false)?.pop() {
            *read = again;
        }
    }
    if !*exact {
        for read in &mut reads {
            let Ok(grid) = &read.grid else { continue };
            // The tool knows where the grids it wrote are.
            if wb.recorded_at(&read.sheet, read.range).is_some() {
                continue;
            }
            match wb.check_range(&read.sheet, read.range, grid.givens()) {
                Ok(()) => {}
                Err(
                    e @ (WorkbookError::NotTheGrid { .. }
                    | WorkbookError::EmptyRange { .. }
                    | WorkbookError::AmbiguousGrid { .. }
                    | WorkbookError::InTable { .. }),
                ) => read.grid = Err(e),
                Err(other) => return Err(other),
            }
        }
        if let [RangeSpec::Cells { sheet: None, range }] = ranges.as_slice() {
            if *range == GridRange::default() {
                for read in &mut reads {
                    point_elsewhere(wb, read)?;
                }
            }
        }
    }
    Ok(reads)
}

/// When the default range A1:I9 cannot be used (its cells are not digits, its givens
/// clash, it has no solution) and a grid was found elsewhere on the sheet, the refusal
/// says where: the user most likely typed the puzzle there.
fn point_elsewhere(wb: &mut Workbook, read: &mut GridRead) -> Result<(), WorkbookError> {
    let problem = match &read.grid {
        Err(e @ WorkbookError::BadCells { .. }) => e.to_string(),
        Ok(grid) => match sudoku_core::solve(grid) {
            Outcome::Conflicts(_) => sudoku_i18n::tr!(
                "problem-givens-clash",
                place = place(&read.sheet, &read.range.to_string())
            ),
            Outcome::NoSolution => sudoku_i18n::tr!(
                "problem-no-solution",
                place = place(&read.sheet, &read.range.to_string())
            ),
            _ => return Ok(()),
        },
        Err(_) => return Ok(()),
    };
    // A grid found anywhere else counts, even one the range cuts into (under a title in
    // A1, say): the range is not it.
    let here = read.range;
    let elsewhere = wb
        .find_grids(&read.sheet)?
        .grids
        .into_iter()
        .find(|f| GridRange::at(f.row, f.col) != here && !f.grid.is_full());
    if let Some(f) = elsewhere {
        read.grid = Err(WorkbookError::GridElsewhere {
            problem,
            sheet: read.sheet.clone(),
            grid: GridRange::at(f.row, f.col).to_string(),
        });
    }
    Ok(())
}

/// Reads a column letter (`C`, `aa`) as a zero-based column.
pub fn parse_column(text: &str) -> Result<u32, anyhow::Error> {
    let t = text.trim();
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_alphabetic()) {
        anyhow::bail!(sudoku_i18n::tr!(
            "usage-list-column",
            text = format!("{text:?}")
        ));
    }
    let (_, col) = parse_cell(&format!("{t}1")).context("--list")?;
    Ok(col)
}

/// The sheets a list is read from: every worksheet with `all_sheets`, else the chosen one.
pub fn list_sheets(
    wb: &Workbook,
    sheet: Option<&str>,
    all_sheets: bool,
) -> Result<Vec<String>, sudoku_workbook::Error> {
    if all_sheets {
        Ok(wb
            .sheets()
            .into_iter()
            .filter(|s| s.not_cells.is_none())
            .map(|s| s.name)
            .collect())
    } else {
        Ok(vec![wb.find_sheet(sheet)?])
    }
}

/// Where a list row is, as people count: `line 12` of a text list, `row 12` of a sheet.
pub fn row_place(row: &ListRow, text: bool) -> String {
    if text {
        format!("line {}", row.row)
    } else {
        format!("row {}", row.row + 1)
    }
}

/// A place on a sheet for messages: `'Week 12'!B6:J14` for cells, `'Week 12' row 3` for
/// a list row (a row is not a cell reference, so it takes no `!`), or the place alone
/// without a sheet.
pub fn on_sheet(sheet: &str, place: &str) -> String {
    // A report keeps `row 5` and `line 4` as they are (machines read them); people read
    // them in their language.
    let numbered = place
        .strip_prefix("row ")
        .map(|n| ("place-row", n))
        .or_else(|| place.strip_prefix("line ").map(|n| ("place-line", n)));
    let sheet_name = crate::messages::printable(&quote_sheet(sheet)).into_owned();
    match numbered {
        Some((id, n)) => {
            let words = sudoku_i18n::text(id, &[("n", n.into())]);
            if sheet.is_empty() {
                words
            } else {
                sudoku_i18n::tr!("place-sheet-row", sheet = sheet_name, place = words)
            }
        }
        None if sheet.is_empty() => place.to_string(),
        None => format!("{sheet_name}!{place}"),
    }
}

/// Streams every row of the puzzle list in `path` to `f` with the sheet it is on (empty
/// for a text list), until `f` returns false or the run is stopped; with a single list
/// split by `--shard`, only this worker's rows.
pub fn for_each_row(
    path: &Path,
    column: u32,
    sheet: Option<&str>,
    all_sheets: bool,
    f: &mut dyn FnMut(&str, ListRow) -> bool,
) -> Result<(), Error> {
    for_each_row_in(path, None, column, sheet, all_sheets, f)
}

/// [`for_each_row`] of a list that may be held in memory (`held`, its bytes; `path`
/// names it).
pub fn for_each_row_in(
    path: &Path,
    held: Option<&std::sync::Arc<[u8]>>,
    column: u32,
    sheet: Option<&str>,
    all_sheets: bool,
    f: &mut dyn FnMut(&str, ListRow) -> bool,
) -> Result<(), Error> {
    if is_text_list(path) {
        let reader: Box<dyn std::io::Read + '_> = match held {
            Some(bytes) => Box::new(&bytes[..]),
            None => Box::new(
                std::fs::File::open(path)
                    .map_err(WorkbookError::read)
                    .in_file(path)?,
            ),
        };
        for row in TextList::new(reader) {
            let row = row.in_file(path)?;
            // With a single list split by --shard, the rows of other workers are passed over.
            if !batch::shard::row_is_mine(u64::from(row.row)) {
                continue;
            }
            if !f("", row) || batch::stopped() {
                break;
            }
        }
        return Ok(());
    }
    let mut wb = match held {
        Some(bytes) => Workbook::from_bytes(bytes.clone()),
        None => Workbook::open(path),
    }
    .in_file(path)?;
    for name in list_sheets(&wb, sheet, all_sheets).in_file(path)? {
        let mut go_on = true;
        // Cells cut to fit a worksheet matter only to a copy, and none is written here.
        let _cut = read_rows(&mut wb, &name, column, &mut |row| {
            if !batch::shard::row_is_mine(u64::from(row.row) + 1) {
                return !batch::stopped();
            }
            go_on = f(&name, row) && !batch::stopped();
            go_on
        })
        .in_file(path)?;
        if !go_on {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn plan(args: &[&str]) -> Result<InputPlan, anyhow::Error> {
        let cli = crate::cli::Cli::try_parse_from(args).unwrap();
        match cli.command {
            crate::cli::Command::Rate(r) => InputPlan::from_args(&r.input),
            _ => unreachable!(),
        }
    }

    #[test]
    fn list_columns() {
        assert_eq!(parse_column("A").unwrap(), 0);
        assert_eq!(parse_column("c").unwrap(), 2);
        assert_eq!(parse_column("AA").unwrap(), 26);
        assert!(parse_column("C3").is_err());
        assert!(parse_column("").is_err());
        assert!(parse_column("ZZZZ").is_err());
    }

    #[test]
    fn the_source_follows_the_flags_and_the_files() {
        let dir = tempfile::tempdir().unwrap();
        let book = dir.path().join("b.xlsx");
        let text = dir.path().join("l.txt");
        std::fs::write(&book, b"x").unwrap();
        std::fs::write(&text, b"x").unwrap();
        let (book, text) = (book.to_str().unwrap(), text.to_str().unwrap());

        let p = plan(&["x", "rate", book]).unwrap();
        assert_eq!(
            p.source,
            Source::Grids {
                sheet: None,
                ranges: vec![RangeSpec::default()],
                all_sheets: false,
                include_empty: false,
                auto: false,
                exact: false,
            }
        );
        let p = plan(&["x", "rate", book, "--range", "AUTO"]).unwrap();
        assert!(matches!(p.source, Source::Grids { auto: true, .. }));
        let e = plan(&["x", "rate", book, "-r", "auto", "-r", "B2:J10"]).unwrap_err();
        assert!(e.to_string().contains("give it alone"), "{e}");
        assert!(p.single && !p.is_list());
        let p = plan(&["x", "rate", text]).unwrap();
        assert!(matches!(p.source, Source::List { column: 0, .. }));
        let p = plan(&["x", "rate", book, "--list", "C", "-s", "Two"]).unwrap();
        assert_eq!(
            p.source,
            Source::List {
                column: 2,
                sheet: Some("Two".into()),
                all_sheets: false
            }
        );
        let e = plan(&["x", "rate", book, "--all-sheets", "-r", "S!A1:I9"]).unwrap_err();
        assert!(
            e.to_string().contains("--all-sheets takes plain ranges"),
            "{e}"
        );
        let e = plan(&["x", "rate", book, "--report", "r.xml"]).unwrap_err();
        assert!(e.to_string().contains(".csv"), "{e}");
        let p = plan(&["x", "rate", book, book, "-j", "3"]).unwrap();
        assert_eq!((p.found.len(), p.single, p.threads), (1, false, 3));
    }

    #[test]
    fn places_as_people_count() {
        let row = ListRow {
            row: 4,
            cells: Vec::new(),
            entry: sudoku_core::puzzle_text::Entry::NotAPuzzle,
        };
        assert_eq!(row_place(&row, true), "line 4");
        assert_eq!(row_place(&row, false), "row 5");
        assert_eq!(on_sheet("Week 12", "row 5"), "'Week 12' row 5");
        assert_eq!(on_sheet("Week 12", "B6:J14"), "'Week 12'!B6:J14");
        assert_eq!(on_sheet("", "line 4"), "line 4");
    }
}
