import { defineRemoteConfig } from '@ontoloom/federation';

export default defineRemoteConfig({
  name: 'remote_auth',
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on http://localhost:3001/ (development builds only).
  devShellEntry: './src/dev/index.ts',
  devPort: 3001,
});
