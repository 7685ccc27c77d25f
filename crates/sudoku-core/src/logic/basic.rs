//! The classic techniques: singles, locked candidates, naked and hidden subsets, the
//! basic fish, and the XY- and XYZ-wings. Each finder returns the first instance it sees
//! as a [`Step`], or `None`.

use super::board::{bits, classic, digit, each_subset, ix, Board, Mask, Space};
use super::step::{cells_of, Cand, Cs, Ds, Or, Role, Step, Text, Us, C, D, N};
use super::technique::{Difficulty, Technique};
use crate::grid::{Unit, BOX_OF, COL_OF, ROW_OF, UNITS};
use crate::say;

/// The first hidden single, as (cell, digit, unit index, whether it is the unit's last
/// empty cell), in SE's order: a unit's last empty cell first (a *full house*, boxes,
/// then columns, then rows), then a digit's last place in a box, a column, a row
/// ([`Geometry::single_order`](super::geometry::Geometry)). No
/// allocation: the rater's counting run calls this on every step.
#[inline]
pub(super) fn find_hidden_single<S: Space>(b: &Board<S>) -> Option<(usize, u8, usize, bool)> {
    let zero = S::Mask::ZERO;
    for &u in &b.geo.single_order {
        let u = usize::from(u);
        let mut open = b
            .unit_cells(u)
            .iter()
            .map(|&c| ix(c))
            .filter(|&c| b.val[c] == 0);
        if let (Some(cell), None) = (open.next(), open.next()) {
            if b.cand[cell].count_ones() == 1 {
                return Some((cell, digit(b.cand[cell]), u, true));
            }
        }
    }
    for &u in &b.geo.single_order {
        let u = usize::from(u);
        let cells = b.unit_cells(u);
        let (mut once, mut twice) = (zero, zero);
        for &c in cells {
            let m = b.cand[ix(c)];
            twice |= once & m;
            once |= m;
        }
        let only = once & !twice;
        if only == zero {
            continue;
        }
        let bit = only & only.wrapping_neg();
        let cell = cells
            .iter()
            .map(|&c| ix(c))
            .find(|&c| b.cand[c] & bit != zero)?;
        return Some((cell, digit(bit), u, false));
    }
    None
}

/// The first naked single, as (cell, digit).
#[inline]
pub(super) fn find_naked_single<S: Space>(b: &Board<S>) -> Option<(usize, u8)> {
    let cell = (0..b.geo.cells).find(|&i| b.val[i] == 0 && b.cand[i].count_ones() == 1)?;
    Some((cell, digit(b.cand[cell])))
}

/// The rating of a hidden single found in unit `u`: 1.0 in a unit's last empty cell, 1.2
/// in a box (or a windoku box), 1.5 in a line (or a diagonal).
pub(super) fn hidden_single_difficulty(u: Unit, alone: bool) -> Difficulty {
    if alone {
        Difficulty(10)
    } else if matches!(u, Unit::Box(_) | Unit::Window(_)) {
        Technique::HiddenSingle.difficulty()
    } else {
        Difficulty(15)
    }
}

/// A digit with one place left in a unit: a unit's last empty cell first (1.0), then
/// boxes (1.2), then columns and rows (1.5).
pub(super) fn hidden_single<S: Space>(b: &Board<S>) -> Option<Step> {
    let (cell, d, u, alone) = find_hidden_single(b)?;
    let unit = |u| b.geo.unit(u);
    let text = if alone {
        say!(
            "step-last-empty",
            cell = C(cell),
            unit = unit(u),
            digit = D(d)
        )
    } else {
        say!(
            "step-hidden-single",
            cell = C(cell),
            unit = unit(u),
            digit = D(d)
        )
    };
    let mut step = Step::new(Technique::HiddenSingle, text)
        .mark(Role::Main, [Cand::new(cell, d)])
        .in_units([unit(u)])
        .rated(hidden_single_difficulty(b.geo.unit(u), alone));
    step.placements.push(Cand::new(cell, d));
    Some(step)
}

