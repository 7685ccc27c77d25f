## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } et { $last }
list-or = { $init } ou { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.
## French: units arrive bare ("ligne 4", "bloc 5"), so they follow "l'unité" or go in
## parentheses; cells are "cases" (feminine); a cell "vaut" a digit.

clauses-comma = { $init }, { $next }
clauses-and = { $init }, et { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = { $digit } en { $cells }

step-last-empty = { $cell } est la dernière case vide de l'unité { $unit }, elle contient donc le chiffre qui y manque : { $digit }
step-hidden-single = { $cell } est la seule case de l'unité { $unit } qui puisse contenir { $digit }
step-naked-single-ruled-out = { $cell } ne peut contenir que { $digit } : tous les autres chiffres ont été exclus
step-naked-single-units = { $cell } ne peut contenir que { $digit } : tous les autres chiffres figurent déjà dans sa ligne, sa colonne ou son bloc
step-naked-single-seen = { $cell } ne peut contenir que { $digit } : tous les autres chiffres figurent déjà dans une case qu'elle voit
step-locked-candidates = Le { $digit } doit se trouver en { $cells } ({ $from }), il est donc éliminé du reste de l'unité { $onto } : { $gone }
step-naked-subset = { $cells } ne peuvent contenir, à elles toutes, que { $digits } ; ces chiffres sont donc éliminés du reste de l'unité { $unit } : { $gone }
step-hidden-subset = Dans l'unité { $unit }, { $digits } ne peuvent aller qu'en { $cells } ; tout autre chiffre est donc éliminé de ces cases
step-fish-columns = Dans les lignes ({ $base }), le { $digit } ne peut aller que dans les colonnes ({ $covers }), il est donc éliminé du reste de ces colonnes : { $gone }
step-fish-rows = Dans les colonnes ({ $base }), le { $digit } ne peut aller que dans les lignes ({ $covers }), il est donc éliminé du reste de ces lignes : { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } a pour candidats { $pivot_digits } ; quel que soit son chiffre, { $first } ({ $first_digits }) ou { $second } ({ $second_digits }) vaut forcément { $digit }, donc le { $digit } est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les deux
step-xyz-wing = { $pivot } a pour candidats { $pivot_digits } ; quel que soit son chiffre, { $first } ({ $first_digits }) ou { $second } ({ $second_digits }) vaut forcément { $digit }, donc le { $digit } est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les trois
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = Dans l'unité { $first_unit }, le { $digit } ne peut être qu'en { $first } ou { $first_end }, et dans l'unité { $second_unit }, qu'en { $second } ou { $second_end } ; { $first_end } et { $second } partagent l'unité { $shared }, elles ne valent donc pas toutes deux { $digit }, et { $first } ou { $second_end } doit le valoir : le { $digit } est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les deux
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = Dans l'unité { $box_unit }, le { $digit } ne peut être que sur la { $row } ou la { $column } ; la { $line } n'a de place pour le { $digit } qu'en { $near } et { $far }, donc si { $target } valait { $digit }, { $far } ne le vaudrait pas, { $near } le vaudrait, et l'unité { $box_unit } n'aurait plus aucune place pour le { $digit } : le { $digit } est éliminé de { $target }
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = Dans les lignes ({ $base }), le { $digit } ne peut aller que dans les colonnes ({ $covers }), hormis { $fin_count ->
        [one] l'aileron
       *[other] les ailerons
    } { $fins } ({ $fin_box }) : si { $fin_count ->
        [one] l'aileron ne vaut pas
       *[other] aucun aileron ne vaut
    } { $digit }, c'est { $size ->
        [2] un X-Wing
        [3] un Swordfish
       *[other] un Jellyfish
    } qui élimine le { $digit } du reste de ces colonnes, et si { $fin_count ->
        [one] l'aileron le vaut
       *[other] l'un des ailerons le vaut
    }, le { $digit } est éliminé du reste de l'unité { $fin_box } ; dans les deux cas, le { $digit } est éliminé de { $gone }
step-finned-fish-rows = Dans les colonnes ({ $base }), le { $digit } ne peut aller que dans les lignes ({ $covers }), hormis { $fin_count ->
        [one] l'aileron
       *[other] les ailerons
    } { $fins } ({ $fin_box }) : si { $fin_count ->
        [one] l'aileron ne vaut pas
       *[other] aucun aileron ne vaut
    } { $digit }, c'est { $size ->
        [2] un X-Wing
        [3] un Swordfish
       *[other] un Jellyfish
    } qui élimine le { $digit } du reste de ces lignes, et si { $fin_count ->
        [one] l'aileron le vaut
       *[other] l'un des ailerons le vaut
    }, le { $digit } est éliminé du reste de l'unité { $fin_box } ; dans les deux cas, le { $digit } est éliminé de { $gone }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = En reliant les cases où le { $digit } n'a que deux places dans une unité, on obtient deux couleurs, l'une sur { $good }, l'autre sur { $bad }, et toutes les cases de l'une des couleurs valent { $digit } ; { $first } et { $second } ont la même couleur et partagent l'unité { $shared }, cette couleur ne peut donc pas valoir { $digit } : le { $digit } est éliminé de { $bad }
