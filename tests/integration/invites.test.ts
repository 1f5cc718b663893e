import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedInviteCode } from '../../src/domain/invites/invite-code.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { INVITE_LIFETIME_MS } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

describe('member invites', () => {
  let t: TestApp;
  let offsetMs = 0;
  let host: SignedUpMember;

  const call = (method: 'GET' | 'POST', url: string, cookie = host.cookie) =>
    t.app.inject({ method, url, headers: authedHeaders(cookie) });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
    host = await signUpMember(t.app, await founderCode(t.ctx));
  });
  afterAll(() => t.close());

  it('asks visitors to sign in', async () => {
    const view = await t.app.inject({ method: 'GET', url: ACCOUNT_API.invites });
    expect(view.statusCode).toBe(401);
    expect(view.json().error.message).toBe(MESSAGES.inviteSignInToView);
    const make = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.invites,
      headers: SPA_WRITE_HEADERS,
    });
    expect(make.statusCode).toBe(401);
    expect(make.json().error.message).toBe(MESSAGES.inviteSignInToGenerate);
  });

  it('has no code until one is made, then returns the same unexpired code', async () => {
    const empty = await call('GET', ACCOUNT_API.invites);
    expect(empty.json()).toMatchObject({
      code: null,
      expired: false,
      invitedCount: 0,
      invited: [],
    });
    const first = (await call('POST', ACCOUNT_API.invites)).json();
    expect(isWellFormedInviteCode(first.code)).toBe(true);
    expect(first.expiresAtMs - Date.parse(first.createdAt)).toBe(INVITE_LIFETIME_MS);
    const second = (await call('POST', ACCOUNT_API.invites)).json();
    expect(second.code).toBe(first.code);
  });

  it('lists the members who joined with the code, and keeps them across a refresh', async () => {
    const { code } = (await call('POST', ACCOUNT_API.invites)).json();
    const friend = await signUpMember(t.app, code);
    const state = (await call('GET', ACCOUNT_API.invites)).json();
    expect(state.invitedCount).toBe(1);
    expect(state.invited).toEqual([
      {
        uid: friend.user.id,
        displayName: friend.user.displayName,
        email: friend.user.email,
        createdAt: expect.any(String),
      },
    ]);
    const refreshed = (await call('POST', ACCOUNT_API.invitesRefresh)).json();
    expect(refreshed.code).not.toBe(code);
    expect(refreshed.invitedCount).toBe(1);
    expect(refreshed.invited).toHaveLength(1);
  });

  it('stops counting a member who deleted their account (the count matches the list)', async () => {
    const { code } = (await call('POST', ACCOUNT_API.invites)).json();
    const leaving = await signUpMember(t.app, code);
    const before = (await call('GET', ACCOUNT_API.invites)).json();
    expect(before.invitedCount).toBe(before.invited.length);
    const token = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: authedHeaders(leaving.cookie),
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.accountDelete,
      headers: { authorization: `Bearer ${token.json().token as string}` },
    });
    expect(deleted.statusCode).toBe(204);
    const after = (await call('GET', ACCOUNT_API.invites)).json();
    expect(after.invited).toHaveLength(before.invited.length - 1);
    expect(after.invitedCount).toBe(after.invited.length);
  });

  it('reports an expired code, and makes a new one when asked', async () => {
    const { code } = (await call('POST', ACCOUNT_API.invites)).json();
    offsetMs = INVITE_LIFETIME_MS + 60_000;
    try {
      const state = (await call('GET', ACCOUNT_API.invites)).json();
      expect(state).toMatchObject({ code, expired: true });
      const fresh = (await call('POST', ACCOUNT_API.invites)).json();
      expect(fresh.code).not.toBe(code);
      expect(fresh.expired).toBe(false);
    } finally {
      offsetMs = 0;
    }
  });

  it('shows each member only their own invites', async () => {
    const other = await signUpMember(t.app, await founderCode(t.ctx));
    const mine = (await call('POST', ACCOUNT_API.invites)).json();
    const theirs = (await call('POST', ACCOUNT_API.invites, other.cookie)).json();
    expect(theirs.code).not.toBe(mine.code);
    expect(theirs.invitedCount).toBe(0);
  });
});
