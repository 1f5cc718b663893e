import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSafety, users } from '../../src/db/schema/index.ts';
import { inAudience } from '../../src/domain/ranking/audience.ts';
import { riskOf } from '../../src/domain/ranking/safety.ts';
import { MUTE_API, REPORTS_API, SOCIAL_API } from '../../src/shared/api/paths.ts';
import {
  authedHeaders,
  founderCode,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost } from '../factories/posts.ts';
import { READ_SURFACES, type SurfaceTarget } from '../support/read-surfaces.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// One rule, every surface: for each list and single read in the registry and each rule that
// hides a post from a member, the post is absent there; the control post is present; the
// author's own throttled post is present wherever own posts show.

const TERM = 'lanternfish';
/** The viewer mutes this word (folded: the post writes it ŞALGAM'ı, the member typed şalgam). */
const MUTED_WORD = 'şalgam';
/** Risk 0.8: throttled to half the members. */
const THROTTLED = { toxicity: 1, hatespeech: 1, disinfo: 0 };

type Rule =
  | 'banned author'
  | 'blocked by viewer'
  | 'blocked the viewer'
  | 'hidden by report'
  | 'muted by the viewer (person)'
  | 'muted word'
  | 'throttled outside the audience';
const RULES: readonly Rule[] = [
  'banned author',
  'blocked by viewer',
  'blocked the viewer',
  'hidden by report',
  'muted by the viewer (person)',
  'muted word',
  'throttled outside the audience',
];
/** Rules that leave lists but not a direct link (the post opens, as on Mastodon). */
const LIST_ONLY: readonly Rule[] = [
  'muted by the viewer (person)',
  'muted word',
  'throttled outside the audience',
];

