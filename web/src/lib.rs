//! The web page's WebAssembly: the `sudoku-xlsx` jobs ([`sudoku_xlsx::jobs`]) given to
//! JavaScript, each taking a file's bytes and the command's flags and giving back a
//! result object: `json` (what the command printed, the grids drawn, its exit status)
//! and `files` (each `{name, bytes}`, ready to download). Built by `web/build`.

use std::cell::RefCell;
use std::sync::Arc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use sudoku_xlsx::jobs::{self, Done, PuzzleAction};
use wasm_bindgen::prelude::*;

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

/// The result object of a job.
fn result(done: Done) -> JsValue {
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

/// For the benchmark (`web/tests/bench.py`): solves every 81-character line of
/// `puzzles` and returns how many were solved, so the page can time the solver alone.
#[wasm_bindgen]
pub fn bench_solve(puzzles: String) -> u32 {
    sudoku_xlsx::jobs::solve_lines(&puzzles) as u32
}
