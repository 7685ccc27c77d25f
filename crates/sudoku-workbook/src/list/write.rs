//! Writing solved puzzle lists: every row of the input carried over as it was, and beside
//! each puzzle its solution, status and number of givens. Rows stream through a
//! [`ListSink`] in order, so a sheet is written in constant memory.

use std::io::Write;

use calamine::Data;
use rust_xlsxwriter::{Format, Workbook as XlsxWorkbook, Worksheet, XlsxError};

use super::read::{last_column, ListRow};
use crate::carry::Carried;
use crate::error::Error;
use crate::read::Workbook;
use crate::write::{carried_sheet, to_format, write_value};

/// A solution as one line of text: [`sudoku_core::Grid`]'s 81 digits, or a line of
/// symbols for other sizes.
pub trait Line: std::fmt::Display + std::fmt::Debug {}

impl<T: std::fmt::Display + std::fmt::Debug> Line for T {}

/// What is written beside one puzzle row.
#[derive(Debug, Clone, Copy)]
pub struct RowResult<'a> {
    /// The solution to show, if any, written as its one-line text (81 digits for a
    /// classic grid).
    pub solution: Option<&'a dyn Line>,
    /// The status column's text (`solved`, `invalid: ...`).
    pub status: &'a str,
    /// The number of givens.
    pub givens: usize,
}

/// Where solved rows go, in order. `Send`, because a chunk is written on one worker while
/// the next chunk is solved on the others.
pub trait ListSink: Send {
    /// Writes `row` as it was read, with `result` beside it when the row holds a puzzle.
    fn row(&mut self, row: &ListRow, result: Option<&RowResult<'_>>) -> Result<(), Error>;
}

fn xlsx_err(e: XlsxError) -> Error {
    Error::write(e)
}

/// Rows of a puzzle-column sheet into a constant-memory worksheet; the added columns start
/// right of everything the sheet used.
pub struct SheetSink<'a> {
    ws: &'a mut Worksheet,
    /// First added column.
    extra: u32,
    /// The puzzle column.
    column: u32,
    bold: Format,
}

impl ListSink for SheetSink<'_> {
    fn row(&mut self, row: &ListRow, result: Option<&RowResult<'_>>) -> Result<(), Error> {
        write_row(
            self.ws,
            row.row,
            row,
            result,
            self.extra,
            self.column,
            &self.bold,
        )
        .map_err(xlsx_err)
    }
}

/// Excel's 1,048,576 rows less the header row.
const LINES_PER_SHEET: u32 = 1_048_575;

/// A text list into a new workbook: sheet `Puzzles`, continued on `Puzzles (2)` and so on
/// when the list has more lines than a sheet has rows.
pub struct BookSink<'a> {
    xlsx: &'a mut XlsxWorkbook,
    bold: Format,
    sheets: usize,
}

impl<'a> BookSink<'a> {
    /// Starts the list's first sheet, so that even an empty list has one.
    pub fn new(xlsx: &'a mut XlsxWorkbook) -> Result<BookSink<'a>, Error> {
        let mut sink = BookSink {
            xlsx,
            bold: Format::new().set_bold(),
            sheets: 0,
        };
        sink.add_sheet().map_err(xlsx_err)?;
        Ok(sink)
    }

    fn add_sheet(&mut self) -> Result<(), XlsxError> {
        let name = match self.sheets {
            0 => "Puzzles".to_string(),
            n => format!("Puzzles ({})", n + 1),
        };
        let ws = crate::streamed::add_streamed(self.xlsx)?;
        ws.set_name(name)?;
        crate::look::print_as_list(ws)?;
        for (k, width) in [85.0, 85.0, 24.0].into_iter().enumerate() {
            ws.set_column_width(k as u16, width)?;
        }
        for (k, h) in ["Puzzle", "Solution", "Status", "Givens"]
            .iter()
            .enumerate()
        {
            ws.write_string_with_format(0, k as u16, *h, &self.bold)?;
        }
        self.sheets += 1;
        Ok(())
    }
}

/// Where line `line` (from 1) of a text list goes: sheet index and row (from 0).
fn line_place(line: u32) -> (usize, u32) {
    let k = line.saturating_sub(1);
    ((k / LINES_PER_SHEET) as usize, k % LINES_PER_SHEET + 1)
}

impl ListSink for BookSink<'_> {
    fn row(&mut self, row: &ListRow, result: Option<&RowResult<'_>>) -> Result<(), Error> {
        let (sheet, at) = line_place(row.row);
        while self.sheets <= sheet {
            self.add_sheet().map_err(xlsx_err)?;
        }
        let ws = self.xlsx.worksheet_from_index(sheet).map_err(xlsx_err)?;
        write_row(ws, at, row, result, 1, 0, &self.bold).map_err(xlsx_err)
    }
}

