//! The generated tests of a problem: for each approach its out-of-range
//! cases, its paste check and its snippet, named `<module>::paste_2021` and
//! so on, so that `cargo test -p <package> --test approaches bitmask` runs
//! bitmask's alone (in this binary only: other test binaries filter by
//! substring); then the commands' tests and the guides'. (The known answers
//! are an rstest table in the problem's own `tests/answers.rs`, whose filter
//! for one approach is `answers::<module>::`.)
//!
//! A problem's `tests/approaches.rs` (with `harness = false`) is one call to
//! [`main`].

mod answers;
mod approaches;
mod attempt;
mod cases;
mod check;
mod commands;
mod docs;
mod environment;
mod sandbox;
mod snapshot;

pub use answers::{known_row, library_row};
pub use approaches::caught;

use std::path::Path;
use std::process::{Command, ExitCode, Output};
use std::{fs, panic};

use libtest_mimic::{Arguments, Failed, Trial};

use crate::text::Lang;
use crate::{Approach, Contract, Guide, Problem, judge, pitfalls};

/// What only the problem can give the command tests.
pub struct Fixtures {
    /// The binary under test: `env!("CARGO_BIN_EXE_<package>")`.
    pub binary: &'static str,
    /// The problem's own commands, each run into a pipe closed before their
    /// first write (the shared ones are run anyway).
    pub commands: &'static [&'static [&'static str]],
    /// A paste text that compiles and is right on every `n` of LeetCode's
    /// range but [`Problem::WRONG_AT`] (`tests/fixtures/wrong_at_N.rs`).
    pub wrong: &'static str,
    /// A folder for the tests' own builds: `env!("CARGO_TARGET_TMPDIR")`.
    pub target_tmp: &'static str,
    /// The problem's own tests that take long (a browser, say), named:
    /// run here, beside the generated ones, rather than in a test binary
    /// of their own after them. Each panics when it fails.
    pub own: &'static [(&'static str, fn())],
}

/// Runs the tests of problem `P` as `cargo test` asks (filters, `--list`,
/// `--include-ignored`), and exits with their verdict.
#[must_use]
pub fn main<P: Guide>(fixtures: &'static Fixtures) -> ExitCode {
    main_with::<P>(fixtures, Vec::new())
}

/// [`main`], with `more` tests of the problem's own beside the generated
/// ones (a problem without an rstest table gives its known answers so).
#[must_use]
pub fn main_with<P: Guide>(fixtures: &'static Fixtures, more: Vec<Trial>) -> ExitCode {
    let mut args = Arguments::from_args();
    // Most of these tests wait on a program they run (the binary, the
    // judged pastes, Cargo): twice as many threads as cores keep the cores
    // busy. `--test-threads` still decides.
    if args.test_threads.is_none() {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        args.test_threads = Some(2 * cores);
    }
    let mut trials = trials::<P>(fixtures);
    trials.extend(more);
    // A filter that names an approach runs its tests alone: as a substring,
    // `bitmask` would match `bitmask_mirror::paste_2021` too, and
    // `bitmask::` would match `my_bitmask::paste_2021`.
    let named = args.filter.as_ref().and_then(|filter| {
        P::APPROACHES.iter().find(|approach| approach.name == filter || approach.module == filter)
    });
    if let Some(approach) = named {
        let prefix = format!("{}::", approach.module);
        trials.retain(|trial| trial.name().starts_with(&prefix));
        args.filter = None;
    }
    // Every test catches the panics it expects and reports the others as
    // failures, with their message: the default hook's output would be noise.
    panic::set_hook(Box::new(|_| {}));
    libtest_mimic::run(&args, trials).exit_code()
}

/// Every test of problem `P`.
fn trials<P: Guide>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let pastes = Path::new(fixtures.target_tmp).join("pastes");
    let mut trials = approach_trials::<P>(&pastes);
    for approach in P::APPROACHES {
        let name = format!("{}::snippet", approach.module);
        trials.push(Trial::test(name, move || snippet(fixtures.binary, approach)));
    }
    trials.push(Trial::test("list::each_approach_name_runs_its_tests_alone", || {
        approaches::each_name_runs_its_tests_alone::<P>()
    }));
    trials.extend(list_trials::<P>());
    trials.extend(commands::trials::<P>(fixtures));
    trials.extend(pitfall_trials::<P>(fixtures));
    trials.push(Trial::test("docs::generated_parts_are_current", move || {
        docs::current::<P>(fixtures)
    }));
    trials.push(Trial::test("docs::readme_commands_run", move || {
        docs::readme_commands::<P>(fixtures)
    }));
    for &(name, test) in fixtures.own {
        trials.push(Trial::test(name, move || approaches::caught(test).map_err(Failed::from)));
    }
    trials
}

