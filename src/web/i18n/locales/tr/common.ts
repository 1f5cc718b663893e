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
  },
} satisfies TranslationOf<typeof en>;
