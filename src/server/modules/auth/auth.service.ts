import type { FastifyBaseLogger } from 'fastify';
import { mediaUrlOrNull } from '../media/index.ts';
import type { z } from 'zod';
import type {
  passwordResetConfirmRequest,
  passwordResetRequest,
  SessionUser,
  signinRequest,
  signupRequest,
} from '../../../shared/api/accounts.ts';
import { isWellFormedInviteCode, isInviteExpired } from '../../../domain/invites/invite-code.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { CURRENT_MEMBER_CACHE_MS, SESSION_RESOLUTION_CACHE_MS } from '../../../shared/constants.ts';
import type { User } from '../../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError, unauthorized } from '../../errors.ts';
import type { BotCheck } from '../../lib/bot-check.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { AttemptLimiter, type LimitStore } from '../../lib/rate-limiter.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';
import { API_DEFAULT_LANGUAGE, interfaceLanguageOf, mailLanguage } from '../../lib/language.ts';
import { resetMailLanguage } from './reset-mail.ts';
import { isAPIError } from 'better-auth/api';
import { SESSION_COOKIE_PREFIX, type AuthInstance } from './auth.instance.ts';
import { AUTH_LIMITS, type PasswordAttempts } from './password-attempts.ts';
import {
  deleteResetTokens,
  findInviteCode,
  findUserByEmail,
  prepareSessionMember,
  findUserById,
  isUsernameTaken,
  readMemberCount,
  recordAcceptedInvite,
  releaseSeat,
  reserveSeat,
  touchLastLogin,
  setWelcomePending,
} from './auth.repository.ts';

export { AUTH_LIMITS } from './password-attempts.ts';

export interface AuthResult {
  user: SessionUser;
  /** Set-Cookie values from better-auth, for the route to forward. */
  cookies: string[];
}

export interface CurrentMember {
  user: User;
  session: { id: string; token: string; createdAt: Date };
}

type SignupInput = z.output<typeof signupRequest>;
type SigninInput = z.output<typeof signinRequest>;
type ResetInput = z.output<typeof passwordResetRequest>;
type ResetConfirmInput = z.output<typeof passwordResetConfirmRequest>;

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    handle: user.handle,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    themeColor: user.themeColor,
    avatarUrl: mediaUrlOrNull(user.avatarSmallPath),
    createdAt: user.createdAt.toISOString(),
    interfaceLanguage: interfaceLanguageOf(user),
    welcomePending: user.welcomePending,
  };
}

/** A member may hold a session only while not banned; the house account never may. */
export function canSignIn(user: Pick<User, 'isBanned' | 'isSystem'>): boolean {
  return !user.isBanned && !user.isSystem;
}

export class AuthService {
  private readonly limiter: AttemptLimiter;
  private readonly ctx: AppContext;
  private readonly auth: AuthInstance;
  private readonly botCheck: BotCheck;
  private readonly log: FastifyBaseLogger;
  private readonly events: EventBus;
  private readonly passwordAttempts: PasswordAttempts;
  private readonly sessionsByCookie = new TtlCache<string, CurrentMember['session']>({
    ttlMs: SESSION_RESOLUTION_CACHE_MS,
    maxEntries: 10_000,
  });
  private readonly membersByCookie = new TtlCache<string, CurrentMember>({
    ttlMs: CURRENT_MEMBER_CACHE_MS,
    maxEntries: 10_000,
  });
  private readonly sessionMember: ReturnType<typeof prepareSessionMember>;

  constructor(deps: {
    ctx: AppContext;
    auth: AuthInstance;
    botCheck: BotCheck;
    log: FastifyBaseLogger;
    events: EventBus;
    limitStore: LimitStore;
    passwordAttempts: PasswordAttempts;
  }) {
    this.ctx = deps.ctx;
    this.passwordAttempts = deps.passwordAttempts;
    this.events = deps.events;
    this.auth = deps.auth;
    this.botCheck = deps.botCheck;
    this.log = deps.log;
    this.limiter = new AttemptLimiter(deps.limitStore, deps.ctx.clock);
    this.sessionMember = prepareSessionMember(deps.ctx.database.db);
  }

  private get db() {
    return this.ctx.database.db;
  }

  async signupStatus(): Promise<{ capacity: number; members: number; full: boolean }> {
    const members = await readMemberCount(this.db);
    const capacity = this.ctx.config.capacity;
    return { capacity, members, full: members >= capacity };
  }

  challenge() {
    return this.botCheck.challenge();
  }

