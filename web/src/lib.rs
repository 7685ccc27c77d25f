//! The web page's WebAssembly: the `sudoku-xlsx` jobs ([`sudoku_xlsx::jobs`]) given to
//! JavaScript, each taking a file's bytes and the command's flags and giving back a
//! result object: `json` (what the command printed, the grids drawn, its exit status)
//! and `files` (each `{name, bytes}`, ready to download). Built by `web/build`.

use std::cell::RefCell;
use std::sync::Arc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use sudoku_xlsx::jobs::{self, Done, PuzzleAction};
use sudoku_xlsx::page_words;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

thread_local! {
    /// The page's callback for generate's progress: a browser's worker has one thread.
    static PROGRESS: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// Sets up the module: a panic is recorded as `globalThis.sudokuPanic` before the
/// instance traps, so the worker can say what went wrong and start afresh.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        let _ = Reflect::set(
            &js_sys::global(),
            &JsValue::from_str("sudokuPanic"),
            &JsValue::from_str(&info.to_string()),
        );
    }));
}

/// The result object of a job, its lines and grids' status in the page's words
/// ([`sudoku_xlsx::page_words`]): the page has boxes and buttons, not flags.
fn result(mut done: Done) -> JsValue {
    for line in done.out.iter_mut().chain(done.err.iter_mut()) {
        *line = page_words::for_page(line);
    }
    for grid in &mut done.grids {
        grid.status = page_words::for_page(&grid.status);
    }
    let object = Object::new();
    let json = serde_json::to_string(&done).unwrap_or_else(|_| "{}".to_string());
    let _ = Reflect::set(&object, &"json".into(), &JsValue::from_str(&json));
    let files = Array::new();
    for (name, bytes) in done.files {
        let file = Object::new();
        let _ = Reflect::set(&file, &"name".into(), &JsValue::from_str(&name));
        let _ = Reflect::set(
            &file,
            &"bytes".into(),
            &Uint8Array::from(bytes.as_slice()).into(),
        );
        files.push(&file);
    }
    let _ = Reflect::set(&object, &"files".into(), &files);
    object.into()
}

/// The languages the page speaks, as JSON: `[["en","English"],["fr","français"],...]`.
#[wasm_bindgen]
pub fn languages() -> String {
    let all: Vec<[&str; 2]> = sudoku_i18n::Lang::ALL
        .iter()
        .map(|l| [l.code(), l.name()])
        .collect();
    serde_json::to_string(&all).unwrap_or_else(|_| "[]".to_string())
}

/// The first of `preferred` (the browser's languages, e.g. `fr-CA,en-US`) the page
/// speaks, as a code; `en` when none is.
#[wasm_bindgen]
pub fn pick_language(preferred: &str) -> String {
    preferred
        .split(',')
        .find_map(sudoku_i18n::Lang::parse)
        .unwrap_or(sudoku_i18n::Lang::En)
        .code()
        .to_string()
}

/// Chooses the language of everything this instance says: the jobs' lines, the
/// workbooks they write and [`say`]. Gives back the code taken (`en` for an unknown one).
#[wasm_bindgen]
pub fn set_language(code: &str) -> String {
    let lang = sudoku_i18n::Lang::parse(code).unwrap_or(sudoku_i18n::Lang::En);
    sudoku_i18n::set_current(lang);
    lang.code().to_string()
}

/// The catalogs' message `id` in the current language, with `args`, a JSON object of
/// texts and whole numbers (a number also chooses a plural).
#[wasm_bindgen]
pub fn say(id: &str, args: &str) -> String {
    let parsed: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(args).unwrap_or_default();
    let args: Vec<(&str, sudoku_i18n::Arg)> = parsed
        .iter()
        .map(|(k, v)| {
            let arg = match v {
                serde_json::Value::Number(n) if n.is_i64() => {
                    sudoku_i18n::Arg::Count(n.as_i64().unwrap_or(0))
                }
                serde_json::Value::String(t) => sudoku_i18n::Arg::from(t.as_str()),
                other => sudoku_i18n::Arg::from(other.to_string()),
            };
            (k.as_str(), arg)
        })
        .collect();
    sudoku_i18n::text(id, &args)
}

/// `solve` on one workbook: `flags` as on the command line after the file's name.
#[wasm_bindgen]
pub fn solve(name: String, bytes: Vec<u8>, flags: Vec<String>) -> JsValue {
    result(jobs::solve(&name, bytes, &flags))
}

/// `explain` on one workbook.
#[wasm_bindgen]
pub fn explain(name: String, bytes: Vec<u8>, flags: Vec<String>) -> JsValue {
    result(jobs::explain(&name, bytes, &flags))
}

/// `play` on one workbook.
#[wasm_bindgen]
pub fn play(name: String, bytes: Vec<u8>, flags: Vec<String>) -> JsValue {
    result(jobs::play(&name, bytes, &flags))
}

