import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/common.ts';

export default {
  loading: 'Lorien yükleniyor…',
  skipToContent: 'İçeriğe geç',
  dismiss: 'Kapat',
  publicHeader: {
    navLabel: 'Hesap',
    openFeed: 'Akışa git',
    signIn: 'Giriş yap',
    getIn: 'Hemen katıl',
  },
  language: {
    label: 'Dil',
    settingsTitle: 'Dil',
    settingsHint: 'Lorien sizinle bu dilde konuşur. Gönderileriniz kendi dillerinde kalır.',
    savedForAccount: 'Hesabınızda saklanır, her cihazda geçerlidir.',
    savedForBrowser: 'Bu tarayıcıda saklanır.',
  },
  time: {
    minuteShort: '{{count}} dk',
    hourShort: '{{count}} sa',
    dayShort: '{{count}} g',
    minuteAgo_one: '{{count}} dakika önce',
    minuteAgo_other: '{{count}} dakika önce',
    hourAgo_one: '{{count}} saat önce',
    hourAgo_other: '{{count}} saat önce',
    dayAgo_one: '{{count}} gün önce',
    dayAgo_other: '{{count}} gün önce',
  },
  contactResponseTime: '24-48 saat',
  brand: 'Lorien',
  tryAgain: 'Yeniden dene',
  cancel: 'Vazgeç',
  logo: {
    home: 'Lorien, ana sayfa',
    feed: 'Lorien, ana akış',
  },
  password: {
    show: 'Göster',
    hide: 'Gizle',
  },
  footer: {
    tagline: '· kapalı beta · İstanbul’da yapıldı',
    navLabel: 'Yasal bilgiler ve hakkımızda',
    privacy: 'Gizlilik',
    terms: 'Koşullar',
    whitepaper: 'Teknik belge',
    contact: 'İletişim',
  },
  comingTogether: {
    heading: 'Bu ekran hazırlanıyor',
    plans: 'Burada bulacaklarınız:',
  },
} satisfies TranslationOf<typeof en>;
