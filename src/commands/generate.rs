//! `sudoku-xlsx generate`: make puzzles with one solution each, at a chosen difficulty,
//! in parallel but reproducibly (puzzle k always comes from the seed and k alone), and
//! write them as a workbook to hand out or as a puzzle list.

use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rayon::prelude::*;

use sudoku_core::general::{self, logic, Shape, Symbols};
use sudoku_core::generate::{generate_seeded, puzzle_seed, GenerateOptions, Generated};
use sudoku_workbook::booklet::Paper;
use sudoku_workbook::general::{ShapedDigits, SymbolStyle};
use sudoku_workbook::puzzles::{self, Handout, PuzzleRow, PuzzleSheet, ShapedSheet};

use crate::batch::{self, Progress};
use crate::cli::GenerateArgs;
use crate::error::{Error, ExitStatus};
use crate::messages;

/// The checked settings of one `generate` run.
#[derive(Debug, Clone)]
pub struct GenerateConfig {
    /// How many puzzles.
    pub count: usize,
    /// What kind.
    pub options: GenerateOptions,
    /// The batch seed.
    pub seed: u64,
    /// Whether the seed was chosen by the tool (then it is printed).
    pub seed_chosen: bool,
    /// The output workbook.
    pub output: PathBuf,
    /// One sheet of puzzle strings instead of a sheet per puzzle.
    pub list: bool,
    /// The title and whether solutions go with the puzzles.
    pub handout: Handout,
    /// `--solutions-to`: the solutions' own workbook.
    pub solutions_to: Option<PathBuf>,
    /// `--force`.
    pub force: bool,
    /// `--quiet`.
    pub quiet: bool,
    /// Worker threads.
    pub threads: usize,
    /// Other sizes and variants: the shape (for jigsaws, its size and rules; each puzzle
    /// gets its own layout) and how digits are written.
    pub shaped: Option<(Shape, SymbolStyle)>,
    /// `--jigsaw`: a random layout per puzzle.
    pub jigsaw: bool,
    /// Where the outputs go when they are kept in memory ([`GenerateConfig::in_memory`]).
    pub(crate) memory: Option<Memory>,
}

/// Outputs kept in memory, each with its name.
pub(crate) type Kept = Arc<Mutex<Vec<(PathBuf, Vec<u8>)>>>;

/// What a run held in memory keeps instead of writing files, and whom it tells of each
/// puzzle made.
#[derive(Clone)]
pub(crate) struct Memory {
    /// The outputs, each with its name.
    pub files: Kept,
    /// Told the number of puzzles made so far, after each.
    pub on_made: Arc<dyn Fn(usize) + Send + Sync>,
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memory")
    }
}

impl GenerateConfig {
    /// A run whose outputs are kept in `files` rather than written (the web page's):
    /// the flags checked against each other, the seed required (a browser has no clock to
    /// take one from that is also safe to call here), `on_made` told of each puzzle made.
    pub(crate) fn in_memory(
        mut args: GenerateArgs,
        files: Kept,
        on_made: Arc<dyn Fn(usize) + Send + Sync>,
    ) -> Result<GenerateConfig, anyhow::Error> {
        if args.seed.is_none() {
            anyhow::bail!(sudoku_i18n::tr!("usage-give-seed"));
        }
        args.run.jobs = Some(1);
        let mut config = GenerateConfig::plan(args)?;
        config.memory = Some(Memory { files, on_made });
        Ok(config)
    }

    /// Checks the flags and the output path before any work.
    pub fn from_args(args: GenerateArgs) -> Result<GenerateConfig, anyhow::Error> {
        batch::check_output(&args.output, &[], args.run.force)?;
        if let Some(s) = &args.solutions_to {
            batch::check_output(s, &[], args.run.force)?;
            if batch::same_file(s, &args.output) || *s == args.output {
                anyhow::bail!(
                    "{}: {}",
                    crate::messages::path(s),
                    sudoku_i18n::tr!("usage-solutions-to-same")
                );
            }
        }
        GenerateConfig::plan(args)
    }

