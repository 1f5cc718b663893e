import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, isApiError } from '../../lib/api-client.ts';

/** The signed-in member as `GET /api/me` returns it. Extra fields are tolerated. */
export interface SessionUser {
  id: string;
  username: string;
  displayName: string;
  [key: string]: unknown;
}

interface MeResponse {
  user: SessionUser | null;
}

export const SESSION_QUERY_KEY = ['session'] as const;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.username === 'string' &&
    typeof record.displayName === 'string'
  );
}

/** Resolves to the member, or null when signed out (`{ user: null }`, or a 401). Other failures reject. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await api.get<MeResponse>('/api/me', { signal });
    if (body?.user === null) return null;
    if (!isSessionUser(body?.user)) {
      throw new ApiError(200, 'INVALID_RESPONSE', 'Unexpected session response');
    }
    return body.user;
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) return null;
    throw error;
  }
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
