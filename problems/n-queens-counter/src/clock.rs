//! How long a unit of work took, for the journal: the CPU time of the
//! thread that counted it where the system gives it (Linux and macOS, the
//! `CLOCK_THREAD_CPUTIME_ID` clock through rustix), the wall time
//! elsewhere. CPU time leaves out the time other programs took the core.

/// A unit's time in seconds, and the clock that measured it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum UnitTime {
    /// The counting thread's CPU time.
    Cpu(f64),
    /// The wall time.
    Wall(f64),
}

/// A clock started when a unit is: the thread's CPU time then.
#[cfg(any(target_os = "linux", target_os = "macos"))]
pub(crate) struct Stopwatch(std::time::Duration);

/// A clock started when a unit is: the time then.
#[cfg(not(any(target_os = "linux", target_os = "macos")))]
pub(crate) struct Stopwatch(std::time::Instant);

#[cfg(any(target_os = "linux", target_os = "macos"))]
impl Stopwatch {
    /// Starts it.
    pub(crate) fn start() -> Self {
        Stopwatch(thread_cpu_time())
    }

    /// The time since it started.
    pub(crate) fn time(&self) -> UnitTime {
        UnitTime::Cpu(thread_cpu_time().saturating_sub(self.0).as_secs_f64())
    }
}

#[cfg(not(any(target_os = "linux", target_os = "macos")))]
impl Stopwatch {
    /// Starts it.
    pub(crate) fn start() -> Self {
        Stopwatch(std::time::Instant::now())
    }

    /// The time since it started.
    pub(crate) fn time(&self) -> UnitTime {
        UnitTime::Wall(self.0.elapsed().as_secs_f64())
    }
}

/// The calling thread's CPU time so far.
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn thread_cpu_time() -> std::time::Duration {
    let time = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    let seconds = u64::try_from(time.tv_sec).unwrap_or(0);
    let nanos = u32::try_from(time.tv_nsec).unwrap_or(0);
    std::time::Duration::new(seconds, nanos)
}
