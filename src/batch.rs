//! Running over many inputs: expanding folders into workbooks, deciding every output path
//! before any work (mirrored under `--out-dir`, collisions refused), the progress bar, and
//! Ctrl-C. What is done to each file is the command's business, not this module's.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::IsTerminal;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, Once};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::error::Error;
use crate::error::ExitStatus;
use crate::output::{self, TEMP_PREFIX};
use crate::report::Tally;

/// Extensions of the workbooks a folder walk picks up (compared without case).
pub const WORKBOOK_EXTENSIONS: &[&str] = &["xlsx", "xlsm", "xltx", "xltm", "xlsb", "xls", "ods"];
/// Extensions of text puzzle lists a folder walk picks up with `--list`.
pub const TEXT_LIST_EXTENSIONS: &[&str] = &["txt", "sdm", "csv"];

/// Worker threads for `--jobs`: the number asked for, or one per core.
pub fn threads(jobs: Option<u16>) -> usize {
    jobs.map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// One input file and the folder it was found in, if it came from a folder walk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The file.
    pub path: PathBuf,
    /// The folder named on the command line that the file was found under.
    pub root: Option<PathBuf>,
}

fn has_extension(path: &Path, exts: &[&str]) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .map(|e| exts.iter().any(|x| e.eq_ignore_ascii_case(x)))
        .unwrap_or(false)
}

/// True for files a folder walk leaves alone: office lock files (`~$book.xlsx`), outputs
/// of this tool (`*.solved.xlsx`), and its temporary files.
pub fn is_skipped_name(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    name.starts_with("~$")
        || name.starts_with(TEMP_PREFIX)
        || name.ends_with(".solved.xlsx")
        || name.starts_with(".~lock.")
}

/// Expands the command line's inputs: files are taken as they are; folders are walked
/// recursively for workbooks (and text lists when `lists`), skipping lock files and this
/// tool's own outputs. Each folder's files come sorted by path; inputs keep their order.
/// A file named twice (`book.xlsx book.xlsx`, or a folder and a file in it) is taken
/// once, where it first appears.
pub fn find_inputs(inputs: &[PathBuf], lists: bool) -> Result<Vec<Found>, Error> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut add = |found: Found| {
        if seen.insert(normal(&found.path)) {
            out.push(found);
        }
    };
    for input in inputs {
        if input.is_dir() {
            let mut files = Vec::new();
            walk(input, lists, &mut files)?;
            files.sort();
            for path in files {
                add(Found {
                    path,
                    root: Some(input.clone()),
                });
            }
        } else {
            add(Found {
                path: input.clone(),
                root: None,
            });
        }
    }
    Ok(out)
}

fn walk(dir: &Path, lists: bool, files: &mut Vec<PathBuf>) -> Result<(), Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::read(dir, e))?;
    for entry in entries {
        let entry = entry.map_err(|e| Error::read(dir, e))?;
        let path = entry.path();
        // Links to folders are not followed, so a link loop cannot trap the walk.
        let kind = entry.file_type().map_err(|e| Error::read(&path, e))?;
        if kind.is_dir() {
            walk(&path, lists, files)?;
        } else if !is_skipped_name(&path)
            && (has_extension(&path, WORKBOOK_EXTENSIONS)
                || (lists && has_extension(&path, TEXT_LIST_EXTENSIONS)))
        {
            files.push(path);
        }
    }
    Ok(())
}

/// Where outputs go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    /// Beside each input.
    Beside,
    /// One file (`-o`); only for a single input.
    File(PathBuf),
    /// Under a folder (`--out-dir`), mirroring the input folders.
    Folder(PathBuf),
}

/// One unit of work: an input and the output it will produce.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    /// The input file.
    pub input: PathBuf,
    /// The output file.
    pub output: PathBuf,
}

fn output_name(input: &Path, extension: &str) -> PathBuf {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "puzzle".to_string());
    PathBuf::from(format!("{stem}.solved.{extension}"))
}

