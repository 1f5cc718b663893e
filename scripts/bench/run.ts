// `npm run bench`: the route bench (routes.ts). `npm run bench -- <name> [options]` runs the
// one named (options go to it, e.g. `npm run bench -- routes --only home,following --duration 3`);
// `npm run bench -- all` runs every benchmark in turn. Add a benchmark by adding it to BENCHES.
import { reportAnalysisBench, runAnalysisBench } from './analysis.ts';
import { runFeedBench } from './feed.ts';
import { runRoutesBench } from './routes.ts';

interface Bench {
  name: string;
  run(options: string[]): Promise<void> | void;
}

const BENCHES: readonly Bench[] = [
  { name: 'routes', run: (options) => runRoutesBench(options) },
  { name: 'analysis', run: () => reportAnalysisBench(runAnalysisBench()) },
  { name: 'feed', run: runFeedBench },
  // These two run their whole benchmark when imported (see each file's header).
  { name: 'live', run: async () => void (await import('./live.ts')) },
  { name: 'admin-metrics', run: async () => void (await import('./admin-metrics.ts')) },
];

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const names = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const chosen =
  names.length === 0
    ? BENCHES.filter((bench) => bench.name === 'routes')
    : names.includes('all')
      ? BENCHES
      : BENCHES.filter((bench) => names.includes(bench.name));
if (chosen.length === 0 || chosen.length < names.filter((n) => n !== 'all').length) {
  console.error(
    `Unknown benchmark in ${names.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}, all`,
  );
  process.exit(1);
}
for (const bench of chosen) {
  await bench.run(options);
  console.log('');
}
