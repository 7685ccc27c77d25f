## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = el archivo está vacío
format-word = es un documento de Word, no un libro
format-powerpoint = es una presentación de PowerPoint, no un libro
format-zip = es un archivo zip que no contiene ningún libro
format-pdf = es un documento PDF, no un libro
format-other = este archivo no es un libro
error-unknown-format = { $what }; sudoku-xlsx lee libros .xlsx, .xlsm, .xltx, .xlsb, .xls y .ods
error-encrypted = el libro está cifrado; guárdelo sin contraseña y vuelva a intentarlo
# $detail: what the reader said, as it said it.
error-damaged = el libro está dañado y no se puede leer ({ $detail }); ábralo en Excel o LibreOffice y vuelva a guardarlo
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } es demasiado grande para leerse con seguridad ({ $detail })
error-too-much-to-carry = las hojas del libro contienen { $mib } MiB de datos descomprimidos, más de los { $limit } MiB que admite una copia resuelta
error-too-many-formats = la copia resuelta necesitaría { $formats } formatos de celda, más de los { $most } que abre Excel (el libro tiene { $have })
error-no-worksheet = el libro no tiene ninguna hoja de cálculo
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = número { $n } (hay { $count })
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = hoja de gráfico
sheet-macro = hoja de macros
sheet-dialog = hoja de diálogo
error-not-a-worksheet = la hoja { $sheet } es una { $kind }, no una hoja de cálculo con celdas (hojas de cálculo: { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = Aquí había una { $kind } en el libro original; sudoku-xlsx no la copia.
error-name-not-found = { $name } no es un rango como A1:I9 ni un nombre definido en el libro (nombres definidos: { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = el nombre { $name } hace referencia a { $refers }: { $why }
error-sheet-mismatch = el rango { $range } está en la hoja { $range_sheet }, pero se eligió la hoja { $sheet }
error-overlapping = las cuadrículas { $first } y { $second } de la hoja { $sheet } comparten celdas; indique rangos que no se superpongan
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } es una cuadrícula de { $size }x{ $size }; { $what } solo lee cuadrículas de 9x9 (solve, rate, explain y generate admiten otros tamaños)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } parece ser solo una parte de una cuadrícula situada en { $grid } ({ $evidence })
error-empty-range = { $place } está vacío, pero la hoja tiene una cuadrícula en { $grids }
error-ambiguous = los dígitos de { $place } también podrían leerse como la cuadrícula de { $also }; la cuadrícula no se adivina
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }; la cuadrícula parece estar en { $grid }
error-in-table = { $place } forma parte de una tabla de números, no de una cuadrícula de sudoku: casi cualquier bloque de 9x9 a su alrededor podría leerse como una
error-no-grid = no se encontró ninguna cuadrícula de 9x9 con al menos 17 dígitos en { $count ->
        [one] la hoja
       *[other] las hojas
    } { $sheets }
error-no-sized-grid = no se encontró ninguna cuadrícula de { $size }x{ $size } en { $count ->
        [one] la hoja
       *[other] las hojas
    } { $sheets }
error-output-exists = el archivo de salida ya existe
error-output-folder-missing = la carpeta del archivo de salida no existe
# $detail: what the system said.
error-write = no se puede escribir el archivo de salida: { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } no es una dirección de celda como C4
address-row-zero = { $text }: las filas se numeran a partir de 1
address-row-too-large = { $text }: una hoja tiene las filas 1 a 1048576
address-column-too-large = { $text }: una hoja tiene las columnas A a XFD
address-not-a-range = { $text } no es un rango como A1:I9
# $fixed: the same range written the right way round.
address-backwards = { $text } está escrito al revés; escriba primero la celda superior izquierda: { $fixed }
address-not-square = { $text } tiene { $rows } filas por { $cols } columnas; una cuadrícula de sudoku es de 9 por 9 (por ejemplo, A1:I9), o cuadrada con 4, 6, 8, 10, 12, 15, 16 o 25 celdas de lado (A1:P16 es de 16x16)
address-bad-sheet-name = { $text }: el nombre de la hoja no está bien entre comillas simples; escríbalo así: 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = el archivo de salida reemplazaría el de entrada; elija otro nombre con -o
cli-no-puzzle-line = no se encontró ninguna línea de sudoku; una línea de sudoku tiene 81 caracteres del 1 al 9, con . o 0 para una celda vacía
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = no se encontró ningún sudoku en la columna { $column } de { $count ->
        [one] la hoja
       *[other] las hojas
    } { $sheets }; un sudoku son 81 caracteres del 1 al 9, con . o 0 para una celda vacía, en una celda de esa columna, un sudoku por fila; elija la columna con --list
# After the folder's name and a colon.
cli-folder-missing = la carpeta no existe; créela primero (solo la carpeta de --out-dir se crea automáticamente)
cli-not-a-worksheet = la hoja { $sheet } es una { $kind }, no una hoja de cálculo con celdas; elija otra con --sheet (hojas de cálculo: { $worksheets })
cli-too-much = { $error }; use --grid-only para escribir solo las cuadrículas resueltas
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }; use --range { $grid }, o --range auto (--exact lee el rango tal como se indica)
cli-empty-range-nine = { $error }; use --range { $grid }, o --range auto
cli-empty-range = { $error }; use --range { $grid }
cli-ambiguous = { $error }; indique con --range la cuadrícula que busca
cli-in-table = { $error }; indique el rango de la cuadrícula con --range (--exact lee el rango tal como se indica)
cli-grid-elsewhere-nine = { $error }: use --range { $grid }, o --range auto
cli-grid-elsewhere = { $error }: use --range { $grid }
cli-no-grid = { $error }; indique con --range dónde está la cuadrícula
cli-sheet-mismatch = --range { $range } está en la hoja { $range_sheet }, pero --sheet elige { $sheet }; quite una de las dos opciones o haga que coincidan
cli-output-exists = el archivo de salida ya existe; use --force para reemplazarlo, o -o para elegir otro nombre

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = valor { $value } no válido para { $arg }: { $reason }
clap-unknown-argument = se encontró el argumento inesperado { $arg }
clap-unknown-command = subcomando no reconocido { $name }
clap-missing = no se indicaron los siguientes argumentos obligatorios: { $args }
clap-conflict = el argumento { $arg } no se puede usar con { $other }
clap-more = Para más información, pruebe '--help'.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = esto es un archivo de texto, no un libro (para listas de sudokus, vea `solve --help`)
evidence-digits = cifras en { $cells }, justo { $sides }
side-below = debajo
side-above = encima
side-right = a la derecha
side-left = a la izquierda
evidence-moved = las mismas cifras, leídas { $moves }, forman un sudoku mejor
move-lower = { $count ->
        [one] 1 fila
       *[other] { $count } filas
    } más abajo
