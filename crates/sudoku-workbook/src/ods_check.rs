//! What an OpenDocument spreadsheet will cost calamine, counted before it reads it.
//! calamine reads every sheet of an .ods whole when it opens the file: repeated rows and
//! cells are expanded into one dense rectangle per sheet, and `<text:s text:c="N"/>`
//! into N spaces. A few KB of XML can ask for gigabytes that way, so the content is
//! walked here first, in the same terms, and refused past [`MAX_LOADED_CELLS`] cells or
//! [`MAX_TEXT_BYTES`] of text.

use std::io::BufRead;

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

pub use crate::ole::MAX_LOADED_CELLS;

/// Most text, in bytes, that the cells of an .ods may expand to (repeats and spaces
/// counted out).
pub const MAX_TEXT_BYTES: u64 = 64 << 20;

/// calamine's caps on one sheet.
const MAX_ROWS: u64 = 1_048_576;
const MAX_COLUMNS: u64 = 16_384;

fn attr_u64(e: &BytesStart<'_>, name: &str) -> Option<u64> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == name)
        .and_then(|a| a.value.trim().parse().ok())
}

/// True for a cell whose text content becomes its value, as calamine reads it: a string
/// (or error) cell without a `office:string-value`. Other cells' text is not kept.
fn text_is_value(e: &BytesStart<'_>) -> bool {
    let mut typed = false;
    let mut given = false;
    for a in e.attributes().flatten() {
        match a.key.as_ref() {
            "office:value-type" => typed |= a.value.as_ref() == "string",
            "calcext:value-type" => typed |= a.value.as_ref() == "error",
            "office:string-value"
            | "office:value"
            | "office:date-value"
            | "office:time-value"
            | "office:boolean-value" => given = true,
            _ => {}
        }
    }
    typed && !given
}

fn has_attr(e: &BytesStart<'_>, names: &[&str]) -> bool {
    e.attributes()
        .flatten()
        .any(|a| names.iter().any(|n| a.key.as_ref() == *n))
}

/// One row as calamine stores it.
#[derive(Default, Clone, Copy)]
struct Row {
    repeat: u64,
    stored: u64,
    first: Option<u64>,
    last: u64,
    /// Text bytes of the row once (cells' repeats counted out).
    text: u64,
}

/// One sheet's rows, added up.
#[derive(Default)]
struct Sheet {
    rows: u64,
    stored: u64,
    /// Rows from the first that holds something: (repeat, holds something).
    span: Vec<(u64, bool)>,
    first_col: u64,
    last_col: u64,
}

impl Sheet {
    fn add(&mut self, row: Row) {
        let repeat = row.repeat.min(MAX_ROWS.saturating_sub(self.rows));
        self.rows += repeat;
        self.stored += row.stored;
        match row.first {
            Some(first) => {
                if self.span.is_empty() {
                    self.first_col = first;
                }
                self.first_col = self.first_col.min(first);
                self.last_col = self.last_col.max(row.last);
                self.span.push((repeat, true));
            }
            None if !self.span.is_empty() => self.span.push((repeat, false)),
            None => {}
        }
    }

    /// Cells held: the stored cells plus the dense rectangle from the first row that holds
    /// something to the last.
    fn cells(&self) -> u64 {
        let last = self.span.iter().rposition(|&(_, full)| full);
        let rows: u64 = match last {
            Some(k) => self.span[..=k].iter().map(|&(r, _)| r).sum(),
            None => 0,
        };
        let width = if rows == 0 {
            0
        } else {
            self.last_col + 1 - self.first_col
        };
        self.stored.saturating_add(rows.saturating_mul(width))
    }
}

