//! Sudoku Explainer's uniqueness rules as SE 1.2.1.3 finds and rates them, for the path
//! that gives SE's number: unique rectangles and loops of any even length (types 1-4) and
//! the bivalue universal grave (BUG, types 1-4). A person's path keeps `uniqueness.rs`.
//!
//! SE's search orders and its quirks are copied on purpose: they decide which step SE
//! takes, and so every later step and the rating (`docs/se-exact-notes.md`, sections 1-2).

use std::borrow::Cow;

use super::board::{bits, digit, unit, Board};
use super::step::{cells_of, Cand, Cs, Ds, Role, Step, C, D, N};
use super::technique::{Difficulty, Technique};
use crate::grid::{BOX_OF, CELLS, COL_OF, ROW_OF, UNITS};
use crate::say;

/// A set of cells, bit `i` for cell `i`.
type Cells = u128;

/// The region of `kind` (SE's order: 0 block, 1 row, 2 column) that holds `cell`, as a
/// unit index of [`UNITS`].
fn region(kind: usize, cell: usize) -> usize {
    match kind {
        0 => 18 + usize::from(BOX_OF[cell]),
        1 => usize::from(ROW_OF[cell]),
        _ => 9 + usize::from(COL_OF[cell]),
    }
}

/// Every region in SE's order: the blocks, then the rows, then the columns.
fn se_regions() -> impl Iterator<Item = usize> {
    (18..27).chain(0..18)
}

/// The cells of a region, in SE's order within it.
fn cells_in(u: usize) -> impl Iterator<Item = usize> {
    UNITS[u].iter().map(|&c| usize::from(c))
}

/// The cells that share a region with `cell` (not `cell` itself), in SE's order: its
/// block's, then its row's, then its column's, each once.
fn house(cell: usize) -> impl Iterator<Item = usize> {
    let mut seen: Cells = 1 << cell;
    (0..3)
        .flat_map(move |kind| cells_in(region(kind, cell)))
        .filter(move |&c| {
            let new = seen & (1 << c) == 0;
            seen |= 1 << c;
            new
        })
}

fn house_set(cell: usize) -> Cells {
    house(cell).fold(0, |s, c| s | 1 << c)
}

fn each_cell(s: Cells) -> impl Iterator<Item = usize> {
    let mut s = s;
    std::iter::from_fn(move || {
        (s != 0).then(|| {
            let c = s.trailing_zeros() as usize;
            s &= s - 1;
            c
        })
    })
}

/// The `k`-element subsets of `0..n` as bit masks, in SE's order (`Permutations`: the
/// masks in increasing order).
fn combinations(k: u32, n: u32) -> impl Iterator<Item = u64> {
    let last = if k == 0 || k > n {
        0
    } else {
        ((1u64 << k) - 1) << (n - k)
    };
    let mut next = (k <= n).then(|| (1u64 << k) - 1);
    std::iter::from_fn(move || {
        let cur = next?;
        next = (cur != last).then(|| {
            let low = cur & cur.wrapping_neg();
            let ripple = cur + low;
            ripple | (((cur ^ ripple) >> 2) / low)
        });
        Some(cur)
    })
}

/// The places of a combination's one bits.
fn ones(m: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |j| m & 1 << j != 0)
}

// ---------------------------------------------------------------------------------------
// Unique rectangles and loops

/// The kind of a loop's hint; SE counts two hints the same when their kind and cells are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LoopKind {
    One,
    Two,
    ThreeNaked,
    ThreeHidden,
    Four,
}

impl LoopKind {
    fn number(self) -> u8 {
        match self {
            LoopKind::One => 1,
            LoopKind::Two => 2,
            LoopKind::ThreeNaked | LoopKind::ThreeHidden => 3,
            LoopKind::Four => 4,
        }
    }
}

/// A unique loop hint as SE keeps it, with what its sentence needs.
#[derive(Clone)]
struct LoopHint {
    kind: LoopKind,
    cells: Vec<u8>,
    set: Cells,
    pair: u16,
    difficulty: Difficulty,
    /// The rating as SE's double, which SE sorts by.
    exact: f64,
    removes: Vec<Cand>,
    /// The cells with more than the pair.
    extra: Vec<usize>,
    /// Type 2: the extra digit; type 3: the set's digits; type 4: the locked digit.
    digits: u16,
    /// Types 3 and 4: the region and the other cells of the set.
    region: Option<usize>,
    others: Vec<usize>,
}

