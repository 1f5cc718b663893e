import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  MissingAccessDeclarationError,
  registerAccessControl,
  type CallerResolvers,
} from '../../src/server/http/access.ts';
import { adminGuard } from '../../src/server/http/operator-access.ts';
import { AppError, errorBody } from '../../src/server/errors.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Deny by default: every /api route declares who may call it, and the one access hook refuses
// everyone else before the handler (or the body parser) runs.

/** A concrete URL for a route pattern: every parameter and wildcard gets a made-up value. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'no-such-id').replace(/\*$/, 'posts/x/y.webp');
}

describe('access on every route', () => {
  let t: TestApp;
  let member: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('declares access on every /api route', () => {
    const apiRoutes = t.app.routeAccess.filter((route) => route.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    for (const route of apiRoutes) expect(route.access).toBeTruthy();
    // Spot checks of the table against what the spec says about each route.
    const accessOf = (method: string, url: string) =>
      t.app.routeAccess.find((route) => route.method === method && route.url === url)?.access;
    expect(accessOf('GET', '/api/health')).toBe('public');
    expect(accessOf('POST', '/api/auth/signin')).toBe('public');
    expect(accessOf('GET', '/api/me')).toBe('viewer');
    expect(accessOf('POST', '/api/posts')).toBe('member');
    expect(accessOf('POST', '/api/account/export')).toBe('account');
    expect(accessOf('POST', '/api/house/invites')).toBe('house');
  });

  it('answers anonymous calls to every member route with 401 and the spec’s message', async () => {
    const memberRoutes = t.app.routeAccess.filter(
      (route) => route.access === 'member' && route.method !== 'HEAD',
    );
    expect(memberRoutes.length).toBeGreaterThan(20);
    for (const route of memberRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: SPA_WRITE_HEADERS,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.message, `${route.method} ${route.url}`).toBe(
        route.unauthenticatedMessage ?? MESSAGES.notAuthenticated,
      );
    }
  });

  it('answers account-token routes without a token with 401', async () => {
    for (const route of t.app.routeAccess.filter((entry) => entry.access === 'account')) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: authedHeaders(member.cookie),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses a member on every admin and house route', async () => {
    for (const route of t.app.routeAccess.filter(
      (entry) => entry.access === 'admin' || entry.access === 'house',
    )) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: authedHeaders(member.cookie),
      });
      expect([401, 403, 503], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
  });

  it('lets a member through the same routes (the hook resolves the caller once)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: authedHeaders(member.cookie),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the access hook on its own', () => {
  const noMember: CallerResolvers = {
    sessionMember: async () => null,
    accountMember: async () => {
      throw new AppError(401, 'not_authenticated', MESSAGES.notAuthenticated);
    },
    assertAdmin: adminGuard({ username: 'admin', password: 'correct horse' }, () => new Date()),
    assertHouse: () => {
      throw new AppError(403, 'forbidden', 'no');
    },
  };

  async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) =>
      error instanceof AppError
        ? reply.status(error.status).send(errorBody(error.code, error.message))
        : reply.status(500).send(errorBody('internal_error', String(error))),
    );
    registerAccessControl(app, noMember);
    register(app);
    await app.ready();
    return app;
  }

  it('makes the app refuse to start when an /api route declares no access', async () => {
    await expect(
      appWith((app) => {
        app.get('/api/forgotten', async () => ({ leaked: true }));
      }),
    ).rejects.toBeInstanceOf(MissingAccessDeclarationError);
  });

  it('refuses admin routes to anyone without the administrator’s Basic credentials', async () => {
    let ran = 0;
    const app = await appWith((instance) => {
      instance.get('/api/admin/probe', { config: { access: 'admin' } }, async () => {
        ran += 1;
        return { ok: true };
      });
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/probe' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(MESSAGES.adminAuthorizationRequired);
    const member = await app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { cookie: 'lorien.session_token=someone' },
    });
    expect(member.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { authorization: `Basic ${Buffer.from('admin:guess').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(MESSAGES.adminLoginDenied);
    expect(ran).toBe(0);
    const right = await app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { authorization: `Basic ${Buffer.from('admin:correct horse').toString('base64')}` },
    });
    expect(right.statusCode).toBe(200);
    expect(ran).toBe(1);
    await app.close();
  });

  it('answers 503 on admin routes when no administrator is configured', async () => {
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) =>
      reply.status((error as AppError).status).send(errorBody('x', (error as AppError).message)),
    );
    registerAccessControl(app, {
      ...noMember,
      assertAdmin: adminGuard(undefined, () => new Date()),
    });
    app.get('/api/admin/probe', { config: { access: 'admin' } }, async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` },
    });
    expect(res.statusCode).toBe(503);
    await app.close();
  });
});