    fn plan(args: GenerateArgs) -> Result<GenerateConfig, anyhow::Error> {
        let (seed, seed_chosen) = match args.seed {
            Some(s) => (s, false),
            None => (chosen_seed(), true),
        };
        let shaped = shaped_plan(&args)?;
        Ok(GenerateConfig {
            memory: None,
            shaped,
            jigsaw: args.jigsaw,
            count: args.count as usize,
            options: GenerateOptions {
                level: args.difficulty,
                symmetry: args.symmetry,
                givens: args.givens.map(usize::from),
                time_limit: Duration::from_secs(args.time_limit),
            },
            seed,
            seed_chosen,
            output: args.output,
            list: args.list,
            handout: Handout {
                title: args.title,
                solutions: !args.no_solutions && args.solutions_to.is_none(),
                check_answers: args.check_answers,
                per_page: args.per_page,
                paper: args.paper.unwrap_or_else(Paper::from_locale),
            },
            solutions_to: args.solutions_to,
            force: args.run.force,
            quiet: args.run.quiet,
            threads: batch::threads(args.run.jobs),
        })
    }
}

/// A seed from the clock and the process, for a run not given one.
fn chosen_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Any value will do; keep it short enough to type back in.
    (nanos ^ u64::from(std::process::id()) << 20) % 1_000_000_000
}

/// The shape `generate` makes puzzles of, when the flags ask for anything but classic 9x9.
fn shaped_plan(args: &GenerateArgs) -> Result<Option<(Shape, SymbolStyle)>, anyhow::Error> {
    let n = args.size.unwrap_or(9);
    // A 9x9 jigsaw has the size and boxes of a classic puzzle, but not its rules.
    let classic = n == 9
        && matches!(args.boxes, None | Some((3, 3)))
        && !args.diagonal
        && !args.windoku
        && !args.jigsaw;
    let style = match args.symbols.as_str() {
        "hex" if n != 16 => anyhow::bail!(sudoku_i18n::tr!("usage-hex-size")),
        "hex" => SymbolStyle::Hex,
        "letters" if n > 9 => SymbolStyle::Letters,
        _ => SymbolStyle::Numbers,
    };
    if classic {
        return Ok(None);
    }
    if args.givens.is_some() {
        anyhow::bail!(sudoku_i18n::tr!("usage-givens-nine"));
    }
    if args.per_page.is_some() {
        anyhow::bail!(sudoku_i18n::tr!("usage-per-page-nine"));
    }
    if args.jigsaw && n > 16 {
        anyhow::bail!(sudoku_i18n::tr!("usage-jigsaw-size"));
    }
    let rules = crate::shaped::Rules {
        size: Some(n),
        boxes: args.boxes,
        hex: style == SymbolStyle::Hex,
        diagonal: args.diagonal,
        windoku: args.windoku,
        regions: None,
    };
    let shape = rules.shape(n, None).map_err(anyhow::Error::msg)?;
    Ok(Some((shape, style)))
}

/// One puzzle of another shape, made and rated.
pub(crate) struct MadeShaped {
    pub(crate) generated: general::Generated,
    pub(crate) rating: logic::GeneralRating,
}

/// Makes puzzle `k` of a shaped run: carved puzzles from successive seeds until one has
/// the level asked for (any, without `--difficulty`), within the time limit.
fn make_shaped(config: &GenerateConfig, shape: &Shape, k: u64) -> Result<MadeShaped, String> {
    make_shaped_with(&config.options, config.jigsaw, config.seed, shape, k)
}

