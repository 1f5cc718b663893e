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
import {
  textEmbedding,
  type AnalysisResult,
  type ModerationResult,
  type TrackInput,
  type TrackOutcome,
  type TrackRequest,
  type TrackResult,
} from '../../../analysis/analysis-client.ts';
import type { AppContext } from '../../context.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { InteractionType } from '../../events/domain-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { newId } from '../../lib/ids.ts';
import { asStoredReal } from '../../../db/real.ts';
import {
  findPostRow,
  postEmotionColumns,
  type InlinePostAnalysis,
  type NewPostAnalysisFacts,
} from '../posts/index.ts';
import {
  deleteEventsOfContent,
  insertEvent,
  newPostAnalysisRows,
  isAwaitingAnalysis,
  listUnindexedPosts,
  savePostAnalysis,
  type PostAnalysisRows,
} from './analysis-pipeline.repository.ts';
import {
  findStoredEmotion,
  findTrackingRows,
  saveEmotionRows,
  type InteractionLogRow,
} from './member-emotion.repository.ts';

// Where posts and interactions meet the analysis service: indexing a new post, logging an
// interaction and feeding the member's emotion state, and reading that state for ranking.
// Nothing here throws: the spec logs analysis failures and lets the flow continue (section 8).

export interface IndexedPost {
  emotion: string | null;
  emoVector: number[];
  topics: string[];
  lang: string;
}

/** What the pipeline needs from the context (tests pass the whole AppContext). */
export type PipelineContext = Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;

/**
 * What a post is analysed from (the publishing port's facts); its hashtags are known when read
 * from the post, and its search keys are then written without another read.
 */
export type NewPostFacts = Omit<NewPostAnalysisFacts, 'hashtags'> & { hashtags?: string[] };

export const INDEX_POST_JOB = 'analysis.index-post';
/** Feeding an interaction to a remote analysis service, off the request. */
export const TRACK_INTERACTION_JOB = 'analysis.track-interaction';
type TrackJob = TrackInput & Record<string, unknown>;
/** A remote analysis service may be down for a while: retry for about an hour. */
const INDEX_POST_MAX_ATTEMPTS = 16;
/** Catch-up for posts whose index job was lost (docs/decisions.md, "Lost index jobs"). */
export const INDEX_SWEEP_JOB = 'analysis.index-sweep';
export const INDEX_SWEEP = {
  everyMs: 5 * 60_000,
  /** A post younger than this may still have its job on the way. */
  graceMs: 2 * 60_000,
  /** Older posts are left alone (the feed's window is shorter). */
  lookbackMs: 7 * 24 * 60 * 60_000,
  batch: 200,
} as const;

/**
 * Wires the pipeline to the domain events: posts are indexed when created (inline with the
 * built-in engine; as a retried background job when the analysis service is remote, so that
 * publishing never waits on it), interactions are logged and tracked, and a deleted post's
 * events go with it.
 */
