//! The region `records`: the current record of the join against Evgeny
//! Kluev's counter, made from `records/against-kluev.jsonl`, where each
//! measurement is a row, appended in the order they were taken. The table
//! shows, for each level and n, the latest measurement: of the rows of the
//! last row's series (its machine, day and commit of the join), the one
//! against the faster of Kluev's two builds (AVX-512 and AVX2) there (a
//! series may time the join against each), set against his other build's
//! time from another row of that machine and day if that is faster, or
//! saying why the other is missing.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;
use std::path::Path;

use leetcode_harness::text::{Lang, Text};

use faster::against;
use row::Row;

mod faster;
mod row;

/// The records file, beside the guides.
const FILE: &str = "records/against-kluev.jsonl";

/// The table, in both languages.
///
/// # Errors
///
/// If the records file cannot be read, or a line is not a row.
pub(super) fn table() -> io::Result<Text> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let text = std::fs::read_to_string(&path)?;
    let mut rows = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let row: Row = serde_json::from_str(line).map_err(|error| {
            let message = format!("{}:{}: {error}", path.display(), index + 1);
            io::Error::new(io::ErrorKind::InvalidData, message)
        })?;
        rows.push(row);
    }
    Ok(Text::each(|lang| write_table(&rows, lang)))
}

/// The latest row of each level and n as a Markdown table, AVX-512 first,
/// the notes numbered below it: each series' machine, date and commit, and
/// what a row's note, and the choice of Kluev's build, say. The machine
/// column holds the series' note, which names the machine.
fn write_table(rows: &[Row], lang: Lang) -> String {
    let latest = shown(rows);
    let mut text = lang
        .pick(
            "| level | n | join, s | Kluev, s | his build | join / Kluev | pairs | peaks, join / Kluev, MiB | machine |\n",
            "| 级别 | n | 拼接（秒） | Kluev（秒） | 他的编译版本 | 拼接 / Kluev | 轮流运行的组数 | 内存峰值，拼接 / Kluev（MiB） | 机器 |\n",
        )
        .to_owned();
    text.push_str("| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |\n");
    let mut notes = Notes::default();
    for row in latest.values() {
        text.push_str(&table_row(row, rows, lang, &mut notes));
    }
    text.push('\n');
    text.push_str(&notes.listed());
    text
}

/// The row shown for each level and n (AVX-512 first): of the rows of the
/// last row's series (machine, day and the join's commit: an earlier
/// commit's rows of that day are history), the one whose Kluev time is
/// the least (a row without one only if none has one), the later of equals.
fn shown(rows: &[Row]) -> BTreeMap<(bool, usize), &Row> {
    let mut latest: BTreeMap<(bool, usize), &Row> = BTreeMap::new();
    for row in rows {
        latest.insert((row.level != "AVX-512", row.n), row);
    }
    for chosen in latest.values_mut() {
        let last = *chosen;
        let same = |row: &Row| {
            (&row.level, row.n, &row.machine, &row.cpu, &row.date, &row.commit)
                == (&last.level, last.n, &last.machine, &last.cpu, &last.date, &last.commit)
        };
        for row in rows.iter().filter(|row| same(row)) {
            let faster = |kluev: f64| chosen.kluev_s.is_none_or(|other| kluev <= other);
            if row.kluev_s.is_some_and(faster) {
                *chosen = row;
            }
        }
    }
    latest
}

/// The notes under a table, numbered in the order first marked.
#[derive(Default)]
struct Notes(Vec<String>);

impl Notes {
    /// The mark `[k]` of `note`, numbered anew unless marked before.
    fn mark(&mut self, note: String) -> String {
        let at = self.0.iter().position(|seen| *seen == note).unwrap_or_else(|| {
            self.0.push(note);
            self.0.len() - 1
        });
        format!("[{}]", at + 1)
    }

    /// Every note after its mark, a paragraph each.
    fn listed(&self) -> String {
        let listed: Vec<String> =
            self.0.iter().enumerate().map(|(at, note)| format!("[{}] {note}\n", at + 1)).collect();
        listed.join("\n")
    }
}

