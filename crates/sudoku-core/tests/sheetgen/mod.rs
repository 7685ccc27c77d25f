//! Sheets laid out as people lay them out, made from a seed, with the true place of every
//! grid known: a puzzle at a random place, a title above it and labels beside it at
//! random distances, index labels against it, a neighbour grid one empty row or column
//! away, sums, and bad cells (a typo, a text, an error, a date) at random cells, edges
//! and corners most often. Used by `tests/find_generated.rs` on cells in memory and by
//! the workspace's `tests/find_sheets.rs` through real workbook files and the binary.
#![allow(dead_code)]

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_core::grid::Grid;
use sudoku_core::outcome::Outcome;
use sudoku_core::solve;

/// What a cell of a generated sheet holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// A digit 1-9, typed as a number.
    Digit(u8),
    /// A title or label: text.
    Text(String),
    /// A sum such as 45, or the typo `55`: a number that is no digit.
    Number(f64),
    /// A bad cell of a grid: what was typed instead of a digit.
    Bad(Bad),
}

/// The kinds of bad cell a person leaves in a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bad {
    /// Two digits in one cell: `55`.
    Typo,
    /// A letter: `x`.
    Letter,
    /// An error value, as a formula that failed leaves it: `#N/A`.
    Error,
    /// A date (a digit typed as `5/1`, taken for a date).
    Date,
    /// A formula never calculated: no saved result.
    Formula,
}

/// A grid the sheet holds, where it is and what it is.
#[derive(Debug, Clone)]
pub struct Truth {
    /// Top-left, zero-based.
    pub row: u32,
    pub col: u32,
    /// Its digits (bad cells left empty).
    pub grid: Grid,
    /// Its bad cells, in reading order.
    pub bad: Vec<(u32, u32)>,
    /// How the finder names it: `unique`, `several solutions`, `no solution`,
    /// `givens clash`, `full` or `bad cells`.
    pub kind: &'static str,
    /// An edge line (row or column) of it holds nothing: the same cells then also fit
    /// the window one line over, and which was meant cannot be told from the cells.
    pub empty_edge: bool,
}

/// A generated sheet: its cells, and the grids among them.
#[derive(Debug, Clone)]
pub struct Sheet {
    pub seed: u64,
    pub cells: Vec<(u32, u32, Cell)>,
    pub grids: Vec<Truth>,
}

/// Public puzzles to lay out (the committed samples of the shared sets), each turned
/// and relabelled by the seed.
pub fn pool() -> Vec<Grid> {
    let sets = [
        include_str!("../../../../tests/data/puzzles2_17_clue"),
        include_str!("../../../../tests/data/puzzles3_magictour_top1465"),
        include_str!("../../../../tests/data/easy50_project_euler.txt"),
        include_str!("../../../../tests/data/hard20_attractivechaos.txt"),
    ];
    sets.iter()
        .flat_map(|s| s.lines())
        .filter_map(|l| l.trim().parse::<Grid>().ok())
        .collect()
}

fn kind_of(grid: &Grid) -> &'static str {
    match solve(grid) {
        Outcome::Unique(_) if grid.is_full() => "full",
        Outcome::Unique(_) => "unique",
        Outcome::Multiple(_) => "several solutions",
        Outcome::NoSolution => "no solution",
        Outcome::Conflicts(_) => "givens clash",
    }
}

/// `g` turned over its diagonal, its digits relabelled and its bands shuffled as the
/// seed says: the same puzzle to a solver, another to the eye.
fn varied(g: &Grid, rng: &mut ChaCha8Rng) -> Grid {
    let mut digits: Vec<u8> = (1..=9).collect();
    for i in (1..9).rev() {
        digits.swap(i, rng.random_range(0..=i));
    }
    let mut bands = [0usize, 1, 2];
    for i in (1..3).rev() {
        bands.swap(i, rng.random_range(0..=i));
    }
    let turn = rng.random_bool(0.5);
    let mut cells = [0u8; 81];
    for (i, cell) in cells.iter_mut().enumerate() {
        let (r, c) = (i / 9, i % 9);
        let (r, c) = (bands[r / 3] * 3 + r % 3, c);
        let (r, c) = if turn { (c, r) } else { (r, c) };
        *cell = g.get(r * 9 + c).map_or(0, |d| digits[d as usize - 1]);
    }
    Grid::from_cells(cells).unwrap_or_else(Grid::empty)
}

