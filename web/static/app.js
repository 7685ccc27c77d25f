// The page: reads the chosen files, sends each job to the worker (worker.js) with the
// command's own flags, and shows what the command would print, the grids, and the
// files to download. Nothing leaves the browser.

import init, * as wasm from "./pkg/sudoku_web.js";

const $ = (id) => document.getElementById(id);
// What every line of the command starts with (src/messages.rs).
const PREFIX = "sudoku-xlsx: ";

// ---- the page's language ----------------------------------------------------------
// The words come from the same catalogs as the command's, compiled into the module: this
// thread loads it for them, and each job tells the worker which language to write in.
// The choice is remembered; first visits follow the browser's languages.
const LANG_KEY = "sudoku-xlsx-lang";
let lang = "en";
let words = false;

function say(id, args = {}) {
  if (!words) return id;
  return wasm.say(id, JSON.stringify(args));
}

function applyWords() {
  document.documentElement.lang = lang;
  document.title = say("page-title");
  document.querySelector('meta[name="description"]')?.setAttribute("content", say("page-description"));
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = say(el.dataset.t);
  // Only the catalogs' own <strong> and <code> are in these, never a user's text.
  for (const el of document.querySelectorAll("[data-t-html]")) el.innerHTML = say(el.dataset.tHtml);
  for (const el of document.querySelectorAll("[data-t-placeholder]")) {
    el.placeholder = say(el.dataset.tPlaceholder);
  }
  for (const el of document.querySelectorAll("[data-t-aria]")) {
    el.setAttribute("aria-label", say(el.dataset.tAria));
  }
  if (document.body.dataset.ready === "true") $("engine").textContent = say("page-ready");
  updateChosen();
}

function chooseLanguage(code) {
  lang = wasm.set_language(code);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // A browser that keeps nothing still shows the page in the language chosen.
  }
  $("lang").value = lang;
  applyWords();
  document.body.dataset.lang = lang;
}

const wordsReady = init().then(() => {
  words = true;
  const picker = $("lang");
  picker.replaceChildren();
  for (const [code, name] of JSON.parse(wasm.languages())) {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = name;
    option.lang = code;
    picker.append(option);
  }
  let stored = null;
  try {
    stored = localStorage.getItem(LANG_KEY);
  } catch {
    stored = null;
  }
  const wanted = stored || wasm.pick_language((navigator.languages || [navigator.language]).join(","));
  picker.addEventListener("change", () => chooseLanguage(picker.value));
  chooseLanguage(wanted);
}, () => {
  // Without the module the page stays in English, as its HTML is written.
});

// ---- the worker -----------------------------------------------------------------
let worker = null;
let ready = null;
const pending = new Map(); // job id -> {resolve, onProgress, job}
let nextId = 1;
// Bumped by Stop, so that a batch under way starts no further file.
let stops = 0;
// A worker whose memory grew past this is replaced after its job (see onmessage).
const RECYCLE_BYTES = 96 * 1024 * 1024;
let recycled = 0;

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
        // The worker's memory after its last job, for the tests and the curious.
        document.body.dataset.workerMib = String(Math.round((m.memory || 0) / 2 ** 20));
        // A large file leaves the instance's memory at its peak (WebAssembly memory never
        // shrinks): once nothing waits on it, a fresh worker takes over and the tab gets
        // that memory back.
        if (m.memory > RECYCLE_BYTES && pending.size === 0) {
          worker.terminate();
          recycled++;
          document.body.dataset.recycled = String(recycled);
          startWorker();
        }
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
  Promise.all([ready, wordsReady]).then(
    () => {
      document.body.dataset.ready = "true";
      $("engine").textContent = say("page-ready");
    },
    (e) => {
      $("engine").textContent = say("page-no-start", { reason: e.message });
      $("engine").classList.add("bad");
    },
  );
}

// What a trapped instance means, in words: with no panic recorded, the likely cause is
// the browser's memory (a page gets a few GB at most).
function crashWords(message) {
  if (/unreachable|memory/i.test(String(message)) && !String(message).startsWith("panicked")) {
    return PREFIX + say("page-too-large");
  }
  return PREFIX + say("page-crashed", { reason: String(message) });
}

