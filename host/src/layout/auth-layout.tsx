import { Flex, Text } from '@chakra-ui/react';
import { LanguageSelect, PageContainer } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** Public pages (sign in, sign up, onboarding…): product name and language only. */
export const AuthLayout = () => {
  const { t } = useTranslation('common');
  return (
    <>
      <Flex
        as="header"
        borderBottomWidth="1px"
        paddingInline={{ base: '4', md: '6' }}
        paddingBlock="3"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
      >
        <Text fontWeight="bold" fontSize="lg">
          {t('app.name')}
        </Text>
        <LanguageSelect />
      </Flex>
      <PageContainer as="main" id="main">
        <Outlet />
      </PageContainer>
    </>
  );
};