/// `generate` with `flags` (which name `-o` and `--seed`); `progress` is called with the
/// number of puzzles made so far, after each.
#[wasm_bindgen]
pub fn generate(flags: Vec<String>, progress: js_sys::Function) -> JsValue {
    PROGRESS.with(|p| *p.borrow_mut() = Some(progress));
    let on_made = Arc::new(|n: usize| {
        PROGRESS.with(|p| {
            if let Some(f) = &*p.borrow() {
                let _ = f.call1(&JsValue::NULL, &JsValue::from(n as u32));
            }
        })
    });
    let done = jobs::generate(&flags, on_made);
    PROGRESS.with(|p| *p.borrow_mut() = None);
    result(done)
}

/// A typed puzzle: `action` is `solve`, `rate`, `steps`, or `hint` with `level`
/// (`nudge`, `cells` or `full`).
#[wasm_bindgen]
pub fn puzzle(text: String, action: String, level: String) -> JsValue {
    let action = match action.as_str() {
        "rate" => PuzzleAction::Rate,
        "steps" => PuzzleAction::Steps,
        "hint" => PuzzleAction::Hint(level.parse().unwrap_or_default()),
        _ => PuzzleAction::Solve,
    };
    result(jobs::puzzle(&text, action))
}

/// One `.zip` of a batch's files (`names[k]` holding `contents[k]`, each a Uint8Array), so
/// a batch arrives as one download: browsers let a page start only one download on its
/// own. Names met twice get ` (2)`, ` (3)` ... before their extension.
#[wasm_bindgen]
pub fn zip(names: Vec<String>, contents: Array) -> Result<Vec<u8>, JsValue> {
    let contents: Vec<Vec<u8>> = contents
        .iter()
        .map(|c| c.dyn_into::<Uint8Array>().map(|a| a.to_vec()))
        .collect::<Result<_, _>>()
        .map_err(|_| JsValue::from_str("zip: every content must be a Uint8Array"))?;
    if names.len() != contents.len() {
        return Err(JsValue::from_str("zip: one name a file"));
    }
    let files: Vec<(&str, &[u8])> = names
        .iter()
        .map(String::as_str)
        .zip(contents.iter().map(Vec::as_slice))
        .collect();
    zip_files(&files).map_err(|e| JsValue::from_str(&format!("zip: {e}")))
}

/// The `.zip` of [`zip()`]: stored as the files are (a workbook is already compressed),
/// text and CSV deflated.
fn zip_files(files: &[(&str, &[u8])]) -> zip::result::ZipResult<Vec<u8>> {
    use std::collections::HashSet;
    use std::io::Write;
    use zip::write::SimpleFileOptions;
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let mut taken = HashSet::new();
    for (name, bytes) in files {
        let name = unique_name(name, &mut taken);
        let packed = name.ends_with(".xlsx") || name.ends_with(".xlsm") || name.ends_with(".zip");
        let method = if packed {
            zip::CompressionMethod::Stored
        } else {
            zip::CompressionMethod::Deflated
        };
        out.start_file(
            name,
            SimpleFileOptions::default().compression_method(method),
        )?;
        out.write_all(bytes)?;
    }
    Ok(out.finish()?.into_inner())
}

/// `name`, or `name (2)`, `name (3)` ... (before the extension) when taken already.
fn unique_name(name: &str, taken: &mut std::collections::HashSet<String>) -> String {
    let (stem, ext) = match name.rfind('.') {
        Some(dot) if dot > 0 => name.split_at(dot),
        _ => (name, ""),
    };
    let mut candidate = name.to_string();
    let mut k = 2;
    while !taken.insert(candidate.to_lowercase()) {
        candidate = format!("{stem} ({k}){ext}");
        k += 1;
    }
    candidate
}

/// For the benchmark (`web/tests/bench.py`): solves every 81-character line of
/// `puzzles` and returns how many were solved, so the page can time the solver alone.
#[wasm_bindgen]
pub fn bench_solve(puzzles: String) -> u32 {
    sudoku_xlsx::jobs::solve_lines(&puzzles) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn a_batch_zips_whole_with_names_kept_apart() {
        let book = b"PK\x03\x04 pretend workbook".to_vec();
        let files = [
            ("mon.solved.xlsx", book.as_slice()),
            ("list.solved.txt", b"534678912\n".as_slice()),
            ("mon.solved.xlsx", b"another folder's mon".as_slice()),
            ("MON.solved.xlsx", b"and one more".as_slice()),
        ];
        let bytes = zip_files(&files).unwrap();
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let names: Vec<String> = archive
            .file_names()
            .map(|n| n.unwrap().into_owned())
            .collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(
            sorted,
            [
                "MON.solved (3).xlsx",
                "list.solved.txt",
                "mon.solved (2).xlsx",
                "mon.solved.xlsx"
            ]
        );
        for (name, want) in [
            ("mon.solved.xlsx", book.as_slice()),
            ("list.solved.txt", b"534678912\n".as_slice()),
            ("mon.solved (2).xlsx", b"another folder's mon".as_slice()),
        ] {
            let mut got = Vec::new();
            archive
                .by_name(name)
                .unwrap()
                .read_to_end(&mut got)
                .unwrap();
            assert_eq!(got, want, "{name}");
        }
        let stored = archive.by_name("mon.solved.xlsx").unwrap().compression();
        assert_eq!(stored, zip::CompressionMethod::Stored);
    }
}
