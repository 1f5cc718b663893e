// `npm run train:analysis`: trains the analysis engine's learned model (src/analysis/engine/model.ts)
// and writes src/analysis/engine/model/analysis-model.bin. Data: the first development set's dev
// split and the writers' training batches less the validation split (scripts/eval-analysis/data.ts).
// Reproducible: the examples in file order, a seeded generator for the initial weights, the
// shuffles and the feature dropout, plain SGD; the same data and seed give the same file byte for
// byte.
//
// `-- --validate`: train the same way, then print the validation and old held-out figures instead
// of writing the file (how the settings below were chosen). `-- --set key=value` overrides one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { analyzeText, emotionFromPrediction } from '../src/analysis/engine/analyze.ts';
import {
  decodeModel,
  EMOTION_CLASSES,
  encodeModel,
  HARMS,
  MODEL_FILE,
  MODEL_FORMAT_VERSION,
  modelScores,
  NONE_CLASS,
  OUTPUTS,
  predict,
  sigmoid,
  softmaxInto,
  useModel,
  type Model,
} from '../src/analysis/engine/model.ts';
import { moderateText } from '../src/analysis/engine/moderate.ts';
import type { Buckets } from '../src/analysis/engine/features.ts';
import { readingBuckets, readRules } from '../src/analysis/engine/read.ts';
import { EMOTION_PROTOTYPES } from '../src/shared/constants.ts';
import { loadSplit, type LabelledRow } from './eval-analysis/data.ts';
import { figures, report, risk, type Scored } from './eval-analysis/report.ts';

interface Settings {
  seed: number;
  buckets: number;
  hidden: number;
  minGram: number;
  maxGram: number;
  epochs: number;
  learningRate: number;
  /** Chance of leaving each feature out of an example for one epoch (keeps it from leaning on one word). */
  dropout: number;
  /** Weight of each harm's loss beside the emotion loss. */
  harmWeight: number;
  /** Extra weight of a harmful example in its harm's loss (they are the rarer class). */
  positiveWeight: number;
  /**
   * 1: also train on each plain or slang emotion post with its emotion words taken out (the
   * lexicon's hits), labelled the same, so that the model learns the situation around the word.
   */
  augment: number;
  /** Weight of the emotion loss on rows written for safety (their emotion labels are loose). */
  safetyEmotionWeight: number;
  /** Weight of the emotion loss on the hard registers: situations, negation and contrast. */
  hardWeight: number;
}

const SETTINGS: Settings = {
  seed: 20261129,
  buckets: 1 << 16,
  hidden: 64,
  minGram: 3,
  maxGram: 5,
  epochs: 12,
  learningRate: 0.1,
  dropout: 0.2,
  harmWeight: 1,
  positiveWeight: 2,
  augment: 1,
  safetyEmotionWeight: 1,
  hardWeight: 1,
};

/** mulberry32: a small seeded generator. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Example {
  buckets: Buckets;
  emotion: number;
  /** Weight of the emotion loss. */
  emotionWeight: number;
  harms: number[];
}

/** The post without the words the lexicon read as emotion, or null if too little is left. */
function withoutEmotionWords(row: LabelledRow): LabelledRow | null {
  if (row.register !== 'plain' && row.register !== 'slang') return null;
  const reading = readRules(row.text);
  if (reading.emotion.emotive.size === 0) return null;
  let text = reading.input;
  reading.tokenized.tokens.forEach((token, index) => {
    if (!reading.emotion.emotive.has(index)) return;
    const at = text.toLowerCase().indexOf(token.raw.toLowerCase());
    if (at !== -1) text = text.slice(0, at) + text.slice(at + token.raw.length);
  });
  const words = readRules(text).tokenized.tokens.filter((token) => token.kind === 'word').length;
  return words >= 3 ? { ...row, id: `${row.id}-situation`, text, register: 'situation' } : null;
}

/** The training rows, with the augmented copies after them (deterministic order). */
function withAugmented(rows: readonly LabelledRow[], settings: Settings): LabelledRow[] {
  if (!settings.augment) return [...rows];
  return [
    ...rows,
    ...rows.map(withoutEmotionWords).filter((row): row is LabelledRow => row !== null),
  ];
}

