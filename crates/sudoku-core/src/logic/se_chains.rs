//! Sudoku Explainer's Nishio, multiple and dynamic forcing chains, found and rated the way
//! SE 1.2.1.3 finds and rates them, for the path that gives the SE number
//! (`Path::SudokuExplainer` in `mod.rs`); a person's path keeps `forcing.rs`.
//!
//! SE follows *potentials*, a candidate taken as true ("on") or false ("off"), from an
//! assumption, in a fixed breadth-first order, and rates a chain by how many potentials
//! its conclusion rests on. Its static chains only use links that hold in the grid as it
//! stands (a cell or a unit with two places left); its dynamic chains also use what the
//! assumption has already removed. The order of the search decides which potential
//! becomes whose parent, and so the length SE counts, which is why it is followed here
//! step for step: the queues, the order of links, the first parent kept.
//!
//! SE's *nested* chains ("Dynamic Forcing Chains (+)" and up, [`nested`]) are dynamic
//! chains that, each time they run out of links, run other rules on the grid as the
//! assumption left it (SE's `getAdvancedPotentials`): intersections, hidden and naked
//! pairs and X-wings at level 1 (9.0), then single forcing chains and cycles
//! (`se_unary.rs`) at level 2 (9.5), then static multiple chains at level 3 (10.0), the
//! first rule that finds anything ending the round. What a rule removes joins the chain
//! as an "off" potential whose parents are the eliminations of the chain the rule needed
//! (SE's `getRuleParents`: for a pair, the candidates gone from its cells; for a chain,
//! those gone from the cells and units of its links); a nested chain's own length is
//! added, once per distinct chain, to the length of the hint that rests on it. SE tries
//! a level only when the ones before find nothing, and so does [`nested`].

use super::board::{bits, subsets_of, unit, Board, Cells, UNIT_CELLS};
use super::se_reach::{Reach, Set};
use super::step::{Cand, Role, Step, C, D};
use super::technique::{se_sum, Difficulty, Technique};
use crate::grid::{BOX_OF, CELLS, COL_OF, ROW_OF, UNITS};
use crate::say;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

/// The hints of the chaining rules nested chains run (2: single chains, 3: static multiple
/// chains), by grid and rule: they depend on the grid alone (see [`advanced`]), and the
/// chains of one step meet many of the grids of the step before. At most [`KEPT_MAX`]
/// grids are kept; then they are forgotten all at once. One store for every thread, as
/// a step's chains are followed on several ([`ahead`]).
type Kept = HashMap<([u16; CELLS], u8), Arc<Vec<Inner>>>;

static KEPT: LazyLock<Mutex<Kept>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// The kept hints, whatever a thread that panicked while it held them left.
fn kept() -> std::sync::MutexGuard<'static, Kept> {
    KEPT.lock().unwrap_or_else(PoisonError::into_inner)
}

const KEPT_MAX: usize = 1 << 15;

/// Candidates, as `cell * 9 + digit - 1`.
const CANDS: usize = CELLS * 9;
/// No node: a potential not reached.
const NONE: u16 = u16::MAX;
/// No nested chain behind a potential.
const NO_NEST: u32 = u32::MAX;

/// What made a potential, as SE's `Potential.Cause` records it: a unit (0-26, as in
/// `UNITS`), the cell ([`CELL_CAUSE`]), nothing ([`NO_CAUSE`], the assumption), or a rule
/// run inside the chain ([`ADVANCED`]). A nested chain asks it of the potentials its
/// conclusion rests on, to find which of the outer chain's eliminations it needed.
pub(super) const CELL_CAUSE: u8 = 27;
pub(super) const NO_CAUSE: u8 = 28;
const ADVANCED: u8 = 29;

/// Which of SE's chaining rules runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Nishio (7.5): one digit's links only, dynamic, contradictions only.
    Nishio,
    /// Cell and region forcing chains on static links (8.0).
    Static,
    /// Dynamic forcing chains (8.5): cell, region, contradiction and double chains.
    Dynamic,
    /// SE's "Dynamic Forcing Chains (+)" and up: dynamic chains that, whenever they run
    /// out of links, run other rules on the grid as the assumption left it (level 1:
    /// intersections, pairs and X-wings, 9.0; 2: and single forcing chains, 9.5; 3: and
    /// static multiple forcing chains, 10.0).
    Nested(u8),
}

impl Mode {
    fn dynamic(self) -> bool {
        self != Mode::Static
    }

    /// Dynamic, with double chains: all but Nishio and static chains.
    fn double(self) -> bool {
        matches!(self, Mode::Dynamic | Mode::Nested(_))
    }

    /// Links inside a cell are used (all but Nishio).
    fn cells(self) -> bool {
        self != Mode::Nishio
    }

    fn base(self) -> Difficulty {
        Difficulty(match self {
            Mode::Nishio => 75,
            Mode::Static => 80,
            Mode::Dynamic => 85,
            // SE's `Chaining.getDifficulty`.
            Mode::Nested(level) if level >= 2 => 95 + 5 * u16::from(level - 2),
            Mode::Nested(level) => 85 + 5 * u16::from(level),
        })
    }
}

/// A potential reached, and the potentials it follows from.
#[derive(Clone, Copy, Debug)]
struct Node {
    cand: u16,
    /// What made it (a unit, the cell, ...): see [`CELL_CAUSE`].
    cause: u8,
    /// Its parents are `parents[from..to]` of the net.
    from: u32,
    to: u32,
    /// The nested chain that removed it (an index into the net's `nested`), or
    /// [`NO_NEST`].
    nested: u32,
}

/// A chain a rule found inside a nested chain, as far as the outer chain's length needs
/// it: SE adds the length of every distinct nested chain its conclusion rests on.
#[derive(Clone, Copy, Debug)]
struct Nest {
    /// Tells chains apart (SE's `FullChain`: the same potentials in the same order).
    print: u64,
    complexity: usize,
}

/// The nodes an ancestor count has met: those marked with the current stamp, so that no
/// count clears the marks of the one before.
#[derive(Default)]
struct Seen {
    mark: Vec<u32>,
    stamp: u32,
    stack: Vec<u16>,
}

impl Seen {
    fn next(&mut self, nodes: usize) {
        if self.mark.len() < nodes {
            self.mark.resize(nodes, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark.fill(0);
            self.stamp = 1;
        }
    }
}

/// Everything one assumption leads to.
struct Net {
    /// The node of each candidate's "on" potential, or [`NONE`].
    on: Vec<u16>,
    /// The node of each candidate's "off" potential, or [`NONE`].
    off: Vec<u16>,
    nodes: Vec<Node>,
    parents: Vec<u16>,
    /// Stored "on" and "off" nodes, in the order they were reached.
    ons: Vec<u16>,
    offs: Vec<u16>,
    /// The contradiction that stopped the search, as its (on, off) nodes.
    absurd: Option<(u16, u16)>,
    /// The chains that rules run inside this one found.
    nested: Vec<Nest>,
}

impl Net {
    fn new() -> Net {
        // Room for what a net usually reaches, so that it does not grow as it searches.
        Net {
            on: vec![NONE; CANDS],
            off: vec![NONE; CANDS],
            nodes: Vec::with_capacity(1024),
            parents: Vec::with_capacity(2048),
            ons: Vec::with_capacity(256),
            offs: Vec::with_capacity(768),
            absurd: None,
            nested: Vec::new(),
        }
    }

    /// Empty again, keeping its room.
    fn reset(&mut self) {
        self.on.fill(NONE);
        self.off.fill(NONE);
        self.nodes.clear();
        self.parents.clear();
        self.ons.clear();
        self.offs.clear();
        self.absurd = None;
        self.nested.clear();
    }