/// A cell with one candidate left.
pub(super) fn naked_single<S: Space>(b: &Board<S>) -> Option<Step> {
    let (cell, d) = find_naked_single(b)?;
    let seen = b.geo.peers[cell]
        .iter()
        .map(|&p| b.val[ix(p)])
        .filter(|&v| v != 0)
        .fold(S::Mask::ZERO, |m, v| m | S::Mask::ONE << usize::from(v - 1));
    let text = if seen | S::Mask::ONE << usize::from(d - 1) != b.geo.all {
        // Techniques removed the rest: the digits placed alone do not explain it.
        say!("step-naked-single-ruled-out", cell = C(cell), digit = D(d))
    } else if b.geo.classic {
        say!("step-naked-single-units", cell = C(cell), digit = D(d))
    } else {
        say!("step-naked-single-seen", cell = C(cell), digit = D(d))
    };
    let mut step = Step::new(Technique::NakedSingle, text).mark(Role::Main, [Cand::new(cell, d)]);
    step.placements.push(Cand::new(cell, d));
    Some(step)
}

/// Pointing (2.6): in a box, a digit confined to one row or column leaves the rest of it.
/// Claiming (2.8): in a row or column, a digit confined to one box leaves the rest of it.
pub(super) fn locked_candidates<S: Space>(b: &Board<S>) -> Option<Step> {
    match classic(b) {
        Some(b) => classic_locked_candidates(b),
        None => locked_in_overlaps(b),
    }
}

/// [`locked_candidates`] on a board whose places of each digit in each unit are known
/// already (`pos[u][d]`, as bits of unit `u`'s cells): a settling branch keeps them, and
/// reading them again was a third of a 25x25's nested chains.
pub(super) fn locked_candidates_in<S: Space>(
    b: &Board<S>,
    pos: &[S::PerDigit<S::Mask>],
) -> Option<Step> {
    match classic(b) {
        Some(b) => classic_locked_candidates(b),
        None => locked_known(b, pos),
    }
}

/// Locked candidates on the classic grid, with its box rows and columns of three read
/// from the bits of a box's positions.
fn classic_locked_candidates(b: &Board) -> Option<Step> {
    for bx in 0..9 {
        let pos = b.positions(18 + bx);
        for (d, &p) in pos.iter().enumerate() {
            if p.count_ones() < 2 || !b.look.digit(d) {
                continue;
            }
            // Box cells k = 0..9 lie in box row k / 3 and box column k % 3.
            let rows = (p | p >> 1 | p >> 2) & 0b1001001;
            let cols = (p | p >> 3 | p >> 6) & 0b111;
            let first = UNITS[18 + bx][p.trailing_zeros() as usize] as usize;
            let line = if rows.count_ones() == 1 {
                ROW_OF[first] as usize
            } else if cols.count_ones() == 1 {
                9 + COL_OF[first] as usize
            } else {
                continue;
            };
            let outside = UNITS[line]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| BOX_OF[c] as usize != bx);
            let gone = b.present(outside, 1 << d);
            if !gone.is_empty() {
                return Some(locked(b, d as u8 + 1, 18 + bx, line, gone));
            }
        }
    }
    for line in 0..18 {
        let pos = b.positions(line);
        for (d, &p) in pos.iter().enumerate() {
            let thirds = (p | p >> 1 | p >> 2) & 0b1001001;
            if p.count_ones() < 2 || thirds.count_ones() != 1 || !b.look.digit(d) {
                continue;
            }
            let bx = 18 + BOX_OF[UNITS[line][p.trailing_zeros() as usize] as usize] as usize;
            let outside = UNITS[bx]
                .iter()
                .map(|&c| c as usize)
                .filter(|c| !UNITS[line].contains(&(*c as u8)));
            let gone = b.present(outside, 1 << d);
            if !gone.is_empty() {
                return Some(locked(b, d as u8 + 1, line, bx, gone).rated(Difficulty(28)));
            }
        }
    }
    None
}

