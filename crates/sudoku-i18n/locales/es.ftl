# Las palabras de sudoku-xlsx en español.

## La línea de estado junto a una cuadrícula y en el terminal.

status-solved = Resuelto
status-several = Resuelto: el sudoku tiene más de una solución; se muestra una
status-no-solution = No existe ninguna solución.
status-clash = Los números dados rompen las reglas: { $clashes }
status-undecided = Sin decidir: el resolvedor no pudo decidir en { $time }; dele más tiempo con --time-limit
clash = { $first } y { $second } contienen ambas el { $value } ({ $unit })
clash-separator = {"; "}
clash-more = y { $count ->
        [one] { $count } conflicto más
       *[other] { $count } conflictos más
    }
clash-header = los números dados rompen las reglas:

## La hoja de juego.

play-solved = ¡Resuelto!
play-to-go = por rellenar: { $count }
play-repeats = un número se repite
play-red = Rojo: el número se repite en su fila, columna o caja
play-red-units = Rojo: el número se repite en una de sus unidades
play-orange = Naranja: no es el número de la solución
play-grey = Gris: anotaciones (varios números, p. ej. { $example })
play-type-marks = Escriba un número del 1 al { $n }, o anotaciones: varios números (p. ej. { $example }).
play-type-number = Escriba un número del 1 al { $n }.
play-type-letter = Escriba 1-9 o una letra A-{ $last }.
play-type-hex = Escriba 0-9 o una letra A-F.
play-error-title = Sudoku
caption-level = Nivel: { $level }
caption-from = Origen: { $place }

## Los niveles.

level-easy = fácil
level-medium = medio
level-hard = difícil
level-expert = experto
level-extreme = extremo
level-none = ninguno

## Las unidades de la cuadrícula.

unit-row = fila { $n }
unit-column = columna { $n }
unit-box = caja { $n }
unit-region = región { $name }
unit-main-diagonal = diagonal principal
unit-anti-diagonal = diagonal secundaria
unit-window = caja windoku { $n }

## El terminal.

wrote = Escrito: { $path }
skipped-empty = omitida (vacía)
lang-unknown = no hay ningún idioma «{ $code }»; los idiomas son { $list }
