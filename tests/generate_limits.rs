//! `generate` within the limits of the files it writes and of the run (issue #28, items
//! 6 and 9.5, 9.6, 9.8): every count `-n` accepts is laid out within Excel's 1,023 page
//! breaks a sheet, the puzzles and their `--solutions-to` are written both or neither,
//! long titles are shortened with a warning, lists go out in the format their name says.

mod common;

use common::{cmd, sheet_names, zip_part, Scratch};

/// The number of manual row breaks of every sheet part of `path`.
fn breaks_per_sheet(path: &std::path::Path) -> Vec<usize> {
    let mut z = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let parts: Vec<String> = (0..z.len())
        .map(|i| z.by_index(i).unwrap().name().unwrap().into_owned())
        .filter(|n| n.starts_with("xl/worksheets/sheet"))
        .collect();
    parts
        .iter()
        .map(|p| zip_part(path, p).matches("<brk ").count())
        .collect()
}

/// A booklet of one puzzle a page past 1,024 pages goes on on a second sheet (the
/// solutions' own split, past 2,048 at two a page, is the next test's: one a page).
#[test]
fn many_puzzles_are_laid_out_within_the_page_break_limit() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args(["generate", "-n", "1030", "--seed", "1", "--per-page", "1"])
        .args(["--solutions-to", "s.xlsx", "-o", "p.xlsx", "-q"])
        .assert()
        .success();
    let names = sheet_names(&s.path("p.xlsx"));
    let tail: Vec<&str> = names[1030..].iter().map(String::as_str).collect();
    assert_eq!(tail, ["Booklet", "Booklet (2)"]);
    assert_eq!(sheet_names(&s.path("s.xlsx")), ["Solutions"]);
    for path in [s.path("p.xlsx"), s.path("s.xlsx")] {
        assert!(breaks_per_sheet(&path).iter().all(|&b| b <= 1023));
    }
    // Every added sheet is still passed over by --all-sheets.
    cmd(s.dir.path())
        .args(["rate", "s.xlsx", "--all-sheets"])
        .assert()
        .success();
}

/// One solution a page for grids above 9x9 (a test of its own, so that the harness runs
/// it beside the one above).
#[test]
fn many_large_puzzles_get_a_solution_a_page_within_the_limit() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate", "-n", "1025", "--seed", "1", "--size", "10", "-o", "t.xlsx", "-q",
        ])
        .assert()
        .success();
    let names = sheet_names(&s.path("t.xlsx"));
    assert_eq!(names[1025..], ["Solutions", "Solutions (2)"]);
}

#[test]
fn puzzles_and_solutions_are_written_both_or_neither() {
    let s = Scratch::new();
    // A name the system refuses: the puzzles cannot be written.
    let long = format!("{}.xlsx", "a".repeat(300));
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "2",
            "--seed",
            "1",
            "--solutions-to",
            "s.xlsx",
            "-o",
            &long,
        ])
        .assert()
        .code(2);
    assert!(s.files().is_empty(), "{:?}", s.files());
    // Replaced with --force, the old solutions come back when the puzzles fail.
    std::fs::write(s.path("s.xlsx"), b"old").unwrap();
    cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "2",
            "--seed",
            "1",
            "--solutions-to",
            "s.xlsx",
            "-f",
            "-o",
            &long,
        ])
        .assert()
        .code(2);
    assert_eq!(std::fs::read(s.path("s.xlsx")).unwrap(), b"old");
    assert_eq!(s.files(), ["s.xlsx"]);
}

