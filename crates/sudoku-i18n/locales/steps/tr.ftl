## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } ve { $last }
list-or = { $init } veya { $last }

## The steps of an explanation, one sentence each. $cell, $first, $second, $pivot: a cell
## (D4); $cells, $gone: cells as a list ("D4, E4 ve F4", or "D4 veya E4" where one of
## them is meant); $digit, $value: a digit or letter; $digits: several as a list; $unit,
## $from, $onto: a unit ("4. satır", "D. sütun", "5. kutu"); $base, $covers: units as a
## list; $count: a number that chooses the plural. No case suffix is put on a variable:
## suffixes go on a fixed word after it ("D4 hücresinden", "4. satır içinde").

clauses-comma = { $init }, { $next }
clauses-and = { $init } ve { $next }
# One digit and the cells it goes from, as a clause of a longer list.
step-digit-from = { $digit } rakamı ({ $cells })

step-last-empty = { $cell } hücresi { $unit } içindeki son boş hücredir, dolayısıyla orada eksik olan rakamı alır: { $digit }
step-hidden-single = { $cell } hücresi, { $unit } içinde { $digit } rakamını alabilecek tek hücredir
step-naked-single-ruled-out = { $cell } hücresi yalnızca { $digit } olabilir: diğer bütün rakamlar elendi
step-naked-single-units = { $cell } hücresi yalnızca { $digit } olabilir: diğer bütün rakamlar zaten kendi satırında, sütununda ya da kutusunda var
step-naked-single-seen = { $cell } hücresi yalnızca { $digit } olabilir: diğer bütün rakamlar zaten bu hücrenin gördüğü bir hücrede var
step-locked-candidates = { $digit } rakamı { $cells } hücresinde olmalı ({ $from }), dolayısıyla { $digit } rakamı { $onto } içindeki diğer hücrelerden elenir: { $gone }
step-naked-subset = { $cells } hücrelerine toplam olarak yalnızca { $digits } rakamları girebilir, dolayısıyla bu rakamlar { $unit } içindeki diğer hücrelerden elenir: { $gone }
step-hidden-subset = { $unit } içinde { $digits } rakamları yalnızca { $cells } hücrelerine girebilir, dolayısıyla bu hücrelerden diğer bütün rakamlar elenir
step-fish-columns = { $base } içinde { $digit } rakamı yalnızca { $covers } içinde olabilir, dolayısıyla { $digit } rakamı bu sütunların geri kalanından elenir: { $gone }
step-fish-rows = { $base } içinde { $digit } rakamı yalnızca { $covers } içinde olabilir, dolayısıyla { $digit } rakamı bu satırların geri kalanından elenir: { $gone }
# $pivot_digits, $first_digits, $second_digits: the two digits each cell can hold.
step-xy-wing = { $pivot } hücresinin adayları { $pivot_digits }; hangisi olursa olsun, { $first } ({ $first_digits }) veya { $second } ({ $second_digits }) hücresi { $digit } olmalı, dolayısıyla { $digit } rakamı, ikisini de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
step-xyz-wing = { $pivot } hücresinin adayları { $pivot_digits }; hangisi olursa olsun, { $first } ({ $first_digits }) veya { $second } ({ $second_digits }) hücresi { $digit } olmalı, dolayısıyla { $digit } rakamı, üçünü de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
# A turbot fish, skyscraper or two-string kite: two units where the digit has two
# places each, $first/$first_end in $first_unit, $second/$second_end in $second_unit,
# $first_end and $second sharing the unit $shared.
step-two-links = { $first_unit } içinde { $digit } rakamı yalnızca { $first } veya { $first_end } hücresinde olabilir, { $second_unit } içinde de yalnızca { $second } veya { $second_end } hücresinde; { $first_end } ve { $second } hücrelerinin ikisi de { $shared } içinde, dolayısıyla ikisi birden { $digit } olamaz ve { $first } veya { $second_end } hücresi { $digit } olmalı: { $digit } rakamı, bu ikisini de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
# $box_unit: the box; $line: a row or column holding $digit only in $near and $far.
step-empty-rectangle = { $box_unit } içinde { $digit } rakamı yalnızca { $row } veya { $column } içinde olabilir; { $line } içinde { $digit } rakamı yalnızca { $near } ve { $far } hücrelerinde var, dolayısıyla { $target } hücresi { $digit } olsaydı, { $far } hücresi { $digit } olamazdı, { $near } hücresi { $digit } olurdu ve { $box_unit } içinde { $digit } rakamına yer kalmazdı: { $digit } rakamı { $target } hücresinden elenir
# $size: 2 for an X-wing, 3 a swordfish, 4 a jellyfish; $fin_count: how many fins.
step-finned-fish-columns = { $base } içinde { $digit } rakamı, { $fin_box } içindeki { $fin_count ->
        [one] yüzgeç
       *[other] yüzgeçler
    } ({ $fins }) dışında, yalnızca { $covers } içinde olabilir: { $fin_count ->
        [one] yüzgeç
       *[other] hiçbir yüzgeç
    } { $digit } değilse, bu desen { $digit } rakamını bu sütunların geri kalanından silen bir { $size ->
        [2] X-Wing
        [3] Swordfish
       *[other] Jellyfish
    } olur; { $fin_count ->
        [one] yüzgeç
       *[other] yüzgeçlerden biri
    } { $digit } ise { $digit } rakamı { $fin_box } içindeki diğer hücrelerden elenir; her iki durumda da { $digit } rakamı şu hücrelerden elenir: { $gone }
