//! Saving an output all or nothing: through a file with no name yet (Linux) or a
//! temporary file in the same folder, given its name only once it is complete, never
//! replacing an existing file unless asked to.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;

/// Prefix of the temporary files written next to an output before they are renamed. A
/// file with this prefix that is left over belongs to a run that was killed.
pub const TEMP_PREFIX: &str = ".sudoku-xlsx-partial-";

/// The content type a workbook named `out` must give its workbook part: Excel opens an
/// `.xlsm` only with the macro-enabled type, an `.xltx` only as a template, and so on.
/// Any other name is refused: the copy is an OOXML workbook, and bytes of one under
/// `.ods`, `.xls` or `.pdf` would open nowhere.
pub fn workbook_content_type(out: &Path) -> Result<&'static str, Error> {
    use crate::package::parts;
    let ext = out
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "xlsx" => Ok(parts::WORKBOOK_TYPE),
        "xlsm" => Ok(parts::MACRO_WORKBOOK_TYPE),
        "xltx" => Ok(parts::TEMPLATE_TYPE),
        "xltm" => Ok(parts::MACRO_TEMPLATE_TYPE),
        "" => Err(Error::write(sudoku_i18n::tr!("save-no-extension"))),
        other => Err(Error::write(sudoku_i18n::tr!(
            "save-other-extension",
            ext = other
        ))),
    }
}

/// The folder an output file goes into (`.` for a bare file name).
pub fn parent_dir(out: &Path) -> PathBuf {
    match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes `out` all or nothing: the content goes to a file that has no name yet, or where
/// the system cannot do that, to a temporary file in the same folder; it gets its name
/// only once `write` succeeded. Without `force` an output that exists by then is not
/// replaced. On any failure nothing is left behind. Outputs get the usual permissions
/// (0666 less the umask), like any file a program creates.
///
/// ```
/// use std::io::Write;
/// use sudoku_workbook::{save_atomic, Error};
///
/// let dir = tempfile::tempdir().unwrap();
/// let out = dir.path().join("report.txt");
/// save_atomic(&out, false, |f| f.write_all(b"done\n"))?;
/// assert!(matches!(save_atomic(&out, false, |f| f.write_all(b"again")), Err(Error::OutputExists)));
/// assert_eq!(std::fs::read(&out).unwrap(), b"done\n");
/// # Ok::<(), Error>(())
/// ```
pub fn save_atomic(
    out: &Path,
    force: bool,
    write: impl FnOnce(&mut File) -> std::io::Result<()>,
) -> Result<(), Error> {
    let dir = parent_dir(out);
    if !dir.is_dir() {
        return Err(Error::OutputFolderMissing);
    }
    // Renaming over a device or a pipe (`-o /dev/null --force`, run as root) would put a
    // plain file in its place.
    if std::fs::metadata(out).is_ok_and(|m| !m.is_file()) {
        return Err(Error::write(sudoku_i18n::tr!("save-not-a-file")));
    }
    #[cfg(target_os = "linux")]
    if let Some(mut file) = unnamed::create(&dir) {
        write(&mut file).map_err(Error::write)?;
        file.flush().map_err(Error::write)?;
        return unnamed::link(file, out, &dir, force);
    }
    save_named(out, &dir, force, write)
}

/// [`save_atomic`] through a named temporary file renamed into place.
fn save_named(
    out: &Path,
    dir: &Path,
    force: bool,
    write: impl FnOnce(&mut File) -> std::io::Result<()>,
) -> Result<(), Error> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // tempfile's default, 0600, suits a scratch file, not an output others may read.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(Error::write)?;
    write(tmp.as_file_mut()).map_err(Error::write)?;
    // No fsync: the rename already makes the output all-or-nothing if the process dies,
    // and syncing every file halved batch throughput on two cores.
    tmp.as_file_mut().flush().map_err(Error::write)?;
    let persisted = if force {
        tmp.persist(out)
    } else {
        tmp.persist_noclobber(out)
    };
    persisted.map_err(|e| {
        if !force && e.error.kind() == std::io::ErrorKind::AlreadyExists {
            Error::OutputExists
        } else {
            Error::write(e.error)
        }
    })?;
    Ok(())
}

/// Outputs written as unnamed files (`O_TMPFILE`) and linked into place.
///
/// Why: creating a named file allocates its inode while holding the folder's lock, and so
/// does nothing else here. With two workers writing into one folder, each waited for the
/// other's file creations and renames (a sixth of a two-thread run spun on that lock on
/// this machine's ext4). An unnamed file is created without the folder's lock, and
/// linking it takes the lock only to add the name. A process killed mid-write leaves
/// nothing at all.
#[cfg(target_os = "linux")]
mod unnamed {
    use std::fs::File;
    use std::os::fd::AsRawFd;
    use std::path::Path;
    use std::sync::atomic::{AtomicU64, Ordering};

