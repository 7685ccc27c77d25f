## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }: der ZIP-Eintrag { $name } wird nicht in die Kopie übernommen: Sein Name könnte außerhalb des Ordners schreiben, in den er entpackt wird, und kein Teil einer Arbeitsmappe trägt einen solchen Namen
# $grid: the grid's sheet and range.
note-no-room = { $file }: { $grid }: neben dem Gitter ist keine Zelle für seine Statuszeile frei; alle Zellen ringsum enthalten Ihre eigenen Daten
error-macros-not-copied = die Arbeitsmappe kann nicht mitsamt ihren Makros kopiert werden ({ $why }); mit --grid-only werden nur die Gitter geschrieben
note-rebuilt = { $file }: die Kopie wird neu aufgebaut statt bearbeitet, denn { $why }
error-macro-name = die Arbeitsmappe enthält Makros, die die Kopie behält, und Excel öffnet eine Arbeitsmappe mit Makros nur unter einem Namen mit der Endung .xlsm; geben Sie der Kopie die Endung .xlsm (oder schreiben Sie mit --grid-only nur die Gitter)
error-interrupted = abgebrochen; es wurde nichts geschrieben
note-more-cut = { $file }: und { $count ->
        [one] { $count } weitere Zelle
       *[other] { $count } weitere Zellen
    } gekürzt oder weggelassen
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }: das Blatt { $from } heißt in der gelösten Kopie { $to } (Excel erlaubt 31 Zeichen, keines davon aus []:*?/\, und keine zwei Namen, die sich nur in der Groß- und Kleinschreibung unterscheiden)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = Diagramme
lost-images = Bilder
lost-macros = Makros
lost-controls = Steuerelemente
lost-pivot-tables = Pivot-Tabellen
lost-comments = Kommentare
lost-tables = Tabellen
lost-conditional-formats = bedingte Formatierungen
lost-data-validation = Datenüberprüfungen
lost-chart-sheets = Diagrammblätter
lost-macro-sheets = Makro- und Dialogblätter
note-not-carried = die Eingabe enthält { $list }, was die gelöste Kopie nicht übernimmt
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }: jenseits der letzten Zeile oder Spalte eines Blatts; weggelassen
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }: { $what }
note-formula-cut = eine Formel mit mehr als 8.192 Zeichen wurde durch ihren gespeicherten Wert ersetzt
note-text-cut = ein Text mit mehr als 32.767 Zeichen wurde auf diese Länge gekürzt

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = Hinweis: { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = interner Fehler: { $what }{ $at }; das ist ein Programmfehler, bitte melden Sie ihn zusammen mit der Eingabe, die ihn ausgelöst hat
note-long-title = --title hat { $count } Zeichen, mehr als eine gedruckte Kopfzeile fasst; die Kopfzeilen zeigen ihn mit „…“ gekürzt (die Titel-Eigenschaft der Arbeitsmappe enthält ihn vollständig)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = Shard { $shard } erhält { $count ->
        [one] die { $count } gefundene Datei nicht
       *[other] keine der { $count } gefundenen Dateien
    }; er schreibt einen leeren Bericht, falls einer verlangt wurde
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets übergeht { $count ->
        [one] ein von sudoku-xlsx hinzugefügtes Blatt ohne Rätsel
       *[other] von sudoku-xlsx hinzugefügte Blätter ohne Rätsel
    }: { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = die Vorgaben bei { $place } verstoßen gegen die Regeln
problem-no-solution = das Gitter bei { $place } hat keine Lösung
# $evidence in error-not-the-grid.
evidence-more-symbols = das Gitter dort enthält { $symbols } Zeichen, der Bereich { $givens }
evidence-borders = um { $grid } sind Rahmenlinien gezogen
# $cells: the range's only digits, joined with commas.
evidence-against-edge = seine einzigen Ziffern, { $cells }, liegen direkt am Rand dieses Gitters

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = klassisch 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind } mit { $boxes }-Blöcken
kind-hex = (Hex-Ziffern)
rules-boxes-misfit = --boxes { $boxes } passt nicht zu einem { $n }x{ $n }-Gitter: Ein Block muss { $n } Zellen haben
rules-hex-size = --symbols hex ist für 16x16-Gitter, dieses ist aber { $n }x{ $n }
rules-windoku-size = --windoku braucht ein 9x9-Gitter, dieses ist aber { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx hat dieses Gitter als Rätsel vom Typ { $kind } geschrieben (in der Arbeitsmappe vermerkt), und { $count ->
        [one] { $flags } passt nicht dazu; lassen Sie diese Option weg
       *[other] { $flags } passen nicht dazu; lassen Sie diese Optionen weg
    }
rules-regions-size = der Bereich der Regionen ist { $side }x{ $side }, das Gitter bei { $place } aber { $size }x{ $size }; geben Sie einen Bereich in der Größe des Gitters an
rules-regions-place = { $place } (die Regionen)
rules-hex-zero = { $cell } enthält 0, und die Buchstaben reichen nur bis F, wie bei den Hex-Ziffern 0-F; geben Sie --symbols hex an, oder geben Sie die Ziffern als 1-9 und A-G ein, mit 0 oder nichts für eine leere Zelle

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }: { $place }  { $givens } Vorgaben  { $kind }
find-bad-cells = ungültige Zellen
find-full = voll
find-unique = eindeutig
find-several-solutions = mehrere Lösungen
find-no-solution = keine Lösung
find-givens-clash = Vorgaben im Konflikt
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : { $cells } { $count ->
        [one] ist weder eine Ziffer 1-9 noch leer; berichtigen Sie die Zelle
       *[other] sind weder Ziffern 1-9 noch leer; berichtigen Sie diese Zellen
    }, um das Gitter zu verwenden
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(die Ziffern ergeben auch ein Gitter bei { $places }: Prüfen Sie, welches gemeint ist)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }: { $blocks }: Formelergebnisse (Berechnungen der Arbeitsmappe selbst), nicht als Rätsel gelesen; geben Sie einen Bereich an, um eines davon zu lesen
find-none = { $file }: kein Gitter gefunden (ein Gitter umfasst 9x9 Zellen, davon mindestens 17 mit Ziffern)
find-table = { $file }: { $place }: ein Zahlenblock, zu groß oder zu dicht für Rätselgitter (eine Tabelle); nicht durchsucht
# $seconds: the time taken, with two decimals.
find-summary = { $grids ->
        [one] { $grids } Gitter
       *[other] { $grids } Gitter
    } in { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } gefunden ({ $unreadable } nicht lesbar); { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }: { $count ->
        [one] { $count } Zeile übergangen, die kein Rätsel ist
       *[other] { $count } Zeilen übergangen, die kein Rätsel sind
    }: { $places }