fn normal(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// Decides every output path. Two inputs mapping to one output is an error, reported
/// before any work with both inputs named.
pub fn plan(found: &[Found], dest: &Destination) -> Result<Vec<Job>, anyhow::Error> {
    let mut jobs = Vec::with_capacity(found.len());
    for f in found {
        let output = match dest {
            Destination::File(p) => p.clone(),
            Destination::Beside => output::default_output(&f.path),
            Destination::Folder(dir) => {
                let rel_dir = match &f.root {
                    Some(root) => f
                        .path
                        .parent()
                        .and_then(|p| p.strip_prefix(root).ok())
                        .map(Path::to_path_buf)
                        .unwrap_or_default(),
                    None => PathBuf::new(),
                };
                dir.join(rel_dir).join(output_name(&f.path, "xlsx"))
            }
        };
        jobs.push(Job {
            input: f.path.clone(),
            output,
        });
    }
    let mut seen: HashMap<PathBuf, &Path> = HashMap::new();
    for j in &jobs {
        let key = normal(&j.output);
        if let Some(other) = seen.insert(key, &j.input) {
            anyhow::bail!(
                "{} and {} would both be written to {}; solve them separately or use --out-dir with distinct folders",
                other.display(),
                j.input.display(),
                j.output.display()
            );
        }
    }
    // Sets, not lists: a folder of 100,000 workbooks must not take 10^10 comparisons.
    let inputs: HashSet<PathBuf> = found.iter().map(|f| normal(&f.path)).collect();
    for j in &jobs {
        if inputs.contains(&normal(&j.output)) {
            return Err(Error::OutputIsInput {
                path: j.output.clone(),
            }
            .into());
        }
    }
    Ok(jobs)
}

/// Creates `--out-dir` if needed and checks, before any work, that every output folder
/// exists and can be written to.
pub fn prepare_folders(jobs: &[Job], dest: &Destination) -> Result<(), Error> {
    if let Destination::Folder(dir) = dest {
        std::fs::create_dir_all(dir).map_err(|e| Error::write(dir, e))?;
    }
    // Each folder once: most jobs share their folder with the job before them.
    let mut checked: HashSet<PathBuf> = HashSet::new();
    for j in jobs {
        let dir = output::parent_dir(&j.output);
        if checked.contains(&dir) {
            continue;
        }
        if matches!(dest, Destination::Folder(_)) {
            std::fs::create_dir_all(&dir).map_err(|e| Error::write(&dir, e))?;
        }
        if !dir.is_dir() {
            return Err(Error::OutputFolderMissing { path: dir });
        }
        tempfile::Builder::new()
            .prefix(TEMP_PREFIX)
            .tempfile_in(&dir)
            .map_err(|e| Error::write(&dir, format!("the folder cannot be written to: {e}")))?;
        checked.insert(dir);
    }
    Ok(())
}

/// What one input produced: report rows of type `R`, counts, and lines to print.
#[derive(Debug)]
pub struct FileResult<R> {
    /// Report rows (kept only when a report was asked for).
    pub rows: Vec<R>,
    /// Counts.
    pub tally: Tally,
    /// Lines for stdout.
    pub out: Vec<String>,
    /// Lines for stderr.
    pub err: Vec<String>,
}

impl<R> Default for FileResult<R> {
    fn default() -> Self {
        FileResult {
            rows: Vec::new(),
            tally: Tally::default(),
            out: Vec::new(),
            err: Vec::new(),
        }
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
    /// Ctrl-C stopped the run before every file was done.
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

/// Runs `process` over `jobs` on `threads` worker threads. Files run in parallel and
/// their results are printed in input order as they arrive, so output is stable and
/// streams. Stops starting new files once the user presses Ctrl-C. A pool that cannot
/// start is reported on `err` and gives an unusable outcome.
#[allow(clippy::too_many_arguments)]
pub fn run_jobs<R: Send>(
    jobs: &[Job],
    threads: usize,
    quiet: bool,
    show_progress: ProgressKind,
    keep_rows: bool,
    process: &(dyn Fn(&Job, &Progress) -> FileResult<R> + Sync),
    out: &mut (dyn std::io::Write + Send),
    err: &mut (dyn std::io::Write + Send),
) -> RunOutcome<R> {
    install_interrupt_handler();
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .start_handler(move |i| pin_worker(i, threads))
        .build()
    {
        Ok(pool) => pool,
        Err(e) => {
            let _ = writeln!(err, "sudoku-xlsx: cannot start worker threads: {e}");
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
        waiting: BTreeMap::new(),
        next: 0,
        ran: RunOutcome {
            tally: Tally::default(),
            rows: Vec::new(),
            done: 0,
            interrupted: false,
        },
    });
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        pool.install(|| {
            // par_bridge hands files out one at a time, in input order, so every worker
            // stays busy to the end with no barrier between groups of files.
            jobs.iter().enumerate().par_bridge().for_each(|(i, job)| {
                if interrupted() {
                    return;
                }
                let r = process(job, &progress);
                if per_file {
                    progress.done(1, r.tally.solved + r.tally.multiple, r.tally.failed());
                }
                collector
                    .lock()
                    .unwrap_or_else(|poisoned| poisoned.into_inner())
                    .take(i, r, &progress);
            })
        })
    }));
    let mut c = collector
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // After Ctrl-C, or a bug that panicked in one file, later files may have finished
    // before an earlier one was skipped; their outputs exist, so they are still
    // reported, in order.
    for (_, r) in std::mem::take(&mut c.waiting) {
        c.emit(r, &progress);
    }
    progress.finish();
    if let Err(panic) = ran {
        std::panic::resume_unwind(panic);
    }
    c.ran.interrupted = interrupted() && c.ran.done < jobs.len();
    c.ran
}