  async signup(input: SignupInput, ip: string, headers: Headers): Promise<AuthResult> {
    await this.limiter.assert([{ key: `signup:ip:${ip}`, rule: AUTH_LIMITS.signupPerIp }], {
      code: 'rate_limited',
      message: MESSAGES.tooManyRequests,
    });
    if (!(await this.botCheck.verify(input.altcha))) {
      throw new AppError(400, 'bot_check_failed', MESSAGES.botCheckFailed);
    }
    const now = this.ctx.clock();

    const invite = isWellFormedInviteCode(input.inviteCode)
      ? await findInviteCode(this.db, input.inviteCode)
      : null;
    if (!invite || invite.rotatedAt || invite.ownerIsBanned) {
      throw new AppError(400, 'invite_code_invalid', MESSAGES.inviteCodeInvalid, 'inviteCode');
    }
    if (isInviteExpired(invite.expiresAt, now)) {
      throw new AppError(400, 'invite_code_expired', MESSAGES.inviteCodeExpired, 'inviteCode');
    }
    if (await isUsernameTaken(this.db, input.username)) {
      throw new AppError(409, 'username_taken', MESSAGES.usernameTaken, 'username');
    }
    if (await findUserByEmail(this.db, input.email)) {
      throw new AppError(409, 'email_in_use', MESSAGES.emailInUse, 'email');
    }

    if (!(await reserveSeat(this.db, this.ctx.config.capacity, now))) {
      throw new AppError(403, 'capacity_reached', MESSAGES.capacityReached);
    }
    const displayName = `${input.firstName} ${input.lastName}`;
    let created: { headers: Headers; response: { user: { id: string } } };
    try {
      created = await this.auth.api.signUpEmail({
        body: {
          name: displayName,
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.username,
          usernameLower: input.username,
          handle: input.username,
          displayName,
          referrerUid: invite.ownerId,
          referralUsedCode: invite.code,
          referralReferrerCode: invite.code,
          referralAcceptedAt: now,
        },
        headers,
        returnHeaders: true,
      });
    } catch (error) {
      await releaseSeat(this.db, now);
      throw await this.explainSignupFailure(error, input);
    }

    const userId = created.response.user.id;
    try {
      await recordAcceptedInvite(this.db, { inviterId: invite.ownerId, memberId: userId, now });
      await touchLastLogin(this.db, userId, now);
      await setWelcomePending(this.db, userId, true);
      await this.events.publish('member.joined', {
        memberId: userId,
        inviterId: invite.ownerId,
        displayName,
      });
    } catch (error) {
      // The account exists and the member is signed in; the bookkeeping is retried by nobody,
      // so make it loud.
      this.log.error({ err: error, userId }, 'referral bookkeeping failed after sign-up');
    }
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(500, 'internal_error', MESSAGES.signupFailed);
    return {
      user: toSessionUser(user),
      cookies: [
        ...created.headers.getSetCookie(),
        this.passwordAttempts.deviceCookie(input.email, headers.get('cookie')),
      ],
    };
  }

  /** A unique violation can still happen between our checks and the insert (a race). */
  private async explainSignupFailure(error: unknown, input: SignupInput): Promise<AppError> {
    if (await isUsernameTaken(this.db, input.username)) {
      return new AppError(409, 'username_taken', MESSAGES.usernameTaken, 'username');
    }
    if (await findUserByEmail(this.db, input.email)) {
      return new AppError(409, 'email_in_use', MESSAGES.emailInUse, 'email');
    }
    this.log.error({ err: error }, 'sign-up failed');
    return new AppError(500, 'signup_failed', MESSAGES.signupFailed);
  }

  async signin(input: SigninInput, ip: string, headers: Headers): Promise<AuthResult> {
    try {
      return await this.signinOrThrow(input, ip, headers);
    } catch (error) {
      // The spec's answers are AppErrors; anything else (the database down) is an outage, not a
      // wrong password.
      if (error instanceof AppError) throw error;
      this.log.error({ err: error }, 'sign-in failed');
      throw new AppError(503, 'login_failed', MESSAGES.loginFailed);
    }
  }

