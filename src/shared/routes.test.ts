import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './routes.ts';

describe('isClientRoute', () => {
  it.each(['/', '/signup', '/post/abc123', '/u/x-Y_z', '/admin', '/lorien/admin', '/dashboard/'])(
    'accepts %s',
    (path) => expect(isClientRoute(path)).toBe(true),
  );

  it.each(['/nope', '/post', '/post/a/b', '/u/', '/lorien', '/api/health', '/admin/users'])(
    'rejects %s',
    (path) => expect(isClientRoute(path)).toBe(false),
  );
});

describe('CLIENT_ROUTES', () => {
  it('names every route of the web app, so a reload of any page answers 200', () => {
    const router = readFileSync(new URL('../web/app/router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)]
      .map((match) => match[1]!)
      .filter((path) => path !== '*')
      .map((path) => `/${path}`);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(CLIENT_ROUTES).toContain(path);
  });
});
