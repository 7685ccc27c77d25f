## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }: la entrada { $name } del zip se omite en la copia: su nombre podría escribir fuera de la carpeta en la que se descomprime, y ninguna parte de un libro tiene un nombre así
# $grid: the grid's sheet and range.
note-no-room = { $file }: { $grid }: no queda ninguna celda libre junto a la cuadrícula para su línea de estado; todas las celdas de alrededor contienen datos suyos
error-macros-not-copied = el libro no se puede copiar con sus macros ({ $why }); use --grid-only para obtener solo las cuadrículas
note-rebuilt = { $file }: la copia se ha reconstruido en lugar de editarse, ya que { $why }
error-macro-name = el libro tiene macros, que la copia conserva, y Excel solo abre un libro con macros si su nombre termina en .xlsm; dé a la copia la extensión .xlsm (o use --grid-only para obtener solo las cuadrículas)
error-interrupted = interrumpido; no se ha escrito nada
note-more-cut = { $file }: y { $count ->
        [one] { $count } celda más recortada u omitida
       *[other] { $count } celdas más recortadas u omitidas
    }
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }: la hoja { $from } se llama { $to } en la copia resuelta (Excel admite 31 caracteres como máximo, ninguno de []:*?/\, y no admite dos nombres que solo se diferencien en mayúsculas y minúsculas)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = gráficos
lost-images = imágenes
lost-macros = macros
lost-controls = controles
lost-pivot-tables = tablas dinámicas
lost-comments = comentarios
lost-tables = tablas
lost-conditional-formats = formatos condicionales
lost-data-validation = validación de datos
lost-chart-sheets = hojas de gráfico
lost-macro-sheets = hojas de macros y de diálogo
note-not-carried = el libro original contiene { $list }, que la copia resuelta no conserva
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }: está más allá de la última fila o columna que admite una hoja; se omite
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }: { $what }
note-formula-cut = una fórmula de más de 8192 caracteres se ha sustituido por su valor guardado
note-text-cut = un texto de más de 32 767 caracteres se ha recortado a esa longitud

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = nota: { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = error interno: { $what }{ $at }; se trata de un fallo del programa: por favor, notifíquelo junto con la entrada que lo provocó
note-long-title = --title tiene { $count } caracteres, más de los que caben en el encabezado de una página impresa; los encabezados lo muestran abreviado con «…» (la propiedad de título del libro lo conserva completo)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = el fragmento { $shard } no contiene ningún archivo ({ $count ->
        [one] se encontró { $count } en total
       *[other] se encontraron { $count } en total
    }); escribe un informe vacío, si se ha pedido uno
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets omite { $count ->
        [one] una hoja que añadió sudoku-xlsx y que no contiene ningún sudoku
       *[other] hojas que añadió sudoku-xlsx y que no contienen ningún sudoku
    }: { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = los números dados de { $place } rompen las reglas
problem-no-solution = la cuadrícula de { $place } no tiene solución
# $evidence in error-not-the-grid.
evidence-more-symbols = la cuadrícula que hay ahí contiene { $symbols } símbolos; el rango, { $givens }
evidence-borders = hay bordes dibujados alrededor de { $grid }
# $cells: the range's only digits, joined with commas.
evidence-against-edge = sus únicos dígitos, { $cells }, están pegados al borde de esa cuadrícula

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = clásico de 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind } con cajas de { $boxes }
kind-hex = (dígitos hexadecimales)
rules-boxes-misfit = --boxes { $boxes } no encaja en una cuadrícula de { $n }x{ $n }: una caja debe tener { $n } celdas
rules-hex-size = --symbols hex es para cuadrículas de 16x16, y esta es de { $n }x{ $n }
rules-windoku-size = --windoku necesita una cuadrícula de 9x9, y esta es de { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx escribió esta cuadrícula como un sudoku { $kind } (así consta en el libro), que no admite { $flags }; { $count ->
        [one] omita esa opción
       *[other] omita esas opciones
    }
rules-regions-size = el rango de regiones es de { $side }x{ $side }, pero la cuadrícula de { $place } es de { $size }x{ $size }; indique un rango del tamaño de la cuadrícula
rules-regions-place = { $place } (las regiones)
rules-hex-zero = { $cell } contiene un 0 y las letras llegan hasta la F, como en los dígitos hexadecimales 0-F; indique --symbols hex, o escriba los dígitos como 1-9 y A-G, con 0 o nada en las celdas vacías

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }: { $place }  { $givens } números dados  { $kind }
find-bad-cells = celdas no válidas
find-full = completa
find-unique = solución única
find-several-solutions = varias soluciones
find-no-solution = sin solución
find-givens-clash = números dados en conflicto
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : { $cells } { $count ->
        [one] no es un dígito del 1 al 9 ni está vacía; corríjala
       *[other] no son dígitos del 1 al 9 ni están vacías; corríjalas
    } para usar la cuadrícula
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(los dígitos también encajan en { $places }: compruebe cuál es el correcto)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }: { $blocks }: resultados de fórmulas (cálculos del propio libro), no se leen como sudokus; indique un rango para leer uno
find-none = { $file }: no se encontró ninguna cuadrícula (una cuadrícula es un bloque de 9x9 con al menos 17 dígitos)
find-table = { $file }: { $place }: un bloque de números demasiado grande o denso para contener cuadrículas de sudoku (una tabla); no se examina
# $seconds: the time taken, with two decimals.
find-summary = { $grids ->
        [one] { $grids } cuadrícula encontrada
       *[other] { $grids } cuadrículas encontradas
    } en { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } (ilegibles: { $unreadable }); { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }: se { $count ->
        [one] omitió { $count } línea que no es un sudoku
       *[other] omitieron { $count } líneas que no son sudokus
    }: { $places }
