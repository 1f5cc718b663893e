import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { foldText, transliterateToAscii } from '../text/fold.ts';
import { PROFANITY_WORDS, WHOLE_WORD_ONLY } from './profanity-words.ts';

const ALLOWED = /^[a-z0-9._-]+$/;
// The list compared in folded form, so an entry may be written with Turkish letters.
const FOLDED_PROFANITY = [...new Set(PROFANITY_WORDS.map(foldText))];
const FOLDED_WHOLE_WORD_ONLY = new Set([...WHOLE_WORD_ONLY].map(foldText));
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

/**
 * Sign-up (client): as typed, the username is forced lower case and stripped of other characters.
 * Turkish (and other Latin) letters are transliterated first, so `Çağrı` becomes `cagri`, not `ar`.
 */
export function sanitizeUsernameInput(typed: string): string {
  return transliterateToAscii(typed).replace(/[^a-z0-9._-]/g, '');
}

/** Sign-up (service): trimmed, transliterated like the client and lower-cased before the rules run. */
export function normalizeUsername(input: string): string {
  return transliterateToAscii(input.trim());
}

/** True when the name, read through separators and leetspeak, contains a listed word. */
export function containsProfanity(name: string): boolean {
  const username = foldText(name);
  const parts = username.split(/[._-]+/).filter(Boolean);
  const readings = new Set<string>();
  for (const text of [username.replace(/[._-]+/g, ''), ...parts]) {
    readings.add(text);
    readings.add(
      text
        .split('')
        .map((c) => LEET[c] ?? c)
        .join('')
        .replace(/(.)\1{2,}/g, '$1$1'),
    );
  }
  const wholeParts = new Set(parts.flatMap((p) => [p, p.replace(/[0-9]+$/, '')]));
  return FOLDED_PROFANITY.some((word) => {
    if (FOLDED_WHOLE_WORD_ONLY.has(word)) return wholeParts.has(word) || readings.has(word);
    for (const reading of readings) if (reading.includes(word)) return true;
    return false;
  });
}

/**
 * The spec's username rules in the spec's order; returns the first failing message, or null.
 * Expects the normalised (trimmed, lower-cased) username.
 */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return MESSAGES.usernameRequired;
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return MESSAGES.usernameLength;
  }
  if (/\s/.test(username)) return MESSAGES.usernameSpaces;
  if (!ALLOWED.test(username)) return MESSAGES.usernameCharacters;
  if (containsProfanity(username)) return MESSAGES.usernameProfanity;
  return null;
}
