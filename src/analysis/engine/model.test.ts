import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeText, analyzeTextWithRules } from './analyze.ts';
import {
  decodeModel,
  EMOTION_CLASSES,
  encodeModel,
  HARMS,
  loadModel,
  MODEL_FILE,
  MODEL_FORMAT_VERSION,
  modelStatus,
  OUTPUTS,
  predict,
  useModel,
} from './model.ts';
import { moderateText } from './moderate.ts';
import { moderateTextWithRules } from './safety-rules.ts';

// Loading the learned model, refusing a damaged file, and falling back to the rules without it.

function tinyModel() {
  const buckets = 16;
  const hidden = 4;
  const fill = (length: number, seed: number) =>
    Float32Array.from({ length }, (_, index) => Math.sin(index * 7 + seed) * 0.5);
  return {
    header: {
      version: MODEL_FORMAT_VERSION,
      about: 'test',
      features: { buckets, minGram: 3, maxGram: 5 },
      hidden,
      classes: EMOTION_CLASSES,
      harms: HARMS,
    },
    embeddings: fill(buckets * hidden, 1),
    hiddenBias: fill(hidden, 2),
    output: fill(OUTPUTS * hidden, 3),
    outputBias: fill(OUTPUTS, 4),
  };
}

afterEach(() => useModel(undefined));

describe('the model file', () => {
  it('round-trips: int8 embeddings predict as the float weights do, to quantisation error', () => {
    const model = tinyModel();
    const decoded = decodeModel(encodeModel(model));
    const buckets = { index: Int32Array.from([1, 5, 9]), weight: Float32Array.from([1, 3, 1]) };
    const exact = predict({ ...model, header: decoded.header }, buckets);
    const loaded = predict(decoded, buckets);
    loaded.emotion.forEach((value, index) =>
      expect(value).toBeCloseTo(exact.emotion[index] ?? 0, 2),
    );
    loaded.harms.forEach((value, index) => expect(value).toBeCloseTo(exact.harms[index] ?? 0, 2));
    expect(loaded.emotion.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 6);
  });

  it('encodes the same weights to the same bytes', () => {
    expect(encodeModel(tinyModel()).equals(encodeModel(tinyModel()))).toBe(true);
  });

  it('refuses a file with a changed byte, a truncated file or another format', () => {
    const bytes = encodeModel(tinyModel());
    const altered = Buffer.from(bytes);
    altered[altered.length - 10] = (altered[altered.length - 10] ?? 0) ^ 0xff;
    expect(() => decodeModel(altered)).toThrow(/checksum/);
    expect(() => decodeModel(bytes.subarray(0, bytes.length - 4))).toThrow(/truncated/);
    expect(() => decodeModel(Buffer.from('{"not":"a model"}'))).toThrow(/not an analysis model/);
  });

  it('loads the shipped model at a few MB', () => {
    const status = modelStatus();
    expect(status.loaded).toBe(true);
    if (status.loaded) expect(status.bytes).toBeLessThan(5 * 1024 * 1024);
  });
});

describe('fallback to the rules', () => {
  it('reports a missing or corrupt file and loads nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lorien-model-'));
    expect(loadModel(join(dir, 'missing.bin'))).toMatchObject({
      model: null,
      status: { loaded: false },
    });
    const corrupt = join(dir, 'corrupt.bin');
    const bytes = readFileSync(MODEL_FILE);
    writeFileSync(corrupt, bytes.subarray(0, bytes.length >> 1));
    expect(loadModel(corrupt)).toMatchObject({
      model: null,
      status: { loaded: false, reason: expect.stringMatching(/truncated/) },
    });
  });

  it('answers with the rules when there is no model', () => {
    useModel(null);
    for (const text of [
      'I am not happy at all',
      'Sen tam bir gerizekalısın',
      'Lemon water cures cancer',
    ]) {
      expect(analyzeText(text)).toEqual(analyzeTextWithRules(text));
      expect(moderateText(text)).toEqual(moderateTextWithRules(text));
    }
  });
});
