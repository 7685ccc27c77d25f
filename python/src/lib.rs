//! The native half of the Python package `sudoku_xlsx`: the solver, the rater, the
//! generator and the command's jobs, run with the GIL released. The Python half
//! (`pysrc/sudoku_xlsx`) turns what these return into the package's classes, and every
//! refusal here is raised as one of its errors (`sudoku_xlsx.errors`).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes};
use rayon::prelude::*;

use sudoku_core::general::{self, Names, Puzzle, Shape, Symbols};
use sudoku_core::logic::{check_game, hint_text, GridNames, HintLevel, Standing, Technique};
use sudoku_core::{Grid, Level, Outcome, Solutions};
use sudoku_xlsx::jobs::{self, Done, Refusal};

/// The exit statuses of README's table that the errors raised here carry.
const UNSOLVABLE: u8 = 1;
const UNUSABLE: u8 = 2;
const UNDECIDED: u8 = 3;

/// `sudoku_xlsx.errors.<class>(message, exit_code, cells)`, to raise.
fn error(py: Python<'_>, class: &str, message: impl Into<String>, exit_code: u8) -> PyErr {
    error_with_cells(py, class, message, exit_code, Vec::new())
}

fn error_with_cells(
    py: Python<'_>,
    class: &str,
    message: impl Into<String>,
    exit_code: u8,
    cells: Vec<String>,
) -> PyErr {
    let made = py
        .import("sudoku_xlsx.errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.call1((message.into(), exit_code, cells)));
    match made {
        Ok(e) => PyErr::from_value(e),
        Err(e) => e,
    }
}

/// A sheet's name for cell `i` of an `n` x `n` grid at A1: `D4`, as the command names
/// the cells of a typed puzzle.
fn cell_name(n: usize, i: usize) -> String {
    format!("{}{}", char::from(b'A' + (i % n) as u8), i / n + 1)
}

/// The rules a puzzle is read with: the plain 9x9 (`shape` is `None`), or a shape of
/// another size or with variant rules.
#[pyclass(frozen, module = "sudoku_xlsx._native")]
struct Rules {
    shape: Option<Shape>,
    /// The side the puzzle must have; `None`: any square, told by its length.
    size: Option<usize>,
}

#[pymethods]
impl Rules {
    #[new]
    #[pyo3(signature = (size=None, boxes=None, diagonal=false, windoku=false, regions=None))]
    fn new(
        py: Python<'_>,
        size: Option<usize>,
        boxes: Option<(usize, usize)>,
        diagonal: bool,
        windoku: bool,
        regions: Option<&str>,
    ) -> PyResult<Rules> {
        let region_cells = regions.map(|r| r.chars().filter(|c| !c.is_whitespace()).count());
        let from_regions = region_cells.and_then(|k| (4..=25).find(|n| n * n == k));
        if let (Some(k), None) = (region_cells, from_regions) {
            return Err(error(
                py,
                "UsageError",
                format!("regions: {k} cells is not a square grid; give one region letter a cell, N*N of them"),
                UNUSABLE,
            ));
        }
        let variant = boxes.is_some() || diagonal || windoku || regions.is_some();
        if !variant && matches!(size, None | Some(9)) {
            return Ok(Rules { shape: None, size });
        }
        // Boxes of 2 by 3 make a 6x6, as regions of 36 cells do.
        let n = size
            .or(from_regions)
            .or(boxes.map(|(r, c)| r * c))
            .unwrap_or(9);
        let built = match regions {
            Some(map) => {
                let ids = map
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .map(|c| if c.is_ascii() { c as u8 } else { 0xff })
                    .collect();
                Shape::builder(n)
                    .regions(ids)
                    .diagonal(diagonal)
                    .windoku(windoku)
                    .build()
            }
            None => {
                let mut b = Shape::builder(n).diagonal(diagonal).windoku(windoku);
                if let Some((r, c)) = boxes {
                    b = b.boxes(r, c);
                }
                b.build()
            }
        };
        let shape = built.map_err(|e| error(py, "UsageError", e.to_string(), UNUSABLE))?;
        Ok(Rules {
            shape: Some(shape),
            size: Some(n),
        })
    }
}

/// A puzzle read: a plain 9x9, or one of another shape.
enum Typed {
    Classic(Grid),
    Shaped(Puzzle),
}

/// Reads `text` (81 characters, rows, or the command's printed grid; `.` or `0` empty)
/// under `rules`; what is wrong, in words, when it cannot.
fn read(text: &str, rules: Option<&Rules>) -> Result<Typed, String> {
    let compact = jobs::cells_of_typed(text);
    let cells = compact.chars().count();
    if let Some(shape) = rules.and_then(|r| r.shape.as_ref()) {
        if cells != shape.cells() {
            return Err(format!(
                "it has {cells} cells, and a {n}x{n} grid has {}",
                shape.cells(),
                n = shape.n()
            ));
        }
        return Puzzle::parse(shape.clone(), &compact, Symbols::Standard)
            .map(Typed::Shaped)
            .map_err(|e| e.to_string());
    }
    let n = match rules.and_then(|r| r.size) {
        Some(n) => n,
        None => (4..=25).find(|n| n * n == cells).ok_or_else(|| {
            format!("it has {cells} cells; a puzzle is 81 characters for a 9x9 (1-9, with . or 0 for an empty cell), or N*N for another size")
        })?,
    };
    if n == 9 {
        return compact
            .parse::<Grid>()
            .map(Typed::Classic)
            .map_err(|e| e.to_string());
    }
    let shape = Shape::standard(n).map_err(|e| e.to_string())?;
    if cells != shape.cells() {
        return Err(format!(
            "it has {cells} cells, and a {n}x{n} grid has {}",
            n * n
        ));
    }
    Puzzle::parse(shape, &compact, Symbols::Standard)
        .map(Typed::Shaped)
        .map_err(|e| e.to_string())
}

fn read_one(py: Python<'_>, text: &str, rules: Option<&Rules>) -> PyResult<Typed> {
    read(text, rules).map_err(|e| error(py, "PuzzleError", format!("the puzzle: {e}"), UNUSABLE))
}

/// Every puzzle of a batch read, or the first that cannot be, by its index.
fn read_all(py: Python<'_>, texts: &[String], rules: Option<&Rules>) -> PyResult<Vec<Typed>> {
    texts
        .iter()
        .enumerate()
        .map(|(k, t)| {
            read(t, rules)
                .map_err(|e| error(py, "PuzzleError", format!("puzzle {k}: {e}"), UNUSABLE))
        })
        .collect()
}

fn solution_of(p: &Typed) -> Option<String> {
    match p {
        Typed::Classic(g) => sudoku_core::solve(g).solution().map(Grid::to_string),
        Typed::Shaped(p) => general::solve(p)
            .solution()
            .map(|s| s.to_line(Symbols::Standard)),
    }
}

/// Runs `f` on every item with the GIL released, on `threads` threads (all cores when
/// `None`, this thread alone for 1), in chunks of about 50 ms: between chunks the GIL is
/// taken back to let Ctrl-C raise `KeyboardInterrupt`.
fn in_chunks<T: Sync, R: Send>(
    py: Python<'_>,
    items: &[T],
    threads: Option<usize>,
    f: impl Fn(&T) -> R + Sync,
) -> PyResult<Vec<R>> {
    let pool = match threads {
        Some(0) => {
            return Err(error(
                py,
                "UsageError",
                "threads must be 1 or more (None: every core)",
                UNUSABLE,
            ))
        }
        Some(k) if k > 1 => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(k)
                .build()
                .map_err(|e| {
                    error(
                        py,
                        "Error",
                        format!("cannot start {k} threads: {e}"),
                        UNUSABLE,
                    )
                })?,
        ),
        _ => None,
    };
    let width = match (&pool, threads) {
        (_, Some(1)) => 1,
        (Some(p), _) => p.current_num_threads(),
        (None, _) => rayon::current_num_threads(),
    };
    let mut out = Vec::with_capacity(items.len());
    let mut chunk = width;
    let mut at = 0;
    while at < items.len() {
        let part = &items[at..(at + chunk).min(items.len())];
        let started = Instant::now();
        let done: Vec<R> = py.detach(|| match (&pool, threads) {
            (_, Some(1)) => part.iter().map(&f).collect(),
            (Some(p), _) => p.install(|| part.par_iter().map(&f).collect()),
            (None, _) => part.par_iter().map(&f).collect(),
        });
        at += part.len();
        out.extend(done);
        py.check_signals()?;
        // Chunks of about 50 ms: Ctrl-C is answered at once, and taking the GIL back
        // costs nothing beside the work.
        let took = started.elapsed().as_secs_f64().max(1e-6);
        let next = (part.len() as f64 * 0.05 / took) as usize;
        chunk = next.clamp(width, (chunk * 4).max(width)).min(1 << 16);
    }
    Ok(out)
}

