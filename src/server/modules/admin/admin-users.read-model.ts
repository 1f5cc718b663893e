// Read model: the administrator's user list (spec section 3, "Admin user list item"). Reads only.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users, type User } from '../../../db/schema/users.ts';
import type { AdminUserItem, AdminUserStatus } from '../../../shared/api/admin.ts';
import { keysetOrder, pageOf, pastCursor, type PageCursor } from '../../read/paging.ts';

/** Spec section 4 (User status): Banned if isBanned, else Active if isActive, else Inactive. */
export function adminUserStatus(user: { isBanned: boolean; isActive: boolean }): AdminUserStatus {
  if (user.isBanned) return 'Banned';
  return user.isActive ? 'Active' : 'Inactive';
}

export function toAdminUserItem(user: User): AdminUserItem {
  return {
    id: user.id,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    isBanned: user.isBanned,
    isActive: user.isActive,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    status: adminUserStatus(user),
  };
}

/** A page of members, newest first (the house account is not a member); reads `limit + 1`. */
export async function listAdminUsers(
  db: Database,
  cursor: PageCursor | null,
  limit: number,
): Promise<{ users: AdminUserItem[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`not ${users.isSystem}`, pastCursor(users.createdAt, users.id, cursor)))
    .orderBy(...keysetOrder(users.createdAt, users.id))
    .limit(limit + 1);
  const { items, nextCursor } = pageOf(rows, limit, (row) => row);
  return { users: items.map(toAdminUserItem), nextCursor };
}

export async function findAdminUser(db: Database, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row && !row.isSystem ? row : null;
}
