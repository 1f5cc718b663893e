import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACCOUNT_API } from '../../../shared/api/paths.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { forgetSignedInUser } from '../../entities/session/use-session.ts';
import { api, isApiError } from '../../lib/api-client.ts';

/** Spec section 2: Sign Out signs out and goes to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await api.post<unknown>(ACCOUNT_API.signout);
      } catch (error) {
        // Already signed out is the outcome we wanted.
        if (isApiError(error) && error.isUnauthorized) return;
        throw error;
      }
    },
    onSuccess: async () => {
      // Leave the members' area first, so it never flashes its "please sign in" state.
      await navigate('/', { replace: true });
      forgetSignedInUser(queryClient);
    },
  });
  return {
    signOut: () => mutation.mutate(),
    isSigningOut: mutation.isPending,
    error: mutation.isError ? MESSAGES.logoutFailed : null,
    reset: mutation.reset,
  };
}
