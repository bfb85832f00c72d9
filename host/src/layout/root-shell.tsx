import { PageTitle, PendingIndicator } from '@ontoloom/platform';
import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every page: its tab title, the navigation pending view and scroll restoration. */
export const RootShell = () => (
  <>
    <PageTitle />
    <PendingIndicator />
    <Outlet />
    <ScrollRestoration />
  </>
);
