// The auth module's public surface: members' accounts, sessions and the house account.
export { AuthService, canSignIn, toSessionUser, type CurrentMember } from './auth.service.ts';
export { authRoutes } from './auth.routes.ts';
export { queueResetMails, RESET_MAIL_JOB } from './reset-mail.ts';
export { createAuthInstance, hashIdentifier } from './auth.instance.ts';
export { verifyPassword } from './password-hash.ts';
export { AUTH_LIMITS, DEVICE_COOKIE, PasswordAttempts } from './password-attempts.ts';
export {
  findUserById,
  isHandleTakenByOther,
  lockMemberRow,
  reconcileMemberCount,
  setCurrentReferralCode,
  setMemberTags,
  setMemberBanned,
  clearMemberProfileText,
  updateMemberProfile,
  replaceProfileImage,
  type ProfileChanges,
} from './auth.repository.ts';
export {
  deleteExpiredVerifications,
  deleteOtherSessions,
  findConsents,
  findCredentialHash,
  listDigestRecipients,
  listMemberEmails,
  replaceEmailChange,
  takeEmailChange,
  listLiveSessions,
  saveConsents,
  setPasswordHash,
  updateMemberEmail,
  updateMemberPreferences,
  type MemberPreferences,
  type StoredConsents,
} from './auth.repository.ts';
export { hashPassword } from './password-hash.ts';
export {
  countMembers,
  ensureUserCountRow,
  findHouseAccountId,
  HOUSE_EMAIL,
  HOUSE_USERNAME,
  insertHouseAccount,
  USER_COUNT_KEY,
} from './house-account.repository.ts';
