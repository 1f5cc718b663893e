import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { namedQuery } from '../../../db/prepared.ts';
import { circadianProfile, emotionState } from '../../../db/schema/index.ts';
import { isEmotionVector } from '../../../domain/emotion/emotion-vector.ts';
import type { EmotionRows } from '../../../analysis/analysis-client.ts';

// A member's emotion state and circadian profile (issue 26: the app's, not the analysis
// service's). The service computes a member's new rows from the ones read here; they are written
// back only if nobody changed them meanwhile (the service is not waited on inside a transaction).

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

const toStored = (row: { tracking: boolean | null; state: unknown; profile: unknown }) => ({
  state: isEmotionVector(row.state) ? row.state : null,
  profile: Array.isArray(row.profile) ? (row.profile as number[][]) : null,
  tracking: row.tracking !== false,
});

/**
 * The member's stored emotion rows, or null when there is no such member. A named statement:
 * every cold page 1 of the ranked feed reads it.
 */
export async function findStoredEmotion(
  db: Database,
  userId: string,
): Promise<StoredEmotion | null> {
  const row = (await storedEmotion.run(db, [userId]))[0];
  return row ? toStored(row) : null;
}

export interface TrackingRows extends StoredEmotion {
  /** The content's emotion vector, or null when it has none (not analysed, or no such content). */
  contentVector: number[] | null;
}

const trackingRows = namedQuery<{
  tracking: boolean | null;
  state: unknown;
  profile: unknown;
  content: unknown;
}>(
  'analysis_tracking_rows',
  `select c.emotion_tracking as tracking, s.vector as state, p.matrix as profile,
     (select e.emo_vector from content_embeddings e where e.id = $2) as content
   from users u
   left join consents c on c.user_id = u.id
   left join emotion_state s on s.user_id = u.id
   left join circadian_profile p on p.user_id = u.id
   where u.id = $1
   limit 1`,
);

/** What one interaction is computed from, in one read; null when there is no such member. */
export async function findTrackingRows(
  db: Database,
  userId: string,
  contentId: string,
): Promise<TrackingRows | null> {
  const row = (await trackingRows.run(db, [userId, contentId]))[0];
  if (!row) return null;
  return { ...toStored(row), contentVector: isEmotionVector(row.content) ? row.content : null };
}

/**
 * Writes the member's new rows if they are still the ones the computation started from
 * (`before`; null: the member had none yet). Both rows or neither, in one transaction. Returns
 * false when another interaction got there first: the caller reads again and recomputes.
 */
export async function saveEmotionRows(
  db: Database,
  update: { userId: string; before: EmotionRows | null; after: EmotionRows; now: Date },
): Promise<boolean> {
  const { userId, before, after, now } = update;
  const lost = new Error('lost the race');
  try {
    await db.transaction(async (tx) => {
      if (!before) {
        const states = await tx
          .insert(emotionState)
          .values({ userId, vector: after.vector, lastUpdated: now })
          .onConflictDoNothing()
          .returning({ id: emotionState.userId });
        const profiles = await tx
          .insert(circadianProfile)
          .values({ userId, matrix: after.matrix, updatedAt: now })
          .onConflictDoNothing()
          .returning({ id: circadianProfile.userId });
        if (states.length === 0 || profiles.length === 0) throw lost;
        return;
      }
      const states = await tx
        .update(emotionState)
        .set({ vector: after.vector, lastUpdated: now })
        .where(
          and(
            eq(emotionState.userId, userId),
            sql`${emotionState.vector} = ${`{${before.vector.join(',')}}`}::real[]`,
          ),
        )
        .returning({ id: emotionState.userId });
      const profiles = await tx
        .update(circadianProfile)
        .set({ matrix: after.matrix, updatedAt: now })
        .where(
          and(
            eq(circadianProfile.userId, userId),
            sql`${circadianProfile.matrix} = ${JSON.stringify(before.matrix)}::jsonb`,
          ),
        )
        .returning({ id: circadianProfile.userId });
      if (states.length === 0 || profiles.length === 0) throw lost;
    });
    return true;
  } catch (error) {
    if (error === lost) return false;
    throw error;
  }
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