// Stops whatever the worker is doing: every job under way ends with nothing written (as
// the command does on Ctrl-C), and a new worker takes over.
function stopWork() {
  stops++;
  worker.terminate();
  for (const [, job] of pending) {
    job.resolve({
      out: [], grids: [], files: [], exit: 130,
      err: [PREFIX + say("page-stopped")],
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
    note(say("page-already"));
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
      err: [PREFIX + say("page-no-start-job", { reason: e.message })],
    };
  }
  const id = nextId++;
  job.id = id;
  job.lang = lang;
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

function messageLine(text, kind) {
  const p = document.createElement("p");
  p.className = `message ${kind}`;
  let shown = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text;
  if (shown.startsWith("error: ")) shown = shown.slice(7);
  p.textContent = shown;
  return p;
}

function lineKind(text) {
  if (text.startsWith(PREFIX + say("warning-line", { text: "" }))) return "warning";
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

// ---- stepping through an explained grid -----------------------------------------
// A walk (src/walk.rs) holds the pencil marks at the start and what each step changed;
// the view replays it, drawing the grid before a step with the step's pattern coloured
// as the Steps sheet colours it. A hint's walk has one step, shown as far as its level.
const hintWords = (level) => say(`page-hint-${level}`);

function walkStates(walk) {
  const values = walk.givens.slice();
  const marks = walk.candidates.slice();
  const states = [{ values: values.slice(), marks: marks.slice() }];
  for (const step of walk.steps) {
    for (const [cell, value] of step.set) values[cell] = value;
    for (const [cell, mask] of step.gone) marks[cell] &= ~mask;
    states.push({ values: values.slice(), marks: marks.slice() });
  }
  return states;
}

// What a step colours, cell by cell and mark by mark, at a hint level.
function stepColours(step, level) {
  const cells = new Map();
  const marks = new Map();
  const paint = (cell, kind) => { if (!cells.has(cell)) cells.set(cell, kind); };
  const key = (cell, value) => `${cell}/${value}`;
  if (level === "full") {
    for (const [cell, value] of step.placements) {
      paint(cell, "placed");
      marks.set(key(cell, value), "placed");
    }
  }
  for (const [cell, value, role] of step.pattern) {
    if (role === 0 || level === "full") paint(cell, role === 0 ? "main" : "other");
    if (level === "full") marks.set(key(cell, value), role === 0 ? "main" : "other");
  }
  if (level === "nudge") cells.clear();
  if (level === "full") {
    for (const [cell, value] of step.eliminations) {
      paint(cell, "losing");
      marks.set(key(cell, value), "gone");
    }
  }
  for (const cell of step.units) paint(cell, "unit");
  return { cells, marks };
}

function drawWalk(walk) {
  const n = walk.size;
  const side = Math.ceil(Math.sqrt(n));
  const states = walkStates(walk);
  const last = walk.steps.length;
  const hint = walk.hint || null;
  const figure = document.createElement("figure");
  figure.className = "walk";
  figure.tabIndex = 0;
  figure.setAttribute("role", "group");
  figure.setAttribute("aria-label", hint ? say("page-hint-on-grid", { level: hintWords(hint) })
    : say("page-step-through", { place: walk.place }));
  const caption = document.createElement("figcaption");
  caption.textContent = hint ? say("page-hint-caption", { level: hintWords(hint) })
    : say("page-step-through-caption", { place: walk.place });
  figure.append(caption);

  const table = document.createElement("table");
  table.className = `sudoku walk-grid${n > 9 ? " big" : ""}`;
  const head = document.createElement("tr");
  head.append(document.createElement("td"));
  for (const letter of walk.columns) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = letter;
    head.append(th);
  }
  table.append(head);
  const tds = [];
  for (let r = 0; r < n; r++) {
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = walk.rows[r];
    tr.append(th);
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const td = document.createElement("td");
      const edge = (j) => j < 0 || j >= n * n || walk.region[j] !== walk.region[i];
      td.dataset.cell = `${walk.columns[c]}${walk.rows[r]}`;
      td.dataset.heavy = [r === 0 || edge(i - n), r === n - 1 || edge(i + n),
        c === 0 || edge(i - 1), c === n - 1 || edge(i + 1)].map((b) => (b ? "1" : "0")).join("");
      tds.push(td);
      tr.append(td);
    }
    table.append(tr);
  }
  const tinted = new Set(walk.tinted);

  const title = document.createElement("p");
  title.className = "walk-title";
  const sentence = document.createElement("p");
  sentence.className = "walk-sentence";
  sentence.setAttribute("aria-live", "polite");
  const controls = document.createElement("div");
  controls.className = "walk-controls";
  const previous = document.createElement("button");
  previous.type = "button";
  previous.textContent = say("page-previous");
  const slider = document.createElement("input");
  slider.type = "range";
  slider.min = "0";
  slider.max = String(last);
  slider.value = "0";
  slider.setAttribute("aria-label", say("page-step"));
  const next = document.createElement("button");
  next.type = "button";
  next.textContent = say("page-next");
  controls.append(previous, slider, next);

  let at = 0;
  function showAt(k) {
    at = Math.max(0, Math.min(last, k));
    const state = states[at];
    const step = at < last ? walk.steps[at] : null;
    const { cells, marks } = step ? stepColours(step, hint || "full") : { cells: new Map(), marks: new Map() };
    tds.forEach((td, i) => {
      const heavy = td.dataset.heavy;
      const classes = ["ht", "hb", "hl", "hr"].filter((_, j) => heavy[j] === "1");
      if (tinted.has(i)) classes.push("tint");
      if (cells.has(i)) classes.push(cells.get(i));
      const value = state.values[i];
      td.replaceChildren();
      if (value) {
        td.textContent = walk.symbols[value];
        classes.push(walk.givens[i] ? "given" : "written");
        td.setAttribute("aria-label", `${td.dataset.cell}: ${walk.symbols[value]}`);
      } else {
        const box = document.createElement("span");
        box.className = "marks";
        box.style.gridTemplateColumns = `repeat(${side}, 1fr)`;
        const shown = [];
        for (let v = 1; v <= n; v++) {
          const mark = document.createElement("span");
          const had = state.marks[i] & (1 << (v - 1));
          if (had) {
            mark.textContent = walk.symbols[v];
            shown.push(walk.symbols[v]);
            const kind = marks.get(`${i}/${v}`);
            if (kind) mark.className = kind;
          }
          box.append(mark);
        }
        td.append(box);
        td.setAttribute("aria-label", say("page-pencil-marks",
          { cell: td.dataset.cell, marks: shown.join(", ") || say("page-no-marks") }));
      }
      td.className = classes.join(" ");
    });
    slider.value = String(at);
    previous.disabled = at === 0;
    next.disabled = at === last;
    if (hint) {
      title.textContent = step ? `${step.technique} (${step.difficulty})` : "";
      if (hint === "nudge") title.textContent = say("page-nudge-title");
      sentence.textContent = "";
    } else if (step) {
      title.textContent = say("page-step-of",
        { n: at + 1, total: last, technique: step.technique, difficulty: step.difficulty });
      sentence.textContent = step.sentence;
    } else {
      title.textContent = last === 0 ? say("page-no-step") : say("page-after-step", { n: last });
      sentence.textContent = walk.ending;
    }
  }
  previous.addEventListener("click", () => showAt(at - 1));
  next.addEventListener("click", () => showAt(at + 1));
  slider.addEventListener("input", () => showAt(parseInt(slider.value, 10)));
  figure.addEventListener("keydown", (e) => {
    if (e.target === slider) return; // the slider moves itself, then says so by "input"
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[e.key];
    if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    showAt(to);
  });
  figure.append(table, title, sentence);
  if (!hint) figure.append(controls);
  showAt(0);
  return figure;
}

// The walks of an explained file, each opened on demand: a workbook may hold hundreds.
function walkList(walks) {
  const list = document.createElement("div");
  list.className = "walks";
  for (const walk of walks) {
    const details = document.createElement("details");
    details.className = "walk-item";
    const summary = document.createElement("summary");
    summary.textContent = say("page-step-through-count", { place: walk.place, count: walk.steps.length });
    details.append(summary);
    details.addEventListener("toggle", () => {
      if (details.open && !details.querySelector("figure")) details.append(drawWalk(walk));
    });
    list.append(details);
  }
  return list;
}

const MIME = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xlsm: "application/vnd.ms-excel.sheet.macroEnabled.12",
  txt: "text/plain",
  csv: "text/csv",
};

