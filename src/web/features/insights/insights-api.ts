import { useQuery } from '@tanstack/react-query';
import { SETTINGS_API } from '../../../shared/api/paths.ts';
import type { InsightsResponse } from '../../../shared/api/settings.ts';
import { api } from '../../lib/api-client.ts';
import { takeEarly, takeReady } from '../../lib/early-requests.ts';

export const insightsKey = ['insights'] as const;

export function useInsights() {
  return useQuery({
    queryKey: insightsKey,
    queryFn: ({ signal }) => {
      const ask = () => api.get<InsightsResponse>(SETTINGS_API.insights, { signal });
      // The figures may already be on their way (lib/early-requests.ts); if that failed, ask again.
      const early = takeEarly<InsightsResponse>(SETTINGS_API.insights);
      return early ? early.catch(ask) : ask();
    },
    // The figures may have come in the page itself: the first render shows them, no request.
    initialData: () => takeReady<InsightsResponse>(SETTINGS_API.insights),
  });
}
