//! The geometry of a grid of any supported size: its boxes (or jigsaw regions), the extra
//! units of the diagonal and windoku variants, and the tables derived from them (each
//! cell's units and peers) that the puzzle check, solver and generator share.

use std::fmt;
use std::sync::Arc;

/// The grid sizes a [`Shape`] may have.
pub const SIZES: [usize; 9] = [4, 6, 8, 9, 10, 12, 15, 16, 25];

/// The largest size; candidate sets are `u32` bitsets, so it must stay below 32.
pub const MAX_N: usize = 25;

/// Why a shape cannot be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    /// The size is not one of [`SIZES`].
    #[error("{}", sudoku_i18n::tr!("layout-bad-size", n = *.0))]
    BadSize(usize),
    /// The boxes do not tile the grid.
    #[error("{}", sudoku_i18n::tr!("shape-boxes", rows = *rows, cols = *cols, n = *n))]
    BadBoxes {
        /// Grid size.
        n: usize,
        /// Rows of a box.
        rows: usize,
        /// Columns of a box.
        cols: usize,
    },
    /// The region map does not have one entry per cell.
    #[error("{}", sudoku_i18n::tr!("shape-region-cells", found = *found, n = *n, cells = n * n))]
    RegionCells {
        /// Grid size.
        n: usize,
        /// Entries in the map.
        found: usize,
    },
    /// The region map names more or fewer regions than the grid has rows.
    #[error("{}", sudoku_i18n::tr!("shape-region-count", found = *found, n = *n))]
    RegionCount {
        /// Grid size.
        n: usize,
        /// Distinct region ids in the map.
        found: usize,
    },
    /// Some regions do not have exactly N cells; each is named with its size.
    #[error("{}", sudoku_i18n::tr!("shape-region-size", n = *n, sizes = describe_sizes(wrong)))]
    RegionSize {
        /// Grid size, the size every region must have.
        n: usize,
        /// The regions of the wrong size: name (`A`, `B`, ...) and number of cells.
        wrong: Vec<(char, usize)>,
    },
    /// Windoku's extra boxes are defined for 9x9 only.
    #[error("{}", sudoku_i18n::tr!("shape-windoku", n = *.0))]
    WindokuNeeds9(usize),
}

fn describe_sizes(wrong: &[(char, usize)]) -> String {
    let parts: Vec<String> = wrong
        .iter()
        .map(|(r, c)| sudoku_i18n::tr!("shape-region-has", region = *r, count = *c))
        .collect();
    sudoku_i18n::list_in(sudoku_i18n::current(), &parts, sudoku_i18n::Join::And)
}

/// What a unit is, for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box of the standard layout.
    Box,
    /// A jigsaw region (replaces the boxes).
    Region,
    /// The diagonal from the top-left corner.
    MainDiagonal,
    /// The diagonal from the top-right corner.
    AntiDiagonal,
    /// One of windoku's four extra boxes.
    Windoku,
}

/// Names one unit of a shape: its kind and its zero-based index among units of that kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UnitId {
    /// What the unit is.
    pub kind: UnitKind,
    /// Zero-based index among the units of this kind.
    pub index: usize,
}

impl UnitId {
    /// The unit in the current language's words, as a status line names it; `region`
    /// names a jigsaw region (its letter when `None`).
    pub fn words(self, region: Option<String>) -> String {
        let n = self.index + 1;
        match self.kind {
            UnitKind::Row => sudoku_i18n::tr!("unit-row", n = n),
            UnitKind::Column => sudoku_i18n::tr!("unit-column", n = n),
            UnitKind::Box => sudoku_i18n::tr!("unit-box", n = n),
            UnitKind::Region => sudoku_i18n::tr!(
                "unit-region",
                name = region.unwrap_or_else(|| region_name(self.index).to_string())
            ),
            UnitKind::MainDiagonal => sudoku_i18n::tr!("unit-main-diagonal"),
            UnitKind::AntiDiagonal => sudoku_i18n::tr!("unit-anti-diagonal"),
            UnitKind::Windoku => sudoku_i18n::tr!("unit-window", n = n),
        }
    }
}

impl fmt::Display for UnitId {
    /// One-based, as people count: `row 3`, `box 5`, `region B`, `main diagonal`,
    /// `anti-diagonal`, `windoku box 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = self.index + 1;
        match self.kind {
            UnitKind::Row => write!(f, "row {i}"),
            UnitKind::Column => write!(f, "column {i}"),
            UnitKind::Box => write!(f, "box {i}"),
            UnitKind::Region => write!(f, "region {}", region_name(self.index)),
            UnitKind::MainDiagonal => f.write_str("main diagonal"),
            UnitKind::AntiDiagonal => f.write_str("anti-diagonal"),
            UnitKind::Windoku => write!(f, "windoku box {i}"),
        }
    }
}

