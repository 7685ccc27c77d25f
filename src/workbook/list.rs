//! Puzzle lists in workbooks: reading a column of puzzle strings row by row (streamed, so a
//! million-row list costs no more memory than a chunk of it), and writing cell values back
//! unchanged into the output.

use calamine::Data;

use crate::error::Error;
use crate::list::{recognise, Entry};
use crate::workbook::Workbook;

/// One row of a list as read: every cell in it (to carry over) and what its puzzle-column
/// cell holds.
#[derive(Debug, Clone)]
pub struct ListRow {
    /// Zero-based row (or line) number.
    pub row: u32,
    /// The row's non-empty cells, by column.
    pub cells: Vec<(u32, Data)>,
    /// The puzzle-column cell, read as a list entry.
    pub entry: Entry,
}

/// Reads a puzzle-column cell as a list entry.
pub fn entry_of(value: Option<&Data>) -> Entry {
    match value {
        Some(Data::String(s)) => recognise(s),
        Some(Data::Float(f)) if f.abs() >= 1e60 => Entry::Broken(
            "the puzzle is stored as a number, which loses digits; format the column as text and enter it again".to_string(),
        ),
        _ => Entry::NotAPuzzle,
    }
}

/// The rightmost used column of `sheet` (0 when empty), for placing the added columns
/// where no user cell is.
pub fn last_column(wb: &mut Workbook, sheet: &str) -> Result<u32, Error> {
    let mut last = 0;
    wb.for_each_cell(sheet, None, &mut |_, col, _, _| {
        last = last.max(col);
        true
    })?;
    Ok(last)
}

/// Streams the rows of `sheet` in order, each with its cells and the entry in `column`,
/// until `f` returns false.
pub fn read_rows(
    wb: &mut Workbook,
    sheet: &str,
    column: u32,
    f: &mut dyn FnMut(ListRow) -> bool,
) -> Result<(), Error> {
    let mut current: Option<ListRow> = None;
    let mut go_on = true;
    let finish = |r: ListRow, f: &mut dyn FnMut(ListRow) -> bool| -> bool {
        let mut r = r;
        r.entry = entry_of(r.cells.iter().find(|(c, _)| *c == column).map(|(_, v)| v));
        f(r)
    };
    wb.for_each_cell(sheet, None, &mut |row, col, value, _| {
        match &mut current {
            Some(r) if r.row == row => r.cells.push((col, value)),
            _ => {
                if let Some(done) = current.take() {
                    if !finish(done, f) {
                        go_on = false;
                        return false;
                    }
                }
                current = Some(ListRow {
                    row,
                    cells: vec![(col, value)],
                    entry: Entry::NotAPuzzle,
                });
            }
        }
        true
    })?;
    if go_on {
        if let Some(done) = current.take() {
            finish(done, f);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_cells() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert!(matches!(
            entry_of(Some(&Data::String(p.into()))),
            Entry::Puzzle(_)
        ));
        assert_eq!(
            entry_of(Some(&Data::String("Puzzle".into()))),
            Entry::NotAPuzzle
        );
        assert_eq!(entry_of(None), Entry::NotAPuzzle);
        assert_eq!(entry_of(Some(&Data::Float(12.0))), Entry::NotAPuzzle);
        assert!(matches!(
            entry_of(Some(&Data::Float(1.2e80))),
            Entry::Broken(why) if why.contains("stored as a number")
        ));
    }
}
