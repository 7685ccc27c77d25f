## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }: the zip entry { $name } is left out of the copy: its name could write outside the folder it is unpacked in, and no workbook part has such a name
# $grid: the grid's sheet and range.
note-no-room = { $file }: { $grid }: no free cell near the grid for its status line; every cell round it is yours
error-macros-not-copied = the workbook cannot be copied with its macros ({ $why }); use --grid-only for the grids alone
note-rebuilt = { $file }: the copy is rebuilt, not edited, since { $why }
error-macro-name = the workbook has macros, which the copy keeps, and Excel opens a workbook with macros only under an .xlsm name; name the copy .xlsm (or use --grid-only for the grids alone)
error-interrupted = interrupted; nothing was written
note-more-cut = { $file }: and { $count ->
        [one] { $count } more cell
       *[other] { $count } more cells
    } cut or left out
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }: sheet { $from } is named { $to } in the solved copy (Excel allows 31 characters, none of []:*?/\, and no two names that differ only in case)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = charts
lost-images = images
lost-macros = macros
lost-controls = controls
lost-pivot-tables = pivot tables
lost-comments = comments
lost-tables = tables
lost-conditional-formats = conditional formats
lost-data-validation = data validation
lost-chart-sheets = chart sheets
lost-macro-sheets = macro and dialog sheets
note-not-carried = the input has { $list }, which the solved copy does not carry
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }: beyond the last row or column a sheet has, left out
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }: { $what }
note-formula-cut = a formula over 8,192 characters was replaced by its saved value
note-text-cut = a text over 32,767 characters was cut to that length

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = note: { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = internal error: { $what }{ $at }; this is a bug, please report it with the input that caused it
note-long-title = --title has { $count } characters, more than a printed page header holds; the headers show it shortened with "…" (the workbook's title property keeps it whole)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = shard { $shard } holds none of the { $count ->
        [one] { $count } file
       *[other] { $count } files
    } found; it writes an empty report, if asked for one
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets passes over { $count ->
        [one] a sheet that sudoku-xlsx added and that holds
       *[other] sheets that sudoku-xlsx added and that hold
    } no puzzle: { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = the givens at { $place } break the rules
problem-no-solution = the grid at { $place } has no solution
# $evidence in error-not-the-grid.
evidence-more-symbols = the grid there holds { $symbols } symbols, the range { $givens }
evidence-borders = borders are drawn round { $grid }
# $cells: the range's only digits, joined with commas.
evidence-against-edge = its only digits, { $cells }, lie against that grid's edge

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = classic 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind } with { $boxes } boxes
kind-hex = (hex digits)
rules-boxes-misfit = --boxes { $boxes } does not fit a { $n }x{ $n } grid: a box must have { $n } cells
rules-hex-size = --symbols hex is for 16x16 grids, and this one is { $n }x{ $n }
rules-windoku-size = --windoku needs a 9x9 grid, and this one is { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx wrote this grid as a { $kind } puzzle (recorded in the workbook), and { $flags } does not fit it; leave { $count ->
        [one] that flag
       *[other] those flags
    } out
rules-regions-size = the regions range is { $side }x{ $side } but the grid at { $place } is { $size }x{ $size }; give a range of the grid's size
rules-regions-place = { $place } (the regions)
rules-hex-zero = { $cell } holds 0 and the letters stop at F, as in hex digits 0-F; give --symbols hex, or type the digits as 1-9 and A-G with 0 or blank for empty

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }: { $place }  { $givens } givens  { $kind }
find-bad-cells = bad cells
find-full = full
find-unique = unique
find-several-solutions = several solutions
find-no-solution = no solution
find-givens-clash = givens clash
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : { $cells } { $count ->
        [one] is not a digit 1-9 or blank; mend it
       *[other] are not digits 1-9 or blank; mend them
    } to use the grid
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(the digits also fit { $places }: check which is meant)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }: { $blocks }: formula results (the workbook's own calculations), not read as puzzles; give a range to read one
find-none = { $file }: no grid found (a grid is 9x9 digits with at least 17 of them)
find-table = { $file }: { $place }: a block of numbers too large or too dense to be puzzle grids (a table); not searched
# $seconds: the time taken, with two decimals.
find-summary = { $grids ->
        [one] { $grids } grid
       *[other] { $grids } grids
    } found in { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $unreadable } unreadable); { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }: passed over { $count ->
        [one] { $count } line that is
       *[other] { $count } lines that are
    } not a puzzle: { $places }
