import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/paging.ts';

export default {
  loading: 'Yükleniyor…',
  more: {
    posts: 'Daha fazla gönderi yükle',
    saved: 'Daha fazla kaydedilen gönderi yükle',
    comments: 'Önceki yanıtları göster',
    notifications: 'Daha eski bildirimleri yükle',
    messages: 'Önceki mesajları yükle',
    messagesBusy: 'Önceki mesajlar yükleniyor…',
    invited: 'Davet ettiğiniz diğer kişileri göster',
    adminUsers: 'Daha fazla üye yükle',
    people: 'Daha fazla yükle',
  },
  failed: {
    invited: 'Davet ettiğiniz kişilerin devamı yüklenemedi. Lütfen tekrar deneyin.',
    adminUsers: 'Üyelerin devamı yüklenemedi. Lütfen tekrar deneyin.',
  },
  people: {
    // A no-break space keeps the dot off the start of a line when the title wraps on a phone.
    followersTitle: '{{name}}\u00a0· Takipçiler',
    followingTitle: '{{name}}\u00a0· Takip ettikleri',
    followersEmpty: 'Henüz gösterilecek takipçi yok.',
    followingEmpty: 'Görebileceğiniz kimseyi henüz takip etmiyor.',
    followersFailed: 'Takipçiler yüklenemedi. Lütfen tekrar deneyin.',
    followingFailed: 'Takip edilen kişiler yüklenemedi. Lütfen tekrar deneyin.',
    you: 'Siz',
    following: 'Takip ediliyor',
    close: 'Kapat',
    showFollowers: '(takipçileri göster)',
    showFollowing: '(takip ettiklerini göster)',
  },
} satisfies TranslationOf<typeof en>;
