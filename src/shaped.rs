//! Grids that are not classic 9x9 Sudoku (issue #15): the rules the flags ask for (size,
//! boxes, symbols, diagonal, windoku, jigsaw regions), reading such a grid from a sheet
//! into a [`Puzzle`], and the status line of its outcome in the sheet's own cell names.

use std::time::Duration;

use sudoku_core::general::{GeneralConflict, GeneralOutcome, Puzzle, Shape, UnitId, UnitKind};
use sudoku_core::outcome;
use sudoku_workbook::address::{GridRange, RangeSpec};
use sudoku_workbook::general::{regions_of, SymbolStyle};
use sudoku_workbook::locate::place;
use sudoku_workbook::{Error as WorkbookError, Workbook};

use crate::cli::ShapeArgs;

/// The rules grids are read with, from the flags.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rules {
    /// `--size`.
    pub size: Option<u8>,
    /// `--boxes`, rows x columns.
    pub boxes: Option<(u8, u8)>,
    /// `--symbols hex`.
    pub hex: bool,
    /// `--diagonal`.
    pub diagonal: bool,
    /// `--windoku`.
    pub windoku: bool,
    /// `--regions`.
    pub regions: Option<RangeSpec>,
}

impl Rules {
    /// Checks the flags against each other, as far as they can be without a grid.
    pub fn from_args(a: &ShapeArgs) -> Result<Rules, anyhow::Error> {
        let rules = Rules {
            size: a.size,
            boxes: a.boxes,
            hex: a.symbols == "hex",
            diagonal: a.diagonal,
            windoku: a.windoku,
            regions: a.regions.clone(),
        };
        if let Some(n) = rules.size {
            rules.check_size(n).map_err(anyhow::Error::msg)?;
        }
        if rules.regions.is_some() && rules.boxes.is_some() {
            anyhow::bail!(sudoku_i18n::tr!("usage-regions-boxes"));
        }
        if rules.regions.is_some() && rules.windoku {
            anyhow::bail!(sudoku_i18n::tr!("usage-windoku-regions"));
        }
        Ok(rules)
    }

    /// Whether the rules fit a grid of `n` cells a side; the reason when not.
    pub fn check_size(&self, n: u8) -> Result<(), String> {
        if let Some((r, c)) = self.boxes {
            if r as u16 * c as u16 != n as u16 {
                return Err(sudoku_i18n::tr!(
                    "rules-boxes-misfit",
                    boxes = format!("{r}x{c}"),
                    n = n
                ));
            }
        }
        if self.hex && n != 16 {
            return Err(sudoku_i18n::tr!("rules-hex-size", n = n));
        }
        if self.windoku && n != 9 {
            return Err(sudoku_i18n::tr!("rules-windoku-size", n = n));
        }
        Ok(())
    }

    /// True when nothing but plain 9x9 Sudoku is asked for, so the classic engine reads
    /// and solves every 9x9 grid.
    pub fn is_classic(&self) -> bool {
        matches!(self.size, None | Some(9))
            && matches!(self.boxes, None | Some((3, 3)))
            && !self.hex
            && !self.diagonal
            && !self.windoku
            && self.regions.is_none()
    }

    /// True when the grid at `range` is read with these rules rather than the classic
    /// engine's.
    pub fn takes(&self, range: GridRange) -> bool {
        !self.is_classic() || !range.is_nine()
    }

    /// The range a grid is read from when no `--range` is given: A1 down to the size.
    pub fn default_range(&self) -> GridRange {
        GridRange::sized(0, 0, self.size.unwrap_or(9))
    }

    /// The shape of an `n` x `n` grid under these rules, with jigsaw regions given.
    pub fn shape(&self, n: u8, regions: Option<Vec<u8>>) -> Result<Shape, String> {
        self.check_size(n)?;
        let mut b = Shape::builder(n as usize)
            .diagonal(self.diagonal)
            .windoku(self.windoku);
        if let Some((r, c)) = self.boxes {
            b = b.boxes(r as usize, c as usize);
        }
        if let Some(ids) = regions {
            b = b.regions(ids);
        }
        b.build().map_err(|e| e.to_string())
    }
}

