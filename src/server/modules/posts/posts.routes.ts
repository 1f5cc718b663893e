import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentList,
  commentResponse,
  commentsQuery,
  createCommentRequest,
  createPostRequest,
  editPostRequest,
  idParam,
  pageQuery,
  postIdParams,
  postEditsResponse,
  postList,
  postPage,
  postResponse,
  searchQuery,
  sharePostRequest,
  shareResponse,
  SOCIAL_API,
  toggleResponse,
  viewResponse,
} from '../../../shared/api/social.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { routePattern as route } from '../../http/route-pattern.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { PostsService } from './posts.service.ts';

// Nothing here changes who a caller is (see `keepsCaller`).
const config = { access: 'member' as Access, keepsCaller: true };
const tags = ['posts'];
const ID = ':id';

export function postRoutes(posts: PostsService, limiter: WriteLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      SOCIAL_API.posts,
      {
        config,
        schema: {
          summary: 'Publish a post',
          tags,
          body: createPostRequest,
          response: { 201: postResponse },
        },
      },
      async (request, reply) => {
        const author = callerOf(request);
        await limiter.assertWithinLimit(author.id, 'post');
        return reply.status(201).send({ post: await posts.create(author, request.body) });
      },
    );

    app.get(
      SOCIAL_API.posts,
      {
        config,
        schema: {
          summary: 'Home timeline, newest first',
          tags,
          querystring: pageQuery,
          response: { 200: postPage },
        },
      },
      async (request) =>
        posts.timeline(callerOf(request).id, request.query.cursor, request.query.limit),
    );

    app.get(
      SOCIAL_API.followingFeed,
      {
        config,
        schema: { summary: 'Recent posts of followed members', tags, response: { 200: postList } },
      },
      async (request) => ({ posts: await posts.followingBlock(callerOf(request).id) }),
    );

    app.get(
      SOCIAL_API.searchPosts,
      {
        config,
        schema: {
          summary: 'Search posts by topic',
          tags,
          querystring: searchQuery,
          response: { 200: postList },
        },
      },
      async (request) => ({
        posts: await posts.search(callerOf(request).id, request.query.q),
      }),
    );

    app.get(
      route(SOCIAL_API.post(ID)),
      {
        config,
        schema: {
          summary: 'One post',
          tags,
          params: postIdParams,
          response: { 200: postResponse },
        },
      },
      async (request) => ({
        post: await posts.detail(callerOf(request).id, request.params.id),
      }),
    );

    app.patch(
      route(SOCIAL_API.post(ID)),
      {
        config,
        schema: {
          summary: 'Edit your post (text and image alt text)',
          tags,
          params: postIdParams,
          body: editPostRequest,
          response: { 200: postResponse },
        },
      },
      async (request) => {
        const author = callerOf(request);
        await limiter.assertWithinLimit(author.id, 'edit');
        return { post: await posts.edit(author.id, request.params.id, request.body) };
      },
    );

    app.get(
      route(SOCIAL_API.postEdits(ID)),
      {
        config,
        schema: {
          summary: "A post's edit history, newest first",
          tags,
          params: postIdParams,
          response: { 200: postEditsResponse },
        },
      },
      async (request) => posts.editHistory(callerOf(request).id, request.params.id),
    );

    app.delete(
      route(SOCIAL_API.post(ID)),
      { config, schema: { summary: 'Delete your post', tags, params: postIdParams } },
      async (request, reply) => {
        await posts.remove(callerOf(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      route(SOCIAL_API.postView(ID)),
      {
        config,
        schema: {
          summary: 'Count a view',
          tags,
          params: postIdParams,
          response: { 200: viewResponse },
        },
      },
      async (request) => {
        const viewer = callerOf(request);
        await limiter.assertWithinLimit(viewer.id, 'view');
        return { views: await posts.recordView(viewer.id, request.params.id) };
      },
    );

    for (const [path, set] of [
      [route(SOCIAL_API.postEcho(ID)), posts.setEcho.bind(posts)],
      [route(SOCIAL_API.postSave(ID)), posts.setSave.bind(posts)],
    ] as const) {
      for (const [method, on] of [
        ['PUT', true],
        ['DELETE', false],
      ] as const) {
        app.route({
          method,
          config,
          url: path,
          schema: {
            summary: `${on ? 'Set' : 'Clear'} ${path.split('/').pop()}`,
            tags,
            params: postIdParams,
            response: { 200: toggleResponse },
          },
          handler: async (request) => {
            const viewer = callerOf(request);
            await limiter.assertWithinLimit(viewer.id, 'toggle');
            return set(viewer.id, request.params.id, on);
          },
        });
      }
    }

    app.get(
      route(SOCIAL_API.postComments(ID)),
      {
        config,
        schema: {
          summary: 'Comments: the newest page, oldest first; the cursor reads older ones',
          tags,
          params: postIdParams,
          querystring: commentsQuery,
          response: { 200: commentList },
        },
      },
      async (request) => posts.comments(callerOf(request).id, request.params.id, request.query),
    );

    app.post(
      route(SOCIAL_API.postComments(ID)),
      {
        config,
        schema: {
          summary: 'Comment on a post',
          tags,
          params: postIdParams,
          body: createCommentRequest,
          response: { 201: commentResponse },
        },
      },
      async (request, reply) => {
        const author = callerOf(request);
        await limiter.assertWithinLimit(author.id, 'comment');
        return reply
          .status(201)
          .send(
            await posts.addComment(
              author,
              request.params.id,
              request.body.text,
              request.body.parentCommentId,
            ),
          );
      },
    );

    app.delete(
      route(SOCIAL_API.comment(ID)),
      {
        config,
        schema: { summary: 'Delete your comment', tags, params: z.object({ id: idParam }) },
      },
      async (request, reply) => {
        await posts.removeComment(callerOf(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      route(SOCIAL_API.postRelated(ID)),
      {
        config,
        schema: {
          summary: 'Suggested related posts',
          tags,
          params: postIdParams,
          response: { 200: postList },
        },
      },
      async (request) => ({
        posts: await posts.related(callerOf(request).id, request.params.id),
      }),
    );

    app.post(
      route(SOCIAL_API.postShare(ID)),
      {
        config,
        schema: {
          summary: 'Share a post by direct message',
          tags,
          params: postIdParams,
          body: sharePostRequest,
          response: { 201: shareResponse },
        },
      },
      async (request, reply) => {
        const sender = callerOf(request);
        await limiter.assertWithinLimit(sender.id, 'share');
        const { recipientId, note } = request.body;
        return reply
          .status(201)
          .send(await posts.share(sender, request.params.id, recipientId, note));
      },
    );
  };
}
