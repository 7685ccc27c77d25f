## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Kullanım:
help-heading-options = Seçenekler
help-heading-arguments = Argümanlar
help-heading-commands = Komutlar
help-flag-help = Yardımı gösterir (daha fazlası için: '--help')
help-flag-version = Sürümü gösterir
help-heading-other-sizes-and-variants = Diğer boyutlar ve türler

help-root-about =
    Elektronik tablolarda tutulan Sudoku bulmacalarını çözer, üretir ve derecelendirir
help-root-after =
    Çıkış durumu:
      0    her bulmaca çözüldü (birden çok çözümü olan bir bulmaca çözülmüş sayılır; biri
           gösterilir)
      1    bir bulmaca çözülemiyor: verilen rakamları kuralları çiğniyor ya da çözüm yok
      2    bir girdi kullanılamıyor (okunamıyor, biçimi bilinmiyor, şifreli, çok büyük, sayfa
           yok, aralık hatalı, hücre değerleri hatalı), bir çıktı yazılamıyor ya da zaten var,
           ya da bir kullanım hatası oluştu
      3    bir bulmaca --time-limit ile verilen süre içinde karara bağlanamadı (başka boyut
           ve türlerdeki ızgaralar)
      130  kesildi (Ctrl-C ya da SIGTERM)
    Birden çok bulmaca işlendiğinde, geçerli olan en yüksek durum döndürülür. `rate`,
    `explain` ve `play` komutları aynı kodları kullanır; `hint` komutu, girilen rakamlar
    yanlışsa ya da çakışıyorsa 1 döndürür; `generate` komutu, bulmacaların hepsi zamanında
    üretilemediğinde 2 döndürür; `report merge` komutu birleştirdiğinde 0, reddettiğinde 2
    döndürür.
    Çıktıyı okuyan taraf ortadan kalktığında (`... | head -1`), çalışma sessizce 0 ile
    biter.
help-root-color =
    Çözülmüş ızgaranın ne zaman renkli yazdırılacağı (verilen rakamlar kalın, çözülen rakamlar mavi): `auto` (NO_COLOR ortam değişkeni tanımlı değilse uçbirimde), `always`, `never`
help-root-lang =
    Mesajların ve çalışma kitaplarına yazılan sözcüklerin dili: en, fr, de, es, pt, it, ja, zh (basitleştirilmiş Çince) ya da tr. Verilmezse yerel ayarın dili kullanılır (önce LC_ALL, sonra LC_MESSAGES, sonra LANG); C, POSIX ve sözcükleri bulunmayan bir dil İngilizce anlamına gelir

help-solve-about =
    Bir çalışma kitabındaki ızgarayı çözer ve çözümü içeren, biçimlendirilmiş yeni bir çalışma kitabı yazar
help-solve-after =
    Izgara 9x9 hücredir (--range seçeneği başka bir aralık vermedikçe A1:I9). Bir hücre
    hiçbir şey içermiyorsa, 0 ise ya da yalnızca boşluklardan oluşuyorsa boştur; verilen
    rakam, sayı ya da metin olarak yazılmış 1-9 arası bir tam sayıdır. Bunların dışındaki
    her şey hücresiyle birlikte bildirilir. Başka boyutta kare bir aralık (bir kenarı 4 ile
    25 hücre arası) o boyutta bir bulmacadır; rakamlar 1'den N'ye kadardır (9'dan sonra
    harfler de); başka boyutlar ve türler için yukarıdaki seçeneklere bakın. Girdi dosyası
    asla değiştirilmez: çözüm yeni bir çalışma kitabına gider; -o seçeneği başka bir ad
    vermedikçe bu, girdinin yanındaki <girdi>.solved.xlsx dosyasıdır.
    
    Örnekler:
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (tanımlı bir ad)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (her ızgara, nerede olursa olsun)
      sudoku-xlsx solve library.xlsx --list C            (C sütununda bir bulmaca listesi)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (16x16 bir ızgara)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (yapboz; bölgeler orada etiketli)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (çalışan 2/8; bkz. `report merge`)
    
    Çıkış durumu:
      0 çözüldü, 1 çözülemiyor (verilen rakamlar çakışıyor ya da çözüm yok),
      2 girdi ya da çıktı kullanılamıyor, ya da kullanım hatası; 3 bir bulmaca
      --time-limit ile verilen süre içinde karara bağlanamadı; 130 kesildi.
help-solve-inputs =
    Çalışma kitapları: .xlsx, .xlsm, .xltx, .xlsb, .xls ya da .ods (ad değil, içerik belirler); çalışma kitapları için alt klasörleriyle birlikte taranan klasörler; metin biçiminde bulmaca listeleri (.txt, .sdm, .csv)
help-solve-sheet =
    Okunacak sayfa: bir ad ya da 1'den başlayarak sayılan bir numara [varsayılan: ilk çalışma sayfası]
help-solve-range =
    Izgara: B6:J14 (ya da 'Week 12'!B6:J14) gibi bir aralık, çalışma kitabında tanımlı bir ad ya da sayfalarda bulunan her 9x9 ızgara için `auto` (bkz. `find` komutu). Başka boyutta kare bir aralık o boyutta bir bulmacadır (A1:P16 bir 16x16 ızgaradır). Aynı sayfadaki birkaç ızgara için seçeneği yineleyin [varsayılan: A1:I9]
