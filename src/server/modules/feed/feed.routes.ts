import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEED_API,
  highlightResponse,
  homeFeedQuery,
  suggestedPeopleResponse,
  trendingResponse,
} from '../../../shared/api/feed.ts';
import { postPage } from '../../../shared/api/social.ts';
import { callerOf, type Access } from '../../http/access.ts';
import type { Feed } from './index.ts';

/** What the feed's routes need of the mute module: the member's muted-word keys. */
export interface MutedWordsSource {
  wordKeys(userId: string): Promise<string[]>;
}

/** What the feed's routes need of the graph module: how many people the member follows. */
export interface FollowCounts {
  counts(memberId: string): Promise<{ following: number }>;
}

const config = { access: 'member' as Access };
const tags = ['feed'];

export function feedRoutes(
  feed: Feed,
  mute: MutedWordsSource,
  graph: FollowCounts,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      FEED_API.home,
      {
        config,
        schema: {
          summary: 'Ranked home feed, 15 per page (the cursor pages through a frozen ranking)',
          tags,
          querystring: homeFeedQuery,
          response: { 200: postPage },
        },
      },
      async (request) => feed.home.page(callerOf(request).id, request.query.cursor),
    );

    app.get(
      FEED_API.trending,
      {
        config,
        schema: { summary: 'Six trending topics', tags, response: { 200: trendingResponse } },
      },
      async (request) => ({
        trends: await feed.trending.topFor(await mute.wordKeys(callerOf(request).id)),
      }),
    );

    app.get(
      FEED_API.suggestedPeople,
      {
        config,
        schema: {
          summary: 'Six people to follow',
          tags,
          response: { 200: suggestedPeopleResponse },
        },
      },
      async (request) => {
        const viewerId = callerOf(request).id;
        const [people, counts] = await Promise.all([
          feed.people.forViewer(viewerId),
          graph.counts(viewerId),
        ]);
        return { people, followsAnyone: counts.following > 0 };
      },
    );

    app.get(
      FEED_API.highlight,
      {
        config,
        schema: {
          summary: "Today's Highlight: ten posts",
          tags,
          response: { 200: highlightResponse },
        },
      },
      async (request) => ({ posts: await feed.highlight.forViewer(callerOf(request).id) }),
    );
  };
}
