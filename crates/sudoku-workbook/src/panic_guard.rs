//! Runs third-party parsing code so that a panic inside it becomes an ordinary error and
//! never reaches the user as "panicked at" or a backtrace.
//!
//! The hook it adds stays silent only while a guarded call runs on the current thread, so
//! a real bug elsewhere still reports itself through whatever hook was there before.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    static GUARDED: Cell<u32> = const { Cell::new(0) };
}

static HOOK: Once = Once::new();

/// True while a [`catch`] runs on this thread: a panic now is a reader's, and becomes an
/// error. A program's own panic hook can stay silent then.
pub fn is_guarded() -> bool {
    GUARDED.with(Cell::get) > 0
}

/// Puts a hook in front of the one in place (Rust's default, or the program's) that stays
/// silent for panics inside [`catch`] and passes every other panic on.
fn install_hook() {
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !is_guarded() {
                previous(info);
            }
        }));
    });
}

/// A panic inside third-party code, caught: its message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Panicked(pub String);

/// Runs `f`; if it panics, returns `Err` with the panic message instead.
pub fn catch<T>(f: impl FnOnce() -> T) -> Result<T, Panicked> {
    install_hook();
    GUARDED.with(|g| g.set(g.get() + 1));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    GUARDED.with(|g| g.set(g.get() - 1));
    result.map_err(|payload| {
        Panicked(
            payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown failure".to_string()),
        )
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn panics_become_errors() {
        assert_eq!(super::catch(|| 3), Ok(3));
        let e = super::catch(|| -> u8 { panic!("bad {}", 7) }).unwrap_err();
        assert_eq!(e.0, "bad 7");
    }
}
