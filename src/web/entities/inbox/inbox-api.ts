// Direct messages and notifications: the query keys and hooks every screen shares (the inbox,
// the conversation modal opened from a profile, the sidebar's badge).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useThread(peerId: string | null) {
  return useQuery({
    queryKey: inboxKeys.thread(peerId ?? ''),
    queryFn: ({ signal }) => api.get<ThreadResponse>(INBOX_API.thread(peerId ?? ''), { signal }),
    enabled: Boolean(peerId),
  });
}

export function useUnread(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadResponse>(INBOX_API.unread, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: inboxKeys.notifications(),
    queryFn: ({ signal }) => api.get<NotificationsResponse>(INBOX_API.notifications, { signal }),
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
      queryClient.setQueryData<ThreadResponse>(inboxKeys.thread(peerId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
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
      queryClient.setQueryData<ThreadResponse>(inboxKeys.thread(peerId), (thread) =>
        thread
          ? { ...thread, messages: thread.messages.filter((m) => m.id !== messageId) }
          : thread,
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
