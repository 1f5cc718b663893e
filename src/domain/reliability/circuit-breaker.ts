// A circuit breaker as a pure state machine: the caller passes the time and stores the result.
// closed: calls pass; `failures` failures in a row open it. open: calls are refused until the
// cooldown has passed; then one call may go through as a probe (half-open). half_open: the probe
// is in flight and other calls are refused; its success closes the breaker, its failure opens it
// again for twice the cooldown (up to maxCooldownMs).

export type BreakerStateName = 'closed' | 'open' | 'half_open';

export interface BreakerSettings {
  /** Failures in a row that open a closed breaker. */
  failures: number;
  /** How long an opened breaker refuses calls before it lets a probe through. */
  cooldownMs: number;
  /** The longest cooldown, however many probes failed in a row. */
  maxCooldownMs: number;
}

export type Breaker =
  | { state: 'closed'; failures: number }
  | { state: 'open'; openedAt: number; cooldownMs: number }
  | { state: 'half_open'; cooldownMs: number };

/** What a call may do now: go through, be the probe (then call startProbe), or be refused. */
export type BreakerDecision = 'pass' | 'probe' | 'refuse';

export const closedBreaker: Breaker = { state: 'closed', failures: 0 };

export function decide(breaker: Breaker, now: number): BreakerDecision {
  switch (breaker.state) {
    case 'closed':
      return 'pass';
    case 'open':
      return now - breaker.openedAt >= breaker.cooldownMs ? 'probe' : 'refuse';
    case 'half_open':
      return 'refuse';
  }
}

/** The probe is under way: other calls are refused until it ends. */
export function startProbe(breaker: Breaker): Breaker {
  if (breaker.state !== 'open') return breaker;
  return { state: 'half_open', cooldownMs: breaker.cooldownMs };
}

/** The service answered: whatever the state, it is working again. */
export function recordSuccess(_breaker: Breaker): Breaker {
  return closedBreaker;
}

export function recordFailure(breaker: Breaker, now: number, settings: BreakerSettings): Breaker {
  switch (breaker.state) {
    case 'closed': {
      const failures = breaker.failures + 1;
      if (failures < settings.failures) return { state: 'closed', failures };
      return { state: 'open', openedAt: now, cooldownMs: settings.cooldownMs };
    }
    case 'half_open':
      return {
        state: 'open',
        openedAt: now,
        cooldownMs: Math.min(breaker.cooldownMs * 2, settings.maxCooldownMs),
      };
    case 'open':
      // A call let through before the breaker opened, failing late: nothing new to learn.
      return breaker;
  }
}
