//! One step of a human-style solve: what it proves, from which candidates, and a sentence
//! that says why. Sentences name cells through [`CellNames`], so a spreadsheet can use its
//! own A1 addresses while the engine knows only cells 0-80.

use std::borrow::Cow;

use super::technique::{Difficulty, Technique};
use crate::grid::{Unit, COL_OF, ROW_OF};

/// A candidate: digit `digit` (1-9) in cell `cell` (0-80, reading order); on the other
/// shapes the engine holds, digits up to 25 and cells up to 624.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cand {
    /// Cell 0-80 (reading order).
    pub cell: u16,
    /// Digit 1-9.
    pub digit: u8,
}

impl Cand {
    /// Digit `digit` (1-9) in cell `cell` (0-80).
    pub fn new(cell: usize, digit: u8) -> Cand {
        debug_assert!(cell < 625 && (1..=25).contains(&digit));
        Cand {
            cell: cell as u16,
            digit,
        }
    }
}

/// What a pattern candidate does in its step, so that a picture can colour the two kinds
/// apart: the candidates that form the pattern, and those on its other side (the fins of a
/// fish, the "off" ends of a chain's strong links, the second colour of a colouring).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Part of the pattern.
    Main,
    /// The pattern's other side.
    Other,
}

/// A candidate of a step's pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The candidate.
    pub cand: Cand,
    /// Its part in the pattern.
    pub role: Role,
}

/// How sentences name cells and units. The default names are the puzzle's own: rows 1-9,
/// columns A-I, so `D4` is row 4, column 4.
pub trait CellNames {
    /// The name of cell `cell` (0-80).
    fn cell(&self, cell: usize) -> String {
        format!("{}{}", char::from(b'A' + COL_OF[cell]), ROW_OF[cell] + 1)
    }

    /// How digit `d` is written: `7`, or a sheet's own symbol (`A` for 10).
    fn digit(&self, d: u8) -> String {
        d.to_string()
    }

    /// The name of a unit: `row 4`, `column D`, `box 5`.
    fn unit(&self, unit: Unit) -> String {
        match unit {
            Unit::Row(r) => format!("row {}", r + 1),
            Unit::Column(c) => format!("column {}", char::from(b'A' + c)),
            Unit::Box(b) => format!("box {}", b + 1),
            other => other.to_string(),
        }
    }
}

/// Cells named as in a grid at A1:I9.
#[derive(Debug, Clone, Copy, Default)]
pub struct GridNames;

impl CellNames for GridNames {}

/// Part of a step's sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Piece {
    /// Words.
    Words(Cow<'static, str>),
    /// A cell, by name.
    Cell(u16),
    /// Cells, by name: `D4, E4 and F4`.
    Cells(Vec<u16>),
    /// Cells as alternatives: `D4, E4 or F4`.
    AnyCell(Vec<u16>),
    /// A digit.
    Digit(u8),
    /// Digits of a mask (bit `d - 1` for digit `d`): `3, 5 and 7`.
    Digits(u32),
    /// A row, column or box, by name.
    Unit(Unit),
    /// Several units: `row 2 and row 7`.
    Units(Vec<Unit>),
}

impl From<&'static str> for Piece {
    fn from(s: &'static str) -> Piece {
        Piece::Words(Cow::Borrowed(s))
    }
}

impl From<String> for Piece {
    fn from(s: String) -> Piece {
        Piece::Words(Cow::Owned(s))
    }
}

impl From<Unit> for Piece {
    fn from(u: Unit) -> Piece {
        Piece::Unit(u)
    }
}

/// A cell as a sentence piece (see [`say!`](crate::say)).
#[derive(Debug, Clone, Copy)]
pub(crate) struct C(pub(crate) usize);
/// Cells (`u8` or `u16` indices) as a sentence piece.
#[derive(Debug, Clone)]
pub(crate) struct Cs<T>(pub(crate) Vec<T>);
/// Cells as alternatives (`D4 or E4`) as a sentence piece.
#[derive(Debug, Clone)]
pub(crate) struct Or<T>(pub(crate) Vec<T>);
/// A digit as a sentence piece.
#[derive(Debug, Clone, Copy)]
pub(crate) struct D(pub(crate) u8);
/// The digits of a mask (`u16` or `u32`) as a sentence piece.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ds<M>(pub(crate) M);
/// Units as a sentence piece.
#[derive(Debug, Clone)]
pub(crate) struct Us(pub(crate) Vec<Unit>);

