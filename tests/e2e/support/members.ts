import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Signs a person up through the form and waits for the dashboard. */
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
  await page.waitForURL(`${url}/dashboard`);
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
