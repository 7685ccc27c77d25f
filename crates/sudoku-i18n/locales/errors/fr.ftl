## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = le fichier est vide
format-word = c'est un document Word, pas un classeur
format-powerpoint = c'est une présentation PowerPoint, pas un classeur
format-zip = c'est une archive zip qui ne contient aucun classeur
format-pdf = c'est un document PDF, pas un classeur
format-other = ce fichier n'est pas un classeur
error-unknown-format = { $what } ; sudoku-xlsx lit les classeurs .xlsx, .xlsm, .xltx, .xlsb, .xls et .ods
error-encrypted = le classeur est chiffré ; enregistrez-le sans mot de passe et réessayez
# $detail: what the reader said, as it said it.
error-damaged = le classeur est endommagé et ne peut pas être lu ({ $detail }) ; ouvrez-le dans Excel ou LibreOffice et enregistrez-le de nouveau
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } dépasse la taille que sudoku-xlsx lit sans risque ({ $detail })
error-too-much-to-carry = les feuilles du classeur contiennent { $mib } Mio de données décompressées, plus que les { $limit } Mio que peut reprendre une copie résolue
error-too-many-formats = la copie résolue demanderait { $formats } formats de cellule, plus que les { $most } qu'Excel ouvre (le classeur en a { $have })
error-no-worksheet = le classeur ne contient aucune feuille de calcul
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = numéro { $n } (il y en a { $count })
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = feuille graphique
sheet-macro = feuille macro
sheet-dialog = feuille de dialogue
error-not-a-worksheet = la feuille { $sheet } est une { $kind }, pas une feuille de calcul avec des cellules (feuilles de calcul : { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = Il y avait ici une { $kind } dans le classeur d'origine ; sudoku-xlsx ne la reprend pas.
error-name-not-found = { $name } n'est ni une plage comme A1:I9 ni un nom défini dans le classeur (noms définis : { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = le nom { $name } fait référence à { $refers } : { $why }
error-sheet-mismatch = la plage { $range } est sur la feuille { $range_sheet }, mais c'est la feuille { $sheet } qui a été choisie
error-overlapping = les grilles { $first } et { $second } de la feuille { $sheet } ont des cellules en commun ; indiquez des plages qui ne se chevauchent pas
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } est une grille { $size }x{ $size } ; { $what } ne lit que des grilles 9x9 (solve, rate, explain et generate acceptent d'autres tailles)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } semble n'être qu'une partie d'une grille située en { $grid } ({ $evidence })
error-empty-range = { $place } est vide, mais la feuille contient une grille en { $grids }
error-ambiguous = les chiffres en { $place } pourraient aussi se lire comme la grille en { $also } ; la grille n'est pas devinée
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem } ; la grille semble se trouver en { $grid }
error-in-table = { $place } fait partie d'un tableau de nombres, pas d'une grille de sudoku : presque chaque bloc 9x9 alentour pourrait se lire comme une grille
error-no-grid = aucune grille 9x9 d'au moins 17 chiffres n'a été trouvée sur { $count ->
        [one] la feuille
       *[other] les feuilles
    } { $sheets }
error-no-sized-grid = aucune grille { $size }x{ $size } n'a été trouvée sur { $count ->
        [one] la feuille
       *[other] les feuilles
    } { $sheets }
