//! The logic engine: solves a puzzle the way a person with a pencil does, one named
//! [`Step`] at a time, and rates it from those steps on the Sudoku Explainer scale. Its
//! finders read the shape's units and peers (`geometry.rs`) on boards of the size the
//! shape needs (`space.rs`), so the same ones serve the classic grid, every 9x9 variant
//! and every size from 4x4 to 25x25 (through [`crate::general`]).
//!
//! It writes every candidate into every empty cell (J. F. Crook's "markup"), then again
//! and again applies the easiest technique that makes progress, starting over from the
//! easiest after every step. When nothing applies it guesses (places the solution's digit
//! in a cell with the fewest candidates) and says so. The hardest step gives the
//! [`Difficulty`] and the [`Level`]; `docs/difficulty.md` documents both.
//!
//! Every technique but the uniqueness ones is sound for *every* solution: it only removes
//! a candidate no solution can hold. Unique rectangles and BUG+1 are used only when the
//! solver has proved the puzzle has one solution.

mod aligned;
mod als;
mod basic;
mod bivalue;
mod board;
mod chains;
mod direct;
#[cfg(test)]
mod fixtures;
mod forcing;
mod geometry;
mod hint;
mod memo;
mod se_chains;
mod se_reach;
mod se_unary;
mod se_unique;
mod single_digit;
mod space;
pub(crate) mod step;
mod technique;
mod uniqueness;

use std::borrow::Cow;
use std::fmt;

use std::sync::Arc;

pub use board::Dead;
use board::{Board, Mask, Space};
pub(crate) use geometry::Geometry;
pub use hint::{check_game, hint_text, HintLevel, ParseHintLevelError, Standing, Wrong};
pub(crate) use memo::Memo;
use space::{Large, Small};
pub use step::{Cand, CellNames, GridNames, Mark, Role, Step, Text};
pub(crate) use step::{Ds, C, D};
pub use technique::{
    Difficulty, Level, ParseLevelError, ParseTechniqueError, Technique, TECHNIQUES,
};

use crate::grid::{Conflict, Grid, CELLS};
use crate::outcome::{Outcome, Solutions};
use crate::say;
use crate::solver;
use sudoku_i18n::tr;

type Finder<S = Small> = fn(&Board<S>) -> Option<Step>;

/// A row of the finders' table: a technique, its finder on boards of up to 100 cells, and
/// the same finder on larger boards where it runs there.
struct Row {
    technique: Technique,
    small: Finder<Small>,
    large: Option<Finder<Large>>,
}

/// A finder that runs on every size of board.
macro_rules! any_size {
    ($t:ident, $f:expr) => {
        Row {
            technique: Technique::$t,
            small: $f,
            large: Some($f),
        }
    };
}

/// A finder for shapes of up to 100 cells only: Sudoku Explainer's own techniques and
/// chains, which need the classic grid, and the direct techniques.
macro_rules! small_only {
    ($t:ident, $f:expr) => {
        Row {
            technique: Technique::$t,
            small: $f,
            large: None,
        }
    };
}

/// Every finder, in the order the engine tries them (the order of [`Technique::ALL`]).
const FINDERS: [Row; TECHNIQUES - 1] = [
    any_size!(HiddenSingle, basic::hidden_single),
    small_only!(DirectLockedCandidates, direct::direct_locked_candidates),
    small_only!(DirectHiddenPair, direct::direct_hidden_pair),
    any_size!(NakedSingle, basic::naked_single),
    small_only!(DirectHiddenTriple, direct::direct_hidden_triple),
    any_size!(LockedCandidates, basic::locked_candidates),
    any_size!(NakedPair, |b| basic::naked_subset(b, 2)),
    any_size!(XWing, |b| basic::fish(b, 2)),
    any_size!(HiddenPair, |b| basic::hidden_subset(b, 2)),
    any_size!(NakedTriple, |b| basic::naked_subset(b, 3)),
    any_size!(Swordfish, |b| basic::fish(b, 3)),
    any_size!(HiddenTriple, |b| basic::hidden_subset(b, 3)),
    any_size!(XyWing, basic::xy_wing),
    any_size!(XyzWing, basic::xyz_wing),
    any_size!(UniqueRectangle, uniqueness::unique_rectangle),
    any_size!(NakedQuad, |b| basic::naked_subset(b, 4)),
    any_size!(Jellyfish, |b| basic::fish(b, 4)),
    any_size!(HiddenQuad, |b| basic::hidden_subset(b, 4)),
    any_size!(Bug, uniqueness::bug),
    small_only!(AlignedPairExclusion, aligned::pair),
    any_size!(Skyscraper, single_digit::skyscraper),
    any_size!(TwoStringKite, single_digit::two_string_kite),
    any_size!(TurbotFish, single_digit::turbot_fish),
    any_size!(EmptyRectangle, single_digit::empty_rectangle),
    any_size!(FinnedFish, single_digit::finned_fish),
    any_size!(WWing, bivalue::w_wing),
    any_size!(SimpleColouring, single_digit::simple_colouring),
    any_size!(XChain, single_digit::x_chain),
    any_size!(RemotePair, bivalue::remote_pair),
    any_size!(XyChain, bivalue::xy_chain),
    any_size!(AlsXz, als::als_xz),
    any_size!(Aic, chains::aic),
    small_only!(AlignedTripletExclusion, aligned::triplet),
    small_only!(NishioForcingChain, se_chains::nishio),
    any_size!(CellForcingChain, forcing::cell_forcing_chain),
    any_size!(UnitForcingChain, forcing::unit_forcing_chain),
    small_only!(DynamicForcingChain, se_chains::dynamic),
    any_size!(NestedForcingChain, forcing::nested_forcing_chain),
];

