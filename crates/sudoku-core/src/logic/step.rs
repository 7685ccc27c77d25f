//! One step of a human-style solve: what it proves, from which candidates, and a sentence
//! that says why. Sentences name cells through [`CellNames`], so a spreadsheet can use its
//! own A1 addresses while the engine knows only cells 0-80.

use std::borrow::Cow;

use sudoku_i18n::{list_in, Arg, Join, Lang};

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
            Unit::Column(c) => sudoku_i18n::tr!("unit-column", n = char::from(b'A' + c)),
            other => crate::outcome::unit_words(other),
        }
    }
}

/// Cells named as in a grid at A1:I9.
#[derive(Debug, Clone, Copy, Default)]
pub struct GridNames;

impl CellNames for GridNames {}

/// Part of a step's sentence. Every word comes from the catalogs (`locales/steps/*.ftl` in
/// `sudoku-i18n`); the pieces put cells, digits and units into the catalog's messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Piece {
    /// A catalog message, its variables given as pieces.
    Msg(&'static str, Vec<(&'static str, Piece)>),
    /// Pieces one after another.
    Seq(Vec<Piece>),
    /// A number, which also chooses a message's plural form.
    Count(usize),
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
    /// Digits of a mask as alternatives: `3, 5 or 7`.
    AnyDigit(u32),
    /// A row, column or box, by name.
    Unit(Unit),
    /// Several units: `row 2 and row 7`.
    Units(Vec<Unit>),
    /// Clauses of a sentence as a list: `3 from A1, 5 from B2, and 7 from C5`.
    Clauses(Vec<Piece>),
    /// Pieces as a list: `D4 is 3, E5 is 7 and F6 is 1`.
    All(Vec<Piece>),
}

impl From<Unit> for Piece {
    fn from(u: Unit) -> Piece {
        Piece::Unit(u)
    }
}

impl From<Vec<Piece>> for Piece {
    fn from(p: Vec<Piece>) -> Piece {
        Piece::Seq(p)
    }
}

