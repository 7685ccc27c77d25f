#!/usr/bin/env python3
"""The web page's figures for BENCHMARKS.md, measured in headless Chromium on this machine.

    /usr/bin/python3 web/tests/bench.py [--dist web/dist] [--puzzles FILE] [--workbook FILE]

Run `web/build` first. Prints, as Markdown:
  - the site's size, each file and gzipped (-9);
  - from the click on Solve to the finished download of the workbook (median and best of
    15, each run on a freshly chosen file), and from page start to the solver being ready;
  - the solver alone on a puzzle set and one workbook end to end (the `solve` job, read
    to copy in memory), in the page's worker (WebAssembly) and in a native release build
    of the same code (web/examples/native_bench.rs), and their ratio.
With `--memory WORKBOOK [--solves 50]`, instead: the resident memory of every Chromium
process after the page loads, after each solve of WORKBOOK through the page (chosen,
Solve clicked, downloaded), and after Clear results; WORKBOOK is written first when it
does not exist (the classic puzzle and 1.57 million numbers, about 20 MiB).
Needs what web/tests/e2e.py needs (chromium, chromium-driver, python3-selenium).
"""

import argparse
import functools
import glob
import gzip
import http.server
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def serve(dist):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    Handler.extensions_map[".wasm"] = "application/wasm"
    Handler.extensions_map[".js"] = "text/javascript"
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=dist))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser(downloads):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for a in ["--headless=new", "--no-sandbox", "--window-size=1280,1000"]:
        options.add_argument(a)
    options.add_experimental_option("prefs", {
        "download.default_directory": downloads,
        "download.prompt_for_download": False,
        "profile.default_content_setting_values.automatic_downloads": 1,
    })
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Browser.setDownloadBehavior",
                           {"behavior": "allow", "downloadPath": downloads})
    return driver


def site_size(dist):
    rows = []
    total = total_gz = 0
    for path in sorted(glob.glob(os.path.join(dist, "**", "*"), recursive=True)):
        if not os.path.isfile(path):
            continue
        data = open(path, "rb").read()
        gz = len(gzip.compress(data, 9))
        rows.append((os.path.relpath(path, dist), len(data), gz))
        total += len(data)
        total_gz += gz
    return rows, total, total_gz


def click_to_download(driver, url, workbook, downloads, runs=15):
    started = time.perf_counter()
    driver.get(url)
    while driver.execute_script("return document.body.dataset.ready") != "true":
        if time.perf_counter() - started > 60:
            sys.exit("the page did not get ready")
        time.sleep(0.005)
    ready = time.perf_counter() - started
    stem = os.path.splitext(os.path.basename(workbook))[0]
    want = os.path.join(downloads, f"{stem}.solved.xlsx")
    times = []
    for _ in range(runs):
        # A pause between runs, as a person's clicks have: Chromium holds back a page's
        # downloads that follow each other too closely.
        time.sleep(1.0)
        for f in glob.glob(os.path.join(downloads, "*")):
            os.remove(f)
        chooser = driver.find_element(By.ID, "files")
        driver.execute_script("arguments[0].value = '';", chooser)
        chooser.send_keys(workbook)
        button = driver.find_element(By.ID, "solve")
        t0 = time.perf_counter()
        button.click()
        while not os.path.exists(want):
            if time.perf_counter() - t0 > 30:
                results = driver.find_element(By.ID, "results").text[:500]
                sys.exit(f"no download within 30 s (run {len(times) + 1}; downloads: "
                         f"{os.listdir(downloads)}; the page: {results})")
            time.sleep(0.002)
        times.append(time.perf_counter() - t0)
    return ready, times


def in_worker(driver, puzzles, workbook, rounds):
    data = open(workbook, "rb").read()
    script = """
const [text, bytes, name, rounds, done] = arguments;
const w = new Worker('./worker.js', {type: 'module'});
w.onmessage = (e) => {
  if (e.data.type === 'ready') {
    const buf = new Uint8Array(bytes).buffer;
    w.postMessage({kind: 'bench', id: 1, text, bytes: buf, name, rounds}, [buf]);
  } else if (e.data.type === 'bench') { w.terminate(); done(e.data); }
};
"""
    driver.set_script_timeout(600)
    return driver.execute_async_script(
        script, open(puzzles).read(), list(data), os.path.basename(workbook), rounds)


