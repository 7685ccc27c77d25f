## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx: resolver los sudokus de sus hojas de cálculo
page-description = Resuelva, explique y genere sudokus guardados en libros de Excel, o juegue con ellos, en su navegador. No se sube nada.
# HTML.
page-lead = Resuelva y explique los sudokus de sus hojas de cálculo, juegue con ellos o cree otros nuevos. Todo ocurre en este navegador: <strong>sus archivos nunca se suben</strong>, y una vez cargada, esta página funciona sin conexión.
page-loading = Cargando el resolvedor…
page-ready = Listo. Sus archivos se quedan en este equipo.
# $reason: what the browser said.
page-no-start = El resolvedor no pudo iniciarse en este navegador: { $reason }
# The picker of the page's language.
page-language = Idioma

page-files-title = Sus libros
page-drop-main = Elija libros o arrástrelos hasta aquí
page-drop-note = .xlsx, .xlsm, .xltx, .xls, .xlsb o .ods con un sudoku de 9x9 escrito en las celdas (en blanco o con 0 donde falta el número), en A1:I9 o en cualquier lugar de la hoja; o una lista de sudokus en texto (.txt, .csv), uno por línea
page-none-chosen = No se ha elegido ningún libro.
page-choose-first = Elija primero un libro.
page-chosen-one = Elegido: { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Elegidos: { $count } libros ({ $names })
page-options = Opciones
page-sheet = Hoja
page-sheet-hint = (en blanco: la primera)
page-range = Rango
page-range-hint = (auto: buscar todas las cuadrículas)
page-range-placeholder = auto, o B2:J10
page-rules = Reglas
page-rules-classic = Clásico 9x9
page-rules-diagonal = Diagonal (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Irregular
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Colorear las respuestas incorrectas en las copias jugables
page-solve = Resolver
page-explain = Explicar paso a paso
page-play = Jugar: crear una copia jugable
page-stop = Detener
page-clear = Borrar resultados
# HTML.
page-batch-note = El resultado de un solo libro se descarga por sí solo; los de un lote llegan en un único <code>.zip</code>, y cada archivo conserva su propio enlace.

page-puzzle-title = Escriba o pegue un sudoku
# HTML.
page-puzzle-label = 81 caracteres, fila por fila, en una sola línea o en varias (también sirve la cuadrícula tal como la imprime el comando, con <code>|</code> y <code>---+---</code> entre las cajas); <code>.</code> o <code>0</code> para una celda vacía. También otros tamaños: 36 caracteres para un 6x6, 256 para un 16x16 (<code>A</code>-<code>G</code> o 10-16 para los valores del diez al dieciséis)
page-puzzle-solve = Resolver este sudoku
page-rate = Valorar
page-hint = Pista
page-hint-nudge = una orientación
page-hint-cells = las celdas
page-hint-full = el paso completo
page-next-hint = Siguiente pista
page-steps = Pasos

page-gen-title = Crear sudokus nuevos
page-gen-count = Cantidad
page-gen-level = Nivel
page-level-easy = Fácil
page-level-medium = Medio
page-level-hard = Difícil
page-level-expert = Experto
page-level-extreme = Extremo
page-gen-check = Colorear las respuestas incorrectas al escribirlas
page-gen-title-label = Título
page-gen-title-placeholder = Clase de 4.º B, semana 12
page-generate = Generar
page-puzzles-made = Sudokus creados
# HTML.
page-footer = Aquí sudoku-xlsx se ejecuta como WebAssembly, con el mismo código que el comando <code>sudoku-xlsx</code>. Las copias resueltas y explicadas conservan todo lo que tenía su libro (imágenes, gráficos, macros); Jugar crea un libro nuevo: una hoja protegida por sudoku, jugable sin macros. La herramienta nunca ejecuta macros.

## While the page works, and what it shows of a result.

page-already = Ya se está trabajando en esto; Detener lo termina.
page-waiting = En espera…
page-waiting-of = En espera (archivo { $n } de { $total })…
page-working = Trabajando…
page-working-of = Trabajando (archivo { $n } de { $total })…
page-stopped = detenido; no se escribió nada
page-too-large = este archivo es demasiado grande para el navegador (se quedó sin memoria); no se escribió nada. El comando sudoku-xlsx puede leerlo en su equipo.
page-crashed = la herramienta se detuvo de forma inesperada ({ $reason }); no se escribió nada. Si puede, informe de ello adjuntando el archivo.
page-no-start-job = el resolvedor no pudo iniciarse en este navegador ({ $reason })
# What happened to a file, after its name.
page-doing-solve = resolviendo
page-doing-explain = explicando
page-doing-play = creando una copia jugable
page-done-solve = resolución terminada
page-done-explain = explicación terminada
page-done-play = copia jugable creada
page-failed-solve = no se pudo resolver
page-failed-explain = no se pudo explicar
page-failed-play = sin copia jugable
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } archivos ({ $done }): { $count } para descargar
page-nothing-written = No se escribió nada; cada archivo indica el motivo más abajo.
page-packing = Comprimiendo { $name }…
page-download = Descargar { $name }
page-download-all = { $count ->
        [one] Descargar todo en { $name } ({ $count } archivo)
        [many] Descargar todo en { $name } ({ $count } archivos)
       *[other] Descargar todo en { $name } ({ $count } archivos)
    }
page-forgotten = { $name }: ya no se conserva (vuelva a ejecutarlo para descargarlo)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } cuadrículas: { $parts }
page-printed = Lo que imprimió el comando ({ $count } líneas)
page-other-grids = { $count ->
        [one] { $count } cuadrícula más
        [many] Las otras { $count } cuadrículas
       *[other] Las otras { $count } cuadrículas
    }