explain-passed-rows = { $file }: se { $count ->
        [one] omitió { $count } fila que no es un sudoku
       *[other] omitieron { $count } filas que no son sudokus
    }: { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }: solo se escribieron hojas de Pasos para las primeras { $first } cuadrículas; las otras { $count } se explican arriba y en el informe (las hojas de cada cuadrícula ocupan memoria hasta que se guarda la copia)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = fila { $n }
place-line = línea { $n }
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $place } de { $sheet }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }: { $place }: no válido: { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions lee las etiquetas de las regiones de un rango del libro, y una lista no lo tiene; resuelva los sudokus irregulares como cuadrículas
list-line-length = un sudoku de { $n }x{ $n } tiene { $expected } símbolos, y esta línea, { $found }
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = el carácter { $position } ({ $found }) no es una cifra de una cuadrícula de { $n }x{ $n }
list-more-problems = { $file }: { $count ->
        [one] { $count } problema más sin mostrar
       *[other] { $count } problemas más sin mostrar
    }; --report los enumera todos
list-more-problems-report = { $file }: { $count ->
        [one] { $count } problema más sin mostrar
       *[other] { $count } problemas más sin mostrar
    } (consulte el informe)
# $output: the file written.
list-summary = { $file }: { $count ->
        [one] { $count } sudoku
       *[other] { $count } sudokus
    } (resueltos: { $solved }, con varias soluciones: { $several }, sin solución: { $none }, no válidos: { $invalid }) -> { $output }
error-text-to-file = la salida de texto solo se puede escribir en un archivo
# A list entry stored as a number in the sheet.
list-stored-as-number = el sudoku está guardado como número, lo que hace perder dígitos; aplique el formato de texto a la columna y vuelva a escribirlo
# $kib: the longest line read, in KiB.
list-line-too-long = la línea ocupa más de { $kib } KiB; una línea de sudoku tiene 81 caracteres
list-not-separated = el sudoku no está separado de lo que le sigue
list-spaced = { $count } caracteres con espacios entre los dígitos: los espacios no se leen como celdas vacías; escriba . o 0 para cada celda vacía

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = archivos
progress-puzzles = sudokus
progress-elapsed = transcurrido: { $elapsed }
progress-elapsed-eta = transcurrido: { $elapsed }, restante: { $eta }
progress-counts = resueltos: { $solved }, fallidos: { $failed }
# $detail: what the system said.
error-threads = no se pueden iniciar los hilos de trabajo: { $detail }
error-interrupted-after = interrumpido después de escribir la salida

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = no se encontró ningún sudoku { $level } en { $limit } s (probados: { $tried }); { $why }
generate-none-found = no se encontró ningún sudoku en { $limit } s (probados: { $tried }); { $why }
generate-why-four = un sudoku de 4x4 nunca requiere más que singles, así que todos los de 4x4 son fáciles
generate-why-time = dele más tiempo con --time-limit o pida otro nivel
generate-why-large = en los tamaños mayores de 10x10, la valoración usa singles, candidatos bloqueados, subconjuntos y peces, así que los niveles más difíciles salen enseguida y los más fáciles, rara vez
generate-no-full-grid = esta forma no tiene ninguna cuadrícula completa
generate-full-grid-time = no se encontró ninguna cuadrícula completa de esta forma en { $limit } s; dele más tiempo con --time-limit
generate-more-time = { $why }; dele más tiempo con --time-limit
# $n: the puzzle's number; $why: why it was not made.
generate-failed = sudoku { $n }: { $why }
generate-not-made = sudoku { $n }: no se ha creado
generate-nothing-written = no se ha escrito nada; dele más tiempo con --time-limit o elija otro valor de --difficulty
generate-nothing-written-givens = no se ha escrito nada; dele más tiempo con --time-limit o elija otro valor de --difficulty o de --givens
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $count ->
        [one] { $count } de { $total } sudokus no se pudo reducir a { $target } números dados y tiene más: sudoku { $puzzles }
       *[other] { $count } de { $total } sudokus no se pudieron reducir a { $target } números dados y tienen más: sudokus { $puzzles }
    }; { $advice }
