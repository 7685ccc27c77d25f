"""Solve, rate, explain and generate Sudoku puzzles, and solve the ones kept in
spreadsheets: the ``sudoku-xlsx`` command's solver, Sudoku Explainer rater and workbook
jobs, compiled from Rust, with the GIL released while they work.

>>> import sudoku_xlsx as sx
>>> p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
>>> sx.solve(p)[:9]
'534678912'
>>> sx.rate(p).level
'easy'

Puzzles are text: 81 characters for a 9x9 (``1``-``9``, ``.`` or ``0`` for an empty
cell), rows of them, or the grid as the command prints it; other sizes are N*N
characters (``A``, ``B``, ... for 10, 11, ...). Variants are keyword arguments:
``size=``, ``boxes=(rows, cols)``, ``diagonal=True``, ``windoku=True``, ``regions=`` (a
jigsaw's layout, one region letter a cell).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import (
    TYPE_CHECKING,
    Any,
    Dict,
    Iterator,
    List,
    NamedTuple,
    Optional,
    Sequence,
    Tuple,
    Union,
    overload,
)

from . import _native
from .errors import (
    BadCellsError,
    Error,
    GenerateError,
    InputError,
    NotAWorkbookError,
    NoUniqueSolutionError,
    OutputError,
    PuzzleError,
    UnsolvableError,
    UsageError,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__version__: str = _native.__version__

__all__ = [
    "solve",
    "count_solutions",
    "rate",
    "explain",
    "hint",
    "generate",
    "solve_many",
    "rate_many",
    "solve_workbook",
    "explain_workbook",
    "play_workbook",
    "generate_workbook",
    "find_grids",
    "Rating",
    "Step",
    "Mark",
    "Explanation",
    "Generated",
    "GridResult",
    "WorkbookResult",
    "LEVELS",
    "Error",
    "UsageError",
    "PuzzleError",
    "NoUniqueSolutionError",
    "UnsolvableError",
    "GenerateError",
    "NotAWorkbookError",
    "BadCellsError",
    "InputError",
    "OutputError",
]

#: The levels, easiest first, as ``rate`` names them and ``generate`` takes them.
LEVELS: Tuple[str, ...] = tuple(_native.levels())

Source = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview]


# --- Results -------------------------------------------------------------------------


@dataclass(frozen=True)
class Rating:
    """A puzzle's difficulty on the Sudoku Explainer scale (SE's own number for 9x9
    puzzles) and the level it falls in."""

    #: The rating of the hardest step, e.g. 7.2.
    score: float
    #: ``easy``, ``medium``, ``hard``, ``expert`` or ``extreme``.
    level: str
    #: The technique of the hardest step.
    hardest: str
    #: How many times each technique was used on the way, in the engine's order.
    uses: Dict[str, int]
    #: Givens in the puzzle.
    givens: int
    #: True when logic alone could not finish and the path had to guess.
    guessed: bool
    #: Sudoku Explainer's own name for the hardest step, as SE prints it (e.g.
    #: ``"Turbot Fish"``, ``"Unique Loop type 2"``), to check ``score`` against SE;
    #: None for other sizes and variants, which SE does not rate.
    se_hardest: Optional[str] = None

    @property
    def steps(self) -> int:
        """How many steps the solve took."""
        return sum(self.uses.values())

    def __str__(self) -> str:
        return f"{self.level} ({self.score:.1f}; hardest step: {self.hardest})"


class Mark(NamedTuple):
    """A digit in a cell: one a step places, or a candidate it crosses out."""

    #: The cell as a sheet names it when the grid starts at A1, e.g. ``D4``.
    cell: str
    #: Row, counted from 0.
    row: int
    #: Column, counted from 0.
    column: int
    #: The digit (value 10 and up for grids above 9x9).
    digit: int


@dataclass(frozen=True)
class Step:
    """One step of a solve, as a person would take it."""

    #: The technique, e.g. ``Hidden Single``, ``X-Wing``.
    technique: str
    #: The step's rating on the Sudoku Explainer scale.
    difficulty: float
    #: Why, in one sentence.
    sentence: str
    #: Digits it writes in.
    placements: Tuple[Mark, ...]
    #: Candidates it crosses out.
    eliminations: Tuple[Mark, ...]

    def __str__(self) -> str:
        return f"{self.technique} ({self.difficulty:.1f}): {self.sentence}"


class Explanation(List[Step]):
    """The steps from the givens to the solution (a list), with ``ending``: how they end,
    in one sentence (``Solved in 42 steps.``, or where logic stalls)."""

    ending: str

    def __init__(self, steps: Sequence[Step], ending: str) -> None:
        super().__init__(steps)
        self.ending = ending


@dataclass(frozen=True)
class Generated:
    """A puzzle made by ``generate``: it has exactly one solution."""

    #: The puzzle, one character a cell, ``.`` for an empty one.
    puzzle: str
    #: Its solution.
    solution: str
    #: Its rating on the Sudoku Explainer scale.
    score: float
    #: Its level.
    level: str
    #: The technique of its hardest step.
    hardest: str
    #: The seed that makes it again (with the same options).
    seed: int
    #: A jigsaw's layout, one region letter a cell and a row a line; pass it as
    #: ``regions=`` to solve or rate the puzzle.
    regions: Optional[str] = None

    def __str__(self) -> str:
        return self.puzzle


@dataclass(frozen=True)
class GridResult:
    """What became of one grid of a workbook (or one puzzle of a list)."""

    #: Where it is, e.g. ``Sheet1!A1:I9`` or ``Sheet1 row 12``.
    place: str
    #: ``solved``, ``multiple``, ``no_solution``, ``clash``, ``bad_cells``,
    #: ``skipped``, ``undecided`` or ``error``; for ``find_grids``: ``unique``,
    #: ``full``, ``multiple``, ``no_solution`` or ``clash``.
    status: str
    #: The solution written (one of several for ``multiple``), one character a cell;
    #: None for the rows of a puzzle list (``list=``), whose solutions go to the output
    #: workbook (``solve_many`` gives them as strings).
    solution: Optional[str]
    #: The status line written beside the grid, or what is wrong.
    message: str
    #: The level (``explain_workbook``).
    level: Optional[str] = None
    #: The rating on the Sudoku Explainer scale (``explain_workbook``).
    score: Optional[float] = None


@dataclass(frozen=True)
class WorkbookResult(Sequence[GridResult]):
    """The grids of a workbook job (a sequence of ``GridResult``), the file it made, and
    the command's own words."""

    #: Each grid's result.
    grids: Tuple[GridResult, ...]
    #: The status the command would exit with (0 when every grid was solved).
    exit_code: int
    #: The file made: its path when ``out=`` was given, else its bytes; None when nothing
    #: was made (no grid could be solved).
    output: Union[Path, bytes, None]
    #: The name the command would give the file, e.g. ``classic.solved.xlsx``.
    name: Optional[str]
    #: What the command prints, standard output then errors.
    lines: Tuple[str, ...] = field(default=())

    @overload
    def __getitem__(self, i: int) -> GridResult: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[GridResult]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[GridResult, Sequence[GridResult]]:
        return self.grids[i]

    def __len__(self) -> int:
        return len(self.grids)

    def __iter__(self) -> Iterator[GridResult]:
        return iter(self.grids)