export function subscribeAnalysisPipeline(
  ctx: PipelineContext,
  deps: { events: EventBus; jobs: JobRunner },
): void {
  const { events, jobs } = deps;
  const loadFacts = async (postId: string): Promise<NewPostFacts | null> => {
    const post = await findPostRow(ctx.database.db, postId);
    if (!post) return null;
    return {
      id: post.id,
      authorId: post.authorId,
      content: post.content,
      hasMedia: Boolean(post.mediaStoragePath),
      createdAt: post.createdAt,
      hashtags: post.hashtags,
    };
  };

  jobs.define<{ postId: string }>({
    name: INDEX_POST_JOB,
    maxAttempts: INDEX_POST_MAX_ATTEMPTS,
    run: async ({ postId }) => {
      const facts = await loadFacts(postId);
      if (facts) await indexNewPostStrictly(ctx, facts); // a post deleted meanwhile needs nothing
    },
  });

  const index = async (postId: string) => {
    if (ctx.analysis.remote) {
      await jobs.enqueue(INDEX_POST_JOB, { postId });
      return;
    }
    const facts = await loadFacts(postId);
    if (facts) await indexNewPost(ctx, facts);
  };

  // A post analysed before it was written (inlinePostAnalysis) needs nothing more.
  events.on('post.created', ({ payload }) =>
    payload.analysed ? undefined : index(payload.postId),
  );
  // An edit is analysed again: safety (so a throttled edit is throttled everywhere), topics,
  // emotion and search keys follow the new text.
  events.on('post.edited', ({ payload }) => index(payload.postId));

  // The post and its index job are two writes: a connection lost between them, or a process
  // killed before an inline index, leaves an acknowledged post without analysis rows. The
  // sweep finds those and indexes them again.
  jobs.every({
    name: INDEX_SWEEP_JOB,
    everyMs: INDEX_SWEEP.everyMs,
    run: async () => {
      const swept = await sweepUnindexedPosts(ctx, index);
      if (swept > 0) ctx.log.info({ swept }, 'indexed posts whose index job was lost');
    },
  });

  jobs.define<TrackJob>({
    name: TRACK_INTERACTION_JOB,
    // Retried like indexing, so the emotion state catches up once the service is back (the
    // input carries its own hour, so a late run moves the right hour of the profile).
    maxAttempts: INDEX_POST_MAX_ATTEMPTS,
    run: async (input) => {
      const outcome = await trackEmotion(ctx, input, (request) =>
        ctx.analysis.strict.track(request),
      );
      if (outcome === 'raced') throw new Error('the emotion rows kept changing');
      // After an outage the queue may run an interaction's track before its post's index job:
      // retried (with the job's backoff) rather than dropped, so the state still moves.
      if (
        outcome === 'no_content_vector' &&
        (await isAwaitingAnalysis(ctx.database.db, input.contentId))
      )
        throw new Error('the post is not analysed yet');
    },
  });

  events.on('interaction.recorded', async ({ payload }) => {
    if (ctx.analysis.remote) {
      // The events row is ours and quick; the remote service is fed by a job, so an echo, a
      // comment or a view never waits on it (not even for its timeout).
      const track = await logInteraction(ctx, payload);
      await jobs.enqueue(TRACK_INTERACTION_JOB, { ...track } satisfies TrackJob);
      return;
    }
    await recordInteraction(ctx, payload);
  });

  events.on('post.deleted', async ({ payload }) => {
    await deleteEventsOfContent(ctx.database.db, payload.postId);
  });
}

/** Indexes (or queues) every post past its grace period that has no analysis rows nor job. */
export async function sweepUnindexedPosts(
  ctx: PipelineContext,
  index: (postId: string) => Promise<void>,
): Promise<number> {
  const now = ctx.clock().getTime();
  const ids = await listUnindexedPosts(ctx.database.db, {
    since: new Date(now - INDEX_SWEEP.lookbackMs),
    before: new Date(now - INDEX_SWEEP.graceMs),
    jobName: INDEX_POST_JOB,
    limit: INDEX_SWEEP.batch,
  });
  for (const id of ids) await index(id);
  return ids.length;
}

/** Labels a post whose moderation failed, so it can be found and moderated again. */
export const UNMODERATED_LABEL = 'unmoderated';

/**
 * Analyse + moderate a new post and write content_index, content_embeddings, content_safety,
 * and posts.emotion / posts.emo_vector. Never throws (logs and continues with fallbacks).
 */
export async function indexNewPost(ctx: PipelineContext, post: NewPostFacts): Promise<IndexedPost> {
  const [analysis, moderation] = await Promise.all([
    ctx.analysis.analyze(post.content),
    ctx.analysis.moderate(post.content),
  ]);
  return storePostAnalysis(ctx, post, analysis, moderation);
}

/**
 * The background variant: the remote service must really answer (no fallbacks), so a failure
 * throws and the job is retried until the service is back.
 */