impl From<C> for Piece {
    fn from(c: C) -> Piece {
        Piece::Cell(c.0 as u16)
    }
}
impl<T: Into<u16>> From<Cs<T>> for Piece {
    fn from(c: Cs<T>) -> Piece {
        Piece::Cells(c.0.into_iter().map(Into::into).collect())
    }
}
impl<T: Into<u16>> From<Or<T>> for Piece {
    fn from(c: Or<T>) -> Piece {
        Piece::AnyCell(c.0.into_iter().map(Into::into).collect())
    }
}
impl From<D> for Piece {
    fn from(d: D) -> Piece {
        Piece::Digit(d.0)
    }
}
impl<M: Into<u32>> From<Ds<M>> for Piece {
    fn from(d: Ds<M>) -> Piece {
        Piece::Digits(d.0.into())
    }
}
impl From<Us> for Piece {
    fn from(u: Us) -> Piece {
        Piece::Units(u.0)
    }
}

/// A sentence whose cells are named only when it is shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text(pub(crate) Vec<Piece>);

/// Builds a [`Text`] from pieces: words (`&'static str` or `String`), and cells, digits
/// and units wrapped in `C`, `Cs`, `Or`, `D`, `Ds`, `Us` or given as a [`Unit`]:
/// `say!(C(30), " is the only cell of ", Unit::Row(3), " that can hold ", D(7))` reads
/// "D4 is the only cell of row 4 that can hold 7" in a grid at A1:I9. The pieces are how
/// the technique finders write, not part of the crate's API.
macro_rules! say {
    ($($piece:expr),* $(,)?) => {
        $crate::logic::Text(vec![$($crate::logic::step::Piece::from($piece)),*])
    };
}
pub(crate) use say;

impl Text {
    /// The sentence with cells and units named by `names`.
    pub fn render(&self, names: &dyn CellNames) -> String {
        let mut out = String::new();
        for piece in &self.0 {
            match piece {
                Piece::Words(w) => out.push_str(w),
                Piece::Cell(c) => out.push_str(&names.cell(usize::from(*c))),
                Piece::Cells(cs) => out.push_str(&join(
                    cs.iter().map(|&c| names.cell(usize::from(c))).collect(),
                    "and",
                )),
                Piece::AnyCell(cs) => out.push_str(&join(
                    cs.iter().map(|&c| names.cell(usize::from(c))).collect(),
                    "or",
                )),
                Piece::Digit(d) => out.push_str(&names.digit(*d)),
                Piece::Digits(m) => out.push_str(&join(
                    (0..32u8)
                        .filter(|d| m & (1 << d) != 0)
                        .map(|d| names.digit(d + 1))
                        .collect(),
                    "and",
                )),
                Piece::Unit(u) => out.push_str(&names.unit(*u)),
                Piece::Units(us) => {
                    out.push_str(&join(us.iter().map(|&u| names.unit(u)).collect(), "and"))
                }
            }
        }
        out
    }
}

