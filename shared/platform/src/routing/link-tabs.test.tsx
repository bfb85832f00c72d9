import { screen } from '@testing-library/react';
import { renderRoutes } from '../test-utils/render-routes';
import { LinkTabs } from './link-tabs';

const tabs = [
  { key: 'a', to: '/p/collections', label: 'Collections' },
  { key: 'b', to: '/p/runs', label: 'Runs' },
];

test('R2.16 tabs are styled links: the open section (nested pages too) is the current page', async () => {
  renderRoutes(
    [{ path: '*', element: <LinkTabs label="Sections" tabs={tabs} /> }],
    ['/p/collections/c1/documents/d1'],
  );
  const current = await screen.findByRole('link', { name: 'Collections' });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Runs' })).not.toHaveAttribute('aria-current');
  // The tab's styles reach the anchor (asChild passes them through the preloading link).
  expect(current.className).toMatch(/chakra-link/);
});
