import { defineRemoteConfig } from '@ontoloom/federation';

export default defineRemoteConfig({
  name: 'remote_settings',
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3003,
});
