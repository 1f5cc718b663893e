import { describe, expect, it } from 'vitest';
import * as en from '../messages.ts';
import { MESSAGES, type MessageKey } from '../messages.ts';
import { MESSAGES_TR } from '../messages.tr.ts';
import { formattersFor, messageKeyOf, messagesFor, translateMessage } from './messages.ts';

const KEYS = Object.keys(MESSAGES) as MessageKey[];
/** Proper names and brands, the same in both languages (none today; listed here when added). */
const SAME_IN_BOTH = new Set<MessageKey>([]);
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the Turkish catalogue', () => {
  it('has exactly the English keys, each non-empty', () => {
    expect(Object.keys(MESSAGES_TR).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(MESSAGES_TR[key].trim(), key).not.toBe('');
  });

  it('is written in Turkish: no entry is its English text', () => {
    const untranslated = KEYS.filter(
      (key) => !SAME_IN_BOTH.has(key) && MESSAGES_TR[key] === MESSAGES[key],
    );
    expect(untranslated).toEqual([]);
  });

  it('states the same numbers as the English (limits come from the same constants)', () => {
    for (const key of KEYS)
      expect(numbersIn(MESSAGES_TR[key]), key).toEqual(numbersIn(MESSAGES[key]));
  });

  it('keeps sentence case and the English full stop', () => {
    for (const key of KEYS) {
      const text = MESSAGES_TR[key];
      expect(text.charAt(0), key).toBe(text.charAt(0).toLocaleUpperCase('tr'));
      // A sentence that ends with a full stop in English ends with one in Turkish too.
      if (MESSAGES[key].endsWith('.')) expect(text.endsWith('.'), key).toBe(true);
    }
  });
});

describe('messagesFor and translateMessage', () => {
  it('gives the spec’s English word for word in English', () => {
    expect(messagesFor('en')).toBe(MESSAGES);
    expect(translateMessage(MESSAGES.wrongPassword, 'en')).toBe('Incorrect password.');
  });

  it('finds the Turkish of any English message of ours', () => {
    expect(translateMessage(MESSAGES.wrongPassword, 'tr')).toBe(MESSAGES_TR.wrongPassword);
    expect(translateMessage(MESSAGES.postTooLong, 'tr')).toBe(MESSAGES_TR.postTooLong);
    for (const key of KEYS) {
      // Two keys may share an English text; either Turkish text is then a right answer.
      const same = KEYS.filter((other) => MESSAGES[other] === MESSAGES[key]);
      expect(same.map((k) => MESSAGES_TR[k])).toContain(translateMessage(MESSAGES[key], 'tr'));
      expect(same).toContain(messageKeyOf(MESSAGES[key]));
    }
  });

  it('leaves text that is not one of ours as it is', () => {
    expect(translateMessage('Invalid input: expected string', 'tr')).toBe(
      'Invalid input: expected string',
    );
    expect(messageKeyOf('Invalid input')).toBeUndefined();
  });
});

describe('formattersFor', () => {
  it('gives the spec’s English formatters in English', () => {
    const f = formattersFor('en');
    expect(f.adminBanConfirm('Ayla')).toBe(en.adminBanConfirm('Ayla'));
    expect(f.adminBanConfirm('Ayla')).toBe('Are you sure you want to ban user Ayla?');
    expect(f.ADMIN_DELETE_DIALOG_TITLE).toBe('Delete user?');
    expect(f.inviteRefreshesInHours(1)).toBe('Refreshes in about 1 hour');
    expect(f.inviteRefreshesInMinutes(5)).toBe('Refreshes in under 5 minutes');
  });

  it('gives Turkish formatters that keep the name, address and number', () => {
    const tr = formattersFor('tr');
    const english = formattersFor('en');
    const samples: [string, string][] = [
      [tr.adminBanConfirm('Ayla Yıldız'), english.adminBanConfirm('Ayla Yıldız')],
      [tr.adminUnbanConfirm('Ayla Yıldız'), english.adminUnbanConfirm('Ayla Yıldız')],
      [tr.adminDeleteConfirm('Ayla Yıldız'), english.adminDeleteConfirm('Ayla Yıldız')],
      [tr.emailChangeSent('ayla@example.com'), english.emailChangeSent('ayla@example.com')],
    ];
    for (const [turkish, englishText] of samples) {
      expect(turkish).not.toBe(englishText);
      expect(turkish).toMatch(/Ayla Yıldız|ayla@example\.com/);
    }
    expect(tr.ADMIN_DELETE_DIALOG_TITLE).not.toBe(english.ADMIN_DELETE_DIALOG_TITLE);
    for (const n of [1, 2, 73]) {
      expect(tr.inviteRefreshesInHours(n)).toContain(String(n));
      expect(tr.inviteRefreshesInMinutes(n)).toContain(String(n));
    }
    // Turkish keeps the noun singular after a number: "2 saat", never "2 saatler".
    expect(tr.inviteRefreshesInHours(2)).toBe('Yaklaşık 2 saat içinde yenilenir');
    expect(tr.inviteRefreshesInMinutes(1)).toBe('1 dakikadan kısa sürede yenilenir');
  });
});
