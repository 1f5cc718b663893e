import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEdits } from '../../src/db/schema/post-edits.ts';
import { postImages } from '../../src/db/schema/post-images.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { uploads } from '../../src/db/schema/uploads.ts';
import { ACCOUNT_API } from '../../src/shared/api/paths.ts';
import { SOCIAL_API, type PostView, type UploadResponse } from '../../src/shared/api/social.ts';
import { IMAGE_ALT_MAX, POST_IMAGES_MAX } from '../../src/shared/constants.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, postUpload, uploadImage } from '../factories/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 28: up to four images per post, each with its own alt text; editing the alt texts;
// delete and export take every image along.
describe('post images', () => {
  let t: TestApp;
  let ada: SignedUpMember;
  let ben: SignedUpMember;
  const db = () => t.ctx.database.db;

  const publish = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: SOCIAL_API.posts,
      headers: authedHeaders(cookie),
      payload,
    });
  const edit = (cookie: string, postId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: SOCIAL_API.post(postId),
      headers: authedHeaders(cookie),
      payload,
    });
  const uploadMany = async (cookie: string, count: number) => {
    const stored: UploadResponse[] = [];
    for (let index = 0; index < count; index += 1)
      stored.push(
        await uploadImage(t.app, cookie, await makeImage('png', { width: 60 + index * 10 })),
      );
    return stored;
  };
  const claimedCount = async (paths: string[]) =>
    (await db().select().from(uploads).where(inArray(uploads.path, paths))).filter(
      (row) => row.claimedAt !== null,
    ).length;
  const postsOf = async (member: SignedUpMember) =>
    db().select().from(posts).where(eq(posts.authorId, member.user.id));

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    ada = await signUpMember(t.app, code);
    ben = await signUpMember(t.app, code);
  });
  afterAll(() => t.close());

  it('publishes four images in order, each with its own alt text, on every card', async () => {
    const stored = await uploadMany(ada.cookie, POST_IMAGES_MAX);
    const res = await publish(ada.cookie, {
      content: 'Four views of the Bosphorus',
      images: stored.map((upload, index) => ({
        path: upload.path,
        alt: index === 2 ? '' : `  View   number ${index + 1} `,
      })),
    });
    expect(res.statusCode).toBe(201);
    const post: PostView = res.json().post;
    expect(post.images?.map((image) => image.url)).toEqual(stored.map((upload) => upload.url));
    expect(post.images?.map((image) => image.alt)).toEqual([
      'View number 1',
      'View number 2',
      null,
      'View number 4',
    ]);
    expect(post.images?.map((image) => image.width)).toEqual([60, 70, 80, 90]);
    // The first image is still the single `media` older readers know.
    expect(post.media?.url).toBe(stored[0]?.url);
    expect(post.media?.alt).toBe('View number 1');

    // The same four on the detail read, the author's profile and the timeline.
    const detail = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.post(post.id),
      headers: authedHeaders(ben.cookie),
    });
    expect(detail.json().post.images).toHaveLength(4);
    const timeline = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.posts,
      headers: authedHeaders(ada.cookie),
    });
    const card = (timeline.json().posts as PostView[]).find((item) => item.id === post.id);
    expect(card?.images?.map((image) => image.alt)).toEqual(post.images?.map((image) => image.alt));
    expect(await claimedCount(stored.map((upload) => upload.path))).toBe(4);
    // Each image is served to members.
    for (const upload of stored) {
      const file = await t.app.inject({
        method: 'GET',
        url: upload.url,
        headers: authedHeaders(ben.cookie),
      });
      expect(file.statusCode).toBe(200);
    }
  });

  it('refuses a fifth image with a clear 400 and writes nothing', async () => {
    const before = (await postsOf(ben)).length;
    const stored = await uploadMany(ben.cookie, POST_IMAGES_MAX + 1);
    const res = await publish(ben.cookie, {
      content: 'Too many',
      images: stored.map((upload) => ({ path: upload.path, alt: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.postTooManyImages);
    expect(res.json().error.message).toBe('A post can have at most 4 images.');
    expect(await postsOf(ben)).toHaveLength(before);
    expect(await claimedCount(stored.map((upload) => upload.path))).toBe(0);
    // The same four of them go through.
    const four = await publish(ben.cookie, {
      content: 'Four of five',
      images: stored.slice(0, 4).map((upload) => ({ path: upload.path })),
    });
    expect(four.statusCode).toBe(201);
    expect(four.json().post.images).toHaveLength(4);
  });

  it('limits each alt text to IMAGE_ALT_MAX characters, with nothing written when one is over', async () => {
    const stored = await uploadMany(ada.cookie, 2);
    const before = (await postsOf(ada)).length;
    const over = await publish(ada.cookie, {
      images: [
        { path: stored[0]?.path, alt: 'fine' },
        { path: stored[1]?.path, alt: 'a'.repeat(IMAGE_ALT_MAX + 1) },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(MESSAGES.imageAltTooLong);
    expect(await postsOf(ada)).toHaveLength(before);
    expect(await claimedCount(stored.map((upload) => upload.path))).toBe(0);

    const wrongType = await publish(ada.cookie, {
      images: [{ path: stored[0]?.path, alt: 42 }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await postsOf(ada)).toHaveLength(before);

    const exact = await publish(ada.cookie, {
      images: [
        { path: stored[0]?.path, alt: 'a'.repeat(IMAGE_ALT_MAX) },
        { path: stored[1]?.path },
      ],
    });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().post.images[0].alt).toHaveLength(IMAGE_ALT_MAX);
    expect(exact.json().post.images[1].alt).toBeNull();
  });

  it('refuses a non-image, a repeated image, a mix of both forms and another member’s image', async () => {
    const notImage = await postUpload(t.app, ada.cookie, {
      name: 'notes.png',
      type: 'image/png',
      bytes: Buffer.from('just some text, not a picture'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.message).toBe(MESSAGES.onlyImagesService);

    const [first, second] = await uploadMany(ada.cookie, 2);
    const [bens] = await uploadMany(ben.cookie, 1);
    if (!first || !second || !bens) throw new Error('uploads missing');
    const before = (await postsOf(ada)).length;

    const repeated = await publish(ada.cookie, {
      images: [{ path: first.path }, { path: first.path }],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.message).toBe(MESSAGES.postImageRepeated);

    const bothForms = await publish(ada.cookie, {
      mediaPath: first.path,
      images: [{ path: second.path }],
    });
    expect(bothForms.statusCode).toBe(400);
    expect(bothForms.json().error.message).toBe(MESSAGES.postImagesTwoWays);

    // Ben's image second: Ada's first claim is rolled back with the refused post.
    const foreign = await publish(ada.cookie, {
      content: 'borrowed',
      images: [{ path: first.path }, { path: bens.path }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(MESSAGES.imageNotYours);
    expect(foreign.json().error.field).toBe('images.1.path');
    expect(await postsOf(ada)).toHaveLength(before);
    expect(await claimedCount([first.path, second.path, bens.path])).toBe(0);
  });

  it('keeps the single-image form working: mediaPath and mediaAlt make a one-image post', async () => {
    const upload = await uploadImage(t.app, ada.cookie);
    const post = await createPost(t.app, ada.cookie, {
      content: 'old client',
      mediaPath: upload.path,
      mediaAlt: 'A lone cat',
    });
    expect(post.images).toEqual([expect.objectContaining({ url: upload.url, alt: 'A lone cat' })]);
    expect(post.media).toEqual(post.images?.[0]);
    const rows = await db().select().from(postImages).where(eq(postImages.postId, post.id));
    expect(rows).toHaveLength(1);
  });

  it('shows a post written before post_images from its own columns', async () => {
    const upload = await uploadImage(t.app, ada.cookie);
    const post = await createPost(t.app, ada.cookie, { content: 'legacy', mediaPath: upload.path });
    // As an older row: the image only on the post row.
    await db().delete(postImages).where(eq(postImages.postId, post.id));
    const res = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.post(post.id),
      headers: authedHeaders(ben.cookie),
    });
    expect(res.json().post.images).toEqual([expect.objectContaining({ url: upload.url })]);
  });

  it('the migration copies an older post’s single image into post_images', async () => {
    const upload = await uploadImage(t.app, ben.cookie);
    const post = await createPost(t.app, ben.cookie, {
      content: 'from before',
      mediaPath: upload.path,
      mediaAlt: 'kept alt',
    });
    await db().delete(postImages).where(eq(postImages.postId, post.id));
    const migration = readFileSync(
      new URL('../../src/db/migrations/0021_post_images.sql', import.meta.url),
      'utf8',
    );
    const copy = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.includes('INSERT INTO "post_images"'));
    if (!copy) throw new Error('the migration no longer copies images');
    await db().execute(sql.raw(copy));
    const rows = await db().select().from(postImages).where(eq(postImages.postId, post.id));
    expect(rows).toEqual([
      expect.objectContaining({
        position: 0,
        storagePath: upload.path,
        url: upload.url,
        thumbUrl: upload.thumbUrl,
        alt: 'kept alt',
        width: upload.width,
      }),
    ]);
  });

  it('lets the author edit every alt text; the history keeps the earlier ones', async () => {
    const stored = await uploadMany(ada.cookie, 3);
    const post = (
      await publish(ada.cookie, {
        content: 'three',
        images: stored.map((upload, index) => ({ path: upload.path, alt: `old ${index}` })),
      })
    ).json().post as PostView;

    const res = await edit(ada.cookie, post.id, {
      content: 'three',
      imageAlts: ['new 0', null, '  new   2 '],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().post.images.map((image: { alt: string | null }) => image.alt)).toEqual([
      'new 0',
      null,
      'new 2',
    ]);
    expect(res.json().post.media.alt).toBe('new 0');
    expect(res.json().post.editedAt).not.toBeNull();

    const history = await t.app.inject({
      method: 'GET',
      url: SOCIAL_API.postEdits(post.id),
      headers: authedHeaders(ben.cookie),
    });
    const versions = history.json().versions;
    expect(versions[0].mediaAlts).toEqual(['new 0', null, 'new 2']);
    expect(versions[1].mediaAlts).toEqual(['old 0', 'old 1', 'old 2']);

    // The older form still edits the first image's only.
    const legacy = await edit(ada.cookie, post.id, { content: 'three', mediaAlt: 'first only' });
    expect(legacy.json().post.images.map((image: { alt: string | null }) => image.alt)).toEqual([
      'first only',
      null,
      'new 2',
    ]);

    // One alt text per image, no more and no fewer.
    const editsBefore = await db().select().from(postEdits).where(eq(postEdits.postId, post.id));
    for (const imageAlts of [
      ['a', 'b'],
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', 'd', 'e'],
    ]) {
      const wrong = await edit(ada.cookie, post.id, { content: 'changed', imageAlts });
      expect(wrong.statusCode).toBe(400);
    }
    const mismatch = await edit(ada.cookie, post.id, { content: 'x', imageAlts: ['a'] });
    expect(mismatch.json().error.message).toBe(MESSAGES.postImageAltsMismatch);
    const tooLong = await edit(ada.cookie, post.id, {
      content: 'x',
      imageAlts: ['a', 'b', 'c'.repeat(IMAGE_ALT_MAX + 1)],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(MESSAGES.imageAltTooLong);
    expect(await db().select().from(postEdits).where(eq(postEdits.postId, post.id))).toHaveLength(
      editsBefore.length,
    );

    // Another member cannot edit it, and nothing changes.
    const foreign = await edit(ben.cookie, post.id, {
      content: 'mine now',
      imageAlts: ['x', 'y', 'z'],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(MESSAGES.postEditNotYours);
    const rows = await db()
      .select()
      .from(postImages)
      .where(eq(postImages.postId, post.id))
      .orderBy(postImages.position);
    expect(rows.map((row) => row.alt)).toEqual(['first only', null, 'new 2']);
    const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(row?.content).toBe('three');
  });

  it('deleting a post removes every image file; the export lists every image', async () => {
    const stored = await uploadMany(ben.cookie, 4);
    const post = (
      await publish(ben.cookie, {
        content: 'to export, then delete',
        images: stored.map((upload, index) => ({ path: upload.path, alt: `alt ${index}` })),
      })
    ).json().post as PostView;

    const token = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: authedHeaders(ben.cookie),
    });
    const exported = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountExport,
      headers: { authorization: `Bearer ${token.json().token}` },
    });
    expect(exported.statusCode).toBe(200);
    const body = exported.json();
    const data = body.data ?? body;
    const inExport = (data.posts as Array<{ id: string; images: Array<{ alt: string }> }>).find(
      (item) => item.id === post.id,
    );
    expect(inExport?.images.map((image) => image.alt)).toEqual([
      'alt 0',
      'alt 1',
      'alt 2',
      'alt 3',
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: SOCIAL_API.post(post.id),
      headers: authedHeaders(ben.cookie),
    });
    expect(removed.statusCode).toBe(204);
    expect(await db().select().from(postImages).where(eq(postImages.postId, post.id))).toEqual([]);
    const paths = stored.map((upload) => upload.path);
    expect(await db().select().from(uploads).where(inArray(uploads.path, paths))).toEqual([]);
    for (const upload of stored) {
      for (const url of [upload.url, upload.thumbUrl]) {
        const file = await t.app.inject({
          method: 'GET',
          url: url ?? '',
          headers: authedHeaders(ben.cookie),
        });
        expect(file.statusCode).toBe(404);
      }
    }
  });
});
