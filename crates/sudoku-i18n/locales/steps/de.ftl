## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } und { $last }
list-or = { $init } oder { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 and F4", or "D4 or E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("row 4", "column D", "box 5"); $base, $covers: units as a list;
## $count: a number that chooses the plural.
## German: every unit stands after "in" (dative), so that "der Hauptdiagonale"
## (unit-the-diagonal) fits too.

clauses-comma = { $init }, { $next }
clauses-and = { $init } sowie { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = die { $digit } aus { $cells }

step-last-empty = { $cell } ist die letzte leere Zelle in { $unit }, also gehört die dort noch fehlende Ziffer hinein: { $digit }
step-hidden-single = { $cell } ist die einzige Zelle in { $unit }, in der die { $digit } stehen kann
step-naked-single-ruled-out = In { $cell } kann nur die { $digit } stehen: Jede andere Ziffer ist ausgeschlossen
step-naked-single-units = In { $cell } kann nur die { $digit } stehen: Jede andere Ziffer steht schon in ihrer Zeile, Spalte oder ihrem Block
step-naked-single-seen = In { $cell } kann nur die { $digit } stehen: Jede andere Ziffer steht schon in einer Zelle, die sie sieht
step-locked-candidates = Die { $digit } muss in { $cells } stehen (in { $from }), also wird die { $digit } aus den übrigen Zellen in { $onto } gestrichen: { $gone }
step-naked-subset = { $cells } können zusammen nur { $digits } enthalten, also werden diese Ziffern aus den übrigen Zellen in { $unit } gestrichen: { $gone }
step-hidden-subset = In { $unit } können die { $digits } nur in { $cells } stehen, also werden alle anderen Ziffern aus diesen Zellen gestrichen
step-fish-columns = In { $base } kann die { $digit } nur in { $covers } stehen, also wird die { $digit } aus den übrigen Zellen dieser Spalten gestrichen: { $gone }
step-fish-rows = In { $base } kann die { $digit } nur in { $covers } stehen, also wird die { $digit } aus den übrigen Zellen dieser Zeilen gestrichen: { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } hat die Kandidaten { $pivot_digits }; in beiden Fällen muss die { $digit } in { $first } ({ $first_digits }) oder { $second } ({ $second_digits }) stehen, also wird die { $digit } aus { $gone } gestrichen, { $count ->
        [one] die beide Zellen sieht
       *[other] die beide Zellen sehen
    }
step-xyz-wing = { $pivot } hat die Kandidaten { $pivot_digits }; in jedem Fall muss die { $digit } in { $first } ({ $first_digits }) oder { $second } ({ $second_digits }) stehen, also wird die { $digit } aus { $gone } gestrichen, { $count ->
        [one] die alle drei Zellen sieht
       *[other] die alle drei Zellen sehen
    }
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = In { $first_unit } kann die { $digit } nur in { $first } oder { $first_end } stehen und in { $second_unit } nur in { $second } oder { $second_end }; { $first_end } und { $second } liegen beide in { $shared }, können also nicht beide die { $digit } enthalten, also muss die { $digit } in { $first } oder { $second_end } stehen: Die { $digit } wird aus { $gone } gestrichen, { $count ->
        [one] die beide Zellen sieht
       *[other] die beide Zellen sehen
    }
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = In { $box_unit } kann die { $digit } nur in { $row } oder in { $column } stehen; in { $line } kommen für die { $digit } nur { $near } und { $far } in Frage; stünde die { $digit } also in { $target }, so stünde sie nicht in { $far }, wohl aber in { $near }, und in { $box_unit } bliebe kein Platz mehr für die { $digit }: Die { $digit } wird aus { $target } gestrichen
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = In { $base } kann die { $digit } nur in { $covers } stehen, abgesehen von { $fin_count ->
        [one] der Flosse
       *[other] den Flossen
    } { $fins } in { $fin_box }: Ist { $fin_count ->
        [one] die Flosse nicht
       *[other] keine Flosse
    } { $digit }, so ist das { $size ->
        [2] ein X-Wing, der
        [3] ein Schwertfisch, der
       *[other] eine Qualle, die
    } die { $digit } aus den übrigen Zellen dieser Spalten streicht, und ist { $fin_count ->
        [one] sie
       *[other] eine von ihnen
    } { $digit }, so kann die { $digit } sonst nirgends in { $fin_box } stehen; so oder so wird die { $digit } aus { $gone } gestrichen
step-finned-fish-rows = In { $base } kann die { $digit } nur in { $covers } stehen, abgesehen von { $fin_count ->
        [one] der Flosse
       *[other] den Flossen
    } { $fins } in { $fin_box }: Ist { $fin_count ->
        [one] die Flosse nicht
       *[other] keine Flosse
    } { $digit }, so ist das { $size ->
        [2] ein X-Wing, der
        [3] ein Schwertfisch, der
       *[other] eine Qualle, die
    } die { $digit } aus den übrigen Zellen dieser Zeilen streicht, und ist { $fin_count ->
        [one] sie
       *[other] eine von ihnen
    } { $digit }, so kann die { $digit } sonst nirgends in { $fin_box } stehen; so oder so wird die { $digit } aus { $gone } gestrichen
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = Verbindet man die beiden Zellen jedes Hauses, in dem die { $digit } nur zwei Plätze hat, ergeben sich zwei Farben, eine auf { $good }, die andere auf { $bad }, und die Zellen einer der beiden Farben enthalten alle die { $digit }; { $first } und { $second } haben dieselbe Farbe und liegen beide in { $shared }, also kann die { $digit } in keiner Zelle dieser Farbe stehen: Die { $digit } wird aus { $bad } gestrichen
step-colour-trap = Verbindet man die beiden Zellen jedes Hauses, in dem die { $digit } nur zwei Plätze hat, ergeben sich zwei Farben, eine auf { $one }, die andere auf { $other }, und die Zellen einer der beiden Farben enthalten alle die { $digit }, also wird die { $digit } aus { $gone } gestrichen, { $count ->
        [one] die beide Farben sieht
       *[other] die beide Farben sehen
    }
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = Steht die { $digit } nicht in { $start }, dann steht sie in { $next }
step-x-chain-link = , also nicht in { $off }, also in { $on }
step-x-chain = { $links }; so oder so steht die { $digit } in { $start } oder in { $end }, also wird die { $digit } aus { $gone } gestrichen
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } kann nur { $digits } enthalten
step-als-set = { $cells } können zusammen nur { $digits } enthalten (in { $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first }, und { $second }; jede { $x } der einen Gruppe sieht jede { $x } der anderen, und dasselbe gilt für die { $y }, also enthält jede Gruppe alle ihre Ziffern außer der { $x } oder der { $y }, also wird die { $z } aus { $gone } gestrichen, { $count ->
        [one] die alle Plätze der { $z } in den Gruppen sieht
       *[other] die alle Plätze der { $z } in den Gruppen sehen
    }
step-als-xz-double-each = { $first }, und { $second }; jede { $x } der einen Gruppe sieht jede { $x } der anderen, und dasselbe gilt für die { $y }, also enthält jede Gruppe alle ihre Ziffern außer der { $x } oder der { $y }, also wird jede der Ziffern { $z } aus den Zellen gestrichen, die alle Plätze dieser Ziffer in den Gruppen sehen: { $each }
step-als-xz = { $first }, und { $second }; jede { $x } der einen Gruppe sieht jede { $x } der anderen, also fehlt einer der beiden Gruppen die { $x }, und diese Gruppe enthält alle ihre übrigen Ziffern: Die { $z } muss in einer der beiden Gruppen stehen und wird aus { $gone } gestrichen, { $count ->
        [one] die alle Plätze der { $z } in beiden Gruppen sieht
       *[other] die alle Plätze der { $z } in beiden Gruppen sehen
    }
step-als-xz-each = { $first }, und { $second }; jede { $x } der einen Gruppe sieht jede { $x } der anderen, also fehlt einer der beiden Gruppen die { $x }, und diese Gruppe enthält alle ihre übrigen Ziffern: Die Ziffern { $z } müssen jeweils in einer der beiden Gruppen stehen, und jede wird aus den Zellen gestrichen, die alle Plätze dieser Ziffer in beiden Gruppen sehen: { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = Steht in { $first } nicht die { $x }, dann die { $y }, also in { $link_start } nicht die { $y }, also in { $link_end } die { $y } (der einzige andere Platz für die { $y } in { $unit }), also in { $second } nicht die { $y }, sondern die { $x }; so oder so steht die { $x } in { $first } oder in { $second }, also wird die { $x } aus { $gone } gestrichen, { $count ->
        [one] die beide Zellen sieht
       *[other] die beide Zellen sehen
    }
step-remote-pair = { $cells } enthalten nur { $digits }, und jede sieht die nächste, also wechseln sich die beiden Ziffern entlang der Kette ab: { $first } und { $second } enthalten je eine davon, also werden die { $digits } aus { $gone } gestrichen, { $count ->
        [one] die beide Zellen sieht
       *[other] die beide Zellen sehen
    }
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = Steht in { $start } nicht die { $digit }, dann die { $other }
step-xy-chain-link = , also in { $cell } nicht die { $off }, sondern die { $on }
step-xy-chain = { $links }; so oder so steht die { $digit } in { $start } oder in { $end }, also wird die { $digit } aus { $gone } gestrichen, { $count ->
        [one] die beide Zellen sieht
       *[other] die beide Zellen sehen
    }
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } enthielten nur { $digits }, die sich vertauschen ließen, sodass es eine zweite Lösung gäbe
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = Stünde in { $cell } die { $x } oder die { $y }, so gälte: { $deadly }; also werden die { $digits } aus { $cell } gestrichen
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = Stünde die { $digit } nicht in { $ends }, so gälte: { $deadly }; also wird die { $digit } aus { $gone } gestrichen, die { $end_count ->
        [2] beide Zellen
       *[other] alle drei Zellen
    } { $count ->
        [one] sieht
       *[other] sehen
    }
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = Enthielten { $first } und { $second } keine { $extras }, so gälte: { $deadly }; also enthält eine der beiden Zellen { $extras }, und zusammen mit { $cells } wirken sie wie ein { $size ->
        [2] Nacktes Paar
        [3] Nacktes Tripel
       *[other] Nacktes Quadrupel
    } aus { $digits } in { $unit }, also werden diese Ziffern aus den übrigen Zellen in { $unit } gestrichen: { $gone }
step-ur-4 = Eine der Zellen { $cells } muss die { $digit } enthalten (die einzigen Plätze für die { $digit } in { $unit }); stünde also in einer von ihnen die { $other }, so gälte: { $deadly }; also wird die { $other } aus { $cells } gestrichen
step-bug = Jede noch leere Zelle außer { $cell } hat zwei Kandidaten, und jede Ziffer hat in jeder Zeile, jeder Spalte und jedem Block zwei Plätze, außer der { $digit }, die in Zeile, Spalte und Block von { $cell } drei hat: Stünde in { $cell } nicht die { $digit }, so hätte das Gitter zwei Lösungen, also steht in { $cell } die { $digit }
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = Jede Belegung von { $cells }, die einer der Zellen { $excluders } keine Ziffer ließe oder eine Ziffer doppelt setzte, wo sich zwei von ihnen sehen, ist ausgeschlossen; also werden in { $gone } die Ziffern gestrichen, die keine andere Belegung zulässt
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = In { $from } muss die { $digit } in { $cells } stehen (in { $onto }), also wird die { $digit } aus { $gone } gestrichen (in { $target }); damit ist { $cell } die einzige Zelle in { $target }, in der die { $digit } stehen kann
step-direct-hidden-subset = In { $unit } können die { $digits } nur in { $cells } stehen, also enthalten diese Zellen keine andere Ziffer, und die { $digit } wird aus { $gone } gestrichen; damit ist { $cell } die einzige Zelle in { $unit }, in der die { $digit } stehen kann
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = Steht in { $cell } keine { $digit }
step-aic-then-is = , dann steht in { $cell } die { $digit }
step-aic-then-is-not = , dann steht in { $cell } keine { $digit }
step-aic-so-is = , also steht in { $cell } die { $digit }
step-aic-so-is-not = , also steht in { $cell } keine { $digit }
step-digit-goes = die { $digit } aus { $cells }
step-and-also = { $init } sowie { $next }
step-aic = { $links }; also steht in { $first } die { $first_digit } oder in { $last } die { $last_digit }, und in jedem Fall kann man { $goes } streichen
# Forcing chains. A fact: "D4 is 7", "D4 is not 7"; a chain: facts as a list.
step-fact-is = { $cell } ist { $digit }
step-fact-is-not = { $cell } ist nicht { $digit }
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = sofort
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } kann keine Ziffer mehr enthalten
step-broken-digit = die { $digit } hat in { $unit } keinen Platz mehr
step-broken-grid = das Gitter ist nicht mehr lösbar
step-contradiction = Angenommen, { $cell } ist { $digit }: { $chain } – ein Widerspruch, denn { $broken }; also ist { $cell } nicht { $digit }
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = Ob { $cell } { $digits } enthält,
step-forcing-unit = Wo die { $digit } in { $unit } auch steht ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim } ({ $branches }); also gilt: { $result }
step-holds = { $cell } enthält { $digits }
step-goes-from-cell = Die { $digits } { $count ->
        [one] kann
       *[other] können
    } aus { $cell } gestrichen werden
