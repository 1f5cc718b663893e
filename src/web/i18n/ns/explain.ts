import en from '../locales/en/explain.ts';
import { registerNamespace } from '../i18n.ts';

export const explainNs = registerNamespace(
  'explain',
  en,
  async () => (await import('../turkish-member.ts')).explain,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    explain: typeof en;
  }
}
