import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf, notFoundError } from '../api/api-error';
import { queryClient } from '../query/query-client';
import { reloadPage } from '../session/reload-page';
import { renderRoutes } from '../test-utils/render-routes';
import { RELOAD_GUARD_KEY } from '../session/reload-guard';
import { RouteErrorBoundary } from './route-error-boundary';

jest.mock('../session/reload-page', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

test('R2.30 a lazy module that fails to load shows the reload dialog; its button reloads', async () => {
  renderRoutes([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      lazy: () => Promise.reject(chunkError()),
    },
  ]);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Part of the application could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
});

test('R2.30 a remote refused for its contract version shows the compatibility dialog with both versions', async () => {
  const incompatible = Object.assign(
    new Error('Remote "remote_projects" was built for API 3.0.0'),
    {
      name: 'RemoteIncompatibleError',
      remote: 'remote_projects',
      builtFor: '3.0.0',
      supported: '2.1.0',
    },
  );
  const remoteError = Object.assign(
    new Error('Remote "remote_projects" could not be loaded', { cause: incompatible }),
    { name: 'RemoteLoadError' },
  );
  renderRoutes([
    { path: '/', errorElement: <RouteErrorBoundary />, lazy: () => Promise.reject(remoteError) },
  ]);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('This part of the application does not match the server');
  expect(dialog).toHaveTextContent('built for API 3.0.0, but the application serves API 2.1.0');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('R2.30 a remote load failure is recognised by its RemoteLoadError name', async () => {
  const remoteError = Object.assign(new Error('Remote "remote_projects" could not be loaded'), {
    name: 'RemoteLoadError',
  });
  renderRoutes([
    { path: '/', errorElement: <RouteErrorBoundary />, loader: () => Promise.reject(remoteError) },
  ]);
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
});

test('R2.30 right after a guarded reload the dialog says the failure persists (no loop)', async () => {
  window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  renderRoutes([
    { path: '/', errorElement: <RouteErrorBoundary />, lazy: () => Promise.reject(chunkError()) },
  ]);
  expect(await screen.findByText(/still does not load/)).toBeInTheDocument();
  expect(reloadPage).not.toHaveBeenCalled();
});

test('R8.02 R2.28 a typed 404 renders the not-found view with a link to /projects', async () => {
  renderRoutes([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      loader: () => Promise.reject(notFoundError('project_not_found', '/api/projects/1')),
    },
  ]);
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.getByText(/This project does not exist/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
});

test('R2.29 R8.09 other errors show a translated message, the request id and a retry that refetches', async () => {
  let calls = 0;
  const fetchValue = jest.fn(async () => {
    calls += 1;
    if (calls === 1) {
      throw apiErrorOf({
        url: '/api/x',
        status: 503,
        body: { detail: 'Database is asleep', code: 'internal_error', request_id: 'req-42' },
      });
    }
    return 'fresh data';
  });
  const Page = () => {
    const { data } = useQuery({ queryKey: ['retry-test'], queryFn: fetchValue, retry: false });
    return <p>{data ?? '…'}</p>;
  };
  renderRoutes([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      loader: () =>
        queryClient.ensureQueryData({
          queryKey: ['retry-test'],
          queryFn: fetchValue,
          retry: false,
        }),
      element: <Page />,
    },
  ]);
  expect(
    await screen.findByText('The server met an unexpected error. Try again in a moment.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Database is asleep/)).toBeNull();
  expect(screen.getByTestId('request-id')).toHaveTextContent('req-42');
  expect(console.error).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('fresh data')).toBeInTheDocument();
  expect(fetchValue).toHaveBeenCalledTimes(2);
});

test('R2.29 an error without a message shows the fallback text', async () => {
  renderRoutes([
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      loader: () => Promise.reject(new Error('')),
    },
  ]);
  expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
});
