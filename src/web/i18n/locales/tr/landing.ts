import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/landing.ts';

export default {
  description:
    'Lorien, ruh haline ve günün saatine göre seçki yapan, gösterdiği her kartı açıklayan, nefret söyleminin ve dezenformasyonun yayılmasını yavaşlatan, yalnızca davetle katılılan bir sosyal ağdır.',
  draft: {
    badge: 'Kapalı beta taslağı',
    text: 'Lorien geliştirmenin ilk aşamasında. Burada okuduklarınız lansmandan önce değişebilir.',
  },
  hero: {
    eyebrow: 'Yalnızca davetle · {{capacity}} üye',
    title: 'Ruh halinize ve saatinize göre ayarlanan bir akış.',
    titleSoft: 'Her kart size nedenini söyler.',
    lede: 'Lorien, gönderileri nasıl hissettiğinize ve içinde bulunduğunuz saate göre seçer; her karta sade bir dille yazılmış bir açıklama ekler. Doğası gereği daha sakin; dikkatinizi değil, sizi düşünerek tasarlandı.',
    getIn: 'Hemen katıl',
    more: 'Daha fazla bilgi',
    note: 'Davet kodu gereklidir. Kodlar {{hours}} saatte bir yenilenir.',
  },
  example: {
    clock: '08:40 · sabahlarınız sakin geçiyor',
    meta: '@deniz · 2 sa',
    mood: 'sakin',
    text: 'Boğaz’da ağır bir sabah: çay, 8:15 vapuru ve saat ona kadar tek bir bildirim bile yok.',
    whyTitle: 'Bunu neden görüyorsunuz',
    why: 'Deniz’i takip ediyorsunuz ve sakin gönderiler sabahlarınıza iyi geliyor.',
    caption: 'Örnek bir kart. Lorien’deki her kart neden orada olduğunu söyler.',
  },
  why: {
    eyebrow: 'Neden önemli',
    title:
      'Çoğu akış dikkatinizi çekmek için çalışır. Lorien ise gününüzün nasıl geçtiğini gözetir.',
    lede: 'Sıralama, bir sosyal akış için önemli olanları yine tartar: tazelik ve insanların neyle etkileşime girdiği gibi. Ama bir gönderinin içinde bulunduğunuz ana uyup uymadığını da sorar ve ortamı herkes için kötüleştirecek gönderileri geri tutar.',
    reasons: {
      mood: {
        title: 'Ruh haline duyarlı',
        body: 'Sekiz boyutlu bir duygu modeli paylaşılanların tonunu okur; böylece gergin bir öğleden sonra karşınıza bir gerginlik duvarı çıkmaz.',
      },
      circadian: {
        title: 'Gün ritmine duyarlı',
        body: 'Gece yarısı, sabahın ortası değildir. Lorien son zamanlarda nasıl hissettiğinizi, bu saatteki olağan ritminizle harmanlar.',
      },
      explained: {
        title: 'Kart kart açıklanır',
        body: 'Gizemli sıralama yok. Her kartta kısa ve sade bir neden yazar: kimin paylaştığı, neyle ilgili olduğu ve neden şimdi karşınızda olduğu.',
      },
    },
    impactLabel: 'Rakamlarla Lorien',
    impact: {
      dimensions: 'her gönderide okunan ton boyutu',
      moods: 'adı konmuş ruh hali, sakinlikten yalnızlığa',
      hours: 'her üye için öğrenilen saatlik ritim',
      reach: 'kısıtlanan bir gönderinin {{of}} kişi içinde ulaştığı kişi sayısı',
    },
  },
  architecture: {
    eyebrow: 'Mimari',
    title: 'Her biri tek bir işi yapan dört parça.',
    intro:
      'Lorien bilerek küçük tutuldu. Her parça tek bir cümleyle anlatılabilir; <a>teknik belge</a> her birinin rakamlarını verir.',
    figures: 'Rakamlarla {{title}}',
    note: 'Kendi sunucularımızda çalışır. Site başka hiç kimseden bir şey yüklemez: izleyici yok, analiz betiği yok, reklam ağı yok.',
    analysis: {
      title: 'Analiz',
      body: 'Her gönderinin tonunu, konularını ve dilini okur. Ton sekiz sayılık bir vektördür ve adı konmuş on iki ruh halinden en yakınıyla eşleştirilir.',
      dimensions: '{{count}} boyut',
      moods: '{{count}} ruh hali',
      topics: 'konular ve dil',
    },
    state: {
      title: 'Duygu durumunuz',
      body: 'Okuduğunuz, yankıladığınız, kaydettiğiniz ve yanıtladığınız gönderilerden yavaş yavaş öğrenir; gününüzün her saati için bir profil tutar. İkisi şu an için harmanlanır.',
      profiles: '{{count}} saatlik profil',
      blend: 'harman α {{alpha}}',
      off: 'istediğiniz zaman kapatın',
    },
    safety: {
      title: 'Güvenlik',
      body: 'Her gönderiyi toksiklik, nefret söylemi ve dezenformasyon açısından puanlar; üçünü tek bir risk değerinde birleştirir. Riskli gönderiler daha az yayılır.',
      toxicity: 'toksiklik ×{{weight}}',
      hatespeech: 'nefret söylemi ×{{weight}}',
      disinfo: 'dezenformasyon ×{{weight}}',
    },
    ranking: {
      title: 'Sıralama ve nedenler',
      body: 'Tazeliği, insanların neye değer verdiğini ve bir gönderinin o anınıza ne kadar uyduğunu tartar, güvenlik çarpanını uygular ve nedenini yazar.',
      freshness: 'tazelik',
      engagement: 'etkileşim',
      fit: 'uyum',
      reason: 'her karta bir neden',
    },
  },
  flow: {
    eyebrow: 'Akış',
    title: 'Gönderinizden birinin akışına.',
    intro: 'Paylaş’a bastıktan sonraki saniyelerde olanlar, oluş sırasıyla.',
    post: {
      title: 'Paylaşırsınız',
      body: 'En fazla {{max}} karakter; isterseniz en fazla {{megabytes}} MB boyutunda bir görselle.',
    },
    tone: {
      title: 'Tonu okunur',
      body: 'Nasıl hissettirdiğini anlatan sekiz sayı, en yakın ruh hali, konuları ve dili.',
    },
    safety: {
      title: 'Güvenlik açısından okunur',
      body: 'Toksiklik, nefret söylemi ve dezenformasyon. Riskli bir gönderinin erişimi kısıtlanır, gizlice düzenlenmez.',
    },
    ranked: {
      title: 'Her okuyucu için sıralanır',
      body: 'Tazelik ve insanların neye değer verdiği; bir de o saatte ruh hallerine ne kadar uyduğu.',
    },
    reason: {
      title: 'Bir nedenle birlikte gelir',
      body: 'Kart, neden orada olduğunu tek ve sade bir cümleyle söyler.',
    },
  },
  safety: {
    eyebrow: 'Güvenlik',
    title: 'Nefret söylemi ve dezenformasyon daha az yayılır.',
    lede: 'Her gönderi toksiklik, nefret söylemi ve dezenformasyon açısından okunur. Riskli görünen bir gönderi öne çıkarılmaz: normalde ulaşacağı her {{of}} kişiden yaklaşık {{range}} kişiye ulaşır.',
    note: 'Kısıtlama, bir gönderinin ne kadar yayılacağını sınırlar. Kimsenin söylediğini değiştirmez; yazar gönderisini görmeye ve silmeye devam edebilir.',
    range: '{{min}} ile {{max}} arası',
    chartLabel:
      'Erişim karşılaştırması: sıradan bir gönderi {{of}} kişiden {{of}} kişiye, kısıtlanan bir gönderi yaklaşık {{range}} kişiye ulaşır.',
    ordinary: 'Sıradan gönderi',
    throttled: 'Kısıtlanan gönderi',
    caption: 'Ulaşabileceği her {{of}} kişiden ulaşılan kişi sayısı',
  },
  audiences: {
    eyebrow: 'İçerik üreticileri ve reklamverenler',
    title: 'Öfkeyi değil, karşılık bulmayı ödüllendiren erişim.',
    creatorsBadge: 'İçerik üreticileri için',
    creatorsTitle: 'Kaydedilmeye değer içerikle büyüyün.',
    creators: {
      score:
        'Akış puanında bir yankı {{echoes}}, bir kaydetme {{saves}}, bir yanıt {{responses}} puan sayılır; görüntülenmeler ise giderek azalan bir eğriyle sayılır.',
      reasons:
        'Okurlarınız gönderinizin onlara neden ulaştığını görür; yani nedenler sizden de hiçbir zaman saklanmaz.',
      insights:
        'İçgörüler kendi alışkanlıklarınızı gösterir: ne zaman paylaştığınızı, hangi ruh hallerini paylaştığınızı, bunların ne kadar çeşitli olduğunu.',
      export: 'Verilerinizi dışa aktardığınızda gönderileriniz de sizinle gelir.',
    },
    advertisersBadge: 'Reklamverenler için',
    advertisersTitle: 'Beta sürecinde reklam yok. Hedeflediğimiz şey şu.',
    advertisers: {
      consent:
        'Önce izin: reklam kişiselleştirmesi, her üyenin Ayarlar’dan açıp kapatabildiği bir seçenektir.',
      context:
        'Gözetim değil, bağlam: o anın konusu ve ruh hali; asla başkasına satılan bir profil değil.',
      throttled:
        'Kısıtlanan gönderilerin yanında reklam olmaz: güvenlik denetiminin geri tuttuğu hiçbir şey öne çıkarılmaz.',
    },
  },
  brands: {
    eyebrow: 'Markalar',
    title: 'Markalar sohbetin önünde değil, içinde yer almalı.',
    lede: 'İnsanlar, bir şeyi neden gördüklerini söyleyen bir akışa güvenir. Lorien’deki markalar yerlerini üyelerle aynı yoldan kazanır.',
    talk: 'İş birliği için bizimle konuşun',
    rules: {
      title: 'Herkesle aynı kurallar',
      body: 'Marka hesapları da üyeler gibi paylaşır, takip eder ve sıralanır. Hiçbir ödeme güvenlik denetimini aşan bir erişim satın alamaz.',
    },
    explained: {
      title: 'Her şey gibi açıklanır',
      body: 'Bir markanın gönderisi birinin akışında olduğunda kart, nedenini aynı sade sözlerle söyler.',
    },
    partnerships: {
      title: 'Betadan sonra iş birlikleri',
      body: 'Marka iş birliklerini kapalı beta sona erdiğinde açacağız. Erken mi katılmak istiyorsunuz? Bize haber verin.',
    },
  },
  privacy: {
    eyebrow: 'Gizlilik',
    title: 'Verileriniz sizindir ve sizinle birlikte gider.',
    intro:
      'Yalnızca ürünün ihtiyaç duyduğunu saklarız ve bunun tam olarak ne olduğunu <a>Gizlilik Politikası</a>’nda anlatırız.',
    export: {
      title: 'Her şeyi dışa aktarın',
      body: 'Gönderilerinizi, mesajlarınızı, etkileşimlerinizi ve ayarlarınızı dilediğiniz zaman Ayarlar’dan tek bir dosya olarak indirin.',
    },
    delete: {
      title: 'Kalıcı olarak silin',
      body: 'Hesabınızı ve içindeki her şeyi, görselleriniz dahil, silin. Silme kalıcıdır; gizli bir kopya tutmayız.',
    },
    consent: {
      title: 'Kontrolü sizde olan izinler',
      body: 'Duygu takibi ve reklam kişiselleştirmesi birer izindir. Ayarlar’dan ikisinden birini kapattığınızda Lorien onları kullanmayı bırakır.',
    },
  },
  explain: {
    eyebrow: 'Örnek açıklamalar',
    title: 'Bir gönderinin akışınızda neden olduğunu hep bilirsiniz.',
    intro:
      'Her kart, mühendisler için değil insanlar için yazılmış nedenini taşır. Bir neden size uygun gelmiyorsa neyi değiştireceğinizi tam olarak bilirsiniz.',
    listLabel: 'Açıklamalarıyla örnek kartlar',
    whyTitle: 'Bunu neden görüyorsunuz',
    elif: {
      age: '20 dk',
      mood: 'sakin',
      text: 'Moda’da sonbaharın ilk yağmuru. Bütün kafe susup dinledi.',
      why: 'Taze: 20 dakika önce paylaşıldı ve sakin gönderiler akşamlarınıza iyi geliyor.',
    },
    mert: {
      age: '1 sa',
      mood: 'gurur',
      text: 'Yarı maratonu iki saatin altında bitirdim. Bacaklar bitik, kalp dolu.',
      why: 'Mert’i takip ediyorsunuz ve takip ettiğiniz kişiler bunu yankılıyor.',
    },
    selin: {
      age: '3 sa',
      mood: 'merak',
      text: 'Karaköy yakınlarında pazar sabahları bir eskiz grubu kuruyorum. Kimler var? #eskiz',
      why: 'Bu hafta kaydettiğiniz gönderilerle #eskiz etiketini paylaşıyor.',
    },
    can: {
      age: '5 sa',
      mood: 'yorgunluk',
      text: 'Dürüst bir soru: işten sonra kafanızı nasıl boşaltıyorsunuz?',
      why: 'Daha sakin ve hafif gönderiler okumaya yöneldiğiniz geç akşamlarınız için seçildi.',
    },
  },
  roadmap: {
    eyebrow: 'Yol haritası',
    title: 'Lorien nerede ve nereye gidiyor.',
    intro: 'Üyeler bize daha iyi bir fikir söylediğinde planlar değişir. Bu, dürüst versiyonu.',
    now: {
      phase: 'Şimdi',
      status: 'Kapalı beta',
      invite: 'Yalnızca davetle üyelik, en fazla {{capacity}} üye',
      posts: 'Gönderiler, yankılar, kaydetmeler, yanıtlar, mesajlar ve engellemeler',
      ranking:
        'Ruh haline ve saate duyarlı sıralama; Gündem, Önerilen kişiler ve Günün Öne Çıkanları ile',
      explanation: 'Her kartta, arkasındaki sinyallerle birlikte bir açıklama',
      throttling: 'Nefret söylemi ve dezenformasyon için erişim kısıtlaması',
      data: 'Verileri dışa aktarma ve hesap silme',
      insights: 'Kendi alışkanlıklarınıza dair içgörüler ve isteyenlere haftalık özet',
      postcast: 'Postcast: gelişmeleri daha sakin bir yoldan yakalayın',
    },
    next: {
      phase: 'Sırada',
      status: 'Planlandı',
      tuning: 'Beta üyeleriyle birlikte ayarlanan sıralama',
      soundscapes: 'Ruh hali ses manzaraları, Labs’tan çıkıyor',
    },
    later: {
      phase: 'Daha sonra',
      status: 'Araştırılıyor',
      opening: 'İlk {{capacity}} üyenin ötesine açılmak',
      creators: 'İçerik üreticileri için araçlar',
      ads: 'İzni esas alan reklamcılık',
      brands: 'Marka iş birlikleri',
    },
  },
  faq: {
    eyebrow: 'SSS',
    title: 'Bize sorulan sorular.',
    intro:
      'Aklınızda başka bir şey mi var? <a>Bize yazın</a>; {{responseTime}} içinde yanıt veririz.',
    join: {
      question: 'Lorien’e nasıl katılırım?',
      answer:
        'Bir üyeden davet kodu isteyin, ardından bu kodla kayıt olun. Kodlar {{hours}} saatte bir yenilenir; bu yüzden taze bir kod isteyin. Kapalı betada {{capacity}} üyelik yer var.',
    },
    mind: {
      question: '“Ruh haline duyarlı” olması, Lorien’in aklımı okuduğu anlamına mı geliyor?',
      answer:
        'Hayır. Lorien gönderilerdeki sözcüklerin tonunu okur ve Lorien’de yaptıklarınızdan öğrenir: neyi açtığınız, yankıladığınız, kaydettiğiniz ve yanıtladığınız, bunu hangi saatte yaptığınız. Kameranızdan, mikrofonunuzdan ya da Lorien dışındaki herhangi bir yerden hiçbir şey almaz.',
    },
    tracking: {
      question: 'Duygu takibini kapatabilir miyim?',
      answer:
        'Evet. Ayarlar’da, Gizlilik ve Veriler altında duygu takibini kapatın. Akışınız ruh halinize uyum sağlamayı bırakır; her kart yine de kendini açıklar.',
    },
    reach: {
      question: 'Gönderim neden her zamankinden az kişiye ulaştı?',
      answer:
        'Güvenlik denetimi gerçek bir toksiklik, nefret söylemi ya da dezenformasyon riski bulduysa erişimi kısıtlanmıştır: normalde ulaşacağı her {{of}} kişiden yaklaşık {{range}} kişiye ulaşır. Silinmez ya da düzenlenmez.',
    },
    sell: {
      question: 'Verilerimi satıyor musunuz?',
      answer:
        'Hayır. Veri satmıyoruz, beta sürecinde reklam yok ve site üçüncü taraflardan hiçbir şey yüklemiyor: izleyici yok, analiz betiği yok.',
    },
    data: {
      question: 'Verilerimi nasıl dışa aktarır ya da silerim?',
      answer:
        'Ayarlar’da, Gizlilik ve Veriler altında. Dışa aktarma, hakkınızda tuttuğumuz her şeyi tek bir dosya olarak indirir. Silme, hesabınızı ve içindeki her şeyi kalıcı olarak kaldırır.',
    },
    age: {
      question: 'Kaç yaşında olmam gerekiyor?',
      answer: 'En az {{age}}. Kuralların geri kalanını <a>Kullanım Koşulları</a> açıklar.',
    },
    cost: {
      question: 'Ücretli mi?',
      answer: 'Hayır. Kapalı beta süresince hiçbir ücret ödemezsiniz.',
    },
  },
  beta: {
    eyebrow: 'Kapalı beta',
    title: 'Davetle katılınan küçük bir beta.',
    body: 'Lorien, her şeyi doğru yapana kadar {{capacity}} üyeye açık. Her üyenin paylaşabileceği bir davet kodu var; kodlar {{hours}} saatte bir yenilenir, bu yüzden bir arkadaşınızdan taze bir kod isteyin.',
    haveCode: 'Davet kodum var',
    signIn: 'Zaten üye misiniz? Giriş yapın',
    members: 'En fazla üye',
    refresh: 'Davet kodları yenilenir',
    refreshValue: '{{hours}} sa',
    age: 'En düşük yaş',
    ageValue: '{{age}}+',
  },
} satisfies TranslationOf<typeof en>;
