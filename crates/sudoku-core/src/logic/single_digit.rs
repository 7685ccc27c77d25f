//! Patterns of one digit: skyscraper, 2-string kite, turbot fish, empty rectangle, finned
//! and sashimi fish, simple colouring and X-chains. They all follow one digit's strong links
//! (a unit with two places left) and weak links (two cells that see each other).

use super::board::{bits, each, each_subset, Board, CellSet, Geometry, Mask, Space};
use super::step::{Cand, Cs, Piece, Role, Step, Text, Us, C, D, N};
use super::technique::{Difficulty, Technique};
use crate::grid::Unit;
use crate::say;

fn first<C: CellSet>(s: C) -> usize {
    s.trailing_zeros() as usize
}

/// The cells that still hold the candidate `bit`.
fn places<S: Space>(b: &Board<S>, bit: S::Mask) -> S::Cells {
    (0..b.geo.cells)
        .filter(|&i| b.cand[i] & bit != S::Mask::ZERO)
        .fold(S::Cells::EMPTY, |s, i| s | S::Cells::of(i))
}

fn cands<C: CellSet>(s: C, d: u8) -> Vec<Cand> {
    each(s).map(|i| Cand::new(i, d)).collect()
}

fn cell_list<C: CellSet>(s: C) -> Vec<u16> {
    each(s).map(|i| i as u16).collect()
}

/// For each cell, the other ends of its strong links (of one digit).
type Conj<S> = <S as Space>::Arr<<S as Space>::Cells>;

/// For each cell, the other end of every strong link of the digit whose places are `dc`.
fn conjugates<S: Space>(g: &Geometry<S>, dc: S::Cells) -> Conj<S> {
    let mut conj = S::arr(S::Cells::EMPTY);
    for &u in &g.unit_cells {
        let m = dc & u;
        if m.count_ones() == 2 {
            let (a, z) = (first(m), m.last());
            conj[a] |= S::Cells::of(z);
            conj[z] |= S::Cells::of(a);
        }
    }
    conj
}

/// The most units of any shape (a 25x25's rows, columns, boxes and diagonals).
const ANY_UNITS: usize = 80;

/// The strong links of the digit whose places are `dc`: (unit, one end, the other end).
fn strong_links<S: Space>(
    g: &Geometry<S>,
    dc: S::Cells,
) -> ([(usize, usize, usize); ANY_UNITS], usize) {
    let mut links = [(0, 0, 0); ANY_UNITS];
    let mut n = 0;
    for (u, &cells) in g.unit_cells.iter().enumerate() {
        let m = dc & cells;
        if m.count_ones() == 2 {
            links[n] = (u, first(m), m.last());
            n += 1;
        }
    }
    (links, n)
}

/// A unit that holds both cells (row first, then column, then box, then the variant's
/// units); they must see each other.
fn shared_unit<S: Space>(g: &Geometry<S>, a: usize, z: usize) -> usize {
    g.units_of[a]
        .iter()
        .map(|&u| usize::from(u))
        .find(|&u| g.unit_cells[u].has(z))
        .unwrap_or(usize::from(g.units_of[a][0]))
}

/// A unit in which `a` and `z` are the digit's only two places.
fn link_unit<S: Space>(g: &Geometry<S>, dc: S::Cells, a: usize, z: usize) -> usize {
    let pair = S::Cells::of(a) | S::Cells::of(z);
    g.units_of[a]
        .iter()
        .map(|&u| usize::from(u))
        .find(|&u| dc & g.unit_cells[u] == pair)
        .unwrap_or_else(|| shared_unit(g, a, z))
}

/// Which of the three finders a chain of two strong links belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Two parallel lines whose ends meet on a crossing line.
    Skyscraper,
    /// A row and a column whose ends meet in a box.
    Kite,
    /// Everything else: a box among the links, or lines joined some other way.
    Turbot,
}

fn shape<S: Space>(g: &Geometry<S>, u1: usize, u2: usize, x2: usize, y1: usize) -> Shape {
    let n = g.n;
    let (row1, row2) = (u1 < n, u2 < n);
    let (col1, col2) = ((n..2 * n).contains(&u1), (n..2 * n).contains(&u2));
    if (row1 && row2 && x2 % n == y1 % n) || (col1 && col2 && x2 / n == y1 / n) {
        Shape::Skyscraper
    } else if ((row1 && col2) || (col1 && row2)) && g.box_of[x2] == g.box_of[y1] {
        Shape::Kite
    } else {
        Shape::Turbot
    }
}

