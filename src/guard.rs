//! Runs third-party parsing code so that a panic inside it becomes an ordinary error and
//! never reaches the user as "panicked at" or a backtrace.
//!
//! The panic hook stays silent only while a guarded call runs on the current thread, so a
//! real bug elsewhere in the tool still reports itself.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    static GUARDED: Cell<u32> = const { Cell::new(0) };
}

static HOOK: Once = Once::new();

/// Replaces Rust's panic report ("thread main panicked at ...", backtrace hints) with one
/// plain line asking for a bug report. Panics inside [`catch`] print nothing: they become
/// ordinary errors.
pub fn install_hook() {
    HOOK.call_once(|| {
        panic::set_hook(Box::new(move |info| {
            if GUARDED.with(Cell::get) == 0 {
                let what = info
                    .payload()
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| info.payload().downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                let at = info
                    .location()
                    .map(|l| format!(" ({}:{})", l.file(), l.line()))
                    .unwrap_or_default();
                eprintln!(
                    "sudoku-xlsx: internal error: {what}{at}; this is a bug, please report it with the input that caused it"
                );
            }
        }));
    });
}

/// Runs `f`; if it panics, returns `Err` with the panic message instead.
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    install_hook();
    GUARDED.with(|g| g.set(g.get() + 1));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    GUARDED.with(|g| g.set(g.get() - 1));
    result.map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown failure".to_string())
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn panics_become_errors() {
        assert_eq!(super::catch(|| 3), Ok(3));
        let e = super::catch(|| -> u8 { panic!("bad {}", 7) }).unwrap_err();
        assert_eq!(e, "bad 7");
    }
}
