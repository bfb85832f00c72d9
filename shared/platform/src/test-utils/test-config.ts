import type { AppConfig } from '../config/config-schema';

export const TEST_CONFIG: AppConfig = {
  API_URL: 'http://api.test',
  CHAT_URL: 'http://chat.test',
  DATADOG_APPLICATION_ID: 'app-id',
  DATADOG_CLIENT_TOKEN: 'client-token',
  ENVIRONMENT_NAME: 'prod-prod',
  ONTOLOGY_CHAT_AGENT_NAME: 'ontology',
  GRAPH_EXPLOITATION_AGENT_NAME: 'graph',
  GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: 'graph-dashboard',
  MONITORING_ENABLED: false,
};

type FakeResponse = { status: number; body?: unknown };

/** A fetch double answering in order; records every call. */
export const mockFetch = (...responses: FakeResponse[]) => {
  const queue = [...responses];
  const fn = jest.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.shift() ?? responses[responses.length - 1] ?? { status: 200, body: null };
    const text = next.body === undefined ? '' : JSON.stringify(next.body);
    return new Response(next.status === 204 ? null : text, {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
};

export const headersOf = (fn: jest.Mock, call = 0): Record<string, string> =>
  ((fn.mock.calls[call] as [string, RequestInit])[1].headers ?? {}) as Record<string, string>;

export const currentUserFixture = {
  id: '7d1f2c1e-3b5a-4c1d-9e2f-1a2b3c4d5e6f',
  email: 'ada@example.com',
  is_organizational_email: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization_name: 'Analytical Engines',
  status: 'active' as const,
  onboarding_info: null,
  created_at: '2025-01-01T00:00:00.000Z',
  is_super_admin: false,
  masked_api_key: null,
  api_key_created_at: null,
};
