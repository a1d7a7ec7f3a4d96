//! The stamp above a measured table: what was run, the date, the machine.

use std::fs;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::text::{Lang, Text};

/// The line above a measured table: what was run, the date and the machine.
pub struct Dated {
    english: String,
    chinese: String,
}

impl Dated {
    /// Stamps `english` and `chinese` (what was run, in each language) with
    /// today's date and this machine; with `level`, the vector instructions
    /// the measured code ran with, as that code tells (the harness detects
    /// none itself: only the program knows which level it ran).
    #[must_use]
    pub fn now(english: &str, chinese: &str, level: Option<&str>) -> Self {
        let date = today();
        let (machine_en, machine_zh) =
            (machine(Lang::English, level), machine(Lang::Chinese, level));
        Dated {
            english: format!("{english}, {date}, {machine_en}:\n\n"),
            chinese: format!("{chinese}，{date}，{machine_zh}：\n\n"),
        }
    }

    /// The line in `lang`, with the blank line after it.
    #[must_use]
    pub fn line(&self, lang: Lang) -> String {
        lang.pick(&self.english, &self.chinese).to_owned()
    }
}

/// A measured table in both languages, as every guide shows one: its
/// dated line if it was measured now (`dated`), then the header and rows
/// that `table` writes in each language.
#[must_use]
pub fn stamped(dated: Option<Dated>, mut table: impl FnMut(Lang) -> String) -> Text {
    Text::each(|lang| {
        dated.as_ref().map_or_else(String::new, |dated| dated.line(lang)) + &table(lang)
    })
}

/// The command that measures a crate's timing regions anew and dates them.
#[must_use]
pub fn timings_command(package: &str) -> String {
    format!("cargo run --release -p {package} -- docs --timings")
}

/// Today's date, `YYYY-MM-DD` (UTC), from the system clock.
#[must_use]
pub fn today() -> String {
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    date(i64::try_from(seconds / 86_400).expect("a date this side of the year 10^12"))
}

/// The date `days` days after 1970-01-01, `YYYY-MM-DD`.
fn date(days: i64) -> String {
    // Howard Hinnant's civil-from-days: the proleptic Gregorian calendar.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The machine in a few words, in `lang`: cores, processor (where the
/// system tells) and the vector `level` it ran with if given, operating
/// system.
#[must_use]
pub fn machine(lang: Lang, level: Option<&str>) -> String {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_owned())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_owned());
    // As the systems spell their own names (`consts::OS` is lower case).
    let os = match std::env::consts::OS {
        "linux" => "Linux",
        "macos" => "macOS",
        "windows" => "Windows",
        other => other,
    };
    match (lang, level) {
        (Lang::English, Some(level)) => {
            format!("{cores} {}, {cpu} ({level}), {os}", core_word(cores))
        }
        (Lang::English, None) => format!("{cores} {}, {cpu}, {os}", core_word(cores)),
        (Lang::Chinese, Some(level)) => format!("{cores} 核，{cpu}（{level}），{os}"),
        (Lang::Chinese, None) => format!("{cores} 核，{cpu}，{os}"),
    }
}

/// "core" or "cores", for `cores` of them.
fn core_word(cores: usize) -> &'static str {
    if cores == 1 { "core" } else { "cores" }
}

#[cfg(test)]
mod tests {
    use super::date;

    #[test]
    fn days_since_1970_are_dates() {
        let dates = [
            (0, "1970-01-01"),
            (31, "1970-02-01"),
            (59, "1970-03-01"),
            (365, "1971-01-01"),
            (789, "1972-02-29"),
            (790, "1972-03-01"),
            (10_957, "2000-01-01"),
            (11_016, "2000-02-29"),
            (20_788, "2026-12-01"),
            (-1, "1969-12-31"),
            (47_541, "2100-03-01"),
        ];
        for (days, expected) in dates {
            assert_eq!(date(days), expected, "{days} days");
        }
    }
}
