//! One headless Chromium ([`installed`]) for a whole test: a page of frames,
//! one frame for each list of visits of the step-through page. A frame opens
//! the page at its first visit's address, then goes to each other visit's as
//! a link within the page would (the page redraws on `hashchange`), and
//! after each, its document (once its scripts have run) is copied into a
//! script block of its own; `--dump-dom` prints the lot. Starting a browser
//! and loading a frame are what cost, so the browser starts once and a few
//! frames do every visit. The wait is bounded, and the browser is killed if
//! it runs over. What it printed is kept in the target folder with all that
//! went into it, and a run with the same input reads it back: the student's
//! loop does not start a browser when the page has not changed.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How long the browser may take to start, load every frame and print.
/// (Generous: the machine may be busy.)
const DEADLINE: Duration = Duration::from_secs(60);
/// How often to ask whether it has finished.
const POLL: Duration = Duration::from_millis(20);

/// The browser: `$CHROMIUM`, else the first of the usual names on `PATH`,
/// else Chrome where macOS and Windows install it (as on GitHub's runners).
pub fn installed() -> Option<PathBuf> {
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

/// The script of the page of frames: each frame, once the page has
/// loaded in it, goes through its visits; after each, its document without
/// its scripts (what they made is what counts) goes into
/// `<script type="text/plain" id="visit-K">`, whose text the serializer
/// writes as it is.
const VISIT_FRAMES: &str = "window.addEventListener('load', async () => {
    const visits = JSON.parse(document.getElementById('visits').textContent);
    const copy = (frame, k) => {
        const copy = frame.contentDocument.documentElement.cloneNode(true);
        for (const script of copy.querySelectorAll('script')) script.remove();
        const block = document.createElement('script');
        block.type = 'text/plain';
        block.id = 'visit-' + k;
        block.textContent = copy.outerHTML;
        document.body.appendChild(block);
    };
    const frames = [...document.querySelectorAll('iframe')];
    await Promise.all(frames.map(async (frame, f) => {
        const window = frame.contentWindow;
        for (const [k, fragment] of visits[f]) {
            if (window.location.hash !== '#' + fragment) {
                await new Promise(done => {
                    window.addEventListener('hashchange', done, { once: true });
                    window.location.hash = fragment;
                });
            }
            copy(frame, k);
        }
    }));
    document.body.setAttribute('data-copied', 'yes');
});";

/// One frame of the page of frames: how wide it is, and the address
/// fragments (`n=4&step=3`...) it visits, in order.
pub struct Frame {
    /// In CSS pixels: the page lays itself out for this width.
    pub width: u32,
    pub fragments: Vec<String>,
}

/// The document of `page` (a file in a folder of its own) at each fragment
/// of `frames`, in order: each frame loads its first afresh and goes to the
/// others by a change of the fragment, each document taken after the page's
/// scripts ran. The browser's output is kept in `cache` with all it was
/// given (see [`dump`]).
pub fn documents(program: &Path, page: &Path, frames: &[Frame], cache: &Path) -> Vec<String> {
    let folder = page.parent().expect("the page is in a folder");
    let name = page.file_name().expect("a file").to_string_lossy();
    let mut iframes = String::new();
    let mut visits: Vec<Vec<(usize, &str)>> = Vec::new();
    let mut count = 0;
    for (f, Frame { width, fragments }) in frames.iter().enumerate() {
        let first = fragments.first().expect("a frame visits something");
        // A query of its own makes each frame a document of its own.
        let src = format!("{name}?frame={f}#{first}");
        writeln!(iframes, "<iframe width=\"{width}\" height=\"800\" src=\"{src}\"></iframe>")
            .expect("a String");
        let numbered =
            fragments.iter().enumerate().map(|(k, fragment)| (count + k, fragment.as_str()));
        visits.push(numbered.collect());
        count += fragments.len();
    }
    let visits_json = serde_json::to_string(&visits).expect("JSON");
    let page_of_frames = folder.join("visits.html");
    let html = format!(
        "<!DOCTYPE html>\n<html><body>\n{iframes}\
         <script type=\"application/json\" id=\"visits\">{visits_json}</script>\n\
         <script>{VISIT_FRAMES}</script>\n</body></html>\n"
    );
    fs::write(&page_of_frames, &html).expect("the folder is writable");
    let dom = dump(program, &page_of_frames, cache);
    (0..count)
        .map(|k| {
            let start = format!("<script type=\"text/plain\" id=\"visit-{k}\">");
            let at = dom.find(&start).unwrap_or_else(|| panic!("no visit {k} in:\n{dom}"));
            let copy = &dom[at + start.len()..];
            copy[..copy.find("</script>").expect("the block ends")].to_owned()
        })
        .collect()
}

