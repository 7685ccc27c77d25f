//! Chains of two-candidate cells: W-wing, remote pairs and XY-chains. In a cell with two
//! candidates, "not one" means "the other", which lets a chain pass from cell to cell.

use super::board::{bits, cells_in, digit, ix, Board, CellSet, Geometry, Mask, Space};
use super::step::{cells_of, Cand, Cs, Ds, Piece, Role, Step, C, D, N};
use super::technique::Technique;
use crate::say;

/// The longest XY-chain looked for, in cells.
const MAX_CHAIN: usize = 12;

/// Cells that see both `a` and `b` (neither of them).
fn seeing_both<S: Space>(g: &Geometry<S>, a: usize, z: usize) -> impl Iterator<Item = usize> + '_ {
    g.peers[a]
        .iter()
        .map(|&t| ix(t))
        .filter(move |&t| g.sees(t, z))
}

/// W-wing: cells p and q hold only x and y and do not see each other; y has two places
/// in a unit, one seeing p and the other q. If p is not x it is y, so y leaves the place
/// p sees and goes in the other, which sees q, so q is not y and is x: one of them is x,
/// and x goes from every cell that sees both. Rated 6.6 plus the extra of a chain of 6 links (6.7).
pub(super) fn w_wing<S: Space>(b: &Board<S>) -> Option<Step> {
    let zero = S::Mask::ZERO;
    let mut pos = vec![S::per_digit(zero); b.geo.units.len()];
    let mut computed = false;
    let cells = b.geo.cells;
    for p in 0..cells {
        let pair = b.cand[p];
        if pair.count_ones() != 2 {
            continue;
        }
        for q in p + 1..cells {
            if b.cand[q] != pair || b.geo.sees(p, q) {
                continue;
            }
            for x in bits(pair) {
                let xbit = S::Mask::ONE << x;
                if !seeing_both(&b.geo, p, q).any(|t| b.cand[t] & xbit != zero) {
                    continue;
                }
                if !computed {
                    for (u, row) in pos.iter_mut().enumerate() {
                        *row = b.positions(u);
                    }
                    computed = true;
                }
                let ybit = pair & !xbit;
                let y = ybit.trailing_zeros() as usize;
                for (u, row) in pos.iter().enumerate() {
                    if row[y].count_ones() != 2 {
                        continue;
                    }
                    let mut it = bits(row[y]).map(|k| ix(b.geo.units[u][k]));
                    let (a, c) = (it.next()?, it.next()?);
                    let link = if b.geo.sees(a, p) && b.geo.sees(c, q) {
                        (a, c)
                    } else if b.geo.sees(c, p) && b.geo.sees(a, q) {
                        (c, a)
                    } else {
                        continue;
                    };
                    return Some(w_step(b, p, q, x, y, link, u));
                }
            }
        }
    }
    None
}

fn w_step<S: Space>(
    b: &Board<S>,
    p: usize,
    q: usize,
    x: usize,
    y: usize,
    link: (usize, usize),
    u: usize,
) -> Step {
    let (xd, yd) = (x as u8 + 1, y as u8 + 1);
    let (a, c) = link;
    let gone = b.present(seeing_both(&b.geo, p, q), S::Mask::ONE << x);
    let cleared = cells_of(&gone);
    let text = say!(
        "step-w-wing",
        first = C(p),
        x = D(xd),
        y = D(yd),
        link_start = C(a),
        link_end = C(c),
        unit = b.geo.unit(u),
        second = C(q),
        count = N(cleared.len()),
        gone = Cs(cleared)
    );
    Step::new(Technique::WWing, text)
        .mark(Role::Main, b.present([p, q], S::Mask::ONE << x))
        .mark(Role::Other, b.present([p, a, c, q], S::Mask::ONE << y))
        .in_units([b.geo.unit(u)])
        .removing(gone)
        .rated(Technique::WWing.difficulty().with_length(6))
}

/// Breadth-first search from `start` over cells with candidates exactly `pair`, each
/// seeing the last: `dist` and `parent` per cell (`u16::MAX` when unreached).
fn pair_bfs<S: Space>(
    b: &Board<S>,
    start: usize,
    pair: S::Mask,
    dist: &mut S::Arr<u16>,
    parent: &mut S::Arr<u16>,
) {
    dist.as_mut().fill(u16::MAX);
    dist[start] = 0;
    let mut queue = S::arr(0u16);
    let (mut head, mut tail) = (0, 1);
    queue[0] = start as u16;
    while head < tail {
        let c = usize::from(queue[head]);
        head += 1;
        for &n in &b.geo.peers[c] {
            let n = ix(n);
            if b.cand[n] == pair && dist[n] == u16::MAX {
                dist[n] = dist[c] + 1;
                parent[n] = c as u16;
                queue[tail] = n as u16;
                tail += 1;
            }
        }
    }
}

