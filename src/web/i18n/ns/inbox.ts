import en from '../locales/en/inbox.ts';
import tr from '../locales/tr/inbox.ts';
import { registerNamespace } from '../i18n.ts';

export const inboxNs = registerNamespace('inbox', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    inbox: typeof en;
  }
}
