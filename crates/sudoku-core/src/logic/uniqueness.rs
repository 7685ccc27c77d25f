//! Techniques that rely on the puzzle having one solution: unique rectangles (types 1-4)
//! and BUG+1. The engine calls them only when the solver has proved that. Both avoid a
//! "deadly pattern": candidates that, if they were all that is left, could be swapped
//! to give a second solution. Only empty cells count, as givens can never be swapped.
//!
//! They hold on every plain grid (rows, columns and boxes of whole rows and columns, no
//! other unit), whatever its size: a rectangle over two rows, two columns and two boxes
//! swaps without breaking any of them. Diagonals, windoku boxes and jigsaw regions break
//! the argument, so those shapes go without.

use super::board::{bits, digit, Board};
use super::space::{Mask, Space};
use super::step::{cells_of, AnyD, Cand, Cs, Ds, Or, Role, Step, Text, C, D, N};
use super::technique::{Difficulty, Technique};
use crate::grid::Unit;
use crate::say;

/// True on a plain grid: boxes of whole rows and columns, and no unit beyond the rows,
/// columns and boxes.
fn plain<S: Space>(b: &Board<S>) -> bool {
    b.geo.boxes.is_some() && b.geo.units.len() == 3 * b.geo.n
}

/// Four empty cells at the corners of a rectangle over two rows, two columns and two
/// boxes, all holding the pair of digits `pair` (and maybe more).
#[derive(Clone, Copy)]
struct Rect<M> {
    /// Reading order: top-left, top-right, bottom-left, bottom-right.
    cells: [usize; 4],
    pair: M,
}

impl<M: Mask> Rect<M> {
    /// The corners that hold more than the pair, as a 4-bit mask over `cells`.
    fn extra_corners<S: Space<Mask = M>>(&self, b: &Board<S>) -> u8 {
        (0..4).fold(0, |m, k| {
            m | (u8::from(b.cand[self.cells[k]] & !self.pair != M::ZERO) << k)
        })
    }

    fn corners(&self, mask: u8) -> impl Iterator<Item = usize> + '_ {
        (0..4)
            .filter(move |k| mask & (1 << k) != 0)
            .map(|k| self.cells[k])
    }

    /// Its two rows and two columns, as the shape names them.
    fn units<S: Space>(&self, b: &Board<S>) -> [Unit; 4] {
        let n = b.geo.n;
        let [a, _, _, d] = self.cells;
        [
            b.geo.unit(a / n),
            b.geo.unit(d / n),
            b.geo.unit(n + a % n),
            b.geo.unit(n + d % n),
        ]
    }

    fn sorted(&self) -> Vec<u16> {
        self.cells.iter().map(|&c| c as u16).collect()
    }
}

