import en from '../locales/en/legal.ts';
import tr from '../locales/tr/legal.ts';
import { registerNamespace } from '../i18n.ts';

export const legalNs = registerNamespace('legal', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    legal: typeof en;
  }
}
