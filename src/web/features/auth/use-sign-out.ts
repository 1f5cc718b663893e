import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { api, isApiError } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from './use-session.ts';

/** better-auth's sign-out endpoint under the /api/auth base path. */
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/** Spec section 2: Sign Out signs out and goes to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await api.post<unknown>(SIGN_OUT_PATH, {});
      } catch (error) {
        // Already signed out is the outcome we wanted.
        if (isApiError(error) && error.isUnauthorized) return;
        throw error;
      }
    },
    onSuccess: async () => {
      // Drop every member's cached data before anyone else can see it.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await navigate('/', { replace: true });
    },
  });
  return {
    signOut: () => mutation.mutate(),
    isSigningOut: mutation.isPending,
    error: mutation.isError ? MESSAGES.logoutFailed : null,
    reset: mutation.reset,
  };
}
