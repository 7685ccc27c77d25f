## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = il file è vuoto
format-word = è un documento Word, non una cartella di lavoro
format-powerpoint = è una presentazione PowerPoint, non una cartella di lavoro
format-zip = è un archivio zip che non contiene alcuna cartella di lavoro
format-pdf = è un documento PDF, non una cartella di lavoro
format-other = questo file non è una cartella di lavoro
error-unknown-format = { $what }; sudoku-xlsx legge cartelle di lavoro .xlsx, .xlsm, .xltx, .xlsb, .xls e .ods
error-encrypted = la cartella di lavoro è crittografata; salvarla senza password e riprovare
# $detail: what the reader said, as it said it.
error-damaged = la cartella di lavoro è danneggiata e non può essere letta ({ $detail }); aprirla in Excel o LibreOffice e salvarla di nuovo
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } è troppo grande per una lettura sicura ({ $detail })
error-too-much-to-carry = i fogli della cartella di lavoro contengono { $mib } MiB di dati decompressi, più dei { $limit } MiB che una copia risolta può riportare
error-too-many-formats = la copia risolta richiederebbe { $formats } formati di cella, più dei { $most } che Excel apre (la cartella di lavoro ne ha { $have })
error-no-worksheet = la cartella di lavoro non ha alcun foglio di lavoro
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = numero { $n } (ce ne sono { $count })
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = foglio grafico
sheet-macro = foglio macro
sheet-dialog = foglio di dialogo
error-not-a-worksheet = il foglio { $sheet } è un { $kind }, non un foglio di lavoro con celle (fogli di lavoro: { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = Qui c'era un { $kind } nella cartella di lavoro originale; sudoku-xlsx non lo riporta.
error-name-not-found = { $name } non è né un intervallo come A1:I9 né un nome definito nella cartella di lavoro (nomi definiti: { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = il nome { $name } fa riferimento a { $refers }: { $why }
error-sheet-mismatch = l'intervallo { $range } è nel foglio { $range_sheet }, ma è stato scelto il foglio { $sheet }
error-overlapping = le griglie { $first } e { $second } nel foglio { $sheet } hanno celle in comune; indicare intervalli che non si sovrappongano
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } è una griglia { $size }x{ $size }; { $what } legge solo griglie 9x9 (solve, rate, explain e generate accettano altre dimensioni)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } sembra solo una parte di una griglia situata in { $grid } ({ $evidence })
error-empty-range = { $place } è vuoto, ma il foglio ha una griglia in { $grids }
error-ambiguous = le cifre in { $place } potrebbero anche essere lette come la griglia in { $also }; la griglia non viene indovinata
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }; la griglia sembra trovarsi in { $grid }
error-in-table = { $place } fa parte di una tabella di numeri, non di una griglia di sudoku: quasi ogni blocco 9x9 lì attorno potrebbe essere letto come una griglia
error-no-grid = non è stata trovata alcuna griglia 9x9 con almeno 17 cifre { $count ->
        [one] nel foglio
       *[other] nei fogli
    } { $sheets }
error-no-sized-grid = non è stata trovata alcuna griglia { $size }x{ $size } { $count ->
        [one] nel foglio
       *[other] nei fogli
    } { $sheets }
error-output-exists = il file di output esiste già
error-output-folder-missing = la cartella del file di output non esiste
# $detail: what the system said.
error-write = impossibile scrivere il file di output: { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } non è un indirizzo di cella come C4
address-row-zero = { $text }: le righe sono numerate a partire da 1
address-row-too-large = { $text }: un foglio ha le righe da 1 a 1048576
address-column-too-large = { $text }: un foglio ha le colonne da A a XFD
address-not-a-range = { $text } non è un intervallo come A1:I9
# $fixed: the same range written the right way round.
address-backwards = { $text } è scritto al contrario; scrivere prima la cella in alto a sinistra: { $fixed }
address-not-square = { $text } è di { $rows } righe per { $cols } colonne; una griglia di sudoku è di 9 per 9 (ad esempio A1:I9), oppure quadrata con 4, 6, 8, 10, 12, 15, 16 o 25 celle per lato (A1:P16 è 16x16)
address-bad-sheet-name = { $text }: il nome del foglio non è racchiuso correttamente tra apici; scriverlo così: 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = il file di output sostituirebbe il file di input; scegliere un altro nome con -o
cli-no-puzzle-line = nessuna riga di sudoku trovata; una riga di sudoku contiene 81 caratteri da 1 a 9, con . o 0 per una cella vuota
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = nessun sudoku trovato nella colonna { $column } { $count ->
        [one] del foglio
       *[other] dei fogli
    } { $sheets }; un sudoku è formato da 81 caratteri da 1 a 9, con . o 0 per una cella vuota, in una cella di quella colonna, un sudoku per riga; scegliere la colonna con --list
# After the folder's name and a colon.
cli-folder-missing = la cartella non esiste; crearla prima (solo la cartella di --out-dir viene creata automaticamente)
cli-not-a-worksheet = il foglio { $sheet } è un { $kind }, non un foglio di lavoro con celle; sceglierne un altro con --sheet (fogli di lavoro: { $worksheets })
cli-too-much = { $error }; usare --grid-only per scrivere solo le griglie risolte
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }; usare --range { $grid }, o --range auto (--exact legge l'intervallo così come è indicato)
cli-empty-range-nine = { $error }; usare --range { $grid }, o --range auto
cli-empty-range = { $error }; usare --range { $grid }
cli-ambiguous = { $error }; indicare con --range la griglia voluta
cli-in-table = { $error }; indicare l'intervallo della griglia con --range (--exact legge l'intervallo così come è indicato)
cli-grid-elsewhere-nine = { $error }: usare --range { $grid }, o --range auto
cli-grid-elsewhere = { $error }: usare --range { $grid }
cli-no-grid = { $error }; indicare con --range dove si trova la griglia
cli-sheet-mismatch = --range { $range } è nel foglio { $range_sheet }, ma --sheet sceglie { $sheet }; togliere una delle due opzioni o farle concordare
cli-output-exists = il file di output esiste già; usare --force per sostituirlo, o -o per scegliere un altro nome

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = valore { $value } non valido per { $arg }: { $reason }
clap-unknown-argument = trovato argomento inatteso { $arg }
clap-unknown-command = sottocomando non riconosciuto { $name }
clap-missing = i seguenti argomenti obbligatori non sono stati forniti: { $args }
clap-conflict = l'argomento { $arg } non può essere usato con { $other }
clap-more = Per ulteriori informazioni, provare '--help'.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = questo è un file di testo, non una cartella di lavoro (per gli elenchi di sudoku vedere `solve --help`)
evidence-digits = cifre in { $cells }, subito { $sides }
side-below = sotto
side-above = sopra
side-right = a destra
side-left = a sinistra
evidence-moved = le stesse cifre, lette { $moves }, formano un sudoku migliore
move-lower = { $count ->
        [one] 1 riga
       *[other] { $count } righe
    } più in basso