/// The rating of a loop of `n` cells before its type's extra.
fn loop_base(n: usize) -> u16 {
    let mut d = 45;
    if n >= 10 {
        d += 3;
    }
    if n >= 8 {
        d += 2;
    } else if n >= 6 {
        d += 1;
    }
    d
}

/// The rating of a loop of `n` cells before its type's extra, as SE's double: it adds
/// 0.3 and 0.2 for ten cells or more, so 5.0 there is 4.5 + 0.3 + 0.2.
fn loop_exact(n: usize) -> f64 {
    let mut d = 4.5;
    if n >= 10 {
        d += 0.3;
    }
    if n >= 8 {
        d += 0.2;
    } else if n >= 6 {
        d += 0.1;
    }
    d
}

/// SE's name: "Unique Rectangle type 1", "Unique Loop type 2", "Unique Loop 8 type 4".
fn loop_name(n: usize, kind: LoopKind) -> String {
    let what = if n == 4 { "Rectangle" } else { "Loop" };
    if n > 6 {
        format!("Unique {what} {n} type {}", kind.number())
    } else {
        format!("Unique {what} type {}", kind.number())
    }
}

/// SE's unique rectangles and loops (4.5 and up): every loop from every two-candidate
/// cell, each kind of hint on it, then the easiest by rating and type, the first found.
pub(super) fn unique_loops(b: &Board) -> Option<Step> {
    if !b.geo.classic {
        return None;
    }
    let mut found: Vec<LoopHint> = Vec::new();
    let mut loops = Vec::new();
    for start in 0..CELLS {
        let pair = b.cand[start];
        if pair.count_ones() != 2 {
            continue;
        }
        loops.clear();
        let mut path = Path::default();
        walk(b, start, pair, &mut path, 2, 0, None, &mut loops);
        for lp in &loops {
            if valid_loop(lp) {
                hints_of(b, lp, pair, &mut found);
            }
        }
    }
    // The easiest by (rating, type), the first found among equals.
    let best = found
        .iter()
        .enumerate()
        .min_by_key(|(k, h)| (h.exact.to_bits(), h.kind.number(), *k))?
        .0;
    Some(loop_step(b, found.swap_remove(best)))
}

/// The path `walk` is on: its cells in order, as a set, and the regions its cells at even
/// and at odd places touch.
#[derive(Default)]
struct Path {
    cells: Vec<u8>,
    set: Cells,
    even: u32,
    odd: u32,
}

impl Path {
    /// The regions of `cell` (bit `u` for unit `u`).
    fn regions(cell: usize) -> u32 {
        (0..3).fold(0, |r, kind| r | 1 << region(kind, cell))
    }

    /// Whether `cell`, placed next, keeps the path a possible start of a loop SE takes as
    /// valid: no region may hold two cells at places of the same parity.
    fn could_take(&self, cell: usize) -> bool {
        let seen = if self.cells.len().is_multiple_of(2) {
            self.even
        } else {
            self.odd
        };
        seen & Self::regions(cell) == 0
    }

    fn push(&mut self, cell: usize) {
        let r = Self::regions(cell);
        if self.cells.len().is_multiple_of(2) {
            self.even |= r;
        } else {
            self.odd |= r;
        }
        self.cells.push(cell as u8);
        self.set |= 1 << cell;
    }

    fn pop(&mut self) {
        if let Some(c) = self.cells.pop() {
            let r = Self::regions(usize::from(c));
            if self.cells.len().is_multiple_of(2) {
                self.even &= !r;
            } else {
                self.odd &= !r;
            }
            self.set &= !(1 << c);
        }
    }
}

