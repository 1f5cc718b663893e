import en from '../locales/en/explain.ts';
import tr from '../locales/tr/explain.ts';
import { registerNamespace } from '../i18n.ts';

export const explainNs = registerNamespace('explain', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    explain: typeof en;
  }
}
