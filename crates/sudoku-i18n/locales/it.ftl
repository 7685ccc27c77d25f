# Le parole di sudoku-xlsx in italiano.

## La riga di stato accanto a una griglia e nel terminale.

status-solved = Risolto
status-several = Risolto: il sudoku ha più di una soluzione; ne viene mostrata una
status-no-solution = Non esiste alcuna soluzione.
status-clash = I numeri dati violano le regole: { $clashes }
status-undecided = Indeciso: il risolutore non è riuscito a decidere in { $time }; concedigli più tempo con --time-limit
clash = { $first } e { $second } contengono entrambe il { $value } ({ $unit })
clash-separator = {"; "}
clash-more = e { $count ->
        [one] un altro conflitto
       *[other] altri { $count } conflitti
    }
clash-header = i numeri dati violano le regole:

## Il foglio di gioco.

play-solved = Risolto!
play-to-go = da riempire: { $count }
play-repeats = una cifra si ripete
play-red = Rosso: la cifra si ripete nella sua riga, colonna o riquadro
play-red-units = Rosso: la cifra si ripete in una delle sue unità
play-orange = Arancione: non è la cifra della soluzione
play-grey = Grigio: note (più cifre, ad es. { $example })
play-type-marks = Digita una cifra da 1 a { $n }, o delle note: più cifre (ad es. { $example }).
play-type-number = Digita un numero da 1 a { $n }.
play-type-letter = Digita 1-9 o una lettera A-{ $last }.
play-type-hex = Digita 0-9 o una lettera A-F.
play-error-title = Sudoku
caption-level = Livello: { $level }
caption-from = Origine: { $place }

## I livelli.

level-easy = facile
level-medium = medio
level-hard = difficile
level-expert = esperto
level-extreme = estremo
level-none = nessuno

## Le unità della griglia.

unit-row = riga { $n }
unit-column = colonna { $n }
unit-box = riquadro { $n }
unit-region = regione { $name }
unit-main-diagonal = diagonale principale
unit-anti-diagonal = antidiagonale
unit-window = riquadro windoku { $n }

## Il terminale.

wrote = Scritto: { $path }
skipped-empty = saltata (vuota)
lang-unknown = non esiste la lingua «{ $code }»; le lingue sono { $list }
