## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }: { $name } zip girdisi kopyaya alınmadı: bu ad, girdinin açıldığı klasörün dışına yazılmasına yol açabilir ve hiçbir çalışma kitabı bölümünün adı böyle olmaz
# $grid: the grid's sheet and range.
note-no-room = { $file }: { $grid }: ızgaranın yakınında durum satırı için boş hücre yok; çevresindeki her hücre size ait
error-macros-not-copied = çalışma kitabı makrolarıyla birlikte kopyalanamıyor ({ $why }); yalnızca ızgaralar için --grid-only kullanın
note-rebuilt = { $file }: kopya düzenlenmedi, yeniden oluşturuldu, çünkü { $why }
error-macro-name = çalışma kitabında makrolar var ve kopya bunları korur; Excel makrolu bir çalışma kitabını yalnızca .xlsm uzantılı bir adla açar; kopyaya .xlsm uzantılı bir ad verin (ya da yalnızca ızgaralar için --grid-only kullanın)
error-interrupted = kesildi; hiçbir şey yazılmadı
note-more-cut = { $file }: ayrıca { $count } hücre daha kısaltıldı ya da dışarıda bırakıldı
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }: { $from } sayfasının çözülmüş kopyadaki adı { $to } (Excel en çok 31 karaktere izin verir; adda []:*?/\ karakterlerinden hiçbiri olamaz ve iki ad yalnızca büyük/küçük harf farkıyla ayrılamaz)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = grafikler
lost-images = resimler
lost-macros = makrolar
lost-controls = denetimler
lost-pivot-tables = özet tablolar
lost-comments = açıklamalar
lost-tables = tablolar
lost-conditional-formats = koşullu biçimlendirmeler
lost-data-validation = veri doğrulama
lost-chart-sheets = grafik sayfaları
lost-macro-sheets = makro ve iletişim kutusu sayfaları
note-not-carried = girdide { $list } var; çözülmüş kopya bunları aktarmaz
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }: bir sayfanın olabileceği son satırın ya da sütunun ötesinde; dışarıda bırakıldı
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }: { $what }
note-formula-cut = 8.192 karakterden uzun bir formülün yerine kayıtlı değeri yazıldı
note-text-cut = 32.767 karakterden uzun bir metin bu uzunluğa kısaltıldı

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = not: { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = iç hata: { $what }{ $at }; bu bir yazılım hatası, lütfen hataya yol açan girdiyle birlikte bildirin
note-long-title = --title { $count } karakter uzunluğunda; bu, basılı bir sayfanın üst bilgisine sığandan fazla; üst bilgilerde "…" ile kısaltılmış olarak görünür (çalışma kitabının başlık özelliği tamamını korur)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = bulunan { $count } dosyanın hiçbiri { $shard } parçasına düşmüyor; istenmişse bu parça boş bir rapor yazar
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets, sudoku-xlsx'in eklediği ve bulmaca içermeyen { $count ->
        [one] sayfayı
       *[other] sayfaları
    } atlıyor: { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = { $place } konumundaki verilen rakamlar kuralları çiğniyor
problem-no-solution = { $place } konumundaki ızgaranın çözümü yok
# $evidence in error-not-the-grid.
evidence-more-symbols = oradaki ızgarada { $symbols } simge var, aralıkta ise { $givens }
evidence-borders = { $grid } çevresine kenarlık çizilmiş
# $cells: the range's only digits, joined with commas.
evidence-against-edge = aralıktaki rakamların hepsi ({ $cells }) o ızgaranın kenarına bitişik

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = klasik 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $boxes } kutulu { $kind }
kind-hex = (onaltılık rakamlar)
rules-boxes-misfit = --boxes { $boxes } bir { $n }x{ $n } ızgaraya uymuyor: bir kutuda { $n } hücre olmalı
rules-hex-size = --symbols hex 16x16 ızgaralar içindir, bu ızgara ise { $n }x{ $n }
rules-windoku-size = --windoku 9x9 bir ızgara gerektirir, bu ızgara ise { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx bu ızgarayı bir { $kind } bulmacası olarak yazmış (çalışma kitabına kaydedildi) ve { $flags } buna uymuyor; { $count ->
        [one] bu seçeneği
       *[other] bu seçenekleri
    } vermeyin
rules-regions-size = bölgeler aralığı { $side }x{ $side } boyutunda ama { $place } konumundaki ızgara { $size }x{ $size }; ızgaranın boyutunda bir aralık verin
rules-regions-place = { $place } (bölgeler)
rules-hex-zero = { $cell } hücresinde 0 var ve harfler, onaltılık rakamlardaki (0-F) gibi F harfinde bitiyor; --symbols hex verin ya da rakamları 1-9 ve A-G olarak yazın, boş hücreler için 0 yazın ya da boş bırakın

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }: { $place }  { $givens } verilen rakam  { $kind }
find-bad-cells = hatalı hücreler
find-full = dolu
find-unique = tek çözüm
find-several-solutions = birden çok çözüm
find-no-solution = çözüm yok
find-givens-clash = verilen rakamlar çakışıyor
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : 1-9 arası bir rakam ya da boş olmayan { $count ->
        [one] hücre: { $cells }; ızgarayı kullanmak için onu düzeltin
       *[other] hücreler: { $cells }; ızgarayı kullanmak için bunları düzeltin
    }
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(rakamlar { $places } konumuna da uyuyor: hangisinin kastedildiğini kontrol edin)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }: { $blocks }: formül sonuçları (çalışma kitabının kendi hesapları), bulmaca olarak okunmadı; birini okumak için bir aralık verin
find-none = { $file }: ızgara bulunamadı (ızgara, en az 17 rakam içeren 9x9 hücrelik bir bloktur)
find-table = { $file }: { $place }: bulmaca ızgarası olamayacak kadar büyük ya da yoğun bir sayı bloğu (bir tablo); içinde arama yapılmadı
# $seconds: the time taken, with two decimals.
find-summary = { $files } dosyada { $grids } ızgara bulundu (okunamayan: { $unreadable }); { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }: bulmaca olmayan { $count } satır atlandı: { $places }
explain-passed-rows = { $file }: bulmaca olmayan { $count } satır atlandı: { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }: Adımlar sayfaları yalnızca ilk { $first } ızgara için yazıldı; kalan { $count } ızgara yukarıda ve raporda açıklandı (her ızgaranın sayfaları, kopya kaydedilene kadar bellek tüketir)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = { $n }. satır
place-line = { $n }. satır
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $sheet } sayfası, { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }: { $place }: geçersiz: { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions bölge etiketlerini bir çalışma kitabı aralığından okur, listede ise böyle bir aralık yok; yapboz bulmacalarını ızgara olarak çözün
list-line-length = { $n }x{ $n } bir bulmacada { $expected } simge olur, bu satırda { $found } var
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = { $position }. karakter ({ $found }) { $n }x{ $n } bir ızgaranın rakamı değil
list-more-problems = { $file }: { $count } sorun daha gösterilmedi; --report hepsini listeler
list-more-problems-report = { $file }: { $count } sorun daha gösterilmedi (rapora bakın)
# $output: the file written.
list-summary = { $file }: { $count } bulmaca; çözülen: { $solved }, birden çok çözümlü: { $several }, çözümsüz: { $none }, geçersiz: { $invalid } -> { $output }
error-text-to-file = metin çıktısı yalnızca bir dosyaya yazılır
# A list entry stored as a number in the sheet.
list-stored-as-number = bulmaca sayı olarak saklanmış, bu da rakamların kaybolmasına yol açar; sütunu metin olarak biçimlendirip bulmacayı yeniden girin
# $kib: the longest line read, in KiB.
list-line-too-long = satır { $kib } KiB sınırını aşıyor; bir bulmaca satırı 81 karakterdir
list-not-separated = bulmaca, ardından gelenden ayrılmamış
list-spaced = rakamların arasında boşluk bulunan { $count } karakter: boşluklar boş hücre olarak okunmaz; her boş hücre için . ya da 0 yazın

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = dosya
progress-puzzles = bulmaca
progress-elapsed = { $elapsed } geçti
progress-elapsed-eta = { $elapsed } geçti, kalan süre { $eta }
progress-counts = çözülen: { $solved }, başarısız: { $failed }
# $detail: what the system said.
error-threads = çalışan iş parçacıkları başlatılamıyor: { $detail }
error-interrupted-after = çıktı yazıldıktan sonra kesildi

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = { $limit } s içinde { $level } düzeyinde bulmaca bulunamadı ({ $tried } deneme); { $why }
generate-none-found = { $limit } s içinde bulmaca bulunamadı ({ $tried } deneme); { $why }
generate-why-four = 4x4 bir bulmaca teklilerden fazlasını hiçbir zaman gerektirmez, bu yüzden her 4x4 bulmaca kolaydır
generate-why-time = --time-limit ile daha fazla süre verin ya da başka bir düzey isteyin
generate-why-large = 10x10 boyutunu aşan ızgaraların derecelendirilmesinde tekliler, kilitli adaylar, alt kümeler ve balık desenleri kullanılır; bu yüzden zor düzeyler çabuk, kolay düzeyler ise seyrek çıkar
generate-no-full-grid = bu şeklin dolu bir ızgarası yok
generate-full-grid-time = bu şekilde dolu bir ızgara { $limit } s içinde bulunamadı; --time-limit ile daha fazla süre verin
generate-more-time = { $why }; --time-limit ile daha fazla süre verin
# $n: the puzzle's number; $why: why it was not made.
generate-failed = bulmaca { $n }: { $why }
generate-not-made = bulmaca { $n }: üretilmedi
generate-nothing-written = hiçbir şey yazılmadı; --time-limit ile daha fazla süre verin ya da başka bir --difficulty seçin
generate-nothing-written-givens = hiçbir şey yazılmadı; --time-limit ile daha fazla süre verin ya da başka bir --difficulty veya --givens seçin
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $total } bulmacadan { $count } tanesi { $target } verilen rakama indirilemedi, daha fazlasıyla kaldı: { $count ->
        [one] bulmaca
       *[other] bulmacalar
    } { $puzzles }; { $advice }
