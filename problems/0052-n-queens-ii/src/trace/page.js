// The step-through page's script. The data is each board's steps as the
// Rust trace recorded them, two characters a step (`page.rs`); everything a
// step shows is derived here from the queens those steps put on the board.
// The script never chooses a step: in practice mode it judges the student's
// move against the step the trace took.

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

// ---- The steps, derived from the trace's events ----

/** The masks of row `r` made by the queens above it: bit c is column c. */
function masksFor(queens, r) {
  let columns = 0, diagonals = 0, antiDiagonals = 0;
  for (let i = 0; i < r; i++) {
    const c = queens[i], down = r - i;
    columns |= 1 << c;
    diagonals |= 1 << (c + down);
    if (c >= down) antiDiagonals |= 1 << (c - down);
  }
  return [columns, diagonals, antiDiagonals];
}

/** The set-based search's keys of a square: `r - c` and `r + c`. */
const keysOf = (r, c) => [r - c, r + c];

/** The three sets (used columns, `r - c`, `r + c`) of `queens`, each sorted. */
function setsOf(queens) {
  const sorted = values => [...new Set(values)].sort((x, y) => x - y);
  return [sorted(queens), sorted(queens.map((c, r) => r - c)), sorted(queens.map((c, r) => r + c))];
}

/** Each square of the board as the step shows it. */
function squaresOf(n, s) {
  const toFill = s.kind === "place" || s.kind === "solution" ? -1 : s.row;
  const attacked = s.masks[0] | s.masks[1] | s.masks[2];
  return [...Array(n).keys()].map(r => [...Array(n).keys()].map(c =>
    r < s.queens.length ? (s.queens[r] === c ? "queen" : "empty")
      : r !== toFill ? "unreached"
        : attacked >> c & 1 ? "attacked" : s.free >> c & 1 ? "free" : "tried"));
}

/** One board's steps, each with what it shows, and the search tree laid out. */
function expand(raw) {
  const n = raw.n, full = (1 << n) - 1;
  const steps = [], nodes = [], hasChildren = [], path = [];
  let queens = [], lines = 0, solutions = 0, placements = 0;
  for (let index = 0; 2 * index < raw.steps.length; index++) {
    const kind = KINDS[raw.steps[2 * index]];
    const symbol = raw.steps[2 * index + 1];
    const column = symbol === "-" ? undefined : Number(symbol);
    if (kind === "place") { queens = [...queens, column]; placements++; }
    if (kind === "back" || kind === "row-done") queens = queens.slice(0, -1);
    const number = kind === "solution" ? ++solutions : undefined;
    const row = kind === "solution" ? n : kind === "place" ? queens.length - 1 : queens.length;
    const masks = masksFor(queens, row);
    const open = full & ~(masks[0] | masks[1] | masks[2]);
    // The squares still to try: the search takes them lowest first.
    const free = kind === "row" || kind === "dead-end" ? open
      : kind === "place" ? open & ~((1 << column) - 1)
        : kind === "back" ? open & ~((1 << (column + 1)) - 1) : 0;
    if (kind === "place") {
      path.length = row;
      const parent = path.length ? path[path.length - 1] : null;
      const line = parent !== null && !hasChildren[parent] ? nodes[parent].line : lines++;
      if (parent !== null) hasChildren[parent] = true;
      path.push(nodes.length);
      nodes.push({ parent, row, column, line, placed: index, ends: null, solution: null });
      hasChildren.push(false);
    } else if ((kind === "solution" || kind === "dead-end") && path.length) {
      const last = nodes[path[path.length - 1]];
      last.ends = index;
      if (kind === "solution") last.solution = number;
    }
    path.length = Math.min(path.length, queens.length);
    const s = { kind, row, column, number, queens, masks, free, lowest: free & -free };
    s.node = path.length ? path[path.length - 1] : undefined;
    steps.push(s);
  }
  return { n, steps, nodes, lines, solutions, placements };
}

