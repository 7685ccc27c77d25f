//! The web page (issue #31) end to end: `web/tests/e2e.py` serves the built site
//! (`web/dist`) on localhost, uses it in headless Chromium as a person would (solve,
//! explain, play, generate, a typed puzzle, a batch, a PDF under a workbook's name, and a
//! solve with the server stopped) and opens what the page downloads with openpyxl; see the
//! script's own docs for each check.
//!
//! It needs the built site and Debian's Chromium, chromedriver, Selenium and openpyxl.
//! Where one is missing the test says so and passes, except under `CI=true`, where
//! `.ci/run` builds the site and installs them all, so a missing one fails it.

mod common;

use std::path::Path;
use std::process::Command;

use common::office::{self, present};

/// The script's own parts, which need no browser and no site: its solution counter and
/// puzzle maker (every puzzle it makes has exactly one solution), the clash it plants,
/// and its server's MIME types (`.wasm` as application/wasm).
#[test]
fn the_e2e_script_checks_its_own_parts() {
    let Some(python) = present(office::openpyxl(), "the_e2e_script_checks_its_own_parts") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(python)
        .arg(root.join("web/tests/e2e.py"))
        .arg("--self-test")
        .output()
        .expect("run web/tests/e2e.py --self-test");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success() && text.contains("self-test: ok"),
        "{text}"
    );
}

/// Everything the script needs, or what is missing.
fn browser_and_site(root: &Path) -> Result<(), String> {
    let index = root.join("web/dist/index.html");
    if !index.is_file() {
        return Err(format!(
            "{} is missing (the site is not built)",
            index.display()
        ));
    }
    for program in ["/usr/bin/chromium", "/usr/bin/chromedriver"] {
        let probe = Command::new(program).arg("--version").output();
        if !probe.is_ok_and(|o| o.status.success()) {
            return Err(format!(
                "{program} does not run (Debian: chromium chromium-driver)"
            ));
        }
    }
    let python = Command::new("/usr/bin/python3")
        .args(["-c", "import selenium, openpyxl"])
        .output();
    if !python.is_ok_and(|o| o.status.success()) {
        return Err(
            "/usr/bin/python3 lacks selenium or openpyxl (Debian: python3-selenium python3-openpyxl)"
                .into(),
        );
    }
    Ok(())
}

#[test]
fn the_page_works_end_to_end_in_chromium() {
    let test = "the_page_works_end_to_end_in_chromium";
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if present(browser_and_site(root), test).is_none() {
        return;
    }
    // Nine actions of at most a minute or two each, in a debug build of the wasm at worst.
    let out = Command::new("timeout")
        .arg("900")
        .arg("/usr/bin/python3")
        .arg(root.join("web/tests/e2e.py"))
        .arg("--dist")
        .arg(root.join("web/dist"))
        .output()
        .expect("run web/tests/e2e.py");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(
        out.status.success(),
        "web/tests/e2e.py failed ({}):\n{stdout}{stderr}",
        out.status
    );
    assert!(stdout.contains("e2e: all checks passed"), "{stdout}");
}