/// Remote pairs: cells with the same two candidates, each seeing the next, alternate
/// between the two digits; two of them an odd number of links apart hold one each, so
/// both digits go from every cell that sees those two. At least 4 cells (3 links);
/// the shortest chain is taken. Rated 6.6 plus the extra for its length in links.
pub(super) fn remote_pair<S: Space>(b: &Board<S>) -> Option<Step> {
    let (mut dist, mut parent) = (S::arr(0u16), S::arr(0u16));
    // (links, start, end)
    let mut best: Option<(u16, usize, usize)> = None;
    for (s, peers) in b.geo.peers.iter().enumerate() {
        let pair = b.cand[s];
        if pair.count_ones() != 2 {
            continue;
        }
        let same = peers.iter().filter(|&&n| b.cand[ix(n)] == pair).count();
        if same == 0 || (0..b.geo.cells).filter(|&c| b.cand[c] == pair).count() < 4 {
            continue;
        }
        pair_bfs(b, s, pair, &mut dist, &mut parent);
        for t in s + 1..b.geo.cells {
            let d = dist[t];
            if d == u16::MAX || d < 3 || d % 2 == 0 || best.is_some_and(|(l, _, _)| d >= l) {
                continue;
            }
            if seeing_both(&b.geo, s, t)
                .any(|c| b.cand[c] & pair != S::Mask::ZERO && dist[c] == u16::MAX)
            {
                best = Some((d, s, t));
            }
        }
    }
    let (links, s, t) = best?;
    let pair = b.cand[s];
    pair_bfs(b, s, pair, &mut dist, &mut parent);
    let mut chain = vec![t as u16];
    let mut c = t;
    while c != s {
        c = usize::from(parent[c]);
        chain.push(c as u16);
    }
    chain.reverse();
    let targets = seeing_both(&b.geo, s, t).filter(|&c| dist[c] == u16::MAX);
    let gone = b.present(targets, pair);
    let cleared = cells_of(&gone);
    let text = say!(
        "step-remote-pair",
        cells = Cs(chain.clone()),
        digits = Ds(pair),
        first = C(s),
        second = C(t),
        count = N(cleared.len()),
        gone = Cs(cleared)
    );
    Some(
        Step::new(Technique::RemotePair, text)
            .mark(
                Role::Main,
                b.present(chain.iter().map(|&c| usize::from(c)), pair),
            )
            .removing(gone)
            .rated(
                Technique::RemotePair
                    .difficulty()
                    .with_length(usize::from(links)),
            ),
    )
}