/// Locked candidates on any shape: wherever two units meet in two or more cells (a box
/// and a line, a diagonal and a box, a windoku box and a row, a jigsaw region and a
/// column), a digit one of them can hold only there leaves the other's remaining cells.
/// Pointing from a box or windoku box is found first and rated 2.6, as on the classic
/// grid; from a line or diagonal, 2.8.
fn locked_in_overlaps<S: Space>(b: &Board<S>) -> Option<Step> {
    let geo = &b.geo;
    // Where each digit can go in each unit, as bits of the unit's cells: read once, so
    // that each overlap is a few word operations (a 25x25 has 250 of them).
    // A pattern that was not there needs its locking unit to have lost a place of the
    // digit: units the board's look leaves out are read only as the other side.
    let pos: Vec<Option<S::PerDigit<S::Mask>>> = (0..geo.units.len())
        .map(|u| b.look.unit(u).then(|| b.positions_of(u, b.look.digits)))
        .collect();
    let zero = S::Mask::ZERO;
    // Only a locking unit the look keeps can hold a pattern that was not there; most
    // looks keep them all, and the test is left out then (it ran 25 times an overlap).
    let every = b.look.units == u128::MAX;
    for (pass, pointing) in [true, false].into_iter().enumerate() {
        for d in 0..geo.n {
            if !b.look.digit(d) {
                continue;
            }
            for &(from, onto, in_from, in_onto) in &geo.locks[pass] {
                let (from, onto) = (usize::from(from), usize::from(onto));
                if !every && !b.look.unit(from) {
                    continue;
                }
                let Some(at) = &pos[from] else {
                    continue;
                };
                let here = at[d];
                // Within the overlap, and in two cells or more (no counting of bits: the
                // base x86-64 has no instruction for it).
                if here & !in_from != zero || here & Mask::wrapping_neg(here) == here {
                    continue;
                }
                let there = match &pos[onto] {
                    Some(at) => at[d],
                    None => b.positions_of(onto, S::Mask::ONE << d)[d],
                } & !in_onto;
                if there == zero {
                    continue;
                }
                return Some(locked_at(b, pointing, from, onto, d, there));
            }
        }
    }
    None
}

/// [`locked_in_overlaps`] with every unit's places known: each overlap is tested for all
/// digits at once, in a loop without branches, and the first step is the one of the
/// lowest digit, at the first overlap that has it, as the digit-by-digit scan finds it.
fn locked_known<S: Space>(b: &Board<S>, pos: &[S::PerDigit<S::Mask>]) -> Option<Step> {
    let geo = &b.geo;
    let (n, zero) = (geo.n, S::Mask::ZERO);
    let every = b.look.units == u128::MAX;
    let digits: u32 = b.look.digits.into();
    if digits == 0 {
        return None;
    }
    let lowest = digits.trailing_zeros();
    for (pass, pointing) in [true, false].into_iter().enumerate() {
        let mut best: Option<(u32, usize)> = None;
        for (k, &(from, onto, in_from, in_onto)) in geo.locks[pass].iter().enumerate() {
            let (from, onto) = (usize::from(from), usize::from(onto));
            if !every && !b.look.unit(from) {
                continue;
            }
            let (here, there) = (&pos[from].as_ref()[..n], &pos[onto].as_ref()[..n]);
            let mut hits = 0u32;
            for (d, (&h, &t)) in here.iter().zip(there).enumerate() {
                // Within the overlap, in two cells or more, and with places to take
                // beyond it.
                let holds = (h & !in_from == zero)
                    & (h & Mask::wrapping_neg(h) != h)
                    & (t & !in_onto != zero);
                hits |= u32::from(holds) << d;
            }
            hits &= digits;
            if hits != 0 && best.is_none_or(|(d, _)| hits.trailing_zeros() < d) {
                best = Some((hits.trailing_zeros(), k));
                if hits.trailing_zeros() == lowest {
                    break;
                }
            }
        }
        if let Some((d, k)) = best {
            let (from, onto, _, in_onto) = geo.locks[pass][k];
            let (from, onto, d) = (usize::from(from), usize::from(onto), d as usize);
            let there = pos[onto][d] & !in_onto;
            return Some(locked_at(b, pointing, from, onto, d, there));
        }
    }
    None
}