givens-advice-time = el límite de tiempo se agotó antes: dele más tiempo con --time-limit, o pida --givens { $reached } o más
givens-advice-seldom = cuadrícula tras cuadrícula, no se conseguía acercarse más, así que más tiempo no ayudaría: este generador rara vez baja a { $target } números dados; pida --givens { $reached } o más
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = cuadrícula tras cuadrícula, no se conseguía acercarse más, así que más tiempo no ayudaría: este generador rara vez baja a { $target } números dados, y menos aún con --symmetry { $symmetry } (--symmetry none permite sudokus con menos números dados); pida --givens { $reached } o más
# Why no jigsaw layout came out.
layout-bad-size = no se admiten cuadrículas de tamaño { $n }; use uno de estos: 4, 6, 8, 9, 10, 12, 15, 16, 25
layout-not-found = no se encontró ninguna distribución irregular de { $n }x{ $n } con una cuadrícula completa en { $tries } intentos
layout-out-of-time = no se encontró ninguna distribución irregular de { $n }x{ $n } con una cuadrícula completa en el tiempo disponible (intentos: { $tries })

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }: no es un informe como los que escribe sudoku-xlsx: { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }: una fila tiene el orden { $order }, que sudoku-xlsx no escribe
merge-two-shards = { $file } contiene filas del fragmento { $first } y del fragmento { $second }: no es el informe de un solo proceso
merge-out-of-order = { $file }: las filas no están en el orden en que las escribió el proceso ({ $order } va después de uno posterior)
merge-kinds = { $first } y { $second } no son del mismo tipo: el informe combinado y todos los informes que se combinan deben ser o todos CSV o todos JSON
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } tiene las columnas { $first_columns }, pero { $second } tiene { $second_columns }: combine informes del mismo comando ejecutado con las mismas opciones
# $why: what is wrong with the text.
merge-shard-column = { $file }: la columna shard contiene { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = los procesos listaron lotes distintos ({ $a } y { $b } eran ambos su archivo número { $n }): algún archivo apareció o desapareció mientras se iniciaban; vuelva a ejecutar todos los fragmentos sobre un mismo lote
merge-batches-two-places = los procesos listaron lotes distintos ({ $file } era el archivo número { $first } de uno y el número { $second } de otro): algún archivo apareció o desapareció mientras se iniciaban; vuelva a ejecutar todos los fragmentos sobre un mismo lote
merge-other-run = { $first } pertenece a una ejecución de { $n } fragmentos, pero { $second } es el fragmento { $shard }: combine los informes de una misma ejecución
merge-shard-twice = { $first } y { $second } contienen ambos el fragmento { $shard }
merge-too-many = se indicaron { $given } informes para una ejecución de { $n } fragmentos; indique el informe de cada fragmento una sola vez
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count ->
        [one] falta el informe del fragmento { $shards }
       *[other] faltan los informes de los fragmentos { $shards }
    }; indique el informe de cada fragmento (un fragmento sin archivos escribe uno vacío)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } informe, vacío
       *[other] { $count } informes, todos vacíos
    }
merged-shards = { $count ->
        [one] el { $count } informe
       *[other] los { $count } informes
    } de { $shards } fragmentos
