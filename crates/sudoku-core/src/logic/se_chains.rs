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

use super::board::{bits, unit, Board};
use super::step::{Cand, Role, Step, Text, C, D};
use super::technique::{Difficulty, Technique};
use crate::grid::{BOX_OF, CELLS, COL_OF, ROW_OF, UNITS};
use crate::say;

/// Candidates, as `cell * 9 + digit - 1`.
const CANDS: usize = CELLS * 9;
/// No node: a potential not reached.
const NONE: u16 = u16::MAX;

/// Which of SE's chaining rules runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Nishio (7.5): one digit's links only, dynamic, contradictions only.
    Nishio,
    /// Cell and region forcing chains on static links (8.0).
    Static,
    /// Dynamic forcing chains (8.5): cell, region, contradiction and double chains.
    Dynamic,
}

impl Mode {
    fn dynamic(self) -> bool {
        self != Mode::Static
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
        })
    }
}

/// A potential reached, and the potentials it follows from.
#[derive(Clone, Copy, Debug)]
struct Node {
    cand: u16,
    /// Its parents are `parents[from..to]` of the net.
    from: u32,
    to: u32,
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
    }

    fn node(&mut self, cand: usize, parents: &[u16]) -> u16 {
        let from = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            cand: cand as u16,
            from,
            to: self.parents.len() as u32,
        });
        (self.nodes.len() - 1) as u16
    }

    fn store(&mut self, cand: usize, on: bool, parents: &[u16]) -> u16 {
        let n = self.node(cand, parents);
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
    pending_on: Vec<u16>,
    pending_off: Vec<u16>,
    /// What one potential leads to, in SE's order: at most 8 digits and 20 peers off, or
    /// one cell and three units on, each with its parents (itself, and at most 8 "offs"
    /// that took the cell or the unit down to two).
    offs: Vec<usize>,
    made: Vec<usize>,
    made_parents: Vec<Vec<u16>>,
    /// Nets done with, to be filled again.
    pool: Vec<Net>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            pending_on: Vec::with_capacity(256),
            pending_off: Vec::with_capacity(768),
            offs: Vec::with_capacity(28),
            made: Vec::with_capacity(4),
            made_parents: (0..4).map(|_| Vec::with_capacity(9)).collect(),
            pool: Vec::new(),
        }
    }
}

