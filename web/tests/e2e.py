#!/usr/bin/env python3
"""The web page (issue #31) end to end, in headless Chromium.

Serves the built site with Python's http.server on a free localhost port, opens it in
headless Chromium through Selenium, and uses it as a person would: chooses workbooks it
wrote itself with openpyxl, and a text list (random puzzles, so no answer can be canned;
the seed is printed, and --seed makes a run again), clicks the buttons, and opens what the page
downloads with openpyxl. Chromium keeps its default download settings (one download a
click, no permission for more), so a batch must arrive as its one .zip. Every request the page makes is recorded (Chromium's
performance log, and the server's own log); at the end the server is stopped and one
more workbook is solved, so the work needs nothing fetched after the page loaded.

Run with Debian's Python, which has Selenium 4 and openpyxl (python3-selenium,
python3-openpyxl; the browser from chromium and chromium-driver):

    /usr/bin/python3 web/tests/e2e.py --dist web/dist [--screenshot docs/web.png]

Prints one line per check and exits with status 1 at the first failure, saying what the
page showed. The page's side of the contract (ids, classes, data-done) is in the
comments of `Page` below. `--self-test` checks this script's own parts (the puzzle maker,
the solution counter, the server's MIME types) without a browser.
"""

import argparse
import functools
import http.server
import json
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
import urllib.request
import warnings
import zipfile
from pathlib import Path

# Seconds one action may take (a debug build of the wasm is slow); --timeout changes it.
ACTION_SECONDS = 60
# Seconds to wait after an action, before saying that nothing more was downloaded.
SETTLE_SECONDS = 2.0


class Failure(Exception):
    """A check that did not hold; the message says what the page showed."""


# ---------------------------------------------------------------------------------------
# Puzzles: a random solved grid, blanked while the solution stays unique.

ALL_DIGITS = 0b1111111110  # bits 1..9


