import en from '../locales/en/profile.ts';
import tr from '../locales/tr/profile.ts';
import { registerNamespace } from '../i18n.ts';

export const profileNs = registerNamespace('profile', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof en;
  }
}
