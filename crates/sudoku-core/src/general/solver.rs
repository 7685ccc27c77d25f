//! An exact solver for any [`Shape`]: a candidate bitset per cell, naked and hidden singles
//! to a fixpoint, then a guess on the cell with the fewest candidates. Slower than the 9x9
//! engine, which stays the fast path for plain 9x9 grids.
//!
//! Every search the commands run has a time limit ([`solve_within`]): a large grid with no
//! solution that propagation cannot see can need a tree no restart ever finishes, so the
//! honest answer there is [`GeneralOutcome::Undecided`], never a guess. Before searching,
//! each unit is checked for a matching of its open cells to its missing digits (Hall's
//! condition), which proves at once the pigeonholes singles miss: 13 cells of a row that
//! can hold only 12 digits between them.

use std::time::Duration;

use crate::time::Instant;

use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::puzzle::{GeneralConflict, Puzzle};
use super::shape::Shape;

/// What a puzzle on any shape turned out to have; the same contract as
/// [`Outcome`](crate::Outcome) for 9x9.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GeneralOutcome {
    /// Exactly one solution.
    Unique(Puzzle),
    /// More than one solution; one of them.
    Multiple(Puzzle),
    /// The givens follow the rules, but no solution exists.
    NoSolution,
    /// Two or more givens break the rules.
    Conflicts(Vec<GeneralConflict>),
    /// The search could not tell within the time limit (this long) whether the puzzle
    /// has a solution, or whether it has only one.
    Undecided(Duration),
}

/// What a search that ran out of time gives instead of an answer (from
/// [`explain_within`](super::logic::explain_within) and
/// [`rate_within`](super::logic::rate_within)): the time it had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", sudoku_i18n::tr!("undecided-within", time = seconds(*.0)))]
pub struct Undecided(pub Duration);

/// `60 s`, `0.5 s`, `0.001 s`, in the current language's decimals.
fn seconds(d: Duration) -> String {
    let places = match d.subsec_micros() {
        0 => 0,
        m if m % 100_000 == 0 => 1,
        m if m % 10_000 == 0 => 2,
        _ => 3,
    };
    let n = sudoku_i18n::decimal(sudoku_i18n::current(), d.as_secs_f64(), places);
    format!("{n} s")
}

/// How long [`solve`] searches before it gives up undecided: far beyond what any puzzle
/// with a solution, or with a pigeonhole the unit check proves, takes (a hard 25x25
/// takes well under a second).
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(60);

impl GeneralOutcome {
    /// The solution found, if any.
    pub fn solution(&self) -> Option<&Puzzle> {
        match self {
            GeneralOutcome::Unique(p) | GeneralOutcome::Multiple(p) => Some(p),
            _ => None,
        }
    }

    /// In words, as [`Outcome::word`](crate::Outcome::word) says them.
    pub fn word(&self) -> &'static str {
        match self {
            GeneralOutcome::Unique(_) => "unique",
            GeneralOutcome::Multiple(_) => "several solutions",
            GeneralOutcome::NoSolution => "no solution",
            GeneralOutcome::Conflicts(_) => "conflicting givens",
            GeneralOutcome::Undecided(_) => "undecided",
        }
    }
}

/// Solves `puzzle`, telling a unique solution from several, and clashing givens from a
/// puzzle that merely has no solution; gives up [undecided](GeneralOutcome::Undecided)
/// after [`DEFAULT_TIME_LIMIT`] (see [`solve_within`]).
///
/// ```
/// use sudoku_core::general::{solve, GeneralOutcome, Puzzle, Shape, Symbols};
///
/// let s = Shape::standard(4).unwrap();
/// let p = Puzzle::parse(s, "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
/// let GeneralOutcome::Unique(sol) = solve(&p) else { panic!("one solution") };
/// assert!(sol.is_solved() && p.is_within(&sol));
/// ```
pub fn solve(puzzle: &Puzzle) -> GeneralOutcome {
    solve_within(puzzle, DEFAULT_TIME_LIMIT)
}