# --- Puzzles as text -----------------------------------------------------------------


@lru_cache(maxsize=64)
def _rules(
    size: Optional[int],
    boxes: Optional[Tuple[int, int]],
    diagonal: bool,
    windoku: bool,
    regions: Optional[str],
) -> Optional[_native.Rules]:
    if size is None and boxes is None and not diagonal and not windoku and regions is None:
        return None
    return _native.Rules(size, boxes, diagonal, windoku, regions)


def _rules_of(
    size: Optional[int] = None,
    boxes: Optional[Tuple[int, int]] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[str] = None,
) -> Optional[_native.Rules]:
    return _rules(size, tuple(boxes) if boxes is not None else None, diagonal, windoku, regions)


def solve(
    puzzle: str,
    *,
    size: Optional[int] = None,
    boxes: Optional[Tuple[int, int]] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[str] = None,
) -> Optional[str]:
    """The solution of ``puzzle`` as 81 digits (N*N symbols for other sizes), or None
    when it has none (or its givens clash). With several solutions one is given:
    ``count_solutions`` tells. Raises ``PuzzleError`` for text that is not a puzzle."""
    return _native.solve(puzzle, _rules_of(size, boxes, diagonal, windoku, regions))


def count_solutions(
    puzzle: str,
    limit: int = 2,
    *,
    size: Optional[int] = None,
    boxes: Optional[Tuple[int, int]] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[str] = None,
) -> int:
    """How many solutions ``puzzle`` has, counting no further than ``limit`` (2 tells
    unique from several)."""
    if limit < 0:
        raise UsageError("limit must be 0 or more", 2)
    return _native.count_solutions(puzzle, limit, _rules_of(size, boxes, diagonal, windoku, regions))