/// `solve(puzzle, rules)`: the solution, one of several, or `None`.
#[pyfunction]
#[pyo3(signature = (puzzle, rules=None))]
fn solve(py: Python<'_>, puzzle: &str, rules: Option<&Rules>) -> PyResult<Option<String>> {
    let p = read_one(py, puzzle, rules)?;
    Ok(py.detach(|| solution_of(&p)))
}

/// `count_solutions(puzzle, limit, rules)`: solutions counted up to `limit`.
#[pyfunction]
#[pyo3(signature = (puzzle, limit=2, rules=None))]
fn count_solutions(
    py: Python<'_>,
    puzzle: &str,
    limit: usize,
    rules: Option<&Rules>,
) -> PyResult<usize> {
    let p = read_one(py, puzzle, rules)?;
    Ok(py.detach(|| match &p {
        Typed::Classic(g) => sudoku_core::count_solutions(g, limit),
        Typed::Shaped(p) => general::count(p, limit),
    }))
}

/// A rating as Python reads it: `(score, level, hardest, uses, givens, guessed,
/// se_hardest)`.
type RatingTuple = (
    f64,
    Option<&'static str>,
    String,
    Vec<(String, u32)>,
    usize,
    bool,
    Option<String>,
);

/// A puzzle's rating, or why it has none (the puzzle has no single solution).
fn rating_of(p: &Typed) -> Result<RatingTuple, String> {
    let tuple = |level: Option<Level>,
                 score: f64,
                 hardest: Technique,
                 uses: Vec<(Technique, u32)>,
                 givens,
                 guessed,
                 se_hardest: Option<String>| {
        (
            score,
            level.map(Level::name),
            hardest.to_string(),
            uses.into_iter().map(|(t, k)| (t.to_string(), k)).collect(),
            givens,
            guessed,
            se_hardest,
        )
    };
    let (solutions, rated) = match p {
        Typed::Classic(g) => {
            let r = sudoku_core::rate(g);
            let t = tuple(
                r.level,
                r.score.value(),
                r.hardest,
                r.uses,
                r.givens,
                r.guessed,
                r.se_hardest.map(String::from),
            );
            (r.solutions, t)
        }
        Typed::Shaped(p) => {
            let r = general::rate(p);
            let t = tuple(
                r.level,
                r.score.value(),
                r.hardest,
                r.uses,
                r.givens,
                r.guessed,
                None,
            );
            (r.solutions, t)
        }
    };
    match solutions {
        Solutions::One => Ok(rated),
        Solutions::Several => Err("the puzzle has more than one solution".into()),
        Solutions::None => Err(match p {
            Typed::Classic(g) => sudoku_core::solve(g).status_line(|i| cell_name(9, i)),
            Typed::Shaped(_) => "No solution exists.".into(),
        }),
    }
}

