//! The region `timings-picture`: every approach's time against n, as a
//! measured table and as a picture drawn from that table on a log scale
//! (`pictures/timings.svg`, and `timings.zh-CN.svg` for the Chinese guide).
//!
//! The table is measured only by `docs --timings`, like every timing
//! region; the picture is drawn from the committed table, so that a test
//! can check it is current without measuring anything.

use std::fmt::Write as _;

use super::Svg;
use crate::stamp::{Dated, stamped};
use crate::table::{BATCH, approach_rows, compare_rows};
use crate::text::{Lang, Text};
use crate::{Guide, Problem};

/// The region's name.
pub(super) const REGION: &str = "timings-picture";

/// The smallest n timed: below it every approach takes microseconds.
const FROM: i32 = 4;

/// Each time is the best of this many runs (each run repeats the call for
/// [`BATCH`] at least).
const RUNS: u32 = 5;

/// The picture's file in `pictures/`, for `lang`.
pub(super) fn picture_file(lang: Lang) -> &'static str {
    lang.pick("timings.svg", "timings.zh-CN.svg")
}

/// The region: the table (with `measure`, timed; without, its rows and
/// limits alone), then the picture.
pub(super) fn region<P: Guide>(measure: bool) -> Text {
    let sizes: Vec<i32> = (FROM..=last_size::<P>()).collect();
    let names: Vec<(&str, i32)> =
        P::own_approaches().map(|approach| (approach.name, approach.practical_limit)).collect();
    let mut times = vec![vec![None; sizes.len()]; names.len()];
    if measure {
        for (column, &n) in sizes.iter().enumerate() {
            let rows = approach_rows::<P>(P::own_approaches());
            for (row, measured) in compare_rows(n, rows, &[], RUNS).into_iter().enumerate() {
                times[row][column] = measured.outcome.ok().map(|ran| ran.time);
            }
        }
    }
    let command = format!("`{}`", crate::stamp::timings_command(P::PACKAGE));
    let batch = BATCH.as_millis();
    let dated = measure.then(|| {
        Dated::now(
            &format!(
                "Each approach's time per call, the best of {RUNS} runs, each repeating the call \
                 for at least {batch} ms, {command}"
            ),
            &format!("各解法每次调用的用时：每轮反复调用至少 {batch} 毫秒，取 {RUNS} 轮中最快的一轮，{command}"),
            None,
        )
    });
    stamped(dated, |lang| {
        let mut text = String::new();
        let head: Vec<String> = sizes.iter().map(|n| format!(" n = {n} |")).collect();
        text.push_str(lang.pick("| approach | practical to |", "| 解法 | 实用上限 |"));
        writeln!(text, "{}", head.concat()).expect("a String");
        writeln!(text, "| --- | ---: |{}", " ---: |".repeat(sizes.len())).expect("a String");
        for ((name, limit), times) in names.iter().zip(&times) {
            let cells: Vec<String> = times
                .iter()
                .map(|time| time.map_or_else(|| " - |".to_owned(), |time| format!(" {time:.2?} |")))
                .collect();
            writeln!(text, "| `{name}` | n = {limit} |{}", cells.concat()).expect("a String");
        }
        let alt = lang.pick("each approach's time against n", "各解法用时随 n 的变化");
        write!(text, "\n![{alt}](pictures/{})\n", picture_file(lang)).expect("a String");
        text
    })
}

/// The largest n any approach is practical to.
fn last_size<P: Problem>() -> i32 {
    P::own_approaches().map(|approach| approach.practical_limit).max().unwrap_or(FROM)
}

/// One approach's times, read back from the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The approach's name.
    pub name: String,
    /// `(n, seconds)` for each `n` it was timed at.
    pub points: Vec<(i32, f64)>,
}

/// The timings table of a guide (the text of its `README.md`), read back:
/// what tests of a guide's claims about its timings check them against.
/// Empty if the guide has no such table.
#[must_use]
pub fn series(guide: &str) -> Vec<Series> {
    let mut rest = guide;
    while let Some(Ok(marked)) = super::guides::next_region(rest) {
        if marked.name == REGION {
            return read(marked.body);
        }
        rest = marked.after;
    }
    Vec::new()
}

