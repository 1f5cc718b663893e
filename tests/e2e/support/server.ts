import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDirFor } from '../../../src/db/client.ts';
import { ensurePgliteTemplate } from '../../support/database-template.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

export interface E2eServer {
  url: string;
  dataDir: string;
  founderInviteCode: string | null;
  output(): string;
  stop(): Promise<void>;
}

export interface E2eServerOptions {
  /**
   * Start on an empty data directory, so the server runs initdb and every migration itself (the
   * first `npm start`). Otherwise the directory starts as the run's migrated template (2 s
   * sooner); the server still creates the house account and prints the founder code.
   */
  emptyDataDir?: boolean;
}

/**
 * Runs the real server (`node src/server/main.ts`) against the built SPA on a fresh temporary
 * data directory and a free port, and reads the URL and founder code it prints.
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  options: E2eServerOptions = {},
): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lorien-e2e-'));
  if (!options.emptyDataDir) {
    const pgliteDir = pgliteDirFor(dataDir);
    mkdirSync(pgliteDir);
    // The dump is a plain tar of a migrated PGlite data directory.
    execFileSync('tar', ['-xf', await ensurePgliteTemplate(), '-C', pgliteDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LORIEN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      // A real proof of work in the browser, light enough for a quick suite.
      ALTCHA_MAX_COUNTER: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = await waitFor(
    child,
    () => /running at (http:\/\/\S+)/.exec(output)?.[1],
    () => output,
  );
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the invite line arrive
  const founderInviteCode = /Founder invite code: ([A-Z0-9]{8})/.exec(output)?.[1] ?? null;

  return {
    url,
    dataDir,
    founderInviteCode,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitFor(
  child: ChildProcess,
  probe: () => string | undefined,
  output: () => string,
): Promise<string> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = probe();
    if (value) return value;
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}
