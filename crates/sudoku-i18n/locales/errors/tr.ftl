## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = dosya boş
format-word = bu bir Word belgesi, çalışma kitabı değil
format-powerpoint = bu bir PowerPoint sunusu, çalışma kitabı değil
format-zip = bu, içinde çalışma kitabı olmayan bir zip arşivi
format-pdf = bu bir PDF belgesi, çalışma kitabı değil
format-other = bu dosya bir çalışma kitabı değil
error-unknown-format = { $what }; sudoku-xlsx .xlsx, .xlsm, .xltx, .xlsb, .xls ve .ods çalışma kitaplarını okur
error-encrypted = çalışma kitabı şifreli; parolasız kaydedip yeniden deneyin
# $detail: what the reader said, as it said it.
error-damaged = çalışma kitabı bozuk ve okunamıyor ({ $detail }); Excel ya da LibreOffice'te açıp yeniden kaydedin
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } güvenle okunamayacak kadar büyük ({ $detail })
error-too-much-to-carry = çalışma kitabının sayfaları açıldığında { $mib } MiB veri tutuyor; bu, çözülmüş bir kopyanın taşıdığı { $limit } MiB sınırından fazla
error-too-many-formats = çözülmüş kopya { $formats } hücre biçimi gerektirirdi; bu, Excel'in açabildiği en fazla { $most } biçimden çok (çalışma kitabında { $have } biçim var)
error-no-worksheet = çalışma kitabında hiç çalışma sayfası yok
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = numara { $n } (toplam { $count } sayfa var)
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = grafik sayfası
sheet-macro = makro sayfası
sheet-dialog = iletişim kutusu sayfası
error-not-a-worksheet = { $sheet } sayfası bir { $kind }, hücreli bir çalışma sayfası değil (çalışma sayfaları: { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = Girdide burada bir { $kind } vardı; sudoku-xlsx bunu aktarmaz.
error-name-not-found = { $name } ne A1:I9 gibi bir aralık ne de çalışma kitabında tanımlı bir ad (tanımlı adlar: { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = { $name } adının başvurduğu yer { $refers }: { $why }
error-sheet-mismatch = { $range } aralığı { $range_sheet } sayfasında, ama seçilen sayfa { $sheet }
error-overlapping = { $sheet } sayfasındaki { $first } ve { $second } ızgaraları ortak hücreler içeriyor; çakışmayan aralıklar verin
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place }, { $size }x{ $size } boyutunda bir ızgara; { $what } yalnızca 9x9 ızgaraları okur (solve, rate, explain ve generate başka boyutları da alır)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place }, { $grid } konumundaki bir ızgaranın parçası gibi görünüyor ({ $evidence })
error-empty-range = { $place } boş, ama sayfada { $grids } konumunda bir ızgara var
error-ambiguous = { $place } konumundaki rakamlar { $also } konumundaki ızgara olarak da okunabilir; ızgara tahmin edilmez
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }; ızgara { $grid } konumunda görünüyor
error-in-table = { $place } bir bulmaca ızgarası değil, bir sayı tablosunun parçası: çevresindeki hemen her 9x9 blok bir ızgara olarak okunabilir
error-no-grid = { $sheets } { $count ->
        [one] sayfasında
       *[other] sayfalarında
    } en az 17 rakamlı bir 9x9 ızgara bulunamadı
error-no-sized-grid = { $sheets } { $count ->
        [one] sayfasında
       *[other] sayfalarında
    } { $size }x{ $size } boyutunda bir ızgara bulunamadı
error-output-exists = çıktı dosyası zaten var
error-output-folder-missing = çıktının klasörü yok
# $detail: what the system said.
error-write = çıktı yazılamıyor: { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } C4 gibi bir hücre adresi değil
address-row-zero = { $text }: satırlar 1'den başlayarak numaralanır
address-row-too-large = { $text }: bir sayfanın satırları 1 ile 1048576 arasındadır
address-column-too-large = { $text }: bir sayfanın sütunları A ile XFD arasındadır
address-not-a-range = { $text } A1:I9 gibi bir aralık değil
# $fixed: the same range written the right way round.
address-backwards = { $text } ters yazılmış; önce sol üst hücreyi yazın: { $fixed }
address-not-square = { $text } { $rows } satır ve { $cols } sütundan oluşuyor; bir Sudoku ızgarası 9'a 9'dur (örneğin A1:I9) ya da bir kenarı 4, 6, 8, 10, 12, 15, 16 veya 25 hücre olan bir karedir (A1:P16 bir 16x16 ızgaradır)
address-bad-sheet-name = { $text }: sayfa adı doğru biçimde tırnak içine alınmamış; 'My sheet'!A1:I9 biçiminde yazın

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = çıktı, girdi dosyasının yerine geçerdi; -o ile başka bir ad seçin
cli-no-puzzle-line = bulmaca satırı bulunamadı; bir bulmaca satırı 1-9 arası 81 karakterden oluşur, boş hücre için . ya da 0 kullanılır
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = { $sheets } { $count ->
        [one] sayfasının
       *[other] sayfalarının
    } { $column } sütununda bulmaca bulunamadı; bir bulmaca 1-9 arası 81 karakterdir (boş hücre için . ya da 0), o sütunun tek bir hücresinde durur, her satırda bir bulmaca olur; sütunu --list ile seçin
# After the folder's name and a colon.
cli-folder-missing = klasör yok; önce klasörü oluşturun (yalnızca --out-dir sizin için oluşturulur)
cli-not-a-worksheet = { $sheet } sayfası bir { $kind }, hücreli bir çalışma sayfası değil; --sheet ile başka bir sayfa seçin (çalışma sayfaları: { $worksheets })
cli-too-much = { $error }; yalnızca çözülmüş ızgaraları yazmak için --grid-only kullanın
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }; --range { $grid } ya da --range auto kullanın (--exact aralığı verildiği gibi okur)
cli-empty-range-nine = { $error }; --range { $grid } ya da --range auto kullanın
cli-empty-range = { $error }; --range { $grid } kullanın
cli-ambiguous = { $error }; kastedilen ızgarayı --range ile verin
cli-in-table = { $error }; ızgaranın aralığını --range ile verin (--exact aralığı verildiği gibi okur)
cli-grid-elsewhere-nine = { $error }: --range { $grid } ya da --range auto verin
cli-grid-elsewhere = { $error }: --range { $grid } verin
cli-no-grid = { $error }; ızgaranın yerini --range ile verin
cli-sheet-mismatch = --range { $range } aralığı { $range_sheet } sayfasında, ama --sheet { $sheet } sayfasını seçiyor; birini kaldırın ya da ikisini uyumlu hale getirin
cli-output-exists = çıktı dosyası zaten var; değiştirmek için --force, başka bir ad seçmek için -o kullanın

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = { $arg } için geçersiz değer { $value }: { $reason }
clap-unknown-argument = beklenmeyen argüman bulundu: { $arg }
clap-unknown-command = tanınmayan alt komut: { $name }
clap-missing = şu gerekli argümanlar verilmedi: { $args }
clap-conflict = { $arg } argümanı { $other } ile birlikte kullanılamaz
clap-more = Daha fazla bilgi için '--help' deneyin.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = bu bir metin dosyası, çalışma kitabı değil (bulmaca listeleri için `solve --help` komutuna bakın)
evidence-digits = { $cells } hücrelerinde rakamlar var, hemen { $sides }
side-below = altında
side-above = üstünde
side-right = sağında
side-left = solunda
evidence-moved = aynı rakamlar { $moves } okunduğunda daha iyi bir bulmaca oluşturuyor
move-lower = { $count ->
        [one] 1 satır
       *[other] { $count } satır
    } aşağıdan
