import { pino, type Logger } from 'pino';
import {
  DEFAULT_CONTENT_TYPE,
  DEFAULT_REGION,
  DEFAULT_SAFETY_CONFIDENCE,
  FALLBACK_SAFETY_CONFIDENCE,
} from '../../../shared/constants.ts';
import {
  blendWithCircadian,
  circadianRow,
  coldStartPrior,
  memberHour,
} from '../../../domain/emotion/emotion-state.ts';
import { toneOf } from '../../../domain/emotion/emotion-vector.ts';
import { findStoredEmotion } from '../../../analysis/analysis.repository.ts';
import { textEmbedding } from '../../../analysis/engine/embedding.ts';
import type { ModerationResult } from '../../../analysis/analysis-client.ts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import { insertEvent, savePostAnalysis } from './analysis-pipeline.repository.ts';

// Where posts and interactions meet the analysis service: indexing a new post, logging an
// interaction and feeding the member's emotion state, and reading that state for ranking.
// Nothing here throws: the spec logs analysis failures and lets the flow continue (section 8).

export interface IndexedPost {
  emotion: string | null;
  emoVector: number[];
  topics: string[];
  lang: string;
}

/** Labels a post whose moderation failed, so it can be found and moderated again. */
export const UNMODERATED_LABEL = 'unmoderated';

const loggers = new Map<string, Logger>();
function logFor(ctx: AppContext): Logger {
  const level = ctx.config.logLevel;
  let logger = loggers.get(level);
  if (!logger) {
    logger = pino({ name: 'analysis-pipeline', level });
    loggers.set(level, logger);
  }
  return logger;
}

/**
 * Analyse + moderate a new post and write content_index, content_embeddings, content_safety,
 * and posts.emotion / posts.emo_vector. Never throws (logs and continues with fallbacks).
 */
export async function indexNewPost(
  ctx: AppContext,
  post: { id: string; authorId: string; content: string; hasMedia: boolean; createdAt: Date },
): Promise<IndexedPost> {
  const [analysis, moderation] = await Promise.all([
    ctx.analysis.analyze(post.content),
    ctx.analysis.moderate(post.content),
  ]);
  const indexed: IndexedPost = {
    emotion: analysis.emotion_tag,
    emoVector: analysis.emo_vector,
    topics: analysis.topics,
    lang: analysis.lang,
  };
  try {
    await savePostAnalysis(ctx.database.db, {
      index: {
        id: post.id,
        type: DEFAULT_CONTENT_TYPE,
        lang: indexed.lang,
        topics: indexed.topics,
        creatorId: post.authorId,
        region: DEFAULT_REGION,
        hasMedia: post.hasMedia,
        createdAt: post.createdAt,
      },
      embedding: {
        id: post.id,
        emoVector: indexed.emoVector,
        txtEmb: textEmbedding(post.content),
        tone: toneOf(indexed.emoVector),
      },
      safety: { id: post.id, ...safetyRow(moderation), updatedAt: ctx.clock() },
      post: { id: post.id, emotion: indexed.emotion, emoVector: indexed.emoVector },
    });
  } catch (error) {
    logFor(ctx).error({ err: error, postId: post.id }, 'could not store the post analysis');
  }
  return indexed;
}

/** Spec section 9: moderation is stored with confidence 0.7; 0.5 when it could not run. */
function safetyRow(moderation: ModerationResult | null) {
  if (!moderation)
    return {
      toxicity: 0,
      hatespeech: 0,
      disinfo: 0,
      safetyConf: FALLBACK_SAFETY_CONFIDENCE,
      labels: [UNMODERATED_LABEL],
    };
  return {
    toxicity: moderation.toxicity,
    hatespeech: moderation.hatespeech,
    disinfo: moderation.disinfo,
    safetyConf: DEFAULT_SAFETY_CONFIDENCE,
    labels: moderation.labels,
  };
}

export type InteractionType = 'view' | 'echo' | 'save' | 'comment' | 'share';

/**
 * Write an events row and feed analysis.track (echo sent as share; hour from ctx.clock() in the
 * community's time zone). The events row is always written (it is the interaction log behind
 * metrics and ranking); the emotion state is left alone for members whose
 * consents.emotionTracking is false (the analysis service checks, so direct callers of /track
 * are held to it too). Never throws.
 */
export async function recordInteraction(
  ctx: AppContext,
  input: { userId: string; type: InteractionType; contentId: string; dwellMs?: number },
): Promise<void> {
  const now = ctx.clock();
  try {
    await insertEvent(ctx.database.db, {
      id: newId(),
      userId: input.userId,
      type: input.type,
      contentId: input.contentId,
      dwellMs: input.dwellMs === undefined ? null : Math.max(0, Math.round(input.dwellMs)),
      createdAt: now,
    });
  } catch (error) {
    logFor(ctx).error({ err: error, type: input.type }, 'could not record the interaction');
  }
  await ctx.analysis.track({
    userId: input.userId,
    type: input.type,
    contentId: input.contentId,
    dwellMs: input.dwellMs ?? 0,
    hour: memberHour(now),
  });
}

/**
 * Current blended state for ranking: circadian row for the hour blended with short-term state
 * (alpha 0.35), cold start when none. A member who turned tracking off gets the population prior:
 * nothing personal is inferred for them.
 */
export async function currentEmotionState(ctx: AppContext, userId: string): Promise<number[]> {
  const hour = memberHour(ctx.clock());
  try {
    const stored = await findStoredEmotion(ctx.database.db, userId);
    if (stored && !stored.tracking) return coldStartPrior(hour);
    if (stored?.state) return blendWithCircadian(circadianRow(stored.profile, hour), stored.state);
  } catch (error) {
    logFor(ctx).error({ err: error }, 'could not read the emotion state');
  }
  return ctx.analysis.coldStart(userId, hour);
}