/// Writes one list row at row `at`: its own cells, then the solution, status and givens
/// from column `extra` on (or their headers, on a header row).
fn write_row(
    ws: &mut Worksheet,
    at: u32,
    row: &ListRow,
    result: Option<&RowResult<'_>>,
    extra: u32,
    column: u32,
    bold: &Format,
) -> Result<(), XlsxError> {
    for (col, value) in &row.cells {
        write_value(ws, (at, *col), value, None, None)?;
    }
    let c = extra as u16;
    match result {
        Some(o) => {
            if let Some(s) = o.solution {
                ws.write_string(at, c, s.to_string())?;
            }
            ws.write_string(at, c + 1, o.status)?;
            ws.write_number(at, c + 2, o.givens as f64)?;
        }
        None if at == 0
            && row
                .cells
                .iter()
                .any(|(col, v)| *col == column && matches!(v, Data::String(_))) =>
        {
            for (k, h) in ["Solution", "Status", "Givens"].iter().enumerate() {
                ws.write_string_with_format(at, c + k as u16, *h, bold)?;
            }
        }
        None => {}
    }
    Ok(())
}

/// Rows into a text file: tab-separated (`.txt`, `.sdm`) with a `#` header line, which
/// list readers take for a comment, every other line carried; or CSV with a header and a
/// record for each puzzle row only.
pub struct TextSink<W: Write> {
    csv: Option<csv::Writer<W>>,
    plain: Option<W>,
    /// The column the puzzles are in (0 for a text list).
    column: u32,
}

impl<W: Write> TextSink<W> {
    /// Writes to `w`, as CSV (with a header line) when `csv` is true, the puzzles read
    /// from column 0 (a text list); see [`TextSink::column`] for a sheet's column.
    pub fn new(w: W, csv: bool) -> Result<TextSink<W>, Error> {
        if csv {
            let mut w = csv::WriterBuilder::new().flexible(true).from_writer(w);
            w.write_record(["puzzle", "solution", "status", "givens"])
                .map_err(Error::write)?;
            Ok(TextSink {
                csv: Some(w),
                plain: None,
                column: 0,
            })
        } else {
            let mut w = w;
            writeln!(w, "# puzzle\tsolution\tstatus\tgivens").map_err(Error::write)?;
            Ok(TextSink {
                csv: None,
                plain: Some(w),
                column: 0,
            })
        }
    }

    /// Takes each row's puzzle (and its text, for other rows) from `column` of a sheet.
    pub fn column(mut self, column: u32) -> TextSink<W> {
        self.column = column;
        self
    }

    /// Flushes what is buffered.
    pub fn flush(&mut self) -> Result<(), Error> {
        if let Some(w) = &mut self.csv {
            w.flush().map_err(Error::write)?;
        }
        if let Some(w) = &mut self.plain {
            w.flush().map_err(Error::write)?;
        }
        Ok(())
    }
}

impl<W: Write + Send> ListSink for TextSink<W> {
    fn row(&mut self, row: &ListRow, result: Option<&RowResult<'_>>) -> Result<(), Error> {
        let text = match row.cells.iter().find(|(c, _)| *c == self.column) {
            Some((_, Data::String(s))) => s.clone(),
            Some((_, v)) => v.to_string(),
            None => String::new(),
        };
        let fields: Vec<String> = match result {
            Some(o) => vec![
                text.trim().to_string(),
                o.solution.map(|s| s.to_string()).unwrap_or_default(),
                o.status.to_string(),
                o.givens.to_string(),
            ],
            // CSV is one record a puzzle under its own header: a header, label or blank
            // row of the input would be a record of one field among records of four.
            None if self.csv.is_some() => return Ok(()),
            None => vec![text],
        };
        if let Some(w) = &mut self.csv {
            w.write_record(&fields).map_err(Error::write)
        } else if let Some(w) = &mut self.plain {
            writeln!(w, "{}", fields.join("\t")).map_err(Error::write)
        } else {
            Ok(())
        }
    }
}