    use rustix::fs::{linkat, openat, AtFlags, Mode, OFlags, CWD};
    use rustix::io::Errno;

    use crate::error::Error;

    /// An unnamed file in `dir`, or `None` where the file system cannot make one.
    pub(super) fn create(dir: &Path) -> Option<File> {
        let fd = openat(
            CWD,
            dir,
            OFlags::TMPFILE | OFlags::RDWR | OFlags::CLOEXEC,
            Mode::from_raw_mode(0o666),
        )
        .ok()?;
        Some(File::from(fd))
    }

    /// Gives the written `file` the name `out`.
    pub(super) fn link(mut file: File, out: &Path, dir: &Path, force: bool) -> Result<(), Error> {
        // Linking by descriptor through /proc needs no privilege (AT_EMPTY_PATH would).
        let source = format!("/proc/self/fd/{}", file.as_raw_fd());
        let link_as =
            |name: &Path| linkat(CWD, source.as_str(), CWD, name, AtFlags::SYMLINK_FOLLOW);
        match link_as(out) {
            Ok(()) => return Ok(()),
            Err(Errno::EXIST) if !force => return Err(Error::OutputExists),
            Err(Errno::EXIST) => {
                // Replacing a file: link under a temporary name, then rename over it, so
                // the old output stays whole until the new one takes its place.
                static NEXT: AtomicU64 = AtomicU64::new(0);
                for _ in 0..100 {
                    let n = NEXT.fetch_add(1, Ordering::Relaxed);
                    let tmp = dir.join(format!(
                        "{}{}-{n}.tmp",
                        super::TEMP_PREFIX,
                        std::process::id()
                    ));
                    match link_as(&tmp) {
                        Ok(()) => {
                            return std::fs::rename(&tmp, out).map_err(|e| {
                                let _ = std::fs::remove_file(&tmp);
                                Error::write(e)
                            })
                        }
                        Err(Errno::EXIST) => continue,
                        Err(_) => break,
                    }
                }
            }
            Err(_) => {}
        }
        // No /proc, or a link refused for another reason: copy the content to a named
        // temporary file instead, which reports any real problem with the folder.
        super::save_named(out, dir, force, |named| {
            use std::io::{Seek, SeekFrom};
            file.seek(SeekFrom::Start(0))?;
            std::io::copy(&mut file, named).map(|_| ())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Saves `content` to `out` with `save_atomic` (`named` false) or through the named
    /// temporary file it falls back on (`named` true); `None` makes the writer fail.
    fn save(named: bool, out: &Path, force: bool, content: Option<&[u8]>) -> Result<(), Error> {
        let write = |f: &mut File| match content {
            Some(c) => f.write_all(c),
            None => Err(std::io::Error::other("boom")),
        };
        if named {
            save_named(out, &parent_dir(out), force, write)
        } else {
            save_atomic(out, force, write)
        }
    }

    #[test]
    fn atomic_save_never_leaves_partial_files() {
        for named in [false, true] {
            let dir = tempfile::tempdir().unwrap();
            let out = dir.path().join("x.xlsx");
            save(named, &out, false, Some(b"one")).unwrap();
            assert_eq!(std::fs::read(&out).unwrap(), b"one");
            let again = save(named, &out, false, Some(b"two"));
            assert!(matches!(again, Err(Error::OutputExists)));
            assert_eq!(std::fs::read(&out).unwrap(), b"one");
            let failed = save(named, &out, true, None);
            assert!(matches!(failed, Err(Error::Write { .. })));
            assert_eq!(std::fs::read(&out).unwrap(), b"one");
            save(named, &out, true, Some(b"three")).unwrap();
            assert_eq!(std::fs::read(&out).unwrap(), b"three");
            let failed_new = save(named, &dir.path().join("y.xlsx"), false, None);
            assert!(matches!(failed_new, Err(Error::Write { .. })));
            let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
            assert_eq!(names.len(), 1, "no temporary file left: {names:?}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn outputs_get_the_permissions_of_any_new_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("plain");
        File::create(&plain).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        for named in [false, true] {
            for force in [false, true] {
                let out = dir.path().join(format!("out-{named}-{force}.xlsx"));
                save(named, &out, force, Some(b"x")).unwrap();
                assert_eq!(mode(&out), mode(&plain), "{}", out.display());
                // Replacing keeps the usual permissions too.
                save(named, &out, true, Some(b"y")).unwrap();
                assert_eq!(mode(&out), mode(&plain), "{}", out.display());
            }
        }
    }
}
