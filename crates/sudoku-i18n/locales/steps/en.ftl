## Lists inside sentences (English): $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } and { $last }
list-or = { $init } or { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.

clauses-comma = { $init }, { $next }
clauses-and = { $init }, and { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = { $digit } from { $cells }

step-last-empty = { $cell } is the last empty cell of { $unit }, so it holds the digit missing there: { $digit }
step-hidden-single = { $cell } is the only cell of { $unit } that can hold { $digit }
step-naked-single-ruled-out = { $cell } can only hold { $digit }: every other digit has been ruled out
step-naked-single-units = { $cell } can only hold { $digit }: every other digit is already in its row, column or box
step-naked-single-seen = { $cell } can only hold { $digit }: every other digit is already in a cell it sees
step-locked-candidates = { $digit } must be in { $cells } ({ $from }), so { $digit } goes from the rest of { $onto }: { $gone }
step-naked-subset = { $cells } can only hold { $digits } between them, so those digits go from the rest of { $unit }: { $gone }
step-hidden-subset = In { $unit }, { $digits } can only go in { $cells }, so every other digit goes from those cells
step-fish-columns = In { $base }, { $digit } can only go in { $covers }, so { $digit } goes from the rest of those columns: { $gone }
step-fish-rows = In { $base }, { $digit } can only go in { $covers }, so { $digit } goes from the rest of those rows: { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } holds { $pivot_digits }; whichever it is, { $first } ({ $first_digits }) or { $second } ({ $second_digits }) must be { $digit }, so { $digit } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } both
step-xyz-wing = { $pivot } holds { $pivot_digits }; whichever it is, { $first } ({ $first_digits }) or { $second } ({ $second_digits }) must be { $digit }, so { $digit } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } all three
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = In { $first_unit }, { $digit } can only be in { $first } or { $first_end }, and in { $second_unit } only in { $second } or { $second_end }; { $first_end } and { $second } share { $shared }, so they are not both { $digit }, and { $first } or { $second_end } must be: { $digit } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } both
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = In { $box_unit }, { $digit } can only be in { $row } or { $column }; { $line } has { $digit } only in { $near } and { $far }, so if { $target } were { $digit }, { $far } would not be, { $near } would, and { $box_unit } would have no place left for { $digit }: { $digit } goes from { $target }
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = In { $base }, { $digit } can only go in { $covers }, apart from { $fin_count ->
        [one] the fin
       *[other] the fins
    } { $fins } in { $fin_box }: if { $fin_count ->
        [one] the fin is not
       *[other] no fin is
    } { $digit }, this is { $size ->
        [2] an X-wing
        [3] a swordfish
       *[other] a jellyfish
    } that clears { $digit } from the rest of those columns, and if { $fin_count ->
        [one] it is
       *[other] one is
    }, { $digit } leaves { $fin_box }; either way { $digit } goes from { $gone }
step-finned-fish-rows = In { $base }, { $digit } can only go in { $covers }, apart from { $fin_count ->
        [one] the fin
       *[other] the fins
    } { $fins } in { $fin_box }: if { $fin_count ->
        [one] the fin is not
       *[other] no fin is
    } { $digit }, this is { $size ->
        [2] an X-wing
        [3] a swordfish
       *[other] a jellyfish
    } that clears { $digit } from the rest of those rows, and if { $fin_count ->
        [one] it is
       *[other] one is
    }, { $digit } leaves { $fin_box }; either way { $digit } goes from { $gone }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = Linking the cells where { $digit } has only two places in a unit gives two colours, one on { $good }, the other on { $bad }, and all cells of one colour are { $digit }; { $first } and { $second } have the same colour and share { $shared }, so that colour cannot be { $digit }: { $digit } goes from { $bad }
