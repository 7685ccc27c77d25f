//! An explained grid as data a page can step through: the pencil marks at the start,
//! then each step's pattern, eliminations and placements, and what changed after it,
//! coloured as the Steps sheet colours them. Both engines (9x9 and other shapes) give
//! the same form; the web page (`web/static/app.js`) draws it.

use serde::Serialize;
use sudoku_core::general::{GeneralExplanation, GeneralSnapshot, Names, Shape, UnitKind};
use sudoku_core::grid::CELLS;
use sudoku_core::logic::{CellNames, Explanation, Role, Snapshot};
use sudoku_workbook::address::{column_name, GridRange};

/// One explained grid, ready to be stepped through.
#[derive(Debug, Clone, Serialize)]
pub struct Walk {
    /// Where the grid is, e.g. `Sheet1!B2:J10`.
    pub place: String,
    /// Cells a side.
    pub size: u32,
    /// The text of each value, by value (index 0 is unused): `1`-`9`, `A`, ...
    pub symbols: Vec<String>,
    /// The sheet's column letters and row numbers, so the picture names cells as the
    /// sentences do.
    pub columns: Vec<String>,
    /// See [`Walk::columns`].
    pub rows: Vec<String>,
    /// The region (box, or jigsaw region) of each cell, for the heavy lines.
    pub region: Vec<u16>,
    /// Cells of the extra units (diagonals, windoku's windows), drawn tinted.
    pub tinted: Vec<u16>,
    /// The givens' values, 0 for an empty cell.
    pub givens: Vec<u8>,
    /// The pencil marks before the first step: bit `v - 1` for value `v`.
    pub candidates: Vec<u32>,
    /// The steps, in order.
    pub steps: Vec<WalkStep>,
    /// How it ended, in one sentence (`Solved.`).
    pub ending: String,
    /// For a hint: how much of its one step to show (`nudge`, `cells` or `full`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<&'static str>,
}

/// One step of a [`Walk`].
#[derive(Debug, Clone, Serialize)]
pub struct WalkStep {
    /// The technique, e.g. `Hidden single`.
    pub technique: String,
    /// Its difficulty on the Sudoku Explainer scale, e.g. `1.5`.
    pub difficulty: String,
    /// Why, in the sentence the Steps sheet writes.
    pub sentence: String,
    /// Values written: `[cell, value]`.
    pub placements: Vec<(u16, u8)>,
    /// Candidates crossed out: `[cell, value]`.
    pub eliminations: Vec<(u16, u8)>,
    /// The pattern's candidates: `[cell, value, 0 for the pattern or 1 for its other
    /// side]`.
    pub pattern: Vec<(u16, u8, u8)>,
    /// The cells of the units the step works in.
    pub units: Vec<u16>,
    /// What the step changed, ready to replay: values written `[cell, value]`...
    pub set: Vec<(u16, u8)>,
    /// ... and pencil marks removed `[cell, mask]`, its placements' peers included.
    pub gone: Vec<(u16, u32)>,
}

/// The sheet's column letters and row numbers of a grid at `range`.
fn labels(range: GridRange) -> (Vec<String>, Vec<String>) {
    let n = range.size as u32;
    let columns = (0..n).map(|c| column_name(range.col + c)).collect();
    let rows = (0..n)
        .map(|r| (u64::from(range.row) + u64::from(r) + 1).to_string())
        .collect();
    (columns, rows)
}

/// Values written (`[cell, value]`) and marks removed (`[cell, mask]`).
type Changes = (Vec<(u16, u8)>, Vec<(u16, u32)>);

/// The replay of one step: what changed between two moments.
fn changes(before: (&[u8], &[u32]), after: (&[u8], &[u32])) -> Changes {
    let mut set = Vec::new();
    let mut gone = Vec::new();
    for i in 0..before.0.len() {
        if before.0[i] != after.0[i] {
            set.push((i as u16, after.0[i]));
        }
        let lost = before.1[i] & !after.1[i];
        if lost != 0 {
            gone.push((i as u16, lost));
        }
    }
    (set, gone)
}

/// The cells of some units, each once, in order.
fn cell_set(cells: impl Iterator<Item = usize>) -> Vec<u16> {
    let mut set: Vec<u16> = cells.map(|c| c as u16).collect();
    set.sort_unstable();
    set.dedup();
    set
}

fn role_code(role: Role) -> u8 {
    match role {
        Role::Main => 0,
        Role::Other => 1,
    }
}

