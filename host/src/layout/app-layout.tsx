import { Box, Flex, Link as ChakraLink, Spacer } from '@chakra-ui/react';
import type { CurrentUser } from '@ontoloom/contract';
import { Breadcrumbs, IntentLink, LanguageSelect, PageContainer } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Outlet, useRouteLoaderData } from 'react-router';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

export const APP_LAYOUT_ROUTE_ID = 'app';

/** Signed-in, active users: header (product, nav, language, account), breadcrumbs, content. */
export const AppLayout = () => {
  const { t } = useTranslation('common');
  const user = useRouteLoaderData(APP_LAYOUT_ROUTE_ID) as CurrentUser;
  return (
    <>
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <Flex
          maxW="breakpoint-xl"
          marginInline="auto"
          paddingInline={{ base: '4', md: '6' }}
          paddingBlock="2"
          alignItems="center"
          gap={{ base: '2', md: '4' }}
          wrap="wrap"
        >
          <ChakraLink asChild fontWeight="bold" fontSize="lg">
            <IntentLink to="/projects">{t('app.name')}</IntentLink>
          </ChakraLink>
          <MainNav />
          <Spacer />
          <LanguageSelect />
          <UserMenu user={user} />
        </Flex>
      </Box>
      <PageContainer as="main" id="main">
        <Box marginBottom="4">
          <Breadcrumbs />
        </Box>
        <Outlet />
      </PageContainer>
    </>
  );
};
