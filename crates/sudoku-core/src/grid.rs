//! The 9x9 Sudoku grid: cells, digits, the geometry of rows, columns and boxes, the
//! 81-character line format, and the rule check on givens. Everything here is plain data;
//! search lives in `solver`, spreadsheets in `workbook`.

use std::fmt;
use std::str::FromStr;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// Row (0-8) of every cell index.
pub const ROW_OF: [u8; CELLS] = {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = (i / 9) as u8;
        i += 1;
    }
    t
};

/// Column (0-8) of every cell index.
pub const COL_OF: [u8; CELLS] = {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = (i % 9) as u8;
        i += 1;
    }
    t
};

/// Box (0-8, numbered left to right, top to bottom) of every cell index.
pub const BOX_OF: [u8; CELLS] = {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = ((i / 27) * 3 + (i % 9) / 3) as u8;
        i += 1;
    }
    t
};

/// The 27 units: rows 0-8, then columns 0-8, then boxes 0-8; each lists its 9 cells in
/// reading order.
pub const UNITS: [[u8; 9]; 27] = {
    let mut t = [[0u8; 9]; 27];
    let mut u = 0;
    while u < 9 {
        let mut k = 0;
        while k < 9 {
            t[u][k] = (u * 9 + k) as u8;
            t[9 + u][k] = (k * 9 + u) as u8;
            t[18 + u][k] = ((u / 3) * 27 + (u % 3) * 3 + (k / 3) * 9 + k % 3) as u8;
            k += 1;
        }
        u += 1;
    }
    t
};

/// The 20 peers of every cell: the other cells of its row, column and box.
pub const PEERS: [[u8; 20]; CELLS] = {
    let mut t = [[0u8; 20]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut n = 0;
        let mut j = 0;
        while j < CELLS {
            if j != i
                && (ROW_OF[i] == ROW_OF[j] || COL_OF[i] == COL_OF[j] || BOX_OF[i] == BOX_OF[j])
            {
                t[i][n] = j as u8;
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

/// A unit a digit may appear in only once: the 27 of every grid, and the variants' extra
/// units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Row 0-8 (shown to people as 1-9).
    Row(u8),
    /// Column 0-8 (shown to people as 1-9).
    Column(u8),
    /// Box 0-8, left to right, top to bottom (shown to people as 1-9). On a jigsaw grid,
    /// the region of that index.
    Box(u8),
    /// A diagonal of the diagonal variant: 0 runs from the top-left corner, 1 from the
    /// top-right.
    Diagonal(u8),
    /// One of windoku's four extra boxes (0-3, left to right, top to bottom), at rows and
    /// columns 2-4 and 6-8.
    Window(u8),
}

impl Unit {
    /// The unit's nine cells (0-80), in reading order; a `Box` is a box of the standard
    /// layout.
    pub fn cells(self) -> &'static [u8; 9] {
        match self {
            Unit::Row(r) => &UNITS[usize::from(r) % 9],
            Unit::Column(c) => &UNITS[9 + usize::from(c) % 9],
            Unit::Box(b) => &UNITS[18 + usize::from(b) % 9],
            Unit::Diagonal(k) => &EXTRA_UNITS[usize::from(k) % 2],
            Unit::Window(k) => &EXTRA_UNITS[2 + usize::from(k) % 4],
        }
    }
}

/// The cells of the variants' extra units: the two diagonals, then windoku's four boxes.
pub const EXTRA_UNITS: [[u8; 9]; 6] = {
    let mut t = [[0u8; 9]; 6];
    let mut k = 0;
    while k < 9 {
        t[0][k] = (k * 9 + k) as u8;
        t[1][k] = (k * 9 + 8 - k) as u8;
        let mut w = 0;
        while w < 4 {
            let (r0, c0) = (1 + (w / 2) * 4, 1 + (w % 2) * 4);
            t[2 + w][k] = ((r0 + k / 3) * 9 + c0 + k % 3) as u8;
            w += 1;
        }
        k += 1;
    }
    t
};

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(r) => write!(f, "row {}", r + 1),
            Unit::Column(c) => write!(f, "column {}", c + 1),
            Unit::Box(b) => write!(f, "box {}", b + 1),
            Unit::Diagonal(0) => f.write_str("main diagonal"),
            Unit::Diagonal(_) => f.write_str("anti-diagonal"),
            Unit::Window(w) => write!(f, "windoku box {}", w + 1),
        }
    }
}

/// Two givens that hold the same digit in one unit. `first` comes before `second` in
/// reading order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit, 1-9.
    pub digit: u8,
    /// Cell index 0-80 of the first of the two.
    pub first: usize,
    /// Cell index 0-80 of the second of the two.
    pub second: usize,
    /// The unit both lie in (the row if they share one, else the column, else the box).
    pub unit: Unit,
}

