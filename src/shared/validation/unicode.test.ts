import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  hasBidiControl,
  hasVisibleText,
  messageText,
  nameProblem,
  normalizeText,
  normalizeTextInput,
  visibleText,
} from './unicode.ts';

describe('Unicode input rules', () => {
  it('puts text in NFC', () => {
    expect(normalizeText('C\u0327ag\u0306ri')).toBe('Çağri');
    expect(normalizeText('İstanbul')).toBe('İstanbul');
  });

  it('sees nothing in zero-width, format and variation-selector characters', () => {
    for (const invisible of [
      '\u200B',
      '\u200C\u200D',
      '\u2060\uFEFF',
      '\u00AD',
      '\uFE0F',
      '\u{E0101}',
      '\u3164',
      '\u2800',
      ' \u200E\u200F ',
      '\u{E0041}\u{E007F}',
    ])
      expect(hasVisibleText(invisible), JSON.stringify(invisible)).toBe(false);
  });

  it('keeps emoji sequences, joined scripts and combining marks visible', () => {
    for (const visible of ['❤️', '👩‍👩‍👧', 'می‌خواهم', 'e\u0301', 'Ada', '١٢٣', '\u202Ex'])
      expect(hasVisibleText(visible), visible).toBe(true);
    expect(visibleText(' \u200Bhi\u200B ')).toBe('hi');
  });

  it('finds bidi embeddings, overrides and isolates, not ordinary right-to-left text', () => {
    for (const bidi of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2069'])
      expect(hasBidiControl(`a${bidi}b`), JSON.stringify(bidi)).toBe(true);
    expect(hasBidiControl('שלום עולם')).toBe(false);
    expect(hasBidiControl('a\u200Fb')).toBe(false);
  });

  it('names: refused when invisible or carrying bidi controls; emptiness is left to the caller', () => {
    expect(nameProblem('Ada')).toBeNull();
    expect(nameProblem('')).toBeNull();
    expect(nameProblem('   ')).toBeNull();
    expect(nameProblem('Zoë-Çağrı')).toBeNull();
    expect(nameProblem('\u200B\u200B')).toBe(MESSAGES.nameNotVisible);
    expect(nameProblem(' \u00AD ')).toBe(MESSAGES.nameNotVisible);
    expect(nameProblem('Ada\u202Egnp.exe')).toBe(MESSAGES.nameDirectionControls);
    expect(nameProblem('\u2066\u2069')).toBe(MESSAGES.nameDirectionControls);
  });

  it('message text: NFC, trimmed, empty when nothing shows', () => {
    expect(messageText('  Gu\u0308l  ')).toBe('Gül');
    expect(messageText('\u200B \u200D')).toBe('');
    expect(messageText('\u200Bhi')).toBe('\u200Bhi');
  });

  it('normalises every string of a parsed input except passwords, without touching prototypes', () => {
    const input = JSON.parse(
      '{"name":"Gu\\u0308l","password":"Gu\\u0308l","list":["e\\u0301"],"nested":{"newPassword":"e\\u0301"},"__proto__":"e\\u0301","n":1}',
    ) as Record<string, unknown>;
    const output = normalizeTextInput(input) as Record<string, unknown>;
    expect(output.name).toBe('Gül');
    expect(output.password).toBe('Gu\u0308l');
    expect(output.list).toEqual(['é']);
    expect(output.nested).toEqual({ newPassword: 'e\u0301' });
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toBe('é');
    expect(output.n).toBe(1);
    const buffer = Buffer.from('x');
    expect(normalizeTextInput(buffer)).toBe(buffer);
  });
});
