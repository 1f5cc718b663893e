import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteCodes, users } from '../../src/db/schema/index.ts';
import { isWellFormedInviteCode } from '../../src/domain/invites/invite-code.ts';
import {
  ensureHouseAccount,
  founderInviteForEmptyCommunity,
  freshFounderInvite,
} from '../../src/server/modules/house/house.service.ts';
import { INVITE_LIFETIME_MS } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  hashedInviteCode,
  issueInviteCode,
} from '../../src/server/modules/invites/invites.service.ts';
import { signUpMember } from '../factories/members.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('house account and founder invites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ houseToken: 'local-secret', clock: () => NOW });
  });
  afterAll(() => t.close());

  it('creates exactly one house account that is a system account with no sign-in', async () => {
    const db = t.ctx.database.db;
    const [a, b] = await Promise.all([ensureHouseAccount(db, NOW), ensureHouseAccount(db, NOW)]);
    expect(a).toBe(b);
    const rows = await db.select().from(users).where(eq(users.isSystem, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('house@lorien.invalid');
  });

  it('gives a founder code on an empty community, and the same one again while it is valid', async () => {
    const db = t.ctx.database.db;
    const first = await founderInviteForEmptyCommunity(db, NOW);
    expect(first && isWellFormedInviteCode(first.code)).toBe(true);
    expect(first!.expiresAt.getTime() - NOW.getTime()).toBe(INVITE_LIFETIME_MS);
    const again = await founderInviteForEmptyCommunity(db, new Date(NOW.getTime() + 60_000));
    expect(again?.code).toBe(first!.code);
  });

  it('issues a new founder code after the old one expired', async () => {
    const db = t.ctx.database.db;
    const first = await founderInviteForEmptyCommunity(db, NOW);
    const later = new Date(NOW.getTime() + INVITE_LIFETIME_MS + 1);
    const next = await founderInviteForEmptyCommunity(db, later);
    expect(next?.code).not.toBe(first?.code);
  });

  it('gives a fresh founder code on every npm run invite, keeping the earlier ones valid', async () => {
    const db = t.ctx.database.db;
    const a = await freshFounderInvite(db, NOW);
    const b = await freshFounderInvite(db, NOW);
    expect(a.code).not.toBe(b.code);
    const rows = await db.select().from(inviteCodes).where(eq(inviteCodes.code, a.code));
    expect(rows[0]?.rotatedAt).toBeNull();
  });

  it('lets the local operator fetch a founder code from the running server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: { ...SPA_WRITE_HEADERS, 'x-house-token': 'local-secret' },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    expect(isWellFormedInviteCode(res.json().code)).toBe(true);
  });

  it('refuses the founder-code endpoint with a wrong token or from another host', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: { ...SPA_WRITE_HEADERS, 'x-house-token': 'guess' },
      remoteAddress: '127.0.0.1',
    });
    expect(wrong.statusCode).toBe(403);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: { ...SPA_WRITE_HEADERS, 'x-house-token': 'local-secret' },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/house/invites',
      headers: { ...SPA_WRITE_HEADERS },
    });
    // Access is decided before the request is validated: no token is simply not the operator.
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('forbidden');
  });

  it('leaves a founder code already shared working after npm run invite issues another', async () => {
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/house/invites',
        headers: { ...SPA_WRITE_HEADERS, 'x-house-token': 'local-secret' },
        remoteAddress: '127.0.0.1',
      });
    const shared = (await invite()).json().code as string;
    const next = (await invite()).json().code as string;
    expect(next).not.toBe(shared);
    // Both sign someone up: npm run invite retires nothing (the dashboard's refresh does).
    const first = await signUpMember(t.app, shared);
    const second = await signUpMember(t.app, next);
    expect(first.user.id).not.toBe(second.user.id);
  });

  it('gives no founder code once a member exists', async () => {
    const db = t.ctx.database.db;
    await db.insert(users).values({
      id: 'member-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
      usernameLower: 'ada',
      handle: 'ada',
      displayName: 'Ada Lovelace',
    });
    expect(await founderInviteForEmptyCommunity(db, NOW)).toBeNull();
  });
});

describe('invite code collisions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('retries up to 6 times, then says it could not generate a unique code', async () => {
    const db = t.ctx.database.db;
    const houseId = await ensureHouseAccount(db, NOW);
    const taken = await freshFounderInvite(db, NOW);
    let attempts = 0;
    const alwaysTaken = () => {
      attempts += 1;
      return taken.code;
    };
    await expect(
      issueInviteCode(db, houseId, NOW, {
        reuseActive: false,
        rotatePrevious: false,
        generate: alwaysTaken,
      }),
    ).rejects.toMatchObject({ status: 409, message: MESSAGES.inviteGenerateUnique });
    expect(attempts).toBe(6);

    let tries = 0;
    const takenThenFree = (...args: Parameters<typeof hashedInviteCode>) => {
      tries += 1;
      return tries < 6 ? taken.code : hashedInviteCode(...args);
    };
    const issued = await issueInviteCode(db, houseId, NOW, {
      reuseActive: false,
      rotatePrevious: false,
      generate: takenThenFree,
    });
    expect(issued.code).not.toBe(taken.code);
  });
});
