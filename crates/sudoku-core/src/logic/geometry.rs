//! The houses of a 9x9 grid the technique finders reason over: rows, columns, boxes (or
//! jigsaw regions) and any extra units (diagonals, windoku boxes), with each cell's peers.
//! Finders read them here rather than from the classic tables, so that one set of finders
//! serves every 9x9 shape.

use std::sync::{Arc, LazyLock};

use crate::grid::{Unit, BOX_OF, UNITS};

/// A set of cells: bit `i` is cell `i`. One digit's places fit in one word, so searches
/// can work on whole sets at once and allocate nothing until they have a step.
pub(super) type Cells = u128;

/// The cells of a set, in reading order.
#[inline]
pub(super) fn each(mut s: Cells) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if s == 0 {
            None
        } else {
            let i = s.trailing_zeros() as usize;
            s &= s - 1;
            Some(i)
        }
    })
}

/// The most cells a shape on this engine has (a 10x10); each is a bit of [`Cells`]. The
/// bounds are kept to what the shapes need: boards, branches and chain searches hold
/// arrays of this size, and larger ones cost the classic grid time.
pub(crate) const MAX_CELLS: usize = 100;
/// The most digits (a 10x10's): one bit each in a candidate mask.
pub(crate) const MAX_DIGITS: usize = 10;
/// The most units: a 9x9's 27, two diagonals and four windoku boxes.
pub(crate) const MAX_UNITS: usize = 33;

/// The units of one shape of up to [`MAX_CELLS`] cells (4x4 to 10x10, and every 9x9
/// variant). With `n` the size, units `0..n` are the rows, `n..2n` the columns, `2n..3n`
/// the boxes or regions (each cell in exactly one), and any further ones the variant's
/// extras.
#[derive(Debug)]
pub(crate) struct Geometry {
    /// The size: digits 1..=n, n cells a unit.
    pub(super) n: usize,
    /// Cells of the grid, n * n.
    pub(super) cells: usize,
    /// Every digit, as a candidate mask.
    pub(super) all: u16,
    /// Each unit's cells, in reading order.
    pub(super) units: Vec<Vec<u8>>,
    /// Each unit's cells, as a set.
    pub(super) unit_cells: Vec<Cells>,
    /// What each unit is called.
    pub(super) names: Vec<Unit>,
    /// Each cell's peers: the other cells of its units, in reading order.
    pub(super) peers: Vec<Vec<u8>>,
    /// Each cell's peers, as a set.
    pub(super) peer_cells: Vec<Cells>,
    /// The units each cell belongs to, in unit order.
    pub(super) units_of: Vec<Vec<u8>>,
    /// The box or region of each cell.
    pub(super) box_of: Vec<u8>,
    /// The order hidden singles are looked for in, as Sudoku Explainer does on the classic
    /// grid: boxes (and windoku boxes), then columns, then rows (and diagonals).
    pub(super) single_order: Vec<u8>,
    /// Pairs of units that share two or more cells but not all of them: (a, b, shared
    /// cells). Locked candidates work on these.
    pub(super) overlaps: Vec<(u8, u8, Cells)>,
    /// Rows, columns and the standard 3x3 boxes with nothing else: the shape Sudoku
    /// Explainer rates, and the only one where uniqueness techniques are used.
    pub(super) classic: bool,
    /// A 9x9 grid whose boxes are the standard 3x3 ones (not jigsaw regions, not another
    /// size): techniques built on a box's rows and columns of three need it.
    pub(super) square_boxes: bool,
}

/// The classic grid, built once.
static CLASSIC: LazyLock<Arc<Geometry>> = LazyLock::new(|| {
    let units = UNITS
        .iter()
        .enumerate()
        .map(|(u, cells)| {
            let name = match u {
                0..=8 => Unit::Row(u as u8),
                9..=17 => Unit::Column((u - 9) as u8),
                _ => Unit::Box((u - 18) as u8),
            };
            (name, cells.to_vec())
        })
        .collect();
    Arc::new(Geometry::build(9, units, true, true))
});

impl Geometry {
    /// The classic 9x9 grid.
    pub(crate) fn classic() -> Arc<Geometry> {
        Arc::clone(&CLASSIC)
    }

