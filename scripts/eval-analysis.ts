// `npm run eval:analysis`: the built-in engine against the labelled development set
// (tests/analysis-dev-set/dev-set.jsonl). For each split and language: emotion top-1 accuracy and
// the most frequent confusions; for each harm, the AUC of its score for harmful against clean
// sentences; and the clean false-positive rate (spec risk above the throttle threshold).
// `--show-failures` lists the dev split's misses; the held-out split's are never shown, so that
// nobody tunes on them. `--split dev` (or `--split heldout`) prints only that split's report; the
// default prints both.
import { readFileSync } from 'node:fs';
import { analyzeText } from '../src/analysis/engine/analyze.ts';
import { moderateText } from '../src/analysis/engine/moderate.ts';
import type { ModerationResult } from '../src/analysis/engine/types.ts';
import { SAFETY_RISK_WEIGHTS } from '../src/shared/constants.ts';
import {
  accuracy,
  auc,
  rateAbove,
  topConfusions,
  type Prediction,
} from './eval-analysis/metrics.ts';

const DEV_SET = new URL('../tests/analysis-dev-set/dev-set.jsonl', import.meta.url);
/** Spec section 9: content with risk above this is throttled. */
const RISK_THRESHOLD = 0.3;
const CONFUSIONS_SHOWN = 6;
const HARMS = [
  { label: 'toxic', score: 'toxicity' },
  { label: 'hate', score: 'hatespeech' },
  { label: 'disinfo', score: 'disinfo' },
] as const;
const GOALS = { emotion: 0.85, auc: 0.95, cleanFalsePositives: 0.02 } as const;

interface DevSentence {
  id: string;
  lang: 'en' | 'tr';
  text: string;
  emotion: string | null;
  toxic: 0 | 1;
  hate: 0 | 1;
  disinfo: 0 | 1;
  kind: string;
  split: 'dev' | 'heldout';
}

interface Scored extends DevSentence {
  tag: string | null;
  safety: ModerationResult;
  risk: number;
}

function load(): DevSentence[] {
  return readFileSync(DEV_SET, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DevSentence);
}

function risk(safety: ModerationResult): number {
  return (
    SAFETY_RISK_WEIGHTS.toxicity * safety.toxicity +
    SAFETY_RISK_WEIGHTS.hatespeech * safety.hatespeech +
    SAFETY_RISK_WEIGHTS.disinfo * safety.disinfo
  );
}

/**
 * The held-out split is the first set's third (by a hash of the id) and, since the seventh
 * Turkish round, sentences written for it alone (`tr-h-…`); tests/analysis-dev-set/LICENSE.md.
 */
const batchOf = (id: string) => (/^[a-z]+-h-/.test(id) ? 'written held-out' : 'first set');

const isClean = (sentence: DevSentence) =>
  sentence.toxic === 0 && sentence.hate === 0 && sentence.disinfo === 0;
const percent = (value: number) => (Number.isNaN(value) ? 'n/a' : `${(value * 100).toFixed(1)}%`);
const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW GOAL');

