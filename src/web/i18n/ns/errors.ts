import en from '../locales/en/errors.ts';
import tr from '../locales/tr/errors.ts';
import { registerNamespace } from '../i18n.ts';

export const errorsNs = registerNamespace('errors', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errors: typeof en;
  }
}
