## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = die Datei ist leer
format-word = dies ist ein Word-Dokument, keine Arbeitsmappe
format-powerpoint = dies ist eine PowerPoint-Präsentation, keine Arbeitsmappe
format-zip = dies ist ein ZIP-Archiv ohne Arbeitsmappe darin
format-pdf = dies ist ein PDF-Dokument, keine Arbeitsmappe
format-other = diese Datei ist keine Arbeitsmappe
error-unknown-format = { $what }; sudoku-xlsx liest Arbeitsmappen im Format .xlsx, .xlsm, .xltx, .xlsb, .xls und .ods
error-encrypted = die Arbeitsmappe ist verschlüsselt; speichern Sie sie ohne Kennwort und versuchen Sie es erneut
# $detail: what the reader said, as it said it.
error-damaged = die Arbeitsmappe ist beschädigt und kann nicht gelesen werden ({ $detail }); öffnen Sie sie in Excel oder LibreOffice und speichern Sie sie erneut
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } ist zu groß, um sicher gelesen zu werden ({ $detail })
error-too-much-to-carry = die Blätter der Arbeitsmappe enthalten entpackt { $mib } MiB Daten, mehr als die { $limit } MiB, die eine gelöste Kopie übernimmt
error-too-many-formats = die gelöste Kopie bräuchte { $formats } Zellformate, mehr als die { $most }, die Excel öffnet (die Arbeitsmappe hat { $have })
error-no-worksheet = die Arbeitsmappe hat kein Arbeitsblatt
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = Nummer { $n } (vorhanden: { $count })
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = Diagrammblatt
sheet-macro = Makroblatt
sheet-dialog = Dialogblatt
error-not-a-worksheet = das Blatt { $sheet } ist ein { $kind }, kein Arbeitsblatt mit Zellen (Arbeitsblätter: { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = Dies war in der Eingabe ein { $kind }; sudoku-xlsx übernimmt es nicht.
error-name-not-found = { $name } ist weder ein Bereich wie A1:I9 noch ein in der Arbeitsmappe definierter Name (definierte Namen: { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = der Name { $name } verweist auf { $refers }: { $why }
error-sheet-mismatch = der Bereich { $range } liegt auf Blatt { $range_sheet }, gewählt wurde aber Blatt { $sheet }
error-overlapping = die Gitter { $first } und { $second } auf Blatt { $sheet } haben gemeinsame Zellen; geben Sie Bereiche an, die sich nicht überlappen
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } ist ein { $size }x{ $size }-Gitter; { $what } liest nur 9x9-Gitter (solve, rate, explain und generate nehmen auch andere Größen)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } sieht aus wie ein Teil eines Gitters bei { $grid } ({ $evidence })
error-empty-range = { $place } ist leer, aber das Blatt hat ein Gitter bei { $grids }
error-ambiguous = die Ziffern bei { $place } könnten auch als das Gitter bei { $also } gelesen werden; das Gitter wird nicht geraten
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }; das Gitter scheint bei { $grid } zu liegen
error-in-table = { $place } gehört zu einer Zahlentabelle, nicht zu einem Rätselgitter: fast jeder 9x9-Ausschnitt in der Umgebung könnte als Gitter gelesen werden
error-no-grid = auf { $count ->
        [one] Blatt
       *[other] den Blättern
    } { $sheets } wurde kein 9x9-Gitter mit mindestens 17 Ziffern gefunden
error-no-sized-grid = auf { $count ->
        [one] Blatt
       *[other] den Blättern
    } { $sheets } wurde kein { $size }x{ $size }-Gitter gefunden
error-output-exists = die Ausgabedatei existiert bereits
error-output-folder-missing = der Ordner für die Ausgabe existiert nicht
# $detail: what the system said.
error-write = die Ausgabe kann nicht geschrieben werden: { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } ist keine Zelladresse wie C4
address-row-zero = { $text }: Zeilen werden ab 1 gezählt
address-row-too-large = { $text }: ein Blatt hat die Zeilen 1 bis 1048576
address-column-too-large = { $text }: ein Blatt hat die Spalten A bis XFD
address-not-a-range = { $text } ist kein Bereich wie A1:I9
# $fixed: the same range written the right way round.
address-backwards = { $text } ist verkehrt herum geschrieben; schreiben Sie die linke obere Zelle zuerst: { $fixed }
address-not-square = { $text } umfasst { $rows } Zeilen und { $cols } Spalten; ein Sudoku-Gitter ist 9 mal 9 groß (zum Beispiel A1:I9) oder quadratisch mit 4, 6, 8, 10, 12, 15, 16 oder 25 Zellen Seitenlänge (A1:P16 ist 16x16)
address-bad-sheet-name = { $text }: der Blattname steht nicht richtig in Anführungszeichen; schreiben Sie ihn wie 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = die Ausgabe würde die Eingabedatei ersetzen; wählen Sie mit -o einen anderen Namen
cli-no-puzzle-line = keine Rätselzeile gefunden; eine Rätselzeile besteht aus 81 Zeichen 1-9, mit . oder 0 für eine leere Zelle
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = in Spalte { $column } { $count ->
        [one] des Blatts
       *[other] der Blätter
    } { $sheets } wurde kein Rätsel gefunden; ein Rätsel besteht aus 81 Zeichen 1-9, mit . oder 0 für eine leere Zelle, in einer Zelle dieser Spalte, ein Rätsel pro Zeile; wählen Sie die Spalte mit --list
# After the folder's name and a colon.
cli-folder-missing = der Ordner existiert nicht; legen Sie ihn zuerst an (nur --out-dir wird automatisch angelegt)
cli-not-a-worksheet = das Blatt { $sheet } ist ein { $kind }, kein Arbeitsblatt mit Zellen; wählen Sie mit --sheet ein anderes (Arbeitsblätter: { $worksheets })
cli-too-much = { $error }; mit --grid-only werden nur die gelösten Gitter geschrieben
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }; verwenden Sie --range { $grid } oder --range auto (--exact liest den Bereich so, wie er angegeben ist)
cli-empty-range-nine = { $error }; verwenden Sie --range { $grid } oder --range auto
cli-empty-range = { $error }; verwenden Sie --range { $grid }
cli-ambiguous = { $error }; geben Sie das gemeinte Gitter mit --range an
cli-in-table = { $error }; geben Sie den Bereich des Gitters mit --range an (--exact liest den Bereich so, wie er angegeben ist)
cli-grid-elsewhere-nine = { $error }: geben Sie --range { $grid } oder --range auto an
cli-grid-elsewhere = { $error }: geben Sie --range { $grid } an
cli-no-grid = { $error }; geben Sie die Lage des Gitters mit --range an
cli-sheet-mismatch = --range { $range } liegt auf Blatt { $range_sheet }, aber --sheet wählt { $sheet }; lassen Sie eine der beiden Angaben weg oder bringen Sie sie in Einklang
cli-output-exists = die Ausgabedatei existiert bereits; mit --force wird sie ersetzt, mit -o wählen Sie einen anderen Namen

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = ungültiger Wert { $value } für { $arg }: { $reason }
clap-unknown-argument = unerwartetes Argument { $arg } gefunden
clap-unknown-command = unbekannter Unterbefehl { $name }
clap-missing = die folgenden erforderlichen Argumente wurden nicht angegeben: { $args }
clap-conflict = das Argument { $arg } kann nicht zusammen mit { $other } verwendet werden
clap-more = Weitere Informationen erhalten Sie mit '--help'.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = dies ist eine Textdatei, keine Arbeitsmappe (zu Rätsellisten siehe `solve --help`)
evidence-digits = Ziffern in { $cells } direkt { $sides }
side-below = darunter
side-above = darüber
side-right = rechts davon
side-left = links davon
evidence-moved = dieselben Ziffern, { $moves } gelesen, ergeben ein besseres Rätsel
move-lower = { $count ->
        [one] 1 Zeile
       *[other] { $count } Zeilen
    } tiefer
