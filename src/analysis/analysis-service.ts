import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import {
  applyEmotionEvent,
  circadianRow,
  coldStartPrior,
  eventWeight,
  initialCircadianProfile,
  trackedTypeOf,
  updateCircadianProfile,
} from '../domain/emotion/emotion-state.ts';
import {
  findStoredEmotion,
  updateMemberEmotion,
  type TrackOutcome,
} from './analysis.repository.ts';
import { analyzeText } from './engine/analyze.ts';
import { moderateText } from './engine/moderate.ts';
import { tagsForMember } from './engine/tagging.ts';
import { fallbackTrends } from './engine/trends.ts';
import type { AnalysisResult, ModerationResult } from './engine/types.ts';
import type { LlmProvider } from './llm-provider.ts';

export interface TrackInput {
  userId: string;
  /** view, echo, share, save or comment; echo is tracked as share. */
  type: string;
  contentId: string;
  dwellMs: number;
  /** The member's local hour, 0..23: the circadian row the interaction teaches. */
  hour: number;
}

/** The analysis service itself. Its methods may throw; AnalysisClient adds the spec's fallbacks. */
export interface AnalysisService {
  analyze(text: string): Promise<AnalysisResult>;
  moderate(text: string): Promise<ModerationResult>;
  coldStart(userId: string, hour: number): Promise<number[]>;
  track(input: TrackInput): Promise<TrackOutcome>;
  tagUser(bio: string, recentPosts: string[]): Promise<string[]>;
  trendsFallback(): Promise<string[]>;
}

export interface AnalysisServiceDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
  /** The optional LLM provider; the built-in engine answers whenever it is absent or fails. */
  llm?: LlmProvider | undefined;
}

export function createAnalysisService(deps: AnalysisServiceDeps): AnalysisService {
  const { db, clock, logger, llm } = deps;

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

    async coldStart(userId, hour) {
      // A member who already has a circadian profile starts from their own row for the hour.
      const stored = await findStoredEmotion(db, userId);
      if (stored?.tracking && stored.profile) return circadianRow(stored.profile, hour);
      return coldStartPrior(hour);
    },

    async track(input) {
      const type = trackedTypeOf(input.type);
      if (!type) return 'untracked_type';
      const weight = eventWeight(type, input.dwellMs);
      return updateMemberEmotion(db, {
        userId: input.userId,
        contentId: input.contentId,
        now: clock(),
        seed: { vector: coldStartPrior(input.hour), matrix: initialCircadianProfile() },
        apply: (current, contentVector) => ({
          vector: applyEmotionEvent(current.vector, contentVector, weight),
          matrix: updateCircadianProfile(current.matrix, input.hour, contentVector, weight),
        }),
      });
    },

    tagUser: async (bio, recentPosts) => tagsForMember(bio, recentPosts),
    trendsFallback: async () => fallbackTrends(),
  };
}
