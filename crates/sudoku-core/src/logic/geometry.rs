//! The houses of a 9x9 grid the technique finders reason over: rows, columns, boxes (or
//! jigsaw regions) and any extra units (diagonals, windoku boxes), with each cell's peers.
//! Finders read them here rather than from the classic tables, so that one set of finders
//! serves every 9x9 shape.

use std::sync::{Arc, LazyLock};

use crate::grid::{Unit, BOX_OF, CELLS, COL_OF, EXTRA_UNITS, ROW_OF, UNITS};

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

/// The units of one 9x9 shape. Units 0-8 are the rows, 9-17 the columns, 18-26 the boxes
/// or regions (each cell in exactly one), and any further ones the variant's extras.
#[derive(Debug)]
pub(crate) struct Geometry {
    /// Each unit's cells, in reading order.
    pub(super) units: Vec<[u8; 9]>,
    /// Each unit's cells, as a set.
    pub(super) unit_cells: Vec<Cells>,
    /// What each unit is called.
    pub(super) names: Vec<Unit>,
    /// Each cell's peers: the other cells of its units, in reading order.
    pub(super) peers: Vec<Vec<u8>>,
    /// Each cell's peers, as a set.
    pub(super) peer_cells: [Cells; CELLS],
    /// The units each cell belongs to, in unit order.
    pub(super) units_of: Vec<Vec<u8>>,
    /// The box or region of each cell (0-8).
    pub(super) box_of: [u8; CELLS],
    /// The order hidden singles are looked for in, as Sudoku Explainer does on the classic
    /// grid: boxes (and windoku boxes), then columns, then rows (and diagonals).
    pub(super) single_order: Vec<u8>,
    /// Pairs of units that share two or more cells but not all of them: (a, b, shared
    /// cells). Locked candidates work on these.
    pub(super) overlaps: Vec<(u8, u8, Cells)>,
    /// Rows, columns and the standard 3x3 boxes with nothing else: the shape Sudoku
    /// Explainer rates, and the only one where uniqueness techniques are used.
    pub(super) classic: bool,
    /// The boxes are the standard 3x3 ones (false for jigsaw regions): techniques that
    /// lean on a box's rows and columns need it.
    pub(super) square_boxes: bool,
}

/// The classic grid, built once.
static CLASSIC: LazyLock<Arc<Geometry>> = LazyLock::new(|| {
    let mut units: Vec<(Unit, [u8; 9])> = Vec::with_capacity(27);
    for (u, cells) in UNITS.iter().enumerate() {
        let name = match u {
            0..=8 => Unit::Row(u as u8),
            9..=17 => Unit::Column((u - 9) as u8),
            _ => Unit::Box((u - 18) as u8),
        };
        units.push((name, *cells));
    }
    Arc::new(Geometry::build(units, true, true))
});

impl Geometry {
    /// The classic 9x9 grid.
    pub(crate) fn classic() -> Arc<Geometry> {
        Arc::clone(&CLASSIC)
    }

    /// A 9x9 shape from its boxes or jigsaw regions (`box_of`, 0-8 for each cell) and its
    /// variant units; `None` when the regions are not nine of nine cells each.
    pub(crate) fn shaped(
        box_of: &[u8; CELLS],
        diagonal: bool,
        windoku: bool,
    ) -> Option<Arc<Geometry>> {
        let mut units: Vec<(Unit, [u8; 9])> = UNITS[..18]
            .iter()
            .enumerate()
            .map(|(u, &cells)| {
                let name = if u < 9 {
                    Unit::Row(u as u8)
                } else {
                    Unit::Column((u - 9) as u8)
                };
                (name, cells)
            })
            .collect();
        for b in 0..9u8 {
            let cells: Vec<u8> = (0..CELLS as u8)
                .filter(|&i| box_of[usize::from(i)] == b)
                .collect();
            units.push((Unit::Box(b), cells.try_into().ok()?));
        }
        if diagonal {
            units.push((Unit::Diagonal(0), EXTRA_UNITS[0]));
            units.push((Unit::Diagonal(1), EXTRA_UNITS[1]));
        }
        if windoku {
            for w in 0..4 {
                units.push((Unit::Window(w as u8), EXTRA_UNITS[2 + w]));
            }
        }
        let square_boxes = *box_of == BOX_OF;
        let classic = square_boxes && !diagonal && !windoku;
        if classic {
            return Some(Geometry::classic());
        }
        Some(Arc::new(Geometry::build(units, false, square_boxes)))
    }

