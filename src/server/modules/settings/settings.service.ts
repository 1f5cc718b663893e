import { randomBytes } from 'node:crypto';
import type { User } from '../../../db/schema/index.ts';
import type {
  ConsentsRequest,
  PreferencesRequest,
  SessionView,
  SettingsResponse,
} from '../../../shared/api/settings.ts';
import { FEEDBACK_EMPTY_CODE, FEEDBACK_MAX_LENGTH } from '../../../shared/api/settings.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { EMAIL_CHANGE_LINK_LIFETIME_MS } from '../../../shared/constants.ts';
import { describeDevice, deviceParts } from '../../../domain/format/device.ts';
import { eraseStoredEmotion } from '../analysis-pipeline/index.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';
import { API_DEFAULT_LANGUAGE, interfaceLanguageOf, mailLanguage } from '../../lib/language.ts';
import { insertFeedback } from '../account/index.ts';
import {
  deleteOtherSessions,
  findConsents,
  findCredentialHash,
  findUserById,
  hashIdentifier,
  hashPassword,
  listLiveSessions,
  listMemberEmails,
  replaceEmailChange,
  saveConsents,
  setPasswordHash,
  takeEmailChange,
  updateMemberEmail,
  updateMemberPreferences,
  verifyPassword,
  type PasswordAttempts,
} from '../auth/index.ts';
import { hasStoredEmotion } from '../insights/index.ts';
import type { EmailChangeMails } from './email-change-mail.ts';
import { isLookalike } from './email-lookalike.ts';

/**
 * Settings (spec section 2 and 3: preferences, consents/{uid}), the member's sessions, password
 * and email changes, and Share Feedback. Writes go through the owners' public files (auth owns
 * users, consents, sessions and accounts; account owns feedback; analysis owns the emotion rows).
 */
