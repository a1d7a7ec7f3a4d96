//! A pair of guides and their marked regions: any crate's, a problem's or
//! not, brought up to date region by region.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write};
use std::path::Path;

use super::Stale;
use crate::text::{Lang, Text};

const BEGIN: &str = "<!-- BEGIN GENERATED: ";
const END: &str = "<!-- END GENERATED: ";

/// A marked region in a guide's text.
pub(super) struct Marked<'a> {
    /// What comes before its begin mark.
    pub(super) before: &'a str,
    /// Its name.
    pub(super) name: &'a str,
    /// Its body, between the marks' lines.
    pub(super) body: &'a str,
    /// What comes after its end mark.
    pub(super) after: &'a str,
}

/// The next region of `text`; or, for a begin mark with no end mark, where
/// that begin mark stands.
pub(super) fn next_region(text: &str) -> Option<Result<Marked<'_>, usize>> {
    let start = text.find(BEGIN)?;
    let (before, from_mark) = text.split_at(start);
    let region = from_mark[BEGIN.len()..].split_once(" -->\n").and_then(|(name, body_on)| {
        let end_mark = format!("{END}{name} -->");
        let end = body_on.find(&end_mark)?;
        let (body, after) = (&body_on[..end], &body_on[end + end_mark.len()..]);
        Some(Marked { before, name, body, after })
    });
    Some(region.ok_or(start))
}

/// A pair of guides, `README.md` and `README.zh-CN.md` in `dir`, and how to
/// bring their regions up to date: any crate's, a problem's or not.
pub struct Guides<'a> {
    /// The folder of the two guides.
    pub dir: &'a Path,
    /// Whether a region holds measured times.
    pub timed: &'a dyn Fn(&str) -> bool,
    /// Measure the timed regions anew.
    pub timings: bool,
    /// Change nothing: only compare.
    pub check: bool,
}

impl Guides<'_> {
    /// Rewrites (or compares) every region of both guides with what
    /// `region(name, measure)` makes, once for both; a timed region is made
    /// without its times (`measure` false) unless `timings`, and then keeps
    /// its committed times. Reports the files it writes on `out`, and
    /// returns what was stale.
    ///
    /// # Errors
    ///
    /// If a guide cannot be read or written, a region has no end mark, or
    /// `region` fails.
    pub fn rewrite(
        &self,
        region: &mut dyn FnMut(&str, bool) -> io::Result<Text>,
        out: &mut dyn Write,
    ) -> io::Result<Vec<Stale>> {
        let mut stale = Vec::new();
        // Each region is made once for both guides: measured once, written twice.
        let mut made: BTreeMap<String, Text> = BTreeMap::new();
        for lang in [Lang::English, Lang::Chinese] {
            let file = self.dir.join(lang.file());
            stale.extend(self.rewrite_file(&file, lang, &mut made, region, out)?);
        }
        Ok(stale)
    }

    /// Rewrites (or compares) the regions of one file in `lang`, as
    /// [`Guides::rewrite`] does: a file with no twin in the other language
    /// (the workspace's `README.md`) is brought up to date alone.
    ///
    /// # Errors
    ///
    /// As [`Guides::rewrite`].
    pub fn rewrite_file(
        &self,
        file: &Path,
        lang: Lang,
        made: &mut BTreeMap<String, Text>,
        region: &mut dyn FnMut(&str, bool) -> io::Result<Text>,
        out: &mut dyn Write,
    ) -> io::Result<Vec<Stale>> {
        let mut stale = Vec::new();
        let old = fs::read_to_string(file).map_err(|error| {
            let message = format!(
                "cannot read {}: {error}; a crate with a guide has it in README.md and \
                 README.zh-CN.md (ARCHITECTURE.md lists what a crate needs)",
                file.display()
            );
            io::Error::new(error.kind(), message)
        })?;
        let mut new = String::new();
        let mut rest = old.as_str();
        while let Some(found) = next_region(rest) {
            let Marked { before, name, body, after } = found.map_err(|unmatched| {
                let line = old[..old.len() - rest.len() + unmatched].lines().count() + 1;
                let message =
                    format!("{}:{line}: a {BEGIN}...--> mark with no end mark", file.display());
                io::Error::new(io::ErrorKind::InvalidData, message)
            })?;
            // A timing region is measured only on request; otherwise it
            // keeps its measured text, but its untimed part must match.
            let keep = (self.timed)(name) && !self.timings;
            if !made.contains_key(name) {
                made.insert(name.to_owned(), region(name, !keep)?);
            }
            let generated = made[name].of(lang);
            let current =
                if keep { untimed(body) == untimed(generated) } else { body == generated };
            if !current {
                stale.push(Stale {
                    file: file.to_owned(),
                    what: name.to_owned(),
                    needs_timings: keep,
                });
            }
            let written = if keep { body } else { generated };
            write!(new, "{before}{BEGIN}{name} -->\n{written}{END}{name} -->").expect("a String");
            rest = after;
        }
        new.push_str(rest);
        if !self.check && new != old {
            fs::write(file, &new)?;
            writeln!(out, "wrote {}", file.display())?;
        }
        Ok(stale)
    }
}

/// A timing region without what depends on the machine: the dated line,
/// and the time and ratio columns of its table.
#[must_use]
pub fn untimed(region: &str) -> String {
    region
        .lines()
        .filter(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').collect();
            // Keep each row's first two columns (its name, its answer); a
            // skipped row keeps its reason too, which names the limit.
            let skipped = cells.get(2).is_some_and(|cell| cell.trim() == "-");
            if skipped || cells.len() < 4 {
                line.to_owned()
            } else {
                format!("|{}|{}|", cells[1], cells[2])
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::Guides;
    use crate::text::Text;

    #[test]
    fn a_begin_mark_with_no_end_mark_is_an_error_naming_the_file_and_line() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let region = "<!-- BEGIN GENERATED: a -->\nx\n<!-- END GENERATED: a -->\n";
        let guide = format!("# Guide\n\n{region}\ntext\n<!-- BEGIN GENERATED: b -->\nno end\n");
        for file in ["README.md", "README.zh-CN.md"] {
            fs::write(dir.path().join(file), &guide).expect("writes");
        }
        let guides = Guides { dir: dir.path(), timed: &|_| false, timings: false, check: true };
        let mut made = |_: &str, _: bool| Ok(Text { english: "x\n".into(), chinese: "x\n".into() });
        let error = guides.rewrite(&mut made, &mut std::io::sink()).expect_err("no end mark");
        let message = error.to_string();
        assert!(message.contains("README.md:8: a <!-- BEGIN GENERATED: ...--> mark"), "{message}");
    }
}