/// The step of locked candidates that takes digit `d` (bit `d`) from the places `there`
/// of unit `onto` (as bits of its cells): pointing when `from` is box-like (2.6), else
/// claiming (2.8).
fn locked_at<S: Space>(
    b: &Board<S>,
    pointing: bool,
    from: usize,
    onto: usize,
    d: usize,
    there: S::Mask,
) -> Step {
    // A unit's cells are in reading order, so these are too.
    let cells = bits(there).map(|k| ix(b.geo.units[onto][k]));
    let gone = b.present(cells, S::Mask::ONE << d);
    let step = locked(b, d as u8 + 1, from, onto, gone);
    if pointing {
        step
    } else {
        step.rated(Difficulty(28))
    }
}

/// The step of locked candidates: digit `d` of unit `from` lies where it meets `onto`.
fn locked<S: Space>(b: &Board<S>, d: u8, from: usize, onto: usize, gone: Vec<Cand>) -> Step {
    let unit = |u| b.geo.unit(u);
    let bit = S::Mask::ONE << usize::from(d - 1);
    let cells: Vec<usize> = b.geo.units[from]
        .iter()
        .map(|&c| ix(c))
        .filter(|&c| b.cand[c] & bit != S::Mask::ZERO)
        .collect();
    let pattern: Vec<Cand> = cells.iter().map(|&c| Cand::new(c, d)).collect();
    let cells: Vec<u16> = cells.iter().map(|&c| c as u16).collect();
    Step::new(
        Technique::LockedCandidates,
        say!(
            "step-locked-candidates",
            digit = D(d),
            cells = Or(cells),
            from = unit(from),
            onto = unit(onto),
            gone = Cs(cells_of(&gone))
        ),
    )
    .mark(Role::Main, pattern)
    .in_units([unit(from), unit(onto)])
    .removing(gone)
}

/// Naked pair, triple or quad: `k` cells of a unit holding only `k` digits between them.
pub(super) fn naked_subset<S: Space>(b: &Board<S>, k: u32) -> Option<Step> {
    let unit = |u| b.geo.unit(u);
    let zero = S::Mask::ZERO;
    for (u, cells) in b.geo.units.iter().enumerate() {
        if !b.look.unit(u) {
            continue;
        }
        let (mut eligible, mut open) = (zero, 0);
        for (j, &c) in cells.iter().enumerate() {
            let n = b.cand[ix(c)].count_ones();
            open += u32::from(n > 0);
            if (2..=k).contains(&n) {
                eligible |= S::Mask::ONE << j;
            }
        }
        if open <= k || eligible.count_ones() < k {
            continue;
        }
        let mut found = None;
        each_subset(k, eligible, |sub| {
            let digits = sub.iter().fold(zero, |m, &j| m | b.cand[ix(cells[j])]);
            if digits.count_ones() != k {
                return false;
            }
            let others = (0..cells.len())
                .filter(|j| !sub.contains(j))
                .map(|j| ix(cells[j]));
            let gone = b.present(others, digits);
            if gone.is_empty() {
                return false;
            }
            found = Some((sub.to_vec(), digits, gone));
            true
        });
        if let Some((sub, digits, gone)) = found {
            let inside: Vec<u16> = sub.iter().map(|&j| ix(cells[j]) as u16).collect();
            let technique = [
                Technique::NakedPair,
                Technique::NakedTriple,
                Technique::NakedQuad,
            ][k as usize - 2];
            return Some(
                Step::new(
                    technique,
                    say!(
                        "step-naked-subset",
                        cells = Cs(inside.clone()),
                        digits = Ds(digits),
                        unit = unit(u),
                        gone = Cs(cells_of(&gone))
                    ),
                )
                .mark(
                    Role::Main,
                    b.present(inside.iter().map(|&c| usize::from(c)), digits),
                )
                .in_units([unit(u)])
                .removing(gone),
            );
        }
    }
    None
}

