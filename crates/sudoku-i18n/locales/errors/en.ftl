## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = the file is empty
format-word = this is a Word document, not a workbook
format-powerpoint = this is a PowerPoint presentation, not a workbook
format-zip = this is a zip archive with no workbook inside
format-pdf = this is a PDF document, not a workbook
format-other = this file is not a workbook
error-unknown-format = { $what }; sudoku-xlsx reads .xlsx, .xlsm, .xltx, .xlsb, .xls and .ods workbooks
error-encrypted = the workbook is encrypted; save it without a password and try again
# $detail: what the reader said, as it said it.
error-damaged = the workbook is damaged and cannot be read ({ $detail }); open it in Excel or LibreOffice and save it again
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } is too large to read safely ({ $detail })
error-too-much-to-carry = the workbook's sheets hold { $mib } MiB of data unpacked, more than the { $limit } MiB a solved copy carries
error-too-many-formats = the solved copy would need { $formats } cell formats, more than the { $most } Excel opens (the workbook has { $have })
error-no-worksheet = the workbook has no worksheet
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = number { $n } (there are { $count })
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = chart sheet
sheet-macro = macro sheet
sheet-dialog = dialog sheet
error-not-a-worksheet = sheet { $sheet } is a { $kind }, not a worksheet with cells (worksheets: { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = This was a { $kind } in the input; sudoku-xlsx does not carry it.
error-name-not-found = { $name } is neither a range like A1:I9 nor a name defined in the workbook (defined names: { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = the name { $name } refers to { $refers }: { $why }
error-sheet-mismatch = the range { $range } is on sheet { $range_sheet } but sheet { $sheet } was chosen
error-overlapping = the grids { $first } and { $second } on sheet { $sheet } share cells; give ranges that do not overlap
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } is a { $size }x{ $size } grid; { $what } reads 9x9 grids only (solve, rate, explain and generate take other sizes)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } looks like part of a grid at { $grid } ({ $evidence })
error-empty-range = { $place } is empty, but the sheet has a grid at { $grids }
error-ambiguous = the digits at { $place } could also be read as the grid at { $also }; the grid is not guessed
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }; the grid seems to be at { $grid }
error-in-table = { $place } is part of a table of numbers, not a puzzle grid: nearly every 9x9 block around it could be read as one
error-no-grid = no 9x9 grid of at least 17 digits was found on { $count ->
        [one] sheet
       *[other] sheets
    } { $sheets }
error-no-sized-grid = no { $size }x{ $size } grid was found on { $count ->
        [one] sheet
       *[other] sheets
    } { $sheets }
error-output-exists = the output file already exists
error-output-folder-missing = the output's folder does not exist
# $detail: what the system said.
error-write = cannot write the output: { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } is not a cell address like C4
address-row-zero = { $text }: rows are numbered from 1
address-row-too-large = { $text }: a sheet has rows 1 to 1048576
address-column-too-large = { $text }: a sheet has columns A to XFD
address-not-a-range = { $text } is not a range like A1:I9
# $fixed: the same range written the right way round.
address-backwards = { $text } is written backwards; write the top-left cell first: { $fixed }
address-not-square = { $text } is { $rows } rows by { $cols } columns; a Sudoku grid is 9 by 9 (for example A1:I9), or square with 4, 6, 8, 10, 12, 15, 16 or 25 cells a side (A1:P16 is 16x16)
address-bad-sheet-name = { $text }: the sheet name is not quoted properly; write it as 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = the output would replace the input file; choose another name with -o
cli-no-puzzle-line = no puzzle line found; a puzzle line holds 81 characters of 1-9 with . or 0 for an empty cell
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = no puzzle found in column { $column } of { $count ->
        [one] sheet
       *[other] sheets
    } { $sheets }; a puzzle is 81 characters of 1-9 with . or 0 for an empty cell, in one cell of that column, one puzzle a row; choose the column with --list
# After the folder's name and a colon.
cli-folder-missing = the folder does not exist; create it first (only --out-dir is created for you)
cli-not-a-worksheet = sheet { $sheet } is a { $kind }, not a worksheet with cells; choose another with --sheet (worksheets: { $worksheets })
cli-too-much = { $error }; use --grid-only to write just the solved grids
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }; use --range { $grid }, or --range auto (--exact reads the range as given)
cli-empty-range-nine = { $error }; use --range { $grid }, or --range auto
cli-empty-range = { $error }; use --range { $grid }
cli-ambiguous = { $error }; give the one meant with --range
cli-in-table = { $error }; give the grid's range with --range (--exact reads the range as given)
cli-grid-elsewhere-nine = { $error }: give --range { $grid }, or --range auto
cli-grid-elsewhere = { $error }: give --range { $grid }
cli-no-grid = { $error }; give the grid's place with --range
cli-sheet-mismatch = --range { $range } is on sheet { $range_sheet } but --sheet chooses { $sheet }; drop one of them or make them agree
cli-output-exists = the output file already exists; use --force to replace it, or -o to choose another name

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = invalid value { $value } for { $arg }: { $reason }
clap-unknown-argument = unexpected argument { $arg } found
clap-unknown-command = unrecognized subcommand { $name }
clap-missing = the following required arguments were not provided: { $args }
clap-conflict = the argument { $arg } cannot be used with { $other }
clap-more = For more information, try '--help'.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = this is a text file, not a workbook (for puzzle lists see `solve --help`)
# $cells: the grid's digits the range leaves out (a few, then "and N more"); $sides: where
# they lie, side-* messages as a list.
evidence-digits = digits in { $cells } just { $sides }
side-below = below it
side-above = above it
side-right = right of it
side-left = left of it
# The range holds every digit, read shifted: $moves is move-* messages as a list.
evidence-moved = the same digits, read { $moves }, make a better puzzle
move-lower = { $count ->
        [one] 1 row
       *[other] { $count } rows
    } lower
