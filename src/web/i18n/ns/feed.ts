import en from '../locales/en/feed.ts';
import { registerNamespace } from '../i18n.ts';

export const feedNs = registerNamespace(
  'feed',
  en,
  async () => (await import('../turkish-member.ts')).feed,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    feed: typeof en;
  }
}
