// Drawing: the helpers that make elements, then `render`, which draws the
// whole page from `state` (the choices, the bar of controls or of practice,
// the caption, the verdict) and has each panel draw itself: `board.js`,
// `masks-and-sets.js`, `returned.js`, `tree.js`.

function el(tag, attrs, parent, ns) {
  const node = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "text") node.textContent = value;
    else if (key === "html") node.innerHTML = value;
    else node.setAttribute(key, value);
  }
  if (parent) parent.appendChild(node);
  return node;
}
const svg = (tag, attrs, parent) => el(tag, attrs, parent, SVG);
const columnsOf = (mask, n) => [...Array(n).keys()].filter(c => mask >> c & 1);

function choose(id, options, current, pick) {
  const box = document.getElementById(id);
  box.textContent = "";
  el("span", { text: options.label }, box);
  for (const [value, label] of options.items) {
    const button = el("button", { type: "button", "aria-pressed": String(value === current), text: label }, box);
    button.addEventListener("click", () => pick(value));
  }
}

function render() {
  const T = TEXT[state.lang];
  const b = board();
  const s = withDetails(b.n, b.steps[state.step - 1]);
  const practising = state.mode === "practice";
  const pending = practising && nextChoice() !== null;
  document.documentElement.lang = state.lang === "zh" ? "zh-CN" : "en";
  document.title = T.title[state.problem];
  document.getElementById("title").textContent = T.title[state.problem];
  document.getElementById("intro").innerHTML = T.intro[state.problem] + T.keys[state.mode](b.n);
  document.getElementById("footer").textContent = T.footer;
  if (BOARDS.length > 1) {
    choose("sizes", { label: T.size, items: BOARDS.map((x, i) => [i, String(x.n)]) }, state.size,
      i => { state.size = i; restart(); });
  } else {
    document.getElementById("sizes").style.display = "none";
  }
  choose("problems", { label: T.problem, items: [["52", "52"], ["51", "51"]] }, state.problem,
    p => { state.problem = p; update(); });
  choose("modes", { label: T.mode, items: [["watch", T.watch], ["practice", T.practice]] }, state.mode,
    m => { state.mode = m; restart(); });
  choose("views", { label: T.view, items: [["bitmask", T.bitmask], ["sets", T.sets]] }, state.view,
    v => { state.view = v; update(); });
  choose("langs", { label: T.lang, items: [["en", "English"], ["zh", "中文"]] }, state.lang,
    l => { state.lang = l; update(); });
  const ignored = document.getElementById("ignored");
  ignored.textContent = state.ignored.length ? T.ignored(state.ignored.join(", ")) : "";
  document.getElementById("controls").hidden = practising;
  document.getElementById("practice").hidden = !practising;
  document.body.classList.toggle("practising", pending);
  if (practising) renderPractice(b, s, T, pending); else renderControls(b, s, T);
  drawBoard(b, s, T, pending);
  drawState(b, s, T, pending);
  document.getElementById("boards-panel").hidden = state.problem !== "51";
  if (state.problem === "51") drawReturned(b, T);
  drawTree(b, s, T);
}

function renderControls(b, s, T) {
  for (const id of ["first", "prev", "next", "last"]) document.getElementById(id).textContent = T[id];
  document.getElementById("play").textContent = state.playing ? T.pause : T.play;
  document.getElementById("next-solution").textContent = T.nextSolution;
  document.getElementById("next-dead-end").textContent = T.nextDeadEnd;
  document.getElementById("speed-label").textContent = T.speed;
  const speed = document.getElementById("speed");
  const chosen = speed.value || "1";
  speed.textContent = "";
  T.speeds.forEach((label, i) => el("option", { value: i, text: label }, speed));
  speed.value = chosen;
  const last = b.steps.length;
  document.getElementById("first").disabled = document.getElementById("prev").disabled = state.step <= 1;
  document.getElementById("next").disabled = document.getElementById("last").disabled = state.step >= last;
  document.getElementById("next-solution").disabled = findNext("solution") === null;
  document.getElementById("next-dead-end").disabled = findNext("dead-end") === null;
  const slider = document.getElementById("slider");
  slider.max = last;
  slider.value = state.step;
  document.getElementById("counter").innerHTML = T.counter(state.step, last);
  const shown = Object.assign({ freeColumns: columnsOf(s.free, b.n) }, s);
  const caption = document.getElementById("caption");
  caption.dataset.kind = s.kind;
  caption.textContent = b.n === 0 ? T.captions.empty(b) : T.captions[s.kind](shown, { list: T.list }, b);
  clearVerdict();
}

/** The verdict box emptied, its marks for the tests too. */
function clearVerdict() {
  const box = document.getElementById("verdict");
  for (const key of ["verdict", "reason", "chosen", "by", "line", "passed"]) delete box.dataset[key];
  box.textContent = "";
  return box;
}

function renderPractice(b, s, T, pending) {
  document.getElementById("dead-end").textContent = T.deadEnd;
  document.getElementById("solution").textContent = T.solutionMove;
  document.getElementById("again").textContent = T.again;
  document.getElementById("dead-end").disabled = document.getElementById("solution").disabled = !pending;
  const score = document.getElementById("score");
  score.dataset.right = state.right;
  score.dataset.wrong = state.wrong;
  score.innerHTML = T.score(state.right, state.wrong);
  const caption = document.getElementById("caption");
  caption.dataset.kind = pending ? "prompt" : "over";
  caption.textContent = pending ? T.prompt(s.queens.length) : T.over(state.right, state.wrong);
  const box = clearVerdict();
  const v = state.verdict;
  if (!v) return;
  box.dataset.verdict = v.right ? "right" : "wrong";
  if (v.right) {
    box.textContent = v.kind === "place" ? T.right.place(v.row, v.column)
      : v.kind === "dead-end" ? T.right["dead-end"](v.row) : T.right.solution(v.number);
    return;
  }
  box.dataset.reason = v.reason;
  if (v.row !== undefined) box.dataset.chosen = `${v.row},${v.column}`;
  if (v.by) { box.dataset.by = v.by.join(","); box.dataset.line = v.line; }
  if (v.passed) box.dataset.passed = v.passed.join(",");
  box.textContent = T.wrong[v.reason](v, v.line && T.lines[v.line]);
}
