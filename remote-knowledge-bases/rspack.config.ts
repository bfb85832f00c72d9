import { defineRemoteConfig } from '@ontoloom/federation';

// Name, dev port and mount: this folder's entry in shared/federation/src/remotes.ts.
export default defineRemoteConfig({
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on the remote's dev port (development builds only).
  devShellEntry: './src/dev/index.ts',
});