    fn node(&mut self, (cand, cause): (usize, u8), parents: &[u16]) -> u16 {
        let from = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            cand: cand as u16,
            cause,
            from,
            to: self.parents.len() as u32,
            nested: NO_NEST,
        });
        (self.nodes.len() - 1) as u16
    }

    fn store(&mut self, cand: (usize, u8), on: bool, parents: &[u16]) -> u16 {
        let n = self.node(cand, parents);
        let cand = cand.0;
        if on {
            self.on[cand] = n;
            self.ons.push(n);
        } else {
            self.off[cand] = n;
            self.offs.push(n);
        }
        n
    }

    /// How many potentials `n` rests on, itself included (SE's ancestor count); once
    /// past `limit`, some number above it.
    fn ancestors(&self, n: u16, seen: &mut Seen, limit: usize) -> usize {
        seen.next(self.nodes.len());
        seen.stack.clear();
        seen.stack.push(n);
        let mut count = 0;
        while let Some(x) = seen.stack.pop() {
            let x = usize::from(x);
            if seen.mark[x] == seen.stamp {
                continue;
            }
            seen.mark[x] = seen.stamp;
            count += 1;
            if count > limit {
                break;
            }
            let node = self.nodes[x];
            seen.stack
                .extend_from_slice(&self.parents[node.from as usize..node.to as usize]);
        }
        count
    }

    /// The length of the nested chains `n` rests on that `prints` does not hold yet, which
    /// it then holds (SE's `getNestedComplexity`, each distinct chain counted once over
    /// all of a hint's targets).
    fn nested_length(&self, n: u16, seen: &mut Seen, prints: &mut Vec<u64>) -> usize {
        if self.nested.is_empty() {
            return 0;
        }
        let mut total = 0;
        self.walk(n, seen, |node, _| {
            if node.nested != NO_NEST {
                let nest = self.nested[node.nested as usize];
                if !prints.contains(&nest.print) {
                    prints.push(nest.print);
                    total += nest.complexity;
                }
            }
        });
        total
    }

    /// Calls `f` on `n` and every potential it rests on, each once, with its node number.
    fn walk(&self, n: u16, seen: &mut Seen, mut f: impl FnMut(Node, u16)) {
        seen.next(self.nodes.len());
        seen.stack.clear();
        seen.stack.push(n);
        while let Some(x) = seen.stack.pop() {
            let i = usize::from(x);
            if seen.mark[i] == seen.stamp {
                continue;
            }
            seen.mark[i] = seen.stamp;
            let node = self.nodes[i];
            f(node, x);
            seen.stack
                .extend_from_slice(&self.parents[node.from as usize..node.to as usize]);
        }
    }

    /// The stored node of a potential, if reached.
    fn get(&self, cand: usize, on: bool) -> u16 {
        if on {
            self.on[cand]
        } else {
            self.off[cand]
        }
    }
}

#[inline]
pub(super) fn cand(cell: usize, d: usize) -> usize {
    cell * 9 + d
}

/// The units of a cell in SE's order: block, row, column.
#[inline]
pub(super) fn se_units(cell: usize) -> [usize; 3] {
    [
        18 + BOX_OF[cell] as usize,
        ROW_OF[cell] as usize,
        9 + COL_OF[cell] as usize,
    ]
}

/// The room [`chain`] works in, kept from one chain to the next.
struct Scratch {
    /// What one potential leads to, in SE's order: at most 8 digits and 20 peers off, or
    /// one cell and three units on, each with its cause and its parents (itself, and at
    /// most 8 "offs" that took the cell or the unit down to two).
    offs: Vec<(usize, u8)>,
    made: Vec<(usize, u8)>,
    made_parents: Vec<Vec<u16>>,
    /// What the rules run inside a nested chain removed.
    found: Vec<Found>,
    /// Nets done with, to be filled again.
    pool: Vec<Net>,
    /// The nets of a search, by the candidate each assumes.
    nets: Vec<Option<Net>>,
    /// What the chaining rules inside nested chains gave on a grid, by grid and rule (2:
    /// single chains, 3: multiple chains): one step's chains end in the same grids often
    /// (SE keeps the last grid's hints for the same reason), and a level's search runs
    /// again all the chains of the level below. Valid for one grid to start from.
    memo: Memo,
    /// The room of the static multiple chains a nested chain runs.
    inner: Option<Box<Scratch>>,
    /// SE's single chains and cycles, for nested chains from level 2.
    singles: Singles,
    /// The nets of a search worked out ahead, on several threads (see [`ahead`]).
    ready: Nets,
    /// The nets the level below ended with, which this level's search goes on from
    /// ([`resume`]); and this level's, for the level above.
    below: Nets,
    after: Nets,
    /// The searches of a step, not those a nested chain runs inside it: these follow
    /// their chains on the threads of the pool they run in, and a level goes on from the
    /// nets of the level below.
    step: bool,
    /// The room of each thread but this one, kept across a step's searches so that what
    /// their rules found (`memo`) serves the next level. The web page has one thread.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    helpers: Vec<Scratch>,
}

/// Nets by the potential each starts from.
#[derive(Default)]
struct Nets {
    on: Vec<Option<Net>>,
    off: Vec<Option<Net>>,
}

impl Nets {
    fn take(&mut self, (c, on): (usize, bool)) -> Option<Net> {
        let nets = if on { &mut self.on } else { &mut self.off };
        nets.get_mut(c).and_then(Option::take)
    }

    fn put(&mut self, (c, on): (usize, bool), net: Net) {
        let nets = if on { &mut self.on } else { &mut self.off };
        if nets.len() < CANDS {
            nets.resize_with(CANDS, || None);
        }
        nets[c] = Some(net);
    }

    /// Every net left, taken out.
    fn drain(&mut self) -> impl Iterator<Item = Net> + '_ {
        self.on
            .iter_mut()
            .chain(&mut self.off)
            .filter_map(Option::take)
    }
}

/// What the chaining rules inside nested chains removed, by grid and rule, with their
/// rule parents: see [`Scratch`].
type Memo = HashMap<([u16; CELLS], u8), Vec<Found>>;

/// Every hint of SE's single chains and cycles on a grid (the second), given the grid a
/// nested chain started from (the first): `se_unary::all_chains`, handed in by `mod.rs`
/// because `se_unary` uses this module's links and so is not imported back.
pub(super) type Singles = fn(&[u16; CELLS], &[u16; CELLS]) -> Vec<Inner>;

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            offs: Vec::with_capacity(28),
            made: Vec::with_capacity(4),
            made_parents: (0..4).map(|_| Vec::with_capacity(9)).collect(),
            found: Vec::new(),
            pool: Vec::new(),
            nets: (0..CANDS).map(|_| None).collect(),
            memo: HashMap::new(),
            inner: None,
            singles: |_, _| Vec::new(),
            ready: Nets::default(),
            below: Nets::default(),
            after: Nets::default(),
            step: false,
            helpers: Vec::new(),
        }
    }
}

/// Follows `start` (on or off) from the grid `src` as SE's `doChaining` does, until
/// nothing more follows or a potential turns out both on and off.
fn chain(
    grids: (&[u16; CELLS], &Places),
    start: (usize, bool),
    mode: Mode,
    scratch: &mut Scratch,
) -> Net {
    let mut net = scratch.pool.pop().unwrap_or_else(Net::new);
    net.reset();
    net.store((start.0, NO_CAUSE), start.1, &[]);
    follow_on(grids, net, 0, mode, scratch)
}

/// Goes on with `net`, the chain of the level below from the same start on the same
/// grid, at `mode` (the next level). A nested chain's rules are tried in order and the
/// first that finds something ends the round, so the chain at the next level is the same
/// until the level below ran out of rules: a net that ended in a contradiction is the
/// same net, and one that ran out goes on from there.
fn resume(grids: (&[u16; CELLS], &Places), net: Net, mode: Mode, scratch: &mut Scratch) -> Net {
    if net.absurd.is_some() {
        return net;
    }
    let done = net.offs.len();
    follow_on(grids, net, done, mode, scratch)
}