/// A puzzle for a grid: mostly as published, sometimes with givens that clash or a
/// given more that leaves no solution.
fn puzzle(pool: &[Grid], rng: &mut ChaCha8Rng) -> Grid {
    let mut g = varied(pool.choose(rng).expect("a pool of puzzles"), rng);
    let roll = rng.random_range(0..10);
    let empties: Vec<usize> = (0..81).filter(|&i| g.get(i).is_none()).collect();
    if roll == 0 {
        // A clash: a digit its row already holds, typed again.
        if let Some(&i) = empties.choose(rng) {
            let row = i / 9 * 9;
            if let Some(d) = (row..row + 9).find_map(|j| g.get(j)) {
                g.set(i, d);
            }
        }
    } else if roll == 1 {
        // No solution: a given that clashes with nothing yet rules every solution out.
        for _ in 0..40 {
            let Some(&i) = empties.choose(rng) else { break };
            let mut h = g;
            h.set(i, rng.random_range(1..=9));
            if matches!(solve(&h), Outcome::NoSolution) {
                g = h;
                break;
            }
        }
    }
    g
}

impl Sheet {
    fn put(&mut self, r: u32, c: u32, cell: Cell) {
        self.cells.retain(|x| (x.0, x.1) != (r, c));
        self.cells.push((r, c, cell));
    }

    fn free(&self, r: u32, c: u32) -> bool {
        !self.cells.iter().any(|x| (x.0, x.1) == (r, c))
    }

    /// True when nothing is typed in rows `r0..=r1` and columns `c0..=c1`.
    fn clear(&self, (r0, c0): (i64, i64), (r1, c1): (i64, i64)) -> bool {
        !self.cells.iter().any(|&(r, c, _)| {
            (r0..=r1).contains(&i64::from(r)) && (c0..=c1).contains(&i64::from(c))
        })
    }

    fn lay(&mut self, row: u32, col: u32, grid: Grid, bad: Option<(usize, Bad)>) {
        let mut digits = grid;
        let mut bad_at = Vec::new();
        if let Some((i, kind)) = bad {
            digits.set(i, 0);
            bad_at.push((row + i as u32 / 9, col + i as u32 % 9));
            self.put(bad_at[0].0, bad_at[0].1, Cell::Bad(kind));
        }
        for i in 0..81 {
            if let Some(d) = digits.get(i) {
                self.put(row + i as u32 / 9, col + i as u32 % 9, Cell::Digit(d));
            }
        }
        let typed = |r: u32, c: u32| {
            let i = (r * 9 + c) as usize;
            digits.get(i).is_some() || bad.is_some_and(|(b, _)| b == i)
        };
        let empty_edge = (0..9).all(|c| !typed(0, c))
            || (0..9).all(|c| !typed(8, c))
            || (0..9).all(|r| !typed(r, 0))
            || (0..9).all(|r| !typed(r, 8));
        let kind = if bad.is_some() {
            "bad cells"
        } else {
            kind_of(&digits)
        };
        self.grids.push(Truth {
            row,
            col,
            grid: digits,
            bad: bad_at,
            kind,
            empty_edge,
        });
    }

