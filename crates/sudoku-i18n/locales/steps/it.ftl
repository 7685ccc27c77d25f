## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } e { $last }
list-or = { $init } o { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.
## Italian: no article before a digit (il 7 but l'8), and units follow "in" bare.

clauses-comma = { $init }, { $next }
clauses-and = { $init }, e { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = { $digit } da { $cells }

step-last-empty = { $cell } è l'ultima cella vuota in { $unit }, quindi contiene la cifra che vi manca: { $digit }
step-hidden-single = { $cell } è l'unica cella in { $unit } che può contenere { $digit }
step-naked-single-ruled-out = { $cell } può contenere solo { $digit }: ogni altra cifra è stata esclusa
step-naked-single-units = { $cell } può contenere solo { $digit }: ogni altra cifra è già nella sua riga, colonna o riquadro
step-naked-single-seen = { $cell } può contenere solo { $digit }: ogni altra cifra è già in una cella che la vede
step-locked-candidates = { $digit } deve stare in { $cells } ({ $from }), quindi si elimina { $digit } dalle altre celle in { $onto }: { $gone }
step-naked-subset = { $cells } possono contenere insieme solo { $digits }, quindi queste cifre si eliminano dalle altre celle in { $unit }: { $gone }
step-hidden-subset = In { $unit }, le cifre { $digits } possono stare solo in { $cells }, quindi ogni altra cifra si elimina da queste celle
step-fish-columns = In { $base }, la cifra { $digit } può stare solo in { $covers }, quindi si elimina { $digit } dalle altre celle di queste colonne: { $gone }
step-fish-rows = In { $base }, la cifra { $digit } può stare solo in { $covers }, quindi si elimina { $digit } dalle altre celle di queste righe: { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } ha i candidati { $pivot_digits }; in entrambi i casi { $first } ({ $first_digits }) o { $second } ({ $second_digits }) deve essere { $digit }, quindi si elimina { $digit } da { $gone }, { $count ->
        [one] che le vede entrambe
       *[other] che le vedono entrambe
    }
step-xyz-wing = { $pivot } ha i candidati { $pivot_digits }; in ogni caso { $first } ({ $first_digits }) o { $second } ({ $second_digits }) deve essere { $digit }, quindi si elimina { $digit } da { $gone }, { $count ->
        [one] che le vede tutte e tre
       *[other] che le vedono tutte e tre
    }
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = In { $first_unit }, la cifra { $digit } può stare solo in { $first } o { $first_end }, e in { $second_unit } solo in { $second } o { $second_end }; { $first_end } e { $second } stanno entrambe in { $shared }, quindi non possono essere entrambe { $digit }, e { $digit } deve stare in { $first } o in { $second_end }: si elimina { $digit } da { $gone }, { $count ->
        [one] che le vede entrambe
       *[other] che le vedono entrambe
    }
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = In { $box_unit }, la cifra { $digit } può stare solo in { $row } o in { $column }; in { $line } le sole posizioni di { $digit } sono { $near } e { $far }, quindi se { $target } fosse { $digit }, { $far } non lo sarebbe, { $near } sì, e in { $box_unit } non resterebbe posto per { $digit }: si elimina { $digit } da { $target }
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = In { $base }, la cifra { $digit } può stare solo in { $covers }, a parte { $fin_count ->
        [one] la pinna
       *[other] le pinne
    } { $fins } in { $fin_box }: se { $fin_count ->
        [one] la pinna non è
       *[other] nessuna pinna è
    } { $digit }, si ha { $size ->
        [2] un X-Wing
        [3] uno Swordfish
       *[other] un Jellyfish
    } che elimina { $digit } dalle altre celle di queste colonne, e se { $fin_count ->
        [one] la pinna lo è
       *[other] una delle pinne lo è
    }, { $digit } non può stare altrove in { $fin_box }; in ogni caso si elimina { $digit } da { $gone }
step-finned-fish-rows = In { $base }, la cifra { $digit } può stare solo in { $covers }, a parte { $fin_count ->
        [one] la pinna
       *[other] le pinne
    } { $fins } in { $fin_box }: se { $fin_count ->
        [one] la pinna non è
       *[other] nessuna pinna è
    } { $digit }, si ha { $size ->
        [2] un X-Wing
        [3] uno Swordfish
       *[other] un Jellyfish
    } che elimina { $digit } dalle altre celle di queste righe, e se { $fin_count ->
        [one] la pinna lo è
       *[other] una delle pinne lo è
    }, { $digit } non può stare altrove in { $fin_box }; in ogni caso si elimina { $digit } da { $gone }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = Collegando le celle in cui { $digit } ha solo due posizioni in un'unità si ottengono due colori, uno su { $good }, l'altro su { $bad }, e tutte le celle di uno dei due colori sono { $digit }; { $first } e { $second } hanno lo stesso colore e stanno entrambe in { $shared }, quindi quel colore non può essere { $digit }: si elimina { $digit } da { $bad }
step-colour-trap = Collegando le celle in cui { $digit } ha solo due posizioni in un'unità si ottengono due colori, uno su { $one }, l'altro su { $other }, e tutte le celle di uno dei due colori sono { $digit }, quindi si elimina { $digit } da { $gone }, { $count ->
        [one] che vede entrambi i colori
       *[other] che vedono entrambi i colori
    }
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = Se { $digit } non è in { $start }, allora è in { $next }
step-x-chain-link = , quindi non è in { $off }, quindi è in { $on }
step-x-chain = { $links }; in ogni caso { $digit } è in { $start } o in { $end }, quindi si elimina { $digit } da { $gone }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } può contenere solo { $digits }
step-als-set = { $cells } possono contenere insieme solo { $digits } ({ $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }, e { $second }; ogni { $x } di un insieme vede ogni { $x } dell'altro, e lo stesso vale per { $y }, quindi ogni insieme contiene tutte le sue cifre tranne { $x } o { $y }, quindi si elimina { $z } da { $gone }, { $count ->
        [one] che vede tutte le posizioni di { $z } negli insiemi
       *[other] che vedono tutte le posizioni di { $z } negli insiemi
    }
step-als-xz-double-each = { $first }, e { $second }; ogni { $x } di un insieme vede ogni { $x } dell'altro, e lo stesso vale per { $y }, quindi ogni insieme contiene tutte le sue cifre tranne { $x } o { $y }, quindi ciascuna delle cifre { $z } si elimina dalle celle che vedono tutte le sue posizioni negli insiemi: { $each }
step-als-xz = { $first }, e { $second }; ogni { $x } di un insieme vede ogni { $x } dell'altro, quindi uno dei due insiemi non contiene { $x } e contiene tutte le sue altre cifre: { $z } deve stare in uno dei due, e si elimina da { $gone }, { $count ->
        [one] che vede tutte le posizioni di { $z } in entrambi
       *[other] che vedono tutte le posizioni di { $z } in entrambi
    }
