//! The output copy of a workbook, made one of three ways: the user's own package edited
//! in place (OOXML inputs), the workbook rebuilt from what calamine reads (other
//! formats), or the grids alone in a new workbook; and saved all or nothing.

use std::path::Path;

use sudoku_i18n::tr;
use sudoku_workbook::package::{Edit, Refused};
use sudoku_workbook::write::{self, SheetOutput};
use sudoku_workbook::{FileFormat, Workbook};

use crate::batch::{self, Job};
use crate::error::{Error, InFile};
use crate::messages;

/// A copy of a workbook, ready to be saved.
pub enum Copy {
    /// A new workbook (a bare grid, a list, or a workbook that could not be edited).
    Built(Box<rust_xlsxwriter::Workbook>),
    /// The user's own package with the grids written in.
    Edited(Box<Edit>),
}

/// How the copy is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyKind {
    /// Only the grids, in a new workbook.
    GridOnly,
    /// The whole workbook: the package edited in place where it can be, else rebuilt.
    Whole,
}

/// The copy of `wb` with `grids` solved in it, not yet saved, and the sheets it had to
/// rename (`(input name, copy name)`). Warnings about what the copy changes go to `err`.
pub fn build_copy(
    kind: CopyKind,
    wb: &mut Workbook,
    sheets: Vec<SheetOutput>,
    job: &Job,
    err: &mut Vec<String>,
) -> Result<(Copy, Vec<(String, String)>), Error> {
    let input = &job.input;
    let file = messages::path(input);
    let copy_type =
        sudoku_workbook::save::workbook_content_type(&job.output).to_file(&job.output)?;
    if kind == CopyKind::Whole {
        match wb.plan_edit(&sheets, copy_type).in_file(input)? {
            Ok(edit) => {
                check_macro_name(&edit, &job.output)?;
                for name in &edit.unsafe_entries {
                    err.push(messages::warning(tr!(
                        "note-unsafe-entry",
                        file = &file,
                        name = messages::printable(&format!("{name:?}"))
                    )));
                }
                for grid in &edit.no_room {
                    err.push(messages::warning(tr!(
                        "note-no-room",
                        file = &file,
                        grid = messages::printable(grid)
                    )));
                }
                return Ok((Copy::Edited(Box::new(edit)), Vec::new()));
            }
            Err(Refused(why)) if wb.format() == FileFormat::Xlsx => {
                if wb_has_macros(&job.output) {
                    return Err(Error::write(
                        &job.output,
                        tr!("error-macros-not-copied", why = &why),
                    ));
                }
                err.push(messages::warning(tr!(
                    "note-rebuilt",
                    file = &file,
                    why = &why
                )));
            }
            Err(_) => {}
        }
    }
    let (built, renamed) = if kind == CopyKind::GridOnly {
        let names = write::output_sheet_names(sheets.iter().map(|s| s.name.as_str()));
        let renamed: Vec<(String, String)> = sheets
            .iter()
            .zip(names)
            .filter(|(s, n)| s.name != *n)
            .map(|(s, n)| (s.name.clone(), n))
            .collect();
        (write::solution_workbook(&sheets), renamed)
    } else {
        let carried = wb.carry().in_file(input)?;
        if let Some(w) = carried.not_carried_text() {
            err.push(messages::warning(format!("{file}: {w}")));
        }
        cut_cells(err, &file, &carried.cut);
        (
            write::carried_workbook(&carried, &sheets),
            carried.renamed(),
        )
    };
    for (from, to) in &renamed {
        err.push(messages::warning(renamed_sheet(&file, from, to)));
    }
    Ok((
        Copy::Built(Box::new(built.map_err(|e| Error::write(&job.output, e))?)),
        renamed,
    ))
}

/// True for an output named as a workbook with macros.
fn wb_has_macros(out: &Path) -> bool {
    out.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("xlsm") || e.eq_ignore_ascii_case("xltm"))
}

/// Excel opens a workbook with macros only under an `.xlsm` name: an edited copy keeps
/// the input's macros, so its name must say so. (A workbook without macros may be
/// named `.xlsm`; the copy's content type follows the name.)
pub fn check_macro_name(edit: &Edit, out: &Path) -> Result<(), Error> {
    if edit.macro_enabled && !wb_has_macros(out) {
        return Err(Error::write(out, tr!("error-macro-name")));
    }
    Ok(())
}

impl Copy {
    /// The copy's file as bytes, for an output that is not a file (the web page's
    /// downloads); `out` names it in errors.
    pub fn into_bytes(self, out: &Path) -> Result<Vec<u8>, Error> {
        match self {
            Copy::Built(mut book) => {
                write::to_bytes(&mut book, out).map_err(|e| Error::output(out, e))
            }
            Copy::Edited(edit) => {
                let mut bytes = std::io::Cursor::new(Vec::new());
                edit.write_to(&mut bytes)
                    .map_err(|e| Error::write(out, e))?;
                Ok(bytes.into_inner())
            }
        }
    }
}

/// Saves a copy to the job's output, all or nothing, unless a signal asked the run to
/// stop.
pub fn save_copy(out: Copy, job: &Job, force: bool) -> Result<(), Error> {
    if batch::interrupted_by_signal() {
        return Err(Error::write(&job.output, tr!("error-interrupted")));
    }
    match out {
        Copy::Built(mut book) => write::save(&mut book, &job.output, force).to_file(&job.output),
        Copy::Edited(edit) => sudoku_workbook::save_atomic(&job.output, force, |f| {
            edit.write_to_file(f)?;
            // A signal during the copy: the finished file is dropped, never linked.
            if batch::interrupted_by_signal() {
                return Err(std::io::Error::other(tr!("error-interrupted")));
            }
            Ok(())
        })
        .to_file(&job.output),
    }
}

/// Warnings for cells the copy had to cut or leave out: the first few with their places,
/// then a count.
pub(crate) fn cut_cells(err: &mut Vec<String>, file: &str, notes: &[String]) {
    const SHOWN: usize = 5;
    for note in notes.iter().take(SHOWN) {
        err.push(messages::warning(format!("{file}: {note}")));
    }
    if notes.len() > SHOWN {
        err.push(messages::warning(tr!(
            "note-more-cut",
            file = file,
            count = notes.len() - SHOWN
        )));
    }
}

/// The warning for a sheet that gets another name in the copy.
pub(crate) fn renamed_sheet(file: &str, from: &str, to: &str) -> String {
    tr!(
        "note-renamed-sheet",
        file = file,
        from = messages::printable(&format!("{from:?}")),
        to = messages::printable(&format!("{to:?}"))
    )
}
