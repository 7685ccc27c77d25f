//! Stopping a run: Ctrl-C and SIGTERM ask it to stop after the files under way (a second
//! one ends the process at once), and so does a closed standard output, quietly.

use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Once;

const RUNNING: u8 = 0;
const SIGNALLED: u8 = 1;
const PIPE_CLOSED: u8 = 2;

static STOP: AtomicU8 = AtomicU8::new(RUNNING);
#[cfg(not(target_arch = "wasm32"))]
static HANDLER: Once = Once::new();
/// How many [`ExitHold`]s are alive: steps that must not be cut in two.
static HOLDS: AtomicUsize = AtomicUsize::new(0);

/// How long after the first signal the process ends even if some work (a reader deep in
/// a huge sheet, which cannot be asked to stop) is still under way.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub const GRACE: std::time::Duration = std::time::Duration::from_millis(800);

/// Makes Ctrl-C (and SIGTERM) ask the run to stop: no new work starts, no output is
/// given its name any more, and the process exits with 130 once the work under way is
/// dropped, or after [`GRACE`] at the latest. A second signal ends it at once. Nothing
/// partial is left either way: an output being written has no name yet (or is a clearly
/// named temporary file where the system cannot do that).
pub fn install_interrupt_handler() {
    // A page in the browser has no signals; its worker is simply ended.
    #[cfg(not(target_arch = "wasm32"))]
    HANDLER.call_once(|| {
        let _ = ctrlc::set_handler(|| {
            if STOP.swap(SIGNALLED, Ordering::SeqCst) == SIGNALLED {
                std::process::exit(130);
            }
            // ctrlc runs this on a thread of its own, so a watchdog may be started here.
            std::thread::spawn(|| {
                std::thread::sleep(GRACE);
                // A step that gives two outputs their names ends first (it takes
                // microseconds); a second signal still ends the process at once.
                let held = std::time::Instant::now();
                while HOLDS.load(Ordering::SeqCst) > 0 && held.elapsed() < GRACE * 10 {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                std::process::exit(130);
            });
        });
    });
}

/// While alive, the watchdog of [`install_interrupt_handler`] does not end the process:
/// for the few steps that must happen together or not at all, such as giving two outputs
/// their names, or taking the first back.
pub struct ExitHold(());

impl ExitHold {
    /// Holds off the watchdog until dropped.
    pub fn new() -> ExitHold {
        HOLDS.fetch_add(1, Ordering::SeqCst);
        ExitHold(())
    }
}

impl Drop for ExitHold {
    fn drop(&mut self) {
        HOLDS.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Asks the work under way to stop as if interrupted, for a host that catches the
/// interrupt itself (Python's Ctrl-C); [`resume`] lets later work run.
pub fn request_stop() {
    STOP.store(SIGNALLED, Ordering::SeqCst);
}

/// Lets work run again after [`request_stop`], once the stopped work has ended.
pub fn resume() {
    STOP.store(RUNNING, Ordering::SeqCst);
}

/// Asks the run to stop because nobody reads its output any more.
pub fn stop_for_closed_pipe() {
    let _ = STOP.compare_exchange(RUNNING, PIPE_CLOSED, Ordering::SeqCst, Ordering::SeqCst);
}

/// True once the run was asked to stop, for any reason: start no new work.
pub fn stopped() -> bool {
    STOP.load(Ordering::SeqCst) != RUNNING
}

/// True once the user asked the run to stop (Ctrl-C, SIGTERM): exit status 130.
pub fn interrupted_by_signal() -> bool {
    STOP.load(Ordering::SeqCst) == SIGNALLED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_count_while_alive() {
        let before = HOLDS.load(Ordering::SeqCst);
        let a = ExitHold::new();
        let b = ExitHold::new();
        assert_eq!(HOLDS.load(Ordering::SeqCst), before + 2);
        drop(a);
        drop(b);
        assert_eq!(HOLDS.load(Ordering::SeqCst), before);
    }
}