/// Streams the rows of one list sheet of a workbook (by name) into a sink.
pub type StreamSheet<'a> =
    dyn FnMut(&mut Workbook, &str, &mut dyn ListSink) -> Result<(), Error> + 'a;

/// Builds the solved copy of a workbook that holds puzzle lists: every sheet of `carried`
/// in order, the sheets named in `lists` streamed through `stream` (which reads their rows
/// from `wb` and hands each with its result to the sink), the rest carried as they were.
/// The active and hidden sheets are kept as in [`crate::write::carried_workbook`].
pub fn write_list_workbook(
    xlsx: &mut XlsxWorkbook,
    wb: &mut Workbook,
    carried: &Carried,
    lists: &[String],
    column: u32,
    stream: &mut StreamSheet<'_>,
) -> Result<(), Error> {
    let bold = Format::new().set_bold();
    let formats: Vec<Format> = carried.styles.iter().map(to_format).collect();
    let active = carried.active_sheet();
    let names = carried.output_names();
    for (k, sheet) in carried.sheets.iter().enumerate() {
        let ws = if lists.contains(&sheet.name) {
            let name = &sheet.name;
            let extra = (last_column(wb, name)? + 1).max(column + 1);
            let ws = crate::streamed::add_streamed(xlsx).map_err(xlsx_err)?;
            ws.set_name(&names[k]).map_err(xlsx_err)?;
            ws.set_column_width(extra as u16, 85.0).map_err(xlsx_err)?;
            ws.set_column_width(extra as u16 + 1, 24.0)
                .map_err(xlsx_err)?;
            let mut sink = SheetSink {
                ws,
                extra,
                column,
                bold: bold.clone(),
            };
            stream(wb, name, &mut sink)?;
            sink.ws
        } else {
            let ws = xlsx.add_worksheet();
            carried_sheet(ws, &names[k], sheet, &formats, &[]).map_err(xlsx_err)?;
            ws
        };
        if k == active {
            ws.set_active(true);
        } else if sheet.hidden {
            ws.set_hidden(true);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_lists_continue_on_further_sheets() {
        assert_eq!(line_place(1), (0, 1));
        assert_eq!(line_place(LINES_PER_SHEET), (0, 1_048_575));
        assert_eq!(line_place(LINES_PER_SHEET + 1), (1, 1));
        assert_eq!(line_place(3 * LINES_PER_SHEET + 7), (3, 7));
    }

    #[test]
    fn text_rows_with_and_without_results() {
        let grid: sudoku_core::Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let row = |text: &str| ListRow {
            row: 1,
            cells: vec![(0, Data::String(text.into()))],
            entry: sudoku_core::puzzle_text::Entry::NotAPuzzle,
        };
        let result = RowResult {
            solution: Some(&grid as &dyn Line),
            status: "solved",
            givens: 81,
        };
        let mut out = Vec::new();
        let mut sink = TextSink::new(&mut out, true).unwrap();
        sink.row(&row("# a comment"), None).unwrap();
        sink.row(&row("Puzzle"), None).unwrap();
        sink.row(&row(" 53 "), Some(&result)).unwrap();
        sink.flush().unwrap();
        drop(sink);
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text,
            format!("puzzle,solution,status,givens\n53,{grid},solved,81\n")
        );
        let mut out = Vec::new();
        let mut sink = TextSink::new(&mut out, false).unwrap();
        sink.row(&row("53"), Some(&result)).unwrap();
        drop(sink);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("# puzzle\tsolution\tstatus\tgivens\n53\t{grid}\tsolved\t81\n")
        );
    }
}
