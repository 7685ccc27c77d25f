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