step-colour-trap = Linking the cells where { $digit } has only two places in a unit gives two colours, one on { $one }, the other on { $other }, and all cells of one colour are { $digit }, so { $digit } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } both colours
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = If { $start } is not { $digit }, then { $next } is
step-x-chain-link = , so { $off } is not, so { $on } is
step-x-chain = { $links }; either way { $start } or { $end } is { $digit }, so { $digit } goes from { $gone }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } can only hold { $digits }
step-als-set = { $cells } can only hold { $digits } between them ({ $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }, and { $second }; every { $x } of one set sees every { $x } of the other, and the same holds for { $y }, so each set holds all its digits but { $x } or { $y }, so { $z } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } all its places in the sets
step-als-xz-double-each = { $first }, and { $second }; every { $x } of one set sees every { $x } of the other, and the same holds for { $y }, so each set holds all its digits but { $x } or { $y }, so each of { $z } goes from the cells that see all its places in the sets: { $each }
step-als-xz = { $first }, and { $second }; every { $x } of one set sees every { $x } of the other, so one set lacks { $x } and holds all its other digits: { $z } must be in one of them, and goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } all its places in both
step-als-xz-each = { $first }, and { $second }; every { $x } of one set sees every { $x } of the other, so one set lacks { $x } and holds all its other digits: { $z } must each be in one of them, and each goes from the cells that see all its places in both: { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = If { $first } is not { $x }, it is { $y }, so { $link_start } is not { $y }, so { $link_end } is { $y } (the only other place of { $y } in { $unit }), so { $second } is not { $y } and is { $x }; either way { $first } or { $second } is { $x }, so { $x } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } both
step-remote-pair = { $cells } hold only { $digits } and each sees the next, so they alternate between them: { $first } and { $second } hold one each, so { $digits } go from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } both
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = If { $start } is not { $digit }, it is { $other }
step-xy-chain-link = , so { $cell } is not { $off } and is { $on }
step-xy-chain = { $links }; either way { $start } or { $end } is { $digit }, so { $digit } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } both
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } would hold only { $digits }, which could swap to give a second solution
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = If { $cell } were { $x } or { $y }, { $deadly }; so { $digits } go from { $cell }
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = Unless { $ends } is { $digit }, { $deadly }; so { $digit } goes from { $gone }, { $count ->
        [one] which sees
       *[other] which see
    } { $end_count ->
        [2] both
       *[other] all three
    }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = Unless { $first } or { $second } is { $extras }, { $deadly }; so one of them is, and with { $cells } they act as a naked { $size ->
        [2] pair
        [3] triple
       *[other] quad
    } on { $digits } in { $unit }, so those digits go from the rest of it: { $gone }
step-ur-4 = One of { $cells } must be { $digit } (the only places of { $digit } in { $unit }), so if either were { $other }, { $deadly }; so { $other } goes from { $cells }
step-bug = Every open cell but { $cell } has two candidates, and every digit has two places in each row, column and box but { $digit }, which has three in those of { $cell }: unless { $cell } is { $digit }, the grid would have two solutions, so { $cell } is { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = Every way of filling { $cells } that would leave one of { $excluders } with no digit, or repeat a digit where two of them see each other, is ruled out; so { $gone } lose the digits no other way allows
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = In { $from }, { $digit } must be in { $cells } ({ $onto }), so { $digit } goes from { $gone } ({ $target }); that leaves { $cell } the only cell of { $target } that can hold { $digit }
step-direct-hidden-subset = In { $unit }, { $digits } can only go in { $cells }, so those cells hold no other digit and { $digit } goes from { $gone }; that leaves { $cell } the only cell of { $unit } that can hold { $digit }
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = If { $cell } is not { $digit }
step-aic-then-is = , then { $cell } is { $digit }
step-aic-then-is-not = , then { $cell } is not { $digit }
step-aic-so-is = , so { $cell } is { $digit }
step-aic-so-is-not = , so { $cell } is not { $digit }
step-digit-goes = { $digit } goes from { $cells }
step-and-also = { $init }, and { $next }
step-aic = { $links }; so { $first } is { $first_digit } or { $last } is { $last_digit }, and either way { $goes }
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } is { $digit }
step-fact-is-not = { $cell } is not { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = at once
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } could hold no digit
step-broken-digit = { $digit } would have no place in { $unit }
step-broken-grid = the grid would break
step-contradiction = If { $cell } were { $digit }, then { $chain }, and { $broken }; so { $cell } is not { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = Whether { $cell } holds { $digits },
step-forcing-unit = Wherever { $digit } goes in { $unit } ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim }: { $branches }; so { $result }
step-holds = { $cell } holds { $digits }
step-goes-from-cell = { $digits } { $count ->
        [one] goes
       *[other] go
    } from { $cell }
step-branch-in-cell = in { $cell }, { $chain }
step-branch-in-cell-broken = in { $cell }, { $chain } and { $broken }
step-branch-with-digit = with { $digit }, { $chain }
step-branch-with-digit-broken = with { $digit }, { $chain } and { $broken }
step-branches = { $init }; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = singles, locked candidates and pairs
step-nested-how-chains = singles, locked candidates, pairs and forcing chains
step-nested-contradiction = If { $cell } were { $digit }, then { $how } would lead in { $steps } steps to a grid where { $broken }; so { $cell } is not { $digit }
step-nested = Whether { $cell } holds { $digits }, { $fact } follows by { $how } (in { $steps } steps); so { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = Whichever digit goes in { $cell }, { $fact }
step-se-unit = Wherever { $digit } goes in { $unit }, { $fact }
step-se-absurd = If { $cell } were { $digit }, the grid would break, so { $fact }
step-se-absurd-not = If { $cell } were not { $digit }, the grid would break, so { $fact }
step-se-double = Whether { $cell } is { $digit } or not, { $fact }
step-se-cycle = A loop of links from { $cell }'s { $digit } back to itself holds either way round, so the cells that see both ends of one of its links lose that digit
step-se-chain-false = Following the links from { $cell }'s { $digit } proves it false
step-se-chain-true = Following the links from { $cell }'s { $digit } proves it true
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } form a { $size ->
        [4] rectangle
       *[other] loop
    } that, holding only { $digits }, could swap them to give a second solution
