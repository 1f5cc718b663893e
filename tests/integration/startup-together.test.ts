import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { withAdminClient } from '../support/database-template.ts';

// Issue 29: instances started at the same moment on a fresh PostgreSQL database. Before the
// advisory lock around the migrations, each ran them and all but one crashed (a table or the
// migrations' own bookkeeping already existed). PGlite is one process's database: nothing to
// race there, so this runs in the PostgreSQL pass only.

const serverUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;

describe.runIf(serverUrl)('instances starting together on a fresh database', () => {
  const name = `lorien_startup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  });

  it('all come up, and the migrations ran once', async () => {
    await withAdminClient(serverUrl!, (client) => client.query(`create database "${name}"`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const secret = randomBytes(24).toString('hex');
    // Each instance prints its address and founder code; not needed here.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-startup-'));
        dataDirs.push(dataDir);
        return startServer({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: url.toString(),
          DATABASE_POOL_MAX: '3',
          LORIEN_DATA_DIR: dataDir,
          AUTH_SECRET: secret,
        });
      }),
    );
    vi.restoreAllMocks();
    for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

    for (const server of servers) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
    }
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: Array<{ when: number }> };
    const applied = await withAdminClient(url.toString(), async (client) => {
      const rows = await client.query<{ created_at: string }>(
        'select created_at from drizzle.__drizzle_migrations order by id',
      );
      return rows.rows.map((row) => Number(row.created_at));
    });
    expect(applied).toEqual(journal.entries.map((entry) => entry.when));
    const houses = await withAdminClient(url.toString(), (client) =>
      client.query('select id from users where is_system'),
    );
    expect(houses.rowCount).toBe(1);
  }, 90_000);
});
