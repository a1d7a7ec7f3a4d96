//! The judge's two steps: LeetCode's range, run `n` by `n` until one fails,
//! which gives the verdict; then, if it was accepted and the walk is asked
//! for, the sizes past the range while each run is quick.

use std::io;
use std::time::Duration;

use super::{
    Answered, Beyond, CompileError, Judge, JudgeError, Limits, Report, Row, RunError, Settings,
    Verdict,
};
use crate::Problem;

/// Past LeetCode's range, go on to the next `n` only while each takes less.
const GO_ON_UNDER: Duration = Duration::from_secs(1);

/// Compiles `paste` and judges it for problem `P` in two steps: LeetCode's
/// range, which gives the verdict, then, if accepted and asked for, the
/// walk past it. Each run is told to `row` as it ends (a person watching
/// sees progress).
///
/// # Errors
///
/// If the compiler or the program could not be run at all, or `row` fails.
pub fn judge<P: Problem>(
    paste: &str,
    settings: Settings,
    row: &mut dyn FnMut(&Row) -> io::Result<()>,
) -> Result<Report, JudgeError> {
    let judge = match Judge::compile::<P>(paste, settings.edition, settings.strict, settings.cache)
    {
        Ok(judge) => judge,
        Err(CompileError::Rejected(said)) => {
            let verdict = Verdict::CompileError(said);
            return Ok(Report { rows: Vec::new(), verdict, beyond: None });
        }
        Err(CompileError::CratesUnavailable(unavailable)) => {
            return Err(JudgeError::CratesUnavailable(unavailable));
        }
        Err(CompileError::Io(error)) => return Err(JudgeError::CouldNotRun(error)),
    };
    let mut runs = Runs { judge: &judge, limits: settings.limits, rows: Vec::new(), tell: row };
    let verdict = runs.leetcodes_range::<P>()?;
    let quick = runs
        .rows
        .last()
        .is_some_and(|row| row.got.as_ref().is_ok_and(|ran| ran.time < GO_ON_UNDER));
    let accepted = matches!(verdict, Verdict::Accepted { .. });
    let beyond =
        if accepted && settings.beyond && quick { runs.past_the_range::<P>()? } else { None };
    Ok(Report { rows: runs.rows, verdict, beyond })
}

/// The runs of one judged program, told one by one as they end.
struct Runs<'a, 'r> {
    judge: &'a Judge,
    limits: Limits,
    rows: Vec<Row>,
    tell: &'r mut dyn FnMut(&Row) -> io::Result<()>,
}

impl Runs<'_, '_> {
    /// LeetCode's verdict: the first `n` of its range that fails gives it.
    fn leetcodes_range<P: Problem>(&mut self) -> Result<Verdict, JudgeError> {
        for n in P::LEETCODE_RANGE {
            let wrong = self.run::<P>(n)?;
            let row = self.rows.last().expect("a row for the run");
            let verdict = match (&row.got, wrong) {
                (Err(error), _) => Verdict::of_run(n, error),
                (Ok(_), Some(what)) => Verdict::WrongAnswer { n, what },
                (Ok(_), None) => continue,
            };
            return Ok(verdict);
        }
        Ok(Verdict::Accepted { range: P::LEETCODE_RANGE })
    }

    /// Past the range, as far as the known answers go while each run is
    /// quick: where it stopped being right, or how far it was.
    fn past_the_range<P: Problem>(&mut self) -> Result<Option<Beyond>, JudgeError> {
        let mut beyond = None;
        for n in P::LEETCODE_RANGE.end() + 1..=P::KNOWN_UP_TO {
            let wrong = self.run::<P>(n)?;
            let row = self.rows.last().expect("a row for the run");
            let what = match (&row.got, wrong) {
                // Too slow is where the walk ends anyway.
                (Err(RunError::TooSlow(_)), _) => return Ok(beyond),
                (
                    Err(
                        error @ (RunError::TooMuchMemory(_)
                        | RunError::TooMuchOutput(_)
                        | RunError::FileTooLarge(_)
                        | RunError::TooManyProcesses(_)),
                    ),
                    _,
                ) => {
                    return Ok(Some(Beyond::Stopped { n, what: error.to_string() }));
                }
                (Err(error), _) => error.to_string(),
                (Ok(_), Some(what)) => what,
                (Ok(answered), None) => {
                    beyond = Some(Beyond::RightUpTo(n));
                    if answered.time >= GO_ON_UNDER {
                        return Ok(beyond);
                    }
                    continue;
                }
            };
            return Ok(Some(Beyond::Wrong { n, what }));
        }
        Ok(beyond)
    }

    /// Runs the program on `n`, keeps and tells its row: what is wrong
    /// with its answer, if it answered wrong.
    fn run<P: Problem>(&mut self, n: i32) -> Result<Option<String>, JudgeError> {
        let expected = P::expected(n);
        let (got, wrong) = match self.judge.run(&P::write_input(&P::input(n)), self.limits) {
            Ok((output, time)) => {
                let answer = P::parse(&output);
                let count = answer.as_ref().ok().map(P::count);
                let wrong = answer.and_then(|answer| P::verify(n, &answer)).err();
                (Ok(Answered { count, time }), wrong.map(|wrong| wrong.to_string()))
            }
            Err(RunError::Io(error)) => return Err(JudgeError::CouldNotRun(error)),
            Err(error) => (Err(error), None),
        };
        self.rows.push(Row { n, expected, got });
        (self.tell)(&self.rows[self.rows.len() - 1]).map_err(JudgeError::Telling)?;
        Ok(wrong)
    }
}
