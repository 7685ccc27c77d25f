"""The package is typed: a script using it passes `mypy --strict`, and the compiled
module's stubs match what it really holds (mypy's stubtest)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("mypy")

USER_SCRIPT = textwrap.dedent(
    """
    from pathlib import Path
    from typing import List, Optional

    import numpy as np
    import sudoku_xlsx as sx

    solution: Optional[str] = sx.solve("." * 81)
    rating: sx.Rating = sx.rate("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
    score: float = rating.score
    steps: sx.Explanation = sx.explain("." * 81)
    first: sx.Step = steps[0]
    cell: str = first.placements[0].cell if first.placements else ""
    made: sx.Generated = sx.generate("easy", seed=1)
    many: List[Optional[str]] = sx.solve_many([made.puzzle])
    grid: np.ndarray = sx.solve_many(np.zeros((1, 81), dtype=np.uint8))
    result: sx.WorkbookResult = sx.solve_workbook(Path("x.xlsx"), force=True)
    for g in result:
        place: str = g.place
    try:
        sx.rate("." * 81)
    except sx.Error as e:
        code: int = e.exit_code
    """
)


def test_a_users_script_passes_mypy_strict(tmp_path: Path) -> None:
    script = tmp_path / "use.py"
    script.write_text(USER_SCRIPT)
    r = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(script)],
        capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_the_stubs_match_the_compiled_module() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "sudoku_xlsx._native"],
        capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_the_package_itself_passes_mypy_strict() -> None:
    package = Path(__file__).resolve().parents[1] / "pysrc" / "sudoku_xlsx"
    r = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(package)],
        capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr
