// Read model: every row Lorien holds about one member, across every owner's tables, for the
// export (spec: account rights). Reads only.
import { asc, eq } from 'drizzle-orm';
import type { PostImage } from '../../../db/schema/post-images.ts';
import type { Database } from '../../../db/client.ts';
import {
  blocks,
  circadianProfile,
  comments,
  consents,
  directMessages,
  echoes,
  emotionState,
  events,
  feedback,
  follows,
  inviteCodes,
  notifications,
  postImages,
  posts,
  saves,
  sessions,
  uploads,
  users,
} from '../../../db/schema/index.ts';

/** Everything Lorien stores about one member, for the export (spec: account rights). */
export async function collectMemberData(db: Database, userId: string) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  const [
    memberPosts,
    memberComments,
    memberEchoes,
    memberSaves,
    following,
    followers,
    memberBlocks,
    messages,
    memberNotifications,
    memberEvents,
    state,
    circadian,
    memberConsents,
    invites,
    invited,
    memberFeedback,
    files,
    memberSessions,
  ] = await Promise.all([
    db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(asc(posts.createdAt)),
    db
      .select()
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt)),
    db.select().from(echoes).where(eq(echoes.userId, userId)),
    db.select().from(saves).where(eq(saves.userId, userId)),
    db.select().from(follows).where(eq(follows.followerId, userId)),
    db.select().from(follows).where(eq(follows.followeeId, userId)),
    db.select().from(blocks).where(eq(blocks.blockerId, userId)),
    db
      .select()
      .from(directMessages)
      .where(eq(directMessages.ownerId, userId))
      .orderBy(asc(directMessages.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(events).where(eq(events.userId, userId)).orderBy(asc(events.createdAt)),
    db.select().from(emotionState).where(eq(emotionState.userId, userId)),
    db.select().from(circadianProfile).where(eq(circadianProfile.userId, userId)),
    db.select().from(consents).where(eq(consents.userId, userId)),
    db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.ownerId, userId))
      .orderBy(asc(inviteCodes.createdAt)),
    db
      .select({ uid: users.id, displayName: users.displayName, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.referrerUid, userId)),
    db.select().from(feedback).where(eq(feedback.userId, userId)),
    db.select().from(uploads).where(eq(uploads.ownerId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);
  // Every image of every post (up to four each), with its alt text, beside the post it belongs to.
  const images = await db
    .select({ image: postImages })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .where(eq(posts.authorId, userId))
    .orderBy(asc(postImages.postId), asc(postImages.position));
  const imagesByPost = new Map<string, Array<Omit<PostImage, 'postId'>>>();
  for (const { image } of images) {
    const { postId, ...rest } = image;
    imagesByPost.set(postId, [...(imagesByPost.get(postId) ?? []), rest]);
  }
  return {
    profile,
    posts: memberPosts.map((post) => ({
      ...post,
      images: imagesByPost.get(post.id) ?? [],
    })),
    comments: memberComments,
    echoes: memberEchoes,
    saves: memberSaves,
    follows: { following, followers },
    blocks: memberBlocks,
    messages,
    notifications: memberNotifications,
    events: memberEvents,
    emotionState: state[0] ?? null,
    circadianProfile: circadian[0] ?? null,
    consents: memberConsents[0] ?? null,
    invites: { codes: invites, invited },
    feedback: memberFeedback,
    uploads: files,
    sessions: memberSessions,
  };
}

export async function listStoredFiles(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ path: uploads.path, thumbPath: uploads.thumbPath })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  return rows.flatMap((row) => (row.thumbPath ? [row.path, row.thumbPath] : [row.path]));
}
