//! One headless Chromium for a whole test, driven over the Chrome DevTools
//! Protocol: starting a browser is what costs, and a page loads in a
//! fraction of that. Every wait is bounded, and the browser is killed when
//! its [`Browser`] is dropped, on a panic too.

use std::fs::{self, File};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tempfile::TempDir;
use tungstenite::{Message, WebSocket};

/// How long the browser may take to start and open its DevTools port
/// (generous: the machine may be busy).
const START: Duration = Duration::from_secs(30);
/// How long it may take to answer one command.
const ANSWER: Duration = Duration::from_secs(10);
/// How long a page may take to load.
const LOAD: Duration = Duration::from_secs(10);
/// How often to ask whether it has.
const POLL: Duration = Duration::from_millis(5);

/// The document as HTML, without its scripts: what they made is what counts,
/// and what they hold (the data, the code) is long and would be sent for
/// nothing.
const WITHOUT_SCRIPTS: &str = "(() => {
    const copy = document.documentElement.cloneNode(true);
    for (const script of copy.querySelectorAll('script')) script.remove();
    return copy.outerHTML;
})()";

/// A browser with one tab, attached over a WebSocket on 127.0.0.1.
pub struct Browser {
    socket: WebSocket<TcpStream>,
    /// The tab's session: every command after the tab is made goes to it.
    session: Option<String>,
    last_id: u64,
    /// Pages visited so far.
    visits: u64,
    /// Last, so that the socket closes before the process is killed.
    process: Process,
}

/// The browser's process and its temporary folder: the process is killed
/// and reaped when this is dropped, before the folder is removed.
struct Process {
    child: Child,
    folder: TempDir,
}

impl Drop for Process {
    fn drop(&mut self) {
        // It may have exited already: nothing to do then.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Process {
    /// The browser's log so far, for a panic message.
    fn log(&self) -> String {
        fs::read_to_string(self.folder.path().join("browser.log")).unwrap_or_default()
    }

    /// The browser's DevTools port and WebSocket path, from the
    /// `DevToolsActivePort` file it writes into its profile once it listens.
    fn devtools(&mut self) -> (u16, String) {
        let file = self.folder.path().join("profile").join("DevToolsActivePort");
        let deadline = Instant::now() + START;
        loop {
            let written = fs::read_to_string(&file).unwrap_or_default();
            if let Some((port, path)) = written.split_once('\n')
                && let Ok(port) = port.trim().parse()
                && path.trim().starts_with("/devtools/browser/")
            {
                return (port, path.trim().to_owned());
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the browser exited ({status}) before it listened:\n{}", self.log());
            }
            assert!(
                Instant::now() < deadline,
                "the browser wrote no DevTools port within {START:?}:\n{}",
                self.log()
            );
            thread::sleep(POLL);
        }
    }
}

impl Browser {
    /// Starts `program` headless, on a temporary profile, and opens a tab.
    pub fn launch(program: &Path) -> Browser {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let log = File::create(folder.path().join("browser.log")).expect("the folder is writable");
        let child = Command::new(program)
            .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"])
            .arg("--remote-debugging-port=0")
            .arg(format!("--user-data-dir={}", folder.path().join("profile").display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|error| panic!("the browser {} starts: {error}", program.display()));
        let mut process = Process { child, folder };
        let (port, path) = process.devtools();
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let stream = TcpStream::connect_timeout(&address, ANSWER)
            .unwrap_or_else(|error| panic!("no connection to the browser at {address}: {error}"));
        stream.set_read_timeout(Some(ANSWER)).expect("a timeout");
        stream.set_write_timeout(Some(ANSWER)).expect("a timeout");
        let (socket, _) = tungstenite::client(format!("ws://{address}{path}"), stream)
            .unwrap_or_else(|error| panic!("no WebSocket to the browser at {address}: {error}"));
        let mut browser = Browser { socket, session: None, last_id: 0, visits: 0, process };
        let tab = browser.command("Target.createTarget", json!({ "url": "about:blank" }));
        let attached = browser.command(
            "Target.attachToTarget",
            json!({ "targetId": tab["targetId"], "flatten": true }),
        );
        let session = attached["sessionId"].as_str().expect("a session id").to_owned();
        browser.session = Some(session);
        browser
    }

    /// The DOM of the page at `page#fragment` once loaded afresh and its
    /// scripts ran. A query of its own makes each visit a new document (a
    /// change of fragment alone would not reload the page), and tells it
    /// from the one before.
    pub fn dom(&mut self, page: &str, fragment: &str) -> String {
        assert!(!page.contains(['?', '#']), "{page} already has a query or a fragment");
        self.visits += 1;
        let query = format!("?visit={}", self.visits);
        let url = format!("{page}{query}#{fragment}");
        let navigated = self.command("Page.navigate", json!({ "url": url }));
        if let Some(error) = navigated.get("errorText") {
            panic!("the browser could not open {url}: {error}");
        }
        let loaded =
            format!("location.search === {query:?} && document.readyState === \"complete\"");
        let deadline = Instant::now() + LOAD;
        // While the old document goes, the evaluation may fail: ask again.
        while self.evaluate(&loaded) != Ok(Value::Bool(true)) {
            assert!(Instant::now() < deadline, "{url} did not load within {LOAD:?}");
            thread::sleep(POLL);
        }
        let dom = self.evaluate(WITHOUT_SCRIPTS);
        let dom = dom.unwrap_or_else(|error| panic!("no DOM from {url}: {error}"));
        dom.as_str().expect("the DOM is a string").to_owned()
    }

    /// The value of the JavaScript `expression` in the tab, or why none.
    fn evaluate(&mut self, expression: &str) -> Result<Value, String> {
        let params = json!({ "expression": expression, "returnByValue": true });
        let mut result = self.call("Runtime.evaluate", params)?;
        if let Some(exception) = result.get("exceptionDetails") {
            return Err(exception.to_string());
        }
        Ok(result["result"]["value"].take())
    }

    /// `method`'s result, which must not be an error.
    fn command(&mut self, method: &str, params: Value) -> Value {
        self.call(method, params).unwrap_or_else(|error| panic!("{method} failed: {error}"))
    }

    /// Sends `method` and waits for its answer: its result, or its error.
    /// Events and other messages on the way are passed over.
    fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.last_id += 1;
        let id = self.last_id;
        let mut message = json!({ "id": id, "method": method });
        message["params"] = params;
        if let Some(session) = &self.session {
            message["sessionId"] = json!(session);
        }
        self.socket.send(Message::text(message.to_string())).unwrap_or_else(|error| {
            panic!("{method} not sent to the browser: {error}\n{}", self.process.log())
        });
        let deadline = Instant::now() + ANSWER;
        loop {
            assert!(
                Instant::now() < deadline,
                "the browser did not answer {method} within {ANSWER:?}"
            );
            let text = match self.socket.read() {
                Ok(Message::Text(text)) => text,
                Ok(_) => continue,
                Err(error) => {
                    panic!(
                        "no answer from the browser to {method}: {error}\n{}",
                        self.process.log()
                    )
                }
            };
            let mut answer: Value = serde_json::from_str(&text).expect("the browser speaks JSON");
            if answer["id"] != id {
                continue;
            }
            return match answer.get("error") {
                Some(error) => Err(error.to_string()),
                None => Ok(answer["result"].take()),
            };
        }
    }
}
