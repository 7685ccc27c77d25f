//! Human-style solving and rating for every [`Shape`], in its own cell and value names.
//! Every shape takes each step from the logic engine in [`crate::logic`] (the techniques
//! sound on the shape that it runs at that size), on the same scale; this module names
//! the steps in the sheet's own cell and value names.

use std::fmt;
use std::time::Duration;

use sudoku_i18n::{list_in, tr, Join};

use crate::time::Instant;

use super::puzzle::{Puzzle, Symbols};
use super::shape::{Shape, Unit, UnitId, UnitKind};
use super::solver::{count_within, solve_within, GeneralOutcome, Undecided};

use crate::grid::Unit as GridUnit;
use crate::logic::{
    CellNames, Difficulty, EngineShape, Level, Memo, Role, Step, Technique, TECHNIQUES,
};
use crate::outcome::Solutions;

/// One step of a solve: a technique applied once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneralStep {
    /// The technique.
    pub technique: Technique,
    /// How hard the step is on the Sudoku Explainer scale.
    pub difficulty: Difficulty,
    /// Digits written in, as (cell index, value 1..=N).
    pub placements: Vec<(usize, u8)>,
    /// Candidates crossed out, as (cell index, value).
    pub eliminations: Vec<(usize, u8)>,
    /// The units the step reasons in.
    pub units: Vec<UnitId>,
    /// The candidates that prove it, as (cell index, value, part in the pattern), so that
    /// a picture can colour them.
    pub pattern: Vec<(usize, u8, Role)>,
    /// Why, in one sentence named by the [`Names`] given to [`explain`].
    pub text: String,
}

/// The digits and pencil marks of a grid at one moment of a solve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneralSnapshot {
    /// The value of each cell, 0 when empty.
    pub digits: Vec<u8>,
    /// The candidates of each cell: bit `v - 1` for value `v`; 0 for filled cells.
    pub candidates: Vec<u32>,
}

impl GeneralExplanation {
    /// The grid before each step, then after the last: `steps.len() + 1` snapshots (none
    /// when the cells do not fit the shape).
    pub fn snapshots(&self) -> Vec<GeneralSnapshot> {
        let p = &self.puzzle;
        let n = p.shape.n();
        if p.cells.len() != p.shape.cells() || p.cells.iter().any(|&v| usize::from(v) > n) {
            return Vec::new();
        }
        let mut board = Board::new(p);
        let snap = |b: &Board| GeneralSnapshot {
            digits: b.val.clone(),
            candidates: b.cand.clone(),
        };
        let mut out = Vec::with_capacity(self.steps.len() + 1);
        out.push(snap(&board));
        for step in &self.steps {
            for &(c, v) in &step.placements {
                if board.val[c] == 0 {
                    board.place(&p.shape, c, v);
                }
            }
            for &(c, v) in &step.eliminations {
                board.cand[c] &= !bit(v);
            }
            out.push(snap(&board));
        }
        out
    }
}

/// The steps of a solve, from the puzzle to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneralExplanation {
    /// The puzzle explained.
    pub puzzle: Puzzle,
    /// The steps, in order.
    pub steps: Vec<GeneralStep>,
    /// How many solutions the puzzle has.
    pub solutions: Solutions,
    /// The solution (one of them when there are several), `None` when there is none.
    pub solution: Option<Puzzle>,
    /// How it ended, in one sentence: `Solved in 57 steps.`, `No solution exists: after
    /// step 12, r3c4 can hold no digit.`, ...
    pub ending: String,
}

/// The verdict of [`rate`]; the same fields and wording as [`crate::logic::Rating`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneralRating {
    /// Difficulty level from `score`; [`Level::Extreme`] with several solutions (logic
    /// cannot choose between them), none with no solution or clashing givens.
    pub level: Option<Level>,
    /// The difficulty of the hardest step.
    pub score: Difficulty,
    /// The technique of the hardest step (`HiddenSingle` when there were no steps).
    pub hardest: Technique,
    /// How many times each technique was applied, in engine order, unused ones left out.
    pub uses: Vec<(Technique, u32)>,
    /// True when the path had to guess.
    pub guessed: bool,
    /// Number of givens.
    pub givens: usize,
    /// How many solutions the puzzle has.
    pub solutions: Solutions,
    /// The solution (one of them when there are several), `None` when there is none.
    pub solution: Option<Puzzle>,
}

impl GeneralRating {
    /// The level in words, `none` when there is no level.
    pub fn level_name(&self) -> &'static str {
        crate::logic::level_name(self.level)
    }

    /// The verdict ([`Display`](std::fmt::Display)) in the current language, for people.
    pub fn verdict_words(&self) -> String {
        crate::logic::verdict_words(self.solutions, self.level, self.score, self.hardest, None)
    }

    /// The techniques used and how often, e.g. `hidden single x31, naked single x20`.
    pub fn uses_summary(&self) -> String {
        crate::logic::uses_summary(&self.uses)
    }

    /// The uses in the current language, for people.
    pub fn uses_words(&self) -> String {
        crate::logic::uses_words(&self.uses)
    }

    /// How many times `t` was applied.
    pub fn count(&self, t: Technique) -> u32 {
        crate::logic::count_of(&self.uses, t)
    }

    /// The rating of an explanation's steps (as [`rate`] gives when it ran to the end).
    pub fn of(e: &GeneralExplanation) -> GeneralRating {
        let mut tally = Tally::default();
        for s in &e.steps {
            tally.add(s.technique, s.difficulty);
        }
        tally.rating(e.puzzle.givens(), e.solutions, e.solution.clone())
    }
}

/// A one-line verdict, e.g. `hard (3.6, hardest: naked triple)`, `extreme (2+
/// solutions)`, `no level (no solution)`.
impl fmt::Display for GeneralRating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::logic::write_verdict(f, self.solutions, self.level, self.score, self.hardest)
    }
}

/// How sentences name cells, values and units, so that a workbook can use its own
/// addresses, symbols and region labels. Override a field with struct update syntax:
/// `Names { cell: Box::new(|i| format!("cell {i}")), ..Names::plain(&shape) }`.
pub struct Names<'a> {
    /// Cell index to name, e.g. `r3c1` or `C3`.
    pub cell: Box<dyn Fn(usize) -> String + 'a>,
    /// Value 1..=N to text, e.g. `7`, `G`, `12`.
    pub value: Box<dyn Fn(u8) -> String + 'a>,
    /// Unit to name, e.g. `row 3`, `region B`, `main diagonal`.
    pub unit: Box<dyn Fn(UnitId) -> String + 'a>,
}

impl Names<'static> {
    /// `r3c1` cells, values as numbers 1..=N, units by their `Display`.
    pub fn plain(shape: &Shape) -> Names<'static> {
        let n = shape.n();
        Names {
            cell: Box::new(move |i| format!("r{}c{}", i / n + 1, i % n + 1)),
            value: Box::new(|v| v.to_string()),
            unit: Box::new(|u| u.to_string()),
        }
    }

    /// As [`plain`](Self::plain), but values written as `symbols` writes them (`G` for 16).
    pub fn with_symbols(shape: &Shape, symbols: Symbols) -> Names<'static> {
        Names {
            value: Box::new(move |v| symbols.symbol(v).to_string()),
            ..Names::plain(shape)
        }
    }
}

