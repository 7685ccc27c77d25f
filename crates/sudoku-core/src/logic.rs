//! Human-style difficulty rating.
//!
//! The rater solves a puzzle the way a person with a pencil does: it writes every
//! candidate into every empty cell (J. F. Crook's "markup") and then, again and again,
//! applies the simplest technique that makes progress — places a digit or crosses out a
//! candidate — starting over from the simplest technique after every step. When no
//! implemented technique applies it has to guess; it then places the digit of the solver's
//! solution in a cell with the fewest candidates (as a lucky guesser would) and goes on.
//!
//! The hardest technique the path needed gives the [`Level`]; the number of uses of each
//! technique, weighted, gives the [`Rating::score`]. The techniques, levels and score are
//! documented for users in `docs/difficulty.md`.
//!
//! Every technique here is sound for *every* solution of the grid: it only removes a
//! candidate that no solution can hold. So on a puzzle with several solutions the markup
//! stays consistent with all of them, and guessing from any one solution is safe.

use std::fmt;
use std::str::FromStr;

use crate::grid::{Grid, BOX_OF, CELLS, COL_OF, PEERS, ROW_OF, UNITS};
use crate::outcome::Solutions;
use crate::solver;

/// A solving technique, in order of difficulty: the rater always tries them in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A cell with a single candidate left.
    NakedSingle,
    /// A digit with a single place left in a row, column or box.
    HiddenSingle,
    /// A digit confined to one row or column inside a box (pointing), or to one box inside
    /// a row or column (claiming).
    LockedCandidates,
    /// Two cells of a unit with the same two candidates and nothing else.
    NakedPair,
    /// Two digits confined to the same two cells of a unit.
    HiddenPair,
    /// Three cells of a unit whose candidates together are three digits.
    NakedTriple,
    /// Three digits confined to the same three cells of a unit.
    HiddenTriple,
    /// Four cells of a unit whose candidates together are four digits.
    NakedQuad,
    /// Four digits confined to the same four cells of a unit.
    HiddenQuad,
    /// A digit whose places in two rows lie in the same two columns (or vice versa).
    XWing,
    /// The three-row (or three-column) version of the X-wing.
    Swordfish,
    /// A two-candidate pivot xy with pincers xz and yz: z goes from cells seeing both
    /// pincers.
    XyWing,
    /// A three-candidate pivot xyz with pincers xz and yz: z goes from cells seeing all
    /// three.
    XyzWing,
    /// The four-row (or four-column) version of the X-wing.
    Jellyfish,
    /// Nothing above applies: a digit had to be guessed.
    Guess,
}

/// How many techniques there are.
pub const TECHNIQUES: usize = 15;

