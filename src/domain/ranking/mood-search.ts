import { EMOTION_PROTOTYPES, type EmotionPrototype } from '../../shared/constants.ts';

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

/** The moods a search names, by their English or Turkish name. */
export function moodsInQuery(terms: readonly string[]): EmotionPrototype[] {
  const moods = new Set<EmotionPrototype>();
  for (const term of terms) {
    const word = term.toLocaleLowerCase('tr');
    if ((EMOTION_PROTOTYPES as readonly string[]).includes(word))
      moods.add(word as EmotionPrototype);
    // Own keys only: 'constructor' or '__proto__' must not find Object.prototype's members.
    const mapped = Object.hasOwn(MOOD_WORDS, word) ? MOOD_WORDS[word] : undefined;
    if (mapped) moods.add(mapped);
  }
  return [...moods];
}
