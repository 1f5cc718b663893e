import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency.ts';

describe('limitConcurrency', () => {
  it('runs at most `max` tasks at once, the rest in arrival order, and passes results and errors through', async () => {
    const limit = limitConcurrency(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    const results = gates.map((gate, index) =>
      limit(async () => {
        started.push(index);
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        if (index === 3) throw new Error('task 3 failed');
        return index * 10;
      }),
    );
    const settled = Promise.allSettled(results); // every outcome observed, none unhandled
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) {
      gate.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const outcomes = await settled;
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 0 });
    expect(outcomes[4]).toEqual({ status: 'fulfilled', value: 40 });
    expect(outcomes[3]).toMatchObject({ status: 'rejected', reason: { message: 'task 3 failed' } });
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });
});
