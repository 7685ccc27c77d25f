//! The houses of a grid the technique finders reason over: rows, columns, boxes (or
//! jigsaw regions) and any extra units (diagonals, windoku boxes), with each cell's peers.
//! Finders read them here rather than from the classic tables, so that one set of finders
//! serves every shape.

use std::any::Any;
use std::sync::{Arc, LazyLock};

pub(super) use super::space::each;
use super::space::{CellSet, Mask, Small, Space};
use crate::grid::{Unit, BOX_OF, UNITS};

/// A set of cells of a [`Small`] shape: bit `i` is cell `i`.
pub(super) type Cells = u128;

pub(crate) use super::space::{MAX_CELLS, MAX_DIGITS, MAX_UNITS};

/// The units of one shape of a [`Space`] (for [`Small`]: 4x4 to 10x10 and every 9x9
/// variant; for [`super::space::Large`]: 12x12 to 25x25). With `n` the size, units `0..n` are the rows, `n..2n` the columns, `2n..3n`
/// the boxes or regions (each cell in exactly one), and any further ones the variant's
/// extras.
#[derive(Debug)]
pub(crate) struct Geometry<S: Space = Small> {
    /// The size: digits 1..=n, n cells a unit.
    pub(super) n: usize,
    /// Cells of the grid, n * n.
    pub(super) cells: usize,
    /// Every digit, as a candidate mask.
    pub(super) all: S::Mask,
    /// Each unit's cells, in reading order.
    pub(super) units: Vec<Vec<S::Ix>>,
    /// Every unit's cells one after another, `n` a unit: [`Board::unit_cells`] reads them
    /// here with one load fewer than through `units` (the forcing chains read a unit's
    /// cells for every digit a branch writes).
    ///
    /// [`Board::unit_cells`]: super::board::Board::unit_cells
    pub(super) unit_list: Vec<S::Ix>,
    /// Each unit's cells, as a set.
    pub(super) unit_cells: Vec<S::Cells>,
    /// What each unit is called.
    pub(super) names: Vec<Unit>,
    /// Each cell's peers: the other cells of its units, in reading order.
    pub(super) peers: Vec<Vec<S::Ix>>,
    /// Each cell's peers, as a set.
    pub(super) peer_cells: Vec<S::Cells>,
    /// The units each cell belongs to, in unit order.
    pub(super) units_of: Vec<Vec<u8>>,
    /// Each cell's units as `units_of` has them, each with where the cell stands in it
    /// (its index in that unit's cells).
    pub(super) places_of: Vec<Vec<(u8, u8)>>,
    /// `places_of` as arrays of three, when every cell lies in three units (rows, columns
    /// and boxes or regions, nothing else); empty otherwise. The forcing chains' inner
    /// loops over a cell's units unroll on them.
    pub(super) places3: Vec<[(u8, u8); 3]>,
    /// The box or region of each cell.
    pub(super) box_of: Vec<u8>,
    /// The order hidden singles are looked for in, as Sudoku Explainer does on the classic
    /// grid: boxes (and windoku boxes), then columns, then rows (and diagonals).
    pub(super) single_order: Vec<u8>,
    /// Where two units share two or more cells but not all of them, each way round:
    /// (from, onto, the shared cells as bits of from's cells, the same as bits of onto's),
    /// in the order locked candidates tries them: from a box or windoku box (pointing)
    /// first, then from the rest (claiming); within each, by pairs of units in order.
    /// Locked candidates work on these, with where a digit can go in each unit as the
    /// same kind of bits.
    pub(super) locks: [Vec<Lock<S>>; 2],
    /// Rows, columns and the standard 3x3 boxes with nothing else: the shape Sudoku
    /// Explainer rates, and the only one where uniqueness techniques are used.
    pub(super) classic: bool,
    /// The boxes' height and width when every box is a block of whole rows and columns
    /// (every size's standard boxes, 3x3 or 2x3 or 4x5 ...); `None` for jigsaw regions.
    /// Techniques built on a box's rows and columns need them.
    pub(super) boxes: Option<(usize, usize)>,
}

/// One way of an overlap of two units: (from, onto, the shared cells as bits of from's
/// cells, the same as bits of onto's).
pub(super) type Lock<S> = (u8, u8, <S as Space>::Mask, <S as Space>::Mask);

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
    Arc::new(Geometry::build(9, units, true))
});

impl Geometry {
    /// The classic 9x9 grid.
    pub(crate) fn classic() -> Arc<Geometry> {
        Arc::clone(&CLASSIC)
    }
}

