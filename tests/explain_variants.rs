//! The 9x9 variants (diagonal, windoku, jigsaw) and the sizes up to 10x10 on the one logic
//! engine (issue #30): every step of their explanations replayed by pencil marks that
//! share no code with the tool (units built from the rules as a person states them, in
//! `common::shapes`), and `generate` reaching every level for each, run as the real
//! binary.

mod common;

use common::shapes::{Rules, JIGSAW6};
use common::{cmd, Scratch};
use sudoku_core::general::{
    explain, generate, seeded_jigsaw, GeneralExplanation, GenerateOptions, Names, Puzzle, Shape,
    Symbols,
};
use sudoku_core::logic::Technique;
use sudoku_core::Level;
use sudoku_core::Solutions;

/// Pencil marks kept the plain way, over `rules`' units.
struct Marks<'r> {
    rules: &'r Rules,
    val: Vec<u8>,
    cand: Vec<[bool; 17]>,
}

impl<'r> Marks<'r> {
    fn new(rules: &'r Rules, givens: &[u8]) -> Marks<'r> {
        let mut m = Marks {
            rules,
            val: vec![0; givens.len()],
            cand: vec![[true; 17]; givens.len()],
        };
        for (i, &v) in givens.iter().enumerate() {
            if v != 0 {
                m.place(i, v);
            }
        }
        m
    }

    fn place(&mut self, i: usize, v: u8) {
        self.val[i] = v;
        self.cand[i] = [false; 17];
        for unit in self.rules.units.iter().filter(|u| u.contains(&i)) {
            for &p in unit {
                self.cand[p][usize::from(v)] = false;
            }
        }
    }

    fn has(&self, i: usize, v: u8) -> bool {
        self.val[i] == 0 && self.cand[i][usize::from(v)]
    }
}

/// Replays `e` on `rules`: each step names only candidates that are there, writes only the
/// solution's digit, never crosses out the solution's digit, and a solved ending is the
/// solution. Returns the first broken step, described.
fn replay(rules: &Rules, e: &GeneralExplanation) -> Result<(), String> {
    let solution = e.solution.as_ref().map(|s| s.cells.clone());
    let mut m = Marks::new(rules, &e.puzzle.cells);
    for (k, step) in e.steps.iter().enumerate() {
        let at =
            |what: String| format!("step {} ({}): {what}: {}", k + 1, step.technique, step.text);
        if step.placements.is_empty() && step.eliminations.is_empty() {
            return Err(at("does nothing".into()));
        }
        for &(c, v) in step.placements.iter().chain(&step.eliminations) {
            if !m.has(c, v) {
                return Err(at(format!("{v} at {c} is not a candidate")));
            }
        }
        if let Some(s) = &solution {
            if let Some(&(c, v)) = step.placements.iter().find(|&&(c, v)| s[c] != v) {
                return Err(at(format!("writes {v} at {c}, against the solution")));
            }
            if let Some(&(c, v)) = step.eliminations.iter().find(|&&(c, v)| s[c] == v) {
                return Err(at(format!("crosses out the solution's {v} at {c}")));
            }
        }
        for &(c, v) in &step.placements {
            m.place(c, v);
        }
        for &(c, v) in &step.eliminations {
            m.cand[c][usize::from(v)] = false;
        }
    }
    if e.ending.starts_with("Solved") && Some(&m.val) != solution.as_ref() {
        return Err(format!("the steps end in {:?}, not the solution", m.val));
    }
    Ok(())
}

/// The three 9x9 variants with their rules, the jigsaw drawn from `seed`.
fn variants(seed: u64) -> Vec<(&'static str, Shape, Rules)> {
    let jigsaw = seeded_jigsaw(9, seed).expect("a 9x9 jigsaw layout");
    let labels: Vec<char> = jigsaw
        .regions()
        .expect("a jigsaw has regions")
        .iter()
        .map(|&r| char::from(b'a' + r))
        .collect();
    let jigsaw_rules = Rules::new(9, 3, 3, Some(&labels));
    vec![
        (
            "diagonal",
            Shape::builder(9).diagonal(true).build().unwrap(),
            Rules::new(9, 3, 3, None).diagonal(),
        ),
        (
            "windoku",
            Shape::builder(9).windoku(true).build().unwrap(),
            Rules::new(9, 3, 3, None).windoku(),
        ),
        ("jigsaw", jigsaw, jigsaw_rules),
    ]
}

/// Other sizes the engine holds, with their rules: the standard boxes, a 6x6 jigsaw and a
/// 6x6 with diagonals.
fn sizes() -> Vec<(&'static str, Shape, Rules)> {
    let labels: Vec<char> = JIGSAW6.concat().chars().collect();
    let map: String = labels.iter().map(|c| c.to_ascii_uppercase()).collect();
    vec![
        (
            "4x4",
            Shape::standard(4).unwrap(),
            Rules::new(4, 2, 2, None),
        ),
        (
            "6x6",
            Shape::standard(6).unwrap(),
            Rules::new(6, 2, 3, None),
        ),
        (
            "8x8",
            Shape::standard(8).unwrap(),
            Rules::new(8, 2, 4, None),
        ),
        (
            "10x10",
            Shape::standard(10).unwrap(),
            Rules::new(10, 2, 5, None),
        ),
        (
            "6x6 jigsaw",
            Shape::jigsaw(6, &map).unwrap(),
            Rules::new(6, 2, 3, Some(&labels)),
        ),
        (
            "6x6 diagonal",
            Shape::builder(6).diagonal(true).build().unwrap(),
            Rules::new(6, 2, 3, None).diagonal(),
        ),
    ]
}

/// Techniques the second engine (singles, locked candidates, subsets, basic fish) never
/// had: a step of one of them shows the variant runs on the one engine.
fn beyond_basics(t: Technique) -> bool {
    !matches!(
        t,
        Technique::HiddenSingle
            | Technique::NakedSingle
            | Technique::LockedCandidates
            | Technique::NakedPair
            | Technique::NakedTriple
            | Technique::NakedQuad
            | Technique::HiddenPair
            | Technique::HiddenTriple
            | Technique::HiddenQuad
            | Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::Guess
    )
}

#[test]
fn every_step_of_variant_explanations_replays_on_their_own_rules() {
    replay_all(variants(11), Level::Easy, 2);
}

#[test]
fn every_step_of_other_sizes_replays_on_their_own_rules() {
    // A 4x4 never needs more than singles and locked candidates; the others' random
    // puzzles are mostly easy, so the hard ones are taken.
    let (small, rest): (Vec<_>, Vec<_>) = sizes().into_iter().partition(|s| s.0 == "4x4");
    replay_all(small, Level::Easy, 0);
    replay_all(rest, Level::Hard, 2);
}

#[test]
fn every_step_of_the_large_grids_replays_on_their_own_rules() {
    // 12x12 and 16x16 run the same finders on wider boards (625 cells at most).
    let large = vec![
        (
            "12x12",
            Shape::standard(12).unwrap(),
            Rules::new(12, 3, 4, None),
        ),
        (
            "16x16",
            Shape::standard(16).unwrap(),
            Rules::new(16, 4, 4, None),
        ),
    ];
    replay_all(large, Level::Hard, 8);
}

/// The hard minimal 16x16 puzzles of the solver bench need forcing chains on 256-cell
/// boards: every step of two of them (one with nested chains) replayed, no guess.
#[test]
fn forcing_chains_on_a_16x16_replay_on_its_own_rules() {
    let shape = Shape::standard(16).unwrap();
    let rules = Rules::new(16, 4, 4, None);
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/peers/hard16.txt"),
    )
    .expect("benches/peers/hard16.txt");
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let mut used: Vec<Technique> = Vec::new();
    for k in [0, 2] {
        let line = lines[k].split(' ').next().unwrap();
        let p = Puzzle::parse(shape.clone(), line, Symbols::Hex).unwrap();
        let e = explain(&p, &Names::plain(&shape), None);
        assert!(e.ending.starts_with("Solved"), "{line}: {}", e.ending);
        if let Err(why) = replay(&rules, &e) {
            panic!("{line}: {why}");
        }
        used.extend(e.steps.iter().map(|s| s.technique));
    }
    assert!(!used.contains(&Technique::Guess));
    for t in [Technique::CellForcingChain, Technique::NestedForcingChain] {
        assert!(used.contains(&t), "{t} never came");
    }
}

