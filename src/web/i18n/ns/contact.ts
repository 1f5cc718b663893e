import en from '../locales/en/contact.ts';
import tr from '../locales/tr/contact.ts';
import { registerNamespace } from '../i18n.ts';

export const contactNs = registerNamespace('contact', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    contact: typeof en;
  }
}
