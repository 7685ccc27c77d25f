# Die Wörter von sudoku-xlsx auf Deutsch.

## Die Statuszeile neben einem Gitter und im Terminal.

status-solved = Gelöst
status-several = Gelöst: Das Rätsel hat mehr als eine Lösung; eine davon wird gezeigt
status-no-solution = Es gibt keine Lösung.
status-clash = Die Vorgaben verstoßen gegen die Regeln: { $clashes }
status-undecided = Unentschieden: Der Löser konnte in { $time } nicht entscheiden; mit --time-limit bekommt er mehr Zeit
clash = { $first } und { $second } enthalten beide { $value } ({ $unit })
clash-separator = {"; "}
clash-more = und { $count ->
        [one] { $count } weiterer Konflikt
       *[other] { $count } weitere Konflikte
    }
clash-header = die Vorgaben verstoßen gegen die Regeln:

## Das Spielblatt.

play-solved = Gelöst!
play-to-go = noch { $count }
play-repeats = eine Ziffer kommt doppelt vor
play-red = Rot: Die Ziffer kommt in ihrer Zeile, Spalte oder ihrem Block doppelt vor
play-red-units = Rot: Die Ziffer kommt in einem ihrer Häuser doppelt vor
play-orange = Orange: nicht die Ziffer der Lösung
play-grey = Grau: Notizen (mehrere Ziffern, z. B. { $example })
play-type-marks = Geben Sie eine Ziffer von 1 bis { $n } ein oder Notizen: mehrere Ziffern (z. B. { $example }).
play-type-number = Geben Sie eine Zahl von 1 bis { $n } ein.
play-type-letter = Geben Sie 1-9 oder einen Buchstaben A-{ $last } ein.
play-type-hex = Geben Sie 0-9 oder einen Buchstaben A-F ein.
play-error-title = Sudoku
caption-level = Schwierigkeit: { $level }
caption-from = Quelle: { $place }
sheet-puzzle = Rätsel { $n }
sheet-solutions = Lösungen
sheet-booklet = Heft
solutions-title = Lösungen: Vorgaben fett

## Die Schwierigkeitsstufen.

level-easy = leicht
level-medium = mittel
level-hard = schwer
level-expert = sehr schwer
level-extreme = extrem
level-none = keine

## Die Häuser des Gitters.

unit-row = Zeile { $n }
unit-column = Spalte { $n }
unit-box = Block { $n }
unit-region = Region { $name }
unit-main-diagonal = Hauptdiagonale
unit-anti-diagonal = Gegendiagonale
unit-window = Windoku-Block { $n }

## Das Terminal.

wrote = { $path } geschrieben
skipped-empty = übersprungen (leer)
lang-unknown = es gibt keine Sprache „{ $code }“; die Sprachen sind { $list }

## Ablehnungen.

error-read = die Datei kann nicht gelesen werden: { $detail }
io-not-found = Datei nicht gefunden
io-permission = Zugriff verweigert
error-sheet-not-found = es gibt kein Blatt { $wanted }; die Arbeitsmappe hat { $sheets }
list-none = (keine)
list-more = { $shown } und { $count } weitere
cells-not-digits = { $count ->
        [one] 1 Zelle des Bereichs ist weder eine Ziffer 1-9 noch leer:
       *[other] { $count } Zellen des Bereichs sind weder Ziffern 1-9 noch leer:
    }
cells-not-symbols = { $count ->
        [one] 1 Zelle des Bereichs ist weder ein Zeichen des Gitters noch leer:
       *[other] { $count } Zellen des Bereichs sind weder Zeichen des Gitters noch leer:
    }
cells-no-region = { $count ->
        [one] 1 Zelle des Regionenbereichs ist leer:
       *[other] { $count } Zellen des Regionenbereichs sind leer:
    }
not-digit = { $value } ist keine Ziffer 1-9
value-text = der Text { $text }
value-logical = der Wahrheitswert { $text }
value-duration = eine Zeitdauer
value-date = ein Datum oder eine Uhrzeit
value-error = der Fehlerwert { $text }
not-digit-full-width = { $value } ist keine Ziffer 1-9 (es ist eine Ziffer in voller Breite; tippen Sie sie als gewöhnliche Ziffer)
not-digit-formula = die Formel ={ $formula } hat kein gespeichertes Ergebnis; öffnen Sie die Arbeitsmappe in Excel oder LibreOffice und speichern Sie sie, damit die Ergebnisse mitgespeichert werden
not-digit-merged = verbundene Zellen überlappen das Gitter; ein Gitter braucht einen Wert je Zelle, heben Sie die Verbindung also auf
not-symbol = { $value } ist kein Zeichen eines { $n }x{ $n }-Gitters ({ $allowed })
symbols-hex = 0-9, dann A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n } oder 1-9, dann A-{ $last }
no-region = leer; jede Zelle des Regionenbereichs braucht die Bezeichnung ihrer Region

## Die Schlusszeile.

summary = gelöst: { $solved }, mit mehreren Lösungen: { $several }, ohne Lösung: { $none }, ungültig: { $invalid }, übersprungen: { $skipped }, Fehler: { $errors }; geschriebene Dateien: { $written } in { $seconds } s
summary-undecided = unentschieden (Zeit abgelaufen): { $count }, { $rest }

