import en from '../locales/en/shortcuts.ts';
import { registerNamespace } from '../i18n.ts';

export const shortcutsNs = registerNamespace(
  'shortcuts',
  en,
  async () => (await import('../turkish-member.ts')).shortcuts,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shortcuts: typeof en;
  }
}