step-branch-in-cell = in { $cell }: { $chain }
step-branch-in-cell-broken = in { $cell }: { $chain } – ein Widerspruch, denn { $broken }
step-branch-with-digit = mit der { $digit }: { $chain }
step-branch-with-digit-broken = mit der { $digit }: { $chain } – ein Widerspruch, denn { $broken }
step-branches = { $init }; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = Singles, Locked Candidates und Paare
step-nested-how-chains = Singles, Locked Candidates, Paare und Forcing Chains
step-nested-contradiction = Angenommen, { $cell } ist { $digit }: Durch { $how } entsteht { $steps ->
        [one] in einem Schritt
       *[other] in { $steps } Schritten
    } ein Widerspruch, denn { $broken }; also ist { $cell } nicht { $digit }
step-nested = Ob { $cell } { $digits } enthält, durch { $how } folgt jedes Mal (in { $steps } Schritten): { $fact }; also gilt: { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = Welche Ziffer auch in { $cell } steht, { $fact }
step-se-unit = Wo die { $digit } in { $unit } auch steht, { $fact }
step-se-absurd = Stünde die { $digit } in { $cell }, so wäre das Gitter nicht mehr lösbar; also gilt: { $fact }
step-se-absurd-not = Stünde die { $digit } nicht in { $cell }, so wäre das Gitter nicht mehr lösbar; also gilt: { $fact }
step-se-double = Ob die { $digit } in { $cell } steht oder nicht, { $fact }
step-se-cycle = Eine Schleife von Verbindungen, die von der { $digit } in { $cell } zu ihr zurückführt, gilt in beiden Richtungen, also verlieren die Zellen, die beide Enden einer ihrer Verbindungen sehen, die Ziffer dieser Verbindung
step-se-chain-false = Folgt man den Verbindungen von der { $digit } in { $cell } aus, erweist sie sich als falsch
step-se-chain-true = Folgt man den Verbindungen von der { $digit } in { $cell } aus, erweist sie sich als richtig
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } bilden { $size ->
        [4] ein Rechteck
       *[other] eine Schleife
    }; enthielten sie nur { $digits }, so ließen sich diese vertauschen, und es gäbe eine zweite Lösung
