//! Sudoku Explainer's single chains and cycles (its "forcing chains" from 6.6 and
//! "bidirectional cycles" from 6.5), found and rated the way SE 1.2.1.3 finds them, for the
//! path that gives the SE number; a person's path has the named patterns, X-chains and
//! AICs of `single_digit.rs` and `chains.rs` instead.
//!
//! SE runs three searches on static links: one digit's links only (X), two-candidate cells
//! only (Y), then both. From each candidate taken as true it follows the links breadth
//! first; a chain that comes back to the candidate is a *cycle*, and one that proves the
//! candidate false (or, started from it taken as false, true) a *forcing chain*. A chain's
//! length is the number of distinct candidates on it, as SE counts them.
//!
//! SE's nested chains (level 2 and up, `se_chains.rs`) run these searches again on the
//! grid as an assumption left it and take every hint, not only the best ([`all_chains`]):
//! each link then keeps its cause (its cell or its unit), so that the outer chain knows
//! which of its eliminations a hint rests on.

use super::board::{bits, Board, UNIT_CELLS};
use super::se_chains::{cand, cells_of, print, se_units, Inner, CELL_CAUSE, NO_CAUSE};
use super::se_reach::Reach;
use super::step::{Cand, Role, Step, Text, C, D};
use super::technique::{se_sum, Difficulty, Technique};
use crate::grid::{CELLS, PEERS, UNITS};
use crate::say;

/// A potential reached: a candidate on or off, the one it follows from, and the link
/// that made it (a unit, [`CELL_CAUSE`], or [`NO_CAUSE`] for the assumption), which a
/// nested chain needs to know what the chain rests on.
#[derive(Clone, Copy, Debug)]
struct Node {
    cand: u16,
    on: bool,
    cause: u8,
    parent: u32,
}

/// No parent: the search's own assumption.
const ROOT: u32 = u32::MAX;

/// The tree of one search: every node keeps its first parent, as SE's do.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    fn push(&mut self, (cand, cause): (usize, u8), on: bool, parent: u32) -> u32 {
        self.nodes.push(Node {
            cand: cand as u16,
            on,
            cause,
            parent,
        });
        (self.nodes.len() - 1) as u32
    }

    fn node(&self, n: u32) -> Node {
        self.nodes[n as usize]
    }

    /// The nodes from `n` up to the root, `n` first.
    fn path(&self, mut n: u32) -> Vec<Node> {
        let mut out = Vec::new();
        while n != ROOT {
            let node = self.node(n);
            out.push(node);
            n = node.parent;
        }
        out
    }

    /// SE's ancestor count: the distinct potentials from `n` up to the root.
    fn length(&self, n: u32) -> usize {
        let path = self.path(n);
        let mut seen: Vec<(u16, bool)> = Vec::with_capacity(path.len());
        for node in path {
            if !seen.contains(&(node.cand, node.on)) {
                seen.push((node.cand, node.on));
            }
        }
        seen.len()
    }
}

/// Which links a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Links {
    /// Inside two-candidate cells.
    y: bool,
    /// Between a digit's two places in a unit.
    x: bool,
}

/// The grid's links, worked out once for the many searches of a step.
struct Graph<'a> {
    cand: &'a [u16; CELLS],
    /// Each candidate's other places in its block, row and column, in SE's order, each
    /// once, with the unit that met it first: `peers[from[c] as usize..from[c + 1] as
    /// usize]`.
    peers: Vec<(u16, u8)>,
    from: Vec<u32>,
    /// Each candidate's strong links in units: the digit's other place in a block, row or
    /// column where it has two, in SE's order, each once, with its unit.
    strong: Vec<[(u16, u8); 3]>,
    strong_len: Vec<u8>,
}

