// Who is signed in, asked without TanStack Query or zod: public pages load this and nothing
// heavier (see docs/architecture.md, "Public bundle split"). use-session.ts builds on it.
import type { SessionUser } from '../../../shared/api/accounts.ts';
import { ACCOUNT_API } from '../../../shared/api/paths.ts';
import { isInterfaceLanguage } from '../../../shared/i18n/languages.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ApiError, CLIENT_ERROR_CODES, api, isApiError } from '../../lib/api-client.ts';

/** From the zod-free paths module: this is in the first bundle every visitor loads. */
export const SESSION_PATH = ACCOUNT_API.me;

/** Every field of the contract's SessionUser but the language is a string; the check below keeps it so. */
const SESSION_USER_FIELDS = [
  'id',
  'username',
  'handle',
  'displayName',
  'firstName',
  'lastName',
  'email',
  'themeColor',
  'createdAt',
] as const satisfies readonly (keyof SessionUser)[];
type UncheckedField = Exclude<
  keyof SessionUser,
  (typeof SESSION_USER_FIELDS)[number] | 'interfaceLanguage' | 'avatarUrl' | 'welcomePending'
>;
const everyFieldChecked: [UncheckedField] extends [never] ? true : UncheckedField = true;
void everyFieldChecked;

/** The same check as the contract's `sessionUser` schema, without loading zod. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    SESSION_USER_FIELDS.every((field) => typeof record[field] === 'string') &&
    (record.interfaceLanguage === null || isInterfaceLanguage(record.interfaceLanguage)) &&
    (record.avatarUrl === undefined ||
      record.avatarUrl === null ||
      typeof record.avatarUrl === 'string') &&
    typeof record.welcomePending === 'boolean'
  );
}

/** The member an answer of SESSION_PATH names, or null when signed out; throws on a bad answer. */
export function sessionOf(body: { user?: unknown } | undefined): SessionUser | null {
  if (body?.user === null) return null;
  if (!isSessionUser(body?.user)) {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError);
  }
  return body.user;
}

/** Resolves to the member, or null when signed out (`{ user: null }`, or a 401). Other failures reject. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return sessionOf(await api.get<{ user?: unknown } | undefined>(SESSION_PATH, { signal }));
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) return null;
    throw error;
  }
}