/// The finders of larger boards (12x12 to 25x25), in the engine's order.
fn large_finders() -> impl Iterator<Item = (Technique, Finder<Large>)> {
    FINDERS.iter().filter_map(|r| Some((r.technique, r.large?)))
}

/// How an explanation ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// Every cell is filled.
    Solved,
    /// The givens clash: there is nothing to explain.
    Clash(Vec<Conflict>),
    /// The puzzle has no solution. `Some` names where the steps broke the grid (a cell
    /// with no candidate, a digit with no place in a unit); `None` when logic stalled
    /// first and only the solver shows there is no solution.
    NoSolution(Option<Dead>),
    /// The puzzle has several solutions; logic stalled, and these cells (0-80) differ
    /// between two of them.
    Several(Vec<u8>),
    /// Stopped after the number of steps asked for.
    Stopped,
}

/// The steps of a solve, from the puzzle to its end.
#[derive(Debug, Clone)]
pub struct Explanation {
    /// The puzzle explained.
    pub puzzle: Grid,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// How it ended.
    pub ending: Ending,
    /// How many solutions the puzzle has.
    pub solutions: Solutions,
    /// The solution (one of them when there are several), `None` when there is none.
    pub solution: Option<Grid>,
}

/// The digits and pencil marks of a grid at one moment of a solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Snapshot {
    /// The digits written so far.
    pub digits: Grid,
    /// The candidates of each cell: bit `d - 1` for digit `d`; 0 for filled cells.
    pub candidates: [u16; CELLS],
}

impl Explanation {
    /// The grid before each step, then after the last: `steps.len() + 1` snapshots
    /// (none when the givens clash).
    pub fn snapshots(&self) -> Vec<Snapshot> {
        let Some(mut board) = Board::new(&self.puzzle) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.steps.len() + 1);
        out.push(snapshot(&board));
        for step in &self.steps {
            board.apply(step);
            out.push(snapshot(&board));
        }
        out
    }

    /// The hardest step's difficulty (0.0 when there were no steps).
    pub fn difficulty(&self) -> Difficulty {
        self.steps
            .iter()
            .map(|s| s.difficulty)
            .max()
            .unwrap_or_default()
    }

    /// How the explanation ends, in one sentence: `Solved.`, `After step 12, C4 can hold
    /// no digit.`, …
    pub fn ending_sentence(&self, names: &dyn CellNames) -> String {
        let step = self.steps.len();
        match &self.ending {
            Ending::Solved => tr!("ending-solved"),
            Ending::Stopped => tr!("ending-stopped", step = step),
            Ending::Clash(c) => match c.first() {
                Some(c) => tr!(
                    "ending-clash",
                    first = names.cell(c.first),
                    second = names.cell(c.second),
                    digit = names.digit(c.digit),
                    unit = names.unit(c.unit)
                ),
                None => tr!("ending-clash-unknown"),
            },
            Ending::NoSolution(Some(Dead::Cell(c))) => tr!(
                "ending-dead-cell",
                step = step,
                cell = names.cell(usize::from(*c))
            ),
            Ending::NoSolution(Some(Dead::Digit { unit, digit })) => tr!(
                "ending-dead-digit",
                step = step,
                digit = names.digit(*digit),
                unit = names.unit(*unit)
            ),
            Ending::NoSolution(None) => tr!("ending-stalled", step = step),
            Ending::Several(cells) => {
                let named: Vec<String> =
                    cells.iter().map(|&c| names.cell(usize::from(c))).collect();
                tr!(
                    "ending-several",
                    step = step,
                    cells = sudoku_i18n::list_cut(sudoku_i18n::current(), &named, 12)
                )
            }
        }
    }
}

fn snapshot(board: &Board) -> Snapshot {
    Snapshot {
        digits: board.grid(),
        candidates: *board.cand.first_chunk::<CELLS>().unwrap_or(&[0; CELLS]),
    }
}

/// What [`explain_with`] should do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ExplainOptions {
    /// Stop after this many steps.
    pub max_steps: Option<usize>,
}

/// Explains `grid` step by step, to the end.
///
/// ```
/// use sudoku_core::logic::{explain, Ending, GridNames, Technique};
/// use sudoku_core::Grid;
///
/// let g: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse()
///         .unwrap();
/// let e = explain(&g);
/// assert_eq!(e.ending, Ending::Solved);
/// assert_eq!(e.steps.len(), 51);
/// assert_eq!(e.steps[0].technique, Technique::HiddenSingle);
/// assert_eq!(e.steps[0].sentence(&GridNames), "F1 is the only cell of box 2 that can hold 8");
/// ```
pub fn explain(grid: &Grid) -> Explanation {
    explain_with(grid, &ExplainOptions::default())
}

/// Explains `grid` step by step, as `opts` asks.
pub fn explain_with(grid: &Grid, opts: &ExplainOptions) -> Explanation {
    explain_on(grid, opts, Path::Human)
}

