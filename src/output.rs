//! Where outputs go and how they get there: default output names, the checks made before
//! any work (folder present, no input overwritten, no existing file replaced without
//! `--force`), and saving through a temporary file renamed into place.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;

/// Prefix of the temporary files the tool writes next to an output before renaming them.
/// A file with this prefix that is left over belongs to a run that was killed.
pub const TEMP_PREFIX: &str = ".sudoku-xlsx-partial-";

/// The default output for `input`: `<stem>.solved.xlsx` in the same folder.
pub fn default_output(input: &Path) -> PathBuf {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "puzzle".to_string());
    input.with_file_name(format!("{stem}.solved.xlsx"))
}

/// True when `a` and `b` name the same existing file (through links, `..` or case
/// folding on file systems that fold case).
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(ma), Ok(mb)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return ma.dev() == mb.dev() && ma.ino() == mb.ino();
        }
        false
    }
    #[cfg(not(unix))]
    {
        match (a.canonicalize(), b.canonicalize()) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
    }
}

/// The folder an output file goes into (`.` for a bare file name).
pub fn parent_dir(out: &Path) -> PathBuf {
    match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Checks, before any work, that `out` can be written: its folder exists, it is not one
/// of `inputs`, and it does not exist unless `force`.
pub fn check_output(out: &Path, inputs: &[&Path], force: bool) -> Result<(), Error> {
    let dir = parent_dir(out);
    if !dir.is_dir() {
        return Err(Error::OutputFolderMissing { path: dir });
    }
    if inputs.iter().any(|i| same_file(i, out)) {
        return Err(Error::OutputIsInput {
            path: out.to_path_buf(),
        });
    }
    if out.is_dir() {
        return Err(Error::write(out, "it is a folder"));
    }
    if !force && out.exists() {
        return Err(Error::OutputExists {
            path: out.to_path_buf(),
        });
    }
    Ok(())
}

/// Writes `out` through a temporary file in its folder, renamed into place once `write`
/// succeeded. Without `force` the rename refuses to replace a file
/// that exists by then. On any failure nothing is left behind.
pub fn save_atomic(
    out: &Path,
    force: bool,
    write: impl FnOnce(&mut File) -> Result<(), String>,
) -> Result<(), Error> {
    let dir = parent_dir(out);
    if !dir.is_dir() {
        return Err(Error::OutputFolderMissing { path: dir });
    }
    let mut tmp = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .suffix(".tmp")
        .tempfile_in(&dir)
        .map_err(|e| Error::write(out, e))?;
    write(tmp.as_file_mut()).map_err(|e| Error::write(out, e))?;
    // No fsync: the rename already makes the output all-or-nothing if the process dies,
    // and syncing every file halved batch throughput on two cores.
    tmp.as_file_mut()
        .flush()
        .map_err(|e| Error::write(out, e))?;
    let persisted = if force {
        tmp.persist(out)
    } else {
        tmp.persist_noclobber(out)
    };
    persisted.map_err(|e| {
        if !force && e.error.kind() == std::io::ErrorKind::AlreadyExists {
            Error::OutputExists {
                path: out.to_path_buf(),
            }
        } else {
            Error::write(out, e.error)
        }
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_names() {
        assert_eq!(
            default_output(Path::new("dir/puzzle.xlsx")),
            PathBuf::from("dir/puzzle.solved.xlsx")
        );
        assert_eq!(
            default_output(Path::new("PUZZLE.XLSM")),
            PathBuf::from("PUZZLE.solved.xlsx")
        );
        assert_eq!(
            default_output(Path::new("a.b.ods")),
            PathBuf::from("a.b.solved.xlsx")
        );
    }

    #[test]
    fn atomic_save_never_leaves_partial_files() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("x.xlsx");
        save_atomic(&out, false, |f| {
            f.write_all(b"one").map_err(|e| e.to_string())
        })
        .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"one");
        let again = save_atomic(&out, false, |f| {
            f.write_all(b"two").map_err(|e| e.to_string())
        });
        assert!(matches!(again, Err(Error::OutputExists { .. })));
        assert_eq!(std::fs::read(&out).unwrap(), b"one");
        let failed = save_atomic(&out, true, |_| Err("boom".to_string()));
        assert!(matches!(failed, Err(Error::Write { .. })));
        assert_eq!(std::fs::read(&out).unwrap(), b"one");
        save_atomic(&out, true, |f| {
            f.write_all(b"three").map_err(|e| e.to_string())
        })
        .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"three");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file left: {names:?}");
    }

    #[test]
    fn output_checks() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.xlsx");
        std::fs::write(&input, b"x").unwrap();
        assert!(matches!(
            check_output(&input, &[&input], true),
            Err(Error::OutputIsInput { .. })
        ));
        let via_dots = dir.path().join(".").join("in.xlsx");
        assert!(matches!(
            check_output(&via_dots, &[&input], true),
            Err(Error::OutputIsInput { .. })
        ));
        assert!(matches!(
            check_output(&dir.path().join("no/such/out.xlsx"), &[&input], false),
            Err(Error::OutputFolderMissing { .. })
        ));
        let other = dir.path().join("other.xlsx");
        assert!(check_output(&other, &[&input], false).is_ok());
        std::fs::write(&other, b"y").unwrap();
        assert!(matches!(
            check_output(&other, &[&input], false),
            Err(Error::OutputExists { .. })
        ));
        assert!(check_output(&other, &[&input], true).is_ok());
    }
}
