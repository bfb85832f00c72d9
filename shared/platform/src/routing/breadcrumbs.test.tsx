import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderRoutes } from '../test-utils/render-routes';
import { Breadcrumbs } from './breadcrumbs';
import type { RouteHandle } from './route-handle';

const crumb = (label: string): RouteHandle => ({ breadcrumb: () => label });
const LONG = 'Quarterly supplier audit of the northern European manufacturing plants';

test('R2.27 a long ancestor crumb is cut with its whole name as a tooltip; the current page stays whole (issue 17)', async () => {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Breadcrumbs />
            <Outlet />
          </>
        ),
        children: [
          {
            path: 'projects/:id',
            handle: crumb(LONG),
            children: [{ path: 'ontologies', handle: crumb('Ontologies'), element: <p>Page</p> }],
          },
        ],
      },
    ],
    ['/projects/1/ontologies'],
  );
  await screen.findByText('Page');
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const ancestor = screen.getByRole('link', { name: LONG });
  expect(ancestor).toHaveAttribute('title', LONG);
  expect(ancestor).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  const current = screen.getByText('Ontologies').closest('[aria-current="page"]');
  expect(current).not.toBeNull();
  expect(current).not.toHaveAttribute('title');
  expect(trail).toContainElement(current as HTMLElement);
});
