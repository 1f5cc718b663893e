// `npm run restore -- <archive> [--force]`: puts a backup back into the configured data
// directory (and DATABASE_URL's database), after checking every checksum (src/server/backup).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env.ts';
import { restoreBackup } from '../src/server/backup/restore.ts';

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--force]';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const config = loadConfig();
  const file = path.resolve(positionals[0]!);
  const result = await restoreBackup({ config, file, force: values.force });
  const { manifest } = result;
  console.log(`Restored ${file} (taken ${manifest.createdAt})`);
  console.log(
    result.archiveChecksumVerified
      ? '  archive SHA-256 matches its .sha256 file; every entry matches SHA256SUMS'
      : '  every entry matches SHA256SUMS (no .sha256 file beside the archive to check it whole)',
  );
  console.log(
    `  into ${config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir}: ${Object.entries(
      result.counts,
    )
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}, ${result.uploads} upload files`,
  );
  for (const warning of result.warnings) console.log(`  note: ${warning}`);
  console.log('Start the server (npm start): it applies any newer migrations.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