fn no_level(py: Python<'_>, why: &str) -> PyErr {
    error(
        py,
        "NoUniqueSolutionError",
        format!("no level: {why}; only a puzzle with exactly one solution is rated"),
        UNSOLVABLE,
    )
}

/// `rate(puzzle, rules)`: the rating on the Sudoku Explainer scale.
#[pyfunction]
#[pyo3(signature = (puzzle, rules=None))]
fn rate(py: Python<'_>, puzzle: &str, rules: Option<&Rules>) -> PyResult<RatingTuple> {
    let p = read_one(py, puzzle, rules)?;
    py.detach(|| rating_of(&p))
        .map_err(|why| no_level(py, &why))
}

/// One step as Python reads it: `(technique, difficulty, sentence, placements,
/// eliminations)`, each candidate as `(cell, row, column, digit)`, rows and columns
/// counted from 0.
type StepTuple = (String, f64, String, Vec<MarkTuple>, Vec<MarkTuple>);
type MarkTuple = (String, usize, usize, u8);

fn mark(n: usize, cell: usize, digit: u8) -> MarkTuple {
    (cell_name(n, cell), cell / n, cell % n, digit)
}

/// `explain(puzzle, rules)`: `(steps, ending)`.
#[pyfunction]
#[pyo3(signature = (puzzle, rules=None))]
fn explain(
    py: Python<'_>,
    puzzle: &str,
    rules: Option<&Rules>,
) -> PyResult<(Vec<StepTuple>, String)> {
    let p = read_one(py, puzzle, rules)?;
    Ok(py.detach(|| match &p {
        Typed::Classic(g) => {
            let e = sudoku_core::logic::explain(g);
            let steps = e
                .steps
                .iter()
                .map(|s| {
                    let marks = |cs: &[sudoku_core::logic::Cand]| {
                        cs.iter()
                            .map(|c| mark(9, usize::from(c.cell), c.digit))
                            .collect()
                    };
                    (
                        s.technique.to_string(),
                        s.difficulty.value(),
                        s.text.render(&GridNames),
                        marks(&s.placements),
                        marks(&s.eliminations),
                    )
                })
                .collect();
            (steps, e.ending_sentence(&GridNames))
        }
        Typed::Shaped(p) => {
            let n = p.shape.n();
            let names = Names {
                cell: Box::new(move |i| cell_name(n, i)),
                ..Names::plain(&p.shape)
            };
            let e = general::explain(p, &names, None);
            let marks = |cs: &[(usize, u8)]| cs.iter().map(|&(c, v)| mark(n, c, v)).collect();
            let steps = e
                .steps
                .iter()
                .map(|s| {
                    (
                        s.technique.to_string(),
                        s.difficulty.value(),
                        s.text.clone(),
                        marks(&s.placements),
                        marks(&s.eliminations),
                    )
                })
                .collect();
            (steps, e.ending)
        }
    }))
}

