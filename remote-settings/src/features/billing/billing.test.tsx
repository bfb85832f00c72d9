import { screen } from '@testing-library/react';
import type { CreditsUsage, CurrentUser } from '@ontoloom/contract';
import { setToken } from '@ontoloom/platform';
import { routes } from '../../routes';
import { callsTo, stubFetch } from '@ontoloom/platform/testing';
import { renderRoutes, resetPlatform } from '@ontoloom/platform/testing';

const ME: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000003',
  email: 'kate@acme.example',
  is_organizational_email: true,
  first_name: 'Kate',
  last_name: 'Johnson',
  organization_name: 'NASA',
  status: 'active',
  onboarding_info: null,
  created_at: '2025-01-02T00:00:00.000Z',
  is_super_admin: false,
  masked_api_key: null,
  api_key_created_at: null,
};

const USAGE: CreditsUsage = {
  credits_quota: 1000,
  credits_used: 250.01,
  period_start: '2025-03-01T00:00:00.000Z',
  period_end: '2025-04-01T00:00:00.000Z',
  quota_exceeded: false,
};

const renderBilling = (usage: CreditsUsage) => {
  const stub = stubFetch(({ url }) => {
    if (url.pathname === '/api/users/me') return { body: ME };
    if (url.pathname === '/api/llm-usage/credits-usage') return { body: usage };
    return undefined;
  });
  renderRoutes('settings', routes, '/settings/billing');
  return stub;
};

beforeEach(() => {
  resetPlatform();
  setToken('token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('R2.26 R3.07 R9.03 billing shows credits rounded up, the period and a quota bar', async () => {
  const { calls } = renderBilling(USAGE);
  expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  // The route's loader fetched it before the page drew (a loaded machine may take past the
  // 1 s stale time before the page mounts, which then refetches: no fixed count).
  expect(callsTo(calls, 'GET', '/api/llm-usage/credits-usage').length).toBeGreaterThanOrEqual(1);
  expect(screen.getByTestId('credits-used')).toHaveTextContent('251');
  expect(screen.getByText('of 1,000 credits used')).toBeInTheDocument();
  expect(screen.getByText('Billing period: March 1, 2025 – March 31, 2025')).toBeInTheDocument();
  const bar = screen.getByRole('progressbar', { name: 'Credits used' });
  expect(bar).toHaveAttribute('aria-valuenow', '26');
  expect(bar).toHaveAttribute('aria-valuetext', '251 of 1,000 credits (26%)');
  expect(screen.getByText('749 credits left')).toBeInTheDocument();
  expect(screen.getByText('The quota renews on April 1, 2025.')).toBeInTheDocument();
  expect(screen.queryByText('Your credit quota is used up')).toBeNull();
});

test('R3.07 an exceeded quota is flagged and the bar is full', async () => {
  renderBilling({ ...USAGE, credits_used: 1000.4, quota_exceeded: true });
  expect(await screen.findByText('Your credit quota is used up')).toBeInTheDocument();
  expect(screen.getByTestId('credits-used')).toHaveTextContent('1,001');
  expect(screen.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(screen.getByText('0 credits left')).toBeInTheDocument();
});
