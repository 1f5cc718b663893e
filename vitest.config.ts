import { defineConfig } from 'vitest/config';

// Three tiers (see docs/architecture.md): unit beside the code, integration against a real
// database through buildApp, e2e in headless Chromium against the built app.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; integration files spend much of their time
    // waiting (the database, password hashing on the thread pool), so two run side by side.
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
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
