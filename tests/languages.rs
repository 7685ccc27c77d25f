//! The user's language (issue 46): `--lang`, else the POSIX locale, chooses the words of
//! the status lines written into the solved copy and printed on the terminal; an unknown
//! code is refused with the list of languages. Each run reads the copy back.

mod common;

use common::{cmd, puzzle_xlsx, read_text, Scratch, CLASSIC};

/// The classic puzzle with a second 5 in A1's row: B1 and A1 clash in row 1.
const CLASH: &str =
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Solves `line` in `lang` (by `--lang`) and gives the terminal's first line and the
/// status line under the copy's grid.
fn solve_in(s: &Scratch, lang: &str, line: &str) -> (String, Option<String>) {
    let input = s.path(&format!("{lang}.xlsx"));
    puzzle_xlsx(&input, line);
    let out = cmd(s.dir.path())
        .args(["--lang", lang, "solve"])
        .arg(&input)
        .assert()
        .get_output()
        .clone();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let first = stdout.lines().next().unwrap_or("").to_string();
    let copy = s.path(&format!("{lang}.solved.xlsx"));
    let status = copy
        .exists()
        .then(|| read_text(&copy, "Sheet1", (9, 0)))
        .flatten();
    (first, status)
}

#[test]
fn a_solved_copy_says_so_in_french_german_and_japanese() {
    let s = Scratch::new();
    for (lang, word, wrote) in [
        ("fr", "Résolu", "Écrit\u{a0}: "),
        ("de", "Gelöst", " geschrieben"),
        ("ja", "解けました", " を書き出しました"),
    ] {
        let (first, status) = solve_in(&s, lang, CLASSIC);
        assert!(first.ends_with(&format!("Sheet1!A1:I9: {word}")), "{first}");
        assert_eq!(status.as_deref(), Some(word), "{lang}");
        let out = cmd(s.dir.path())
            .args(["--lang", lang, "solve", &format!("{lang}.xlsx"), "--force"])
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.lines().any(|l| l.contains(wrote)),
            "{lang}: {stdout}"
        );
    }
}

#[test]
fn a_clash_is_named_in_the_users_words() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("clash.xlsx"), CLASH);
    // The terminal: a heading, then each clash on a line of its own.
    for (lang, heading, clash) in [
        (
            "fr",
            "les chiffres donnés enfreignent les règles\u{a0}:",
            "Sheet1!A1 et Sheet1!B1 contiennent tous deux 5 (ligne 1)",
        ),
        (
            "de",
            "die Vorgaben verstoßen gegen die Regeln:",
            "Sheet1!A1 und Sheet1!B1 enthalten beide 5 (Zeile 1)",
        ),
        (
            "ja",
            "問題の数字がルールに反しています：",
            "Sheet1!A1 と Sheet1!B1 の両方に 5 があります（1 行目）",
        ),
    ] {
        let out = cmd(s.dir.path())
            .args(["--lang", lang, "solve", "clash.xlsx", "--force"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{lang}: no solution");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("clash.xlsx: Sheet1!A1:I9: {heading}\n  {clash}\n")),
            "{lang}: {stderr}"
        );
    }
    // A report's message column says it in one sentence; its status column stays the
    // same in every language, for programs to read.
    for (lang, said) in [
        (
            "fr",
            "Les chiffres donnés enfreignent les règles\u{a0}: A1 et B1 contiennent tous deux 5 (ligne 1)",
        ),
        (
            "de",
            "Die Vorgaben verstoßen gegen die Regeln: A1 und B1 enthalten beide 5 (Zeile 1)",
        ),
        (
            "ja",
            "問題の数字がルールに反しています：A1 と B1 の両方に 5 があります（1 行目）",
        ),
    ] {
        let report = format!("{lang}.csv");
        cmd(s.dir.path())
            .args(["--lang", lang, "solve", "clash.xlsx", "--force", "--report", &report])
            .assert()
            .code(1);
        let text = std::fs::read_to_string(s.path(&report)).unwrap();
        let row = text.lines().nth(1).unwrap();
        assert!(
            row.starts_with("clash.xlsx,Sheet1,A1:I9,invalid,30,0,,"),
            "{row}"
        );
        assert!(row.ends_with(&format!(",\"{said}\"")) || row.ends_with(said), "{row}");
    }
}

