//! The step-through page, opened in a real browser: one headless Chromium
//! opens it in a frame for each size (some a phone's width, some a
//! laptop's) and goes to each `#step=K` checked, and the board, masks, sets
//! and tree it shows are those of the Rust trace at step K. Without a browser the test is skipped with a note,
//! except under `CI=true`, where it fails.

#[path = "page/browser.rs"]
mod browser;
#[path = "page/practice.rs"]
mod practice;

use std::collections::BTreeSet;
use std::env;
use std::path::{Path, PathBuf};

use n_queens_ii::trace::{Event, Masks, Square, Step, Trace, bits, page};
use pretty_assertions::assert_eq;

/// The browser: `$CHROMIUM`, else the first of the usual names on `PATH`,
/// else Chrome where macOS and Windows install it (as on GitHub's runners).
fn installed_browser() -> Option<PathBuf> {
    if let Some(path) = env::var_os("CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
    let installed = [
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        r"C:\Program Files\Google\Chrome\Application\chrome.exe",
        r"C:\Program Files (x86)\Google\Chrome\Application\chrome.exe",
    ];
    let path = env::var_os("PATH").unwrap_or_default();
    env::split_paths(&path)
        .flat_map(|dir| names.map(|name| dir.join(name)))
        .chain(installed.map(PathBuf::from))
        .find(|path| path.is_file())
}

/// `path` as a `file:` URL, on Unix and on Windows.
fn file_url(path: &Path) -> String {
    let path = path.to_string_lossy().replace('\\', "/");
    if path.starts_with('/') { format!("file://{path}") } else { format!("file:///{path}") }
}

/// The text inside each element that has `attribute="value"`, in document
/// order (the elements the page gives such marks hold text alone).
fn texts(dom: &str, attribute: &str, value: &str) -> Vec<String> {
    let mark = format!(" {attribute}=\"{value}\"");
    dom.match_indices(&mark)
        .map(|(at, _)| {
            let inside = &dom[at..][dom[at..].find('>').expect("a tag ends") + 1..];
            inside[..inside.find('<').expect("an element ends")].to_owned()
        })
        .collect()
}

/// Every value of `attribute`, in document order.
fn values(dom: &str, attribute: &str) -> Vec<String> {
    let mark = format!(" {attribute}=\"");
    dom.match_indices(&mark)
        .map(|(at, _)| {
            let value = &dom[at + mark.len()..];
            value[..value.find('"').expect("a value ends")].to_owned()
        })
        .collect()
}

fn square_name(square: Square) -> &'static str {
    match square {
        Square::Queen => "queen",
        Square::Empty => "empty",
        Square::Attacked => "attacked",
        Square::Free => "free",
        Square::Tried => "tried",
        Square::Unreached => "unreached",
    }
}

fn kind(event: Event) -> &'static str {
    match event {
        Event::Row { .. } => "row",
        Event::DeadEnd { .. } => "dead-end",
        Event::Place { .. } => "place",
        Event::Solution { .. } => "solution",
        Event::Back { .. } => "back",
        Event::RowDone { .. } => "row-done",
    }
}

/// The set-based search's sets for the queens of the rows before `rows`:
/// used columns, `row - column`, `row + column`; and its checks of each
/// column of row `rows` against them.
fn sets(queens: &[usize], rows: usize, n: usize) -> ([BTreeSet<i64>; 3], Vec<[bool; 3]>) {
    let small = |index: usize| i64::try_from(index).expect("a small board");
    let mut sets: [BTreeSet<i64>; 3] = Default::default();
    for (row, &column) in queens.iter().enumerate().take(rows) {
        let (row, column) = (small(row), small(column));
        sets[0].insert(column);
        sets[1].insert(row - column);
        sets[2].insert(row + column);
    }
    let row = small(rows);
    let checks = (0..small(n))
        .map(|c| [sets[0].contains(&c), sets[1].contains(&(row - c)), sets[2].contains(&(row + c))])
        .collect();
    (sets, checks)
}

