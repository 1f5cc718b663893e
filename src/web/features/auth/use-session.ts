import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/api/accounts.ts';
import { ACCOUNT_API } from '../../../shared/api/paths.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ApiError, CLIENT_ERROR_CODES, api, isApiError } from '../../lib/api-client.ts';

export type { SessionUser } from '../../../shared/api/accounts.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** From the zod-free paths module: this hook is in the first bundle every visitor loads. */
export const SESSION_PATH = ACCOUNT_API.me;

/** Every field of the contract's SessionUser is a string; the compile-time check below keeps it so. */
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
type UncheckedField = Exclude<keyof SessionUser, (typeof SESSION_USER_FIELDS)[number]>;
const everyFieldChecked: [UncheckedField] extends [never] ? true : UncheckedField = true;
void everyFieldChecked;

/** The same check as the contract's `sessionUser` schema, without loading zod. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return SESSION_USER_FIELDS.every((field) => typeof record[field] === 'string');
}

/** Resolves to the member, or null when signed out (`{ user: null }`, or a 401). Other failures reject. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await api.get<{ user?: unknown } | undefined>(SESSION_PATH, { signal });
    if (body?.user === null) return null;
    if (!isSessionUser(body?.user)) {
      throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError);
    }
    return body.user;
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) return null;
    throw error;
  }
}

/**
 * After sign-in or sign-up: forget whatever the cache held for the previous visitor, then store
 * the new member, so every screen sees them at once without asking the server again.
 */
export function storeSignedInUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

/** After sign-out or account deletion: drop every member's cached data, and the member. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 5 * 60 * 1000,
  // A 4xx will not change on retry; an unreachable server gets one more chance.
  retry: (failureCount, error) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
    return failureCount < 1;
  },
  retryDelay: 600,
});

export type SessionState =
  | { status: 'pending'; user: null }
  | { status: 'signed-in'; user: SessionUser }
  /** `unreachable` is true when we could not ask the server at all (treated as signed out). */
  | { status: 'signed-out'; user: null; unreachable: boolean };

export interface UseSessionResult {
  session: SessionState;
  isSignedIn: boolean;
  refetch: () => void;
  isRefetching: boolean;
}

export function useSession(): UseSessionResult {
  const query = useQuery(sessionQueryOptions);
  const refetch = () => {
    void query.refetch();
  };

  let session: SessionState;
  if (query.data) {
    session = { status: 'signed-in', user: query.data };
  } else if (query.isPending) {
    session = { status: 'pending', user: null };
  } else {
    session = { status: 'signed-out', user: null, unreachable: query.isError };
  }
  return {
    session,
    isSignedIn: session.status === 'signed-in',
    refetch,
    isRefetching: query.isFetching && !query.isPending,
  };
}
