import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/threads.ts';

export default {
  edited: {
    label: 'Düzenlendi',
    showHistory: '{{time}} düzenlendi. Düzenleme geçmişini göster',
  },
  history: {
    title: 'Düzenleme geçmişi',
    description: 'Bu gönderinin tüm sürümleri, en yenisi üstte.',
    current: 'Güncel sürüm',
    original: 'İlk sürüm',
    earlier: 'Önceki sürüm',
    altText: 'Görsel açıklaması: {{alt}}',
    altTextNumbered: '{{index}}. görselin açıklaması: {{alt}}',
    empty: '(metin yok)',
    loading: 'Düzenleme geçmişi yükleniyor…',
    failed: 'Düzenleme geçmişi yüklenemedi.',
    close: 'Kapat',
  },
  edit: {
    action: 'Düzenle',
    actionLabel: 'Gönderini düzenle',
    title: 'Gönderiyi düzenle',
    description: 'Bu gönderiyi görebilen herkes önceki sürümlerini de okuyabilir.',
    textLabel: 'Gönderi metni',
    altLabel: 'Görsel açıklaması (alternatif metin)',
    altLabelNumbered: '{{index}}. görselin açıklaması (alternatif metin)',
    save: 'Kaydet',
    saving: 'Kaydediliyor…',
    cancel: 'Vazgeç',
    saved: 'Düzenlemeniz kaydedildi.',
  },
  reply: {
    action: 'Yanıtla',
    actionLabel: '{{name}} adlı üyeyi yanıtla',
    replyingTo: '@{{handle}} adlı üyeye yanıt',
    unavailable: 'Bu yorum silinmiş ya da artık görüntülenemiyor.',
    formLabel: '{{name}} adlı üyeye yanıt yazın',
    placeholder: 'Yanıtınızı yazın…',
    send: 'Yanıtla',
    sending: 'Gönderiliyor…',
    cancel: 'Vazgeç',
    repliesLabel: '{{name}} adlı üyenin yorumuna gelen yanıtlar',
  },
  mentions: {
    listLabel: 'Bahsedilebilecek üyeler',
  },
} satisfies TranslationOf<typeof en>;
