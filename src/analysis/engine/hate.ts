import { SAFETY_ENGINE } from '../../shared/constants.ts';
import type { LanguageLexicons, SafetyEntry } from './lexicons.ts';
import type { Token } from './tokenize.ts';

// Hate speech: attacks on a group of people for who they are. Five pattern families, each needing
// a protected group (ethnicity, nationality, religion, migrants and refugees, gender, sexual
// orientation, disability) except slurs, which name one themselves:
//   slur           a slur on its own;
//   dehumanising   vermin, parasites, haşere, asalak ... near a group term;
//   generalisation a sweeping negative trait (criminals, terrorists, hırsız, hain) said of a group;
//   exclusion      calls to deport, expel or wipe out (sınır dışı edilmeli, defolsunlar);
//   stereotype     "women can't ...", "kadınlar ... yapamaz", "in their religion".
// A trait or dehumanising word that is itself negated ("are not parasites", "asalak değil") does
// not count; counter-speech and news framing ("stop calling ...", "court sentences ...") damp the
// score, so condemning or reporting hate is not hate. Quotes are handled by moderate.ts.

export interface HateHit {
  index: number;
  entry: SafetyEntry;
}

export interface HateInput {
  tokens: readonly Token[];
  hits: readonly HateHit[];
  /** The text as folded words joined by single spaces (moderate.ts `patternText`). */
  text: string;
  /** The post's language first, then the other one. */
  lexicons: readonly LanguageLexicons[];
}

export interface HateReading {
  score: number;
  labels: string[];
}

/** English negators reach back this far before a trait ('are not criminals'). */
const NEGATION_BEFORE = 2;

function noisyOr(weights: Iterable<number>): number {
  let keep = 1;
  for (const weight of weights) keep *= 1 - Math.min(1, Math.max(0, weight));
  return 1 - keep;
}

function near(indexes: readonly number[], index: number, window: number): boolean {
  return indexes.some((other) => other >= index - window && other <= index + window);
}

/** Whether the word at `index` is itself negated: 'not parasites', 'asalak değil'. */
function isNegated(tokens: readonly Token[], index: number, lexicons: readonly LanguageLexicons[]) {
  const next = tokens[index + 1];
  if (next && lexicons.some((lexicon) => lexicon.postNegators.match(next))) return true;
  for (let back = 1; back <= NEGATION_BEFORE; back += 1) {
    const before = tokens[index - back];
    if (!before) break;
    if (before.contractedNegation || lexicons.some((lexicon) => lexicon.negators.match(before)))
      return true;
  }
  return false;
}

export function readHate({ tokens, hits, text, lexicons }: HateInput): HateReading {
  const labels = new Set<string>();
  const identities = hits.filter((hit) => hit.entry.category === 'identity').map((h) => h.index);
  const weights: number[] = [];
  for (const hit of hits)
    if (hit.entry.category === 'slur') {
      weights.push(hit.entry.weight);
      labels.add('slur');
    }

  let groupAttack = 0;
  const attack = (weight: number, label: string) => {
    groupAttack = Math.max(groupAttack, weight);
    labels.add(label);
  };
  if (identities.length > 0) {
    for (const hit of hits) {
      if (!near(identities, hit.index, SAFETY_ENGINE.window)) continue;
      const { category, weight } = hit.entry;
      if (category === 'dehumanising' || category === 'trait') {
        if (isNegated(tokens, hit.index, lexicons)) continue;
        if (category === 'dehumanising')
          attack(SAFETY_ENGINE.identityWithDehumanising * weight, 'dehumanising');
        else attack(SAFETY_ENGINE.identityWithTrait * weight, 'generalisation');
      } else if (category === 'profanity' || category === 'insult')
        attack(SAFETY_ENGINE.identityWithToxic * weight, 'identity_attack');
    }
    if (lexicons.some((lexicon) => lexicon.hate.exclusion.some((pattern) => pattern.test(text))))
      attack(SAFETY_ENGINE.exclusion, 'exclusion');
    // Stereotype patterns name their group too ('women', 'kadınlar'), all identity terms.
    if (lexicons.some((lexicon) => lexicon.hate.stereotype.some((pattern) => pattern.test(text))))
      attack(SAFETY_ENGINE.stereotype, 'stereotype');
  }

  if (groupAttack > 0) {
    const sweeping = identities.some((index) =>
      tokens
        .slice(Math.max(0, index - SAFETY_ENGINE.window), index + SAFETY_ENGINE.window + 1)
        .some((token) => lexicons.some((lexicon) => lexicon.generalisers.match(token))),
    );
    if (sweeping) labels.add('generalisation');
    weights.push(groupAttack + (sweeping ? SAFETY_ENGINE.generalisation : 0));
  }

  let score = noisyOr(weights);
  if (score > 0) {
    if (lexicons.some((lexicon) => lexicon.hate.counter.some((pattern) => pattern.test(text)))) {
      score *= SAFETY_ENGINE.counterSpeech;
      labels.add('counter_speech');
    } else if (
      lexicons.some((lexicon) => lexicon.hate.report.some((pattern) => pattern.test(text)))
    ) {
      score *= SAFETY_ENGINE.reportedSpeech;
      labels.add('reported');
    }
  }
  return { score, labels: [...labels] };
}
