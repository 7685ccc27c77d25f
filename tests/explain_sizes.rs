//! `explain` on grids of other sizes and variants, end to end: workbooks written here, the
//! real binary run on them, its report replayed and its copy read back. The replayed grid
//! is checked by a small rule checker that shares no code with the tool.

mod common;

use calamine::Data;
use common::shapes::{get, put, puzzle_for, Rules, Typed, JIGSAW6};
use common::{cmd, read_cells, read_text, sheet_names, Scratch};
use rust_xlsxwriter::Workbook;
use serde_json::Value;
use sudoku_core::general::{generate, GenerateOptions, Shape, Symbols};

/// The grid index of the A1 name `cell` in a grid whose top-left cell is `at`.
fn index_of(cell: &str, at: (u32, u32), n: usize) -> usize {
    let split = cell.find(|c: char| c.is_ascii_digit()).unwrap();
    let (letters, digits) = cell.split_at(split);
    let col = letters
        .bytes()
        .fold(0u32, |acc, b| acc * 26 + u32::from(b - b'A' + 1))
        - 1;
    let row: u32 = digits.parse::<u32>().unwrap() - 1;
    assert!(
        row >= at.0 && col >= at.1 && row < at.0 + n as u32 && col < at.1 + n as u32,
        "{cell} is outside the grid"
    );
    (row - at.0) as usize * n + (col - at.1) as usize
}

/// A report symbol as a value: `7`, `12`, or a letter for 10, 11, ...
fn value_of(symbol: &str) -> u8 {
    match symbol.parse::<u8>() {
        Ok(v) => v,
        Err(_) => symbol.as_bytes()[0] - b'A' + 10,
    }
}

/// Plays a report grid's placements on `givens`, checking that each placement is in an
/// empty cell, that its digit and symbol agree, and that it is the solution's digit.
fn replay(grid: &Value, givens: &[u8], solution: &[u8], at: (u32, u32), n: usize) -> Vec<u8> {
    let mut now = givens.to_vec();
    for step in grid["steps"].as_array().unwrap() {
        for p in step["placements"].as_array().unwrap() {
            let i = index_of(p["cell"].as_str().unwrap(), at, n);
            let v = p["digit"].as_u64().unwrap() as u8;
            assert_eq!(value_of(p["symbol"].as_str().unwrap()), v, "{p}");
            assert_eq!(now[i], 0, "step {} writes a filled cell", step["step"]);
            assert_eq!(v, solution[i], "step {}: {p}", step["step"]);
            now[i] = v;
        }
    }
    now
}

