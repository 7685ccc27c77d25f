//! The solved grid as text for the terminal. On a terminal, givens are bold and filled-in
//! digits coloured, so the two stand apart; elsewhere the text is plain.

use sudoku_core::general::Puzzle;
use sudoku_core::grid::{Grid, CELLS};
use sudoku_workbook::general::SymbolStyle;

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

/// Renders a grid of any shape: one line a row, `|` and `-` between boxes (none for
/// jigsaw regions, which lines cannot show), digits written in `style`, givens bold when
/// `styled`.
pub fn render_shaped(puzzle: &Puzzle, shown: &Puzzle, style: SymbolStyle, styled: bool) -> String {
    let shape = &puzzle.shape;
    let n = shape.n();
    let width = (1..=n as u8)
        .map(|v| style.text(v).len())
        .max()
        .unwrap_or(1);
    let boxes = shape.regions().is_none();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let mut out = String::new();
    let mut rule = String::new();
    for c in 0..n {
        if boxes && c > 0 && c % bc == 0 {
            rule.push_str("+-");
        }
        rule.push_str(&"-".repeat(width));
        rule.push(if c + 1 < n { '-' } else { '\n' });
    }
    for r in 0..n {
        if boxes && r > 0 && r % br == 0 {
            out.push_str(&rule);
        }
        for c in 0..n {
            if boxes && c > 0 && c % bc == 0 {
                out.push_str("| ");
            }
            let i = r * n + c;
            let text = match shown.cells[i] {
                0 => ".".to_string(),
                v => style.text(v),
            };
            let cell = format!("{text:>width$}");
            match (styled, puzzle.cells[i] != 0, shown.cells[i] != 0) {
                (true, true, _) => out.push_str(&format!("{BOLD}{cell}{RESET}")),
                (true, false, true) => out.push_str(&format!("{BLUE}{cell}{RESET}")),
                _ => out.push_str(&cell),
            }
            if c + 1 < n {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shaped_rendering() {
        use sudoku_core::general::{Shape, Symbols};
        let s = Shape::standard(6).unwrap();
        let p = Puzzle::parse(s, &format!("1{}", ".".repeat(35)), Symbols::Standard).unwrap();
        let text = render_shaped(&p, &p, SymbolStyle::Numbers, false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 8);
        assert_eq!(lines[0], "1 . . | . . .");
        assert_eq!(lines[2], "------+------");
        let big = Puzzle::empty(Shape::standard(16).unwrap());
        let text = render_shaped(&big, &big, SymbolStyle::Numbers, false);
        assert!(text.starts_with(" .  .  .  . |  . "), "{text}");
    }

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
