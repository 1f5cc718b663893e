import { pino, type Logger } from 'pino';
import type { Database } from '../db/client.ts';
import {
  ANALYSIS_BREAKER,
  ANALYSIS_READ_CACHE_ENTRIES,
  ANALYSIS_READ_REFRESH_MS,
  ANALYSIS_TEXT_MAX,
  DEFAULT_LANGUAGE,
  TAGGING_RECENT_POSTS_MAX,
} from '../shared/constants.ts';
import { circadianRow, coldStartPrior } from '../domain/emotion/emotion-state.ts';
import { zeroEmotionVector } from '../domain/emotion/emotion-vector.ts';
import { addLlmUsage } from './analysis.repository.ts';
import {
  createAnalysisService,
  type AnalysisService,
  type TrackRequest,
  type TrackResult,
} from './analysis-service.ts';
import { fallbackTrends } from './engine/trends.ts';
import type { AnalysisResult, ModerationResult } from './engine/types.ts';
import type { BreakerStateName } from '../domain/reliability/circuit-breaker.ts';
import {
  guardAnalysisService,
  AnalysisUnavailableError,
  type AnalysisCallRecord,
} from './guarded-analysis-service.ts';
import { createHttpAnalysisService } from './http-analysis-service.ts';
import { createLlmProvider, type LlmSettings } from './llm-provider.ts';

export type { AnalysisResult, ModerationResult } from './engine/types.ts';
// The app server's way in to the analysis side: this file is its public surface.
export { textEmbedding } from './engine/embedding.ts';
export type {
  EmotionRows,
  TrackInput,
  TrackOutcome,
  TrackRequest,
  TrackResult,
} from './analysis-service.ts';
export type { LlmSettings } from './llm-provider.ts';
export type { AnalysisCallRecord } from './guarded-analysis-service.ts';
export type { BreakerStateName } from '../domain/reliability/circuit-breaker.ts';

/**
 * How the app talks to the analysis service. Never throws: every failure is logged and answered
 * with the spec's fallback (section 7 and 8: "analysis, moderation and cold-start failures are
 * logged and the flow continues").
 */
export interface AnalysisClient {
  /** Fallback: zero vector, no topics, lang 'tr', no tag. */
  analyze(text: string): Promise<AnalysisResult>;
  /** Fallback: null; the caller stores zero scores with FALLBACK_SAFETY_CONFIDENCE. */
  moderate(text: string): Promise<ModerationResult | null>;
  /**
   * The member's own circadian row when their profile is given, else the population prior.
   * Fallback: the population prior for the hour. A remote service is never waited on: its last
   * answer for the member and hour, or the prior, now, and a fresh answer asked in the background.
   */
  coldStart(userId: string, hour: number, profile?: number[][] | null): Promise<number[]>;
  /**
   * The member's new emotion rows after one interaction (echo is tracked as share), computed
   * from the rows the caller sends; the caller stores them. Fallback: null (nothing to store).
   */
  track(request: TrackRequest): Promise<TrackResult | null>;
  /** Fallback: no tags. */
  tagUser(bio: string, recentPosts: string[]): Promise<string[]>;
  /** Fallback: the built-in default trends. Never waits on a remote service (as coldStart). */
  trendsFallback(): Promise<string[]>;
  /** True when the service is another process (ANALYSIS_URL): callers must not wait on it. */
  readonly remote: boolean;
  /**
   * The same calls without fallbacks, for background work: they throw (at once while the
   * breaker is open), so the work can be retried.
   */
  readonly strict: Pick<AnalysisService, 'analyze' | 'moderate' | 'track' | 'tagUser'>;
  /** The circuit breaker's state; null when the engine runs in this process (no breaker). */
  breakerState(): BreakerStateName | null;
  /** Every call to a remote service, for the metrics. Returns a function that stops listening. */
  onCall(listener: (record: AnalysisCallRecord) => void): () => void;
}

