import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCOUNT_API, type SessionUser } from '../../../src/shared/api/accounts.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../../src/shared/http.ts';
import { solveBotCheck } from '../../support/bot-check.ts';

export interface Person {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** Two members most journeys need. */
export const ada: Person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  password: 'analytical engine',
};
export const ben: Person = {
  firstName: 'Ben',
  lastName: 'Okafor',
  username: 'ben.o',
  email: 'ben@example.com',
  password: 'difference engine',
};

/**
 * Signs a person up through the form, skips the first run (issue 27; walked in
 * first-run.spec.ts) and waits for the dashboard.
 */
export async function signUp(page: Page, url: string, person: Person, inviteCode: string) {
  await page.goto(`${url}/signup`);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByLabel('Invite code').fill(inviteCode.toLowerCase());
  expect(await page.getByLabel('Invite code').inputValue()).toBe(inviteCode);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${url}/welcome`);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL(`${url}/dashboard`);
}

/**
 * Signs a person up through the API, with a real bot check solved in Node, and leaves the session
 * cookie in the browser context (its request client shares the context's cookies). Journeys that
 * are not about sign-up start here; the form itself is walked in accounts.spec.ts and
 * hardening.spec.ts.
 */
export async function joinByApi(
  context: BrowserContext,
  url: string,
  person: Person,
  inviteCode: string,
  options: { welcome?: 'keep' | 'end' } = {},
): Promise<SessionUser> {
  const challenge = await context.request.get(`${url}${ACCOUNT_API.challenge}`);
  const res = await context.request.post(`${url}${ACCOUNT_API.signup}`, {
    headers: { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE },
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      username: person.username,
      email: person.email,
      password: person.password,
      inviteCode,
      altcha: await solveBotCheck(await challenge.json()),
    },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  if (options.welcome !== 'keep') {
    // Journeys that start here are not about the first run (first-run.spec.ts walks it).
    const done = await context.request.post(`${url}${ACCOUNT_API.welcomeDone}`, {
      headers: { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE },
    });
    if (done.status() !== 200) throw new Error(`welcome failed: ${done.status()}`);
    return ((await done.json()) as { user: SessionUser }).user;
  }
  return ((await res.json()) as { user: SessionUser }).user;
}

/** joinByApi, then the dashboard, where a member lands after the form: the same end state. */
export async function join(page: Page, url: string, person: Person, inviteCode: string) {
  const user = await joinByApi(page.context(), url, person, inviteCode);
  await page.goto(`${url}/dashboard`);
  await page.waitForURL(`${url}/dashboard`);
  return user;
}

export async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/dashboard`);
}

export async function signOut(page: Page, url: string) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${url}/`);
}