/// [`explain_with`] on either path.
fn explain_on(grid: &Grid, opts: &ExplainOptions, path: Path) -> Explanation {
    let (start, solutions, solution) = prepare(grid);
    let mut out = Explanation {
        puzzle: *grid,
        steps: Vec::new(),
        ending: Ending::Solved,
        solutions,
        solution,
    };
    let mut board = match start {
        Ok(board) => board,
        Err(clash) => {
            out.ending = clash;
            return out;
        }
    };
    out.ending = run(
        &mut board,
        &mut Record::Steps(&mut out.steps),
        opts.max_steps,
        (None, path),
        true,
    );
    if out.ending == Ending::Several(Vec::new()) {
        out.ending = Ending::Several(differing_cells(&board.grid(), solution));
    }
    out
}

/// The solver's verdict on `grid`, and its markup ready for the engine, or the clash that
/// leaves nothing to explain.
fn prepare(grid: &Grid) -> (Result<Board, Ending>, Solutions, Option<Grid>) {
    let outcome = solver::solve(grid);
    let (solutions, solution) = (outcome.solutions(), outcome.solution().copied());
    if let Outcome::Conflicts(c) = outcome {
        return (Err(Ending::Clash(c)), solutions, solution);
    }
    let Some(mut board) = Board::new(grid) else {
        return (Err(Ending::Clash(grid.conflicts())), solutions, solution);
    };
    board.unique = solutions == Solutions::One;
    if board.unique {
        board.truth = solution.map(|s| board::widened(s.cells()));
    }
    (Ok(board), solutions, solution)
}

/// Which techniques a run may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Path {
    /// Every technique: the simplest steps a person would take (explain, hint).
    Human,
    /// Only Sudoku Explainer's techniques, so that the hardest step is SE's ER (rate,
    /// generate's levels).
    SudokuExplainer,
}

