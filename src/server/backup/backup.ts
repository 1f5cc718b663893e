// `npm run backup`: one .tar.gz with the database, the uploads and the auth secret, a manifest
// and every entry's SHA-256 (layout in manifest.ts), plus `<archive>.sha256` for the archive
// itself. It runs beside a live server: see docs/decisions.md, "Backup and restore".
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { ServerConfig } from '../../config/env.ts';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from '../../db/client.ts';
import { HOUSE_TOKEN_HEADER } from '../http/operator-access.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../shared/http.ts';
import { readRunningServer } from '../runtime-files.ts';
import { uploadsDirFor } from '../lib/storage.ts';
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CHECKSUMS_ENTRY,
  FACTS_SQL,
  factsFromRow,
  formatChecksums,
  MANIFEST_ENTRY,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  UPLOADS_PREFIX,
  type DatabaseFacts,
  type Manifest,
} from './manifest.ts';
import { dumpPostgres, toolVersion } from './pg-tools.ts';
import { TarWriter } from './tar.ts';

/** The response header that carries a PGlite snapshot's facts (POST /api/house/backup). */
export const BACKUP_FACTS_HEADER = 'x-lorien-backup-facts';
export const HOUSE_BACKUP_PATH = '/api/house/backup';

export interface PgliteBackupSnapshot {
  facts: DatabaseFacts;
  dump: Uint8Array;
}

/** The facts and the data directory of an open PGlite database, with no write in between. */
export async function takePgliteSnapshot(database: DatabaseHandle): Promise<PgliteBackupSnapshot> {
  if (!database.pgliteSnapshot) throw new Error('only a PGlite database takes a snapshot');
  const { rows, dump } = await database.pgliteSnapshot(FACTS_SQL);
  return { facts: factsFromRow(rows[0]), dump };
}

export interface BackupOptions {
  config: ServerConfig;
  /** The archive to write; `<file>.sha256` is written beside it. */
  file: string;
  now?: Date;
}

export interface BackupResult {
  file: string;
  checksumFile: string;
  sha256: string;
  bytes: number;
  manifest: Manifest;
  /** How long the database copy took (a PGlite server holds its requests meanwhile). */
  databaseMs: number;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config, file } = options;
  const now = options.now ?? new Date();
  const staging = await mkdtemp(path.join(tmpdir(), 'lorien-backup-'));
  try {
    // The database first, then the files: an upload its rows name was written before its row,
    // so every image the copy knows is on disk when the files are read.
    const started = performance.now();
    const database = config.databaseUrl
      ? await postgresDatabase(config.databaseUrl, staging)
      : await pgliteDatabase(config);
    const databaseMs = performance.now() - started;
    const secret = authSecretOf(config);
    const uploads = config.s3 ? null : await listUploads(uploadsDirFor(config.dataDir));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      database: {
        kind: config.databaseUrl ? 'postgres' : 'pglite',
        entry: config.databaseUrl ? POSTGRES_ENTRY : PGLITE_ENTRY,
        engine: database.engine,
        migrations: database.facts.migrations,
      },
      counts: database.facts.counts,
      uploads: config.s3
        ? {
            storage: 's3',
            endpoint: config.s3.endpoint,
            bucket: config.s3.bucket,
            note: 'The uploads live in this bucket and are not in the archive: back the bucket up with its own tools (versioning, replication or a copy).',
          }
        : {
            storage: 'local',
            files: uploads!.length,
            bytes: uploads!.reduce((sum, upload) => sum + upload.size, 0),
          },
      authSecret: secret.source,
    };

    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    const archiveHash = createHash('sha256');
    let bytes = 0;
    const gzip = createGzip();
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        archiveHash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const written = pipeline(gzip, hashing, createWriteStream(partial, { mode: 0o600 }));
    const tar = new TarWriter(gzip);
    const sums = new Map<string, string>();
    const add = async (name: string, content: Uint8Array) => {
      sums.set(name, createHash('sha256').update(content).digest('hex'));
      await tar.add(name, content, now);
    };
    try {
      await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await add(manifest.database.entry, database.bytes);
      await add(AUTH_SECRET_ENTRY, Buffer.from(secret.value));
      for (const upload of uploads ?? []) {
        // A file deleted since the listing (its post was deleted) is simply not in the archive.
        const content = await readFile(upload.full).catch(() => null);
        if (content) await add(`${UPLOADS_PREFIX}${upload.relative}`, content);
      }
      await add(CHECKSUMS_ENTRY, Buffer.from(formatChecksums(sums)));
      await tar.end();
      await written;
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, file);
    const sha256 = archiveHash.digest('hex');
    const checksumFile = `${file}.sha256`;
    await writeFile(checksumFile, `${sha256}  ${path.basename(file)}\n`);
    return { file, checksumFile, sha256, bytes, manifest, databaseMs };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface DatabaseCopy {
  facts: DatabaseFacts;
  bytes: Uint8Array;
  engine: string;
}

