//! Reading puzzle lists: a column of puzzle strings in a sheet, row by row, and text lists,
//! line by line. Both stream, so a million-row list costs no more memory than a chunk of
//! it, and both give the same [`ListRow`]s.

use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use calamine::Data;

use crate::address::{MAX_COLS, MAX_ROWS};
use crate::carry::{fit_cell, Fit};
use crate::error::Error;
use crate::read::Workbook;
use sudoku_core::puzzle_text::{recognise, Entry};

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
        Some(Data::Float(f)) if f.abs() >= 1e60 => {
            Entry::Broken(sudoku_i18n::tr!("list-stored-as-number"))
        }
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

/// Notes about cells cut or left out that are kept; the rest are only counted.
const NOTES_KEPT: usize = 20;

/// Streams the rows of `sheet` in order, each with its cells and the entry in `column`,
/// until `f` returns false. Cells a worksheet cannot hold as they are (see
/// [`crate::carry::fit_cell`]) are cut or left out; the notes returned say which.
pub fn read_rows(
    wb: &mut Workbook,
    sheet: &str,
    column: u32,
    f: &mut dyn FnMut(ListRow) -> bool,
) -> Result<Vec<String>, Error> {
    let mut notes: Vec<String> = Vec::new();
    let mut more_notes = 0usize;
    let mut current: Option<ListRow> = None;
    let mut go_on = true;
    let finish = |r: ListRow, f: &mut dyn FnMut(ListRow) -> bool| -> bool {
        let mut r = r;
        r.entry = entry_of(r.cells.iter().find(|(c, _)| *c == column).map(|(_, v)| v));
        f(r)
    };
    wb.for_each_cell(sheet, None, &mut |row, col, mut value, _| {
        let kept = match fit_cell(sheet, row, col, &mut value, &mut None) {
            Fit::Fits => true,
            Fit::Cut(note) | Fit::Dropped(note) => {
                if notes.len() < NOTES_KEPT {
                    notes.push(note);
                } else {
                    more_notes += 1;
                }
                row < MAX_ROWS && col < MAX_COLS
            }
        };
        if !kept {
            return true;
        }
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
    if more_notes > 0 {
        notes.push(sudoku_i18n::tr!("note-more-cells", count = more_notes));
    }
    Ok(notes)
}

/// Longest line of a text list that is read; the rest of a longer line is skipped
/// unread into memory and the line reported as broken. A puzzle line is 81 characters;
/// with a comment, a few hundred.
pub const MAX_LINE: usize = 64 << 10;

/// A text puzzle list (.txt, .sdm, .csv), read line by line. Lines are numbered from 1,
/// so that a workbook made from the list keeps row 0 for its header.
///
/// ```
/// use sudoku_core::puzzle_text::Entry;
/// use sudoku_workbook::list::TextList;
///
/// let text = "# my puzzles\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
/// let rows: Vec<_> = TextList::new(text.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(rows.len(), 2);
/// assert_eq!(rows[0].entry, Entry::NotAPuzzle);
/// assert!(matches!(rows[1].entry, Entry::Puzzle(_)));
/// assert_eq!(rows[1].row, 2);
/// # Ok::<(), sudoku_workbook::Error>(())
/// ```
pub struct TextList<R> {
    reader: BufReader<R>,
    line: Vec<u8>,
    number: u32,
    done: bool,
}

impl TextList<File> {
    /// Opens a text list file.
    pub fn open(path: &Path) -> Result<TextList<File>, Error> {
        Ok(TextList::new(File::open(path).map_err(Error::read)?))
    }
}

impl<R: Read> TextList<R> {
    /// Reads a text list from `reader`.
    pub fn new(reader: R) -> TextList<R> {
        TextList {
            reader: BufReader::with_capacity(1 << 16, reader),
            line: Vec::new(),
            number: 0,
            done: false,
        }
    }

    /// Reads one line into `self.line` (at most [`MAX_LINE`] bytes of it) and tells
    /// whether there was one and whether it was cut.
    fn read_line(&mut self) -> std::io::Result<Option<bool>> {
        self.line.clear();
        let n = (&mut self.reader)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut self.line)?;
        if n == 0 {
            return Ok(None);
        }
        if self.line.len() <= MAX_LINE || self.line.ends_with(b"\n") {
            return Ok(Some(false));
        }
        // Skip the rest of an overlong line without keeping it.
        loop {
            let buf = self.reader.fill_buf()?;
            if buf.is_empty() {
                break;
            }
            match buf.iter().position(|&b| b == b'\n') {
                Some(k) => {
                    self.reader.consume(k + 1);
                    break;
                }
                None => {
                    let len = buf.len();
                    self.reader.consume(len);
                }
            }
        }
        Ok(Some(true))
    }
}

impl<R: Read> Iterator for TextList<R> {
    type Item = Result<ListRow, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let cut = match self.read_line() {
            Ok(Some(cut)) => cut,
            Ok(None) => {
                self.done = true;
                return None;
            }
            Err(e) => {
                self.done = true;
                return Some(Err(Error::read(e)));
            }
        };
        let Some(number) = self.number.checked_add(1) else {
            self.done = true;
            return Some(Err(Error::TooLarge {
                what: sudoku_i18n::tr!("large-list"),
                detail: sudoku_i18n::tr!("large-list-lines"),
            }));
        };
        self.number = number;
        let text = String::from_utf8_lossy(&self.line);
        let text = text.trim_end_matches(['\n', '\r']);
        let entry = if cut && !text.trim_start().starts_with('#') {
            Entry::Broken(sudoku_i18n::tr!("list-line-too-long", kib = MAX_LINE >> 10))
        } else {
            recognise(text)
        };
        let cells = if text.is_empty() {
            Vec::new()
        } else if cut {
            // Only the start is kept, to show which line it was.
            vec![(0, Data::String(text.chars().take(200).collect()))]
        } else {
            vec![(0, Data::String(text.to_string()))]
        };
        Some(Ok(ListRow {
            row: number,
            cells,
            entry,
        }))
    }
}

