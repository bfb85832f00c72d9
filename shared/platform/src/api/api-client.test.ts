import { API_VERSION } from '@ontoloom/contract';
import { setConfig } from '../config/load-config';
import { queryClient } from '../query/query-client';
import { reloadPage } from '../session/reload-page';
import { TOKEN_STORAGE_KEY, getToken, setToken } from '../session/token';
import { TEST_CONFIG, currentUserFixture, headersOf, mockFetch } from '../test-utils/test-config';
import { apiRequest } from './api-client';
import { ApiError, NotFoundError, isApiError } from './api-error';

jest.mock('../session/reload-page', () => ({ reloadPage: jest.fn() }));

const projectId = '0b8f7c2a-1d2e-4f3a-8b9c-0d1e2f3a4b5c';
const project = {
  id: projectId,
  name: 'P',
  description: '',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  setConfig(TEST_CONFIG);
  window.localStorage.clear();
  queryClient.clear();
  jest.mocked(reloadPage).mockClear();
});

test('R9.08 token is kept in localStorage under the fixed key', () => {
  expect(TOKEN_STORAGE_KEY).toBe('ontoloom.access_token');
  setToken('abc');
  expect(window.localStorage.getItem('ontoloom.access_token')).toBe('abc');
  expect(getToken()).toBe('abc');
});

describe('headers per endpoint', () => {
  beforeEach(() => setToken('secret-token'));

  test('R7.01 R7.02 a normal call carries the bearer token and Api-Version 2.1.0', async () => {
    const fetch = mockFetch({ status: 200, body: [project] });
    await apiRequest('listProjects', { query: { search: 'graph' } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/projects?search=graph');
    expect(init.method).toBe('GET');
    expect(headersOf(fetch)).toMatchObject({
      Authorization: 'Bearer secret-token',
      'Api-Version': API_VERSION,
    });
    expect(API_VERSION).toBe('2.1.0');
  });

  test('R7.01 auth endpoints are sent without Authorization', async () => {
    const fetch = mockFetch({ status: 200, body: { token_type: 'bearer', access_token: 't' } });
    await apiRequest('token', { body: { email: 'a@example.com', password: 'password1' } });
    expect(headersOf(fetch).Authorization).toBeUndefined();
    expect(headersOf(fetch)['Api-Version']).toBe('2.1.0');
    expect(headersOf(fetch)['Content-Type']).toBe('application/json');
  });

  test('R7.02 GET / and GET /api/users/me are sent without Api-Version', async () => {
    const fetch = mockFetch(
      { status: 200, body: { name: 'ontoloom', version: '0.43.0', api_version: '2.1.0' } },
      { status: 200, body: currentUserFixture },
    );
    await apiRequest('getRoot');
    await apiRequest('getCurrentUser');
    expect(headersOf(fetch, 0)['Api-Version']).toBeUndefined();
    expect(headersOf(fetch, 0).Authorization).toBeUndefined();
    expect(headersOf(fetch, 1)['Api-Version']).toBeUndefined();
    expect(headersOf(fetch, 1).Authorization).toBe('Bearer secret-token');
  });

  test('path params are substituted and encoded; 204 resolves to null', async () => {
    const fetch = mockFetch({ status: 204 });
    await expect(
      apiRequest('deleteProject', { params: { project_id: projectId } }),
    ).resolves.toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://api.test/api/projects/${projectId}`);
  });
});

describe('errors', () => {
  test('R8.01 ApiError carries url, status and body, message from detail', async () => {
    mockFetch({ status: 422, body: { detail: 'name: Too short', errors: [] } });
    const error = await apiRequest('createProject', { body: { name: '' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      url: 'http://api.test/api/projects',
      status: 422,
      body: { detail: 'name: Too short', errors: [] },
      message: 'name: Too short',
    });
    expect(isApiError(error, 422)).toBe(true);
    expect(isApiError(error, 404)).toBe(false);
  });

  test('R8.01 a body without detail falls back to the status line', () => {
    const error = new ApiError({
      url: '/x',
      status: 500,
      body: 'oops',
      statusText: 'Server Error',
    });
    expect(error.message).toBe('500 Server Error');
  });

  test('R8.02 a 404 becomes a NotFoundError typed by the code the server sends', async () => {
    mockFetch(
      {
        status: 404,
        body: { detail: 'Project not found', code: 'project_not_found', request_id: 'r1' },
      },
      {
        status: 404,
        body: { detail: 'Route GET /x not found', code: 'route_not_found', request_id: 'r2' },
      },
    );
    const projectError = await apiRequest('getProject', {
      params: { project_id: projectId },
    }).catch((e: unknown) => e);
    expect(projectError).toBeInstanceOf(NotFoundError);
    expect(projectError).toMatchObject({
      code: 'project_not_found',
      requestId: 'r1',
      status: 404,
      message: 'Project not found',
    });
    // A 404 that names no entity (an unknown route) stays a plain ApiError: no guessing.
    const routeError = await apiRequest('getUser', { params: { user_id: projectId } }).catch(
      (e: unknown) => e,
    );
    expect(routeError).not.toBeInstanceOf(NotFoundError);
    expect(routeError).toMatchObject({ code: 'route_not_found', status: 404 });
  });

  test('R4.06 a 401 on an authenticated call clears the token and cache and reloads', async () => {
    setToken('expired');
    queryClient.setQueryData(['projects', 'list'], [project]);
    mockFetch({ status: 401, body: { detail: 'Invalid token' } });
    await expect(apiRequest('listProjects')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('R4.06 a 401 from the sign-in endpoint (wrong password) does not reload', async () => {
    mockFetch({ status: 401, body: { detail: 'Invalid credentials' } });
    await expect(
      apiRequest('token', { body: { email: 'a@example.com', password: 'wrong-pass' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