/// The loop of [`chain`]: follows `net`'s potentials not followed yet (its "on"
/// potentials are followed first, then its "off" ones from the `followed`-th, and every
/// "off" before that one is out of the grid already).
fn follow_on(
    (src, before): (&[u16; CELLS], &Places),
    mut net: Net,
    followed: usize,
    mode: Mode,
    scratch: &mut Scratch,
) -> Net {
    // The grid as the dynamic rules see it: every "off" met so far removed; and each
    // digit's cells in it and in `src`.
    let mut cur = *src;
    let mut now = before.clone();
    let Scratch {
        offs,
        made,
        made_parents,
        found,
        memo,
        inner,
        singles,
        ..
    } = scratch;
    // The nodes are queued in the order they are stored: the net's own lists are the
    // queues.
    let (mut head_on, mut head_off) = (0, followed);
    if followed > 0 {
        head_on = net.ons.len();
        for &n in &net.offs[..followed] {
            let pc = usize::from(net.nodes[usize::from(n)].cand);
            remove(&mut cur, &mut now, (pc / 9, pc % 9));
        }
    }
    loop {
        if head_on < net.ons.len() {
            let p = net.ons[head_on];
            head_on += 1;
            let pc = usize::from(net.nodes[usize::from(p)].cand);
            let (cell, d) = (pc / 9, pc % 9);
            // On to off: the cell's other digits, then the digit's other places in the
            // block, the row and the column (each once, the first time met).
            offs.clear();
            if mode.cells() {
                offs.extend(bits(cur[cell] & !(1 << d)).map(|x| (cand(cell, x), CELL_CAUSE)));
            }
            // A peer in both the block and a line is met once, in the block.
            let mut met: Cells = 1 << cell;
            for u in se_units(cell) {
                offs.extend(cells_of(now.get(u, d) & !met).map(|o| (cand(o, d), u as u8)));
                met |= UNIT_CELLS[u];
            }
            for &q in offs.iter() {
                if net.on[q.0] != NONE {
                    let off = net.node(q, &[p]);
                    net.absurd = Some((net.on[q.0], off));
                    return net;
                }
                if net.off[q.0] == NONE {
                    net.store(q, false, &[p]);
                }
            }
        } else if head_off < net.offs.len() {
            let p = net.offs[head_off];
            head_off += 1;
            let pc = usize::from(net.nodes[usize::from(p)].cand);
            let (cell, d) = (pc / 9, pc % 9);
            made.clear();
            // Off to on: a cell left with two digits holds the other one; a digit left
            // with two places in a block, row or column goes in the other one. A dynamic
            // link also rests on every "off" that took the cell or the unit down to two.
            if mode.cells() && cur[cell].count_ones() == 2 {
                let other = (cur[cell] & !(1 << d)).trailing_zeros() as usize;
                let parents = &mut made_parents[made.len()];
                parents.clear();
                parents.push(p);
                for x in bits(src[cell] & !cur[cell]) {
                    let h = net.off[cand(cell, x)];
                    if h != NONE {
                        parents.push(h);
                    }
                }
                made.push((cand(cell, other), CELL_CAUSE));
            }
            for u in se_units(cell) {
                let here = now.get(u, d);
                let others = here & !(1 << cell);
                // The digit's other place, the last in the unit.
                if here.count_ones() != 2 || others == 0 {
                    continue;
                }
                let q = cand((Cells::BITS - 1 - others.leading_zeros()) as usize, d);
                if made.iter().any(|m| m.0 == q) {
                    continue;
                }
                let parents = &mut made_parents[made.len()];
                parents.clear();
                parents.push(p);
                for o in cells_of(before.get(u, d) & !here) {
                    let h = net.off[cand(o, d)];
                    if h != NONE {
                        parents.push(h);
                    }
                }
                made.push((q, u as u8));
            }
            if mode.dynamic() {
                remove(&mut cur, &mut now, (cell, d));
            }
            for (k, &q) in made.iter().enumerate() {
                let parents = &made_parents[k];
                if net.off[q.0] != NONE {
                    let on = net.node(q, parents);
                    net.absurd = Some((on, net.off[q.0]));
                    return net;
                }
                if net.on[q.0] == NONE {
                    net.store(q, true, parents);
                }
            }
        } else if let Mode::Nested(level) = mode {
            // Out of links: SE's `getAdvancedPotentials` asks the other rules what the
            // grid as it stands allows, and follows what they remove. Like SE, it does not
            // check these against the "on" potentials: a rule only removes a candidate
            // still in the grid.
            found.clear();
            advanced(
                (src, &cur),
                (before, &now),
                (level, *singles),
                found,
                (memo, inner),
            );
            let mut parents = Vec::new();
            for f in found.iter() {
                if net.off[f.cand] != NONE {
                    continue;
                }
                parents.clear();
                parents.extend(f.parents.iter().map(|&c| net.off[c]));
                debug_assert!(parents.iter().all(|&h| h != NONE), "a rule parent not off");
                parents.retain(|&h| h != NONE);
                let n = net.store((f.cand, ADVANCED), false, &parents);
                if let Some(nest) = f.nested {
                    net.nodes[usize::from(n)].nested = net.nested.len() as u32;
                    net.nested.push(nest);
                }
            }
            if head_off == net.offs.len() {
                return net;
            }
        } else {
            return net;
        }
    }
}

/// Takes candidate `(cell, d)` out of the grid a dynamic chain sees.
fn remove(cur: &mut [u16; CELLS], now: &mut Places, (cell, d): (usize, usize)) {
    cur[cell] &= !(1 << d);
    now.digit[d] &= !(1 << cell);
    if cur[cell] == 0 {
        now.open &= !(1 << cell);
    }
}

/// A candidate a rule run inside a nested chain removes, with the candidates the chain had
/// to remove first (SE's `getRuleParents`), and the rule's own chain if it is one.
#[derive(Clone)]
struct Found {
    cand: usize,
    parents: Vec<usize>,
    nested: Option<Nest>,
}

/// A rule run inside a nested chain: what it removes from the grid as the chain left it
/// (the second grid), given the grid the chain started from (the first).
type Rule = fn((&[u16; CELLS], &[u16; CELLS]), (&Places, &Places), &mut Vec<Found>);

/// SE's `getAdvancedPotentials`: the rules of `level`, tried in SE's order on `cur` until
/// one removes something that needs what the chain removed from `src`.
fn advanced(
    (src, cur): (&[u16; CELLS], &[u16; CELLS]),
    places: (&Places, &Places),
    (level, singles): (u8, Singles),
    out: &mut Vec<Found>,
    (memo, inner): (&mut Memo, &mut Option<Box<Scratch>>),
) {
    let rules: [Rule; 4] = [locking, hidden_pairs, naked_pairs, x_wings];
    for rule in rules {
        rule((src, cur), places, out);
        if !out.is_empty() {
            return;
        }
    }
    // The chaining rules' hints depend on `cur` alone, and are kept across steps
    // ([`KEPT`]): static multiple chains see nothing else, and the single chains leave
    // out only searches that would find nothing (`se_unary::all_chains`: SE's path tried
    // them on `src`, where they found nothing, and a search that meets nothing `cur`
    // changed runs as it does there). What they remove then takes its rule parents
    // from `src`, per step ([`chains`]).
    for rule in 2..=level {
        let key = (*cur, rule);
        if let Some(found) = memo.get(&key) {
            out.extend(found.iter().cloned());
        } else {
            let hints = kept().get(&key).cloned();
            let hints = hints.unwrap_or_else(|| {
                let hints = if rule == 2 {
                    singles(src, cur)
                } else {
                    let scratch = inner.get_or_insert_with(|| Box::new(Scratch::new()));
                    all_multiple(cur, scratch)
                };
                let hints = Arc::new(hints);
                let mut kept = kept();
                if kept.len() >= KEPT_MAX {
                    kept.clear();
                }
                kept.insert(key, Arc::clone(&hints));
                hints
            });
            let start = out.len();
            chains(src, cur, &hints, out);
            memo.insert(key, out[start..].to_vec());
        }
        if !out.is_empty() {
            return;
        }
    }
}

/// What the hints of a chaining rule run inside a nested chain remove, each with its rule
/// parents and its chain; those with no parents hold without the outer chain, and SE
/// leaves them out.
fn chains(src: &[u16; CELLS], cur: &[u16; CELLS], hints: &[Inner], out: &mut Vec<Found>) {
    for h in hints {
        let parents = rule_parents(src, cur, &h.ons);
        if !parents.is_empty() {
            let nest = Nest {
                print: h.print,
                complexity: h.complexity,
            };
            emit(out, h.removes.iter().copied(), &parents, Some(nest));
        }
    }
}

/// Reports what a rule inside a nested chain removes: each candidate, with the candidates
/// the chain must have removed for the rule to hold, and the rule's chain if it is one.
fn emit(
    out: &mut Vec<Found>,
    removes: impl Iterator<Item = usize>,
    parents: &[usize],
    nested: Option<Nest>,
) {
    for c in removes {
        out.push(Found {
            cand: c,
            parents: parents.to_vec(),
            nested,
        });
    }
}

/// A hint of a chaining rule run inside a nested chain, as the outer chain needs it.
pub(super) struct Inner {
    /// SE's order: its double rating's bits, the length, the kind.
    pub(super) rank: (u64, usize, u8),
    /// Its length (SE's complexity).
    pub(super) complexity: usize,
    /// What it removes, as `cell * 9 + digit - 1`, in order.
    pub(super) removes: Vec<usize>,
    /// The "on" potentials it rests on, each with its cause, which SE's `getRuleParents`
    /// asks.
    pub(super) ons: Vec<(u16, u8)>,
    pub(super) print: u64,
}

