import { queryClient } from '../query/query-client';
import { userKeys } from '../query/user-queries';
import { setToken } from '../session/token';
import { currentUserFixture } from '../test-utils/test-config';
import { requireActiveUser, requireAuth } from './require-auth';

const request = (url: string) => new Request(url);

const thrown = async (promise: Promise<unknown>): Promise<Response> => {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected a redirect');
};

beforeEach(() => {
  window.localStorage.clear();
  queryClient.clear();
});

test('R2.09 without a token a protected loader redirects to login with the current location', async () => {
  const response = await thrown(
    requireAuth({ request: request('http://app.test/projects/42?tab=runs') }),
  );
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe(
    '/auth/login?redirect=%2Fprojects%2F42%3Ftab%3Druns',
  );
});

test('requireAuth returns the current user when signed in', async () => {
  setToken('t');
  queryClient.setQueryData(userKeys.me(), currentUserFixture);
  await expect(requireAuth({ request: request('http://app.test/projects') })).resolves.toEqual(
    currentUserFixture,
  );
});

test('R6.01 requireActiveUser sends a non-active user to the root redirect', async () => {
  setToken('t');
  queryClient.setQueryData(userKeys.me(), {
    ...currentUserFixture,
    status: 'pending_admin_review',
  });
  const response = await thrown(
    requireActiveUser({ request: request('http://app.test/projects') }),
  );
  expect(response.headers.get('Location')).toBe('/');
});
