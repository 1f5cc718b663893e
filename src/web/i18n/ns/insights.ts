import en from '../locales/en/insights.ts';
import tr from '../locales/tr/insights.ts';
import { registerNamespace } from '../i18n.ts';

export const insightsNs = registerNamespace('insights', en, tr);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    insights: typeof en;
  }
}
