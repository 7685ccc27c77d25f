## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }、{ $next }
list-and = { $init } 和 { $last }
list-or = { $init } 或 { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.

clauses-comma = { $init }，{ $next }
clauses-and = { $init }，以及 { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = { $cells } 中的 { $digit }

step-last-empty = { $cell } 是 { $unit } 中最后一个空格，所以填入该处唯一缺少的数字：{ $digit }
step-hidden-single = { $cell } 是 { $unit } 中唯一能填 { $digit } 的格
step-naked-single-ruled-out = { $cell } 只能填 { $digit }：其他数字都已被排除
step-naked-single-units = { $cell } 只能填 { $digit }：其他数字都已出现在它所在的行、列或宫中
step-naked-single-seen = { $cell } 只能填 { $digit }：其他数字都已出现在它能看到的格中
step-locked-candidates = { $digit } 必在 { $cells }（{ $from }），所以可从 { $onto } 的其余格删去 { $digit }：{ $gone }
step-naked-subset = { $cells } 合起来只能填 { $digits }，所以可从 { $unit } 的其余格删去这些数字：{ $gone }
step-hidden-subset = 在 { $unit } 中，{ $digits } 只能填在 { $cells }，所以可从这些格删去其他所有数字
step-fish-columns = 在 { $base } 中，{ $digit } 只能填在 { $covers }，所以可从这些列的其余格删去 { $digit }：{ $gone }
step-fish-rows = 在 { $base } 中，{ $digit } 只能填在 { $covers }，所以可从这些行的其余格删去 { $digit }：{ $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } 的候选数为 { $pivot_digits }；无论它是哪一个，{ $first }（{ $first_digits }）和 { $second }（{ $second_digits }）中必有一格是 { $digit }，所以可从{ $count ->
       *[other] 同时看到两者的
    } { $gone } 删去 { $digit }
step-xyz-wing = { $pivot } 的候选数为 { $pivot_digits }；无论它是哪一个，{ $first }（{ $first_digits }）和 { $second }（{ $second_digits }）中必有一格是 { $digit }，所以可从{ $count ->
       *[other] 同时看到这三格的
    } { $gone } 删去 { $digit }
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = 在 { $first_unit } 中，{ $digit } 只能在 { $first } 或 { $first_end }，在 { $second_unit } 中只能在 { $second } 或 { $second_end }；{ $first_end } 和 { $second } 同在 { $shared }，不能都是 { $digit }，所以 { $first } 和 { $second_end } 中必有一格是 { $digit }：可从{ $count ->
       *[other] 同时看到两者的
    } { $gone } 删去 { $digit }
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = 在 { $box_unit } 中，{ $digit } 只能在 { $row } 或 { $column } 上；{ $line } 中 { $digit } 只能在 { $near } 和 { $far }，所以若 { $target } 是 { $digit }，则 { $far } 不是，{ $near } 是，{ $box_unit } 就没有位置可填 { $digit } 了：可从 { $target } 删去 { $digit }
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = 在 { $base } 中，除了 { $fin_box } 中的鳍 { $fins } 之外，{ $digit } 只能填在 { $covers }：若{ $fin_count ->
        [1] 鳍不是
       *[other] 所有鳍都不是
    } { $digit }，这就是{ $size ->
        [2] 一个 X-Wing
        [3] 一个剑鱼
       *[other] 一个水母
    }，可从这些列的其余格删去 { $digit }；若{ $fin_count ->
        [1] 鳍是
       *[other] 有一个鳍是
    } { $digit }，则 { $digit } 从 { $fin_box } 的其余格删去；无论哪种情况，都可从 { $gone } 删去 { $digit }
step-finned-fish-rows = 在 { $base } 中，除了 { $fin_box } 中的鳍 { $fins } 之外，{ $digit } 只能填在 { $covers }：若{ $fin_count ->
        [1] 鳍不是
       *[other] 所有鳍都不是
    } { $digit }，这就是{ $size ->
        [2] 一个 X-Wing
        [3] 一个剑鱼
       *[other] 一个水母
    }，可从这些行的其余格删去 { $digit }；若{ $fin_count ->
        [1] 鳍是
       *[other] 有一个鳍是
    } { $digit }，则 { $digit } 从 { $fin_box } 的其余格删去；无论哪种情况，都可从 { $gone } 删去 { $digit }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = 把 { $digit } 在某个单元中只有两个位置的格相互连接，可染成两种颜色，一种在 { $good }，另一种在 { $bad }，其中一种颜色的格全都是 { $digit }；{ $first } 和 { $second } 颜色相同且同在 { $shared }，所以这种颜色不可能是 { $digit }：可从 { $bad } 删去 { $digit }
step-colour-trap = 把 { $digit } 在某个单元中只有两个位置的格相互连接，可染成两种颜色，一种在 { $one }，另一种在 { $other }，其中一种颜色的格全都是 { $digit }，所以可从{ $count ->
       *[other] 同时看到两种颜色的
    } { $gone } 删去 { $digit }
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = 若 { $start } 不是 { $digit }，则 { $next } 是 { $digit }
step-x-chain-link = ，于是 { $off } 不是，从而 { $on } 是
step-x-chain = { $links }；无论哪种情况，{ $start } 和 { $end } 中必有一格是 { $digit }，所以可从 { $gone } 删去 { $digit }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } 只能填 { $digits }
step-als-set = { $cells } 合起来只能填 { $digits }（{ $unit }）
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }，{ $second }；一组中的每个 { $x } 都能看到另一组中的每个 { $x }，{ $y } 也是如此，所以每组都必定包含自身除 { $x } 或 { $y } 之外的所有数字，因此可从{ $count ->
       *[other] 能看到两组中所有 { $z } 的
    } { $gone } 删去 { $z }
