//! Alternating inference chains over any digits and cells: strong and weak links between
//! single candidates, alternating, starting and ending with a strong link, so that one of
//! the two ends is true and whatever sees both ends goes.

use super::board::{bits, cells_in, ix, Board, Mask, Space};
use super::step::{Cand, Cs, Piece, Role, Step, C, D};
use super::technique::Technique;
use crate::grid::Unit;
use crate::say;

/// Most candidates a chain may hold: longer ones read badly and cost too much to find.
const MAX_NODES: usize = 16;

/// Node index of digit bit `d` in `cell`: nodes are `cell * w + d`, with `w` the most
/// digits of the board's space.
#[inline]
fn node<Sp: Space>(cell: usize, d: usize) -> usize {
    cell * Sp::MAX_DIGITS + d
}

/// The most strong links a candidate has: the other digit of its cell, and the other
/// place in each of its units (up to six on a 9x9 shape with diagonals and windows).
const MAX_STRONG: usize = 7;

/// The candidates strongly linked to `n` (if `n` is false, each of them is true), at most
/// [`MAX_STRONG`]: the other digit of a bivalue cell, the other place of the digit in each
/// unit. `pos[u][d]` is where digit `d` can go in unit `u`, as bits of its cells.
fn strong_links<Sp: Space>(
    b: &Board<Sp>,
    pos: &[Sp::PerDigit<Sp::Mask>],
    n: usize,
    out: &mut [u16; MAX_STRONG],
) -> usize {
    let w = Sp::MAX_DIGITS;
    let (cell, d) = (n / w, n % w);
    let bit = Sp::Mask::ONE << d;
    let mut k = 0;
    let m = b.cand[cell];
    if m.count_ones() == 2 {
        out[k] = node::<Sp>(cell, Mask::trailing_zeros(m & !bit) as usize) as u16;
        k += 1;
    }
    for &(u, slot) in b.places_of(cell) {
        let u = usize::from(u);
        let others = pos[u][d] & !(Sp::Mask::ONE << usize::from(slot));
        // Two places: this one and one other.
        if others != Sp::Mask::ZERO && others & Mask::wrapping_neg(others) == others {
            let other = ix(b.unit_cells(u)[Mask::trailing_zeros(others) as usize]);
            let o = node::<Sp>(other, d) as u16;
            if !out[..k].contains(&o) {
                out[k] = o;
                k += 1;
            }
        }
    }
    k
}

/// The candidates that cannot be true together with both `s` and `e`.
fn common_victims<Sp: Space>(b: &Board<Sp>, s: usize, e: usize, out: &mut Vec<Cand>) {
    let w = Sp::MAX_DIGITS;
    let (zero, one) = (Sp::Mask::ZERO, Sp::Mask::ONE);
    let (sc, sd, ec, ed) = (s / w, s % w, e / w, e % w);
    if sd == ed && sc != ec {
        for &p in &b.geo.peers[sc] {
            let p = ix(p);
            if p != ec && b.geo.sees(p, ec) && b.cand[p] & (one << sd) != zero {
                out.push(Cand::new(p, sd as u8 + 1));
            }
        }
    } else if sc == ec && sd != ed {
        for d in bits(b.cand[sc] & !(one << sd) & !(one << ed)) {
            out.push(Cand::new(sc, d as u8 + 1));
        }
    } else if b.geo.sees(sc, ec) {
        if b.cand[ec] & (one << sd) != zero {
            out.push(Cand::new(ec, sd as u8 + 1));
        }
        if b.cand[sc] & (one << ed) != zero {
            out.push(Cand::new(sc, ed as u8 + 1));
        }
    }
}

/// True when some candidate falls to both `s` and `e` (the cheap test of [`common_victims`]).
fn has_victim<Sp: Space>(b: &Board<Sp>, s: usize, e: usize) -> bool {
    let w = Sp::MAX_DIGITS;
    let (zero, one) = (Sp::Mask::ZERO, Sp::Mask::ONE);
    let (sc, sd, ec, ed) = (s / w, s % w, e / w, e % w);
    if sd == ed && sc != ec {
        b.geo.peers[sc]
            .iter()
            .any(|&p| b.cand[ix(p)] & (one << sd) != zero && b.geo.sees(ix(p), ec))
    } else if sc == ec && sd != ed {
        b.cand[sc].count_ones() > 2
    } else {
        b.geo.sees(sc, ec) && (b.cand[ec] & (one << sd) != zero || b.cand[sc] & (one << ed) != zero)
    }
}