/// The rules the grid at `range` on `sheet` is read with: those the workbook recorded when
/// the tool wrote it (`generate`, `play`), or else the flags'. A flag that contradicts the
/// record is refused, naming both; flags that repeat it are fine.
pub fn rules_at<'a>(
    wb: &mut Workbook,
    flags: &'a Rules,
    sheet: &str,
    range: GridRange,
) -> Result<std::borrow::Cow<'a, Rules>, WorkbookError> {
    let Some(rec) = wb.recorded_at(sheet, range) else {
        return Ok(std::borrow::Cow::Borrowed(flags));
    };
    let r = rec.rules;
    let usual = sudoku_core::general::shape::default_boxes(r.size as usize)
        .map(|(a, b)| (a as u8, b as u8));
    let mut against = Vec::new();
    if flags.size.is_some_and(|n| n != r.size) {
        against.push(format!("--size {}", flags.size.unwrap_or_default()));
    }
    if let Some(b) = flags.boxes {
        if r.jigsaw || Some(b) != r.boxes.or(usual) {
            against.push(format!("--boxes {}x{}", b.0, b.1));
        }
    }
    for (on, recorded, flag) in [
        (flags.diagonal, r.diagonal, "--diagonal"),
        (flags.windoku, r.windoku, "--windoku"),
        (flags.hex, r.hex, "--symbols hex"),
        (flags.regions.is_some(), r.jigsaw, "--regions"),
    ] {
        if on && !recorded {
            against.push(flag.to_string());
        }
    }
    if !against.is_empty() {
        return Err(WorkbookError::Rules {
            place: place(sheet, &range.to_string()),
            reason: sudoku_i18n::tr!(
                "rules-recorded",
                kind = kind_words(&r),
                flags = against.join(" "),
                count = against.len()
            ),
        });
    }
    Ok(std::borrow::Cow::Owned(Rules {
        size: Some(r.size),
        boxes: r.boxes,
        hex: r.hex,
        diagonal: r.diagonal,
        windoku: r.windoku,
        // A layout the user names (`--regions SudokuRegions3`, as README shows) is taken.
        regions: flags.regions.clone().or_else(|| rec.regions.clone()),
    }))
}

/// True when the grid at `range` on `sheet` is read with the general engine: its recorded
/// rules or the flags ask for more than classic 9x9 (or contradict each other, which
/// [`read_at`] then reports).
pub fn takes_at(wb: &mut Workbook, flags: &Rules, sheet: &str, range: GridRange) -> bool {
    rules_at(wb, flags, sheet, range).map_or(true, |r| r.takes(range))
}

