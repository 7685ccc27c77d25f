// The page: reads the chosen files, sends each job to the worker (worker.js) with the
// command's own flags, and shows what the command would print, the grids, and the
// files to download. Nothing leaves the browser.

const $ = (id) => document.getElementById(id);

// ---- the worker -----------------------------------------------------------------
let worker = null;
let ready = null;
const pending = new Map(); // job id -> {resolve, onProgress, job}
let nextId = 1;
// Bumped by Stop, so that a batch under way starts no further file.
let stops = 0;

function startWorker() {
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  ready = new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      const m = event.data;
      if (m.type === "ready") {
        resolve();
        return;
      }
      if (m.type === "progress") {
        pending.get(m.id)?.onProgress?.(m.made);
        return;
      }
      if (m.type === "crash" && m.id === null) {
        reject(new Error(m.message));
        return;
      }
      const job = pending.get(m.id);
      if (!job) return;
      pending.delete(m.id);
      if (m.type === "done") {
        job.resolve({ ...JSON.parse(m.json), files: m.files });
      } else {
        // The instance trapped: it cannot be trusted again, so a new one takes over, and
        // the jobs that were waiting behind this one go to it (their files are read anew).
        job.resolve({ out: [], err: [crashWords(m.message)], grids: [], files: [], exit: 101 });
        worker.terminate();
        startWorker();
        for (const [id, waiting] of pending) {
          ready.then(() => worker.postMessage({ ...waiting.job, id }));
        }
      }
    };
    worker.onerror = (e) => reject(new Error(e.message || "the worker did not start"));
  });
  ready.then(
    () => {
      $("engine").textContent = "Ready. Your files stay on this computer.";
      document.body.dataset.ready = "true";
    },
    (e) => {
      $("engine").textContent = `The solver could not start in this browser: ${e.message}`;
      $("engine").classList.add("bad");
    },
  );
}

// What a trapped instance means, in words: with no panic recorded, the likely cause is
// the browser's memory (a page gets a few GB at most).
function crashWords(message) {
  if (/unreachable|memory/i.test(String(message)) && !String(message).startsWith("panicked")) {
    return "sudoku-xlsx: error: this file is too large for the browser (it ran out of memory); "
      + "nothing was written. The sudoku-xlsx command reads it on your computer.";
  }
  return `sudoku-xlsx: error: the tool stopped unexpectedly (${message}); nothing was written. `
    + "Please report this with the file if you can.";
}

// Stops whatever the worker is doing: every job under way ends with nothing written (as
// the command does on Ctrl-C), and a new worker takes over.
function stopWork() {
  stops++;
  worker.terminate();
  for (const [, job] of pending) {
    job.resolve({
      out: [], grids: [], files: [], exit: 130,
      err: ["sudoku-xlsx: error: stopped; nothing was written"],
    });
  }
  pending.clear();
  startWorker();
}

let busy = 0;
function setBusy(delta) {
  busy += delta;
  document.body.dataset.busy = busy > 0 ? "true" : "false";
  // Every Stop button shows while anything runs: one worker does all the work, and Stop
  // ends all of it.
  for (const b of document.querySelectorAll("button.stop")) b.hidden = busy === 0;
}

// Jobs under way, by what they do: pressing a button again while its job runs does not
// queue the same work twice.
const running = new Set();
async function once(key, note, work) {
  if (running.has(key)) {
    note("Already working on this; Stop ends it.");
    return;
  }
  running.add(key);
  try {
    await work();
  } finally {
    running.delete(key);
  }
}

async function run(job, onProgress) {
  try {
    await ready;
  } catch (e) {
    return {
      out: [], grids: [], files: [], exit: 2,
      err: [`sudoku-xlsx: error: the solver could not start in this browser (${e.message})`],
    };
  }
  const id = nextId++;
  job.id = id;
  setBusy(1);
  try {
    return await new Promise((resolve) => {
      pending.set(id, { resolve, onProgress, job });
      worker.postMessage(job);
    });
  } finally {
    setBusy(-1);
  }
}

// ---- showing results --------------------------------------------------------------
const PREFIX = "sudoku-xlsx: ";

function messageLine(text, kind) {
  const p = document.createElement("p");
  p.className = `message ${kind}`;
  let shown = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text;
  if (shown.startsWith("error: ")) shown = shown.slice(7);
  p.textContent = shown;
  return p;
}

