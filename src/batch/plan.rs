//! Deciding every output before any work: beside each input, one `-o` file, or mirrored
//! under `--out-dir`; collisions refused with both inputs named; every output folder made
//! (under `--out-dir`) and checked writable; no input or existing file replaced unless
//! asked.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use sudoku_workbook::save::{parent_dir, TEMP_PREFIX};
use sudoku_workbook::Error as WorkbookError;

use super::discover::{normal, Found};
use crate::error::Error;

/// Where outputs go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    /// Beside each input.
    Beside,
    /// One file (`-o`); only for a single input.
    File(PathBuf),
    /// Under a folder (`--out-dir`), mirroring the input folders.
    Folder(PathBuf),
}

/// One unit of work: an input and the output it will produce.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    /// The input file.
    pub input: PathBuf,
    /// The output file.
    pub output: PathBuf,
}

fn output_name(input: &Path, word: &str) -> PathBuf {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "puzzle".to_string());
    PathBuf::from(format!("{stem}.{word}.{}", output_extension(input, word)))
}

/// The extension of a copy of `input`: a solved copy of a workbook with macros keeps
/// them (the package is edited, not rebuilt), so it is named `.xlsm` as Excel requires;
/// every other output is a plain `.xlsx`.
pub fn output_extension(input: &Path, word: &str) -> &'static str {
    let macros = input
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("xlsm") || e.eq_ignore_ascii_case("xltm"));
    if macros && (word == "solved" || word == "explained") {
        "xlsm"
    } else {
        "xlsx"
    }
}

/// The default output for `input`: `<stem>.solved.xlsx` in the same folder.
/// Refuses, as the file's own error, an output that appeared since the plan was made
/// (checked again just before the work is reported, unless `force`).
pub fn check_not_there(out: &Path, force: bool) -> Result<(), Error> {
    if !force && out.exists() {
        return Err(Error::output(out, sudoku_workbook::Error::OutputExists));
    }
    Ok(())
}

#[cfg(test)]
pub fn default_output(input: &Path) -> PathBuf {
    input.with_file_name(output_name(input, "solved"))
}

/// Where outputs go, from `-o` and `--out-dir`: `-o` names one file, so it takes one
/// input named on the command line, not several or a folder.
pub fn destination(
    found: &[Found],
    output: Option<&Path>,
    out_dir: Option<&Path>,
) -> Result<Destination, anyhow::Error> {
    Ok(match (output, out_dir) {
        (Some(o), _) => {
            if found.len() > 1 || found.first().is_some_and(|f| f.root.is_some()) {
                anyhow::bail!(sudoku_i18n::tr!("usage-one-output", count = found.len()));
            }
            // A text list goes where a list is solved; any other output is a workbook,
            // named as one before any work is done.
            if !sudoku_workbook::list::is_text_list(o) {
                sudoku_workbook::save::workbook_content_type(o).map_err(|e| Error::output(o, e))?;
            }
            Destination::File(o.to_path_buf())
        }
        (None, Some(d)) => Destination::Folder(d.to_path_buf()),
        (None, None) => Destination::Beside,
    })
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

/// Decides every output path. Inputs of one name but another extension in one folder
/// (`classic.xlsx` and `classic.ods`) would share `classic.solved.xlsx`: each of them is
/// named after its whole file name instead (`classic.xlsx.solved.xlsx`,
/// `classic.ods.solved.xlsx`). Two inputs that still map to one output are an error,
/// reported before any work with both inputs named.
pub fn plan(found: &[Found], dest: &Destination) -> Result<Vec<Job>, anyhow::Error> {
    plan_as(found, dest, "solved")
}

/// [`plan`], with outputs named `<stem>.<word>.xlsx` (`explain` writes
/// `puzzle.explained.xlsx`, so it never meets the copy `solve` wrote).
pub fn plan_as(found: &[Found], dest: &Destination, word: &str) -> Result<Vec<Job>, anyhow::Error> {
    let mut jobs = Vec::with_capacity(found.len());
    for f in found {
        let output = match dest {
            Destination::File(p) => p.clone(),
            Destination::Beside => f.path.with_file_name(output_name(&f.path, word)),
            Destination::Folder(dir) => {
                let rel_dir = match &f.root {
                    Some(root) => f
                        .path
                        .parent()
                        .and_then(|p| p.strip_prefix(root).ok())
                        .map(Path::to_path_buf)
                        .unwrap_or_default(),
                    None => PathBuf::new(),
                };
                dir.join(rel_dir).join(output_name(&f.path, word))
            }
        };
        jobs.push(Job {
            input: f.path.clone(),
            output,
        });
    }
    if !matches!(dest, Destination::File(_)) {
        let mut sharing: HashMap<PathBuf, usize> = HashMap::new();
        for j in &jobs {
            *sharing.entry(normal(&j.output)).or_default() += 1;
        }
        for j in &mut jobs {
            if sharing[&normal(&j.output)] > 1 {
                let whole = j
                    .input
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "puzzle".to_string());
                let ext = output_extension(&j.input, word);
                j.output = j.output.with_file_name(format!("{whole}.{word}.{ext}"));
            }
        }
    }
    let mut seen: HashMap<PathBuf, &Path> = HashMap::new();
    for j in &jobs {
        let key = normal(&j.output);
        if let Some(other) = seen.insert(key, &j.input) {
            anyhow::bail!(sudoku_i18n::tr!(
                "usage-same-output",
                first = other.display().to_string(),
                second = j.input.display().to_string(),
                output = j.output.display().to_string()
            ));
        }
    }
    // Sets, not lists: a folder of 100,000 workbooks must not take 10^10 comparisons.
    let inputs: HashSet<PathBuf> = found.iter().map(|f| normal(&f.path)).collect();
    for j in &jobs {
        if inputs.contains(&normal(&j.output)) {
            return Err(Error::OutputIsInput {
                path: j.output.clone(),
            }
            .into());
        }
    }
    Ok(jobs)
}

