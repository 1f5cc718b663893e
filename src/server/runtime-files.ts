import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Files a running server keeps in its data directory so that local tools (npm run invite) can
// find it. Nothing here is needed to serve requests.

export interface ServerInfo {
  pid: number;
  url: string;
}

const infoFile = (dataDir: string) => path.join(dataDir, 'server.json');
const tokenFile = (dataDir: string) => path.join(dataDir, 'house-token');

export function writeRuntimeFiles(dataDir: string, info: ServerInfo, houseToken: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(tokenFile(dataDir), houseToken, { mode: 0o600 });
  writeFileSync(infoFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function removeRuntimeFiles(dataDir: string): void {
  rmSync(infoFile(dataDir), { force: true });
  rmSync(tokenFile(dataDir), { force: true });
}

export function newHouseToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The running server for this data directory, or null when none is alive. */
export function readRunningServer(dataDir: string): (ServerInfo & { houseToken: string }) | null {
  try {
    const info = JSON.parse(readFileSync(infoFile(dataDir), 'utf8')) as ServerInfo;
    const houseToken = readFileSync(tokenFile(dataDir), 'utf8').trim();
    process.kill(info.pid, 0); // throws when the process is gone
    return { ...info, houseToken };
  } catch {
    return null;
  }
}
