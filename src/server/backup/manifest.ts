// What a backup archive holds and how it says so (docs/decisions.md, "Backup and restore").
//
//   manifest.json            first, so a restore can refuse a wrong archive before extracting it
//   database/pglite.tar      PGlite's data directory (dumpDataDir), or
//   database/postgres.dump   pg_dump's custom format
//   uploads/...              the local-disk uploads (none when they live in an S3 bucket)
//   secrets/auth-secret      the secret sessions, sealed jobs and account tokens are signed with
//   SHA256SUMS               last: every entry's SHA-256 (`sha256sum -c` reads it)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';

export const MANIFEST_ENTRY = 'manifest.json';
export const CHECKSUMS_ENTRY = 'SHA256SUMS';
export const PGLITE_ENTRY = 'database/pglite.tar';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const UPLOADS_PREFIX = 'uploads/';
export const AUTH_SECRET_ENTRY = 'secrets/auth-secret';
export const BACKUP_FORMAT = 'lorien-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * Counted in the same snapshot as the database copy (one worker turn on PGlite, pg_dump's
 * exported snapshot on PostgreSQL), so a restore can check it got exactly these rows back.
 */
export const FACTS_SQL = `select
  (select count(*) from users where not is_system)::int as members,
  (select count(*) from sessions)::int as sessions,
  (select count(*) from posts)::int as posts,
  (select count(*) from comments)::int as comments,
  (select count(*) from direct_messages)::int as messages,
  (select count(*) from uploads)::int as uploads,
  (select count(*) from follows)::int as follows,
  (select count(*) from drizzle.__drizzle_migrations)::int as migrations_applied,
  (select max(created_at) from drizzle.__drizzle_migrations)::text as migrations_latest,
  current_setting('server_version') as server_version`;

const countsSchema = z.object({
  members: z.number().int(),
  sessions: z.number().int(),
  posts: z.number().int(),
  comments: z.number().int(),
  messages: z.number().int(),
  uploads: z.number().int(),
  follows: z.number().int(),
});
export type BackupCounts = z.infer<typeof countsSchema>;

export interface DatabaseFacts {
  counts: BackupCounts;
  migrations: { applied: number; latest: string | null };
  serverVersion: string;
}

/** FACTS_SQL's row, with the latest migration named by its tag from the journal. */
export function factsFromRow(row: Record<string, unknown> | undefined): DatabaseFacts {
  if (!row) throw new Error('the database answered no facts');
  const counts = countsSchema.parse(
    Object.fromEntries(Object.keys(countsSchema.shape).map((key) => [key, Number(row[key])])),
  );
  const latestWhen = row.migrations_latest == null ? null : Number(row.migrations_latest);
  const latest = journal().find((entry) => entry.when === latestWhen)?.tag ?? null;
  return {
    counts,
    migrations: { applied: Number(row.migrations_applied), latest },
    serverVersion: String(row.server_version),
  };
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    entry: z.enum([PGLITE_ENTRY, POSTGRES_ENTRY]),
    /** The server's version, and pg_dump's (pg_restore must be at least as new). */
    engine: z.string(),
    migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  }),
  counts: countsSchema,
  uploads: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int(), bytes: z.number().int() }),
    z.object({
      storage: z.literal('s3'),
      endpoint: z.string(),
      bucket: z.string(),
      note: z.string(),
    }),
  ]),
  /** Where the auth secret came from: the data directory's file or the AUTH_SECRET setting. */
  authSecret: z.enum(['file', 'environment']),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** `sha256sum` lines: "<hex>  <name>". */
export function formatChecksums(sums: Map<string, string>): string {
  return [...sums].map(([name, hex]) => `${hex}  ${name}\n`).join('');
}

export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) throw new Error(`${CHECKSUMS_ENTRY}: a line is not "<sha256>  <name>"`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

/** The default archive name: sortable, and safe in any file system. */
export function archiveName(now: Date): string {
  return `lorien-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}
