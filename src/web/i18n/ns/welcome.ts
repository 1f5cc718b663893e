import en from '../locales/en/welcome.ts';
import { registerNamespace } from '../i18n.ts';

export const welcomeNs = registerNamespace(
  'welcome',
  en,
  async () => (await import('../locales/tr/welcome.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    welcome: typeof en;
  }
}
