// `npm run restore -- <archive>`: puts a backup (backup.ts) back into the configured data
// directory and database. Everything is extracted aside and checked against SHA256SUMS (and the
// archive against its `.sha256` file when present) before anything in the target is touched.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ServerConfig } from '../../config/env.ts';
import { pgliteDirFor } from '../../db/client.ts';
import { keepWasmCodeForProcessLifetime } from '../../db/wasm-code-gc.ts';
import { uploadsDirFor } from '../lib/storage.ts';
import { readRunningServer } from '../runtime-files.ts';
import {
  AUTH_SECRET_ENTRY,
  CHECKSUMS_ENTRY,
  FACTS_SQL,
  factsFromRow,
  journal,
  MANIFEST_ENTRY,
  manifestSchema,
  parseChecksums,
  UPLOADS_PREFIX,
  type BackupCounts,
  type Manifest,
} from './manifest.ts';
import { clearPostgres, postgresFacts, postgresTableCount, restorePostgres } from './pg-tools.ts';
import { readTar } from './tar.ts';

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreOptions {
  config: ServerConfig;
  file: string;
  /** Replace a target that already holds data. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The restored database's counts; equal to manifest.counts, or the restore throws. */
  counts: BackupCounts;
  uploads: number;
  /** Whether `<archive>.sha256` was there and matched. */
  archiveChecksumVerified: boolean;
  warnings: string[];
}

const AUTH_SECRET_FILE = 'auth-secret';

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config, file } = options;
  const warnings: string[] = [];
  const targetKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (targetKind === 'pglite' && readRunningServer(config.dataDir))
    throw new RestoreRefused(
      `A server is running on ${config.dataDir}: stop it before restoring into its data directory`,
    );
  const archiveChecksumVerified = await verifyArchiveChecksum(file);

  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const { manifest, sums } = await extract(file, staging, async (found) => {
      // Refused before the rest is extracted: the wrong engine, a newer schema, a full target.
      if (found.database.kind !== targetKind)
        throw new RestoreRefused(
          found.database.kind === 'pglite'
            ? 'This archive holds a PGlite database: restore it without DATABASE_URL'
            : 'This archive holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into',
        );
      const known = journal().length;
      if (found.database.migrations.applied > known)
        throw new RestoreRefused(
          `This archive comes from a newer Lorien (${found.database.migrations.applied} migrations, this one knows ${known}): upgrade first`,
        );
      const occupied = await occupiedTarget(config);
      if (occupied.length > 0 && !options.force)
        throw new RestoreRefused(
          `The target is not empty (${occupied.join(', ')}): restore into an empty one, or pass --force to replace it`,
        );
    });

    // Every entry checked: now the target is replaced.
    if (options.force) await clearTarget(config);
    const dbFile = path.join(staging, manifest.database.entry);
    let counts: BackupCounts;
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, dbFile);
      counts = (await postgresFacts(config.databaseUrl)).counts;
    } else {
      counts = await restorePglite(pgliteDirFor(config.dataDir), await readFile(dbFile));
    }
    for (const key of Object.keys(manifest.counts) as Array<keyof BackupCounts>)
      if (counts[key] !== manifest.counts[key])
        throw new Error(
          `The restored database has ${counts[key]} ${key}, the manifest says ${manifest.counts[key]}`,
        );

    const stagedUploads = path.join(staging, 'uploads');
    const uploads = [...sums.keys()].filter((name) => name.startsWith(UPLOADS_PREFIX)).length;
    if (existsSync(stagedUploads)) await rename(stagedUploads, uploadsDirFor(config.dataDir));
    if (manifest.uploads.storage === 's3')
      warnings.push(
        `The uploads are not in this archive: they live in the bucket ${manifest.uploads.bucket} at ${manifest.uploads.endpoint}. ${manifest.uploads.note}`,
      );
    else if (config.s3 && uploads > 0)
      warnings.push(
        `This server stores uploads in S3, but the archive's ${uploads} files went to ${uploadsDirFor(config.dataDir)}: copy them into the bucket (same paths).`,
      );

    const secret = (await readFile(path.join(staging, AUTH_SECRET_ENTRY), 'utf8')).trim();
    const secretFile = path.join(config.dataDir, AUTH_SECRET_FILE);
    await writeFile(secretFile, secret, { mode: 0o600 });
    await chmod(secretFile, 0o600);
    if (config.authSecret && config.authSecret !== secret)
      warnings.push(
        `AUTH_SECRET is set and differs from the archive's secret (now in ${secretFile}): sessions, pending mail links and account tokens stay valid only with the archive's secret. Unset AUTH_SECRET, or set it to that file's content.`,
      );
    else if (!config.authSecret && manifest.authSecret === 'environment')
      warnings.push(
        `The archive's secret came from AUTH_SECRET; it is now in ${secretFile}, which the server uses while AUTH_SECRET is unset.`,
      );
    return { manifest, counts, uploads, archiveChecksumVerified, warnings };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `<archive>.sha256`, when it is there, must match the archive's bytes. */
