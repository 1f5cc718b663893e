// `npm run bench`: every benchmark in turn, or only those named (`npm run bench -- analysis`).
// Add a benchmark by adding an entry to BENCHES.
import { reportAnalysisBench, runAnalysisBench } from './analysis.ts';

interface Bench {
  name: string;
  run(): Promise<void> | void;
}

const BENCHES: readonly Bench[] = [
  { name: 'analysis', run: () => reportAnalysisBench(runAnalysisBench()) },
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
