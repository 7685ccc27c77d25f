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
sheet-puzzle = Sudoku { $n }
sheet-solutions = Soluciones
sheet-booklet = Cuadernillo
solutions-title = Soluciones: números dados en negrita

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

## Rechazos.

error-read = no se puede leer el archivo: { $detail }
io-not-found = no existe ese archivo
io-permission = permiso denegado
error-sheet-not-found = no hay ninguna hoja { $wanted }; el libro tiene { $sheets }
list-none = (ninguna)
list-more = { $shown } y { $count } más
cells-not-digits = { $count ->
        [one] 1 celda del rango no es un dígito del 1 al 9 ni está vacía:
       *[other] { $count } celdas del rango no son dígitos del 1 al 9 ni están vacías:
    }
cells-not-symbols = { $count ->
        [one] 1 celda del rango no es un símbolo de la cuadrícula ni está vacía:
       *[other] { $count } celdas del rango no son símbolos de la cuadrícula ni están vacías:
    }
cells-no-region = { $count ->
        [one] 1 celda del rango de regiones está vacía:
       *[other] { $count } celdas del rango de regiones están vacías:
    }
not-digit = { $value } no es un dígito del 1 al 9
value-text = el texto { $text }
value-logical = el valor lógico { $text }
value-duration = una duración
value-date = una fecha u hora
value-error = el valor de error { $text }
not-digit-full-width = { $value } no es un dígito del 1 al 9 (es un dígito de ancho completo; escríbalo como un dígito normal)
not-digit-formula = la fórmula ={ $formula } no tiene un resultado guardado; abra el libro en Excel o LibreOffice y guárdelo para que se almacenen los resultados
not-digit-merged = hay celdas combinadas que se superponen a la cuadrícula; una cuadrícula necesita un valor por celda, así que separe las celdas
not-symbol = { $value } no es un símbolo de una cuadrícula de { $n }x{ $n } ({ $allowed })
symbols-hex = 0-9 y luego A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n }, o 1-9 y luego A-{ $last }
no-region = vacía; cada celda del rango de regiones necesita la etiqueta de su región

## La línea final.

summary = resueltos: { $solved }, con varias soluciones: { $several }, sin solución: { $none }, no válidos: { $invalid }, omitidos: { $skipped }, errores: { $errors }; archivos escritos: { $written } en { $seconds } s
summary-undecided = sin decidir (tiempo agotado): { $count }, { $rest }

## Las técnicas.

technique-hidden-single = single oculto
technique-direct-locked-candidates = candidatos bloqueados (directo)
technique-direct-hidden-pair = par oculto (directo)
technique-naked-single = single desnudo
technique-direct-hidden-triple = trío oculto (directo)
technique-locked-candidates = candidatos bloqueados
technique-naked-pair = par desnudo
technique-x-wing = X-Wing
technique-hidden-pair = par oculto
technique-naked-triple = trío desnudo
technique-swordfish = pez espada (Swordfish)
technique-hidden-triple = trío oculto
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = rectángulo único
technique-naked-quad = cuarteto desnudo
technique-jellyfish = Jellyfish
technique-hidden-quad = cuarteto oculto
technique-bug = BUG+1
technique-aligned-pair-exclusion = exclusión de pares alineados
technique-skyscraper = rascacielos (Skyscraper)
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = rectángulo vacío
technique-finned-fish = pez con aleta
technique-w-wing = W-Wing
technique-simple-colouring = coloreado simple
technique-x-chain = cadena X
technique-remote-pairs = pares remotos
technique-xy-chain = cadena XY
technique-als-xz = ALS-XZ
technique-aic = cadena de inferencias alternas (AIC)
technique-aligned-triplet-exclusion = exclusión de tríos alineados
technique-cell-forcing-chain = cadena forzada de celda
technique-nishio-forcing-chain = cadena forzada de Nishio
technique-unit-forcing-chain = cadena forzada de unidad
technique-dynamic-forcing-chain = cadena forzada dinámica
technique-nested-forcing-chain = cadena forzada anidada
technique-guess = conjetura

sheet-steps = Pasos
sheet-candidates = Candidatos
steps-title = Pasos de { $place }
candidates-title = Candidatos de { $place }
step-heading = Paso { $n } · { $technique } · { $difficulty }
steps-go-to = Ir a:
steps-none = Ningún paso: todas las celdas de la cuadrícula están llenas.
candidates-caption = Los candidatos antes del primer paso: cada número que aún no está en la fila, la columna ni la caja de la celda.
candidates-caption-units = Los candidatos antes del primer paso: cada valor que aún no está en ninguna unidad de la celda.
steps-count = { $count ->
        [one] 1 paso.
       *[other] { $count } pasos.
    }

verdict = { $level } ({ $score }, paso más difícil: { $technique })
verdict-se = { $level } ({ $score }, paso más difícil: { $technique }; Sudoku Explainer: { $se })
verdict-no-solution = ningún nivel (sin solución)
verdict-several = { $level } (2 o más soluciones)
verdict-full = nada que resolver (todas las celdas están llenas)

givens-count = números dados: { $count }
solutions-none = sin solución
solutions-one = solución única
solutions-several = varias soluciones
rate-line = { $file }: { $place }: { $verdict }; { $givens }; { $solutions }{ $uses }
rate-uses = ; { $uses }
rate-summary = valorados: { $rated }; fáciles: { $easy }, medios: { $medium }, difíciles: { $hard }, expertos: { $expert }, extremos: { $extreme } (con varias soluciones: { $several }), sin solución ni nivel: { $none }; no válidos: { $invalid }, errores: { $errors }; { $seconds } s
interrupted = interrumpido tras { $done } de { $total } archivos

wrote-play = Escrito: { $path } ({ $count ->
        [one] 1 sudoku
       *[other] { $count } sudokus
    } para jugar)
wrote-generated = Escrito: { $path } ({ $count ->
        [one] 1 sudoku
       *[other] { $count } sudokus
    }, semilla { $seed })
wrote-generated-chosen = Escrito: { $path } ({ $count ->
        [one] 1 sudoku
       *[other] { $count } sudokus
    }, semilla { $seed }; indique --seed para volver a crear los mismos sudokus)
wrote-solutions = Escritas las soluciones en { $path }
wrote-report = Escrito el informe { $path }

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }, varias soluciones
explain-verdict-no-solution = { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }, sin solución
explain-path-score = { $score } SE; el paso más difícil de este camino: { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = Sudoku { $n }: { $rating }, { $givens } pistas: { $puzzle }
generate-line-kind = Sudoku { $n } ({ $kind }): { $rating }, { $givens } pistas: { $puzzle }
play-line = { $givens } pistas, { $level }
play-nothing = { $place }: { $status } No hay nada que jugar; se deja fuera.
play-no-answer = { $place }: el sudoku tiene más de una solución, así que no hay respuesta con la que comparar; quite --check-answers
play-several = { $place }: el sudoku tiene más de una solución; el contador sigue indicando cuándo la cuadrícula está llena sin romper ninguna regla
kind-with = { $kind } { $rule }
kind-jigsaw = irregular
kind-diagonal = diagonal
kind-windoku = windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = aviso: { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [predeterminado: { $value }]
help-values-note = [valores posibles: { $values }]
