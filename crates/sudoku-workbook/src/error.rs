//! Everything that can make a workbook unusable or an output unwritable, as one typed
//! error. Messages name the sheet and cell where there is one; the file and the command
//! line's advice (which flag to use) are added by whoever called, who knows both.

use std::fmt;

use sudoku_i18n::tr;

use crate::address::{printable, quote_sheet, AddressError};

/// Why the content of one grid cell is not a digit 1-9 or blank.
#[derive(Debug, Clone, PartialEq)]
pub enum NotADigit {
    /// A formula whose saved result is empty (the workbook was never recalculated); the
    /// formula, shortened.
    FormulaWithoutResult(String),
    /// A whole number outside 0-9.
    Int(i64),
    /// A number with a fraction, or outside 0-9.
    Float(f64),
    /// TRUE or FALSE.
    Bool(bool),
    /// A duration.
    Duration,
    /// A date or a time of day.
    DateTime,
    /// An error value such as `#N/A`.
    ErrorValue(String),
    /// Text that is not a digit, shortened to 40 characters.
    Text {
        /// The text, shortened.
        text: String,
        /// Whether it is one full-width digit (typed with an East Asian input method).
        full_width: bool,
    },
    /// Merged cells overlap the grid.
    Merged,
    /// A value that is no symbol of an N x N grid of another size than 9 (see
    /// [`crate::general`]): the value as shown, the size, and whether hex symbols were
    /// asked for.
    NotASymbol {
        /// The value, e.g. `17` or `the text "Z"`.
        shown: String,
        /// Cells a side.
        n: u8,
        /// `--symbols hex`.
        hex: bool,
    },
    /// A blank cell in a range of jigsaw region labels.
    NoRegion,
}

impl NotADigit {
    /// Whether the cell holds pencil marks: two to nine digits 1-9 in one cell, as a number
    /// (`147`) or as text, which a playable sheet lets a player type.
    pub fn is_pencil_marks(&self) -> bool {
        let marks =
            |t: &str| (2..=9).contains(&t.len()) && t.bytes().all(|b| (b'1'..=b'9').contains(&b));
        match self {
            NotADigit::Int(n) => marks(&n.to_string()),
            NotADigit::Float(f) => {
                f.fract() == 0.0 && *f > 9.0 && *f < 1e9 && marks(&(*f as u64).to_string())
            }
            NotADigit::Text { text, .. } => marks(text.trim()),
            _ => false,
        }
    }
}

fn show_number(f: f64) -> String {
    if f.is_finite() && f.abs() < 1e15 {
        format!("{f}")
    } else {
        format!("{f:e}")
    }
}

impl fmt::Display for NotADigit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let not = |value: String| tr!("not-digit", value = value);
        let text = match self {
            NotADigit::FormulaWithoutResult(formula) => {
                tr!("not-digit-formula", formula = formula)
            }
            NotADigit::Int(n) => not(n.to_string()),
            NotADigit::Float(x) => not(show_number(*x)),
            NotADigit::Bool(b) => not(tr!(
                "value-logical",
                text = if *b { "TRUE" } else { "FALSE" }
            )),
            NotADigit::Duration => not(tr!("value-duration")),
            NotADigit::DateTime => not(tr!("value-date")),
            NotADigit::ErrorValue(e) => not(tr!("value-error", text = e)),
            NotADigit::Text { text, full_width } => {
                let value = tr!("value-text", text = format!("{text:?}"));
                if *full_width {
                    tr!("not-digit-full-width", value = value)
                } else {
                    not(value)
                }
            }
            NotADigit::Merged => tr!("not-digit-merged"),
            NotADigit::NotASymbol { shown, n, hex } => {
                let allowed = match (*hex, *n) {
                    (true, _) => tr!("symbols-hex"),
                    (false, n @ ..=9) => tr!("symbols-digits", n = n),
                    (false, n) => tr!("symbols-letters", n = n, last = (b'A' + n - 10) as char),
                };
                tr!("not-symbol", value = shown, n = *n, allowed = allowed)
            }
            NotADigit::NoRegion => tr!("no-region"),
        };
        f.write_str(&text)
    }
}

/// The message of [`Error::BadCells`]: its first line says what the cells should hold,
/// which depends on whether they are a 9x9 grid, a grid of another size, or region labels.
fn bad_cells(problems: &[CellProblem]) -> String {
    let count = problems.len();
    let general = |p: &CellProblem| matches!(p.what, NotADigit::NotASymbol { .. });
    let heading = if problems.iter().all(|p| p.what == NotADigit::NoRegion) {
        tr!("cells-no-region", count = count)
    } else if problems.iter().any(general) {
        tr!("cells-not-symbols", count = count)
    } else {
        tr!("cells-not-digits", count = count)
    };
    format!("{heading}{}", lines(problems))
}

