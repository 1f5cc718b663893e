import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { founderCode, signUpMember, type SignedUpMember } from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// A failure of the auth layer that is not the member's doing (here: the database is gone) must
// not be reported as a wrong password or a bad reset link.
describe('sign-in and reset confirmation during a database outage', () => {
  let t: TestApp;
  let member: SignedUpMember;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app, await founderCode(t.ctx));
    await t.ctx.database.close();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it('answers sign-in with 503 and the spec’s login error, not “Incorrect password.”', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.signin,
      headers: SPA_WRITE_HEADERS,
      payload: { email: member.input.email, password: member.input.password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'login_failed', message: MESSAGES.loginFailed });
  });

  it('answers a reset confirmation with 503, not “invalid link”', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.passwordResetConfirm,
      headers: SPA_WRITE_HEADERS,
      payload: { token: 'x'.repeat(40), password: 'a brand new password' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('reset_failed');
  });
});