def _rating(
    t: Tuple[float, Optional[str], str, List[Tuple[str, int]], int, bool, Optional[str]],
) -> Rating:
    score, level, hardest, uses, givens, guessed, se_hardest = t
    return Rating(round(score, 1), level or "extreme", hardest, dict(uses), givens, guessed, se_hardest)


def rate(
    puzzle: str,
    *,
    size: Optional[int] = None,
    boxes: Optional[Tuple[int, int]] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[str] = None,
) -> Rating:
    """The puzzle's rating on the Sudoku Explainer scale and its level. Raises
    ``NoUniqueSolutionError`` for a puzzle without exactly one solution."""
    return _rating(_native.rate(puzzle, _rules_of(size, boxes, diagonal, windoku, regions)))


def _step(t: Tuple[str, float, str, List[Tuple[str, int, int, int]], List[Tuple[str, int, int, int]]]) -> Step:
    technique, difficulty, sentence, placed, removed = t
    return Step(
        technique,
        round(difficulty, 1),
        sentence,
        tuple(Mark(*m) for m in placed),
        tuple(Mark(*m) for m in removed),
    )


def explain(
    puzzle: str,
    *,
    size: Optional[int] = None,
    boxes: Optional[Tuple[int, int]] = None,
    diagonal: bool = False,
    windoku: bool = False,
    regions: Optional[str] = None,
) -> Explanation:
    """Every step from the givens to the solution, as a person would take them, with
    ``.ending`` saying how they end."""
    steps, ending = _native.explain(puzzle, _rules_of(size, boxes, diagonal, windoku, regions))
    return Explanation([_step(s) for s in steps], ending)


def hint(puzzle: str, level: str = "nudge") -> str:
    """The next step for a 9x9 puzzle (or a game in progress), told at ``level``:
    ``nudge`` (the technique and where to look), ``cells`` (and the cells that prove
    it) or ``full`` (and what it places or removes). Raises ``UnsolvableError`` when the
    digits clash or have no solution."""
    return _native.hint(puzzle, level)


def generate(
    level: Optional[str] = None,
    *,
    seed: Optional[int] = None,
    symmetry: str = "rotational",
    givens: Optional[int] = None,
    time_limit: float = 60.0,
    size: Optional[int] = None,
    boxes: Optional[Tuple[int, int]] = None,
    diagonal: bool = False,
    windoku: bool = False,
    jigsaw: bool = False,
) -> Generated:
    """A new puzzle with exactly one solution, at ``level`` (any when None; see
    ``LEVELS``), the same one again for the same ``seed`` and options. ``symmetry``:
    ``rotational``, ``mirror``, ``diagonal`` or ``none``; ``givens``: as few as that
    (9x9); ``jigsaw``: on a random layout of regions (``Generated.regions``). Raises
    ``GenerateError`` when none is made within ``time_limit`` seconds."""
    if seed is None:
        seed = random.SystemRandom().getrandbits(63)
    rules = _rules_of(size, boxes, diagonal, windoku, None)
    puzzle, solution, score, made_level, hardest, regions = _native.generate(
        seed, level, symmetry, givens, time_limit, rules, jigsaw
    )
    return Generated(puzzle, solution, round(score, 1), made_level or "extreme", hardest, seed, regions)


# --- Batches -------------------------------------------------------------------------


def _texts(puzzles: Any) -> List[str]:
    texts = list(puzzles)
    for k, p in enumerate(texts):
        if not isinstance(p, str):
            raise PuzzleError(f"puzzle {k}: {p!r} is not text; a puzzle is a string of 81 characters", 2)
    return texts


def _is_array(puzzles: Any) -> bool:
    return hasattr(puzzles, "__array_interface__") and hasattr(puzzles, "ndim")