/// As [`solve`], searching for at most `time`: [`GeneralOutcome::Undecided`] when that
/// was not enough to find a solution and then a second one or the proof that there is
/// none, or to prove that there is no solution.
///
/// ```
/// use std::time::Duration;
/// use sudoku_core::general::{solve_within, GeneralOutcome, Puzzle, Shape, Symbols};
///
/// let s = Shape::standard(4).unwrap();
/// let p = Puzzle::parse(s, "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
/// assert!(matches!(solve_within(&p, Duration::from_secs(1)), GeneralOutcome::Unique(_)));
/// ```
pub fn solve_within(puzzle: &Puzzle, time: Duration) -> GeneralOutcome {
    let deadline = Instant::now().checked_add(time);
    let Some((count, first)) = restarting(&puzzle.shape, &puzzle.cells, 2, deadline) else {
        return GeneralOutcome::Undecided(time);
    };
    let first = first.map(|cells| Puzzle {
        shape: puzzle.shape.clone(),
        cells,
    });
    match (count, first) {
        (1, Some(p)) => GeneralOutcome::Unique(p),
        (_, Some(p)) => GeneralOutcome::Multiple(p),
        // Only a puzzle without solution pays for the rule check.
        _ if puzzle.cells.len() != puzzle.shape.cells() => GeneralOutcome::NoSolution,
        _ => match puzzle.conflicts() {
            cs if cs.is_empty() => GeneralOutcome::NoSolution,
            cs => GeneralOutcome::Conflicts(cs),
        },
    }
}

/// Counts the solutions of `puzzle`, stopping at `limit`.
///
/// ```
/// use sudoku_core::general::{count, Puzzle, Shape};
///
/// // A 4x4 grid has 288 solutions.
/// assert_eq!(count(&Puzzle::empty(Shape::standard(4).unwrap()), 1000), 288);
/// ```
pub fn count(puzzle: &Puzzle, limit: usize) -> usize {
    solve_with_limit(puzzle, limit).0
}

/// Counts the solutions of `puzzle` up to `limit`, with the first one found (`None` when
/// the count is 0). Cells that do not fit the shape (wrong count, a value above N) make
/// the count 0. It runs until it knows, which on a large grid made to defeat the search
/// can be for ever: [`solve_within`] and [`count_within`] stop in time.
pub fn solve_with_limit(puzzle: &Puzzle, limit: usize) -> (usize, Option<Puzzle>) {
    let (count, first) = restarting(&puzzle.shape, &puzzle.cells, limit, None)
        .expect("a search with no deadline always ends with an answer");
    let first = first.map(|cells| Puzzle {
        shape: puzzle.shape.clone(),
        cells,
    });
    (count, first)
}

/// As [`solve_with_limit`], searching for at most `time`; `None` when that was not
/// enough to count up to `limit` or prove that there are fewer.
pub fn count_within(
    puzzle: &Puzzle,
    limit: usize,
    time: Duration,
) -> Option<(usize, Option<Puzzle>)> {
    let deadline = Instant::now().checked_add(time);
    let (count, first) = restarting(&puzzle.shape, &puzzle.cells, limit, deadline)?;
    let first = first.map(|cells| Puzzle {
        shape: puzzle.shape.clone(),
        cells,
    });
    Some((count, first))
}

/// Runs searches in fresh random digit orders with doubling node budgets until one finds
/// a solution within its budget (it then runs to the end, so its count is exact) or
/// ends without one. Near the hard density of large grids (a 25x25 with a third given) the
/// time to a first solution is heavy-tailed: an early wrong guess can cost minutes that
/// another order never meets, so giving up early and starting again wins by far. A
/// puzzle with no solution never finds one, so only the search that runs to the end
/// proves it; `deadline` bounds them all (`None` once it passes).
fn restarting(
    shape: &Shape,
    cells: &[u8],
    limit: usize,
    deadline: Option<Instant>,
) -> Option<(usize, Option<Vec<u8>>)> {
    let mut budget = 20 * shape.cells() as u64;
    // Probing pays from 12x12 to 16x16. Below, singles and guessing already take
    // microseconds. On 25x25 each way has a tail the other has not: with a third given at
    // random, probing took one puzzle from 0.11 s to 0.34 s though the median fell; on
    // minimal puzzles (the generator's, what people rate) guessing alone took up to 1 s
    // and 240,000 guesses to prove one unique where probing took 1 ms and 13. So on
    // 25x25 the two take turns, probing first, each bounded as a whole (the proof of
    // uniqueness too), until one ends within its budget.
    let turns = shape.n() > 16;
    let first_shuffled = if turns { 2 } else { 1 };
    for attempt in 0u64.. {
        let mut rng = ChaCha8Rng::seed_from_u64(attempt);
        let order: Option<&mut dyn RngCore> = (attempt >= first_shuffled).then_some(&mut rng);
        let probe = (12..=16).contains(&shape.n()) || (turns && attempt % 2 == 0);
        // A guess with probes costs tens of plain ones: its turn gets fewer.
        let nodes = if turns && probe { budget / 8 } else { budget };
        let r = Search::new(shape, limit, nodes)
            .probing(probe)
            .bounded_to_the_end(turns)
            .deadline(deadline)
            .run(cells, None, order);
        if r.out_of_time {
            return None;
        }
        if !r.aborted {
            return Some((r.count, r.first));
        }
        if !turns || attempt % 2 == 1 {
            budget = budget.saturating_mul(2);
        }
    }
    unreachable!("the loop returns once a search fits its budget or its time")
}