step-loop-1 = { $lead }; also werden die { $digits } aus { $cell } gestrichen
step-loop-2 = { $lead }; also steht die { $digit } in einer der Zellen { $ends } und wird aus { $gone } gestrichen
step-loop-3-naked = { $lead }; also wirken { $ends } wie eine einzige Zelle und bilden mit { $others } eine nackte Gruppe aus { $digits } in { $unit }, die Kandidaten aus { $gone } streicht
step-loop-3-hidden = { $lead }; also wirken { $ends } wie eine einzige Zelle und bilden mit { $others } eine versteckte Gruppe aus { $digits } in { $unit }, die Kandidaten aus { $gone } streicht
step-loop-4 = { $lead }; die { $digit } hat in { $unit } keinen anderen Platz als { $ends }, also wird die andere Ziffer aus beiden gestrichen
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = Ohne die { $digits } in { $cells } hätte jede noch leere Zelle zwei Kandidaten und jede Ziffer zwei Plätze in jeder Zeile, jeder Spalte und jedem Block, was zwei Lösungen ergäbe; also behält { $count ->
        [one] diese Zelle eine davon
       *[other] eine dieser Zellen eine davon
    }, und in { $gone } wird gestrichen, was das ausschließt
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } (zusammen mit { $members } eine nackte Gruppe aus { $digits })
# No technique applies: the step that writes the solution's digit.
step-guess = Hier greift keine Technik, also wird geraten: { $cell } hat die wenigsten Kandidaten ({ $digits }), und die Lösung hat dort die { $digit }

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "From the start").

