## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }、{ $next }
list-and = { $init } と { $last }
list-or = { $init } または { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.

clauses-comma = { $init }、{ $next }
clauses-and = { $init }、{ $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = { $cells } から { $digit }

step-last-empty = { $cell } は { $unit } に残った最後の空きマスなので、そこに足りない数字が入る：{ $digit }
step-hidden-single = { $unit } で { $digit } が入るマスは { $cell } だけ
step-naked-single-ruled-out = { $cell } に入るのは { $digit } だけ：ほかの数字はすべて除外されている
step-naked-single-units = { $cell } に入るのは { $digit } だけ：ほかの数字はすべて、同じ行・列・ブロックにすでにある
step-naked-single-seen = { $cell } に入るのは { $digit } だけ：ほかの数字はすべて、このマスから見えるマスにすでにある
step-locked-candidates = { $digit } は必ず { $cells }（{ $from }）のどこかに入るので、{ $onto } のほかのマスから { $digit } を消せる：{ $gone }
step-naked-subset = { $cells } には合わせて { $digits } しか入らないので、{ $unit } のほかのマスからこれらの数字を消せる：{ $gone }
step-hidden-subset = { $unit } で { $digits } が入るのは { $cells } だけなので、これらのマスからほかの数字をすべて消せる
step-fish-columns = { $base } では { $digit } は { $covers } にしか入らないので、それらの列のほかのマスから { $digit } を消せる：{ $gone }
step-fish-rows = { $base } では { $digit } は { $covers } にしか入らないので、それらの行のほかのマスから { $digit } を消せる：{ $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } の候補は { $pivot_digits }；どちらであっても、{ $first }（{ $first_digits }）か { $second }（{ $second_digits }）が必ず { $digit } になるので、{ $count ->
       *[other] 両方から見える
    } { $gone } から { $digit } を消せる
step-xyz-wing = { $pivot } の候補は { $pivot_digits }；どれであっても、{ $first }（{ $first_digits }）か { $second }（{ $second_digits }）が必ず { $digit } になるので、{ $count ->
       *[other] 3 マスすべてから見える
    } { $gone } から { $digit } を消せる
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = { $first_unit } で { $digit } が入るのは { $first } か { $first_end } だけ、{ $second_unit } では { $second } か { $second_end } だけ；{ $first_end } と { $second } はともに { $shared } にあるので、両方が { $digit } になることはなく、{ $first } か { $second_end } が必ず { $digit } になる：{ $count ->
       *[other] 両方から見える
    } { $gone } から { $digit } を消せる
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = { $box_unit } の { $digit } は { $row } か { $column } にしか入らない；{ $line } で { $digit } が入るのは { $near } と { $far } だけなので、もし { $target } が { $digit } なら、{ $far } は { $digit } ではなくなり、{ $near } が { $digit } になって、{ $box_unit } に { $digit } の入る場所がなくなる：{ $target } から { $digit } を消せる
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = { $base } では、{ $fin_box } のフィン { $fins } を除けば、{ $digit } は { $covers } にしか入らない：{ $fin_count ->
        [1] フィンが
       *[other] どのフィンも
    } { $digit } でなければ、{ $size ->
        [2] これは X-Wing となり
        [3] これはソードフィッシュとなり
       *[other] これはジェリーフィッシュとなり
    }、それらの列のほかのマスから { $digit } が消え、{ $fin_count ->
        [1] フィンが
       *[other] どれかのフィンが
    } { $digit } なら、{ $fin_box } のほかのマスから { $digit } が消える；いずれにしても { $gone } から { $digit } を消せる
step-finned-fish-rows = { $base } では、{ $fin_box } のフィン { $fins } を除けば、{ $digit } は { $covers } にしか入らない：{ $fin_count ->
        [1] フィンが
       *[other] どのフィンも
    } { $digit } でなければ、{ $size ->
        [2] これは X-Wing となり
        [3] これはソードフィッシュとなり
       *[other] これはジェリーフィッシュとなり
    }、それらの行のほかのマスから { $digit } が消え、{ $fin_count ->
        [1] フィンが
       *[other] どれかのフィンが
    } { $digit } なら、{ $fin_box } のほかのマスから { $digit } が消える；いずれにしても { $gone } から { $digit } を消せる
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = あるハウスで { $digit } の入る場所が 2 か所しかないマス同士をつなぐと 2 色に塗り分けられ、一方の色は { $good }、もう一方の色は { $bad } で、どちらかの色のマスがすべて { $digit } になる；{ $first } と { $second } は同じ色で、ともに { $shared } にあるので、その色は { $digit } にはなりえない：{ $bad } から { $digit } を消せる
step-colour-trap = あるハウスで { $digit } の入る場所が 2 か所しかないマス同士をつなぐと 2 色に塗り分けられ、一方の色は { $one }、もう一方の色は { $other } で、どちらかの色のマスがすべて { $digit } になるので、{ $count ->
       *[other] 両方の色から見える
    } { $gone } から { $digit } を消せる
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = { $start } に { $digit } が入らなければ { $next } に入る
step-x-chain-link = 、すると { $off } には入らず { $on } に入る
step-x-chain = { $links }；いずれにしても { $start } か { $end } が { $digit } なので、{ $gone } から { $digit } を消せる
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } に入るのは { $digits } だけ
step-als-set = { $cells } には合わせて { $digits } しか入らない（{ $unit }）
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }、また { $second }；一方のセットの { $x } はどれも、もう一方のセットのどの { $x } からも見え、{ $y } についても同じなので、どちらのセットにも { $x } か { $y } のどちらかを除く自分の数字がすべて入り、したがって { $count ->
       *[other] 両セットにある { $z } の候補すべてから見える
    } { $gone } から { $z } を消せる
