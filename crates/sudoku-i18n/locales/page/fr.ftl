## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx : résoudre les sudokus de vos feuilles de calcul
page-description = Résolvez, expliquez et générez des sudokus enregistrés dans des classeurs Excel, ou jouez-y, dans votre navigateur. Rien n'est envoyé en ligne.
# HTML.
page-lead = Résolvez et expliquez les sudokus de vos feuilles de calcul, jouez-y, ou créez-en de nouveaux. Tout se passe dans ce navigateur : <strong>vos fichiers ne sont jamais envoyés en ligne</strong>, et une fois cette page chargée, elle fonctionne hors ligne.
page-loading = Chargement du solveur…
page-ready = Prêt. Vos fichiers restent sur cet ordinateur.
# $reason: what the browser said.
page-no-start = Le solveur n'a pas pu démarrer dans ce navigateur : { $reason }
# The picker of the page's language.
page-language = Langue

page-files-title = Vos classeurs
page-drop-main = Choisissez des classeurs, ou déposez-les ici
page-drop-note = .xlsx, .xlsm, .xltx, .xls, .xlsb ou .ods avec une grille 9x9 tapée dans les cellules (vide ou 0 pour une case vide), en A1:I9 ou n'importe où sur la feuille ; ou une liste de grilles en texte (.txt, .csv), une par ligne
page-none-chosen = Aucun classeur choisi.
page-choose-first = Choisissez d'abord un classeur.
page-chosen-one = Choisi : { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Choisis : { $count } classeurs ({ $names })
page-options = Options
page-sheet = Feuille
page-sheet-hint = (vide : la première)
page-range = Plage
page-range-hint = (auto : trouver toutes les grilles)
page-range-placeholder = auto, ou B2:J10
page-rules = Règles
page-rules-classic = Classique 9x9
page-rules-diagonal = Diagonale (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Irrégulière
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Colorer les mauvaises réponses dans les copies jouables
page-solve = Résoudre
page-explain = Expliquer étape par étape
page-play = Jouer : créer une copie jouable
page-stop = Arrêter
page-clear = Effacer les résultats
# HTML.
page-batch-note = Le résultat d'un seul classeur se télécharge tout seul ; ceux d'un lot arrivent dans un seul <code>.zip</code>, et chaque fichier garde son propre lien.

page-puzzle-title = Tapez ou collez une grille
# HTML.
page-puzzle-label = 81 caractères, ligne par ligne, sur une seule ligne ou sur plusieurs (la grille telle que la commande l'affiche, avec <code>|</code> et <code>---+---</code> entre les blocs, convient aussi) ; <code>.</code> ou <code>0</code> pour une case vide. D'autres tailles aussi : 36 caractères pour une grille 6x6, 256 pour une 16x16 (<code>A</code>-<code>G</code> ou 10-16 pour les valeurs de dix à seize)
page-puzzle-solve = Résoudre cette grille
page-rate = Évaluer
page-hint = Indice
page-hint-nudge = un coup de pouce
page-hint-cells = les cases
page-hint-full = l'étape entière
page-next-hint = Indice suivant
page-steps = Étapes

page-gen-title = Créer de nouvelles grilles
page-gen-count = Nombre
page-gen-level = Niveau
page-level-easy = Facile
page-level-medium = Moyen
page-level-hard = Difficile
page-level-expert = Expert
page-level-extreme = Extrême
page-gen-check = Colorer les mauvaises réponses pendant la saisie
page-gen-title-label = Titre
page-gen-title-placeholder = Classe de 4e B, semaine 12
page-generate = Générer
page-puzzles-made = Grilles créées
# HTML.
page-footer = Ici, sudoku-xlsx fonctionne en WebAssembly, avec le même code que la commande <code>sudoku-xlsx</code>. Les copies résolues et expliquées gardent tout ce que contenait votre classeur (images, graphiques, macros) ; Jouer crée un nouveau classeur : une feuille protégée par grille, jouable sans macros. L'outil n'exécute jamais de macros.

## While the page works, and what it shows of a result.

page-already = Déjà en cours ; Arrêter l'interrompt.
page-waiting = En attente…
page-waiting-of = En attente (fichier { $n } sur { $total })…
page-working = En cours…
page-working-of = En cours (fichier { $n } sur { $total })…
page-stopped = arrêté ; rien n'a été écrit
page-too-large = ce fichier est trop volumineux pour le navigateur (la mémoire a manqué) ; rien n'a été écrit. La commande sudoku-xlsx peut le lire sur votre ordinateur.
page-crashed = l'outil s'est arrêté de façon inattendue ({ $reason }) ; rien n'a été écrit. Merci de signaler ce problème avec le fichier si possible.
page-no-start-job = le solveur n'a pas pu démarrer dans ce navigateur ({ $reason })
# What happened to a file, after its name.
page-doing-solve = résolution en cours
page-doing-explain = explication en cours
page-doing-play = création de la copie jouable
page-done-solve = résolution terminée
page-done-explain = explication terminée
page-done-play = copie jouable créée
page-failed-solve = échec de la résolution
page-failed-explain = échec de l'explication
page-failed-play = aucune copie jouable
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } fichiers ({ $done }) : { $count } à télécharger
page-nothing-written = Rien n'a été écrit ; chaque fichier en donne la raison ci-dessous.
page-packing = Compression de { $name }…
page-download = Télécharger { $name }
page-download-all = { $count ->
        [one] Tout télécharger : { $name } ({ $count } fichier)
        [many] Tout télécharger : { $name } ({ $count } fichiers)
       *[other] Tout télécharger : { $name } ({ $count } fichiers)
    }
page-forgotten = { $name } : n'est plus disponible (relancez l'opération pour le télécharger)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } grilles : { $parts }
page-printed = Ce que la commande a affiché ({ $count } lignes)
page-other-grids = { $count ->
        [one] { $count } autre grille
        [many] Les { $count } autres grilles
       *[other] Les { $count } autres grilles
    }
