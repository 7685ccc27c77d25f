//! Finding the inputs: files named on the command line as they are, folders walked for
//! workbooks (and text lists with `--list`), lock files and the tool's own outputs left
//! alone, each file taken once however often it is named.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

use sudoku_workbook::list::TEXT_LIST_EXTENSIONS;
use sudoku_workbook::save::TEMP_PREFIX;
use sudoku_workbook::Error as WorkbookError;

use crate::error::Error;

/// Extensions of the workbooks a folder walk picks up (compared without case).
pub const WORKBOOK_EXTENSIONS: &[&str] = &["xlsx", "xlsm", "xltx", "xltm", "xlsb", "xls", "ods"];

/// One input file and the folder it was found in, if it came from a folder walk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The file.
    pub path: PathBuf,
    /// The folder named on the command line that the file was found under.
    pub root: Option<PathBuf>,
}

fn has_extension(path: &Path, exts: &[&str]) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .map(|e| exts.iter().any(|x| e.eq_ignore_ascii_case(x)))
        .unwrap_or(false)
}

/// True for files a folder walk leaves alone: office lock files (`~$book.xlsx`), outputs
/// of this tool (`*.solved.xlsx`, `*.solved.xlsm`), and its temporary files.
pub fn is_skipped_name(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    name.starts_with("~$")
        || name.starts_with(TEMP_PREFIX)
        || name.ends_with(".solved.xlsx")
        || name.ends_with(".solved.xlsm")
        || name.starts_with(".~lock.")
}

/// Expands the command line's inputs: files are taken as they are; folders are walked
/// recursively for workbooks (and text lists when `lists`), skipping lock files and this
/// tool's own outputs. Each folder's files come sorted by path; inputs keep their order.
/// A file named twice (`book.xlsx book.xlsx`, a folder and a file in it, or the same file
/// by two paths such as `a.xlsx` and `../here/a.xlsx`) is taken once, where it first
/// appears. Only regular files are read: a FIFO or a device named like a workbook would
/// block or never end.
pub fn find_inputs(inputs: &[PathBuf], lists: bool) -> Result<Vec<Found>, Error> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut add = |found: Found| {
        // The real path when there is one, so that two spellings of one file meet.
        let key = std::fs::canonicalize(&found.path).unwrap_or_else(|_| normal(&found.path));
        if seen.insert(key) {
            out.push(found);
        }
    };
    for input in inputs {
        if let Ok(meta) = std::fs::metadata(input) {
            if !meta.is_dir() && !meta.is_file() {
                return Err(Error::input(
                    input,
                    WorkbookError::read(std::io::Error::other(sudoku_i18n::tr!(
                        "error-not-a-file"
                    ))),
                ));
            }
        }
        if input.is_dir() {
            let mut files = Vec::new();
            walk(input, lists, &mut files)?;
            files.sort();
            for path in files {
                add(Found {
                    path,
                    root: Some(input.clone()),
                });
            }
        } else {
            add(Found {
                path: input.clone(),
                root: None,
            });
        }
    }
    Ok(out)
}

fn walk(dir: &Path, lists: bool, files: &mut Vec<PathBuf>) -> Result<(), Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::input(dir, WorkbookError::read(e)))?;
    for entry in entries {
        let entry = entry.map_err(|e| Error::input(dir, WorkbookError::read(e)))?;
        let path = entry.path();
        // Links to folders are not followed, so a link loop cannot trap the walk.
        let kind = entry
            .file_type()
            .map_err(|e| Error::input(&path, WorkbookError::read(e)))?;
        if kind.is_dir() {
            walk(&path, lists, files)?;
        } else if kind.is_file()
            && !is_skipped_name(&path)
            && (has_extension(&path, WORKBOOK_EXTENSIONS)
                || (lists && has_extension(&path, TEXT_LIST_EXTENSIONS)))
        {
            files.push(path);
        }
    }
    Ok(())
}

/// A path with `.` and `..` taken out where they can be, for comparing names (of inputs
/// here, of outputs when planning).
pub(crate) fn normal(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(p: &Path) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, b"x").unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn pipes_and_devices_are_not_read() {
        let d = tempfile::tempdir().unwrap();
        let fifo = d.path().join("x.xlsx");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(
            made.is_ok_and(|s| s.success()),
            "mkfifo (coreutils) made the pipe"
        );
        // In a folder: passed over. Named: refused, without opening it (which blocks).
        assert!(find_inputs(&[d.path().to_path_buf()], false)
            .unwrap()
            .is_empty());
        let e = find_inputs(std::slice::from_ref(&fifo), false).unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
        let e = find_inputs(&[PathBuf::from("/dev/zero")], true).unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
    }

    #[test]
    fn folders_are_walked_sorted_and_filtered() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("in");
        for name in [
            "b.xlsx",
            "a/c.XLSX",
            "a/d.ods",
            "~$b.xlsx",
            "b.solved.xlsx",
            "notes.txt",
            "image.png",
            ".sudoku-xlsx-partial-x.tmp",
        ] {
            touch(&root.join(name));
        }
        let found = find_inputs(std::slice::from_ref(&root), false).unwrap();
        let names: Vec<_> = found
            .iter()
            .map(|f| f.path.strip_prefix(&root).unwrap().to_path_buf())
            .collect();
        assert_eq!(
            names,
            [
                PathBuf::from("a/c.XLSX"),
                PathBuf::from("a/d.ods"),
                PathBuf::from("b.xlsx")
            ]
        );
        let with_lists = find_inputs(std::slice::from_ref(&root), true).unwrap();
        assert_eq!(with_lists.len(), 4);
        // Named twice, directly and through its folder: taken once, where first named.
        let b = root.join("b.xlsx");
        let twice = find_inputs(&[b.clone(), root.clone(), root.join("./b.xlsx")], false).unwrap();
        assert_eq!(twice.len(), 3);
        // The same file by a path that climbs out and back in.
        let round = root.join("a").join("..").join("b.xlsx");
        assert_eq!(find_inputs(&[b.clone(), round], false).unwrap().len(), 1);
        assert_eq!(
            twice[0],
            Found {
                path: b,
                root: None
            }
        );
    }
}
