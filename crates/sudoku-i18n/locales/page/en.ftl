## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx: solve Sudoku in your spreadsheets
page-description = Solve, explain, play and generate Sudoku puzzles kept in Excel workbooks, in your browser. Nothing is uploaded.
# HTML.
page-lead = Solve, explain and play the Sudoku puzzles in your spreadsheets, or make new ones. Everything happens in this browser: <strong>your files are never uploaded</strong>, and once this page has loaded it works offline.
page-loading = Loading the solver…
page-ready = Ready. Your files stay on this computer.
# $reason: what the browser said.
page-no-start = The solver could not start in this browser: { $reason }
# The picker of the page's language.
page-language = Language

page-files-title = Your workbooks
page-drop-main = Choose workbooks, or drop them here
page-drop-note = .xlsx, .xlsm, .xltx, .xls, .xlsb or .ods with a 9x9 puzzle typed in the cells (blank or 0 for empty), at A1:I9 or anywhere on the sheet; or a text list of puzzles (.txt, .csv), one a line
page-none-chosen = No workbook chosen.
page-choose-first = Choose a workbook first.
page-chosen-one = Chosen: { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Chosen: { $count } workbooks ({ $names })
page-options = Options
page-sheet = Sheet
page-sheet-hint = (blank: the first)
page-range = Range
page-range-hint = (auto: find every grid)
page-range-placeholder = auto, or B2:J10
page-rules = Rules
page-rules-classic = Classic 9x9
page-rules-diagonal = Diagonal (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Jigsaw
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Playable copies colour wrong answers
page-solve = Solve
page-explain = Explain step by step
page-play = Play: make a playable copy
page-stop = Stop
page-clear = Clear results
# HTML.
page-batch-note = One workbook's result downloads by itself; a batch's results come as one <code>.zip</code>, and each file keeps its own link.

page-puzzle-title = Type or paste a puzzle
# HTML.
page-puzzle-label = 81 characters, row by row, in one line or in rows (the grid as the command prints it, with <code>|</code> and <code>---+---</code> between boxes, is fine); <code>.</code> or <code>0</code> for an empty cell. Other sizes too: 36 characters for a 6x6, 256 for a 16x16 (<code>A</code>-<code>G</code> or 10-16 for ten to sixteen)
page-puzzle-solve = Solve this puzzle
page-rate = Rate
page-hint = Hint
page-hint-nudge = a nudge
page-hint-cells = the cells
page-hint-full = the whole step
page-next-hint = Next hint
page-steps = Steps

page-gen-title = Make new puzzles
page-gen-count = How many
page-gen-level = Level
page-level-easy = Easy
page-level-medium = Medium
page-level-hard = Hard
page-level-expert = Expert
page-level-extreme = Extreme
page-gen-check = Colour wrong answers as they are typed
page-gen-title-label = Title
page-gen-title-placeholder = Class 4B, week 12
page-generate = Generate
page-puzzles-made = Puzzles made
# HTML.
page-footer = sudoku-xlsx runs here as WebAssembly, the same code as the <code>sudoku-xlsx</code> command. Solved and explained copies keep everything your workbook had (pictures, charts, macros); Play makes a new workbook: one protected sheet a puzzle, playable with no macros. The tool never runs macros.

## While the page works, and what it shows of a result.

page-already = Already working on this; Stop ends it.
page-waiting = Waiting…
page-waiting-of = Waiting (file { $n } of { $total })…
page-working = Working…
page-working-of = Working (file { $n } of { $total })…
page-stopped = stopped; nothing was written
page-too-large = this file is too large for the browser (it ran out of memory); nothing was written. The sudoku-xlsx command reads it on your computer.
page-crashed = the tool stopped unexpectedly ({ $reason }); nothing was written. Please report this with the file if you can.
page-no-start-job = the solver could not start in this browser ({ $reason })
# What happened to a file, after its name.
page-doing-solve = solving
page-doing-explain = explaining
page-doing-play = making a playable copy
page-done-solve = solved
page-done-explain = explained
page-done-play = made playable
page-failed-solve = not solved
page-failed-explain = not explained
page-failed-play = no playable copy
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } files { $done }: { $count } to download
page-nothing-written = Nothing was written; each file says why below.
page-packing = Packing { $name }…
page-download = Download { $name }
page-download-all = Download all { $count } as { $name }
page-forgotten = { $name }: no longer kept (run it again to download)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } grids: { $parts }
page-printed = What the command printed ({ $count } lines)
page-other-grids = The other { $count } grids
page-other-walks = Step through the other { $count } grids
page-making = Making { $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    }…
page-made-of = Made { $made } of { $count }…
page-most-at-once = the page makes at most { $most } puzzles at a time, so it made { $most }, not { $asked }; the sudoku-xlsx command makes any number

## Stepping through an explained grid, and hints on it.

page-step-through = Step through { $place }
page-step-through-count = Step through { $place } ({ $count ->
        [one] 1 step
       *[other] { $count } steps
    })
page-step-through-caption = { $place }: step through
# $level: a page-hint-* message.
page-hint-on-grid = Hint on the grid ({ $level })
page-hint-caption = Hint: { $level }
page-previous = Previous
page-next = Next
page-step = Step
page-pencil-marks = { $cell }: pencil marks { $marks }
page-no-marks = none
page-nudge-title = The shaded cells hold the next step.
page-step-of = Step { $n } of { $total }: { $technique } ({ $difficulty })
page-no-step = No step: the givens are all there is
page-after-step = After step { $n }

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Range
page-flag-sheet = Sheet
page-flag-size = Rules
page-flag-diagonal = Rules: Diagonal
page-flag-windoku = Rules: Windoku
page-flag-jigsaw = Rules: Jigsaw
page-flag-check-answers = "Playable copies colour wrong answers"
page-flag-count = How many
page-flag-difficulty = Level
page-flag-level = Hint
page-flag-title = Title
page-flag-seed = the seed
page-flag-givens = the givens
page-flag-time-limit = the command's time limit
page-flag-report = the command's report
page-flag-out-dir = the command's output folder
page-flag-output = the command's output name
page-flag-solutions-to = the command's solutions file
page-flag-color = the command's colour option
page-flag-lang = the command's language option
page-flag-help = the command's help
page-flag-version = the command's version
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = the command's { $name } option
page-flag-unknown = an option of the sudoku-xlsx command
