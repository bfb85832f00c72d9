import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { configEnvDefinitions } from './config-env';

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

const swcRule = (mode: Mode, test: RegExp, tsx: boolean): RuleSetRule => ({
  test,
  // Workspace packages are consumed as TypeScript source: they resolve to their real path
  // (outside node_modules), so only third-party code is skipped here.
  exclude: /[\\/]node_modules[\\/]/,
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

/** Everything hosts and remotes have in common; federation and HTML are added by the callers. */
export const createBaseConfig = ({
  name,
  rootDir,
  mode,
  outputPath,
  publicPath,
  entry,
}: BaseConfigOptions): Configuration => ({
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
  },
  module: {
    rules: [
      swcRule(mode, /\.tsx$/, true),
      swcRule(mode, /\.(ts|mts|cts)$/, false),
      swcRule(mode, /\.jsx$/, true),
    ],
  },
  plugins: [new rspack.DefinePlugin(configEnvDefinitions())],
  optimization: {
    // Module Federation needs the runtime inside each entry (RUNTIME-001 otherwise).
    runtimeChunk: false,
  },
  performance: { hints: false },
});

export const htmlPlugin = ({
  title,
  chunks,
  filename = 'index.html',
  publicPath,
  favicon,
}: {
  title: string;
  chunks?: string[];
  filename?: string;
  /** Where the page's scripts load from; absolute when the page is served at other paths. */
  publicPath?: string;
  /** Icon file copied beside the page and linked from it (no request for a missing /favicon.ico). */
  favicon?: string;
}) =>
  new rspack.HtmlRspackPlugin({
    filename,
    chunks,
    title,
    ...(publicPath ? { publicPath } : {}),
    ...(favicon ? { favicon } : {}),
    templateContent: `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  });
