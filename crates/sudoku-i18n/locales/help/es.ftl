## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Uso:
help-heading-options = Opciones
help-heading-arguments = Argumentos
help-heading-commands = Comandos
help-flag-help = Mostrar la ayuda (más detalles con '--help')
help-flag-version = Mostrar la versión
help-heading-other-sizes-and-variants = Otros tamaños y variantes

help-root-about =
    Resolver, generar y valorar sudokus guardados en hojas de cálculo
help-root-after =
    Código de salida:
      0    se resolvieron todos los sudokus (uno con varias soluciones cuenta como resuelto;
           se muestra una)
      1    un sudoku no se puede resolver: sus números dados rompen las reglas, o no tiene
           solución
      2    una entrada no se puede usar (ilegible, formato desconocido, cifrada, demasiado
           grande, hoja inexistente, rango incorrecto, valores de celda incorrectos), una
           salida no se puede escribir o ya existe, o hay un error de uso
      3    un sudoku no se pudo decidir en el tiempo fijado por --time-limit (cuadrículas de
           otros tamaños y variantes)
      130  interrumpido (Ctrl-C o SIGTERM)
    Cuando se procesan varios sudokus, se devuelve el código más alto de los que correspondan.
    `rate`, `explain` y `play` usan los mismos códigos; `hint` devuelve 1 cuando hay números
    escritos incorrectos o en conflicto; `generate` devuelve 2 cuando no se pudieron crear a
    tiempo todos los sudokus; `report merge` devuelve 0 si fusiona los informes o 2 si los
    rechaza.
    Cuando el lector de la salida desaparece (`... | head -1`), la ejecución termina en
    silencio con 0.
help-root-color =
    Cuándo mostrar la cuadrícula resuelta en color (números dados en negrita, números hallados en azul): `auto` en un terminal salvo que esté definida la variable de entorno NO_COLOR, `always` (siempre), `never` (nunca)
help-root-lang =
    El idioma de los mensajes y de las palabras que se escriben en los libros: en, fr, de, es, pt, it, ja, zh (chino simplificado) o tr. Sin esta opción, el idioma de la configuración regional (LC_ALL, luego LC_MESSAGES, luego LANG); C, POSIX y cualquier idioma sin traducción equivalen a inglés

help-solve-about =
    Resolver el sudoku de un libro y escribir un libro nuevo, con formato, con la solución
help-solve-after =
    La cuadrícula es de 9x9 celdas (A1:I9, salvo que --range indique otra cosa). Una celda
    está vacía si está en blanco, vale 0 o solo contiene espacios; un número dado es un número
    entero del 1 al 9, como número o como texto. Cualquier otra cosa se notifica junto con su
    celda. Un rango cuadrado de otro tamaño (de 4 a 25 de lado) es un sudoku de ese tamaño,
    con dígitos 1..N (y letras después del 9); vea más arriba las opciones de otros tamaños y
    variantes. El archivo de entrada nunca se modifica: la solución va a un libro nuevo,
    <entrada>.solved.xlsx junto al de entrada, salvo que -o indique otra cosa.
    
    Ejemplos:
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (un nombre definido)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (todas las cuadrículas, estén donde estén)
      sudoku-xlsx solve library.xlsx --list C            (una lista de sudokus en la columna C)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (una cuadrícula de 16x16)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (sudoku irregular, regiones indicadas allí)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (proceso 2 de 8; vea `report merge`)
    
    Código de salida:
      0 resuelto, 1 no se puede resolver (números dados en conflicto o sin solución),
      2 entrada o salida inutilizable, o error de uso; 3 un sudoku no se pudo decidir en el
      tiempo fijado por --time-limit; 130 interrumpido.
help-solve-inputs =
    Libros: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (decide el contenido, no el nombre); carpetas, en las que se buscan libros de forma recursiva; listas de sudokus en texto (.txt, .sdm, .csv)
help-solve-sheet =
    La hoja que se lee: un nombre, o un número contando desde 1 [predeterminado: la primera hoja de cálculo]