impl<'a> Graph<'a> {
    fn new(grid: &'a [u16; CELLS]) -> Graph<'a> {
        let mut g = Graph {
            cand: grid,
            peers: Vec::with_capacity(CELLS * 9 * 8),
            from: Vec::with_capacity(CELLS * 9 + 1),
            strong: vec![[(0, 0); 3]; CELLS * 9],
            strong_len: vec![0; CELLS * 9],
        };
        // Each digit's cells, as sets.
        let mut digit: [u128; 9] = [0; 9];
        for (cell, &m) in grid.iter().enumerate() {
            for d in bits(m) {
                digit[d] |= 1 << cell;
            }
        }
        for (cell, &m) in grid.iter().enumerate() {
            for (d, &places) in digit.iter().enumerate() {
                let c = cand(cell, d);
                g.from.push(g.peers.len() as u32);
                if m & (1 << d) == 0 {
                    continue;
                }
                // A peer in both the block and a line is met once, in the block.
                let mut met: u128 = 1 << cell;
                for u in se_units(cell) {
                    let here = places & UNIT_CELLS[u];
                    g.peers
                        .extend(cells_of(here & !met).map(|o| (cand(o, d) as u16, u as u8)));
                    met |= here;
                    if here.count_ones() == 2 {
                        let other = (here & !(1 << cell)).trailing_zeros() as usize;
                        let q = cand(other, d) as u16;
                        let n = usize::from(g.strong_len[c]);
                        if !g.strong[c][..n].iter().any(|s| s.0 == q) {
                            g.strong[c][n] = (q, u as u8);
                            g.strong_len[c] += 1;
                        }
                    }
                }
            }
        }
        g.from.push(g.peers.len() as u32);
        g
    }

    /// Follows links from every potential in `queue` until nothing new is reached,
    /// marking each potential met (`marks` says which are already known).
    fn spread(&self, links: Links, marks: &mut Marks, queue: &mut Vec<(usize, bool)>) {
        let mut next = Vec::new();
        while let Some((c, on)) = queue.pop() {
            if on {
                self.on_to_off(c, links, &mut next);
            } else {
                self.off_to_on(c, links, &mut next);
            }
            for &(q, _) in &next {
                if marks.mark(q, !on) {
                    queue.push((q, !on));
                }
            }
        }
    }

    /// On to off, in SE's order: the cell's other digits (with Y links), then the digit's
    /// other places in the block, the row and the column; each with its cause.
    fn on_to_off(&self, c: usize, links: Links, out: &mut Vec<(usize, u8)>) {
        let (cell, d) = (c / 9, c % 9);
        out.clear();
        if links.y {
            out.extend(bits(self.cand[cell] & !(1 << d)).map(|x| (cand(cell, x), CELL_CAUSE)));
        }
        let peers = &self.peers[self.from[c] as usize..self.from[c + 1] as usize];
        out.extend(peers.iter().map(|&(q, u)| (usize::from(q), u)));
    }

    /// True when `c` taken as false leads somewhere (with `links`): a search need not
    /// keep an "off" potential that does not, unless it ends a chain.
    #[inline]
    fn leads(&self, c: usize, links: Links) -> bool {
        links.y && self.cand[c / 9].count_ones() == 2 || links.x && self.strong_len[c] > 0
    }

    /// Off to on, in SE's order: a two-candidate cell's other digit (with Y links), then
    /// the digit's other place in a block, row or column where it has two (with X links);
    /// each with its cause.
    fn off_to_on(&self, c: usize, links: Links, out: &mut Vec<(usize, u8)>) {
        let (cell, d) = (c / 9, c % 9);
        out.clear();
        if links.y && self.cand[cell].count_ones() == 2 {
            let other = (self.cand[cell] & !(1 << d)).trailing_zeros() as usize;
            out.push((cand(cell, other), CELL_CAUSE));
        }
        if links.x {
            let n = usize::from(self.strong_len[c]);
            out.extend(
                self.strong[c][..n]
                    .iter()
                    .map(|&(q, u)| (usize::from(q), u)),
            );
        }
    }
}

/// Marks of the potentials a search has queued, cleared by a new stamp.
struct Marks {
    on: Vec<u32>,
    off: Vec<u32>,
    stamp: u32,
}

impl Marks {
    fn new() -> Marks {
        Marks {
            on: vec![0; CELLS * 9],
            off: vec![0; CELLS * 9],
            stamp: 0,
        }
    }

    fn next(&mut self) {
        self.stamp += 1;
    }

    /// Marks (c, on); false when it was marked already.
    fn mark(&mut self, c: usize, on: bool) -> bool {
        let m = if on {
            &mut self.on[c]
        } else {
            &mut self.off[c]
        };
        std::mem::replace(m, self.stamp) != self.stamp
    }