// Each download link holds its file in the tab's memory until its URL is revoked: a
// results list grows with every job, so only the newest KEEP sections keep their files,
// and no more than KEEP_BYTES of them beyond the newest section's (older links say so);
// "Clear results" gives all of it back.
const KEEP = 40;
const KEEP_BYTES = 256 * 1024 * 1024;

function forget(section) {
  for (const a of section.querySelectorAll("a.download[href]")) {
    URL.revokeObjectURL(a.href);
    a.removeAttribute("href");
    a.classList.add("forgotten");
    a.textContent = say("page-forgotten", { name: a.download });
  }
}

function keepNewest() {
  const sections = Array.from($("results").querySelectorAll(":scope > section"));
  let bytes = 0;
  sections.forEach((section, k) => {
    const held = Array.from(section.querySelectorAll("a.download[href]"))
      .reduce((sum, a) => sum + Number(a.dataset.bytes || 0), 0);
    bytes += held;
    if (k >= KEEP || (k > 0 && bytes > KEEP_BYTES)) forget(section);
  });
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
  a.dataset.bytes = String(blob.size);
  a.download = file.name;
  a.textContent = label || say("page-download", { name: file.name });
  if (start) setTimeout(() => a.click(), 0);
  return a;
}

// A result with more grids than this shows a summary first, these grids drawn, and the
// rest folded (drawn when opened): a sheet of 300 grids once made a page 161,349 px long.
const SHOWN_AT_ONCE = 6;

