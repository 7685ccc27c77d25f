//! Almost locked sets: n cells of a unit holding n + 1 digits between them. Lose any one
//! of its digits and such a set must hold all the others.

use super::board::{bits, each, ix, Board, CellSet, Geometry, Mask, Space};
use super::step::{cells_of, from_each, Cand, Cs, Ds, Role, Step, Text, D, N};
use super::technique::{Difficulty, Technique};
use crate::grid::Unit;
use crate::say;

/// The largest set looked for, in cells: enough for nearly every ALS-XZ a solver meets,
/// and it keeps the search fast.
const MAX_CELLS: u32 = 4;

/// The cells that see every cell of `set` (an empty set is seen by none).
fn seeing_all<S: Space>(g: &Geometry<S>, set: S::Cells) -> S::Cells {
    if set.is_empty() {
        return set;
    }
    each(set).fold(!S::Cells::EMPTY, |m, c| m & g.peer_cells[c])
}

/// An almost locked set: its cells, their digits, and the unit it was found in.
#[derive(Clone, Copy)]
struct Als<S: Space> {
    cells: S::Cells,
    digits: S::Mask,
    size: u8,
    unit: Unit,
}

/// Every almost locked set of up to [`MAX_CELLS`] cells, each once (in the first unit,
/// in the shape's unit order, that holds all its cells).
fn all_sets<S: Space>(b: &Board<S>) -> Vec<Als<S>> {
    let mut out = Vec::new();
    for (u, cells) in b.geo.units.iter().enumerate() {
        let mut open = 0u32;
        for (j, &c) in cells.iter().enumerate() {
            if b.cand[ix(c)] != S::Mask::ZERO {
                open |= 1 << j;
            }
        }
        let mut add = |this: &mut dyn Iterator<Item = usize>| {
            // The digits first: most subsets have too many, and the cell set costs a few
            // words a cell on the large grids.
            let (mut digits, mut n, mut members) = (S::Mask::ZERO, 0u8, 0u32);
            for j in this {
                digits |= b.cand[ix(cells[j])];
                members |= 1 << j;
                n += 1;
            }
            if Mask::count_ones(digits) as u8 != n + 1 {
                return;
            }
            let mut set = S::Cells::EMPTY;
            for j in bits(members) {
                set |= S::Cells::of(ix(cells[j]));
            }
            if first_unit(&b.geo, set) == u {
                out.push(Als {
                    cells: set,
                    digits,
                    size: n,
                    unit: b.geo.unit(u),
                });
            }
        };
        if cells.len() <= 10 {
            // Every non-empty subset of the open cells, by the usual submask walk.
            let mut sub = open;
            while sub != 0 {
                let this = sub;
                sub = (sub - 1) & open;
                if this.count_ones() <= MAX_CELLS {
                    add(&mut bits(this));
                }
            }
        } else {
            // A 25x25's unit has 2^25 subsets: those of up to MAX_CELLS cells are made
            // directly, in the order of [`each_subset`](super::board::each_subset), leaving out every subset whose
            // first cells already hold too many digits for a set of its size.
            let places: Vec<usize> = bits(open).collect();
            let digits_at = |j: usize| b.cand[ix(cells[j])];
            for k in 1..=MAX_CELLS as usize {
                let mut chosen = [0usize; MAX_CELLS as usize];
                let mut found = |sub: &[usize]| add(&mut sub.iter().copied());
                few_digits(
                    &places,
                    k,
                    &mut chosen,
                    k,
                    S::Mask::ZERO,
                    &digits_at,
                    &mut found,
                );
            }
        }
    }
    out
}

/// Calls `found` on each `k`-element subset of `items` (positions in a unit) whose cells
/// hold at most `full + 1` digits between them, in the order
/// [`each_subset`](super::board::each_subset) makes
/// subsets (the largest element chosen first): `digits` are those of the elements chosen
/// so far, and a choice that already holds too many goes no further.
fn few_digits<M: Mask>(
    items: &[usize],
    k: usize,
    chosen: &mut [usize; MAX_CELLS as usize],
    full: usize,
    digits: M,
    digits_at: &impl Fn(usize) -> M,
    found: &mut impl FnMut(&[usize]),
) {
    if k == 0 {
        found(&chosen[..full]);
        return;
    }
    for top in k - 1..items.len() {
        let with = digits | digits_at(items[top]);
        if Mask::count_ones(with) as usize > full + 1 {
            continue;
        }
        chosen[k - 1] = items[top];
        few_digits(&items[..top], k - 1, chosen, full, with, digits_at, found);
    }
}

