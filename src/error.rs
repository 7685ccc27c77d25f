//! The command line's errors and exit status. A library error says what is wrong inside a
//! workbook; here it gets the file it happened in and the flag that fixes it, so every
//! message reads `FILE: what is wrong; what to do`.

use std::fmt;
use std::path::{Path, PathBuf};

use sudoku_i18n::tr;
use sudoku_workbook::error::quoted_list;
use sudoku_workbook::save::parent_dir;
use sudoku_workbook::Error as WorkbookError;

/// A problem with one file, as the user reads it.
#[derive(Debug)]
pub enum Error {
    /// Reading an input (or a folder of inputs) failed.
    Input {
        /// The file or folder.
        path: PathBuf,
        /// What is wrong with it.
        error: WorkbookError,
    },
    /// Writing an output failed, or it cannot be written.
    Output {
        /// The output file.
        path: PathBuf,
        /// What is wrong.
        error: WorkbookError,
    },
    /// The output would replace an input.
    OutputIsInput {
        /// The path.
        path: PathBuf,
    },
    /// An input that can be read but not used as asked, and why (with the flag to use).
    Unusable {
        /// The input.
        path: PathBuf,
        /// What is wrong and what to do.
        why: String,
    },
    /// A puzzle list in which not one puzzle was found.
    NoPuzzles {
        /// The input.
        path: PathBuf,
        /// The column searched, for a workbook; `None` for a text list.
        column: Option<u32>,
        /// The sheets searched.
        sheets: Vec<String>,
    },
}

impl std::error::Error for Error {}

impl Error {
    /// An error reading `path`.
    pub fn input(path: &Path, error: impl Into<WorkbookError>) -> Error {
        Error::Input {
            path: path.to_path_buf(),
            error: error.into(),
        }
    }

    /// An error writing `path`.
    pub fn output(path: &Path, error: impl Into<WorkbookError>) -> Error {
        Error::Output {
            path: path.to_path_buf(),
            error: error.into(),
        }
    }

    /// A write error for `path` with a description.
    pub fn write(path: &Path, detail: impl fmt::Display) -> Error {
        Error::output(path, WorkbookError::write(detail))
    }

    /// What is wrong, without the file name (for a report's message column).
    pub fn without_file(&self) -> String {
        match self {
            Error::Input { error, .. } => input_message(error),
            Error::Output { error, .. } => output_message(error),
            Error::OutputIsInput { .. } => tr!("cli-output-is-input"),
            Error::Unusable { why, .. } => why.clone(),
            Error::NoPuzzles { column: None, .. } => tr!("cli-no-puzzle-line"),
            Error::NoPuzzles {
                column: Some(column),
                sheets,
                ..
            } => tr!(
                "cli-no-puzzle-column",
                column = sudoku_workbook::address::column_name(*column),
                count = sheets.len(),
                sheets = quoted_list(sheets)
            ),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Output {
                path,
                error: WorkbookError::OutputFolderMissing,
            } => write!(
                f,
                "{}: {}",
                crate::messages::path(&parent_dir(path)),
                tr!("cli-folder-missing")
            ),
            Error::Input { path, .. }
            | Error::Output { path, .. }
            | Error::OutputIsInput { path }
            | Error::Unusable { path, .. }
            | Error::NoPuzzles { path, .. } => {
                write!(
                    f,
                    "{}: {}",
                    crate::messages::path(path),
                    self.without_file()
                )
            }
        }
    }
}

/// `FILE: what is wrong`, for a reading error the caller keeps (a grid's bad cells).
pub fn describe_input(path: &Path, e: &WorkbookError) -> String {
    format!("{}: {}", crate::messages::path(path), input_message(e))
}

/// Whether the range `grid` names is a 9x9 grid, which `--range auto` finds; grids of
/// other sizes are pointed at by their range alone.
fn nine(grid: &str) -> bool {
    sudoku_workbook::GridRange::parse(grid).is_ok_and(|r| r.is_nine())
}

