import en from '../locales/en/mute.ts';
import tr from '../locales/tr/mute.ts';
import { registerNamespace } from '../i18n.ts';

export const muteNs = registerNamespace('mute', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    mute: typeof en;
  }
}