/// Follows `start` (on or off) from the grid `src` as SE's `doChaining` does, until
/// nothing more follows or a potential turns out both on and off.
fn chain(src: &[u16; CELLS], start: (usize, bool), mode: Mode, scratch: &mut Scratch) -> Net {
    let mut net = scratch.pool.pop().unwrap_or_else(Net::new);
    net.reset();
    // The grid as the dynamic rules see it: every "off" met so far removed.
    let mut cur = *src;
    let first = net.store(start.0, start.1, &[]);
    let Scratch {
        pending_on,
        pending_off,
        offs,
        made,
        made_parents,
        ..
    } = scratch;
    pending_on.clear();
    pending_off.clear();
    let (mut head_on, mut head_off) = (0, 0);
    if start.1 {
        pending_on.push(first);
    } else {
        pending_off.push(first);
    }
    loop {
        if head_on < pending_on.len() {
            let p = pending_on[head_on];
            head_on += 1;
            let pc = usize::from(net.nodes[usize::from(p)].cand);
            let (cell, d) = (pc / 9, pc % 9);
            // On to off: the cell's other digits, then the digit's other places in the
            // block, the row and the column (each once, the first time met).
            offs.clear();
            if mode.cells() {
                offs.extend(bits(cur[cell] & !(1 << d)).map(|x| cand(cell, x)));
            }
            // A peer in both the block and a line is met once, in the block.
            let mut met: u128 = 1 << cell;
            for u in se_units(cell) {
                for &o in &UNITS[u] {
                    let o = usize::from(o);
                    if met & (1 << o) == 0 {
                        met |= 1 << o;
                        if cur[o] & (1 << d) != 0 {
                            offs.push(cand(o, d));
                        }
                    }
                }
            }
            for &q in offs.iter() {
                if net.on[q] != NONE {
                    let off = net.node(q, &[p]);
                    net.absurd = Some((net.on[q], off));
                    return net;
                }
                if net.off[q] == NONE {
                    let n = net.store(q, false, &[p]);
                    pending_off.push(n);
                }
            }
        } else if head_off < pending_off.len() {
            let p = pending_off[head_off];
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
                made.push(cand(cell, other));
            }
            for u in se_units(cell) {
                let (mut places, mut other) = (0, cell);
                for &o in &UNITS[u] {
                    let o = usize::from(o);
                    if cur[o] & (1 << d) != 0 {
                        places += 1;
                        if o != cell {
                            other = o;
                        }
                    }
                }
                let q = cand(other, d);
                if places != 2 || other == cell || made.contains(&q) {
                    continue;
                }
                let parents = &mut made_parents[made.len()];
                parents.clear();
                parents.push(p);
                for &o in &UNITS[u] {
                    let o = usize::from(o);
                    if src[o] & (1 << d) != 0 && cur[o] & (1 << d) == 0 {
                        let h = net.off[cand(o, d)];
                        if h != NONE {
                            parents.push(h);
                        }
                    }
                }
                made.push(q);
            }
            if mode.dynamic() {
                cur[cell] &= !(1 << d);
            }
            for (k, &q) in made.iter().enumerate() {
                let parents = &made_parents[k];
                if net.off[q] != NONE {
                    let on = net.node(q, parents);
                    net.absurd = Some((on, net.off[q]));
                    return net;
                }
                if net.on[q] == NONE {
                    let n = net.store(q, true, parents);
                    pending_on.push(n);
                }
            }
        } else {
            return net;
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

/// Keeps the first of the best hints.
struct Best {
    mode: Mode,
    hint: Option<Hint>,
    seen: Seen,
}

impl Best {
    /// The most potentials a hint may rest on and still be the best: every hint of a
    /// search has the same base, so a longer one can never rank first.
    fn limit(&self) -> usize {
        self.hint.map_or(usize::MAX, |h| h.complexity)
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

/// True when the target changes the board: a digit to write with others beside it, or a
/// candidate to cross out (SE's "worth").
fn worth(b: &Board, t: Target) -> bool {
    let (cell, d) = (t.cand / 9, t.cand % 9);
    if t.on {
        b.cand[cell] & !(1 << d) != 0
    } else {
        b.cand[cell] & (1 << d) != 0
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
fn reductions(b: &Board, best: &mut Best, nets: &[&Net], kind: Kind, key: u8) {
    for on in [true, false] {
        for c in common(nets, on) {
            let target = Target { cand: c, on };
            if !worth(b, target) {
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
            if complexity <= limit {
                best.offer(kind, target, complexity, key);
            }
        }
    }
}

/// The places of digit `d` (0-8) in unit `u`, when `cell` is the first of two or more: the
/// units where SE chains the digit's places from this cell.
fn places_from(b: &Board, u: usize, cell: usize, d: usize) -> Option<Vec<usize>> {
    let places: Vec<usize> = UNITS[u]
        .iter()
        .map(|&o| usize::from(o))
        .filter(|&o| b.cand[o] & (1 << d) != 0)
        .collect();
    (places.len() >= 2 && places[0] == cell).then_some(places)
}

/// SE's `getMultipleChainsHintList` for `mode`: the easiest hint, if any.
fn find(b: &Board, mode: Mode) -> Option<Hint> {
    // SE rates the classic grid only: its cells are the board's first 81.
    let src = b.cand.first_chunk::<CELLS>()?;
    let mut best = Best {
        mode,
        hint: None,
        seen: Seen::default(),
    };
    // Each candidate taken as true is followed once, though SE follows it again for every
    // unit it chains: from its own cell, and from the first place of its digit in each of
    // its units. That first place comes first in reading order, so a net is done with
    // once its own cell is.
    let mut nets: Vec<Option<Net>> = (0..CANDS).map(|_| None).collect();
    let mut scratch = Scratch::new();
    for cell in 0..CELLS {
        let n = b.cand[cell].count_ones();
        if b.val[cell] != 0 || !(n > 2 || (n > 1 && mode.dynamic())) {
            continue;
        }
        for d in bits(b.cand[cell]) {
            let mut needed = vec![cand(cell, d)];
            if mode != Mode::Nishio {
                for u in se_units(cell) {
                    if let Some(places) = places_from(b, u, cell, d) {
                        needed.extend(places[1..].iter().map(|&o| cand(o, d)));
                    }
                }
            }
            for c in needed {
                if nets[c].is_none() {
                    nets[c] = Some(chain(src, (c, true), mode, &mut scratch));
                }
            }
        }
        let net = |c: usize| nets[c].as_ref().expect("followed above");
        for d in bits(b.cand[cell]) {
            let on_net = net(cand(cell, d));
            let contradiction = mode.dynamic();
            let double = n >= 3 && mode == Mode::Dynamic;
            if contradiction || double {
                let here = Cand::new(cell, d as u8 + 1);
                if let (true, Some((on, off))) = (contradiction, on_net.absurd) {
                    let t = Target {
                        cand: cand(cell, d),
                        on: false,
                    };
                    if worth(b, t) {
                        let c = pair(&mut best, (on_net, on), (on_net, off));
                        best.offer(Kind::Absurd(here, true), t, c, 7);
                    }
                }
                let off_net = chain(src, (cand(cell, d), false), mode, &mut scratch);
                if let (true, Some((on, off))) = (contradiction, off_net.absurd) {
                    let t = Target {
                        cand: cand(cell, d),
                        on: true,
                    };
                    if worth(b, t) {
                        let c = pair(&mut best, (&off_net, on), (&off_net, off));
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
                            if !worth(b, t) {
                                continue;
                            }
                            let k = pair(&mut best, (on_net, x), (&off_net, y));
                            best.offer(Kind::Double(here), t, k, 1);
                        }
                    }
                }
                scratch.pool.push(off_net);
            }
            if mode != Mode::Nishio {
                // SE's `doRegionChainings`: every place's net, for each unit where this
                // cell is the digit's first place.
                for u in se_units(cell) {
                    if let Some(places) = places_from(b, u, cell, d) {
                        let unit_nets: Vec<&Net> =
                            places.iter().map(|&o| net(cand(o, d))).collect();
                        reductions(b, &mut best, &unit_nets, Kind::Region(u, d as u8 + 1), 6);
                    }
                }
            }
        }
        if mode != Mode::Nishio {
            let cell_nets: Vec<&Net> = bits(b.cand[cell]).map(|d| net(cand(cell, d))).collect();
            reductions(b, &mut best, &cell_nets, Kind::Cell(cell), 5);
        }
        for d in 0..9 {
            if let Some(done) = nets[cand(cell, d)].take() {
                scratch.pool.push(done);
            }
        }
    }
    best.hint
}

/// The potentials two nodes rest on, added up (a contradiction's or a double chain's
/// length); past the best hint's, some number above it.
fn pair(best: &mut Best, (a, x): (&Net, u16), (b, y): (&Net, u16)) -> usize {
    let limit = best.limit();
    let first = a.ancestors(x, &mut best.seen, limit);
    if first > limit {
        return first;
    }
    first + b.ancestors(y, &mut best.seen, limit - first)
}

/// The step of a hint.
fn step(b: &Board, mode: Mode, h: Hint) -> Step {
    let (cell, d) = (h.target.cand / 9, h.target.cand % 9);
    let digit = d as u8 + 1;
    let fact = if h.target.on {
        say!(C(cell), " is ", D(digit))
    } else {
        say!(C(cell), " is not ", D(digit))
    };
    let (technique, lead, sources, units) = match h.kind {
        Kind::Cell(c) => (
            if mode == Mode::Static {
                Technique::CellForcingChain
            } else {
                Technique::DynamicForcingChain
            },
            say!("Whichever digit goes in ", C(c), ", "),
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
            say!("Wherever ", D(x), " goes in ", unit(u), ", "),
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
                    "If ",
                    C(usize::from(a.cell)),
                    " were ",
                    D(a.digit),
                    ", the grid would break, so "
                )
            } else {
                say!(
                    "If ",
                    C(usize::from(a.cell)),
                    " were not ",
                    D(a.digit),
                    ", the grid would break, so "
                )
            },
            vec![a],
            Vec::new(),
        ),
        Kind::Double(a) => (
            Technique::DynamicForcingChain,
            say!(
                "Whether ",
                C(usize::from(a.cell)),
                " is ",
                D(a.digit),
                " or not, "
            ),
            vec![a],
            Vec::new(),
        ),
    };
    let mut text = lead.0;
    text.extend(fact.0);
    let mut s = Step::new(technique, Text(text))
        .mark(Role::Main, sources)
        .in_units(units)
        .rated(h.difficulty);
    if h.target.on {
        s.placements.push(Cand::new(cell, digit));
    } else {
        s.eliminations.push(Cand::new(cell, digit));
    }
    s
}

/// Nishio forcing chain (7.5 and up): a digit's links alone, from one candidate, lead to a
/// contradiction.
pub(super) fn nishio(b: &Board) -> Option<Step> {
    find(b, Mode::Nishio).map(|h| step(b, Mode::Nishio, h))
}

/// Cell and region forcing chains on static links (8.0 and up), as SE finds them.
pub(super) fn multiple(b: &Board) -> Option<Step> {
    find(b, Mode::Static).map(|h| step(b, Mode::Static, h))
}

/// Dynamic forcing chains (8.5 and up), as SE finds them.
pub(super) fn dynamic(b: &Board) -> Option<Step> {
    find(b, Mode::Dynamic).map(|h| step(b, Mode::Dynamic, h))
}

#[cfg(test)]
mod tests {
    use super::super::{rate, Technique};
    use crate::Grid;

    /// Puzzles of `tests/data/se_ratings.tsv` whose hardest step in Sudoku Explainer
    /// 1.2.1.3 is one of these chains, with SE's rating and the technique named here.
    const SE: [(&str, u16, Technique); 6] = [
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
            &src,
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