  private async signinOrThrow(
    input: SigninInput,
    ip: string,
    headers: Headers,
  ): Promise<AuthResult> {
    await this.passwordAttempts.count({
      ip,
      email: input.email,
      cookieHeader: headers.get('cookie'),
    });

    // The spec's distinct messages stand (docs/decisions.md); the limits keep guessing costly.
    const user = await findUserByEmail(this.db, input.email);
    if (!user) throw new AppError(401, 'user_not_found', MESSAGES.userNotFound, 'email');
    if (!canSignIn(user)) throw new AppError(403, 'account_disabled', MESSAGES.accountDisabled);

    let signedIn: { headers: Headers };
    try {
      signedIn = await this.auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers,
        returnHeaders: true,
      });
    } catch (error) {
      // Only better-auth's own 'invalid email or password' is a wrong password; anything else
      // (the database down, a bug) must not tell the member their password is wrong.
      if (isAPIError(error) && error.status === 'UNAUTHORIZED')
        throw new AppError(401, 'wrong_password', MESSAGES.wrongPassword, 'password');
      throw error;
    }
    const now = this.ctx.clock();
    await touchLastLogin(this.db, user.id, now);
    return {
      user: toSessionUser({ ...user, lastLogin: now }),
      cookies: [
        ...signedIn.headers.getSetCookie(),
        this.passwordAttempts.deviceCookie(input.email, headers.get('cookie')),
      ],
    };
  }

  async signout(headers: Headers): Promise<string[]> {
    try {
      const result = await this.auth.api.signOut({ headers, returnHeaders: true });
      return result.headers.getSetCookie();
    } catch (error) {
      // No session to end is not a failure for the person signing out.
      this.log.debug({ err: error }, 'sign-out without a session');
      return [];
    }
  }

  /** `language`: the asking request's; the mail goes out in the member's own when they chose one. */
  async requestPasswordReset(
    input: ResetInput,
    ip: string,
    language: InterfaceLanguage = API_DEFAULT_LANGUAGE,
  ): Promise<void> {
    await this.limiter.assert(
      [
        { key: `reset:ip:${ip}`, rule: AUTH_LIMITS.resetPerIp },
        { key: `reset:email:${input.email.toLowerCase()}`, rule: AUTH_LIMITS.resetPerEmail },
      ],
      { code: 'rate_limited', message: MESSAGES.tooManyResetAttempts },
    );
    if (!(await this.botCheck.verify(input.altcha))) {
      throw new AppError(400, 'bot_check_failed', MESSAGES.botCheckFailed);
    }
    const user = await findUserByEmail(this.db, input.email);
    if (!user || !canSignIn(user)) return; // same answer whether or not the email exists
    // Not awaited: the answer must not take longer for an existing email than for a missing one.
    // A newer link ends the older ones, so only the last mail sent works.
    deleteResetTokens(this.db, user.id)
      .then(() =>
        resetMailLanguage.run(mailLanguage(user, language), () =>
          this.auth.api.requestPasswordReset({
            body: { email: input.email, redirectTo: '/reset-password' },
          }),
        ),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'password reset mail failed'));
  }

  async confirmPasswordReset(input: ResetConfirmInput): Promise<void> {
    try {
      await this.auth.api.resetPassword({
        body: { token: input.token, newPassword: input.password },
      });
    } catch (error) {
      // An unknown, used or expired token is better-auth's BAD_REQUEST; an outage is not.
      if (isAPIError(error) && error.status === 'BAD_REQUEST')
        throw new AppError(400, 'reset_link_invalid', MESSAGES.resetLinkInvalid);
      this.log.error({ err: error }, 'password reset confirmation failed');
      throw new AppError(503, 'reset_failed', MESSAGES.resetConfirmFailed);
    }
  }

  /**
   * The signed-in member, or null (banned members have no session). Checking the cookie's
   * signature and reading the session through better-auth costs a hash and two queries, so its
   * answer (which session the cookie names) is kept for SESSION_RESOLUTION_CACHE_MS. The session
   * and member read in one query are reused for CURRENT_MEMBER_CACHE_MS and forgotten by any
   * write request on this instance, so a sign-out, revocation or ban made here ends at once and
   * one made on another instance within a second.
   */
  async currentMember(headers: Headers): Promise<CurrentMember | null> {
    const cookie = sessionCookieOf(headers);
    const recent = cookie ? this.membersByCookie.get(cookie) : undefined;
    // A copy: a request may not change what the next one reads.
    if (recent) return { user: { ...recent.user }, session: recent.session };
    let session = cookie ? this.sessionsByCookie.get(cookie) : undefined;
    if (!session) {
      const found = await this.auth.api.getSession({ headers });
      if (!found) return null;
      session = {
        id: found.session.id,
        token: found.session.token,
        createdAt: found.session.createdAt,
      };
      if (cookie) this.sessionsByCookie.set(cookie, session);
    }
    const [row] = await this.sessionMember.execute({
      sessionId: session.id,
      now: this.ctx.clock(),
    });
    const user = row?.user;
    if (!user || !canSignIn(user)) {
      if (cookie) this.sessionsByCookie.delete(cookie);
      return null;
    }
    if (cookie) this.membersByCookie.set(cookie, { user: { ...user }, session });
    return { user, session };
  }

  /**
   * Forgets every member read for a cookie: called after each write request on this instance, so
   * a sign-out, ban, password change or profile edit is seen by the very next request.
   */
  forgetRecentMembers(): void {
    this.membersByCookie.clear();
  }

  /** The first run is over (finished or skipped): it is not shown again. Idempotent. */
  async finishWelcome(user: User): Promise<SessionUser> {
    if (user.welcomePending) await setWelcomePending(this.db, user.id, false);
    return toSessionUser({ ...user, welcomePending: false });
  }

  async requireMember(
    headers: Headers,
    message: string = MESSAGES.notAuthenticated,
  ): Promise<CurrentMember> {
    const member = await this.currentMember(headers);
    if (!member) throw unauthorized(message);
    return member;
  }
}

/** The session cookie's raw (signed) value: `lorien.session_token`, `__Secure-` prefixed in production. */
function sessionCookieOf(headers: Headers): string | null {
  const header = headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim().endsWith(`${SESSION_COOKIE_PREFIX}.session_token`))
      return part.slice(at + 1).trim() || null;
  }
  return null;
}
