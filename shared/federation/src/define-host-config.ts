import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { CORS_HEADERS, createBaseConfig, currentMode, htmlPlugin, type Mode } from './base-config';
import { hostFederationOptions } from './federation-options';
import { HOST_APP } from './remotes';

export type HostConfigOptions = {
  rootDir: string;
  publicPath?: string;
  title?: string;
  /** Entry module, relative to rootDir; it must only `import('./bootstrap')`. */
  entry?: string;
  mode?: Mode;
};

/** The product's icon, one file: the shell's page links it; remotes' dev shells reuse it. */
export const hostFavicon = (hostRootDir: string) => path.join(hostRootDir, 'public', 'favicon.svg');

/** rspack config of the shell: eager singletons, HTML page, dev server serving `public/`. */
export const defineHostConfig = ({
  rootDir,
  publicPath = '/',
  title = 'Ontoloom',
  entry = './src/index.ts',
  mode = currentMode(),
}: HostConfigOptions): Configuration => {
  const { name, devPort } = HOST_APP;
  const base = createBaseConfig({
    name,
    rootDir,
    mode,
    outputPath: path.join(rootDir, 'dist'),
    publicPath,
    entry: { main: entry },
  });
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin(hostFederationOptions({ name, rootDir })),
      htmlPlugin({ title, favicon: hostFavicon(rootDir), bootShell: true }),
    ],
    devServer: {
      port: devPort,
      headers: CORS_HEADERS,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // config.json and remotes.json for development; production ones come from the web server.
      static: { directory: path.join(rootDir, 'public'), publicPath: '/' },
    },
  };
};