help-solve-range =
    La cuadrícula: un rango como B6:J14 (o 'Week 12'!B6:J14), un nombre definido en el libro, o `auto` para todas las cuadrículas de 9x9 que se encuentren en las hojas (vea `find`). Un rango cuadrado de otro tamaño es un sudoku de ese tamaño (A1:P16 es de 16x16). Repita la opción para varias cuadrículas de una misma hoja [predeterminado: A1:I9]
help-solve-exact =
    Leer exactamente el rango indicado, sin comprobar si parece una vista desplazada o parcial de una cuadrícula cercana
help-solve-all-sheets =
    Leer el rango de la cuadrícula en todas las hojas de cálculo
help-solve-include-empty =
    Con --all-sheets, tomar las cuadrículas totalmente en blanco en lugar de omitirlas
help-solve-list =
    Leer una lista de sudokus: un sudoku de 81 caracteres por fila en esta columna (una letra como C). Los archivos de texto (.txt, .sdm, .csv) también se leen como listas, un sudoku por línea
help-solve-report =
    Escribir en este archivo una línea por cuadrícula o por fila de lista: CSV o JSON, según su extensión
help-solve-shard =
    Procesar solo la parte K de N del lote, para N procesos que se lo reparten (matrices de trabajos): los archivos según un hash fijo de su ruta dentro de la carpeta indicada; las filas de una sola lista, según su número de fila. El informe (y la salida de una lista) recibe .K-of-N antes de su extensión; `sudoku-xlsx report merge` une los informes
help-solve-shard-index =
    --shard contando desde 0, para los sistemas que numeran así sus procesos (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX de AWS Batch): I/N equivale a --shard I+1/N
help-solve-size =
    Celdas por lado: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Fija el rango predeterminado (A1:P16 para 16); una lista de sudokus tiene entonces N*N símbolos por línea [predeterminado: el tamaño de --range; si no, 9]
help-solve-boxes =
    La forma de las cajas, filas x columnas, p. ej. 3x2 [predeterminado: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, según el tamaño]
help-solve-symbols =
    Cómo se escriben los dígitos: auto (números 1..N, o 1-9 y luego letras A, B, ...) o hex (solo 16x16: 0-9 y luego A-F)
help-solve-diagonal =
    Sudoku diagonal: las dos diagonales principales contienen cada dígito una vez
help-solve-windoku =
    Windoku (9x9): cuatro cajas de 3x3 adicionales contienen cada dígito una vez
help-solve-regions =
    Sudoku irregular: un rango del tamaño de la cuadrícula (en cualquier hoja, o un nombre definido) con una etiqueta de región en cada celda; cada región sustituye a una caja y debe tener N celdas
help-solve-time-limit =
    Cuánto tiempo puede buscar el resolvedor en una cuadrícula de otro tamaño o variante antes de rendirse sin decidir (código de salida 3); un 9x9 siempre se decide en milisegundos [predeterminado: 60]
help-solve-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-solve-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-solve-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando
help-solve-output =
    Dónde escribir el libro resuelto, para una sola entrada [predeterminado: <nombre de la entrada sin extensión>.solved.xlsx junto a la entrada]. Su carpeta debe existir. Con una lista de sudokus, un nombre terminado en .txt o .csv escribe texto en su lugar
help-solve-out-dir =
    Escribir las salidas en esta carpeta (que se crea si no existe), reproduciendo la estructura de las carpetas de entrada
help-solve-grid-only =
    Escribir solo las cuadrículas resueltas. Sin esta opción, la copia resuelta conserva alrededor de las cuadrículas todas las hojas y celdas de la entrada (valores, fórmulas, estilos, celdas combinadas, anchos)

help-generate-about =
    Crear sudokus nuevos, cada uno con una única solución, y escribirlos en un libro para imprimir o repartir
