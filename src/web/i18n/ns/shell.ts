import en from '../locales/en/shell.ts';
import tr from '../locales/tr/shell.ts';
import { registerNamespace } from '../i18n.ts';

export const shellNs = registerNamespace('shell', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof en;
  }
}