describe('one visibility rule on every read surface', () => {
  let t: TestApp;
  let viewer: SignedUpMember;
  let control: SignedUpMember;
  const targets = new Map<Rule, { postId: string; authorId: string }>();
  let anchorId = '';
  let controlPostId = '';
  let ownThrottledId = '';
  let ownMutedWordId = '';

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedUpMember,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: authedHeaders(who.cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (method: 'POST' | 'PUT', url: string, who: SignedUpMember, payload?: object) => {
    const res = await call(method, url, who, payload ?? {});
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  };
  const db = () => t.ctx.database.db;
  const throttle = (postId: string) =>
    db()
      .insert(contentSafety)
      .values({ id: postId, ...THROTTLED })
      .onConflictDoUpdate({ target: contentSafety.id, set: THROTTLED });

  /** A post by `who` whose audience leaves the viewer out (the hash decides, so try a few). */
  async function postOutsideAudience(who: SignedUpMember, label: string): Promise<string> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const post = await createPost(t.app, who.cookie, {
        content: `${label} ${attempt} on #${TERM}`,
      });
      if (!inAudience(viewer.user.id, post.id, riskOf(THROTTLED))) return post.id;
      await t.app.inject({
        method: 'DELETE',
        url: SOCIAL_API.post(post.id),
        headers: authedHeaders(who.cookie),
      });
    }
    throw new Error('no post outside the audience in 40 tries');
  }

  beforeAll(async () => {
    t = await createTestApp();
    const code = await founderCode(t.ctx);
    const member = (firstName: string) =>
      signUpMember(t.app, code, { firstName, lastName: 'Probe' });
    viewer = await member('Vera');
    control = await member('Cora');
    const authors: Record<Rule, SignedUpMember> = {
      'banned author': await member('Bane'),
      'blocked by viewer': await member('Blake'),
      'blocked the viewer': await member('Bella'),
      'hidden by report': await member('Hana'),
      'muted by the viewer (person)': await member('Muna'),
      'muted word': await member('Wanda'),
      'throttled outside the audience': await member('Tara'),
    };
    anchorId = (await createPost(t.app, control.cookie, { content: `Anchor on #${TERM}` })).id;
    controlPostId = (await createPost(t.app, control.cookie, { content: `Control on #${TERM}` }))
      .id;
    await ok('PUT', SOCIAL_API.follow(control.user.id), viewer);
    for (const rule of RULES) {
      const author = authors[rule];
      const postId =
        rule === 'throttled outside the audience'
          ? await postOutsideAudience(author, 'Throttled')
          : rule === 'muted word'
            ? (
                await createPost(t.app, author.cookie, {
                  content: `Fresh ${MUTED_WORD.toUpperCase()}'ı on #${TERM}`,
                })
              ).id
            : (await createPost(t.app, author.cookie, { content: `${rule} on #${TERM}` })).id;
      targets.set(rule, { postId, authorId: author.user.id });
      // The viewer follows and saved it before the rule applied.
      await ok('PUT', SOCIAL_API.follow(author.user.id), viewer);
      await ok('PUT', SOCIAL_API.postSave(postId), viewer);
    }
    ownThrottledId = await postOutsideAudience(viewer, 'My own');
    await ok('PUT', SOCIAL_API.postSave(ownThrottledId), viewer);
    ownMutedWordId = (
      await createPost(t.app, viewer.cookie, { content: `My own ${MUTED_WORD} on #${TERM}` })
    ).id;
    await ok('PUT', SOCIAL_API.postSave(ownMutedWordId), viewer);
    await ok('PUT', SOCIAL_API.postSave(controlPostId), viewer);
    // Surfaces that need the post put somewhere first (a share in a message), before the rules.
    const helper = {
      send: (method: 'POST' | 'PUT', url: string, payload: object) =>
        ok(method, url, control, payload),
    };
    const posts = [
      ...[...targets.values()],
      { postId: ownThrottledId, authorId: viewer.user.id },
      { postId: ownMutedWordId, authorId: viewer.user.id },
      { postId: controlPostId, authorId: control.user.id },
    ];
    for (const surface of READ_SURFACES)
      for (const { postId, authorId } of posts)
        await surface.prepare?.(targetFor(postId, authorId), helper);

    // The rules.
    await db()
      .update(users)
      .set({ isBanned: true })
      .where(eq(users.id, authors['banned author'].user.id));
    await ok('PUT', SOCIAL_API.block(authors['blocked by viewer'].user.id), viewer);
    await ok('PUT', SOCIAL_API.block(viewer.user.id), authors['blocked the viewer']);
    await ok('POST', REPORTS_API.reports, viewer, {
      targetType: 'post',
      targetId: targets.get('hidden by report')!.postId,
      reason: 'spam',
      hide: true,
    });
    await ok('PUT', MUTE_API.mute(authors['muted by the viewer (person)'].user.id), viewer);
    await ok('POST', MUTE_API.words, viewer, { word: 'Şalgam' });
    await throttle(targets.get('throttled outside the audience')!.postId);
    await throttle(ownThrottledId);
  });
  afterAll(() => t.close());

  const targetFor = (postId: string, authorId: string): SurfaceTarget => ({
    postId,
    authorId,
    viewerId: viewer.user.id,
    anchorId,
    term: TERM,
    helperId: control.user.id,
  });

  /** Whether the viewer sees the post on the surface, and the single read's body. */
  async function sees(surface: (typeof READ_SURFACES)[number], target: SurfaceTarget) {
    const res = await call('GET', surface.url(target), viewer);
    if (res.statusCode !== 200) {
      expect(res.statusCode, `${surface.name}: ${res.body}`).toBeLessThan(500);
      return { seen: false, body: null };
    }
    if (surface.kind === 'single') return { seen: true, body: res.json() };
    return { seen: surface.ids!(res.json()).includes(target.postId), body: res.json() };
  }

  for (const surface of READ_SURFACES) {
    describe(surface.name, () => {
      it('shows the control post', async () => {
        const { seen } = await sees(surface, targetFor(controlPostId, control.user.id));
        expect(seen).toBe(true);
      });

      for (const rule of RULES) {
        const opens = LIST_ONLY.includes(rule) && surface.directLink;
        it(`${opens ? 'opens, with its safety label,' : 'leaves out'} a post whose ${rule}`, async () => {
          const { postId, authorId } = targets.get(rule)!;
          const { seen, body } = await sees(surface, targetFor(postId, authorId));
          expect(seen, `${surface.name} / ${rule}`).toBe(Boolean(opens));
          if (opens && rule === 'throttled outside the audience' && surface.name === 'Post detail')
            expect(
              (body as { post: { safetyLabel?: { kind: string } } }).post.safetyLabel?.kind,
            ).toBe('reach-limited');
        });
      }

      if (surface.showsOwn)
        it("shows the author's own throttled post, with its reach notice", async () => {
          const { seen } = await sees(surface, targetFor(ownThrottledId, viewer.user.id));
          expect(seen).toBe(true);
        });

      if (surface.showsOwn)
        it("shows the viewer's own post with a word they muted", async () => {
          const { seen } = await sees(surface, targetFor(ownMutedWordId, viewer.user.id));
          expect(seen).toBe(true);
        });
    });
  }
});