step-als-xz-each = { $first }, e { $second }; ogni { $x } di un insieme vede ogni { $x } dell'altro, quindi uno dei due insiemi non contiene { $x } e contiene tutte le sue altre cifre: ciascuna delle cifre { $z } deve stare in uno dei due, e si elimina dalle celle che vedono tutte le sue posizioni in entrambi: { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = Se { $first } non è { $x }, è { $y }, quindi { $link_start } non è { $y }, quindi { $link_end } è { $y } (l'unico altro posto di { $y } in { $unit }), quindi { $second } non è { $y } ed è { $x }; in ogni caso { $first } o { $second } è { $x }, quindi si elimina { $x } da { $gone }, { $count ->
        [one] che le vede entrambe
       *[other] che le vedono entrambe
    }
step-remote-pair = { $cells } contengono solo { $digits } e ognuna vede la successiva, quindi le due cifre si alternano lungo la catena: { $first } e { $second } ne contengono una ciascuna, quindi si eliminano { $digits } da { $gone }, { $count ->
        [one] che le vede entrambe
       *[other] che le vedono entrambe
    }
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = Se { $start } non è { $digit }, è { $other }
step-xy-chain-link = , quindi { $cell } non è { $off } ed è { $on }
step-xy-chain = { $links }; in ogni caso { $start } o { $end } è { $digit }, quindi si elimina { $digit } da { $gone }, { $count ->
        [one] che le vede entrambe
       *[other] che le vedono entrambe
    }
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } conterrebbero solo { $digits }, che si potrebbero scambiare ottenendo una seconda soluzione
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = Se { $cell } fosse { $x } o { $y }, { $deadly }; quindi si eliminano { $digits } da { $cell }
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = A meno che { $ends } non sia { $digit }, { $deadly }; quindi si elimina { $digit } da { $gone }, { $count ->
        [one] che vede
       *[other] che vedono
    } { $end_count ->
        [2] entrambe queste celle
       *[other] tutte e tre queste celle
    }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = A meno che { $first } o { $second } non sia { $extras }, { $deadly }; quindi una delle due lo è, e con { $cells } agiscono come { $size ->
        [2] una coppia nuda
        [3] una tripla nuda
       *[other] una quartina nuda
    } su { $digits } in { $unit }, quindi queste cifre si eliminano dalle altre celle in { $unit }: { $gone }
