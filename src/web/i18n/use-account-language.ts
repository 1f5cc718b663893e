import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../shared/api/accounts.ts';
import type { InterfaceLanguage } from '../../shared/i18n/languages.ts';
import { SESSION_QUERY_KEY } from '../entities/session/use-session.ts';
import { useToggleSetting } from '../features/settings/settings-api.ts';
import { changeInterfaceLanguage, currentLanguage } from './i18n.ts';

/**
 * The member's saved interface language wins over this browser's (issue 27): when the session
 * user arrives with one that differs, the interface switches to it. Runs only when the saved
 * value itself changes, so a switch made on this page is not undone by a stale session.
 */
export function useAccountLanguage(user: SessionUser | null): void {
  const saved = user?.interfaceLanguage ?? null;
  const id = user?.id;
  useEffect(() => {
    if (id && saved && saved !== currentLanguage()) changeInterfaceLanguage(saved);
  }, [id, saved]);
}

/** Settings › Appearance: remember the chosen language on the member's account too. */
export function useSaveAccountLanguage(): (language: InterfaceLanguage) => void {
  const queryClient = useQueryClient();
  const toggle = useToggleSetting();
  return (language) => {
    toggle.mutate(
      { kind: 'preferences', changes: { interfaceLanguage: language } },
      {
        onSuccess: () =>
          queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (user) =>
            user ? { ...user, interfaceLanguage: language } : user,
          ),
      },
    );
  };
}