/// A reading error in the command line's words: where a flag chooses what went wrong,
/// the message names it.
pub fn input_message(e: &WorkbookError) -> String {
    match e {
        WorkbookError::NotAWorksheet {
            sheet,
            kind,
            worksheets,
        } => tr!(
            "cli-not-a-worksheet",
            sheet = format!("{sheet:?}"),
            kind = sudoku_i18n::text(kind, &[]),
            worksheets = quoted_list(worksheets)
        ),
        WorkbookError::Range(_) | WorkbookError::NameNotFound { .. } => format!("--range {e}"),
        WorkbookError::TooMuchToCarry { .. } => tr!("cli-too-much", error = e.to_string()),
        WorkbookError::NotTheGrid { grid, .. } => {
            tr!("cli-not-the-grid", error = e.to_string(), grid = grid)
        }
        WorkbookError::EmptyRange { grids, .. } => {
            if nine(&grids[0]) {
                tr!(
                    "cli-empty-range-nine",
                    error = e.to_string(),
                    grid = &grids[0]
                )
            } else {
                tr!("cli-empty-range", error = e.to_string(), grid = &grids[0])
            }
        }
        WorkbookError::AmbiguousGrid { .. } => tr!("cli-ambiguous", error = e.to_string()),
        WorkbookError::InTable { .. } => tr!("cli-in-table", error = e.to_string()),
        WorkbookError::GridElsewhere { grid, .. } => {
            if nine(grid) {
                tr!(
                    "cli-grid-elsewhere-nine",
                    error = e.to_string(),
                    grid = grid
                )
            } else {
                tr!("cli-grid-elsewhere", error = e.to_string(), grid = grid)
            }
        }
        WorkbookError::NoGridFound { .. } | WorkbookError::NoSizedGridFound { .. } => {
            tr!("cli-no-grid", error = e.to_string())
        }
        WorkbookError::SheetMismatch {
            range,
            range_sheet,
            sheet,
        } => tr!(
            "cli-sheet-mismatch",
            range = format!("{range:?}"),
            range_sheet = format!("{range_sheet:?}"),
            sheet = format!("{sheet:?}")
        ),
        other => other.to_string(),
    }
}

/// A writing error in the command line's words.
fn output_message(e: &WorkbookError) -> String {
    match e {
        WorkbookError::OutputExists => tr!("cli-output-exists"),
        other => other.to_string(),
    }
}

/// Adds the file to a library result: `.in_file(path)` for reading, `.to_file(path)`
/// for writing.
pub trait InFile<T> {
    /// The error, if any, happened reading `path`.
    fn in_file(self, path: &Path) -> Result<T, Error>;
    /// The error, if any, happened writing `path`.
    fn to_file(self, path: &Path) -> Result<T, Error>;
}

impl<T, E: Into<WorkbookError>> InFile<T> for Result<T, E> {
    fn in_file(self, path: &Path) -> Result<T, Error> {
        self.map_err(|e| Error::input(path, e))
    }

    fn to_file(self, path: &Path) -> Result<T, Error> {
        self.map_err(|e| Error::output(path, e))
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
    /// A puzzle could not be decided within the time limit (`--time-limit`).
    Undecided,
    /// The run was interrupted (Ctrl-C or SIGTERM).
    Interrupted,
}

impl ExitStatus {
    /// The numeric code the process exits with.
    pub fn code(self) -> u8 {
        match self {
            ExitStatus::Success => 0,
            ExitStatus::Unsolvable => 1,
            ExitStatus::Unusable => 2,
            ExitStatus::Undecided => 3,
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
    use sudoku_workbook::{CellProblem, NotADigit};

    #[test]
    fn exit_codes_and_merge() {
        use ExitStatus::*;
        assert_eq!(
            [Success, Unsolvable, Unusable, Undecided, Interrupted].map(ExitStatus::code),
            [0, 1, 2, 3, 130]
        );
        assert_eq!(Unusable.merge(Undecided), Undecided);
        assert_eq!(Interrupted.merge(Undecided), Interrupted);
        assert_eq!(Success.merge(Unsolvable), Unsolvable);
        assert_eq!(Unusable.merge(Unsolvable), Unusable);
        assert_eq!(Unsolvable.merge(Success), Unsolvable);
        assert_eq!(Interrupted.merge(Unusable), Interrupted);
    }

    #[test]
    fn messages_name_file_sheet_cell_and_flag() {
        let e = Error::input(
            Path::new("p.xlsx"),
            WorkbookError::BadCells {
                problems: vec![CellProblem {
                    sheet: "Week 12".into(),
                    cell: "D5".into(),
                    what: NotADigit::Int(10),
                }],
            },
        );
        assert_eq!(
            e.to_string(),
            "p.xlsx: 1 cell of the range is not a digit 1-9 or blank:\n  'Week 12'!D5: 10 is not a digit 1-9"
        );
        let e = Error::input(
            Path::new("p.xlsx"),
            WorkbookError::SheetMismatch {
                range: "A!A1:I9".into(),
                range_sheet: "A".into(),
                sheet: "B".into(),
            },
        );
        assert!(
            e.to_string().starts_with("p.xlsx: --range \"A!A1:I9\""),
            "{e}"
        );
        assert!(e.to_string().contains("--sheet chooses \"B\""), "{e}");
        let e = Error::output(Path::new("out/x.xlsx"), WorkbookError::OutputExists);
        assert!(e.to_string().contains("use --force"), "{e}");
        let e = Error::output(
            Path::new("no/such/x.xlsx"),
            WorkbookError::OutputFolderMissing,
        );
        assert_eq!(
            e.to_string(),
            "no/such: the folder does not exist; create it first (only --out-dir is created for you)"
        );
        assert!(e.without_file().contains("folder does not exist"));
    }
}
