import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  circadianProfile,
  consents,
  emotionState,
  events,
  posts,
} from '../../../db/schema/index.ts';

// The insights read model: a member's own posts, what they engaged with, their emotion state and
// circadian profile, read across the tables that hold them (posts, events, emotion_state,
// circadian_profile, consents). Read-only.

/** Ours: bounds on what one insights page reads. */
export const INSIGHTS_READ_LIMITS = { posts: 1000, events: 3000 } as const;

export interface InsightsFacts {
  tracking: boolean;
  totalPosts: number;
  windowPosts: { createdAt: Date; emotion: string | null; emoVector: number[] | null }[];
  engaged: { at: Date; contentId: string; emotion: string | null; emoVector: number[] | null }[];
  state: { vector: number[]; lastUpdated: Date } | null;
  circadian: { matrix: number[][]; updatedAt: Date } | null;
}

export async function readInsightsFacts(
  db: Database,
  memberId: string,
  since: Date,
): Promise<InsightsFacts> {
  const [consent] = await db
    .select({ tracking: consents.emotionTracking })
    .from(consents)
    .where(eq(consents.userId, memberId))
    .limit(1);
  const tracking = consent?.tracking !== false;

  const [total] = await db.select({ n: count() }).from(posts).where(eq(posts.authorId, memberId));
  const windowPosts = await db
    .select({ createdAt: posts.createdAt, emotion: posts.emotion, emoVector: posts.emoVector })
    .from(posts)
    .where(and(eq(posts.authorId, memberId), gte(posts.createdAt, since)))
    .orderBy(desc(posts.createdAt))
    .limit(INSIGHTS_READ_LIMITS.posts);

  if (!tracking) {
    return {
      tracking,
      totalPosts: total?.n ?? 0,
      windowPosts,
      engaged: [],
      state: null,
      circadian: null,
    };
  }

  const engagedRows = await db
    .select({
      at: events.createdAt,
      contentId: posts.id,
      emotion: posts.emotion,
      emoVector: posts.emoVector,
    })
    .from(events)
    .innerJoin(posts, eq(posts.id, events.contentId))
    .where(
      and(eq(events.userId, memberId), gte(events.createdAt, since), ne(posts.authorId, memberId)),
    )
    .orderBy(desc(events.createdAt))
    .limit(INSIGHTS_READ_LIMITS.events);
  // One post engaged with several ways (viewed, echoed, saved) counts once, at its latest.
  const seen = new Set<string>();
  const engaged = engagedRows.filter((row) => {
    if (seen.has(row.contentId)) return false;
    seen.add(row.contentId);
    return true;
  });

  const [state] = await db
    .select({ vector: emotionState.vector, lastUpdated: emotionState.lastUpdated })
    .from(emotionState)
    .where(eq(emotionState.userId, memberId))
    .limit(1);
  const [profile] = await db
    .select({ matrix: circadianProfile.matrix, updatedAt: circadianProfile.updatedAt })
    .from(circadianProfile)
    .where(eq(circadianProfile.userId, memberId))
    .limit(1);

  return {
    tracking,
    totalPosts: total?.n ?? 0,
    windowPosts,
    engaged,
    state: state ?? null,
    circadian: profile ?? null,
  };
}

/** Whether the member has an emotion state or circadian profile stored. */
export async function hasStoredEmotion(db: Database, memberId: string): Promise<boolean> {
  const [state] = await db
    .select({ id: emotionState.userId })
    .from(emotionState)
    .where(eq(emotionState.userId, memberId))
    .limit(1);
  if (state) return true;
  const [profile] = await db
    .select({ id: circadianProfile.userId })
    .from(circadianProfile)
    .where(eq(circadianProfile.userId, memberId))
    .limit(1);
  return Boolean(profile);
}
