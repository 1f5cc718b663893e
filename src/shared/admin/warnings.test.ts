import { describe, expect, it } from 'vitest';
import { SYSTEM_WARNING_CODES } from '../api/admin.ts';
import words from './warning-words.en.ts';
import { englishWarningText, systemWarning } from './warnings.ts';

describe('englishWarningText', () => {
  it('words every code, one and many', () => {
    for (const code of SYSTEM_WARNING_CODES) {
      expect(englishWarningText(systemWarning(code, { count: 1 }))).not.toContain('{{');
      expect(englishWarningText(systemWarning(code, { count: 2 }))).not.toBe(code);
    }
    expect(englishWarningText(systemWarning('posts-waiting', { count: 1 }))).toBe(
      '1 post is waiting for analysis.',
    );
    expect(englishWarningText(systemWarning('posts-waiting', { count: 3 }))).toBe(
      '3 posts are waiting for analysis.',
    );
  });

  it('adds when the oldest mail was due and the last error', () => {
    expect(
      englishWarningText(
        systemWarning('mail-retrying', {
          count: 2,
          since: '2026-11-28T10:00:00.000Z',
          error: 'connect ECONNREFUSED 127.0.0.1:2525',
        }),
      ),
    ).toBe(
      '2 emails could not be sent and are being retried. The oldest has waited since ' +
        '2026-11-28T10:00:00.000Z. Last error: connect ECONNREFUSED 127.0.0.1:2525',
    );
  });

  it('has no word without a code, save the two tails', () => {
    const codes = new Set<string>(SYSTEM_WARNING_CODES);
    for (const key of Object.keys(words))
      if (key !== 'since' && key !== 'lastError')
        expect(codes.has(key.replace(/_(one|other)$/, '')), key).toBe(true);
  });
});
