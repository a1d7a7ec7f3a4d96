//! The region `whole-counts`: the counts finished over many sittings with a
//! journal, one row each. What the journal cannot tell is in
//! `records/whole-counts.jsonl`: the output of the run that counted the
//! last unit, kept beside it, whose `unique:` the table shows (by
//! Burnside's lemma: the join's units keep totals alone); the highest peak
//! memory a sitting's timer reported; and the machines. The rest comes
//! from the journal itself: its total and the time its units recorded.
//! A row whose journal is not whole, or whose counts (the journal's and
//! the output's) are not OEIS's, is refused, so the table cannot show a
//! wrong record.

use std::fmt::Write as _;
use std::io;
use std::path::Path;

use leetcode_harness::text::{Lang, Text};

use crate::counter::Counter;
use crate::engine::Engine;
use crate::oeis::{A000170, A002562};
use crate::parts::{Status, grouped, span};

/// The records file, beside the guides.
const FILE: &str = "records/whole-counts.jsonl";

/// A count of the join finished with a journal, over sittings.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    /// The day its last unit was counted, `YYYY-MM-DD`.
    finished: String,
    /// The commit of the join that counted the last unit.
    commit: String,
    n: usize,
    /// Its journal, beside the guides.
    journal: String,
    /// The output of the run that counted its last unit, beside the
    /// guides: the total on its first line, then `unique:` and the rest.
    output: String,
    /// The highest peak resident size a sitting's timer reported, MiB,
    /// and on how many threads.
    peak_mib: f64,
    peak_threads: usize,
    /// The machines its sittings ran on.
    machines: String,
    machines_zh: String,
}

/// The table, in both languages.
///
/// # Errors
///
/// If the records file or a journal cannot be read, a line is not a row,
/// or a row's journal is not whole or its counts are not OEIS's.
pub(super) fn table() -> io::Result<Text> {
    table_in(Path::new(env!("CARGO_MANIFEST_DIR")))
}

/// The table of the records file in `dir`, whose journals' paths are
/// relative to `dir`.
fn table_in(dir: &Path) -> io::Result<Text> {
    let text = std::fs::read_to_string(dir.join(FILE))?;
    let mut rows = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let invalid = |error: String| {
            io::Error::new(io::ErrorKind::InvalidData, format!("{FILE}:{}: {error}", index + 1))
        };
        let row: Row = serde_json::from_str(line).map_err(|error| invalid(error.to_string()))?;
        let of = Counter::new(row.n).engine(Engine::Join).journal_of(None);
        let status = Status::read(&dir.join(&row.journal), of)
            .map_err(|error| invalid(error.to_string()))?;
        let n = row.n;
        if status.units_done() != of.units {
            return Err(invalid(format!(
                "{} holds {} of {} units",
                row.journal,
                status.units_done(),
                of.units
            )));
        }
        let output = std::fs::read_to_string(dir.join(&row.output))
            .map_err(|error| invalid(format!("{}: {error}", row.output)))?;
        let mut lines = output.lines();
        let printed = lines.next().and_then(|line| line.parse::<u64>().ok());
        let unique = lines.find_map(|line| line.strip_prefix("unique: ")?.parse::<u64>().ok());
        let (Some(printed), Some(unique)) = (printed, unique) else {
            return Err(invalid(format!("{} has no total and `unique:`", row.output)));
        };
        let counts = (status.total(), printed, unique);
        if counts != (A000170[n], A000170[n], A002562[n]) {
            return Err(invalid(format!(
                "the journal's total, the output's and its unique count, {counts:?}, \
                 are not OEIS's for n = {n}"
            )));
        }
        rows.push((row, status, unique));
    }
    Ok(Text::each(|lang| write_table(&rows, lang)))
}

