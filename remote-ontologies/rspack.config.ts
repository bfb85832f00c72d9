import { defineRemoteConfig } from '@ontoloom/federation';

const config = defineRemoteConfig({
  name: 'remote_ontologies',
  rootDir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
  // Standalone dev shell on http://localhost:3004/ (development builds only).
  devShellEntry: './src/dev/index.ts',
  devPort: 3004,
});

// The diagram library ships a stylesheet; rspack's built-in CSS support bundles it into the
// lazily loaded diagram chunk (no other remote imports CSS).
config.module?.rules?.push({ test: /\.css$/, type: 'css/auto' });

export default config;