/// Walks `content.xml` and refuses it when calamine would hold more than the limits.
pub fn check<R: BufRead>(content: R) -> Result<(), String> {
    let mut r = Reader::from_reader(content);
    let mut buf = Vec::new();
    let mut cells: u64 = 0;
    let mut text: u64 = 0;
    let mut sheet: Option<Sheet> = None;
    let mut row: Option<Row> = None;
    // The cell being read: its column repeat and whether it holds anything.
    let mut cell: Option<(u64, bool)> = None;
    // Whether the text of the cell being read is kept as its value.
    let mut keeps_text = false;
    let mut col: u64 = 0;
    let mut pending_empty: u64 = 0;
    let mut cell_text: u64 = 0;
    loop {
        let event = r.read_event_into(&mut buf).map_err(|e| e.to_string())?;
        let (start, empty) = match &event {
            Event::Start(e) => (Some(e.clone()), false),
            Event::Empty(e) => (Some(e.clone()), true),
            _ => (None, false),
        };
        if let Some(e) = start {
            match e.name().as_ref() {
                "table:table" if !empty => sheet = Some(Sheet::default()),
                "table:table-row" => {
                    let repeat = attr_u64(&e, "table:number-rows-repeated").unwrap_or(1);
                    row = Some(Row {
                        repeat,
                        ..Row::default()
                    });
                    col = 0;
                    pending_empty = 0;
                    if empty {
                        if let (Some(s), Some(done)) = (sheet.as_mut(), row.take()) {
                            s.add(done);
                        }
                    }
                }
                "table:table-cell" | "table:covered-table-cell" => {
                    let repeat = attr_u64(&e, "table:number-columns-repeated").unwrap_or(1);
                    let full = has_attr(&e, &["office:value-type", "table:formula"]);
                    keeps_text = text_is_value(&e);
                    cell_text = 0;
                    if empty {
                        end_cell(
                            &mut row,
                            (repeat, full),
                            0,
                            &mut col,
                            &mut pending_empty,
                            &mut text,
                        );
                    } else {
                        cell = Some((repeat, full));
                    }
                }
                "text:s" if cell.is_some() && keeps_text => {
                    cell_text = cell_text.saturating_add(attr_u64(&e, "text:c").unwrap_or(1));
                }
                _ => {}
            }
        }
        match &event {
            Event::Text(t) if cell.is_some() && keeps_text => {
                cell_text = cell_text.saturating_add(t.len() as u64);
            }
            Event::End(e) => match e.name().as_ref() {
                "table:table-cell" | "table:covered-table-cell" => {
                    if let Some(c) = cell.take() {
                        end_cell(
                            &mut row,
                            c,
                            cell_text,
                            &mut col,
                            &mut pending_empty,
                            &mut text,
                        );
                    }
                }
                "table:table-row" => {
                    if let (Some(s), Some(done)) = (sheet.as_mut(), row.take()) {
                        // Text in a repeated row is cloned for every repeat.
                        text = text.saturating_add(
                            done.repeat.saturating_sub(1).saturating_mul(done.text),
                        );
                        s.add(done);
                    }
                }
                "table:table" => {
                    if let Some(s) = sheet.take() {
                        cells = cells.saturating_add(s.cells());
                    }
                }
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
        if cells > MAX_LOADED_CELLS {
            return Err(sudoku_i18n::tr!(
                "large-ods-cells",
                cells = cells,
                limit = MAX_LOADED_CELLS
            ));
        }
        if text > MAX_TEXT_BYTES {
            return Err(sudoku_i18n::tr!(
                "large-ods-text",
                mib = text >> 20,
                limit = MAX_TEXT_BYTES >> 20
            ));
        }
        buf.clear();
    }
    Ok(())
}

/// Counts one finished cell into its row, as calamine's `read_row` stores it: empty cells
/// only once a cell with something follows them, every cell capped at 16,384 columns.
fn end_cell(
    row: &mut Option<Row>,
    (repeat, full): (u64, bool),
    cell_text: u64,
    col: &mut u64,
    pending_empty: &mut u64,
    text: &mut u64,
) {
    let Some(row) = row.as_mut() else { return };
    let full = full || cell_text > 0;
    let repeat = repeat.min(MAX_COLUMNS.saturating_sub(*col));
    if full {
        let empties = (*pending_empty).min(MAX_COLUMNS.saturating_sub(*col));
        row.stored = row.stored.saturating_add(empties + repeat);
        *pending_empty = 0;
        if repeat > 0 {
            row.first.get_or_insert(*col);
            row.last = *col + repeat - 1;
        }
        let bytes = cell_text.saturating_mul(repeat);
        row.text = row.text.saturating_add(bytes);
        *text = text.saturating_add(bytes);
    } else {
        *pending_empty = pending_empty.saturating_add(repeat);
    }
    *col = col.saturating_add(repeat);
}

#[cfg(test)]
mod tests {
    use super::check;

    fn doc(body: &str) -> String {
        format!(
            "<office:document-content><office:body><office:spreadsheet><table:table table:name=\"S\">{body}</table:table></office:spreadsheet></office:body></office:document-content>"
        )
    }

    const CELL: &str = "<table:table-cell office:value-type=\"float\" office:value=\"5\"><text:p>5</text:p></table:table-cell>";

    #[test]
    fn ordinary_sheets_pass() {
        // LibreOffice ends every sheet with huge repeats of empty rows and cells.
        let row = format!(
            "<table:table-row>{CELL}{CELL}<table:table-cell table:number-columns-repeated=\"16382\"/></table:table-row>"
        );
        let tail = "<table:table-row table:number-rows-repeated=\"1048500\"><table:table-cell table:number-columns-repeated=\"16384\"/></table:table-row>";
        let body = row.repeat(9) + tail;
        assert_eq!(check(doc(&body).as_bytes()), Ok(()));
    }

    #[test]
    fn repeats_that_expand_to_gigabytes_are_refused() {
        // One cell with something, repeated over a million rows and all columns.
        let body = "<table:table-row table:number-rows-repeated=\"1000000\"><table:table-cell table:number-columns-repeated=\"98\" office:value-type=\"float\" office:value=\"1\"/></table:table-row>";
        let e = check(doc(body).as_bytes()).unwrap_err();
        assert!(e.contains("span"), "{e}");
        // Two cells far apart make the rectangle between them.
        let far = format!(
            "<table:table-row>{CELL}</table:table-row><table:table-row table:number-rows-repeated=\"900000\"><table:table-cell/></table:table-row><table:table-row><table:table-cell table:number-columns-repeated=\"100\"/>{CELL}</table:table-row>"
        );
        assert!(check(doc(&far).as_bytes()).is_err());
    }

    #[test]
    fn text_in_repeated_rows_counts_every_copy() {
        let long = "x".repeat(1000);
        let body = format!(
            "<table:table-row table:number-rows-repeated=\"100000\"><table:table-cell office:value-type=\"string\"><text:p>{long}</text:p></table:table-cell></table:table-row>"
        );
        let e = check(doc(&body).as_bytes()).unwrap_err();
        assert!(e.contains("text"), "{e}");
    }

    #[test]
    fn spaces_that_expand_to_gigabytes_are_refused() {
        let body = "<table:table-row><table:table-cell office:value-type=\"string\"><text:p>a<text:s text:c=\"2000000000\"/>b</text:p></table:table-cell></table:table-row>";
        let e = check(doc(body).as_bytes()).unwrap_err();
        assert!(e.contains("text"), "{e}");
    }
}
