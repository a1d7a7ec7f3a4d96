//! Practice mode, driven through the address: each case's moves are
//! replayed by the page (through the handler that keys and clicks call),
//! and the verdict on the last move and the score it writes into the DOM
//! are checked. The right moves come from the Rust trace; the wrong ones
//! are chosen by hand, each with the reason the page must give.

use n_queens_ii::trace::{Event, Trace};
use pretty_assertions::assert_eq;

use super::dom::{texts, values};

/// Moves replayed at one size and language, and what the page must say.
pub struct Case {
    pub n: usize,
    lang: &'static str,
    moves: Vec<String>,
    /// Anything else in the fragment (which the page must ignore, and say so).
    extra: &'static str,
    expected: Expected,
}

/// What the page must show after the last move.
type Expected = Marks<&'static str>;

/// The verdict box's marks and the score after the last move.
#[derive(Debug, Default, PartialEq, Eq)]
struct Marks<S> {
    verdict: Option<S>,
    reason: Option<S>,
    chosen: Option<S>,
    by: Option<S>,
    line: Option<S>,
    passed: Option<S>,
    right: usize,
    wrong: usize,
    /// The search is over: the caption says so.
    over: bool,
    /// Parts of the address the page must say it ignored.
    ignored: Vec<S>,
}

impl Expected {
    /// A right last move, the `right`th.
    fn right(right: usize) -> Expected {
        Expected { verdict: Some("right"), right, ..Expected::default() }
    }

    /// A wrong last move, for `reason`, after `right` right ones.
    fn wrong(reason: &'static str, right: usize) -> Expected {
        Expected {
            verdict: Some("wrong"),
            reason: Some(reason),
            right,
            wrong: 1,
            ..Expected::default()
        }
    }

    /// The square the wrong move chose, as `row,column`.
    fn chosen(self, square: &'static str) -> Expected {
        Expected { chosen: Some(square), ..self }
    }

    /// The queen that attacks the square chosen, and along which line.
    fn by(self, queen: &'static str, line: &'static str) -> Expected {
        Expected { by: Some(queen), line: Some(line), ..self }
    }

    /// The free square the search takes, which the move passed over.
    fn passed(self, square: &'static str) -> Expected {
        Expected { passed: Some(square), ..self }
    }

    fn owned(&self) -> Marks<String> {
        let owned = |value: Option<&str>| value.map(str::to_owned);
        Marks {
            verdict: owned(self.verdict),
            reason: owned(self.reason),
            chosen: owned(self.chosen),
            by: owned(self.by),
            line: owned(self.line),
            passed: owned(self.passed),
            right: self.right,
            wrong: self.wrong,
            over: self.over,
            ignored: self.ignored.iter().map(|&part| part.to_owned()).collect(),
        }
    }
}

impl Case {
    pub fn fragment(&self) -> String {
        format!(
            "n={}&lang={}&mode=practice&moves={}{}",
            self.n,
            self.lang,
            self.moves.join("."),
            self.extra
        )
    }
}

/// The search's choices at size `n`, as moves: `RC` a queen on row R,
/// column C, `d` a dead end, `s` a solution.
fn right_moves(n: usize) -> Vec<String> {
    Trace::new(n)
        .steps
        .iter()
        .filter_map(|step| match step.event {
            Event::Place { row, column } => Some(format!("{row}{column}")),
            Event::DeadEnd { .. } => Some("d".to_owned()),
            Event::Solution { .. } => Some("s".to_owned()),
            _ => None,
        })
        .collect()
}

fn moves(line: &str) -> Vec<String> {
    line.split('.').map(str::to_owned).collect()
}

/// The right moves replayed at most, at one size: enough to pass many
/// solutions and dead ends, few enough to keep the test quick.
const PLAYED: usize = 400;

/// Every case: at each size from 4 to 8 the search played right (to its
/// end, or its first [`PLAYED`] moves), and a free square passed over; at
/// n = 4 each reason a move can be wrong; and an address in part unread.
pub fn cases() -> Vec<Case> {
    let mut cases: Vec<Case> = (4..=8).flat_map(played).collect();
    cases.extend(judged_at_4());
    cases.push(partly_unread());
    cases
}