/// Hidden pair, triple or quad: `k` digits of a unit confined to the same `k` cells.
pub(super) fn hidden_subset<S: Space>(b: &Board<S>, k: u32) -> Option<Step> {
    hidden_in(b, k, |u| b.positions(u))
}

/// [`hidden_subset`] on a board whose places of each digit in each unit are known already
/// (`pos[u][d]`, as bits of unit `u`'s cells), as a settling branch keeps them.
pub(super) fn hidden_subset_in<S: Space>(
    b: &Board<S>,
    k: u32,
    pos: &[S::PerDigit<S::Mask>],
) -> Option<Step> {
    hidden_in(b, k, |u| pos[u])
}

/// [`hidden_subset`] with `places(u)` where each digit can go in unit `u`.
fn hidden_in<S: Space>(
    b: &Board<S>,
    k: u32,
    places: impl Fn(usize) -> S::PerDigit<S::Mask>,
) -> Option<Step> {
    let unit = |u| b.geo.unit(u);
    let zero = S::Mask::ZERO;
    for (u, cells) in b.geo.units.iter().enumerate() {
        if !b.look.unit(u) {
            continue;
        }
        let pos = places(u);
        let pos = &pos.as_ref()[..b.geo.n];
        let (mut eligible, mut open) = (zero, 0);
        for (d, &p) in pos.iter().enumerate() {
            let n = p.count_ones();
            open += u32::from(n > 0);
            if (2..=k).contains(&n) {
                eligible |= S::Mask::ONE << d;
            }
        }
        if open <= k || eligible.count_ones() < k {
            continue;
        }
        let mut found = None;
        each_subset(k, eligible, |ds| {
            let at = ds.iter().fold(zero, |m, &d| m | pos[d]);
            if at.count_ones() != k {
                return false;
            }
            let sub = ds.iter().fold(zero, |m, &d| m | S::Mask::ONE << d);
            let inside: Vec<u16> = bits(at).map(|j| ix(cells[j]) as u16).collect();
            let gone = b.present(inside.iter().map(|&c| usize::from(c)), !sub & b.geo.all);
            if gone.is_empty() {
                return false;
            }
            found = Some((sub, inside, gone));
            true
        });
        if let Some((sub, inside, gone)) = found {
            let technique = [
                Technique::HiddenPair,
                Technique::HiddenTriple,
                Technique::HiddenQuad,
            ][k as usize - 2];
            return Some(
                Step::new(
                    technique,
                    say!(
                        "step-hidden-subset",
                        unit = unit(u),
                        digits = Ds(sub),
                        cells = Cs(inside.clone())
                    ),
                )
                .mark(
                    Role::Main,
                    b.present(inside.iter().map(|&c| usize::from(c)), sub),
                )
                .in_units([unit(u)])
                .removing(gone),
            );
        }
    }
    None
}