/// The tests of the problem's description and list that need neither a
/// binary nor guides, named `list::...`: the known answers cover LeetCode's
/// range, its wrong paste's size lies in it, the yardstick is an approach,
/// every approach file is listed. Any problem's.
pub fn list_trials<P: Problem>() -> Vec<Trial> {
    vec![
        Trial::test("list::the_known_answers_cover_leetcodes_range", || {
            if P::KNOWN_UP_TO < *P::LEETCODE_RANGE.end() {
                return Err(format!(
                    "KNOWN_UP_TO = {} stops short of LeetCode's range, {:?}",
                    P::KNOWN_UP_TO,
                    P::LEETCODE_RANGE
                )
                .into());
            }
            Ok(())
        }),
        Trial::test("list::the_wrong_pastes_size_is_in_leetcodes_range", || {
            if !P::LEETCODE_RANGE.contains(&P::WRONG_AT) {
                let range = P::LEETCODE_RANGE;
                return Err(format!("WRONG_AT = {} is not in {range:?}", P::WRONG_AT).into());
            }
            Ok(())
        }),
        Trial::test("list::the_yardstick_is_an_approach", || {
            if P::find(P::YARDSTICK).is_none() {
                let yardstick = P::YARDSTICK;
                return Err(
                    format!("the yardstick `{yardstick}` is no approach of the list").into()
                );
            }
            Ok(())
        }),
        Trial::test("list::every_approach_file_is_listed", approaches::approach_files_listed::<P>),
    ]
}

/// Each approach's own tests beside its known answers, named
/// `<module>::...`: its out-of-range cases (for the project's own
/// approaches) and its paste check in each edition, the pastes compiled
/// once in `pastes`. Any problem's, with or without a binary or guides.
pub fn approach_trials<P: Problem>(pastes: &Path) -> Vec<Trial> {
    let mut trials = Vec::new();
    for approach in P::APPROACHES {
        let module = approach.module;
        if approach.contract == Contract::Project {
            for case in P::edge_cases() {
                let name = format!("{module}::{}", case.name);
                trials.push(Trial::test(name, move || approaches::edge_case(approach, &case)));
            }
        }
        for edition in judge::editions() {
            let name = format!("{module}::paste_{edition}");
            let cache = pastes.to_owned();
            trials
                .push(Trial::test(name, move || approaches::paste::<P>(approach, edition, &cache)));
        }
    }
    trials
}

/// Each pitfall judged as `check` judges it: it must fail (or, right but
/// slow, be accepted) just as both guides say it does.
fn pitfall_trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let cache = Path::new(fixtures.target_tmp).join("pastes");
    let Ok(pitfalls) = pitfalls::all::<P>() else {
        return vec![Trial::test("pitfalls::readable", || {
            pitfalls::all::<P>().map(drop).map_err(Failed::from)
        })];
    };
    pitfalls
        .into_iter()
        .map(|pitfall| {
            let name = pitfall.file.file_stem().map(|stem| stem.to_string_lossy().into_owned());
            let cache = cache.clone();
            Trial::test(format!("pitfalls::{}", name.unwrap_or_default()), move || {
                let verdict = format!("`verdict: {}`", pitfall.judge::<P>(Some(&cache))?.verdict);
                for lang in [Lang::English, Lang::Chinese] {
                    let guide = fs::read_to_string(Path::new(P::CRATE_DIR).join(lang.file()))?;
                    if !guide.contains(&verdict) {
                        return Err(format!("{} does not say {verdict}", lang.file()).into());
                    }
                }
                Ok(())
            })
        })
        .collect()
}

/// For a problem's `tests/answers.rs` (an rstest table in `mod answers`,
/// one module per approach): the filter `answers::<module>::` lists that
/// approach's rows alone, for every approach, not another's whose name
/// holds it (`bitmask`, `my_bitmask`).
///
/// # Panics
///
/// If a filter lists another approach's test, or too few of its own.
pub fn each_table_filter_runs_alone<P: Problem>() {
    let this = std::env::current_exe().expect("the test binary");
    for approach in P::APPROACHES {
        let filter = format!("answers::{}::", approach.module);
        let listed = Command::new(&this)
            .args([filter.as_str(), "--list"])
            .output()
            .expect("the test binary lists its tests");
        let listed = text(&listed.stdout);
        let tests: Vec<&str> =
            listed.lines().filter_map(|line| line.strip_suffix(": test")).collect();
        let in_range = P::LEETCODE_RANGE.count();
        assert!(tests.len() >= in_range, "{filter} lists {tests:?}");
        assert!(tests.iter().all(|test| test.starts_with(&filter)), "{filter} lists {tests:?}");
    }
}

/// Runs the binary under test.
pub(super) fn run(binary: &str, args: &[&str]) -> Result<Output, Failed> {
    Command::new(binary).args(args).output().map_err(|error| format!("{binary}: {error}").into())
}

pub(super) fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn snippet<I, A>(binary: &str, approach: &Approach<I, A>) -> Result<(), Failed> {
    let output = run(binary, &["snippet", approach.name])?;
    if output.status.code() != Some(0) || text(&output.stdout) != approach.paste_text() {
        return Err(format!("snippet {} did not print the paste text alone", approach.name).into());
    }
    Ok(())
}
