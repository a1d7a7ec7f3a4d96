// Practice: the student chooses where the search does. The steps that are
// no choice play by themselves; at each choice the student's move is judged
// against the step the trace took, and a wrong move's verdict says why.

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