@overload
def solve_many(
    puzzles: "npt.NDArray[np.uint8]",
    threads: Optional[int] = None,
    **rules: Any,
) -> "npt.NDArray[np.uint8]": ...


@overload
def solve_many(
    puzzles: Sequence[str],
    threads: Optional[int] = None,
    **rules: Any,
) -> List[Optional[str]]: ...


def solve_many(puzzles: Any, threads: Optional[int] = None, **rules: Any) -> Any:
    """Solves every puzzle on all cores (``threads=1``: this thread alone), the GIL
    released, stopping with ``KeyboardInterrupt`` on Ctrl-C.

    A list (or any sequence, e.g. a pandas Series) of strings gives a list of solutions,
    None where there is none. An (N, 81) numpy array of digits (0 empty) gives an (N, 81)
    uint8 array, a row of zeros where there is no solution; no Python object is made per
    row. ``rules``: the keyword arguments of ``solve`` (for lists)."""
    if _is_array(puzzles):
        import numpy as np

        if rules:
            raise UsageError("an array holds 9x9 puzzles; give other shapes as a list of strings", 2)
        a = np.asarray(puzzles)
        if a.ndim != 2 or a.shape[1] != 81:
            raise PuzzleError(f"the array has shape {a.shape}; give one puzzle a row, (N, 81)", 2)
        if a.size and (a.min() < 0 or a.max() > 9):
            bad = np.argwhere((a < 0) | (a > 9))[0]
            raise PuzzleError(
                f"puzzle {bad[0]}: cell {bad[1]} holds {a[bad[0], bad[1]]}; a cell holds 0 (empty) or a digit 1-9",
                2,
            )
        cells = np.ascontiguousarray(a, dtype=np.uint8)
        out = _native.solve_array(cells.tobytes(), threads)
        return np.frombuffer(out, dtype=np.uint8).reshape(a.shape[0], 81)
    return _native.solve_many(_texts(puzzles), threads, _rules_of(**rules))


def rate_many(puzzles: Any, threads: Optional[int] = None, **rules: Any) -> List[Optional[Rating]]:
    """Rates every puzzle on all cores (``threads=1``: this thread alone): a ``Rating``
    for each, the same as ``rate``'s, or None for a puzzle without exactly one
    solution."""
    rated = _native.rate_many(_texts(puzzles), threads, _rules_of(**rules))
    return [None if r is None else _rating(r) for r in rated]


# --- Workbooks -----------------------------------------------------------------------


def _flags(options: Dict[str, Any]) -> List[str]:
    """Keyword arguments as the command's flags: ``all_sheets=True`` is
    ``--all-sheets``, ``range="B2:J10"`` is ``--range B2:J10``, a list repeats the flag."""
    flags: List[str] = []
    for key, value in options.items():
        if value is None or value is False:
            continue
        flag = "--" + key.rstrip("_").replace("_", "-")
        values = value if isinstance(value, (list, tuple)) else [value]
        for v in values:
            if v is True:
                flags.append(flag)
            else:
                flags.extend([flag, os.fspath(v) if isinstance(v, os.PathLike) else str(v)])
    return flags


def _read(source: Source, name: Optional[str]) -> Tuple[str, bytes, Optional[Path]]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        return name or "workbook.xlsx", bytes(source), None
    path = Path(os.fspath(source))
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"{path}: no such file; check the name and folder", 2) from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a folder; the functions take one workbook (the command takes folders)", 2) from None
    except OSError as e:
        raise InputError(f"{path}: cannot read it: {e.strerror}", 2) from None
    return name or str(path), data, path


def _job(
    command: str,
    source: Source,
    out: Union[str, "os.PathLike[str]", None],
    force: bool,
    name: Optional[str],
    options: Dict[str, Any],
) -> WorkbookResult:
    label, data, path = _read(source, name)
    flags = _flags(options)
    if out is not None:
        flags += ["-o", os.fspath(out)]
        if force:
            flags.append("--force")
    exit_code, lines_out, lines_err, results, files = _native.job(command, label, data, flags)
    return _finish(exit_code, lines_out, lines_err, results, files, out, force, path)


