"""The Python package's benchmark (issue 44), every figure measured in one run:

* solve_many(threads=1) against rustoku's solve in a loop, and against the command's own
  per-puzzle time on the same list (`sudoku-xlsx solve LIST -j 1`), on the shared sets;
* two Python threads each calling solve_many(threads=1), against the same two calls one
  after the other (the GIL is released);
* rate_many against rate and Sudoku Explainer's numbers (tests/data/se_ratings*.tsv), and
  the speed and agreement of hodoku-py's and pencilmark's graders on the same puzzles;
* the wheel's size.

Run it from a venv holding the wheel, rustoku, hodoku-py and pencilmark:

    python3 -m venv /tmp/bv && /tmp/bv/bin/pip install maturin==1.16.0 rustoku==0.16.0 \
        hodoku-py==0.2.1 pencilmark==1.0.0rc1
    /tmp/bv/bin/maturin build --release -m python/Cargo.toml --out target/wheels-bench
    /tmp/bv/bin/pip install --force-reinstall target/wheels-bench/sudoku_xlsx-*.whl
    cargo build --release && /tmp/bv/bin/python python/bench.py [--sets DIR] [--limit N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable, List

import sudoku_xlsx as sx

ROOT = Path(__file__).resolve().parents[1]
SETS = {
    "17-clue": "puzzles2_17_clue",
    "magictour top1465": "puzzles3_magictour_top1465",
    "forum hardest 1905": "puzzles5_forum_hardest_1905_11+",
}


def puzzles_of(path: Path, limit: int) -> List[str]:
    out = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if len(line) >= 81 and not line.startswith("#"):
            p = line[:81]
            if all(c in ".0123456789" for c in p):
                out.append(p)
        if len(out) >= limit:
            break
    return out


def best_of(runs: int, f: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


def command_per_puzzle(puzzles: List[str], binary: Path) -> float:
    """Seconds a puzzle for `sudoku-xlsx solve LIST -j 1 -o OUT.txt`, less the time of
    the same command on a one-line list (start-up and writing)."""
    with tempfile.TemporaryDirectory() as d:
        lst = Path(d) / "list.txt"
        one = Path(d) / "one.txt"
        lst.write_text("\n".join(puzzles) + "\n")
        one.write_text(puzzles[0] + "\n")

        def run(src: Path) -> float:
            def go() -> None:
                subprocess.run(
                    [str(binary), "solve", str(src), "-j", "1", "-o", str(Path(d) / "out.txt"), "--force", "-q"],
                    check=False, capture_output=True,
                )
            return best_of(3, go)

        return max(run(lst) - run(one), 1e-9) / (len(puzzles) - 1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sets", type=Path, default=ROOT.parent / "shared" / "data")
    ap.add_argument("--limit", type=int, default=20000)
    ap.add_argument("--binary", type=Path, default=ROOT / "target" / "release" / "sudoku-xlsx")
    args = ap.parse_args()
    import rustoku

    print("## solve_many(threads=1) against rustoku and the command\n")
    print("| set | puzzles | solve_many, us/puzzle | rustoku.solve loop, us/puzzle | x faster | command -j 1, us/puzzle | solve_many / command |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, file in SETS.items():
        ps = puzzles_of(args.sets / file, args.limit)
        ours = best_of(3, lambda: sx.solve_many(ps, threads=1)) / len(ps)
        theirs_n = ps[: max(1, min(len(ps), 2000))]
        theirs = best_of(3, lambda: [rustoku.solve(p) for p in theirs_n]) / len(theirs_n)
        assert sx.solve_many(theirs_n[:50], threads=1) == [rustoku.solve(p) or None for p in theirs_n[:50]]
        cmd = command_per_puzzle(ps, args.binary)
        print(f"| {name} | {len(ps)} | {ours * 1e6:.1f} | {theirs * 1e6:.1f} | {theirs / ours:.0f}x | {cmd * 1e6:.1f} | {ours / cmd:.2f} |")

    print("\n## Two Python threads, each solve_many(threads=1)\n")
    ps = puzzles_of(args.sets / SETS["magictour top1465"], 1465)
    half = ps * 4
    alone = best_of(3, lambda: (sx.solve_many(half, threads=1), sx.solve_many(half, threads=1)))

    def together() -> None:
        ts = [threading.Thread(target=sx.solve_many, args=(half,), kwargs={"threads": 1}) for _ in range(2)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()

    both = best_of(3, together)
    print(f"one after the other {alone:.3f} s, two threads {both:.3f} s: ratio {both / alone:.2f} (target <= 0.75)")

    print("\n## rate_many against rate and Sudoku Explainer 1.2.1.3\n")
    print("| file | puzzles | rate_many = rate | = SE's ER | within 0.1 | rate_many, ms/puzzle (all cores) | rate_many threads=1 |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    rows_all = []
    for f in ("se_ratings.tsv", "se_ratings_more.tsv"):
        rows = []
        for line in (ROOT / "tests" / "data" / f).read_text().splitlines():
            if line and not line.startswith("#"):
                x = line.split("\t")
                rows.append((x[0], float(x[1])))
        rows_all += rows
        ps = [p for p, _ in rows]
        t = time.perf_counter()
        many = sx.rate_many(ps)
        par = time.perf_counter() - t
        t = time.perf_counter()
        sx.rate_many(ps, threads=1)
        one = time.perf_counter() - t
        same = sum(1 for p, r in zip(ps, many) if r == sx.rate(p))
        eq = sum(1 for (_, er), r in zip(rows, many) if r and abs(r.score - er) < 1e-9)
        near = sum(1 for (_, er), r in zip(rows, many) if r and abs(r.score - er) <= 0.1 + 1e-9)
        print(f"| {f} | {len(ps)} | {same} | {eq} ({eq / len(ps):.1%}) | {near} ({near / len(ps):.1%}) | {par / len(ps) * 1e3:.1f} | {one / len(ps) * 1e3:.1f} |")

    print("\n## Other Python graders on the same puzzles (first 100 of se_ratings.tsv)\n")
    sample = rows_all[:100]
    graders = {"sudoku_xlsx.rate": lambda p: sx.rate(p).score}
    try:
        import pencilmark

        graders["pencilmark.rate(se)"] = lambda p: pencilmark.rate(p, fields=["se"])["se"]["er"]
    except ImportError:
        pass
    try:
        import hodoku

        solver = hodoku.Solver()
        graders["hodoku-py Solver.rate (its own score, not SE)"] = lambda p: solver.rate(p).score
    except ImportError:
        pass
    print("| grader | ms/puzzle | = SE's ER | within 0.1 | Spearman rho with SE |")
    print("|---|---:|---:|---:|---:|")
    ers = [er for _, er in sample]
    for name, g in graders.items():
        t = time.perf_counter()
        got = []
        for p, _ in sample:
            try:
                got.append(float(g(p)))
            except Exception:  # a grader that gives up on a puzzle
                got.append(float("nan"))
        took = (time.perf_counter() - t) / len(sample)
        eq = sum(1 for a, b in zip(got, ers) if abs(a - b) < 1e-9)
        near = sum(1 for a, b in zip(got, ers) if abs(a - b) <= 0.1 + 1e-9)
        ok = [(a, b) for a, b in zip(got, ers) if a == a]
        rho = spearman([a for a, _ in ok], [b for _, b in ok]) if len(ok) > 2 else float("nan")
        print(f"| {name} | {took * 1e3:.1f} | {eq} | {near} | {rho:.3f} |")

    wheels = sorted((ROOT / "target").glob("wheels*/sudoku_xlsx-*.whl"))
    for w in wheels:
        print(f"\nwheel {w.name}: {w.stat().st_size / 1e6:.1f} MB (target <= 8 MB)")


def spearman(a: List[float], b: List[float]) -> float:
    def ranks(x: List[float]) -> List[float]:
        order = sorted(range(len(x)), key=lambda i: x[i])
        r = [0.0] * len(x)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and x[order[j + 1]] == x[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2
            i = j + 1
        return r

    ra, rb = ranks(a), ranks(b)
    ma, mb = statistics.mean(ra), statistics.mean(rb)
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    return cov / ((sum((x - ma) ** 2 for x in ra) * sum((y - mb) ** 2 for y in rb)) ** 0.5)


if __name__ == "__main__":
    main()
