import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { requestLanguage } from '../../lib/language.ts';
import { z } from 'zod';
import {
  INBOX_API,
  messageParams,
  peerParams,
  sendMessageRequest,
  sendMessageResponse,
  threadQuery,
  threadResponse,
  threadsResponse,
} from '../../../shared/api/inbox.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { routePattern as route } from '../../http/route-pattern.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];
// Nothing here changes who a caller is (see `keepsCaller`).
const config = { access: 'member' as Access, keepsCaller: true };

/** Threads, one thread, send, mark read and delete: always the caller's own mailbox. */
export function messagesRoutes(
  messages: MessagesService,
  limiter: WriteLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      INBOX_API.threads,
      {
        config,
        schema: { summary: 'Direct-message threads', tags, response: { 200: threadsResponse } },
      },
      async (request) => ({ threads: await messages.threads(callerOf(request).id) }),
    );

    app.get(
      route(INBOX_API.thread(':peerId')),
      {
        config,
        schema: {
          summary: 'One thread, newest at the bottom',
          tags,
          params: peerParams,
          querystring: threadQuery,
          response: { 200: threadResponse },
        },
      },
      async (request) => {
        const thread = await messages.thread(callerOf(request), request.params.peerId, {
          before: request.query.before,
          cursor: request.query.cursor,
          limit: request.query.limit,
        });
        // Why the member cannot write here is shown as it is: in the request's language.
        const language = requestLanguage(request.headers);
        const cannotMessage =
          thread.cannotMessage && translateMessage(thread.cannotMessage, language);
        return { ...thread, cannotMessage };
      },
    );

    app.post(
      route(INBOX_API.threadRead(':peerId')),
      {
        config,
        schema: {
          summary: 'Mark the thread’s incoming messages read',
          tags,
          params: peerParams,
          response: { 200: z.object({ marked: z.number().int() }) },
        },
      },
      async (request) => messages.markRead(callerOf(request), request.params.peerId),
    );

    app.post(
      INBOX_API.messages,
      {
        config,
        schema: {
          summary: 'Send a direct message (text and/or an image)',
          tags,
          body: sendMessageRequest,
          response: { 201: sendMessageResponse },
        },
      },
      async (request, reply) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'message');
        const message = await messages.send(me, request.body);
        return reply.status(201).send({ message });
      },
    );

    app.delete(
      route(INBOX_API.message(':id')),
      {
        config,
        schema: {
          summary: 'Delete a message (both copies and its image)',
          tags,
          params: messageParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'message');
        await messages.delete(me, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
