//! The region `parts`: a count timed whole and in parts, each part's time
//! and memory, made from `records/parts.jsonl`, where each row is one run
//! (the whole count, or one part) of a series, with every timing of it:
//! the table shows their medians. A series whose whole count, or whose
//! parts added up, is not OEIS's total is refused, as is one that lacks a
//! part or repeats one.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;
use std::path::Path;

use leetcode_harness::text::{Lang, Text};

use crate::oeis::A000170;
use crate::parts::grouped;

/// The records file, beside the guides.
const FILE: &str = "records/parts.jsonl";

/// One run of a series, timed again and again by `/usr/bin/time`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    /// The day, `YYYY-MM-DD`.
    date: String,
    /// The commit of the counter that ran.
    commit: String,
    /// The processor, in a few words, and its family and model.
    machine: String,
    cpu: String,
    /// The level the join ran.
    level: String,
    n: usize,
    /// `I/K`, or none for the whole count.
    part: Option<String>,
    threads: usize,
    /// The total it printed (a part's `total`).
    total: u64,
    /// Each timing's wall time, user and system CPU time, in seconds, and
    /// its peak resident size, KiB (the table shows the wall time and the
    /// peak).
    wall_s: Vec<f64>,
    user_s: Vec<f64>,
    sys_s: Vec<f64>,
    peak_kib: Vec<u64>,
    /// How the series ran, in each language.
    how: String,
    how_zh: String,
}

/// A run's medians: wall seconds, peak MiB.
struct Medians {
    wall: f64,
    peak: f64,
}

/// The median of `values`, not empty.
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len() % 2 == 1 {
        values[middle]
    } else {
        f64::midpoint(values[middle - 1], values[middle])
    }
}

impl Row {
    fn medians(&self) -> Medians {
        #[allow(clippy::cast_precision_loss, reason = "a peak in KiB, far below 2^52")]
        let peak = median(self.peak_kib.iter().map(|&kib| kib as f64).collect()) / 1024.0;
        Medians { wall: median(self.wall_s.clone()), peak }
    }

    /// The part `(I, K)`, or none for the whole count.
    fn part(&self) -> Option<(usize, usize)> {
        let (i, k) = self.part.as_deref()?.split_once('/')?;
        Some((i.parse().ok()?, k.parse().ok()?))
    }
}

/// The table, in both languages.
///
/// # Errors
///
/// If the records file cannot be read, a line is not a row, or a series
/// does not add up to OEIS's total.
pub(super) fn table() -> io::Result<Text> {
    table_of(&std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE))?)
}

/// The table of the records `text`.
fn table_of(text: &str) -> io::Result<Text> {
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidData, message);
    // The series, by machine, commit and n, in the order they appear.
    let mut series: BTreeMap<(String, String, usize), Vec<Row>> = BTreeMap::new();
    for (index, line) in text.lines().enumerate() {
        let row: Row = serde_json::from_str(line)
            .map_err(|error| invalid(format!("{FILE}:{}: {error}", index + 1)))?;
        let runs = row.wall_s.len();
        if runs == 0 || [row.user_s.len(), row.sys_s.len(), row.peak_kib.len()] != [runs; 3] {
            return Err(invalid(format!("{FILE}:{}: as many timings of each", index + 1)));
        }
        if row.part.is_some() && row.part().is_none() {
            return Err(invalid(format!("{FILE}:{}: a part is `I/K`", index + 1)));
        }
        series.entry((row.machine.clone(), row.commit.clone(), row.n)).or_default().push(row);
    }
    for ((machine, commit, n), rows) in &series {
        let n = *n;
        let what = format!("{FILE}: n = {n} on {machine} at {commit}");
        let wholes: Vec<&Row> = rows.iter().filter(|row| row.part.is_none()).collect();
        if wholes.iter().any(|row| row.total != A000170[n]) {
            return Err(invalid(format!("{what}: a whole count that is not A000170({n})")));
        }
        let parts: Vec<(usize, usize)> = rows.iter().filter_map(Row::part).collect();
        let k = parts.first().map_or(0, |&(_, k)| k);
        let mut numbers: Vec<usize> = parts.iter().map(|&(i, _)| i).collect();
        numbers.sort_unstable();
        if !parts.is_empty()
            && (parts.iter().any(|&(_, of)| of != k) || numbers != (0..k).collect::<Vec<_>>())
        {
            return Err(invalid(format!("{what}: not each part of {k} once")));
        }
        let sum: u64 = rows.iter().filter(|row| row.part.is_some()).map(|row| row.total).sum();
        if !parts.is_empty() && sum != A000170[n] {
            return Err(invalid(format!("{what}: the parts add up to {sum}, not A000170({n})")));
        }
    }
    Ok(Text::each(|lang| write_tables(&series, lang)))
}