step-finned-fish-rows = { $base } içinde { $digit } rakamı, { $fin_box } içindeki { $fin_count ->
        [one] yüzgeç
       *[other] yüzgeçler
    } ({ $fins }) dışında, yalnızca { $covers } içinde olabilir: { $fin_count ->
        [one] yüzgeç
       *[other] hiçbir yüzgeç
    } { $digit } değilse, bu desen { $digit } rakamını bu satırların geri kalanından silen bir { $size ->
        [2] X-Wing
        [3] Swordfish
       *[other] Jellyfish
    } olur; { $fin_count ->
        [one] yüzgeç
       *[other] yüzgeçlerden biri
    } { $digit } ise { $digit } rakamı { $fin_box } içindeki diğer hücrelerden elenir; her iki durumda da { $digit } rakamı şu hücrelerden elenir: { $gone }
# Simple colouring: $good and $bad (or $one and $other) are the cells of each colour.
step-colour-wrap = { $digit } rakamının bir birim içinde yalnızca iki yeri olduğu hücreler birbirine bağlanınca iki renk oluşur, biri { $good } üzerinde, öteki { $bad } üzerinde, ve renklerden birinin bütün hücreleri { $digit } olur; { $first } ve { $second } hücreleri aynı renkte ve ikisi de { $shared } içinde, dolayısıyla bu renk { $digit } olamaz: { $digit } rakamı { $bad } hücrelerinden elenir
step-colour-trap = { $digit } rakamının bir birim içinde yalnızca iki yeri olduğu hücreler birbirine bağlanınca iki renk oluşur, biri { $one } üzerinde, öteki { $other } üzerinde, ve renklerden birinin bütün hücreleri { $digit } olur, dolayısıyla { $digit } rakamı, iki rengi de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
# An X-chain: $links is step-x-chain-start then a step-x-chain-link for each pair after.
step-x-chain-start = { $start } hücresi { $digit } değilse, { $next } hücresi { $digit } olur
step-x-chain-link = , yani { $off } hücresi bu rakam olamaz, yani { $on } hücresi bu rakam olur
step-x-chain = { $links }; her iki durumda da { $start } veya { $end } hücresi { $digit } olur, dolayısıyla { $digit } rakamı şu hücrelerden elenir: { $gone }
# An almost locked set: cells of one unit holding one digit more than they are many.
step-als-cell = { $cells } hücresine yalnızca { $digits } rakamları girebilir
step-als-set = { $cells } hücrelerine toplam olarak yalnızca { $digits } rakamları girebilir ({ $unit })
# ALS-XZ: $first and $second are two step-als-* sentences; $x (and $y) the digits whose
# places in one set all see those in the other; $z the digits that go; $each a list of
# step-digit-from clauses.
step-als-xz-double = { $first } ve { $second }; bir kümedeki her { $x } adayı öteki kümedeki her { $x } adayını görür, aynısı { $y } için de geçerlidir, dolayısıyla her küme { $x } veya { $y } dışındaki bütün rakamlarını içerir, yani { $z } rakamı, bu rakamın kümelerdeki bütün yerlerini gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
step-als-xz-double-each = { $first } ve { $second }; bir kümedeki her { $x } adayı öteki kümedeki her { $x } adayını görür, aynısı { $y } için de geçerlidir, dolayısıyla her küme { $x } veya { $y } dışındaki bütün rakamlarını içerir, yani { $z } rakamlarının her biri, kümelerdeki bütün yerlerini gören hücrelerden elenir: { $each }
step-als-xz = { $first } ve { $second }; bir kümedeki her { $x } adayı öteki kümedeki her { $x } adayını görür, dolayısıyla kümelerden biri { $x } içermez ve diğer bütün rakamlarını içerir: { $z } rakamı kümelerden birinde olmalıdır ve bu rakamın iki kümedeki bütün yerlerini gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
step-als-xz-each = { $first } ve { $second }; bir kümedeki her { $x } adayı öteki kümedeki her { $x } adayını görür, dolayısıyla kümelerden biri { $x } içermez ve diğer bütün rakamlarını içerir: { $z } rakamlarının her biri kümelerden birinde olmalıdır ve her biri, iki kümedeki bütün yerlerini gören hücrelerden elenir: { $each }
# A W-wing: $first and $second hold only $x and $y; $link_start and $link_end are the
# only places of $y in $unit.
step-w-wing = { $first } hücresi { $x } değilse, { $y } olur, yani { $link_start } hücresi { $y } olamaz, yani { $link_end } hücresi { $y } olur ({ $unit } içinde { $y } rakamının tek öteki yeri), yani { $second } hücresi { $y } olamaz ve { $x } olur; her iki durumda da { $first } veya { $second } hücresi { $x } olur, dolayısıyla { $x } rakamı, ikisini de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
step-remote-pair = { $cells } hücrelerinde yalnızca { $digits } rakamları var ve her hücre bir sonrakini görür, dolayısıyla bu iki rakam hücreler boyunca sırayla değişir: rakamlardan biri { $first } hücresinde, öteki { $second } hücresindedir, dolayısıyla { $digits } rakamları, ikisini de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
# An XY-chain: $links is step-xy-chain-start then a step-xy-chain-link for each cell after.
step-xy-chain-start = { $start } hücresi { $digit } değilse, { $other } olur
step-xy-chain-link = , yani { $cell } hücresi { $off } olamaz ve { $on } olur
step-xy-chain = { $links }; her iki durumda da { $start } veya { $end } hücresi { $digit } olur, dolayısıyla { $digit } rakamı, ikisini de gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
# The deadly pattern of a unique rectangle: four cells that would swap two digits.
step-deadly = { $cells } hücrelerinde yalnızca { $digits } rakamları kalırdı ve bu rakamlar yer değiştirerek ikinci bir çözüm verebilirdi
# Unique rectangles, types 1 to 4; $deadly is a step-deadly sentence.
step-ur-1 = { $cell } hücresi { $x } veya { $y } olsaydı, { $deadly }; dolayısıyla { $digits } rakamları { $cell } hücresinden elenir
# $ends: the corners with the extra digit, as alternatives; $end_count: how many (2 or 3).
step-ur-2 = { $ends } hücresi { $digit } olmadıkça, { $deadly }; dolayısıyla { $digit } rakamı, { $end_count ->
        [2] ikisini de
       *[other] üçünü de
    } gören { $gone } { $count ->
        [one] hücresinden
       *[other] hücrelerinden
    } elenir