/// SE's `checkForLoops`: extends `path` from `cell` through cells holding both digits of
/// `pair`, at most two of them with more (or more sharing one extra digit), never by the
/// kind of region that led to `cell`. The extra digits met are gathered over the cells
/// tried at this depth, as SE does, which can stop a loop SE then misses.
///
/// SE walks on from cells that could never close a valid loop and drops those loops at
/// the end (`valid_loop`); this walk does not enter them. What it skips only ever adds
/// loops SE throws away, and the extra digits are still gathered from every cell SE
/// tries, so the loops it keeps, and their order, are SE's.
#[allow(clippy::too_many_arguments)]
fn walk(
    b: &Board,
    cell: usize,
    pair: u16,
    path: &mut Path,
    allowed: i32,
    extra: u16,
    last_kind: Option<usize>,
    loops: &mut Vec<Vec<u8>>,
) {
    path.push(cell);
    let mut extra = extra;
    for kind in 0..3 {
        if Some(kind) == last_kind {
            continue;
        }
        for next in cells_in(region(kind, cell)) {
            if usize::from(path.cells[0]) == next && path.cells.len() >= 4 {
                loops.push(path.cells.clone());
            } else if path.set & 1 << next == 0 {
                let cand = b.cand[next];
                if cand & pair != pair {
                    continue;
                }
                extra |= cand & !pair;
                let n = cand.count_ones();
                if (n == 2 || extra.count_ones() == 1 || allowed > 0) && path.could_take(next) {
                    let allowed = if n > 2 { allowed - 1 } else { allowed };
                    walk(b, next, pair, path, allowed, extra, Some(kind), loops);
                }
            }
        }
    }
    path.pop();
}

/// SE's `isValidLoop`: each region the loop touches holds two of its cells, one at an
/// even place in the loop and one at an odd place.
fn valid_loop(lp: &[u8]) -> bool {
    let (mut even, mut odd) = (0u32, 0u32);
    for (k, &c) in lp.iter().enumerate() {
        let seen = if k % 2 == 0 { &mut even } else { &mut odd };
        for kind in 0..3 {
            let r = 1 << region(kind, usize::from(c));
            if *seen & r != 0 {
                return false;
            }
            *seen |= r;
        }
    }
    even == odd
}

/// Adds the hints of a valid loop to `found`, in SE's order, leaving out those that
/// remove nothing and those SE counts as found already (same kind, same cells).
fn hints_of(b: &Board, lp: &[u8], pair: u16, found: &mut Vec<LoopHint>) {
    let set = lp.iter().fold(0 as Cells, |s, &c| s | 1 << c);
    let extra: Vec<usize> = lp
        .iter()
        .map(|&c| usize::from(c))
        .filter(|&c| b.cand[c].count_ones() > 2)
        .collect();
    let base = LoopHint {
        kind: LoopKind::One,
        cells: lp.to_vec(),
        set,
        pair,
        difficulty: Difficulty(loop_base(lp.len())),
        exact: loop_exact(lp.len()),
        removes: Vec::new(),
        extra: extra.clone(),
        digits: 0,
        region: None,
        others: Vec::new(),
    };
    let mut add = |h: LoopHint| {
        if !h.removes.is_empty() && !found.iter().any(|f| f.kind == h.kind && f.set == h.set) {
            found.push(h);
        }
    };
    match extra.len() {
        1 => add(LoopHint {
            removes: b.present([extra[0]], pair),
            ..base
        }),
        2 => {
            let (c1, c2) = (extra[0], extra[1]);
            let more = (b.cand[c1] | b.cand[c2]) & !pair;
            if more.count_ones() == 1 {
                add(type2(b, &base));
            } else if more.count_ones() >= 2 {
                for h in type3(b, &base, c1, c2) {
                    add(h);
                }
            }
            if let Some(h) = type4(b, &base, c1, c2) {
                add(h);
            }
        }
        n if n > 2 => add(type2(b, &base)),
        _ => {}
    }
}

fn type2(b: &Board, base: &LoopHint) -> LoopHint {
    let first = base.extra[0];
    let z = b.cand[first] & !base.pair;
    let z = z & z.wrapping_neg();
    let common = base
        .extra
        .iter()
        .fold(!0 as Cells, |s, &c| s & house_set(c))
        & !base.extra.iter().fold(0 as Cells, |s, &c| s | 1 << c);
    LoopHint {
        kind: LoopKind::Two,
        removes: b.present(each_cell(common), z),
        digits: z,
        ..base.clone()
    }
}