step-als-xz-double-each = { $first }、また { $second }；一方のセットの { $x } はどれも、もう一方のセットのどの { $x } からも見え、{ $y } についても同じなので、どちらのセットにも { $x } か { $y } のどちらかを除く自分の数字がすべて入り、したがって { $z } はそれぞれ、両セットにあるその数字の候補すべてから見えるマスから消せる：{ $each }
step-als-xz = { $first }、また { $second }；一方のセットの { $x } はどれも、もう一方のセットのどの { $x } からも見えるので、どちらか一方のセットには { $x } が入らず、ほかの数字がすべて入る：{ $z } は必ずどちらかのセットに入るので、{ $count ->
       *[other] 両セットにある { $z } の候補すべてから見える
    } { $gone } から { $z } を消せる
step-als-xz-each = { $first }、また { $second }；一方のセットの { $x } はどれも、もう一方のセットのどの { $x } からも見えるので、どちらか一方のセットには { $x } が入らず、ほかの数字がすべて入る：{ $z } はそれぞれ必ずどちらかのセットに入るので、それぞれ、両セットにあるその数字の候補すべてから見えるマスから消せる：{ $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = { $first } が { $x } でなければ { $y } になり、すると { $link_start } は { $y } ではなく、{ $link_end } が { $y } になり（{ $unit } で { $y } が入るもう 1 つの場所）、すると { $second } は { $y } ではなく { $x } になる；いずれにしても { $first } か { $second } が { $x } なので、{ $count ->
       *[other] 両方から見える
    } { $gone } から { $x } を消せる
step-remote-pair = { $cells } には { $digits } しか入らず、それぞれが次のマスから見えるので、2 つの数字が交互に入る：{ $first } と { $second } には 1 つずつ入るので、{ $count ->
       *[other] 両方から見える
    } { $gone } から { $digits } を消せる
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = { $start } が { $digit } でなければ { $other }
step-xy-chain-link = 、すると { $cell } は { $off } ではなく { $on }
step-xy-chain = { $links }；いずれにしても { $start } か { $end } が { $digit } なので、{ $count ->
       *[other] 両方から見える
    } { $gone } から { $digit } を消せる
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } には { $digits } しか入らなくなり、その 2 つを入れ替えた 2 つ目の解ができてしまう
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = { $cell } が { $x } か { $y } だとすると、{ $deadly }；よって { $cell } から { $digits } を消せる
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = { $ends } が { $digit } でなければ、{ $deadly }；よって、{ $count ->
       *[other] { $end_count ->
            [2] 両方
           *[other] 3 マスすべて
        }から見える
    } { $gone } から { $digit } を消せる
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = { $first } にも { $second } にも { $extras } が入らなければ、{ $deadly }；よってどちらかに { $extras } が入り、{ $cells } とともに { $unit } で { $digits } の{ $size ->
        [2] 二国同盟
        [3] 三国同盟
       *[other] 四国同盟
    }（ネイキッドセット）として働くので、{ $unit } のほかのマスからこれらの数字を消せる：{ $gone }
