import { apiRequest } from '@ontoloom/platform';
import { queryOptions } from '@tanstack/react-query';

export const creditsKeys = {
  all: ['credits'] as const,
  usage: () => [...creditsKeys.all, 'usage'] as const,
};

export const creditsUsageQueryOptions = () =>
  queryOptions({
    queryKey: creditsKeys.usage(),
    queryFn: ({ signal }) => apiRequest('getCreditsUsage', { signal }),
  });
