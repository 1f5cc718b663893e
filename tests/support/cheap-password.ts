import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../src/db/schema/index.ts';
import type { AppContext } from '../../src/server/context.ts';

/**
 * Stores the member's same password at a low scrypt cost (the parameters travel with the hash),
 * so a test that makes dozens of wrong guesses spends seconds, not minutes, hashing.
 */
export async function cheapenPassword(ctx: AppContext, userId: string, password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 10, r: 8, p: 1 });
  const hash = ['scrypt', 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  await ctx.database.db.update(accounts).set({ password: hash }).where(eq(accounts.userId, userId));
}