export async function indexNewPostStrictly(
  ctx: PipelineContext,
  post: NewPostFacts,
): Promise<IndexedPost> {
  const [analysis, moderation] = await Promise.all([
    ctx.analysis.strict.analyze(post.content),
    ctx.analysis.strict.moderate(post.content),
  ]);
  const indexed = await storePostAnalysis(ctx, post, analysis, moderation);
  return indexed;
}

async function storePostAnalysis(
  ctx: PipelineContext,
  post: NewPostFacts,
  analysis: AnalysisResult,
  moderation: ModerationResult | null,
): Promise<IndexedPost> {
  const { indexed, rows } = analysisRowsOf(ctx, post, analysis, moderation);
  try {
    await savePostAnalysis(ctx.database.db, rows);
  } catch (error) {
    ctx.log.error({ err: error, postId: post.id }, 'could not store the post analysis');
  }
  return indexed;
}

/** A post's analysis as the rows it is stored in. */
function analysisRowsOf(
  ctx: PipelineContext,
  post: NewPostFacts,
  analysis: AnalysisResult,
  moderation: ModerationResult | null,
): { indexed: IndexedPost; rows: PostAnalysisRows } {
  const indexed: IndexedPost = {
    emotion: analysis.emotion_tag,
    emoVector: analysis.emo_vector,
    topics: analysis.topics,
    lang: analysis.lang,
  };
  const rows: PostAnalysisRows = {
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
    ...(post.hashtags ? { hashtags: post.hashtags } : {}),
  };
  return { indexed, rows };
}

/**
 * With the built-in engine, a new post is analysed before it is written (the engine is in
 * this process and takes a fraction of a millisecond): the post is inserted with its emotion
 * and search keys, and its analysis rows are written in the post's own transaction. One write
 * of the post instead of an insert, a read back and an update after the commit. With a remote
 * service, or when the analysis fails here, null: the post is indexed after its commit as before.
 */