/// Two strong links x1 = x2 and y1 = y2 whose inner ends x2, y1 see each other: they cannot
/// both hold the digit, so x1 or y2 does, and cells seeing both outer ends lose it.
fn two_links<S: Space>(b: &Board<S>, want: Shape, technique: Technique) -> Option<Step> {
    let g = &*b.geo;
    let unit = |u| g.unit(u);
    let of = S::Cells::of;
    for d in 0..g.n as u8 {
        if !b.look.digit(usize::from(d)) {
            continue;
        }
        let dc = places(b, S::Mask::ONE << usize::from(d));
        let (links, n) = strong_links(g, dc);
        if n < 2 {
            continue;
        }
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let (u1, p, q) = links[i];
                let (u2, r, s) = links[j];
                for (x1, x2) in [(p, q), (q, p)] {
                    for (y1, y2) in [(r, s), (s, r)] {
                        // The cheap tests first: most pairs fail them, and the cell sets
                        // below cost a few words each on the large grids.
                        if !g.peer_cells[x2].has(y1) || shape(g, u1, u2, x2, y1) != want {
                            continue;
                        }
                        let four = of(x1) | of(x2) | of(y1) | of(y2);
                        if four.count_ones() != 4 {
                            continue;
                        }
                        let gone = g.peer_cells[x1] & g.peer_cells[y2] & dc & !four;
                        if gone.is_empty() {
                            continue;
                        }
                        let dg = d + 1;
                        let weak = unit(shared_unit(g, x2, y1));
                        return Some(
                            Step::new(
                                technique,
                                say!(
                                    "step-two-links",
                                    first_unit = unit(u1),
                                    digit = D(dg),
                                    first = C(x1),
                                    first_end = C(x2),
                                    second_unit = unit(u2),
                                    second = C(y1),
                                    second_end = C(y2),
                                    shared = weak,
                                    gone = Cs(cell_list(gone)),
                                    count = N(gone.count_ones() as usize)
                                ),
                            )
                            .mark(Role::Main, cands(of(x2) | of(y2), dg))
                            .mark(Role::Other, cands(of(x1) | of(y1), dg))
                            .in_units([unit(u1), unit(u2), weak])
                            .removing(cands(gone, dg)),
                        );
                    }
                }
            }
        }
    }
    None
}

/// Skyscraper: two rows (or columns) with two places each, one end of each on the same
/// column (row).
pub(super) fn skyscraper<S: Space>(b: &Board<S>) -> Option<Step> {
    two_links(b, Shape::Skyscraper, Technique::Skyscraper)
}

/// 2-string kite: a row and a column with two places each, one end of each in the same box.
pub(super) fn two_string_kite<S: Space>(b: &Board<S>) -> Option<Step> {
    two_links(b, Shape::Kite, Technique::TwoStringKite)
}

/// Turbot fish: any other two strong links joined by a weak link (a box among the strong
/// links, or two parallel lines joined in a box).
pub(super) fn turbot_fish<S: Space>(b: &Board<S>) -> Option<Step> {
    two_links(b, Shape::Turbot, Technique::TurbotFish)
}

/// Empty rectangle: a box whose places for the digit lie on one row and one column of it,
/// and a strong link on a line outside the box with one end on that column (or row). If the
/// cell facing the other end held the digit, the link would empty both arms of the box.
pub(super) fn empty_rectangle<S: Space>(b: &Board<S>) -> Option<Step> {
    let g = &*b.geo;
    // The pattern is made of a box's rows and columns: a jigsaw region has none.
    let (h, w) = g.boxes?;
    let n = g.n;
    let of = S::Cells::of;
    let row = |r: usize| g.unit_cells[r];
    let col = |c: usize| g.unit_cells[n + c];
    for d in 0..n {
        if !b.look.digit(d) {
            continue;
        }
        let dc = places(b, S::Mask::ONE << d);
        for bx in 0..n {
            let inbox = dc & g.unit_cells[2 * n + bx];
            if inbox.count_ones() < 2 {
                continue;
            }
            // A block's first cell is its top left corner.
            let corner = first(g.unit_cells[2 * n + bx]);
            let (band, stack) = (corner / n, corner % n);
            let (rows, cols) = (band..band + h, stack..stack + w);
            for r in rows.clone() {
                for c in cols.clone() {
                    // Both arms must hold a place: otherwise the box is a pointing pair.
                    if !(inbox & !(row(r) | col(c))).is_empty()
                        || (inbox & row(r) & !col(c)).is_empty()
                        || (inbox & col(c) & !row(r)).is_empty()
                    {
                        continue;
                    }
                    // A row link from column c, or a column link from row r, leaving the band
                    // (stack) so that its far end faces a cell outside the box.
                    for line in (0..n).filter(|l| !rows.contains(l)) {
                        let link = dc & row(line);
                        let near = line * n + c;
                        if link.count_ones() != 2 || !link.has(near) {
                            continue;
                        }
                        let far = first(link & !of(near));
                        let target = r * n + far % n;
                        if cols.contains(&(far % n)) || !dc.has(target) {
                            continue;
                        }
                        let corners = [d as u8 + 1, bx as u8, r as u8, c as u8];
                        return Some(rectangle(g, corners, line, [near, far, target], inbox));
                    }
                    for line in (0..n).filter(|l| !cols.contains(l)) {
                        let link = dc & col(line);
                        let near = r * n + line;
                        if link.count_ones() != 2 || !link.has(near) {
                            continue;
                        }
                        let far = first(link & !of(near));
                        let target = far / n * n + c;
                        if rows.contains(&(far / n)) || !dc.has(target) {
                            continue;
                        }
                        let corners = [d as u8 + 1, bx as u8, r as u8, c as u8];
                        return Some(rectangle(g, corners, n + line, [near, far, target], inbox));
                    }
                }
            }
        }
    }
    None
}