/// SE's `createType3Hints`: the extra digits of `c1` and `c2` as one cell that, with other
/// cells of a region they share, forms a naked set; or a hidden set over the pair and
/// other digits in such a region. Sizes from the count of extra digits up to 7.
fn type3(b: &Board, base: &LoopHint, c1: usize, c2: usize) -> Vec<LoopHint> {
    let mut out = Vec::new();
    let extra = (b.cand[c1] | b.cand[c2]) & !base.pair;
    let shared: Vec<usize> = (0..3)
        .map(|kind| region(kind, c1))
        .filter(|&u| UNITS[u].contains(&(c2 as u8)))
        .collect();
    for degree in extra.count_ones()..=7 {
        for &u in &shared {
            let cells = &UNITS[u];
            let empty = cells
                .iter()
                .filter(|&&c| b.val[usize::from(c)] == 0)
                .count() as u32;
            let at = |c: usize| cells.iter().position(|&x| usize::from(x) == c).unwrap_or(0);
            let (i1, i2) = (at(c1), at(c2));
            if degree * 2 <= empty {
                for m in combinations(degree, 9) {
                    if m & (1 << i1) == 0 || m & (1 << i2) != 0 {
                        continue;
                    }
                    // SE also asks the set's digits to be those of the other cells and
                    // the extras c1 and c2 share, which passes over some real sets.
                    let mut naked = extra & b.cand[c1] & b.cand[c2];
                    let mut union = extra;
                    let mut each_two = extra.count_ones() > 1;
                    let mut members = Vec::new();
                    for j in bits(m as u16).filter(|&j| j != i1) {
                        let c = usize::from(cells[j]);
                        naked |= b.cand[c];
                        union |= b.cand[c];
                        each_two &= b.cand[c].count_ones() > 1;
                        members.push(c);
                    }
                    if naked.count_ones() != degree || !each_two || union.count_ones() != degree {
                        continue;
                    }
                    let rest = cells
                        .iter()
                        .map(|&c| usize::from(c))
                        .filter(|c| !members.contains(c) && *c != c1 && *c != c2);
                    out.push(LoopHint {
                        kind: LoopKind::ThreeNaked,
                        difficulty: Difficulty(base.difficulty.0 + degree as u16 - 1),
                        exact: base.exact + f64::from(degree - 1) * 0.1,
                        removes: b.present(rest, union),
                        digits: union,
                        region: Some(u),
                        others: members,
                        ..base.clone()
                    });
                }
            }
            if degree * 2 < empty {
                let rem: Vec<u16> = (0..9)
                    .map(|d| 1u16 << d)
                    .filter(|&v| v & (base.pair | extra) == 0)
                    .collect();
                if degree - 2 > rem.len() as u32 {
                    continue;
                }
                for m in combinations(degree - 2, rem.len() as u32) {
                    let values = ones(m).fold(base.pair, |v, j| v | rem[j]);
                    // The places of each digit in the region, c2 left out; each must have
                    // one, and together `degree` of them.
                    let mut union = 0u16;
                    let mut each_one = true;
                    for v in bits(values) {
                        let places = cells.iter().enumerate().fold(0u16, |p, (j, &c)| {
                            if j != i2 && b.cand[usize::from(c)] & (1 << v) != 0 {
                                p | 1 << j
                            } else {
                                p
                            }
                        });
                        each_one &= places != 0;
                        union |= places;
                    }
                    if !each_one || union.count_ones() != degree {
                        continue;
                    }
                    let inside: Vec<usize> = bits(union & !(1 << i1) & !(1 << i2))
                        .map(|j| usize::from(cells[j]))
                        .collect();
                    out.push(LoopHint {
                        kind: LoopKind::ThreeHidden,
                        // SE 1.2.1.3 adds a tenth per cell of the set but c1 and c2, one
                        // less: a hidden set rates a tenth under a naked one of its size.
                        difficulty: Difficulty(base.difficulty.0 + inside.len() as u16 - 1),
                        exact: base.exact + (inside.len() - 1) as f64 * 0.1,
                        removes: b.present(inside.iter().copied(), !values & 0x1ff),
                        digits: values,
                        region: Some(u),
                        others: inside,
                        ..base.clone()
                    });
                }
            }
        }
    }
    out
}

