// The figures `npm run eval:analysis` prints for a split, per language (issue 26's goals).
import type { ModerationResult } from '../../src/analysis/engine/types.ts';
import { SAFETY_RISK_WEIGHTS } from '../../src/shared/constants.ts';
import type { LabelledRow } from './data.ts';
import { accuracy, auc, rateAbove, topConfusions, type Prediction } from './metrics.ts';

export interface Scored extends LabelledRow {
  tag: string | null;
  safety: ModerationResult;
  risk: number;
}

/** Spec section 9: content with risk above this is throttled. */
export const RISK_THRESHOLD = 0.3;
const HARMS = [
  { label: 'toxic', score: 'toxicity' },
  { label: 'hate', score: 'hatespeech' },
  { label: 'disinfo', score: 'disinfo' },
] as const;
export const GOALS = {
  emotion: 0.85,
  situation: 0.75,
  negation: 0.8,
  auc: 0.95,
  cleanFalsePositives: 0.02,
} as const;
const REGISTERS = ['plain', 'slang', 'situation', 'negation', 'mixed'] as const;

export function risk(safety: ModerationResult): number {
  return (
    SAFETY_RISK_WEIGHTS.toxicity * safety.toxicity +
    SAFETY_RISK_WEIGHTS.hatespeech * safety.hatespeech +
    SAFETY_RISK_WEIGHTS.disinfo * safety.disinfo
  );
}

const isClean = (row: LabelledRow) => row.toxic === 0 && row.hate === 0 && row.disinfo === 0;
const percent = (value: number) => (Number.isNaN(value) ? 'n/a' : `${(value * 100).toFixed(1)}%`);
const goal = (value: number, target: number, higher = true) =>
  Number.isNaN(value) ? '' : (higher ? value >= target : value <= target) ? ' ok' : ' BELOW GOAL';

export interface LanguageFigures {
  emotion: number;
  registers: Record<string, number>;
  neutral: number;
  auc: Record<string, number>;
  cleanFalsePositives: number;
}

/** Emotion posts: an emotion label on a row written for its emotion (not a safety row). */
export const isEmotionPost = (row: LabelledRow) =>
  row.emotion !== null && row.register !== 'safety';

export function figures(rows: readonly Scored[]): LanguageFigures {
  const emotional = rows.filter(isEmotionPost);
  const predictions = (list: readonly Scored[]): Prediction[] =>
    list.map((row) => ({ expected: row.emotion ?? '', actual: row.tag }));
  const registers: Record<string, number> = {};
  for (const register of REGISTERS)
    registers[register] = accuracy(
      predictions(emotional.filter((row) => row.register === register)),
    );
  const neutral = rows.filter((row) => row.register === 'neutral' && row.emotion === null);
  const clean = rows.filter(isClean);
  const aucs: Record<string, number> = {};
  for (const { label, score } of HARMS)
    aucs[score] = auc(
      rows.filter((row) => row[label] === 1).map((row) => row.safety[score]),
      clean.map((row) => row.safety[score]),
    );
  return {
    emotion: accuracy(predictions(emotional)),
    registers,
    neutral:
      neutral.length === 0
        ? Number.NaN
        : neutral.filter((row) => row.tag === null).length / neutral.length,
    auc: aucs,
    cleanFalsePositives: rateAbove(
      clean.map((row) => row.risk),
      RISK_THRESHOLD,
    ),
  };
}

export function report(title: string, rows: readonly Scored[], showFailures = false): void {
  console.log(`\n== ${title}: ${rows.length} texts ==`);
  for (const lang of ['en', 'tr'] as const) {
    const mine = rows.filter((row) => row.lang === lang);
    if (mine.length === 0) continue;
    const f = figures(mine);
    const emotional = mine.filter(isEmotionPost);
    console.log(
      `${lang}: emotion top-1 ${percent(f.emotion)} of ${emotional.length}${goal(f.emotion, GOALS.emotion)}`,
    );
    const registers = REGISTERS.filter(
      (register) => !Number.isNaN(f.registers[register] ?? Number.NaN),
    ).map((register) => {
      const count = emotional.filter((row) => row.register === register).length;
      const value = f.registers[register] ?? Number.NaN;
      const target =
        register === 'situation'
          ? GOALS.situation
          : register === 'negation'
            ? GOALS.negation
            : undefined;
      return `${register} ${percent(value)} of ${count}${target === undefined ? '' : goal(value, target)}`;
    });
    if (registers.length > 0) console.log(`  registers: ${registers.join(', ')}`);
    const neutralCount = mine.filter(
      (row) => row.register === 'neutral' && row.emotion === null,
    ).length;
    if (neutralCount > 0)
      console.log(`  neutral (no emotion) ${percent(f.neutral)} of ${neutralCount}`);
    const confusions = topConfusions(
      emotional.map((row) => ({ expected: row.emotion ?? '', actual: row.tag })),
      6,
    )
      .map(({ expected, actual, count }) => `${expected}→${actual} ×${count}`)
      .join(', ');
    console.log(`  confusions: ${confusions || 'none'}`);
    const clean = mine.filter(isClean);
    for (const { label, score } of HARMS) {
      const harmful = mine.filter((row) => row[label] === 1).length;
      const value = f.auc[score] ?? Number.NaN;
      console.log(
        `  AUC ${score}: ${Number.isNaN(value) ? 'n/a' : value.toFixed(3)} (${harmful} harmful vs ${clean.length} clean)${goal(value, GOALS.auc)}`,
      );
    }
    console.log(
      `  clean false positives (risk > ${RISK_THRESHOLD}): ${percent(f.cleanFalsePositives)} of ${clean.length}${goal(f.cleanFalsePositives, GOALS.cleanFalsePositives, false)}`,
    );
  }
  if (!showFailures) return;
  console.log('\n-- misses --');
  for (const row of rows) {
    const problems: string[] = [];
    if (isEmotionPost(row) && row.tag !== row.emotion)
      problems.push(`emotion ${row.emotion}→${row.tag ?? 'none'}`);
    if (row.emotion === null && row.register === 'neutral' && row.tag !== null)
      problems.push(`neutral→${row.tag}`);
    for (const { label, score } of HARMS)
      if (row[label] === 1 && row.safety[score] < 0.5)
        problems.push(`${score} ${row.safety[score]}`);
    if (isClean(row) && row.risk > RISK_THRESHOLD)
      problems.push(`clean risk ${row.risk.toFixed(2)}`);
    if (problems.length > 0)
      console.log(`${row.id} [${row.register ?? row.kind}] ${problems.join('; ')} :: ${row.text}`);
  }
}
