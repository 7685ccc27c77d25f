//! Grids of other sizes and variants on a sheet: reading an N x N range as
//! symbols (numbers 1..N, letters after 9, or hex), reading jigsaw region labels, and
//! drawing such a grid with its boxes or regions and a tint on diagonal and windoku cells.

use calamine::Data;
use rust_xlsxwriter::{Format, Worksheet, XlsxError};
use sudoku_core::general::{Shape, UnitKind};

use crate::address::GridRange;
use crate::error::{CellProblem, Error, NotADigit};
use crate::look::{Drawn, Look, Shown, DIGIT_SIZE, GIVEN_FILL};
use crate::read::Workbook;
use crate::write::write_drawn;

/// How the digits of a grid are written, read from what the user typed so that the output
/// uses it too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SymbolStyle {
    /// Numbers 1..N.
    #[default]
    Numbers,
    /// 1-9, then letters A, B, ... for 10, 11, ...
    Letters,
    /// The hex digits 0-9, A-F for the values 1-16 (`--symbols hex`).
    Hex,
}

impl SymbolStyle {
    /// The cell value of `v` (1..=N): a number, or a letter as text.
    pub fn cell(self, v: u8) -> CellValue {
        match self {
            SymbolStyle::Numbers => CellValue::Number(v as f64),
            SymbolStyle::Letters if v <= 9 => CellValue::Number(v as f64),
            SymbolStyle::Letters => CellValue::Text(((b'A' + v - 10) as char).to_string()),
            SymbolStyle::Hex if v <= 10 => CellValue::Number((v - 1) as f64),
            SymbolStyle::Hex => CellValue::Text(((b'A' + v - 11) as char).to_string()),
        }
    }

    /// `v` as text, as the cell shows it.
    pub fn text(self, v: u8) -> String {
        match self.cell(v) {
            CellValue::Number(x) => format!("{x}"),
            CellValue::Text(t) => t,
        }
    }
}

/// What a grid cell is written as.
#[derive(Debug, Clone, PartialEq)]
pub enum CellValue {
    /// A number.
    Number(f64),
    /// Text (a letter).
    Text(String),
}

/// Reads one cell of an N x N grid: `Ok((value, typed_a_letter))`, 0 for empty. Without
/// `hex`, blank, 0 and `.` are empty, numbers 1..N (as numbers or text) and, above 9, the
/// letters A.. are digits; with `hex` only blank and `.` are empty and 0-9, A-F stand for
/// 1-16.
///
/// ```
/// use calamine::Data;
/// use sudoku_workbook::general::classify_symbol;
///
/// assert_eq!(classify_symbol(&Data::Float(12.0), None, 16, false), Ok((12, false)));
/// assert_eq!(classify_symbol(&Data::String("g".into()), None, 16, false), Ok((16, true)));
/// assert_eq!(classify_symbol(&Data::Int(0), None, 16, true), Ok((1, false)));
/// assert!(classify_symbol(&Data::Int(5), None, 4, false).is_err());
/// ```
pub fn classify_symbol(
    v: &Data,
    formula: Option<&str>,
    n: u8,
    hex: bool,
) -> Result<(u8, bool), NotADigit> {
    let not = |shown: String| NotADigit::NotASymbol { shown, n, hex };
    let number = |x: i64| -> Result<(u8, bool), NotADigit> {
        match (hex, x) {
            (true, 0..=9) => Ok((x as u8 + 1, false)),
            (false, 0) => Ok((0, false)),
            (false, x) if x >= 1 && x <= n as i64 => Ok((x as u8, false)),
            _ => Err(not(x.to_string())),
        }
    };
    match v {
        Data::Int(x) => number(*x),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e9 => number(*f as i64),
        Data::Float(f) => Err(not(f.to_string())),
        Data::String(s) => {
            let t = s.trim();
            let shown = || format!("the text {t:?}");
            if t.is_empty() || t == "." {
                return Ok((0, false));
            }
            if let Ok(x) = t.parse::<i64>() {
                if t.bytes().all(|b| b.is_ascii_digit()) {
                    return number(x).map_err(|_| not(shown()));
                }
            }
            let mut chars = t.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => {
                    let c = c.to_ascii_uppercase() as u8;
                    let v = if hex {
                        c.checked_sub(b'A').filter(|&k| k < 6).map(|k| k + 11)
                    } else {
                        c.checked_sub(b'A')
                            .map(|k| k + 10)
                            .filter(|&v| v <= n && n > 9)
                    };
                    v.map(|v| (v, true)).ok_or_else(|| not(shown()))
                }
                _ => Err(not(shown())),
            }
        }
        other => match crate::read::classify(other, formula) {
            // Blank cells, and errors such as a formula without a saved result, read the
            // same at every size.
            Ok(0) => Ok((0, false)),
            Err(e) => Err(e),
            Ok(_) => unreachable!("only numbers and text classify as digits"),
        },
    }
}

