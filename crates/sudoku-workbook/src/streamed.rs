//! Worksheets written row by row: streamed to a temporary file where there is a file
//! system, so a sheet of many rows costs no memory until the save; in a browser, which
//! has no files, ordinary worksheets held in memory.

use rust_xlsxwriter::{Workbook, Worksheet, XlsxError};

/// A new worksheet for rows written in order, each written once.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) fn add_streamed(wb: &mut Workbook) -> Result<&mut Worksheet, XlsxError> {
    wb.add_worksheet_with_constant_memory()
}

/// A new worksheet for rows written in order, each written once.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) fn add_streamed(wb: &mut Workbook) -> Result<&mut Worksheet, XlsxError> {
    Ok(wb.add_worksheet())
}