step-ur-4 = Una delle celle { $cells } deve essere { $digit } (gli unici posti di { $digit } in { $unit }), quindi se una delle due fosse { $other }, { $deadly }; quindi si elimina { $other } da { $cells }
step-bug = Ogni cella vuota tranne { $cell } ha due candidati, e ogni cifra ha due posizioni in ogni riga, colonna e riquadro tranne { $digit }, che ne ha tre nella riga, nella colonna e nel riquadro di { $cell }: se { $cell } non fosse { $digit }, la griglia avrebbe due soluzioni, quindi { $cell } è { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = Ogni modo di riempire { $cells } che lascerebbe una delle celle { $excluders } senza cifre, o ripeterebbe una cifra dove due di esse si vedono, è escluso; quindi da { $gone } si eliminano le cifre che nessun altro modo consente
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = In { $from }, la cifra { $digit } deve stare in { $cells } ({ $onto }), quindi si elimina { $digit } da { $gone } ({ $target }); così { $cell } resta l'unica cella in { $target } che può contenere { $digit }
step-direct-hidden-subset = In { $unit }, le cifre { $digits } possono stare solo in { $cells }, quindi queste celle non contengono altre cifre e si elimina { $digit } da { $gone }; così { $cell } resta l'unica cella in { $unit } che può contenere { $digit }
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = Se { $cell } non è { $digit }
step-aic-then-is = , allora { $cell } è { $digit }
step-aic-then-is-not = , allora { $cell } non è { $digit }
step-aic-so-is = , quindi { $cell } è { $digit }
step-aic-so-is-not = , quindi { $cell } non è { $digit }
step-digit-goes = si elimina { $digit } da { $cells }
step-and-also = { $init }, e { $next }
step-aic = { $links }; quindi { $first } è { $first_digit } o { $last } è { $last_digit }, e in ogni caso { $goes }
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } è { $digit }
step-fact-is-not = { $cell } non è { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = subito
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } non può contenere alcuna cifra
step-broken-digit = la cifra { $digit } non ha più posto in { $unit }
step-broken-grid = non esiste più alcuna soluzione
step-contradiction = Se { $cell } è { $digit }, allora { $chain }, e { $broken }; quindi { $cell } non è { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = Che { $cell } sia { $digits },
step-forcing-unit = Dovunque vada { $digit } in { $unit } ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim }: { $branches }; quindi { $result }
step-holds = { $cell } è { $digits }
step-goes-from-cell = { $digits } { $count ->
        [one] si elimina
       *[other] si eliminano
    } da { $cell }