move-higher = { $count ->
        [one] 1 row
       *[other] { $count } rows
    } higher
move-right = { $count ->
        [one] 1 column
       *[other] { $count } columns
    } to the right
move-left = { $count ->
        [one] 1 column
       *[other] { $count } columns
    } to the left

## A puzzle typed as text (a line of a list, or the page's box).

# $found: the character, quoted; $position: where it is in the line (from 1).
puzzle-bad-char = character { $position } is { $found }; a puzzle line uses only 1-9, and . or 0 for empty
puzzle-length = a puzzle line has 81 characters, this one has { $count }
puzzle-cells = expected { $expected } cells, found { $found }
# $cell: the cell's number in reading order (from 0); $ch the character, quoted.
puzzle-symbol = cell { $cell }: { $ch } is not a digit of a { $n }x{ $n } grid
puzzle-hex = hex symbols are for 16x16 grids, not { $n }x{ $n }
# $why: one of the puzzle-* messages above.
puzzle-refused = the puzzle: { $why }
puzzle-several = the puzzle has more than one solution
# $why: puzzle-several, or the puzzle's status line.
puzzle-no-level = no level: { $why }; only a puzzle with exactly one solution is rated
puzzle-hint-nine = hints are given for 9x9 puzzles; ask for the steps instead

## Flags that do not go together, or inputs the command line cannot take. Flags stay as typed.

# $places: the files and folders given, joined with commas.
usage-no-workbooks-in = no workbooks found in { $places }
usage-no-workbooks = no workbooks found
usage-all-sheets-ranges = --all-sheets takes plain ranges such as A1:I9, not names or ranges on a named sheet
usage-auto-alone = --range auto finds every grid; give it alone, without other ranges
# $range: a range of the grid's size, e.g. A1:I9.
usage-auto-regions = --range auto does not take --regions; give the grid's range, such as { $range }
# $side: the range's side; $n: --size.
usage-range-size = --range { $range } is { $side }x{ $side } but --size is { $n }; give a range of { $n } by { $n } cells, or leave --size out
usage-regions-size = --regions { $regions } is { $side }x{ $side } but --range { $range } is { $grid }x{ $grid }; the regions range has the grid's size
# $shard: K/N as typed.
usage-shard-output = --shard { $shard } splits a batch of files among workers, and -o names the output of one workbook; give the folder or files to share, with --out-dir if the outputs go elsewhere
usage-list-column = --list takes a column letter such as C, not { $text }
usage-regions-boxes = --regions replaces the boxes; give --boxes or --regions, not both
usage-windoku-regions = windoku's extra boxes need the usual 3x3 boxes, not --regions
# After the file's name and a colon.
usage-solutions-to-same = --solutions-to names the puzzles' own workbook; give another file
usage-hex-size = --symbols hex is for 16x16 puzzles; add --size 16
usage-givens-nine = --givens is for 9x9 puzzles; other sizes and variants have as few givens as the symmetry allows
usage-per-page-nine = --per-page booklets are for 9x9 puzzles
usage-jigsaw-size = --jigsaw makes layouts up to 16x16; a 25x25 jigsaw layout with a full grid is too rare to find in time
usage-play-report = play writes no report; leave out --report
usage-explain-list-output = explain writes workbooks only for grids; a puzzle list is explained on the terminal and with --report FILE.json
# After the report's name and a colon.
usage-report-output = the report would replace an output
usage-one-output = -o names one output file, but { $count } inputs were given; use --out-dir for several
# $first and $second: two inputs; $output: the file both would be written to.
usage-same-output = { $first } and { $second } would both be written to { $output }; solve them separately or use --out-dir with distinct folders

## hint's own refusals, after the file's name and a colon where they start with it.

hint-not-a-list = hint reads a grid being played in a workbook, not a puzzle list
hint-not-a-file = it is not a regular file (a pipe or a device); save the workbook to a file first
hint-a-folder = it is a folder; hint reads one workbook
# $places: the grids' places, joined with commas.
hint-several-grids = { $count } grids were found ({ $places }); name the one being played with --range
# $place: the grid's sheet and range; $kind: its size and rules (16x16, 9x9 diagonal).
hint-kind = { $place } is a { $kind } grid
# $cell: the first such cell; $what: what it holds.
hint-larger = { $place } holds letters or numbers above 9 ({ $cell }: { $what }), as a larger grid does
# $why: hint-kind or hint-larger.
hint-nine-only = { $why }; hint works on classic 9x9 grids only (explain shows every step of other sizes and variants)
# A warning several files of a batch gave: $first is the first of them, $words the warning.
batch-warning-files = { $count } files ({ $first } and others): { $words }
