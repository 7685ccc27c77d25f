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
