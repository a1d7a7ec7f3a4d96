//! Which of Kluev's two builds a row of the records is set against: the
//! faster one timed on that machine that day at that n.

use leetcode_harness::text::Lang;

use super::row::Row;

/// Kluev's time set against a row: his faster build's, and why.
pub(super) struct Against<'a> {
    /// The build, its time and its peak.
    pub(super) build: &'a str,
    pub(super) seconds: Option<f64>,
    pub(super) peak_mib: Option<f64>,
    /// The ratio, and a note on where the time comes from.
    pub(super) ratio: Option<f64>,
    pub(super) note: Option<String>,
}

/// The faster of Kluev's two builds on `row`'s machine, that day, at its
/// n: the row's own, or the other build's latest time there, from another
/// series (then the ratio is the quotient of the two medians). If the other
/// build has no time there, a note says why.
pub(super) fn against<'a>(row: &'a Row, rows: &'a [Row], lang: Lang) -> Against<'a> {
    let other_build = if row.kluev_build == "AVX-512" { "AVX2" } else { "AVX-512" };
    let other = rows.iter().rev().find(|other| {
        (&other.machine, &other.cpu, &other.date, other.n)
            == (&row.machine, &row.cpu, &row.date, row.n)
            && other.kluev_build == other_build
            && other.kluev_s.is_some()
    });
    let own = Against {
        build: &row.kluev_build,
        seconds: row.kluev_s,
        peak_mib: row.kluev_peak_mib,
        ratio: row.ratio,
        note: None,
    };
    match other.and_then(|other| Some((other, other.kluev_s?))) {
        Some((other, seconds)) if row.kluev_s.is_none_or(|own| seconds < own) => Against {
            build: other_build,
            seconds: Some(seconds),
            peak_mib: other.kluev_peak_mib,
            ratio: Some(row.join_s / seconds),
            note: Some(match lang {
                Lang::English => format!(
                    "His {other_build} build, faster here, timed that day beside the join at \
                     `{}`: a quotient of medians.",
                    other.commit
                ),
                Lang::Chinese => format!(
                    "他的 {other_build} 编译版本在这里更快，时间取自同一天\
                     拼接用提交 `{}` 的那一轮：比值是两个中位数之商。",
                    other.commit
                ),
            }),
        },
        Some(_) => own,
        None => {
            let why = if other_build == "AVX-512" && !row.avx512 {
                lang.pick(
                    "No AVX-512 here: only his AVX2 build runs.",
                    "这款 CPU 不支持 AVX-512：只有他的 AVX2 编译版本能运行。",
                )
                .to_owned()
            } else {
                match lang {
                    Lang::English => {
                        format!("His {other_build} build was not timed here at this n.")
                    }
                    Lang::Chinese => {
                        format!("这台机器上没有在这个 n 上测他的 {other_build} 编译版本。")
                    }
                }
            };
            Against { note: Some(why), ..own }
        }
    }
}

#[cfg(test)]
mod tests {
    use leetcode_harness::text::Lang;

    use super::super::{Row, write_table};

    /// A row of the join at `level` against Kluev's `build`, on `machine`.
    fn row(machine: &str, avx512: bool, level: &str, build: &str, kluev: f64) -> Row {
        let line = format!(
            "{{\"date\": \"2026-12-02\", \"commit\": \"abc1234\", \"machine\": \"{machine}\", \
             \"cpu\": \"family 1, model 2\", \"avx512\": {avx512}, \"level\": \"{level}\", \
             \"n\": 18, \"join_s\": 1.0, \"kluev_s\": {kluev}, \"kluev_build\": \"{build}\", \
             \"ratio\": 0.3, \"pairs\": 11, \"join_peak_mib\": null, \"kluev_peak_mib\": null, \
             \"note\": \"\", \"note_zh\": \"\"}}"
        );
        serde_json::from_str(&line).expect("a row")
    }

    /// Each row is set against Kluev's faster build on its machine: his
    /// other build's time from another series, as a quotient, if it is
    /// faster; a note if it was not timed, or cannot run there.
    #[test]
    fn each_row_is_against_the_faster_kluev_build() {
        let rows = [
            row("Zen 5", true, "AVX-512", "AVX-512", 5.0),
            row("Zen 5", true, "AVX2", "AVX2", 4.0),
        ];
        let table = write_table(&rows, Lang::English);
        assert!(table.contains("| AVX-512 | 18 | 1.00 | 4.00 | AVX2 | 0.25 [2] | 11 |"), "{table}");
        assert!(table.contains("| AVX2 | 18 | 1.00 | 4.00 | AVX2 | 0.30 | 11 |"), "{table}");
        let table = write_table(&rows[..1], Lang::English);
        assert!(table.contains("| 5.00 | AVX-512 [2] | 0.30 |"), "{table}");
        assert!(table.contains("His AVX2 build was not timed"), "{table}");
        let table = write_table(&[row("Zen 1", false, "AVX2", "AVX2", 4.0)], Lang::English);
        assert!(table.contains("| 4.00 | AVX2 [2] | 0.30 |"), "{table}");
        assert!(table.contains("No AVX-512 here"), "{table}");
    }

    /// A series that times the join against each of Kluev's builds shows,
    /// at each level, the row against the faster, with its own pairs'
    /// ratio, whichever was written last.
    #[test]
    fn a_series_against_both_builds_shows_the_faster() {
        let rows = [
            row("Zen 4", true, "AVX-512", "AVX2", 4.0),
            row("Zen 4", true, "AVX-512", "AVX-512", 5.0),
            row("Zen 4", true, "AVX2", "AVX2", 4.1),
            row("Zen 4", true, "AVX2", "AVX-512", 5.1),
        ];
        let table = write_table(&rows, Lang::English);
        assert!(table.contains("| AVX-512 | 18 | 1.00 | 4.00 | AVX2 | 0.30 | 11 |"), "{table}");
        assert!(table.contains("| AVX2 | 18 | 1.00 | 4.10 | AVX2 | 0.30 | 11 |"), "{table}");
        assert!(!table.contains("quotient"), "{table}");
    }

    /// A later series of the same day, of a newer commit of the join, is
    /// the one shown, though an earlier commit's row has the faster Kluev
    /// time: that row is history.
    #[test]
    fn a_later_commit_replaces_that_days_series() {
        let earlier = row("Zen 4", true, "AVX-512", "AVX2", 4.0);
        let mut later = row("Zen 4", true, "AVX-512", "AVX2", 4.2);
        later.commit = "def5678".to_owned();
        later.join_s = 0.9;
        let table = write_table(&[earlier, later], Lang::English);
        assert!(
            table.contains("| AVX-512 | 18 | 0.900 | 4.20 | AVX2 [2] | 0.30 | 11 |"),
            "{table}"
        );
        assert!(table.contains("`def5678`") && !table.contains("abc1234"), "{table}");
    }
}
