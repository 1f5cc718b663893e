import en from '../locales/en/paging.ts';
import tr from '../locales/tr/paging.ts';
import { registerNamespace } from '../i18n.ts';

export const pagingNs = registerNamespace('paging', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    paging: typeof en;
  }
}