impl Technique {
    /// Every technique, simplest first.
    pub const ALL: [Technique; TECHNIQUES] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::Jellyfish,
        Technique::Guess,
    ];

    /// Readable name, e.g. "hidden single", "X-wing".
    pub fn name(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::LockedCandidates => "locked candidates",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::XWing => "X-wing",
            Technique::Swordfish => "swordfish",
            Technique::XyWing => "XY-wing",
            Technique::XyzWing => "XYZ-wing",
            Technique::Jellyfish => "jellyfish",
            Technique::Guess => "guess",
        }
    }

    /// The least level a puzzle needing this technique gets.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            NakedSingle | HiddenSingle => Level::Easy,
            LockedCandidates | NakedPair | HiddenPair => Level::Medium,
            NakedTriple | HiddenTriple | NakedQuad | HiddenQuad | XWing | Swordfish | XyWing
            | XyzWing | Jellyfish => Level::Hard,
            Guess => Level::Expert,
        }
    }

    /// Points one use of this technique adds to [`Rating::score`].
    pub fn cost(self) -> u32 {
        use Technique::*;
        match self {
            NakedSingle | HiddenSingle => 1,
            LockedCandidates => 5,
            NakedPair => 8,
            HiddenPair => 10,
            NakedTriple => 14,
            HiddenTriple => 18,
            NakedQuad => 22,
            HiddenQuad => 26,
            XWing => 30,
            Swordfish => 40,
            XyWing => 45,
            XyzWing => 50,
            Jellyfish => 60,
            Guess => 100,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no technique.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown technique {0:?}")]
pub struct ParseTechniqueError(pub String);

/// Parses a technique name as shown by `Display`; case, spaces, `-` and `_` are ignored
/// ("x-wing", "XWing", "hidden_single" all work).
impl FromStr for Technique {
    type Err = ParseTechniqueError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key = |t: &str| -> String {
            t.chars()
                .filter(|c| !matches!(c, ' ' | '-' | '_'))
                .flat_map(char::to_lowercase)
                .collect()
        };
        let want = key(s);
        Technique::ALL
            .into_iter()
            .find(|t| key(t.name()) == want)
            .ok_or_else(|| ParseTechniqueError(s.to_string()))
    }
}

/// Difficulty level, from the hardest technique a puzzle needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Needs locked candidates or a naked/hidden pair, nothing harder.
    Medium,
    /// Needs triples, quads, X-wing, swordfish, jellyfish, XY-wing or XYZ-wing.
    Hard,
    /// None of the implemented techniques finishes it: it needs a guess (or techniques
    /// beyond this rater). Also every grid that is not a proper puzzle (no solution, or
    /// several).
    Expert,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// Lower-case name, as the CLI spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The hardest technique a puzzle of this level may need.
    pub fn hardest_technique(self) -> Technique {
        match self {
            Level::Easy => Technique::HiddenSingle,
            Level::Medium => Technique::HiddenPair,
            Level::Hard => Technique::Jellyfish,
            Level::Expert => Technique::Guess,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}; use easy, medium, hard or expert")]
pub struct ParseLevelError(pub String);

/// Parses `easy`, `medium`, `hard` or `expert`, in any case.
impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

/// The verdict of [`rate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    /// Difficulty level: from `hardest`, except that a grid without exactly one solution
    /// is always [`Level::Expert`].
    pub level: Level,
    /// Work score: the sum over steps of [`Technique::cost`], plus ten times the cost of
    /// the hardest technique. Grows with both the hardest technique and the amount of work.
    pub score: u32,
    /// The hardest technique the solving path used (`NakedSingle` when nothing was
    /// needed, e.g. for a full grid).
    pub hardest: Technique,
    /// How many times each technique was applied, simplest first; techniques never used
    /// are left out. A guess counts once per guessed cell.
    pub uses: Vec<(Technique, u32)>,
    /// True when the path had to guess (then `hardest` is [`Technique::Guess`]).
    pub guessed: bool,
    /// Number of givens.
    pub givens: usize,
    /// How many solutions the puzzle has.
    pub solutions: Solutions,
    /// The solution (one of them when there are several), `None` when there is none.
    pub solution: Option<Grid>,
}

/// A one-line verdict, e.g. `hard (hardest: X-wing, score 388)`, `expert (2+ solutions)`,
/// `expert (no solution)`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.solutions {
            Solutions::None => write!(f, "{} (no solution)", self.level),
            Solutions::One => write!(
                f,
                "{} (hardest: {}, score {})",
                self.level, self.hardest, self.score
            ),
            _ => write!(f, "{} (2+ solutions)", self.level),
        }
    }
}

