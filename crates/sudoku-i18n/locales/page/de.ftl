## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx: Sudoku in Ihren Tabellen lösen
page-description = Sudoku-Rätsel in Excel-Arbeitsmappen im Browser lösen, erklären, spielen und erzeugen. Nichts wird hochgeladen.
# HTML.
page-lead = Lösen, erklären und spielen Sie die Sudoku-Rätsel in Ihren Tabellen, oder erstellen Sie neue. Alles geschieht in diesem Browser: <strong>Ihre Dateien werden nie hochgeladen</strong>, und sobald diese Seite geladen ist, funktioniert sie auch offline.
page-loading = Der Löser wird geladen…
page-ready = Bereit. Ihre Dateien bleiben auf diesem Computer.
# $reason: what the browser said.
page-no-start = Der Löser konnte in diesem Browser nicht starten: { $reason }
# The picker of the page's language.
page-language = Sprache

page-files-title = Ihre Arbeitsmappen
page-drop-main = Arbeitsmappen auswählen oder hier ablegen
page-drop-note = .xlsx, .xlsm, .xltx, .xls, .xlsb oder .ods mit einem 9x9-Rätsel in den Zellen (leer oder 0 für leere Felder), in A1:I9 oder irgendwo auf dem Blatt; oder eine Textliste mit Rätseln (.txt, .csv), eines pro Zeile
page-none-chosen = Keine Arbeitsmappe ausgewählt.
page-choose-first = Wählen Sie zuerst eine Arbeitsmappe aus.
page-chosen-one = Ausgewählt: { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Ausgewählt: { $count } Arbeitsmappen ({ $names })
page-options = Optionen
page-sheet = Blatt
page-sheet-hint = (leer: das erste)
page-range = Bereich
page-range-hint = (auto: jedes Gitter finden)
page-range-placeholder = auto oder B2:J10
page-rules = Regeln
page-rules-classic = Klassisch 9x9
page-rules-diagonal = Diagonal (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Jigsaw
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Falsche Antworten in spielbaren Kopien farbig markieren
page-solve = Lösen
page-explain = Schritt für Schritt erklären
page-play = Spielen: spielbare Kopie erstellen
page-stop = Stopp
page-clear = Ergebnisse löschen
# HTML.
page-batch-note = Das Ergebnis einer einzelnen Arbeitsmappe wird direkt heruntergeladen; die Ergebnisse mehrerer kommen als eine <code>.zip</code>-Datei, und jede Datei behält ihren eigenen Link.

page-puzzle-title = Rätsel eingeben oder einfügen
# HTML.
page-puzzle-label = 81 Zeichen, Zeile für Zeile, in einer Zeile oder in mehreren (auch das Gitter, wie der Befehl es ausgibt, mit <code>|</code> und <code>---+---</code> zwischen den Blöcken); <code>.</code> oder <code>0</code> für eine leere Zelle. Auch andere Größen: 36 Zeichen für ein 6x6, 256 für ein 16x16 (<code>A</code>-<code>G</code> oder 10-16 für zehn bis sechzehn)
page-puzzle-solve = Dieses Rätsel lösen
page-rate = Bewerten
page-hint = Hinweis
page-hint-nudge = ein Anstoß
page-hint-cells = die Zellen
page-hint-full = der ganze Schritt
page-next-hint = Nächster Hinweis
page-steps = Schritte

page-gen-title = Neue Rätsel erstellen
page-gen-count = Anzahl
page-gen-level = Schwierigkeit
page-level-easy = Leicht
page-level-medium = Mittel
page-level-hard = Schwer
page-level-expert = Sehr schwer
page-level-extreme = Extrem
page-gen-check = Falsche Antworten schon beim Eingeben farbig markieren
page-gen-title-label = Titel
page-gen-title-placeholder = Klasse 4b, Woche 12
page-generate = Erzeugen
page-puzzles-made = Erstellte Rätsel
# HTML.
page-footer = sudoku-xlsx läuft hier als WebAssembly, mit demselben Code wie der Befehl <code>sudoku-xlsx</code>. Gelöste und erklärte Kopien behalten alles, was Ihre Arbeitsmappe enthielt (Bilder, Diagramme, Makros); „Spielen“ erstellt eine neue Arbeitsmappe: ein geschütztes Blatt je Rätsel, spielbar ohne Makros. Das Werkzeug führt nie Makros aus.

## While the page works, and what it shows of a result.

page-already = Daran wird bereits gearbeitet; „Stopp“ beendet es.
page-waiting = Wartet…
page-waiting-of = Wartet (Datei { $n } von { $total })…
page-working = In Arbeit…
page-working-of = In Arbeit (Datei { $n } von { $total })…
page-stopped = abgebrochen; nichts wurde geschrieben
page-too-large = diese Datei ist zu groß für den Browser (der Speicher reichte nicht aus); nichts wurde geschrieben. Der Befehl sudoku-xlsx liest sie auf Ihrem Computer.
page-crashed = das Werkzeug wurde unerwartet beendet ({ $reason }); nichts wurde geschrieben. Bitte melden Sie das, wenn möglich mit der Datei.
page-no-start-job = der Löser konnte in diesem Browser nicht starten ({ $reason })
# What happened to a file, after its name.
page-doing-solve = wird gelöst
page-doing-explain = wird erklärt
page-doing-play = spielbare Kopie wird erstellt
page-done-solve = gelöst
page-done-explain = erklärt
page-done-play = spielbar gemacht
page-failed-solve = nicht gelöst
page-failed-explain = nicht erklärt
page-failed-play = keine spielbare Kopie
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } Dateien { $done }: { $count } zum Herunterladen
page-nothing-written = Nichts wurde geschrieben; bei jeder Datei steht unten, warum.
page-packing = { $name } wird gepackt…
page-download = { $name } herunterladen
page-download-all = { $count ->
        [one] Die Datei als { $name } herunterladen
       *[other] Alle { $count } als { $name } herunterladen
    }
page-forgotten = { $name }: nicht mehr vorhanden (zum Herunterladen erneut ausführen)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } Gitter: { $parts }
page-printed = Ausgabe des Befehls ({ $count ->
        [one] 1 Zeile
       *[other] { $count } Zeilen
    })