/// Folders that missing from `dir` upwards, outermost first: what `create_dir_all(dir)`
/// will make.
fn missing_folders(dir: &Path) -> Vec<PathBuf> {
    let mut missing: Vec<PathBuf> = dir
        .ancestors()
        .filter(|a| !a.as_os_str().is_empty())
        .take_while(|a| std::fs::symlink_metadata(a).is_err())
        .map(Path::to_path_buf)
        .collect();
    missing.reverse();
    missing
}

/// Refuses an output folder under `--out-dir` reached through a symbolic link: a link
/// planted there (`out/sub -> ../elsewhere`) would send outputs outside the folder the
/// user named.
fn check_no_link_below(out_dir: &Path, dir: &Path) -> Result<(), Error> {
    let Ok(rel) = dir.strip_prefix(out_dir) else {
        return Ok(());
    };
    let mut at = out_dir.to_path_buf();
    for part in rel.components() {
        at.push(part);
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                return Err(Error::write(
                    &at,
                    format!(
                        "it is a symbolic link, and outputs are written only inside {}; remove the link or choose another --out-dir",
                        crate::messages::path(out_dir)
                    ),
                ))
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    Ok(())
}

/// Creates `--out-dir` and the folders below it that the outputs need, and checks, before
/// any work, that every output folder exists and can be written to. Returns the folders
/// it created, innermost last, so that those left empty can be removed after the run
/// ([`remove_empty_folders`]).
pub fn prepare_folders(jobs: &[Job], dest: &Destination) -> Result<Vec<PathBuf>, Error> {
    let mut created = Vec::new();
    if let Destination::Folder(dir) = dest {
        created.extend(missing_folders(dir));
        std::fs::create_dir_all(dir).map_err(|e| Error::write(dir, e))?;
    }
    // Each folder once: most jobs share their folder with the job before them.
    let mut checked: HashSet<PathBuf> = HashSet::new();
    for j in jobs {
        let dir = parent_dir(&j.output);
        if checked.contains(&dir) {
            continue;
        }
        if let Destination::Folder(out_dir) = dest {
            check_no_link_below(out_dir, &dir)?;
            created.extend(missing_folders(&dir));
            std::fs::create_dir_all(&dir).map_err(|e| Error::write(&dir, e))?;
        }
        if !dir.is_dir() {
            return Err(Error::output(&j.output, WorkbookError::OutputFolderMissing));
        }
        tempfile::Builder::new()
            .prefix(TEMP_PREFIX)
            .tempfile_in(&dir)
            .map_err(|e| Error::write(&dir, format!("the folder cannot be written to: {e}")))?;
        checked.insert(dir);
    }
    Ok(created)
}

/// Removes the folders of `created` that are still empty, innermost first: an input
/// that produced no output leaves no empty folder behind.
pub fn remove_empty_folders(created: &[PathBuf]) {
    for dir in created.iter().rev() {
        // Fails, as it should, on a folder that holds anything.
        let _ = std::fs::remove_dir(dir);
    }
}

/// Checks, before any work, that `out` can be written: its folder exists, it is not one
/// of `inputs`, and it does not exist unless `force`.
pub fn check_output(out: &Path, inputs: &[&Path], force: bool) -> Result<(), Error> {
    if !parent_dir(out).is_dir() {
        return Err(Error::output(out, WorkbookError::OutputFolderMissing));
    }
    if inputs.iter().any(|i| same_file(i, out)) {
        return Err(Error::OutputIsInput {
            path: out.to_path_buf(),
        });
    }
    if out.is_dir() {
        return Err(Error::write(out, "it is a folder"));
    }
    // A device or a pipe would be replaced by a plain file: `-o /dev/null --force` run as
    // root once turned /dev/null into one.
    if std::fs::metadata(out).is_ok_and(|m| !m.is_file()) {
        return Err(Error::write(
            out,
            "it is not a regular file (a device or pipe); name a file to write",
        ));
    }
    if !force && out.exists() {
        return Err(Error::output(out, WorkbookError::OutputExists));
    }
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
            PathBuf::from("PUZZLE.solved.xlsm")
        );
        assert_eq!(
            default_output(Path::new("a.b.ods")),
            PathBuf::from("a.b.solved.xlsx")
        );
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
            Err(Error::Output {
                error: WorkbookError::OutputFolderMissing,
                ..
            })
        ));
        let other = dir.path().join("other.xlsx");
        assert!(check_output(&other, &[&input], false).is_ok());
        std::fs::write(&other, b"y").unwrap();
        assert!(matches!(
            check_output(&other, &[&input], false),
            Err(Error::Output {
                error: WorkbookError::OutputExists,
                ..
            })
        ));
        assert!(check_output(&other, &[&input], true).is_ok());
    }

    #[test]
    fn outputs_mirror_folders_and_collisions_are_refused() {
        let found = vec![
            Found {
                path: "in/a/c.xlsx".into(),
                root: Some("in".into()),
            },
            Found {
                path: "x.ods".into(),
                root: None,
            },
        ];
        let jobs = plan(&found, &Destination::Folder("out".into())).unwrap();
        assert_eq!(jobs[0].output, PathBuf::from("out/a/c.solved.xlsx"));
        assert_eq!(jobs[1].output, PathBuf::from("out/x.solved.xlsx"));
        let beside = plan(&found, &Destination::Beside).unwrap();
        assert_eq!(beside[0].output, PathBuf::from("in/a/c.solved.xlsx"));

        let clash = vec![
            Found {
                path: "one/p.xlsx".into(),
                root: None,
            },
            Found {
                path: "two/p.xlsx".into(),
                root: None,
            },
        ];
        // Same whole name from two folders into one: nothing tells them apart.
        let e = plan(&clash, &Destination::Folder("out".into())).unwrap_err();
        assert!(e.to_string().contains("would both be written to"), "{e}");
        assert!(plan(&clash, &Destination::Beside).is_ok());

        // One name, two formats, one folder: each named after its whole file name.
        let twins = vec![
            Found {
                path: "samples/classic.ods".into(),
                root: Some("samples".into()),
            },
            Found {
                path: "samples/classic.xlsx".into(),
                root: Some("samples".into()),
            },
            Found {
                path: "samples/other.xlsx".into(),
                root: Some("samples".into()),
            },
        ];
        let outputs: Vec<PathBuf> = plan(&twins, &Destination::Beside)
            .unwrap()
            .into_iter()
            .map(|j| j.output)
            .collect();
        assert_eq!(
            outputs,
            [
                PathBuf::from("samples/classic.ods.solved.xlsx"),
                PathBuf::from("samples/classic.xlsx.solved.xlsx"),
                PathBuf::from("samples/other.solved.xlsx"),
            ]
        );
    }
}
