import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/errors.ts';

export default {
  notFound: {
    title: 'Sayfa bulunamadı',
    home: 'Ana sayfaya git',
    noPage: '<path>{{path}}</path> adresinde bir sayfa yok.',
  },
  offline: {
    title: 'Çevrimdışısınız',
    retry: 'Yeniden dene',
    body: 'Bu sayfa bağlantı olmadan yüklenemedi. Çevrimiçi olduğunuzu kontrol edip yeniden deneyin.',
  },
  checking: {
    title: 'Bu sayfa yüklenemedi',
    documentTitle: 'Yüklenemedi',
    body: 'Bağlantınız kontrol ediliyor…',
  },
  updated: {
    title: 'Lorien güncellendi',
    documentTitle: 'Güncelleme var',
    reload: 'Sayfayı yenile',
    body: 'Yeni bir sürüm hazır. Kaldığınız yerden devam etmek için sayfayı yenileyin.',
  },
  unknown: {
    title: 'Bir şeyler ters gitti',
    tryAgain: 'Yeniden dene',
    home: 'Ana sayfaya git',
  },
} satisfies TranslationOf<typeof en>;
