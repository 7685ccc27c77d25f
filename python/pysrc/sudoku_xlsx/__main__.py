"""The ``sudoku-xlsx`` command, as ``pip install`` puts it on the PATH and as
``python -m sudoku_xlsx`` runs it: the same flags, messages and exit statuses as the
command built from the Rust sources."""

from __future__ import annotations

import sys
from typing import List, Optional

from . import _native


def main(argv: Optional[List[str]] = None) -> int:
    """Runs the command on ``argv`` (``sys.argv[1:]`` when None) and exits with its
    status; Ctrl-C stops it with status 130, as the command does."""
    args = ["sudoku-xlsx", *(sys.argv[1:] if argv is None else argv)]
    sys.stdout.flush()
    try:
        status = _native.cli(args)
    except KeyboardInterrupt:
        status = 130
    sys.exit(status)


if __name__ == "__main__":
    main()