/// Extensions of text puzzle lists, compared without case.
pub const TEXT_LIST_EXTENSIONS: &[&str] = &["txt", "sdm", "csv"];

/// True when a file name says it is a text puzzle list: `.txt`, `.sdm` or `.csv`, in any
/// case.
pub fn is_text_list(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        TEXT_LIST_EXTENSIONS
            .iter()
            .any(|x| e.eq_ignore_ascii_case(x))
    })
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

    #[test]
    fn text_lists() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let long = "1".repeat(MAX_LINE + 10);
        let text = format!("{p}\r\n\n{long}\n{p} # hard\nxx");
        let rows: Vec<ListRow> = TextList::new(text.as_bytes())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            rows.iter().map(|r| r.row).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5]
        );
        assert!(matches!(rows[0].entry, Entry::Puzzle(_)));
        assert_eq!(rows[0].cells, vec![(0, Data::String(p.into()))]);
        assert!(rows[1].cells.is_empty());
        assert!(matches!(&rows[2].entry, Entry::Broken(why) if why.contains("longer than 64 KiB")));
        assert!(matches!(rows[3].entry, Entry::Puzzle(_)));
        assert_eq!(rows[4].entry, Entry::NotAPuzzle);
        // An overlong comment is still a comment, and only its start is kept.
        let comment = format!("# {}\n{p}\n", "c".repeat(MAX_LINE * 3));
        let rows: Vec<ListRow> = TextList::new(comment.as_bytes())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(rows[0].entry, Entry::NotAPuzzle);
        assert!(matches!(&rows[0].cells[0].1, Data::String(s) if s.len() == 200));
        assert!(matches!(rows[1].entry, Entry::Puzzle(_)));
    }

    #[test]
    fn text_list_names() {
        assert!(is_text_list(Path::new("a/b.TXT")));
        assert!(is_text_list(Path::new("b.sdm")));
        assert!(is_text_list(Path::new("b.csv")));
        assert!(!is_text_list(Path::new("b.xlsx")));
        assert!(!is_text_list(Path::new("txt")));
    }
}
