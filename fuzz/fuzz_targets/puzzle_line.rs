//! Any text, read as a puzzle line and as a list entry. A line that parses prints back
//! to a line that parses to the same grid.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::puzzle_text::{recognise, Entry};
use sudoku_core::Grid;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(g) = text.parse::<Grid>() {
        let again: Grid = g.to_string().parse().expect("a printed grid parses");
        assert_eq!(again, g);
    }
    if let Entry::Puzzle(g) = recognise(&text) {
        assert_eq!(g.to_string().len(), 81);
    }
    let _ = sudoku_workbook::address::RangeSpec::default();
    let _ = text.parse::<sudoku_workbook::address::RangeSpec>();
});