    /// True when (c, on) is marked.
    fn marked(&self, c: usize, on: bool) -> bool {
        (if on { &self.on } else { &self.off })[c] == self.stamp
    }
}

/// The room the searches from one candidate work in, kept from one to the next.
#[derive(Default)]
struct Room {
    pending_on: Vec<u32>,
    pending_off: Vec<u32>,
    next: Vec<(usize, u8)>,
    /// The cycles found, then the forcing chains found (their last nodes).
    found: Vec<u32>,
    chains: Vec<u32>,
    /// The "off" potentials on the path of the node being followed, marked with `stamp`.
    above: Vec<u32>,
    stamp: u32,
}

/// SE's `doCycles` from the candidate `source` taken as true: the nodes that come back to
/// it, into `room.found`.
fn cycles(
    g: &Graph<'_>,
    (source, links, bound): (usize, Links, Option<Rank>),
    (tree, marks): (&mut Tree, &mut Marks),
    room: &mut Room,
) {
    let Room {
        pending_on,
        pending_off,
        next,
        found,
        above,
        stamp,
        ..
    } = room;
    if above.is_empty() {
        above.resize(CELLS * 9, 0);
    }
    found.clear();
    pending_on.clear();
    pending_off.clear();
    marks.next();
    marks.mark(source, true);
    let root = tree.push((source, NO_CAUSE), true, ROOT);
    pending_on.push(root);
    let mut length = 0;
    let (base, key) = kind(links, true);
    while !pending_on.is_empty() || !pending_off.is_empty() {
        // A cycle closes on an "on" potential, two links on, and has four at least.
        if beyond(bound, base, (length + 2).max(4), key) {
            return;
        }
        length += 1;
        for p in pending_on.drain(..) {
            g.on_to_off(usize::from(tree.node(p).cand), links, next);
            // SE's `isParent`: a potential already on the path is not followed again. The
            // path's "off" potentials are marked once for all the links of `p`.
            *stamp = stamp.wrapping_add(1);
            if *stamp == 0 {
                above.fill(0);
                *stamp = 1;
            }
            let mut x = p;
            while x != ROOT {
                let node = tree.node(x);
                if !node.on {
                    above[usize::from(node.cand)] = *stamp;
                }
                x = node.parent;
            }
            for &q in next.iter() {
                if above[q.0] != *stamp && g.leads(q.0, links) {
                    let n = tree.push(q, false, p);
                    pending_off.push(n);
                }
            }
        }
        length += 1;
        for p in pending_off.drain(..) {
            g.off_to_on(usize::from(tree.node(p).cand), links, next);
            // A node is kept only when it closes a cycle or goes on.
            for &q in next.iter() {
                let closes = length >= 4 && q.0 == source;
                let new = marks.mark(q.0, true);
                if closes || new {
                    let n = tree.push(q, true, p);
                    if closes {
                        found.push(n);
                    }
                    if new {
                        pending_on.push(n);
                    }
                }
            }
        }
    }
}

/// SE's `doForcingChains` from `source` (a candidate, on or off): the first node that
/// reaches its opposite, appended to `chains` unless an equal potential is there already
/// (SE keeps one chain a potential, the first found; every end here is the same one).
fn forcing(
    g: &Graph<'_>,
    (source, links, bound): ((usize, bool), Links, Option<Rank>),
    (tree, marks): (&mut Tree, &mut Marks),
    room: &mut Room,
) {
    let Room {
        pending_on,
        pending_off,
        next,
        chains,
        ..
    } = room;
    pending_on.clear();
    pending_off.clear();
    marks.next();
    let root = tree.push((source.0, NO_CAUSE), source.1, ROOT);
    marks.mark(source.0, source.1);
    if source.1 {
        pending_on.push(root);
    } else {
        pending_off.push(root);
    }
    let add = |tree: &Tree, chains: &mut Vec<u32>, n: u32| {
        let node = tree.node(n);
        let same = |&m: &u32| {
            let other = tree.node(m);
            other.cand == node.cand && other.on == node.on
        };
        if !chains.iter().any(same) {
            chains.push(n);
        }
    };
    // How many links the nodes waiting in each queue are from the source: a chain ending
    // one link on has that many plus two potentials.
    let (base, key) = kind(links, false);
    let (mut depth_on, mut depth_off) = (0, 0);
    while !pending_on.is_empty() || !pending_off.is_empty() {
        if !pending_on.is_empty() {
            if beyond(bound, base, depth_on + 2, key) {
                return;
            }
            depth_off = depth_on + 1;
        }
        for p in pending_on.drain(..) {
            g.on_to_off(usize::from(tree.node(p).cand), links, next);
            // A node is kept only when it ends a chain or goes on. SE also asks that the
            // potential not be an ancestor of `p`, but every ancestor is marked.
            let both = Links {
                y: links.y,
                x: true,
            };
            for &q in next.iter() {
                let ends = source == (q.0, true);
                let new = !marks.marked(q.0, false) && g.leads(q.0, both);
                if ends || new {
                    let n = tree.push(q, false, p);
                    if ends {
                        // Every end is the source's opposite, and only the first is kept:
                        // the search is done.
                        add(tree, chains, n);
                        return;
                    }
                    if new {
                        marks.mark(q.0, false);
                        pending_off.push(n);
                    }
                }
            }
        }
        if !pending_off.is_empty() {
            if beyond(bound, base, depth_off + 2, key) {
                return;
            }
            depth_on = depth_off + 1;
        }
        for p in pending_off.drain(..) {
            let both = Links {
                y: links.y,
                x: true,
            };
            g.off_to_on(usize::from(tree.node(p).cand), both, next);
            for &q in next.iter() {
                let ends = source == (q.0, false);
                let new = marks.mark(q.0, true);
                if ends || new {
                    let n = tree.push(q, true, p);
                    if ends {
                        // Every end is the source's opposite, and only the first is kept:
                        // the search is done.
                        add(tree, chains, n);
                        return;
                    }
                    if new {
                        pending_on.push(n);
                    }
                }
            }
        }
    }
}

/// A chain or cycle SE would give, with what it removes.
struct Hint {
    difficulty: Difficulty,
    /// The rating as SE's double, which SE sorts by.
    exact: f64,
    length: usize,
    key: u8,
    links: Links,
    cycle: bool,
    /// The candidate the search started from.
    source: Cand,
    removes: Vec<Cand>,
    /// The potentials on the chain, from its end back to the assumption.
    path: Vec<Node>,
}

/// SE's base difficulty of a cycle or a forcing chain with `links`, and its kind's
/// place in SE's order.
fn kind(links: Links, cycle: bool) -> (u16, u8) {
    match (links.y, links.x, cycle) {
        (true, true, _) => (70, 4),
        (true, false, true) => (65, 3),
        (true, false, false) => (66, 3),
        (false, _, true) => (65, 2),
        (false, _, false) => (66, 2),
    }
}

/// SE's order of hints: its double rating (positive doubles order as their bits), then
/// the length, then the kind.
type Rank = (u64, usize, u8);

impl Hint {
    fn rank(&self) -> Rank {
        (self.exact.to_bits(), self.length, self.key)
    }
}

/// The rank of a chain or cycle of `length` potentials on `base` (SE's difficulty grows
/// with the length).
fn rank_of(base: u16, length: usize, key: u8) -> Rank {
    let difficulty = Difficulty(base).with_length(length.saturating_sub(2));
    (se_sum(base, difficulty.0 - base).to_bits(), length, key)
}

/// True when no hint of `length` potentials or more, on `base`, can rank before `bound`:
/// the search for the best hint need not go that deep, for a later hint replaces the
/// one kept only when it ranks strictly before it, and the rank only grows with the
/// length.
fn beyond(bound: Option<Rank>, base: u16, length: usize, key: u8) -> bool {
    bound.is_some_and(|b| rank_of(base, length, key) >= b)
}

/// What a cycle removes: a digit from the cells that see one of its "on" places and one
/// of its "off" places, outside the cycle (SE's `createCycleHint`).
fn cycle_removals(grid: &[u16; CELLS], path: &[Node]) -> Vec<Cand> {
    // `path` runs from the end back to the start, which is the same candidate.
    let body = &path[..path.len() - 1];
    let cells: Vec<usize> = body.iter().map(|n| usize::from(n.cand) / 9).collect();
    let (mut forward, mut back) = (Vec::new(), Vec::new());
    for n in body {
        let (cell, d) = (usize::from(n.cand) / 9, usize::from(n.cand) % 9);
        for &o in &PEERS[cell] {
            let o = usize::from(o);
            if !cells.contains(&o) && grid[o] & (1 << d) != 0 {
                let c = Cand::new(o, d as u8 + 1);
                if n.on {
                    forward.push(c);
                } else {
                    back.push(c);
                }
            }
        }
    }
    let mut out: Vec<Cand> = forward.into_iter().filter(|c| back.contains(c)).collect();
    out.sort();
    out.dedup();
    out
}

/// The candidates whose searches on `g` (with `links`) can meet a potential whose links
/// differ from those it has in `src`: the others' searches run as they do in `src`.
///
/// Links are symmetric (a weak link joins two candidates either way, so does a strong
/// one), so a potential reaches one of those iff that one, flipped, reaches it flipped:
/// one search forward from all of them, both ways, finds them all.
fn reaching(g: &Graph<'_>, src: &[u16; CELLS], links: Links) -> Vec<bool> {
    let cur = g.cand;
    // The digits whose places changed in each unit.
    let moved: Vec<u16> = UNITS
        .iter()
        .map(|u| {
            u.iter()
                .fold(0, |m, &o| m | (src[usize::from(o)] ^ cur[usize::from(o)]))
        })
        .collect();
    let mut marks = Marks::new();
    marks.next();
    let mut queue: Vec<(usize, bool)> = Vec::new();
    for cell in 0..CELLS {
        for d in bits(cur[cell]) {
            let differs = links.y && cur[cell] != src[cell]
                || se_units(cell).iter().any(|&u| moved[u] & (1 << d) != 0);
            if differs {
                for on in [true, false] {
                    marks.mark(cand(cell, d), on);
                    queue.push((cand(cell, d), on));
                }
            }
        }
    }
    g.spread(links, &mut marks, &mut queue);
    (0..CELLS * 9)
        .map(|c| marks.marked(c, true) || marks.marked(c, false))
        .collect()
}

/// The potentials a forcing chain on `g` (with `links`, X links among them) can reach from
/// the "on" end of a strong link that `src` lacks, marked: the only forcing chains of `g`
/// that `src` lacks start from a candidate whose opposite is marked.
///
/// A forcing chain from a potential `p` to its opposite is a path of links, found
/// whenever there is one (its search marks every potential it meets, nothing else stops
/// it). `g` has no link `src` lacks but its new strong links (a cell or a unit down to
/// two places), so a chain `src` lacks goes through one, from the "off" end of one of its
/// candidates `a`: `p` reaches "`a` off". Links are symmetric (each taken backwards
/// between the opposites), so that holds iff "`a` on" reaches the opposite of `p`.
fn forcible(g: &Graph<'_>, src: &[u16; CELLS], links: Links) -> Marks {
    let cur = g.cand;
    let mut marks = Marks::new();
    marks.next();
    let mut queue: Vec<(usize, bool)> = Vec::new();
    let start = |c: usize, marks: &mut Marks, queue: &mut Vec<(usize, bool)>| {
        if marks.mark(c, true) {
            queue.push((c, true));
        }
    };
    if links.y {
        for cell in 0..CELLS {
            if cur[cell].count_ones() == 2 && src[cell].count_ones() > 2 {
                for d in bits(cur[cell]) {
                    start(cand(cell, d), &mut marks, &mut queue);
                }
            }
        }
    }
    for unit in &UNITS {
        for d in 0..9 {
            let (mut now, mut before) = (0, 0);
            for &o in unit {
                now += usize::from(cur[usize::from(o)] & (1 << d) != 0);
                before += usize::from(src[usize::from(o)] & (1 << d) != 0);
            }
            if now == 2 && before > 2 {
                for &o in unit {
                    if cur[usize::from(o)] & (1 << d) != 0 {
                        start(cand(usize::from(o), d), &mut marks, &mut queue);
                    }
                }
            }
        }
    }
    g.spread(links, &mut marks, &mut queue);
    marks
}

/// Every hint of SE's three unary searches on `grid`, in the order found. Given `src`, a
/// grid where these searches found nothing, a search that runs as it does there is left
/// out, for it would find nothing again. `offer` takes each hint and answers the rank
/// from which on no hint is wanted any more, if there is one: the searches stop short of
/// the chains that long.
fn search(
    grid: &[u16; CELLS],
    src: Option<&[u16; CELLS]>,
    offer: &mut impl FnMut(Hint) -> Option<Rank>,
) {
    let g = Graph::new(grid);
    let mut marks = Marks::new();
    let mut tree = Tree {
        nodes: Vec::with_capacity(4096),
    };
    let mut room = Room::default();
    let mut bound = None;
    for links in [
        Links { y: false, x: true },
        Links { y: true, x: false },
        Links { y: true, x: true },
    ] {
        let (cycle_base, key) = kind(links, true);
        let (chain_base, _) = kind(links, false);
        // The shortest cycle has four potentials, the shortest chain two.
        if beyond(bound, cycle_base, 4, key) && beyond(bound, chain_base, 2, key) {
            continue;
        }
        let relevant = src.map(|src| reaching(&g, src, links));
        let forcible = src.filter(|_| links.x).map(|src| forcible(&g, src, links));
        // A forcing chain from `(c, on)` is looked for unless `forcible` says there is none.
        // A forcing search marks every potential it meets and stops at nothing else: it
        // finds a chain exactly when the opposite is reachable, which is rare.
        let reach = links.x.then(|| Reach::new(grid, links.y));
        let chained = |c: usize, on: bool| {
            reach.as_ref().is_some_and(|r| r.reaches((c, on), (c, !on)))
                && forcible.as_ref().is_none_or(|f| f.marked(c, !on))
        };
        for cell in 0..CELLS {
            let n = grid[cell].count_ones();
            if n < 2 {
                continue;
            }
            for d in bits(grid[cell]) {
                // Y-cycles can only start in a cell with two candidates.
                if n > 2 && !links.x || relevant.as_ref().is_some_and(|r| !r[cand(cell, d)]) {
                    continue;
                }
                let source = cand(cell, d);
                tree.nodes.clear();
                // A cycle comes back to its start through a link from the start's "off"
                // end: without one (with `links`), the search would find no cycle.
                if g.leads(source, links) {
                    let searched = (&mut tree, &mut marks);
                    cycles(&g, (source, links, bound), searched, &mut room);
                } else {
                    room.found.clear();
                }
                room.chains.clear();
                if links.x {
                    for on in [true, false] {
                        if chained(source, on) {
                            let searched = (&mut tree, &mut marks);
                            forcing(&g, ((source, on), links, bound), searched, &mut room);
                        }
                    }
                }
                let start = Cand::new(cell, d as u8 + 1);
                for &end in &room.found {
                    let path = tree.path(end);
                    let removes = cycle_removals(grid, &path);
                    if removes.is_empty() {
                        continue;
                    }
                    let length = tree.length(end);
                    let base = Difficulty(cycle_base);
                    let difficulty = base.with_length(length.saturating_sub(2));
                    bound = offer(Hint {
                        difficulty,
                        exact: se_sum(base.0, difficulty.0 - base.0),
                        length,
                        key,
                        links,
                        cycle: true,
                        source: start,
                        removes,
                        path,
                    });
                }
                for &end in &room.chains {
                    let target = tree.node(end);
                    let (tc, td) = (usize::from(target.cand) / 9, usize::from(target.cand) % 9);
                    let removes: Vec<Cand> = if target.on {
                        bits(grid[tc] & !(1 << td))
                            .map(|x| Cand::new(tc, x as u8 + 1))
                            .collect()
                    } else {
                        vec![Cand::new(tc, td as u8 + 1)]
                    };
                    if removes.is_empty() {
                        continue;
                    }
                    let length = tree.length(end);
                    let base = Difficulty(chain_base);
                    let difficulty = base.with_length(length.saturating_sub(2));
                    bound = offer(Hint {
                        difficulty,
                        exact: se_sum(base.0, difficulty.0 - base.0),
                        length,
                        key,
                        links,
                        cycle: false,
                        source: start,
                        removes,
                        path: tree.path(end),
                    });
                }
            }
        }
    }
}

/// The easiest hint of SE's three unary searches, by SE's order (the first of the best).
fn find(b: &Board) -> Option<Hint> {
    // SE rates the classic grid only: its cells are the board's first 81.
    let grid = b.cand.first_chunk::<CELLS>()?;
    let mut best: Option<Hint> = None;
    search(grid, None, &mut |h: Hint| {
        if best.as_ref().is_none_or(|x| h.rank() < x.rank()) {
            best = Some(h);
        }
        best.as_ref().map(Hint::rank)
    });
    best
}

/// Every hint SE's unary chaining rule gives on `grid`, as a nested chain uses them
/// (`Chaining.getHintList` at level 2): sorted by rating, length and kind, the first of
/// those that remove the same candidates kept. Each carries the potentials a nested
/// chain asks its rule parents of: a forcing chain's "on" potentials, and every potential
/// of a cycle, which SE also follows reversed, its "off" potentials turned on.
///
/// `src` is the grid the nested chain started from, where this search found nothing
/// (SE's path tries it first): a search that never meets what the chain changed runs as
/// it does there, so it is left out, for it would find nothing again.
pub(super) fn all_chains(src: &[u16; CELLS], grid: &[u16; CELLS]) -> Vec<Inner> {
    let mut hints = Vec::new();
    search(grid, Some(src), &mut |h: Hint| {
        hints.push(h);
        None
    });
    // A stable sort keeps the order found among equals, as SE's does.
    hints.sort_by_key(Hint::rank);
    let mut out: Vec<Inner> = Vec::with_capacity(hints.len());
    for h in hints {
        let removes: Vec<usize> = h
            .removes
            .iter()
            .map(|c| cand(usize::from(c.cell), usize::from(c.digit - 1)))
            .collect();
        if out.iter().any(|x| x.removes == removes) {
            continue;
        }
        let ons = h
            .path
            .iter()
            .filter(|n| n.cause != NO_CAUSE && (n.on || h.cycle))
            .map(|n| (n.cand, n.cause))
            .collect();
        let flag = [(u16::from(h.cycle), false)];
        let seq = flag
            .into_iter()
            .chain(h.path.iter().map(|n| (n.cand, n.on)));
        out.push(Inner {
            rank: h.rank(),
            complexity: h.length,
            removes,
            ons,
            print: print(seq),
        });
    }
    out
}

/// SE's forcing chains and cycles (6.5 and up): the easiest, as SE ranks them.
pub(super) fn unary(b: &Board) -> Option<Step> {
    let h = find(b)?;
    let technique = if h.links.y {
        Technique::Aic
    } else {
        Technique::XChain
    };
    let s = h.source;
    let (cell, digit) = (C(usize::from(s.cell)), D(s.digit));
    let text = if h.cycle {
        say!("step-se-cycle", cell = cell, digit = digit)
    } else if h.removes.len() == 1 && h.removes[0] == s {
        say!("step-se-chain-false", cell = cell, digit = digit)
    } else {
        say!("step-se-chain-true", cell = cell, digit = digit)
    };
    let mut others: Vec<Cand> = h
        .path
        .iter()
        .map(|n| Cand::new(usize::from(n.cand) / 9, (usize::from(n.cand) % 9) as u8 + 1))
        .collect();
    others.sort();
    others.dedup();
    others.retain(|c| *c != s && b.cand[usize::from(c.cell)] & (1 << (c.digit - 1)) != 0);
    let name = se_name(&h);
    Some(
        Step::new(technique, Text(text.0))
            .mark(Role::Main, [s])
            .mark(Role::Other, others)
            .removing(h.removes)
            .rated(h.difficulty)
            .se_exactly(h.exact)
            .se_named(name),
    )
}

/// SE's name for a chain or cycle (`CycleHint` and `ForcingChainHint`): by the links it
/// uses; a cycle of one digit over four cells is its "Generalized X-Wing", and a chain of
/// one digit over six potentials its "Turbot Fish".
fn se_name(h: &Hint) -> &'static str {
    match (h.cycle, h.links.x, h.links.y) {
        (true, true, true) => "Bidirectional Cycle",
        (true, false, _) => "Bidirectional Y-Cycle",
        (true, true, false) => {
            let mut cells: Vec<u16> = h.path.iter().map(|n| n.cand / 9).collect();
            cells.sort_unstable();
            cells.dedup();
            if cells.len() == 4 {
                "Generalized X-Wing"
            } else {
                "Bidirectional X-Cycle"
            }
        }
        (false, true, true) => "Forcing Chain",
        (false, false, _) => "Forcing Y-Chain",
        (false, true, false) if h.length == 6 => "Turbot Fish",
        (false, true, false) => "Forcing X-Chain",
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::sample;
    use super::super::{explain, rate, Board, Technique};
    use super::*;
    use crate::Grid;

    /// Grids a solve of hard puzzles passes through: candidates as chains meet them.
    fn grids() -> Vec<[u16; CELLS]> {
        let mut out = Vec::new();
        for g in sample("puzzles6_forum_hardest_1106").iter().step_by(150) {
            let e = explain(g);
            let mut b = Board::new(g).unwrap();
            for (k, step) in e.steps.iter().enumerate() {
                if k % 6 == 0 {
                    out.push(*b.cand.first_chunk::<CELLS>().unwrap());
                }
                b.apply(step);
            }
        }
        out
    }

    /// The reach of a potential holds its opposite exactly where a forcing search ends,
    /// for both kinds of links that have forcing chains, on every candidate of every grid.
    #[test]
    fn a_forcing_search_ends_where_the_opposite_is_reached() {
        let (mut searched, mut ending) = (0, 0);
        for grid in grids() {
            let g = Graph::new(&grid);
            let (mut tree, mut marks) = (Tree { nodes: Vec::new() }, Marks::new());
            let mut room = Room::default();
            for links in [Links { y: false, x: true }, Links { y: true, x: true }] {
                let reach = Reach::new(&grid, links.y);
                for c in (0..CELLS * 9).filter(|&c| grid[c / 9] & 1 << (c % 9) != 0) {
                    for on in [false, true] {
                        room.chains.clear();
                        let searched_in = (&mut tree, &mut marks);
                        forcing(&g, ((c, on), links, None), searched_in, &mut room);
                        let ends = !room.chains.is_empty();
                        assert_eq!(reach.reaches((c, on), (c, !on)), ends, "{c} {on}");
                        searched += 1;
                        ending += usize::from(ends);
                    }
                }
            }
        }
        println!("{searched} searches, {ending} ending");
        assert!(searched > 10_000 && ending > 50, "{searched} {ending}");
    }

    /// Searching with the best hint so far as a bound finds the same hint as ranking
    /// every hint there is.
    #[test]
    fn the_bound_keeps_the_best_hint() {
        let mut found = 0;
        for grid in grids() {
            let mut all = Vec::new();
            search(&grid, None, &mut |h: Hint| {
                all.push(h);
                None
            });
            let mut best: Option<Hint> = None;
            for h in all {
                if best.as_ref().is_none_or(|x| h.rank() < x.rank()) {
                    best = Some(h);
                }
            }
            let mut b = Board::new(&Grid::empty()).unwrap();
            b.cand[..CELLS].copy_from_slice(&grid);
            let got = find(&b);
            let key = |h: &Hint| (h.rank(), h.source, h.removes.clone(), h.cycle);
            assert_eq!(got.as_ref().map(key), best.as_ref().map(key));
            found += usize::from(got.is_some());
        }
        assert!(found > 20, "{found}");
    }

    /// Puzzles of `tests/data/se_ratings.tsv` whose hardest step in Sudoku Explainer
    /// 1.2.1.3 is one of its single chains or cycles, with SE's rating and the technique
    /// that names it here.
    const SE: [(&str, u16, Technique, &str); 4] = [
        (
            "........929......6..8..4.....19.....4.7.5.3..6..73...8.6....5......71...8.......3",
            66,
            Technique::XChain,
            "turbot fish",
        ),
        (
            "..8...4..26.31.5....1....9.1....52..5.9.3.......8.........5....6.3..29.8........6",
            67,
            Technique::Aic,
            "bidirectional Y-cycle",
        ),
        (
            "...3..5..31.284......71....4..1...26..7.6..8.1....24..2.....84...........4...7.53",
            72,
            Technique::Aic,
            "bidirectional cycle",
        ),
        (
            ".........3...15...5.4....67...3.24..75..461..4...7..56.9.2.8..32.7..4............",
            72,
            Technique::Aic,
            "forcing chain",
        ),
    ];

    #[test]
    fn chains_and_cycles_rate_as_sudoku_explainer_rates_them() {
        for (puzzle, er, technique, se_name) in SE {
            let r = rate(&puzzle.parse::<Grid>().unwrap());
            assert_eq!(
                (r.score.0, r.hardest),
                (er, technique),
                "{se_name}: {puzzle}"
            );
        }
    }
}
