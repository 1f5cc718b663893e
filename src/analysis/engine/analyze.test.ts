import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_TOPICS_MAX,
  SAFETY_RISK_WEIGHTS,
  TEXT_EMBEDDING_DIMENSIONS,
} from '../../shared/constants.ts';
import { DEFAULT_EMOTION_VECTOR } from '../../domain/emotion/emotion-vector.ts';
import { LABELLED_POSTS, type LabelledPost } from '../testing/labelled-posts.ts';
import { analyzeText, analyzeTextWithRules } from './analyze.ts';
import { textEmbedding } from './embedding.ts';
import { moderateText } from './moderate.ts';
import { moderateTextWithRules } from './safety-rules.ts';
import { tagsForMember } from './tagging.ts';
import { fallbackTrends } from './trends.ts';

const HARMFUL_SCORE: Partial<Record<LabelledPost['kind'], 'toxicity' | 'hatespeech' | 'disinfo'>> =
  {
    toxic: 'toxicity',
    hateful: 'hatespeech',
    'false-claim': 'disinfo',
  };
const BENIGN_MAX = 0.2;
/**
 * Posts the shipped model misreads (docs/analysis.md, "Known limits"): a homesick post reads as no
 * feeling, a meeting notice and a software update (Turkish) as a mood. Listed so that a fix, or a
 * new miss, shows here. Since the 2026-11-28 retrain the sad post ('I cried all night') and the
 * English software update are read right.
 */
const KNOWN_MISSES = new Set([
  'I cried all night, I feel so sad and empty',
  'Updated the app to version 2.3 this morning',
  'Uygulamayı bu sabah 2.3 sürümüne güncelledim',
]);
/**
 * Benign posts the shipped model scores as harmful (docs/analysis.md, "Known limits"). Empty
 * since the short-post batch (2026-11-28) taught it that 'miss you all' is affection.
 */
const KNOWN_FALSE_POSITIVES = new Set<string>();
const HARMFUL_MIN = 0.5;

describe('the labelled posts', () => {
  it('cover at least 40 English and 40 Turkish posts of every kind', () => {
    for (const lang of ['en', 'tr'] as const) {
      const posts = LABELLED_POSTS.filter((post) => post.lang === lang);
      expect(posts.length).toBeGreaterThanOrEqual(40);
      for (const kind of [
        'happy',
        'calm',
        'stressed',
        'angry',
        'lonely',
        'toxic',
        'hateful',
        'false-claim',
        'neutral',
      ])
        expect(posts.some((post) => post.kind === kind)).toBe(true);
    }
  });

  it.each(LABELLED_POSTS.map((post) => [post.lang, post.kind, post.text, post] as const))(
    '%s %s: %s',
    (_lang, _kind, _text, post) => {
      const analysis = analyzeText(post.text);
      // An insult, a hate post or a false claim may read as anger or as no feeling at all (the
      // training data labels them both ways); any other post must get its feeling.
      if (HARMFUL_SCORE[post.kind]) expect([post.tag, null]).toContain(analysis.emotion_tag);
      else if (KNOWN_MISSES.has(post.text)) expect(analysis.emotion_tag).not.toBe(post.tag);
      else expect(analysis.emotion_tag).toBe(post.tag);
      expect(analysis.lang).toBe(post.lang);
      const safety = moderateText(post.text);
      const harmful = HARMFUL_SCORE[post.kind];
      if (!harmful) {
        // Below the spec's throttle threshold (risk 0.3), with room to spare.
        const risk =
          SAFETY_RISK_WEIGHTS.toxicity * safety.toxicity +
          SAFETY_RISK_WEIGHTS.hatespeech * safety.hatespeech +
          SAFETY_RISK_WEIGHTS.disinfo * safety.disinfo;
        if (KNOWN_FALSE_POSITIVES.has(post.text)) expect(risk).toBeGreaterThanOrEqual(BENIGN_MAX);
        else expect(risk).toBeLessThan(BENIGN_MAX);
        return;
      }
      expect(safety[harmful]).toBeGreaterThanOrEqual(HARMFUL_MIN);
      // The kind of harm is the strongest score (hate speech also reads as somewhat toxic).
      if (harmful === 'toxicity')
        expect(safety.toxicity).toBeGreaterThan(Math.max(safety.hatespeech, safety.disinfo));
      if (harmful === 'hatespeech')
        expect(safety.hatespeech).toBeGreaterThan(Math.max(safety.toxicity, safety.disinfo));
      if (harmful === 'disinfo')
        expect(safety.disinfo).toBeGreaterThan(Math.max(safety.toxicity, safety.hatespeech));
    },
  );

  it('ranks every harmful post above every benign one on its own score', () => {
    const benign = LABELLED_POSTS.filter((post) => !HARMFUL_SCORE[post.kind]).map((post) =>
      moderateText(post.text),
    );
    for (const post of LABELLED_POSTS) {
      const harmful = HARMFUL_SCORE[post.kind];
      if (!harmful) continue;
      const score = moderateText(post.text)[harmful];
      for (const other of benign) expect(score).toBeGreaterThan(other[harmful]);
    }
  });
});