move-higher = { $count ->
        [one] 1 Zeile
       *[other] { $count } Zeilen
    } höher
move-right = { $count ->
        [one] 1 Spalte
       *[other] { $count } Spalten
    } weiter rechts
move-left = { $count ->
        [one] 1 Spalte
       *[other] { $count } Spalten
    } weiter links

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = Zeichen { $position } ist { $found }; eine Rätselzeile verwendet nur 1-9 sowie . oder 0 für leer
puzzle-length = eine Rätselzeile hat 81 Zeichen, diese hat { $count }
puzzle-cells = { $expected } Zellen erwartet, { $found } gefunden
puzzle-symbol = Zelle { $cell }: { $ch } ist keine Ziffer eines { $n }x{ $n }-Gitters
puzzle-hex = Hex-Symbole sind für 16x16-Gitter, nicht für { $n }x{ $n }
puzzle-refused = das Rätsel: { $why }
puzzle-several = das Rätsel hat mehr als eine Lösung
puzzle-no-level = keine Schwierigkeit: { $why }; bewertet wird nur ein Rätsel mit genau einer Lösung
puzzle-hint-nine = Hinweise gibt es für 9x9-Rätsel; lassen Sie sich stattdessen die Schritte zeigen

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = keine Arbeitsmappen gefunden in { $places }
usage-no-workbooks = keine Arbeitsmappen gefunden
usage-all-sheets-ranges = --all-sheets nimmt einfache Bereiche wie A1:I9, keine Namen und keine Bereiche auf einem benannten Blatt
usage-auto-alone = --range auto findet jedes Gitter; geben Sie es allein an, ohne andere Bereiche
usage-auto-regions = --range auto nimmt kein --regions; geben Sie den Bereich des Gitters an, etwa { $range }
usage-range-size = --range { $range } ist { $side }x{ $side }, aber --size ist { $n }; geben Sie einen Bereich von { $n } mal { $n } Zellen an oder lassen Sie --size weg
usage-regions-size = --regions { $regions } ist { $side }x{ $side }, aber --range { $range } ist { $grid }x{ $grid }; der Bereich der Regionen hat die Größe des Gitters
usage-shard-output = --shard { $shard } teilt einen Stapel von Dateien auf Worker auf, und -o benennt die Ausgabe einer einzigen Arbeitsmappe; geben Sie den Ordner oder die zu teilenden Dateien an, mit --out-dir, wenn die Ausgaben woandershin sollen
usage-list-column = --list nimmt einen Spaltenbuchstaben wie C, nicht { $text }
usage-regions-boxes = --regions ersetzt die Blöcke; geben Sie --boxes oder --regions an, nicht beides
usage-windoku-regions = die zusätzlichen Blöcke des Windoku brauchen die üblichen 3x3-Blöcke, nicht --regions
usage-solutions-to-same = --solutions-to nennt die Arbeitsmappe der Rätsel selbst; geben Sie eine andere Datei an
usage-hex-size = --symbols hex ist für 16x16-Rätsel; fügen Sie --size 16 hinzu
usage-givens-nine = --givens ist für 9x9-Rätsel; andere Größen und Varianten haben so wenige Vorgaben, wie die Symmetrie erlaubt
usage-per-page-nine = --per-page-Hefte sind für 9x9-Rätsel
usage-jigsaw-size = --jigsaw erzeugt Aufteilungen bis 16x16; eine 25x25-Jigsaw-Aufteilung mit vollständigem Gitter ist zu selten, um sie rechtzeitig zu finden
usage-play-report = play schreibt keinen Bericht; lassen Sie --report weg
usage-explain-list-output = explain schreibt Arbeitsmappen nur für Gitter; eine Rätselliste wird im Terminal und mit --report DATEI.json erklärt
usage-report-output = der Bericht würde eine Ausgabe ersetzen
usage-one-output = -o benennt eine einzige Ausgabedatei, aber es wurden { $count } Eingaben angegeben; verwenden Sie --out-dir für mehrere
usage-same-output = { $first } und { $second } würden beide nach { $output } geschrieben; lösen Sie sie getrennt oder verwenden Sie --out-dir mit verschiedenen Ordnern

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint liest ein Gitter, das gerade in einer Arbeitsmappe gespielt wird, keine Rätselliste
hint-not-a-file = das ist keine gewöhnliche Datei (eine Pipe oder ein Gerät); speichern Sie die Arbeitsmappe zuerst in eine Datei
hint-a-folder = das ist ein Ordner; hint liest eine einzelne Arbeitsmappe
hint-several-grids = { $count } Gitter gefunden ({ $places }); nennen Sie das gespielte mit --range
hint-kind = { $place } ist ein { $kind }-Gitter
hint-larger = { $place } enthält Buchstaben oder Zahlen über 9 ({ $cell }: { $what }), wie ein größeres Gitter
hint-nine-only = { $why }; hint arbeitet nur mit klassischen 9x9-Gittern (explain zeigt jeden Schritt anderer Größen und Varianten)
batch-warning-files = { $count } Dateien ({ $first } und weitere): { $words }
