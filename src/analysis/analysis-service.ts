import type { Logger } from 'pino';
import {
  applyEmotionEvent,
  circadianRow,
  coldStartPrior,
  eventWeight,
  initialCircadianProfile,
  trackedTypeOf,
  updateCircadianProfile,
} from '../domain/emotion/emotion-state.ts';
import { isEmotionVector } from '../domain/emotion/emotion-vector.ts';
import { analyzeText } from './engine/analyze.ts';
import { moderateText } from './engine/moderate.ts';
import { tagsForMember } from './engine/tagging.ts';
import { fallbackTrends } from './engine/trends.ts';
import type { AnalysisResult, ModerationResult } from './engine/types.ts';
import type { LlmProvider } from './llm-provider.ts';

// The analysis service computes; it stores nothing (issue 26). A member's emotion state and
// circadian profile belong to the app (src/server/modules/analysis-pipeline): the app sends the
// rows it holds with /track and /cold_start and writes back what the service computed.

export interface TrackInput {
  userId: string;
  /** view, echo, share, save or comment; echo is tracked as share. */
  type: string;
  contentId: string;
  dwellMs: number;
  /** The member's local hour, 0..23: the circadian row the interaction teaches. */
  hour: number;
}

/** A member's two emotion rows: the short-term state and the 24-hour circadian profile. */
export interface EmotionRows {
  vector: number[];
  matrix: number[][];
}

/** What /track computes from: the spec's fields plus the rows the app holds. */
export interface TrackRequest extends TrackInput {
  /** The content's emotion vector (content_embeddings.emo_vector); null when it has none. */
  contentVector: number[] | null;
  /** The member's rows; null before their first tracked interaction (the prior is the seed). */
  rows: EmotionRows | null;
}

export type TrackOutcome =
  'tracked' | 'unknown_member' | 'no_consent' | 'no_content_vector' | 'untracked_type';

export interface TrackResult {
  outcome: TrackOutcome;
  /** The member's new rows when tracked; the app writes them. */
  rows: EmotionRows | null;
}

/** The analysis service itself. Its methods may throw; AnalysisClient adds the spec's fallbacks. */
export interface AnalysisService {
  analyze(text: string): Promise<AnalysisResult>;
  moderate(text: string): Promise<ModerationResult>;
  /** The member's own circadian row for the hour when a profile is given, else the prior. */
  coldStart(userId: string, hour: number, profile?: number[][] | null): Promise<number[]>;
  track(request: TrackRequest): Promise<TrackResult>;
  tagUser(bio: string, recentPosts: string[]): Promise<string[]>;
  trendsFallback(): Promise<string[]>;
}

export interface AnalysisServiceDeps {
  logger: Logger;
  /** The optional LLM provider; the built-in engine answers whenever it is absent or fails. */
  llm?: LlmProvider | undefined;
}

/**
 * One interaction applied to a member's rows (pure): the content's vector pulls the state and
 * the hour's circadian row by the event's weight. Content with no vector, or the all-zero
 * analysis fallback, teaches nothing.
 */
export function computeTrack(request: TrackRequest): TrackResult {
  const type = trackedTypeOf(request.type);
  if (!type) return { outcome: 'untracked_type', rows: null };
  const content = request.contentVector;
  if (!isEmotionVector(content) || content.every((value) => value === 0))
    return { outcome: 'no_content_vector', rows: null };
  const weight = eventWeight(type, request.dwellMs);
  const current = request.rows ?? {
    vector: coldStartPrior(request.hour),
    matrix: initialCircadianProfile(),
  };
  return {
    outcome: 'tracked',
    rows: {
      vector: applyEmotionEvent(current.vector, content, weight),
      matrix: updateCircadianProfile(current.matrix, request.hour, content, weight),
    },
  };
}

export function createAnalysisService(deps: AnalysisServiceDeps): AnalysisService {
  const { logger, llm } = deps;

  async function askLlmFirst<T>(
    task: 'analyze' | 'moderate',
    ask: (provider: LlmProvider) => Promise<T>,
    engine: () => T,
  ): Promise<T> {
    if (!llm) return engine();
    try {
      return await ask(llm);
    } catch (error) {
      logger.warn({ err: error, task }, 'LLM provider failed; using the built-in engine');
      return engine();
    }
  }

  return {
    analyze: (text) =>
      askLlmFirst(
        'analyze',
        (provider) => provider.analyze(text),
        () => analyzeText(text),
      ),
    moderate: (text) =>
      askLlmFirst(
        'moderate',
        (provider) => provider.moderate(text),
        () => moderateText(text),
      ),
    coldStart: async (_userId, hour, profile) =>
      profile ? circadianRow(profile, hour) : coldStartPrior(hour),
    track: async (request) => computeTrack(request),
    tagUser: async (bio, recentPosts) => tagsForMember(bio, recentPosts),
    trendsFallback: async () => fallbackTrends(),
  };
}
