// `npm run bench:analysis`: throughput and latency of the built-in analysis engine, in-process on
// one core (Node runs it on one thread): analyze + moderate per post, over a deterministic mixed
// English and Turkish corpus. The two calls share one reading of the text (engine/read.ts), as
// they do in the analysis service, which moderates each post right after analysing it. Figures are reported, not asserted (docs/analysis.md has the goal).
import { fileURLToPath } from 'node:url';
import { analyzeText } from '../../src/analysis/engine/analyze.ts';
import { modelStatus } from '../../src/analysis/engine/model.ts';
import { moderateText } from '../../src/analysis/engine/moderate.ts';
import { LABELLED_POSTS } from '../../src/analysis/testing/labelled-posts.ts';
import { POST_TEXT_MAX } from '../../src/shared/constants.ts';

const CORPUS_SIZE = 2000;
const WARM_UP_ROUNDS = 2;
const MEASURED_ROUNDS = 5;
const SEED = 20_240_606;
export const GOAL = { textsPerSecond: 2000, p99Ms: 2 } as const;

const OPENERS = [
  '',
  '',
  'Ok so ',
  'Honestly, ',
  'Bugün ',
  'Ya ',
  'Guys, ',
  'Arkadaşlar, ',
  'Update: ',
  'Sabah sabah ',
];
const CLOSERS = [
  '',
  '',
  ' #istanbul',
  ' #monday #work',
  ' 😂',
  ' 🙏✨',
  ' #kahve ☕',
  ' @deniz what do you think?',
  ' https://example.com/a/b',
  ' ne dersiniz?',
  '!!!',
  ' lol',
];
const FILLERS = [
  'The weather in Kadıköy was grey all day and the ferry was late again.',
  'Yeni kitabın ilk bölümünü okudum, kapak tasarımı çok başarılı.',
  'We tried the new ramen place near Taksim, the broth was rich.',
  'Akşam maçı izleyeceğiz, kimler geliyor?',
  'Finished the quarterly report and sent it to the team.',
  'Annemin tarifiyle mercimek çorbası yaptım.',
];

/** mulberry32: a small seeded generator, so every run benchmarks the same corpus. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function benchmarkCorpus(size = CORPUS_SIZE, seed = SEED): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: size }, () => {
    let text = pick(OPENERS) + pick(LABELLED_POSTS).text;
    if (next() < 0.4) text += ` ${pick(FILLERS)}`;
    return (text + pick(CLOSERS)).slice(0, POST_TEXT_MAX);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface AnalysisBenchResult {
  texts: number;
  textsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Texts per CPU-second, and the per-text CPU time (what the engine costs, whatever the load). */
  cpuTextsPerSecond: number;
  cpuP50Ms: number;
  cpuP99Ms: number;
  meetsGoal: boolean;
}

export function runAnalysisBench(): AnalysisBenchResult {
  const corpus = benchmarkCorpus();
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
    for (const text of corpus) {
      analyzeText(text);
      moderateText(text);
    }
  const latencies: number[] = [];
  // CPU time too: on a shared machine the wall clock measures the scheduler as much as the engine.
  const cpuLatencies: number[] = [];
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let round = 0; round < MEASURED_ROUNDS; round += 1)
    for (const text of corpus) {
      const before = performance.now();
      const cpuBefore = process.cpuUsage();
      analyzeText(text);
      moderateText(text);
      const cpu = process.cpuUsage(cpuBefore);
      latencies.push(performance.now() - before);
      cpuLatencies.push((cpu.user + cpu.system) / 1000);
    }
  const elapsedMs = performance.now() - started;
  const cpuTotal = process.cpuUsage(cpuStarted);
  latencies.sort((a, b) => a - b);
  cpuLatencies.sort((a, b) => a - b);
  const result = {
    texts: latencies.length,
    textsPerSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies[latencies.length - 1] ?? 0,
    cpuTextsPerSecond: Math.round(latencies.length / ((cpuTotal.user + cpuTotal.system) / 1e6)),
    cpuP50Ms: percentile(cpuLatencies, 50),
    cpuP99Ms: percentile(cpuLatencies, 99),
  };
  return {
    ...result,
    meetsGoal: result.textsPerSecond > GOAL.textsPerSecond && result.p99Ms < GOAL.p99Ms,
  };
}

export function reportAnalysisBench(result: AnalysisBenchResult): void {
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  const status = modelStatus();
  console.log('analysis engine (analyze + moderate, in-process, one core)');
  console.log(
    status.loaded
      ? `  model        ${(status.bytes / 1024).toFixed(0)} KB, loaded in ${status.loadMs.toFixed(0)} ms`
      : `  model        not loaded (${status.reason}): rules only`,
  );
  console.log(
    `  texts        ${result.texts} (${CORPUS_SIZE} distinct en/tr posts x ${MEASURED_ROUNDS})`,
  );
  console.log(`  throughput   ${result.textsPerSecond} texts/s (goal > ${GOAL.textsPerSecond})`);
  console.log(`  latency p50  ${ms(result.p50Ms)}`);
  console.log(`  latency p99  ${ms(result.p99Ms)} (goal < ${GOAL.p99Ms} ms)`);
  console.log(`  latency max  ${ms(result.maxMs)}`);
  console.log(
    `  CPU time     ${result.cpuTextsPerSecond} texts per CPU-second, p50 ${ms(result.cpuP50Ms)}, p99 ${ms(result.cpuP99Ms)}`,
  );
  console.log(`  goal         ${result.meetsGoal ? 'met' : 'NOT met'} (wall clock)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  reportAnalysisBench(runAnalysisBench());
