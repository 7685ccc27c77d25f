"""Shared fixtures: the repository's samples and test data, and puzzles used throughout."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
DATA = ROOT / "tests" / "data"

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CLASSIC_SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


@pytest.fixture
def samples() -> Path:
    return SAMPLES


def se_fixture(name: str) -> list[tuple[str, float, str]]:
    """(puzzle, SE's ER, SE's hardest technique) of tests/data/<name>."""
    rows = []
    for line in (DATA / name).read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        f = line.split("\t")
        rows.append((f[0], float(f[1]), f[4]))
    return rows
