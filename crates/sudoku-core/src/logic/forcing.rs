//! Forcing chains, the last resort before a guess: every candidate of a cell, or every
//! place of a digit in a unit, leads by singles to the same conclusion; a candidate whose
//! singles break the grid is false; then nested chains, whose branches use more.

use std::any::Any;
use std::cell::RefCell;

use super::basic;
use super::board::{
    bits, cells_in, Board, Dead, Mask, Small, Space, MAX_CELLS, MAX_UNITS, PEER_WORDS,
};
use super::memo::{Memo, Visit};
use super::space::{Large, PerCell};
use super::step::{AnyD, Cand, Ds, Or, Piece, Role, Step, Text, C, D, N};
use super::technique::{Difficulty, Technique};
use crate::grid::Unit;
use crate::say;

/// Why a branch wrote a digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Why {
    /// The branch's assumption.
    Assumed,
    /// The cell had no other candidate left.
    Naked,
    /// The digit had no other place left in this unit.
    Hidden(u8),
}

/// A single waiting in a branch's queue: cell, digit, why, and how deep it lies.
pub(super) type Queued<S> = (<S as Space>::Ix, u8, Why, u16);

/// The tables of a branch: fixed arrays on [`Small`], so that the classic grid's chains
/// reuse a branch without allocating, and on [`Large`] vectors sized to the shape rather
/// than to a 25x25 (a 16x16 needs a sixth of the room, and a branch is reset per
/// assumption, so every byte past the shape's own was copied for nothing).
pub(super) trait Tables: Space {
    /// An entry per unit.
    type PerUnit<T: Copy + Send + Sync + 'static>: PerCell<T>;
    /// Room for every single a branch can queue: each cell once as a naked single, each
    /// digit of each unit once as a hidden single, and the assumption.
    type Queue: PerCell<Queued<Self>>;
    /// No event: a candidate still there. Events are numbered like cells (a branch
    /// writes a cell once), so this is the one index no cell has.
    const NONE: Self::Ix;
    /// An entry per cell of a shape of `cells` cells (at least that many).
    fn per_cell<T: Copy + Send + Sync + 'static>(fill: T, cells: usize) -> Self::Arr<T>;
    /// An entry per unit of a shape of `units` units (at least that many).
    fn per_unit<T: Copy + Send + Sync + 'static>(fill: T, units: usize) -> Self::PerUnit<T>;
    /// A queue for a shape of `cells` cells, `units` units and `n` digits.
    fn queue(cells: usize, units: usize, n: usize) -> Self::Queue;
}

const SMALL_QUEUE: usize = MAX_CELLS + MAX_UNITS * super::board::MAX_DIGITS + 1;

impl Tables for Small {
    type PerUnit<T: Copy + Send + Sync + 'static> = [T; MAX_UNITS];
    type Queue = [Queued<Small>; SMALL_QUEUE];
    const NONE: u8 = u8::MAX;
    #[inline]
    fn per_cell<T: Copy + Send + Sync + 'static>(fill: T, _: usize) -> [T; MAX_CELLS] {
        [fill; MAX_CELLS]
    }
    #[inline]
    fn per_unit<T: Copy + Send + Sync + 'static>(fill: T, _: usize) -> [T; MAX_UNITS] {
        [fill; MAX_UNITS]
    }
    #[inline]
    fn queue(_: usize, _: usize, _: usize) -> Self::Queue {
        [(0, 0, Why::Assumed, 0); SMALL_QUEUE]
    }
}

impl Tables for Large {
    type PerUnit<T: Copy + Send + Sync + 'static> = Vec<T>;
    type Queue = Vec<Queued<Large>>;
    const NONE: u16 = u16::MAX;
    fn per_cell<T: Copy + Send + Sync + 'static>(fill: T, cells: usize) -> Vec<T> {
        vec![fill; cells]
    }
    fn per_unit<T: Copy + Send + Sync + 'static>(fill: T, units: usize) -> Vec<T> {
        vec![fill; units]
    }
    fn queue(cells: usize, units: usize, n: usize) -> Self::Queue {
        vec![(0, 0, Why::Assumed, 0); cells + units * n + 1]
    }
}

/// Cell `i` (or event `i`) as a space's index: both are below its most cells.
#[inline]
fn ix<S: Space>(i: usize) -> S::Ix {
    S::Ix::try_from(i).unwrap_or_else(|_| unreachable!("{i} is past the space's cells"))
}

/// A digit a branch wrote, and how many inferences deep.
#[derive(Clone, Copy, Debug)]
struct Event<S: Space> {
    cell: S::Ix,
    digit: u8,
    why: Why,
    depth: u16,
}

/// How a branch broke the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Broken {
    Cell(u16),
    Digit(u8, u8),
}

/// One branch: the board's candidates after an assumption and every single it forces,
/// with which event removed each candidate, so that any conclusion can be traced back.
#[derive(Clone)]
struct Branch<S: Tables> {
    cand: S::Arr<S::Mask>,
    val: S::Arr<u8>,
    /// Where digit d can go in unit u, as bits of the unit's cells (by their slot, see
    /// [`Board::places_of`]): a hidden single is one bit, with its cell at once.
    pos: S::PerUnit<S::PerDigit<S::Mask>>,
    /// Digits already written in unit u.
    done: S::PerUnit<S::Mask>,
    /// The event that removed candidate `d` of `cell`: read only for a candidate this
    /// run removed (the rest holds whatever earlier runs left).
    removed: S::Arr<S::PerDigit<S::Ix>>,
    events: S::Arr<Event<S>>,
    len: usize,
    broken: Option<Broken>,
    /// Singles waiting to be written: those before `head` are done.
    queue: S::Queue,
    queued: usize,
    head: usize,
    /// False for a branch that only settles a board ([`settle`]): no removal's cause is
    /// kept, since nothing is traced back there.
    trace: bool,
}

impl<S: Tables> Branch<S> {
    /// The board as it stands, with no assumption yet.
    fn new(b: &Board<S>) -> Branch<S> {
        Branch::made(b, true)
    }

    /// A branch for [`settle`]: no causes, and no room for them where the space lets it
    /// go without (the vectors of the larger grids).
    fn untraced(b: &Board<S>) -> Branch<S> {
        Branch::made(b, false)
    }

    fn made(b: &Board<S>, trace: bool) -> Branch<S> {
        let (cells, units) = (b.geo.cells, b.geo.units.len());
        let mut br: Branch<S> = Branch {
            cand: S::per_cell(S::Mask::ZERO, cells),
            val: S::per_cell(0, cells),
            pos: S::per_unit(S::per_digit(S::Mask::ZERO), units),
            done: S::per_unit(S::Mask::ZERO, units),
            removed: S::per_cell(S::per_digit(S::NONE), if trace { cells } else { 0 }),
            events: S::per_cell(
                Event {
                    cell: ix::<S>(0),
                    digit: 0,
                    why: Why::Assumed,
                    depth: 0,
                },
                cells,
            ),
            len: 0,
            broken: None,
            queue: S::queue(cells, units, b.geo.n),
            queued: 0,
            head: 0,
            trace,
        };
        br.load(b);
        br
    }

    /// Makes this branch the board `b` as it stands, with no assumption yet, in the room
    /// it has (it was made for `b`'s shape): [`settle`] reads a board's singles once a
    /// round, and allocating a branch each time cost more than the reading.
    fn load(&mut self, b: &Board<S>) {
        let (cells, units) = (b.geo.cells, b.geo.units.len());
        self.cand.as_mut()[..cells].copy_from_slice(&b.cand.as_ref()[..cells]);
        self.val.as_mut()[..cells].copy_from_slice(&b.val.as_ref()[..cells]);
        self.pos.as_mut()[..units].fill(S::per_digit(S::Mask::ZERO));
        self.done.as_mut()[..units].fill(S::Mask::ZERO);
        self.len = 0;
        self.broken = None;
        self.queued = 0;
        self.head = 0;
        for u in 0..units {
            for (k, &c) in b.unit_cells(u).iter().enumerate() {
                let c: usize = c.into();
                if b.val[c] != 0 {
                    self.done[u] |= S::Mask::ONE << usize::from(b.val[c] - 1);
                }
                for d in bits(b.cand[c]) {
                    self.pos[u][d] |= S::Mask::ONE << k;
                }
            }
            // A run never reads the places of a digit the unit holds (see [`Run::unplace`]).
            debug_assert!(
                bits(self.done[u]).all(|x| self.pos[u][x] == S::Mask::ZERO),
                "a held digit has places"
            );
        }
    }

    /// Makes this branch the board `b` as it stands, as [`Branch::load`] does, when the
    /// branch already holds an earlier state of `b` that `b` has only narrowed since:
    /// only the cells that changed are read again (a settling branch's rounds change a
    /// few, and recounting every unit was a tenth of a 25x25's rating). Gives the cells
    /// that changed, as a set by words.
    fn sync(&mut self, b: &Board<S>) -> [u64; PEER_WORDS] {
        let mut changed = [0u64; PEER_WORDS];
        for c in 0..b.geo.cells {
            let gone = self.cand[c] & !b.cand[c];
            debug_assert!(b.cand[c] & !self.cand[c] == S::Mask::ZERO, "the board grew");
            changed[c / 64] |=
                u64::from(gone != S::Mask::ZERO || self.val[c] != b.val[c]) << (c % 64);
            if gone != S::Mask::ZERO {
                self.cand[c] = b.cand[c];
                for &(u, k) in b.places_of(c) {
                    for x in bits(gone) {
                        self.pos[usize::from(u)][x] &= !(S::Mask::ONE << usize::from(k));
                    }
                }
            }
            if self.val[c] != b.val[c] {
                debug_assert!(self.val[c] == 0, "a digit changed");
                self.val[c] = b.val[c];
                let bit = S::Mask::ONE << usize::from(b.val[c] - 1);
                for &u in b.units_of(c) {
                    self.done[usize::from(u)] |= bit;
                }
            }
        }
        self.len = 0;
        self.broken = None;
        self.queued = 0;
        self.head = 0;
        changed
    }

