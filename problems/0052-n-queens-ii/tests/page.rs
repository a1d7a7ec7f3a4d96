//! The step-through page, opened in a real browser: one headless Chromium
//! opens it in a frame for each size (some a phone's width, some a
//! laptop's) and goes to each `#step=K` checked, and the board, masks, sets
//! and tree it shows are those of the Rust trace at step K. Without a
//! browser the test is skipped with a note, except under `CI=true`, where
//! it fails.
//!
//! Here: the frames and their visits, and the page as a file. Beside this
//! file, in `page/`: the browser (`browser.rs`), reading what it printed
//! (`dom.rs`), and each visit's checks: a watched step (`steps.rs`),
//! problem 51's boards (`boards.rs`) and practice mode (`practice.rs`).

#[path = "page/boards.rs"]
mod boards;
#[path = "page/browser.rs"]
mod browser;
#[path = "page/dom.rs"]
mod dom;
#[path = "page/practice.rs"]
mod practice;
#[path = "page/steps.rs"]
mod steps;

use std::env;
use std::path::Path;

use n_queens_ii::trace::{Trace, page};
use pretty_assertions::assert_eq;

/// The page in Chromium shows, at each step checked, what the Rust trace
/// says, at every size; problem 51's boards as the search finds them; and
/// in practice mode, the verdict on each move replayed from the address.
pub fn shows_the_rust_trace_in_a_browser() {
    let Some(program) = browser::installed() else {
        let message = "no Chromium found (set CHROMIUM, or install the Debian package chromium)";
        assert!(env::var("CI").as_deref() != Ok("true"), "{message}: CI must run the browser test");
        eprintln!("skipped: {message}");
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("search-steps.html");
    std::fs::write(&file, page::html(&page::SIZES)).expect("the folder is writable");
    // One frame for each size: its watched steps, problem 51's boards and
    // its practice cases, visited in that order (so the frame goes back and
    // forth in the search, as a student does). The two largest are a
    // phone's width, the others a laptop's.
    let views = ["bitmask", "sets"];
    let width = |n: usize| if n >= 7 { PHONE } else { LAPTOP };
    let mut frames: Vec<Vec<Visit>> = Vec::new();
    for (index, n) in page::SIZES.into_iter().enumerate() {
        let trace = Trace::new(n);
        let (view, lang) = (views[index % 2], ["en", "zh"][index / 2 % 2]);
        let mut visits: Vec<Visit> =
            steps::to_check(&trace).into_iter().map(|k| Visit::Step { n, view, lang, k }).collect();
        if [4, 6].contains(&n) {
            let count = trace.steps.len();
            visits.extend([Visit::Boards { n, k: count / 2 }, Visit::Boards { n, k: count }]);
        }
        frames.push(visits);
    }
    for case in practice::cases() {
        let frame = page::SIZES.iter().position(|&n| n == case.n).expect("a size of the page");
        frames[frame].push(Visit::Practice(case));
    }
    let browser_frames: Vec<browser::Frame> = page::SIZES
        .into_iter()
        .zip(&frames)
        .map(|(n, visits)| browser::Frame {
            width: width(n),
            fragments: visits.iter().map(Visit::fragment).collect(),
        })
        .collect();
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("page-documents");
    let documents = browser::documents(&program, &file, &browser_frames, &cache);
    let visits = page::SIZES
        .into_iter()
        .zip(&frames)
        .flat_map(|(n, visits)| visits.iter().map(move |visit| (width(n) == PHONE, visit)));
    for ((on_phone, visit), dom) in visits.zip(documents) {
        match visit {
            Visit::Step { n, view, k, .. } => {
                steps::check(&dom, &Trace::new(*n), *k, view, on_phone);
            }
            Visit::Boards { n, k } => boards::check(&dom, &Trace::new(*n), *k),
            Visit::Practice(case) => practice::check(&dom, case),
        }
    }
}

/// A phone's width and a laptop's, in CSS pixels, for the frames.
const PHONE: u32 = 360;
const LAPTOP: u32 = 1200;

/// One load of the page, by its address's fragment.
enum Visit {
    /// Watching step `k` of the board of size `n`.
    Step { n: usize, view: &'static str, lang: &'static str, k: usize },
    /// Problem 51's boards at step `k`.
    Boards { n: usize, k: usize },
    /// Moves replayed in practice mode.
    Practice(practice::Case),
}

impl Visit {
    fn fragment(&self) -> String {
        match self {
            Visit::Step { n, view, lang, k } => format!("n={n}&view={view}&lang={lang}&step={k}"),
            Visit::Boards { n, k } => format!("n={n}&problem=51&step={k}"),
            Visit::Practice(case) => case.fragment(),
        }
    }
}

/// One file that opens from disk: its style, script and data inline, and
/// nothing that a browser would fetch; every size from 4 to 8 in at most
/// 1.5 MB.
pub fn loads_nothing() {
    let page = page::html(&page::SIZES);
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(page.len() <= 1_500_000, "the page takes {} bytes", page.len());
    for fetch in
        ["src=", "href=", "url(", "@import", "<link", "fetch(", "XMLHttpRequest", "import("]
    {
        assert!(!page.contains(fetch), "the page holds `{fetch}`");
    }
    // The data is in the page, one board per size, two characters a step.
    let start = page.find("<script type=\"application/json\" id=\"data\">").expect("the data");
    let json = &page[start..];
    let json = &json[json.find('>').expect("a tag") + 1..json.find("</script>").expect("an end")];
    let boards: serde_json::Value = serde_json::from_str(json).expect("the data is JSON");
    let steps: Vec<usize> = boards
        .as_array()
        .expect("a list of boards")
        .iter()
        .map(|board| board["steps"].as_str().expect("steps").len() / 2)
        .collect();
    let traced: Vec<usize> = page::SIZES.iter().map(|&n| Trace::new(n).steps.len()).collect();
    assert_eq!(steps, traced);
}