/// What the page shows at step `k` (from 1) of `trace`, against the trace;
/// in a frame of a phone's width or not.
fn check(dom: &str, trace: &Trace, k: usize, view: &str, on_phone: bool) {
    let n = trace.n;
    let step: &Step = &trace.steps[k - 1];
    let context = format!("n = {n}, step {k}, {view}");
    assert_eq!(texts(dom, "id", "step-number"), [k.to_string()], "{context}");
    assert_eq!(values(dom, "data-kind"), [kind(step.event)], "{context}");
    let board: Vec<&str> = trace.board(step).into_iter().flatten().map(square_name).collect();
    assert_eq!(values(dom, "data-square"), board, "{context}: the board");
    check_tree(dom, trace, k, &context);
    let shown = |mask: &str| texts(dom, "data-mask", mask).concat();
    if view == "bitmask" {
        // The masks moved to the next row stand beside their row, or on a
        // phone below it: the same cells, in another place.
        let narrow = dom.contains("id=\"state-panel\" class=\"narrow\"");
        assert_eq!(narrow, on_phone, "{context}: the state panel drawn narrow");
        let Masks { columns, diagonals, anti_diagonals } = step.masks;
        let lowest = step.free & step.free.wrapping_neg();
        let named = [
            ("columns", columns),
            ("diagonals", diagonals),
            ("anti_diagonals", anti_diagonals),
            ("free", step.free),
            ("lowest", lowest),
        ];
        for (name, mask) in named {
            assert_eq!(shown(name), bits(n, mask), "{context}: {name}");
        }
        if let Event::Place { column, .. } = step.event {
            let next = step.masks.place(1 << column);
            let moved = [
                ("columns", next.columns),
                ("diagonals", next.diagonals),
                ("anti_diagonals", next.anti_diagonals),
            ];
            for (name, mask) in moved {
                assert_eq!(shown(&format!("next-{name}")), bits(n, mask), "{context}: next {name}");
            }
        }
    } else {
        let row = step.event.row(n);
        let (_, checks) = sets(&step.queens, row, n);
        let (held, _) = sets(&step.queens, step.queens.len(), n);
        for (index, name) in ["columns", "diagonals", "anti_diagonals"].into_iter().enumerate() {
            let start = dom.find(&format!(" data-set=\"{name}\"")).expect("the set is shown");
            let set = &dom[start..start + dom[start..].find("</div>").expect("the set ends")];
            let members: Vec<String> = held[index].iter().map(i64::to_string).collect();
            let shown: Vec<String> = set
                .split("<span class=\"member")
                .skip(1)
                .filter(|member| !member.starts_with(" gone"))
                .map(|member| {
                    member[member.find('>').expect("a tag") + 1..member.find('<').expect("an end")]
                        .to_owned()
                })
                .collect();
            assert_eq!(shown, members, "{context}: the set {name}");
            if row < n {
                let hits: Vec<String> =
                    values(dom, "data-hit").into_iter().skip(index * n).take(n).collect();
                let expected_hits: Vec<String> =
                    checks.iter().map(|check| u8::from(check[index]).to_string()).collect();
                assert_eq!(hits, expected_hits, "{context}: the checks against {name}");
            }
        }
    }
}

