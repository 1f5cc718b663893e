import en from '../locales/en/feedback.ts';
import tr from '../locales/tr/feedback.ts';
import { registerNamespace } from '../i18n.ts';

export const feedbackNs = registerNamespace('feedback', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    feedback: typeof en;
  }
}
