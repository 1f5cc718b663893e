/// <reference lib="webworker" />
import { searchCounters, type PowParameters } from './pow-solver.ts';

// Solves the bot check's proof of work off the page's main thread, in slices, reporting how far
// it got so the form can show progress.

const SLICE = 20_000;
const LIMIT = 0xffffffff;

self.onmessage = (event: MessageEvent<{ parameters: PowParameters }>) => {
  const { parameters } = event.data;
  const started = performance.now();
  for (let start = 0; start < LIMIT; start += SLICE) {
    const found = searchCounters(parameters, start, Math.min(start + SLICE, LIMIT));
    if (found) {
      self.postMessage({
        type: 'solved',
        solution: { ...found, time: Math.round(performance.now() - started) },
      });
      return;
    }
    self.postMessage({ type: 'progress', tried: start + SLICE });
  }
  self.postMessage({ type: 'failed' });
};
