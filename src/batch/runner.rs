//! Running one command's work over every input: files in parallel on a pool of workers,
//! results printed in input order as they arrive, stopping cleanly on Ctrl-C or a closed
//! pipe. What is done to each file is the command's business, not this module's.

use std::collections::BTreeMap;
use std::sync::Mutex;

use rayon::prelude::*;

use super::interrupt::{install_interrupt_handler, interrupted_by_signal, stopped};
use super::pin::pin_worker;
use super::plan::Job;
use super::progress::Progress;
use crate::error::ExitStatus;
use crate::messages;
use crate::report::Tally;

/// What one input produced: report rows of type `R`, counts, and lines to print.
#[derive(Debug)]
pub struct FileResult<R> {
    /// Report rows (kept only when a report was asked for).
    pub rows: Vec<R>,
    /// Counts.
    pub tally: Tally,
    /// Lines for stdout. Control characters in them are written out when printed, since
    /// they carry names from the inputs (sheets, files), except in the lines
    /// [`FileResult::push_styled`] added.
    pub out: Vec<String>,
    /// Lines for stderr, printed the same way.
    pub err: Vec<String>,
    /// Which lines of `out` are the tool's own styled text (a grid with its colours),
    /// printed as they are.
    styled: Vec<usize>,
}

impl<R> Default for FileResult<R> {
    fn default() -> Self {
        FileResult {
            rows: Vec::new(),
            tally: Tally::default(),
            out: Vec::new(),
            err: Vec::new(),
            styled: Vec::new(),
        }
    }
}

impl<R> FileResult<R> {
    /// Adds a line for stdout that the tool made itself, terminal styling and all, with
    /// nothing from the inputs in it: it is printed as it is. Any other line has its
    /// control characters written out, so that a sheet named with an escape sequence
    /// cannot drive the terminal, and so the tool's own escapes must not go through there.
    pub fn push_styled(&mut self, line: String) {
        self.styled.push(self.out.len());
        self.out.push(line);
    }
}

/// What a whole run produced.
#[derive(Debug)]
pub struct RunOutcome<R> {
    /// Counts over every file.
    pub tally: Tally,
    /// Every report row, in input order (empty unless asked for).
    pub rows: Vec<R>,
    /// Files finished.
    pub done: usize,
    /// Ctrl-C or SIGTERM stopped the run before every file was done.
    pub interrupted: bool,
}

/// What the progress bar counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgressKind {
    /// No bar.
    None,
    /// Files done (a batch).
    Files,
    /// Puzzles done, counted by the job itself (one long list).
    Puzzles,
}

impl ProgressKind {
    /// A bar over the files, unless `quiet`, or there is a `single` workbook whose own
    /// lines say all there is.
    pub fn files(quiet: bool, single: bool) -> ProgressKind {
        if quiet || single {
            ProgressKind::None
        } else {
            ProgressKind::Files
        }
    }
}

/// What a file's work is handed besides its job: the progress bar, and a way to print
/// what it has to say before it is done.
pub struct Work<'a, R> {
    progress: &'a Progress,
    index: usize,
    early: &'a (dyn EarlyLines<R> + 'a),
}

impl<R> std::ops::Deref for Work<'_, R> {
    type Target = Progress;

    fn deref(&self) -> &Progress {
        self.progress
    }
}

/// Lines kept in the file's result to the end: a job run alone has no one to print them
/// early to.
struct Kept;

impl<R> EarlyLines<R> for Kept {
    fn flush(&self, _: usize, _: &mut FileResult<R>, _: &Progress) {}
}

impl<'a, R> Work<'a, R> {
    /// The work of a job run alone, outside [`run_jobs`] (a file held in memory): its
    /// lines stay in its result.
    pub fn alone(progress: &'a Progress) -> Work<'a, R> {
        Work {
            progress,
            index: 0,
            early: &Kept,
        }
    }
}

impl<R> Work<'_, R> {
    /// Prints the lines `r` holds so far, and empties them, when every file before this
    /// one is done; otherwise they wait for their turn. A long list streams its lines
    /// this way instead of holding a million of them to the end.
    pub fn flush(&self, r: &mut FileResult<R>) {
        self.early.flush(self.index, r, self.progress);
    }
}

/// Prints a file's lines early when it is the file in turn.
trait EarlyLines<R>: Sync {
    fn flush(&self, index: usize, r: &mut FileResult<R>, progress: &Progress);
}

impl<R: Send> EarlyLines<R> for Mutex<Collector<'_, R>> {
    fn flush(&self, index: usize, r: &mut FileResult<R>, progress: &Progress) {
        let mut c = self.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if c.next == index {
            c.print(index, r, progress);
            r.err.clear();
            r.out.clear();
            r.styled.clear();
        }
    }
}