/// [`read_shaped`] under the rules of [`rules_at`].
pub fn read_at(
    wb: &mut Workbook,
    flags: &Rules,
    sheet: &str,
    range: GridRange,
) -> Result<ShapedRead, WorkbookError> {
    let rules = rules_at(wb, flags, sheet, range)?;
    let read = read_shaped(wb, sheet, range, &rules);
    if range != rules.default_range() {
        return read;
    }
    // The default range cannot be used: if a grid of this size is elsewhere on the sheet,
    // the refusal points at it, as it does for 9x9 grids (`input::point_elsewhere`): bad
    // cells, clashing givens, or no solution.
    let here = || place(sheet, &range.to_string());
    let problem = match &read {
        Err(e @ WorkbookError::BadCells { .. }) => Some(e.to_string()),
        Ok(r) if !r.puzzle.conflicts().is_empty() => {
            Some(sudoku_i18n::tr!("problem-givens-clash", place = here()))
        }
        Ok(_) => None,
        _ => return read,
    };
    let Some((grid, symbols)) = wb.find_square(sheet, range.size, range)? else {
        return read;
    };
    let givens = read.as_ref().map_or(0, |r| r.puzzle.givens());
    if read.is_ok() && givens == 0 {
        // An empty default range while a grid is typed elsewhere: solving it would fill
        // the empty cells with a grid of its own (as for 9x9 grids, `EmptyRange`).
        return Err(WorkbookError::EmptyRange {
            sheet: sheet.to_string(),
            range: range.to_string(),
            grids: vec![grid.to_string()],
        });
    }
    let problem = match (problem, &read) {
        (Some(p), _) => p,
        // The range cuts into a grid that holds more of the symbols: solving the slice
        // would write a grid over part of the user's.
        (None, Ok(_)) if grid.overlaps(&range) && symbols > givens => {
            return Err(WorkbookError::NotTheGrid {
                sheet: sheet.to_string(),
                range: range.to_string(),
                grid: grid.to_string(),
                evidence: sudoku_i18n::tr!(
                    "evidence-more-symbols",
                    symbols = symbols,
                    givens = givens
                ),
            });
        }
        // Whether it has a solution is searched for only once there is a grid to point at:
        // the search is the costly part.
        (None, Ok(r)) if has_no_solution(&r.puzzle) => {
            sudoku_i18n::tr!("problem-no-solution", place = here())
        }
        _ => return read,
    };
    Err(WorkbookError::GridElsewhere {
        problem,
        sheet: sheet.to_string(),
        grid: grid.to_string(),
    })
}

/// How long [`read_at`] searches the default range for a proof that it has no solution
/// before it points elsewhere. The flags' `--time-limit` is for the solve that follows;
/// this search comes on top of it, so it stays short: a puzzle whose "no solution" takes
/// longer to prove is reported as such by that solve, only without the pointer.
const NO_SOLUTION_CHECK: Duration = Duration::from_secs(1);

/// True when `puzzle` is proved to have no solution within [`NO_SOLUTION_CHECK`].
fn has_no_solution(puzzle: &Puzzle) -> bool {
    matches!(
        sudoku_core::general::solve_within(puzzle, NO_SOLUTION_CHECK),
        GeneralOutcome::NoSolution
    )
}

/// What the workbook recorded the grid at `range` on `sheet` to be, in words (`9x9
/// diagonal`), when it is not classic 9x9 Sudoku.
pub fn recorded_kind(wb: &mut Workbook, sheet: &str, range: GridRange) -> Option<String> {
    wb.recorded_at(sheet, range)
        .filter(|r| !r.rules.is_classic())
        .map(|r| kind_words(&r.rules))
}

/// `9x9 diagonal`, `16x16`, `9x9 jigsaw`, for messages.
fn kind_words(r: &sudoku_workbook::recorded::RecordedRules) -> String {
    if r.is_classic() {
        return sudoku_i18n::tr!("kind-classic");
    }
    let mut k = format!("{0}x{0}", r.size);
    if let Some((a, b)) = r.boxes {
        k = sudoku_i18n::tr!("kind-boxes", kind = k, boxes = format!("{a}x{b}"));
    }
    for (on, id) in [
        (r.jigsaw, "kind-jigsaw"),
        (r.diagonal, "kind-diagonal"),
        (r.windoku, "kind-windoku"),
        (r.hex, "kind-hex"),
    ] {
        if on {
            k = sudoku_i18n::tr!("kind-with", kind = k, rule = sudoku_i18n::text(id, &[]));
        }
    }
    k
}

/// A grid read under [`Rules`].
#[derive(Debug, Clone)]
pub struct ShapedRead {
    /// The puzzle, with its shape.
    pub puzzle: Puzzle,
    /// How its digits were written.
    pub style: SymbolStyle,
    /// The user's label of each jigsaw region, by region number.
    pub labels: Option<Vec<String>>,
}

