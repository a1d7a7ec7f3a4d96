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