/// Reads the table of a `timings-picture` region: each row's name and the
/// times it has, by n.
fn read(region: &str) -> Vec<Series> {
    let rows: Vec<Vec<&str>> = region
        .lines()
        .filter(|line| line.starts_with('|'))
        .map(|line| line.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let Some((head, rows)) = rows.split_first() else { return Vec::new() };
    let sizes: Vec<Option<i32>> =
        head.iter().map(|cell| cell.strip_prefix("n = ").and_then(|n| n.parse().ok())).collect();
    rows.iter()
        .filter(|row| row.first().is_some_and(|name| name.starts_with('`')))
        .map(|row| Series {
            name: row[0].trim_matches('`').to_owned(),
            points: row
                .iter()
                .zip(&sizes)
                .filter_map(|(cell, n)| Some(((*n)?, seconds(cell)?)))
                .collect(),
        })
        .collect()
}

/// A time as `{:.2?}` writes a `Duration`, in seconds.
fn seconds(cell: &str) -> Option<f64> {
    let units = [("ns", 1e-9), ("µs", 1e-6), ("ms", 1e-3), ("s", 1.0)];
    let (number, scale) =
        units.iter().find_map(|(unit, scale)| Some((cell.strip_suffix(unit)?, *scale)))?;
    number.parse::<f64>().ok().map(|number| number * scale)
}

/// Colours of the lines, one an approach, in the list's order.
const COLOURS: [&str; 8] =
    ["#7f8c8d", "#c0392b", "#d35400", "#b7950b", "#1e8449", "#2471a3", "#7d3c98", "#212f3d"];

/// The picture of a region's table, in `lang`; `None` while the table has
/// no times.
pub(super) fn picture(region: &str, lang: Lang) -> Option<String> {
    let series = read(region);
    let all: Vec<(i32, f64)> = series.iter().flat_map(|s| s.points.iter().copied()).collect();
    let (first, last) = (all.iter().map(|p| p.0).min()?, all.iter().map(|p| p.0).max()?);
    let floor = |t: f64| whole(t.log10().floor());
    let low = all.iter().map(|p| floor(p.1)).min()?;
    let high = all.iter().map(|p| floor(p.1)).max()? + 1;
    let (left, top, width, height) = (70, 40, 520, 360);
    let x = |n: i32| left + (n - first) * width / (last - first).max(1);
    let y = |t: f64| {
        let along = (t.log10() - f64::from(low)) / f64::from(high - low);
        top + height - whole((along * f64::from(height)).round())
    };
    let mut svg = Svg::new(left + width + 190, top + height + 60);
    let title = lang.pick(
        "Time against n (log scale): each gridline up is ×10",
        "用时随 n 的变化（对数刻度）：每上一条格线慢十倍",
    );
    svg.text((left, 24), 15, "start", "#222", title);
    for power in low..=high {
        let at = top + height - (power - low) * height / (high - low);
        svg.line((left, at), (left + width, at), "#ddd");
        svg.text((left - 8, at + 4), 12, "end", "#555", &label(power));
    }
    for n in first..=last {
        svg.line((x(n), top + height), (x(n), top + height + 5), "#555");
        svg.text((x(n), top + height + 20), 12, "middle", "#555", &n.to_string());
    }
    svg.line((left, top + height), (left + width, top + height), "#555");
    svg.line((left, top), (left, top + height), "#555");
    svg.text((left + width / 2, top + height + 42), 13, "middle", "#222", "n");
    for (index, series) in series.iter().enumerate() {
        let colour = COLOURS[index % COLOURS.len()];
        let points: Vec<(i32, i32)> = series.points.iter().map(|&(n, t)| (x(n), y(t))).collect();
        svg.polyline(&points, 2, colour);
        for &(px, py) in &points {
            svg.circle(px, py, 3, colour, "none");
        }
        let key = top + 10 + i32::try_from(index).expect("a few approaches") * 22;
        svg.line((left + width + 20, key), (left + width + 44, key), colour);
        svg.rect(left + width + 20, key - 1, 24, 3, colour, "none");
        svg.text((left + width + 50, key + 4), 13, "start", "#222", &series.name);
    }
    Some(svg.finish())
}

/// A small whole number held in an `f64`: a power of ten of a time, or a
/// pixel of the picture (both far inside `i32`).
#[expect(clippy::cast_possible_truncation, reason = "powers of ten and pixels are small")]
fn whole(value: f64) -> i32 {
    value as i32
}

/// 10^power seconds, as a reader says it.
fn label(power: i32) -> String {
    const NAMES: [&str; 13] = [
        "1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s",
        "10 s", "100 s", "1000 s",
    ];
    usize::try_from(power + 9)
        .ok()
        .and_then(|at| NAMES.get(at))
        .map_or_else(|| format!("1e{power} s"), |name| (*name).to_owned())
}

#[cfg(test)]
mod tests {
    use super::{read, seconds};

    fn near(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * b.abs().max(1e-12)
    }

    #[test]
    fn times_are_read_back_as_written() {
        for (cell, value) in [("1.20s", 1.2), ("56.91ms", 0.056_91), ("3.50µs", 3.5e-6)] {
            assert!(seconds(cell).is_some_and(|read| near(read, value)), "{cell}");
        }
        assert_eq!(seconds("-"), None);
        let table = "| approach | practical to | n = 4 | n = 5 |\n| --- | ---: | ---: | ---: |\n\
                     | `a` | n = 5 | 1.00µs | 2.00ms |\n| `b` | n = 4 | 3.00ns | - |\n";
        let series = read(table);
        let names: Vec<&str> = series.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        let sizes: Vec<Vec<i32>> =
            series.iter().map(|s| s.points.iter().map(|p| p.0).collect()).collect();
        assert_eq!(sizes, [vec![4, 5], vec![4]]);
        assert!(near(series[0].points[1].1, 0.002) && near(series[1].points[0].1, 3e-9));
    }
}