/// AIC (7.0 and up): the shortest chain from a false start to a true end that removes
/// something, found breadth first from every candidate.
pub(super) fn aic<Sp: Space>(b: &Board<Sp>) -> Option<Step> {
    let w = Sp::MAX_DIGITS;
    let (zero, one) = (Sp::Mask::ZERO, Sp::Mask::ONE);
    // Nodes of this shape (cell times the space's digits): tables sized to the largest
    // shape were cleared at every call, a 25x25's worth on a 16x16.
    let nodes = b.geo.cells * w;
    // State 2n: node n assumed false (reached by a weak link, or the start); 2n+1: true.
    let mut parent = vec![u16::MAX; 2 * nodes];
    let mut depth = vec![0u8; 2 * nodes];
    let mut seen = vec![0u16; 2 * nodes];
    let mut queue: Vec<u16> = Vec::with_capacity(2 * nodes);
    // The strong links of every candidate, found once.
    let pos: Vec<Sp::PerDigit<Sp::Mask>> = (0..b.geo.units.len()).map(|u| b.positions(u)).collect();
    let mut strong = vec![([0u16; MAX_STRONG], 0u8); nodes];
    let mut any = false;
    for (n, links) in strong.iter_mut().enumerate() {
        if b.cand[n / w] & (one << (n % w)) != zero {
            links.1 = strong_links(b, &pos, n, &mut links.0) as u8;
            any |= links.1 > 0;
        }
    }
    if !any {
        return None;
    }
    // Shortest chain so far: its node count, start and end.
    let mut best: Option<(usize, usize, usize, Vec<u16>)> = None;
    let mut stamp = 0u16;
    for s in 0..nodes {
        if strong[s].1 == 0 {
            continue;
        }
        stamp += 1;
        queue.clear();
        queue.push(2 * s as u16);
        seen[2 * s] = stamp;
        depth[2 * s] = 1;
        parent[2 * s] = u16::MAX;
        let limit = best.as_ref().map_or(MAX_NODES, |b| b.0 - 1);
        let mut head = 0;
        'bfs: while head < queue.len() {
            let st = queue[head] as usize;
            head += 1;
            let (n, on) = (st / 2, st % 2 == 1);
            let dep = depth[st] as usize;
            if dep >= limit {
                break;
            }
            if !on {
                let (links, k) = strong[n];
                for &t in &links[..usize::from(k)] {
                    let t = t as usize;
                    let next = 2 * t + 1;
                    if seen[next] == stamp {
                        continue;
                    }
                    seen[next] = stamp;
                    depth[next] = dep as u8 + 1;
                    parent[next] = st as u16;
                    queue.push(next as u16);
                    // Each chain is found from both ends; keep the one from the lower start.
                    if t > s && has_victim(b, s, t) {
                        let mut path = vec![next as u16];
                        let mut at = next;
                        while parent[at] != u16::MAX {
                            at = parent[at] as usize;
                            path.push(at as u16);
                        }
                        path.reverse();
                        best = Some((path.len(), s, t, path));
                        break 'bfs;
                    }
                }
            } else {
                let (nc, nd) = (n / w, n % w);
                let cell_mates = bits(b.cand[nc] & !(one << nd)).map(|d| node::<Sp>(nc, d));
                // The peers that hold the digit, from its places in the cell's units
                // rather than from every peer, in the peers' order.
                let near = b.peers_in(nc, |u| pos[u][nd]);
                let peers = cells_in(&near[..b.geo.cells.div_ceil(64)]).map(|p| node::<Sp>(p, nd));
                for t in cell_mates.chain(peers) {
                    let next = 2 * t;
                    if seen[next] != stamp {
                        seen[next] = stamp;
                        depth[next] = dep as u8 + 1;
                        parent[next] = st as u16;
                        queue.push(next as u16);
                    }
                }
            }
        }
        if best.as_ref().is_some_and(|b| b.0 <= 4) {
            break;
        }
    }
    let (_, s, e, path) = best?;
    let mut gone = Vec::new();
    common_victims(b, s, e, &mut gone);
    Some(step(b, &path, gone))
}

