//! The workspace's guides link only to what is there: every relative link
//! and image of a Markdown file at the top, in each folder of `problems/`
//! or in the harness's second problem (`tests/permutations/`) names a file
//! or folder that exists, and every `#anchor` into a Markdown file is one
//! of its headings, as GitHub makes them. A heading renamed in one guide
//! would otherwise leave another's link falling back to the top of the page.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

/// The folder of the harness's second problem, a crate below `problems/`.
const PERMUTATIONS: &str = "problems/leetcode-harness/tests/permutations";

/// The Markdown files at the workspace's top, in each folder of `problems/`
/// and in [`PERMUTATIONS`] (not deeper: a student's own files are theirs).
fn guides(workspace: &Path) -> Vec<PathBuf> {
    let crates = fs::read_dir(workspace.join("problems")).expect("problems/ is readable");
    let folders = [workspace.to_owned(), workspace.join(PERMUTATIONS)]
        .into_iter()
        .chain(crates.map(|entry| entry.expect("a folder entry").path()));
    let mut guides: Vec<PathBuf> = folders
        .filter(|folder| folder.is_dir())
        .flat_map(|folder| fs::read_dir(folder).expect("a crate's folder is readable"))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .collect();
    guides.sort();
    guides
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens,
/// and every other character that is not a letter, digit, `-` or `_`
/// left out.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// A guide's links and images, and the anchors of its headings (a repeated
/// heading's second anchor ends in `-1`, its third in `-2`, and so on).
fn read(guide: &Path) -> (Vec<String>, HashSet<String>) {
    let text = fs::read_to_string(guide).expect("a guide is readable");
    let (mut links, mut anchors) = (Vec::new(), HashSet::new());
    let mut heading: Option<String> = None;
    for event in Parser::new(&text) {
        match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => {
                links.push(dest_url.into_string());
            }
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Text(text) | Event::Code(text) => {
                if let Some(heading) = &mut heading {
                    heading.push_str(&text);
                }
            }
            Event::End(TagEnd::Heading(_)) => {
                let base = anchor(&heading.take().unwrap_or_default());
                let mut unique = base.clone();
                for repeat in 1.. {
                    if !anchors.contains(&unique) {
                        break;
                    }
                    unique = format!("{base}-{repeat}");
                }
                anchors.insert(unique);
            }
            _ => {}
        }
    }
    (links, anchors)
}

#[test]
fn every_link_of_the_guides_leads_somewhere() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let guides = guides(&workspace);
    for guide in ["README.md", "README.zh-CN.md"] {
        let path = workspace.join(PERMUTATIONS).join(guide);
        assert!(guides.contains(&path), "{} is not among the guides: {guides:?}", path.display());
    }
    let mut broken = Vec::new();
    for guide in &guides {
        let folder = guide.parent().expect("a guide is in a folder");
        for link in read(guide).0 {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (path, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let target = if path.is_empty() { guide.clone() } else { folder.join(path) };
            let name = guide.strip_prefix(&workspace).unwrap_or(guide).display().to_string();
            if !target.exists() {
                broken.push(format!("{name}: {link}: no such file"));
            } else if !fragment.is_empty()
                && target.extension().is_some_and(|extension| extension == "md")
                && !read(&target).1.contains(fragment)
            {
                broken.push(format!("{name}: {link}: no such heading"));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn an_anchor_is_the_heading_as_github_makes_it() {
    assert_eq!(anchor("Tests, and why: `cargo test`"), "tests-and-why-cargo-test");
    assert_eq!(anchor("1. Brute force + pruning"), "1-brute-force--pruning");
    assert_eq!(anchor("多线程：工作单元 A/B"), "多线程工作单元-ab");
}