function lineKind(text) {
  if (text.includes("warning: ")) return "warning";
  if (text.includes("error: ")) return "error";
  return "";
}

function drawGrid(picture) {
  const figure = document.createElement("figure");
  const caption = document.createElement("figcaption");
  caption.textContent = `${picture.place}: ${picture.status}`;
  figure.append(caption);
  const table = document.createElement("table");
  table.className = "sudoku" + (picture.size > 9 ? " big" : "");
  table.setAttribute("aria-label", `${picture.place}, ${picture.status}`);
  const n = picture.size;
  for (let r = 0; r < n; r++) {
    const tr = document.createElement("tr");
    for (let c = 0; c < n; c++) {
      const cell = picture.cells[r * n + c];
      const td = document.createElement("td");
      if (cell) {
        td.textContent = cell.text;
        const [top, bottom, left, right] = cell.heavy;
        td.className = [cell.given ? "given" : "", top ? "ht" : "", bottom ? "hb" : "",
          left ? "hl" : "", right ? "hr" : ""].join(" ").trim();
        if (cell.fill) td.style.background = cell.fill;
      }
      tr.append(td);
    }
    table.append(tr);
  }
  figure.append(table);
  return figure;
}

const MIME = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xlsm: "application/vnd.ms-excel.sheet.macroEnabled.12",
  txt: "text/plain",
  csv: "text/csv",
};

// Each download link holds its file in the tab's memory until its URL is revoked: a
// results list grows with every job, so only the newest KEEP sections keep their files
// (older links say so), and "Clear results" gives all of it back.
const KEEP = 40;

function forget(section) {
  for (const a of section.querySelectorAll("a.download[href]")) {
    URL.revokeObjectURL(a.href);
    a.removeAttribute("href");
    a.classList.add("forgotten");
    a.textContent = `${a.download}: no longer kept (run it again to download)`;
  }
}

function keepNewest() {
  const sections = Array.from($("results").querySelectorAll(":scope > section"));
  for (const old of sections.slice(KEEP)) forget(old);
  $("results-clear").hidden = sections.length === 0;
}

function clearResults() {
  for (const section of $("results").querySelectorAll(":scope > section")) {
    forget(section);
    section.remove();
  }
  keepNewest();
}

function downloadLink(file, start, label) {
  const ext = file.name.split(".").pop().toLowerCase();
  const blob = new Blob([file.bytes], { type: MIME[ext] || "application/octet-stream" });
  const a = document.createElement("a");
  a.className = "download";
  a.href = URL.createObjectURL(blob);
  a.download = file.name;
  a.textContent = label || `Download ${file.name}`;
  if (start) setTimeout(() => a.click(), 0);
  return a;
}

// `start`: whether the result's one file downloads on its own (a batch's files come as
// one .zip instead: a browser lets a page start only one download by itself).
function show(container, result, { steps = false, start = true } = {}) {
  const grids = document.createElement("div");
  grids.className = "grids";
  for (const g of result.grids || []) grids.append(drawGrid(g));
  if (steps && result.out.length > 3) {
    const head = result.out.filter((l) => !l.startsWith("  "));
    for (const line of head) container.append(messageLine(line, lineKind(line)));
    const pre = document.createElement("pre");
    pre.className = "steps";
    pre.textContent = result.out.join("\n");
    // A long list scrolls: keyboard users reach it with Tab and scroll it with the arrows.
    pre.tabIndex = 0;
    pre.setAttribute("role", "region");
    pre.setAttribute("aria-label", "Steps");
    container.append(pre);
  } else {
    for (const line of result.out) container.append(messageLine(line, lineKind(line)));
  }
  for (const line of result.err) container.append(messageLine(line, lineKind(line) || "error"));
  if (grids.childElementCount) container.append(grids);
  for (const f of result.files) container.append(downloadLink(f, start && result.files.length === 1));
}

// ---- the file jobs ----------------------------------------------------------------
function ruleFlags(value) {
  switch (value) {
    case "diagonal": return ["--diagonal"];
    case "windoku": return ["--windoku"];
    case "jigsaw": return ["--jigsaw"];
    case "size6": return ["--size", "6"];
    case "size16": return ["--size", "16"];
    default: return [];
  }
}

