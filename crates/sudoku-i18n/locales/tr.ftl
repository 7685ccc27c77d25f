# sudoku-xlsx'in Türkçe sözcükleri.

## Izgaranın yanına yazılan ve uçbirimde gösterilen durum satırı.

status-solved = Çözüldü
status-several = Çözüldü: bulmacanın birden fazla çözümü var; biri gösteriliyor
status-no-solution = Çözüm yok.
status-clash = Verilen rakamlar kuralları çiğniyor: { $clashes }
status-undecided = Karar verilemedi: çözücü { $time } içinde karar veremedi; --time-limit ile daha fazla süre verin
clash = { $first } ve { $second } hücrelerinin ikisinde de { $value } var ({ $unit })
clash-separator = {"; "}
clash-more = ve { $count } çakışma daha
clash-header = verilen rakamlar kuralları çiğniyor:

## Oyun sayfası.

play-solved = Çözüldü!
play-to-go = { $count } kaldı
play-repeats = bir rakam tekrarlanıyor
play-red = Kırmızı: rakam kendi satırında, sütununda ya da kutusunda tekrarlanıyor
play-red-units = Kırmızı: rakam birimlerinden birinde tekrarlanıyor
play-orange = Turuncu: çözümdeki rakam değil
play-grey = Gri: notlar (birkaç rakam, ör. { $example })
play-type-marks = 1 ile { $n } arasında bir rakam ya da notlar girin: birkaç rakam (ör. { $example }).
play-type-number = 1 ile { $n } arasında bir sayı girin.
play-type-letter = 1-9 ya da A-{ $last } arasında bir harf girin.
play-type-hex = 0-9 ya da A-F arasında bir harf girin.
play-error-title = Sudoku
caption-level = Zorluk: { $level }
caption-from = Kaynak: { $place }
sheet-puzzle = Bulmaca { $n }
sheet-solutions = Çözümler
sheet-booklet = Kitapçık
solutions-title = Çözümler: verilen rakamlar kalın

## Zorluk düzeyleri.

level-easy = kolay
level-medium = orta
level-hard = zor
level-expert = uzman
level-extreme = aşırı zor
level-none = yok

## Izgaranın birimleri.

unit-row = { $n }. satır
unit-column = { $n }. sütun
unit-box = { $n }. kutu
unit-region = { $name } bölgesi
unit-main-diagonal = ana köşegen
unit-anti-diagonal = ters köşegen
unit-window = { $n }. windoku kutusu

## Uçbirim.

wrote = Yazıldı: { $path }
skipped-empty = atlandı (boş)
lang-unknown = "{ $code }" diye bir dil yok; diller şunlar: { $list }

## Reddedilen girdiler.

error-read = dosya okunamıyor: { $detail }
io-not-found = böyle bir dosya yok
io-permission = erişim reddedildi
error-sheet-not-found = { $wanted } diye bir sayfa yok; çalışma kitabındaki sayfalar: { $sheets }
list-none = (yok)
list-more = { $shown } ve { $count } tane daha
cells-not-digits = aralıktaki { $count } hücre ne 1-9 arası bir rakam ne de boş:
cells-not-symbols = aralıktaki { $count } hücre ne ızgaranın bir simgesi ne de boş:
cells-no-region = bölge aralığındaki { $count } hücre boş:
not-digit = { $value } 1-9 arası bir rakam değil
value-text = { $text } metni
value-logical = { $text } mantıksal değeri
value-duration = bir süre
value-date = bir tarih ya da saat
value-error = { $text } hata değeri
not-digit-full-width = { $value } 1-9 arası bir rakam değil (tam genişlikte bir rakam; normal bir rakam olarak yazın)
not-digit-formula = ={ $formula } formülünün kayıtlı bir sonucu yok; çalışma kitabını Excel ya da LibreOffice'te açıp sonuçlar saklansın diye kaydedin
not-digit-merged = birleştirilmiş hücreler ızgarayla çakışıyor; ızgara her hücrede bir değer ister, birleştirmeyi kaldırın
not-symbol = { $value } { $n }x{ $n } ızgaranın bir simgesi değil ({ $allowed })
symbols-hex = 0-9, sonra A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n } ya da 1-9, sonra A-{ $last }
no-region = boş; bölge aralığının her hücresi kendi bölgesinin etiketini ister

## Son satır.

summary = çözülen: { $solved }, birden çok çözümlü: { $several }, çözümsüz: { $none }, geçersiz: { $invalid }, atlanan: { $skipped }, hata: { $errors }; yazılan dosya: { $written }, { $seconds } sn
summary-undecided = karar verilemeyen (süre doldu): { $count }, { $rest }

## Teknikler.

