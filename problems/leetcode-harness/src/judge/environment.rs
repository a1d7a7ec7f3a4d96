//! LeetCode's Rust environment, written once: `check`'s defaults, its
//! `--help`, its report, the crates it links and the guides' paragraph all
//! take it from [`LEETCODE`].

use super::Edition;
use crate::text::Lang;

/// How a judge compiles a Rust submission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Environment {
    /// The Rust release, e.g. `"1.88.0"`.
    pub rust: &'static str,
    /// The edition it compiles under.
    pub edition: Edition,
    /// The optimisation level, as `-C opt-level` (not `-O`: that is 3 from
    /// Rust 1.86 on).
    pub opt_level: u8,
    /// The crates a submission may use beside std.
    pub crates: &'static [Offered],
    /// Where these facts were read.
    pub source: Source,
    /// When they were last confirmed (ISO 8601).
    pub as_of: &'static str,
}

/// Where an environment's facts were read: a page, and what on it, in
/// English and in Chinese, each said around the page's link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// What was read, before, on and after the link: `["the note in ...
    /// as", "problem 4056", "copies it"]`.
    pub english: [&'static str; 3],
    /// The same, in Chinese.
    pub chinese: [&'static str; 3],
    /// The page's address.
    pub url: &'static str,
}

impl Source {
    /// The words in `lang`, the middle ones the link, in Markdown.
    #[must_use]
    pub fn markdown(&self, lang: Lang) -> String {
        let [before, link, after] = lang.pick_of(self.english, self.chinese);
        format!("{before}[{link}]({}){after}", self.url)
    }
}

/// A crate a judge offers, at a version Cargo resolves (`"0.8"`, `"1"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offered {
    /// Its name on crates.io, which is also the name a paste uses.
    pub name: &'static str,
    /// Its version requirement.
    pub version: &'static str,
}

/// LeetCode's judge for Rust, as the note in its editor says: the newest
/// evidence found. Older: LeetCode-Feedback #12197 (2023: Rust 1.58.1,
/// edition 2018) and #27097 (2025: rand's 0.9 API does not compile, the
/// crate is 0.8).
pub const LEETCODE: Environment = Environment {
    rust: "1.88.0",
    edition: Edition::E2024,
    opt_level: 2,
    crates: &[
        Offered { name: "rand", version: "0.8" },
        Offered { name: "regex", version: "1" },
        Offered { name: "itertools", version: "0.14" },
    ],
    source: Source {
        english: [
            "the note in LeetCode's Rust editor, as a public solution of ",
            "problem 4056",
            " (Weekly Contest 520) copies it",
        ],
        chinese: [
            "力扣 Rust 编辑器里的说明，见于一份",
            "第 4056 题",
            "（第 520 场周赛）的公开题解",
        ],
        url: "https://leetcode.com/problems/number-of-intersecting-interval-pairs-i/",
    },
    as_of: "2026-12-06",
};

impl Environment {
    /// The crates as a phrase: `rand 0.8, regex 1 and itertools 0.14`.
    #[must_use]
    pub fn crate_list(&self, lang: Lang) -> String {
        let named: Vec<String> = self
            .crates
            .iter()
            .map(|offered| format!("{} {}", offered.name, offered.version))
            .collect();
        match (lang, named.split_last()) {
            (Lang::Chinese, _) => named.join("、"),
            (Lang::English, None) => "no crate".to_owned(),
            (Lang::English, Some((last, []))) => last.clone(),
            (Lang::English, Some((last, rest))) => format!("{} and {last}", rest.join(", ")),
        }
    }

    /// One line for a report: `Rust 1.88.0, edition 2024, opt-level 2, with
    /// rand 0.8, regex 1 and itertools 0.14`.
    #[must_use]
    pub fn summary(&self) -> String {
        format!(
            "Rust {}, edition {}, opt-level {}, with {}",
            self.rust,
            self.edition,
            self.opt_level,
            self.crate_list(Lang::English)
        )
    }

    /// The guides' paragraph on it, with its source and date.
    #[must_use]
    pub fn paragraph(&self, lang: Lang) -> String {
        let (rust, edition, level) = (self.rust, self.edition, self.opt_level);
        let crates = self.crate_list(lang);
        let (source, as_of) = (self.source, self.as_of);
        match lang {
            Lang::English => format!(
                "LeetCode compiles a Rust submission with Rust {rust} in edition {edition}, at \
                 opt-level {level} (as `-C opt-level={level}`, which alone builds without \
                 overflow checks), and offers the crates {crates} beside std. \
                 Source: {}; as of {as_of}.\n",
                source.markdown(lang)
            ),
            Lang::Chinese => format!(
                "LeetCode（leetcode.com）用 Rust {rust}、edition {edition} 编译 Rust 提交，\
                 优化级别为 opt-level {level}（即 `-C opt-level={level}`，只加这一项时不做溢出检查），\
                 标准库之外还提供 {crates} 这几个 \
                 crate。来源：{}（{as_of} 核对）。力扣（leetcode.cn）的环境没有找到单独的来源。\n",
                source.markdown(lang)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Edition, Environment, Offered, Source};
    use crate::text::Lang;

    const JUDGE: Environment = Environment {
        rust: "1.2.3",
        edition: Edition::E2021,
        opt_level: 3,
        crates: &[Offered { name: "a", version: "1" }, Offered { name: "b", version: "0.2" }],
        source: Source {
            english: ["a ", "test", " page"],
            chinese: ["一个", "测试", "页面"],
            url: "https://example.com/",
        },
        as_of: "2000-01-01",
    };

    /// CI compiles the paste texts with LeetCode's release: `.ci/run` must
    /// name the one this file does.
    #[test]
    fn ci_installs_leetcodes_rust() {
        let run = concat!(env!("CARGO_MANIFEST_DIR"), "/../../.ci/run");
        let script = std::fs::read_to_string(run).expect(".ci/run");
        let named = format!("\nLEETCODE_RUST={}\n", super::LEETCODE.rust);
        assert!(script.contains(&named), ".ci/run must set `{}`", named.trim());
    }

    #[test]
    fn the_summary_names_every_fact() {
        assert_eq!(JUDGE.summary(), "Rust 1.2.3, edition 2021, opt-level 3, with a 1 and b 0.2");
        assert_eq!(JUDGE.crate_list(Lang::Chinese), "a 1、b 0.2");
        let one = Environment { crates: &JUDGE.crates[..1], ..JUDGE };
        assert_eq!(one.crate_list(Lang::English), "a 1");
        assert_eq!(JUDGE.source.markdown(Lang::English), "a [test](https://example.com/) page");
    }
}