help-generate-after =
    Los niveles son tramos de la escala de Sudoku Explainer (docs/difficulty.md): easy (fácil,
    hasta 2,5) solo requiere singles; medium (medio, 2,6-3,4), candidatos bloqueados, pares y
    X-Wing; hard (difícil, 3,5-5,9), tríos, cuartetos, pez espada (Swordfish), Jellyfish,
    XY-Wing y XYZ-Wing, rectángulos únicos y BUG+1; expert (experto, 6,0-7,9), patrones de un
    solo dígito, peces con aleta, coloreado, cadenas y ALS; extreme (extremo, 8,0 o más),
    cadenas forzadas o una conjetura.
    
    El libro tiene una hoja por sudoku, jugable en la hoja de cálculo sin macros (como las que
    crea `play`: números dados bloqueados, un número repetido en rojo, un contador hasta
    «¡Resuelto!», anotaciones; con --check-answers, un número incorrecto se vuelve naranja),
    con el nivel bajo la cuadrícula, y una hoja Soluciones al final, o ninguna con
    --no-solutions, o las soluciones en un libro aparte con --solutions-to. --per-page añade
    una hoja Cuadernillo que imprime 1, 2, 4 o 6 sudokus por página, en papel --paper a4 o
    letter. La misma semilla (--seed) da siempre los mismos sudokus.
    
    Ejemplos:
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Código de salida: 0 escrito; 2 no se pudieron crear a tiempo todos los sudokus (no se
    escribe nada), la salida ya existe y no se indicó --force, o error de uso;
    130 interrumpido.
help-generate-count =
    Cuántos sudokus
help-generate-difficulty =
    El nivel que debe tener cada sudoku: easy, medium, hard, expert o extreme [predeterminado: cualquiera]
help-generate-symmetry =
    Simetría de los números dados: none (ninguna), rotational (rotacional) o mirror (especular)
help-generate-givens =
    Intentar llegar a esta cantidad de números dados (17-81); si no se puede, se conserva el sudoku de solución única más cercano [predeterminado: los menos posibles]
help-generate-seed =
    Semilla de las elecciones aleatorias; la misma semilla da los mismos sudokus [predeterminado: una nueva, que se muestra]
help-generate-output =
    El libro que se escribe. Su carpeta debe existir
help-generate-list =
    Escribir una sola hoja con un sudoku por fila en forma de cadena (con nivel, puntuación y solución), el formato que lee `solve --list A`; con -o NOMBRE.txt o NOMBRE.csv, lo mismo en texto
help-generate-title =
    Imprimir este título en el encabezado de página, encima de cada sudoku
help-generate-no-solutions =
    Omitir la hoja Soluciones, para repartir los sudokus solos
help-generate-solutions-to =
    Escribir la hoja Soluciones en este otro libro, separada de los sudokus. Su carpeta debe existir
help-generate-check-answers =
    Guardar las respuestas en una hoja muy oculta, para que un número escrito que no coincida con su respuesta se vuelva naranja (una comodidad, no un secreto)
help-generate-per-page =
    Añadir una hoja Cuadernillo que imprime esta cantidad de sudokus por página: 1, 2, 4 o 6
help-generate-paper =
    El papel en que se imprimen las hojas: a4 o letter [predeterminado: según la configuración regional (Carta en EE. UU., Canadá, México y Filipinas); si no, A4]
help-generate-time-limit =
    Abandonar un sudoku que no haya alcanzado el nivel tras esta cantidad de segundos
help-generate-size =
    Celdas por lado: 4, 6, 8, 9, 10, 12, 15, 16 o 25
help-generate-boxes =
    La forma de las cajas, filas x columnas, p. ej. 3x2 [predeterminado: según el tamaño, como en solve]
help-generate-symbols =
    Cómo se escriben los dígitos mayores que 9: numbers (10, 11, ...), letters (1-9 y luego A, B, ...) o hex (solo 16x16: 0-9 y luego A-F)
help-generate-diagonal =
    Sudoku diagonal: las dos diagonales principales contienen cada dígito una vez
help-generate-windoku =
    Windoku (9x9): cuatro cajas de 3x3 adicionales contienen cada dígito una vez
help-generate-jigsaw =
    Sudoku irregular: cada sudoku recibe su propia disposición aleatoria de regiones irregulares en lugar de las cajas (hasta 16x16)
help-generate-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-generate-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-generate-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando

help-rate-about =
    Calificar sudokus según las técnicas que necesita una persona para resolverlos: una dificultad en la escala de Sudoku Explainer y un nivel (fácil, medio, difícil, experto, extremo). Lee todo lo que lee `solve`; no escribe ningún libro