def box_of(i):
    return (i // 27) * 3 + (i % 9) // 3


def cell_name(i):
    """`B3` for the cell at index i (row-major) of a grid at A1."""
    return "ABCDEFGHI"[i % 9] + str(i // 9 + 1)


def count_solutions(cells, limit=2):
    """How many solutions `cells` (81 ints, 0 = empty) has, counting no further than
    `limit`. 0 when the givens clash. Backtracking on bitmasks, the cell with the fewest
    candidates first."""
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9
    for i, v in enumerate(cells):
        if v:
            bit = 1 << v
            r, c, b = i // 9, i % 9, box_of(i)
            if (rows[r] | cols[c] | boxes[b]) & bit:
                return 0
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
    grid = list(cells)
    empty = [i for i in range(81) if not grid[i]]

    def search():
        best, best_mask, best_n = -1, 0, 10
        for i in empty:
            if grid[i]:
                continue
            mask = ALL_DIGITS & ~(rows[i // 9] | cols[i % 9] | boxes[box_of(i)])
            n = mask.bit_count()
            if n < best_n:
                best, best_mask, best_n = i, mask, n
                if n <= 1:
                    break
        if best < 0:
            return 1
        if best_n == 0:
            return 0
        r, c, b = best // 9, best % 9, box_of(best)
        found = 0
        for d in range(1, 10):
            bit = 1 << d
            if not best_mask & bit:
                continue
            grid[best] = d
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            found += search()
            grid[best] = 0
            rows[r] &= ~bit
            cols[c] &= ~bit
            boxes[b] &= ~bit
            if found >= limit:
                break
        return found

    return min(search(), limit)


def is_solved_grid(cells):
    """True when the 81 ints are a full grid that keeps the rules."""
    units = []
    for k in range(9):
        units.append([k * 9 + j for j in range(9)])
        units.append([j * 9 + k for j in range(9)])
        units.append([i for i in range(81) if box_of(i) == k])
    return all(sorted(cells[i] for i in unit) == list(range(1, 10)) for unit in units)


def random_solution(rng):
    """A random full grid: a valid pattern with its digits relabelled, rows shuffled
    within bands and bands shuffled, the same for columns and stacks, maybe transposed."""
    pattern = [[(3 * (r % 3) + r // 3 + c) % 9 for c in range(9)] for r in range(9)]
    digits = rng.sample(range(1, 10), 9)
    rows = [3 * band + r for band in rng.sample(range(3), 3) for r in rng.sample(range(3), 3)]
    cols = [3 * stack + c for stack in rng.sample(range(3), 3) for c in rng.sample(range(3), 3)]
    grid = [[digits[pattern[r][c]] for c in cols] for r in rows]
    if rng.random() < 0.5:
        grid = [list(col) for col in zip(*grid)]
    cells = [v for row in grid for v in row]
    assert is_solved_grid(cells), cells
    return cells


def random_puzzle(rng, min_givens=26):
    """(puzzle, solution) as 81 ints each: cells of a random solution blanked in random
    order, each blank kept only while the puzzle still has exactly one solution and
    every edge row and column keeps a given: with an empty edge line the digits could
    also be read one cell over, which the tool rightly refuses to guess."""
    solution = random_solution(rng)
    puzzle = list(solution)
    givens = 81
    edges = [[r * 9 + c for c in range(9)] for r in (0, 8)] + [[r * 9 + c for r in range(9)] for c in (0, 8)]
    for i in rng.sample(range(81), 81):
        if givens <= min_givens:
            break
        puzzle[i] = 0
        if all(any(puzzle[j] for j in line) for line in edges) and count_solutions(puzzle) == 1:
            givens -= 1
        else:
            puzzle[i] = solution[i]
    assert count_solutions(puzzle) == 1
    assert all(p in (0, s) for p, s in zip(puzzle, solution))
    return puzzle, solution


def line_of(cells):
    """The 81-character line of a grid, `.` for an empty cell."""
    return "".join(str(v) if v else "." for v in cells)


def plant_clash(rng, puzzle):
    """A copy of `puzzle` with one given copied into an empty cell of its row, where
    neither that cell's column nor its box holds the digit, so the only clash is the
    pair in the row. Returns (clashing puzzle, the given's index, the new cell's index)."""
    choices = []
    for given in range(81):
        d = puzzle[given]
        if not d:
            continue
        r = given // 9
        for cell in range(r * 9, r * 9 + 9):
            if puzzle[cell]:
                continue
            column = [puzzle[j * 9 + cell % 9] for j in range(9)]
            box = [puzzle[j] for j in range(81) if box_of(j) == box_of(cell)]
            if d not in column and d not in box:
                choices.append((given, cell))
    given, cell = rng.choice(choices)
    clash = list(puzzle)
    clash[cell] = puzzle[given]
    return clash, given, cell


# ---------------------------------------------------------------------------------------
# Workbooks in and out.


def printed_layout(cells):
    """The grid as the command prints it: `5 3 . | . 7 . | . . .`, `------+-------+------`."""
    rows = []
    for r in range(9):
        if r in (3, 6):
            rows.append("------+-------+------")
        row = [str(d) if d else "." for d in cells[r * 9:r * 9 + 9]]
        rows.append(" | ".join(" ".join(row[k:k + 3]) for k in (0, 3, 6)))
    return "\n".join(rows)


LOCALES = Path(__file__).resolve().parents[2] / "crates" / "sudoku-i18n" / "locales"


@functools.lru_cache(maxsize=None)
def catalog(code):
    """The one-line messages of language `code`'s catalogs (general, steps, errors and the
    page's), as id -> text: what the page should show, read from the same files the
    module is built from."""
    out = {}
    for path in [LOCALES / f"{code}.ftl"] + [LOCALES / d / f"{code}.ftl" for d in ("steps", "errors", "page")]:
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^([a-z][a-z0-9-]*) = (.*)$", line)
            if m and "{" not in m.group(2):
                out[m.group(1)] = m.group(2)
    return out


def write_puzzle_workbook(path, puzzle):
    """A workbook with the puzzle at Sheet1!A1:I9, givens as numbers, blanks empty."""
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    for i, v in enumerate(puzzle):
        if v:
            ws.cell(row=i // 9 + 1, column=i % 9 + 1, value=v)
    wb.save(path)


def write_fake_pdf(path):
    """A PDF document (a tiny valid one) under a workbook's name."""
    path.write_bytes(
        b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
        b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n"
        b"trailer\n<< /Root 1 0 R >>\n%%EOF\n"
    )


def write_bloated_workbook(path, puzzle, gigabytes):
    """A workbook whose sheet holds `puzzle` at A1:I9 and, between its rows, `gigabytes`
    GB of XML whitespace: a few MB on disk; 3.5 GB is more than the page lets one job
    hold (2 GiB, web/build) once inflated by a reader that holds the part whole."""
    rows = []
    for r in range(9):
        cells = "".join(
            f'<c r="{"ABCDEFGHI"[c]}{r + 1}"><v>{puzzle[r * 9 + c]}</v></c>'
            for c in range(9) if puzzle[r * 9 + c])
        rows.append(f'<row r="{r + 1}">{cells}</row>')
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    parts = {
        "[Content_Types].xml":
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
            '</Types>',
        "_rels/.rels":
            f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f'<Relationship Id="rId1" Type="{rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml":
            f'<?xml version="1.0" encoding="UTF-8"?><workbook {ns} xmlns:r="{rel}"><sheets>'
            '<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels":
            f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f'<Relationship Id="rId1" Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    }
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        for name, text in parts.items():
            z.writestr(name, text)
        with z.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as f:
            f.write(f'<?xml version="1.0" encoding="UTF-8"?><worksheet {ns}><sheetData>'.encode())
            f.write("".join(rows[:4]).encode())
            # Spaces with a tab or newline at random every three hundred bytes: it packs about
            # 60 to 1, under the readers' decompression-bomb ratio (100), as real bloat does.
            chunk = bytearray(b" " * (64 << 20))
            rng = random.Random(5)
            at = 0
            while at < len(chunk):
                chunk[at] = rng.choice(b"\t\n")
                at += rng.randrange(150, 450)
            chunk = bytes(chunk)
            left = int(gigabytes * 2**30)
            while left > 0:
                f.write(chunk[:left])
                left -= len(chunk)
            f.write(("".join(rows[4:]) + "</sheetData></worksheet>").encode())


def giant_solution():
    """A full 16x16 grid (boxes of 4x4), numbers 1-16."""
    return [(4 * (r % 4) + r // 4 + c) % 16 + 1 for r in range(16) for c in range(16)]


def giant_puzzle(rng, solution):
    """The 16x16 `solution` with one cell blanked in each row, each in another column:
    each blank is the one gap of its row, so the puzzle has that one solution."""
    cols = rng.sample(range(16), 16)
    return [0 if i % 16 == cols[i // 16] else v for i, v in enumerate(solution)]


def write_giant_workbook(path, puzzle, top, left):
    """The 16x16 `puzzle` with its top-left cell at (top, left), 1-based, as numbers."""
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    for i, v in enumerate(puzzle):
        if v:
            ws.cell(row=top + i // 16, column=left + i % 16, value=v)
    wb.save(path)


def write_empty_workbook(path):
    """A workbook with words but no puzzle."""
    import openpyxl

    wb = openpyxl.Workbook()
    wb.active.title = "Sheet1"
    wb.active["A1"] = "Shopping list"
    wb.active["A2"] = "Eggs"
    wb.save(path)


def axe_path():
    """axe-core's script: $AXE_CORE, or where .ci/run installs it."""
    return os.environ.get("AXE_CORE") or str(
        Path(__file__).resolve().parents[2] / "target/ci-tools/axe/node_modules/axe-core/axe.min.js")


# A flag of the command (`--range`, `--grid-only`), which the page must never show: it has
# boxes and buttons instead. A dash rule (`---+---`) is not one.
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z-]*")


def open_workbook(path, what):
    """openpyxl's workbook of a download, or a Failure saying why it does not open."""
    import openpyxl

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return openpyxl.load_workbook(path)
    except Exception as e:  # openpyxl raises many kinds
        raise Failure(f"{what}: openpyxl cannot open {path.name} ({len(path.read_bytes())} bytes): {e!r}")


def digit_of(value):
    """The digit 1-9 a cell holds as a number (or as text), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)) and value == int(value) and 1 <= value <= 9:
        return int(value)
    if isinstance(value, str) and value.strip() in tuple("123456789"):
        return int(value.strip())
    return None


def check_solved_workbook(path, puzzle, solution, what):
    """Sheet1!A1:I9 of the download holds the solution and its givens are bold."""
    wb = open_workbook(path, what)
    if "Sheet1" not in wb.sheetnames:
        raise Failure(f"{what}: {path.name} has no sheet Sheet1, only {wb.sheetnames}")
    ws = wb["Sheet1"]
    wrong, thin = [], []
    for i in range(81):
        cell = ws.cell(row=i // 9 + 1, column=i % 9 + 1)
        if digit_of(cell.value) != solution[i]:
            wrong.append(f"{cell_name(i)} holds {cell.value!r}, not {solution[i]}")
        if puzzle[i] and not (cell.font and cell.font.b):
            thin.append(cell_name(i))
    if wrong:
        raise Failure(
            f"{what}: Sheet1!A1:I9 of {path.name} is not the solution "
            f"{line_of(solution)}: {'; '.join(wrong[:6])}"
            + (f" and {len(wrong) - 6} more" if len(wrong) > 6 else "")
        )
    if thin:
        raise Failure(f"{what}: givens of {path.name} are not bold: {', '.join(thin)}")


def count_workbook_digits(wb):
    """Per sheet, how many digits 1-9 its cells hold (a number 1-9, or the digits of an
    81-character puzzle line)."""
    counts = {}
    for ws in wb.worksheets:
        n = 0
        for row in ws.iter_rows(values_only=True):
            for value in row:
                if digit_of(value) is not None:
                    n += 1
                elif isinstance(value, str) and re.fullmatch(r"[0-9.]{81}", value.strip()):
                    n += sum(ch in "123456789" for ch in value)
        counts[ws.title] = n
    return counts


# ---------------------------------------------------------------------------------------
# The server: the built site as plain files.


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Plain files from the site folder; `.wasm` as application/wasm (which
    WebAssembly.instantiateStreaming insists on) and scripts as JavaScript. Every request
    path goes to `log`."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
    }

    def __init__(self, *args, log, **kwargs):
        self.request_log = log
        super().__init__(*args, **kwargs)

    def log_request(self, code="-", size="-"):
        self.request_log.append((self.command, self.path, str(code)))

    def log_message(self, format, *args):  # errors other than requests: keep quiet
        pass


class Site:
    """The site folder served on 127.0.0.1 in a thread, with the log of its requests."""

    def __init__(self, dist):
        self.requests = []
        handler = functools.partial(SiteHandler, directory=str(dist), log=self.requests)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.running = True

    def stop(self):
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(10)
            self.running = False


def netlog_requests(path):
    """(url, initiator) of every request in Chromium's NetLog file: the initiator is the
    origin of the page or worker that asked, or "not an origin" for the browser's own
    requests and for a navigation typed in. A file the browser did not finish (it was
    killed) is read an event a line, as far as it goes."""
    text = path.read_text(errors="replace")
    try:
        log = json.loads(text)
        constants, events = log["constants"], log["events"]
    except ValueError:
        lines = text.splitlines()
        constants = json.loads(lines[0][len('{"constants":'):].rstrip(","))
        events = []
        for line in lines[2:]:
            try:
                events.append(json.loads(line.rstrip(",")))
            except ValueError:
                pass
    start = constants["logEventTypes"]["URL_REQUEST_START_JOB"]
    return [
        (e["params"]["url"], e["params"].get("initiator"))
        for e in events
        if e.get("type") == start and "url" in e.get("params", {})
    ]


# ---------------------------------------------------------------------------------------
# The browser and the page.

# What the page's file sections say, gathered in one call: the contract is
#   div#results > section.file[data-name] (one per file per action), holding .message
#   lines, table.sudoku grids and a.download[download] links; data-done="true" when its
#   work is finished, and class "failed" when it failed.
SECTIONS_JS = """
return Array.from(document.querySelectorAll('#results section.file')).map(s => ({
  seen: s.hasAttribute('data-e2e-seen'),
  name: s.dataset.name,
  done: s.dataset.done === 'true',
  failed: s.classList.contains('failed'),
  messages: Array.from(s.querySelectorAll('.message')).map(m => m.textContent.trim()),
  tables: Array.from(s.querySelectorAll('table.sudoku')).map(t => t.textContent),
  downloads: Array.from(s.querySelectorAll('a.download')).map(a => a.getAttribute('download')),
  label: (s.querySelector('h3 .what') || {}).textContent || '',
  text: s.innerText,
}));
"""

# A batch's own section (section.batch, above its files' sections): its heading and the
# .zip link.
BATCHES_JS = """
return Array.from(document.querySelectorAll('#results section.batch')).map(s => ({
  done: s.dataset.done === 'true',
  heading: (s.querySelector('h3') || {}).textContent || '',
  downloads: Array.from(s.querySelectorAll('a.download')).map(a => a.getAttribute('download')),
  text: s.innerText,
}));
"""


# Every text the page shows, kept as it appears (a message that is replaced a moment
# later counts too): the words check scans them all for flags of the command.
WATCH_JS = """
window.__e2eSeen = [];
const keep = (t) => { t = (t || '').trim(); if (t) window.__e2eSeen.push(t); };
keep(document.body.innerText);
new MutationObserver((changes) => {
  for (const c of changes) {
    if (c.type === 'characterData') keep(c.target.textContent);
    for (const n of c.addedNodes) keep(n.textContent);
    if (c.type === 'attributes') keep(c.target.getAttribute(c.attributeName));
  }
}).observe(document.body, {childList: true, subtree: true, characterData: true,
                           attributes: true, attributeFilter: ['aria-label', 'title', 'placeholder']});
"""


class Page:
    """Headless Chromium on the page, its downloads going to a folder of their own, and
    every request it makes recorded."""

    def __init__(self, site, downloads, netlog, timeout, lang="en-US"):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.site = site
        self.downloads = downloads
        self.netlog = netlog
        self.timeout = timeout
        self.requests = []  # (url, step) of every request Chromium's log showed
        self.step = "load"

        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for arg in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                    "--window-size=1280,1000", "--no-first-run", "--no-default-browser-check",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--disable-default-apps",
                    # Every request of the browser, whoever made it (the page, a worker,
                    # Chromium itself), with the origin that asked; read after quitting.
                    f"--log-net-log={netlog}",
                    # The browser's language, which the page follows on a first visit.
                    f"--lang={lang}"]:
            options.add_argument(arg)
        options.add_experimental_option("prefs", {
            "intl.accept_languages": lang,
            "download.default_directory": str(downloads),
            "download.prompt_for_download": False,
            "download.directory_upgrade": True,
            # No permission for several downloads: Chromium's default, which lets a page
            # start one download after each click. A batch must still arrive whole.
            "safebrowsing.enabled": False,
        })
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        # Headless Chromium may not honour the download prefs; DevTools sets the folder too.
        self.driver.execute_cdp_cmd(
            "Browser.setDownloadBehavior",
            {"behavior": "allow", "downloadPath": str(downloads)},
        )

    def quit(self):
        if self.driver:
            try:
                self.driver.quit()
            except Exception:
                pass
            self.driver = None

    # --- what the page showed -----------------------------------------------------------

    def begin(self, step):
        """Marks the requests from here on as made during `step`."""
        self.collect_requests()
        self.step = step

    def collect_requests(self):
        """Moves the requests of Chromium's performance log into `self.requests`."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                self.requests.append((message["params"]["request"]["url"], self.step))
        return self.requests

    def fetched(self):
        """Requests that went to a network (not data: or blob: URLs), so far."""
        return [u for u, _ in self.collect_requests() if not u.startswith(("data:", "blob:"))]

    def text_of(self, selector):
        found = self.driver.find_elements("css selector", selector)
        return "\n".join(e.get_attribute("innerText") or "" for e in found) or f"({selector} is empty or absent)"

    def console(self):
        if not self.driver:
            return []
        try:
            return [f"{e['level']}: {e['message']}" for e in self.driver.get_log("browser")]
        except Exception:
            return []

    # --- actions --------------------------------------------------------------------------

    def open(self):
        from selenium.webdriver.support.ui import WebDriverWait

        self.driver.get(self.site.origin + "/")
        WebDriverWait(self.driver, self.timeout).until(
            lambda d: d.execute_script("return document.readyState") == "complete",
            "the page did not finish loading",
        )
        # A viewport of 1280 x 1000 (the window is that plus the browser's own frame), so
        # that the screenshot is that size.
        frame = self.driver.execute_script(
            "return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight];")
        self.driver.set_window_size(1280 + frame[0], 1000 + frame[1])
        self.driver.execute_script(WATCH_JS)

    def seen(self):
        """Every text the page has shown since it was opened (see WATCH_JS)."""
        return self.driver.execute_script("return window.__e2eSeen || [];")

    def wait(self, condition, seconds, what):
        """Waits for condition() to be true; a Failure naming `what` when it is not."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = condition()
            if value:
                return value
            time.sleep(0.2)
        raise Failure(f"{what}, after {seconds:.0f} s")

    def wait_idle(self):
        self.wait(
            lambda: self.driver.execute_script("return document.body.dataset.busy") != "true",
            self.timeout,
            "the page still says it is busy (body data-busy=true)",
        )

    def choose(self, paths):
        """Chooses the files in #files at once (the input is emptied first, as a second
        choice through WebDriver would add to the first)."""
        element = self.driver.find_element("css selector", "input#files")
        self.driver.execute_script("arguments[0].value = '';", element)
        element.send_keys("\n".join(str(p) for p in paths))

    def run_files(self, button, paths, seconds=None):
        """Chooses `paths`, clicks `button`, and waits until the new sections of those
        files are done. Returns the new sections (dicts of SECTIONS_JS), one per file."""
        seconds = seconds or self.timeout
        self.wait_idle()
        self.clear_downloads()
        self.driver.execute_script(
            "document.querySelectorAll('#results section.file')"
            ".forEach(s => s.setAttribute('data-e2e-seen', ''));"
        )
        self.choose(paths)
        self.driver.find_element("css selector", button).click()
        names = sorted(p.name for p in paths)

        def finished():
            new = [s for s in self.driver.execute_script(SECTIONS_JS) if not s["seen"]]
            done = [s for s in new if s["done"]]
            if sorted(s["name"] for s in done) == names and len(done) == len(new):
                return new
            return None

        try:
            sections = self.wait(finished, seconds, f"the results of {button} for {', '.join(names)} were not all done")
        except Failure as e:
            new = [s for s in self.driver.execute_script(SECTIONS_JS) if not s["seen"]]
            got = ", ".join(f"{s['name']} (done={s['done']})" for s in new) or "none"
            raise Failure(f"{e}; new sections: {got}")
        self.wait_idle()
        return sorted(sections, key=lambda s: s["name"])

    # --- downloads ------------------------------------------------------------------------

    def clear_downloads(self):
        for f in self.downloads.iterdir():
            if f.is_dir():
                shutil.rmtree(f)
            else:
                f.unlink()

    def downloads_now(self):
        """(finished downloads by name, whether any is still being written)."""
        names = sorted(f.name for f in self.downloads.iterdir())
        partial = [n for n in names if n.endswith(".crdownload") or n.startswith(".")]
        return [n for n in names if n not in partial], bool(partial)

    def wait_downloads(self, enough, what, seconds=None):
        """Waits until the finished downloads satisfy `enough(names)` with none still
        partial, then a little longer for any that should not come; returns the names."""
        seconds = seconds or self.timeout

        def ready():
            names, partial = self.downloads_now()
            return not partial and enough(names)

        try:
            self.wait(ready, seconds, what)
        except Failure as e:
            names, partial = self.downloads_now()
            raise Failure(f"{e}; downloaded: {names or 'nothing'}{' (some still partial)' if partial else ''}")
        time.sleep(SETTLE_SECONDS)
        return self.downloads_now()[0]


# ---------------------------------------------------------------------------------------
# The checks.


class Run:
    def __init__(self, args, work, site, page, rng):
        self.args, self.work, self.site, self.page, self.rng = args, work, site, page, rng

    def ok(self, check, what):
        print(f"ok   {check}: {what}", flush=True)

    def fail_with(self, check, e, area):
        shown = self.page.text_of(area).splitlines()
        if len(shown) > 80:
            shown = [f"(the first {len(shown) - 80} lines left out)"] + shown[-80:]
        raise Failure(f"{check}: {e}\n--- the page showed ({area}):\n" + "\n".join(shown))

    def section_text(self, s):
        shown = " | ".join(s["messages"]) or s["text"]
        return f"[{s['name']}{' failed' if s['failed'] else ''}] {shown}"

    def make(self, name, puzzle):
        path = self.work / name
        write_puzzle_workbook(path, puzzle)
        return path

    # a. the controls are there ---------------------------------------------------------------

    def check_controls(self):
        d = self.page.driver
        files = d.find_elements("css selector", "input[type=file]")
        if not files:
            raise Failure("a: the page has no input[type=file]")
        if not d.find_elements("css selector", "input#files[type=file][multiple]"):
            raise Failure("a: there is no input#files[type=file] with `multiple`")
        texts = [
            (e.get_attribute("innerText") or e.get_attribute("value") or "").strip()
            for e in d.find_elements("css selector", "button, a, input[type=button], input[type=submit]")
        ]
        for word in ["Solve", "Explain", "Play", "Generate"]:
            if not any(t.startswith(word) for t in texts):
                raise Failure(f"a: no button or link whose text starts with {word!r}; their texts: {texts}")
        order = d.execute_script(
            "return Array.from(document.querySelectorAll('button')).slice(0, 3).map(b => b.id);"
        )
        if order != ["solve", "explain", "play"]:
            raise Failure(f"a: the first three buttons should be #solve, #explain, #play; they are {order}")
        for selector in ["div#results", "textarea#puzzle", "button#puzzle-solve", "input#gen-count",
                         "select#gen-level", "button#generate", "#gen-out", "#puzzle-out"]:
            if not d.find_elements("css selector", selector):
                raise Failure(f"a: the page has no {selector}")
        self.ok("a", "a file input (multiple) and Solve, Explain, Play, Generate")

    # b. solve one workbook -------------------------------------------------------------------

    def check_solve(self):
        puzzle, solution = random_puzzle(self.rng)
        self.week = (puzzle, solution)
        path = self.make("week.xlsx", puzzle)
        self.page.begin("b")
        try:
            [s] = self.page.run_files("button#solve", [path])
            text = self.section_text(s)
            if not any("Solved" in m for m in s["messages"]):
                raise Failure(f"no message says Solved: {text}")
            if s["failed"]:
                raise Failure(f"the section is marked failed: {text}")
            if not s["tables"] or line_of(solution) not in re.sub(r"\D", "", "".join(s["tables"])):
                raise Failure(f"no table.sudoku shows the solution {line_of(solution)}: {s['tables']}")
            if "week.solved.xlsx" not in s["downloads"]:
                raise Failure(f"no a.download for week.solved.xlsx, only {s['downloads']}")
            names = self.page.wait_downloads(lambda n: "week.solved.xlsx" in n, "week.solved.xlsx was not downloaded")
            if names != ["week.solved.xlsx"]:
                raise Failure(f"expected only week.solved.xlsx downloaded, got {names}")
            check_solved_workbook(self.page.downloads / "week.solved.xlsx", puzzle, solution, "week.solved.xlsx")
        except Failure as e:
            self.fail_with("b", e, "#results")
        self.ok("b", f"Solve: week.xlsx ({81 - puzzle.count(0)} givens) shows Solved, "
                     "week.solved.xlsx holds the solution with bold givens")
        if self.args.screenshot:
            shot = Path(self.args.screenshot)
            shot.parent.mkdir(parents=True, exist_ok=True)
            self.page.driver.save_screenshot(str(shot))
            self.ok("j", f"screenshot of the page after the solve saved to {shot}")

    # c. a PDF under a workbook's name ------------------------------------------------------

    def check_pdf(self):
        path = self.work / "report.xlsx"
        write_fake_pdf(path)
        self.page.begin("c")
        try:
            [s] = self.page.run_files("button#solve", [path])
            if not any("this is a PDF document, not a workbook" in m for m in s["messages"]):
                raise Failure(f"no message says 'this is a PDF document, not a workbook': {self.section_text(s)}")
            if not s["failed"]:
                raise Failure(f"the section of report.xlsx is not marked failed: {self.section_text(s)}")
            if "not solved" not in s["label"]:
                raise Failure(f"the heading of report.xlsx says {s['label']!r}, not 'not solved'")
            if s["downloads"]:
                raise Failure(f"report.xlsx has download links: {s['downloads']}")
            time.sleep(SETTLE_SECONDS)
            names, partial = self.page.downloads_now()
            if names or partial:
                raise Failure(f"something was downloaded for report.xlsx: {names}")
        except Failure as e:
            self.fail_with("c", e, "#results")
        self.ok("c", "a PDF named report.xlsx: 'this is a PDF document, not a workbook', "
                     "headed (not solved), nothing downloaded")

    # d. a batch of three, one with a clash --------------------------------------------------

    def check_batch(self):
        a, a_solution = random_puzzle(self.rng)
        b, b_solution = random_puzzle(self.rng)
        base, _ = random_puzzle(self.rng)
        clash, given, cell = plant_clash(self.rng, base)
        paths = [self.make("mon.xlsx", a), self.make("tue.xlsx", b), self.make("wed-clash.xlsx", clash)]
        self.page.begin("d")
        try:
            sections = self.page.run_files("button#solve", paths)
            by_name = {s["name"]: s for s in sections}
            for name in ["mon.xlsx", "tue.xlsx"]:
                s = by_name[name]
                if not any("Solved" in m for m in s["messages"]) or s["failed"]:
                    raise Failure(f"{name} was not solved: {self.section_text(s)}")
            s = by_name["wed-clash.xlsx"]
            text = s["text"] + " " + " ".join(s["messages"])
            text = re.sub(r"\b[A-I][1-9]:[A-I][1-9]\b", " ", text)  # the grid's range, A1:I9
            missing = [n for n in (cell_name(given), cell_name(cell)) if not re.search(rf"\b{n}\b", text)]
            if missing:
                raise Failure(
                    f"the clash of {cell_name(given)} and {cell_name(cell)} (both {clash[cell]}, "
                    f"row {given // 9 + 1}) is not named, {missing} missing: {self.section_text(s)}"
                )
            if s["downloads"]:
                raise Failure(f"wed-clash.xlsx has download links: {s['downloads']}")
            if "not solved" not in s["label"]:
                raise Failure(f"the heading of wed-clash.xlsx says {s['label']!r}, not 'not solved'")
            for name in ["mon.xlsx", "tue.xlsx"]:
                want = name.replace(".xlsx", ".solved.xlsx")
                if by_name[name]["downloads"] != [want]:
                    raise Failure(f"{name} should keep its own link to {want}: {by_name[name]['downloads']}")
            self.check_zip({"mon.solved.xlsx": (a, a_solution), "tue.solved.xlsx": (b, b_solution)})
        except Failure as e:
            self.fail_with("d", e, "#results")
        self.ok("d", f"a batch of three: two solved, arriving as sudoku-xlsx-2-files.zip (each keeps "
                     f"its link), the clash of {cell_name(given)} and {cell_name(cell)} named, "
                     f"headed (not solved), nothing for it")

    def check_zip(self, want):
        """The batch just run arrived as one download, sudoku-xlsx-N-files.zip, holding
        `want`'s files (name -> (puzzle, solution)), each solved; and nothing else arrived."""
        zip_name = f"sudoku-xlsx-{len(want)}-files.zip"
        batches = self.page.driver.execute_script(BATCHES_JS)
        if not batches or not batches[0]["done"] or batches[0]["downloads"] != [zip_name]:
            raise Failure(f"the batch's section does not offer {zip_name}: {batches[:1]}")
        names = self.page.wait_downloads(lambda n: zip_name in n, f"{zip_name} was not downloaded")
        time.sleep(SETTLE_SECONDS)
        names, partial = self.page.downloads_now()
        if names != [zip_name] or partial:
            raise Failure(f"expected only {zip_name} downloaded, got {names} (partial: {partial})")
        unpacked = self.page.downloads / "unpacked"
        with zipfile.ZipFile(self.page.downloads / zip_name) as z:
            inside = sorted(z.namelist())
            if inside != sorted(want):
                raise Failure(f"{zip_name} holds {inside}, not {sorted(want)}")
            z.extractall(unpacked)
        for name, (puzzle, solution) in want.items():
            check_solved_workbook(unpacked / name, puzzle, solution, f"{name} in {zip_name}")
        shutil.rmtree(unpacked)

    # l. twelve workbooks with Chromium's default download settings -------------------------

    def check_twelve(self):
        books = {}
        for k in range(12):
            puzzle, solution = random_puzzle(self.rng)
            books[f"day{k + 1:02}.solved.xlsx"] = (puzzle, solution)
            self.make(f"day{k + 1:02}.xlsx", puzzle)
        paths = [self.work / f"day{k + 1:02}.xlsx" for k in range(12)]
        self.page.begin("l")
        try:
            sections = self.page.run_files("button#solve", paths)
            bad = [self.section_text(s) for s in sections if s["failed"] or "(solved)" not in s["label"]]
            if bad:
                raise Failure(f"not every file was solved: {bad}")
            self.check_zip(books)
        except Failure as e:
            self.fail_with("l", e, "#results")
        self.ok("l", "12 workbooks solved with Chromium's default download settings: all 12 arrive "
                     "right in sudoku-xlsx-12-files.zip")

    # m. Stop, and a button pressed twice -------------------------------------------------

    def check_stop(self):
        d = self.page.driver
        paths = [self.work / f"day{k + 1:02}.xlsx" for k in range(12)]
        self.page.begin("m")
        try:
            self.page.wait_idle()
            self.page.clear_downloads()
            d.execute_script(
                "document.querySelectorAll('#results section.file, #results section.batch')"
                ".forEach(s => s.remove());")
            self.page.choose(paths)
            d.find_element("css selector", "button#explain").click()
            d.find_element("css selector", "button#explain").click()
            stop = d.find_element("css selector", "button#files-stop")
            if not stop.is_displayed():
                raise Failure("no Stop button shows while the files are explained")
            stop.click()
            sent = time.monotonic()
            self.page.wait(
                lambda: all(s["done"] for s in d.execute_script(SECTIONS_JS)), self.page.timeout,
                "the sections did not all end after Stop")
            took = time.monotonic() - sent
            sections = d.execute_script(SECTIONS_JS)
            if len(sections) != 12:
                raise Failure(f"Explain pressed twice made {len(sections)} sections, not 12 (no duplicates)")
            if "Already working on this" not in d.find_element("css selector", "#chosen").text:
                raise Failure("the second press did not say it is already working on it")
            stopped = [s for s in sections if any("stopped; nothing was written" in m for m in s["messages"])]
            if not stopped:
                raise Failure(f"no section says it was stopped: {[self.section_text(s) for s in sections]}")
            if d.execute_script(BATCHES_JS):
                raise Failure("a stopped batch still offered a .zip")
            if stop.is_displayed():
                raise Failure("Stop still shows with nothing running")
            time.sleep(SETTLE_SECONDS)
            names, partial = self.page.downloads_now()
            if names or partial:
                raise Failure(f"a stopped batch downloaded {names}")
        except Failure as e:
            self.fail_with("m", e, "#results")
        self.ok("m", f"Explain pressed twice on 12 files queued them once; Stop ended the batch "
                     f"in {took:.1f} s ({len(stopped)} of 12 stopped), nothing downloaded")

    # e. explain -------------------------------------------------------------------------------

    def check_explain(self):
        path = self.make("week.xlsx", self.week[0])
        self.page.begin("e")
        try:
            [s] = self.page.run_files("button#explain", [path])
            if s["failed"]:
                raise Failure(f"Explain failed: {self.section_text(s)}")
            names = self.page.wait_downloads(
                lambda n: any(x.endswith(".explained.xlsx") for x in n), "no .explained.xlsx was downloaded")
            [name] = [x for x in names if x.endswith(".explained.xlsx")]
            wb = open_workbook(self.page.downloads / name, "Explain")
            if "Steps" not in wb.sheetnames:
                raise Failure(f"{name} has no sheet Steps, only {wb.sheetnames}")
        except Failure as e:
            self.fail_with("e", e, "#results")
        self.ok("e", f"Explain: {name} has a Steps sheet")

    # k. a text list of puzzles ------------------------------------------------------------------

    def check_list(self):
        puzzles = [random_puzzle(self.rng) for _ in range(2)]
        path = self.work / "list.txt"
        path.write_text("# two puzzles\n" + "".join(
            line_of(p).replace("0", ".") + "\n" for p, _ in puzzles))
        self.page.begin("k")
        try:
            [s] = self.page.run_files("button#solve", [path])
            text = self.section_text(s)
            if not any("2 puzzles: 2 solved" in m for m in s["messages"]) or s["failed"]:
                raise Failure(f"the list's two puzzles were not both solved: {text}")
            names = self.page.wait_downloads(lambda n: "list.solved.xlsx" in n,
                                             "list.solved.xlsx was not downloaded")
            wb = open_workbook(self.page.downloads / "list.solved.xlsx", "the list")
            cells = {str(c.value) for ws in wb.worksheets for row in ws.iter_rows() for c in row}
            missing = [line_of(sol) for _, sol in puzzles if line_of(sol) not in cells]
            if missing:
                raise Failure(f"list.solved.xlsx lacks the solutions {missing} ({names})")
            self.page.clear_downloads()
            [s] = self.page.run_files("button#explain", [path])
            steps = " ".join(s["messages"]) + " " + s["text"]
            if s["failed"] or "steps" not in steps:
                raise Failure(f"Explain did not give the list's steps: {self.section_text(s)}")
            if "passed over 1 line that is not a puzzle: line 1" not in steps:
                raise Failure(f"Explain of the list does not say it passed over line 1 (# two puzzles): "
                              f"{self.section_text(s)}")
            [s] = self.page.run_files("button#play", [path])
            if s["failed"]:
                raise Failure(f"Play of the list failed: {self.section_text(s)}")
            names = self.page.wait_downloads(lambda n: "list.play.xlsx" in n,
                                             "list.play.xlsx was not downloaded")
            if [n for n in names if n.endswith(".explained.xlsx")]:
                raise Failure(f"Explain of a list downloaded a workbook: {names}")
            open_workbook(self.page.downloads / "list.play.xlsx", "Play of the list")
        except Failure as e:
            self.fail_with("k", e, "#results")
        self.ok("k", "a text list of two random puzzles: both solved (list.solved.xlsx holds both "
                     "solutions), explained in lines (the comment line named as passed over), made playable (list.play.xlsx)")

    # f. play ----------------------------------------------------------------------------------

    def check_play(self):
        path = self.make("week.xlsx", self.week[0])
        self.page.begin("f")
        try:
            [s] = self.page.run_files("button#play", [path])
            if s["failed"]:
                raise Failure(f"Play failed: {self.section_text(s)}")
            names = self.page.wait_downloads(lambda n: any(x.endswith(".xlsx") for x in n), "no .xlsx was downloaded")
            name = [x for x in names if x.endswith(".xlsx")][0]
            wb = open_workbook(self.page.downloads / name, "Play")
        except Failure as e:
            self.fail_with("f", e, "#results")
        self.ok("f", f"Play: {name} opens in openpyxl ({len(wb.sheetnames)} sheets)")

    # g. generate ------------------------------------------------------------------------------

    def check_generate(self):
        from selenium.webdriver.support.ui import Select

        d = self.page.driver
        self.page.begin("g")
        seconds = 2 * self.page.timeout
        try:
            self.page.wait_idle()
            self.page.clear_downloads()
            count = d.find_element("css selector", "input#gen-count")
            count.clear()
            count.send_keys("3")
            Select(d.find_element("css selector", "select#gen-level")).select_by_value("easy")
            d.execute_script("document.querySelector('#gen-out').removeAttribute('data-done');")
            d.find_element("css selector", "button#generate").click()
            self.page.wait(
                lambda: d.execute_script("return document.querySelector('#gen-out').dataset.done") == "true",
                seconds, "#gen-out never got data-done=true")
            links = d.execute_script(
                "return Array.from(document.querySelectorAll('#gen-out a.download')).map(a => a.getAttribute('download'));")
            if not links:
                raise Failure("#gen-out has no a.download")
            names = self.page.wait_downloads(lambda n: any(x.endswith(".xlsx") for x in n),
                                             "no .xlsx was downloaded", seconds)
            name = [x for x in names if x.endswith(".xlsx")][0]
            wb = open_workbook(self.page.downloads / name, "Generate")
            counts = count_workbook_digits(wb)
            puzzles = [t for t, n in counts.items() if n >= 17 and t != "Solutions"]
            if sum(counts.values()) < 3 * 17 and len(puzzles) < 3:
                raise Failure(f"{name} does not hold 3 puzzles' digits; digits per sheet: {counts}")
        except Failure as e:
            self.fail_with("g", e, "#gen-out")
        self.ok("g", f"Generate (3, easy): {name}, digits per sheet {counts}")

    # h. a typed puzzle --------------------------------------------------------------------

    def check_text(self):
        d = self.page.driver
        puzzle, solution = random_puzzle(self.rng)
        self.page.begin("h")
        try:
            self.page.wait_idle()
            self.page.clear_downloads()
            before_server, before_page = len(self.site.requests), len(self.page.fetched())
            box = d.find_element("css selector", "textarea#puzzle")
            box.clear()
            # The grid as the command prints it: rows, `|` and rules between boxes.
            box.send_keys(printed_layout(puzzle))
            d.execute_script("document.querySelector('#puzzle-out').removeAttribute('data-done');")
            d.find_element("css selector", "button#puzzle-solve").click()
            self.page.wait(
                lambda: d.execute_script("return document.querySelector('#puzzle-out').dataset.done") == "true",
                self.page.timeout, "#puzzle-out never got data-done=true")
            texts = d.execute_script(
                "const o = document.querySelector('#puzzle-out');"
                "return [o.textContent].concat(Array.from(o.querySelectorAll('pre, table')).map(e => e.textContent));")
            if not any(line_of(solution) in re.sub(r"\D", "", t) for t in texts):
                raise Failure(f"#puzzle-out does not show the solution {line_of(solution)}")
            time.sleep(SETTLE_SECONDS)
            server = self.site.requests[before_server:]
            page = self.page.fetched()[before_page:]
            if server or page:
                raise Failure(f"solving typed text fetched something: the server saw {server}, "
                              f"the page asked for {page}")
            names, partial = self.page.downloads_now()
            if names or partial:
                raise Failure(f"solving typed text downloaded {names}")
        except Failure as e:
            self.fail_with("h", e, "#puzzle-out")
        self.ok("h", f"a typed puzzle ({81 - puzzle.count(0)} givens), pasted as the command prints "
                     "it, shows its solution, nothing fetched")

    # u. stepping through the steps ------------------------------------------------------

    def walk_state(self, figure):
        """What a step-through view shows: its title, sentence, slider, and each cell's
        name, classes and text (a value, or its pencil marks run together)."""
        return self.page.driver.execute_script(
            "const f = arguments[0];"
            "return {title: f.querySelector('.walk-title').textContent,"
            " sentence: f.querySelector('.walk-sentence').textContent,"
            " max: f.querySelector('input[type=range]')?.max,"
            " cells: Array.from(f.querySelectorAll('td[data-cell]')).map(td => ({"
            "   name: td.dataset.cell, classes: td.className.split(' '), text: td.textContent,"
            "   marks: td.querySelector('.marks') ? Array.from(td.querySelectorAll('.marks span'))"
            "     .filter(m => m.textContent).map(m => [m.textContent, m.className]) : null}))};",
            figure)

    def typed_out(self, button):
        d = self.page.driver
        d.execute_script("document.querySelector('#puzzle-out').removeAttribute('data-done');")
        d.find_element("css selector", button).click()
        self.page.wait(
            lambda: d.execute_script("return document.querySelector('#puzzle-out').dataset.done") == "true",
            self.page.timeout, f"#puzzle-out never got data-done=true after {button}")
        figures = d.find_elements("css selector", "#puzzle-out figure.walk")
        if len(figures) != 1:
            raise Failure(f"{button} shows {len(figures)} step-through grids, not one: "
                          f"{self.page.text_of('#puzzle-out')[:300]}")
        return figures[0]

    def check_walk(self):
        from selenium.webdriver.common.keys import Keys

        d = self.page.driver
        puzzle, solution = random_puzzle(self.rng)
        self.page.begin("u")
        try:
            self.page.wait_idle()
            box = d.find_element("css selector", "textarea#puzzle")
            box.clear()
            box.send_keys(line_of(puzzle).replace("0", "."))
            figure = self.typed_out("button#puzzle-steps")
            w = self.walk_state(figure)
            steps = int(w["max"])
            if not w["title"].startswith(f"Step 1 of {steps}:") or steps < 1:
                raise Failure(f"the view opens on {w['title']!r}, not step 1 of {steps}")
            # The pencil marks before the first step are exactly the candidates the givens
            # leave, and the givens are drawn as givens.
            for i, cell in enumerate(w["cells"]):
                if cell["name"] != cell_name(i):
                    raise Failure(f"cell {i} of the view is named {cell['name']}, not {cell_name(i)}")
                if puzzle[i]:
                    if cell["text"] != str(puzzle[i]) or "given" not in cell["classes"]:
                        raise Failure(f"{cell['name']} shows {cell['text']!r} {cell['classes']}, "
                                      f"not the given {puzzle[i]}")
                    continue
                seen = {int(puzzle[j]) for j in range(81) if puzzle[j] and (
                    j // 9 == i // 9 or j % 9 == i % 9 or box_of(j) == box_of(i))}
                want = [str(v) for v in range(1, 10) if v not in seen]
                got = [m[0] for m in cell["marks"] or []]
                if got != want:
                    raise Failure(f"{cell['name']}'s pencil marks are {got}, not {want}")
            # The first step is coloured: what it writes or crosses out, in its cells.
            coloured = [c["name"] for c in w["cells"] if {"placed", "losing"} & set(c["classes"])]
            named = [c["name"] for c in w["cells"] if c["name"] in w["sentence"]]
            if not coloured or not named:
                raise Failure(f"step 1 ({w['sentence']!r}) colours {coloured} and its sentence names "
                              f"no cell of the grid ({named})")
            # Next, the arrow keys, End and the slider.
            figure.find_element("xpath", ".//button[text()='Next']").click()
            if not self.walk_state(figure)["title"].startswith(f"Step 2 of {steps}"):
                raise Failure(f"Next shows {self.walk_state(figure)['title']!r}, not step 2")
            d.execute_script("arguments[0].focus();", figure)
            figure.send_keys(Keys.ARROW_RIGHT)
            if steps >= 3 and not self.walk_state(figure)["title"].startswith(f"Step 3 of {steps}"):
                raise Failure(f"the right arrow shows {self.walk_state(figure)['title']!r}, not step 3")
            figure.send_keys(Keys.ARROW_LEFT)
            figure.send_keys(Keys.END)
            end = self.walk_state(figure)
            values = [int(c["text"]) for c in end["cells"] if c["marks"] is None]
            if end["title"] != f"After step {steps}" or end["sentence"] != "Solved." or values != solution:
                raise Failure(f"End shows {end['title']!r}, {end['sentence']!r}, and "
                              f"{'the solution' if values == solution else 'not the solution'}")
            middle = steps // 2
            d.execute_script("const r = arguments[0].querySelector('input[type=range]'); r.value = arguments[1];"
                             "r.dispatchEvent(new Event('input'));", figure, str(middle))
            if not self.walk_state(figure)["title"].startswith(f"Step {middle + 1} of {steps}"):
                raise Failure(f"the slider at {middle} shows {self.walk_state(figure)['title']!r}")
            # Hints on the same grid: the cells level colours the cells the hint names;
            # the nudge only shades the units.
            d.execute_script("document.querySelector('#hint-level').value = 'cells';")
            figure = self.typed_out("button#puzzle-hint")
            hint = self.walk_state(figure)
            line = self.page.text_of("#puzzle-out")
            main = [c["name"] for c in hint["cells"] if "main" in c["classes"]]
            if not main or any(name not in line for name in main):
                raise Failure(f"the 'cells' hint colours {main}, but says {line[:200]!r}")
            d.execute_script("document.querySelector('#hint-level').value = 'nudge';")
            figure = self.typed_out("button#puzzle-hint")
            nudge = self.walk_state(figure)
            shaded = [c["name"] for c in nudge["cells"] if "unit" in c["classes"]]
            if [c for c in nudge["cells"] if {"main", "placed", "losing"} & set(c["classes"])] or not shaded:
                raise Failure(f"the nudge gives away cells, or shades none ({len(shaded)} shaded)")
            # An explained workbook: each grid's steps, named as on its sheet.
            path = self.make("steps-walk.xlsx", puzzle)
            [s] = self.page.run_files("button#explain", [path])
            section = d.find_elements("css selector", "#results > section.file")[0]
            items = section.find_elements("css selector", "details.walk-item")
            if len(items) != 1 or "Step through Sheet1!A1:I9" not in items[0].text:
                raise Failure(f"the explained workbook offers {[i.text for i in items]}")
            items[0].find_element("css selector", "summary").click()
            figure = self.page.wait(lambda: items[0].find_elements("css selector", "figure.walk"),
                                    self.page.timeout, "opening the grid's steps drew nothing")[0]
            w2 = self.walk_state(figure)
            if int(w2["max"]) != steps or w2["sentence"] != w["sentence"]:
                raise Failure(f"the workbook's steps ({w2['max']}, {w2['sentence']!r}) are not the typed "
                              f"puzzle's ({steps}, {w['sentence']!r})")
            # The views (a hint's and a workbook grid's) pass axe-core as the rest of the page does.
            self.axe_js = axe_path()
            if Path(self.axe_js).is_file():
                self.axe("with step-through views open")
        except Failure as e:
            self.fail_with("u", e, "#puzzle-out")
        self.ok("u", f"step-through: {steps} steps, pencil marks right, Next/arrows/End/slider, the "
                     f"solution at the end; hints colour {len(main)} cells (cells) and shade "
                     f"{len(shaded)} (nudge); the workbook's grid opens the same steps")

    # v. many grids: a summary first, the rest folded; progress on every job ------------------

    def check_many(self):
        import openpyxl

        d = self.page.driver
        puzzles = [random_puzzle(self.rng) for _ in range(12)]
        path = self.work / "lattice.xlsx"
        wb = openpyxl.Workbook()
        ws = wb.active
        ws.title = "Sheet1"
        # Four to a row, one empty row and column between them: a setter's sheet.
        for k, (puzzle, _) in enumerate(puzzles):
            top, left = (k // 4) * 10 + 1, (k % 4) * 10 + 1
            for i, v in enumerate(puzzle):
                if v:
                    ws.cell(row=top + i // 9, column=left + i % 9, value=v)
        wb.save(path)
        self.page.begin("v")
        try:
            [s] = self.page.run_files("button#solve", [path])
            if s["failed"] or not s["messages"] or s["messages"][0] != "12 grids: 12 × Solved":
                raise Failure(f"the lattice's section does not open with its summary: {self.section_text(s)}")
            if len(s["tables"]) != 6:
                raise Failure(f"{len(s['tables'])} grids are drawn at once, not the first 6")
            section = d.find_elements("css selector", "#results > section.file")[0]
            height = d.execute_script("return arguments[0].getBoundingClientRect().height", section)
            more = section.find_element("css selector", "details.more-grids")
            if "The other 6 grids" not in more.text:
                raise Failure(f"the folded grids are labelled {more.text!r}")
            more.find_element("css selector", "summary").click()
            drawn = self.page.wait(
                lambda: len(section.find_elements("css selector", "table.sudoku")) == 12,
                self.page.timeout, "opening 'The other 6 grids' did not draw them")
            texts = [t.text for t in section.find_elements("css selector", "table.sudoku")]
            want = {line_of(sol) for _, sol in puzzles}
            got = {re.sub(r"\D", "", t) for t in texts}
            if got != want:
                raise Failure(f"the 12 drawn grids are not the 12 solutions ({len(got & want)} are)")
            # Every file job said where it was while it ran (WATCH_JS saw each text).
            seen = self.page.seen()
            progress = [t for t in seen if re.search(r"(Working|Waiting) \(file \d+ of 12\)", t)]
            if not any(t.startswith("Working (file 12 of 12)") for t in progress) or \
                    not any("Waiting (file 12 of 12)" in t for t in progress):
                raise Failure(f"the 12-file batch showed no file-by-file progress: {progress[:6]}")
        except Failure as e:
            self.fail_with("v", e, "#results")
        self.ok("v", f"12 grids: the summary first, 6 drawn ({height:.0f} px), the other 6 folded and "
                     f"drawn on opening; the 12-file batch said 'Waiting/Working (file k of 12)'")

    # n. Range auto with other rules ---------------------------------------------------------

    def set_options(self, rules, range_text):
        d = self.page.driver
        d.execute_script(
            "const o = document.querySelector('details.options'); if (o) o.open = true;"
            "document.querySelector('#rules').value = arguments[0];"
            "const r = document.querySelector('#range'); r.value = arguments[1];"
            "r.dispatchEvent(new Event('input')); document.querySelector('#rules').dispatchEvent(new Event('change'));",
            rules, range_text)

    def check_giant_auto(self):
        solution = giant_solution()
        puzzle = giant_puzzle(self.rng, solution)
        path = self.work / "giant.xlsx"
        write_giant_workbook(path, puzzle, 2, 2)
        self.page.begin("n")
        try:
            self.set_options("size16", "auto")
            [s] = self.page.run_files("button#solve", [path])
            if s["failed"] or not any("B2:Q17" in m and "Solved" in m for m in s["messages"]):
                raise Failure(f"the 16x16 at B2:Q17 was not solved where it was typed: {self.section_text(s)}")
            self.page.wait_downloads(lambda n: "giant.solved.xlsx" in n, "giant.solved.xlsx was not downloaded")
            ws = open_workbook(self.page.downloads / "giant.solved.xlsx", "n")["Sheet1"]
            got = [ws.cell(row=2 + i // 16, column=2 + i % 16).value for i in range(256)]
            if got != solution:
                wrong = [i for i in range(256) if got[i] != solution[i]][:5]
                raise Failure(f"B2:Q17 of giant.solved.xlsx is not the solution: cells {wrong} hold "
                              f"{[got[i] for i in wrong]}")
            if ws["A1"].value is not None:
                raise Failure(f"A1 of giant.solved.xlsx holds {ws['A1'].value!r}: the grid was read one cell off")
        except Failure as e:
            self.fail_with("n", e, "#results")
        finally:
            self.set_options("classic", "auto")
        self.ok("n", "Rules 16x16 with Range auto: the 16x16 typed at B2 is solved at B2:Q17")

    # o. the page's words, never the command's flags ----------------------------------------

    def check_words(self):
        week = self.work / "week.xlsx"
        empty = self.work / "shopping.xlsx"
        write_empty_workbook(empty)
        self.page.begin("o")
        try:
            self.set_options("classic", "Z9Z")
            [s] = self.page.run_files("button#solve", [week])
            text = self.section_text(s)
            if not s["failed"] or "Range" not in text:
                raise Failure(f"Range Z9Z: the refusal does not name the Range box: {text}")
            self.set_options("classic", "auto")
            [s] = self.page.run_files("button#solve", [empty])
            text = self.section_text(s)
            if "type the grid's place in Range" not in text:
                raise Failure(f"a workbook with no puzzle: no advice to type the place in Range: {text}")
            flagged = sorted({m.group(0) + ": " + t[max(0, m.start() - 60):m.end() + 20]
                              for t in self.page.seen() for m in FLAG.finditer(t)})
            if flagged:
                raise Failure("the page showed the command's flags:\n  " + "\n  ".join(flagged[:20]))
        except Failure as e:
            self.fail_with("o", e, "#results")
        finally:
            self.set_options("classic", "auto")
        self.ok("o", f"no flag of the command in any of the {len(self.page.seen())} texts the page showed; "
                     "refusals name Range")

    # x, y. the page in the user's language: a picker that remembers, the same catalogs ---

    def choose_language(self, code):
        d = self.page.driver
        d.execute_script(
            "const p = document.getElementById('lang'); p.value = arguments[0];"
            "p.dispatchEvent(new Event('change'));", code)
        self.page.wait(lambda: d.execute_script("return document.documentElement.lang") == code,
                       10, f"<html lang> did not become {code}")

    def check_languages(self):
        d = self.page.driver
        fr = catalog("fr")
        self.page.begin("x")
        try:
            codes = d.execute_script(
                "return Array.from(document.querySelectorAll('#lang option')).map(o => o.value);")
            if sorted(codes) != sorted(["en", "fr", "de", "es", "pt", "it", "ja", "zh", "tr"]):
                raise Failure(f"the language picker offers {codes}")
            if d.execute_script("return document.documentElement.lang") != "en":
                raise Failure("a browser in English does not get the page in English")
            self.choose_language("fr")
            for selector, key in [("button#solve", "page-solve"), ("button#explain", "page-explain"),
                                  ("#files-title", "page-files-title"), ("#engine", "page-ready")]:
                # innerText may give a non-breaking space as a plain one.
                shown = d.find_element("css selector", selector).get_attribute("innerText").strip()
                if shown.replace("\u00a0", " ") != fr[key].replace("\u00a0", " "):
                    raise Failure(f"{selector} says {shown!r}, not the French {fr[key]!r}")
            if d.title.replace("\u00a0", " ") != fr["page-title"].replace("\u00a0", " "):
                raise Failure(f"the title is {d.title!r}, not {fr['page-title']!r}")
            path = self.make("semaine.xlsx", self.week[0])
            [s] = self.page.run_files("button#solve", [path])
            if not any(fr["status-solved"] in m for m in s["messages"] + [s["text"]]):
                raise Failure(f"the solved grid does not say {fr['status-solved']!r}: {self.section_text(s)}")
            if s["downloads"] != ["semaine.solved.xlsx"]:
                raise Failure(f"downloads: {s['downloads']}")
            done = self.page.wait_downloads(lambda n: "semaine.solved.xlsx" in n, "semaine.solved.xlsx")
            book = open_workbook(self.page.downloads / done[0], "semaine.solved.xlsx")
            status = book["Sheet1"].cell(row=10, column=1).value
            if status != fr["status-solved"]:
                raise Failure(f"the copy's status line is {status!r}, not {fr['status-solved']!r}")
            self.set_options("classic", "Z9Z")
            [s] = self.page.run_files("button#solve", [path])
            text = self.section_text(s)
            if fr["page-flag-range"] not in text or "--range" in text:
                raise Failure(f"the refusal does not name the box {fr['page-flag-range']!r}: {text}")
            self.set_options("classic", "auto")
            d.execute_script("document.querySelector('#puzzle').value = arguments[0];", line_of(self.week[0]))
            figure = self.typed_out("button#puzzle-steps")
            steps = self.page.text_of("#puzzle-out")
            if fr["technique-hidden-single"] not in steps or fr["page-next"] not in figure.text:
                raise Failure(f"the steps are not in French: {steps[:400]}")
            # Remembered: the page opens in French again.
            self.page.open()
            self.page.wait(lambda: d.execute_script("return document.body.dataset.ready") == "true",
                           self.page.timeout, "the page did not get ready again")
            if d.execute_script("return document.documentElement.lang") != "fr":
                raise Failure("the page forgot the language chosen")
            self.choose_language("en")
            if d.find_element("css selector", "button#solve").text != "Solve":
                raise Failure("back in English, the Solve button is not 'Solve'")
        except Failure as e:
            self.fail_with("x", e, "#results")
        finally:
            self.set_options("classic", "auto")
        self.ok("x", "the picker offers nine languages; in French the page, a solved copy, a refusal "
                     "(naming the box Plage) and the steps are French, and the choice is remembered")

    def check_browser_language(self):
        """A second browser, in German: the page follows its language on a first visit."""
        de = catalog("de")
        downloads = self.work.parent / "downloads-de"
        downloads.mkdir(exist_ok=True)
        page = Page(self.site, downloads, self.work.parent / "netlog-de.json", self.page.timeout, lang="de-DE")
        try:
            page.open()
            d = page.driver
            page.wait(lambda: d.execute_script("return document.body.dataset.ready") == "true",
                      page.timeout, "the German page did not get ready")
            if d.execute_script("return document.documentElement.lang") != "de":
                raise Failure("a browser in German does not get the page in German")
            if d.find_element("css selector", "button#solve").text != de["page-solve"]:
                raise Failure(f"the Solve button says {d.find_element('css selector', 'button#solve').text!r}")
            path = self.make("woche.xlsx", self.week[0])
            [s] = page.run_files("button#solve", [path])
            if not any(de["status-solved"] in m for m in s["messages"] + [s["text"]]):
                raise Failure(f"the solved grid does not say {de['status-solved']!r}: {self.section_text(s)}")
        except Failure as e:
            raise Failure(f"y: {e}\n--- the page showed:\n{page.text_of('#results')}")
        finally:
            page.quit()
        self.ok("y", "a browser in German gets the page in German, and a solve says Gelöst")

    # i. nothing leaves the page, and the work goes on without the server ------------------

    def check_offline(self):
        puzzle, solution = random_puzzle(self.rng)
        path = self.make("offline.xlsx", puzzle)
        served_before = len(self.site.requests)
        self.site.stop()
        self.page.begin("i")
        try:
            with urllib.request.urlopen(self.site.origin + "/", timeout=2):
                raise Failure("the server still answers after it was stopped")
        except OSError:
            pass
        try:
            [s] = self.page.run_files("button#solve", [path])
            if not any("Solved" in m for m in s["messages"]) or s["failed"]:
                raise Failure(f"offline.xlsx was not solved with the server stopped: {self.section_text(s)}")
            self.page.wait_downloads(lambda n: "offline.solved.xlsx" in n, "offline.solved.xlsx was not downloaded")
            check_solved_workbook(self.page.downloads / "offline.solved.xlsx", puzzle, solution, "offline.solved.xlsx")
        except Failure as e:
            self.fail_with("i", e, "#results")
        if len(self.site.requests) != served_before:
            raise Failure(f"i: the stopped server logged requests: {self.site.requests[served_before:]}")
        away = [
            (u, step) for u, step in self.page.collect_requests()
            if not (u == self.site.origin or u.startswith((self.site.origin + "/", "data:", "blob:" + self.site.origin)))
        ]
        if away:
            raise Failure(f"i: the page made requests away from {self.site.origin} (url, check): {away}")
        offline = [u for u, step in self.page.collect_requests() if step == "i" and not u.startswith(("data:", "blob:"))]
        if offline:
            raise Failure(f"i: with the server stopped, the page still asked for {offline}")

    def check_accessible_at_first(self):
        """axe-core on the page as it first loads, before any job (the rest is check q)."""
        self.axe_js = axe_path()
        if not Path(self.axe_js).is_file():
            return
        try:
            self.page.wait(lambda: self.page.driver.execute_script("return document.body.dataset.ready") == "true",
                           self.page.timeout, "the solver did not start")
            n = self.axe("on the page as it loads")
        except Failure as e:
            self.fail_with("q", e, "body")
        self.ok("q", f"axe-core finds no serious or critical violation on the page as it loads ({n} minor)")

    # q. accessible: axe-core, the keyboard, live regions -----------------------------------

    def axe(self, when):
        """axe-core's serious and critical violations on the page as it is now."""
        d = self.page.driver
        if not d.execute_script("return typeof window.axe === 'object';"):
            d.execute_script(Path(self.axe_js).read_text())
        found = d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then("
            "  r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
            "    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))),"
            "  e => done([{id: 'axe failed', impact: 'critical', help: String(e), nodes: []}]));")
        bad = [v for v in found if v["impact"] in ("serious", "critical")]
        if bad:
            raise Failure(f"axe-core {when}: " + "; ".join(
                f"{v['impact']} {v['id']} ({v['help']}) at {', '.join(v['nodes'])}" for v in bad))
        return len(found)

    def check_accessible(self):
        d = self.page.driver
        from selenium.webdriver.common.keys import Keys

        self.axe_js = axe_path()
        if not Path(self.axe_js).is_file():
            if os.environ.get("CI") == "true":
                raise Failure(f"q: axe-core is missing ({self.axe_js}); .ci/run installs it")
            print(f"skip q: axe-core is not installed ({self.axe_js}; .ci/run installs it with npm)", flush=True)
            return
        self.page.begin("q")
        try:
            minor = self.axe("after the checks' jobs (results on the page)")
            # Every control is reached with Tab, in the page's order.
            from selenium.webdriver.common.action_chains import ActionChains

            # From the page's first control (first in the document, no negative tabindex),
            # Tab alone must walk through every other.
            first = d.execute_script(
                "const e = Array.from(document.querySelectorAll('input, select, textarea, button, summary, a[href]'))"
                "  .find(e => e.offsetParent !== null && e.tabIndex >= 0); e.focus(); return e.id;")
            # The language picker comes first (a visitor who cannot read the page's
            # language finds it before anything else), then the file chooser.
            if first != "lang":
                raise Failure(f"the first control of the page is #{first}, not the language picker")
            after = d.execute_script(
                "const all = Array.from(document.querySelectorAll('input, select, textarea, button, summary, a[href]'))"
                "  .filter(e => e.offsetParent !== null && e.tabIndex >= 0); return all[1] && all[1].id;")
            if after != "files":
                raise Failure(f"after the language picker comes #{after}, not the file chooser")
            reached = []
            d.execute_script("window.__tabbed = new Set();")
            for _ in range(400):
                # An element met again ends the walk; elements are told apart as elements,
                # as many links and summaries share their text.
                here = d.execute_script(
                    "const e = document.activeElement;"
                    "if (!e || e === document.body || window.__tabbed.has(e)) return null;"
                    "window.__tabbed.add(e);"
                    "return e.id || e.tagName + ':' + (e.textContent || '').trim().slice(0, 30);")
                if here is None:
                    break
                reached.append(here)
                ActionChains(d).send_keys(Keys.TAB).perform()
            controls = d.execute_script(
                "return Array.from(document.querySelectorAll('input, select, textarea, button, summary'))"
                ".filter(e => !e.hidden && !e.disabled && e.offsetParent !== null && e.id).map(e => e.id);")
            missed = [c for c in controls if c not in reached]
            if missed:
                raise Failure(f"Tab never reaches {missed}; it went {reached}")
            # The keyboard alone: type a puzzle, press Enter on "Solve this puzzle".
            puzzle, solution = random_puzzle(self.rng)
            box = d.find_element("css selector", "textarea#puzzle")
            box.clear()
            box.send_keys(line_of(puzzle).replace("0", "."))
            d.execute_script("document.querySelector('#puzzle-out').removeAttribute('data-done');")
            box.send_keys(Keys.TAB)
            focused = d.execute_script("return document.activeElement.id")
            if focused != "puzzle-solve":
                raise Failure(f"Tab from the puzzle box goes to #{focused}, not #puzzle-solve")
            d.switch_to.active_element.send_keys(Keys.ENTER)
            self.page.wait(
                lambda: d.execute_script("return document.querySelector('#puzzle-out').dataset.done") == "true",
                self.page.timeout, "Enter on Solve this puzzle did nothing")
            # Results land in live regions, which a screen reader announces.
            live = d.execute_script(
                "return ['results', 'puzzle-out', 'gen-out', 'chosen'].map(id => {"
                "  const e = document.getElementById(id); return [id, e && e.getAttribute('aria-live')]; })"
                ".concat([['engine', document.getElementById('engine').getAttribute('role')]]);")
            quiet = [i for i, v in live if v not in ("polite", "assertive", "status")]
            if quiet:
                raise Failure(f"not live regions: {quiet} ({live})")
            said = d.execute_script("return document.querySelector('#puzzle-out').textContent")
            if line_of(solution) not in re.sub(r"\D", "", said):
                raise Failure("the live region #puzzle-out does not hold the solution")
            minor += self.axe("after a typed puzzle was solved")
        except Failure as e:
            self.fail_with("q", e, "#puzzle-out")
        self.ok("q", f"axe-core finds no serious or critical violation before and after jobs ({minor} minor); "
                     f"Tab reaches all {len(controls)} controls; Enter solves; results are in live regions")

    # r. the phone layout ----------------------------------------------------------------------

    def check_phone(self):
        d = self.page.driver
        self.page.begin("r")
        size = d.get_window_size()
        try:
            frame = d.execute_script(
                "return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight];")
            d.set_window_size(390 + frame[0], 844 + frame[1])
            self.page.wait(lambda: d.execute_script("return window.innerWidth") == 390, 10,
                           "the window did not become 390 px wide")
            wide = d.execute_script(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth];")
            if wide[0] > wide[1]:
                over = d.execute_script(
                    "return Array.from(document.querySelectorAll('body *'))"
                    ".filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
                    ".slice(0, 5).map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className);")
                raise Failure(f"at 390 px the page scrolls sideways ({wide[0]} px wide): {over}")
            if self.args.screenshot:
                shot = Path(self.args.screenshot).with_name("web-phone.png")
                d.execute_script("window.scrollTo(0, 0);")
                d.save_screenshot(str(shot))
                print(f"     (phone screenshot saved to {shot})", flush=True)
        except Failure as e:
            self.fail_with("r", e, "#puzzle-out")
        finally:
            d.set_window_size(size["width"], size["height"])
        self.ok("r", "at 390 px wide (a phone) nothing scrolls sideways")

    # t. a job that exhausts the tab's memory: answered in words, and so is the one after it -

    def check_recycled(self):
        """A job that leaves the worker's memory large (a workbook with 60 MB of XML
        whitespace) is solved, then the page replaces the worker, and the next job runs
        on the new one."""
        d = self.page.driver
        puzzle, solution = random_puzzle(self.rng)
        path = self.work / "roomy.xlsx"
        # 60 MB: under the 64 MiB of sheet data a solved copy may carry.
        write_bloated_workbook(path, puzzle, 60 / 1024)
        self.page.begin("w")
        try:
            before = int(d.execute_script("return document.body.dataset.recycled || '0'"))
            [s] = self.page.run_files("button#solve", [path], max(self.page.timeout, 180))
            if s["failed"] or not any("Solved" in m for m in s["messages"]):
                raise Failure(f"the workbook with 60 MB of whitespace was not solved: {self.section_text(s)}")
            after = int(d.execute_script("return document.body.dataset.recycled || '0'"))
            grown = int(d.execute_script("return document.body.dataset.workerMib || '0'"))
            if grown <= 96 or after != before + 1:
                raise Failure(f"the job left the worker at {grown} MiB, and the worker was replaced "
                              f"{after - before} times (once, past 96 MiB)")
            again = self.make("after-recycle.xlsx", puzzle)
            [s] = self.page.run_files("button#solve", [again])
            if s["failed"] or not any(line_of(solution) in re.sub(r"\D", "", t) for t in s["tables"]):
                raise Failure(f"the job after the new worker started was not solved: {self.section_text(s)}")
        except Failure as e:
            self.fail_with("w", e, "#results")
        self.ok("w", f"a workbook with 60 MB of whitespace was solved, the worker it left at {grown} MiB "
                     "was replaced, and the next workbook was solved by the new one")

    def check_crash(self):
        d = self.page.driver
        base, _ = random_puzzle(self.rng)
        path = self.work / "bloated.xlsx"
        write_bloated_workbook(path, base, 3.5)
        typed, solution = random_puzzle(self.rng)
        self.page.begin("t")
        try:
            self.page.wait_idle()
            self.page.choose([path])
            d.execute_script("document.querySelector('#puzzle-out').removeAttribute('data-done');")
            d.find_element("css selector", "button#solve").click()
            # A second job queued behind it, in the typed box.
            box = d.find_element("css selector", "textarea#puzzle")
            box.clear()
            box.send_keys(line_of(typed).replace("0", "."))
            d.find_element("css selector", "button#puzzle-solve").click()

            def answered():
                found = [x for x in d.execute_script(SECTIONS_JS) if x["name"] == "bloated.xlsx" and x["done"]]
                typed_done = d.execute_script("return document.querySelector('#puzzle-out').dataset.done") == "true"
                return found[0] if found and typed_done else None

            s = self.page.wait(answered, max(self.page.timeout, 180),
                               "the bloated workbook or the typed puzzle behind it got no answer")
            text = self.section_text(s)
            shown = d.execute_script("return document.body.innerText")
            if re.search(r"RuntimeError|unreachable|memory access out of bounds", shown):
                raise Failure(f"the page shows the engine's own words for the crash: {text}")
            if s["failed"] and not ("too large for the browser" in text or "too large to read" in text
                                    or "solved copy carries" in text):
                raise Failure(f"the failure does not say the file is too large: {text}")
            if not s["failed"] and not any("Solved" in m for m in s["messages"]):
                raise Failure(f"bloated.xlsx was neither solved nor refused in words: {text}")
            out = d.execute_script("return document.querySelector('#puzzle-out').textContent")
            if line_of(solution) not in re.sub(r"\D", "", out):
                raise Failure(f"the typed puzzle queued behind the crash was not solved: {out[:300]}")
            self.page.wait_idle()
        except Failure as e:
            self.fail_with("t", e, "#results")
        finally:
            path.unlink(missing_ok=True)
        said = f"answered in words ({' '.join(s['messages'])[:160]})" if s["failed"] else "solved"
        self.ok("t", f"a workbook holding 3.5 GB of XML whitespace was {said}; the typed puzzle queued "
                     "behind it was solved")

    # s. memory given back: old links let go, Clear results revokes every file ------------

    def check_clear(self):
        d = self.page.driver
        self.page.begin("s")
        try:
            links = d.execute_script(
                "return Array.from(document.querySelectorAll('#results a.download'))"
                ".map(a => [a.getAttribute('href'), a.closest('#results > section') ? 1 : 0]);")
            kept = [h for h, _ in links if h]
            sections = d.execute_script("return document.querySelectorAll('#results > section').length")
            if sections > 40 and len(links) == len(kept):
                raise Failure(f"{sections} result sections and every one of {len(links)} links still holds its file")
            if not kept:
                raise Failure("no download link holds a file before Clear results")
            d.find_element("css selector", "button#results-clear").click()
            left = d.execute_script("return document.querySelectorAll('#results > section').length")
            if left:
                raise Failure(f"Clear results left {left} sections")
            gone = d.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "fetch(arguments[0]).then(() => done('still there'), () => done('revoked'));", kept[0])
            if gone != "revoked":
                raise Failure(f"after Clear results, {kept[0]} is {gone}")
            if d.find_element("css selector", "button#results-clear").is_displayed():
                raise Failure("Clear results still shows with nothing to clear")
        except Failure as e:
            self.fail_with("s", e, "#results")
        self.ok("s", f"{sections} result sections, {len(kept)} of {len(links)} links holding files; "
                     "Clear results removes them and revokes every file")

    # p. installed and offline: the service worker, not the browser's cache --------------

    def check_installable(self):
        d = self.page.driver
        self.page.begin("p")
        try:
            self.page.wait(lambda: d.execute_script("return document.body.dataset.offline") == "ready",
                           self.page.timeout, "the service worker never took charge (body data-offline)")
            manifest = d.execute_cdp_cmd("Page.getAppManifest", {})
            if manifest.get("errors"):
                raise Failure(f"the web app manifest has errors: {manifest['errors']}")
            data = json.loads(manifest.get("data") or "{}")
            if not data.get("name") or not data.get("icons") or data.get("display") != "standalone":
                raise Failure(f"the manifest lacks a name, icons or display standalone: {data}")
            if self.site.running:
                raise Failure("the server should be stopped by now (check i)")
            # No HTTP cache: only the service worker can give the page back.
            d.execute_cdp_cmd("Network.enable", {})
            d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
            d.refresh()
            self.page.wait(lambda: d.execute_script("return document.body.dataset.ready") == "true",
                           self.page.timeout, "after a reload with the server stopped and no HTTP cache, "
                           "the solver did not start")
            d.execute_script(WATCH_JS)
            puzzle, solution = random_puzzle(self.rng)
            path = self.make("reloaded.xlsx", puzzle)
            [s] = self.page.run_files("button#solve", [path])
            if s["failed"] or not any("Solved" in m for m in s["messages"]):
                raise Failure(f"reloaded offline, reloaded.xlsx was not solved: {self.section_text(s)}")
            self.page.wait_downloads(lambda n: "reloaded.solved.xlsx" in n, "reloaded.solved.xlsx was not downloaded")
            check_solved_workbook(self.page.downloads / "reloaded.solved.xlsx", puzzle, solution,
                                  "reloaded.solved.xlsx")
        except Failure as e:
            self.fail_with("p", e, "#results")
        self.ok("p", f"installable ({data['name']!r}, {len(data['icons'])} icons); with the server stopped "
                     "and the HTTP cache off, the page reloads from its service worker and solves")

    def check_netlog(self):
        """After the browser has quit: no request that the page or its workers made went
        anywhere but the page's origin (Chromium's own, such as its update checks, are
        made with no origin and are no business of the page's)."""
        requests = netlog_requests(self.page.netlog)
        origin = self.site.origin
        ours = [(u, i) for u, i in requests if i not in (None, "not an origin")]
        if not any(u.startswith(origin + "/") for u, _ in ours):
            raise Failure(f"i: Chromium's NetLog shows no request the page made ({len(requests)} in all); "
                          f"is {self.page.netlog} written?")
        away = sorted({
            (u, i) for u, i in ours
            if i != origin or not u.startswith((origin + "/", "data:", "blob:" + origin + "/"))
        })
        if away:
            raise Failure(f"i: the page (or a worker of it) made requests away from {origin} "
                          f"(url, the origin that asked): {away}")
        paths = sorted({p for _, p, _ in self.site.requests})
        own = len({u for u, i in requests if i in (None, "not an origin") and not u.startswith(origin)})
        self.ok("i", f"all {len(ours)} requests of the page and its workers went to its own origin "
                     f"({', '.join(paths)}; Chromium's own: {own}); with the server stopped, offline.xlsx still solved")

    def all(self):
        self.page.open()
        self.check_controls()
        self.check_accessible_at_first()
        self.check_solve()
        self.check_pdf()
        self.check_batch()
        self.check_twelve()
        self.check_stop()
        self.check_list()
        self.check_explain()
        self.check_play()
        self.check_generate()
        self.check_text()
        self.check_walk()
        self.check_many()
        self.check_giant_auto()
        self.check_words()
        self.check_languages()
        self.check_browser_language()
        self.check_accessible()
        self.check_phone()
        self.check_recycled()
        self.check_crash()
        self.check_clear()
        self.check_offline()
        self.check_installable()
        self.page.quit()
        self.check_netlog()


# ---------------------------------------------------------------------------------------


def self_test():
    """The script's own parts, without a browser: the counter on known puzzles, the
    puzzle maker and the clash it plants, and the server's MIME types and log."""
    known = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    cells = [int(c) if c != "." else 0 for c in known]
    assert count_solutions(cells) == 1
    assert count_solutions([int(c) for c in solved]) == 1
    assert is_solved_grid([int(c) for c in solved])
    assert count_solutions([0] * 81) == 2
    assert count_solutions([0] * 81, limit=5) == 5
    broken = list(cells)
    broken[2] = 5  # a second 5 in row 1
    assert count_solutions(broken) == 0
    rng = random.Random(1)
    lines = set()
    for _ in range(20):
        puzzle, solution = random_puzzle(rng)
        assert is_solved_grid(solution) and count_solutions(puzzle) == 1
        lines.add(line_of(solution))
        clash, given, cell = plant_clash(rng, puzzle)
        assert given // 9 == cell // 9 and clash[given] == clash[cell] and count_solutions(clash) == 0
        pairs = [(i, j) for i in range(81) for j in range(i + 1, 81) if clash[i] and clash[i] == clash[j]
                 and (i // 9 == j // 9 or i % 9 == j % 9 or box_of(i) == box_of(j))]
        assert pairs == [tuple(sorted((given, cell)))], pairs
    assert len(lines) == 20, "the maker repeats itself"
    assert cell_name(0) == "A1" and cell_name(80) == "I9" and cell_name(11) == "C2"
    printed = printed_layout(cells).splitlines()
    assert printed[0] == "5 3 . | . 7 . | . . ." and printed[3] == "------+-------+------", printed

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "index.html").write_text("<p>hi</p>")
        (root / "m.wasm").write_bytes(b"\0asm\1\0\0\0")
        (root / "w.js").write_text("1")
        site = Site(root)
        try:
            for name, mime in [("m.wasm", "application/wasm"), ("w.js", "text/javascript"),
                               ("index.html", "text/html")]:
                with urllib.request.urlopen(f"{site.origin}/{name}") as r:
                    assert r.headers["Content-Type"].startswith(mime), (name, r.headers["Content-Type"])
            assert [p for _, p, _ in site.requests] == ["/m.wasm", "/w.js", "/index.html"], site.requests
        finally:
            site.stop()
        try:
            urllib.request.urlopen(site.origin + "/", timeout=2)
            raise AssertionError("the stopped server still answers")
        except OSError:
            pass
        book = root / "p.xlsx"
        write_puzzle_workbook(book, cells)
        import openpyxl
        ws = openpyxl.load_workbook(book)["Sheet1"]
        assert [digit_of(ws.cell(row=i // 9 + 1, column=i % 9 + 1).value) or 0 for i in range(81)] == cells
    print("self-test: ok")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, help="the built site (web/dist)")
    parser.add_argument("--screenshot", type=Path, help="save the page after the first solve here")
    parser.add_argument("--seed", type=int, help="the random puzzles' seed (printed when not given)")
    parser.add_argument("--timeout", type=float, default=ACTION_SECONDS, help="seconds per action")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--self-test", action="store_true", help="check this script's own parts")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return 0
    if not args.dist or not (args.dist / "index.html").is_file():
        parser.error(f"--dist must be the built site, with index.html (got {args.dist})")

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"e2e: site {args.dist}, seed {seed} (--seed {seed} makes these puzzles again)", flush=True)
    scratch = Path(tempfile.mkdtemp(prefix="sudoku-web-e2e-"))
    work, downloads = scratch / "in", scratch / "downloads"
    work.mkdir()
    downloads.mkdir()
    site = Site(args.dist.resolve())
    page = None
    status = 1
    try:
        page = Page(site, downloads, scratch / "netlog.json", args.timeout)
        Run(args, work, site, page, random.Random(seed)).all()
        print("e2e: all checks passed", flush=True)
        status = 0
    except Failure as e:
        print(f"FAIL {e}", flush=True)
    except Exception as e:
        import traceback

        traceback.print_exc()
        print(f"FAIL (the harness broke): {e!r}", flush=True)
        if page:
            print(f"--- #results:\n{page.text_of('#results')}", flush=True)
    finally:
        if status and page:
            console = page.console()
            if console:
                print("--- the browser console:\n" + "\n".join(console[-30:]), flush=True)
            print(f"--- requests the server saw: {site.requests}", flush=True)
        if page:
            page.quit()
        site.stop()
        if status and not args.keep:
            print(f"--- the inputs and downloads are kept in {scratch}", flush=True)
        elif not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)
        else:
            print(f"--- the inputs and downloads are in {scratch}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