help-solve-exact =
    Verilen aralığı olduğu gibi okur; aralığın yakındaki bir ızgaranın kaymış ya da eksik bir görünümüne benzeyip benzemediğini denetlemez
help-solve-all-sheets =
    Izgara aralığını her çalışma sayfasında okur
help-solve-include-empty =
    --all-sheets ile birlikte, tamamen boş ızgaraları atlamak yerine okur
help-solve-list =
    Bir bulmaca listesi okur: bu sütunda (C gibi bir harf) her satırda 81 karakterlik bir bulmaca. Metin dosyaları (.txt, .sdm, .csv) de liste olarak okunur, her satırda bir bulmaca
help-solve-report =
    Her ızgara ya da liste satırı için bu dosyaya bir satır yazar: uzantısına göre CSV ya da JSON
help-solve-shard =
    Toplu işin N parçasından yalnızca K. parçasını alır; işi paylaşan N çalışan içindir (iş dizileri, job arrays): dosyalar, verilen klasörün altındaki yollarının sabit bir özetine (hash) göre, tek bir listenin satırları ise satır numarasına göre paylaştırılır. Rapor (ve bir listenin çıktısı) uzantısından önce .K-of-N eki alır; raporları `sudoku-xlsx report merge` komutu birleştirir
help-solve-shard-index =
    0'dan başlayarak sayan --shard; çalışanlarını bu şekilde numaralandıran sistemler içindir (Kubernetes'in JOB_COMPLETION_INDEX değişkeni, AWS Batch'in AWS_BATCH_JOB_ARRAY_INDEX değişkeni): I/N, --shard I+1/N ile aynıdır
help-solve-size =
    Bir kenardaki hücre sayısı: 4, 6, 8, 9, 10, 12, 15, 16 ya da 25. Varsayılan aralığı belirler (16 için A1:P16); bu durumda bir bulmaca listesinin her satırında N*N simge bulunur [varsayılan: --range ile verilen aralığın boyutu, o da yoksa 9]
help-solve-boxes =
    Kutuların biçimi, satır x sütun, ör. 3x2 [varsayılan: boyuta göre 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ya da 5x5]
help-solve-symbols =
    Rakamların nasıl yazılacağı: auto (1..N arası sayılar ya da 1-9, sonra A, B, ... harfleri) ya da hex (yalnızca 16x16: 0-9, sonra A-F)
help-solve-diagonal =
    Çapraz Sudoku: iki büyük köşegenin (ana ve ters köşegen) her biri her rakamı birer kez içerir
help-solve-windoku =
    Windoku (9x9): dört ek 3x3 kutunun her biri her rakamı birer kez içerir
help-solve-regions =
    Yapboz Sudoku: ızgara boyutunda, her hücresinde bir bölge etiketi bulunan bir aralık (herhangi bir sayfada ya da tanımlı bir ad); her bölge bir kutunun yerini alır ve N hücreden oluşmalıdır
help-solve-time-limit =
    Çözücünün başka boyutta ya da türde bir ızgarada, karar veremeden vazgeçmeden (çıkış durumu 3) önce ne kadar arama yapabileceği; 9x9 bir ızgara her zaman milisaniyeler içinde karara bağlanır [varsayılan: 60]
help-solve-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-solve-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-solve-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir
help-solve-output =
    Tek bir girdi için çözülmüş çalışma kitabının yazılacağı yer [varsayılan: girdinin yanında <girdi adı>.solved.xlsx]. Bulunduğu klasör var olmalıdır. Bir bulmaca listesiyle, .txt ya da .csv ile biten bir ad verilirse bunun yerine metin yazılır
help-solve-out-dir =
    Çıktıları, girdi klasörlerinin yapısını yineleyerek bu klasörün altına yazar (klasör yoksa oluşturulur)
help-solve-grid-only =
    Yalnızca çözülmüş ızgaraları yazar. Bu seçenek olmadan çözülmüş kopya, ızgaraların çevresinde girdinin her sayfasını ve hücresini (değerler, formüller, stiller, birleştirmeler, genişlikler) korur

help-generate-about =
    Her birinin tam olarak bir çözümü olan yeni bulmacalar üretir ve bunları yazdırmak ya da dağıtmak için bir çalışma kitabına yazar