/// True for a cell that holds a 0, as a number or as text.
fn typed_zero(v: &Data) -> bool {
    match v {
        Data::Int(0) => true,
        Data::Float(f) => *f == 0.0,
        Data::String(s) => s.trim() == "0",
        _ => false,
    }
}

/// An N x N grid as read: its cells (0 for empty, else 1..N, reading order) and how its
/// digits were written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolGrid {
    /// The cells.
    pub cells: Vec<u8>,
    /// Numbers, letters or hex, as typed.
    pub style: SymbolStyle,
    /// The first cell that held a typed 0 (read as empty unless hex), and the highest
    /// value typed as a letter: together they tell a hex grid read without `hex`.
    pub zero_at: Option<usize>,
    /// The highest value typed as a letter, 0 when none was.
    pub top_letter: u8,
}

impl Workbook {
    /// Reads the N x N grid at `range` on `sheet` (N is `range.size`), every cell that is
    /// no symbol named at once (see [`classify_symbol`]).
    pub fn read_symbols(
        &mut self,
        sheet: &str,
        range: GridRange,
        hex: bool,
    ) -> Result<SymbolGrid, Error> {
        self.check_merges(sheet, range)?;
        let n = range.size;
        let mut cells = vec![0u8; range.n() * range.n()];
        let mut letters = false;
        let mut zero_at = None;
        let mut top_letter = 0;
        let mut problems = Vec::new();
        let (end_row, _) = range.end();
        self.for_each_cell(sheet, Some(end_row), &mut |row, col, value, formula| {
            if range.contains(row, col) {
                let i = range.index(row, col);
                match classify_symbol(&value, formula.as_deref(), n, hex) {
                    Ok((v, letter)) => {
                        cells[i] = v;
                        letters |= letter;
                        if letter {
                            top_letter = top_letter.max(v);
                        }
                        if v == 0 && typed_zero(&value) {
                            zero_at = zero_at.or(Some(i));
                        }
                    }
                    Err(what) => problems.push((i, what)),
                }
            }
            true
        })?;
        if !problems.is_empty() {
            problems.sort_by_key(|p| p.0);
            return Err(Error::BadCells {
                problems: problems
                    .into_iter()
                    .map(|(i, what)| CellProblem {
                        sheet: sheet.to_string(),
                        cell: range.cell_name(i),
                        what,
                    })
                    .collect(),
            });
        }
        let style = match (hex, letters) {
            (true, _) => SymbolStyle::Hex,
            (false, true) => SymbolStyle::Letters,
            (false, false) => SymbolStyle::Numbers,
        };
        Ok(SymbolGrid {
            cells,
            style,
            zero_at,
            top_letter,
        })
    }

