import en from '../locales/en/admin.ts';
import tr from '../locales/tr/admin.ts';
import { registerNamespace } from '../i18n.ts';

export const adminNs = registerNamespace('admin', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof en;
  }
}
