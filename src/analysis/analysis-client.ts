import { pino, type Logger } from 'pino';
import type { Database } from '../db/client.ts';
import {
  ANALYSIS_TEXT_MAX,
  DEFAULT_LANGUAGE,
  TAGGING_RECENT_POSTS_MAX,
} from '../shared/constants.ts';
import { coldStartPrior } from '../domain/emotion/emotion-state.ts';
import { zeroEmotionVector } from '../domain/emotion/emotion-vector.ts';
import { addLlmUsage } from './analysis.repository.ts';
import {
  createAnalysisService,
  type AnalysisService,
  type TrackInput,
} from './analysis-service.ts';
import { fallbackTrends } from './engine/trends.ts';
import type { AnalysisResult, ModerationResult } from './engine/types.ts';
import { createHttpAnalysisService } from './http-analysis-service.ts';
import { createLlmProvider, type LlmSettings } from './llm-provider.ts';

export type { AnalysisResult, ModerationResult } from './engine/types.ts';
// The app server's way in to the analysis side: this file is its public surface.
export {
  eraseStoredEmotion,
  findStoredEmotion,
  type StoredEmotion,
} from './analysis.repository.ts';
export { textEmbedding } from './engine/embedding.ts';
export type { TrackInput } from './analysis-service.ts';
export type { LlmSettings } from './llm-provider.ts';

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
  /** Fallback: the population prior for the hour. */
  coldStart(userId: string, hour: number): Promise<number[]>;
  /** Echo is tracked as share; members who turned emotion tracking off are not tracked. */
  track(input: TrackInput): Promise<void>;
  /** Fallback: no tags. */
  tagUser(bio: string, recentPosts: string[]): Promise<string[]>;
  /** Fallback: the built-in default trends. */
  trendsFallback(): Promise<string[]>;
  /** True when the service is another process (ANALYSIS_URL): callers must not wait on it. */
  readonly remote: boolean;
  /** The same calls without fallbacks: they throw, so background work can retry. */
  readonly strict: Pick<AnalysisService, 'analyze' | 'moderate' | 'track'>;
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
  db: Database;
  clock: () => Date;
  logger?: Logger;
}

/** In-process by default; over HTTP, with a timeout, when ANALYSIS_URL is set. */
export function createAnalysisClient(
  settings: AnalysisSettings,
  deps: AnalysisClientDeps,
): AnalysisClient {
  const logger = deps.logger ?? pino({ name: 'analysis', level: settings.logLevel });
  const service = settings.analysisUrl
    ? createHttpAnalysisService({
        baseUrl: settings.analysisUrl,
        timeoutMs: settings.analysisTimeoutMs,
        token: settings.analysisToken,
      })
    : createLocalAnalysisService(settings, { ...deps, logger });
  return withFallbacks(service, logger, Boolean(settings.analysisUrl));
}

/** The engine in this process, over this database; also what the standalone service serves. */
export function createLocalAnalysisService(
  settings: Pick<AnalysisSettings, 'llm'>,
  deps: Required<AnalysisClientDeps>,
): AnalysisService {
  const { db, clock, logger } = deps;
  const llm = settings.llm
    ? createLlmProvider(settings.llm, {
        recordUsage: (usage) =>
          addLlmUsage(db, {
            day: clock().toISOString().slice(0, 10),
            model: settings.llm?.model ?? '',
            usage,
            now: clock(),
          }),
      })
    : undefined;
  return createAnalysisService({ db, clock, logger, llm });
}

/** Wraps a service so that no call throws: failures are logged and get the spec's fallbacks. */
export function withFallbacks(
  service: AnalysisService,
  logger: Logger,
  remote = false,
): AnalysisClient {
  async function attempt<T>(call: string, run: () => Promise<T>, fallback: () => T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      logger.warn({ err: error, call }, 'analysis call failed; continuing with the fallback');
      return fallback();
    }
  }
  const clip = (text: string) => text.slice(0, ANALYSIS_TEXT_MAX);
  return {
    remote,
    strict: {
      analyze: (text) => service.analyze(clip(text)),
      moderate: (text) => service.moderate(clip(text)),
      track: (input) => service.track(input),
    },
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
    coldStart: (userId, hour) =>
      attempt(
        'cold_start',
        () => service.coldStart(userId, hour),
        () => coldStartPrior(hour),
      ),
    track: (input) =>
      attempt(
        'track',
        async () => {
          await service.track(input);
        },
        () => undefined,
      ),
    tagUser: (bio, recentPosts) =>
      attempt(
        'tag_user',
        () => service.tagUser(clip(bio), recentPosts.slice(0, TAGGING_RECENT_POSTS_MAX).map(clip)),
        () => [],
      ),
    trendsFallback: () =>
      attempt('trends_fallback', () => service.trendsFallback(), fallbackTrends),
  };
}
