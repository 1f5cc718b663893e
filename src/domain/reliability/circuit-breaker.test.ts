import { describe, expect, it } from 'vitest';
import {
  closedBreaker,
  decide,
  recordFailure,
  recordSuccess,
  startProbe,
  type Breaker,
  type BreakerSettings,
} from './circuit-breaker.ts';

const settings: BreakerSettings = { failures: 3, cooldownMs: 5_000, maxCooldownMs: 12_000 };

function failTimes(breaker: Breaker, times: number, now = 0): Breaker {
  let current = breaker;
  for (let i = 0; i < times; i += 1) current = recordFailure(current, now, settings);
  return current;
}

describe('the circuit breaker', () => {
  it('lets calls through while closed, and opens only after the set number of failures in a row', () => {
    expect(decide(closedBreaker, 0)).toBe('pass');
    const twice = failTimes(closedBreaker, 2);
    expect(twice).toEqual({ state: 'closed', failures: 2 });
    expect(decide(twice, 0)).toBe('pass');
    expect(failTimes(twice, 1, 1_000)).toEqual({
      state: 'open',
      openedAt: 1_000,
      cooldownMs: 5_000,
    });
  });

  it('forgets earlier failures after a success', () => {
    const reset = recordSuccess(failTimes(closedBreaker, 2));
    expect(failTimes(reset, 2)).toEqual({ state: 'closed', failures: 2 });
  });

  it('refuses calls while open, then lets one probe through after the cooldown', () => {
    const open = failTimes(closedBreaker, 3, 1_000);
    expect(decide(open, 1_000)).toBe('refuse');
    expect(decide(open, 5_999)).toBe('refuse');
    expect(decide(open, 6_000)).toBe('probe');
    const probing = startProbe(open);
    expect(probing).toEqual({ state: 'half_open', cooldownMs: 5_000 });
    // Only one probe at a time.
    expect(decide(probing, 60_000)).toBe('refuse');
  });

  it('closes when the probe succeeds', () => {
    const probing = startProbe(failTimes(closedBreaker, 3));
    const closed = recordSuccess(probing);
    expect(closed).toEqual(closedBreaker);
    expect(decide(closed, 0)).toBe('pass');
  });

  it('opens again for twice as long when the probe fails, up to the longest cooldown', () => {
    let breaker = startProbe(failTimes(closedBreaker, 3, 0));
    breaker = recordFailure(breaker, 10_000, settings);
    expect(breaker).toEqual({ state: 'open', openedAt: 10_000, cooldownMs: 10_000 });
    expect(decide(breaker, 19_999)).toBe('refuse');
    expect(decide(breaker, 20_000)).toBe('probe');
    breaker = recordFailure(startProbe(breaker), 20_000, settings);
    expect(breaker).toEqual({ state: 'open', openedAt: 20_000, cooldownMs: 12_000 });
    // A success after all that closes it, and the next opening starts from the first cooldown.
    breaker = failTimes(recordSuccess(breaker), 3, 50_000);
    expect(breaker).toEqual({ state: 'open', openedAt: 50_000, cooldownMs: 5_000 });
  });

  it('ignores a late failure while open, and startProbe changes nothing unless open', () => {
    const open = failTimes(closedBreaker, 3, 0);
    expect(recordFailure(open, 4_000, settings)).toBe(open);
    expect(startProbe(closedBreaker)).toBe(closedBreaker);
  });
});
