import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes.ts';

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
