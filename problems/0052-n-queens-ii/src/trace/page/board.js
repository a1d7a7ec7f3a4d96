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
