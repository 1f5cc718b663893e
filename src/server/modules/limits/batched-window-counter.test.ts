import { afterEach, describe, expect, it } from 'vitest';
import { memoryLimitStore, type LimitStore } from '../../lib/rate-limiter.ts';
import { BatchedWindowCounter } from './batched-window-counter.ts';

const WINDOW = 60_000;
const HOUR = 3_600_000; // the timer never fires on its own in these tests

/** A store that counts its writes, over the in-memory one. */
function countingStore(now: () => Date) {
  const inner = memoryLimitStore(now);
  const writes: number[] = [];
  let down = false;
  const store: LimitStore = {
    ...inner,
    async increment(key, windowMs, hits = 1) {
      if (down) throw new Error('store down');
      writes.push(hits);
      return inner.increment(key, windowMs, hits);
    },
  };
  return {
    store,
    writes,
    setDown: (value: boolean) => (down = value),
    shared: async (key: string) => (await inner.increment(key, WINDOW, 0)).count,
  };
}

describe('BatchedWindowCounter', () => {
  let time = Date.parse('2026-11-23T12:00:00Z');
  const clock = () => new Date(time);
  const counters: BatchedWindowCounter[] = [];
  const make = (store: LimitStore, max = 100, flushMs = HOUR) => {
    const counter = new BatchedWindowCounter(store, clock, {
      max,
      flushMs,
      exactFromShare: 0.8,
    });
    counters.push(counter);
    return counter;
  };
  afterEach(async () => {
    for (const counter of counters.splice(0)) await counter.close();
    time = Date.parse('2026-11-23T12:00:00Z');
  });

  it('writes the first hit through, then counts in memory until a flush adds the rest', async () => {
    const { store, writes, shared } = countingStore(clock);
    const counter = make(store);
    const counts: number[] = [];
    for (let hit = 0; hit < 10; hit += 1)
      counts.push((await counter.increment('ip', WINDOW)).count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes).toEqual([1]);
    await counter.flushAll();
    expect(writes).toEqual([1, 9]);
    expect(await shared('ip')).toBe(10);
  });

  it('checks a key against its own budget when given one (a route with a larger budget stays batched)', async () => {
    const { store, writes } = countingStore(clock);
    const counter = make(store, 100);
    for (let hit = 0; hit < 500; hit += 1) await counter.increment('media', WINDOW, 1_000);
    // 500 is under 80 % of 1,000: only the first hit was written through.
    expect(writes).toEqual([1]);
    for (let hit = 0; hit < 350; hit += 1) await counter.increment('media', WINDOW, 1_000);
    expect(writes.length).toBeGreaterThan(1);
  });

  it('sees the other instances’ hits after a flush', async () => {
    const { store, shared } = countingStore(clock);
    const first = make(store);
    const second = make(store);
    for (let hit = 0; hit < 5; hit += 1) await first.increment('ip', WINDOW);
    await first.flushAll();
    expect((await second.increment('ip', WINDOW)).count).toBe(6);
    await second.increment('ip', WINDOW);
    await second.flushAll();
    expect(await shared('ip')).toBe(7);
  });

  it('reads the shared count again once its last reading is a sync old', async () => {
    const { store, writes } = countingStore(clock);
    const first = make(store, 100, 1_000);
    const second = make(store, 100, 1_000);
    await first.increment('ip', WINDOW);
    for (let hit = 0; hit < 5; hit += 1) await second.increment('ip', WINDOW);
    await second.flushAll();
    expect((await first.increment('ip', WINDOW)).count).toBe(2); // still its own estimate
    time += 1_000;
    expect((await first.increment('ip', WINDOW)).count).toBe(8); // 6 shared + its pending 1 + 1
    expect(writes).toEqual([1, 1, 4, 1]);
  });

  it('counts every hit in the shared store once the budget is nearly spent', async () => {
    const { store, writes } = countingStore(clock);
    const first = make(store, 10);
    const second = make(store, 10);
    for (let hit = 0; hit < 7; hit += 1) await first.increment('ip', WINDOW);
    await first.flushAll();
    // The second instance starts from 7: its hits from the 8th on go straight to the store.
    const counts: number[] = [];
    for (let hit = 0; hit < 4; hit += 1) counts.push((await second.increment('ip', WINDOW)).count);
    expect(counts).toEqual([8, 9, 10, 11]);
    expect(writes.slice(2)).toEqual([1, 1, 1, 1]);
  });

  it('starts a new window when the old one ends, and drops the ended window’s pending hits', async () => {
    const { store, shared } = countingStore(clock);
    const counter = make(store);
    for (let hit = 0; hit < 3; hit += 1) await counter.increment('ip', WINDOW);
    time += WINDOW;
    expect((await counter.increment('ip', WINDOW)).count).toBe(1);
    await counter.flushAll();
    expect(await shared('ip')).toBe(1);
  });

  it('keeps hits pending while the store is down and adds them when it is back', async () => {
    const { store, setDown, shared } = countingStore(clock);
    const counter = make(store);
    await counter.increment('ip', WINDOW);
    setDown(true);
    expect((await counter.increment('ip', WINDOW)).count).toBe(2);
    await counter.flushAll();
    setDown(false);
    await counter.flushAll();
    expect(await shared('ip')).toBe(2);
  });

  it('adds what is pending when it closes', async () => {
    const { store, shared } = countingStore(clock);
    const counter = make(store);
    for (let hit = 0; hit < 4; hit += 1) await counter.increment('ip', WINDOW);
    await counter.close();
    expect(await shared('ip')).toBe(4);
  });
});
