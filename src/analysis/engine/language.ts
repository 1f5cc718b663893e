import { DEFAULT_LANGUAGE } from '../../shared/constants.ts';
import { LEXICONS } from './lexicons.ts';
import type { TokenizedText } from './tokenize.ts';
import type { Language } from './types.ts';

// Turkish or English, from cheap cues: Turkish letters, each language's stopwords, Turkish
// suffixes and letter patterns Turkish never uses. Unsure means Turkish (the default language).

const TURKISH_LETTERS = /[çğıöşü]/;
const TURKISH_ENDINGS =
  /(?:iyor|uyor|yor|yorum|miş|mış|muş|müş|lar|ler|ları|leri|dır|dir|dur|sın|sin|sun|ken|cak|cek|mak|mek)$/;
const ENGLISH_SHAPES = /(?:[wqx]|th|ing$|tion$|ed$|ly$)/;
const TURKISH_LETTER_WEIGHT = 1.5;
const SHAPE_WEIGHT = 0.5;

export function detectLanguage(text: TokenizedText): Language {
  let turkish = 0;
  let english = 0;
  for (const token of text.tokens) {
    if (token.kind !== 'word') continue;
    if (TURKISH_LETTERS.test(token.text)) turkish += TURKISH_LETTER_WEIGHT;
    if (LEXICONS.tr.stopwords.match(token)) turkish += 1;
    if (LEXICONS.en.stopwords.match(token)) english += 1;
    if (TURKISH_ENDINGS.test(token.text)) turkish += SHAPE_WEIGHT;
    if (ENGLISH_SHAPES.test(token.key)) english += SHAPE_WEIGHT;
  }
  return english > turkish ? 'en' : (DEFAULT_LANGUAGE as Language);
}
