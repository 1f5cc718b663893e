import { describe, expect, it } from 'vitest';
import { EMOTION_PROTOTYPES, INSIGHT_COLOUR_KEYS } from '../../shared/constants.ts';
import { insightColourOf } from '../insights/insights.ts';
import words from '../../shared/explain/words.en.ts';
import { MOOD_COLOUR, MOODS, moodColour, moodOf } from './mood.ts';

describe('one mood vocabulary', () => {
  it('names the 12 prototypes and unknown, each with a label', () => {
    expect(MOODS).toEqual([...EMOTION_PROTOTYPES, 'unknown']);
    // One catalogue key per mood (explain namespace, issue 27), and no other.
    expect(Object.keys(words.mood).sort()).toEqual([...MOODS].sort());
    for (const mood of MOODS) expect(words.mood[mood]).toMatch(/^\p{Lu}/u);
  });

  it('maps every prototype to one insight colour, once', () => {
    expect(MOOD_COLOUR).toEqual({
      happiness: 'joy',
      calm: 'calm',
      hope: 'anticipation',
      curiosity: 'surprise',
      pride: 'trust',
      focus: 'anticipation',
      fatigue: 'sadness',
      boredom: 'sadness',
      stress: 'fear',
      anger: 'anger',
      sadness: 'sadness',
      loneliness: 'sadness',
    });
    for (const prototype of EMOTION_PROTOTYPES) {
      expect(INSIGHT_COLOUR_KEYS).toContain(moodColour(prototype));
      // Insights colours through the same table.
      expect(insightColourOf(prototype)).toBe(moodColour(prototype));
    }
    expect(moodColour('unknown')).toBe('unknown');
  });

  it('reads a stored tag in any case, and anything else as unknown', () => {
    expect(moodOf('Pride')).toBe('pride');
    expect(moodOf(' calm ')).toBe('calm');
    expect(moodOf(null)).toBe('unknown');
    expect(moodOf('joy')).toBe('unknown');
    expect(moodOf('toString')).toBe('unknown');
  });
});
