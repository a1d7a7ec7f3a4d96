//! The pastes of `check`'s trials that a sandbox must contain: children
//! that outlive the run, files written, deep recursion, memory past the
//! limit; and how the trials see what a run left behind.

use std::fs;

use super::cases::{CheckCase, body, with_first_lines};
use crate::Problem;

/// Pastes a student might write by accident, each bounded and cleaned up as
/// a sandbox would: the suite also checks that nothing is left behind.
pub(super) fn sandboxed<P: Problem>() -> Vec<CheckCase> {
    let body = body::<P>;
    vec![
        CheckCase::new(
            "children_that_sleep_end_with_the_run",
            body(&format!(
                "        for _ in 0..3 {{ let _ = std::process::Command::new(\"sleep\").arg(\"{SLEEPER}\").spawn(); }}\n        \
                 loop {{}}"
            )),
            // A loop runs out any limit: the least `check` takes is quickest.
            &["--time-limit", "0.2"],
        ),
        CheckCase::new(
            "files_it_writes_stay_in_its_own_folder",
            with_first_lines::<P>(
                "for k in 0..10 { std::fs::write(format!(\"litter-{k}.txt\"), \"x\").unwrap(); }",
            ),
            &[],
        ),
        CheckCase::new(
            "deep_recursion_is_a_runtime_error",
            body(
                "        fn down(depth: u64) -> u64 { std::hint::black_box(depth) + down(depth + 1) }\n        \
                 std::hint::black_box(down(0));\n        todo!()",
            ),
            &[],
        ),
        CheckCase::new(
            "an_early_exit_returns_no_answer",
            body("        std::process::exit(0)"),
            &[],
        ),
        CheckCase::new(
            "printing_the_answer_marker_changes_no_answer",
            with_first_lines::<P>(&format!(
                "println!(\"{}\"); println!(\"0\");",
                crate::judge::ANSWER_FOLLOWS
            )),
            &[],
        ),
    ]
}

/// Pastes over LeetCode's memory limit, themselves or in a child they
/// start (its memory counts too), that start processes in a loop, or that
/// write a file of a gigabyte: for Linux, where memory, processes and
/// files are bounded.
pub(super) fn limits_of_linux<P: Problem>() -> Vec<CheckCase> {
    vec![
        CheckCase::new(
            "a_fork_loop_is_stopped",
            body::<P>(&format!(
                "        loop {{ let _ = std::process::Command::new(\"sleep\").arg(\"{FORKED}\").spawn(); }}"
            )),
            &[],
        ),
        CheckCase::new(
            "a_gigabyte_file_is_stopped",
            body::<P>(
                "        use std::io::Write;\n        \
                 let mut file = std::fs::File::create(\"big\").unwrap();\n        \
                 let megabyte = vec![0_u8; 1 << 20];\n        \
                 for _ in 0..1000 { file.write_all(&megabyte).unwrap(); }\n        \
                 todo!()",
            ),
            // Time enough to write the file limit's worth on a slow disk.
            &["--time-limit", "20"],
        ),
        CheckCase::new(
            "memory_limit_exceeded",
            body::<P>(
                "        // A megabyte at a time, each touched, 384 MB in all.\n        \
                 let mut kept = Vec::new();\n        \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n        \
                 panic!(\"kept {} MB\", kept.len())",
            ),
            // LeetCode's 256 MB; time enough to fill them on a slow machine.
            &["--time-limit", "20"],
        ),
        CheckCase::new(
            "a_child_over_the_memory_limit",
            body::<P>(
                "        if std::env::var_os(\"JUDGED_CHILD\").is_some() {\n            \
                 let mut kept = Vec::new();\n            \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n            \
                 std::thread::sleep(std::time::Duration::from_secs(60));\n        }\n        \
                 // Itself again, given an input as the judge gives it.\n        \
                 let me = std::env::current_exe().unwrap();\n        \
                 let mut child = std::process::Command::new(me).args(std::env::args().skip(1))\n            \
                 .env(\"JUDGED_CHILD\", \"1\").stdin(std::process::Stdio::piped()).spawn().unwrap();\n        \
                 std::io::Write::write_all(&mut child.stdin.take().unwrap(), b\"1\\n\").unwrap();\n        \
                 child.wait().unwrap();\n        todo!()",
            ),
            &["--time-limit", "20"],
        ),
    ]
}

/// The argument of the `sleep` children a paste starts: no other process
/// has it, so that a search of the processes finds theirs alone.
pub(super) const SLEEPER: &str = "77.0417";

/// The same, for the fork loop's children.
const FORKED: &str = "77.0418";

/// Every such argument: a case whose paste holds one must leave no process
/// with it running.
pub(super) const SLEEPERS: [&str; 2] = [SLEEPER, FORKED];

/// The processes still running with `argument` on their command line
/// (Linux's `/proc`; elsewhere none are found).
pub(super) fn processes_with(argument: &str) -> Vec<String> {
    let Ok(entries) = fs::read_dir("/proc") else { return Vec::new() };
    entries
        .flatten()
        .filter_map(|entry| fs::read(entry.path().join("cmdline")).ok())
        .map(|line| String::from_utf8_lossy(&line).replace('\0', " "))
        .filter(|line| line.split(' ').any(|word| word == argument))
        .collect()
}
