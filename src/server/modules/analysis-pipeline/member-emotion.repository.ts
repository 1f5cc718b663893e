import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { namedQuery, preparedSql } from '../../../db/prepared.ts';
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

const TRACKING_ROWS_SELECT = `select c.emotion_tracking as tracking, s.vector as state, p.matrix as profile,
     (select e.emo_vector from content_embeddings e where e.id = $2) as content
   from users u
   left join consents c on c.user_id = u.id
   left join emotion_state s on s.user_id = u.id
   left join circadian_profile p on p.user_id = u.id
   where u.id = $1
   limit 1`;

type TrackingRowsRow = {
  tracking: boolean | null;
  state: unknown;
  profile: unknown;
  content: unknown;
};

const trackingRows = namedQuery<TrackingRowsRow>('analysis_tracking_rows', TRACKING_ROWS_SELECT);

// The interaction's events row written by the same statement that reads what it is computed
// from (a data-modifying CTE runs whether or not the query reads it): one round trip, not two.
const loggedTrackingRows = namedQuery<TrackingRowsRow>(
  'analysis_logged_tracking_rows',
  `with logged as (
     insert into events (id, user_id, type, content_id, dwell_ms, created_at)
     values ($3, $1, $4, $2, $5, $6::timestamptz))
   ${TRACKING_ROWS_SELECT}`,
);

/** An interaction's row in the events log. */
export interface InteractionLogRow {
  id: string;
  type: string;
  dwellMs: number | null;
  createdAt: Date;
}

/**
 * What one interaction is computed from, in one read; null when there is no such member. With
 * `log`, the interaction's events row is written by the same statement.
 */
export async function findTrackingRows(
  db: Database,
  userId: string,
  contentId: string,
  log?: InteractionLogRow,
): Promise<TrackingRows | null> {
  const rows = log
    ? await loggedTrackingRows.run(db, [
        userId,
        contentId,
        log.id,
        log.type,
        log.dwellMs,
        log.createdAt.toISOString(),
      ])
    : await trackingRows.run(db, [userId, contentId]);
  const row = rows[0];
  if (!row) return null;
  return { ...toStored(row), contentVector: isEmotionVector(row.content) ? row.content : null };
}

/**
 * Writes the member's new rows if they are still the ones the computation started from
 * (`before`; null: the member had none yet). One statement, so both rows change at once; every
 * writer changes both rows together, so both conditions hold or both fail. Returns false when
 * another interaction got there first: the caller reads again and recomputes.
 */
export async function saveEmotionRows(
  db: Database,
  update: { userId: string; before: EmotionRows | null; after: EmotionRows; now: Date },
): Promise<boolean> {
  const { userId, before, after, now } = update;
  const [row] = await emotionRowsStatement.run(
    db,
    {
      userId,
      vector: `{${after.vector.join(',')}}`,
      matrix: JSON.stringify(after.matrix),
      now: now.toISOString(),
      ...(before
        ? {
            beforeVector: `{${before.vector.join(',')}}`,
            beforeMatrix: JSON.stringify(before.matrix),
          }
        : {}),
    },
    before ? 'update' : 'insert',
  );
  return Number(row?.states) > 0 && Number(row?.profiles) > 0;
}

// Named: every tracked interaction (echo, save, comment, view, share) writes one.
const emotionRowsStatement = preparedSql<{ states: number; profiles: number }, 'update' | 'insert'>(
  'save_emotion_rows',
  (variant) => {
    const userId = sql.placeholder('userId');
    const vector = sql`${sql.placeholder('vector')}::real[]`;
    const matrix = sql`${sql.placeholder('matrix')}::jsonb`;
    const at = sql`${sql.placeholder('now')}::timestamptz`;
    const counts = sql`select (select count(*) from states)::int as states,
        (select count(*) from profiles)::int as profiles`;
    return variant === 'update'
      ? sql`
      with states as (
        update ${emotionState} set vector = ${vector}, last_updated = ${at}
        where user_id = ${userId} and vector = ${sql.placeholder('beforeVector')}::real[]
        returning 1),
      profiles as (
        update ${circadianProfile} set matrix = ${matrix}, updated_at = ${at}
        where user_id = ${userId} and matrix = ${sql.placeholder('beforeMatrix')}::jsonb
        returning 1)
      ${counts}`
      : sql`
      with states as (
        insert into ${emotionState} (user_id, vector, last_updated)
        values (${userId}, ${vector}, ${at})
        on conflict do nothing returning 1),
      profiles as (
        insert into ${circadianProfile} (user_id, matrix, updated_at)
        values (${userId}, ${matrix}, ${at})
        on conflict do nothing returning 1)
      ${counts}`;
  },
);

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
