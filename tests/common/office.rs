//! The spreadsheet programs the end-to-end tests open outputs in: LibreOffice (typing
//! through its UNO bridge, `tests/lo/type_and_export.py`, and converting to PDF), Gnumeric's
//! `ssconvert`, and openpyxl. Each is looked for first; a test whose program is missing
//! skips with a message, except where [`present`] is used under `CI=true`, where `.ci/run`
//! has installed them all and a missing one is a broken machine, not a reason to pass.

use std::path::{Path, PathBuf};
use std::process::Command;

/// LibreOffice with its Python bridge, or why not.
pub fn libreoffice() -> Result<(), String> {
    let python = Command::new("/usr/bin/python3")
        .args(["-c", "import uno"])
        .output();
    if !python.is_ok_and(|o| o.status.success()) {
        return Err("python3-uno is not installed".into());
    }
    let office = Command::new("soffice").arg("--version").output();
    if !office.is_ok_and(|o| o.status.success()) {
        return Err("LibreOffice (soffice) is not installed".into());
    }
    Ok(())
}

/// Gnumeric's converter, or why not.
pub fn gnumeric() -> Result<(), String> {
    let probe = Command::new("ssconvert").arg("--version").output();
    if probe.is_ok_and(|o| o.status.success()) {
        Ok(())
    } else {
        Err("Gnumeric's ssconvert is not installed".into())
    }
}

/// A Python that has openpyxl and Pillow (openpyxl reads pictures only with Pillow): the
/// system's first, as Debian's python3-openpyxl installs there, then the one on PATH.
pub fn openpyxl() -> Result<&'static str, String> {
    for python in ["/usr/bin/python3", "python3"] {
        let probe = Command::new(python)
            .args(["-c", "import openpyxl, PIL"])
            .output();
        if probe.is_ok_and(|o| o.status.success()) {
            return Ok(python);
        }
    }
    Err("no Python here has openpyxl and Pillow (Debian: python3-openpyxl python3-pil)".into())
}

/// Poppler's PDF tools (pdftoppm, pdftotext, pdfimages), or why not.
pub fn poppler() -> Result<(), String> {
    let probe = Command::new("pdftotext").arg("-v").output();
    if probe.is_ok() {
        Ok(())
    } else {
        Err("poppler-utils (pdftotext, pdftoppm) is not installed".into())
    }
}

/// The OOXML schema validator (`openxml-audit` from PyPI, which `.ci/run` installs in a
/// virtual environment and names in `OPENXML_AUDIT`), or why not.
pub fn openxml_audit() -> Result<PathBuf, String> {
    let program = std::env::var_os("OPENXML_AUDIT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("openxml-audit"));
    let probe = Command::new(&program).arg("--help").output();
    if probe.is_ok_and(|o| o.status.success()) {
        Ok(program)
    } else {
        Err("openxml-audit (pip install openxml-audit==0.8.0; OPENXML_AUDIT names it) is not installed".into())
    }
}

/// True when `probe` found its program. Otherwise the test fails under `CI=true` and
/// elsewhere says plainly what was not checked, so a skipped check is never mistaken
/// for a passed one.
pub fn present<T>(probe: Result<T, String>, test: &str) -> Option<T> {
    match probe {
        Ok(found) => Some(found),
        Err(why) if std::env::var_os("CI").is_some_and(|v| v == "true") => {
            panic!("{test}: {why}, and CI must run every check (.ci/run installs it)")
        }
        Err(why) => {
            eprintln!("SKIPPED part of {test}: {why}; that check was NOT run");
            None
        }
    }
}

/// Runs a command under `timeout`, failing the test with its output when it fails.
pub fn run(seconds: u32, program: &str, args: &[&std::ffi::OsStr]) -> String {
    let out = Command::new("timeout")
        .arg(seconds.to_string())
        .arg(program)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{program} {args:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// LibreOffice's PDF of `book`, written into `dir`. A profile of its own per call, so
/// tests running at once do not wait on (or break) one another's profile lock.
pub fn libreoffice_pdf(book: &Path, dir: &Path) -> PathBuf {
    libreoffice_convert(book, dir, "pdf")
}

/// `book` converted by LibreOffice to the format `to` (`pdf`, `csv`: its first sheet),
/// written into `dir`, with a profile of its own as [`libreoffice_pdf`].
pub fn libreoffice_convert(book: &Path, dir: &Path, to: &str) -> PathBuf {
    let profile = dir.join(format!(
        "lo-profile-{}",
        book.file_name().unwrap().to_string_lossy()
    ));
    let profile_url = format!("-env:UserInstallation=file://{}", profile.display());
    run(
        180,
        "soffice",
        &[
            "--headless".as_ref(),
            profile_url.as_ref(),
            "--convert-to".as_ref(),
            to.as_ref(),
            "--outdir".as_ref(),
            dir.as_os_str(),
            book.as_os_str(),
        ],
    );
    let out = dir.join(book.with_extension(to).file_name().unwrap());
    assert!(
        out.is_file(),
        "LibreOffice wrote no {to} of {}",
        book.display()
    );
    out
}

/// Types `typed` (`row,col,value;...`) into the first sheet of `book` in LibreOffice;
/// returns the counter's text after, and the export's cell fills with their counts.
/// A clash to type into a classic puzzle `line` (81 characters, `.` for open cells): a
/// given of some row and an open cell of the same row, as `(row, digit, column)`.
pub fn clash_in_a_row(line: &str) -> (usize, u8, usize) {
    (0..9)
        .find_map(|r| {
            let row = &line[r * 9..r * 9 + 9];
            let given = row.bytes().find(|b| *b != b'.')?;
            let open = row.bytes().position(|b| b == b'.')?;
            Some((r, given - b'0', open))
        })
        .expect("a row with a given and an open cell")
}

pub fn type_in_libreoffice(book: &Path, typed: &str, dir: &Path) -> (String, Vec<(String, usize)>) {
    type_in_libreoffice_at(book, typed, dir, 10)
}

/// [`type_in_libreoffice`] with the counter in column `counter` (0-based) of row 1.
pub fn type_in_libreoffice_at(
    book: &Path,
    typed: &str,
    dir: &Path,
    counter: u32,
) -> (String, Vec<(String, usize)>) {
    let html = dir.join(format!("export-{}.html", typed.len()));
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lo/type_and_export.py");
    let out = Command::new("timeout")
        .env("COUNTER_COL", counter.to_string())
        .arg("180")
        .arg("/usr/bin/python3")
        .arg(script)
        .arg(book)
        .arg(typed)
        .arg(&html)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let counter = text
        .lines()
        .find_map(|l| l.strip_prefix("after: "))
        .unwrap_or_default()
        .to_string();
    let export = std::fs::read_to_string(&html).unwrap();
    let mut fills: Vec<(String, usize)> = Vec::new();
    for part in export.split("bgcolor=\"").skip(1) {
        let colour = part[..7].to_string();
        match fills.iter_mut().find(|(c, _)| *c == colour) {
            Some(f) => f.1 += 1,
            None => fills.push((colour, 1)),
        }
    }
    (counter, fills)
}

/// How many cells of an export have the fill `colour`.
pub fn count(fills: &[(String, usize)], colour: &str) -> usize {
    fills
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(colour))
        .map_or(0, |f| f.1)
}
