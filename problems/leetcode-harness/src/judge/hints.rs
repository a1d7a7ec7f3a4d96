//! One-line hints above rustc's message, for the compile errors a paste
//! meets on LeetCode and not in an editor: what LeetCode adds itself, the
//! crates it offers, and what edition 2024 changed (the edition guide's
//! changes that reject code a 2021 paste may hold).

use super::Edition;
use super::environment::LEETCODE;
use crate::text::Lang;

/// The hints for a paste that rustc rejected under `edition`, saying
/// `said`: each a line, without its `hint: `.
#[must_use]
pub fn hints(paste: &str, said: &str, edition: Edition) -> Vec<String> {
    let mut hints = Vec::new();
    if paste.contains("struct Solution") {
        hints.push(
            "LeetCode declares `struct Solution;` itself: paste only what follows it".to_owned(),
        );
    }
    for name in missing_crates(paste, said) {
        hints.push(format!(
            "LeetCode offers std and the crates {} only: `{name}` is not one of them",
            LEETCODE.crate_list(Lang::English)
        ));
    }
    if edition == Edition::E2024 {
        hints.extend(edition_2024(paste, said).map(|change| {
            format!("{change}; `--edition 2021` judges as LeetCode did before edition 2024")
        }));
    }
    hints
}

/// What edition 2024 changed that rustc's message shows.
fn edition_2024(paste: &str, said: &str) -> Option<String> {
    let change = if said.contains("reserved keyword `gen`") {
        if paste.contains(".gen(") || paste.contains(".gen::<") {
            "edition 2024 reserves `gen` as a keyword: rand 0.8's `rng.gen()` is written \
             `rng.r#gen()` there (or use `rng.gen_range(..)` or `rand::random()`)"
        } else {
            "edition 2024 reserves `gen` as a keyword: rename it (or write it `r#gen`)"
        }
    } else if said.contains("reference to mutable static") {
        "edition 2024 denies references to a `static mut` (lint `static_mut_refs`): keep the \
         table in a local or a field and pass it down, or use a `thread_local!` `RefCell`"
    } else if said.contains("unsafe function `set_var`")
        || said.contains("unsafe function `remove_var`")
    {
        "edition 2024 makes `std::env::set_var` and `remove_var` unsafe: keep the value in a \
         variable instead"
    } else {
        return None;
    };
    Some(change.to_owned())
}

/// The crates `paste` uses that rustc could not find: path roots named in
/// its message, neither std's, nor offered, nor a module of the paste.
fn missing_crates(paste: &str, said: &str) -> Vec<String> {
    if !["E0432", "E0433", "E0463"].iter().any(|code| said.contains(code)) {
        return Vec::new();
    }
    let known = ["std", "core", "alloc", "crate", "self", "super"];
    let primitive = [
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
        "f32", "f64", "bool", "char", "str",
    ];
    let mut missing: Vec<String> = Vec::new();
    for root in path_roots(paste) {
        let local = paste.contains(&format!("mod {root}"));
        let offered = LEETCODE.crates.iter().any(|offered| offered.name == root);
        if known.contains(&root)
            || primitive.contains(&root)
            || local
            || offered
            || !said.contains(&format!("`{root}`"))
            || missing.iter().any(|name| name == root)
        {
            continue;
        }
        missing.push(root.to_owned());
    }
    missing
}

/// The lowercase first segments of the paths in `paste`: `num` of
/// `use num::Integer` and of `num::abs(x)`, and `extern crate`'s names; not a
/// method's turbofish (`.collect::<..>`).
fn path_roots(paste: &str) -> Vec<&str> {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut roots = Vec::new();
    for (at, _) in paste.match_indices("::") {
        let before = &paste[..at];
        let start = before.rfind(|c: char| !is_word(c)).map_or(0, |i| i + 1);
        let word = &before[start..];
        let led = before[..start].trim_end();
        if word.is_empty()
            || !word.starts_with(|c: char| c.is_ascii_lowercase())
            || led.ends_with("::")
            || led.ends_with('.')
            || paste[at..].starts_with("::<")
        {
            continue;
        }
        roots.push(word);
    }
    for line in paste.lines() {
        if let Some(name) = line.trim().strip_prefix("extern crate ") {
            roots.push(name.trim_end_matches(';').split_whitespace().next().unwrap_or_default());
        }
    }
    roots
}

#[cfg(test)]
mod tests {
    use super::{hints, path_roots};
    use crate::judge::Edition;

    #[test]
    fn path_roots_are_the_first_segments() {
        let paste = "use num::Integer;\nextern crate rand;\nlet v = x.iter().collect::<Vec<_>>();\n\
                     let m = std::cmp::max(a, b) + i32::MAX + Vec::<i32>::new().len();";
        assert_eq!(path_roots(paste), ["num", "std", "i32", "rand"]);
    }

    #[test]
    fn a_crate_leetcode_lacks_is_named() {
        let said = "error[E0433]: cannot find module or crate `num` in this scope";
        let hinted = hints("fn f() { num::abs(-1) }", said, Edition::E2021);
        assert_eq!(hinted.len(), 1, "{hinted:?}");
        assert!(hinted[0].ends_with("`num` is not one of them"), "{hinted:?}");
        assert!(
            hints("mod num { pub fn abs() {} }\nfn f() { num::abs() }", said, Edition::E2021)
                .is_empty()
        );
    }

    #[test]
    fn edition_2024_hints_only_under_2024() {
        let said = "error: expected identifier, found reserved keyword `gen`";
        assert!(hints("fn gen() {}", said, Edition::E2021).is_empty());
        let name = hints("fn gen() {}", said, Edition::E2024);
        let method = hints("let x: u8 = rng.gen();", said, Edition::E2024);
        assert!(name[0].contains("rename it"), "{name:?}");
        assert!(method[0].contains("rng.r#gen()"), "{method:?}");
    }
}
