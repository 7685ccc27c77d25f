## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Usage:
help-heading-options = Options
help-heading-arguments = Arguments
help-heading-commands = Commands
help-flag-help = Print help (see more with '--help')
help-flag-version = Print version
help-heading-other-sizes-and-variants = Other sizes and variants

help-root-about =
    Solve, generate and rate Sudoku puzzles kept in spreadsheets
help-root-after =
    Exit status:
      0    every puzzle was solved (a puzzle with several solutions counts as solved; one is shown)
      1    a puzzle cannot be solved: its givens break the rules, or no solution exists
      2    an input cannot be used (unreadable, unknown format, encrypted, too large, missing
           sheet, bad range, bad cell values), an output cannot be written or already exists,
           or a usage error
      3    a puzzle could not be decided within --time-limit (grids of other sizes and variants)
      130  interrupted (Ctrl-C or SIGTERM)
    When several puzzles are processed, the highest status that applies is returned. `rate`,
    `explain` and `play` use the same codes; `hint` returns 1 when typed digits are wrong or
    clash; `generate` returns 2 when not every puzzle could be made in time; `report merge`
    returns 0 merged or 2 refused.
    When the reader of the output goes away (`... | head -1`), the run ends quietly with 0.
help-root-color =
    When to print the solved grid in colour (givens bold, solved digits blue): `auto` on a terminal unless the NO_COLOR environment variable is set, `always`, `never`
help-root-lang =
    The language of what it says and of the words it writes into workbooks: en, fr, de, es, pt, it, ja, zh (simplified Chinese) or tr. Without it, the locale's language (LC_ALL, then LC_MESSAGES, then LANG); C, POSIX and a language there are no words for mean English

help-solve-about =
    Solve the grid in a workbook and write a new, formatted workbook with the solution
help-solve-after =
    The grid is 9x9 cells (A1:I9 unless --range says otherwise). A cell is empty when it is
    blank, 0, or only spaces; a given is a whole number 1-9, as a number or as text. Anything
    else is reported with its cell. A square range of another size (4 to 25 a side) is a
    puzzle of that size, digits 1..N (letters after 9 too); see the flags for other sizes and
    variants above. The input file is never changed: the solution goes to a new workbook,
    <input>.solved.xlsx beside the input unless -o says otherwise.
    
    Examples:
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (a defined name)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (every grid, wherever it is typed)
      sudoku-xlsx solve library.xlsx --list C            (a puzzle list in column C)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (a 16x16 grid)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (a jigsaw, regions labelled there)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (worker 2 of 8; see `report merge`)
    
    Exit status:
      0 solved, 1 cannot be solved (conflicting givens or no solution),
      2 unusable input or output, or a usage error; 3 a puzzle could not be decided
      within --time-limit; 130 interrupted.
help-solve-inputs =
    Workbooks: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides, not the name); folders, searched recursively for workbooks; text puzzle lists (.txt, .sdm, .csv)
help-solve-sheet =
    The sheet to read: a name, or a number counting from 1 [default: the first worksheet]
help-solve-range =
    The grid: a range such as B6:J14 (or 'Week 12'!B6:J14), a name defined in the workbook, or `auto` for every 9x9 grid found on the sheets (see `find`). A square range of another size is a puzzle of that size (A1:P16 is 16x16). Repeat for several grids on one sheet [default: A1:I9]
help-solve-exact =
    Read exactly the range given, without checking whether it looks like a shifted or partial view of a grid nearby
help-solve-all-sheets =
    Read the grid range on every worksheet
help-solve-include-empty =
    With --all-sheets, take grids that are entirely blank instead of skipping them
help-solve-list =
    Read a puzzle list: one 81-character puzzle per row in this column (a letter such as C). Text files (.txt, .sdm, .csv) are read as lists too, one puzzle a line
help-solve-report =
    Write one line per grid or list row to this file: CSV or JSON, by its extension