page-other-walks = { $count ->
        [one] Recorrer paso a paso { $count } cuadrícula más
        [many] Recorrer paso a paso las otras { $count } cuadrículas
       *[other] Recorrer paso a paso las otras { $count } cuadrículas
    }
page-making = Creando { $count ->
        [one] { $count } sudoku
        [many] { $count } sudokus
       *[other] { $count } sudokus
    }…
page-made-of = Creados: { $made } de { $count }…
page-most-at-once = la página crea como máximo { $most } sudokus a la vez, así que ha creado { $most }, no { $asked }; el comando sudoku-xlsx crea los que se quiera

## Stepping through an explained grid, and hints on it.

page-step-through = Recorrer { $place } paso a paso
page-step-through-count = Recorrer { $place } paso a paso ({ $count ->
        [one] { $count } paso
        [many] { $count } pasos
       *[other] { $count } pasos
    })
page-step-through-caption = { $place }: paso a paso
# $level: a page-hint-* message.
page-hint-on-grid = Pista en la cuadrícula ({ $level })
page-hint-caption = Pista: { $level }
page-previous = Anterior
page-next = Siguiente
page-step = Paso
page-pencil-marks = { $cell }: candidatos { $marks }
page-no-marks = ninguno
page-nudge-title = Las celdas sombreadas contienen el siguiente paso.
page-step-of = Paso { $n } de { $total }: { $technique } ({ $difficulty })
page-no-step = Ningún paso: solo están los números dados
page-after-step = Después del paso { $n }

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Rango
page-flag-sheet = Hoja
page-flag-size = Reglas
page-flag-diagonal = Reglas: Diagonal
page-flag-windoku = Reglas: Windoku
page-flag-jigsaw = Reglas: Irregular
page-flag-check-answers = «Colorear las respuestas incorrectas en las copias jugables»
page-flag-count = Cantidad
page-flag-difficulty = Nivel
page-flag-level = Pista
page-flag-title = Título
page-flag-seed = la semilla
page-flag-givens = los números dados
page-flag-time-limit = el límite de tiempo del comando
page-flag-report = el informe del comando
page-flag-out-dir = la carpeta de salida del comando
page-flag-output = el nombre de salida del comando
page-flag-solutions-to = el archivo de soluciones del comando
page-flag-color = la opción de color del comando
page-flag-lang = la opción de idioma del comando
page-flag-help = la ayuda del comando
page-flag-version = la versión del comando
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = la opción { $name } del comando
page-flag-unknown = una opción del comando sudoku-xlsx