/// What a run keeps of its steps: all of them, to explain; or how many of each technique
/// and the hardest, to rate, which spares the singles (most steps) building a `Step`.
enum Record<'a> {
    Steps(&'a mut Vec<Step>),
    Tally(&'a mut Tally),
}

/// The counts a rating needs.
#[derive(Debug)]
struct Tally {
    counts: [u32; TECHNIQUES],
    hardest: Option<(Difficulty, Technique)>,
    /// Sudoku Explainer's name for the first step that reached the highest rating, the
    /// step SE names (its rater keeps the first, where `hardest` keeps the last).
    se_hardest: Option<(f64, Option<Cow<'static, str>>)>,
}

impl Default for Tally {
    fn default() -> Tally {
        Tally {
            counts: [0; TECHNIQUES],
            hardest: None,
            se_hardest: None,
        }
    }
}

impl Tally {
    /// Counts a step of `technique` rated `difficulty`, `exact` as SE's double (which SE
    /// compares to find its hardest step); `se_name` is asked for its SE name only when
    /// it is the hardest so far, so the many singles build none.
    fn add(
        &mut self,
        technique: Technique,
        (difficulty, exact): (Difficulty, f64),
        se_name: impl FnOnce() -> Option<Cow<'static, str>>,
    ) {
        self.counts[technique.index()] += 1;
        if self.hardest.is_none_or(|h| (difficulty, technique) >= h) {
            self.hardest = Some((difficulty, technique));
        }
        if self.se_hardest.as_ref().is_none_or(|(d, _)| exact > *d) {
            self.se_hardest = Some((exact, se_name()));
        }
    }
}

impl Record<'_> {
    fn len(&self) -> usize {
        match self {
            Record::Steps(s) => s.len(),
            Record::Tally(t) => t.counts.iter().map(|&n| n as usize).sum(),
        }
    }
}

/// Applies steps to `board` until it is solved, breaks, stalls or `max_steps` are taken.
/// Techniques rated above `up_to`, or not on the `path`, are not used; a guess only when
/// `guess` is true and the board knows its solution. `Several` comes back with no cells.
fn run(
    board: &mut Board,
    record: &mut Record<'_>,
    max_steps: Option<usize>,
    (up_to, path): (Option<Difficulty>, Path),
    guess: bool,
) -> Ending {
    let allowed = |d: Difficulty| up_to.is_none_or(|m| d <= m);
    let mut memo = Memo::new();
    loop {
        if board.empty == 0 {
            return Ending::Solved;
        }
        // A board that knows its solution cannot break: every step keeps the solution.
        if board.truth.is_none() {
            if let Some(dead) = board.dead() {
                return Ending::NoSolution(Some(dead));
            }
        }
        if max_steps.is_some_and(|m| record.len() >= m) {
            return Ending::Stopped;
        }
        let mut skip = 0;
        if let Record::Tally(tally) = record {
            skip = PLACING;
            if let Some((cell, d, t, rating)) = first_placement(board, &allowed) {
                board.place(cell, d);
                let exact = f64::from(rating.0) / 10.0;
                tally.add(t, (rating, exact), || t.se_name(rating).map(Cow::Borrowed));
                continue;
            }
        }
        let step = next(board, (up_to, path), skip, &mut memo)
            .or_else(|| guess.then(|| guess_step(board)).flatten());
        match step {
            Some(step) => {
                board.apply(&step);
                match record {
                    Record::Steps(steps) => steps.push(step),
                    Record::Tally(tally) => {
                        let rated = (step.difficulty, step.se_exact());
                        tally.add(step.technique, rated, || step.se_name())
                    }
                }
            }
            None if board.unique || board.truth.is_some() || !guess => {
                return Ending::NoSolution(None)
            }
            None => {
                return match solver::count_solutions(&board.grid(), 2) {
                    0 => Ending::NoSolution(None),
                    _ => Ending::Several(Vec::new()),
                }
            }
        }
    }
}

/// How many finders, from the first, only ever write one digit: [`first_placement`]
/// stands for them when rating.
const PLACING: usize = 5;

/// The first digit the singles and the direct techniques write, as (cell, digit,
/// technique, rating), found without building a step; a technique whose find is rated
/// above what is `allowed` is passed over.
fn first_placement(
    board: &Board,
    allowed: &dyn Fn(Difficulty) -> bool,
) -> Option<(usize, u8, Technique, Difficulty)> {
    if let Some((cell, d, u, alone)) = basic::find_hidden_single(board) {
        let rating = basic::hidden_single_difficulty(board.geo.unit(u), alone);
        if allowed(rating) {
            return Some((cell, d, Technique::HiddenSingle, rating));
        }
    }
    if let Some(f) = direct::find_direct_locked(board) {
        if allowed(f.difficulty()) {
            return Some((
                f.cell,
                f.digit,
                Technique::DirectLockedCandidates,
                f.difficulty(),
            ));
        }
    }
    if let Some(f) = direct::find_direct_hidden(board, 2) {
        if allowed(f.difficulty()) {
            return Some((f.cell, f.digit, Technique::DirectHiddenPair, f.difficulty()));
        }
    }
    if let Some((cell, d)) = basic::find_naked_single(board) {
        let rating = Technique::NakedSingle.difficulty();
        if allowed(rating) {
            return Some((cell, d, Technique::NakedSingle, rating));
        }
    }
    if let Some(f) = direct::find_direct_hidden(board, 3) {
        if allowed(f.difficulty()) {
            return Some((
                f.cell,
                f.digit,
                Technique::DirectHiddenTriple,
                f.difficulty(),
            ));
        }
    }
    None
}

/// SE's nested forcing chains (levels 1-3), with SE's single chains and cycles as the
/// rule level 2 runs inside them: `se_unary` uses `se_chains`' links, so `se_chains`
/// does not import it back, and the two meet here.
fn se_nested(b: &Board) -> Option<Step> {
    se_chains::nested(b, se_unary::all_chains)
}

/// The easiest step the engine finds on `board` with the techniques of `path`, leaving
/// out the first `skip` finders. The `memo` of the solve serves a person's path only:
/// Sudoku Explainer's puts other finders in some techniques' places.
fn next(
    board: &Board,
    (up_to, path): (Option<Difficulty>, Path),
    skip: usize,
    memo: &mut Memo,
) -> Option<Step> {
    debug_assert!(
        path == Path::Human || board.geo.classic,
        "Sudoku Explainer's path is for the classic grid"
    );
    let finders = FINDERS[skip..].iter().filter_map(|r| {
        let (t, find) = (r.technique, r.small);
        if up_to.is_some_and(|m| t.difficulty() > m) {
            // Kept, so that the search ends here as it would had the technique applied.
            return Some((t, find));
        }
        if matches!(t, Technique::UniqueRectangle | Technique::Bug) && !board.unique {
            return None;
        }
        let find = match path {
            Path::Human if !t.on_human_path() => return None,
            Path::SudokuExplainer if !t.in_sudoku_explainer() => return None,
            Path::Human => find,
            // SE finds its single chains and cycles in one search, where a person's path
            // has named patterns, X-chains and AICs; and its cell and region chains
            // together; each rated by SE's own count.
            Path::SudokuExplainer => match t {
                Technique::UniqueRectangle => se_unique::unique_loops,
                Technique::Bug => se_unique::bug,
                Technique::Skyscraper => se_unary::unary,
                Technique::TwoStringKite
                | Technique::TurbotFish
                | Technique::EmptyRectangle
                | Technique::XChain
                | Technique::Aic => return None,
                Technique::CellForcingChain => se_chains::multiple,
                Technique::UnitForcingChain => return None,
                // SE nests rules inside its dynamic chains where a person's path nests
                // its own forcing chains. SE's levels 4 and 5 (dynamic chains inside
                // dynamic chains) are not followed: where its levels 1-3 find nothing, a
                // person's nested chain rates the step rather than a guess.
                Technique::NestedForcingChain => {
                    |b: &Board| se_nested(b).or_else(|| forcing::nested_forcing_chain(b))
                }
                _ => find,
            },
        };
        Some((t, find))
    });
    first_step(board, up_to, finders, (path == Path::Human).then_some(memo))
}

/// The first step of `finders`, tried in order, that is rated at most `up_to`. With a
/// `memo` of this solve's earlier steps, a finder that found nothing before looks only
/// where candidates went since, and not at all where none did.
fn first_step<S: Space>(
    board: &Board<S>,
    up_to: Option<Difficulty>,
    finders: impl Iterator<Item = (Technique, Finder<S>)>,
    memo: Option<&mut Memo>,
) -> Option<Step> {
    let mut visit = memo.map(|m| (memo::Visit::new(m, board), board.clone()));
    for (t, find) in finders {
        if up_to.is_some_and(|m| t.difficulty() > m) {
            return None;
        }
        let found = match &mut visit {
            None => find(board),
            Some((visit, narrowed)) => visit.find(t, narrowed, find),
        };
        if let Some(step) = found {
            if up_to.is_some_and(|m| step.difficulty > m) {
                continue;
            }
            debug_assert!(
                !step.placements.is_empty() || !step.eliminations.is_empty(),
                "{t} found a step that does nothing"
            );
            debug_assert!(
                step.pattern
                    .iter()
                    .map(|m| &m.cand)
                    .chain(&step.eliminations)
                    .chain(&step.placements)
                    .all(|c| board.cand[usize::from(c.cell)]
                        & (S::Mask::ONE << usize::from(c.digit - 1))
                        != S::Mask::ZERO),
                "{t} names a candidate that is not on the board: {step:?}"
            );
            return Some(step);
        }
    }
    None
}

/// A shape on the engine, in the [`Space`] its size needs: 4x4 to 10x10 and every 9x9
/// variant on [`Small`] boards, 12x12 to 25x25 on [`Large`] ones.
#[derive(Debug, Clone)]
pub(crate) enum EngineShape {
    /// Up to 100 cells and 10 digits.
    Small(Arc<Geometry<Small>>),
    /// Up to 625 cells and 25 digits.
    Large(Arc<Geometry<Large>>),
}

impl EngineShape {
    /// The shape of size `n` with these units (rows, columns, boxes or regions, then any
    /// extras; cells in reading order); `None` when they are not of that form.
    pub(crate) fn of_units(n: usize, units: Vec<(crate::grid::Unit, Vec<usize>)>) -> Option<Self> {
        fn narrow<I: TryFrom<usize>>(
            units: Vec<(crate::grid::Unit, Vec<usize>)>,
        ) -> Option<Vec<(crate::grid::Unit, Vec<I>)>> {
            units
                .into_iter()
                .map(|(u, cells)| {
                    let cells = cells.into_iter().map(|c| I::try_from(c).ok());
                    Some((u, cells.collect::<Option<Vec<I>>>()?))
                })
                .collect()
        }
        if n <= Small::MAX_DIGITS {
            Geometry::<Small>::of_units(n, narrow(units)?).map(EngineShape::Small)
        } else {
            Geometry::<Large>::of_units(n, narrow(units)?).map(EngineShape::Large)
        }
    }

    /// The next step a person would take on this shape's grid, for [`crate::general`]:
    /// `val` holds the digits written, `cand` the candidates (bit `d - 1` for digit `d`).
    /// When no technique applies and `truth` (the only solution) is known, a guess writes
    /// one of its digits.
    ///
    /// With `up_to`, techniques rated above it are not used (and a step that comes out
    /// harder, such as a long chain, is passed over), as when generating to a level.
    /// `memo` carries what the finders found nothing in from one step of a solve to the
    /// next: a fresh one for each solve.
    pub(crate) fn step(
        &self,
        (val, cand): (&[u8], &[u32]),
        truth: Option<&[u8]>,
        up_to: Option<Difficulty>,
        memo: &mut Memo,
    ) -> Option<Step> {
        match self {
            EngineShape::Small(geo) => {
                let board = Board::of_marks(val, cand, truth, Arc::clone(geo))?;
                // Sudoku Explainer defines no variants: a person's path is the only one.
                next(&board, (up_to, Path::Human), 0, memo).or_else(|| guess_step(&board))
            }
            EngineShape::Large(geo) => {
                let board = Board::of_marks(val, cand, truth, Arc::clone(geo))?;
                first_step(&board, up_to, large_finders(), Some(memo))
                    .or_else(|| guess_step(&board))
            }
        }
    }
}

#[cfg(test)]
impl EngineShape {
    /// The step technique `t` alone finds on these marks (for tests of one finder on
    /// other shapes); a guess for [`Technique::Guess`].
    pub(crate) fn find_only(
        &self,
        (val, cand): (&[u8], &[u32]),
        truth: Option<&[u8]>,
        t: Technique,
    ) -> Option<Step> {
        fn on<S: Space>(
            board: &Board<S>,
            mut finders: impl Iterator<Item = (Technique, Finder<S>)>,
            t: Technique,
        ) -> Option<Step> {
            if t == Technique::Guess {
                return guess_step(board);
            }
            let (_, find) = finders.find(|&(x, _)| x == t)?;
            find(board)
        }
        match self {
            EngineShape::Small(geo) => {
                let board = Board::of_marks(val, cand, truth, Arc::clone(geo))?;
                on(&board, FINDERS.iter().map(|r| (r.technique, r.small)), t)
            }
            EngineShape::Large(geo) => {
                let board = Board::of_marks(val, cand, truth, Arc::clone(geo))?;
                on(&board, large_finders(), t)
            }
        }
    }
}

/// Writes the solution's digit into the first empty cell with the fewest candidates.
fn guess_step<S: Space>(board: &Board<S>) -> Option<Step> {
    let truth = board.truth.as_ref()?;
    let cell = (0..board.geo.cells)
        .filter(|&i| board.val[i] == 0)
        .min_by_key(|&i| board.cand[i].count_ones())?;
    let d = truth[cell];
    if board.cand[cell] & (S::Mask::ONE << usize::from(d - 1)) == S::Mask::ZERO {
        return None;
    }
    let mut step = Step::new(
        Technique::Guess,
        say!(
            "step-guess",
            cell = C(cell),
            digits = Ds(board.cand[cell]),
            digit = D(d)
        ),
    )
    .mark(Role::Main, [Cand::new(cell, d)]);
    step.placements.push(Cand::new(cell, d));
    Some(step)
}

/// The cells that differ between `one` solution of `grid` and another.
fn differing_cells(grid: &Grid, one: Option<Grid>) -> Vec<u8> {
    let Some(one) = one else {
        return Vec::new();
    };
    for i in 0..CELLS {
        if grid.cells()[i] != 0 {
            continue;
        }
        for d in 1..=9u8 {
            if d == one.cells()[i] {
                continue;
            }
            let mut g = *grid;
            g.set(i, d);
            if g.conflicts().is_empty() {
                if let Some(other) = solver::solve(&g).solution() {
                    return (0..CELLS)
                        .filter(|&c| one.cells()[c] != other.cells()[c])
                        .map(|c| c as u8)
                        .collect();
                }
            }
        }
    }
    Vec::new()
}

/// The verdict of [`rate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    /// Difficulty level, from `score`; [`Level::Extreme`] for a grid with several
    /// solutions (no sound technique can choose between them, so it takes a guess), and
    /// none at all for a grid with no solution or clashing givens: there is nothing to
    /// solve, so nothing is hard about it.
    pub level: Option<Level>,
    /// The difficulty on the Sudoku Explainer scale: that of the hardest step.
    pub score: Difficulty,
    /// The technique of the hardest step (`HiddenSingle` when there were no steps, e.g.
    /// for a full grid).
    pub hardest: Technique,
    /// Sudoku Explainer's own name for the hardest step, as SE prints it ("Unique Loop
    /// type 2", "Dynamic Cell Forcing Chains (+)"): the first step that reached `score`,
    /// the one SE names. `None` when that step is a guess, which SE never takes.
    pub se_hardest: Option<Cow<'static, str>>,
    /// How many times each technique was applied, in engine order; techniques never used
    /// are left out. A guess counts once per guessed cell.
    pub uses: Vec<(Technique, u32)>,
    /// True when the path had to guess.
    pub guessed: bool,
    /// Number of givens.
    pub givens: usize,
    /// How many solutions the puzzle has.
    pub solutions: Solutions,
    /// The solution (one of them when there are several), `None` when there is none.
    pub solution: Option<Grid>,
}

