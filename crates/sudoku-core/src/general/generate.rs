//! Puzzles for any [`Shape`]: a random full grid from a randomized search, then clues
//! removed one symmetry orbit at a time while the solution stays unique. Deterministic
//! per seed unless a time limit cuts the work short.

use std::time::Duration;

use crate::time::Instant;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::logic::finishes_within;
use super::puzzle::Puzzle;
use super::shape::Shape;
use super::solver::Search;
use crate::generate::Symmetry;
use crate::logic::Difficulty;

/// How to carve a puzzle; see [`GenerateOptions::for_shape`] for defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Which clue patterns are allowed. `Mirror` mirrors left to right.
    pub symmetry: Symmetry,
    /// Orbits to try removing at most; `None` tries all (the puzzle is then minimal under
    /// the symmetry, as far as the node budget could tell).
    pub max_attempts: Option<usize>,
    /// Search nodes allowed to prove one removal keeps the solution unique; a removal
    /// that runs out is undone. Bounding by nodes rather than time keeps the result the
    /// same on any machine.
    pub node_budget: u64,
    /// Wall-clock limit for the whole carving; hitting it makes the result depend on
    /// the machine, so it is a last resort for large grids.
    pub time_limit: Option<Duration>,
    /// Keep a removal only while logic still finishes the puzzle with techniques rated
    /// this at most, without a guess (the top of a level, to generate to it): the puzzle
    /// stops getting harder there. `None` carves as far as uniqueness allows.
    pub up_to: Option<Difficulty>,
}

impl GenerateOptions {
    /// Rotational symmetry; every orbit is tried up to 16x16, but a 25x25 stops after 200
    /// of its 313 orbits: in a measure the rest took three times as long (3 s against
    /// 0.8 s) to remove 10 more clues (291 against 301).
    pub fn for_shape(shape: &Shape) -> GenerateOptions {
        let big = shape.n() > 16;
        GenerateOptions {
            symmetry: Symmetry::Rotational,
            max_attempts: big.then_some(200),
            node_budget: if big { 2_000 } else { 20_000 },
            time_limit: None,
            up_to: None,
        }
    }
}

/// A generated puzzle and how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle; its solution is unique.
    pub puzzle: Puzzle,
    /// Its solution.
    pub solution: Puzzle,
    /// The seed it came from.
    pub seed: u64,
    /// True when every orbit was tried; false when a budget stopped carving early, so
    /// that the puzzle has more clues than it could (the closest reached).
    pub complete: bool,
    /// Orbits tried.
    pub attempts: usize,
    /// Grids searched for before one was filled (1 unless a search ran out of nodes).
    pub grids_tried: usize,
}

/// A random full grid of `shape`: a search that tries digits in random order. A search
/// that wanders past its node budget starts again, as a fresh random order is cheaper
/// than a deep dead end; `tries` counts the starts. `None` when the shape has no full
/// grid at all, which only some jigsaw layouts can bring about.
pub fn full_grid<R: Rng + ?Sized>(shape: &Shape, rng: &mut R) -> Option<(Puzzle, usize)> {
    full_grid_until(shape, rng, None).unwrap_or(None)
}

/// The search ran past its deadline before it found a full grid or proved there is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", sudoku_i18n::tr!("generate-out-of-time"))]
pub struct OutOfTime;

/// [`full_grid`] that gives up at `deadline`: the restarts widen their budget without
/// end on a shape that has no full grid but is slow to prove so.
fn full_grid_until<R: Rng + ?Sized>(
    shape: &Shape,
    rng: &mut R,
    deadline: Option<Instant>,
) -> Result<Option<(Puzzle, usize)>, OutOfTime> {
    let empty = vec![0u8; shape.cells()];
    let mut budget = 50 + 4 * shape.cells() as u64;
    let mut tries = 0;
    loop {
        tries += 1;
        let mut sub = ChaCha8Rng::seed_from_u64(rng.random());
        let r = Search::new(shape, 1, budget).run(&empty, None, Some(&mut sub));
        if let Some(cells) = r.first {
            let puzzle = Puzzle {
                shape: shape.clone(),
                cells,
            };
            return Ok(Some((puzzle, tries)));
        }
        if !r.aborted {
            return Ok(None);
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Err(OutOfTime);
        }
        // Widen the budget slowly so that some start always succeeds.
        budget += budget / 4;
    }
}

/// The cell paired with `i` under `symmetry` on an N x N grid.
pub fn image(symmetry: Symmetry, n: usize, i: usize) -> usize {
    match symmetry {
        Symmetry::None => i,
        Symmetry::Rotational => n * n - 1 - i,
        Symmetry::Mirror => i / n * n + (n - 1 - i % n),
    }
}

