// The one write that crosses table owners: deleting a member must be a single transaction
// (counters on other members' posts, their messages in other mailboxes, the member count), so it
// lives here, named, rather than as a chain of owners' calls that could stop half-way.
// docs/architecture.md lists it under table owners.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  auditLogs,
  comments,
  directMessages,
  echoes,
  feedback,
  posts,
  saves,
  stats,
  users,
} from '../../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { USER_COUNT_KEY } from '../auth/index.ts';

/**
 * Removes the member and everything they own in one transaction. Counters on other members'
 * posts that this member's echoes, saves and comments contributed to are taken back first;
 * the foreign keys then cascade to every owned row, including the copies of their messages
 * in other members' mailboxes (docs/decisions.md).
 */
/** Who erases the member: themselves, or the administrator (named in the audit log). */
export type DeletionActor = { kind: 'member' } | { kind: 'admin'; name: string };

export async function deleteMember(
  db: Database,
  userId: string,
  now: Date,
  actor: DeletionActor = { kind: 'member' },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const echoed = tx
      .select({ postId: echoes.postId })
      .from(echoes)
      .where(eq(echoes.userId, userId));
    await tx
      .update(posts)
      .set({ echoes: sql`greatest(${posts.echoes} - 1, 0)` })
      .where(inArray(posts.id, echoed));
    const saved = tx.select({ postId: saves.postId }).from(saves).where(eq(saves.userId, userId));
    await tx
      .update(posts)
      .set({ saves: sql`greatest(${posts.saves} - 1, 0)` })
      .where(inArray(posts.id, saved));
    await tx.execute(sql`
      update ${posts} set responses = greatest(${posts.responses} - c.n, 0)
      from (select ${comments.postId} as post_id, count(*)::int as n from ${comments}
            where ${comments.authorId} = ${userId} group by ${comments.postId}) c
      where ${posts.id} = c.post_id`);
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx
      .delete(directMessages)
      .where(or(eq(directMessages.fromId, userId), eq(directMessages.toId, userId)));
    const deleted = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.isSystem, false)))
      .returning({ id: users.id });
    if (deleted.length === 0) return false;
    await tx
      .update(stats)
      .set({ count: sql`greatest(${stats.count} - 1, 0)`, lastUpdated: now })
      .where(eq(stats.key, USER_COUNT_KEY));
    // A member's own deletion leaves no id in the log: the point is that nothing of theirs
    // remains. An administrator's deletion names the administrator and the opaque id.
    await tx.insert(auditLogs).values({
      id: newId(),
      actorKind: actor.kind,
      action: actor.kind === 'admin' ? 'admin.member.deleted' : 'account.deleted',
      targetType: actor.kind === 'admin' ? 'user' : null,
      targetId: actor.kind === 'admin' ? userId : null,
      meta: actor.kind === 'admin' ? { admin: actor.name } : null,
      createdAt: now,
    });
    return true;
  });
}