/// The distinct cells of `cands`, in reading order: the cells a step clears, to name them.
pub(crate) fn cells_of(cands: &[Cand]) -> Vec<u16> {
    let mut cells: Vec<u16> = cands.iter().map(|c| c.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// `, which sees ` after one cell, `, which see ` after several: "goes from G1 and G8,
/// which see both".
pub(crate) fn which_see<T>(cells: &[T]) -> &'static str {
    if cells.len() == 1 {
        ", which sees "
    } else {
        ", which see "
    }
}

/// The cells each digit goes from, digit by digit: `3 from A1 and B2, and 7 from C5`;
/// `3 from A1, 5 from B2 and B3, and 7 from C5`.
pub(crate) fn from_each(gone: &[Cand]) -> Vec<Piece> {
    let mut digits: Vec<u8> = gone.iter().map(|c| c.digit).collect();
    digits.sort_unstable();
    digits.dedup();
    let mut out = Vec::new();
    for (k, &d) in digits.iter().enumerate() {
        if k > 0 {
            out.push(Piece::from(if k + 1 == digits.len() {
                ", and "
            } else {
                ", "
            }));
        }
        let cells: Vec<Cand> = gone.iter().copied().filter(|c| c.digit == d).collect();
        out.extend([
            Piece::Digit(d),
            " from ".into(),
            Piece::Cells(cells_of(&cells)),
        ]);
    }
    out
}

/// `a`, `a and b`, `a, b and c` (or `or`).
fn join(items: Vec<String>, last: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.into_iter().next().unwrap_or_default(),
        n => format!("{} {last} {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// One step of a solve: a technique applied once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// How hard this step is on the Sudoku Explainer scale: the technique's rating, plus
    /// extra for long chains or large patterns.
    pub difficulty: Difficulty,
    /// Digits this step writes in.
    pub placements: Vec<Cand>,
    /// Candidates this step crosses out.
    pub eliminations: Vec<Cand>,
    /// The candidates that prove it.
    pub pattern: Vec<Mark>,
    /// The rows, columns and boxes it works in.
    pub units: Vec<Unit>,
    /// Why, in one sentence.
    pub text: Text,
    /// Sudoku Explainer's name for the step where the technique alone does not give it
    /// ("Unique Loop 8 type 2", "Dynamic Cell Forcing Chains (+)"); see [`Step::se_name`].
    pub(crate) se: Option<Cow<'static, str>>,
    /// The rating as the double Sudoku Explainer holds (its bits), where the finder knows
    /// it; see [`se_sum`](super::technique::se_sum).
    pub(crate) se_exact: Option<u64>,
}

impl Step {
    /// A step of `technique` at its base difficulty, with nothing in it yet.
    pub fn new(technique: Technique, text: Text) -> Step {
        Step {
            technique,
            difficulty: technique.difficulty(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            pattern: Vec::new(),
            units: Vec::new(),
            text,
            se: None,
            se_exact: None,
        }
    }

    /// The rating as Sudoku Explainer's double: what SE compares to find its hardest step.
    pub(crate) fn se_exact(&self) -> f64 {
        self.se_exact
            .map_or(f64::from(self.difficulty.0) / 10.0, f64::from_bits)
    }

    /// Records the rating as SE's double.
    pub(crate) fn se_exactly(mut self, value: f64) -> Step {
        self.se_exact = Some(value.to_bits());
        self
    }

    /// The name Sudoku Explainer gives this step, as SE prints it ("Pointing", "Unique
    /// Loop type 2", "Turbot Fish", "Dynamic Region Forcing Chains (+ Forcing Chains)"),
    /// so a rating can be checked against SE's; `None` for a step of a technique SE does
    /// not have (a person's path has several, and a guess is none).
    pub fn se_name(&self) -> Option<Cow<'static, str>> {
        self.se
            .clone()
            .or_else(|| self.technique.se_name(self.difficulty).map(Cow::Borrowed))
    }

    /// Gives the step Sudoku Explainer's name for it.
    pub(crate) fn se_named(mut self, name: impl Into<Cow<'static, str>>) -> Step {
        self.se = Some(name.into());
        self
    }

    /// The sentence, with cells and units named by `names`.
    pub fn sentence(&self, names: &dyn CellNames) -> String {
        self.text.render(names)
    }

    /// Adds `cands` to the pattern in `role`.
    pub fn mark(mut self, role: Role, cands: impl IntoIterator<Item = Cand>) -> Step {
        self.pattern
            .extend(cands.into_iter().map(|cand| Mark { cand, role }));
        self
    }

    /// Sets the units.
    pub fn in_units(mut self, units: impl IntoIterator<Item = Unit>) -> Step {
        self.units.extend(units);
        self
    }

    /// Sets the eliminations.
    pub fn removing(mut self, cands: Vec<Cand>) -> Step {
        self.eliminations = cands;
        self
    }

    /// Sets the difficulty.
    pub fn rated(mut self, difficulty: Difficulty) -> Step {
        self.difficulty = difficulty;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_name_cells_and_lists() {
        let t = say!(
            Ds(0b1010100u16),
            " go from ",
            Cs(vec![0u8, 80]),
            " in ",
            Us(vec![Unit::Column(3), Unit::Box(8)])
        );
        assert_eq!(
            t.render(&GridNames),
            "3, 5 and 7 go from A1 and I9 in column D and box 9"
        );
    }

    #[test]
    fn cleared_cells_are_named_once_each_and_by_digit() {
        let gone = [
            Cand::new(80, 7),
            Cand::new(0, 3),
            Cand::new(0, 7),
            Cand::new(9, 3),
        ];
        let cells = cells_of(&gone);
        assert_eq!(cells, [0, 9, 80]);
        let t = say!(
            "so 3 and 7 go from ",
            Cs(cells.clone()),
            which_see(&cells),
            "both"
        );
        assert_eq!(
            t.render(&GridNames),
            "so 3 and 7 go from A1, A2 and I9, which see both"
        );
        assert_eq!(which_see(&[4]), ", which sees ");
        assert_eq!(
            Text(from_each(&gone)).render(&GridNames),
            "3 from A1 and A2, and 7 from A1 and I9"
        );
        let three = [
            Cand::new(0, 1),
            Cand::new(1, 5),
            Cand::new(2, 5),
            Cand::new(3, 9),
        ];
        assert_eq!(
            Text(from_each(&three)).render(&GridNames),
            "1 from A1, 5 from B1 and C1, and 9 from D1"
        );
    }
}
