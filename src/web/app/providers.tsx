// The TanStack Query layer, loaded only by screens that use it (sign-up, sign-in, the member app,
// admin); the landing and static pages never download it. See docs/architecture.md.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import {
  checkSession,
  currentSessionStatus,
  onSessionChange,
  publishSession,
  publishSessionUnreachable,
} from '../entities/session/session-status.ts';
import {
  SESSION_QUERY_KEY,
  sessionQueryOptions,
  storeSignedInUser,
  type SessionUser,
} from '../entities/session/use-session.ts';
import { createQueryClient } from './query-client.ts';

/** One cache for the tab, made when the first screen that needs it loads. */
const queryClient = createQueryClient();

// Start from what main.tsx already asked (the answer, or the request in flight): /api/me once.
const known = currentSessionStatus();
if (known.status === 'signed-in' || (known.status === 'signed-out' && !known.unreachable)) {
  queryClient.setQueryData(SESSION_QUERY_KEY, known.user);
} else {
  void queryClient.prefetchQuery({ ...sessionQueryOptions, queryFn: checkSession, retry: false });
}

// Sign-in, sign-out and account deletion change the session here; the rest of the page follows.
queryClient.getQueryCache().subscribe((event) => {
  const { query } = event;
  if (event.type === 'removed' || query.queryKey[0] !== SESSION_QUERY_KEY[0]) return;
  // A query dropped by sign-out or deletion (queryClient.clear()) still tells its last observers
  // goodbye as the member's screens unmount; its stale member must not be published again.
  if (queryClient.getQueryCache().get(query.queryHash) !== query) return;
  const { status, fetchStatus, data } = query.state;
  if (status === 'success') publishSession((data as SessionUser | null | undefined) ?? null);
  else if (status === 'error' && fetchStatus === 'idle') publishSessionUnreachable();
});

// The sign-up page runs without this layer (it paints sooner) and publishes its new member to the
// status store only; the cache follows, as after a sign-in (the previous visitor's data goes).
onSessionChange(() => {
  const now = currentSessionStatus();
  const cached = queryClient.getQueryState<SessionUser | null>(SESSION_QUERY_KEY);
  // While the first answer is on its way it is the same one the store just got.
  if (now.status !== 'signed-in' || !cached || cached.status === 'pending') return;
  if (cached.data !== now.user) storeSignedInUser(queryClient, now.user);
});

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A pathless route around every screen that uses server state. */
export function Component() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
