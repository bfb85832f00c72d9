import { RouteErrorBoundary } from '@ontoloom/platform';
import type { RouteObject } from 'react-router';
import './i18n';

/**
 * Mounted by the host at `/auth` (which itself redirects `/auth` to `/auth/login`);
 * paths are relative to that mount point.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: 'login', lazy: () => import('./features/login/login-route') },
      {
        path: 'forgot-password',
        lazy: () => import('./features/forgot-password/forgot-password-route'),
      },
      { path: 'sign-up', lazy: () => import('./features/sign-up/sign-up-route') },
      {
        path: 'email-verification',
        lazy: () => import('./features/email-verification/email-verification-route'),
      },
      {
        path: 'email-verified',
        lazy: () => import('./features/email-verification/email-verified-route'),
      },
      // R2.06: `/auth/{provider}/callback`.
      { path: ':provider/callback', lazy: () => import('./features/oauth/callback-route') },
      { path: 'onboarding', lazy: () => import('./features/onboarding/onboarding-route') },
      { path: 'inactive', lazy: () => import('./features/onboarding/inactive-route') },
    ],
  },
];