/// Explains 12 generated puzzles of each shape at `at_least` or harder and replays every
/// step; at least `advanced_at_least` techniques beyond the basics must appear for each
/// shape.
fn replay_all(
    shapes: Vec<(&'static str, Shape, Rules)>,
    at_least: Level,
    advanced_at_least: usize,
) {
    for (name, shape, rules) in shapes {
        let names = Names::plain(&shape);
        let mut steps = 0;
        let mut advanced: Vec<Technique> = Vec::new();
        // The explanation's hardest step gives the level `rate` would: explaining once
        // rather than rating and then explaining halves the cost of this test.
        let puzzles = (1..)
            .map(|seed| {
                let g = generate(&shape, &GenerateOptions::for_shape(&shape), seed)
                    .unwrap_or_else(|| panic!("{name}: a puzzle from seed {seed}"));
                let e = explain(&g.puzzle, &names, None);
                (g, e)
            })
            .take(2_000)
            .filter(|(_, e)| {
                let hardest = e.steps.iter().map(|s| s.difficulty).max();
                hardest.is_some_and(|d| Level::of(d) >= at_least)
            })
            .take(12)
            .enumerate();
        for (seed, (g, e)) in puzzles {
            assert!(rules.is_solution(&g.solution.cells), "{name}: the solution");
            assert_eq!(e.solutions, Solutions::One, "{name} {seed}");
            assert!(
                e.ending.starts_with("Solved"),
                "{name} {seed}: {}",
                e.ending
            );
            if let Err(why) = replay(&rules, &e) {
                panic!(
                    "{name}, seed {seed}, {}: {why}",
                    g.puzzle.to_line(Default::default())
                );
            }
            steps += e.steps.len();
            advanced.extend(
                e.steps
                    .iter()
                    .map(|s| s.technique)
                    .filter(|&t| beyond_basics(t)),
            );
        }
        advanced.sort_by_key(|t| Technique::ALL.iter().position(|a| a == t));
        advanced.dedup();
        println!("{name}: {steps} steps replayed; beyond the basics: {advanced:?}");
        assert!(
            advanced.len() >= advanced_at_least,
            "{name}: wings, chains or ALS should appear in 12 puzzles: {advanced:?}"
        );
    }
}

/// With givens taken away, a puzzle has several solutions: no step may lose the one the
/// explanation names, and no guess is taken.
#[test]
fn variant_steps_keep_every_solution_when_there_are_several() {
    for (name, shape, rules) in variants(5).into_iter().chain(sizes().into_iter().skip(1)) {
        let g = generate(&shape, &GenerateOptions::for_shape(&shape), 3).unwrap();
        let mut cells = g.puzzle.cells.clone();
        let mut taken = 0;
        for c in cells.iter_mut().filter(|c| **c != 0) {
            *c = 0;
            taken += 1;
            if taken == 4 {
                break;
            }
        }
        let p = Puzzle {
            shape: shape.clone(),
            cells,
        };
        let e = explain(&p, &Names::plain(&shape), None);
        assert_eq!(e.solutions, Solutions::Several, "{name}");
        assert!(
            e.steps.iter().all(|s| s.technique != Technique::Guess),
            "{name}"
        );
        replay(&rules, &e).unwrap_or_else(|why| panic!("{name}: {why}"));
        assert!(
            e.ending.contains("more than one solution"),
            "{name}: {}",
            e.ending
        );
    }
}

/// The level of each line of a `generate --list` text file.
fn levels(text: &str) -> Vec<(String, String, String)> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), f[1].to_string(), f[5].to_string())
        })
        .collect()
}

