import {
  PEOPLE_SEARCH_LIMIT,
  PEOPLE_SEARCH_MIN_CHARS,
  SHARE_SUGGESTIONS_SHOW,
} from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';

export interface PersonCandidate {
  id: string;
  displayName: string;
  handle: string;
  firstName?: string;
  lastName?: string;
  bio?: string | null;
  headline?: string | null;
}

// Folded (src/shared/text/fold.ts), as the database compares: `yilmaz` and `Yılmaz` are one name.
const fold = (value: string | null | undefined) => foldText(value ?? '').trim();
const byName = (a: PersonCandidate, b: PersonCandidate) =>
  fold(a.displayName).localeCompare(fold(b.displayName), 'tr') || a.id.localeCompare(b.id);

/** Spec: share suggestions score 3 for a handle prefix, 2 for a name prefix, 1 for contains. */
export function shareSuggestionScore(person: PersonCandidate, query: string): number {
  const q = fold(query).replace(/^@/, '');
  if (!q) return 0;
  const handle = fold(person.handle);
  const name = fold(person.displayName);
  if (handle.startsWith(q)) return 3;
  if (name.startsWith(q)) return 2;
  if (handle.includes(q) || name.includes(q)) return 1;
  return 0;
}

/** Up to 6 of the followed people: all of them (by name) for an empty query, else the best matches. */
export function rankShareSuggestions<T extends PersonCandidate>(
  people: readonly T[],
  query: string,
): T[] {
  if (!fold(query).replace(/^@/, ''))
    return [...people].sort(byName).slice(0, SHARE_SUGGESTIONS_SHOW);
  return people
    .map((person) => ({ person, score: shareSuggestionScore(person, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || byName(a.person, b.person))
    .slice(0, SHARE_SUGGESTIONS_SHOW)
    .map(({ person }) => person);
}

export function isPeopleQueryLongEnough(query: string): boolean {
  return [...fold(query).replace(/^@/, '')].length >= PEOPLE_SEARCH_MIN_CHARS;
}

function nameFields(person: PersonCandidate): string[] {
  return [person.displayName, person.handle, person.firstName, person.lastName].map(fold);
}

/**
 * Spec: profile search over name, handle, first name, last name, bio and headline,
 * case-insensitive; prefix matches (a word of a name or the handle) first, then alphabetical; at most 8.
 */
export function rankPeopleSearch<T extends PersonCandidate>(
  people: readonly T[],
  query: string,
): T[] {
  if (!isPeopleQueryLongEnough(query)) return [];
  const q = fold(query).replace(/^@/, '');
  return people
    .map((person) => {
      const names = nameFields(person);
      const prefix = names.some((field) =>
        field.split(/[\s._-]+/).some((word) => word.startsWith(q)),
      );
      const contains = [...names, fold(person.bio), fold(person.headline)].some((field) =>
        field.includes(q),
      );
      return { person, prefix, contains };
    })
    .filter(({ contains }) => contains)
    .sort((a, b) => Number(b.prefix) - Number(a.prefix) || byName(a.person, b.person))
    .slice(0, PEOPLE_SEARCH_LIMIT)
    .map(({ person }) => person);
}
