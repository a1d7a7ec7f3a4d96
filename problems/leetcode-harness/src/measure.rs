//! Timing in this process: a call timed (`timed`), and the best of several
//! runs (`best_of`, `best_time`). A judged paste runs in a process of its
//! own and is timed by the judge (`judge/run.rs`); `best_of` takes the
//! best of such runs too.

use std::time::{Duration, Instant};

/// Runs `f`, returning how long it took and its result.
pub fn timed<T>(f: impl FnOnce() -> T) -> (Duration, T) {
    let start = Instant::now();
    let result = f();
    (start.elapsed(), result)
}

/// Runs `run` `runs` times (at least once): the last result, and the best of
/// the times each run reports. The best, because the first run also pays
/// for fresh memory and cold caches; each result is dropped before the next
/// run, so that it cannot slow the runs after it. (The approaches' tables
/// take their best the same way, going round the rows: `table.rs`.)
///
/// # Errors
///
/// The first error a run returns.
pub fn best_of<T, E>(
    runs: u32,
    mut run: impl FnMut() -> Result<(T, Duration), E>,
) -> Result<(T, Duration), E> {
    let (mut last, mut best) = run()?;
    for _ in 1..runs {
        let (result, time) = run()?;
        (last, best) = (result, best.min(time));
    }
    Ok((last, best))
}

/// [`best_of`] for runs that cannot fail: the best time.
pub fn best_time(runs: u32, mut run: impl FnMut() -> Duration) -> Duration {
    let mut best = run();
    for _ in 1..runs {
        best = best.min(run());
    }
    best
}
