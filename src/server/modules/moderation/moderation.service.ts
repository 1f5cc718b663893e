import type { Database } from '../../../db/client.ts';
import type { User } from '../../../db/schema/users.ts';
import type { CreateReportRequest, ReportTargetType } from '../../../shared/api/admin.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Clock } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { findUserById } from '../auth/index.ts';
import type { GraphService } from '../graph/index.ts';
import type { PostsService } from '../posts/index.ts';
import {
  insertReport,
  resolveReports,
  resolveReportsAbout,
  type ReportStatus,
} from './moderation.repository.ts';
import { readModerationQueue } from './moderation-queue.read-model.ts';

interface ReportTarget {
  ownerId: string;
  postId: string | null;
  commentId: string | null;
}

/**
 * Members' reports and the moderation queue's data. Reports follow what the reporter can see:
 * an object whose author blocked the reporter cannot be reported (they cannot see it), while
 * blocking someone and then reporting them is allowed (docs/decisions.md).
 */
export class ModerationService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly graph: GraphService;
  private readonly posts: PostsService;

  constructor(deps: { db: Database; clock: Clock; graph: GraphService; posts: PostsService }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.graph = deps.graph;
    this.posts = deps.posts;
  }

  async report(
    reporter: User,
    input: Omit<CreateReportRequest, 'hide'> & { hide: boolean },
  ): Promise<{ id: string; hidden: boolean }> {
    const target = await this.resolveTarget(input.targetType, input.targetId);
    if (target.ownerId === reporter.id) throw forbidden('own_content', MESSAGES.reportOwnContent);
    // A banned member's posts, comments and profile are gone for everyone until the ban is
    // lifted (404 on their pages), so there is nothing to report either.
    if ((await findUserById(this.db, target.ownerId))?.isBanned !== false)
      throw notFound('report_target_not_found', MESSAGES.reportNotFound);
    const status = await this.graph.blockStatus(reporter.id, target.ownerId);
    if (status.blockedYou)
      throw forbidden(
        'blocked_you',
        input.targetType === 'profile' ? MESSAGES.profileBlockedYou : MESSAGES.postHiddenBlockedYou,
      );
    const id = await insertReport(this.db, {
      id: newId(),
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      targetOwnerId: target.ownerId,
      postId: target.postId,
      commentId: target.commentId,
      reason: input.reason,
      note: input.note ? input.note : null,
      hidden: input.hide,
      createdAt: this.clock(),
    });
    if (!id) throw conflict('already_reported', MESSAGES.reportDuplicate);
    return { id, hidden: input.hide };
  }

  private async resolveTarget(type: ReportTargetType, id: string): Promise<ReportTarget> {
    const missing = () => notFound('report_target_not_found', MESSAGES.reportNotFound);
    if (type === 'post') {
      const post = await this.posts.findPost(id);
      if (!post) throw missing();
      return { ownerId: post.authorId, postId: post.id, commentId: null };
    }
    if (type === 'comment') {
      const comment = await this.posts.findComment(id);
      if (!comment) throw missing();
      return { ownerId: comment.authorId, postId: comment.postId, commentId: comment.id };
    }
    const member = await findUserById(this.db, id);
    if (!member || member.isSystem) throw missing();
    return { ownerId: member.id, postId: null, commentId: null };
  }

  /** Open reports and throttled posts, most reported and riskiest first. */
  queue() {
    return readModerationQueue(this.db);
  }

  /** Closes the open reports of one object; 0 when there were none. */
  resolve(target: { type: ReportTargetType; id: string }, status: ReportStatus): Promise<number> {
    return resolveReports(this.db, target, status, this.clock());
  }

  /** Closes the open reports about anything of a banned member. */
  resolveAllAbout(ownerId: string, status: ReportStatus): Promise<number> {
    return resolveReportsAbout(this.db, ownerId, status, this.clock());
  }

  /** The owner of a queued object, for the administrator's actions (404 when it is gone). */
  async ownerOf(type: ReportTargetType, id: string): Promise<string> {
    return (await this.resolveTarget(type, id)).ownerId;
  }
}
