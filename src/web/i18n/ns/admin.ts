import en from '../locales/en/admin.ts';
import { registerNamespace } from '../i18n.ts';

export const adminNs = registerNamespace(
  'admin',
  en,
  async () => (await import('../locales/tr/admin.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof en;
  }
}
