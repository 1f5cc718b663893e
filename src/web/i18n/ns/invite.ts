import en from '../locales/en/invite.ts';
import { registerNamespace } from '../i18n.ts';

export const inviteNs = registerNamespace(
  'invite',
  en,
  async () => (await import('../turkish-member.ts')).invite,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    invite: typeof en;
  }
}
