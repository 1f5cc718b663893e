import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/profile.ts';

export default {
  block: {
    title: '{{name}} engellensin mi?',
    description:
      'Birbirinizin gönderilerini ve profillerini görmezsiniz, birbirinize mesaj gönderemezsiniz ve aranızdaki takipler sona erer. Engeli istediğiniz zaman kaldırabilirsiniz.',
    confirm: 'Engelle',
    busy: 'Engelleniyor…',
    unblock: 'Engeli kaldır',
    unblocking: 'Engel kaldırılıyor…',
  },
  actions: {
    follow: 'Takip et',
    following: 'Takip ediliyor',
    edit: 'Profili düzenle',
    message: 'Mesaj',
    block: 'Engelle',
    report: 'Şikâyet et',
  },
  hero: {
    followsYou: 'Sizi takip ediyor',
    joined: '{{date}} tarihinde katıldı',
    interests: 'İlgi alanları',
    posts_one: 'Gönderi',
    posts_other: 'Gönderi',
    followers_one: 'Takipçi',
    followers_other: 'Takipçi',
    following: 'Takip edilen',
  },
  posts: {
    yours: 'Gönderileriniz',
    by: '{{name}} adlı kişinin gönderileri',
    emptySelf: 'Henüz gönderi paylaşmadınız',
    emptyOther: '{{name}} henüz gönderi paylaşmadı',
    emptySelfBody: 'Gönderileriniz burada görünecek. Ana sayfadan merhaba deyin.',
    write: 'Gönderi yaz',
  },
  saved: {
    label: 'Kaydedilen gönderiler',
    emptyTitle: 'Henüz kaydedilen bir şey yok',
    emptyBody:
      'Bir gönderiyi burada saklamak için Kaydet’e dokunun. Bu listeyi yalnızca siz görebilirsiniz.',
  },
  tabs: {
    posts: 'Gönderiler',
    saved: 'Kaydedilenler',
    label: 'Profil bölümleri',
    section: 'Gönderiler',
  },
  page: {
    title: 'Profil',
    loading: 'Profil yükleniyor…',
    notFound: 'Profil bulunamadı',
    back: 'Akışa dön',
    notFoundBody: 'Burada bir üye yok. Bağlantı eski olabilir ya da hesap silinmiş olabilir.',
    unavailable: 'Profile ulaşılamıyor',
  },
  edit: {
    title: 'Profili düzenle',
    description: 'Diğer üyelerin sizi nasıl gördüğü.',
    displayName: 'Görünen ad',
    displayNameHint: 'Boş bırakırsanız “{{name}}” olarak kalır.',
    handle: 'Kullanıcı adı',
    handleHint: '<strong>@{{handle}}</strong> olarak görünür: harf, rakam, _ ve -.',
    headline: 'Başlık',
    headlinePlaceholder: 'Sizi anlatan bir satır',
    bio: 'Hakkında',
    location: 'Konum',
    themeColour: 'Tema rengi',
    pickColour: 'Tema rengi seç',
    colourHint:
      'Onaltılık bir renk kodu; başka bir değer varsayılan rengi kullanır. {{colour}} olarak kaydedilir.',
    interests: 'İlgi alanları',
    interestsPlaceholder: 'müzik, ağır sabahlar, tasarım',
    interestsHint: 'Virgülle ayırın. İlk {{max}} tanesi saklanır.',
    interestsPreview: 'İlgi alanlarınız böyle görünecek',
    more: '+{{count}} tane daha, saklanmayacak',
    cancel: 'Vazgeç',
    saving: 'Kaydediliyor…',
    save: 'Kaydet',
  },
} satisfies TranslationOf<typeof en>;