/// Explains `puzzle` step by step, to its end or for at most `max_steps` steps.
///
/// ```
/// use sudoku_core::general::{explain, Names, Puzzle, Shape, Symbols};
///
/// let s = Shape::standard(4).unwrap();
/// let p = Puzzle::parse(s.clone(), "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
/// let e = explain(&p, &Names::plain(&s), None);
/// assert_eq!(e.ending, "Solved in 12 steps.");
/// assert_eq!(e.steps[0].text, "r1c2 is the only cell of box 1 that can hold 2");
/// ```
pub fn explain(puzzle: &Puzzle, names: &Names, max_steps: Option<usize>) -> GeneralExplanation {
    explain_within(puzzle, names, max_steps, Duration::MAX)
        .expect("a search with no time limit always ends with an answer")
}

/// As [`explain`], giving the solver at most `time` to decide whether the puzzle has one
/// solution, several or none (the steps themselves take no search).
///
/// ```
/// use std::time::Duration;
/// use sudoku_core::general::{explain_within, Names, Puzzle, Shape, Symbols};
///
/// let s = Shape::standard(4).unwrap();
/// let p = Puzzle::parse(s.clone(), "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
/// let e = explain_within(&p, &Names::plain(&s), None, Duration::from_secs(5)).unwrap();
/// assert_eq!(e.ending, "Solved in 12 steps.");
/// ```
pub fn explain_within(
    puzzle: &Puzzle,
    names: &Names,
    max_steps: Option<usize>,
    time: Duration,
) -> Result<GeneralExplanation, Undecided> {
    let deadline = Instant::now().checked_add(time);
    let prep = prepare(puzzle, time)?;
    let truth = prep.truth();
    let mut out = GeneralExplanation {
        puzzle: puzzle.clone(),
        steps: Vec::new(),
        solutions: prep.solutions,
        solution: prep.solution.clone(),
        ending: String::new(),
    };
    let mut board = match prep.start {
        Start::Board(b) => b,
        Start::Clash(c) => {
            out.ending = tr!(
                "ending-general-clash",
                clash = crate::outcome::clash_words(
                    &(names.cell)(c.a.index),
                    &(names.cell)(c.b.index),
                    &(names.value)(c.value),
                    &(names.unit)(c.unit)
                )
            );
            return Ok(out);
        }
        Start::Misfit => {
            out.ending = tr!("ending-misfit", shape = puzzle.shape.to_string());
            return Ok(out);
        }
    };
    let ctx = Ctx::new(&puzzle.shape, truth);
    let end = run(&mut board, &ctx, max_steps, |_, found| {
        out.steps.push(step(&ctx, found, names));
    });
    let steps = out.steps.len();
    let lang = sudoku_i18n::current();
    out.ending = match end {
        End::Solved => match steps {
            0 => tr!("ending-nothing"),
            k => tr!("ending-solved-in", count = k),
        },
        End::Stopped => tr!("ending-stopped", step = steps),
        End::Dead(Dead::Cell(c)) => tr!(
            "ending-general-dead-cell",
            step = steps,
            cell = (names.cell)(c)
        ),
        End::Dead(Dead::Digit { unit, value }) => tr!(
            "ending-general-dead-digit",
            step = steps,
            digit = (names.value)(value),
            unit = unit_phrase(names, ctx.units[unit].id)
        ),
        End::Stalled if out.solutions == Solutions::Several => {
            let left = deadline.map_or(Duration::MAX, |d| {
                d.saturating_duration_since(Instant::now())
            });
            let cells = differing_cells(&board, prep.solution.as_ref(), left);
            let named: Vec<String> = cells.iter().map(|&c| (names.cell)(c)).collect();
            tr!(
                "ending-general-several",
                step = steps,
                cells = sudoku_i18n::list_cut(lang, &named, 12)
            )
        }
        End::Stalled => match stuck_unit(&board, &ctx) {
            Some((unit, cells, digits)) => {
                let named: Vec<String> = cells.iter().map(|&c| (names.cell)(c)).collect();
                let digits: Vec<String> =
                    bits(digits).map(|d| (names.value)(d as u8 + 1)).collect();
                tr!(
                    "ending-general-pigeonhole",
                    step = steps,
                    count = cells.len(),
                    unit = unit_phrase(names, ctx.units[unit].id),
                    cells = sudoku_i18n::list_cut(lang, &named, 6),
                    digit_count = digits.len(),
                    digits = list_in(lang, &digits, Join::And)
                )
            }
            None => tr!("ending-general-stalled", step = steps),
        },
    };
    Ok(out)
}

/// Rates `puzzle` by the techniques a person needs. Counts the steps [`explain`] would
/// take without writing their sentences.
///
/// ```
/// use sudoku_core::general::{rate, Puzzle, Shape, Symbols};
/// use sudoku_core::{Level, Solutions};
///
/// let s = Shape::standard(4).unwrap();
/// let p = Puzzle::parse(s, "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
/// let r = rate(&p);
/// assert_eq!((r.level, r.solutions, r.guessed), (Some(Level::Easy), Solutions::One, false));
/// assert_eq!(r.to_string(), "easy (1.2, hardest: hidden single)");
/// ```
pub fn rate(puzzle: &Puzzle) -> GeneralRating {
    rate_within(puzzle, Duration::MAX)
        .expect("a search with no time limit always ends with an answer")
}

/// As [`rate`], giving the solver at most `time` to decide whether the puzzle has one
/// solution, several or none.
///
/// ```
/// use std::time::Duration;
/// use sudoku_core::general::{rate_within, Puzzle, Shape, Symbols};
///
/// let s = Shape::standard(4).unwrap();
/// let p = Puzzle::parse(s, "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
/// let r = rate_within(&p, Duration::from_secs(5)).unwrap();
/// assert_eq!(r.to_string(), "easy (1.2, hardest: hidden single)");
/// ```
pub fn rate_within(puzzle: &Puzzle, time: Duration) -> Result<GeneralRating, Undecided> {
    let prep = prepare(puzzle, time)?;
    let mut tally = Tally::default();
    let truth = prep.truth();
    if let Start::Board(mut board) = prep.start {
        let ctx = Ctx::new(&puzzle.shape, truth);
        run(&mut board, &ctx, None, |_, f| {
            tally.add(f.technique, f.difficulty)
        });
    }
    Ok(tally.rating(puzzle.givens(), prep.solutions, prep.solution))
}

/// True when logic finishes `puzzle` with techniques rated `up_to` at most, without a
/// guess: what `generate` keeps a removal for when it aims below extreme. A puzzle whose
/// givens do not fit or clash is not finished.
pub fn finishes_within(puzzle: &Puzzle, up_to: Difficulty) -> bool {
    let shape = &puzzle.shape;
    let n = shape.n();
    if puzzle.cells.len() != shape.cells() || puzzle.cells.iter().any(|&v| usize::from(v) > n) {
        return false;
    }
    if !puzzle.conflicts().is_empty() {
        return false;
    }
    let mut board = Board::new(puzzle);
    let mut ctx = Ctx::new(shape, None);
    ctx.up_to = Some(up_to);
    matches!(run(&mut board, &ctx, None, |_, _| {}), End::Solved)
}

/// The counts a rating needs.
#[derive(Debug)]
struct Tally {
    counts: [u32; TECHNIQUES],
    hardest: Option<(Difficulty, Technique)>,
}

impl Default for Tally {
    fn default() -> Tally {
        Tally {
            counts: [0; TECHNIQUES],
            hardest: None,
        }
    }
}

impl Tally {
    fn add(&mut self, technique: Technique, difficulty: Difficulty) {
        self.counts[technique.index()] += 1;
        // Ties go to the later technique, as the 9x9 rater breaks them.
        if self.hardest.is_none_or(|h| (difficulty, technique) >= h) {
            self.hardest = Some((difficulty, technique));
        }
    }

