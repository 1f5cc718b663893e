import en from '../locales/en/threads.ts';
import tr from '../locales/tr/threads.ts';
import { registerNamespace } from '../i18n.ts';

export const threadsNs = registerNamespace('threads', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    threads: typeof en;
  }
}
