import { describe, expect, it } from 'vitest';
import { featureBuckets, featureStrings, RULE_FEATURE_WEIGHT } from './features.ts';
import { morphologyTags, turkishNegativeStem } from './morphology.ts';
import { readRules } from './read.ts';

// The learned model's input features: text n-grams beside the rules' readings (negation scope,
// morphology, lexicon and safety hits).

const CONFIG = { buckets: 1 << 16, minGram: 3, maxGram: 5 };
const features = (text: string) => {
  const reading = readRules(text);
  return featureStrings(
    reading.tokenized,
    reading.input,
    reading.language,
    {
      emotion: reading.emotion,
      safety: reading.rules.result,
      safetyCategories: reading.rules.categories,
    },
    CONFIG,
  );
};

describe('negation scope', () => {
  it('marks the words an English negator reaches, to the end of its clause', () => {
    const found = features("I'm not stressed at all, actually relaxed");
    expect(found).toContain('n:stressed');
    expect(found).toContain('L:not-stress');
    expect(found).not.toContain('n:relaxed');
    expect(found).toContain('L:calm');
  });

  it('marks a Turkish word that değil or yok takes back, and a negative verb form', () => {
    expect(features('Mutlu değilim')).toContain('n:mutlu');
    expect(features('Mutlu değilim')).toContain('L:not-happiness');
    expect(features('Seni sevmiyorum')).toContain('n:sevmiyorum');
    expect(features('Seni seviyorum')).not.toContain('n:seviyorum');
  });

  it('does not reach back across punctuation', () => {
    expect(features('Bütün gün kod yazacağım, toplantı yok')).not.toContain('n:kod');
  });
});

describe('morphology', () => {
  it('finds the Turkish negative verb and its stem', () => {
    expect(turkishNegativeStem('sevmiyorum')).toBe('sev');
    expect(turkishNegativeStem('begenmedim')).toBe('begen');
    expect(turkishNegativeStem('sevmek')).toBeUndefined();
    expect(features('Bu filmi beğenmedim')).toContain('v:begen');
  });

  it('tags cannot, privative, tense and person', () => {
    expect(morphologyTags('uyuyamiyorum', 'tr')).toEqual(
      expect.arrayContaining(['cannot', 'progressive']),
    );
    expect(morphologyTags('umutsuzum', 'tr')).toContain('privative');
    expect(morphologyTags('gittim', 'tr')).toEqual(
      expect.arrayContaining(['past', 'first-person']),
    );
    expect(morphologyTags('gidecegim', 'tr')).toContain('future');
    expect(morphologyTags('finished', 'en')).toContain('past');
  });
});

describe('text features', () => {
  it('gives a word the same character n-grams with or without diacritics', () => {
    const withMarks = features('çok üzgünüm').filter((f) => f.startsWith('<') || f.includes('gun'));
    const without = features('cok uzgunum').filter((f) => f.startsWith('<') || f.includes('gun'));
    expect(withMarks).toEqual(without);
  });

  it('shares the stem n-grams of an inflected Turkish word', () => {
    const plain = new Set(features('yorgun'));
    const inflected = features('yorgunum');
    expect(inflected.filter((f) => plain.has(f) && f.startsWith('<yor')).length).toBeGreaterThan(0);
  });

  it('carries the safety rules as features', () => {
    const found = features('Immigrants are vermin and should go back to where they came from');
    expect(found).toContain('H:identity');
    expect(found).toContain('H:group+dehumanising');
    expect(found.some((f) => f.startsWith('R:'))).toBe(true);
  });

  it('hashes into the configured buckets, without duplicates, rule features weighing more', () => {
    const found = features('Bugün çok mutluyum 😊');
    const buckets = featureBuckets(found, 1024);
    expect(new Set(buckets.index).size).toBe(buckets.index.length);
    expect(Math.max(...buckets.index)).toBeLessThan(1024);
    expect(Math.max(...buckets.weight)).toBeGreaterThanOrEqual(RULE_FEATURE_WEIGHT);
  });

  it('keeps a claim inside a correction, and hate inside counter-speech, apart from the same said outright', () => {
    expect(features('5G towers spread the virus, share before they delete this')).toContain(
      'R:claim_high_risk',
    );
    const corrected = features('Fact check: the claim that 5G towers spread the virus is false.');
    expect(corrected).toContain('R:debunked-claim_high_risk');
    expect(corrected).not.toContain('R:claim_high_risk');
  });

  it('names a group without a group word (coded) and an exclusion call without one', () => {
    const found = features('Bu insanlar tam bir aptal, hepsinden nefret ediyorum, defolsunlar!');
    expect(found).toContain('H:coded-group');
    expect(found).toContain('H:pattern-exclusion');
    expect(found).toContain('H:group+pattern-exclusion');
  });

  it('marks the words after a contrast and the lexicon hits on each side of it', () => {
    const found = features('Morning run by the sea. Legs tired but I feel proud.');
    expect(found).toContain('c:proud');
    expect(found).toContain('L:after-contrast-pride');
    expect(found).toContain('L:before-contrast-fatigue');
    expect(found).not.toContain('c:tired');
  });
});
