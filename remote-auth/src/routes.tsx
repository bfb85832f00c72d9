import { i18n, RouteErrorBoundary, type RouteHandle } from '@ontoloom/platform';
import { mountOf } from '@ontoloom/federation/remotes';
import { redirect, type RouteObject } from 'react-router';
import { NAMESPACE } from './i18n';

/** The tab title of an auth page ("Sign in — Ontoloom"): these pages have no breadcrumbs. */
const titled = (key: string): { handle: RouteHandle } => ({
  handle: { title: () => i18n.t(`pageTitles.${key}`, { ns: NAMESPACE }) },
});

/** Mounted by the host at `/auth` (this remote's registry entry); paths are relative to it. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      // `/auth` itself: the sign-in page.
      {
        index: true,
        loader: () => redirect(`/${mountOf('remote_auth').path}/login`),
        element: null,
      },
      { path: 'login', ...titled('login'), lazy: () => import('./features/login/login-route') },
      {
        path: 'forgot-password',
        ...titled('forgotPassword'),
        lazy: () => import('./features/forgot-password/forgot-password-route'),
      },
      {
        path: 'sign-up',
        ...titled('signUp'),
        lazy: () => import('./features/sign-up/sign-up-route'),
      },
      {
        path: 'email-verification',
        ...titled('emailVerification'),
        lazy: () => import('./features/email-verification/email-verification-route'),
      },
      {
        path: 'email-verified',
        ...titled('emailVerified'),
        lazy: () => import('./features/email-verification/email-verified-route'),
      },
      // R2.06: `/auth/{provider}/callback`.
      {
        path: ':provider/callback',
        ...titled('callback'),
        lazy: () => import('./features/oauth/callback-route'),
      },
      {
        path: 'onboarding',
        ...titled('onboarding'),
        lazy: () => import('./features/onboarding/onboarding-route'),
      },
      {
        path: 'inactive',
        ...titled('inactive'),
        lazy: () => import('./features/onboarding/inactive-route'),
      },
    ],
  },
];