/// The report, parsed.
fn report(path: &std::path::Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The step headings of a Steps sheet with pictures (`Step 3 · hidden single · 1.2`), by
/// row: grids up to 9x9 get one block a step.
fn step_headings(path: &std::path::Path, sheet: &str) -> Vec<(u32, String)> {
    let mut rows: Vec<(u32, String)> = read_cells(path, sheet, 3..=100_000)
        .into_iter()
        .filter_map(|((r, c), v)| match v {
            Data::String(t) if c == 0 && t.starts_with("Step ") => Some((r, t)),
            _ => None,
        })
        .collect();
    rows.sort();
    rows
}

#[test]
fn a_six_and_a_sixteen_are_explained_in_the_sheets_words() {
    let s = Scratch::new();
    let six = puzzle_for(&Shape::standard(6).unwrap(), 1);
    let sixteen = puzzle_for(&Shape::standard(16).unwrap(), 2);
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, (1, 1), 6, &six.cells, Typed::Numbers);
    put(ws, (9, 1), 16, &sixteen.cells, Typed::Letters);
    wb.save(s.path("in.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args([
            "explain", "in.xlsx", "-r", "B2:G7", "-r", "B10:Q25", "--report", "r.json",
        ])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("in.xlsx: Sheet1!B2:G7 (6x6): "), "{stdout}");
    assert!(
        stdout.contains("in.xlsx: Sheet1!B10:Q25 (16x16): "),
        "{stdout}"
    );
    assert!(stdout.contains("   1. "), "numbered steps: {stdout}");
    assert!(stdout.contains("  Solved in "), "{stdout}");

    let book = s.path("in.explained.xlsx");
    // Both get pictures, as a 9x9 does: the 16x16's pencil marks in a 4x4 keypad.
    assert_eq!(
        sheet_names(&book),
        [
            "Sheet1",
            "Steps 1",
            "Candidates 1",
            "Steps 2",
            "Candidates 2"
        ]
    );
    let grids = report(&s.path("r.json"));
    assert_eq!(grids.as_array().unwrap().len(), 2);
    for (k, (p, at)) in [(&six, (1, 1)), (&sixteen, (9, 1))].into_iter().enumerate() {
        let n = p.shape.n();
        let grid = &grids[k];
        assert_eq!(grid["result"], "solved", "{n}x{n}");
        assert!(grid["level"].is_string() && grid["difficulty"].is_f64());
        let solved = get(&book, "Sheet1", at, n, Typed::Letters);
        let (br, bc) = if n == 6 { (2, 3) } else { (4, 4) };
        let rules = Rules::new(n, br, bc, None);
        assert!(
            rules.is_solution(&solved),
            "{n}x{n}: the copy is not solved"
        );
        let replayed = replay(grid, &p.cells, &solved, at, n);
        assert_eq!(
            replayed, solved,
            "{n}x{n}: the steps do not reach the solution"
        );
        // One block per step on the Steps sheet, its sentence the report's, its
        // picture n columns wide under the sheet's column letters.
        let steps = grid["steps"].as_array().unwrap();
        let sheet = format!("Steps {}", k + 1);
        let blocks = step_headings(&book, &sheet);
        assert_eq!(blocks.len(), steps.len(), "{sheet}");
        assert_eq!(
            blocks[0].1,
            format!(
                "Step 1 · {} · {:.1}",
                steps[0]["technique"].as_str().unwrap(),
                steps[0]["difficulty"].as_f64().unwrap()
            )
        );
        assert_eq!(
            read_text(&book, &sheet, (blocks[0].0 + 1, 0)).as_deref(),
            steps[0]["text"].as_str()
        );
        let letters = blocks[0].0 + 3;
        // The sheet's letters: the grid starts in column B.
        let last = (b'A' + at.1 as u8 + n as u8 - 1) as char;
        assert_eq!(
            read_text(&book, &sheet, (letters, n as u32)).as_deref(),
            Some(&*last.to_string()),
            "{sheet}"
        );
        assert_eq!(read_text(&book, &sheet, (letters, n as u32 + 1)), None);
        // The first step's picture: each cell its given or its pencil marks, the marks of
        // an empty cell n values in a keypad of rows as wide as the largest value.
        let keypad = (1..=n as u32)
            .filter_map(|c| read_text(&book, &sheet, (letters + 1, c)))
            .find(|t| t.contains('\n'))
            .expect("a cell of pencil marks in the first row");
        let rows: Vec<&str> = keypad.lines().collect();
        let keys = if n <= 9 { 3 } else { 4 };
        assert_eq!(rows.len(), n.div_ceil(keys), "{keypad:?}");
        let width = if n <= 9 { 5 } else { 11 };
        assert!(
            rows.iter().all(|r| r.chars().count() == width),
            "{keypad:?}"
        );
        assert_eq!(
            read_text(&book, &sheet, (0, 0)).unwrap(),
            format!("Steps of Sheet1!{}", grid["range"].as_str().unwrap())
        );
    }
    // The 16x16 sentences name cells as the sheet does and digits as it writes them.
    let steps = grids[1]["steps"].as_array().unwrap();
    let lettered = steps
        .iter()
        .find(|s| {
            s["technique"] == "hidden single"
                && s["placements"][0]["symbol"]
                    .as_str()
                    .is_some_and(|t| t.chars().all(|c| c.is_ascii_uppercase()))
        })
        .expect("a hidden single of a letter");
    let place = &lettered["placements"][0];
    let text = lettered["text"].as_str().unwrap();
    assert!(
        text.starts_with(place["cell"].as_str().unwrap())
            && text.ends_with(&format!("can hold {}", place["symbol"].as_str().unwrap())),
        "{text}"
    );
    assert!(
        stdout.contains(text),
        "the terminal shows the same sentence"
    );
    // Rows and columns as on the sheet: the grid starts at row 10, column B.
    let units: Vec<&str> = steps
        .iter()
        .flat_map(|s| s["units"].as_array().unwrap())
        .map(|u| u.as_str().unwrap())
        .collect();
    assert!(
        !units.iter().any(|u| *u == "row 1" || *u == "column A"),
        "{units:?}"
    );

    // The CSV report writes digits as the sheet does.
    cmd(s.dir.path())
        .args([
            "explain",
            "in.xlsx",
            "-r",
            "B10:Q25",
            "--report",
            "r.csv",
            "-o",
            "again.xlsx",
        ])
        .assert()
        .success();
    let csv = std::fs::read_to_string(s.path("r.csv")).unwrap();
    let cell = place["cell"].as_str().unwrap();
    assert!(
        csv.contains(&format!("{cell}={}", place["symbol"].as_str().unwrap())),
        "{csv}"
    );
}

