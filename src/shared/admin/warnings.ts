import type { SystemWarning, SystemWarningCode, SystemWarningParams } from '../api/admin.ts';
import { fillTemplate } from '../explain/compose.ts';
import words from './warning-words.en.ts';

// System Status warnings as data (issue 27): a code and its parameters, worded by the web app in
// the administrator's language; the English `warnings[]` of the spec's shape is worded here.

export const systemWarning = (
  code: SystemWarningCode,
  params: SystemWarningParams = {},
): SystemWarning => ({ code, params });

const table: Readonly<Record<string, string>> = words;

/** The English sentence of a warning, with its `since` and `lastError` tails when present. */
export function englishWarningText({ code, params }: SystemWarning): string {
  const sentence = table[`${code}_${params.count === 1 ? 'one' : 'other'}`] ?? table[code] ?? code;
  const parts = [fillTemplate(sentence, { count: params.count, seconds: params.seconds })];
  if (params.since) parts.push(fillTemplate(words.since, { since: params.since }));
  if (params.error) parts.push(fillTemplate(words.lastError, { error: params.error }));
  return parts.join(' ');
}
