import en from '../locales/en/feed.ts';
import tr from '../locales/tr/feed.ts';
import { registerNamespace } from '../i18n.ts';

export const feedNs = registerNamespace('feed', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    feed: typeof en;
  }
}
