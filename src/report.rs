//! What a run did, grid by grid: the per-grid status words, the counts in the closing
//! summary, and the `--report` file (CSV or JSON, chosen by the file's extension).

use std::borrow::Cow;
use std::io::Write;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;

use sudoku_core::{Outcome, Solutions};
use sudoku_workbook::save::save_atomic;

use crate::error::{Error, ExitStatus, InFile};

/// The status of one grid or list row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// One solution.
    Solved,
    /// Several solutions; one shown.
    Multiple,
    /// No solution.
    NoSolution,
    /// Givens that break the rules, cells that are not digits, a broken puzzle line.
    Invalid,
    /// Left alone on purpose (an empty grid with `--all-sheets`).
    Skipped,
    /// The file could not be read or written.
    Error,
    /// The solver could not decide the puzzle within the time limit.
    Undecided,
}

impl Status {
    /// The status of a puzzle with this outcome (clashing givens are invalid).
    pub fn of(outcome: &Outcome) -> Status {
        match outcome {
            Outcome::Unique(_) => Status::Solved,
            Outcome::Multiple(_) => Status::Multiple,
            Outcome::NoSolution => Status::NoSolution,
            Outcome::Conflicts(_) => Status::Invalid,
        }
    }

    /// The exit status an outcome calls for: 0 when a solution can be shown, 1 when not.
    pub fn exit_of(outcome: &Outcome) -> ExitStatus {
        if outcome.is_solved() {
            ExitStatus::Success
        } else {
            ExitStatus::Unsolvable
        }
    }

    /// The word shown in reports and list columns.
    pub fn word(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::Multiple => "multiple solutions",
            Status::NoSolution => "no solution",
            Status::Invalid => "invalid",
            Status::Skipped => "skipped",
            Status::Error => "error",
            Status::Undecided => "undecided",
        }
    }
}

/// One line of the report. A report keeps every row until the end of the run, so the
/// texts that repeat from row to row (file, sheet, output, the common status words) are
/// shared rather than copied: a list of a million puzzles took 470 bytes a row with a
/// `String` each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// The input file.
    pub file: Arc<str>,
    /// The sheet, if any.
    pub sheet: Arc<str>,
    /// The grid's range (`A1:I9`) or the list row (`row 12`, `line 12`).
    pub place: String,
    /// What happened.
    #[serde(serialize_with = "status_word")]
    pub status: Status,
    /// How many givens the puzzle has (0 when it could not be read).
    pub givens: usize,
    /// Solutions found: 0, 1, or 2 meaning two or more; empty (JSON `null`) when the
    /// puzzle could not be read.
    pub solutions: Option<u8>,
    /// The output file, empty when none was written.
    pub output: Arc<str>,
    /// Details: the status line, or what is wrong.
    pub message: Cow<'static, str>,
}

/// The `solutions` column of a puzzle with this outcome.
pub fn solutions_of(outcome: &Outcome) -> Option<u8> {
    solutions_column(outcome.solutions())
}

/// The `solutions` column for a count.
pub fn solutions_column(s: Solutions) -> Option<u8> {
    Some(s.count())
}

fn status_word<S: serde::Serializer>(status: &Status, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(status.word())
}

/// Counts of each status, the exit status they call for, and the run time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Solved uniquely.
    pub solved: u64,
    /// Solved, with several solutions.
    pub multiple: u64,
    /// No solution.
    pub no_solution: u64,
    /// Invalid puzzles.
    pub invalid: u64,
    /// Skipped grids.
    pub skipped: u64,
    /// Files that could not be read or written.
    pub errors: u64,
    /// Puzzles the solver could not decide in time.
    pub undecided: u64,
    /// Output files written.
    pub written: u64,
    /// The worst outcome so far.
    pub exit: ExitStatus,
}

impl Tally {
    /// Counts one status, with the exit status it calls for.
    pub fn count(&mut self, status: Status, exit: ExitStatus) {
        match status {
            Status::Solved => self.solved += 1,
            Status::Multiple => self.multiple += 1,
            Status::NoSolution => self.no_solution += 1,
            Status::Invalid => self.invalid += 1,
            Status::Skipped => self.skipped += 1,
            Status::Error => self.errors += 1,
            Status::Undecided => self.undecided += 1,
        }
        self.exit = self.exit.merge(exit);
    }

    /// Adds another tally into this one.
    pub fn add(&mut self, o: &Tally) {
        self.solved += o.solved;
        self.multiple += o.multiple;
        self.no_solution += o.no_solution;
        self.invalid += o.invalid;
        self.skipped += o.skipped;
        self.errors += o.errors;
        self.undecided += o.undecided;
        self.written += o.written;
        self.exit = self.exit.merge(o.exit);
    }