export function inlinePostAnalysis(ctx: PipelineContext): InlinePostAnalysis {
  return {
    async prepare(post) {
      if (ctx.analysis.remote) return null;
      try {
        const [analysis, moderation] = await Promise.all([
          ctx.analysis.analyze(post.content),
          ctx.analysis.moderate(post.content),
        ]);
        const { rows } = analysisRowsOf(ctx, post, analysis, moderation);
        return {
          columns: postEmotionColumns(rows.post, {
            hashtags: post.hashtags,
            topics: rows.index.topics ?? [],
          }),
          rows: newPostAnalysisRows(rows),
          shown: {
            topics: rows.index.topics ?? [],
            safety: {
              toxicity: asStoredReal(rows.safety.toxicity ?? 0),
              hatespeech: asStoredReal(rows.safety.hatespeech ?? 0),
              disinfo: asStoredReal(rows.safety.disinfo ?? 0),
            },
          },
        };
      } catch (error) {
        ctx.log.error(
          { err: error, postId: post.id },
          'could not analyse the post before writing it',
        );
        return null;
      }
    },
  };
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

export type { InteractionType };

/**
 * Write an events row and move the member's emotion state (echo sent as share; hour from
 * ctx.clock() in the community's time zone). The events row is always written (it is the
 * interaction log behind metrics and ranking); the emotion state is left alone for members whose
 * consents.emotionTracking is false. Never throws.
 */
export async function recordInteraction(
  ctx: PipelineContext,
  input: { userId: string; type: InteractionType; contentId: string; dwellMs?: number },
): Promise<void> {
  const now = ctx.clock();
  const track = trackInputOf(input, now);
  try {
    // The events row goes with the first read of the member's rows (one statement).
    const outcome = await trackEmotion(
      ctx,
      track,
      (request) => ctx.analysis.track(request),
      interactionLogRow(input, now),
    );
    if (outcome === 'raced')
      ctx.log.warn({ userId: track.userId }, 'emotion state not moved: it kept changing');
  } catch (error) {
    ctx.log.error({ err: error, type: track.type }, 'could not move the emotion state');
  }
}

/** A concurrent interaction changed the rows between read and write this many times: give up. */
const TRACK_ATTEMPTS = 3;

/**
 * One interaction's effect on the member's emotion rows: the app reads them (with consent and
 * the content's vector), the analysis service computes the new rows, the app writes them if
 * nobody changed them meanwhile, else reads and asks again. `raced` after TRACK_ATTEMPTS;
 * `failed` when the service gave its fallback (nothing to store).
 */
export async function trackEmotion(
  ctx: PipelineContext,
  input: TrackInput,
  compute: (request: TrackRequest) => Promise<TrackResult | null>,
  /** The interaction's events row, written with the first read (the built-in engine's path). */
  log?: InteractionLogRow,
): Promise<TrackOutcome | 'raced' | 'failed'> {
  const db = ctx.database.db;
  for (let attempt = 0; attempt < TRACK_ATTEMPTS; attempt += 1) {
    const stored = await findTrackingRows(
      db,
      input.userId,
      input.contentId,
      attempt === 0 ? log : undefined,
    );
    if (!stored) return 'unknown_member';
    if (!stored.tracking) return 'no_consent';
    const before =
      stored.state && stored.profile ? { vector: stored.state, matrix: stored.profile } : null;
    const result = await compute({ ...input, contentVector: stored.contentVector, rows: before });
    if (!result) return 'failed';
    if (result.outcome !== 'tracked' || !result.rows) return result.outcome;
    const saved = await saveEmotionRows(db, {
      userId: input.userId,
      before,
      after: result.rows,
      now: ctx.clock(),
    });
    if (saved) return 'tracked';
  }
  return 'raced';
}

/** Writes the interaction's events row; returns what the analysis service is to track. */
async function logInteraction(
  ctx: PipelineContext,
  input: { userId: string; type: InteractionType; contentId: string; dwellMs?: number },
): Promise<TrackInput> {
  const now = ctx.clock();
  try {
    await insertEvent(ctx.database.db, {
      ...interactionLogRow(input, now),
      userId: input.userId,
      contentId: input.contentId,
    });
  } catch (error) {
    ctx.log.error({ err: error, type: input.type }, 'could not record the interaction');
  }
  return trackInputOf(input, now);
}

function interactionLogRow(
  input: { type: InteractionType; dwellMs?: number },
  now: Date,
): InteractionLogRow {
  return {
    id: newId(),
    type: input.type,
    dwellMs: input.dwellMs === undefined ? null : Math.max(0, Math.round(input.dwellMs)),
    createdAt: now,
  };
}

function trackInputOf(
  input: { userId: string; type: InteractionType; contentId: string; dwellMs?: number },
  now: Date,
): TrackInput {
  return {
    userId: input.userId,
    type: input.type,
    contentId: input.contentId,
    dwellMs: input.dwellMs ?? 0,
    hour: memberHour(now),
  };
}

/**
 * Current blended state for ranking: circadian row for the hour blended with short-term state
 * (alpha 0.35), cold start when none (`personal` false). A member who turned tracking off gets the
 * population prior: nothing personal is inferred for them.
 */
export async function currentEmotionState(
  ctx: PipelineContext,
  userId: string,
): Promise<{ state: number[]; personal: boolean }> {
  const hour = memberHour(ctx.clock());
  let profile: number[][] | null = null;
  try {
    const stored = await findStoredEmotion(ctx.database.db, userId);
    if (stored && !stored.tracking) return { state: coldStartPrior(hour), personal: false };
    if (stored?.state)
      return {
        state: blendWithCircadian(circadianRow(stored.profile, hour), stored.state),
        personal: true,
      };
    profile = stored?.profile ?? null;
  } catch (error) {
    ctx.log.error({ err: error }, 'could not read the emotion state');
  }
  return { state: await ctx.analysis.coldStart(userId, hour, profile), personal: false };
}