async function postgresDatabase(url: string, staging: string): Promise<DatabaseCopy> {
  const dumpFile = path.join(staging, 'postgres.dump');
  const facts = await dumpPostgres(url, dumpFile);
  return {
    facts,
    // Held in memory while it is archived: a community of the spec's size dumps to megabytes.
    bytes: await readFile(dumpFile),
    engine: `PostgreSQL ${facts.serverVersion}; ${await toolVersion('pg_dump')}`,
  };
}

/**
 * PGlite lets one process open a data directory: a running server is asked for the copy over
 * loopback with its house token (as `npm run invite` does); otherwise the directory is opened here.
 */
async function pgliteDatabase(config: ServerConfig): Promise<DatabaseCopy> {
  const running = readRunningServer(config.dataDir);
  let snapshot: PgliteBackupSnapshot;
  if (running) {
    const response = await fetch(`${running.url}${HOUSE_BACKUP_PATH}`, {
      method: 'POST',
      headers: { [HOUSE_TOKEN_HEADER]: running.houseToken, [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE },
    });
    if (!response.ok)
      throw new Error(`The running server refused: ${response.status} ${await response.text()}`);
    const facts = response.headers.get(BACKUP_FACTS_HEADER);
    if (!facts) throw new Error('The running server sent no backup facts');
    snapshot = {
      facts: JSON.parse(Buffer.from(facts, 'base64url').toString('utf8')) as DatabaseFacts,
      dump: new Uint8Array(await response.arrayBuffer()),
    };
  } else {
    const dir = pgliteDirFor(config.dataDir);
    if (!existsSync(path.join(dir, 'PG_VERSION')))
      throw new Error(`There is no database in ${dir} to back up`);
    const database = await openDatabase({ pgliteDir: dir, poolMax: 1 });
    try {
      snapshot = await takePgliteSnapshot(database);
    } finally {
      await database.close();
    }
  }
  return {
    facts: snapshot.facts,
    bytes: snapshot.dump,
    engine: `PGlite (PostgreSQL ${snapshot.facts.serverVersion})`,
  };
}

function authSecretOf(config: ServerConfig): { value: string; source: 'file' | 'environment' } {
  if (config.authSecret) return { value: config.authSecret, source: 'environment' };
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return { value: readFileSync(file, 'utf8').trim(), source: 'file' };
  } catch {
    throw new Error(
      `There is no auth secret to back up: neither AUTH_SECRET nor ${file} (has the server ever started on this data directory?)`,
    );
  }
}

interface UploadFile {
  full: string;
  relative: string;
  size: number;
}

/** Every stored upload (half-written `.partial` files left out), in a stable order. */
async function listUploads(root: string): Promise<UploadFile[]> {
  const found: UploadFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        const info = await stat(full).catch(() => null);
        if (info)
          found.push({
            full,
            relative: path.relative(root, full).split(path.sep).join('/'),
            size: info.size,
          });
      }
    }
  };
  await walk(root);
  return found;
}

function appVersion(): string {
  const manifest = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Keeps the newest `keep` archives named like archiveName() in `dir`; returns those removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir))
    .filter((name) => /^lorien-\d{8}T\d{6}Z\.tar\.gz$/.test(name))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  for (const name of removed) {
    await rm(path.join(dir, name), { force: true });
    await rm(path.join(dir, `${name}.sha256`), { force: true });
  }
  return removed;
}
