//! The rater against puzzles whose needed techniques are known from elsewhere
//! (`tests/fixtures/rated.txt`, which says where each expectation comes from), a soundness
//! cross-check against the solver on the public benchmark sets, and a cross-check of
//! "solvable with these techniques" against the independent strategy solver of the
//! `sudoku` crate (dev-dependency only).
//!
//! The default run takes the benchmark puzzles from the samples committed in `tests/data`
//! (`tests/data/README.md`); the same checks over the whole sets in `../shared/data` (or
//! `SUDOKU_DATA_DIR`) are long, `#[ignore]`d runs that CI makes with `--ignored`, and that
//! fail when the folder is absent.

mod sets;

use std::path::{Path, PathBuf};

use sets::{data_dir, samples_dir};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use sudoku::strategy::{Strategy, StrategySolver};
use sudoku::Sudoku;
use sudoku_core::generate::full_grid;
use sudoku_core::grid::Grid;
use sudoku_core::logic::{rate, solve_by_logic, Level, Technique};

/// The hardest technique the plain reference and the crate's strategies need for `level`
/// (easy and medium only: the reference implements nothing harder).
fn reference_cap(level: Level) -> Technique {
    match level {
        Level::Easy => Technique::DirectHiddenTriple,
        _ => Technique::HiddenPair,
    }
}
use sudoku_core::solver::{solve, Outcome};

struct Expected {
    line: usize,
    puzzle: Grid,
    level: Option<Level>,
    hardest: Option<Technique>,
    solutions: usize,
}

fn fixtures() -> Vec<Expected> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rated.txt");
    let text = std::fs::read_to_string(&path).expect("fixture file");
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut f = line.split_whitespace();
        let (Some(p), Some(l), Some(h)) = (f.next(), f.next(), f.next()) else {
            panic!("line {}: want `puzzle level hardest [solutions]`", n + 1);
        };
        out.push(Expected {
            line: n + 1,
            puzzle: p.parse().unwrap_or_else(|e| panic!("line {}: {e}", n + 1)),
            level: (l != "*").then(|| l.parse().unwrap_or_else(|e| panic!("line {}: {e}", n + 1))),
            hardest: (h != "*")
                .then(|| h.parse().unwrap_or_else(|e| panic!("line {}: {e}", n + 1))),
            solutions: f.next().map_or(1, |s| s.parse().expect("solutions count")),
        });
    }
    out
}

