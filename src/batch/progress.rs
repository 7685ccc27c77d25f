//! The progress bar on stderr.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress bar on stderr when it is a terminal (done/total, solved, failed, ETA), and
/// nothing otherwise. Safe to update from many threads.
pub struct Progress {
    bar: Option<ProgressBar>,
    solved: AtomicU64,
    failed: AtomicU64,
}

impl Progress {
    /// A bar over `total` units named `unit` ("files", "puzzles"); hidden when `show` is
    /// false or stderr is not a terminal. A total of 0 means not known (a list being read):
    /// then a count goes up, with no bar, total or ETA to guess at.
    pub fn new(total: u64, unit: &str, show: bool) -> Progress {
        let bar = (show && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            // The words come from the catalogs, indicatif's own fields ({elapsed}) passed
            // through them as text.
            let unit = match unit {
                "files" => sudoku_i18n::tr!("progress-files"),
                _ => sudoku_i18n::tr!("progress-puzzles"),
            };
            let template = if total == 0 {
                let times = sudoku_i18n::tr!("progress-elapsed", elapsed = "{elapsed}");
                format!("{{spinner}} {{pos}} {unit}  {{msg}}  {times}")
            } else {
                let times =
                    sudoku_i18n::tr!("progress-elapsed-eta", elapsed = "{elapsed}", eta = "{eta}");
                format!("{{bar:30}} {{pos}}/{{len}} {unit}  {{msg}}  {times}")
            };
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        Progress {
            bar,
            solved: AtomicU64::new(0),
            failed: AtomicU64::new(0),
        }
    }

    /// Grows the total (a list whose length becomes known as it is read).
    pub fn add_total(&self, n: u64) {
        if let Some(b) = &self.bar {
            b.inc_length(n);
        }
    }

    /// Counts finished units.
    pub fn done(&self, units: u64, solved: u64, failed: u64) {
        let s = self.solved.fetch_add(solved, Ordering::Relaxed) + solved;
        let f = self.failed.fetch_add(failed, Ordering::Relaxed) + failed;
        if let Some(b) = &self.bar {
            b.inc(units);
            b.set_message(sudoku_i18n::tr!("progress-counts", solved = s, failed = f));
        }
    }

    /// Prints a line above the bar (or plainly when there is no bar).
    pub fn println(&self, line: &str, err: &mut dyn std::io::Write) {
        match &self.bar {
            Some(b) => b.suspend(|| {
                let _ = writeln!(err, "{line}");
            }),
            None => {
                let _ = writeln!(err, "{line}");
            }
        }
    }

    /// Runs `f` with the bar taken off the screen, for output to another stream.
    pub fn suspend(&self, f: impl FnOnce()) {
        match &self.bar {
            Some(b) => b.suspend(f),
            None => f(),
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}