/// SE's `createType4Hint`: in a region `c1` and `c2` share, one digit of the pair has no
/// other place (the last such region wins, and the pair's first digit before its second),
/// so the other digit goes from both.
fn type4(b: &Board, base: &LoopHint, c1: usize, c2: usize) -> Option<LoopHint> {
    let [v1, v2] = [
        base.pair & base.pair.wrapping_neg(),
        base.pair & (base.pair - 1),
    ];
    let (mut r1, mut r2) = (None, None);
    for kind in 0..3 {
        let u = region(kind, c1);
        if u != region(kind, c2) {
            continue;
        }
        let rest = cells_in(u).filter(|&c| c != c1 && c != c2);
        let held = rest.fold(0u16, |m, c| m | b.cand[c]);
        if held & v1 == 0 {
            r1 = Some(u);
        }
        if held & v2 == 0 {
            r2 = Some(u);
        }
    }
    let (u, lock, gone) = match (r1, r2) {
        (Some(u), _) => (u, v1, v2),
        (None, Some(u)) => (u, v2, v1),
        _ => return None,
    };
    Some(LoopHint {
        kind: LoopKind::Four,
        removes: b.present([c1, c2], gone),
        digits: lock,
        region: Some(u),
        ..base.clone()
    })
}

fn loop_step(b: &Board, h: LoopHint) -> Step {
    let n = h.cells.len();
    let mut sorted = h.cells.clone();
    sorted.sort_unstable();
    let lead = say!(
        "step-loop",
        cells = Cs(sorted),
        size = N(n),
        digits = Ds(h.pair)
    );
    let ends: Vec<u8> = h.extra.iter().map(|&c| c as u8).collect();
    let gone = cells_of(&h.removes);
    let text = match h.kind {
        LoopKind::One => say!(
            "step-loop-1",
            lead = lead,
            digits = Ds(h.pair),
            cell = C(h.extra[0])
        ),
        LoopKind::Two => say!(
            "step-loop-2",
            lead = lead,
            ends = Cs(ends),
            digit = D(digit(h.digits)),
            gone = Cs(gone)
        ),
        LoopKind::ThreeNaked => say!(
            "step-loop-3-naked",
            lead = lead,
            ends = Cs(ends),
            others = Cs(h.others.iter().map(|&c| c as u8).collect()),
            digits = Ds(h.digits),
            unit = unit(h.region.unwrap_or(0)),
            gone = Cs(gone)
        ),
        LoopKind::ThreeHidden => say!(
            "step-loop-3-hidden",
            lead = lead,
            ends = Cs(ends),
            others = Cs(h.others.iter().map(|&c| c as u8).collect()),
            digits = Ds(h.digits),
            unit = unit(h.region.unwrap_or(0)),
            gone = Cs(gone)
        ),
        LoopKind::Four => say!(
            "step-loop-4",
            lead = lead,
            digit = D(digit(h.digits)),
            unit = unit(h.region.unwrap_or(0)),
            ends = Cs(ends)
        ),
    };
    let main = b.present(h.cells.iter().map(|&c| usize::from(c)), h.pair);
    let mut step = Step::new(Technique::UniqueRectangle, text)
        .mark(Role::Main, main)
        .rated(h.difficulty)
        .se_exactly(h.exact)
        .se_named(Cow::Owned(loop_name(n, h.kind)))
        .removing(h.removes);
    if let Some(u) = h.region {
        step = step.in_units([unit(u)]);
    }
    step
}

// ---------------------------------------------------------------------------------------
// Bivalue universal grave