step-branch-in-cell = in { $cell }, { $chain }
step-branch-in-cell-broken = in { $cell }, { $chain } e { $broken }
step-branch-with-digit = con { $digit }, { $chain }
step-branch-with-digit-broken = con { $digit }, { $chain } e { $broken }
step-branches = { $init }; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = singoli, candidati bloccati e coppie
step-nested-how-chains = singoli, candidati bloccati, coppie e catene forzate
step-nested-contradiction = Se { $cell } fosse { $digit }, { $how } porterebbero { $steps ->
        [one] in un passo
       *[other] in { $steps } passi
    } a una griglia in cui { $broken }; quindi { $cell } non è { $digit }
step-nested = Che { $cell } sia { $digits }, con { $how } si ottiene sempre che { $fact } (in { $steps } passi); quindi { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = Qualunque cifra vada in { $cell }, { $fact }
step-se-unit = Dovunque vada { $digit } in { $unit }, { $fact }
step-se-absurd = Se { $cell } fosse { $digit }, la griglia non avrebbe soluzione, quindi { $fact }
step-se-absurd-not = Se { $cell } non fosse { $digit }, la griglia non avrebbe soluzione, quindi { $fact }
step-se-double = Che { $cell } sia { $digit } o no, { $fact }
step-se-cycle = Un anello di collegamenti che parte dal candidato { $digit } di { $cell } e vi ritorna vale in entrambi i sensi, quindi le celle che vedono entrambe le estremità di uno dei suoi collegamenti perdono la cifra di quel collegamento
step-se-chain-false = Seguendo i collegamenti a partire dal candidato { $digit } di { $cell } si dimostra che è falso
step-se-chain-true = Seguendo i collegamenti a partire dal candidato { $digit } di { $cell } si dimostra che è vero
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } formano { $size ->
        [4] un rettangolo
       *[other] un anello
    } che, se contenesse solo { $digits }, potrebbe scambiare queste due cifre ottenendo una seconda soluzione
step-loop-1 = { $lead }; quindi si eliminano { $digits } da { $cell }
step-loop-2 = { $lead }; quindi una delle celle { $ends } è { $digit }, che si elimina da { $gone }
step-loop-3-naked = { $lead }; quindi { $ends } agiscono come una sola cella, e con { $others } formano un insieme nudo su { $digits } in { $unit }, che elimina candidati da { $gone }
step-loop-3-hidden = { $lead }; quindi { $ends } agiscono come una sola cella, e con { $others } formano un insieme nascosto su { $digits } in { $unit }, che elimina candidati da { $gone }
step-loop-4 = { $lead }; { $digit } non ha altro posto in { $unit } che { $ends }, quindi l'altra cifra si elimina da entrambe
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = Senza { $digits } in { $cells }, ogni cella vuota avrebbe due candidati e ogni cifra due posizioni in ogni riga, colonna e riquadro, il che darebbe due soluzioni; quindi { $count ->
        [one] quella cella ne conserva una
       *[other] una di quelle celle ne conserva una
    }, e da { $gone } si elimina ciò che questo esclude
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } (con { $members }, un insieme nudo su { $digits })
# No technique applies: the step that writes the solution's digit.
step-guess = Qui non si applica nessuna tecnica, quindi si va per tentativi: { $cell } ha il minor numero di candidati ({ $digits }) e nella soluzione contiene { $digit }

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = Risolto.
ending-stopped = Interrotto dopo il passo { $step }.
ending-clash = { $first } e { $second } contengono entrambe { $digit } in { $unit }: i numeri dati violano le regole.
ending-clash-unknown = I numeri dati violano le regole.
ending-dead-cell = { $step ->
        [0] Fin dall'inizio
       *[other] Dopo il passo { $step }
    }, { $cell } non può contenere alcuna cifra: il sudoku non ha soluzione.
