import en from '../locales/en/common.ts';
import { registerNamespace } from '../i18n.ts';

export const commonNs = registerNamespace(
  'common',
  en,
  async () => (await import('../turkish-entry.ts')).common,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: typeof en;
  }
}
