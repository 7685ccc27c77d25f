//! Everything that touches spreadsheet files: reading grids out of workbooks and writing
//! solved workbooks. Nothing here knows how puzzles are solved.

pub mod carry;
pub mod layout;
pub mod list;
mod ole;
pub mod read;
pub mod source;
pub mod write;

pub use read::{Format, GridRead, SheetInfo, Workbook};