impl ShapedRead {
    /// How a unit is named in messages: the user's labels for jigsaw regions.
    pub fn unit_name(&self, id: UnitId) -> String {
        match (&self.labels, id.kind) {
            (Some(labels), UnitKind::Region) => match labels.get(id.index) {
                Some(l) => format!("region {}", sudoku_workbook::general::quoted_label(l)),
                None => id.to_string(),
            },
            _ => id.to_string(),
        }
    }

    /// [`ShapedRead::unit_name`] in the current language, for status lines.
    pub fn unit_words(&self, id: UnitId) -> String {
        let label = match (&self.labels, id.kind) {
            (Some(labels), UnitKind::Region) => labels
                .get(id.index)
                .map(|l| sudoku_workbook::general::quoted_label(l)),
            _ => None,
        };
        id.words(label)
    }
}

/// Reads the grid at `range` on `sheet` with `rules`: its shape (jigsaw regions read from
/// `--regions`), then its cells. Problems name the sheet and the cells.
pub fn read_shaped(
    wb: &mut Workbook,
    sheet: &str,
    range: GridRange,
    rules: &Rules,
) -> Result<ShapedRead, WorkbookError> {
    let here = || place(sheet, &range.to_string());
    let (ids, labels) = match &rules.regions {
        None => (None, None),
        Some(spec) => {
            // Regions may be on another sheet; a bare range is on the grid's.
            let (rsheet, rrange) = match spec {
                RangeSpec::Cells { sheet: None, .. } => wb.locate(Some(sheet), spec)?,
                _ => wb.locate(None, spec)?,
            };
            let at = place(&rsheet, &rrange.to_string());
            if rrange.size != range.size {
                return Err(WorkbookError::Rules {
                    place: at,
                    reason: sudoku_i18n::tr!(
                        "rules-regions-size",
                        side = rrange.size,
                        place = here(),
                        size = range.size
                    ),
                });
            }
            let labels = wb.read_labels(&rsheet, rrange)?;
            let (ids, names) =
                regions_of(&labels, rrange).map_err(|reason| WorkbookError::Rules {
                    place: sudoku_i18n::tr!("rules-regions-place", place = at.as_str()),
                    reason,
                })?;
            (Some(ids), Some(names))
        }
    };
    let shape = rules
        .shape(range.size, ids)
        .map_err(|reason| WorkbookError::Rules {
            place: here(),
            reason,
        })?;
    let read = wb.read_symbols(sheet, range, rules.hex)?;
    // Hex digits read as 1-9 and A-G shift every letter by one and drop the 0s: another
    // puzzle, whose answer would look right. A 0 typed beside letters that stop at F is
    // that mistake.
    if let (false, 16, Some(zero), 15) = (rules.hex, range.size, read.zero_at, read.top_letter) {
        return Err(WorkbookError::Rules {
            place: here(),
            reason: sudoku_i18n::tr!("rules-hex-zero", cell = range.cell_name(zero)),
        });
    }
    Ok(ShapedRead {
        puzzle: Puzzle {
            shape,
            cells: read.cells,
        },
        style: read.style,
        labels,
    })
}

/// `B3 and F3 both hold 7 (row 3)`, the value written as the sheet writes it.
pub fn describe_clash(
    c: &GeneralConflict,
    read: &ShapedRead,
    name: impl Fn(usize) -> String,
) -> String {
    outcome::clash_words(
        &name(c.a.index),
        &name(c.b.index),
        &read.style.text(c.value),
        &read.unit_words(c.unit),
    )
}