/** What step `s` shows besides its queens and masks, worked out when it is drawn. */
function withDetails(n, s) {
  if (s.squares) return s;
  if (s.kind === "place") {
    const queen = 1 << s.column, masks = s.masks;
    s.next = [masks[0] | queen, (masks[1] | queen) << 1, (masks[2] | queen) >> 1];
    s.attacks = [queen, queen << 1, queen >> 1];
  }
  s.sets = setsOf(s.queens);
  const above = setsOf(s.queens.slice(0, s.row)).map(set => new Set(set));
  s.checks = s.row < n ? [...Array(n).keys()].map(c => {
    const [diagonal, antiDiagonal] = keysOf(s.row, c);
    return above[0].has(c) | above[1].has(diagonal) << 1 | above[2].has(antiDiagonal) << 2;
  }) : [];
  s.squares = squaresOf(n, s);
  return s;
}

const expanded = new Map();
function board() {
  if (!expanded.has(state.size)) expanded.set(state.size, expand(BOARDS[state.size]));
  return expanded.get(state.size);
}
const clampStep = k => Math.min(Math.max(k, 1), board().steps.length);

// ---- The address: what the page shows, and the moves to replay ----

function readFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const ignored = [];
  const pick = (key, allowed, fallback) => {
    const value = params.get(key);
    if (value === null) return fallback;
    if (allowed.includes(value)) return value;
    ignored.push(`${key}=${value}`);
    return fallback;
  };
  const known = ["n", "problem", "view", "lang", "mode", "step", "moves"];
  for (const key of params.keys()) if (!known.includes(key)) ignored.push(key);
  const preferred = navigator.language && navigator.language.startsWith("zh") ? "zh" : "en";
  state.lang = pick("lang", Object.keys(TEXT), state.lang || preferred);
  state.view = pick("view", ["bitmask", "sets"], "bitmask");
  state.problem = pick("problem", ["51", "52"], "52");
  state.mode = pick("mode", ["watch", "practice"], "watch");
  const size = pick("n", BOARDS.map(b => String(b.n)), null);
  state.size = size === null ? 0 : BOARDS.findIndex(b => String(b.n) === size);
  stop();
  const step = params.get("step");
  if (state.mode === "practice") {
    if (step !== null) ignored.push(`step=${step}`);
    const moves = params.get("moves");
    startPractice();
    for (const token of moves ? moves.split(".") : []) {
      const move = parseMove(token);
      if (move === null || nextChoice() === null) ignored.push(`moves: ${token}`);
      else answer(move, token);
    }
  } else {
    if (params.get("moves") !== null) ignored.push("moves");
    const k = step === null ? 1 : Number(step);
    if (step !== null && !(Number.isInteger(k) && k >= 1 && k <= board().steps.length)) ignored.push(`step=${step}`);
    state.step = Number.isInteger(k) ? clampStep(k) : 1;
  }
  state.ignored = ignored;
}

function writeFragment() {
  const params = new URLSearchParams();
  if (BOARDS.length > 1) params.set("n", BOARDS[state.size].n);
  if (state.problem !== "52") params.set("problem", state.problem);
  if (state.view !== "bitmask") params.set("view", state.view);
  if (state.lang !== "en") params.set("lang", state.lang);
  if (state.mode === "practice") {
    params.set("mode", "practice");
    if (state.moves.length) params.set("moves", state.moves.join("."));
  } else {
    params.set("step", state.step);
  }
  const hash = "#" + params.toString();
  if (location.hash !== hash) {
    try { history.replaceState(null, "", hash); } catch (error) { /* a file: URL may refuse */ }
  }
}

// ---- Practice: the student chooses where the search does ----

/** A move from the address: `RC` a square, `d` dead end, `s` solution; else null. */
function parseMove(token) {
  if (token === "d") return { say: "dead-end" };
  if (token === "s") return { say: "solution" };
  if (/^[0-9][0-9]$/.test(token)) return { row: Number(token[0]), column: Number(token[1]) };
  return null;
}

/** The step the search takes next if it is a choice, else null. */
function nextChoice() {
  const next = board().steps[state.step];
  return next && CHOICES.includes(next.kind) ? next : null;
}