    /// The sheet of `seed`, its puzzles drawn from `pool`.
    pub fn generate(seed: u64, pool: &[Grid]) -> Sheet {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut sheet = Sheet {
            seed,
            cells: Vec::new(),
            grids: Vec::new(),
        };
        let (row, col) = (rng.random_range(0..24u32), rng.random_range(0..14u32));
        let grid = puzzle(pool, &mut rng);
        // Bad cells sit on the grid's edges and corners most often, where a finder is
        // tempted to read the window one line over.
        let bad = rng.random_bool(0.45).then(|| {
            let edge: Vec<usize> = (0..81)
                .filter(|i| i / 9 == 0 || i / 9 == 8 || i % 9 == 0 || i % 9 == 8)
                .collect();
            let i = if rng.random_bool(0.7) {
                *edge.choose(&mut rng).unwrap_or(&0)
            } else {
                rng.random_range(0..81)
            };
            let kind = *[Bad::Typo, Bad::Letter, Bad::Error, Bad::Date, Bad::Formula]
                .choose(&mut rng)
                .unwrap_or(&Bad::Typo);
            (i, kind)
        });
        sheet.lay(row, col, grid, bad);
        // A neighbour grid one empty row or column away, below or to the right.
        if rng.random_bool(0.35) {
            let g = puzzle(pool, &mut rng);
            let (r, c) = if rng.random_bool(0.5) {
                (row + 10, col)
            } else {
                (row, col + 10)
            };
            sheet.lay(r, c, g, None);
        }
        let (row, col) = (i64::from(row), i64::from(col));
        // A title above, one to three rows up with empty rows between, as one text or
        // spread over a few cells.
        if rng.random_bool(0.6) {
            let dist = rng.random_range(2..=4i64);
            let r = row - dist;
            let c = col + rng.random_range(0..4i64);
            let width = rng.random_range(1..=3i64);
            if r >= 0 && sheet.clear((r - 1, c - 1), (r + 1, c + width)) {
                for k in 0..width {
                    sheet.put(
                        r as u32,
                        (c + k) as u32,
                        Cell::Text(format!("Puzzle {seed}")),
                    );
                }
            }
        }
        // A label left of the grid at a distance, e.g. "Week 12".
        if rng.random_bool(0.4) {
            let dist = rng.random_range(2..=3i64);
            let c = col - dist;
            let r = row + rng.random_range(0..9i64);
            if c >= 0 && sheet.clear((r - 1, c - 1), (r + 1, c + 1)) {
                sheet.put(r as u32, c as u32, Cell::Text("Week 12".into()));
            }
        }
        // Index labels against the grid: 1-9 over its columns, or 0-8 down its left.
        if rng.random_bool(0.3) {
            let zero = rng.random_bool(0.5);
            let above = rng.random_bool(0.5);
            let labels: Vec<(i64, i64)> = (0..9)
                .map(|k| {
                    if above {
                        (row - 1, col + k)
                    } else {
                        (row + k, col - 1)
                    }
                })
                .collect();
            let room = labels.iter().all(|&(r, c)| r >= 0 && c >= 0)
                && labels.iter().all(|&(r, c)| {
                    let (r0, c0) = if above { (r - 1, c) } else { (r, c - 1) };
                    sheet.clear((r0, c0), (r, c))
                });
            if room {
                for (k, &(r, c)) in labels.iter().enumerate() {
                    let v = if zero { k as u8 } else { k as u8 + 1 };
                    let cell = if v == 0 {
                        Cell::Number(0.0)
                    } else {
                        Cell::Digit(v)
                    };
                    sheet.put(r as u32, c as u32, cell);
                }
            }
        }
        // Row sums one empty column past the grid (and its neighbour, and anything else
        // typed in those rows).
        if rng.random_bool(0.2) {
            let boxes = sheet.grids.iter().map(|g| g.col + 8);
            let typed = sheet
                .cells
                .iter()
                .filter(|x| (row as u32..row as u32 + 9).contains(&x.0))
                .map(|x| x.1);
            let c = boxes.chain(typed).max().unwrap_or(0) + 2;
            for k in 0..9 {
                sheet.put(row as u32 + k, c, Cell::Number(45.0));
            }
        }
        sheet
    }
}

/// A cell of a sheet of another size: row, column, and whether it holds a symbol of the
/// grid (else anything else typed: a title, a label, a bad cell).
pub type SizedCell = (u32, u32, bool);

/// A sheet with one grid of `n` cells a side (not 9): random symbols filling about half
/// its cells at a random place, a title above and a label beside it at random distances,
/// and often a bad cell on its edge. Its top-left, or `None` when a line of it is empty
/// or it sits at A1 (the default range itself).
pub fn sized(seed: u64, n: u32) -> (Vec<SizedCell>, Option<(u32, u32)>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (row, col) = (rng.random_range(0..30u32), rng.random_range(0..20u32));
    let mut cells: Vec<SizedCell> = Vec::new();
    for r in 0..n {
        for c in 0..n {
            if rng.random_bool(if n < 8 { 0.6 } else { 0.45 }) {
                cells.push((row + r, col + c, true));
            }
        }
    }
    if rng.random_bool(0.5) {
        // A bad cell (a typo, a text) on an edge, in place of whatever was there.
        let k = rng.random_range(0..n);
        let (r, c) = match rng.random_range(0..4) {
            0 => (row, col + k),
            1 => (row + n - 1, col + k),
            2 => (row + k, col),
            _ => (row + k, col + n - 1),
        };
        cells.retain(|&(x, y, _)| (x, y) != (r, c));
        cells.push((r, c, false));
    }
    if rng.random_bool(0.6) {
        let dist = rng.random_range(2..=4u32);
        if row >= dist {
            let c = col + rng.random_range(0..4);
            for k in 0..rng.random_range(1..=3) {
                cells.push((row - dist, c + k, false));
            }
        }
    }
    if rng.random_bool(0.4) {
        let dist = rng.random_range(2..=3u32);
        if col >= dist {
            cells.push((row + rng.random_range(0..n), col - dist, false));
        }
    }
    // A grid with an empty row or column reads two ways when something is typed beside
    // it (a label one column away, a typo past its own empty column): left to the 9x9
    // finder, which names both.
    let typed = |r: u32, c: u32| cells.iter().any(|&(x, y, _)| (x, y) == (r, c));
    let line_empty = (0..n).any(|j| {
        (0..n).all(|k| !typed(row + j, col + k)) || (0..n).all(|k| !typed(row + k, col + j))
    });
    // (And one with fewer symbols than a quarter of its cells is too sparse to point at.)
    let symbols = cells.iter().filter(|c| c.2).count() as u32;
    let sparse = symbols * 4 < n * n;
    let truth = (!line_empty && !sparse && (row, col) != (0, 0)).then_some((row, col));
    (cells, truth)
}
