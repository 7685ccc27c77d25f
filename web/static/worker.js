// The page's worker: loads the WebAssembly once and runs each job the page sends, so
// long work (a hundred expert puzzles) never freezes the page. A job that traps the
// instance (a panic) is reported as a crash; the page then starts a new worker.
import init, * as wasm from "./pkg/sudoku_web.js";

// The instance's exports, for the size of its memory: WebAssembly memory grows and never
// shrinks, so the page ends a worker that a large file left big (app.js).
let exports = null;
const ready = init().then(
  (e) => {
    exports = e;
    self.postMessage({ type: "ready" });
  },
  (e) => self.postMessage({ type: "crash", id: null, message: `the solver could not load: ${e}` }),
);

function memory() {
  return exports?.memory?.buffer?.byteLength ?? 0;
}

self.onmessage = async (event) => {
  await ready;
  const job = event.data;
  try {
    // Each job says which language its lines and workbooks are written in.
    wasm.set_language(job.lang || "en");
    let result;
    switch (job.kind) {
      case "solve":
      case "explain":
      case "play": {
        // The page sends the File itself: read here, it is never copied between threads,
        // and a job can be sent again after a crash.
        const bytes = new Uint8Array(job.file ? await job.file.arrayBuffer() : job.bytes);
        result = wasm[job.kind](job.name, bytes, job.flags);
        break;
      }
      case "zip": {
        const zipped = wasm.zip(job.names, job.contents);
        const files = [{ name: job.name, bytes: zipped }];
        const json = JSON.stringify({ out: [], err: [], grids: [], exit: 0 });
        self.postMessage({ type: "done", id: job.id, json, files, memory: memory() },
          [zipped.buffer]);
        return;
      }
      case "generate":
        result = wasm.generate(job.flags, (n) =>
          self.postMessage({ type: "progress", id: job.id, made: n }));
        break;
      case "bench": {
        // Times the solver alone and one workbook end to end, in this worker.
        const rounds = job.rounds || 20;
        let solved = 0;
        const t0 = performance.now();
        for (let k = 0; k < rounds; k++) solved = wasm.bench_solve(job.text);
        const t1 = performance.now();
        for (let k = 0; k < rounds; k++) wasm.solve(job.name, new Uint8Array(job.bytes), []);
        const t2 = performance.now();
        self.postMessage({ type: "bench", id: job.id, solved, solveMs: (t1 - t0) / rounds,
          workbookMs: (t2 - t1) / rounds });
        return;
      }
      case "bench-job": {
        // One job's mean time over `rounds`, in this worker (web/tests/bench.py).
        const rounds = job.rounds || 5;
        const t0 = performance.now();
        for (let k = 0; k < rounds; k++) {
          const r = job.job === "generate" ? wasm.generate(job.flags, () => {})
            : wasm[job.job](job.name, new Uint8Array(job.bytes), job.flags);
          const exit = JSON.parse(r.json).exit;
          if (exit > 1) throw new Error(`${job.job} exited ${exit}: ${r.json.slice(0, 300)}`);
        }
        self.postMessage({ type: "bench", id: job.id, ms: (performance.now() - t0) / rounds });
        return;
      }
      case "puzzle":
        result = wasm.puzzle(job.text, job.action, job.level || "nudge");
        break;
      default:
        throw new Error(`unknown job ${job.kind}`);
    }
    const files = result.files.map((f) => ({ name: f.name, bytes: f.bytes }));
    self.postMessage(
      { type: "done", id: job.id, json: result.json, files, memory: memory() },
      files.map((f) => f.bytes.buffer),
    );
  } catch (e) {
    const message = self.sudokuPanic || String(e);
    self.postMessage({ type: "crash", id: job.id, message });
  }
};
