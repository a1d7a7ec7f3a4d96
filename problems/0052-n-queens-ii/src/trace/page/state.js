// The step-through page's script, first part: the data, the constants, and
// `state`, what the page shows now. `page.rs` joins the scripts of
// `src/trace/page/` (of the crate `n-queens-ii`), in the order it lists
// them, into the page's one script: they share one scope.
//
// The data is each board's steps as the Rust trace recorded them, two
// characters a step (`page.rs`); everything a step shows is derived here
// from the queens those steps put on the board (`steps.js`). The script
// never chooses a step: in practice mode it judges the student's move
// against the step the trace took (`practice.js`).

const BOARDS = JSON.parse(document.getElementById("data").textContent);
const SVG = "http://www.w3.org/2000/svg";
/** How long each step stays on screen while playing, slow to fast. */
const DELAYS = [1500, 700, 250];
/** The steps' kinds by their letter in the data. */
const KINDS = { r: "row", d: "dead-end", p: "place", s: "solution", b: "back", e: "row-done" };
/** The steps at which the search chooses, and so the student does in practice mode. */
const CHOICES = ["place", "dead-end", "solution"];

const state = {
  size: 0, problem: "52", view: "bitmask", lang: null, mode: "watch", step: 1,
  playing: false, timer: null,
  // Practice mode: the moves made, the score, and the verdict on the last move.
  moves: [], right: 0, wrong: 0, verdict: null,
  // What the address held that the page could not use.
  ignored: [],
};
