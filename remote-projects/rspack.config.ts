import { defineRemoteConfig } from '@ontoloom/federation';

export default defineRemoteConfig({
  name: 'remote_projects',
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on http://localhost:3002/ (development builds only).
  devShellEntry: './src/dev/index.ts',
  devPort: 3002,
});
