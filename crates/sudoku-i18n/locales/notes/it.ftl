## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }: la voce zip { $name } viene esclusa dalla copia: con il suo nome verrebbe scritta fuori dalla cartella in cui viene estratta, e nessuna parte di una cartella di lavoro ha un nome simile
# $grid: the grid's sheet and range.
note-no-room = { $file }: { $grid }: nessuna cella libera vicino alla griglia per la sua riga di stato; tutte le celle attorno contengono dati tuoi
error-macros-not-copied = impossibile copiare la cartella di lavoro insieme alle sue macro ({ $why }); usa --grid-only per copiare solo le griglie
note-rebuilt = { $file }: la copia viene ricostruita, non modificata, perché { $why }
error-macro-name = la cartella di lavoro contiene macro, che la copia conserva, ed Excel apre una cartella di lavoro con macro solo se il suo nome termina in .xlsm; dai alla copia un nome .xlsm (o usa --grid-only per copiare solo le griglie)
error-interrupted = interrotto; non è stato scritto nulla
note-more-cut = { $file }: e { $count ->
        [one] un'altra cella troncata o esclusa
       *[other] altre { $count } celle troncate o escluse
    }
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }: il foglio { $from } si chiama { $to } nella copia risolta (Excel consente al massimo 31 caratteri, nessuno tra []:*?/\, e non due nomi che differiscono solo per maiuscole e minuscole)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = grafici
lost-images = immagini
lost-macros = macro
lost-controls = controlli
lost-pivot-tables = tabelle pivot
lost-comments = commenti
lost-tables = tabelle
lost-conditional-formats = formattazioni condizionali
lost-data-validation = convalida dati
lost-chart-sheets = fogli grafico
lost-macro-sheets = fogli macro e fogli di dialogo
note-not-carried = il file di input contiene { $list }, che la copia risolta non riporta
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }: si trova oltre l'ultima riga o colonna che un foglio può avere; esclusa
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }: { $what }
note-formula-cut = una formula di oltre 8.192 caratteri è stata sostituita dal suo valore salvato
note-text-cut = un testo di oltre 32.767 caratteri è stato troncato a quella lunghezza

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = nota: { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = errore interno: { $what }{ $at }; è un bug, segnalalo insieme all'input che lo ha causato
note-long-title = --title ha { $count } caratteri, più di quanti ne stiano nell'intestazione di una pagina stampata; le intestazioni lo mostrano abbreviato con «…» (la proprietà titolo della cartella di lavoro lo conserva per intero)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = la porzione { $shard } non contiene { $count ->
        [one] l'unico file trovato
       *[other] nessuno dei { $count } file trovati
    }; se richiesto, scrive un rapporto vuoto
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets ignora { $count ->
        [one] un foglio aggiunto da sudoku-xlsx che non contiene
       *[other] i fogli aggiunti da sudoku-xlsx che non contengono
    } alcun sudoku: { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = i numeri dati in { $place } violano le regole
problem-no-solution = la griglia in { $place } non ha soluzione
# $evidence in error-not-the-grid.
evidence-more-symbols = quella griglia contiene { $symbols } simboli, l'intervallo solo { $givens }
evidence-borders = attorno a { $grid } sono tracciati dei bordi
# $cells: the range's only digits, joined with commas.
evidence-against-edge = le sue uniche cifre, { $cells }, sono a ridosso del bordo di quella griglia

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = classico 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind } con riquadri { $boxes }
kind-hex = (cifre esadecimali)
rules-boxes-misfit = --boxes { $boxes } non è adatto a una griglia { $n }x{ $n }: un riquadro deve avere { $n } celle
rules-hex-size = --symbols hex è per le griglie 16x16, e questa è { $n }x{ $n }
rules-windoku-size = --windoku richiede una griglia 9x9, e questa è { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx ha scritto questa griglia come sudoku { $kind } (è registrato nella cartella di lavoro), e { $count ->
        [one] l'opzione { $flags } non è adatta; omettila
       *[other] le opzioni { $flags } non sono adatte; omettile
    }
rules-regions-size = l'intervallo delle regioni è { $side }x{ $side } ma la griglia in { $place } è { $size }x{ $size }; indica un intervallo delle stesse dimensioni della griglia
rules-regions-place = { $place } (le regioni)
rules-hex-zero = { $cell } contiene 0 e le lettere arrivano fino a F, come nelle cifre esadecimali 0-F; indica --symbols hex, oppure digita le cifre come 1-9 e A-G, con 0 o niente nelle celle vuote

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }: { $place }  { $givens } numeri dati  { $kind }
find-bad-cells = celle non valide
find-full = piena
find-unique = soluzione unica
find-several-solutions = più soluzioni
find-no-solution = nessuna soluzione
find-givens-clash = numeri dati in conflitto
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : { $cells } { $count ->
        [one] non è né una cifra da 1 a 9 né vuota; correggila
       *[other] non sono né cifre da 1 a 9 né vuote; correggile
    } per usare la griglia
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(le cifre si possono leggere anche in { $places }: controlla quale lettura è quella giusta)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }: { $blocks }: risultati di formule (calcoli della cartella di lavoro stessa), non letti come sudoku; indica un intervallo per leggerne uno
find-none = { $file }: nessuna griglia trovata (una griglia è un blocco 9x9 con almeno 17 cifre)
find-table = { $file }: { $place }: un blocco di numeri troppo grande o troppo fitto per contenere griglie di sudoku (una tabella); non esaminato
# $seconds: the time taken, with two decimals.
find-summary = { $grids ->
        [one] { $grids } griglia trovata
       *[other] { $grids } griglie trovate
    } in { $files ->
        [one] { $files } file
       *[other] { $files } file
    } (illeggibili: { $unreadable }); { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }: { $count ->
        [one] ignorata { $count } riga che non è
       *[other] ignorate { $count } righe che non sono
    } un sudoku: { $places }