impl From<Text> for Piece {
    fn from(t: Text) -> Piece {
        Piece::Seq(t.0)
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
/// The digits of a mask as alternatives (`3 or 5`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct AnyD<M>(pub(crate) M);
/// Units as a sentence piece.
#[derive(Debug, Clone)]
pub(crate) struct Us(pub(crate) Vec<Unit>);
/// A number as a sentence piece (a message may choose its plural by it).
#[derive(Debug, Clone, Copy)]
pub(crate) struct N(pub(crate) usize);

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
impl<M: Into<u32>> From<AnyD<M>> for Piece {
    fn from(d: AnyD<M>) -> Piece {
        Piece::AnyDigit(d.0.into())
    }
}
impl From<Us> for Piece {
    fn from(u: Us) -> Piece {
        Piece::Units(u.0)
    }
}
impl From<N> for Piece {
    fn from(n: N) -> Piece {
        Piece::Count(n.0)
    }
}

/// A sentence whose words are chosen, and cells named, only when it is shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text(pub(crate) Vec<Piece>);

/// Builds a [`Text`] from a catalog message and its variables: cells, digits and units
/// wrapped in `C`, `Cs`, `Or`, `D`, `Ds`, `AnyD`, `Us`, `N`, given as a [`Unit`], or
/// pieces of other sentences: `say!("step-hidden-single", cell = C(30), unit =
/// Unit::Row(3), digit = D(7))` reads "D4 is the only cell of row 4 that can hold 7" in
/// English in a grid at A1:I9. The pieces are how the technique finders write, not part
/// of the crate's API.
macro_rules! say {
    ($id:literal $(, $name:ident = $piece:expr)* $(,)?) => {
        $crate::logic::Text(vec![$crate::logic::step::Piece::Msg(
            $id,
            vec![$((stringify!($name), $crate::logic::step::Piece::from($piece))),*],
        )])
    };
}
pub(crate) use say;

impl Text {
    /// The sentence in the current language ([`sudoku_i18n::current`]), with cells and
    /// units named by `names`.
    pub fn render(&self, names: &dyn CellNames) -> String {
        let lang = sudoku_i18n::current();
        self.0.iter().map(|p| p.render(lang, names)).collect()
    }
}

impl Piece {
    fn render(&self, lang: Lang, names: &dyn CellNames) -> String {
        let cells = |cs: &[u16], join| {
            let named: Vec<String> = cs.iter().map(|&c| names.cell(usize::from(c))).collect();
            list_in(lang, &named, join)
        };
        let digits = |m: u32, join| {
            let named: Vec<String> = (0..32u8)
                .filter(|d| m & (1 << d) != 0)
                .map(|d| names.digit(d + 1))
                .collect();
            list_in(lang, &named, join)
        };
        match self {
            Piece::Msg(id, args) => {
                debug_assert!(
                    sudoku_i18n::has_message(Lang::En, id),
                    "no message {id} in the English catalog"
                );
                let args: Vec<(&str, Arg)> = args
                    .iter()
                    .map(|(k, p)| match p {
                        Piece::Count(n) => (*k, Arg::from(*n)),
                        p => (*k, Arg::from(p.render(lang, names))),
                    })
                    .collect();
                sudoku_i18n::text_in(lang, id, &args)
            }
            Piece::Seq(ps) => ps.iter().map(|p| p.render(lang, names)).collect(),
            Piece::Count(n) => n.to_string(),
            Piece::Cell(c) => names.cell(usize::from(*c)),
            Piece::Cells(cs) => cells(cs, Join::And),
            Piece::AnyCell(cs) => cells(cs, Join::Or),
            Piece::Digit(d) => names.digit(*d),
            Piece::Digits(m) => digits(*m, Join::And),
            Piece::AnyDigit(m) => digits(*m, Join::Or),
            Piece::Unit(u) => names.unit(*u),
            Piece::Units(us) => {
                let named: Vec<String> = us.iter().map(|&u| names.unit(u)).collect();
                list_in(lang, &named, Join::And)
            }
            Piece::All(ps) => {
                let said: Vec<String> = ps.iter().map(|p| p.render(lang, names)).collect();
                list_in(lang, &said, Join::And)
            }
            Piece::Clauses(ps) => {
                let said: Vec<String> = ps.iter().map(|p| p.render(lang, names)).collect();
                let Some((last, init)) = said.split_last() else {
                    return String::new();
                };
                let Some((first, middle)) = init.split_first() else {
                    return last.clone();
                };
                let join = |id, init: String, next: &String| {
                    sudoku_i18n::text_in(
                        lang,
                        id,
                        &[("init", Arg::from(init)), ("next", Arg::from(next))],
                    )
                };
                let head = middle.iter().fold(first.clone(), |head, next| {
                    join("clauses-comma", head, next)
                });
                join("clauses-and", head, last)
            }
        }
    }
}

/// The distinct cells of `cands`, in reading order: the cells a step clears, to name them.
pub(crate) fn cells_of(cands: &[Cand]) -> Vec<u16> {
    let mut cells: Vec<u16> = cands.iter().map(|c| c.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The cells each digit goes from, digit by digit: `3 from A1 and B2, and 7 from C5`;
/// `3 from A1, 5 from B2 and B3, and 7 from C5`.
pub(crate) fn from_each(gone: &[Cand]) -> Piece {
    let mut digits: Vec<u8> = gone.iter().map(|c| c.digit).collect();
    digits.sort_unstable();
    digits.dedup();
    let parts: Vec<Piece> = digits
        .iter()
        .map(|&d| {
            let cells: Vec<Cand> = gone.iter().copied().filter(|c| c.digit == d).collect();
            Piece::from(say!(
                "step-digit-from",
                digit = D(d),
                cells = Cs(cells_of(&cells))
            ))
        })
        .collect();
    Piece::Clauses(parts)
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
            "step-fish-columns",
            base = Us(vec![Unit::Row(1), Unit::Row(6)]),
            digit = D(4),
            covers = Us(vec![Unit::Column(3), Unit::Column(8)]),
            gone = Cs(vec![0u8, 9, 80])
        );
        assert_eq!(
            t.render(&GridNames),
            "In row 2 and row 7, 4 can only go in column D and column I, so 4 goes from the \
             rest of those columns: A1, A2 and I9"
        );
        let t = say!(
            "step-locked-candidates",
            digit = D(7),
            cells = Or(vec![3u8, 4]),
            from = Unit::Box(1),
            onto = Unit::Row(0),
            gone = Cs(vec![0u8])
        );
        assert_eq!(
            t.render(&GridNames),
            "7 must be in D1 or E1 (box 2), so 7 goes from the rest of row 1: A1"
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
        assert_eq!(cells_of(&gone), [0, 9, 80]);
        assert_eq!(
            Text(vec![from_each(&gone)]).render(&GridNames),
            "3 from A1 and A2, and 7 from A1 and I9"
        );
        let three = [
            Cand::new(0, 1),
            Cand::new(1, 5),
            Cand::new(2, 5),
            Cand::new(3, 9),
        ];
        assert_eq!(
            Text(vec![from_each(&three)]).render(&GridNames),
            "1 from A1, 5 from B1 and C1, and 9 from D1"
        );
    }

    #[test]
    fn plurals_follow_the_count_of_cells() {
        let wrap = |gone: Vec<u8>| {
            say!(
                "step-colour-trap",
                digit = D(2),
                one = Cs(vec![0u8]),
                other = Cs(vec![10u8]),
                count = N(gone.len()),
                gone = Cs(gone)
            )
            .render(&GridNames)
        };
        assert!(wrap(vec![1]).ends_with("B1, which sees both colours"));
        assert!(wrap(vec![1, 2]).ends_with("B1 and C1, which see both colours"));
    }

    /// Every message the finders name is in the English catalog, so no sentence shows a
    /// message id: the sources are read as text, since a finder may only run on rare
    /// grids.
    #[test]
    fn every_message_the_finders_say_is_in_the_catalog() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/logic");
        let mut ids = Vec::new();
        for entry in std::fs::read_dir(dir).expect("the logic sources") {
            let path = entry.expect("a source").path();
            let text = std::fs::read_to_string(&path).expect("a source");
            for (k, _) in text.match_indices("say!(") {
                let rest = text[k + 5..].trim_start();
                if let Some(quoted) = rest.strip_prefix('"') {
                    let id = &quoted[..quoted.find('"').unwrap_or(0)];
                    ids.push((path.display().to_string(), id.to_string()));
                }
            }
            for (k, _) in text.match_indices("Piece::Msg(\"") {
                let quoted = &text[k + 12..];
                ids.push((
                    path.display().to_string(),
                    quoted[..quoted.find('"').unwrap_or(0)].to_string(),
                ));
            }
        }
        // The test's own text holds the pattern too, followed by no message id.
        ids.retain(|(_, id)| {
            !id.is_empty()
                && id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        });
        assert!(ids.len() > 60, "{} messages found", ids.len());
        for (file, id) in ids {
            assert!(
                sudoku_i18n::has_message(Lang::En, &id),
                "{file}: no message {id:?}"
            );
        }
    }
}
