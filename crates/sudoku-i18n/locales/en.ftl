# sudoku-xlsx's words in English: the catalog every other language follows. Each
# translation has every message here and uses every variable each one uses
# (crates/sudoku-i18n/src/tests.rs checks both).

## The status line written beside a grid and printed on the terminal.

status-solved = Solved
status-several = Solved: the puzzle has more than one solution; one is shown
status-no-solution = No solution exists.
# $clashes: one or more `clash` messages joined by `clash-separator`, perhaps ending
# with `clash-more`.
status-clash = The givens break the rules: { $clashes }
# $time: how long the solver had, e.g. "60 s".
status-undecided = Undecided: the solver could not decide within { $time }; allow more time with --time-limit
# Two givens that repeat a digit; $first and $second are cell names (B3), $value the
# digit or letter, $unit a `unit-*` message.
clash = { $first } and { $second } both hold { $value } ({ $unit })
clash-separator = {"; "}
clash-more = and { $count } more { $count ->
        [one] clash
       *[other] clashes
    }
# The terminal's heading over the clashes, one a line below it.
clash-header = the givens break the rules:

## The play sheet. Its counter is a spreadsheet formula that works out the count as the
## player types, so play-to-go cannot choose a plural form: word it so that any count fits.

play-solved = Solved!
play-to-go = { $count } to go
play-repeats = a digit repeats
play-red = Red: the digit repeats in its row, column or box
play-red-units = Red: the digit repeats in one of its units
play-orange = Orange: not the digit of the solution
# $example: a few digits typed into one cell as pencil marks, e.g. 147.
play-grey = Grey: pencil marks (several digits, e.g. { $example })
# What a cell that refuses an entry says.
play-type-marks = Type a digit from 1 to { $n }, or pencil marks: several digits (e.g. { $example }).
play-type-number = Type a number from 1 to { $n }.
play-type-letter = Type 1-9 or a letter A-{ $last }.
play-type-hex = Type 0-9 or a letter A-F.
play-error-title = Sudoku
# Under a puzzle: its level, and where it was read from ($place: Sheet1!A1:I9).
caption-level = Level: { $level }
caption-from = From { $place }
# The names of the sheets the tool adds (at most 31 characters, none of []:*?/\\).
sheet-puzzle = Puzzle { $n }
sheet-solutions = Solutions
sheet-booklet = Booklet
solutions-title = Solutions: givens in bold

## The levels, as people read them (reports and JSON keep the English word).

level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-extreme = extreme
level-none = none

## The units of a grid, counted from 1 as people count.

unit-row = row { $n }
unit-column = column { $n }
unit-box = box { $n }
# A jigsaw region, named by a letter or by the label the sheet gives it.
unit-region = region { $name }
unit-main-diagonal = main diagonal
unit-anti-diagonal = anti-diagonal
unit-window = windoku box { $n }

## The terminal.

# A file written; $path as the terminal shows it.
wrote = Wrote { $path }
# A grid with nothing in it, passed over.
skipped-empty = skipped (empty)
# --lang given a code there is no catalog for; $list is "en (English), fr (français), ...".
lang-unknown = there is no language "{ $code }"; the languages are { $list }

## Refusals: what is wrong with a workbook, in its own terms (sheets, cells, names).

# $detail: why, as the system says it, or an io-* message.
error-read = cannot read the file: { $detail }
io-not-found = no such file
io-permission = permission denied
# $wanted: the sheet as typed, quoted; $sheets: the workbook's, as a list.
error-sheet-not-found = there is no sheet { $wanted }; the workbook has { $sheets }
list-none = (none)
# A list cut short: the first few, then how many more.
list-more = { $shown } and { $count } more
# Headings over the cells a grid cannot take, one a line below.
cells-not-digits = { $count ->
        [one] 1 cell of the range is not a digit 1-9 or blank:
       *[other] { $count } cells of the range are not a digit 1-9 or blank:
    }
