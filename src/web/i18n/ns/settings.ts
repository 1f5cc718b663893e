import en from '../locales/en/settings.ts';
import tr from '../locales/tr/settings.ts';
import { registerNamespace } from '../i18n.ts';

export const settingsNs = registerNamespace('settings', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    settings: typeof en;
  }
}