explain-passed-rows = { $file }: { $count ->
        [one] { $count } Tabellenzeile übergangen, die kein Rätsel ist
       *[other] { $count } Tabellenzeilen übergangen, die kein Rätsel sind
    }: { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }: Blätter „Schritte“ wurden nur für die ersten { $first } Gitter geschrieben; die übrigen { $count } sind oben und im Bericht erklärt (die Blätter jedes Gitters belegen Speicher, bis die Kopie gespeichert ist)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = Zeile { $n }
place-line = Zeile { $n }
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $sheet }, { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }: { $place }: ungültig: { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions liest die Bezeichnungen der Regionen aus einem Bereich der Arbeitsmappe, und den hat eine Liste nicht; lösen Sie Jigsaw-Rätsel als Gitter
list-line-length = ein { $n }x{ $n }-Rätsel hat { $expected } Zeichen, diese Zeile { $found }
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = Zeichen { $position } ({ $found }) ist keine Ziffer eines { $n }x{ $n }-Gitters
list-more-problems = { $file }: { $count ->
        [one] { $count } weiteres Problem
       *[other] { $count } weitere Probleme
    } nicht angezeigt; --report listet alle auf
list-more-problems-report = { $file }: { $count ->
        [one] { $count } weiteres Problem
       *[other] { $count } weitere Probleme
    } nicht angezeigt (siehe Bericht)
# $output: the file written.
list-summary = { $file }: { $count ->
        [one] { $count } Rätsel
       *[other] { $count } Rätsel
    }: { $solved } gelöst, { $several } mit mehreren Lösungen, { $none } ohne Lösung, { $invalid } ungültig -> { $output }
error-text-to-file = eine Textausgabe wird nur in eine Datei geschrieben
# A list entry stored as a number in the sheet.
list-stored-as-number = das Rätsel ist als Zahl gespeichert, wodurch Ziffern verloren gehen; formatieren Sie die Spalte als Text und geben Sie das Rätsel erneut ein
# $kib: the longest line read, in KiB.
list-line-too-long = die Zeile ist länger als { $kib } KiB; eine Rätselzeile hat 81 Zeichen
list-not-separated = das Rätsel ist nicht vom nachfolgenden Text getrennt
list-spaced = { $count } Zeichen mit Leerzeichen zwischen den Ziffern: Leerzeichen werden nicht als leere Zellen gelesen; schreiben Sie . oder 0 für jede leere Zelle

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = Dateien
progress-puzzles = Rätsel
progress-elapsed = { $elapsed } vergangen
progress-elapsed-eta = { $elapsed } vergangen, Restzeit { $eta }
progress-counts = gelöst: { $solved }, fehlgeschlagen: { $failed }
# $detail: what the system said.
error-threads = die Worker-Threads können nicht gestartet werden: { $detail }
error-interrupted-after = abgebrochen, nachdem die Ausgabe geschrieben war

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = kein Rätsel der Stufe { $level } in { $limit } s gefunden ({ $tried } versucht); { $why }
generate-none-found = kein Rätsel in { $limit } s gefunden ({ $tried } versucht); { $why }
generate-why-four = ein 4x4-Rätsel braucht nie mehr als Singles, daher ist jedes 4x4-Rätsel leicht
generate-why-time = geben Sie mit --time-limit mehr Zeit, oder wählen Sie eine andere Stufe
generate-why-large = Größen über 10x10 werden nur mit Singles, Locked Candidates, Teilmengen und Fischen bewertet, daher ergeben sich schwerere Stufen schnell und leichtere nur selten
generate-no-full-grid = für diese Form gibt es kein vollständiges Gitter
generate-full-grid-time = in { $limit } s wurde kein vollständiges Gitter dieser Form gefunden; geben Sie mit --time-limit mehr Zeit
generate-more-time = { $why }; geben Sie mit --time-limit mehr Zeit
# $n: the puzzle's number; $why: why it was not made.
generate-failed = Rätsel { $n }: { $why }
generate-not-made = Rätsel { $n }: nicht erzeugt
generate-nothing-written = es wurde nichts geschrieben; geben Sie mit --time-limit mehr Zeit, oder wählen Sie einen anderen Wert für --difficulty
generate-nothing-written-givens = es wurde nichts geschrieben; geben Sie mit --time-limit mehr Zeit, oder wählen Sie einen anderen Wert für --difficulty oder --givens
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $count ->
        [one] { $count } von { $total } Rätseln ließ sich nicht auf { $target } Vorgaben reduzieren und hat mehr: Rätsel
       *[other] { $count } von { $total } Rätseln ließen sich nicht auf { $target } Vorgaben reduzieren und haben mehr: Rätsel
    } { $puzzles }; { $advice }
