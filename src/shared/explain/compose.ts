import type {
  PostReason,
  ReasonCode,
  ReasonFactor,
  ReasonParams,
  ReasonPoint,
  ReasonPointCode,
} from '../api/social.ts';
import type { SuggestionReason } from '../api/feed.ts';
import words from './words.en.ts';

// Explanations as data (issue 27): a reason is a code and its parameters, worded by the web app
// in the member's language. The English `text` API clients read is worded here, from the same
// English words the web app's catalogue holds.

type Words = Readonly<Record<string, string>>;

/** `{{key}}` placeholders filled from values; a missing value leaves nothing. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number | undefined>>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The values a template reads, in English: a name as its @handle, a mood by its name. */
export function englishValues(params: ReasonParams): Record<string, string | number | undefined> {
  const moods = words.mood as Words;
  const mood = params.mood?.trim().toLowerCase();
  return {
    name: params.handle !== undefined ? `@${params.handle}` : undefined,
    handle: params.handle,
    topic: params.topic,
    topics: params.topics?.map((topic) => `#${topic}`).join(', '),
    mood: mood ? (moods[mood] ?? moods.unknown)?.toLowerCase() : undefined,
    count: params.count,
    query: params.query,
    part: params.part ? words.part[params.part] : undefined,
  };
}

/** The template of a code, its `_one` / `_other` form chosen by the count (English plurals). */
function template(table: Words, code: string, count: number | undefined): string {
  const plural = table[`${code}_${count === 1 ? 'one' : 'other'}`];
  return plural ?? table[code] ?? '';
}

export function englishReasonText(code: ReasonCode, params: ReasonParams): string {
  return fillTemplate(template(words.reason, code, params.count), englishValues(params));
}

export function englishPointText(point: ReasonPoint): string {
  return fillTemplate(
    template(words.point, point.code, point.params.count),
    englishValues(point.params),
  );
}

/** A Suggested person's reason in English, for API clients. */
export function englishSuggestionText(reason: SuggestionReason): string {
  return fillTemplate(
    template(words.suggestion, reason.code, reason.params.count),
    englishValues(reason.params),
  );
}

export const point = (code: ReasonPointCode, params: ReasonParams = {}): ReasonPoint => ({
  code,
  params,
});

/** A reason as data, with its English line for API clients. */
export function makeReason(
  kind: PostReason['kind'],
  code: ReasonCode,
  params: ReasonParams,
  points: readonly ReasonPoint[],
  factors: readonly ReasonFactor[],
): PostReason {
  return {
    kind,
    code,
    params,
    text: englishReasonText(code, params),
    points: [...points],
    factors: [...factors],
  };
}