def job_in_worker(driver, job, workbook, flags, rounds):
    """One job's mean milliseconds in the page's worker (a fresh one)."""
    data = list(open(workbook, "rb").read()) if workbook else []
    script = """
const [job, bytes, name, flags, rounds, done] = arguments;
const w = new Worker('./worker.js', {type: 'module'});
w.onmessage = (e) => {
  if (e.data.type === 'ready') {
    const buf = new Uint8Array(bytes).buffer;
    w.postMessage({kind: 'bench-job', id: 1, job, bytes: buf, name, flags, rounds}, [buf]);
  } else if (e.data.type === 'bench') { w.terminate(); done(e.data.ms); }
  else if (e.data.type === 'crash') { w.terminate(); done('crash: ' + e.data.message); }
};
"""
    driver.set_script_timeout(900)
    ms = driver.execute_async_script(
        script, job, data, os.path.basename(workbook) if workbook else "", flags, rounds)
    if isinstance(ms, str):
        sys.exit(f"{job} in the worker: {ms}")
    return ms


def job_native(job, workbook, flags, rounds):
    out = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--locked", "-p", "sudoku-web",
         "--example", "native_bench", "--", "job", str(rounds), job, workbook or "-", *flags],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])["ms"]


def formula_workbook(folder):
    """The benches' formula workbook (the classic puzzle, and 72,922 formulas with their
    cached results on a second sheet), written by the native bench."""
    path = os.path.join(folder, "formulas.xlsx")
    subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--locked", "-p", "sudoku-web",
         "--example", "native_bench", "--", "formulas", path], cwd=ROOT, check=True)
    return path


