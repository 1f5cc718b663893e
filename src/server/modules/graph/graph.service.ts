import type { PeoplePage, PersonSummary, Relationship } from '../../../shared/api/social.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../../db/client.ts';
import type { User } from '../../../db/schema/users.ts';
import type { Clock } from '../../context.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { pageOf, type PageCursor } from '../../read/paging.ts';
import {
  countFollowers,
  countFollowing,
  deleteBlock,
  deleteFollow,
  findVisibleMember,
  findVisibleMemberWithBlocks,
  insertBlock,
  insertFollow,
  isFollowing,
  listBlockedMembers,
  listFollowedPeople,
  listPeoplePage,
  readBlockStatus,
  type BlockStatus,
} from './graph.repository.ts';

const invalidTarget = () => new AppError(400, 'invalid_target_user', MESSAGES.invalidTargetUser);

/** The follow graph and blocks: who follows whom, and who may see and reach whom. */
export class GraphService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly events: EventBus;

  constructor(deps: { db: Database; clock: Clock; events: EventBus }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.events = deps.events;
  }

  /** A member others can see and act on (exists, not the house account, not banned), or null. */
  visibleMember(memberId: string): Promise<User | null> {
    return findVisibleMember(this.db, memberId);
  }

  /** The visible member, or the spec's 404 'Invalid target user'. */
  async requireVisibleMember(memberId: string): Promise<User> {
    const member = await findVisibleMember(this.db, memberId);
    if (!member) throw new AppError(404, 'invalid_target_user', MESSAGES.invalidTargetUser);
    return member;
  }

  blockStatus(viewerId: string, otherId: string): Promise<BlockStatus> {
    return readBlockStatus(this.db, viewerId, otherId);
  }

  /** Refuses with the profile's block messages when either side blocked the other. */
  async assertNotBlocked(viewerId: string, memberId: string): Promise<void> {
    const status = await readBlockStatus(this.db, viewerId, memberId);
    if (status.blockedByYou) throw forbidden('blocked_by_you', MESSAGES.profileYouBlocked);
    if (status.blockedYou) throw forbidden('blocked_you', MESSAGES.profileBlockedYou);
  }

  async relationship(viewerId: string, otherId: string): Promise<Relationship> {
    if (viewerId === otherId)
      return {
        isSelf: true,
        following: false,
        followsYou: false,
        blockedByYou: false,
        blockedYou: false,
      };
    const [status, following, followsYou] = await Promise.all([
      readBlockStatus(this.db, viewerId, otherId),
      isFollowing(this.db, viewerId, otherId),
      isFollowing(this.db, otherId, viewerId),
    ]);
    return { isSelf: false, following, followsYou, ...status };
  }

  async counts(memberId: string): Promise<{ followers: number; following: number }> {
    const [followers, following] = await Promise.all([
      countFollowers(this.db, memberId),
      countFollowing(this.db, memberId),
    ]);
    return { followers, following };
  }

  async follow(viewer: User, memberId: string, on: boolean) {
    if (memberId === viewer.id) throw invalidTarget();
    await this.requireVisibleMember(memberId);
    if (on) {
      await this.assertNotBlocked(viewer.id, memberId);
      // The follow and its notification commit together (the events outbox).
      const outcome = await this.events.transaction(this.db, async (scope) => {
        const result = await insertFollow(scope.tx, viewer.id, memberId, this.clock());
        if (result === 'created')
          await this.events.publish(
            'follow.created',
            { followerId: viewer.id, followeeId: memberId },
            scope,
          );
        return result;
      });
      // A block that landed since the check above: the same answer as if it came first.
      if (outcome === 'blocked') await this.assertNotBlocked(viewer.id, memberId);
    } else if (await deleteFollow(this.db, viewer.id, memberId)) {
      await this.events.publish('follow.removed', { followerId: viewer.id, followeeId: memberId });
    }
    return { on, count: await countFollowers(this.db, memberId) };
  }

  /** Spec: the target must exist and not be yourself ('Invalid target user'). */
  async block(viewerId: string, memberId: string, on: boolean) {
    if (memberId === viewerId) throw invalidTarget();
    const member = await findVisibleMember(this.db, memberId);
    if (!member) throw invalidTarget();
    if (on) {
      await insertBlock(this.db, viewerId, memberId, this.clock());
      await this.events.publish('block.created', { blockerId: viewerId, blockedId: memberId });
    } else {
      await deleteBlock(this.db, viewerId, memberId);
    }
    return { relationship: await this.relationship(viewerId, memberId) };
  }

  blocked(viewerId: string): Promise<PersonSummary[]> {
    return listBlockedMembers(this.db, viewerId);
  }

  /** The people a member follows, most recently followed first, without blocked ones. */
  followedPeople(viewerId: string, limit: number): Promise<PersonSummary[]> {
    return listFollowedPeople(this.db, viewerId, limit);
  }

  /** A page of a member's followers or following, as the viewer may see them. */
  async people(
    viewerId: string,
    memberId: string,
    which: 'followers' | 'following',
    page: { cursor: PageCursor | null; limit: number },
  ): Promise<PeoplePage> {
    const rows = await listPeoplePage(this.db, viewerId, memberId, which, page.cursor, page.limit);
    const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({
      createdAt: row.followedAt,
      id: row.id,
    }));
    return {
      people: items.map((row) => ({
        id: row.id,
        displayName: row.displayName,
        handle: row.handle,
        headline: row.headline,
        avatarUrl: row.avatarUrl,
        themeColor: row.themeColor,
        following: Boolean(row.following),
        isSelf: row.id === viewerId,
      })),
      nextCursor,
    };
  }

  /** The visible member and the block status with the viewer, in one read (or null). */
  visibleMemberWithBlocks(
    viewerId: string,
    memberId: string,
  ): Promise<{ member: User; status: BlockStatus } | null> {
    return findVisibleMemberWithBlocks(this.db, viewerId, memberId);
  }
}