# $extras: the corners' other digits, as alternatives; $size: 2 for a naked pair, 3 a
# triple, 4 a quad.
step-ur-3 = { $first } veya { $second } hücresi { $extras } olmadıkça, { $deadly }; dolayısıyla bu iki hücreden biri { $extras } olur ve ikisi, { $cells } ile birlikte, { $unit } içinde { $digits } rakamlarından oluşan bir çıplak { $size ->
        [2] ikili
        [3] üçlü
       *[other] dörtlü
    } gibi davranır, dolayısıyla bu rakamlar o birimin diğer hücrelerinden elenir: { $gone }
step-ur-4 = { $cells } hücrelerinden biri { $digit } olmalı ({ $unit } içinde { $digit } rakamının yalnızca bu iki yeri var), dolayısıyla bunlardan biri { $other } olsaydı, { $deadly }; dolayısıyla { $other } rakamı { $cells } hücrelerinden elenir
step-bug = { $cell } dışındaki her boş hücrenin iki adayı var ve { $digit } dışındaki her rakamın her satır, sütun ve kutuda iki yeri var; { $digit } rakamının ise { $cell } hücresinin satırında, sütununda ve kutusunda üç yeri var: { $cell } hücresi { $digit } olmasaydı, ızgaranın iki çözümü olurdu, dolayısıyla { $cell } hücresi { $digit } olur
# Aligned pair or triplet exclusion: $cells the aligned cells, $excluders the cells
# whose candidates rule combinations out.
step-aligned-exclusion = { $cells } hücrelerini doldurmanın, { $excluders } hücrelerinden birini rakamsız bırakacak ya da birbirini gören iki hücrede aynı rakamı tekrarlayacak her yolu geçersizdir; dolayısıyla başka hiçbir yolun izin vermediği rakamlar şu hücrelerden elenir: { $gone }
# Direct techniques end on the single they give: $cell is the only cell of $target (or
# $unit) left for $digit.
step-direct-locked = { $from } içinde { $digit } rakamı { $cells } hücresinde olmalı ({ $onto }), dolayısıyla { $digit } rakamı şu hücrelerden elenir: { $gone } ({ $target }); böylece { $target } içinde { $digit } rakamını alabilecek tek hücre { $cell } kalır
step-direct-hidden-subset = { $unit } içinde { $digits } rakamları yalnızca { $cells } hücrelerine girebilir, dolayısıyla bu hücrelere başka rakam girmez ve { $digit } rakamı şu hücrelerden elenir: { $gone }; böylece { $unit } içinde { $digit } rakamını alabilecek tek hücre { $cell } kalır
# An alternating inference chain: step-aic-start, then a link for each candidate after
# ("then" for the first, "so" for the rest); $goes: step-digit-goes clauses joined by
# step-and-also.
step-aic-start = { $cell } hücresi { $digit } değilse
step-aic-then-is = , { $cell } hücresi { $digit } olur
step-aic-then-is-not = , { $cell } hücresi { $digit } olamaz
step-aic-so-is = , yani { $cell } hücresi { $digit } olur
step-aic-so-is-not = , yani { $cell } hücresi { $digit } olamaz
step-digit-goes = { $digit } rakamı şu hücrelerden elenir: { $cells }
step-and-also = { $init }; ayrıca { $next }
step-aic = { $links }; dolayısıyla ya { $first } hücresi { $first_digit } ya da { $last } hücresi { $last_digit } olur ve her iki durumda da { $goes }
# Forcing chains. A fact: "D4 hücresi 7 olur", "D4 hücresi 7 olamaz"; a chain: facts as a list.
step-fact-is = { $cell } hücresi { $digit } olur
step-fact-is-not = { $cell } hücresi { $digit } olamaz
# A chain with nothing in it: the assumption breaks the grid by itself.
step-at-once = hemen
# How the grid breaks at the end of a chain.
step-broken-cell = { $cell } hücresine hiçbir rakam giremez
step-broken-digit = { $digit } rakamına { $unit } içinde yer kalmaz
step-broken-grid = ızgara çelişkiye düşer
step-contradiction = { $cell } hücresi { $digit } olursa, { $chain }, sonunda da { $broken }; dolayısıyla { $cell } hücresi { $digit } olamaz
# The two ways a forcing chain starts: each digit of a cell, or each place of a digit in
# a unit ($digits, $cells: alternatives).
step-forcing-cell = { $cell } hücresi { $digits } rakamlarından hangisi olursa olsun,
step-forcing-unit = { $digit } rakamı { $unit } içinde nereye girerse girsin ({ $cells }),
# $start: step-forcing-cell or step-forcing-unit; $claim: a fact or step-holds; $branches:
# step-branch-* joined by step-branches; $result: a fact or step-goes-from-cell.
step-forcing = { $start } { $claim }: { $branches }; dolayısıyla { $result }
step-holds = { $cell } hücresi { $digits } olur
step-goes-from-cell = { $digits } { $count ->
        [one] rakamı
       *[other] rakamları
    } { $cell } hücresinden elenir
