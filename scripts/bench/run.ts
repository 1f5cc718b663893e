// `npm run bench`: every benchmark in turn, or only those named (`npm run bench -- analysis`).
// Add a benchmark by adding an entry to BENCHES.
import { reportAnalysisBench, runAnalysisBench } from './analysis.ts';
import { runFeedBench } from './feed.ts';

interface Bench {
  name: string;
  run(): Promise<void> | void;
}

const BENCHES: readonly Bench[] = [
  { name: 'analysis', run: () => reportAnalysisBench(runAnalysisBench()) },
  { name: 'feed', run: runFeedBench },
  // These two run their whole benchmark when imported (see each file's header).
  { name: 'live', run: async () => void (await import('./live.ts')) },
  { name: 'admin-metrics', run: async () => void (await import('./admin-metrics.ts')) },
];

const wanted = process.argv.slice(2);
const chosen = wanted.length ? BENCHES.filter((bench) => wanted.includes(bench.name)) : BENCHES;
if (chosen.length === 0) {
  console.error(
    `No benchmark named ${wanted.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`,
  );
  process.exit(1);
}
for (const bench of chosen) {
  await bench.run();
  console.log('');
}
