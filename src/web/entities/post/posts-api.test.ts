import { QueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PostList, PostPage, PostResponse, PostView } from '../../../shared/api/social.ts';
import { makeReason } from '../../../shared/explain/compose.ts';
import { mapCachedPosts, postKeys, removeCachedPosts, updateCachedPost } from './posts-api.ts';

function post(id: string, authorId = 'ada', echoes = 0): PostView {
  return {
    id,
    authorId,
    authorName: authorId,
    authorHandle: authorId,
    content: `post ${id}`,
    hashtags: [],
    topics: [],
    emotion: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    metrics: { echoes, saves: 0, responses: 0, views: 0 },
    media: null,
    echoed: false,
    saved: false,
    isAuthor: false,
    reason: makeReason('latest', 'latest', {}, [], []),
  };
}

function seeded() {
  const client = new QueryClient();
  const timeline: InfiniteData<PostPage> = {
    pages: [
      { posts: [post('a'), post('b', 'ben')], nextCursor: 'c1' },
      { posts: [post('c')], nextCursor: null },
    ],
    pageParams: [undefined, 'c1'],
  };
  client.setQueryData(postKeys.timeline(), timeline);
  client.setQueryData<PostList>(postKeys.following(), { posts: [post('a'), post('c')] });
  client.setQueryData<PostResponse>(postKeys.detail('a'), { post: post('a') });
  client.setQueryData(['session'], { id: 'me' });
  return client;
}

const echoesOf = (p: PostView | undefined) => p?.metrics.echoes;

describe('cached posts stay in agreement', () => {
  it('updates one post in every shape it is cached in', () => {
    const client = seeded();
    updateCachedPost(client, 'a', (p) => ({
      ...p,
      echoed: true,
      metrics: { ...p.metrics, echoes: 1 },
    }));
    const timeline = client.getQueryData<InfiniteData<PostPage>>(postKeys.timeline());
    expect(echoesOf(timeline?.pages[0]?.posts[0])).toBe(1);
    expect(echoesOf(client.getQueryData<PostList>(postKeys.following())?.posts[0])).toBe(1);
    expect(echoesOf(client.getQueryData<PostResponse>(postKeys.detail('a'))?.post)).toBe(1);
    expect(timeline?.pages[0]?.posts[1]?.metrics.echoes).toBe(0);
    expect(client.getQueryData(['session'])).toEqual({ id: 'me' });
  });

  it('keeps the same objects when nothing changes', () => {
    const data = { posts: [post('x')] };
    expect(mapCachedPosts(data, (p) => p)).toBe(data);
    const client = seeded();
    const before = client.getQueryData<InfiniteData<PostPage>>(postKeys.timeline());
    updateCachedPost(client, 'a', (p) => ({ ...p, saved: true }));
    const after = client.getQueryData<InfiniteData<PostPage>>(postKeys.timeline());
    expect(after?.pages[1]).toBe(before?.pages[1]);
    expect(mapCachedPosts(undefined, (p) => p)).toBeUndefined();
  });

  it('removes an author from every list but leaves a detail page alone', () => {
    const client = seeded();
    removeCachedPosts(client, (p) => p.authorId === 'ben');
    const timeline = client.getQueryData<InfiniteData<PostPage>>(postKeys.timeline());
    expect(timeline?.pages[0]?.posts.map((p) => p.id)).toEqual(['a']);
    expect(timeline?.pages[0]?.nextCursor).toBe('c1');
    removeCachedPosts(client, (p) => p.id === 'a');
    expect(client.getQueryData<PostList>(postKeys.following())?.posts.map((p) => p.id)).toEqual([
      'c',
    ]);
    expect(client.getQueryData<PostResponse>(postKeys.detail('a'))?.post.id).toBe('a');
  });
});
