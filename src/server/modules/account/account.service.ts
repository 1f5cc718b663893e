import type { FastifyBaseLogger } from 'fastify';
import { AUTH_TOKEN_MAX_AGE_SECONDS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { User } from '../../../db/schema/users.ts';
import type { CallerSession, ResolvedMember } from '../../http/access.ts';
import { canSignIn, findUserById, verifyPassword, type PasswordAttempts } from '../auth/index.ts';
import { signAccountToken, verifyAccountToken } from './account-token.ts';
import { findLiveSession, findPasswordHash } from './account.repository.ts';
import { deleteMember, type DeletionActor } from './member-deletion.ts';
import { collectMemberData, listStoredFiles } from './member-export.read-model.ts';

export const EXPORT_FORMAT_VERSION = 1;

export class AccountService {
  private readonly ctx: AppContext;
  private readonly secret: string;
  private readonly storage: FileStorage;
  private readonly log: FastifyBaseLogger;
  private readonly passwordAttempts: PasswordAttempts;
  private readonly events: EventBus;

  constructor(deps: {
    ctx: AppContext;
    secret: string;
    storage: FileStorage;
    log: FastifyBaseLogger;
    passwordAttempts: PasswordAttempts;
    events: EventBus;
  }) {
    this.ctx = deps.ctx;
    this.events = deps.events;
    this.passwordAttempts = deps.passwordAttempts;
    this.secret = deps.secret;
    this.storage = deps.storage;
    this.log = deps.log;
  }

  private get db() {
    return this.ctx.database.db;
  }

  issueToken(member: User, session: CallerSession) {
    return signAccountToken(this.secret, { sub: member.id, sid: session.id }, this.ctx.clock());
  }

  /** Resolves `Authorization: Bearer <account token>`; the session behind it must still be live. */
  async memberFromBearer(
    authorization: string | undefined,
    failure: string,
  ): Promise<ResolvedMember> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const now = this.ctx.clock();
    const claims = token ? verifyAccountToken(this.secret, token, now) : null;
    if (!claims) throw new AppError(401, 'not_authenticated', failure);
    const [session, user] = await Promise.all([
      findLiveSession(this.db, claims.sid, claims.sub, now),
      findUserById(this.db, claims.sub),
    ]);
    if (!session || !user || !canSignIn(user))
      throw new AppError(401, 'not_authenticated', failure);
    return { user, session: { id: session.id, token: '', createdAt: session.createdAt } };
  }

  async exportData(member: User) {
    const data = await collectMemberData(this.db, member.id);
    return {
      format: 'lorien-export',
      version: EXPORT_FORMAT_VERSION,
      exportedAt: this.ctx.clock().toISOString(),
      ...data,
    };
  }

  /**
   * Deletes the member after a fresh authentication: a session younger than 300 s, or the
   * password entered again (checked whenever it is sent, and counted against the sign-in
   * limits). Files go first (a failure there stops the deletion, so nothing is left half-done in
   * the database), then every row in one transaction.
   */
  async deleteAccount(
    member: User,
    session: CallerSession,
    password: string | undefined,
    client: { ip: string; cookieHeader: string | null } = { ip: 'unknown', cookieHeader: null },
  ): Promise<void> {
    const now = this.ctx.clock();
    const sessionAgeMs = now.getTime() - session.createdAt.getTime();
    const fresh = sessionAgeMs <= AUTH_TOKEN_MAX_AGE_SECONDS * 1000;
    // A password that was sent is always checked, even on a fresh session.
    if (password !== undefined || !fresh) {
      if (password !== undefined)
        await this.passwordAttempts.count({ ...client, email: member.email });
      const hash = await findPasswordHash(this.db, member.id);
      if (!password || !hash || !(await verifyPassword(hash, password))) {
        throw new AppError(401, 'reauth_required', MESSAGES.deleteAccountFailed, 'password');
      }
    }
    const deleted = await this.eraseMember(member.id, { kind: 'member' });
    if (!deleted) throw new AppError(409, 'delete_failed', MESSAGES.deleteAccountFailed);
    this.log.info('a member deleted their account');
  }

  /**
   * The one path that erases a member, for their own deletion and the administrator's: stored
   * files first (a failure stops here, with nothing changed in the database), then every row in
   * one transaction. False when there was no such member.
   */
  async eraseMember(memberId: string, actor: DeletionActor): Promise<boolean> {
    try {
      for (const path of await listStoredFiles(this.db, memberId)) await this.storage.remove(path);
    } catch (error) {
      // Nothing in the database has changed: the account is intact, and re-authenticating would
      // not help, so the member is told to try later rather than to sign in again.
      this.log.error({ err: error }, 'could not remove a deleting member’s files');
      throw new AppError(
        503,
        'storage_unavailable',
        MESSAGES.deleteAccountStorageFailed,
        undefined,
        {
          retryAfterSeconds: 60,
        },
      );
    }
    const deleted = await deleteMember(this.db, memberId, this.ctx.clock(), actor);
    // Every instance closes the member's live streams and forgets their cached files.
    if (deleted) await this.events.publish('member.deleted', { memberId });
    return deleted;
  }
}
