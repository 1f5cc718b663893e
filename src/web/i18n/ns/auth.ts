import en from '../locales/en/auth.ts';
import tr from '../locales/tr/auth.ts';
import { registerNamespace } from '../i18n.ts';

export const authNs = registerNamespace('auth', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof en;
  }
}
