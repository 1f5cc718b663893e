import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/contact.ts';

export default {
  header: {
    eyebrow: 'Bize ulaşın',
    title: 'İletişim',
    description:
      'Sorular, geri bildirim, iş birlikleri ya da basın: Lorien ekibine yazın. Her mesajı okur, {{responseTime}} içinde yanıt veririz.',
    metaDescription:
      'İstanbul’daki Lorien ekibine yazın: sorular, geri bildirim, hatalar, iş birlikleri, yatırım ya da basın. {{responseTime}} içinde yanıt veririz.',
  },
  blocksTitle: 'Bize ulaşmanın yolları',
  blocks: {
    developer: {
      title: 'Geliştirici',
      body: 'Lorien küçük ve bağımsız bir ekip tarafından tasarlanıp geliştiriliyor. Bir hata mı buldunuz ya da bir şey mi eksik?',
      action: 'Hata bildir',
    },
    email: {
      title: 'E-posta',
      body: 'Bu form bizim gelen kutumuz: her mesaj doğrudan ekibe ulaşır ve e-postayla yanıt veririz.',
      action: 'Bize yazın',
    },
    business: {
      title: 'İş',
      body: 'Kapalı betadan sonra açılacak iş birlikleri, yatırım ve marka ortaklıkları.',
      action: 'İş görüşmesi',
    },
    press: {
      title: 'Basın',
      body: 'Gazeteciler için röportajlar, arka plan bilgisi ve Lorien hakkında bilgiler.',
      action: 'Basın talebi',
    },
    location: { title: 'Konum', body: 'İstanbul, Türkiye' },
    response: { title: 'Yanıt süresi', body: '{{responseTime}} içinde yanıt veririz.' },
  },
  faqTitle: 'Sık sorulanlar',
  faq: {
    soon: {
      question: 'Ne kadar sürede yanıt veriyorsunuz?',
      answer: '{{responseTime}} içinde, bize verdiğiniz adrese e-postayla.',
    },
    signIn: {
      question: 'Giriş yapamıyorum. Ne yapabilirim?',
      answer:
        '<a>Giriş sayfasındaki</a> “Şifrenizi mi unuttunuz?” bağlantısını kullanın; gönderdiğimiz bağlantı {{lifetime}} içinde geçerliliğini yitirir. Bu işe yaramazsa bize Destek konusuyla yazın.',
      lifetime_one: '{{count}} saat',
      lifetime_other: '{{count}} saat',
    },
    invite: {
      question: 'Nasıl davet kodu alırım?',
      answer:
        'Bir üyeden: herkesin paylaşabileceği bir kodu var ve kodlar {{hours}} saatte bir yenilenir. Bu form aracılığıyla kod dağıtmıyoruz.',
    },
    report: {
      question: 'Bir gönderiyi ya da kişiyi nasıl şikâyet ederim?',
      answer:
        'Kişiyi profilinden engelleyin; bu, gönderilerini sizden hemen gizler. Ardından bize Destek konusuyla, gönderinin ya da profilin bağlantısını ekleyerek yazın.',
    },
    data: {
      question: 'Verilerimin bir kopyasını nasıl alırım ya da hesabımı nasıl silerim?',
      answer:
        'İkisi de Ayarlar’da, Gizlilik ve Veriler altında ve hemen geçerli olur. Dışa aktarılan dosyanın neler içerdiği <a>Gizlilik Politikası</a>’nda yazılı.',
    },
  },
  notice: {
    title: 'Lorien geliştirmenin ilk aşamasında',
    body: 'Okuduklarınızın bir kısmı hâlâ yapım aşamasında ve zaman zaman bir şeyler bozulacak. Mesajlarınız neye öncelik vereceğimize karar vermemize yardımcı oluyor; çekinmeden yazın.',
  },
  form: {
    title: 'Bize mesaj gönderin',
    required: 'Tüm alanlar zorunludur.',
    name: 'Adınız',
    email: 'E-posta',
    subject: 'Konu',
    chooseSubject: 'Bir konu seçin',
    message: 'Mesaj',
    send: 'Mesaj gönder',
    sending: 'Gönderiliyor…',
  },
  subjects: {
    general: 'Genel soru',
    feedback: 'Geri bildirim',
    bug: 'Hata bildirimi',
    feature: 'Özellik isteği',
    partnership: 'İş birliği',
    investment: 'Yatırım',
    press: 'Basın',
    support: 'Destek',
  },
} satisfies TranslationOf<typeof en>;
