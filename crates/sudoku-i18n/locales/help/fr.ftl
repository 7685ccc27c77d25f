## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Utilisation :
help-heading-options = Options
help-heading-arguments = Arguments
help-heading-commands = Commandes
help-flag-help = Afficher l'aide (plus de détails avec '--help')
help-flag-version = Afficher la version
help-heading-other-sizes-and-variants = Autres tailles et variantes

help-root-about =
    Résoudre, générer et évaluer des grilles de sudoku enregistrées dans des classeurs
help-root-after =
    Code de sortie :
      0    toutes les grilles ont été résolues (une grille à plusieurs solutions compte comme
           résolue ; l'une d'elles est affichée)
      1    une grille ne peut pas être résolue : ses chiffres donnés enfreignent les règles,
           ou elle n'a aucune solution
      2    une entrée est inutilisable (illisible, format inconnu, chiffrée, trop volumineuse,
           feuille absente, plage incorrecte, valeurs de cellules incorrectes), une sortie ne
           peut pas être écrite ou existe déjà, ou erreur d'utilisation
      3    une grille n'a pas pu être tranchée dans le délai fixé par --time-limit (grilles
           d'autres tailles et variantes)
      130  interruption (Ctrl-C ou SIGTERM)
    Quand plusieurs grilles sont traitées, le code renvoyé est le plus élevé de ceux qui
    s'appliquent. `rate`, `explain` et `play` utilisent les mêmes codes ; `hint` renvoie
    1 quand des chiffres tapés sont faux ou en conflit ; `generate` renvoie 2 quand certaines
    grilles n'ont pas pu être créées à temps ; `report merge` renvoie 0 si la fusion a eu
    lieu, 2 si elle a été refusée.
    Quand le lecteur de la sortie disparaît (`... | head -1`), l'exécution s'arrête sans rien
    dire, avec le code 0.
help-root-color =
    Quand afficher la grille résolue en couleur (chiffres donnés en gras, chiffres trouvés en bleu) : `auto` sur un terminal, sauf si la variable d'environnement NO_COLOR est définie, `always` (toujours), `never` (jamais)
help-root-lang =
    La langue des messages et des mots écrits dans les classeurs : en, fr, de, es, pt, it, ja, zh (chinois simplifié) ou tr. Sans cette option, la langue des paramètres régionaux (LC_ALL, puis LC_MESSAGES, puis LANG) ; C, POSIX et toute langue sans traduction donnent l'anglais

help-solve-about =
    Résoudre la grille d'un classeur et écrire un nouveau classeur, mis en forme, avec la solution
