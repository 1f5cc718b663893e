import en from '../locales/en/settings.ts';
import { registerNamespace } from '../i18n.ts';

export const settingsNs = registerNamespace(
  'settings',
  en,
  async () => (await import('../locales/tr/settings.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    settings: typeof en;
  }
}
