import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisClient } from '../../src/analysis/analysis-client.ts';
import { analyzeText } from '../../src/analysis/engine/analyze.ts';
import { moderateText } from '../../src/analysis/engine/moderate.ts';
import {
  circadianProfile,
  consents,
  contentEmbeddings,
  contentIndex,
  contentSafety,
  emotionState,
  events,
  posts,
} from '../../src/db/schema/index.ts';
import {
  applyEmotionEvent,
  blendWithCircadian,
  circadianRow,
  coldStartPrior,
  eventWeight,
  memberHour,
} from '../../src/domain/emotion/emotion-state.ts';
import { DEFAULT_EMOTION_VECTOR } from '../../src/domain/emotion/emotion-vector.ts';
import { newId } from '../../src/server/lib/ids.ts';
import {
  currentEmotionState,
  indexNewPost,
  recordInteraction,
  UNMODERATED_LABEL,
} from '../../src/server/modules/analysis-pipeline/analysis-pipeline.ts';
import {
  DEFAULT_SAFETY_CONFIDENCE,
  FALLBACK_SAFETY_CONFIDENCE,
  TEXT_EMBEDDING_DIMENSIONS,
} from '../../src/shared/constants.ts';
import { founderCode, signUpMember } from '../factories/members.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Posts and interactions through the analysis pipeline, on a real database: the content rows a
// new post gets, the events and emotion state an interaction writes, and what consent changes.

// 21:30 UTC is 00:30 in Istanbul: hour 0 of the circadian profile.
const NOW = new Date('2025-05-05T21:30:00Z');
const HOUR = memberHour(NOW);