function example(row: LabelledRow, settings: Settings): Example {
  const features = {
    buckets: settings.buckets,
    minGram: settings.minGram,
    maxGram: settings.maxGram,
  };
  const emotion =
    row.emotion === null
      ? NONE_CLASS
      : (EMOTION_PROTOTYPES as readonly string[]).indexOf(row.emotion);
  if (emotion === -1) throw new Error(`unknown emotion in ${row.id}: ${row.emotion}`);
  return {
    buckets: readingBuckets(readRules(row.text), { header: { features } } as never),
    emotion,
    emotionWeight:
      row.register === 'safety'
        ? settings.safetyEmotionWeight
        : row.register === 'situation' || row.register === 'negation'
          ? settings.hardWeight
          : 1,
    harms: [row.toxic, row.hate, row.disinfo],
  };
}

function train(rows: readonly LabelledRow[], settings: Settings, prepared?: readonly Example[]) {
  const random = generator(settings.seed);
  const { buckets, hidden } = settings;
  const examples = prepared ?? withAugmented(rows, settings).map((row) => example(row, settings));
  const embeddings = new Float32Array(buckets * hidden);
  const touched = new Uint8Array(buckets);
  const initial = 1 / hidden;
  for (let i = 0; i < embeddings.length; i += 1) embeddings[i] = (random() * 2 - 1) * initial;
  const hiddenBias = new Float32Array(hidden);
  const output = new Float32Array(OUTPUTS * hidden);
  const outScale = Math.sqrt(6 / (hidden + OUTPUTS));
  for (let i = 0; i < output.length; i += 1) output[i] = (random() * 2 - 1) * outScale;
  const outputBias = new Float32Array(OUTPUTS);
  const model = { embeddings, hiddenBias, output, outputBias };
  const order = examples.map((_, index) => index);
  const h = new Float64Array(hidden);
  const dOut = new Float64Array(OUTPUTS);
  const dHidden = new Float64Array(hidden);
  const probabilities: number[] = new Array<number>(EMOTION_CLASSES.length).fill(0);
  const total = settings.epochs * examples.length;
  let step = 0;
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const item = examples[index];
      if (!item) continue;
      const lr = settings.learningRate * (1 - step / total);
      step += 1;
      const keep = item.buckets.index.map(() => (random() >= settings.dropout ? 1 : 0));
      const kept = keep.some((flag) => flag === 1)
        ? {
            index: item.buckets.index.filter((_, f) => keep[f] === 1),
            weight: item.buckets.weight.filter((_, f) => keep[f] === 1),
          }
        : item.buckets;
      const active = kept;
      const scores = modelScores(model, hidden, active, h);
      softmaxInto(scores, 0, EMOTION_CLASSES.length, probabilities);
      for (let c = 0; c < EMOTION_CLASSES.length; c += 1)
        dOut[c] = item.emotionWeight * ((probabilities[c] ?? 0) - (c === item.emotion ? 1 : 0));
      HARMS.forEach((_, k) => {
        const label = item.harms[k] ?? 0;
        const weight = settings.harmWeight * (label === 1 ? settings.positiveWeight : 1);
        dOut[EMOTION_CLASSES.length + k] =
          weight * (sigmoid(scores[EMOTION_CLASSES.length + k] ?? 0) - label);
      });
      dHidden.fill(0);
      for (let o = 0; o < OUTPUTS; o += 1) {
        const d = dOut[o] ?? 0;
        const base = o * hidden;
        for (let j = 0; j < hidden; j += 1) {
          dHidden[j] = (dHidden[j] ?? 0) + (output[base + j] ?? 0) * d;
          output[base + j] = (output[base + j] ?? 0) - lr * d * (h[j] ?? 0);
        }
        outputBias[o] = (outputBias[o] ?? 0) - lr * d;
      }
      const value = 1 / Math.sqrt(active.index.length);
      for (let j = 0; j < hidden; j += 1) {
        // h is the ReLU output: no gradient where it is 0.
        if ((h[j] ?? 0) <= 0) dHidden[j] = 0;
        hiddenBias[j] = (hiddenBias[j] ?? 0) - lr * (dHidden[j] ?? 0);
      }
      active.index.forEach((row, f) => {
        touched[row] = 1;
        const base = row * hidden;
        const step = lr * value * (active.weight[f] ?? 1);
        for (let j = 0; j < hidden; j += 1)
          embeddings[base + j] = (embeddings[base + j] ?? 0) - step * (dHidden[j] ?? 0);
      });
    }
  }
  // Buckets no training text reached hold only their random start: zero, so they say nothing.
  for (let row = 0; row < buckets; row += 1)
    if (!touched[row]) embeddings.fill(0, row * hidden, (row + 1) * hidden);
  return encodeModel({
    header: {
      version: MODEL_FORMAT_VERSION,
      about: `Trained by scripts/train-analysis.ts (npm run train:analysis, seed ${settings.seed}, ${settings.epochs} epochs) on ${rows.length} texts: the dev split of tests/analysis-dev-set and the writers' batches in tests/analysis-train less their validation split, all CC0 (see their LICENSE.md).`,
      features: { buckets, minGram: settings.minGram, maxGram: settings.maxGram },
      hidden,
      classes: EMOTION_CLASSES,
      harms: HARMS,
    },
    ...model,
  });
}

