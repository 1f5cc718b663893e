import {
  closedBreaker,
  decide,
  recordFailure,
  recordSuccess,
  startProbe,
  type Breaker,
  type BreakerSettings,
  type BreakerStateName,
} from '../domain/reliability/circuit-breaker.ts';
import type { AnalysisService } from './analysis-service.ts';
import { AnalysisHttpError } from './http-analysis-service.ts';

/** Thrown, at once, for a call the open breaker refuses; withFallbacks answers its fallback. */
export class AnalysisUnavailableError extends Error {
  constructor() {
    super('the analysis service is unavailable (circuit breaker open)');
    this.name = 'AnalysisUnavailableError';
  }
}

/** One call to the service, for the metrics: how long it took and how it ended. */
export interface AnalysisCallRecord {
  call: string;
  outcome: 'ok' | 'error' | 'refused';
  seconds: number;
}

export interface GuardedAnalysisService {
  /** Background work: may be the half-open probe, and waits for a probe under way. */
  patient: AnalysisService;
  /** A request is waiting: refused at once unless the breaker is closed (a probe then starts). */
  hasty: AnalysisService;
  state(): BreakerStateName;
}

/** A failure that says the service is in trouble; a 4xx means it answered (our request was wrong). */
function countsAgainstService(error: unknown): boolean {
  return !(error instanceof AnalysisHttpError && error.status < 500);
}

/**
 * The remote service behind a circuit breaker (domain/reliability/circuit-breaker.ts): after a
 * few failures in a row nothing waits on it; a probe finds out when it is back.
 */
export function guardAnalysisService(
  service: AnalysisService,
  options: {
    settings: BreakerSettings;
    now: () => number;
    onCall?: (record: AnalysisCallRecord) => void;
    onStateChange?: (state: BreakerStateName) => void;
  },
): GuardedAnalysisService {
  let breaker: Breaker = closedBreaker;
  let probing: Promise<void> | null = null;

  const set = (next: Breaker) => {
    const before = breaker.state;
    breaker = next;
    if (next.state !== before) options.onStateChange?.(next.state);
  };

  async function observed<T>(call: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const value = await run();
      set(recordSuccess(breaker));
      options.onCall?.({ call, outcome: 'ok', seconds: seconds() });
      return value;
    } catch (error) {
      set(
        countsAgainstService(error)
          ? recordFailure(breaker, options.now(), options.settings)
          : recordSuccess(breaker),
      );
      options.onCall?.({ call, outcome: 'error', seconds: seconds() });
      throw error;
    }
  }

  /** The call is the probe: other patient calls wait for its outcome. */
  function asProbe<T>(call: string, run: () => Promise<T>): Promise<T> {
    set(startProbe(breaker));
    const outcome = observed(call, run);
    probing = outcome.then(
      () => undefined,
      () => undefined,
    );
    void probing.then(() => {
      probing = null;
    });
    return outcome;
  }

  function refuse(call: string): Promise<never> {
    options.onCall?.({ call, outcome: 'refused', seconds: 0 });
    return Promise.reject(new AnalysisUnavailableError());
  }

  async function patient<T>(call: string, run: () => Promise<T>): Promise<T> {
    for (;;) {
      const decision = decide(breaker, options.now());
      if (decision === 'pass') return observed(call, run);
      if (decision === 'probe') return asProbe(call, run);
      if (!probing) return refuse(call);
      await probing;
    }
  }

  function hasty<T>(call: string, run: () => Promise<T>): Promise<T> {
    const decision = decide(breaker, options.now());
    if (decision === 'pass') return observed(call, run);
    // Due for a probe: it runs in the background (a cheap read), this caller does not wait.
    if (decision === 'probe') void asProbe('probe', () => service.trendsFallback()).catch(() => 0);
    return refuse(call);
  }

  const wrap = (through: typeof patient): AnalysisService => ({
    analyze: (text) => through('analyze', () => service.analyze(text)),
    moderate: (text) => through('moderate', () => service.moderate(text)),
    coldStart: (userId, hour, profile) =>
      through('cold_start', () => service.coldStart(userId, hour, profile)),
    track: (request) => through('track', () => service.track(request)),
    tagUser: (bio, posts) => through('tag_user', () => service.tagUser(bio, posts)),
    trendsFallback: () => through('trends_fallback', () => service.trendsFallback()),
  });

  return { patient: wrap(patient), hasty: wrap(hasty), state: () => breaker.state };
}
