//! The pitfall gallery: each common mistake is a real wrong paste text in
//! the problem's `pitfalls/` folder, judged by the same judge as `check`.
//! The guides' pitfall sections are made from those verdicts
//! ([`gallery`]); a mistake that is right but slow is timed beside the
//! problem's yardstick approach, [`Problem::YARDSTICK`] ([`times`]).
//!
//! A pitfall file starts with its header, then the paste text:
//!
//! ```text
//! // title: Both diagonal masks shifted the same way
//! // 标题: 两个斜线掩码往同一个方向移
//! // en: Going down one row, ...        (any number of `en:` lines)
//! // zh: 往下走一行，...                 (any number of `zh:` lines)
//! impl Solution {
//!     ...  // the mistake: what it should be
//! ```
//!
//! The whole file is what `check` judges: the header is comments.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;
use std::{fs, io};

use crate::judge::{
    self, Answered, Judge, JudgeError, LEETCODE, Limits, Report, Row, Settings, Verdict,
};
use crate::measure::best_of;
use crate::stamp::{Dated, stamped};
use crate::text::{Lang, Text};
use crate::{Guide, Problem};

/// The folder of a problem's crate that holds its pitfalls.
pub const FOLDER: &str = "pitfalls";

/// Marks the wrong line of a pitfall, and says what it should be.
const MISTAKE: &str = "// the mistake";

/// One common mistake.
#[derive(Debug)]
pub struct Pitfall {
    /// Its file, from the crate's folder: `pitfalls/NAME.rs`.
    pub file: PathBuf,
    /// Its heading.
    pub title: Text,
    /// What goes wrong, and why.
    pub why: Text,
    /// In Chinese, what each marked line's `// the mistake` comment says,
    /// in order (`// 错误:` lines of the header): the Chinese gallery shows
    /// these in its code.
    pub mistakes_zh: Vec<String>,
    /// The file itself: what `check` judges.
    pub paste: String,
}

impl Pitfall {
    /// Reads a pitfall file.
    ///
    /// # Errors
    ///
    /// If it cannot be read, or its header lacks a title or an explanation.
    pub fn read(crate_dir: &Path, file: &Path) -> io::Result<Pitfall> {
        let paste = fs::read_to_string(crate_dir.join(file))?;
        let mut title = Text::default();
        let mut why = Text::default();
        let mut mistakes_zh = Vec::new();
        for line in paste.lines().map_while(|line| line.strip_prefix("// ")) {
            let (key, value) = line.split_once(": ").unwrap_or((line, ""));
            if key == "错误" {
                mistakes_zh.push(value.to_owned());
                continue;
            }
            let (text, chinese) = match key {
                "title" => (&mut title.english, false),
                "标题" => (&mut title.chinese, true),
                "en" => (&mut why.english, false),
                "zh" => (&mut why.chinese, true),
                _ => continue,
            };
            if !text.is_empty() && joined_with_a_space(chinese, text, value) {
                text.push(' ');
            }
            text.push_str(value);
        }
        let missing = [&title.english, &title.chinese, &why.english, &why.chinese]
            .iter()
            .any(|text| text.is_empty());
        let marked = paste.lines().filter(|line| line.contains(MISTAKE)).count();
        if missing || marked == 0 || mistakes_zh.len() != marked {
            let message = format!(
                "{}: the header needs `// title:`, `// 标题:`, `// en:` and `// zh:` lines, and \
                 a `// 错误:` line for each line marked `{MISTAKE}` (at least one; {marked} \
                 marked, {} said)",
                file.display(),
                mistakes_zh.len()
            );
            return Err(io::Error::new(io::ErrorKind::InvalidData, message));
        }
        Ok(Pitfall { file: file.to_owned(), title, why, mistakes_zh, paste })
    }

    /// Judges it as `check` does (LeetCode's edition and limits), on
    /// LeetCode's range alone.
    ///
    /// # Errors
    ///
    /// If the compiler or the program cannot be run.
    pub fn judge<P: Problem>(&self, cache: Option<&Path>) -> Result<Report, JudgeError> {
        let settings = Settings {
            edition: LEETCODE.edition,
            strict: false,
            limits: Limits::LEETCODE,
            cache,
            beyond: false,
        };
        judge::judge::<P>(&self.paste, settings, &mut |_| Ok(()))
    }

