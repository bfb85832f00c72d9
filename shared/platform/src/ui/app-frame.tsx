import type { ReactNode } from 'react';
import { Box, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from './lazy-parts';
import { IntentLink } from '../routing/preload';
import { PageContainer } from './page-container';

export type AppHeaderProps = {
  /** Where the product name leads. */
  homePath: string;
  /** What follows the product name: navigation, a spacer, language, account. */
  children: ReactNode;
};

/** The signed-in header bar shared by the host and the remotes' dev shells. */
export function AppHeader({ homePath, children }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
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
        <ChakraLink asChild fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
          <IntentLink to={homePath}>{t('app.name')}</IntentLink>
        </ChakraLink>
        {children}
      </Flex>
    </Box>
  );
}

/** The page under the header: breadcrumbs, then the route's content. */
export function AppMain({ children }: { children: ReactNode }) {
  return (
    <PageContainer as="main" id="main">
      <Box marginBottom="4">
        <Breadcrumbs />
      </Box>
      {children}
    </PageContainer>
  );
}
