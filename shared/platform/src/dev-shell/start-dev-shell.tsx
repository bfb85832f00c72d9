import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConfigErrorView } from '../config/config-error-view';
import { parseConfig, setConfig } from '../config/load-config';
import { initI18n } from '../i18n/i18n';
import { setRoutePreloader } from '../routing/preload';
import { PlatformProvider } from '../ui/platform-provider';
import { system } from '../ui/system';
import { devShellConfigInput } from './config';
import { createDevShellRouter } from './dev-shell-router';
import type { DevShellOptions } from './types';

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Drops `?api=` from the address once read, so the remote's pages never see it. */
const forgetApiParam = () => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('api')) return;
  url.searchParams.delete('api');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/**
 * Runs a remote on its own (development only): dev start-up config, i18n, the platform's
 * providers and a data router with the remote's routes at their real mount paths. Call it from
 * the remote's `src/dev/bootstrap.tsx`, behind the `import('./bootstrap')` async boundary.
 */
export const startDevShell = async (options: DevShellOptions): Promise<void> => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  try {
    setConfig(parseConfig(devShellConfigInput(window.location.search, browserStorage())));
  } catch (error) {
    // A bad `?api=` (or baked-in value) stops start-up with the host's config error page.
    console.error(error);
    root.render(
      <ChakraProvider value={system}>
        <ConfigErrorView error={error} />
      </ChakraProvider>,
    );
    return;
  }
  forgetApiParam();
  await initI18n();

  const { router, preload } = createDevShellRouter(options);
  setRoutePreloader(preload);
  // The tab title is the page's own (PageTitle in the layout), as in the host.

  root.render(
    <StrictMode>
      <PlatformProvider>
        <RouterProvider router={router} />
      </PlatformProvider>
    </StrictMode>,
  );
};