step-colour-trap = En reliant les cases où le { $digit } n'a que deux places dans une unité, on obtient deux couleurs, l'une sur { $one }, l'autre sur { $other }, et toutes les cases de l'une des couleurs valent { $digit } ; le { $digit } est donc éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les deux couleurs
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = Si { $start } ne vaut pas { $digit }, alors { $next } le vaut
step-x-chain-link = , donc { $off } ne le vaut pas, donc { $on } le vaut
step-x-chain = { $links } ; dans les deux cas, { $start } ou { $end } vaut { $digit }, donc le { $digit } est éliminé de { $gone }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } ne peut contenir que { $digits }
step-als-set = { $cells } ne peuvent contenir, à elles toutes, que { $digits } ({ $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }, et { $second } ; chaque candidat { $x } d'un ensemble voit chaque candidat { $x } de l'autre, et il en va de même pour { $y }, donc chaque ensemble contient tous ses chiffres sauf { $x } ou { $y }, et le { $z } est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } toutes ses positions dans les ensembles
step-als-xz-double-each = { $first }, et { $second } ; chaque candidat { $x } d'un ensemble voit chaque candidat { $x } de l'autre, et il en va de même pour { $y }, donc chaque ensemble contient tous ses chiffres sauf { $x } ou { $y }, et chacun des chiffres { $z } est éliminé des cases qui voient toutes ses positions dans les ensembles : { $each }
step-als-xz = { $first }, et { $second } ; chaque candidat { $x } d'un ensemble voit chaque candidat { $x } de l'autre, donc l'un des ensembles n'a pas de { $x } et contient tous ses autres chiffres : le { $z } doit se trouver dans l'un d'eux, et il est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } toutes ses positions dans les deux ensembles
step-als-xz-each = { $first }, et { $second } ; chaque candidat { $x } d'un ensemble voit chaque candidat { $x } de l'autre, donc l'un des ensembles n'a pas de { $x } et contient tous ses autres chiffres : chacun des chiffres { $z } doit se trouver dans l'un d'eux, et chacun est éliminé des cases qui voient toutes ses positions dans les deux ensembles : { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = Si { $first } ne vaut pas { $x }, elle vaut { $y }, donc { $link_start } ne vaut pas { $y }, donc { $link_end } vaut { $y } (la seule autre place du { $y } dans l'unité { $unit }), donc { $second } ne vaut pas { $y } et vaut { $x } ; dans les deux cas, { $first } ou { $second } vaut { $x }, donc le { $x } est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les deux
step-remote-pair = { $cells } n'ont pour candidats que { $digits } et chacune voit la suivante, elles alternent donc entre ces deux chiffres : { $first } et { $second } en contiennent un chacune, donc { $digits } sont éliminés de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les deux
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = Si { $start } ne vaut pas { $digit }, elle vaut { $other }
step-xy-chain-link = , donc { $cell } ne vaut pas { $off } et vaut { $on }
step-xy-chain = { $links } ; dans les deux cas, { $start } ou { $end } vaut { $digit }, donc le { $digit } est éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } les deux
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } ne contiendraient que { $digits }, qui pourraient s'échanger pour donner une seconde solution
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = Si { $cell } valait { $x } ou { $y }, { $deadly } ; { $digits } sont donc éliminés de { $cell }
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = À moins que { $ends } ne vaille { $digit }, { $deadly } ; le { $digit } est donc éliminé de { $gone }, qui { $count ->
        [one] voit
       *[other] voient
    } { $end_count ->
        [2] les deux
       *[other] les trois
    }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = À moins que { $first } ou { $second } ne vaille { $extras }, { $deadly } ; l'une d'elles le vaut donc, et avec { $cells } elles se comportent comme { $size ->
        [2] une paire nue
        [3] un triplet nu
       *[other] un quadruplet nu
    } sur { $digits } dans l'unité { $unit }, et ces chiffres sont éliminés du reste de cette unité : { $gone }
