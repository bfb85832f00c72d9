import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError, isNotFoundError } from '../api/api-error';
import { ErrorView } from '../ui/error-view';
import { NotFoundView } from '../ui/not-found-view';
import { ReloadDialog } from '../ui/lazy-parts';
import { incompatibleRemoteOf, isModuleLoadError } from './module-load-error';

const routeResponseError = (error: { status: number; statusText: string; data: unknown }) =>
  new ApiError({ url: '', status: error.status, body: error.data, statusText: error.statusText });

/**
 * The `errorElement` of every route tree: load failures → reload dialog, typed 404s →
 * not-found view, anything else → error view whose retry refetches the failed queries.
 */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const moduleLoadFailed = isModuleLoadError(error);

  useEffect(() => {
    if (!moduleLoadFailed) console.error(error);
  }, [error, moduleLoadFailed]);

  if (moduleLoadFailed) return <ReloadDialog incompatible={incompatibleRemoteOf(error)} />;
  if (isNotFoundError(error)) return <NotFoundView code={error.code} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  const retry = () => {
    // Failed queries keep their error until reset. Re-navigating to the same location (rather
    // than revalidate()) runs the loaders again AND resets the boundary, which only forgets
    // its error when the location object changes.
    void queryClient
      .resetQueries({ predicate: (query) => query.state.status === 'error' })
      .finally(() => navigate(location, { replace: true, state: location.state }));
  };
  const shown = isRouteErrorResponse(error) ? routeResponseError(error) : error;
  return <ErrorView error={shown} onRetry={retry} />;
};
