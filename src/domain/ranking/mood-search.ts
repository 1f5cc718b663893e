import { EMOTION_PROTOTYPES, type EmotionPrototype } from '../../shared/constants.ts';
import { foldText } from '../../shared/text/fold.ts';

// Searching a mood ("calm", "sakin", "stress") finds posts whose emotion tag is that mood.

/** Ours: the Turkish names (and a few common English forms) of the 12 prototypes. */
export const MOOD_WORDS: Readonly<Record<string, EmotionPrototype>> = {
  happy: 'happiness',
  mutlu: 'happiness',
  mutluluk: 'happiness',
  sakin: 'calm',
  huzur: 'calm',
  umut: 'hope',
  umutlu: 'hope',
  hopeful: 'hope',
  merak: 'curiosity',
  curious: 'curiosity',
  gurur: 'pride',
  proud: 'pride',
  odak: 'focus',
  focused: 'focus',
  yorgun: 'fatigue',
  yorgunluk: 'fatigue',
  tired: 'fatigue',
  sıkılmış: 'boredom',
  'can sıkıntısı': 'boredom',
  bored: 'boredom',
  stres: 'stress',
  stresli: 'stress',
  stressed: 'stress',
  öfke: 'anger',
  kızgın: 'anger',
  angry: 'anger',
  üzgün: 'sadness',
  üzüntü: 'sadness',
  sad: 'sadness',
  yalnız: 'loneliness',
  yalnızlık: 'loneliness',
  lonely: 'loneliness',
};

// Compared folded, so `uzgun` finds sadness as `üzgün` does (a Map: 'constructor' or
// '__proto__' must not find Object.prototype's members).
const FOLDED_MOOD_WORDS = new Map(
  Object.entries(MOOD_WORDS).map(([word, mood]) => [foldText(word), mood] as const),
);

/** The moods a search names, by their English or Turkish name, with or without diacritics. */
export function moodsInQuery(terms: readonly string[]): EmotionPrototype[] {
  const moods = new Set<EmotionPrototype>();
  for (const term of terms) {
    const word = foldText(term);
    if ((EMOTION_PROTOTYPES as readonly string[]).includes(word))
      moods.add(word as EmotionPrototype);
    const mapped = FOLDED_MOOD_WORDS.get(word);
    if (mapped) moods.add(mapped);
  }
  return [...moods];
}