explain-passed-rows = { $file }: passed over { $count ->
        [one] { $count } row that is
       *[other] { $count } rows that are
    } not a puzzle: { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }: Steps sheets were written for the first { $first } grids only; the other { $count } are explained above and in the report (each grid's sheets cost memory until the copy is saved)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = row { $n }
place-line = line { $n }
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $sheet } { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }: { $place }: invalid: { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions reads region labels from a workbook range, which a list has not; solve jigsaw puzzles as grids
list-line-length = a { $n }x{ $n } puzzle has { $expected } symbols, this line { $found }
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = character { $position } ({ $found }) is not a digit of a { $n }x{ $n } grid
list-more-problems = { $file }: { $count ->
        [one] { $count } more problem
       *[other] { $count } more problems
    } not shown; --report lists them all
list-more-problems-report = { $file }: { $count ->
        [one] { $count } more problem
       *[other] { $count } more problems
    } not shown (see the report)
# $output: the file written.
list-summary = { $file }: { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }: { $solved } solved, { $several } with several solutions, { $none } with no solution, { $invalid } invalid -> { $output }
error-text-to-file = a text output is written to a file only
# A list entry stored as a number in the sheet.
list-stored-as-number = the puzzle is stored as a number, which loses digits; format the column as text and enter it again
# $kib: the longest line read, in KiB.
list-line-too-long = the line is longer than { $kib } KiB; a puzzle line has 81 characters
list-not-separated = the puzzle is not separated from what follows it
list-spaced = { $count } characters with spaces between the digits: spaces are not read as empty cells; write . or 0 for each empty cell

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = files
progress-puzzles = puzzles
progress-elapsed = { $elapsed } elapsed
progress-elapsed-eta = { $elapsed } elapsed, ETA { $eta }
progress-counts = solved { $solved }, failed { $failed }
# $detail: what the system said.
error-threads = cannot start worker threads: { $detail }
error-interrupted-after = interrupted after the output was written

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = no { $level } puzzle found in { $limit } s ({ $tried } tried); { $why }
generate-none-found = no puzzle found in { $limit } s ({ $tried } tried); { $why }
generate-why-four = a 4x4 never needs more than singles, so every 4x4 is easy
generate-why-time = allow more time with --time-limit, or ask for another level
generate-why-large = rating sizes above 10x10 uses singles, locked candidates, subsets and fish, so harder levels come quickly and easier ones rarely
generate-no-full-grid = this shape has no full grid
generate-full-grid-time = no full grid of this shape was found in { $limit } s; allow more time with --time-limit
generate-more-time = { $why }; allow more time with --time-limit
# $n: the puzzle's number; $why: why it was not made.
generate-failed = puzzle { $n }: { $why }
generate-not-made = puzzle { $n }: not made
generate-nothing-written = nothing was written; allow more time with --time-limit, or choose another --difficulty
generate-nothing-written-givens = nothing was written; allow more time with --time-limit, or choose another --difficulty or --givens
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $count } of { $total } puzzles could not be brought down to { $target } givens and have more: { $count ->
        [one] puzzle
       *[other] puzzles
    } { $puzzles }; { $advice }
givens-advice-time = the time limit ran out first: allow more time with --time-limit, or ask for --givens { $reached } or more
givens-advice-seldom = grid after grid came no closer, so more time would not help: this generator seldom gets down to { $target } givens; ask for --givens { $reached } or more
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = grid after grid came no closer, so more time would not help: this generator seldom gets down to { $target } givens, the more so with --symmetry { $symmetry } (--symmetry none allows sparser ones); ask for --givens { $reached } or more
# Why no jigsaw layout came out.
layout-bad-size = grids of size { $n } are not supported; use one of 4, 6, 8, 9, 10, 12, 15, 16, 25
layout-not-found = no { $n }x{ $n } jigsaw layout with a full grid was found in { $tries } tries
layout-out-of-time = no { $n }x{ $n } jigsaw layout with a full grid was found in the time allowed ({ $tries } tried)

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }: not a report as sudoku-xlsx writes it: { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }: a row has the order { $order }, which sudoku-xlsx does not write
merge-two-shards = { $file } holds rows of shard { $first } and of shard { $second }: it is not one worker's report
merge-out-of-order = { $file }: the rows are not in the order the worker wrote them ({ $order } after a later one)
merge-kinds = { $first } and { $second } are not of one kind: the merged report and every report merged are all CSV or all JSON
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } has the columns { $first_columns } but { $second } has { $second_columns }: merge reports of one command run with the same flags
# $why: what is wrong with the text.
merge-shard-column = { $file }: the shard column holds { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = the workers listed different batches ({ $a } and { $b } were both file { $n } of theirs): a file came or went while they started; run every shard again on one batch
merge-batches-two-places = the workers listed different batches ({ $file } was file { $first } of one and file { $second } of another): a file came or went while they started; run every shard again on one batch
merge-other-run = { $first } is a shard of { $n } but { $second } is shard { $shard }: merge the reports of one run
merge-shard-twice = { $first } and { $second } both hold shard { $shard }
merge-too-many = { $given } reports were given for a run of { $n } shards; give each shard's report once
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = the { $count ->
        [one] report of shard { $shards } is
       *[other] reports of shards { $shards } are
    } missing; give every shard's report (a shard that held no file writes an empty one)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } report, empty
       *[other] { $count } reports, every one empty
    }
