//! The work queue both engines share their units through: each thread
//! takes the next unit as it is free, through a shared counter, so that the
//! threads stay busy although the units differ a lot in size.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use super::{Counts, Progress};

/// Runs `work` on every unit in `0..units` that `mine` keeps, on `threads`
/// threads, each taking the next unit as it is free, and adds up the
/// counts. Each thread makes its own `scratch` once, for `work` to reuse;
/// `on_progress` hears of every unit passed.
pub(super) fn share_out<S>(
    threads: usize,
    on_progress: Option<&(dyn Fn(Progress) + Sync)>,
    units: usize,
    mine: &(dyn Fn(usize) -> bool + Sync),
    scratch: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> Counts + Sync,
) -> Counts {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let sum = Mutex::new(Counts::default());
    let worker = || {
        let mut own = scratch();
        let mut counts = Counts::default();
        loop {
            let unit = next.fetch_add(1, Ordering::Relaxed);
            if unit >= units {
                break;
            }
            if mine(unit) {
                counts += work(&mut own, unit);
            }
            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
            if let Some(on_progress) = on_progress {
                on_progress(Progress { done, total: units });
            }
        }
        *sum.lock().expect("no thread panics holding the sum") += counts;
    };
    thread::scope(|scope| {
        // The calling thread is one of the `threads`. A thread the system
        // cannot start leaves its units to the others: the count is the
        // same, only slower.
        for _ in 1..threads {
            if thread::Builder::new().spawn_scoped(scope, worker).is_err() {
                break;
            }
        }
        worker();
    });
    sum.into_inner().expect("no thread panics holding the sum")
}
