import { ChakraProvider } from '@chakra-ui/react';
import { loadRemoteRegistry } from '@ontoloom/federation/runtime';
import {
  ConfigErrorView,
  PlatformProvider,
  initI18n,
  initMonitoring,
  loadConfig,
  setRoutePreloader,
  system,
} from '@ontoloom/platform';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadFederatedRoutes } from './remotes/federated-remote-routes';
import { fetchConfigJson, fetchRemotesJson } from './early-requests';
import { createAppRouter } from './router/create-app-router';

const renderConfigError = (root: Root, error: unknown) => {
  root.render(
    <ChakraProvider value={system}>
      <ConfigErrorView error={error} />
    </ChakraProvider>,
  );
};

const start = async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  // remotes.json and the language load while config.json does: none of them waits on another.
  const registryAndLanguage = Promise.allSettled([
    loadRemoteRegistry({ url: '/remotes.json', fetchImpl: fetchRemotesJson }),
    initI18n(),
  ]);

  let config;
  try {
    config = await loadConfig('/config.json', fetchConfigJson);
  } catch (error) {
    // Start-up stops here (spec section 5): nothing else may run on a bad config.
    console.error(error);
    renderConfigError(root, error);
    return;
  }

  initMonitoring(config).catch((error: unknown) =>
    console.error('Monitoring failed to start', error),
  );

  const [registry] = await registryAndLanguage;
  if (registry.status === 'rejected') {
    // Without a registry every remote area fails to load and shows the reload dialog.
    console.error(registry.reason);
  }

  const { router, preload } = createAppRouter({ loadRemoteRoutes: loadFederatedRoutes });
  setRoutePreloader(preload);

  root.render(
    <StrictMode>
      <PlatformProvider>
        <RouterProvider router={router} />
      </PlatformProvider>
    </StrictMode>,
  );
};

void start();
