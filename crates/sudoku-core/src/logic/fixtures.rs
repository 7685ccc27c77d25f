//! Boards for the technique finders' tests: from pencil marks or from 81 tokens, and a
//! check that a step is sound. Their own file, so that the finders' tests share them
//! without importing one another.

use super::board::Board;
use super::step::{Cand, Step};
use crate::grid::{Grid, CELLS};
use crate::solver;

/// A board from 81 tokens: `=d` for a written digit, else the candidates.
pub(super) fn board(text: &str) -> Board {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(tokens.len(), CELLS);
    let mut b = Board::new(&Grid::empty()).unwrap();
    b.empty = 0;
    for (i, t) in tokens.iter().enumerate() {
        if let Some(d) = t.strip_prefix('=') {
            b.val[i] = d.parse().unwrap();
            b.cand[i] = 0;
        } else {
            b.empty += 1;
            b.val[i] = 0;
            b.cand[i] = t.bytes().fold(0, |m, c| m | 1 << (c - b'1'));
        }
    }
    b
}

/// A board from pencil marks: nine rows of nine tokens, each the candidates of an
/// empty cell or `=d` for a cell holding d. The solution of the digits placed is
/// its truth, so [`check`] can tell whether a step is sound.
pub(super) fn marks(rows: [&str; 9]) -> Board {
    let mut b = Board::new(&Grid::empty()).expect("empty grid");
    let mut grid = Grid::empty();
    for (r, row) in rows.iter().enumerate() {
        let tokens: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(tokens.len(), 9, "row {r}");
        for (c, t) in tokens.iter().enumerate() {
            let i = r * 9 + c;
            if let Some(d) = t.strip_prefix('=') {
                let d: u8 = d.parse().expect("digit");
                b.val[i] = d;
                b.cand[i] = 0;
                b.empty -= 1;
                grid.set(i, d);
            } else {
                b.cand[i] = t.bytes().fold(0, |m, ch| m | 1 << (ch - b'1'));
            }
        }
    }
    b.unique = true;
    b.truth = solver::solve(&grid)
        .solution()
        .map(|g| super::board::widened(g.cells()));
    assert!(b.truth.is_some(), "the digits placed have no solution");
    b
}

/// Asserts that `step` names only candidates on `b` and agrees with its truth, and
/// returns its eliminations and placements as (cell, digit) pairs.
pub(super) fn check(b: &Board, step: &Step) -> Vec<(u16, u8)> {
    let truth = b.truth.expect("truth");
    let on = |c: &Cand| b.cand[usize::from(c.cell)] & (1 << (c.digit - 1)) != 0;
    assert!(step.pattern.iter().all(|m| on(&m.cand)), "{step:?}");
    for e in &step.eliminations {
        assert!(
            on(e) && truth[usize::from(e.cell)] != e.digit,
            "unsound {e:?}"
        );
    }
    for p in &step.placements {
        assert!(
            on(p) && truth[usize::from(p.cell)] == p.digit,
            "unsound {p:?}"
        );
    }
    assert!(!step.eliminations.is_empty() || !step.placements.is_empty());
    step.eliminations
        .iter()
        .chain(&step.placements)
        .map(|c| (c.cell, c.digit))
        .collect()
}

/// The puzzles of a committed sample set in `tests/data`.
pub(super) fn sample(name: &str) -> Vec<Grid> {
    let path = format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("sample set");
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() == 81 && !l.starts_with('#'))
        .map(|l| l.parse().expect("puzzle"))
        .collect()
}
