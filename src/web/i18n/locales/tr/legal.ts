import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/legal.ts';

export default {
  doc: {
    draft: 'Taslak',
    updated: 'Son güncelleme: {{date}} · kapalı beta',
    toc: 'Bu sayfada',
    legal: 'Yasal',
  },
  dialog: {
    updated: 'Güncelleme: {{date}}',
    close: 'Kapat',
    privacy: {
      title: 'Gizlilik Politikası',
      p1: 'Hesabınızı, profilinizi, gönderilerinizi, mesajlarınızı ve etkileşimlerinizi; bir de akışınızı sıralayan sinyalleri saklarız: her gönderinin ton ve güvenlik puanlarını, duygu durumunuzu ve saatlik profilinizi.',
      p2: 'İzleyici yok, analiz betiği yok, reklam ağı yok. Veri satmayız.',
      p3: 'Ayarlar’dan her şeyi dışa aktarabilir ya da hesabınızı kalıcı olarak silebilirsiniz. Duygu takibi ve reklam kişiselleştirmesi, kapatabileceğiniz izinlerdir.',
      link: 'Gizlilik Politikası’nın tamamını okuyun',
    },
    terms: {
      title: 'Kullanım Koşulları',
      p1: 'En az {{age}} yaşında olmanız gerekir; bir üyeden aldığınız davet koduyla katılırsınız.',
      p2: 'Paylaştıklarınız size aittir; akışın işleyebilmesi için Lorien’in bunları saklamasına, göstermesine ve analiz etmesine izin verirsiniz.',
      p3: 'Nefret söylemi, taciz ve dezenformasyon yasaktır: riskli gönderilerin erişimi kısıtlanır, kurallara uymayan hesaplar yasaklanabilir.',
      link: 'Koşulların tamamını okuyun',
    },
    whitepaper: {
      title: 'Teknik belge',
      p1A: '{{dimensions}} boyutlu bir duygu modeli ve adı konmuş {{moods}} ruh hali, her gönderinin tonunu okur.',
      p1An: '{{dimensions}} boyutlu bir duygu modeli ve adı konmuş {{moods}} ruh hali, her gönderinin tonunu okur.',
      p2: 'Akışı şu an için sıralamak üzere son durumunuz, o saate ait profilinizle harmanlanır (alfa {{alpha}}).',
      p3: 'Risk; toksikliği {{toxicity}}, nefret söylemini {{hatespeech}}, dezenformasyonu {{disinfo}} ağırlıkla tartar; erişimi kısıtlanan bir gönderi {{of}} kişiden {{min}} ile {{max}} arasına ulaşır.',
      link: 'Teknik belgeyi okuyun',
    },
    contact: {
      title: 'İletişim',
      p1: 'Sorular, geri bildirim, hatalar, özellik fikirleri, iş birlikleri, yatırım, basın ve destek.',
      p2: 'İstanbul’da küçük bir ekip. {{responseTime}} içinde yanıt veririz.',
      link: 'İletişim formunu açın',
    },
  },
  terms: {
    title: 'Kullanım Koşulları',
    summary:
      'Üyeliğin kuralları: kimler katılabilir ({{age}} yaşında ya da daha büyük olmanız gerekir), neler paylaşabilirsiniz ve topluluğu nasıl güvende tutarız.',
    metaDescription:
      'Lorien’in kuralları: {{age}} yaşında ya da daha büyük olmanız ve davet edilmiş olmanız gerekir; paylaştıklarınız size aittir; nefret söylemi ve dezenformasyon daha az yayılır.',
    agreement: {
      title: 'Sözleşme',
      p1: 'Bu koşullar, Lorien’in kullanım kurallarıdır. Hesap oluşturarak bu koşulları kabul etmiş olursunuz. Koşullar okunabilsin diye yazılmıştır; anlaşılmayan bir nokta olursa <contact>bize sorun</contact>.',
    },
    'who-can-join': {
      title: 'Kimler katılabilir',
      age: 'Lorien’i kullanabilmek için en az <strong>{{age}} yaşında</strong> olmanız gerekir.',
      invite:
        'Lorien’e yalnızca davetle katılınır: bir üyeden aldığınız davet koduyla katılırsınız. Kodlar {{hours}} saatte bir yenilenir. Kapalı beta {{capacity}} üyeyle sınırlıdır ve bu sayıya ulaşıldığında kayıtlar kapanır.',
      one: 'Her kişi kendi adına yalnızca bir hesap açabilir. Başka biriymiş gibi davranamazsınız.',
    },
    'your-account': {
      title: 'Hesabınız',
      password:
        'Şifrenizi kimseyle paylaşmayın; hesabınızda gerçekleşen her şeyden siz sorumlusunuz.',
      email: 'Şifrenizi sıfırlayabilmeniz için e-posta adresinizi güncel tutun.',
      invites:
        'Tanıdığınız kişileri davet edin. Davet kodlarını satamaz, takas edemez ya da herkese açık biçimde yayımlayamazsınız: her kod, onu oluşturan üyeye aittir ve kodla kimin katıldığını görebiliriz.',
    },
    'your-content': {
      title: 'İçeriğiniz',
      p1: 'Paylaştıklarınız size aittir. Paylaşım yaparak Lorien’in içeriğinizi saklamasına, diğer üyelere göstermesine ve akışı sıralayıp açıklayabilmek için ton, konu ve güvenlik açısından analiz etmesine izin verirsiniz. Bu izin, içeriği ya da hesabınızı sildiğinizde sona erer.',
      p2: 'Gönderiler en fazla {{postMax}} karakterdir ve isteğe bağlı olarak en fazla {{imageMb}} MB boyutunda tek bir görsel içerebilir; yanıtlar en fazla {{commentMax}} karakterdir. Yalnızca paylaşma hakkına sahip olduğunuz görselleri paylaşın.',
    },
    'community-rules': {
      title: 'Topluluk kuralları',
      p1: 'Lorien’de aşağıdakileri paylaşamaz ve gönderemezsiniz:',
      hate: 'Nefret söylemi: insanlara kimlikleri nedeniyle yöneltilen saldırılar.',
      harassment: 'Taciz, tehdit ya da şiddete veya kendine zarar vermeye teşvik.',
      disinfo:
        'Dezenformasyon: gerçek bir zarara yol açabilecek, gerçekmiş gibi sunulan yanlış iddialar.',
      minors: 'Küçükleri içeren cinsel içerik; hiçbir biçimde ve hiçbir koşulda.',
      illegal: 'Hukuka aykırı her türlü içerik, başkalarına ait kişisel bilgiler ya da spam.',
      malware:
        'Kötü amaçlı yazılım, veri kazıma ya da hizmeti bozma veya aşırı yükleme girişimleri.',
    },
    'how-we-enforce': {
      title: 'Güvenliği nasıl sağlarız',
      p1: 'Her gönderi otomatik bir güvenlik denetiminden geçer. Toksik, nefret içeren ya da yanlış görünen bir gönderinin erişimi kısıtlanır: normalde ulaşacağı her {{of}} kişiden yaklaşık {{min}} ile {{max}} arasına ulaşır. Yazdıklarınızı hiçbir zaman değiştirmeyiz.',
      p2: 'Üyeler dilediği kişiyi engelleyebilir. Yönetici, bu kurallara uymayan bir hesabı yasaklayabilir (yasaklanan hesapla giriş yapılamaz) ya da silebilir. Yanlış bir karar verdiğimizi düşünüyorsanız <contact>bize bildirin</contact>.',
    },
    ranking: {
      title: 'Sıralama ve erişim',
      p1: 'Akışınızın sırasını Lorien belirler ve her kart neden orada olduğunu söyler. Hiç kimseye belirli bir kitle vaat edilmez: erişim; tazeliğe, insanların neye değer verdiğine, gönderinin o ana ne kadar uyduğuna ve güvenlik denetiminin sonucuna bağlıdır. Sıralamanın ayrıntılarını <whitepaper>teknik belge</whitepaper> açıklar.',
    },
    'the-beta': {
      title: 'Kapalı beta',
      free: 'Kapalı beta süresince Lorien ücretsizdir.',
      early:
        'Lorien henüz erken aşamada bir yazılımdır. Özellikler değişecek, bazıları kaldırılacak ve zaman zaman aksaklıklar yaşanacaktır. Önemli değişiklikleri size bildiririz.',
      copy: 'Önemli olan her şeyin bir kopyasını kendiniz saklayın: verilerinizi istediğiniz zaman dışa aktarabilirsiniz.',
    },
    ending: {
      title: 'Ayrılmak ve hesabın sonlandırılması',
      p1: 'Hesabınızı istediğiniz zaman Ayarlar’dan silebilirsiniz; silme işlemi kalıcıdır. Bu koşullara uymayan bir hesabı askıya alabilir ya da kaldırabiliriz; betayı da üyelere önceden bildirerek sona erdirebiliriz.',
    },
    liability: {
      title: 'Sorumluluk',
      p1: 'Lorien’i erişilebilir ve güvenli tutmak için çok çalışıyoruz; ancak hizmeti, yasaların izin verdiği ölçüde, herhangi bir güvence vermeksizin “olduğu gibi” sunuyoruz. Üyeler paylaştıkları içerikten kendileri sorumludur. Uygulanacak hukuk ve yetkili mahkemeler, Lorien betanın ötesine açılmadan önce burada belirtilecektir.',
    },
    changes: {
      title: 'Bu koşullardaki değişiklikler',
      p1: 'Bu metin, kapalı beta için hazırlanmış bir taslaktır. Koşulları önemli bir biçimde değiştirdiğimizde, değişiklik yürürlüğe girmeden önce üyelere Lorien üzerinden bildiririz. Verilerinizi nasıl işlediğimizi <privacy>Gizlilik Politikası</privacy>’nda okuyabilirsiniz.',
    },
  },
  privacy: {
    title: 'Gizlilik Politikası',
    summary:
      'Lorien’in hakkınızda neleri, neden sakladığı, bunları kimlerin görebildiği ve verilerinizi nasıl dışa aktarabileceğiniz ya da silebileceğiniz. Sade bir dille ve yalnızca ürünün gerçekten yaptıkları.',
    metaDescription:
      'Lorien’in hakkınızda neleri, neden sakladığı, bunları kimlerin görebildiği ve verilerinizi nasıl dışa aktarabileceğiniz ya da hesabınızı nasıl silebileceğiniz.',
    'who-we-are': {
      title: 'Biz kimiz',
      p1: 'Lorien, İstanbul’da küçük bir ekip tarafından geliştirilen ve işletilen, kapalı beta aşamasındaki, yalnızca davetle katılınan bir sosyal ağdır. Bu politika; hakkınızda neleri sakladığımızı, bunu neden yaptığımızı, bu verileri kimlerin görebildiğini ve verilerinizi nasıl yanınıza alabileceğinizi ya da silebileceğinizi açıklar. Ürünü bugün gerçekte nasıl çalışıyorsa öyle anlatır.',
      p2: 'Verilerinizle ilgili sorularınızı <contact>iletişim sayfamız</contact> üzerinden iletebilirsiniz; konu olarak “Destek”i seçin.',
    },
    'what-we-store': {
      title: 'Sakladığımız veriler',
      accountTitle: 'Hesabınız',
      accountName:
        'Adınız ve soyadınız, kullanıcı adınız, tanıtıcınız ve görünen adınız ile e-posta adresiniz.',
      accountPassword:
        'Şifreniz, yalnızca tuzlanmış bir scrypt özeti olarak. Şifrenizi biz okuyamayız; veritabanını ele geçiren biri de okuyamaz.',
      accountHistory:
        'Ne zaman katıldığınız ve en son ne zaman giriş yaptığınız; hesabın etkin mi yoksa yasaklı mı olduğu; sizi kimin, hangi kodla davet ettiği; oluşturduğunuz davet kodları ve bu kodlarla kimlerin katıldığı.',
      profileTitle: 'Profiliniz ve ayarlarınız',
      profileBio: 'Eklediyseniz biyografiniz, başlığınız, konumunuz ve tema renginiz.',
      profileTags:
        'Adınızdan, biyografinizden ve son gönderilerinizden türetilen ve kişi önerilerinde kullanılan en fazla {{tagsMax}} ilgi alanı etiketi.',
      profilePreferences:
        'Tercihleriniz (mesajlar, haftalık özet, ruh hali ses manzaraları) ve izinleriniz (duygu takibi, reklam kişiselleştirmesi).',
      createTitle: 'Oluşturduklarınız ve yaptıklarınız',
      createPosts:
        'Gönderiler ve görselleri, yanıtlar, yankılar, kaydetmeler, takipler, engellemeler ve bize gönderdiğiniz geri bildirimler. Görseller yüklendiğinde yeniden kodlanır; bu işlem, fotoğrafın çekildiği konum gibi gizli meta verileri kaldırır.',
      createMessages:
        'Mesajlar; her katılımcının (sizin ve karşı tarafın) posta kutusunda birer kez, ekli görselleriyle birlikte saklanır.',
      createNotifications: 'Size gönderdiğimiz bildirimler.',
      createInteractions:
        'Etkileşimler: hangi gönderileri açtığınız (ve ne kadar süreyle), yankıladığınız, kaydettiğiniz, yanıtladığınız ya da paylaştığınız ve bunları ne zaman yaptığınız. Bunlar duygu durumunuzu ve içgörülerinizi besler.',
      signalsTitle: 'Akışınızı sıralayan sinyaller',
      signalsPost:
        'Her gönderi için: {{dimensions}} sayı olarak tonu, en yakın ruh hali, konuları ve dili ile üç güvenlik puanı (toksiklik, nefret söylemi, dezenformasyon).',
      signalsYou:
        'Sizin için: {{dimensions}} sayıdan oluşan bir duygu durumu ve her biri {{dimensions}} sayıdan oluşan {{hours}} satırlık bir saatlik profil; ikisi de etkileşimlerinizden öğrenilir. Nasıl yapıldığını <whitepaper>teknik belge</whitepaper> açıklar.',
      technicalTitle: 'Teknik kayıtlar',
      technicalCookie:
        'Oturumunuzu açık tutan bir giriş çerezi. Açık her oturum için IP adresini, tarayıcınızın kullanıcı aracısını, oturumun başladığı ve sona ereceği zamanı (en fazla 30 gün sonra) saklarız. Çıkış yaptığınızda oturum sona erer.',
      technicalTokens:
        'Hesabınızı dışa aktardığınızda ya da sildiğinizde kısa ömürlü belirteçler ({{tokenSeconds}} saniye) ve şifre sıfırladığınızda bir saat geçerli bağlantılar.',
      technicalLogs:
        'Lorien’in çalışmasını ve güvenliğini sağlamak için isteklerin sunucu kayıtları (adres, yol, zaman, sonuç). Bu kayıtlar kimsenin profilini çıkarmak için kullanılmaz.',
      technicalAudit:
        'Yöneticinin hesabını verebilmesi için, sonuç doğuran işlemlerin (yasaklama, silme, dışa aktarma) gerçekleştiğine dair bir kayıt.',
      contactTitle: 'İletişim formunu kullanırsanız',
      contactBody:
        'Adınız, e-posta adresiniz, konu ve mesajınız ile IP adresinizin anahtarlı bir özeti (yalnızca kötüye kullanımı fark etmek için kullanılır; adresin kendisi saklanmaz). Bunun için hesabınızın olması gerekmez.',
      note: 'Neleri kullanmadığımız: reklam ya da analiz betiği, üçüncü taraf izleyici ve sosyal medya eklentisi yoktur. Site başka alan adlarından hiçbir şey yüklemez ve hakkınızda kimseden veri satın almayız.',
    },
    'how-we-use-it': {
      title: 'Verileri nasıl kullanırız',
      run: 'Lorien’i işletmek için: gönderilerinizi göstermek, mesajları iletmek, bildirim ve davet göndermek.',
      rank: 'Akışınızı sıralamak ve açıklamak için: tazelik ve etkileşimin yanı sıra bir gönderinin, içinde bulunduğunuz saatte ruh halinize ne kadar uyduğu (yalnızca duygu takibi açıkken).',
      safe: 'Topluluğu güvende tutmak için: her gönderi güvenlik denetiminden geçer ve riskli gönderiler daha az kişiye ulaşır. Yönetici, <terms>Kullanım Koşulları</terms>’na uymayan hesapları yasaklayabilir.',
      insights: 'Size kendi alışkanlıklarınıza dair içgörüler göstermek için.',
      protect:
        'Hesapları ve hizmeti korumak için: istek sınırları, kayıt ve şifre sıfırlamada bot denetimleri ve kötüye kullanımın incelenmesi.',
      aggregate:
        'Lorien’in genel durumunu toplu olarak anlamak için: yönetici panosu için günlük kayıt, gönderi ve etkinlik sayıları.',
    },
    'emotion-signals': {
      title: 'Duygu sinyalleri ve izniniz',
      p1: 'Duygu takibi bir izindir. Katıldığınızda açıktır ve Ayarlar’da, Gizlilik ve Veriler altından istediğiniz zaman kapatabilirsiniz. Kapalıyken yaptıklarınızdan duygu durumunuzu ve saatlik profilinizi öğrenmeyi bırakırız ve akışınız artık ruh halinize uyum sağlamaz. Gönderiler yine de ton ve güvenlik açısından analiz edilir; çünkü tüm topluluğun akışı bu sayede sakin ve güvenli tutulur.',
      p2: 'Reklam kişiselleştirmesi ayrı bir izindir. Kapalı betada reklam yoktur; bu seçenek, herhangi bir reklam gelmeden önce tercihinizin kayda geçmesi için vardır.',
      p3: 'Lorien metinleri ve Lorien’deki etkinliğinizi okur. Kameranızı, mikrofonunuzu, kişilerinizi ya da Lorien dışındaki hiçbir şeyi asla kullanmaz.',
    },
    'who-can-see-it': {
      title: 'Kim neyi görebilir',
      members:
        '<strong>Diğer üyeler</strong> profilinizi, gönderilerinizi, yanıtlarınızı ve gönderilerdeki yankı ve kaydetme sayılarınızı görür. Birini engellediğinizde sizin içeriğiniz ondan, onunki de sizden gizlenir.',
      messages: '<strong>Yalnızca siz ve yazıştığınız kişiler</strong> mesajlarınızı görebilir.',
      you: '<strong>Yalnızca siz</strong> duygu durumunuzu, saatlik profilinizi, etkileşimlerinizi, izinlerinizi ve içgörülerinizi (uygulamada ve dışa aktardığınız dosyada) görebilirsiniz.',
      admin:
        '<strong>Yönetici</strong>, topluluğu yönetmek için gereken hesap bilgilerini (ad, e-posta, durum, son giriş) ve toplu rakamları görür; hesapları yasaklayabilir ya da silebilir. Bunun dışında üyeye ait veriler yalnızca sahibine açıktır.',
      nobody:
        '<strong>Başka hiç kimse.</strong> Kişisel verileri satmaz ya da kiralamayız; yalnızca Lorien’i bizim adımıza işleten aşağıdaki hizmetlerle ya da yasaların gerektirdiği durumlarda paylaşırız.',
    },
    'where-it-lives': {
      title: 'Verileriniz nerede tutulur',
      p1: 'Verileriniz kendi veritabanımızda ve dosya depolamamızda saklanır. Lorien’i işletmemize yardımcı olan hizmetler bu verileri yalnızca bizim talimatlarımızla işler:',
      hosting: 'Sunucularımızın, veritabanımızın ve dosya depolamamızın barındırma sağlayıcısı.',
      mail: 'Şifre sıfırlama e-postaları için e-posta sağlayıcımız.',
      analysis:
        'Gönderi analizi kendi sunucularımızda çalışır. Analizi geliştirmek için bir gün harici bir dil modeli sağlayıcısını devreye alırsak, yalnızca analiz edilen metin gönderilir (adınız ya da hesabınız asla gönderilmez) ve bu politikayı önceden güncelleriz.',
    },
    'how-long': {
      title: 'Verileri ne kadar süre saklarız',
      account: 'Hesap verileriniz: hesabınızı koruduğunuz sürece.',
      deletion:
        'Hesabınızı sildiğinizde her şeyi bir kerede sileriz: profil, gönderiler, görseller, yanıtlar, mesajlar (her iki kopya), etkileşimler, duygu durumu, saatlik profil, geri bildirimler ve oturumlar. Başkalarının gönderilerindeki sayaçlar düzeltilir. Yalnızca bir hesabın silindiğine dair, kime ait olduğunu belirtmeyen bir kayıt tutarız.',
      sessions: 'Oturumlar: çıkış yapana kadar, en fazla 30 gün.',
      contact:
        'İletişim mesajları: yanıtlamak ve takip etmek için gerektiği sürece ya da silmemizi isteyene kadar.',
    },
    'your-rights': {
      title: 'Haklarınız',
      export:
        '<strong>Dışa aktarma.</strong> Ayarlar → Gizlilik ve Veriler → dışa aktarma, hakkınızda tuttuğumuz her şeyi tek bir JSON dosyası olarak indirir: profil, gönderiler, yanıtlar, yankılar, kaydetmeler, takipler, engellemeler, mesajlar, bildirimler, etkileşimler, duygu durumu, saatlik profil, izinler, davetler, geri bildirimler, yüklemeler ve oturumlar.',
      deletion:
        '<strong>Silme.</strong> Ayarlar → Gizlilik ve Veriler → silme, hesabınızı ve içindeki her şeyi kalıcı olarak kaldırır. Önce şifrenizi isteriz.',
      consents:
        '<strong>İzinler.</strong> Duygu takibini ya da reklam kişiselleştirmesini dilediğiniz zaman kapatıp yeniden açabilirsiniz.',
      correction:
        '<strong>Düzeltme.</strong> Profilinizi istediğiniz zaman düzenleyebilirsiniz; kendiniz değiştiremediğiniz her şey için bize başvurabilirsiniz.',
      questions:
        '<strong>Sorular ve itirazlar.</strong> <contact>Bize yazın</contact>; 24 ile 48 saat içinde yanıt veririz.',
    },
    children: {
      title: 'Çocuklar',
      p1: 'Lorien, {{age}} yaşında ve daha büyük kişiler içindir. Daha küçük bir çocuğun hesabı olduğunu düşünüyorsanız bize bildirin; hesabı sileriz.',
    },
    changes: {
      title: 'Bu politikadaki değişiklikler',
      p1: 'Bu metin, kapalı beta için hazırlanmış bir taslaktır. Politikayı önemli bir biçimde değiştirdiğimizde, değişiklik yürürlüğe girmeden önce üyelere Lorien üzerinden bildirir ve sayfanın başındaki tarihi güncelleriz.',
    },
  },
  whitepaper: {
    title: 'Teknik belge',
    eyebrow: 'Lorien nasıl çalışır',
    summary:
      'Lorien gördüklerinizi nasıl sıralar: duygu modeli, gün ritmi harmanlaması, güvenlik kısıtlaması, gündem ve her karttaki açıklama; kodun kullandığı rakamlarla.',
    metaDescription:
      'Lorien nasıl çalışır: {{dimensions}} boyutlu bir duygu modeli, adı konmuş {{moods}} ruh hali, gün ritmi harmanlaması, riskli gönderilerin erişim kısıtlaması, gündem puanlaması ve bunların ardındaki sabitler.',
    nav: {
      label: 'Teknik belge',
      home: 'Ana sayfa',
      privacy: 'Gizlilik Politikası',
      terms: 'Koşullar',
    },
    dimensionNames: {
      valence: 'değerlik',
      arousal: 'uyarılma',
      dominance: 'denetim',
      energy: 'enerji',
      focus: 'odak',
      social: 'sosyallik',
      novelty: 'yenilik',
      stress: 'stres',
    },
    dimensionMeanings: {
      valence: 'Ne kadar hoş ya da nahoş hissettirdiği',
      arousal: 'Ne kadar sakin ya da hareketli',
      dominance: 'Ne kadar kontrolde ya da bunalmış',
      energy: 'Ne kadar canlı ya da tükenmiş',
      focus: 'Ne kadar dalmış ya da dağınık',
      social: 'Diğer insanlara ne kadar dönük',
      novelty: 'Ne kadar yeni ya da şaşırtıcı',
      stress: 'Ne kadar gergin ya da baskı altında',
    },
    moodNames: {
      happiness: 'mutluluk',
      calm: 'sakinlik',
      hope: 'umut',
      curiosity: 'merak',
      pride: 'gurur',
      focus: 'odak',
      fatigue: 'yorgunluk',
      boredom: 'sıkılma',
      stress: 'stres',
      anger: 'öfke',
      sadness: 'hüzün',
      loneliness: 'yalnızlık',
    },
    moodMeanings: {
      happiness: 'sıcaklık, neşe, işlerin yolunda gitmesi',
      calm: 'rahat, acelesiz, dingin',
      hope: 'ileriye bakmak; daha iyi olabilir',
      curiosity: 'yeni bir şeye çekilmek, daha fazlasını öğrenmek istemek',
      pride: 'yapılmış bir işten duyulan memnuniyet',
      focus: 'dalmış, dikkatli, işin içinde',
      fatigue: 'yorgun, enerjisi azalmış',
      boredom: 'uyarılmamış, durgun',
      stress: 'gergin, baskı altında, zorlanmış',
      anger: 'haksızlığa uğramış, hayal kırıklığına uğramış, öfkeli',
      sadness: 'kayıp, hayal kırıklığı, düşük bir ruh hali',
      loneliness: 'kopukluk, insanları özlemek',
    },
    abstract: {
      title: 'Özet',
      p1: 'Lorien, akışı yalnızca insanların gönderilerle ne yaptığına göre değil, gönderilerin nasıl hissettirdiğine göre de sıralanan, küçük ve yalnızca davetle katılınan bir sosyal ağdır. Her gönderinin tonu {{dimensions}} boyutta okunur; her üyenin etkinliğini izleyen bir duygu durumu ve günün her saati için olağan ritmini gösteren bir profili vardır. Akış; tazeliği, etkileşimi ve üyenin o anına uyumu harmanlar, riskli içeriğin erişimini kısıtlar ve her kartı açıklar.',
      p2: 'Bu belge her parçayı kodun kullandığı rakamlarla anlatır. Bu sayfadaki sayılar sıralamanın kendisiyle aynı sabitlerden okunur; bu yüzden birbirleriyle çelişemezler.',
    },
    'emotion-model': {
      title: 'Duygu modeli',
      p1: 'Bir gönderinin tonu ve bir üyenin durumu, {{dimensions}} sayıdan oluşan bir vektördür. Değerlik olumsuzdan olumluya uzanır; diğerleri hiçten çoka. Hiçbir sinyal taşımayan bir metin varsayılan değerlerde durur.',
      caption: '{{dimensions}} boyut',
      dimension: 'Boyut',
      range: 'Aralık',
      default: 'Varsayılan',
      rangeValue: '{{min}} ile {{max}} arası',
    },
    prototypes: {
      title: 'Adı konmuş {{moods}} ruh hali',
      p1: 'İnsanlar vektörlerle düşünmez; bu yüzden Lorien bir tonu, her biri aynı uzayda bir nokta olan {{moods}} prototipten en yakınının adıyla anar. Kartta gördüğünüz bu addır; sıralamanın kullandığı ise vektördür.',
    },
    'emotional-state': {
      title: 'Duygu durumunuz ve saatleriniz',
      p1: 'Her etkileşim (bir gönderiyi açmak, yankılamak, kaydetmek, yanıtlamak) kısa vadeli durumunuzu o gönderinin tonuna doğru hafifçe iter. Durum kendisinin {{decay}} kadarını korur ve kalanını, etkileşimin ne kadar şey söylediğine göre ağırlıklandırarak değiştirir; görüntüleme en az, paylaşım en çok şey söyler. Hiçbir boyut tek adımda {{cap}} değerinden fazla değişmez; böylece tek bir gönderi akışınızı altüst edemez.',
      p2: 'Lorien ayrıca bir gün ritmi profili tutar: her saat için bir satır olmak üzere, {{dimensions}} sayıdan oluşan {{hours}} satır; aynı yoldan öğrenilir. Sabahlarınız sakin, akşamlarınız sosyal olabilir. Sıralama için o saatin satırı, kısa vadeli durumla alfa {{alpha}} ile harmanlanır:',
      p3: 'Yeni bir üye, kendi etkinliği devreye girene kadar genel nüfusun ritminden (gündüz daha enerjik, akşam daha sosyal) başlar. Duygu takibi kapalıyken ne durum ne de profil öğrenir.',
    },
    'feed-ranking': {
      title: 'Akışın sıralanması',
      p1: 'Bir gönderinin temel puanı, insanların değer verdiklerini ödüllendirir ve yaşla birlikte azalır. Görüntülemeler logaritmik bir eğriyle sayılır; yani tek başına dikkat bir gönderiyi taşıyamaz:',
      p2: 'Yaş saat cinsinden ölçülür ve en az {{minAge}} sayılır; yaşı bilinmeyen bir gönderi {{unknownAge}} saatlik kabul edilir. Okuyucuya uygunluk şu parametrelerle tartılır:',
      caption: 'Uygunluk ağırlıkları',
      parameter: 'Parametre',
      weight: 'Ağırlık',
      emotion: 'Şu anki durumunuza duygusal uyum',
      interest: 'Konulara ilgi',
      quality: 'Gönderinin kalitesi',
      topic: 'Konu eşleşmesi',
      redundancy: 'Tekrar cezası (aynı şeyden fazlası)',
      format: 'Biçim (metin, görsel)',
      p3: 'Bunlar birleşerek her kartın sizin için sırasını belirler:',
      p4: 'Duygusal uyum; şu anki durumunuzla gönderinin duygu vektörü arasındaki uzaklığın, mümkün olan en büyük uzaklığa bölümünün birden çıkarılmasıyla bulunur. Duygu takibi kapalıyken uyum hesaba katılmaz. İlk sayfa sıralamayı sabitler; böylece Daha fazla yükle hiçbir kartı tekrar etmez ya da atlamaz.',
    },
    safety: {
      title: 'Güvenlik ve erişim kısıtlaması',
      p1: 'Her gönderi toksiklik, nefret söylemi ve dezenformasyon açısından 0 ile 1 arasında puanlanır; güven değeri varsayılan olarak {{confidence}}, okumanın belirsiz olduğu durumlarda {{fallback}} olur. Üç puan tek bir riske dönüşür:',
      p2: 'Risk, bir gönderinin erişimini iki parametre aracılığıyla düşürür. Erişim katsayısı, risk arttıkça üssü γ = {{gamma}} olan bir eğri boyunca azalır ve hiçbir zaman {{floor}} değerinin altına inmez. Puana uygulanan erişim çarpanı (α = {{alpha}}, δ = {{delta}}) {{multiplierFloor}} ile {{ceiling}} arasında kalır; risk {{threshold}} değerini aştığında üst sınırı {{riskCeiling}} olur.',
      p3: 'Erişimi kısıtlanan bir gönderi, üyelerin yalnızca erişim payı kadarına gösterilir; bu üyeler her üye ve gönderi için her seferinde aynı şekilde seçilir. Yazar gönderisini her zaman, erişimi hangi sinyalin sınırladığını belirten bir notla birlikte görür. Gönderinin ağırlığı gündemde, öne çıkanlarda, aramada ve önerilerde de azaltılır.',
      caption: 'İddia riskleri için, kodun hesapladığı şekliyle erişim',
      risk: 'Risk',
      multiplier: 'Erişim çarpanı',
      reached: 'Ulaşılan üye',
      p4: 'İnsan sayısıyla: erişimi kısıtlanan bir gönderi, normalde ulaşacağı her {{of}} kişiden {{min}} ile {{max}} arasına ulaşır. İddialar, yanıltma olasılığı en yüksekten en düşüğe üç risk düzeyinde değerlendirilir: {{risks}}.',
      note: 'Kısıtlama yalnızca bir gönderinin ne kadar yayılacağını değiştirir: gönderiyi asla düzenlemez ya da yazarından gizlemez.',
    },
    trends: {
      title: 'Gündem ve Günün Öne Çıkanları',
      p1: 'Gündemdeki konular dört sinyal ve bir risk cezasıyla puanlanır:',
      p2: 'İvme her {{halfLife}} saatte yarıya iner ve etkinlik {{activityDecay}} saat içinde söner. Yeni sinyaller {{ingest}} dakikada bir alınır ve sıcak sinyaller {{retention}} dakika saklanır. Akış {{trending}} gündem konusu gösterir.',
      p3: 'Günün Öne Çıkanları en yeni {{candidates}} gönderiyi alır, puanlar, en iyi {{considered}} tanesine yakından bakar ve {{shown}} tanesini gösterir; puan etkileşimden, tazelikten ve günün ortak ruh haliyle (adayların ortalama duygusu) uyumdan oluşur:',
      p4: 'Önerilen kişiler, ortak etiketlerinize ve ne kadar paylaşım yaptıklarına göre puanlanır:',
      p5: 'Yönetici panosundaki etkileşim ve yukarıdaki kalite şunları tartar:',
    },
    explanations: {
      title: 'Her kartta bir açıklama',
      p1: 'Sıralama, bir gönderinin neden seçildiğini saklar ve kart bunu tek bir cümleyle gösterir: gönderiyi kimin paylaştığı ve neden şimdi karşınızda olduğu; örneğin “Deniz’i takip ediyorsunuz ve sakin gönderiler sabahlarınıza iyi geliyor.” Açıklamalar, gönderiyi oraya yerleştiren sinyallerin ta kendisinden yazılır, sonradan uydurulmaz; her karttaki “Neden bu gönderi?” de her sinyali ağırlığı ve değeriyle listeler.',
    },
    data: {
      title: 'Veri sahipliği',
      p1: 'Üyeye ait veriler yalnızca sahibi tarafından okunabilir; yöneticinin topluluğu yönetebilmesi için bir istisna vardır. Üyeler, Lorien’in hakkında tuttuğu her şeyi dışa aktarabilir ve hesaplarını kalıcı olarak silebilir; duygu takibi ve reklam kişiselleştirmesi birer izindir. Lorien, üyeye ait verilerin yanı sıra gündem öğelerini (konu hacimleri) ve sonuç doğuran işlemlerin denetim kaydını tutar. Her alanın listesi <privacy>Gizlilik Politikası</privacy>’nda yer alır.',
    },
    constants: {
      title: 'Bir bakışta sabitler',
      caption: 'Ürün sabitleri',
      constant: 'Sabit',
      value: 'Değer',
      capacity: 'Üye kapasitesi',
      capacityValue: '{{capacity}} üye',
      invite: 'Davet kodu',
      inviteValue: '{{length}} karakter, {{hours}} saatte bir yenilenir',
      username: 'Kullanıcı adı',
      usernameValue: '{{min}}–{{max}} karakter',
      password: 'Şifre',
      passwordValue: 'en az {{min}} karakter',
      age: 'En düşük yaş',
      post: 'Gönderi / yanıt',
      postValue: '{{post}} / {{comment}} karakter',
      image: 'Görsel',
      imageValue: '{{megabytes}} MB ({{bytes}} bayt)',
      feed: 'Akış sayfaları',
      feedValue: 'varsayılan {{page}}, ana zaman akışında {{home}}, sayfasız {{unpaged}}',
      following: 'Takip edilenler bloğu',
      followingValue: '{{max}} gönderi, kişi başına {{perUser}}',
      trending: 'Gündem / öneriler',
      search: 'Kişi arama / gönderi arama',
      searchValue: '{{people}} / {{posts}} sonuç',
      share: 'Paylaşım önerileri',
      shareValue: 'takip edilen {{load}} kişiden {{show}} tanesi gösterilir',
      lists: 'Mesajlar, bildirimler, yanıtlar',
      listsValue: 'liste başına {{messages}}, {{notifications}}, {{comments}}',
      profile: 'Profil gönderileri / ilgili gönderiler',
      snippet: 'Paylaşılan gönderideki alıntı',
      snippetValue: '{{length}} karakter',
      tags: 'İlgi alanı etiketleri',
      tagsValue: 'üye başına {{max}}, {{days}} günde bir yenilenir',
      suggestion: 'Kişi önerisi puanı',
      suggestionValue: 'ortak etiket başına {{points}} + gönderi sayısı',
      highlight: 'Öne çıkanlar',
      highlightValue:
        '{{candidates}} aday, en iyi {{considered}} tanesi değerlendirilir, {{shown}} tanesi gösterilir',
      defaults: 'Varsayılan bölge / dil',
      theme: 'Varsayılan tema rengi',
      token: 'Hesap API belirteci',
      tokenValue: '{{seconds}} sn',
      response: 'İletişim yanıt süresi',
    },
  },
} satisfies TranslationOf<typeof en>;
