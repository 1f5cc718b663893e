import en from '../locales/en/auth.ts';
import { registerNamespace } from '../i18n.ts';

export const authNs = registerNamespace(
  'auth',
  en,
  async () => (await import('../locales/tr/auth.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof en;
  }
}