async function verifyArchiveChecksum(file: string): Promise<boolean> {
  const sidecar = `${file}.sha256`;
  if (!existsSync(sidecar)) return false;
  const expected = (await readFile(sidecar, 'utf8')).trim().split(/\s+/)[0];
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== expected)
    throw new RestoreRefused(`The archive does not match ${sidecar}: it is damaged or incomplete`);
  return true;
}

/** Extracts into `staging`, checking the manifest first and every entry against SHA256SUMS. */
async function extract(
  file: string,
  staging: string,
  checkManifest: (manifest: Manifest) => Promise<void>,
): Promise<{ manifest: Manifest; sums: Map<string, string> }> {
  const seen = new Map<string, string>();
  let manifest: Manifest | null = null;
  let sums: Map<string, string> | null = null;
  const entries = readTar(createReadStream(file).pipe(createGunzip()));
  try {
    for await (const entry of entries) {
      if (sums) throw new RestoreRefused(`${CHECKSUMS_ENTRY} is not the last entry`);
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY)
          throw new RestoreRefused(
            'This is not a Lorien backup (it does not start with a manifest)',
          );
        const parsed = manifestSchema.safeParse(JSON.parse(entry.bytes.toString('utf8')));
        if (!parsed.success)
          throw new RestoreRefused(
            `The manifest is not one this version reads: ${parsed.error.message}`,
          );
        manifest = parsed.data;
        await checkManifest(manifest);
      }
      if (entry.name === CHECKSUMS_ENTRY) {
        sums = parseChecksums(entry.bytes.toString('utf8'));
        continue;
      }
      const target = path.resolve(staging, entry.name);
      if (!target.startsWith(staging + path.sep) || seen.has(entry.name))
        throw new RestoreRefused(`The archive holds an unexpected entry: ${entry.name}`);
      seen.set(entry.name, createHash('sha256').update(entry.bytes).digest('hex'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, entry.bytes, { mode: 0o600 });
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`The archive cannot be read: ${(error as Error).message}`);
  }
  if (!manifest || !sums)
    throw new RestoreRefused(`The archive is incomplete: it has no ${CHECKSUMS_ENTRY}`);
  for (const [name, hex] of sums)
    if (seen.get(name) !== hex)
      throw new RestoreRefused(
        seen.has(name)
          ? `${name} does not match its SHA-256: the archive is damaged`
          : `${name} is missing from the archive`,
      );
  for (const name of seen.keys())
    if (!sums.has(name)) throw new RestoreRefused(`${name} is not in ${CHECKSUMS_ENTRY}`);
  for (const needed of [manifest.database.entry, AUTH_SECRET_ENTRY])
    if (!seen.has(needed)) throw new RestoreRefused(`${needed} is missing from the archive`);
  return { manifest, sums };
}

/** What the target already holds (empty when a restore may go ahead without --force). */
async function occupiedTarget(config: ServerConfig): Promise<string[]> {
  const found: string[] = [];
  const nonEmpty = async (dir: string) =>
    (await readdir(dir).catch(() => [] as string[])).length > 0;
  if (config.databaseUrl) {
    const tables = await postgresTableCount(config.databaseUrl);
    if (tables > 0) found.push(`${tables} tables in the database`);
  } else if (await nonEmpty(pgliteDirFor(config.dataDir))) {
    found.push(pgliteDirFor(config.dataDir));
  }
  if (await nonEmpty(uploadsDirFor(config.dataDir))) found.push(uploadsDirFor(config.dataDir));
  const secretFile = path.join(config.dataDir, AUTH_SECRET_FILE);
  if (existsSync(secretFile)) found.push(secretFile);
  return found;
}

async function clearTarget(config: ServerConfig): Promise<void> {
  if (config.databaseUrl) await clearPostgres(config.databaseUrl);
  else await rm(pgliteDirFor(config.dataDir), { recursive: true, force: true });
  await rm(uploadsDirFor(config.dataDir), { recursive: true, force: true });
}

/** Loads the dumped data directory into a new PGlite directory and counts what it holds. */
async function restorePglite(dir: string, dump: Buffer): Promise<BackupCounts> {
  await mkdir(dir, { recursive: true });
  keepWasmCodeForProcessLifetime();
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([new Uint8Array(dump)]),
  });
  try {
    const { rows } = await pglite.query<Record<string, unknown>>(FACTS_SQL);
    return factsFromRow(rows[0]).counts;
  } finally {
    await pglite.close();
  }
}