    /// Everything that failed: no solution, invalid, error, undecided.
    pub fn failed(&self) -> u64 {
        self.no_solution + self.invalid + self.errors + self.undecided
    }

    /// The closing summary line; puzzles left undecided are named only when there are
    /// some.
    pub fn summary(&self, elapsed: Duration) -> String {
        let lang = sudoku_i18n::current();
        let line = sudoku_i18n::tr!(
            "summary",
            solved = self.solved,
            several = self.multiple,
            none = self.no_solution,
            invalid = self.invalid,
            skipped = self.skipped,
            errors = self.errors,
            written = self.written,
            seconds = sudoku_i18n::decimal(lang, elapsed.as_secs_f64(), 2)
        );
        match self.undecided {
            0 => line,
            k => sudoku_i18n::tr!("summary-undecided", count = k, rest = line),
        }
    }
}

/// A report named with an extension that says neither CSV nor JSON.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", sudoku_i18n::tr!("error-report-name", file = .0.display().to_string()))]
pub struct ReportNameError(pub std::path::PathBuf);

/// The report formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportFormat {
    /// Comma-separated, with a header line.
    Csv,
    /// One JSON array of objects.
    Json,
}

impl ReportFormat {
    /// Chooses by the extension of `path`: `.json` is JSON, `.csv` is CSV; anything else is
    /// refused so that a typo does not silently produce the wrong format.
    pub fn of(path: &Path) -> Result<ReportFormat, ReportNameError> {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(|e| e.to_ascii_lowercase())
            .as_deref()
        {
            Some("csv") => Ok(ReportFormat::Csv),
            Some("json") => Ok(ReportFormat::Json),
            _ => Err(ReportNameError(path.to_path_buf())),
        }
    }
}