impl<S: Space> Geometry<S> {
    /// A shape of size `n` from its units, named: the `n` rows, the `n` columns and the
    /// `n` boxes or regions in that order, then any extras. `None` when it does not fit
    /// this space (too many cells or digits) or the units are not of that form.
    pub(crate) fn of_units(n: usize, units: Vec<(Unit, Vec<S::Ix>)>) -> Option<Arc<Geometry<S>>> {
        let cells = n * n;
        let ix = |i: S::Ix| -> usize { i.into() };
        let well_formed = cells <= S::MAX_CELLS
            && n <= S::MAX_DIGITS
            && (3 * n..=S::MAX_UNITS).contains(&units.len())
            && units
                .iter()
                .all(|(_, c)| c.len() == n && c.iter().all(|&i| ix(i) < cells))
            && units[..n].iter().enumerate().all(|(r, (name, c))| {
                *name == Unit::Row(r as u8) && c.iter().all(|&i| ix(i) / n == r)
            })
            && units[n..2 * n].iter().enumerate().all(|(k, (name, c))| {
                *name == Unit::Column(k as u8) && c.iter().all(|&i| ix(i) % n == k)
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
                box_of[ix(i)] = b as u8;
            }
        }
        if box_of.contains(&u8::MAX) {
            return None;
        }
        let standard = n == 9 && box_of.iter().zip(BOX_OF).all(|(&a, b)| a == b);
        if standard && units.len() == 27 {
            // The classic grid is built once; a Small shape of its form is that one.
            let classic: Arc<dyn Any + Send + Sync> = Geometry::classic();
            if let Ok(g) = classic.downcast::<Geometry<S>>() {
                return Some(g);
            }
        }
        Some(Arc::new(Geometry::build(n, units, false)))
    }

    fn build(n: usize, units: Vec<(Unit, Vec<S::Ix>)>, classic: bool) -> Geometry<S> {
        let cells = n * n;
        let ix = |i: S::Ix| -> usize { i.into() };
        let unit_cells: Vec<S::Cells> = units
            .iter()
            .map(|(_, c)| {
                c.iter()
                    .fold(S::Cells::EMPTY, |s, &i| s | S::Cells::of(ix(i)))
            })
            .collect();
        let mut units_of = vec![Vec::new(); cells];
        let mut places_of = vec![Vec::new(); cells];
        for (u, (_, c)) in units.iter().enumerate() {
            for (k, &i) in c.iter().enumerate() {
                units_of[ix(i)].push(u as u8);
                places_of[ix(i)].push((u as u8, k as u8));
            }
        }
        let peer_cells: Vec<S::Cells> = (0..cells)
            .map(|i| {
                units_of[i]
                    .iter()
                    .fold(S::Cells::EMPTY, |s, &u| s | unit_cells[usize::from(u)])
                    & !S::Cells::of(i)
            })
            .collect();
        let peers = peer_cells
            .iter()
            .map(|&s| each(s).filter_map(|c| S::Ix::try_from(c).ok()).collect())
            .collect();
        let mut box_of = vec![0u8; cells];
        for (k, (_, c)) in units[2 * n..3 * n].iter().enumerate() {
            for &i in c {
                box_of[ix(i)] = k as u8;
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
                if CellSet::count_ones(shared) >= 2 && shared != unit_cells[a] {
                    let within = |u: usize| {
                        units[u]
                            .1
                            .iter()
                            .enumerate()
                            .fold(S::Mask::ZERO, |m, (k, &c)| {
                                if shared.has(ix(c)) {
                                    m | S::Mask::ONE << k
                                } else {
                                    m
                                }
                            })
                    };
                    overlaps.push((a as u8, b as u8, within(a), within(b)));
                }
            }
        }
        let mut locks = [Vec::new(), Vec::new()];
        for &(x, y, in_x, in_y) in &overlaps {
            for way in [(x, y, in_x, in_y), (y, x, in_y, in_x)] {
                locks[usize::from(!boxlike(usize::from(way.0)))].push(way);
            }
        }
        let boxes = blocks(n, &box_of);
        let places3 = if places_of.iter().all(|p| p.len() == 3) {
            places_of.iter().map(|p| [p[0], p[1], p[2]]).collect()
        } else {
            Vec::new()
        };
        Geometry {
            n,
            cells,
            all: S::Mask::low(n),
            names: units.iter().map(|(name, _)| *name).collect(),
            unit_list: units.iter().flat_map(|(_, c)| c.iter().copied()).collect(),
            units: units.into_iter().map(|(_, c)| c).collect(),
            unit_cells,
            peers,
            peer_cells,
            units_of,
            places_of,
            places3,
            box_of,
            single_order,
            locks,
            classic,
            boxes,
        }
    }

    /// True when distinct cells `a` and `b` share a unit.
    #[inline]
    pub(super) fn sees(&self, a: usize, b: usize) -> bool {
        self.peer_cells[a].has(b)
    }