explain-passed-rows = { $file }: { $count ->
        [one] ignorata { $count } riga del foglio che non è
       *[other] ignorate { $count } righe del foglio che non sono
    } un sudoku: { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }: i fogli Passi sono stati scritti solo per le prime { $first } griglie; le altre { $count } sono spiegate qui sopra e nel rapporto (i fogli di ogni griglia occupano memoria finché la copia non viene salvata)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = riga { $n }
place-line = riga { $n }
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $sheet } { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }: { $place }: non valido: { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions legge le etichette delle regioni da un intervallo di una cartella di lavoro, che un elenco non ha; risolvi i sudoku irregolari come griglie
list-line-length = un sudoku { $n }x{ $n } ha { $expected } simboli, questa riga { $found }
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = il carattere { $position } ({ $found }) non è una cifra di una griglia { $n }x{ $n }
list-more-problems = { $file }: { $count ->
        [one] un altro problema non mostrato
       *[other] altri { $count } problemi non mostrati
    }; --report li elenca tutti
list-more-problems-report = { $file }: { $count ->
        [one] un altro problema non mostrato
       *[other] altri { $count } problemi non mostrati
    } (vedi il rapporto)
# $output: the file written.
list-summary = { $file }: { $count ->
        [one] { $count } sudoku
       *[other] { $count } sudoku
    }: risolti: { $solved }, con più soluzioni: { $several }, senza soluzione: { $none }, non validi: { $invalid } -> { $output }
error-text-to-file = un output di testo si può scrivere solo su file
# A list entry stored as a number in the sheet.
list-stored-as-number = il sudoku è memorizzato come numero, e così perde delle cifre; formatta la colonna come testo e inseriscilo di nuovo
# $kib: the longest line read, in KiB.
list-line-too-long = la riga supera { $kib } KiB; una riga di sudoku ha 81 caratteri
list-not-separated = il sudoku non è separato da ciò che lo segue
list-spaced = { $count } caratteri con spazi tra le cifre: gli spazi non vengono letti come celle vuote; scrivi . o 0 per ogni cella vuota

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = file
progress-puzzles = sudoku
progress-elapsed = { $elapsed } trascorsi
progress-elapsed-eta = { $elapsed } trascorsi, circa { $eta } rimanenti
progress-counts = risolti: { $solved }, falliti: { $failed }
# $detail: what the system said.
error-threads = impossibile avviare i thread di lavoro: { $detail }
error-interrupted-after = interrotto dopo la scrittura dell'output

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = nessun sudoku { $level } trovato in { $limit } s (tentativi: { $tried }); { $why }
generate-none-found = nessun sudoku trovato in { $limit } s (tentativi: { $tried }); { $why }
generate-why-four = un sudoku 4x4 non richiede mai più dei singoli, quindi ogni 4x4 è facile
generate-why-time = concedi più tempo con --time-limit, o chiedi un altro livello
generate-why-large = oltre il 10x10 la valutazione usa singoli, candidati bloccati, sottoinsiemi e pesci, quindi i livelli più difficili arrivano presto e quelli più facili di rado
generate-no-full-grid = questa forma non ha alcuna griglia completa
generate-full-grid-time = nessuna griglia completa di questa forma trovata in { $limit } s; concedi più tempo con --time-limit
generate-more-time = { $why }; concedi più tempo con --time-limit
# $n: the puzzle's number; $why: why it was not made.
generate-failed = sudoku { $n }: { $why }
generate-not-made = sudoku { $n }: non creato
generate-nothing-written = non è stato scritto nulla; concedi più tempo con --time-limit, o cambia --difficulty
generate-nothing-written-givens = non è stato scritto nulla; concedi più tempo con --time-limit, o cambia --difficulty o --givens
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = non è stato possibile portare { $count } sudoku su { $total } a { $target } numeri dati: { $count ->
        [one] il sudoku { $puzzles } ne ha
       *[other] i sudoku { $puzzles } ne hanno
    } di più; { $advice }
givens-advice-time = il limite di tempo è scaduto prima: concedi più tempo con --time-limit, o chiedi --givens { $reached } o più
givens-advice-seldom = griglia dopo griglia non ci si è avvicinati, quindi più tempo non servirebbe: questo generatore scende di rado a { $target } numeri dati; chiedi --givens { $reached } o più
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = griglia dopo griglia non ci si è avvicinati, quindi più tempo non servirebbe: questo generatore scende di rado a { $target } numeri dati, tanto più con --symmetry { $symmetry } (--symmetry none consente sudoku più radi); chiedi --givens { $reached } o più
# Why no jigsaw layout came out.
layout-bad-size = le griglie di dimensione { $n } non sono supportate; usa una tra 4, 6, 8, 9, 10, 12, 15, 16, 25
layout-not-found = nessuna disposizione irregolare { $n }x{ $n } con una griglia completa trovata in { $tries } tentativi
layout-out-of-time = nessuna disposizione irregolare { $n }x{ $n } con una griglia completa trovata nel tempo concesso (tentativi: { $tries })

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }: non è un rapporto come quelli che scrive sudoku-xlsx: { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }: una riga ha l'ordine { $order }, che sudoku-xlsx non scrive
merge-two-shards = { $file } contiene righe della porzione { $first } e della porzione { $second }: non è il rapporto di un solo processo
merge-out-of-order = { $file }: le righe non sono nell'ordine in cui il processo le ha scritte ({ $order } dopo una successiva)
merge-kinds = { $first } e { $second } non sono dello stesso tipo: il rapporto unito e tutti i rapporti da unire devono essere tutti CSV o tutti JSON
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } ha le colonne { $first_columns } ma { $second } ha { $second_columns }: unisci i rapporti di uno stesso comando eseguito con le stesse opzioni
# $why: what is wrong with the text.
merge-shard-column = { $file }: la colonna shard contiene { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = i processi hanno elencato lotti diversi ({ $a } e { $b } erano entrambi il file n. { $n } nei rispettivi elenchi): un file è stato aggiunto o rimosso mentre partivano; esegui di nuovo tutte le porzioni su un unico lotto
merge-batches-two-places = i processi hanno elencato lotti diversi ({ $file } era il file n. { $first } per un processo e il file n. { $second } per un altro): un file è stato aggiunto o rimosso mentre partivano; esegui di nuovo tutte le porzioni su un unico lotto
merge-other-run = { $first } appartiene a un'esecuzione in { $n } porzioni ma { $second } è la porzione { $shard }: unisci i rapporti di una stessa esecuzione
merge-shard-twice = { $first } e { $second } contengono entrambi la porzione { $shard }
merge-too-many = sono stati dati { $given } rapporti per un'esecuzione in { $n } porzioni; indica una sola volta il rapporto di ogni porzione
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count ->
        [one] manca il rapporto della porzione { $shards }
       *[other] mancano i rapporti delle porzioni { $shards }
    }; indica il rapporto di ogni porzione (una porzione senza file ne scrive uno vuoto)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } rapporto, vuoto
       *[other] { $count } rapporti, tutti vuoti
    }