/** Plays the steps that are no choice: coming to a row, going back. */
function playToChoice() {
  const steps = board().steps;
  while (state.step < steps.length && !CHOICES.includes(steps[state.step].kind)) state.step++;
}

function startPractice() {
  state.step = 1;
  state.moves = [];
  state.right = state.wrong = 0;
  state.verdict = null;
  playToChoice();
}

/** The queen above `row` that attacks (row, column), and along which line. */
function attacker(queens, row, column) {
  for (let r = 0; r < Math.min(row, queens.length); r++) {
    const c = queens[r];
    const line = c === column ? "column" : r - c === row - column ? "diagonal"
      : r + c === row + column ? "anti-diagonal" : null;
    if (line) return { by: [r, c], line };
  }
  return null;
}

/** Judges `move` against the step the search takes next; the verdict says why. */
function judge(move, current, next, n) {
  const row = current.queens.length;
  if (move.say === next.kind) {
    return { right: true, kind: next.kind };
  }
  const wrong = { right: false, expectedRow: row };
  if (next.kind === "solution") return Object.assign(wrong, { reason: "full" }, move);
  if (move.say === "solution") return Object.assign(wrong, { reason: "not-full" });
  const masks = masksFor(current.queens, row);
  const open = (1 << n) - 1 & ~(masks[0] | masks[1] | masks[2]);
  const tried = next.kind === "place" ? open & ((1 << next.column) - 1) : open;
  if (move.say === "dead-end") {
    return Object.assign(wrong, { reason: "free-left", passed: [row, next.column] });
  }
  Object.assign(wrong, move);
  if (move.row !== row) return Object.assign(wrong, { reason: "row" });
  if (next.kind === "place" && move.column === next.column) return { right: true, kind: "place" };
  const attack = attacker(current.queens, row, move.column);
  if (attack) return Object.assign(wrong, { reason: "attacked" }, attack);
  if (tried >> move.column & 1) return Object.assign(wrong, { reason: "tried" });
  return Object.assign(wrong, { reason: "passed", passed: [row, next.column] });
}

/** A move by click, key or address: judged, scored, and on the right one played. */
function answer(move, token) {
  const b = board();
  const next = nextChoice();
  if (!next) return;
  const verdict = judge(move, b.steps[state.step - 1], next, b.n);
  state.moves.push(token);
  state.verdict = verdict;
  if (verdict.right) {
    state.right++;
    verdict.row = next.row;
    verdict.column = next.column;
    verdict.number = next.number;
    state.step++;
    playToChoice();
  } else {
    state.wrong++;
  }
}

function move(m, token) {
  if (state.mode !== "practice") return;
  answer(m, token);
  update();
}

// ---- Drawing ----

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

