## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } y { $last }
list-or = { $init } o { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.
## Spanish: units arrive bare ("fila 4", "caja 5") and are all feminine, so the sentences
## write "la { $unit }"; cells are "celdas" (feminine); a cell "es" a digit.

clauses-comma = { $init }, { $next }
clauses-and = { $init }, y { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = el { $digit } de { $cells }

step-last-empty = { $cell } es la última celda vacía de la { $unit }, así que contiene el número que falta en ella: { $digit }
step-hidden-single = { $cell } es la única celda de la { $unit } que puede contener el { $digit }
step-naked-single-ruled-out = { $cell } solo puede contener el { $digit }: todos los demás números se han descartado
step-naked-single-units = { $cell } solo puede contener el { $digit }: todos los demás números ya están en su fila, su columna o su caja
step-naked-single-seen = { $cell } solo puede contener el { $digit }: todos los demás números ya están en alguna celda que ella ve
step-locked-candidates = El { $digit } tiene que estar en { $cells } ({ $from }), así que se elimina del resto de la { $onto }: { $gone }
step-naked-subset = { $cells } solo pueden contener, entre ellas, los números { $digits }, así que esos números se eliminan del resto de la { $unit }: { $gone }
step-hidden-subset = En la { $unit }, los números { $digits } solo pueden ir en { $cells }, así que cualquier otro número se elimina de esas celdas
step-fish-columns = En las filas ({ $base }), el { $digit } solo puede ir en las columnas ({ $covers }), así que se elimina del resto de esas columnas: { $gone }
step-fish-rows = En las columnas ({ $base }), el { $digit } solo puede ir en las filas ({ $covers }), así que se elimina del resto de esas filas: { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } tiene los candidatos { $pivot_digits }; sea cual sea su valor, { $first } ({ $first_digits }) o { $second } ({ $second_digits }) tiene que ser { $digit }, así que el { $digit } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } ambas
step-xyz-wing = { $pivot } tiene los candidatos { $pivot_digits }; sea cual sea su valor, { $first } ({ $first_digits }) o { $second } ({ $second_digits }) tiene que ser { $digit }, así que el { $digit } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } las tres
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = En la { $first_unit }, el { $digit } solo puede estar en { $first } o { $first_end }, y en la { $second_unit }, solo en { $second } o { $second_end }; { $first_end } y { $second } comparten la { $shared }, así que no pueden ser ambas { $digit }, y { $first } o { $second_end } tiene que serlo: el { $digit } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } ambas
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = En la { $box_unit }, el { $digit } solo puede estar en la { $row } o en la { $column }; la { $line } solo tiene el { $digit } en { $near } y { $far }, así que si { $target } fuera { $digit }, { $far } no lo sería, { $near } sí, y la { $box_unit } se quedaría sin sitio para el { $digit }: el { $digit } se elimina de { $target }
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = En las filas ({ $base }), el { $digit } solo puede ir en las columnas ({ $covers }), salvo { $fin_count ->
        [one] la aleta
       *[other] las aletas
    } { $fins } de la { $fin_box }: si { $fin_count ->
        [one] la aleta no es
       *[other] ninguna aleta es
    } { $digit }, se trata de { $size ->
        [2] un X-Wing
        [3] un pez espada
       *[other] un Jellyfish
    } que elimina el { $digit } del resto de esas columnas, y si { $fin_count ->
        [one] la aleta lo es
       *[other] alguna aleta lo es
    }, el { $digit } se elimina del resto de la { $fin_box }; en cualquier caso, el { $digit } se elimina de { $gone }
step-finned-fish-rows = En las columnas ({ $base }), el { $digit } solo puede ir en las filas ({ $covers }), salvo { $fin_count ->
        [one] la aleta
       *[other] las aletas
    } { $fins } de la { $fin_box }: si { $fin_count ->
        [one] la aleta no es
       *[other] ninguna aleta es
    } { $digit }, se trata de { $size ->
        [2] un X-Wing
        [3] un pez espada
       *[other] un Jellyfish
    } que elimina el { $digit } del resto de esas filas, y si { $fin_count ->
        [one] la aleta lo es
       *[other] alguna aleta lo es
    }, el { $digit } se elimina del resto de la { $fin_box }; en cualquier caso, el { $digit } se elimina de { $gone }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = Al enlazar las celdas donde el { $digit } solo tiene dos sitios en una unidad se obtienen dos colores, uno en { $good } y el otro en { $bad }, y todas las celdas de uno de los colores son { $digit }; { $first } y { $second } tienen el mismo color y comparten la { $shared }, así que ese color no puede ser { $digit }: el { $digit } se elimina de { $bad }
