import { readFileSync } from 'node:fs';
import { EMOTION_PROTOTYPES } from '../../shared/constants.ts';
import type { Buckets, FeatureConfig } from './features.ts';

// The learned model that decides (issue 26): fastText-style. A text's hashed features
// (features.ts) each own a row of an embedding table; their mean (scaled by 1/sqrt(count)) plus a
// bias goes through a ReLU hidden layer, then one linear layer gives 13 emotion scores (the 12
// prototypes and 'none', softmax) and 3 harm scores (toxicity, hate speech, disinformation, each a
// sigmoid). Trained by scripts/train-analysis.ts (`npm run train:analysis`) and shipped as one
// binary file: a JSON header, then the embedding table in int8 with one float32 scale per row, then
// the small dense layers in float32. A file that is missing, truncated or fails its checksum is
// refused, and the engine falls back to its rules (read.ts).

export const MODEL_FILE = new URL('./model/analysis-model.bin', import.meta.url);
const MAGIC = 'LRNM';
export const MODEL_FORMAT_VERSION = 2;
/** The 12 prototypes in EMOTION_PROTOTYPES order, then 'none' (no feeling). */
export const EMOTION_CLASSES: readonly string[] = [...EMOTION_PROTOTYPES, 'none'];
export const NONE_CLASS = EMOTION_PROTOTYPES.length;
export const HARMS = ['toxicity', 'hatespeech', 'disinfo'] as const;
export const OUTPUTS = EMOTION_CLASSES.length + HARMS.length;

export interface ModelHeader {
  version: number;
  about: string;
  features: FeatureConfig;
  hidden: number;
  classes: readonly string[];
  harms: readonly string[];
  /** Embedding rows stored (the others, which no training text reached, are zero). */
  rows: number;
  /** FNV-1a of the payload bytes. */
  checksum: number;
  payloadBytes: number;
}

export interface Model {
  header: ModelHeader;
  /** buckets × hidden. */
  embeddings: Float32Array;
  hiddenBias: Float32Array;
  /** OUTPUTS × hidden. */
  output: Float32Array;
  outputBias: Float32Array;
}

export interface Prediction {
  /** Probability per EMOTION_CLASSES entry, summing to 1. */
  emotion: number[];
  /** Probability per HARMS entry, 0..1 each. */
  harms: number[];
}

