//! `new`: a student's own attempt, registered with one line.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::{Failure, Outcome};
use crate::{Problem, STRUCT_LINE};

/// Writes `src/approaches/NAME.rs` from the template and adds its line to
/// the list in `src/lib.rs`; refuses a name that is taken or not a module
/// name.
pub(super) fn new<P: Problem>(module: &str, crate_dir: &Path, out: &mut dyn Write) -> Outcome {
    check_name::<P>(module)?;
    let src = crate_dir.join("src");
    let lib_rs = src.join("lib.rs");
    let lib = fs::read_to_string(&lib_rs)
        .map_err(|error| Failure::Usage(format!("cannot read {}: {error}", lib_rs.display())))?;
    // A module of the crate that is no approach (`fast_count`, `trace`)
    // may live in a folder: no `src/NAME.rs` to collide with, but a clash.
    if lib.contains(&format!("mod {module};")) || src.join(module).exists() {
        return Err(Failure::Usage(format!(
            "cannot use `{module}` as a name: the crate has a module of that name"
        )));
    }
    let name = module.replace('_', "-");
    let limit = P::LEETCODE_RANGE.end();
    let line = format!("    {module}: \"{name}\", practical to {limit}, attempt;");
    let lib = with_line(&lib, &line).ok_or_else(|| {
        Failure::Usage(format!("{} has no `approaches! {{` list", lib_rs.display()))
    })?;

    let folder = approaches_dir::<P>(crate_dir);
    fs::create_dir_all(&folder).map_err(|error| {
        Failure::Usage(format!("cannot make the folder {}: {error}", folder.display()))
    })?;
    let file = folder.join(format!("{module}.rs"));
    // `create_new`: never overwrite a file, even one made since the check.
    let mut created = match OpenOptions::new().write(true).create_new(true).open(&file) {
        Ok(created) => created,
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {
            return Err(Failure::Usage(format!("{} exists already", file.display())));
        }
        Err(error) => {
            return Err(Failure::Usage(format!("cannot write {}: {error}", file.display())));
        }
    };
    let written =
        created.write_all(template::<P>(module).as_bytes()).and_then(|()| fs::write(&lib_rs, lib));
    if let Err(error) = written {
        // Leave nothing half done: a file that is not in the list fails the tests.
        let _ = fs::remove_file(&file);
        eprintln!("error: cannot write {} or {}: {error}", file.display(), lib_rs.display());
        return Err(Failure::Found);
    }

    writeln!(out, "wrote {}", file.display())?;
    writeln!(out, "added to {}: {}", lib_rs.display(), line.trim())?;
    writeln!(out)?;
    next_steps::<P>(module, &file, out)
}

/// What to run next, once the attempt's file at `file` is written.
fn next_steps<P: Problem>(module: &str, file: &Path, out: &mut dyn Write) -> Outcome {
    let (package, yardstick) = (P::PACKAGE, P::YARDSTICK);
    let name = module.replace('_', "-");
    writeln!(out, "Next: write your solution in it, then")?;
    writeln!(out, "  cargo test -p {package} answers::{module}::          # its known answers")?;
    writeln!(
        out,
        "  cargo test -p {package} --test approaches {module}   # its paste check, snippet"
    )?;
    writeln!(
        out,
        "  cargo test -p {package}                              # everything, yours too"
    )?;
    let at = measure_at::<P>();
    writeln!(
        out,
        "  cargo run --release -p {package} -- compare {at} --only {name} --only {yardstick}"
    )?;
    writeln!(out, "  cargo run -q -p {package} -- snippet {name} > {module}.txt")?;
    writeln!(
        out,
        "  cargo run -p {package} -- check {module}.txt       # judged as LeetCode would"
    )?;
    writeln!(out, "To remove it: delete {} and its line in src/lib.rs.", file.display())?;
    Ok(())
}

