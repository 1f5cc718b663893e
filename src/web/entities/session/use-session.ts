import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/api/accounts.ts';
import { isApiError } from '../../lib/api-client.ts';
import { fetchSession } from './session-fetch.ts';

export type { SessionUser } from '../../../shared/api/accounts.ts';
// The TanStack-free part lives in session-fetch.ts (public pages load only that).
export { fetchSession, isSessionUser, SESSION_PATH } from './session-fetch.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

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