def native(puzzles, workbook, rounds):
    out = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--locked", "-p", "sudoku-web",
         "--example", "native_bench", "--", puzzles, workbook, str(rounds)],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def tree_rss(pid):
    """Resident memory (bytes) of process `pid` and all its descendants: Chromium's
    browser, renderer, GPU and utility processes under chromedriver."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
        except OSError:
            pass
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        todo.extend(children.get(p, []))
        try:
            with open(f"/proc/{p}/statm") as f:
                total += int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        except OSError:
            pass
    return total


def memory_over_solves(driver, url, workbook, downloads, solves):
    """The tab's memory (every Chromium process) after loading, after each of `solves`
    solves of `workbook` through the page, and after Clear results."""
    driver.get(url)
    while driver.execute_script("return document.body.dataset.ready") != "true":
        time.sleep(0.05)
    root = driver.service.process.pid
    base = tree_rss(root)
    after = []
    seconds = []
    for k in range(solves):
        for f in glob.glob(os.path.join(downloads, "*")):
            os.remove(f)
        # Emptied first: a second send_keys adds to the files already chosen, and solve k
        # would then solve k copies (the first run of this bench did).
        chooser = driver.find_element(By.ID, "files")
        driver.execute_script("arguments[0].value = '';", chooser)
        chooser.send_keys(workbook)
        driver.execute_script("document.body.dataset.busy = 'true';")
        driver.find_element(By.ID, "solve").click()
        t0 = time.perf_counter()
        while driver.execute_script("return document.body.dataset.busy") == "true":
            if time.perf_counter() - t0 > 300:
                sys.exit(f"solve {k + 1} did not finish within 300 s")
            time.sleep(0.05)
        seconds.append(time.perf_counter() - t0)
        time.sleep(0.5)
        after.append(tree_rss(root))
        print(f"solve {k + 1}: {seconds[-1]:.1f} s, {after[-1] / 2**20:.0f} MiB", flush=True)
    recycled = driver.execute_script("return document.body.dataset.recycled || '0'")
    driver.find_element(By.ID, "results-clear").click()
    # Revoked blobs are freed by the browser's own collection: give it a moment.
    time.sleep(3)
    cleared = tree_rss(root)
    return base, after, cleared, seconds, recycled


def write_big_workbook(path, numbers=1_570_000):
    """The memory bench's workbook: the classic puzzle at A1:I9 of Sheet1 and a Data
    sheet of `numbers` random numbers (about 20 MiB), written with openpyxl."""
    import random

    import openpyxl

    wb = openpyxl.Workbook(write_only=True)
    ws = wb.create_sheet("Sheet1")
    classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    for r in range(9):
        ws.append([int(c) if c != "." else None for c in classic[r * 9:r * 9 + 9]])
    data = wb.create_sheet("Data")
    rng = random.Random(1)
    for _ in range(numbers // 10):
        data.append([rng.random() * 1000 for _ in range(10)])
    wb.save(path)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dist", default=os.path.join(ROOT, "web", "dist"))
    p.add_argument("--puzzles", default=os.path.join(ROOT, "tests", "data", "norvig_top95.txt"))
    p.add_argument("--workbook", default=os.path.join(ROOT, "samples", "classic.xlsx"))
    p.add_argument("--rounds", type=int, default=50)
    p.add_argument("--memory", metavar="WORKBOOK",
                   help="instead: the tab's memory over --solves solves of WORKBOOK through the page")
    p.add_argument("--solves", type=int, default=50)
    a = p.parse_args()

    if a.memory:
        server = serve(a.dist)
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        downloads = tempfile.mkdtemp(prefix="sudoku-web-bench-")
        driver = browser(downloads)
        try:
            if not os.path.exists(a.memory):
                print(f"writing {a.memory} (the classic puzzle and 1.57 million numbers)", flush=True)
                write_big_workbook(a.memory)
            base, after, cleared, seconds, recycled = memory_over_solves(
                driver, url, os.path.abspath(a.memory), downloads, a.solves)
        finally:
            driver.quit()
            server.shutdown()
        mib = lambda b: b / 2**20  # noqa: E731
        size = os.path.getsize(a.memory) / 2**20
        print(f"the tab (every Chromium process), {os.path.basename(a.memory)} ({size:.1f} MiB) solved "
              f"{a.solves} times through the page:")
        print(f"loaded: {mib(base):.0f} MiB; after solve 1: {mib(after[0]):.0f}; 10: {mib(after[min(9, len(after) - 1)]):.0f}; "
              f"{len(after)}: {mib(after[-1]):.0f}; highest: {mib(max(after)):.0f}; "
              f"after Clear results: {mib(cleared):.0f} MiB")
        print(f"a solve took {statistics.median(seconds):.1f} s (median), {min(seconds):.1f}-{max(seconds):.1f} s; "
              f"the page started a fresh worker {recycled} times")
        return

    rows, total, total_gz = site_size(a.dist)
    print("| file | bytes | gzip -9 |\n|---|---:|---:|")
    for name, size, gz in rows:
        print(f"| {name} | {size:,} | {gz:,} |")
    print(f"| **the site** | **{total:,}** | **{total_gz:,}** |\n")

    server = serve(a.dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    downloads = tempfile.mkdtemp(prefix="sudoku-web-bench-")
    driver = browser(downloads)
    formulas = formula_workbook(tempfile.mkdtemp(prefix="sudoku-web-bench-in-"))
    hard = os.path.join(ROOT, "samples", "hard-17-clue.xlsx")
    # The page against the command's code, job by job: (what, job, workbook, flags, rounds).
    versus = [
        ("solve `classic.xlsx`", "solve", a.workbook, [], 20),
        ("explain `classic.xlsx` (the copy with its Steps sheets)", "explain", a.workbook, [], 10),
        ("explain `hard-17-clue.xlsx`", "explain", hard, [], 5),
        ("play `classic.xlsx`", "play", a.workbook, [], 10),
        ("generate 10 medium puzzles (`-n 10 --seed 1`)", "generate", None,
         ["-o", "puzzles.xlsx", "-n", "10", "--seed", "1", "--difficulty", "medium"], 3),
        ("solve the 72,922-formula workbook (1.9 MB), `--range auto`", "solve", formulas,
         ["--range", "auto"], 3),
    ]
    try:
        ready, times = click_to_download(driver, url, a.workbook, downloads)
        wasm = in_worker(driver, a.puzzles, a.workbook, a.rounds)
        page_ms = [job_in_worker(driver, j, w, f, r) for _, j, w, f, r in versus]
    finally:
        driver.quit()
        server.shutdown()
    print(f"page start to solver ready: {ready * 1e3:.0f} ms")
    print(f"click on Solve to {os.path.basename(a.workbook)} downloaded ({len(times)} runs): "
          f"median {statistics.median(times) * 1e3:.0f} ms, best {min(times) * 1e3:.0f} ms, "
          f"worst {max(times) * 1e3:.0f} ms\n")

    nat = native(a.puzzles, a.workbook, a.rounds)
    n = sum(1 for line in open(a.puzzles) if len(line.strip()) == 81)
    print("| work | WebAssembly (worker) | native (release) | wasm / native |\n|---|---:|---:|---:|")
    print(f"| solver, {n} puzzles of {os.path.basename(a.puzzles)}, mean of {a.rounds} "
          f"| {wasm['solveMs']:.1f} ms "
          f"| {nat['solveMs']:.1f} ms | {wasm['solveMs'] / nat['solveMs']:.2f} |")
    print(f"| {os.path.basename(a.workbook)} end to end (read, solve, copy), mean of {a.rounds} "
          f"| {wasm['workbookMs']:.2f} ms | {nat['workbookMs']:.2f} ms "
          f"| {wasm['workbookMs'] / nat['workbookMs']:.2f} |")
    if wasm["solved"] != nat["solved"]:
        sys.exit(f"the builds disagree: {wasm['solved']} against {nat['solved']} solved")

    print("\n| job (mean of its rounds) | the page (worker) | the command's code (native) | page / command |")
    print("|---|---:|---:|---:|")
    for (what, j, w, f, r), ms in zip(versus, page_ms):
        nat_ms = job_native(j, w, f, r)
        print(f"| {what}, {r} rounds | {ms:.1f} ms | {nat_ms:.1f} ms | {ms / nat_ms:.1f} |")


if __name__ == "__main__":
    main()
