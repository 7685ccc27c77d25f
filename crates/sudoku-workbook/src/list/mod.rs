//! Puzzle lists: one puzzle string per row of a sheet column or per line of a text file,
//! read as a stream of [`ListRow`]s, and written back with solution, status and givens
//! beside each puzzle (into a sheet, a new workbook, or text).

mod read;
mod write;

pub use read::{
    entry_of, is_text_list, last_column, read_rows, ListRow, TextList, MAX_LINE,
    TEXT_LIST_EXTENSIONS,
};
pub use write::{
    write_list_workbook, BookSink, Line, ListSink, RowResult, SheetSink, StreamSheet, TextSink,
};