    /// A shape of size `n` from its units, named: the `n` rows, the `n` columns and the
    /// `n` boxes or regions in that order, then any extras. `None` when it does not fit
    /// this engine (more than [`MAX_CELLS`] cells) or the units are not of that form.
    pub(crate) fn of_units(n: usize, units: Vec<(Unit, Vec<u8>)>) -> Option<Arc<Geometry>> {
        let cells = n * n;
        let well_formed = cells <= MAX_CELLS
            && n <= MAX_DIGITS
            && (3 * n..=MAX_UNITS).contains(&units.len())
            && units
                .iter()
                .all(|(_, c)| c.len() == n && c.iter().all(|&i| usize::from(i) < cells))
            && units[..n].iter().enumerate().all(|(r, (name, c))| {
                *name == Unit::Row(r as u8) && c.iter().all(|&i| usize::from(i) / n == r)
            })
            && units[n..2 * n].iter().enumerate().all(|(k, (name, c))| {
                *name == Unit::Column(k as u8) && c.iter().all(|&i| usize::from(i) % n == k)
            })
            && units[2 * n..3 * n]
                .iter()
                .enumerate()
                .all(|(b, (name, _))| *name == Unit::Box(b as u8));
        if !well_formed {
            return None;
        }
        let mut box_of = vec![u8::MAX; cells];
        for (b, (_, c)) in units[2 * n..3 * n].iter().enumerate() {
            for &i in c {
                box_of[usize::from(i)] = b as u8;
            }
        }
        if box_of.contains(&u8::MAX) {
            return None;
        }
        let square_boxes = n == 9 && box_of.iter().zip(BOX_OF).all(|(&a, b)| a == b);
        if square_boxes && units.len() == 27 {
            return Some(Geometry::classic());
        }
        Some(Arc::new(Geometry::build(n, units, false, square_boxes)))
    }

    fn build(n: usize, units: Vec<(Unit, Vec<u8>)>, classic: bool, square_boxes: bool) -> Geometry {
        let cells = n * n;
        let unit_cells: Vec<Cells> = units
            .iter()
            .map(|(_, c)| c.iter().fold(0, |s, &i| s | 1u128 << i))
            .collect();
        let mut units_of = vec![Vec::new(); cells];
        for (u, (_, c)) in units.iter().enumerate() {
            for &i in c {
                units_of[usize::from(i)].push(u as u8);
            }
        }
        let peer_cells: Vec<Cells> = (0..cells)
            .map(|i| {
                units_of[i]
                    .iter()
                    .fold(0, |s, &u| s | unit_cells[usize::from(u)])
                    & !(1u128 << i)
            })
            .collect();
        let peers = peer_cells
            .iter()
            .map(|&s| each(s).map(|c| c as u8).collect())
            .collect();
        let mut box_of = vec![0u8; cells];
        for (k, (_, c)) in units[2 * n..3 * n].iter().enumerate() {
            for &i in c {
                box_of[usize::from(i)] = k as u8;
            }
        }
        let boxlike = |u: usize| matches!(units[u].0, Unit::Box(_) | Unit::Window(_));
        let column = |u: usize| matches!(units[u].0, Unit::Column(_));
        let order = |keep: &dyn Fn(usize) -> bool| -> Vec<u8> {
            (0..units.len())
                .filter(|&u| keep(u))
                .map(|u| u as u8)
                .collect()
        };
        let mut single_order = order(&boxlike);
        single_order.extend(order(&column));
        single_order.extend(order(&|u| !boxlike(u) && !column(u)));
        let mut overlaps = Vec::new();
        for a in 0..units.len() {
            for b in a + 1..units.len() {
                let shared = unit_cells[a] & unit_cells[b];
                if shared.count_ones() >= 2 && shared != unit_cells[a] {
                    overlaps.push((a as u8, b as u8, shared));
                }
            }
        }
        Geometry {
            n,
            cells,
            all: ((1u32 << n) - 1) as u16,
            names: units.iter().map(|(name, _)| *name).collect(),
            units: units.into_iter().map(|(_, c)| c).collect(),
            unit_cells,
            peers,
            peer_cells,
            units_of,
            box_of,
            single_order,
            overlaps,
            classic,
            square_boxes,
        }
    }

