import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/insights.ts';

export default {
  title: 'İçgörüler',
  description:
    'Paylaştıklarınızın ve okuduklarınızın duygusal resmi: ruh hallerinizin karışımı, zamanla nasıl değiştikleri ve günlük ritminiz.',
  loadFailed: 'İçgörülerinizi yükleyemedik. Lütfen tekrar deneyin.',
  loading: 'İçgörüleriniz yükleniyor…',
  cadence: {
    title: 'Paylaşım sıklığı',
    none: 'Son {{days}} günde gönderi paylaşmadınız.',
    lead_one: 'Son {{days}} günde {{count}} gönderi',
    lead_other: 'Son {{days}} günde {{count}} gönderi',
    steady: '{{lead}}: düzenli bir ritim.',
    fewDays: '{{lead}}: birkaç günde bir.',
    more: '{{lead}}. Daha sık paylaşmak bu puanı yükseltir.',
  },
  diversity: {
    title: 'Duygu çeşitliliği',
    none: 'Son gönderilerinizde henüz belirgin bir duygu yok.',
    lead_one: 'Son gönderilerinizde {{count}} ruh hali var',
    lead_other: 'Son gönderilerinizde {{count}} farklı ruh hali var',
    leads: '{{lead}}; başı {{mood}} çekiyor.',
    plain: '{{lead}}.',
  },
  trackingOff: {
    title: 'Duygu takibi kapalı',
    body: 'Duygu takibini kapattınız; bu yüzden Lorien ruh hallerinizi kaydetmiyor ve burada takip verisi göstermiyor: duygu karışımı, zaman içindeki ruh hali ya da günlük ritim yok. Akışınız da ruh halinize göre ayarlanmıyor.',
    link: 'Gizlilik ayarları',
  },
  mix: {
    writeTitle: 'Gönderilerinizdeki duygular',
    writeLabel: 'Gönderilerinizdeki duygular',
    writeNone: 'Gönderilerinizde henüz belirgin bir duygu yok.',
    write: 'Yazdıklarınızın çoğu {{mood}} olarak okunuyor (%{{share}}).',
    writeEmpty: 'Paylaşmaya başladığınızda sözlerinizdeki duygular burada görünür: {{moods}}.',
    engageTitle: 'Etkileşimde bulunduğunuz duygular',
    engageLabel: 'Etkileşimde bulunduğunuz gönderilerdeki duygular',
    engageNone: 'Henüz belirgin bir duygu yok.',
    engage: 'Etkileşimde bulunduklarınızın çoğu {{mood}} olarak okunuyor (%{{share}}).',
    engageEmpty:
      'Diğer üyelerin gönderilerini okuyun, yankılayın, kaydedin ya da yanıtlayın; yöneldiğiniz duygular burada görünür.',
    and: 've',
  },
  mood: {
    title: '{{days}} günlük ruh haliniz',
    oneDay: 'Şimdilik bir günlük ruh hali var; paylaştıkça ve okudukça çizgi uzar.',
    explain:
      'Değerlik ne kadar hoş, uyarılma ne kadar enerjik hissettiğinizdir; her gün yazdıklarınızdan ve okuduklarınızdan.',
    empty:
      'Ruh hali çizginiz ilk gönderinizle ya da okuyup tepki verdiğiniz ilk gönderilerle başlar.',
  },
  rhythm: {
    title: 'Günlük ritminiz',
    empty:
      'Lorien her saatte nasıl hissettiğinizi okuduklarınızdan ve tepkilerinizden öğrenir. 24 saatlik ritminiz ilk birkaç etkileşiminizden sonra görünür.',
  },
  charts: {
    valenceSeries: 'Değerlik (ne kadar hoş)',
    arousalSeries: 'Uyarılma (ne kadar enerjik)',
    low: 'düşük',
    mid: 'orta',
    high: 'yüksek',
    point_one: '{{date}}: {{series}} {{value}} ({{count}} gönderi)',
    point_other: '{{date}}: {{series}} {{value}} ({{count}} gönderi)',
    moodCaption: 'Günlük değerlik ve uyarılma, %0 ile %100 arası',
    day: 'Gün',
    hour: 'Saat',
    dimensions: {
      valence: 'Değerlik',
      arousal: 'Uyarılma',
      dominance: 'Baskınlık',
      energy: 'Enerji',
      focus: 'Odak',
      social: 'Sosyallik',
      novelty: 'Yenilik',
      stress: 'Stres',
    },
    rhythmLabel: '24 saatlik ritminiz; aşağıdaki tabloda açıklanıyor',
    cell: '{{hour}} saatinde {{dimension}}: {{value}}',
    rhythmLegend:
      'Her satır en düşük saatinde soluk, en yüksek saatinde belirgin. Saatler İstanbul saatiyle.',
    rhythmCaption: 'Saat saat ritminiz, %0 ile %100 arası',
    score: '{{label}}: 100 üzerinden {{value}}',
  },
} satisfies TranslationOf<typeof en>;
