import { render } from '@testing-library/react';
import {
  Breadcrumbs,
  PageTitle,
  clearToken,
  PlatformProvider,
  parseConfig,
  queryClient,
  setConfig,
  toaster,
  type RouteHandle,
} from '../index';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { API_URL } from './fetch-stub';

setConfig(
  parseConfig({
    API_URL,
    CHAT_URL: 'http://chat.test',
    DATADOG_APPLICATION_ID: 'test',
    DATADOG_CLIENT_TOKEN: 'test',
    ENVIRONMENT_NAME: 'test',
    ONTOLOGY_CHAT_AGENT_NAME: 'ontology',
    GRAPH_EXPLOITATION_AGENT_NAME: 'graph',
    GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME: 'dashboard',
  }),
);

/** Each test starts signed out, with an empty cache and no toasts. */
export const resetPlatform = () => {
  queryClient.clear();
  clearToken();
  toaster.remove();
};

/**
 * Mounts the remote's routes under `mount` the way the host does (its mount route carries the
 * `mountCrumb` breadcrumb, and the layout shows breadcrumbs), inside the platform's providers,
 * and starts at `entry`.
 */
export const renderRoutes = (
  mount: string,
  routes: RouteObject[],
  entry: string,
  mountCrumb?: string,
) => {
  const handle: RouteHandle = { breadcrumb: () => mountCrumb ?? '' };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <PageTitle />
            <Breadcrumbs />
            <Outlet />
          </>
        ),
        HydrateFallback: () => null,
        children: [
          { path: mount, handle, children: routes },
          { path: '*', element: <p>Outside the remote</p> },
          { index: true, element: <p>Root</p> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { router, ...view };
};