/// A 9x9 snapshot as value and mask vectors.
fn classic_moment(s: &Snapshot) -> (Vec<u8>, Vec<u32>) {
    let digits = s.digits.cells().to_vec();
    let marks = s.candidates.iter().map(|&m| u32::from(m)).collect();
    (digits, marks)
}

impl Walk {
    /// A 9x9 explanation of the grid at `range`, its sentences naming cells by `names`;
    /// `None` when the givens clash (there are no steps to show).
    pub fn classic(
        place: String,
        range: GridRange,
        e: &Explanation,
        names: &dyn CellNames,
    ) -> Option<Walk> {
        let moments: Vec<(Vec<u8>, Vec<u32>)> = e.snapshots().iter().map(classic_moment).collect();
        let first = moments.first()?;
        let steps = e
            .steps
            .iter()
            .zip(moments.windows(2))
            .map(|(s, w)| {
                let (set, gone) = changes((&w[0].0, &w[0].1), (&w[1].0, &w[1].1));
                let units = cell_set(
                    s.units
                        .iter()
                        .flat_map(|u| u.cells().iter().map(|&c| c.into())),
                );
                WalkStep {
                    technique: s.technique.words(),
                    difficulty: s.difficulty.words(),
                    sentence: s.sentence(names),
                    placements: s.placements.iter().map(|c| (c.cell, c.digit)).collect(),
                    eliminations: s.eliminations.iter().map(|c| (c.cell, c.digit)).collect(),
                    pattern: s
                        .pattern
                        .iter()
                        .map(|m| (m.cand.cell, m.cand.digit, role_code(m.role)))
                        .collect(),
                    units,
                    set,
                    gone,
                }
            })
            .collect();
        let (columns, rows) = labels(range);
        Some(Walk {
            place,
            size: 9,
            symbols: (0..=9).map(|d: u8| d.to_string()).collect(),
            columns,
            rows,
            region: (0..CELLS)
                .map(|i| (i / 27 * 3 + i % 9 / 3) as u16)
                .collect(),
            tinted: Vec::new(),
            givens: e.puzzle.cells().to_vec(),
            candidates: first.1.clone(),
            steps,
            ending: e.ending_sentence(names),
            hint: None,
        })
    }