// The board: queens, and the row to fill with its attacked, free and tried
// squares; in practice, before the student's move, the row to fill hides
// all but its tried squares, and a wrong move shows why it is wrong.
function drawBoard(b, s, T, pending) {
  document.getElementById("board-title").textContent = T.board;
  const n = b.n;
  const cell = n <= 4 ? 58 : n <= 6 ? 44 : 36;
  const left = 34, top = 22;
  const area = document.getElementById("board");
  area.textContent = "";
  area.setAttribute("width", left + n * cell + 4);
  area.setAttribute("height", top + n * cell + 4);
  const filling = pending ? s.queens.length : s.kind === "place" || s.kind === "solution" ? -1 : s.row;
  const v = state.mode === "practice" && pending && state.verdict && !state.verdict.right ? state.verdict : null;
  const at = (point, key) => point && point[0] === key[0] && point[1] === key[1];
  const centre = ([r, c]) => [left + c * cell + cell / 2, top + r * cell + cell / 2];
  for (let c = 0; c < n; c++) {
    svg("text", { x: left + c * cell + cell / 2, y: 14, "text-anchor": "middle", text: c }, area);
  }
  for (let r = 0; r < n; r++) {
    const group = svg("g", { class: r === filling ? "fill" : "" }, area);
    svg("text", { class: "label", x: left - 10, y: top + r * cell + cell / 2 + 4, "text-anchor": "end", text: r }, group);
    for (let c = 0; c < n; c++) {
      let square = s.squares[r][c];
      if (pending && r === filling && square !== "tried") square = "unknown";
      const marks = [];
      if (v && v.row !== undefined && at([v.row, v.column], [r, c])) marks.push("chosen");
      if (v && at(v.by, [r, c])) marks.push("attacker");
      if (v && at(v.passed, [r, c])) marks.push("passed");
      const shade = (r + c) % 2 ? "dark" : "light";
      const g = svg("g", { class: ["sq", square, shade, ...marks].join(" "), "data-row": r, "data-column": c, "data-square": square }, area);
      const x = left + c * cell, y = top + r * cell;
      svg("rect", { x, y, width: cell, height: cell }, g);
      if (square === "queen") {
        const fresh = s.kind === "place" && r === s.row;
        drawQueen(g, x + cell / 2, y + cell / 2, cell, fresh);
      } else if (square === "attacked") {
        svg("text", { class: "mark", x: x + cell / 2, y: y + cell / 2, text: "×" }, g);
      } else if (square === "tried") {
        svg("text", { class: "mark", x: x + cell / 2, y: y + cell / 2, text: "✓" }, g);
      }
      g.addEventListener("click", () => move({ row: r, column: c }, `${r}${c}`));
    }
  }
  if (v && v.by) {
    const [[x1, y1], [x2, y2]] = [centre(v.by), centre([v.row, v.column])];
    svg("line", { class: "attack-line", x1, y1, x2, y2 }, area);
  }
  if (filling >= 0 && filling < n) {
    svg("rect", { class: "fill-frame", x: left - 1, y: top + filling * cell - 1, width: n * cell + 2, height: cell + 2, rx: 3 }, area);
  }
  if (s.kind === "solution" && n > 0 && !pending) {
    svg("rect", { class: "solved-frame", x: left - 1.5, y: top - 1.5, width: n * cell + 3, height: n * cell + 3, rx: 3 }, area);
  }
  const legend = document.getElementById("board-legend");
  legend.innerHTML = [["#243b53", T.queen], ["var(--attacked)", T.attacked], ["var(--free)", T.free], ["var(--tried)", T.tried]]
    .map(([colour, label]) => `<span><i style="background:${colour}"></i>${label}</span>`).join("") +
    `<span><i style="border:2px solid var(--accent);background:none"></i>${T.toFill}</span>`;
}

function drawQueen(group, x, y, cell, fresh) {
  const k = cell / 58;
  const g = svg("g", { class: "queen" + (fresh ? " new" : "") }, group);
  if (fresh) svg("circle", { cx: x, cy: y, r: cell * 0.42 }, g);
  const p = (dx, dy) => `${(x + dx * k).toFixed(1)},${(y + dy * k).toFixed(1)}`;
  svg("path", { d: `M${p(-15, 13)} L${p(-18, -7)} L${p(-8, 3)} L${p(0, -12)} L${p(8, 3)} L${p(18, -7)} L${p(15, 13)} Z` +
    ` M${p(-16, 15)} L${p(16, 15)} L${p(16, 19)} L${p(-16, 19)} Z`, }, g);
  for (const [dx, dy] of [[-18, -9], [0, -14], [18, -9]]) {
    svg("circle", { cx: x + dx * k, cy: y + dy * k, r: 3.2 * k, fill: "#243b53" }, g);
  }
}

function bitRow(table, n, cells) {
  const tr = el("tr", {}, table);
  for (const cell of cells) el("td", cell, tr);
  return tr;
}

function bitCells(n, mask, name, extra) {
  return [...Array(n).keys()].map(c => {
    const on = mask >> c & 1;
    const fresh = extra && extra(c);
    return { class: `bit ${on ? "on" : "off"}${fresh ? " new" : ""}`, "data-mask": name, "data-column": c, text: on ? "1" : "0" };
  });
}

