"""Puzzles as text: solve, count, rate, explain, hint and generate, on every shape."""

from __future__ import annotations

import pytest

import sudoku_xlsx as sx
from conftest import CLASSIC, CLASSIC_SOLVED, se_fixture


def is_valid_9x9(s: str) -> bool:
    rows = [s[r * 9 : r * 9 + 9] for r in range(9)]
    cols = ["".join(r[c] for r in rows) for c in range(9)]
    boxes = [
        "".join(rows[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3))
        for br in (0, 3, 6)
        for bc in (0, 3, 6)
    ]
    return all(sorted(u) == list("123456789") for u in rows + cols + boxes)


def test_solve_gives_the_one_solution() -> None:
    assert sx.solve(CLASSIC) == CLASSIC_SOLVED
    assert sx.solve(CLASSIC.replace(".", "0")) == CLASSIC_SOLVED


def test_solve_reads_the_layouts_people_paste() -> None:
    rows = "\n".join(CLASSIC[r * 9 : r * 9 + 9] for r in range(9))
    assert sx.solve(rows) == CLASSIC_SOLVED
    spaced = "\n".join(" ".join(CLASSIC[r * 9 : r * 9 + 9]) for r in range(9))
    assert sx.solve(spaced) == CLASSIC_SOLVED


def test_solve_says_none_when_there_is_no_solution() -> None:
    clash = "55" + CLASSIC[2:]
    assert sx.solve(clash) is None
    # A1 sees 1-8 in its row and 9 in its column: no digit is left for it.
    no_solution = ".12345678" + "9" + "." * 71
    assert sx.solve(no_solution) is None
    assert sx.count_solutions(no_solution) == 0


def test_several_solutions_give_one_and_the_count_tells() -> None:
    empty = "." * 81
    s = sx.solve(empty)
    assert s is not None and is_valid_9x9(s)
    assert sx.count_solutions(empty) == 2
    assert sx.count_solutions(empty, limit=5) == 5
    assert sx.count_solutions(CLASSIC) == 1


def test_text_that_is_not_a_puzzle_is_a_puzzle_error() -> None:
    with pytest.raises(sx.PuzzleError) as e:
        sx.solve("12345")
    assert e.value.exit_code == 2
    assert isinstance(e.value, sx.Error) and isinstance(e.value, ValueError)
    assert "5 cells" in str(e.value)
    with pytest.raises(sx.PuzzleError, match="puzzle"):
        sx.solve("x" * 81)


def test_other_sizes_and_variants() -> None:
    four = "1...." + "." * 11
    s4 = sx.solve(four)
    assert s4 is not None and len(s4) == 16 and s4[0] == "1"
    assert sx.solve(four, size=4) == s4
    with pytest.raises(sx.PuzzleError, match="a 4x4 grid has 16"):
        sx.solve(CLASSIC, size=4)
    sixteen = sx.generate(size=16, seed=4)
    assert len(sixteen.puzzle) == 256
    assert sx.solve(sixteen.puzzle) == sixteen.solution
    # Diagonal: both main diagonals hold every digit.
    d = sx.solve("." * 81, diagonal=True)
    assert d is not None and is_valid_9x9(d)
    assert sorted(d[i * 10] for i in range(9)) == list("123456789")
    assert sorted(d[8 + i * 8] for i in range(9)) == list("123456789")
    with pytest.raises(sx.UsageError):
        sx.solve("." * 16, size=4, windoku=True)
    # Six by six with boxes of 2 rows and 3 columns, and 3 rows and 2 columns.
    assert sx.count_solutions("." * 36, boxes=(2, 3), size=6) == 2
    assert sx.count_solutions("." * 36, boxes=(3, 2), size=6) == 2
    assert sx.count_solutions("." * 36, boxes=(2, 3)) == 2, "the size follows from the boxes"
    with pytest.raises(sx.UsageError, match="box"):
        sx.solve("." * 81, size=9, boxes=(2, 3))


def test_a_jigsaw_is_solved_in_its_own_regions() -> None:
    g = sx.generate(jigsaw=True, seed=11, size=6)
    assert g.regions is not None
    assert sx.solve(g.puzzle, regions=g.regions) == g.solution
    assert sx.count_solutions(g.puzzle, regions=g.regions) == 1