/// `hint(puzzle, level)`: the next step, told at `level` (`nudge`, `cells`, `full`).
#[pyfunction]
#[pyo3(signature = (puzzle, level="nudge"))]
fn hint(py: Python<'_>, puzzle: &str, level: &str) -> PyResult<String> {
    let level: HintLevel = level
        .parse()
        .map_err(|e: <HintLevel as std::str::FromStr>::Err| {
            error(py, "UsageError", format!("level: {e}"), UNUSABLE)
        })?;
    let Typed::Classic(g) = read_one(py, puzzle, None)? else {
        return Err(error(
            py,
            "UsageError",
            "hints are given for 9x9 puzzles; ask for the steps with explain() instead",
            UNUSABLE,
        ));
    };
    let said = py.detach(|| match check_game(&g, &g) {
        Standing::Next(step) => Ok(hint_text(&step, level, &GridNames)),
        Standing::Solved => Ok("Solved! Every digit is right.".to_string()),
        Standing::Stalled => Ok(
            "No technique applies from here: the puzzle has more than one solution.".to_string(),
        ),
        _ => Err(sudoku_core::solve(&g).status_line(|i| cell_name(9, i))),
    });
    said.map_err(|why| error(py, "UnsolvableError", why, UNSOLVABLE))
}

/// A generated puzzle as Python reads it: `(puzzle, solution, score, level, hardest,
/// regions)`.
type MadeTuple = (
    String,
    String,
    f64,
    Option<&'static str>,
    String,
    Option<String>,
);

/// `generate(seed, level, symmetry, givens, time_limit, rules, jigsaw)`.
#[pyfunction]
#[pyo3(signature = (seed, level=None, symmetry="rotational", givens=None, time_limit=60.0, rules=None, jigsaw=false))]
#[allow(clippy::too_many_arguments)]
fn generate(
    py: Python<'_>,
    seed: u64,
    level: Option<&str>,
    symmetry: &str,
    givens: Option<usize>,
    time_limit: f64,
    rules: Option<&Rules>,
    jigsaw: bool,
) -> PyResult<MadeTuple> {
    let usage = |e: String| error(py, "UsageError", e, UNUSABLE);
    let level: Option<Level> = level
        .map(|l| l.parse().map_err(|e| usage(format!("level: {e}"))))
        .transpose()?;
    let symmetry = symmetry
        .parse()
        .map_err(|e: sudoku_core::generate::ParseSymmetryError| {
            usage(format!("symmetry: {}", e.0))
        })?;
    if !(time_limit.is_finite() && time_limit > 0.0) {
        return Err(usage(
            "time_limit must be a number of seconds above 0".into(),
        ));
    }
    let mut shape = rules.and_then(|r| r.shape.clone());
    if jigsaw && shape.is_none() {
        shape = Some(Shape::standard(9).map_err(|e| usage(e.to_string()))?);
    }
    if givens.is_some() && shape.is_some() {
        return Err(usage("givens is for plain 9x9 puzzles".into()));
    }
    let options = sudoku_core::generate::GenerateOptions {
        level,
        symmetry,
        givens,
        time_limit: Duration::from_secs_f64(time_limit.min(1e9)),
    };
    let made = interruptible(py, || {
        jobs::generate_puzzle(shape.as_ref(), jigsaw, &options, seed)
    })?;
    match made {
        Ok(m) => Ok((m.puzzle, m.solution, m.score, m.level, m.hardest, m.regions)),
        Err(why) => Err(error(py, "GenerateError", why, UNDECIDED)),
    }
}

