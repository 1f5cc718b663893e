// The labelled data the analysis engine is trained and scored on (docs/analysis.md, "Learned
// model"): the first development set (tests/analysis-dev-set, its dev split for training and its
// held-out split for scoring), the writers' training batches (tests/analysis-train, of which a
// fixed 15% by a hash of the id is the validation split, never trained on) and the blind split
// (tests/analysis-blind, scored once per release, never tuned on).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface LabelledRow {
  id: string;
  lang: 'en' | 'tr';
  text: string;
  emotion: string | null;
  toxic: number;
  hate: number;
  disinfo: number;
  /** plain, slang, situation, negation, mixed, neutral, safety; absent in the first set. */
  register?: string;
  kind: string;
  target?: string;
  split?: string;
}

export type SplitName = 'train' | 'validation' | 'heldout' | 'blind';

const ROOT = new URL('../../tests/', import.meta.url);
const DEV_SET = new URL('analysis-dev-set/dev-set.jsonl', ROOT);
const TRAIN_DIR = new URL('analysis-train/', ROOT);
const BLIND_DIR = new URL('analysis-blind/', ROOT);
/** Share of the writers' training rows kept out of training to tune on (percent). */
export const VALIDATION_PERCENT = 15;

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function readJsonl(file: URL): LabelledRow[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledRow);
}

function readDir(dir: URL): LabelledRow[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readJsonl(new URL(name, dir)));
}

/** The first set's kinds as registers, where they say one ('safety' for the harm rows). */
function firstSetRegister(row: LabelledRow): string | undefined {
  if (row.kind === 'negation') return 'negation';
  if (row.kind === 'neutral') return 'neutral';
  if (row.kind === 'emotion' || row.kind === 'idiom') return undefined;
  return 'safety';
}

export const isValidation = (row: LabelledRow) =>
  fnv1a(`validation:${row.id}`) % 100 < VALIDATION_PERCENT;

export function loadSplit(split: SplitName): LabelledRow[] {
  if (split === 'blind') return readDir(BLIND_DIR);
  if (split === 'heldout')
    return readJsonl(DEV_SET)
      .filter((row) => row.split === 'heldout')
      .map((row) => ({ ...row, register: firstSetRegister(row) }));
  const writers = readDir(TRAIN_DIR);
  if (split === 'validation') return writers.filter(isValidation);
  const dev = readJsonl(DEV_SET)
    .filter((row) => row.split === 'dev')
    .map((row) => ({ ...row, register: firstSetRegister(row) }));
  return [...dev, ...writers.filter((row) => !isValidation(row))];
}