ending-dead-digit = { $step ->
        [0] Fin dall'inizio
       *[other] Dopo il passo { $step }
    }, la cifra { $digit } non ha più posto in { $unit }: il sudoku non ha soluzione.
ending-stalled = { $step ->
        [0] Fin dall'inizio
       *[other] Dopo il passo { $step }
    } non si applica nessuna tecnica, e da qui non esiste soluzione.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] Fin dall'inizio
       *[other] Dopo il passo { $step }
    } non si applica nessuna tecnica: il sudoku ha più di una soluzione; due di esse differiscono in { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = I numeri dati violano le regole: { $clash }.
ending-misfit = Non esiste alcuna soluzione: il sudoku non si adatta a una griglia { $shape }.
ending-nothing = Niente da fare: tutte le celle sono già piene.
ending-solved-in = { $count ->
        [one] Risolto in 1 passo.
       *[other] Risolto in { $count } passi.
    }
ending-general-dead-cell = Non esiste alcuna soluzione: { $step ->
        [0] fin dall'inizio
       *[other] dopo il passo { $step }
    }, { $cell } non può contenere alcuna cifra.
ending-general-dead-digit = Non esiste alcuna soluzione: { $step ->
        [0] fin dall'inizio
       *[other] dopo il passo { $step }
    }, la cifra { $digit } non ha più posto in { $unit }.
ending-general-several = Il sudoku ha più di una soluzione: { $step ->
        [0] fin dall'inizio
       *[other] dopo il passo { $step }
    } non si applica nessuna tecnica, e due soluzioni differiscono in { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = Non esiste alcuna soluzione: { $step ->
        [0] fin dall'inizio
       *[other] dopo il passo { $step }
    }, { $count } celle in { $unit } ({ $cells }) possono contenere insieme solo { $digit_count } cifre ({ $digits }).
ending-general-stalled = Non esiste alcuna soluzione: { $step ->
        [0] fin dall'inizio
       *[other] dopo il passo { $step }
    } non si applica nessuna tecnica, e il risolutore non trova alcuna soluzione.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
# Italian: units follow "in" bare ("in riga 3"), so the diagonal goes in bare too.
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = Qui non si applica nessuna tecnica: la prossima mossa è un tentativo.
hint-look = { $an ->
       *[other] Cerca questa tecnica: { $technique }.
    }
hint-look-in = { $an ->
       *[other] Cerca questa tecnica in { $units }: { $technique }.
    }
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }Coinvolge { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = { $digit } in { $cell }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }Scrivi { $writes }.
hint-cross-out = { " " }Elimina { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }: { $givens } numeri dati ({ $from }), { $typed } { $typed ->
        [one] cifra digitata
       *[other] cifre digitate
    }, { $open } da riempire
hint-givens-from = da { $place }
hint-givens-generated = come generato
hint-givens-all = ogni cifra presa come numero dato; indica il sudoku originale con --givens
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] è vuota
       *[other] contiene { $now }
    }, ma il sudoku in { $place } ha lì il numero dato { $given }: --givens deve indicare il sudoku originale di questa griglia
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = Il sudoku stesso non si può risolvere: { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Cifre in conflitto: { $clashes }. Cancella la cifra che hai digitato e chiedi di nuovo.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } dovrebbe essere { $right })
hint-wrong = { $count ->
        [one] 1 cifra digitata è sbagliata: { $cells }. Cancellala e chiedi di nuovo.
       *[other] { $count } cifre digitate sono sbagliate: { $cells }. Cancellale e chiedi di nuovo.
    }
hint-dead-end = Le cifre inserite finora non lasciano alcuna soluzione: una delle cifre digitate è sbagliata.
hint-solved = Risolto! Tutte le cifre sono giuste.
hint-stalled = Da qui non si applica nessuna tecnica: il sudoku ha più di una soluzione.
# With --reveal below a nudge: the whole step.
hint-in-full = (passo completo: { $hint })