help-rate-after =
    Muestra, para cada sudoku: el nivel, la puntuación (la dificultad, al estilo de Sudoku
    Explainer, del paso más difícil, de 1,0 a 11,0), la técnica más difícil, las técnicas
    usadas, la cantidad de números dados y si la solución es única. --report escribe lo mismo
    en CSV o JSON. `explain` muestra los propios pasos.
    
    Ejemplos:
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (una cuarta parte de las líneas)
    
    Código de salida: 0 todos los sudokus valorados; 1 un sudoku no tiene solución o tiene
    números dados en conflicto; 2 una entrada no se puede usar; 3 un sudoku no se pudo decidir
    en el tiempo fijado por --time-limit; 130 interrumpido.
help-rate-inputs =
    Libros: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (decide el contenido, no el nombre); carpetas, en las que se buscan libros de forma recursiva; listas de sudokus en texto (.txt, .sdm, .csv)
help-rate-sheet =
    La hoja que se lee: un nombre, o un número contando desde 1 [predeterminado: la primera hoja de cálculo]
help-rate-range =
    La cuadrícula: un rango como B6:J14 (o 'Week 12'!B6:J14), un nombre definido en el libro, o `auto` para todas las cuadrículas de 9x9 que se encuentren en las hojas (vea `find`). Un rango cuadrado de otro tamaño es un sudoku de ese tamaño (A1:P16 es de 16x16). Repita la opción para varias cuadrículas de una misma hoja [predeterminado: A1:I9]
help-rate-exact =
    Leer exactamente el rango indicado, sin comprobar si parece una vista desplazada o parcial de una cuadrícula cercana
help-rate-all-sheets =
    Leer el rango de la cuadrícula en todas las hojas de cálculo
help-rate-include-empty =
    Con --all-sheets, tomar las cuadrículas totalmente en blanco en lugar de omitirlas
help-rate-list =
    Leer una lista de sudokus: un sudoku de 81 caracteres por fila en esta columna (una letra como C). Los archivos de texto (.txt, .sdm, .csv) también se leen como listas, un sudoku por línea
help-rate-report =
    Escribir en este archivo una línea por cuadrícula o por fila de lista: CSV o JSON, según su extensión
help-rate-shard =
    Procesar solo la parte K de N del lote, para N procesos que se lo reparten (matrices de trabajos): los archivos según un hash fijo de su ruta dentro de la carpeta indicada; las filas de una sola lista, según su número de fila. El informe (y la salida de una lista) recibe .K-of-N antes de su extensión; `sudoku-xlsx report merge` une los informes
help-rate-shard-index =
    --shard contando desde 0, para los sistemas que numeran así sus procesos (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX de AWS Batch): I/N equivale a --shard I+1/N
help-rate-size =
    Celdas por lado: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Fija el rango predeterminado (A1:P16 para 16); una lista de sudokus tiene entonces N*N símbolos por línea [predeterminado: el tamaño de --range; si no, 9]
help-rate-boxes =
    La forma de las cajas, filas x columnas, p. ej. 3x2 [predeterminado: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, según el tamaño]
help-rate-symbols =
    Cómo se escriben los dígitos: auto (números 1..N, o 1-9 y luego letras A, B, ...) o hex (solo 16x16: 0-9 y luego A-F)
help-rate-diagonal =
    Sudoku diagonal: las dos diagonales principales contienen cada dígito una vez
help-rate-windoku =
    Windoku (9x9): cuatro cajas de 3x3 adicionales contienen cada dígito una vez
help-rate-regions =
    Sudoku irregular: un rango del tamaño de la cuadrícula (en cualquier hoja, o un nombre definido) con una etiqueta de región en cada celda; cada región sustituye a una caja y debe tener N celdas
help-rate-time-limit =
    Cuánto tiempo puede buscar el resolvedor en una cuadrícula de otro tamaño o variante antes de rendirse sin decidir (código de salida 3); un 9x9 siempre se decide en milisegundos [predeterminado: 60]
help-rate-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-rate-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-rate-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando

help-find-about =
    Listar todas las cuadrículas de sudoku de 9x9 que se encuentren en todas las hojas, estén donde estén escritas