/// One cell of a grid whose content is not a digit 1-9 or blank.
#[derive(Debug, Clone, PartialEq)]
pub struct CellProblem {
    /// The sheet the cell is on.
    pub sheet: String,
    /// The cell in A1 style.
    pub cell: String,
    /// What the cell holds and why it is refused.
    pub what: NotADigit,
}

impl fmt::Display for CellProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}!{}: {}",
            printable(&quote_sheet(&self.sheet)),
            self.cell,
            self.what
        )
    }
}

fn lines<T: fmt::Display>(items: &[T]) -> String {
    items.iter().map(|p| format!("\n  {p}")).collect()
}

/// Names as a comma-separated list of quoted strings, `(none)` when there are none: how
/// messages list sheets and defined names.
///
/// ```
/// use sudoku_workbook::error::quoted_list;
///
/// assert_eq!(quoted_list(&["Sheet1".into(), "Week 12".into()]), "\"Sheet1\", \"Week 12\"");
/// assert_eq!(quoted_list(&[]), "(none)");
/// ```
pub fn quoted_list(names: &[String]) -> String {
    if names.is_empty() {
        tr!("list-none")
    } else {
        few(&names.iter().map(|n| format!("{n:?}")).collect::<Vec<_>>())
    }
}

/// How many items a message lists before it counts the rest: a sheet of 40,000 grids
/// or a workbook of 10,000 sheets still makes a line a person can read.
pub const LISTED: usize = 8;

/// `a, b, c`, or the first [`LISTED`] and `and N more`.
pub fn few(items: &[String]) -> String {
    let shown = items[..items.len().min(LISTED)].join(", ");
    match items.len().saturating_sub(LISTED) {
        0 => shown,
        more => tr!("list-more", shown = shown, count = more),
    }
}

#[cfg(test)]
#[test]
fn long_lists_are_cut_with_a_count() {
    let many: Vec<String> = (0..40_000).map(|k| format!("A{k}")).collect();
    let line = Error::EmptyRange {
        sheet: "S".into(),
        range: "A1:I9".into(),
        grids: many.clone(),
    }
    .to_string();
    assert!(line.ends_with("A7 and 39992 more"), "{line}");
    assert_eq!(quoted_list(&many[..2]), "\"A0\", \"A1\"");
}

/// The message `id` with no variables: how a sheet's kind (`sheet-chart`) is named.
fn tr_id(id: &str) -> String {
    sudoku_i18n::text(id, &[])
}

/// Why a file could not be read, in the user's words where the reason is a common one.
fn read_message(e: &std::io::Error) -> String {
    let detail = match e.kind() {
        std::io::ErrorKind::NotFound => tr!("io-not-found"),
        std::io::ErrorKind::PermissionDenied => tr!("io-permission"),
        _ => e.to_string(),
    };
    tr!("error-read", detail = detail)
}

