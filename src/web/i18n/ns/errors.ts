import en from '../locales/en/errors.ts';
import { registerNamespace } from '../i18n.ts';

export const errorsNs = registerNamespace(
  'errors',
  en,
  async () => (await import('../turkish-entry.ts')).errors,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errors: typeof en;
  }
}