/// How [`run_jobs`] runs.
#[derive(Debug, Clone, Copy)]
pub struct RunOptions {
    /// Worker threads.
    pub threads: usize,
    /// Print no result lines (problems are still printed).
    pub quiet: bool,
    /// What the progress bar counts.
    pub progress: ProgressKind,
    /// Keep every file's report rows for the end of the run.
    pub keep_rows: bool,
    /// A job splits its own work over the run's threads (a puzzle list's rows), so even
    /// one file needs the pool.
    pub splits: bool,
}

/// Runs `process` over `jobs`. Files run in parallel and their results are printed in
/// input order as they arrive, so output is stable and streams. Stops starting new files
/// once the user presses Ctrl-C or the reader of stdout has gone. A pool that cannot start
/// is reported on `err` and gives an unusable outcome.
pub fn run_jobs<R: Send>(
    jobs: &[Job],
    options: RunOptions,
    process: &(dyn Fn(&Job, &Work<'_, R>) -> FileResult<R> + Sync),
    out: &mut (dyn std::io::Write + Send),
    err: &mut (dyn std::io::Write + Send),
) -> RunOutcome<R> {
    let RunOptions {
        threads,
        quiet,
        progress: show_progress,
        keep_rows,
        splits,
    } = options;
    install_interrupt_handler();
    // One file that does not split its work runs on this thread. A pool's idle workers
    // spin a while before they sleep: for a one-workbook `solve`, starting two of them
    // cost more CPU than the workbook's whole edit (BENCHMARKS.md, "Whole-workbook
    // copies").
    // The rater follows a hard puzzle's chains on the threads of the pool it runs in, or
    // of rayon's global pool (one a core) outside one: a file alone gets a pool when
    // fewer threads than cores are asked for, so that `-j 1` is one thread.
    let alone = jobs.len() <= 1 && !splits && threads >= super::threads(None);
    // One file: its worker goes where the system puts it. Pinned, it stayed on its CPU
    // while another program held that CPU and the other one was free: on a busy machine
    // a one-workbook `solve` waited longer. Pinning pays in batches (see `pin`).
    let pin = jobs.len() > 1;
    let built = if alone {
        Ok(None)
    } else {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .start_handler(move |i| {
                if pin {
                    pin_worker(i, threads)
                }
            })
            .build()
            .map(Some)
    };
    let pool = match built {
        Ok(pool) => pool,
        Err(e) => {
            messages::print_error(
                err,
                sudoku_i18n::tr!("error-threads", detail = e.to_string()),
            );
            let mut ran = RunOutcome {
                tally: Tally::default(),
                rows: Vec::new(),
                done: 0,
                interrupted: false,
            };
            ran.tally.exit = ExitStatus::Unusable;
            return ran;
        }
    };
    let progress = match show_progress {
        ProgressKind::Files => Progress::new(jobs.len() as u64, "files", true),
        ProgressKind::Puzzles => Progress::new(0, "puzzles", true),
        ProgressKind::None => Progress::new(0, "", false),
    };
    let per_file = show_progress == ProgressKind::Files;
    // The worker that finishes a file hands its result to the collector, which prints
    // every result that is next in input order. No thread sleeps waiting for results: an
    // earlier design had this thread receive each one from a channel, and waking it for
    // every file cost about 50 microseconds of system time a file on a virtual machine,
    // a twentieth of a one-grid workbook's whole cost. The workers print under the lock,
    // so output that nobody reads (a pipe into a paused pager) holds them back rather
    // than piling up in memory.
    let collector = Mutex::new(Collector {
        out,
        err,
        quiet,
        keep_rows,
        names: (jobs.len() > 1).then(|| {
            jobs.iter()
                .map(|j| messages::path(&j.input))
                .collect::<Vec<_>>()
        }),
        warnings: Vec::new(),
        waiting: BTreeMap::new(),
        next: 0,
        ran: RunOutcome {
            tally: Tally::default(),
            rows: Vec::new(),
            done: 0,
            interrupted: false,
        },
    });
    let one = |i: usize, job: &Job| {
        if stopped() {
            return;
        }
        let work = Work {
            progress: &progress,
            index: i,
            early: &collector,
        };
        let r = process(job, &work);
        if per_file {
            progress.done(1, r.tally.solved + r.tally.multiple, r.tally.failed());
        }
        collector
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take(i, r, &progress);
    };
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match &pool {
        None => jobs.iter().enumerate().for_each(|(i, job)| one(i, job)),
        // par_bridge hands files out one at a time, in input order, so every worker
        // stays busy to the end with no barrier between groups of files.
        Some(pool) => pool.install(|| {
            jobs.iter()
                .enumerate()
                .par_bridge()
                .for_each(|(i, job)| one(i, job))
        }),
    }));
    let mut c = collector
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // After Ctrl-C, or a bug that panicked in one file, later files may have finished
    // before an earlier one was skipped; their outputs exist, so they are still
    // reported, in order.
    for (i, r) in std::mem::take(&mut c.waiting) {
        c.emit(i, r, &progress);
    }
    progress.finish();
    c.print_warnings();
    if let Err(panic) = ran {
        std::panic::resume_unwind(panic);
    }
    // After a signal the run counts as interrupted even when every file got done: the
    // user asked it to stop, and a script must not take it for a full run.
    c.ran.interrupted = interrupted_by_signal();
    c.ran
}