    /// Reads the region label of every cell of `range` (a jigsaw layout): the text of each
    /// cell, numbers written without a fraction. Blank cells are named as problems.
    pub fn read_labels(&mut self, sheet: &str, range: GridRange) -> Result<Vec<String>, Error> {
        self.check_merges(sheet, range)?;
        let mut labels = vec![String::new(); range.n() * range.n()];
        let (end_row, _) = range.end();
        self.for_each_cell(sheet, Some(end_row), &mut |row, col, value, _| {
            if range.contains(row, col) {
                labels[range.index(row, col)] = match value {
                    Data::Float(f) if f.fract() == 0.0 => format!("{f}"),
                    other => other.to_string().trim().to_string(),
                };
            }
            true
        })?;
        let problems: Vec<CellProblem> = labels
            .iter()
            .enumerate()
            .filter(|(_, l)| l.is_empty())
            .map(|(i, _)| CellProblem {
                sheet: sheet.to_string(),
                cell: range.cell_name(i),
                what: NotADigit::NoRegion,
            })
            .collect();
        if problems.is_empty() {
            Ok(labels)
        } else {
            Err(Error::BadCells { problems })
        }
    }
}

/// The most characters of a region label shown in a message or a sentence.
pub const LABEL_SHOWN: usize = 24;

/// A region label as messages and sentences show it: quoted, and cut after
/// [`LABEL_SHOWN`] characters with `…` (a label may hold up to 32,767, which made a Steps
/// sheet's sentence longer than a cell can hold).
///
/// ```
/// use sudoku_workbook::general::quoted_label;
/// assert_eq!(quoted_label("north"), "\"north\"");
/// assert_eq!(quoted_label(&"x".repeat(30_000)), format!("\"{}…\"", "x".repeat(24)));
/// ```
pub fn quoted_label(label: &str) -> String {
    match label.char_indices().nth(LABEL_SHOWN) {
        None => format!("{label:?}"),
        Some((cut, _)) => {
            let quoted = format!("{:?}", &label[..cut]);
            format!("{}…\"", &quoted[..quoted.len() - 1])
        }
    }
}

/// Regions of the wrong size a message names before it counts the rest.
const WRONG_SHOWN: usize = 5;

/// Turns region labels into region numbers 0.. in order of first appearance, with the
/// label of each number. An error when there are not N regions of N cells each, naming
/// each region whose size is wrong by its label and its first cell.
pub fn regions_of(labels: &[String], range: GridRange) -> Result<(Vec<u8>, Vec<String>), String> {
    let n = range.n();
    let mut names: Vec<String> = Vec::new();
    let mut ids = Vec::with_capacity(labels.len());
    let mut counts: Vec<(usize, usize)> = Vec::new();
    for (i, l) in labels.iter().enumerate() {
        let k = match names.iter().position(|m| m == l) {
            Some(k) => k,
            None => {
                names.push(l.clone());
                counts.push((0, i));
                names.len() - 1
            }
        };
        counts[k].0 += 1;
        ids.push(k.min(u8::MAX as usize) as u8);
    }
    let wrong: Vec<String> = counts
        .iter()
        .zip(&names)
        .filter(|((c, _), _)| *c != n)
        .map(|((c, first), name)| {
            format!(
                "region {} has {c} (from {})",
                quoted_label(name),
                range.cell_name(*first)
            )
        })
        .collect();
    if names.len() != n || !wrong.is_empty() {
        let mut msg = format!(
            "a {n}x{n} jigsaw needs {n} regions of {n} cells each; the labels make {} region{}",
            names.len(),
            if names.len() == 1 { "" } else { "s" }
        );
        if !wrong.is_empty() {
            msg.push_str(": ");
            msg.push_str(&wrong[..wrong.len().min(WRONG_SHOWN)].join(", "));
            if wrong.len() > WRONG_SHOWN {
                msg.push_str(&format!(
                    ", and {} more regions of the wrong size",
                    wrong.len() - WRONG_SHOWN
                ));
            }
        }
        return Err(msg);
    }
    Ok((ids, names))
}

/// Fill of the cells of a diagonal or windoku unit, so the extra units can be seen.
pub const VARIANT_TINT: u32 = 0xFCE9D4;
/// Fill of a given on a diagonal or windoku cell: the tint, darker.
pub const VARIANT_GIVEN_TINT: u32 = 0xF2CFA8;