/// The status line of a grid's outcome, as the classic one says it
/// ([`Outcome::status_line`](sudoku_core::Outcome::status_line)).
pub fn status_line(
    outcome: &GeneralOutcome,
    read: &ShapedRead,
    name: impl Fn(usize) -> String,
) -> String {
    match outcome {
        GeneralOutcome::Unique(_) => outcome::solved_line(),
        GeneralOutcome::Multiple(_) => outcome::several_line(),
        GeneralOutcome::NoSolution => outcome::no_solution_line(),
        GeneralOutcome::Conflicts(cs) => outcome::clash_line(&outcome::join_clashes(
            cs.iter().map(|c| describe_clash(c, read, &name)),
            cs.len(),
        )),
        GeneralOutcome::Undecided(t) => undecided_line(*t),
    }
}

/// What a grid the solver could not decide within `time` gets in place of a status line:
/// `Undecided: the solver could not decide within 60 s; allow more with --time-limit`.
pub fn undecided_line(time: Duration) -> String {
    let lang = sudoku_i18n::current();
    // As given: 60, 0.5, 0.001.
    let places = match time.subsec_micros() {
        0 => 0,
        m if m % 100_000 == 0 => 1,
        m if m % 10_000 == 0 => 2,
        _ => 3,
    };
    let seconds = sudoku_i18n::decimal(lang, time.as_secs_f64(), places);
    sudoku_i18n::tr!("status-undecided", time = format!("{seconds} s"))
}

/// What kind of grid it is, for the terminal: `16x16`, `9x9 diagonal`, `9x9 jigsaw`.
pub fn kind(shape: &Shape) -> String {
    let mut k = format!("{0}x{0}", shape.n());
    if shape.regions().is_some() {
        k.push_str(" jigsaw");
    }
    if shape.is_diagonal() {
        k.push_str(" diagonal");
    }
    if shape.is_windoku() {
        k.push_str(" windoku");
    }
    k
}

/// [`kind`] in the current language, for people: `6x6 irrégulière`, `9x9 対角線`.
pub fn kind_in_words(shape: &Shape) -> String {
    let mut k = format!("{0}x{0}", shape.n());
    for (has, id) in [
        (shape.regions().is_some(), "kind-jigsaw"),
        (shape.is_diagonal(), "kind-diagonal"),
        (shape.is_windoku(), "kind-windoku"),
    ] {
        if has {
            k = sudoku_i18n::text(
                "kind-with",
                &[
                    ("kind", k.into()),
                    ("rule", sudoku_i18n::text(id, &[]).into()),
                ],
            );
        }
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args() -> ShapeArgs {
        ShapeArgs {
            symbols: "auto".into(),
            ..ShapeArgs::default()
        }
    }

    #[test]
    fn classic_unless_asked() {
        let plain = Rules::from_args(&args()).unwrap();
        assert!(plain.is_classic());
        assert!(!plain.takes(GridRange::default()));
        assert!(plain.takes(GridRange::sized(0, 0, 16)));
        let diag = Rules::from_args(&ShapeArgs {
            diagonal: true,
            ..args()
        })
        .unwrap();
        assert!(diag.takes(GridRange::default()));
    }

    #[test]
    fn flags_that_cannot_fit_are_refused() {
        let e = |a: ShapeArgs| Rules::from_args(&a).unwrap_err().to_string();
        assert!(e(ShapeArgs {
            size: Some(16),
            boxes: Some((3, 4)),
            ..args()
        })
        .contains("--boxes 3x4 does not fit a 16x16 grid"));
        assert!(e(ShapeArgs {
            size: Some(9),
            symbols: "hex".into(),
            ..args()
        })
        .contains("hex is for 16x16"));
        assert!(e(ShapeArgs {
            size: Some(16),
            windoku: true,
            ..args()
        })
        .contains("--windoku needs a 9x9 grid"));
        let r = Rules::from_args(&ShapeArgs {
            boxes: Some((3, 2)),
            ..args()
        })
        .unwrap();
        let s = r.shape(6, None).unwrap();
        assert_eq!((s.box_rows(), s.box_cols()), (3, 2));
        assert!(r.shape(9, None).unwrap_err().contains("3x2 does not fit"));
    }
}