givens-advice-time = zuerst lief die Zeit ab: Geben Sie mit --time-limit mehr Zeit, oder verlangen Sie --givens { $reached } oder mehr
givens-advice-seldom = Gitter um Gitter kam dem Ziel nicht näher, mehr Zeit würde also nicht helfen: Dieser Generator kommt nur selten auf { $target } Vorgaben herunter; verlangen Sie --givens { $reached } oder mehr
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = Gitter um Gitter kam dem Ziel nicht näher, mehr Zeit würde also nicht helfen: Dieser Generator kommt nur selten auf { $target } Vorgaben herunter, erst recht mit --symmetry { $symmetry } (--symmetry none erlaubt Rätsel mit weniger Vorgaben); verlangen Sie --givens { $reached } oder mehr
# Why no jigsaw layout came out.
layout-bad-size = Gitter der Größe { $n } werden nicht unterstützt; verwenden Sie eine dieser Größen: 4, 6, 8, 9, 10, 12, 15, 16, 25
layout-not-found = in { $tries } Versuchen wurde keine { $n }x{ $n }-Jigsaw-Aufteilung mit vollständigem Gitter gefunden
layout-out-of-time = in der erlaubten Zeit wurde keine { $n }x{ $n }-Jigsaw-Aufteilung mit vollständigem Gitter gefunden ({ $tries } Versuche)

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }: kein Bericht, wie sudoku-xlsx ihn schreibt: { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }: eine Zeile hat in der Spalte order den Wert { $order }, den sudoku-xlsx nie schreibt
merge-two-shards = { $file } enthält Zeilen von Shard { $first } und von Shard { $second }: Das ist nicht der Bericht eines einzelnen Workers
merge-out-of-order = { $file }: die Zeilen stehen nicht in der Reihenfolge, in der der Worker sie geschrieben hat ({ $order } nach einer späteren)
merge-kinds = { $first } und { $second } sind nicht von derselben Art: Der zusammengeführte Bericht und alle zusammenzuführenden Berichte müssen entweder alle CSV oder alle JSON sein
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } hat die Spalten { $first_columns }, { $second } aber { $second_columns }: Führen Sie Berichte eines Befehls zusammen, der mit denselben Optionen gelaufen ist
# $why: what is wrong with the text.
merge-shard-column = { $file }: die Spalte shard enthält { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = die Worker haben unterschiedliche Stapel aufgelistet ({ $a } und { $b } waren bei ihnen jeweils Datei Nr. { $n }): Während sie starteten, kam eine Datei hinzu oder fiel weg; lassen Sie jeden Shard noch einmal über denselben Stapel laufen
merge-batches-two-places = die Worker haben unterschiedliche Stapel aufgelistet ({ $file } war beim einen Datei Nr. { $first } und beim anderen Datei Nr. { $second }): Während sie starteten, kam eine Datei hinzu oder fiel weg; lassen Sie jeden Shard noch einmal über denselben Stapel laufen
merge-other-run = { $first } gehört zu einem Lauf mit { $n } Shards, { $second } aber ist Shard { $shard }: Führen Sie die Berichte eines einzigen Laufs zusammen
merge-shard-twice = { $first } und { $second } enthalten beide Shard { $shard }
merge-too-many = für einen Lauf mit { $n } Shards wurden { $given } Berichte angegeben; geben Sie den Bericht jedes Shards genau einmal an
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count ->
        [one] der Bericht von Shard { $shards } fehlt
       *[other] die Berichte der Shards { $shards } fehlen
    }; geben Sie den Bericht jedes Shards an (ein Shard ohne Dateien schreibt einen leeren Bericht)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } leerer Bericht
       *[other] { $count } leere Berichte
    }