/// XY-chain: two-candidate cells, each seeing the next and sharing a digit with it. If
/// the first is not z it is its other digit, so the next is not that digit and is its
/// other one, and so on to the last, which is then z: one end is z, so z goes from every
/// cell that sees both. Breadth-first, so the shortest chain (at most 12 cells) is
/// taken. Rated 6.6 plus the extra for its length in links.
pub(super) fn xy_chain<S: Space>(b: &Board<S>) -> Option<Step> {
    let zero = S::Mask::ZERO;
    // States are (cell, digit the cell holds): index cell * n + digit.
    let n = b.geo.n;
    // Where each digit can go among each unit's cells of two candidates: a chain's next
    // cells are a cell's peers there.
    let pairs = (0..b.geo.units.len())
        .map(|u| {
            let mut pos = S::per_digit(zero);
            for (k, &c) in b.unit_cells(u).iter().enumerate() {
                let m = b.cand[c.into()];
                if m.count_ones() == 2 {
                    for d in bits(m) {
                        pos[d] |= S::Mask::ONE << k;
                    }
                }
            }
            pos
        })
        .collect();
    let mut search = XySearch {
        dist: vec![u8::MAX; b.geo.cells * n],
        parent: vec![0u16; b.geo.cells * n],
        queue: vec![0u16; b.geo.cells * 2],
        reached: 0,
        pairs,
    };
    let mut best: Option<(u8, usize, usize, usize)> = None; // links, start, z, end
    let bivalue = (0..b.geo.cells)
        .filter(|&c| b.cand[c].count_ones() == 2)
        .count();
    if bivalue < 3 {
        return None;
    }
    for (s, peers) in b.geo.peers.iter().enumerate() {
        let sc = b.cand[s];
        if sc.count_ones() != 2 {
            continue;
        }
        for z in bits(sc) {
            let zbit = S::Mask::ONE << z;
            // Nothing to gain when no cell that sees s holds z.
            if !peers.iter().any(|&t| b.cand[ix(t)] & zbit != zero) {
                continue;
            }
            let cap = best.map_or(MAX_CHAIN as u8 - 1, |(l, ..)| l - 1);
            if cap < 2 {
                // Nothing is shorter than a chain of two links.
                break;
            }
            if let Some((links, end)) = xy_search(b, s, z, cap, &mut search) {
                best = Some((links, s, z, end));
            }
        }
    }
    let (links, s, z, end) = best?;
    xy_search(b, s, z, links, &mut search)?;
    // Walk back from the end state (end holds z) to the start state (s holds not z).
    let start_digit = Mask::trailing_zeros(b.cand[s] & !(S::Mask::ONE << z)) as usize;
    let mut states = vec![(end, z)];
    let mut st = end * n + z;
    while st != s * n + start_digit {
        st = usize::from(search.parent[st]);
        states.push((st / n, st % n));
    }
    states.reverse();
    let zd = z as u8 + 1;
    let mut chain: Vec<Piece> = say!(
        "step-xy-chain-start",
        start = C(s),
        digit = D(zd),
        other = D(start_digit as u8 + 1)
    )
    .0;
    for w in states.windows(2) {
        let ((_, prev), (cell, now)) = (w[0], w[1]);
        chain.extend(
            say!(
                "step-xy-chain-link",
                cell = C(cell),
                off = D(prev as u8 + 1),
                on = D(now as u8 + 1)
            )
            .0,
        );
    }
    let gone = b.present(seeing_both(&b.geo, s, end), S::Mask::ONE << z);
    let cleared = cells_of(&gone);
    let text = say!(
        "step-xy-chain",
        links = chain,
        start = C(s),
        end = C(end),
        digit = D(zd),
        count = N(cleared.len()),
        gone = Cs(cleared)
    );
    let on: Vec<Cand> = states
        .iter()
        .map(|&(c, d)| Cand::new(c, d as u8 + 1))
        .collect();
    let off: Vec<Cand> = states
        .iter()
        .map(|&(c, d)| Cand::new(c, digit(b.cand[c] & !(S::Mask::ONE << d))))
        .collect();
    Some(
        Step::new(Technique::XyChain, text)
            .mark(Role::Main, on)
            .mark(Role::Other, off)
            .removing(gone)
            .rated(
                Technique::XyChain
                    .difficulty()
                    .with_length(usize::from(links)),
            ),
    )
}

/// Breadth-first from "`s` is not `z`" (so it is its other digit), at most `cap` links,
/// to the nearest cell other than `s` that is then forced to `z` with a cell seeing it
/// and `s` that holds `z`, on a chain that passes each cell once. Returns the links and
/// the end; `search` describes the search.
fn xy_search<S: Space>(
    b: &Board<S>,
    s: usize,
    z: usize,
    cap: u8,
    search: &mut XySearch<S>,
) -> Option<(u8, usize)> {
    let XySearch {
        dist,
        parent,
        queue,
        reached,
        pairs,
    } = search;
    let (zero, one, stride) = (S::Mask::ZERO, S::Mask::ONE, b.geo.n);
    // Every state the last search reached is in its queue: forgetting those is all the
    // clearing needed (the whole table is 15,625 states on a 25x25, a few dozen reached).
    for &st in &queue[..*reached] {
        dist[usize::from(st)] = u8::MAX;
    }
    debug_assert!(dist.iter().all(|&x| x == u8::MAX));
    let first = s * stride + Mask::trailing_zeros(b.cand[s] & !(one << z)) as usize;
    dist[first] = 0;
    queue[0] = first as u16;
    *reached = 1;
    let (mut head, mut tail) = (0, 1);
    while head < tail {
        let st = usize::from(queue[head]);
        head += 1;
        let (c, d) = (st / stride, st % stride);
        if dist[st] >= cap {
            continue;
        }
        let near = b.peers_in(c, |u| pairs[u][d]);
        for n in cells_in(&near[..b.geo.cells.div_ceil(64)]) {
            let nc = b.cand[n];
            if n == s {
                continue;
            }
            let nd = Mask::trailing_zeros(nc & !(one << d)) as usize;
            let ns = n * stride + nd;
            if dist[ns] != u8::MAX {
                continue;
            }
            dist[ns] = dist[st] + 1;
            parent[ns] = st as u16;
            queue[tail] = ns as u16;
            tail += 1;
            *reached = tail;
            if nd == z
                && dist[ns] >= 2
                && seeing_both(&b.geo, s, n).any(|t| b.cand[t] & (one << z) != zero)
                && simple::<S>(parent, stride, (first, ns))
            {
                return Some((dist[ns], n));
            }
        }
    }
    None
}