help-solve-after =
    La grille fait 9x9 cases (A1:I9, sauf indication contraire de --range). Une case est vide
    si elle est vierge, vaut 0 ou ne contient que des espaces ; un chiffre donné est un nombre
    entier de 1 à 9, sous forme de nombre ou de texte. Toute autre valeur est signalée avec sa
    cellule. Une plage carrée d'une autre taille (de 4 à 25 de côté) est une grille de cette
    taille, chiffres 1..N (avec aussi des lettres au-delà de 9) ; voir plus haut les options
    des autres tailles et variantes. Le fichier d'entrée n'est jamais modifié : la solution va
    dans un nouveau classeur, <entrée>.solved.xlsx à côté du fichier d'entrée, sauf indication
    contraire de -o.
    
    Exemples :
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (un nom défini)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (toutes les grilles, où qu'elles soient)
      sudoku-xlsx solve library.xlsx --list C            (une liste de grilles en colonne C)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (une grille 16x16)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (grille irrégulière, régions décrites là)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (exécutant 2 sur 8 ; voir `report merge`)
    
    Code de sortie :
      0 résolue, 1 impossible à résoudre (chiffres donnés en conflit ou aucune solution),
      2 entrée ou sortie inutilisable, ou erreur d'utilisation ; 3 une grille n'a pas pu être
      tranchée dans le délai fixé par --time-limit ; 130 interruption.
help-solve-inputs =
    Classeurs : .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (c'est le contenu qui compte, pas le nom) ; dossiers, dans lesquels les classeurs sont cherchés récursivement ; listes de grilles en texte (.txt, .sdm, .csv)
help-solve-sheet =
    La feuille à lire : un nom, ou un numéro à partir de 1 [par défaut : la première feuille de calcul]
help-solve-range =
    La grille : une plage comme B6:J14 (ou 'Week 12'!B6:J14), un nom défini dans le classeur, ou `auto` pour toutes les grilles 9x9 trouvées sur les feuilles (voir `find`). Une plage carrée d'une autre taille est une grille de cette taille (A1:P16 fait 16x16). Répétez l'option pour plusieurs grilles sur une même feuille [par défaut : A1:I9]
help-solve-exact =
    Lire exactement la plage indiquée, sans vérifier si elle ressemble à une vue décalée ou partielle d'une grille voisine
help-solve-all-sheets =
    Lire la plage de la grille sur chaque feuille de calcul
help-solve-include-empty =
    Avec --all-sheets, prendre les grilles entièrement vides au lieu de les ignorer
help-solve-list =
    Lire une liste de grilles : une grille de 81 caractères par ligne, dans cette colonne (une lettre comme C). Les fichiers texte (.txt, .sdm, .csv) sont eux aussi lus comme des listes, une grille par ligne
help-solve-report =
    Écrire dans ce fichier une ligne par grille ou par ligne de liste : CSV ou JSON, selon son extension
help-solve-shard =
    Ne traiter que la part K sur N du lot, pour N exécutants qui se le partagent (tableaux de tâches) : les fichiers selon un hachage fixe de leur chemin sous le dossier indiqué, les lignes d'une liste unique selon leur numéro. Le rapport (et la sortie d'une liste) reçoit .K-of-N avant son extension ; `sudoku-xlsx report merge` réunit les rapports
help-solve-shard-index =
    --shard compté à partir de 0, pour les plateformes qui numérotent ainsi leurs exécutants (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX d'AWS Batch) : I/N équivaut à --shard I+1/N
help-solve-size =
    Nombre de cases de côté : 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Fixe la plage par défaut (A1:P16 pour 16) ; une liste de grilles contient alors N*N symboles par ligne [par défaut : la taille de --range, sinon 9]
help-solve-boxes =
    La forme des blocs, lignes x colonnes, p. ex. 3x2 [par défaut : 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, selon la taille]
help-solve-symbols =
    L'écriture des chiffres : auto (nombres 1..N, ou 1-9 puis lettres A, B, ...) ou hex (16x16 uniquement : 0-9 puis A-F)
help-solve-diagonal =
    Sudoku diagonal : les deux diagonales principales contiennent chaque chiffre une fois
help-solve-windoku =
    Windoku (9x9) : quatre blocs 3x3 supplémentaires contiennent chaque chiffre une fois
help-solve-regions =
    Sudoku irrégulier : une plage de la taille de la grille (sur n'importe quelle feuille, ou un nom défini) avec une étiquette de région dans chaque cellule ; chaque région remplace un bloc et doit compter N cases
help-solve-time-limit =
    Durée pendant laquelle le solveur peut chercher sur une grille d'une autre taille ou variante avant d'abandonner sans trancher (code de sortie 3) ; une grille 9x9 est toujours tranchée en quelques millisecondes [par défaut : 60]
help-solve-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-solve-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-solve-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés
help-solve-output =
    Où écrire le classeur résolu, pour une seule entrée [par défaut : <nom de l'entrée sans extension>.solved.xlsx à côté de l'entrée]. Son dossier doit exister. Avec une liste de grilles, un nom finissant par .txt ou .csv écrit du texte à la place
help-solve-out-dir =
    Écrire les sorties dans ce dossier (créé s'il n'existe pas), en reproduisant l'arborescence des dossiers d'entrée
help-solve-grid-only =
    N'écrire que les grilles résolues. Sans cette option, la copie résolue garde autour des grilles chaque feuille et chaque cellule de l'entrée (valeurs, formules, styles, fusions, largeurs)

help-generate-about =
    Créer de nouvelles grilles, chacune à solution unique, et les écrire dans un classeur à imprimer ou à distribuer
help-generate-after =
    Les niveaux sont des tranches de l'échelle de Sudoku Explainer (docs/difficulty.md) : easy
    (facile, jusqu'à 2,5) ne demande que des singletons ; medium (moyen, 2,6-3,4), des
    candidats verrouillés, des paires et des X-Wing ; hard (difficile, 3,5-5,9), des triplets,
    des quadruplets, des Swordfish, des Jellyfish, des XY-Wing et XYZ-Wing, des rectangles
    d'unicité et BUG+1 ; expert (6,0-7,9), des motifs à un seul chiffre, des poissons à
    aileron, du coloriage, des chaînes et des ALS ; extreme (extrême, 8,0 et au-delà), des
    chaînes forcées ou une hypothèse.
    
    Le classeur contient une feuille par grille, jouable dans le tableur sans macros (comme
    celles que crée `play` : chiffres donnés verrouillés, chiffre répété en rouge, compteur
    jusqu'à « Résolu ! », notes ; avec --check-answers, un chiffre faux passe en orange), avec
    le niveau sous la grille, et une dernière feuille Solutions, ou aucune avec
    --no-solutions, ou bien les solutions dans un classeur à part avec --solutions-to.
    --per-page ajoute une feuille Livret qui imprime 1, 2, 4 ou 6 grilles par page, sur papier
    --paper a4 ou letter. La même graine (--seed) donne toujours les mêmes grilles.
    
    Exemples :
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Code de sortie : 0 classeur écrit ; 2 certaines grilles n'ont pas pu être créées à temps
    (rien n'est écrit), la sortie existe et --force n'est pas donné, ou erreur d'utilisation ;
    130 interruption.
help-generate-count =
    Nombre de grilles
help-generate-difficulty =
    Le niveau que doit avoir chaque grille : easy, medium, hard, expert ou extreme [par défaut : n'importe lequel]
help-generate-symmetry =
    Symétrie des chiffres donnés : none (aucune), rotational (par rotation) ou mirror (en miroir)
help-generate-givens =
    Viser ce nombre de chiffres donnés (17-81) ; s'il ne peut pas être atteint, la grille à solution unique la plus proche est gardée [par défaut : le moins possible]
help-generate-seed =
    Graine des choix aléatoires ; la même graine donne les mêmes grilles [par défaut : une nouvelle, affichée]
help-generate-output =
    Le classeur à écrire. Son dossier doit exister
help-generate-list =
    Écrire une seule feuille avec une grille par ligne sous forme de chaîne (avec niveau, score et solution), le format que lit `solve --list A` ; avec -o NOM.txt ou NOM.csv, la même chose en texte
help-generate-title =
    Imprimer ce titre dans l'en-tête de page, au-dessus de chaque grille
help-generate-no-solutions =
    Omettre la feuille Solutions, pour un document à distribuer tel quel
help-generate-solutions-to =
    Écrire plutôt la feuille Solutions dans ce classeur, à part des grilles. Son dossier doit exister
help-generate-check-answers =
    Garder les réponses sur une feuille très masquée, pour qu'un chiffre tapé qui diffère de sa réponse passe en orange (une commodité, pas un secret)
help-generate-per-page =
    Ajouter une feuille Livret qui imprime les grilles à raison de ce nombre par page : 1, 2, 4 ou 6
help-generate-paper =
    Le papier sur lequel les feuilles s'impriment : a4 ou letter [par défaut : selon les paramètres régionaux (Letter aux États-Unis, au Canada, au Mexique et aux Philippines), sinon A4]
help-generate-time-limit =
    Abandonner une grille qui n'a pas atteint le niveau au bout de ce nombre de secondes
help-generate-size =
    Nombre de cases de côté : 4, 6, 8, 9, 10, 12, 15, 16 ou 25
help-generate-boxes =
    La forme des blocs, lignes x colonnes, p. ex. 3x2 [par défaut : selon la taille, comme pour solve]
help-generate-symbols =
    L'écriture des chiffres au-delà de 9 : numbers (10, 11, ...), letters (1-9 puis A, B, ...) ou hex (16x16 uniquement : 0-9 puis A-F)
help-generate-diagonal =
    Sudoku diagonal : les deux diagonales principales contiennent chaque chiffre une fois
help-generate-windoku =
    Windoku (9x9) : quatre blocs 3x3 supplémentaires contiennent chaque chiffre une fois
help-generate-jigsaw =
    Sudoku irrégulier : chaque grille reçoit sa propre disposition aléatoire de régions irrégulières à la place des blocs (jusqu'à 16x16)
help-generate-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-generate-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-generate-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés

help-rate-about =
    Noter des grilles selon les techniques dont une personne a besoin pour les résoudre : une difficulté sur l'échelle de Sudoku Explainer et un niveau (facile, moyen, difficile, expert, extrême). Lit tout ce que lit `solve` ; n'écrit aucun classeur
help-rate-after =
    Affiche, pour chaque grille : le niveau, le score (la difficulté, façon Sudoku Explainer,
    de l'étape la plus dure, de 1,0 à 11,0), la technique la plus dure, les techniques
    employées, le nombre de chiffres donnés et si la solution est unique. --report écrit les
    mêmes informations en CSV ou en JSON. `explain` montre les étapes elles-mêmes.
    
    Exemples :
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (un quart des lignes)
    
    Code de sortie : 0 toutes les grilles ont été notées ; 1 une grille n'a pas de solution ou
    a des chiffres donnés en conflit ; 2 une entrée est inutilisable ; 3 une grille n'a pas pu
    être tranchée dans le délai fixé par --time-limit ; 130 interruption.
help-rate-inputs =
    Classeurs : .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (c'est le contenu qui compte, pas le nom) ; dossiers, dans lesquels les classeurs sont cherchés récursivement ; listes de grilles en texte (.txt, .sdm, .csv)
help-rate-sheet =
    La feuille à lire : un nom, ou un numéro à partir de 1 [par défaut : la première feuille de calcul]
help-rate-range =
    La grille : une plage comme B6:J14 (ou 'Week 12'!B6:J14), un nom défini dans le classeur, ou `auto` pour toutes les grilles 9x9 trouvées sur les feuilles (voir `find`). Une plage carrée d'une autre taille est une grille de cette taille (A1:P16 fait 16x16). Répétez l'option pour plusieurs grilles sur une même feuille [par défaut : A1:I9]
help-rate-exact =
    Lire exactement la plage indiquée, sans vérifier si elle ressemble à une vue décalée ou partielle d'une grille voisine
help-rate-all-sheets =
    Lire la plage de la grille sur chaque feuille de calcul
help-rate-include-empty =
    Avec --all-sheets, prendre les grilles entièrement vides au lieu de les ignorer
help-rate-list =
    Lire une liste de grilles : une grille de 81 caractères par ligne, dans cette colonne (une lettre comme C). Les fichiers texte (.txt, .sdm, .csv) sont eux aussi lus comme des listes, une grille par ligne
help-rate-report =
    Écrire dans ce fichier une ligne par grille ou par ligne de liste : CSV ou JSON, selon son extension
help-rate-shard =
    Ne traiter que la part K sur N du lot, pour N exécutants qui se le partagent (tableaux de tâches) : les fichiers selon un hachage fixe de leur chemin sous le dossier indiqué, les lignes d'une liste unique selon leur numéro. Le rapport (et la sortie d'une liste) reçoit .K-of-N avant son extension ; `sudoku-xlsx report merge` réunit les rapports
help-rate-shard-index =
    --shard compté à partir de 0, pour les plateformes qui numérotent ainsi leurs exécutants (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX d'AWS Batch) : I/N équivaut à --shard I+1/N
help-rate-size =
    Nombre de cases de côté : 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Fixe la plage par défaut (A1:P16 pour 16) ; une liste de grilles contient alors N*N symboles par ligne [par défaut : la taille de --range, sinon 9]
help-rate-boxes =
    La forme des blocs, lignes x colonnes, p. ex. 3x2 [par défaut : 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, selon la taille]
help-rate-symbols =
    L'écriture des chiffres : auto (nombres 1..N, ou 1-9 puis lettres A, B, ...) ou hex (16x16 uniquement : 0-9 puis A-F)
help-rate-diagonal =
    Sudoku diagonal : les deux diagonales principales contiennent chaque chiffre une fois
help-rate-windoku =
    Windoku (9x9) : quatre blocs 3x3 supplémentaires contiennent chaque chiffre une fois
help-rate-regions =
    Sudoku irrégulier : une plage de la taille de la grille (sur n'importe quelle feuille, ou un nom défini) avec une étiquette de région dans chaque cellule ; chaque région remplace un bloc et doit compter N cases
help-rate-time-limit =
    Durée pendant laquelle le solveur peut chercher sur une grille d'une autre taille ou variante avant d'abandonner sans trancher (code de sortie 3) ; une grille 9x9 est toujours tranchée en quelques millisecondes [par défaut : 60]
help-rate-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-rate-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-rate-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés

help-find-about =
    Lister toutes les grilles 9x9 trouvées sur toutes les feuilles, où qu'elles aient été saisies
help-find-after =
    Une grille est un bloc de 9x9 cellules contenant des chiffres de 1 à 9 (0 ou rien pour une
    case vide), dont au moins 17 chiffres, séparé de ce qui l'entoure : titres, étiquettes,
    numéros d'ordre, sommes et autres grilles ne la décalent pas, et un bloc pris dans un
    tableau de nombres plus grand n'est pas une grille. Chaque ligne indique l'emplacement de
    la grille et ce que forment ses chiffres : unique, full (grille déjà remplie), several
    solutions (plusieurs solutions), no solution (aucune solution) ou givens clash (chiffres
    donnés en conflit). Quand les chiffres peuvent se lire comme une grille à deux endroits,
    les deux sont indiqués, sans que l'un d'eux soit choisi au hasard.
    
    Exemples :
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (résoudre toutes les grilles trouvées)
    
    Code de sortie : 0 tous les fichiers ont été parcourus (que des grilles aient été trouvées
    ou non) ; 2 un fichier ne peut pas être lu ; 130 interruption.
help-find-inputs =
    Classeurs, ou dossiers dans lesquels les classeurs sont cherchés récursivement
help-find-sheet =
    Ne chercher que sur cette feuille : un nom, ou un numéro à partir de 1 [par défaut : toutes les feuilles de calcul]
help-find-report =
    Écrire dans ce fichier une ligne par grille trouvée : CSV ou JSON, selon son extension
help-find-shard =
    Ne traiter que la part K sur N du lot, pour N exécutants qui se le partagent (tableaux de tâches) : les fichiers selon un hachage fixe de leur chemin sous le dossier indiqué, les lignes d'une liste unique selon leur numéro. Le rapport (et la sortie d'une liste) reçoit .K-of-N avant son extension ; `sudoku-xlsx report merge` réunit les rapports
help-find-shard-index =
    --shard compté à partir de 0, pour les plateformes qui numérotent ainsi leurs exécutants (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX d'AWS Batch) : I/N équivaut à --shard I+1/N
help-find-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-find-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-find-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés

help-explain-about =
    Résoudre pas à pas comme le ferait une personne, en justifiant chaque étape : à l'écran, et dans une copie résolue avec une feuille Étapes et une feuille Candidats
help-explain-after =
    Toutes les options d'entrée de `solve` s'appliquent. Chaque étape indique sa technique, sa
    note sur l'échelle de Sudoku Explainer et, avec les noms de cellules de la feuille, ce qui
    la justifie. La copie (<entrée>.explained.xlsx, sauf indication contraire de -o) contient
    la grille résolue, une feuille Étapes avec une image de la grille à chaque étape (notes ;
    le motif en bleu et en vert, le chiffre écrit en jaune, les candidats rayés en rouge ; des
    liens vers les cellules de la grille) et une feuille Candidats avec les notes avant la
    première étape. Une grille sans solution est expliquée jusqu'à la case ou l'unité qui ne
    peut plus rien contenir ; une grille à plusieurs solutions, jusqu'au point où la logique
    bloque, avec les cases qui diffèrent entre deux solutions. Les listes de grilles ne sont
    expliquées que dans le terminal et dans le rapport.
    
    Exemples :
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Code de sortie : 0 grille expliquée ; 1 une grille n'a pas de solution ou a des chiffres
    donnés en conflit ; 2 une entrée est inutilisable, une sortie ne peut pas être écrite, ou
    erreur d'utilisation ; 3 une grille n'a pas pu être tranchée dans le délai fixé par
    --time-limit ; 130 interruption.
help-explain-inputs =
    Classeurs : .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (c'est le contenu qui compte, pas le nom) ; dossiers, dans lesquels les classeurs sont cherchés récursivement ; listes de grilles en texte (.txt, .sdm, .csv)
help-explain-sheet =
    La feuille à lire : un nom, ou un numéro à partir de 1 [par défaut : la première feuille de calcul]
help-explain-range =
    La grille : une plage comme B6:J14 (ou 'Week 12'!B6:J14), un nom défini dans le classeur, ou `auto` pour toutes les grilles 9x9 trouvées sur les feuilles (voir `find`). Une plage carrée d'une autre taille est une grille de cette taille (A1:P16 fait 16x16). Répétez l'option pour plusieurs grilles sur une même feuille [par défaut : A1:I9]
help-explain-exact =
    Lire exactement la plage indiquée, sans vérifier si elle ressemble à une vue décalée ou partielle d'une grille voisine
help-explain-all-sheets =
    Lire la plage de la grille sur chaque feuille de calcul
help-explain-include-empty =
    Avec --all-sheets, prendre les grilles entièrement vides au lieu de les ignorer
help-explain-list =
    Lire une liste de grilles : une grille de 81 caractères par ligne, dans cette colonne (une lettre comme C). Les fichiers texte (.txt, .sdm, .csv) sont eux aussi lus comme des listes, une grille par ligne
help-explain-report =
    Écrire dans ce fichier une ligne par grille ou par ligne de liste : CSV ou JSON, selon son extension
help-explain-shard =
    Ne traiter que la part K sur N du lot, pour N exécutants qui se le partagent (tableaux de tâches) : les fichiers selon un hachage fixe de leur chemin sous le dossier indiqué, les lignes d'une liste unique selon leur numéro. Le rapport (et la sortie d'une liste) reçoit .K-of-N avant son extension ; `sudoku-xlsx report merge` réunit les rapports
help-explain-shard-index =
    --shard compté à partir de 0, pour les plateformes qui numérotent ainsi leurs exécutants (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX d'AWS Batch) : I/N équivaut à --shard I+1/N
help-explain-size =
    Nombre de cases de côté : 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Fixe la plage par défaut (A1:P16 pour 16) ; une liste de grilles contient alors N*N symboles par ligne [par défaut : la taille de --range, sinon 9]
help-explain-boxes =
    La forme des blocs, lignes x colonnes, p. ex. 3x2 [par défaut : 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, selon la taille]
help-explain-symbols =
    L'écriture des chiffres : auto (nombres 1..N, ou 1-9 puis lettres A, B, ...) ou hex (16x16 uniquement : 0-9 puis A-F)
help-explain-diagonal =
    Sudoku diagonal : les deux diagonales principales contiennent chaque chiffre une fois
help-explain-windoku =
    Windoku (9x9) : quatre blocs 3x3 supplémentaires contiennent chaque chiffre une fois
help-explain-regions =
    Sudoku irrégulier : une plage de la taille de la grille (sur n'importe quelle feuille, ou un nom défini) avec une étiquette de région dans chaque cellule ; chaque région remplace un bloc et doit compter N cases
help-explain-time-limit =
    Durée pendant laquelle le solveur peut chercher sur une grille d'une autre taille ou variante avant d'abandonner sans trancher (code de sortie 3) ; une grille 9x9 est toujours tranchée en quelques millisecondes [par défaut : 60]
help-explain-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-explain-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-explain-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés
help-explain-output =
    Où écrire le classeur expliqué, pour une seule entrée [par défaut : <nom de l'entrée sans extension>.explained.xlsx à côté de l'entrée]. Son dossier doit exister. Avec une liste de grilles, un nom finissant par .txt ou .csv écrit du texte à la place
help-explain-out-dir =
    Écrire les sorties dans ce dossier (créé s'il n'existe pas), en reproduisant l'arborescence des dossiers d'entrée
help-explain-grid-only =
    N'écrire que les grilles résolues. Sans cette option, la copie résolue garde autour des grilles chaque feuille et chaque cellule de l'entrée (valeurs, formules, styles, fusions, largeurs)
help-explain-steps =
    S'arrêter après ce nombre d'étapes

help-play-about =
    Créer une copie à jouer dans le tableur lui-même, sans macros : les chiffres répétés passent en rouge, un compteur indique ce qui reste, les notes s'affichent en petit et en gris
help-play-after =
    Lit les grilles comme `solve` (grilles, toutes les feuilles, --range auto, listes de
    grilles) et écrit <entrée>.play.xlsx, sauf indication contraire de -o : une feuille
    protégée par grille, mise en page comme celles de `generate`. Les chiffres donnés sont
    verrouillés ; une case libre accepte un chiffre de 1 à 9, ou des notes (plusieurs
    chiffres, p. ex. 147, affichés en petit et en gris) ; un chiffre répété dans sa ligne, sa
    colonne ou son bloc passe en rouge ; la cellule à côté de la grille compte ce qui reste et
    affiche « Résolu ! » à la fin. Cela fonctionne dans Excel, LibreOffice et Gnumeric :
    uniquement des mises en forme conditionnelles et des formules. --check-answers garde la
    solution sur une feuille très masquée et fait passer un chiffre faux en orange (une
    commodité, pas un secret). `hint` relit la copie.
    
    Exemples :
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Code de sortie : 0 classeur écrit ; 1 une grille n'a pas de solution ou a des chiffres
    donnés en conflit (elle est omise) ; 2 une entrée est inutilisable, ou erreur
    d'utilisation ; 3 une grille n'a pas pu être tranchée dans le délai fixé par --time-limit
    (elle est omise) ; 130 interruption.
help-play-inputs =
    Classeurs : .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (c'est le contenu qui compte, pas le nom) ; dossiers, dans lesquels les classeurs sont cherchés récursivement ; listes de grilles en texte (.txt, .sdm, .csv)
help-play-sheet =
    La feuille à lire : un nom, ou un numéro à partir de 1 [par défaut : la première feuille de calcul]
help-play-range =
    La grille : une plage comme B6:J14 (ou 'Week 12'!B6:J14), un nom défini dans le classeur, ou `auto` pour toutes les grilles 9x9 trouvées sur les feuilles (voir `find`). Une plage carrée d'une autre taille est une grille de cette taille (A1:P16 fait 16x16). Répétez l'option pour plusieurs grilles sur une même feuille [par défaut : A1:I9]
help-play-exact =
    Lire exactement la plage indiquée, sans vérifier si elle ressemble à une vue décalée ou partielle d'une grille voisine
help-play-all-sheets =
    Lire la plage de la grille sur chaque feuille de calcul
help-play-include-empty =
    Avec --all-sheets, prendre les grilles entièrement vides au lieu de les ignorer
help-play-list =
    Lire une liste de grilles : une grille de 81 caractères par ligne, dans cette colonne (une lettre comme C). Les fichiers texte (.txt, .sdm, .csv) sont eux aussi lus comme des listes, une grille par ligne
help-play-shard =
    Ne traiter que la part K sur N du lot, pour N exécutants qui se le partagent (tableaux de tâches) : les fichiers selon un hachage fixe de leur chemin sous le dossier indiqué, les lignes d'une liste unique selon leur numéro. Le rapport (et la sortie d'une liste) reçoit .K-of-N avant son extension ; `sudoku-xlsx report merge` réunit les rapports
help-play-shard-index =
    --shard compté à partir de 0, pour les plateformes qui numérotent ainsi leurs exécutants (JOB_COMPLETION_INDEX de Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX d'AWS Batch) : I/N équivaut à --shard I+1/N
help-play-size =
    Nombre de cases de côté : 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Fixe la plage par défaut (A1:P16 pour 16) ; une liste de grilles contient alors N*N symboles par ligne [par défaut : la taille de --range, sinon 9]
help-play-boxes =
    La forme des blocs, lignes x colonnes, p. ex. 3x2 [par défaut : 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, selon la taille]
help-play-symbols =
    L'écriture des chiffres : auto (nombres 1..N, ou 1-9 puis lettres A, B, ...) ou hex (16x16 uniquement : 0-9 puis A-F)
help-play-diagonal =
    Sudoku diagonal : les deux diagonales principales contiennent chaque chiffre une fois
help-play-windoku =
    Windoku (9x9) : quatre blocs 3x3 supplémentaires contiennent chaque chiffre une fois
help-play-regions =
    Sudoku irrégulier : une plage de la taille de la grille (sur n'importe quelle feuille, ou un nom défini) avec une étiquette de région dans chaque cellule ; chaque région remplace un bloc et doit compter N cases
help-play-time-limit =
    Durée pendant laquelle le solveur peut chercher sur une grille d'une autre taille ou variante avant d'abandonner sans trancher (code de sortie 3) ; une grille 9x9 est toujours tranchée en quelques millisecondes [par défaut : 60]
help-play-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-play-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-play-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés
help-play-output =
    Où écrire le classeur jouable, pour une seule entrée [par défaut : <nom de l'entrée sans extension>.play.xlsx à côté de l'entrée]. Son dossier doit exister
help-play-out-dir =
    Écrire les sorties dans ce dossier (créé s'il n'existe pas), en reproduisant l'arborescence des dossiers d'entrée
help-play-title =
    Imprimer ce titre dans l'en-tête de page, au-dessus de chaque grille
help-play-check-answers =
    Garder les réponses sur une feuille très masquée, pour qu'un chiffre tapé qui diffère de sa réponse passe en orange (une commodité, pas un secret)
help-play-report =
    Écrire dans ce fichier une ligne par grille ou par ligne de liste : CSV ou JSON, selon son extension

help-hint-about =
    Vérifier une grille en cours de partie : signaler les chiffres faux, ou indiquer l'étape suivante, par un coup de pouce, par ses cases ou en entier
help-hint-after =
    La grille est lue comme la lit `solve` (A1:I9, sauf indication contraire de --range ou de
    --sheet). Les chiffres donnés d'origine sont distingués des chiffres tapés depuis : grâce
    à --givens, une plage (sur n'importe quelle feuille), un nom défini ou une feuille (les
    mêmes cellules sur celle-ci) qui contient la grille telle qu'elle a été distribuée ;
    sinon, dans un classeur créé par `generate`, grâce à la grille qu'il a enregistrée ;
    sinon, chaque chiffre de la grille est pris pour un chiffre donné. Les chiffres tapés qui
    contredisent la solution sont signalés (avec le bon chiffre seulement si --reveal est
    donné) ; sinon, c'est l'étape suivante, à partir de là où en est le joueur :
      nudge  la technique, et la ligne, la colonne ou le bloc où chercher
      cells  en plus, les cases qui la justifient
      full   l'étape entière, et ce qu'il faut écrire ou rayer
    -o écrit une copie du classeur avec les cases de l'indice marquées et l'indice à côté de
    la grille.
    
    Exemples :
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Code de sortie : 0 un indice a été donné (ou la grille est résolue) ; 1 des chiffres tapés
    sont faux ou en conflit, ou la grille n'a pas de solution ; 2 l'entrée est inutilisable,
    ou erreur d'utilisation.
help-hint-input =
    Le classeur de la partie en cours
help-hint-sheet =
    La feuille à lire : un nom, ou un numéro à partir de 1 [par défaut : la première feuille de calcul]
help-hint-range =
    La grille de la partie en cours : une plage comme B6:J14, un nom défini, ou `auto` [par défaut : A1:I9]
help-hint-exact =
    Lire exactement la plage indiquée, sans vérifier si elle ressemble à une vue décalée ou partielle d'une grille voisine
help-hint-givens =
    L'emplacement de la grille d'origine : une plage (sur cette feuille, ou 'Sheet'!B2:J10), un nom défini, ou le nom d'une feuille (les mêmes cellules sur cette feuille)
help-hint-level =
    Ce que l'indice révèle : nudge (un coup de pouce), cells (les cases) ou full (l'étape entière)
help-hint-reveal =
    Indiquer les bons chiffres à la place des chiffres faux, et l'étape entière après un coup de pouce
help-hint-output =
    Écrire une copie du classeur avec les cases de l'indice marquées. Son dossier doit exister
help-hint-grid-only =
    Avec -o, n'écrire que la grille
help-hint-jobs =
    Nombre de fichiers ou de grilles traités à la fois, de 1 à 256, et donc nombre maximal de fils d'exécution utilisés (l'évaluation d'une grille très difficile les utilise tous) [par défaut : le nombre de cœurs]
help-hint-force =
    Remplacer les fichiers de sortie (et le rapport) s'ils existent ; un fichier d'entrée n'est jamais remplacé
help-hint-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés

help-report-about =
    Travailler sur les rapports : `report merge` réunit les rapports d'un lot exécuté en parts (--shard K/N) en un seul, celui d'une exécution unique

help-report-merge-about =
    Réunir les rapports de toutes les parts d'un lot (--shard K/N) dans le rapport qu'écrit une exécution non partagée : ses lignes, dans son ordre
help-report-merge-after =
    Les rapports d'une exécution en parts ont deux colonnes de plus, shard (K/N) et order (la
    place de chaque ligne dans l'exécution non partagée) ; le rapport fusionné les omet, si
    bien qu'il est celui qu'écrit une seule exécution sur tout le lot, ligne pour ligne et
    octet pour octet. Le rapport de chaque part doit être donné une fois, dans n'importe quel
    ordre (une part qui n'avait aucun fichier écrit un rapport vide) ; les rapports de formats
    différents (CSV et JSON) ou avec d'autres colonnes sont refusés. Les rapports sans les
    colonnes de parts sont réunis dans l'ordre donné. Le rapport fusionné est écrit en entier
    ou pas du tout, et ne remplace un fichier existant qu'avec --force.
    
    Exemples :
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Code de sortie : 0 rapports fusionnés ; 2 un rapport ne peut pas être lu ou fusionné, la
    sortie existe déjà, ou erreur d'utilisation.
help-report-merge-reports =
    Les rapports des parts, dans n'importe quel ordre : tous en CSV ou tous en JSON
help-report-merge-output =
    Le rapport fusionné, en CSV ou en JSON comme les rapports. Son dossier doit exister
help-report-merge-force =
    Remplacer le rapport fusionné s'il existe
help-report-merge-quiet =
    Ne rien afficher quand tout s'est bien passé ; les problèmes restent signalés
