// Watching: stepping and playing. Then every event the page answers (its
// buttons, the slider, keys, a new address, a new width), and last the
// page's start, which runs once every part before it is defined.

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
