import {
  ACCOUNT_API,
  authUserResponse,
  signupStatusResponse,
} from '../../../shared/api/accounts.ts';
import type {
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SessionUser,
  SigninRequest,
  SignupRequest,
  SignupStatusResponse,
} from '../../../shared/api/accounts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ApiError, CLIENT_ERROR_CODES, api } from '../../lib/api-client.ts';

function invalidResponse(): ApiError {
  return new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError);
}

async function userFrom(request: Promise<unknown>): Promise<SessionUser> {
  const parsed = authUserResponse.safeParse(await request);
  if (!parsed.success) throw invalidResponse();
  return parsed.data.user;
}

/** The answer of GET signup-status: whether the house has room ("Registration Full" if not). */
export function parseSignupStatus(body: unknown): SignupStatusResponse {
  const parsed = signupStatusResponse.safeParse(body);
  if (!parsed.success) throw invalidResponse();
  return parsed.data;
}

/** 201 with the new member; the server also sets the session cookie. */
export function signUp(body: SignupRequest): Promise<SessionUser> {
  return userFrom(api.post<unknown>(ACCOUNT_API.signup, body));
}

/** 200 with the member; the server also sets the session cookie. */
export function signIn(body: SigninRequest): Promise<SessionUser> {
  return userFrom(api.post<unknown>(ACCOUNT_API.signin, body));
}

/** 202 whether or not the address belongs to an account. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await api.post<unknown>(ACCOUNT_API.passwordReset, body);
}

/** 200 on success; a bad, expired or used token is a 400 `reset_link_invalid`. */
export async function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<void> {
  await api.post<unknown>(ACCOUNT_API.passwordResetConfirm, body);
}
