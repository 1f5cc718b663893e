import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { findUserById } from '../auth/index.ts';
import { insertNotification } from './notifications.repository.ts';

/**
 * Notifications are written in reaction to domain events, so the modules that cause them (the
 * graph, sign-up) do not know they exist.
 */
export class NotificationsService {
  private readonly db: Database;
  private readonly clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  subscribe(events: EventBus): void {
    events.on('follow.created', async ({ payload }) => {
      const follower = await findUserById(this.db, payload.followerId);
      if (!follower) return;
      await insertNotification(this.db, {
        userId: payload.followeeId,
        kind: 'follow',
        title: 'New follower',
        body: `${follower.displayName} (@${follower.handle}) started following you.`,
        link: `/u/${follower.id}`,
        createdAt: this.clock(),
      });
    });
    events.on('member.joined', async ({ payload }) => {
      await insertNotification(this.db, {
        userId: payload.inviterId,
        kind: 'invite_accepted',
        title: 'Your invite was accepted',
        body: `${payload.displayName} joined Lorien with your invite code.`,
        link: `/u/${payload.memberId}`,
        createdAt: this.clock(),
      });
    });
  }
}