/// At size `n`, in one language (English at even sizes): the search played
/// right; and in the other, row 0's lowest free square passed over.
fn played(n: usize) -> [Case; 2] {
    let (lang, other) = if n.is_multiple_of(2) { ("en", "zh") } else { ("zh", "en") };
    let mut all = right_moves(n);
    let over = all.len() <= PLAYED;
    all.truncate(PLAYED);
    let right = Expected { over, ..Expected::right(all.len()) };
    let passed = Expected::wrong("passed", 0).chosen("0,1").passed("0,0");
    [
        Case { n, lang, moves: all, extra: "", expected: right },
        Case { n, lang: other, moves: moves("01"), extra: "", expected: passed },
    ]
}

/// At n = 4, each reason the last move can be wrong, and a dead end said
/// right. The search at n = 4 begins 00, 12, d, 13, 21, d, then 01, 13,
/// 20, 32, s.
fn judged_at_4() -> [Case; 10] {
    let attacked = |right| Expected::wrong("attacked", right);
    [
        at_4("zh", "00.11", attacked(1).chosen("1,1").by("0,0", "diagonal")),
        at_4("en", "00.10", attacked(1).chosen("1,0").by("0,0", "column")),
        at_4("en", "00.12.d.13.21.30", attacked(5).chosen("3,0").by("0,0", "column")),
        at_4("zh", "00.12.d.13.21.33", attacked(5).chosen("3,3").by("0,0", "diagonal")),
        at_4("en", "00.d", Expected::wrong("free-left", 1).passed("1,2")),
        at_4("zh", "00.s", Expected::wrong("not-full", 1)),
        at_4("en", "00.12.d.12", Expected::wrong("tried", 3).chosen("1,2")),
        at_4("zh", "20", Expected::wrong("row", 0).chosen("2,0")),
        at_4("en", "00.12.d.13.21.d.01.13.20.32.d", Expected::wrong("full", 10)),
        at_4("en", "00.12.d", Expected::right(3)),
    ]
}

/// The moves `made` at n = 4, in `lang`.
fn at_4(lang: &'static str, made: &str, expected: Expected) -> Case {
    Case { n: 4, lang, moves: moves(made), extra: "", expected }
}

/// What the page cannot read, it leaves out and names; the rest holds.
fn partly_unread() -> Case {
    Case {
        n: 4,
        lang: "en",
        moves: moves("00.zz"),
        extra: "&step=3&view=nope&colour=red",
        expected: Expected {
            ignored: vec!["moves: zz", "step=3", "view=nope", "colour"],
            ..Expected::right(1)
        },
    }
}

/// The DOM of the page after the case's moves says what the case expects,
/// in the case's language.
pub fn check(dom: &str, case: &Case) {
    let one = |attribute: &str| {
        let found = values(dom, attribute);
        assert!(found.len() <= 1, "{attribute} is on {} elements", found.len());
        found.into_iter().next()
    };
    let count = |attribute: &str| one(attribute).and_then(|value| value.parse().ok());
    let context = case.fragment();
    let context = &context[..context.len().min(120)];
    let caption = values(dom, "data-kind");
    let ignored = texts(dom, "id", "ignored").concat();
    let shown = Marks {
        verdict: one("data-verdict"),
        reason: one("data-reason"),
        chosen: one("data-chosen"),
        by: one("data-by"),
        line: one("data-line"),
        passed: one("data-passed"),
        right: count("data-right").unwrap_or(usize::MAX),
        wrong: count("data-wrong").unwrap_or(usize::MAX),
        over: caption == ["over"],
        ignored: case
            .expected
            .ignored
            .iter()
            .filter(|part| ignored.contains(*part))
            .map(|&part| part.to_owned())
            .collect(),
    };
    assert_eq!(shown, case.expected.owned(), "{context}");
    let said = texts(dom, "id", "verdict").concat();
    let chinese = said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    assert!(!said.is_empty(), "{context}: the verdict says nothing");
    assert_eq!(
        chinese,
        case.lang == "zh",
        "{context}: the verdict {said:?} is not in {}",
        case.lang
    );
}
