//! Keeping each batch worker on a CPU of its own.

/// Keeps worker `i` of `threads` on a CPU of its own, when there are no more workers
/// than CPUs (Linux; elsewhere it does nothing). Called by each worker as it starts, in
/// runs of more than one file (a run of one leaves its worker free: see `run_jobs`).
///
/// Why: rust_xlsxwriter saves each worksheet from a thread it spawns and joins at once.
/// Unpinned, that thread was often placed on another CPU: behind the other worker, while
/// its parent's CPU sat idle waiting, or, with one worker, away from the caches holding
/// the sheet. A thread inherits its parent's CPU, so pinned, the spawned thread runs
/// where its parent waits. Two workers went from 170-180 % of the CPUs to 190 %, and a
/// folder of 400 workbooks from 0.34-0.36 s to 0.27-0.31 s. Files are handed out one at
/// a time, so a worker slowed by other load on its CPU just takes fewer of them. Shard K
/// of a `--shard` run starts (K-1) x `threads` CPUs further on, so shards run side by side
/// with `-j 1` each take a CPU each rather than all the first.
#[cfg(target_os = "linux")]
pub fn pin_worker(i: usize, threads: usize) {
    use rustix::thread::{sched_getaffinity, sched_setaffinity, CpuSet};
    let Ok(allowed) = sched_getaffinity(None) else {
        return;
    };
    let cpus: Vec<usize> = (0..CpuSet::MAX_CPU)
        .filter(|&c| allowed.is_set(c))
        .collect();
    if threads > cpus.len() {
        return;
    }
    let mut one = CpuSet::new();
    // Shards run side by side on one machine take their CPUs in turn.
    let at = i.wrapping_add(super::shard::cpu_offset(threads));
    one.set(cpus[at % cpus.len()]);
    let _ = sched_setaffinity(None, &one);
}

/// See the Linux version.
#[cfg(not(target_os = "linux"))]
pub fn pin_worker(_: usize, _: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn workers_are_pinned_only_when_each_gets_a_cpu() {
        use rustix::thread::sched_getaffinity;
        let cpus = sched_getaffinity(None).unwrap().count() as usize;
        // On a thread of its own, since pinning changes the calling thread.
        let after = |i: usize, threads: usize| {
            std::thread::spawn(move || {
                pin_worker(i, threads);
                sched_getaffinity(None).unwrap().count() as usize
            })
            .join()
            .unwrap()
        };
        assert_eq!(after(0, 1), 1);
        assert_eq!(after(cpus - 1, cpus), 1);
        assert_eq!(
            after(0, cpus + 1),
            cpus,
            "more workers than CPUs: left alone"
        );
    }
}