error-output-exists = le fichier de sortie existe déjà
error-output-folder-missing = le dossier du fichier de sortie n'existe pas
# $detail: what the system said.
error-write = impossible d'écrire le fichier de sortie : { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } n'est pas une adresse de cellule comme C4
address-row-zero = { $text } : les lignes sont numérotées à partir de 1
address-row-too-large = { $text } : une feuille a les lignes 1 à 1048576
address-column-too-large = { $text } : une feuille a les colonnes A à XFD
address-not-a-range = { $text } n'est pas une plage comme A1:I9
# $fixed: the same range written the right way round.
address-backwards = { $text } est à l'envers ; écrivez d'abord la cellule en haut à gauche : { $fixed }
address-not-square = { $text } fait { $rows } lignes sur { $cols } colonnes ; une grille de sudoku fait 9 sur 9 (par exemple A1:I9), ou est carrée avec 4, 6, 8, 10, 12, 15, 16 ou 25 cellules de côté (A1:P16 fait 16x16)
address-bad-sheet-name = { $text } : le nom de la feuille n'est pas correctement entre apostrophes ; écrivez-le ainsi : 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = le fichier de sortie remplacerait le fichier d'entrée ; choisissez un autre nom avec -o
cli-no-puzzle-line = aucune ligne de grille trouvée ; une ligne de grille contient 81 caractères de 1 à 9, avec . ou 0 pour une case vide
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = aucune grille trouvée dans la colonne { $column } { $count ->
        [one] de la feuille
       *[other] des feuilles
    } { $sheets } ; une grille s'écrit en 81 caractères de 1 à 9, avec . ou 0 pour une case vide, dans une cellule de cette colonne, une grille par ligne ; choisissez la colonne avec --list
# After the folder's name and a colon.
cli-folder-missing = le dossier n'existe pas ; créez-le d'abord (seul le dossier de --out-dir est créé automatiquement)
cli-not-a-worksheet = la feuille { $sheet } est une { $kind }, pas une feuille de calcul avec des cellules ; choisissez-en une autre avec --sheet (feuilles de calcul : { $worksheets })
cli-too-much = { $error } ; utilisez --grid-only pour n'écrire que les grilles résolues
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error } ; utilisez --range { $grid }, ou --range auto (--exact lit la plage telle quelle)
cli-empty-range-nine = { $error } ; utilisez --range { $grid }, ou --range auto
cli-empty-range = { $error } ; utilisez --range { $grid }
cli-ambiguous = { $error } ; indiquez la grille voulue avec --range
cli-in-table = { $error } ; indiquez la plage de la grille avec --range (--exact lit la plage telle quelle)
cli-grid-elsewhere-nine = { $error } : utilisez --range { $grid }, ou --range auto
cli-grid-elsewhere = { $error } : utilisez --range { $grid }
cli-no-grid = { $error } ; indiquez l'emplacement de la grille avec --range
cli-sheet-mismatch = --range { $range } est sur la feuille { $range_sheet }, mais --sheet choisit { $sheet } ; retirez l'une des deux options ou mettez-les en accord
cli-output-exists = le fichier de sortie existe déjà ; utilisez --force pour le remplacer, ou -o pour choisir un autre nom

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = valeur { $value } invalide pour { $arg } : { $reason }
clap-unknown-argument = argument inattendu { $arg }
clap-unknown-command = sous-commande inconnue { $name }
clap-missing = les arguments obligatoires suivants n'ont pas été fournis : { $args }
clap-conflict = l'argument { $arg } ne peut pas être utilisé avec { $other }
clap-more = Pour plus d'informations, essayez '--help'.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = ceci est un fichier texte, pas un classeur (pour les listes de grilles, voir `solve --help`)
evidence-digits = des chiffres en { $cells }, juste { $sides }
side-below = en dessous
side-above = au-dessus
side-right = à droite
side-left = à gauche
evidence-moved = les mêmes chiffres, lus { $moves }, forment une meilleure grille
move-lower = { $count ->
        [one] 1 ligne
       *[other] { $count } lignes
    } plus bas
move-higher = { $count ->
        [one] 1 ligne
       *[other] { $count } lignes
    } plus haut
move-right = { $count ->
        [one] 1 colonne
       *[other] { $count } colonnes
    } plus à droite
