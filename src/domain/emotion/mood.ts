import {
  EMOTION_PROTOTYPES,
  type EmotionPrototype,
  type INSIGHT_COLOUR_KEYS,
} from '../../shared/constants.ts';

// One mood vocabulary (issue 26): a post's card, /insights, the weekly digest and the admin
// Emotion Mix all name a feeling by its prototype (spec section 3, 12 of them), worded by one
// catalogue key each (`mood.<prototype>` in src/shared/explain/words.en.ts and its Turkish twin,
// issue 27), and colour it by the one insight colour (spec: joy, calm, trust, anticipation,
// surprise, sadness, fear, anger; unknown) it maps to here. Nothing else names or colours a mood.

export type InsightColour = (typeof INSIGHT_COLOUR_KEYS)[number];
export type InsightColourOrUnknown = InsightColour | 'unknown';
/** A feeling as members see it named: a prototype, or unknown for no clear mood. */
export type Mood = EmotionPrototype | 'unknown';

/**
 * Ours (the spec names both lists but not the mapping): each prototype folded into the insight
 * colour of the nearest of Plutchik's basic emotions the colours are named after.
 */
export const MOOD_COLOUR: Readonly<Record<EmotionPrototype, InsightColour>> = {
  happiness: 'joy',
  pride: 'trust',
  calm: 'calm',
  hope: 'anticipation',
  focus: 'anticipation',
  curiosity: 'surprise',
  fatigue: 'sadness',
  boredom: 'sadness',
  sadness: 'sadness',
  loneliness: 'sadness',
  stress: 'fear',
  anger: 'anger',
};

/** The moods in the spec's prototype order, unknown last: the order of ties in a mix. */
export const MOODS: readonly Mood[] = [...EMOTION_PROTOTYPES, 'unknown'];

/** A stored emotion tag as a mood: a prototype name in any case, else unknown. */
export function moodOf(emotion: string | null | undefined): Mood {
  const key = emotion?.trim().toLowerCase();
  return key && Object.hasOwn(MOOD_COLOUR, key) ? (key as EmotionPrototype) : 'unknown';
}

/** The insight colour a mood is drawn in. */
export function moodColour(mood: Mood): InsightColourOrUnknown {
  return mood === 'unknown' ? 'unknown' : MOOD_COLOUR[mood];
}
