//! Grids wherever the user typed them: a sheet's cells handed to
//! [`sudoku_core::locate`], and the guard that refuses a range which looks like a shifted
//! or partial view of a grid, or an empty range while the sheet's grid is elsewhere.

use std::collections::HashMap;
use sudoku_i18n::tr;

use calamine::Data;
use sudoku_core::locate::{self, Finder, Search, TableCell};

use crate::address::{cell_name, GridRange};
use crate::error::Error;
#[cfg(doc)]
use crate::read::classify;
use crate::read::{table_cell, GridRead, Workbook};
use sudoku_core::Grid;

// The place of a range in messages is the address module's; this path is kept for callers.
pub use crate::address::place;

/// What a cell means to [`locate::find_square`] for grids of `n` cells a side: `Some(true)`
/// for a symbol such a grid holds (a number 1..n, a letter), `Some(false)` for anything
/// else that is not blank, `None` for blank, 0 and `.`.
fn square_cell(v: &Data, formula: Option<&str>, n: u8) -> Option<bool> {
    let number = |x: f64| {
        if x == 0.0 {
            None
        } else {
            Some(x.fract() == 0.0 && (1.0..=f64::from(n)).contains(&x))
        }
    };
    match v {
        Data::Empty if formula.is_none_or(|f| f.trim().is_empty()) => None,
        Data::Int(i) => number(*i as f64),
        Data::Float(f) => number(*f),
        Data::String(s) => match s.trim() {
            "" | "." | "0" => None,
            t => Some(
                t.parse::<f64>().ok().and_then(number).unwrap_or(false)
                    || (t.chars().count() == 1 && t.chars().all(|c| c.is_ascii_alphabetic())),
            ),
        },
        _ => Some(false),
    }
}

/// A digit 1-9, typed or computed.
fn is_digit(cell: TableCell) -> bool {
    matches!(cell, TableCell::Digit(_) | TableCell::Computed(Some(1..=9)))
}

/// How far around a range the guard looks: a grid overlapping the range lies within nine
/// rows or columns of it, and its own surroundings one more.
const REACH: u32 = 19;

impl Workbook {
    /// Every non-blank cell of `sheet` as the grid finder sees it, in rows `rows` (all when
    /// `None`) and columns `cols` (all when `None`).
    pub fn table_cells(
        &mut self,
        sheet: &str,
        rows: Option<(u32, u32)>,
        cols: Option<(u32, u32)>,
    ) -> Result<Vec<(u32, u32, TableCell)>, Error> {
        let mut out = Vec::new();
        let (first, last) = rows.unwrap_or((0, u32::MAX));
        self.for_each_cell(sheet, Some(last), &mut |row, col, value, formula| {
            let in_cols = cols.is_none_or(|(c0, c1)| (c0..=c1).contains(&col));
            if row >= first && in_cols {
                if let Some(cell) = table_cell(&value, formula.as_deref()) {
                    out.push((row, col, cell));
                }
            }
            true
        })?;
        Ok(out)
    }

    /// The puzzle grids on `sheet`, found from its cells (see [`sudoku_core::locate`]).
    ///
    /// ```no_run
    /// use sudoku_workbook::Workbook;
    ///
    /// let mut book = Workbook::open("book.xlsx".as_ref())?;
    /// for found in book.find_grids("Sheet1")?.grids {
    ///     println!("{} at row {}, column {}", found.kind(), found.row + 1, found.col + 1);
    /// }
    /// # Ok::<(), sudoku_workbook::Error>(())
    /// ```
    pub fn find_grids(&mut self, sheet: &str) -> Result<Search, Error> {
        // Streamed into the finder: a sheet of millions of cells is never held as a list.
        let mut finder = Finder::new();
        self.for_each_cell(sheet, None, &mut |row, col, value, formula| {
            if let Some(cell) = table_cell(&value, formula.as_deref()) {
                finder.add(row, col, cell);
            }
            true
        })?;
        Ok(finder.finish())
    }