step-ur-4 = L'une des cases { $cells } doit valoir { $digit } (seules places du { $digit } dans l'unité { $unit }), donc si l'une ou l'autre valait { $other }, { $deadly } ; le { $other } est donc éliminé de { $cells }
step-bug = Toutes les cases vides sauf { $cell } ont deux candidats, et chaque chiffre a deux places dans chaque ligne, colonne et bloc, sauf le { $digit }, qui en a trois dans les unités de { $cell } : à moins que { $cell } ne vaille { $digit }, la grille aurait deux solutions, donc { $cell } vaut { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = Toute façon de remplir { $cells } qui laisserait l'une des cases { $excluders } sans aucun chiffre, ou qui répéterait un chiffre dans deux de ces cases à remplir qui se voient, est exclue ; les chiffres qu'aucune autre façon ne permet sont donc éliminés de { $gone }
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = Dans l'unité { $from }, le { $digit } doit se trouver en { $cells } ({ $onto }), il est donc éliminé de { $gone } ({ $target }) ; { $cell } reste alors la seule case de l'unité { $target } qui puisse contenir { $digit }
step-direct-hidden-subset = Dans l'unité { $unit }, { $digits } ne peuvent aller qu'en { $cells } : ces cases ne contiennent donc aucun autre chiffre, et le { $digit } est éliminé de { $gone } ; { $cell } reste alors la seule case de l'unité { $unit } qui puisse contenir { $digit }
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = Si { $cell } ne vaut pas { $digit }
step-aic-then-is = , alors { $cell } vaut { $digit }
step-aic-then-is-not = , alors { $cell } ne vaut pas { $digit }
step-aic-so-is = , donc { $cell } vaut { $digit }
step-aic-so-is-not = , donc { $cell } ne vaut pas { $digit }
step-digit-goes = le { $digit } est éliminé de { $cells }
step-and-also = { $init }, et { $next }
step-aic = { $links } ; ainsi, { $first } vaut { $first_digit } ou { $last } vaut { $last_digit }, et dans les deux cas { $goes }
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } vaut { $digit }
step-fact-is-not = { $cell } ne vaut pas { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = c'est immédiat
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } ne peut plus contenir aucun chiffre
step-broken-digit = le { $digit } n'a plus de place dans l'unité { $unit }
step-broken-grid = une contradiction apparaît
step-contradiction = Si { $cell } vaut { $digit }, alors { $chain }, et { $broken } ; { $cell } ne vaut donc pas { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = Que { $cell } vaille { $digits },
step-forcing-unit = Où que le { $digit } se place dans l'unité { $unit } ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim } : { $branches } ; donc { $result }
step-holds = { $cell } vaut { $digits }
step-goes-from-cell = { $count ->
        [one] le { $digits } est éliminé
       *[other] les chiffres { $digits } sont éliminés
    } de { $cell }
step-branch-in-cell = s'il est en { $cell }, { $chain }
step-branch-in-cell-broken = s'il est en { $cell }, { $chain }, et { $broken }
step-branch-with-digit = avec { $digit }, { $chain }
step-branch-with-digit-broken = avec { $digit }, { $chain }, et { $broken }
step-branches = { $init } ; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = singletons, candidats verrouillés et paires
step-nested-how-chains = singletons, candidats verrouillés, paires et chaînes forcées
step-nested-contradiction = Si { $cell } valait { $digit }, une suite de { $how } mènerait en { $steps } { $steps ->
        [one] étape
       *[other] étapes
    } à une grille où { $broken } ; { $cell } ne vaut donc pas { $digit }
step-nested = Que { $cell } vaille { $digits }, une suite de { $how } montre que { $fact } (en { $steps } étapes) ; donc { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = Quel que soit le chiffre placé en { $cell }, { $fact }
step-se-unit = Où que le { $digit } se place dans l'unité { $unit }, { $fact }
step-se-absurd = Si { $cell } valait { $digit }, la grille deviendrait contradictoire, donc { $fact }
step-se-absurd-not = Si { $cell } ne valait pas { $digit }, la grille deviendrait contradictoire, donc { $fact }
step-se-double = Que { $cell } vaille { $digit } ou non, { $fact }
step-se-cycle = Une boucle de liens partant du candidat { $digit } de { $cell } et revenant à lui est valable dans les deux sens, donc les cases qui voient les deux extrémités de l'un de ses liens perdent ce chiffre
step-se-chain-false = Suivre les liens à partir du candidat { $digit } de { $cell } prouve que { $cell } ne vaut pas { $digit }
step-se-chain-true = Suivre les liens à partir du candidat { $digit } de { $cell } prouve que { $cell } vaut { $digit }
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } forment { $size ->
        [4] un rectangle
       *[other] une boucle
    } qui, ne contenant que { $digits }, pourrait les échanger pour donner une seconde solution
step-loop-1 = { $lead } ; { $digits } sont donc éliminés de { $cell }
step-loop-2 = { $lead } ; l'une des cases { $ends } vaut donc { $digit }, et le { $digit } est éliminé de { $gone }
step-loop-3-naked = { $lead } ; { $ends } se comportent donc comme une seule case, et forment avec { $others } un ensemble nu sur { $digits } dans l'unité { $unit }, ce qui élimine des candidats de { $gone }
step-loop-3-hidden = { $lead } ; { $ends } se comportent donc comme une seule case, et forment avec { $others } un ensemble caché sur { $digits } dans l'unité { $unit }, ce qui élimine des candidats de { $gone }
step-loop-4 = { $lead } ; le { $digit } n'a pas d'autre place dans l'unité { $unit } que { $ends }, donc l'autre chiffre est éliminé de ces deux cases
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = Sans les candidats { $digits } en { $cells }, chaque case vide aurait deux candidats et chaque chiffre deux places dans chaque ligne, colonne et bloc, ce qui donnerait deux solutions ; donc { $count ->
        [one] cette case garde l'un d'eux
       *[other] l'une de ces cases garde l'un d'eux
    }, et ce que cela exclut est éliminé de { $gone }
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } (avec { $members }, un ensemble nu sur { $digits })
# No technique applies: the step that writes the solution's digit.
step-guess = Aucune technique ne s'applique ici, c'est donc une hypothèse : { $cell } est la case qui a le moins de candidats ({ $digits }), et dans la solution elle vaut { $digit }

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = Résolu.
ending-stopped = Arrêt après l'étape { $step }.
ending-clash = { $first } et { $second } contiennent toutes deux { $digit } ({ $unit }) : les chiffres donnés enfreignent les règles.
ending-clash-unknown = Les chiffres donnés enfreignent les règles.
ending-dead-cell = { $step ->
        [0] Dès le départ
       *[other] Après l'étape { $step }
    }, { $cell } ne peut contenir aucun chiffre : la grille n'a pas de solution.
