import { Box, Spacer } from '@chakra-ui/react';
import type { CurrentUser } from '@ontoloom/contract';
import { AppHeader, AppMain, LanguageSelect, useCurrentUser } from '@ontoloom/platform';
import { Outlet, useRouteLoaderData } from 'react-router';
import { MainNav } from './main-nav';
import { APP_LAYOUT_ROUTE_ID } from './route-ids';
import { UserMenu } from './user-menu';

/** Signed-in, active users: header (product, nav, language, account), breadcrumbs, content. */
export const AppLayout = () => {
  const loaded = useRouteLoaderData(APP_LAYOUT_ROUTE_ID) as CurrentUser;
  // The shared current-user query, not only the loader's snapshot: a saved profile shows at once.
  const user = useCurrentUser().data ?? loaded;
  return (
    <>
      <AppHeader homePath="/projects">
        <MainNav />
        <Spacer />
        {/* On a phone the language is chosen in the user menu: the header stays one row. */}
        <Box hideBelow="md">
          <LanguageSelect />
        </Box>
        <UserMenu user={user} />
      </AppHeader>
      <AppMain>
        <Outlet />
      </AppMain>
    </>
  );
};
