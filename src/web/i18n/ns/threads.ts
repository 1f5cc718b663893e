import en from '../locales/en/threads.ts';
import { registerNamespace } from '../i18n.ts';

export const threadsNs = registerNamespace(
  'threads',
  en,
  async () => (await import('../turkish-member.ts')).threads,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    threads: typeof en;
  }
}