export class SettingsService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly passwordAttempts: PasswordAttempts | undefined;
  private readonly passwordCost: number | undefined;
  private readonly emailChangeMails: EmailChangeMails;

  constructor(deps: {
    db: Database;
    clock: Clock;
    passwordAttempts?: PasswordAttempts;
    /** scrypt's log2 N for new hashes (config.passwordHashCost); production's when absent. */
    passwordCost?: number;
    /** The link to the new address and the notice to the old one (queued jobs). */
    emailChangeMails: EmailChangeMails;
  }) {
    this.emailChangeMails = deps.emailChangeMails;
    this.db = deps.db;
    this.clock = deps.clock;
    this.passwordAttempts = deps.passwordAttempts;
    this.passwordCost = deps.passwordCost;
  }

  async read(member: User): Promise<SettingsResponse> {
    const consents = await findConsents(this.db, member.id);
    return {
      preferences: {
        allowDMs: member.allowDms,
        weeklyDigest: member.weeklyDigest,
        moodSoundscapes: member.moodSoundscapes,
        interfaceLanguage: interfaceLanguageOf(member),
      },
      consents: {
        emotionTracking: consents.emotionTracking,
        ads: consents.ads,
        updatedAt: consents.updatedAt?.toISOString() ?? null,
      },
      emotionStateStored: await hasStoredEmotion(this.db, member.id),
    };
  }

  async updatePreferences(member: User, changes: PreferencesRequest): Promise<SettingsResponse> {
    await updateMemberPreferences(this.db, member.id, changes);
    return this.read({
      ...member,
      allowDms: changes.allowDMs ?? member.allowDms,
      weeklyDigest: changes.weeklyDigest ?? member.weeklyDigest,
      moodSoundscapes: changes.moodSoundscapes ?? member.moodSoundscapes,
      interfaceLanguage:
        changes.interfaceLanguage === undefined
          ? member.interfaceLanguage
          : changes.interfaceLanguage,
    });
  }

  /**
   * Saves consents/{uid} with updatedAt. Every part of the product reads this row: with emotion
   * tracking off the analysis service applies no event, the circadian profile stops, ranking
   * uses the population prior and insights show nothing tracked.
   */
  async updateConsents(member: User, changes: ConsentsRequest): Promise<SettingsResponse> {
    await saveConsents(this.db, member.id, changes, this.clock());
    return this.read(member);
  }

  /** Erases the stored emotion state and circadian profile; true when something was stored. */
  async eraseEmotionState(member: User): Promise<boolean> {
    return eraseStoredEmotion(this.db, member.id);
  }

  async sessions(member: User, currentSessionId: string): Promise<SessionView[]> {
    const rows = await listLiveSessions(this.db, member.id, this.clock());
    return rows
      .map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        ...deviceParts(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeen: row.updatedAt.toISOString(),
        current: row.id === currentSessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  async signOutOtherSessions(member: User, currentSessionId: string): Promise<number> {
    return deleteOtherSessions(this.db, member.id, currentSessionId);
  }

  private async assertPassword(member: User, password: string, field: string): Promise<void> {
    // Every password check counts against the sign-in limits (issue 16): a stolen session must
    // not become a way to guess the password. The member's id stands in for the client address.
    await this.passwordAttempts?.count({
      ip: `member:${member.id}`,
      email: member.email,
      cookieHeader: null,
    });
    const hash = await findCredentialHash(this.db, member.id);
    if (!hash || !(await verifyPassword(hash, password)))
      throw new AppError(400, 'wrong_password', MESSAGES.wrongPassword, field);
  }

  /** The current password is required; every other session of the member ends. */
  async changePassword(
    member: User,
    currentSessionId: string,
    input: { currentPassword: string; newPassword: string },
  ): Promise<{ otherSessionsEnded: number }> {
    await this.assertPassword(member, input.currentPassword, 'currentPassword');
    const saved = await setPasswordHash(
      this.db,
      member.id,
      await hashPassword(input.newPassword, this.passwordCost),
      this.clock(),
    );
    if (!saved) throw new AppError(409, 'no_password', MESSAGES.profileUpdateFailed);
    return { otherSessionsEnded: await deleteOtherSessions(this.db, member.id, currentSessionId) };
  }

  /**
   * The password is required; the address must be free and must not read like another member's.
   * Nothing changes yet: a link goes to the new address (the change happens when it is opened,
   * within EMAIL_CHANGE_LINK_LIFETIME_MS) and a notice to the old one. Until then the new address
   * stays free, so its owner can still sign up with it.
   */
  async changeEmail(
    member: User,
    input: { email: string; password: string },
    requestedLanguage: InterfaceLanguage = API_DEFAULT_LANGUAGE,
  ): Promise<{ email: string; pendingEmail: string | null }> {
    await this.assertPassword(member, input.password, 'password');
    if (input.email === member.email) return { email: member.email, pendingEmail: null };
    await this.assertAddressFree(member.id, input.email);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    await replaceEmailChange(this.db, {
      memberId: member.id,
      email: input.email,
      tokenHash: hashIdentifier(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS),
      now,
    });
    // Both mails in the member's language, else the asking request's.
    const language = mailLanguage(member, requestedLanguage);
    await this.emailChangeMails.sendConfirmation(input.email, member.displayName, token, language);
    await this.emailChangeMails.sendNotice(member.email, member.displayName, input.email, language);
    return { email: member.email, pendingEmail: input.email };
  }

  /** Opening the link: the pending address becomes the member's, once. */
  async confirmEmailChange(token: string): Promise<{ email: string }> {
    const change = await takeEmailChange(this.db, hashIdentifier(token), this.clock());
    // A member who left (or was deleted) since the link was sent has nothing to change.
    if (!change || !(await findUserById(this.db, change.memberId)))
      throw new AppError(400, 'email_change_link_invalid', MESSAGES.emailChangeLinkInvalid);
    // Someone may have signed up with the address, or a lookalike, since the link was sent.
    await this.assertAddressFree(change.memberId, change.email);
    let changed: boolean;
    try {
      changed = await updateMemberEmail(this.db, change.memberId, change.email);
    } catch {
      changed = false; // the unique index caught a race
    }
    if (!changed) throw new AppError(409, 'email_in_use', MESSAGES.emailInUse, 'email');
    return { email: change.email };
  }

  private async assertAddressFree(memberId: string, email: string): Promise<void> {
    for (const other of await listMemberEmails(this.db)) {
      if (other.id === memberId) continue;
      if (other.email === email)
        throw new AppError(409, 'email_in_use', MESSAGES.emailInUse, 'email');
      if (isLookalike(email, other.email))
        throw new AppError(409, 'email_lookalike', MESSAGES.emailLookalike, 'email');
    }
  }

  /** Share Feedback: trimmed, never empty (the spec's silent EMPTY error), stored with the member. */
  async submitFeedback(member: User, message: string): Promise<{ id: string; createdAt: string }> {
    const text = message.trim();
    if (!text) throw new AppError(400, FEEDBACK_EMPTY_CODE, MESSAGES.feedbackEmpty);
    if (text.length > FEEDBACK_MAX_LENGTH)
      throw new AppError(400, 'feedback_too_long', MESSAGES.feedbackTooLong, 'message');
    const stored = await insertFeedback(this.db, {
      userId: member.id,
      message: text,
      createdAt: this.clock(),
    });
    return { id: stored.id, createdAt: stored.createdAt.toISOString() };
  }
}
