import { defineRemoteConfig } from '@ontoloom/federation';

export default defineRemoteConfig({
  name: 'remote_settings',
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on http://localhost:3003/ (development builds only).
  devShellEntry: './src/dev/index.ts',
  devPort: 3003,
});
