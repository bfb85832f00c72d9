import { setConfig } from '../config/load-config';
import { queryClient } from '../query/query-client';
import { TEST_CONFIG, headersOf, mockFetch } from '../test-utils/test-config';
import { reloadPage } from './reload-page';
import { signOut, signOutEverywhere } from './sign-out';
import { getToken, setToken } from './token';

// jsdom cannot reload; a 401 from logout would otherwise try.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  setConfig(TEST_CONFIG);
  window.localStorage.clear();
  queryClient.clear();
  setToken('session-token');
  queryClient.setQueryData(['users', 'me'], { email: 'ada@example.com' });
});

test('sign-out revokes the token on the server before forgetting it here', async () => {
  const fetch = mockFetch({ status: 204 });
  await signOut();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/auth/logout');
  expect((fetch.mock.calls[0]?.[1] as RequestInit).method).toBe('POST');
  expect(headersOf(fetch).Authorization).toBe('Bearer session-token');
  expect(getToken()).toBeNull();
  expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
});

test('sign-out still signs out here when the server cannot be reached or the token expired', async () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await signOut();
  expect(getToken()).toBeNull();

  setToken('expired-token');
  mockFetch({ status: 401, body: { detail: 'Not authenticated' } });
  await signOut();
  expect(getToken()).toBeNull();
  expect(reloadPage).toHaveBeenCalled();
});

test('sign-out everywhere calls logout-all and stays signed in if the server refuses', async () => {
  mockFetch({ status: 503, body: { detail: 'Unavailable' } });
  await expect(signOutEverywhere()).rejects.toThrow('Unavailable');
  expect(getToken()).toBe('session-token');

  const fetch = mockFetch({ status: 204 });
  await signOutEverywhere();
  expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/auth/logout-all');
  expect(getToken()).toBeNull();
});
