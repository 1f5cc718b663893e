import en from '../locales/en/landing.ts';
import tr from '../locales/tr/landing.ts';
import { registerNamespace } from '../i18n.ts';

export const landingNs = registerNamespace('landing', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    landing: typeof en;
  }
}