ending-solved = Gelöst.
ending-stopped = Angehalten nach Schritt { $step }.
ending-clash = { $first } und { $second } enthalten beide die { $digit } in { $unit }: Die Vorgaben verstoßen gegen die Regeln.
ending-clash-unknown = Die Vorgaben verstoßen gegen die Regeln.
ending-dead-cell = { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } kann { $cell } keine Ziffer enthalten: Das Rätsel hat keine Lösung.
ending-dead-digit = { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } hat die { $digit } in { $unit } keinen Platz mehr: Das Rätsel hat keine Lösung.
ending-stalled = { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } greift keine Technik, und von hier aus gibt es keine Lösung.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } greift keine Technik: Das Rätsel hat mehr als eine Lösung; zwei davon unterscheiden sich in { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = Die Vorgaben verstoßen gegen die Regeln: { $clash }.
ending-misfit = Es gibt keine Lösung: Das Rätsel passt nicht in ein Gitter der Form { $shape }.
ending-nothing = Nichts zu tun: Jede Zelle ist schon gefüllt.
ending-solved-in = { $count ->
        [one] In 1 Schritt gelöst.
       *[other] In { $count } Schritten gelöst.
    }
ending-general-dead-cell = Es gibt keine Lösung: { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } kann { $cell } keine Ziffer enthalten.
ending-general-dead-digit = Es gibt keine Lösung: { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } hat die { $digit } in { $unit } keinen Platz mehr.
ending-general-several = Das Rätsel hat mehr als eine Lösung: { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } greift keine Technik, und zwei Lösungen unterscheiden sich in { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = Es gibt keine Lösung: { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } können { $count } Zellen in { $unit } ({ $cells }) zusammen nur { $digit_count } Ziffern enthalten ({ $digits }).
ending-general-stalled = Es gibt keine Lösung: { $step ->
        [0] Von Anfang an
       *[other] Nach Schritt { $step }
    } greift keine Technik, und der Löser findet keine Lösung.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
# German: every unit stands after "in", so the diagonal takes the dative article.
unit-the-diagonal = der { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = Hier greift keine Technik: Der nächste Zug ist geraten.
hint-look = { $an ->
       *[other] Suchen Sie nach der Technik { $technique }.
    }
hint-look-in = { $an ->
       *[other] Suchen Sie in { $units } nach der Technik { $technique }.
    }
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }Beteiligte Zellen: { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = die { $digit } in { $cell }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }Tragen Sie { $writes } ein.
hint-cross-out = { " " }Streichen Sie { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }: { $givens } Vorgaben ({ $from }), { $typed } { $typed ->
        [one] Ziffer
       *[other] Ziffern
    } eingegeben, noch { $open } offen
hint-givens-from = aus { $place }
hint-givens-generated = wie erzeugt
hint-givens-all = jede Ziffer als Vorgabe genommen; geben Sie das ursprüngliche Rätsel mit --givens an
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $cell } { $now ->
        [0] ist leer
       *[other] enthält { $now }
    }, aber das Rätsel in { $place } hat dort die Vorgabe { $given }: --givens muss das ursprüngliche Rätsel dieses Gitters angeben
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = Das Rätsel selbst ist nicht lösbar: { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Ziffern stehen im Konflikt: { $clashes }. Löschen Sie die eingegebene Ziffer und fragen Sie erneut.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } sollte { $right } sein)
hint-wrong = { $count ->
        [one] 1 eingegebene Ziffer ist falsch: { $cells }. Löschen Sie sie und fragen Sie erneut.
       *[other] { $count } eingegebene Ziffern sind falsch: { $cells }. Löschen Sie sie und fragen Sie erneut.
    }
hint-dead-end = Die bisherigen Ziffern lassen keine Lösung zu: Eine der eingegebenen Ziffern ist falsch.
hint-solved = Gelöst! Jede Ziffer ist richtig.
hint-stalled = Von hier aus greift keine Technik: Das Rätsel hat mehr als eine Lösung.
# With --reveal below a nudge: the whole step.
hint-in-full = (ausführlich: { $hint })