/// The flags the browser runs with, beside a profile of its own.
const FLAGS: [&str; 6] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    // The frames are files beside the page of frames: let it read them.
    "--allow-file-access-from-files",
    "--virtual-time-budget=20000",
];

/// What the browser prints for `page_of_frames` (beside the page it frames),
/// kept in `cache` with all that went into it: the browser (its path, size
/// and time of change), its flags, and both pages. The same input gives
/// the same documents, so a run whose input is the one kept reads them
/// instead of starting the browser, and every check still runs on them.
fn dump(program: &Path, page_of_frames: &Path, cache: &Path) -> String {
    let folder = page_of_frames.parent().expect("the page of frames is in a folder");
    let mut input = format!("{}\n{}\n", program.display(), FLAGS.join(" "));
    if let Ok(file) = fs::metadata(program) {
        writeln!(input, "{} bytes, changed {:?}", file.len(), file.modified().ok())
            .expect("a String");
    }
    let mut files: Vec<_> = fs::read_dir(folder)
        .expect("the folder is readable")
        .map(|file| file.expect("a file of the folder").path())
        .collect();
    files.sort();
    for path in files {
        let text = fs::read_to_string(&path).expect("the pages are text");
        write!(input, "{}\n{text}", path.file_name().expect("a name").to_string_lossy())
            .expect("a String");
    }
    let (kept_input, kept_dump) = (cache.join("input"), cache.join("dump.html"));
    if fs::read_to_string(&kept_input).is_ok_and(|kept| kept == input)
        && let Ok(dom) = fs::read_to_string(&kept_dump)
    {
        return dom;
    }
    let dom = run(program, page_of_frames);
    // The input goes last: a dump is read only beside the input it came from.
    let _ = fs::remove_file(&kept_input);
    let kept = fs::create_dir_all(cache)
        .and_then(|()| fs::write(&kept_dump, &dom))
        .and_then(|()| fs::write(&kept_input, &input));
    if let Err(error) = kept {
        eprintln!("note: the browser's output is not kept in {}: {error}", cache.display());
    }
    dom
}

/// Runs the browser on `page_of_frames`, and returns what it printed once
/// every frame's documents were copied.
fn run(program: &Path, page_of_frames: &Path) -> String {
    let profile = tempfile::tempdir().expect("a temporary folder");
    let mut child = Command::new(program)
        .args(FLAGS)
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(file_url(page_of_frames))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("the browser {} starts: {error}", program.display()));
    // Read as it prints: a full pipe would stop the browser mid-page.
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        thread::spawn(move || {
            let mut text = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut text);
            }
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let stdout = read(child.stdout.take().map(|pipe| Box::new(pipe) as Box<dyn Read + Send>));
    let stderr = read(child.stderr.take().map(|pipe| Box::new(pipe) as Box<dyn Read + Send>));
    let deadline = Instant::now() + DEADLINE;
    while child.try_wait().expect("the browser can be waited for").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            let said = stderr.join().expect("the reader ends");
            panic!("the browser did not print the page within {DEADLINE:?}:\n{said}");
        }
        thread::sleep(POLL);
    }
    let dom = stdout.join().expect("the reader ends");
    let said = stderr.join().expect("the reader ends");
    assert!(
        dom.contains("data-copied=\"yes\""),
        "the page of frames did not copy them:\n{dom}\n{said}"
    );
    dom
}
