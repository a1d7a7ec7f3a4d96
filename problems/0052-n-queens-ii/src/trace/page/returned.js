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