/// `solve_many(puzzles, threads, rules)`: a solution (or `None`) for each.
#[pyfunction]
#[pyo3(signature = (puzzles, threads=None, rules=None))]
fn solve_many(
    py: Python<'_>,
    puzzles: Vec<String>,
    threads: Option<usize>,
    rules: Option<&Rules>,
) -> PyResult<Vec<Option<String>>> {
    let read = read_all(py, &puzzles, rules)?;
    in_chunks(py, &read, threads, solution_of)
}

/// `solve_array(cells, threads)`: 81 bytes a puzzle (0 empty, 1-9) in; the solutions out
/// the same way, all zeros for a puzzle with none.
#[pyfunction]
#[pyo3(signature = (cells, threads=None))]
fn solve_array<'py>(
    py: Python<'py>,
    cells: &[u8],
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyByteArray>> {
    if !cells.len().is_multiple_of(81) {
        return Err(error(
            py,
            "PuzzleError",
            format!("the array holds {} cells, not rows of 81", cells.len()),
            UNUSABLE,
        ));
    }
    let grids: Vec<Grid> = cells
        .chunks_exact(81)
        .enumerate()
        .map(|(k, row)| {
            let mut a = [0u8; 81];
            a.copy_from_slice(row);
            Grid::from_cells(a).ok_or_else(|| {
                let (i, v) = row
                    .iter()
                    .enumerate()
                    .find(|(_, &v)| v > 9)
                    .map_or((0, 0), |(i, &v)| (i, v));
                error(
                    py,
                    "PuzzleError",
                    format!(
                        "puzzle {k}: cell {i} ({}) holds {v}; a cell holds 0 (empty) or a digit 1-9",
                        cell_name(9, i)
                    ),
                    UNUSABLE,
                )
            })
        })
        .collect::<PyResult<_>>()?;
    let solved = in_chunks(py, &grids, threads, |g| match sudoku_core::solve(g) {
        Outcome::Unique(s) | Outcome::Multiple(s) => *s.cells(),
        _ => [0u8; 81],
    })?;
    Ok(PyByteArray::new(py, solved.as_flattened()))
}

/// `rate_many(puzzles, threads, rules)`: a rating for each, `None` for a puzzle with no
/// single solution.
#[pyfunction]
#[pyo3(signature = (puzzles, threads=None, rules=None))]
fn rate_many(
    py: Python<'_>,
    puzzles: Vec<String>,
    threads: Option<usize>,
    rules: Option<&Rules>,
) -> PyResult<Vec<Option<RatingTuple>>> {
    let read = read_all(py, &puzzles, rules)?;
    in_chunks(py, &read, threads, |p| rating_of(p).ok())
}

/// A job's result as Python reads it: `(exit, out, err, results, files)`, each result as
/// `(place, status, solution, message, level, score)`.
type JobTuple<'py> = (
    u8,
    Vec<String>,
    Vec<String>,
    Vec<(
        String,
        &'static str,
        Option<String>,
        String,
        Option<String>,
        Option<f64>,
    )>,
    Vec<(String, Bound<'py, PyBytes>)>,
);

/// A job's `Done` for Python, or its refusal raised as the error of its kind.
fn done<'py>(py: Python<'py>, d: Done) -> PyResult<JobTuple<'py>> {
    if let Some(why) = d.refused {
        let message = d
            .err
            .iter()
            .map(|l| l.strip_prefix("error: ").unwrap_or(l))
            .collect::<Vec<_>>()
            .join("\n");
        let (class, cells) = match why {
            Refusal::Usage => ("UsageError", Vec::new()),
            Refusal::NotAWorkbook => ("NotAWorkbookError", Vec::new()),
            Refusal::BadCells(cells) => ("BadCellsError", cells),
            Refusal::Input => ("InputError", Vec::new()),
            Refusal::Output => ("OutputError", Vec::new()),
        };
        return Err(error_with_cells(py, class, message, d.exit, cells));
    }
    let results = d
        .results
        .into_iter()
        .map(|r| (r.place, r.status, r.solution, r.message, r.level, r.score))
        .collect();
    let files = d
        .files
        .into_iter()
        .map(|(n, b)| (n, PyBytes::new(py, &b)))
        .collect();
    Ok((d.exit, d.out, d.err, results, files))
}

