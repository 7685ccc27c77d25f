//! The command line as clap sees it. These types mirror the flags one to one; each
//! command turns them into its own checked configuration, so nothing below here sees clap.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::address::RangeSpec;

/// The exit status contract, shown in `--help` and README.
pub const EXIT_STATUS: &str = "\
Exit status:
  0    every puzzle was solved (a puzzle with several solutions counts as solved; one is shown)
  1    a puzzle cannot be solved: its givens break the rules, or no solution exists
  2    an input cannot be used (unreadable file, unknown format, missing sheet, bad range,
       bad cell values), an output cannot be written or already exists, or a usage error
  130  interrupted (Ctrl-C)
When several puzzles are processed, the highest status that applies is returned.";

/// Solve Sudoku puzzles typed into spreadsheets and write solved copies.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku-xlsx",
    version,
    about,
    after_help = EXIT_STATUS,
    propagate_version = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve the grid in a workbook and write a new, formatted workbook with the solution.
    #[command(after_help = SOLVE_HELP)]
    Solve(SolveArgs),
}

const SOLVE_HELP: &str = "\
The grid is 9x9 cells (A1:I9 unless --range says otherwise). A cell is empty when it is
blank, 0, or only spaces; a given is a whole number 1-9, as a number or as text. Anything
else is reported with its cell. The input file is never changed: the solution goes to a new
workbook, <input>.solved.xlsx beside the input unless -o says otherwise.

Examples:
  sudoku-xlsx solve puzzle.xlsx
  sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet \"Week 12\" --range B6:J14
  sudoku-xlsx solve book.ods --range Puzzle          (a defined name)
  sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
  sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
  sudoku-xlsx solve book.xlsx --all-sheets
  sudoku-xlsx solve library.xlsx --list C            (a puzzle list in column C)
  sudoku-xlsx solve collection.txt -o solutions.xlsx

Exit status:
  0 solved, 1 cannot be solved (conflicting givens or no solution),
  2 unusable input or output, or a usage error; 130 interrupted.";

/// How inputs are found and read; shared by `solve` and `rate`.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// Workbooks: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides, not the
    /// name); folders, searched recursively for workbooks; text puzzle lists (.txt, .sdm,
    /// .csv).
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// The sheet to read: a name, or a number counting from 1 [default: the first
    /// worksheet].
    #[arg(short, long, value_name = "NAME|N")]
    pub sheet: Option<String>,

    /// The 9x9 grid: a range such as B6:J14 (or 'Week 12'!B6:J14), or a name defined in
    /// the workbook. Repeat for several grids on one sheet [default: A1:I9].
    #[arg(short, long, value_name = "RANGE|NAME")]
    pub range: Vec<RangeSpec>,

    /// Read the grid range on every worksheet.
    #[arg(long, conflicts_with = "sheet")]
    pub all_sheets: bool,

    /// With --all-sheets, take grids that are entirely blank instead of skipping them.
    #[arg(long, requires = "all_sheets")]
    pub include_empty: bool,

    /// Read a puzzle list: one 81-character puzzle per row in this column (a letter such
    /// as C). Text files (.txt, .sdm, .csv) are read as lists too, one puzzle a line.
    #[arg(long, value_name = "COLUMN", conflicts_with = "range")]
    pub list: Option<String>,

    /// Write one line per grid or list row to this file: CSV or JSON, by its extension.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,

    /// How many files or puzzles to work on at once [default: the number of cores].
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,

    /// Replace output files (and the report) if they exist; an input is never replaced.
    #[arg(short, long)]
    pub force: bool,

    /// Print nothing when everything went well; problems are still reported.
    #[arg(short, long)]
    pub quiet: bool,
}

/// Flags of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// What to read.
    #[command(flatten)]
    pub input: InputArgs,

    /// Where to write the solved workbook, for a single input [default: <input
    /// stem>.solved.xlsx beside the input]. Its folder must exist. With a puzzle list, a
    /// name ending in .txt or .csv writes text instead.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Write outputs under this folder (created if missing), mirroring the input folders.
    #[arg(long, value_name = "DIR", conflicts_with = "output")]
    pub out_dir: Option<PathBuf>,

    /// Write only the solved grids. Without it the solved copy keeps every sheet and cell
    /// of the input (values, formulas, styles, merges, widths) around the grids.
    #[arg(long)]
    pub grid_only: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }

    #[test]
    fn ranges_are_checked_while_parsing() {
        let ok = Cli::try_parse_from(["sudoku-xlsx", "solve", "p.xlsx", "-r", "B6:J14"]);
        assert!(ok.is_ok());
        let bad = Cli::try_parse_from(["sudoku-xlsx", "solve", "p.xlsx", "-r", "A1:J10"]);
        let msg = bad.unwrap_err().to_string();
        assert!(msg.contains("10 rows by 10 columns"), "{msg}");
    }
}