/// Why a workbook could not be used or an output could not be written.
///
/// The messages say what is wrong in the workbook's own terms (sheets, cells, names); they
/// do not name the file, which the caller adds.
///
/// ```
/// use sudoku_workbook::Error;
///
/// let e = Error::SheetNotFound {
///     wanted: "\"Week 3\"".into(),
///     available: vec!["Sheet1".into()],
/// };
/// assert_eq!(e.to_string(), "there is no sheet \"Week 3\"; the workbook has \"Sheet1\"");
/// ```
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The file could not be opened or read.
    #[error("{}", read_message(.0))]
    Read(#[source] std::io::Error),
    /// The file is not a spreadsheet format the crate reads.
    #[error("{}", tr!("error-unknown-format", what = what))]
    UnknownFormat {
        /// What it looks like instead.
        what: String,
    },
    /// The workbook is protected with a password.
    #[error("{}", tr!("error-encrypted"))]
    Encrypted,
    /// The file claims to be a workbook but cannot be parsed.
    #[error("{}", tr!("error-damaged", detail = detail))]
    Damaged {
        /// What the reader said.
        detail: String,
    },
    /// A part of the workbook is larger than the crate is willing to read.
    #[error("{}", tr!("error-too-large", what = what, detail = detail))]
    TooLarge {
        /// Which part.
        what: String,
        /// The figures.
        detail: String,
    },
    /// The rest of the workbook is more than a copy carries.
    #[error("{}", tr!("error-too-much-to-carry", mib = bytes >> 20, limit = limit >> 20))]
    TooMuchToCarry {
        /// Unpacked bytes of the sheets to carry.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
    /// The copy would hold more cell formats than Excel opens.
    #[error("{}", tr!("error-too-many-formats", formats = *formats, most = crate::package::styles::MAX_CELL_FORMATS, have = *have))]
    TooManyFormats {
        /// The cell formats the copy would have.
        formats: usize,
        /// The cell formats the workbook has.
        have: usize,
    },
    /// The workbook has no worksheet at all.
    #[error("{}", tr!("error-no-worksheet"))]
    NoWorksheet,
    /// The sheet asked for is not in the workbook.
    #[error(
        "{}",
        tr!("error-sheet-not-found", wanted = wanted, sheets = quoted_list(available))
    )]
    SheetNotFound {
        /// What was asked for, as typed (quoted name or number).
        wanted: String,
        /// The sheets there are.
        available: Vec<String>,
    },
    /// The chosen sheet holds a chart, a macro or a dialog, not cells.
    #[error(
        "{}",
        tr!(
            "error-not-a-worksheet",
            sheet = format!("{sheet:?}"),
            kind = tr_id(kind),
            worksheets = quoted_list(worksheets)
        )
    )]
    NotAWorksheet {
        /// The sheet.
        sheet: String,
        /// "chart sheet", "macro sheet", ...
        kind: &'static str,
        /// The sheets that are worksheets.
        worksheets: Vec<String>,
    },
    /// A range that is not a usable 9x9 range.
    #[error(transparent)]
    Range(#[from] AddressError),
    /// A name that the workbook does not define.
    #[error("{}", tr!("error-name-not-found", name = format!("{name:?}"), names = quoted_list(available)))]
    NameNotFound {
        /// The name.
        name: String,
        /// The names the workbook defines.
        available: Vec<String>,
    },
    /// A defined name that does not refer to one 9x9 range on one sheet.
    #[error("{}", tr!("error-bad-name", name = format!("{name:?}"), refers = format!("{refers:?}"), why = why))]
    BadName {
        /// The name.
        name: String,
        /// What it refers to.
        refers: String,
        /// Why that is not usable.
        why: String,
    },
    /// The sheet chosen and the sheet a range names disagree.
    #[error("{}", tr!("error-sheet-mismatch", range = format!("{range:?}"), range_sheet = format!("{range_sheet:?}"), sheet = format!("{sheet:?}")))]
    SheetMismatch {
        /// The range as typed.
        range: String,
        /// The sheet the range names.
        range_sheet: String,
        /// The sheet chosen.
        sheet: String,
    },
    /// Two grids share cells.
    #[error("{}", tr!("error-overlapping", first = first, second = second, sheet = format!("{sheet:?}")))]
    OverlappingGrids {
        /// The sheet.
        sheet: String,
        /// One grid.
        first: String,
        /// The other.
        second: String,
    },
    /// Cells of the range read (the grid, or the range given) hold something other than a
    /// digit 1-9 or blank.
    #[error("{}", bad_cells(problems))]
    BadCells {
        /// Every offending cell.
        problems: Vec<CellProblem>,
    },
    /// A grid of another size than 9x9 given to something that reads 9x9 grids only.
    #[error(
        "{}",
        tr!(
            "error-not-nine",
            place = crate::address::place(sheet, range),
            size = *size,
            what = what
        )
    )]
    NotNine {
        /// The sheet.
        sheet: String,
        /// The range.
        range: String,
        /// Cells a side.
        size: u8,
        /// What refused it, e.g. `play`.
        what: String,
    },
    /// A grid whose rules cannot be set up: a box shape that does not fit its size, or
    /// jigsaw regions that are not N regions of N cells.
    #[error("{place}: {reason}")]
    Rules {
        /// The grid or the regions range, as `Sheet1!A1:I9`.
        place: String,
        /// What is wrong and what to do.
        reason: String,
    },
    /// A range that looks like a shifted or partial view of a grid nearby.
    #[error(
        "{}",
        tr!(
            "error-not-the-grid",
            place = crate::address::place(sheet, range),
            grid = crate::address::place(sheet, grid),
            evidence = evidence
        )
    )]
    NotTheGrid {
        /// The sheet.
        sheet: String,
        /// The range given.
        range: String,
        /// The grid found.
        grid: String,
        /// Which digits the range leaves out, and where.
        evidence: String,
    },
    /// An empty range while the sheet's puzzle is elsewhere.
    #[error(
        "{}",
        tr!(
            "error-empty-range",
            place = crate::address::place(sheet, range),
            grids = few(grids)
        )
    )]
    EmptyRange {
        /// The sheet.
        sheet: String,
        /// The range given.
        range: String,
        /// The grids found on the sheet.
        grids: Vec<String>,
    },
    /// Digits that can be read as a grid in two places.
    #[error(
        "{}",
        tr!(
            "error-ambiguous",
            place = crate::address::place(sheet, range),
            also = few(also)
        )
    )]
    AmbiguousGrid {
        /// The sheet.
        sheet: String,
        /// One reading.
        range: String,
        /// The others.
        also: Vec<String>,
    },
    /// The range read (the default one, A1:I9) cannot be used, and a grid was found
    /// elsewhere on the sheet: most likely the one meant.
    #[error(
        "{}",
        tr!(
            "error-grid-elsewhere",
            problem = problem,
            grid = crate::address::place(sheet, grid)
        )
    )]
    GridElsewhere {
        /// What is wrong at the range, in full.
        problem: String,
        /// The sheet.
        sheet: String,
        /// The grid found, e.g. `B3:J11`.
        grid: String,
    },
    /// A range inside a table of numbers, where nearly every 9x9 block could be read as
    /// a grid: no puzzle can be told from its neighbours there.
    #[error("{}", tr!("error-in-table", place = crate::address::place(sheet, range)))]
    InTable {
        /// The sheet.
        sheet: String,
        /// The range given.
        range: String,
    },
    /// No grid was found.
    #[error("{}", tr!("error-no-grid", count = sheets.len(), sheets = quoted_list(sheets)))]
    NoGridFound {
        /// The sheets searched.
        sheets: Vec<String>,
    },
    /// No grid of the size asked for was found (`--range auto` with another size).
    #[error("{}", tr!("error-no-sized-grid", size = *size, count = sheets.len(), sheets = quoted_list(sheets)))]
    NoSizedGridFound {
        /// The size asked for.
        size: u8,
        /// The sheets searched.
        sheets: Vec<String>,
    },
    /// The output file is already there and was not to be replaced.
    #[error("{}", tr!("error-output-exists"))]
    OutputExists,
    /// The folder the output goes into is not there.
    #[error("{}", tr!("error-output-folder-missing"))]
    OutputFolderMissing,
    /// Writing the output failed; nothing was left behind.
    #[error("{}", tr!("error-write", detail = detail))]
    Write {
        /// What went wrong.
        detail: String,
    },
}