/// A print of a sequence of potentials (FNV-1a), to tell nested chains apart.
pub(super) fn print(seq: impl Iterator<Item = (u16, bool)>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (c, on) in seq {
        h ^= u64::from(c) * 2 + u64::from(on);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// SE's `collectRuleParents`: the candidates the outer chain removed that an inner chain's
/// "on" potentials needed: those gone from the cell of one made by its cell, or from the
/// unit of one made by its unit.
fn rule_parents(src: &[u16; CELLS], cur: &[u16; CELLS], ons: &[(u16, u8)]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut met = [0u64; CANDS.div_ceil(64)];
    let mut add = |c: usize, out: &mut Vec<usize>| {
        if met[c / 64] & (1 << (c % 64)) == 0 {
            met[c / 64] |= 1 << (c % 64);
            out.push(c);
        }
    };
    for &(c, cause) in ons {
        let (cell, d) = (usize::from(c) / 9, usize::from(c) % 9);
        if cause == CELL_CAUSE {
            for x in bits(src[cell] & !cur[cell]) {
                add(cand(cell, x), &mut out);
            }
        } else if cause < 27 {
            for &o in &UNITS[usize::from(cause)] {
                let o = usize::from(o);
                if src[o] & !cur[o] & (1 << d) != 0 {
                    add(cand(o, d), &mut out);
                }
            }
        }
    }
    out
}

/// Each digit's cells in a grid, as sets, and the cells with candidates left: worked
/// out once per search, and kept up to date as a dynamic chain removes candidates.
#[derive(Clone)]
struct Places {
    digit: [Cells; 9],
    open: Cells,
}

impl Places {
    fn of(grid: &[u16; CELLS]) -> Places {
        let mut digit = [0; 9];
        let mut open: Cells = 0;
        for (cell, &m) in grid.iter().enumerate() {
            if m != 0 {
                open |= 1 << cell;
            }
            for d in bits(m) {
                digit[d] |= 1 << cell;
            }
        }
        Places { digit, open }
    }

    /// The cells of unit `u` where digit `d` (0-8) is a candidate.
    #[inline]
    fn get(&self, u: usize, d: usize) -> Cells {
        self.digit[d] & UNIT_CELLS[u]
    }

    /// The cells where digit `d` (0-8) is a candidate here but not in `now`.
    #[inline]
    fn gone(&self, now: &Places, d: usize) -> Cells {
        self.digit[d] & !now.digit[d]
    }
}

/// The cells of a set, in order.
pub(super) fn cells_of(mut m: Cells) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(c)
        }
    })
}

/// Unit numbers: rows 0-8, columns 9-17, blocks 18-26 (as in `UNITS`).
const ROWS: usize = 0;
const COLS: usize = 9;
const BLOCKS: usize = 18;

/// How many cells of a unit are empty (SE counts the cells with no value).
fn empty_cells(src: &Places, u: usize) -> u32 {
    (src.open & UNIT_CELLS[u]).count_ones()
}

/// SE's `Locking` (pointing and claiming) on `cur`, with `LockingHint.getRuleParents`.
fn locking(
    (_, _): (&[u16; CELLS], &[u16; CELLS]),
    (sp, cp): (&Places, &Places),
    out: &mut Vec<Found>,
) {
    let mut parents = Vec::new();
    // The places the chain took, by digit, and of any digit.
    let gone: [Cells; 9] = std::array::from_fn(|d| sp.gone(cp, d));
    let any = gone.iter().fold(0, |m, &g| m | g);
    for (t1, t2) in [
        (BLOCKS, COLS),
        (BLOCKS, ROWS),
        (COLS, BLOCKS),
        (ROWS, BLOCKS),
    ] {
        for i1 in 0..9 {
            for i2 in 0..9 {
                let (u1, u2) = (t1 + i1, t2 + i2);
                let (c1, c2) = (UNIT_CELLS[u1], UNIT_CELLS[u2]);
                if c1 & c2 == 0 || any & c1 & !c2 == 0 {
                    continue;
                }
                for (d, &gone) in gone.iter().enumerate() {
                    // The rule parents: the places the chain took from `u1` outside `u2`.
                    // Without any, nothing is reported; that is asked first, as cheapest.
                    let gone = gone & c1 & !c2;
                    if gone == 0 {
                        continue;
                    }
                    let p = cp.get(u1, d);
                    if p.count_ones() < 2 || p & !c2 != 0 {
                        continue;
                    }
                    let removes = cp.get(u2, d) & !c1;
                    if removes == 0 {
                        continue;
                    }
                    parents.clear();
                    parents.extend(cells_of(gone).map(|o| cand(o, d)));
                    if !parents.is_empty() {
                        emit(out, cells_of(removes).map(|o| cand(o, d)), &parents, None);
                    }
                }
            }
        }
    }
}

/// SE's `HiddenSet(2)` on `cur`, with `HiddenSetHint.getRuleParents`.
fn hidden_pairs(
    (src, cur): (&[u16; CELLS], &[u16; CELLS]),
    (sp, cp): (&Places, &Places),
    out: &mut Vec<Found>,
) {
    let mut parents = Vec::new();
    let mut removes = Vec::new();
    let gone: [Cells; 9] = std::array::from_fn(|d| sp.gone(cp, d));
    for u in (BLOCKS..BLOCKS + 9)
        .chain(COLS..COLS + 9)
        .chain(ROWS..ROWS + 9)
    {
        if empty_cells(sp, u) <= 4 {
            continue;
        }
        // The rule parents are places the chain took from the unit (those of the pair's
        // digits outside its two cells): a digit of the pair must have lost some.
        let moved = gone.iter().enumerate().fold(0u16, |m, (d, &g)| {
            m | u16::from(g & UNIT_CELLS[u] != 0) << d
        });
        if moved == 0 {
            continue;
        }
        for &pair in subsets_of(2, 9) {
            if pair & moved == 0 {
                continue;
            }
            let (d1, d2) = (
                pair.trailing_zeros() as usize,
                15 - pair.leading_zeros() as usize,
            );
            let (p1, p2) = (cp.get(u, d1), cp.get(u, d2));
            let both = p1 | p2;
            if p1.count_ones() < 2 || p2.count_ones() < 2 || both.count_ones() != 2 {
                continue;
            }
            removes.clear();
            for o in cells_of(both) {
                removes.extend(bits(cur[o] & !pair).map(|x| cand(o, x)));
            }
            if removes.is_empty() {
                continue;
            }
            parents.clear();
            for o in cells_of(UNIT_CELLS[u] & !both) {
                parents.extend(bits(src[o] & pair).map(|x| cand(o, x)));
            }
            if !parents.is_empty() {
                emit(out, removes.iter().copied(), &parents, None);
            }
        }
    }
}

/// SE's `NakedSet(2)` on `cur`, with `NakedSetHint.getRuleParents`.
fn naked_pairs(
    (src, cur): (&[u16; CELLS], &[u16; CELLS]),
    (sp, cp): (&Places, &Places),
    out: &mut Vec<Found>,
) {
    let mut parents = Vec::new();
    let mut removes = Vec::new();
    // The cells the chain took a digit from (`cur` holds no digit `src` lacks).
    let changed = (0..9).fold(0, |m, d| m | sp.gone(cp, d));
    for u in (BLOCKS..BLOCKS + 9)
        .chain(COLS..COLS + 9)
        .chain(ROWS..ROWS + 9)
    {
        // A pair's cells must have lost a digit (below): a unit none of whose cells did
        // has none.
        if empty_cells(sp, u) < 4 || changed & UNIT_CELLS[u] == 0 {
            continue;
        }
        for &pair in subsets_of(2, 9) {
            let (k1, k2) = (
                pair.trailing_zeros() as usize,
                15 - pair.leading_zeros() as usize,
            );
            let (a, b) = (usize::from(UNITS[u][k1]), usize::from(UNITS[u][k2]));
            // The rule parents are the digits the chain took from the two cells (a pair's
            // cells keep only its digits): one of them must have lost some.
            if src[a] == cur[a] && src[b] == cur[b] {
                continue;
            }
            let digits = cur[a] | cur[b];
            if cur[a].count_ones() < 2 || cur[b].count_ones() < 2 || digits.count_ones() != 2 {
                continue;
            }
            removes.clear();
            for &o in &UNITS[u] {
                let o = usize::from(o);
                if o != a && o != b {
                    removes.extend(bits(cur[o] & digits).map(|x| cand(o, x)));
                }
            }
            if removes.is_empty() {
                continue;
            }
            parents.clear();
            for o in [a, b] {
                parents.extend(bits(src[o] & !digits).map(|x| cand(o, x)));
            }
            if !parents.is_empty() {
                emit(out, removes.iter().copied(), &parents, None);
            }
        }
    }
}

