import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/settings.ts';

export default {
  title: 'Ayarlar',
  description: 'Profiliniz, bildirimler, güvenlik, gizlilik ve verileriniz, davetler ve denemeler.',
  tabsLabel: 'Ayar bölümleri',
  panels: {
    profile: { label: 'Profil', description: 'Diğer üyeler sizi nasıl görüyor.' },
    notifications: {
      label: 'Bildirimler',
      description: 'Lorien size neleri, ne zaman haber verir.',
    },
    safety: {
      label: 'Güvenlik',
      description: 'Size kimlerin ulaşabileceği, kimleri engellediğiniz ve nerelerde oturum açık.',
    },
    privacy: {
      label: 'Gizlilik ve veriler',
      description: 'Onaylarınız, verilerinizin bir kopyası ve Lorien’den ayrılmak.',
    },
    invites: {
      label: 'Davetler',
      description:
        'Kişisel davet kodunuz {{hours}} saatte bir yenilenir. Burada görmek istediğiniz kişilerle paylaşın.',
    },
    appearance: {
      label: 'Görünüm',
      description: 'Arayüz dili; açık ya da koyu tema veya cihazınızınki.',
    },
    labs: {
      label: 'Laboratuvar',
      description: 'Hâlâ denenen özellikler; yenilikleri erkenden denemeyi sevenler için.',
    },
  },
  appearance: {
    theme: 'Tema',
    themeKept: 'Bu seçim bu tarayıcıda saklanır.',
    system: { label: 'Sistem', description: 'Cihazınız nasıl ayarlıysa: açık ya da koyu.' },
    light: { label: 'Açık', description: 'Her zaman açık.' },
    dark: { label: 'Koyu', description: 'Her zaman koyu: gece gözleri daha az yorar.' },
  },
  loading: 'Yükleniyor…',
  profile: {
    title: 'Profiliniz',
    intro: 'Profil sayfanızdaki “Profili düzenle” penceresiyle aynı bilgiler.',
    loading: 'Profiliniz yükleniyor…',
    saving: 'Kaydediliyor…',
    password: {
      title: 'Şifre değiştir',
      intro: 'Diğer oturumlarınız kapatılır; bu oturum açık kalır.',
      current: 'Mevcut şifre',
      new: 'Yeni şifre',
      hint: 'En az {{count}} karakter.',
      submit: 'Şifreyi değiştir',
      changed: 'Şifre değiştirildi.',
      changedSignedOut_one: 'Şifre değiştirildi. Diğer {{count}} oturum kapatıldı.',
      changedSignedOut_other: 'Şifre değiştirildi. Diğer {{count}} oturum kapatıldı.',
    },
    email: {
      title: 'E-posta değiştir',
      intro:
        '<strong>{{email}}</strong> ile giriş yapıyorsunuz. Değişikliği şifrenizle onaylarsınız.',
      new: 'Yeni e-posta',
      password: 'Şifre',
      submit: 'E-postayı değiştir',
    },
  },
  privacy: {
    title: 'Gizlilik',
    allowDMs: {
      label: 'Mesajlara izin ver',
      description: 'Üyeler size mesaj gönderebilir ve gönderileri mesajla paylaşabilir.',
    },
    emotion: {
      label: 'Duygu takibi',
      description:
        'Okuduklarınız ve tepkileriniz ruh halinizi, günlük ritminizi, akışınızı ve içgörülerinizi şekillendirir. Kapalıyken hiçbir şey takip edilmez ve akışınız ruh halinize göre ayarlanmaz.',
    },
    ads: {
      label: 'Reklam kişiselleştirme',
      description:
        'Lorien bugün reklam göstermiyor. Bir gün sponsorlu gönderiler gelirse, yalnızca bu açıkken ilgi alanlarınıza göre seçilebilir.',
    },
    loadFailed: 'Gizlilik ayarlarınızı yükleyemedik.',
    eraseRegion: 'Saklanan duygu verilerini sil',
    eraseOffer:
      'Duygu takibi kapalı. Lorien daha önce öğrendiği ruh halinizi ve günlük ritminizi hâlâ saklıyor. Bunlar da silinsin mi?',
    erasing: 'Siliniyor…',
    erase: 'Duygu verilerimi sil',
    keep: 'Kalsın',
    erased: 'Saklanan ruh haliniz ve günlük ritminiz silindi.',
    consentsChanged: 'Onaylar en son <time>{{when}}</time> tarihinde değişti.',
    download: {
      title: 'Verilerinizi indirin',
      intro:
        'Lorien’in sizinle ilgili tuttuğu her şeyin (profiliniz, gönderileriniz, yanıtlarınız, mesajlarınız, takipleriniz, kaydettikleriniz ve davetleriniz) tek bir JSON dosyasında bir kopyası.',
      button: 'Verilerimi indir',
      preparing: 'Arşiviniz hazırlanıyor…',
      downloading: 'Arşiviniz <code>{{file}}</code> adıyla indiriliyor.',
    },
    delete: {
      title: 'Hesabı sil',
      intro: 'Hesabınızı ve paylaştığınız her şeyi kalıcı olarak kaldırın. Bu işlem geri alınamaz.',
      button: 'Hesabı sil',
    },
  },
  deleteDialog: {
    title: 'Hesabınız silinsin mi?',
    explain:
      'Bu işlem Lorien hesabınızı ve içindeki her şeyi kalıcı olarak siler: profiliniz, gönderileriniz, yanıtlarınız, mesajlarınız, kaydettikleriniz ve davet kodlarınız. Geri alınamaz ve hesabınızı sizin için geri getiremeyiz.',
    copyFirst: 'Bir kopya istiyorsanız devam etmeden önce verilerinizi indirin.',
    password: 'Şifreniz',
    passwordHint: 'Gerçekten siz olduğunuzu doğrulamak için.',
    cancel: 'Vazgeç',
    deleting: 'Siliniyor…',
    submit: 'Hesabımı sil',
  },
  safety: {
    dmTitle: 'Bana kimler mesaj gönderebilir',
    allowDMs: 'Mesajlara izin ver',
    dmOn: 'Açık: sizi engellememiş ve sizin engellemediğiniz her üye size mesaj gönderebilir. Profilinizde Mesaj düğmesi görünür.',
    dmOff:
      'Kapalı: kimse size mesaj gönderemez ya da mesajla gönderi paylaşamaz; profilinizde Mesaj düğmesi görünmez. Mevcut mesajlarınız gelen kutunuzda kalır.',
    settingsLoadFailed: 'Ayarlarınızı yükleyemedik.',
    blocked: {
      title: 'Engellenen üyeler',
      intro:
        'Gönderilerini görmezsiniz; ikiniz de birbirinize mesaj gönderemez ya da takip edemezsiniz.',
      unblockFailed: 'Engeli kaldıramadık. Lütfen tekrar deneyin.',
      loadFailed: 'Engellediğiniz üyeleri yükleyemedik.',
      empty: 'Kimseyi engellemediniz.',
      listLabel: 'Engellenen üyeler',
      unblocking: 'Engel kaldırılıyor…',
      unblockLabel: '{{name}} adlı üyenin engelini kaldır',
      unblock: 'Engeli kaldır',
      unblocked: '{{name}} artık engelli değil.',
    },
    sessions: {
      title: 'Nerelerde oturum açık',
      signOutFailed: 'Diğer oturumlarınızı kapatamadık. Tekrar deneyin.',
      loadFailed: 'Oturumlarınızı yükleyemedik.',
      listLabel: 'Açık oturumlar',
      thisDevice: 'Bu cihaz',
      device: '{{system}} üzerinde {{browser}}',
      unknownDevice: 'Bilinmeyen cihaz',
      lastSeen: 'Son görülme',
      signingOut: 'Oturumlar kapatılıyor…',
      signedOut_one: 'Diğer {{count}} oturum kapatıldı.',
      signedOut_other: 'Diğer {{count}} oturum kapatıldı.',
      signOutOthers: 'Diğer oturumları kapat',
      onlyHere: 'Yalnızca burada oturum açıksınız.',
    },
  },
  notifications: {
    inboxTitle: 'Gelen kutunuzda',
    inboxIntro: 'Lorien’in size neleri haber vereceğini seçin.',
    updateFailed: 'Bildirim ayarlarınızı güncelleyemedik. Tekrar deneyin.',
    loadFailed: 'Bildirim ayarlarınızı yükleyemedik.',
    settingsLoadFailed: 'Ayarlarınızı yükleyemedik.',
    kinds: {
      follow: { label: 'Yeni takipçiler', description: 'Biri sizi takip etmeye başladığında.' },
      echo: { label: 'Yankılar', description: 'Biri gönderilerinizden birini yankıladığında.' },
      save: { label: 'Kaydetmeler', description: 'Biri gönderilerinizden birini kaydettiğinde.' },
      comment: {
        label: 'Yanıtlar',
        description: 'Biri gönderilerinizden birine yanıt verdiğinde.',
      },
      reply: {
        label: 'Yorumlarınıza gelen yanıtlar',
        description: 'Biri yorumlarınızdan birine yanıt verdiğinde.',
      },
      mention: {
        label: 'Bahsetmeler',
        description: 'Biri bir gönderide ya da yorumda sizden bahsettiğinde.',
      },
      invite_accepted: {
        label: 'Kabul edilen davetler',
        description: 'Biri davet kodunuzla Lorien’e katıldığında.',
      },
    },
    emailTitle: 'E-posta',
    digest: {
      label: 'Haftalık özet',
      description:
        'Haftada bir, Lorien’deki haftanızı anlatan bir e-posta: gönderileriniz, ruh halleriniz ve yeni takipçileriniz.',
    },
  },
  labs: {
    title: 'Ortam sesi',
    soundscapes: {
      label: 'Ruh hali ses manzaraları',
      description:
        'Tarayıcınızda, o anki ruh halinizden üretilen bir ortam sesi: neşeliyken daha sıcak, sakinken daha yavaş. Yalnızca Oynat’a bastığınızda çalar.',
    },
    turnOn: 'Denemek için ses manzaralarını açın.',
    trackingOff: 'Duygu takibi kapalı; bu yüzden nötr bir ses manzarası çalar.',
    tuned: 'O anki ruh halinize göre ayarlandı: {{character}}.',
    character: { slow: 'yavaş', lively: 'canlı', warm: 'sıcak', wistful: 'hüzünlü' },
    notLearned: 'Lorien ruh halinizi henüz öğrenmedi; bu yüzden nötr bir ses manzarası çalar.',
    stop: 'Ses manzarasını durdur',
    starting: 'Başlatılıyor…',
    play: 'Ses manzarasını oynat',
    volume: 'Ses düzeyi',
    playing: 'Çalıyor. Siz durdurana ya da bu sayfadan ayrılana kadar devam eder.',
    failed: 'Bu tarayıcı ses çalamadı. Başka bir tarayıcı deneyin.',
  },
} satisfies TranslationOf<typeof en>;
