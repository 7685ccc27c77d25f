//! A puzzle on any [`Shape`]: its cells, the text format with one symbol per cell, and
//! the rule check that names each pair of clashing givens and the unit they share.

use std::fmt;

use super::shape::{Shape, UnitId};

/// How digits are written as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Symbols {
    /// `1`-`9`, then `A`, `B`, ... for 10, 11, ... (16 is `G`, 25 is `P`); `.` or `0` for
    /// an empty cell.
    #[default]
    Standard,
    /// For 16x16 only: the sixteen hex digits `0`-`9`, `A`-`F` stand for the values 1 to
    /// 16 (`0` is 1, `F` is 16); only `.` is empty.
    Hex,
}

impl Symbols {
    /// The character for value `v` (1..=N; 0 gives `.`).
    pub fn symbol(self, v: u8) -> char {
        let v = v as u32;
        let c = match (self, v) {
            (_, 0) => return '.',
            (Symbols::Standard, 1..=9) => char::from_digit(v, 10),
            (Symbols::Standard, _) => char::from_u32('A' as u32 + v - 10),
            (Symbols::Hex, _) => char::from_digit(v - 1, 16).map(|c| c.to_ascii_uppercase()),
        };
        c.unwrap_or('?')
    }

    /// The value of `c` (0 for empty), or `None` for a character that is no symbol.
    pub fn value(self, c: char) -> Option<u8> {
        let c = c.to_ascii_uppercase();
        match (self, c) {
            (_, '.') => Some(0),
            (Symbols::Standard, '0'..='9') => Some(c as u8 - b'0'),
            (Symbols::Standard, 'A'..='Z') => Some(c as u8 - b'A' + 10),
            (Symbols::Hex, _) => c.to_digit(16).map(|d| d as u8 + 1),
            _ => None,
        }
    }
}

/// Why text is not a puzzle of the given shape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParsePuzzleError {
    /// Not N * N symbols once whitespace is dropped.
    #[error("{}", sudoku_i18n::tr!("puzzle-cells", expected = *expected, found = *found))]
    Length {
        /// N * N.
        expected: usize,
        /// Symbols found.
        found: usize,
    },
    /// A character that is no symbol, or stands for a value above N.
    #[error(
        "{}",
        sudoku_i18n::tr!("puzzle-symbol", cell = *cell, ch = format!("{ch:?}"), n = *n)
    )]
    Symbol {
        /// Zero-based cell index.
        cell: usize,
        /// The character.
        ch: char,
        /// Grid size.
        n: usize,
    },
    /// Hex symbols asked for a grid that is not 16x16.
    #[error("{}", sudoku_i18n::tr!("puzzle-hex", n = *.0))]
    HexNeeds16(usize),
}

/// A puzzle: a shape and N * N cells, 0 for empty, else 1..=N.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The layout and rules.
    pub shape: Shape,
    /// Cell values in reading order, 0 for empty.
    pub cells: Vec<u8>,
}

/// A cell, for messages: index `row * N + col` and zero-based row and column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CellRef {
    /// Index in reading order.
    pub index: usize,
    /// Zero-based row.
    pub row: usize,
    /// Zero-based column.
    pub col: usize,
}

impl fmt::Display for CellRef {
    /// One-based: `r1c10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// Two givens with the same value in one unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GeneralConflict {
    /// The earlier cell in reading order.
    pub a: CellRef,
    /// The later cell.
    pub b: CellRef,
    /// The value both hold.
    pub value: u8,
    /// The unit they share.
    pub unit: UnitId,
}

impl fmt::Display for GeneralConflict {
    /// `r1c1 and r1c4 both hold 5 (row 1)`; values are written as numbers so that the
    /// message does not depend on the symbol set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {} ({})",
            self.a, self.b, self.value, self.unit
        )
    }
}

impl Puzzle {
    /// An empty puzzle.
    pub fn empty(shape: Shape) -> Puzzle {
        let cells = vec![0; shape.cells()];
        Puzzle { shape, cells }
    }

