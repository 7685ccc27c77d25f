//! The solved copy of an OOXML workbook made by editing the user's own package: the
//! grid's sheet part and the styles are rewritten, every other part is copied byte for
//! byte (compressed bytes as they are), so charts, pictures, macros and controls survive.
//!
//! [`Workbook::plan_edit`](crate::Workbook::plan_edit) reads what the edit needs and decides every new cell and format
//! before anything is written; [`Edit::write_to`] then streams the copy.

mod edit;
mod formula;
mod graft;
pub(crate) mod normal;
pub mod parts;
pub mod rows;
pub mod sheet;
mod splice;
pub mod styles;

pub use edit::{Edit, Refused};
pub use graft::AddedSheets;
