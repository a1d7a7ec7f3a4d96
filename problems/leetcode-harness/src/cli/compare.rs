//! `compare`: every approach on one `n`, side by side.

use std::io::Write;

use super::{ArgError, Failure, Outcome};
use crate::table::{Table, approach_rows, compare_rows};
use crate::text::Lang;
use crate::{Guide, Problem};

/// The usage error for an approach name that is in no list.
pub(super) fn unknown_approach<P: Problem>(name: &str) -> Failure {
    let names: Vec<&str> = P::APPROACHES.iter().map(|approach| approach.name).collect();
    Failure::Usage(format!("no approach is called `{name}`; there are {}", names.join(", ")))
}

/// The `compare` command.
pub(super) fn compare<P: Guide>(
    n: i32,
    only: &[String],
    runs: u32,
    markdown: bool,
    out: &mut dyn Write,
) -> Outcome {
    if !(0..=P::MAX_N).contains(&n) {
        let max = usize::try_from(P::MAX_N).expect("a size");
        return Err(Failure::Usage(
            ArgError::SizeOutOfRange { max, why: P::TOO_LARGE }.to_string(),
        ));
    }
    if let Some(unknown) = only.iter().find(|name| P::find(name).is_none()) {
        return Err(unknown_approach::<P>(unknown));
    }
    let measured = compare_rows(n, approach_rows::<P>(P::APPROACHES.iter()), only, runs);
    let table = Table { rows: &measured, answer: P::ANSWER_COLUMN, yardstick: P::YARDSTICK };
    if markdown {
        table.write_markdown(Lang::English, out)?;
    } else {
        writeln!(out, "n = {n}, best of {runs} run{}", if runs == 1 { "" } else { "s" })?;
        table.write_text(out)?;
    }
    let answers: Vec<(&str, u64, u64)> = measured
        .iter()
        .filter_map(|row| {
            row.outcome.as_ref().ok().map(|ran| (row.name.as_str(), ran.count, ran.fingerprint))
        })
        .collect();
    let Some(&(first_name, first_count, first_print)) = answers.first() else { return Ok(()) };
    let disagreeing: Vec<_> =
        answers.iter().filter(|(_, _, print)| *print != first_print).collect();
    for (name, count, _) in &disagreeing {
        eprintln!("error: {name} answers otherwise ({count}) than {first_name} ({first_count})");
    }
    if disagreeing.is_empty() { Ok(()) } else { Err(Failure::Found) }
}