/// SE's `Fisherman(2)` (X-wings, columns first) on `cur`, with `LockingHint.getRuleParents`.
fn x_wings(
    (_, _): (&[u16; CELLS], &[u16; CELLS]),
    (sp, cp): (&Places, &Places),
    out: &mut Vec<Found>,
) {
    // A digit placed in more than five cells has no room for an X-wing (SE's test, on
    // the digits placed: a row without the digit as a candidate holds it).
    let placed: Vec<u32> = (0..9)
        .map(|d| (0..9).filter(|&r| sp.get(ROWS + r, d) == 0).count() as u32)
        .collect();
    let mut parents = Vec::new();
    let mut removes = Vec::new();
    for (base, cover) in [(COLS, ROWS), (ROWS, COLS)] {
        // A cell's index along a base line is the cover line through it.
        let across = |o: usize| {
            if base == COLS {
                usize::from(ROW_OF[o])
            } else {
                usize::from(COL_OF[o])
            }
        };
        for &lines in subsets_of(2, 9) {
            let (i, j) = (
                lines.trailing_zeros() as usize,
                15 - lines.leading_zeros() as usize,
            );
            for (d, &placed) in placed.iter().enumerate() {
                if placed + 4 > 9 {
                    continue;
                }
                // The rule parents are places the chain took from the base lines.
                if sp.gone(cp, d) & (UNIT_CELLS[base + i] | UNIT_CELLS[base + j]) == 0 {
                    continue;
                }
                let (pi, pj) = (cp.get(base + i, d), cp.get(base + j, d));
                if pi.count_ones() < 2 || pj.count_ones() < 2 {
                    continue;
                }
                let covers: u16 = cells_of(pi | pj).fold(0, |m, o| m | 1 << across(o));
                if covers.count_ones() != 2 {
                    continue;
                }
                removes.clear();
                for k in bits(covers) {
                    let off_base =
                        cp.get(cover + k, d) & !UNIT_CELLS[base + i] & !UNIT_CELLS[base + j];
                    removes.extend(cells_of(off_base).map(|o| cand(o, d)));
                }
                if removes.is_empty() {
                    continue;
                }
                parents.clear();
                for b in [base + i, base + j] {
                    let gone = sp.get(b, d) & !cp.get(b, d);
                    parents.extend(
                        cells_of(gone)
                            .filter(|&o| covers & (1 << across(o)) == 0)
                            .map(|o| cand(o, d)),
                    );
                }
                if !parents.is_empty() {
                    emit(out, removes.iter().copied(), &parents, None);
                }
            }
        }
    }
}

/// What a hint concludes: a candidate true (its cell takes the digit) or false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Target {
    cand: usize,
    on: bool,
}

/// How a hint was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Every digit of the cell leads to the target.
    Cell(usize),
    /// Every place of the digit in the unit leads to the target.
    Region(usize, u8),
    /// The candidate, taken as `on`, leads to a contradiction.
    Absurd(Cand, bool),
    /// The candidate, on or off, leads to the target either way.
    Double(Cand),
}

/// A hint as SE ranks them: by rating, then length, then its kind's key, then the order
/// found.
#[derive(Clone, Copy, Debug)]
struct Hint {
    difficulty: Difficulty,
    complexity: usize,
    key: u8,
    kind: Kind,
    target: Target,
}

impl Hint {
    fn rank(&self) -> (Difficulty, usize, u8) {
        (self.difficulty, self.complexity, self.key)
    }
}

/// Keeps the first of the best hints; or, for a nested chain, every hint.
struct Best {
    mode: Mode,
    hint: Option<Hint>,
    seen: Seen,
    /// Every hint, when a nested chain asks (see [`all_multiple`]).
    all: Option<Vec<Inner>>,
    /// The prints of the nested chains a hint's length has counted.
    prints: Vec<u64>,
}

impl Best {
    fn new(mode: Mode) -> Best {
        Best {
            mode,
            hint: None,
            seen: Seen::default(),
            all: None,
            prints: Vec::new(),
        }
    }

    /// The most potentials a hint may rest on and still be the best: every hint of a
    /// search has the same base, so a longer one can never rank first.
    fn limit(&self) -> usize {
        if self.all.is_some() {
            return usize::MAX;
        }
        self.hint.map_or(usize::MAX, |h| h.complexity)
    }

    /// What the nested chains behind `targets` add to a hint's length.
    fn nested(&mut self, targets: &[(&Net, u16)]) -> usize {
        self.prints.clear();
        let mut total = 0;
        for &(net, n) in targets {
            total += net.nested_length(n, &mut self.seen, &mut self.prints);
        }
        total
    }

    fn offer(&mut self, kind: Kind, target: Target, complexity: usize, key: u8) {
        let difficulty = self.mode.base().with_length(complexity.saturating_sub(2));
        let hint = Hint {
            difficulty,
            complexity,
            key,
            kind,
            target,
        };
        if self.hint.is_none_or(|h| hint.rank() < h.rank()) {
            self.hint = Some(hint);
        }
    }
}

/// True when the target changes the grid: a digit to write with others beside it, or a
/// candidate to cross out (SE's "worth").
fn worth(grid: &[u16; CELLS], t: Target) -> bool {
    let (cell, d) = (t.cand / 9, t.cand % 9);
    if t.on {
        grid[cell] & !(1 << d) != 0
    } else {
        grid[cell] & (1 << d) != 0
    }
}

/// What a target removes from `grid`, in order.
fn removals(grid: &[u16; CELLS], t: Target) -> Vec<usize> {
    let (cell, d) = (t.cand / 9, t.cand % 9);
    if t.on {
        bits(grid[cell] & !(1 << d))
            .map(|x| cand(cell, x))
            .collect()
    } else {
        vec![t.cand]
    }
}

/// The potentials every net reached, on or off, in the order the first net reached them.
fn common(nets: &[&Net], on: bool) -> Vec<usize> {
    let Some(first) = nets.first() else {
        return Vec::new();
    };
    let order = if on { &first.ons } else { &first.offs };
    order
        .iter()
        .map(|&n| usize::from(first.nodes[usize::from(n)].cand))
        .filter(|&c| nets.iter().all(|net| net.get(c, on) != NONE))
        .collect()
}

/// Offers the hints of potentials every net of a cell or a region agrees on.
fn reductions(grid: &[u16; CELLS], best: &mut Best, nets: &[&Net], kind: Kind, key: u8) {
    for on in [true, false] {
        for c in common(nets, on) {
            let target = Target { cand: c, on };
            if !worth(grid, target) {
                continue;
            }
            let limit = best.limit();
            let mut complexity = 0;
            for net in nets {
                complexity += net.ancestors(net.get(c, on), &mut best.seen, limit - complexity);
                if complexity > limit {
                    break;
                }
            }
            if complexity > limit {
                continue;
            }
            let targets: Vec<(&Net, u16)> = nets.iter().map(|&n| (n, n.get(c, on))).collect();
            complexity += best.nested(&targets);
            if complexity > limit {
                continue;
            }
            if best.all.is_some() {
                keep(grid, best, &targets, kind, target, complexity, key);
            } else {
                best.offer(kind, target, complexity, key);
            }
        }
    }
}

/// Keeps a static multiple chain's hint for a nested chain: its removals, the "on"
/// potentials it rests on with their causes (its assumptions made by their cell, or by
/// the hint's region, as SE's `collectRuleParents` takes them), and its print.
fn keep(
    grid: &[u16; CELLS],
    best: &mut Best,
    targets: &[(&Net, u16)],
    kind: Kind,
    target: Target,
    complexity: usize,
    key: u8,
) {
    let root = match kind {
        Kind::Region(u, _) => u as u8,
        _ => CELL_CAUSE,
    };
    let mut ons = Vec::new();
    let mut seq = Vec::new();
    for &(net, n) in targets {
        net.walk(n, &mut best.seen, |node, x| {
            let on = net.on[usize::from(node.cand)] == x;
            seq.push((node.cand, on));
            if on {
                let cause = if node.cause == NO_CAUSE {
                    root
                } else {
                    node.cause
                };
                ons.push((node.cand, cause));
            }
        });
    }
    let mode = best.mode;
    if let Some(all) = best.all.as_mut() {
        all.push(Inner {
            rank: {
                let base = mode.base();
                let d = base.with_length(complexity.saturating_sub(2));
                (se_sum(base.0, d.0 - base.0).to_bits(), complexity, key)
            },
            complexity,
            removes: removals(grid, target),
            ons,
            print: print(seq.into_iter()),
        });
    }
}

/// The places of digit `d` (0-8) in unit `u`, when `cell` is the first of two or more: the
/// units where SE chains the digit's places from this cell. A unit's cells are in
/// reading order (`UNITS`), so the first is the lowest.
fn places_from(before: &Places, u: usize, cell: usize, d: usize) -> Option<Cells> {
    let places = before.get(u, d);
    (places.count_ones() >= 2 && places.trailing_zeros() as usize == cell).then_some(places)
}

/// Which cells and regions of a search could give a hint: all of them, but on static
/// links only those whose nets can agree on a potential that changes the grid. A static
/// net holds what its start reaches (less, when it stops at a contradiction), so where
/// the reaches share nothing worth a hint the nets would not either, and they need not
/// be followed: at most steps, nearly none of them.
struct Wanted {
    reach: Option<(Reach, Set)>,
}

impl Wanted {
    fn new(src: &[u16; CELLS], mode: Mode) -> Wanted {
        let reach = (mode == Mode::Static).then(|| {
            let reach = Reach::new(src, true);
            let worthy = reach.select(|cand, on| worth(src, Target { cand, on }));
            (reach, worthy)
        });
        Wanted { reach }
    }

    /// True when the nets of `starts` (candidates taken as true) may agree on something.
    fn agree(&self, starts: impl Iterator<Item = usize>) -> bool {
        self.reach.as_ref().is_none_or(|(reach, worthy)| {
            let common = reach.common(starts.map(|c| (c, true)), worthy);
            common.iter().any(|&w| w != 0)
        })
    }
}