/// The approach files' folder in the crate at `crate_dir` (another than
/// this one in the tests of `new`).
#[must_use]
pub(crate) fn approaches_dir<P: Problem>(crate_dir: &Path) -> PathBuf {
    let within = Path::new(P::APPROACHES_DIR).strip_prefix(P::CRATE_DIR);
    crate_dir.join(within.expect("the approaches live in the crate's folder"))
}

/// A name is a new module's: lowercase ASCII letters, digits and `_`, starting
/// with a letter, not a keyword, and no approach or file of the crate has it.
fn check_name<P: Problem>(module: &str) -> Outcome {
    let refuse = |why: &str| Err(Failure::Usage(format!("cannot use `{module}` as a name: {why}")));
    let mut chars = module.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_lowercase()) {
        return refuse("it must start with a lowercase letter (a to z)");
    }
    if !chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_') {
        return refuse("use only lowercase letters, digits and `_`, like `my_idea`");
    }
    if KEYWORDS.contains(&module) {
        return refuse("Rust reserves it");
    }
    if ["lib", "main"].contains(&module) {
        return refuse("the crate's own files have it");
    }
    if CRATES.contains(&module) {
        return refuse("a crate the problem uses has it");
    }
    if P::APPROACHES.iter().any(|approach| approach.module == module) {
        return refuse("an approach has it already");
    }
    Ok(())
}

/// Rust's keywords, reserved ones included: none can name a module.
const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Crates a module of the problem could shadow.
const CRATES: &[&str] =
    &["alloc", "core", "proc_macro", "std", "test", "clap", "indicatif", "leetcode_harness"];

/// `lib` with `line` added as the last entry of its `approaches!` list.
fn with_line(lib: &str, line: &str) -> Option<String> {
    let start = lib.find("approaches! {")?;
    // The attempt's line goes last, before the `}` that closes the list.
    let end = start + lib[start..].find("\n}\n")?;
    Some(format!("{}\n{line}{}", &lib[..end], &lib[end..]))
}

/// The new file: docs to fill in (what to tell of the idea is the
/// problem's own question, [`Problem::IDEA_PROMPT`]), the struct line, and
/// LeetCode's method.
fn template<P: Problem>(module: &str) -> String {
    let package = P::PACKAGE;
    let name = module.replace('_', "-");
    let idea = doc_paragraph(&format!(
        "**Idea.** (How does it work, and why is it right? {})",
        P::IDEA_PROMPT
    ));
    let stops = doc_paragraph(&format!(
        "**What stops it.** (Measure it: `cargo run --release -p {package} -- compare {} \
         --only {name}`. Then set `practical to` on its line in `src/lib.rs` to the largest n \
         it solves within a second or two, and its tests reach that far.)",
        measure_at::<P>()
    ));
    format!(
        "//! # Your attempt: `{name}`
//!
{idea}//!
//! **Cost.** (Time and space, and why.)
//!
{stops}
/// LeetCode's solution type; the paste text below implements it.
{STRUCT_LINE}

impl Solution {{
    /// (What it returns.)
    {signature} {{
        todo!(\"write your solution\")
    }}
}}
",
        signature = P::SIGNATURE
    )
}

/// Where to start measuring an attempt: the largest `n` that every one of
/// the project's approaches solves within a second or two (no less than
/// LeetCode's largest).
fn measure_at<P: Problem>() -> i32 {
    let end = *P::LEETCODE_RANGE.end();
    P::own_approaches().map(|approach| approach.practical_limit).min().map_or(end, |n| n.max(end))
}

/// `text` as one paragraph of `//!` lines, each at most 80 columns long
/// (a longer word stands alone on its line).
fn doc_paragraph(text: &str) -> String {
    const MARK: &str = "//!";
    let mut lines = String::new();
    let mut line = MARK.to_owned();
    for word in text.split_whitespace() {
        if line.len() > MARK.len() && line.len() + 1 + word.len() > 80 {
            lines.push_str(&line);
            lines.push('\n');
            line.clear();
            line.push_str(MARK);
        }
        line.push(' ');
        line.push_str(word);
    }
    lines.push_str(&line);
    lines.push('\n');
    lines
}