/// [`make_shaped`] with its settings given one by one (`jigsaw`: each puzzle on a
/// random layout of `shape`'s size), for callers without a whole run's settings.
pub(crate) fn make_shaped_with(
    options: &GenerateOptions,
    jigsaw: bool,
    run_seed: u64,
    shape: &Shape,
    k: u64,
) -> Result<MadeShaped, String> {
    let mut opts = general::GenerateOptions::for_shape(shape);
    opts.symmetry = options.symmetry;
    // Below extreme, carving stops where the puzzle would need more than the level's
    // techniques, as for classic grids: otherwise most carved puzzles overshoot it.
    opts.up_to = options
        .level
        .filter(|&l| l != sudoku_core::Level::Extreme)
        .map(sudoku_core::Level::hardest);
    let started = sudoku_core::time::Instant::now();
    let deadline = started + options.time_limit;
    let limit = options.time_limit.as_secs();
    for attempt in 0u64.. {
        if batch::stopped() {
            return Err(sudoku_i18n::tr!("error-interrupted"));
        }
        // Every path of the loop ends within the time limit: layouts without a full grid
        // and searches that cannot decide count against it as much as puzzles of the
        // wrong level.
        if attempt > 0 && sudoku_core::time::Instant::now() >= deadline {
            // Say why a level can be out of reach: a 4x4 is always easy, and the largest
            // sizes are rated with fewer techniques than the rest.
            let why = match shape.n() {
                4 => sudoku_i18n::tr!("generate-why-four"),
                n if n <= 10 => sudoku_i18n::tr!("generate-why-time"),
                _ => sudoku_i18n::tr!("generate-why-large"),
            };
            return Err(match options.level {
                Some(level) => sudoku_i18n::tr!(
                    "generate-none-found-level",
                    level = sudoku_core::Level::words(Some(level)),
                    limit = limit,
                    tried = attempt,
                    why = why
                ),
                None => sudoku_i18n::tr!(
                    "generate-none-found",
                    limit = limit,
                    tried = attempt,
                    why = why
                ),
            });
        }
        let seed = puzzle_seed(puzzle_seed(run_seed, k), attempt);
        let layout = if jigsaw {
            Some(jigsaw_shape(shape, seed, deadline)?)
        } else {
            None
        };
        let shape = layout.as_ref().unwrap_or(shape);
        let generated = match general::generate_until(shape, &opts, seed, Some(deadline)) {
            Ok(Some(g)) => g,
            // Only a jigsaw layout can lack a full grid (with the diagonals added to it),
            // and a search can run out of time on one; the next attempt draws another.
            Ok(None) | Err(_) if jigsaw => continue,
            Ok(None) => return Err(sudoku_i18n::tr!("generate-no-full-grid")),
            Err(_) => return Err(sudoku_i18n::tr!("generate-full-grid-time", limit = limit)),
        };
        let rating = logic::rate(&generated.puzzle);
        if options.level.is_none() || rating.level == options.level {
            return Ok(MadeShaped { generated, rating });
        }
    }
    unreachable!("the loop returns")
}

/// A random jigsaw layout with `rules`' size and diagonals, from `seed`, drawn until
/// `deadline` at the latest: the layout is checked for a full grid with the diagonals,
/// as some have one only without them.
fn jigsaw_shape(
    rules: &Shape,
    seed: u64,
    deadline: sudoku_core::time::Instant,
) -> Result<Shape, String> {
    general::seeded_jigsaw_until(rules.n(), rules.is_diagonal(), seed, Some(deadline)).map_err(
        |e| match e {
            general::LayoutError::OutOfTime { .. } => {
                sudoku_i18n::tr!("generate-more-time", why = e.to_string())
            }
            e => e.to_string(),
        },
    )
}

