"""Times py-sudoku (pip install py-sudoku) on 16x16 puzzles for `cargo bench --features bench --bench general`.

Reads lines of 256 symbols (0-F for 1-16, '.' empty) on stdin; prints per puzzle the
milliseconds to a first solution, or "timeout", and whether the solution matched the
givens. py-sudoku's solver returns one solution and does not prove uniqueness.
"""

import signal
import sys
import time

from sudoku import Sudoku

LIMIT_S = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0


class Timeout(Exception):
    pass


def on_alarm(_signum, _frame):
    raise Timeout()


def main():
    signal.signal(signal.SIGALRM, on_alarm)
    for line in sys.stdin:
        line = line.strip()
        if len(line) != 256:
            continue
        board = [
            [None if ch == "." else int(ch, 16) + 1 for ch in line[r * 16:(r + 1) * 16]]
            for r in range(16)
        ]
        # width 4, height 4: the 4x4 boxes of a 16x16 grid.
        puzzle = Sudoku(4, 4, board=board)
        signal.setitimer(signal.ITIMER_REAL, LIMIT_S)
        start = time.perf_counter()
        try:
            solved = puzzle.solve(assert_solvable=True)
            elapsed = (time.perf_counter() - start) * 1e3
            signal.setitimer(signal.ITIMER_REAL, 0)
            ok = all(
                board[r][c] is None or board[r][c] == solved.board[r][c]
                for r in range(16)
                for c in range(16)
            )
            print(f"{elapsed:.3f} {'ok' if ok else 'wrong'}", flush=True)
        except Timeout:
            print("timeout", flush=True)


main()