move-left = { $count ->
        [one] 1 colonne
       *[other] { $count } colonnes
    } plus à gauche

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = le caractère { $position } est { $found } ; une ligne de grille n'utilise que 1-9, et . ou 0 pour une case vide
puzzle-length = une ligne de grille a 81 caractères, celle-ci en a { $count }
puzzle-cells = { $expected } cases attendues, { $found } trouvées
puzzle-symbol = case { $cell } : { $ch } n'est pas un chiffre d'une grille { $n }x{ $n }
puzzle-hex = les symboles hexadécimaux sont pour les grilles 16x16, pas { $n }x{ $n }
puzzle-refused = la grille : { $why }
puzzle-several = la grille a plus d'une solution
puzzle-no-level = pas de niveau : { $why } ; seule une grille à solution unique est notée
puzzle-hint-nine = les indices sont donnés pour les grilles 9x9 ; demandez plutôt les étapes

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = aucun classeur trouvé dans { $places }
usage-no-workbooks = aucun classeur trouvé
usage-all-sheets-ranges = --all-sheets prend des plages simples comme A1:I9, pas des noms ni des plages sur une feuille nommée
usage-auto-alone = --range auto trouve toutes les grilles ; donnez-le seul, sans autres plages
usage-auto-regions = --range auto ne prend pas --regions ; donnez la plage de la grille, par exemple { $range }
usage-range-size = --range { $range } fait { $side }x{ $side } mais --size vaut { $n } ; donnez une plage de { $n } sur { $n } cellules, ou omettez --size
usage-regions-size = --regions { $regions } fait { $side }x{ $side } mais --range { $range } fait { $grid }x{ $grid } ; la plage des régions a la taille de la grille
usage-shard-output = --shard { $shard } répartit un lot de fichiers entre des processus, et -o nomme la sortie d'un seul classeur ; donnez le dossier ou les fichiers à répartir, avec --out-dir si les sorties vont ailleurs
usage-list-column = --list prend une lettre de colonne comme C, pas { $text }
usage-regions-boxes = --regions remplace les blocs ; donnez --boxes ou --regions, pas les deux
usage-windoku-regions = les blocs supplémentaires du windoku demandent les blocs 3x3 habituels, pas --regions
usage-solutions-to-same = --solutions-to désigne le classeur des grilles lui-même ; donnez un autre fichier
usage-hex-size = --symbols hex est pour les grilles 16x16 ; ajoutez --size 16
usage-givens-nine = --givens est pour les grilles 9x9 ; les autres tailles et variantes ont aussi peu de chiffres donnés que la symétrie le permet
usage-per-page-nine = les livrets --per-page sont pour les grilles 9x9
usage-jigsaw-size = --jigsaw crée des dispositions jusqu'à 16x16 ; une disposition irrégulière 25x25 avec une grille complète est trop rare pour être trouvée à temps
usage-play-report = play n'écrit pas de rapport ; omettez --report
usage-explain-list-output = explain n'écrit des classeurs que pour des grilles ; une liste de grilles est expliquée dans le terminal et avec --report FICHIER.json
usage-report-output = le rapport remplacerait une sortie
usage-one-output = -o nomme un seul fichier de sortie, mais { $count } entrées ont été données ; utilisez --out-dir pour plusieurs
usage-same-output = { $first } et { $second } seraient tous deux écrits dans { $output } ; traitez-les séparément ou utilisez --out-dir avec des dossiers distincts

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint lit une grille en cours de partie dans un classeur, pas une liste de grilles
hint-not-a-file = ce n'est pas un fichier ordinaire (un tube ou un périphérique) ; enregistrez d'abord le classeur dans un fichier
hint-a-folder = c'est un dossier ; hint lit un seul classeur
hint-several-grids = { $count } grilles trouvées ({ $places }) ; désignez celle en cours de partie avec --range
hint-kind = { $place } est une grille { $kind }
hint-larger = { $place } contient des lettres ou des nombres au-delà de 9 ({ $cell } : { $what }), comme une grille plus grande
hint-nine-only = { $why } ; hint ne traite que les grilles classiques 9x9 (explain montre chaque étape des autres tailles et variantes)
batch-warning-files = { $count } fichiers ({ $first } et d'autres) : { $words }