impl Error {
    /// [`Error::NotNine`] for the grid at `range` on `sheet`.
    pub fn not_nine(sheet: &str, range: crate::GridRange, what: &str) -> Error {
        Error::NotNine {
            sheet: sheet.to_string(),
            range: range.to_string(),
            size: range.size,
            what: what.to_string(),
        }
    }

    /// A read error.
    pub fn read(source: std::io::Error) -> Self {
        Error::Read(source)
    }

    /// A damaged-workbook error.
    pub fn damaged(detail: impl fmt::Display) -> Self {
        Error::Damaged {
            detail: detail.to_string(),
        }
    }

    /// A write error.
    pub fn write(detail: impl fmt::Display) -> Self {
        Error::Write {
            detail: detail.to_string(),
        }
    }

    /// True for the errors of writing an output, false for those of reading an input.
    pub fn is_output(&self) -> bool {
        matches!(
            self,
            Error::OutputExists | Error::OutputFolderMissing | Error::Write { .. }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_sheet_and_cell_but_no_file() {
        let e = Error::BadCells {
            problems: vec![
                CellProblem {
                    sheet: "Sheet1".into(),
                    cell: "C4".into(),
                    what: NotADigit::Text {
                        text: "x".into(),
                        full_width: false,
                    },
                },
                CellProblem {
                    sheet: "Week 12".into(),
                    cell: "D5".into(),
                    what: NotADigit::Int(10),
                },
            ],
        };
        assert_eq!(
            e.to_string(),
            "2 cells of the range are not a digit 1-9 or blank:\n  Sheet1!C4: the text \"x\" is not a digit 1-9\n  'Week 12'!D5: 10 is not a digit 1-9"
        );
        assert!(!e.is_output());
        assert!(Error::OutputExists.is_output());
    }

    #[test]
    fn values_that_are_not_digits() {
        assert_eq!(NotADigit::Float(3.5).to_string(), "3.5 is not a digit 1-9");
        assert_eq!(
            NotADigit::Float(1e300).to_string(),
            "1e300 is not a digit 1-9"
        );
        assert_eq!(
            NotADigit::Bool(true).to_string(),
            "the logical value TRUE is not a digit 1-9"
        );
        assert!(NotADigit::Text {
            text: "５".into(),
            full_width: true
        }
        .to_string()
        .contains("full-width"));
    }
}