/// Regions are named by letter so that they cannot be mistaken for boxes; 25 letters are
/// enough for the largest grid.
fn region_name(index: usize) -> char {
    (b'A' + index as u8) as char
}

/// A unit: N cells that must hold each digit once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// Which unit it is.
    pub id: UnitId,
    /// Its cells, as indices `row * N + col`, in reading order.
    pub cells: Vec<usize>,
}

/// Tables computed once per shape and shared by every clone (puzzles carry their shape).
#[derive(Debug)]
struct Tables {
    units: Vec<Unit>,
    cell_units: Vec<Vec<usize>>,
    peers: Vec<Vec<usize>>,
    /// Box (or region) index of each cell.
    boxes: Vec<usize>,
    overlaps: Vec<Overlap>,
}

/// Two units that share more than one cell but are not the same cells (a box and a row,
/// a region and a column, a diagonal and a box), split into the shared cells and each
/// unit's others. The solver's locked candidates work on these: a digit that one unit
/// can only hold in the shared cells cannot go in the other unit's other cells.
#[derive(Debug, Clone)]
pub(crate) struct Overlap {
    pub common: Vec<usize>,
    pub only_a: Vec<usize>,
    pub only_b: Vec<usize>,
}

/// The layout of an N x N grid: size, boxes or jigsaw regions, and variants. Cheap to
/// clone.
///
/// ```
/// use sudoku_core::general::Shape;
///
/// let s = Shape::standard(16).unwrap();
/// assert_eq!((s.box_rows(), s.box_cols()), (4, 4));
/// assert_eq!(s.units().len(), 48);
/// let d = Shape::builder(6).diagonal(true).build().unwrap();
/// assert_eq!(d.units().len(), 20);
/// assert_eq!(d.units()[19].id.to_string(), "anti-diagonal");
/// ```
#[derive(Debug, Clone)]
pub struct Shape {
    n: usize,
    box_rows: usize,
    box_cols: usize,
    diagonal: bool,
    windoku: bool,
    regions: Option<Arc<[u8]>>,
    tables: Arc<Tables>,
}

impl PartialEq for Shape {
    fn eq(&self, o: &Shape) -> bool {
        // The tables follow from the rest.
        (
            self.n,
            self.box_rows,
            self.box_cols,
            self.diagonal,
            self.windoku,
        ) == (o.n, o.box_rows, o.box_cols, o.diagonal, o.windoku)
            && self.regions == o.regions
    }
}

impl Eq for Shape {}

/// Default box shape (rows x columns) for a supported size: the most square one, wider
/// than tall, as printed puzzles usually are.
pub fn default_boxes(n: usize) -> Option<(usize, usize)> {
    Some(match n {
        4 => (2, 2),
        6 => (2, 3),
        8 => (2, 4),
        9 => (3, 3),
        10 => (2, 5),
        12 => (3, 4),
        15 => (3, 5),
        16 => (4, 4),
        25 => (5, 5),
        _ => return None,
    })
}

/// Builds a [`Shape`]; see [`Shape::builder`].
#[derive(Debug, Clone)]
pub struct ShapeBuilder {
    n: usize,
    boxes: Option<(usize, usize)>,
    diagonal: bool,
    windoku: bool,
    regions: Option<Vec<u8>>,
}

impl ShapeBuilder {
    /// Boxes of `rows` x `cols` instead of the default for the size.
    pub fn boxes(mut self, rows: usize, cols: usize) -> Self {
        self.boxes = Some((rows, cols));
        self
    }

    /// Both main diagonals must hold each digit once.
    pub fn diagonal(mut self, on: bool) -> Self {
        self.diagonal = on;
        self
    }

    /// Four extra 3x3 boxes (9x9 only).
    pub fn windoku(mut self, on: bool) -> Self {
        self.windoku = on;
        self
    }

    /// Jigsaw regions replacing the boxes: one region id per cell in reading order. The
    /// regions are named `A`, `B`, ... in increasing order of their ids.
    pub fn regions(mut self, ids: Vec<u8>) -> Self {
        self.regions = Some(ids);
        self
    }