    /// The lines marked as the mistake, as they stand in the file, trimmed;
    /// in Chinese with the marking comment in Chinese.
    fn mistakes(&self, lang: Lang) -> Vec<String> {
        let marked = self.paste.lines().filter(|line| line.contains(MISTAKE)).map(str::trim);
        match lang {
            Lang::English => marked.map(str::to_owned).collect(),
            Lang::Chinese => marked
                .zip(&self.mistakes_zh)
                .map(|(line, said)| {
                    let code = line.split(MISTAKE).next().unwrap_or_default().trim_end();
                    let comment = format!("// 错误：{said}");
                    if code.is_empty() { comment } else { format!("{code} {comment}") }
                })
                .collect(),
        }
    }
}

/// Whether two lines of one paragraph join with a space: English words do,
/// and so does a Chinese character beside a Latin one; two Chinese
/// characters, or Chinese punctuation, meet with none.
fn joined_with_a_space(chinese: bool, before: &str, after: &str) -> bool {
    let (last, next) = (before.chars().last(), after.chars().next());
    let ascii = |c: Option<char>| c.is_some_and(|c| c.is_ascii());
    let punctuation = |c: Option<char>| c.is_some_and(|c| "。，；：、！？（）“”".contains(c));
    !chinese || (ascii(last) || ascii(next)) && !punctuation(last) && !punctuation(next)
}

/// Every pitfall of problem `P`, by file name.
///
/// # Errors
///
/// If the folder or a file cannot be read, or a header is incomplete.
pub fn all<P: Problem>() -> io::Result<Vec<Pitfall>> {
    let crate_dir = Path::new(P::CRATE_DIR);
    let folder = fs::read_dir(crate_dir.join(FOLDER)).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => {
            io::Error::other("a problem's crate keeps its pitfall gallery in pitfalls/")
        }
        _ => error,
    })?;
    let mut files: Vec<PathBuf> = folder
        .map(|entry| entry.map(|entry| Path::new(FOLDER).join(entry.file_name())))
        .collect::<io::Result<_>>()?;
    files.retain(|file| file.extension().is_some_and(|extension| extension == "rs"));
    files.sort();
    files.iter().map(|file| Pitfall::read(crate_dir, file)).collect()
}

/// The gallery: for each pitfall its title, what goes wrong, the marked
/// line, the first `n` it answers wrong with what it returns there against
/// the right answer, and `check`'s verdict.
///
/// # Errors
///
/// If a pitfall cannot be read or judged.
pub fn gallery<P: Problem>(cache: Option<&Path>) -> io::Result<Text> {
    let mut entries = Vec::new();
    for pitfall in all::<P>()? {
        let report = pitfall.judge::<P>(cache).map_err(io::Error::other)?;
        entries.push((pitfall, report));
    }
    Ok(Text::each(|lang| {
        let mut text = String::new();
        for (pitfall, report) in &entries {
            entry::<P>(&mut text, pitfall, report, lang);
        }
        text
    }))
}