help-generate-after =
    Zorluk düzeyleri Sudoku Explainer ölçeğinin aralıklarıdır (docs/difficulty.md): easy
    (kolay, 2,5'e kadar) yalnızca tekliler gerektirir; medium (orta, 2,6-3,4) kilitli
    adaylar, ikililer ve X-Wing; hard (zor, 3,5-5,9) üçlüler, dörtlüler, Swordfish,
    Jellyfish, XY-Wing ve XYZ-Wing, benzersiz dikdörtgenler ve BUG+1; expert (uzman,
    6,0-7,9) tek rakamlı desenler, yüzgeçli balıklar, boyama, zincirler ve ALS; extreme
    (aşırı zor, 8,0 ve üstü) zorlama zincirleri ya da bir tahmin.
    
    Çalışma kitabında her bulmaca için bir sayfa bulunur; bu sayfalar elektronik tablo
    programında makro olmadan oynanabilir (`play` komutunun yaptığı gibi: verilen rakamlar
    kilitli, tekrarlanan bir rakam kırmızı, "Çözüldü!" diyene kadar sayan bir sayaç, notlar;
    --check-answers seçeneği yanlış bir rakamı turuncuya çevirir). Zorluk düzeyi ızgaranın
    altına yazılır. En sonda bir Çözümler sayfası gelir; --no-solutions ile hiç çözüm
    yazılmaz, --solutions-to ile çözümler ayrı bir çalışma kitabına yazılır. --per-page
    seçeneği, sayfa başına 1, 2, 4 ya da 6 bulmaca yazdıran bir Kitapçık sayfası ekler;
    kâğıt --paper ile seçilir: a4 ya da letter. Aynı --seed değeri her zaman aynı
    bulmacaları verir.
    
    Örnekler:
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Çıkış durumu: 0 yazıldı; 2 bulmacaların hepsi zamanında üretilemedi (hiçbir şey
    yazılmaz), çıktı zaten var ve --force verilmedi, ya da kullanım hatası; 130 kesildi.
help-generate-count =
    Kaç bulmaca üretileceği
help-generate-difficulty =
    Her bulmacanın sahip olması gereken zorluk düzeyi: easy, medium, hard, expert ya da extreme [varsayılan: herhangi biri]
help-generate-symmetry =
    Verilen rakamların simetrisi: none, rotational ya da mirror
help-generate-givens =
    Hedeflenen verilen rakam sayısı (17-81); bu sayıya ulaşılamazsa en yakın tek çözümlü bulmaca tutulur [varsayılan: olabildiğince az]
help-generate-seed =
    Rastgele seçimler için tohum; aynı tohum aynı bulmacaları verir [varsayılan: yeni bir tohum, ekrana yazdırılır]
help-generate-output =
    Yazılacak çalışma kitabı. Bulunduğu klasör var olmalıdır
help-generate-list =
    Her satırında bir bulmaca dizesi (zorluk düzeyi, puan ve çözümle birlikte) bulunan tek bir sayfa yazar; bu, `solve --list A` komutunun okuduğu biçimdir; -o AD.txt ya da AD.csv verilirse aynısını metin olarak yazar
help-generate-title =
    Bu başlığı her bulmacanın üstündeki sayfa üst bilgisine yazdırır
help-generate-no-solutions =
    Çözümler sayfasını dışarıda bırakır; bulmacalar tek başına dağıtılacaksa kullanılır
help-generate-solutions-to =
    Çözümler sayfasını bunun yerine bulmacalardan ayrı olarak bu çalışma kitabına yazar. Bulunduğu klasör var olmalıdır
help-generate-check-answers =
    Cevapları çok gizli bir sayfada tutar; böylece cevabından farklı girilen bir rakam turuncuya döner (bir kolaylıktır, sır değildir)
help-generate-per-page =
    Bulmacaları sayfa başına bu sayıda yazdıran bir Kitapçık sayfası ekler: 1, 2, 4 ya da 6
help-generate-paper =
    Sayfaların yazdırılacağı kâğıt: a4 ya da letter [varsayılan: yerel ayara göre (ABD, Kanada, Meksika ve Filipinler'de Letter), aksi halde A4]
help-generate-time-limit =
    İstenen zorluk düzeyine bu kadar saniye içinde ulaşamayan bir bulmacadan vazgeçer
help-generate-size =
    Bir kenardaki hücre sayısı: 4, 6, 8, 9, 10, 12, 15, 16 ya da 25
help-generate-boxes =
    Kutuların biçimi, satır x sütun, ör. 3x2 [varsayılan: solve komutundaki gibi boyuta göre]
help-generate-symbols =
    9'dan büyük rakamların nasıl yazılacağı: numbers (10, 11, ...), letters (1-9, sonra A, B, ...) ya da hex (yalnızca 16x16: 0-9, sonra A-F)
help-generate-diagonal =
    Çapraz Sudoku: iki büyük köşegenin (ana ve ters köşegen) her biri her rakamı birer kez içerir
help-generate-windoku =
    Windoku (9x9): dört ek 3x3 kutunun her biri her rakamı birer kez içerir
help-generate-jigsaw =
    Yapboz Sudoku: her bulmaca, kutuların yerine kendine özgü, rastgele yerleştirilmiş düzensiz bölgeler alır (en çok 16x16)
help-generate-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-generate-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-generate-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir

help-rate-about =
    Bulmacaları, bir insanın onları çözmek için gereksindiği tekniklere göre derecelendirir: Sudoku Explainer ölçeğinde bir zorluk puanı ve bir zorluk düzeyi (kolay, orta, zor, uzman, aşırı zor). `solve` komutunun okuduğu her şeyi okur; çalışma kitabı yazmaz
help-rate-after =
    Her bulmaca için şunları yazdırır: zorluk düzeyi, puan (en zor adımın Sudoku Explainer
    tarzı zorluğu, 1,0 ile 11,0 arası), en zor teknik, kullanılan teknikler, verilen rakam
    sayısı ve çözümün tek olup olmadığı. --report seçeneği aynı bilgileri CSV ya da JSON
    olarak yazar. Adımların kendisini `explain` komutu gösterir.
    
    Örnekler:
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (satırların dörtte biri)
    
    Çıkış durumu: 0 her bulmaca derecelendirildi; 1 bir bulmacanın çözümü yok ya da verilen
    rakamları çakışıyor; 2 bir girdi kullanılamıyor; 3 bir bulmaca --time-limit ile verilen
    süre içinde karara bağlanamadı; 130 kesildi.
help-rate-inputs =
    Çalışma kitapları: .xlsx, .xlsm, .xltx, .xlsb, .xls ya da .ods (ad değil, içerik belirler); çalışma kitapları için alt klasörleriyle birlikte taranan klasörler; metin biçiminde bulmaca listeleri (.txt, .sdm, .csv)
help-rate-sheet =
    Okunacak sayfa: bir ad ya da 1'den başlayarak sayılan bir numara [varsayılan: ilk çalışma sayfası]
help-rate-range =
    Izgara: B6:J14 (ya da 'Week 12'!B6:J14) gibi bir aralık, çalışma kitabında tanımlı bir ad ya da sayfalarda bulunan her 9x9 ızgara için `auto` (bkz. `find` komutu). Başka boyutta kare bir aralık o boyutta bir bulmacadır (A1:P16 bir 16x16 ızgaradır). Aynı sayfadaki birkaç ızgara için seçeneği yineleyin [varsayılan: A1:I9]
help-rate-exact =
    Verilen aralığı olduğu gibi okur; aralığın yakındaki bir ızgaranın kaymış ya da eksik bir görünümüne benzeyip benzemediğini denetlemez
help-rate-all-sheets =
    Izgara aralığını her çalışma sayfasında okur
help-rate-include-empty =
    --all-sheets ile birlikte, tamamen boş ızgaraları atlamak yerine okur
help-rate-list =
    Bir bulmaca listesi okur: bu sütunda (C gibi bir harf) her satırda 81 karakterlik bir bulmaca. Metin dosyaları (.txt, .sdm, .csv) de liste olarak okunur, her satırda bir bulmaca
help-rate-report =
    Her ızgara ya da liste satırı için bu dosyaya bir satır yazar: uzantısına göre CSV ya da JSON
help-rate-shard =
    Toplu işin N parçasından yalnızca K. parçasını alır; işi paylaşan N çalışan içindir (iş dizileri, job arrays): dosyalar, verilen klasörün altındaki yollarının sabit bir özetine (hash) göre, tek bir listenin satırları ise satır numarasına göre paylaştırılır. Rapor (ve bir listenin çıktısı) uzantısından önce .K-of-N eki alır; raporları `sudoku-xlsx report merge` komutu birleştirir
help-rate-shard-index =
    0'dan başlayarak sayan --shard; çalışanlarını bu şekilde numaralandıran sistemler içindir (Kubernetes'in JOB_COMPLETION_INDEX değişkeni, AWS Batch'in AWS_BATCH_JOB_ARRAY_INDEX değişkeni): I/N, --shard I+1/N ile aynıdır
help-rate-size =
    Bir kenardaki hücre sayısı: 4, 6, 8, 9, 10, 12, 15, 16 ya da 25. Varsayılan aralığı belirler (16 için A1:P16); bu durumda bir bulmaca listesinin her satırında N*N simge bulunur [varsayılan: --range ile verilen aralığın boyutu, o da yoksa 9]
help-rate-boxes =
    Kutuların biçimi, satır x sütun, ör. 3x2 [varsayılan: boyuta göre 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ya da 5x5]
help-rate-symbols =
    Rakamların nasıl yazılacağı: auto (1..N arası sayılar ya da 1-9, sonra A, B, ... harfleri) ya da hex (yalnızca 16x16: 0-9, sonra A-F)
help-rate-diagonal =
    Çapraz Sudoku: iki büyük köşegenin (ana ve ters köşegen) her biri her rakamı birer kez içerir
help-rate-windoku =
    Windoku (9x9): dört ek 3x3 kutunun her biri her rakamı birer kez içerir
help-rate-regions =
    Yapboz Sudoku: ızgara boyutunda, her hücresinde bir bölge etiketi bulunan bir aralık (herhangi bir sayfada ya da tanımlı bir ad); her bölge bir kutunun yerini alır ve N hücreden oluşmalıdır
help-rate-time-limit =
    Çözücünün başka boyutta ya da türde bir ızgarada, karar veremeden vazgeçmeden (çıkış durumu 3) önce ne kadar arama yapabileceği; 9x9 bir ızgara her zaman milisaniyeler içinde karara bağlanır [varsayılan: 60]
help-rate-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-rate-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-rate-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir

help-find-about =
    Her sayfada bulunan her 9x9 bulmaca ızgarasını, nereye yazılmış olursa olsun listeler
help-find-after =
    Izgara, çevresindekilerden ayrı duran ve en az 17 rakam içeren, 1-9 rakamlarından
    oluşan 9x9 bir bloktur (boş hücre için 0 ya da boş): başlıklar, etiketler, sıra
    numaraları, toplamlar ve başka ızgaralar onu kaydırmaz; daha büyük bir sayı tablosunun
    içindeki bir blok ise ızgara değildir. Her satır ızgaranın yerini ve rakamlarının ne
    oluşturduğunu söyler: tek çözüm, dolu (çözülmüş bir ızgara), birden çok çözüm, çözüm
    yok ya da verilen rakamlar çakışıyor. Rakamlar iki ayrı yerde ızgara olarak
    okunabiliyorsa ikisi de belirtilir ve hiçbiri tahmin edilmez.
    
    Örnekler:
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (bulunan her ızgarayı çözer)
    
    Çıkış durumu: 0 her dosya tarandı (ızgara bulunsun ya da bulunmasın); 2 bir dosya
    okunamıyor; 130 kesildi.
help-find-inputs =
    Çalışma kitapları ya da çalışma kitapları için alt klasörleriyle birlikte taranan klasörler
help-find-sheet =
    Yalnızca bu sayfada arar: bir ad ya da 1'den başlayarak sayılan bir numara [varsayılan: her çalışma sayfası]
help-find-report =
    Bulunan her ızgara için bu dosyaya bir satır yazar: uzantısına göre CSV ya da JSON
help-find-shard =
    Toplu işin N parçasından yalnızca K. parçasını alır; işi paylaşan N çalışan içindir (iş dizileri, job arrays): dosyalar, verilen klasörün altındaki yollarının sabit bir özetine (hash) göre, tek bir listenin satırları ise satır numarasına göre paylaştırılır. Rapor (ve bir listenin çıktısı) uzantısından önce .K-of-N eki alır; raporları `sudoku-xlsx report merge` komutu birleştirir
help-find-shard-index =
    0'dan başlayarak sayan --shard; çalışanlarını bu şekilde numaralandıran sistemler içindir (Kubernetes'in JOB_COMPLETION_INDEX değişkeni, AWS Batch'in AWS_BATCH_JOB_ARRAY_INDEX değişkeni): I/N, --shard I+1/N ile aynıdır
help-find-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-find-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-find-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir

help-explain-about =
    Bir insanın yaptığı gibi adım adım çözer ve her adımın neden geçerli olduğunu söyler: uçbirime yazdırır, ayrıca Adımlar ve Adaylar sayfaları bulunan çözülmüş bir kopyaya yazar
help-explain-after =
    `solve` komutunun bütün girdi seçenekleri kullanılabilir. Her adım tekniğini, Sudoku
    Explainer ölçeğindeki puanını ve sayfanın kendi hücre adlarıyla neden geçerli olduğunu
    söyler. Kopyada (-o seçeneği başka bir ad vermedikçe <girdi>.explained.xlsx) çözülmüş
    ızgara, her adımda ızgaranın bir resmini gösteren bir Adımlar sayfası (notlar; desen
    mavi ve yeşil, yazılan rakam sarı, elenen adaylar kırmızı; bulmacanın hücrelerine
    bağlantılar) ve ilk adımdan önceki notları gösteren bir Adaylar sayfası bulunur. Çözümü
    olmayan bir bulmaca, hiçbir değer alamayan hücreye ya da birime kadar açıklanır; birden
    çok çözümü olan bir bulmaca ise mantığın tıkandığı yere kadar, iki çözüm arasında farklı
    olan hücrelerle birlikte açıklanır. Bulmaca listeleri yalnızca uçbirimde ve raporda
    açıklanır.
    
    Örnekler:
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Çıkış durumu: 0 açıklandı; 1 bir bulmacanın çözümü yok ya da verilen rakamları
    çakışıyor; 2 bir girdi kullanılamıyor, bir çıktı yazılamıyor ya da kullanım hatası; 3 bir
    bulmaca --time-limit ile verilen süre içinde karara bağlanamadı; 130 kesildi.
help-explain-inputs =
    Çalışma kitapları: .xlsx, .xlsm, .xltx, .xlsb, .xls ya da .ods (ad değil, içerik belirler); çalışma kitapları için alt klasörleriyle birlikte taranan klasörler; metin biçiminde bulmaca listeleri (.txt, .sdm, .csv)
help-explain-sheet =
    Okunacak sayfa: bir ad ya da 1'den başlayarak sayılan bir numara [varsayılan: ilk çalışma sayfası]
help-explain-range =
    Izgara: B6:J14 (ya da 'Week 12'!B6:J14) gibi bir aralık, çalışma kitabında tanımlı bir ad ya da sayfalarda bulunan her 9x9 ızgara için `auto` (bkz. `find` komutu). Başka boyutta kare bir aralık o boyutta bir bulmacadır (A1:P16 bir 16x16 ızgaradır). Aynı sayfadaki birkaç ızgara için seçeneği yineleyin [varsayılan: A1:I9]
help-explain-exact =
    Verilen aralığı olduğu gibi okur; aralığın yakındaki bir ızgaranın kaymış ya da eksik bir görünümüne benzeyip benzemediğini denetlemez
help-explain-all-sheets =
    Izgara aralığını her çalışma sayfasında okur
help-explain-include-empty =
    --all-sheets ile birlikte, tamamen boş ızgaraları atlamak yerine okur
help-explain-list =
    Bir bulmaca listesi okur: bu sütunda (C gibi bir harf) her satırda 81 karakterlik bir bulmaca. Metin dosyaları (.txt, .sdm, .csv) de liste olarak okunur, her satırda bir bulmaca
help-explain-report =
    Her ızgara ya da liste satırı için bu dosyaya bir satır yazar: uzantısına göre CSV ya da JSON
help-explain-shard =
    Toplu işin N parçasından yalnızca K. parçasını alır; işi paylaşan N çalışan içindir (iş dizileri, job arrays): dosyalar, verilen klasörün altındaki yollarının sabit bir özetine (hash) göre, tek bir listenin satırları ise satır numarasına göre paylaştırılır. Rapor (ve bir listenin çıktısı) uzantısından önce .K-of-N eki alır; raporları `sudoku-xlsx report merge` komutu birleştirir
help-explain-shard-index =
    0'dan başlayarak sayan --shard; çalışanlarını bu şekilde numaralandıran sistemler içindir (Kubernetes'in JOB_COMPLETION_INDEX değişkeni, AWS Batch'in AWS_BATCH_JOB_ARRAY_INDEX değişkeni): I/N, --shard I+1/N ile aynıdır
help-explain-size =
    Bir kenardaki hücre sayısı: 4, 6, 8, 9, 10, 12, 15, 16 ya da 25. Varsayılan aralığı belirler (16 için A1:P16); bu durumda bir bulmaca listesinin her satırında N*N simge bulunur [varsayılan: --range ile verilen aralığın boyutu, o da yoksa 9]
help-explain-boxes =
    Kutuların biçimi, satır x sütun, ör. 3x2 [varsayılan: boyuta göre 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ya da 5x5]
help-explain-symbols =
    Rakamların nasıl yazılacağı: auto (1..N arası sayılar ya da 1-9, sonra A, B, ... harfleri) ya da hex (yalnızca 16x16: 0-9, sonra A-F)
help-explain-diagonal =
    Çapraz Sudoku: iki büyük köşegenin (ana ve ters köşegen) her biri her rakamı birer kez içerir
help-explain-windoku =
    Windoku (9x9): dört ek 3x3 kutunun her biri her rakamı birer kez içerir
help-explain-regions =
    Yapboz Sudoku: ızgara boyutunda, her hücresinde bir bölge etiketi bulunan bir aralık (herhangi bir sayfada ya da tanımlı bir ad); her bölge bir kutunun yerini alır ve N hücreden oluşmalıdır
help-explain-time-limit =
    Çözücünün başka boyutta ya da türde bir ızgarada, karar veremeden vazgeçmeden (çıkış durumu 3) önce ne kadar arama yapabileceği; 9x9 bir ızgara her zaman milisaniyeler içinde karara bağlanır [varsayılan: 60]
help-explain-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-explain-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-explain-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir
help-explain-output =
    Tek bir girdi için açıklamalı çalışma kitabının yazılacağı yer [varsayılan: girdinin yanında <girdi adı>.explained.xlsx]. Bulunduğu klasör var olmalıdır. Bir bulmaca listesiyle, .txt ya da .csv ile biten bir ad verilirse bunun yerine metin yazılır
help-explain-out-dir =
    Çıktıları, girdi klasörlerinin yapısını yineleyerek bu klasörün altına yazar (klasör yoksa oluşturulur)
help-explain-grid-only =
    Yalnızca çözülmüş ızgaraları yazar. Bu seçenek olmadan çözülmüş kopya, ızgaraların çevresinde girdinin her sayfasını ve hücresini (değerler, formüller, stiller, birleştirmeler, genişlikler) korur
help-explain-steps =
    Bu kadar adımdan sonra durur

help-play-about =
    Elektronik tablo programının kendisinde, makro olmadan oynamak için bir kopya oluşturur: tekrarlanan rakamlar kırmızıya döner, bir sayaç ne kadar kaldığını söyler, notlar küçük ve gri görünür
help-play-after =
    Bulmacaları `solve` komutu gibi okur (ızgaralar, her sayfa, --range auto, bulmaca
    listeleri) ve -o seçeneği başka bir ad vermedikçe <girdi>.play.xlsx dosyasını yazar:
    her bulmaca için, `generate` komutunun kendi bulmacalarını yerleştirdiği gibi
    yerleştirilmiş, korumalı bir sayfa. Verilen rakamlar kilitlidir; açık bir hücreye 1-9
    arası bir rakam ya da notlar (birkaç rakam, ör. 147, küçük ve gri gösterilir) girilir;
    kendi satırında, sütununda ya da kutusunda tekrarlanan bir rakam kırmızıya döner;
    ızgaranın yanındaki hücre ne kadar kaldığını sayar ve sonunda "Çözüldü!" der. Excel,
    LibreOffice ve Gnumeric'te çalışır: yalnızca koşullu biçimlendirme ve formüller
    kullanılır. --check-answers seçeneği çözümü çok gizli bir sayfada tutar ve yanlış bir
    rakamı turuncuya çevirir (bir kolaylıktır, sır değildir). Kopyayı `hint` komutu geri
    okur.
    
    Örnekler:
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Çıkış durumu: 0 yazıldı; 1 bir bulmacanın çözümü yok ya da verilen rakamları çakışıyor
    (bulmaca dışarıda bırakılır); 2 bir girdi kullanılamıyor ya da kullanım hatası; 3 bir
    bulmaca --time-limit ile verilen süre içinde karara bağlanamadı (bulmaca dışarıda
    bırakılır); 130 kesildi.
help-play-inputs =
    Çalışma kitapları: .xlsx, .xlsm, .xltx, .xlsb, .xls ya da .ods (ad değil, içerik belirler); çalışma kitapları için alt klasörleriyle birlikte taranan klasörler; metin biçiminde bulmaca listeleri (.txt, .sdm, .csv)
help-play-sheet =
    Okunacak sayfa: bir ad ya da 1'den başlayarak sayılan bir numara [varsayılan: ilk çalışma sayfası]
help-play-range =
    Izgara: B6:J14 (ya da 'Week 12'!B6:J14) gibi bir aralık, çalışma kitabında tanımlı bir ad ya da sayfalarda bulunan her 9x9 ızgara için `auto` (bkz. `find` komutu). Başka boyutta kare bir aralık o boyutta bir bulmacadır (A1:P16 bir 16x16 ızgaradır). Aynı sayfadaki birkaç ızgara için seçeneği yineleyin [varsayılan: A1:I9]
help-play-exact =
    Verilen aralığı olduğu gibi okur; aralığın yakındaki bir ızgaranın kaymış ya da eksik bir görünümüne benzeyip benzemediğini denetlemez
help-play-all-sheets =
    Izgara aralığını her çalışma sayfasında okur
help-play-include-empty =
    --all-sheets ile birlikte, tamamen boş ızgaraları atlamak yerine okur
help-play-list =
    Bir bulmaca listesi okur: bu sütunda (C gibi bir harf) her satırda 81 karakterlik bir bulmaca. Metin dosyaları (.txt, .sdm, .csv) de liste olarak okunur, her satırda bir bulmaca
help-play-shard =
    Toplu işin N parçasından yalnızca K. parçasını alır; işi paylaşan N çalışan içindir (iş dizileri, job arrays): dosyalar, verilen klasörün altındaki yollarının sabit bir özetine (hash) göre, tek bir listenin satırları ise satır numarasına göre paylaştırılır. Rapor (ve bir listenin çıktısı) uzantısından önce .K-of-N eki alır; raporları `sudoku-xlsx report merge` komutu birleştirir
help-play-shard-index =
    0'dan başlayarak sayan --shard; çalışanlarını bu şekilde numaralandıran sistemler içindir (Kubernetes'in JOB_COMPLETION_INDEX değişkeni, AWS Batch'in AWS_BATCH_JOB_ARRAY_INDEX değişkeni): I/N, --shard I+1/N ile aynıdır
help-play-size =
    Bir kenardaki hücre sayısı: 4, 6, 8, 9, 10, 12, 15, 16 ya da 25. Varsayılan aralığı belirler (16 için A1:P16); bu durumda bir bulmaca listesinin her satırında N*N simge bulunur [varsayılan: --range ile verilen aralığın boyutu, o da yoksa 9]
help-play-boxes =
    Kutuların biçimi, satır x sütun, ör. 3x2 [varsayılan: boyuta göre 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ya da 5x5]
help-play-symbols =
    Rakamların nasıl yazılacağı: auto (1..N arası sayılar ya da 1-9, sonra A, B, ... harfleri) ya da hex (yalnızca 16x16: 0-9, sonra A-F)
help-play-diagonal =
    Çapraz Sudoku: iki büyük köşegenin (ana ve ters köşegen) her biri her rakamı birer kez içerir
help-play-windoku =
    Windoku (9x9): dört ek 3x3 kutunun her biri her rakamı birer kez içerir
help-play-regions =
    Yapboz Sudoku: ızgara boyutunda, her hücresinde bir bölge etiketi bulunan bir aralık (herhangi bir sayfada ya da tanımlı bir ad); her bölge bir kutunun yerini alır ve N hücreden oluşmalıdır
help-play-time-limit =
    Çözücünün başka boyutta ya da türde bir ızgarada, karar veremeden vazgeçmeden (çıkış durumu 3) önce ne kadar arama yapabileceği; 9x9 bir ızgara her zaman milisaniyeler içinde karara bağlanır [varsayılan: 60]
help-play-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-play-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-play-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir
help-play-output =
    Tek bir girdi için oynanabilir çalışma kitabının yazılacağı yer [varsayılan: girdinin yanında <girdi adı>.play.xlsx]. Bulunduğu klasör var olmalıdır
help-play-out-dir =
    Çıktıları, girdi klasörlerinin yapısını yineleyerek bu klasörün altına yazar (klasör yoksa oluşturulur)
help-play-title =
    Bu başlığı her bulmacanın üstündeki sayfa üst bilgisine yazdırır
help-play-check-answers =
    Cevapları çok gizli bir sayfada tutar; böylece cevabından farklı girilen bir rakam turuncuya döner (bir kolaylıktır, sır değildir)
help-play-report =
    Her ızgara ya da liste satırı için bu dosyaya bir satır yazar: uzantısına göre CSV ya da JSON

help-hint-about =
    Oynanmakta olan bir ızgarayı denetler: yanlış rakamları belirtir ya da sıradaki adımı küçük bir işaret olarak, hücreleriyle ya da tamamıyla verir
help-hint-after =
    Izgara `solve` komutunun okuduğu gibi okunur (--range ya da --sheet başka bir yer
    vermedikçe A1:I9). Özgün verilen rakamlar, sonradan girilen rakamlardan şöyle ayrılır:
    önce --givens seçeneğinden, yani bulmacayı dağıtıldığı haliyle içeren bir aralıktan
    (herhangi bir sayfada), tanımlı bir addan ya da bir sayfadan (oradaki aynı hücreler);
    o yoksa, `generate` komutunun oluşturduğu bir çalışma kitabında, kitabın sakladığı
    bulmacadan; o da yoksa ızgaradaki her rakam verilen rakam sayılır. Çözümle çelişen
    girilmiş rakamlar belirtilir (doğru rakam yalnızca --reveal ile gösterilir); öyle bir
    rakam yoksa oyuncunun bulunduğu noktadan sıradaki adım verilir:
      nudge  teknik ve bakılacak satır, sütun ya da kutu
      cells  bunlara ek olarak, adımı kanıtlayan hücreler
      full   adımın tamamı ve neyin yazılacağı ya da eleneceği
    -o seçeneği, çalışma kitabının, ipucunun hücreleri işaretlenmiş ve ipucu ızgaranın
    yanına yazılmış bir kopyasını yazar.
    
    Örnekler:
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Çıkış durumu: 0 bir ipucu verildi (ya da ızgara çözülmüş); 1 girilen rakamlar yanlış ya
    da çakışıyor, veya bulmacanın çözümü yok; 2 girdi kullanılamıyor ya da kullanım hatası.
help-hint-input =
    Oynanmakta olan çalışma kitabı
help-hint-sheet =
    Okunacak sayfa: bir ad ya da 1'den başlayarak sayılan bir numara [varsayılan: ilk çalışma sayfası]
help-hint-range =
    Oynanmakta olan ızgara: B6:J14 gibi bir aralık, tanımlı bir ad ya da `auto` [varsayılan: A1:I9]
help-hint-exact =
    Verilen aralığı olduğu gibi okur; aralığın yakındaki bir ızgaranın kaymış ya da eksik bir görünümüne benzeyip benzemediğini denetlemez
help-hint-givens =
    Özgün bulmacanın yeri: bir aralık (bu sayfada ya da 'Sheet'!B2:J10), tanımlı bir ad ya da bir sayfanın adı (o sayfadaki aynı hücreler)
help-hint-level =
    İpucunun ne kadarını söyleyeceği: nudge, cells ya da full
help-hint-reveal =
    Yanlış rakamların ne olması gerektiğini ve nudge düzeyindeki bir ipucundan sonra adımın tamamını söyler
help-hint-output =
    Çalışma kitabının, ipucunun hücreleri işaretlenmiş bir kopyasını yazar. Bulunduğu klasör var olmalıdır
help-hint-grid-only =
    -o ile birlikte yalnızca ızgarayı yazar
help-hint-jobs =
    Aynı anda kaç dosya ya da bulmaca üzerinde çalışılacağı, 1 ile 256 arası; bu aynı zamanda çalışmanın kullandığı en fazla iş parçacığı sayısıdır (çok zor tek bir bulmacanın derecelendirmesi hepsini kullanır) [varsayılan: çekirdek sayısı]
help-hint-force =
    Çıktı dosyaları (ve rapor) varsa üzerlerine yazar; bir girdinin üzerine asla yazılmaz
help-hint-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir

help-report-about =
    Raporlarla çalışır: `report merge` komutu, parçalara bölünerek (--shard K/N) yapılan bir toplu çalışmanın raporlarını tek bir çalışmanın raporunda birleştirir

help-report-merge-about =
    Bir toplu işin bütün parçalarının (--shard K/N) raporlarını, bölünmemiş tek bir çalışmanın yazacağı raporda birleştirir: aynı satırlar, aynı sırayla
help-report-merge-after =
    Bölünmüş bir çalışmanın raporlarında iki sütun daha bulunur: shard (K/N) ve order (her
    satırın bölünmemiş çalışmadaki yeri); birleştirilmiş rapor bu sütunları dışarıda bırakır,
    böylece bütün toplu iş üzerinde yapılan tek bir çalışmanın yazacağı raporla satırı
    satırına, baytı baytına aynı olur. Her parçanın raporu, herhangi bir sırayla, bir kez
    verilmelidir (hiç dosya düşmeyen bir parça boş bir rapor yazar); başka türden (CSV ile
    JSON) ya da başka sütunlara sahip raporlar reddedilir. Parça sütunları olmayan raporlar
    verildikleri sırayla birleştirilir. Birleştirilmiş rapor ya bütünüyle yazılır ya da hiç
    yazılmaz ve var olan bir dosyanın yerine yalnızca --force ile geçer.
    
    Örnekler:
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Çıkış durumu: 0 birleştirildi; 2 bir rapor okunamıyor ya da birleştirilemiyor, çıktı
    zaten var ya da kullanım hatası.
help-report-merge-reports =
    Parçaların raporları, herhangi bir sırayla: hepsi CSV ya da hepsi JSON
help-report-merge-output =
    Birleştirilmiş rapor; raporlar gibi CSV ya da JSON. Bulunduğu klasör var olmalıdır
help-report-merge-force =
    Birleştirilmiş rapor varsa üzerine yazar
help-report-merge-quiet =
    Her şey yolunda gittiğinde hiçbir şey yazdırmaz; sorunlar yine bildirilir
