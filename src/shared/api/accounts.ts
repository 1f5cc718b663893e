// The accounts API contract (sign-up, sign-in, reset, invites, account rights), shared by the
// server routes and the SPA. Request schemas carry the spec's messages, so a rule is written once.
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../i18n/languages.ts';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PEOPLE_LIST_PAGE,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { listPageQuery, nextCursor } from './paging.ts';
import { isValidEmail, normalizeEmail } from '../validation/email.ts';
import { nameProblem, normalizeText } from '../validation/unicode.ts';
import { normalizeUsername, usernameProblem } from '../validation/username.ts';

// The caps live in constants.ts (the sign-up form reads them without loading zod).
export { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.ts';
export const PASSWORD_TOO_LONG = MESSAGES.passwordTooLong;
const INVITE_INPUT_MAX = 64;
const ALTCHA_PAYLOAD_MAX = 4096;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A first or last name: required, visible, without bidi controls, in NFC. */
const nameField = (requiredMessage: string, tooLong: string) =>
  requiredText(requiredMessage, NAME_MAX_LENGTH, tooLong)
    .transform(normalizeText)
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const emailField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, requiredMessage).refine(isValidEmail, { message: invalidMessage }));

const altchaField = z
  .string({ error: MESSAGES.botCheckFailed })
  .min(1, MESSAGES.botCheckFailed)
  .max(ALTCHA_PAYLOAD_MAX, MESSAGES.botCheckFailed);

const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.weakPassword)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const signupRequest = z.object({
  firstName: nameField(MESSAGES.firstNameRequired, 'First name is too long.'),
  lastName: nameField(MESSAGES.lastNameRequired, 'Last name is too long.'),
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .transform(normalizeUsername)
    .superRefine((value, ctx) => {
      const problem = usernameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  email: emailField(MESSAGES.emailRequired, MESSAGES.invalidEmail),
  password: newPasswordField,
  inviteCode: z
    .string({ error: MESSAGES.inviteCodeMissing })
    .trim()
    .min(1, MESSAGES.inviteCodeMissing)
    .max(INVITE_INPUT_MAX, MESSAGES.inviteCodeInvalid)
    .transform((code) => code.toUpperCase()),
  altcha: altchaField,
});
export type SignupRequest = z.input<typeof signupRequest>;

export const signinRequest = z.object({
  email: emailField(MESSAGES.emailRequired, MESSAGES.invalidEmail),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.wrongPassword),
});
export type SigninRequest = z.input<typeof signinRequest>;

export const passwordResetRequest = z.object({
  email: emailField(MESSAGES.resetEmailRequired, MESSAGES.resetEmailInvalid),
  altcha: altchaField,
});
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

export const passwordResetConfirmRequest = z.object({
  token: z
    .string({ error: MESSAGES.resetLinkInvalid })
    .min(1, MESSAGES.resetLinkInvalid)
    .max(256, MESSAGES.resetLinkInvalid),
  password: newPasswordField,
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequest>;

/** The body is optional (a fresh session needs no password); Fastify hands an absent body over as null. */
export const deleteAccountRequest = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.deleteAccountFailed).optional(),
  })
  .nullish();

// ---- Responses ----

export const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  handle: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  themeColor: z.string(),
  /** The small copy of the member's profile photo; null (or absent) shows initials. */
  avatarUrl: z.string().nullable().optional(),
  createdAt: z.string(),
  /** The language the member chose (issue 27); null follows the browser. */
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).nullable(),
  /** The first run (issue 27) is still to be shown: true from sign-up until finished or skipped. */
  welcomePending: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const meResponse = z.object({ user: sessionUser.nullable() });
export type MeResponse = z.infer<typeof meResponse>;

export const authUserResponse = z.object({ user: sessionUser });
export type AuthUserResponse = z.infer<typeof authUserResponse>;

export const signupStatusResponse = z.object({
  capacity: z.number().int(),
  members: z.number().int(),
  full: z.boolean(),
});
export type SignupStatusResponse = z.infer<typeof signupStatusResponse>;

export const invitedMember = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type InvitedMember = z.infer<typeof invitedMember>;

export const inviteState = z.object({
  code: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** Epoch milliseconds, as the spec's invite code entity (expiresAtMs). */
  expiresAtMs: z.number().nullable(),
  expired: z.boolean(),
  invitedCount: z.number().int(),
  /** The first page (50), newest first; `invitedNextCursor` reads on (issue 28). */
  invited: z.array(invitedMember),
  invitedNextCursor: nextCursor,
});
export type InviteState = z.infer<typeof inviteState>;

/** The people who joined with your codes, newest first, 50 a page. */
export const invitedPageQuery = listPageQuery(PEOPLE_LIST_PAGE);
export const invitedPage = z.object({ invited: z.array(invitedMember), nextCursor });
export type InvitedPage = z.infer<typeof invitedPage>;

export const accountTokenResponse = z.object({
  token: z.string(),
  expiresAtMs: z.number(),
});
export type AccountTokenResponse = z.infer<typeof accountTokenResponse>;

export { ACCOUNT_API } from './paths.ts';
