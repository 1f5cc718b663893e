// The first run (issue 27): a new member's welcome, shown once after sign-up.
import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/welcome.ts';

export default {
  title: 'Hoş geldiniz',
  heading: 'Lorien’e hoş geldiniz, {{name}}',
  intro:
    'Üç küçük adımda akışınız canlanır. Hepsi isteğe bağlı; her şeyi daha sonra değiştirebilirsiniz.',
  people: {
    title: 'Birkaç kişiyi takip edin',
    body: 'Gönderileri akışınızı doldurur. Başlamak için iki üç kişi seçin.',
    loading: 'Kişiler bulunuyor…',
    unavailable:
      'Öneriler şu anda kullanılamıyor. Kişileri daha sonra profillerinden takip edebilirsiniz.',
    none: 'Buraya ilk gelenlerdensiniz; henüz önerebileceğimiz kimse yok. Burada görmek istediğiniz birini davet edin.',
    count_one: '{{count}} kişiyi takip ediyorsunuz.',
    count_other: '{{count}} kişiyi takip ediyorsunuz.',
  },
  topics: {
    title: 'İlgilendiğiniz konuları seçin',
    body: 'Profilinize ilgi alanı olarak eklenir; böylece aynı konuları seven kişileri önerebiliriz.',
    loading: 'Konular yükleniyor…',
    none: 'Henüz gündemde konu yok. İlgi alanlarınızı daha sonra Ayarlar › Profil’den ekleyebilirsiniz.',
    label: 'Konular',
  },
  profile: {
    title: 'Bir fotoğraf ve kısa bir biyografi ekleyin',
    body: 'Hakkınızda bir cümle, insanların sizi takip etmesine yardımcı olur.',
    bio: 'Biyografi',
    bioHint: 'Örneğin: sevdikleriniz, nerede olduğunuz, ne hakkında paylaşım yapacağınız.',
    photo: 'Ayarlar › Profil’den fotoğraf ekleyin',
  },
  finish: 'Akışıma git',
  finishing: 'Kaydediliyor…',
  skip: 'Şimdilik geç',
  failed: 'Seçimleriniz şu anda kaydedilemedi. Lütfen tekrar deneyin ya da şimdilik geçin.',
} satisfies TranslationOf<typeof en>;