move-higher = { $count ->
        [one] 1 fila
       *[other] { $count } filas
    } más arriba
move-right = { $count ->
        [one] 1 columna
       *[other] { $count } columnas
    } más a la derecha
move-left = { $count ->
        [one] 1 columna
       *[other] { $count } columnas
    } más a la izquierda

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = el carácter { $position } es { $found }; una línea de sudoku usa solo 1-9, y . o 0 para una celda vacía
puzzle-length = una línea de sudoku tiene 81 caracteres, esta tiene { $count }
puzzle-cells = se esperaban { $expected } celdas, hay { $found }
puzzle-symbol = celda { $cell }: { $ch } no es una cifra de una cuadrícula de { $n }x{ $n }
puzzle-hex = los símbolos hexadecimales son para cuadrículas de 16x16, no de { $n }x{ $n }
puzzle-refused = el sudoku: { $why }
puzzle-several = el sudoku tiene más de una solución
puzzle-no-level = sin nivel: { $why }; solo se valora un sudoku con exactamente una solución
puzzle-hint-nine = las pistas son para sudokus de 9x9; pida los pasos en su lugar

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = no se encontró ningún libro en { $places }
usage-no-workbooks = no se encontró ningún libro
usage-all-sheets-ranges = --all-sheets admite rangos simples como A1:I9, no nombres ni rangos en una hoja con nombre
usage-auto-alone = --range auto encuentra todas las cuadrículas; indíquelo solo, sin otros rangos
usage-auto-regions = --range auto no admite --regions; indique el rango de la cuadrícula, por ejemplo { $range }
usage-range-size = --range { $range } es de { $side }x{ $side } pero --size es { $n }; indique un rango de { $n } por { $n } celdas u omita --size
usage-regions-size = --regions { $regions } es de { $side }x{ $side } pero --range { $range } es de { $grid }x{ $grid }; el rango de las regiones tiene el tamaño de la cuadrícula
usage-shard-output = --shard { $shard } reparte un lote de archivos entre procesos, y -o nombra la salida de un solo libro; indique la carpeta o los archivos que repartir, con --out-dir si las salidas van a otro sitio
usage-list-column = --list admite una letra de columna como C, no { $text }
usage-regions-boxes = --regions sustituye a las cajas; indique --boxes o --regions, no ambos
usage-windoku-regions = las cajas adicionales del windoku necesitan las cajas 3x3 habituales, no --regions
usage-solutions-to-same = --solutions-to nombra el propio libro de los sudokus; indique otro archivo
usage-hex-size = --symbols hex es para sudokus de 16x16; añada --size 16
usage-givens-nine = --givens es para sudokus de 9x9; los demás tamaños y variantes tienen tan pocos números dados como permite la simetría
usage-per-page-nine = los cuadernillos --per-page son para sudokus de 9x9
usage-jigsaw-size = --jigsaw crea distribuciones de hasta 16x16; una distribución irregular de 25x25 con la cuadrícula completa es demasiado rara para encontrarla a tiempo
usage-play-report = play no escribe informe; omita --report
usage-explain-list-output = explain escribe libros solo para cuadrículas; una lista de sudokus se explica en el terminal y con --report ARCHIVO.json
usage-report-output = el informe sustituiría una salida
usage-one-output = -o nombra un solo archivo de salida, pero se indicaron { $count } entradas; use --out-dir para varias
usage-same-output = { $first } y { $second } se escribirían ambos en { $output }; resuélvalos por separado o use --out-dir con carpetas distintas

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint lee una cuadrícula en juego dentro de un libro, no una lista de sudokus
hint-not-a-file = no es un archivo normal (una tubería o un dispositivo); guarde primero el libro en un archivo
hint-a-folder = es una carpeta; hint lee un solo libro
hint-several-grids = se encontraron { $count } cuadrículas ({ $places }); indique con --range la que se está jugando
hint-kind = { $place } es una cuadrícula { $kind }
hint-larger = { $place } contiene letras o números mayores que 9 ({ $cell }: { $what }), como una cuadrícula más grande
hint-nine-only = { $why }; hint solo trabaja con cuadrículas clásicas de 9x9 (explain muestra cada paso de otros tamaños y variantes)
batch-warning-files = { $count } archivos ({ $first } y otros): { $words }