/// A 9x9 Sudoku grid. Each cell holds a digit 1-9 or is empty; the grid itself need not
/// follow the rules (see [`Grid::conflicts`]). Cells are numbered 0-80 in reading order.
///
/// ```
/// use sudoku_core::{Grid, Unit};
///
/// let mut g: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///     .parse()
///     .unwrap();
/// assert_eq!(g.givens(), 17);
/// g.set(1, 4); // a second 4 in row 1
/// let clash = &g.conflicts()[0];
/// assert_eq!((clash.digit, clash.first, clash.second, clash.unit), (4, 0, 1, Unit::Row(0)));
/// assert_eq!(g.to_string().len(), 81);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Default for Grid {
    fn default() -> Self {
        Self::empty()
    }
}

impl Grid {
    /// A grid with every cell empty.
    pub const fn empty() -> Self {
        Grid { cells: [0; CELLS] }
    }

    /// Builds a grid from 81 values in reading order, 0 meaning empty. `None` if any
    /// value is above 9.
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Self> {
        cells.iter().all(|&d| d <= 9).then_some(Grid { cells })
    }

    /// The 81 cells in reading order, 0 meaning empty.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The digit at cell index `i` (0-80), `None` if empty.
    pub fn get(&self, i: usize) -> Option<u8> {
        match self.cells[i] {
            0 => None,
            d => Some(d),
        }
    }

    /// Puts `digit` (1-9, or 0 to clear) at cell index `i`.
    ///
    /// # Panics
    /// If `i >= 81` or `digit > 9`: both are programming errors, not input errors.
    pub fn set(&mut self, i: usize, digit: u8) {
        assert!(digit <= 9, "digit {digit} out of range");
        self.cells[i] = digit;
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// True when every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// True when the grid is full and breaks no rule.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.conflicts().is_empty()
    }

    /// True when every digit of `self` stands at the same cell in `other`.
    pub fn is_within(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(other.cells.iter())
            .all(|(&a, &b)| a == 0 || a == b)
    }

    /// An equivalent grid picked by `rng`: digits relabelled, bands and the rows inside
    /// them permuted, the same for stacks and columns, and maybe transposed. It has as
    /// many solutions as `self` (their images) and needs the same reasoning, so the
    /// generator uses it to vary full grids, and tests and benchmarks to see a puzzle in
    /// other orientations.
    pub fn shuffled<R: rand::Rng + ?Sized>(&self, rng: &mut R) -> Grid {
        use rand::seq::SliceRandom;
        let mut digits = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        digits[1..].shuffle(rng);
        let line = |rng: &mut R| {
            let mut bands = [0usize, 1, 2];
            bands.shuffle(rng);
            let mut out = [0usize; 9];
            for (k, &band) in bands.iter().enumerate() {
                let mut inner = [0usize, 1, 2];
                inner.shuffle(rng);
                for (j, &x) in inner.iter().enumerate() {
                    out[3 * k + j] = 3 * band + x;
                }
            }
            out
        };
        let rows = line(rng);
        let cols = line(rng);
        let transpose = rng.random_bool(0.5);
        let mut out = [0u8; CELLS];
        for (i, slot) in out.iter_mut().enumerate() {
            let (mut r, mut c) = (i / 9, i % 9);
            if transpose {
                std::mem::swap(&mut r, &mut c);
            }
            *slot = digits[self.cells[9 * rows[r] + cols[c]] as usize];
        }
        Grid { cells: out }
    }

    /// Every pair of equal digits that share a unit, each pair reported once (in the first
    /// unit they share: row, then column, then box), in reading order of the second cell.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        for second in 0..CELLS {
            let digit = self.cells[second];
            if digit == 0 {
                continue;
            }
            for first in 0..second {
                if self.cells[first] != digit {
                    continue;
                }
                let unit = if ROW_OF[first] == ROW_OF[second] {
                    Unit::Row(ROW_OF[first])
                } else if COL_OF[first] == COL_OF[second] {
                    Unit::Column(COL_OF[first])
                } else if BOX_OF[first] == BOX_OF[second] {
                    Unit::Box(BOX_OF[first])
                } else {
                    continue;
                };
                out.push(Conflict {
                    digit,
                    first,
                    second,
                    unit,
                });
            }
        }
        out
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

/// Writes the 81-character line, `.` for empty cells.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = [b'.'; CELLS];
        for (c, &d) in line.iter_mut().zip(self.cells.iter()) {
            if d != 0 {
                *c = b'0' + d;
            }
        }
        // Only ASCII bytes were written.
        f.write_str(std::str::from_utf8(&line).map_err(|_| fmt::Error)?)
    }
}