/// One row of the table, its notes marked in `notes`.
fn table_row(row: &Row, rows: &[Row], lang: Lang, notes: &mut Notes) -> String {
    let or_dash =
        |value: Option<f64>, show: fn(f64) -> String| value.map_or_else(|| "–".to_owned(), show);
    let series = notes.mark(
        lang.pick(
            &format!("{}: {}; {}, the join at `{}`.", row.machine, row.cpu, row.date, row.commit),
            // The CPU as "family F, model M", with a Chinese comma.
            &format!(
                "{}：{}；{}，拼接用提交 `{}`。",
                row.machine,
                row.cpu.replace(", ", "、"),
                row.date,
                row.commit
            ),
        )
        .to_owned(),
    );
    let kluev = against(row, rows, lang);
    let mut ratio = or_dash(kluev.ratio, ratio_shown);
    let mut build = kluev.build.to_owned();
    // A time from another series qualifies the ratio; a missing build, the build.
    match (&kluev.note, kluev.build == row.kluev_build) {
        (Some(note), false) => write!(ratio, " {}", notes.mark(note.clone())),
        (Some(note), true) => write!(build, " {}", notes.mark(note.clone())),
        (None, _) => Ok(()),
    }
    .expect("a String");
    let note = lang.pick(&row.note, &row.note_zh);
    if !note.is_empty() {
        write!(ratio, " {}", notes.mark(note.to_owned())).expect("a String");
    }
    let mib = |peak: Option<f64>| peak.map_or_else(|| "–".to_owned(), |p| format!("{p:.1}"));
    let peaks = match (row.join_peak_mib, kluev.peak_mib) {
        (None, None) => "–".to_owned(),
        (join, kluev) => format!("{} / {}", mib(join), mib(kluev)),
    };
    format!(
        "| {} | {} | {} | {} | {build} | {ratio} | {} | {peaks} | {series} |\n",
        row.level,
        row.n,
        seconds(row.join_s),
        or_dash(kluev.seconds, seconds),
        row.pairs,
    )
}

/// A time in seconds to the precision of the slowest series' rows (three
/// figures, whole seconds from 100 on), so that no row looks more precise
/// than the others.
fn seconds(value: f64) -> String {
    match value {
        100.0.. => format!("{value:.0}"),
        10.0.. => format!("{value:.1}"),
        1.0.. => format!("{value:.2}"),
        _ => format!("{value:.3}"),
    }
}

/// A ratio to two decimals, as most series measured them.
fn ratio_shown(value: f64) -> String {
    format!("{value:.2}")
}

#[cfg(test)]
mod tests {
    use super::{FILE, Row};

    /// Every row of the records file is whole and agrees with itself: a
    /// level the join has, a build of Kluev's its CPU runs, Kluev's time
    /// wherever a ratio is given, and for a single pair the ratio its two
    /// times make.
    #[test]
    fn every_record_is_a_whole_row() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
        let text = std::fs::read_to_string(path).expect("the records file");
        for line in text.lines() {
            let row: Row = serde_json::from_str(line).expect(line);
            assert!(["AVX-512", "AVX2"].contains(&row.level.as_str()), "{line}");
            assert!(["AVX-512", "AVX2"].contains(&row.kluev_build.as_str()), "{line}");
            assert!(
                row.avx512 || row.kluev_build == "AVX2",
                "no AVX-512 build without AVX-512: {line}"
            );
            assert!(row.pairs >= 1 && row.join_s > 0.0, "{line}");
            assert_eq!(
                row.note.is_empty(),
                row.note_zh.is_empty(),
                "a note in both languages: {line}"
            );
            if let Some(ratio) = row.ratio {
                let kluev = row.kluev_s.expect("a ratio has Kluev's time");
                if row.pairs == 1 {
                    assert!((ratio - row.join_s / kluev).abs() < 0.006, "{line}");
                }
            }
        }
    }
}