step-loop-1 = { $lead }; so { $digits } go from { $cell }
step-loop-2 = { $lead }; so one of { $ends } is { $digit }, which goes from { $gone }
step-loop-3-naked = { $lead }; so { $ends } act as one cell, and with { $others } form a naked set on { $digits } in { $unit }, which clears { $gone }
step-loop-3-hidden = { $lead }; so { $ends } act as one cell, and with { $others } form a hidden set on { $digits } in { $unit }, which clears { $gone }
step-loop-4 = { $lead }; { $digit } has no other place in { $unit } than { $ends }, so the other digit goes from both
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = Without { $digits } in { $cells }, every open cell would have two candidates and every digit two places in each row, column and box, which would give two solutions; so { $count ->
        [one] that cell keeps one of them
       *[other] one of those cells keeps one of them
    }, and { $gone } lose what that rules out
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } (with { $members }, a naked set on { $digits })
# No technique applies: the step that writes the solution's digit.
step-guess = No technique here applies, so this is a guess: { $cell } has the fewest candidates ({ $digits }) and the solution has { $digit } there

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = Solved.
ending-stopped = Stopped after step { $step }.
ending-clash = { $first } and { $second } both hold { $digit } in { $unit }: the givens break the rules.
ending-clash-unknown = The givens break the rules.
ending-dead-cell = { $step ->
        [0] From the start
       *[other] After step { $step }
    }, { $cell } can hold no digit: the puzzle has no solution.
ending-dead-digit = { $step ->
        [0] From the start
       *[other] After step { $step }
    }, { $digit } has no place left in { $unit }: the puzzle has no solution.
ending-stalled = { $step ->
        [0] From the start
       *[other] After step { $step }
    }, no technique applies, and there is no solution from here.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] From the start
       *[other] After step { $step }
    }, no technique applies: the puzzle has more than one solution; two of them differ in { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = The givens break the rules: { $clash }.
ending-misfit = No solution exists: the puzzle does not fit a { $shape } grid.
ending-nothing = Nothing to do: every cell is already filled.
ending-solved-in = { $count ->
        [one] Solved in 1 step.
       *[other] Solved in { $count } steps.
    }
ending-general-dead-cell = No solution exists: { $step ->
        [0] from the start
       *[other] after step { $step }
    }, { $cell } can hold no digit.
ending-general-dead-digit = No solution exists: { $step ->
        [0] from the start
       *[other] after step { $step }
    }, { $digit } has no place left in { $unit }.
ending-general-several = The puzzle has more than one solution: { $step ->
        [0] from the start
       *[other] after step { $step }
    }, no technique applies, and two solutions differ in { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = No solution exists: { $step ->
        [0] from the start
       *[other] after step { $step }
    }, { $count } cells of { $unit } ({ $cells }) can hold only { $digit_count } digits between them ({ $digits }).
ending-general-stalled = No solution exists: { $step ->
        [0] from the start
       *[other] after step { $step }
    }, no technique applies, and the solver finds no solution.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
unit-the-diagonal = the { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = No technique applies here: the next move is a guess.
hint-look = Look for { $an ->
        [yes] an
       *[other] a
    } { $technique }.
hint-look-in = Look for { $an ->
        [yes] an
       *[other] a
    } { $technique } in { $units }.
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }It uses { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = { $digit } in { $cell }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }Write { $writes }.
hint-cross-out = { " " }Cross out { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }: { $givens } givens ({ $from }), { $typed } { $typed ->
        [one] digit
       *[other] digits
    } typed, { $open } to go
hint-givens-from = from { $place }
hint-givens-generated = as generated
hint-givens-all = every digit taken as a given; name the original puzzle with --givens
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] is empty
       *[other] holds { $now }
    }, but the puzzle at { $place } has the given { $given } there: --givens must name the original puzzle of this grid
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = The puzzle itself cannot be solved: { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Digits clash: { $clashes }. Clear the digit you typed and ask again.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } should be { $right })
hint-wrong = { $count ->
        [one] 1 typed digit is wrong: { $cells }. Clear it and ask again.
       *[other] { $count } typed digits are wrong: { $cells }. Clear them and ask again.
    }
hint-dead-end = The digits so far leave no solution: one of the typed digits is wrong.
hint-solved = Solved! Every digit is right.
hint-stalled = No technique applies from here: the puzzle has more than one solution.
# With --reveal below a nudge: the whole step.
hint-in-full = (in full: { $hint })