#[test]
fn diagonal_steps_use_the_diagonals() {
    let s = Scratch::new();
    let shape = Shape::builder(9).diagonal(true).build().unwrap();
    let p = puzzle_for(&shape, 11);
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (0, 0), 9, &p.cells, Typed::Numbers);
    wb.save(s.path("d.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["explain", "d.xlsx", "--diagonal", "--report", "r.json"])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Sheet1!A1:I9 (9x9 diagonal): "), "{stdout}");
    assert!(
        stdout
            .lines()
            .any(|l| l.contains("diagonal") && l.trim_start().starts_with(char::is_numeric)),
        "a step uses a diagonal: {stdout}"
    );
    let book = s.path("d.explained.xlsx");
    assert_eq!(sheet_names(&book), ["Sheet1", "Steps", "Candidates"]);
    let solved = get(&book, "Sheet1", (0, 0), 9, Typed::Letters);
    let rules = Rules::new(9, 3, 3, None).diagonal();
    assert!(rules.is_solution(&solved));
    let grids = report(&s.path("r.json"));
    assert_eq!(replay(&grids[0], &p.cells, &solved, (0, 0), 9), solved);
    // The one engine names each step's pattern, for the report as for the pictures.
    let steps = grids[0]["steps"].as_array().unwrap();
    assert!(
        steps
            .iter()
            .all(|s| !s["pattern"].as_array().unwrap().is_empty()),
        "{steps:?}"
    );
    assert_eq!(
        step_headings(&book, "Steps").len(),
        steps.len(),
        "a block a step"
    );
}

