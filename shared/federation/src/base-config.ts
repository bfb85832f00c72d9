import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlibConstants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import {
  rspack,
  type Configuration,
  type RspackPluginInstance,
  type RuleSetRule,
} from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import {
  CHAKRA_KIT,
  chakraBarrelFile,
  chakraKit,
  chakraKitDir,
  type ChakraKit,
} from './chakra-subpaths';
import { configEnvDefinitions } from './config-env';
import { KIT_PACKAGES, implementationOf, packageKit } from './package-kits';

export type Mode = 'development' | 'production';

/** The rspack CLI sets NODE_ENV from the command (build → production, serve → development). */
export const currentMode = (): Mode =>
  process.env.NODE_ENV === 'production' ? 'production' : 'development';

/** CORS for manifests and chunks: the host on :3000 loads remotes from other ports. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** Rewrites `@chakra-ui/react` imports to the kit's groups (runs before swc: loaders run last first). */
const chakraImportsLoader = (kit: ChakraKit) => ({
  loader: createRequire(path.join(kit.rootDir, 'package.json')).resolve(
    '@ontoloom/federation/chakra-imports-loader',
  ),
  options: { exports: kit.exports },
});

const swcRule = (
  mode: Mode,
  test: RegExp,
  tsx: boolean,
  chakra: ReturnType<typeof chakraImportsLoader>,
): RuleSetRule => ({
  test,
  // Workspace packages are consumed as TypeScript source: they resolve to their real path
  // (outside node_modules), so only third-party code is skipped here.
  exclude: /[\\/]node_modules[\\/]/,
  use: [
    {
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic', development: mode === 'development', refresh: false },
          },
        },
      },
    },
    chakra,
  ],
  type: 'javascript/auto',
});

export type BaseConfigOptions = {
  name: string;
  rootDir: string;
  mode: Mode;
  outputPath: string;
  publicPath: string;
  entry: Configuration['entry'];
};

/** Text assets worth compressing; not mf-manifest.json, which the federation plugin rewrites late. */
const COMPRESSIBLE = /\.(js|mjs|css|svg)$/;

/**
 * Brotli and gzip files beside each bundle at build time, so servers (`pnpm start`'s static
 * servers, the Caddy images) send them without compressing on every request.
 */
const precompressionPlugins = () =>
  [
    new CompressionPlugin<BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin<ZlibOptions>({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ] as unknown as RspackPluginInstance[];

/** Everything hosts and remotes have in common; federation and HTML are added by the callers. */
export const createBaseConfig = ({
  name,
  rootDir,
  mode,
  outputPath,
  publicPath,
  entry,
}: BaseConfigOptions): Configuration => {
  const kit = chakraKit(rootDir);
  const chakra = chakraImportsLoader(kit);
  const kits = KIT_PACKAGES.map((pkg) => ({ pkg, kit: packageKit(rootDir, pkg) }));
  return {
    mode,
    context: rootDir,
    target: 'web',
    entry,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(outputPath),
      publicPath,
      // Two federated apps on one page must never share a chunk-loading global.
      uniqueName: name,
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        [CHAKRA_KIT]: chakraKitDir(rootDir),
        // The kits' sources (package-kits.ts): each package's ES module entry by file.
        ...Object.fromEntries(
          kits.map(({ pkg, kit }) => [`${implementationOf(pkg)}$`, kit.implementation]),
        ),
      },
    },
    module: {
      rules: [
        swcRule(mode, /\.tsx$/, true, chakra),
        swcRule(mode, /\.(ts|mts|cts)$/, false, chakra),
        swcRule(mode, /\.jsx$/, true, chakra),
      ],
    },
    plugins: [
      new rspack.DefinePlugin(configEnvDefinitions()),
      new rspack.experiments.VirtualModulesPlugin({
        ...Object.fromEntries(
          Object.entries(kit.modules).map(([request, source]) => [
            path.join(chakraKitDir(rootDir), `${request.slice(CHAKRA_KIT.length + 1)}.js`),
            source,
          ]),
        ),
        [chakraBarrelFile(rootDir)]: kit.barrelSource,
        ...Object.fromEntries(kits.map(({ kit }) => [kit.file, kit.source])),
      }),
      ...(mode === 'production' ? precompressionPlugins() : []),
    ],
    optimization: {
      // Module Federation needs the runtime inside each entry (RUNTIME-001 otherwise).
      runtimeChunk: false,
    },
    performance: { hints: false },
  };
};

/**
 * What the host's page paints before any script has run: the brand and a spinner, centred, in
 * plain CSS (React replaces it on its first render). Users see the app at once, not a blank page
 * while the shell's bundles load; no inline script, so the CSP stays as it is.
 */
const BOOT_SHELL = `<div class="boot" role="status" aria-label="Loading Ontoloom"><span class="boot-brand">Ontoloom</span><span class="boot-spinner"></span></div>`;
/**
 * The shell's runtime files, asked for while the HTML is parsed rather than once the shell's code
 * has run; `early-requests.ts` in the host picks the answers up (same URL, default cache mode).
 */
const RUNTIME_PRELOADS = ['/config.json', '/remotes.json']
  .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`)
  .join('\n    ');

const BOOT_STYLE = `<style>
      .boot { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
      .boot-brand { font-size: 1.5rem; font-weight: 700; color: #18181b; }
      .boot-spinner { width: 28px; height: 28px; border: 3px solid #d4e4e1; border-top-color: #0f5d56; border-radius: 50%; animation: boot-spin 0.8s linear infinite; }
      @keyframes boot-spin { to { transform: rotate(360deg); } }
      @media (prefers-reduced-motion: reduce) { .boot-spinner { animation: none; } }
    </style>`;

export const htmlPlugin = ({
  title,
  chunks,
  filename = 'index.html',
  publicPath,
  favicon,
  bootShell = false,
  headFirst,
}: {
  title: string;
  chunks?: string[];
  filename?: string;
  /** Where the page's scripts load from; absolute when the page is served at other paths. */
  publicPath?: string;
  /** Icon file copied beside the page and linked from it (no request for a missing /favicon.ico). */
  favicon?: string;
  /** Paint the brand and a spinner before the scripts run (the host's page). */
  bootShell?: boolean;
  /**
   * Tags put before the build's own scripts, read when the page is written (the early script's
   * file name is known only once its build is done).
   */
  headFirst?: () => string;
}) => {
  const page = (first: string) => `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>${bootShell ? `\n    ${BOOT_STYLE}\n    ${RUNTIME_PRELOADS}` : ''}${first ? `\n    ${first}` : ''}
  </head>
  <body>
    <div id="root">${bootShell ? BOOT_SHELL : ''}</div>
  </body>
</html>`;
  return new rspack.HtmlRspackPlugin({
    filename,
    chunks,
    title,
    ...(publicPath ? { publicPath } : {}),
    ...(favicon ? { favicon } : {}),
    templateContent: headFirst ? () => page(headFirst()) : page(''),
  });
};
