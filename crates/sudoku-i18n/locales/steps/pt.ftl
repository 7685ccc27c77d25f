## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } e { $last }
list-or = { $init } ou { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 e F4", or "D4 ou E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("linha 4", "coluna D", "bloco 5"), inserted bare, so sentences
## say "em { $unit }" or put it in parentheses (linha/coluna are feminine, bloco is
## masculine); $base, $covers: units as a list; $count: a number that chooses the plural.

clauses-comma = { $init }, { $next }
clauses-and = { $init }, e { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = o { $digit } de { $cells }

step-last-empty = { $cell } é a última célula vazia em { $unit }, então recebe o número que falta ali: { $digit }
step-hidden-single = { $cell } é a única célula em { $unit } que pode conter o { $digit }
step-naked-single-ruled-out = { $cell } só pode conter o { $digit }: todos os outros números foram descartados
step-naked-single-units = { $cell } só pode conter o { $digit }: todos os outros números já estão na sua linha, coluna ou bloco
step-naked-single-seen = { $cell } só pode conter o { $digit }: todos os outros números já estão em alguma célula que ela vê
step-locked-candidates = O { $digit } tem de estar em { $cells } ({ $from }), então o { $digit } é eliminado das outras células em { $onto }: { $gone }
step-naked-subset = { $cells } só podem conter { $digits } entre si, então esses números são eliminados das outras células em { $unit }: { $gone }
step-hidden-subset = Em { $unit }, { $digits } só podem ir em { $cells }, então todos os outros números são eliminados dessas células
step-fish-columns = Em { $base }, o { $digit } só pode ir em { $covers }, então o { $digit } é eliminado do resto dessas colunas: { $gone }
step-fish-rows = Em { $base }, o { $digit } só pode ir em { $covers }, então o { $digit } é eliminado do resto dessas linhas: { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } contém { $pivot_digits }; qualquer que seja o seu valor, { $first } ({ $first_digits }) ou { $second } ({ $second_digits }) tem de ser { $digit }, então o { $digit } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as duas
step-xyz-wing = { $pivot } contém { $pivot_digits }; qualquer que seja o seu valor, { $first } ({ $first_digits }) ou { $second } ({ $second_digits }) tem de ser { $digit }, então o { $digit } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as três
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = Em { $first_unit }, o { $digit } só pode estar em { $first } ou { $first_end }, e em { $second_unit } só em { $second } ou { $second_end }; { $first_end } e { $second } estão ambas em { $shared }, então não podem ser as duas { $digit }, e { $first } ou { $second_end } tem de ser { $digit }: o { $digit } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as duas
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = Em { $box_unit }, o { $digit } só pode estar em { $row } ou { $column }; em { $line }, o { $digit } só pode estar em { $near } ou { $far }, então, se { $target } fosse { $digit }, { $far } não seria, { $near } seria, e não restaria nenhum lugar para o { $digit } em { $box_unit }: o { $digit } é eliminado de { $target }
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = Em { $base }, o { $digit } só pode ir em { $covers }, exceto { $fin_count ->
        [one] na barbatana
       *[other] nas barbatanas
    } { $fins }, em { $fin_box }: se { $fin_count ->
        [one] a barbatana não for
       *[other] nenhuma barbatana for
    } { $digit }, forma-se { $size ->
        [2] um X-Wing
        [3] um peixe-espada
       *[other] um Jellyfish
    } que elimina o { $digit } do resto dessas colunas, e, se { $fin_count ->
        [one] for
       *[other] alguma for
    }, o { $digit } é eliminado das outras células em { $fin_box }; de qualquer forma, o { $digit } é eliminado de { $gone }
step-finned-fish-rows = Em { $base }, o { $digit } só pode ir em { $covers }, exceto { $fin_count ->
        [one] na barbatana
       *[other] nas barbatanas
    } { $fins }, em { $fin_box }: se { $fin_count ->
        [one] a barbatana não for
       *[other] nenhuma barbatana for
    } { $digit }, forma-se { $size ->
        [2] um X-Wing
        [3] um peixe-espada
       *[other] um Jellyfish
    } que elimina o { $digit } do resto dessas linhas, e, se { $fin_count ->
        [one] for
       *[other] alguma for
    }, o { $digit } é eliminado das outras células em { $fin_box }; de qualquer forma, o { $digit } é eliminado de { $gone }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = Ligando as células onde o { $digit } só tem dois lugares numa unidade, obtemos duas cores, uma em { $good }, a outra em { $bad }, e as células de uma das cores são todas { $digit }; { $first } e { $second } têm a mesma cor e estão ambas em { $shared }, então essa cor não pode ser { $digit }: o { $digit } é eliminado de { $bad }
step-colour-trap = Ligando as células onde o { $digit } só tem dois lugares numa unidade, obtemos duas cores, uma em { $one }, a outra em { $other }, e as células de uma das cores são todas { $digit }, então o { $digit } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as duas cores
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = Se { $start } não for { $digit }, então { $next } será
step-x-chain-link = , logo { $off } não será, logo { $on } será
step-x-chain = { $links }; de qualquer forma, { $start } ou { $end } é { $digit }, então o { $digit } é eliminado de { $gone }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } só pode conter { $digits }
step-als-set = { $cells } só podem conter { $digits } entre si ({ $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }, e { $second }; todo candidato { $x } de um conjunto vê todos os candidatos { $x } do outro, e o mesmo vale para o { $y }, então cada conjunto contém todos os seus números exceto o { $x } ou o { $y }, portanto o { $z } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } todas as posições do { $z } nos conjuntos
step-als-xz-double-each = { $first }, e { $second }; todo candidato { $x } de um conjunto vê todos os candidatos { $x } do outro, e o mesmo vale para o { $y }, então cada conjunto contém todos os seus números exceto o { $x } ou o { $y }, portanto cada um dos números { $z } é eliminado das células que veem todas as posições dele nos conjuntos: { $each }
step-als-xz = { $first }, e { $second }; todo candidato { $x } de um conjunto vê todos os candidatos { $x } do outro, então um dos conjuntos fica sem o { $x } e contém todos os seus outros números: o { $z } tem de estar em um deles, e é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } todas as posições do { $z } nos dois conjuntos
step-als-xz-each = { $first }, e { $second }; todo candidato { $x } de um conjunto vê todos os candidatos { $x } do outro, então um dos conjuntos fica sem o { $x } e contém todos os seus outros números: cada um dos números { $z } tem de estar em um deles, e cada um é eliminado das células que veem todas as posições dele nos dois conjuntos: { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = Se { $first } não for { $x }, será { $y }, logo { $link_start } não será { $y }, logo { $link_end } será { $y } (o único outro lugar do { $y } em { $unit }), logo { $second } não será { $y } e será { $x }; de qualquer forma, { $first } ou { $second } é { $x }, então o { $x } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as duas
step-remote-pair = { $cells } só contêm { $digits } e cada uma vê a seguinte, então os dois números se alternam ao longo delas: um deles está em { $first } e o outro em { $second }, então { $digits } são eliminados de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as duas
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = Se { $start } não for { $digit }, será { $other }
step-xy-chain-link = , logo { $cell } não será { $off } e será { $on }
step-xy-chain = { $links }; de qualquer forma, { $start } ou { $end } é { $digit }, então o { $digit } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } as duas
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } só conteriam { $digits }, que poderiam trocar de lugar e dar uma segunda solução
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = Se { $cell } fosse { $x } ou { $y }, { $deadly }; então { $digits } são eliminados de { $cell }
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = A menos que { $ends } seja { $digit }, { $deadly }; então o { $digit } é eliminado de { $gone }, { $count ->
        [one] que vê
       *[other] que veem
    } { $end_count ->
        [2] as duas
       *[other] as três
    }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = A menos que { $first } ou { $second } seja { $extras }, { $deadly }; então uma delas é { $extras } e, junto com { $cells }, elas funcionam como { $size ->
        [2] um par nu
        [3] um trio nu
       *[other] um quarteto nu
    } de { $digits } em { $unit }, então esses números são eliminados das outras células dessa unidade: { $gone }
