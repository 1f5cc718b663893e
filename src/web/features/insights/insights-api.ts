import { useQuery } from '@tanstack/react-query';
import { SETTINGS_API } from '../../../shared/api/paths.ts';
import type { InsightsResponse } from '../../../shared/api/settings.ts';
import { api } from '../../lib/api-client.ts';

export const insightsKey = ['insights'] as const;

export function useInsights() {
  return useQuery({
    queryKey: insightsKey,
    queryFn: ({ signal }) => api.get<InsightsResponse>(SETTINGS_API.insights, { signal }),
  });
}