/// Removes clues from `solution` in random order, one orbit at a time, keeping each
/// removal only when the solution stays unique (and, with `opts.up_to`, logic up to that
/// rating still finishes the puzzle).
pub fn carve<R: Rng + ?Sized>(
    solution: &Puzzle,
    opts: &GenerateOptions,
    rng: &mut R,
) -> (Puzzle, bool, usize) {
    let start = Instant::now();
    let shape = &solution.shape;
    let n = shape.n();
    let mut orbits: Vec<Vec<usize>> = (0..n * n)
        .filter(|&i| image(opts.symmetry, n, i) >= i)
        .map(|i| {
            let j = image(opts.symmetry, n, i);
            if j == i {
                vec![i]
            } else {
                vec![i, j]
            }
        })
        .collect();
    orbits.shuffle(rng);
    let mut cells = solution.cells.clone();
    let mut attempts = 0;
    let mut complete = true;
    for orbit in &orbits {
        let out_of_attempts = opts.max_attempts.is_some_and(|m| attempts >= m);
        let out_of_time = opts.time_limit.is_some_and(|t| start.elapsed() >= t);
        if out_of_attempts || out_of_time {
            complete = false;
            break;
        }
        attempts += 1;
        for &i in orbit {
            cells[i] = 0;
        }
        let kept = stays_unique(shape, &cells, &solution.cells, orbit, opts.node_budget)
            && opts.up_to.is_none_or(|m| {
                let now = Puzzle {
                    shape: shape.clone(),
                    cells: cells.clone(),
                };
                finishes_within(&now, m)
            });
        if !kept {
            for &i in orbit {
                cells[i] = solution.cells[i];
            }
        }
    }
    let puzzle = Puzzle {
        shape: shape.clone(),
        cells,
    };
    (puzzle, complete, attempts)
}

/// True when `cells`, which `solution` solves and which was unique before the cells of
/// `removed` were emptied, is still unique. Any other solution would also solve the
/// earlier puzzle unless it differs in a removed cell, so it is enough to look, for each
/// removed cell, for a solution with another value there: a search for one solution,
/// which fails fast, rather than a count to two. Out of budget counts as not unique.
fn stays_unique(
    shape: &Shape,
    cells: &[u8],
    solution: &[u8],
    removed: &[usize],
    budget: u64,
) -> bool {
    removed.iter().all(|&i| {
        let r = Search::new(shape, 1, budget).run(cells, Some((i, solution[i])), None);
        r.count == 0 && !r.aborted
    })
}

/// A puzzle with a unique solution on `shape`, the same for the same seed and options
/// (unless `time_limit` cuts in). `None` when the shape has no full grid (see
/// [`full_grid`]).
///
/// ```
/// use sudoku_core::general::{count, generate, GenerateOptions, Shape};
///
/// let shape = Shape::builder(6).diagonal(true).build().unwrap();
/// let g = generate(&shape, &GenerateOptions::for_shape(&shape), 7).unwrap();
/// assert_eq!(count(&g.puzzle, 2), 1);
/// assert!(g.puzzle.is_within(&g.solution) && g.complete);
/// assert_eq!(Some(g), generate(&shape, &GenerateOptions::for_shape(&shape), 7));
/// ```
pub fn generate(shape: &Shape, opts: &GenerateOptions, seed: u64) -> Option<Generated> {
    generate_until(shape, opts, seed, None).unwrap_or(None)
}

/// [`generate`] whose search for a full grid gives up at `deadline` (the same puzzle as
/// [`generate`] when it does not): `Ok(None)` when the shape has no full grid,
/// `Err(OutOfTime)` when that could not be decided in time.
pub fn generate_until(
    shape: &Shape,
    opts: &GenerateOptions,
    seed: u64,
    deadline: Option<Instant>,
) -> Result<Option<Generated>, OutOfTime> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Some((solution, grids_tried)) = full_grid_until(shape, &mut rng, deadline)? else {
        return Ok(None);
    };
    let (puzzle, complete, attempts) = carve(&solution, opts, &mut rng);
    Ok(Some(Generated {
        puzzle,
        solution,
        seed,
        complete,
        attempts,
        grids_tried,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::general::solver::count;

    #[test]
    fn full_grids_of_every_variant_are_solved() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let shapes = [
            Shape::standard(8).unwrap(),
            Shape::builder(9).windoku(true).build().unwrap(),
            Shape::builder(9)
                .diagonal(true)
                .windoku(true)
                .build()
                .unwrap(),
            Shape::builder(12)
                .boxes(4, 3)
                .diagonal(true)
                .build()
                .unwrap(),
            Shape::jigsaw(6, "AAABBB AACCBB ACCCDB ECFDDD EEFFDD EEEFFF").unwrap(),
        ];
        for s in shapes {
            let (g, _) = full_grid(&s, &mut rng).unwrap();
            assert!(g.is_solved(), "{s}");
        }
    }

    #[test]
    fn symmetry_images() {
        assert_eq!(image(Symmetry::Rotational, 6, 0), 35);
        assert_eq!(image(Symmetry::Mirror, 6, 7), 10);
        assert_eq!(image(Symmetry::None, 6, 7), 7);
    }

    #[test]
    fn carving_keeps_symmetry_and_uniqueness() {
        let shape = Shape::standard(9).unwrap();
        for sym in Symmetry::ALL {
            let opts = GenerateOptions {
                symmetry: sym,
                ..GenerateOptions::for_shape(&shape)
            };
            let g = generate(&shape, &opts, 11).unwrap();
            assert_eq!(count(&g.puzzle, 2), 1);
            let c = &g.puzzle.cells;
            assert!((0..81).all(|i| (c[i] == 0) == (c[image(sym, 9, i)] == 0)));
            assert!(g.puzzle.givens() < 40, "{sym}: {}", g.puzzle.givens());
        }
    }

    #[test]
    fn attempt_budget_stops_early() {
        let shape = Shape::standard(9).unwrap();
        let opts = GenerateOptions {
            max_attempts: Some(5),
            ..GenerateOptions::for_shape(&shape)
        };
        let g = generate(&shape, &opts, 3).unwrap();
        assert!(!g.complete);
        assert_eq!(g.attempts, 5);
        assert!(g.puzzle.givens() >= 81 - 10);
        assert_eq!(count(&g.puzzle, 2), 1);
    }
}