ending-dead-digit = { $step ->
        [0] Dès le départ
       *[other] Après l'étape { $step }
    }, le { $digit } n'a plus de place dans l'unité { $unit } : la grille n'a pas de solution.
ending-stalled = { $step ->
        [0] Dès le départ
       *[other] Après l'étape { $step }
    }, aucune technique ne s'applique, et il n'y a pas de solution à partir de là.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] Dès le départ
       *[other] Après l'étape { $step }
    }, aucune technique ne s'applique : la grille a plus d'une solution ; deux d'entre elles diffèrent en { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = Les chiffres donnés enfreignent les règles : { $clash }.
ending-misfit = Il n'existe aucune solution : la grille ne correspond pas au format { $shape }.
ending-nothing = Rien à faire : toutes les cases sont déjà remplies.
ending-solved-in = { $count ->
        [one] Résolu en { $count } étape.
       *[other] Résolu en { $count } étapes.
    }
ending-general-dead-cell = Il n'existe aucune solution : { $step ->
        [0] dès le départ
       *[other] après l'étape { $step }
    }, { $cell } ne peut contenir aucun chiffre.
ending-general-dead-digit = Il n'existe aucune solution : { $step ->
        [0] dès le départ
       *[other] après l'étape { $step }
    }, le { $digit } n'a plus de place dans l'unité { $unit }.