#[test]
fn jigsaw_regions_go_by_their_labels() {
    let labels: Vec<char> = JIGSAW6.concat().chars().collect();
    let map: String = labels.iter().map(|c| c.to_ascii_uppercase()).collect();
    let p = puzzle_for(&Shape::jigsaw(6, &map).unwrap(), 21);
    let s = Scratch::new();
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (0, 0), 6, &p.cells, Typed::Numbers);
    let layout = wb.add_worksheet().set_name("Layout").unwrap();
    for (i, l) in labels.iter().enumerate() {
        layout
            .write_string((i / 6) as u32, (i % 6) as u16, l.to_string())
            .unwrap();
    }
    wb.save(s.path("j.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args([
            "explain",
            "j.xlsx",
            "-r",
            "A1:F6",
            "--regions",
            "Layout!A1:F6",
            "--report",
            "r.json",
        ])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("(6x6 jigsaw): "), "{stdout}");
    let named: Vec<char> = labels
        .iter()
        .copied()
        .filter(|l| stdout.contains(&format!("region \"{l}\"")))
        .collect();
    assert!(!named.is_empty(), "a region named by its label: {stdout}");
    // The engine's own names (region A, B, ...) never show.
    assert!(!stdout.contains("region A"), "{stdout}");
    let book = s.path("j.explained.xlsx");
    assert_eq!(
        sheet_names(&book),
        ["Sheet1", "Layout", "Steps", "Candidates"]
    );
    let solved = get(&book, "Sheet1", (0, 0), 6, Typed::Letters);
    let rules = Rules::new(6, 2, 3, Some(&labels));
    assert!(rules.is_solution(&solved));
    let grids = report(&s.path("r.json"));
    assert_eq!(replay(&grids[0], &p.cells, &solved, (0, 0), 6), solved);
    let units: Vec<&str> = grids[0]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["units"].as_array().unwrap())
        .map(|u| u.as_str().unwrap())
        .collect();
    assert!(
        units.contains(&format!("region \"{}\"", named[0]).as_str()),
        "{units:?}"
    );
}

#[test]
fn steps_stop_when_asked_and_the_level_is_the_puzzles() {
    let s = Scratch::new();
    let p = puzzle_for(&Shape::standard(6).unwrap(), 5);
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), (0, 0), 6, &p.cells, Typed::Numbers);
    wb.save(s.path("six.xlsx")).unwrap();
    cmd(s.dir.path())
        .args(["explain", "six.xlsx", "--size", "6", "--report", "all.json"])
        .assert()
        .success();
    let out = cmd(s.dir.path())
        .args([
            "explain",
            "six.xlsx",
            "--size",
            "6",
            "--steps",
            "3",
            "--report",
            "r.json",
            "-o",
            "three.xlsx",
        ])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let numbered = stdout
        .lines()
        .filter(|l| l.trim_start().starts_with(char::is_numeric))
        .count();
    assert_eq!(numbered, 3, "{stdout}");
    assert!(stdout.contains("  Stopped after step 3."), "{stdout}");
    let (all, three) = (report(&s.path("all.json")), report(&s.path("r.json")));
    assert_eq!(three[0]["steps"].as_array().unwrap().len(), 3);
    assert_eq!(three[0]["level"], all[0]["level"]);
    assert_eq!(three[0]["difficulty"], all[0]["difficulty"]);
    assert_eq!(step_headings(&s.path("three.xlsx"), "Steps").len(), 3);
}

#[test]
fn a_four_with_no_solution_says_where_it_breaks() {
    let s = Scratch::new();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    // 1, 2, 3 in row 1 leave D1 only 4, which D3 already holds.
    for (c, v) in [(0, 1), (1, 2), (2, 3)] {
        ws.write_number(0, c, v).unwrap();
    }
    ws.write_number(2, 3, 4).unwrap();
    // A 4x4 at F1 whose givens clash.
    ws.write_number(0, 5, 1).unwrap();
    ws.write_number(0, 6, 1).unwrap();
    wb.save(s.path("four.xlsx")).unwrap();
    let out = cmd(s.dir.path())
        .args(["explain", "four.xlsx", "-r", "A1:D4", "--report", "r.json"])
        .assert()
        .code(1)
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("Sheet1!A1:D4 (4x4): 0 steps, no solution"),
        "{stdout}"
    );
    assert!(
        stdout.contains("No solution exists: from the start, D1 can hold no digit."),
        "{stdout}"
    );
    let grids = report(&s.path("r.json"));
    assert_eq!(grids[0]["result"], "no solution");
    assert!(grids[0]["level"].is_null());
    // A grid with no solution is still explained in the copy, as for 9x9.
    assert!(s.path("four.explained.xlsx").exists());

    let out = cmd(s.dir.path())
        .args(["explain", "four.xlsx", "-r", "F1:I4", "-o", "clash.xlsx"])
        .assert()
        .code(1)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("The givens break the rules: F1 and G1 both hold 1 (row 1)."),
        "{err}"
    );
    assert!(
        !s.path("clash.xlsx").exists(),
        "nothing to explain, no copy"
    );
}