/// The step of an empty rectangle: digit, box, row and column of its arms (`what`), the
/// link's unit and its near end, far end and the cell that loses the digit (`ends`).
fn rectangle<S: Space>(
    g: &Geometry<S>,
    what: [u8; 4],
    line: usize,
    ends: [usize; 3],
    inbox: S::Cells,
) -> Step {
    let [d, bx, r, c] = what;
    let [near, far, target] = ends;
    let bu = Unit::Box(bx);
    Step::new(
        Technique::EmptyRectangle,
        say!(
            "step-empty-rectangle",
            box_unit = bu,
            digit = D(d),
            row = Unit::Row(r),
            column = Unit::Column(c),
            line = g.unit(line),
            near = C(near),
            far = C(far),
            target = C(target)
        ),
    )
    .mark(Role::Main, cands(inbox, d))
    .mark(Role::Other, vec![Cand::new(near, d), Cand::new(far, d)])
    .in_units([bu, g.unit(line)])
    .removing(vec![Cand::new(target, d)])
}

/// Finned and sashimi X-wing (6.6), swordfish (6.7) and jellyfish (6.8): a fish but for
/// fins, all in one box. Either a fin holds the digit, or the fish does; both clear the
/// cells of the cover lines inside the fins' box.
pub(super) fn finned_fish<S: Space>(b: &Board<S>) -> Option<Step> {
    let g = &*b.geo;
    // Fins are found by the boxes' runs along a line: a jigsaw region has none.
    let (h, w) = g.boxes?;
    for k in 2..=4u32 {
        for d in 0..g.n {
            if !b.look.digit(d) {
                continue;
            }
            let dc = places(b, S::Mask::ONE << d);
            for by_rows in [true, false] {
                // Base lines fall into boxes by bands when they are rows, by stacks when
                // they are columns; their places along the line the other way.
                let runs = if by_rows { (h, w) } else { (w, h) };
                if let Some(step) = finned(g, dc, d as u8 + 1, k, by_rows, runs) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The bits of `m` lie within one aligned run of `len` (a box's span along a line).
fn one_run<M: Mask>(m: M, len: usize) -> bool {
    let start = Mask::trailing_zeros(m) as usize / len * len;
    m & !(M::low(len) << start) == M::ZERO
}

fn finned<S: Space>(
    g: &Geometry<S>,
    dc: S::Cells,
    d: u8,
    k: u32,
    by_rows: bool,
    (base_run, cross_run): (usize, usize),
) -> Option<Step> {
    let n = g.n;
    let (zero, one) = (S::Mask::ZERO, S::Mask::ONE);
    let cell = |base: usize, cross: usize| {
        if by_rows {
            base * n + cross
        } else {
            cross * n + base
        }
    };
    let mut lines = S::per_digit(zero);
    let mut eligible = zero;
    for (r, line) in lines.as_mut().iter_mut().take(n).enumerate() {
        let m = dc & g.unit_cells[if by_rows { r } else { n + r }];
        for x in each(m) {
            *line |= one << if by_rows { x % n } else { x / n };
        }
        // The fins of one line lie in one box: `cross_run` cross lines at most.
        if (2..=k + cross_run as u32).contains(&Mask::count_ones(*line)) {
            eligible |= one << r;
        }
    }
    if Mask::count_ones(eligible) < k {
        return None;
    }
    let mut found = None;
    // Base lines in increasing order of their masks, and for each the cover of the lowest
    // mask, so the classic grid meets its fish in the order it always has.
    each_subset(k, eligible, |rs| {
        let sub = rs.iter().fold(zero, |m, &r| m | one << r);
        let all = rs.iter().fold(zero, |m, &r| m | lines[r]);
        let spread = Mask::count_ones(all);
        if spread <= k || spread > k + cross_run as u32 {
            return false;
        }
        // The fins lie in one run of cross lines (one box's span): the cover holds every
        // place outside that run and makes up its number from inside it. Trying each run
        // that way, rather than every k of the places, is what keeps this finder cheap.
        let mut best: Option<(S::Mask, S::Cells)> = None;
        for x0 in 0..n / cross_run {
            let run = S::Mask::low(cross_run) << (x0 * cross_run);
            let must = all & !run;
            let Some(more) = k.checked_sub(Mask::count_ones(must)) else {
                continue;
            };
            each_subset(more, all & run, |xs| {
                let cover = xs.iter().fold(must, |m, &x| m | one << x);
                if all & !cover == zero
                    || best.is_some_and(|(b, _)| b < cover)
                    || rs.iter().any(|&r| lines[r] & cover == zero)
                {
                    return false;
                }
                let fin_base = rs
                    .iter()
                    .filter(|&&r| lines[r] & !cover != zero)
                    .fold(zero, |m, &r| m | one << r);
                if !one_run(fin_base, base_run) {
                    return false;
                }
                let r0 = Mask::trailing_zeros(fin_base) as usize / base_run * base_run;
                // The cells of the cover lines in the fins' box, off the base lines.
                let gone = bits(cover & run)
                    .flat_map(|x| {
                        (r0..r0 + base_run)
                            .filter(|&r| sub & one << r == zero)
                            .map(move |r| S::Cells::of(cell(r, x)))
                    })
                    .fold(S::Cells::EMPTY, |s, c| s | c)
                    & dc;
                if !gone.is_empty() {
                    best = Some((cover, gone));
                }
                false
            });
        }
        let Some((cover, gone)) = best else {
            return false;
        };
        let (mut body, mut fins) = (S::Cells::EMPTY, S::Cells::EMPTY);
        for &r in rs {
            for x in bits(lines[r]) {
                if cover & one << x != zero {
                    body |= S::Cells::of(cell(r, x));
                } else {
                    fins |= S::Cells::of(cell(r, x));
                }
            }
        }
        let fin_box = Unit::Box(g.box_of[first(fins)]);
        let covers: Vec<usize> = bits(cover).collect();
        found = Some(fish_step(
            d,
            k,
            by_rows,
            fin_box,
            (rs, &covers),
            body,
            fins,
            gone,
        ));
        true
    });
    found
}

#[allow(clippy::too_many_arguments)]
fn fish_step<C: CellSet>(
    d: u8,
    k: u32,
    by_rows: bool,
    fin_box: Unit,
    (sub, cover): (&[usize], &[usize]),
    body: C,
    fins: C,
    gone: C,
) -> Step {
    let line = |i: usize, base: bool| {
        if base == by_rows {
            Unit::Row(i as u8)
        } else {
            Unit::Column(i as u8)
        }
    };
    let base: Vec<Unit> = sub.iter().map(|&r| line(r, true)).collect();
    let covers: Vec<Unit> = cover.iter().map(|&x| line(x, false)).collect();
    let fin_count = N(fins.count_ones() as usize);
    Step::new(
        Technique::FinnedFish,
        if by_rows {
            say!(
                "step-finned-fish-columns",
                base = Us(base.clone()),
                digit = D(d),
                covers = Us(covers.clone()),
                fins = Cs(cell_list(fins)),
                fin_count = fin_count,
                fin_box = fin_box,
                size = N(k as usize),
                gone = Cs(cell_list(gone))
            )
        } else {
            say!(
                "step-finned-fish-rows",
                base = Us(base.clone()),
                digit = D(d),
                covers = Us(covers.clone()),
                fins = Cs(cell_list(fins)),
                fin_count = fin_count,
                fin_box = fin_box,
                size = N(k as usize),
                gone = Cs(cell_list(gone))
            )
        },
    )
    .mark(Role::Main, cands(body, d))
    .mark(Role::Other, cands(fins, d))
    .in_units(base.into_iter().chain(covers).chain([fin_box]))
    .removing(cands(gone, d))
    .rated(Difficulty(
        Technique::FinnedFish.difficulty().0 + k as u16 - 2,
    ))
}

/// The fewest links between cells `a` and `z` along strong links `conj` (`None` when they
/// are not connected).
fn distance<S: Space>(conj: &Conj<S>, a: usize, z: usize) -> Option<usize> {
    let (mut seen, mut front, mut n) = (S::Cells::of(a), S::Cells::of(a), 0);
    while !front.is_empty() {
        if front.has(z) {
            return Some(n);
        }
        let next = each(front).fold(S::Cells::EMPTY, |m, x| m | conj[x]) & !seen;
        seen |= next;
        front = next;
        n += 1;
    }
    None
}

/// Colouring links longer than this rate no higher: a whole cluster can be long.
const MAX_COLOUR_LINKS: usize = 12;

/// Simple colouring. The strong links of a digit split its places into clusters of two
/// colours, exactly one of which holds the digit. Trap: a place seeing both colours goes.
/// Wrap: a colour seeing itself is false, and all its places go.
pub(super) fn simple_colouring<S: Space>(b: &Board<S>) -> Option<Step> {
    let g = &*b.geo;
    let none = S::Cells::EMPTY;
    for d in 0..g.n as u8 {
        if !b.look.digit(usize::from(d)) {
            continue;
        }
        let dc = places(b, S::Mask::ONE << usize::from(d));
        let conj = conjugates(g, dc);
        let mut done = none;
        for start in each(dc) {
            if conj[start].is_empty() || done.has(start) {
                continue;
            }
            let (mut one, mut other, mut front) = (S::Cells::of(start), none, S::Cells::of(start));
            let mut flip = false;
            while !front.is_empty() {
                let next = each(front).fold(none, |m, x| m | conj[x]) & !(one | other);
                if flip {
                    one |= next;
                } else {
                    other |= next;
                }
                flip = !flip;
                front = next;
            }
            done |= one | other;
            for (bad, good) in [(one, other), (other, one)] {
                if let Some(x) = each(bad).find(|&x| !(g.peer_cells[x] & bad).is_empty()) {
                    return Some(wrap(g, &conj, dc, d + 1, x, bad, good));
                }
            }
            let sees = |s: S::Cells| each(s).fold(none, |m, x| m | g.peer_cells[x]);
            let gone = sees(one) & sees(other) & dc & !(one | other);
            if !gone.is_empty() {
                return Some(trap(g, &conj, dc, d + 1, one, other, gone));
            }
        }
    }
    None
}

fn colour_units<S: Space>(
    g: &Geometry<S>,
    conj: &Conj<S>,
    dc: S::Cells,
    cluster: S::Cells,
) -> Vec<Unit> {
    let mut units = Vec::new();
    for x in each(cluster) {
        for z in each(conj[x]).filter(|&z| z > x) {
            let u = g.unit(link_unit(g, dc, x, z));
            if !units.contains(&u) {
                units.push(u);
            }
        }
    }
    units
}

#[allow(clippy::too_many_arguments)]
fn wrap<S: Space>(
    g: &Geometry<S>,
    conj: &Conj<S>,
    dc: S::Cells,
    d: u8,
    x: usize,
    bad: S::Cells,
    good: S::Cells,
) -> Step {
    // The nearest same-coloured cell that x sees: the shortest contradiction.
    let (links, y) = each(g.peer_cells[x] & bad)
        .filter_map(|y| distance::<S>(conj, x, y).map(|n| (n, y)))
        .min()
        .unwrap_or((0, first(g.peer_cells[x] & bad)));
    let shared = g.unit(shared_unit(g, x, y));
    let mut units = colour_units(g, conj, dc, bad | good);
    if !units.contains(&shared) {
        units.push(shared);
    }
    Step::new(
        Technique::SimpleColouring,
        say!(
            "step-colour-wrap",
            digit = D(d),
            good = Cs(cell_list(good)),
            bad = Cs(cell_list(bad)),
            first = C(x.min(y)),
            second = C(x.max(y)),
            shared = shared
        ),
    )
    .mark(Role::Main, cands(good, d))
    .mark(Role::Other, cands(bad, d))
    .in_units(units)
    .removing(cands(bad, d))
    .rated(
        Technique::SimpleColouring
            .difficulty()
            .with_length((links + 1).min(MAX_COLOUR_LINKS)),
    )
}

#[allow(clippy::too_many_arguments)]
fn trap<S: Space>(
    g: &Geometry<S>,
    conj: &Conj<S>,
    dc: S::Cells,
    d: u8,
    one: S::Cells,
    other: S::Cells,
    gone: S::Cells,
) -> Step {
    // Each removed place needs the shortest path between a cell of each colour it sees.
    let links = each(gone)
        .filter_map(|t| {
            each(g.peer_cells[t] & one)
                .flat_map(|a| {
                    each(g.peer_cells[t] & other).filter_map(move |z| distance::<S>(conj, a, z))
                })
                .min()
        })
        .max()
        .unwrap_or(1);
    let cluster = one | other;
    Step::new(
        Technique::SimpleColouring,
        say!(
            "step-colour-trap",
            digit = D(d),
            one = Cs(cell_list(one)),
            other = Cs(cell_list(other)),
            gone = Cs(cell_list(gone)),
            count = N(gone.count_ones() as usize)
        ),
    )
    .mark(Role::Main, cands(one, d))
    .mark(Role::Other, cands(other, d))
    .in_units(colour_units(g, conj, dc, cluster))
    .removing(cands(gone, d))
    .rated(
        Technique::SimpleColouring
            .difficulty()
            .with_length(links.min(MAX_COLOUR_LINKS)),
    )
}

/// The longest X-chain searched, in links (strong, weak, strong, …, strong).
const MAX_CHAIN_LINKS: usize = 13;
const MAX_STRONG: usize = MAX_CHAIN_LINKS.div_ceil(2);

/// The shortest chain found so far: digit, cells from the "off" start to the "on" end.
struct Chain<C> {
    d: u8,
    cells: [usize; MAX_CHAIN_LINKS + 1],
    len: usize,
    gone: C,
}

/// X-chain: strong and weak links of one digit in turn, strong at both ends. If the start
/// is not the digit, the end is; so cells seeing both ends lose it. The shortest chain wins:
/// each start is searched breadth-first, one strong link more at a time.
pub(super) fn x_chain<S: Space>(b: &Board<S>) -> Option<Step> {
    let g = &*b.geo;
    let mut best: Option<Chain<S::Cells>> = None;
    for d in 0..g.n as u8 {
        if !b.look.digit(usize::from(d)) {
            continue;
        }
        let dc = places(b, S::Mask::ONE << usize::from(d));
        let conj = conjugates(g, dc);
        for s in each(dc) {
            let limit = best.as_ref().map_or(MAX_STRONG, |c| c.len / 2 - 1);
            if conj[s].is_empty() || limit < 2 {
                continue;
            }
            if let Some(chain) = chain_from(g, &conj, dc, s, limit) {
                best = Some(Chain { d: d + 1, ..chain });
            }
        }
    }
    best.map(|c| chain_step(b, &c))
}

/// The shortest chain from `s` with at most `limit` strong links that removes something.
fn chain_from<S: Space>(
    g: &Geometry<S>,
    conj: &Conj<S>,
    dc: S::Cells,
    s: usize,
    limit: usize,
) -> Option<Chain<S::Cells>> {
    let none = S::Cells::EMPTY;
    let mut on = [none; MAX_STRONG + 1];
    let mut off = [none; MAX_STRONG + 1];
    let (mut seen_on, mut seen_off) = (S::Cells::of(s), S::Cells::of(s));
    off[0] = S::Cells::of(s);
    on[1] = conj[s] & !seen_on;
    seen_on |= on[1];
    let ends = g.peer_cells[s] & dc;
    for k in 2..=limit {
        off[k] = each(on[k - 1]).fold(none, |m, x| m | g.peer_cells[x]) & dc & !seen_off;
        seen_off |= off[k];
        on[k] = each(off[k]).fold(none, |m, y| m | conj[y]) & !seen_on;
        seen_on |= on[k];
        if on[k].is_empty() {
            return None;
        }
        'ends: for z in each(on[k]) {
            if (g.peer_cells[z] & ends).is_empty() {
                continue;
            }
            // Walk back through the layers: each cell has a predecessor in the one before.
            let mut cells = [0; MAX_CHAIN_LINKS + 1];
            let len = 2 * k;
            cells[len - 1] = z;
            let mut cur = z;
            for j in (2..=k).rev() {
                let Some(y) = each(off[j]).find(|&y| conj[y].has(cur)) else {
                    continue 'ends;
                };
                let x = first(on[j - 1] & g.peer_cells[y]);
                cells[2 * j - 2] = y;
                cells[2 * j - 3] = x;
                cur = x;
            }
            cells[0] = s;
            let path = cells[..len].iter().fold(none, |m, &c| m | S::Cells::of(c));
            if path.count_ones() as usize != len {
                continue;
            }
            let gone = ends & g.peer_cells[z] & !path;
            if !gone.is_empty() {
                return Some(Chain {
                    d: 0,
                    cells,
                    len,
                    gone,
                });
            }
        }
    }
    None
}

fn chain_step<S: Space>(b: &Board<S>, c: &Chain<S::Cells>) -> Step {
    let (d, cells) = (c.d, &c.cells[..c.len]);
    let dc = places(b, S::Mask::ONE << usize::from(d - 1));
    let (s, z) = (cells[0], cells[c.len - 1]);
    let mut links: Vec<Piece> = say!(
        "step-x-chain-start",
        start = C(s),
        digit = D(d),
        next = C(cells[1])
    )
    .0;
    for pair in cells[2..].chunks(2) {
        links.extend(say!("step-x-chain-link", off = C(pair[0]), on = C(pair[1])).0);
    }
    let text = say!(
        "step-x-chain",
        links = links,
        start = C(s),
        end = C(z),
        digit = D(d),
        gone = Cs(cell_list(c.gone))
    )
    .0;
    let mut units = Vec::new();
    for (i, w) in cells.windows(2).enumerate() {
        let u = b.geo.unit(if i % 2 == 0 {
            link_unit(&b.geo, dc, w[0], w[1])
        } else {
            shared_unit(&b.geo, w[0], w[1])
        });
        if !units.contains(&u) {
            units.push(u);
        }
    }
    let links = c.len - 1;
    Step::new(Technique::XChain, Text(text))
        .mark(
            Role::Main,
            cells.iter().skip(1).step_by(2).map(|&x| Cand::new(x, d)),
        )
        .mark(
            Role::Other,
            cells.iter().step_by(2).map(|&x| Cand::new(x, d)),
        )
        .in_units(units)
        .removing(cands(c.gone, d))
        .rated(Technique::XChain.difficulty().with_length(links))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, CELLS};
    use crate::logic::board::MAX_CELLS;
    use crate::logic::{explain, GridNames};

    fn sample(name: &str) -> Vec<Grid> {
        let path = format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
        read(&path)
    }

    fn read(path: &str) -> Vec<Grid> {
        std::fs::read_to_string(path)
            .unwrap()
            .lines()
            .map(str::trim)
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
            .filter_map(|l| l[..81].parse().ok())
            .collect()
    }

    const MINE: [Technique; 7] = [
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::FinnedFish,
        Technique::SimpleColouring,
        Technique::XChain,
    ];

    /// A board where digit 5 has a place at each `x` of `picture` (rows top to bottom),
    /// and every cell also holds a 1 so that no cell is empty.
    fn fives(picture: &str) -> Board {
        let marks: Vec<char> = picture.chars().filter(|c| *c == 'x' || *c == '.').collect();
        assert_eq!(marks.len(), CELLS);
        let mut cand = [0u16; MAX_CELLS];
        cand[..CELLS].fill(1);
        for (i, &m) in marks.iter().enumerate() {
            if m == 'x' {
                cand[i] |= 1 << 4;
            }
        }
        Board {
            cand,
            val: [0; MAX_CELLS],
            empty: CELLS as u32,
            unique: false,
            truth: None,
            geo: Geometry::classic(),
            look: crate::logic::board::Look::everything(),
        }
    }

    fn check(step: Option<Step>, t: Technique, rating: u16, gone: &[usize], sentence: &str) {
        let step = step.expect("the pattern is found");
        assert_eq!(step.technique, t);
        assert_eq!(step.difficulty, Difficulty(rating));
        let want: Vec<Cand> = gone.iter().map(|&c| Cand::new(c, 5)).collect();
        assert_eq!(step.eliminations, want);
        assert_eq!(step.sentence(&GridNames), sentence);
    }

    #[test]
    fn skyscraper_on_two_columns() {
        // Columns A and E hold 5 twice each, both once in row 9: A2 or E3 is 5.
        let b = fives(
            ".........
             x..x...xx
             .x..x...x
             .........
             .........
             .........
             ........x
             .........
             x...x....",
        );
        check(
            skyscraper(&b),
            Technique::Skyscraper,
            66,
            &[12, 19],
            "In column A, 5 can only be in A2 or A9, and in column E only in E9 or E3; A9 and \
             E9 share row 9, so they are not both 5, and A2 or E3 must be: 5 goes from D2 and \
             B3, which see both",
        );
        assert!(two_string_kite(&b).is_none());
    }

    #[test]
    fn kite_through_box_1() {
        // Row 2 (B2, G2) and column C (C3, C8) meet in box 1: G2 or C8 is 5, not G8.
        let b = fives(
            ".........
             .x....x..
             ..x......
             .........
             .........
             ......x..
             .........
             ..x...xx.
             .........",
        );
        check(
            two_string_kite(&b),
            Technique::TwoStringKite,
            66,
            &[69],
            "In row 2, 5 can only be in G2 or B2, and in column C only in C3 or C8; B2 and C3 \
             share box 1, so they are not both 5, and G2 or C8 must be: 5 goes from G8, which \
             sees both",
        );
        assert!(skyscraper(&b).is_none());
    }

    #[test]
    fn turbot_fish_with_a_box_link() {
        // Column B (B1, B7) and box 9 (H7, I9), joined along row 7: B1 or I9 is 5.
        let b = fives(
            ".x...x..x
             .........
             .........
             ........x
             .........
             .........
             .x.x...x.
             .........
             ........x",
        );
        check(
            turbot_fish(&b),
            Technique::TurbotFish,
            66,
            &[8],
            "In column B, 5 can only be in B1 or B7, and in box 9 only in H7 or I9; B7 and H7 \
             share row 7, so they are not both 5, and B1 or I9 must be: 5 goes from I1, which \
             sees both",
        );
        assert!(skyscraper(&b).is_none() && two_string_kite(&b).is_none());
    }

    #[test]
    fn empty_rectangle_in_box_1() {
        // Box 1 has 5 only in B1 and A3 (row 1 and column A); row 6 links A6 and F6.
        let b = fives(
            ".x...x...
             .........
             x........
             .........
             .........
             x....x...
             .........
             .........
             .........",
        );
        check(
            empty_rectangle(&b),
            Technique::EmptyRectangle,
            66,
            &[5],
            "In box 1, 5 can only be in row 1 or column A; row 6 has 5 only in A6 and F6, so \
             if F1 were 5, F6 would not be, A6 would, and box 1 would have no place left for 5: \
             5 goes from F1",
        );
    }

    #[test]
    fn finned_x_wing_with_a_fin_in_box_9() {
        // Rows 2 and 8 hold 5 in columns C and H, but for the fin I8.
        let b = fives(
            ".........
             ..x....x.
             .........
             .........
             .........
             .........
             .......x.
             ..x....xx
             .........",
        );
        check(
            finned_fish(&b),
            Technique::FinnedFish,
            66,
            &[61],
            "In row 2 and row 8, 5 can only go in column C and column H, apart from the fin I8 \
             in box 9: if the fin is not 5, this is an X-wing that clears 5 from the rest of \
             those columns, and if it is, 5 leaves box 9; either way 5 goes from H7",
        );
    }

    #[test]
    fn sashimi_x_wing() {
        // Row 8 has 5 in C8 and, off the columns C and H, only the fin I8.
        let b = fives(
            ".........
             ..x....x.
             .........
             .........
             .........
             .........
             .......x.
             ..x.....x
             .........",
        );
        check(
            finned_fish(&b),
            Technique::FinnedFish,
            66,
            &[61],
            "In row 2 and row 8, 5 can only go in column C and column H, apart from the fin I8 \
             in box 9: if the fin is not 5, this is an X-wing that clears 5 from the rest of \
             those columns, and if it is, 5 leaves box 9; either way 5 goes from H7",
        );
    }

    #[test]
    fn finned_swordfish_rates_higher() {
        // Rows 2, 5 and 8 hold 5 in columns A, D and G, and in the fin H8.
        let b = fives(
            ".........
             x..x.....
             .........
             .........
             ...x..x..
             .........
             ......x..
             x.....xx.
             .........",
        );
        check(
            finned_fish(&b),
            Technique::FinnedFish,
            67,
            &[60],
            "In row 2, row 5 and row 8, 5 can only go in column A, column D and column G, \
             apart from the fin H8 in box 9: if the fin is not 5, this is a swordfish that \
             clears 5 from the rest of those columns, and if it is, 5 leaves box 9; either way \
             5 goes from G7",
        );
    }

    #[test]
    fn colour_wrap_and_trap() {
        // A1 = A5 = E5 = E2 = C2 in turn; A1 and C2 share a colour and box 1.
        let wrap = fives(
            "x........
             ..x.x....
             .x.......
             .........
             x...x....
             .........
             .........
             .........
             .........",
        );
        check(
            simple_colouring(&wrap),
            Technique::SimpleColouring,
            67,
            &[0, 11, 40],
            "Linking the cells where 5 has only two places in a unit gives two colours, one \
             on E2 and A5, the other on A1, C2 and E5, and all cells of one colour are 5; A1 \
             and C2 have the same colour and share box 1, so that colour cannot be 5: 5 goes \
             from A1, C2 and E5",
        );
        // A1 = A5 = E5 = E2: C2 sees A1 and E2, which have different colours.
        let trap = fives(
            "x........
             ..x.x.x..
             .x.......
             .........
             x...x....
             .........
             .........
             .........
             .........",
        );
        check(
            simple_colouring(&trap),
            Technique::SimpleColouring,
            66,
            &[11],
            "Linking the cells where 5 has only two places in a unit gives two colours, one \
             on A1 and E5, the other on E2 and A5, and all cells of one colour are 5, so 5 \
             goes from C2, which sees both colours",
        );
    }

    #[test]
    fn x_chain_of_five_links() {
        // A1 = A4 - D4 = D8 - H8 = H2: A1 or H2 is 5, so C2, seeing both, is not.
        let b = fives(
            "x........
             ..x..x.x.
             .x.......
             x..x.....
             .........
             .........
             .........
             ...x...x.
             .........",
        );
        check(
            x_chain(&b),
            Technique::XChain,
            67,
            &[11],
            "If A1 is not 5, then A4 is, so D4 is not, so D8 is, so H8 is not, so H2 is; \
             either way A1 or H2 is 5, so 5 goes from C2",
        );
    }

    /// Explains every puzzle of the committed samples: debug builds check each step against
    /// the solution. Every technique here must have fired somewhere.
    #[test]
    fn sound_on_samples() {
        let mut counts = [0usize; 7];
        for set in [
            "puzzles6_forum_hardest_1106",
            "norvig_top95.txt",
            "hard20_attractivechaos.txt",
        ] {
            // A part of each sample keeps the debug run short; every technique still
            // fires in it.
            for g in sample(set).into_iter().take(40) {
                for s in explain(&g).steps {
                    if let Some(k) = MINE.iter().position(|&t| t == s.technique) {
                        counts[k] += 1;
                    }
                }
            }
        }
        for (t, n) in MINE.iter().zip(counts) {
            assert!(n > 0, "{t} never fired");
        }
    }
}