    /// Parses N * N symbols (whitespace, including line breaks, ignored).
    ///
    /// ```
    /// use sudoku_core::general::{Puzzle, Shape, Symbols};
    ///
    /// let s = Shape::standard(4).unwrap();
    /// let p = Puzzle::parse(s, "1.3. ..1. .1.. 4..1", Symbols::Standard).unwrap();
    /// assert_eq!(p.givens(), 6);
    /// assert_eq!(p.to_text(Symbols::Standard), "1.3.\n..1.\n.1..\n4..1\n");
    /// ```
    pub fn parse(shape: Shape, text: &str, symbols: Symbols) -> Result<Puzzle, ParsePuzzleError> {
        let n = shape.n();
        if symbols == Symbols::Hex && n != 16 {
            return Err(ParsePuzzleError::HexNeeds16(n));
        }
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if chars.len() != n * n {
            return Err(ParsePuzzleError::Length {
                expected: n * n,
                found: chars.len(),
            });
        }
        let cells = chars
            .iter()
            .enumerate()
            .map(|(cell, &ch)| match symbols.value(ch) {
                Some(v) if (v as usize) <= n => Ok(v),
                _ => Err(ParsePuzzleError::Symbol { cell, ch, n }),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        Ok(Puzzle { shape, cells })
    }

    /// N lines of N symbols, each ending in a line break.
    pub fn to_text(&self, symbols: Symbols) -> String {
        let n = self.shape.n();
        let mut s = String::with_capacity(n * (n + 1));
        for row in self.cells.chunks(n) {
            s.extend(row.iter().map(|&v| symbols.symbol(v)));
            s.push('\n');
        }
        s
    }

    /// The N * N symbols on one line.
    pub fn to_line(&self, symbols: Symbols) -> String {
        self.cells.iter().map(|&v| symbols.symbol(v)).collect()
    }

    /// Number of filled cells.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when every cell is filled and no rule is broken.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&v| v != 0) && self.conflicts().is_empty()
    }

    /// True when every given of `self` has the same value in `other`.
    pub fn is_within(&self, other: &Puzzle) -> bool {
        self.cells.len() == other.cells.len()
            && self
                .cells
                .iter()
                .zip(&other.cells)
                .all(|(&a, &b)| a == 0 || a == b)
    }

    /// Describes cell `i`.
    pub fn cell_ref(&self, i: usize) -> CellRef {
        let n = self.shape.n();
        CellRef {
            index: i,
            row: i / n,
            col: i % n,
        }
    }

    /// Every pair of equal givens sharing a unit, by unit in the shape's order. Two cells
    /// sharing several units (a row and a box) give one conflict per unit, as each is a
    /// broken rule.
    ///
    /// ```
    /// use sudoku_core::general::{Puzzle, Shape, Symbols};
    ///
    /// let s = Shape::builder(4).diagonal(true).build().unwrap();
    /// let p = Puzzle::parse(s, "1... .... ..1. ....", Symbols::Standard).unwrap();
    /// let cs = p.conflicts();
    /// assert_eq!(cs.len(), 1);
    /// assert_eq!(cs[0].to_string(), "r1c1 and r3c3 both hold 1 (main diagonal)");
    /// ```
    pub fn conflicts(&self) -> Vec<GeneralConflict> {
        let mut out = Vec::new();
        for unit in self.shape.units() {
            for (k, &a) in unit.cells.iter().enumerate() {
                let v = self.cells[a];
                if v == 0 {
                    continue;
                }
                for &b in &unit.cells[k + 1..] {
                    if self.cells[b] == v {
                        out.push(GeneralConflict {
                            a: self.cell_ref(a.min(b)),
                            b: self.cell_ref(a.max(b)),
                            value: v,
                            unit: unit.id,
                        });
                    }
                }
            }
        }
        out
    }
}

impl fmt::Display for Puzzle {
    /// The standard symbols, N lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text(Symbols::Standard))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_round_trip() {
        for v in 0..=25u8 {
            assert_eq!(
                Symbols::Standard.value(Symbols::Standard.symbol(v)),
                Some(v)
            );
        }
        assert_eq!(Symbols::Standard.symbol(16), 'G');
        assert_eq!(Symbols::Standard.symbol(25), 'P');
        assert_eq!(Symbols::Standard.value('0'), Some(0));
        for v in 0..=16u8 {
            assert_eq!(Symbols::Hex.value(Symbols::Hex.symbol(v)), Some(v));
        }
        assert_eq!(Symbols::Hex.symbol(1), '0');
        assert_eq!(Symbols::Hex.symbol(16), 'F');
        assert_eq!(Symbols::Hex.value('g'), None);
    }

    #[test]
    fn parse_errors() {
        let s = Shape::standard(16).unwrap();
        let text = ".".repeat(255);
        assert_eq!(
            Puzzle::parse(s.clone(), &text, Symbols::Standard),
            Err(ParsePuzzleError::Length {
                expected: 256,
                found: 255
            })
        );
        let text = format!("H{}", ".".repeat(255));
        assert_eq!(
            Puzzle::parse(s.clone(), &text, Symbols::Standard),
            Err(ParsePuzzleError::Symbol {
                cell: 0,
                ch: 'H',
                n: 16
            })
        );
        let text = format!("0F{}", ".".repeat(254));
        let p = Puzzle::parse(s, &text, Symbols::Hex).unwrap();
        assert_eq!(&p.cells[..3], &[1, 16, 0]);
        assert_eq!(p.to_line(Symbols::Hex), text);
        let nine = Shape::standard(9).unwrap();
        assert_eq!(
            Puzzle::parse(nine, "", Symbols::Hex),
            Err(ParsePuzzleError::HexNeeds16(9))
        );
    }

    #[test]
    fn conflicts_name_the_unit() {
        let s = Shape::standard(6).unwrap();
        let mut p = Puzzle::empty(s);
        p.cells[0] = 3;
        p.cells[4] = 3; // same row
        p.cells[7] = 3; // same box as cell 0 (2x3 boxes)
        let cs: Vec<String> = p.conflicts().iter().map(|c| c.to_string()).collect();
        assert_eq!(
            cs,
            [
                "r1c1 and r1c5 both hold 3 (row 1)",
                "r1c1 and r2c2 both hold 3 (box 1)",
            ]
        );
    }

    #[test]
    fn jigsaw_conflict_names_the_region() {
        let s = Shape::jigsaw(4, "AAAB ACBB CCDB CDDD").unwrap();
        let p = Puzzle::parse(s, "...2 ..2. .... ....", Symbols::Standard).unwrap();
        let cs = p.conflicts();
        assert_eq!(cs.len(), 1);
        assert_eq!(cs[0].to_string(), "r1c4 and r2c3 both hold 2 (region B)");
    }
}
