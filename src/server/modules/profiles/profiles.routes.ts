import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  peopleList,
  peoplePage,
  peoplePageQuery,
  postPage,
  profilePostsQuery,
  profileResponse,
  searchQuery,
  SOCIAL_API,
  updateProfileRequest,
  userIdParams,
} from '../../../shared/api/social.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { routePattern as route } from '../../http/route-pattern.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import { readUpload, type ProfileImageKind } from '../media/index.ts';
import type { ProfilesService } from './profiles.service.ts';

const config = { access: 'member' as Access };
const tags = ['profiles'];
const UID = ':uid';

export function profileRoutes(
  profiles: ProfilesService,
  limiter: WriteLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      route(SOCIAL_API.profile(UID)),
      {
        config,
        schema: {
          summary: 'A profile and your relationship',
          tags,
          params: userIdParams,
          response: { 200: profileResponse },
        },
      },
      async (request) => profiles.profile(callerOf(request).id, request.params.uid),
    );

    app.get(
      route(SOCIAL_API.profilePosts(UID)),
      {
        config,
        schema: {
          summary: "A member's posts, newest first, 50 a page",
          tags,
          params: userIdParams,
          querystring: profilePostsQuery,
          response: { 200: postPage },
        },
      },
      async (request) => profiles.posts(callerOf(request).id, request.params.uid, request.query),
    );

    app.get(
      route(SOCIAL_API.profileSaved(UID)),
      {
        config,
        schema: {
          summary: 'Your saved posts, most recently saved first, 50 a page',
          tags,
          params: userIdParams,
          querystring: profilePostsQuery,
          response: { 200: postPage },
        },
      },
      async (request) => profiles.saved(callerOf(request).id, request.params.uid, request.query),
    );

    for (const [which, path, summary] of [
      ['followers', SOCIAL_API.profileFollowers(UID), "A member's followers, 50 a page"],
      ['following', SOCIAL_API.profileFollowing(UID), 'Whom a member follows, 50 a page'],
    ] as const)
      app.get(
        route(path),
        {
          config,
          schema: {
            summary,
            tags,
            params: userIdParams,
            querystring: peoplePageQuery,
            response: { 200: peoplePage },
          },
        },
        async (request) =>
          profiles.people(callerOf(request).id, request.params.uid, which, request.query),
      );

    app.patch(
      SOCIAL_API.myProfile,
      {
        config,
        schema: {
          summary: 'Edit your profile',
          tags,
          body: updateProfileRequest,
          response: { 200: profileResponse },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'profile');
        return profiles.update(me, request.body);
      },
    );

    for (const [kind, path, what] of [
      ['avatar', SOCIAL_API.myProfilePhoto, 'profile photo'],
      ['header', SOCIAL_API.myProfileHeader, 'header image'],
    ] as const satisfies ReadonlyArray<readonly [ProfileImageKind, string, string]>) {
      app.put(
        path,
        {
          config,
          schema: {
            summary: `Replace your ${what} (multipart: file; cropped and re-encoded)`,
            tags,
            consumes: ['multipart/form-data'],
            response: { 200: profileResponse },
          },
        },
        async (request) => {
          const me = callerOf(request);
          await limiter.assertWithinLimit(me.id, 'upload');
          const upload = await readUpload(request);
          return profiles.setImage(me.id, kind, upload.bytes);
        },
      );

      app.delete(
        path,
        {
          config,
          schema: { summary: `Remove your ${what}`, tags, response: { 200: profileResponse } },
        },
        async (request) => {
          const me = callerOf(request);
          await limiter.assertWithinLimit(me.id, 'profile');
          return profiles.removeImage(me.id, kind);
        },
      );
    }

    app.get(
      SOCIAL_API.searchPeople,
      {
        config,
        schema: {
          summary: 'Search people',
          tags,
          querystring: searchQuery,
          response: { 200: peopleList },
        },
      },
      async (request) => ({
        people: await profiles.searchPeople(callerOf(request).id, request.query.q),
      }),
    );

    app.get(
      SOCIAL_API.shareSuggestions,
      {
        config,
        schema: {
          summary: 'People to share with',
          tags,
          querystring: searchQuery,
          response: { 200: peopleList },
        },
      },
      async (request) => ({
        people: await profiles.shareSuggestions(callerOf(request).id, request.query.q),
      }),
    );
  };
}
