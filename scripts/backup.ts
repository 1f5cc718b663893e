// `npm run backup [-- --out FILE | --dir DIR] [--keep N]`: one archive with the database, the
// uploads and the auth secret (src/server/backup). Safe while the server runs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { createBackup, pruneBackups } from '../src/server/backup/backup.ts';
import { archiveName } from '../src/server/backup/manifest.ts';

const USAGE = 'usage: npm run backup [-- --out FILE | --dir DIR] [--keep N]';

try {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dir: { type: 'string', default: 'backups' },
      keep: { type: 'string' },
    },
  });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1))
    throw new ConfigError(`--keep must be a whole number of archives (1 or more)\n${USAGE}`);
  const config = loadConfig();
  const now = new Date();
  const file = path.resolve(values.out ?? path.join(values.dir, archiveName(now)));
  const result = await createBackup({ config, file, now });
  const { manifest } = result;
  const counts = Object.entries(manifest.counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
  console.log(`Backup written: ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB)`);
  console.log(`  SHA-256 ${result.sha256} (also in ${path.basename(result.checksumFile)})`);
  console.log(
    `  database: ${manifest.database.kind}, ${manifest.database.migrations.applied} migrations (${manifest.database.migrations.latest ?? 'none'}), copied in ${Math.round(result.databaseMs)} ms`,
  );
  console.log(`  ${counts}`);
  console.log(
    manifest.uploads.storage === 'local'
      ? `  uploads: ${manifest.uploads.files} files, ${(manifest.uploads.bytes / 1e6).toFixed(1)} MB`
      : `  uploads: not included (S3 bucket ${manifest.uploads.bucket}: back it up with its own tools)`,
  );
  console.log(
    '  Keep it private: it holds every password hash and the secret that signs sessions.',
  );
  if (keep !== undefined && !values.out) {
    const removed = await pruneBackups(path.dirname(file), keep);
    if (removed.length > 0) console.log(`  removed ${removed.length} older archive(s)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
