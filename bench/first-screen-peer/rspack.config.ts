import path from 'node:path';
import { createBaseConfig, htmlPlugin } from '../../shared/federation/src/base-config';
import type { Configuration } from '@rspack/core';

// The peer of the first-screen bench: the same login screen (remote-auth's routes in the
// platform's dev shell: Chakra provider, i18n, router) as one plain bundle, no federation.
const rootDir = path.resolve(import.meta.dirname, '../../remote-auth');
const base = createBaseConfig({
  name: 'first_screen_peer',
  rootDir,
  mode: 'production',
  outputPath: path.resolve(import.meta.dirname, 'dist'),
  publicPath: '/',
  entry: { main: './src/dev/bootstrap.tsx' },
});

const config: Configuration = {
  ...base,
  devtool: false,
  output: { ...base.output, asyncChunks: false },
  plugins: [...(base.plugins ?? []), htmlPlugin({ title: 'Ontoloom' })],
  optimization: { ...base.optimization, splitChunks: false },
};

export default config;