merged-shards = { $count ->
        [one] { $count } rapporto
       *[other] { $count } rapporti
    } di { $shards } porzioni
merged-in-order = { $count ->
        [one] { $count } rapporto
       *[other] { $count } rapporti nell'ordine indicato (non hanno colonne shard)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = Unione di { $what }: { $rows ->
        [one] { $rows } riga
       *[other] { $rows } righe
    } da { $files ->
        [one] { $files } file
       *[other] { $files } file
    }{ $counts }; scritto: { $output }
invalid-why = non valido: { $why }

## The rest of the refusals.

error-report-name = { $file }: un rapporto viene scritto in CSV o JSON; dagli un nome .csv o .json
error-not-a-file = non è un file normale (una pipe o un dispositivo); salva prima la cartella di lavoro o l'elenco in un file
# In rate's report message column and on the terminal.
rate-clash = i numeri dati violano le regole
# Grid shapes that cannot be built.
shape-boxes = i riquadri { $rows }x{ $cols } non sono adatti a una griglia { $n }x{ $n } (righe per colonne deve fare { $n })
shape-region-cells = la mappa delle regioni ha { $found } celle, una griglia { $n }x{ $n } ne ha { $cells }
shape-region-count = la mappa delle regioni ha { $found } regioni, una griglia { $n }x{ $n } ne richiede { $n }
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = ogni regione richiede { $n } celle: { $sizes }
shape-region-has = la regione { $region } ne ha { $count }
shape-windoku = il windoku richiede una griglia 9x9, non { $n }x{ $n }

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }: una pagina contiene 1, 2, 4 o 6 sudoku
value-size = { $text }: una griglia ha 4, 6, 8, 9, 10, 12, 15, 16 o 25 celle per lato
value-seconds = { $text }: indica un numero di secondi maggiore di 0 e al massimo 86400, come 60 o 0.5
value-boxes = { $text }: indica la forma del riquadro come righe x colonne, ad es. 2x3
value-symmetry = simmetria sconosciuta { $text }; usa none, rotational o mirror
value-level = livello sconosciuto { $text }; usa easy, medium, hard, expert o extreme
value-hint-level = livello di suggerimento sconosciuto { $text }; usa nudge, cells o full
value-paper = formato carta sconosciuto { $text }; usa a4 o letter
# $why: one of the shard-* reasons below.
shard-bad = { $text }: { $why }; indica K/N con 1 <= K <= N, ad es. 2/8
shard-not-a-shard = non è una porzione
shard-whole-numbers = K e N devono essere numeri interi
shard-n-zero = N deve essere almeno 1
shard-n-large = N può essere al massimo { $most }
shard-k-range = K deve essere compreso tra 1 e { $n }
shard-index-bad = { $text }: { $why }; indica I/N con 0 <= I < N, ad es. 0/8
shard-not-an-index = non è un indice di porzione
shard-i-whole = I deve essere un numero intero
shard-i-large = I è troppo grande
# $given: I/N as typed.
shard-i-range = I deve essere compreso tra 0 e N-1 e N deve essere almeno 1, non { $given }
# $seconds: the time spent, with one decimal.
generate-timeout = nessun sudoku { $level } trovato in { $attempts } tentativi entro { $seconds } s
generate-too-many-givens = un sudoku ha al massimo 81 numeri dati, non { $n }

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = la parte { $part } della cartella di lavoro
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $size } decompressi da { $packed }{ $why }
large-limit = ; il limite è { $limit }
large-bomb = ; sembra una bomba di decompressione
large-shared-strings = la parte delle stringhe condivise
large-strings-claimed = dichiara { $claimed } stringhe in { $size }, che non possono contenerne così tante
large-file = il file
large-xls = { $size }; il limite per i file .xls è { $limit }
large-spreadsheet = il foglio di calcolo
large-ods-cells = i suoi fogli coprono { $cells } celle o più, contando una per una le ripetizioni; il limite per i file .ods è { $limit } (elimina ciò che si trova lontano dalla griglia, o salva come .xlsx)
large-ods-text = le sue celle contengono { $mib } MiB di testo o più, contando per esteso ripetizioni e spazi; il limite è { $limit } MiB
large-list = l'elenco
large-list-lines = più di 4.294.967.295 righe; dividilo in file più piccoli
size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } byte
    }
