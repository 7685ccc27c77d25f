//! Everything that can make an input unusable, as one typed error, and the exit status
//! contract of the command line. Each message names the file and, where there is one, the
//! sheet and cell, and says what to do.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::address::{quote_sheet, AddressError};

/// One cell of a grid whose content is not a digit 1-9 or blank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellProblem {
    /// The sheet the cell is on.
    pub sheet: String,
    /// The cell in A1 style.
    pub cell: String,
    /// What the cell holds and why it is refused, e.g. `"x" is not a digit 1-9`.
    pub what: String,
}

impl fmt::Display for CellProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}!{}: {}",
            quote_sheet(&self.sheet),
            self.cell,
            self.what
        )
    }
}

fn lines<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(|p| format!("\n  {p}"))
        .collect::<Vec<_>>()
        .concat()
}

fn list(names: &[String]) -> String {
    if names.is_empty() {
        "(none)".to_string()
    } else {
        names
            .iter()
            .map(|n| format!("{n:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Why an input could not be used or an output could not be written. All of these mean
/// exit status 2.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The file could not be opened or read.
    #[error("{}: cannot read the file: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file is not a spreadsheet format the tool reads.
    #[error("{}: {what}; sudoku-xlsx reads .xlsx, .xlsm, .xltx, .xlsb, .xls and .ods workbooks", path.display())]
    UnknownFormat {
        /// The file.
        path: PathBuf,
        /// What it looks like instead.
        what: String,
    },
    /// The workbook is protected with a password.
    #[error("{}: the workbook is encrypted; save it without a password and try again", path.display())]
    Encrypted {
        /// The file.
        path: PathBuf,
    },
    /// The file claims to be a workbook but cannot be parsed.
    #[error("{}: the workbook is damaged and cannot be read ({detail}); open it in Excel or LibreOffice and save it again", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What the reader said.
        detail: String,
    },
    /// A part of the workbook is larger than the tool is willing to read.
    #[error("{}: {what} is too large to read safely ({detail})", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Which part.
        what: String,
        /// The figures.
        detail: String,
    },
    /// The workbook has no worksheet at all.
    #[error("{}: the workbook has no worksheet", path.display())]
    NoWorksheet {
        /// The file.
        path: PathBuf,
    },
    /// `--sheet` names a sheet the workbook does not have.
    #[error("{}: there is no sheet {wanted}; the workbook has {}", path.display(), list(available))]
    SheetNotFound {
        /// The file.
        path: PathBuf,
        /// What was asked for, as typed (quoted name or number).
        wanted: String,
        /// The sheets there are.
        available: Vec<String>,
    },
    /// The chosen sheet holds a chart, a macro or a dialog, not cells.
    #[error("{}: sheet {sheet:?} is a {kind}, not a worksheet with cells; choose another with --sheet (worksheets: {})", path.display(), list(worksheets))]
    NotAWorksheet {
        /// The file.
        path: PathBuf,
        /// The sheet.
        sheet: String,
        /// "chart sheet", "macro sheet", ...
        kind: &'static str,
        /// The sheets that are worksheets.
        worksheets: Vec<String>,
    },
    /// A `--range` that is not a usable 9x9 range (no file involved).
    #[error("--range {0}")]
    Range(#[from] AddressError),
    /// A defined name given to `--range` that the workbook does not define.
    #[error("{}: --range {name:?} is neither a range like A1:I9 nor a name defined in the workbook (defined names: {})", path.display(), list(available))]
    NameNotFound {
        /// The file.
        path: PathBuf,
        /// The name.
        name: String,
        /// The names the workbook defines.
        available: Vec<String>,
    },
    /// A defined name that does not refer to one 9x9 range on one sheet.
    #[error("{}: the name {name:?} refers to {refers:?}: {why}", path.display())]
    BadName {
        /// The file.
        path: PathBuf,
        /// The name.
        name: String,
        /// What it refers to.
        refers: String,
        /// Why that is not usable.
        why: String,
    },
    /// `--sheet` and a sheet named in `--range` disagree.
    #[error("{}: --range {range:?} is on sheet {range_sheet:?} but --sheet chooses {sheet:?}; drop one of them or make them agree", path.display())]
    SheetMismatch {
        /// The file.
        path: PathBuf,
        /// The range as typed.
        range: String,
        /// The sheet the range names.
        range_sheet: String,
        /// The sheet `--sheet` chose.
        sheet: String,
    },
    /// Two `--range`s share cells.
    #[error("{}: the grids {first} and {second} on sheet {sheet:?} share cells; give ranges that do not overlap", path.display())]
    OverlappingGrids {
        /// The file.
        path: PathBuf,
        /// The sheet.
        sheet: String,
        /// One grid.
        first: String,
        /// The other.
        second: String,
    },
    /// Cells in the grid hold something other than a digit 1-9 or blank.
    #[error("{}: {} in the grid {} not a digit 1-9 or blank:{}", path.display(), plural(problems.len(), "cell"), if problems.len() == 1 { "is" } else { "are" }, lines(problems))]
    BadCells {
        /// The file.
        path: PathBuf,
        /// Every offending cell.
        problems: Vec<CellProblem>,
    },
    /// The output file is already there.
    #[error("{}: the output file already exists; use --force to replace it, or -o to choose another name", path.display())]
    OutputExists {
        /// The output path.
        path: PathBuf,
    },
    /// The output would replace an input.
    #[error("{}: the output would replace the input file; choose another name with -o", path.display())]
    OutputIsInput {
        /// The path.
        path: PathBuf,
    },
    /// The folder for `-o` is not there.
    #[error("{}: the folder does not exist; create it first (only --out-dir is created for you)", path.display())]
    OutputFolderMissing {
        /// The folder.
        path: PathBuf,
    },
    /// Writing the output failed; nothing was left behind.
    #[error("{}: cannot write the output: {detail}", path.display())]
    Write {
        /// The output path.
        path: PathBuf,
        /// What went wrong.
        detail: String,
    },
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl Error {
    /// A read error for `path`.
    pub fn read(path: &Path, source: std::io::Error) -> Self {
        Error::Read {
            path: path.to_path_buf(),
            source,
        }
    }

    /// A damaged-workbook error for `path`.
    pub fn damaged(path: &Path, detail: impl fmt::Display) -> Self {
        Error::Damaged {
            path: path.to_path_buf(),
            detail: detail.to_string(),
        }
    }

    /// A write error for `path`.
    pub fn write(path: &Path, detail: impl fmt::Display) -> Self {
        Error::Write {
            path: path.to_path_buf(),
            detail: detail.to_string(),
        }
    }
}

/// The process exit status, a documented contract. Worse outcomes have larger values,
/// and a batch reports the worst it met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum ExitStatus {
    /// Everything was solved (uniquely, or one of several solutions shown).
    #[default]
    Success,
    /// A puzzle cannot be solved: its givens conflict or no solution exists.
    Unsolvable,
    /// An input could not be used, an output could not be written, or the command line
    /// was wrong.
    Unusable,
    /// The run was interrupted (Ctrl-C).
    Interrupted,
}

impl ExitStatus {
    /// The numeric code the process exits with.
    pub fn code(self) -> u8 {
        match self {
            ExitStatus::Success => 0,
            ExitStatus::Unsolvable => 1,
            ExitStatus::Unusable => 2,
            ExitStatus::Interrupted => 130,
        }
    }

    /// The worse of two statuses.
    pub fn merge(self, other: ExitStatus) -> ExitStatus {
        self.max(other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_and_merge() {
        use ExitStatus::*;
        assert_eq!(
            [Success, Unsolvable, Unusable, Interrupted].map(ExitStatus::code),
            [0, 1, 2, 130]
        );
        assert_eq!(Success.merge(Unsolvable), Unsolvable);
        assert_eq!(Unusable.merge(Unsolvable), Unusable);
        assert_eq!(Unsolvable.merge(Success), Unsolvable);
        assert_eq!(Interrupted.merge(Unusable), Interrupted);
    }

    #[test]
    fn messages_name_file_sheet_and_cell() {
        let e = Error::BadCells {
            path: "p.xlsx".into(),
            problems: vec![
                CellProblem {
                    sheet: "Sheet1".into(),
                    cell: "C4".into(),
                    what: "\"x\" is not a digit 1-9".into(),
                },
                CellProblem {
                    sheet: "Week 12".into(),
                    cell: "D5".into(),
                    what: "10 is not a digit 1-9".into(),
                },
            ],
        };
        assert_eq!(
            e.to_string(),
            "p.xlsx: 2 cells in the grid are not a digit 1-9 or blank:\n  Sheet1!C4: \"x\" is not a digit 1-9\n  'Week 12'!D5: 10 is not a digit 1-9"
        );
        let e = Error::SheetNotFound {
            path: "p.xlsx".into(),
            wanted: "\"Week 3\"".into(),
            available: vec!["Sheet1".into(), "Week 12".into()],
        };
        assert_eq!(
            e.to_string(),
            "p.xlsx: there is no sheet \"Week 3\"; the workbook has \"Sheet1\", \"Week 12\""
        );
    }
}