    fn build(units: Vec<(Unit, [u8; 9])>, classic: bool, square_boxes: bool) -> Geometry {
        let unit_cells: Vec<Cells> = units
            .iter()
            .map(|(_, cells)| cells.iter().fold(0, |s, &c| s | 1u128 << c))
            .collect();
        let mut units_of = vec![Vec::new(); CELLS];
        for (u, (_, cells)) in units.iter().enumerate() {
            for &c in cells {
                units_of[usize::from(c)].push(u as u8);
            }
        }
        let mut peer_cells = [0 as Cells; CELLS];
        for (i, set) in peer_cells.iter_mut().enumerate() {
            *set = units_of[i]
                .iter()
                .fold(0, |s, &u| s | unit_cells[usize::from(u)])
                & !(1u128 << i);
        }
        let peers = peer_cells
            .iter()
            .map(|&s| each(s).map(|c| c as u8).collect())
            .collect();
        let mut box_of = [0u8; CELLS];
        for (k, (_, cells)) in units[18..27].iter().enumerate() {
            for &c in cells {
                box_of[usize::from(c)] = k as u8;
            }
        }
        let boxlike = |u: usize| matches!(units[u].0, Unit::Box(_) | Unit::Window(_));
        let lines = |u: usize| matches!(units[u].0, Unit::Column(_));
        let mut single_order: Vec<u8> = (0..units.len())
            .filter(|&u| boxlike(u))
            .map(|u| u as u8)
            .collect();
        single_order.extend((0..units.len()).filter(|&u| lines(u)).map(|u| u as u8));
        single_order.extend(
            (0..units.len())
                .filter(|&u| !boxlike(u) && !lines(u))
                .map(|u| u as u8),
        );
        let mut overlaps = Vec::new();
        for a in 0..units.len() {
            for b in a + 1..units.len() {
                let shared = unit_cells[a] & unit_cells[b];
                if shared.count_ones() >= 2 && shared != unit_cells[a] {
                    overlaps.push((a as u8, b as u8, shared));
                }
            }
        }
        debug_assert!(!classic || (box_of == BOX_OF && units.len() == 27));
        debug_assert!(units[..9].iter().all(|(_, c)| c
            .iter()
            .all(|&i| ROW_OF[usize::from(i)] == ROW_OF[usize::from(c[0])])));
        debug_assert!(units[9..18].iter().all(|(_, c)| c
            .iter()
            .all(|&i| COL_OF[usize::from(i)] == COL_OF[usize::from(c[0])])));
        Geometry {
            names: units.iter().map(|(n, _)| *n).collect(),
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
        assert_eq!(g.single_order, se);
        // Each box meets three rows and three columns in three cells each.
        assert_eq!(g.overlaps.len(), 9 * 6);
    }

    #[test]
    fn a_diagonal_grid_gives_its_diagonal_cells_more_peers() {
        let g = Geometry::shaped(&BOX_OF, true, false).unwrap();
        assert_eq!(g.units.len(), 29);
        assert!(!g.classic && g.square_boxes);
        // The centre lies on both diagonals: 20 peers, and 8 more on each diagonal less
        // the 4 already in its box.
        assert_eq!(g.peers[40].len(), 20 + 8 + 8 - 4);
        assert!(g.sees(0, 80) && !g.sees(1, 80));
        assert_eq!(g.unit(28), Unit::Diagonal(1));
    }

    #[test]
    fn regions_must_be_nine_cells_each() {
        let mut bad = BOX_OF;
        bad[0] = 1;
        assert!(Geometry::shaped(&bad, false, false).is_none());
        let g = Geometry::shaped(&BOX_OF, false, true).unwrap();
        assert_eq!(g.unit(27), Unit::Window(0));
        assert_eq!(g.units[27][0], 10);
    }
}
