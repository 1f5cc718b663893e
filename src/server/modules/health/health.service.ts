import type { DatabaseHandle } from '../../../db/client.ts';

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  database: { kind: 'pglite' | 'postgres'; reachable: boolean; latencyMs: number | null };
}

const PING_TIMEOUT_MS = 2000;

export async function checkHealth(database: DatabaseHandle, version: string): Promise<Health> {
  const latencyMs = await pingWithTimeout(database);
  return {
    status: latencyMs === null ? 'degraded' : 'ok',
    version,
    database: {
      kind: database.kind,
      reachable: latencyMs !== null,
      latencyMs: latencyMs === null ? null : Math.round(latencyMs * 100) / 100,
    },
  };
}

async function pingWithTimeout(database: DatabaseHandle): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping(), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
