## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx: elektronik tablolarınızdaki Sudoku bulmacalarını çözün
page-description = Excel çalışma kitaplarındaki Sudoku bulmacalarını tarayıcınızda çözün, açıklayın, oynayın ve üretin. Hiçbir şey karşıya yüklenmez.
# HTML.
page-lead = Elektronik tablolarınızdaki Sudoku bulmacalarını çözün, açıklayın ve oynayın ya da yenilerini üretin. Her şey bu tarayıcıda olur: <strong>dosyalarınız asla karşıya yüklenmez</strong> ve bu sayfa bir kez yüklendikten sonra çevrimdışı da çalışır.
page-loading = Çözücü yükleniyor…
page-ready = Hazır. Dosyalarınız bu bilgisayarda kalır.
# $reason: what the browser said.
page-no-start = Çözücü bu tarayıcıda başlatılamadı: { $reason }
# The picker of the page's language.
page-language = Dil

page-files-title = Çalışma kitaplarınız
page-drop-main = Çalışma kitaplarını seçin ya da buraya bırakın
page-drop-note = Hücrelerine 9x9 bir bulmaca yazılmış (boş hücre için boş ya da 0) .xlsx, .xlsm, .xltx, .xls, .xlsb ya da .ods dosyası; bulmaca A1:I9 aralığında ya da sayfanın herhangi bir yerinde olabilir; ya da her satırda bir bulmaca olan bir metin listesi (.txt, .csv)
page-none-chosen = Çalışma kitabı seçilmedi.
page-choose-first = Önce bir çalışma kitabı seçin.
page-chosen-one = Seçilen: { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Seçilen: { $count } çalışma kitabı ({ $names })
page-options = Seçenekler
page-sheet = Sayfa
page-sheet-hint = (boş: ilk sayfa)
page-range = Aralık
page-range-hint = (auto: bütün ızgaraları bul)
page-range-placeholder = auto ya da B2:J10
page-rules = Kurallar
page-rules-classic = Klasik 9x9
page-rules-diagonal = Çapraz (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Yapboz
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Oynanabilir kopyalarda yanlış cevapları renklendir
page-solve = Çöz
page-explain = Adım adım açıkla
page-play = Oyna: oynanabilir kopya oluştur
page-stop = Durdur
page-clear = Sonuçları temizle
# HTML.
page-batch-note = Tek bir çalışma kitabının sonucu doğrudan indirilir; birden çok dosyanın sonuçları tek bir <code>.zip</code> olarak gelir ve her dosyanın kendi bağlantısı da kalır.

page-puzzle-title = Bir bulmaca yazın ya da yapıştırın
# HTML.
page-puzzle-label = Satır satır 81 karakter, tek satırda ya da satırlar halinde (komutun yazdırdığı gibi, kutular arasında <code>|</code> ve <code>---+---</code> olan ızgara da olur); boş hücre için <code>.</code> ya da <code>0</code>. Başka boyutlar da olur: 6x6 için 36 karakter, 16x16 için 256 (ondan on altıya kadar olan değerler için <code>A</code>-<code>G</code> ya da 10-16)
page-puzzle-solve = Bu bulmacayı çöz
page-rate = Derecelendir
page-hint = İpucu
page-hint-nudge = küçük bir işaret
page-hint-cells = hücreler
page-hint-full = adımın tamamı
page-next-hint = Sonraki ipucu
page-steps = Adımlar

page-gen-title = Yeni bulmacalar üret
page-gen-count = Kaç tane
page-gen-level = Zorluk
page-level-easy = Kolay
page-level-medium = Orta
page-level-hard = Zor
page-level-expert = Uzman
page-level-extreme = Aşırı zor
page-gen-check = Yanlış cevapları yazılırken renklendir
page-gen-title-label = Başlık
page-gen-title-placeholder = 4B sınıfı, 12. hafta
page-generate = Üret
page-puzzles-made = Üretilen bulmacalar
# HTML.
page-footer = sudoku-xlsx burada WebAssembly olarak çalışır; kodu <code>sudoku-xlsx</code> komutunun koduyla aynıdır. Çözülmüş ve açıklanmış kopyalar çalışma kitabınızdaki her şeyi (resimler, grafikler, makrolar) korur; Oyna ise yeni bir çalışma kitabı oluşturur: her bulmaca için korumalı bir sayfa, makro olmadan oynanabilir. Araç hiçbir zaman makro çalıştırmaz.

## While the page works, and what it shows of a result.

page-already = Bu iş zaten sürüyor; Durdur ile bitirebilirsiniz.
page-waiting = Bekleniyor…
page-waiting-of = Bekleniyor (dosya { $n } / { $total })…
page-working = İşleniyor…
page-working-of = İşleniyor (dosya { $n } / { $total })…
page-stopped = durduruldu; hiçbir şey yazılmadı
page-too-large = bu dosya tarayıcı için çok büyük (bellek yetmedi); hiçbir şey yazılmadı. sudoku-xlsx komutu bu dosyayı kendi bilgisayarınızda okur.
page-crashed = araç beklenmedik şekilde durdu ({ $reason }); hiçbir şey yazılmadı. Yapabiliyorsanız lütfen bunu dosyayla birlikte bildirin.
page-no-start-job = çözücü bu tarayıcıda başlatılamadı ({ $reason })
# What happened to a file, after its name.
page-doing-solve = çözülüyor
page-doing-explain = açıklanıyor
page-doing-play = oynanabilir kopya hazırlanıyor
page-done-solve = çözüldü
page-done-explain = açıklandı
page-done-play = oynanabilir hale getirildi
page-failed-solve = çözülemedi
page-failed-explain = açıklanamadı
page-failed-play = oynanabilir kopya yok
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } dosya { $done }: indirilecek { $count } dosya
page-nothing-written = Hiçbir şey yazılmadı; her dosyanın nedeni aşağıda yazıyor.
page-packing = { $name } paketleniyor…
page-download = İndir: { $name }
page-download-all = { $count } dosyanın tümünü indir: { $name }
page-forgotten = { $name }: artık saklanmıyor (indirmek için yeniden çalıştırın)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } ızgara: { $parts }
page-printed = Komutun yazdıkları ({ $count } satır)
page-other-grids = Diğer { $count } ızgara
page-other-walks = Diğer { $count } ızgarayı adım adım izle
page-making = { $count ->
        [one] 1 bulmaca
       *[other] { $count } bulmaca
    } üretiliyor…