/// A one-line verdict, e.g. `hard (4.2, hardest: XY-wing)`, `extreme (2+ solutions)`,
/// `no level (no solution)`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_verdict(f, self.solutions, self.level, self.score, self.hardest)
    }
}

/// The one-line verdict of a rating of any shape (see [`Rating`]'s `Display`).
pub(crate) fn write_verdict(
    f: &mut fmt::Formatter<'_>,
    solutions: Solutions,
    level: Option<Level>,
    score: Difficulty,
    hardest: Technique,
) -> fmt::Result {
    match solutions {
        Solutions::None => write!(f, "no level (no solution)"),
        Solutions::One => write!(f, "{} ({score}, hardest: {hardest})", level_name(level)),
        Solutions::Several => write!(f, "{} (2+ solutions)", level_name(level)),
    }
}

/// [`write_verdict`] in the current language, for people: with Sudoku Explainer's own
/// name for the hardest step (`se`) where it says more than ours.
pub(crate) fn verdict_words(
    solutions: Solutions,
    level: Option<Level>,
    score: Difficulty,
    hardest: Technique,
    se: Option<&str>,
) -> String {
    use sudoku_i18n::tr;
    let level = Level::words(level);
    let score = score.words();
    match (solutions, se) {
        (Solutions::None, _) => tr!("verdict-no-solution"),
        (Solutions::Several, _) => tr!("verdict-several", level = level),
        (Solutions::One, None) => tr!(
            "verdict",
            level = level,
            score = score,
            technique = hardest.words()
        ),
        (Solutions::One, Some(se)) => tr!(
            "verdict-se",
            level = level,
            score = score,
            technique = hardest.words(),
            se = se
        ),
    }
}