    /// Makes this branch a copy of `base`, a branch of the same board with no event yet,
    /// for another assumption. Only what a run changes is copied: the shape's candidates,
    /// digits and unit tables; the events and queue of the last run are simply forgotten,
    /// and so are the causes in `removed`: a cause is only ever read for a candidate this
    /// run removed, which this run wrote (see [`Branch::cause`]). Clearing that table was
    /// the largest part of starting a branch (31 KB on a 25x25).
    fn reset(&mut self, base: &Branch<S>, b: &Board<S>) {
        debug_assert!(base.len == 0 && base.queued == 0);
        let (cells, units) = (b.geo.cells, b.geo.units.len());
        self.cand.as_mut()[..cells].copy_from_slice(&base.cand.as_ref()[..cells]);
        self.val.as_mut()[..cells].copy_from_slice(&base.val.as_ref()[..cells]);
        self.pos.as_mut()[..units].copy_from_slice(&base.pos.as_ref()[..units]);
        self.done.as_mut()[..units].copy_from_slice(&base.done.as_ref()[..units]);
        self.len = 0;
        self.broken = base.broken;
        self.queued = 0;
        self.head = 0;
    }

    /// Assumes `d` in `cell` and writes the singles that follow, down to depth `limit`
    /// (see [`Branch::run_to`]), stopping when the grid breaks. `orig` is the board the
    /// branch started from.
    fn assume(&mut self, orig: &Board<S>, cell: usize, d: u8, limit: u16) {
        self.push(cell, d, Why::Assumed, 0);
        self.run_to(orig, limit);
    }

    /// Writes the singles the board already has, and every one that follows. With
    /// `changed`, the board is one a full run of this branch left without a single, but
    /// for the cells in `changed` (see [`Branch::sync`]): only those cells and their
    /// units are read, in the order a full reading meets them.
    fn singles(&mut self, orig: &Board<S>, changed: Option<&[u64; PEER_WORDS]>) {
        // A single the board has rests on nothing this branch did.
        let depth = 1;
        let words = orig.geo.cells.div_ceil(64);
        let every = [u64::MAX; PEER_WORDS];
        let cells = changed.unwrap_or(&every);
        let mut units = changed.map_or(u128::MAX, |_| 0);
        if changed.is_some() {
            for c in cells_in(&cells[..words]) {
                for &u in orig.units_of(c) {
                    units |= 1 << u;
                }
            }
            debug_assert!(
                self.no_single_but(orig, cells, units),
                "a single outside the cells that changed"
            );
        }
        for c in cells_in(&cells[..words]).take_while(|&c| c < orig.geo.cells) {
            if self.val[c] == 0 {
                match Mask::count_ones(self.cand[c]) {
                    0 => self.broken = Some(Broken::Cell(c as u16)),
                    1 => self.push(c, super::board::digit(self.cand[c]), Why::Naked, depth),
                    _ => {}
                }
            }
        }
        for u in (0..orig.geo.units.len()).filter(|&u| units & (1 << u) != 0) {
            let cells = orig.unit_cells(u);
            for x in 0..orig.geo.n {
                let bit = S::Mask::ONE << x;
                if self.done[u] & bit != S::Mask::ZERO {
                    continue;
                }
                let p = self.pos[u][x];
                if p == S::Mask::ZERO {
                    self.broken = Some(Broken::Digit(u as u8, x as u8 + 1));
                } else if p & Mask::wrapping_neg(p) == p {
                    let at = cells[Mask::trailing_zeros(p) as usize];
                    self.push(at.into(), x as u8 + 1, Why::Hidden(u as u8), depth);
                }
            }
        }
        self.run(orig);
    }

    fn run(&mut self, orig: &Board<S>) {
        self.run_to(orig, u16::MAX);
    }

    /// True when no single (nor an empty cell, nor a digit with no place) lies outside
    /// `cells` and `units`: [`Branch::singles`]' check that it may read only those.
    fn no_single_but(&self, orig: &Board<S>, cells: &[u64; PEER_WORDS], units: u128) -> bool {
        let cells_ok = (0..orig.geo.cells)
            .filter(|&c| cells[c / 64] & (1 << (c % 64)) == 0 && self.val[c] == 0)
            .all(|c| Mask::count_ones(self.cand[c]) >= 2);
        let units_ok = (0..orig.geo.units.len())
            .filter(|&u| units & (1 << u) == 0)
            .all(|u| {
                (0..orig.geo.n).all(|x| {
                    self.done[u] & (S::Mask::ONE << x) != S::Mask::ZERO
                        || Mask::count_ones(self.pos[u][x]) >= 2
                })
            });
        cells_ok && units_ok
    }

    /// Writes the queued singles until the grid breaks, the queue is empty, or an event
    /// deeper than `limit` has been written. A single lies one deeper than the event that
    /// queued it, and the queue is first in, first out, so events come in order of depth:
    /// a run stopped here has every event down to `limit` exactly as a full run has them,
    /// and a later call carries on as if it had never stopped.
    fn run_to(&mut self, orig: &Board<S>, limit: u16) {
        let mut run = Run {
            cand: self.cand.as_mut(),
            val: self.val.as_mut(),
            pos: self.pos.as_mut(),
            done: self.done.as_mut(),
            removed: self.removed.as_mut(),
            events: self.events.as_mut(),
            queue: self.queue.as_mut(),
            len: self.len,
            queued: self.queued,
            head: self.head,
            broken: self.broken,
            trace: self.trace,
        };
        while run.head < run.queued && run.broken.is_none() {
            if run.len > 0 && run.events[run.len - 1].depth > limit {
                break;
            }
            let (c, d, why, depth) = run.queue[run.head];
            run.head += 1;
            run.place(orig, c.into(), d, why, depth);
        }
        (self.len, self.queued, self.head) = (run.len, run.queued, run.head);
        self.broken = run.broken;
    }

    fn push(&mut self, cell: usize, d: u8, why: Why, depth: u16) {
        let room = self.queue.as_ref().len();
        debug_assert!(self.queued < room);
        if self.queued < room {
            self.queue[self.queued] = (ix::<S>(cell), d, why, depth);
            self.queued += 1;
        }
    }

    /// The event that removed candidate `x` (bit `x`) of `cell`, which this run removed.
    fn cause(&self, cell: usize, x: usize) -> S::Ix {
        let ev = self.removed[cell][x];
        debug_assert!(
            ev.into() < self.len && {
                let e = self.events[ev.into()];
                (e.cell.into() == cell) != (usize::from(e.digit) == x + 1)
            },
            "the cause of {cell}/{x} is not this run's"
        );
        ev
    }

    fn depth_of(&self, ev: S::Ix) -> u16 {
        self.events[ev.into()].depth
    }

    /// The events this fact rests on directly.
    fn parents(&self, orig: &Board<S>, cell: usize, d: u8, why: Why, out: &mut Vec<S::Ix>) {
        let bit = S::Mask::ONE << usize::from(d - 1);
        match why {
            Why::Assumed => {}
            Why::Naked => {
                for x in bits(orig.cand[cell] & !bit) {
                    out.push(self.cause(cell, x));
                }
            }
            Why::Hidden(u) => {
                for &o in orig.unit_cells(usize::from(u)) {
                    let o: usize = o.into();
                    if o != cell && orig.cand[o] & bit != S::Mask::ZERO {
                        out.push(self.cause(o, usize::from(d) - 1));
                    }
                }
            }
        }
    }

    /// How deep the contradiction lies.
    fn broken_depth(&self, orig: &Board<S>) -> u16 {
        let mut parents = Vec::new();
        self.broken_parents(orig, &mut parents);
        parents.iter().map(|&e| self.depth_of(e)).max().unwrap_or(0) + 1
    }

    fn broken_parents(&self, orig: &Board<S>, out: &mut Vec<S::Ix>) {
        match self.broken {
            Some(Broken::Cell(c)) => {
                let c = usize::from(c);
                out.extend(bits(orig.cand[c]).map(|x| self.cause(c, x)));
            }
            Some(Broken::Digit(u, d)) => {
                let bit = S::Mask::ONE << usize::from(d - 1);
                for &o in orig.unit_cells(usize::from(u)) {
                    let o: usize = o.into();
                    if orig.cand[o] & bit != S::Mask::ZERO {
                        out.push(self.cause(o, usize::from(d) - 1));
                    }
                }
            }
            None => {}
        }
    }

    /// Every event `roots` rest on, themselves included, in the order they happened.
    fn ancestry(&self, orig: &Board<S>, roots: &[S::Ix]) -> Vec<S::Ix> {
        let mut take = vec![false; self.len];
        let mut stack: Vec<S::Ix> = roots.iter().copied().filter(|&e| e != S::NONE).collect();
        let mut parents = Vec::new();
        while let Some(e) = stack.pop() {
            let k: usize = e.into();
            if take[k] {
                continue;
            }
            take[k] = true;
            let ev = self.events[k];
            parents.clear();
            self.parents(orig, ev.cell.into(), ev.digit, ev.why, &mut parents);
            stack.extend(parents.iter().copied().filter(|&p| p != S::NONE));
        }
        (0..self.len).filter(|&e| take[e]).map(ix::<S>).collect()
    }