/// Calls `f` on every rectangle and pair that can hold a pattern, in a fixed order, until
/// it returns a step.
///
/// A rectangle none of whose units the board's look names is left out: every cell its
/// patterns read (its corners, the cells that see two of them, the rest of a unit two
/// share) lies in its rows, columns and boxes, so when none of those lost a candidate
/// since the finder last found nothing, it finds nothing again (see [`Memo`]).
///
/// [`Memo`]: super::memo::Memo
fn each_rect<S: Space>(
    b: &Board<S>,
    mut f: impl FnMut(Rect<S::Mask>) -> Option<Step>,
) -> Option<Step> {
    let n = b.geo.n;
    let box_of = &b.geo.box_of;
    // Every type needs a corner that holds the pair alone (a type 1 has three, types 3
    // and 4 two, a type 2 one or two), so only rectangles with a corner of two
    // candidates are tried, each with such a corner's pair. And a rectangle's units are
    // its corners' units: one of them kept is one corner's.
    let (mut two, mut kept) = (vec![false; b.geo.cells], vec![false; b.geo.cells]);
    for c in 0..b.geo.cells {
        two[c] = Mask::count_ones(b.cand[c]) == 2;
        kept[c] = b.units_of(c).iter().any(|&u| b.look.unit(usize::from(u)));
    }
    let several = |m: S::Mask| m & Mask::wrapping_neg(m) != m;
    // The columns whose cells in both rows share two digits or more: (column, the digits
    // shared, a cell of two candidates among them, a cell with a unit kept among them).
    let mut cols: Vec<(usize, S::Mask, bool, bool)> = Vec::with_capacity(n);
    for r1 in 0..n - 1 {
        for r2 in r1 + 1..n {
            cols.clear();
            for c in 0..n {
                let (top, bottom) = (r1 * n + c, r2 * n + c);
                let both = b.cand[top] & b.cand[bottom];
                if several(both) {
                    let pair = two[top] || two[bottom];
                    cols.push((c, both, pair, kept[top] || kept[bottom]));
                }
            }
            for (i, &(c1, left, two1, kept1)) in cols.iter().enumerate() {
                for &(c2, right, two2, kept2) in &cols[i + 1..] {
                    if !(two1 || two2) || !(kept1 || kept2) {
                        continue;
                    }
                    let cells = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    // Two boxes: the rows share a band or the columns a stack, not both.
                    let [tl, tr, bl, br] = cells.map(|c| box_of[c]);
                    let two_boxes =
                        (tl == tr && bl == br && tl != bl) || (tl == bl && tr == br && tl != tr);
                    let common = left & right & b.geo.all;
                    if !two_boxes || !several(common) {
                        continue;
                    }
                    for x in bits(common) {
                        for y in bits(common).filter(|&y| y > x) {
                            let pair = S::Mask::ONE << x | S::Mask::ONE << y;
                            if !cells.iter().any(|&c| b.cand[c] == pair) {
                                continue;
                            }
                            if let Some(step) = f(Rect { cells, pair }) {
                                return Some(step);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// The units (row, column, box) that cells `a` and `b` share, as unit indices.
fn shared_units<S: Space>(b: &Board<S>, x: usize, y: usize) -> impl Iterator<Item = usize> + '_ {
    let of_y = b.units_of(y);
    b.units_of(x)
        .iter()
        .filter(move |u| of_y.contains(u))
        .map(|&u| usize::from(u))
}

/// Unique rectangle, types 1-4, easiest first: type 1 (4.5), types 2 and 4 (4.6), then
/// type 3 (4.5 plus a tenth per real cell of its naked subset: 4.6 for a pair, 4.7 for a
/// triple, 4.8 for a quad).
pub(super) fn unique_rectangle<S: Space>(b: &Board<S>) -> Option<Step> {
    if !plain(b) {
        return None;
    }
    // One walk over the rectangles: a type 1 ends it; the first of each other kind is
    // kept, and the easiest kept is returned.
    let mut later: [Option<Step>; 5] = Default::default();
    let first = each_rect(b, |r| {
        if let Some(step) = type1(b, r) {
            return Some(step);
        }
        for (k, slot) in later.iter_mut().enumerate() {
            if slot.is_none() {
                *slot = match k {
                    0 => type2(b, r),
                    1 => type4(b, r),
                    _ => type3(b, r, k as u32 - 1),
                };
            }
        }
        None
    });
    first.or_else(|| later.into_iter().flatten().next())
}

/// "A1, B1, A2 and B2 would hold only 4 and 7, which could swap to give a second solution".
fn deadly<M: Mask>(r: &Rect<M>) -> Text {
    say!("step-deadly", cells = Cs(r.sorted()), digits = Ds(r.pair))
}

fn ur_step<S: Space>(b: &Board<S>, r: &Rect<S::Mask>, text: Text, other: Vec<Cand>) -> Step {
    let main = b.present(r.cells, r.pair);
    Step::new(Technique::UniqueRectangle, text)
        .mark(Role::Main, main)
        .mark(Role::Other, other)
        .in_units(r.units(b))
}

/// Type 1: three corners hold only the pair, so the fourth must hold something else.
fn type1<S: Space>(b: &Board<S>, r: Rect<S::Mask>) -> Option<Step> {
    let extra = r.extra_corners(b);
    if extra.count_ones() != 1 {
        return None;
    }
    let c = r.corners(extra).next()?;
    let (x, y) = pair_digits(r.pair);
    let text = say!(
        "step-ur-1",
        cell = C(c),
        x = D(x),
        y = D(y),
        deadly = deadly(&r),
        digits = Ds(r.pair)
    );
    let others = b.present([c], !r.pair);
    Some(ur_step(b, &r, text, others).removing(b.present([c], r.pair)))
}

fn pair_digits<M: Mask>(pair: M) -> (u8, u8) {
    let mut it = bits(pair);
    let x = it.next().unwrap_or(0) as u8 + 1;
    let y = it.next().unwrap_or(0) as u8 + 1;
    (x, y)
}

/// Type 2: the corners with extras all have the same single extra z, so one of them is
/// z, and z goes from every cell that sees them all.
fn type2<S: Space>(b: &Board<S>, r: Rect<S::Mask>) -> Option<Step> {
    let extra = r.extra_corners(b);
    if !(2..=3).contains(&extra.count_ones()) {
        return None;
    }
    let z = r
        .corners(extra)
        .fold(S::Mask::ZERO, |m, c| m | (b.cand[c] & !r.pair));
    if z.count_ones() != 1 {
        return None;
    }
    let ends: Vec<usize> = r.corners(extra).collect();
    let targets = (0..b.geo.cells).filter(|&t| ends.iter().all(|&e| b.geo.sees(t, e)));
    let gone = b.present(targets, z);
    if gone.is_empty() {
        return None;
    }
    let zd = digit(z);
    let cleared = cells_of(&gone);
    let text = say!(
        "step-ur-2",
        ends = Or(ends.iter().map(|&c| c as u16).collect()),
        end_count = N(ends.len()),
        digit = D(zd),
        deadly = deadly(&r),
        count = N(cleared.len()),
        gone = Cs(cleared)
    );
    Some(ur_step(b, &r, text, b.present(ends.iter().copied(), z)).removing(gone))
}

/// The two corners with extras when there are exactly two and they share a row or a
/// column.
fn two_extra_corners<S: Space>(b: &Board<S>, r: &Rect<S::Mask>) -> Option<(usize, usize)> {
    let extra = r.extra_corners(b);
    if extra.count_ones() != 2 {
        return None;
    }
    let mut it = r.corners(extra);
    let (e1, e2) = (it.next()?, it.next()?);
    let n = b.geo.n;
    (e1 / n == e2 / n || e1 % n == e2 % n).then_some((e1, e2))
}

/// Type 4: in a unit the two extra corners share, one digit of the pair can go nowhere
/// else, so one of them holds it; the other digit of the pair would then complete the
/// pattern, so it goes from both.
fn type4<S: Space>(b: &Board<S>, r: Rect<S::Mask>) -> Option<Step> {
    let (e1, e2) = two_extra_corners(b, &r)?;
    for u in shared_units(b, e1, e2) {
        for x in bits(r.pair) {
            let bit = S::Mask::ONE << x;
            let confined = b.unit_cells(u).iter().all(|&c| {
                let c: usize = c.into();
                c == e1 || c == e2 || b.cand[c] & bit == S::Mask::ZERO
            });
            if !confined {
                continue;
            }
            let other = r.pair & !bit;
            let gone = b.present([e1, e2], other);
            if gone.is_empty() {
                continue;
            }
            let (xd, od) = (x as u8 + 1, digit(other));
            let pair_cells = vec![e1 as u16, e2 as u16];
            let text = say!(
                "step-ur-4",
                cells = Cs(pair_cells),
                digit = D(xd),
                unit = b.geo.unit(u),
                other = D(od),
                deadly = deadly(&r)
            );
            let strong = b.present([e1, e2], bit);
            return Some(
                ur_step(b, &r, text, strong)
                    .in_units([b.geo.unit(u)])
                    .removing(gone),
            );
        }
    }
    None
}

/// Type 3: the extras of the two extra corners act as one cell, since one of the corners
/// must hold one of them; with `k` other cells of a shared unit it forms a naked subset.
fn type3<S: Space>(b: &Board<S>, r: Rect<S::Mask>, k: u32) -> Option<Step> {
    let (e1, e2) = two_extra_corners(b, &r)?;
    let virt = (b.cand[e1] | b.cand[e2]) & !r.pair;
    if virt.count_ones() < 2 || virt.count_ones() > k + 1 {
        return None;
    }
    for u in shared_units(b, e1, e2) {
        let cells: Vec<usize> = b.unit_cells(u).iter().map(|&c| c.into()).collect();
        // The unit's open cells but the two corners, as bits of their places in it.
        let mut open = 0u32;
        for (j, &c) in cells.iter().enumerate() {
            if c != e1 && c != e2 && b.cand[c] != S::Mask::ZERO {
                open |= 1 << j;
            }
        }
        if open.count_ones() <= k {
            continue;
        }
        let mut next = open;
        while next != 0 {
            let sub = next;
            next = (next - 1) & open;
            if sub.count_ones() != k {
                continue;
            }
            let digits = bits(sub).fold(virt, |m, j| m | b.cand[cells[j]]);
            if digits.count_ones() != k + 1 {
                continue;
            }
            let rest = bits(open & !sub).map(|j| cells[j]);
            let gone = b.present(rest, digits);
            if gone.is_empty() {
                continue;
            }
            let inside: Vec<u16> = bits(sub).map(|j| cells[j] as u16).collect();
            let text = say!(
                "step-ur-3",
                first = C(e1),
                second = C(e2),
                extras = AnyD(virt),
                deadly = deadly(&r),
                cells = Cs(inside.clone()),
                size = N(k as usize + 1),
                digits = Ds(digits),
                unit = b.geo.unit(u),
                gone = Cs(cells_of(&gone))
            );
            let mut other = b.present([e1, e2], virt);
            other.extend(b.present(inside.iter().map(|&c| usize::from(c)), digits));
            return Some(
                ur_step(b, &r, text, other)
                    .in_units([b.geo.unit(u)])
                    .removing(gone)
                    .rated(Difficulty(45 + k as u16)),
            );
        }
    }
    None
}

/// BUG+1: every open cell has two candidates but one, which has three, and every digit
/// has two places in each unit but the one that has three in that cell's units. Without
/// it, the grid would be a "bivalue universal grave" with two solutions, so that digit
/// goes in the cell (5.6).
pub(super) fn bug<S: Space>(b: &Board<S>) -> Option<Step> {
    if !plain(b) {
        return None;
    }
    let mut three = None;
    for i in 0..b.geo.cells {
        match b.cand[i].count_ones() {
            0 | 2 => {}
            3 if three.is_none() => three = Some(i),
            _ => return None,
        }
    }
    let cell = three?;
    let mut extra = S::Mask::ZERO;
    let units_of = b.units_of(cell);
    for u in 0..b.geo.units.len() {
        let holds = units_of.contains(&(u as u8));
        let pos = b.positions(u);
        for d in 0..b.geo.n {
            let bit = S::Mask::ONE << d;
            match (pos[d].count_ones(), holds) {
                (0 | 2, _) => {}
                (3, true) if extra & !bit == S::Mask::ZERO => extra = bit,
                _ => return None,
            }
        }
    }
    if extra == S::Mask::ZERO || b.cand[cell] & extra == S::Mask::ZERO {
        return None;
    }
    let d = digit(extra);
    let units: Vec<Unit> = units_of
        .iter()
        .map(|&u| b.geo.unit(usize::from(u)))
        .collect();
    let mut step = Step::new(
        Technique::Bug,
        say!("step-bug", cell = C(cell), digit = D(d)),
    )
    .mark(Role::Main, [Cand::new(cell, d)])
    .mark(Role::Other, b.present([cell], !extra))
    .in_units(units);
    step.placements.push(Cand::new(cell, d));
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::super::board::Look;
    use super::super::fixtures::{check, marks, sample};
    use super::super::{als, bivalue, explain, GridNames, Technique};
    use super::*;

    /// A board with a type 1 rectangle: C1, G1, C2 and G2 on 7 and 8.
    fn type_1_board() -> Board {
        marks([
            "378 =6 378 =5 =2 =1 78 =9 =4",
            "=1 =2 78 46 =9 46 78 =5 =3",
            "=9 =5 =4 =3 =8 =7 16 126 126",
            "2356 =4 2359 =8 136 239 16 =7 126",
            "2367 39 2379 1249 1346 2349 =5 1246 =8",
            "26 =8 =1 =7 46 =5 49 =3 269",
            "348 139 389 1469 =5 3469 =2 1468 =7",
            "23458 139 23589 12469 =7 23469 349 1468 1569",
            "2345 =7 =6 1249 134 =8 349 14 159",
        ])
    }

    #[test]
    fn type_1() {
        let b = type_1_board();
        let s = unique_rectangle(&b).unwrap();
        assert_eq!(check(&b, &s), [(2, 7), (2, 8)]);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::UniqueRectangle, Difficulty(45))
        );
        assert_eq!(
            s.sentence(&GridNames),
            "If C1 were 7 or 8, C1, G1, C2 and G2 would hold only 7 and 8, which could swap \
             to give a second solution; so 7 and 8 go from C1"
        );
    }

    #[test]
    fn a_rectangle_is_looked_at_through_its_own_units_only() {
        let mut b = type_1_board();
        let whole = unique_rectangle(&b).unwrap();
        // C1, G1, C2 and G2: rows 1 and 2, columns C and G, the first and third boxes.
        let own = [0, 1, 9 + 2, 9 + 6, 18, 20];
        for u in own {
            b.look = Look::nothing();
            b.look.units = 1 << u;
            assert_eq!(unique_rectangle(&b).as_ref(), Some(&whole), "unit {u}");
        }
        b.look = Look::everything();
        for u in own {
            b.look.units &= !(1 << u);
        }
        let corners: Vec<Cand> = whole.pattern.iter().map(|m| m.cand).collect();
        if let Some(other) = unique_rectangle(&b) {
            assert!(other.pattern.iter().all(|m| !corners.contains(&m.cand)));
        }
    }

    #[test]
    fn type_2() {
        let b = marks([
            "78 =6 =3 =5 =2 =1 78 =9 =4",
            "=1 =2 78 46 =9 46 78 =5 =3",
            "=9 =5 =4 =3 =8 =7 16 126 126",
            "2356 =4 259 =8 136 239 16 =7 126",
            "2367 39 279 1249 1346 2349 =5 1246 =8",
            "26 =8 =1 =7 46 =5 49 =3 269",
            "348 139 89 1469 =5 3469 =2 1468 =7",
            "23458 139 2589 12469 =7 23469 349 1468 1569",
            "2345 =7 =6 1249 134 =8 349 14 159",
        ]);
        let s = unique_rectangle(&b).unwrap();
        assert_eq!(check(&b, &s), [(53, 2)]);
        assert_eq!(s.difficulty, Difficulty(45));
        assert_eq!(
            s.sentence(&GridNames),
            "Unless I3 or I4 is 2, G3, I3, G4 and I4 would hold only 1 and 6, which could \
             swap to give a second solution; so 2 goes from I6, which sees both"
        );
    }

    #[test]
    fn type_3() {
        let b = marks([
            "=1 =2 =3 =4 =5 =6 79 =8 79",
            "458 58 =7 =1 38 =9 26 26 345",
            "=6 =9 458 2378 378 238 145 15 1345",
            "238 17 2689 =5 36789 1238 1679 =4 179",
            "235 =4 2569 2379 3679 123 15679 15679 =8",
            "58 17 5689 789 =4 18 =3 15679 =2",
            "2458 58 =1 389 389 =7 2459 259 =6",
            "=7 =6 458 89 =2 45 1459 =3 1459",
            "=9 =3 245 =6 =1 45 =8 257 457",
        ]);
        let s = unique_rectangle(&b).unwrap();
        assert_eq!(check(&b, &s), [(26, 1)]);
        assert_eq!(s.difficulty, Difficulty(47));
        assert_eq!(
            s.sentence(&GridNames),
            "Unless I8 or I9 is 1, 7 or 9, F8, I8, F9 and I9 would hold only 4 and 5, which \
             could swap to give a second solution; so one of them is, and with I1 and I4 they \
             act as a naked triple on 1, 7 and 9 in column I, so those digits go from the rest \
             of it: I3"
        );
    }

    #[test]
    fn type_4() {
        let b = marks([
            "59 =6 =2 =3 =1 =4 =8 59 =7",
            "14589 =3 489 58 6789 5679 =2 16 59",
            "1589 =7 589 =2 689 569 =4 16 =3",
            "4578 2458 4578 =9 24678 12567 57 =3 16",
            "=6 589 =1 58 378 357 579 =4 =2",
            "34579 2459 34579 14 2467 12567 579 =8 16",
            "=2 58 58 =6 39 39 =1 =7 =4",
            "37 49 37 14 =5 12 =6 29 =8",
            "49 =1 =6 =7 24 =8 =3 259 59",
        ]);
        let s = unique_rectangle(&b).unwrap();
        assert_eq!(check(&b, &s), [(45, 7), (47, 7)]);
        assert_eq!(s.difficulty, Difficulty(45));
        assert_eq!(
            s.sentence(&GridNames),
            "One of A6 and C6 must be 3 (the only places of 3 in row 6), so if either were 7, \
             A6, C6, A8 and C8 would hold only 3 and 7, which could swap to give a second \
             solution; so 7 goes from A6 and C6"
        );
    }

    #[test]
    fn bug_plus_one() {
        let b = marks([
            "=9 =8 67 =3 26 =4 =1 =5 27",
            "=1 =2 =4 =7 =5 =9 =3 =6 =8",
            "=5 37 367 =8 26 =1 =4 27 =9",
            "=4 =1 37 =2 =8 =5 =9 37 =6",
            "=6 =9 =5 =1 =7 =3 =2 =8 =4",
            "=2 37 =8 =9 =4 =6 =5 =1 37",
            "=3 =4 =2 =6 =1 =7 =8 =9 =5",
            "=8 =6 =9 =5 =3 =2 =7 =4 =1",
            "=7 =5 =1 =4 =9 =8 =6 23 23",
        ]);
        let s = bug(&b).unwrap();
        assert_eq!(check(&b, &s), [(20, 7)]);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::Bug, Difficulty(56))
        );
        assert_eq!(
            s.sentence(&GridNames),
            "Every open cell but C3 has two candidates, and every digit has two places in each \
             row, column and box but 7, which has three in those of C3: unless C3 is 7, the \
             grid would have two solutions, so C3 is 7"
        );
        // With a fourth candidate in C3 it is no BUG+1.
        let mut b4 = b.clone();
        b4.cand[20] |= 1;
        assert!(bug(&b4).is_none());
    }

    /// Explains the committed samples, then runs the finders of this helper's techniques
    /// on every grid of those solves where the engine needed more than an XYZ-wing:
    /// whatever they find must be sound. Each must find something somewhere.
    #[test]
    fn samples_are_sound() {
        type Find = fn(&Board) -> Option<Step>;
        let finders: [(Technique, Find); 6] = [
            (Technique::UniqueRectangle, unique_rectangle),
            (Technique::Bug, bug),
            (Technique::WWing, bivalue::w_wing),
            (Technique::RemotePair, bivalue::remote_pair),
            (Technique::XyChain, bivalue::xy_chain),
            (Technique::AlsXz, als::als_xz),
        ];
        let mut found = [0usize; 6];
        let mut puzzles = sample("norvig_top95.txt");
        puzzles.extend(sample("puzzles6_forum_hardest_1106").into_iter().step_by(6));
        for g in &puzzles {
            let e = explain(g);
            let mut b = Board::new(g).unwrap();
            b.unique = true;
            b.truth = e.solution.map(|s| super::super::board::widened(s.cells()));
            for step in &e.steps {
                if step.technique > Technique::XyzWing && step.technique != Technique::Guess {
                    for (k, (t, find)) in finders.iter().enumerate() {
                        if let Some(s) = find(&b) {
                            assert_eq!(s.technique, *t);
                            check(&b, &s);
                            found[k] += 1;
                        }
                    }
                }
                b.apply(step);
            }
        }
        for (k, (t, _)) in finders.iter().enumerate() {
            assert!(found[k] > 0, "{t} never found");
        }
    }
}