    /// Checks the layout and computes its tables.
    pub fn build(self) -> Result<Shape, ShapeError> {
        let n = self.n;
        if !SIZES.contains(&n) {
            return Err(ShapeError::BadSize(n));
        }
        let (box_rows, box_cols) = match self.boxes {
            Some(b) => b,
            None => default_boxes(n).ok_or(ShapeError::BadSize(n))?,
        };
        if box_rows * box_cols != n {
            return Err(ShapeError::BadBoxes {
                n,
                rows: box_rows,
                cols: box_cols,
            });
        }
        if self.windoku && n != 9 {
            return Err(ShapeError::WindokuNeeds9(n));
        }
        let regions = match self.regions {
            Some(ids) => Some(normalize_regions(n, &ids)?),
            None => None,
        };
        let boxes: Vec<usize> = match &regions {
            Some(r) => r.iter().map(|&x| x as usize).collect(),
            None => (0..n * n)
                .map(|i| (i / n / box_rows) * (n / box_cols) + (i % n) / box_cols)
                .collect(),
        };
        let tables = Tables::new(n, &boxes, regions.is_some(), self.diagonal, self.windoku);
        Ok(Shape {
            n,
            box_rows,
            box_cols,
            diagonal: self.diagonal,
            windoku: self.windoku,
            regions: regions.map(Arc::from),
            tables: Arc::new(tables),
        })
    }
}

/// Checks a region map and renumbers its ids to 0..N in increasing order.
fn normalize_regions(n: usize, ids: &[u8]) -> Result<Vec<u8>, ShapeError> {
    if ids.len() != n * n {
        return Err(ShapeError::RegionCells {
            n,
            found: ids.len(),
        });
    }
    let mut distinct: Vec<u8> = ids.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() != n {
        return Err(ShapeError::RegionCount {
            n,
            found: distinct.len(),
        });
    }
    let renumbered: Vec<u8> = ids
        .iter()
        .map(|id| distinct.binary_search(id).unwrap_or(0) as u8)
        .collect();
    let mut sizes = vec![0usize; n];
    for &r in &renumbered {
        sizes[r as usize] += 1;
    }
    let wrong: Vec<(char, usize)> = sizes
        .iter()
        .enumerate()
        .filter(|&(_, &s)| s != n)
        .map(|(r, &s)| (region_name(r), s))
        .collect();
    if !wrong.is_empty() {
        return Err(ShapeError::RegionSize { n, wrong });
    }
    Ok(renumbered)
}

impl Tables {
    fn new(n: usize, boxes: &[usize], jigsaw: bool, diagonal: bool, windoku: bool) -> Tables {
        let mut units = Vec::new();
        let unit = |kind, index, cells| Unit {
            id: UnitId { kind, index },
            cells,
        };
        for r in 0..n {
            units.push(unit(UnitKind::Row, r, (0..n).map(|c| r * n + c).collect()));
        }
        for c in 0..n {
            units.push(unit(
                UnitKind::Column,
                c,
                (0..n).map(|r| r * n + c).collect(),
            ));
        }
        let box_kind = if jigsaw {
            UnitKind::Region
        } else {
            UnitKind::Box
        };
        for b in 0..n {
            let cells = (0..n * n).filter(|&i| boxes[i] == b).collect();
            units.push(unit(box_kind, b, cells));
        }
        if diagonal {
            let main = (0..n).map(|k| k * n + k).collect();
            let anti = (0..n).map(|k| k * n + (n - 1 - k)).collect();
            units.push(unit(UnitKind::MainDiagonal, 0, main));
            units.push(unit(UnitKind::AntiDiagonal, 0, anti));
        }
        if windoku {
            for (k, (r0, c0)) in [(1, 1), (1, 5), (5, 1), (5, 5)].into_iter().enumerate() {
                let cells = (0..9).map(|j| (r0 + j / 3) * 9 + c0 + j % 3).collect();
                units.push(unit(UnitKind::Windoku, k, cells));
            }
        }
        let mut cell_units = vec![Vec::new(); n * n];
        for (u, unit) in units.iter().enumerate() {
            for &i in &unit.cells {
                cell_units[i].push(u);
            }
        }
        let peers = (0..n * n)
            .map(|i| {
                let mut p: Vec<usize> = cell_units[i]
                    .iter()
                    .flat_map(|&u| units[u].cells.iter().copied())
                    .filter(|&j| j != i)
                    .collect();
                p.sort_unstable();
                p.dedup();
                p
            })
            .collect();
        let overlaps = overlaps(n, &units, &cell_units);
        Tables {
            units,
            cell_units,
            peers,
            boxes: boxes.to_vec(),
            overlaps,
        }
    }
}