    /// The event that settles `fact` in this branch: writing it, or removing it.
    fn event_of(&self, fact: Fact) -> S::Ix {
        match fact {
            Fact::Place(c) => {
                let c = usize::from(c.cell);
                (0..self.len)
                    .find(|&e| self.events[e].cell.into() == c)
                    .map_or(S::NONE, ix::<S>)
            }
            Fact::Remove(c) => self.cause(usize::from(c.cell), usize::from(c.digit) - 1),
        }
    }
}

/// A branch's tables while a run writes them: slices borrowed apart from the branch, so
/// that where each lies stays in registers rather than being read again from the branch
/// after every write (the compiler cannot tell a write to a table from one to the branch).
struct Run<'a, S: Tables> {
    cand: &'a mut [S::Mask],
    val: &'a mut [u8],
    pos: &'a mut [S::PerDigit<S::Mask>],
    done: &'a mut [S::Mask],
    removed: &'a mut [S::PerDigit<S::Ix>],
    events: &'a mut [Event<S>],
    queue: &'a mut [Queued<S>],
    len: usize,
    queued: usize,
    head: usize,
    broken: Option<Broken>,
    trace: bool,
}

impl<S: Tables> Run<'_, S> {
    #[inline(always)]
    fn push(&mut self, cell: usize, d: u8, why: Why, depth: u16) {
        debug_assert!(self.queued < self.queue.len());
        if let Some(q) = self.queue.get_mut(self.queued) {
            *q = (ix::<S>(cell), d, why, depth);
            self.queued += 1;
        }
    }

    /// How deep the event that removed candidate `x` of `cell` lies (a debug check's).
    fn depth_of(&self, cell: usize, x: usize) -> u16 {
        let ev: usize = self.removed[cell][x].into();
        debug_assert!(ev < self.len, "the cause of {cell}/{x} is not this run's");
        self.events[ev].depth
    }

    /// How deep a single lies by what it rests on: one more than the deepest of them.
    /// [`Run::place`] has it from the queue instead; this is its check.
    fn depth_by_causes(&self, orig: &Board<S>, cell: usize, d: u8, why: Why) -> u16 {
        let bit = S::Mask::ONE << usize::from(d - 1);
        let mut deepest = 0;
        match why {
            Why::Assumed => return 0,
            Why::Naked => {
                for x in bits(orig.cand[cell] & !bit) {
                    deepest = deepest.max(self.depth_of(cell, x));
                }
            }
            Why::Hidden(u) => {
                for &o in orig.unit_cells(usize::from(u)) {
                    let o: usize = o.into();
                    if o != cell && orig.cand[o] & bit != S::Mask::ZERO {
                        deepest = deepest.max(self.depth_of(o, usize::from(d) - 1));
                    }
                }
            }
        }
        deepest + 1
    }

    /// Writes `d` in `cell`, a single `depth` deep. The depth comes with the single from
    /// the queue: a single is queued while the event that took its last rival is being
    /// written, events come in order of depth, so that event is the deepest it rests on.
    fn place(&mut self, orig: &Board<S>, cell: usize, d: u8, why: Why, depth: u16) {
        let bit = S::Mask::ONE << usize::from(d - 1);
        if self.val[cell] != 0 || self.cand[cell] & bit == S::Mask::ZERO {
            return;
        }
        debug_assert!(
            !self.trace || depth == self.depth_by_causes(orig, cell, d, why),
            "a single queued at depth {depth} rests on events of another depth"
        );
        debug_assert!(
            self.len == 0 || self.events[self.len - 1].depth <= depth,
            "events out of depth order"
        );
        let ev = ix::<S>(self.len);
        self.events[self.len] = Event {
            cell: ix::<S>(cell),
            digit: d,
            why,
            depth,
        };
        self.len += 1;
        self.val[cell] = d;
        // The peers that still have `d`, read from where `d` can go in the cell's units
        // rather than from every peer (72 on a 25x25), gathered as a set of cells so that
        // they come in the peers' order (a sorted list took jumps the processor guessed
        // wrong). Then `d` has no place left in those units, nor will it have: a unit's
        // places of a digit it holds stay empty, and removals skip them (see
        // [`Run::unplace`]).
        let x = usize::from(d) - 1;
        let near = orig.peers_in(cell, |u| {
            self.done[u] |= bit;
            std::mem::replace(&mut self.pos[u][x], S::Mask::ZERO)
        });
        // The cell's own candidates go: the others were false, and are traced to this
        // (the digit written too, whose cause nothing reads). The digit written has no
        // place left in the cell's units already.
        let own = self.cand[cell];
        self.cand[cell] = S::Mask::ZERO;
        if self.trace {
            self.removed[cell][x] = ev;
        }
        for y in bits(own & !bit) {
            if self.trace {
                self.removed[cell][y] = ev;
            }
            self.unplace(orig, cell, y, depth + 1);
        }
        for p in cells_in(&near[..orig.geo.cells.div_ceil(64)]) {
            self.remove(orig, p, x, ev, depth + 1);
            if self.broken.is_some() {
                return;
            }
        }
    }

    /// Removes candidate `x` of `cell`, an empty cell, taken by event `ev`; a single it
    /// leaves lies `depth` deep (one deeper than `ev`, the deepest event yet).
    #[inline(always)]
    fn remove(&mut self, orig: &Board<S>, cell: usize, x: usize, ev: S::Ix, depth: u16) {
        debug_assert!(self.val[cell] == 0);
        let left = self.cand[cell] & !(S::Mask::ONE << x);
        self.cand[cell] = left;
        if self.trace {
            self.removed[cell][x] = ev;
        }
        // One bit or none, without counting them (no popcount on the base x86-64).
        if left == S::Mask::ZERO {
            self.broken = Some(Broken::Cell(cell as u16));
        } else if left & Mask::wrapping_neg(left) == left {
            self.push(cell, super::board::digit(left), Why::Naked, depth);
        }
        self.unplace(orig, cell, x, depth);
    }

    /// Takes `cell` from the places of `x` in its units; a digit left with one place
    /// there is a single `depth` deep. A unit that holds `x` has no place of it left
    /// (see [`Run::place`]), and the cell's bit there is already clear: whether the bit
    /// was set is the test, rather than the unit's digits, as it costs no jump that the
    /// processor guesses wrong half the time.
    #[inline(always)]
    fn unplace(&mut self, orig: &Board<S>, cell: usize, x: usize, depth: u16) {
        match orig.places3(cell) {
            Some(&three) => {
                for (u, k) in three {
                    self.unplace_in(orig, u, k, x, depth);
                }
            }
            None => {
                for &(u, k) in orig.places_of(cell) {
                    self.unplace_in(orig, u, k, x, depth);
                }
            }
        }
    }

    /// [`Run::unplace`] in unit `u`, where the cell stands `k`th.
    #[inline(always)]
    fn unplace_in(&mut self, orig: &Board<S>, u: u8, k: u8, x: usize, depth: u16) {
        let u = usize::from(u);
        let was = self.pos[u][x];
        let p = was & !(S::Mask::ONE << usize::from(k));
        self.pos[u][x] = p;
        debug_assert!(
            self.done[u] & (S::Mask::ONE << x) == S::Mask::ZERO || was == S::Mask::ZERO,
            "a held digit has places"
        );
        // The bit was set (the unit lacks `x`) and at most one is left.
        if (was != p) & (p & Mask::wrapping_neg(p) == p) {
            if p == S::Mask::ZERO {
                self.broken = Some(Broken::Digit(u as u8, x as u8 + 1));
            } else {
                let at = orig.unit_cells(u)[Mask::trailing_zeros(p) as usize];
                self.push(at.into(), x as u8 + 1, Why::Hidden(u as u8), depth);
            }
        }
    }
}

/// What every branch agrees on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fact {
    Place(Cand),
    Remove(Cand),
}

/// The best conclusion `branches` agree on, as (key, fact): the key grows with the
/// deepest branch's depth, a placement first at equal depth. Broken branches are left out:
/// their assumption is false, so the truth is among the others.
fn agreement<S: Tables>(orig: &Board<S>, branches: &[Branch<S>]) -> Option<(u32, Fact)> {
    let live: Vec<&Branch<S>> = branches.iter().filter(|b| b.broken.is_none()).collect();
    let mut best: Option<(u32, Fact)> = None;
    if live.is_empty() {
        return None;
    }
    let mut offer = |key: u32, fact: Fact| {
        if best.is_none_or(|(k, _)| key < k) {
            best = Some((key, fact));
        }
    };
    let first = live[0];
    let cells = orig.geo.cells;
    // A cell some branch left as it was holds nothing they all agree on (a digit written
    // takes every candidate of its cell), and most cells are so: the cells the first
    // branch changed are found 64 at a time, without a jump a cell, as the test of each
    // cell was guessed wrong often enough to be most of the time spent here; the other
    // branches are read only there.
    let mut moved = [0u64; PEER_WORDS];
    for (w, was) in orig.cand.as_ref()[..cells].chunks(64).enumerate() {
        let now = &first.cand.as_ref()[w * 64..w * 64 + was.len()];
        for (i, (o, n)) in was.iter().zip(now).enumerate() {
            moved[w] |= u64::from(o != n) << i;
        }
    }
    let words = cells.div_ceil(64);
    for b in &live[1..] {
        let changed = moved;
        for c in cells_in(&changed[..words]) {
            moved[c / 64] &= !(u64::from(b.cand[c] == orig.cand[c]) << (c % 64));
        }
    }
    for c in cells_in(&moved[..words]) {
        if orig.val[c] != 0 {
            continue;
        }
        let d = first.val[c];
        if d != 0 && live.iter().all(|b| b.val[c] == d) {
            let fact = Fact::Place(Cand::new(c, d));
            let depth = live.iter().map(|b| b.depth_of(b.event_of(fact))).max();
            offer(2 * u32::from(depth.unwrap_or(0)), fact);
            continue;
        }
        let mut gone = orig.cand[c];
        for b in &live {
            let written = if b.val[c] != 0 {
                S::Mask::ONE << usize::from(b.val[c] - 1)
            } else {
                S::Mask::ZERO
            };
            gone &= !b.cand[c] & !written;
        }
        for x in bits(gone) {
            let depth = live.iter().map(|b| b.depth_of(b.cause(c, x))).max();
            offer(
                2 * u32::from(depth.unwrap_or(0)) + 1,
                Fact::Remove(Cand::new(c, x as u8 + 1)),
            );
        }
    }
    best
}