/// A value as `generate --list` writes it: `.` empty, digits, then letters from 10.
fn value(b: u8) -> u8 {
    match b {
        b'.' | b'0' => 0,
        b'1'..=b'9' => b - b'0',
        _ => b.to_ascii_uppercase() - b'A' + 10,
    }
}

/// Runs `generate` with `shape` flags for one puzzle of `level` as a list, and checks it
/// against `rules`: the level asked for, a solution that keeps the rules and the givens,
/// and (up to 10x10, where the plain count is quick) no second solution.
fn check_generated(s: &Scratch, shape: &[&str], level: &str, rules: &Rules) {
    let what = format!("{} {level}", shape.join(" "));
    let out = s.path(&format!("{}-{level}.txt", shape.join("").replace('-', "")));
    cmd(s.dir.path())
        .arg("generate")
        .args(shape)
        .args(["-d", level, "-n", "1", "--seed", "21"])
        .args(["--time-limit", "120", "--list", "-o"])
        .arg(&out)
        .assert()
        .success();
    let made = levels(&std::fs::read_to_string(&out).unwrap());
    assert_eq!(made.len(), 1, "{what}");
    let (puzzle, got, solution) = &made[0];
    assert_eq!(got, level, "{what}: {puzzle}");
    let sol: Vec<u8> = solution.bytes().map(value).collect();
    let mut cells: Vec<u8> = puzzle.bytes().map(value).collect();
    assert!(rules.is_solution(&sol), "{what}: {solution}");
    assert!(cells.iter().zip(&sol).all(|(&p, &s)| p == 0 || p == s));
    if rules.n <= 10 {
        assert_eq!(rules.count(&mut cells, 2), 1, "{what}: unique");
    }
}

