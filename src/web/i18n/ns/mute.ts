import en from '../locales/en/mute.ts';
import { registerNamespace } from '../i18n.ts';

export const muteNs = registerNamespace(
  'mute',
  en,
  async () => (await import('../turkish-member.ts')).mute,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    mute: typeof en;
  }
}
