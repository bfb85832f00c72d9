import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import {
  MAX_RETRIES,
  STALE_TIME,
  createQueryClient,
  queryClient,
  shouldRetry,
  throwToErrorView,
} from './query-client';
import { currentUserQueryOptions, userKeys } from './user-queries';

const apiError = (status: number) =>
  new ApiError({ url: '/x', status, body: { detail: `status ${status}` } });

test.each([400, 401, 403, 404, 412, 422, 429])('R8.08 never retries %i', (status) => {
  expect(shouldRetry(0, apiError(status))).toBe(false);
});

test('R8.08 retries other failures up to 3 times', () => {
  expect(MAX_RETRIES).toBe(3);
  for (const error of [apiError(500), apiError(503), new TypeError('Failed to fetch')]) {
    expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, true]);
    expect(shouldRetry(3, error)).toBe(false);
  }
});

test('R8.08 the shared client uses that policy', () => {
  const defaults = queryClient.getDefaultOptions().queries;
  expect(defaults?.retry).toBe(shouldRetry);
});

test('R9.02 stale times: user 10 min, document 10 min, default 1 s, preload 0', () => {
  expect(STALE_TIME).toEqual({ user: 600_000, document: 600_000, default: 1_000, preload: 0 });
  expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(1_000);
  expect(currentUserQueryOptions().staleTime).toBe(600_000);
  expect(currentUserQueryOptions().queryKey).toEqual(userKeys.me());
});

test('user keys start with the domain so one prefix invalidates all', () => {
  expect(userKeys.list({ search: 'a' })).toEqual(['users', 'list', { search: 'a' }]);
  expect(userKeys.detail('id-1')).toEqual(['users', 'detail', 'id-1']);
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert">boundary: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}

const Failing = ({ status }: { status: number }) => {
  const query = useQuery({
    queryKey: ['failing', status],
    queryFn: () => Promise.reject(apiError(status)),
  });
  return <p>{query.isError ? `local: ${query.error.message}` : 'loading'}</p>;
};

test('R8.07 a 412 is thrown to the error view, never retried', async () => {
  expect(throwToErrorView(apiError(412))).toBe(true);
  expect(throwToErrorView(apiError(500))).toBe(false);
  const client = createQueryClient();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <QueryClientProvider client={client}>
      <Boundary>
        <Failing status={412} />
      </Boundary>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('boundary: status 412');
  expect(client.getQueryState(['failing', 412])?.fetchFailureCount).toBe(1);
});

test('R8.07 other handled statuses stay local to the component', async () => {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Boundary>
        <Failing status={404} />
      </Boundary>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByText('local: status 404')).toBeInTheDocument());
});
