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
pub mod read;
pub mod recorded;
pub mod save;
mod source;
pub mod steps;
pub mod write;
pub mod xlsx_layout;

pub use address::{cell_name, quote_sheet, AddressError, GridRange, RangeSpec};
pub use carry::Carried;
pub use error::{CellProblem, Error, NotADigit};
pub use read::{classify, FileFormat, GridRead, SheetInfo, Workbook};
pub use save::save_atomic;