step-als-xz-double-each = { $first }，{ $second }；一组中的每个 { $x } 都能看到另一组中的每个 { $x }，{ $y } 也是如此，所以每组都必定包含自身除 { $x } 或 { $y } 之外的所有数字，因此 { $z } 中的每个数字都可从能看到它在两组中所有位置的格中删去：{ $each }
step-als-xz = { $first }，{ $second }；一组中的每个 { $x } 都能看到另一组中的每个 { $x }，所以有一组不含 { $x }，并包含自身其余所有数字：{ $z } 必在其中一组中，可从{ $count ->
       *[other] 能看到两组中所有 { $z } 的
    } { $gone } 删去 { $z }
step-als-xz-each = { $first }，{ $second }；一组中的每个 { $x } 都能看到另一组中的每个 { $x }，所以有一组不含 { $x }，并包含自身其余所有数字：{ $z } 都各自必在其中一组中，且每个数字都可从能看到它在两组中所有位置的格中删去：{ $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = 若 { $first } 不是 { $x }，则它是 { $y }，于是 { $link_start } 不是 { $y }，于是 { $link_end } 是 { $y }（{ $unit } 中 { $y } 仅有的另一个位置），于是 { $second } 不是 { $y } 而是 { $x }；无论哪种情况，{ $first } 和 { $second } 中必有一格是 { $x }，所以可从{ $count ->
       *[other] 同时看到两者的
    } { $gone } 删去 { $x }
step-remote-pair = { $cells } 都只能填 { $digits }，且每格都能看到下一格，所以它们交替填这两个数字：{ $first } 和 { $second } 各填其一，所以可从{ $count ->
       *[other] 同时看到两者的
    } { $gone } 删去 { $digits }
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = 若 { $start } 不是 { $digit }，则是 { $other }
step-xy-chain-link = ，于是 { $cell } 不是 { $off } 而是 { $on }
step-xy-chain = { $links }；无论哪种情况，{ $start } 和 { $end } 中必有一格是 { $digit }，所以可从{ $count ->
       *[other] 同时看到两者的
    } { $gone } 删去 { $digit }
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } 将只能填 { $digits }，而这两个数字可以互换，从而产生第二个解
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = 若 { $cell } 是 { $x } 或 { $y }，则 { $deadly }；所以可从 { $cell } 删去 { $digits }
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = 除非 { $ends } 是 { $digit }，否则 { $deadly }；所以可从{ $count ->
       *[other] 同时看到{ $end_count ->
            [2] 这两格
           *[other] 这三格
        }的
    } { $gone } 删去 { $digit }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = 除非 { $first } 或 { $second } 是 { $extras }，否则 { $deadly }；所以两格中必有一格是 { $extras }，它们与 { $cells } 一起在 { $unit } 中构成 { $digits } 的{ $size ->
        [2] 显性数对
        [3] 显性三数组
       *[other] 显性四数组
    }，所以可从 { $unit } 的其余格删去这些数字：{ $gone }
