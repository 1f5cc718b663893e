import en from '../locales/en/shortcuts.ts';
import tr from '../locales/tr/shortcuts.ts';
import { registerNamespace } from '../i18n.ts';

export const shortcutsNs = registerNamespace('shortcuts', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shortcuts: typeof en;
  }
}
