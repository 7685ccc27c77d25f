"""Workbook jobs: paths and bytes in, files and bytes out, results per grid, and every
refusal as its own error with the command's words and exit status."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

import sudoku_xlsx as sx
from conftest import CLASSIC_SOLVED, SAMPLES


def test_solve_a_workbook_to_a_file(tmp_path: Path) -> None:
    src = tmp_path / "classic.xlsx"
    src.write_bytes((SAMPLES / "classic.xlsx").read_bytes())
    before = src.read_bytes()
    out = tmp_path / "done.xlsx"
    r = sx.solve_workbook(src, out)
    assert r.exit_code == 0 and r.output == out and out.is_file()
    assert len(r) == 1 and r[0].place == "Sheet1!A1:I9"
    assert (r[0].status, r[0].solution, r[0].message) == ("solved", CLASSIC_SOLVED, "Solved")
    assert any("Solved" in line for line in r.lines)
    assert src.read_bytes() == before, "the input is never changed"
    # The copy holds the solution where the puzzle was.
    again = sx.find_grids(out)
    assert [(g.place, g.status) for g in again] == [("Sheet1!A1:I9", "full")]


def test_bytes_in_bytes_out() -> None:
    r = sx.solve_workbook((SAMPLES / "classic.xlsx").read_bytes(), name="mine.xlsx")
    assert isinstance(r.output, bytes) and r.name == "mine.solved.xlsx"
    assert zipfile.ZipFile(io.BytesIO(r.output)).testzip() is None
    assert sx.find_grids(r.output)[0].status == "full"


def test_statuses_of_grids_that_cannot_be_solved() -> None:
    several = sx.solve_workbook(SAMPLES / "several-solutions.xlsx")
    assert several[0].status == "multiple" and several[0].solution is not None
    assert several.exit_code == 0
    none = sx.solve_workbook(SAMPLES / "no-solution.xlsx")
    assert none[0].status in ("no_solution", "clash")
    assert none.exit_code == 1 and none.output is None and none[0].solution is None


def test_options_are_the_commands_flags(tmp_path: Path) -> None:
    found = sx.find_grids(SAMPLES / "elsewhere.xlsx")
    assert found[0].place == "'Week 12'!B6:J14" and found[0].status == "unique"
    r = sx.solve_workbook(SAMPLES / "elsewhere.xlsx", range="B6:J14", sheet="Week 12")
    assert r[0].status == "solved" and r[0].place == "'Week 12'!B6:J14"
    sixteen = sx.solve_workbook(SAMPLES / "sixteen.xlsx", range="B2:Q17")
    assert sixteen[0].status == "solved" and len(sixteen[0].solution or "") == 256
    grid_only = sx.solve_workbook(SAMPLES / "classic.xlsx", grid_only=True)
    assert grid_only.exit_code == 0


def test_refusals_are_typed_errors(tmp_path: Path) -> None:
    with pytest.raises(sx.NotAWorkbookError) as e:
        sx.solve_workbook(b"this is not a workbook", name="notes.xlsx")
    assert e.value.exit_code == 2 and "notes.xlsx" in str(e.value)
    with pytest.raises(sx.InputError, match="no such file"):
        sx.solve_workbook(tmp_path / "missing.xlsx")
    with pytest.raises(sx.InputError, match="Nope"):
        sx.solve_workbook(SAMPLES / "classic.xlsx", sheet="Nope")
    with pytest.raises(sx.UsageError):
        sx.solve_workbook(SAMPLES / "classic.xlsx", no_such_flag=True)
    with pytest.raises(sx.UsageError):
        sx.solve_workbook(SAMPLES / "classic.xlsx", range="not a range!")


def test_bad_cells_name_each_cell(tmp_path: Path) -> None:
    openpyxl = pytest.importorskip("openpyxl")
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Mine"
    for cell, value in {"A1": 5, "B1": 3, "E1": 7, "A2": 6, "D2": 1, "C3": "x", "F4": 12}.items():
        sheet[cell] = value
    path = tmp_path / "typo.xlsx"
    book.save(path)
    r = sx.solve_workbook(path, range="A1:I9")
    assert [g.status for g in r] == ["bad_cells"]
    assert "C3" in r[0].message and "F4" in r[0].message
    assert r.exit_code == 2 and r.output is None


def test_outputs_are_written_all_or_nothing_and_never_over_anything(tmp_path: Path) -> None:
    src = SAMPLES / "classic.xlsx"
    out = tmp_path / "out.xlsx"
    out.write_bytes(b"keep me")
    with pytest.raises(sx.OutputError) as e:
        sx.solve_workbook(src, out)
    assert "--force" in str(e.value) and e.value.exit_code == 2
    assert out.read_bytes() == b"keep me"
    sx.solve_workbook(src, out, force=True)
    assert out.read_bytes() != b"keep me"
    with pytest.raises(sx.OutputError, match="folder"):
        sx.solve_workbook(src, tmp_path / "no" / "such" / "out.xlsx")
    copy = tmp_path / "in.xlsx"
    copy.write_bytes(src.read_bytes())
    with pytest.raises(sx.OutputError, match="replace the input"):
        sx.solve_workbook(copy, copy, force=True)
    with pytest.raises(sx.OutputError, match=r"\.csv"):
        sx.solve_workbook(src, tmp_path / "out.csv")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.xlsx", "out.xlsx"]


def test_explain_and_play_workbooks(tmp_path: Path) -> None:
    e = sx.explain_workbook(SAMPLES / "classic.xlsx", tmp_path / "steps.xlsx")
    assert e.exit_code == 0 and e[0].status == "solved"
    assert e[0].level == "easy" and e[0].score == 1.2
    names = zipfile.ZipFile(tmp_path / "steps.xlsx").namelist()
    assert sum(n.startswith("xl/worksheets/") for n in names) >= 2
    p = sx.play_workbook(SAMPLES / "classic.xlsx")
    assert p.exit_code == 0 and isinstance(p.output, bytes) and p.name == "classic.play.xlsx"
    assert not any(n.endswith("vbaProject.bin") for n in zipfile.ZipFile(io.BytesIO(p.output)).namelist())


def test_generate_a_workbook(tmp_path: Path) -> None:
    out = tmp_path / "class.xlsx"
    g = sx.generate_workbook(out, count=3, seed=7, difficulty="easy")
    assert g.exit_code == 0 and g.output == out
    grids = sx.find_grids(out)
    assert len(grids) >= 3 and all(x.status == "unique" for x in grids[:3])
    assert sx.generate_workbook(count=1, seed=7, difficulty="easy").output == sx.generate_workbook(
        count=1, seed=7, difficulty="easy"
    ).output, "the same seed makes the same workbook"
    with pytest.raises(sx.UsageError):
        sx.generate_workbook(count=1, seed=1, difficulty="impossible")