merged-in-order = { $count ->
        [one] { $count } informe
       *[other] { $count } informes en el orden indicado (no tienen columnas de fragmento)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = Combinación de { $what }: { $rows ->
        [one] { $rows } fila
       *[other] { $rows } filas
    } de { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }{ $counts }; escrito: { $output }
invalid-why = no válido: { $why }

## The rest of the refusals.

error-report-name = { $file }: un informe se escribe en CSV o JSON; dele la extensión .csv o .json
error-not-a-file = no es un archivo normal (una tubería o un dispositivo); guarde primero el libro o la lista en un archivo
# In rate's report message column and on the terminal.
rate-clash = los números dados rompen las reglas
# Grid shapes that cannot be built.
shape-boxes = las cajas de { $rows }x{ $cols } no encajan en una cuadrícula de { $n }x{ $n } (filas x columnas debe dar { $n })
shape-region-cells = el mapa de regiones tiene { $found } celdas, y una cuadrícula de { $n }x{ $n } tiene { $cells }
shape-region-count = el mapa de regiones tiene { $found } regiones, y una cuadrícula de { $n }x{ $n } necesita { $n }
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = cada región necesita { $n } celdas: { $sizes }
shape-region-has = la región { $region } tiene { $count }
shape-windoku = el windoku necesita una cuadrícula de 9x9, no de { $n }x{ $n }

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }: una página contiene 1, 2, 4 o 6 sudokus
value-size = { $text }: una cuadrícula tiene 4, 6, 8, 9, 10, 12, 15, 16 o 25 celdas de lado
value-seconds = { $text }: indique un número de segundos mayor que 0 y de como mucho 86400, como 60 o 0.5
value-boxes = { $text }: indique la forma de la caja como filas x columnas, p. ej. 2x3
value-symmetry = simetría desconocida { $text }; use none, rotational o mirror
value-level = nivel desconocido { $text }; use easy, medium, hard, expert o extreme
value-hint-level = nivel de pista desconocido { $text }; use nudge, cells o full
value-paper = tamaño de papel desconocido { $text }; use a4 o letter
# $why: one of the shard-* reasons below.
shard-bad = { $text }: { $why }; indique K/N con 1 <= K <= N, p. ej. 2/8
shard-not-a-shard = no es un fragmento
shard-whole-numbers = K y N deben ser números enteros
shard-n-zero = N debe ser al menos 1
shard-n-large = N puede ser como máximo { $most }
shard-k-range = K debe estar entre 1 y { $n }
shard-index-bad = { $text }: { $why }; indique I/N con 0 <= I < N, p. ej. 0/8
shard-not-an-index = no es un índice de fragmento
shard-i-whole = I debe ser un número entero
shard-i-large = I es demasiado grande
# $given: I/N as typed.
shard-i-range = I debe estar entre 0 y N-1, y N debe ser al menos 1; { $given } no lo cumple
# $seconds: the time spent, with one decimal.
generate-timeout = no se encontró ningún sudoku { $level } en { $seconds } s (intentos: { $attempts })
generate-too-many-givens = un sudoku tiene como máximo 81 números dados, no { $n }

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = la parte { $part } del libro
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $size } al descomprimir { $packed }{ $why }
large-limit = ; el límite es { $limit }
large-bomb = ; parece una bomba de descompresión
large-shared-strings = la parte de cadenas compartidas
large-strings-claimed = declara { $claimed } cadenas en { $size }, que no pueden contener tantas
large-file = el archivo
large-xls = { $size }; el límite para los archivos .xls es { $limit }
large-spreadsheet = el libro
large-ods-cells = sus hojas abarcan { $cells } celdas o más, contando una a una las repeticiones; el límite para los archivos .ods es { $limit } (elimine lo que esté lejos de la cuadrícula o guárdelo como .xlsx)
large-ods-text = sus celdas contienen { $mib } MiB de texto o más, contando uno a uno las repeticiones y los espacios; el límite es { $limit } MiB
large-list = la lista
large-list-lines = más de 4 294 967 295 líneas; divídala en archivos más pequeños
size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
damaged-overlap = dos partes del archivo zip comparten sus bytes, un truco propio de las bombas de descompresión
note-more-cells = y { $count ->
        [one] { $count } celda más recortada u omitida
       *[other] { $count } celdas más recortadas u omitidas
    }

## Saving, and jigsaw regions read from labels.

save-no-extension = el nombre no tiene extensión; dé al libro la extensión .xlsx (o .xlsm, .xltx, .xltm)
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx escribe libros de Excel, no archivos .{ $ext }; dé a la salida la extensión .xlsx (o .xlsm, .xltx, .xltm)
save-not-a-file = no es un archivo normal (una carpeta, un dispositivo o una tubería); indique un archivo en el que escribir
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = la región { $region } tiene { $count } (empieza en { $cell })
regions-count = un sudoku irregular de { $n }x{ $n } necesita { $n } regiones de { $n } celdas cada una; las etiquetas forman { $count ->
        [one] { $count } región
       *[other] { $count } regiones
    }
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }: { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = no se pudo decidir en { $time }
generate-out-of-time = no se encontró ni se descartó ninguna cuadrícula completa en el tiempo disponible
usage-give-seed = indique una semilla (--seed)
large-xls-cells = sus hojas abarcan { $cells } celdas o más desde su primera celda usada hasta la última; el límite para los archivos .xls es { $limit } (elimine lo que esté lejos de la cuadrícula o guárdelo como .xlsx)
large-xls-sheet = una hoja declara { $rows } filas y { $cols } columnas; una hoja .xls tiene como máximo 65536 filas y 256 columnas