/// Puts the results of files finished in any order back into input order.
struct Collector<'a, R> {
    out: &'a mut (dyn std::io::Write + Send),
    err: &'a mut (dyn std::io::Write + Send),
    quiet: bool,
    keep_rows: bool,
    /// In a batch, each file's name as messages show it: a warning that names its file
    /// is held and said once for the batch, with the count of files it applies to.
    names: Option<Vec<String>>,
    /// Held warnings: the words after the file's name, how many files, the first file.
    warnings: Vec<(String, usize, usize)>,
    /// Results finished ahead of an earlier file, by input position.
    waiting: BTreeMap<usize, FileResult<R>>,
    /// The input position to print next.
    next: usize,
    ran: RunOutcome<R>,
}

impl<R> Collector<'_, R> {
    /// Takes the result of file `i` and prints every result now due.
    fn take(&mut self, i: usize, r: FileResult<R>, progress: &Progress) {
        if i != self.next {
            self.waiting.insert(i, r);
            return;
        }
        self.next += 1;
        self.emit(i, r, progress);
        while let Some(r) = self.waiting.remove(&self.next) {
            self.next += 1;
            self.emit(self.next - 1, r, progress);
        }
    }

    /// Prints the problem lines of file `i`'s result `r` to stderr and its result lines
    /// to stdout; in a batch, warnings about the file are held for the end.
    fn print(&mut self, i: usize, r: &FileResult<R>, progress: &Progress) {
        for line in &r.err {
            if self.hold(i, line) {
                continue;
            }
            progress.println(&messages::terminal_safe(line), &mut *self.err);
        }
        if !self.quiet && !r.out.is_empty() {
            // Results go to stdout and the bar to stderr, often the same terminal: the
            // bar is taken down while they print, or its frames stay between them.
            let stdout = &mut *self.out;
            progress.suspend(|| {
                for (k, line) in r.out.iter().enumerate() {
                    let line = if r.styled.contains(&k) {
                        std::borrow::Cow::Borrowed(line.as_str())
                    } else {
                        messages::terminal_safe(line)
                    };
                    let _ = writeln!(stdout, "{line}");
                }
            });
        }
    }

    /// Holds `line` if it is a warning that names file `i` in a batch; true if held.
    fn hold(&mut self, i: usize, line: &str) -> bool {
        let Some(name) = self.names.as_ref().and_then(|n| n.get(i)) else {
            return false;
        };
        let label = messages::warning("");
        let Some(words) = line
            .strip_prefix(label.as_str())
            .and_then(|l| l.strip_prefix(name.as_str()))
            .and_then(|l| l.strip_prefix(": "))
        else {
            return false;
        };
        match self.warnings.iter_mut().find(|(w, _, _)| w == words) {
            Some((_, n, _)) => *n += 1,
            None => self.warnings.push((words.to_string(), 1, i)),
        }
        true
    }

    /// Says each held warning once: with its file when one file had it, else with the
    /// count of files and the first of them.
    fn print_warnings(&mut self) {
        let names = self.names.as_deref().unwrap_or_default();
        for (words, n, first) in &self.warnings {
            let line = if *n == 1 {
                messages::warning(format!("{}: {words}", names[*first]))
            } else {
                messages::warning(sudoku_i18n::tr!(
                    "batch-warning-files",
                    count = *n,
                    first = names[*first].as_str(),
                    words = words.as_str()
                ))
            };
            let _ = writeln!(self.err, "{}", messages::terminal_safe(&line));
        }
    }

    fn emit(&mut self, i: usize, r: FileResult<R>, progress: &Progress) {
        self.ran.done += 1;
        self.print(i, &r, progress);
        self.ran.tally.add(&r.tally);
        if self.keep_rows {
            if self.ran.rows.is_empty() {
                // One long list: move its rows rather than copy them into a second
                // vector of the same length.
                self.ran.rows = r.rows;
            } else {
                self.ran.rows.extend(r.rows);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::Duration;

    use super::*;

    /// Jobs `in0` -> `out0` and so on; the number tells a test's `process` which file.
    fn numbered_jobs(n: usize) -> Vec<Job> {
        (0..n)
            .map(|k| Job {
                input: PathBuf::from(format!("in{k}")),
                output: PathBuf::from(format!("out{k}")),
            })
            .collect()
    }

    /// The number of a job made by [`numbered_jobs`].
    fn number(job: &Job) -> u64 {
        job.input.to_str().unwrap()[2..].parse().unwrap()
    }

    #[test]
    fn results_come_out_in_input_order_whatever_order_they_finish_in() {
        let jobs = numbered_jobs(200);
        // Early files take longest, so later ones finish first and must wait their turn.
        let process = |job: &Job, _: &Work<'_, _>| {
            let k = number(job);
            std::thread::sleep(Duration::from_micros(2000u64.saturating_sub(k * 10)));
            let mut r = FileResult::default();
            r.rows.push(k);
            r.out.push(format!("file {k}"));
            if k.is_multiple_of(7) {
                r.err.push(format!("problem {k}"));
                r.tally
                    .count(crate::report::Status::Error, ExitStatus::Unusable);
            } else {
                r.tally
                    .count(crate::report::Status::Solved, ExitStatus::Success);
            }
            r
        };
        for threads in [1, 2, 4] {
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let options = RunOptions {
                threads,
                quiet: false,
                progress: ProgressKind::None,
                keep_rows: true,
                splits: false,
            };
            let ran = run_jobs(&jobs, options, &process, &mut out, &mut err);
            let expected: Vec<String> = (0..200).map(|k| format!("file {k}")).collect();
            assert_eq!(
                String::from_utf8(out).unwrap().lines().collect::<Vec<_>>(),
                expected
            );
            let problems: Vec<String> = (0..200)
                .filter(|k: &u64| k.is_multiple_of(7))
                .map(|k| format!("problem {k}"))
                .collect();
            assert_eq!(
                String::from_utf8(err).unwrap().lines().collect::<Vec<_>>(),
                problems
            );
            assert_eq!(ran.rows, (0..200).collect::<Vec<u64>>());
            assert_eq!(ran.done, 200);
            assert_eq!(ran.tally.errors, 29);
            assert_eq!(ran.tally.solved, 171);
            assert_eq!(ran.tally.exit, ExitStatus::Unusable);
            assert!(!ran.interrupted);
        }
    }

    /// What a file's work may spread over (a hard puzzle's rating does): as many threads
    /// as `--jobs` says when it says fewer than the cores, even for one file.
    #[test]
    fn one_file_works_on_no_more_threads_than_asked() {
        let cores = super::super::threads(None);
        let process = |_: &Job, _: &Work<'_, usize>| {
            let mut r = FileResult::default();
            r.rows.push(rayon::current_num_threads());
            r
        };
        for threads in [1, cores] {
            let options = RunOptions {
                threads,
                quiet: true,
                progress: ProgressKind::None,
                keep_rows: true,
                splits: false,
            };
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let ran = run_jobs(&numbered_jobs(1), options, &process, &mut out, &mut err);
            assert_eq!(ran.rows, [threads], "-j {threads}");
        }
    }

    #[test]
    fn a_panic_in_one_file_still_reports_every_file_that_finished() {
        let jobs = numbered_jobs(40);
        let finished = AtomicU64::new(0);
        let process = |job: &Job, _: &Work<'_, _>| {
            let k = number(job);
            if k == 3 {
                // Later files finish first and wait for this one, which never comes.
                std::thread::sleep(Duration::from_millis(20));
                panic!("a bug in file 3");
            }
            finished.fetch_add(1, Ordering::SeqCst);
            let mut r: FileResult<()> = FileResult::default();
            r.out.push(format!("file {k}"));
            r
        };
        let mut out = Vec::new();
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let options = RunOptions {
                threads: 2,
                quiet: false,
                progress: ProgressKind::None,
                keep_rows: false,
                splits: false,
            };
            run_jobs(&jobs, options, &process, &mut out, &mut std::io::sink())
        }));
        assert!(caught.is_err(), "the panic goes on to the caller");
        let printed = String::from_utf8(out).unwrap().lines().count() as u64;
        assert!(printed > 3, "files after the panic were written");
        assert_eq!(printed, finished.load(Ordering::SeqCst));
    }
}