/// SE's BUG (5.6 and up): the cells that hold a digit a third time in some region (the
/// BUG cells) and, with those digits gone, a grid where every open cell has two
/// candidates and every digit two places in each region, which a puzzle with one solution
/// cannot be. Types 1-4 in SE's order, the first found.
pub(super) fn bug(b: &Board) -> Option<Step> {
    if !b.geo.classic {
        return None;
    }
    let mut temp = [0u16; CELLS];
    temp.copy_from_slice(&b.cand[..CELLS]);
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut bug_values = [0u16; CELLS];
    let mut all = 0u16;
    let mut common: Option<Cells> = None;
    for u in se_regions() {
        for v in 0..9 {
            let bit = 1u16 << v;
            let places: Vec<usize> = cells_in(u).filter(|&c| b.cand[c] & bit != 0).collect();
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let big: Vec<usize> = places
                .iter()
                .copied()
                .filter(|&c| b.cand[c].count_ones() >= 3)
                .collect();
            match big[..] {
                [] => return None,
                [cell] => {
                    if !bug_cells.contains(&cell) {
                        bug_cells.push(cell);
                    }
                    bug_values[cell] |= bit;
                    all |= bit;
                    temp[cell] &= !bit;
                    let mut c = common.unwrap_or(!0) & house_set(cell);
                    for &x in &bug_cells {
                        c &= !(1 << x);
                    }
                    common = Some(c);
                    if bug_cells.len() > 1 && all.count_ones() > 1 && c == 0 {
                        return None;
                    }
                }
                _ => {}
            }
        }
    }
    if (0..CELLS).any(|c| b.val[c] == 0 && temp[c].count_ones() != 2) {
        return None;
    }
    for u in 0..27 {
        for v in 0..9 {
            let n = cells_in(u).filter(|&c| temp[c] & 1 << v != 0).count();
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    let common = common.unwrap_or(0);
    // SE's order: the first hint it finds is the step.
    if bug_cells.len() == 1 {
        let gone = b.present([bug_cells[0]], !all);
        return (!gone.is_empty()).then(|| bug_step(b, &bug_cells, 1, all, gone));
    }
    if all.count_ones() == 1 {
        if common != 0 {
            let gone = b.present(each_cell(common), all);
            if !gone.is_empty() {
                return Some(bug_step(b, &bug_cells, 2, all, gone));
            }
        }
        if bug_cells.len() == 2 {
            return bug4(b, &bug_cells, &bug_values, all);
        }
        return None;
    }
    if common == 0 {
        return None;
    }
    if bug_cells.len() == 2 {
        if let Some(step) = bug4(b, &bug_cells, &bug_values, all) {
            return Some(step);
        }
    }
    bug3(b, &bug_cells, all, common)
}

/// The regions of `kind` that every cell of `cells` shares.
fn shared_region(kind: usize, cells: &[usize]) -> Option<usize> {
    let u = region(kind, cells[0]);
    cells.iter().all(|&c| region(kind, c) == u).then_some(u)
}

/// Type 4: the two BUG cells share a region and one more digit; each keeps only its BUG
/// digits and that one.
fn bug4(b: &Board, cells: &[usize], values: &[u16; CELLS], all: u16) -> Option<Step> {
    let (c1, c2) = (cells[0], cells[1]);
    let u = b.cand[c1] & b.cand[c2] & !all;
    if u.count_ones() != 1 {
        return None;
    }
    let region = (0..3).find_map(|kind| shared_region(kind, cells))?;
    let mut gone = b.present([c1], !(values[c1] | u));
    gone.extend(b.present([c2], !(values[c2] | u)));
    // Never empty in a real BUG (each cell keeps two digits once its BUG digits go, u
    // and one other), but a step that removes nothing would be taken forever.
    (!gone.is_empty()).then(|| bug_step(b, cells, 4, all, gone).in_units([unit(region)]))
}

/// Type 3: the BUG digits, one of which a BUG cell must hold, act as a cell that with
/// other cells of a region all BUG cells share forms a naked set; the first SE finds, by
/// region kind, size (2-6) and cells, however large.
fn bug3(b: &Board, cells: &[usize], all: u16, common: Cells) -> Option<Step> {
    let order: Vec<usize> = house(cells[0]).filter(|&c| common & 1 << c != 0).collect();
    for kind in 0..3 {
        let Some(u) = shared_region(kind, cells) else {
            continue;
        };
        let inside: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&c| region(kind, c) == u)
            .collect();
        for degree in 2..=6u32 {
            if (inside.len() as u32) < degree {
                continue;
            }
            for m in combinations(degree - 1, inside.len() as u32) {
                let members: Vec<usize> = ones(m).map(|j| inside[j]).collect();
                let union = members.iter().fold(0u16, |s, &c| s | b.cand[c]);
                if union.count_ones() != degree
                    || members.iter().any(|&c| b.cand[c].count_ones() <= 1)
                    || all.count_ones() <= 1
                    || (union | all).count_ones() != degree
                {
                    continue;
                }
                let rest = inside
                    .iter()
                    .copied()
                    .filter(|c| !members.contains(c) && !cells.contains(c));
                let gone = b.present(rest, union | all);
                if gone.is_empty() {
                    continue;
                }
                let mut step = bug_step(b, cells, 3, all, gone)
                    .rated(Difficulty(57 + degree as u16 - 1))
                    .se_exactly(5.7 + f64::from(degree - 1) * 0.1)
                    .in_units([unit(u)]);
                step.text = say!(
                    "step-bug-3",
                    bug = std::mem::take(&mut step.text),
                    members = Cs(members.iter().map(|&c| c as u8).collect()),
                    digits = Ds(union | all)
                );
                return Some(step);
            }
        }
    }
    None
}

fn bug_step(b: &Board, cells: &[usize], kind: u8, all: u16, gone: Vec<Cand>) -> Step {
    let named: Vec<u8> = cells.iter().map(|&c| c as u8).collect();
    let text = say!(
        "step-bug-kept",
        digits = Ds(all),
        cells = Cs(named),
        count = N(cells.len()),
        gone = Cs(cells_of(&gone))
    );
    Step::new(Technique::Bug, text)
        .mark(Role::Main, b.present(cells.iter().copied(), all))
        .rated(Difficulty(if kind == 1 { 56 } else { 57 }))
        .se_named(match kind {
            1 => "BUG type 1",
            2 => "BUG type 2",
            3 => "BUG type 3",
            _ => "BUG type 4",
        })
        .removing(gone)
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{check, sample};
    use super::super::{aligned, explain, rate};
    use super::*;
    use crate::grid::Grid;

    /// Puzzles whose hardest step in Sudoku Explainer 1.2.1.3 (run through `se-rate`) is
    /// one of these rules, with SE's rating and name; a 6-cell loop, rectangles of type
    /// 3 that SE finds by its own order, a loop SE misses (it finds a turbot fish), and
    /// BUGs of type 3 that SE takes first found, not easiest.
    const SE: [(&str, u16, &str); 7] = [
        (
            "...84.6.........85....6..7..8.7....1....39.....7..1..3.62....1.19...25....8....2.",
            46,
            "Unique Loop type 2",
        ),
        (
            "....2......74.69...8.....3.2.......1.3.9.5.4...8...6...5..1..9...2...4......9....",
            48,
            "Unique Rectangle type 3",
        ),
        (
            "..1...2.....3.2...4...1...3.6.7.8.5...4...9...8.6.4.2.9...6...7...8.7.....5...1..",
            46,
            "Unique Rectangle type 3",
        ),
        (
            "1..........34..2...2..5..3..1.3.6.....4.2.7.....5...8..3..6..9...2..78..........4",
            66,
            "Turbot Fish",
        ),
        (
            "..8...3.....5.4...4....1..2.19...85...........53...62.1..4.8..7...9.6.....7...9..",
            61,
            "BUG type 3",
        ),
        (
            "..9..6..3.3.....7.1...5.8.....6.3..2..6...9..3..7.4.....1.8...5.6.....2.8..2..1..",
            59,
            "BUG type 3",
        ),
        (
            ".1...2...34.........5.36......7..8.9..2...3..9.6..5......19.7.........43...8...5.",
            60,
            "BUG type 3",
        ),
    ];

    #[test]
    fn ratings_and_names_are_ses() {
        for (p, er, name) in SE {
            let r = rate(&p.parse::<Grid>().unwrap());
            assert_eq!(
                (r.score.0, r.se_hardest.as_deref()),
                (er, Some(name)),
                "{p}"
            );
        }
    }

    /// Runs SE's uniqueness and exclusion finders on every grid of a person's solve of
    /// the committed samples, past the wings: whatever they find must keep the solution.
    /// Each must find something somewhere, so the test cannot pass by finding nothing.
    #[test]
    fn what_they_find_keeps_the_solution() {
        type Find = fn(&Board) -> Option<Step>;
        let finders: [(&str, Find); 4] = [
            ("unique loops", unique_loops),
            ("BUG", bug),
            ("aligned pair", aligned::pair),
            ("aligned triplet", aligned::triplet),
        ];
        let mut found = [0usize; 4];
        let mut puzzles = sample("norvig_top95.txt");
        puzzles.extend(sample("puzzles6_forum_hardest_1106").into_iter().step_by(8));
        for g in &puzzles {
            let e = explain(g);
            let mut b = Board::new(g).unwrap();
            b.unique = true;
            b.truth = e.solution.map(|s| super::super::board::widened(s.cells()));
            for step in &e.steps {
                if step.technique > Technique::XyzWing && step.technique != Technique::Guess {
                    for (k, (_, find)) in finders.iter().enumerate() {
                        if let Some(s) = find(&b) {
                            check(&b, &s);
                            found[k] += 1;
                        }
                    }
                }
                b.apply(step);
            }
        }
        println!("found: {found:?}");
        for (k, (what, _)) in finders.iter().enumerate() {
            assert!(found[k] > 0, "{what} never found: {found:?}");
        }
    }

    /// SE's walk as SE takes it, into every cell however the loop would end.
    #[allow(clippy::too_many_arguments)]
    fn walk_everywhere(
        b: &Board,
        cell: usize,
        pair: u16,
        path: &mut Vec<u8>,
        allowed: i32,
        extra: u16,
        last_kind: Option<usize>,
        loops: &mut Vec<Vec<u8>>,
    ) {
        path.push(cell as u8);
        let mut extra = extra;
        for kind in (0..3).filter(|&k| Some(k) != last_kind) {
            for next in cells_in(region(kind, cell)) {
                if usize::from(path[0]) == next && path.len() >= 4 {
                    loops.push(path.clone());
                } else if !path.contains(&(next as u8)) && b.cand[next] & pair == pair {
                    extra |= b.cand[next] & !pair;
                    let n = b.cand[next].count_ones();
                    if n == 2 || extra.count_ones() == 1 || allowed > 0 {
                        let allowed = if n > 2 { allowed - 1 } else { allowed };
                        walk_everywhere(b, next, pair, path, allowed, extra, Some(kind), loops);
                    }
                }
            }
        }
        path.pop();
    }

    /// The pruned walk keeps exactly SE's valid loops, in SE's order, on every grid of a
    /// person's solve of hard samples; the test fails if no grid has a valid loop.
    #[test]
    fn walk_keeps_ses_valid_loops() {
        let mut valid = 0usize;
        for g in sample("puzzles6_forum_hardest_1106").iter().step_by(40) {
            let e = explain(g);
            let mut b = Board::new(g).unwrap();
            for step in &e.steps {
                for start in (0..CELLS).filter(|&c| b.cand[c].count_ones() == 2) {
                    let pair = b.cand[start];
                    let (mut ours, mut ses) = (Vec::new(), Vec::new());
                    walk(&b, start, pair, &mut Path::default(), 2, 0, None, &mut ours);
                    walk_everywhere(&b, start, pair, &mut Vec::new(), 2, 0, None, &mut ses);
                    ours.retain(|l| valid_loop(l));
                    ses.retain(|l| valid_loop(l));
                    assert_eq!(ours, ses);
                    valid += ours.len();
                }
                b.apply(step);
            }
        }
        println!("{valid} valid loops");
        assert!(valid > 0);
    }

    #[test]
    fn combinations_come_in_se_order() {
        let got: Vec<u64> = combinations(2, 4).collect();
        assert_eq!(got, [0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100]);
        assert_eq!(combinations(0, 5).collect::<Vec<_>>(), [0]);
        assert_eq!(combinations(3, 3).collect::<Vec<_>>(), [0b111]);
        assert_eq!(combinations(4, 3).count(), 0);
        assert_eq!(combinations(3, 9).count(), 84);
    }

    #[test]
    fn houses_follow_se_order() {
        let h: Vec<usize> = house(0).collect();
        assert_eq!(h.len(), 20);
        assert_eq!(&h[..8], &[1, 2, 9, 10, 11, 18, 19, 20]);
        assert_eq!(&h[8..14], &[3, 4, 5, 6, 7, 8]);
        assert_eq!(&h[14..], &[27, 36, 45, 54, 63, 72]);
    }

    #[test]
    fn loop_ratings_and_names_are_ses() {
        assert_eq!(loop_base(4), 45);
        assert_eq!(loop_base(6), 46);
        assert_eq!(loop_base(8), 47);
        assert_eq!(loop_base(10), 50);
        assert_eq!(
            loop_name(4, LoopKind::ThreeHidden),
            "Unique Rectangle type 3"
        );
        assert_eq!(loop_name(6, LoopKind::Two), "Unique Loop type 2");
        assert_eq!(loop_name(8, LoopKind::Four), "Unique Loop 8 type 4");
    }
}
