import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  peopleList,
  postList,
  profileResponse,
  relationshipResponse,
  searchQuery,
  SOCIAL_API,
  toggleResponse,
  updateProfileRequest,
  userIdParams,
} from '../../../shared/api/social.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { memberResolver, routePattern as route } from '../social/route-helpers.ts';
import type { WriteLimiter } from '../social/write-limiter.ts';
import type { ProfilesService } from './profiles.service.ts';

const tags = ['profiles'];
const UID = ':uid';

export function profileRoutes(
  profiles: ProfilesService,
  auth: AuthService,
  limiter: WriteLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberResolver(auth);

    app.get(
      route(SOCIAL_API.profile(UID)),
      {
        schema: {
          summary: 'A profile and your relationship',
          tags,
          params: userIdParams,
          response: { 200: profileResponse },
        },
      },
      async (request) => profiles.profile((await member(request)).id, request.params.uid),
    );

    app.get(
      route(SOCIAL_API.profilePosts(UID)),
      {
        schema: {
          summary: "A member's posts",
          tags,
          params: userIdParams,
          response: { 200: postList },
        },
      },
      async (request) => ({
        posts: await profiles.posts((await member(request)).id, request.params.uid),
      }),
    );

    app.get(
      route(SOCIAL_API.profileSaved(UID)),
      {
        schema: {
          summary: 'Your saved posts',
          tags,
          params: userIdParams,
          response: { 200: postList },
        },
      },
      async (request) => ({
        posts: await profiles.saved((await member(request)).id, request.params.uid),
      }),
    );

    app.patch(
      SOCIAL_API.myProfile,
      {
        schema: {
          summary: 'Edit your profile',
          tags,
          body: updateProfileRequest,
          response: { 200: profileResponse },
        },
      },
      async (request) => {
        const me = await member(request);
        limiter.assertWithinLimit(me.id, 'profile');
        return profiles.update(me, request.body);
      },
    );

    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: route(SOCIAL_API.follow(UID)),
        schema: {
          summary: on ? 'Follow' : 'Unfollow',
          tags,
          params: userIdParams,
          response: { 200: toggleResponse },
        },
        handler: async (request) => {
          const me = await member(request);
          limiter.assertWithinLimit(me.id, 'toggle');
          return profiles.follow(me, request.params.uid, on);
        },
      });
      app.route({
        method,
        url: route(SOCIAL_API.block(UID)),
        schema: {
          summary: on ? 'Block' : 'Unblock',
          tags,
          params: userIdParams,
          response: { 200: relationshipResponse },
        },
        handler: async (request) => {
          const me = await member(request);
          limiter.assertWithinLimit(me.id, 'toggle');
          return profiles.block(me.id, request.params.uid, on);
        },
      });
    }

    app.get(
      SOCIAL_API.blocks,
      { schema: { summary: 'Members you blocked', tags, response: { 200: peopleList } } },
      async (request) => ({ people: await profiles.blocked((await member(request)).id) }),
    );

    app.get(
      SOCIAL_API.searchPeople,
      {
        schema: {
          summary: 'Search people',
          tags,
          querystring: searchQuery,
          response: { 200: peopleList },
        },
      },
      async (request) => ({
        people: await profiles.searchPeople((await member(request)).id, request.query.q),
      }),
    );

    app.get(
      SOCIAL_API.shareSuggestions,
      {
        schema: {
          summary: 'People to share with',
          tags,
          querystring: searchQuery,
          response: { 200: peopleList },
        },
      },
      async (request) => ({
        people: await profiles.shareSuggestions((await member(request)).id, request.query.q),
      }),
    );
  };
}
