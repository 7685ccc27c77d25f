//! Every line the user reads that is not a result: errors, warnings, the panic report,
//! each behind the one `sudoku-xlsx:` prefix. Also the standard output wrapper that ends
//! the run quietly once whoever reads it has gone (`solve ... | head -1`).

use std::borrow::Cow;
use std::fmt::Display;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// What every message line starts with.
pub const PREFIX: &str = "sudoku-xlsx: ";

/// An error line: `sudoku-xlsx: {what}`.
pub fn error(what: impl Display) -> String {
    format!("{PREFIX}{what}")
}

/// A warning line: `sudoku-xlsx: warning: {what}`, the word in the user's language.
pub fn warning(what: impl Display) -> String {
    format!(
        "{PREFIX}{}",
        sudoku_i18n::tr!("warning-line", text = what.to_string())
    )
}

/// `--quiet` for the whole process: notes that are not results nor problems (a sheet
/// passed over) are left out. Set once, when the flags are read.
static QUIET: AtomicBool = AtomicBool::new(false);

/// Records `--quiet` for [`note`].
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// Prints a note line to stderr (`sudoku-xlsx: note: ...`), unless `--quiet`, once a
/// run: a note names no file, so a batch that meets the same thing in 200 files says it
/// once.
pub fn note(what: impl Display) {
    static SAID: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    if QUIET.load(Ordering::Relaxed) {
        return;
    }
    let line = format!(
        "{PREFIX}{}",
        sudoku_i18n::tr!("note-line", text = what.to_string())
    );
    let mut said = SAID.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if !said.contains(&line) {
        eprintln!("{}", terminal_safe(&line));
        said.push(line);
    }
}

/// Warns, once a run, that `--title` is too long for a page header (Excel's limit is 255
/// characters with the header's codes) and is shortened there with `…`.
pub fn warn_long_title(err: &mut dyn Write, title: &str) {
    if !sudoku_workbook::puzzles::title_fits_headers(title) {
        let _ = writeln!(
            err,
            "{}",
            terminal_safe(&warning(sudoku_i18n::tr!(
                "note-long-title",
                count = title.chars().count()
            )))
        );
    }
}

/// Writes an error line to `err`. A stderr that cannot be written is not worth a crash.
pub fn print_error(err: &mut dyn Write, what: impl Display) {
    let _ = writeln!(err, "{}", terminal_safe(&error(what)));
}

pub use sudoku_workbook::address::printable;

/// A path as messages show it: [`printable`].
pub fn path(p: &Path) -> String {
    printable(&p.to_string_lossy()).into_owned()
}

/// A whole message line made safe for a terminal: every control character but the line
/// breaks that messages put between their own lines is written out.
pub fn terminal_safe(line: &str) -> Cow<'_, str> {
    if !line.chars().any(|c| c.is_control() && c != '\n') {
        return Cow::Borrowed(line);
    }
    Cow::Owned(
        line.split('\n')
            .map(printable)
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// Replaces Rust's panic report ("thread main panicked at ...", backtrace hints) with one
/// plain line asking for a bug report. Panics inside a reader guarded by
/// [`sudoku_workbook::panic_guard::catch`] print nothing: they become ordinary errors.
pub fn install_panic_report() {
    std::panic::set_hook(Box::new(|info| {
        if sudoku_workbook::panic_guard::is_guarded() {
            return;
        }
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info
            .location()
            .map(|l| format!(" ({}:{})", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!(
            "{}",
            error(sudoku_i18n::tr!("error-internal", what = what, at = at))
        );
    }));
}

static PIPE_CLOSED: AtomicBool = AtomicBool::new(false);

/// True once standard output turned out to be a closed pipe.
pub fn pipe_closed() -> bool {
    PIPE_CLOSED.load(Ordering::SeqCst)
}

/// Standard output for results. When the reader closes the pipe, the run is asked to stop
/// (as after Ctrl-C, but with status 0) and further output is dropped, as ripgrep does.
pub struct Stdout<W: Write = io::Stdout> {
    inner: W,
}

impl Stdout {
    /// The process's standard output (not held locked: the progress bar draws from its
    /// own thread).
    pub fn new() -> Stdout {
        Stdout {
            inner: io::stdout(),
        }
    }
}

impl Default for Stdout {
    fn default() -> Self {
        Stdout::new()
    }
}

impl<W: Write> Stdout<W> {
    fn check<T>(&self, r: io::Result<T>, ok: T) -> io::Result<T> {
        match r {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                if !PIPE_CLOSED.swap(true, Ordering::SeqCst) {
                    crate::batch::stop_for_closed_pipe();
                }
                Ok(ok)
            }
            other => other,
        }
    }
}

impl<W: Write> Write for Stdout<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if pipe_closed() {
            return Ok(buf.len());
        }
        let r = self.inner.write(buf);
        self.check(r, buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if pipe_closed() {
            return Ok(());
        }
        let r = self.inner.flush();
        self.check(r, ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_carry_the_prefix() {
        assert_eq!(error("x.xlsx: broken"), "sudoku-xlsx: x.xlsx: broken");
        assert_eq!(warning("w"), "sudoku-xlsx: warning: w");
        let mut v = Vec::new();
        print_error(&mut v, 3);
        assert_eq!(v, b"sudoku-xlsx: 3\n");
    }

    #[test]
    fn control_characters_never_reach_the_terminal() {
        assert!(matches!(printable("Week 12"), Cow::Borrowed(_)));
        assert_eq!(printable("a\x1b[2Jb\x07\nc"), "a\\u{1b}[2Jb\\u{7}\\nc");
        assert_eq!(path(Path::new("x\ty.xlsx")), "x\\ty.xlsx");
        assert_eq!(terminal_safe("one\x1b\n  two"), "one\\u{1b}\n  two");
        let mut v = Vec::new();
        print_error(&mut v, "bad\x07");
        assert_eq!(v, b"sudoku-xlsx: bad\\u{7}\n");
    }
}
