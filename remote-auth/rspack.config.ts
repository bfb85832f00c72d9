import { defineRemoteConfig } from '@ontoloom/federation';

export default defineRemoteConfig({
  name: 'remote_auth',
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3001,
});
