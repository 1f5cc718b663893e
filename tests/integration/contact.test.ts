import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/index.ts';
import { CONTACT_LIMIT } from '../../src/server/modules/contact/contact.service.ts';
import { CONTACT_PATH } from '../../src/shared/api/contact.ts';
import { CONTACT_SUBJECTS } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { CONTACT_TEXT_MAX } from '../../src/shared/validation/contact.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

const valid = {
  name: '  Deniz Aydın ',
  email: ' Deniz@Example.com ',
  subject: 'partnership',
  message: 'We run a small café in Kadıköy and would love to talk.\n',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  let offsetMs = 0;
  let nextIp = 1;
  /** A fresh address per test, so the per-IP limit only meets the test that is about it. */
  let ip = '';

  const send = (body: unknown, headers: Record<string, string> = SPA_WRITE_HEADERS) =>
    t.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers,
      payload: body as object,
      remoteAddress: ip,
    });
  const rows = () => t.ctx.database.db.select().from(contactMessages);

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ip = `198.51.100.${nextIp++}`;
    await t.ctx.database.db.delete(contactMessages);
  });

  it('stores the message, trimmed, with a keyed hash of the IP and never the IP itself', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });

    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Deniz Aydın',
      email: 'deniz@example.com',
      subject: 'partnership',
      message: 'We run a small café in Kadıköy and would love to talk.',
      handledAt: null,
    });
    expect(row?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row?.ipHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.ipHash).not.toContain(ip);
    expect(JSON.stringify(row)).not.toContain(ip);

    // The same address always gives the same hash (abuse can be traced), another a different one.
    await send({ ...valid, message: 'Second thought.' });
    const hashes = (await rows()).map((r) => r.ipHash);
    expect(new Set(hashes).size).toBe(1);
    ip = '203.0.113.9';
    await send(valid);
    expect(new Set((await rows()).map((r) => r.ipHash)).size).toBe(2);
  });

  it('accepts every subject of the spec', async () => {
    for (const subject of CONTACT_SUBJECTS) {
      ip = `192.0.2.${CONTACT_SUBJECTS.indexOf(subject) + 1}`;
      expect((await send({ ...valid, subject })).statusCode, subject).toBe(201);
    }
    expect((await rows()).map((r) => r.subject).sort()).toEqual([...CONTACT_SUBJECTS].sort());
  });

  it.each([
    ['name', MESSAGES.contactNameRequired],
    ['email', MESSAGES.contactEmailRequired],
    ['subject', MESSAGES.contactSubjectRequired],
    ['message', MESSAGES.contactMessageRequired],
  ] as const)('answers a missing or blank %s with 400 naming the field', async (field, message) => {
    const { [field]: _omitted, ...missing } = valid;
    for (const body of [missing, { ...valid, [field]: '' }, { ...valid, [field]: '   ' }]) {
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message, field } });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('rejects an email that is not an email and a subject outside the list', async () => {
    const email = await send({ ...valid, email: 'deniz.example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toMatchObject({
      message: MESSAGES.contactEmailInvalid,
      field: 'email',
    });
    for (const subject of ['hello', 'Feedback', 'general ']) {
      const res = await send({ ...valid, subject });
      expect(res.statusCode, subject).toBe(400);
      expect(res.json().error).toMatchObject({
        message: MESSAGES.contactSubjectRequired,
        field: 'subject',
      });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('rejects wrong types field by field, and bodies that are not an object', async () => {
    const cases: Array<[string, unknown]> = [
      ['name', 42],
      ['email', ['a@b.co']],
      ['subject', { general: true }],
      ['message', null],
    ];
    for (const [field, value] of cases) {
      const res = await send({ ...valid, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.field, field).toBe(field);
    }
    for (const body of [[valid], 'hello', 7]) {
      const res = await t.app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        headers: { ...SPA_WRITE_HEADERS, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers: { ...SPA_WRITE_HEADERS, 'content-type': 'application/json' },
      payload: '{"name": "Deniz",',
      remoteAddress: ip,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_json');
    expect(await rows()).toHaveLength(0);
  });

  it('keeps a sanity cap on size: generous fields pass, oversize ones are refused', async () => {
    const roomy = await send({
      ...valid,
      name: 'n'.repeat(CONTACT_TEXT_MAX.name),
      message: 'm'.repeat(CONTACT_TEXT_MAX.message),
    });
    expect(roomy.statusCode).toBe(201);

    const longMessage = await send({ ...valid, message: 'm'.repeat(CONTACT_TEXT_MAX.message + 1) });
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().error).toMatchObject({
      message: MESSAGES.contactTooLong,
      field: 'message',
    });
    const longName = await send({ ...valid, name: 'n'.repeat(CONTACT_TEXT_MAX.name + 1) });
    expect(longName.json().error).toMatchObject({ field: 'name' });

    const huge = await send({ ...valid, message: 'm'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    expect(await rows()).toHaveLength(1);
  });

  it('needs the SPA header and a same-site origin, like every write (CSRF guard)', async () => {
    const bare = await send(valid, { 'content-type': 'application/json' });
    expect(bare.statusCode).toBe(403);
    const crossSite = await send(valid, { ...SPA_WRITE_HEADERS, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it(`allows ${CONTACT_LIMIT.max} messages per IP in ${CONTACT_LIMIT.windowMs / 60_000} minutes, then 429`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await send({ ...valid, message: `Note ${i}` })).statusCode).toBe(201);
    }
    const limited = await send(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: MESSAGES.tooManyRequests },
    });
    expect(await rows()).toHaveLength(CONTACT_LIMIT.max);

    const limitedIp = ip;
    ip = '203.0.113.77';
    expect((await send(valid)).statusCode).toBe(201);

    ip = limitedIp;
    offsetMs += CONTACT_LIMIT.windowMs + 1000;
    expect((await send(valid)).statusCode).toBe(201);
    expect(await rows()).toHaveLength(CONTACT_LIMIT.max + 2);
  });

  it('does not count invalid attempts against the limit', async () => {
    for (let i = 0; i < CONTACT_LIMIT.max + 3; i += 1) {
      expect((await send({ ...valid, email: 'nope' })).statusCode).toBe(400);
    }
    expect((await send(valid)).statusCode).toBe(201);
    const stored = await t.ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'deniz@example.com'));
    expect(stored).toHaveLength(1);
  });
});