/// What a search does at a cell: its cell chains (`cell`), and for each of its digits the
/// places of each unit whose region chains start there (`regions[d][k]` for the `k`-th of
/// [`se_units`]), each when [`Wanted`].
struct Plan {
    cell: bool,
    regions: [[Option<Cells>; 3]; 9],
}

impl Plan {
    fn of(src: &[u16; CELLS], before: &Places, mode: Mode, wanted: &Wanted, cell: usize) -> Plan {
        let mut plan = Plan {
            cell: mode != Mode::Nishio && wanted.agree(bits(src[cell]).map(|d| cand(cell, d))),
            regions: [[None; 3]; 9],
        };
        if mode != Mode::Nishio {
            for d in bits(src[cell]) {
                for (k, u) in se_units(cell).into_iter().enumerate() {
                    plan.regions[d][k] = places_from(before, u, cell, d)
                        .filter(|&places| wanted.agree(cells_of(places).map(|o| cand(o, d))));
                }
            }
        }
        plan
    }

    /// The candidates whose nets (taken as true) the plan needs, into `out`: a dynamic
    /// search needs every digit's of the cell.
    fn needs(&self, src: &[u16; CELLS], mode: Mode, cell: usize, out: &mut Vec<usize>) {
        for d in bits(src[cell]) {
            let regions = self.regions[d].iter().flatten();
            if mode.dynamic() || self.cell || regions.clone().next().is_some() {
                out.push(cand(cell, d));
            }
            for &places in regions {
                out.extend(cells_of(places & !(1 << cell)).map(|o| cand(o, d)));
            }
        }
    }
}

/// Every hint of SE's static multiple chains on `grid`, as a nested chain uses them
/// (level 3): sorted by rating, length and kind, the first of those that remove the same
/// candidates kept.
fn all_multiple(grid: &[u16; CELLS], scratch: &mut Scratch) -> Vec<Inner> {
    let mut best = Best::new(Mode::Static);
    best.all = Some(Vec::new());
    search(grid, &mut best, scratch);
    let mut hints = best.all.unwrap_or_default();
    // A stable sort keeps the order found among equals, as SE's does.
    hints.sort_by_key(|h| h.rank);
    let mut out: Vec<Inner> = Vec::with_capacity(hints.len());
    for h in hints {
        if !out.iter().any(|x| x.removes == h.removes) {
            out.push(h);
        }
    }
    out
}

/// SE's `getMultipleChainsHintList` for `mode`: the easiest hint, if any.
fn find(b: &Board, mode: Mode, scratch: &mut Scratch) -> Option<Hint> {
    // SE rates the classic grid only: its cells are the board's first 81.
    let src = b.cand.first_chunk::<CELLS>()?;
    let mut best = Best::new(mode);
    search(src, &mut best, scratch);
    best.hint
}

/// SE's `getMultipleChainsHintList` on `src`, every hint offered to `best`.
fn search(src: &[u16; CELLS], best: &mut Best, scratch: &mut Scratch) {
    let wanted = Wanted::new(src, best.mode);
    search_in(src, (best, &wanted), scratch);
}

/// [`search`], on the cells and regions `wanted`.
fn search_in(src: &[u16; CELLS], (best, wanted): (&mut Best, &Wanted), scratch: &mut Scratch) {
    let mode = best.mode;
    let before = Places::of(src);
    // Each candidate taken as true is followed once, though SE follows it again for every
    // unit it chains: from its own cell, and from the first place of its digit in each of
    // its units. That first place comes first in reading order, so a net is done with
    // once its own cell is.
    if scratch.step && matches!(mode, Mode::Nested(_)) {
        let below = std::mem::take(&mut scratch.after);
        let stale: Vec<Net> = scratch.below.drain().collect();
        scratch.pool.extend(stale);
        scratch.below = below;
    }
    if scratch.step {
        ahead((src, &before), (mode, wanted), scratch);
    }
    let mut nets = std::mem::take(&mut scratch.nets);
    let mut needed = Vec::with_capacity(27);
    for cell in 0..CELLS {
        let n = src[cell].count_ones();
        if !(n > 2 || (n > 1 && mode.dynamic())) {
            continue;
        }
        let plan = Plan::of(src, &before, mode, wanted, cell);
        needed.clear();
        plan.needs(src, mode, cell, &mut needed);
        for &c in &needed {
            if nets[c].is_none() {
                nets[c] = Some(follow((src, &before), (c, true), mode, scratch));
            }
        }
        let net = |c: usize| nets[c].as_ref().expect("followed above");
        for d in bits(src[cell]) {
            let contradiction = mode.dynamic();
            let double = n >= 3 && mode.double();
            if contradiction || double {
                let on_net = net(cand(cell, d));
                let here = Cand::new(cell, d as u8 + 1);
                if let (true, Some((on, off))) = (contradiction, on_net.absurd) {
                    let t = Target {
                        cand: cand(cell, d),
                        on: false,
                    };
                    if worth(src, t) {
                        let c = pair(best, (on_net, on), (on_net, off));
                        best.offer(Kind::Absurd(here, true), t, c, 7);
                    }
                }
                let off_net = follow((src, &before), (cand(cell, d), false), mode, scratch);
                if let (true, Some((on, off))) = (contradiction, off_net.absurd) {
                    let t = Target {
                        cand: cand(cell, d),
                        on: true,
                    };
                    if worth(src, t) {
                        let c = pair(best, (&off_net, on), (&off_net, off));
                        best.offer(Kind::Absurd(here, false), t, c, 7);
                    }
                }
                if double {
                    for on in [true, false] {
                        let order = if on { &on_net.ons } else { &on_net.offs };
                        for &x in order {
                            let c = usize::from(on_net.nodes[usize::from(x)].cand);
                            let y = off_net.get(c, on);
                            if y == NONE {
                                continue;
                            }
                            let t = Target { cand: c, on };
                            if !worth(src, t) {
                                continue;
                            }
                            let k = pair(best, (on_net, x), (&off_net, y));
                            best.offer(Kind::Double(here), t, k, 1);
                        }
                    }
                }
                retire(scratch, (cand(cell, d), false), off_net, mode);
            }
            // SE's `doRegionChainings`: every place's net, for each unit where this cell
            // is the digit's first place.
            for (k, u) in se_units(cell).into_iter().enumerate() {
                if let Some(places) = plan.regions[d][k] {
                    let unit_nets: Vec<&Net> = cells_of(places).map(|o| net(cand(o, d))).collect();
                    reductions(src, best, &unit_nets, Kind::Region(u, d as u8 + 1), 6);
                }
            }
        }
        if plan.cell {
            let cell_nets: Vec<&Net> = bits(src[cell]).map(|d| net(cand(cell, d))).collect();
            reductions(src, best, &cell_nets, Kind::Cell(cell), 5);
        }
        for d in 0..9 {
            if let Some(done) = nets[cand(cell, d)].take() {
                retire(scratch, (cand(cell, d), true), done, mode);
            }
        }
    }
    // A net followed for a place of a cell with too few candidates to chain from.
    for (c, net) in nets.iter_mut().enumerate() {
        if let Some(done) = net.take() {
            retire(scratch, (c, true), done, mode);
        }
    }
    scratch.nets = nets;
    debug_assert!(
        scratch.ready.drain().next().is_none(),
        "a net followed ahead that the search did not take"
    );
    let stale: Vec<Net> = scratch.below.drain().collect();
    scratch.pool.extend(stale);
}

/// Done with the net of `start`: kept for the next level when there is one, else room
/// for another net.
fn retire(scratch: &mut Scratch, start: (usize, bool), net: Net, mode: Mode) {
    if scratch.step && matches!(mode, Mode::Nested(level) if level < 3) {
        scratch.after.put(start, net);
    } else {
        scratch.pool.push(net);
    }
}

/// The net of `start`: worked out ahead by [`ahead`], or followed now, from where the
/// level below stopped when it ran the same chain.
fn follow(
    grids: (&[u16; CELLS], &Places),
    start: (usize, bool),
    mode: Mode,
    scratch: &mut Scratch,
) -> Net {
    if let Some(net) = scratch.ready.take(start) {
        return net;
    }
    match scratch.below.take(start) {
        Some(net) => resume(grids, net, mode, scratch),
        None => chain(grids, start, mode, scratch),
    }
}

/// The chains [`search`] follows on `src`, each once, in its order: from each candidate
/// of a cell it chains from, taken as true, with the other places of its digit in each
/// unit where the cell is the first; and, in the dynamic modes, taken as false. Only the
/// threaded search, which the web page (one thread) does not build, needs the list.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn starts(
    src: &[u16; CELLS],
    before: &Places,
    (mode, wanted): (Mode, &Wanted),
) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    let mut on = [0u64; CANDS.div_ceil(64)];
    let mut needed = Vec::new();
    for (cell, &m) in src.iter().enumerate() {
        let n = m.count_ones();
        if !(n > 2 || (n > 1 && mode.dynamic())) {
            continue;
        }
        needed.clear();
        Plan::of(src, before, mode, wanted, cell).needs(src, mode, cell, &mut needed);
        for &c in &needed {
            if on[c / 64] & (1 << (c % 64)) == 0 {
                on[c / 64] |= 1 << (c % 64);
                out.push((c, true));
            }
        }
        if mode.dynamic() {
            out.extend(bits(m).map(|d| (cand(cell, d), false)));
        }
    }
    out
}