describe('the analysis pipeline', () => {
  let t: TestApp;
  let authorId: string;
  let readerId: string;

  const db = () => t.ctx.database.db;
  async function insertPost(content: string): Promise<{ id: string; createdAt: Date }> {
    const row = { id: newId(), authorId, authorName: 'Deniz', content, createdAt: NOW };
    await db().insert(posts).values(row);
    return row;
  }
  async function publish(content: string, ctx = t.ctx) {
    const post = await insertPost(content);
    const indexed = await indexNewPost(ctx, { ...post, authorId, content, hasMedia: false });
    return { post, indexed };
  }
  const stateOf = async (userId: string) =>
    (await db().select().from(emotionState).where(eq(emotionState.userId, userId)))[0];
  const profileOf = async (userId: string) =>
    (await db().select().from(circadianProfile).where(eq(circadianProfile.userId, userId)))[0];

  beforeAll(async () => {
    // Real time for sign-up (the bot check's challenges expire by it), then a fixed hour.
    let frozen: Date | null = null;
    t = await createTestApp({ clock: () => frozen ?? new Date() });
    authorId = (await signUpMember(t.app, await founderCode(t.ctx))).user.id;
    readerId = (await signUpMember(t.app, await founderCode(t.ctx))).user.id;
    frozen = NOW;
  });
  afterAll(() => t.close());

  it('indexes a new post: content_index, content_embeddings, content_safety and the post emotion', async () => {
    const content = 'Bugün çok mutluyum, kahve ve kitap keyfi #pazar';
    const { post, indexed } = await publish(content);
    const expected = analyzeText(content);
    expect(indexed).toEqual({
      emotion: expected.emotion_tag,
      emoVector: expected.emo_vector,
      topics: expected.topics,
      lang: 'tr',
    });
    const [index] = await db().select().from(contentIndex).where(eq(contentIndex.id, post.id));
    expect(index).toMatchObject({
      type: 'text',
      lang: 'tr',
      topics: expected.topics,
      creatorId: authorId,
      region: 'TR',
      hasMedia: false,
      createdAt: NOW,
    });
    const [embedding] = await db()
      .select()
      .from(contentEmbeddings)
      .where(eq(contentEmbeddings.id, post.id));
    expect(embedding?.emoVector).toHaveLength(8);
    embedding?.emoVector.forEach((value, i) =>
      expect(value).toBeCloseTo(expected.emo_vector[i] ?? 0, 5),
    );
    expect(embedding?.txtEmb).toHaveLength(TEXT_EMBEDDING_DIMENSIONS);
    expect(embedding?.tone).toBe('excited');
    const [safety] = await db().select().from(contentSafety).where(eq(contentSafety.id, post.id));
    expect(safety).toMatchObject({ toxicity: 0, hatespeech: 0, disinfo: 0, labels: [] });
    expect(safety?.safetyConf).toBeCloseTo(DEFAULT_SAFETY_CONFIDENCE, 5);
    const [stored] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(stored?.emotion).toBe('happiness');
    expect(stored?.emoVector).toHaveLength(8);
  });

  it('stores the moderation scores of a harmful post', async () => {
    const content = 'Aşılar otizm yapıyor, medya bunu gizliyor, uyanın!';
    const { post } = await publish(content);
    const [safety] = await db().select().from(contentSafety).where(eq(contentSafety.id, post.id));
    const expected = moderateText(content);
    expect(safety?.disinfo).toBeCloseTo(expected.disinfo, 5);
    expect(safety?.labels).toEqual(expected.labels);
  });

  it('records interactions and moves the emotion state and the hour of the circadian profile', async () => {
    const { post } = await publish('Öfkeden deliriyorum, rezalet, çok sinirliyim!!');
    expect(await stateOf(readerId)).toBeUndefined();
    await recordInteraction(t.ctx, {
      userId: readerId,
      type: 'view',
      contentId: post.id,
      dwellMs: 8000,
    });
    await recordInteraction(t.ctx, { userId: readerId, type: 'echo', contentId: post.id });

    const logged = await db().select().from(events).where(eq(events.userId, readerId));
    expect(logged.map((row) => [row.type, row.contentId, row.dwellMs]).sort()).toEqual([
      ['echo', post.id, null],
      ['view', post.id, 8000],
    ]);
    const state = await stateOf(readerId);
    const prior = coldStartPrior(HOUR);
    expect(state?.vector[0]).toBeLessThan((prior[0] ?? 0) - 0.1);
    expect(state?.vector[7]).toBeGreaterThan(prior[7] ?? 1);
    const profile = await profileOf(readerId);
    expect(profile?.matrix).toHaveLength(24);
    expect(profile?.matrix[HOUR]?.[0]).toBeLessThan(prior[0] ?? 0);
    expect(profile?.matrix[(HOUR + 12) % 24]).toEqual(coldStartPrior((HOUR + 12) % 24));
  });

  it('applies concurrent interactions of one member one after the other, losing none', async () => {
    const { post } = await publish('Harika bir gün, çok mutluyum, herkese teşekkürler!');
    const [content] = await db()
      .select({ vector: contentEmbeddings.emoVector })
      .from(contentEmbeddings)
      .where(eq(contentEmbeddings.id, post.id));
    const before = await stateOf(readerId);
    await Promise.all(
      [1, 2, 3].map(() =>
        recordInteraction(t.ctx, { userId: readerId, type: 'share', contentId: post.id }),
      ),
    );
    let expected = before?.vector ?? [];
    for (let i = 0; i < 3; i += 1)
      expected = applyEmotionEvent(expected, content?.vector ?? [], eventWeight('share', 0));
    const after = await stateOf(readerId);
    after?.vector.forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? 0, 3));
    expect(await db().select().from(events).where(eq(events.contentId, post.id))).toHaveLength(3);
  });

  it('blends the circadian row with the short-term state for ranking', async () => {
    const state = await stateOf(readerId);
    const profile = await profileOf(readerId);
    const current = await currentEmotionState(t.ctx, readerId);
    const expected = blendWithCircadian(
      circadianRow(profile?.matrix ?? null, HOUR),
      state?.vector ?? [],
    );
    expect(current.personal).toBe(true);
    current.state.forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? 0, 5));
  });

  it('starts a member with no state from the cold-start prior', async () => {
    expect(await currentEmotionState(t.ctx, authorId)).toEqual({
      state: coldStartPrior(HOUR),
      personal: false,
    });
    // The service keeps nothing: the app sends the profile it holds.
    const profile = (await profileOf(readerId))?.matrix ?? null;
    expect(profile).not.toBeNull();
    expect(await t.ctx.analysis.coldStart(readerId, HOUR, profile)).toEqual(
      circadianRow(profile, HOUR),
    );
  });

  it('logs but does not track members who turned emotion tracking off', async () => {
    const { post } = await publish('Yarınki mülakat için çok umutluyum');
    await db()
      .update(consents)
      .set({ emotionTracking: false })
      .where(eq(consents.userId, readerId));
    const before = { state: await stateOf(readerId), profile: await profileOf(readerId) };
    await recordInteraction(t.ctx, { userId: readerId, type: 'save', contentId: post.id });
    await recordInteraction(t.ctx, { userId: readerId, type: 'comment', contentId: post.id });
    expect((await stateOf(readerId))?.vector).toEqual(before.state?.vector);
    expect((await profileOf(readerId))?.matrix).toEqual(before.profile?.matrix);
    expect(await currentEmotionState(t.ctx, readerId)).toEqual({
      state: coldStartPrior(HOUR),
      personal: false,
    });
    const logged = await db().select().from(events).where(eq(events.contentId, post.id));
    expect(logged).toHaveLength(2);
    await db().update(consents).set({ emotionTracking: true }).where(eq(consents.userId, readerId));
  });

  it('ignores content without an emotion vector and never throws', async () => {
    await recordInteraction(t.ctx, { userId: readerId, type: 'share', contentId: 'no-such-post' });
    await recordInteraction(t.ctx, { userId: 'no-such-member', type: 'view', contentId: 'x' });
    const logged = await db().select().from(events).where(eq(events.contentId, 'no-such-post'));
    expect(logged).toHaveLength(1);
  });

  it('still indexes a post, with the fallbacks, when the analysis service hangs', async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const timeoutMs = 250;
    try {
      const analysis = createAnalysisClient(
        { ...t.ctx.config, analysisUrl: url, analysisTimeoutMs: timeoutMs },
        { db: db(), clock: t.ctx.clock },
      );
      const started = performance.now();
      const { post, indexed } = await publish('Çok mutluyum', { ...t.ctx, analysis });
      expect(performance.now() - started).toBeLessThan(timeoutMs + 2000);
      expect(indexed).toEqual({
        emotion: null,
        emoVector: [0, 0, 0, 0, 0, 0, 0, 0],
        topics: [],
        lang: 'tr',
      });
      const [safety] = await db().select().from(contentSafety).where(eq(contentSafety.id, post.id));
      expect(safety).toMatchObject({
        toxicity: 0,
        hatespeech: 0,
        disinfo: 0,
        labels: [UNMODERATED_LABEL],
      });
      expect(safety?.safetyConf).toBeCloseTo(FALLBACK_SAFETY_CONFIDENCE, 5);
      const [index] = await db().select().from(contentIndex).where(eq(contentIndex.id, post.id));
      expect(index?.lang).toBe('tr');
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('uses the defaults for an image-only post', async () => {
    const { indexed } = await publish('');
    expect(indexed).toEqual({
      emotion: null,
      emoVector: [...DEFAULT_EMOTION_VECTOR],
      topics: [],
      lang: 'tr',
    });
  });
});
