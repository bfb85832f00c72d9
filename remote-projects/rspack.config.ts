import { defineRemoteConfig } from '@ontoloom/federation';

// Name, dev port and mount: this folder's entry in shared/federation/src/remotes.ts.
const config = defineRemoteConfig({
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on the remote's dev port (development builds only).
  devShellEntry: './src/dev/index.ts',
});

// pdf.js's viewer ships a stylesheet (and the images it refers to): rspack's built-in CSS support
// bundles it into the lazily loaded PDF viewer chunk, its images emitted as files beside it.
config.module?.rules?.push({ test: /\.css$/, type: 'css/auto' });

export default config;
