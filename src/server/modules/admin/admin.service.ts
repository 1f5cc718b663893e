import type { FastifyBaseLogger } from 'fastify';
import type { ProfilesService } from '../profiles/index.ts';
import type { AppContext } from '../../context.ts';
import type {
  AdminMetrics,
  ModerationActionRequest,
  SystemWarning,
} from '../../../shared/api/admin.ts';
import { systemWarning } from '../../../shared/admin/warnings.ts';
import {
  ADMIN_DEFAULT_API_VERSION,
  ADMIN_DEFAULT_ENVIRONMENT,
  ADMIN_METRICS_CACHE_MS,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { notFound } from '../../errors.ts';
import { readCursor } from '../../read/paging.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { insertAuditLog, setFeedbackHandled, type AccountService } from '../account/index.ts';
import { clearMemberProfileText, setMemberBanned } from '../auth/index.ts';
import { setContactMessageHandled } from '../contact/index.ts';
import { currentFounderInvite, rotateFounderInvite } from '../house/index.ts';
import { DISMISS_ACTION, type ModerationService } from '../moderation/index.ts';
import type { PostsService } from '../posts/index.ts';
import { readAdminInbox } from './admin-inbox.read-model.ts';
import { readAdminMetrics, type SystemFacts } from './admin-metrics.read-model.ts';
import { findAdminUser, listAdminUsers, toAdminUserItem } from './admin-users.read-model.ts';

/**
 * The administrator's API: metrics (cached for a minute), the member list, ban and unban,
 * deletion through the same path as a member's own, the moderation queue's actions, contact
 * messages, feedback and the founder invite. Every action is written to `audit_logs` with the
 * administrator's username, the object and the reason.
 */
export class AdminService {
  private readonly ctx: AppContext;
  private readonly account: AccountService;
  private readonly posts: PostsService;
  private readonly moderation: ModerationService;
  /** Removing a reported profile also removes its photo and header image. */
  private readonly profiles: Pick<ProfilesService, 'clearImage'> | null;
  private readonly events: EventBus;
  private readonly log: FastifyBaseLogger;
  /** Operations' warnings for System Status (mail failures, disk, job backlog). */
  private readonly operationsWarnings: () => Promise<SystemWarning[]>;
  private cached: { at: number; value: AdminMetrics } | null = null;
  private computing: Promise<AdminMetrics> | null = null;

  constructor(deps: {
    ctx: AppContext;
    account: AccountService;
    posts: PostsService;
    moderation: ModerationService;
    profiles?: Pick<ProfilesService, 'clearImage'>;
    events: EventBus;
    log: FastifyBaseLogger;
    operationsWarnings?: () => Promise<SystemWarning[]>;
  }) {
    this.operationsWarnings = deps.operationsWarnings ?? (() => Promise.resolve([]));
    this.ctx = deps.ctx;
    this.account = deps.account;
    this.posts = deps.posts;
    this.moderation = deps.moderation;
    this.profiles = deps.profiles ?? null;
    this.events = deps.events;
    this.log = deps.log;
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** Spec section 3: the metrics, reused for up to a minute unless `fresh` is asked for. */
  async metrics(fresh = false): Promise<AdminMetrics> {
    const now = this.ctx.clock();
    if (!fresh && this.cached && now.getTime() - this.cached.at < ADMIN_METRICS_CACHE_MS)
      return this.cached.value;
    // One computation at a time: callers arriving while it runs share it (the aggregates take
    // about 100 ms on 100,000 posts; 64 at once exhausted the pool and timed out).
    if (!fresh && this.computing) return this.computing;
    const computing = (async () => {
      const value = await readAdminMetrics(this.db, now, await this.systemFacts());
      this.cached = { at: now.getTime(), value };
      return value;
    })();
    this.computing = computing;
    try {
      return await computing;
    } finally {
      if (this.computing === computing) this.computing = null;
    }
  }

  private async systemFacts(): Promise<SystemFacts> {
    const { config, database } = this.ctx;
    const warnings: SystemWarning[] = [];
    const reachable = await database.ping().then(
      () => true,
      () => false,
    );
    if (!reachable) warnings.push(systemWarning('database-down'));
    else warnings.push(...(await this.operationsWarnings()));
    if (!config.llm) warnings.push(systemWarning('no-llm'));
    if (!config.smtpUrl) warnings.push(systemWarning('no-smtp'));
    if (!config.s3) warnings.push(systemWarning('local-uploads'));
    if (database.kind === 'pglite' && config.nodeEnv === 'production')
      warnings.push(systemWarning('pglite-production'));
    return {
      llmConfigured: Boolean(config.llm),
      // Database, sessions (they live in the database) and file storage (disk or bucket).
      backendConfigured: reachable,
      adminConfigured: Boolean(config.admin),
      apiVersion: ADMIN_DEFAULT_API_VERSION,
      environment: config.environmentLabel ?? ADMIN_DEFAULT_ENVIRONMENT,
      warnings,
    };
  }

  /** A page of members, newest first (250 by default, the spec's list). */
  users(page: { cursor?: string | undefined; limit: number }) {
    return listAdminUsers(this.db, readCursor(page.cursor), page.limit);
  }

  /** Spec section 4: ban sets banned (and ends their sessions); unban sets active. */
  async setBan(admin: string, memberId: string, ban: boolean, reason?: string) {
    const updated = await setMemberBanned(this.db, memberId, ban);
    if (!updated) throw notFound('member_not_found', MESSAGES.adminMemberNotFound);
    await this.audit(admin, ban ? 'admin.member.banned' : 'admin.member.unbanned', {
      targetType: 'user',
      targetId: memberId,
      reason,
    });
    // Every instance closes the member's live streams and stops or resumes serving their files.
    await this.events.publish(ban ? 'member.banned' : 'member.unbanned', { memberId });
    this.cached = null;
    return toAdminUserItem(updated);
  }

  /** Permanently removes the member through the same path as the member's own deletion. */
  async deleteMember(admin: string, memberId: string): Promise<void> {
    if (!(await findAdminUser(this.db, memberId)))
      throw notFound('member_not_found', MESSAGES.adminMemberNotFound);
    const deleted = await this.account.eraseMember(memberId, { kind: 'admin', name: admin });
    if (!deleted) throw notFound('member_not_found', MESSAGES.adminMemberNotFound);
    this.cached = null;
    this.log.info('the administrator deleted a member');
  }

  moderationQueue() {
    return this.moderation.queue();
  }

  /** Dismiss, remove the content (the author is told why), or ban the author. */
  async moderate(admin: string, request: ModerationActionRequest): Promise<{ resolved: number }> {
    const target = { type: request.targetType, id: request.targetId };
    const ownerId = await this.moderation.ownerOf(target.type, target.id);
    let resolved = 0;
    switch (request.action) {
      case 'dismiss':
        resolved = await this.moderation.resolve(target, 'dismissed');
        await this.audit(admin, DISMISS_ACTION, {
          targetType: target.type,
          targetId: target.id,
          reason: request.reason,
          ownerId,
        });
        break;
      case 'remove': {
        resolved = await this.moderation.resolve(target, 'removed');
        if (target.type === 'post') await this.posts.removeByModerator(target.id);
        else if (target.type === 'comment') await this.posts.removeCommentByModerator(target.id);
        else {
          await clearMemberProfileText(this.db, target.id);
          for (const kind of ['avatar', 'header'] as const)
            await this.profiles?.clearImage(target.id, kind);
        }
        await this.audit(admin, 'moderation.remove', {
          targetType: target.type,
          targetId: target.id,
          reason: request.reason,
          ownerId,
        });
        await this.events.publish('content.removed', {
          authorId: ownerId,
          targetType: target.type,
          reason: request.reason,
        });
        break;
      }
      case 'ban':
        await this.setBan(admin, ownerId, true, request.reason);
        resolved = await this.moderation.resolveAllAbout(ownerId, 'banned');
        await this.audit(admin, 'moderation.ban', {
          targetType: target.type,
          targetId: target.id,
          reason: request.reason,
          ownerId,
        });
        break;
    }
    this.cached = null;
    return { resolved };
  }

  inbox() {
    return readAdminInbox(this.db);
  }

  async setHandled(admin: string, kind: 'contact' | 'feedback', id: string, handled: boolean) {
    const at = handled ? this.ctx.clock() : null;
    const found =
      kind === 'contact'
        ? await setContactMessageHandled(this.db, id, at)
        : await setFeedbackHandled(this.db, id, at);
    if (!found) throw notFound();
    await this.audit(admin, `admin.${kind}.${handled ? 'handled' : 'reopened'}`, {
      targetType: kind === 'contact' ? 'contact_message' : 'feedback',
      targetId: id,
    });
  }

  async founderInvite(admin: string, refresh: boolean) {
    const now = this.ctx.clock();
    const invite = refresh
      ? await rotateFounderInvite(this.db, now)
      : await currentFounderInvite(this.db, now);
    // The code itself stays out of the log: it is a credential.
    if (refresh) await this.audit(admin, 'admin.founder_invite.refreshed', {});
    return { code: invite.code, expiresAt: invite.expiresAt.toISOString() };
  }

  private async audit(
    admin: string,
    action: string,
    details: { targetType?: string; targetId?: string; reason?: string; ownerId?: string },
  ): Promise<void> {
    await insertAuditLog(this.db, {
      actorKind: 'admin',
      action,
      targetType: details.targetType ?? null,
      targetId: details.targetId ?? null,
      meta: {
        admin,
        ...(details.reason ? { reason: details.reason } : {}),
        ...(details.ownerId ? { ownerId: details.ownerId } : {}),
      },
      createdAt: this.ctx.clock(),
    });
  }
}