help-find-after =
    Una cuadrícula es un bloque de 9x9 con dígitos del 1 al 9 (0 o en blanco para las celdas
    vacías) y al menos 17 dígitos, separado de lo que lo rodea: los títulos, etiquetas,
    números de índice, sumas y otras cuadrículas no lo desplazan, y un bloque dentro de una
    tabla de números más grande no es una cuadrícula. Cada línea indica el lugar de la
    cuadrícula y lo que forman sus dígitos: unique (solución única), full (una cuadrícula ya
    resuelta), several solutions (varias soluciones), no solution (sin solución) o givens
    clash (números dados en conflicto). Cuando los dígitos pueden leerse como una cuadrícula
    en dos lugares, se indican ambos y no se elige ninguno al azar.
    
    Ejemplos:
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (resolver todas las cuadrículas encontradas)
    
    Código de salida: 0 se buscó en todos los archivos (se hayan encontrado cuadrículas o no);
    2 un archivo no se puede leer; 130 interrumpido.
help-find-inputs =
    Libros, o carpetas en las que se buscan libros de forma recursiva
help-find-sheet =
    Buscar solo en esta hoja: un nombre, o un número contando desde 1 [predeterminado: todas las hojas de cálculo]
help-find-report =
    Escribir en este archivo una línea por cuadrícula encontrada: CSV o JSON, según su extensión
help-find-shard =
    Procesar solo la parte K de N del lote, para N procesos que se lo reparten (matrices de trabajos): los archivos según un hash fijo de su ruta dentro de la carpeta indicada; las filas de una sola lista, según su número de fila. El informe (y la salida de una lista) recibe .K-of-N antes de su extensión; `sudoku-xlsx report merge` une los informes
help-find-shard-index =
    --shard contando desde 0, para los sistemas que numeran así sus procesos (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX de AWS Batch): I/N equivale a --shard I+1/N
help-find-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-find-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-find-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando

help-explain-about =
    Resolver paso a paso como lo haría una persona, explicando por qué vale cada paso: en pantalla, y en una copia resuelta con una hoja Pasos y una hoja Candidatos
help-explain-after =
    Funcionan todas las opciones de entrada de `solve`. Cada paso indica su técnica, su
    valoración en la escala de Sudoku Explainer y, con los nombres de celda de la propia hoja,
    por qué es válido. La copia (<entrada>.explained.xlsx, salvo que -o indique otra cosa)
    contiene la cuadrícula resuelta, una hoja Pasos con una imagen de la cuadrícula en cada
    paso (anotaciones; el patrón en azul y verde, el número escrito en amarillo, los
    candidatos tachados en rojo; vínculos a las celdas del sudoku) y una hoja Candidatos con
    las anotaciones antes del primer paso. Un sudoku sin solución se explica hasta la celda o
    la unidad que no puede contener nada; uno con varias soluciones, hasta donde la lógica se
    atasca, con las celdas que difieren entre dos soluciones. Las listas de sudokus solo se
    explican en el terminal y en el informe.
    
    Ejemplos:
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Código de salida: 0 explicado; 1 un sudoku no tiene solución o tiene números dados en
    conflicto; 2 una entrada no se puede usar, una salida no se puede escribir, o error de
    uso; 3 un sudoku no se pudo decidir en el tiempo fijado por --time-limit;
    130 interrumpido.
help-explain-inputs =
    Libros: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (decide el contenido, no el nombre); carpetas, en las que se buscan libros de forma recursiva; listas de sudokus en texto (.txt, .sdm, .csv)
help-explain-sheet =
    La hoja que se lee: un nombre, o un número contando desde 1 [predeterminado: la primera hoja de cálculo]
help-explain-range =
    La cuadrícula: un rango como B6:J14 (o 'Week 12'!B6:J14), un nombre definido en el libro, o `auto` para todas las cuadrículas de 9x9 que se encuentren en las hojas (vea `find`). Un rango cuadrado de otro tamaño es un sudoku de ese tamaño (A1:P16 es de 16x16). Repita la opción para varias cuadrículas de una misma hoja [predeterminado: A1:I9]
help-explain-exact =
    Leer exactamente el rango indicado, sin comprobar si parece una vista desplazada o parcial de una cuadrícula cercana
help-explain-all-sheets =
    Leer el rango de la cuadrícula en todas las hojas de cálculo
help-explain-include-empty =
    Con --all-sheets, tomar las cuadrículas totalmente en blanco en lugar de omitirlas