/// A level in words, `none` for none.
pub(crate) fn level_name(level: Option<Level>) -> &'static str {
    level.map_or("none", Level::name)
}

/// [`uses_summary`] with the techniques named in the current language, for people.
pub(crate) fn uses_words(uses: &[(Technique, u32)]) -> String {
    uses.iter()
        .map(|(t, n)| format!("{} x{n}", t.words()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Techniques and how often each was used, e.g. `hidden single x31, X-wing x1`.
pub(crate) fn uses_summary(uses: &[(Technique, u32)]) -> String {
    uses.iter()
        .map(|(t, n)| format!("{t} x{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How often `t` is in `uses`.
pub(crate) fn count_of(uses: &[(Technique, u32)], t: Technique) -> u32 {
    uses.iter().find(|(u, _)| *u == t).map_or(0, |&(_, n)| n)
}

impl Rating {
    /// The level in words, `none` when there is no level.
    pub fn level_name(&self) -> &'static str {
        level_name(self.level)
    }

    /// The one-line verdict with Sudoku Explainer's name for the hardest step where it
    /// says more than ours: `expert (6.6, hardest: X-chain; Sudoku Explainer: Turbot
    /// Fish)`; where the two agree (`hidden single`, `X-wing`) as [`Display`] has it.
    ///
    /// [`Display`]: fmt::Display
    pub fn verdict_with_se_name(&self) -> String {
        match self.se_name_beside() {
            Some(se) => {
                format!(
                    "{} ({}, hardest: {}; Sudoku Explainer: {se})",
                    self.level_name(),
                    self.score,
                    self.hardest
                )
            }
            None => self.to_string(),
        }
    }

    /// SE's name for the hardest step where it says more than ours.
    fn se_name_beside(&self) -> Option<&str> {
        let key = |s: &str| -> String {
            s.chars()
                .filter(char::is_ascii_alphanumeric)
                .map(|c| c.to_ascii_lowercase())
                .collect()
        };
        self.se_hardest
            .as_deref()
            .filter(|se| self.solutions == Solutions::One && key(se) != key(self.hardest.name()))
    }

    /// [`Rating::verdict_with_se_name`] in the current language, for people: `facile
    /// (1,2, étape la plus dure : singleton caché)`.
    pub fn verdict_words(&self) -> String {
        verdict_words(
            self.solutions,
            self.level,
            self.score,
            self.hardest,
            self.se_name_beside(),
        )
    }

    /// The techniques used and how often, in engine order, e.g.
    /// `hidden single x31, naked single x20, X-wing x1`.
    pub fn uses_summary(&self) -> String {
        uses_summary(&self.uses)
    }

    /// [`Rating::uses_summary`] in the current language, for people.
    pub fn uses_words(&self) -> String {
        uses_words(&self.uses)
    }

    /// How many times `t` was applied.
    pub fn count(&self, t: Technique) -> u32 {
        count_of(&self.uses, t)
    }

    /// The rating of an explanation.
    pub fn of(e: &Explanation) -> Rating {
        let mut tally = Tally::default();
        for s in &e.steps {
            tally.add(s.technique, (s.difficulty, s.se_exact()), || s.se_name());
        }
        Rating::from_tally(&tally, e.puzzle.givens(), e.solutions, e.solution)
    }

    fn from_tally(
        tally: &Tally,
        givens: usize,
        solutions: Solutions,
        solution: Option<Grid>,
    ) -> Rating {
        let counts = &tally.counts;
        let (score, hardest) = tally
            .hardest
            .unwrap_or((Difficulty(0), Technique::HiddenSingle));
        let level = match solutions {
            Solutions::One => Some(Level::of(score)),
            Solutions::Several => Some(Level::Extreme),
            Solutions::None => None,
        };
        Rating {
            level,
            score,
            hardest,
            se_hardest: tally.se_hardest.clone().and_then(|(_, name)| name),
            uses: Technique::ALL
                .into_iter()
                .filter(|t| counts[t.index()] > 0)
                .map(|t| (t, counts[t.index()]))
                .collect(),
            guessed: counts[Technique::Guess.index()] > 0,
            givens,
            solutions,
            solution,
        }
    }
}

/// Rates `grid` by the techniques a person needs.
///
/// ```
/// use sudoku_core::{rate, Grid, Level, Solutions, Technique};
///
/// let easy: Grid =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///         .parse()
///         .unwrap();
/// let r = rate(&easy);
/// assert_eq!((r.level, r.solutions, r.guessed), (Some(Level::Easy), Solutions::One, false));
/// // Hidden singles in boxes finish it: 1.2 on the Sudoku Explainer scale.
/// assert_eq!(r.score.to_string(), "1.2");
/// ```
///
/// Never panics: grids with conflicting givens or no solution get `Solutions::None` and
/// no level; grids with several solutions get `Solutions::Several` and the rating of the
/// steps up to where logic stalls.
pub fn rate(grid: &Grid) -> Rating {
    let (start, solutions, solution) = prepare(grid);
    let mut tally = Tally::default();
    if let Ok(mut board) = start {
        run(
            &mut board,
            &mut Record::Tally(&mut tally),
            None,
            (None, Path::SudokuExplainer),
            true,
        );
    }
    Rating::from_tally(&tally, grid.givens(), solutions, solution)
}

/// Solves `grid` by logic alone, with no step rated above `up_to`, never guessing and never
/// assuming the solution is unique. Returns the hardest step's difficulty when that
/// finishes the grid, `None` when it stalls, the givens conflict or the grid has no
/// solution. It does not call the solver.
///
/// A `Some` answer proves the grid has exactly one solution: every step is sound for every
/// solution, and the steps led to a single full grid.
pub fn solve_by_logic(grid: &Grid, up_to: Difficulty) -> Option<Difficulty> {
    let mut board = Board::new(grid)?;
    let mut tally = Tally::default();
    match run(
        &mut board,
        &mut Record::Tally(&mut tally),
        None,
        (Some(up_to), Path::SudokuExplainer),
        false,
    ) {
        Ending::Solved => Some(tally.hardest.map_or(Difficulty(0), |h| h.0)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn names_round_trip() {
        for t in Technique::ALL {
            assert_eq!(t.to_string().parse::<Technique>(), Ok(t));
        }
        assert_eq!("xwing".parse::<Technique>(), Ok(Technique::XWing));
        assert_eq!("bug+1".parse::<Technique>(), Ok(Technique::Bug));
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert_eq!("HARD".parse::<Level>(), Ok(Level::Hard));
        assert!("tricky".parse::<Level>().is_err());
        assert_eq!(FINDERS.len() + 1, Technique::ALL.len());
        for (k, r) in FINDERS.iter().enumerate() {
            assert_eq!(r.technique, Technique::ALL[k]);
        }
        assert_eq!(large_finders().count(), 31);
    }

    /// SE 1.2.1.3 rates this 7.2 (a forcing chain, `tests/data/se_ratings.tsv`); a person
    /// gets by with an ALS-XZ at 7.1, which SE does not know.
    const ALS_BEFORE_SE: &str =
        "5...4.9.7.9..51...8..2..1....849...6741..58.........3.........3.3.982.7......4...";

    #[test]
    fn the_rating_takes_sudoku_explainers_path_and_explain_a_persons() {
        let g: Grid = ALS_BEFORE_SE.parse().unwrap();
        let r = rate(&g);
        assert_eq!(r.score, Difficulty(72));
        assert!(r.uses.iter().all(|(t, _)| t.in_sudoku_explainer()), "{r:?}");
        let e = explain(&g);
        assert_eq!(e.ending, Ending::Solved);
        assert_eq!(e.difficulty(), Difficulty(71));
        assert!(e.steps.iter().any(|s| s.technique == Technique::AlsXz));
        // Both paths solve the puzzle: same solution.
        assert_eq!(r.solution, e.solution);
        assert_eq!(solve_by_logic(&g, Difficulty(71)), None);
        assert_eq!(solve_by_logic(&g, Difficulty(72)), Some(Difficulty(72)));
    }

    #[test]
    fn classic_is_easy() {
        let g: Grid = CLASSIC.parse().unwrap();
        let r = rate(&g);
        assert_eq!(r.level, Some(Level::Easy));
        assert_eq!(r.solutions, Solutions::One);
        assert!(!r.guessed);
        assert_eq!(r.givens, 30);
        assert_eq!(
            r.count(Technique::NakedSingle) + r.count(Technique::HiddenSingle),
            51
        );
        assert_eq!(solve_by_logic(&g, Difficulty(25)), Some(r.score));
        assert_eq!(
            r.to_string(),
            format!("easy ({}, hardest: {})", r.score, r.hardest)
        );
        assert!(r.uses_summary().starts_with("hidden single x"));
    }

    #[test]
    fn odd_grids_do_not_panic() {
        // Full grid: nothing to do.
        let g: Grid = CLASSIC.parse().unwrap();
        let full = rate(&g).solution.unwrap();
        let r = rate(&full);
        assert_eq!(
            (r.level, r.hardest, r.score),
            (Some(Level::Easy), Technique::HiddenSingle, Difficulty(0))
        );
        assert!(r.uses.is_empty());
        // Empty grid: many solutions; logic stalls at once.
        let e = explain(&Grid::empty());
        assert_eq!(e.solutions, Solutions::Several);
        assert!(matches!(&e.ending, Ending::Several(c) if c.len() >= 4));
        let r = Rating::of(&e);
        assert_eq!((r.level, r.guessed), (Some(Level::Extreme), false));
        assert_eq!(r.to_string(), "extreme (2+ solutions)");
        assert!(r.solution.unwrap().is_solved());
        // Conflicting givens.
        let mut bad = g;
        bad.set(2, 5);
        let e = explain(&bad);
        assert!(matches!(e.ending, Ending::Clash(_)));
        assert_eq!(
            e.ending_sentence(&GridNames),
            "A1 and C1 both hold 5 in row 1: the givens break the rules."
        );
        let r = Rating::of(&e);
        assert_eq!((r.solutions, r.level), (Solutions::None, None));
        assert_eq!(r.to_string(), "no level (no solution)");
        assert_eq!(solve_by_logic(&bad, Difficulty(110)), None);
        // No solution although the givens do not conflict: the last cell of row 1
        // cannot hold anything.
        let mut dead = Grid::empty();
        for (i, d) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
            dead.set(i, d);
        }
        dead.set(9 * 4 + 8, 9);
        let e = explain(&dead);
        assert_eq!(e.ending, Ending::NoSolution(Some(Dead::Cell(8))));
        assert_eq!(
            e.ending_sentence(&GridNames),
            "From the start, I1 can hold no digit: the puzzle has no solution."
        );
        assert_eq!(Rating::of(&e).level, None);
        assert_eq!(solve_by_logic(&dead, Difficulty(110)), None);
    }

    #[test]
    fn counting_rates_as_the_steps_do() {
        // `rate` counts without building single steps; it must agree with the steps of
        // the same path.
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/");
        for (set, take) in [
            ("easy50_project_euler.txt", 50),
            ("puzzles2_17_clue", 60),
            ("norvig_top95.txt", 30),
            ("puzzles7_serg_benchmark", 10),
        ] {
            let text = std::fs::read_to_string(format!("{dir}{set}")).unwrap();
            for line in text
                .lines()
                .filter(|l| l.len() >= 81 && !l.starts_with('#'))
                .take(take)
            {
                let g: Grid = line[..81].parse().unwrap();
                let se = explain_on(&g, &ExplainOptions::default(), Path::SudokuExplainer);
                assert_eq!(rate(&g), Rating::of(&se), "{g}");
                assert!(se.steps.iter().all(|s| s.technique.in_sudoku_explainer()));
            }
        }
    }

    #[test]
    fn snapshots_follow_the_steps() {
        let g: Grid = CLASSIC.parse().unwrap();
        let e = explain(&g);
        let snaps = e.snapshots();
        assert_eq!(snaps.len(), e.steps.len() + 1);
        assert_eq!(snaps[0].digits, g);
        assert_eq!(Some(snaps[e.steps.len()].digits), e.solution);
    }
}