step-ur-4 = Uma das células { $cells } tem de ser { $digit } (os únicos lugares do { $digit } em { $unit }), então, se qualquer uma delas fosse { $other }, { $deadly }; então o { $other } é eliminado de { $cells }
step-bug = Todas as células vazias, exceto { $cell }, têm dois candidatos, e todos os números têm dois lugares em cada linha, coluna e bloco, exceto o { $digit }, que tem três na linha, na coluna e no bloco de { $cell }: a menos que { $cell } seja { $digit }, a grade teria duas soluções, então { $cell } é { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = Toda forma de preencher { $cells } que deixaria uma das células { $excluders } sem nenhum número, ou repetiria um número onde duas delas se veem, é descartada; então os números que nenhuma outra forma permite são eliminados de { $gone }
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = Em { $from }, o { $digit } tem de estar em { $cells } ({ $onto }), então o { $digit } é eliminado de { $gone } ({ $target }); com isso, { $cell } passa a ser a única célula em { $target } que pode conter o { $digit }
step-direct-hidden-subset = Em { $unit }, { $digits } só podem ir em { $cells }, então essas células não contêm nenhum outro número e o { $digit } é eliminado de { $gone }; com isso, { $cell } passa a ser a única célula em { $unit } que pode conter o { $digit }
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = Se { $cell } não for { $digit }
step-aic-then-is = , então { $cell } será { $digit }
step-aic-then-is-not = , então { $cell } não será { $digit }
step-aic-so-is = , logo { $cell } será { $digit }
step-aic-so-is-not = , logo { $cell } não será { $digit }
step-digit-goes = o { $digit } é eliminado de { $cells }
step-and-also = { $init }, e { $next }
step-aic = { $links }; portanto { $first } é { $first_digit } ou { $last } é { $last_digit }, e de qualquer forma { $goes }
# Forcing chains. A fact: "D4 é 7", "D4 não é 7"; a chain: facts as a list.
step-fact-is = { $cell } é { $digit }
step-fact-is-not = { $cell } não é { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = de imediato
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } fica sem nenhum número possível
step-broken-digit = o { $digit } fica sem lugar em { $unit }
step-broken-grid = a grade entra em contradição
step-contradiction = Se { $cell } for { $digit }, então { $chain }, e { $broken }; portanto { $cell } não é { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = Seja qual for o número de { $cell } ({ $digits }),
step-forcing-unit = Onde quer que o { $digit } esteja em { $unit } ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim }: { $branches }; portanto { $result }
step-holds = { $cell } contém { $digits }
step-goes-from-cell = { $digits } { $count ->
        [one] é eliminado
       *[other] são eliminados
    } de { $cell }
step-branch-in-cell = em { $cell }, { $chain }
step-branch-in-cell-broken = em { $cell }, { $chain }, e { $broken }
step-branch-with-digit = com o { $digit }, { $chain }
step-branch-with-digit-broken = com o { $digit }, { $chain }, e { $broken }
step-branches = { $init }; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = candidatos únicos, candidatos bloqueados e pares
step-nested-how-chains = candidatos únicos, candidatos bloqueados, pares e cadeias forçadas
step-nested-contradiction = Se { $cell } fosse { $digit }, com { $how } chegaríamos, em { $steps } { $steps ->
        [one] passo
       *[other] passos
    }, a uma grade em que { $broken }; portanto { $cell } não é { $digit }
step-nested = Seja qual for o número de { $cell } ({ $digits }), com { $how } conclui-se (em { $steps } passos) que { $fact }; portanto { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = Seja qual for o número em { $cell }, { $fact }
step-se-unit = Onde quer que o { $digit } esteja em { $unit }, { $fact }
step-se-absurd = Se { $cell } fosse { $digit }, a grade entraria em contradição, então { $fact }
step-se-absurd-not = Se { $cell } não fosse { $digit }, a grade entraria em contradição, então { $fact }
step-se-double = Quer { $cell } seja { $digit }, quer não, { $fact }
step-se-cycle = Um ciclo de ligações que parte do candidato { $digit } de { $cell } e volta a ele vale nos dois sentidos, então as células que veem as duas pontas de uma das suas ligações perdem esse número
step-se-chain-false = Seguindo as ligações a partir do candidato { $digit } de { $cell }, prova-se que ele é falso
step-se-chain-true = Seguindo as ligações a partir do candidato { $digit } de { $cell }, prova-se que ele é verdadeiro
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } formam { $size ->
        [4] um retângulo
       *[other] um ciclo
    } que, contendo só { $digits }, poderia trocá-los de lugar e dar uma segunda solução
step-loop-1 = { $lead }; então { $digits } são eliminados de { $cell }
step-loop-2 = { $lead }; então uma das células { $ends } é { $digit }, e o { $digit } é eliminado de { $gone }
step-loop-3-naked = { $lead }; então { $ends } funcionam como uma só célula e, junto com { $others }, formam um conjunto nu de { $digits } em { $unit }, o que permite eliminar candidatos de { $gone }
step-loop-3-hidden = { $lead }; então { $ends } funcionam como uma só célula e, junto com { $others }, formam um conjunto escondido de { $digits } em { $unit }, o que permite eliminar candidatos de { $gone }
step-loop-4 = { $lead }; o { $digit } não tem outro lugar em { $unit } além de { $ends }, então o outro número é eliminado das duas
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = Sem { $digits } em { $cells }, toda célula vazia teria dois candidatos e todo número teria dois lugares em cada linha, coluna e bloco, o que daria duas soluções; então { $count ->
        [one] essa célula mantém um deles
       *[other] uma dessas células mantém um deles
    }, e o que isso exclui é eliminado de { $gone }
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } (com { $members }, um conjunto nu de { $digits })
# No technique applies: the step that writes the solution's digit.
step-guess = Nenhuma técnica se aplica aqui, então isto é um palpite: { $cell } é a célula com menos candidatos ({ $digits }) e a solução tem o { $digit } ali

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "Desde o início").