/** The settings the client reads; ServerConfig has them all. */
export interface AnalysisSettings {
  /** ANALYSIS_URL: the HTTP analysis service; unset means the engine runs in this process. */
  analysisUrl: string | undefined;
  analysisTimeoutMs: number;
  /** ANALYSIS_TOKEN: the Bearer secret the HTTP service expects, if it has one. */
  analysisToken: string | undefined;
  /** The optional LLM provider, used by the in-process engine (the HTTP service has its own). */
  llm: LlmSettings | undefined;
  logLevel: string;
}

export interface AnalysisClientDeps {
  /** The app's database, only for the in-process LLM provider's token counts (llm_usage). */
  db: Database;
  clock: () => Date;
  logger?: Logger;
}

export interface LocalAnalysisDeps {
  clock: () => Date;
  logger: Logger;
  /**
   * Where the LLM provider's token counts go: the app's llm_usage table when the engine runs in
   * the app; the log when absent (the standalone service opens no database).
   */
  db?: Database | undefined;
}

/**
 * In-process by default; over HTTP, with a timeout and behind a circuit breaker, when
 * ANALYSIS_URL is set.
 */
export function createAnalysisClient(
  settings: AnalysisSettings,
  deps: AnalysisClientDeps,
): AnalysisClient {
  const logger = deps.logger ?? pino({ name: 'analysis', level: settings.logLevel });
  if (!settings.analysisUrl)
    return withFallbacks(createLocalAnalysisService(settings, { ...deps, logger }), logger);
  const listeners = new Set<(record: AnalysisCallRecord) => void>();
  const guarded = guardAnalysisService(
    createHttpAnalysisService({
      baseUrl: settings.analysisUrl,
      timeoutMs: settings.analysisTimeoutMs,
      token: settings.analysisToken,
    }),
    {
      settings: ANALYSIS_BREAKER,
      now: () => deps.clock().getTime(),
      onCall: (record) => {
        for (const listener of listeners) listener(record);
      },
      onStateChange: (state) =>
        (state === 'closed' ? logger.info : logger.warn).call(
          logger,
          { breaker: state },
          state === 'open'
            ? 'the analysis service is failing: calls get their fallbacks at once'
            : state === 'closed'
              ? 'the analysis service answers again'
              : 'probing the analysis service',
        ),
    },
  );
  return withFallbacks(guarded.hasty, logger, {
    strict: guarded.patient,
    reads: backgroundReads(guarded.patient, () => deps.clock().getTime(), logger),
    breakerState: guarded.state,
    onCall: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
}

/** The engine in this process; also what the standalone service serves. Stateless. */
export function createLocalAnalysisService(
  settings: Pick<AnalysisSettings, 'llm'>,
  deps: LocalAnalysisDeps,
): AnalysisService {
  const { db, clock, logger } = deps;
  const model = settings.llm?.model ?? '';
  const llm = settings.llm
    ? createLlmProvider(settings.llm, {
        recordUsage: async (usage) => {
          if (!db) {
            logger.info({ model, ...usage }, 'LLM tokens used');
            return;
          }
          await addLlmUsage(db, {
            day: clock().toISOString().slice(0, 10),
            model,
            usage,
            now: clock(),
          });
        },
      })
    : undefined;
  return createAnalysisService({ logger, llm });
}

/** The reads a page makes, answered without waiting (see AnalysisClient.coldStart). */
interface BackgroundReads {
  coldStart(userId: string, hour: number, profile: number[][] | null): number[];
  trendsFallback(): string[];
}

/**
 * What the remote service last said for each read, kept ANALYSIS_READ_REFRESH_MS and then asked
 * again in the background (one call per key at a time); until it has answered, the fallback.
 */
function backgroundReads(
  service: AnalysisService,
  now: () => number,
  logger: Logger,
): BackgroundReads {
  const answers = new Map<string, { value: unknown; at: number }>();
  const asking = new Set<string>();
  function read<T>(key: string, ask: () => Promise<T>, fallback: () => T): T {
    const known = answers.get(key);
    if ((!known || now() - known.at >= ANALYSIS_READ_REFRESH_MS) && !asking.has(key)) {
      asking.add(key);
      ask()
        .then((value) => {
          answers.delete(key); // re-inserted last: the oldest keys go first
          answers.set(key, { value, at: now() });
          if (answers.size > ANALYSIS_READ_CACHE_ENTRIES)
            answers.delete(answers.keys().next().value as string);
        })
        .catch((error: unknown) => {
          if (!(error instanceof AnalysisUnavailableError))
            logger.warn({ err: error, read: key }, 'analysis read failed; the fallback stays');
        })
        .finally(() => asking.delete(key));
    }
    return known ? (known.value as T) : fallback();
  }
  return {
    coldStart: (userId, hour, profile) =>
      read(
        `cold_start:${userId}:${hour}`,
        () => service.coldStart(userId, hour, profile),
        () => (profile ? circadianRow(profile, hour) : coldStartPrior(hour)),
      ),
    trendsFallback: () => read('trends_fallback', () => service.trendsFallback(), fallbackTrends),
  };
}

export interface FallbackOptions {
  /** The calls without fallbacks (the same service when absent). */
  strict?: AnalysisService;
  /** A remote service's page reads, answered without waiting; absent: asked and awaited. */
  reads?: BackgroundReads;
  breakerState?: () => BreakerStateName;
  onCall?: AnalysisClient['onCall'];
}

/** Wraps a service so that no call throws: failures are logged and get the spec's fallbacks. */
export function withFallbacks(
  service: AnalysisService,
  logger: Logger,
  options: FallbackOptions = {},
): AnalysisClient {
  async function attempt<T>(call: string, run: () => Promise<T>, fallback: () => T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // An open breaker is logged once, when it opens, not on every call it refuses.
      if (!(error instanceof AnalysisUnavailableError))
        logger.warn({ err: error, call }, 'analysis call failed; continuing with the fallback');
      return fallback();
    }
  }
  const clip = (text: string) => text.slice(0, ANALYSIS_TEXT_MAX);
  const strict = options.strict ?? service;
  const { reads } = options;
  return {
    remote: Boolean(reads),
    strict: {
      analyze: (text) => strict.analyze(clip(text)),
      moderate: (text) => strict.moderate(clip(text)),
      track: (request) => strict.track(request),
      tagUser: (bio, recentPosts) =>
        strict.tagUser(clip(bio), recentPosts.slice(0, TAGGING_RECENT_POSTS_MAX).map(clip)),
    },
    breakerState: () => options.breakerState?.() ?? null,
    onCall: options.onCall ?? (() => () => undefined),
    analyze: (text) =>
      attempt(
        'analyze',
        () => service.analyze(clip(text)),
        () => ({
          emo_vector: zeroEmotionVector(),
          topics: [],
          lang: DEFAULT_LANGUAGE,
          emotion_tag: null,
        }),
      ),
    moderate: (text) =>
      attempt(
        'moderate',
        () => service.moderate(clip(text)),
        () => null,
      ),
    coldStart: (userId, hour, profile = null) =>
      reads
        ? Promise.resolve(reads.coldStart(userId, hour, profile))
        : attempt(
            'cold_start',
            () => service.coldStart(userId, hour, profile),
            () => (profile ? circadianRow(profile, hour) : coldStartPrior(hour)),
          ),
    track: (request) =>
      attempt(
        'track',
        () => service.track(request),
        () => null,
      ),
    tagUser: (bio, recentPosts) =>
      attempt(
        'tag_user',
        () => service.tagUser(clip(bio), recentPosts.slice(0, TAGGING_RECENT_POSTS_MAX).map(clip)),
        () => [],
      ),
    trendsFallback: () =>
      reads
        ? Promise.resolve(reads.trendsFallback())
        : attempt('trends_fallback', () => service.trendsFallback(), fallbackTrends),
  };
}