/// The digits of one grid of any shape, to draw.
#[derive(Debug, Clone)]
pub struct ShapedDigits {
    /// Its layout and rules.
    pub shape: Shape,
    /// The givens, 0 for empty.
    pub puzzle: Vec<u8>,
    /// What to show: a solution, or the givens.
    pub shown: Vec<u8>,
    /// How digits are written.
    pub style: SymbolStyle,
}

/// Light fills for jigsaw regions, so that their shapes read at a glance.
pub const REGION_FILLS: [u32; 5] = [0xE3EEF9, 0xFDF0D5, 0xE5F4E3, 0xF6E3F0, 0xEDEDED];

/// A fill for each cell of a jigsaw grid: each region one colour, no two regions that
/// touch the same (a greedy colouring; five colours are plenty for real layouts). `None`
/// for grids with boxes, whose lines are enough.
pub fn region_fills(shape: &Shape) -> Option<Vec<u32>> {
    shape.regions()?;
    let n = shape.n();
    let mut colour: Vec<Option<usize>> = vec![None; n];
    for region in 0..n {
        let mut used = vec![false; REGION_FILLS.len()];
        for i in (0..n * n).filter(|&i| shape.box_of(i) == region) {
            let (r, c) = (i / n, i % n);
            let around = [
                (r > 0).then(|| i - n),
                (r + 1 < n).then(|| i + n),
                (c > 0).then(|| i - 1),
                (c + 1 < n).then(|| i + 1),
            ];
            for j in around.into_iter().flatten() {
                if let Some(k) = colour[shape.box_of(j)] {
                    used[k] = true;
                }
            }
        }
        colour[region] = Some(
            used.iter()
                .position(|u| !u)
                .unwrap_or(region % REGION_FILLS.len()),
        );
    }
    Some(
        (0..n * n)
            .map(|i| REGION_FILLS[colour[shape.box_of(i)].unwrap_or(0)])
            .collect(),
    )
}

/// True for cells of a diagonal or a windoku box: the units a plain grid does not have.
pub fn tinted(shape: &Shape) -> Vec<bool> {
    let mut t = vec![false; shape.cells()];
    for u in shape.units() {
        if matches!(
            u.id.kind,
            UnitKind::MainDiagonal | UnitKind::AntiDiagonal | UnitKind::Windoku
        ) {
            for &i in &u.cells {
                t[i] = true;
            }
        }
    }
    t
}

/// The frame of cell `i` of `shape`: heavy lines where the box (or region) changes and
/// round the grid, thin ones inside.
pub fn frame_look(shape: &Shape, i: usize) -> Look {
    let n = shape.n();
    let (r, c) = (i / n, i % n);
    let b = shape.box_of(i);
    let heavy = |other: Option<usize>| other.is_none_or(|j| shape.box_of(j) != b);
    Look::framed(
        heavy((r > 0).then(|| i - n)),
        heavy((r + 1 < n).then(|| i + n)),
        heavy((c > 0).then(|| i - 1)),
        heavy((c + 1 < n).then(|| i + 1)),
    )
}

/// [`frame_look`] as a format.
pub fn frame(shape: &Shape, i: usize) -> Format {
    frame_look(shape, i).format()
}

/// How the cells of one shape look: frames, tints and region colours, decided once per
/// grid so that drawing and making a sheet playable agree.
pub struct ShapedLook<'a> {
    shape: &'a Shape,
    tint: Vec<bool>,
    regions: Option<Vec<u32>>,
    size: f64,
}