    fn rating(
        &self,
        givens: usize,
        solutions: Solutions,
        solution: Option<Puzzle>,
    ) -> GeneralRating {
        let (score, hardest) = self
            .hardest
            .unwrap_or((Difficulty(0), Technique::HiddenSingle));
        let level = match solutions {
            Solutions::One => Some(Level::of(score)),
            Solutions::Several => Some(Level::Extreme),
            Solutions::None => None,
        };
        GeneralRating {
            level,
            score,
            hardest,
            uses: Technique::ALL
                .into_iter()
                .filter(|t| self.counts[t.index()] > 0)
                .map(|t| (t, self.counts[t.index()]))
                .collect(),
            guessed: self.counts[Technique::Guess.index()] > 0,
            givens,
            solutions,
            solution,
        }
    }
}

/// What the solver said, and the board to start from.
struct Prep {
    solutions: Solutions,
    solution: Option<Puzzle>,
    start: Start,
}

enum Start {
    Board(Board),
    Clash(super::puzzle::GeneralConflict),
    /// Cells that do not fit the shape (wrong count or a value above N).
    Misfit,
}

impl Prep {
    /// The solution, when it is the only one: only then may a guess write it in.
    fn truth(&self) -> Option<Vec<u8>> {
        match self.solutions {
            Solutions::One => self.solution.as_ref().map(|s| s.cells.clone()),
            _ => None,
        }
    }
}

fn prepare(puzzle: &Puzzle, time: Duration) -> Result<Prep, Undecided> {
    let n = puzzle.shape.n();
    if puzzle.cells.len() != puzzle.shape.cells() || puzzle.cells.iter().any(|&v| v as usize > n) {
        return Ok(Prep {
            solutions: Solutions::None,
            solution: None,
            start: Start::Misfit,
        });
    }
    let (solutions, solution, start) = match solve_within(puzzle, time) {
        GeneralOutcome::Unique(s) => (Solutions::One, Some(s), None),
        GeneralOutcome::Multiple(s) => (Solutions::Several, Some(s), None),
        GeneralOutcome::NoSolution => (Solutions::None, None, None),
        GeneralOutcome::Conflicts(cs) => (
            Solutions::None,
            None,
            Some(cs.first().map_or(Start::Misfit, |&c| Start::Clash(c))),
        ),
        GeneralOutcome::Undecided(t) => return Err(Undecided(t)),
    };
    Ok(Prep {
        solutions,
        solution,
        start: start.unwrap_or_else(|| Start::Board(Board::new(puzzle))),
    })
}

/// Digits and pencil marks: bit `v - 1` of `cand[i]` for value `v`, 0 in filled cells.
#[derive(Debug, Clone)]
struct Board {
    val: Vec<u8>,
    cand: Vec<u32>,
    empty: usize,
}

impl Board {
    /// The givens with full markup; the givens must not clash.
    fn new(puzzle: &Puzzle) -> Board {
        let shape = &puzzle.shape;
        let val = puzzle.cells.clone();
        let cand = (0..shape.cells())
            .map(|i| {
                if val[i] != 0 {
                    return 0;
                }
                let taken = shape
                    .peers(i)
                    .iter()
                    .filter(|&&p| val[p] != 0)
                    .fold(0, |m, &p| m | bit(val[p]));
                shape.all_digits() & !taken
            })
            .collect();
        let empty = val.iter().filter(|&&v| v == 0).count();
        Board { val, cand, empty }
    }

    fn place(&mut self, shape: &Shape, cell: usize, v: u8) {
        self.val[cell] = v;
        self.cand[cell] = 0;
        self.empty -= 1;
        for &p in shape.peers(cell) {
            self.cand[p] &= !bit(v);
        }
    }

    fn apply(&mut self, shape: &Shape, f: &Found) {
        if let Some((cell, v)) = f.place {
            self.place(shape, cell, v);
        }
        for &(cell, v) in &f.elims {
            self.cand[cell] &= !bit(v);
        }
    }

    /// Where a board with no known solution has broken: an open cell with no candidate,
    /// or a value with no place in a unit.
    fn dead(&self, ctx: &Ctx) -> Option<Dead> {
        if let Some(c) = (0..self.val.len()).find(|&i| self.val[i] == 0 && self.cand[i] == 0) {
            return Some(Dead::Cell(c));
        }
        for (u, unit) in ctx.units.iter().enumerate() {
            let seen = unit
                .cells
                .iter()
                .fold(0, |m, &c| m | self.cand[c] | bit(self.val[c]));
            let missing = ctx.all & !seen;
            if missing != 0 {
                return Some(Dead::Digit {
                    unit: u,
                    value: low_value(missing),
                });
            }
        }
        None
    }
}

/// Bit of value `v` (none for 0, an empty cell).
fn bit(v: u8) -> u32 {
    if v == 0 {
        0
    } else {
        1 << (v - 1)
    }
}

/// The smallest value in a non-empty mask.
fn low_value(mask: u32) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The set bits of a mask, lowest first.
fn bits(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let j = m.trailing_zeros() as usize;
            m &= m - 1;
            j
        })
    })
}

enum Dead {
    Cell(usize),
    Digit { unit: usize, value: u8 },
}

/// What one run reads: the shape, and the engine's view of it.
struct Ctx<'s> {
    shape: &'s Shape,
    units: &'s [Unit],
    all: u32,
    truth: Option<Vec<u8>>,
    /// Techniques rated above this are not used: logic up to a level, for generating.
    up_to: Option<Difficulty>,
    /// The logic engine's view of the shape: every technique that is sound there comes
    /// from that one set of finders.
    engine: EngineShape,
}

