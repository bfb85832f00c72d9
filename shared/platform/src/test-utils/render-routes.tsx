import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { PlatformProvider } from '../ui/platform-provider';

/** Renders routes in a memory data router inside the platform providers. */
export const renderRoutes = (routes: RouteObject[], initialEntries: string[] = ['/']) => {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <PlatformProvider>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { router, ...view };
};