#[test]
fn the_locale_chooses_when_lang_is_not_given() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    let first = |env: &[(&str, &str)], args: &[&str]| {
        let mut c = cmd(s.dir.path());
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c
            .args(args)
            .args(["solve", "p.xlsx", "--force"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{env:?}");
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .to_string()
    };
    let ends = |line: String, word: &str| assert!(line.ends_with(word), "{line} / {word}");
    ends(first(&[("LANG", "ja_JP.UTF-8")], &[]), "解けました");
    // LC_ALL before LC_MESSAGES before LANG; --lang before all of them.
    ends(
        first(
            &[("LANG", "ja_JP.UTF-8"), ("LC_MESSAGES", "tr_TR.UTF-8")],
            &[],
        ),
        "Çözüldü",
    );
    ends(
        first(
            &[("LC_ALL", "es_ES.UTF-8"), ("LC_MESSAGES", "tr_TR.UTF-8")],
            &[],
        ),
        "Resuelto",
    );
    ends(
        first(&[("LC_ALL", "zh_CN.UTF-8")], &["--lang", "pt"]),
        "Resolvido",
    );
    ends(first(&[("LANG", "zh_CN.UTF-8")], &[]), "已解出");
    // C and a language there are no words for mean English.
    ends(first(&[("LANG", "C.UTF-8")], &[]), ": Solved");
    ends(first(&[("LANG", "sv_SE.UTF-8")], &[]), ": Solved");
    // The flag comes after the subcommand just as well.
    let out = cmd(s.dir.path())
        .args(["solve", "p.xlsx", "--force", "--lang", "it"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains(": Risolto"));
}

#[test]
fn an_unknown_language_is_refused_with_the_list() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    for code in ["xx", "zh-TW", "sv"] {
        let out = cmd(s.dir.path())
            .args(["--lang", code, "solve", "p.xlsx"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{code}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("there is no language \"{code}\"")),
            "{stderr}"
        );
        for lang in [
            "en (English)",
            "fr (français)",
            "ja (日本語)",
            "zh (简体中文)",
            "tr (Türkçe)",
        ] {
            assert!(stderr.contains(lang), "{stderr}");
        }
        assert!(!s.path("p.solved.xlsx").exists(), "nothing is written");
    }
    // Refused in the locale's language, which is what the user reads.
    let out = cmd(s.dir.path())
        .env("LANG", "fr_FR.UTF-8")
        .args(["--lang", "xx", "solve", "p.xlsx"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("aucune langue ne porte le code"));
}

/// A workbook with the classic puzzle, and in C1 the text `x` and in E1 the logical TRUE.
fn bad_cells_xlsx(path: &std::path::Path) {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    common::put_line(ws, 0, 0, CLASSIC);
    ws.write_string(0, 2, "x").unwrap();
    ws.write_boolean(0, 5, true).unwrap();
    wb.save(path).unwrap();
}

#[test]
fn refusals_say_what_is_wrong_in_the_users_words() {
    let s = Scratch::new();
    bad_cells_xlsx(&s.path("bad.xlsx"));
    for (lang, heading, text, logical, missing, sheet) in [
        (
            "fr",
            "2 cellules de la plage ne sont ni des chiffres de 1 à 9 ni vides\u{a0}:",
            "Sheet1!C1: le texte \"x\" n'est pas un chiffre de 1 à 9",
            "Sheet1!F1: la valeur logique TRUE n'est pas un chiffre de 1 à 9",
            "nowhere.xlsx: impossible de lire le fichier\u{a0}: ce fichier n'existe pas",
            "il n'y a pas de feuille \"Nope\"\u{a0}; le classeur contient \"Sheet1\"",
        ),
        (
            "de",
            "2 Zellen des Bereichs sind weder Ziffern 1-9 noch leer:",
            "Sheet1!C1: der Text \"x\" ist keine Ziffer 1-9",
            "Sheet1!F1: der Wahrheitswert TRUE ist keine Ziffer 1-9",
            "nowhere.xlsx: die Datei kann nicht gelesen werden: Datei nicht gefunden",
            "es gibt kein Blatt \"Nope\"; die Arbeitsmappe hat \"Sheet1\"",
        ),
        (
            "ja",
            "範囲内の 2 個のセルが 1～9 の数字でも空白でもありません：",
            "Sheet1!C1: テキスト \"x\" は 1～9 の数字ではありません",
            "Sheet1!F1: 論理値 TRUE は 1～9 の数字ではありません",
            "nowhere.xlsx: ファイルを読み込めません：そのようなファイルはありません",
            "シート \"Nope\" はありません。ブックにあるシート：\"Sheet1\"",
        ),
    ] {
        let run = |args: &[&str]| {
            let out = cmd(s.dir.path())
                .args(["--lang", lang])
                .args(args)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(2), "{lang} {args:?}");
            String::from_utf8(out.stderr).unwrap()
        };
        let said = run(&["solve", "bad.xlsx"]);
        for line in [heading, text, logical] {
            assert!(said.contains(line), "{lang}: {said}");
        }
        assert!(run(&["solve", "nowhere.xlsx"]).contains(missing), "{lang}");
        assert!(
            run(&["solve", "bad.xlsx", "--sheet", "Nope"]).contains(sheet),
            "{lang}"
        );
        assert!(
            !s.path("bad.solved.xlsx").exists(),
            "{lang}: nothing written"
        );
    }
}

#[test]
fn a_batch_sums_up_in_the_users_words() {
    let s = Scratch::new();
    std::fs::create_dir(s.path("in")).unwrap();
    puzzle_xlsx(&s.path("in/a.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("in/b.xlsx"), CLASH);
    for (lang, summary) in [
        (
            "fr",
            "résolues\u{a0}: 1, à plusieurs solutions\u{a0}: 0, sans solution\u{a0}: 0, invalides\u{a0}: 1, ignorées\u{a0}: 0, erreurs\u{a0}: 0\u{a0}; fichiers écrits\u{a0}: 1 en ",
        ),
        (
            "de",
            "gelöst: 1, mit mehreren Lösungen: 0, ohne Lösung: 0, ungültig: 1, übersprungen: 0, Fehler: 0; geschriebene Dateien: 1 in ",
        ),
        (
            "ja",
            "解決 1、複数解 0、解なし 0、無効 1、スキップ 0、エラー 0。書き出したファイル 1 個（",
        ),
    ] {
        let out = cmd(s.dir.path())
            .args(["--lang", lang, "solve", "in", "--out-dir", lang])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{lang}");
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(all.contains(summary), "{lang}: {all}");
    }
    // Seconds with the language's decimal mark: "en 0,01 s".
    let out = cmd(s.dir.path())
        .args(["--lang", "fr", "solve", "in", "--out-dir", "fr2"])
        .output()
        .unwrap();
    let all =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    let tail = all
        .split("fichiers écrits\u{a0}: 1 en ")
        .nth(1)
        .unwrap_or("");
    assert!(tail.chars().nth(1) == Some(','), "a decimal comma: {tail}");
}

/// The explained copy's sheets, titles, step headings (technique names as each language's
/// players say them, ratings with its decimal mark) and captions.
#[test]
fn an_explained_copy_is_headed_and_explained_in_the_users_words() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    for (lang, steps, candidates, title, first, sentence, go_to, caption) in [
        (
            "fr",
            "Étapes",
            "Candidats",
            "Étapes de Sheet1!A1:I9",
            "Étape 1 · singleton caché · 1,2",
            "F1 est la seule case de l'unité bloc 2 qui puisse contenir 8",
            "Aller à\u{a0}:",
            "Les candidats avant la première étape\u{a0}:",
        ),
        (
            "de",
            "Schritte",
            "Kandidaten",
            "Schritte für Sheet1!A1:I9",
            "Schritt 1 · Versteckter Single · 1,2",
            "F1 ist die einzige Zelle in Block 2, in der die 8 stehen kann",
            "Gehe zu:",
            "Die Kandidaten vor dem ersten Schritt:",
        ),
        (
            "ja",
            "手順",
            "候補",
            "Sheet1!A1:I9 の手順",
            "手順 1 · ヒドゥンシングル · 1.2",
            "ブロック 2 で 8 が入るマスは F1 だけ",
            "移動：",
            "最初の手順の前の候補：",
        ),
    ] {
        let book = s.path(&format!("{lang}.xlsx"));
        cmd(s.dir.path())
            .args(["--lang", lang, "explain", "p.xlsx", "-q", "-o"])
            .arg(&book)
            .assert()
            .success();
        assert_eq!(
            common::sheet_names(&book),
            ["Sheet1", steps, candidates],
            "{lang}"
        );
        assert_eq!(read_text(&book, steps, (0, 0)).as_deref(), Some(title));
        assert_eq!(read_text(&book, steps, (3, 0)).as_deref(), Some(first));
        assert_eq!(read_text(&book, steps, (4, 0)).as_deref(), Some(sentence));
        assert_eq!(read_text(&book, steps, (5, 0)).as_deref(), Some(go_to));
        let said = read_text(&book, candidates, (2, 0)).unwrap_or_default();
        assert!(said.starts_with(caption), "{lang}: {said}");
    }
}

#[test]
fn rate_speaks_the_users_language_and_reports_stay_the_same() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    for (lang, line, summary) in [
        (
            "fr",
            "p.xlsx\u{a0}: Sheet1!A1:I9\u{a0}: facile (1,2, étape la plus dure\u{a0}: singleton caché)\u{a0}; chiffres donnés\u{a0}: 30\u{a0}; solution unique\u{a0}; singleton caché x51",
            "notées\u{a0}: 1\u{a0}; faciles\u{a0}: 1,",
        ),
        (
            "de",
            "p.xlsx: Sheet1!A1:I9: leicht (1,2, schwierigster Schritt: Versteckter Single); Vorgaben: 30; eindeutig; Versteckter Single x51",
            "bewertet: 1; leicht: 1,",
        ),
        (
            "ja",
            "p.xlsx：Sheet1!A1:I9：初級（1.2、最も難しい手順：ヒドゥンシングル）；問題の数字 30 個；唯一解；ヒドゥンシングル x51",
            "評価 1 問：初級 1、",
        ),
    ] {
        let report = format!("{lang}.csv");
        let out = cmd(s.dir.path())
            .args(["--lang", lang, "rate", "p.xlsx", "--report", &report])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{lang}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_eq!(stdout.lines().next(), Some(line), "{lang}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(summary),
            "{lang}"
        );
        // The report's columns are for programs: the same words in every language.
        let csv = std::fs::read_to_string(s.path(&report)).unwrap();
        assert!(csv.contains(",easy,"), "{lang}: {csv}");
        assert!(csv.contains("hidden single"), "{lang}: {csv}");
    }
}

#[test]
fn generate_and_play_say_where_their_files_went() {
    let s = Scratch::new();
    let out = cmd(s.dir.path())
        .args(["--lang", "de", "generate", "-n", "2", "--seed", "7"])
        .args(["-o", "g.xlsx", "--solutions-to", "l.xlsx"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("g.xlsx geschrieben (2 Rätsel, Startwert 7)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Lösungen nach l.xlsx geschrieben"),
        "{stdout}"
    );
    // A seed past the largest signed 64-bit number is written whole.
    let out = cmd(s.dir.path())
        .args([
            "--lang",
            "ja",
            "generate",
            "-n",
            "1",
            "--seed",
            "18446744073709551615",
        ])
        .args(["-o", "big.xlsx"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("big.xlsx を書き出しました（1 問、シード 18446744073709551615）"),
        "{stdout}"
    );
    puzzle_xlsx(&s.path("p.xlsx"), CLASSIC);
    let out = cmd(s.dir.path())
        .args(["--lang", "fr", "play", "p.xlsx"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("Écrit\u{a0}: p.play.xlsx (1 grille à jouer)"),
        "{stdout}"
    );
}

/// A hard puzzle whose steps use a finned swordfish, a cell forcing chain, ALS-XZ, an
/// empty rectangle and an AIC (line 4 of tests/data/hard40_techniques.txt's sample).
const CHAINS: &str =
    "..1..4.......6.3.5...9.....8.....7.3.......285...7.6..3...8...6..92......4...1...";

/// English words no sentence in French, German or Japanese holds: one found in an output
/// means a string that bypassed the catalogs. Technique names some communities keep in
/// English ("Finned Fish", "Empty Rectangle") hold none of them, and "solution" is French
/// too, so it is not here.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "only",
    "must",
    "goes",
    "go",
    "from",
    "which",
    "cell",
    "cells",
    "can",
    "hold",
    "holds",
    "step",
    "steps",
    "solved",
    "would",
    "either",
    "way",
    "digit",
    "digits",
    "row",
    "column",
    "box",
    "wrote",
    "givens",
    "there",
    "no",
    "not",
    "is",
    "are",
    "of",
    "to",
    "for",
    "with",
    "by",
    "each",
    "every",
    "one",
    "two",
    "type",
    "typed",
    "level",
    "easy",
    "medium",
    "hard",
    "puzzle",
    "grid",
    "sheet",
    "wrong",
    "clash",
    "rules",
    "hint",
    "look",
    "write",
    "cross",
    "out",
    "rated",
    "found",
    "file",
    "files",
    "report",
    "line",
    "lines",
    "invalid",
    "several",
    "copy",
    "more",
    "left",
    "time",
    "limit",
    "give",
    "allow",
    "written",
    "full",
    "needs",
    "has",
    "have",
    "unreadable",
    "problems",
    "shown",
    "passed",
    "over",
    "elapsed",
    "could",
    "brought",
    "down",
    "merged",
    "holds",
    "puzzles",
    "default",
    "values",
];

/// Every text a person reads in a workbook: cell strings and formulas of every sheet, the
/// sheet names, and what data validation says when a cell refuses an entry.
fn workbook_texts(path: &std::path::Path) -> Vec<String> {
    use calamine::{open_workbook, Data, Reader, Xlsx};
    let mut wb: Xlsx<_> = open_workbook(path).unwrap();
    let mut out = wb.sheet_names();
    for name in wb.sheet_names() {
        if let Ok(range) = wb.worksheet_range(&name) {
            out.extend(range.used_cells().filter_map(|(_, _, v)| match v {
                Data::String(s) => Some(s.clone()),
                _ => None,
            }));
        }
        // A formula's functions are the spreadsheet's own (IF, ROW); its quoted texts are
        // what the cell shows.
        if let Ok(formulas) = wb.worksheet_formula(&name) {
            for (_, _, f) in formulas.used_cells() {
                out.extend(f.split('"').skip(1).step_by(2).map(str::to_string));
            }
        }
    }
    let mut z = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    for i in 0..z.len() {
        let mut part = z.by_index(i).unwrap();
        if !part.name().unwrap().starts_with("xl/worksheets/sheet") {
            continue;
        }
        let mut xml = String::new();
        std::io::Read::read_to_string(&mut part, &mut xml).unwrap();
        for attr in ["error=\"", "errorTitle=\"", "prompt=\"", "promptTitle=\""] {
            for (k, _) in xml.match_indices(attr) {
                let rest = &xml[k + attr.len()..];
                out.push(rest[..rest.find('"').unwrap_or(0)].to_string());
            }
        }
    }
    out
}

/// The English words of `text`, after the file names, cell references and words of the
/// product itself are set aside.
fn english_in(text: &str) -> Vec<String> {
    let text = text
        .replace("Sheet1", "")
        .replace("Sudoku Explainer", "")
        .replace("sudoku-xlsx", "");
    // File names, flags and sheet-qualified ranges ('Sheet'!B2:J10) are the user's and
    // the command's, in any language; a flag may stand with no space before it (in
    // Japanese).
    let mut bare = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find("--") {
        bare.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let end = after
            .find(|c: char| !(c.is_ascii_lowercase() || c == '-'))
            .unwrap_or(after.len());
        rest = &after[end..];
    }
    bare.push_str(rest);
    let text: Vec<&str> = bare
        .split(' ')
        .filter(|w| !w.contains(".xlsx") && !w.contains('!'))
        .collect();
    text.join(" ")
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// [`english_in`] for a line of `--help`, which also holds what the user types: example
/// command lines, backquoted code, placeholders and environment variables in capitals,
/// the commands' names and the values flags take (`easy`, `nudge`, `cells`).
fn english_in_help(line: &str) -> Vec<String> {
    if line.contains("sudoku-xlsx ") && line.trim_start().starts_with("sudoku-xlsx") {
        return Vec::new();
    }
    let unquoted: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    const TYPED: &[&str] = &[
        "solve", "generate", "rate", "find", "explain", "play", "hint", "report", "merge", "easy",
        "medium", "hard", "expert", "extreme", "nudge", "cells", "full", "auto", "always", "never",
        "of",
    ];
    english_in(&unquoted)
        .into_iter()
        .filter(|w| !(w.chars().all(|c| c.is_ascii_uppercase()) && w.len() > 1))
        .filter(|w| !TYPED.contains(&w.as_str()))
        .collect()
}

/// Runs every command of the scan in `lang` in a folder of its own and gives how many
/// texts it read and the English words it found.
fn scan(s: &Scratch, lang: &str) -> (usize, Vec<String>) {
    let (mut checked, mut found) = (0, Vec::new());
    let dir = s.path(lang);
    std::fs::create_dir(&dir).unwrap();
    let runs: &[&[&str]] = &[
        &["solve", "../classic.xlsx", "-o", "solved.xlsx"],
        &["solve", "../clash.xlsx"],
        &["solve", "../nowhere.xlsx"],
        &["solve", "../classic.xlsx", "--sheet", "Nope"],
        &["explain", "../chains.xlsx", "-o", "explained.xlsx"],
        &["rate", "../chains.xlsx"],
        &["hint", "../classic.xlsx"],
        &["hint", "../classic.xlsx", "--level", "full"],
        &["play", "../classic.xlsx", "-o", "play.xlsx"],
        &[
            "generate",
            "--count",
            "2",
            "--seed",
            "7",
            "-o",
            "generated.xlsx",
        ],
        // Refusals: an output already there, a folder that is not, a range that is no
        // range, a sheet by a number past the last.
        &["solve", "../classic.xlsx", "-o", "solved.xlsx"],
        &["solve", "../classic.xlsx", "-o", "missing/x.xlsx"],
        &["solve", "../classic.xlsx", "--range", "A1:Z"],
        &["solve", "../classic.xlsx", "--sheet", "4"],
        &["explain", "../clash.xlsx", "-o", "clash-explained.xlsx"],
        &["hint", "../clash.xlsx"],
        &["rate", "../clash.xlsx"],
        &["solve", "../shifted.xlsx"],
        &["solve", "../notes.xlsx"],
        &["solve", "../classic.xlsx", "--range", "B2:K10"],
        &["solve", "../classic.xlsx", "--bogus"],
        &["--help"],
        &["solve", "--help"],
        &["hint", "-h"],
        // Lists: a summary, a clash, a broken line; the list's own Status column keeps
        // its words, so only the terminal is read.
        &["solve", "../list.txt", "-o", "list-solved.xlsx"],
        &["rate", "../list.txt"],
        &["explain", "../list.txt"],
        &[
            "find",
            "../classic.xlsx",
            "../shifted.xlsx",
            "../bad-cells.xlsx",
        ],
        // Values and names the command line cannot take.
        &["solve", "../classic.xlsx", "--size", "7"],
        &["solve", "../classic.xlsx", "--size", "6", "--boxes", "2x4"],
        &["solve", "../classic.xlsx", "--shard", "3/2"],
        &["solve", "../classic.xlsx", "-o", "result.pdf"],
        &["solve", "../classic.xlsx", "--report", "r.txt"],
        &["generate", "--per-page", "5", "-o", "x.xlsx"],
        &[
            "solve",
            "../classic.xlsx",
            "--report",
            "r1.csv",
            "-o",
            "s1.xlsx",
        ],
        &["report", "merge", "r1.csv", "../r2.json", "-o", "m.csv"],
        &[
            "generate",
            "-n",
            "1",
            "--givens",
            "17",
            "--time-limit",
            "1",
            "--seed",
            "3",
            "-o",
            "sparse.xlsx",
        ],
    ];
    for args in runs {
        let out = cmd(&dir)
            .arg("--lang")
            .arg(lang)
            .args(*args)
            .output()
            .unwrap();
        for stream in [&out.stdout, &out.stderr] {
            let text = String::from_utf8_lossy(stream);
            let help = args.iter().any(|a| *a == "--help" || *a == "-h");
            for line in text.lines() {
                checked += 1;
                let words = if help {
                    english_in_help(line)
                } else {
                    english_in(line)
                };
                if !words.is_empty() {
                    found.push(format!("{lang} {args:?}: {words:?} in {line}"));
                }
            }
        }
    }
    for book in ["solved", "explained", "play", "generated"] {
        let path = dir.join(format!("{book}.xlsx"));
        assert!(path.exists(), "{lang}: {book}.xlsx was written");
        for text in workbook_texts(&path) {
            checked += 1;
            let words = english_in(&text);
            if !words.is_empty() {
                found.push(format!("{lang} {book}.xlsx: {words:?} in {text}"));
            }
        }
    }
    (checked, found)
}

#[test]
fn no_english_word_is_left_in_french_german_or_japanese() {
    let s = Scratch::new();
    puzzle_xlsx(&s.path("classic.xlsx"), CLASSIC);
    puzzle_xlsx(&s.path("clash.xlsx"), CLASH);
    puzzle_xlsx(&s.path("chains.xlsx"), CHAINS);
    // The classic puzzle typed at B2, read at A1:I9 by default; and a text file named
    // as a workbook.
    let mut book = rust_xlsxwriter::Workbook::new();
    common::put_line(book.add_worksheet(), 1, 1, CLASSIC);
    book.save(s.path("shifted.xlsx")).unwrap();
    std::fs::write(s.path("notes.xlsx"), "shopping: eggs, milk\n").unwrap();
    std::fs::write(
        s.path("list.txt"),
        format!("{CLASSIC}\n{CLASH}\n{}\n", &CLASSIC[..80]),
    )
    .unwrap();
    bad_cells_xlsx(&s.path("bad-cells.xlsx"));
    std::fs::write(s.path("r2.json"), "[]").unwrap();
    // The three languages run side by side, each running the command 30 times.
    let scanned: Vec<(usize, Vec<String>)> = std::thread::scope(|scope| {
        let runs: Vec<_> = ["fr", "de", "ja"]
            .map(|lang| scope.spawn(|| scan(&s, lang)))
            .into_iter()
            .collect();
        runs.into_iter()
            .map(|r| r.join().expect("a language's scan"))
            .collect()
    });
    let checked: usize = scanned.iter().map(|(n, _)| n).sum();
    let found: Vec<String> = scanned.into_iter().flat_map(|(_, f)| f).collect();

    assert!(found.is_empty(), "English left:\n{}", found.join("\n"));
    assert!(checked > 300, "{checked} texts checked");
}

/// Every message id the code names (`tr!("id"`, `text("id"`, `text_in(lang, "id"`,
/// `has_message(lang, "id"`) is in the English catalog, so that no run prints an id
/// instead of words.
#[test]
fn every_message_the_code_names_is_in_the_catalogs() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = Vec::new();
    let mut folders: Vec<std::path::PathBuf> = ["src", "crates", "web/src", "python/src"]
        .iter()
        .map(|f| root.join(f))
        .collect();
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push(path);
            }
        }
    }
    let mut named = 0;
    let mut missing = Vec::new();
    for path in &sources {
        let text = std::fs::read_to_string(path).unwrap();
        for call in ["tr!(", "text(", "text_in(", "has_message("] {
            for (at, _) in text.match_indices(call) {
                let before = text[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let mut rest = text[at + call.len()..].trim_start();
                // A language comes first in text_in and has_message.
                if call != "tr!(" && call != "text(" {
                    let Some(comma) = rest.find(',') else {
                        continue;
                    };
                    if rest[..comma].contains(['"', '(', ')']) {
                        continue;
                    }
                    rest = rest[comma + 1..].trim_start();
                }
                let Some(lit) = rest.strip_prefix('"') else {
                    continue;
                };
                let id: String = lit
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                if !id.starts_with(|c: char| c.is_ascii_lowercase())
                    || !lit[id.len()..].starts_with('"')
                {
                    continue;
                }
                named += 1;
                if !sudoku_i18n::has_message(sudoku_i18n::Lang::En, &id) {
                    missing.push(format!("{id} ({})", path.display()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "not in the catalogs: {missing:?}");
    assert!(named > 300, "{named} ids named");
}

/// Japanese and Chinese put no spaces between words, where clap breaks lines: their
/// `--help` is broken by display width, and fits the terminal.
#[test]
fn japanese_and_chinese_help_fit_the_terminal() {
    use unicode_width::UnicodeWidthStr;
    let s = Scratch::new();
    for lang in ["ja", "zh"] {
        for command in [&["solve"][..], &["generate"], &["report", "merge"], &[]] {
            let out = cmd(s.dir.path())
                .env("COLUMNS", "60")
                .arg("--lang")
                .arg(lang)
                .args(command)
                .arg("--help")
                .output()
                .unwrap();
            let text = String::from_utf8(out.stdout).unwrap();
            assert!(text.lines().count() > 10, "{lang} {command:?}: {text}");
            for line in text.lines() {
                // The usage line is clap's own, names and flags that cannot be broken.
                if line.contains("sudoku-xlsx") && line.contains("[OPTIONS]") {
                    continue;
                }
                assert!(
                    line.width() <= 60,
                    "{lang} {command:?}: {} columns: {line}",
                    line.width()
                );
            }
        }
    }
}
