import en from '../locales/en/invite.ts';
import tr from '../locales/tr/invite.ts';
import { registerNamespace } from '../i18n.ts';

export const inviteNs = registerNamespace('invite', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    invite: typeof en;
  }
}