givens-advice-time = önce süre sınırı doldu: --time-limit ile daha fazla süre verin ya da --givens { $reached } veya daha fazlasını isteyin
givens-advice-seldom = ızgaralar birbiri ardına denendi ama hedefe yaklaşılamadı, bu yüzden daha fazla süre işe yaramaz: bu üretici nadiren { $target } verilen rakama kadar inebilir; --givens { $reached } veya daha fazlasını isteyin
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = ızgaralar birbiri ardına denendi ama hedefe yaklaşılamadı, bu yüzden daha fazla süre işe yaramaz: bu üretici nadiren { $target } verilen rakama kadar inebilir, hele --symmetry { $symmetry } ile (--symmetry none daha seyrek bulmacalara izin verir); --givens { $reached } veya daha fazlasını isteyin
# Why no jigsaw layout came out.
layout-bad-size = { $n } boyutunda ızgaralar desteklenmiyor; 4, 6, 8, 9, 10, 12, 15, 16, 25 boyutlarından birini kullanın
layout-not-found = { $tries } denemede dolu ızgaralı { $n }x{ $n } bir yapboz yerleşimi bulunamadı
layout-out-of-time = izin verilen sürede dolu ızgaralı { $n }x{ $n } bir yapboz yerleşimi bulunamadı ({ $tries } deneme)

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }: sudoku-xlsx'in yazdığı biçimde bir rapor değil: { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }: bir satırın sırası { $order }; sudoku-xlsx böyle bir sıra yazmaz
merge-two-shards = { $file } hem { $first } parçasının hem de { $second } parçasının satırlarını içeriyor: tek bir çalışanın raporu değil
merge-out-of-order = { $file }: satırlar çalışanın yazdığı sırada değil ({ $order }, daha sonraki bir satırdan sonra geliyor)
merge-kinds = { $first } ve { $second } aynı türde değil: birleştirilmiş rapor ve birleştirilen her rapor ya hep CSV ya da hep JSON olmalı
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } raporunun sütunları { $first_columns }, ama { $second } raporununkiler { $second_columns }: aynı seçeneklerle çalıştırılmış tek bir komutun raporlarını birleştirin
# $why: what is wrong with the text.
merge-shard-column = { $file }: parça sütununda sorun var: { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = çalışanlar farklı dosya grupları listeledi ({ $a } ve { $b } kendi listelerinde ikisi de { $n }. dosyaydı): çalışanlar başlarken bir dosya eklendi ya da kaldırıldı; her parçayı tek bir dosya grubu üzerinde yeniden çalıştırın
merge-batches-two-places = çalışanlar farklı dosya grupları listeledi ({ $file } birinin listesinde { $first }. dosya, ötekinin listesinde { $second }. dosyaydı): çalışanlar başlarken bir dosya eklendi ya da kaldırıldı; her parçayı tek bir dosya grubu üzerinde yeniden çalıştırın
merge-other-run = { $first }, { $n } parçalı bir çalıştırmanın parçası, ama { $second } { $shard } parçası: tek bir çalıştırmanın raporlarını birleştirin
merge-shard-twice = { $first } ve { $second } raporlarının ikisi de { $shard } parçasını içeriyor
merge-too-many = { $n } parçalı bir çalıştırma için { $given } rapor verildi; her parçanın raporunu bir kez verin
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count ->
        [one] { $shards } parçasının raporu
       *[other] { $shards } parçalarının raporları
    } eksik; her parçanın raporunu verin (hiç dosya almayan bir parça boş bir rapor yazar)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } rapor, boş
       *[other] { $count } rapor, hepsi boş
    }