/// Writes the run's report to `path` when one was asked for, says so on `out` unless
/// `quiet`, and returns the exit status the writing calls for: a report that cannot be
/// written is reported on `err` and makes the run unusable.
pub fn finish<T: ReportRow + Clone>(
    path: Option<&Path>,
    rows: &[T],
    force: bool,
    quiet: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> ExitStatus {
    let Some(path) = path else {
        return ExitStatus::Success;
    };
    announce(path, write(path, rows, force), quiet, out, err)
}

/// Says how writing the report at `path` went, and returns the exit status that calls
/// for: a report that cannot be written makes the run unusable.
pub fn announce(
    path: &Path,
    written: Result<(), crate::error::Error>,
    quiet: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> ExitStatus {
    match written {
        Ok(()) => {
            if !quiet {
                let _ = writeln!(
                    out,
                    "{}",
                    sudoku_i18n::tr!("wrote-report", path = crate::messages::path(path))
                );
            }
            ExitStatus::Success
        }
        Err(e) => {
            crate::messages::print_error(err, e);
            ExitStatus::Unusable
        }
    }
}

/// Ends a run of `jobs` files that did `done` of them: after an interruption, says so
/// with the counts so far and returns 130; else prints the summary (when `summary`) and
/// returns the worst status met.
pub fn close_run(
    tally: &Tally,
    interrupted: bool,
    done: usize,
    jobs: usize,
    started: sudoku_core::time::Instant,
    summary: bool,
    err: &mut dyn Write,
) -> ExitStatus {
    if interrupted {
        crate::messages::print_error(
            err,
            format!(
                "{}; {}",
                sudoku_i18n::tr!("interrupted", done = done, total = jobs),
                tally.summary(started.elapsed())
            ),
        );
        return ExitStatus::Interrupted;
    }
    if summary && !crate::messages::pipe_closed() {
        let _ = writeln!(err, "{}", tally.summary(started.elapsed()));
    }
    tally.exit
}

/// A text field as a CSV report holds it: one that a spreadsheet would take for a formula
/// (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return, as OWASP lists) gets a
/// leading `'`, so that opening the report never runs what a sheet or file name says.
pub fn csv_text(text: &str) -> Cow<'_, str> {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}

fn csv_arc(text: &Arc<str>) -> Arc<str> {
    match csv_text(text) {
        Cow::Borrowed(_) => Arc::clone(text),
        Cow::Owned(s) => s.into(),
    }
}

/// A report row, with its text fields made safe for a CSV report.
pub trait ReportRow: Serialize {
    /// The row with every text field passed through [`csv_text`]; borrowed when none
    /// needs it (nearly always).
    fn for_csv(&self) -> Cow<'_, Self>
    where
        Self: Clone;
}

impl ReportRow for Row {
    fn for_csv(&self) -> Cow<'_, Row> {
        let texts = [
            &*self.file,
            &*self.sheet,
            &self.place,
            &*self.output,
            &self.message,
        ];
        if texts
            .iter()
            .all(|t| matches!(csv_text(t), Cow::Borrowed(_)))
        {
            return Cow::Borrowed(self);
        }
        Cow::Owned(Row {
            file: csv_arc(&self.file),
            sheet: csv_arc(&self.sheet),
            place: csv_text(&self.place).into_owned(),
            output: csv_arc(&self.output),
            message: Cow::Owned(csv_text(&self.message).into_owned()),
            ..self.clone()
        })
    }
}

/// Writes `rows` to `path` (atomically, replacing an older report only with `force`):
/// CSV with a header of the field names, or a JSON array of objects.
pub fn write<T: ReportRow + Clone>(path: &Path, rows: &[T], force: bool) -> Result<(), Error> {
    let format = ReportFormat::of(path).map_err(|e| Error::write(path, e))?;
    save_atomic(path, force, |file| {
        let mut buf = std::io::BufWriter::new(file);
        match format {
            ReportFormat::Csv => {
                let mut w = csv::Writer::from_writer(&mut buf);
                for r in rows {
                    w.serialize(r.for_csv()).map_err(std::io::Error::other)?;
                }
                w.flush()?;
            }
            ReportFormat::Json => {
                serde_json::to_writer_pretty(&mut buf, rows)?;
                buf.write_all(b"\n")?;
            }
        }
        buf.flush()
    })
    .to_file(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row() -> Row {
        Row {
            file: "a, b.xlsx".into(),
            sheet: "Sheet1".into(),
            place: "A1:I9".into(),
            status: Status::Multiple,
            givens: 20,
            solutions: Some(2),
            output: "a, b.solved.xlsx".into(),
            message: "Solved: \"quoted\"".into(),
        }
    }

    #[test]
    fn csv_and_json_reports() {
        let dir = tempfile::tempdir().unwrap();
        let csv_path = dir.path().join("r.csv");
        write(&csv_path, &[row()], false).unwrap();
        let text = std::fs::read_to_string(&csv_path).unwrap();
        assert_eq!(
            text,
            "file,sheet,place,status,givens,solutions,output,message\n\"a, b.xlsx\",Sheet1,A1:I9,multiple solutions,20,2,\"a, b.solved.xlsx\",\"Solved: \"\"quoted\"\"\"\n"
        );
        let json_path = dir.path().join("r.JSON");
        write(&json_path, &[row()], false).unwrap();
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json_path).unwrap()).unwrap();
        assert_eq!(v[0]["status"], "multiple solutions");
        assert_eq!(v[0]["givens"], 20);
        assert_eq!(v[0]["solutions"], 2, "a number, not a string");
        assert!(write::<Row>(&dir.path().join("r.txt"), &[], false).is_err());
    }

    #[test]
    fn csv_reports_never_carry_a_formula() {
        let dir = tempfile::tempdir().unwrap();
        let mut evil = row();
        evil.sheet = "=HYPERLINK(\"http://x\",\"y\")".into();
        evil.file = "@sum.xlsx".into();
        evil.message = "-2+3".into();
        let path = dir.path().join("r.csv");
        write(&path, &[evil.clone(), row()], false).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut r = csv::Reader::from_reader(text.as_bytes());
        let rows: Vec<csv::StringRecord> = r.records().map(Result::unwrap).collect();
        assert_eq!(&rows[0][0], "'@sum.xlsx");
        assert_eq!(&rows[0][1], "'=HYPERLINK(\"http://x\",\"y\")");
        assert_eq!(&rows[0][7], "'-2+3");
        assert_eq!(&rows[1][1], "Sheet1", "plain text is left alone");
        // JSON keeps the text as it is.
        let json = dir.path().join("r.json");
        write(&json, &[evil], false).unwrap();
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        assert_eq!(v[0]["file"], "@sum.xlsx");
    }

    #[test]
    fn tally_counts_and_exit() {
        let mut t = Tally::default();
        t.count(Status::Solved, ExitStatus::Success);
        t.count(Status::NoSolution, ExitStatus::Unsolvable);
        let mut u = Tally::default();
        u.count(Status::Error, ExitStatus::Unusable);
        t.add(&u);
        assert_eq!((t.solved, t.no_solution, t.errors), (1, 1, 1));
        assert_eq!(t.failed(), 2);
        assert_eq!(t.exit, ExitStatus::Unusable);
        assert!(t
            .summary(Duration::from_millis(1500))
            .starts_with("1 solved, 0 with several solutions, 1 with no solution"));
        // A puzzle out of time is counted and named, and decides the exit status.
        t.count(Status::Undecided, ExitStatus::Undecided);
        assert_eq!(
            (t.undecided, t.failed(), t.exit),
            (1, 3, ExitStatus::Undecided)
        );
        assert!(t
            .summary(Duration::from_millis(1500))
            .starts_with("1 undecided (out of time), 1 solved"));
        assert_eq!(Status::Undecided.word(), "undecided");
    }
}
