import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze.ts';
import { moderateText } from './moderate.ts';

// Issue 26's examples, as a new member tried them, on the shipped model: each came out wrong with
// the rule engine (Anger, Calm, hate speech 0.00, a hoax correction throttled like the hoax).

const risk = (text: string) => {
  const { toxicity, hatespeech, disinfo } = moderateText(text);
  return 0.45 * toxicity + 0.35 * hatespeech + 0.2 * disinfo;
};

describe('the learned engine on the issue’s examples', () => {
  it('reads pride through nerves and tired legs', () => {
    expect(
      analyzeText('Just shipped my first open-source library. Nervous but proud.').emotion_tag,
    ).toBe('pride');
    expect(analyzeText('Morning run by the sea. Legs tired but I feel proud.').emotion_tag).toBe(
      'pride',
    );
  });

  it('scores an insult and an exclusion call at "these people" as hate speech', () => {
    const safety = moderateText(
      'Bu insanlar tam bir aptal, hepsinden nefret ediyorum, defolsunlar!',
    );
    expect(safety.hatespeech).toBeGreaterThanOrEqual(0.5);
    expect(
      risk('Bu insanlar tam bir aptal, hepsinden nefret ediyorum, defolsunlar!'),
    ).toBeGreaterThan(0.3);
  });

  it('scores a hoax correction low on disinformation, and the hoax itself high', () => {
    const hoax = '5G towers spread the virus, share before they delete this.';
    const correction =
      'Fact check: the claim that 5G towers spread the virus is false. There is no evidence for it.';
    expect(moderateText(hoax).disinfo).toBeGreaterThan(0.9);
    expect(moderateText(correction).disinfo).toBeLessThan(0.1);
    expect(
      moderateText(
        'Sahte haber: limonlu suyun kanseri iyileştirdiği iddiası yanlış, doktorlar doğruladı.',
      ).disinfo,
    ).toBeLessThan(0.1);
    expect(
      moderateText('Limonlu su kanseri tamamen iyileştiriyor, doktorların sakladığı mucize tedavi')
        .disinfo,
    ).toBeGreaterThan(0.9);
  });
});
