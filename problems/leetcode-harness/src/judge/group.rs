//! The processes of one judged run: the program runs in a process group of
//! its own, so that whatever it starts is bounded with it and ended with it.
//!
//! What holds where:
//! - Linux: the group's memory (the resident memory of every process in it),
//!   CPU time and number of processes are read from `/proc`; the time,
//!   memory and process limits cover the whole group, and the group is
//!   killed when a limit is broken and at the end of every run. A file's
//!   size is bounded by `RLIMIT_FSIZE`, set on the program (through
//!   `prlimit`) before it reads its input, and inherited by what it starts.
//! - macOS and other Unix: the group is killed as on Linux; no memory,
//!   process or file limit holds, and only the wall time bounds it.
//! - Windows: only the program itself is killed (a child it starts may
//!   outlive the run); no memory, process or file limit, wall time only.
//!
//! What this cannot bound: a process that leaves the group on purpose
//! (`setsid`) escapes it; processes are counted every few milliseconds, so a
//! burst between two looks may pass the limit before the group is killed
//! (`RLIMIT_NPROC` would not help: it counts every process of the user,
//! and does not bind root); and the number of files, of which each is
//! bounded alone. A process group is a fence against accidents, not a
//! security boundary.

use std::process::{Child, Command};
use std::time::Duration;

/// A run's process group: the program is its leader.
pub(super) struct Group {
    /// The group's id, the program's pid.
    #[cfg_attr(not(unix), allow(dead_code))]
    id: u32,
}

impl Group {
    /// Makes `command` start its program as the leader of a group of its own.
    pub(super) fn prepare(command: &mut Command) {
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(command, 0);
        #[cfg(not(unix))]
        let _ = command;
    }

    /// The group that `child`, started from a prepared command, leads.
    pub(super) fn of(child: &Child) -> Group {
        Group { id: child.id() }
    }

    /// Bounds the size of any file the program writes to `bytes` (Linux
    /// alone), before it runs any code of the paste: what it starts later
    /// inherits the bound.
    pub(super) fn limit_files(&self, bytes: u64) {
        #[cfg(target_os = "linux")]
        if let Some(id) = rustix::process::Pid::from_raw(self.id.cast_signed()) {
            let bound = rustix::process::Rlimit { current: Some(bytes), maximum: Some(bytes) };
            // A program already gone has nothing left to bound.
            let _ = rustix::process::prlimit(Some(id), rustix::process::Resource::Fsize, bound);
        }
        #[cfg(not(target_os = "linux"))]
        let _ = bytes;
    }

    /// Whether the program was ended for writing past the file limit
    /// (`SIGXFSZ`).
    pub(super) fn wrote_past_the_file_limit(status: std::process::ExitStatus) -> bool {
        #[cfg(target_os = "linux")]
        return std::os::unix::process::ExitStatusExt::signal(&status)
            == Some(rustix::process::Signal::XFSZ.as_raw());
        #[cfg(not(target_os = "linux"))]
        {
            let _ = status;
            false
        }
    }

    /// Kills every process of the group (on Windows, `child` alone); a
    /// group already gone is no error. On Linux it returns once none of the
    /// group is left running (a kill takes effect a moment later; one that
    /// was starting a process as the kill came is killed again), or after
    /// [`GONE_WITHIN`].
    pub(super) fn end(&self, child: &mut Child) {
        #[cfg(unix)]
        {
            let _ = child;
            self.kill();
        }
        #[cfg(not(unix))]
        let _ = child.kill();
        #[cfg(target_os = "linux")]
        {
            let deadline = std::time::Instant::now() + GONE_WITHIN;
            while linux::running(self.id) && std::time::Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(1));
                self.kill();
            }
        }
    }

    /// Sends every process of the group `SIGKILL`.
    #[cfg(unix)]
    fn kill(&self) {
        if let Some(id) = rustix::process::Pid::from_raw(self.id.cast_signed()) {
            let _ = rustix::process::kill_process_group(id, rustix::process::Signal::KILL);
        }
    }

    /// The group's resident memory in bytes, its CPU time so far (its
    /// processes' own, and that of their children they have waited for) and
    /// its processes not yet ended, where the system tells them without
    /// `unsafe`: Linux's `/proc`.
    pub(super) fn usage(&self) -> Option<Usage> {
        #[cfg(target_os = "linux")]
        return linux::usage(self.id);
        #[cfg(not(target_os = "linux"))]
        None
    }
}

