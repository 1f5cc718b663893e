import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/uploads.ts';
import { users } from '../../src/db/schema/users.ts';
import { uploadsDirFor } from '../../src/server/lib/storage.ts';
import { ACCOUNT_API } from '../../src/shared/api/accounts.ts';
import { ADMIN_API, REPORTS_API } from '../../src/shared/api/paths.ts';
import { INBOX_API } from '../../src/shared/api/inbox.ts';
import { SOCIAL_API, type CommentView, type PostView } from '../../src/shared/api/social.ts';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { ADMIN_ENV, ADMIN_HEADERS } from '../support/admin.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, multipartBody } from '../factories/posts.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

describe('profile photo and header image', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code);
    ben = await signUpMember(t.app, code);
  });
  afterAll(() => t.close());

  const put = async (
    who: SignedUpMember,
    url: string,
    file: { name: string; type: string; bytes: Uint8Array },
  ) => {
    const { payload, contentType } = await multipartBody({}, file);
    return t.app.inject({
      method: 'PUT',
      url,
      headers: { ...authedHeaders(who.cookie), 'content-type': contentType },
      payload,
    });
  };
  const photo = async (who: SignedUpMember, width = 900, height = 600) =>
    put(who, SOCIAL_API.myProfilePhoto, {
      name: 'me.jpg',
      type: 'image/jpeg',
      bytes: await makeImage('jpeg', { width, height, gps: true }),
    });
  const get = (who: SignedUpMember, url: string) =>
    t.app.inject({ method: 'GET', url, headers: authedHeaders(who.cookie) });
  const ownUploads = (who: SignedUpMember) =>
    db().select().from(uploads).where(eq(uploads.ownerId, who.user.id));
  const member = async (who: SignedUpMember) =>
    (await db().select().from(users).where(eq(users.id, who.user.id)))[0]!;

  it('crops a photo to a 400 px square (and a 96 px copy), re-encoded without metadata', async () => {
    const res = await photo(ada);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile.avatarUrl).toMatch(
      new RegExp(`^/media/avatars/${ada.user.id}/\\d+_avatar\\.webp$`),
    );
    const large = await t.app.inject({ method: 'GET', url: profile.avatarUrl });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const meta = await sharp(large.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect(meta.exif).toBeUndefined();
    expect(large.rawPayload.includes(Buffer.from('LorienTestCam'))).toBe(false);

    const stored = await member(ada);
    expect(stored.avatarSmallPath).toMatch(/_avatar_thumb\.webp$/);
    const small = await t.app.inject({ method: 'GET', url: `/media/${stored.avatarSmallPath}` });
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([96, 96]);

    // The session carries the small copy (the composer's avatar).
    const me = await get(ada, '/api/me');
    expect(me.json().user.avatarUrl).toBe(`/media/${stored.avatarSmallPath}`);
  });

  it('crops a header to a 1500 × 500 banner, and shows it on the profile', async () => {
    const res = await put(ada, SOCIAL_API.myProfileHeader, {
      name: 'banner.png',
      type: 'image/png',
      bytes: await makeImage('png', { width: 800, height: 800 }),
    });
    expect(res.statusCode).toBe(200);
    const headerUrl = res.json().profile.headerUrl as string;
    expect(headerUrl).toMatch(/^\/media\/headers\//);
    const served = await t.app.inject({ method: 'GET', url: headerUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1500, 500]);
    const seen = await get(ben, SOCIAL_API.profile(ada.user.id));
    expect(seen.json().profile).toMatchObject({ headerUrl, avatarUrl: expect.any(String) });
  });

  it('refuses a renamed non-image, an oversize file and no file, and changes nothing', async () => {
    const before = await ownUploads(ben);
    const renamed = await put(ben, SOCIAL_API.myProfilePhoto, {
      name: 'me.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('<html><body>not an image</body></html>'),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toBe(MESSAGES.onlyImagesService);

    const over = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0);
    (await makeImage('png')).copy(over);
    const big = await put(ben, SOCIAL_API.myProfileHeader, {
      name: 'big.png',
      type: 'image/png',
      bytes: over,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(MESSAGES.imageTooLarge);

    const { payload, contentType } = await multipartBody({});
    const none = await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.myProfilePhoto,
      headers: { ...authedHeaders(ben.cookie), 'content-type': contentType },
      payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(MESSAGES.fileRequired);

    const json = await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.myProfilePhoto,
      headers: authedHeaders(ben.cookie),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);

    expect(await ownUploads(ben)).toEqual(before);
    expect(await member(ben)).toMatchObject({ avatarPath: null, headerPath: null });
  });

  it('only ever changes your own: no member id is taken, a visitor is refused', async () => {
    const before = await member(ada);
    // Ben's upload lands on Ben's profile, whatever he claims.
    const { payload, contentType } = await multipartBody(
      { uid: ada.user.id, ownerId: ada.user.id },
      { name: 'x.jpg', type: 'image/jpeg', bytes: await makeImage() },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.myProfilePhoto,
      headers: { ...authedHeaders(ben.cookie), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).toBe(ben.user.id);
    expect(await member(ada)).toMatchObject({
      avatarPath: before.avatarPath,
      headerPath: before.headerPath,
    });

    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: SOCIAL_API.myProfilePhoto,
      headers: SPA_WRITE_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await member(ada)).avatarPath).toBe(before.avatarPath);
  });

  it('puts the photo on cards, comments, people rows, notifications and messages', async () => {
    const small = `/media/${(await member(ada)).avatarSmallPath}`;
    const post = await createPost(t.app, ada.cookie, { content: 'Hello from my new photo' });
    expect(post.authorAvatarUrl).toBe(small);
    const latest = await get(ben, SOCIAL_API.profilePosts(ada.user.id));
    const card = (latest.json().posts as PostView[]).find((p) => p.id === post.id);
    expect(card?.authorAvatarUrl).toBe(small);

    const commented = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.postComments(post.id),
      headers: authedHeaders(ada.cookie),
      payload: { text: 'And a comment' },
    });
    expect((commented.json().comment as CommentView).authorAvatarUrl).toBe(small);
    const comments = (await get(ben, SOCIAL_API.postComments(post.id))).json()
      .comments as CommentView[];
    expect(comments[0]?.authorAvatarUrl).toBe(small);

    // Ada follows Ben: Ben's notification names Ada with her photo; his followers list shows it.
    const follow = await t.app.inject({
      method: 'PUT',
      url: SOCIAL_API.follow(ben.user.id),
      headers: authedHeaders(ada.cookie),
    });
    expect(follow.statusCode).toBeLessThan(300);
    const notices = (await get(ben, INBOX_API.notifications)).json().notifications as Array<{
      kind: string;
      actors: Array<{ id: string; avatarUrl: string | null }>;
    }>;
    const followed = notices.find((n) => n.kind === 'follow');
    expect(followed?.actors[0]).toMatchObject({ id: ada.user.id, avatarUrl: small });
    const followers = (await get(ben, SOCIAL_API.profileFollowers(ben.user.id))).json().people;
    expect(followers[0]).toMatchObject({ id: ada.user.id, avatarUrl: small });

    const sent = await t.app.inject({
      method: 'POST',
      url: INBOX_API.messages,
      headers: authedHeaders(ada.cookie),
      payload: { recipientId: ben.user.id, text: 'Hi Ben' },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const threads = (await get(ben, INBOX_API.threads)).json().threads;
    expect(threads[0].peer).toMatchObject({ id: ada.user.id, avatarUrl: small });
  });

  it('replacing the photo removes the old files; removing it brings initials back', async () => {
    const old = await member(ada);
    const uploadsDir = uploadsDirFor(t.ctx.config.dataDir);
    expect(existsSync(path.join(uploadsDir, old.avatarPath!))).toBe(true);
    expect((await photo(ada, 300, 900)).statusCode).toBe(200);
    expect(existsSync(path.join(uploadsDir, old.avatarPath!))).toBe(false);
    expect(existsSync(path.join(uploadsDir, old.avatarSmallPath!))).toBe(false);
    expect(await db().select().from(uploads).where(eq(uploads.path, old.avatarPath!))).toEqual([]);

    const current = await member(ada);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: SOCIAL_API.myProfilePhoto,
      headers: authedHeaders(ada.cookie),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profile.avatarUrl).toBeNull();
    expect(existsSync(path.join(uploadsDir, current.avatarPath!))).toBe(false);
    expect(existsSync(path.join(uploadsDir, current.avatarSmallPath!))).toBe(false);
    expect(await member(ada)).toMatchObject({ avatarPath: null, avatarSmallPath: null });
    const served = await t.app.inject({ method: 'GET', url: `/media/${current.avatarPath}` });
    expect(served.statusCode).toBe(404);
    const cards = (await get(ben, SOCIAL_API.profilePosts(ada.user.id))).json().posts as PostView[];
    expect(cards[0]?.authorAvatarUrl).toBeNull();
  });

  it('the sweep of abandoned uploads leaves a photo in use alone', async () => {
    expect((await photo(ada)).statusCode).toBe(200);
    const inUse = await member(ada);
    await db()
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(uploads.ownerId, ada.user.id));
    await t.app.services.media.sweepUnattached();
    expect(
      await db().select().from(uploads).where(eq(uploads.path, inUse.avatarPath!)),
    ).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: `/media/${inUse.avatarPath}` });
    expect(served.statusCode).toBe(200);
  });

  it("a banned member's photo is not served, and comes back on unban", async () => {
    const { avatarPath } = await member(ada);
    const ban = (on: boolean) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_API.userBan(ada.user.id),
        headers: { ...ADMIN_HEADERS, ...SPA_WRITE_HEADERS },
        payload: { ban: on },
      });
    expect((await ban(true)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/media/${avatarPath}` })).statusCode).toBe(
      404,
    );
    expect((await ban(false)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/media/${avatarPath}` })).statusCode).toBe(
      200,
    );
  });

  it('removing a reported profile removes its photo and header too', async () => {
    const dan = await signUpMember(t.app, await founderCode(t.ctx));
    expect((await photo(dan)).statusCode).toBe(200);
    const before = await member(dan);
    const report = await t.app.inject({
      method: 'POST',
      url: REPORTS_API.reports,
      headers: authedHeaders(ben.cookie),
      payload: { targetType: 'profile', targetId: dan.user.id, reason: 'harassment' },
    });
    expect(report.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.moderationActions,
      headers: { ...ADMIN_HEADERS, ...SPA_WRITE_HEADERS },
      payload: {
        targetType: 'profile',
        targetId: dan.user.id,
        action: 'remove',
        reason: 'An offensive photo',
      },
    });
    expect(removed.statusCode).toBe(200);
    expect(await member(dan)).toMatchObject({ avatarPath: null, avatarSmallPath: null });
    const served = await t.app.inject({ method: 'GET', url: `/media/${before.avatarPath}` });
    expect(served.statusCode).toBe(404);
  });

  it('the export lists the photo; deleting the account deletes its files', async () => {
    const cem = await signUpMember(t.app, await founderCode(t.ctx));
    expect((await photo(cem)).statusCode).toBe(200);
    const { avatarPath, avatarSmallPath } = await member(cem);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API.accountToken,
        headers: authedHeaders(cem.cookie),
      })
    ).json().token as string;
    const exported = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountExport,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(JSON.stringify(data)).toContain(avatarPath);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: ACCOUNT_API.accountDelete,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    const uploadsDir = uploadsDirFor(t.ctx.config.dataDir);
    expect(existsSync(path.join(uploadsDir, avatarPath!))).toBe(false);
    expect(existsSync(path.join(uploadsDir, avatarSmallPath!))).toBe(false);
  });
});