step-branch-in-cell = { $cell } hücresindeyse, { $chain }
step-branch-in-cell-broken = { $cell } hücresindeyse, { $chain }, sonunda da { $broken }
step-branch-with-digit = { $digit } olursa, { $chain }
step-branch-with-digit-broken = { $digit } olursa, { $chain }, sonunda da { $broken }
step-branches = { $init }; { $next }
# Nested forcing chains: $how names the techniques each branch uses, $steps how many steps
# (several as a list).
step-nested-how = tekliler, kilitli adaylar ve ikililer
step-nested-how-chains = tekliler, kilitli adaylar, ikililer ve zorlama zincirleri
step-nested-contradiction = { $cell } hücresi { $digit } olursa, { $how } { $steps } adımda bir çelişkiye götürür: { $broken }; dolayısıyla { $cell } hücresi { $digit } olamaz
step-nested = { $cell } hücresi { $digits } rakamlarından hangisi olursa olsun, { $how } ile ({ $steps } adımda) şu sonuca varılır: { $fact }; dolayısıyla { $fact }
# Sudoku Explainer's chains, by what they start from; $fact: step-fact-is or -is-not.
step-se-cell = { $cell } hücresine hangi rakam girerse girsin, { $fact }
step-se-unit = { $digit } rakamı { $unit } içinde nereye girerse girsin, { $fact }
step-se-absurd = { $cell } hücresi { $digit } olsaydı, ızgara çelişkiye düşerdi, dolayısıyla { $fact }
step-se-absurd-not = { $cell } hücresi { $digit } olmasaydı, ızgara çelişkiye düşerdi, dolayısıyla { $fact }
step-se-double = { $cell } hücresi { $digit } olsa da olmasa da { $fact }
step-se-cycle = { $cell } hücresindeki { $digit } adayından çıkıp yine ona dönen bir bağlantı döngüsü iki yönde de geçerlidir, dolayısıyla bağlantılarından herhangi birinin iki ucunu da gören hücrelerden o rakam elenir
step-se-chain-false = { $cell } hücresindeki { $digit } adayından başlayan bağlantılar izlenince bu adayın yanlış olduğu kanıtlanır
step-se-chain-true = { $cell } hücresindeki { $digit } adayından başlayan bağlantılar izlenince bu adayın doğru olduğu kanıtlanır
# Unique loops (a rectangle when $size is 4): $lead is step-loop, $ends the loop's cells
# with extra digits, $others the cells that complete a set with them.
step-loop = { $cells } hücreleri bir { $size ->
        [4] dikdörtgen
       *[other] döngü
    } oluşturur; bu hücrelerde yalnızca { $digits } rakamları olsaydı, bunlar yer değiştirerek ikinci bir çözüm verebilirdi