function fileFlags(kind) {
  const flags = [];
  const sheet = $("sheet").value.trim();
  if (sheet) flags.push("--sheet", sheet);
  const rules = $("rules").value;
  const range = $("range").value.trim();
  // `auto` finds the grids of the chosen size and rules, as the command does.
  if (range) flags.push("--range", range);
  flags.push(...ruleFlags(rules));
  if (kind === "play" && $("check-answers").checked) flags.push("--check-answers");
  return flags;
}

let chosen = [];

function updateChosen() {
  const n = chosen.length;
  $("chosen").textContent = n === 0 ? "No workbook chosen."
    : n === 1 ? `Chosen: ${chosen[0].name}` : `Chosen: ${n} workbooks (${chosen.map((f) => f.name).join(", ")})`;
}

const WORDS = { solve: "solved", explain: "explained", play: "made playable" };
const DOING = { solve: "solving", explain: "explaining", play: "making a playable copy" };
const FAILED = { solve: "not solved", explain: "not explained", play: "no playable copy" };

function runFiles(kind) {
  if (chosen.length === 0) {
    $("chosen").textContent = "Choose a workbook first.";
    $("files").focus();
    return;
  }
  const flags = fileFlags(kind);
  const files = chosen;
  const key = [kind, ...flags, ...files.map((f) => `${f.name}/${f.size}/${f.lastModified}`)].join("\n");
  return once(key, (text) => { $("chosen").textContent = text; }, () => runBatch(kind, flags, files));
}

async function runBatch(kind, flags, files) {
  const stopsAtStart = stops;
  const jobs = files.map((file) => {
    const section = document.createElement("section");
    section.className = "file";
    section.dataset.name = file.name;
    section.dataset.action = kind;
    const h = document.createElement("h3");
    h.textContent = file.name;
    const what = document.createElement("span");
    what.className = "what";
    what.textContent = ` (${DOING[kind]})`;
    h.append(what);
    section.append(h, messageLine("Working…", "working"));
    $("results").prepend(section);
    keepNewest();
    return { file, section };
  });
  const made = [];
  for (const { file, section } of jobs) {
    // After Stop, the files not yet started are left, and say so.
    const result = stops !== stopsAtStart
      ? { out: [], grids: [], files: [], exit: 130, err: ["sudoku-xlsx: error: stopped; nothing was written"] }
      : await run({ kind, name: file.name, file, flags });
    section.querySelector(".working")?.remove();
    show(section, result, { steps: kind === "explain", start: files.length === 1 });
    const failed = result.exit !== 0 && result.files.length === 0;
    if (failed) section.classList.add("failed");
    section.querySelector(".what").textContent = ` (${failed ? FAILED[kind] : WORDS[kind]})`;
    section.dataset.done = "true";
    made.push(...result.files);
  }
  // Stopped: nothing more is written, the batch's .zip included.
  if (files.length > 1 && stops === stopsAtStart) await offerBatch(kind, files.length, made);
}

// A batch's files as one .zip, downloaded on its own, above the batch's sections (each
// keeps its own link).
async function offerBatch(kind, inputs, made) {
  const section = document.createElement("section");
  section.className = "batch";
  section.dataset.action = `${kind}-batch`;
  const h = document.createElement("h3");
  h.textContent = `${inputs} files ${WORDS[kind]}: ${made.length} to download`;
  section.append(h);
  $("results").prepend(section);
  keepNewest();
  if (made.length === 0) {
    section.append(messageLine("Nothing was written; each file says why below.", "error"));
  } else {
    const name = `sudoku-xlsx-${made.length}-file${made.length === 1 ? "" : "s"}.zip`;
    section.append(messageLine(`Packing ${name}…`, "working"));
    const result = await run({
      kind: "zip", name, names: made.map((f) => f.name), contents: made.map((f) => f.bytes),
    });
    section.querySelector(".working")?.remove();
    show(section, result, { start: true });
    const link = section.querySelector("a.download");
    if (link) link.textContent = `Download all ${made.length} as ${name}`;
  }
  section.dataset.done = "true";
}

