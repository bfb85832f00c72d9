import type { User } from '@ontoloom/contract';
import { i18n, RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import type { RouteObject } from 'react-router';
import './i18n';

const usersHandle: RouteHandle = { breadcrumb: () => i18n.t('settings:breadcrumbs.users') };
const userHandle: RouteHandle = {
  // R2.27: the user's first and last name (the loader resolved the user first).
  breadcrumb: (match) => {
    const user = match.data as User | null | undefined;
    return user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  },
};

/** Sections without a breadcrumb of their own are named in the tab by their navigation label. */
const titled = (key: string): RouteHandle => ({ title: () => i18n.t(`settings:nav.${key}`) });

const layout = () => import('./features/layout/settings-layout-route');

/**
 * Mounted by the host at `/settings` (whose route carries the "Settings" breadcrumb and
 * requires an active user); paths are relative to that mount point.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    lazy: layout,
    children: [
      // R2.25: the index goes to the profile (keeping `goBack`).
      { index: true, lazy: async () => ({ loader: (await layout()).indexLoader }), element: null },
      {
        path: 'profile',
        handle: titled('profile'),
        lazy: () => import('./features/profile/profile-route'),
      },
      {
        path: 'billing',
        handle: titled('billing'),
        lazy: () => import('./features/billing/billing-route'),
      },
      {
        path: 'api-keys',
        handle: titled('apiKeys'),
        lazy: () => import('./features/api-keys/api-keys-route'),
      },
      {
        path: 'users',
        handle: usersHandle,
        lazy: () => import('./features/users/users-route'),
        children: [
          { index: true, lazy: () => import('./features/users/users-list-route') },
          {
            path: ':userId',
            handle: userHandle,
            // R2.26: the detail page has its own error and not-found view.
            errorElement: <RouteErrorBoundary />,
            lazy: () => import('./features/users/user-detail-route'),
          },
        ],
      },
    ],
  },
];
