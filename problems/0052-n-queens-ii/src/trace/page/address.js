// The address: its fragment says what the page shows (size, problem, view,
// language, mode, step) and in practice mode the moves to replay, so that
// a link opens the page as it was. What the page cannot read, it leaves
// out and names (`state.ignored`).

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