ending-general-several = La grille a plus d'une solution : { $step ->
        [0] dès le départ
       *[other] après l'étape { $step }
    }, aucune technique ne s'applique, et deux solutions diffèrent en { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = Il n'existe aucune solution : { $step ->
        [0] dès le départ
       *[other] après l'étape { $step }
    }, { $count } cases de l'unité { $unit } ({ $cells }) ne peuvent contenir, à elles toutes, que { $digit_count } chiffres ({ $digits }).
ending-general-stalled = Il n'existe aucune solution : { $step ->
        [0] dès le départ
       *[other] après l'étape { $step }
    }, aucune technique ne s'applique, et le solveur ne trouve aucune solution.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
# French: bare too, since the sentences above write "l'unité { $unit }" or "({ $unit })".
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = Aucune technique ne s'applique ici : le prochain coup est une hypothèse.
hint-look = { $an ->
       *[other] Technique à chercher : { $technique }.
    }
hint-look-in = { $an ->
       *[other] Technique à chercher : { $technique } ; unités concernées : { $units }.
    }
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }Cases concernées : { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = { $digit } en { $cell }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }À écrire : { $writes }.
hint-cross-out = { " " }À rayer : { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at } : { $givens } chiffres donnés ({ $from }), { $typed } { $typed ->
        [one] chiffre tapé
       *[other] chiffres tapés
    }, encore { $open } à remplir
hint-givens-from = lus dans { $place }
hint-givens-generated = tels que générés
hint-givens-all = tous les chiffres sont pris comme donnés ; --givens permet de désigner la grille d'origine
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] est vide
       *[other] contient { $now }
    }, mais dans la grille de { $place }, cette case porte le chiffre donné { $given } : --givens doit désigner la grille d'origine de cette partie
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = La grille elle-même ne peut pas être résolue : { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Des chiffres sont en conflit : { $clashes }. Il faut effacer le chiffre tapé et demander un nouvel indice.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } au lieu de { $right })
hint-wrong = { $count ->
        [one] { $count } chiffre tapé est faux : { $cells }. Il faut l'effacer et demander un nouvel indice.
       *[other] { $count } chiffres tapés sont faux : { $cells }. Il faut les effacer et demander un nouvel indice.
    }
hint-dead-end = Les chiffres entrés jusqu'ici ne laissent aucune solution : l'un des chiffres tapés est faux.
hint-solved = Résolu ! Tous les chiffres sont justes.
hint-stalled = Aucune technique ne s'applique à partir d'ici : la grille a plus d'une solution.
# With --reveal below a nudge: the whole step.
hint-in-full = (en détail : { $hint })
