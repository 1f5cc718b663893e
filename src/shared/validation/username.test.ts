import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  containsProfanity,
  normalizeUsername,
  sanitizeUsernameInput,
  usernameProblem,
} from './username.ts';

describe('username rules (spec section 5)', () => {
  it('forces lower case and strips other characters as typed', () => {
    expect(sanitizeUsernameInput('Ada Love_lace!')).toBe('adalove_lace');
    expect(sanitizeUsernameInput('аdmin')).toBe('dmin'); // Cyrillic а is not an ASCII a
  });

  it('transliterates Turkish letters before stripping, as typed', () => {
    expect(sanitizeUsernameInput('Çağrı')).toBe('cagri');
    expect(sanitizeUsernameInput('ÇağRı.K')).toBe('cagri.k');
    expect(sanitizeUsernameInput('İpek Işık')).toBe('ipekisik');
    expect(sanitizeUsernameInput('gülşen_öztürk')).toBe('gulsen_ozturk');
  });

  it('trims, transliterates and lower-cases on the service', () => {
    expect(normalizeUsername('  Ada.L  ')).toBe('ada.l');
    expect(normalizeUsername('Çağrı')).toBe('cagri');
    expect(usernameProblem(normalizeUsername('Şükrü.Öz'))).toBeNull();
    // Spaces and other scripts still meet the spec's messages.
    expect(usernameProblem(normalizeUsername('Çağrı Öz'))).toBe(MESSAGES.usernameSpaces);
    expect(usernameProblem(normalizeUsername('аdmin'))).toBe(MESSAGES.usernameCharacters);
  });

  it('reads transliterated names against the profanity list', () => {
    expect(usernameProblem(normalizeUsername('Orospuçocuğu'))).toBe(MESSAGES.usernameProfanity);
  });

  it.each([
    ['', MESSAGES.usernameRequired],
    ['ab', MESSAGES.usernameLength],
    ['a'.repeat(25), MESSAGES.usernameLength],
    ['ada love', MESSAGES.usernameSpaces],
    ['ada<b>', MESSAGES.usernameCharacters],
    ["ada'--", MESSAGES.usernameCharacters],
    ['аdmin', MESSAGES.usernameCharacters],
    ['fuckface', MESSAGES.usernameProfanity],
    ['f.u.c.k.er', MESSAGES.usernameProfanity],
    ['sh1tlord', MESSAGES.usernameProfanity],
    ['orospu_42', MESSAGES.usernameProfanity],
    ['amk', MESSAGES.usernameProfanity],
  ])('%j gives %j', (name, message) => {
    expect(usernameProblem(name)).toBe(message);
  });

  it.each([
    'ada',
    'ada.lovelace',
    'deniz-aydin',
    'user_2026',
    'a'.repeat(24),
    'picasso',
    'gothic',
    'therapist',
    'grapes',
  ])('accepts %j', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it('rejects a 10 kB username by length', () => {
    expect(usernameProblem('x'.repeat(10_000))).toBe(MESSAGES.usernameLength);
  });

  it('matches short words only as whole parts', () => {
    expect(containsProfanity('pic')).toBe(true);
    expect(containsProfanity('epic')).toBe(false);
    expect(containsProfanity('got.it')).toBe(true);
    expect(containsProfanity('gotham')).toBe(false);
  });

  it('compares the list in folded form', () => {
    expect(containsProfanity('Orospu')).toBe(true);
    expect(containsProfanity('orospuçocuğu')).toBe(true);
  });
});