/// Follows every chain of a search on `src` ahead, on the threads of the rayon pool the
/// search runs in (each with a room of its own), into `scratch.ready_on` and
/// `ready_off`. A chain does not depend on the others, and the search takes the nets in
/// its own order, so the hint found is the same; only the step's searches do this, as a
/// pool of one thread, or a nested chain's own search, gains nothing.
#[cfg(not(target_arch = "wasm32"))]
fn ahead(grids: (&[u16; CELLS], &Places), (mode, wanted): (Mode, &Wanted), scratch: &mut Scratch) {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    let threads = rayon::current_num_threads();
    if threads < 2 {
        return;
    }
    let starts = starts(grids.0, grids.1, (mode, wanted));
    // What the level below left of each chain, to go on from.
    let below: Vec<Mutex<Option<Net>>> = starts
        .iter()
        .map(|&start| Mutex::new(scratch.below.take(start)))
        .collect();
    let mut helpers = std::mem::take(&mut scratch.helpers);
    while helpers.len() < threads - 1 {
        let mut room = Scratch::new();
        room.singles = scratch.singles;
        helpers.push(room);
    }
    let next = AtomicUsize::new(0);
    // Each thread takes the next chain when it is done with one: their lengths differ
    // by a hundred times.
    let done: Vec<Vec<((usize, bool), Net)>> = std::iter::once(&mut *scratch)
        .chain(helpers.iter_mut())
        .collect::<Vec<&mut Scratch>>()
        .into_par_iter()
        .map(|room| {
            let mut done = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&start) = starts.get(i) else {
                    return done;
                };
                let prior = below[i]
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .take();
                let net = match prior {
                    Some(net) => resume(grids, net, mode, room),
                    None => chain(grids, start, mode, room),
                };
                done.push((start, net));
            }
        })
        .collect();
    scratch.helpers = helpers;
    for (start, net) in done.into_iter().flatten() {
        scratch.ready.put(start, net);
    }
}

/// A browser page has one thread: the search follows its chains as it meets them.
#[cfg(target_arch = "wasm32")]
fn ahead(_: (&[u16; CELLS], &Places), _: (Mode, &Wanted), _: &mut Scratch) {}

/// The potentials two nodes rest on, added up (a contradiction's or a double chain's
/// length); past the best hint's, some number above it.
fn pair(best: &mut Best, (a, x): (&Net, u16), (b, y): (&Net, u16)) -> usize {
    let limit = best.limit();
    let first = a.ancestors(x, &mut best.seen, limit);
    if first > limit {
        return first;
    }
    let flat = first + b.ancestors(y, &mut best.seen, limit - first);
    if flat > limit {
        return flat;
    }
    flat + best.nested(&[(a, x), (b, y)])
}

/// The step of a hint.
fn step(b: &Board, mode: Mode, h: Hint) -> Step {
    let (cell, d) = (h.target.cand / 9, h.target.cand % 9);
    let digit = d as u8 + 1;
    let fact = if h.target.on {
        say!("step-fact-is", cell = C(cell), digit = D(digit))
    } else {
        say!("step-fact-is-not", cell = C(cell), digit = D(digit))
    };
    let (technique, text, sources, units) = match h.kind {
        Kind::Cell(c) => (
            if mode == Mode::Static {
                Technique::CellForcingChain
            } else {
                Technique::DynamicForcingChain
            },
            say!("step-se-cell", cell = C(c), fact = fact),
            bits(b.cand[c])
                .map(|x| Cand::new(c, x as u8 + 1))
                .collect::<Vec<_>>(),
            Vec::new(),
        ),
        Kind::Region(u, x) => (
            if mode == Mode::Static {
                Technique::UnitForcingChain
            } else {
                Technique::DynamicForcingChain
            },
            say!("step-se-unit", digit = D(x), unit = unit(u), fact = fact),
            UNITS[u]
                .iter()
                .map(|&o| usize::from(o))
                .filter(|&o| b.cand[o] & (1 << (x - 1)) != 0)
                .map(|o| Cand::new(o, x))
                .collect(),
            vec![unit(u)],
        ),
        Kind::Absurd(a, on) => (
            if mode == Mode::Nishio {
                Technique::NishioForcingChain
            } else {
                Technique::DynamicForcingChain
            },
            if on {
                say!(
                    "step-se-absurd",
                    cell = C(usize::from(a.cell)),
                    digit = D(a.digit),
                    fact = fact
                )
            } else {
                say!(
                    "step-se-absurd-not",
                    cell = C(usize::from(a.cell)),
                    digit = D(a.digit),
                    fact = fact
                )
            },
            vec![a],
            Vec::new(),
        ),
        Kind::Double(a) => (
            Technique::DynamicForcingChain,
            say!(
                "step-se-double",
                cell = C(usize::from(a.cell)),
                digit = D(a.digit),
                fact = fact
            ),
            vec![a],
            Vec::new(),
        ),
    };
    let technique = if matches!(mode, Mode::Nested(_)) {
        Technique::NestedForcingChain
    } else {
        technique
    };
    let mut s = Step::new(technique, text)
        .mark(Role::Main, sources)
        .in_units(units)
        .rated(h.difficulty)
        .se_exactly(se_sum(mode.base().0, h.difficulty.0 - mode.base().0))
        .se_named(se_name(mode, h.kind));
    if h.target.on {
        s.placements.push(Cand::new(cell, digit));
    } else {
        s.eliminations.push(Cand::new(cell, digit));
    }
    s
}

/// SE's name for a chain of `kind` found by `mode` (`ChainingHint.getName` and its
/// kinds): "Region Forcing Chains", "Dynamic Double Forcing Chains", "Dynamic Cell
/// Forcing Chains (+ Forcing Chains)".
fn se_name(mode: Mode, kind: Kind) -> String {
    let what = match kind {
        Kind::Cell(_) => "Cell Forcing",
        Kind::Region(..) => "Region Forcing",
        Kind::Absurd(..) if mode == Mode::Nishio => "Forcing",
        Kind::Absurd(..) => "Contradiction Forcing",
        Kind::Double(_) => "Double Forcing",
    };
    let prefix = match mode {
        Mode::Nishio => "Nishio ",
        Mode::Static => "",
        Mode::Dynamic | Mode::Nested(_) => "Dynamic ",
    };
    let level = match mode {
        Mode::Nested(level) => level,
        _ => 0,
    };
    format!("{prefix}{what} Chains{}", nested_suffix(level))
}

/// SE's `Chaining.getNestedSuffix`: what a level's name ends with.
fn nested_suffix(level: u8) -> String {
    match level {
        0 => String::new(),
        1 => " (+)".into(),
        2 => " (+ Forcing Chains)".into(),
        3 => " (+ Multiple Forcing Chains)".into(),
        4 => " (+ Dynamic Forcing Chains)".into(),
        _ => format!(" (+ Dynamic Forcing Chains{})", nested_suffix(level - 3)),
    }
}

/// Nishio forcing chain (7.5 and up): a digit's links alone, from one candidate, lead to a
/// contradiction.
pub(super) fn nishio(b: &Board) -> Option<Step> {
    find(b, Mode::Nishio, &mut Scratch::new()).map(|h| step(b, Mode::Nishio, h))
}

/// Cell and region forcing chains on static links (8.0 and up), as SE finds them.
pub(super) fn multiple(b: &Board) -> Option<Step> {
    find(b, Mode::Static, &mut Scratch::new()).map(|h| step(b, Mode::Static, h))
}

/// Dynamic forcing chains (8.5 and up), as SE finds them.
pub(super) fn dynamic(b: &Board) -> Option<Step> {
    let mut scratch = Scratch::new();
    scratch.step = true;
    find(b, Mode::Dynamic, &mut scratch).map(|h| step(b, Mode::Dynamic, h))
}

