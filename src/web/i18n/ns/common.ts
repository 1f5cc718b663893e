import en from '../locales/en/common.ts';
import tr from '../locales/tr/common.ts';
import { registerNamespace } from '../i18n.ts';

export const commonNs = registerNamespace('common', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: typeof en;
  }
}