/// What [`Search::run`] found.
pub(super) struct SearchResult {
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution.
    pub first: Option<Vec<u8>>,
    /// True when the node budget ran out before a first solution was found (after one,
    /// the search runs to its end unless [`Search::bounded_to_the_end`]).
    pub aborted: bool,
    /// True when the deadline passed before the search ended: its count means nothing.
    pub out_of_time: bool,
    /// Guesses made (probes not counted); only tests read it, to show what probing saves.
    #[cfg_attr(not(test), allow(dead_code))]
    pub nodes: u64,
}

/// Guesses between two looks at the clock: a guess costs microseconds to a few
/// hundred on a 25x25, so the deadline is kept to a few milliseconds at no cost.
const CLOCK_EVERY: u64 = 64;

/// The most guesses one branch can have: every digit of a cell, or every cell of a unit.
const MAX_BRANCH: usize = super::shape::MAX_N;

/// One search: the shape's tables, the limit and budget, and what has been found.
pub(super) struct Search<'a> {
    shape: &'a Shape,
    limit: usize,
    max_nodes: u64,
    nodes: u64,
    count: usize,
    first: Option<Vec<u8>>,
    aborted: bool,
    /// When to give up, checked every [`CLOCK_EVERY`] guesses.
    deadline: Option<Instant>,
    out_of_time: bool,
    /// Whether the root checks every unit for a matching (on unless a test turns it off).
    matching: bool,
    queue: Vec<usize>,
    /// States left by finished branches, reused so that a node allocates nothing.
    spare: Vec<State>,
    /// Where probes play out their guess.
    scratch: Option<[State; 2]>,
    /// Whether propagation may probe; off for grids too small to repay it.
    probe: bool,
    /// Whether the budget bounds the whole search, not only the hunt for a first
    /// solution.
    to_the_end: bool,
    /// Units (bit per index into the shape's units) whose cells lost a candidate since
    /// the state last stood at a fixpoint of singles: only these can hold a new hidden
    /// single or a digit with no place left, so the scan skips the rest. Probes profit
    /// most, as one placement touches a few dozen of a 16x16's 48 units at first and
    /// often none of the others before it dies.
    dirty: u128,
    /// The units of each cell as such a mask; empty below 12x12, where any change marks
    /// every unit: building the table for each of the generator's many short searches
    /// cost small grids more than the few units they skip.
    unit_masks: Vec<u128>,
    /// Every unit as such a mask.
    all_units: u128,
    /// The probed cell whose two values both went furthest (largest product of the
    /// candidates each removed), from the last probe round at a search node, with that
    /// score: the cell to guess on next, as both of its branches start well pruned.
    lookahead: Option<(usize, usize)>,
}

/// The search state, copied at each guess: cheaper than undoing, as it is a few KiB at
/// most.
#[derive(Clone)]
struct State {
    value: Vec<u8>,
    /// Candidates of each empty cell (bit `d - 1` for digit `d`); 0 for a filled cell.
    cand: Vec<u32>,
    /// Digits placed in each unit, so that the hidden-single scan reads candidates only.
    placed: Vec<u32>,
    empty: usize,
}

/// How much propagation does: everything at search nodes, singles alone inside a probe
/// (locked candidates there cost more than the few contradictions they add).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Singles,
    Full,
}