/// The page in Chromium shows, at each step checked, what the Rust trace
/// says, at every size; problem 51's boards as the search finds them; and
/// in practice mode, the verdict on each move replayed from the address.
pub fn shows_the_rust_trace_in_a_browser() {
    let Some(program) = installed_browser() else {
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
            steps_to_check(&trace).into_iter().map(|k| Visit::Step { n, view, lang, k }).collect();
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
            Visit::Step { n, view, k, .. } => check(&dom, &Trace::new(*n), *k, view, on_phone),
            Visit::Boards { n, k } => check_boards(&dom, &Trace::new(*n), *k),
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

/// The search tree at step `k`: a node and an edge for each queen placed
/// so far, a tag for each dead end and solution reached, and the current
/// path marked, whichever step the page showed before.
fn check_tree(dom: &str, trace: &Trace, k: usize, context: &str) {
    let done = &trace.steps[..k];
    let of_kind = |wanted| done.iter().filter(|step| kind(step.event) == wanted).count();
    let classes = values(dom, "class");
    let edges = classes.iter().filter(|class| *class == "edge").count();
    let nodes = values(dom, "data-node").len();
    assert_eq!((nodes, edges), (of_kind("place"), of_kind("place")), "{context}: the tree's nodes");
    assert_eq!(texts(dom, "class", "tag dead").len(), of_kind("dead-end"), "{context}: its ✗");
    let solutions = texts(dom, "class", "tag solution").len();
    assert_eq!(solutions, of_kind("solution"), "{context}: its ✓");
    let on_path = |what: &str| {
        let marked = |class: &&String| {
            let mut words = class.split(' ');
            words.next() == Some(what) && words.any(|word| word == "path" || word == "current")
        };
        classes.iter().filter(marked).count()
    };
    let depth = trace.steps[k - 1].queens.len();
    assert_eq!((on_path("node"), on_path("edge")), (depth, depth), "{context}: the path");
}

/// Problem 51's view at step `k`: one board for each solution found so
/// far, each a valid placement of `n` queens (checked here, not by the
/// trace), none twice; at the last step, as many as A000170 says.
fn check_boards(dom: &str, trace: &Trace, k: usize) {
    let n = trace.n;
    let found =
        trace.steps[..k].iter().filter(|step| matches!(step.event, Event::Solution { .. })).count();
    let boards = texts(dom, "class", "returned")
        .into_iter()
        .chain(texts(dom, "class", "returned new"))
        .collect::<Vec<String>>();
    let context = format!("problem 51, n = {n}, step {k}");
    assert_eq!(boards.len(), found, "{context}: {boards:?}");
    if k == trace.steps.len() {
        assert_eq!(u64::try_from(found).ok(), Some(n_queens_ii::A000170[n]), "{context}");
    }
    let distinct: BTreeSet<&String> = boards.iter().collect();
    assert_eq!(distinct.len(), boards.len(), "{context}: a board twice");
    for board in &boards {
        let rows: Vec<String> = serde_json::from_str(board)
            .unwrap_or_else(|error| panic!("{context}: {board} is no list of strings: {error}"));
        assert!(valid_board(&rows, n), "{context}: {board} is not a solution");
    }
}

/// `rows` place `n` queens, one a row, none attacking another.
fn valid_board(rows: &[String], n: usize) -> bool {
    let columns: Option<Vec<usize>> = rows
        .iter()
        .map(|row| {
            let one = row.len() == n && row.chars().all(|square| square == '.' || square == 'Q');
            let queens: Vec<usize> = row.match_indices('Q').map(|(at, _)| at).collect();
            (one && queens.len() == 1).then(|| queens[0])
        })
        .collect();
    let Some(columns) = columns else { return false };
    rows.len() == n
        && (0..n).all(|a| {
            (a + 1..n).all(|b| columns[a] != columns[b] && columns[a].abs_diff(columns[b]) != b - a)
        })
}

/// A step of each kind (the last at n = 6, deep in the search; the first
/// elsewhere, where the tree drawn is small and the test quick), and the
/// very last step, numbered from 1 as the page numbers them.
fn steps_to_check(trace: &Trace) -> Vec<usize> {
    let count = trace.steps.len();
    let mut steps: Vec<usize> = ["row", "dead-end", "place", "solution", "back", "row-done"]
        .into_iter()
        .filter_map(|wanted| {
            let mut of_kind = (1..=count).filter(|&k| kind(trace.steps[k - 1].event) == wanted);
            if trace.n == 6 { of_kind.next_back() } else { of_kind.next() }
        })
        .collect();
    steps.push(count);
    steps
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