cells-not-symbols = { $count ->
        [one] 1 cell of the range is not a digit of the grid or blank:
       *[other] { $count } cells of the range are not a digit of the grid or blank:
    }
cells-no-region = { $count ->
        [one] 1 cell of the regions range is blank:
       *[other] { $count } cells of the regions range are blank:
    }
# $value: what the cell holds, a number or a value-* message.
not-digit = { $value } is not a digit 1-9
value-text = the text { $text }
value-logical = the logical value { $text }
value-duration = a duration
value-date = a date or time
value-error = the error value { $text }
not-digit-full-width = { $value } is not a digit 1-9 (it is a full-width digit; type it as an ordinary digit)
not-digit-formula = the formula ={ $formula } has no saved result; open the workbook in Excel or LibreOffice and save it so results are stored
not-digit-merged = merged cells overlap the grid; a grid needs one value per cell, so unmerge them
# $allowed: a symbols-* message.
not-symbol = { $value } is not a digit of a { $n }x{ $n } grid ({ $allowed })
symbols-hex = 0-9 then A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n }, or 1-9 then A-{ $last }
no-region = blank; every cell of the regions range needs the label of its region

## The closing line of a run ($seconds written with the language's decimal mark).

summary = { $solved } solved, { $several } with several solutions, { $none } with no solution, { $invalid } invalid, { $skipped } skipped, { $errors ->
        [one] 1 error
       *[other] { $errors } errors
    }; { $written ->
        [one] 1 file
       *[other] { $written } files
    } written in { $seconds } s
# $rest: the summary above.
summary-undecided = { $count } undecided (out of time), { $rest }

## Technique names, as each language's Sudoku community says them where a usage exists
## (docs/i18n-glossary.md gives the sources); reports and JSON keep the English name.

technique-hidden-single = hidden single
technique-direct-locked-candidates = direct locked candidates
technique-direct-hidden-pair = direct hidden pair
technique-naked-single = naked single
technique-direct-hidden-triple = direct hidden triple
technique-locked-candidates = locked candidates
technique-naked-pair = naked pair
technique-x-wing = X-wing
technique-hidden-pair = hidden pair
technique-naked-triple = naked triple
technique-swordfish = swordfish
technique-hidden-triple = hidden triple
technique-xy-wing = XY-wing
technique-xyz-wing = XYZ-wing
technique-unique-rectangle = unique rectangle
technique-naked-quad = naked quad
technique-jellyfish = jellyfish
technique-hidden-quad = hidden quad
technique-bug = BUG+1
technique-aligned-pair-exclusion = aligned pair exclusion
technique-skyscraper = skyscraper
technique-two-string-kite = 2-string kite
technique-turbot-fish = turbot fish
technique-empty-rectangle = empty rectangle
technique-finned-fish = finned fish
technique-w-wing = W-wing
technique-simple-colouring = simple colouring
technique-x-chain = X-chain
technique-remote-pairs = remote pairs
technique-xy-chain = XY-chain
technique-als-xz = ALS-XZ
technique-aic = alternating inference chain
technique-aligned-triplet-exclusion = aligned triplet exclusion
technique-cell-forcing-chain = cell forcing chain
technique-nishio-forcing-chain = Nishio forcing chain
technique-unit-forcing-chain = unit forcing chain
technique-dynamic-forcing-chain = dynamic forcing chain
technique-nested-forcing-chain = nested forcing chain
technique-guess = guess

# The Steps and Candidates sheets: their names (a number follows when a workbook has
# several), titles ($place: Sheet1!A1:I9), each step's heading ($technique: a technique-*
# message; $difficulty: its rating, with the language's decimal mark) and captions.
sheet-steps = Steps
sheet-candidates = Candidates
steps-title = Steps of { $place }
candidates-title = Candidates of { $place }
step-heading = Step { $n } · { $technique } · { $difficulty }
steps-go-to = Go to:
steps-none = No step: every cell of the grid is filled.
candidates-caption = The pencil marks before the first step: every digit not yet in the cell's row, column or box.
candidates-caption-units = The pencil marks before the first step: every value not yet in a unit of the cell.
steps-count = { $count ->
        [one] 1 step.
       *[other] { $count } steps.
    }