fn entry<P: Problem>(text: &mut String, pitfall: &Pitfall, report: &Report, lang: Lang) {
    // From the workspace's folder, where the command runs.
    let workspace = P::workspace_dir();
    let crate_dir = Path::new(P::CRATE_DIR).strip_prefix(&workspace).unwrap_or(Path::new(""));
    let file = crate_dir.join(&pitfall.file).to_string_lossy().replace('\\', "/");
    let link = pitfall.file.to_string_lossy().replace('\\', "/");
    let mut say = |line: String| text.push_str(&line);
    say(format!("### {}\n\n{}\n\n", pitfall.title.of(lang), pitfall.why.of(lang)));
    say(format!(
        "{} [`{link}`]({link}){}\n\n```rust\n{}\n```\n\n",
        lang.pick("The mistake, in", "错误所在，见"),
        lang.pick(":", "："),
        pitfall.mistakes(lang).join("\n")
    ));
    if let Some(Row { n, expected, got }) =
        report.rows.last().filter(|_| report.verdict.n().is_some())
    {
        let returned = match got {
            Ok(Answered { count: Some(count), .. }) => count.to_string(),
            Ok(Answered { count: None, .. }) => {
                lang.pick("an answer it cannot read", "读不出的答案").to_owned()
            }
            Err(_) => lang.pick("nothing: it stops", "没有答案：程序中止").to_owned(),
        };
        say(lang.pick(
            &format!(
                "| first wrong n | it returns | the right answer |\n| ---: | ---: | ---: |\n| {n} | {returned} | {expected} |\n\n"
            ),
            &format!(
                "| 第一个出错的 n | 这份代码的输出 | 正确答案 |\n| ---: | ---: | ---: |\n| {n} | {returned} | {expected} |\n\n"
            ),
        ).to_owned());
    } else if matches!(report.verdict, Verdict::Accepted { .. }) {
        say(lang
            .pick(
                "Every answer is right: it is slow, not wrong. The timings are below.\n\n",
                "每个答案都对：问题是慢，不是错。用时见下文。\n\n",
            )
            .to_owned());
    }
    say(format!(
        "{}`verdict: {}`\n\n```sh\ncargo run -p {} -- check {file}\n```\n\n",
        lang.pick("`check` says: ", "`check` 的判定："),
        report.verdict,
        P::PACKAGE
    ));
}

/// The pitfalls that are right but slow, timed beside the yardstick
/// approach's paste text by the judge (the best of three runs at each `n`
/// of [`Guide::PITFALL_SIZES`]); without `measure`, the rows without times.
///
/// # Errors
///
/// If a pitfall cannot be read, compiled or run.
pub fn times<P: Guide>(measure: bool, cache: Option<&Path>) -> io::Result<Text> {
    let yardstick = P::yardstick();
    let compile = |paste: &str| {
        Judge::compile::<P>(paste, LEETCODE.edition, false, cache).map_err(io::Error::other)
    };
    let best = |judge: &Judge, n: i32| -> io::Result<Duration> {
        let input = P::write_input(&P::input(n));
        let run = || judge.run(&input, Limits::LEETCODE).map_err(io::Error::other);
        Ok(best_of(3, run)?.1)
    };
    let yardstick = compile(yardstick.paste_text())?;
    let mut rows = Vec::new();
    for pitfall in all::<P>()? {
        if !matches!(
            pitfall.judge::<P>(cache).map_err(io::Error::other)?.verdict,
            Verdict::Accepted { .. }
        ) {
            continue;
        }
        let judge = compile(&pitfall.paste)?;
        for &n in P::PITFALL_SIZES {
            let times = if measure { Some((best(&judge, n)?, best(&yardstick, n)?)) } else { None };
            rows.push((pitfall.file.clone(), n, times));
        }
    }
    let command = format!("`{}`", crate::stamp::timings_command(P::PACKAGE));
    let dated = measure.then(|| {
        Dated::now(
            &format!("Whole runs of the judged program (start, search, answer written), the best of 3, {command}"),
            &format!("被评测程序整个进程的用时（启动、搜索、写出答案），各取 3 次中最快的一次，{command}"),
            None,
        )
    });
    Ok(stamped(dated, |lang| {
        let mut text = String::new();
        let yardstick = P::YARDSTICK;
        let english = format!("| pitfall | n | its time | `{yardstick}`'s time | ratio |\n");
        let chinese = format!("| 坑 | n | 它的用时 | `{yardstick}` 的用时 | 倍数 |\n");
        text.push_str(lang.pick(&english, &chinese));
        text.push_str("| --- | ---: | ---: | ---: | ---: |\n");
        for (file, n, times) in &rows {
            let name = file
                .file_stem()
                .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
            let (slow, fast, ratio) = times.map_or_else(
                || (String::new(), String::new(), String::new()),
                |(slow, fast)| {
                    let ratio = slow.as_secs_f64() / fast.as_secs_f64().max(f64::MIN_POSITIVE);
                    (format!("{slow:.2?}"), format!("{fast:.2?}"), format!("{ratio:.1}"))
                },
            );
            writeln!(text, "| `{name}` | {n} | {slow} | {fast} | {ratio} |").expect("a String");
        }
        text
    }))
}