/// The first unit, in the shape's order, that holds every cell of `set`.
fn first_unit<S: Space>(g: &Geometry<S>, set: S::Cells) -> usize {
    let first = set.trailing_zeros() as usize;
    g.units_of[first]
        .iter()
        .map(|&u| usize::from(u))
        .find(|&u| (set & !g.unit_cells[u]).is_empty())
        .unwrap_or(usize::MAX)
}

/// What a pair of sets proves: the restricted common digits, the digits that go, and
/// where each goes from, as (digit, cells) pairs.
struct Proof<S: Space> {
    rcc: S::Mask,
    z: S::Mask,
    gone: Vec<(usize, S::Cells)>,
}

/// ALS-XZ: sets A and B share a digit x whose every place in A sees every place in B, so
/// at most one of them holds x, and the other holds all its other digits. If they share
/// another digit z, one of them holds z, so z goes from every cell that sees all the z's
/// of both. When two shared digits are restricted like x (doubly linked), each set holds
/// all its digits but one of those two: each of its other digits goes from every cell
/// that sees all its places in the set, and each of the two from every cell that sees
/// all its places in both sets. Sets of up to 4 cells; the pair with the fewest cells is
/// taken. Rated 7.0, 7.1 when the two sets have 4 or 5 cells together, 7.2 for 6 or more.
pub(super) fn als_xz<S: Space>(b: &Board<S>) -> Option<Step> {
    let none = S::Cells::EMPTY;
    let mut by_digit = S::per_digit(none);
    for c in 0..b.geo.cells {
        for d in bits(b.cand[c]) {
            by_digit[d] |= S::Cells::of(c);
        }
    }
    let sets = all_sets(b);
    // A pair that was not there has a set in the cells that changed (the board's look):
    // a set outside them is paired only with those inside, and needs no more work when
    // none come after it.
    let inside: Vec<usize> = (0..sets.len())
        .filter(|&j| !(sets[j].cells & b.look.cells).is_empty())
        .collect();
    let mut best: Option<(u32, usize, usize)> = None;
    for (i, a) in sets.iter().enumerate() {
        let a_inside = !(a.cells & b.look.cells).is_empty();
        let later = inside.partition_point(|&j| j <= i);
        if !a_inside && later == inside.len() {
            continue;
        }
        // For each digit of A, the cells that see all its places in A: B's places of a
        // restricted common digit must lie there.
        let mut a_seen = S::per_digit(none);
        let mut reach = none;
        for d in bits(a.digits) {
            a_seen[d] = seeing_all(&b.geo, a.cells & by_digit[d]);
            reach |= a_seen[d];
        }
        let (mut every, mut changed) = (i + 1..sets.len(), inside[later..].iter().copied());
        let others: &mut dyn Iterator<Item = usize> =
            if a_inside { &mut every } else { &mut changed };
        for j in others {
            let bs = &sets[j];
            let size = u32::from(a.size + bs.size);
            if (bs.cells & reach).is_empty()
                || ((a.cells | bs.cells) & b.look.cells).is_empty()
                || best.is_some_and(|(s, ..)| size >= s)
                || !(a.cells & bs.cells).is_empty()
            {
                continue;
            }
            let common = a.digits & bs.digits;
            if Mask::count_ones(common) < 2
                || !bits(common).any(|x| (bs.cells & by_digit[x] & !a_seen[x]).is_empty())
            {
                continue;
            }
            if eliminations(&b.geo, a, bs, &by_digit).is_some() {
                best = Some((size, i, j));
            }
        }
    }
    let (size, i, j) = best?;
    let (a, bs) = (&sets[i], &sets[j]);
    let proof = eliminations(&b.geo, a, bs, &by_digit)?;
    Some(als_step(b, a, bs, &proof, size))
}

