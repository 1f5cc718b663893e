import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/invite.ts';

export default {
  dialog: {
    title: 'Bir arkadaşınızı davet edin',
    description:
      'Lorien davetle büyür, en fazla {{capacity}} üyeye kadar. Kodunuz her {{hours}} saatte bir yenilenir; kopyaladıktan sonra kısa sürede paylaşın.',
    done: 'Tamam',
  },
  copy: {
    copied: 'Kopyalandı!',
  },
  invited: {
    title: 'Davet ettikleriniz',
    total: 'toplam {{count}}',
    empty: 'Davetlerinizle henüz kimse katılmadı. Biri katıldığında burada görünecek.',
    joined: '{{when}} katıldı',
    seeAll: 'Tümünü ({{count}}) Ayarlar’da görün',
  },
  ready: {
    newCode: 'Yeni davet kodunuz hazır.',
    code: 'Davet kodunuz',
    copyCode: 'Kodu kopyala',
    refreshing: 'Yenileniyor…',
    refresh: 'Yenile',
    link: 'Ya da davet bağlantınızı paylaşın',
    copyLink: 'Bağlantıyı kopyala',
    share: 'Paylaş',
    shareTitle: 'Lorien’e katılın',
    shareText: 'Davetle girilen sosyal ağ Lorien’de buluşalım. Davet kodum: {{code}}',
    note: 'Kodunuza veya bağlantınıza sahip olan herkes, geçerli olduğu sürece katılabilir. Yenilediğinizde eski kod hemen geçersiz olur; onu gönderdiğiniz kişilerin yenisine ihtiyacı olur.',
  },
  panel: {
    signIn: 'Giriş yap',
    retrying: 'Tekrar deneniyor…',
    retry: 'Tekrar dene',
    loading: 'Davet kodunuz alınıyor…',
  },
} satisfies TranslationOf<typeof en>;