/// Why a line is not an 81-character puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseGridError {
    /// The line has a character other than `1`-`9`, `.` or `0`.
    #[error(
        "{}",
        sudoku_i18n::tr!("puzzle-bad-char", position = *position, found = format!("{found:?}"))
    )]
    BadChar {
        /// 1-based position in the line.
        position: usize,
        /// What was found there.
        found: char,
    },
    /// The line is not 81 characters long.
    #[error("{}", sudoku_i18n::tr!("puzzle-length", count = *.0))]
    Length(usize),
}

/// Parses an 81-character line in reading order, `.` or `0` for empty. Surrounding
/// whitespace is ignored; nothing else is.
impl FromStr for Grid {
    type Err = ParseGridError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let mut cells = [0u8; CELLS];
        let mut n = 0;
        for (pos, ch) in s.chars().enumerate() {
            let d = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                _ => {
                    return Err(ParseGridError::BadChar {
                        position: pos + 1,
                        found: ch,
                    })
                }
            };
            if n < CELLS {
                cells[n] = d;
            }
            n += 1;
        }
        if n != CELLS {
            return Err(ParseGridError::Length(n));
        }
        Ok(Grid { cells })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn shuffled_grids_keep_their_shape() {
        use rand::SeedableRng;
        let g: Grid = CLASSIC.parse().unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..50 {
            let h = g.shuffled(&mut rng);
            assert_eq!(h.givens(), g.givens());
            assert!(h.conflicts().is_empty());
            // Each digit keeps how often it is given.
            let mut a: Vec<usize> = (1..=9)
                .map(|d| g.cells.iter().filter(|&&c| c == d).count())
                .collect();
            let mut b: Vec<usize> = (1..=9)
                .map(|d| h.cells.iter().filter(|&&c| c == d).count())
                .collect();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
            seen.insert(h);
        }
        assert!(seen.len() > 45, "the shuffles vary");
    }

    #[test]
    fn line_round_trip() {
        let g: Grid = CLASSIC.parse().unwrap();
        assert_eq!(g.to_string(), CLASSIC);
        assert_eq!(g.givens(), 30);
        let zeros = CLASSIC.replace('.', "0");
        assert_eq!(zeros.parse::<Grid>().unwrap(), g);
    }

    #[test]
    fn parse_errors_say_where() {
        let bad = format!("{}x{}", &CLASSIC[..10], &CLASSIC[11..]);
        assert_eq!(
            bad.parse::<Grid>(),
            Err(ParseGridError::BadChar {
                position: 11,
                found: 'x'
            })
        );
        assert_eq!(
            CLASSIC[..80].parse::<Grid>(),
            Err(ParseGridError::Length(80))
        );
        assert_eq!(
            format!("{CLASSIC}1").parse::<Grid>(),
            Err(ParseGridError::Length(82))
        );
        assert_eq!(
            format!("  {CLASSIC}\r\n")
                .parse::<Grid>()
                .unwrap()
                .to_string(),
            CLASSIC
        );
    }

    #[test]
    fn geometry_tables() {
        for (u, unit) in UNITS.iter().enumerate() {
            let mut seen = [false; CELLS];
            for &c in unit {
                assert!(!seen[c as usize]);
                seen[c as usize] = true;
                let c = c as usize;
                match u / 9 {
                    0 => assert_eq!(ROW_OF[c] as usize, u),
                    1 => assert_eq!(COL_OF[c] as usize, u - 9),
                    _ => assert_eq!(BOX_OF[c] as usize, u - 18),
                }
            }
        }
        assert_eq!(BOX_OF[80], 8);
        assert_eq!(BOX_OF[30], 4);
        for (i, peers) in PEERS.iter().enumerate() {
            assert!(!peers.contains(&(i as u8)));
            let mut p = peers.to_vec();
            p.sort_unstable();
            p.dedup();
            assert_eq!(p.len(), 20);
        }
    }

    #[test]
    fn conflicts_name_the_unit() {
        let mut g = Grid::empty();
        g.set(1, 7); // B1
        g.set(5, 7); // F1: same row
        g.set(9 * 4 + 1, 7); // B5: same column as B1
        g.set(10, 3); // B2
        g.set(20, 3); // C3: same box as B2
        let c = g.conflicts();
        assert_eq!(c.len(), 3);
        assert!(c.contains(&Conflict {
            digit: 7,
            first: 1,
            second: 5,
            unit: Unit::Row(0)
        }));
        assert!(c.contains(&Conflict {
            digit: 7,
            first: 1,
            second: 37,
            unit: Unit::Column(1)
        }));
        assert!(c.contains(&Conflict {
            digit: 3,
            first: 10,
            second: 20,
            unit: Unit::Box(0)
        }));
        assert!(CLASSIC.parse::<Grid>().unwrap().conflicts().is_empty());
    }
}
