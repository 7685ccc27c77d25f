//! Working over many inputs: finding them ([`discover`]), deciding every output before
//! any work ([`plan`]), running the files in parallel in input order ([`runner`]) with a
//! progress bar ([`progress`]), workers pinned to CPUs ([`pin`]), stopping on Ctrl-C
//! or a closed pipe ([`interrupt`]), and one worker's part of a batch split over many
//! ([`shard`]).

pub mod discover;
pub mod interrupt;
pub mod pin;
pub mod plan;
pub mod progress;
pub mod runner;
pub mod shard;

pub use discover::{find_inputs, Found};
pub use interrupt::{
    interrupted_by_signal, request_stop, resume, stop_for_closed_pipe, stopped, ExitHold,
};
pub use plan::{
    check_not_there, check_output, destination, plan, plan_as, prepare_folders,
    remove_empty_folders, same_file, Destination, Job,
};
pub use progress::Progress;
pub use runner::{run_jobs, FileResult, ProgressKind, RunOptions, Work};

/// Worker threads for `--jobs`: the number asked for, or one per core.
pub fn threads(jobs: Option<u16>) -> usize {
    jobs.map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