/// What sets `a` and `b` prove, or `None` when it removes nothing.
fn eliminations<S: Space>(
    g: &Geometry<S>,
    a: &Als<S>,
    b: &Als<S>,
    by_digit: &S::PerDigit<S::Cells>,
) -> Option<Proof<S>> {
    let zero = S::Mask::ZERO;
    let common = a.digits & b.digits;
    let both = a.cells | b.cells;
    let mut rcc = zero;
    for x in bits(common) {
        let (xa, xb) = (a.cells & by_digit[x], b.cells & by_digit[x]);
        if (xb & !seeing_all(g, xa)).is_empty() {
            rcc |= S::Mask::ONE << x;
        }
    }
    if rcc == zero {
        return None;
    }
    // Each digit that goes, with the cells it goes from.
    let mut out: Vec<(usize, S::Cells)> = Vec::new();
    let mut hit = |d: usize, places: S::Cells| {
        let targets = seeing_all(g, places) & by_digit[d] & !both;
        if !targets.is_empty() {
            out.push((d, targets));
        }
    };
    if Mask::count_ones(rcc) == 1 {
        for z in bits(common & !rcc) {
            hit(z, both & by_digit[z]);
        }
    } else {
        let pair = {
            let x1 = rcc & rcc.wrapping_neg();
            let rest = rcc & !x1;
            x1 | (rest & rest.wrapping_neg())
        };
        for x in bits(pair) {
            hit(x, both & by_digit[x]);
        }
        for set in [a, b] {
            for d in bits(set.digits & !pair) {
                hit(d, set.cells & by_digit[d]);
            }
        }
        rcc = pair;
    }
    if out.is_empty() {
        return None;
    }
    Some(Proof {
        rcc,
        z: out.iter().fold(zero, |m, &(d, _)| m | S::Mask::ONE << d),
        gone: out,
    })
}

/// "A1 and B1 can only hold 3, 5 and 7 between them (row 1)", or "C4 can only hold 3 and 8".
fn describe<S: Space>(s: &Als<S>) -> Text {
    let cells: Vec<u16> = each(s.cells).map(|c| c as u16).collect();
    if cells.len() == 1 {
        return say!("step-als-cell", cells = Cs(cells), digits = Ds(s.digits));
    }
    say!(
        "step-als-set",
        cells = Cs(cells),
        digits = Ds(s.digits),
        unit = s.unit
    )
}