/// A forcing chain found: how it branches, and what it proves.
#[derive(Clone, Copy, Debug)]
enum Found {
    /// Assuming this candidate breaks the grid.
    Contradiction(Cand),
    /// Every candidate of this cell leads to the fact.
    Cell(usize, Fact),
    /// Every place of this digit in this unit leads to the fact.
    Unit(usize, u8, Fact),
}

/// A board's branches: the board with no assumption, and branches kept from one
/// assumption to the next, so that a search allocates its tables once rather than per
/// assumption.
struct Pool<S: Tables> {
    /// The shape the tables were made for: cells, units and digits.
    shape: (usize, usize, usize),
    base: Branch<S>,
    spare: Vec<Branch<S>>,
    /// Candidates whose own branches cannot break the grid, as a mask a cell: each was
    /// written by a branch that ran to its end without breaking it (see [`find_cell`]).
    safe: S::Arr<S::Mask>,
}

impl<S: Tables> Pool<S> {
    fn new(b: &Board<S>) -> Pool<S> {
        Pool {
            shape: Pool::<S>::shape_of(b),
            base: Branch::new(b),
            spare: Vec::new(),
            safe: S::per_cell(S::Mask::ZERO, b.geo.cells),
        }
    }

    fn shape_of(b: &Board<S>) -> (usize, usize, usize) {
        (b.geo.cells, b.geo.units.len(), b.geo.n)
    }

    /// Notes every digit `br` wrote as safe, when it ran to its end and holds.
    fn note_safe(&mut self, k: usize) {
        let br = &self.spare[k];
        if br.broken.is_some() || br.head < br.queued {
            return;
        }
        for ev in &br.events.as_ref()[..br.len] {
            self.safe[ev.cell.into()] |= S::Mask::ONE << usize::from(ev.digit - 1);
        }
    }

    /// Runs the branch of `a` in slot `k` down to depth `limit`, replacing what the slot
    /// held.
    fn run(&mut self, b: &Board<S>, k: usize, a: Cand, limit: u16) -> &Branch<S> {
        while self.spare.len() <= k {
            self.spare.push(self.base.clone());
        }
        let br = &mut self.spare[k];
        br.reset(&self.base, b);
        br.assume(b, usize::from(a.cell), a.digit, limit);
        br
    }

    /// Runs the branch of each candidate in `assumptions`, in the first slots.
    fn branches(&mut self, b: &Board<S>, assumptions: &[Cand]) -> &[Branch<S>] {
        for (k, &a) in assumptions.iter().enumerate() {
            self.run(b, k, a, u16::MAX);
        }
        &self.spare[..assumptions.len()]
    }
}