move-higher = { $count ->
        [one] 1 riga
       *[other] { $count } righe
    } più in alto
move-right = { $count ->
        [one] 1 colonna
       *[other] { $count } colonne
    } più a destra
move-left = { $count ->
        [one] 1 colonna
       *[other] { $count } colonne
    } più a sinistra

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = il carattere { $position } è { $found }; una riga di sudoku usa solo 1-9, e . o 0 per le celle vuote
puzzle-length = una riga di sudoku ha 81 caratteri, questa ne ha { $count }
puzzle-cells = attese { $expected } celle, trovate { $found }
puzzle-symbol = cella { $cell }: { $ch } non è una cifra di una griglia { $n }x{ $n }
puzzle-hex = i simboli esadecimali sono per griglie 16x16, non { $n }x{ $n }
puzzle-refused = il sudoku: { $why }
puzzle-several = il sudoku ha più di una soluzione
puzzle-no-level = nessun livello: { $why }; si valuta solo un sudoku con esattamente una soluzione
puzzle-hint-nine = i suggerimenti sono per sudoku 9x9; chiedi invece i passi

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = nessuna cartella di lavoro trovata in { $places }
usage-no-workbooks = nessuna cartella di lavoro trovata
usage-all-sheets-ranges = --all-sheets accetta intervalli semplici come A1:I9, non nomi né intervalli su un foglio con nome
usage-auto-alone = --range auto trova ogni griglia; usalo da solo, senza altri intervalli
usage-auto-regions = --range auto non accetta --regions; indica l'intervallo della griglia, per esempio { $range }
usage-range-size = --range { $range } è { $side }x{ $side } ma --size è { $n }; indica un intervallo di { $n } per { $n } celle, oppure ometti --size
usage-regions-size = --regions { $regions } è { $side }x{ $side } ma --range { $range } è { $grid }x{ $grid }; l'intervallo delle regioni ha le dimensioni della griglia
usage-shard-output = --shard { $shard } divide un lotto di file tra i processi, e -o indica l'output di una sola cartella di lavoro; indica la cartella o i file da dividere, con --out-dir se gli output vanno altrove
usage-list-column = --list accetta una lettera di colonna come C, non { $text }
usage-regions-boxes = --regions sostituisce i riquadri; usa --boxes o --regions, non entrambi
usage-windoku-regions = i riquadri aggiuntivi del windoku richiedono i soliti riquadri 3x3, non --regions
usage-solutions-to-same = --solutions-to indica la cartella di lavoro stessa dei sudoku; indica un altro file
usage-hex-size = --symbols hex è per sudoku 16x16; aggiungi --size 16
usage-givens-nine = --givens è per sudoku 9x9; le altre dimensioni e varianti hanno il minor numero di numeri dati che la simmetria consente
usage-per-page-nine = i libretti --per-page sono per sudoku 9x9
usage-jigsaw-size = --jigsaw crea disposizioni fino a 16x16; una disposizione irregolare 25x25 con la griglia completa è troppo rara per trovarla in tempo
usage-play-report = play non scrive rapporti; ometti --report
usage-explain-list-output = explain scrive cartelle di lavoro solo per le griglie; un elenco di sudoku viene spiegato nel terminale e con --report FILE.json
usage-report-output = il rapporto sostituirebbe un output
usage-one-output = -o indica un solo file di output, ma sono stati dati { $count } input; usa --out-dir per più file
usage-same-output = { $first } e { $second } verrebbero scritti entrambi in { $output }; risolvili separatamente o usa --out-dir con cartelle distinte

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint legge una griglia in gioco in una cartella di lavoro, non un elenco di sudoku
hint-not-a-file = non è un file normale (una pipe o un dispositivo); salva prima la cartella di lavoro in un file
hint-a-folder = è una cartella; hint legge una sola cartella di lavoro
hint-several-grids = trovate { $count } griglie ({ $places }); indica con --range quella in gioco
hint-kind = { $place } è una griglia { $kind }
hint-larger = { $place } contiene lettere o numeri oltre il 9 ({ $cell }: { $what }), come una griglia più grande
hint-nine-only = { $why }; hint lavora solo su griglie classiche 9x9 (explain mostra ogni passo delle altre dimensioni e varianti)
batch-warning-files = { $count } file ({ $first } e altri): { $words }