// A <details> holding what `fill` makes, made when first opened.
function folded(label, fill, className) {
  const details = document.createElement("details");
  details.className = className;
  const summary = document.createElement("summary");
  summary.textContent = label;
  details.append(summary);
  details.addEventListener("toggle", () => {
    if (details.open && details.childElementCount === 1) fill(details);
  });
  return details;
}

// "12 grids: 10 Solved; 2 No solution exists." from the grids' status lines.
function gridSummary(grids) {
  const counts = new Map();
  for (const g of grids) counts.set(g.status, (counts.get(g.status) || 0) + 1);
  const parts = Array.from(counts, ([status, n]) => `${n} × ${status}`);
  return say("page-grid-summary", { count: grids.length, parts: parts.join("; ") });
}

function stepsBlock(lines) {
  const pre = document.createElement("pre");
  pre.className = "steps";
  pre.textContent = lines.join("\n");
  // A long list scrolls: keyboard users reach it with Tab and scroll it with the arrows.
  pre.tabIndex = 0;
  pre.setAttribute("role", "region");
  pre.setAttribute("aria-label", say("page-steps"));
  return pre;
}

// `start`: whether the result's one file downloads on its own (a batch's files come as
// one .zip instead: a browser lets a page start only one download by itself).
function show(container, result, { steps = false, start = true, openWalk = false } = {}) {
  const all = result.grids || [];
  const many = all.length > SHOWN_AT_ONCE;
  if (many) container.append(messageLine(gridSummary(all), "summary"));
  if (steps && result.out.length > 3) {
    const head = result.out.filter((l) => !l.startsWith("  "));
    const lines = many ? head.slice(0, SHOWN_AT_ONCE) : head;
    for (const line of lines) container.append(messageLine(line, lineKind(line)));
    container.append(stepsBlock(result.out));
  } else if (many) {
    // The command's lines (a status and a printed grid each) fold under the summary.
    container.append(folded(say("page-printed", { count: result.out.length }),
      (d) => d.append(stepsBlock(result.out)), "more-lines"));
  } else {
    for (const line of result.out) container.append(messageLine(line, lineKind(line)));
  }
  for (const line of result.err) container.append(messageLine(line, lineKind(line) || "error"));
  if (all.length) {
    const grids = document.createElement("div");
    grids.className = "grids";
    for (const g of all.slice(0, SHOWN_AT_ONCE)) grids.append(drawGrid(g));
    container.append(grids);
    if (many) {
      const rest = all.slice(SHOWN_AT_ONCE);
      container.append(folded(say("page-other-grids", { count: rest.length }), (d) => {
        const more = document.createElement("div");
        more.className = "grids";
        for (const g of rest) more.append(drawGrid(g));
        d.append(more);
      }, "more-grids"));
    }
  }
  const walks = result.walks || [];
  // A typed puzzle's walk (its steps, or a hint) is shown at once; a file's, each on
  // demand.
  if (openWalk && walks.length === 1) {
    container.insertBefore(drawWalk(walks[0]), container.querySelector("pre.steps"));
  } else if (walks.length > SHOWN_AT_ONCE) {
    container.append(walkList(walks.slice(0, SHOWN_AT_ONCE)));
    const rest = walks.slice(SHOWN_AT_ONCE);
    container.append(folded(say("page-other-walks", { count: rest.length }),
      (d) => d.append(walkList(rest)), "more-walks"));
  } else if (walks.length) {
    container.append(walkList(walks));
  }
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
  $("chosen").textContent = n === 0 ? say("page-none-chosen")
    : n === 1 ? say("page-chosen-one", { name: chosen[0].name })
      : say("page-chosen-many", { count: n, names: chosen.map((f) => f.name).join(", ") });
}

// What happened to a file, by the job's kind: page-doing-solve, page-done-explain, ...
const jobWords = (state, kind) => say(`page-${state}-${kind}`);