help-explain-list =
    Leer una lista de sudokus: un sudoku de 81 caracteres por fila en esta columna (una letra como C). Los archivos de texto (.txt, .sdm, .csv) también se leen como listas, un sudoku por línea
help-explain-report =
    Escribir en este archivo una línea por cuadrícula o por fila de lista: CSV o JSON, según su extensión
help-explain-shard =
    Procesar solo la parte K de N del lote, para N procesos que se lo reparten (matrices de trabajos): los archivos según un hash fijo de su ruta dentro de la carpeta indicada; las filas de una sola lista, según su número de fila. El informe (y la salida de una lista) recibe .K-of-N antes de su extensión; `sudoku-xlsx report merge` une los informes
help-explain-shard-index =
    --shard contando desde 0, para los sistemas que numeran así sus procesos (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX de AWS Batch): I/N equivale a --shard I+1/N
help-explain-size =
    Celdas por lado: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Fija el rango predeterminado (A1:P16 para 16); una lista de sudokus tiene entonces N*N símbolos por línea [predeterminado: el tamaño de --range; si no, 9]
help-explain-boxes =
    La forma de las cajas, filas x columnas, p. ej. 3x2 [predeterminado: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, según el tamaño]
help-explain-symbols =
    Cómo se escriben los dígitos: auto (números 1..N, o 1-9 y luego letras A, B, ...) o hex (solo 16x16: 0-9 y luego A-F)
help-explain-diagonal =
    Sudoku diagonal: las dos diagonales principales contienen cada dígito una vez
help-explain-windoku =
    Windoku (9x9): cuatro cajas de 3x3 adicionales contienen cada dígito una vez
help-explain-regions =
    Sudoku irregular: un rango del tamaño de la cuadrícula (en cualquier hoja, o un nombre definido) con una etiqueta de región en cada celda; cada región sustituye a una caja y debe tener N celdas
help-explain-time-limit =
    Cuánto tiempo puede buscar el resolvedor en una cuadrícula de otro tamaño o variante antes de rendirse sin decidir (código de salida 3); un 9x9 siempre se decide en milisegundos [predeterminado: 60]
help-explain-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-explain-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-explain-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando
help-explain-output =
    Dónde escribir el libro explicado, para una sola entrada [predeterminado: <nombre de la entrada sin extensión>.explained.xlsx junto a la entrada]. Su carpeta debe existir. Con una lista de sudokus, un nombre terminado en .txt o .csv escribe texto en su lugar
help-explain-out-dir =
    Escribir las salidas en esta carpeta (que se crea si no existe), reproduciendo la estructura de las carpetas de entrada
help-explain-grid-only =
    Escribir solo las cuadrículas resueltas. Sin esta opción, la copia resuelta conserva alrededor de las cuadrículas todas las hojas y celdas de la entrada (valores, fórmulas, estilos, celdas combinadas, anchos)
help-explain-steps =
    Detenerse tras esta cantidad de pasos

help-play-about =
    Crear una copia para jugar en la propia hoja de cálculo, sin macros: los números repetidos se vuelven rojos, un contador indica lo que falta y las anotaciones se muestran pequeñas y en gris
help-play-after =
    Lee los sudokus como `solve` (cuadrículas, todas las hojas, --range auto, listas de
    sudokus) y escribe <entrada>.play.xlsx, salvo que -o indique otra cosa: una hoja protegida
    por sudoku, con la misma disposición que usa `generate` para los suyos. Los números dados
    están bloqueados; una celda libre admite un número del 1 al 9, o anotaciones (varios
    números, p. ej. 147, que se muestran pequeños y en gris); un número repetido en su fila,
    columna o caja se vuelve rojo; la celda junto a la cuadrícula cuenta lo que falta y
    muestra «¡Resuelto!» al final. Funciona en Excel, LibreOffice y Gnumeric: solo formatos
    condicionales y fórmulas. --check-answers guarda la solución en una hoja muy oculta y
    vuelve naranja un número incorrecto (una comodidad, no un secreto). `hint` vuelve a leer
    la copia.
    
    Ejemplos:
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Código de salida: 0 escrito; 1 un sudoku no tiene solución o tiene números dados en
    conflicto (se omite); 2 una entrada no se puede usar, o error de uso; 3 un sudoku no se
    pudo decidir en el tiempo fijado por --time-limit (se omite); 130 interrumpido.
