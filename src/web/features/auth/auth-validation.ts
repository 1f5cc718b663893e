// Client-side rules of the sign-up, sign-in and reset forms (spec section 5), with the spec's
// messages. The server checks again with the shared schemas; these only save a round trip.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isValidEmail, normalizeEmail } from '../../../shared/validation/email.ts';
import { nameProblem } from '../../../shared/validation/unicode.ts';
import { normalizeUsername, usernameProblem } from '../../../shared/validation/username.ts';

export function emailProblem(
  email: string,
  messages: { required: string; invalid: string },
): string | null {
  const normalized = normalizeEmail(email);
  if (!normalized) return messages.required;
  if (!isValidEmail(normalized)) return messages.invalid;
  return null;
}

/** A new password (sign-up and reset). */
export function newPasswordProblem(password: string): string | null {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}

export function confirmPasswordProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : MESSAGES.passwordsDoNotMatch;
}

export interface SignupValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}

export type SignupField = keyof SignupValues;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The spec's order of the sign-up checks (the invite code comes before the password). */
export const SIGNUP_CHECK_ORDER = [
  'firstName',
  'lastName',
  'username',
  'email',
  'inviteCode',
  'password',
  'confirmPassword',
] as const satisfies readonly SignupField[];

export function signupFieldProblem(field: SignupField, values: SignupValues): string | null {
  switch (field) {
    case 'firstName':
      return values.firstName.trim() ? nameProblem(values.firstName) : MESSAGES.firstNameRequired;
    case 'lastName':
      return values.lastName.trim() ? nameProblem(values.lastName) : MESSAGES.lastNameRequired;
    case 'username':
      return usernameProblem(normalizeUsername(values.username));
    case 'email':
      return emailProblem(values.email, {
        required: MESSAGES.emailRequired,
        invalid: MESSAGES.emailInvalid,
      });
    case 'inviteCode':
      return values.inviteCode.trim() ? null : MESSAGES.inviteCodeRequired;
    case 'password':
      return newPasswordProblem(values.password);
    case 'confirmPassword':
      return confirmPasswordProblem(values.password, values.confirmPassword);
  }
}

/** Every failing field with its message; keys are in the spec's order, so the first is the first. */
export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  for (const field of SIGNUP_CHECK_ORDER) {
    const problem = signupFieldProblem(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The first failing field in the given order, to move focus to. */
export function firstErrorField<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
): F | undefined {
  return order.find((field) => errors[field]);
}

/**
 * `next` after sign-in: only a path on this site. Rejects absolute URLs and protocol-relative
 * (`//host`) or backslash (`/\host`, which browsers read as `//host`) tricks.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
