import en from '../locales/en/contact.ts';
import { registerNamespace } from '../i18n.ts';

export const contactNs = registerNamespace(
  'contact',
  en,
  async () => (await import('../locales/tr/contact.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    contact: typeof en;
  }
}
