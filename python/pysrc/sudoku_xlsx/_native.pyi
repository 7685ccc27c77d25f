"""The compiled half of ``sudoku_xlsx`` (Rust, PyO3). Call the package's own functions;
these are their workers and return plain tuples."""

from os import PathLike
from typing import List, Optional, Tuple, Union

from typing_extensions import final

__all__ = [
    "Rules",
    "solve",
    "count_solutions",
    "rate",
    "explain",
    "hint",
    "generate",
    "solve_many",
    "solve_array",
    "rate_many",
    "job",
    "generate_job",
    "save",
    "cli",
    "levels",
    "__version__",
]
__version__: str

_Rating = Tuple[float, Optional[str], str, List[Tuple[str, int]], int, bool, Optional[str]]
_Mark = Tuple[str, int, int, int]
_Step = Tuple[str, float, str, List[_Mark], List[_Mark]]
_Made = Tuple[str, str, float, Optional[str], str, Optional[str]]
_Result = Tuple[str, str, Optional[str], str, Optional[str], Optional[float]]
_Job = Tuple[int, List[str], List[str], List[_Result], List[Tuple[str, bytes]]]

@final
class Rules:
    """The rules a puzzle is read with: a size, box shape and variants."""

    def __new__(
        cls,
        size: Optional[int] = None,
        boxes: Optional[Tuple[int, int]] = None,
        diagonal: bool = False,
        windoku: bool = False,
        regions: Optional[str] = None,
    ) -> "Rules": ...

def solve(puzzle: str, rules: Optional[Rules] = None) -> Optional[str]:
    """The solution, one of several, or None."""

def count_solutions(puzzle: str, limit: int = 2, rules: Optional[Rules] = None) -> int:
    """Solutions counted up to ``limit``."""

def rate(puzzle: str, rules: Optional[Rules] = None) -> _Rating:
    """``(score, level, hardest, uses, givens, guessed)``."""

def explain(puzzle: str, rules: Optional[Rules] = None) -> Tuple[List[_Step], str]:
    """``(steps, ending)``."""

def hint(puzzle: str, level: str = "nudge") -> str:
    """The next step told at ``level``."""

def generate(
    seed: int,
    level: Optional[str] = None,
    symmetry: str = "rotational",
    givens: Optional[int] = None,
    time_limit: float = 60.0,
    rules: Optional[Rules] = None,
    jigsaw: bool = False,
) -> _Made:
    """``(puzzle, solution, score, level, hardest, regions)``."""

def solve_many(
    puzzles: List[str], threads: Optional[int] = None, rules: Optional[Rules] = None
) -> List[Optional[str]]:
    """A solution or None for each puzzle."""

def solve_array(cells: bytes, threads: Optional[int] = None) -> bytearray:
    """81 bytes a puzzle in, 81 bytes a solution out (zeros for none)."""

def rate_many(
    puzzles: List[str], threads: Optional[int] = None, rules: Optional[Rules] = None
) -> List[Optional[_Rating]]:
    """A rating or None for each puzzle."""

def job(command: str, name: str, data: bytes, flags: List[str]) -> _Job:
    """``solve``, ``explain``, ``play`` or ``find`` on a workbook held in memory."""

def generate_job(flags: List[str]) -> _Job:
    """``generate`` with the command's flags, its workbook kept in memory."""

def save(
    data: bytes,
    out: Union[str, PathLike[str]],
    force: bool = False,
    input: Optional[Union[str, PathLike[str]]] = None,
) -> None:
    """Writes a job's file all or nothing, never over ``input``."""

def cli(args: List[str]) -> int:
    """The whole command on ``args``; its exit status."""

def levels() -> List[str]:
    """The levels, easiest first."""