/// The rows as a Markdown table.
fn write_table(rows: &[(Row, Status, u64)], lang: Lang) -> String {
    let mut text = lang
        .pick(
            "| n | total | unique | time recorded | peak memory | machines | finished |\n",
            "| n | 总数 | 本质不同的解数 | 记下的时间 | 内存峰值 | 机器 | 完成于 |\n",
        )
        .to_owned();
    text.push_str("| ---: | ---: | ---: | --- | ---: | --- | --- |\n");
    for (row, status, unique) in rows {
        let (timed, untimed) = (status.timed_units(), status.units_done() - status.timed_units());
        let (timed, untimed) = (grouped(timed as u64), grouped(untimed as u64));
        let spent = span(status.seconds_recorded());
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "MiB, whole")]
        let (peak, threads) = (grouped(row.peak_mib.round() as u64), row.peak_threads);
        let (time, peak, machines, finished) = match lang {
            Lang::English => (
                format!(
                    "{spent} of {} over {timed} units ({untimed} recorded none)",
                    status.clocks()
                ),
                format!("{peak} MiB, {threads} threads"),
                &row.machines,
                format!("{}, `{}`", row.finished, row.commit),
            ),
            Lang::Chinese => (
                format!(
                    "{timed} 个单元共 {} {}（{untimed} 个单元没有记录）",
                    spent.replace(" h", " 小时").replace(" min", " 分钟"),
                    clocks_zh(status.clocks())
                ),
                format!("{peak} MiB，{threads} 个线程"),
                &row.machines_zh,
                format!("{}，提交 `{}`", row.finished, row.commit),
            ),
        };
        writeln!(
            text,
            "| {} | {} | {} | {time} | {peak} | {machines} | {finished} |",
            row.n,
            grouped(status.total()),
            grouped(*unique),
        )
        .expect("a String");
    }
    text
}

/// The clocks' names in Chinese.
fn clocks_zh(clocks: &str) -> &'static str {
    match clocks {
        "CPU" => "CPU 时间",
        "wall time" => "墙钟时间",
        _ => "CPU 时间和墙钟时间",
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{FILE, table_in};
    use crate::counter::Counter;
    use crate::engine::Engine;
    use crate::parts::Journal;

    /// A row shows its journal's total and time beside its output's unique
    /// count; it is refused if that count is not OEIS's or its journal is
    /// not whole.
    #[test]
    fn a_row_is_shown_from_its_journal_and_checked_against_oeis() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        fs::create_dir(dir.path().join("records")).expect("a folder");
        let path = dir.path().join("records/count-11.journal");
        let counter = Counter::new(11).engine(Engine::Join).threads(1);
        let journal = Journal::open(&path, counter.journal_of(None)).expect("a new journal");
        assert_eq!(counter.journal(&journal).run().total, 2_680);
        let row = "{\"finished\": \"2026-12-05\", \"commit\": \"abc1234\", \"n\": 11, \
                   \"journal\": \"records/count-11.journal\", \"output\": \"records/count-11.out\", \
                   \"peak_mib\": 10.0, \"peak_threads\": 1, \"machines\": \"here\", \
                   \"machines_zh\": \"这里\"}\n";
        fs::write(dir.path().join(FILE), row).expect("writes");
        let output = |unique: u64| format!("2680\nunique: {unique}\nthreads: 1\n");
        let output_path = dir.path().join("records/count-11.out");
        fs::write(&output_path, output(341)).expect("writes");
        let table = table_in(dir.path()).expect("a whole journal and OEIS's counts");
        assert!(table.english.contains("| 11 | 2,680 | 341 | "), "{}", table.english);
        assert!(table.chinese.contains("| 11 | 2,680 | 341 | "), "{}", table.chinese);
        fs::write(&output_path, output(340)).expect("writes");
        assert!(table_in(dir.path()).is_err(), "a unique count that is not A002562(11)");
        fs::write(&output_path, output(341)).expect("writes");
        let text = fs::read_to_string(&path).expect("the journal");
        let some: Vec<&str> = text.lines().take(3).collect();
        fs::write(&path, some.join("\n") + "\n").expect("writes");
        assert!(table_in(dir.path()).is_err(), "a journal of 2 units of 119");
    }
}
