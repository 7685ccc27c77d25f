//! The solved grid as text for the terminal. On a terminal, givens are bold and filled-in
//! digits coloured, so the two stand apart; elsewhere the text is plain.

use sudoku_core::grid::{Grid, CELLS};

const BOLD: &str = "\x1b[1m";
const BLUE: &str = "\x1b[34m";
const RESET: &str = "\x1b[0m";

/// Renders `shown` as nine lines with box separators; digits that are givens in `puzzle`
/// are bold when `styled`. Empty cells show as `.`.
pub fn render(puzzle: &Grid, shown: &Grid, styled: bool) -> String {
    let mut out = String::new();
    for r in 0..9 {
        if r == 3 || r == 6 {
            out.push_str("------+-------+------\n");
        }
        for c in 0..9 {
            if c == 3 || c == 6 {
                out.push_str("| ");
            }
            let i = r * 9 + c;
            let ch = shown.get(i).map(|d| char::from(b'0' + d)).unwrap_or('.');
            match (styled, puzzle.get(i).is_some(), shown.get(i).is_some()) {
                (true, true, _) => out.push_str(&format!("{BOLD}{ch}{RESET}")),
                (true, false, true) => out.push_str(&format!("{BLUE}{ch}{RESET}")),
                _ => out.push(ch),
            }
            if c != 8 {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    debug_assert!(shown.cells().len() == CELLS);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_rendering() {
        let mut p = Grid::empty();
        p.set(0, 5);
        let text = render(&p, &p, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], "5 . . | . . . | . . .");
        assert_eq!(lines[3], "------+-------+------");
        let styled = render(&p, &p, true);
        assert!(styled.starts_with("\x1b[1m5\x1b[0m"));
    }
}
