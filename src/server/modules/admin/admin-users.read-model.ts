// Read model: the administrator's user list (spec section 3, "Admin user list item"). Reads only.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users, type User } from '../../../db/schema/users.ts';
import type { AdminUserItem, AdminUserStatus } from '../../../shared/api/admin.ts';

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

/** Members newest first (the house account is not a member). */
export async function listAdminUsers(db: Database, limit: number): Promise<AdminUserItem[]> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`not ${users.isSystem}`)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map(toAdminUserItem);
}

export async function findAdminUser(db: Database, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row && !row.isSystem ? row : null;
}
