import { act, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { renderRoutes } from '../test-utils/render-routes';
import { PageTitle } from './page-title';
import type { RouteHandle } from './route-handle';

const crumb = (label: string): RouteHandle => ({ breadcrumb: () => label });

const routes = [
  {
    path: '/',
    element: (
      <>
        <PageTitle />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <Link to="/auth/login">Home</Link> },
      {
        path: 'auth/login',
        handle: { title: () => 'Sign in' } satisfies RouteHandle,
        element: <Link to="/projects/42/collections/7">Sign-in page</Link>,
      },
      {
        path: 'projects',
        handle: crumb('Projects'),
        children: [
          { index: true, element: <p>Projects page</p> },
          {
            path: ':projectId',
            handle: crumb('Acme'),
            children: [
              { path: 'collections', element: <p>Collections page</p> },
              { path: 'collections/:id', handle: crumb('Invoices'), element: <p>Invoices</p> },
            ],
          },
        ],
      },
    ],
  },
];

test('R2.27 a title handle names the page, else the last two breadcrumbs below the mount, deepest first', async () => {
  const { router } = renderRoutes(routes, ['/']);
  await screen.findByText('Home');
  expect(document.title).toBe('Ontoloom');

  await act(() => router.navigate('/auth/login'));
  await waitFor(() => expect(document.title).toBe('Sign in — Ontoloom'));
  await act(() => router.navigate('/projects'));
  await waitFor(() => expect(document.title).toBe('Projects — Ontoloom'));
  await act(() => router.navigate('/projects/42/collections'));
  await waitFor(() => expect(document.title).toBe('Acme — Ontoloom'));
  await act(() => router.navigate('/projects/42/collections/7'));
  await waitFor(() => expect(document.title).toBe('Invoices · Acme — Ontoloom'));
});
