"""The errors the package raises: one base class, ``Error``, carrying the exit status the
command would end with, and a subclass for each kind of problem. The message is the
command's own, naming the file, sheet and cell where there is one."""

from __future__ import annotations

from typing import Sequence, Tuple

__all__ = [
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


class Error(Exception):
    """Anything the package refuses. ``exit_code`` is the status the ``sudoku-xlsx``
    command ends with for the same problem (README's table: 1 no solution, 2 unusable
    input or output, 3 out of time)."""

    exit_code: int
    message: str

    def __init__(self, message: str, exit_code: int = 2, cells: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code


class UsageError(Error, ValueError):
    """An option or its value is wrong (a flag, a level name, a size)."""


class PuzzleError(Error, ValueError):
    """A puzzle given as text (or an array row) cannot be read as a grid."""


class NoUniqueSolutionError(Error):
    """Only a puzzle with exactly one solution has a level (``rate``)."""


class UnsolvableError(Error):
    """The puzzle's givens clash or it has no solution, so there is no next step."""


class GenerateError(Error):
    """No puzzle of the kind asked for was made within the time limit."""


class NotAWorkbookError(Error):
    """The input is not a workbook that can be read: another format, damaged, encrypted or
    too large."""


class BadCellsError(Error):
    """Cells of the grid hold something that is not a digit; ``cells`` names each as
    ``Sheet!A1: what is wrong``."""

    cells: Tuple[str, ...]

    def __init__(self, message: str, exit_code: int = 2, cells: Sequence[str] = ()) -> None:
        super().__init__(message, exit_code, cells)
        self.cells = tuple(cells)


class InputError(Error):
    """The workbook can be read but not used as asked: no such sheet or name, no grid."""


class OutputError(Error, OSError):
    """The output cannot be written: it exists (pass ``force=True``), its folder is
    missing, it would replace the input, or its name is not a workbook's."""
