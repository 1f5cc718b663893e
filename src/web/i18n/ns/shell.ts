import en from '../locales/en/shell.ts';
import { registerNamespace } from '../i18n.ts';

export const shellNs = registerNamespace(
  'shell',
  en,
  async () => (await import('../turkish-member.ts')).shell,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof en;
  }
}
