import type { Page } from 'playwright-core';

/**
 * Calls the API from inside a signed-in page, with its cookies and the CSRF header, for the setup
 * a journey needs but does not test (seeding comments, reading ids).
 */
export async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'x-requested-with': 'lorien',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as unknown,
      };
    },
    { method, path, body },
  );
}

/** The signed-in member's id. */
export const myId = async (page: Page) =>
  ((await pageApi(page, 'GET', '/api/me')).body as { user: { id: string } }).user.id;