// The state panel is as wide as what it shows. Where that is wider than the
// page (a phone), it is drawn again narrow: the masks moved to the next row go
// below the masks they come from, and the sets wrap.
function drawState(b, s, T, pending) {
  const panel = document.getElementById("state-panel");
  const draw = narrow => {
    panel.classList.toggle("narrow", narrow);
    document.getElementById("state").textContent = "";
    if (state.view === "bitmask") drawMasks(b, s, T, pending, narrow); else drawSets(b, s, T, pending);
  };
  draw(false);
  if (panel.scrollWidth > panel.clientWidth) draw(true);
}

// The bitmask view: the three masks of the step's row, `free`, `free & -free`,
// and at a placement the masks moved down to the next row. Before a move in
// practice: the masks of the row to fill alone, for the student to work from.
function drawMasks(b, s, T, pending, narrow) {
  const n = b.n;
  const done = s.kind === "solution";
  const row = pending ? s.queens.length : s.row;
  const masks = pending ? masksFor(s.queens, row) : s.masks;
  const next = pending ? null : s.next;
  const nextTitle = next ? T.row(s.row + 1) : T.nextRow;
  const moved = i => next
    ? bitCells(n, next[i], "next-" + T.names[i], c => s.attacks[i] >> c & 1)
    : [...Array(n)].map(() => ({ class: "none", text: "·" }));
  document.getElementById("state-title").textContent = done && !pending ? T.masksDone : T.masksOf(row);
  const box = document.getElementById("state");
  const table = el("table", { class: "bits", id: "masks" }, box);
  const head = el("tr", {}, table);
  el("th", { class: "name", text: T.column }, head);
  for (let c = 0; c < n; c++) el("th", { text: c }, head);
  if (!narrow) {
    el("th", { class: "op", text: T.opHead }, head);
    el("th", { colspan: n, text: nextTitle }, head);
  }
  T.names.forEach((name, i) => {
    const now = bitCells(n, masks[i], name);
    const after = narrow ? [] : [{ class: "op", text: T.ops[i] }, ...moved(i)];
    bitRow(table, n, [{ class: "name mono", text: name }, ...now, ...after]).title = T.about[i];
  });
  if (narrow) {
    bitRow(table, n, [{ colspan: n + 1 }]).className = "rule";
    const headBelow = el("tr", {}, table);
    el("th", { class: "name", text: T.opHead }, headBelow);
    el("th", { colspan: n, text: nextTitle }, headBelow);
    T.names.forEach((name, i) => {
      const tr = bitRow(table, n, [{ class: "name mono", text: name }, ...moved(i)]);
      el("span", { class: "op", text: " " + T.ops[i] }, tr.firstChild);
      tr.title = T.about[i];
    });
  }
  const about = el("p", { class: "note" }, box);
  about.innerHTML = T.defines(T.about.map((a, i) => T.define(`<code>${T.names[i]}</code>`, a)));
  if (pending) return;
  bitRow(table, n, [{ colspan: narrow ? n + 1 : 2 * n + 2 }]).className = "rule";
  const free = bitRow(table, n, [{ class: "name mono", text: "free" }, ...bitCells(n, s.free, "free")]);
  free.className = "free";
  const lowest = bitRow(table, n, [{ class: "name mono", text: "free & -free" }, ...bitCells(n, s.lowest, "lowest")]);
  lowest.className = "lowest";
  const note = el("p", { class: "note" }, box);
  const which = { row: "row", "dead-end": "row", place: "place", back: "back", "row-done": "done", solution: "solution" }[s.kind];
  note.innerHTML = T.freeNote[which];
}