merged-shards = the { $count ->
        [one] { $count } report
       *[other] { $count } reports
    } of { $shards } shards
merged-in-order = { $count ->
        [one] { $count } report
       *[other] { $count } reports in the order given (they have no shard columns)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = Merged { $what }: { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } from { $files ->
        [one] { $files } file
       *[other] { $files } files
    }{ $counts }; wrote { $output }
invalid-why = invalid: { $why }

## The rest of the refusals.

error-report-name = { $file }: a report is written as CSV or JSON; name it .csv or .json
error-not-a-file = it is not a regular file (a pipe or a device); save the workbook or list to a file first
# In rate's report message column and on the terminal.
rate-clash = the givens break the rules
# Grid shapes that cannot be built.
shape-boxes = boxes of { $rows }x{ $cols } do not fit a { $n }x{ $n } grid (rows x columns must be { $n })
shape-region-cells = the region map has { $found } cells, a { $n }x{ $n } grid has { $cells }
shape-region-count = the region map has { $found } regions, a { $n }x{ $n } grid needs { $n }
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = each region needs { $n } cells: { $sizes }
shape-region-has = region { $region } has { $count }
shape-windoku = windoku needs a 9x9 grid, not { $n }x{ $n }

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }: a page holds 1, 2, 4 or 6 puzzles
value-size = { $text }: a grid has 4, 6, 8, 9, 10, 12, 15, 16 or 25 cells a side
value-seconds = { $text }: give a number of seconds above 0 and at most 86400, such as 60 or 0.5
value-boxes = { $text }: give the box shape as rows x columns, e.g. 2x3
value-symmetry = unknown symmetry { $text }; use none, rotational or mirror
value-level = unknown level { $text }; use easy, medium, hard, expert or extreme
value-hint-level = unknown hint level { $text }; use nudge, cells or full
value-paper = unknown paper { $text }; use a4 or letter
# $why: one of the shard-* reasons below.
shard-bad = { $text }: { $why }; give K/N with 1 <= K <= N, e.g. 2/8
shard-not-a-shard = not a shard
shard-whole-numbers = K and N must be whole numbers
shard-n-zero = N must be at least 1
shard-n-large = N can be at most { $most }
shard-k-range = K must be from 1 to { $n }
shard-index-bad = { $text }: { $why }; give I/N with 0 <= I < N, e.g. 0/8
shard-not-an-index = not a shard index
shard-i-whole = I must be a whole number
shard-i-large = I is too large
# $given: I/N as typed.
shard-i-range = I must be from 0 to N-1 and N at least 1, not { $given }
# $seconds: the time spent, with one decimal.
generate-timeout = no { $level } puzzle found in { $attempts } attempts within { $seconds } s
generate-too-many-givens = a puzzle has at most 81 givens, not { $n }

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = the part { $part } of the workbook
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $size } unpacked from { $packed }{ $why }
large-limit = ; the limit is { $limit }
large-bomb = ; this looks like a decompression bomb
large-shared-strings = the shared strings part
large-strings-claimed = it claims { $claimed } strings in { $size }, which cannot hold that many
large-file = the file
large-xls = { $size }; the limit for .xls files is { $limit }
large-spreadsheet = the spreadsheet
large-ods-cells = its sheets span { $cells } cells or more, repeats counted out; the limit for .ods files is { $limit } (delete what lies far from the grid, or save as .xlsx)
large-ods-text = its cells hold { $mib } MiB of text or more, repeats and spaces counted out; the limit is { $limit } MiB
large-list = the list
large-list-lines = more than 4,294,967,295 lines; split it into smaller files
size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
damaged-overlap = two parts of the zip archive share their bytes, a trick of decompression bombs
note-more-cells = and { $count ->
        [one] { $count } more cell
       *[other] { $count } more cells
    } cut or left out

## Saving, and jigsaw regions read from labels.

save-no-extension = the name has no extension; name the workbook .xlsx (or .xlsm, .xltx, .xltm)
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx writes Excel workbooks, not .{ $ext } files; name the output .xlsx (or .xlsm, .xltx, .xltm)
save-not-a-file = it is not a regular file (a folder, device or pipe); name a file to write
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = region { $region } has { $count } (from { $cell })
regions-count = a { $n }x{ $n } jigsaw needs { $n } regions of { $n } cells each; the labels make { $count ->
        [one] { $count } region
       *[other] { $count } regions
    }
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }: { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = could not decide within { $time }
generate-out-of-time = no full grid was found or ruled out in the time allowed
usage-give-seed = give a seed (--seed)
large-xls-cells = its sheets span { $cells } cells or more from their first used cell to their last; the limit for .xls files is { $limit } (delete what lies far from the grid, or save as .xlsx)
large-xls-sheet = a sheet claims { $rows } rows and { $cols } columns; an .xls sheet has at most 65536 rows and 256 columns
