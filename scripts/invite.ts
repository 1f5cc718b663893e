// `npm run invite`: print a fresh founder invite code. With PGlite, a running server owns the
// database, so ask it over loopback; otherwise open the database directly.
import { openDatabase, pgliteDirFor } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadConfig } from '../src/config/env.ts';
import { HOUSE_TOKEN_HEADER } from '../src/server/http/operator-access.ts';
import { freshFounderInvite } from '../src/server/modules/house/house.service.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../src/shared/http.ts';
import { readRunningServer } from '../src/server/runtime-files.ts';

const config = loadConfig();
const running = config.databaseUrl ? null : readRunningServer(config.dataDir);

let code: string;
let expiresAt: string;
if (running) {
  const response = await fetch(`${running.url}/api/house/invites`, {
    method: 'POST',
    headers: { [HOUSE_TOKEN_HEADER]: running.houseToken, [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE },
  });
  if (!response.ok) {
    console.error(`The running server refused: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
  ({ code, expiresAt } = (await response.json()) as { code: string; expiresAt: string });
} else {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    poolMax: 1,
  });
  try {
    await migrateDatabase(database);
    const invite = await freshFounderInvite(database.db, new Date());
    code = invite.code;
    expiresAt = invite.expiresAt.toISOString();
  } finally {
    await database.close();
  }
}
console.log(`Founder invite code: ${code} (valid until ${expiresAt})`);
console.log(`Sign up with it at ${running?.url ?? config.publicUrl}/signup`);