step-loop-1 = { $lead }; dolayısıyla { $digits } rakamları { $cell } hücresinden elenir
step-loop-2 = { $lead }; dolayısıyla { $ends } hücrelerinden biri { $digit } olur ve { $digit } rakamı şu hücrelerden elenir: { $gone }
step-loop-3-naked = { $lead }; dolayısıyla { $ends } hücreleri tek bir hücre gibi davranır ve { $others } ile birlikte { $unit } içinde { $digits } rakamlarından oluşan çıplak bir küme oluşturur; bu küme şu hücrelerden aday eler: { $gone }
step-loop-3-hidden = { $lead }; dolayısıyla { $ends } hücreleri tek bir hücre gibi davranır ve { $others } ile birlikte { $unit } içinde { $digits } rakamlarından oluşan gizli bir küme oluşturur; bu küme şu hücrelerden aday eler: { $gone }
step-loop-4 = { $lead }; { $unit } içinde { $digit } rakamının { $ends } dışında yeri yok, dolayısıyla öteki rakam bu iki hücreden de elenir
# Bivalue universal grave, types 1 to 4: $count is how many cells keep one of $digits.
step-bug-kept = { $cells } { $count ->
        [one] hücresinde
       *[other] hücrelerinde
    } { $digits } olmasaydı, her boş hücrenin iki adayı ve her rakamın her satır, sütun ve kutuda iki yeri olurdu, bu da iki çözüm verirdi; dolayısıyla { $count ->
        [one] bu hücre bunlardan birini korur
       *[other] bu hücrelerden biri bunlardan birini korur
    } ve bunun dışladığı adaylar şu hücrelerden elenir: { $gone }