/// The step of a chain given as states (2n: n false, 2n+1: n true).
fn step<Sp: Space>(b: &Board<Sp>, path: &[u16], mut gone: Vec<Cand>) -> Step {
    let w = Sp::MAX_DIGITS;
    let cand = |st: u16| Cand::new(st as usize / (2 * w), (st as usize / 2 % w) as u8 + 1);
    let first = cand(path[0]);
    let last = cand(path[path.len() - 1]);
    let mut links = say!(
        "step-aic-start",
        cell = C(usize::from(first.cell)),
        digit = D(first.digit)
    )
    .0;
    for (k, &st) in path.iter().enumerate().skip(1) {
        let c = cand(st);
        let (cell, digit) = (C(usize::from(c.cell)), D(c.digit));
        links.extend(
            match (k == 1, st % 2 == 1) {
                (true, true) => say!("step-aic-then-is", cell = cell, digit = digit),
                (true, false) => say!("step-aic-then-is-not", cell = cell, digit = digit),
                (false, true) => say!("step-aic-so-is", cell = cell, digit = digit),
                (false, false) => say!("step-aic-so-is-not", cell = cell, digit = digit),
            }
            .0,
        );
    }
    gone.sort_by_key(|c| (c.digit, c.cell));
    let mut k = 0;
    let mut goes: Option<Piece> = None;
    while k < gone.len() {
        let d = gone[k].digit;
        let cells: Vec<u16> = gone[k..]
            .iter()
            .take_while(|c| c.digit == d)
            .map(|c| c.cell)
            .collect();
        k += cells.len();
        let this = Piece::from(say!("step-digit-goes", digit = D(d), cells = Cs(cells)));
        goes = Some(match goes {
            None => this,
            Some(before) => say!("step-and-also", init = before, next = this).into(),
        });
    }
    let text = say!(
        "step-aic",
        links = links,
        first = C(usize::from(first.cell)),
        first_digit = D(first.digit),
        last = C(usize::from(last.cell)),
        last_digit = D(last.digit),
        goes = goes.unwrap_or(Piece::Seq(Vec::new()))
    );
    gone.sort();
    let (mut main, mut other) = (Vec::new(), Vec::new());
    let mut units: Vec<Unit> = Vec::new();
    for (k, &st) in path.iter().enumerate() {
        let c = cand(st);
        if st % 2 == 1 {
            main.push(c);
        } else {
            other.push(c);
        }
        // The unit of each strong link between two cells.
        if k > 0 && st % 2 == 1 {
            let p = cand(path[k - 1]);
            let (a, z) = (usize::from(p.cell), usize::from(c.cell));
            if a != z {
                let u = b.geo.units_of[a]
                    .iter()
                    .find(|&u| b.geo.units_of[z].contains(u))
                    .map(|&u| b.geo.unit(usize::from(u)));
                if let Some(u) = u.filter(|u| !units.contains(u)) {
                    units.push(u);
                }
            }
        }
    }
    debug_assert!(main
        .iter()
        .chain(&other)
        .all(
            |c| b.cand[usize::from(c.cell)] & (Sp::Mask::ONE << usize::from(c.digit - 1))
                != Sp::Mask::ZERO
        ));
    Step::new(Technique::Aic, text)
        .mark(Role::Main, main)
        .mark(Role::Other, other)
        .in_units(units)
        .removing(gone)
        .rated(Technique::Aic.difficulty().with_length(path.len() - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::fixtures::board;
    use crate::logic::step::GridNames;
    use crate::logic::technique::Difficulty;

    #[test]
    fn aic_over_two_digits() {
        // Column D holds 2 only in D7 and D9; B9 and F9 are bivalue (27, 67). If D7 is not
        // 2, D9 is, so B9 is 7 and F9 is 6: D7 is 2 or F9 is 6, and as F9 sees D7 (box 8),
        // D7 cannot be 6.
        let b = board(
            "12567 257  1267 134679  1459  34567 1379  1359  =8
             1567  =8   =3   1679    159   567   =4    19    =2
             157   =9   =4   137     =2    =8    137   =6    157
             12358 2345 12   348     =7    =9    1368  13458 1456
             35789 345  79   348     =6    =1    =2    34589 459
             1389  =6   19   =5      348   =2    1389  =7    149
             23679 237  =8   1234679 139   3467  =5    149   14679
             3679  =1   679  346789  34589 4567  6789  =2    4679
             =4    27   =5   126789  189   67    16789 189   =3",
        );
        let s = aic(&b).unwrap();
        assert_eq!(s.technique, Technique::Aic);
        assert_eq!(s.eliminations, [Cand::new(57, 6)]);
        assert_eq!(
            s.sentence(&GridNames),
            "If D7 is not 2, then D9 is 2, so B9 is not 2, so B9 is 7, so F9 is not 7, so F9 \
             is 6; so D7 is 2 or F9 is 6, and either way 6 goes from D7"
        );
        assert_eq!(s.difficulty, Difficulty(71));
        assert_eq!(s.units, [Unit::Column(3)]);
        // One end holds in the solution.
        let g: crate::grid::Grid =
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
                .parse()
                .unwrap();
        let truth = *crate::solver::solve(&g).solution().unwrap().cells();
        assert_ne!(truth[57], 6);
        assert!(truth[57] == 2 || truth[77] == 6);
    }

    #[test]
    fn no_chain_on_a_solved_board() {
        let b = board(&"=1 ".repeat(81));
        assert!(aic(&b).is_none());
    }
}