#[test]
fn generate_reaches_every_level_of_every_variant() {
    let s = Scratch::new();
    // The 9x9 variants and (below) the sizes up to 10x10: every level (a 4x4 is always
    // easy).
    for (shape, rules) in [
        (&["--diagonal"][..], Rules::new(9, 3, 3, None).diagonal()),
        (&["--windoku"], Rules::new(9, 3, 3, None).windoku()),
    ] {
        for level in ["easy", "medium", "hard", "expert", "extreme"] {
            check_generated(&s, shape, level, &rules);
        }
    }
}

// Three tests, not one, so that the test harness spreads them over the cores.
#[test]
fn generate_reaches_every_level_of_every_size() {
    let s = Scratch::new();
    for (shape, rules) in [
        (&["--size", "6"][..], Rules::new(6, 2, 3, None)),
        (&["--size", "8"], Rules::new(8, 2, 4, None)),
        (&["--size", "10"], Rules::new(10, 2, 5, None)),
    ] {
        for level in ["easy", "medium", "hard", "expert", "extreme"] {
            check_generated(&s, shape, level, &rules);
        }
    }
    // The larger sizes reach "expert" (their rating has fewer techniques so far).
    check_generated(&s, &["--size", "12"], "expert", &Rules::new(12, 3, 4, None));
    check_generated(&s, &["--size", "16"], "expert", &Rules::new(16, 4, 4, None));
}

#[test]
fn generate_reaches_every_level_of_a_jigsaw() {
    let s = Scratch::new();
    // A jigsaw's layout does not fit a line: the workbook's report line says the level.
    for level in ["easy", "medium", "hard", "expert", "extreme"] {
        let out = cmd(s.dir.path())
            .args([
                "generate", "--jigsaw", "-d", level, "-n", "1", "--seed", "21",
            ])
            .args(["--time-limit", "120", "--force", "-o", "jigsaw.xlsx"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.contains(&format!("(9x9 jigsaw): {level} (")),
            "jigsaw {level}: {out}"
        );
    }
}
