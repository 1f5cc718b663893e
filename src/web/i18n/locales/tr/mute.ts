import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/mute.ts';

export default {
  members: {
    title: 'Sessize alınan hesaplar',
    intro:
      'Bu kişilerin gönderileri, yorumları ve bildirimleri akışlarınızdan ve listelerinizden kalkar. Kendilerine haber verilmez; takip ediyorsanız takip sürer. Gönderilerinden birinin bağlantısı yine açılır.',
    listLabel: 'Sessize alınan hesaplar',
    empty: 'Henüz kimseyi sessize almadınız.',
    loadError: 'Sessize aldığınız hesapları yükleyemedik.',
    unmute: 'Sesi aç',
    unmuteNamed: '{{name}} için sesi aç',
    unmuting: 'Ses açılıyor…',
    unmuteError: 'Sesi açamadık. Lütfen tekrar deneyin.',
  },
  words: {
    title: 'Sessize alınan kelimeler',
    intro:
      'Bu kelimeleri ya da #konuları içeren gönderiler ve yorumlar akışlarınızdan ve listelerinizden kalkar (kendi gönderileriniz ve bağlantısıyla açtığınız bir gönderi hariç). Büyük-küçük harf ve aksan fark etmez: “istanbul” yazarsanız “İSTANBUL’da” da gizlenir. Yalnızca tam kelimeler eşleşir; o harflerle başlayan her kelimeyi gizlemek için sonuna * ekleyin (maç* yazarsanız “maçta” da gizlenir).',
    fieldLabel: 'Kelime, ifade ya da #konu',
    add: 'Sessize al',
    adding: 'Ekleniyor…',
    count: '{{used}} / {{max}} kelime',
    listLabel: 'Sessize alınan kelimeler',
    empty: 'Henüz hiçbir kelimeyi sessize almadınız.',
    loadError: 'Sessize aldığınız kelimeleri yükleyemedik.',
    remove: 'Kaldır',
    removeNamed: 'Kaldır: “{{word}}”',
    removing: 'Kaldırılıyor…',
    removeError: 'Bu kelimeyi kaldıramadık. Lütfen tekrar deneyin.',
    added: '“{{word}}” sessize alındı.',
    removed: '“{{word}}” artık sessizde değil.',
  },
  action: {
    mute: 'Sessize al',
    unmute: 'Sesi aç',
    muteHandle: '@{{handle}} hesabını sessize al',
    unmuteHandle: '@{{handle}} için sesi aç',
    muting: 'Sessize alınıyor…',
    error: 'Bunu değiştiremedik. Lütfen tekrar deneyin.',
  },
  toast: {
    muted: '@{{handle}} sessize alındı. Gönderileri listelerinizde görünmeyecek.',
    unmuted: '@{{handle}} için ses açıldı.',
  },
  profileNotice:
    '@{{handle}} hesabını sessize aldınız. Gönderileri akışlarınızda ve listelerinizde görünmez.',
} satisfies TranslationOf<typeof en>;
