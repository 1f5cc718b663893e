// `npm run scaleout`: two app instances on one fresh PostgreSQL database with shared uploads,
// behind nginx (round-robin, live streams unbuffered), until Ctrl-C. Needs nginx (and, with
// --pgbouncer, PgBouncer) from Debian's packages and a PostgreSQL server (SCALEOUT_DATABASE_URL,
// else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres). docs/scale-out.md.
//
//   --instances 2    app instances (each its own process and port)
//   --pgbouncer      PgBouncer in transaction mode between the instances and PostgreSQL
//   --check          run the cross-instance checks (scripts/scaleout/check.ts), then stop
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/db/client.ts';
import { freshFounderInvite } from '../../src/server/modules/house/index.ts';
import { runChecks } from './check.ts';
import { startScaleout } from './stack.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    pgbouncer: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error('--instances: a whole number from 1 to 8');
  process.exit(1);
}

const stack = await startScaleout({
  instances,
  pgbouncer: values.pgbouncer,
  log: (line) => console.log(`  ${line}`),
  // The checks sign members up: a cheap bot check keeps them quick.
  env: values.check ? { ALTCHA_MAX_COUNTER: '1000' } : {},
});
let stopping: Promise<void> | null = null;
const stop = () => (stopping ??= stack.stop());

if (values.check) {
  try {
    await runChecks(stack, (line) => console.log(line));
    console.log('\nEvery cross-instance check passed.');
  } catch (error) {
    console.error(`\nFAILED: ${(error as Error).message}`);
    for (const instance of stack.instances)
      console.error(`--- ${instance.name}:\n${instance.output()}`);
    process.exitCode = 1;
  } finally {
    await stop();
  }
} else {
  const database = await openDatabase({ url: stack.databaseUrl, poolMax: 1 });
  const invite = await freshFounderInvite(database.db, new Date());
  await database.close();
  console.log(`\nLorien runs on ${instances} instance(s) behind nginx at ${stack.url}`);
  console.log(`Founder invite code: ${invite.code} (sign up at ${stack.url}/signup)`);
  console.log(
    `Uploads are shared in ${stack.sharedUploads}; prepared statements ${stack.preparedStatements ? 'on' : 'off'}.`,
  );
  console.log('Ctrl-C stops every process and drops the database.');
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
}
