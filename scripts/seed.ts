// `npm run seed -- [--members 1000] [--posts 100000] [--events 1000000] [--database-url URL]`:
// fills an empty database with a deterministic synthetic community (scripts/seed/seed-database.ts
// says what it holds). PostgreSQL from --database-url or DATABASE_URL, else PGlite in the data
// directory (LORIEN_DATA_DIR, default ./data); images go to that directory's upload store.
// Every seeded member signs in as seed<n>@example.com with the password in SEED_PASSWORD; a
// fresh founder invite is written to <data dir>/bench-invite.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDirFor } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { uploadsDirFor } from '../src/server/lib/storage.ts';
import { freshFounderInvite } from '../src/server/modules/house/index.ts';
import {
  SEED_PASSWORD,
  seedDatabase,
  type SeedReport,
  type SeedSizes,
} from './seed/seed-database.ts';

export { SEED_PASSWORD, seedMemberEmail, seedMemberId, seedPostId } from './seed/seed-database.ts';
export type { SeedSizes } from './seed/seed-database.ts';

export const DEFAULT_SEED: SeedSizes = { members: 1000, posts: 100_000, events: 1_000_000 };

export interface SeedTarget {
  /** A postgres:// URL; empty or absent means PGlite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: (message: string) => void;
}

/** Migrates and seeds the target; returns the row counts and a founder invite code. */
export async function seed(
  sizes: SeedSizes,
  target: SeedTarget,
): Promise<SeedReport & { invite: string }> {
  const database = await openDatabase({
    url: target.databaseUrl || undefined,
    pgliteDir: pgliteDirFor(target.dataDir),
    poolMax: 2,
    // Bulk statements run long on purpose; the app's 10-second guard is for requests.
    timeouts: { statementMs: 900_000, queryMs: 910_000 },
  });
  try {
    await migrateDatabase(database);
    mkdirSync(target.dataDir, { recursive: true });
    const report = await seedDatabase(database.db, {
      ...sizes,
      // With PostgreSQL the files still go to this directory's store (the local default).
      uploadsRoot: uploadsDirFor(target.dataDir),
      log: target.log,
    });
    const invite = await freshFounderInvite(database.db, new Date());
    writeFileSync(path.join(target.dataDir, 'bench-invite'), invite.code);
    return { ...report, invite: invite.code };
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      posts: { type: 'string' },
      events: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const sizes: SeedSizes = {
    members: Number(values.members ?? DEFAULT_SEED.members),
    posts: Number(values.posts ?? DEFAULT_SEED.posts),
    events: Number(values.events ?? DEFAULT_SEED.events),
  };
  for (const [name, value] of Object.entries(sizes))
    if (!Number.isInteger(value) || value < 1) {
      console.error(`--${name} must be a whole number of at least 1`);
      process.exit(1);
    }
  const dataDir = process.env.LORIEN_DATA_DIR ?? 'data';
  const report = await seed(sizes, {
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    dataDir,
    log: (message) => console.log(message),
  });
  console.log(
    `Seeded in ${report.seconds.toFixed(1)} s. Members sign in as seed<n>@example.com with the password "${SEED_PASSWORD}"; a founder invite is in ${path.join(dataDir, 'bench-invite')}.`,
  );
}