merged-shards = { $shards } parçanın { $count } raporu
merged-in-order = { $count ->
        [one] { $count } rapor
       *[other] verilen sırayla { $count } rapor (parça sütunları yok)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = Birleştirilen: { $what }; { $files } dosyadan { $rows } satır{ $counts }; yazılan dosya: { $output }
invalid-why = geçersiz: { $why }

## The rest of the refusals.

error-report-name = { $file }: rapor CSV ya da JSON olarak yazılır; dosyaya .csv ya da .json uzantılı bir ad verin
error-not-a-file = bu olağan bir dosya değil (bir boru ya da aygıt); önce çalışma kitabını ya da listeyi bir dosyaya kaydedin
# In rate's report message column and on the terminal.
rate-clash = verilen rakamlar kuralları çiğniyor
# Grid shapes that cannot be built.
shape-boxes = { $rows }x{ $cols } boyutunda kutular { $n }x{ $n } bir ızgaraya uymuyor (satır x sütun { $n } etmeli)
shape-region-cells = bölge haritasında { $found } hücre var, { $n }x{ $n } bir ızgarada ise { $cells }
shape-region-count = bölge haritasında { $found } bölge var, { $n }x{ $n } bir ızgara { $n } bölge gerektirir
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = her bölgede { $n } hücre olmalı: { $sizes }
shape-region-has = { $region } bölgesinde { $count } hücre var
shape-windoku = windoku { $n }x{ $n } değil, 9x9 bir ızgara gerektirir

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }: bir sayfada 1, 2, 4 ya da 6 bulmaca olur
value-size = { $text }: bir ızgaranın kenarı 4, 6, 8, 9, 10, 12, 15, 16 ya da 25 hücredir
value-seconds = { $text }: 0'dan büyük ve en fazla 86400 olan bir saniye sayısı verin, örneğin 60 veya 0.5
value-boxes = { $text }: kutu şeklini satır x sütun olarak verin, ör. 2x3
value-symmetry = bilinmeyen simetri { $text }; none, rotational ya da mirror kullanın
value-level = bilinmeyen düzey { $text }; easy, medium, hard, expert ya da extreme kullanın
value-hint-level = bilinmeyen ipucu düzeyi { $text }; nudge, cells ya da full kullanın
value-paper = bilinmeyen kâğıt { $text }; a4 ya da letter kullanın
# $why: one of the shard-* reasons below.
shard-bad = { $text }: { $why }; 1 <= K <= N olacak biçimde K/N verin, ör. 2/8
shard-not-a-shard = bir parça değil
shard-whole-numbers = K ve N tam sayı olmalı
shard-n-zero = N en az 1 olmalı
shard-n-large = N en çok { $most } olabilir
shard-k-range = K, 1 ile { $n } arasında olmalı
shard-index-bad = { $text }: { $why }; 0 <= I < N olacak biçimde I/N verin, ör. 0/8
shard-not-an-index = bir parça numarası değil
shard-i-whole = I tam sayı olmalı
shard-i-large = I çok büyük
# $given: I/N as typed.
shard-i-range = I, 0 ile N-1 arasında, N de en az 1 olmalı; verilen: { $given }
# $seconds: the time spent, with one decimal.
generate-timeout = { $seconds } s içinde, { $attempts } denemede { $level } düzeyinde bulmaca bulunamadı
generate-too-many-givens = bir bulmacada en çok 81 verilen rakam olabilir, { $n } değil

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = çalışma kitabının { $part } bölümü
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = açıldığında { $packed } boyutundan { $size } boyutuna çıkıyor{ $why }
large-limit = ; sınır { $limit }
large-bomb = ; bu bir sıkıştırma bombasına benziyor
large-shared-strings = paylaşılan dizeler bölümü
large-strings-claimed = { $size } içinde { $claimed } dize olduğunu bildiriyor; bu boyut o kadar dizeyi alamaz
large-file = dosya
large-xls = { $size }; .xls dosyaları için sınır { $limit }
large-spreadsheet = elektronik tablo
large-ods-cells = sayfaları, tekrarlanan hücreler tek tek sayıldığında { $cells } veya daha fazla hücreye yayılıyor; .ods dosyaları için sınır { $limit } (ızgaradan uzakta kalanları silin ya da .xlsx olarak kaydedin)
large-ods-text = hücrelerinde, tekrarlar ve boşluklar tek tek sayıldığında { $mib } MiB veya daha fazla metin var; sınır { $limit } MiB
large-list = liste
large-list-lines = 4.294.967.295 satırdan fazla; listeyi daha küçük dosyalara bölün
size-bytes = { $n } bayt
damaged-overlap = zip arşivinin iki bölümü aynı baytları paylaşıyor; bu, sıkıştırma bombalarına özgü bir hiledir
note-more-cells = ayrıca { $count } hücre daha kısaltıldı ya da dışarıda bırakıldı