    /// The name of unit `u`.
    #[inline]
    pub(super) fn unit(&self, u: usize) -> Unit {
        self.names[u]
    }
}

/// The height and width of the boxes when each is a block of `h` rows by `w` columns
/// aligned on multiples of them, whatever their numbering; `None` for any other layout.
fn blocks(n: usize, box_of: &[u8]) -> Option<(usize, usize)> {
    // A box of a block's corner holds the whole block when every cell of the block is in
    // it: the box has n cells, the block too.
    (2..n)
        .filter(|&h| n.is_multiple_of(h) && n / h >= 2)
        .map(|h| (h, n / h))
        .find(|&(h, w)| {
            (0..n * n).all(|i| {
                let corner = (i / n / h * h) * n + i % n / w * w;
                box_of[i] == box_of[corner]
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::CELLS;
    use crate::logic::space::Small;

    #[test]
    fn the_classic_grid_matches_the_tables() {
        let g = Geometry::classic();
        assert_eq!(g.units.len(), 27);
        assert!(g.classic && g.boxes == Some((3, 3)));
        for i in 0..CELLS {
            assert_eq!(g.peers[i].len(), 20);
            assert!(g.peers[i]
                .iter()
                .all(|&p| crate::grid::PEERS[i].contains(&p)));
        }
        let se: Vec<u8> = (18..27).chain(9..18).chain(0..9).collect();
        assert_eq!((g.n, g.cells, g.all), (9, CELLS, 0x1ff));
        assert_eq!(g.single_order, se);
        // Each box meets three rows and three columns in three cells each, and each
        // overlap is tried both ways.
        assert_eq!(g.locks.each_ref().map(Vec::len), [9 * 6, 9 * 6]);
        assert!(g.locks[0].iter().all(|&(from, ..)| from >= 18));
        assert!(g.locks[1].iter().all(|&(_, onto, ..)| onto >= 18));
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
        let g = Geometry::<Small>::of_units(9, nine(true, false)).unwrap();
        assert_eq!(g.units.len(), 29);
        assert!(!g.classic && g.boxes == Some((3, 3)));
        // The centre lies on both diagonals: 20 peers, and 8 more on each diagonal less
        // the 4 already in its box.
        assert_eq!(g.peers[40].len(), 20 + 8 + 8 - 4);
        assert!(g.sees(0, 80) && !g.sees(1, 80));
        assert_eq!(g.unit(28), Unit::Diagonal(1));
        // Some cells lie in four or five units: no table of three.
        assert!(g.places3.is_empty());
        let plain = Geometry::<Small>::build(9, nine(false, false), false);
        assert_eq!(plain.places3.len(), 81);
        for (three, all) in plain.places3.iter().zip(&plain.places_of) {
            assert_eq!(three.as_slice(), all.as_slice());
        }
        for shape in [&g, &plain] {
            let list: Vec<&[u8]> = shape.unit_list.chunks(9).collect();
            assert_eq!(
                list,
                shape.units.iter().map(Vec::as_slice).collect::<Vec<_>>()
            );
        }
        assert!(Arc::ptr_eq(
            &Geometry::<Small>::of_units(9, nine(false, false)).unwrap(),
            &Geometry::classic()
        ));
    }

    #[test]
    fn units_must_be_rows_columns_and_boxes_first() {
        let mut bad = nine(false, true);
        bad.swap(0, 1);
        assert!(Geometry::<Small>::of_units(9, bad).is_none());
        let g = Geometry::<Small>::of_units(9, nine(false, true)).unwrap();
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
        let g = Geometry::<Small>::of_units(6, units).unwrap();
        assert_eq!((g.n, g.cells, g.all), (6, 36, 0b11_1111));
        assert!(!g.classic && g.boxes == Some((2, 3)));
        // A cell sees the 5 others of its row, of its column, and 2 more of its box.
        assert_eq!(g.peers[0].len(), 5 + 5 + 2);
    }

    #[test]
    fn boxes_are_told_by_their_cells_not_their_numbers() {
        // 12x12 with boxes of 3 rows by 4 columns, numbered down the stacks first.
        let (n, h, w) = (12, 3, 4);
        let box_of: Vec<u8> = (0..n * n)
            .map(|i| (i % n / w * (n / h) + i / n / h) as u8)
            .collect();
        assert_eq!(blocks(n, &box_of), Some((3, 4)));
        let tall: Vec<u8> = (0..n * n)
            .map(|i| (i / n / 4 * 4 + i % n / 3) as u8)
            .collect();
        assert_eq!(blocks(n, &tall), Some((4, 3)));
        // A jigsaw: two cells of neighbouring boxes swapped.
        let mut jigsaw = box_of.clone();
        jigsaw.swap(3, 4);
        assert_eq!(blocks(n, &jigsaw), None);
    }
}