impl ShapedLook<'_> {
    /// The look of `shape`'s cells, digits written in `style`.
    pub fn new(shape: &Shape, style: SymbolStyle) -> ShapedLook<'_> {
        // Digits shrink on the large grids so that two-digit numbers fit a cell.
        let size = if shape.n() > 9 && style == SymbolStyle::Numbers {
            DIGIT_SIZE - 4.0
        } else {
            DIGIT_SIZE
        };
        ShapedLook {
            shape,
            tint: tinted(shape),
            regions: region_fills(shape),
            size,
        }
    }

    /// The look of cell `i`, a given or not.
    pub fn look(&self, i: usize, given: bool) -> Look {
        let f = Look {
            size: self.size,
            ..frame_look(self.shape, i)
        };
        let f = if given { f.given() } else { f.solved() };
        // Regions are told apart by colour, givens by their bold black digits; elsewhere
        // givens have their own fill, darker on a tinted cell.
        match (&self.regions, given, self.tint[i]) {
            (Some(fills), _, _) => f.filled(fills[i]),
            (None, true, true) => f.filled(VARIANT_GIVEN_TINT),
            (None, true, false) => f.filled(GIVEN_FILL),
            (None, false, true) => f.filled(VARIANT_TINT),
            (None, false, false) => f,
        }
    }

    /// The format of cell `i`, a given or not.
    pub fn format(&self, i: usize, given: bool) -> Format {
        self.look(i, given).format()
    }
}

/// Writes value `v` (1..N) of cell `(row, col)` as `style` writes it.
pub fn write_symbol(
    ws: &mut Worksheet,
    (row, col): (u32, u16),
    v: u8,
    style: SymbolStyle,
    f: &Format,
) -> Result<(), XlsxError> {
    match style.cell(v) {
        CellValue::Number(x) => ws.write_number_with_format(row, col, x, f)?,
        CellValue::Text(t) => ws.write_string_with_format(row, col, t, f)?,
    };
    Ok(())
}

/// Draws the grid `d` at `range`: givens bold on their fill, other digits in blue, boxes or
/// regions framed with heavy lines, diagonal and windoku cells tinted. Cells listed in
/// `marks` get the fill given with them.
pub fn draw_shaped(
    ws: &mut Worksheet,
    range: GridRange,
    d: &ShapedDigits,
    marks: &[(usize, u32)],
) -> Result<(), XlsxError> {
    write_drawn(ws, &shaped_cells(range, d, marks))
}