page-other-walks = { $count ->
        [one] Parcourir { $count } autre grille étape par étape
        [many] Parcourir les { $count } autres grilles étape par étape
       *[other] Parcourir les { $count } autres grilles étape par étape
    }
page-making = Création de { $count ->
        [one] { $count } grille
        [many] { $count } grilles
       *[other] { $count } grilles
    }…
page-made-of = Créées : { $made } sur { $count }…
page-most-at-once = la page crée au plus { $most } grilles à la fois ; elle en a donc créé { $most }, et non { $asked } ; la commande sudoku-xlsx en crée autant qu'on veut

## Stepping through an explained grid, and hints on it.

page-step-through = Parcourir { $place } étape par étape
page-step-through-count = Parcourir { $place } étape par étape ({ $count ->
        [one] { $count } étape
        [many] { $count } étapes
       *[other] { $count } étapes
    })
page-step-through-caption = { $place } : étape par étape
# $level: a page-hint-* message.
page-hint-on-grid = Indice sur la grille ({ $level })
page-hint-caption = Indice : { $level }
page-previous = Précédent
page-next = Suivant
page-step = Étape
page-pencil-marks = { $cell } : candidats { $marks }
page-no-marks = aucun
page-nudge-title = L'étape suivante concerne les cases grisées.
page-step-of = Étape { $n } sur { $total } : { $technique } ({ $difficulty })
page-no-step = Aucune étape : il n'y a que les chiffres donnés
page-after-step = Après l'étape { $n }

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Plage
page-flag-sheet = Feuille
page-flag-size = Règles
page-flag-diagonal = Règles : Diagonale
page-flag-windoku = Règles : Windoku
page-flag-jigsaw = Règles : Irrégulière
page-flag-check-answers = « Colorer les mauvaises réponses dans les copies jouables »
page-flag-count = Nombre
page-flag-difficulty = Niveau
page-flag-level = Indice
page-flag-title = Titre
page-flag-seed = la graine
page-flag-givens = les chiffres donnés
page-flag-time-limit = la limite de temps de la commande
page-flag-report = le rapport de la commande
page-flag-out-dir = le dossier de sortie de la commande
page-flag-output = le nom de sortie de la commande
page-flag-solutions-to = le fichier de solutions de la commande
page-flag-color = l'option de couleur de la commande
page-flag-lang = l'option de langue de la commande
page-flag-help = l'aide de la commande
page-flag-version = la version de la commande
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = l'option { $name } de la commande
page-flag-unknown = une option de la commande sudoku-xlsx