## rate's verdict on the terminal ($level: a level-* message; $score: the rating with the
## language's decimal mark; $technique: a technique-* message; $se: Sudoku Explainer's own
## English name for its hardest step, which stays as SE prints it).
verdict = { $level } ({ $score }, hardest: { $technique })
verdict-se = { $level } ({ $score }, hardest: { $technique }; Sudoku Explainer: { $se })
verdict-no-solution = no level (no solution)
verdict-several = { $level } (2+ solutions)
verdict-full = nothing to solve (every cell is filled)

## rate's other words: its line for each puzzle and its closing summary.
givens-count = { $count ->
        [one] 1 given
       *[other] { $count } givens
    }
solutions-none = no solution
solutions-one = unique
solutions-several = several solutions
# One rated puzzle: $verdict is the level and score, $solutions the count in words,
# $uses: rate-uses, or nothing when no technique was used.
rate-line = { $file }: { $place }: { $verdict }; { $givens }; { $solutions }{ $uses }
rate-uses = ; { $uses }
rate-summary = { $rated } rated: { $easy } easy, { $medium } medium, { $hard } hard, { $expert } expert, { $extreme } extreme ({ $several } of them with several solutions), { $none } with no solution and no level; { $invalid } invalid, { $errors ->
        [one] 1 error
       *[other] { $errors } errors
    }; { $seconds } s
interrupted = interrupted after { $done } of { $total } files

## The files play and generate write ($seed: the number that makes the same puzzles again).
wrote-play = Wrote { $path } ({ $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    } to play)
wrote-generated = Wrote { $path } ({ $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    }, seed { $seed })
wrote-generated-chosen = Wrote { $path } ({ $count ->
        [one] 1 puzzle
       *[other] { $count } puzzles
    }, seed { $seed }; give --seed to make the same puzzles again)
wrote-solutions = Wrote the solutions to { $path }
wrote-report = Wrote the report { $path }

## explain's terminal lines: over each grid's steps, how many and how hard.

# $level: a level-* message; $score: a rating (2.6), or explain-path-score.
explain-verdict = { $steps } { $steps ->
        [one] step
       *[other] steps
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] step
       *[other] steps
    }, several solutions
explain-verdict-no-solution = { $steps } { $steps ->
        [one] step
       *[other] steps
    }, no solution
# The rating, then the hardest step of the path shown when it is easier or harder.
explain-path-score = { $score } SE; this path's hardest step { $path }

## One line for each puzzle generate makes, and for each grid play copies.

# $rating: a verdict message; $givens: how many; $puzzle: the puzzle as one line of text.
generate-line = Puzzle { $n }: { $rating }, { $givens } givens: { $puzzle }
# $kind: the grid's size and rules, e.g. "6x6" or "9x9 diagonal" (kind-with).
generate-line-kind = Puzzle { $n } ({ $kind }): { $rating }, { $givens } givens: { $puzzle }
play-line = { $givens } givens, { $level }
# $place: the file and the grid; $status: the grid's status line.
play-nothing = { $place }: { $status } There is nothing to play; it is left out.
play-no-answer = { $place }: the puzzle has more than one solution, so there is no answer to check against; leave out --check-answers
play-several = { $place }: the puzzle has more than one solution; the counter still says when the grid is full and breaks no rule
# A grid's kind: its size ($kind, e.g. 9x9) with one more rule ($rule).
kind-with = { $kind } { $rule }
kind-jigsaw = jigsaw
kind-diagonal = diagonal
kind-windoku = windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = warning: { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [default: { $value }]
help-values-note = [possible values: { $values }]