// The set-based view: the three sets, and each column of the step's row
// checked against them (in practice, only once the student has moved).
function drawSets(b, s, T, pending) {
  const n = b.n;
  const done = s.kind === "solution";
  const row = pending ? s.queens.length : s.row;
  document.getElementById("state-title").textContent = done && !pending ? T.setsDone : T.setsOf(row);
  const box = document.getElementById("state");
  const changed = pending || s.column === undefined || done ? null : keysOf(s.row, s.column);
  const change = changed ? [s.column, changed[0], changed[1]] : null;
  const grid = el("div", { class: "sets", id: "sets" }, box);
  T.setNames.forEach((name, i) => {
    el("div", { class: "name mono", text: name }, grid);
    const set = el("div", { class: "set", "data-set": T.names[i] }, grid);
    set.append("{ ");
    for (const value of s.sets[i]) {
      const fresh = s.kind === "place" && change && change[i] === value;
      el("span", { class: "member" + (fresh ? " new" : ""), text: value }, set);
    }
    if ((s.kind === "back" || s.kind === "row-done") && change) {
      el("span", { class: "member gone", title: T.removed, text: change[i] }, set);
    }
    set.append(" }");
  });
  if (!done && n > 0 && !pending) {
    el("p", { class: "note", text: T.checksOf(s.row) }, box);
    const table = el("table", { class: "bits", id: "checks" }, box);
    const head = el("tr", {}, table);
    el("th", { class: "name", text: T.column }, head);
    for (let c = 0; c < n; c++) el("th", { text: c }, head);
    const values = [c => c, c => keysOf(s.row, c)[0], c => keysOf(s.row, c)[1]];
    T.names.forEach((label, i) => {
      const cells = [...Array(n).keys()].map(c => {
        const hit = s.checks[c] >> i & 1;
        return { class: "check" + (hit ? " hit" : ""), "data-check": T.names[i], "data-column": c, "data-hit": hit, text: values[i](c) };
      });
      bitRow(table, n, [{ class: "name mono", text: label }, ...cells]);
    });
    // The queen, else what the checks found, else free or tried as the search holds it.
    const squares = s.squares[s.row].map((square, c) =>
      square === "queen" ? "queen" : s.checks[c] ? "attacked" : s.free >> c & 1 ? "free" : "tried");
    bitRow(table, n, [{ class: "name" }, ...squares.map((square, c) =>
      ({ class: `verdict ${square}`, "data-column": c, text: T.verdict[square] }))]);
  }
  const note = el("p", { class: "note" }, box);
  const which = { row: "row", "dead-end": "row", place: "place", back: "back", "row-done": "back", solution: "solution" }[s.kind];
  note.innerHTML = T.setNote[pending ? "row" : which];
}

// Problem 51's answer so far: each board found, as LeetCode returns it (a
// list of strings, one a row), newest last.
function drawReturned(b, T) {
  document.getElementById("boards-title").textContent = T.returned;
  const box = document.getElementById("returned");
  box.textContent = "";
  const upTo = state.step - 1;
  const found = b.steps.filter((s, k) => s.kind === "solution" && k <= upTo);
  el("p", { class: "note", text: found.length ? T.boardsCount(found.length) : T.noBoards }, box);
  const list = el("div", { class: "returned-list" }, box);
  for (const s of found) {
    const rows = s.queens.map(c => JSON.stringify(".".repeat(c) + "Q" + ".".repeat(b.n - c - 1)));
    const fresh = s === b.steps[upTo];
    const text = `[${rows.join(",\n ")}]`;
    el("pre", { class: "returned" + (fresh ? " new" : ""), "data-board": s.number, title: T.solution(s.number), text }, list);
  }
}

// The search tree grown so far: one line per leaf, a node on its first child's line.
// It is kept between steps and changed by what the steps in between did,
// so that a step late in a large search does not draw thousands of nodes again.
const grown = { board: null, step: -1, nodes: [], lines: 1, path: [] };
const TREE = { dx: 36, dy: 30, left: 18, top: 16 };
const treeAt = node => [TREE.left + (node.row + 1) * TREE.dx, TREE.top + node.line * TREE.dy];