fn overlaps(n: usize, units: &[Unit], cell_units: &[Vec<usize>]) -> Vec<Overlap> {
    let mut common: std::collections::BTreeMap<(usize, usize), Vec<usize>> = Default::default();
    for (i, us) in cell_units.iter().enumerate() {
        for (k, &a) in us.iter().enumerate() {
            for &b in &us[k + 1..] {
                common.entry((a, b)).or_default().push(i);
            }
        }
    }
    common
        .into_iter()
        .filter(|(_, cells)| cells.len() >= 2 && cells.len() < n)
        .map(|((a, b), cells)| {
            let rest = |u: usize| {
                units[u]
                    .cells
                    .iter()
                    .copied()
                    .filter(|i| !cells.contains(i))
                    .collect()
            };
            Overlap {
                only_a: rest(a),
                only_b: rest(b),
                common: cells,
            }
        })
        .collect()
}

impl Shape {
    /// A builder for size `n` with the default boxes and no variant.
    pub fn builder(n: usize) -> ShapeBuilder {
        ShapeBuilder {
            n,
            boxes: None,
            diagonal: false,
            windoku: false,
            regions: None,
        }
    }

    /// The plain N x N shape with the default boxes.
    pub fn standard(n: usize) -> Result<Shape, ShapeError> {
        Shape::builder(n).build()
    }

    /// A jigsaw shape from a map of N lines of N region letters (any ASCII symbols; each
    /// distinct one is a region, named by its rank: the smallest is `A`), whitespace
    /// ignored.
    ///
    /// ```
    /// use sudoku_core::general::{Shape, ShapeError};
    ///
    /// let ok = Shape::jigsaw(4, "AABB AABB CCDD CCDD").unwrap();
    /// assert_eq!(ok.units()[8].id.to_string(), "region A");
    /// let bad = Shape::jigsaw(4, "AAAB AABB CCDD CCDD").unwrap_err();
    /// assert_eq!(bad, ShapeError::RegionSize { n: 4, wrong: vec![('A', 5), ('B', 3)] });
    /// ```
    pub fn jigsaw(n: usize, map: &str) -> Result<Shape, ShapeError> {
        let ids = map
            .chars()
            .filter(|c| !c.is_whitespace())
            // Ids are bytes; characters beyond ASCII share one id rather than be cut to
            // a byte that could collide with a letter.
            .map(|c| if c.is_ascii() { c as u8 } else { 0xff })
            .collect();
        Shape::builder(n).regions(ids).build()
    }

    /// Side of the grid (N).
    pub fn n(&self) -> usize {
        self.n
    }

    /// Number of cells (N * N).
    pub fn cells(&self) -> usize {
        self.n * self.n
    }

    /// Rows of a box (meaningless for a jigsaw).
    pub fn box_rows(&self) -> usize {
        self.box_rows
    }

    /// Columns of a box (meaningless for a jigsaw).
    pub fn box_cols(&self) -> usize {
        self.box_cols
    }

    /// True with the diagonal variant.
    pub fn is_diagonal(&self) -> bool {
        self.diagonal
    }

    /// True with the windoku variant.
    pub fn is_windoku(&self) -> bool {
        self.windoku
    }

    /// The region of each cell (0..N, named `A`..) for a jigsaw, else `None`.
    pub fn regions(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }

    /// Every unit: rows, columns, boxes or regions, then diagonals, then windoku boxes.
    pub fn units(&self) -> &[Unit] {
        &self.tables.units
    }

    /// Indices into [`units`](Self::units) of the units holding cell `i`.
    pub fn units_of(&self, i: usize) -> &[usize] {
        &self.tables.cell_units[i]
    }

    /// The other cells sharing a unit with cell `i`, sorted.
    pub fn peers(&self, i: usize) -> &[usize] {
        &self.tables.peers[i]
    }

    /// Unit pairs sharing several cells, for locked candidates.
    pub(crate) fn overlaps(&self) -> &[Overlap] {
        &self.tables.overlaps
    }

    /// The box (or region) index of cell `i`.
    pub fn box_of(&self, i: usize) -> usize {
        self.tables.boxes[i]
    }

    /// The bitset of every digit 1..=N (bit `d - 1` for digit `d`).
    pub fn all_digits(&self) -> u32 {
        (1u32 << self.n) - 1
    }