help-play-inputs =
    Libros: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (decide el contenido, no el nombre); carpetas, en las que se buscan libros de forma recursiva; listas de sudokus en texto (.txt, .sdm, .csv)
help-play-sheet =
    La hoja que se lee: un nombre, o un número contando desde 1 [predeterminado: la primera hoja de cálculo]
help-play-range =
    La cuadrícula: un rango como B6:J14 (o 'Week 12'!B6:J14), un nombre definido en el libro, o `auto` para todas las cuadrículas de 9x9 que se encuentren en las hojas (vea `find`). Un rango cuadrado de otro tamaño es un sudoku de ese tamaño (A1:P16 es de 16x16). Repita la opción para varias cuadrículas de una misma hoja [predeterminado: A1:I9]
help-play-exact =
    Leer exactamente el rango indicado, sin comprobar si parece una vista desplazada o parcial de una cuadrícula cercana
help-play-all-sheets =
    Leer el rango de la cuadrícula en todas las hojas de cálculo
help-play-include-empty =
    Con --all-sheets, tomar las cuadrículas totalmente en blanco en lugar de omitirlas
help-play-list =
    Leer una lista de sudokus: un sudoku de 81 caracteres por fila en esta columna (una letra como C). Los archivos de texto (.txt, .sdm, .csv) también se leen como listas, un sudoku por línea
help-play-shard =
    Procesar solo la parte K de N del lote, para N procesos que se lo reparten (matrices de trabajos): los archivos según un hash fijo de su ruta dentro de la carpeta indicada; las filas de una sola lista, según su número de fila. El informe (y la salida de una lista) recibe .K-of-N antes de su extensión; `sudoku-xlsx report merge` une los informes
help-play-shard-index =
    --shard contando desde 0, para los sistemas que numeran así sus procesos (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX de AWS Batch): I/N equivale a --shard I+1/N
help-play-size =
    Celdas por lado: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Fija el rango predeterminado (A1:P16 para 16); una lista de sudokus tiene entonces N*N símbolos por línea [predeterminado: el tamaño de --range; si no, 9]
help-play-boxes =
    La forma de las cajas, filas x columnas, p. ej. 3x2 [predeterminado: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, según el tamaño]
help-play-symbols =
    Cómo se escriben los dígitos: auto (números 1..N, o 1-9 y luego letras A, B, ...) o hex (solo 16x16: 0-9 y luego A-F)
help-play-diagonal =
    Sudoku diagonal: las dos diagonales principales contienen cada dígito una vez
help-play-windoku =
    Windoku (9x9): cuatro cajas de 3x3 adicionales contienen cada dígito una vez
help-play-regions =
    Sudoku irregular: un rango del tamaño de la cuadrícula (en cualquier hoja, o un nombre definido) con una etiqueta de región en cada celda; cada región sustituye a una caja y debe tener N celdas
help-play-time-limit =
    Cuánto tiempo puede buscar el resolvedor en una cuadrícula de otro tamaño o variante antes de rendirse sin decidir (código de salida 3); un 9x9 siempre se decide en milisegundos [predeterminado: 60]
help-play-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-play-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-play-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando
help-play-output =
    Dónde escribir el libro jugable, para una sola entrada [predeterminado: <nombre de la entrada sin extensión>.play.xlsx junto a la entrada]. Su carpeta debe existir
help-play-out-dir =
    Escribir las salidas en esta carpeta (que se crea si no existe), reproduciendo la estructura de las carpetas de entrada
help-play-title =
    Imprimir este título en el encabezado de página, encima de cada sudoku
help-play-check-answers =
    Guardar las respuestas en una hoja muy oculta, para que un número escrito que no coincida con su respuesta se vuelva naranja (una comodidad, no un secreto)
help-play-report =
    Escribir en este archivo una línea por cuadrícula o por fila de lista: CSV o JSON, según su extensión

help-hint-about =
    Revisar una cuadrícula en juego: señalar los números incorrectos, o dar el siguiente paso como orientación, con sus celdas o completo