function report(split: string, sentences: readonly Scored[], showFailures: boolean): void {
  console.log(`\n== ${split}: ${sentences.length} sentences ==`);
  for (const lang of ['en', 'tr'] as const) {
    const predictions: Prediction[] = sentences
      .filter((sentence) => sentence.lang === lang && sentence.emotion !== null)
      .map((sentence) => ({ expected: sentence.emotion ?? '', actual: sentence.tag }));
    const top1 = accuracy(predictions);
    console.log(
      `emotion top-1 ${lang}: ${percent(top1)} of ${predictions.length} (${mark(top1 >= GOALS.emotion)})`,
    );
    const confusions = topConfusions(predictions, CONFUSIONS_SHOWN)
      .map(({ expected, actual, count }) => `${expected}→${actual} ×${count}`)
      .join(', ');
    console.log(`  confusions: ${confusions || 'none'}`);
    const batches = new Map<string, Prediction[]>();
    for (const sentence of sentences)
      if (sentence.lang === lang && sentence.emotion !== null) {
        const batch = batchOf(sentence.id);
        batches.set(batch, [
          ...(batches.get(batch) ?? []),
          { expected: sentence.emotion, actual: sentence.tag },
        ]);
      }
    if (batches.size > 1)
      console.log(
        `  by batch: ${[...batches]
          .map(([batch, list]) => `${batch} ${percent(accuracy(list))} of ${list.length}`)
          .join(', ')}`,
      );
  }
  const clean = sentences.filter(isClean);
  for (const { label, score } of HARMS) {
    const harmful = sentences.filter((sentence) => sentence[label] === 1);
    const value = auc(
      harmful.map((sentence) => sentence.safety[score]),
      clean.map((sentence) => sentence.safety[score]),
    );
    const byLang = (['en', 'tr'] as const)
      .map(
        (lang) =>
          `${lang} ${auc(
            harmful.filter((s) => s.lang === lang).map((s) => s.safety[score]),
            clean.filter((s) => s.lang === lang).map((s) => s.safety[score]),
          ).toFixed(3)}`,
      )
      .join(', ');
    console.log(
      `AUC ${score}: ${value.toFixed(3)} (${harmful.length} harmful vs ${clean.length} clean; ${byLang}) (${mark(value >= GOALS.auc)})`,
    );
  }
  const falsePositiveRate = rateAbove(
    clean.map((sentence) => sentence.risk),
    RISK_THRESHOLD,
  );
  console.log(
    `clean false positives (risk > ${RISK_THRESHOLD}): ${percent(falsePositiveRate)} of ${clean.length} (${mark(falsePositiveRate <= GOALS.cleanFalsePositives)})`,
  );
  if (!showFailures) return;
  console.log('\n-- misses --');
  for (const sentence of sentences) {
    const problems: string[] = [];
    if (sentence.emotion !== null && sentence.tag !== sentence.emotion)
      problems.push(`emotion ${sentence.emotion}→${sentence.tag ?? 'none'}`);
    for (const { label, score } of HARMS)
      if (sentence[label] === 1 && sentence.safety[score] < 0.5)
        problems.push(`${score} ${sentence.safety[score]}`);
    if (isClean(sentence) && sentence.risk > RISK_THRESHOLD)
      problems.push(`clean risk ${sentence.risk.toFixed(2)} [${sentence.safety.labels.join(',')}]`);
    if (problems.length > 0)
      console.log(`${sentence.id} ${problems.join('; ')} :: ${sentence.text}`);
  }
}

const SPLITS = ['dev', 'heldout'] as const;
type Split = (typeof SPLITS)[number];

/** The value of `--split <name>` (or `--split=<name>`); undefined means both splits. */
function splitOption(argv: readonly string[]): Split | undefined {
  const index = argv.findIndex((arg) => arg === '--split' || arg.startsWith('--split='));
  if (index === -1) return undefined;
  const arg = argv[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const split = SPLITS.find((name) => name === value);
  if (split === undefined) throw new Error(`--split must be one of: ${SPLITS.join(', ')}`);
  return split;
}

const showFailures = process.argv.includes('--show-failures');
const onlySplit = splitOption(process.argv.slice(2));
const scored: Scored[] = load()
  // The other split's sentences are not even scored, let alone printed.
  .filter((sentence) => onlySplit === undefined || sentence.split === onlySplit)
  .map((sentence) => {
    const analysis = analyzeText(sentence.text);
    const safety = moderateText(sentence.text);
    return { ...sentence, tag: analysis.emotion_tag, safety, risk: risk(safety) };
  });
if (onlySplit !== 'heldout')
  report(
    'dev split',
    scored.filter((sentence) => sentence.split === 'dev'),
    showFailures,
  );
if (onlySplit !== 'dev')
  report(
    'held-out split',
    scored.filter((sentence) => sentence.split === 'heldout'),
    false,
  );