technique-hidden-single = Gizli Tekli
technique-direct-locked-candidates = Kilitli Adaylar (doğrudan)
technique-direct-hidden-pair = Gizli İkili (doğrudan)
technique-naked-single = Çıplak Tekli
technique-direct-hidden-triple = Gizli Üçlü (doğrudan)
technique-locked-candidates = Kilitli Adaylar
technique-naked-pair = Çıplak İkili
technique-x-wing = X-Wing
technique-hidden-pair = Gizli İkili
technique-naked-triple = Çıplak Üçlü
technique-swordfish = Swordfish (Kılıç Balığı)
technique-hidden-triple = Gizli Üçlü
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = Benzersiz Dikdörtgen
technique-naked-quad = Çıplak Dörtlü
technique-jellyfish = Jellyfish (Denizanası)
technique-hidden-quad = Gizli Dörtlü
technique-bug = BUG+1
technique-aligned-pair-exclusion = Hizalı Çift Eleme
technique-skyscraper = Gökdelen
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Boş Dikdörtgen
technique-finned-fish = Yüzgeçli Balık
technique-w-wing = W-Wing
technique-simple-colouring = Basit Boyama
technique-x-chain = X-Zinciri
technique-remote-pairs = Uzak Çiftler
technique-xy-chain = XY-Zinciri
technique-als-xz = ALS-XZ
technique-aic = Alternatif Çıkarım Zinciri (AIC)
technique-aligned-triplet-exclusion = Hizalı Üçlü Eleme
technique-cell-forcing-chain = Hücre Zorlama Zinciri
technique-nishio-forcing-chain = Nishio Zorlama Zinciri
technique-unit-forcing-chain = Birim Zorlama Zinciri
technique-dynamic-forcing-chain = Dinamik Zorlama Zinciri
technique-nested-forcing-chain = İç İçe Zorlama Zinciri
technique-guess = Tahmin

sheet-steps = Adımlar
sheet-candidates = Adaylar
steps-title = { $place } için adımlar
candidates-title = { $place } için adaylar
step-heading = Adım { $n } · { $technique } · { $difficulty }
steps-go-to = Git:
steps-none = Adım yok: ızgaranın her hücresi dolu.
candidates-caption = İlk adımdan önceki adaylar: hücrenin satırında, sütununda ve kutusunda henüz olmayan her rakam.
candidates-caption-units = İlk adımdan önceki adaylar: hücrenin birimlerinde henüz olmayan her değer.
steps-count = { $count } adım.

verdict = { $level } ({ $score }, en zor adım: { $technique })
verdict-se = { $level } ({ $score }, en zor adım: { $technique }; Sudoku Explainer: { $se })
verdict-no-solution = düzey yok (çözüm yok)
verdict-several = { $level } (2 ya da daha fazla çözüm)
verdict-full = çözülecek bir şey yok (her hücre dolu)

givens-count = verilen rakam: { $count }
solutions-none = çözüm yok
solutions-one = tek çözüm
solutions-several = birden çok çözüm
rate-line = { $file }: { $place }: { $verdict }; { $givens }; { $solutions }{ $uses }
rate-uses = ; { $uses }
rate-summary = derecelendirilen: { $rated }; kolay: { $easy }, orta: { $medium }, zor: { $hard }, uzman: { $expert }, aşırı zor: { $extreme } (birden çok çözümlü: { $several }), çözümsüz ve düzeysiz: { $none }; geçersiz: { $invalid }, hata: { $errors }; { $seconds } sn
interrupted = { $total } dosyanın { $done } tanesinden sonra kesildi

wrote-play = Yazıldı: { $path } (oynanacak { $count } bulmaca)
wrote-generated = Yazıldı: { $path } ({ $count } bulmaca, tohum { $seed })
wrote-generated-chosen = Yazıldı: { $path } ({ $count } bulmaca, tohum { $seed }; aynı bulmacaları yeniden üretmek için --seed verin)
wrote-solutions = Çözümler { $path } dosyasına yazıldı
wrote-report = Rapor { $path } dosyasına yazıldı

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
        [one] adım
       *[other] adım
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] adım
       *[other] adım
    }, birden çok çözüm
explain-verdict-no-solution = { $steps } { $steps ->
        [one] adım
       *[other] adım
    }, çözüm yok
explain-path-score = { $score } SE; bu yolun en zor adımı: { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = Bulmaca { $n }: { $rating }, { $givens } ipucu: { $puzzle }
generate-line-kind = Bulmaca { $n } ({ $kind }): { $rating }, { $givens } ipucu: { $puzzle }
play-line = { $givens } ipucu, { $level }
play-nothing = { $place }: { $status } Oynanacak bir şey yok; dışarıda bırakıldı.
play-no-answer = { $place }: bulmacanın birden fazla çözümü var, bu yüzden karşılaştırılacak bir cevap yok; --check-answers seçeneğini kaldırın
play-several = { $place }: bulmacanın birden fazla çözümü var; sayaç yine de tablo dolup hiçbir kuralı bozmadığında bunu söyler
kind-with = { $kind } { $rule }
kind-jigsaw = yapboz
kind-diagonal = çapraz
kind-windoku = windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = uyarı: { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [varsayılan: { $value }]
help-values-note = [olası değerler: { $values }]