impl<'a> Search<'a> {
    pub(super) fn new(shape: &'a Shape, limit: usize, max_nodes: u64) -> Search<'a> {
        Search {
            shape,
            limit,
            max_nodes,
            nodes: 0,
            count: 0,
            first: None,
            aborted: false,
            deadline: None,
            out_of_time: false,
            matching: true,
            queue: Vec::new(),
            spare: Vec::new(),
            scratch: None,
            probe: false,
            to_the_end: false,
            dirty: 0,
            unit_masks: Vec::new(),
            all_units: 0,
            lookahead: None,
        }
    }

    /// Turns probing on or off (off by default).
    pub(super) fn probing(mut self, on: bool) -> Search<'a> {
        self.probe = on;
        self
    }

    /// Gives up once `deadline` passes (never when `None`, the default).
    /// The budget bounds the whole search: a search that found a solution but ran out
    /// before proving it the only one is aborted too, for another to start over.
    pub(super) fn bounded_to_the_end(mut self, on: bool) -> Search<'a> {
        self.to_the_end = on;
        self
    }

    pub(super) fn deadline(mut self, deadline: Option<Instant>) -> Search<'a> {
        self.deadline = deadline;
        self
    }

    /// Turns the unit matching at the root off, so that tests can watch a search that
    /// cannot end.
    #[cfg(test)]
    pub(super) fn matching(mut self, on: bool) -> Search<'a> {
        self.matching = on;
        self
    }

    /// Searches from `cells`, with `forbid` (cell, value) ruled out if given, trying digits
    /// in random order when `rng` is given (to make random grids).
    pub(super) fn run(
        mut self,
        cells: &[u8],
        forbid: Option<(usize, u8)>,
        mut rng: Option<&mut dyn RngCore>,
    ) -> SearchResult {
        if self.limit > 0 {
            if let Some(st) = self.start(cells, forbid) {
                self.search(&st, &mut rng);
            }
        }
        SearchResult {
            count: self.count,
            first: self.first,
            aborted: self.aborted,
            out_of_time: self.out_of_time,
            nodes: self.nodes,
        }
    }

    fn start(&mut self, cells: &[u8], forbid: Option<(usize, u8)>) -> Option<State> {
        let n = self.shape.n();
        if cells.len() != n * n {
            return None;
        }
        let mut st = State {
            value: vec![0; n * n],
            cand: vec![self.shape.all_digits(); n * n],
            placed: vec![0; self.shape.units().len()],
            empty: n * n,
        };
        if let Some((i, v)) = forbid {
            if i >= n * n || v == 0 || v as usize > n {
                return None;
            }
            st.cand[i] &= !(1 << (v - 1));
            if st.cand[i] == 0 {
                return None;
            }
        }
        let units = self.shape.units().len();
        // 3 x 25 lines and regions plus two diagonals are the most a shape has.
        debug_assert!(units <= 128, "{units} units do not fit the dirty mask");
        self.all_units = u128::MAX >> (128 - units);
        if n >= 12 && self.unit_masks.len() != n * n {
            self.unit_masks = (0..n * n)
                .map(|i| {
                    let us = self.shape.units_of(i);
                    us.iter().fold(0u128, |m, &u| m | 1 << u)
                })
                .collect();
        }
        self.reset();
        // Nothing has been scanned yet.
        self.dirty = self.all_units;
        for (i, &v) in cells.iter().enumerate() {
            if v != 0 && !self.assign(&mut st, i, v) {
                return None;
            }
        }
        // A forbidden value may have left a single candidate nobody queued.
        if let Some((i, _)) = forbid {
            let c = st.cand[i];
            if st.value[i] == 0 && c & (c - 1) == 0 {
                self.queue.push(i);
            }
        }
        self.scratch = Some([st.clone(), st.clone()]);
        self.nodes += 1;
        let ok = self.propagate(&mut st, Depth::Full) && (!self.matching || self.matchable(&st));
        ok.then_some(st)
    }

    /// Whether every unit can still give each missing digit a cell of its own (Hall's
    /// condition): a matching of open cells to missing digits, grown one cell at a time
    /// by augmenting paths. False proves there is no solution, as when 13 cells of a row
    /// can hold only 12 digits between them; singles and locked candidates never see
    /// that, and on a 25x25 the search behind them never ends. Run once, at the root: it
    /// costs about a millisecond on a 25x25, a hundred guesses' worth.
    fn matchable(&self, st: &State) -> bool {
        self.shape
            .units()
            .iter()
            .all(|u| pigeonhole(&u.cells, &st.cand).is_none())
    }

    /// Places `v` in cell `i` and removes it from the peers; false on a contradiction.
    fn assign(&mut self, st: &mut State, i: usize, v: u8) -> bool {
        if st.value[i] != 0 {
            return st.value[i] == v;
        }
        if v == 0 || v as usize > self.shape.n() {
            return false;
        }
        let bit = 1u32 << (v - 1);
        if st.cand[i] & bit == 0 {
            return false;
        }
        st.value[i] = v;
        st.cand[i] = 0;
        st.empty -= 1;
        self.mark(i);
        for &u in self.shape.units_of(i) {
            st.placed[u] |= bit;
        }
        for &p in self.shape.peers(i) {
            let c = st.cand[p];
            if c & bit != 0 {
                let c = c & !bit;
                st.cand[p] = c;
                self.mark(p);
                if c == 0 {
                    return false;
                }
                if c & (c - 1) == 0 {
                    self.queue.push(p);
                }
            }
        }
        true
    }

    /// Naked and hidden singles until neither finds anything, then (at `Depth::Full`)
    /// locked candidates and probes, and singles again after anything they remove;
    /// false on a contradiction. The queue is left empty either way.
    fn propagate(&mut self, st: &mut State, depth: Depth) -> bool {
        let ok = self.fixpoint(st, depth);
        self.reset();
        ok
    }

    /// Notes that cell `i` lost candidates, so that its units are scanned again.
    #[inline]
    fn mark(&mut self, i: usize) {
        self.dirty |= match self.unit_masks.get(i) {
            Some(&m) => m,
            None => self.all_units,
        };
    }

    /// Forgets pending work, before placing on a state that stands at a fixpoint (or
    /// after one that failed).
    fn reset(&mut self) {
        self.queue.clear();
        self.dirty = 0;
    }

    fn fixpoint(&mut self, st: &mut State, depth: Depth) -> bool {
        let mut probed = false;
        if depth == Depth::Full {
            self.lookahead = None;
        }
        loop {
            if !self.singles(st) {
                return false;
            }
            if st.empty == 0 || depth == Depth::Singles {
                return true;
            }
            let mut found = false;
            if !self.locked(st, &mut found) {
                return false;
            }
            // One round per call: a second round finds little and costs a full one.
            if !found && self.probe && !probed {
                probed = true;
                if !self.probe_pairs(st, &mut found) {
                    return false;
                }
            }
            if !found {
                return true;
            }
        }
    }

    /// Naked and hidden singles to a fixpoint; false on a contradiction.
    fn singles(&mut self, st: &mut State) -> bool {
        let all = self.shape.all_digits();
        loop {
            while let Some(i) = self.queue.pop() {
                if st.value[i] == 0 {
                    let c = st.cand[i];
                    if c == 0 || !self.assign(st, i, c.trailing_zeros() as u8 + 1) {
                        return false;
                    }
                }
            }
            if st.empty == 0 || self.dirty == 0 {
                return true;
            }
            let units = self.shape.units();
            let mut todo = std::mem::take(&mut self.dirty);
            while todo != 0 {
                let u = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let unit = &units[u];
                // Filled cells have no candidates, so the scan needs no branch.
                let (mut once, mut twice) = (0u32, 0u32);
                for &i in &unit.cells {
                    let c = st.cand[i];
                    twice |= once & c;
                    once |= c;
                }
                // A digit with no place left in a unit dooms this branch.
                if once | st.placed[u] != all {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    let cell = unit
                        .cells
                        .iter()
                        .copied()
                        .find(|&i| st.value[i] == 0 && st.cand[i] & bit != 0);
                    // None: an earlier hidden single of this pass took the only cell.
                    let Some(i) = cell else {
                        return false;
                    };
                    // Placing it marks its units, so the next pass rescans them.
                    st.cand[i] = bit;
                    self.queue.push(i);
                }
            }
        }
    }

    /// Locked candidates (pointing and claiming) on every overlap, run only when singles
    /// are stuck: it costs a pass over the overlaps but cuts large grids' searches
    /// sharply. Sets `changed` when it removes a candidate; false on a contradiction.
    fn locked(&mut self, st: &mut State, changed: &mut bool) -> bool {
        let shape = self.shape;
        for ov in shape.overlaps() {
            let union = |cells: &[usize]| cells.iter().fold(0u32, |m, &i| m | st.cand[i]);
            let (inside, a, b) = (union(&ov.common), union(&ov.only_a), union(&ov.only_b));
            // Digits that one unit can only place in the shared cells leave the other
            // unit's other cells.
            for (cut, cells) in [(inside & !a & b, &ov.only_b), (inside & !b & a, &ov.only_a)] {
                if cut == 0 {
                    continue;
                }
                for &i in cells.iter() {
                    let c = st.cand[i];
                    if c & cut != 0 {
                        let c = c & !cut;
                        st.cand[i] = c;
                        self.mark(i);
                        *changed = true;
                        if c == 0 {
                            return false;
                        }
                        if c & (c - 1) == 0 {
                            self.queue.push(i);
                        }
                    }
                }
            }
        }
        true
    }

    /// One round of probing: each value of each two-candidate cell is placed in a copy
    /// and followed by singles. A value that fails leaves the other one; when both
    /// survive, whatever both copies placed is placed for real. A hard 16x16 has many
    /// such cells and most wrong guesses die within a few singles, so finding them here
    /// rather than in the tree cut its search from tens of thousands of nodes to hundreds
    /// and its time about twentyfold. Sets `changed` when it places something; false on
    /// a contradiction.
    fn probe_pairs(&mut self, st: &mut State, changed: &mut bool) -> bool {
        let mut both = self
            .scratch
            .take()
            .unwrap_or_else(|| [st.clone(), st.clone()]);
        let ok = self.probe_round(st, &mut both, changed);
        self.scratch = Some(both);
        ok
    }

    fn probe_round(&mut self, st: &mut State, both: &mut [State; 2], changed: &mut bool) -> bool {
        // Candidates left in `st`, counted again only after `st` changes.
        let mut left = None;
        for i in 0..st.cand.len() {
            let c = st.cand[i];
            if c.count_ones() != 2 {
                continue;
            }
            let low = c & c.wrapping_neg();
            let mut alive = [false; 2];
            for (k, bit) in [low, c ^ low].into_iter().enumerate() {
                both[k].clone_from(st);
                self.reset();
                let v = bit.trailing_zeros() as u8 + 1;
                alive[k] =
                    self.assign(&mut both[k], i, v) && self.propagate(&mut both[k], Depth::Singles);
                if !alive[k] {
                    break;
                }
            }
            match alive {
                // Values that both outcomes place hold whichever is right.
                [true, true] => {
                    let [a, b] = &*both;
                    let before = *left.get_or_insert_with(|| candidates_left(st));
                    let score = (before - candidates_left(a)) * (before - candidates_left(b));
                    if self.lookahead.is_none_or(|(_, s)| score > s) {
                        self.lookahead = Some((i, score));
                    }
                    for j in 0..st.cand.len() {
                        let v = a.value[j];
                        if v != 0 && v == b.value[j] && st.value[j] == 0 {
                            *changed = true;
                            left = None;
                            self.reset();
                            if !(self.assign(st, j, v) && self.propagate(st, Depth::Singles)) {
                                return false;
                            }
                        }
                    }
                }
                [first, _] => {
                    // Only the value whose probe did not fail is left.
                    *changed = true;
                    left = None;
                    let w = (if first { low } else { c ^ low }).trailing_zeros() as u8 + 1;
                    self.reset();
                    if !(self.assign(st, i, w) && self.propagate(st, Depth::Singles)) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// What to guess on: the best cell of the last probe round if it is still open (it
    /// cut the hard 16x16 set's largest tree from 613 nodes to 225, and their sum by
    /// more than half, against the first two-candidate cell in reading order); else the
    /// empty cell with the fewest candidates, or, when every cell
    /// has more than the fewest places some digit has left in a unit, that digit's places.
    /// On large grids with few givens cells keep many candidates long after some digit is
    /// down to two places in a box, so the second choice prunes far more.
    fn pick(&self, st: &State) -> Branch<'a> {
        if let Some((i, _)) = self.lookahead {
            if st.value[i] == 0 && st.cand[i].count_ones() == 2 {
                return Branch::Cell(i);
            }
        }
        let mut best = (u32::MAX, 0);
        for (i, &c) in st.cand.iter().enumerate() {
            if st.value[i] == 0 {
                let k = c.count_ones();
                if k < best.0 {
                    best = (k, i);
                    if k <= 2 {
                        break;
                    }
                }
            }
        }
        let (k, cell) = best;
        if k > 2 {
            // Digits with exactly two (then three) places, counted with bit-sliced
            // counters so that the whole scan stays a few operations per cell.
            let mut three_places = None;
            for unit in self.shape.units() {
                let (mut one, mut two, mut three, mut more) = (0u32, 0u32, 0u32, 0u32);
                for &i in &unit.cells {
                    let c = st.cand[i];
                    more |= three & c;
                    three |= two & c;
                    two |= one & c;
                    one |= c;
                }
                let exactly_two = two & !three;
                if exactly_two != 0 {
                    return Branch::Digit(exactly_two.trailing_zeros(), unit.cells.as_slice());
                }
                let exactly_three = three & !more;
                if k > 3 && exactly_three != 0 && three_places.is_none() {
                    three_places = Some((exactly_three.trailing_zeros(), unit.cells.as_slice()));
                }
            }
            if let Some((d, cells)) = three_places {
                return Branch::Digit(d, cells);
            }
        }
        Branch::Cell(cell)
    }

    fn search(&mut self, st: &State, rng: &mut Option<&mut dyn RngCore>) {
        if st.empty == 0 {
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(st.value.clone());
            }
            return;
        }
        // Each guess is a (cell, digit) pair; the pairs of one branch are exclusive and
        // cover every solution, so counts stay exact. A fixed array, as a node should
        // not allocate.
        let mut guesses = [(0usize, 0u8); MAX_BRANCH];
        let mut len = 0;
        let mut add = |i: usize, d: u32| {
            if st.cand[i] & (1 << d) != 0 {
                guesses[len] = (i, d as u8 + 1);
                len += 1;
            }
        };
        match self.pick(st) {
            Branch::Cell(i) => (0..self.shape.n() as u32).for_each(|d| add(i, d)),
            Branch::Digit(d, cells) => cells.iter().for_each(|&i| add(i, d)),
        }
        let guesses = &mut guesses[..len];
        if let Some(r) = rng.as_deref_mut() {
            guesses.shuffle(r);
        }
        let mut next = self.spare.pop().unwrap_or_else(|| st.clone());
        for &(i, v) in guesses.iter() {
            if self.count >= self.limit {
                break;
            }
            // The budget bounds the hunt for a first solution, the heavy-tailed part;
            // once one is found, the rest (a second one, or the proof that there is
            // none) is searched to the end, as starting again would redo it, unless
            // another way of searching may prove it far sooner (25x25).
            if self.nodes >= self.max_nodes && (self.count == 0 || self.to_the_end) {
                self.aborted = true;
                break;
            }
            if self.out_of_time || self.late() {
                break;
            }
            self.nodes += 1;
            next.clone_from(st);
            self.reset();
            if self.assign(&mut next, i, v) && self.propagate(&mut next, Depth::Full) {
                self.search(&next, rng);
            }
        }
        self.spare.push(next);
    }
}

impl Search<'_> {
    /// True once the deadline has passed, looking at the clock every [`CLOCK_EVERY`]
    /// guesses; sets `out_of_time`.
    #[inline]
    fn late(&mut self) -> bool {
        let Some(deadline) = self.deadline else {
            return false;
        };
        if self.nodes.is_multiple_of(CLOCK_EVERY) && Instant::now() >= deadline {
            self.out_of_time = true;
        }
        self.out_of_time
    }
}

