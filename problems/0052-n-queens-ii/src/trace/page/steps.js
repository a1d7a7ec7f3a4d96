// The steps, derived from the trace's events: for each step its queens, the
// masks of its row and the squares still to try, and the search tree laid
// out as it grows; once a step is drawn, its sets, checks and squares too.
// `board()` is the board of the size shown, expanded the first time.

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
