import { apiRequest } from '@ontoloom/platform';
import { queryOptions, useMutation } from '@tanstack/react-query';

export const oauthUrlsQueryOptions = (redirect: string | undefined) =>
  queryOptions({
    queryKey: ['auth', 'oauth-urls', redirect ?? null],
    queryFn: ({ signal }) =>
      apiRequest('getOauthUrls', { query: redirect ? { redirect } : {}, signal }),
    // Without providers the password form is all there is; no point retrying for extras.
    retry: false,
    staleTime: 60_000,
  });

export type ProviderTokenInput = { provider: string; code: string; state: string; iss?: string };

export const useProviderToken = () =>
  useMutation({
    mutationFn: ({ provider, ...body }: ProviderTokenInput) =>
      apiRequest('providerToken', { params: { provider }, body }),
  });
