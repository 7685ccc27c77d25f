#!/usr/bin/env python3
"""Writes the page's icons into web/static/: icon.svg and icon-192.png, icon-512.png (for
the web app manifest), all the same picture: a Sudoku grid on the page's blue, a few
cells filled. Pure Python (zlib for the PNGs), so anyone can make them again:

    python3 web/tools/icons.py
"""

import struct
import zlib
from pathlib import Path

BLUE = (0x1F, 0x5F, 0xBF)
WHITE = (0xFF, 0xFF, 0xFF)
LINE = (0x1F, 0x2A, 0x3A)
FILLED = {(0, 0), (0, 4), (1, 7), (2, 2), (3, 5), (4, 1), (4, 8), (5, 3), (6, 6), (7, 0), (7, 4), (8, 8)}

# The picture on a 96-unit square: a margin of blue, the board, lines 1 unit thin and 2
# thick at the boxes' edges.
SIDE, MARGIN = 96, 12
BOARD = SIDE - 2 * MARGIN  # 72: eight units a cell


def colour_at(x, y):
    """The colour at (x, y), in units of the 96-unit square (floats)."""
    bx, by = x - MARGIN, y - MARGIN
    if not (0 <= bx < BOARD and 0 <= by < BOARD):
        return BLUE
    for v in (bx, by):
        k = round(v / 8)
        width = 1.0 if k % 3 == 0 else 0.5
        if abs(v - 8 * k) <= width:
            return LINE
    if (int(by // 8), int(bx // 8)) in FILLED:
        return BLUE
    return WHITE


def png(size):
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            row.extend(colour_at((px + 0.5) * SIDE / size, (py + 0.5) * SIDE / size))
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def svg():
    hexed = lambda c: "#%02x%02x%02x" % c  # noqa: E731
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIDE} {SIDE}">',
             f'<rect width="{SIDE}" height="{SIDE}" fill="{hexed(BLUE)}"/>',
             f'<rect x="{MARGIN}" y="{MARGIN}" width="{BOARD}" height="{BOARD}" fill="#fff"/>']
    for r, c in sorted(FILLED):
        parts.append(f'<rect x="{MARGIN + 8 * c}" y="{MARGIN + 8 * r}" width="8" height="8" fill="{hexed(BLUE)}"/>')
    for k in range(10):
        w = 2 if k % 3 == 0 else 1
        at = MARGIN + 8 * k
        parts.append(f'<line x1="{at}" y1="{MARGIN}" x2="{at}" y2="{MARGIN + BOARD}" stroke="{hexed(LINE)}" stroke-width="{w}"/>')
        parts.append(f'<line x1="{MARGIN}" y1="{at}" x2="{MARGIN + BOARD}" y2="{at}" stroke="{hexed(LINE)}" stroke-width="{w}"/>')
    parts.append("</svg>\n")
    return "\n".join(parts)


def main():
    static = Path(__file__).resolve().parent.parent / "static"
    (static / "icon.svg").write_text(svg())
    for size in (192, 512):
        (static / f"icon-{size}.png").write_bytes(png(size))
    print(f"wrote {static}/icon.svg, icon-192.png, icon-512.png")


if __name__ == "__main__":
    main()
