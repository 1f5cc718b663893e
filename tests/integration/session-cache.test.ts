import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../src/shared/api/paths.ts';
import { CURRENT_MEMBER_CACHE_MS } from '../../src/shared/constants.ts';
import { authedHeaders, founderCode, signUpMember } from '../factories/members.ts';
import type { TestApp } from '../support/test-app.ts';
import { twoInstances } from '../support/two-instances.ts';

// The signed-in member read for a session cookie is reused for CURRENT_MEMBER_CACHE_MS
// (docs/decisions.md, "The signed-in member is reused for a second"): a write on the same
// instance forgets it at once; another instance sees a sign-out within that time.

describe('the signed-in member read for a cookie', () => {
  const instances = twoInstances();

  /** Who /api/me says is signed in with this cookie (null: nobody). */
  const me = async (t: TestApp, cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_API.me, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { user: { id: string } | null }).user?.id ?? null;
  };

  const signOut = async (t: TestApp, cookie: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signout,
      headers: authedHeaders(cookie),
    });
    expect(res.statusCode).toBeLessThan(300);
  };

  it('ends with a sign-out on the same instance at once', async () => {
    const { a } = instances;
    const member = await signUpMember(a.app, await founderCode(a.ctx));
    expect(await me(a, member.cookie)).toBe(member.user.id);
    await signOut(a, member.cookie);
    expect(await me(a, member.cookie)).toBeNull();
  });

  it('ends on another instance within the reuse time', async () => {
    const { a, b } = instances;
    const member = await signUpMember(a.app, await founderCode(a.ctx));
    expect(await me(b, member.cookie)).toBe(member.user.id);
    await signOut(a, member.cookie);
    await new Promise((resolve) => setTimeout(resolve, CURRENT_MEMBER_CACHE_MS + 50));
    expect(await me(b, member.cookie)).toBeNull();
  });
});