step-ur-4 = { $cells } のどちらかは必ず { $digit }（{ $unit } で { $digit } が入るのはこの 2 マスだけ）なので、どちらかが { $other } だとすると、{ $deadly }；よって { $cells } から { $other } を消せる
step-bug = { $cell } 以外の空きマスはどれも候補が 2 つで、{ $digit } 以外のどの数字も各行・列・ブロックに入る場所が 2 か所ずつあり、{ $digit } だけは { $cell } の行・列・ブロックで 3 か所ある：{ $cell } が { $digit } でなければ解が 2 つになってしまうので、{ $cell } は { $digit } に決まる
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = { $cells } の埋め方のうち、{ $excluders } のどれかに入る数字がなくなるもの、または互いに見える 2 マスに同じ数字が入るものはすべて除外される；よって、残ったどの埋め方でも入らない数字を { $gone } から消せる
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = { $from } では { $digit } は必ず { $cells }（{ $onto }）のどこかに入るので、{ $gone }（{ $target }）から { $digit } を消せる；すると { $target } で { $digit } が入るマスは { $cell } だけになる
step-direct-hidden-subset = { $unit } で { $digits } が入るのは { $cells } だけなので、これらのマスにはほかの数字は入らず、{ $gone } から { $digit } を消せる；すると { $unit } で { $digit } が入るマスは { $cell } だけになる
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = { $cell } が { $digit } でなければ
step-aic-then-is = 、{ $cell } が { $digit }
step-aic-then-is-not = 、{ $cell } は { $digit } ではない
step-aic-so-is = 、すると { $cell } が { $digit }
step-aic-so-is-not = 、すると { $cell } は { $digit } ではない
step-digit-goes = { $cells } から { $digit }
step-and-also = { $init }、{ $next }
step-aic = { $links }；よって { $first } が { $first_digit } か { $last } が { $last_digit } であり、いずれにしても { $goes } を消せる
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } は { $digit }
step-fact-is-not = { $cell } は { $digit } ではない
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = ただちに
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } に入る数字がなくなる
step-broken-digit = { $unit } に { $digit } の入る場所がなくなる
step-broken-grid = 盤面が破綻する
step-contradiction = { $cell } が { $digit } だとすると、{ $chain }、{ $broken }ので、{ $cell } は { $digit } ではない
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = { $cell } に { $digits } のどれが入っても、
step-forcing-unit = { $unit } で { $digit } が { $cells } のどこに入っても、
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start }{ $claim }：{ $branches }；よって { $result }
step-holds = { $cell } には { $digits } のどれかが入る
step-goes-from-cell = { $cell } から { $digits } { $count ->
       *[other] を消せる
    }
