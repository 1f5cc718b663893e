import en from '../locales/en/post.ts';
import { registerNamespace } from '../i18n.ts';

export const postNs = registerNamespace(
  'post',
  en,
  async () => (await import('../turkish-member.ts')).post,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    post: typeof en;
  }
}