    /// `r3c12` style name of cell `i`, one-based.
    pub fn cell_name(&self, i: usize) -> String {
        format!("r{}c{}", i / self.n + 1, i % self.n + 1)
    }
}

impl fmt::Display for Shape {
    /// `16x16 (4x4 boxes)`, `9x9 jigsaw, diagonal`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}x{0}", self.n)?;
        if self.regions.is_some() {
            f.write_str(" jigsaw")?;
        } else {
            write!(f, " ({}x{} boxes)", self.box_rows, self.box_cols)?;
        }
        if self.diagonal {
            f.write_str(", diagonal")?;
        }
        if self.windoku {
            f.write_str(", windoku")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_has_units_of_n_cells_and_consistent_peers() {
        for n in SIZES {
            let s = Shape::standard(n).unwrap();
            assert_eq!(s.units().len(), 3 * n);
            for u in s.units() {
                assert_eq!(u.cells.len(), n, "{} of {s}", u.id);
            }
            for i in 0..s.cells() {
                assert_eq!(s.units_of(i).len(), 3);
                // A cell sees its row and column (2(N-1)) plus the box cells outside both.
                let (r, c) = (s.box_rows(), s.box_cols());
                assert_eq!(s.peers(i).len(), 2 * (n - 1) + (r - 1) * (c - 1));
                for &p in s.peers(i) {
                    assert!(s.peers(p).contains(&i));
                }
            }
        }
    }

    #[test]
    fn default_and_explicit_boxes() {
        assert_eq!(Shape::standard(12).unwrap().box_rows(), 3);
        let tall = Shape::builder(12).boxes(4, 3).build().unwrap();
        assert_eq!((tall.box_rows(), tall.box_cols()), (4, 3));
        assert_eq!(tall.box_of(3), 1);
        assert_eq!(tall.box_of(4 * 12), 4);
        assert_eq!(
            Shape::builder(12).boxes(3, 5).build(),
            Err(ShapeError::BadBoxes {
                n: 12,
                rows: 3,
                cols: 5
            })
        );
        assert_eq!(Shape::standard(7), Err(ShapeError::BadSize(7)));
    }

    #[test]
    fn windoku_boxes_and_names() {
        let s = Shape::builder(9).windoku(true).build().unwrap();
        assert_eq!(s.units().len(), 31);
        let w = &s.units()[27];
        assert_eq!(w.cells, vec![10, 11, 12, 19, 20, 21, 28, 29, 30]);
        assert_eq!(s.units()[28].id.to_string(), "windoku box 2");
        assert_eq!(s.units()[28].cells[0], 14);
        assert_eq!(
            Shape::builder(16).windoku(true).build(),
            Err(ShapeError::WindokuNeeds9(16))
        );
    }

    #[test]
    fn diagonal_units() {
        let s = Shape::builder(4).diagonal(true).build().unwrap();
        let names: Vec<String> = s.units().iter().map(|u| u.id.to_string()).collect();
        assert_eq!(names[0], "row 1");
        assert_eq!(names[4], "column 1");
        assert_eq!(names[8], "box 1");
        assert_eq!(names[12], "main diagonal");
        assert_eq!(s.units()[12].cells, vec![0, 5, 10, 15]);
        assert_eq!(s.units()[13].cells, vec![3, 6, 9, 12]);
        // An even grid has no cell on both diagonals; an odd one has its centre.
        assert_eq!(s.units_of(5).len(), 4);
        let nine = Shape::builder(9).diagonal(true).build().unwrap();
        assert_eq!(nine.units_of(40).len(), 5);
    }

    #[test]
    fn jigsaw_errors_name_regions() {
        let e = Shape::jigsaw(4, "AABB AABB CCDD CCD").unwrap_err();
        assert_eq!(e, ShapeError::RegionCells { n: 4, found: 15 });
        let e = Shape::jigsaw(4, "AABB AABB CCDD CCEE").unwrap_err();
        assert_eq!(e, ShapeError::RegionCount { n: 4, found: 5 });
        let e = Shape::jigsaw(4, "AABB AABB CCCD CCDD").unwrap_err();
        assert_eq!(
            e.to_string(),
            "each region needs 4 cells: region C has 5 and region D has 3"
        );
        let ok = Shape::jigsaw(4, "AAAB ACBB CCDB CDDD").unwrap();
        assert_eq!(ok.box_of(5), 2);
        assert_eq!(ok.to_string(), "4x4 jigsaw");
    }
}