thread_local! {
    /// The pool of the thread's last search (see [`with_pool`]).
    static KEPT: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Runs `f` with a pool whose base is `b` with no assumption: the pool the thread last
/// searched with, when it was made for a shape of the same size. A rating searches once a
/// step, and making a pool's tables each time (the causes alone are 13 KB a branch on a
/// 16x16) was a twentieth of a 16x16's rating. A search inside `f` makes its own.
fn with_pool<S: Tables, R>(b: &Board<S>, f: impl FnOnce(&mut Pool<S>) -> R) -> R {
    let kept = KEPT.with(|k| k.borrow_mut().take());
    let mut pool = match kept.map(|p| p.downcast::<Pool<S>>()) {
        Some(Ok(mut pool)) if pool.shape == Pool::<S>::shape_of(b) => {
            pool.base.load(b);
            pool
        }
        _ => Box::new(Pool::new(b)),
    };
    let out = f(&mut pool);
    KEPT.with(|k| *k.borrow_mut() = Some(pool));
    out
}

/// The shortest cell forcing chain or contradiction on `b`, with its key; with `first`,
/// the first one found. `work` counts the branches run.
///
/// Once a chain is found, only a shorter one can replace it, and a branch is run only as
/// deep as a key below `k` needs (events come in order of depth, see
/// [`Branch::run_to`]): a placement all agree on is keyed twice its depth, so it lies no
/// deeper than `(k - 1) / 2`, and a removal or a contradiction one more than twice the
/// depth of the events it rests on. A contradiction found while writing an event of
/// depth `e` rests on events no deeper than `e`, with key `2e + 3`: below `k` only when
/// `e <= k / 2 - 2`, which is as deep as the branches of a larger cell, looked at for
/// contradictions alone, are run. Whatever a full run would find below `k` is then
/// already there; an agreement found so is checked on the full runs, since a branch that
/// breaks later leaves the cell out.
///
/// A candidate of a cell of four or more is only tried for a contradiction, and is not
/// tried at all when a branch that ran to its end without breaking the grid wrote it:
/// singles only ever follow from more removals, so everything its own branch would write
/// or remove, that branch wrote or removed too, and broke nothing. It still counts as a
/// branch run in `work`, so that a nested search's budget ends where it always did.
fn find_cell<S: Tables>(b: &Board<S>, first: bool, work: &mut u32) -> Option<(u32, Found)> {
    with_pool(b, |pool| find_cell_in(pool, b, first, work))
}

/// [`find_cell`] in the room of `pool`, whose base is `b` with no assumption: a nested
/// chain's branches search many boards of one shape in turn.
fn find_cell_in<S: Tables>(
    pool: &mut Pool<S>,
    b: &Board<S>,
    first: bool,
    work: &mut u32,
) -> Option<(u32, Found)> {
    let mut best: Option<(u32, Found)> = None;
    // How deep a branch runs once a chain of key `k` is found (see [`find_cell`]).
    let limit = |best: &Option<(u32, Found)>, keep: bool| {
        best.map_or(u16::MAX, |(k, _)| {
            let deepest = if keep {
                (k - 1) / 2
            } else {
                (k / 2).saturating_sub(2)
            };
            u16::try_from(deepest).unwrap_or(u16::MAX)
        })
    };
    pool.safe.as_mut()[..b.geo.cells].fill(S::Mask::ZERO);
    for c in 0..b.geo.cells {
        let n = Mask::count_ones(b.cand[c]);
        if n < 2 {
            continue;
        }
        // A cell of two or three candidates keeps each branch for their agreement; the
        // branches of a larger one are only looked at for a contradiction.
        let keep = n <= 3;
        let mut k = 0;
        for d in bits(b.cand[c]) {
            *work += 1;
            if !keep && pool.safe[c] & (S::Mask::ONE << d) != S::Mask::ZERO {
                debug_assert!(
                    pool.run(b, k, Cand::new(c, d as u8 + 1), u16::MAX)
                        .broken
                        .is_none(),
                    "a safe candidate's branch broke the grid"
                );
                continue;
            }
            pool.run(b, k, Cand::new(c, d as u8 + 1), limit(&best, keep));
            pool.note_safe(k);
            let one = &pool.spare[k];
            if one.broken.is_some() {
                let key = 2 * u32::from(one.broken_depth(b)) + 1;
                if best.is_none_or(|(k, _)| key < k) {
                    best = Some((key, Found::Contradiction(Cand::new(c, d as u8 + 1))));
                    if first {
                        return best;
                    }
                }
            }
            if keep {
                k += 1;
            }
        }
        let set = &mut pool.spare[..k];
        if !keep || set.iter().any(|s| s.broken.is_some()) {
            continue;
        }
        let beats = |found: Option<(u32, Fact)>, best: &Option<(u32, Found)>| {
            found.filter(|&(key, _)| best.is_none_or(|(k, _)| key < k))
        };
        if beats(agreement(b, set), &best).is_none() {
            continue;
        }
        for br in set.iter_mut() {
            br.run(b);
        }
        if set.iter().any(|s| s.broken.is_some()) {
            continue;
        }
        if let Some((key, fact)) = beats(agreement(b, set), &best) {
            best = Some((key, Found::Cell(c, fact)));
            if first {
                return best;
            }
        }
    }
    best
}

/// The shortest unit forcing chain on `b`.
fn find_unit<S: Tables>(b: &Board<S>) -> Option<(u32, Found)> {
    with_pool(b, |pool| find_unit_in(pool, b))
}

fn find_unit_in<S: Tables>(pool: &mut Pool<S>, b: &Board<S>) -> Option<(u32, Found)> {
    let mut best: Option<(u32, Found)> = None;
    for (u, cells) in b.geo.units.iter().enumerate() {
        let pos = b.positions(u);
        for d in 0..b.geo.n {
            let p = pos[d];
            if !(2..=3).contains(&Mask::count_ones(p)) {
                continue;
            }
            let assumptions: Vec<Cand> = bits(p)
                .map(|k| Cand::new(cells[k].into(), d as u8 + 1))
                .collect();
            let set = pool.branches(b, &assumptions);
            if let Some((key, fact)) = agreement(b, set) {
                if best.is_none_or(|(k, _)| key < k) {
                    best = Some((key, Found::Unit(u, d as u8 + 1, fact)));
                }
            }
        }
    }
    best
}

/// Cell forcing chain (8.0 and up): every candidate of a cell with two or three leads by
/// singles to the same digit somewhere or the same removal; or one candidate's singles
/// break the grid, so it is false.
pub(super) fn cell_forcing_chain<S: Tables>(b: &Board<S>) -> Option<Step> {
    let (_, found) = find_cell(b, false, &mut 0)?;
    Some(describe(b, &found, Technique::CellForcingChain))
}

/// Unit forcing chain (8.0 and up): every place of a digit in a unit (two or three) leads
/// by singles to the same conclusion.
pub(super) fn unit_forcing_chain<S: Tables>(b: &Board<S>) -> Option<Step> {
    let (_, found) = find_unit(b)?;
    Some(describe(b, &found, Technique::UnitForcingChain))
}

/// `C is d` for a branch's events, every one of them, as a list: a chain is given whole.
fn chain_words<S: Tables>(br: &Branch<S>, events: &[S::Ix]) -> Piece {
    let shown: Vec<Piece> = events
        .iter()
        .map(|&e| br.events[e.into()])
        .filter(|ev| ev.why != Why::Assumed)
        .map(|ev| {
            say!(
                "step-fact-is",
                cell = C(ev.cell.into()),
                digit = D(ev.digit)
            )
            .into()
        })
        .collect();
    if shown.is_empty() {
        return say!("step-at-once").into();
    }
    Piece::All(shown)
}

fn fact_words(fact: Fact) -> Text {
    match fact {
        Fact::Place(c) => say!(
            "step-fact-is",
            cell = C(usize::from(c.cell)),
            digit = D(c.digit)
        ),
        Fact::Remove(c) => say!(
            "step-fact-is-not",
            cell = C(usize::from(c.cell)),
            digit = D(c.digit)
        ),
    }
}

/// How a branch broke the grid: a cell with no digit left, or a digit with no place in a
/// unit.
fn broken_words(broken: Option<Dead>) -> Text {
    match broken {
        Some(Dead::Cell(c)) => say!("step-broken-cell", cell = C(usize::from(c))),
        Some(Dead::Digit { unit, digit }) => {
            say!("step-broken-digit", digit = D(digit), unit = unit)
        }
        None => say!("step-broken-grid"),
    }
}

/// [`broken_words`] for a branch of the forcing chains.
fn branch_broken<S: Tables>(b: &Board<S>, br: &Branch<S>) -> Text {
    broken_words(br.broken.map(|broken| match broken {
        Broken::Cell(c) => Dead::Cell(c),
        Broken::Digit(u, d) => Dead::Digit {
            unit: b.geo.unit(usize::from(u)),
            digit: d,
        },
    }))
}

/// The step of a forcing chain, with its sentence and rating.
fn describe<S: Tables>(b: &Board<S>, found: &Found, t: Technique) -> Step {
    with_pool(b, |pool| describe_in(pool, b, found, t))
}

fn describe_in<S: Tables>(pool: &mut Pool<S>, b: &Board<S>, found: &Found, t: Technique) -> Step {
    let mut others: Vec<Cand> = Vec::new();
    let mut longest = 0;
    let mut units: Vec<Unit> = Vec::new();
    let (assumptions, fact, start) = match *found {
        Found::Contradiction(a) => {
            let br = pool.run(b, 0, a, u16::MAX);
            let mut roots = Vec::new();
            br.broken_parents(b, &mut roots);
            let chain = br.ancestry(b, &roots);
            longest = chain.len() + 1;
            if let Some(Broken::Digit(u, _)) = br.broken {
                units.push(b.geo.unit(usize::from(u)));
            }
            let text = say!(
                "step-contradiction",
                cell = C(usize::from(a.cell)),
                digit = D(a.digit),
                chain = chain_words(br, &chain),
                broken = branch_broken(b, br)
            );
            others.extend(chain.iter().map(|&e| {
                let ev = br.events[e.into()];
                Cand::new(ev.cell.into(), ev.digit)
            }));
            let step = Step::new(t, text)
                .mark(Role::Main, [a])
                .mark(Role::Other, others.into_iter().filter(|c| *c != a))
                .in_units(units)
                .removing(vec![a]);
            let extra = Technique::CellForcingChain
                .difficulty()
                .with_length(2 * longest);
            return step.rated(extra);
        }
        Found::Cell(c, fact) => {
            let a: Vec<Cand> = bits(b.cand[c]).map(|d| Cand::new(c, d as u8 + 1)).collect();
            let start = say!("step-forcing-cell", cell = C(c), digits = AnyD(b.cand[c]));
            (a, fact, start)
        }
        Found::Unit(u, d, fact) => {
            let bit = S::Mask::ONE << usize::from(d - 1);
            let cells: Vec<S::Ix> = b.geo.units[u]
                .iter()
                .copied()
                .filter(|&c| b.cand[c.into()] & bit != S::Mask::ZERO)
                .collect();
            let a: Vec<Cand> = cells.iter().map(|&c| Cand::new(c.into(), d)).collect();
            units.push(b.geo.unit(u));
            let start = say!(
                "step-forcing-unit",
                digit = D(d),
                unit = b.geo.unit(u),
                cells = Or(cells.iter().map(|&c| c.into() as u16).collect::<Vec<u16>>())
            );
            (a, fact, start)
        }
    };
    let set = pool.branches(b, &assumptions);
    // When every branch writes a digit in the cell of a removal, the cell holds one of
    // those digits, and every other candidate of it goes at once.
    let mut held = S::Mask::ZERO;
    if let Fact::Remove(r) = fact {
        for br in set.iter().filter(|br| br.broken.is_none()) {
            match br.val[usize::from(r.cell)] {
                0 => {
                    held = S::Mask::ZERO;
                    break;
                }
                v => held |= S::Mask::ONE << usize::from(v - 1),
            }
        }
    }
    let cell_of = |f: Fact| match f {
        Fact::Place(c) | Fact::Remove(c) => usize::from(c.cell),
    };
    let held_cell = cell_of(fact);
    let claim = if held != S::Mask::ZERO {
        say!("step-holds", cell = C(held_cell), digits = AnyD(held))
    } else {
        fact_words(fact)
    };
    let mut branches: Option<Piece> = None;
    for (a, br) in assumptions.iter().zip(set) {
        let (in_cell, with_digit) = (C(usize::from(a.cell)), D(a.digit));
        let unit = matches!(found, Found::Unit(..));
        let branch: Piece = if br.broken.is_some() {
            let mut roots = Vec::new();
            br.broken_parents(b, &mut roots);
            let chain = br.ancestry(b, &roots);
            longest = longest.max(chain.len() + 1);
            let (chain, broken) = (chain_words(br, &chain), branch_broken(b, br));
            if unit {
                say!(
                    "step-branch-in-cell-broken",
                    cell = in_cell,
                    chain = chain,
                    broken = broken
                )
            } else {
                say!(
                    "step-branch-with-digit-broken",
                    digit = with_digit,
                    chain = chain,
                    broken = broken
                )
            }
            .into()
        } else {
            let ev = if held != S::Mask::ZERO {
                let v = br.val[held_cell];
                br.event_of(Fact::Place(Cand::new(held_cell, v)))
            } else {
                br.event_of(fact)
            };
            let chain = br.ancestry(b, &[ev]);
            longest = longest.max(chain.len());
            others.extend(chain.iter().map(|&e| {
                let ev = br.events[e.into()];
                Cand::new(ev.cell.into(), ev.digit)
            }));
            let chain = chain_words(br, &chain);
            if unit {
                say!("step-branch-in-cell", cell = in_cell, chain = chain)
            } else {
                say!("step-branch-with-digit", digit = with_digit, chain = chain)
            }
            .into()
        };
        branches = Some(match branches {
            None => branch,
            Some(before) => say!("step-branches", init = before, next = branch).into(),
        });
    }

    let gone = b.cand[held_cell] & !held;
    let result = if held != S::Mask::ZERO {
        say!(
            "step-goes-from-cell",
            digits = Ds(gone),
            count = N(Mask::count_ones(gone) as usize),
            cell = C(held_cell)
        )
    } else {
        fact_words(fact)
    };
    let text = say!(
        "step-forcing",
        start = start,
        claim = claim,
        branches = branches.unwrap_or(Piece::Seq(Vec::new())),
        result = result
    );
    others.sort();
    others.dedup();
    others.retain(|c| !assumptions.contains(c));
    let mut step = Step::new(t, text)
        .mark(Role::Main, assumptions.iter().copied())
        .mark(Role::Other, others)
        .in_units(units)
        .rated(t.difficulty().with_length(2 * longest));
    match fact {
        Fact::Place(c) => step.placements.push(c),
        Fact::Remove(_) if held != S::Mask::ZERO => {
            step.eliminations = b.present([held_cell], gone);
        }
        Fact::Remove(c) => step.eliminations.push(c),
    }
    step
}

/// How much one nested search may do, in branches run (inner chains included). On the
/// forum's hardest puzzles a search that finds something rarely needs more; one that
/// finds nothing gives up after some tens of milliseconds, and the engine guesses.
const NESTED_BUDGET: u32 = 64000;

/// What a nested branch came to: the board, how many steps it took, and whether it broke.
struct Settled<S: Space> {
    board: Board<S>,
    steps: usize,
    dead: bool,
}

/// The tables a nested search's branches settle in, made once for all of them: a 25x25
/// settles a few hundred branches a search, and making the tables each time cost more
/// than some searches.
struct Room<S: Tables> {
    /// The board the search starts from, as a settling branch: each branch begins as a
    /// copy and reads again only the cells its assumption changed.
    start: Branch<S>,
    /// The branch that settles.
    br: Branch<S>,
    /// The branches of inner cell forcing chains.
    pool: Pool<S>,
}

impl<S: Tables> Room<S> {
    fn new(start: &Board<S>) -> Room<S> {
        let br = Branch::untraced(start);
        Room {
            start: br.clone(),
            br,
            pool: Pool::new(start),
        }
    }
}

/// Applies singles, locked candidates, naked and hidden pairs and (when `inner`) cell
/// forcing chains to `board` until none applies, it breaks, or the budget runs out.
/// `memo` holds what the simple techniques found nothing in before the branch began;
/// `room` was made for the board `board` narrows.
fn settle<S: Tables>(
    mut board: Board<S>,
    inner: bool,
    work: &mut u32,
    mut memo: Memo,
    room: &mut Room<S>,
) -> Settled<S> {
    let mut steps = 0;
    let Room { start, br, pool } = room;
    br.reset(start, &board);
    // The pool's base is read whole at the first inner round, then kept in step.
    let mut pooled = false;
    let cells = board.geo.cells;
    let mut first = true;
    loop {
        // Singles, by the branch machinery, written back to the board: the branch holds
        // the board as the last round left it. After the first round, the last one ran
        // to its end, so singles lie only where the step since took candidates.
        let changed = br.sync(&board);
        br.singles(&board, (!first).then_some(&changed));
        first = false;
        *work += 1;
        steps += br.len;
        board.cand.as_mut()[..cells].copy_from_slice(&br.cand.as_ref()[..cells]);
        board.val.as_mut()[..cells].copy_from_slice(&br.val.as_ref()[..cells]);
        if br.broken.is_some() {
            return Settled {
                board,
                steps,
                dead: true,
            };
        }
        board.empty = board.val.as_ref()[..board.geo.cells]
            .iter()
            .filter(|&&v| v == 0)
            .count() as u32;
        if board.empty == 0 || *work > NESTED_BUDGET {
            return Settled {
                board,
                steps,
                dead: false,
            };
        }
        let pos = &br.pos.as_ref()[..board.geo.units.len()];
        if let Some(step) = simple_step(&mut board, &mut memo, Some(pos)) {
            board.apply(&step);
            steps += 1;
            continue;
        }
        if inner {
            if pooled {
                pool.base.sync(&board);
            } else {
                pool.base.load(&board);
                pooled = true;
            }
            if let Some((_, found)) = find_cell_in(pool, &board, true, work) {
                match found {
                    Found::Contradiction(c)
                    | Found::Cell(_, Fact::Remove(c))
                    | Found::Unit(_, _, Fact::Remove(c)) => {
                        board.eliminate(
                            usize::from(c.cell),
                            S::Mask::ONE << usize::from(c.digit - 1),
                        );
                    }
                    Found::Cell(_, Fact::Place(c)) | Found::Unit(_, _, Fact::Place(c)) => {
                        board.place(usize::from(c.cell), c.digit);
                    }
                }
                steps += 1;
                continue;
            }
        }
        return Settled {
            board,
            steps,
            dead: false,
        };
    }
}

/// The first of locked candidates, naked and hidden pairs on a branch's `board`, each
/// looking only where candidates went since it last found nothing (see [`Memo`]): a
/// branch settles in many rounds, and each round changes a few digits.
///
/// `pos`, when given, holds where each digit can go in each unit of `board` (a settling
/// branch keeps it), so that locked candidates need not read it again.
fn simple_step<S: Space>(
    board: &mut Board<S>,
    memo: &mut Memo,
    pos: Option<&[S::PerDigit<S::Mask>]>,
) -> Option<Step> {
    let mut visit = Visit::new(memo, board);
    let locked = |b: &Board<S>| match pos {
        Some(pos) => basic::locked_candidates_in(b, pos),
        None => basic::locked_candidates(b),
    };
    let hidden = |b: &Board<S>| match pos {
        Some(pos) => basic::hidden_subset_in(b, 2, pos),
        None => basic::hidden_subset(b, 2),
    };
    visit
        .find(Technique::LockedCandidates, board, locked)
        .or_else(|| visit.find(Technique::NakedPair, board, |b| basic::naked_subset(b, 2)))
        .or_else(|| visit.find(Technique::HiddenPair, board, hidden))
}

/// Nested forcing chain (9.5 and up): like a cell forcing chain, but each branch goes on
/// with locked candidates, naked and hidden pairs, then cell forcing chains of its own.
/// It gives up when its budget runs out, so that the engine can guess instead.
pub(super) fn nested_forcing_chain<S: Tables>(b: &Board<S>) -> Option<Step> {
    let mut work = 0u32;
    // Assumptions are not the truth: a branch's board must not check steps against it.
    let mut start = b.clone();
    start.truth = None;
    // What the simple techniques find nothing in on the board itself (on a person's path,
    // all of them: they come first): each branch's first round then looks only where its
    // assumption took candidates.
    let mut seed = Memo::new();
    simple_step(&mut start, &mut seed, None);
    let mut room = Room::new(&start);
    for inner in [false, true] {
        for n in 2..=3 {
            for c in (0..b.geo.cells).filter(|&c| Mask::count_ones(b.cand[c]) == n) {
                let mut ends: Vec<(Cand, Settled<S>)> = Vec::new();
                for d in bits(b.cand[c]) {
                    let a = Cand::new(c, d as u8 + 1);
                    let mut board = start.clone();
                    board.place(c, a.digit);
                    let end = settle(board, inner, &mut work, seed.clone(), &mut room);
                    if end.dead {
                        return Some(nested_step(b, &[(a, end)], None, inner));
                    }
                    ends.push((a, end));
                    if work > NESTED_BUDGET {
                        return None;
                    }
                }
                if let Some(fact) = common(b, &ends) {
                    return Some(nested_step(b, &ends, Some(fact), inner));
                }
            }
        }
    }
    None
}

/// A placement or a removal every settled branch agrees on.
fn common<S: Space>(b: &Board<S>, ends: &[(Cand, Settled<S>)]) -> Option<Fact> {
    let first = &ends.first()?.1.board;
    for c in 0..b.geo.cells {
        if b.val[c] != 0 {
            continue;
        }
        let d = first.val[c];
        if d != 0 && ends.iter().all(|(_, e)| e.board.val[c] == d) {
            return Some(Fact::Place(Cand::new(c, d)));
        }
    }
    for c in 0..b.geo.cells {
        let mut gone = b.cand[c];
        for (_, e) in ends {
            let v = e.board.val[c];
            let written = if v != 0 {
                S::Mask::ONE << usize::from(v - 1)
            } else {
                S::Mask::ZERO
            };
            gone &= !e.board.cand[c] & !written;
        }
        if gone != S::Mask::ZERO {
            return Some(Fact::Remove(Cand::new(
                c,
                Mask::trailing_zeros(gone) as u8 + 1,
            )));
        }
    }
    None
}

fn nested_step<S: Space>(
    b: &Board<S>,
    ends: &[(Cand, Settled<S>)],
    fact: Option<Fact>,
    inner: bool,
) -> Step {
    let how = if inner {
        say!("step-nested-how-chains")
    } else {
        say!("step-nested-how")
    };
    let longest = ends.iter().map(|(_, e)| e.steps).max().unwrap_or(0);
    let main: Vec<Cand> = ends.iter().map(|(a, _)| *a).collect();
    let step = match fact {
        None => {
            let (a, end) = &ends[0];
            let text = say!(
                "step-nested-contradiction",
                cell = C(usize::from(a.cell)),
                digit = D(a.digit),
                how = how,
                steps = N(end.steps),
                broken = broken_words(end.board.dead())
            );
            Step::new(Technique::NestedForcingChain, text).removing(vec![*a])
        }
        Some(fact) => {
            let c = usize::from(main[0].cell);
            let counts = Piece::All(ends.iter().map(|(_, e)| N(e.steps).into()).collect());
            let text = say!(
                "step-nested",
                cell = C(c),
                digits = AnyD(b.cand[c]),
                fact = fact_words(fact),
                how = how,
                steps = counts
            );
            let mut step = Step::new(Technique::NestedForcingChain, text);
            match fact {
                Fact::Place(c) => step.placements.push(c),
                Fact::Remove(c) => step.eliminations.push(c),
            }
            step
        }
    };
    // However long, a nested chain stays below a guess.
    let rating = Technique::NestedForcingChain
        .difficulty()
        .with_length(longest);
    step.mark(Role::Main, main)
        .rated(rating.min(Difficulty(109)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::logic::board::Look;
    use crate::logic::geometry::Geometry;
    use crate::logic::{explain, CellNames, GridNames};
    use std::sync::Arc;

    /// The rows, columns and `h` x `w` boxes of an `n` x `n` grid.
    fn standard<S: Space>(n: usize, h: usize, w: usize) -> Arc<Geometry<S>> {
        let ix = |i: usize| S::Ix::try_from(i).ok().unwrap();
        let mut units = Vec::new();
        for r in 0..n {
            units.push((Unit::Row(r as u8), (0..n).map(|c| ix(r * n + c)).collect()));
        }
        for c in 0..n {
            units.push((
                Unit::Column(c as u8),
                (0..n).map(|r| ix(r * n + c)).collect(),
            ));
        }
        for b in 0..n {
            let (top, left) = (b / (n / w) * h, b % (n / w) * w);
            let cells = (0..n)
                .map(|k| ix((top + k / w) * n + left + k % w))
                .collect();
            units.push((Unit::Box(b as u8), cells));
        }
        Geometry::of_units(n, units).expect("a standard shape")
    }

    /// A branch's table of where each digit can go stays true to its candidates, and
    /// locked candidates read from it and read from the board find the same step: on
    /// boards that lose candidates at random, under looks that keep every unit and digit
    /// and looks that keep a few; and the peers that hold a digit, read from that table,
    /// are the peer list's. Gives the steps found and the branches checked.
    fn locked_candidates_agree<S: Tables>(geo: Arc<Geometry<S>>, givens: &[u8]) -> (usize, usize) {
        let mut b = Board::of_digits(givens, geo).expect("givens that fit");
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = move |below: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % below as u64) as usize
        };
        let (mut found, mut checked) = (0, 0);
        for round in 0..400 {
            let units = b.geo.units.len();
            if round % 3 == 2 {
                b.look.digits = S::Mask::of_u32(random(1 << b.geo.n) as u32).unwrap();
                b.look.units = (0..units).fold(0u128, |m, u| m | u128::from(random(3) == 0) << u);
            }
            let br = Branch::new(&b);
            // The peers that hold a digit, read from the places of the cell's units, are
            // those of the peer list, in its order.
            for c in 0..b.geo.cells {
                for d in bits(b.cand[c]) {
                    let set = b.peers_in(c, |u| br.pos[u][d]);
                    let read: Vec<usize> = cells_in(&set[..b.geo.cells.div_ceil(64)]).collect();
                    let listed: Vec<usize> = (b.geo.peers[c].iter().map(|&p| p.into()))
                        .filter(|&p: &usize| b.cand[p] & (S::Mask::ONE << d) != S::Mask::ZERO)
                        .collect();
                    assert_eq!(read, listed, "cell {c}, digit {}", d + 1);
                }
            }
            let known = basic::locked_candidates_in(&b, &br.pos.as_ref()[..units]);
            // A branch's places stay those of its candidates as its singles go in.
            if let Some(c) = (0..b.geo.cells).find(|&c| Mask::count_ones(b.cand[c]) >= 2) {
                let mut one = br.clone();
                one.assume(&b, c, super::super::board::digit(b.cand[c]), u16::MAX);
                for u in 0..units {
                    let mut pos = S::per_digit(S::Mask::ZERO);
                    for (k, &cell) in b.unit_cells(u).iter().enumerate() {
                        for d in bits(one.cand[cell.into()]) {
                            pos[d] |= S::Mask::ONE << k;
                        }
                    }
                    let same = one.pos[u].as_ref() == pos.as_ref();
                    assert!(one.broken.is_some() || same, "unit {u}");
                }
                checked += usize::from(one.broken.is_none() && one.len > 1);
            }
            let read = basic::locked_candidates(&b);
            assert_eq!(known, read, "round {round}");
            b.look = Look::everything();
            match known {
                Some(step) => {
                    found += 1;
                    b.apply(&step);
                }
                None => {
                    // Take one candidate of a cell that has three or more.
                    let open: Vec<usize> = (0..b.geo.cells)
                        .filter(|&c| Mask::count_ones(b.cand[c]) >= 3)
                        .collect();
                    if open.is_empty() {
                        break;
                    }
                    let c = open[random(open.len())];
                    let all: Vec<usize> = bits(b.cand[c]).collect();
                    b.eliminate(c, S::Mask::ONE << all[random(all.len())]);
                }
            }
        }
        (found, checked)
    }

    #[test]
    fn a_branch_knows_where_each_digit_can_go_and_locked_candidates_read_it() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../benches/peers/hard16.txt"
        );
        let text = std::fs::read_to_string(path).expect("benches/peers/hard16.txt");
        let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
        let givens: Vec<u8> = line
            .split(' ')
            .next()
            .unwrap()
            .chars()
            .map(|ch| ch.to_digit(16).map_or(0, |d| d as u8 + 1))
            .collect();
        let (found, checked) = locked_candidates_agree(standard::<Large>(16, 4, 4), &givens);
        assert!(
            found > 20 && checked > 20,
            "{found} steps, {checked} branches"
        );
        let (found, checked) = locked_candidates_agree(standard::<Small>(8, 2, 4), &[0; 64]);
        assert!(
            found > 20 && checked > 20,
            "{found} steps, {checked} branches"
        );
    }

    fn puzzles(path: &str, limit: usize) -> Vec<Grid> {
        std::fs::read_to_string(path)
            .unwrap_or_default()
            .lines()
            .map(str::trim)
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
            .filter_map(|l| l[..81].replace('0', ".").parse().ok())
            .take(limit)
            .collect()
    }

    fn sample(name: &str) -> String {
        format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
    }

    use super::super::fixtures::board;

    /// The board of a hard puzzle (the third of the forum's hardest sample) after its
    /// singles, locked candidates and the first chains.
    const HARDEST3: &str = "
        348   346    =2   34568 1568  134568 =7    =9    35
        3478  =1     78   =9    578   345    =2    =6    35
        =5    3679   679  =2    67    36     =4    =1    =8
        189   25     1568 568   =3    =7     1568  248   1469
        1378  23567  15678 568  =4    =9     1568  27    167
        789   567    =4   =1    568   =2     =3    78    679
        147   457    =3   4567  =2    14568  =9    478   1467
        =2    =8     179  367   169   1346   16    =5    1467
        =6    4579   1579 4578  189   1458   18    =3    =2";

    fn solution(puzzle: &str) -> [u8; crate::grid::CELLS] {
        let g: Grid = puzzle.parse().unwrap();
        *crate::solver::solve(&g).solution().unwrap().cells()
    }

    fn assert_sound(step: &Step, puzzle: &str) {
        let truth = solution(puzzle);
        for c in &step.eliminations {
            assert_ne!(truth[usize::from(c.cell)], c.digit, "{c:?}");
        }
        for c in &step.placements {
            assert_eq!(truth[usize::from(c.cell)], c.digit, "{c:?}");
        }
    }

    #[test]
    fn cell_forcing_chain_agrees_on_a_removal() {
        // E9 holds 1, 8 or 9. With 1, E1 loses 1 and F1 is row 1's last place for it; with
        // 8, F7 and F9 lose 8 and F1 is column F's last place for it; with 9, B9 loses 9,
        // B3 is column B's last 9, and F3 is row 3's last 3. F1 is never 3.
        let b = board(HARDEST3);
        let s = cell_forcing_chain(&b).unwrap();
        assert_eq!(s.technique, Technique::CellForcingChain);
        assert_eq!(s.eliminations, [Cand::new(5, 3)]);
        assert!(s.placements.is_empty());
        assert_eq!(
            s.sentence(&GridNames),
            "Whether E9 holds 1, 8 or 9, F1 is not 3: with 1, F1 is 1; with 8, F1 is 8; \
             with 9, B3 is 9 and F3 is 3; so F1 is not 3"
        );
        assert_eq!(s.difficulty, Difficulty(81));
        assert_sound(
            &s,
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        );
    }

    /// What lets [`find_cell`] pass over a candidate: one that a whole branch wrote
    /// without breaking the grid has a branch of its own that breaks nothing either.
    #[test]
    fn a_candidate_a_whole_branch_wrote_cannot_break_the_grid() {
        let b = board(HARDEST3);
        let mut pool = Pool::new(&b);
        let (mut checked, mut broke) = (0, 0);
        for c in 0..81 {
            for d in bits(b.cand[c]) {
                let written: Vec<Cand> = {
                    let br = pool.run(&b, 0, Cand::new(c, d as u8 + 1), u16::MAX);
                    if br.broken.is_some() {
                        broke += 1;
                        continue;
                    }
                    assert_eq!(br.head, br.queued, "a full run ends with its queue");
                    br.events[..br.len]
                        .iter()
                        .map(|e| Cand::new(usize::from(e.cell), e.digit))
                        .collect()
                };
                for w in written {
                    let br = pool.run(&b, 1, w, u16::MAX);
                    assert!(br.broken.is_none(), "{w:?}, written by {c} = {}", d + 1);
                    checked += 1;
                }
            }
        }
        assert!(
            checked > 100 && broke > 0,
            "{checked} checked, {broke} broke"
        );
    }

    #[test]
    fn a_candidate_that_breaks_the_grid_goes() {
        // HARDEST3 a few steps earlier: E9 = 5 takes E6's 5, so B6 is row 6's 5, and
        // column C's 5s (C4 and C5 in box 4, C9 in row 9) are all gone.
        let b = board(
            "348   346    =2   34568 1568  134568 =7    =9    35
             3478  =1     78   =9    578   3458   =2    =6    35
             =5    3679   679  =2    67    36     =4    =1    =8
             189   25     1568 568   =3    =7     1568  248   1469
             1378  23567  15678 568  =4    =9     1568  27    167
             789   567    =4   =1    568   =2     =3    78    679
             147   457    =3   4567  =2    14568  =9    478   1467
             =2    =8     179  3467  169   1346   16    =5    1467
             =6    4579   1579 4578  1589  1458   18    =3    =2",
        );
        let s = cell_forcing_chain(&b).unwrap();
        assert_eq!(s.eliminations, [Cand::new(76, 5)]);
        assert_eq!(
            s.sentence(&GridNames),
            "If E9 were 5, then B6 is 5, and 5 would have no place in column C; so E9 is not 5"
        );
        assert_eq!(s.units, [Unit::Column(2)]);
        assert_sound(
            &s,
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        );
    }

    #[test]
    fn a_long_chain_is_given_whole() {
        // The second puzzle of hard20 after its first 14 steps: assuming 8 in E9 takes ten
        // singles to empty column H of 6. The sentence once showed four and "(8 more)".
        let puzzle =
            "........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........";
        let b = board(
            "2458   2467   245678 126789 16789  1678   2458   1248   =3
             2348   2347   =1     2378   38     =5     =6     248    =9
             2358   =9     2568   12368  =4     368    258    =7     15
             12348  12346  2468   13678  13678  =9     2347   =5     2467
             =7     12346  2469   136    =5     136    2349   12346  =8
             138    =5     689    =4     13678  =2     379    136    167
             145    =8     457    136    =2     13467  3457   =9     4567
             =9     247    =3     =5     678    4678   =1     2468   2467
             =6     1247   2457   13789  1389   13478  23478  2348   2457",
        );
        let s = cell_forcing_chain(&b).unwrap();
        assert_eq!(s.eliminations, [Cand::new(76, 8)]);
        assert_eq!(
            s.sentence(&GridNames),
            "If E9 were 8, then E2 is 3, D4 is 8, H8 is 8, A3 is 3, A2 is 8, C6 is 8, A6 is 1, \
             G6 is 9, H5 is 1 and H6 is 3, and 6 would have no place in column H; so E9 is not 8"
        );
        // Every fact of the chain is in the picture, and in the sentence.
        let other: Vec<Cand> = s
            .pattern
            .iter()
            .filter(|m| m.role == Role::Other)
            .map(|m| m.cand)
            .collect();
        assert_eq!(other.len(), 10);
        let text = s.sentence(&GridNames);
        for c in other {
            let fact = format!("{} is {}", GridNames.cell(usize::from(c.cell)), c.digit);
            assert!(text.contains(&fact), "{fact} is not in {text}");
        }
        assert_sound(&s, puzzle);
    }

    #[test]
    fn unit_forcing_chain_agrees_on_a_removal() {
        // 2 of row 3 is in A3, D3 or E3. In A3 it leaves A8 at once; in D3 or E3 it leaves
        // F1 and F2, so F8 is column F's 2, and A8 loses 2 again.
        let b = board(
            "=9   =8   124    =7   235  123   =6    1245 345
             =7   =5   126    12369 =4  1236  1389  129  389
             1246 146  =3     12569 2569 =8   149   =7   459
             =5   1467 1467   1236 2367 =9    347   =8   347
             146  =3   1467   156  =8   167   4579  459  =2
             =8   =2   =9     =4   357  37    357   =6   =1
             1246 =9   124678 268  267  =5    148   =3   478
             2346 467  24568  2368 =1   23467 45789 459  45789
             134  147  1578   389  379  347   =2    145  =6",
        );
        assert!(cell_forcing_chain(&b).is_none());
        let s = unit_forcing_chain(&b).unwrap();
        assert_eq!(s.technique, Technique::UnitForcingChain);
        assert_eq!(s.eliminations, [Cand::new(63, 2)]);
        assert_eq!(
            s.sentence(&GridNames),
            "Wherever 2 goes in row 3 (A3, D3 or E3), A8 is not 2: in A3, at once; \
             in D3, F8 is 2; in E3, F8 is 2; so A8 is not 2"
        );
        assert_eq!(s.units, [Unit::Row(2)]);
        assert_sound(
            &s,
            "98.7..6..75..4......3..8.7.5....9.8..3......2..94....1.9...5.3.....1..........2.6",
        );
    }

    #[test]
    fn nested_forcing_chain_uses_more_than_singles() {
        let puzzle =
            "......7....71.9...68..7......1.6.9..84.....2.........43..2...5...8.1.6.......5..3";
        let b = board(
            "1259 12359  2359  468   23458 468  =7   389   2589
             =4   235    =7    =1    2358  =9   2358 368   2568
             =6   =8     2359  35    =7    23   1234 1349  1259
             257  2357   =1    34578 =6    2348 =9   378   578
             =8   =4     3569  79    35    137  135  =2    1567
             2579 235679 23569 35789 2358  128  1358 13678 =4
             =3   1679   469   =2    489   4678 148  =5    1789
             2579 2579   =8    347   =1    347  =6   479   279
             1279 12679  2469  4678  489   =5   1248 14789 =3",
        );
        assert!(cell_forcing_chain(&b).is_none() && unit_forcing_chain(&b).is_none());
        let s = nested_forcing_chain(&b).unwrap();
        assert_eq!(s.technique, Technique::NestedForcingChain);
        assert_eq!(s.eliminations, [Cand::new(49, 8)]);
        assert_eq!(
            s.sentence(&GridNames),
            "Whether F3 holds 2 or 3, E6 is not 8 follows by singles, locked candidates and \
             pairs (in 1 and 4 steps); so E6 is not 8"
        );
        assert_eq!(s.difficulty, Difficulty(95));
        assert_sound(&s, puzzle);
    }

    /// [`find_cell`] with every branch run to its end: the shortest chain by the keys'
    /// own definition, the first of the shortest in the search's order.
    fn find_cell_whole<S: Tables>(b: &Board<S>) -> Option<(u32, Found)> {
        let mut pool = Pool::new(b);
        let mut best: Option<(u32, Found)> = None;
        let mut offer = |key: u32, found: Found| {
            if best.is_none_or(|(k, _)| key < k) {
                best = Some((key, found));
            }
        };
        for c in 0..b.geo.cells {
            let n = Mask::count_ones(b.cand[c]);
            if n < 2 {
                continue;
            }
            let mut k = 0;
            for d in bits(b.cand[c]) {
                let a = Cand::new(c, d as u8 + 1);
                let one = pool.run(b, k, a, u16::MAX);
                if one.broken.is_some() {
                    offer(
                        2 * u32::from(one.broken_depth(b)) + 1,
                        Found::Contradiction(a),
                    );
                }
                k += usize::from(n <= 3);
            }
            let set = &pool.spare[..k];
            if n <= 3 && set.iter().all(|s| s.broken.is_none()) {
                if let Some((key, fact)) = agreement(b, set) {
                    offer(key, Found::Cell(c, fact));
                }
            }
        }
        best
    }

    /// The boards of the first `n` of the forum's hardest sample where a person's path
    /// takes a chain (an AIC or harder), each with its puzzle, in the path's order.
    fn chain_boards(n: usize) -> Vec<(Grid, Board)> {
        let mut out = Vec::new();
        for g in puzzles(&sample("puzzles6_forum_hardest_1106"), n) {
            let e = explain(&g);
            let mut b = Board::new(&g).unwrap();
            for s in &e.steps {
                if s.technique >= Technique::Aic {
                    out.push((g, b.clone()));
                }
                b.apply(s);
            }
        }
        out
    }

    #[test]
    fn branches_cut_short_find_the_chain_whole_branches_find() {
        let mut compared = 0;
        for (g, b) in chain_boards(6) {
            let cut = find_cell(&b, false, &mut 0);
            let whole = find_cell_whole(&b);
            assert_eq!(format!("{cut:?}"), format!("{whole:?}"), "{g}");
            compared += usize::from(cut.is_some());
        }
        assert!(compared > 50, "{compared} boards compared");
    }

    /// A pool kept from one search to the next (see [`with_pool`]) finds what a new one
    /// finds: on the boards of a solve in turn, each narrower than the last; on a shape of
    /// another size, which makes a new pool; and back on the first shape.
    #[test]
    fn a_kept_pool_finds_what_a_new_one_finds() {
        fn same<S: Tables>(b: &Board<S>) -> bool {
            let kept = find_cell(b, false, &mut 0);
            let new = find_cell_in(&mut Pool::new(b), b, false, &mut 0);
            assert_eq!(format!("{kept:?}"), format!("{new:?}"));
            kept.is_some()
        }
        let found = chain_boards(2).iter().filter(|(_, b)| same(b)).count();
        assert!(found > 20, "{found} chains found");
        // A 12x12 puzzle (3x4 boxes), an empty 16x16 grid, and the 12x12 again.
        let twelve: Vec<u8> = "8..9.5.B7.6.......3....2...59.7.18.C.59.3......4.....98..61..6A...153.8\
                               ..9.1CB...3A..C8..36.....3......8.24.C.32.6.98...9....4.......B.A8.5.4..7"
            .chars()
            .map(|c| c.to_digit(13).map_or(0, |d| d as u8))
            .collect();
        let twelve = Board::of_digits(&twelve, standard::<Large>(12, 3, 4)).unwrap();
        let sixteen = Board::of_digits(&[0; 256], standard::<Large>(16, 4, 4)).unwrap();
        assert!(same(&twelve));
        let shape = |k: &Option<Box<dyn Any>>| {
            let pool = k.as_ref().and_then(|p| p.downcast_ref::<Pool<Large>>());
            pool.map(|p| p.shape)
        };
        assert_eq!(KEPT.with(|k| shape(&k.borrow())), Some((144, 36, 12)));
        assert!(!same(&sixteen));
        assert_eq!(KEPT.with(|k| shape(&k.borrow())), Some((256, 48, 16)));
        assert!(same(&twelve));
    }

    #[test]
    fn forcing_chains_are_sound_on_the_samples() {
        // The engine's debug checks catch a step that removes the solution's digit.
        let mut counts = [0usize; crate::logic::TECHNIQUES];
        for (name, n) in [
            ("puzzles6_forum_hardest_1106", 30),
            ("puzzles5_forum_hardest_1905_11+", 20),
            ("puzzles7_serg_benchmark", 20),
        ] {
            for g in puzzles(&sample(name), n) {
                let e = explain(&g);
                let mut b = Board::new(&g).unwrap();
                for s in &e.steps {
                    counts[s.technique.index()] += 1;
                    // Unit chains seldom come first; try them wherever the cell chains did.
                    if s.technique == Technique::CellForcingChain && e.steps.len() < 400 {
                        if let Some(u) = unit_forcing_chain(&b) {
                            counts[Technique::UnitForcingChain.index()] += 1;
                            if let Some(truth) =
                                e.solution.filter(|_| name != "puzzles7_serg_benchmark")
                            {
                                let t = truth.cells();
                                assert!(u
                                    .eliminations
                                    .iter()
                                    .all(|c| t[usize::from(c.cell)] != c.digit));
                                assert!(u
                                    .placements
                                    .iter()
                                    .all(|c| t[usize::from(c.cell)] == c.digit));
                            }
                        }
                    }
                    b.apply(s);
                }
            }
        }
        for t in [
            Technique::Aic,
            Technique::CellForcingChain,
            Technique::UnitForcingChain,
            Technique::NestedForcingChain,
        ] {
            assert!(counts[t.index()] > 0, "{t} never fired");
        }
    }
}
