import en from '../locales/en/insights.ts';
import { registerNamespace } from '../i18n.ts';

export const insightsNs = registerNamespace(
  'insights',
  en,
  async () => (await import('../turkish-member.ts')).insights,
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    insights: typeof en;
  }
}
