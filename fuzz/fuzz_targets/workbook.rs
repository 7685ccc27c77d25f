//! Any bytes, opened as a workbook and read the way `solve` reads one: sheet, grid, every
//! cell, the carried content; then copied with the grid written in, the way `solve` edits
//! an OOXML package. Must never panic, hang or abort.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_workbook::address::RangeSpec;
use sudoku_workbook::write::{Digits, GridOutput, SheetOutput};
use sudoku_workbook::Workbook;

fuzz_target!(|data: &[u8]| {
    // The tool reads every workbook of up to 64 MiB into memory first, so the bytes
    // are opened the same way here, without a file.
    if let Ok(mut wb) = Workbook::from_bytes(data) {
        if let Ok((sheet, range)) = wb.locate(None, &RangeSpec::default()) {
            if let Ok(puzzle) = wb.read_grid(&sheet, range) {
                let grids = [SheetOutput {
                    name: sheet.clone(),
                    grids: vec![GridOutput {
                        range,
                        digits: Digits::Classic {
                            puzzle,
                            shown: puzzle,
                        },
                        status: "Solved".into(),
                        marks: vec![(0, 0xFFE699)],
                    }],
                }];
                if let Ok(Ok(edit)) = wb.plan_edit(&grids, sudoku_workbook::package::parts::WORKBOOK_TYPE) {
                    let _ = edit.write_to(std::io::Cursor::new(Vec::new()));
                }
            }
            let mut n = 0u32;
            let _ = wb.for_each_cell(&sheet, None, &mut |_, _, _, _| {
                n += 1;
                n < 100_000
            });
        }
        let _ = wb.carry();
    }
});
