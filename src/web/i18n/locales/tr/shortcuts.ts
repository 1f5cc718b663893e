import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/shortcuts.ts';

export default {
  dialog: {
    title: 'Klavye kısayolları',
    description: 'Lorien’in her yerinde çalışırlar; bir alana yazarken çalışmazlar.',
    close: 'Kapat',
    keysLabel: 'Kısayollar',
  },
  actions: {
    newPost: 'Yeni gönderi yazın',
    next: 'Sonraki gönderi',
    previous: 'Önceki gönderi',
    help: 'Bu kısayolları gösterin',
  },
} satisfies TranslationOf<typeof en>;
