import { PendingIndicator } from '@ontoloom/platform';
import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every page: the navigation pending view and scroll restoration. */
export const RootShell = () => (
  <>
    <PendingIndicator />
    <Outlet />
    <ScrollRestoration />
  </>
);
