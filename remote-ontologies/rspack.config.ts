import { defineRemoteConfig } from '@ontoloom/federation';

// Name, dev port and mount: this folder's entry in shared/federation/src/remotes.ts.
const config = defineRemoteConfig({
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on the remote's dev port (development builds only).
  devShellEntry: './src/dev/index.ts',
});

// The diagram library ships a stylesheet; rspack's built-in CSS support bundles it into the
// lazily loaded diagram chunk (remote-projects does the same for the PDF viewer).
config.module?.rules?.push({ test: /\.css$/, type: 'css/auto' });

export default config;