help-hint-after =
    La cuadrícula se lee como la lee `solve` (A1:I9, salvo que --range o --sheet indiquen otra
    cosa). Los números dados originales se distinguen de los escritos después: mediante
    --givens, un rango (en cualquier hoja), un nombre definido o una hoja (las mismas celdas
    en ella) que contenga el sudoku tal como se repartió; si no, en un libro creado por
    `generate`, mediante el sudoku que este guardó; si no, todos los números de la cuadrícula
    se toman como dados. Los números escritos que contradicen la solución se señalan (con el
    número correcto solo si se indica --reveal); si no, se da el siguiente paso desde donde
    está el jugador:
      nudge  la técnica y la fila, columna o caja donde buscar
      cells  además, las celdas que lo demuestran
      full   el paso completo, y qué escribir o tachar
    -o escribe una copia del libro con las celdas de la pista marcadas y la pista junto a la
    cuadrícula.
    
    Ejemplos:
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Código de salida: 0 se dio una pista (o la cuadrícula está resuelta); 1 hay números
    escritos incorrectos o en conflicto, o el sudoku no tiene solución; 2 la entrada no se
    puede usar, o error de uso.
help-hint-input =
    El libro de la partida en curso
help-hint-sheet =
    La hoja que se lee: un nombre, o un número contando desde 1 [predeterminado: la primera hoja de cálculo]
help-hint-range =
    La cuadrícula de la partida en curso: un rango como B6:J14, un nombre definido, o `auto` [predeterminado: A1:I9]
help-hint-exact =
    Leer exactamente el rango indicado, sin comprobar si parece una vista desplazada o parcial de una cuadrícula cercana
help-hint-givens =
    Dónde está el sudoku original: un rango (en esta hoja, o 'Sheet'!B2:J10), un nombre definido, o el nombre de una hoja (las mismas celdas en esa hoja)
help-hint-level =
    Cuánto dice la pista: nudge (una orientación), cells (las celdas) o full (el paso completo)
help-hint-reveal =
    Decir cuáles deberían ser los números incorrectos, y el paso completo tras una orientación
help-hint-output =
    Escribir una copia del libro con las celdas de la pista marcadas. Su carpeta debe existir
help-hint-grid-only =
    Con -o, escribir solo la cuadrícula
help-hint-jobs =
    Cuántos archivos o sudokus se procesan a la vez, de 1 a 256, y por tanto el número máximo de hilos que usa la ejecución (la valoración de un sudoku muy difícil los usa todos) [predeterminado: el número de núcleos]
help-hint-force =
    Reemplazar los archivos de salida (y el informe) si existen; una entrada nunca se reemplaza
help-hint-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando

help-report-about =
    Trabajar con informes: `report merge` une los informes de un lote ejecutado por partes (--shard K/N) en el informe de una sola ejecución

help-report-merge-about =
    Unir los informes de todas las partes de un lote (--shard K/N) en el informe que escribe una ejecución sin partes: sus filas, en su orden
help-report-merge-after =
    Los informes de una ejecución por partes llevan dos columnas más, shard (K/N) y order (el
    lugar de cada fila en la ejecución sin partes); el informe fusionado las omite, de modo
    que es el informe que escribe una sola ejecución sobre todo el lote, fila por fila y byte
    por byte. Hay que indicar el informe de cada parte una vez, en cualquier orden (una parte
    sin archivos escribe un informe vacío); se rechazan los informes de otro tipo (CSV y JSON
    mezclados) o con otras columnas. Los informes sin las columnas de partes se unen en el
    orden indicado. El informe fusionado se escribe entero o no se escribe, y solo reemplaza
    un archivo existente con --force.
    
    Ejemplos:
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Código de salida: 0 fusionado; 2 un informe no se puede leer o fusionar, la salida ya
    existe, o error de uso.
help-report-merge-reports =
    Los informes de las partes, en cualquier orden: todos CSV o todos JSON
help-report-merge-output =
    El informe fusionado, en CSV o JSON como los informes. Su carpeta debe existir
help-report-merge-force =
    Reemplazar el informe fusionado si existe
help-report-merge-quiet =
    No mostrar nada si todo ha ido bien; los problemas se siguen notificando
