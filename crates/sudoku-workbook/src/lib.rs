//! sudoku-workbook: Sudoku grids in spreadsheet files. It opens every format calamine
//! reads (the content decides, not the name), checks what a file declares before a
//! reader trusts it, reads grids (9x9, and any size from 4x4 to 25x25 in [`general`]) and
//! puzzle lists with every bad cell named, carries a
//! whole workbook into a new one, and writes solved, generated and list workbooks with
//! rust_xlsxwriter, all or nothing. It knows nothing about how puzzles are solved.
//!
//! ```no_run
//! use sudoku_workbook::{GridRange, Workbook};
//!
//! let mut book = Workbook::open("puzzle.xlsx".as_ref())?;
//! let sheet = book.find_sheet(None)?;
//! let grid = book.read_grid(&sheet, GridRange::default())?;
//! println!("{} givens on {sheet}", grid.givens());
//! # Ok::<(), sudoku_workbook::Error>(())
//! ```
//!
//! # Layers
//!
//! Each module uses only modules of the layers below it, or of its own layer without a
//! circle (`tools/import-cycles.py` checks this in CI).
//!
//! 1. **Base**: [`address`] (A1 addresses, the grid range), [`error`], [`save`] (all or
//!    nothing), [`panic_guard`]. They know nothing of workbooks being read or written.
//! 2. **Looks**: [`look`] (a grid cell's look as plain data, the classic 9x9 grid drawn)
//!    and [`shaped_look`] (symbols, frames and tints of grids of any shape), the base
//!    every writer draws with; [`recorded`] spells and writes the names the tool records.
//! 3. **Readers**: [`read`] (opening any format, the 9x9 grid), [`locate`], [`general`]
//!    (grids of other sizes), [`carry`] (a whole workbook for a copy), the list reader
//!    in [`list`], and the recorded names read back; each reader is apart from writers.
//! 4. **Writers**, one module per output kind: [`write`](mod@write) (solved copies), [`puzzles`]
//!    (new workbooks for `generate` and `play`, over [`play`] and [`booklet`]), [`steps`]
//!    (explain's sheets) and the list writer in [`list`].

pub mod address;
pub mod booklet;
pub mod carry;
pub mod error;
pub mod general;
pub mod list;
pub mod locate;
pub mod look;
mod ods_check;
mod ole;
pub mod package;
pub mod panic_guard;
pub mod play;
pub mod puzzles;
pub mod read;
mod read_recorded;
pub mod recorded;
pub mod save;
pub mod shaped_look;
mod source;
pub mod steps;
mod streamed;
#[cfg(test)]
mod test_support;
pub mod write;
pub mod xlsx_layout;

pub use address::{cell_name, quote_sheet, AddressError, GridRange, RangeSpec};
pub use carry::Carried;
pub use error::{CellProblem, Error, NotADigit};
pub use read::{classify, FileFormat, GridRead, SheetInfo, Workbook};
pub use save::save_atomic;