function score(rows: readonly LabelledRow[]): Scored[] {
  return rows.map((row) => {
    const analysis = analyzeText(row.text);
    const safety = moderateText(row.text);
    return { ...row, tag: analysis.emotion_tag, safety, risk: risk(safety) };
  });
}

const args = process.argv.slice(2);
const settings: Settings = { ...SETTINGS };
args.forEach((arg, index) => {
  if (arg !== '--set') return;
  const [key, value] = (args[index + 1] ?? '').split('=');
  if (!key || !(key in settings)) throw new Error(`unknown setting ${key}`);
  (settings as unknown as Record<string, number>)[key] = Number(value);
});
/** Scores validation rows from prepared examples (no re-reading of the texts): for the grid. */
function quickScore(
  model: Model,
  rows: readonly LabelledRow[],
  examples: readonly Example[],
  noneAt: number,
): Scored[] {
  return rows.map((row, index) => {
    const prediction = predict(
      model,
      examples[index]?.buckets ?? { index: new Int32Array(), weight: new Float32Array() },
    );
    const [toxicity = 0, hatespeech = 0, disinfo = 0] = prediction.harms;
    const safety = { toxicity, hatespeech, disinfo, labels: [] };
    return {
      ...row,
      tag: emotionFromPrediction(prediction, noneAt).tag,
      safety,
      risk: risk(safety),
    };
  });
}

const compact = (rows: readonly Scored[]) =>
  (['en', 'tr'] as const)
    .map((lang) => {
      const f = figures(rows.filter((row) => row.lang === lang));
      if (Number.isNaN(f.emotion)) return '';
      const pct = (value: number | undefined) =>
        value === undefined || Number.isNaN(value) ? '-' : (value * 100).toFixed(1);
      return `${lang} emo ${pct(f.emotion)} [pl ${pct(f.registers.plain)} sl ${pct(f.registers.slang)} si ${pct(f.registers.situation)} ng ${pct(f.registers.negation)} mx ${pct(f.registers.mixed)} neu ${pct(f.neutral)}] auc ${Object.values(
        f.auc,
      )
        .map((v) => v.toFixed(3))
        .join('/')} fp ${pct(f.cleanFalsePositives)}`;
    })
    .filter((line) => line !== '')
    .join(' | ');

const rows = loadSplit('train');
if (args.includes('--grid')) {
  // Each line of the grid file is a JSON object of settings overrides.
  const gridFile = args[args.indexOf('--grid') + 1] ?? '';
  const grid = readFileSync(gridFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Partial<Settings>);
  const validation = loadSplit('validation');
  const cache = new Map<string, { train: Example[]; validation: Example[] }>();
  for (const overrides of grid) {
    const current = { ...settings, ...overrides };
    const key = `${current.buckets}/${current.minGram}/${current.maxGram}/${current.augment}/${current.safetyEmotionWeight}/${current.hardWeight}`;
    if (!cache.has(key))
      cache.set(key, {
        train: withAugmented(rows, current).map((row) => example(row, current)),
        validation: validation.map((row) => example(row, current)),
      });
    const prepared = cache.get(key);
    if (!prepared) continue;
    const model = decodeModel(train(rows, current, prepared.train));
    for (const noneAt of [0.35, 0.5, 0.65])
      console.log(
        `${JSON.stringify(overrides)} none≥${noneAt} :: ${compact(quickScore(model, validation, prepared.validation, noneAt))}`,
      );
  }
  process.exit(0);
}
const started = performance.now();
const file = train(rows, settings);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (args.includes('--validate')) {
  useModel(decodeModel(file));
  console.log(`trained on ${rows.length} texts in ${seconds} s; ${JSON.stringify(settings)}`);
  report('validation split', score(loadSplit('validation')), args.includes('--show-failures'));
  report('old held-out split', score(loadSplit('heldout')));
} else {
  mkdirSync(new URL('.', MODEL_FILE), { recursive: true });
  writeFileSync(MODEL_FILE, file);
  console.log(
    `trained on ${rows.length} texts in ${seconds} s: ${(file.length / 1024).toFixed(0)} KB → ${MODEL_FILE.pathname}`,
  );
}