/// Open cells of one unit (those with candidates; filled cells have none) that cannot
/// each take a different digit of their own candidates: more cells than the digits they
/// can hold between them (those digits as a mask), or `None` when every open cell can
/// have a digit of its own (Hall's condition holds). Kuhn's augmenting paths over at most
/// 25 cells and 25 digits, with bitsets: when no path frees a digit for a cell, that cell
/// and the cells holding every digit the search reached are such a set.
pub(super) fn pigeonhole(cells: &[usize], cand: &[u32]) -> Option<(Vec<usize>, u32)> {
    // owner[d]: the cell (index into `cells`) digit d is matched to.
    let mut owner = [usize::MAX; MAX_BRANCH];
    for (k, &i) in cells.iter().enumerate() {
        if cand[i] == 0 {
            continue;
        }
        let mut seen = 0u32;
        if !augment(k, cells, cand, &mut owner, &mut seen) {
            let mut stuck: Vec<usize> = std::iter::once(k)
                .chain(
                    (0..MAX_BRANCH)
                        .filter(|&d| seen & (1 << d) != 0)
                        .map(|d| owner[d]),
                )
                .map(|j| cells[j])
                .collect();
            stuck.sort_unstable();
            return Some((stuck, seen));
        }
    }
    None
}

/// Finds a digit for cell `k` of the unit, moving matched cells to other digits where
/// that frees one; `seen` marks digits already tried in this search.
fn augment(
    k: usize,
    cells: &[usize],
    cand: &[u32],
    owner: &mut [usize; MAX_BRANCH],
    seen: &mut u32,
) -> bool {
    let mut free = cand[cells[k]] & !*seen;
    while free != 0 {
        let d = free.trailing_zeros() as usize;
        free &= free - 1;
        *seen |= 1 << d;
        if owner[d] == usize::MAX || augment(owner[d], cells, cand, owner, seen) {
            owner[d] = k;
            return true;
        }
        // Digits tried deeper down need no second try here.
        free &= !*seen;
    }
    false
}