/// X-wing (k = 2), swordfish (3), jellyfish (4), with rows or columns as base.
pub(super) fn fish<S: Space>(b: &Board<S>, k: u32) -> Option<Step> {
    let n = b.geo.n;
    let zero = S::Mask::ZERO;
    // Every line, as a mask of line indices.
    let all_lines = b.geo.all;
    for d in 0..n {
        if !b.look.digit(d) {
            continue;
        }
        let bit = S::Mask::ONE << d;
        for by_rows in [true, false] {
            // lines[r] = cross positions of the digit in base line r.
            let mut lines = S::per_digit(zero);
            let mut eligible = zero;
            for (r, line) in lines.as_mut().iter_mut().take(n).enumerate() {
                let u = if by_rows { r } else { n + r };
                for (j, &c) in b.geo.units[u].iter().enumerate() {
                    if b.cand[ix(c)] & bit != zero {
                        *line |= S::Mask::ONE << j;
                    }
                }
                if (2..=k).contains(&line.count_ones()) {
                    eligible |= S::Mask::ONE << r;
                }
            }
            if eligible.count_ones() < k {
                continue;
            }
            let cell = |base: usize, cross: usize| {
                if by_rows {
                    base * n + cross
                } else {
                    cross * n + base
                }
            };
            let mut found = None;
            each_subset(k, eligible, |rs| {
                let cover = rs.iter().fold(zero, |m, &r| m | lines[r]);
                if cover.count_ones() != k {
                    return false;
                }
                let sub = rs.iter().fold(zero, |m, &r| m | S::Mask::ONE << r);
                let gone = b.present(
                    bits(cover).flat_map(|x| bits(!sub & all_lines).map(move |r| cell(r, x))),
                    bit,
                );
                if gone.is_empty() {
                    return false;
                }
                found = Some((sub, cover, gone));
                true
            });
            if let Some((sub, cover, gone)) = found {
                let line_unit = |i: usize, base: bool| {
                    if base == by_rows {
                        Unit::Row(i as u8)
                    } else {
                        Unit::Column(i as u8)
                    }
                };
                let base: Vec<Unit> = bits(sub).map(|r| line_unit(r, true)).collect();
                let covers: Vec<Unit> = bits(cover).map(|x| line_unit(x, false)).collect();
                let technique =
                    [Technique::XWing, Technique::Swordfish, Technique::Jellyfish][k as usize - 2];
                let dg = d as u8 + 1;
                let pattern = bits(sub)
                    .flat_map(|r| bits(lines[r]).map(move |x| Cand::new(cell(r, x), dg)))
                    .collect::<Vec<_>>();
                return Some(
                    Step::new(technique, fish_words(by_rows, &base, dg, &covers, &gone))
                        .mark(Role::Main, pattern)
                        .in_units(base.into_iter().chain(covers))
                        .removing(gone),
                );
            }
        }
    }
    None
}

/// "In row 2 and row 7, 4 can only go in column C and column H, so 4 goes from the rest
/// of those columns": a fish with `base` rows (`by_rows`) or columns.
pub(super) fn fish_words(
    by_rows: bool,
    base: &[Unit],
    digit: u8,
    covers: &[Unit],
    gone: &[Cand],
) -> Text {
    let (base, covers, gone) = (Us(base.to_vec()), Us(covers.to_vec()), Cs(cells_of(gone)));
    if by_rows {
        say!(
            "step-fish-columns",
            base = base,
            digit = D(digit),
            covers = covers,
            gone = gone
        )
    } else {
        say!(
            "step-fish-rows",
            base = base,
            digit = D(digit),
            covers = covers,
            gone = gone
        )
    }
}

/// A pivot xy with pincers xz and yz: one pincer is z, so z leaves cells seeing both.
pub(super) fn xy_wing<S: Space>(b: &Board<S>) -> Option<Step> {
    for (p, peers) in b.geo.peers.iter().enumerate() {
        let pc = b.cand[p];
        if pc.count_ones() != 2 {
            continue;
        }
        for &a in peers {
            let a = ix(a);
            let ac = b.cand[a];
            if ac.count_ones() != 2 || (ac & pc).count_ones() != 1 {
                continue;
            }
            let z = ac & !pc;
            let want = (pc & !ac) | z;
            for &c in peers {
                let c = ix(c);
                if c == a || b.cand[c] != want {
                    continue;
                }
                let targets = b.geo.peers[a]
                    .iter()
                    .map(|&t| ix(t))
                    .filter(|&t| t != c && t != p && b.geo.sees(t, c));
                let gone = b.present(targets, z);
                if gone.is_empty() {
                    continue;
                }
                return Some(wing(b, Technique::XyWing, (p, a, c), z, gone));
            }
        }
    }
    None
}