/// Each series: a line saying where and how it ran, then its table.
fn write_tables(series: &BTreeMap<(String, String, usize), Vec<Row>>, lang: Lang) -> String {
    let mut text = String::new();
    for rows in series.values() {
        text.push_str(&series_line(&rows[0], lang));
        text.push('\n');
        text.push_str(lang.pick(
            "| run | wall time, s | peak, MiB | total |\n",
            "| 运行 | 墙钟时间（秒） | 内存峰值（MiB） | 总数 |\n",
        ));
        text.push_str("| --- | ---: | ---: | ---: |\n");
        write_runs(&mut text, rows, lang);
    }
    text
}

/// Where and how a series ran, from its first row, and how its times are
/// taken.
fn series_line(first: &Row, lang: Lang) -> String {
    let (runs, threads) = (first.wall_s.len(), first.threads);
    match lang {
        Lang::English => {
            let threads =
                if threads == 1 { "one thread".to_owned() } else { format!("{threads} threads") };
            format!(
                "n = {}, {} ({}; {}), {}, the counter at `{}`, {threads}, {}; each time the \
                 median of {runs}:\n",
                first.n, first.machine, first.cpu, first.level, first.date, first.commit, first.how
            )
        }
        Lang::Chinese => format!(
            "n = {}，{}（{}；{}），{}，提交 `{}`，{}，{}；每个时间取 {runs} 次的中位数：\n",
            first.n,
            first.machine,
            first.cpu.replace(", ", "、"),
            first.level,
            first.date,
            first.commit,
            if threads == 1 { "单线程".to_owned() } else { format!("{threads} 个线程") },
            first.how_zh
        ),
    }
}

/// A series' rows, then, if it has parts, their sum.
fn write_runs(text: &mut String, rows: &[Row], lang: Lang) {
    let (mut wall, mut peak, mut total, mut parts) = (0.0, 0.0_f64, 0, 0);
    for row in rows {
        let medians = row.medians();
        let run = match (row.part.as_deref(), lang) {
            (None, Lang::English) => "whole count".to_owned(),
            (None, Lang::Chinese) => "完整计数".to_owned(),
            (Some(part), Lang::English) => format!("part {part}"),
            (Some(part), Lang::Chinese) => format!("第 {part} 片"),
        };
        write_row(text, &run, (medians.wall, format!("{:.1}", medians.peak)), row.total);
        if row.part.is_some() {
            (wall, peak) = (wall + medians.wall, peak.max(medians.peak));
            total += row.total;
            parts += 1;
        }
    }
    if parts > 0 {
        let (run, peak) = match lang {
            Lang::English => (format!("{parts} parts, summed"), format!("{peak:.1}, the highest")),
            Lang::Chinese => (format!("{parts} 片合计"), format!("{peak:.1}（最高的一片）")),
        };
        write_row(text, &run, (wall, peak), total);
    }
}

/// One row of a table: its wall time and peak, and its total.
fn write_row(text: &mut String, run: &str, (wall, peak): (f64, String), total: u64) {
    let total = grouped(total);
    writeln!(text, "| {run} | {wall:.2} | {peak} | {total} |").expect("a String");
}

#[cfg(test)]
mod tests {
    use super::table_of;

    /// A row of the file, of n = 4 (2 solutions), on the machine `here`.
    fn row(part: &str, total: u64) -> String {
        format!(
            "{{\"date\": \"2026-12-06\", \"commit\": \"abc1234\", \"machine\": \"here\", \
             \"cpu\": \"family 1, model 2\", \"level\": \"AVX2\", \"n\": 4, \"part\": {part}, \
             \"threads\": 1, \"total\": {total}, \"wall_s\": [0.3, 0.1, 0.2], \
             \"user_s\": [0.1, 0.1, 0.1], \"sys_s\": [0.0, 0.0, 0.1], \
             \"peak_kib\": [2048, 1024, 1024], \"how\": \"so\", \"how_zh\": \"这样\"}}\n"
        )
    }

    /// A series shows each run's medians and the parts' sum; one whose
    /// parts do not add up to OEIS's total, or lack a part, is refused.
    #[test]
    fn a_series_is_shown_by_its_medians_and_checked_against_oeis() {
        let text = row("null", 2) + &row("\"0/2\"", 1) + &row("\"1/2\"", 1);
        let table = table_of(&text).expect("a whole series");
        assert!(table.english.contains("| whole count | 0.20 | 1.0 | 2 |"), "{}", table.english);
        assert!(table.english.contains("| 2 parts, summed | 0.40 | 1.0, the highest | 2 |"));
        assert!(table.chinese.contains("| 第 1/2 片 | 0.20 | 1.0 | 1 |"), "{}", table.chinese);
        assert!(table_of(&(row("null", 2) + &row("\"0/2\"", 1))).is_err(), "part 1/2 is missing");
        assert!(
            table_of(&(row("\"0/2\"", 1) + &row("\"1/2\"", 2))).is_err(),
            "3 is not A000170(4)"
        );
        assert!(table_of(&row("null", 3)).is_err(), "a whole count of 3 is not A000170(4)");
    }
}