impl<'s> Ctx<'s> {
    fn new(shape: &'s Shape, truth: Option<Vec<u8>>) -> Ctx<'s> {
        Ctx {
            shape,
            units: shape.units(),
            all: shape.all_digits(),
            truth,
            up_to: None,
            engine: engine_shape(shape),
        }
    }
}

/// The engine's step, with what it places and removes as this module's boards hold them.
#[derive(Debug, Clone)]
struct Found {
    technique: Technique,
    difficulty: Difficulty,
    place: Option<(usize, u8)>,
    elims: Vec<(usize, u8)>,
    step: Box<Step>,
}

enum End {
    Solved,
    Stopped,
    Dead(Dead),
    Stalled,
}

/// Applies the easiest step again and again, showing each to `record` before it is
/// applied, until the board is solved, breaks, stalls or `max_steps` are taken.
fn run(
    b: &mut Board,
    ctx: &Ctx,
    max_steps: Option<usize>,
    mut record: impl FnMut(&Board, &Found),
) -> End {
    let mut steps = 0;
    let mut memo = Memo::new();
    loop {
        if b.empty == 0 {
            return End::Solved;
        }
        // Every step keeps every solution, so a board with one cannot break.
        if ctx.truth.is_none() {
            if let Some(d) = b.dead(ctx) {
                return End::Dead(d);
            }
        }
        if max_steps.is_some_and(|m| steps >= m) {
            return End::Stopped;
        }
        let found = engine_step(b, ctx, &mut memo);
        let Some(found) = found else {
            return End::Stalled;
        };
        debug_assert!(
            found
                .place
                .iter()
                .chain(&found.elims)
                .all(|&(c, v)| b.cand[c] & bit(v) != 0),
            "{} names a candidate that is not on the board: {found:?}",
            found.technique
        );
        record(b, &found);
        b.apply(ctx.shape, &found);
        steps += 1;
    }
}

/// The logic engine's view of `shape`: its units named as the engine names them.
fn engine_shape(shape: &Shape) -> EngineShape {
    let units = shape
        .units()
        .iter()
        .map(|u| {
            // Shapes hold at most 25 units of a kind.
            let index = u.id.index as u8;
            let name = match u.id.kind {
                UnitKind::Row => GridUnit::Row(index),
                UnitKind::Column => GridUnit::Column(index),
                UnitKind::Box | UnitKind::Region => GridUnit::Box(index),
                UnitKind::MainDiagonal => GridUnit::Diagonal(0),
                UnitKind::AntiDiagonal => GridUnit::Diagonal(1),
                UnitKind::Windoku => GridUnit::Window(index),
            };
            (name, u.cells.clone())
        })
        .collect();
    // A shape lists its rows, columns, then boxes or regions, then extras, as the engine
    // wants them, and is at most 25x25.
    EngineShape::of_units(shape.n(), units).expect("every shape fits the logic engine")
}

/// The logic engine's next step on `b`, or its guess; `memo` is the solve's, from one
/// step to the next.
fn engine_step(b: &Board, ctx: &Ctx, memo: &mut Memo) -> Option<Found> {
    let step = ctx
        .engine
        .step((&b.val, &b.cand), ctx.truth.as_deref(), ctx.up_to, memo)?;
    Some(Found::of(step))
}

impl Found {
    /// The engine's step, with its placements and eliminations as (cell, digit) pairs.
    fn of(step: Step) -> Found {
        Found {
            technique: step.technique,
            difficulty: step.difficulty,
            place: step
                .placements
                .first()
                .map(|p| (usize::from(p.cell), p.digit)),
            elims: step
                .eliminations
                .iter()
                .map(|e| (usize::from(e.cell), e.digit))
                .collect(),
            step: Box::new(step),
        }
    }
}

/// The unit of this shape that the 9x9 engine calls `unit`.
fn unit_id(shape: &Shape, unit: GridUnit) -> UnitId {
    let (kind, index) = match unit {
        GridUnit::Row(r) => (UnitKind::Row, r),
        GridUnit::Column(c) => (UnitKind::Column, c),
        GridUnit::Box(b) if shape.regions().is_some() => (UnitKind::Region, b),
        GridUnit::Box(b) => (UnitKind::Box, b),
        GridUnit::Diagonal(0) => (UnitKind::MainDiagonal, 0),
        GridUnit::Diagonal(_) => (UnitKind::AntiDiagonal, 0),
        GridUnit::Window(w) => (UnitKind::Windoku, w),
    };
    UnitId {
        kind,
        index: usize::from(index),
    }
}

/// The 9x9 engine's sentences, named as the caller's [`Names`] name things.
struct EngineNames<'n, 'a> {
    names: &'n Names<'a>,
    shape: &'n Shape,
}

impl CellNames for EngineNames<'_, '_> {
    fn cell(&self, cell: usize) -> String {
        (self.names.cell)(cell)
    }

    fn digit(&self, d: u8) -> String {
        (self.names.value)(d)
    }

