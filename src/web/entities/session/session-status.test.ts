import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/api/accounts.ts';

const member: SessionUser = {
  id: 'u1',
  username: 'elif',
  handle: 'elif',
  displayName: 'Elif Kaya',
  firstName: 'Elif',
  lastName: 'Kaya',
  email: 'elif@example.com',
  themeColor: '#2f2b43',
  createdAt: '2026-11-21T19:40:05.000Z',
  interfaceLanguage: null,
  welcomePending: false,
};

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

// The store is module state: every test gets a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import('./session-status.ts');
}

describe('session status for the public pages', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('is pending until the one /api/me call answers, then signed in', async () => {
    const fetch = answer({ user: member });
    vi.stubGlobal('fetch', fetch);
    const store = await freshStore();
    expect(store.currentSessionStatus()).toEqual({ status: 'pending', user: null });
    const first = store.checkSession();
    expect(store.checkSession()).toBe(first);
    await expect(first).resolves.toEqual(member);
    expect(store.currentSessionStatus()).toEqual({ status: 'signed-in', user: member });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats { user: null } and a 401 as signed out, and a failure as unreachable', async () => {
    vi.stubGlobal('fetch', answer({ user: null }));
    let store = await freshStore();
    await store.checkSession();
    expect(store.currentSessionStatus()).toEqual({
      status: 'signed-out',
      user: null,
      unreachable: false,
    });

    vi.stubGlobal('fetch', answer({ error: { code: 'not_authenticated', message: 'x' } }, 401));
    store = await freshStore();
    await store.checkSession();
    expect(store.currentSessionStatus().status).toBe('signed-out');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    store = await freshStore();
    await expect(store.checkSession()).rejects.toThrow();
    expect(store.currentSessionStatus()).toEqual({
      status: 'signed-out',
      user: null,
      unreachable: true,
    });
  });

  it('lets a newer answer (a sign-in) win over a slow first check', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const store = await freshStore();
    const first = store.checkSession();
    store.publishSession(member);
    release(
      new Response(JSON.stringify({ user: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await first;
    expect(store.currentSessionStatus()).toEqual({ status: 'signed-in', user: member });
  });

  it('keeps the same snapshot when nothing changed, so React does not re-render', async () => {
    vi.stubGlobal('fetch', answer({ user: null }));
    const store = await freshStore();
    store.publishSession(null);
    const before = store.currentSessionStatus();
    store.publishSession(null);
    expect(store.currentSessionStatus()).toBe(before);
    store.publishSessionUnreachable();
    expect(store.currentSessionStatus()).toEqual({
      status: 'signed-out',
      user: null,
      unreachable: true,
    });
    store.publishSession(member);
    expect(store.currentSessionStatus()).toEqual({ status: 'signed-in', user: member });
    const signedIn = store.currentSessionStatus();
    store.publishSession(member);
    expect(store.currentSessionStatus()).toBe(signedIn);
  });
});