#[test]
fn fixture_verdicts() {
    let all = fixtures();
    assert!(all.len() >= 20, "fixture set too small");
    let mut failures = Vec::new();
    for e in &all {
        let r = rate(&e.puzzle);
        let ok = e.level.is_none_or(|l| r.level == Some(l))
            && e.hardest.is_none_or(|h| h == r.hardest)
            && usize::from(r.solutions.count()) == e.solutions;
        if !ok {
            failures.push(format!(
                "line {}: {} expected {:?} / {:?} / {} solutions, got {} / {} / {} solutions",
                e.line,
                e.puzzle,
                e.level,
                e.hardest,
                e.solutions,
                r.level_name(),
                r.hardest,
                usize::from(r.solutions.count())
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Which puzzles of a set a run takes: every `step`-th, at most `limit`.
#[derive(Clone, Copy)]
struct Take {
    step: usize,
    limit: usize,
}

const ALL: Take = Take {
    step: 1,
    limit: usize::MAX,
};

/// Where a run takes its puzzles from.
#[derive(Clone, Copy)]
enum Source {
    /// The samples in `tests/data`: the default run.
    Samples,
    /// The whole sets in `../shared/data`: the long run.
    DataSets,
}

/// A set, with what each source gives of it.
struct Set {
    name: &'static str,
    samples: Take,
    data_sets: Take,
}

impl Source {
    fn dir(self) -> PathBuf {
        match self {
            Source::Samples => samples_dir(),
            Source::DataSets => data_dir(),
        }
    }

    /// The puzzles of `set` this run takes; on the whole sets every puzzle when the
    /// environment variable `RATE_FULL` is set (a long run, for release checks). Panics when
    /// the set is missing or gives nothing.
    fn puzzles(self, dir: &Path, set: &Set) -> Vec<Grid> {
        let take = match self {
            Source::Samples => set.samples,
            Source::DataSets if std::env::var_os("RATE_FULL").is_some() => ALL,
            Source::DataSets => set.data_sets,
        };
        let path = dir.join(set.name);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("puzzle set {} is unreadable: {e}", path.display()));
        let out: Vec<Grid> = text
            .lines()
            .map(|l| l.trim_end_matches('\r'))
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .step_by(take.step)
            .take(take.limit)
            .map(|l| {
                l.get(..81)
                    .unwrap_or(l)
                    .parse()
                    .unwrap_or_else(|e| panic!("{}: {l}: {e}", path.display()))
            })
            .collect();
        assert!(!out.is_empty(), "{}: no puzzles", path.display());
        out
    }
}

/// The proper puzzle sets (one solution each). The samples in `tests/data` hold the small
/// sets whole and about 300 puzzles of each large one; the default run takes about 285 of
/// them (the forum sets' and hard20's few, as each costs seconds in a test build). The long run takes the small sets whole, a spread of 2,000 of the 17-clue set
/// and of 200 of each forum set (their SE numbers rest on nested chains, about a second
/// a puzzle), or every puzzle when `RATE_FULL` is set.
const SETS: [Set; 8] = [
    // The default run takes every other puzzle of the two larger small sets: the two
    // commands of the README have a time budget (BENCHMARKS.md).
    Set {
        name: "easy50_project_euler.txt",
        samples: Take {
            step: 2,
            limit: usize::MAX,
        },
        data_sets: ALL,
    },
    Set {
        name: "norvig_top95.txt",
        samples: Take {
            step: 2,
            limit: usize::MAX,
        },
        data_sets: ALL,
    },
    Set {
        name: "norvig_hardest.txt",
        samples: ALL,
        data_sets: ALL,
    },
    Set {
        // Each takes the rater's nested chains (most of a second in a test build): the
        // default run takes five, the long run all 20.
        name: "hard20_attractivechaos.txt",
        samples: Take { step: 4, limit: 5 },
        data_sets: ALL,
    },
    Set {
        name: "puzzles3_magictour_top1465",
        samples: Take { step: 6, limit: 30 },
        data_sets: ALL,
    },
    Set {
        name: "puzzles2_17_clue",
        samples: Take { step: 6, limit: 30 },
        data_sets: Take {
            step: 24,
            limit: 2000,
        },
    },
    Set {
        name: "puzzles6_forum_hardest_1106",
        samples: Take { step: 60, limit: 2 },
        data_sets: Take {
            step: 2,
            limit: 200,
        },
    },
    Set {
        name: "puzzles5_forum_hardest_1905_11+",
        samples: Take { step: 60, limit: 2 },
        data_sets: Take {
            step: 240,
            limit: 200,
        },
    },
];

/// The set whose every puzzle has several solutions.
const SEVERAL: Set = Set {
    name: "puzzles7_serg_benchmark",
    samples: Take {
        step: 15,
        limit: 20,
    },
    data_sets: Take {
        step: 10,
        limit: 1000,
    },
};

/// Debug builds assert inside the rater that no step removes a digit of the solution
/// handed to it; this runs it over the sets and checks the outcome too.
fn rater_is_sound(source: Source, sets: &[Set], several: bool) {
    let dir = source.dir();
    let mut rated = 0;
    for set in sets {
        let name = set.name;
        let started = std::time::Instant::now();
        let puzzles = source.puzzles(&dir, set);
        // Each puzzle alone, over every core: the harness otherwise waits on this test.
        puzzles.par_iter().for_each(|&g| {
            let r = rate(&g);
            let Outcome::Unique(s) = solve(&g) else {
                panic!("{name}: {g} is not a proper puzzle");
            };
            assert_eq!(usize::from(r.solutions.count()), 1, "{g}");
            assert_eq!(r.solution, Some(s), "{g}");
            // Logic alone (which never assumes one solution) finishes only when the rater
            // did not guess, and does when the rater needed no guess and no uniqueness
            // argument; its hardest step is then the rater's.
            let logic = solve_by_logic(&g, Level::Extreme.hardest());
            let uniqueness = r.count(Technique::UniqueRectangle) + r.count(Technique::Bug) > 0;
            assert!(logic.is_none() || !r.guessed, "{g}");
            if !r.guessed && !uniqueness {
                assert_eq!(logic, Some(r.score), "{g}");
            }
            assert_eq!(r.level, Some(Level::of(r.score)), "{g}");
        });
        rated += puzzles.len();
        eprintln!("{name}: {:.1} s", started.elapsed().as_secs_f64());
    }
    // Several solutions: extreme, and the markup must stay consistent.
    let several = if several { &[SEVERAL][..] } else { &[] };
    for g in several.iter().flat_map(|set| source.puzzles(&dir, set)) {
        let r = rate(&g);
        assert_eq!(
            (usize::from(r.solutions.count()), r.level, r.guessed),
            (2, Some(Level::Extreme), false),
            "{g}"
        );
        assert!(r.solution.is_some_and(|s| s.is_solved() && g.is_within(&s)));
        rated += 1;
    }
    eprintln!("rated {rated} puzzles from {}", dir.display());
}

// In two halves, so that the test harness spreads them over the cores.
#[test]
fn rater_is_sound_on_samples() {
    rater_is_sound(Source::Samples, &SETS[..4], true);
}

#[test]
fn rater_is_sound_on_the_forum_samples() {
    rater_is_sound(Source::Samples, &SETS[4..], false);
}

#[test]
#[ignore = "long run over ../shared/data; CI runs it with --ignored"]
fn rater_is_sound_on_data_sets() {
    rater_is_sound(Source::DataSets, &SETS, true);
}

/// Random grids that are not proper puzzles: a full grid with many cells cleared (often
/// several solutions), and random digits in random cells (often conflicting or unsolvable).
/// The rater must not panic, and in debug builds its soundness assertions run against the
/// solution the solver found, whichever of several it is.
#[test]
fn rater_survives_random_grids() {
    // 60 rounds (20 of them with junk grids) in the default run: a test build rates
    // about eight a second.
    random_grids(77, 60);
}

/// The same over 600 rounds from another seed; `.ci/run` runs it in release, with the
/// rater's soundness assertions on.
#[test]
#[ignore = "600 random grids; .ci/run runs it in release"]
fn rater_survives_random_grids_long() {
    random_grids(78, 600);
}

fn random_grids(seed: u64, rounds: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The grids are drawn in order from the seed, then rated over every core.
    let rounds: Vec<(usize, Grid, Grid)> = (0..rounds)
        .map(|round| {
            let mut g = full_grid(&mut rng);
            let clear = rng.random_range(30..=81);
            for _ in 0..clear {
                g.set(rng.random_range(0..81), 0);
            }
            let mut junk = Grid::empty();
            if round % 3 == 0 {
                for _ in 0..rng.random_range(0..30) {
                    junk.set(rng.random_range(0..81), rng.random_range(1..=9));
                }
            }
            (round, g, junk)
        })
        .collect();
    rounds.into_par_iter().for_each(|(round, g, junk)| {
        let r = rate(&g);
        assert!(usize::from(r.solutions.count()) >= 1, "{g}");
        let s = r.solution.expect("has a solution");
        assert!(s.is_solved() && g.is_within(&s), "{g}");
        assert_eq!(
            r.level == Some(Level::Extreme),
            usize::from(r.solutions.count()) > 1 || r.score > Level::Expert.hardest(),
            "{g}"
        );
        if round % 3 == 0 {
            let r = rate(&junk);
            assert_eq!(r.solution.is_some(), usize::from(r.solutions.count()) > 0);
            // No solution: no level at all; several: extreme, as it takes a guess.
            match r.solutions.count() {
                0 => assert_eq!(r.level, None, "{junk}"),
                1 => {}
                _ => assert_eq!(r.level, Some(Level::Extreme), "{junk}"),
            }
        }
    });
}

/// The `sudoku` crate's strategies that match the techniques up to `level`.
fn strategies(level: Level) -> Vec<Strategy> {
    use Strategy::*;
    let mut s = vec![NakedSingles, HiddenSingles];
    if level >= Level::Medium {
        s.extend([LockedCandidates, NakedPairs, XWing, HiddenPairs]);
    }
    if level >= Level::Hard {
        s.extend([
            NakedTriples,
            HiddenTriples,
            NakedQuads,
            HiddenQuads,
            Swordfish,
            XyWing,
            XyzWing,
            Jellyfish,
        ]);
    }
    s
}

/// Whether the `sudoku` crate's strategy solver finishes `g` with techniques up to `level`.
fn crate_solves(g: &Grid, level: Level) -> bool {
    let s = Sudoku::from_str_line(&g.to_string()).expect("valid line");
    StrategySolver::from_sudoku(s)
        .solve(&strategies(level))
        .is_ok()
}

/// A deliberately plain reference for the easy and medium techniques (singles, SE's direct
/// techniques, locked candidates, naked pair, X-wing, hidden pair; those up to `max` only,
/// hidden singles always), applied to a fixpoint with naive loops over cells, units and digit sets. True
/// when it fills the grid.
fn reference_solves(g: &Grid, max: Technique) -> bool {
    use sudoku_core::grid::{PEERS, UNITS};
    // cand[i][d]: digit d (1-9) still possible in empty cell i.
    let mut cand = [[true; 10]; 81];
    let mut val = [0u8; 81];
    fn place(cand: &mut [[bool; 10]; 81], val: &mut [u8; 81], i: usize, d: usize) {
        val[i] = d as u8;
        for &p in &PEERS[i] {
            cand[p as usize][d] = false;
        }
        cand[i] = [false; 10];
    }
    for (i, &d) in g.cells().iter().enumerate() {
        if d != 0 {
            if !cand[i][d as usize] {
                return false;
            }
            place(&mut cand, &mut val, i, d as usize);
        }
    }
    let digits = |c: &[bool; 10]| (1..10).filter(|&d| c[d]).collect::<Vec<_>>();
    loop {
        let mut progress = false;
        // Naked singles.
        for i in (0..81).filter(|_| max >= Technique::NakedSingle) {
            if val[i] == 0 {
                if let [d] = digits(&cand[i])[..] {
                    place(&mut cand, &mut val, i, d);
                    progress = true;
                }
            }
        }
        // Hidden singles.
        for unit in &UNITS {
            for d in 1..10 {
                let spots: Vec<usize> = unit
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| cand[c][d])
                    .collect();
                if let [c] = spots[..] {
                    place(&mut cand, &mut val, c, d);
                    progress = true;
                }
            }
        }
        // SE's direct techniques: locked candidates, or a hidden pair or triple, whose
        // eliminations would leave a digit one place in a unit (for locked candidates, a
        // unit of the first unit's kind); only that digit is written.
        let spots = |cand: &[[bool; 10]; 81], unit: &[u8], d: usize| -> Vec<usize> {
            unit.iter()
                .map(|&c| c as usize)
                .filter(|&c| cand[c][d])
                .collect()
        };
        if max >= Technique::DirectLockedCandidates {
            for (ia, a) in UNITS.iter().enumerate() {
                for b in &UNITS {
                    let meet: Vec<usize> = a
                        .iter()
                        .filter(|c| b.contains(c))
                        .map(|&c| c as usize)
                        .collect();
                    if meet.len() != 3 {
                        continue;
                    }
                    for d in 1..10 {
                        let in_a = spots(&cand, a, d);
                        if in_a.len() < 2 || !in_a.iter().all(|c| meet.contains(c)) {
                            continue;
                        }
                        for (ic, c) in UNITS.iter().enumerate() {
                            let crosses = c.iter().filter(|&x| b.contains(x)).count() == 3;
                            if ic == ia || ic / 9 != ia / 9 || !crosses {
                                continue;
                            }
                            let in_c = spots(&cand, c, d);
                            let left: Vec<usize> = in_c
                                .iter()
                                .copied()
                                .filter(|&x| !b.contains(&(x as u8)))
                                .collect();
                            if in_c.len() >= 2 && left.len() == 1 && val[left[0]] == 0 {
                                place(&mut cand, &mut val, left[0], d);
                                progress = true;
                            }
                        }
                    }
                }
            }
        }
        for (k, t) in [
            (2, Technique::DirectHiddenPair),
            (3, Technique::DirectHiddenTriple),
        ] {
            if max < t {
                continue;
            }
            for unit in &UNITS {
                if unit.iter().filter(|&&c| val[c as usize] == 0).count() <= k {
                    continue;
                }
                for set in (1u16..512).filter(|s| s.count_ones() as usize == k) {
                    let chosen: Vec<usize> = (1..10).filter(|d| set & 1 << (d - 1) != 0).collect();
                    let mut union: Vec<usize> = Vec::new();
                    let mut each_two = true;
                    for &d in &chosen {
                        let at = spots(&cand, unit, d);
                        each_two &= at.len() >= 2;
                        union.extend(at);
                    }
                    union.sort_unstable();
                    union.dedup();
                    if !each_two || union.len() != k {
                        continue;
                    }
                    for e in (1..10).filter(|e| !chosen.contains(e)) {
                        let at = spots(&cand, unit, e);
                        let left: Vec<usize> =
                            at.iter().copied().filter(|c| !union.contains(c)).collect();
                        if at.len() >= 2 && left.len() == 1 {
                            place(&mut cand, &mut val, left[0], e);
                            progress = true;
                            break;
                        }
                    }
                }
            }
        }
        let mut remove = |cand: &mut [[bool; 10]; 81], c: usize, d: usize| {
            if cand[c][d] {
                cand[c][d] = false;
                progress = true;
            }
        };
        // Locked candidates: two units meeting in three cells; if a digit's candidates in
        // the first lie in the meeting, the digit leaves the rest of the second.
        if max >= Technique::LockedCandidates {
            for a in &UNITS {
                for b in &UNITS {
                    let meet: Vec<u8> = a.iter().copied().filter(|c| b.contains(c)).collect();
                    if meet.len() != 3 {
                        continue;
                    }
                    for d in 1..10 {
                        let in_a: Vec<u8> =
                            a.iter().copied().filter(|&c| cand[c as usize][d]).collect();
                        if !in_a.is_empty() && in_a.iter().all(|c| meet.contains(c)) {
                            for &c in b.iter().filter(|c| !meet.contains(c)) {
                                remove(&mut cand, c as usize, d);
                            }
                        }
                    }
                }
            }
        }
        // X-wing: a digit in two rows (columns) only in the same two columns (rows).
        if max >= Technique::XWing {
            for by_rows in [true, false] {
                let at = |line: usize, k: usize| if by_rows { line * 9 + k } else { k * 9 + line };
                for d in 1..10 {
                    for a in 0..9 {
                        for b in a + 1..9 {
                            let places = |line: usize| -> Vec<usize> {
                                (0..9).filter(|&k| cand[at(line, k)][d]).collect()
                            };
                            let (pa, pb) = (places(a), places(b));
                            if pa.len() == 2 && pa == pb {
                                for line in (0..9).filter(|&l| l != a && l != b) {
                                    for &k in &pa {
                                        remove(&mut cand, at(line, k), d);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        for unit in &UNITS {
            let cells: Vec<usize> = unit.iter().map(|&c| c as usize).collect();
            // Naked pair: two cells with the same two candidates.
            if max >= Technique::NakedPair {
                for &x in &cells {
                    for &y in &cells {
                        let dx = digits(&cand[x]);
                        if x < y && dx.len() == 2 && dx == digits(&cand[y]) {
                            for &z in cells.iter().filter(|&&z| z != x && z != y) {
                                for &d in &dx {
                                    remove(&mut cand, z, d);
                                }
                            }
                        }
                    }
                }
            }
            // Hidden pair: two digits with the same two places.
            if max >= Technique::HiddenPair {
                for d1 in 1..10 {
                    for d2 in d1 + 1..10 {
                        let at = |d: usize| -> Vec<usize> {
                            cells.iter().copied().filter(|&c| cand[c][d]).collect()
                        };
                        let (s1, s2) = (at(d1), at(d2));
                        if s1.len() == 2 && s1 == s2 {
                            for &c in &s1 {
                                for d in (1..10).filter(|&d| d != d1 && d != d2) {
                                    remove(&mut cand, c, d);
                                }
                            }
                        }
                    }
                }
            }
        }
        if !progress {
            return val.iter().all(|&d| d != 0);
        }
    }
}

/// The technique just before `t` in difficulty order.
fn previous(t: Technique) -> Option<Technique> {
    let i = Technique::ALL.iter().position(|&x| x == t)?;
    i.checked_sub(1).map(|j| Technique::ALL[j])
}

/// The fixture expectations against the two solvers that are not the rater: the plain
/// reference decides easy and medium exactly (and the hardest technique when it is one of
/// those); the `sudoku` crate may fall short but must never finish a puzzle with techniques
/// below its expected level.
#[test]
fn fixtures_agree_with_independent_solvers() {
    for e in fixtures() {
        if e.solutions != 1 {
            continue;
        }
        let Some(expected) = e.level else { continue };
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            if crate_solves(&e.puzzle, level) {
                assert!(
                    level >= expected,
                    "line {}: crate finishes at {level}",
                    e.line
                );
            }
        }
        if expected >= Level::Expert {
            assert!(!crate_solves(&e.puzzle, Level::Hard), "line {}", e.line);
        }
        for level in [Level::Easy, Level::Medium] {
            assert_eq!(
                reference_solves(&e.puzzle, reference_cap(level)),
                level >= expected,
                "line {}: reference at {level}",
                e.line
            );
        }
        if let Some(h) = e.hardest.filter(|&h| h <= Technique::HiddenPair) {
            assert!(reference_solves(&e.puzzle, h), "line {}", e.line);
            if let Some(p) = previous(h) {
                assert!(!reference_solves(&e.puzzle, p), "line {}", e.line);
            }
        }
    }
}

/// On the sets, "logic up to level L finishes the puzzle" must agree with the plain
/// reference for easy and medium, and must hold whenever the `sudoku` crate finishes with
/// the same techniques. Takes every other puzzle of what the soundness check takes.
fn agrees_with_independent_solvers(source: Source) {
    let dir = source.dir();
    let (mut checked, mut stronger) = (0, 0);
    for set in &SETS {
        let half = |t: Take| Take {
            step: t.step * 2,
            limit: t.limit.div_ceil(2),
        };
        let set = Set {
            samples: half(set.samples),
            data_sets: half(set.data_sets),
            ..*set
        };
        for g in source.puzzles(&dir, &set) {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                let mine = solve_by_logic(&g, level.hardest()).is_some();
                let other = crate_solves(&g, level);
                assert!(
                    mine || !other,
                    "{g}: the crate finishes at {level}, the rater not"
                );
                stronger += usize::from(mine && !other);
                if level <= Level::Medium {
                    let reference = reference_solves(&g, reference_cap(level));
                    assert_eq!(mine, reference, "{g} at {level}: reference differs");
                }
                checked += 1;
            }
        }
    }
    eprintln!(
        "{checked} checks on {}; the rater finished {stronger} times where the crate stalled",
        dir.display()
    );
}

#[test]
fn agrees_with_independent_solvers_on_samples() {
    agrees_with_independent_solvers(Source::Samples);
}

#[test]
#[ignore = "long run over ../shared/data; CI runs it with --ignored"]
fn agrees_with_independent_solvers_on_data_sets() {
    agrees_with_independent_solvers(Source::DataSets);
}