step-colour-trap = Al enlazar las celdas donde el { $digit } solo tiene dos sitios en una unidad se obtienen dos colores, uno en { $one } y el otro en { $other }, y todas las celdas de uno de los colores son { $digit }, así que el { $digit } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } ambos colores
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = Si { $start } no es { $digit }, entonces { $next } sí lo es
step-x-chain-link = , luego { $off } no lo es, luego { $on } sí lo es
step-x-chain = { $links }; en cualquier caso, { $start } o { $end } es { $digit }, así que el { $digit } se elimina de { $gone }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } solo puede contener los números { $digits }
step-als-set = { $cells } solo pueden contener, entre ellas, los números { $digits } ({ $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }, y { $second }; cada candidato { $x } de un conjunto ve todos los candidatos { $x } del otro, y lo mismo ocurre con el { $y }, así que cada conjunto contiene todos sus números salvo el { $x } o el { $y }, y el { $z } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } todas sus posiciones en los conjuntos
step-als-xz-double-each = { $first }, y { $second }; cada candidato { $x } de un conjunto ve todos los candidatos { $x } del otro, y lo mismo ocurre con el { $y }, así que cada conjunto contiene todos sus números salvo el { $x } o el { $y }, y cada uno de los números { $z } se elimina de las celdas que ven todas sus posiciones en los conjuntos: { $each }
step-als-xz = { $first }, y { $second }; cada candidato { $x } de un conjunto ve todos los candidatos { $x } del otro, así que a uno de los conjuntos le falta el { $x } y contiene todos sus demás números: el { $z } tiene que estar en uno de ellos, y se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } todas sus posiciones en ambos
step-als-xz-each = { $first }, y { $second }; cada candidato { $x } de un conjunto ve todos los candidatos { $x } del otro, así que a uno de los conjuntos le falta el { $x } y contiene todos sus demás números: cada uno de los números { $z } tiene que estar en uno de ellos, y cada uno se elimina de las celdas que ven todas sus posiciones en ambos: { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = Si { $first } no es { $x }, es { $y }, luego { $link_start } no es { $y }, luego { $link_end } es { $y } (el único otro sitio del { $y } en la { $unit }), luego { $second } no es { $y } y es { $x }; en cualquier caso, { $first } o { $second } es { $x }, así que el { $x } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } ambas
step-remote-pair = { $cells } solo tienen los candidatos { $digits } y cada una ve a la siguiente, por lo que alternan entre ellos: { $first } y { $second } tienen uno cada una, así que los números { $digits } se eliminan de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } ambas
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = Si { $start } no es { $digit }, es { $other }
step-xy-chain-link = , luego { $cell } no es { $off } y es { $on }
step-xy-chain = { $links }; en cualquier caso, { $start } o { $end } es { $digit }, así que el { $digit } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } ambas
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } solo contendrían los números { $digits }, que podrían intercambiarse para dar una segunda solución
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = Si { $cell } fuera { $x } o { $y }, { $deadly }; así que los números { $digits } se eliminan de { $cell }
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = A menos que { $ends } fuera { $digit }, { $deadly }; así que el { $digit } se elimina de { $gone }, { $count ->
        [one] que ve
       *[other] que ven
    } { $end_count ->
        [2] ambas
       *[other] las tres
    }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = A menos que { $first } o { $second } fuera { $extras }, { $deadly }; así que una de ellas lo es, y con { $cells } actúan como { $size ->
        [2] un par desnudo
        [3] un trío desnudo
       *[other] un cuarteto desnudo
    } con los números { $digits } en la { $unit }, por lo que esos números se eliminan del resto de esa unidad: { $gone }