#[cfg(unix)]
#[test]
fn an_interrupted_pair_is_written_both_or_neither() {
    for (k, wait) in [50u64, 200, 500, 900, 1400, 2000].into_iter().enumerate() {
        let s = Scratch::new();
        let child = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-xlsx"))
            .current_dir(s.dir.path())
            .args(["generate", "-n", "400", "--seed"])
            .arg(k.to_string())
            .args(["--solutions-to", "s.xlsx", "-o", "p.xlsx", "-q", "-j", "1"])
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(wait));
        std::process::Command::new("kill")
            .arg("-INT")
            .arg(child.id().to_string())
            .status()
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let (p, sol) = (s.path("p.xlsx").exists(), s.path("s.xlsx").exists());
        assert_eq!(p, sol, "after {wait} ms: puzzles {p}, solutions {sol}");
        // Stopped while the workbooks were being built, the run ends within the grace
        // period whatever it was doing; either way not one file alone.
        if out.status.code() != Some(130) {
            assert!(p, "{}", String::from_utf8_lossy(&out.stderr));
        }
        let leftovers: Vec<String> = s
            .files()
            .into_iter()
            .filter(|f| f.starts_with(".sudoku-xlsx"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }
}

#[test]
fn a_long_title_is_shortened_in_the_headers_with_a_warning() {
    let s = Scratch::new();
    let title = "Class 4B & friends, ".repeat(15);
    let out = cmd(s.dir.path())
        .args([
            "generate",
            "-n",
            "2",
            "--seed",
            "1",
            "--per-page",
            "2",
            "-o",
            "g.xlsx",
            "--title",
        ])
        .arg(&title)
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("warning: --title has 300 characters"), "{err}");
    assert!(!err.contains("Header string exceeds"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // Every sheet has a header, shortened: the puzzles, the Solutions, the Booklet.
    for k in 1..=4 {
        let sheet = zip_part(&s.path("g.xlsx"), &format!("xl/worksheets/sheet{k}.xml"));
        assert!(
            sheet.contains("<oddHeader>&amp;C&amp;14&amp;BClass 4B &amp;&amp; friends"),
            "sheet {k}: {sheet}"
        );
        assert!(sheet.contains("…"), "sheet {k}");
    }
    let solutions = zip_part(&s.path("g.xlsx"), "xl/worksheets/sheet3.xml");
    assert!(
        solutions.contains("…: solutions</oddHeader>"),
        "{solutions}"
    );
}

#[test]
fn lists_go_out_in_the_format_their_name_says() {
    let s = Scratch::new();
    for name in ["l.txt", "l.csv", "l.xlsx"] {
        cmd(s.dir.path())
            .args([
                "generate", "--list", "-n", "3", "--seed", "1", "-q", "-o", name,
            ])
            .assert()
            .success();
        let bytes = std::fs::read(s.path(name)).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        match name {
            "l.txt" => {
                assert!(
                    text.starts_with("# puzzle\tlevel\tscore\tgivens\tmade with\tsolution\n"),
                    "{text}"
                );
                assert_eq!(text.lines().count(), 4);
            }
            "l.csv" => {
                assert!(
                    text.starts_with("puzzle,level,score,givens,made with,solution\n"),
                    "{text}"
                );
                assert!(text.contains(",\"seed 1, puzzle 2\","), "{text}");
            }
            _ => assert!(bytes.starts_with(b"PK"), "an xlsx is a zip"),
        }
        // solve reads each back.
        let mut c = cmd(s.dir.path());
        c.args(["solve", name, "-o", &format!("solved-{name}"), "-q"]);
        if name == "l.xlsx" {
            c.args(["--list", "A"]);
        }
        let out = c.output().unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let solved = std::fs::read_to_string(s.path("solved-l.txt")).unwrap();
    assert_eq!(solved.matches("\tsolved\t").count(), 3, "{solved}");
}

#[test]
fn a_list_prints_on_the_paper_asked_for() {
    let s = Scratch::new();
    for (paper, code) in [("a4", "9"), ("letter", "1")] {
        let name = format!("{paper}.xlsx");
        cmd(s.dir.path())
            .args([
                "generate", "--list", "-n", "2", "--seed", "1", "-q", "--paper", paper, "-o", &name,
            ])
            .assert()
            .success();
        let sheet = zip_part(&s.path(&name), "xl/worksheets/sheet1.xml");
        assert!(
            sheet.contains(&format!("paperSize=\"{code}\"")),
            "{paper}: {sheet}"
        );
    }
}

#[test]
fn a_givens_target_out_of_reach_gets_advice_that_works() {
    let s = Scratch::new();
    let out = cmd(s.dir.path())
        .args([
            "generate",
            "--givens",
            "20",
            "--time-limit",
            "120",
            "--seed",
            "1",
            "-n",
            "3",
            "-q",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    // It ended long before the time limit: more time is not the advice.
    assert!(!err.contains("allow more time"), "{err}");
    assert!(err.contains("more time would not help"), "{err}");
    let suggested: String = err
        .split("ask for --givens ")
        .nth(1)
        .unwrap()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    // The suggestion, taken, makes the same puzzles with no warning.
    let out = cmd(s.dir.path())
        .args([
            "generate", "--givens", &suggested, "--seed", "1", "-n", "3", "-q", "-f",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn lists_of_other_shapes_read_back_from_text() {
    let s = Scratch::new();
    for name in ["six.txt", "six.csv"] {
        cmd(s.dir.path())
            .args([
                "generate", "--list", "--size", "6", "-n", "3", "--seed", "1", "-q", "-o", name,
            ])
            .assert()
            .success();
        let out = cmd(s.dir.path())
            .args([
                "solve",
                name,
                "--size",
                "6",
                "-o",
                &format!("solved-{name}"),
            ])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.contains("3 puzzles: 3 solved"), "{name}: {text}");
    }
}