step-ur-4 = { $cells } 中必有一格是 { $digit }（{ $unit } 中 { $digit } 只能在这两格），所以若其中任一格是 { $other }，则 { $deadly }；所以可从 { $cells } 删去 { $other }
step-bug = 除 { $cell } 外，每个未填格都只有两个候选数；除 { $digit } 外，每个数字在每行、每列、每宫中都只有两个位置，而 { $digit } 在 { $cell } 所在的行、列、宫中有三个位置：除非 { $cell } 是 { $digit }，否则盘面将有两个解，所以 { $cell } 是 { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = { $cells } 的各种填法中，凡是会使 { $excluders } 中某一格无数可填，或会在其中两格互相能看到时填入相同数字的，都被排除；所以可从 { $gone } 删去其余任何填法都不允许的数字
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = 在 { $from } 中，{ $digit } 必在 { $cells }（{ $onto }），所以可从 { $gone }（{ $target }）删去 { $digit }；这样 { $cell } 就成为 { $target } 中唯一能填 { $digit } 的格
step-direct-hidden-subset = 在 { $unit } 中，{ $digits } 只能填在 { $cells }，所以这些格不能填其他数字，可从 { $gone } 删去 { $digit }；这样 { $cell } 就成为 { $unit } 中唯一能填 { $digit } 的格
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = 若 { $cell } 不是 { $digit }
step-aic-then-is = ，则 { $cell } 是 { $digit }
step-aic-then-is-not = ，则 { $cell } 不是 { $digit }
step-aic-so-is = ，于是 { $cell } 是 { $digit }
step-aic-so-is-not = ，于是 { $cell } 不是 { $digit }
step-digit-goes = 从 { $cells } 删去 { $digit }
step-and-also = { $init }，并{ $next }
step-aic = { $links }；所以 { $first } 是 { $first_digit }，或 { $last } 是 { $last_digit }，无论哪种情况，都可{ $goes }
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } 是 { $digit }
step-fact-is-not = { $cell } 不是 { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = 无需再填其他数字
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } 将无数可填
step-broken-digit = { $digit } 在 { $unit } 中将无处可填
step-broken-grid = 盘面将出现矛盾
step-contradiction = 若 { $cell } 是 { $digit }，则 { $chain }，{ $broken }；所以 { $cell } 不是 { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = 无论 { $cell } 填 { $digits }，
step-forcing-unit = 无论 { $digit } 填在 { $unit } 的哪一格（{ $cells }），
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start }{ $claim }：{ $branches }；所以 { $result }
step-holds = { $cell } 必填 { $digits } 之一
step-goes-from-cell = { $cell } 中的 { $digits } { $count ->
       *[other] 可以删去
    }
