//! Every step of every explanation, replayed by code that shares nothing with the engine:
//! its own pencil marks, kept by plain loops. A step must name only candidates that are
//! there, place only the solution's digit, never cross out the solution's digit, and the
//! steps must end in the solution. Top95 and top1465 must need no guess.
//!
//! The default run takes the committed samples in `tests/data`; the `#[ignore]`d run takes
//! the whole sets in `../shared/data` (CI runs it with `--ignored`).

mod sets;

use std::path::Path;

use proptest::prelude::*;
use sets::{data_dir, samples_dir};
use sudoku_core::generate::{generate_seeded, GenerateOptions};
use sudoku_core::grid::{Grid, PEERS};
use sudoku_core::logic::{explain, Ending, Explanation, GridNames, Technique};
use sudoku_core::Solutions;

/// Pencil marks kept the plain way: `cand[i][d]` for digit d (1-9) in empty cell i.
struct Marks {
    val: [u8; 81],
    cand: [[bool; 10]; 81],
}

impl Marks {
    fn new(g: &Grid) -> Marks {
        let mut m = Marks {
            val: [0; 81],
            cand: [[true; 10]; 81],
        };
        for (i, &d) in g.cells().iter().enumerate() {
            if d != 0 {
                m.place(i, d);
            }
        }
        m
    }

    fn place(&mut self, i: usize, d: u8) {
        self.val[i] = d;
        self.cand[i] = [false; 10];
        for &p in &PEERS[i] {
            self.cand[p as usize][d as usize] = false;
        }
    }

    fn has(&self, cell: u16, digit: u8) -> bool {
        self.val[cell as usize] == 0 && self.cand[cell as usize][digit as usize]
    }
}

/// Replays `e`; returns a description of the first broken step.
fn replay(e: &Explanation) -> Result<(), String> {
    let mut m = Marks::new(&e.puzzle);
    let truth = match (e.solutions, e.solution) {
        (Solutions::One, Some(s)) => Some(s),
        _ => None,
    };
    for (k, step) in e.steps.iter().enumerate() {
        let at = |what: &str| {
            format!(
                "{}: step {} ({}): {what}: {}",
                e.puzzle,
                k + 1,
                step.technique,
                step.sentence(&GridNames)
            )
        };
        if step.placements.is_empty() && step.eliminations.is_empty() {
            return Err(at("does nothing"));
        }
        for c in step.pattern.iter().map(|m| &m.cand) {
            if !m.has(c.cell, c.digit) {
                return Err(at(&format!(
                    "pattern names {c:?}, which is not a candidate"
                )));
            }
        }
        for c in step.placements.iter().chain(&step.eliminations) {
            if !m.has(c.cell, c.digit) {
                return Err(at(&format!("{c:?} is not a candidate")));
            }
        }
        if let Some(s) = truth {
            for p in &step.placements {
                if s.cells()[p.cell as usize] != p.digit {
                    return Err(at(&format!("places {p:?} against the solution")));
                }
            }
            for c in &step.eliminations {
                if s.cells()[c.cell as usize] == c.digit {
                    return Err(at(&format!("removes the solution's {c:?}")));
                }
            }
        }
        for p in &step.placements {
            m.place(p.cell as usize, p.digit);
        }
        for c in &step.eliminations {
            m.cand[c.cell as usize][c.digit as usize] = false;
        }
    }
    if e.ending == Ending::Solved {
        let end = Grid::from_cells(m.val).ok_or("bad digits")?;
        if Some(end) != e.solution || !end.is_solved() {
            return Err(format!(
                "{}: the steps end in {end}, not the solution",
                e.puzzle
            ));
        }
    }
    Ok(())
}

/// At most `limit` puzzles of the set in `path`, spread evenly over it.
fn puzzles(path: &Path, limit: usize) -> Vec<Grid> {
    let all: Vec<Grid> = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| l[..81].parse().unwrap())
        .collect();
    let step = (all.len() / limit.max(1)).max(1);
    all.into_iter().step_by(step).take(limit).collect()
}

/// Replays the puzzles of the sets in `dir` (at most `limit` of each, or the set's own
/// smaller sample limit when `sample`); `no_guess` sets must need no guess. Returns how
/// many puzzles of each set needed a guess.
fn replay_sets(dir: &Path, limit: usize, sample: bool) -> Vec<(&'static str, usize, usize)> {
    // (set, must need no guess, puzzles in a debug sample run)
    const SETS: [(&str, bool, usize); 7] = [
        ("easy50_project_euler.txt", true, 50),
        ("norvig_top95.txt", true, 95),
        ("puzzles3_magictour_top1465", true, 60),
        ("norvig_hardest.txt", false, 11),
        ("puzzles6_forum_hardest_1106", false, 12),
        ("puzzles5_forum_hardest_1905_11+", false, 12),
        ("puzzles7_serg_benchmark", false, 20),
    ];
    let mut out = Vec::new();
    for (name, no_guess, in_sample) in SETS {
        let list = puzzles(&dir.join(name), if sample { in_sample } else { limit });
        assert!(!list.is_empty(), "{name}: no puzzles");
        let mut guessed = 0;
        for g in &list {
            let e = explain(g);
            if let Err(why) = replay(&e) {
                panic!("{name}: {why}");
            }
            let guesses = e
                .steps
                .iter()
                .filter(|s| s.technique == Technique::Guess)
                .count();
            if guesses > 0 {
                guessed += 1;
                assert!(!no_guess, "{name}: {g} needed a guess");
            }
            match e.solutions {
                Solutions::One => assert_eq!(e.ending, Ending::Solved, "{g}"),
                Solutions::Several => assert!(matches!(e.ending, Ending::Several(_)), "{g}"),
                Solutions::None => panic!("{name}: {g} has no solution"),
            }
        }
        eprintln!("{name}: {} explained, {guessed} needed a guess", list.len());
        out.push((name, list.len(), guessed));
    }
    out
}

#[test]
fn every_step_replays_on_the_samples() {
    // Forcing chains are slow in debug builds: a part of each hard sample; the long run
    // takes the whole sets.
    replay_sets(&samples_dir(), usize::MAX, true);
}

#[test]
#[ignore = "long run over ../shared/data; CI runs it with --ignored"]
fn every_step_replays_on_the_data_sets() {
    let counts = replay_sets(&data_dir(), 2000, false);
    for (name, n, guessed) in counts {
        println!("{name}: {n} puzzles, {guessed} needed a guess");
    }
}

#[test]
fn a_broken_step_is_caught() {
    // The replay must fail when a step lies: move the first placement to another digit.
    let g: Grid =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .unwrap();
    let mut e = explain(&g);
    assert!(replay(&e).is_ok());
    let p = &mut e.steps[0].placements[0];
    p.digit = p.digit % 9 + 1;
    assert!(replay(&e).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Generated puzzles of any level replay too (the generator's own rater path).
    #[test]
    fn generated_puzzles_replay(seed in any::<u64>()) {
        let opts = GenerateOptions {
            time_limit: std::time::Duration::from_secs(5),
            ..GenerateOptions::default()
        };
        if let Ok(made) = generate_seeded(&opts, seed) {
            let e = explain(&made.puzzle);
            prop_assert!(replay(&e).is_ok(), "{:?}", replay(&e));
            prop_assert_eq!(e.ending, Ending::Solved);
        }
    }
}