step-branch-in-cell = { $cell } に入るなら { $chain }
step-branch-in-cell-broken = { $cell } に入るなら { $chain }、{ $broken }
step-branch-with-digit = { $digit } なら { $chain }
step-branch-with-digit-broken = { $digit } なら { $chain }、{ $broken }
step-branches = { $init }；{ $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = シングル、ロックされた候補とペア
step-nested-how-chains = シングル、ロックされた候補、ペアと強制連鎖
step-nested-contradiction = { $cell } が { $digit } だとすると、{ $how } で { $steps } 手進めたところで { $broken }ので、{ $cell } は { $digit } ではない
step-nested = { $cell } に { $digits } のどれが入っても、{ $how } で（{ $steps } 手で）{ $fact } とわかる；よって { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = { $cell } にどの数字が入っても { $fact }
step-se-unit = { $unit } で { $digit } がどこに入っても { $fact }
step-se-absurd = { $cell } が { $digit } だとすると盤面が破綻するので、{ $fact }
step-se-absurd-not = { $cell } が { $digit } でないとすると盤面が破綻するので、{ $fact }
step-se-double = { $cell } が { $digit } であってもなくても { $fact }
step-se-cycle = { $cell } の { $digit } から出て自分自身に戻るリンクのループはどちら向きにも成り立つので、ループのどれかのリンクの両端から見えるマスからは、その数字を消せる
step-se-chain-false = { $cell } の { $digit } からリンクをたどると、{ $cell } は { $digit } ではないとわかる
step-se-chain-true = { $cell } の { $digit } からリンクをたどると、{ $cell } は { $digit } だとわかる
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } は{ $size ->
        [4] 長方形
       *[other] ループ
    }をなし、{ $digits } しか入らないとすると、その 2 つを入れ替えた 2 つ目の解ができてしまう
step-loop-1 = { $lead }；よって { $cell } から { $digits } を消せる
step-loop-2 = { $lead }；よって { $ends } のどれかが { $digit } になるので、{ $gone } から { $digit } を消せる
step-loop-3-naked = { $lead }；よって { $ends } は 1 つのマスのように働き、{ $others } とともに { $unit } で { $digits } のネイキッドセットをなすので、{ $gone } から該当する候補を消せる
step-loop-3-hidden = { $lead }；よって { $ends } は 1 つのマスのように働き、{ $others } とともに { $unit } で { $digits } の隠れたセットをなすので、{ $gone } から該当する候補を消せる
step-loop-4 = { $lead }；{ $unit } で { $digit } が入るのは { $ends } だけなので、もう一方の数字を両方から消せる
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = { $cells } に { $digits } がなければ、空きマスはどれも候補が 2 つ、どの数字も各行・列・ブロックに 2 か所ずつとなり、解が 2 つになってしまう；よって{ $count ->
        [1] そのマスには
       *[other] それらのマスのどれかには
    }それらの数字のどれかが残り、それによって除外される候補を { $gone } から消せる
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug }（{ $members } とともに { $digits } のネイキッドセットをなす）
# No technique applies: the step that writes the solution's digit.
step-guess = ここで使える解法がないので、仮定で進める：{ $cell } は候補がもっとも少なく（{ $digits }）、解ではそこに { $digit } が入る

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = 解けました。
ending-stopped = 手順 { $step } で停止しました。
ending-clash = { $unit } で { $first } と { $second } の両方に { $digit } があります：問題の数字がルールに反しています。
ending-clash-unknown = 問題の数字がルールに反しています。
ending-dead-cell = { $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、{ $cell } に入る数字がありません：この問題には解がありません。
ending-dead-digit = { $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、{ $unit } に { $digit } の入る場所がありません：この問題には解がありません。
ending-stalled = { $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、使える解法がなく、ここから先に解はありません。
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、使える解法がありません：この問題には解が複数あり、そのうち 2 つの解は { $cells } が異なります。
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = 問題の数字がルールに反しています：{ $clash }。
ending-misfit = 解はありません：この問題は { $shape } の盤面に合いません。
ending-nothing = 解くところがありません：すべてのマスがすでに埋まっています。
ending-solved-in = { $count ->
       *[other] { $count } 手順で解けました。
    }
ending-general-dead-cell = 解はありません：{ $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、{ $cell } に入る数字がありません。
ending-general-dead-digit = 解はありません：{ $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、{ $unit } に { $digit } の入る場所がありません。
ending-general-several = この問題には解が複数あります：{ $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、使える解法がなく、2 つの解が { $cells } で異なります。
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = 解はありません：{ $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、{ $unit } の { $count } マス（{ $cells }）には合わせて { $digit_count } 種類の数字（{ $digits }）しか入りません。
ending-general-stalled = 解はありません：{ $step ->
        [0] 最初の時点で
       *[other] 手順 { $step } のあとで
    }、使える解法がなく、ソルバーも解を見つけられません。
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = ここで使える解法はありません：次の一手は仮定です。
hint-look = { $an ->
       *[other] 「{ $technique }」を探してください。
    }
hint-look-in = { $an ->
       *[other] { $units } で「{ $technique }」を探してください。
    }
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = 使うマスは { $cells } です。
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }。
hint-digit-in = { $cell } に { $digit }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { $writes } を書き込んでください。
hint-cross-out = { $gone } を消してください。
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }：問題の数字 { $givens } 個（{ $from }）、入力した数字 { $typed } { $typed ->
       *[other] 個
    }、残り { $open } マス
hint-givens-from = { $place } から
hint-givens-generated = 生成時のとおり
hint-givens-all = すべての数字を問題の数字とみなしています；元の問題は --givens で指定してください
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] は空いています
       *[other] には { $now } が入っています
    }が、{ $place } の問題ではそこに問題の数字 { $given } があります：--givens にはこの盤面の元の問題を指定してください
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = この問題自体が解けません：{ $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = 数字が重複しています：{ $clashes }。入力した数字を消して、もう一度ヒントを求めてください。
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell }（{ $typed } ではなく { $right }）
hint-wrong = { $count ->
       *[other] 入力した数字のうち { $count } 個が間違っています：{ $cells }。消してから、もう一度ヒントを求めてください。
    }
hint-dead-end = ここまでの数字では解がありません：入力した数字のどれかが間違っています。
hint-solved = 完成！すべての数字が正しいです。
hint-stalled = ここから先は使える解法がありません：この問題には解が複数あります。
# With --reveal below a nudge: the whole step.
hint-in-full = （詳しく：{ $hint }）