/// Candidates left over the whole grid: how far a probe got, finer than cells filled.
fn candidates_left(st: &State) -> usize {
    st.cand.iter().map(|c| c.count_ones() as usize).sum()
}

/// A guess: every candidate of one cell, or every place of one digit (bit index) in one
/// unit.
enum Branch<'a> {
    Cell(usize),
    Digit(u32, &'a [usize]),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::general::puzzle::Symbols;

    #[test]
    fn counts_small_empty_grids() {
        let four = Puzzle::empty(Shape::standard(4).unwrap());
        assert_eq!(count(&four, usize::MAX), 288);
        let diag = Puzzle::empty(Shape::builder(4).diagonal(true).build().unwrap());
        assert_eq!(count(&diag, usize::MAX), 48);
        assert_eq!(count(&four, 0), 0);
        assert_eq!(count(&four, 5), 5);
    }

    #[test]
    fn outcomes() {
        let s = Shape::standard(4).unwrap();
        let parse = |t: &str| Puzzle::parse(s.clone(), t, Symbols::Standard).unwrap();
        assert!(matches!(
            solve(&parse("1... ..2. .3.. ...4")),
            GeneralOutcome::Unique(_)
        ));
        assert!(matches!(
            solve(&parse("1... .... .... ....")),
            GeneralOutcome::Multiple(_)
        ));
        // No clash, yet the last cell of row 1 can hold nothing.
        assert_eq!(
            solve(&parse("12.. ...3 .... ...4")),
            GeneralOutcome::NoSolution
        );
        let GeneralOutcome::Conflicts(cs) = solve(&parse("1..1 .... .... ....")) else {
            panic!("clash")
        };
        assert_eq!(cs[0].to_string(), "r1c1 and r1c4 both hold 1 (row 1)");
        let mut bad = parse("1... ..2. .3.. ...4");
        bad.cells[5] = 9;
        assert_eq!(count(&bad, 2), 0);
        bad.cells.pop();
        assert_eq!(solve(&bad), GeneralOutcome::NoSolution);
    }

    #[test]
    fn forbidding_the_only_value_leaves_nothing() {
        let s = Shape::standard(4).unwrap();
        let p = Puzzle::parse(s.clone(), "1... ..2. .3.. ...4", Symbols::Standard).unwrap();
        let (_, Some(sol)) = solve_with_limit(&p, 1) else {
            panic!("solvable")
        };
        for i in 0..16 {
            let r = Search::new(&s, 1, u64::MAX).run(&p.cells, Some((i, sol.cells[i])), None);
            assert_eq!(r.count, 0, "cell {i}");
        }
    }
}