    /// True when distinct cells `a` and `b` share a unit.
    #[inline]
    pub(super) fn sees(&self, a: usize, b: usize) -> bool {
        self.peer_cells[a] >> b & 1 == 1
    }

    /// The name of unit `u`.
    #[inline]
    pub(super) fn unit(&self, u: usize) -> Unit {
        self.names[u]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::CELLS;

    #[test]
    fn the_classic_grid_matches_the_tables() {
        let g = Geometry::classic();
        assert_eq!(g.units.len(), 27);
        assert!(g.classic && g.square_boxes);
        for i in 0..CELLS {
            assert_eq!(g.peers[i].len(), 20);
            assert!(g.peers[i]
                .iter()
                .all(|&p| crate::grid::PEERS[i].contains(&p)));
        }
        let se: Vec<u8> = (18..27).chain(9..18).chain(0..9).collect();
        assert_eq!((g.n, g.cells, g.all), (9, CELLS, 0x1ff));
        assert_eq!(g.single_order, se);
        // Each box meets three rows and three columns in three cells each.
        assert_eq!(g.overlaps.len(), 9 * 6);
    }

    /// The units of a 9x9 grid with the standard boxes, and the extras asked for.
    fn nine(diagonal: bool, windoku: bool) -> Vec<(Unit, Vec<u8>)> {
        let g = Geometry::classic();
        let mut units: Vec<(Unit, Vec<u8>)> =
            g.names.iter().copied().zip(g.units.clone()).collect();
        if diagonal {
            units.push((Unit::Diagonal(0), crate::grid::EXTRA_UNITS[0].to_vec()));
            units.push((Unit::Diagonal(1), crate::grid::EXTRA_UNITS[1].to_vec()));
        }
        if windoku {
            for w in 0..4 {
                units.push((
                    Unit::Window(w as u8),
                    crate::grid::EXTRA_UNITS[2 + w].to_vec(),
                ));
            }
        }
        units
    }

    #[test]
    fn a_diagonal_grid_gives_its_diagonal_cells_more_peers() {
        let g = Geometry::of_units(9, nine(true, false)).unwrap();
        assert_eq!(g.units.len(), 29);
        assert!(!g.classic && g.square_boxes);
        // The centre lies on both diagonals: 20 peers, and 8 more on each diagonal less
        // the 4 already in its box.
        assert_eq!(g.peers[40].len(), 20 + 8 + 8 - 4);
        assert!(g.sees(0, 80) && !g.sees(1, 80));
        assert_eq!(g.unit(28), Unit::Diagonal(1));
        assert!(Arc::ptr_eq(
            &Geometry::of_units(9, nine(false, false)).unwrap(),
            &Geometry::classic()
        ));
    }

    #[test]
    fn units_must_be_rows_columns_and_boxes_first() {
        let mut bad = nine(false, true);
        bad.swap(0, 1);
        assert!(Geometry::of_units(9, bad).is_none());
        let g = Geometry::of_units(9, nine(false, true)).unwrap();
        assert_eq!(g.unit(27), Unit::Window(0));
        assert_eq!(g.units[27][0], 10);
    }

    #[test]
    fn a_six_has_its_own_size() {
        let mut units = Vec::new();
        for r in 0..6u8 {
            units.push((Unit::Row(r), (0..6).map(|c| r * 6 + c).collect()));
        }
        for c in 0..6u8 {
            units.push((Unit::Column(c), (0..6).map(|r| r * 6 + c).collect()));
        }
        // 2x3 boxes.
        for b in 0..6u8 {
            let (top, left) = (b / 2 * 2, b % 2 * 3);
            units.push((
                Unit::Box(b),
                (0..6).map(|k| (top + k / 3) * 6 + left + k % 3).collect(),
            ));
        }
        let g = Geometry::of_units(6, units).unwrap();
        assert_eq!((g.n, g.cells, g.all), (6, 36, 0b11_1111));
        assert!(!g.classic && !g.square_boxes);
        // A cell sees the 5 others of its row, of its column, and 2 more of its box.
        assert_eq!(g.peers[0].len(), 5 + 5 + 2);
    }
}
