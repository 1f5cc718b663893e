import en from '../locales/en/post.ts';
import tr from '../locales/tr/post.ts';
import { registerNamespace } from '../i18n.ts';

export const postNs = registerNamespace('post', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    post: typeof en;
  }
}
