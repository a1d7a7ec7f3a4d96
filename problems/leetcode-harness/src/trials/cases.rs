//! The pastes `check` is tried on, one for each verdict, and how a case's
//! paste is made from the problem's own (its signature, its yardstick).

use super::Fixtures;
use crate::Problem;

/// One paste judged by `check`; its snapshot says what `check` prints.
pub(super) struct CheckCase {
    /// The trial's name and its snapshot's.
    pub(super) name: &'static str,
    pub(super) paste: String,
    /// Extra arguments to `check`; without a `--time-limit`, one second.
    pub(super) args: &'static [&'static str],
    /// What it needs of the crates LeetCode offers.
    pub(super) crates: Crates,
}

/// What a case needs of the crates LeetCode offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Crates {
    /// Nothing: it names none.
    Unused,
    /// Built, or built now from crates.io: a slow first time, so the
    /// case is ignored by a plain `cargo test` and run by name.
    Built,
    /// None built, and none to be had: an empty folder for them, and Cargo
    /// offline.
    Offline,
}

impl CheckCase {
    /// A case that needs no crate.
    pub(super) fn new(name: &'static str, paste: String, args: &'static [&'static str]) -> Self {
        CheckCase { name, paste, args, crates: Crates::Unused }
    }
}

/// The pastes that compile and run to the end of LeetCode's range or of
/// the problem's wrong paste's size ([`Problem::WRONG_AT`]), and one that
/// does not compile.
pub(super) fn verdicts<P: Problem>(fixtures: &'static Fixtures) -> Vec<CheckCase> {
    let mut cases = vec![
        CheckCase::new(
            "accepted",
            P::yardstick().paste_text().to_owned(),
            // Past LeetCode's range `check` goes on until an n takes this long.
            &["--time-limit", "0.2"],
        ),
        CheckCase::new(
            "compile_error",
            body::<P>(&format!("        no_such_function({})", P::SIZE_EXPRESSION)),
            &[],
        ),
        CheckCase::new("wrong_answer", fixtures.wrong.to_owned(), &[]),
    ];
    cases.extend(stopped_at_first::<P>());
    cases.push(CheckCase::new("accepted_on_leetcodes_range_alone", within_range::<P>(), &[]));
    cases
}

/// The pastes that LeetCode stops at the first size of its range: too slow,
/// printing too much, crashing; each with the input's size in its code
/// ([`Problem::SIZE_EXPRESSION`]) where it needs one.
fn stopped_at_first<P: Problem>() -> Vec<CheckCase> {
    let body = body::<P>;
    let size = P::SIZE_EXPRESSION;
    vec![
        CheckCase::new(
            "time_limit_exceeded",
            body("        loop {}"),
            // A loop runs out any limit: the least `check` takes is quickest.
            &["--time-limit", "0.2"],
        ),
        CheckCase::new(
            "output_limit_exceeded",
            body(&format!("        loop {{ println!(\"n = {{}}, still thinking\", {size}); }}")),
            &["--output-limit", "1"],
        ),
        CheckCase::new(
            "runtime_error_shows_the_panic_and_its_line",
            body(&format!(
                "        let rows = [{size}; 9];\n        \
                 std::hint::black_box(rows[{size} as usize + 9]);\n        todo!()"
            )),
            &[],
        ),
        CheckCase::new(
            "standard_input_is_empty",
            body(
                "        let mut line = String::new();\n        \
                 let read = std::io::stdin().read_line(&mut line).unwrap();\n        \
                 panic!(\"read {read} bytes\")",
            ),
            &[],
        ),
    ]
}

/// A paste whose method's body is `code`.
pub(super) fn body<P: Problem>(code: &str) -> String {
    format!("impl Solution {{\n    {} {{\n{code}\n    }}\n}}\n", P::SIGNATURE)
}

/// The yardstick's paste text, made to stop past LeetCode's range as a
/// table of its answers would: LeetCode accepts it, and past the range it
/// goes wrong at once.
pub(super) fn within_range<P: Problem>() -> String {
    let signature = format!("{} {{", P::SIGNATURE);
    let (size, end) = (P::SIZE_EXPRESSION, *P::LEETCODE_RANGE.end());
    let stop =
        format!("{signature}\n        assert!({size} <= {end}, \"the table ends at {end}\");");
    let paste = P::yardstick().paste_text();
    assert!(paste.contains(&signature), "the yardstick's paste text declares {signature}");
    paste.replacen(&signature, &stop, 1)
}

/// The yardstick's paste text stopping past LeetCode's range (so that
/// `check` does not time it further), with `code` run first in its method.
pub(super) fn with_first_lines<P: Problem>(code: &str) -> String {
    let signature = format!("{} {{", P::SIGNATURE);
    within_range::<P>().replacen(&signature, &format!("{signature}\n        {code}"), 1)
}
