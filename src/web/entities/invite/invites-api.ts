import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvitedPage, InviteState } from '../../../shared/api/accounts.ts';
import { ACCOUNT_API } from '../../../shared/api/paths.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  api,
  errorMessage,
  isApiError,
} from '../../lib/api-client.ts';

export const INVITES_QUERY_KEY = ['invites'] as const;

/** Why the invite could not be shown: reading it failed, or making a fresh code failed. */
export class InviteLoadError extends Error {
  readonly stage: 'load' | 'generate';
  override readonly cause: unknown;

  constructor(stage: 'load' | 'generate', cause: unknown) {
    super(inviteErrorMessage(stage, cause));
    this.name = 'InviteLoadError';
    this.stage = stage;
    this.cause = cause;
  }

  get isClientError(): boolean {
    return isApiError(this.cause) && this.cause.status >= 400 && this.cause.status < 500;
  }
}

function inviteErrorMessage(stage: 'load' | 'generate', cause: unknown): string {
  if (isApiError(cause) && cause.isUnauthorized) return MESSAGES.inviteSignInToView;
  if (stage === 'load') return MESSAGES.inviteLoadFailed;
  return errorMessage(cause, MESSAGES.inviteGenerateFailed);
}

// The contracts (zod) load with the invite view, not with every member screen's first paint.
async function parseInviteState(body: unknown): Promise<InviteState> {
  const { inviteState } = await import('../../../shared/api/accounts.ts');
  const parsed = inviteState.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError);
  }
  return parsed.data;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A code someone can use right now (the client's clock double-checks the server's flag). */
export function hasUsableCode(state: InviteState, nowMs: number = Date.now()): boolean {
  if (!state.code || state.expired) return false;
  return state.expiresAtMs === null || state.expiresAtMs > nowMs;
}

/**
 * Spec section 4: the invite is fetched when the invite view opens, and generated when there is
 * no code or it has expired (POST returns the existing code if it is still valid).
 */
async function loadInvite(signal: AbortSignal): Promise<InviteState> {
  let state: InviteState;
  try {
    state = await parseInviteState(await api.get<unknown>(ACCOUNT_API.invites, { signal }));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new InviteLoadError('load', error);
  }
  if (hasUsableCode(state)) return state;
  try {
    return parseInviteState(await api.post<unknown>(ACCOUNT_API.invites, undefined, { signal }));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new InviteLoadError('generate', error);
  }
}

export const inviteQueryOptions = queryOptions({
  queryKey: INVITES_QUERY_KEY,
  queryFn: ({ signal }) => loadInvite(signal),
  // Read afresh every time the invite view opens.
  staleTime: 0,
  retry: (failureCount, error) => {
    if (error instanceof InviteLoadError && error.isClientError) return false;
    return failureCount < 1;
  },
});

/** A brand-new code; the previous one stops working. Keeps the invited count and list. */
export async function refreshInvite(): Promise<InviteState> {
  return parseInviteState(await api.post<unknown>(ACCOUNT_API.invitesRefresh));
}

export function inviteShareLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/signup?code=${encodeURIComponent(code)}`;
}

/**
 * The people you invited past the panel's first page (issue 28): nothing is read until the
 * member asks; then 50 a page from the cursor the panel's state gave.
 */
export function useMoreInvited(start: string | null) {
  const [asked, setAsked] = useState(false);
  const query = useInfiniteQuery({
    queryKey: [...INVITES_QUERY_KEY, 'invited', start] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<InvitedPage>(ACCOUNT_API.invitesInvited, {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: start ?? undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: asked && start !== null,
  });
  const paged = {
    hasNextPage: asked ? query.hasNextPage : start !== null,
    isFetchingNextPage: asked && (query.isPending || query.isFetchingNextPage),
    isFetchNextPageError: query.isError,
    fetchNextPage: async () => (asked ? query.fetchNextPage() : setAsked(true)),
  };
  return { paged, invited: query.data?.pages.flatMap((page) => page.invited) ?? [] };
}
