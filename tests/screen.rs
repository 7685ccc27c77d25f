//! What a person sees on a real terminal: the solved grid in colour (givens bold, solved
//! digits blue) as a terminal renders it, never its escape codes written out as text, and
//! `--color` / `NO_COLOR` deciding when colour is used. Runs the binary under tmux.

mod common;

use common::*;

/// Copies the bundled sample into the scratch folder.
fn sample(s: &Scratch) {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/classic.xlsx");
    std::fs::copy(from, s.path("classic.xlsx")).unwrap();
}

/// The first row of the solved classic puzzle as the screen shows it.
const FIRST_ROW: &str = "5 3 4 | 6 7 8 | 9 1 2";

#[cfg(unix)]
#[test]
fn the_solved_grid_reads_as_digits_on_a_real_terminal() {
    let s = Scratch::new();
    sample(&s);
    let bin = env!("CARGO_BIN_EXE_sudoku-xlsx");
    // NO_COLOR is taken away: the test may run where it is set.
    let (raw, screen) = in_terminal(
        s.dir.path(),
        &format!("env -u NO_COLOR '{bin}' solve classic.xlsx"),
    );
    assert!(
        screen.lines().any(|l| l.trim_end() == FIRST_ROW),
        "the grid is not on the screen:\n{screen}"
    );
    assert!(
        !screen.contains("u{1b}") && !screen.contains("\\u"),
        "escape codes shown as text:\n{screen}"
    );
    assert!(screen.contains("Solved"), "{screen}");
    // The colour reached the terminal as escape codes: 5 is a given (bold), 4 was
    // filled in (blue).
    assert!(raw.contains("\x1b[1m5\x1b[0m"), "givens not bold: {raw:?}");
    assert!(
        raw.contains("\x1b[34m4\x1b[0m"),
        "solved digits not blue: {raw:?}"
    );
}

#[cfg(unix)]
#[test]
fn no_color_and_color_never_print_plain_digits_on_a_terminal() {
    let s = Scratch::new();
    sample(&s);
    let bin = env!("CARGO_BIN_EXE_sudoku-xlsx");
    for (k, run) in [
        format!("NO_COLOR=1 '{bin}' solve classic.xlsx -o a.xlsx"),
        format!("env -u NO_COLOR '{bin}' --color never solve classic.xlsx -o b.xlsx"),
        format!("env -u NO_COLOR '{bin}' solve classic.xlsx --color=never -o c.xlsx"),
    ]
    .iter()
    .enumerate()
    {
        let (raw, screen) = in_terminal(s.dir.path(), run);
        assert!(
            screen.lines().any(|l| l.trim_end() == FIRST_ROW),
            "run {k}: {screen}"
        );
        assert!(
            !raw.contains("\x1b[1m5") && !raw.contains("\x1b[34m"),
            "run {k} was coloured: {raw:?}"
        );
    }
}

#[test]
fn color_always_colours_a_pipe_and_names_from_the_inputs_stay_escaped() {
    let s = Scratch::new();
    sample(&s);
    // A file name that would turn the terminal red if printed raw.
    let name = "red\x1b[31m.xlsx";
    std::fs::rename(s.path("classic.xlsx"), s.path(name)).unwrap();
    let out = cmd(s.dir.path())
        .args(["solve", name, "--color", "always", "-o", "out.xlsx"])
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("\x1b[1m5\x1b[0m"), "{out:?}");
    assert!(out.contains("red\\u{1b}[31m.xlsx"), "{out:?}");
    assert!(!out.contains("\x1b[31m"), "{out:?}");
    // Into a pipe, auto means plain.
    let plain = cmd(s.dir.path())
        .env_remove("NO_COLOR")
        .args(["solve", name, "-o", "plain.xlsx"])
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let plain = String::from_utf8(plain).unwrap();
    assert!(
        plain.contains(FIRST_ROW) && !plain.contains('\x1b'),
        "{plain:?}"
    );
}

#[cfg(unix)]
#[test]
fn a_list_shows_a_count_not_a_made_up_total() {
    let s = Scratch::new();
    // Long enough to outlast the bar's first frame.
    let hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let lines: String = std::iter::repeat_n(format!("{hard}\n"), 30_000).collect();
    std::fs::write(s.path("list.txt"), lines).unwrap();
    let bin = env!("CARGO_BIN_EXE_sudoku-xlsx");
    let (raw, screen) = in_terminal(s.dir.path(), &format!("'{bin}' solve list.txt -o out.txt"));
    assert!(screen.contains("30000 puzzles"), "{screen}");
    assert!(
        raw.contains(" puzzles  solved "),
        "no count was drawn: {raw:?}"
    );
    // No total: the list's length is not known while it is read.
    let with_total = raw
        .split(" puzzles")
        .any(|before| before.rsplit(' ').next().is_some_and(|w| w.contains('/')));
    assert!(!with_total, "a total was shown: {raw:?}");
}