page-other-grids = Die übrigen { $count } Gitter
page-other-walks = Die übrigen { $count } Gitter Schritt für Schritt
page-making = { $count ->
        [one] 1 Rätsel wird
       *[other] { $count } Rätsel werden
    } erstellt…
page-made-of = { $made } von { $count } erstellt…
page-most-at-once = die Seite erstellt höchstens { $most } Rätsel auf einmal, daher { $most } statt { $asked }; der Befehl sudoku-xlsx erstellt beliebig viele

## Stepping through an explained grid, and hints on it.

page-step-through = { $place } Schritt für Schritt
page-step-through-count = { $place } Schritt für Schritt ({ $count ->
        [one] 1 Schritt
       *[other] { $count } Schritte
    })
page-step-through-caption = { $place }: Schritt für Schritt
# $level: a page-hint-* message.
page-hint-on-grid = Hinweis auf dem Gitter ({ $level })
page-hint-caption = Hinweis: { $level }
page-previous = Zurück
page-next = Weiter
page-step = Schritt
page-pencil-marks = { $cell }: Kandidaten { $marks }
page-no-marks = keine
page-nudge-title = Die schattierten Zellen enthalten den nächsten Schritt.
page-step-of = Schritt { $n } von { $total }: { $technique } ({ $difficulty })
page-no-step = Kein Schritt: nur die Vorgaben
page-after-step = Nach Schritt { $n }

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Bereich
page-flag-sheet = Blatt
page-flag-size = Regeln
page-flag-diagonal = Regeln: Diagonal
page-flag-windoku = Regeln: Windoku
page-flag-jigsaw = Regeln: Jigsaw
page-flag-check-answers = „Falsche Antworten in spielbaren Kopien farbig markieren“
page-flag-count = Anzahl
page-flag-difficulty = Schwierigkeit
page-flag-level = Hinweis
page-flag-title = Titel
page-flag-seed = Startwert
page-flag-givens = Vorgaben
page-flag-time-limit = Zeitlimit des Befehls
page-flag-report = Bericht des Befehls
page-flag-out-dir = Ausgabeordner des Befehls
page-flag-output = Ausgabename des Befehls
page-flag-solutions-to = Lösungsdatei des Befehls
page-flag-color = Farboption des Befehls
page-flag-lang = Sprachoption des Befehls
page-flag-help = Hilfe des Befehls
page-flag-version = Version des Befehls
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = Option { $name } des Befehls
page-flag-unknown = eine Option des Befehls sudoku-xlsx