/// Puts the results of files finished in any order back into input order.
struct Collector<'a, R> {
    out: &'a mut (dyn std::io::Write + Send),
    err: &'a mut (dyn std::io::Write + Send),
    quiet: bool,
    keep_rows: bool,
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
        self.emit(r, progress);
        while let Some(r) = self.waiting.remove(&self.next) {
            self.next += 1;
            self.emit(r, progress);
        }
    }

    fn emit(&mut self, r: FileResult<R>, progress: &Progress) {
        self.ran.done += 1;
        for line in &r.err {
            progress.println(line, &mut *self.err);
        }
        if !self.quiet {
            for line in &r.out {
                let _ = writeln!(self.out, "{line}");
            }
        }
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

/// Keeps worker `i` of `threads` on a CPU of its own, when there are no more workers
/// than CPUs (Linux; elsewhere it does nothing). Called by each worker as it starts.
///
/// Why: rust_xlsxwriter saves each worksheet from a thread it spawns and joins at once.
/// Unpinned, that thread was often placed on another CPU: behind the other worker, while
/// its parent's CPU sat idle waiting, or, with one worker, away from the caches holding
/// the sheet. A thread inherits its parent's CPU, so pinned, the spawned thread runs
/// where its parent waits. Two workers went from 170-180 % of the CPUs to 190 %, and a
/// folder of 400 workbooks from 0.34-0.36 s to 0.27-0.31 s. Files are handed out one at
/// a time, so a worker slowed by other load on its CPU just takes fewer of them.
#[cfg(target_os = "linux")]
pub fn pin_worker(i: usize, threads: usize) {
    use rustix::thread::{sched_getaffinity, sched_setaffinity, CpuSet};
    let Ok(allowed) = sched_getaffinity(None) else {
        return;
    };
    let cpus: Vec<usize> = (0..CpuSet::MAX_CPU)
        .filter(|&c| allowed.is_set(c))
        .collect();
    if threads > cpus.len() {
        return;
    }
    let mut one = CpuSet::new();
    one.set(cpus[i % cpus.len()]);
    let _ = sched_setaffinity(None, &one);
}

/// See the Linux version.
#[cfg(not(target_os = "linux"))]
pub fn pin_worker(_: usize, _: usize) {}

static INTERRUPTED: AtomicBool = AtomicBool::new(false);
static HANDLER: Once = Once::new();

/// Makes Ctrl-C (and SIGTERM) ask the run to stop after the files under way; a second
/// Ctrl-C ends the process at once (finished outputs are complete; a file being written
/// stays a clearly named temporary file).
pub fn install_interrupt_handler() {
    HANDLER.call_once(|| {
        let _ = ctrlc::set_handler(|| {
            if INTERRUPTED.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
    });
}

/// True once the user asked the run to stop.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// A progress bar on stderr when it is a terminal (done/total, solved, failed, ETA), and
/// nothing otherwise. Safe to update from many threads.
pub struct Progress {
    bar: Option<ProgressBar>,
    solved: AtomicU64,
    failed: AtomicU64,
}

impl Progress {
    /// A bar over `total` units named `unit` ("files", "puzzles"); hidden when `show` is
    /// false or stderr is not a terminal.
    pub fn new(total: u64, unit: &str, show: bool) -> Progress {
        let bar = (show && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            let template = format!(
                "{{bar:30}} {{pos}}/{{len}} {unit}  {{msg}}  {{elapsed}} elapsed, ETA {{eta}}"
            );
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
            b.set_message(format!("solved {s}, failed {f}"));
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

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_os = "linux")]
    #[test]
    fn workers_are_pinned_only_when_each_gets_a_cpu() {
        use rustix::thread::sched_getaffinity;
        let cpus = sched_getaffinity(None).unwrap().count() as usize;
        // On a thread of its own, since pinning changes the calling thread.
        let after = |i: usize, threads: usize| {
            std::thread::spawn(move || {
                pin_worker(i, threads);
                sched_getaffinity(None).unwrap().count() as usize
            })
            .join()
            .unwrap()
        };
        assert_eq!(after(0, 1), 1);
        assert_eq!(after(cpus - 1, cpus), 1);
        assert_eq!(
            after(0, cpus + 1),
            cpus,
            "more workers than CPUs: left alone"
        );
    }

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
        let process = |job: &Job, _: &Progress| {
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
            let ran = run_jobs(
                &jobs,
                threads,
                false,
                ProgressKind::None,
                true,
                &process,
                &mut out,
                &mut err,
            );
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

    #[test]
    fn a_panic_in_one_file_still_reports_every_file_that_finished() {
        let jobs = numbered_jobs(40);
        let finished = AtomicU64::new(0);
        let process = |job: &Job, _: &Progress| {
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
            run_jobs(
                &jobs,
                2,
                false,
                ProgressKind::None,
                false,
                &process,
                &mut out,
                &mut std::io::sink(),
            )
        }));
        assert!(caught.is_err(), "the panic goes on to the caller");
        let printed = String::from_utf8(out).unwrap().lines().count() as u64;
        assert!(printed > 3, "files after the panic were written");
        assert_eq!(printed, finished.load(Ordering::SeqCst));
    }

    fn touch(p: &Path) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, b"x").unwrap();
    }

    #[test]
    fn folders_are_walked_sorted_and_filtered() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("in");
        for name in [
            "b.xlsx",
            "a/c.XLSX",
            "a/d.ods",
            "~$b.xlsx",
            "b.solved.xlsx",
            "notes.txt",
            "image.png",
            ".sudoku-xlsx-partial-x.tmp",
        ] {
            touch(&root.join(name));
        }
        let found = find_inputs(std::slice::from_ref(&root), false).unwrap();
        let names: Vec<_> = found
            .iter()
            .map(|f| f.path.strip_prefix(&root).unwrap().to_path_buf())
            .collect();
        assert_eq!(
            names,
            [
                PathBuf::from("a/c.XLSX"),
                PathBuf::from("a/d.ods"),
                PathBuf::from("b.xlsx")
            ]
        );
        let with_lists = find_inputs(std::slice::from_ref(&root), true).unwrap();
        assert_eq!(with_lists.len(), 4);
        // Named twice, directly and through its folder: taken once, where first named.
        let b = root.join("b.xlsx");
        let twice = find_inputs(&[b.clone(), root.clone(), root.join("./b.xlsx")], false).unwrap();
        assert_eq!(twice.len(), 3);
        assert_eq!(
            twice[0],
            Found {
                path: b,
                root: None
            }
        );
    }

    #[test]
    fn outputs_mirror_folders_and_collisions_are_refused() {
        let found = vec![
            Found {
                path: "in/a/c.xlsx".into(),
                root: Some("in".into()),
            },
            Found {
                path: "x.ods".into(),
                root: None,
            },
        ];
        let jobs = plan(&found, &Destination::Folder("out".into())).unwrap();
        assert_eq!(jobs[0].output, PathBuf::from("out/a/c.solved.xlsx"));
        assert_eq!(jobs[1].output, PathBuf::from("out/x.solved.xlsx"));
        let beside = plan(&found, &Destination::Beside).unwrap();
        assert_eq!(beside[0].output, PathBuf::from("in/a/c.solved.xlsx"));

        let clash = vec![
            Found {
                path: "one/p.xlsx".into(),
                root: None,
            },
            Found {
                path: "two/p.ods".into(),
                root: None,
            },
        ];
        let e = plan(&clash, &Destination::Folder("out".into())).unwrap_err();
        assert!(e.to_string().contains("would both be written to"), "{e}");
        assert!(plan(&clash, &Destination::Beside).is_ok());
    }
}
