import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../api/social.ts';
import { DEFAULT_THEME_COLOR } from '../constants.ts';
import {
  displayNameOrFallback,
  normalizeHandle,
  normalizeThemeColor,
  parseTags,
} from './profile.ts';

describe('normalizeHandle (spec section 5)', () => {
  it.each([
    ['Ada Lovelace', 'ada-lovelace'],
    ['ada_lovelace', 'ada_lovelace'],
    ['  --Ada!!  Love--lace.. ', 'ada-love-lace'],
    ['ADA', 'ada'],
    ['a.b.c', 'a-b-c'],
    ['ada__x', 'ada__x'],
    ['ada---x', 'ada-x'],
    ['_ada_', '_ada_'],
    ['Çağrı Şahin', 'cagri-sahin'],
    ['Zoë Ørsted', 'zoe-orsted'],
    ['İpek', 'ipek'],
    ['emoji 🌿 here', 'emoji-here'],
    ['日本', 'old'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHandle(input, 'old')).toBe(expected);
  });

  it('falls back to the existing handle when nothing is left', () => {
    expect(normalizeHandle('', 'ada')).toBe('ada');
    expect(normalizeHandle('   ', 'ada')).toBe('ada');
    expect(normalizeHandle('!!!---...', 'ada')).toBe('ada');
  });

  it('keeps the current handle sent back unchanged, even with a dot from sign-up', () => {
    expect(normalizeHandle('baris.o', 'baris.o')).toBe('baris.o');
    // Edited, the edit rule applies.
    expect(normalizeHandle('baris.oz', 'baris.o')).toBe('baris-oz');
  });

  it('is idempotent', () => {
    for (const input of ['Ada Lovelace', '--x--y--', 'Çağrı', 'a_b-c']) {
      const once = normalizeHandle(input, 'f');
      expect(normalizeHandle(once, 'f')).toBe(once);
    }
  });

  it('cuts to the handle limit without leaving a trailing hyphen', () => {
    const long = `${'a'.repeat(PROFILE_LIMITS.handle - 1)} bcdef`;
    const handle = normalizeHandle(long, 'f');
    expect(handle).toBe('a'.repeat(PROFILE_LIMITS.handle - 1));
    expect(normalizeHandle('x'.repeat(500), 'f')).toHaveLength(PROFILE_LIMITS.handle);
  });
});

describe('normalizeThemeColor', () => {
  it.each([
    ['#abc', '#abc'],
    ['#A1B2C3', '#a1b2c3'],
    ['a1b2c3', '#a1b2c3'],
    ['#a1b2c3d4', '#a1b2c3d4'],
    ['  #FFF  ', '#fff'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeThemeColor(input)).toBe(expected);
  });

  it.each([undefined, '', '#ab', '#abcd', '#abcde', '#abcdefg', 'red', '#ggg', 'url(x)', '#abc;'])(
    'falls back for %j',
    (input) => {
      expect(normalizeThemeColor(input)).toBe(DEFAULT_THEME_COLOR);
    },
  );
});

describe('parseTags', () => {
  it('trims, drops empties and de-duplicates case-insensitively keeping the first spelling', () => {
    expect(parseTags(' Art, music ,, art , MUSIC,Film ,')).toEqual(['Art', 'music', 'Film']);
  });

  it('keeps all of them (screens show the first 6)', () => {
    expect(parseTags('a,b,c,d,e,f,g,h')).toHaveLength(8);
  });

  it('returns nothing for an empty string', () => {
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });
});

describe('displayNameOrFallback', () => {
  it('trims and falls back to the previous name', () => {
    expect(displayNameOrFallback('  Ada L. ', 'Old')).toBe('Ada L.');
    expect(displayNameOrFallback('   ', 'Old')).toBe('Old');
    expect(displayNameOrFallback(undefined, 'Old')).toBe('Old');
  });
});
