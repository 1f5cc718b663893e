import { defineConfig } from 'vitest/config';
import { keepWasmCodeForProcessLifetime } from './src/db/wasm-code-gc.ts';

// Four tiers (see docs/architecture.md and README "Tests"): unit beside the code; integration
// against a real database through buildApp; e2e in headless Chromium against the built app; and
// faults, the real-process suites (kill -9, outages, statement timeouts) kept out of `npm test`
// and run by `npm run test:faults` and CI after it.
//
// The database tiers copy one migrated template per run (tests/support/global-setup.ts) instead
// of running initdb and every migration per file.
const databaseTier = {
  environment: 'node' as const,
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

const browserTier = {
  environment: 'node' as const,
  // Each server's data directory starts as the migrated PGlite template.
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  // A browser paints in its own time: on a slow or busy host a screen's slices, a picture or a
  // counted view take seconds, and expect.poll's default of 1 s failed them (28 November).
  expect: { poll: { timeout: 10_000 } },
};

// The integration tier runs PGlite in worker threads of this process; V8's wasm code GC must be
// off before the first of them starts (src/db/wasm-code-gc.ts).
keepWasmCodeForProcessLifetime();

export default defineConfig({
  test: {
    // Two cores: two files at a time. Integration files spend much of their time waiting on the
    // database (a worker thread for PGlite, a server for PostgreSQL), so both stay busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...databaseTier,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          ...databaseTier,
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          pool: 'forks',
        },
      },
      {
        test: {
          ...browserTier,
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          exclude: ['tests/e2e/timed/**'],
          // Two files at a time: each has its own server, port and data directory.
          fileParallelism: true,
        },
      },
      {
        test: {
          ...browserTier,
          // Journeys that measure time or main-thread blocking run alone, after the others.
          name: 'e2e-timed',
          include: ['tests/e2e/timed/**/*.spec.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
