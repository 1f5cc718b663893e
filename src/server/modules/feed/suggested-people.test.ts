import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.ts';
import { SuggestedPeople } from './suggested-people.ts';

/** A database whose every query fails, as one closed under a background lookup. */
function closedDatabase(): unknown {
  const query: object = new Proxy(() => undefined, {
    get: (_target, key) =>
      key === 'then'
        ? (_resolve: unknown, reject: (error: Error) => void) =>
            reject(new Error('the database is closed'))
        : () => query,
    apply: () => query,
  });
  return query;
}

describe('suggested people', () => {
  it('logs a background tag lookup whose read fails, rather than leaving it unhandled', async () => {
    const warn = vi.fn();
    const tagUser = vi.fn(() => Promise.resolve(['kitaplar']));
    const ctx = {
      database: { db: closedDatabase() },
      analysis: { remote: true, tagUser, strict: { tagUser } },
      clock: () => new Date(),
      log: { warn },
    } as unknown as Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>;
    const people = new SuggestedPeople(ctx);
    // What a page does for a member with stale tags when the service is remote (not awaited).
    (people as unknown as { lookUpTagsLater(userId: string): void }).lookUpTagsLater('member-1');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.anything(), 'tag lookup failed'),
    );
    expect(tagUser).not.toHaveBeenCalled();
  });
});