function runFiles(kind) {
  if (chosen.length === 0) {
    $("chosen").textContent = say("page-choose-first");
    $("files").focus();
    return;
  }
  const flags = fileFlags(kind);
  const files = chosen;
  const key = [kind, ...flags, ...files.map((f) => `${f.name}/${f.size}/${f.lastModified}`)].join("\n");
  return once(key, (text) => { $("chosen").textContent = text; }, () => runBatch(kind, flags, files));
}

// Shows a job's seconds on its "Working" line, so that a long file is seen to be alive.
// The count is hidden from screen readers, which would read it out every second.
function ticking(line, words) {
  line.textContent = words;
  const seconds = document.createElement("span");
  seconds.className = "seconds";
  seconds.setAttribute("aria-hidden", "true");
  line.append(seconds);
  const began = performance.now();
  const timer = setInterval(() => {
    seconds.textContent = ` ${Math.round((performance.now() - began) / 1000)} s`;
  }, 1000);
  return () => clearInterval(timer);
}

async function runBatch(kind, flags, files) {
  const stopsAtStart = stops;
  const jobs = files.map((file, k) => {
    const section = document.createElement("section");
    section.className = "file";
    section.dataset.name = file.name;
    section.dataset.action = kind;
    const h = document.createElement("h3");
    h.textContent = file.name;
    const what = document.createElement("span");
    what.className = "what";
    what.textContent = ` (${jobWords("doing", kind)})`;
    h.append(what);
    const of = files.length > 1 ? { n: k + 1, total: files.length } : null;
    section.append(h, messageLine(of ? say("page-waiting-of", of) : say("page-waiting"), "working"));
    $("results").prepend(section);
    keepNewest();
    return { file, section, of };
  });
  const made = [];
  for (const { file, section, of } of jobs) {
    // After Stop, the files not yet started are left, and say so.
    let result;
    if (stops !== stopsAtStart) {
      result = { out: [], grids: [], files: [], exit: 130, err: [PREFIX + say("page-stopped")] };
    } else {
      const stop = ticking(section.querySelector(".working"),
        of ? say("page-working-of", of) : say("page-working"));
      result = await run({ kind, name: file.name, file, flags });
      stop();
    }
    section.querySelector(".working")?.remove();
    show(section, result, { steps: kind === "explain", start: files.length === 1 });
    const failed = result.exit !== 0 && result.files.length === 0;
    if (failed) section.classList.add("failed");
    section.querySelector(".what").textContent = ` (${jobWords(failed ? "failed" : "done", kind)})`;
    section.dataset.done = "true";
    keepNewest();
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
  h.textContent = say("page-batch-head", { inputs, done: jobWords("done", kind), count: made.length });
  section.append(h);
  $("results").prepend(section);
  keepNewest();
  if (made.length === 0) {
    section.append(messageLine(say("page-nothing-written"), "error"));
  } else {
    const name = `sudoku-xlsx-${made.length}-file${made.length === 1 ? "" : "s"}.zip`;
    section.append(messageLine(say("page-packing", { name }), "working"));
    const result = await run({
      kind: "zip", name, names: made.map((f) => f.name), contents: made.map((f) => f.bytes),
    });
    section.querySelector(".working")?.remove();
    show(section, result, { start: true });
    const link = section.querySelector("a.download");
    if (link) link.textContent = say("page-download-all", { count: made.length, name });
  }
  section.dataset.done = "true";
  keepNewest();
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
  out.replaceChildren(messageLine(say("page-working"), "working"));
  const stop = ticking(out.firstChild, say("page-working"));
  const result = await run({
    kind: "puzzle", text: $("puzzle").value, action, level: $("hint-level").value,
  });
  stop();
  out.replaceChildren();
  show(out, result, { steps: action === "steps", openWalk: true });
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
  out.replaceChildren(messageLine(say("page-making", { count }), "working"));
  const result = await run({ kind: "generate", flags }, (made) => {
    progress.value = made;
    out.firstChild.textContent = say("page-made-of", { made, count });
  });
  progress.hidden = true;
  out.replaceChildren();
  // One line a puzzle is too much for a page: the summary, the file, any trouble.
  // Each puzzle's line ends with the puzzle itself, in any language.
  const summary = result.out.filter((l) => !/\s[0-9A-Z.]{16,}$/.test(l));
  if (asked > MOST_AT_ONCE) {
    summary.unshift(PREFIX + say("warning-line",
      { text: say("page-most-at-once", { most: MOST_AT_ONCE, asked }) }));
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