/// Runs `work` (a whole job) on a thread of its own while this one, the GIL released
/// between looks, waits for it and watches for Ctrl-C: on `KeyboardInterrupt` the job is
/// stopped at its next check (a job has no chunks to stop between) and the interrupt
/// raised once it has returned.
fn interruptible<T: Send>(py: Python<'_>, work: impl FnOnce() -> T + Send) -> PyResult<T> {
    std::thread::scope(|s| {
        let job = s.spawn(work);
        loop {
            py.detach(|| {
                let until = Instant::now() + Duration::from_millis(50);
                while !job.is_finished() && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(2));
                }
            });
            if job.is_finished() {
                return job
                    .join()
                    .map_err(|_| error(py, "Error", "the job failed unexpectedly", UNUSABLE));
            }
            if let Err(interrupt) = py.check_signals() {
                jobs::stop();
                let _ = py.detach(|| job.join());
                jobs::resume();
                return Err(interrupt);
            }
        }
    })
}

/// `job(command, name, data, flags)`: `solve`, `explain`, `play` or `find` on a workbook
/// held in memory (`name` names it in messages), with the command's flags.
#[pyfunction]
#[pyo3(signature = (command, name, data, flags))]
fn job<'py>(
    py: Python<'py>,
    command: &str,
    name: &str,
    data: Vec<u8>,
    flags: Vec<String>,
) -> PyResult<JobTuple<'py>> {
    let d = match command {
        "solve" => interruptible(py, || jobs::solve(name, data, &flags))?,
        "explain" => interruptible(py, || jobs::explain_with_results(name, data, &flags))?,
        "play" => interruptible(py, || jobs::play(name, data, &flags))?,
        "find" => {
            let sheet = flags.first().map(String::as_str);
            interruptible(py, || jobs::find(name, data, sheet))?
        }
        other => return Err(error(py, "UsageError", format!("no job {other}"), UNUSABLE)),
    };
    done(py, d)
}

/// `generate_job(flags)`: `generate` with the command's flags (`-o NAME --seed N` among
/// them), its workbook kept in memory.
#[pyfunction]
fn generate_job(py: Python<'_>, flags: Vec<String>) -> PyResult<JobTuple<'_>> {
    let d = interruptible(py, || jobs::generate(&flags, Arc::new(|_| {})))?;
    done(py, d)
}

/// `save(data, out, force, input)`: writes a job's file all or nothing, never over
/// `input`.
#[pyfunction]
#[pyo3(signature = (data, out, force=false, input=None))]
// A refusal is the job's whole `Done`, made once.
#[allow(clippy::result_large_err)]
fn save(
    py: Python<'_>,
    data: &[u8],
    out: PathBuf,
    force: bool,
    input: Option<PathBuf>,
) -> PyResult<()> {
    // The bytes are borrowed from an immutable `bytes` the caller holds: no copy is needed
    // to write them without the GIL.
    match py.detach(|| jobs::save(data, input.as_deref(), &out, force)) {
        Ok(()) => Ok(()),
        Err(d) => done(py, d).map(|_| ()),
    }
}

/// `cli(args)`: the whole `sudoku-xlsx` command on `args` (the program's name first),
/// returning its exit status.
#[pyfunction]
fn cli(py: Python<'_>, args: Vec<String>) -> u8 {
    py.detach(|| sudoku_xlsx::cli_main_from(args))
}

/// Names every level and technique, for the package's documentation and checks.
#[pyfunction]
fn levels() -> Vec<&'static str> {
    Level::ALL.iter().map(|l| l.name()).collect()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Rules>()?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(solve_array, m)?)?;
    m.add_function(wrap_pyfunction!(rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(job, m)?)?;
    m.add_function(wrap_pyfunction!(generate_job, m)?)?;
    m.add_function(wrap_pyfunction!(save, m)?)?;
    m.add_function(wrap_pyfunction!(cli, m)?)?;
    m.add_function(wrap_pyfunction!(levels, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
