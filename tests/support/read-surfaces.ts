import { FEED_API } from '../../src/shared/api/paths.ts';
import { INBOX_API, SOCIAL_API } from '../../src/shared/api/paths.ts';

// Every list and single read that shows members' posts, named once. The read-visibility test
// walks each entry for each rule (tests/integration/read-visibility.test.ts): adding a surface
// here covers it there without touching the test.

/** What a surface is asked about: one post, its author, and the member who reads. */
export interface SurfaceTarget {
  postId: string;
  authorId: string;
  viewerId: string;
  /** A visible post of someone else's on the same topic: the anchor of "related posts". */
  anchorId: string;
  /** The word every fixture post carries, for search. */
  term: string;
  /** A member blocked by no one, who may act for a surface before the rules apply. */
  helperId: string;
}

/** The helper member, as a surface's `prepare` sees them. */
export interface SurfaceHelper {
  /** Sends a request as the helper; fails the test unless it succeeds. */
  send(method: 'POST' | 'PUT', url: string, payload: object): Promise<void>;
}

export interface ReadSurface {
  name: string;
  /** A list answers ids; a single read answers whether the post opened. */
  kind: 'list' | 'single';
  url(target: SurfaceTarget): string;
  /** The post ids a 200 answer shows (lists); a single read shows its one post. */
  ids?(body: unknown): string[];
  /** Shows the viewer's own posts (so "the author sees their own throttled post" applies). */
  showsOwn: boolean;
  /**
   * A direct link: a throttled post outside the audience still opens there, with its safety
   * label, while banned, blocked and hidden stay closed.
   */
  directLink?: boolean;
  /** Puts the post where the surface shows it, before any rule applies (once per post). */
  prepare?(target: SurfaceTarget, helper: SurfaceHelper): Promise<void>;
}

const postIds = (body: unknown) =>
  ((body as { posts: Array<{ id: string }> }).posts ?? []).map((post) => post.id);

/** The shared posts of a thread whose preview shows the post's words. */
const sharedIds = (body: unknown) =>
  (
    (body as { messages: Array<{ sharedPost: { id: string; snippet: string } | null }> })
      .messages ?? []
  )
    .filter((message) => message.sharedPost && message.sharedPost.snippet !== '')
    .map((message) => message.sharedPost!.id);

export const READ_SURFACES: readonly ReadSurface[] = [
  { name: 'For you', kind: 'list', url: () => FEED_API.home, ids: postIds, showsOwn: true },
  { name: 'Latest', kind: 'list', url: () => SOCIAL_API.posts, ids: postIds, showsOwn: true },
  {
    name: 'Following',
    kind: 'list',
    url: () => SOCIAL_API.followingFeed,
    ids: postIds,
    showsOwn: false,
  },
  {
    name: "Today's Highlight",
    kind: 'list',
    url: () => FEED_API.highlight,
    ids: postIds,
    showsOwn: true,
  },
  {
    name: 'Search',
    kind: 'list',
    url: (t) => `${SOCIAL_API.searchPosts}?q=${encodeURIComponent(t.term)}`,
    ids: postIds,
    showsOwn: true,
  },
  {
    name: 'Related posts',
    kind: 'list',
    url: (t) => SOCIAL_API.postRelated(t.anchorId),
    ids: postIds,
    showsOwn: true,
  },
  {
    name: 'Profile posts',
    kind: 'list',
    url: (t) => SOCIAL_API.profilePosts(t.authorId),
    ids: postIds,
    showsOwn: true,
  },
  {
    name: 'Saved',
    kind: 'list',
    url: (t) => SOCIAL_API.profileSaved(t.viewerId),
    ids: postIds,
    showsOwn: true,
  },
  {
    name: 'Post detail',
    kind: 'single',
    url: (t) => SOCIAL_API.post(t.postId),
    showsOwn: true,
    directLink: true,
  },
  {
    name: 'Post comments',
    kind: 'single',
    url: (t) => SOCIAL_API.postComments(t.postId),
    showsOwn: true,
    directLink: true,
  },
  {
    // The helper shares the post to the viewer by direct message: its preview is a single read
    // for the mailbox's owner (a throttled post opens, as a direct link does).
    name: 'Share preview in a message',
    kind: 'list',
    url: (t) => INBOX_API.thread(t.helperId),
    ids: sharedIds,
    showsOwn: true,
    directLink: true,
    prepare: (t, helper) =>
      helper.send('POST', SOCIAL_API.postShare(t.postId), { recipientId: t.viewerId }),
  },
];