move-higher = { $count ->
        [one] 1 satır
       *[other] { $count } satır
    } yukarıdan
move-right = { $count ->
        [one] 1 sütun
       *[other] { $count } sütun
    } sağdan
move-left = { $count ->
        [one] 1 sütun
       *[other] { $count } sütun
    } soldan

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = { $position }. karakter { $found }; bir bulmaca satırında yalnızca 1-9 ve boş hücre için . ya da 0 kullanılır
puzzle-length = bir bulmaca satırı 81 karakterdir, bu satırda { $count } karakter var
puzzle-cells = { $expected } hücre bekleniyordu, { $found } hücre bulundu
puzzle-symbol = { $cell } numaralı hücre: { $ch }, { $n }x{ $n } ızgaranın bir rakamı değil
puzzle-hex = onaltılık semboller 16x16 ızgaralar içindir, { $n }x{ $n } için değil
puzzle-refused = bulmaca: { $why }
puzzle-several = bulmacanın birden çok çözümü var
puzzle-no-level = zorluk yok: { $why }; yalnızca tek çözümlü bir bulmaca derecelendirilir
puzzle-hint-nine = ipuçları 9x9 bulmacalar içindir; bunun yerine adımları isteyin

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = { $places } içinde çalışma kitabı bulunamadı
usage-no-workbooks = çalışma kitabı bulunamadı
usage-all-sheets-ranges = --all-sheets yalnızca A1:I9 gibi düz aralıklar alır; adlar ya da adı verilmiş bir sayfadaki aralıklar olmaz
usage-auto-alone = --range auto tüm ızgaraları bulur; onu tek başına, başka aralık olmadan verin
usage-auto-regions = --range auto ile --regions kullanılamaz; ızgaranın aralığını verin, örneğin { $range }
usage-range-size = --range { $range } { $side }x{ $side } boyutunda ama --size değeri { $n }; { $n } x { $n } hücrelik bir aralık verin ya da --size seçeneğini kaldırın
usage-regions-size = --regions { $regions } { $side }x{ $side } boyutunda ama --range { $range } { $grid }x{ $grid } boyutunda; bölgelerin aralığı ızgaranın boyutunda olmalıdır
usage-shard-output = --shard { $shard } bir dosya grubunu çalışanlar arasında böler, -o ise tek bir çalışma kitabının çıktısını adlandırır; paylaştırılacak klasörü ya da dosyaları verin, çıktılar başka yere gidecekse --out-dir ile
usage-list-column = --list C gibi bir sütun harfi alır, { $text } değil
usage-regions-boxes = --regions kutuların yerini alır; --boxes ya da --regions verin, ikisini birden değil
usage-windoku-regions = windoku'nun ek kutuları olağan 3x3 kutuları gerektirir, --regions değil
usage-solutions-to-same = --solutions-to bulmacaların kendi çalışma kitabını gösteriyor; başka bir dosya verin
usage-hex-size = --symbols hex 16x16 bulmacalar içindir; --size 16 ekleyin
usage-givens-nine = --givens 9x9 bulmacalar içindir; diğer boyut ve türlerde simetrinin izin verdiği kadar az verilen rakam olur
usage-per-page-nine = --per-page kitapçıkları 9x9 bulmacalar içindir
usage-jigsaw-size = --jigsaw en çok 16x16 yerleşim üretir; dolu ızgaralı 25x25 yapboz yerleşimi zamanında bulunamayacak kadar nadirdir
usage-play-report = play rapor yazmaz; --report seçeneğini kaldırın
usage-explain-list-output = explain yalnızca ızgaralar için çalışma kitabı yazar; bulmaca listesi terminalde ve --report DOSYA.json ile açıklanır
usage-report-output = rapor bir çıktının yerine geçerdi
usage-one-output = -o tek bir çıktı dosyasını adlandırır ama { $count } girdi verildi; birden çok için --out-dir kullanın
usage-same-output = { $first } ve { $second } dosyalarının ikisi de { $output } konumuna yazılırdı; onları ayrı ayrı çözün ya da farklı klasörlerle --out-dir kullanın

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint bir çalışma kitabında oynanan bir ızgarayı okur, bulmaca listesini değil
hint-not-a-file = bu olağan bir dosya değil (bir boru ya da aygıt); önce çalışma kitabını bir dosyaya kaydedin
hint-a-folder = bu bir klasör; hint tek bir çalışma kitabı okur
hint-several-grids = { $count } ızgara bulundu ({ $places }); oynananı --range ile belirtin
hint-kind = { $place } bir { $kind } ızgarası
hint-larger = { $place } 9'dan büyük harf ya da sayılar içeriyor ({ $cell }: { $what }), daha büyük bir ızgaradaki gibi
hint-nine-only = { $why }; hint yalnızca klasik 9x9 ızgaralarla çalışır (explain diğer boyut ve türlerin her adımını gösterir)
batch-warning-files = { $count } dosya ({ $first } ve diğerleri): { $words }
