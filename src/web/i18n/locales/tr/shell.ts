import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/shell.ts';

export default {
  nav: {
    label: 'Ana menü',
    home: 'Ana sayfa',
    insights: 'İçgörüler',
    inbox: 'Gelen kutusu',
    settings: 'Ayarlar',
    profile: 'Profil',
    postcast: 'Postcast',
    unread: '{{count}} okunmamış',
  },
  header: {
    invite: 'Davet et',
    feedback: 'Geri bildirim gönder',
    signOut: 'Çıkış yap',
  },
  guest: {
    navLabel: 'Hesap',
    join: 'Davetle katıl',
    checking: 'Oturumunuz kontrol ediliyor…',
  },
  signIn: {
    title: 'Lütfen giriş yapın',
    signIn: 'Giriş yap',
    home: 'Ana sayfaya dön',
    membersOnly:
      'Lorien’in bu bölümü üyeler içindir. Kaldığınız yerden devam etmek için giriş yapın.',
    postTitle: 'Bu gönderiyi görmek için giriş yapın',
    postMembersOnly:
      'Lorien’deki gönderiler yalnızca üyelerle paylaşılır. Giriş yaptığınızda sizi doğrudan bu gönderiye götüreceğiz.',
    newHere:
      'Yeni misiniz? Lorien’e yalnızca davetle katılınır; <link>davet koduyla katılın</link>.',
    unreachable: 'Giriş yapıp yapmadığınızı kontrol etmek için Lorien’e ulaşamadık.',
    retrying: 'Kontrol ediliyor…',
    retry: 'Tekrar dene',
  },
} satisfies TranslationOf<typeof en>;