help-solve-shard =
    Take only part K of N of the batch, for N workers sharing it (job arrays): files by a fixed hash of their path under the folder named, the rows of a single list by row number. The report (and a list's output) gets .K-of-N before its extension; `sudoku-xlsx report merge` joins the reports
help-solve-shard-index =
    --shard counting from 0, for engines that number their workers so (Kubernetes' JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N
help-solve-size =
    Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25. Sets the default range (A1:P16 for 16); a puzzle list then holds N*N symbols a line [default: the size of --range, else 9]
help-solve-boxes =
    The shape of the boxes, rows x columns, e.g. 3x2 [default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 or 5x5, by size]
help-solve-symbols =
    How digits are written: auto (numbers 1..N, or 1-9 then letters A, B, ...) or hex (16x16 only: 0-9 then A-F)
help-solve-diagonal =
    Diagonal Sudoku: both main diagonals hold every digit once
help-solve-windoku =
    Windoku (9x9): four extra 3x3 boxes hold every digit once
help-solve-regions =
    Jigsaw Sudoku: a range of the grid's size (on any sheet, or a defined name) with a region label in every cell; each region replaces a box and must have N cells
help-solve-time-limit =
    How long the solver may search one grid of another size or variant before it gives up undecided (exit status 3); a 9x9 is always decided in milliseconds [default: 60]
help-solve-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-solve-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-solve-quiet =
    Print nothing when everything went well; problems are still reported
help-solve-output =
    Where to write the solved workbook, for a single input [default: <input stem>.solved.xlsx beside the input]. Its folder must exist. With a puzzle list, a name ending in .txt or .csv writes text instead
help-solve-out-dir =
    Write outputs under this folder (created if missing), mirroring the input folders
help-solve-grid-only =
    Write only the solved grids. Without it the solved copy keeps every sheet and cell of the input (values, formulas, styles, merges, widths) around the grids

help-generate-about =
    Make new puzzles, each with exactly one solution, and write them as a workbook to print or hand out
help-generate-after =
    Levels are bands of the Sudoku Explainer scale (docs/difficulty.md): easy (up to 2.5)
    needs only singles; medium (2.6-3.4) locked candidates, pairs and X-wings; hard (3.5-5.9)
    triples, quads, swordfish, jellyfish, XY- and XYZ-wings, unique rectangles and BUG+1;
    expert (6.0-7.9) single-digit patterns, finned fish, colouring, chains and ALS; extreme
    (8.0 and up) forcing chains or a guess.
    
    The workbook has a sheet per puzzle, playable in the spreadsheet with no macros (as
    `play` makes them: the givens locked, a repeated digit red, a counter to "Solved!",
    pencil marks; --check-answers turns a wrong digit orange), the level under the grid, and
    a final Solutions sheet, or none with --no-solutions, or the solutions in a workbook of
    their own with --solutions-to. --per-page adds a Booklet sheet printing 1, 2, 4 or 6
    puzzles to a page, on --paper a4 or letter. The same --seed always gives the same
    puzzles.
    
    Examples:
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Exit status: 0 written; 2 not every puzzle could be made in time (nothing is written),
    the output exists without --force, or a usage error; 130 interrupted.
help-generate-count =
    How many puzzles
help-generate-difficulty =
    The level every puzzle must have: easy, medium, hard, expert or extreme [default: any]
help-generate-symmetry =
    Symmetry of the givens: none, rotational or mirror
help-generate-givens =
    Aim for this many givens (17-81); the closest unique puzzle is kept if it cannot be reached [default: as few as possible]
help-generate-seed =
    Seed for the random choices; the same seed gives the same puzzles [default: a new one, printed]
help-generate-output =
    The workbook to write. Its folder must exist
help-generate-list =
    Write one sheet with one puzzle string per row (with level, score and solution), the format `solve --list A` reads; with -o NAME.txt or NAME.csv, the same as text
help-generate-title =
    Print this title in the page header above each puzzle
help-generate-no-solutions =
    Leave the Solutions sheet out, for a handout on its own
help-generate-solutions-to =
    Write the Solutions sheet to this workbook instead, kept apart from the puzzles. Its folder must exist
help-generate-check-answers =
    Keep the answers on a very hidden sheet, so that a typed digit that differs from its answer turns orange (a convenience, not a secret)
help-generate-per-page =
    Add a Booklet sheet that prints the puzzles this many to a page: 1, 2, 4 or 6
help-generate-paper =
    The paper the sheets print on: a4 or letter [default: from the locale (Letter in the US, Canada, Mexico and the Philippines), else A4]
help-generate-time-limit =
    Give up on a puzzle that has not reached the level after this many seconds
help-generate-size =
    Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25
help-generate-boxes =
    The shape of the boxes, rows x columns, e.g. 3x2 [default: by size, as for solve]
help-generate-symbols =
    How digits above 9 are written: numbers (10, 11, ...), letters (1-9 then A, B, ...) or hex (16x16 only: 0-9 then A-F)
help-generate-diagonal =
    Diagonal Sudoku: both main diagonals hold every digit once
help-generate-windoku =
    Windoku (9x9): four extra 3x3 boxes hold every digit once
help-generate-jigsaw =
    Jigsaw Sudoku: each puzzle gets its own random layout of irregular regions in place of the boxes (up to 16x16)
help-generate-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-generate-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-generate-quiet =
    Print nothing when everything went well; problems are still reported

help-rate-about =
    Grade puzzles by the techniques a person needs to solve them: a difficulty on the Sudoku Explainer scale and a level (easy, medium, hard, expert, extreme). Reads everything `solve` reads; writes no workbook
help-rate-after =
    Prints, for each puzzle: level, score (the Sudoku Explainer-style difficulty of the
    hardest step, 1.0 to 11.0), hardest technique, techniques used, number of givens, and
    whether the solution is unique. --report writes the same as CSV or JSON. `explain` shows
    the steps themselves.
    
    Examples:
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (a quarter of the lines)
    
    Exit status: 0 every puzzle rated; 1 a puzzle has no solution or conflicting givens;
    2 an input cannot be used; 3 a puzzle could not be decided within --time-limit;
    130 interrupted.
help-rate-inputs =
    Workbooks: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides, not the name); folders, searched recursively for workbooks; text puzzle lists (.txt, .sdm, .csv)
help-rate-sheet =
    The sheet to read: a name, or a number counting from 1 [default: the first worksheet]
help-rate-range =
    The grid: a range such as B6:J14 (or 'Week 12'!B6:J14), a name defined in the workbook, or `auto` for every 9x9 grid found on the sheets (see `find`). A square range of another size is a puzzle of that size (A1:P16 is 16x16). Repeat for several grids on one sheet [default: A1:I9]
help-rate-exact =
    Read exactly the range given, without checking whether it looks like a shifted or partial view of a grid nearby
help-rate-all-sheets =
    Read the grid range on every worksheet
help-rate-include-empty =
    With --all-sheets, take grids that are entirely blank instead of skipping them
help-rate-list =
    Read a puzzle list: one 81-character puzzle per row in this column (a letter such as C). Text files (.txt, .sdm, .csv) are read as lists too, one puzzle a line
help-rate-report =
    Write one line per grid or list row to this file: CSV or JSON, by its extension
help-rate-shard =
    Take only part K of N of the batch, for N workers sharing it (job arrays): files by a fixed hash of their path under the folder named, the rows of a single list by row number. The report (and a list's output) gets .K-of-N before its extension; `sudoku-xlsx report merge` joins the reports
help-rate-shard-index =
    --shard counting from 0, for engines that number their workers so (Kubernetes' JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N
help-rate-size =
    Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25. Sets the default range (A1:P16 for 16); a puzzle list then holds N*N symbols a line [default: the size of --range, else 9]
help-rate-boxes =
    The shape of the boxes, rows x columns, e.g. 3x2 [default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 or 5x5, by size]
help-rate-symbols =
    How digits are written: auto (numbers 1..N, or 1-9 then letters A, B, ...) or hex (16x16 only: 0-9 then A-F)
help-rate-diagonal =
    Diagonal Sudoku: both main diagonals hold every digit once
help-rate-windoku =
    Windoku (9x9): four extra 3x3 boxes hold every digit once
help-rate-regions =
    Jigsaw Sudoku: a range of the grid's size (on any sheet, or a defined name) with a region label in every cell; each region replaces a box and must have N cells
help-rate-time-limit =
    How long the solver may search one grid of another size or variant before it gives up undecided (exit status 3); a 9x9 is always decided in milliseconds [default: 60]
help-rate-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-rate-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-rate-quiet =
    Print nothing when everything went well; problems are still reported

help-find-about =
    List every 9x9 puzzle grid found on every sheet, wherever it was typed
help-find-after =
    A grid is a 9x9 block of digits 1-9 (0 or blank for empty) with at least 17 digits,
    set apart from what is around it: titles, labels, index numbers, sums and other grids do
    not shift it, and a block inside a larger table of numbers is not a grid. Each line names
    the grid's place and what its digits make: unique, full (a solved grid), several
    solutions, no solution or givens clash. When the digits can be read as a grid in two
    places, both are named and neither is guessed.
    
    Examples:
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (solve every grid found)
    
    Exit status: 0 every file was searched (whether or not grids were found); 2 a file
    cannot be read; 130 interrupted.
help-find-inputs =
    Workbooks, or folders searched recursively for workbooks
help-find-sheet =
    Search only this sheet: a name, or a number counting from 1 [default: every worksheet]
help-find-report =
    Write one line per grid found to this file: CSV or JSON, by its extension
help-find-shard =
    Take only part K of N of the batch, for N workers sharing it (job arrays): files by a fixed hash of their path under the folder named, the rows of a single list by row number. The report (and a list's output) gets .K-of-N before its extension; `sudoku-xlsx report merge` joins the reports
help-find-shard-index =
    --shard counting from 0, for engines that number their workers so (Kubernetes' JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N
help-find-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-find-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-find-quiet =
    Print nothing when everything went well; problems are still reported

help-explain-about =
    Solve step by step the way a person does, and say why each step holds: printed, and in a solved copy with a Steps and a Candidates sheet
help-explain-after =
    Every input option of `solve` works. Each step names its technique, its rating on the
    Sudoku Explainer scale and, in the sheet's own cell names, why it holds. The copy
    (<input>.explained.xlsx unless -o says otherwise) has the solved grid, a Steps sheet with
    a picture of the grid at each step (pencil marks; the pattern in blue and green, the
    digit written in yellow, crossed-out candidates in red; links to the puzzle's cells) and a
    Candidates sheet with the pencil marks before the first step. A puzzle with no solution is
    explained up to the cell or unit that can hold nothing; one with several solutions up to
    where logic stalls, with the cells that differ between two solutions. Puzzle lists are
    explained on the terminal and in the report only.
    
    Examples:
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Exit status: 0 explained; 1 a puzzle has no solution or conflicting givens; 2 an input
    cannot be used, an output cannot be written, or a usage error; 3 a puzzle could not be
    decided within --time-limit; 130 interrupted.
help-explain-inputs =
    Workbooks: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides, not the name); folders, searched recursively for workbooks; text puzzle lists (.txt, .sdm, .csv)
help-explain-sheet =
    The sheet to read: a name, or a number counting from 1 [default: the first worksheet]
help-explain-range =
    The grid: a range such as B6:J14 (or 'Week 12'!B6:J14), a name defined in the workbook, or `auto` for every 9x9 grid found on the sheets (see `find`). A square range of another size is a puzzle of that size (A1:P16 is 16x16). Repeat for several grids on one sheet [default: A1:I9]
help-explain-exact =
    Read exactly the range given, without checking whether it looks like a shifted or partial view of a grid nearby
help-explain-all-sheets =
    Read the grid range on every worksheet
help-explain-include-empty =
    With --all-sheets, take grids that are entirely blank instead of skipping them
help-explain-list =
    Read a puzzle list: one 81-character puzzle per row in this column (a letter such as C). Text files (.txt, .sdm, .csv) are read as lists too, one puzzle a line
help-explain-report =
    Write one line per grid or list row to this file: CSV or JSON, by its extension
help-explain-shard =
    Take only part K of N of the batch, for N workers sharing it (job arrays): files by a fixed hash of their path under the folder named, the rows of a single list by row number. The report (and a list's output) gets .K-of-N before its extension; `sudoku-xlsx report merge` joins the reports
help-explain-shard-index =
    --shard counting from 0, for engines that number their workers so (Kubernetes' JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N
help-explain-size =
    Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25. Sets the default range (A1:P16 for 16); a puzzle list then holds N*N symbols a line [default: the size of --range, else 9]
help-explain-boxes =
    The shape of the boxes, rows x columns, e.g. 3x2 [default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 or 5x5, by size]
help-explain-symbols =
    How digits are written: auto (numbers 1..N, or 1-9 then letters A, B, ...) or hex (16x16 only: 0-9 then A-F)
help-explain-diagonal =
    Diagonal Sudoku: both main diagonals hold every digit once
help-explain-windoku =
    Windoku (9x9): four extra 3x3 boxes hold every digit once
help-explain-regions =
    Jigsaw Sudoku: a range of the grid's size (on any sheet, or a defined name) with a region label in every cell; each region replaces a box and must have N cells
help-explain-time-limit =
    How long the solver may search one grid of another size or variant before it gives up undecided (exit status 3); a 9x9 is always decided in milliseconds [default: 60]
help-explain-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-explain-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-explain-quiet =
    Print nothing when everything went well; problems are still reported
help-explain-out-dir =
    Write outputs under this folder (created if missing), mirroring the input folders
help-explain-grid-only =
    Write only the solved grids. Without it the solved copy keeps every sheet and cell of the input (values, formulas, styles, merges, widths) around the grids
help-explain-steps =
    Stop after this many steps
help-explain-output =
    Where to write the explained workbook, for a single input [default: <input stem>.explained.xlsx beside the input]. Its folder must exist. With a puzzle list, a name ending in .txt or .csv writes text instead

help-play-about =
    Make a copy to play in the spreadsheet itself, with no macros: repeated digits turn red, a counter says what is left, pencil marks show small and grey
help-play-after =
    Reads puzzles as `solve` does (grids, every sheet, --range auto, puzzle lists) and writes
    <input>.play.xlsx unless -o says otherwise: one protected sheet per puzzle, laid out as
    `generate` lays out its own. The givens are locked; an open cell takes a digit 1-9, or
    pencil marks (several digits, e.g. 147, shown small and grey); a digit repeated in its
    row, column or box turns red; the cell beside the grid counts what is left and says
    "Solved!" at the end. It works in Excel, LibreOffice and Gnumeric: conditional formats
    and formulas only. --check-answers keeps the solution on a very hidden sheet and turns a
    wrong digit orange (a convenience, not a secret). `hint` reads the copy back.
    
    Examples:
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Exit status: 0 written; 1 a puzzle has no solution or clashing givens (it is left out);
    2 an input cannot be used, or a usage error; 3 a puzzle could not be decided within
    --time-limit (it is left out); 130 interrupted.
help-play-inputs =
    Workbooks: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides, not the name); folders, searched recursively for workbooks; text puzzle lists (.txt, .sdm, .csv)
help-play-sheet =
    The sheet to read: a name, or a number counting from 1 [default: the first worksheet]
help-play-range =
    The grid: a range such as B6:J14 (or 'Week 12'!B6:J14), a name defined in the workbook, or `auto` for every 9x9 grid found on the sheets (see `find`). A square range of another size is a puzzle of that size (A1:P16 is 16x16). Repeat for several grids on one sheet [default: A1:I9]
help-play-exact =
    Read exactly the range given, without checking whether it looks like a shifted or partial view of a grid nearby
help-play-all-sheets =
    Read the grid range on every worksheet
help-play-include-empty =
    With --all-sheets, take grids that are entirely blank instead of skipping them
help-play-list =
    Read a puzzle list: one 81-character puzzle per row in this column (a letter such as C). Text files (.txt, .sdm, .csv) are read as lists too, one puzzle a line
help-play-shard =
    Take only part K of N of the batch, for N workers sharing it (job arrays): files by a fixed hash of their path under the folder named, the rows of a single list by row number. The report (and a list's output) gets .K-of-N before its extension; `sudoku-xlsx report merge` joins the reports
help-play-shard-index =
    --shard counting from 0, for engines that number their workers so (Kubernetes' JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N
help-play-size =
    Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25. Sets the default range (A1:P16 for 16); a puzzle list then holds N*N symbols a line [default: the size of --range, else 9]
help-play-boxes =
    The shape of the boxes, rows x columns, e.g. 3x2 [default: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 or 5x5, by size]
help-play-symbols =
    How digits are written: auto (numbers 1..N, or 1-9 then letters A, B, ...) or hex (16x16 only: 0-9 then A-F)
help-play-diagonal =
    Diagonal Sudoku: both main diagonals hold every digit once
help-play-windoku =
    Windoku (9x9): four extra 3x3 boxes hold every digit once
help-play-regions =
    Jigsaw Sudoku: a range of the grid's size (on any sheet, or a defined name) with a region label in every cell; each region replaces a box and must have N cells
help-play-time-limit =
    How long the solver may search one grid of another size or variant before it gives up undecided (exit status 3); a 9x9 is always decided in milliseconds [default: 60]
help-play-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-play-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-play-quiet =
    Print nothing when everything went well; problems are still reported
help-play-output =
    Where to write the playable workbook, for a single input [default: <input stem>.play.xlsx beside the input]. Its folder must exist
help-play-out-dir =
    Write outputs under this folder (created if missing), mirroring the input folders
help-play-title =
    Print this title in the page header above each puzzle
help-play-check-answers =
    Keep the answers on a very hidden sheet, so that a typed digit that differs from its answer turns orange (a convenience, not a secret)
help-play-report =
    Write one line per grid or list row to this file: CSV or JSON, by its extension

help-hint-about =
    Check a grid being played: name wrong digits, or give the next step as a nudge, the cells, or in full
help-hint-after =
    The grid is read as `solve` reads it (A1:I9 unless --range or --sheet say otherwise). The
    original givens are told apart from the digits typed since: from --givens, a range (on
    any sheet), a defined name or a sheet (the same cells there) that holds the puzzle as it
    was handed out; else, in a
    workbook made by `generate`, from the puzzle it stored; else every digit on the grid is
    taken as a given. Typed digits that contradict the solution are named (with the right
    digit only with --reveal); otherwise the next step from where the player is:
      nudge  the technique and the row, column or box to look in
      cells  and the cells that prove it
      full   the whole step, and what to write or cross out
    -o writes a copy of the workbook with the hint's cells marked and the hint beside the grid.
    
    Examples:
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Exit status: 0 a hint was given (or the grid is solved); 1 typed digits are wrong or
    clash, or the puzzle has no solution; 2 the input cannot be used, or a usage error.
help-hint-input =
    The workbook being played
help-hint-sheet =
    The sheet to read: a name, or a number counting from 1 [default: the first worksheet]
help-hint-range =
    The grid being played: a range such as B6:J14, a defined name, or `auto` [default: A1:I9]
help-hint-exact =
    Read exactly the range given, without checking whether it looks like a shifted or partial view of a grid nearby
help-hint-givens =
    Where the original puzzle is: a range (on this sheet, or 'Sheet'!B2:J10), a defined name, or a sheet's name (the same cells on that sheet)
help-hint-level =
    How much the hint tells: nudge, cells or full
help-hint-reveal =
    Say what the wrong digits should be, and the whole step after a nudge
help-hint-output =
    Write a copy of the workbook with the hint's cells marked. Its folder must exist
help-hint-grid-only =
    With -o, write only the grid
help-hint-jobs =
    How many files or puzzles to work on at once, 1 to 256, and so the most threads the run uses (one very hard puzzle's rating uses them all) [default: the number of cores]
help-hint-force =
    Replace output files (and the report) if they exist; an input is never replaced
help-hint-quiet =
    Print nothing when everything went well; problems are still reported

help-report-about =
    Work with reports: `report merge` joins the reports of a batch run in shards (--shard K/N) into the report of one run

help-report-merge-about =
    Join the reports of every shard of one batch (--shard K/N) into the report one unsharded run writes: its rows, in its order
help-report-merge-after =
    The reports of a sharded run carry two more columns, shard (K/N) and order (where each
    row stood in the unsharded run); the merged report leaves them out, so it is the report
    one run over the whole batch writes, row for row and byte for byte. Every shard's
    report must be given once, in any order (a shard that held no file writes an empty
    report); reports of another kind (CSV and JSON) or with other columns are refused.
    Reports without the shard columns are joined in the order given. The merged report is
    written all or nothing, and replaces an existing file only with --force.
    
    Examples:
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Exit status: 0 merged; 2 a report cannot be read or merged, the output exists, or a usage
    error.
help-report-merge-reports =
    The reports of the shards, in any order: all CSV or all JSON
help-report-merge-output =
    The merged report, CSV or JSON as the reports are. Its folder must exist
help-report-merge-force =
    Replace the merged report if it exists
help-report-merge-quiet =
    Print nothing when everything went well; problems are still reported