    /// Where an `n` x `n` grid of another size seems to be on `sheet`, other than `avoid`
    /// (see [`locate::find_square`]), and how many symbols it holds: a pointer for a
    /// refusal, not a reading.
    pub fn find_square(
        &mut self,
        sheet: &str,
        n: u8,
        avoid: GridRange,
    ) -> Result<Option<(GridRange, usize)>, Error> {
        let cells = self.square_cells(sheet, n)?;
        let avoid = (avoid.row, avoid.col, u32::from(avoid.size));
        let at = locate::find_square(cells.iter().copied(), u32::from(n), avoid);
        Ok(at.map(|(row, col)| {
            let grid = GridRange::sized(row, col, n);
            let symbols = cells
                .iter()
                .filter(|&&(r, c, symbol)| symbol && grid.contains(r, c))
                .count();
            (grid, symbols)
        }))
    }

    /// The typed cells of `sheet` as [`locate::find_square`] takes them: (row, column,
    /// whether the cell holds a symbol an `n` x `n` grid could hold).
    fn square_cells(&mut self, sheet: &str, n: u8) -> Result<Vec<(u32, u32, bool)>, Error> {
        let mut cells = Vec::new();
        self.for_each_cell(sheet, None, &mut |row, col, value, formula| {
            if let Some(symbol) = square_cell(&value, formula.as_deref(), n) {
                cells.push((row, col, symbol));
            }
            true
        })?;
        Ok(cells)
    }

    /// The sheets `--range auto` searches: `sheet` alone when it is named (and not
    /// `all_sheets`), else every worksheet.
    fn auto_sheets(&mut self, sheet: Option<&str>, all_sheets: bool) -> Result<Vec<String>, Error> {
        if all_sheets || sheet.is_none() {
            Ok(self
                .sheets()
                .into_iter()
                .filter(|s| s.not_cells.is_none())
                .map(|s| s.name)
                .collect())
        } else {
            Ok(vec![self.find_sheet(sheet)?])
        }
    }

    /// The places of every `n` x `n` grid of another size that `--range auto` finds on
    /// `sheet` (or on every worksheet when `all_sheets` or no sheet is named): the
    /// likeliest window of [`locate::find_square`], then the likeliest among the cells left
    /// outside it, and so on, in the order found. Errs with [`Error::NoSizedGridFound`]
    /// when there is none.
    pub fn found_squares(
        &mut self,
        sheet: Option<&str>,
        all_sheets: bool,
        n: u8,
    ) -> Result<Vec<(String, GridRange)>, Error> {
        let sheets = self.auto_sheets(sheet, all_sheets)?;
        let mut out = Vec::new();
        for name in &sheets {
            let mut cells = self.square_cells(name, n)?;
            let mut here: Vec<GridRange> = Vec::new();
            // Nothing to avoid: an empty window past the sheet's last row and column.
            let nowhere = (u32::MAX, u32::MAX, 0);
            while let Some((row, col)) =
                locate::find_square(cells.iter().copied(), u32::from(n), nowhere)
            {
                let grid = GridRange::sized(row, col, n);
                // A window reaching into a grid already found is a slice of it, and what
                // is left is not a grid of its own.
                if here.iter().any(|g| g.overlaps(&grid)) {
                    break;
                }
                cells.retain(|&(r, c, _)| !grid.contains(r, c));
                here.push(grid);
            }
            out.extend(here.into_iter().map(|g| (name.clone(), g)));
        }
        if out.is_empty() {
            return Err(Error::NoSizedGridFound { size: n, sheets });
        }
        Ok(out)
    }

    /// Every grid found on `sheet` (or on every worksheet when `all_sheets` or no sheet
    /// is named), as [`GridRead`]s; a grid that can be
    /// read two ways comes with [`Error::AmbiguousGrid`] instead of its digits, one with
    /// bad cells with [`Error::BadCells`] naming each. Errs with [`Error::NoGridFound`]
    /// when not one grid is found.
    pub fn found_grids(
        &mut self,
        sheet: Option<&str>,
        all_sheets: bool,
    ) -> Result<Vec<GridRead>, Error> {
        let sheets = self.auto_sheets(sheet, all_sheets)?;
        let mut out = Vec::new();
        for name in &sheets {
            for found in self.find_grids(name)?.grids {
                let mut range = GridRange::at(found.row, found.col);
                let grid = if !found.bad.is_empty() {
                    // Read again as a range is read, for the reader's own words on each
                    // bad cell (a formula with no saved result, a number out of range).
                    match self.read_grid(name, range) {
                        Err(e @ Error::BadCells { .. }) => Err(e),
                        Err(e) => return Err(e),
                        Ok(grid) => Ok(grid),
                    }
                } else if found.also.is_empty() {
                    Ok(found.grid)
                } else if let Some(at) =
                    self.framed_reading(name, (found.row, found.col), &found.also)?
                {
                    // The user drew the grid's edges: that reading is the one meant.
                    range = GridRange::at(at.0, at.1);
                    if at == (found.row, found.col) {
                        Ok(found.grid)
                    } else {
                        self.read_grid(name, range)
                    }
                } else {
                    Err(Error::AmbiguousGrid {
                        sheet: name.clone(),
                        range: range.to_string(),
                        also: found
                            .also
                            .iter()
                            .map(|&(row, col)| GridRange::at(row, col).to_string())
                            .collect(),
                    })
                };
                out.push(GridRead {
                    sheet: name.clone(),
                    range,
                    grid,
                });
            }
        }
        if out.is_empty() {
            return Err(Error::NoGridFound { sheets });
        }
        Ok(out)
    }

