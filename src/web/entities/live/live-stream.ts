// The member's live stream (server-sent events): one EventSource per tab while the member app
// is open. EventSource reconnects by itself and sends Last-Event-ID, so the server resumes after
// the last event this tab saw. Each event refreshes what it changed.
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { INBOX_API } from '../../../shared/api/paths.ts';
import { inboxKeys, updateThreadMessages } from '../inbox/inbox-api.ts';
import { SESSION_QUERY_KEY } from '../session/use-session.ts';

type LiveListener = (kind: string, data: Record<string, unknown>) => void;

const listeners = new Set<LiveListener>();
let newPosts = 0;
const newPostsListeners = new Set<() => void>();

function emitNewPosts() {
  for (const listener of newPostsListeners) listener();
}

/** Runs `listener` for every live event in this tab (tests and screens that want them raw). */
export function onLiveEvent(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Posts published since the feed was last loaded (the "N new posts" pill). */
export function useNewPostsCount(): number {
  return useSyncExternalStore(
    (listener) => {
      newPostsListeners.add(listener);
      return () => newPostsListeners.delete(listener);
    },
    () => newPosts,
    () => 0,
  );
}

export function clearNewPosts(): void {
  newPosts = 0;
  emitNewPosts();
}

const LIVE_KINDS = [
  'message',
  'read',
  'message-deleted',
  'notification',
  'notifications-read',
  'feed',
];

function refresh(queryClient: QueryClient, kind: string, data: Record<string, unknown>) {
  const peerId = typeof data.peerId === 'string' ? data.peerId : null;
  switch (kind) {
    case 'message':
    case 'read':
      if (peerId) void queryClient.invalidateQueries({ queryKey: inboxKeys.thread(peerId) });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.threads() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
      return;
    case 'message-deleted':
      if (peerId)
        updateThreadMessages(queryClient, peerId, (messages) =>
          messages.filter((m) => m.id !== data.messageId),
        );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.threads() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
      return;
    case 'notification':
    case 'notifications-read':
      void queryClient.invalidateQueries({ queryKey: inboxKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
      return;
    case 'feed':
      newPosts += 1;
      emitNewPosts();
      return;
  }
}

/** Opens the stream for the signed-in member's app shell; closes it on unmount (sign-out). */
export function useLiveStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(INBOX_API.live);
    const handlers = LIVE_KINDS.map((kind) => {
      const handler = (event: MessageEvent<string>) => {
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(event.data) as Record<string, unknown>;
        } catch {
          return;
        }
        refresh(queryClient, kind, data);
        for (const listener of listeners) listener(kind, data);
      };
      source.addEventListener(kind, handler);
      return [kind, handler] as const;
    });
    // The session ended elsewhere (signed out in another tab, revoked): stop, and let the
    // session query find out, so the shell shows the sign-in panel.
    const onSessionEnded = () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    source.addEventListener('session-ended', onSessionEnded);
    return () => {
      for (const [kind, handler] of handlers) source.removeEventListener(kind, handler);
      source.removeEventListener('session-ended', onSessionEnded);
      source.close();
    };
  }, [enabled, queryClient]);
}
