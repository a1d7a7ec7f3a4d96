//! What every engine is to the rest of the crate, [`Work`]: a count cut
//! into units; and the queue all engines share their units through, each
//! thread taking the next unit as it is free, so that the threads stay busy
//! although the units differ a lot in size.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use crate::clock::{Stopwatch, UnitTime};
use crate::counts::{Counts, Progress};

/// An engine's count of one board size, set up and cut into units of work
/// numbered from 0, which threads, parts and journals share out.
pub(crate) trait Work: Sync {
    /// What one thread keeps from unit to unit.
    type Scratch;

    /// How many units of work there are.
    fn units(&self) -> usize;

    /// A thread's scratch space, made once a thread.
    fn scratch(&self) -> Self::Scratch;

    /// The count of unit `unit`.
    fn count(&self, unit: usize, scratch: &mut Self::Scratch) -> Counts;

    /// 8 times the unique count of the solutions `counted` holds, the sum
    /// of some units' counts (their share of it, for a part).
    fn eight_unique(&self, counted: Counts) -> u64;
}

/// Told of every unit passed, from whichever thread passed it.
pub(crate) type OnProgress<'a> = &'a (dyn Fn(Progress) + Sync);

/// Told of each unit counted, its counts and the time it took (a journal).
pub(crate) type Record<'a> = &'a (dyn Fn(usize, Counts, UnitTime) + Sync);

/// Counts every unit of `work` that `mine` keeps, on `threads` threads,
/// each taking the next unit as it is free, and adds up the counts; also
/// says how many threads counted. With `record`, each unit's count and the
/// time it took go there too (a journal's; the clock is read only then:
/// its system calls cost a small count some percent); `on_progress` hears
/// of every unit passed.
pub(crate) fn share_out<W: Work>(
    threads: usize,
    on_progress: Option<OnProgress>,
    work: &W,
    mine: &(dyn Fn(usize) -> bool + Sync),
    record: Option<Record>,
) -> (Counts, usize) {
    let units = work.units();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let sum = Mutex::new(Counts::default());
    let worker = || {
        let mut scratch = work.scratch();
        let mut counts = Counts::default();
        loop {
            let unit = next.fetch_add(1, Ordering::Relaxed);
            if unit >= units {
                break;
            }
            if mine(unit) {
                let stopwatch = record.map(|_| Stopwatch::start());
                let unit_counts = work.count(unit, &mut scratch);
                if let (Some(record), Some(stopwatch)) = (record, stopwatch) {
                    record(unit, unit_counts, stopwatch.time());
                }
                counts += unit_counts;
            }
            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
            if let Some(on_progress) = on_progress {
                on_progress(Progress { done, total: units });
            }
        }
        *sum.lock().expect("no thread panics holding the sum") += counts;
    };
    let started = thread::scope(|scope| {
        // The calling thread is one of the `threads`. A thread the system
        // cannot start leaves its units to the others: the count is the
        // same, only slower.
        let mut started = 1;
        while started < threads && thread::Builder::new().spawn_scoped(scope, worker).is_ok() {
            started += 1;
        }
        worker();
        started
    });
    (sum.into_inner().expect("no thread panics holding the sum"), started)
}