    /// An explanation of another shape or rules, of the grid at `range`; `names` are
    /// those its sentences were written with. `None` when the cells do not fit the shape.
    pub fn shaped(
        place: String,
        range: GridRange,
        e: &GeneralExplanation,
        names: &Names<'_>,
    ) -> Option<Walk> {
        let shape: &Shape = &e.puzzle.shape;
        let moments: Vec<GeneralSnapshot> = e.snapshots();
        let first = moments.first()?;
        let unit_cells = |id| {
            shape
                .units()
                .iter()
                .find(|u| u.id == id)
                .map(|u| u.cells.clone())
                .unwrap_or_default()
        };
        let steps = e
            .steps
            .iter()
            .zip(moments.windows(2))
            .map(|(s, w)| {
                let (set, gone) = changes(
                    (&w[0].digits, &w[0].candidates),
                    (&w[1].digits, &w[1].candidates),
                );
                let units = cell_set(s.units.iter().flat_map(|&u| unit_cells(u)));
                let pair = |&(c, v): &(usize, u8)| (c as u16, v);
                WalkStep {
                    technique: s.technique.words(),
                    difficulty: s.difficulty.words(),
                    sentence: s.text.clone(),
                    placements: s.placements.iter().map(pair).collect(),
                    eliminations: s.eliminations.iter().map(pair).collect(),
                    pattern: s
                        .pattern
                        .iter()
                        .map(|&(c, v, role)| (c as u16, v, role_code(role)))
                        .collect(),
                    units,
                    set,
                    gone,
                }
            })
            .collect();
        let n = shape.n();
        let tinted = cell_set(
            shape
                .units()
                .iter()
                .filter(|u| {
                    matches!(
                        u.id.kind,
                        UnitKind::MainDiagonal | UnitKind::AntiDiagonal | UnitKind::Windoku
                    )
                })
                .flat_map(|u| u.cells.iter().copied()),
        );
        let (columns, rows) = labels(range);
        Some(Walk {
            place,
            size: n as u32,
            symbols: (0..=n as u8)
                .map(|v| {
                    if v == 0 {
                        String::new()
                    } else {
                        (names.value)(v)
                    }
                })
                .collect(),
            columns,
            rows,
            region: (0..shape.cells()).map(|i| shape.box_of(i) as u16).collect(),
            tinted,
            givens: e.puzzle.cells.clone(),
            candidates: first.candidates.clone(),
            steps,
            ending: e.ending.clone(),
            hint: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_core::logic::{explain_with, ExplainOptions, GridNames};

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// Replays a walk as the page does and returns the values at the end.
    fn replay(w: &Walk) -> (Vec<u8>, Vec<u32>) {
        let mut values = w.givens.clone();
        let mut marks = w.candidates.clone();
        for s in &w.steps {
            for &(c, v) in &s.set {
                values[usize::from(c)] = v;
            }
            for &(c, m) in &s.gone {
                assert_eq!(marks[usize::from(c)] & m, m, "a mark is removed once");
                marks[usize::from(c)] &= !m;
            }
        }
        (values, marks)
    }

    #[test]
    fn a_classic_walk_replays_to_the_solution() {
        let grid = CLASSIC.parse().unwrap();
        let e = explain_with(&grid, &ExplainOptions::default());
        let w = Walk::classic("A1:I9".into(), GridRange::default(), &e, &GridNames).unwrap();
        assert_eq!(w.steps.len(), e.steps.len());
        let (values, marks) = replay(&w);
        assert_eq!(values, e.solution.unwrap().cells().to_vec());
        assert!(marks.iter().all(|&m| m == 0), "no pencil mark is left");
        // Every step writes its placements and removes its eliminations.
        for s in &w.steps {
            for p in &s.placements {
                assert!(s.set.contains(p), "{} writes {p:?}", s.sentence);
            }
            for &(c, v) in &s.eliminations {
                assert!(
                    s.gone
                        .iter()
                        .any(|&(g, m)| g == c && m & (1 << (v - 1)) != 0),
                    "{} crosses out {v} in {c}",
                    s.sentence
                );
            }
        }
        assert_eq!(w.region[80], 8);
        assert_eq!(w.region[30], 4);
        assert_eq!(w.ending, "Solved.");
    }

    #[test]
    fn a_walk_names_the_sheet_cells_where_the_grid_stands() {
        let range = GridRange::at(1, 1);
        let grid = CLASSIC.parse().unwrap();
        let e = explain_with(&grid, &ExplainOptions::default());
        let names = sudoku_workbook::steps::SheetNames(range);
        let w = Walk::classic("Sheet1!B2:J10".into(), range, &e, &names).unwrap();
        assert_eq!(w.columns.first().map(String::as_str), Some("B"));
        assert_eq!(w.rows.last().map(String::as_str), Some("10"));
        assert!(w.steps[0]
            .sentence
            .contains(['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']));
    }

    #[test]
    fn clashing_givens_have_no_walk() {
        let mut text = CLASSIC.to_string();
        text.replace_range(2..3, "5");
        let e = explain_with(&text.parse().unwrap(), &ExplainOptions::default());
        assert!(Walk::classic("A1:I9".into(), GridRange::default(), &e, &GridNames).is_none());
    }

    #[test]
    fn a_shaped_walk_replays_to_the_solution_with_its_regions_and_tints() {
        use sudoku_core::general::explain;
        use sudoku_core::general::generate::{generate, GenerateOptions};
        let shape = Shape::builder(6)
            .boxes(2, 3)
            .diagonal(true)
            .build()
            .unwrap();
        let made = generate(&shape, &GenerateOptions::for_shape(&shape), 3).expect("a puzzle");
        let names = Names::plain(&shape);
        let e = explain(&made.puzzle, &names, None);
        let w = Walk::shaped("A1:F6".into(), GridRange::sized(0, 0, 6), &e, &names).unwrap();
        assert_eq!(w.steps.len(), e.steps.len());
        let (values, _) = replay(&w);
        if e.ending.starts_with("Solved") {
            assert_eq!(values, made.solution.cells);
        } else {
            assert!(made.puzzle.is_within(&sudoku_core::general::Puzzle {
                cells: values,
                ..made.puzzle.clone()
            }));
        }
        assert_eq!(w.size, 6);
        assert_eq!(
            w.tinted.len(),
            12,
            "the two diagonals of a 6x6 share no cell"
        );
        assert_eq!(w.region[0], w.region[2]);
        assert_ne!(w.region[0], w.region[3]);
        assert_eq!(w.symbols[6], "6");
    }
}
