"""solve_many and rate_many: lists, pandas-like sequences and numpy arrays, threads,
Ctrl-C, and hypothesis checking them against the one-puzzle solver."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sudoku_xlsx as sx
from conftest import CLASSIC, CLASSIC_SOLVED, DATA


def digits(p: str) -> list[int]:
    return [0 if c in ".0" else int(c) for c in p]


def test_lists_and_sequences() -> None:
    assert sx.solve_many([CLASSIC, "55" + CLASSIC[2:]]) == [CLASSIC_SOLVED, None]
    assert sx.solve_many((CLASSIC,)) == [CLASSIC_SOLVED]
    assert sx.solve_many(iter([CLASSIC]), threads=1) == [CLASSIC_SOLVED]
    assert sx.solve_many([]) == []
    assert sx.solve_many([CLASSIC] * 5, threads=2) == [CLASSIC_SOLVED] * 5
    assert sx.solve_many(["1..." + "." * 12], size=4)[0] is not None


def test_a_bad_row_is_named_by_its_index() -> None:
    with pytest.raises(sx.PuzzleError, match="puzzle 1:"):
        sx.solve_many([CLASSIC, "123"])
    with pytest.raises(sx.PuzzleError, match="puzzle 1: None is not text"):
        sx.solve_many([CLASSIC, None])  # type: ignore[list-item]
    with pytest.raises(sx.UsageError, match="threads"):
        sx.solve_many([CLASSIC], threads=0)


def test_numpy_arrays_in_and_out() -> None:
    a = np.array([digits(CLASSIC), digits("55" + CLASSIC[2:]), [0] * 81], dtype=np.uint8)
    out = sx.solve_many(a)
    assert out.dtype == np.uint8 and out.shape == (3, 81)
    assert "".join(map(str, out[0])) == CLASSIC_SOLVED
    assert not out[1].any(), "no solution: a row of zeros"
    assert out[2].all()
    out[0, 0] = 0  # the result is the caller's to change
    assert (sx.solve_many(a.astype(np.int64), threads=1) [0] != 0).all()
    with pytest.raises(sx.PuzzleError, match="cell 4 holds 12"):
        bad = a.copy()
        bad[1, 4] = 12
        sx.solve_many(bad)
    with pytest.raises(sx.PuzzleError, match="shape"):
        sx.solve_many(np.zeros((2, 80), dtype=np.uint8))
    assert sx.solve_many(np.zeros((0, 81), dtype=np.uint8)).shape == (0, 81)


def test_a_pandas_like_series() -> None:
    class Series:
        """What solve_many sees of a pandas Series: an iterable of strings."""

        def __init__(self, values: list[str]) -> None:
            self.values = values

        def __iter__(self):  # type: ignore[no-untyped-def]
            return iter(self.values)

    assert sx.solve_many(Series([CLASSIC])) == [CLASSIC_SOLVED]


def test_a_pandas_column() -> None:
    pd = pytest.importorskip("pandas")
    df = pd.DataFrame({"puzzle": [CLASSIC, "." * 81, "55" + CLASSIC[2:]]})
    df["solution"] = sx.solve_many(df["puzzle"])
    assert df["solution"].iloc[0] == CLASSIC_SOLVED and pd.isna(df["solution"].iloc[2])
    ratings = sx.rate_many(df["puzzle"])
    assert ratings[0] == sx.rate(CLASSIC) and ratings[1] is None and ratings[2] is None
    with pytest.raises(sx.PuzzleError, match="puzzle 1: nan is not text"):
        sx.solve_many(pd.Series([CLASSIC, float("nan")]))


def test_the_shared_style_sets_solve() -> None:
    lines = [l.strip() for l in (DATA / "hard20_attractivechaos.txt").read_text().splitlines()]
    puzzles = [l for l in lines if len(l) == 81]
    assert len(puzzles) >= 20
    solved = sx.solve_many(puzzles)
    assert all(s is not None for s in solved)
    arr = sx.solve_many(np.array([digits(p) for p in puzzles], dtype=np.uint8))
    assert ["".join(map(str, r)) for r in arr] == solved


puzzle_of = st.tuples(
    st.sampled_from([CLASSIC_SOLVED, sx.generate(seed=3).solution, sx.generate(seed=9).solution]),
    st.lists(st.booleans(), min_size=81, max_size=81),
).map(lambda t: "".join(c if keep else "." for c, keep in zip(*t)))


@settings(max_examples=60, deadline=None)
@given(st.lists(puzzle_of, min_size=1, max_size=12), st.sampled_from([None, 1, 2]))
def test_solve_many_agrees_with_the_solver(puzzles: list[str], threads: int | None) -> None:
    many = sx.solve_many(puzzles, threads=threads)
    assert many == [sx.solve(p) for p in puzzles]
    for p, s in zip(puzzles, many):
        # Every puzzle here was cut from a full grid, so it has a solution, within its givens.
        assert s is not None
        assert all(a == "." or a == b for a, b in zip(p, s))
        assert sx.count_solutions(s) == 1
    arr = sx.solve_many(np.array([digits(p) for p in puzzles], dtype=np.uint8), threads=threads)
    assert ["".join(map(str, r)) for r in arr] == many


def interrupted(script: str, after: float, timeout: float) -> tuple[int, str, float]:
    """Runs `script` in a new Python, sends it Ctrl-C `after` seconds past its first line
    ("started"), and returns its exit status, the rest of its output, and the seconds it
    took to end after the signal."""
    p = subprocess.Popen([sys.executable, "-c", textwrap.dedent(script)], stdout=subprocess.PIPE, text=True)
    assert p.stdout is not None
    assert p.stdout.readline().strip() == "started"
    time.sleep(after)
    p.send_signal(signal.SIGINT)
    sent = time.monotonic()
    try:
        code = p.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        pytest.fail("the work went on after Ctrl-C")
    return code, p.stdout.read(), time.monotonic() - sent


@pytest.mark.parametrize("threads", [1, None])
def test_ctrl_c_stops_a_batch_with_keyboard_interrupt(threads: int | None) -> None:
    script = (
        f"""
        import sys, time
        import sudoku_xlsx as sx
        hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
        print("started", flush=True)
        t = time.monotonic()
        try:
            sx.solve_many([hard] * 2_000_000, threads={threads!r})
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(7)
        print("finished", time.monotonic() - t, flush=True)
        """
    )
    code, out, waited = interrupted(script, after=0.5, timeout=15)
    assert code == 7, out
    # The whole batch takes minutes; it stopped within the next chunk (about 50 ms).
    assert waited < 5, f"stopped {waited:.1f} s after Ctrl-C"


def test_ctrl_c_stops_a_workbook_job_and_the_next_one_runs() -> None:
    script = (
        """
        import sys
        import sudoku_xlsx as sx
        print("started", flush=True)
        try:
            sx.generate_workbook(count=10000, seed=1, difficulty="hard")
        except KeyboardInterrupt:
            # Stopped work does not stop the next.
            r = sx.generate_workbook(count=2, seed=1, difficulty="easy")
            print("interrupted", r.exit_code, len(sx.find_grids(r.output)), flush=True)
            sys.exit(7)
        print("finished", flush=True)
        """
    )
    code, out, waited = interrupted(script, after=1.0, timeout=30)
    assert code == 7, out
    word, status, grids = out.split()
    assert (word, status) == ("interrupted", "0") and int(grids) >= 2, out
    assert waited < 10