# Type 3 adds the naked set: $bug is a step-bug-kept sentence.
step-bug-3 = { $bug } ({ $members } ile birlikte { $digits } rakamlarından oluşan çıplak bir küme)
# No technique applies: the step that writes the solution's digit.
step-guess = Burada hiçbir teknik uygulanamıyor, dolayısıyla bu bir tahmindir: en az adayı olan hücre { $cell } ({ $digits }) ve çözümde bu hücrede { $digit } var

## How an explanation ends, after its last step. $step: how many steps came before (0:
## none yet, so "Daha en başta").

ending-solved = Çözüldü.
ending-stopped = { $step }. adımdan sonra durduruldu.
ending-clash = { $first } ve { $second } hücrelerinin ikisinde de { $digit } var ({ $unit }): verilen rakamlar kuralları çiğniyor.
ending-clash-unknown = Verilen rakamlar kuralları çiğniyor.
ending-dead-cell = { $step ->
        [0] Daha en başta
       *[other] { $step }. adımdan sonra
    }, { $cell } hücresine hiçbir rakam giremiyor: bulmacanın çözümü yok.
ending-dead-digit = { $step ->
        [0] Daha en başta
       *[other] { $step }. adımdan sonra
    }, { $digit } rakamına { $unit } içinde yer kalmadı: bulmacanın çözümü yok.
ending-stalled = { $step ->
        [0] Daha en başta
       *[other] { $step }. adımdan sonra
    }, hiçbir teknik uygulanamıyor ve buradan bir çözüme ulaşılamıyor.
# $cells: the cells where two solutions differ, as a list (perhaps cut short).
ending-several = { $step ->
        [0] Daha en başta
       *[other] { $step }. adımdan sonra
    }, hiçbir teknik uygulanamıyor: bulmacanın birden fazla çözümü var; bunlardan ikisi şu hücrelerde farklı: { $cells }.
# The endings of grids of other sizes and variants. $clash: a `clash` message; $shape:
# the grid's kind ("6x6", "9x9 diagonal").
ending-general-clash = Verilen rakamlar kuralları çiğniyor: { $clash }.
ending-misfit = Çözüm yok: bulmaca { $shape } bir ızgaraya uymuyor.
ending-nothing = Yapılacak bir şey yok: her hücre zaten dolu.
ending-solved-in = { $count ->
        [one] 1 adımda çözüldü.
       *[other] { $count } adımda çözüldü.
    }
ending-general-dead-cell = Çözüm yok: { $step ->
        [0] daha en başta
       *[other] { $step }. adımdan sonra
    }, { $cell } hücresine hiçbir rakam giremiyor.
ending-general-dead-digit = Çözüm yok: { $step ->
        [0] daha en başta
       *[other] { $step }. adımdan sonra
    }, { $digit } rakamına { $unit } içinde yer kalmadı.