ending-solved = Resolvido.
ending-stopped = Interrompido após o passo { $step }.
ending-clash = { $first } e { $second } contêm ambas o { $digit } ({ $unit }): os números dados violam as regras.
ending-clash-unknown = Os números dados violam as regras.
ending-dead-cell = { $step ->
        [0] Desde o início
       *[other] Após o passo { $step }
    }, { $cell } não pode conter nenhum número: o sudoku não tem solução.
ending-dead-digit = { $step ->
        [0] Desde o início
       *[other] Após o passo { $step }
    }, o { $digit } não tem mais lugar em { $unit }: o sudoku não tem solução.
ending-stalled = { $step ->
        [0] Desde o início
       *[other] Após o passo { $step }
    }, nenhuma técnica se aplica, e não há solução a partir daqui.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] Desde o início
       *[other] Após o passo { $step }
    }, nenhuma técnica se aplica: o sudoku tem mais de uma solução; duas delas diferem em { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = Os números dados violam as regras: { $clash }.
ending-misfit = Não existe solução: o sudoku não cabe numa grade { $shape }.
ending-nothing = Nada a fazer: todas as células já estão preenchidas.
ending-solved-in = { $count ->
        [one] Resolvido em 1 passo.
       *[other] Resolvido em { $count } passos.
    }
ending-general-dead-cell = Não existe solução: { $step ->
        [0] desde o início
       *[other] após o passo { $step }
    }, { $cell } não pode conter nenhum número.
ending-general-dead-digit = Não existe solução: { $step ->
        [0] desde o início
       *[other] após o passo { $step }
    }, o { $digit } não tem mais lugar em { $unit }.
ending-general-several = O sudoku tem mais de uma solução: { $step ->
        [0] desde o início
       *[other] após o passo { $step }
    }, nenhuma técnica se aplica, e duas soluções diferem em { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = Não existe solução: { $step ->
        [0] desde o início
       *[other] após o passo { $step }
    }, { $count } células em { $unit } ({ $cells }) só podem conter { $digit_count ->
        [one] { $digit_count } número
       *[other] { $digit_count } números
    } entre si ({ $digits }).
ending-general-stalled = Não existe solução: { $step ->
        [0] desde o início
       *[other] após o passo { $step }
    }, nenhuma técnica se aplica, e o resolvedor não encontra nenhuma solução.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
# Portuguese sentences say "em { $unit }", so the diagonal goes in bare too.
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = Nenhuma técnica se aplica aqui: a próxima jogada é um palpite.
hint-look = Procure { $an ->
       *[other] um passo
    } de { $technique }.
hint-look-in = Procure { $an ->
       *[other] um passo
    } de { $technique } em { $units }.
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }Células envolvidas: { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = o { $digit } em { $cell }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }Escreva { $writes }.
hint-cross-out = { " " }Risque { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }: { $givens } números dados ({ $from }), { $typed } { $typed ->
        [one] número digitado
       *[other] números digitados
    }, { $open } por preencher
hint-givens-from = de { $place }
hint-givens-generated = tal como foram gerados
hint-givens-all = todos os números tomados como dados; indique o sudoku original com --givens
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] está vazia
       *[other] contém o { $now }
    }, mas o sudoku em { $place } tem ali o número dado { $given }: --givens tem de indicar o sudoku original desta grade
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = O próprio sudoku não pode ser resolvido: { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Há números em conflito: { $clashes }. Apague o número que você digitou e peça de novo.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } deveria ser { $right })
hint-wrong = { $count ->
        [one] 1 número digitado está errado: { $cells }. Apague-o e peça de novo.
       *[other] { $count } números digitados estão errados: { $cells }. Apague-os e peça de novo.
    }
hint-dead-end = Os números digitados até agora não deixam nenhuma solução: um deles está errado.
hint-solved = Resolvido! Todos os números estão certos.
hint-stalled = Nenhuma técnica se aplica a partir daqui: o sudoku tem mais de uma solução.
# With --reveal below a nudge: the whole step.
hint-in-full = (por extenso: { $hint })