describe('analyzeText', () => {
  it('gives the spec defaults, no tag, no topics and Turkish to an empty text', () => {
    expect(analyzeText('')).toEqual({
      emo_vector: [...DEFAULT_EMOTION_VECTOR],
      topics: [],
      lang: 'tr',
      emotion_tag: null,
    });
  });

  it('keeps every dimension in range', () => {
    const result = analyzeText(
      'SO SO SO HAPPY!!!!!!!! 😂😂😂😂😂 yay yay yay woohoo best day ever',
    );
    expect(result.emo_vector[0]).toBeLessThanOrEqual(1);
    for (const value of result.emo_vector.slice(1)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('moves further from neutral with more evidence', () => {
    const once = analyzeText('I am happy').emo_vector[0] ?? 0;
    const more = analyzeText('I am so happy, what a joyful, wonderful day 😄').emo_vector[0] ?? 0;
    expect(more).toBeGreaterThan(once);
  });

  it('puts hashtags first, then keywords, normalised and capped', () => {
    const { topics } = analyzeText(
      'Sabah #Kahve ve #İstanbul, Boğaz kıyısında kahve ve simit keyfi',
    );
    expect(topics.slice(0, 2)).toEqual(['kahve', 'istanbul']);
    expect(topics).toContain('boğaz');
    expect(topics.length).toBeLessThanOrEqual(ANALYSIS_TOPICS_MAX);
    expect(new Set(topics).size).toBe(topics.length);
  });

  it('keeps function words, emotion words and insults out of the topics', () => {
    expect(analyzeText('I am not happy with the new stadium, idiot').topics).toEqual(['stadium']);
  });

  it('detects English and Turkish, also without Turkish letters, and says tr when unsure', () => {
    expect(analyzeText('this is a lovely morning').lang).toBe('en');
    expect(analyzeText('bugun cok guzel bir gun, ama biraz yorgunum').lang).toBe('tr');
    expect(analyzeText('Çay').lang).toBe('tr');
    expect(analyzeText('12345 👍').lang).toBe('tr');
  });

  it('hears negation in both languages', () => {
    expect(analyzeText('I am not happy').emotion_tag).toBe('sadness');
    expect(analyzeText("I don't feel stressed anymore").emotion_tag).toBe('calm');
    expect(analyzeText('mutlu değilim').emotion_tag).toBe('sadness');
    expect(analyzeText('Artık hiç umut yok, her şey bitti').emotion_tag).toBe('sadness');
    // Two words are too few for the model's n-grams to yield to the negation: the rules read it.
    expect(analyzeTextWithRules('umut yok').emotion_tag).toBe('sadness');
  });
});

describe('robust to disguises', () => {
  it.each([
    ['casing', 'YOU ARE AN IDIOT'],
    ['leetspeak', 'you are an 1d10t'],
    ['repeated letters', 'you are an idiooooot'],
    ['spaced letters', 'you are an i d i o t'],
    ['dotted letters', 'you are an i.d.i.o.t'],
    ['look-alike letters', 'you are an іdіot'],
    ['zero-width characters', 'you are an id\u200Biot'],
    ['full-width letters', 'you are an ｉｄｉｏｔ'],
    ['masking', 'you are an id*ot'],
  ])('finds the insult through %s', (_trick, text) => {
    expect(moderateText(text).toxicity).toBeGreaterThanOrEqual(HARMFUL_MIN);
  });

  it.each([
    ['dotless capital I', 'SİKTİR GİT'],
    ['no diacritics', 'siktir git serefsiz'],
    ['Turkish capitals', 'ŞEREFSİZ'],
    ['leetspeak', 's1kt1r g1t'],
    ['spaced letters', 's i k t i r git'],
    ['repeated letters', 'siktiiiiir'],
  ])('finds Turkish profanity through %s', (_trick, text) => {
    expect(moderateText(text).toxicity).toBeGreaterThanOrEqual(HARMFUL_MIN);
  });

  it("does not mistake 'sık' (often) for the profanity 'sik'", () => {
    for (const text of ['Buraya sık sık geliyoruz, çok seviyoruz', 'canım sıkılıyor']) {
      expect(moderateTextWithRules(text).toxicity).toBe(0);
      expect(moderateText(text).toxicity).toBeLessThan(0.1);
    }
  });

  it('reads Turkish emotion words with or without diacritics and in capitals', () => {
    for (const text of ['çok üzgünüm', 'cok uzgunum', 'ÇOK ÜZGÜNÜM', 'ÜZGÜNÜM'])
      expect(analyzeText(text).emotion_tag).toBe('sadness');
    expect(analyzeText('İÇİM HUZUR DOLU').emotion_tag).toBe('calm');
    expect(analyzeText('mutluuuuuu').emotion_tag).toBe('happiness');
  });

  it('aims an insult at someone more than at something', () => {
    // The rules' targeting (a feature of the model, whose scores for both may reach 1).
    expect(moderateTextWithRules('you are stupid').toxicity).toBeGreaterThan(
      moderateTextWithRules('this printer is stupid').toxicity,
    );
    expect(moderateText('you are stupid').toxicity).toBeGreaterThanOrEqual(HARMFUL_MIN);
    expect(moderateTextWithRules('aptalsın').toxicity).toBeGreaterThan(
      moderateTextWithRules('aptal bir film').toxicity,
    );
  });
});

describe('the text embedding', () => {
  it('is a unit vector of the configured size, zero for nothing', () => {
    const embedding = textEmbedding('Kahve ve kitap, mükemmel bir pazar');
    expect(embedding).toHaveLength(TEXT_EMBEDDING_DIMENSIONS);
    expect(Math.hypot(...embedding)).toBeCloseTo(1, 3);
    expect(textEmbedding('')).toEqual(new Array(TEXT_EMBEDDING_DIMENSIONS).fill(0));
  });

  it('places texts that share words closer than texts that do not', () => {
    const dot = (a: number[], b: number[]) =>
      a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);
    const coffee = textEmbedding('morning coffee with a good book');
    const coffeeAgain = textEmbedding('a good book and coffee this morning');
    const football = textEmbedding('the derby ended two nil tonight');
    expect(dot(coffee, coffeeAgain)).toBeGreaterThan(dot(coffee, football) + 0.3);
  });
});

describe('member tags and fallback trends', () => {
  it("tags a member by their posts' topics, up to six", () => {
    const tags = tagsForMember('Deniz Aydın', [
      '#kahve sabahları en sevdiğim',
      'Yeni bir kahve dükkanı keşfettim #kahve',
      'Bugün Kadıköy sahilinde kitap okudum',
      'Kitap kulübü bu akşam #kitap',
    ]);
    expect(tags.slice(0, 2).sort()).toEqual(['kahve', 'kitap']);
    expect(tags.length).toBeLessThanOrEqual(6);
    expect(tags).not.toContain('deniz');
  });

  it('uses a bio that is more than a name', () => {
    expect(tagsForMember('Photographer and marathon runner in Istanbul', [])).toEqual(
      expect.arrayContaining(['photographer', 'marathon']),
    );
    expect(tagsForMember('', [])).toEqual([]);
  });

  it('has six default trends', () => {
    expect(fallbackTrends()).toHaveLength(6);
  });
});

describe('mixing two feelings', () => {
  // Each prototype's share of the mix is its evidence squared (EMOTION_ENGINE.mixSharpness):
  // with plain shares these read as stress (laughter plus a hurting stomach) and as fatigue
  // (loneliness plus other people's laughter), prototypes neither text says.
  it('lets the feeling a text says most decide its tag', () => {
    expect(
      analyzeText('Sunday brunch with the whole gang, laughing until my stomach hurt'),
    ).toMatchObject({
      emotion_tag: 'happiness',
    });
    expect(
      analyzeText('Herkes birbiriyle gülüyor, ben köşede kimseyle konuşmadan oturuyorum'),
    ).toMatchObject({ emotion_tag: 'loneliness' });
  });
});