/// The arrays of an XY-chain search: per state (cell, digit) its distance from the
/// start and the state it was reached from, and the queue.
struct XySearch<S: Space> {
    dist: Vec<u8>,
    parent: Vec<u16>,
    queue: Vec<u16>,
    /// How much of the queue the last search filled.
    reached: usize,
    /// Where each digit can go among each unit's cells of two candidates.
    pairs: Vec<S::PerDigit<S::Mask>>,
}

/// True when the chain from state `first` to state `last` passes each cell once.
fn simple<S: Space>(parent: &[u16], stride: usize, (first, last): (usize, usize)) -> bool {
    let mut seen = S::Cells::EMPTY;
    let mut st = last;
    loop {
        let cell = st / stride;
        if seen.has(cell) {
            return false;
        }
        seen |= S::Cells::of(cell);
        if st == first {
            return true;
        }
        st = usize::from(parent[st]);
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{check, marks};
    use super::super::{GridNames, Technique};
    use super::*;
    use crate::logic::Difficulty;

    #[test]
    fn w_wing_on_a_strong_link() {
        let b = marks([
            "=4 =8 =7 =3 12 12 56 =9 56",
            "59 59 =3 =6 48 48 =2 =7 =1",
            "=1 =2 =6 57 =9 57 =3 =8 =4",
            "=7 34 =5 89 348 489 =1 =6 =2",
            "69 13469 49 =2 1346 57 =8 34 57",
            "28 1346 28 57 1346 14 57 34 =9",
            "58 45 =1 48 =7 =6 =9 =2 =3",
            "=3 67 89 =1 28 289 =4 =5 67",
            "26 4679 249 49 =5 =3 67 =1 =8",
        ]);
        let s = w_wing(&b).unwrap();
        assert_eq!(check(&b, &s), [(74, 4)]);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::WWing, Difficulty(67))
        );
        assert_eq!(
            s.sentence(&GridNames),
            "If C5 is not 4, it is 9, so C8 is not 9, so F8 is 9 (the only other place of 9 in row 8), \
             so D9 is not 9 and is 4; either way C5 or D9 is 4, so 4 goes from C9, which sees \
             both"
        );
    }

    #[test]
    fn remote_pair_of_six_cells() {
        let b = marks([
            "=1 =2 =3 =4 56 56 =7 =8 =9",
            "45 59 =6 =7 18 89 124 12 =3",
            "=7 =8 49 19 =3 =2 =5 =6 14",
            "=2 =1 =5 =3 =9 =7 =8 =4 =6",
            "36 =4 78 568 =2 =1 =9 37 57",
            "=9 36 78 568 =4 56 123 1237 157",
            "34 379 149 =2 18 489 =6 =5 1478",
            "456 5679 =2 19 56 489 134 1379 1478",
            "=8 56 149 56 =7 =3 14 19 =2",
        ]);
        let s = remote_pair(&b).unwrap();
        assert_eq!(check(&b, &s), [(46, 6)]);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::RemotePair, Difficulty(67))
        );
        assert_eq!(
            s.sentence(&GridNames),
            "F6, F1, E1, E8, D9 and B9 hold only 5 and 6 and each sees the next, so they \
             alternate between them: F6 and B9 hold one each, so 5 and 6 go from B6, which sees \
             both"
        );
    }

    #[test]
    fn xy_chain_of_four_cells() {
        let b = marks([
            "78 =6 =3 =5 =2 =1 78 =9 =4",
            "=1 =2 78 46 =9 46 78 =5 =3",
            "=9 =5 =4 =3 =8 =7 16 =2 16",
            "36 =4 =5 =8 136 =9 16 =7 =2",
            "367 39 79 14 1346 =2 =5 146 =8",
            "=2 =8 =1 =7 46 =5 49 =3 69",
            "348 139 89 1469 =5 346 =2 1468 =7",
            "3458 139 =2 1469 =7 346 34 1468 156",
            "35 =7 =6 =2 14 =8 39 14 59",
        ]);
        let s = xy_chain(&b).unwrap();
        assert_eq!(check(&b, &s), [(33, 6)]);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::XyChain, Difficulty(66))
        );
        assert_eq!(
            s.sentence(&GridNames),
            "If A4 is not 6, it is 3, so A9 is not 3 and is 5, so I9 is not 5 and is 9, so I6 is \
             not 9 and is 6; either way A4 or I6 is 6, so 6 goes from G4, which sees both"
        );
    }
}
