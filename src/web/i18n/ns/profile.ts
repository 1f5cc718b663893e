import en from '../locales/en/profile.ts';
import { registerNamespace } from '../i18n.ts';

export const profileNs = registerNamespace(
  'profile',
  en,
  async () => (await import('../turkish-member.ts')).profile,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof en;
  }
}
