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

Exit status:
  0 solved, 1 cannot be solved (conflicting givens or no solution),
  2 unusable input or output, or a usage error; 130 interrupted.";

/// Flags of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Workbooks to solve: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides,
    /// not the name).
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// Where to write the solved workbook [default: <input stem>.solved.xlsx beside the
    /// input]. Its folder must exist.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// The sheet to read: a name, or a number counting from 1 [default: the first
    /// worksheet].
    #[arg(short, long, value_name = "NAME|N")]
    pub sheet: Option<String>,

    /// The 9x9 grid: a range such as B6:J14 (or 'Week 12'!B6:J14), or a name defined in
    /// the workbook. Repeat for several grids on one sheet [default: A1:I9].
    #[arg(short, long, value_name = "RANGE|NAME")]
    pub range: Vec<RangeSpec>,

    /// Replace the output file if it exists (the input is never replaced).
    #[arg(short, long)]
    pub force: bool,

    /// Print nothing when everything is solved; problems are still reported.
    #[arg(short, long)]
    pub quiet: bool,
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