    fn unit(&self, unit: GridUnit) -> String {
        unit_phrase(self.names, unit_id(self.shape, unit))
    }
}

/// The step as shown, with its sentence; `b` is the board before the step.
fn step(ctx: &Ctx, f: &Found, names: &Names) -> GeneralStep {
    let shape = ctx.shape;
    let s = &f.step;
    let text = s.sentence(&EngineNames { names, shape });
    let mut units: Vec<UnitId> = Vec::new();
    for u in s.units.iter().map(|&u| unit_id(shape, u)) {
        if !units.contains(&u) {
            units.push(u);
        }
    }
    let pattern = s
        .pattern
        .iter()
        .map(|m| (usize::from(m.cand.cell), m.cand.digit, m.role))
        .collect();
    GeneralStep {
        technique: f.technique,
        difficulty: f.difficulty,
        placements: f.place.into_iter().collect(),
        eliminations: f.elims.clone(),
        units,
        pattern,
        text,
    }
}

/// A unit's name as it reads inside a sentence: "the main diagonal", "row 3".
fn unit_phrase(names: &Names, u: UnitId) -> String {
    let name = (names.unit)(u);
    match u.kind {
        UnitKind::MainDiagonal | UnitKind::AntiDiagonal => tr!("unit-the-diagonal", unit = name),
        _ => name,
    }
}

/// A unit of `b` with more open cells than the digits they can hold between them (a
/// pigeonhole no technique here names, found by the solver's unit matching): the unit,
/// its cells and the digits.
fn stuck_unit(b: &Board, ctx: &Ctx) -> Option<(usize, Vec<usize>, u32)> {
    ctx.units.iter().enumerate().find_map(|(u, unit)| {
        super::solver::pigeonhole(&unit.cells, &b.cand).map(|(cells, digits)| (u, cells, digits))
    })
}

/// The open cells of `b` where `one` solution and another differ; logic stalled on `b`,
/// and every step kept every solution, so both still fit it. Empty when none is found
/// within `time`.
fn differing_cells(b: &Board, one: Option<&Puzzle>, time: Duration) -> Vec<usize> {
    let deadline = Instant::now().checked_add(time);
    let Some(one) = one else {
        return Vec::new();
    };
    let mut trial = Puzzle {
        shape: one.shape.clone(),
        cells: b.val.clone(),
    };
    for i in (0..b.val.len()).filter(|&i| b.val[i] == 0) {
        for d in bits(b.cand[i] & !bit(one.cells[i])) {
            trial.cells[i] = d as u8 + 1;
            let left = deadline.map_or(Duration::MAX, |d| {
                d.saturating_duration_since(Instant::now())
            });
            if left.is_zero() {
                return Vec::new();
            }
            if let Some((_, Some(other))) = count_within(&trial, 1, left) {
                return (0..b.val.len())
                    .filter(|&c| one.cells[c] != other.cells[c])
                    .collect();
            }
        }
        trial.cells[i] = 0;
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(shape: &Shape) -> Board {
        Board::new(&Puzzle::empty(shape.clone()))
    }

    fn remove(b: &mut Board, cells: impl IntoIterator<Item = usize>, values: &[u8]) {
        for c in cells {
            for &v in values {
                b.cand[c] &= !bit(v);
            }
        }
    }

    fn text(_: &Board, ctx: &Ctx, f: &Found) -> String {
        step(ctx, f, &Names::plain(ctx.shape)).text
    }

    /// What the engine's finder of technique `t` alone finds on `b`.
    fn found(b: &Board, ctx: &Ctx, t: Technique) -> Option<Found> {
        let step = ctx
            .engine
            .find_only((&b.val, &b.cand), ctx.truth.as_deref(), t)?;
        Some(Found::of(step))
    }

    fn parse(shape: &Shape, s: &str) -> Puzzle {
        Puzzle::parse(shape.clone(), s, Symbols::Standard).unwrap()
    }

    #[test]
    fn hidden_single_in_a_box_then_in_a_row() {
        let s = Shape::standard(4).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        remove(&mut b, [0, 1, 4], &[3]);
        let f = found(&b, &ctx, Technique::HiddenSingle).unwrap();
        assert_eq!((f.place, f.difficulty), (Some((5, 3)), Difficulty(12)));
        assert_eq!(
            text(&b, &ctx, &f),
            "r2c2 is the only cell of box 1 that can hold 3"
        );
        let mut b = board(&s);
        remove(&mut b, [0, 1, 2], &[2]);
        let f = found(&b, &ctx, Technique::HiddenSingle).unwrap();
        assert_eq!((f.place, f.difficulty), (Some((3, 2)), Difficulty(15)));
        assert_eq!(
            text(&b, &ctx, &f),
            "r1c4 is the only cell of row 1 that can hold 2"
        );
    }

    #[test]
    fn naked_single_says_why() {
        let s = Shape::standard(4).unwrap();
        let ctx = Ctx::new(&s, None);
        let b = Board::new(&parse(&s, "12.4 .... .... ...."));
        let f = found(&b, &ctx, Technique::NakedSingle).unwrap();
        assert_eq!(f.place, Some((2, 3)));
        assert_eq!(
            text(&b, &ctx, &f),
            "r1c3 can only hold 3: every other digit is already in a cell it sees"
        );
        let mut b = board(&s);
        b.cand[5] = bit(3);
        let f = found(&b, &ctx, Technique::NakedSingle).unwrap();
        assert_eq!(
            text(&b, &ctx, &f),
            "r2c2 can only hold 3: every other digit has been ruled out"
        );
    }

    #[test]
    fn locked_candidates_pointing_and_claiming() {
        let s = Shape::standard(4).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        remove(&mut b, [4, 5], &[1]);
        let f = found(&b, &ctx, Technique::LockedCandidates).unwrap();
        assert_eq!(f.elims, [(2, 1), (3, 1)]);
        assert_eq!(f.difficulty, Difficulty(26));
        let st = step(&ctx, &f, &Names::plain(&s));
        assert_eq!(st.units, [ctx.units[8].id, ctx.units[0].id]);
        assert_eq!(
            st.text,
            "1 must be in r1c1 or r1c2 (box 1), so 1 goes from the rest of row 1: r1c3 and r1c4"
        );

        let s = Shape::standard(6).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        remove(&mut b, [12, 18, 24, 30], &[5]);
        let f = found(&b, &ctx, Technique::LockedCandidates).unwrap();
        assert_eq!(f.elims, [(1, 5), (2, 5), (7, 5), (8, 5)]);
        assert_eq!(f.difficulty, Difficulty(28));
        assert_eq!(
            text(&b, &ctx, &f),
            "5 must be in r1c1 or r2c1 (column 1), so 5 goes from the rest of box 1: r1c2, r1c3, r2c2 and r2c3"
        );
    }

    #[test]
    fn naked_pair_and_hidden_pair() {
        let s = Shape::standard(4).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        remove(&mut b, [0, 1], &[3, 4]);
        let f = found(&b, &ctx, Technique::NakedPair).unwrap();
        assert_eq!(f.technique, Technique::NakedPair);
        assert_eq!(f.elims, [(2, 1), (2, 2), (3, 1), (3, 2)]);
        assert_eq!(
            text(&b, &ctx, &f),
            "r1c1 and r1c2 can only hold 1 and 2 between them, so those digits go from the rest of row 1: r1c3 and r1c4"
        );

        let s = Shape::standard(6).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        remove(&mut b, 2..6, &[1, 2]);
        assert!(found(&b, &ctx, Technique::NakedPair).is_none());
        let f = found(&b, &ctx, Technique::HiddenPair).unwrap();
        assert_eq!(f.technique, Technique::HiddenPair);
        let want: Vec<(usize, u8)> = [0, 1]
            .into_iter()
            .flat_map(|c| (3..=6).map(move |v| (c, v)))
            .collect();
        assert_eq!(f.elims, want);
        assert_eq!(
            text(&b, &ctx, &f),
            "In row 1, 1 and 2 can only go in r1c1 and r1c2, so every other digit goes from those cells"
        );
    }

    #[test]
    fn naked_and_hidden_triples() {
        let s = Shape::standard(6).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        b.cand[0] = bit(1) | bit(2);
        b.cand[1] = bit(2) | bit(3);
        b.cand[2] = bit(1) | bit(3);
        assert!(found(&b, &ctx, Technique::NakedPair).is_none());
        let f = found(&b, &ctx, Technique::NakedTriple).unwrap();
        assert_eq!(f.technique, Technique::NakedTriple);
        let want: Vec<(usize, u8)> = (3..6).flat_map(|c| (1..=3).map(move |v| (c, v))).collect();
        assert_eq!(f.elims, want);
        assert_eq!(
            text(&b, &ctx, &f),
            "r1c1, r1c2 and r1c3 can only hold 1, 2 and 3 between them, so those digits go from the rest of row 1: r1c4, r1c5 and r1c6"
        );

        let mut b = board(&s);
        remove(&mut b, 3..6, &[1, 2, 3]);
        let f = found(&b, &ctx, Technique::HiddenTriple).unwrap();
        assert_eq!(f.technique, Technique::HiddenTriple);
        let want: Vec<(usize, u8)> = (0..3).flat_map(|c| (4..=6).map(move |v| (c, v))).collect();
        assert_eq!(f.elims, want);
        assert_eq!(
            text(&b, &ctx, &f),
            "In row 1, 1, 2 and 3 can only go in r1c1, r1c2 and r1c3, so every other digit goes from those cells"
        );
    }

    #[test]
    fn naked_and_hidden_quads() {
        let s = Shape::standard(8).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        for (c, pair) in [(0, [1, 2]), (1, [2, 3]), (2, [3, 4]), (3, [1, 4])] {
            b.cand[c] = bit(pair[0]) | bit(pair[1]);
        }
        assert!(found(&b, &ctx, Technique::NakedTriple).is_none());
        let f = found(&b, &ctx, Technique::NakedQuad).unwrap();
        assert_eq!(f.technique, Technique::NakedQuad);
        assert_eq!(f.difficulty, Difficulty(50));
        assert_eq!(f.elims.len(), 4 * 4);
        assert!(f.elims.iter().all(|&(c, v)| (4..8).contains(&c) && v <= 4));
        assert_eq!(
            text(&b, &ctx, &f),
            "r1c1, r1c2, r1c3 and r1c4 can only hold 1, 2, 3 and 4 between them, so those digits go from the rest of row 1: r1c5, r1c6, r1c7 and r1c8"
        );

        let mut b = board(&s);
        remove(&mut b, 4..8, &[1, 2, 3, 4]);
        assert!(found(&b, &ctx, Technique::HiddenTriple).is_none());
        let f = found(&b, &ctx, Technique::HiddenQuad).unwrap();
        assert_eq!(f.technique, Technique::HiddenQuad);
        let want: Vec<(usize, u8)> = (0..4).flat_map(|c| (5..=8).map(move |v| (c, v))).collect();
        assert_eq!(f.elims, want);
        assert_eq!(
            text(&b, &ctx, &f),
            "In row 1, 1, 2, 3 and 4 can only go in r1c1, r1c2, r1c3 and r1c4, so every other digit goes from those cells"
        );
    }

    /// Keeps value `v` in line `line` (a row when `rows`) only at the crossings `keep`.
    fn confine(b: &mut Board, rows: bool, line: usize, keep: &[usize], v: u8) {
        for x in (0..9).filter(|x| !keep.contains(x)) {
            let c = if rows { line * 9 + x } else { x * 9 + line };
            b.cand[c] &= !bit(v);
        }
    }

    #[test]
    fn x_wing_swordfish_jellyfish() {
        let s = Shape::standard(9).unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        confine(&mut b, true, 1, &[2, 7], 4);
        confine(&mut b, true, 6, &[2, 7], 4);
        let f = found(&b, &ctx, Technique::XWing).unwrap();
        assert_eq!(f.technique, Technique::XWing);
        let want: Vec<(usize, u8)> = [2, 7]
            .into_iter()
            .flat_map(|x| [0, 2, 3, 4, 5, 7, 8].map(|r| (r * 9 + x, 4)))
            .collect();
        assert_eq!(f.elims, want);
        let st = step(&ctx, &f, &Names::plain(&s));
        let units: Vec<String> = st.units.iter().map(|u| u.to_string()).collect();
        assert_eq!(units, ["row 2", "row 7", "column 3", "column 8"]);
        assert_eq!(
            st.text,
            "In row 2 and row 7, 4 can only go in column 3 and column 8, so 4 goes from the rest of those columns: \
             r1c3, r1c8, r3c3, r3c8, r4c3, r4c8, r5c3, r5c8, r6c3, r6c8, r8c3, r8c8, r9c3 and r9c8"
        );

        let mut b = board(&s);
        confine(&mut b, false, 0, &[0, 4], 7);
        confine(&mut b, false, 3, &[4, 8], 7);
        confine(&mut b, false, 6, &[0, 8], 7);
        assert!(found(&b, &ctx, Technique::XWing).is_none());
        let f = found(&b, &ctx, Technique::Swordfish).unwrap();
        assert_eq!(f.technique, Technique::Swordfish);
        assert_eq!(f.elims.len(), 3 * 6);
        assert!(f
            .elims
            .iter()
            .all(|&(c, v)| v == 7 && [0, 4, 8].contains(&(c / 9)) && c % 3 != 0));
        assert_eq!(
            text(&b, &ctx, &f),
            "In column 1, column 4 and column 7, 7 can only go in row 1, row 5 and row 9, so 7 goes from the rest of those rows: \
             r1c2, r1c3, r1c5, r1c6, r1c8, r1c9, r5c2, r5c3, r5c5, r5c6, r5c8, r5c9, r9c2, r9c3, r9c5, r9c6, r9c8 and r9c9"
        );

        let mut b = board(&s);
        for (r, cols) in [(0, [1, 3]), (2, [3, 5]), (4, [5, 7]), (6, [7, 1])] {
            confine(&mut b, true, r, &cols, 9);
        }
        assert!(found(&b, &ctx, Technique::Swordfish).is_none());
        let f = found(&b, &ctx, Technique::Jellyfish).unwrap();
        assert_eq!(f.technique, Technique::Jellyfish);
        assert_eq!(f.elims.len(), 5 * 4);
        assert_eq!(
            text(&b, &ctx, &f),
            "In row 1, row 3, row 5 and row 7, 9 can only go in column 2, column 4, column 6 and column 8, so 9 goes from the rest of those columns: \
             r2c2, r2c4, r2c6, r2c8, r4c2, r4c4, r4c6, r4c8, r6c2, r6c4, r6c6, r6c8, r8c2, r8c4, r8c6, r8c8, r9c2, r9c4, r9c6 and r9c8"
        );
    }

    #[test]
    fn a_guess_writes_the_solution() {
        let s = Shape::standard(4).unwrap();
        let truth = parse(&s, "1234 3412 2143 4321").cells;
        let ctx = Ctx::new(&s, Some(truth));
        let mut b = board(&s);
        b.cand[5] = bit(2) | bit(4);
        let f = found(&b, &ctx, Technique::Guess).unwrap();
        assert_eq!((f.technique, f.place), (Technique::Guess, Some((5, 4))));
        assert_eq!(
            text(&b, &ctx, &f),
            "No technique here applies, so this is a guess: r2c2 has the fewest candidates (2 and 4) and the solution has 4 there"
        );
        assert!(found(&b, &Ctx::new(&s, None), Technique::Guess).is_none());
    }

    #[test]
    fn hidden_single_on_the_main_diagonal() {
        let s = Shape::builder(4).diagonal(true).build().unwrap();
        let ctx = Ctx::new(&s, None);
        let mut b = board(&s);
        remove(&mut b, [0, 5, 10], &[1]);
        let f = found(&b, &ctx, Technique::HiddenSingle).unwrap();
        assert_eq!(f.place, Some((15, 1)));
        let st = step(&ctx, &f, &Names::plain(&s));
        assert_eq!(st.units[0].kind, UnitKind::MainDiagonal);
        assert_eq!(
            st.text,
            "r4c4 is the only cell of the main diagonal that can hold 1"
        );
    }

    #[test]
    fn nine_by_nine_levels_agree_with_the_9x9_engine() {
        use Technique::*;
        let ours = [
            HiddenSingle,
            NakedSingle,
            LockedCandidates,
            NakedPair,
            XWing,
            HiddenPair,
            NakedTriple,
            Swordfish,
            HiddenTriple,
            NakedQuad,
            Jellyfish,
            HiddenQuad,
        ];
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/");
        let shape = Shape::standard(9).unwrap();
        let (mut compared, mut beyond_singles) = (0, 0);
        for (set, take) in [("easy50_project_euler.txt", 50), ("puzzles2_17_clue", 300)] {
            let text = std::fs::read_to_string(format!("{dir}{set}")).unwrap();
            for line in text
                .lines()
                .map(str::trim)
                .filter(|l| l.len() == 81 && !l.starts_with('#'))
                .take(take)
            {
                let nine = crate::logic::rate(&line.parse().unwrap());
                if nine.uses.iter().any(|(t, _)| !ours.contains(t)) {
                    continue;
                }
                let r = rate(&parse(&shape, line));
                assert_eq!(r.level, nine.level, "{line}");
                assert_eq!((r.score, r.hardest), (nine.score, nine.hardest), "{line}");
                compared += 1;
                beyond_singles += usize::from(nine.score > Difficulty(23));
            }
        }
        assert!(
            compared >= 50 && beyond_singles >= 5,
            "{compared} compared, {beyond_singles} beyond singles"
        );
    }

    #[test]
    fn endings() {
        let s = Shape::standard(4).unwrap();
        let names = Names::plain(&s);
        let e = explain(&parse(&s, "1..1 .... .... ...."), &names, None);
        assert_eq!(
            e.ending,
            "The givens break the rules: r1c1 and r1c4 both hold 1 (row 1)."
        );
        assert!(e.steps.is_empty());
        let r = rate(&e.puzzle);
        assert_eq!((r.level, r.solutions), (None, Solutions::None));
        assert_eq!(r.to_string(), "no level (no solution)");

        let e = explain(&parse(&s, "123. .... ...4 ...."), &names, None);
        assert_eq!(
            e.ending,
            "No solution exists: from the start, r1c4 can hold no digit."
        );
        let e = explain(&parse(&s, "3... ..1. 2..4 ...."), &names, None);
        assert_eq!(e.solutions, Solutions::None);
        assert_eq!(
            e.steps[0].text,
            "r1c2 is the only cell of box 1 that can hold 1"
        );
        assert_eq!(
            e.ending,
            "No solution exists: after step 1, 1 has no place left in row 3."
        );

        let e = explain(&Puzzle::empty(s.clone()), &names, None);
        assert!(
            e.ending.starts_with(
                "The puzzle has more than one solution: from the start, no technique applies, and two solutions differ in r"
            ),
            "{}",
            e.ending
        );
        let r = rate(&e.puzzle);
        assert_eq!(r.to_string(), "extreme (2+ solutions)");
        assert!(!r.guessed && r.uses.is_empty());

        let p = parse(&s, "1... ..2. .3.. ...4");
        let e = explain(&p, &names, Some(3));
        assert_eq!(
            (e.steps.len(), e.ending.as_str()),
            (3, "Stopped after step 3.")
        );
        let full = e.solution.unwrap();
        let e = explain(&full, &names, None);
        assert_eq!(e.ending, "Nothing to do: every cell is already filled.");
        let r = rate(&full);
        assert_eq!((r.level, r.score), (Some(Level::Easy), Difficulty(0)));
    }

    #[test]
    fn every_shape_fits_the_engine() {
        for n in crate::general::SIZES {
            for diagonal in [false, true] {
                let s = Shape::builder(n).diagonal(diagonal).build().unwrap();
                let small = matches!(Ctx::new(&s, None).engine, EngineShape::Small(_));
                assert_eq!(small, n <= 10, "{n}");
            }
        }
        let s = Shape::builder(9)
            .diagonal(true)
            .windoku(true)
            .build()
            .unwrap();
        assert!(matches!(Ctx::new(&s, None).engine, EngineShape::Small(_)));
    }

    /// The engine's finders on 12x12, 16x16 and 25x25 grids, whose boards hold 144 to 625
    /// cells and up to 25 digits (the [`Large`](crate::logic) space).
    #[test]
    fn the_one_engine_runs_on_the_large_grids() {
        for n in [12usize, 16, 25] {
            let s = Shape::standard(n).unwrap();
            let ctx = Ctx::new(&s, None);
            assert!(matches!(ctx.engine, EngineShape::Large(_)), "{n}");
            let box1 = ctx.units[2 * n].cells.clone();
            let last = n as u8;

            // The last digit has one place left in box 1: the top left cell.
            let mut b = board(&s);
            remove(&mut b, box1[1..].iter().copied(), &[last]);
            let f = found(&b, &ctx, Technique::HiddenSingle).unwrap();
            assert_eq!((f.place, f.difficulty), (Some((0, last)), Difficulty(12)));
            assert!(text(&b, &ctx, &f).starts_with("r1c1 is the only cell of box 1"));

            // 1 in box 1 only on row 1: it goes from the rest of row 1.
            let mut b = board(&s);
            remove(&mut b, box1.iter().copied().filter(|&c| c >= n), &[1]);
            let f = found(&b, &ctx, Technique::LockedCandidates).unwrap();
            let rest: Vec<(usize, u8)> = (0..n)
                .filter(|c| !box1.contains(c))
                .map(|c| (c, 1))
                .collect();
            assert_eq!(f.elims, rest, "{n}");

            // r1c1 and r1c2 hold only 1 and 2: those go from the rest of row 1.
            let mut b = board(&s);
            b.cand[0] = bit(1) | bit(2);
            b.cand[1] = bit(1) | bit(2);
            let f = found(&b, &ctx, Technique::NakedPair).unwrap();
            assert_eq!(f.elims.len(), 2 * (n - 2), "{n}");
            assert!(f.elims.iter().all(|&(c, v)| (2..n).contains(&c) && v <= 2));

            // 4 in rows 2 and 7 only in columns 3 and 8: an X-wing.
            let mut b = board(&s);
            for row in [1, 6] {
                let others = (0..n).filter(|x| ![2, 7].contains(x)).map(|x| row * n + x);
                remove(&mut b, others, &[4]);
            }
            assert!(found(&b, &ctx, Technique::HiddenPair).is_none());
            let f = found(&b, &ctx, Technique::XWing).unwrap();
            assert_eq!(f.elims.len(), 2 * (n - 2), "{n}");
            assert!(f
                .elims
                .iter()
                .all(|&(c, v)| v == 4 && [2, 7].contains(&(c % n)) && ![1, 6].contains(&(c / n))));

            // Pivot r1c1 (1 or 2), pincers at the end of row 1 (1 or 3) and column 1 (2 or
            // 3): the far corner, which sees both pincers, loses 3.
            let mut b = board(&s);
            b.cand[0] = bit(1) | bit(2);
            b.cand[n - 1] = bit(1) | bit(3);
            b.cand[(n - 1) * n] = bit(2) | bit(3);
            let f = found(&b, &ctx, Technique::XyWing).unwrap();
            assert_eq!(f.elims, [(n * n - 1, 3)], "{n}");
        }
    }

    /// A 12x12's boxes are 3 rows by 4 columns: the patterns built on a box's rows and
    /// columns follow that shape, not the 3x3 one.
    #[test]
    fn empty_rectangle_and_finned_fish_on_a_12x12() {
        let s = Shape::standard(12).unwrap();
        let ctx = Ctx::new(&s, None);
        let n = 12;

        // 5 in box 1 only in r1c2 and r3c1 (row 1 and column 1); row 6 holds 5 only in
        // r6c1 and r6c7. Were r1c7 5, r6c7 would not be, r6c1 would, and box 1 would be
        // empty.
        let mut b = board(&s);
        let box1 = ctx.units[2 * n].cells.clone();
        remove(
            &mut b,
            box1.iter().copied().filter(|&c| c != 1 && c != 2 * n),
            &[5],
        );
        remove(
            &mut b,
            (0..n).filter(|&x| x != 0 && x != 6).map(|x| 5 * n + x),
            &[5],
        );
        let f = found(&b, &ctx, Technique::EmptyRectangle).unwrap();
        assert_eq!(
            (&f.elims[..], f.difficulty),
            (&[(6, 5)][..], Difficulty(66))
        );
        assert_eq!(
            text(&b, &ctx, &f),
            "In box 1, 5 can only be in row 1 or column 1; row 6 has 5 only in r6c1 and \
             r6c7, so if r1c7 were 5, r6c7 would not be, r6c1 would, and box 1 would have no \
             place left for 5: 5 goes from r1c7"
        );
        assert!(found(&b, &ctx, Technique::FinnedFish).is_none());

        // 4 in rows 2 and 8 only in columns 3 and 10, but for the fin r8c11, in the box of
        // rows 7-9 and columns 9-12: column 10 loses 4 in that box, off the two rows.
        let mut b = board(&s);
        remove(
            &mut b,
            (0..n).filter(|x| ![2, 9].contains(x)).map(|x| n + x),
            &[4],
        );
        remove(
            &mut b,
            (0..n)
                .filter(|x| ![2, 9, 10].contains(x))
                .map(|x| 7 * n + x),
            &[4],
        );
        let f = found(&b, &ctx, Technique::FinnedFish).unwrap();
        assert_eq!(f.elims, [(6 * n + 9, 4), (8 * n + 9, 4)]);
        assert_eq!(f.difficulty, Difficulty(66));
        assert_eq!(
            text(&b, &ctx, &f),
            "In row 2 and row 8, 4 can only go in column 3 and column 10, apart from the fin \
             r8c11 in box 9: if the fin is not 4, this is an X-wing that clears 4 from the \
             rest of those columns, and if it is, 4 leaves box 9; either way 4 goes from \
             r7c10 and r9c10"
        );
        // A fin two boxes over is no fin: it says nothing about column 10.
        remove(&mut b, [7 * n + 10], &[4]);
        b.cand[7 * n + 5] |= bit(4);
        assert!(found(&b, &ctx, Technique::FinnedFish).is_none());
    }

    /// On every shape whose boxes are blocks, from 6x6 to 25x25: boards thinned at random
    /// around a known solution, where any elimination of a solution's digit is a wrong
    /// step. Empty rectangles and finned fish are applied until they find nothing, and
    /// must find something on every shape.
    #[test]
    fn box_patterns_keep_the_solution_on_every_size() {
        use rand::seq::SliceRandom;
        use rand::{Rng, SeedableRng};
        let shapes = [
            Shape::standard(6).unwrap(),
            Shape::builder(6).boxes(3, 2).build().unwrap(),
            Shape::standard(8).unwrap(),
            Shape::builder(9).diagonal(true).build().unwrap(),
            Shape::standard(10).unwrap(),
            Shape::standard(12).unwrap(),
            Shape::builder(12).boxes(4, 3).build().unwrap(),
            Shape::standard(16).unwrap(),
            Shape::standard(25).unwrap(),
        ];
        for s in &shapes {
            let ctx = Ctx::new(s, None);
            let n = s.n();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(n as u64);
            let (mut rectangles, mut fish) = (0, 0);
            for _ in 0..12 {
                // The search's grid with its digits relabelled at random: still a grid.
                let GeneralOutcome::Multiple(first) =
                    super::super::solver::solve(&Puzzle::empty(s.clone()))
                else {
                    panic!("{s}: an empty grid has many solutions");
                };
                let mut names: Vec<u8> = (1..=n as u8).collect();
                names.shuffle(&mut rng);
                let full = Puzzle {
                    cells: first
                        .cells
                        .iter()
                        .map(|&v| names[usize::from(v) - 1])
                        .collect(),
                    ..first
                };
                // About two places a digit in each unit: sparse enough for strong links.
                let keep = 1.5 / n as f64;
                let mut b = board(s);
                for (c, &v) in full.cells.iter().enumerate() {
                    b.cand[c] = (1..=n as u8)
                        .filter(|&x| x == v || rng.random_bool(keep))
                        .fold(0, |m, x| m | bit(x));
                }
                for _ in 0..40 {
                    let Some(f) = found(&b, &ctx, Technique::EmptyRectangle)
                        .or_else(|| found(&b, &ctx, Technique::FinnedFish))
                    else {
                        break;
                    };
                    match f.technique {
                        Technique::EmptyRectangle => rectangles += 1,
                        _ => fish += 1,
                    }
                    for &(c, v) in &f.elims {
                        assert_ne!(
                            v, full.cells[c],
                            "{s}: {} removes the solution's {v} from cell {c}",
                            f.technique
                        );
                        b.cand[c] &= !bit(v);
                    }
                }
            }
            assert!(
                rectangles > 0 && fish > 0,
                "{s}: {rectangles} rectangles, {fish} fish"
            );
        }
    }

    /// Forcing chains on the large grids, whose branches are boards of up to 625 cells:
    /// on boards thinned at random around a known solution, a cell or unit chain never
    /// removes or contradicts the solution, and they do find steps on each size.
    #[test]
    fn forcing_chains_keep_the_solution_on_the_large_grids() {
        use rand::seq::SliceRandom;
        use rand::{Rng, SeedableRng};
        for s in [
            Shape::standard(12).unwrap(),
            Shape::standard(16).unwrap(),
            Shape::standard(25).unwrap(),
        ] {
            let ctx = Ctx::new(&s, None);
            let n = s.n();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(n as u64);
            let GeneralOutcome::Multiple(first) =
                super::super::solver::solve(&Puzzle::empty(s.clone()))
            else {
                panic!("{s}: an empty grid has many solutions");
            };
            let mut steps = [0; 2];
            for _ in 0..3 {
                let mut names: Vec<u8> = (1..=n as u8).collect();
                names.shuffle(&mut rng);
                let full: Vec<u8> = first
                    .cells
                    .iter()
                    .map(|&v| names[usize::from(v) - 1])
                    .collect();
                // Two or three candidates a cell: chains have short branches to follow.
                let mut b = board(&s);
                for (c, &v) in full.iter().enumerate() {
                    let others =
                        (1..=n as u8).filter(|&x| x != v && rng.random_bool(1.5 / n as f64));
                    b.cand[c] = others.fold(bit(v), |m, x| m | bit(x));
                }
                for (k, t) in [Technique::CellForcingChain, Technique::UnitForcingChain]
                    .into_iter()
                    .enumerate()
                {
                    let mut b = b.clone();
                    for _ in 0..3 {
                        let Some(f) = found(&b, &ctx, t) else {
                            break;
                        };
                        steps[k] += 1;
                        for &(c, v) in &f.elims {
                            assert_ne!(
                                v, full[c],
                                "{s}: {t} removes the solution's {v} from cell {c}"
                            );
                        }
                        if let Some((c, v)) = f.place {
                            assert_eq!(v, full[c], "{s}: {t} writes {v} in cell {c}");
                        }
                        for &(c, v) in f.elims.iter().chain(&f.place) {
                            if f.place.is_some() {
                                b.cand[c] = bit(v);
                            } else {
                                b.cand[c] &= !bit(v);
                            }
                        }
                    }
                }
            }
            assert!(steps.iter().all(|&k| k > 0), "{s}: {steps:?} steps");
        }
    }

    #[test]
    fn names_can_be_replaced() {
        let s = Shape::standard(16).unwrap();
        let mut p = Puzzle::empty(s.clone());
        for v in 1..=15 {
            p.cells[v as usize - 1] = v;
        }
        let names = Names {
            cell: Box::new(|i| format!("#{i}")),
            unit: Box::new(|u| format!("<{u}>")),
            ..Names::with_symbols(&s, Symbols::Standard)
        };
        let e = explain(&p, &names, Some(1));
        assert_eq!(
            e.steps[0].text,
            "#15 is the last empty cell of <row 1>, so it holds the digit missing there: G"
        );
    }
    /// Solves `puzzle` step by step with a memo and with one that forgets, taking the
    /// same step each time (the memo's); gives how many steps and how often the memo
    /// spared or narrowed a finder.
    fn side_by_side(puzzle: &Puzzle, max_steps: usize) -> (usize, usize) {
        let GeneralOutcome::Unique(truth) = super::super::solver::solve(puzzle) else {
            panic!("not unique")
        };
        let truth = truth.cells;
        let ctx = Ctx::new(&puzzle.shape, Some(truth));
        let mut b = Board::new(puzzle);
        let (mut keep, mut forget) = (Memo::new(), Memo::forgetful());
        let mut steps = 0;
        while b.empty > 0 && steps < max_steps {
            let one = engine_step(&b, &ctx, &mut keep);
            let two = engine_step(&b, &ctx, &mut forget);
            let line = puzzle.to_line(Symbols::Hex);
            assert_eq!(one.as_ref().map(|f| &f.step), two.as_ref().map(|f| &f.step));
            let Some(found) = one else {
                panic!("stalled at step {steps} of {line}")
            };
            b.apply(ctx.shape, &found);
            steps += 1;
        }
        (steps, keep.narrowed)
    }

    /// The hard 16x16 set's first puzzle, whose solve takes every kind of finder the
    /// memo serves many times over before its forcing chains.
    #[test]
    fn a_memo_changes_no_step_of_a_big_solve() {
        let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../benches/peers/hard16.txt");
        let text = std::fs::read_to_string(path).expect("benches/peers/hard16.txt");
        let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
        let shape = Shape::standard(16).unwrap();
        let puzzle = Puzzle::parse(shape, line.split(' ').next().unwrap(), Symbols::Hex).unwrap();
        let (steps, narrowed) = side_by_side(&puzzle, usize::MAX);
        assert!(
            steps > 150 && narrowed > steps,
            "{narrowed} in {steps} steps"
        );
    }
}
