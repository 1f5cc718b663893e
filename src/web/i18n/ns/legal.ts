import en from '../locales/en/legal.ts';
import { registerNamespace } from '../i18n.ts';

export const legalNs = registerNamespace(
  'legal',
  en,
  async () => (await import('../locales/tr/legal.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    legal: typeof en;
  }
}
