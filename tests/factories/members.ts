import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/app.ts';
import type { AppContext } from '../../src/server/context.ts';
import { freshFounderInvite } from '../../src/server/modules/house/house.service.ts';
import { ACCOUNT_API, type SessionUser } from '../../src/shared/api/accounts.ts';
import { usernameProblem } from '../../src/shared/validation/username.ts';
import { solveBotCheck } from '../support/bot-check.ts';
import { SPA_WRITE_HEADERS } from '../support/test-app.ts';

let sequence = 0;

export interface MemberInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  inviteCode: string;
}

/**
 * The next factory username, as the product's own rule accepts it. Digits read as letters in the
 * profanity check, so the process-id suffix is refused for some ids (907 of 0-999); the name then
 * goes without it rather than failing every sign-up of the run.
 */
function nextUsername(): string {
  sequence += 1;
  const candidate = `deniz${sequence}_${process.pid % 1000}`;
  return usernameProblem(candidate) === null ? candidate : `deniz${sequence}`;
}

export function memberInput(inviteCode: string, overrides: Partial<MemberInput> = {}): MemberInput {
  const username = nextUsername();
  return {
    firstName: 'Deniz',
    lastName: `Aydin${sequence}`,
    username,
    email: `deniz${sequence}.${process.pid}@example.com`,
    password: 'correct horse battery',
    inviteCode,
    ...overrides,
  };
}

/** A solved bot check, fetched from the app like the browser does. */
export async function botCheck(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: ACCOUNT_API.challenge });
  return solveBotCheck(res.json());
}

export async function founderCode(ctx: AppContext): Promise<string> {
  return (await freshFounderInvite(ctx.database.db, ctx.clock())).code;
}

export async function postSignup(
  app: App,
  body: Record<string, unknown>,
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: ACCOUNT_API.signup,
    headers: SPA_WRITE_HEADERS,
    payload: { altcha: await botCheck(app), ...body },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The `cookie` request header that carries the session a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookies = res.cookies.filter((c) => c.value !== '');
  if (cookies.length === 0)
    throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export interface SignedUpMember {
  user: SessionUser;
  cookie: string;
  input: MemberInput;
}

export async function signUpMember(
  app: App,
  inviteCode: string,
  overrides: Partial<MemberInput> = {},
): Promise<SignedUpMember> {
  const input = memberInput(inviteCode, overrides);
  const res = await postSignup(app, { ...input });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { user: res.json().user, cookie: sessionCookie(res), input };
}

export function authedHeaders(cookie: string) {
  return { ...SPA_WRITE_HEADERS, cookie };
}