function fnv1aBytes(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < bytes.length; index += 1) {
    hash ^= bytes[index] ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The model as a file: int8 embeddings with per-row scales. Deterministic for the same weights. */
export function encodeModel(
  model: Omit<Model, 'header'> & {
    header: Omit<ModelHeader, 'checksum' | 'payloadBytes' | 'rows'>;
  },
): Buffer {
  const { buckets } = model.header.features;
  const hidden = model.header.hidden;
  // Only the rows that hold something: a bitmap of which, then a scale and int8 values for each.
  const present = new Uint8Array(buckets / 8);
  const scales: number[] = [];
  const values: number[] = [];
  for (let row = 0; row < buckets; row += 1) {
    let max = 0;
    for (let j = 0; j < hidden; j += 1)
      max = Math.max(max, Math.abs(model.embeddings[row * hidden + j] ?? 0));
    if (max === 0) continue;
    present[row >> 3] = (present[row >> 3] ?? 0) | (1 << (row & 7));
    const scale = Math.fround(max / 127);
    scales.push(scale);
    for (let j = 0; j < hidden; j += 1)
      values.push(Math.round((model.embeddings[row * hidden + j] ?? 0) / scale));
  }
  const rows = scales.length;
  const payload = Buffer.concat([
    Buffer.from(present.buffer),
    Buffer.from(Float32Array.from(scales).buffer),
    Buffer.from(Int8Array.from(values).buffer),
    Buffer.alloc((4 - ((rows * hidden) % 4)) % 4),
    Buffer.from(Float32Array.from(model.hiddenBias).buffer),
    Buffer.from(Float32Array.from(model.output).buffer),
    Buffer.from(Float32Array.from(model.outputBias).buffer),
  ]);
  const header: ModelHeader = {
    ...model.header,
    rows,
    checksum: fnv1aBytes(payload),
    payloadBytes: payload.length,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([Buffer.from(MAGIC, 'ascii'), length, json, payload]);
}

/** A model from its file's bytes; throws on anything malformed, truncated or altered. */
export function decodeModel(bytes: Buffer): Model {
  if (bytes.length < 8 || bytes.toString('ascii', 0, 4) !== MAGIC)
    throw new Error('not an analysis model file');
  const headerLength = bytes.readUInt32LE(4);
  const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as ModelHeader;
  if (header.version !== MODEL_FORMAT_VERSION)
    throw new Error(`model format ${header.version} is not ${MODEL_FORMAT_VERSION}`);
  if (header.classes.join() !== EMOTION_CLASSES.join() || header.harms.join() !== HARMS.join())
    throw new Error('model classes do not match the prototypes');
  const { buckets } = header.features;
  const hidden = header.hidden;
  if (!Number.isInteger(Math.log2(buckets)) || hidden < 1) throw new Error('bad model dimensions');
  const start = 8 + headerLength;
  const payload = bytes.subarray(start);
  const rows = header.rows;
  const table = rows * hidden + ((4 - ((rows * hidden) % 4)) % 4);
  const expected = buckets / 8 + rows * 4 + table + hidden * 4 + OUTPUTS * hidden * 4 + OUTPUTS * 4;
  if (payload.length !== header.payloadBytes || payload.length !== expected)
    throw new Error('model file is truncated');
  if (fnv1aBytes(payload) !== header.checksum) throw new Error('model file fails its checksum');
  // An aligned copy, so the float sections can be read as typed arrays in place.
  const aligned = new Uint8Array(payload.length);
  aligned.set(payload);
  const present = aligned.subarray(0, buckets / 8);
  let offset = buckets / 8;
  const scales = new Float32Array(aligned.buffer.slice(offset, offset + rows * 4));
  offset += rows * 4;
  const quantised = new Int8Array(aligned.buffer, offset, rows * hidden);
  offset += table;
  const embeddings = new Float32Array(buckets * hidden);
  let stored = 0;
  for (let row = 0; row < buckets; row += 1) {
    if (((present[row >> 3] ?? 0) & (1 << (row & 7))) === 0) continue;
    const scale = scales[stored] ?? 0;
    const from = stored * hidden;
    const base = row * hidden;
    for (let j = 0; j < hidden; j += 1) embeddings[base + j] = (quantised[from + j] ?? 0) * scale;
    stored += 1;
  }
  if (stored !== rows) throw new Error('model file rows do not match its header');
  const section = (count: number) => {
    const values = new Float32Array(aligned.buffer.slice(offset, offset + count * 4));
    offset += count * 4;
    return values;
  };
  const hiddenBias = section(hidden);
  const output = section(OUTPUTS * hidden);
  const outputBias = section(OUTPUTS);
  return { header, embeddings, hiddenBias, output, outputBias };
}

/** The model's raw scores (13 emotion logits, then 3 harm logits) for a text's feature buckets. */
export function modelScores(
  model: Pick<Model, 'embeddings' | 'hiddenBias' | 'output' | 'outputBias'>,
  hidden: number,
  buckets: Buckets,
  hiddenOut?: Float64Array,
): Float64Array {
  const h = hiddenOut ?? new Float64Array(hidden);
  const count = buckets.index.length;
  const value = count > 0 ? 1 / Math.sqrt(count) : 0;
  for (let j = 0; j < hidden; j += 1) h[j] = 0;
  for (let f = 0; f < count; f += 1) {
    const base = (buckets.index[f] ?? 0) * hidden;
    const weight = buckets.weight[f] ?? 1;
    for (let j = 0; j < hidden; j += 1)
      h[j] = (h[j] ?? 0) + weight * (model.embeddings[base + j] ?? 0);
  }
  for (let j = 0; j < hidden; j += 1) {
    const z = (h[j] ?? 0) * value + (model.hiddenBias[j] ?? 0);
    h[j] = z > 0 ? z : 0;
  }
  const scores = new Float64Array(OUTPUTS);
  for (let o = 0; o < OUTPUTS; o += 1) {
    let sum = model.outputBias[o] ?? 0;
    const base = o * hidden;
    for (let j = 0; j < hidden; j += 1) sum += (model.output[base + j] ?? 0) * (h[j] ?? 0);
    scores[o] = sum;
  }
  return scores;
}

export function softmaxInto(
  scores: ArrayLike<number>,
  from: number,
  to: number,
  out: number[],
): void {
  let max = -Infinity;
  for (let index = from; index < to; index += 1) max = Math.max(max, scores[index] ?? 0);
  let sum = 0;
  for (let index = from; index < to; index += 1) {
    const value = Math.exp((scores[index] ?? 0) - max);
    out[index - from] = value;
    sum += value;
  }
  for (let index = 0; index < to - from; index += 1) out[index] = (out[index] ?? 0) / sum;
}

export const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

export function predict(model: Model, buckets: Buckets): Prediction {
  const scores = modelScores(model, model.header.hidden, buckets);
  const emotion: number[] = new Array<number>(EMOTION_CLASSES.length).fill(0);
  softmaxInto(scores, 0, EMOTION_CLASSES.length, emotion);
  const harms = HARMS.map((_, index) => sigmoid(scores[EMOTION_CLASSES.length + index] ?? 0));
  return { emotion, harms };
}

export type ModelStatus =
  { loaded: true; loadMs: number; bytes: number } | { loaded: false; reason: string };

let shipped: Model | null | undefined;
let status: ModelStatus = { loaded: false, reason: 'not loaded yet' };

/** Loads a model file: the model and its status, or null and why (missing, corrupt). */
export function loadModel(file: URL | string = MODEL_FILE): {
  model: Model | null;
  status: ModelStatus;
} {
  const started = performance.now();
  try {
    const bytes = readFileSync(file);
    const model = decodeModel(bytes);
    return {
      model,
      status: { loaded: true, loadMs: performance.now() - started, bytes: bytes.length },
    };
  } catch (error) {
    return {
      model: null,
      status: { loaded: false, reason: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** The shipped model, loaded once (at start-up: analyze.ts and moderate.ts import this module). */
export function shippedModel(): Model | null {
  if (shipped === undefined) {
    const loaded = loadModel();
    shipped = loaded.model;
    status = loaded.status;
  }
  return shipped;
}

/** Whether the shipped model is in use, and how long it took to load. */
export function modelStatus(): ModelStatus {
  shippedModel();
  return status;
}

/** For tests: use this model (or null: the rules) instead of the shipped one; undefined reloads. */
export function useModel(model: Model | null | undefined): void {
  shipped = model;
}