damaged-overlap = due parti dell'archivio zip condividono gli stessi byte, un trucco tipico delle bombe di decompressione
note-more-cells = e { $count ->
        [one] un'altra cella troncata o esclusa
       *[other] altre { $count } celle troncate o escluse
    }

## Saving, and jigsaw regions read from labels.

save-no-extension = il nome non ha estensione; dai alla cartella di lavoro un nome .xlsx (o .xlsm, .xltx, .xltm)
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx scrive cartelle di lavoro Excel, non file .{ $ext }; dai all'output un nome .xlsx (o .xlsm, .xltx, .xltm)
save-not-a-file = non è un file normale (una cartella, un dispositivo o una pipe); indica un file da scrivere
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = la regione { $region } ne ha { $count } (a partire da { $cell })
regions-count = un sudoku irregolare { $n }x{ $n } richiede { $n } regioni di { $n } celle ciascuna; le etichette formano { $count ->
        [one] { $count } regione
       *[other] { $count } regioni
    }
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }: { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = impossibile decidere entro { $time }
generate-out-of-time = nel tempo concesso non è stata trovata né esclusa alcuna griglia completa
usage-give-seed = indica un seme (--seed)
large-xls-cells = i suoi fogli coprono { $cells } celle o più dalla prima all'ultima cella usata; il limite per i file .xls è { $limit } (elimina ciò che si trova lontano dalla griglia, o salva come .xlsx)
large-xls-sheet = un foglio dichiara { $rows } righe e { $cols } colonne; un foglio .xls ha al massimo 65536 righe e 256 colonne
