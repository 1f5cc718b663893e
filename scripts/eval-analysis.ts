// `npm run eval:analysis`: the built-in engine (the shipped model, or its rules if the model cannot
// be loaded) against the labelled splits, per language: emotion top-1 overall and per register
// (plain, slang, situation, negation, mixed), no-emotion accuracy on neutral posts, the AUC of each
// harm's score for harmful against clean texts, and the clean false-positive rate (spec risk above
// 0.3). Splits: the blind split (tests/analysis-blind: written by a writer who never saw the
// engine, scored once per release and never tuned on), the validation split (15% of the writers'
// training batches, kept out of training) and the first set's held-out split.
// `--split <blind|validation|heldout>` prints one; `--show-failures` lists the validation split's
// misses (never the blind or held-out ones, so that nobody tunes on them).
import { analyzeText } from '../src/analysis/engine/analyze.ts';
import { modelStatus } from '../src/analysis/engine/model.ts';
import { moderateText } from '../src/analysis/engine/moderate.ts';
import { loadSplit, type LabelledRow, type SplitName } from './eval-analysis/data.ts';
import { report, risk, type Scored } from './eval-analysis/report.ts';

const SPLITS: readonly { name: SplitName; title: string }[] = [
  { name: 'blind', title: 'blind split (tests/analysis-blind)' },
  { name: 'validation', title: 'validation split (15% of tests/analysis-train)' },
  { name: 'heldout', title: 'first set held-out split (tests/analysis-dev-set)' },
];

function splitOption(argv: readonly string[]): SplitName | undefined {
  const index = argv.findIndex((arg) => arg === '--split' || arg.startsWith('--split='));
  if (index === -1) return undefined;
  const arg = argv[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const split = SPLITS.find(({ name }) => name === value);
  if (split === undefined)
    throw new Error(`--split must be one of: ${SPLITS.map((s) => s.name).join(', ')}`);
  return split.name;
}

function score(rows: readonly LabelledRow[]): Scored[] {
  return rows.map((row) => {
    const analysis = analyzeText(row.text);
    const safety = moderateText(row.text);
    return { ...row, tag: analysis.emotion_tag, safety, risk: risk(safety) };
  });
}

const status = modelStatus();
console.log(
  status.loaded
    ? `engine: learned model (${(status.bytes / 1024).toFixed(0)} KB, loaded in ${status.loadMs.toFixed(0)} ms)`
    : `engine: RULES ONLY (model not loaded: ${status.reason})`,
);
const only = splitOption(process.argv.slice(2));
const showFailures = process.argv.includes('--show-failures');
for (const { name, title } of SPLITS) {
  if (only !== undefined && only !== name) continue;
  const rows = loadSplit(name);
  if (rows.length === 0) {
    console.log(`\n== ${title}: no texts ==`);
    continue;
  }
  report(title, score(rows), showFailures && name === 'validation');
}