def test_rate_on_the_sudoku_explainer_scale() -> None:
    r = sx.rate(CLASSIC)
    assert (r.score, r.level, r.hardest) == (1.2, "easy", "hidden single")
    assert r.steps == sum(r.uses.values()) == 51
    assert r.givens == 30 and not r.guessed
    assert str(r) == "easy (1.2; hardest step: hidden single)"
    assert r.se_hardest == "Hidden Single"
    assert sx.rate("123434122143" + "4..1").se_hardest is None, "SE rates no 4x4"
    with pytest.raises(sx.NoUniqueSolutionError) as e:
        sx.rate("." * 81)
    assert e.value.exit_code == 1
    assert "more than one solution" in str(e.value)


def test_rate_and_rate_many_give_sudoku_explainers_numbers() -> None:
    rows = se_fixture("se_ratings.tsv")
    puzzles = [p for p, _, _ in rows]
    many = sx.rate_many(puzzles)
    one_by_one = [sx.rate(p) for p in puzzles]
    assert many == one_by_one
    equal = sum(1 for r, (_, er, _) in zip(many, rows) if r is not None and r.score == er)
    named = sum(1 for r, (_, _, t) in zip(many, rows) if r is not None and r.se_hardest == t)
    # The Rust ratchet's floors for the same file (crates/sudoku-core/tests/se_ratings.rs).
    assert equal >= 267, f"{equal} of {len(rows)} equal to SE's ER"
    assert named >= 267, f"{named} of {len(rows)} hardest steps named as SE names them"
    assert sx.rate_many(puzzles[:20], threads=1) == many[:20]
    assert sx.rate_many(["." * 81, CLASSIC])[0] is None


def test_explain_walks_from_the_givens_to_the_solution() -> None:
    e = sx.explain(CLASSIC)
    assert e.ending.startswith("Solved")
    cells = list(CLASSIC)
    for step in e:
        assert step.sentence and step.technique
        for m in step.placements:
            assert m.cell == "ABCDEFGHI"[m.column] + str(m.row + 1)
            cells[m.row * 9 + m.column] = str(m.digit)
    assert "".join(cells) == CLASSIC_SOLVED
    assert str(e[0]).startswith("hidden single (1.2): ")
    small = sx.explain("1..." + "." * 12)
    assert all(isinstance(s, sx.Step) for s in small)


def test_hints_at_three_levels() -> None:
    nudge = sx.hint(CLASSIC)
    full = sx.hint(CLASSIC, "full")
    assert "box 2" in nudge and "Write 8 in F1" in full
    assert len(sx.hint(CLASSIC, "cells")) >= len(nudge)
    assert sx.hint(CLASSIC_SOLVED).startswith("Solved")
    with pytest.raises(sx.UsageError, match="level"):
        sx.hint(CLASSIC, "loud")
    with pytest.raises(sx.UnsolvableError) as e:
        sx.hint("55" + CLASSIC[2:])
    assert e.value.exit_code == 1
    with pytest.raises(sx.UsageError, match="9x9"):
        sx.hint("." * 16)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_generate_at_a_level_from_a_seed(level: str) -> None:
    g = sx.generate(level, seed=42)
    assert g == sx.generate(level, seed=42), "the same seed makes the same puzzle"
    assert g.level == level == sx.rate(g.puzzle).level
    assert g.score == sx.rate(g.puzzle).score
    assert sx.count_solutions(g.puzzle) == 1 and sx.solve(g.puzzle) == g.solution
    assert str(g) == g.puzzle and g.seed == 42


def test_generate_options_and_refusals() -> None:
    g = sx.generate(seed=1)
    assert g.level in sx.LEVELS
    assert sx.generate(seed=None).seed >= 0
    with pytest.raises(sx.UsageError, match="level"):
        sx.generate("impossible")
    with pytest.raises(sx.UsageError, match="symmetry"):
        sx.generate(symmetry="spiral")
    with pytest.raises(sx.UsageError):
        sx.generate(time_limit=0)
    assert sx.LEVELS == ("easy", "medium", "hard", "expert", "extreme")