## Die Techniken.

technique-hidden-single = Versteckter Single
technique-direct-locked-candidates = Locked Candidates (direkt)
technique-direct-hidden-pair = Verstecktes Paar (direkt)
technique-naked-single = Nackter Single
technique-direct-hidden-triple = Verstecktes Tripel (direkt)
technique-locked-candidates = Locked Candidates
technique-naked-pair = Nacktes Paar
technique-x-wing = X-Wing
technique-hidden-pair = Verstecktes Paar
technique-naked-triple = Nacktes Tripel
technique-swordfish = Schwertfisch
technique-hidden-triple = Verstecktes Tripel
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Unique Rectangle
technique-naked-quad = Nacktes Quadrupel
technique-jellyfish = Qualle
technique-hidden-quad = Verstecktes Quadrupel
technique-bug = BUG+1
technique-aligned-pair-exclusion = Aligned Pair Exclusion
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-finned-fish = Finned Fish
technique-w-wing = W-Wing
technique-simple-colouring = Simple Colors
technique-x-chain = X-Chain
technique-remote-pairs = Remote Pair
technique-xy-chain = XY-Chain
technique-als-xz = ALS-XZ
technique-aic = AIC (Alternating Inference Chain)
technique-aligned-triplet-exclusion = Aligned Triplet Exclusion
technique-cell-forcing-chain = Forcing Chain (Zelle)
technique-nishio-forcing-chain = Nishio-Forcing-Chain
technique-unit-forcing-chain = Forcing Chain (Haus)
technique-dynamic-forcing-chain = dynamische Forcing Chain
technique-nested-forcing-chain = verschachtelte Forcing Chain
technique-guess = Raten

sheet-steps = Schritte
sheet-candidates = Kandidaten
steps-title = Schritte für { $place }
candidates-title = Kandidaten für { $place }
step-heading = Schritt { $n } · { $technique } · { $difficulty }
steps-go-to = Gehe zu:
steps-none = Kein Schritt: Jede Zelle des Gitters ist gefüllt.
candidates-caption = Die Kandidaten vor dem ersten Schritt: jede Ziffer, die noch nicht in Zeile, Spalte oder Block der Zelle steht.
candidates-caption-units = Die Kandidaten vor dem ersten Schritt: jeder Wert, der noch in keinem Haus der Zelle steht.
steps-count = { $count ->
        [one] 1 Schritt.
       *[other] { $count } Schritte.
    }

verdict = { $level } ({ $score }, schwierigster Schritt: { $technique })
verdict-se = { $level } ({ $score }, schwierigster Schritt: { $technique }; Sudoku Explainer: { $se })
verdict-no-solution = keine Stufe (keine Lösung)
verdict-several = { $level } (2 oder mehr Lösungen)
verdict-full = nichts zu lösen (jede Zelle ist gefüllt)

givens-count = Vorgaben: { $count }
solutions-none = keine Lösung
solutions-one = eindeutig
solutions-several = mehrere Lösungen
rate-line = { $file }: { $place }: { $verdict }; { $givens }; { $solutions }{ $uses }
rate-uses = ; { $uses }
rate-summary = bewertet: { $rated }; leicht: { $easy }, mittel: { $medium }, schwer: { $hard }, sehr schwer: { $expert }, extrem: { $extreme } (davon mit mehreren Lösungen: { $several }), ohne Lösung und Stufe: { $none }; ungültig: { $invalid }, Fehler: { $errors }; { $seconds } s
interrupted = abgebrochen nach { $done } von { $total } Dateien

wrote-play = { $path } geschrieben ({ $count } Rätsel zum Spielen)
wrote-generated = { $path } geschrieben ({ $count } Rätsel, Startwert { $seed })
wrote-generated-chosen = { $path } geschrieben ({ $count } Rätsel, Startwert { $seed }; mit --seed entstehen dieselben Rätsel wieder)
wrote-solutions = Lösungen nach { $path } geschrieben
wrote-report = Bericht { $path } geschrieben

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, mehrere Lösungen
explain-verdict-no-solution = { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, keine Lösung
explain-path-score = { $score } SE; schwierigster Schritt dieses Lösungswegs: { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = Rätsel { $n }: { $rating }, { $givens } Vorgaben: { $puzzle }
generate-line-kind = Rätsel { $n } ({ $kind }): { $rating }, { $givens } Vorgaben: { $puzzle }
play-line = { $givens } Vorgaben, { $level }
play-nothing = { $place }: { $status } Es gibt nichts zu spielen; das Gitter wird ausgelassen.
play-no-answer = { $place }: Das Rätsel hat mehr als eine Lösung, also gibt es keine Antwort, mit der verglichen werden kann; lassen Sie --check-answers weg
play-several = { $place }: Das Rätsel hat mehr als eine Lösung; der Zähler meldet trotzdem, wann das Gitter voll ist und keine Regel verletzt
kind-with = { $kind } { $rule }
kind-jigsaw = Jigsaw
kind-diagonal = diagonal
kind-windoku = Windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = Warnung: { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [Standard: { $value }]
help-values-note = [mögliche Werte: { $values }]