function drawTree(b, s, T) {
  document.getElementById("tree-title").textContent = T.tree;
  const width = TREE.left + b.n * TREE.dx + 56;
  // The rows' numbers stay above the tree as it scrolls.
  const head = document.getElementById("tree-head");
  head.textContent = "";
  head.setAttribute("width", width);
  head.setAttribute("height", 20);
  svg("text", { class: "head", x: TREE.left, y: 14, text: T.start }, head);
  for (let r = 0; r < b.n; r++) {
    svg("text", { class: "head", x: TREE.left + (r + 1) * TREE.dx, y: 14, text: r }, head);
  }
  const area = document.getElementById("tree");
  if (grown.board !== b) startTree(b, area, width);
  growTree(b, state.step - 1);
  area.setAttribute("height", TREE.top + grown.lines * TREE.dy);
  const current = markPath(b, s);
  document.getElementById("tree-legend").innerHTML =
    `<span><i style="background:var(--accent)"></i>${T.path}</span>` +
    `<span style="color:var(--free-ink)">✓ k ${T.solution("k")}</span>` +
    `<span style="color:var(--attacked-ink)">✗ ${T.dead}</span>` +
    `<span>${T.nodes}</span>`;
  if (current) {
    const scroll = document.getElementById("tree-scroll");
    const y = parseFloat(current.firstChild.getAttribute("cy"));
    if (y < scroll.scrollTop + 20 || y > scroll.scrollTop + scroll.clientHeight - 20) {
      scroll.scrollTop = Math.max(0, y - scroll.clientHeight / 2);
    }
  }
}

/** An empty tree for board `b`: the edges under the current path's, under the nodes. */
function startTree(b, area, width) {
  area.textContent = "";
  area.setAttribute("width", width);
  Object.assign(grown, { board: b, step: -1, nodes: [], lines: 1, path: [] });
  grown.edges = svg("g", {}, area);
  grown.pathEdges = svg("g", {}, area);
  svg("circle", { class: "root", cx: TREE.left, cy: TREE.top, r: 5 }, area);
  grown.nodeLayer = svg("g", {}, area);
}

/** The tree as it stands after step index `step`: nodes placed and ends reached up to it. */
function growTree(b, step) {
  // Back: the nodes placed after `step` go, then the ends reached after it.
  while (grown.nodes.length && b.nodes[grown.nodes.length - 1].placed > step) {
    const drawn = grown.nodes.pop();
    drawn.edge.remove();
    drawn.g.remove();
    if (drawn.tag) drawn.tag.remove();
  }
  for (let k = grown.step; k > step; k--) setEnded(b, k, false);
  // On: the nodes placed up to `step`, then the ends reached up to it.
  for (let id = grown.nodes.length; id < b.nodes.length && b.nodes[id].placed <= step; id++) {
    addNode(b, id);
  }
  for (let k = grown.step + 1; k <= step; k++) setEnded(b, k, true);
  grown.step = step;
  grown.lines = grown.nodes.length ? b.nodes[grown.nodes.length - 1].line + 1 : 1;
}

function addNode(b, id) {
  const node = b.nodes[id];
  const [x, y] = treeAt(node);
  const g = svg("g", { class: "node", "data-node": id, "data-row": node.row, "data-column": node.column }, grown.nodeLayer);
  svg("circle", { cx: x, cy: y, r: 11 }, g);
  svg("text", { x, y, text: node.column }, g);
  grown.nodes.push({ g, edge: svg("path", { class: "edge", d: edgePath(b, node) }, grown.edges), tag: null });
}

/** The edge from `node`'s parent (or the root) to it. */
function edgePath(b, node) {
  const [x, y] = treeAt(node);
  const [px, py] = node.parent === null ? [TREE.left, TREE.top] : treeAt(b.nodes[node.parent]);
  const bend = px + TREE.dx / 2;
  return py === y ? `M${px},${py} L${x},${y}` : `M${px},${py} L${bend},${py} L${bend},${y} L${x},${y}`;
}

/** Marks (or unmarks) the node that step index `k` ends, if it ends one: ✗ or ✓ and its number. */
function setEnded(b, k, ended) {
  const id = b.steps[k].node;
  const node = id === undefined ? null : b.nodes[id];
  if (!node || node.ends !== k || !grown.nodes[id]) return;
  const drawn = grown.nodes[id];
  const kind = node.solution === null ? "dead" : "solution";
  drawn.g.classList.toggle(kind, ended);
  if (drawn.tag) { drawn.tag.remove(); drawn.tag = null; }
  if (ended) {
    const [x, y] = treeAt(node);
    const text = node.solution === null ? "✗" : "✓ " + node.solution;
    drawn.tag = svg("text", { class: "tag " + kind, x: x + 16, y, text }, grown.nodeLayer);
  }
}

