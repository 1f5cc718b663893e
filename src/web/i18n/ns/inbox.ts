import en from '../locales/en/inbox.ts';
import { registerNamespace } from '../i18n.ts';

export const inboxNs = registerNamespace(
  'inbox',
  en,
  async () => (await import('../locales/tr/inbox.ts')).default,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    inbox: typeof en;
  }
}