// ---- typed puzzles --------------------------------------------------------------
function runPuzzle(action) {
  const key = ["puzzle", action, $("hint-level").value, $("puzzle").value].join("\n");
  const note = (text) => $("puzzle-out").prepend(messageLine(text, "warning"));
  return once(key, note, () => typedPuzzle(action));
}

async function typedPuzzle(action) {
  const out = $("puzzle-out");
  out.dataset.done = "false";
  out.replaceChildren(messageLine("Working…", "working"));
  const result = await run({
    kind: "puzzle", text: $("puzzle").value, action, level: $("hint-level").value,
  });
  out.replaceChildren();
  show(out, result, { steps: action === "steps" });
  out.dataset.done = "true";
}

// ---- generating -------------------------------------------------------------------
function runGenerate() {
  const key = ["generate", ...["gen-count", "gen-level", "gen-rules", "gen-title"].map((id) => $(id).value),
    $("gen-check").checked].join("\n");
  const note = (text) => $("gen-out").prepend(messageLine(text, "warning"));
  return once(key, note, generatePuzzles);
}

const MOST_AT_ONCE = 1000;

async function generatePuzzles() {
  const out = $("gen-out");
  const asked = parseInt($("gen-count").value, 10) || 1;
  const count = Math.max(1, Math.min(MOST_AT_ONCE, asked));
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] % 1000000000;
  const flags = ["-o", "puzzles.xlsx", "-n", String(count), "--seed", String(seed),
    "--difficulty", $("gen-level").value, ...ruleFlags($("gen-rules").value)];
  if ($("gen-check").checked) flags.push("--check-answers");
  const title = $("gen-title").value.trim();
  if (title) flags.push("--title", title);
  const progress = $("gen-progress");
  progress.max = count;
  progress.value = 0;
  progress.hidden = false;
  out.dataset.done = "false";
  out.replaceChildren(messageLine(`Making ${count} puzzle${count === 1 ? "" : "s"}…`, "working"));
  const result = await run({ kind: "generate", flags }, (made) => {
    progress.value = made;
    out.firstChild.textContent = `Made ${made} of ${count}…`;
  });
  progress.hidden = true;
  out.replaceChildren();
  // One line a puzzle is too much for a page: the summary, the file, any trouble.
  const summary = result.out.filter((l) => !l.startsWith("Puzzle "));
  if (asked > MOST_AT_ONCE) {
    summary.unshift(`warning: the page makes at most ${MOST_AT_ONCE} puzzles at a time, so it made `
      + `${MOST_AT_ONCE}, not ${asked}; the sudoku-xlsx command makes any number`);
  }
  show(out, { ...result, out: summary });
  out.dataset.done = "true";
}

// ---- wiring -------------------------------------------------------------------------
function choose(files) {
  chosen = Array.from(files);
  updateChosen();
}

$("files").addEventListener("change", (e) => choose(e.target.files));
const drop = $("drop");
for (const type of ["dragenter", "dragover"]) {
  drop.addEventListener(type, (e) => {
    e.preventDefault();
    drop.classList.add("over");
  });
}
for (const type of ["dragleave", "drop"]) {
  drop.addEventListener(type, () => drop.classList.remove("over"));
}
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  if (e.dataTransfer?.files?.length) choose(e.dataTransfer.files);
});
$("solve").addEventListener("click", () => runFiles("solve"));
$("explain").addEventListener("click", () => runFiles("explain"));
$("play").addEventListener("click", () => runFiles("play"));
$("puzzle-solve").addEventListener("click", () => runPuzzle("solve"));
$("puzzle-rate").addEventListener("click", () => runPuzzle("rate"));
$("puzzle-hint").addEventListener("click", () => runPuzzle("hint"));
$("puzzle-steps").addEventListener("click", () => runPuzzle("steps"));
$("generate").addEventListener("click", runGenerate);
for (const b of document.querySelectorAll("button.stop")) b.addEventListener("click", stopWork);
$("results-clear").addEventListener("click", clearResults);

document.body.dataset.busy = "false";
startWorker();

// Offline after the first visit: the service worker keeps every file of the site
// (sw.js). `offline` on <body> says when it is in charge, for the page's note and tests.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").then(
    () => navigator.serviceWorker.ready.then(() => { document.body.dataset.offline = "ready"; }),
    () => { document.body.dataset.offline = "unavailable"; },
  );
}
