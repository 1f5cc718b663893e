import en from '../locales/en/landing.ts';
import { registerNamespace } from '../i18n.ts';

export const landingNs = registerNamespace(
  'landing',
  en,
  async () => (await import('../locales/tr/landing.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    landing: typeof en;
  }
}
