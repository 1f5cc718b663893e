import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { namedQuery } from '../db/prepared.ts';
import {
  circadianProfile,
  consents,
  contentEmbeddings,
  emotionState,
  llmUsage,
  users,
} from '../db/schema/index.ts';
import { isEmotionVector } from '../domain/emotion/emotion-vector.ts';

// The analysis service's own reads and writes: a member's emotion state, circadian profile and
// consent, a content item's emotion vector, and the LLM token tally.

export interface StoredEmotion {
  /** The short-term state, or null before the member's first tracked interaction. */
  state: number[] | null;
  profile: number[][] | null;
  /** consents.emotionTracking; a member without a consents row has the default (on). */
  tracking: boolean;
}

const storedEmotion = namedQuery<{
  tracking: boolean | null;
  state: unknown;
  profile: unknown;
}>(
  'analysis_stored_emotion',
  `select c.emotion_tracking as tracking, s.vector as state, p.matrix as profile
   from users u
   left join consents c on c.user_id = u.id
   left join emotion_state s on s.user_id = u.id
   left join circadian_profile p on p.user_id = u.id
   where u.id = $1
   limit 1`,
);

/**
 * The member's stored emotion rows, or null when there is no such member. A named statement:
 * every cold page 1 of the ranked feed reads it.
 */
export async function findStoredEmotion(
  db: Database,
  userId: string,
): Promise<StoredEmotion | null> {
  const row = (await storedEmotion.run(db, [userId]))[0];
  if (!row) return null;
  return {
    state: isEmotionVector(row.state) ? row.state : null,
    profile: Array.isArray(row.profile) ? (row.profile as number[][]) : null,
    tracking: row.tracking !== false,
  };
}

export type TrackOutcome =
  'tracked' | 'unknown_member' | 'no_consent' | 'no_content_vector' | 'untracked_type';

export interface EmotionRows {
  vector: number[];
  matrix: number[][];
}

export interface EmotionUpdate {
  userId: string;
  contentId: string;
  now: Date;
  /** The rows a member starts with at their first tracked interaction. */
  seed: EmotionRows;
  /** The new rows from the current ones and the content's emotion vector. */
  apply(current: EmotionRows, contentVector: number[]): EmotionRows;
}

/**
 * Applies one interaction to the member's state and circadian profile, in one transaction with
 * both rows locked, so concurrent interactions of one member do not lose updates. Does nothing
 * for a member who turned emotion tracking off, or content with no usable emotion vector.
 */
export async function updateMemberEmotion(
  db: Database,
  update: EmotionUpdate,
): Promise<TrackOutcome> {
  return db.transaction(async (tx) => {
    // One read for the consent and the content's vector.
    const [member] = await tx
      .select({
        tracking: consents.emotionTracking,
        vector: sql<
          number[] | null
        >`(select ${contentEmbeddings.emoVector} from ${contentEmbeddings}
          where ${contentEmbeddings.id} = ${update.contentId})`,
      })
      .from(users)
      .leftJoin(consents, eq(consents.userId, users.id))
      .where(eq(users.id, update.userId))
      .limit(1);
    if (!member) return 'unknown_member';
    if (member.tracking === false) return 'no_consent';
    const contentVector = member.vector;
    // An all-zero vector is the analysis fallback: it says nothing about the content's emotion.
    if (!isEmotionVector(contentVector) || contentVector.every((value) => value === 0))
      return 'no_content_vector';

    // Both rows locked in one statement; a member's first tracked interaction creates them.
    const lockRows = () =>
      tx
        .select({ vector: emotionState.vector, matrix: circadianProfile.matrix })
        .from(emotionState)
        .innerJoin(circadianProfile, eq(circadianProfile.userId, emotionState.userId))
        .where(eq(emotionState.userId, update.userId))
        .for('update');
    let [current] = await lockRows();
    if (!current) {
      await tx
        .insert(emotionState)
        .values({ userId: update.userId, vector: update.seed.vector, lastUpdated: update.now })
        .onConflictDoNothing();
      await tx
        .insert(circadianProfile)
        .values({ userId: update.userId, matrix: update.seed.matrix, updatedAt: update.now })
        .onConflictDoNothing();
      [current] = await lockRows();
    }

    const next = update.apply(
      {
        vector: current?.vector ?? update.seed.vector,
        matrix: current?.matrix ?? update.seed.matrix,
      },
      contentVector,
    );
    await tx
      .update(emotionState)
      .set({ vector: next.vector, lastUpdated: update.now })
      .where(eq(emotionState.userId, update.userId));
    await tx
      .update(circadianProfile)
      .set({ matrix: next.matrix, updatedAt: update.now })
      .where(eq(circadianProfile.userId, update.userId));
    return 'tracked';
  });
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** Adds one LLM request's tokens to the day's row for the model (the admin's GPT usage). */
export async function addLlmUsage(
  db: Pick<Database, 'insert'>,
  entry: { day: string; model: string; usage: TokenUsage; now: Date },
): Promise<void> {
  const { usage } = entry;
  await db
    .insert(llmUsage)
    .values({
      day: entry.day,
      model: entry.model,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      totalTokens: usage.totalTokens,
      requests: 1,
      updatedAt: entry.now,
    })
    .onConflictDoUpdate({
      target: [llmUsage.day, llmUsage.model],
      set: {
        promptTokens: sql`${llmUsage.promptTokens} + excluded.prompt_tokens`,
        completionTokens: sql`${llmUsage.completionTokens} + excluded.completion_tokens`,
        totalTokens: sql`${llmUsage.totalTokens} + excluded.total_tokens`,
        requests: sql`${llmUsage.requests} + 1`,
        updatedAt: entry.now,
      },
    });
}

/**
 * Erases the member's emotion state and circadian profile (offered when they turn emotion
 * tracking off). Returns whether anything was stored.
 */
export async function eraseStoredEmotion(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const states = await tx
      .delete(emotionState)
      .where(eq(emotionState.userId, userId))
      .returning({ id: emotionState.userId });
    const profiles = await tx
      .delete(circadianProfile)
      .where(eq(circadianProfile.userId, userId))
      .returning({ id: circadianProfile.userId });
    return states.length + profiles.length > 0;
  });
}