ending-general-several = Bulmacanın birden fazla çözümü var: { $step ->
        [0] daha en başta
       *[other] { $step }. adımdan sonra
    }, hiçbir teknik uygulanamıyor ve iki çözüm şu hücrelerde farklı: { $cells }.
# $count cells of $unit ($cells) can hold only $digit_count digits ($digits).
ending-general-pigeonhole = Çözüm yok: { $step ->
        [0] daha en başta
       *[other] { $step }. adımdan sonra
    }, { $unit } içindeki { $count } hücreye ({ $cells }) toplam olarak yalnızca { $digit_count } rakam girebilir ({ $digits }).
ending-general-stalled = Çözüm yok: { $step ->
        [0] daha en başta
       *[other] { $step }. adımdan sonra
    }, hiçbir teknik uygulanamıyor ve çözücü bir çözüm bulamıyor.
# A diagonal named inside a sentence ("in the main diagonal"); other units go in bare.
# Turkish sentences say "{ $unit } içinde", so the diagonal goes in bare too.
unit-the-diagonal = { $unit }

## Hints: a nudge names the technique (and where), then the cells, then the whole step.
## $an is "yes" when English writes "an" before the technique's name; other languages
## need not use it but must keep it in a selector.

hint-guess = Burada hiçbir teknik uygulanamıyor: sıradaki hamle bir tahmin.
hint-look = { $an ->
       *[other] Bir
    } { $technique } arayın.
hint-look-in = { $units } içinde { $an ->
       *[other] bir
    } { $technique } arayın.
# Appended to hint-look or hint-look-in, so it starts with a space.
hint-uses = { " " }Kullandığı hücreler: { $cells }.
# The step's sentence ($sentence) as a hint, closed as a sentence.
hint-sentence = { $sentence }.
hint-digit-in = { $cell } hücresine { $digit }
# Appended to hint-sentence: what to write, and what to cross out.
hint-write = { " " }Yazın: { $writes }.
hint-cross-out = { " " }Silinecek adaylar: { $gone }.
# The hint command's first line: $at is the file, sheet and range; $from where the givens
# came from (a hint-givens-* message); $typed how many digits the player typed, $open how
# many cells are still empty.
hint-game = { $at }: { $givens } verilen rakam ({ $from }), { $typed } { $typed ->
       *[other] rakam
    } girildi, { $open } hücre kaldı
hint-givens-from = kaynak: { $place }
hint-givens-generated = üretildiği gibi
hint-givens-all = bütün rakamlar verilen rakam sayıldı; özgün bulmacayı --givens ile belirtin
# --givens names a puzzle that does not fit the grid being played: $now is 0 when $cell
# is empty, else the digit in it.
hint-not-the-givens = { $now ->
        [0] { $cell } hücresi boş
       *[other] { $cell } hücresinde { $now } var
    }, ama { $place } konumundaki bulmacada bu hücrenin verilen rakamı { $given }: --givens bu ızgaranın özgün bulmacasını belirtmeli
# $status: the puzzle's status line (no solution, several, clash).
hint-bad-puzzle = Bulmacanın kendisi çözülemiyor: { $status }
# $clashes: `clash` messages joined by `clash-separator`.
hint-clash = Rakamlar çakışıyor: { $clashes }. Girdiğiniz rakamı silip yeniden sorun.
# A wrong digit, when --reveal shows the right one.
hint-should-be = { $cell } ({ $typed } yerine { $right } olmalı)
hint-wrong = { $count ->
        [one] Girilen 1 rakam yanlış: { $cells }. Onu silip yeniden sorun.
       *[other] Girilen { $count } rakam yanlış: { $cells }. Bunları silip yeniden sorun.
    }
hint-dead-end = Şimdiye kadar girilen rakamlarla hiçbir çözüm kalmıyor: girilen rakamlardan biri yanlış.
hint-solved = Çözüldü! Bütün rakamlar doğru.
hint-stalled = Buradan sonra hiçbir teknik uygulanamıyor: bulmacanın birden fazla çözümü var.
# With --reveal below a nudge: the whole step.
hint-in-full = (tamamı: { $hint })
