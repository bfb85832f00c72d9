import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { CORS_HEADERS, createBaseConfig, currentMode, htmlPlugin, type Mode } from './base-config';
import { chakraKit } from './chakra-subpaths';
import { EARLY_BUILD, EARLY_DIR, earlyScriptTag } from './define-early-config';
import { hostFederationOptions } from './federation-options';
import { HOST_APP } from './remotes';

export type HostConfigOptions = {
  rootDir: string;
  publicPath?: string;
  title?: string;
  /** Entry module, relative to rootDir; it must only `import('./bootstrap')`. */
  entry?: string;
  mode?: Mode;
  /** The host's own federation runtime plugins (paths), after the shared error plugin. */
  runtimePlugins?: string[];
  /**
   * Built after the early script (defineEarlyConfig, production): the page loads that first,
   * and cleaning the output keeps its folder.
   */
  early?: boolean;
};

/** The product's icon, one file: the shell's page links it; remotes' dev shells reuse it. */
export const hostFavicon = (hostRootDir: string) => path.join(hostRootDir, 'public', 'favicon.svg');

/** A module of the host's own build (virtual: written by the config, not on disk). */
const CHAKRA_PROVIDES = './node_modules/.ontoloom/chakra-provides.js';

/**
 * Every group of the Chakra kit, referenced by the host so that it provides them all to the share scope:
 * a remote may use a component the shell never shows, and must get the host's copy (one styling
 * context), never its own. Each is a lazy chunk, loaded only when some page imports it.
 */
const chakraProvidesModule = (rootDir: string) => {
  const loaders = Object.keys(chakraKit(rootDir).modules).map(
    (request) => `  ${JSON.stringify(request)}: () => import(${JSON.stringify(request)}),`,
  );
  return `globalThis[Symbol.for('ontoloom.chakraKit')] = {\n${loaders.join('\n')}\n};\n`;
};

/** rspack config of the shell: eager singletons, HTML page, dev server serving `public/`. */
export const defineHostConfig = ({
  rootDir,
  publicPath = '/',
  title = 'Ontoloom',
  entry = './src/index.ts',
  mode = currentMode(),
  runtimePlugins = [],
  early = false,
}: HostConfigOptions): Configuration => {
  const { name, devPort } = HOST_APP;
  const outputPath = path.join(rootDir, 'dist');
  const base = createBaseConfig({
    name,
    rootDir,
    mode,
    outputPath,
    publicPath,
    entry: { main: [CHAKRA_PROVIDES, entry] },
  });
  return {
    ...base,
    ...(early
      ? {
          name,
          dependencies: [EARLY_BUILD],
          output: {
            ...base.output,
            clean: {
              // Paths come absolute, the output folder itself first.
              keep: (file: string) =>
                file === outputPath ||
                path.relative(outputPath, file).split(path.sep)[0] === EARLY_DIR,
            },
          },
        }
      : {}),
    plugins: [
      ...(base.plugins ?? []),
      new rspack.experiments.VirtualModulesPlugin({
        [path.join(rootDir, CHAKRA_PROVIDES)]: chakraProvidesModule(rootDir),
      }),
      new ModuleFederationPlugin(hostFederationOptions({ name, rootDir, runtimePlugins })),
      htmlPlugin({
        title,
        favicon: hostFavicon(rootDir),
        bootShell: true,
        ...(early ? { headFirst: () => earlyScriptTag(outputPath, publicPath) } : {}),
      }),
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
