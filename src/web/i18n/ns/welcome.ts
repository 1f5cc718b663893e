import en from '../locales/en/welcome.ts';
import tr from '../locales/tr/welcome.ts';
import { registerNamespace } from '../i18n.ts';

export const welcomeNs = registerNamespace('welcome', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    welcome: typeof en;
  }
}