merged-shards = { $count ->
        [one] { $count } Bericht
       *[other] { $count } Berichte
    } von { $shards } Shards
merged-in-order = { $count ->
        [one] { $count } Bericht
       *[other] { $count } Berichte in der angegebenen Reihenfolge (sie haben keine Shard-Spalten)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = { $what } zusammengeführt: { $rows ->
        [one] { $rows } Zeile
       *[other] { $rows } Zeilen
    } aus { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }{ $counts }; { $output } geschrieben
invalid-why = ungültig: { $why }

## The rest of the refusals.

error-report-name = { $file }: ein Bericht wird als CSV oder JSON geschrieben; geben Sie ihm die Endung .csv oder .json
error-not-a-file = das ist keine gewöhnliche Datei (eine Pipe oder ein Gerät); speichern Sie die Arbeitsmappe oder Liste zuerst in eine Datei
# In rate's report message column and on the terminal.
rate-clash = die Vorgaben verstoßen gegen die Regeln
# Grid shapes that cannot be built.
shape-boxes = Blöcke von { $rows }x{ $cols } passen nicht in ein { $n }x{ $n }-Gitter (Zeilen mal Spalten muss { $n } ergeben)
shape-region-cells = die Regionenaufteilung hat { $found } Zellen, ein { $n }x{ $n }-Gitter hat { $cells }
shape-region-count = die Regionenaufteilung hat { $found } Regionen, ein { $n }x{ $n }-Gitter braucht { $n }
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = jede Region braucht { $n } Zellen: { $sizes }
shape-region-has = Region { $region } hat { $count }
shape-windoku = Windoku braucht ein 9x9-Gitter, kein { $n }x{ $n }-Gitter

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }: eine Seite fasst 1, 2, 4 oder 6 Rätsel
value-size = { $text }: ein Gitter hat eine Seitenlänge von 4, 6, 8, 9, 10, 12, 15, 16 oder 25 Zellen
value-seconds = { $text }: geben Sie eine Anzahl Sekunden über 0 und höchstens 86400 an, etwa 60 oder 0.5
value-boxes = { $text }: geben Sie die Form der Blöcke als Zeilen x Spalten an, z. B. 2x3
value-symmetry = unbekannte Symmetrie { $text }; verwenden Sie none, rotational oder mirror
value-level = unbekannte Stufe { $text }; verwenden Sie easy, medium, hard, expert oder extreme
value-hint-level = unbekannte Hinweisstufe { $text }; verwenden Sie nudge, cells oder full
value-paper = unbekanntes Papierformat { $text }; verwenden Sie a4 oder letter
# $why: one of the shard-* reasons below.
shard-bad = { $text }: { $why }; geben Sie K/N mit 1 <= K <= N an, z. B. 2/8
shard-not-a-shard = kein Shard
shard-whole-numbers = K und N müssen ganze Zahlen sein
shard-n-zero = N muss mindestens 1 sein
shard-n-large = N darf höchstens { $most } sein
shard-k-range = K muss zwischen 1 und { $n } liegen
shard-index-bad = { $text }: { $why }; geben Sie I/N mit 0 <= I < N an, z. B. 0/8
shard-not-an-index = kein Shard-Index
shard-i-whole = I muss eine ganze Zahl sein
shard-i-large = I ist zu groß
# $given: I/N as typed.
shard-i-range = I muss zwischen 0 und N-1 liegen und N mindestens 1 sein; { $given } erfüllt das nicht
# $seconds: the time spent, with one decimal.
generate-timeout = kein Rätsel der Stufe { $level } in { $attempts } Versuchen innerhalb von { $seconds } s gefunden
generate-too-many-givens = ein Rätsel hat höchstens 81 Vorgaben, nicht { $n }

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = der Teil { $part } der Arbeitsmappe
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $size } aus { $packed } entpackt{ $why }
large-limit = ; die Grenze liegt bei { $limit }
large-bomb = ; das sieht nach einer Dekomprimierungsbombe aus
large-shared-strings = der Teil mit den gemeinsam genutzten Zeichenfolgen
large-strings-claimed = er gibt { $claimed } Zeichenfolgen in { $size } an, so viele passen dort nicht hinein
large-file = die Datei
large-xls = { $size }; die Grenze für .xls-Dateien liegt bei { $limit }
large-spreadsheet = das Tabellendokument
large-ods-cells = die Blätter umfassen { $cells } Zellen oder mehr, Wiederholungen einzeln gezählt; die Grenze für .ods-Dateien liegt bei { $limit } (löschen Sie, was weit vom Gitter entfernt liegt, oder speichern Sie als .xlsx)
large-ods-text = die Zellen enthalten { $mib } MiB Text oder mehr, Wiederholungen und Leerzeichen einzeln gezählt; die Grenze liegt bei { $limit } MiB
large-list = die Liste
large-list-lines = mehr als 4.294.967.295 Zeilen; teilen Sie sie in kleinere Dateien auf
size-bytes = { $n ->
        [one] { $n } Byte
       *[other] { $n } Bytes
    }
