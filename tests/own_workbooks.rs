//! The tool's own workbooks round-trip (issue #28, item 5): what `generate` and `play`
//! write for a variant is read back under its rules with no flags, a flag that
//! contradicts the record is refused, and `--all-sheets` passes over the sheets the tool
//! added (Solutions, Booklet, Steps, Candidates, the answers) in the workbooks `generate`,
//! `play` and `explain` write.

mod common;

use common::{cmd, zip_part, Scratch};

/// Generates into `name` in `s` with `args`, and checks it worked.
fn generate(s: &Scratch, name: &str, args: &[&str]) {
    cmd(s.dir.path())
        .args(["generate", "-q", "-o", name])
        .args(args)
        .assert()
        .success();
}

fn stdout_of(s: &Scratch, args: &[&str]) -> String {
    let out = cmd(s.dir.path()).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn generate_jigsaw_writes_9x9_jigsaws() {
    let s = Scratch::new();
    for (name, extra) in [("j.xlsx", &[][..]), ("j9.xlsx", &["--size", "9"][..])] {
        let out = cmd(s.dir.path())
            .args(["generate", "--jigsaw", "-n", "3", "--seed", "4", "-o", name])
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(text.matches("(9x9 jigsaw)").count(), 3, "{text}");
        let book = zip_part(&s.path(name), "xl/workbook.xml");
        for k in 1..=3 {
            assert!(book.contains(&format!("SudokuRegions{k}")), "{book}");
        }
        // The layout is read back with no flags, and the regions apply.
        let solved = stdout_of(
            &s,
            &["solve", name, "--sheet", "Puzzle 2", "-o", "x.xlsx", "-f"],
        );
        assert!(solved.contains("(9x9 jigsaw): Solved"), "{solved}");
    }
}

#[test]
fn variants_are_read_back_under_their_own_rules() {
    let s = Scratch::new();
    generate(&s, "d.xlsx", &["--diagonal", "-n", "2", "--seed", "5"]);
    let solved = stdout_of(&s, &["solve", "d.xlsx", "--sheet", "2"]);
    assert!(
        solved.contains("'Puzzle 2'!A1:I9 (9x9 diagonal): Solved"),
        "{solved}"
    );
    let rated = stdout_of(&s, &["rate", "d.xlsx"]);
    assert!(rated.contains("9x9 diagonal"), "{rated}");
    let explained = stdout_of(&s, &["explain", "d.xlsx", "--steps", "3"]);
    assert!(explained.contains("(9x9 diagonal)"), "{explained}");
    // Its solved copy keeps the record.
    let again = stdout_of(&s, &["rate", "d.solved.xlsx"]);
    assert!(again.contains("9x9 diagonal"), "{again}");

    generate(&s, "w.xlsx", &["--windoku", "--seed", "5"]);
    let solved = stdout_of(&s, &["solve", "w.xlsx", "--windoku"]);
    assert!(solved.contains("(9x9 windoku): Solved"), "{solved}");

    // A 16x16 is read at its own size, without --size or --range.
    generate(
        &s,
        "x.xlsx",
        &["--size", "16", "--symbols", "hex", "--seed", "5"],
    );
    let solved = stdout_of(&s, &["solve", "x.xlsx"]);
    assert!(
        solved.contains("'Puzzle 1'!A1:P16 (16x16): Solved"),
        "{solved}"
    );
    let rated = stdout_of(&s, &["rate", "x.xlsx"]);
    assert!(rated.contains("A1:P16: 16x16"), "{rated}");

    // The same for a copy that `play` made of a typed-in variant.
    generate(
        &s,
        "six.xlsx",
        &["--size", "6", "--diagonal", "--seed", "5", "--no-solutions"],
    );
    cmd(s.dir.path())
        .args([
            "play",
            "six.xlsx",
            "-o",
            "six-play.xlsx",
            "--size",
            "6",
            "--diagonal",
            "-q",
        ])
        .assert()
        .success();
    let solved = stdout_of(&s, &["solve", "six-play.xlsx"]);
    assert!(solved.contains("A1:F6 (6x6 diagonal): Solved"), "{solved}");
}

#[test]
fn a_flag_against_the_record_is_refused() {
    let s = Scratch::new();
    generate(&s, "d.xlsx", &["--diagonal", "--seed", "5"]);
    for flags in [
        &["--windoku"][..],
        &["--size", "16"][..],
        &["--symbols", "hex", "-r", "A1:P16"][..],
    ] {
        let out = cmd(s.dir.path())
            .args(["solve", "d.xlsx", "-o", "x.xlsx"])
            .args(flags)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{flags:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("9x9 diagonal puzzle (recorded in the workbook)")
                || err.contains("is 16x16 but --size"),
            "{flags:?}: {err}"
        );
        assert!(!s.path("x.xlsx").exists());
    }
    // A flag that repeats the record is fine.
    stdout_of(&s, &["solve", "d.xlsx", "--diagonal", "-o", "y.xlsx"]);
}

/// Every command that takes `--all-sheets`, on `file`: exit 0.
fn all_sheets_work(s: &Scratch, file: &str) {
    for (k, command) in ["solve", "rate", "explain", "play"].iter().enumerate() {
        let out_name = format!("all-{k}-{file}");
        let mut c = cmd(s.dir.path());
        c.args([command, file, "--all-sheets"]);
        if *command != "rate" {
            c.args(["-o", &out_name]);
        }
        let out = c.output().unwrap();
        assert!(
            out.status.success(),
            "{command} {file} --all-sheets: {}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn all_sheets_passes_over_the_sheets_the_tool_added() {
    let s = Scratch::new();
    generate(
        &s,
        "g.xlsx",
        &[
            "-n",
            "3",
            "--seed",
            "2",
            "--per-page",
            "2",
            "--check-answers",
        ],
    );
    let out = cmd(s.dir.path())
        .args(["solve", "g.xlsx", "--all-sheets", "-o", "g1.xlsx"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("passes over").count(), 1, "{err}");
    assert!(err.contains("Solutions and Booklet"), "{err}");
    // A batch of such workbooks says it once too.
    std::fs::create_dir(s.path("batch")).unwrap();
    for k in 0..3 {
        std::fs::copy(s.path("g.xlsx"), s.path(&format!("batch/g{k}.xlsx"))).unwrap();
    }
    let out = cmd(s.dir.path())
        .args(["solve", "batch", "--all-sheets", "--out-dir", "solved"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("passes over").count(), 1, "{err}");
    // -q keeps the note to itself.
    let out = cmd(s.dir.path())
        .args(["rate", "g.xlsx", "--all-sheets", "-q"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    all_sheets_work(&s, "g.xlsx");
    // What `explain` and `play` wrote from it.
    all_sheets_work(&s, "all-2-g.xlsx");
    all_sheets_work(&s, "all-3-g.xlsx");
    // Solutions kept apart, and other shapes.
    generate(
        &s,
        "p.xlsx",
        &["-n", "2", "--seed", "2", "--solutions-to", "sol.xlsx"],
    );
    generate(
        &s,
        "v.xlsx",
        &["-n", "2", "--seed", "2", "--diagonal", "--check-answers"],
    );
    generate(&s, "t.xlsx", &["-n", "2", "--seed", "2", "--size", "6"]);
    for f in ["p.xlsx", "v.xlsx", "t.xlsx"] {
        all_sheets_work(&s, f);
    }
    for command in ["solve", "rate"] {
        // Only the Solutions sheet: nothing to read, and nothing wrong.
        cmd(s.dir.path())
            .args([command, "sol.xlsx", "--all-sheets"])
            .assert()
            .success();
    }
}

#[test]
fn jigsaw_layouts_are_checked_with_the_diagonals() {
    // About one layout in 300 has a full grid, but none with the diagonals: generating
    // on it ran without end.
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate",
            "--jigsaw",
            "--diagonal",
            "--seed",
            "1",
            "-n",
            "27",
            "-q",
        ])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .success();
    let book = zip_part(&s.path("puzzles.xlsx"), "xl/workbook.xml");
    assert!(book.contains("SudokuRegions27"));
}
