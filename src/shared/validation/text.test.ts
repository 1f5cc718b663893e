import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacters, plainText } from './text.ts';

describe('forbidden characters in text input', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\uD800', 'a\uDC00b'])
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
  });

  it('accepts ordinary text, line breaks, tabs, emoji and Turkish letters', () => {
    for (const good of ['Merhaba dünya', 'line\nbreak\r\n\ttab', 'İstanbul ğüşöç', '😀 👍🏽'])
      expect(hasForbiddenCharacters(good), good).toBe(false);
  });

  it('finds the path of the first bad value in a nested input', () => {
    expect(findForbiddenText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findForbiddenText({ a: 'ok', list: [1, true, null] })).toBeNull();
    expect(findForbiddenText('\u0000')).toBe('');
    expect(findForbiddenText({ ['k\u0000']: 1 })).toBe('');
  });

  it('refuses inputs nested deeper than any form of ours', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(findForbiddenText(deep)).not.toBeNull();
  });

  it('has a zod schema for forms', () => {
    expect(plainText().safeParse('fine').success).toBe(true);
    expect(plainText().safeParse('not\u0000fine').success).toBe(false);
  });
});
