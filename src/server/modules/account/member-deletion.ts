// The one write that crosses table owners: deleting a member must be a single transaction
// (counters on other members' posts, their messages in other mailboxes, the member count), so it
// lives here, named, rather than as a chain of owners' calls that could stop half-way.
// docs/architecture.md lists it under table owners.
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  auditLogs,
  comments,
  contactMessages,
  directMessages,
  echoes,
  feedback,
  jobs,
  liveEvents,
  posts,
  rateLimits,
  saves,
  stats,
  users,
  verifications,
} from '../../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { USER_COUNT_KEY } from '../auth/index.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** True when `column` (as text) contains `needle`, case-insensitively: a plain substring, no pattern. */
function mentions(column: SQL | AnyColumn, needle: string): SQL {
  return sql`strpos(lower(${column}::text), ${needle.toLowerCase()}) > 0`;
}

/**
 * Rows with no foreign key to the member that still name them (issue 30): one-time values
 * (reset tokens, keyed by the token, valued by the id), queued or finished jobs (a reset mail
 * carries the address and the token), other members' live-stream rows naming them as the peer,
 * rate-limit windows keyed by their id or address, and what they sent through the contact form
 * under their address. Sessions and the member's own rows go by cascade.
 */
async function eraseTraces(tx: Transaction, userId: string, email: string): Promise<void> {
  const resets = await tx
    .delete(verifications)
    .where(or(eq(verifications.value, userId), mentions(verifications.identifier, email)))
    .returning({ identifier: verifications.identifier });
  // better-auth keys a reset as `reset-password:<token>`; the token may sit in a queued mail job.
  const tokens = resets
    .map((row) => row.identifier.slice(row.identifier.lastIndexOf(':') + 1))
    .filter((token) => token.length >= 16);
  await tx
    .delete(jobs)
    .where(
      or(
        mentions(jobs.payload, userId),
        mentions(jobs.payload, email),
        ...tokens.map((token) => mentions(jobs.payload, token)),
      ),
    );
  await tx.delete(liveEvents).where(mentions(liveEvents.data, userId));
  await tx
    .delete(rateLimits)
    .where(or(mentions(rateLimits.key, userId), mentions(rateLimits.key, email)));
  await tx
    .delete(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
}

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
      .returning({ id: users.id, email: users.email });
    if (deleted.length === 0) return false;
    await eraseTraces(tx, userId, deleted[0]!.email);
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
