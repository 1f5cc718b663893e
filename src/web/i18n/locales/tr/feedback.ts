import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/feedback.ts';

export default {
  title: 'Geri bildirim gönder',
  description:
    'Lorien’i ilk üyeleri şekillendiriyor. Neyin doğru, neyin eksik ya da tuhaf geldiğini bize anlatın.',
  label: 'Geri bildiriminiz',
  placeholder: 'Neler iyi geliyor, neler tuhaf, neyi özlüyorsunuz…',
  cancel: 'Vazgeç',
  sending: 'Gönderiliyor…',
  send: 'Gönder',
  thanks: 'Teşekkürler!',
  thanksBody:
    'Geri bildiriminiz Lorien ekibine ulaştı. Her not okunuyor ve bundan sonra ne yapacağımızı şekillendiriyor.',
  more: 'Yeni geri bildirim gönder',
  done: 'Tamam',
} satisfies TranslationOf<typeof en>;
