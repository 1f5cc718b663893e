import { TEXT_EMBEDDING_DIMENSIONS } from '../../shared/constants.ts';
import { tokenize } from './tokenize.ts';

// A text embedding computed here, with no model: the hashing trick over the folded words and
// their letter trigrams (so 'kahve' and 'kahveler', or 'coffee' and 'coffees', land close),
// signed to keep collisions unbiased, and L2-normalised so cosine similarity is a dot product.

const WORD_WEIGHT = 1;
const TRIGRAM_WEIGHT = 0.5;
const DECIMALS = 1e4;

/** 32-bit FNV-1a. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    h ^= value.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function addFeature(vector: number[], feature: string, weight: number): void {
  const h = hash(feature);
  const slot = h % TEXT_EMBEDDING_DIMENSIONS;
  // The top bit decides the sign, independent of the slot.
  vector[slot] = (vector[slot] ?? 0) + (h & 0x80000000 ? -weight : weight);
}

export function textEmbedding(text: string): number[] {
  const vector = new Array<number>(TEXT_EMBEDDING_DIMENSIONS).fill(0);
  for (const token of tokenize(text).tokens) {
    if (token.kind === 'url' || token.kind === 'mention') continue;
    const key = token.variants[token.variants.length - 1] ?? token.key;
    addFeature(vector, `w:${key}`, WORD_WEIGHT);
    const padded = `^${key}$`;
    for (let index = 0; index + 3 <= padded.length; index += 1)
      addFeature(vector, `t:${padded.slice(index, index + 3)}`, TRIGRAM_WEIGHT);
  }
  const length = Math.hypot(...vector);
  if (length === 0) return vector;
  return vector.map((value) => Math.round((value / length) * DECIMALS) / DECIMALS);
}