/// SE's nested dynamic forcing chains (9.0 and up): its levels 1, 2 and 3 in turn, each
/// tried only when the one before finds nothing, as SE's solver does; `singles` gives
/// the single chains and cycles levels 2 and 3 run.
pub(super) fn nested(b: &Board, singles: Singles) -> Option<Step> {
    let mut scratch = Scratch::new();
    scratch.singles = singles;
    scratch.step = true;
    (1..=3).find_map(|level| {
        let mode = Mode::Nested(level);
        find(b, mode, &mut scratch).map(|h| step(b, mode, h))
    })
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::sample;
    use super::super::{explain, rate, Technique};
    use super::*;
    use crate::Grid;

    /// The static multiple chains found on the cells and regions [`Wanted`] leaves are
    /// every one found on all of them, in the same order, on grids a solve of hard
    /// puzzles passes through.
    #[test]
    fn static_chains_skip_only_cells_and_regions_with_no_hint() {
        let (mut grids, mut hints) = (0, 0);
        for g in sample("puzzles6_forum_hardest_1106").iter().step_by(200) {
            let e = explain(g);
            let mut b = Board::new(g).unwrap();
            for (k, step) in e.steps.iter().enumerate() {
                if k % 8 == 0 {
                    let grid = *b.cand.first_chunk::<CELLS>().unwrap();
                    let found = |wanted: &Wanted| {
                        let mut best = Best::new(Mode::Static);
                        best.all = Some(Vec::new());
                        search_in(&grid, (&mut best, wanted), &mut Scratch::new());
                        let all = best.all.unwrap_or_default();
                        all.into_iter()
                            .map(|h| (h.rank, h.removes, h.ons, h.print))
                            .collect::<Vec<_>>()
                    };
                    let every = found(&Wanted { reach: None });
                    assert_eq!(found(&Wanted::new(&grid, Mode::Static)), every);
                    grids += 1;
                    hints += every.len();
                }
                b.apply(step);
            }
        }
        println!("{grids} grids, {hints} hints");
        assert!(grids > 20 && hints > 20, "{grids} {hints}");
    }

    /// Puzzles of `tests/data/se_ratings.tsv` whose hardest step in Sudoku Explainer
    /// 1.2.1.3 is one of these chains, with SE's rating and the technique named here.
    const SE: [(&str, u16, Technique); 8] = [
        (
            "...8....974..6.8.........3...841..5...925...............7..86...6....2.45.......1",
            78,
            Technique::NishioForcingChain,
        ),
        (
            "....6....61...9...2....1.5..8....934..7.....6..3...2.....5......5.8....79...46...",
            84,
            Technique::CellForcingChain,
        ),
        (
            "1.....7.2.3.1......9..........39..6.5.8...2...........2....85.....6...9.....4....",
            84,
            Technique::UnitForcingChain,
        ),
        (
            "....8.3.425.1...9......3....4..2..3...6.9.8..7..31...9.......8.6.2....53..4..29..",
            91,
            Technique::DynamicForcingChain,
        ),
        (
            "..............1.23.45.6...1........7....4.8..2..9........2...9...6........7...5..",
            89,
            Technique::DynamicForcingChain,
        ),
        (
            ".......1.2316....99......7..2..9.......4.1..61..2..5....8......3...8.9..64.9....2",
            89,
            Technique::DynamicForcingChain,
        ),
        // SE: "Dynamic Region Forcing Chains (+ Forcing Chains)", level 2, 9.5 and the
        // nested single chains' lengths.
        (
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            103,
            Technique::NestedForcingChain,
        ),
        // SE: "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", level 3.
        (
            "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8",
            109,
            Technique::NestedForcingChain,
        ),
    ];

    #[test]
    fn chains_rate_as_sudoku_explainer_rates_them() {
        for (puzzle, er, technique) in SE {
            let g: Grid = puzzle.parse().unwrap();
            let r = rate(&g);
            assert_eq!((r.score.0, r.hardest), (er, technique), "{puzzle}");
            assert!(!r.guessed);
        }
    }

    /// The chains of a step followed ahead on two threads give the step and the rating
    /// they give on one: the hint a search keeps depends on its order, not on the
    /// threads'.
    #[test]
    fn chains_on_two_threads_give_what_they_give_on_one() {
        let pool = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
        };
        let (one, two) = (pool(1), pool(2));
        for (puzzle, _, technique) in SE {
            let g: Grid = puzzle.parse().unwrap();
            let b = super::Board::new(&g).unwrap();
            let step = |pool: &rayon::ThreadPool| {
                pool.install(|| match technique {
                    Technique::NestedForcingChain => super::super::se_nested(&b),
                    _ => super::dynamic(&b),
                })
            };
            let first = step(&one);
            assert!(first.is_some(), "{puzzle}");
            assert_eq!(step(&two), first, "{puzzle}");
            if technique == Technique::NestedForcingChain {
                assert_eq!(
                    two.install(|| rate(&g)),
                    one.install(|| rate(&g)),
                    "{puzzle}"
                );
            }
        }
    }

    /// Runs a rule of nested chains on `cur`, a chain having started from `src`.
    fn run(
        rule: super::Rule,
        src: &[u16; super::CELLS],
        cur: &[u16; super::CELLS],
    ) -> Vec<super::Found> {
        let mut out = Vec::new();
        let places = (&super::Places::of(src), &super::Places::of(cur));
        rule((src, cur), places, &mut out);
        out
    }

    /// A grid where every empty cell holds every digit but those `gone`, as (cell, digit
    /// 0-8) pairs.
    fn grid_without(gone: &[(usize, usize)]) -> [u16; super::CELLS] {
        let mut g = [0x1ffu16; super::CELLS];
        for &(cell, d) in gone {
            g[cell] &= !(1 << d);
        }
        g
    }

    #[test]
    fn a_rule_inside_a_chain_rests_on_what_the_chain_removed() {
        // The chain removed the 1s of box 1 but A1's and B1's (cells 0 and 1): box 1's
        // 1s point along row 1, so the 1s of D1-I1 go, resting on the 1s the chain
        // removed from the box outside row 1 (SE leaves out C1's, in the row).
        let src = grid_without(&[]);
        let box1 = [2, 9, 10, 11, 18, 19, 20];
        let gone: Vec<(usize, usize)> = box1.iter().map(|&c| (c, 0)).collect();
        let cur = grid_without(&gone);
        let out = run(super::locking, &src, &cur);
        let first = &out[0];
        assert_eq!(
            out.iter()
                .take_while(|f| f.parents == first.parents)
                .map(|f| f.cand)
                .collect::<Vec<_>>(),
            (3..9).map(|c| c * 9).collect::<Vec<_>>()
        );
        let mut parents = first.parents.clone();
        parents.sort();
        assert_eq!(
            parents,
            box1[1..].iter().map(|&c| c * 9).collect::<Vec<_>>()
        );
        // Nothing removed, nothing found: a rule that holds without the chain is SE's
        // own step, not part of the chain.
        for rule in [
            super::locking,
            super::hidden_pairs,
            super::naked_pairs,
            super::x_wings,
        ] {
            assert!(run(rule, &src, &src).is_empty());
        }
    }

    #[test]
    fn a_nested_chain_rests_on_the_cells_and_units_its_links_used() {
        // A1 (cell 0) lost 3-9, so it holds 1 or 2: an "on" made by the cell rests on
        // those seven; one made by row 1 for digit 1 rests on the 1s row 1 lost.
        let mut gone: Vec<(usize, usize)> = (2..9).map(|d| (0, d)).collect();
        gone.extend((2..9).map(|c| (c, 0)));
        let (src, cur) = (grid_without(&[]), grid_without(&gone));
        let by_cell = super::rule_parents(&src, &cur, &[(1, super::CELL_CAUSE)]);
        assert_eq!(by_cell, (2..9).collect::<Vec<_>>());
        let by_row = super::rule_parents(&src, &cur, &[(9, 0)]);
        assert_eq!(by_row, (2..9).map(|c| c * 9).collect::<Vec<_>>());
        assert!(super::rule_parents(&src, &cur, &[(9, super::NO_CAUSE)]).is_empty());
    }

    #[test]
    fn an_assumption_turns_off_what_it_sees_in_ses_order() {
        // A1 holds 1, 2 or 9, every other cell anything: A1 = 9 turns off A1's 1 and 2
        // first, then the 9s of box 1, then row 1, then column A, each cell once.
        let src = {
            let mut b = [0x1ffu16; super::CELLS];
            b[0] = 0b1_0000_0011;
            b
        };
        let mode = super::Mode::Dynamic;
        let net = super::chain(
            (&src, &super::Places::of(&src)),
            (super::cand(0, 8), true),
            mode,
            &mut super::Scratch::new(),
        );
        assert!(net.absurd.is_none());
        assert_eq!(net.nodes[usize::from(net.ons[0])].cand, 8);
        let offs: Vec<usize> = net
            .offs
            .iter()
            .map(|&n| usize::from(net.nodes[usize::from(n)].cand))
            .collect();
        let box1 = [1, 2, 9, 10, 11, 18, 19, 20];
        let row1 = [3, 4, 5, 6, 7, 8];
        let col_a = [27, 36, 45, 54, 63, 72];
        let want: Vec<usize> = [0, 1]
            .into_iter()
            .chain(box1.iter().chain(&row1).chain(&col_a).map(|&c| c * 9 + 8))
            .collect();
        assert_eq!(offs[..want.len()], want[..]);
    }
}
