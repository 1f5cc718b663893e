import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/uploads.ts';
import { SOCIAL_API } from '../../src/shared/api/social.ts';
import { IMAGE_MAX_BYTES } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { makeImage, multipartBody, postUpload } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The EXIF GPS IFD pointer tag (0x8825) in either byte order. */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
  );
}

describe('image uploads', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code);
    ben = await signUpMember(t.app, code);
  });
  afterAll(() => t.close());

  it('stores a re-encoded image and thumbnail at {folder}/{userId}/{timestamp}_{name} and serves it', async () => {
    const res = await postUpload(t.app, ada.cookie, {
      name: 'My Holiday Photo (1).JPG',
      type: 'image/jpeg',
      bytes: await makeImage('jpeg', { width: 3000, height: 1000 }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.path).toMatch(new RegExp(`^posts/${ada.user.id}/\\d+_my-holiday-photo-1\\.webp$`));
    expect(body).toMatchObject({ contentType: 'image/webp', url: `/media/${body.path}` });
    expect(body.width).toBeLessThanOrEqual(2048);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.app.inject({ method: 'GET', url: body.thumbUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(640);
    expect(await db().select().from(uploads).where(eq(uploads.path, body.path))).toHaveLength(1);
  });

  it('strips EXIF, GPS included, and applies the orientation', async () => {
    const original = await makeImage('jpeg', { gps: true });
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const body = (
      await postUpload(t.app, ada.cookie, { name: 'gps.jpg', type: 'image/jpeg', bytes: original })
    ).json();
    const served = await t.app.inject({ method: 'GET', url: body.url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('LorienTestCam'))).toBe(false);

    const rotated = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = (
      await postUpload(t.app, ada.cookie, { name: 'r.jpg', type: 'image/jpeg', bytes: rotated })
    ).json();
    expect([upright.width, upright.height]).toEqual([20, 40]);
  });

  it('refuses a file named .png that is really HTML, whatever type it declares', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const res = await postUpload(t.app, ada.cookie, {
      name: 'cat.png',
      type: 'image/png',
      bytes: html,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.onlyImagesService);
    expect(await db().select().from(uploads).where(eq(uploads.ownerId, ada.user.id))).toHaveLength(
      2 + 1,
    );
  });

  it('refuses 5 MB + 1 byte and accepts the limit itself as far as size goes', async () => {
    const over = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0);
    (await makeImage('png')).copy(over);
    const res = await postUpload(t.app, ben.cookie, {
      name: 'big.png',
      type: 'image/png',
      bytes: over,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MESSAGES.imageTooLarge);
    expect(await db().select().from(uploads).where(eq(uploads.ownerId, ben.user.id))).toHaveLength(
      0,
    );
  });

  it('needs a file, a known folder, and a signed-in member', async () => {
    const { payload, contentType } = await multipartBody({ folder: 'posts' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.uploads,
      headers: { ...authedHeaders(ada.cookie), 'content-type': contentType },
      payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(MESSAGES.fileRequired);
    const json = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.uploads,
      headers: authedHeaders(ada.cookie),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(MESSAGES.fileRequired);
    const badFolder = await postUpload(
      t.app,
      ada.cookie,
      { name: 'a.png', type: 'image/png', bytes: await makeImage('png') },
      '../etc',
    );
    expect(badFolder.statusCode).toBe(400);
    expect(badFolder.json().error.message).toBe(MESSAGES.uploadFolderInvalid);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: SOCIAL_API.uploads,
      headers: { 'x-requested-with': 'lorien', 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps message images to the thread and never serves paths outside storage', async () => {
    const body = (
      await postUpload(
        t.app,
        ada.cookie,
        { name: 'dm.png', type: 'image/png', bytes: await makeImage('png') },
        'messages',
      )
    ).json();
    expect(body.path.startsWith(`messages/${ada.user.id}/`)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: ada.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: ben.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: body.url })).statusCode).toBe(404);
    for (const url of [
      '/media/../secret',
      '/media/posts/%2e%2e/x',
      '/media/posts/unknown/file.webp',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
