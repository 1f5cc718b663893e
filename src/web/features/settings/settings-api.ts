import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_API, SOCIAL_API } from '../../../shared/api/paths.ts';
import type {
  ConsentsRequest,
  EmailChangeRequest,
  EmailChangeResponse,
  InsightsResponse,
  PasswordChangeRequest,
  PreferencesRequest,
  SessionView,
  SettingsResponse,
} from '../../../shared/api/settings.ts';
import type { PersonSummary } from '../../../shared/api/social.ts';
import { postKeys } from '../../entities/post/posts-api.ts';
import { profileKeys } from '../../entities/profile/profile-api.ts';
import { SESSION_QUERY_KEY } from '../../entities/session/use-session.ts';
import { api } from '../../lib/api-client.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  settings: () => ['settings', 'values'] as const,
  sessions: () => ['settings', 'sessions'] as const,
  blocked: () => ['settings', 'blocked'] as const,
  mood: () => ['insights'] as const,
};

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.settings(),
    queryFn: ({ signal }) => api.get<SettingsResponse>(SETTINGS_API.settings, { signal }),
  });
}

type Toggle =
  | { kind: 'preferences'; changes: PreferencesRequest }
  | { kind: 'consents'; changes: ConsentsRequest };

function applyToggle(data: SettingsResponse, toggle: Toggle): SettingsResponse {
  return toggle.kind === 'preferences'
    ? { ...data, preferences: { ...data.preferences, ...toggle.changes } }
    : { ...data, consents: { ...data.consents, ...toggle.changes } };
}

/**
 * Spec section 4: privacy toggles are optimistic and roll back on failure. The switch flips at
 * once; a failure puts the cached value back and the caller shows the spec's message.
 */
export function useToggleSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toggle: Toggle) =>
      toggle.kind === 'preferences'
        ? api.patch<SettingsResponse>(SETTINGS_API.preferences, toggle.changes)
        : api.patch<SettingsResponse>(SETTINGS_API.consents, toggle.changes),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.settings() });
      const previous = queryClient.getQueryData<SettingsResponse>(settingsKeys.settings());
      if (previous)
        queryClient.setQueryData(settingsKeys.settings(), applyToggle(previous, toggle));
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.settings(), context.previous);
    },
    onSuccess: (data, toggle) => {
      queryClient.setQueryData(settingsKeys.settings(), data);
      // Insights and the feed read consents; let them ask again.
      if (toggle.kind === 'consents')
        void queryClient.invalidateQueries({ queryKey: ['insights'] });
    },
  });
}

export function useEraseEmotionState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ erased: boolean }>(SETTINGS_API.emotionState),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.settings() });
      void queryClient.invalidateQueries({ queryKey: ['insights'] });
    },
  });
}

export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) =>
      api.get<{ sessions: SessionView[] }>(SETTINGS_API.sessions, { signal }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>(SETTINGS_API.signOutOthers),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) =>
      api.post<{ otherSessionsEnded: number }>(SETTINGS_API.password, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      api.post<EmailChangeResponse>(SETTINGS_API.email, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

export function useBlockedMembers() {
  return useQuery({
    queryKey: settingsKeys.blocked(),
    queryFn: ({ signal }) => api.get<{ people: PersonSummary[] }>(SOCIAL_API.blocks, { signal }),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api.delete<unknown>(SOCIAL_API.block(uid)),
    onSuccess: (_data, uid) => {
      queryClient.setQueryData<{ people: PersonSummary[] }>(settingsKeys.blocked(), (data) =>
        data ? { people: data.people.filter((person) => person.id !== uid) } : data,
      );
      // Their posts and profile come back everywhere.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** The current mood for the soundscape: the emotion state from the insights read. */
export function useCurrentMood() {
  return useQuery({
    queryKey: settingsKeys.mood(),
    queryFn: ({ signal }) => api.get<InsightsResponse>(SETTINGS_API.insights, { signal }),
    staleTime: 60_000,
  });
}