impl Rating {
    /// The techniques used and how often, simplest first, e.g.
    /// `naked single x31, hidden single x20, X-wing x1`.
    pub fn uses_summary(&self) -> String {
        self.uses
            .iter()
            .map(|(t, n)| format!("{t} x{n}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// How many times `t` was applied.
    pub fn count(&self, t: Technique) -> u32 {
        self.uses
            .iter()
            .find(|(u, _)| *u == t)
            .map_or(0, |&(_, n)| n)
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
/// assert_eq!((r.level, r.solutions, r.guessed), (Level::Easy, Solutions::One, false));
/// assert!(r.count(Technique::NakedSingle) + r.count(Technique::HiddenSingle) > 0);
/// ```
///
/// Never panics: grids with conflicting givens or no solution get
/// `Solutions::None` (and the rating of however far logic got before it stalled or hit a
/// contradiction); grids with several solutions get `Solutions::Several` and necessarily a
/// guess, since no sound technique can choose between solutions.
pub fn rate(grid: &Grid) -> Rating {
    let outcome = solver::solve(grid);
    let (solutions, solution) = (outcome.solutions(), outcome.solution().copied());
    let mut counts = [0u32; TECHNIQUES];
    if let Some(mut board) = Board::new(grid) {
        if let Some(s) = &solution {
            board.truth = Some(*s.cells());
        }
        loop {
            match board.run(Technique::Jellyfish, &mut counts) {
                End::Solved | End::Contradiction => break,
                End::Stalled => {
                    counts[Technique::Guess.index()] += 1;
                    if !board.guess() {
                        break;
                    }
                }
            }
        }
    }
    let hardest = Technique::ALL
        .into_iter()
        .rev()
        .find(|t| counts[t.index()] > 0)
        .unwrap_or(Technique::NakedSingle);
    let level = if solutions == Solutions::One {
        hardest.level()
    } else {
        Level::Expert
    };
    let score = Technique::ALL
        .into_iter()
        .map(|t| counts[t.index()] * t.cost())
        .sum::<u32>()
        + 10 * hardest.cost();
    Rating {
        level,
        score,
        hardest,
        uses: Technique::ALL
            .into_iter()
            .filter(|t| counts[t.index()] > 0)
            .map(|t| (t, counts[t.index()]))
            .collect(),
        guessed: counts[Technique::Guess.index()] > 0,
        givens: grid.givens(),
        solutions,
        solution,
    }
}

/// Solves `grid` by logic alone, using no technique harder than `up_to` (and never
/// guessing). Returns the hardest technique used when that finishes the grid, `None` when
/// it stalls, the givens conflict or the grid has no solution. It does not call the solver.
///
/// A `Some` answer proves the grid has exactly one solution: every step is sound for every
/// solution, and the steps led to a single full grid.
pub fn solve_by_logic(grid: &Grid, up_to: Technique) -> Option<Technique> {
    let mut board = Board::new(grid)?;
    let mut counts = [0u32; TECHNIQUES];
    match board.run(up_to.min(Technique::Jellyfish), &mut counts) {
        End::Solved => Some(
            Technique::ALL
                .into_iter()
                .rev()
                .find(|t| counts[t.index()] > 0)
                .unwrap_or(Technique::NakedSingle),
        ),
        End::Stalled | End::Contradiction => None,
    }
}

/// How a run of logic ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    Solved,
    Stalled,
    Contradiction,
}

/// What one step did.
enum Step {
    Progress(Technique),
    End(End),
}

const ALL_DIGITS: u16 = 0x1ff;

/// Subsets of a 9-element set with exactly `K` elements, as 9-bit masks.
const fn subsets<const N: usize>(k: u32) -> [u16; N] {
    let mut out = [0u16; N];
    let mut n = 0;
    let mut m: u16 = 0;
    while m < 512 {
        if m.count_ones() == k {
            out[n] = m;
            n += 1;
        }
        m += 1;
    }
    out
}

const SUBSETS2: [u16; 36] = subsets::<36>(2);
const SUBSETS3: [u16; 84] = subsets::<84>(3);
const SUBSETS4: [u16; 126] = subsets::<126>(4);

fn subsets_of(k: u32) -> &'static [u16] {
    match k {
        2 => &SUBSETS2,
        3 => &SUBSETS3,
        _ => &SUBSETS4,
    }
}

/// True when distinct cells `a` and `b` share a unit.
#[inline]
fn sees(a: usize, b: usize) -> bool {
    a != b && (ROW_OF[a] == ROW_OF[b] || COL_OF[a] == COL_OF[b] || BOX_OF[a] == BOX_OF[b])
}

/// Iterates over the set bits of a mask, as bit indices.
#[inline]
fn bits(mut m: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

/// The pencil-marked grid. `cand[i]` has bit `d - 1` set when digit `d` is still a
/// candidate of empty cell `i`; filled cells have no candidates.
struct Board {
    cand: [u16; CELLS],
    val: [u8; CELLS],
    empty: u32,
    /// A solution, when known: debug builds check that no step removes its digits.
    truth: Option<[u8; CELLS]>,
}

impl Board {
    /// The markup of `grid`; `None` when its givens conflict.
    fn new(grid: &Grid) -> Option<Board> {
        let mut board = Board {
            cand: [ALL_DIGITS; CELLS],
            val: [0; CELLS],
            empty: CELLS as u32,
            truth: None,
        };
        for (i, &d) in grid.cells().iter().enumerate() {
            if d != 0 {
                let bit = 1u16 << (d - 1);
                if board.val[i] != 0 || board.cand[i] & bit == 0 {
                    return None;
                }
                board.place(i, d);
            }
        }
        Some(board)
    }

    fn place(&mut self, i: usize, d: u8) {
        debug_assert!(self.truth.is_none_or(|t| t[i] == d), "unsound placement");
        let bit = 1u16 << (d - 1);
        self.val[i] = d;
        self.cand[i] = 0;
        self.empty -= 1;
        for &p in &PEERS[i] {
            self.cand[p as usize] &= !bit;
        }
    }

    /// Removes the digits of `mask` from cell `i`; true if any was there.
    #[inline]
    fn eliminate(&mut self, i: usize, mask: u16) -> bool {
        let hit = self.cand[i] & mask;
        if hit == 0 {
            return false;
        }
        debug_assert!(
            self.truth
                .is_none_or(|t| t[i] == 0 || hit & (1 << (t[i] - 1)) == 0),
            "unsound elimination at cell {i}"
        );
        self.cand[i] &= !mask;
        true
    }

    /// Applies techniques up to `max` until the grid is full, stalls or breaks.
    fn run(&mut self, max: Technique, counts: &mut [u32; TECHNIQUES]) -> End {
        loop {
            match self.step(max) {
                Step::Progress(t) => counts[t.index()] += 1,
                Step::End(e) => return e,
            }
        }
    }

    /// Places the solution's digit in the first empty cell with the fewest candidates.
    /// False when no solution is known or the grid is full.
    fn guess(&mut self) -> bool {
        let Some(truth) = self.truth else {
            return false;
        };
        let best = (0..CELLS)
            .filter(|&i| self.val[i] == 0)
            .min_by_key(|&i| self.cand[i].count_ones());
        match best {
            Some(i) if self.cand[i] & (1 << (truth[i] - 1)) != 0 => {
                self.place(i, truth[i]);
                true
            }
            _ => false,
        }
    }

    /// One step: the simplest technique that makes progress, applied once.
    fn step(&mut self, max: Technique) -> Step {
        if self.empty == 0 {
            return Step::End(End::Solved);
        }
        if let Some(e) = self.naked_single() {
            return e;
        }
        if let Some(e) = self.hidden_single() {
            return e;
        }
        type Finder = fn(&mut Board) -> bool;
        let finders: [(Technique, Finder); 12] = [
            (Technique::LockedCandidates, Board::locked_candidates),
            (Technique::NakedPair, |b| b.naked_subset(2)),
            (Technique::HiddenPair, |b| b.hidden_subset(2)),
            (Technique::NakedTriple, |b| b.naked_subset(3)),
            (Technique::HiddenTriple, |b| b.hidden_subset(3)),
            (Technique::NakedQuad, |b| b.naked_subset(4)),
            (Technique::HiddenQuad, |b| b.hidden_subset(4)),
            (Technique::XWing, |b| b.fish(2)),
            (Technique::Swordfish, |b| b.fish(3)),
            (Technique::XyWing, Board::xy_wing),
            (Technique::XyzWing, Board::xyz_wing),
            (Technique::Jellyfish, |b| b.fish(4)),
        ];
        for (t, find) in finders {
            if t > max {
                break;
            }
            if find(self) {
                return Step::Progress(t);
            }
        }
        Step::End(End::Stalled)
    }

    fn naked_single(&mut self) -> Option<Step> {
        for i in 0..CELLS {
            if self.val[i] != 0 {
                continue;
            }
            let c = self.cand[i];
            if c == 0 {
                return Some(Step::End(End::Contradiction));
            }
            if c & (c - 1) == 0 {
                self.place(i, c.trailing_zeros() as u8 + 1);
                return Some(Step::Progress(Technique::NakedSingle));
            }
        }
        None
    }

    fn hidden_single(&mut self) -> Option<Step> {
        for unit in &UNITS {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &c in unit {
                let c = c as usize;
                let m = self.cand[c];
                twice |= once & m;
                once |= m;
                if self.val[c] != 0 {
                    placed |= 1 << (self.val[c] - 1);
                }
            }
            if (once | placed) != ALL_DIGITS {
                return Some(Step::End(End::Contradiction));
            }
            let only = once & !twice;
            if only != 0 {
                let bit = only & only.wrapping_neg();
                for &c in unit {
                    let c = c as usize;
                    if self.cand[c] & bit != 0 {
                        self.place(c, bit.trailing_zeros() as u8 + 1);
                        return Some(Step::Progress(Technique::HiddenSingle));
                    }
                }
            }
        }
        None
    }

    /// Where each digit can go in unit `u`: bit `k` of `pos[d]` is the `k`-th cell.
    fn positions(&self, u: usize) -> [u16; 9] {
        let mut pos = [0u16; 9];
        for (k, &c) in UNITS[u].iter().enumerate() {
            for d in bits(self.cand[c as usize]) {
                pos[d] |= 1 << k;
            }
        }
        pos
    }

    fn locked_candidates(&mut self) -> bool {
        // Pointing: in a box, a digit confined to one row or column leaves the rest of it.
        for b in 0..9 {
            let pos = self.positions(18 + b);
            for (d, &p) in pos.iter().enumerate() {
                if p == 0 {
                    continue;
                }
                let bit = 1u16 << d;
                // Box cells k = 0..9 lie in box row k / 3 and box column k % 3.
                let rows = (p | p >> 1 | p >> 2) & 0b1001001;
                let cols = (p | p >> 3 | p >> 6) & 0b111;
                let first = UNITS[18 + b][p.trailing_zeros() as usize] as usize;
                let mut hit = false;
                if rows.count_ones() == 1 {
                    for &c in &UNITS[ROW_OF[first] as usize] {
                        if BOX_OF[c as usize] as usize != b {
                            hit |= self.eliminate(c as usize, bit);
                        }
                    }
                }
                if cols.count_ones() == 1 {
                    for &c in &UNITS[9 + COL_OF[first] as usize] {
                        if BOX_OF[c as usize] as usize != b {
                            hit |= self.eliminate(c as usize, bit);
                        }
                    }
                }
                if hit {
                    return true;
                }
            }
        }
        // Claiming: in a row or column, a digit confined to one box leaves the rest of it.
        for (u, unit) in UNITS.iter().enumerate().take(18) {
            let pos = self.positions(u);
            for (d, &p) in pos.iter().enumerate() {
                if p == 0 {
                    continue;
                }
                let thirds = (p | p >> 1 | p >> 2) & 0b1001001;
                if thirds.count_ones() != 1 {
                    continue;
                }
                let first = unit[p.trailing_zeros() as usize] as usize;
                let bit = 1u16 << d;
                let mut hit = false;
                for &c in &UNITS[18 + BOX_OF[first] as usize] {
                    let c = c as usize;
                    let inside = if u < 9 {
                        ROW_OF[c] == ROW_OF[first]
                    } else {
                        COL_OF[c] == COL_OF[first]
                    };
                    if !inside {
                        hit |= self.eliminate(c, bit);
                    }
                }
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// Naked pair/triple/quad: `k` cells of a unit holding only `k` digits between them.
    fn naked_subset(&mut self, k: u32) -> bool {
        for unit in &UNITS {
            let mut eligible = 0u16;
            let mut open = 0;
            for (j, &c) in unit.iter().enumerate() {
                let n = self.cand[c as usize].count_ones();
                if n > 0 {
                    open += 1;
                }
                if (2..=k).contains(&n) {
                    eligible |= 1 << j;
                }
            }
            if open <= k || eligible.count_ones() < k {
                continue;
            }
            for &sub in subsets_of(k) {
                if sub & !eligible != 0 {
                    continue;
                }
                let digits = bits(sub).fold(0, |m, j| m | self.cand[unit[j] as usize]);
                if digits.count_ones() != k {
                    continue;
                }
                let mut hit = false;
                for (j, &c) in unit.iter().enumerate() {
                    if sub & (1 << j) == 0 {
                        hit |= self.eliminate(c as usize, digits);
                    }
                }
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// Hidden pair/triple/quad: `k` digits of a unit confined to the same `k` cells.
    fn hidden_subset(&mut self, k: u32) -> bool {
        for (u, unit) in UNITS.iter().enumerate() {
            let pos = self.positions(u);
            let mut eligible = 0u16;
            let mut open = 0;
            for (d, &p) in pos.iter().enumerate() {
                let n = p.count_ones();
                if n > 0 {
                    open += 1;
                }
                if (2..=k).contains(&n) {
                    eligible |= 1 << d;
                }
            }
            if open <= k || eligible.count_ones() < k {
                continue;
            }
            for &sub in subsets_of(k) {
                if sub & !eligible != 0 {
                    continue;
                }
                let cells = bits(sub).fold(0, |m, d| m | pos[d]);
                if cells.count_ones() != k {
                    continue;
                }
                let mut hit = false;
                for j in bits(cells) {
                    hit |= self.eliminate(unit[j] as usize, !sub & ALL_DIGITS);
                }
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// X-wing (k = 2), swordfish (3), jellyfish (4), with rows or columns as base.
    fn fish(&mut self, k: u32) -> bool {
        for d in 0..9 {
            let bit = 1u16 << d;
            for by_rows in [true, false] {
                // lines[r] = cross positions of the digit in base line r.
                let mut lines = [0u16; 9];
                let mut eligible = 0u16;
                for (r, line) in lines.iter_mut().enumerate() {
                    let u = if by_rows { r } else { 9 + r };
                    for (j, &c) in UNITS[u].iter().enumerate() {
                        if self.cand[c as usize] & bit != 0 {
                            *line |= 1 << j;
                        }
                    }
                    if (2..=k).contains(&line.count_ones()) {
                        eligible |= 1 << r;
                    }
                }
                if eligible.count_ones() < k {
                    continue;
                }
                for &sub in subsets_of(k) {
                    if sub & !eligible != 0 {
                        continue;
                    }
                    let cover = bits(sub).fold(0, |m, r| m | lines[r]);
                    if cover.count_ones() != k {
                        continue;
                    }
                    let mut hit = false;
                    for x in bits(cover) {
                        for r in bits(!sub & ALL_DIGITS) {
                            let cell = if by_rows { r * 9 + x } else { x * 9 + r };
                            hit |= self.eliminate(cell, bit);
                        }
                    }
                    if hit {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn xy_wing(&mut self) -> bool {
        for (p, peers) in PEERS.iter().enumerate() {
            let pc = self.cand[p];
            if pc.count_ones() != 2 {
                continue;
            }
            for &a in peers {
                let a = a as usize;
                let ac = self.cand[a];
                if ac.count_ones() != 2 || (ac & pc).count_ones() != 1 {
                    continue;
                }
                let z = ac & !pc;
                let want = (pc & !ac) | z;
                for &b in peers {
                    let b = b as usize;
                    if b == a || self.cand[b] != want {
                        continue;
                    }
                    let mut hit = false;
                    for &c in &PEERS[a] {
                        let c = c as usize;
                        if c != b && c != p && sees(c, b) {
                            hit |= self.eliminate(c, z);
                        }
                    }
                    if hit {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn xyz_wing(&mut self) -> bool {
        for (p, peers) in PEERS.iter().enumerate() {
            let pc = self.cand[p];
            if pc.count_ones() != 3 {
                continue;
            }
            for &a in peers {
                let a = a as usize;
                let ac = self.cand[a];
                if ac.count_ones() != 2 || ac & !pc != 0 {
                    continue;
                }
                for &b in peers {
                    let b = b as usize;
                    let bc = self.cand[b];
                    if b <= a || bc.count_ones() != 2 || bc & !pc != 0 || bc == ac {
                        continue;
                    }
                    let z = ac & bc;
                    let mut hit = false;
                    for &c in peers {
                        let c = c as usize;
                        if c != a && c != b && sees(c, a) && sees(c, b) {
                            hit |= self.eliminate(c, z);
                        }
                    }
                    if hit {
                        return true;
                    }
                }
            }
        }
        false
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
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert_eq!("HARD".parse::<Level>(), Ok(Level::Hard));
        assert!("tricky".parse::<Level>().is_err());
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(Technique::ALL
            .windows(2)
            .all(|w| w[0].level() <= w[1].level()));
        assert!(Technique::ALL
            .windows(2)
            .all(|w| w[0].cost() <= w[1].cost()));
        for l in Level::ALL {
            assert_eq!(l.hardest_technique().level(), l);
        }
    }

    #[test]
    fn subset_tables() {
        assert!(SUBSETS2.iter().all(|m| m.count_ones() == 2));
        assert!(SUBSETS4.iter().all(|m| m.count_ones() == 4 && *m < 512));
        assert!(SUBSETS3.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn classic_is_easy() {
        let g: Grid = CLASSIC.parse().unwrap();
        let r = rate(&g);
        assert_eq!(r.level, Level::Easy);
        assert_eq!(r.solutions, Solutions::One);
        assert!(!r.guessed);
        assert_eq!(r.givens, 30);
        assert_eq!(
            r.count(Technique::NakedSingle) + r.count(Technique::HiddenSingle),
            51
        );
        assert_eq!(solve_by_logic(&g, Technique::HiddenSingle), Some(r.hardest));
        assert_eq!(
            r.to_string(),
            format!("easy (hardest: {}, score {})", r.hardest, r.score)
        );
        assert!(r.uses_summary().starts_with("naked single x"));
    }

    #[test]
    fn odd_grids_do_not_panic() {
        // Full grid: nothing to do.
        let g: Grid = CLASSIC.parse().unwrap();
        let full = rate(&g).solution.unwrap();
        let r = rate(&full);
        assert_eq!(
            (r.level, r.hardest, r.score),
            (Level::Easy, Technique::NakedSingle, 10)
        );
        assert!(r.uses.is_empty());
        // Empty grid: many solutions, must guess.
        let r = rate(&Grid::empty());
        assert_eq!(
            (r.solutions, r.level, r.guessed),
            (Solutions::Several, Level::Expert, true)
        );
        assert_eq!(r.to_string(), "expert (2+ solutions)");
        assert!(r.solution.unwrap().is_solved());
        // Conflicting givens.
        let mut bad = g;
        bad.set(2, 5);
        let r = rate(&bad);
        assert_eq!((r.solutions, r.level), (Solutions::None, Level::Expert));
        assert_eq!(r.to_string(), "expert (no solution)");
        assert!(r.solution.is_none());
        assert_eq!(solve_by_logic(&bad, Technique::Jellyfish), None);
        // No solution although the givens do not conflict: the last cell of row 1
        // cannot hold anything.
        let mut dead = Grid::empty();
        for (i, d) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
            dead.set(i, d);
        }
        dead.set(9 * 4 + 8, 9);
        let r = rate(&dead);
        assert_eq!((r.solutions, r.level), (Solutions::None, Level::Expert));
        assert_eq!(solve_by_logic(&dead, Technique::Jellyfish), None);
    }
}
