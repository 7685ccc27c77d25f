"""The `sudoku-xlsx` command the wheel installs: the same flags, words and exit statuses
as the Rust build, and Ctrl-C ending it with 130."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import SAMPLES

COMMAND = shutil.which("sudoku-xlsx", path=os.path.dirname(sys.executable))


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    assert COMMAND, "the wheel installs sudoku-xlsx beside python"
    return subprocess.run([COMMAND, *args], capture_output=True, text=True, cwd=cwd, timeout=120)


def test_solve_writes_the_copy_and_exits_0(tmp_path: Path) -> None:
    out = tmp_path / "solved.xlsx"
    r = run("solve", str(SAMPLES / "classic.xlsx"), "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "Solved" in r.stdout and out.is_file()


def test_exit_statuses_are_the_commands(tmp_path: Path) -> None:
    none = run("solve", str(SAMPLES / "no-solution.xlsx"), "-o", str(tmp_path / "x.xlsx"))
    assert none.returncode == 1 and "No solution" in none.stderr
    bad = run("solve", "--no-such-flag")
    assert bad.returncode == 2 and "--no-such-flag" in bad.stderr
    missing = run("solve", "missing.xlsx")
    assert missing.returncode == 2 and "missing.xlsx" in missing.stderr
    help_ = run("--help")
    assert help_.returncode == 0 and "Exit status" in help_.stdout
    assert run("--version").stdout.startswith("sudoku-xlsx ")


def test_python_dash_m_runs_the_same_command() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "sudoku_xlsx", "rate", str(SAMPLES / "classic.xlsx")],
        capture_output=True, text=True, timeout=60,
    )
    assert r.returncode == 0, r.stderr
    assert "easy" in r.stdout


def test_ctrl_c_exits_130(tmp_path: Path) -> None:
    p = subprocess.Popen(
        [COMMAND or "sudoku-xlsx", "generate", "-o", str(tmp_path / "many.xlsx"), "--count", "10000",
         "--difficulty", "expert", "--seed", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    time.sleep(1.5)
    p.send_signal(signal.SIGINT)
    try:
        code = p.wait(timeout=20)
    except subprocess.TimeoutExpired:
        p.kill()
        pytest.fail("the command went on after Ctrl-C")
    assert code == 130, p.stderr.read() if p.stderr else ""
    assert not (tmp_path / "many.xlsx").exists(), "no partial output"