damaged-overlap = zwei Teile des ZIP-Archivs teilen sich dieselben Bytes, ein Trick von Dekomprimierungsbomben
note-more-cells = und { $count ->
        [one] { $count } weitere Zelle
       *[other] { $count } weitere Zellen
    } gekürzt oder weggelassen

## Saving, and jigsaw regions read from labels.

save-no-extension = der Name hat keine Endung; geben Sie der Arbeitsmappe die Endung .xlsx (oder .xlsm, .xltx, .xltm)
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx schreibt Excel-Arbeitsmappen, keine .{ $ext }-Dateien; geben Sie der Ausgabe die Endung .xlsx (oder .xlsm, .xltx, .xltm)
save-not-a-file = das ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe); geben Sie eine Datei zum Schreiben an
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = Region { $region } hat { $count } (ab { $cell })
regions-count = ein { $n }x{ $n }-Jigsaw braucht { $n } Regionen mit je { $n } Zellen; die Bezeichnungen ergeben { $count ->
        [one] { $count } Region
       *[other] { $count } Regionen
    }
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }: { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = keine Entscheidung innerhalb von { $time }
generate-out-of-time = in der erlaubten Zeit wurde kein vollständiges Gitter gefunden oder ausgeschlossen
usage-give-seed = geben Sie einen Startwert an (--seed)
large-xls-cells = die Blätter umfassen von ihrer ersten bis zu ihrer letzten benutzten Zelle { $cells } Zellen oder mehr; die Grenze für .xls-Dateien liegt bei { $limit } (löschen Sie, was weit vom Gitter entfernt liegt, oder speichern Sie als .xlsx)
large-xls-sheet = ein Blatt gibt { $rows } Zeilen und { $cols } Spalten an; ein .xls-Blatt hat höchstens 65536 Zeilen und 256 Spalten
