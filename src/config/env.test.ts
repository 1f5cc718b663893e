import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, PASSWORD_HASH_COST_TEST_MIN } from '../shared/constants.ts';
import { ConfigError, loadConfig } from './env.ts';

describe('LORIEN_PASSWORD_HASH_COST', () => {
  it('defaults to the production cost in every environment', () => {
    for (const NODE_ENV of ['development', 'production', 'test'])
      expect(loadConfig({ NODE_ENV }).passwordHashCost).toBe(PASSWORD_HASH_COST);
  });

  it('may be lowered only in a test run', () => {
    const cheap = String(PASSWORD_HASH_COST_TEST_MIN);
    expect(
      loadConfig({ NODE_ENV: 'test', LORIEN_PASSWORD_HASH_COST: cheap }).passwordHashCost,
    ).toBe(PASSWORD_HASH_COST_TEST_MIN);
    for (const NODE_ENV of ['development', 'production', undefined])
      expect(() => loadConfig({ NODE_ENV, LORIEN_PASSWORD_HASH_COST: cheap })).toThrow(
        /LORIEN_PASSWORD_HASH_COST: below 17 only with NODE_ENV=test/,
      );
  });

  it('is never below the test floor, and may rise above production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        LORIEN_PASSWORD_HASH_COST: String(PASSWORD_HASH_COST_TEST_MIN - 1),
      }),
    ).toThrow(ConfigError);
    expect(loadConfig({ LORIEN_PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });
});

describe('a transaction pooler in front of PostgreSQL (docs/scale-out.md)', () => {
  it('keeps named statements and LISTENs on DATABASE_URL by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1:6432/lorien' });
    expect(config.databasePreparedStatements).toBe(true);
    expect(config.databaseListenUrl).toBeUndefined();
  });

  it('reads DATABASE_PREPARED_STATEMENTS and DATABASE_LISTEN_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@127.0.0.1:6432/lorien',
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATABASE_LISTEN_URL: 'postgres://app@127.0.0.1:5432/lorien',
    });
    expect(config.databasePreparedStatements).toBe(false);
    expect(config.databaseListenUrl).toBe('postgres://app@127.0.0.1:5432/lorien');
  });

  it('refuses a listen URL that is not a URL', () => {
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'the primary' })).toThrow(ConfigError);
  });
});

describe('the retention scale (soak runs, docs/performance.md)', () => {
  it('is 1 unless set, and only between 0 (excluded) and 1', () => {
    expect(loadConfig({}).retentionScale).toBe(1);
    expect(loadConfig({ LORIEN_RETENTION_SCALE: '0.01' }).retentionScale).toBe(0.01);
    expect(() => loadConfig({ LORIEN_RETENTION_SCALE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ LORIEN_RETENTION_SCALE: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ LORIEN_RETENTION_SCALE: 'fast' })).toThrow(ConfigError);
  });
});
