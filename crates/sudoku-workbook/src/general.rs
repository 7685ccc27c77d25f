//! Reading grids of other sizes and variants from a sheet: an N x N range as symbols
//! (numbers 1..N, letters after 9, or hex) and jigsaw region labels. How such grids are
//! drawn is [`crate::shaped_look`]'s (re-exported here under the paths they had).

use calamine::Data;

use crate::address::GridRange;
use crate::error::{CellProblem, Error, NotADigit};
use crate::read::Workbook;
// The looks of shaped grids moved to shaped_look.rs; their old paths still work.
pub use crate::shaped_look::{
    draw_shaped, frame, frame_look, region_fills, shaped_cells, tinted, write_symbol, CellValue,
    ShapedDigits, ShapedLook, SymbolStyle, REGION_FILLS, VARIANT_GIVEN_TINT, VARIANT_TINT,
};

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
            let shown = || sudoku_i18n::tr!("value-text", text = format!("{t:?}"));
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
            sudoku_i18n::tr!(
                "regions-wrong",
                region = quoted_label(name),
                count = *c,
                cell = range.cell_name(*first)
            )
        })
        .collect();
    if names.len() != n || !wrong.is_empty() {
        let msg = sudoku_i18n::tr!("regions-count", n = n, count = names.len());
        if wrong.is_empty() {
            return Err(msg);
        }
        return Err(sudoku_i18n::tr!(
            "regions-detail",
            message = msg,
            regions = sudoku_i18n::comma_list(sudoku_i18n::current(), &wrong, WRONG_SHOWN)
        ));
    }
    Ok((ids, names))
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
        assert!(msg.ends_with(" and 11 more"), "{msg}");
        let five: Vec<String> = (0..16).map(|i| (i % 5).to_string()).collect();
        assert!(regions_of(&five, range)
            .unwrap_err()
            .contains("the labels make 5 regions"));
    }
}
