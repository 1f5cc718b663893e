// The post texts a seeded community writes, each analysed once by the real built-in engine
// (emotion vector and tag, topics, language, text embedding, tone, moderation), so the analysis
// rows of 100,000 posts cost a few thousand analyses, not 100,000.
import { analyzeText } from '../../src/analysis/engine/analyze.ts';
import { textEmbedding } from '../../src/analysis/engine/embedding.ts';
import { moderateText } from '../../src/analysis/engine/moderate.ts';
import { toneOf } from '../../src/domain/emotion/emotion-vector.ts';
import { extractHashtags } from '../../src/domain/posts/hashtags.ts';
import { ENGLISH_POSTS, TURKISH_POSTS, tagPairs } from './corpus.ts';

export interface SeedText {
  content: string;
  hashtags: string[];
  lang: string;
  topics: string[];
  emotion: string | null;
  emoVector: number[];
  txtEmb: number[];
  tone: string;
  toxicity: number;
  hatespeech: number;
  disinfo: number;
  labels: string[];
}

/** Distinct texts: every sentence with this many of the tag pairs (by default). */
export const PAIRS_PER_SENTENCE = 40;

export function seedTexts(pairsPerSentence = PAIRS_PER_SENTENCE): SeedText[] {
  const sentences = [...ENGLISH_POSTS, ...TURKISH_POSTS];
  const pairs = tagPairs();
  const texts: SeedText[] = [];
  sentences.forEach((sentence, s) => {
    for (let n = 0; n < pairsPerSentence; n += 1) {
      const [first, second] = pairs[(s * 31 + n * 17) % pairs.length]!;
      const content = `${sentence} #${first} #${second}`;
      const analysis = analyzeText(content);
      const moderation = moderateText(content);
      texts.push({
        content,
        hashtags: extractHashtags(content),
        lang: analysis.lang,
        topics: analysis.topics,
        emotion: analysis.emotion_tag,
        emoVector: analysis.emo_vector,
        txtEmb: textEmbedding(content),
        tone: toneOf(analysis.emo_vector),
        toxicity: moderation.toxicity,
        hatespeech: moderation.hatespeech,
        disinfo: moderation.disinfo,
        labels: moderation.labels,
      });
    }
  });
  return texts;
}