fn als_step<S: Space>(b: &Board<S>, a: &Als<S>, bs: &Als<S>, f: &Proof<S>, size: u32) -> Step {
    let doubly = Mask::count_ones(f.rcc) == 2;
    let xs: Vec<u8> = bits(f.rcc).map(|x| x as u8 + 1).collect();
    let mut gone: Vec<Cand> = f
        .gone
        .iter()
        .flat_map(|&(d, cells)| each(cells).map(move |c| Cand::new(c, d as u8 + 1)))
        .collect();
    gone.sort();
    gone.dedup();
    let one = Mask::count_ones(f.z) == 1;
    let cleared = cells_of(&gone);
    let count = N(cleared.len());
    let (first, second, x, z) = (describe(a), describe(bs), D(xs[0]), Ds(f.z));
    let text = match (doubly, one) {
        (true, true) => say!(
            "step-als-xz-double",
            first = first,
            second = second,
            x = x,
            y = D(xs[1]),
            z = z,
            gone = Cs(cleared),
            count = count
        ),
        (true, false) => say!(
            "step-als-xz-double-each",
            first = first,
            second = second,
            x = x,
            y = D(xs[1]),
            z = z,
            each = from_each(&gone)
        ),
        (false, true) => say!(
            "step-als-xz",
            first = first,
            second = second,
            x = x,
            z = z,
            gone = Cs(cleared),
            count = count
        ),
        (false, false) => say!(
            "step-als-xz-each",
            first = first,
            second = second,
            x = x,
            z = z,
            each = from_each(&gone)
        ),
    };
    let members = || each(a.cells | bs.cells);
    let main = if doubly { a.digits | bs.digits } else { f.z };
    let mut units = Vec::new();
    for s in [a, bs] {
        if s.size > 1 {
            units.push(s.unit);
        }
    }
    let extra = u16::from(size >= 4) + u16::from(size >= 6);
    Step::new(Technique::AlsXz, text)
        .mark(Role::Main, b.present(members(), main))
        .mark(Role::Other, b.present(members(), !main))
        .in_units(units)
        .removing(gone)
        .rated(Difficulty(Technique::AlsXz.difficulty().0 + extra))
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{check, marks};
    use super::super::{GridNames, Technique};
    use super::*;

    /// The pruned walk gives exactly the subsets of the plain one whose digits could make
    /// a set of their size, in the same order, on units of 12 to 25 cells with random
    /// candidates of up to 25 digits.
    #[test]
    fn the_pruned_walk_keeps_every_set_in_order() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut kept = 0;
        for round in 0..40 {
            let len = 12 + round % 14;
            // Two to six digits a cell, of 25.
            let cand: Vec<u32> = (0..len)
                .map(|_| {
                    let mut m = 0u32;
                    while m.count_ones() < 2 + (next() % 5) as u32 {
                        m |= 1 << (next() % 25);
                    }
                    m
                })
                .collect();
            let open = (next() as u32 | 1) & ((1 << len) - 1);
            let items: Vec<usize> = bits(open).collect();
            for k in 1..=MAX_CELLS as usize {
                let mut plain = Vec::new();
                super::super::board::each_subset(k as u32, open, |sub| {
                    let digits = sub.iter().fold(0u32, |m, &j| m | cand[j]);
                    if digits.count_ones() as usize <= k + 1 {
                        plain.push(sub.to_vec());
                    }
                    false
                });
                let mut pruned = Vec::new();
                let mut chosen = [0; MAX_CELLS as usize];
                let at = |j: usize| cand[j];
                let mut found = |sub: &[usize]| pruned.push(sub.to_vec());
                few_digits(&items, k, &mut chosen, k, 0u32, &at, &mut found);
                assert_eq!(plain, pruned, "round {round}, {k} cells");
                kept += pruned.len();
            }
        }
        assert!(kept > 100, "only {kept} subsets kept");
    }

    #[test]
    fn a_cell_and_three_cells_of_a_box() {
        let b = marks([
            "69 =5 =2 =4 =8 =1 79 3679 367",
            "4689 346 348 69 =7 569 =1 24569 24568",
            "4689 17 17 =3 =2 569 4589 4569 4568",
            "456 1467 1457 =8 1469 =2 4579 134579 13457",
            "=3 124 1458 17 149 47 =6 12459 12458",
            "2468 =9 1478 =5 146 =3 2478 1247 12478",
            "=1 248 =6 79 =3 4789 2457 2457 2457",
            "245 234 345 167 14 467 2347 =8 =9",
            "=7 348 =9 =2 =5 48 34 16 16",
        ]);
        let s = als_xz(&b).unwrap();
        assert_eq!(check(&b, &s), [(68, 7)]);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::AlsXz, Difficulty(71))
        );
        assert_eq!(
            s.sentence(&GridNames),
            "F5 can only hold 4 and 7, and D7, F7 and F9 can only hold 4, 7, 8 and 9 between them \
             (box 8); every 4 of one set sees every 4 of the other, so one set lacks 4 and holds \
             all its other digits: 7 must be in one of them, and goes from F8, which sees all its \
             places in both"
        );
    }

    #[test]
    fn doubly_linked() {
        let b = marks([
            "=4 69 1268 789 =3 1789 =5 267 679",
            "1237 59 12 =6 127 459 =8 237 49",
            "23678 3569 268 45789 278 45789 234 2367 =1",
            "1236 346 1246 378 =5 13678 23 =9 378",
            "123 =8 59 3479 17 13479 =6 12357 3457",
            "136 =7 59 =2 168 134689 34 1358 3458",
            "68 46 468 =1 =9 =2 =7 35 35",
            "=5 =1 =3 78 678 678 =9 =4 =2",
            "=9 =2 =7 35 =4 35 =1 68 68",
        ]);
        let s = als_xz(&b).unwrap();
        assert_eq!(
            check(&b, &s),
            [
                (5, 9),
                (8, 9),
                (19, 6),
                (21, 7),
                (21, 8),
                (27, 3),
                (32, 3),
                (33, 3),
                (35, 3),
                (39, 7)
            ]
        );
        assert_eq!(s.difficulty, Difficulty(72));
        assert_eq!(
            s.sentence(&GridNames),
            "B1, B4 and B7 can only hold 3, 4, 6 and 9 between them (column B), and D1, D4 and D8 \
             can only hold 3, 7, 8 and 9 between them (column D); every 3 of one set sees every \
             3 of the other, and the same holds for 9, so each set holds all its digits but 3 \
             or 9, so each of 3, 6, 7, 8 and 9 goes from the cells that see all its places in \
             the sets: 3 from A4, F4, G4 and I4, 6 from B3, 7 from D3 and D5, 8 from D3, and 9 \
             from F1 and I1"
        );
    }
}
