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
      description: 'Dil; açık, koyu ya da cihazınızdaki gibi.',
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
} satisfies TranslationOf<typeof en>;
