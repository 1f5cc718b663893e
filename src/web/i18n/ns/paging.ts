import en from '../locales/en/paging.ts';
import { registerNamespace } from '../i18n.ts';

export const pagingNs = registerNamespace(
  'paging',
  en,
  async () => (await import('../turkish-member.ts')).paging,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    paging: typeof en;
  }
}