    /// Reads the grid at `range` as [`Workbook::read_grid`] does and, in the same pass,
    /// checks that the range is the grid's true place: not a shifted or partial view of a
    /// grid nearby ([`Error::NotTheGrid`]), nor empty while the sheet's puzzle is elsewhere
    /// ([`Error::EmptyRange`], which alone needs a second pass, over the whole sheet).
    pub fn read_grid_guarded(&mut self, sheet: &str, range: GridRange) -> Result<Grid, Error> {
        let mut near = Vec::new();
        let grid = self.read_grid_near(sheet, range, Some((REACH, &mut near)))?;
        self.judge_range(sheet, range, grid.givens(), near)?;
        Ok(grid)
    }

    /// Checks that `range` on `sheet`, which holds `digits` digits, is not a shifted or
    /// partial view of a grid nearby ([`Error::NotTheGrid`]), nor one of two readings of
    /// the same digits ([`Error::AmbiguousGrid`]), nor empty while the sheet's puzzle is
    /// elsewhere ([`Error::EmptyRange`]). A range that is exactly the one reading of a
    /// grid found, or that no grid found overlaps, passes.
    pub fn check_range(
        &mut self,
        sheet: &str,
        range: GridRange,
        digits: usize,
    ) -> Result<(), Error> {
        let (end_row, end_col) = range.end();
        let rows = (
            range.row.saturating_sub(REACH),
            end_row.saturating_add(REACH),
        );
        let cols = (
            range.col.saturating_sub(REACH),
            end_col.saturating_add(REACH),
        );
        let near = self.table_cells(sheet, Some(rows), Some(cols))?;
        self.judge_range(sheet, range, digits, near)
    }

