import { describe, expect, it } from 'vitest';
import { nginxConfig, pgbouncerConfig, pgbouncerUrl, pgbouncerUserlist } from './config.ts';
import { pgbouncerKeepsPreparedStatements } from './stack.ts';

const base = {
  dir: '/tmp/x',
  port: 8080,
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
} as const;

/** The body of `location <name> { … }`. */
function location(config: string, name: string): string {
  const start = config.indexOf(`location ${name} {`);
  return config.slice(start, config.indexOf('}', start));
}

describe('nginxConfig', () => {
  it('rotates over every instance with keep-alive upstream connections', () => {
    const config = nginxConfig({ ...base, forwardedFor: 'replace' });
    expect(config).toContain('server 127.0.0.1:3001 ');
    expect(config).toContain('server 127.0.0.1:3002 ');
    expect(config).toMatch(/keepalive \d+;/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('daemon off;');
  });

  it('sends live streams unbuffered with a read timeout longer than the 20 s heartbeat', () => {
    const live = location(nginxConfig({ ...base, forwardedFor: 'replace' }), '= /api/live');
    expect(live).toContain('proxy_buffering off;');
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(live)?.[1])).toBeGreaterThan(20);
    expect(live).toContain('proxy_http_version 1.1;');
  });

  it('replaces X-Forwarded-For at the edge, so a client cannot choose its own address', () => {
    const edge = nginxConfig({ ...base, forwardedFor: 'replace' });
    expect(edge).toContain('X-Forwarded-For $remote_addr;');
    expect(edge).not.toContain('$proxy_add_x_forwarded_for');
    expect(nginxConfig({ ...base, forwardedFor: 'append' })).toContain(
      'X-Forwarded-For $proxy_add_x_forwarded_for;',
    );
  });

  it('accepts an image upload of 5 MB', () => {
    const size = /client_max_body_size (\d+)m;/.exec(
      nginxConfig({ ...base, forwardedFor: 'replace' }),
    );
    expect(Number(size?.[1])).toBeGreaterThanOrEqual(6);
  });
});

describe('pgbouncerConfig', () => {
  const databaseUrl = 'postgres://postgres@127.0.0.1:5432/lorien_scaleout_1';

  it('pools the database in transaction mode and lets statement_timeout through', () => {
    const config = pgbouncerConfig({ dir: '/tmp/b', port: 6432, databaseUrl, poolSize: 20 });
    expect(config).toContain('pool_mode = transaction');
    expect(config).toContain(
      'lorien = host=127.0.0.1 port=5432 dbname=lorien_scaleout_1 user=postgres',
    );
    expect(config).toMatch(/ignore_startup_parameters = .*statement_timeout/);
    expect(config).toContain('default_pool_size = 20');
  });

  it('gives the app a URL to PgBouncer and a userlist for its user', () => {
    expect(pgbouncerUrl(databaseUrl, 6432)).toBe('postgres://postgres@127.0.0.1:6432/lorien');
    expect(pgbouncerUserlist(databaseUrl)).toBe('"postgres" ""\n');
  });

  it('knows named statements survive transaction pooling from PgBouncer 1.21 on', () => {
    expect(pgbouncerKeepsPreparedStatements([1, 18])).toBe(false);
    expect(pgbouncerKeepsPreparedStatements([1, 21])).toBe(true);
    expect(pgbouncerKeepsPreparedStatements([2, 0])).toBe(true);
  });
});
