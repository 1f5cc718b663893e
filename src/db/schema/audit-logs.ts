import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A record of consequential actions (bans, deletions, exports...); it outlives the actor, whose
// id becomes null when their account is deleted.
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').$type<'admin' | 'member' | 'system'>().notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    check('audit_logs_actor_kind', sql`${t.actorKind} in ('admin', 'member', 'system')`),
    index('audit_logs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_logs_target_id_idx').on(t.targetId),
    index('audit_logs_actor_id_idx').on(t.actorId),
  ],
);

export type AuditLog = typeof auditLogs.$inferSelect;
export type NewAuditLog = typeof auditLogs.$inferInsert;
