// The panel of the search's state: in the bitmask view the masks of the
// step's row, bit by bit; in the set-based view the three sets, and each
// column of the row checked against them. Both draw rows of cells with
// `bitRow`.

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