/** The current path: its nodes marked, its edges drawn over the others. Returns the current node. */
function markPath(b, s) {
  for (const id of grown.path) if (grown.nodes[id]) grown.nodes[id].g.classList.remove("path", "current");
  grown.path = [];
  for (let id = s.node; id !== undefined && id !== null; id = b.nodes[id].parent) grown.path.push(id);
  grown.pathEdges.textContent = "";
  for (const id of grown.path) {
    grown.nodes[id].g.classList.add(id === s.node ? "current" : "path");
    svg("path", { class: "edge path", d: edgePath(b, b.nodes[id]) }, grown.pathEdges);
  }
  return s.node === undefined ? null : grown.nodes[s.node].g;
}

// ---- Watching: stepping and playing ----

function findNext(kind) {
  const steps = board().steps;
  for (let k = state.step; k < steps.length; k++) if (steps[k].kind === kind) return k + 1;
  return null;
}

function go(k) { state.step = clampStep(k); update(); }
function update() { writeFragment(); render(); }
function restart() {
  stop();
  state.ignored = [];
  if (state.mode === "practice") startPractice(); else state.step = 1;
  update();
}
function stop() { state.playing = false; clearTimeout(state.timer); }
function tick() {
  if (!state.playing) return;
  if (state.step >= board().steps.length) { stop(); render(); return; }
  go(state.step + 1);
  state.timer = setTimeout(tick, DELAYS[document.getElementById("speed").value]);
}
function togglePlay() {
  if (state.playing) { stop(); render(); return; }
  if (state.step >= board().steps.length) state.step = 1;
  state.playing = true;
  render();
  state.timer = setTimeout(tick, DELAYS[document.getElementById("speed").value]);
}

const on = (id, handler) => document.getElementById(id).addEventListener("click", handler);
on("first", () => { stop(); go(1); });
on("prev", () => { stop(); go(state.step - 1); });
on("next", () => { stop(); go(state.step + 1); });
on("last", () => { stop(); go(board().steps.length); });
on("play", togglePlay);
on("next-solution", () => { stop(); go(findNext("solution")); });
on("next-dead-end", () => { stop(); go(findNext("dead-end")); });
on("dead-end", () => move({ say: "dead-end" }, "d"));
on("solution", () => move({ say: "solution" }, "s"));
on("again", restart);
document.getElementById("slider").addEventListener("input", event => { stop(); go(parseInt(event.target.value, 10)); });
document.addEventListener("keydown", event => {
  const field = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
  if (field && event.key !== " ") return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (state.mode === "practice") {
    const key = event.key.toLowerCase();
    const row = board().steps[state.step - 1].queens.length;
    if (/^[0-9]$/.test(key) && Number(key) < board().n) move({ row, column: Number(key) }, `${row}${key}`);
    else if (key === "d") move({ say: "dead-end" }, "d");
    else if (key === "s") move({ say: "solution" }, "s");
    else return;
  } else if (event.key === "ArrowRight") { stop(); go(state.step + 1); }
  else if (event.key === "ArrowLeft") { stop(); go(state.step - 1); }
  else if (event.key === "Home") { stop(); go(1); }
  else if (event.key === "End") { stop(); go(board().steps.length); }
  else if (event.key === " ") { togglePlay(); }
  else return;
  event.preventDefault();
});
// Space plays or pauses, and does not also press the focused button.
document.addEventListener("keyup", event => { if (event.key === " ") event.preventDefault(); });
window.addEventListener("hashchange", () => { readFragment(); render(); });
// A new width may make the state panel narrow, or no longer (see `drawState`).
let resizing;
window.addEventListener("resize", () => { clearTimeout(resizing); resizing = setTimeout(render, 150); });
readFragment();
writeFragment();
render();
