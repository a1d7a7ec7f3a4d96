//! The pastes of `check`'s trials that a sandbox must contain: children
//! that outlive the run, files written, deep recursion, memory past the
//! limit; and how the trials see what a run left behind.

use std::fs;

use super::check::{CheckCase, body, within_range};
use crate::Problem;

/// Pastes a student might write by accident, each bounded and cleaned up as
/// a sandbox would: the suite also checks that nothing is left behind.
pub(super) fn sandboxed<P: Problem>() -> Vec<CheckCase> {
    let body = body::<P>;
    vec![
        CheckCase {
            name: "children_that_sleep_end_with_the_run",
            paste: body(&format!(
                "        for _ in 0..3 {{ let _ = std::process::Command::new(\"sleep\").arg(\"{SLEEPER}\").spawn(); }}\n        \
                 loop {{}}"
            )),
            // A loop runs out any limit: the least `check` takes is quickest.
            args: &["--time-limit", "0.2"],
        },
        CheckCase {
            name: "files_it_writes_stay_in_its_own_folder",
            paste: with_first_lines::<P>(
                "for k in 0..10 { std::fs::write(format!(\"litter-{k}.txt\"), \"x\").unwrap(); }",
            ),
            args: &[],
        },
        CheckCase {
            name: "deep_recursion_is_a_runtime_error",
            paste: body(
                "        fn down(depth: u64) -> u64 { std::hint::black_box(depth) + down(depth + 1) }\n        \
                 std::hint::black_box(down(0));\n        todo!()",
            ),
            args: &[],
        },
        CheckCase {
            name: "an_early_exit_returns_no_answer",
            paste: body("        std::process::exit(0)"),
            args: &[],
        },
        CheckCase {
            name: "printing_the_answer_marker_changes_no_answer",
            paste: with_first_lines::<P>(&format!(
                "println!(\"{}\"); println!(\"0\");",
                crate::judge::ANSWER_FOLLOWS
            )),
            args: &[],
        },
    ]
}

/// Pastes over LeetCode's memory limit, themselves or in a child they
/// start (its memory counts too): for Linux, where memory is watched.
pub(super) fn over_the_memory_limit<P: Problem>() -> Vec<CheckCase> {
    vec![
        CheckCase {
            name: "memory_limit_exceeded",
            paste: body::<P>(
                "        // A megabyte at a time, each touched, 384 MB in all.\n        \
                 let mut kept = Vec::new();\n        \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n        \
                 panic!(\"kept {} MB\", kept.len())",
            ),
            // LeetCode's 256 MB; time enough to fill them on a slow machine.
            args: &["--time-limit", "20"],
        },
        CheckCase {
            name: "a_child_over_the_memory_limit",
            paste: body::<P>(
                "        if std::env::var_os(\"JUDGED_CHILD\").is_some() {\n            \
                 let mut kept = Vec::new();\n            \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n            \
                 std::thread::sleep(std::time::Duration::from_secs(60));\n        }\n        \
                 let me = std::env::current_exe().unwrap();\n        \
                 let mut child = std::process::Command::new(me).args(std::env::args().skip(1))\n            \
                 .env(\"JUDGED_CHILD\", \"1\").spawn().unwrap();\n        \
                 child.wait().unwrap();\n        todo!()",
            ),
            args: &["--time-limit", "20"],
        },
    ]
}

/// The argument of the `sleep` children a paste starts: no other process
/// has it, so that a search of the processes finds theirs alone.
pub(super) const SLEEPER: &str = "77.0417";

/// The yardstick's paste text stopping past LeetCode's range (so that
/// `check` does not time it further), with `code` run first in its method.
fn with_first_lines<P: Problem>(code: &str) -> String {
    let signature = format!("{} {{", P::SIGNATURE);
    within_range::<P>().replacen(&signature, &format!("{signature}\n        {code}"), 1)
}

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