step-branch-in-cell = 填在 { $cell } 时，{ $chain }
step-branch-in-cell-broken = 填在 { $cell } 时，{ $chain }，{ $broken }
step-branch-with-digit = 为 { $digit } 时，{ $chain }
step-branch-with-digit-broken = 为 { $digit } 时，{ $chain }，{ $broken }
step-branches = { $init }；{ $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = 排除法、唯余法、区块和数对
step-nested-how-chains = 排除法、唯余法、区块、数对和强制链
step-nested-contradiction = 若 { $cell } 是 { $digit }，则用 { $how } 推进 { $steps } 步后，{ $broken }；所以 { $cell } 不是 { $digit }
step-nested = 无论 { $cell } 填 { $digits }，都可用 { $how }（经过 { $steps } 步）推出 { $fact }；所以 { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = 无论 { $cell } 填哪个数字，{ $fact }
step-se-unit = 无论 { $digit } 填在 { $unit } 的哪一格，{ $fact }
step-se-absurd = 若 { $cell } 是 { $digit }，盘面将出现矛盾，所以 { $fact }
step-se-absurd-not = 若 { $cell } 不是 { $digit }，盘面将出现矛盾，所以 { $fact }
step-se-double = 无论 { $cell } 是否为 { $digit }，{ $fact }
step-se-cycle = 从 { $cell } 的 { $digit } 出发又回到它自身的链环，无论按哪个方向都成立，所以能同时看到其中任一条链接两端的格，都可删去该数字
step-se-chain-false = 从 { $cell } 的 { $digit } 出发沿链推导，可证明 { $cell } 不是 { $digit }
step-se-chain-true = 从 { $cell } 的 { $digit } 出发沿链推导，可证明 { $cell } 是 { $digit }
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } 构成一个{ $size ->
        [4] 矩形
       *[other] 环
    }，若它们只填 { $digits }，这两个数字就可以互换，从而产生第二个解
step-loop-1 = { $lead }；所以可从 { $cell } 删去 { $digits }
step-loop-2 = { $lead }；所以 { $ends } 中必有一格是 { $digit }，可从 { $gone } 删去 { $digit }
step-loop-3-naked = { $lead }；所以 { $ends } 可视为一格，与 { $others } 一起在 { $unit } 中构成 { $digits } 的显性数组，从而可删去 { $gone } 中的相应候选数
step-loop-3-hidden = { $lead }；所以 { $ends } 可视为一格，与 { $others } 一起在 { $unit } 中构成 { $digits } 的隐性数组，从而可删去 { $gone } 中的相应候选数
step-loop-4 = { $lead }；在 { $unit } 中，{ $digit } 只能填在 { $ends }，所以可从这两格删去另一个数字
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = 若 { $cells } 中没有 { $digits }，则每个未填格都将只有两个候选数，每个数字在每行、每列、每宫中都将只有两个位置，这会产生两个解；所以{ $count ->
        [1] 该格
       *[other] 这些格中有一格
    }必定保留其中一个数字，并可从 { $gone } 删去由此排除的候选数
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug }（与 { $members } 一起构成 { $digits } 的显性数组）
# No technique applies: the step that writes the solution's digit.
step-guess = 这里没有可用的技巧，只能猜测：{ $cell } 的候选数最少（{ $digits }），而答案中该格是 { $digit }

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = 已解出。
ending-stopped = 在第 { $step } 步之后停止。
ending-clash = { $first } 和 { $second } 在 { $unit } 中都是 { $digit }：题目给出的数字违反规则。
ending-clash-unknown = 题目给出的数字违反规则。
ending-dead-cell = { $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，{ $cell } 就无数可填：此题无解。
ending-dead-digit = { $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，{ $digit } 在 { $unit } 中就已无处可填：此题无解。
ending-stalled = { $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，就没有可用的技巧，从这里往后也无解。
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，就没有可用的技巧：此题有不止一个解；其中两个解在 { $cells } 处不同。
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = 题目给出的数字违反规则：{ $clash }。
ending-misfit = 无解：此题与 { $shape } 盘面不符。
ending-nothing = 无需求解：所有格都已填满。
ending-solved-in = { $count ->
       *[other] 用 { $count } 步解出。
    }
ending-general-dead-cell = 无解：{ $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，{ $cell } 就无数可填。
ending-general-dead-digit = 无解：{ $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，{ $digit } 在 { $unit } 中就已无处可填。
ending-general-several = 此题有不止一个解：{ $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，就没有可用的技巧，且有两个解在 { $cells } 处不同。
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = 无解：{ $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，{ $unit } 中的 { $count } 个格（{ $cells }）合起来只能填 { $digit_count } 个数字（{ $digits }）。
ending-general-stalled = 无解：{ $step ->
        [0] 从一开始
       *[other] 第 { $step } 步之后
    }，就没有可用的技巧，求解器也找不到解。
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = 这里没有可用的技巧：下一步只能猜测。
hint-look = { $an ->
       *[other] 请寻找“{ $technique }”。
    }
hint-look-in = { $an ->
       *[other] 请在 { $units } 中寻找“{ $technique }”。
    }
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = 用到的格：{ $cells }。
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }。
hint-digit-in = 在 { $cell } 填入 { $digit }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { $writes }。
hint-cross-out = 删去 { $gone }。
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }：提示数 { $givens } 个（{ $from }），已填 { $typed } { $typed ->
       *[other] 个数字
    }，还剩 { $open } 格
hint-givens-from = 来自 { $place }
hint-givens-generated = 按生成时的题目
hint-givens-all = 所有数字都视为提示数；请用 --givens 指定原题
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] 是空的
       *[other] 填的是 { $now }
    }，但 { $place } 的题目在该处的提示数是 { $given }：--givens 必须指定此盘面的原题
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = 题目本身无法解出：{ $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = 数字冲突：{ $clashes }。请清除你填入的数字后再次请求提示。
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell }（{ $typed } 应为 { $right }）
hint-wrong = { $count ->
       *[other] 有 { $count } 个填入的数字是错的：{ $cells }。请清除后再次请求提示。
    }
hint-dead-end = 按目前填入的数字已经无解：填入的数字中有错误。
hint-solved = 完成！所有数字都正确。
hint-stalled = 从这里开始没有可用的技巧：此题有不止一个解。
# With --reveal below a nudge: the whole step.
hint-in-full = （完整提示：{ $hint }）