step-ur-4 = Una de las celdas { $cells } tiene que ser { $digit } (los únicos sitios del { $digit } en la { $unit }), así que si cualquiera de ellas fuera { $other }, { $deadly }; por lo tanto, el { $other } se elimina de { $cells }
step-bug = Todas las celdas vacías salvo { $cell } tienen dos candidatos, y cada número tiene dos sitios en cada fila, columna y caja salvo el { $digit }, que tiene tres en las de { $cell }: a menos que { $cell } fuera { $digit }, la cuadrícula tendría dos soluciones, así que { $cell } es { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = Toda forma de rellenar { $cells } que deje a alguna de las celdas { $excluders } sin ningún número, o que repita un número en dos de las celdas por rellenar que se ven entre sí, queda descartada; así que se eliminan de { $gone } los números que ninguna otra forma permite
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = En la { $from }, el { $digit } tiene que estar en { $cells } ({ $onto }), así que se elimina de { $gone } ({ $target }); eso deja a { $cell } como la única celda de la { $target } que puede contener el { $digit }
step-direct-hidden-subset = En la { $unit }, los números { $digits } solo pueden ir en { $cells }, así que esas celdas no contienen ningún otro número y el { $digit } se elimina de { $gone }; eso deja a { $cell } como la única celda de la { $unit } que puede contener el { $digit }
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = Si { $cell } no es { $digit }
step-aic-then-is = , entonces { $cell } es { $digit }
step-aic-then-is-not = , entonces { $cell } no es { $digit }
step-aic-so-is = , luego { $cell } es { $digit }
step-aic-so-is-not = , luego { $cell } no es { $digit }
step-digit-goes = el { $digit } se elimina de { $cells }
step-and-also = { $init }, y { $next }
step-aic = { $links }; así que { $first } es { $first_digit } o { $last } es { $last_digit }, y en cualquier caso { $goes }
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } es { $digit }
step-fact-is-not = { $cell } no es { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = es inmediato
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } ya no puede contener ningún número
step-broken-digit = el { $digit } ya no tiene sitio en la { $unit }
step-broken-grid = surge una contradicción
step-contradiction = Si { $cell } es { $digit }, entonces { $chain }, y { $broken }; así que { $cell } no es { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = Sea cual sea el valor de { $cell } ({ $digits }),
step-forcing-unit = Dondequiera que vaya el { $digit } en la { $unit } ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim }: { $branches }; así que { $result }
step-holds = { $cell } es { $digits }
step-goes-from-cell = { $count ->
        [one] el { $digits } se elimina
       *[other] los números { $digits } se eliminan
    } de { $cell }
step-branch-in-cell = si está en { $cell }, { $chain }
step-branch-in-cell-broken = si está en { $cell }, { $chain }, y { $broken }
step-branch-with-digit = con el { $digit }, { $chain }
step-branch-with-digit-broken = con el { $digit }, { $chain }, y { $broken }
step-branches = { $init }; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = singles, candidatos bloqueados y pares
step-nested-how-chains = singles, candidatos bloqueados, pares y cadenas forzadas
step-nested-contradiction = Si { $cell } fuera { $digit }, una serie de { $how } llevaría en { $steps } { $steps ->
        [one] paso
       *[other] pasos
    } a una cuadrícula donde { $broken }; así que { $cell } no es { $digit }
step-nested = Sea cual sea el valor de { $cell } ({ $digits }), una serie de { $how } muestra que { $fact } (en { $steps } pasos); así que { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = Sea cual sea el número que vaya en { $cell }, { $fact }
step-se-unit = Dondequiera que vaya el { $digit } en la { $unit }, { $fact }
step-se-absurd = Si { $cell } fuera { $digit }, se llegaría a una contradicción, así que { $fact }
step-se-absurd-not = Si { $cell } no fuera { $digit }, se llegaría a una contradicción, así que { $fact }
step-se-double = Tanto si { $cell } es { $digit } como si no, { $fact }
step-se-cycle = Un bucle de enlaces que parte del candidato { $digit } de { $cell } y vuelve a él se cumple en ambos sentidos, así que las celdas que ven los dos extremos de uno de sus enlaces pierden ese número
step-se-chain-false = Siguiendo los enlaces desde el candidato { $digit } de { $cell } se demuestra que { $cell } no es { $digit }
step-se-chain-true = Siguiendo los enlaces desde el candidato { $digit } de { $cell } se demuestra que { $cell } es { $digit }
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } forman { $size ->
        [4] un rectángulo
       *[other] un bucle
    } que, al contener solo los números { $digits }, podría intercambiarlos para dar una segunda solución
step-loop-1 = { $lead }; así que los números { $digits } se eliminan de { $cell }
step-loop-2 = { $lead }; así que una de las celdas { $ends } es { $digit }, y el { $digit } se elimina de { $gone }
step-loop-3-naked = { $lead }; así que { $ends } actúan como una sola celda, y con { $others } forman un conjunto desnudo con los números { $digits } en la { $unit }, lo que elimina candidatos de { $gone }
step-loop-3-hidden = { $lead }; así que { $ends } actúan como una sola celda, y con { $others } forman un conjunto oculto con los números { $digits } en la { $unit }, lo que elimina candidatos de { $gone }
step-loop-4 = { $lead }; el { $digit } no tiene otro sitio en la { $unit } que { $ends }, así que el otro número se elimina de ambas
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = Sin los candidatos { $digits } en { $cells }, cada celda vacía tendría dos candidatos y cada número dos sitios en cada fila, columna y caja, lo que daría dos soluciones; así que { $count ->
        [one] esa celda conserva uno de ellos
       *[other] una de esas celdas conserva uno de ellos
    }, y lo que eso descarta se elimina de { $gone }
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } (con { $members }, un conjunto desnudo con los números { $digits })
# No technique applies: the step that writes the solution's digit.
step-guess = Aquí no se aplica ninguna técnica, así que esto es una conjetura: { $cell } es la celda con menos candidatos ({ $digits }), y en la solución es { $digit }

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = Resuelto.
ending-stopped = Detenido tras el paso { $step }.
ending-clash = { $first } y { $second } contienen ambas el { $digit } en la { $unit }: los números dados rompen las reglas.
ending-clash-unknown = Los números dados rompen las reglas.
ending-dead-cell = { $step ->
        [0] Desde el principio
       *[other] Tras el paso { $step }
    }, { $cell } no puede contener ningún número: el sudoku no tiene solución.