    fn judge_range(
        &mut self,
        sheet: &str,
        range: GridRange,
        digits: usize,
        near: Vec<(u32, u32, TableCell)>,
    ) -> Result<(), Error> {
        // The common case, decided without a search: digits in the range and none in the
        // ring of cells around it. No other window can then hold more of them, so the
        // range is the grid's place. (Searching solved every shifted window, and a sparse
        // shifted puzzle can take the solver milliseconds.)
        let (end_row, end_col) = range.end();
        let in_ring = |r: u32, c: u32| {
            let rows = range.row.saturating_sub(1)..=end_row.saturating_add(1);
            let cols = range.col.saturating_sub(1)..=end_col.saturating_add(1);
            rows.contains(&r) && cols.contains(&c) && !range.contains(r, c)
        };
        let ring_digits = near
            .iter()
            .filter(|&&(r, c, cell)| is_digit(cell) && in_ring(r, c))
            .count();
        // With an empty edge line, the same digits also fit the range moved one line
        // over: that needs the search to tell.
        let edges = [
            (range.row, range.col, range.row, end_col),
            (end_row, range.col, end_row, end_col),
            (range.row, range.col, end_row, range.col),
            (range.row, end_col, end_row, end_col),
        ];
        let empty_edge = edges.iter().any(|&(r0, c0, r1, c1)| {
            !near.iter().any(|&(r, c, cell)| {
                is_digit(cell) && (r0..=r1).contains(&r) && (c0..=c1).contains(&c)
            })
        });
        if digits > 0 && ring_digits == 0 && !empty_edge {
            return Ok(());
        }
        let inside: Vec<(u32, u32)> = near
            .iter()
            .filter(|&&(r, c, cell)| is_digit(cell) && range.contains(r, c))
            .map(|&(r, c, _)| (r, c))
            .collect();
        let near = locate::find(near);
        let in_table = near.skipped.iter().any(|&((r0, c0), (r1, c1))| {
            range.row <= r1 && end_row >= r0 && range.col <= c1 && end_col >= c0
        });
        if in_table {
            return Err(Error::InTable {
                sheet: sheet.to_string(),
                range: range.to_string(),
            });
        }
        let overlapping = near
            .grids
            .iter()
            .find(|f| f.row.abs_diff(range.row) < 9 && f.col.abs_diff(range.col) < 9);
        let here = (range.row, range.col);
        match overlapping {
            Some(f) if (f.row, f.col) == here || f.also.contains(&here) => {
                // The range is one reading of the digits; if there is another, which one
                // was meant is the user's to say, not the tool's to guess.
                let mut readings: Vec<String> = std::iter::once((f.row, f.col))
                    .chain(f.also.iter().copied())
                    .filter(|&p| p != here)
                    .map(|(r, c)| GridRange::at(r, c).to_string())
                    .collect();
                readings.dedup();
                if readings.is_empty() {
                    return Ok(());
                }
                let others: Vec<(u32, u32)> = std::iter::once((f.row, f.col))
                    .chain(f.also.iter().copied())
                    .filter(|&p| p != here)
                    .collect();
                match self.framed_reading(sheet, here, &others)? {
                    Some(at) if at == here => return Ok(()),
                    Some((row, col)) => {
                        let grid = GridRange::at(row, col);
                        return Err(Error::NotTheGrid {
                            sheet: sheet.to_string(),
                            range: range.to_string(),
                            grid: grid.to_string(),
                            evidence: sudoku_i18n::tr!("evidence-borders", grid = grid.to_string()),
                        });
                    }
                    None => {}
                }
                return Err(Error::AmbiguousGrid {
                    sheet: sheet.to_string(),
                    range: range.to_string(),
                    also: readings,
                });
            }
            Some(f) => {
                let grid = GridRange::at(f.row, f.col);
                return Err(Error::NotTheGrid {
                    sheet: sheet.to_string(),
                    range: range.to_string(),
                    grid: grid.to_string(),
                    evidence: evidence(range, grid, &f.grid),
                });
            }
            None => {}
        }
        // Too few digits for a puzzle, every one against a grid found beside the range:
        // they are that grid's index labels or a note on it, not a puzzle of their own.
        let against = |f: &&locate::Found| {
            let g = GridRange::at(f.row, f.col);
            let (g_end_row, g_end_col) = g.end();
            inside.iter().all(|&(r, c)| {
                (g.row.saturating_sub(1)..=g_end_row + 1).contains(&r)
                    && (g.col.saturating_sub(1)..=g_end_col + 1).contains(&c)
                    && !g.contains(r, c)
            })
        };
        if (1..locate::MIN_GIVENS).contains(&inside.len()) {
            if let Some(f) = near.grids.iter().find(against) {
                let cells: Vec<String> = inside.iter().map(|&(r, c)| cell_name(r, c)).collect();
                return Err(Error::NotTheGrid {
                    sheet: sheet.to_string(),
                    range: range.to_string(),
                    grid: GridRange::at(f.row, f.col).to_string(),
                    evidence: sudoku_i18n::tr!(
                        "evidence-against-edge",
                        cells =
                            sudoku_i18n::comma_list(sudoku_i18n::current(), &cells, cells.len())
                    ),
                });
            }
        }
        if digits > 0 {
            return Ok(());
        }
        // An empty range: is the sheet's puzzle elsewhere? Full grids (solutions) are not
        // puzzles to solve, so they do not count.
        let elsewhere: Vec<String> = self
            .find_grids(sheet)?
            .grids
            .iter()
            .filter(|f| !f.grid.is_full())
            .map(|f| GridRange::at(f.row, f.col).to_string())
            .collect();
        if elsewhere.is_empty() {
            Ok(())
        } else {
            Err(Error::EmptyRange {
                sheet: sheet.to_string(),
                range: range.to_string(),
                grids: elsewhere,
            })
        }
    }
}