#[test]
fn lists_of_other_sizes_are_explained_on_the_terminal() {
    let s = Scratch::new();
    let shape = Shape::standard(16).unwrap();
    let made = generate(&shape, &GenerateOptions::for_shape(&shape), 31).unwrap();
    let p = made.puzzle;
    std::fs::write(
        s.path("sixteen.txt"),
        format!("# a 16x16\n{}\n", p.to_line(Symbols::Standard)),
    )
    .unwrap();
    let out = cmd(s.dir.path())
        .args([
            "explain",
            "sixteen.txt",
            "--size",
            "16",
            "--report",
            "r.json",
        ])
        .assert()
        .success()
        .get_output()
        .clone();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("sixteen.txt: line 2 (16x16): "), "{stdout}");
    let grids = report(&s.path("r.json"));
    assert_eq!(grids.as_array().unwrap().len(), 1);
    assert_eq!(grids[0]["result"], "solved");
    let solution = made.solution.cells;
    assert!(Rules::new(16, 4, 4, None).is_solution(&solution));
    let replayed = replay(&grids[0], &p.cells, &solution, (0, 0), 16);
    assert_eq!(replayed, solution);
    // A list line has no layout to read jigsaw regions from.
    let out = cmd(s.dir.path())
        .args(["explain", "sixteen.txt", "--regions", "A1:P16"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    assert!(String::from_utf8_lossy(&out.stderr).contains("solve jigsaw puzzles as grids"));
}

/// A 25x25 of 600-odd steps: every step gets its block and picture (the pencil marks five
/// values a line), though a sheet holds only 1,023 page breaks and the layout asks two a
/// step; the copy is written whole.
#[test]
#[ignore = "30 s in a debug build; .ci/run runs it in release (steps::tests checks the break limit)"]
fn a_twenty_five_gets_a_picture_every_step() {
    let s = Scratch::new();
    cmd(s.dir.path())
        .args([
            "generate", "--size", "25", "-n", "1", "--seed", "5", "-o", "g.xlsx",
        ])
        .assert()
        .success();
    cmd(s.dir.path())
        .args([
            "explain", "g.xlsx", "-r", "A1:Y25", "--report", "r.json", "-q",
        ])
        .assert()
        .success();
    let book = s.path("g.explained.xlsx");
    let names = sheet_names(&book);
    assert!(
        names.ends_with(&["Steps".to_string(), "Candidates".to_string()]),
        "{names:?}"
    );
    let steps = report(&s.path("r.json"))[0]["steps"]
        .as_array()
        .unwrap()
        .len();
    assert!(steps > 1023 / 2, "{steps} steps: too few to pass the limit");
    let blocks = step_headings(&book, "Steps");
    assert_eq!(blocks.len(), steps);
    // The last step's picture: its cells of pencil marks, five lines of five values;
    // the Candidates sheet's first row too. Each sheet read once (it is 3 MB).
    let keypads = |sheet: &str, rows: std::ops::RangeInclusive<u32>| -> Vec<String> {
        read_cells(&book, sheet, rows)
            .into_iter()
            .filter_map(|((_, c), v)| match v {
                Data::String(t) if c >= 1 && t.contains('\n') => Some(t),
                _ => None,
            })
            .collect()
    };
    let (last, _) = blocks[steps - 1];
    let mut seen = keypads("Steps", last + 4..=last + 29);
    let first = keypads("Candidates", 4..=4);
    assert!(
        !first.is_empty(),
        "no pencil marks in the Candidates sheet's first row"
    );
    seen.extend(first);
    for k in &seen {
        assert!(
            k.lines().count() == 5 && k.lines().all(|l| l.chars().count() == 14),
            "{k:?}"
        );
    }
}
