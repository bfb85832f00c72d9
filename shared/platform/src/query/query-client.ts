import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** Stale times (R9.02). Preloads use 0 so intent always refetches stale data. */
export const STALE_TIME = {
  user: 10 * 60 * 1000,
  document: 10 * 60 * 1000,
  default: 1000,
  preload: 0,
} as const;

/** Statuses that a retry cannot fix (R8.08). */
export const NO_RETRY_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 412, 422, 429]);
export const MAX_RETRIES = 3;

export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && NO_RETRY_STATUSES.has(error.status)) return false;
  return failureCount < MAX_RETRIES;
};

/** A 412 (incompatible Api-Version) is never handled locally: it goes to the error view (R8.07). */
export const throwToErrorView = (error: unknown): boolean => isApiError(error, 412);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.default,
        retry: shouldRetry,
        throwOnError: throwToErrorView,
      },
      mutations: {
        retry: false,
        throwOnError: throwToErrorView,
      },
    },
  });

/** The one QueryClient: the platform is a federation singleton, so every remote shares it. */
export const queryClient = createQueryClient();
