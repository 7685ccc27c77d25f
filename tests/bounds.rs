//! Bounds the tool keeps whatever it is given (issue #28, item 9): a search that cannot
//! end is proved hopeless or stopped in time, `explain` holds one grid's steps at a time,
//! and texts shown in cells and messages are kept to a readable length.

mod common;

use std::time::Duration;

use common::shapes::{put, Typed};
use common::{cmd, Scratch};
use predicates::prelude::*;
use rust_xlsxwriter::Workbook;

/// The 25x25 grid `((r % 5) * 5 + r / 5 + c) % 25 + 1`, a valid solution.
fn pattern25(r: usize, c: usize) -> u8 {
    (((r % 5) * 5 + r / 5 + c) % 25 + 1) as u8
}

/// The attack's 25x25 with no solution that only search finds: a valid solution's digits
/// placed so that the first 13 cells of row 1 can hold only 12 digits between them (the
/// givens in their columns take 13 to 25), the rest of row 1 open. 169 givens, no clash.
fn pigeonhole25() -> Vec<u8> {
    let mut cells = vec![0u8; 625];
    for c in 0..13 {
        for r in 1..25 {
            let v = pattern25(r, c);
            if v >= 13 {
                cells[r * 25 + c] = v;
            }
        }
    }
    // 13 sits in row 1 of its own column; one further down (where it clashes with
    // nothing) takes it from there.
    cells[3 * 25 + 12] = 13;
    assert_eq!(cells.iter().filter(|&&v| v != 0).count(), 169);
    cells
}

#[test]
fn a_pigeonhole_on_25x25_is_no_solution_for_every_command() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    put(
        wb.add_worksheet(),
        (0, 0),
        25,
        &pigeonhole25(),
        Typed::Numbers,
    );
    wb.save(s.path("p.xlsx")).unwrap();
    // Before, each of these restarted its search with twice the budget for ever.
    for (command, words) in [
        ("solve", "No solution exists."),
        ("rate", "no level (no solution)"),
        ("explain", "No solution exists"),
        ("play", "No solution exists."),
    ] {
        let out = cmd(s.dir.path())
            .args([command, "p.xlsx", "-r", "A1:Y25"])
            .timeout(Duration::from_secs(60))
            .assert()
            .code(1)
            .get_output()
            .clone();
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        assert!(text.contains(words), "{command}: {text}");
    }
}

#[test]
fn the_time_limit_is_a_flag_of_every_reading_command() {
    let s = Scratch::new();
    for command in ["solve", "rate", "explain", "play"] {
        cmd(s.dir.path())
            .args([command, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("--time-limit <SECONDS>"));
        cmd(s.dir.path())
            .args([command, "x.xlsx", "--time-limit", "0"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--time-limit"));
    }
    cmd(s.dir.path())
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "3    a puzzle could not be decided",
        ));
}
