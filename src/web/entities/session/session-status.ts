// Whether someone is signed in, for the pieces every page shows (the logo link, the public
// header) without TanStack Query: public pages never load it. The query cache, once a screen
// that needs it has loaded (app/providers.tsx), publishes every change of the session here.
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../shared/api/accounts.ts';
import { takeBootstrapAnswer } from '../../lib/bootstrap-data.ts';
import { SESSION_PATH, fetchSession, sessionOf } from './session-fetch.ts';

export type SessionStatus =
  | { status: 'pending'; user: null }
  | { status: 'signed-in'; user: SessionUser }
  /** `unreachable`: we could not ask the server (treated as signed out). */
  | { status: 'signed-out'; user: null; unreachable: boolean };

let snapshot: SessionStatus = { status: 'pending', user: null };
let firstCheck: Promise<SessionUser | null> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionStatus): void {
  if (next.status === snapshot.status && next.user === snapshot.user) {
    const unchanged =
      next.status !== 'signed-out' ||
      (snapshot.status === 'signed-out' && snapshot.unreachable === next.unreachable);
    if (unchanged) return;
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

export function publishSession(user: SessionUser | null): void {
  set(
    user ? { status: 'signed-in', user } : { status: 'signed-out', user: null, unreachable: false },
  );
}

export function publishSessionUnreachable(): void {
  set({ status: 'signed-out', user: null, unreachable: true });
}

/**
 * Asks the server who is signed in, once per page load; later calls share that answer. Its
 * result only lands while nothing newer is known (a sign-in may have published first).
 */
export function checkSession(): Promise<SessionUser | null> {
  firstCheck ??=
    pageSession() ??
    fetchSession().then(
      (user) => {
        if (snapshot.status === 'pending') publishSession(user);
        return user;
      },
      (error: unknown) => {
        if (snapshot.status === 'pending') publishSessionUnreachable();
        throw error;
      },
    );
  return firstCheck;
}

/** The answer the page itself carried (lib/bootstrap-data.ts), published at once; else null. */
function pageSession(): Promise<SessionUser | null> | null {
  const answer = takeBootstrapAnswer(SESSION_PATH);
  if (answer === undefined) return null;
  try {
    const user = sessionOf(answer as { user?: unknown });
    if (snapshot.status === 'pending') publishSession(user);
    return Promise.resolve(user);
  } catch {
    return null;
  }
}

export function currentSessionStatus(): SessionStatus {
  return snapshot;
}

/** Calls `listener` after every change of the session; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(onSessionChange, currentSessionStatus);
}