## Saving, and jigsaw regions read from labels.

save-no-extension = adın uzantısı yok; çalışma kitabına .xlsx (ya da .xlsm, .xltx, .xltm) uzantılı bir ad verin
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx .{ $ext } dosyaları değil, Excel çalışma kitapları yazar; çıktıya .xlsx (ya da .xlsm, .xltx, .xltm) uzantılı bir ad verin
save-not-a-file = bu olağan bir dosya değil (bir klasör, aygıt ya da boru); yazılacak bir dosya adı verin
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = { $region } bölgesinde { $count } hücre var ({ $cell } hücresinden başlayarak)
regions-count = { $n }x{ $n } bir yapbozda her biri { $n } hücreli { $n } bölge olmalı; etiketler { $count } bölge oluşturuyor
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }: { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = { $time } içinde karar verilemedi
generate-out-of-time = izin verilen sürede dolu bir ızgara ne bulunabildi ne de olmadığı gösterilebildi
usage-give-seed = bir tohum verin (--seed)
large-xls-cells = sayfaları, ilk kullanılan hücreden son kullanılan hücreye kadar { $cells } veya daha fazla hücreye yayılıyor; .xls dosyaları için sınır { $limit } (ızgaradan uzakta kalanları silin ya da .xlsx olarak kaydedin)
large-xls-sheet = bir sayfa { $rows } satır ve { $cols } sütun içerdiğini bildiriyor; bir .xls sayfasında en çok 65536 satır ve 256 sütun olur
