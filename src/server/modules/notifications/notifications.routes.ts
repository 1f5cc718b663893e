import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INBOX_API,
  listQuery,
  messageParams,
  notificationSettings,
  notificationsResponse,
  unreadResponse,
  updateNotificationSettings,
} from '../../../shared/api/inbox.ts';
import { callerOf, type Access } from '../../http/access.ts';
import { routePattern as route } from '../../http/route-pattern.ts';
import type { WriteLimiter } from '../../lib/write-limiter.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const config = { access: 'member' as Access };
const marked = z.object({ marked: z.number().int() });

/** The caller's notifications, their read state and which kinds they want. */
export function notificationsRoutes(
  notifications: NotificationsService,
  unreadThreads: (memberId: string) => Promise<number>,
  limiter: WriteLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      INBOX_API.notifications,
      {
        config,
        schema: {
          summary: 'Notifications, newest first',
          tags,
          querystring: listQuery,
          response: { 200: notificationsResponse },
        },
      },
      async (request) => notifications.list(callerOf(request).id, request.query),
    );

    app.get(
      INBOX_API.unread,
      {
        config,
        schema: {
          summary: 'The Inbox badge: unread threads and unread notifications',
          tags,
          response: { 200: unreadResponse },
        },
      },
      async (request) => {
        const me = callerOf(request);
        const [threads, unread] = await Promise.all([
          unreadThreads(me.id),
          notifications.unreadCount(me.id),
        ]);
        return { unreadThreads: threads, unreadNotifications: unread };
      },
    );

    app.post(
      INBOX_API.notificationsReadAll,
      { config, schema: { summary: 'Mark all read', tags, response: { 200: marked } } },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'toggle');
        return notifications.markAllRead(me.id);
      },
    );

    app.post(
      route(INBOX_API.notificationRead(':id')),
      {
        config,
        schema: {
          summary: 'Mark one read',
          tags,
          params: messageParams,
          response: { 200: marked },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'toggle');
        return notifications.markRead(me.id, request.params.id);
      },
    );

    app.get(
      INBOX_API.notificationSettings,
      {
        config,
        schema: {
          summary: 'Which notification kinds are on',
          tags,
          response: { 200: notificationSettings },
        },
      },
      async (request) => notifications.settings(callerOf(request).id),
    );

    app.put(
      INBOX_API.notificationSettings,
      {
        config,
        schema: {
          summary: 'Turn notification kinds on or off',
          tags,
          body: updateNotificationSettings,
          response: { 200: notificationSettings },
        },
      },
      async (request) => {
        const me = callerOf(request);
        await limiter.assertWithinLimit(me.id, 'profile');
        return notifications.updateSettings(me.id, request.body);
      },
    );
  };
}
