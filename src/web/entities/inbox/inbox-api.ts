// Direct messages and notifications: the query keys and hooks every screen shares (the inbox,
// the conversation modal opened from a profile, the sidebar's badge).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  DirectMessageView,
  NotificationsResponse,
  ThreadResponse,
  ThreadsResponse,
  UnreadResponse,
} from '../../../shared/api/inbox.ts';
import { INBOX_API } from '../../../shared/api/paths.ts';
import { api } from '../../lib/api-client.ts';

export const inboxKeys = {
  all: ['inbox'] as const,
  threads: () => [...inboxKeys.all, 'threads'] as const,
  thread: (peerId: string) => [...inboxKeys.all, 'thread', peerId] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
  notifications: () => [...inboxKeys.all, 'notifications'] as const,
};

export function useThreads() {
  return useQuery({
    queryKey: inboxKeys.threads(),
    queryFn: ({ signal }) => api.get<ThreadsResponse>(INBOX_API.threads, { signal }),
  });
}

type ThreadPages = InfiniteData<ThreadResponse, unknown>;
type NotificationPages = InfiniteData<NotificationsResponse, unknown>;

/** One thread as a single response: the pages run newest to oldest, each oldest first. */
function mergeThread(data: ThreadPages): ThreadResponse {
  const [newest] = data.pages;
  const oldest = data.pages.at(-1);
  return {
    peer: newest!.peer,
    cannotMessage: newest!.cannotMessage,
    messages: [...data.pages].reverse().flatMap((page) => page.messages),
    hasMore: oldest?.hasMore ?? false,
    nextCursor: oldest?.nextCursor ?? null,
  };
}

/**
 * A thread (issue 28): the newest 50 messages first; `fetchNextPage` reads older ones (the
 * window does it when scrolled to the top). `data` is the whole loaded thread, oldest first.
 */
export function useThread(peerId: string | null) {
  return useInfiniteQuery({
    queryKey: inboxKeys.thread(peerId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      api.get<ThreadResponse>(INBOX_API.thread(peerId ?? ''), {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: mergeThread,
    enabled: Boolean(peerId),
  });
}

/** Applies `fn` to the messages of every loaded page of a thread. */
export function updateThreadMessages(
  queryClient: QueryClient,
  peerId: string,
  fn: (messages: DirectMessageView[], pageIndex: number) => DirectMessageView[],
): void {
  queryClient.setQueryData<ThreadPages>(inboxKeys.thread(peerId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, messages: fn(page.messages, index) })),
        }
      : data,
  );
}

export function useUnread(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadResponse>(INBOX_API.unread, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** Notifications, 50 a page, newest first (issue 28); `data` holds every loaded page. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: inboxKeys.notifications(),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationsResponse>(INBOX_API.notifications, {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data: NotificationPages): NotificationsResponse => ({
      notifications: data.pages.flatMap((page) => page.notifications),
      unreadCount: data.pages[0]?.unreadCount ?? 0,
      nextCursor: data.pages.at(-1)?.nextCursor ?? null,
    }),
  });
}

export function useSendMessage(peerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; imagePath?: string | null }) =>
      api.post<{ message: DirectMessageView }>(INBOX_API.messages, {
        recipientId: peerId,
        ...input,
      }),
    onSuccess: ({ message }) => {
      // The newest page is the first: the new message joins its end (the bottom).
      queryClient.setQueryData<ThreadPages>(inboxKeys.thread(peerId), (data) =>
        data && !data.pages.some((page) => page.messages.some((m) => m.id === message.id))
          ? {
              ...data,
              pages: data.pages.map((page, index) =>
                index === 0 ? { ...page, messages: [...page.messages, message] } : page,
              ),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.threads() });
    },
  });
}

export function useMarkThreadRead(peerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>(INBOX_API.threadRead(peerId)),
    onSuccess: ({ marked }) => {
      if (marked === 0) return;
      void queryClient.invalidateQueries({ queryKey: inboxKeys.threads() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
    },
  });
}

export function useDeleteMessage(peerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api.delete<null>(INBOX_API.message(messageId)),
    onSuccess: (_, messageId) => {
      updateThreadMessages(queryClient, peerId, (messages) =>
        messages.filter((m) => m.id !== messageId),
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.threads() });
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>(INBOX_API.notificationsReadAll),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
    },
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ marked: number }>(INBOX_API.notificationRead(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
    },
  });
}