/// A pivot xyz with pincers xz and yz: z leaves cells seeing all three.
pub(super) fn xyz_wing<S: Space>(b: &Board<S>) -> Option<Step> {
    let zero = S::Mask::ZERO;
    for (p, peers) in b.geo.peers.iter().enumerate() {
        let pc = b.cand[p];
        if pc.count_ones() != 3 {
            continue;
        }
        for &a in peers {
            let a = ix(a);
            let ac = b.cand[a];
            if ac.count_ones() != 2 || ac & !pc != zero {
                continue;
            }
            for &c in peers {
                let c = ix(c);
                let cc = b.cand[c];
                if c <= a || cc.count_ones() != 2 || cc & !pc != zero || cc == ac {
                    continue;
                }
                let z = ac & cc;
                let targets = peers
                    .iter()
                    .map(|&t| ix(t))
                    .filter(|&t| t != a && t != c && b.geo.sees(t, a) && b.geo.sees(t, c));
                let gone = b.present(targets, z);
                if gone.is_empty() {
                    continue;
                }
                return Some(wing(b, Technique::XyzWing, (p, a, c), z, gone));
            }
        }
    }
    None
}

fn wing<S: Space>(
    b: &Board<S>,
    t: Technique,
    (p, a, c): (usize, usize, usize),
    z: S::Mask,
    gone: Vec<Cand>,
) -> Step {
    let zd = digit(z);
    let mut pattern = b.present([p, a, c], b.geo.all & !z);
    let zs = b.present([p, a, c], z);
    pattern.retain(|m| !zs.contains(m));
    let cleared = cells_of(&gone);
    let count = N(cleared.len());
    let (pivot, pivot_digits) = (C(p), Ds(b.cand[p]));
    let (first, first_digits, second, second_digits) = (C(a), Ds(b.cand[a]), C(c), Ds(b.cand[c]));
    let text = if t == Technique::XyWing {
        say!(
            "step-xy-wing",
            pivot = pivot,
            pivot_digits = pivot_digits,
            first = first,
            first_digits = first_digits,
            second = second,
            second_digits = second_digits,
            digit = D(zd),
            gone = Cs(cleared),
            count = count
        )
    } else {
        say!(
            "step-xyz-wing",
            pivot = pivot,
            pivot_digits = pivot_digits,
            first = first,
            first_digits = first_digits,
            second = second,
            second_digits = second_digits,
            digit = D(zd),
            gone = Cs(cleared),
            count = count
        )
    };
    Step::new(t, text)
        .mark(Role::Main, zs)
        .mark(Role::Other, pattern)
        .removing(gone)
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::board;
    use super::super::GridNames;
    use super::*;
    use crate::grid::Grid;
    use crate::solver;

    /// The second puzzle of hard20, whose steps the boards below come from.
    const HARD20_2: &str =
        "........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........";

    /// The cells and digits `step` clears, after checking that the solution of `puzzle`
    /// keeps them all.
    fn cleared(step: &Step, puzzle: &str) -> Vec<(u16, u8)> {
        let g: Grid = puzzle.parse().unwrap();
        let truth = *solver::solve(&g).solution().unwrap().cells();
        for c in &step.eliminations {
            assert_ne!(truth[usize::from(c.cell)], c.digit, "unsound {c:?}");
        }
        step.eliminations
            .iter()
            .map(|c| (c.cell, c.digit))
            .collect()
    }

    #[test]
    fn locked_candidates_name_the_cells_they_clear() {
        // Step 22: row 6's 3s are in box 6, so box 6's other 3s go (claiming).
        let b = board(
            "2458   2467   245678 126789 16789  1678   2458   1248   =3
             248    247    =1     278    =3     =5     =6     248    =9
             =3     =9     2568   1268   =4     68     258    =7     15
             1248   12346  2468   13678  1678   =9     2347   =5     2467
             =7     12346  2469   136    =5     136    2349   1246   =8
             18     =5     689    =4     1678   =2     379    136    167
             145    =8     457    136    =2     13467  3457   =9     4567
             =9     247    =3     =5     678    4678   =1     2468   2467
             =6     1247   2457   13789  19     13478  23478  2348   2457",
        );
        let s = locked_candidates(&b).unwrap();
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::LockedCandidates, Difficulty(28))
        );
        assert_eq!(cleared(&s, HARD20_2), [(33, 3), (42, 3)]);
        assert_eq!(
            s.sentence(&GridNames),
            "3 must be in G6 or H6 (row 6), so 3 goes from the rest of box 6: G4 and G5"
        );
    }

    #[test]
    fn an_xy_wing_names_the_cells_that_see_both_pincers() {
        // Step 69: D5 is 3 or 6, so D3 or F5 is 1; F1 sees both.
        let b = board(
            "245    =6     2458   =9     178    17     2458   124    =3
             48     =7     =1     =2     =3     =5     =6     48     =9
             =3     =9     258    16     =4     68     25     =7     15
             12     =3     2468   78     167    =9     47     =5     246
             =7     124    2469   36     =5     13     249    1246   =8
             18     =5     69     =4     1678   =2     379    136    167
             145    =8     457    13     =2     3467   3457   =9     4567
             =9     24     =3     =5     678    4678   =1     2468   2467
             =6     124    2457   78     =9     1347   378    234    2457",
        );
        let s = xy_wing(&b).unwrap();
        assert_eq!(s.technique, Technique::XyWing);
        assert_eq!(cleared(&s, HARD20_2), [(5, 1)]);
        assert_eq!(
            s.sentence(&GridNames),
            "D5 holds 3 and 6; whichever it is, D3 (1 and 6) or F5 (1 and 3) must be 1, so 1 \
             goes from F1, which sees both"
        );
    }

    #[test]
    fn a_naked_pair_and_an_x_wing_name_the_rest_of_their_units() {
        // The twelfth puzzle of hard20 at its step 39, and the fifth at its step 35.
        let b = board(
            "37     =4     3678   2678   =9     278    =1     =5     268
             5679   =1     6789   2678   2457   2478   69     =3     2689
             69     56     =2     =3     58     =1     =7     =4     689
             169    26     =4     =5     28     89     =3     =7     19
             =8     57     139    179    347    3479   =2     69     1569
             12359  2357   139    1279   237    =6     =4     =8     159
             467    =9     367    78     =1     3578   568    =2     34
             1247   =8     137    279    =6     23579  59     19     34
             16     23     =5     =4     23     89     689    169    =7",
        );
        let s = naked_subset(&b, 2).unwrap();
        let twelfth =
            "....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7";
        assert_eq!(
            cleared(&s, twelfth),
            [(5, 8), (14, 8), (41, 9), (59, 8), (68, 9)]
        );
        assert_eq!(
            s.sentence(&GridNames),
            "F4 and F9 can only hold 8 and 9 between them, so those digits go from the rest of \
             column F: F1, F2, F5, F7 and F8"
        );
        let b = board(
            "=1     =2     68     =3     =9     =5     =7     68     =4
             =3     =5     =9     68     =4     =7     =1     268    26
             78     678    =4     268    128    12     39     35     359
             89     89     =5     =4     13     =6     =2     13     =7
             =6     134    12     =9     =7     123    =8     345    35
             24     134    =7     25     1235   =8     346    =9     136
             2789   46789  =3     =1     28     24     =5     26     269
             248    1468   68     258    2358   =9     346    =7     1236
             =5     149    12     =7     =6     234    349    14     =8",
        );
        let s = fish(&b, 2).unwrap();
        assert_eq!(s.technique, Technique::XWing);
        let fifth =
            "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8";
        assert_eq!(cleared(&s, fifth), [(23, 2), (59, 2)]);
        assert_eq!(
            s.sentence(&GridNames),
            "In row 5 and row 9, 2 can only go in column C and column F, so 2 goes from the rest \
             of those columns: F3 and F7"
        );
    }
}
