"""Types digits into a workbook in LibreOffice, recalculates, and exports what Calc shows.

Run with a Python that has LibreOffice's UNO bridge (Debian: python3-uno, /usr/bin/python3):

    type_and_export.py BOOK.xlsx 'ROW,COL,VALUE;ROW,COL,VALUE' OUT.html

Rows and columns count from 0 on the first sheet; a VALUE that is not a whole number is
typed as text (a letter of a 16x16 grid). The first sheet is unprotected only inside this
session (the file is not saved), as a player's typing is. Prints the text of the counter
cell before and after (K1, or row 1 of column COUNTER_COL from the environment); OUT.html is Calc's HTML export, which writes every
cell with the colours its conditional formats give it (OUT.pdf: a printed page instead,
as README's pictures are made).
"""

import os
import subprocess
import sys
import time

import uno
from com.sun.star.beans import PropertyValue


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def main():
    book, typed, out_html = sys.argv[1], sys.argv[2], sys.argv[3]
    pipe = "sudoku_xlsx_test_%d" % os.getpid()
    office = subprocess.Popen(
        [
            "soffice",
            "--headless",
            "--invisible",
            "--nologo",
            "--norestore",
            "-env:UserInstallation=file:///tmp/sudoku_xlsx_lo_%d" % os.getpid(),
            "--accept=pipe,name=%s;urp;" % pipe,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext(
            "com.sun.star.bridge.UnoUrlResolver", local
        )
        ctx = None
        for _ in range(300):
            try:
                ctx = resolver.resolve(
                    "uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe
                )
                break
            except Exception:
                time.sleep(0.2)
        if ctx is None:
            sys.exit("LibreOffice did not start")
        desktop = ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.frame.Desktop", ctx
        )
        url = uno.systemPathToFileUrl(os.path.abspath(book))
        doc = desktop.loadComponentFromURL(url, "_blank", 0, (prop("Hidden", True),))
        sheet = doc.Sheets.getByIndex(0)
        counter = int(os.environ.get("COUNTER_COL", "10"))
        print("before:", sheet.getCellByPosition(counter, 0).getString())
        sheet.unprotect("")
        for item in filter(None, typed.split(";")):
            row, col, value = item.split(",")
            cell = sheet.getCellByPosition(int(col), int(row))
            if value.lstrip("-").isdigit():
                cell.setValue(int(value))
            else:
                cell.setString(value)
        doc.calculateAll()
        print("after:", sheet.getCellByPosition(counter, 0).getString())
        if os.environ.get("PRINT_COUNTER"):
            # For pictures: print the counter and its legend beside the grid too (A1:N10).
            from com.sun.star.table import CellRangeAddress

            area = CellRangeAddress()
            area.Sheet, area.StartColumn, area.StartRow = 0, 0, 0
            area.EndColumn, area.EndRow = 13, 9
            sheet.setPrintAreas((area,))
        kind = "calc_pdf_Export" if out_html.endswith(".pdf") else "HTML (StarCalc)"
        doc.storeToURL(
            uno.systemPathToFileUrl(os.path.abspath(out_html)),
            (prop("FilterName", kind),),
        )
        doc.close(True)
        try:
            desktop.terminate()
        except Exception:
            pass
    finally:
        try:
            office.wait(timeout=30)
        except subprocess.TimeoutExpired:
            office.kill()


if __name__ == "__main__":
    main()