/// How long [`Group::end`] waits for a killed group to be gone.
#[cfg(target_os = "linux")]
const GONE_WITHIN: Duration = Duration::from_secs(2);

/// What a group takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Usage {
    /// Resident memory, in bytes.
    pub(super) memory: u64,
    /// CPU time, user and system.
    pub(super) cpu: Duration,
    /// Processes running (an ended one waiting to be reaped is not).
    pub(super) processes: usize,
}

#[cfg(target_os = "linux")]
mod linux {
    use std::fs;
    use std::time::Duration;

    use super::Usage;

    /// Whether a process of `group` is still running: one that has ended,
    /// and waits only to be reaped (a zombie), is not.
    pub(super) fn running(group: u32) -> bool {
        members(group).any(|fields| fields.state != 'Z')
    }

    /// The `stat` of every process whose group is `group`.
    fn members(group: u32) -> impl Iterator<Item = Fields> {
        let entries = fs::read_dir("/proc").into_iter().flatten().flatten();
        entries
            .filter(|entry| entry.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit()))
            // A process may end between the listing and the read.
            .filter_map(|entry| fs::read_to_string(entry.path().join("stat")).ok())
            .filter_map(|stat| fields(&stat))
            .filter(move |fields| fields.group == group)
    }

    /// Adds up the `/proc/PID/stat` of every process whose group is `group`.
    pub(super) fn usage(group: u32) -> Option<Usage> {
        let ticks = rustix::param::clock_ticks_per_second();
        let page = u64::try_from(rustix::param::page_size()).ok()?;
        let mut usage = Usage::default();
        for fields in members(group) {
            usage.memory += fields.pages * page;
            usage.cpu += Duration::from_millis(fields.ticks * 1000 / ticks);
            usage.processes += usize::from(fields.state != 'Z');
        }
        Some(usage)
    }

    /// What `stat` tells of one process.
    #[derive(Debug, PartialEq, Eq)]
    pub(super) struct Fields {
        /// `R`, `S`, ..., `Z` for a zombie.
        pub(super) state: char,
        pub(super) group: u32,
        /// CPU time in clock ticks: its own, user and system, and that of
        /// the children it has waited for.
        pub(super) ticks: u64,
        /// Resident pages.
        pub(super) pages: u64,
    }

    /// Reads a `/proc/PID/stat` line: the fields after the command's name in
    /// parentheses (which may hold spaces and parentheses itself).
    pub(super) fn fields(stat: &str) -> Option<Fields> {
        let after = &stat[stat.rfind(')')? + 1..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        let number = |at: usize| fields.get(at)?.parse::<u64>().ok();
        Some(Fields {
            state: fields.first()?.chars().next()?,
            group: u32::try_from(number(2)?).ok()?,
            ticks: (11..=14).map(number).sum::<Option<u64>>()?,
            pages: number(21)?,
        })
    }

    #[cfg(test)]
    mod tests {
        use super::{Fields, fields};

        #[test]
        fn a_stat_line_is_read_past_a_name_with_spaces_and_parentheses() {
            let stat = "4242 (a (b) c) S 1 4240 4240 0 -1 4194560 100 0 0 0 7 3 2 1 20 0 1 0 \
                        12345 2000000 345 18446744073709551615";
            let expected = Fields { state: 'S', group: 4240, ticks: 13, pages: 345 };
            assert_eq!(fields(stat), Some(expected));
            assert_eq!(fields("4242 (cut short) S 1"), None);
        }
    }
}