page-made-of = { $count } bulmacadan { $made } tanesi üretildi…
page-most-at-once = sayfa bir seferde en çok { $most } bulmaca üretir, bu yüzden { $asked } yerine { $most } bulmaca üretti; sudoku-xlsx komutu istenen sayıda bulmaca üretir

## Stepping through an explained grid, and hints on it.

page-step-through = Adım adım izle: { $place }
page-step-through-count = Adım adım izle: { $place } ({ $count ->
        [one] 1 adım
       *[other] { $count } adım
    })
page-step-through-caption = { $place }: adım adım
# $level: a page-hint-* message.
page-hint-on-grid = Izgarada ipucu ({ $level })
page-hint-caption = İpucu: { $level }
page-previous = Önceki
page-next = Sonraki
page-step = Adım
page-pencil-marks = { $cell }: adaylar { $marks }
page-no-marks = yok
page-nudge-title = Sıradaki adım gölgeli hücrelerde.
page-step-of = Adım { $n } / { $total }: { $technique } ({ $difficulty })
page-no-step = Adım yok: yalnızca verilen rakamlar var
page-after-step = { $n }. adımdan sonra

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Aralık
page-flag-sheet = Sayfa
page-flag-size = Kurallar
page-flag-diagonal = Kurallar: Çapraz
page-flag-windoku = Kurallar: Windoku
page-flag-jigsaw = Kurallar: Yapboz
page-flag-check-answers = "Oynanabilir kopyalarda yanlış cevapları renklendir"
page-flag-count = Kaç tane
page-flag-difficulty = Zorluk
page-flag-level = İpucu
page-flag-title = Başlık
page-flag-seed = tohum
page-flag-givens = verilen rakamlar
page-flag-time-limit = komutun süre sınırı
page-flag-report = komutun raporu
page-flag-out-dir = komutun çıktı klasörü
page-flag-output = komutun çıktı adı
page-flag-solutions-to = komutun çözüm dosyası
page-flag-color = komutun renk seçeneği
page-flag-lang = komutun dil seçeneği
page-flag-help = komutun yardımı
page-flag-version = komutun sürümü
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = komutun { $name } seçeneği
page-flag-unknown = sudoku-xlsx komutunun bir seçeneği