impl Workbook {
    /// Of the readings of one grid's digits, `first` and `others` (top-left corners of
    /// 9x9 windows), the one whose four outer edges the user drew as borders, when only
    /// one is so framed. Digits alone cannot tell which reading was meant; a frame drawn
    /// round the cells can (a blank edge row is still inside it).
    pub fn framed_reading(
        &mut self,
        sheet: &str,
        first: (u32, u32),
        others: &[(u32, u32)],
    ) -> Result<Option<(u32, u32)>, Error> {
        let readings: Vec<(u32, u32)> = std::iter::once(first)
            .chain(others.iter().copied())
            .collect();
        let top = readings.iter().map(|r| r.0).min().unwrap_or(0);
        let bottom = readings.iter().map(|r| r.0).max().unwrap_or(0) + 9;
        let mut borders = HashMap::new();
        self.for_each_border(sheet, (top.saturating_sub(1), bottom), &mut |r, c, s| {
            borders.insert((r, c), s);
        })?;
        if borders.is_empty() {
            return Ok(None);
        }
        let framed: Vec<(u32, u32)> = readings
            .into_iter()
            .filter(|&(r, c)| is_framed(&borders, GridRange::at(r, c)))
            .collect();
        Ok(match framed.as_slice() {
            [one] => Some(*one),
            _ => None,
        })
    }
}

/// True when every cell along each outer edge of `range` has a border on that side, or
/// the cell beyond it one on the side facing it. `borders` holds top, bottom, left, right.
fn is_framed(borders: &HashMap<(u32, u32), [bool; 4]>, range: GridRange) -> bool {
    let side = |r: u32, c: u32, k: usize| borders.get(&(r, c)).is_some_and(|b| b[k]);
    let (end_row, end_col) = range.end();
    let cols = range.col..=end_col;
    let rows = range.row..=end_row;
    let top = cols
        .clone()
        .all(|c| side(range.row, c, 0) || (range.row > 0 && side(range.row - 1, c, 1)));
    let bottom = cols
        .clone()
        .all(|c| side(end_row, c, 1) || side(end_row + 1, c, 0));
    let left = rows
        .clone()
        .all(|r| side(r, range.col, 2) || (range.col > 0 && side(r, range.col - 1, 3)));
    let right = rows
        .clone()
        .all(|r| side(r, end_col, 3) || side(r, end_col + 1, 2));
    top && bottom && left && right
}

/// `digits in A10, D10 just below it`: the grid's digits that the range leaves out, and
/// where they lie.
fn evidence(range: GridRange, grid: GridRange, digits: &sudoku_core::Grid) -> String {
    let outside: Vec<String> = (0..81)
        .filter(|&i| digits.get(i).is_some())
        .map(|i| grid.position(i))
        .filter(|&(r, c)| !range.contains(r, c))
        .map(|(r, c)| cell_name(r, c))
        .collect();
    let lang = sudoku_i18n::current();
    let mut sides = Vec::new();
    for (far, id) in [
        (grid.row > range.row, "side-below"),
        (grid.row < range.row, "side-above"),
        (grid.col > range.col, "side-right"),
        (grid.col < range.col, "side-left"),
    ] {
        if far {
            sides.push(sudoku_i18n::text_in(lang, id, &[]));
        }
    }
    if outside.is_empty() {
        // Every digit is inside the range too; it is the reading that differs.
        let mut moves = Vec::new();
        if grid.row != range.row {
            let id = if grid.row > range.row {
                "move-lower"
            } else {
                "move-higher"
            };
            moves.push(sudoku_i18n::text(
                id,
                &[("count", grid.row.abs_diff(range.row).into())],
            ));
        }
        if grid.col != range.col {
            let id = if grid.col > range.col {
                "move-right"
            } else {
                "move-left"
            };
            moves.push(sudoku_i18n::text(
                id,
                &[("count", grid.col.abs_diff(range.col).into())],
            ));
        }
        return tr!(
            "evidence-moved",
            moves = sudoku_i18n::list_in(lang, &moves, sudoku_i18n::Join::And)
        );
    }
    tr!(
        "evidence-digits",
        cells = sudoku_i18n::comma_list(lang, &outside, 3),
        sides = sudoku_i18n::list_in(lang, &sides, sudoku_i18n::Join::And)
    )
}
