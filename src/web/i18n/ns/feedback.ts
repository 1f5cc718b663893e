import en from '../locales/en/feedback.ts';
import { registerNamespace } from '../i18n.ts';

export const feedbackNs = registerNamespace(
  'feedback',
  en,
  async () => (await import('../turkish-member.ts')).feedback,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    feedback: typeof en;
  }
}