ending-dead-digit = { $step ->
        [0] Desde el principio
       *[other] Tras el paso { $step }
    }, el { $digit } ya no tiene sitio en la { $unit }: el sudoku no tiene solución.
ending-stalled = { $step ->
        [0] Desde el principio
       *[other] Tras el paso { $step }
    }, no se aplica ninguna técnica y no hay solución a partir de aquí.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] Desde el principio
       *[other] Tras el paso { $step }
    }, no se aplica ninguna técnica: el sudoku tiene más de una solución; dos de ellas difieren en { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = Los números dados rompen las reglas: { $clash }.
ending-misfit = No existe ninguna solución: el sudoku no encaja en una cuadrícula de { $shape }.
ending-nothing = Nada que hacer: todas las celdas ya están llenas.
ending-solved-in = { $count ->
        [one] Resuelto en { $count } paso.
       *[other] Resuelto en { $count } pasos.
    }
ending-general-dead-cell = No existe ninguna solución: { $step ->
        [0] desde el principio
       *[other] tras el paso { $step }
    }, { $cell } no puede contener ningún número.
ending-general-dead-digit = No existe ninguna solución: { $step ->
        [0] desde el principio
       *[other] tras el paso { $step }
    }, el { $digit } ya no tiene sitio en la { $unit }.
ending-general-several = El sudoku tiene más de una solución: { $step ->
        [0] desde el principio
       *[other] tras el paso { $step }
    }, no se aplica ninguna técnica y dos soluciones difieren en { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = No existe ninguna solución: { $step ->
        [0] desde el principio
       *[other] tras el paso { $step }
    }, { $count } celdas de la { $unit } ({ $cells }) solo pueden contener, entre ellas, { $digit_count } números ({ $digits }).
ending-general-stalled = No existe ninguna solución: { $step ->
        [0] desde el principio
       *[other] tras el paso { $step }
    }, no se aplica ninguna técnica y el resolvedor no encuentra ninguna solución.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
# Spanish: bare too, since the sentences above already write "la { $unit }".
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = Aquí no se aplica ninguna técnica: el siguiente paso es una conjetura.
hint-look = { $an ->
       *[other] Técnica que buscar: { $technique }.
    }
hint-look-in = { $an ->
       *[other] Técnica que buscar: { $technique }; unidades implicadas: { $units }.
    }
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }Celdas implicadas: { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = el { $digit } en { $cell }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }Hay que escribir { $writes }.
hint-cross-out = { " " }Hay que tachar { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }: { $givens } números dados ({ $from }), { $typed } { $typed ->
        [one] número escrito
       *[other] números escritos
    }, quedan { $open } por rellenar
hint-givens-from = tomados de { $place }
hint-givens-generated = tal como se generaron
hint-givens-all = todos los números se toman como dados; --givens permite indicar el sudoku original
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] está vacía
       *[other] contiene el { $now }
    }, pero el sudoku de { $place } tiene ahí el número dado { $given }: --givens debe indicar el sudoku original de esta cuadrícula
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = El propio sudoku no se puede resolver: { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Hay números en conflicto: { $clashes }. Hay que borrar el número escrito y volver a pedir una pista.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } en lugar de { $right })
hint-wrong = { $count ->
        [one] { $count } número escrito es incorrecto: { $cells }. Hay que borrarlo y volver a pedir una pista.
       *[other] { $count } números escritos son incorrectos: { $cells }. Hay que borrarlos y volver a pedir una pista.
    }
hint-dead-end = Los números escritos hasta ahora no dejan ninguna solución: uno de ellos es incorrecto.
hint-solved = ¡Resuelto! Todos los números son correctos.
hint-stalled = No se aplica ninguna técnica a partir de aquí: el sudoku tiene más de una solución.
# With --reveal below a nudge: the whole step.
hint-in-full = (paso completo: { $hint })
