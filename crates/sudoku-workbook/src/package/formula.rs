//! An A1-style formula moved from one cell to another as Excel fills it: relative parts
//! of its references shift, `$`-anchored ones stay. The package edit needs it to turn a
//! shared formula (one text for a filled block of cells) into each cell's own formula.

use crate::address::{MAX_COLS, MAX_ROWS};

/// `formula` as written in a cell `dr` rows and `dc` columns from the cell it was written
/// for. A reference shifted off the sheet becomes `#REF!`, as Excel writes it. Text in
/// quotes, quoted sheet names, structured references (`Table1[Col]`), function names and
/// defined names are left as they are.
pub fn shifted(formula: &str, dr: i64, dc: i64) -> String {
    let chars: Vec<char> = formula.chars().collect();
    let mut out = String::with_capacity(formula.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' | '\'' => {
                let end = quoted_end(&chars, i, c);
                out.extend(&chars[i..end]);
                i = end;
            }
            '[' => {
                let mut depth = 0;
                let mut j = i;
                while j < chars.len() {
                    match chars[j] {
                        '[' => depth += 1,
                        ']' => {
                            depth -= 1;
                            if depth == 0 {
                                j += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                out.extend(&chars[i..j]);
                i = j;
            }
            '#' => {
                // An error value: #REF!, #N/A, #DIV/0!, ...
                let mut j = i + 1;
                while j < chars.len()
                    && (chars[j].is_ascii_alphanumeric() || "/!?".contains(chars[j]))
                {
                    j += 1;
                }
                out.extend(&chars[i..j]);
                i = j;
            }
            c if is_word(c) => {
                let start = i;
                let mut j = i;
                while j < chars.len() && is_word(chars[j]) {
                    j += 1;
                }
                // A number's exponent: 1E+5 reads on past its sign.
                if chars[start].is_ascii_digit()
                    && j + 1 < chars.len()
                    && matches!(chars[j - 1], 'e' | 'E')
                    && matches!(chars[j], '+' | '-')
                    && chars[..j]
                        .iter()
                        .skip(start)
                        .all(|c| c.is_ascii_digit() || ".eE".contains(*c))
                {
                    j += 1;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        j += 1;
                    }
                    out.extend(&chars[start..j]);
                    i = j;
                    continue;
                }
                let word: String = chars[start..j].iter().collect();
                // Preceded by a word character or a dot it is part of something else.
                let glued = start > 0 && (is_word(chars[start - 1]) || chars[start - 1] == '.');
                let next = chars.get(j).copied();
                if glued || next == Some('(') || next == Some('!') || next == Some('[') {
                    out.push_str(&word);
                    i = j;
                    continue;
                }
                if let Some(cell) = Cell::parse(&word) {
                    out.push_str(&cell.moved(dr, dc));
                    i = j;
                    continue;
                }
                // Whole columns (A:C) and whole rows (1:3).
                if next == Some(':') {
                    let k = j + 1;
                    let mut m = k;
                    while m < chars.len() && is_word(chars[m]) {
                        m += 1;
                    }
                    let other: String = chars[k..m].iter().collect();
                    let after = chars.get(m).copied();
                    if after != Some('(') && after != Some('!') {
                        if let (Some(a), Some(b)) = (Line::col(&word), Line::col(&other)) {
                            out.push_str(&range_of_lines(a, b, dc, MAX_COLS));
                            i = m;
                            continue;
                        }
                        if let (Some(a), Some(b)) = (Line::row(&word), Line::row(&other)) {
                            out.push_str(&range_of_lines(a, b, dr, MAX_ROWS));
                            i = m;
                            continue;
                        }
                    }
                }
                out.push_str(&word);
                i = j;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$' || c == '.' || c == '\\'
}

/// Where a quoted run starting at `i` ends (just past its closing quote); a doubled quote
/// stands for one inside it.
fn quoted_end(chars: &[char], i: usize, quote: char) -> usize {
    let mut j = i + 1;
    while j < chars.len() {
        if chars[j] == quote {
            if chars.get(j + 1) == Some(&quote) {
                j += 2;
                continue;
            }
            return j + 1;
        }
        j += 1;
    }
    chars.len()
}

/// A one-part reference: a column letter or a row number, and whether it is anchored.
#[derive(Debug, Clone, Copy)]
struct Line {
    fixed: bool,
    /// Zero-based.
    at: u32,
    col: bool,
}

impl Line {
    fn col(word: &str) -> Option<Line> {
        let (fixed, rest) = anchored(word);
        let at = column(rest)?;
        Some(Line {
            fixed,
            at,
            col: true,
        })
    }

    fn row(word: &str) -> Option<Line> {
        let (fixed, rest) = anchored(word);
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = rest.parse().ok()?;
        (1..=MAX_ROWS).contains(&n).then_some(Line {
            fixed,
            at: n - 1,
            col: false,
        })
    }

    fn moved(self, by: i64, max: u32) -> Option<String> {
        let at = if self.fixed {
            i64::from(self.at)
        } else {
            i64::from(self.at) + by
        };
        if at < 0 || at >= i64::from(max) {
            return None;
        }
        let at = at as u32;
        let dollar = if self.fixed { "$" } else { "" };
        Some(if self.col {
            format!("{dollar}{}", crate::address::column_name(at))
        } else {
            format!("{dollar}{}", at + 1)
        })
    }
}

fn range_of_lines(a: Line, b: Line, by: i64, max: u32) -> String {
    match (a.moved(by, max), b.moved(by, max)) {
        (Some(a), Some(b)) => format!("{a}:{b}"),
        _ => "#REF!".to_string(),
    }
}

fn anchored(word: &str) -> (bool, &str) {
    match word.strip_prefix('$') {
        Some(rest) => (true, rest),
        None => (false, word),
    }
}

/// A column's letters, zero-based, when they name a column of the sheet.
fn column(letters: &str) -> Option<u32> {
    if letters.is_empty() || letters.len() > 3 || !letters.bytes().all(|b| b.is_ascii_alphabetic())
    {
        return None;
    }
    let n = letters.bytes().fold(0u32, |n, b| {
        n * 26 + u32::from(b.to_ascii_uppercase() - b'A' + 1)
    });
    (n <= MAX_COLS).then(|| n - 1)
}

/// A cell reference such as `B7`, `$B7`, `B$7`, `$B$7`.
struct Cell {
    col: Line,
    row: Line,
}

impl Cell {
    fn parse(word: &str) -> Option<Cell> {
        let split = word
            .char_indices()
            .skip(1)
            .find(|&(_, c)| c == '$' || c.is_ascii_digit())
            .map(|(k, _)| k)?;
        let (col, row) = word.split_at(split);
        Some(Cell {
            col: Line::col(col)?,
            row: Line::row(row)?,
        })
    }

    fn moved(&self, dr: i64, dc: i64) -> String {
        match (self.col.moved(dc, MAX_COLS), self.row.moved(dr, MAX_ROWS)) {
            (Some(c), Some(r)) => format!("{c}{r}"),
            _ => "#REF!".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::shifted;

    #[test]
    fn relative_parts_shift_and_anchored_ones_stay() {
        assert_eq!(shifted("A1+B2", 1, 0), "A2+B3");
        assert_eq!(shifted("$A1+B$2+$C$3", 2, 3), "$A3+E$2+$C$3");
        assert_eq!(shifted("SUM(A1:I1)*2", 4, 0), "SUM(A5:I5)*2");
        assert_eq!(shifted("Sheet2!B3", 1, 1), "Sheet2!C4");
        assert_eq!(
            shifted("'My sheet'!B3+'it''s'!A1", 1, 0),
            "'My sheet'!B4+'it''s'!A2"
        );
        assert_eq!(
            shifted("SUM(A:A)+SUM($B:C)+SUM(1:1)", 2, 1),
            "SUM(B:B)+SUM($B:D)+SUM(3:3)"
        );
    }

    #[test]
    fn text_functions_names_and_numbers_stay() {
        assert_eq!(
            shifted("IF(A1=\"B2\",LOG10(C3),0)", 1, 0),
            "IF(A2=\"B2\",LOG10(C4),0)"
        );
        assert_eq!(shifted("1.5E+3+A1*2E-2", 1, 0), "1.5E+3+A2*2E-2");
        assert_eq!(
            shifted("Table1[Col A]+myName+TRUE", 5, 5),
            "Table1[Col A]+myName+TRUE"
        );
        assert_eq!(shifted("#REF!+#N/A", 1, 1), "#REF!+#N/A");
        assert_eq!(
            shifted("_xlfn.XLOOKUP(A1,B:B,C:C)", 1, 0),
            "_xlfn.XLOOKUP(A2,B:B,C:C)"
        );
        // Words longer than a column's letters are names.
        assert_eq!(shifted("ABCD1+A1", 1, 0), "ABCD1+A2");
    }

    #[test]
    fn a_reference_shifted_off_the_sheet_is_ref() {
        assert_eq!(shifted("A1", -1, 0), "#REF!");
        assert_eq!(shifted("XFD1", 0, 1), "#REF!");
        assert_eq!(shifted("$A$1+A1", -1, 0), "$A$1+#REF!");
    }
}