def _finish(
    exit_code: int,
    lines_out: List[str],
    lines_err: List[str],
    results: List[Tuple[str, str, Optional[str], str, Optional[str], Optional[float]]],
    files: List[Tuple[str, bytes]],
    out: Union[str, "os.PathLike[str]", None],
    force: bool,
    input_path: Optional[Path],
) -> WorkbookResult:
    output: Union[Path, bytes, None] = None
    made_name: Optional[str] = None
    if files:
        made_name, made = files[0]
        if out is None:
            output = made
        else:
            _native.save(made, os.fspath(out), force, None if input_path is None else os.fspath(input_path))
            output = Path(os.fspath(out))
    grids = tuple(GridResult(*r) for r in results)
    return WorkbookResult(grids, exit_code, output, made_name, tuple(lines_out) + tuple(lines_err))


def solve_workbook(
    source: Source,
    out: Union[str, "os.PathLike[str]", None] = None,
    *,
    sheet: Union[str, int, None] = None,
    range: Optional[str] = None,
    force: bool = False,
    name: Optional[str] = None,
    **options: Any,
) -> WorkbookResult:
    """Solves every grid of a workbook (a path, or its bytes) as ``sudoku-xlsx solve``
    does, and writes the solved copy to ``out`` (all or nothing; never over the input,
    over another file only with ``force``), or returns its bytes when ``out`` is None.
    ``options`` are the command's flags by name (``all_sheets=True``, ``list="A"``,
    ``grid_only=True``, ``diagonal=True``, ...); ``name`` names bytes in messages.

    Grids that cannot be solved are results, not errors; a workbook that cannot be read
    or an output that cannot be written raises an ``Error``."""
    return _job("solve", source, out, force, name, {"sheet": sheet, "range": range, **options})


def explain_workbook(
    source: Source,
    out: Union[str, "os.PathLike[str]", None] = None,
    *,
    sheet: Union[str, int, None] = None,
    range: Optional[str] = None,
    force: bool = False,
    name: Optional[str] = None,
    **options: Any,
) -> WorkbookResult:
    """``sudoku-xlsx explain``: every grid's steps in a copy with a Steps sheet each;
    each result has the grid's ``level`` and ``score``."""
    return _job("explain", source, out, force, name, {"sheet": sheet, "range": range, **options})


def play_workbook(
    source: Source,
    out: Union[str, "os.PathLike[str]", None] = None,
    *,
    sheet: Union[str, int, None] = None,
    range: Optional[str] = None,
    force: bool = False,
    name: Optional[str] = None,
    **options: Any,
) -> WorkbookResult:
    """``sudoku-xlsx play``: the workbook's puzzles in a workbook to play them in, which
    checks each digit as it is typed (no macros)."""
    return _job("play", source, out, force, name, {"sheet": sheet, "range": range, **options})


def generate_workbook(
    out: Union[str, "os.PathLike[str]", None] = None,
    *,
    count: int = 1,
    seed: Optional[int] = None,
    force: bool = False,
    **options: Any,
) -> WorkbookResult:
    """``sudoku-xlsx generate``: ``count`` new puzzles in a workbook, written to ``out``
    or returned as bytes. ``options`` are the command's flags by name
    (``difficulty="hard"``, ``size=16``, ``play=True``, ``handout=True``, ...)."""
    if seed is None:
        seed = random.SystemRandom().getrandbits(63)
    target = "puzzles.xlsx" if out is None else os.path.basename(os.fspath(out))
    flags = ["-o", target, "--seed", str(seed), "--count", str(count), *_flags(options)]
    exit_code, lines_out, lines_err, results, files = _native.generate_job(flags)
    if exit_code == 3 and not files:
        raise GenerateError("\n".join(line.removeprefix("error: ") for line in lines_err), 3)
    return _finish(exit_code, lines_out, lines_err, results, files, out, force, None)


def find_grids(
    source: Source,
    *,
    sheet: Union[str, int, None] = None,
    name: Optional[str] = None,
) -> List[GridResult]:
    """Every 9x9 grid typed anywhere in a workbook, as ``sudoku-xlsx find`` lists them:
    ``place``, and ``status`` saying what it is (``unique``, ``full``, ``multiple``,
    ``no_solution`` or ``clash``)."""
    label, data, _ = _read(source, name)
    flags = [] if sheet is None else [str(sheet)]
    results = _native.job("find", label, data, flags)[3]
    return [GridResult(*r) for r in results]