/// The cells of grid `d` at `range` as [`draw_shaped`] draws them.
pub fn shaped_cells(range: GridRange, d: &ShapedDigits, marks: &[(usize, u32)]) -> Vec<Drawn> {
    let look = ShapedLook::new(&d.shape, d.style);
    (0..d.shape.cells())
        .map(|i| {
            let given = d.puzzle[i] != 0;
            let value = if given { d.puzzle[i] } else { d.shown[i] };
            let mut l = look.look(i, given);
            if let Some(&(_, fill)) = marks.iter().find(|m| m.0 == i) {
                l = l.filled(fill);
            }
            let shown = match value {
                0 => Shown::Blank,
                v => match d.style.cell(v) {
                    CellValue::Number(x) => Shown::Number(x),
                    CellValue::Text(t) => Shown::Text(t),
                },
            };
            Drawn {
                at: range.position(i),
                shown,
                look: l,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_by_size() {
        let s = |t: &str| Data::String(t.into());
        assert_eq!(
            classify_symbol(&s(" 10 "), None, 12, false),
            Ok((10, false))
        );
        assert_eq!(classify_symbol(&s("."), None, 12, false), Ok((0, false)));
        assert_eq!(
            classify_symbol(&Data::Empty, None, 25, false),
            Ok((0, false))
        );
        assert_eq!(classify_symbol(&s("p"), None, 25, false), Ok((25, true)));
        assert_eq!(classify_symbol(&s("F"), None, 16, true), Ok((16, true)));
        assert_eq!(
            classify_symbol(&Data::Float(9.0), None, 16, true),
            Ok((10, false))
        );
        let e = classify_symbol(&s("H"), None, 16, false).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the text \"H\" is not a digit of a 16x16 grid (1-16, or 1-9 then A-G)"
        );
        let e = classify_symbol(&Data::Int(7), None, 6, false).unwrap_err();
        assert_eq!(e.to_string(), "7 is not a digit of a 6x6 grid (1-6)");
        // Letters are no digits of grids that need none.
        assert!(classify_symbol(&s("A"), None, 9, false).is_err());
        assert!(classify_symbol(&s("G"), None, 16, true).is_err());
        assert!(classify_symbol(&Data::Int(10), None, 16, true).is_err());
        assert!(classify_symbol(&Data::Float(2.5), None, 16, false).is_err());
        assert!(classify_symbol(&Data::Bool(true), None, 4, false).is_err());
    }

    #[test]
    fn styles_write_what_was_typed() {
        assert_eq!(SymbolStyle::Numbers.cell(12), CellValue::Number(12.0));
        assert_eq!(SymbolStyle::Letters.cell(9), CellValue::Number(9.0));
        assert_eq!(SymbolStyle::Letters.cell(16), CellValue::Text("G".into()));
        assert_eq!(SymbolStyle::Hex.cell(1), CellValue::Number(0.0));
        assert_eq!(SymbolStyle::Hex.cell(16), CellValue::Text("F".into()));
        for style in [SymbolStyle::Numbers, SymbolStyle::Letters, SymbolStyle::Hex] {
            for v in 1..=16u8 {
                let typed = match style.cell(v) {
                    CellValue::Number(x) => Data::Float(x),
                    CellValue::Text(t) => Data::String(t),
                };
                let hex = style == SymbolStyle::Hex;
                assert_eq!(classify_symbol(&typed, None, 16, hex).map(|r| r.0), Ok(v));
            }
        }
    }

    #[test]
    fn region_sizes_are_checked() {
        let range = GridRange::sized(0, 10, 4);
        let labels: Vec<String> = "aabb aabb ccdd ccdd"
            .split_whitespace()
            .flat_map(|w| w.chars().map(String::from))
            .collect();
        let (ids, names) = regions_of(&labels, range).unwrap();
        assert_eq!(names, ["a", "b", "c", "d"]);
        assert_eq!(ids[..4], [0, 0, 1, 1]);
        let mut bad = labels.clone();
        bad[2] = "a".into();
        assert_eq!(
            regions_of(&bad, range).unwrap_err(),
            "a 4x4 jigsaw needs 4 regions of 4 cells each; the labels make 4 regions: \
             region \"a\" has 5 (from K1), region \"b\" has 3 (from N1)"
        );
        // 16 regions of one cell, each with a label near a cell's limit: a few named
        // (their labels cut), then a count, not a line of half a megabyte.
        let long: Vec<String> = (0..16)
            .map(|i| format!("{i:02}{}", "x".repeat(32_000)))
            .collect();
        let msg = regions_of(&long, range).unwrap_err();
        assert!(msg.len() < 400, "{} characters", msg.len());
        assert!(
            msg.contains(&format!("region \"00{}…\" has 1 (from K1)", "x".repeat(22))),
            "{msg}"
        );
        assert!(
            msg.ends_with(", and 11 more regions of the wrong size"),
            "{msg}"
        );
        let five: Vec<String> = (0..16).map(|i| (i % 5).to_string()).collect();
        assert!(regions_of(&five, range)
            .unwrap_err()
            .contains("the labels make 5 regions"));
    }

    #[test]
    fn frames_follow_regions() {
        let shape = Shape::jigsaw(4, "AAAB CABB CCDB CDDD").unwrap();
        let tint = tinted(&shape);
        assert!(tint.iter().all(|t| !t));
        let d = Shape::builder(4).diagonal(true).build().unwrap();
        assert_eq!(tinted(&d).iter().filter(|t| **t).count(), 8);
        let fills = region_fills(&shape).unwrap();
        for i in 0..16 {
            for j in [i + 1, i + 4].into_iter().filter(|&j| j < 16) {
                if shape.box_of(i) != shape.box_of(j) && (j == i + 4 || j % 4 != 0) {
                    assert_ne!(fills[i], fills[j], "regions of cells {i} and {j} touch");
                }
            }
        }
        assert!(region_fills(&d).is_none());
        // Cell 5 (B2) is in region A like the cell above it; C is left and below, B right.
        assert_eq!(
            frame(&shape, 5),
            crate::write::framed_by(false, true, true, true)
        );
    }
}
