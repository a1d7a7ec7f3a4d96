//! One headless Chromium for a whole test: a page of frames, one frame for
//! each visit of the step-through page, which copies each frame's document
//! (once its scripts have run) into a script block of its own; `--dump-dom`
//! prints the lot. Starting a browser is what costs, so it starts once. The
//! wait is bounded, and the browser is killed if it runs over.

use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How long the browser may take to start, load every frame and print.
/// (Generous: the machine may be busy.)
const DEADLINE: Duration = Duration::from_secs(60);
/// How often to ask whether it has finished.
const POLL: Duration = Duration::from_millis(20);

/// The script of the page of frames: once every frame has loaded, each
/// frame's document without its scripts (what they made is what counts)
/// goes into `<script type="text/plain" id="visit-K">`, whose text the
/// serializer writes as it is.
const COPY_FRAMES: &str = "window.addEventListener('load', () => {
    document.querySelectorAll('iframe').forEach((frame, k) => {
        const copy = frame.contentDocument.documentElement.cloneNode(true);
        for (const script of copy.querySelectorAll('script')) script.remove();
        const block = document.createElement('script');
        block.type = 'text/plain';
        block.id = 'visit-' + k;
        block.textContent = copy.outerHTML;
        document.body.appendChild(block);
    });
    document.body.setAttribute('data-copied', 'yes');
});";

/// The document of `page` (a file in a folder of its own) at each of
/// `fragments` (`n=4&step=3`...), each loaded afresh, after its scripts ran.
pub fn documents(program: &Path, page: &Path, fragments: &[String]) -> Vec<String> {
    let folder = page.parent().expect("the page is in a folder");
    let name = page.file_name().expect("a file").to_string_lossy();
    let mut frames = String::new();
    for (k, fragment) in fragments.iter().enumerate() {
        // A query of its own makes each frame a document of its own.
        writeln!(frames, "<iframe src=\"{name}?visit={k}#{fragment}\"></iframe>")
            .expect("a String");
    }
    let visits = folder.join("visits.html");
    let html = format!(
        "<!DOCTYPE html>\n<html><body>\n{frames}<script>{COPY_FRAMES}</script>\n</body></html>\n"
    );
    fs::write(&visits, html).expect("the folder is writable");
    let profile = tempfile::tempdir().expect("a temporary folder");
    let mut child = Command::new(program)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"])
        // The frames are files beside the page of frames: let it read them.
        .arg("--allow-file-access-from-files")
        .arg("--virtual-time-budget=20000")
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(super::file_url(&visits))
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
    (0..fragments.len())
        .map(|k| {
            let start = format!("<script type=\"text/plain\" id=\"visit-{k}\">");
            let at = dom.find(&start).unwrap_or_else(|| panic!("no visit {k} in:\n{dom}"));
            let copy = &dom[at + start.len()..];
            copy[..copy.find("</script>").expect("the block ends")].to_owned()
        })
        .collect()
}
