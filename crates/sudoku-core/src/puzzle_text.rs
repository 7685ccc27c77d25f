//! Puzzle text as people keep it in lists: telling an 81-character puzzle string from a
//! header, a label, a comment or a broken puzzle. Used for the lines of text lists and the
//! cells of puzzle columns alike.

use crate::grid::{Grid, CELLS};

/// What one list entry (a cell of the puzzle column, or a line of a text list) holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// A puzzle.
    Puzzle(Grid),
    /// Something meant as a puzzle that cannot be read as one, and why.
    Broken(String),
    /// Not a puzzle at all: blank, a header, a label, a comment. Carried over unchanged.
    NotAPuzzle,
}

impl Entry {
    /// The puzzle, if this entry is one.
    pub fn puzzle(&self) -> Option<&Grid> {
        match self {
            Entry::Puzzle(g) => Some(g),
            _ => None,
        }
    }
}

fn is_cell_char(c: char) -> bool {
    c == '.' || c.is_ascii_digit()
}

/// Reads `text` as a list entry. A puzzle is 81 characters of `1`-`9`, `.` and `0`,
/// alone, followed by a comment (anything not a digit or `.`), or as one field of a line
/// split by `,`, `;`, tab or `|`. Text made mostly of digits and dots but not a puzzle is
/// `Broken`; anything else is `NotAPuzzle`.
///
/// ```
/// use sudoku_core::puzzle_text::{recognise, Entry};
///
/// let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// assert!(matches!(recognise(p), Entry::Puzzle(_)));
/// assert!(matches!(recognise(&format!("12,{p},hard")), Entry::Puzzle(_)));
/// assert_eq!(recognise("Puzzle"), Entry::NotAPuzzle);
/// // One character short: meant as a puzzle, but broken.
/// assert!(matches!(recognise(&p[..80]), Entry::Broken(_)));
/// ```
pub fn recognise(text: &str) -> Entry {
    if let Some(why) = spaced_puzzle(text) {
        return Entry::Broken(why);
    }
    let t = text.trim();
    if t.is_empty() || t.starts_with('#') {
        return Entry::NotAPuzzle;
    }
    if let Some(g) = leading_puzzle(t) {
        return Entry::Puzzle(g);
    }
    for field in t.split([',', ';', '\t', '|']) {
        let f = field.trim().trim_matches('"');
        if let Some(g) = leading_puzzle(f) {
            return Entry::Puzzle(g);
        }
    }
    let cells = t.chars().filter(|&c| is_cell_char(c)).count();
    let others = t.chars().filter(|c| !c.is_whitespace()).count() - cells;
    if cells >= 60 && others * 10 <= cells {
        let run: String = t.chars().take_while(|c| !c.is_whitespace()).collect();
        let why = match run.parse::<Grid>() {
            Err(e) => e.to_string(),
            Ok(_) => sudoku_i18n::tr!("list-not-separated"),
        };
        return Entry::Broken(why);
    }
    Entry::NotAPuzzle
}

/// Why a line is a puzzle typed with spaces for its empty cells, if it is one: 60 to 81
/// characters of digits, dots and spaces (trailing spaces are often cut by editors), at
/// least 17 of them digits, with spaces between digits. Such a line cannot be read
/// safely (how many spaces a cut end had is lost), so it is reported, never dropped.
fn spaced_puzzle(text: &str) -> Option<String> {
    let t = text.trim_end_matches(['\r', '\n']);
    let len = t.chars().count();
    let digits = t.chars().filter(|c| matches!(c, '1'..='9')).count();
    let inner = t.trim();
    let spaced = inner.contains(' ');
    let all_cells = t.chars().all(|c| c == ' ' || is_cell_char(c));
    (all_cells && spaced && (60..=CELLS).contains(&len) && digits >= 17)
        .then(|| sudoku_i18n::tr!("list-spaced", count = len))
}

fn leading_puzzle(t: &str) -> Option<Grid> {
    let mut chars = t.char_indices();
    let mut end = 0;
    for _ in 0..CELLS {
        let (i, c) = chars.next()?;
        if !is_cell_char(c) {
            return None;
        }
        end = i + c.len_utf8();
    }
    match chars.next() {
        Some((_, c)) if is_cell_char(c) => None,
        _ => t[..end].parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn puzzles_headers_and_broken_lines() {
        assert_eq!(recognise(P), Entry::Puzzle(P.parse().unwrap()));
        assert_eq!(
            recognise(&format!("  {P}  ")),
            Entry::Puzzle(P.parse().unwrap())
        );
        assert_eq!(
            recognise(&P.replace('.', "0")),
            Entry::Puzzle(P.parse().unwrap())
        );
        assert_eq!(
            recognise(&format!("{P} # rating 3.4")),
            Entry::Puzzle(P.parse().unwrap())
        );
        assert_eq!(
            recognise(&format!("{P}\tSE 9.1")),
            Entry::Puzzle(P.parse().unwrap())
        );
        assert_eq!(
            recognise(&format!("Week 3,{P},hard")),
            Entry::Puzzle(P.parse().unwrap())
        );
        assert_eq!(recognise("Puzzle"), Entry::NotAPuzzle);
        assert_eq!(recognise("# comment 123"), Entry::NotAPuzzle);
        assert_eq!(recognise(""), Entry::NotAPuzzle);
        assert_eq!(recognise("12345"), Entry::NotAPuzzle);
        assert!(matches!(recognise(&P[..79]), Entry::Broken(why) if why.contains("79")));
        assert!(matches!(recognise(&format!("{P}1")), Entry::Broken(why) if why.contains("82")));
        let with_x = format!("{}x{}", &P[..40], &P[41..]);
        assert!(
            matches!(recognise(&with_x), Entry::Broken(why) if why.contains("\"x\"") || why.contains("'x'"))
        );
    }

    #[test]
    fn a_puzzle_typed_with_spaces_for_blanks_is_reported_not_dropped() {
        let spaced = P.replace('.', " ");
        assert_eq!(spaced.len(), 81);
        for line in [
            spaced.clone(),
            spaced.trim_end().to_string(),
            format!("{spaced}\r\n"),
        ] {
            assert!(
                matches!(recognise(&line), Entry::Broken(ref why) if why.contains("write . or 0")),
                "{line:?}: {:?}",
                recognise(&line)
            );
        }
        // Sentences with a few numbers in them are not puzzles of any kind.
        assert_eq!(recognise("Week 3 puzzles 1 2 3"), Entry::NotAPuzzle);
        assert_eq!(recognise(P), Entry::Puzzle(P.parse().unwrap()));
    }
}