/// `generate` for other sizes and variants: the same flow as 9x9, with shaped sheets.
fn run_shaped(
    config: &GenerateConfig,
    shape: &Shape,
    style: SymbolStyle,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> ExitStatus {
    let made = match make_all(config, |k| make_shaped(config, shape, k), "", err) {
        Ok(made) => made,
        Err(status) => return status,
    };
    let symbols = if style == SymbolStyle::Hex {
        Symbols::Hex
    } else {
        Symbols::Standard
    };
    // Jigsaw puzzles each have their own layout, but all share its size and rules.
    let kind = crate::shaped::kind(made.first().map_or(shape, |m| &m.generated.puzzle.shape));
    let details = |k: usize, m: &MadeShaped| {
        format!(
            "{kind}, level {}, score {}, {} givens; made with seed {}, puzzle {}",
            m.rating.level_name(),
            m.rating.score,
            m.generated.puzzle.givens(),
            config.seed,
            k + 1
        )
    };
    let mut solutions = None;
    let built = if config.list {
        let rows: Vec<PuzzleRow> = made
            .iter()
            .enumerate()
            .map(|(k, m)| PuzzleRow {
                puzzle: m.generated.puzzle.to_line(symbols),
                solution: m.generated.solution.to_line(symbols),
                givens: m.generated.puzzle.givens(),
                level: m.rating.level_name().to_string(),
                score: m.rating.score.value(),
                made_by: format!("{kind}, seed {}, puzzle {}", config.seed, k + 1),
            })
            .collect();
        list_output(&config.output, &rows, config.handout.paper)
    } else {
        let sheets: Vec<ShapedSheet> = made
            .iter()
            .enumerate()
            .map(|(k, m)| ShapedSheet {
                digits: ShapedDigits {
                    shape: m.generated.puzzle.shape.clone(),
                    puzzle: m.generated.puzzle.cells.clone(),
                    shown: m.generated.solution.cells.clone(),
                    style,
                },
                caption: vec![format!("{kind}, level: {}", m.rating.level_name())],
                details: details(k, m),
            })
            .collect();
        solutions = config
            .solutions_to
            .is_some()
            .then(|| puzzles::shaped_solutions_workbook(&sheets, &config.handout));
        puzzles::shaped_puzzles_workbook(&sheets, &config.handout)
            .map(|wb| Built::Book(Box::new(wb)))
    };
    if let Some(status) = save_outputs(config, built, solutions, err) {
        return status;
    }
    if !config.quiet {
        for (k, m) in made.iter().enumerate() {
            let _ = writeln!(
                out,
                "{}",
                sudoku_i18n::tr!(
                    "generate-line-kind",
                    n = k + 1,
                    kind = crate::shaped::kind_in_words(&m.generated.puzzle.shape),
                    rating = m.rating.verdict_words(),
                    givens = m.generated.puzzle.givens(),
                    puzzle = m.generated.puzzle.to_line(symbols)
                )
            );
        }
        wrote(config, made.len(), out);
    }
    ExitStatus::Success
}

/// Makes puzzles 0..count in parallel (puzzle `k` from the seed and `k` alone), with a
/// progress bar; every failure is printed and nothing is kept unless all were made.
/// `flags` names the other flags worth changing when puzzles could not be made.
fn make_all<T: Send>(
    config: &GenerateConfig,
    make: impl Fn(u64) -> Result<T, String> + Sync,
    flags: &str,
    err: &mut dyn Write,
) -> Result<Vec<T>, ExitStatus> {
    let made_so_far = std::sync::atomic::AtomicUsize::new(0);
    let made_one = || {
        let n = made_so_far.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        if let Some(memory) = &config.memory {
            (memory.on_made)(n);
        }
    };
    if let (Some(_), true) = (&config.memory, cfg!(target_arch = "wasm32")) {
        // One at a time, in the caller's thread: a browser has no threads to start.
        let results = (0..config.count as u64)
            .map(|k| {
                let r = make(k);
                made_one();
                Some(r)
            })
            .collect();
        return gathered(config, results, flags, err);
    }
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
    {
        Ok(p) => p,
        Err(e) => {
            messages::print_error(
                err,
                sudoku_i18n::tr!("error-threads", detail = e.to_string()),
            );
            return Err(ExitStatus::Unusable);
        }
    };
    // A run held in memory (the Python module's) draws no bar: its host has no terminal
    // of its own to draw on.
    let bar = !config.quiet && config.memory.is_none();
    let progress = Progress::new(config.count as u64, "puzzles", bar);
    let results: Vec<Option<Result<T, String>>> = pool.install(|| {
        (0..config.count as u64)
            .into_par_iter()
            .map(|k| {
                if batch::stopped() {
                    return None;
                }
                let r = make(k);
                progress.done(1, u64::from(r.is_ok()), u64::from(r.is_err()));
                made_one();
                Some(r)
            })
            .collect()
    });
    progress.finish();
    if batch::stopped() {
        messages::print_error(err, sudoku_i18n::tr!("error-interrupted"));
        return Err(ExitStatus::Interrupted);
    }
    gathered(config, results, flags, err)
}

/// The puzzles made, or every failure printed.
fn gathered<T>(
    config: &GenerateConfig,
    results: Vec<Option<Result<T, String>>>,
    flags: &str,
    err: &mut dyn Write,
) -> Result<Vec<T>, ExitStatus> {
    let mut made = Vec::with_capacity(config.count);
    let mut failed = false;
    for (k, r) in results.into_iter().enumerate() {
        match r {
            Some(Ok(g)) => made.push(g),
            Some(Err(e)) => {
                messages::print_error(err, sudoku_i18n::tr!("generate-failed", n = k + 1, why = e));
                failed = true;
            }
            None => {
                messages::print_error(err, sudoku_i18n::tr!("generate-not-made", n = k + 1));
                failed = true;
            }
        }
    }
    if failed {
        messages::print_error(
            err,
            if flags.is_empty() {
                sudoku_i18n::tr!("generate-nothing-written")
            } else {
                sudoku_i18n::tr!("generate-nothing-written-givens")
            },
        );
        return Err(ExitStatus::Unusable);
    }
    Ok(made)
}

/// The puzzles' output, built: a workbook, or the bytes of a text list.
enum Built {
    Book(Box<rust_xlsxwriter::Workbook>),
    Text(Vec<u8>),
}

/// The `--list` output in the format its name asks for, as `solve` chooses: `.txt` (and
/// `.sdm`) tab-separated with a `#` header line that list readers take for a comment,
/// `.csv` with a header row, anything else a workbook. `solve` reads each back.
fn list_output(
    output: &std::path::Path,
    rows: &[PuzzleRow],
    paper: Paper,
) -> Result<Built, rust_xlsxwriter::XlsxError> {
    const HEADER: [&str; 6] = [
        "puzzle",
        "level",
        "score",
        "givens",
        "made with",
        "solution",
    ];
    if !sudoku_workbook::list::is_text_list(output) {
        return puzzles::puzzle_list_workbook(rows, paper).map(|wb| Built::Book(Box::new(wb)));
    }
    let fields = |r: &PuzzleRow| {
        [
            r.puzzle.clone(),
            r.level.clone(),
            r.score.to_string(),
            r.givens.to_string(),
            r.made_by.clone(),
            r.solution.clone(),
        ]
    };
    let csv = output
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    let mut bytes = Vec::new();
    if csv {
        let mut w = csv::Writer::from_writer(&mut bytes);
        let mut rec = |f: &[String]| w.write_record(f).map_err(std::io::Error::other);
        let written = rec(&HEADER.map(String::from))
            .and_then(|()| rows.iter().try_for_each(|r| rec(&fields(r))));
        written
            .and_then(|()| w.flush())
            .map_err(rust_xlsxwriter::XlsxError::IoError)?;
    } else {
        bytes.extend(format!("# {}\n", HEADER.join("\t")).bytes());
        for r in rows {
            bytes.extend(format!("{}\n", fields(r).join("\t")).bytes());
        }
    }
    Ok(Built::Text(bytes))
}

/// A built workbook as the bytes of its file, packed as [`write::save`] packs it.
fn to_bytes(
    built: Result<rust_xlsxwriter::Workbook, rust_xlsxwriter::XlsxError>,
    path: &std::path::Path,
) -> Result<Vec<u8>, Error> {
    let mut wb = built.map_err(|e| Error::write(path, e))?;
    sudoku_workbook::write::to_bytes(&mut wb, path).map_err(|e| Error::output(path, e))
}

/// An output given its name, and how to take that back: the file it replaced, kept under
/// a temporary name until the run is through.
struct Placed {
    path: PathBuf,
    backup: Option<PathBuf>,
}

impl Placed {
    /// Writes `bytes` to `path` all or nothing, keeping a file it replaces aside.
    fn save(path: &std::path::Path, bytes: &[u8], force: bool) -> Result<Placed, Error> {
        let backup = if force && path.is_file() {
            let dir = sudoku_workbook::save::parent_dir(path);
            let aside = dir.join(format!(
                "{}{}-replaced.tmp",
                sudoku_workbook::save::TEMP_PREFIX,
                std::process::id()
            ));
            std::fs::hard_link(path, &aside).ok().map(|()| aside)
        } else {
            None
        };
        let saved = sudoku_workbook::save_atomic(path, force, |f| f.write_all(bytes));
        if let Err(e) = saved {
            if let Some(b) = &backup {
                let _ = std::fs::remove_file(b);
            }
            return Err(Error::output(path, e));
        }
        Ok(Placed {
            path: path.to_path_buf(),
            backup,
        })
    }

    /// Takes the output back: the file it replaced returns, or it goes.
    fn undo(self) {
        match &self.backup {
            Some(b) => {
                let _ = std::fs::rename(b, &self.path);
            }
            None => {
                let _ = std::fs::remove_file(&self.path);
            }
        }
    }

    /// Keeps the output: the file it replaced is gone for good.
    fn keep(self) {
        if let Some(b) = &self.backup {
            let _ = std::fs::remove_file(b);
        }
    }
}

/// Saves the puzzles to `--output` and, with `--solutions-to`, the solutions to theirs:
/// both or neither. Both are packed in memory first; the solutions get their name first
/// and are taken back (the file they replaced restored) if the puzzles fail or a signal
/// comes before the puzzles have theirs. The exit status when they were not saved.
fn save_outputs(
    config: &GenerateConfig,
    built: Result<Built, rust_xlsxwriter::XlsxError>,
    solutions: Option<Result<rust_xlsxwriter::Workbook, rust_xlsxwriter::XlsxError>>,
    err: &mut dyn Write,
) -> Option<ExitStatus> {
    let interrupted = |err: &mut dyn Write| {
        messages::print_error(err, sudoku_i18n::tr!("error-interrupted"));
        Some(ExitStatus::Interrupted)
    };
    let failed = |err: &mut dyn Write, e: Error| {
        messages::print_error(err, e);
        Some(ExitStatus::Unusable)
    };
    let puzzles = match built {
        Ok(Built::Text(bytes)) => Ok(bytes),
        Ok(Built::Book(wb)) => to_bytes(Ok(*wb), &config.output),
        Err(e) => Err(Error::write(&config.output, e)),
    };
    let puzzles = match puzzles {
        Ok(b) => b,
        Err(e) => return failed(err, e),
    };
    let solutions = match (solutions, &config.solutions_to) {
        (Some(built), Some(path)) => match to_bytes(built, path) {
            Ok(b) => Some((b, path)),
            Err(e) => return failed(err, e),
        },
        _ => None,
    };
    if let Some(memory) = &config.memory {
        let mut files = memory.files.lock().unwrap_or_else(|e| e.into_inner());
        files.push((config.output.clone(), puzzles));
        if let Some((bytes, path)) = solutions {
            files.push((path.clone(), bytes));
        }
        return None;
    }
    // Both folders are checked before either file is written.
    for path in std::iter::once(&config.output).chain(&config.solutions_to) {
        if let Err(e) = batch::check_output(path, &[], config.force) {
            return failed(err, e);
        }
    }
    if batch::interrupted_by_signal() {
        return interrupted(err);
    }
    // From the first name given to the last, the watchdog that ends an interrupted run
    // waits: it must not leave the solutions named and the puzzles not.
    let _hold = batch::ExitHold::new();
    let placed = match solutions {
        Some((bytes, path)) => match Placed::save(path, &bytes, config.force) {
            Ok(p) => Some(p),
            Err(e) => return failed(err, e),
        },
        None => None,
    };
    if batch::interrupted_by_signal() {
        if let Some(p) = placed {
            p.undo();
        }
        return interrupted(err);
    }
    let saved =
        sudoku_workbook::save_atomic(&config.output, config.force, |f| f.write_all(&puzzles));
    if let Err(e) = saved {
        if let Some(p) = placed {
            p.undo();
        }
        return failed(err, Error::output(&config.output, e));
    }
    if let Some(p) = placed {
        p.keep();
    }
    if batch::interrupted_by_signal() {
        // Both were written whole before the signal was seen.
        messages::print_error(err, sudoku_i18n::tr!("error-interrupted-after"));
        return Some(ExitStatus::Interrupted);
    }
    None
}

/// The closing lines: where the puzzles went, and the seed that makes them again.
fn wrote(config: &GenerateConfig, count: usize, out: &mut dyn Write) {
    // The seed as text: a count is a signed 64-bit number, a seed is not.
    let (path, seed) = (messages::path(&config.output), config.seed.to_string());
    let line = if config.seed_chosen {
        sudoku_i18n::tr!(
            "wrote-generated-chosen",
            path = path,
            count = count,
            seed = seed
        )
    } else {
        sudoku_i18n::tr!("wrote-generated", path = path, count = count, seed = seed)
    };
    let _ = writeln!(out, "{line}");
    if let Some(path) = &config.solutions_to {
        let _ = writeln!(
            out,
            "{}",
            sudoku_i18n::tr!("wrote-solutions", path = messages::path(path))
        );
    }
}

/// Runs `generate`.
pub fn run(config: &GenerateConfig, out: &mut dyn Write, err: &mut dyn Write) -> ExitStatus {
    // A run held in memory belongs to a host (the Python module) that handles Ctrl-C
    // itself and stops the run through `jobs::stop`.
    if config.memory.is_none() {
        batch::interrupt::install_interrupt_handler();
    }
    if let (Some(title), false) = (&config.handout.title, config.list) {
        messages::warn_long_title(err, title);
    }
    if let Some((shape, style)) = &config.shaped {
        return run_shaped(config, shape, *style, out, err);
    }
    // Whether a puzzle that missed its givens target ran out of time, rather than stopped
    // because grid after grid came no closer: the advice differs.
    let out_of_time = std::sync::atomic::AtomicBool::new(false);
    let make = |k: u64| {
        let started = sudoku_core::time::Instant::now();
        let g = generate_seeded(&config.options, puzzle_seed(config.seed, k))
            .map_err(|e| e.to_string())?;
        if !g.givens_target_met && started.elapsed() >= config.options.time_limit {
            out_of_time.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Ok(g)
    };
    let made = match make_all(config, make, " or --givens", err) {
        Ok(made) => made,
        Err(status) => return status,
    };
    // The player sees the level in words; how to make the puzzle again and its score
    // are the maker's, kept in the document properties.
    let caption = |g: &Generated| {
        vec![sudoku_i18n::tr!(
            "caption-level",
            level = sudoku_core::Level::words(g.rating.level)
        )]
    };
    let details = |k: usize, g: &Generated| {
        format!(
            "level {}, score {}, {} givens; made with seed {}, puzzle {}",
            g.rating.level_name(),
            g.rating.score,
            g.puzzle.givens(),
            config.seed,
            k + 1
        )
    };
    let mut solutions = None;
    let built = if config.list {
        // The batch seed and the puzzle's number make it again (`--seed S -n K` makes
        // it as the last); the per-puzzle seed inside the generator would not.
        let rows: Vec<PuzzleRow> = made
            .iter()
            .enumerate()
            .map(|(k, g)| PuzzleRow {
                puzzle: g.puzzle.to_string(),
                solution: g.solution.to_string(),
                givens: g.puzzle.givens(),
                level: g.rating.level_name().to_string(),
                score: g.rating.score.value(),
                made_by: format!("seed {}, puzzle {}", config.seed, k + 1),
            })
            .collect();
        list_output(&config.output, &rows, config.handout.paper)
    } else {
        let sheets: Vec<PuzzleSheet> = made
            .iter()
            .enumerate()
            .map(|(k, g)| PuzzleSheet {
                puzzle: g.puzzle,
                solution: g.solution,
                caption: caption(g),
                details: details(k, g),
            })
            .collect();
        solutions = config
            .solutions_to
            .is_some()
            .then(|| puzzles::solutions_workbook(&sheets, &config.handout));
        puzzles::puzzles_workbook(&sheets, &config.handout).map(|wb| Built::Book(Box::new(wb)))
    };
    if let Some(status) = save_outputs(config, built, solutions, err) {
        return status;
    }
    let missed: Vec<String> = made
        .iter()
        .enumerate()
        .filter(|(_, g)| !g.givens_target_met)
        .map(|(k, g)| format!("{} ({})", k + 1, g.puzzle.givens()))
        .collect();
    if let (false, Some(target)) = (missed.is_empty(), config.options.givens) {
        // Not an error: the puzzles are good, only sparser ones were not found. The advice
        // is what would work: more time only when time is what ran out; else a target the
        // generator reaches (the most givens among the puzzles that missed it).
        let reached = made
            .iter()
            .filter(|g| !g.givens_target_met)
            .map(|g| g.puzzle.givens())
            .max()
            .unwrap_or(target);
        let advice = if out_of_time.load(std::sync::atomic::Ordering::Relaxed) {
            sudoku_i18n::tr!("givens-advice-time", reached = reached)
        } else if config.options.symmetry == sudoku_core::generate::Symmetry::None {
            sudoku_i18n::tr!("givens-advice-seldom", target = target, reached = reached)
        } else {
            sudoku_i18n::tr!(
                "givens-advice-symmetry",
                target = target,
                reached = reached,
                symmetry = config.options.symmetry.to_string()
            )
        };
        let _ = writeln!(
            err,
            "{}",
            messages::warning(sudoku_i18n::tr!(
                "givens-missed",
                count = missed.len(),
                total = made.len(),
                target = target,
                puzzles =
                    sudoku_i18n::list_in(sudoku_i18n::current(), &missed, sudoku_i18n::Join::And),
                advice = advice
            ))
        );
    }
    if !config.quiet {
        for (k, g) in made.iter().enumerate() {
            let _ = writeln!(
                out,
                "{}",
                sudoku_i18n::tr!(
                    "generate-line",
                    n = k + 1,
                    rating = g.rating.verdict_words(),
                    givens = g.puzzle.givens(),
                    puzzle = g.puzzle.to_string()
                )
            );
        }
        wrote(config, made.len(), out);
    }
    ExitStatus::Success
}
