import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query/query-client';
import { system } from './system';
import { Toaster } from './toaster';

export type PlatformProviderProps = { children: ReactNode };

// Chakra's components (menus, dialogs) read the direction from the locale, not from <html>.
const LanguageLocale = ({ children }: PlatformProviderProps) => {
  const { i18n: instance } = useTranslation();
  return <LocaleProvider locale={instance.language}>{children}</LocaleProvider>;
};

/** Everything a screen needs around it: Chakra system, i18n, the shared QueryClient, toasts. */
export const PlatformProvider = ({ children }: PlatformProviderProps) => (
  <I18nextProvider i18n={i18n}>
    <ChakraProvider value={system}>
      <LanguageLocale>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </LanguageLocale>
    </ChakraProvider>
  </I18nextProvider>
);
